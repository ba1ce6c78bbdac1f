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
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the domain's deadlines are imported when first read (start-up time)
    from delegate_app.domain.deadlines import Deadline


@dataclass(frozen=True)
class UpcomingMatch:
    scheduled_at: datetime
    competition_name: str
    round_number: int
    home_team: str
    away_team: str
    venue: str
    match_id: int = 0


@dataclass
class StartSummary:
    empty: bool
    own_clubs: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    upcoming: list[UpcomingMatch] = field(default_factory=list)


_UPCOMING = """
SELECT m.scheduled_at, c.name, r.number, h.name, a.name, m.venue, m.id
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
            UpcomingMatch(datetime.fromisoformat(when), comp, number, home, away, venue, match_id)
            for when, comp, number, home, away, venue, match_id in con.execute(
                _UPCOMING, (stamp, limit)
            )
        ]
        return StartSummary(empty=False, own_clubs=own, counts=counts, upcoming=upcoming)
    finally:
        con.close()


@dataclass(frozen=True)
class SetupProgress:
    """How far the season set-up has got, for the first-start guide (each step can be skipped).

    Only competitions that are not archived count: an earlier season is not this season's set-up.
    """

    own_club_id: int | None
    own_teams: int
    competitions: int  # not archived, of any club
    own_teams_in_competition: int
    matches_of_own_teams: int
    own_players: int
    next_match_id: int | None  # the own club's next match not played yet, from `now`
    competition_id: int | None  # the first competition (by id) an own team is in

    @property
    def club(self) -> bool:
        return self.own_club_id is not None

    @property
    def teams(self) -> bool:
        return self.own_teams > 0

    @property
    def competition(self) -> bool:
        return self.own_teams_in_competition > 0

    @property
    def calendar(self) -> bool:
        return self.matches_of_own_teams > 0

    @property
    def players(self) -> bool:
        return self.own_players > 0


_ACTIVE = "SELECT id FROM competition WHERE NOT archived"
_OWN_TEAMS = "SELECT t.id FROM team t JOIN club c ON c.id = t.club_id WHERE c.is_own"
_OWN_MATCHES = f"""
SELECT m.id FROM match m JOIN round r ON r.id = m.round_id
WHERE r.competition_id IN ({_ACTIVE})
  AND (m.home_team_id IN ({_OWN_TEAMS}) OR m.away_team_id IN ({_OWN_TEAMS}))
