"""How long a match lasts in a calendar: the end its iCalendar event gets (docs/reglas.md,
"Duración de un encuentro en el calendario").

Chess (CH-17.2, CH-17.3): the four boards play at once, so the match lasts as long as its
longest game. A game lasts at most both players' whole clock time; with an increment (Fischer,
or Bronstein's delay, which gives back at most its seconds a move) that time counts the
increment for 60 moves each, as FIDE's rating regulations count a time control's length.
Preferente (90 min + 30 s) gives 2 × (90 + 60 × 0.5) = 240 min; Primera and Segunda (2 h, no
increment) give 2 × 120 = 240 min: four hours either way. A match whose time control is not
known (no acta yet) gets Primera's, which is the same four hours.

Domino: the regulation says nothing of time. The tables play at once and each table plays its
partidas one after another, so the encounter lasts the partidas of a table, one hour each (the
decision in docs/reglas.md): the default 2 partidas a table give two hours.
"""

from __future__ import annotations

from datetime import timedelta

from delegate_app.domain.competition import DEFAULT_DOMINO_PARTIDAS, IncrementKind, TimeControl

RATED_MOVES = 60  # FIDE: a time control's length is its time for 60 moves
PRIMERA = TimeControl(120)  # CH-17.3
DOMINO_PARTIDA_TIME = timedelta(hours=1)


def chess_match_duration(time_control: TimeControl | None = None) -> timedelta:
    """Both players' whole clock time of one game: the longest a board (and so the match)
    plays."""
    control = time_control or PRIMERA
    increment = 0 if control.increment_kind is IncrementKind.NONE else control.increment_seconds
    per_player = timedelta(minutes=control.base_minutes, seconds=RATED_MOVES * increment)
    return 2 * per_player


def domino_match_duration(partidas_per_table: int | None = None) -> timedelta:
    """A table's partidas one after another, one hour each (the tables play at once)."""
    partidas = partidas_per_table if partidas_per_table and partidas_per_table > 0 else None
    return (partidas or DEFAULT_DOMINO_PARTIDAS) * DOMINO_PARTIDA_TIME


__all__ = [
    "DOMINO_PARTIDA_TIME",
    "RATED_MOVES",
    "chess_match_duration",
    "domino_match_duration",
]
