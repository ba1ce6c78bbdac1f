"""Tiles typed fast at the table (the keyboard entry of the tiles left, DO-18)."""

from __future__ import annotations

import pytest

from delegate_app.domain.domino import DominoError, Tile, parse_typed_tiles


def test_DO_18_tiles_typed_as_two_digits_or_with_a_separator():
    assert parse_typed_tiles("66 54, 1-0 3|2  06") == (
        Tile(6, 6),
        Tile(5, 4),
        Tile(1, 0),
        Tile(3, 2),
        Tile(6, 0),
    )
    assert parse_typed_tiles("  ") == ()


@pytest.mark.parametrize(
    ("typed", "says"),
    [("77", "no existe en el doble seis"), ("666", "«666» no es una ficha"), ("6", "no es una")],
)
def test_DO_18_what_is_not_a_tile_is_refused_with_the_reason(typed, says):
    with pytest.raises(DominoError, match=says):
        parse_typed_tiles(typed)
