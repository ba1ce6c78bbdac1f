"""What a decision of the Comité de Competición decides, in the terms the tables compute with.

A decision (CH-23 dates it, CH-12/CH-13.7/CH-15.3 send matches to it) may settle boards and take
points; its reference and text are kept beside it by the store. Readings where the regulation
is silent (rules catalog, docs/reglas.md):

- R25-1: a board's final result is one of the acta's results, a double forfeit included
  ("-/-", 0-0), or "a repetir": the game is replayed and the board stays open until a later
  decision gives the replay's result. A decision for the whole match gives every board.
- R25-2: decisions apply in the order they were received (then recorded); a later decision on
  the same board replaces an earlier one. A decided board replaces whatever the acta or the
  typed results hold for it, pending, adjourned or final.
- R25-3: points taken are subtracted from the team's league points (not from its game points or
  partidas), as a sanction of the match's competition.
- R25-6 (domino, DO-20): a decision may fix a partida's final tantos (the pair with more wins it,
  even below the target: validating the score at the suspension, declaring the pair ahead the
  winner, or crediting an abandonment's points) or order it replayed; a table's result is given
  by its partidas, the whole encounter's by all of them. Equal tantos decide no winner.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from delegate_app.domain.chess.match import BoardOutcome, OpenState
from delegate_app.domain.sides import Side
from delegate_app.domain.standings import BoardResult

MAX_POINTS_TAKEN = 100
REPLAY = OpenState.REPLAY.value
PartidaKey = tuple[int, int]  # (table, partida)


@dataclass(frozen=True)
class DecidedPartida:
    """R25-6: a partida's final tantos fixed by the committee; the pair with more wins it."""

    home_points: int
    away_points: int

    @property
    def winner(self) -> Side:
        return Side.HOME if self.home_points > self.away_points else Side.AWAY

    @property
    def value(self) -> str:
        return f"{self.home_points}-{self.away_points}"


def _decided_partida(key: PartidaKey, text: object, max_points: int) -> DecidedPartida | OpenState:
    where = f"Mesa {key[0]}, partida {key[1]}"
    if isinstance(text, DecidedPartida):
        home, away = text.home_points, text.away_points
    else:
        cleaned = " ".join(str(text).split()).lower()
        if cleaned in (REPLAY, "repetir"):
            return OpenState.REPLAY
        parts = cleaned.replace(" ", "").split("-")
        if len(parts) != 2 or not all(part.isdigit() for part in parts):
            raise ValueError(
                f"{where}: el Comité fija los tantos de las dos parejas («250-180») o que se "
                f"repita la partida, no «{text}»."
            )
        home, away = int(parts[0]), int(parts[1])
    if not (0 <= home <= max_points and 0 <= away <= max_points):
        raise ValueError(f"{where}: los tantos deben estar entre 0 y {max_points}.")
    if home == away:
        raise ValueError(
            f"{where}: con empate a tantos no hay pareja ganadora (art. 20); si el Comité "
            "ordena repetirla, elija «Se repite la partida»."
        )
    return DecidedPartida(home, away)


def _decided(board: int, text: str | BoardResult) -> BoardResult | OpenState:
    if isinstance(text, BoardResult):
        return text
    cleaned = " ".join(str(text).split()).lower()
    if cleaned in (REPLAY, "repetir"):
        return OpenState.REPLAY
    try:
        return BoardResult.parse(cleaned)
    except ValueError:
        raise ValueError(
            f"Tablero {board}: el Comité decide un resultado (1-0, ½-½, 0-1, +/-, -/+, -/-) "
            f"o que se repita la partida, no «{text}»."
        ) from None


