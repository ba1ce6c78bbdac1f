"""The teams of a competition's group, own and rival: entering them with their venue and
delegate, moving a team between competitions, and art. 9.1 (one team of a club per group).

Every action is one transaction and raises StoreError with a Spanish message, changing nothing;
an archived competition is refused (``competitions.writable_competition``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    pass

from dataclasses import dataclass

from sqlalchemy import func
from sqlmodel import Session, col, select

from delegate_app.domain import season as rules
from delegate_app.domain.competition import (
    Sport,
    rank_order,
)
from delegate_app.store.competitions import round_count, writable_competition
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club, Competition, Match, Official, Round, Team
from delegate_app.store.rows import get_row, require_id


def check_one_team_per_club(
    s: Session, club_id: int, competition: Competition, team_id: int | None = None
) -> None:
    """Art. 9.1: at most one team of a club in Preferente and in Primera (of one season)."""
    if competition.sport != Sport.CHESS.value or not rules.one_team_per_club(competition.category):
        return
    query = (
        select(Team)
        .join(Competition, col(Competition.id) == Team.competition_id)
        .where(
            Team.club_id == club_id,
            Competition.sport == competition.sport,
            Competition.season == competition.season,
            func.lower(Competition.category) == competition.category.casefold(),
        )
    )
    if team_id is not None:
        query = query.where(Team.id != team_id)
    other = s.exec(query).first()
    if other is not None:
        club = get_row(s, Club, club_id)
        raise StoreError(rules.second_team_message(club.name, competition.category, other.name))


@dataclass(frozen=True)
class TeamRow:
    team_id: int
    name: str
    rank: str
    club_id: int
    club_name: str
    is_own: bool
    draw_number: int | None
    sunday_home: bool  # CH-6.1
    venue_address: str
    delegate_name: str
    delegate_phone: str
    delegate_email: str


def club_delegate(s: Session, club_id: int) -> Official | None:
    return s.exec(
        select(Official)
        .where(Official.club_id == club_id, Official.role == "delegado")
        .order_by(col(Official.id))
    ).first()


def competition_teams(db: Database, competition_id: int) -> list[TeamRow]:
    """The teams of the group, by draw number (teams without one last, by name). An archived
    competition also lists the teams that have moved on to a later season: its matches name
    them."""
    from sqlalchemy import or_

    with db.session() as s:
        played = select(col(Match.home_team_id)).join(Round, col(Round.id) == Match.round_id)
        played = played.where(Round.competition_id == competition_id)
        played_away = select(col(Match.away_team_id)).join(Round, col(Round.id) == Match.round_id)
        played_away = played_away.where(Round.competition_id == competition_id)
        rows = []
        for team, club in s.exec(
            select(Team, Club)
            .join(Club, col(Club.id) == Team.club_id)
            .where(
                or_(
                    col(Team.competition_id) == competition_id,
                    col(Team.id).in_(played),
                    col(Team.id).in_(played_away),
                )
            )
        ):
            club_id = require_id(club)
            delegate = club_delegate(s, club_id)
            rows.append(
                TeamRow(
                    require_id(team),
                    team.name,
                    team.rank,
                    club_id,
                    club.name,
                    club.is_own,
                    team.draw_number,
                    team.sunday_home,
                    club.venue_address,
                    delegate.name if delegate else "",
                    delegate.phone if delegate else "",
                    delegate.email if delegate else "",
                )
            )
    return sorted(rows, key=lambda r: (r.draw_number is None, r.draw_number or 0, r.name))


def split_team_name(name: str) -> tuple[str, str]:
    """ "Ajedrez Orotava B" -> ("Ajedrez Orotava", "B"); a name without a final rank letter is
    the club's first team ("A")."""
    words = name.strip().split()
    if len(words) > 1 and len(words[-1]) == 1 and words[-1].upper() in "ABCDEFGH":
        return " ".join(words[:-1]), words[-1].upper()
    return name.strip(), "A"


def _set_delegate(s: Session, club_id: int, name: str, phone: str, email: str) -> None:
    if not (name or phone or email):
        return
    if email and "@" not in email:
        raise StoreError(f"Correo del delegado: «{email}» no es una dirección de correo.")
    official = club_delegate(s, club_id) or Official(role="delegado", name="", club_id=club_id)
    official.name = name.strip() or official.name
    official.phone = phone.strip()
    official.email = email.strip()
    if not official.name:
        raise StoreError("El delegado necesita un nombre.")
    s.add(official)


