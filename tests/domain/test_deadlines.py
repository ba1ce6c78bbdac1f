"""Business days on the Tenerife calendar and the deadlines after a match (CH-13.7, 14, 15.3, 23).

Every date below is checked against a real calendar: the national and Canarian holidays come
from the ``holidays`` library, Tenerife's 2 February from the module's default.
"""

from datetime import date, datetime, time, timedelta

import holidays
import pytest
from hypothesis import given
from hypothesis import strategies as st

from delegate_app.domain.deadlines import (
    OFFICE_CLOSES,
    TENERIFE_HOLIDAYS,
    USER_HOLIDAY,
    AnnualHoliday,
    Deadline,
    HolidayCalendar,
    appeal_deadline,
    business_day_after,
    is_business_day,
    match_deadlines,
)


def due(deadlines, rule_id):
    (deadline,) = [d for d in deadlines if d.rule_id == rule_id]
    return deadline.due


def at_20(day):
    return datetime.combine(day, time(20, 0))


def at_21(day):
    return datetime.combine(day, time(21, 0))


# --- business days -----------------------------------------------------------------------------


def test_business_days_skip_the_weekend():
    assert business_day_after(date(2026, 10, 16), 1) == date(2026, 10, 19)  # Friday -> Monday
    assert business_day_after(date(2026, 10, 17), 1) == date(2026, 10, 19)  # Saturday
    assert business_day_after(date(2026, 10, 18), 5) == date(2026, 10, 23)  # Sunday
    assert not is_business_day(date(2026, 10, 17))
    assert is_business_day(date(2026, 10, 19))


def test_business_days_need_a_positive_count():
    with pytest.raises(ValueError, match="1 o más"):
        business_day_after(date(2026, 10, 17), 0)


def test_business_days_the_library_has_no_island_holiday_so_tenerife_adds_2_february():
    official = holidays.country_holidays("ES", subdiv="CN", years=2026, language="es")
    assert date(2026, 2, 2) not in official
    (candelaria,) = TENERIFE_HOLIDAYS
    assert candelaria == AnnualHoliday(2, 2, candelaria.name)
    assert candelaria.on(2026) == date(2026, 2, 2)
    assert not is_business_day(date(2026, 2, 2))  # a Monday
    assert business_day_after(date(2026, 1, 31), 1) == date(2026, 2, 3)
    assert business_day_after(date(2026, 1, 31), 1, annual=()) == date(2026, 2, 2)


def test_business_days_holidays_of_the_year_for_the_calendar_screen():
    calendar = HolidayCalendar.of({date(2027, 2, 9): "Martes de Carnaval"})
    days = dict(calendar.holidays_in(2027))
    assert days[date(2027, 2, 2)].startswith("Virgen de la Candelaria")
    assert days[date(2027, 2, 9)] == "Martes de Carnaval"
    assert days[date(2027, 3, 25)] == "Jueves Santo"
    assert days[date(2027, 5, 31)] == "Lunes siguiente a Día de Canarias"
    assert list(days) == sorted(days)
    assert calendar.holiday_name(date(2027, 2, 9)) == "Martes de Carnaval"
    assert HolidayCalendar.of([date(2027, 2, 9)]).holiday_name(date(2027, 2, 9)) == USER_HOLIDAY
    assert calendar.holiday_name(date(2027, 2, 10)) is None


@given(
    st.dates(min_value=date(2024, 1, 1), max_value=date(2030, 12, 31)),
    st.integers(min_value=1, max_value=15),
)
def test_business_days_property_exactly_n_business_days_in_between(start, n):
    calendar = HolidayCalendar()
    result = calendar.business_day_after(start, n)
    assert result > start
    assert calendar.is_business_day(result)
    between = [start + timedelta(days=k) for k in range(1, (result - start).days + 1)]
    assert sum(calendar.is_business_day(day) for day in between) == n


# --- CH-13.7, CH-14, CH-15.3 -------------------------------------------------------------------


