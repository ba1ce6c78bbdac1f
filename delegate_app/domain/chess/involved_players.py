"""CH-13.7: the players involved in an unresolved incident sign the acta too.

Art. 13.7: an incident the delegates cannot resolve is played on sub conditione, and "el acta,
planillas y resto de documentación firmadas por delegados y jugadores implicados" reach the
federation. The players involved are, for every incident the committee must decide (as
``needs_committee`` says: sub conditione, a claim, a document doubt played sub conditione, an
adjournment the committee resumes) that names a board, the two players of that board.

Decisions: a player's drawn signature is an acta signature like a delegate's, under the role
``jugador_<side>_<board>``, bound to the content it signed (a later change voids it). It is asked
for and printed, but it does not hold back the lock: a player may refuse or have left, and then
the acta says whose signature is missing for the committee to judge (the delegate records, the
committee decides).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from delegate_app.domain.chess.incidents import IncidentEntry, effective_incidents, needs_committee
from delegate_app.domain.sides import SIDES, Side

_ROLE = re.compile(r"jugador_(local|visitante)_([1-9][0-9]?)")


def player_role(side: Side | str, board: int) -> str:
    return f"jugador_{Side(side).value}_{board}"


def parse_player_role(role: object) -> tuple[Side, int] | None:
    """(side, board) of a player's signing role; None for any other role."""
    match = _ROLE.fullmatch(role) if isinstance(role, str) else None
    return (Side(match[1]), int(match[2])) if match else None


def player_role_label(role: str) -> str | None:
    """ "Jugador del equipo local, tablero 2 (art. 13.7)"; None when not a player's role."""
    parsed = parse_player_role(role)
    if parsed is None:
        return None
    side, board = parsed
    return f"Jugador del equipo {side.value}, tablero {board} (art. 13.7)"


@dataclass(frozen=True)
class InvolvedPlayer:
    board: int
    side: Side
    name: str  # "" when the board has no player in the lineup
    incidents: tuple[int, ...]  # the acta numbers of the incidents that involve him

    @property
    def role(self) -> str:
        return player_role(self.side, self.board)

    @property
    def label(self) -> str:
        return player_role_label(self.role) or self.role


def involved_players(
    entries: Iterable[IncidentEntry], names: Mapping[tuple[Side, int], str]
) -> list[InvolvedPlayer]:
    """Both players of each board named by an incident for the committee, by board, home first."""
    boards: dict[int, list[int]] = {}
    for entry in effective_incidents(entries):
        board = entry.fields.get("tablero") if isinstance(entry.fields, Mapping) else None
        if isinstance(board, str) and board.strip().isdigit():
            board = int(board.strip())
        if not isinstance(board, int) or isinstance(board, bool) or board < 1:
            continue
        if needs_committee(entry.kind, entry.fields):
            boards.setdefault(board, []).append(entry.id)
    return [
        InvolvedPlayer(board, side, names.get((side, board), ""), tuple(numbers))
        for board, numbers in sorted(boards.items())
        for side in SIDES
    ]
