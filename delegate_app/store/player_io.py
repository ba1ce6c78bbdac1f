"""A club's player list in and out of files: the import read by ``player_file`` planned against
the club's players and applied, and the export to CSV.

Applying is all or nothing, in one transaction.
"""

from __future__ import annotations

import csv
import io
import logging
import re
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import Session, col, select

from delegate_app.domain.identity import normalize_document
from delegate_app.domain.players import (
    PlayerRecord,
)
from delegate_app.store.clubs import park_list_numbers
from delegate_app.store.database import Database, begin_immediate
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club, Player, Team
from delegate_app.store.player_file import (
    EXPORT_HEADERS,
    MAX_LISTED_PROBLEMS,
    ImportPreview,
    format_date,
    merged_problems,
    row_problems,
)
from delegate_app.store.rows import get_row, require_id
from delegate_app.store.textfiles import (
    Problem,
    ProblemsFound,
    refusal,
    write_atomically,
)

log = logging.getLogger(__name__)


@dataclass
class PlannedRow:
    line: int
    record: PlayerRecord
    list_number: int
    player_id: int | None  # the club's player it updates; None for a new player

    @property
    def is_new(self) -> bool:
        return self.player_id is None


@dataclass
class KeptPlayer:
    """A player of the club who is not in the file: stays, after the imported ones."""

    player_id: int
    name: str
    list_number: int


@dataclass
class ImportPlan(ProblemsFound):
    rows: list[PlannedRow] = field(default_factory=list)  # in their new list order
    kept: list[KeptPlayer] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)  # the preview's and the database's

    @property
    def added(self) -> int:
        return sum(1 for r in self.rows if r.is_new)

    @property
    def updated(self) -> int:
        return sum(1 for r in self.rows if not r.is_new)


@dataclass(frozen=True)
class ImportSummary:
    added: int
    updated: int
    kept: int


# --- planning and applying ----------------------------------------------------------------------


def plan_import(
    db: Database, club_id: int, preview: ImportPreview, today: date | None = None
) -> ImportPlan:
    """What apply_import would do, and every problem with it, without changing anything."""
    with db.session() as s:
        return _plan(s, club_id, preview, today or date.today())


def _plan(s: Session, club_id: int, preview: ImportPreview, today: date) -> ImportPlan:
    plan = ImportPlan(problems=merged_problems(preview.problems, row_problems(preview.rows, today)))
    club = s.get(Club, club_id)
    if club is None:
        plan.problems.insert(0, Problem(None, "El club ya no existe."))
        return plan
    if not preview.rows and not plan.problems:
        plan.problems.append(Problem(None, "El archivo no tiene ninguna fila de jugadores."))
    ranks = {t.rank for t in s.exec(select(Team).where(Team.club_id == club_id))}
    own = list(
        s.exec(select(Player).where(Player.club_id == club_id).order_by(col(Player.list_number)))
    )
    # A player typed in by hand before the federation sent the licences is recognised by DNI.
    unlicensed = {normalize_document(p.dni): p for p in own if p.licence is None and p.dni}
    licences = [r.record.licence for r in preview.rows if r.record.licence]
    holders = {
        p.licence: p for p in s.exec(select(Player).where(col(Player.licence).in_(licences)))
    }
    other_clubs = {c.id: c.name for c in s.exec(select(Club).where(Club.id != club_id))}
    matched: set[int] = set()
    for number, row in enumerate(preview.in_list_order(), start=1):
        record = row.record
        holder = holders.get(record.licence) if record.licence else None
        if holder is not None and holder.club_id != club_id:
            club_name = other_clubs.get(holder.club_id, "otro club")
            plan.problems.append(
                Problem(
                    row.line,
                    f"la licencia {record.licence} ya es de {holder.full_name}, "
                    f"del club «{club_name}».",
                )
            )
            holder = None
        if holder is None and record.dni:
            candidate = unlicensed.get(normalize_document(record.dni))
            if candidate is not None and candidate.id not in matched:
                holder = candidate
        if holder is not None:
            matched.add(require_id(holder))
        rank = record.team_rank
        if rank and re.fullmatch(r"[A-H]", rank) and rank not in ranks:
            plan.problems.append(Problem(row.line, f"el club no tiene equipo {rank}."))
        plan.rows.append(PlannedRow(row.line, record, number, holder.id if holder else None))
    following = len(plan.rows)
    for player in own:
        if player.id not in matched:
            following += 1
            plan.kept.append(KeptPlayer(require_id(player), player.full_name, following))
    plan.problems = merged_problems(plan.problems, [])
    return plan


