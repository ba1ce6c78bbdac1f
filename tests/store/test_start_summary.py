"""The start screen's sqlite3 reading agrees with the SQLModel queries it stands in for."""

from datetime import datetime

from delegate_app.store import clubs
from delegate_app.store.calendar import list_matches
from delegate_app.store.start_summary import read_start_summary


def test_empty_database(db):
    summary = read_start_summary(db.path, datetime(2026, 10, 1))
    assert summary.empty and summary.upcoming == []


def test_demo_upcoming_matches_agree_with_list_matches(demo_db):
    db = demo_db
    now = datetime(2026, 11, 15, 12, 0)
    summary = read_start_summary(db.path, now, limit=500)
    expected = []
    for club in clubs.own_clubs(db):
        expected += [m for m in list_matches(db, club_id=club.id) if m.scheduled_at >= now]
    expected.sort(key=lambda m: (m.scheduled_at, m.competition_id, m.round_number, m.id))
    assert [
        (m.scheduled_at, m.competition_name, m.round_number, m.home_team, m.away_team, m.venue)
        for m in summary.upcoming
    ] == [
        (m.scheduled_at, m.competition_name, m.round_number, m.home_team, m.away_team, m.venue)
        for m in expected
    ]
    assert len(summary.upcoming) > 10
    assert summary.own_clubs == sorted(c.name for c in clubs.own_clubs(db))
    assert summary.counts["clubs"] == len(clubs.list_clubs(db))
    assert summary.counts["matches"] == len(list_matches(db))


def test_limit_and_a_match_exactly_now(demo_db):
    db = demo_db
    [own] = [c for c in clubs.own_clubs(db) if c.sport == "ajedrez"]
    first = min(m.scheduled_at for m in list_matches(db, club_id=own.id))
    summary = read_start_summary(db.path, first, limit=3)
    assert len(summary.upcoming) == 3
    assert summary.upcoming[0].scheduled_at == first
