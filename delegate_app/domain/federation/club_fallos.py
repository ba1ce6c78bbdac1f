"""R25-7: a committee decision a club recorded in its acta (acta.json «fallos»), read by the
federation as evidence, never applied by itself.

The fallos travel in acta.json outside the hashed content: whoever holds the file can write
any. The federation's own register of decisions (`delegado federacion decision`) is the only
one its tables apply. A club's fallo that the register lacks is shown to the office with the
decision it would record, worked out from the acta's own results and what the fallo fixes; a
fallo whose computable part («fija») does not render to the sentence printed on the page
(«decide») is not read at all.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass

from delegate_app.domain.chess.match import OpenState
from delegate_app.domain.committee_rulings import (
    DecidedPartida,
    PartidaKey,
    Ruling,
    ruled_partidas,
)

MAX_FIXES = 4000  # characters of a «fija»: a whole encounter's decision is a few hundred
OPEN = "?"  # a chess board without final result, as the federation stores it (fed_result)


class FalloUnreadable(ValueError):
    """The fallo cannot be read as a decision; the message says why, in Spanish."""


@dataclass(frozen=True)
class ReadFallo:
    received_on: str  # dd/mm/yyyy as printed
    reference: str
    decides: str  # the printed sentence
    ruling: Ruling


def read_fallo(entry: object) -> ReadFallo:
    """One item of acta.json «fallos»; FalloUnreadable when it is not one, or when what it
    fixes is not what its page prints (defended by equality: «fija» must render to «decide»)."""
    if not isinstance(entry, dict):
        raise FalloUnreadable("el fallo no es un objeto.")
    fields = {key: entry.get(key) for key in ("recibido", "referencia", "decide", "fija")}
    if not all(isinstance(fields[key], str) for key in ("recibido", "referencia", "decide")):
        raise FalloUnreadable("al fallo le falta la fecha, la referencia o lo que decide.")
    fixes = fields["fija"] or ""
    if not isinstance(fixes, str) or len(fixes) > MAX_FIXES:
        raise FalloUnreadable("lo que fija el fallo no se puede leer.")
    try:
        ruling = Ruling.from_json(fixes)
    except (ValueError, KeyError, TypeError, AttributeError, json.JSONDecodeError):
        raise FalloUnreadable("lo que fija el fallo no se puede leer.") from None
    if ruling.summary() != fields["decide"]:
        raise FalloUnreadable(
            "lo que fija el fallo no es lo que el acta imprime que decide; no se lee."
        )
    return ReadFallo(
        str(fields["recibido"]), str(fields["referencia"]), str(fields["decide"]), ruling
    )


def chess_result(boards: list[str], ruling: Ruling) -> str | None:
    """The whole-match result (`decision --resultado`) after the fallo: each board as the acta
    has it ("?" open) with the decided ones replaced; None while a board stays open."""
    out = list(boards)
    for board, value in ruling.boards.items():
        if not 1 <= board <= len(out):
            return None
        out[board - 1] = "repetir" if value is OpenState.REPLAY else value.value
    return None if OPEN in out else " ".join(out)


def domino_result(
    partidas: Mapping[PartidaKey, tuple[int, int]], expected: int, ruling: Ruling
) -> str | None:
    """«partidas won, tantos» ("5-3 2100-1800") after the fallo; None while a partida is to be
    replayed or missing."""
    stored = {key: DecidedPartida(home, away) for key, (home, away) in partidas.items()}
    final, replay = ruled_partidas(stored, [ruling])
    if replay or len(final) != expected:
        return None
    home_won = sum(1 for p in final.values() if p.home_points > p.away_points)
    home_points = sum(p.home_points for p in final.values())
    away_points = sum(p.away_points for p in final.values())
    return f"{home_won}-{len(final) - home_won} {home_points}-{away_points}"
