"""Reading and writing the text files people bring: encodings, binary junk, atomic writes.

Shared by the player-list import (store/player_io.py), the calendar (store/calendar_io.py) and
the CSV exports.
"""

from __future__ import annotations

import codecs
import io
import logging
import re
import unicodedata
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from delegate_app.store import atomic_file
from delegate_app.store.errors import StoreError

log = logging.getLogger(__name__)

# A club's list or a season's calendar is a few hundred rows; anything this big is the wrong
# file, and reading it would freeze the dialog.
MAX_FILE_BYTES = 20 * 1024 * 1024


@dataclass(frozen=True)
class Problem:
    """Something that stops the import; line None means the whole file."""

    line: int | None
    message: str

    def __str__(self) -> str:
        return self.message if self.line is None else f"Línea {self.line}: {self.message}"


class ProblemsFound:
    """What an import's preview or plan says of its `problems` (a dataclass field)."""

    problems: list[Problem]

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def messages(self) -> list[str]:
        return [str(p) for p in self.problems]


def refusal(problems: Sequence[Problem], what: str, listed: int) -> str:
    """The message of an import refused for its problems: how many, in `what` ("la lista",
    "el calendario"), and the first `listed` of them."""
    count = len(problems)
    head = (
        f"No se ha importado nada: hay un problema en {what}."
        if count == 1
        else f"No se ha importado nada: hay {count} problemas en {what}."
    )
    lines = [str(p) for p in problems[:listed]]
    if count > listed:
        lines.append(f"… y {count - listed} más.")
    return "\n".join([head, *lines])


# An .xlsx sheet as read: (its title, [(line number, the row's cell values)]).
Sheet = tuple[str, list[tuple[int, list[object]]]]


def read_xlsx_sheets(path: Path, data: bytes, problems: list[Problem]) -> list[Sheet] | None:
    """Every sheet of the workbook `data` (read from `path`), in order; None, with the
    problem added, when it is not a workbook openpyxl can read."""
    from openpyxl import load_workbook  # only needed for spreadsheets

    sheets: list[Sheet] = []
    try:
        # openpyxl warns about features it skips (data validation, default styles):
        # irrelevant here, and they must not turn into errors.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            workbook = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
            try:
                for sheet in workbook.worksheets:
                    # Some generators write a wrong size in the file; trust the rows instead.
                    sheet.reset_dimensions()
                    rows = sheet.iter_rows(values_only=True)
                    sheets.append((sheet.title, [(n, list(r)) for n, r in enumerate(rows, 1)]))
            finally:
                workbook.close()
    except Exception as exc:  # openpyxl raises many kinds for a damaged file
        log.warning("XLSX ilegible %s: %r", path, exc)
        problems.append(
            Problem(None, f"«{path.name}» no es un libro de Excel (.xlsx) válido o está dañado.")
        )
        return None
    return sheets


def header_key(text: object) -> str:
    """A header reduced to what matters: no case, accents, spaces or punctuation.

    NFKD also turns the ordinal "º" into "o", so "Nº" and "N.º" both become "no".
    """
    decomposed = unicodedata.normalize("NFKD", str(text)).casefold()
    return "".join(ch for ch in decomposed if ch.isalnum())


def os_reason(exc: OSError) -> str:
    from delegate_app.os_errors import os_reason as spanish_reason

    return spanish_reason(exc)


def decode_text(data: bytes) -> tuple[str, str] | None:
    # Excel's "Texto Unicode" saves UTF-16 with a BOM; anything else is UTF-8 or Windows' own.
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16"), "utf-16"
        except UnicodeDecodeError:
            return None
    try:
        if data.startswith(codecs.BOM_UTF8):
            return data.decode("utf-8-sig"), "utf-8-sig"
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    if _mostly_utf8(data):
        # A UTF-8 list where someone typed one accent in a Latin-1 editor: reading it all as
        # Latin-1 would garble every other accent in silence, so keep UTF-8 and let the
        # unreadable letters (U+FFFD) be reported on their lines.
        return data.decode("utf-8-sig", errors="replace"), "utf-8"
    try:
        return data.decode("cp1252"), "cp1252"
    except UnicodeDecodeError:
        return data.decode("latin-1"), "latin-1"


_UTF8_SEQUENCE = re.compile(
    rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}"
)


def _mostly_utf8(data: bytes) -> bool:
    sequences = _UTF8_SEQUENCE.findall(data)
    stray = sum(1 for b in data if b >= 0x80) - sum(len(q) for q in sequences)
    return len(sequences) > stray


def looks_binary(text: str) -> bool:
    sample = text[:65536]
    if "\x00" in sample:
        return True
    controls = sum(
        1 for ch in sample if ch not in "\t\r\n" and unicodedata.category(ch) in ("Cc", "Cs")
    )
    return controls > max(2, len(sample) // 100)


def write_atomically(path: Path, data: bytes) -> None:
    # A crash half-way must not leave a truncated file where a good older export was.
    try:
        atomic_file.write_atomically(path, data)
    except OSError as exc:
        raise StoreError(f"No se ha podido guardar «{path.name}»: {os_reason(exc)}.") from exc
