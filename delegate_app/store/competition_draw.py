"""The draw of a competition (art. 9.3) and the calendar generated from it (Berger tables, art. 4,
on the official times of art. 6).

Every action is one transaction and raises StoreError with a Spanish message, changing nothing;
an archived competition is refused (``competitions.writable_competition``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from delegate_app.store.calendar import RoundRow

import random
from collections.abc import Mapping, Sequence
from datetime import date

from sqlalchemy import func
from sqlmodel import col, select

from delegate_app.domain import season as rules
from delegate_app.domain.competition import (
    Sport,
)
from delegate_app.domain.findings import Finding
from delegate_app.store.competitions import free_weekends, round_count, writable_competition
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Match, Round, Team
from delegate_app.store.rows import id_col, require_id


def set_draw_numbers(
    db: Database, competition_id: int, numbers: Mapping[int, int]
) -> list[Finding]:
    """Store the draw numbers as typed (1..n, each once, every team of the group numbered).
    Returns the art. 9.3 warnings for teams of one club that would meet late, after the art. 1
    warning of a Preferente or Primera group without eight teams."""
    with db.session() as s, s.begin():
        competition = writable_competition(s, competition_id)
        if round_count(s, competition_id):
            raise StoreError(
                f"«{competition.name}» ya tiene calendario: el sorteo ya no se cambia."
            )
        teams = {
            require_id(t): t
            for t in s.exec(select(Team).where(Team.competition_id == competition_id))
        }
        missing = [t.name for i, t in teams.items() if i not in numbers]
        if missing:
            raise StoreError(f"Falta el número de sorteo de «{missing[0]}».")
        strangers = [i for i in numbers if i not in teams]
        if strangers:
            raise StoreError("Uno de los equipos del sorteo no está inscrito en la competición.")
        names = {i: t.name for i, t in teams.items()}
        try:
            rules.check_draw_numbers(numbers, len(teams), names)
        except rules.SeasonError as exc:
            raise StoreError(str(exc)) from exc
        for team_id, number in numbers.items():
            teams[team_id].draw_number = number
            s.add(teams[team_id])
        clubs = {i: t.club_id for i, t in teams.items()}
    if competition.sport != Sport.CHESS.value:
        return []
    return [
        *rules.league_size_findings(competition.category, len(teams)),
        *rules.check_draw(numbers, clubs, names, len(teams)),
    ]


def draw_by_lot(
    db: Database,
    competition_id: int,
    lot_order: Sequence[int] | None = None,
    seed: int | None = None,
) -> dict[int, int]:
    """Number the teams: in lot_order (team ids) or shuffled, with art. 9.3 applied (teams of
    one club take numbers that meet in the first rounds). Returns team id -> number."""
    with db.session() as s:
        teams = list(s.exec(select(Team).where(Team.competition_id == competition_id)))
    if lot_order is None:
        order = sorted(teams, key=require_id)
        random.Random(seed).shuffle(order)
    else:
        by_id = {require_id(t): t for t in teams}
        if sorted(lot_order) != sorted(by_id):
            raise StoreError("El orden del sorteo debe incluir cada equipo inscrito una vez.")
        order = [by_id[i] for i in lot_order]
    numbers = rules.draw_numbers([(require_id(t), t.club_id) for t in order])
    set_draw_numbers(db, competition_id, numbers)
    return numbers


# --- the calendar from the draw ----------------------------------------------------------------


def generate_calendar(
    db: Database, competition_id: int, first_saturday: date | None = None
) -> list[RoundRow]:
    """Write the calendar from the draw numbers (Berger tables, art. 4), on the competition's
    official times (art. 6.1), Saturday-only last rounds (art. 6.4) and weekends without play.
    Returns the store.calendar RoundRow list."""
    from delegate_app.store.calendar import list_rounds, write_calendar

    with db.session() as s, s.begin():
        competition = writable_competition(s, competition_id)
        teams = list(s.exec(select(Team).where(Team.competition_id == competition_id)))
        if len(teams) < 2:
            raise StoreError(
                f"«{competition.name}» tiene {len(teams)} equipo(s): hacen falta al menos dos "
                "para el calendario."
            )
        drawn: dict[int, int] = {}  # team id -> draw number
        for team in teams:
            if team.draw_number is None:
                raise StoreError(
                    f"Falta el número de sorteo de «{team.name}»: haga el sorteo antes de "
                    "generar el calendario."
                )
            drawn[require_id(team)] = team.draw_number
        first = first_saturday or competition.first_round_date
        if first is None:
            raise StoreError(
                "Indique la fecha de la primera ronda (un sábado) en la competición antes de "
                "generar el calendario."
            )
        start, end = rules.season_window(
            competition.season, competition.season_start, competition.season_end
        )
        weekends = free_weekends(competition)
        write_calendar(
            s,
            competition_id,
            sorted(drawn, key=drawn.__getitem__),
            first,
            weekends,
            saturday_time=rules.parse_clock(competition.saturday_time, "Hora del sábado"),
            sunday_time=rules.parse_clock(competition.sunday_time, "Hora del domingo"),
            saturday_only_last=competition.saturday_only_last_rounds,
        )
        last = s.exec(
            select(func.max(Round.official_date)).where(Round.competition_id == competition_id)
        ).one()
        if last is not None and last > end:
            raise StoreError(
                f"El calendario terminaría el {last:%d/%m/%Y}, fuera de la temporada "
                f"(hasta el {end:%d/%m/%Y}). No se ha cambiado nada."
            )
        if first < start:
            raise StoreError(
                f"La primera ronda ({first:%d/%m/%Y}) es anterior a la temporada "
                f"({start:%d/%m/%Y}). No se ha cambiado nada."
            )
    return list_rounds(db, competition_id)


def clear_calendar(db: Database, competition_id: int) -> int:
    """Delete a calendar nobody has started to use (no lineup, acta or result); returns the
    number of matches removed."""
    from delegate_app.store.models import GameResult, Lineup, MatchDay, PartidaResult

    with db.session() as s, s.begin():
        competition = writable_competition(s, competition_id)
        match_ids = list(
            s.exec(
                select(id_col(Match.id))
                .join(Round, col(Round.id) == Match.round_id)
                .where(Round.competition_id == competition_id)
            )
        )
        for table in (Lineup, MatchDay, GameResult, PartidaResult):
            used = s.exec(
                select(func.count()).select_from(table).where(col(table.match_id).in_(match_ids))
            ).one()
            if used:
                raise StoreError(
                    f"«{competition.name}» ya tiene alineaciones, actas o resultados: su "
                    "calendario no se borra (mueva los encuentros uno a uno)."
                )
        for rnd in s.exec(select(Round).where(Round.competition_id == competition_id)):
            s.delete(rnd)
    return len(match_ids)
