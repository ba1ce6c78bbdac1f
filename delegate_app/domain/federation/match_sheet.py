"""What the public site shows of one received acta: each chess board (players, colours, result)
or each domino table (pairs, partidas, tantos), with the match's official time and venue.

The acta was verified by the intake before it was filed; this module only reads the fields the
match page prints and refuses (ActaFactsError, in Spanish) an acta.json without them.

Colours are not written in acta.json: the regulation fixes them (CH-18.1, the home team has
White on the odd boards), and the club's acta PDF prints them by the same rule.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from delegate_app.domain.chess.lineup import board_colours
from delegate_app.domain.competition import IncrementKind, TimeControl
from delegate_app.domain.federation.acta_facts import ActaFactsError, acta_moment
from delegate_app.domain.federation.match_duration import (
    chess_match_duration,
    domino_match_duration,
)


@dataclass(frozen=True)
class BoardLine:
    number: int
    home_player: str  # "" when the acta names nobody (board not played)
    away_player: str
    home_colour: str  # "blancas" | "negras"
    result: str  # as on the acta: "1-0", "½-½", "0-1", "+/-"... ; "" while pending

    @property
    def away_colour(self) -> str:
        return "negras" if self.home_colour == "blancas" else "blancas"


@dataclass(frozen=True)
class PartidaLine:
    number: int
    winner: str  # "local" | "visitante" | "" (not finished)
    home_points: int
    away_points: int


@dataclass(frozen=True)
class DominoTableLine:
    number: int
    home_pair: tuple[str, ...]
    away_pair: tuple[str, ...]
    partidas: tuple[PartidaLine, ...]

    @property
    def won(self) -> tuple[int, int]:
        home = sum(1 for p in self.partidas if p.winner == "local")
        away = sum(1 for p in self.partidas if p.winner == "visitante")
        return home, away

    @property
    def tantos(self) -> tuple[int, int]:
        return sum(p.home_points for p in self.partidas), sum(p.away_points for p in self.partidas)


@dataclass(frozen=True)
class MatchSheet:
    sport: str  # "ajedrez" | "domino"
    official_time: datetime | None  # naive, Canary time, as the acta writes it
    venue: str
    boards: tuple[BoardLine, ...] = ()
    tables: tuple[DominoTableLine, ...] = ()
    time_control: TimeControl | None = None  # chess: acta.json's "ritmo"
    partidas_per_table: int | None = None  # domino: the acta's "ajustes"

    @property
    def duration(self) -> timedelta:
        """How long the match lasts in a calendar (domain/federation/match_duration.py)."""
        if self.sport == "domino":
            return domino_match_duration(self.partidas_per_table)
        return chess_match_duration(self.time_control)


def _mapping(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ActaFactsError(f"El acta no trae «{where}».")
    return value


def _list(value: Any, where: str) -> Sequence[Any]:
    if not isinstance(value, list):
        raise ActaFactsError(f"El acta no trae la lista «{where}».")
    return value


def _text(value: Any) -> str:
    return value.strip() if isinstance(value, str) else ""


def _int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ActaFactsError(f"«{where}» no es un número en el acta.")
    return value


def _moment(value: Any) -> datetime | None:
    moment = acta_moment(value)
    return moment if moment is not None and moment.tzinfo is None else None


def _boards(content: Mapping[str, Any]) -> tuple[BoardLine, ...]:
    rows = [_mapping(raw, "tableros") for raw in _list(content.get("tableros"), "tableros")]
    numbers = [
        _int(row.get("tablero", position), "tablero") for position, row in enumerate(rows, 1)
    ]
    colours = board_colours(max([2, *numbers]))
    return tuple(
        BoardLine(
            number,
            _text(row.get("local")),
            _text(row.get("visitante")),
            colours[number].value if number >= 1 else "",
            _text(row.get("resultado")),
        )
        for number, row in zip(numbers, rows, strict=True)
    )


def _names(players: Any) -> tuple[str, ...]:
    return tuple(_text(p.get("nombre")) for p in _list(players, "pareja") if isinstance(p, Mapping))


def _tables(content: Mapping[str, Any]) -> tuple[DominoTableLine, ...]:
    results: dict[int, list[PartidaLine]] = {}
    for raw in _list(content.get("resultados", []), "resultados"):
        row = _mapping(raw, "resultados")
        winner = _text(row.get("ganador"))
        results.setdefault(_int(row.get("mesa"), "mesa"), []).append(
            PartidaLine(
                _int(row.get("partida"), "partida"),
                winner if winner in ("local", "visitante") else "",
                _int(row.get("local", 0), "tantos"),
                _int(row.get("visitante", 0), "tantos"),
            )
        )
    tables = []
    for raw in _list(content.get("mesas"), "mesas"):
        table = _mapping(raw, "mesas")
        number = _int(table.get("mesa"), "mesa")
        tables.append(
            DominoTableLine(
                number,
                _names(table.get("local", [])),
                _names(table.get("visitante", [])),
                tuple(sorted(results.get(number, ()), key=lambda p: p.number)),
            )
        )
    return tuple(sorted(tables, key=lambda t: t.number))


def match_sheet(acta_json: str) -> MatchSheet:
    """The boards or tables of one acta.json text (ActaFactsError if it lacks them)."""
    try:
        data = json.loads(acta_json)
    except (TypeError, ValueError):
        raise ActaFactsError("El acta no es un JSON legible.") from None
    content = _mapping(_mapping(data, "acta").get("contenido"), "contenido")
    match = _mapping(content.get("encuentro"), "encuentro")
    when = _moment(match.get("hora_oficial"))
    venue = _text(match.get("lugar"))
    if "mesas" in content:
        settings = content.get("ajustes")
        partidas = settings.get("partidas_por_mesa") if isinstance(settings, Mapping) else None
        return MatchSheet(
            "domino",
            when,
            venue,
            tables=_tables(content),
            partidas_per_table=partidas if type(partidas) is int and partidas > 0 else None,
        )
    return MatchSheet("ajedrez", when, venue, boards=_boards(content), time_control=_rhythm(data))


def _rhythm(data: Mapping[str, Any]) -> TimeControl | None:
    """The acta's time control (beside its content, where the chess acta writes it); None when
    it lacks one or it is not a sensible one."""
    rhythm = data.get("ritmo")
    if not isinstance(rhythm, Mapping):
        return None
    minutes, increment, kind = rhythm.get("minutos"), rhythm.get("incremento"), rhythm.get("tipo")
    if type(minutes) is not int or type(increment) is not int or not 0 < minutes <= 600:
        return None
    try:
        increment_kind = IncrementKind(str(kind))
    except ValueError:
        return None
    if not 0 <= increment <= 300:
        return None
    return TimeControl(minutes, increment, increment_kind)


__all__ = ["BoardLine", "DominoTableLine", "MatchSheet", "PartidaLine", "match_sheet"]
