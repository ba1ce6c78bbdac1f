"""Who sits where and who leads: seat draw (DO-7.2, DO-7.4), lead rotation (DO-7.3), seat swap
for the next partida (DO-7.2b) and substitutes keeping the seat (DO-20.3).

Seats are the four sides of the table seen from above: Norte, Este, Sur, Oeste. A player faces the
centre, so the player on the right of Sur sits at Este; play and the lead go to the right
(DO-7.3, DO-8.4: 1, 2, 3, 4), i.e. Sur -> Este -> Norte -> Oeste.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from delegate_app.domain.domino.common import (
    DominoError,
    Pair,
    PlayerId,
    SeatDrawTie,
    block,
    join_words,
    refuse,
)
from delegate_app.domain.domino.tiles import Tile, TileLike, as_tile
from delegate_app.domain.findings import Finding, Severity


class Seat(StrEnum):
    NORTH = "N"
    EAST = "E"
    SOUTH = "S"
    WEST = "O"

    @property
    def label(self) -> str:
        return {"N": "Norte", "E": "Este", "S": "Sur", "O": "Oeste"}[self.value]

    @property
    def right(self) -> Seat:
        """The seat on the right of the player sitting here (he faces the centre)."""
        return _RIGHT[self]

    @property
    def left(self) -> Seat:
        return _LEFT[self]

    @property
    def opposite(self) -> Seat:
        return self.right.right


_RIGHT = {
    Seat.SOUTH: Seat.EAST,
    Seat.EAST: Seat.NORTH,
    Seat.NORTH: Seat.WEST,
    Seat.WEST: Seat.SOUTH,
}
_LEFT = {right: seat for seat, right in _RIGHT.items()}
SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)


def numbered_seats(salidor: Seat) -> dict[int, Seat]:
    """DO-7.2: 1 = salidor, 2 = opponent on his right, 3 = his partner, 4 = opponent on his left."""
    return {1: salidor, 2: salidor.right, 3: salidor.opposite, 4: salidor.left}


def salidor_of_hand(first_salidor: Seat, hand: int) -> Seat:
    """DO-7.3 when every hand passes the lead on: hand ``hand`` (1-based) is led by the seat that
    many turns to the right of the partida's first salidor."""
    if isinstance(hand, bool) or not isinstance(hand, int) or hand < 1:
        raise ValueError(f"El número de mano empieza en 1 (se indicó {hand!r}).")
    seat = first_salidor
    for _ in range((hand - 1) % 4):
        seat = seat.right
    return seat


@dataclass(frozen=True)
class TablePlayers:
    """The four players of a table, by pair."""

    home: tuple[PlayerId, PlayerId]
    away: tuple[PlayerId, PlayerId]

    def __post_init__(self) -> None:
        object.__setattr__(self, "home", tuple(self.home))
        object.__setattr__(self, "away", tuple(self.away))
        if len(self.home) != 2 or len(self.away) != 2:
            refuse("DO-7.2", "Art. 7.2: cada pareja la forman exactamente dos jugadores.")
        if len(set(self.all)) != 4:
            refuse("DO-7.2", "Art. 7.2: un mismo jugador no puede ocupar dos puestos en la mesa.")

    @property
    def all(self) -> tuple[PlayerId, ...]:
        return (*self.home, *self.away)

    def of(self, pair: Pair) -> tuple[PlayerId, PlayerId]:
        return self.home if pair is Pair.HOME else self.away

    def pair_of(self, player: PlayerId) -> Pair:
        if player in self.home:
            return Pair.HOME
        if player in self.away:
            return Pair.AWAY
        refuse("DO-7.2", f"El jugador {player} no juega en esta mesa.", players=[player])

    def partner_of(self, player: PlayerId) -> PlayerId:
        first, second = self.of(self.pair_of(player))
        return second if player == first else first

    def substituted(self, out: PlayerId, substitute: PlayerId) -> TablePlayers:
        pair = self.pair_of(out)
        if substitute in self.all:
            refuse(
                "DO-20.3",
                f"Art. 20: el sustituto {substitute} ya juega en esta mesa.",
                players=[substitute],
            )
        first, second = self.of(pair)
        members = (
            substitute if first == out else first,
            substitute if second == out else second,
        )
        return replace(self, home=members) if pair is Pair.HOME else replace(self, away=members)


