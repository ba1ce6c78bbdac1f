"""Spanish identity documents: DNI and NIE with their check letter."""

from __future__ import annotations

import re

_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
_NIE_PREFIX = {"X": "0", "Y": "1", "Z": "2"}
_SHAPE = re.compile(r"^([XYZ]?)(\d{7,8})([A-Z])$")


class InvalidDocument(ValueError):
    """Raised with a Spanish message that can be shown to the delegate as it is."""


def normalize_document(text: str) -> str:
    """Upper-case, without spaces, dots or dashes, as people type them ("12.345.678-z")."""
    return re.sub(r"[\s.\-]", "", text).upper()


def check_letter(number: int) -> str:
    return _LETTERS[number % 23]


def validate_document(text: str) -> str:
    """Return the normalized DNI/NIE or raise InvalidDocument saying what is wrong."""
    doc = normalize_document(text)
    if not doc:
        raise InvalidDocument("El DNI/NIE está vacío.")
    match = _SHAPE.match(doc)
    if not match:
        raise InvalidDocument(
            f"«{text}» no tiene forma de DNI (8 cifras y letra) "
            "ni de NIE (X, Y o Z, 7 cifras y letra)."
        )
    prefix, digits, letter = match.groups()
    if prefix:
        if len(digits) != 7:
            raise InvalidDocument(
                f"«{text}»: un NIE lleva 7 cifras entre la letra inicial y la final."
            )
        number = int(_NIE_PREFIX[prefix] + digits)
    else:
        if len(digits) != 8:
            raise InvalidDocument(f"«{text}»: un DNI lleva 8 cifras y una letra.")
        number = int(digits)
    expected = check_letter(number)
    if letter != expected:
        raise InvalidDocument(
            f"«{text}»: la letra de control no corresponde; debería ser {expected}."
        )
    return doc


def is_valid_document(text: str) -> bool:
    try:
        validate_document(text)
    except InvalidDocument:
        return False
    return True