def apply_import(
    db: Database, club_id: int, preview: ImportPreview, today: date | None = None
) -> ImportSummary:
    """Import the whole list or nothing at all (StoreError saying why)."""
    present = set(preview.columns)
    if "apellido1" in present:
        present.add("apellidos")
    try:
        with db.session() as s, s.begin():
            begin_immediate(s)
            # Planned again inside the transaction: the database may have changed since preview.
            plan = _plan(s, club_id, preview, today or date.today())
            if not plan.ok:
                raise StoreError(refusal(plan.problems, "la lista", MAX_LISTED_PROBLEMS))
            team_ids = {t.rank: t.id for t in s.exec(select(Team).where(Team.club_id == club_id))}
            park_list_numbers(s, s.exec(select(Player).where(Player.club_id == club_id)).all())
            for planned in plan.rows:
                if planned.player_id is None:
                    player = Player(
                        club_id=club_id,
                        first_name="",
                        last_name="",
                        list_number=planned.list_number,
                    )
                else:
                    player = get_row(s, Player, planned.player_id)
                _write(player, planned.record, present, team_ids, planned.is_new)
                player.list_number = planned.list_number
                s.add(player)
            for kept in plan.kept:
                player = get_row(s, Player, kept.player_id)
                player.list_number = kept.list_number
                s.add(player)
    except SQLAlchemyError as exc:
        log.exception("Importación fallida en la base de datos")
        raise StoreError(
            "No se ha podido guardar la importación; no se ha cambiado nada. "
            "Los detalles están en el log."
        ) from exc
    return ImportSummary(added=plan.added, updated=plan.updated, kept=len(plan.kept))


def _write(
    player: Player,
    record: PlayerRecord,
    present: set[str],
    team_ids: dict[str, int | None],
    is_new: bool,
) -> None:
    # A column absent from the file leaves what the delegate already had: a federation list
    # with only names and ratings must not erase DNIs or team assignments.
    def given(name: str) -> bool:
        return is_new or name in present

    player.licence = record.licence
    player.first_name = record.first_name.strip()
    player.last_name = record.last_name.strip()
    if given("dni"):
        player.dni = record.dni or None
    if given("fecha_nacimiento"):
        player.birth_date = record.birth_date
    if given("elo_canario"):
        player.elo_canario = record.elo_canario
    if given("elo_fide"):
        player.fide_rating = record.fide_rating
    if given("equipo"):
        player.team_id = team_ids.get(record.team_rank) if record.team_rank else None
    if given("fecha_alta"):
        player.incorporated_on = record.incorporated_on
    if given("activo"):
        player.active = record.active


# --- export -------------------------------------------------------------------------------------


def export_players_csv(db: Database, club_id: int, path: Path | str) -> int:
    """Write the club's list as a CSV this module reads back; returns the number of players.

    UTF-8 with BOM and ";" because that is what Spanish Excel opens correctly on double click.
    """
    path = Path(path)
    with db.session() as s:
        if s.get(Club, club_id) is None:
            raise StoreError("El club ya no existe.")
        players = list(
            s.exec(
                select(Player)
                .where(Player.club_id == club_id)
                .order_by(col(Player.list_number), col(Player.id))
            )
        )
        ranks = {t.id: t.rank for t in s.exec(select(Team).where(Team.club_id == club_id))}
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, delimiter=";", lineterminator="\r\n")
    writer.writerow(EXPORT_HEADERS)
    for number, p in enumerate(players, start=1):
        writer.writerow(
            [
                number,
                p.licence or "",
                p.first_name,
                p.last_name,
                p.dni or "",
                format_date(p.birth_date) if p.birth_date else "",
                "" if p.elo_canario is None else p.elo_canario,
                "" if p.fide_rating is None else p.fide_rating,
                ranks.get(p.team_id, "") if p.team_id is not None else "",
                format_date(p.incorporated_on) if p.incorporated_on else "",
                "sí" if p.active else "no",
            ]
        )
    write_atomically(path, buffer.getvalue().encode("utf-8-sig"))
    return len(players)