@dataclass(frozen=True)
class Seating:
    """Where each player sits, which pair sits Norte-Sur, and the seat that leads the first hand."""

    north: PlayerId
    east: PlayerId
    south: PlayerId
    west: PlayerId
    north_south: Pair
    salidor: Seat  # leads the partida's first hand (DO-7.2)

    def __post_init__(self) -> None:
        if len(set(self.players)) != 4:
            refuse("DO-7.2", "Art. 7.2: un mismo jugador no puede ocupar dos asientos.")

    @classmethod
    def from_seats(
        cls, seats: Mapping[Seat, PlayerId], north_south: Pair, salidor: Seat
    ) -> Seating:
        if set(seats) != set(SEATS):
            refuse("DO-7.2", "Art. 7.2: hay que sentar a un jugador en cada lado de la mesa.")
        return cls(
            seats[Seat.NORTH], seats[Seat.EAST], seats[Seat.SOUTH], seats[Seat.WEST],
            north_south, salidor,
        )  # fmt: skip

    @property
    def seats(self) -> dict[Seat, PlayerId]:
        return {seat: self.player_at(seat) for seat in SEATS}

    @property
    def players(self) -> tuple[PlayerId, ...]:
        return (self.north, self.east, self.south, self.west)

    def player_at(self, seat: Seat) -> PlayerId:
        return {
            Seat.NORTH: self.north,
            Seat.EAST: self.east,
            Seat.SOUTH: self.south,
            Seat.WEST: self.west,
        }[Seat(seat)]

    def seat_of(self, player: PlayerId) -> Seat:
        for seat in SEATS:
            if self.player_at(seat) == player:
                return seat
        refuse("DO-7.2", f"El jugador {player} no está sentado en esta mesa.", players=[player])

    def pair_at(self, seat: Seat) -> Pair:
        return self.north_south if seat in (Seat.NORTH, Seat.SOUTH) else self.north_south.other

    def pair_of(self, player: PlayerId) -> Pair:
        return self.pair_at(self.seat_of(player))

    def seats_of(self, pair: Pair) -> tuple[Seat, Seat]:
        return (Seat.NORTH, Seat.SOUTH) if pair is self.north_south else (Seat.EAST, Seat.WEST)

    def players_of(self, pair: Pair) -> tuple[PlayerId, PlayerId]:
        first, second = self.seats_of(pair)
        return self.player_at(first), self.player_at(second)

    def numbering(self, salidor: Seat | None = None) -> dict[int, PlayerId]:
        """DO-7.2 numbering of a hand led from ``salidor`` (default: the partida's first hand)."""
        seats = numbered_seats(self.salidor if salidor is None else salidor)
        return {number: self.player_at(seat) for number, seat in seats.items()}

    def salidor_of_hand(self, hand: int) -> Seat:
        return salidor_of_hand(self.salidor, hand)

    def with_salidor(self, seat: Seat) -> Seating:
        return replace(self, salidor=Seat(seat))

    def swapped(self, pair: Pair) -> Seating:
        """DO-7.2b: ``pair`` exchanges its two seats. Whichever pair swaps, the player who sat on
        the salidor's right now sits on his left. The player who led the partida keeps leading
        the next one, in his new seat if he moved (the regulation does not say; see the package
        docstring)."""
        first, second = self.seats_of(pair)
        seats = self.seats
        seats[first], seats[second] = seats[second], seats[first]
        salidor = self.salidor.opposite if self.salidor in (first, second) else self.salidor
        return Seating.from_seats(seats, self.north_south, salidor)

    def substituted(self, out: PlayerId, substitute: PlayerId) -> Seating:
        """DO-20.3, DO-7.2b: the substitute takes the seat (and so the numbering) of ``out``."""
        seat = self.seat_of(out)
        if substitute in self.players:
            refuse(
                "DO-20.3",
                f"Art. 20: el sustituto {substitute} ya está sentado en esta mesa.",
                players=[substitute],
            )
        seats = self.seats
        seats[seat] = substitute
        return Seating.from_seats(seats, self.north_south, self.salidor)


