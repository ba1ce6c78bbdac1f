"""How dates, times, ratings and other values are shown: in the locale of the UI's language.

The default QLocale is set by ui/i18n.py when the language is installed (Spanish, Spain unless
the delegate chose English). Dates use the locale's short format with the day and month on two
digits and the year on four (an acta's date must not be ambiguous): Spanish 05/12/2026, 16:00.
Half points stay as ½ in every language (store/results.py writes them).

Text typed into a form is read by domain/players.py as dd/mm/aaaa, so what is put back into an
editable field uses `fmt_date_input`, not the locale.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from datetime import date, datetime, time
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

if TYPE_CHECKING:
    from delegate_app.domain.deadlines import Deadline


def _padded(qt_format: str) -> str:
    """d/M/yy -> dd/MM/yyyy, H:mm -> HH:mm: two-digit fields and a four-digit year."""
    out = re.sub(r"(?<!d)d(?!d)", "dd", qt_format)
    out = re.sub(r"(?<!M)M(?!M)", "MM", out)
    out = re.sub(r"(?<!y)yy(?!y)", "yyyy", out)
    out = re.sub(r"(?<![Hh])([Hh])(?![Hh])", r"\1\1", out)
    return out


def qt_date_format(locale: QLocale | None = None) -> str:
    """The Qt date format of the UI's locale (for QDateEdit.setDisplayFormat too)."""
    return _padded((locale or QLocale()).dateFormat(QLocale.FormatType.ShortFormat))


def qt_time_format(locale: QLocale | None = None) -> str:
    return _padded((locale or QLocale()).timeFormat(QLocale.FormatType.ShortFormat))


def qt_datetime_format(locale: QLocale | None = None) -> str:
    return f"{qt_date_format(locale)} {qt_time_format(locale)}"


def fmt_date(value: date | None) -> str:
    if not value:
        return ""
    return QLocale().toString(QDate(value.year, value.month, value.day), qt_date_format())


def fmt_time(value: time | datetime | None) -> str:
    if value is None:
        return ""
    return QLocale().toString(QTime(value.hour, value.minute), qt_time_format())


def fmt_date_time(value: datetime | None) -> str:
    """05/12/2026 16:00: a date and a time, without the weekday."""
    if value is None:
        return ""
    moment = QDateTime(QDate(value.year, value.month, value.day), QTime(value.hour, value.minute))
    return QLocale().toString(moment, qt_datetime_format())


def weekday_name(value: date) -> str:
    """The weekday in the UI's language, as the locale writes it inside a sentence."""
    return QLocale().dayName(value.isoweekday(), QLocale.FormatType.LongFormat)


def fmt_datetime(value: datetime | None) -> str:
    """sábado 05/12/2026 16:00 (Saturday 05/12/2026 16:00 in English)."""
    if value is None:
        return ""
    return f"{weekday_name(value)} {fmt_date_time(value)}"


def fmt_date_input(value: date | None) -> str:
    """A date put back into a form field, in the dd/mm/aaaa that the form reads."""
    return value.strftime("%d/%m/%Y") if value else ""


def fmt_int(value: int | None) -> str:
    return "" if value is None else str(value)


def fmt_decimal(value: float, decimals: int = 1) -> str:
    """A decimal number with the locale's decimal separator (Spanish 1,5; English 1.5)."""
    return QLocale().toString(float(value), "f", decimals)


def file_slug(text: str) -> str:
    """A file name part without accents or spaces: "Liga — Preferente" -> "liga-preferente"."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    words = "".join(ch if ch.isalnum() else " " for ch in plain.lower()).split()
    return "-".join(words) or "competicion"


def deadline_text(deadline: Deadline, now: datetime) -> str:
    """One deadline as the screens show it; one already past is marked overdue, in red, with
    what the regulation says follows (rich text)."""
    from delegate_app.ui.i18n import translate

    text = f"{fmt_date_time(deadline.due)} — {deadline.description}"
    if deadline.due < now:
        overdue = translate("Deadlines", "VENCIDO")
        follows = f" {deadline.consequence}" if deadline.consequence else ""
        text = f'<span style="color:#b00020"><b>{overdue}</b> {text}{follows}</span>'
    return text


def deadline_items(deadlines: Iterable[Deadline], now: datetime) -> str:
    """The deadlines as list items (see ``deadline_text``)."""
    return "".join(f"<li>{deadline_text(d, now)}</li>" for d in deadlines)