@dataclass(frozen=True)
class Ruling:
    """The computable part of one decision: decided boards and points taken from one team."""

    boards: Mapping[int, BoardResult | OpenState] = field(default_factory=dict)
    points_side: Side | None = None
    points: int = 0
    partidas: Mapping[PartidaKey, DecidedPartida | OpenState] = field(default_factory=dict)

    @classmethod
    def build(
        cls,
        boards: Mapping[int, str | BoardResult],
        points_side: str | Side | None = None,
        points: int = 0,
        board_count: int = 0,
        *,
        partidas: Mapping[PartidaKey, object] | None = None,
        tables: int = 0,
        partidas_per_table: int = 0,
        max_points: int = 0,
    ) -> Ruling:
        """Checked; ValueError in Spanish. board_count 0: a domino match (no boards); tables 0:
        a chess match (no partidas). max_points: the most tantos a partida can end with."""
        decided: dict[int, BoardResult | OpenState] = {}
        for board, text in sorted(boards.items()):
            if isinstance(board, bool) or not isinstance(board, int):
                raise ValueError(f"Número de tablero no válido: «{board}».")
            if not 1 <= board <= board_count:
                raise ValueError(
                    f"Tablero {board}: el encuentro se juega a {board_count} tableros."
                    if board_count
                    else "Un encuentro de dominó no tiene tableros."
                )
            decided[board] = _decided(board, text)
        fixed: dict[PartidaKey, DecidedPartida | OpenState] = {}
        for key, fixes in sorted((partidas or {}).items(), key=lambda item: str(item[0])):
            if not tables:
                raise ValueError("Un encuentro de ajedrez no tiene mesas ni partidas de dominó.")
            table, partida = key if isinstance(key, tuple) and len(key) == 2 else (0, 0)
            if not (
                isinstance(table, int)
                and isinstance(partida, int)
                and 1 <= table <= tables
                and 1 <= partida <= partidas_per_table
            ):
                raise ValueError(
                    f"El encuentro se juega a {tables} mesas de {partidas_per_table} partidas: "
                    f"no hay «{key}»."
                )
            fixed[(table, partida)] = _decided_partida((table, partida), fixes, max_points)
        if isinstance(points, bool) or not isinstance(points, int):
            raise ValueError("Los puntos descontados deben ser un número entero.")
        side = Side(points_side) if points_side else None
        if points and side is None:
            raise ValueError("Indique a qué equipo se descuentan los puntos.")
        if side is not None and not 1 <= points <= MAX_POINTS_TAKEN:
            raise ValueError(f"Los puntos descontados deben estar entre 1 y {MAX_POINTS_TAKEN}.")
        return cls(decided, side, points, fixed)

    @property
    def empty(self) -> bool:
        return not self.boards and not self.points and not self.partidas

    def to_json(self) -> str:
        if self.empty:
            return ""
        data: dict[str, object] = {
            "tableros": {str(b): value.value for b, value in self.boards.items()}
        }
        if self.points_side is not None:
            data["descuento"] = {"lado": self.points_side.value, "puntos": self.points}
        if self.partidas:
            data["partidas"] = {f"{t}.{p}": value.value for (t, p), value in self.partidas.items()}
        return json.dumps(data, ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str | None) -> Ruling:
        """The stored form back; an empty text is a decision with nothing computable."""
        if not text:
            return cls()
        data = json.loads(text)
        boards = {int(b): _decided(int(b), v) for b, v in data.get("tableros", {}).items()}
        taken = data.get("descuento") or {}
        side = Side(taken["lado"]) if taken else None
        partidas: dict[PartidaKey, DecidedPartida | OpenState] = {}
        for key, value in data.get("partidas", {}).items():
            table, partida = (int(part) for part in key.split("."))
            # stored after Ruling.build checked it: no bound to apply again
            partidas[(table, partida)] = _decided_partida((table, partida), value, 10**6)
        return cls(boards, side, int(taken.get("puntos", 0)) if taken else 0, partidas)

    def summary(self) -> str:
        """In the words of the acta: "tablero 2: 1-0; descuento de 1 punto al local"."""
        parts = [
            f"tablero {board}: {value.label if isinstance(value, OpenState) else value.value}"
            for board, value in self.boards.items()
        ]
        parts += [
            f"mesa {t}, partida {p}: "
            + (value.label if isinstance(value, OpenState) else value.value)
            for (t, p), value in self.partidas.items()
        ]
        if self.points_side is not None:
            unit = "punto" if self.points == 1 else "puntos"
            parts.append(f"descuento de {self.points} {unit} al {self.points_side.value}")
        return "; ".join(parts)


def ruled_outcomes(
    stored: Mapping[int, str | None], rulings: Iterable[Ruling], boards: int
) -> tuple[BoardOutcome, ...]:
    """Every board's state after the decisions (R25-2): board 1 first."""
    outcomes = {
        board: BoardOutcome.parse(board, stored.get(board)) for board in range(1, boards + 1)
    }
    for ruling in rulings:
        for board, value in ruling.boards.items():
            if board not in outcomes:
                continue
            if isinstance(value, OpenState):
                outcomes[board] = BoardOutcome(board, open_state=value)
            else:
                outcomes[board] = BoardOutcome(board, value)
    return tuple(outcomes[board] for board in range(1, boards + 1))


def points_taken(rulings: Iterable[Ruling]) -> dict[Side, int]:
    """R25-3: the points each side of the match loses by the decisions."""
    taken: dict[Side, int] = {}
    for ruling in rulings:
        if ruling.points_side is not None:
            taken[ruling.points_side] = taken.get(ruling.points_side, 0) + ruling.points
    return taken


def ruled_partidas(
    stored: Mapping[PartidaKey, DecidedPartida], rulings: Iterable[Ruling]
) -> tuple[dict[PartidaKey, DecidedPartida], set[PartidaKey]]:
    """R25-2 and R25-6: a domino encounter's partidas after the decisions, and the ones ordered
    replayed (open: left out until a later decision gives their tantos)."""
    final = dict(stored)
    replay: set[PartidaKey] = set()
    for ruling in rulings:
        for key, value in ruling.partidas.items():
            if isinstance(value, OpenState):
                final.pop(key, None)
                replay.add(key)
            else:
                final[key] = value
                replay.discard(key)
    return final, replay
