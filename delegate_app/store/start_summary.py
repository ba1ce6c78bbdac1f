"""The figures of the start screen, read with plain sqlite3.

Start-up must stay under 0.6 s and SQLAlchemy alone costs ~0.35 s to import, so the one
screen shown at start reads through here; everything else goes through the SQLModel queries.
tests/store/test_start_summary.py checks these results against those queries.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path


@dataclass(frozen=True)
class UpcomingMatch:
    scheduled_at: datetime
    competition_name: str
    round_number: int
    home_team: str
    away_team: str
    venue: str


@dataclass
class StartSummary:
    empty: bool
    own_clubs: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    upcoming: list[UpcomingMatch] = field(default_factory=list)


_UPCOMING = """
SELECT m.scheduled_at, c.name, r.number, h.name, a.name, m.venue
FROM match m
JOIN round r ON r.id = m.round_id
JOIN competition c ON c.id = r.competition_id
JOIN team h ON h.id = m.home_team_id
JOIN team a ON a.id = m.away_team_id
WHERE m.scheduled_at >= ?
  AND (h.club_id IN (SELECT id FROM club WHERE is_own)
       OR a.club_id IN (SELECT id FROM club WHERE is_own))
ORDER BY m.scheduled_at, c.id, r.number, m.id
LIMIT ?
"""


def read_start_summary(path: Path, now: datetime, limit: int = 10) -> StartSummary:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        counts = {
            key: con.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            for key, table in (
                ("clubs", "club"),
                ("players", "player"),
                ("competitions", "competition"),
                ("matches", "match"),
            )
        }
        if counts["clubs"] == 0:
            return StartSummary(empty=True, counts=counts)
        own = [row[0] for row in con.execute("SELECT name FROM club WHERE is_own ORDER BY name")]
        # SQLAlchemy stores naive datetimes as ISO text with a space and microseconds.
        stamp = now.strftime("%Y-%m-%d %H:%M:%S.%f")
        upcoming = [
            UpcomingMatch(datetime.fromisoformat(when), comp, number, home, away, venue)
            for when, comp, number, home, away, venue in con.execute(_UPCOMING, (stamp, limit))
        ]
        return StartSummary(empty=False, own_clubs=own, counts=counts, upcoming=upcoming)
    finally:
        con.close()
