"""Issue 25: times on the acta. CH-17.1 (a moved match starts at its new date and time, and
arts. 18.4-18.7 count from it) and the time of an untimed incident on an acta filled in after
the match day."""

from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest
from sqlmodel import select

from delegate_app.domain.sides import Side
from delegate_app.store import acta, match_moves
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.domino import acta_view as domino_acta_view
from delegate_app.store.domino import editing as domino_editing
from delegate_app.store.domino import table_events
from delegate_app.store.models import Club, Match, Round, Team
from tests.helpers.domino import START, make_encounter, setup_tables


@pytest.fixture
def moved(demo_db):
    """Round 8 of the own A team, moved a week later to 18:30, both lineups typed."""
    db = demo_db
    with db.session() as s:
        club = s.exec(select(Club).where(Club.is_own, Club.sport == "ajedrez")).one()
        team = s.exec(select(Team).where(Team.club_id == club.id, Team.rank == "A")).one()
        match = s.exec(
            select(Match)
            .join(Round, Round.id == Match.round_id)
            .where(Round.number == 8)
            .where((Match.home_team_id == team.id) | (Match.away_team_id == team.id))
        ).one()
    from delegate_app.store.chess import lineups

    for side in (Side.HOME, Side.AWAY):
        lineups.set_lineup(db, match.id, side, lineups.propose(db, match.id, side))
    new = datetime.combine(match.scheduled_at.date() + timedelta(days=7), match.scheduled_at.time())
    new += timedelta(hours=1, minutes=30)
    request = match.scheduled_at.date() - timedelta(days=10)
    match_moves.move_match(db, match.id, new, request, both_agree=True)
    acta.open_acta(db, match.id, new - timedelta(minutes=40))
    return db, match, new


def test_CH_17_1_a_moved_match_starts_its_clocks_at_the_new_date_and_time(moved):
    db, match, new = moved
    for side in ("local", "visitante"):
        for board in (1, 2, 3, 4):
            chess_acta.set_arrival(db, match.id, side, board, new - timedelta(minutes=10))
    proposal = chess_acta.start_state(db, match.id, as_of=new + timedelta(hours=2))
    assert proposal.official_start == new
    assert proposal.forfeits == {} and proposal.no_shows == ()
    view = chess_acta.acta_view(db, match.id)
    assert view.official_start == match.scheduled_at and view.play_start == new


def test_CH_18_6_the_hour_of_a_moved_match_counts_from_its_new_start(moved):
    db, match, new = moved
    for side in ("local", "visitante"):
        for board in (1, 2, 3):
            chess_acta.set_arrival(db, match.id, side, board, new - timedelta(minutes=10))
    chess_acta.set_arrival(db, match.id, "local", 4, new + timedelta(minutes=50))
    early = chess_acta.start_state(db, match.id, as_of=new + timedelta(minutes=55))
    assert early.forfeits == {}
    late = chess_acta.start_state(db, match.id, as_of=new + timedelta(hours=1, minutes=5))
    assert list(late.forfeits) == [4]  # the away player of board 4, one hour after the new start


def test_an_untimed_domino_incident_recorded_after_the_match_day_has_no_time(db):
    encounter = make_encounter(db)
    domino_editing.open_encounter(db, encounter.match_id, START)
    setup_tables(db, encounter)
    fields = {"mesa": 1, "partida": 1, "jugador": "Ana Díaz", "descripcion": "Habló de la mano"}
    table_events.record_incident(db, encounter.match_id, "DO-12", fields, now=START)
    next_day = datetime.combine(START.date() + timedelta(days=1), datetime.min.time())
    table_events.record_incident(
        db, encounter.match_id, "DO-12", fields, now=next_day + timedelta(hours=5, minutes=37)
    )
    with_time = {**fields, "hora": "17:40"}
    table_events.record_incident(db, encounter.match_id, "DO-12", with_time, now=next_day)
    view = domino_acta_view.encounter_view(db, encounter.match_id)
    assert [i.happened for i in view.incidents] == ["17:00", "", "17:40"]
    assert START.date() == date(2026, 10, 3)