# ---------------------------------------------------------------------------------------------
# Seat draw (DO-7.2, DO-7.4)

_DECIDES_SALIDOR = "quién es el salidor"
_DECIDES_RIGHT = "quién se sienta a la derecha del salidor"


@dataclass(frozen=True)
class RedrawGroup:
    players: tuple[PlayerId, ...]
    decides: str  # Spanish: what the new draw among these players settles


@dataclass(frozen=True)
class RedrawNeeded:
    """The draw cannot seat the table yet: each group draws a new tile (all in one new round)."""

    groups: tuple[RedrawGroup, ...]

    @property
    def players(self) -> tuple[PlayerId, ...]:
        return tuple(player for group in self.groups for player in group.players)

    @property
    def message(self) -> str:
        parts = [
            f"los jugadores {join_words(group.players)} (para decidir {group.decides})"
            for group in self.groups
        ]
        return (
            "Art. 7.2: empate en el sorteo de puestos; deben levantar una nueva ficha "
            f"{join_words(parts)}."
        )

    @property
    def finding(self) -> Finding:
        return Finding("DO-7.2", Severity.INFO, self.message, player_ids=self.players)


def _draw_key(tile: Tile, tie: SeatDrawTie) -> tuple[int, ...]:
    # Decision (docs/reglas.md): a tile's value in the draw is its pip total.
    return (tile.pips, tile.high) if tie is SeatDrawTie.HIGHER_NUMBER else (tile.pips,)


def _check_round(
    index: int, tiles: Mapping[PlayerId, Tile], expected: Iterable[PlayerId]
) -> list[Finding]:
    findings = []
    expected_set = set(expected)
    missing = [player for player in expected if player not in tiles]
    extra = [player for player in tiles if player not in expected_set]
    where = "el sorteo" if index == 0 else "el nuevo sorteo"
    if missing:
        findings.append(
            block(
                "DO-7.2",
                f"Art. 7.2: en {where} falta la ficha de {join_words(missing)}.",
                players=missing,
            )
        )
    if extra:
        findings.append(
            block(
                "DO-7.2",
                f"Art. 7.2: en {where} no debía levantar ficha {join_words(extra)}.",
                players=extra,
            )
        )
    holders: dict[Tile, list[PlayerId]] = {}
    for player, tile in tiles.items():
        holders.setdefault(tile, []).append(player)
    for tile, players in holders.items():
        if len(players) > 1:
            findings.append(
                block(
                    "DO-7.2",
                    f"Art. 7.2: la ficha {tile} no puede levantarse dos veces en {where} "
                    f"({join_words(players)}).",
                    players=players,
                )
            )
    return findings


def _evaluate(
    players: TablePlayers, keys: Mapping[PlayerId, tuple[tuple[int, ...], ...]]
) -> tuple[PlayerId, PlayerId] | RedrawNeeded:
    best = max(keys.values())
    top = tuple(player for player in players.all if keys[player] == best)
    groups = []
    if len(top) > 1:
        groups.append(RedrawGroup(top, _DECIDES_SALIDOR))
        # Partners tied for the lead: the opponents are known, so their tie is settled in the
        # same new round rather than one round later.
        salidor_pair = {players.pair_of(player) for player in top}
        if len(salidor_pair) == 1:
            opponents = players.of(salidor_pair.pop().other)
            if keys[opponents[0]] == keys[opponents[1]]:
                groups.append(RedrawGroup(opponents, _DECIDES_RIGHT))
        return RedrawNeeded(tuple(groups))
    salidor = top[0]
    first, second = players.of(players.pair_of(salidor).other)
    if keys[first] == keys[second]:
        return RedrawNeeded((RedrawGroup((first, second), _DECIDES_RIGHT),))
    return salidor, first if keys[first] > keys[second] else second


