"""A competition's calendar: writing it from the draw, and the rows the UI lists."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time

from sqlalchemy import func, or_
from sqlalchemy.orm import aliased
from sqlmodel import Session, col, select

from delegate_app.domain.calendar import (
    SATURDAY_ONLY_LAST_ROUNDS,
    SATURDAY_START,
    SUNDAY_START,
    round_robin,
    schedule_dates,
)
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club, Competition, Match, MatchDay, Round, Team
from delegate_app.store.rows import get_row, require_id


@dataclass(frozen=True)
class RoundRow:
    id: int
    competition_id: int
    number: int
    official_date: date
    matches: int
    resting_team: str | None  # "descansa", with an odd number of teams


@dataclass(frozen=True)
class MatchRow:
    id: int
    competition_id: int
    competition_name: str
    sport: str
    round_id: int
    round_number: int
    official_date: date
    scheduled_at: datetime
    played_at: datetime | None
    home_team_id: int
    home_team: str
    home_club_id: int
    away_team_id: int
    away_team: str
    away_club_id: int
    venue: str
    status: str
    acta_locked_at: datetime | None = None  # the acta's lock: shown instead of the status
    acta_open: bool = False  # the acta was opened and is not locked yet


def write_calendar(
    s: Session,
    competition_id: int,
    team_ids_in_draw_order: Sequence[int],
    first_saturday: date,
    free_dates: Iterable[date] = (),
    *,
    saturday_time: time = SATURDAY_START,
    sunday_time: time = SUNDAY_START,
    saturday_only_last: int = SATURDAY_ONLY_LAST_ROUNDS,
) -> None:
    """Check the draw and add the rounds and matches to s; the caller owns the transaction."""
    competition = s.get(Competition, competition_id)
    if competition is None:
        raise StoreError("La competición ya no existe.")
    existing = s.exec(
        select(func.count()).select_from(Round).where(Round.competition_id == competition_id)
    ).one()
    if existing:
        raise StoreError(
            f"«{competition.name}» ya tiene calendario ({existing} jornadas); "
            "no se ha cambiado nada."
        )
    team_ids = list(team_ids_in_draw_order)
    if len(team_ids) < 2:
        raise StoreError("Hacen falta al menos dos equipos para hacer un calendario.")
    teams: list[Team] = []
    for team_id in team_ids:
        team = s.get(Team, team_id)
        if team is None:
            raise StoreError("Uno de los equipos del sorteo ya no existe.")
        if team.competition_id != competition_id:
            raise StoreError(f"El equipo «{team.name}» no está inscrito en «{competition.name}».")
        if any(t.id == team_id for t in teams):
            raise StoreError(f"El equipo «{team.name}» aparece dos veces en el sorteo.")
        teams.append(team)
    # A registered team left out of the draw would silently never play: almost surely a mistake.
    registered = s.exec(select(Team).where(Team.competition_id == competition_id)).all()
    for team in registered:
        if team.id not in team_ids:
            raise StoreError(
                f"El equipo «{team.name}» está inscrito en «{competition.name}» "
                "pero no figura en el sorteo."
            )

    by_number = dict(enumerate(teams, start=1))
    sunday = {n for n, team in by_number.items() if team.sunday_home}
    try:
        schedule = schedule_dates(
            first_saturday,
            round_robin(len(teams), double=competition.double_round_robin),
            sunday_home_teams=sunday,
            free_dates=free_dates,
            saturday_time=saturday_time,
            sunday_time=sunday_time,
            saturday_only_last=saturday_only_last,
        )
    except ValueError as exc:
        raise StoreError(str(exc)) from exc
    venues = {
        club.id: club.venue_address
        for club in s.exec(select(Club).where(col(Club.id).in_({t.club_id for t in teams})))
    }

    rounds = [
        Round(competition_id=competition_id, number=r.number, official_date=r.official_date)
        for r in schedule
    ]
    s.add_all(rounds)
    s.flush()  # the matches need the rounds' ids
    for row, sched in zip(rounds, schedule, strict=True):
        for m in sched.matches:
            home, away = by_number[m.home], by_number[m.away]
            s.add(
                Match(
                    round_id=require_id(row),
                    home_team_id=require_id(home),
                    away_team_id=require_id(away),
                    scheduled_at=m.starts_at,
                    venue=venues.get(home.club_id, ""),
                )
            )
    competition.first_round_date = schedule[0].official_date
    s.add(competition)
    s.flush()


def create_calendar(
    db: Database,
    competition_id: int,
    team_ids_in_draw_order: Sequence[int],
    first_saturday: date,
    free_dates: Iterable[date] = (),
) -> list[RoundRow]:
    """Write the whole calendar in one transaction: the first team of the draw is number 1.

    Single or double round robin as the competition says (CH-4); dates and times per CH-6.1
    and CH-6.4. Refused, with nothing written, when the competition already has rounds.
    """
    with db.session() as s, s.begin():
        write_calendar(s, competition_id, team_ids_in_draw_order, first_saturday, free_dates)
    return list_rounds(db, competition_id)


def list_rounds(db: Database, competition_id: int) -> list[RoundRow]:
    with db.session() as s:
        rounds = s.exec(
            select(Round).where(Round.competition_id == competition_id).order_by(col(Round.number))
        ).all()
        playing: dict[int, set[int]] = defaultdict(set)
        for round_id, home, away in s.exec(
            select(Match.round_id, Match.home_team_id, Match.away_team_id)
            .join(Round, col(Round.id) == Match.round_id)
            .where(Round.competition_id == competition_id)
        ):
            playing[round_id].update((home, away))
        teams = s.exec(
            select(Team.id, Team.name).where(Team.competition_id == competition_id)
        ).all()
    rows = []
    for rnd in rounds:
        round_id = require_id(rnd)
        teams_in = playing.get(round_id, set())
        idle = [name for team_id, name in teams if team_id not in teams_in]
        rows.append(
            RoundRow(
                id=round_id,
                competition_id=competition_id,
                number=rnd.number,
                official_date=rnd.official_date,
                matches=len(teams_in) // 2,
                # only a clear single bye is named; anything else is for the UI to explain
                resting_team=idle[0] if teams_in and len(idle) == 1 else None,
            )
        )
    return rows


def list_matches(
    db: Database, competition_id: int | None = None, club_id: int | None = None
) -> list[MatchRow]:
    """Matches in calendar order, of one competition and/or with a team of one club."""
    home, away = aliased(Team), aliased(Team)
    # sqlmodel's select() is typed for up to four entities: each competition comes from the
    # session (loaded once) and the actas from one more query.
    query = (
        select(Match, Round, home, away)
        .join(Round, col(Round.id) == Match.round_id)
        .join(home, col(home.id) == Match.home_team_id)
        .join(away, col(away.id) == Match.away_team_id)
    )
    if competition_id is not None:
        query = query.where(Round.competition_id == competition_id)
    if club_id is not None:
        query = query.where(or_(col(home.club_id) == club_id, col(away.club_id) == club_id))
    query = query.order_by(
        col(Match.scheduled_at), col(Round.competition_id), col(Round.number), col(Match.id)
    )
    with db.session() as s:
        found = s.exec(query).all()
        match_ids = [require_id(match) for match, _rnd, _home, _away in found]
        actas = {
            acta.match_id: acta
            for acta in s.exec(select(MatchDay).where(col(MatchDay.match_id).in_(match_ids)))
        }
        rows = []
        for match_id, (match, rnd, home_team, away_team) in zip(match_ids, found, strict=True):
            competition = get_row(s, Competition, rnd.competition_id)
            acta = actas.get(match_id)
            rows.append(
                MatchRow(
                    id=match_id,
                    competition_id=rnd.competition_id,
                    competition_name=competition.name,
                    sport=competition.sport,
                    round_id=require_id(rnd),
                    round_number=rnd.number,
                    official_date=rnd.official_date,
                    scheduled_at=match.scheduled_at,
                    played_at=match.played_at,
                    home_team_id=require_id(home_team),
                    home_team=home_team.name,
                    home_club_id=home_team.club_id,
                    away_team_id=require_id(away_team),
                    away_team=away_team.name,
                    away_club_id=away_team.club_id,
                    venue=match.venue,
                    status=match.status,
                    acta_locked_at=acta.locked_at if acta else None,
                    acta_open=acta is not None and acta.locked_at is None,
                )
            )
        return rows
