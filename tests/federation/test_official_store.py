"""Results, deadlines and committee decisions read from the federation database (SQLite and
PostgreSQL)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from delegate_app.domain.federation.evidence_deadlines import (
    Compliance,
    Proposal,
    assess_deadlines,
)
from delegate_app.domain.federation.official_standings import (
    CommitteeDecision,
    DecisionKind,
    MatchStatus,
)
from delegate_app.domain.federation.records import IntakeStatus, MatchKey
from delegate_app.store.errors import StoreError
from delegate_app.store.federation.committee import list_decisions, record_decision
from delegate_app.store.federation.inbox import file_verdict
from delegate_app.store.federation.official import (
    acta_pdf,
    competitions,
    deadline_records,
    official_tables,
    sync_results,
    unreadable_results,
)
from tests.helpers.federation_results import chess_acta, domino_acta, verdict

SEASON, COMP = "2026-2027", "Preferente"
ARRIVED = datetime(2026, 10, 5, 9, 0, tzinfo=UTC)


def key(round_, home, away, comp=COMP):
    return MatchKey(SEASON, comp, round_, home, away)


def file(db, acta, at=ARRIVED, **kwargs):
    return file_verdict(db, verdict(acta, **kwargs), at)


def only(db):
    (found,) = competitions(db)
    return found


def test_tables_from_accepted_actas_only(federation_db):
    db = federation_db
    file(db, chess_acta(key(1, "A", "B"), "1-0 1-0 ½-½ 0-1"))
    file(db, chess_acta(key(2, "B", "C"), "1-0 1-0 1-0 1-0"))
    # an incomplete acta gives no result, but its teams are in the table
    file(db, chess_acta(key(3, "C", "D"), "1-0 1-0 1-0 1-0"), status=IntakeStatus.INCOMPLETE)
    (results,) = official_tables(db)
    rows = {row.team: row for row in results.table.rows}
    assert set(rows) == {"A", "B", "C", "D"}
    assert rows["B"].points == 2 and rows["B"].played == 2
    assert rows["C"].played == 1 and rows["D"].played == 0
    assert len(results.table.matches) == 2
    assert acta_pdf(db, results.acta_files[key(1, "A", "B")]).startswith(b"%PDF")


def test_results_are_read_once_and_again_only_for_new_files(federation_db):
    import sqlalchemy as sa

    db = federation_db
    # Filing writes the acta's result row in the same transaction: nothing left to read.
    file(db, chess_acta(key(1, "A", "B")))
    assert sync_results(db) == 0
    # A database filed before that (no row yet) is read once, then never again.
    with db.engine.begin() as c:
        c.execute(sa.text("DELETE FROM fed_result"))
    file(db, chess_acta(key(2, "B", "A")))
    assert sync_results(db) == 1
    assert sync_results(db) == 0


def test_two_different_accepted_actas_wait_for_the_committee(federation_db):
    db = federation_db
    file(db, chess_acta(key(1, "A", "B"), "1-0 1-0 1-0 1-0"), name="uno.pdf")
    file(db, chess_acta(key(1, "A", "B"), "0-1 0-1 0-1 0-1"), name="otro.pdf")
    (results,) = official_tables(db)
    (line,) = results.table.matches
    assert line.status is MatchStatus.CONFLICT
    competition = only(db)
    outcome = record_decision(
        db,
        competition.id,
        CommitteeDecision(
            "CC 3/2026",
            date(2026, 10, 20),
            DecisionKind.RESULT,
            SEASON,
            COMP,
            match=key(1, "A", "B"),
            result="0-1 0-1 0-1 0-1",
            note="Vale la segunda versión.",
        ),
    )
    assert outcome.new
    (results,) = official_tables(db)
    (line,) = results.table.matches
    assert line.status is MatchStatus.BY_DECISION and line.decision == "CC 3/2026"
    assert {r.team: r.points for r in results.table.rows} == {"A": 0, "B": 2}


def test_a_decision_is_recorded_once_and_read_back(federation_db):
    db = federation_db
    file(db, chess_acta(key(1, "A", "B")))
    competition = only(db)
    decision = CommitteeDecision(
        "CC 4/2026", date(2026, 11, 2), DecisionKind.POINTS, SEASON, COMP, team="A", points=1
    )
    assert record_decision(db, competition.id, decision).new
    assert not record_decision(db, competition.id, decision).new
    assert list_decisions(db) == {competition.id: [decision]}
    (results,) = official_tables(db)
    assert {r.team: r.points_taken for r in results.table.rows}["A"] == 1


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"kind": DecisionKind.POINTS, "team": "A", "points": -3}, "entre 1 y"),
        ({"kind": DecisionKind.RESULT, "match": None}, "necesita el encuentro"),
        ({"kind": DecisionKind.ELIMINATION, "team": "A", "competition": "Otra"}, "competición"),
    ],
)
def test_bad_decisions_change_nothing(federation_db, fields, message):
    db = federation_db
    file(db, chess_acta(key(1, "A", "B")))
    competition = only(db)
    base = {"season": SEASON, "competition": COMP}
    decision = CommitteeDecision("CC 5", date(2026, 11, 2), **{**base, **fields})
    with pytest.raises(StoreError, match=message):
        record_decision(db, competition.id, decision)
    assert list_decisions(db) == {}


def test_an_unknown_competition_is_refused_in_spanish(federation_db):
    with pytest.raises(StoreError, match="competición con el número 123"):
        official_tables(federation_db, 123)
    with pytest.raises(StoreError, match="competición con el número 123"):
        deadline_records(federation_db, 123)


def test_CH_15_3_deadline_records_from_the_stored_evidence(federation_db):
    db = federation_db
    # sub conditione: for the committee, due Tuesday 6 October 21:00 (Canary time, UTC+1)
    acta = chess_acta(key(1, "A", "B"), incidents=(("sub_conditione", "CH-12"),))
    file(
        db, acta, at=datetime(2026, 10, 8, 9, 0, tzinfo=UTC), mail=datetime(2026, 10, 6, 19, 59, 59)
    )
    file(
        db,
        chess_acta(key(2, "B", "A"), played=datetime(2026, 10, 10, 16, 0)),
        at=datetime(2026, 10, 16, 9, 0, tzinfo=UTC),
        roles=("delegado_local",),
        status=IntakeStatus.INCOMPLETE,
    )
    records = deadline_records(db)
    assert len(records) == 2
    first = next(r for r in records if r.match.round == 1)
    assert first.for_committee and first.played_on == date(2026, 10, 3)
    assert first.home_club == "Club A"
    report = assess_deadlines(records, as_of=datetime(2026, 12, 1, tzinfo=UTC))
    by = {(c.match.round, c.rule_id, c.team): c for c in report.checks}
    # the mail server's time (19:59:59 UTC = 20:59:59 WEST) beats the late import
    assert by[(1, "CH-15.3", "A")].compliance is Compliance.ON_TIME
    assert by[(1, "CH-15.3", "A")].evidence == "hora del servidor de correo"
    # round 2: only the home delegate signed, late; the acta never arrived complete
    assert by[(2, "CH-14", "B")].compliance is Compliance.LATE
    assert by[(2, "CH-14", "B")].proposal is Proposal.WARNING
    assert by[(2, "CH-14", "A")].compliance is Compliance.MISSING
    assert by[(2, "CH-15.3", "B")].compliance is Compliance.MISSING


def test_domino_results_are_stored_and_ranked(federation_db):
    db = federation_db
    file(db, domino_acta(key(1, "X", "Y", comp="Liga de Dominó")))
    (results,) = official_tables(db)
    rows = {r.team: r for r in results.table.rows}
    assert results.table.sport == "domino"
    assert rows["X"].points == 1 and rows["X"].tantos_for == 450  # one partida each: a draw


def test_an_acta_json_that_cannot_be_read_is_set_aside_with_its_reason(federation_db):
    import json

    db = federation_db
    data = json.loads(chess_acta(key(1, "A", "B")))
    del data["contenido"]["tableros"]
    file(db, json.dumps(data))
    assert sync_results(db) == 0  # read, and set aside, when it was filed
    ((_, why),) = unreadable_results(db)
    assert "tableros" in why
    (results,) = official_tables(db)
    assert results.table.matches == ()
