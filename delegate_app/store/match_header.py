"""A match as a header names it, for either sport: competition, round, teams, day and sport.

The one place both sports read what the file name of an acta, the close step's title and the
lineup editor's header say, and which side is the club's own (``own_side``); it reads the live
tables (the names the club uses today).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from sqlmodel import Session

from delegate_app.domain.sides import Side
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club, Competition, Match, Round, Team
from delegate_app.store.rows import get_row, require_id


@dataclass(frozen=True)
class MatchHeader:
    match_id: int
    competition: str
    category: str
    round_number: int
    official_date: date
    scheduled_at: datetime
    played_at: datetime | None
    venue: str
    home_team: str
    away_team: str
    boards: int
    sport: str  # "ajedrez" or "domino"

    @property
    def played_day(self) -> date:
        """The day the match was played, or its scheduled day while it has not been."""
        return (self.played_at or self.scheduled_at).date()


def header_in(s: Session, match_id: int) -> MatchHeader:
    """The header of match_id read in the caller's session; StoreError when it does not exist."""
    match = s.get(Match, match_id)
    if match is None:
        raise StoreError(f"No existe el encuentro {match_id}.")
    rnd = get_row(s, Round, match.round_id)
    competition = get_row(s, Competition, rnd.competition_id)
    home, away = get_row(s, Team, match.home_team_id), get_row(s, Team, match.away_team_id)
    return MatchHeader(
        match_id=require_id(match),
        competition=competition.name,
        category=competition.category,
        round_number=rnd.number,
        official_date=rnd.official_date,
        scheduled_at=match.scheduled_at,
        played_at=match.played_at,
        venue=match.venue,
        home_team=home.name,
        away_team=away.name,
        boards=competition.boards,
        sport=competition.sport,
    )


def match_header(db: Database, match_id: int) -> MatchHeader:
    with db.session() as s:
        return header_in(s, match_id)


def own_side(db: Database, match_id: int) -> str | None:
    """The side of the delegate's own club in this match (home first in a derby), or None."""
    with db.session() as s:
        match = s.get(Match, match_id)
        if match is None:
            raise StoreError("El encuentro ya no existe.")
        for side, team_id in ((Side.HOME, match.home_team_id), (Side.AWAY, match.away_team_id)):
            if get_row(s, Club, get_row(s, Team, team_id).club_id).is_own:
                return side
    return None
