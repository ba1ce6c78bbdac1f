"""Locking only what is complete (issue 14): what keeps a chess acta from being locked.

A board locks with a final result, "no jugada" with its reason, or "pendiente del Comité" with
the provisional result reached on the board; an adjourned game locks once the acta records its
sealed move (CH-11.2: the envelope and the resumption are on the acta). Anything else keeps the
acta open, and the store refuses the signature that would lock it.
"""

from __future__ import annotations

from collections.abc import Iterable

from delegate_app.domain.chess.incidents import IncidentEntry, clean_fields, effective_incidents
from delegate_app.domain.chess.match import BoardOutcome, OpenState, outcomes_by_board
from delegate_app.domain.competition import DEFAULT_BOARDS
from delegate_app.domain.findings import boards_text


def lock_problems(
    outcomes: Iterable[BoardOutcome],
    boards: int = DEFAULT_BOARDS,
    incidents: Iterable[IncidentEntry] = (),
) -> list[str]:
    """Why the acta cannot be locked yet, in Spanish; empty when every board is accounted for.

    A board locks with a final result, "no jugada" with its reason, or "pendiente del Comité"
    with the provisional result reached on the board; an adjourned game locks once the acta
    records its sealed move (CH-11.2: the envelope and resumption are on the acta).
    """
    by_board = outcomes_by_board(outcomes, boards)
    sealed: set[object] = set()
    for entry in effective_incidents(incidents):
        if entry.kind == "reloj_averiado":
            sealed.add(clean_fields(entry.kind, entry.fields, boards)[0].get("tablero"))
    unfinished = []
    problems = []
    for board in range(1, boards + 1):
        outcome = by_board.get(board) or BoardOutcome(board)
        state = outcome.open_state
        if state is OpenState.UNFINISHED:
            unfinished.append(board)
        elif state is OpenState.PENDING and outcome.result is None:
            problems.append(
                f"Tablero {board}: pendiente del Comité sin el resultado provisional alcanzado "
                "sobre el tablero."
            )
        elif state is OpenState.ADJOURNED and board not in sealed:
            problems.append(
                f"Tablero {board}: aplazada sin la jugada secreta anotada en el acta (art. 11.2)."
            )
    if unfinished:
        word = "Tablero" if len(unfinished) == 1 else "Tableros"
        problems.insert(0, f"{word} {boards_text(unfinished)} sin resultado.")
    return problems
