"""R25-7: the committee decisions clubs recorded in their actas (acta.json «fallos»), set
against the federation's own register. Read only: nothing here changes a table; the office
records a decision with `delegado federacion decision` (domain/federation/club_fallos.py says
why).

For each match, the newest verified file is read (a later export carries every fallo the club
had by then). A fallo is «registrada» when the register holds a decision with the same
reference in the competition; otherwise the office sees the decision it would record.
"""

from __future__ import annotations

import json
import shlex
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlmodel import col

from delegate_app.domain.federation.club_fallos import (
    FalloUnreadable,
    chess_result,
    domino_result,
    read_fallo,
)
from delegate_app.domain.federation.records import MatchKey
from delegate_app.store.federation.committee import FedResult, list_decisions
from delegate_app.store.federation.database import FederationDb
from delegate_app.store.federation.models import FedMatch, FedReceivedFile
from delegate_app.store.federation.official import competitions
from delegate_app.store.federation.result_rows import VERIFIED

MAX_FALLOS = 50  # per acta, as acta_schema allows (MAX_ANNEXES)


@dataclass(frozen=True)
class ClubFallo:
    match: MatchKey
    file_id: int
    received_on: str  # as the club printed it (dd/mm/yyyy): the day the club received it
    reference: str
    decides: str
    registered: bool
    problem: str = ""  # why it cannot be read; "" when read
    # `delegado federacion decision` arguments that would record it (after --db, --competicion)
    proposals: tuple[str, ...] = ()


def _day(text: str) -> str:
    parts = text.split("/")
    return f"{parts[2]}-{parts[1]}-{parts[0]}" if len(parts) == 3 else text


def _proposals(
    sport: str, key: MatchKey, data: dict[str, Any], score: str, fallo: Any
) -> tuple[str, ...]:
    ruling = fallo.ruling
    common = f"--referencia {shlex.quote(fallo.reference)} --fecha {_day(fallo.received_on)}"
    match = (
        f"--ronda {key.round} --local {shlex.quote(key.home)} --visitante {shlex.quote(key.away)}"
    )
    out = []
    if ruling.boards or ruling.partidas:
        if sport == "ajedrez":
            result = chess_result(score.split(), ruling)
        else:
            content = data.get("contenido", {})
            settings = content.get("ajustes", {})
            expected = int(settings.get("mesas", 0)) * int(settings.get("partidas_por_mesa", 0))
            partidas = {
                (int(r["mesa"]), int(r["partida"])): (int(r["local"]), int(r["visitante"]))
                for r in content.get("resultados", [])
            }
            result = domino_result(partidas, expected, ruling)
        if result is not None:
            out.append(f"--tipo resultado {match} --resultado {shlex.quote(result)} {common}")
    if ruling.points_side is not None:
        team = key.home if ruling.points_side.value == "local" else key.away
        out.append(
            f"--tipo descuento --equipo {shlex.quote(team)} --puntos {ruling.points} {common}"
        )
    return tuple(out)


def club_fallos(db: FederationDb, competition_id: int) -> list[ClubFallo]:
    """Every fallo the clubs' newest verified actas carry in the competition, match by match."""
    (info,) = competitions(db, competition_id)
    registered = {
        d.reference.strip().casefold() for d in list_decisions(db, competition_id).get(info.id, [])
    }
    query = (
        select(
            col(FedReceivedFile.id),
            col(FedReceivedFile.acta_json),
            col(FedMatch.round),
            col(FedMatch.home),
            col(FedMatch.away),
            col(FedResult.score),
        )
        .join(FedMatch, col(FedMatch.id) == col(FedReceivedFile.match_id))
        .outerjoin(FedResult, col(FedResult.file_id) == col(FedReceivedFile.id))
        .where(
            col(FedMatch.competition_id) == competition_id,
            col(FedReceivedFile.status).in_(VERIFIED),
            col(FedReceivedFile.acta_json).like('%"fallos"%'),
        )
        .order_by(col(FedMatch.id), col(FedReceivedFile.id))
    )
    newest: dict[MatchKey, Any] = {}
    with db.engine.connect() as c:
        for row in c.execute(query):
            key = MatchKey(info.season, info.name, int(row.round), row.home, row.away)
            newest[key] = row  # ordered by id: the last one stays
    found: list[ClubFallo] = []
    for key, row in newest.items():
        try:
            data = json.loads(row.acta_json or "{}")
        except json.JSONDecodeError:
            continue
        entries = data.get("fallos") if isinstance(data, dict) else None
        if not isinstance(entries, list):
            continue
        for entry in entries[:MAX_FALLOS]:
            reference = str(entry.get("referencia", "")) if isinstance(entry, dict) else ""
            try:
                fallo = read_fallo(entry)
            except FalloUnreadable as exc:
                found.append(
                    ClubFallo(key, int(row.id), "", reference, "", False, problem=str(exc))
                )
                continue
            try:
                proposals = _proposals(info.sport, key, data, row.score or "", fallo)
            except (KeyError, TypeError, ValueError, AttributeError):
                proposals = ()
            found.append(
                ClubFallo(
                    key,
                    int(row.id),
                    fallo.received_on,
                    fallo.reference,
                    fallo.decides,
                    fallo.reference.strip().casefold() in registered,
                    proposals=proposals,
                )
            )
    return found
