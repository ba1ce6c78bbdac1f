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
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from delegate_app.domain.chess.match import BoardOutcome, OpenState
from delegate_app.domain.chess.standings import BoardResult
from delegate_app.domain.sides import Side

MAX_POINTS_TAKEN = 100
REPLAY = OpenState.REPLAY.value


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

    @classmethod
    def build(
        cls,
        boards: Mapping[int, str | BoardResult],
        points_side: str | Side | None = None,
        points: int = 0,
        board_count: int = 0,
    ) -> Ruling:
        """Checked; ValueError in Spanish. board_count 0: a domino match (no boards)."""
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
        if isinstance(points, bool) or not isinstance(points, int):
            raise ValueError("Los puntos descontados deben ser un número entero.")
        side = Side(points_side) if points_side else None
        if points and side is None:
            raise ValueError("Indique a qué equipo se descuentan los puntos.")
        if side is not None and not 1 <= points <= MAX_POINTS_TAKEN:
            raise ValueError(f"Los puntos descontados deben estar entre 1 y {MAX_POINTS_TAKEN}.")
        return cls(decided, side, points)

    @property
    def empty(self) -> bool:
        return not self.boards and not self.points

    def to_json(self) -> str:
        if self.empty:
            return ""
        data: dict[str, object] = {
            "tableros": {str(b): value.value for b, value in self.boards.items()}
        }
        if self.points_side is not None:
            data["descuento"] = {"lado": self.points_side.value, "puntos": self.points}
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
        return cls(boards, side, int(taken.get("puntos", 0)) if taken else 0)

    def summary(self) -> str:
        """In the words of the acta: "tablero 2: 1-0; descuento de 1 punto al local"."""
        parts = [
            f"tablero {board}: {value.label if isinstance(value, OpenState) else value.value}"
            for board, value in self.boards.items()
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
