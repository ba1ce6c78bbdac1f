"""The league's deadlines for a domino acta (chapter III sets none; see domain/domino/deadlines.py)
and when the acta holds something for the competent body, which shortens the second one."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from delegate_app.domain.deadlines import HolidayCalendar
from delegate_app.domain.domino import PartidaStatus
from delegate_app.domain.domino.deadlines import domino_deadlines, needs_committee

SATURDAY = datetime(2026, 10, 17, 18, 30)  # no holiday in the fortnight after it


def test_the_result_by_the_second_business_day_and_the_acta_by_the_seventh():
    result, acta = domino_deadlines(SATURDAY, for_committee=False)
    assert result.due == datetime(2026, 10, 20, 21, 0)  # Mon 19, Tue 20
    assert acta.due == datetime(2026, 10, 27, 21, 0)  # Mon 19 ... Fri 23, Mon 26, Tue 27
    assert "séptimo" in acta.description and "capítulo III no fija plazos" in acta.description
    assert acta.responsible == "Delegado del equipo local"


def test_an_acta_for_the_competent_body_goes_in_by_the_second_business_day():
    _result, acta = domino_deadlines(SATURDAY.date(), for_committee=True)
    assert acta.due == datetime(2026, 10, 20, 21, 0)
    assert "órgano competente" in acta.description


def test_holidays_of_the_calendar_are_skipped():
    calendar = HolidayCalendar(extra={date(2026, 10, 19): "Fiesta local"})
    result, _acta = domino_deadlines(SATURDAY, for_committee=False, calendar=calendar)
    assert result.due == datetime(2026, 10, 21, 21, 0)


@pytest.mark.parametrize(
    ("rules", "statuses", "expected"),
    [
        ((), (), False),
        (("DO-9", "DO-19.2"), (PartidaStatus.FINISHED,), False),
        (("DO-19.4",), (), True),
        (("DO-11",), (), True),
        ((), (PartidaStatus.SUSPENDED,), True),
        ((), (PartidaStatus.FINISHED, PartidaStatus.ABANDONED), True),
    ],
)
def test_DO_20_which_actas_go_to_the_competent_body(rules, statuses, expected):
    assert needs_committee(rules, statuses) is expected
