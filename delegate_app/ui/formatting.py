"""How dates, ratings and other values are shown in the Spanish UI."""

from __future__ import annotations

from datetime import date, datetime

WEEKDAYS = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")


def fmt_date(value: date | None) -> str:
    return value.strftime("%d/%m/%Y") if value else ""


def fmt_datetime(value: datetime | None) -> str:
    if value is None:
        return ""
    return f"{WEEKDAYS[value.weekday()]} {value:%d/%m/%Y %H:%M}"


def fmt_int(value: int | None) -> str:
    return "" if value is None else str(value)
