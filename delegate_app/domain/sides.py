"""The two sides of a match, one spelling for the whole app."""

from __future__ import annotations

from enum import StrEnum


class Side(StrEnum):
    """Home or away team of a match; a domino pair is the side it plays for.

    The values are the Spanish words stored in the database and in acta.json (and so in its
    hashes): a member compares equal to its value, so old rows and documents read unchanged.
    """

    HOME = "local"
    AWAY = "visitante"

    @classmethod
    def _missing_(cls, value: object) -> Side | None:
        # the store and the tests may spell the side in English
        return {"home": cls.HOME, "away": cls.AWAY}.get(str(value).strip().lower())

    @property
    def other(self) -> Side:
        return Side.AWAY if self is Side.HOME else Side.HOME


SIDES = (Side.HOME, Side.AWAY)
