"""Actas of the demo: the locked ones of each sport, and a later chess match with its acta
opened."""

from __future__ import annotations

from sqlmodel import select

from delegate_app.domain.sides import Side
from delegate_app.store import acta
from delegate_app.store.chess import lineups
from delegate_app.store.models import Club, Competition, Match, MatchDay, Round, Team


def locked_match_ids(db, sport: str = "ajedrez") -> list[int]:
    """The locked actas of `sport` in the demo, in match order."""
    with db.session() as s:
        return sorted(
            s.exec(
                select(MatchDay.match_id)
                .join(Match, Match.id == MatchDay.match_id)
                .join(Round, Round.id == Match.round_id)
                .join(Competition, Competition.id == Round.competition_id)
                .where(MatchDay.locked_at != None, Competition.sport == sport)  # noqa: E711
            )
        )


def locked_match(db, sport: str) -> int:
    """The first locked match of `sport` in a demo database."""
    found = locked_match_ids(db, sport)
    assert found, f"the demo has no locked {sport} match"
    return found[0]


def open_match(db, round_number: int = 9) -> int:
    """A later match of the own A team, with both lineups set and its acta opened."""
    with db.session() as s:
        club = s.exec(select(Club).where(Club.is_own, Club.sport == "ajedrez")).one()
        team = s.exec(select(Team).where(Team.club_id == club.id, Team.rank == "A")).one()
        match = s.exec(
            select(Match)
            .join(Round, Round.id == Match.round_id)
            .where(Round.number == round_number)
            .where((Match.home_team_id == team.id) | (Match.away_team_id == team.id))
        ).one()
    for side in (Side.HOME, Side.AWAY):
        lineups.set_lineup(db, match.id, side, lineups.propose(db, match.id, side))
    acta.open_acta(db, match.id, match.scheduled_at)
    return match.id
