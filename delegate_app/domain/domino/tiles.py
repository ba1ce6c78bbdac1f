"""The double-six set: 28 tiles from 0-0 to 6-6, 168 pips in all (decision in docs/reglas.md)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from delegate_app.domain.domino.common import refuse

MAX_PIP = 6
TILES_PER_PLAYER = 7  # DO-8.4
PLAYERS_PER_TABLE = 4
SET_SIZE = 28
SET_PIPS = 168

# "-" and "|" are the documented forms; "/", ":" and the dashes a word processor substitutes for
# "-" are accepted because delegates paste tiles from their own notes.
_SEPARATORS = "-|/:–—"
_TILE = re.compile(rf"^\s*(\d+)\s*[{re.escape(_SEPARATORS)}]\s*(\d+)\s*$")
_AROUND_SEPARATOR = re.compile(rf"\s*([{re.escape(_SEPARATORS)}])\s*")
_LIST_SPLIT = re.compile(r"[\s,;]+")


@dataclass(frozen=True, order=True)
class Tile:
    """One tile; ``Tile(4, 6) == Tile(6, 4)``: the higher number is always stored first."""

    high: int
    low: int

    def __post_init__(self) -> None:
        for value in (self.high, self.low):
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_PIP:
                refuse(
                    "DO-18",
                    f"Art. 18: {value!r} no es un número de una ficha del doble seis (0 a 6).",
                )
        if self.low > self.high:
            high, low = self.low, self.high
            object.__setattr__(self, "high", high)
            object.__setattr__(self, "low", low)

    @property
    def pips(self) -> int:
        return self.high + self.low

    @property
    def is_double(self) -> bool:
        return self.high == self.low

    def has(self, number: int) -> bool:
        return number in (self.high, self.low)

    def __str__(self) -> str:
        return f"{self.high}-{self.low}"

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Parse "6-4", "4|6" or " 6 - 4 " into Tile(6, 4)."""
        match = _TILE.match(text) if isinstance(text, str) else None
        if match is None:
            refuse(
                "DO-18",
                f"Art. 18: «{text}» no es una ficha: escriba sus dos números separados por «-» o "
                "«|» (por ejemplo 6-4).",
            )
        high, low = int(match.group(1)), int(match.group(2))
        if high > MAX_PIP or low > MAX_PIP:
            refuse(
                "DO-18",
                f"Art. 18: «{text.strip()}» no existe en el doble seis: los números van de 0 a 6.",
            )
        return cls(high, low)


TileLike = Tile | str | tuple[int, int]


def as_tile(value: TileLike) -> Tile:
    if isinstance(value, Tile):
        return value
    if isinstance(value, str):
        return Tile.parse(value)
    if isinstance(value, tuple) and len(value) == 2:
        return Tile(*value)
    refuse("DO-18", f"Art. 18: {value!r} no es una ficha.")


def parse_tiles(text: str) -> tuple[Tile, ...]:
    """Tiles typed on one line, separated by spaces, commas or semicolons: "6-4, 3|3 0-0"."""
    compact = _AROUND_SEPARATOR.sub(r"\1", text.strip())
    if not compact:
        return ()
    return tuple(Tile.parse(token) for token in _LIST_SPLIT.split(compact) if token)


_TWO_DIGITS = re.compile(r"^\d\d$")


def parse_typed_tiles(text: str) -> tuple[Tile, ...]:
    """Tiles typed fast at the table: as ``parse_tiles``, and also two digits with nothing
    between them ("66 54 10"), which cannot be read any other way in a double-six set."""
    tokens = _LIST_SPLIT.split(_AROUND_SEPARATOR.sub(r"\1", text.strip()))
    return tuple(
        Tile.parse(f"{token[0]}-{token[1]}" if _TWO_DIGITS.match(token) else token)
        for token in tokens
        if token
    )


def pip_total(tiles: Iterable[TileLike]) -> int:
    return sum(as_tile(tile).pips for tile in tiles)


FULL_SET: tuple[Tile, ...] = tuple(
    Tile(high, low) for high in range(MAX_PIP + 1) for low in range(high + 1)
)
