"""Damage done to a database file the way a failing disk would do it."""

from __future__ import annotations

import sqlite3


def corrupt_pages(path) -> None:
    """Overwrite the start of the b-tree pages of the biggest tables, as a failing disk would."""
    con = sqlite3.connect(path)
    page = con.execute("PRAGMA page_size").fetchone()[0]
    roots = [
        r[0]
        for r in con.execute(
            "SELECT rootpage FROM sqlite_master WHERE type = 'table' AND rootpage > 1 "
            "AND name IN ('player', 'match', 'incident', 'lineupentry', 'matchday')"
        )
    ]
    con.close()
    data = bytearray(path.read_bytes())
    for root in roots:
        start = (root - 1) * page
        data[start : start + 48] = bytes(b ^ 0xA5 for b in data[start : start + 48])
    path.write_bytes(bytes(data))