"""


def read_setup_progress(path: Path, now: datetime) -> SetupProgress:
    """The set-up state with plain sqlite3 (the start screen must not import SQLAlchemy)."""
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:

        def one(sql: str, *params: str) -> int | None:
            row = con.execute(sql, params).fetchone()
            value: int | None = row[0] if row else None
            return value

        def count(sql: str) -> int:
            # an aggregate without GROUP BY always answers one row
            value: int = con.execute(sql).fetchone()[0]
            return value

        own = one("SELECT id FROM club WHERE is_own ORDER BY id LIMIT 1")
        competitions = count(f"SELECT count(*) FROM ({_ACTIVE})")
        if own is None:
            return SetupProgress(None, 0, competitions, 0, 0, 0, None, None)
        stamp = now.strftime("%Y-%m-%d %H:%M:%S.%f")
        return SetupProgress(
            own_club_id=own,
            own_teams=count(f"SELECT count(*) FROM ({_OWN_TEAMS})"),
            competitions=competitions,
            own_teams_in_competition=count(
                f"SELECT count(*) FROM team WHERE id IN ({_OWN_TEAMS}) "
                f"AND competition_id IN ({_ACTIVE})"
            ),
            matches_of_own_teams=count(f"SELECT count(*) FROM ({_OWN_MATCHES})"),
            own_players=count(
                "SELECT count(*) FROM player p JOIN club c ON c.id = p.club_id WHERE c.is_own"
            ),
            next_match_id=one(
                "SELECT id FROM match WHERE id IN (" + _OWN_MATCHES + ") "
                "AND status != 'jugado' AND coalesce(played_at, scheduled_at) >= ? "
                "ORDER BY coalesce(played_at, scheduled_at), id LIMIT 1",
                stamp,
            ),
            competition_id=one(
                f"SELECT min(competition_id) FROM team WHERE id IN ({_OWN_TEAMS}) "
                f"AND competition_id IN ({_ACTIVE})"
            ),
        )
    finally:
        con.close()


# --- deadlines of the acta, for Inicio and Encuentros ---------------------------------------------


@dataclass(frozen=True)
class MatchDeadlines:
    """A match with an acta and the deadlines it opened (chess: CH-13.7, 14, 15.3, 23; domino:
    the league's, domain/domino/deadlines.py)."""

    match_id: int
    played_at: datetime
    competition_name: str
    round_number: int
    home_team: str
    away_team: str
    deadlines: list[Deadline]  # earliest first

    def overdue(self, now: datetime) -> list[Deadline]:
        return [d for d in self.deadlines if d.due < now]

    def pending(self, now: datetime) -> list[Deadline]:
        return [d for d in self.deadlines if d.due >= now]


_ACTAS = """
SELECT m.id, coalesce(m.played_at, m.scheduled_at), c.name, r.number, h.name, a.name, c.boards,
       c.sport
FROM match m
JOIN matchday d ON d.match_id = m.id
JOIN round r ON r.id = m.round_id
JOIN competition c ON c.id = r.competition_id
JOIN team h ON h.id = m.home_team_id
JOIN team a ON a.id = m.away_team_id
WHERE coalesce(m.played_at, m.scheduled_at) >= ?
ORDER BY coalesce(m.played_at, m.scheduled_at), m.id
"""
_RULES = "SELECT rule_id FROM incident WHERE match_id = ?"


def read_acta_deadlines(
    path: Path,
    since: datetime = datetime.min,
    match_ids: set[int] | None = None,
    until: datetime = datetime.max,
) -> list[MatchDeadlines]:
    """The deadlines of every acta played between ``since`` and ``until`` (plain sqlite3, like
    the rest of Inicio): the same ones the guides show, from the same domain functions. A
    domino acta goes to the competent body when an incident for it was recorded (a suspension
    or an abandonment records one of its own)."""
    import json

    from delegate_app.domain.chess.deadlines import acta_deadlines
    from delegate_app.domain.chess.incidents import Correction, IncidentEntry
    from delegate_app.domain.chess.match import BoardOutcome
    from delegate_app.domain.deadlines import appeal_deadline
    from delegate_app.domain.domino.deadlines import domino_deadlines
    from delegate_app.domain.domino.deadlines import needs_committee as domino_committee

    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        tables = {row[0] for row in con.execute("SELECT name FROM sqlite_master")}
        stamp = since.strftime("%Y-%m-%d %H:%M:%S.%f") if since > datetime.min else ""
        found = []
        for match_id, when, comp, number, home, away, boards, sport in con.execute(
            _ACTAS, (stamp,)
        ):
            if match_ids is not None and match_id not in match_ids:
                continue
            played = datetime.fromisoformat(when)
            if played > until:
                continue
            if sport != "ajedrez":
                rules = [r for (r,) in con.execute(_RULES, (match_id,))]
                deadlines = domino_deadlines(played, domino_committee(rules, ()))
                found.append(MatchDeadlines(match_id, played, comp, number, home, away, deadlines))
                continue
            rows = con.execute(
                "SELECT id, kind, fields_json, corrects_id FROM incident WHERE match_id = ? "
                "ORDER BY id",
                (match_id,),
            ).fetchall()
            numbers = {row[0]: n for n, row in enumerate(rows, start=1)}
            entries = [
                IncidentEntry(
                    numbers[row_id],
                    kind,
                    json.loads(fields or "{}"),
                    Correction(numbers[corrects]) if corrects in numbers else None,
                )
                for row_id, kind, fields, corrects in rows
            ]
            results = dict(
                con.execute("SELECT board, result FROM gameresult WHERE match_id = ?", (match_id,))
            )
            outcomes = [BoardOutcome.parse(b, results.get(b)) for b in range(1, boards + 1)]
            deadlines = acta_deadlines(played, entries, outcomes)
            if "committeedecision" in tables:
                deadlines += [
                    appeal_deadline(datetime.fromisoformat(received).date())
                    for (received,) in con.execute(
                        "SELECT received_on FROM committeedecision WHERE match_id = ?",
                        (match_id,),
                    )
                ]
            deadlines.sort(key=lambda d: d.due)
            found.append(MatchDeadlines(match_id, played, comp, number, home, away, deadlines))
        return found
    finally:
        con.close()
