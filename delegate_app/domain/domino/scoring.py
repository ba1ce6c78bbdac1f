"""How a hand ends and what it is worth (DO-18 and the cierre decision of docs/reglas.md).

A hand is worth the pips of every tile not played, whoever holds it: between 0 and 168, since the
double-six set has 168 pips. Tiles left in hand may be entered tile by tile, and then they must be
a hand that can happen; or the points may be typed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum

from delegate_app.domain.domino.common import DominoError, Pair, block, join_words
from delegate_app.domain.domino.seating import SEATS, Seat, Seating
from delegate_app.domain.domino.tiles import (
    MAX_PIP,
    SET_PIPS,
    SET_SIZE,
    TILES_PER_PLAYER,
    Tile,
    TileLike,
    as_tile,
)
from delegate_app.domain.findings import Finding


class HandEnd(StrEnum):
    DOMINO = "domino"  # a player ran out of tiles
    CIERRE = "cierre"  # all four still hold tiles and none fits
    ANULADA = "anulada"  # annulled at the rival pair's request (DO-15, DO-16, DO-19.3)

    @property
    def label(self) -> str:
        return {"domino": "dominó", "cierre": "cierre", "anulada": "anulada"}[self.value]


Holdings = Mapping[Seat, Iterable[TileLike]]


@dataclass(frozen=True)
class HandScore:
    end: HandEnd
    winner: Pair | None  # None: a cierre with equal sums (or an annulled hand)
    points: int
    pair_pips: tuple[tuple[Pair, int], ...] = ()  # from tiles: each pair's pips still in hand


def normalise_holdings(holdings: Holdings) -> dict[Seat, tuple[Tile, ...]]:
    """Every seat present (a seat left out holds nothing), tiles parsed, order kept."""
    unknown = [seat for seat in holdings if seat not in SEATS]
    if unknown:
        raise DominoError(block("DO-18", f"Art. 18: asiento desconocido: {unknown[0]!r}."))
    return {seat: tuple(as_tile(tile) for tile in holdings.get(seat, ())) for seat in SEATS}


# A catalog decision is the competition's setting, never cited as the regulation's text.
SETTING = "Ajuste de la competición"


def check_points(points: object) -> list[Finding]:
    """DO-18: typed points are a whole number from 0 to 168."""
    if isinstance(points, bool) or not isinstance(points, int):
        return [
            block("DO-18", f"Art. 18: los puntos de una mano son un número entero ({points!r}).")
        ]
    if not 0 <= points <= SET_PIPS:
        return [
            block(
                "DO-18",
                # docs/reglas.md's decision on the double-six set, not text of art. 18
                f"{SETTING}: una mano vale entre 0 y {SET_PIPS} puntos (las {SET_SIZE} fichas del "
                f"doble seis suman {SET_PIPS}); se anotaron {points}.",
            )
        ]
    return []


def check_holdings(
    end: HandEnd,
    holdings: Holdings,
    domino_by: Seat | None = None,
    played: Iterable[TileLike] = (),
) -> list[Finding]:
    """DO-18: the tiles left in each player's hand (and optionally those on the table) must be a
    possible end of a hand. Returns BLOCK findings; an empty list means the entry is possible."""
    tiles = normalise_holdings(holdings)
    on_table = tuple(as_tile(tile) for tile in played)
    findings: list[Finding] = []

    def fail(message: str) -> None:
        findings.append(block("DO-18", f"Art. 18: {message}"))

    if end is HandEnd.ANULADA:
        fail("una mano anulada no se puntúa; no se anotan sus fichas.")
        return findings

    places: dict[Tile, list[str]] = {}
    for seat in SEATS:
        for tile in tiles[seat]:
            places.setdefault(tile, []).append(seat.label)
    for tile in on_table:
        places.setdefault(tile, []).append("la mesa")
    for tile, where in places.items():
        if len(where) > 1:
            fail(f"la ficha {tile} aparece {len(where)} veces ({join_words(where)}).")

    for seat in SEATS:
        if len(tiles[seat]) > TILES_PER_PLAYER:
            fail(
                f"{seat.label} anota {len(tiles[seat])} fichas; nadie puede conservar más de "
                f"{TILES_PER_PLAYER}."
            )
    held = sum(len(hand) for hand in tiles.values())
    if held + len(on_table) > SET_SIZE:
        fail(
            f"entre fichas en mano ({held}) y jugadas ({len(on_table)}) suman "
            f"{held + len(on_table)}; el doble seis tiene {SET_SIZE}."
        )

    empty = [seat for seat in SEATS if not tiles[seat]]
    if end is HandEnd.DOMINO:
        if domino_by is None:
            fail("en un dominó hay que indicar qué jugador se quedó sin fichas.")
        else:
            if tiles[domino_by]:
                fail(
                    f"en un dominó el jugador que gana ({domino_by.label}) no conserva fichas; "
                    f"se le anotaron {len(tiles[domino_by])}."
                )
            # The hand stops at the first player who runs out, so nobody else can be empty.
            others = [seat.label for seat in empty if seat != domino_by]
            if others:
                fail(
                    f"en un dominó solo un jugador se queda sin fichas; también figura sin "
                    f"fichas {join_words(others)}."
                )
    else:
        if domino_by is not None:
            fail("en un cierre nadie se ha quedado sin fichas: no hay jugador que domine.")
        if empty:
            fail(
                "en un cierre los cuatro jugadores conservan fichas; figura sin fichas "
                f"{join_words(seat.label for seat in empty)}."
            )
        # Blocked ends mean no player holds a tile with the ends' number(s): some number from 0
        # to 6 must be missing from all the hands.
        numbers = {
            number for hand in tiles.values() for tile in hand for number in (tile.high, tile.low)
        }
        if numbers == set(range(MAX_PIP + 1)):
            fail(
                "con estas fichas en mano no puede haber cierre: entre todas tienen todos los "
                "números del 0 al 6, así que alguna todavía se podría jugar."
            )
    return findings


def score_hand(
    seating: Seating,
    end: HandEnd,
    holdings: Holdings,
    domino_by: Seat | None = None,
    played: Iterable[TileLike] = (),
) -> HandScore:
    """DO-18 from the tiles left: a dominó gives its pair every pip left; a cierre goes to the pair
    with fewer pips in hand and is worth every pip in hand; equal sums score nothing.
    Raises ``DominoError`` when the tiles are not a possible hand."""
    findings = check_holdings(end, holdings, domino_by, played)
    if findings:
        raise DominoError(findings)
    tiles = normalise_holdings(holdings)
    per_pair = {pair: 0 for pair in Pair}
    for seat, hand in tiles.items():
        per_pair[seating.pair_at(seat)] += sum(tile.pips for tile in hand)
    points = sum(per_pair.values())
    pair_pips = tuple(per_pair.items())
    if end is HandEnd.DOMINO:
        assert domino_by is not None
        return HandScore(end, seating.pair_at(domino_by), points, pair_pips)
    home, away = per_pair[Pair.HOME], per_pair[Pair.AWAY]
    if home == away:
        return HandScore(end, None, 0, pair_pips)
    return HandScore(end, Pair.HOME if home < away else Pair.AWAY, points, pair_pips)


def typed_score(end: HandEnd, winner: Pair | None, points: object) -> HandScore:
    """DO-18 from typed points: a dominó needs a winner; a cierre without a winner (equal sums)
    scores 0; an annulled hand scores nothing. Raises ``DominoError``."""
    if end is not HandEnd.DOMINO and winner is None and points in (None, 0):
        return HandScore(end, None, 0)
    if end is HandEnd.ANULADA:
        raise DominoError(block("DO-18", "Art. 18: una mano anulada no da puntos a nadie."))
    findings = check_points(points)
    if winner is None:
        if end is HandEnd.DOMINO:
            message = "Art. 18: en un dominó hay que indicar la pareja que gana."
        else:
            message = (
                f"{SETTING} (cierre): con las sumas igualadas no da puntos; se anotaron {points}."
            )
        findings.append(block("DO-18", message))
    if findings:
        raise DominoError(findings)
    assert isinstance(points, int) and winner is not None
    return HandScore(end, Pair(winner), points)
