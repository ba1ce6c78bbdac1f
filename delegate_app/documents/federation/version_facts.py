"""The facts a clerk compares between two signed versions of one match, read from acta.json."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any


def _score(data: dict[str, Any]) -> str:
    if isinstance(data.get("marcador"), dict):  # chess
        score = data["marcador"]
        final = "" if score.get("definitivo", True) else " (provisional)"
        return f"{score.get('local')} – {score.get('visitante')}{final}"
    result = data.get("resultado")
    if isinstance(result, dict):  # domino: partidas won, then points
        return (
            f"{result.get('partidas_local')} – {result.get('partidas_visitante')} partidas "
            f"({result.get('tantos_local')} – {result.get('tantos_visitante')} tantos)"
        )
    return "?"


def _moment(value: Any) -> str:
    if not value:
        return "no"
    try:
        return datetime.fromisoformat(str(value)).strftime("%d/%m/%Y %H:%M")
    except ValueError:
        return str(value)


def _signers(data: dict[str, Any]) -> str:
    names = []
    for signature in data.get("firmas") or []:
        if isinstance(signature, dict):
            role = str(signature.get("papel", "")).replace("_", " ")
            names.append(f"{role}: {signature.get('nombre', '')}")
    return "; ".join(names) or "ninguna"


FACTS = (
    "documento",
    "encuentro",
    "resultado",
    "incidencias",
    "firmas",
    "cerrada",
    "hash_contenido",
)


def version_facts(acta_json: str | None) -> list[tuple[str, str]]:
    """(key, value) pairs in the order of FACTS; the window gives each key its label. A version
    without readable data has none (intake files acta.json only for accepted and incomplete)."""
    if not acta_json:
        return []
    try:
        data = json.loads(acta_json)
    except ValueError:
        return []
    if not isinstance(data, dict):
        return []
    match = (data.get("contenido") or {}).get("encuentro") or {}
    incidents = (data.get("contenido") or {}).get("incidencias") or []
    return [
        ("documento", str(data.get("documento", "?"))),
        ("encuentro", f"{match.get('local', '?')} – {match.get('visitante', '?')}"),
        ("resultado", _score(data)),
        ("incidencias", str(len(incidents)) if isinstance(incidents, list) else "?"),
        ("firmas", _signers(data)),
        ("cerrada", _moment(data.get("cerrada"))),
        ("hash_contenido", str(data.get("hash_contenido", "?"))),
    ]
