"""Dates, times and numbers in the locale of the UI's language; halves stay ½."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest
from PySide6.QtCore import QLocale

from delegate_app.store.results import half_text
from delegate_app.ui import formatting as f
from delegate_app.ui import i18n

SATURDAY = datetime(2026, 12, 5, 16, 0)
MORNING = datetime(2026, 12, 6, 9, 5)


@pytest.fixture
def language(qapp):
    def install(code: str) -> None:
        i18n.install_language(qapp, code)

    yield install
    i18n.install_language(qapp, i18n.SPANISH)


def test_spanish(language):
    language("es")
    assert f.fmt_date(SATURDAY.date()) == "05/12/2026"
    assert f.fmt_time(SATURDAY) == "16:00"
    assert f.fmt_time(MORNING) == "09:05"
    assert f.fmt_date_time(SATURDAY) == "05/12/2026 16:00"
    assert f.fmt_datetime(SATURDAY) == "sábado 05/12/2026 16:00"
    assert f.fmt_datetime(MORNING) == "domingo 06/12/2026 09:05"
    assert f.fmt_decimal(1.5) == "1,5"
    assert f.qt_datetime_format() == "dd/MM/yyyy HH:mm"


def test_english(language):
    language("en")
    assert f.fmt_date(SATURDAY.date()) == "05/12/2026"
    assert f.fmt_time(MORNING) == "09:05"
    assert f.fmt_datetime(SATURDAY) == "Saturday 05/12/2026 16:00"
    assert f.fmt_decimal(1234.5) == "1,234.5"


def test_the_same_as_before_qlocale_in_spanish_for_every_day_of_a_season(language):
    """The Spanish UI reads as it did with strftime and a table of weekday names."""
    language("es")
    weekdays = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")
    for day in range(1, 29):
        moment = datetime(2027, 2, day, 10 + day % 8, day * 2 % 60)
        expected = f"{weekdays[moment.weekday()]} {moment:%d/%m/%Y %H:%M}"
        assert f.fmt_datetime(moment) == expected


def test_short_formats_get_two_digit_days_and_four_digit_years():
    us = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    assert us.dateFormat(QLocale.FormatType.ShortFormat) == "M/d/yy"
    assert f.qt_date_format(us) == "MM/dd/yyyy"
    spain = QLocale(QLocale.Language.Spanish, QLocale.Country.Spain)
    assert f.qt_date_format(spain) == "dd/MM/yyyy"
    assert f.qt_time_format(spain) == "HH:mm"


def test_what_goes_back_into_a_form_is_what_the_form_reads(language):
    from delegate_app.domain.players import parse_date

    for code in ("es", "en"):
        language(code)
        text = f.fmt_date_input(date(2010, 3, 4))
        assert text == "04/03/2010"
        assert parse_date(text, "Fecha") == date(2010, 3, 4)


def test_empty_values_and_halves(language):
    language("en")
    assert f.fmt_date(None) == f.fmt_datetime(None) == f.fmt_time(None) == ""
    assert f.fmt_int(None) == "" and f.fmt_int(2150) == "2150"
    assert half_text(2.5) == "2½" and half_text(0.5) == "½"  # the same in both languages
    # A certificate's expiry is an aware datetime: its date is shown.
    assert f.fmt_date(datetime(2036, 1, 2, 23, 0, tzinfo=UTC)) == "02/01/2036"
