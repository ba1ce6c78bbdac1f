"""CH-23: the day a committee decision arrived opens ten calendar days to appeal."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

import pytest

from delegate_app.store import committee
from delegate_app.store.errors import StoreError
from tests.helpers.actas import locked_match_ids
from tests.helpers.guide import own_a_match


def test_CH_23_a_decision_received_opens_ten_calendar_days_to_appeal(demo_db):
    match = own_a_match(demo_db)
    received = match.scheduled_at.date() + timedelta(days=9)
    now = datetime.combine(received, datetime.min.time()) + timedelta(hours=12)
    line = committee.record_decision(
        demo_db, match.id, received, "Expte. 12/2026", "Se da por bueno el resultado", now=now
    )
    assert line.deadline.rule_id == "CH-23"
    assert line.deadline.due == datetime.combine(received + timedelta(days=10), time(23, 59))
    [deadline] = committee.appeal_deadlines(demo_db, match.id)
    assert "Fallo «Expte. 12/2026», recibido el" in deadline.description
    assert deadline.consequence == "Pasado el plazo, el fallo es firme."
    assert [d.reference for d in committee.decisions(demo_db, match.id)] == ["Expte. 12/2026"]


def test_CH_23_a_locked_acta_still_takes_the_decision(demo_db):
    match_id = locked_match_ids(demo_db)[0]
    line = committee.record_decision(
        demo_db, match_id, date(2026, 11, 2), "Fallo 3/2026", now=datetime(2026, 11, 3, 10)
    )
    assert line.deadline.due.date() == date(2026, 11, 12)


@pytest.mark.parametrize(
    ("received", "reference", "message"),
    [
        (date(2030, 1, 1), "F-1", "es una fecha futura"),
        (date(2020, 1, 1), "F-1", "antes del encuentro"),
        (date(2026, 12, 1), "  ", "Escriba la referencia del fallo o lo que decide el Comité."),
        (date(2026, 12, 1), "x" * 121, "supera el máximo de 120 caracteres"),
        ("01/12/2026", "F-1", "Indique la fecha en que llegó el fallo del Comité."),
    ],
)
def test_CH_23_bad_decisions_are_refused_in_spanish_and_nothing_is_stored(
    demo_db, received, reference, message
):
    match = own_a_match(demo_db)
    with pytest.raises(StoreError, match=message):
        committee.record_decision(
            demo_db, match.id, received, reference, now=datetime(2026, 12, 2, 12)
        )
    assert committee.decisions(demo_db, match.id) == []
