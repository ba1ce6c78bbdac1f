"""Tamper evidence: the incident hash chain, locked actas' content hashes, SQLite's own checks.

The triggers of migration 0005 stop every change to a locked acta through SQL; these checks
catch what triggers cannot (a trigger dropped, the file edited byte by byte, an older copy of
a table pasted in) and say so in Spanish when the app opens the database.

This module sits above both sports: it reads every locked acta back through store/acta.py, which
both sports' modules hand their content to, and imports them so that none is ever skipped.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy.orm import aliased
from sqlmodel import Session, col, select

# Both sports' acta modules, so that every locked acta's content can be read back and compared:
# they register their content with store.acta when imported.
from delegate_app.store import acta
from delegate_app.store.acta import IncidentLike, chain_hash_for, incident_link_data
from delegate_app.store.chess import acta as chess_acta  # noqa: F401
from delegate_app.store.domino import acta as domino_acta  # noqa: F401
from delegate_app.store.models import Incident, Match, MatchDay, Round, Team
from delegate_app.store.rows import id_col

if TYPE_CHECKING:
    from delegate_app.store.database import Database

# Created by migration 0005; a missing one means someone altered the schema by hand (or a later
# migration rebuilt a table and forgot to create them again).
LOCK_TRIGGERS: tuple[str, ...] = (
    "acta_cerrada_matchday_insert",
    "acta_cerrada_matchday_update",
    "acta_cerrada_matchday_delete",
    "acta_cerrada_presence_insert",
    "acta_cerrada_presence_update",
    "acta_cerrada_presence_delete",
    "acta_cerrada_gameresult_insert",
    "acta_cerrada_gameresult_update",
    "acta_cerrada_gameresult_delete",
    "acta_cerrada_partidaresult_insert",
    "acta_cerrada_partidaresult_update",
    "acta_cerrada_partidaresult_delete",
    "acta_cerrada_lineup_insert",
    "acta_cerrada_lineup_update",
    "acta_cerrada_lineup_delete",
    "acta_cerrada_lineupentry_insert",
    "acta_cerrada_lineupentry_update",
    "acta_cerrada_lineupentry_delete",
    "acta_cerrada_incident_insert",
    "incidencias_insert_replace",
    "incidencias_update",
    "incidencias_delete",
    "acta_cerrada_actasignature_insert",
    "acta_cerrada_actasignature_update",
    "acta_cerrada_actasignature_delete",
    "anexo_insert_replace",
    "anexo_update",
    "anexo_delete",
    "acta_cerrada_match_delete",
    "acta_cerrada_match_update",
    "acta_cerrada_match_insert",
    "acta_cerrada_round_delete",
    "acta_cerrada_competition_delete",
    "acta_cerrada_team_delete",
    "acta_cerrada_club_delete",
    # migration 0006: the domino encounter's tables
    *(
        f"acta_cerrada_{table}_{event}"
        for table in ("dominotable", "dominodraw", "dominopartida", "dominohand", "dominoevent")
        for event in ("insert", "update", "delete")
    ),
    # migration 0007: an archived (earlier) season is read-only
    *(
        f"temporada_archivada_{table}_{event}"
        for table in ("round", "match")
        for event in ("insert", "update", "delete")
    ),
    *(
        f"temporada_archivada_{table}_{event}"
        for table in ("lineup", "matchday", "gameresult", "partidaresult")
        for event in ("insert", "update")
    ),
    # migration 0008: snapshots, the lock log and the incident log's head
    "cierre_snapshot_insert",
    "cierre_snapshot_update",
    "cierre_snapshot_delete",
    "registro_cierres_insert",
    "registro_cierres_update",
    "registro_cierres_delete",
    "incidencias_cabeza",
    "incidencias_cabeza_update",
    "incidencias_cabeza_delete",
)


@dataclass(frozen=True)
class IntegrityProblem:
    """Something in the file that the app did not write, in words a delegate can act on."""

    kind: str  # "archivo", "referencias", "protecciones", "incidencias", "acta"
    message: str
    match_id: int | None = None


# --- the incident chain --------------------------------------------------------------------------


def _legacy_link_hash(previous: str, incident: IncidentLike) -> str:
    """How entries were chained before the store used the domain's ``chain_hash``: SHA-256 of
    the previous hash and the entry's compact JSON. Only read, so that a log written by an
    earlier version still verifies; new entries are never written this way."""
    text = json.dumps(
        incident_link_data(incident), ensure_ascii=False, sort_keys=True, separators=(",", ":")
    )
    return hashlib.sha256((previous + text).encode("utf-8")).hexdigest()


def _link_holds(previous: str, incident: Incident) -> bool:
    try:
        return incident.chain_hash in (
            chain_hash_for(previous, incident),
            _legacy_link_hash(previous, incident),
        )
    except (AttributeError, TypeError, ValueError):
        return False  # a previous hash or an entry the app never writes


def incident_chain_problems(incidents: Sequence[Incident], describe: str) -> list[str]:
    """What is wrong with one match's log, given its entries in id order.

    Entries written before schema 0004 have no hash; they may only come before the first
    hashed one, and the chain starts after them.
    """
    problems = []
    previous = ""
    hashed_seen = False
    for incident in incidents:
        if not incident.chain_hash:
            if hashed_seen:
                problems.append(
                    f"{describe}: la incidencia n.º {incident.id} («{_short(incident.text)}») "
                    "no tiene huella; no la escribió la aplicación."
                )
            continue
        hashed_seen = True
        if not _link_holds(previous, incident):
            problems.append(
                f"{describe}: la incidencia n.º {incident.id} («{_short(incident.text)}») no "
                "coincide con su huella: se ha modificado, o se ha borrado o cambiado una "
                "anterior."
            )
        # The stored hash, not the recomputed one: one altered entry is reported once.
        previous = incident.chain_hash
    return problems


def _short(text: str, limit: int = 40) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --- the whole database --------------------------------------------------------------------------


def _file_problems(path: Path | str) -> list[IntegrityProblem]:
    problems = []
    con = sqlite3.connect(Path(path).resolve().as_uri() + "?mode=ro", uri=True)
    try:
        rows = [row[0] for row in con.execute("PRAGMA integrity_check(20)")]
        if rows != ["ok"]:
            problems.append(
                IntegrityProblem(
                    "archivo",
                    "SQLite ha encontrado daños en el archivo de la base de datos: "
                    + "; ".join(rows[:5]),
                )
            )
        for table, rowid, parent, _fk in con.execute("PRAGMA foreign_key_check"):
            problems.append(
                IntegrityProblem(
                    "referencias",
                    f"La fila {rowid} de la tabla «{table}» apunta a una fila de «{parent}» "
                    "que no existe.",
                )
            )
        present = {
            row[0] for row in con.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")
        }
        missing = [name for name in LOCK_TRIGGERS if name not in present]
        if missing:
            problems.append(
                IntegrityProblem(
                    "protecciones",
                    f"{'Falta' if len(missing) == 1 else 'Faltan'} {len(missing)} de las "
                    "protecciones de las actas cerradas "
                    f"({', '.join(missing[:3])}{'…' if len(missing) > 3 else ''}): alguien ha "
                    "modificado el esquema de la base de datos fuera de la aplicación.",
                )
            )
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
        problems.append(
            IntegrityProblem("archivo", f"No se ha podido comprobar el archivo: {exc}.")
        )
    finally:
        con.close()
    return problems


def _match_names(session: Session) -> dict[int, str]:
    home, away = aliased(Team), aliased(Team)
    rows = session.exec(
        select(id_col(Match.id), Round.number, home.name, away.name)
        .join(Round, col(Round.id) == Match.round_id)
        .join(home, col(home.id) == Match.home_team_id)
        .join(away, col(away.id) == Match.away_team_id)
    ).all()
    return {mid: f"Encuentro {h} – {a} (jornada {n})" for mid, n, h, a in rows}


def verify_database(db: Database) -> list[IntegrityProblem]:
    """Re-check the file, the incident logs and every locked acta; [] when all is well."""
    problems = _file_problems(db.path)
    if any(p.kind == "archivo" for p in problems):
        # Reading rows out of a damaged file would only add noise (or fail).
        return problems

    with db.session() as s:
        names = _match_names(s)
        by_match: dict[int, list[Incident]] = {}
        for incident in s.exec(select(Incident).order_by(col(Incident.match_id), col(Incident.id))):
            by_match.setdefault(incident.match_id, []).append(incident)
        for match_id, incidents in by_match.items():
            describe = names.get(match_id, f"Encuentro n.º {match_id}")
            problems += [
                IntegrityProblem("incidencias", text, match_id)
                for text in incident_chain_problems(incidents, describe)
            ]
        from delegate_app.store.lock_log import incident_head_problems

        reported = {p.match_id for p in problems if p.kind == "incidencias"}
        problems += [
            IntegrityProblem("incidencias", text, match_id)
            for match_id, text in incident_head_problems(s, names)
            if match_id not in reported  # one message per broken log is enough
        ]

        from delegate_app.store.lock_log import log_problems
        from delegate_app.store.snapshots import locked_acta_problem

        locked = list(
            s.exec(
                select(MatchDay)
                .where(col(MatchDay.locked_at).is_not(None))
                .order_by(col(MatchDay.match_id))
            )
        )
        for locked_acta in locked:
            describe = names.get(locked_acta.match_id, f"Encuentro n.º {locked_acta.match_id}")
            if locked_acta.locked_at is None:  # not selected: locked_at IS NOT NULL
                continue
            closed = locked_acta.locked_at.strftime("%d/%m/%Y %H:%M")
            if not locked_acta.content_hash:
                problems.append(
                    IntegrityProblem(
                        "acta",
                        f"{describe}: el acta cerrada el {closed} no tiene huella de su contenido.",
                        locked_acta.match_id,
                    )
                )
            else:
                # Read from its snapshot, never from the live club data the app may edit.
                why = locked_acta_problem(
                    db, s, locked_acta.match_id, locked_acta.content_hash, acta.acta_content_hash
                )
                if why is not None:
                    problems.append(
                        IntegrityProblem(
                            "acta",
                            f"{describe}: el acta cerrada el {closed} ha cambiado desde que se "
                            f"cerró: {why}.",
                            locked_acta.match_id,
                        )
                    )
        problems += [
            IntegrityProblem("acta", text, match_id)
            for match_id, text in log_problems(s, names, _snapshot_hashes(s))
            if not any(p.match_id == match_id and p.kind == "acta" for p in problems)
        ]
    return problems


def _snapshot_hashes(s: Session) -> dict[int, str]:
    from sqlmodel import select

    from delegate_app.store.models import ActaSnapshot

    return {row.match_id: row.content_hash for row in s.exec(select(ActaSnapshot))}
