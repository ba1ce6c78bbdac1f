"""IntakeVerdicts as the intake makes them, built from real exported actas.

`verdict_from` reads what the intake reads from a verified package (the match from
"contenido.encuentro", the content hash, the clubs, the signatures). `variant` turns one real
acta into the acta of another match, or into a second, different version of the same match
(a corrected result): the acta.json is edited and its content hash recomputed with the app's
own function, and the PDF bytes change as a re-exported file's would (only the stored bytes
matter to the store, which never re-verifies).
"""

from __future__ import annotations

import copy
import hashlib
import json
from typing import Any

from delegate_app.domain.acta_hash import canonical_json, content_hash
from delegate_app.domain.federation.records import IntakeStatus, IntakeVerdict, MatchKey


def verdict_from(
    pdf: bytes,
    data: dict[str, Any],
    *,
    sport: str,
    file_name: str,
    status: IntakeStatus = IntakeStatus.ACCEPTED,
    reason: str = "firmas del árbitro y de ambos delegados válidas",
) -> IntakeVerdict:
    match = data["contenido"]["encuentro"]
    roles = tuple(f["papel"] for f in data.get("firmas", []))
    if status is IntakeStatus.INCOMPLETE:
        roles = roles[:-1]
    return IntakeVerdict(
        file_name=file_name,
        file_sha256=hashlib.sha256(pdf).hexdigest(),
        status=status,
        reason=reason,
        sport=sport,
        match=MatchKey(
            season=match["temporada"],
            competition=match["competicion"],
            round=int(match["ronda"]),
            home=match["local"],
            away=match["visitante"],
        ),
        content_hash=data["hash_contenido"],
        acta_json=canonical_json(data).decode(),
        pdf=pdf,
        home_club=data["club_local"],
        away_club=data["club_visitante"],
        signed_roles=roles,
    )


def variant(
    pdf: bytes,
    data: dict[str, Any],
    *,
    round: int | None = None,
    home: str | None = None,
    away: str | None = None,
    version: int = 0,
) -> tuple[bytes, dict[str, Any]]:
    """The same acta for another match (round/home/away), or version N of the same match: a
    different content (an incident text amended), so a different content hash."""
    changed = copy.deepcopy(data)
    match = changed["contenido"]["encuentro"]
    if round is not None:
        match["ronda"] = round
    if home is not None:
        match["local"] = home
    if away is not None:
        match["visitante"] = away
    if version:
        changed["contenido"].setdefault("incidencias", []).append(
            {
                "id": 9000 + version,
                "hora": "19:30",
                "tipo": "observacion",
                "articulo": "",
                "texto": f"Corrección {version} del acta",
                "corrige": None,
            }
        )
    changed["hash_contenido"] = content_hash(changed["contenido"])
    tag = json.dumps([round, home, away, version]).encode()
    return pdf + b"\n%delegado-prueba " + tag + b"\n", changed


def plain_rejected(file_name: str, body: bytes) -> IntakeVerdict:
    """A file that is not an acta at all: no match, nothing kept."""
    return IntakeVerdict(
        file_name=file_name,
        file_sha256=hashlib.sha256(body).hexdigest(),
        status=IntakeStatus.REJECTED,
        reason="no es un PDF",
    )