def add_team_to_competition(
    s: Session,
    competition: Competition,
    club_name: str,
    team_name: str | None = None,
    rank: str | None = None,
    venue_address: str = "",
    sunday_home: bool = False,
) -> Team:
    """Inside the caller's transaction: find or create the club (of the competition's sport) and
    register its team of that rank; the team of that rank is reused when it plays nowhere."""
    club_name = club_name.strip()
    if not club_name:
        raise StoreError("El equipo necesita el nombre de su club.")
    if rank is None:
        club_part, rank = split_team_name(team_name or club_name)
        if team_name is None:
            club_name = club_part
    rank = rank.strip().upper()
    try:
        rank_order(rank)
    except ValueError as exc:
        raise StoreError(str(exc)) from exc
    club = s.exec(
        select(Club).where(Club.name == club_name, Club.sport == competition.sport)
    ).first()
    if club is None:
        club = Club(name=club_name, sport=competition.sport, venue_address=venue_address.strip())
        s.add(club)
        s.flush()
    elif venue_address.strip():
        club.venue_address = venue_address.strip()
        s.add(club)
    name = (team_name or (club_name if rank == "A" else f"{club_name} {rank}")).strip()
    team = s.exec(select(Team).where(Team.club_id == club.id, Team.rank == rank)).first()
    if team is not None and team.competition_id not in (None, competition.id):
        other = s.get(Competition, team.competition_id)
        if other is not None and not other.archived:
            raise StoreError(
                f"«{club.name}» ya tiene un equipo {rank} («{team.name}») en «{other.name}»."
            )
    club_id = require_id(club)
    check_one_team_per_club(s, club_id, competition, team.id if team else None)
    if team is None:
        team = Team(club_id=club_id, rank=rank, name=name)
    team.competition_id = competition.id
    team.sunday_home = sunday_home
    s.add(team)
    s.flush()
    return team


def add_rival_team(
    db: Database,
    competition_id: int,
    club_name: str,
    team_name: str | None = None,
    rank: str = "A",
    venue_address: str = "",
    sunday_home: bool = False,
    delegate_name: str = "",
    delegate_phone: str = "",
    delegate_email: str = "",
) -> Team:
    """Register a team in the competition, creating its club if needed (a rival club), with the
    venue (the club's), the Sunday choice (art. 6.1) and the club's delegate."""
    with db.session() as s, s.begin():
        competition = writable_competition(s, competition_id)
        if round_count(s, competition_id):
            raise StoreError(
                f"«{competition.name}» ya tiene calendario: no se pueden añadir equipos."
            )
        team = add_team_to_competition(
            s, competition, club_name, team_name, rank, venue_address, sunday_home
        )
        _set_delegate(s, team.club_id, delegate_name, delegate_phone, delegate_email)
    return team


def update_team_details(
    db: Database,
    team_id: int,
    name: str,
    sunday_home: bool,
    venue_address: str,
    delegate_name: str = "",
    delegate_phone: str = "",
    delegate_email: str = "",
) -> Team:
    """Name, Sunday choice (art. 6.1), the club's venue and delegate."""
    with db.session() as s, s.begin():
        team = s.get(Team, team_id)
        if team is None:
            raise StoreError("El equipo ya no existe.")
        if team.competition_id is not None:
            writable_competition(s, team.competition_id)
        if not name.strip():
            raise StoreError("El equipo necesita un nombre.")
        team.name, team.sunday_home = name.strip(), sunday_home
        club = get_row(s, Club, team.club_id)
        club.venue_address = venue_address.strip()
        s.add_all([team, club])
        _set_delegate(s, team.club_id, delegate_name, delegate_phone, delegate_email)
    return team


def register_team(db: Database, team_id: int, competition_id: int | None) -> Team:
    """Put an existing team in a competition (or out of it, with None); art. 9.1 checked."""
    with db.session() as s, s.begin():
        team = s.get(Team, team_id)
        if team is None:
            raise StoreError("El equipo ya no existe.")
        current = s.get(Competition, team.competition_id) if team.competition_id else None
        # a team of an archived (earlier) season moves on freely; its old matches stay
        if current is not None and not current.archived and round_count(s, require_id(current)):
            raise StoreError(
                f"«{team.name}» ya tiene calendario en «{current.name}»; no se cambia."
            )
        if competition_id is not None:
            competition = writable_competition(s, competition_id)
            club = get_row(s, Club, team.club_id)
            if competition.sport != club.sport:
                raise StoreError("La competición es de otra modalidad que el club.")
            if round_count(s, competition_id):
                raise StoreError(
                    f"«{competition.name}» ya tiene calendario: no se pueden añadir equipos."
                )
            check_one_team_per_club(s, team.club_id, competition, team.id)
        team.competition_id = competition_id
        team.draw_number = None
        s.add(team)
    return team


def remove_team(db: Database, team_id: int) -> None:
    """Take a team out of its competition before the calendar exists (the team stays)."""
    register_team(db, team_id, None)
