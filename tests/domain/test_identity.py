import pytest
from hypothesis import given
from hypothesis import strategies as st

from delegate_app.domain.identity import (
    InvalidDocument,
    check_letter,
    is_valid_document,
    validate_document,
)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("12345678Z", "12345678Z"),
        ("12.345.678-z", "12345678Z"),
        (" 00000000t ", "00000000T"),
        ("X1234567L", "X1234567L"),
        ("Y1234567X", "Y1234567X"),
        ("Z1234567R", "Z1234567R"),
    ],
)
def test_valid_documents_are_normalized(text, expected):
    assert validate_document(text) == expected


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("12345678A", "debería ser Z"),
        ("X1234567A", "debería ser L"),
        ("1234567Z", "8 cifras"),
        ("ABCDEFGHZ", "forma"),
        ("", "vacío"),
        ("X12345678Z", "NIE lleva 7 cifras"),
        ("123456789", "forma"),
    ],
)
def test_invalid_documents_say_why(text, fragment):
    with pytest.raises(InvalidDocument, match=fragment):
        validate_document(text)


@given(st.integers(min_value=0, max_value=99_999_999))
def test_every_number_with_its_letter_is_valid_and_any_other_letter_is_not(number):
    letter = check_letter(number)
    assert is_valid_document(f"{number:08d}{letter}")
    wrong = "TRWAGMYFPDXBNJZSQVHLCKE".replace(letter, "")
    assert not any(is_valid_document(f"{number:08d}{w}") for w in wrong)
