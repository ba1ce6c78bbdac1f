"""The games of a chess competition as its accepted actas record them, for the rating export
(domain/federation/trf.py), and the club lists' FIDE data read from CSV."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from datetime import date, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlmodel import col

from delegate_app.domain.federation.trf import BoardGame, KnownPlayer, TeamMatch
from delegate_app.store.errors import StoreError
from delegate_app.store.federation.database import FederationDb
from delegate_app.store.federation.models import FedReceivedFile
from delegate_app.store.federation.official import CompetitionInfo, official_tables

LICENCE_COLUMNS = ("licencia", "licence", "n_licencia")
FIDE_ID_COLUMNS = ("id_fide", "fide_id", "codigo_fide", "fide")
RATING_COLUMNS = ("elo_fide", "fide_rating", "rating_fide")


def _played_on(data: dict[str, Any]) -> date | None:
    content = data.get("contenido") or {}
    for text in (
        data.get("jugado_el"),
        (content.get("inicio") or {}).get("hora_real"),
        (content.get("encuentro") or {}).get("hora_oficial"),
    ):
        if isinstance(text, str) and text:
            try:
                return datetime.fromisoformat(text).date()
            except ValueError:
                continue
    return None


def _line_of(lineup: Sequence[dict[str, Any]], board: int, name: str) -> dict[str, Any]:
    for line in lineup:
        if line.get("tablero") == board:
            return line
    return {"nombre": name, "licencia": ""}


def team_match(data: dict[str, Any]) -> TeamMatch:
    """One accepted chess acta's boards: players (with licence, from the lineups) and results."""
    content = data["contenido"]
    match = content["encuentro"]
    lineups = data.get("alineaciones") or {}
    boards = []
    for row in content.get("tableros") or []:
        number = int(row["tablero"])
        home = _line_of(lineups.get("local") or [], number, row.get("local") or "")
        away = _line_of(lineups.get("visitante") or [], number, row.get("visitante") or "")
        boards.append(
            BoardGame(
                board=number,
                home_player=str(row.get("local") or home.get("nombre") or ""),
                home_licence=str(home.get("licencia") or ""),
                away_player=str(row.get("visitante") or away.get("nombre") or ""),
                away_licence=str(away.get("licencia") or ""),
                result=str(row.get("resultado") or ""),
            )
        )
    return TeamMatch(
        round=int(match["ronda"]),
        played_on=_played_on(data),
        home=str(match["local"]),
        away=str(match["visitante"]),
        boards=tuple(boards),
    )


def competition_games(
    db: FederationDb, competition_id: int
) -> tuple[CompetitionInfo, list[TeamMatch]]:
    """The official acta of every match of a chess competition (the one its standings count),
    as games. Raises StoreError (Spanish) for an unknown or domino competition."""
    (results,) = official_tables(db, competition_id)
    info = results.competition
    if info.sport != "ajedrez":
        raise StoreError(
            f"«{info.name}» ({info.season}) es de dominó: solo las partidas de ajedrez se envían "
            "a la FIDE."
        )
    file_ids = sorted(set(results.acta_files.values()))
    if not file_ids:
        return info, []
    query = select(col(FedReceivedFile.id), col(FedReceivedFile.acta_json)).where(
        col(FedReceivedFile.id).in_(file_ids)
    )
    with db.engine.connect() as c:
        texts = {int(r.id): r.acta_json for r in c.execute(query)}
    matches = []
    for file_id in file_ids:
        try:
            matches.append(team_match(json.loads(texts[file_id] or "")))
        except (KeyError, TypeError, ValueError) as exc:
            raise StoreError(
                f"El acta archivada n.º {file_id} no se puede leer para el Elo ({exc})."
            ) from None
    return info, matches


def read_player_lists(paths: Sequence[Path]) -> dict[str, KnownPlayer]:
    """licence (upper case) → FIDE ID and rating, from the clubs' player lists as CSV (the
    columns found by name: licencia, id_fide, elo_fide; «;» or «,»). Raises StoreError."""
    known: dict[str, KnownPlayer] = {}
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            raise StoreError(f"No se puede leer la lista «{path}»: {exc}.") from None
        delimiter = (
            ";" if text.split("\n", 1)[0].count(";") >= text.split("\n", 1)[0].count(",") else ","
        )
        reader = csv.DictReader(io.StringIO(text), delimiter=delimiter)
        fields = {name.strip().lower(): name for name in reader.fieldnames or []}
        licence = next((fields[n] for n in LICENCE_COLUMNS if n in fields), None)
        fide_id = next((fields[n] for n in FIDE_ID_COLUMNS if n in fields), None)
        rating = next((fields[n] for n in RATING_COLUMNS if n in fields), None)
        if licence is None or (fide_id is None and rating is None):
            raise StoreError(
                f"La lista «{path}» necesita una columna «licencia» y al menos «id_fide» o "
                "«elo_fide»."
            )
        for number, row in enumerate(reader, start=2):
            key = (row.get(licence) or "").strip().upper()
            if not key:
                continue
            known[key] = KnownPlayer(
                fide_id=_number(row.get(fide_id) if fide_id else None, path, number, "id_fide"),
                fide_rating=_number(row.get(rating) if rating else None, path, number, "elo_fide"),
            )
    return known


def _number(text: str | None, path: Path, line: int, column: str) -> int | None:
    text = (text or "").strip()
    if not text:
        return None
    if not text.isdecimal():
        raise StoreError(f"«{path}», línea {line}: «{text}» no es un número en {column}.")
    return int(text)