def test_CH_14_match_on_saturday_5_december_2026_skips_the_inmaculada():
    deadlines = match_deadlines(datetime(2026, 12, 5, 16, 0), has_committee_incidents=False)
    assert due(deadlines, "CH-13.7") == at_20(date(2026, 12, 7))  # Monday
    # Monday 7 is the 1st business day; Tuesday 8 (Inmaculada) does not count
    assert due(deadlines, "CH-14") == at_21(date(2026, 12, 9))
    assert due(deadlines, "CH-15.3") == at_21(date(2026, 12, 16))
    assert [d.rule_id for d in deadlines] == ["CH-13.7", "CH-14", "CH-15.3"]
    assert all(isinstance(d, Deadline) and d.description.startswith("Art. ") for d in deadlines)


def test_CH_15_3_incidents_for_the_committee_bring_the_acta_to_the_2nd_business_day():
    deadlines = match_deadlines(datetime(2026, 12, 5, 16, 0), has_committee_incidents=True)
    assert due(deadlines, "CH-15.3") == at_21(date(2026, 12, 9))
    assert due(deadlines, "CH-14") == at_21(date(2026, 12, 9))
    assert due(deadlines, "CH-13.7") == at_20(date(2026, 12, 7))
    acta = next(d for d in deadlines if d.rule_id == "CH-15.3")
    assert "segundo día hábil" in acta.description
    assert acta.responsible == "Delegado del equipo local"
    assert "pierde los puntos" in acta.consequence


def test_CH_15_3_without_incidents_seventh_business_day():
    acta = next(
        d for d in match_deadlines(datetime(2026, 12, 5, 16), False) if d.rule_id == "CH-15.3"
    )
    assert "séptimo día hábil" in acta.description


def test_CH_14_a_sunday_match_counts_from_monday_too():
    deadlines = match_deadlines(datetime(2026, 12, 6, 10, 0), has_committee_incidents=False)
    assert due(deadlines, "CH-14") == at_21(date(2026, 12, 9))
    assert due(deadlines, "CH-15.3") == at_21(date(2026, 12, 16))


def test_CH_13_7_always_listed_for_claims_and_for_unresolved_incidents():
    plain = next(d for d in match_deadlines(date(2026, 12, 5), False) if d.rule_id == "CH-13.7")
    assert "reclamación" in plain.description
    with_incident = next(
        d for d in match_deadlines(date(2026, 12, 5), True) if d.rule_id == "CH-13.7"
    )
    assert "sub conditione" in with_incident.description
    assert with_incident.responsible == "Ambos delegados"


def test_CH_13_7_office_closing_time_is_a_setting():
    default = match_deadlines(datetime(2026, 12, 5, 16), True)
    assert due(default, "CH-13.7") == datetime.combine(date(2026, 12, 7), OFFICE_CLOSES)
    deadlines = match_deadlines(datetime(2026, 12, 5, 16), True, office_closes=time(14, 0))
    assert due(deadlines, "CH-13.7") == datetime(2026, 12, 7, 14, 0)


def test_CH_14_christmas_week():
    deadlines = match_deadlines(datetime(2026, 12, 19, 16, 0), False)
    assert due(deadlines, "CH-13.7") == at_20(date(2026, 12, 21))
    assert due(deadlines, "CH-14") == at_21(date(2026, 12, 22))
    # 21, 22, 23, 24 (Christmas Eve is a working day), 25 holiday, 28, 29, 30
    assert due(deadlines, "CH-15.3") == at_21(date(2026, 12, 30))


def test_CH_15_3_new_year_and_epiphany():
    deadlines = match_deadlines(datetime(2026, 12, 26, 16, 0), False)
    assert due(deadlines, "CH-14") == at_21(date(2026, 12, 29))
    # 28, 29, 30, 31, (1 January), 4, 5, (6 January), 7
    assert due(deadlines, "CH-15.3") == at_21(date(2027, 1, 7))
    late = match_deadlines(datetime(2026, 12, 31, 19, 0), True)  # a postponed midweek match
    assert due(late, "CH-13.7") == at_20(date(2027, 1, 4))
    assert due(late, "CH-15.3") == at_21(date(2027, 1, 5))


