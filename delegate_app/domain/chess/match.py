"""The board outcomes of a chess team match and its score (CH-7, CH-11.2, CH-12, CH-13.7).

A board holds a final result (``BoardResult``, home player first: "1-0", "½-½", "0-1", "+/-",
"-/+", "-/-") or is still open: "aplazada" (adjourned with a sealed move, CH-11.2), "pendiente"
(played sub conditione, the committee decides, CH-12 / CH-13.7; it may carry the result reached
on the board) or "sin resultado" (not finished yet). ``match_score`` adds only final results
(CH-7) and says whether the score is final. The start of play and its clocks are in
``start_of_play``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from delegate_app.domain.chess.standings import BoardResult
from delegate_app.domain.competition import (
    DEFAULT_BOARDS,
)
from delegate_app.domain.sides import Side

# --- board outcomes and score (CH-7) -------------------------------------------------------------


class OpenState(StrEnum):
    """A board without a final result."""

    ADJOURNED = "aplazada"  # CH-11.2: sealed move, the committee (or both teams) set resumption
    PENDING = "pendiente"  # CH-12 / CH-13.7: sub conditione, the committee decides
    NOT_PLAYED = "no jugada"  # not played for a reason the acta states; the committee decides
    UNFINISHED = "sin resultado"  # still being played
    REPLAY = "a repetir"  # the committee ordered the game replayed (a later decision settles it)

    @property
    def label(self) -> str:
        return {
            "aplazada": "Aplazada (jugada secreta)",
            "pendiente": "Pendiente del Comité de Competición",
            "no jugada": "No jugada",
            "sin resultado": "Sin resultado",
            "a repetir": "A repetir por fallo del Comité",
        }[self.value]


def _board_number(board: object) -> int:
    if isinstance(board, bool) or not isinstance(board, int) or board < 1:
        raise ValueError(f"Número de tablero no válido: «{board}».")
    return board


@dataclass(frozen=True)
class BoardOutcome:
    """What a board holds now. ``BoardOutcome(3)`` is a board without result yet.

    result: the final result; with ``open_state`` PENDING, the result reached on the board,
    which the committee may confirm or change (optional).
    """

    board: int
    result: BoardResult | None = None
    open_state: OpenState | None = None
    reason: str = ""  # why a board was not played (NOT_PLAYED only)

    def __post_init__(self) -> None:
        _board_number(self.board)
        result = None if self.result is None else BoardResult.parse(self.result)
        state = None if self.open_state is None else OpenState(self.open_state)
        if result is None and state is None:
            state = OpenState.UNFINISHED
        reason = " ".join(str(self.reason or "").split())
        if state is OpenState.NOT_PLAYED and not reason:
            raise ValueError(f"Tablero {self.board}: indique el motivo por el que no se jugó.")
        if state is not OpenState.NOT_PLAYED and reason:
            raise ValueError(f"Tablero {self.board}: solo una partida no jugada lleva motivo.")
        object.__setattr__(self, "reason", reason)
        if result is not None and state in (
            OpenState.ADJOURNED,
            OpenState.UNFINISHED,
            OpenState.NOT_PLAYED,
            OpenState.REPLAY,
        ):
            raise ValueError(
                f"Tablero {self.board}: una partida {state.value} no tiene resultado "
                f"(se indicó {result.value})."
            )
        object.__setattr__(self, "result", result)
        object.__setattr__(self, "open_state", state)

    @classmethod
    def parse(cls, board: int, text: str | BoardResult | OpenState | None) -> BoardOutcome:
        """The stored text back: "1-0", "aplazada", "pendiente", "pendiente (1-0)", "sin resultado".

        An empty text is a board without result.
        """
        if isinstance(text, BoardResult):
            return cls(board, text)
        if isinstance(text, OpenState):
            return cls(board, open_state=text)
        cleaned = " ".join(str(text or "").split()).lower()
        if not cleaned or cleaned in ("sin resultado", "sin_resultado"):
            return cls(board)
        if cleaned in (OpenState.ADJOURNED.value, OpenState.REPLAY.value):
            return cls(board, open_state=OpenState(cleaned))
        if cleaned.startswith(OpenState.NOT_PLAYED.value):
            original = " ".join(str(text).split())
            rest = original[len(OpenState.NOT_PLAYED.value) :].strip()
            reason = rest.removeprefix("(").removesuffix(")").strip()
            return cls(board, open_state=OpenState.NOT_PLAYED, reason=reason)
        if cleaned.startswith(OpenState.PENDING.value):
            rest = cleaned.removeprefix(OpenState.PENDING.value).strip()
            provisional = rest.removeprefix("(").removesuffix(")").strip()
            reached = BoardResult.parse(provisional) if provisional else None
            return cls(board, reached, OpenState.PENDING)
        return cls(board, BoardResult.parse(str(text)))

    @property
    def is_final(self) -> bool:
        return self.open_state is None

    @property
    def final_result(self) -> BoardResult:
        """The result of a final board (__post_init__ gives every final board one)."""
        if self.open_state is not None or self.result is None:
            raise ValueError(f"El tablero {self.board} aún no tiene resultado final.")
        return self.result

    @property
    def text(self) -> str:
        """The stored form, read back by ``parse``."""
        if self.open_state is None:
            return self.final_result.value
        if self.open_state is OpenState.PENDING and self.result is not None:
            return f"{OpenState.PENDING.value} ({self.result.value})"
        if self.open_state is OpenState.NOT_PLAYED:
            return f"{OpenState.NOT_PLAYED.value} ({self.reason})"
        return self.open_state.value

    @property
    def label(self) -> str:
        """For the guide and the acta."""
        if self.open_state is None:
            return self.final_result.value
        if self.open_state is OpenState.PENDING and self.result is not None:
            return f"{self.open_state.label} (sobre el tablero, {self.result.value})"
        if self.open_state is OpenState.NOT_PLAYED:
            return f"{self.open_state.label}: {self.reason}"
        return self.open_state.label


def outcomes_from(
    texts: Sequence[str | BoardResult | OpenState | None],
) -> tuple[BoardOutcome, ...]:
    """Board outcomes from their texts in board order (the first is board 1)."""
    return tuple(BoardOutcome.parse(index, text) for index, text in enumerate(texts, start=1))


def format_points(points: Fraction | int) -> str:
    """A chess score as written on an acta: "2½", "½", "0", "4"."""
    value = Fraction(points)
    if value < 0 or (value * 2).denominator != 1:
        raise ValueError(
            f"Una puntuación de ajedrez va de medio en medio punto desde 0: «{value}»."
        )
    whole = value.numerator // value.denominator
    half = value - whole
    if half:
        return "½" if whole == 0 else f"{whole}½"
    return str(whole)


@dataclass(frozen=True)
class MatchScore:
    """CH-7: the match score from the final boards only, home first."""

    home_halves: int
    away_halves: int
    boards: int
    final_boards: tuple[int, ...]

    @property
    def home(self) -> Fraction:
        return Fraction(self.home_halves, 2)

    @property
    def away(self) -> Fraction:
        return Fraction(self.away_halves, 2)

    def __iter__(self) -> Iterator[Fraction]:
        return iter((self.home, self.away))

    @property
    def open_boards(self) -> tuple[int, ...]:
        return tuple(b for b in range(1, self.boards + 1) if b not in self.final_boards)

    @property
    def final(self) -> bool:
        """Every board of the match has a final result."""
        return not self.open_boards

    @property
    def label(self) -> str:
        return f"{format_points(self.home)} – {format_points(self.away)}"

    @property
    def decided_winner(self) -> Side | None:
        """The team that has won whatever the open boards give: more than half of the points."""
        if self.home_halves > self.boards:
            return Side.HOME
        if self.away_halves > self.boards:
            return Side.AWAY
        return None

    @property
    def winner(self) -> Side | None:
        """Final score only; None for a draw or while boards are open."""
        if not self.final or self.home_halves == self.away_halves:
            return None
        return Side.HOME if self.home_halves > self.away_halves else Side.AWAY


def outcomes_by_board(outcomes: Iterable[BoardOutcome], boards: int) -> dict[int, BoardOutcome]:
    by_board: dict[int, BoardOutcome] = {}
    for outcome in outcomes:
        if not isinstance(outcome, BoardOutcome):
            raise ValueError(f"Se esperaba el resultado de un tablero, no «{outcome!r}».")
        if not 1 <= outcome.board <= boards:
            raise ValueError(f"El encuentro tiene {boards} tableros: no existe el {outcome.board}.")
        if outcome.board in by_board:
            raise ValueError(f"El tablero {outcome.board} tiene dos resultados.")
        by_board[outcome.board] = outcome
    return by_board


def match_score(outcomes: Iterable[BoardOutcome], boards: int = DEFAULT_BOARDS) -> MatchScore:
    """CH-7: sum of the final boards (win 1, draw ½, forfeits 1 / 0); boards not given are open."""
    by_board = outcomes_by_board(outcomes, boards)
    home = away = 0
    final = []
    for board, outcome in sorted(by_board.items()):
        if outcome.is_final:
            board_home, board_away = outcome.final_result.halves
            home += board_home
            away += board_away
            final.append(board)
    return MatchScore(home, away, boards, tuple(final))


def final_results(
    outcomes: Iterable[BoardOutcome], boards: int = DEFAULT_BOARDS
) -> tuple[BoardResult, ...]:
    """The boards in order for ``standings.ChessMatchResult``; only once every board is final."""
    by_board = outcomes_by_board(outcomes, boards)
    open_boards = [b for b in range(1, boards + 1) if b not in by_board or not by_board[b].is_final]
    if open_boards:
        listed = ", ".join(str(b) for b in open_boards)
        raise ValueError(f"El encuentro aún no tiene resultado final en los tableros {listed}.")
    return tuple(by_board[b].final_result for b in range(1, boards + 1))
