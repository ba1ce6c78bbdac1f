"""Received actas for the federation's results and deadlines: acta.json texts made from the two
real fixtures (a demo chess acta and a demo domino acta) with another match, day and result,
and the intake's verdicts on them."""

from __future__ import annotations

import copy
import hashlib
import json
from datetime import datetime
from functools import cache
from pathlib import Path

from delegate_app.domain.federation.records import IntakeStatus, IntakeVerdict, MatchKey

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "federation"
BOTH = ("delegado_local", "delegado_visitante")


@cache
def _fixture(name: str) -> dict:
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


def _match(data: dict, key: MatchKey, played: datetime) -> None:
    match = data["contenido"]["encuentro"]
    match.update(
        temporada=key.season,
        competicion=key.competition,
        ronda=key.round,
        local=key.home,
        visitante=key.away,
        hora_oficial=played.isoformat(),
    )
    data["club_local"] = f"Club {key.home}"
    data["club_visitante"] = f"Club {key.away}"


def chess_acta(
    key: MatchKey,
    boards: str = "1-0 ½-½ 0-1 1-0",
    played: datetime = datetime(2026, 10, 3, 16, 0),
    incidents: tuple[tuple[str, str], ...] = (),
) -> str:
    """incidents: (kind, article) pairs, e.g. ("sub_conditione", "CH-12")."""
    data = copy.deepcopy(_fixture("acta-ajedrez.json"))
    _match(data, key, played)
    data["contenido"]["inicio"]["hora_real"] = played.isoformat()
    for row, result in zip(data["contenido"]["tableros"], boards.split(), strict=True):
        row["resultado"] = result
    data["contenido"]["incidencias"] = [
        {"id": n, "hora": "17:00", "tipo": kind, "articulo": article, "texto": "", "corrige": None}
        for n, (kind, article) in enumerate(incidents, start=1)
    ]
    data["hash_contenido"] = hashlib.sha256(
        json.dumps(data["contenido"], sort_keys=True).encode()
    ).hexdigest()
    return json.dumps(data, ensure_ascii=False)


def domino_acta(
    key: MatchKey,
    partidas: tuple[tuple[str, int, int], ...] = (("local", 300, 200), ("visitante", 150, 300)),
    played: datetime = datetime(2026, 10, 3, 16, 0),
    per_table: int | None = None,
) -> str:
    """per_table: partidas of each table in turn (2: table 1 has the first two); None: all on
    table 1."""
    data = copy.deepcopy(_fixture("acta-domino.json"))
    _match(data, key, played)
    data["contenido"]["resultados"] = [
        {
            "mesa": 1 + (n - 1) // per_table if per_table else 1,
            "partida": 1 + (n - 1) % per_table if per_table else n,
            "ganador": w,
            "local": h,
            "visitante": a,
        }
        for n, (w, h, a) in enumerate(partidas, start=1)
    ]
    data["contenido"]["incidencias"] = []
    data["hash_contenido"] = hashlib.sha256(
        json.dumps(data["contenido"], sort_keys=True).encode()
    ).hexdigest()
    return json.dumps(data, ensure_ascii=False)


def verdict(
    acta_json: str,
    *,
    status: IntakeStatus = IntakeStatus.ACCEPTED,
    roles: tuple[str, ...] = BOTH,
    mail: datetime | None = None,
    name: str = "acta.pdf",
    pdf: bytes = b"%PDF-1.7 acta de prueba",
) -> IntakeVerdict:
    data = json.loads(acta_json)
    match = data["contenido"]["encuentro"]
    key = MatchKey(
        match["temporada"], match["competicion"], match["ronda"], match["local"], match["visitante"]
    )
    sport = "domino" if "mesas" in data["contenido"] else "ajedrez"
    digest = hashlib.sha256(acta_json.encode() + name.encode() + repr(roles).encode()).hexdigest()
    return IntakeVerdict(
        file_name=name,
        file_sha256=digest,
        status=status,
        reason="Acta completa y correcta." if status is IntakeStatus.ACCEPTED else "Falta firma.",
        sport=sport,
        match=key,
        content_hash=data["hash_contenido"],
        acta_json=acta_json,
        pdf=pdf + digest.encode(),
        home_club=data["club_local"],
        away_club=data["club_visitante"],
        signed_roles=roles,
        mail_received_at=mail,
    )