def test_CH_15_3_easter_2027():
    deadlines = match_deadlines(datetime(2027, 3, 20, 16, 0), False)
    assert due(deadlines, "CH-14") == at_21(date(2027, 3, 23))
    # 22, 23, 24, (Jueves and Viernes Santo 25-26), 29, 30, 31, 1 April
    assert due(deadlines, "CH-15.3") == at_21(date(2027, 4, 1))
    midweek = match_deadlines(datetime(2027, 3, 24, 19, 0), True)
    assert due(midweek, "CH-13.7") == at_20(date(2027, 3, 29))
    assert due(midweek, "CH-14") == at_21(date(2027, 3, 30))
    assert is_business_day(date(2027, 3, 29))  # Easter Monday is not a holiday in Canarias


def test_CH_14_dia_de_canarias():
    friday = match_deadlines(datetime(2025, 5, 24, 16, 0), False)  # 30 May 2025 is a Friday
    assert due(friday, "CH-15.3") == at_21(date(2025, 6, 4))
    thursday = match_deadlines(datetime(2025, 5, 29, 19, 0), True)
    assert due(thursday, "CH-13.7") == at_20(date(2025, 6, 2))
    tuesday = match_deadlines(datetime(2028, 5, 27, 16, 0), False)  # 30 May 2028, a Tuesday
    assert due(tuesday, "CH-14") == at_21(date(2028, 5, 31))
    # in 2027 it falls on a Sunday and the Canarian calendar moves it to Monday 31 May
    sunday = match_deadlines(datetime(2027, 5, 29, 16, 0), False)
    assert due(sunday, "CH-13.7") == at_20(date(2027, 6, 1))


def test_CH_14_a_local_holiday_added_by_the_user_shifts_the_deadline():
    carnival = date(2027, 2, 9)  # Martes de Carnaval, Santa Cruz de Tenerife
    plain = match_deadlines(datetime(2027, 2, 6, 16, 0), False)
    assert due(plain, "CH-14") == at_21(carnival)
    shifted = match_deadlines(datetime(2027, 2, 6, 16, 0), False, [carnival])
    assert due(shifted, "CH-14") == at_21(date(2027, 2, 10))
    assert due(shifted, "CH-15.3") == due(plain, "CH-15.3") + timedelta(days=1)
    named = match_deadlines(datetime(2027, 2, 6, 16), False, {carnival: "Martes de Carnaval"})
    assert due(named, "CH-14") == at_21(date(2027, 2, 10))


def test_CH_14_a_calendar_with_its_own_holidays_and_more_added_on_top():
    calendar = HolidayCalendar.of([date(2027, 2, 8)])
    deadlines = match_deadlines(
        datetime(2027, 2, 6, 16), False, [date(2027, 2, 9)], calendar=calendar
    )
    assert due(deadlines, "CH-13.7") == at_20(date(2027, 2, 10))
    assert due(deadlines, "CH-14") == at_21(date(2027, 2, 11))
    assert calendar.with_extra(()) is calendar


# --- CH-23 -------------------------------------------------------------------------------------


def test_CH_23_appeal_within_ten_calendar_days_of_receiving_the_decision():
    deadline = appeal_deadline(date(2027, 1, 4))
    assert deadline.rule_id == "CH-23"
    assert deadline.due == datetime(2027, 1, 14, 23, 59)
    # calendar days: a tenth day on a Sunday is not moved
    assert appeal_deadline(date(2027, 1, 7)).due == datetime(2027, 1, 17, 23, 59)


def test_CH_23_listed_with_the_match_deadlines_only_when_the_decision_date_is_known():
    assert "CH-23" not in {d.rule_id for d in match_deadlines(datetime(2026, 12, 5, 16), True)}
    deadlines = match_deadlines(
        datetime(2026, 12, 5, 16), True, decision_received=date(2026, 12, 18)
    )
    assert deadlines[-1].rule_id == "CH-23"
    assert deadlines[-1].due == datetime(2026, 12, 28, 23, 59)
    assert [d.due for d in deadlines] == sorted(d.due for d in deadlines)
