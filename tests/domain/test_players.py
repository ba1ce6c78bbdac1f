from datetime import date

import pytest

from delegate_app.domain.players import (
    InvalidValue,
    PlayerRecord,
    clean_licence,
    parse_date,
    parse_rating,
    validate_player,
)

TODAY = date(2026, 11, 30)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("05/12/2026", date(2026, 12, 5)),
        ("2026-12-05", date(2026, 12, 5)),
        ("05-12-2026", date(2026, 12, 5)),
        ("05.12.2026", date(2026, 12, 5)),
        ("  ", None),
    ],
)
def test_dates_in_the_formats_people_type(text, expected):
    assert parse_date(text, "Fecha") == expected


@pytest.mark.parametrize("text", ["31/02/1990", "01/02/30", "mañana", "2026/13/01"])
def test_unreadable_or_ambiguous_dates_are_refused(text):
    with pytest.raises(InvalidValue, match="no es una fecha legible"):
        parse_date(text, "Fecha de nacimiento")


@pytest.mark.parametrize(
    "text, message",
    [
        ("-5", "no puede ser negativo"),
        ("19a0", "no es un número entero"),
        ("3500", "supera el máximo"),
        ("1850.5", "no es un número entero"),
    ],
)
def test_bad_ratings(text, message):
    with pytest.raises(InvalidValue, match=message):
        parse_rating(text, "ELO Canario")


def test_rating_empty_and_valid():
    assert parse_rating("", "ELO") is None
    assert parse_rating(" 2150 ", "ELO") == 2150


def test_licence_is_cleaned():
    assert clean_licence(" tf-123 ") == "TF-123"
    assert clean_licence("   ") is None


def test_valid_record_has_no_problems_and_dni_is_normalized():
    record = PlayerRecord("Ana", "Pérez", "TF-1", "12.345.678-z", date(1990, 1, 1), 1800)
    assert validate_player(record, TODAY) == []
    assert record.dni == "12345678Z"


def test_every_problem_of_a_record_is_listed():
    record = PlayerRecord(" ", "", "TF 1", "1234", date(1850, 1, 1), 4000, -1, team_rank="Z")
    problems = " ".join(validate_player(record, TODAY))
    for fragment in (
        "Falta el nombre",
        "Faltan los apellidos",
        "Licencia «TF 1»",
        "DNI/NIE",
        "anterior a 1900",
        "ELO Canario: 4000",
        "ELO FIDE: -1",
        "Equipo «Z»",
    ):
        assert fragment in problems
