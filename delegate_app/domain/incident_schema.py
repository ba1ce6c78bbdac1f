"""One schema for the incident forms of both sports, and how the acta cites an article.

The chess catalog (``chess_incidents``) and the domino one (``domino.incidents``) describe each
kind of incident by its fields; both use ``FieldSpec`` and ``FieldType`` from here, and so does
the incident dialog, which builds one editor per field type whatever the sport.

Citations (docs/reglas.md, "Citations"): messages and the printed acta cite the seed's article
("art. 12", "art. 20"), never a catalog ID. ``cite`` turns a catalog ID into that citation:
letter suffixes of the catalog (DO-7.2b) and the labels the catalog gives to the unnumbered
paragraphs of art. 20 of the domino regulation (DO-20.3, DO-20.4) cite the article itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, time, timedelta
from enum import StrEnum


class FieldType(StrEnum):
    TEXT = "texto"
    BOARD = "tablero"
    CLOCK = "reloj"  # time shown on a chess clock: "h:mm:ss" or "mm:ss"
    TIME_OF_DAY = "hora"  # "hh:mm"
    DATE = "fecha"
    FEN = "fen"  # a chess position
    CHOICE = "opcion"
    INTEGER = "entero"
    NUMBER = "entero"  # the domino catalog's name for the same type (an alias, not a new one)
    TILE = "ficha"  # a domino tile, "6-4"


@dataclass(frozen=True)
class FieldSpec:
    """One field of an incident form.

    noun: the field with its article, for messages ("Falta la hora en el reloj de las negras.");
    empty: the label is used. choices: (stored value, Spanish label) pairs; a plain string is
    its own label. when: (other key, value): the field applies only when that field holds that
    value; then ``required`` says whether it must be filled.
    """

    key: str
    label: str
    type: FieldType = FieldType.TEXT
    noun: str = ""
    required: bool = True
    choices: tuple[tuple[str, str], ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    when: tuple[str, str] | None = None
    hint: str = ""

    def __post_init__(self) -> None:
        pairs = tuple(
            (choice, choice) if isinstance(choice, str) else (str(choice[0]), str(choice[1]))
            for choice in self.choices
        )
        object.__setattr__(self, "choices", pairs)
        object.__setattr__(self, "type", FieldType(self.type))
        if not self.noun:
            object.__setattr__(self, "noun", f"«{self.label}»")

    @property
    def kind(self) -> FieldType:
        """The domino catalog's name for ``type``."""
        return self.type

    @property
    def choice_values(self) -> tuple[str, ...]:
        return tuple(value for value, _label in self.choices)

    def choice_label(self, value: str) -> str:
        return dict(self.choices).get(value, value)


_RULE_ID = re.compile(r"^(?:CH|DO)-([0-9]+(?:\.[0-9]+)?)[a-z]*$")
# Catalog labels for paragraphs the seeds do not number: they cite the article.
_UNNUMBERED = {"DO-20.3": "20", "DO-20.4": "20"}


def article_number(rule_id: str) -> str:
    """ "CH-18.2" -> "18.2"; "DO-7.2b" -> "7.2"; "DO-20.4" -> "20"; anything else unchanged."""
    text = str(rule_id).strip()
    if text in _UNNUMBERED:
        return _UNNUMBERED[text]
    match = _RULE_ID.match(text)
    return match[1] if match else text


def cite(rule_id: str, capital: bool = False) -> str:
    """The article as messages and the acta cite it: "art. 12" ("Art. 12" to open a sentence)."""
    number = article_number(rule_id)
    if number == str(rule_id).strip():
        return number  # not a catalog ID (a free label): printed as given
    return f"{'A' if capital else 'a'}rt. {number}"


# --- values of the chess field types (clock readings, times of day, dates) ---------------------

CLOCK_HINT = "h:mm:ss o mm:ss"
TIME_HINT = "hh:mm"
DATE_HINT = "dd/mm/aaaa"

_CLOCK_LONG = re.compile(r"([0-9]{1,2}):([0-5][0-9]):([0-5][0-9])")
_CLOCK_SHORT = re.compile(r"([0-9]{1,3}):([0-5][0-9])")
_TIME_OF_DAY = re.compile(r"([01]?[0-9]|2[0-3]):([0-5][0-9])")
_DATE_ES = re.compile(r"([0-9]{1,2})/([0-9]{1,2})/([0-9]{4})")
_DATE_ISO = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})")
INTEGER_TEXT = re.compile(r"[0-9]{1,9}")


def parse_clock(text: object) -> timedelta:
    """A chess clock reading, "h:mm:ss" or "mm:ss", as a duration."""
    cleaned = text.strip() if isinstance(text, str) else ""
    if match := _CLOCK_LONG.fullmatch(cleaned):
        hours, minutes, seconds = (int(part) for part in match.groups())
    elif match := _CLOCK_SHORT.fullmatch(cleaned):
        hours = 0
        minutes, seconds = (int(part) for part in match.groups())
    else:
        raise ValueError(f"Tiempo de reloj no válido: «{text}» (use {CLOCK_HINT}).")
    return timedelta(hours=hours, minutes=minutes, seconds=seconds)


def format_clock(duration: timedelta) -> str:
    """ "h:mm:ss" as a clock shows it; whole seconds, a negative duration with a leading minus."""
    total = int(duration.total_seconds())
    sign = "-" if total < 0 else ""
    hours, rest = divmod(abs(total), 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{sign}{hours}:{minutes:02d}:{seconds:02d}"


def parse_time_of_day(text: object) -> time:
    cleaned = text.strip() if isinstance(text, str) else ""
    match = _TIME_OF_DAY.fullmatch(cleaned)
    if not match:
        raise ValueError(f"Hora no válida: «{text}» (use {TIME_HINT}).")
    return time(int(match[1]), int(match[2]))


def parse_date(text: str) -> date:
    cleaned = text.strip()
    if match := _DATE_ES.fullmatch(cleaned):
        day, month, year = (int(part) for part in match.groups())
    elif match := _DATE_ISO.fullmatch(cleaned):
        year, month, day = (int(part) for part in match.groups())
    else:
        raise ValueError(cleaned)
    return date(year, month, day)  # raises ValueError for 31/02