def draw_seats(
    players: TablePlayers,
    rounds: Sequence[Mapping[PlayerId, TileLike]],
    salidor_seat: Seat = Seat.SOUTH,
    tie: SeatDrawTie = SeatDrawTie.REDRAW,
) -> Seating | RedrawNeeded:
    """DO-7.2, DO-7.4: seat a table from the tiles drawn.

    ``rounds[0]`` holds the tile each of the four players drew; each later round holds the new
    tiles of exactly the players a previous ``RedrawNeeded`` named. A tied player keeps the result
    of the earlier rounds: the new tile only orders him among those he tied with. ``salidor_seat``
    is the seat the draw winner chooses. Raises ``DominoError`` for impossible rounds.
    """
    if not rounds:
        refuse("DO-7.2", "Art. 7.2: cada uno de los cuatro jugadores debe levantar una ficha.")
    keys: dict[PlayerId, tuple[tuple[int, ...], ...]] = {player: () for player in players.all}
    expected: tuple[PlayerId, ...] = players.all
    outcome: tuple[PlayerId, PlayerId] | RedrawNeeded | None = None
    for index, raw in enumerate(rounds):
        if isinstance(outcome, tuple):
            refuse(
                "DO-7.2",
                "Art. 7.2: el sorteo ya estaba decidido; no hacía falta levantar más fichas.",
            )
        tiles = {player: as_tile(tile) for player, tile in raw.items()}
        findings = _check_round(index, tiles, expected)
        if findings:
            raise DominoError(findings)
        for player, tile in tiles.items():
            keys[player] = (*keys[player], _draw_key(tile, tie))
        outcome = _evaluate(players, keys)
        if isinstance(outcome, RedrawNeeded):
            expected = outcome.players
    if isinstance(outcome, RedrawNeeded):
        return outcome
    assert outcome is not None
    salidor, right = outcome
    partner = players.partner_of(salidor)
    left = players.partner_of(right)
    seat = Seat(salidor_seat)
    seats = {seat: salidor, seat.opposite: partner, seat.right: right, seat.left: left}
    north_south = players.pair_of(seats[Seat.NORTH])
    return Seating.from_seats(seats, north_south, seat)


@dataclass(frozen=True)
class HandProcedure:
    """DO-8 for one hand: who shuffles (player 4, then player 1), who takes the tiles and in
    which order (players 2, 3, 4, 1, seven each), and who lifts his tiles only once the lead
    tile is down (player 3). Players are ids; numbers are those of DO-7.2 for the hand."""

    shufflers: tuple[PlayerId, PlayerId]
    pickers: tuple[PlayerId, PlayerId, PlayerId, PlayerId]
    lifts_after_lead: PlayerId

    def text(self, name: Callable[[PlayerId], str]) -> str:
        """One line for the guide; ``name`` turns a player id into his name."""
        first, then = (name(p) for p in self.shufflers)
        order = ", ".join(name(p) for p in self.pickers)
        return (
            f"Art. 8: revuelve {first} y después {then}; roban siete fichas, por este orden, "
            f"{order}; {name(self.lifts_after_lead)} levanta sus fichas cuando esté puesta la "
            "de salida."
        )


def hand_procedure(seating: Seating, salidor: Seat) -> HandProcedure:
    """DO-8 for the hand led from ``salidor``."""
    number = seating.numbering(Seat(salidor))
    return HandProcedure(
        (number[4], number[1]),
        (number[2], number[3], number[4], number[1]),
        number[3],
    )
