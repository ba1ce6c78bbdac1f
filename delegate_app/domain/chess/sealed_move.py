"""The sealed-move envelope of a game adjourned for a broken clock (CH-11.2, CH-15.2).

Art. 11.2 adjourns the game with a sealed move ("jugada secreta") and puts the visitor's costs
of the adjournment on the home team; art. 15.2 has the home delegate keep the sealed-move
envelopes between sessions. The incident of ``chess_incidents`` ("reloj_averiado") carries the
envelope's data; this module says who may keep it, checks what only the fields together can
show, and words the keeper and the costs for the acta.

Decisions: the player to move seals (FIDE Laws, adjournment), so a position recorded before the
sealed move must have the sealer's colour to move; the acta records who actually took the
envelope (the home delegate by default, the arbiter, or another person named on the acta).
"""

from __future__ import annotations

from collections.abc import Mapping

ENVELOPE_KEEPERS = (
    ("delegado_local", "El delegado del equipo local (art. 15.2)"),
    ("arbitro", "El árbitro"),
    ("otro", "Otra persona"),
)
ADJOURNMENT_COSTS = (
    "Los gastos que el aplazamiento ocasione al equipo visitante son por cuenta del equipo local "
    "(art. 11.2)."
)
NOT_RECORDED = "(sin anotar)"


def side_to_move(fen: str) -> str:
    """ "blancas" or "negras": who is to move in a stored FEN (its second field)."""
    parts = fen.split()
    return "negras" if len(parts) > 1 and parts[1] == "b" else "blancas"


def sealed_move_problems(cleaned: Mapping[str, object]) -> list[str]:
    """What the envelope's cleaned fields contradict together (each field was checked alone)."""
    problems = []
    sealer, position = cleaned.get("sella"), cleaned.get("posicion")
    if isinstance(sealer, str) and isinstance(position, str):
        turn = side_to_move(position)
        if turn != sealer:
            problems.append(
                f"La posición antes de la jugada secreta tiene el turno de las {turn}, pero sellan "
                f"las {sealer}: sella quien tiene el turno (corrija el turno o quién sella)."
            )
    if cleaned.get("custodia") == "otro" and not cleaned.get("custodio"):
        problems.append("Falta el nombre de quien guarda el sobre (se anotó «Otra persona»).")
    return problems


def envelope_keeper(cleaned: Mapping[str, object], unknown: str = NOT_RECORDED) -> str:
    """Who keeps the envelope, as the acta says it; ``unknown`` for a keeper not understood."""
    keeper = cleaned.get("custodia")
    name = cleaned.get("custodio")
    named = f" ({name})" if name else ""
    if keeper == "delegado_local":
        return f"el delegado del equipo local{named} (art. 15.2)"
    if keeper == "arbitro":
        return f"el árbitro{named}"
    if keeper == "otro":
        return str(name) if name else NOT_RECORDED
    return unknown
