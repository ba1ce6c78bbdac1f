"""A player's data as the delegate types or imports it, and its validation."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime

from delegate_app.domain.identity import InvalidDocument, validate_document

MAX_RATING = 3000
# Four-digit years only: "01/02/30" could be 1930 or 2030, and a guess would be a silent error.
_DATE_FORMATS = ("%d/%m/%Y", "%Y-%m-%d", "%d-%m-%Y", "%d.%m.%Y")


class InvalidValue(ValueError):
    """Carries a Spanish message naming the field and what is wrong with it."""


@dataclass
class PlayerRecord:
    first_name: str
    last_name: str
    licence: str | None = None
    dni: str | None = None
    birth_date: date | None = None
    elo_canario: int | None = None
    fide_rating: int | None = None
    incorporated_on: date | None = None
    team_rank: str | None = None  # titular team, by rank (A, B…)
    active: bool = True
    extra: dict[str, str] = field(default_factory=dict)


def parse_date(text: str, field_label: str) -> date | None:
    text = text.strip()
    if not text:
        return None
    for fmt in _DATE_FORMATS:
        try:
            return datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    raise InvalidValue(f"{field_label}: «{text}» no es una fecha legible (use dd/mm/aaaa).")


def parse_rating(text: str, field_label: str) -> int | None:
    text = text.strip()
    if not text:
        return None
    if re.fullmatch(r"-\d+", text):
        raise InvalidValue(f"{field_label}: {text} no puede ser negativo.")
    if not re.fullmatch(r"\d{1,4}", text):
        raise InvalidValue(f"{field_label}: «{text}» no es un número entero.")
    value = int(text)
    if value > MAX_RATING:
        raise InvalidValue(f"{field_label}: {value} supera el máximo razonable ({MAX_RATING}).")
    return value


def clean_licence(text: str | None) -> str | None:
    if text is None:
        return None
    text = text.strip().upper()
    return text or None


def validate_player(record: PlayerRecord, today: date) -> list[str]:
    """Every problem of the record, as Spanish sentences; an empty list means it is valid.

    Normalizes the DNI/NIE in place when it is valid.
    """
    problems: list[str] = []
    if not record.first_name.strip():
        problems.append("Falta el nombre.")
    if not record.last_name.strip():
        problems.append("Faltan los apellidos.")
    if record.licence is not None and not re.fullmatch(r"[A-Z0-9\-/]{1,20}", record.licence):
        problems.append(
            f"Licencia «{record.licence}»: solo letras, cifras, guion o barra (hasta 20)."
        )
    if record.dni:
        try:
            record.dni = validate_document(record.dni)
        except InvalidDocument as exc:
            problems.append(f"DNI/NIE: {exc}")
    if record.birth_date is not None:
        if record.birth_date >= today:
            problems.append("La fecha de nacimiento debe ser anterior a hoy.")
        elif record.birth_date.year < 1900:
            problems.append("La fecha de nacimiento es anterior a 1900.")
    for label, value in (("ELO Canario", record.elo_canario), ("ELO FIDE", record.fide_rating)):
        if value is not None and not 0 <= value <= MAX_RATING:
            problems.append(f"{label}: {value} fuera de 0–{MAX_RATING}.")
    if record.team_rank is not None and not re.fullmatch(r"[A-H]", record.team_rank):
        problems.append(f"Equipo «{record.team_rank}»: use la letra del equipo (A, B, C…).")
    return problems
