"""A club's player list read from a CSV or XLSX file into a preview (``player_io`` plans and
applies it).

Reading never touches the database and never raises: everything wrong with the file becomes a
Spanish problem in the preview, so the import dialog can show the whole list of fixes at once.
"""

from __future__ import annotations

import csv
import io
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path

from delegate_app.domain.identity import normalize_document
from delegate_app.domain.players import (
    InvalidValue,
    PlayerRecord,
    clean_licence,
    parse_date,
    parse_rating,
    validate_player,
)
from delegate_app.store.textfiles import (
    MAX_FILE_BYTES,
    Problem,
    ProblemsFound,
    decode_text,
    header_key,
    looks_binary,
    os_reason,
    read_xlsx_sheets,
)

log = logging.getLogger(__name__)

SUPPORTED_SUFFIXES = (".csv", ".txt", ".xlsx", ".xlsm")
# Federation spreadsheets often carry a title or a date above the real header row.
HEADER_SEARCH_ROWS = 10
_DELIMITERS = (";", ",", "\t")
_DELIMITER_NAMES = {";": "punto y coma", ",": "coma", "\t": "tabulador"}
_XLSX_MAGIC = b"PK\x03\x04"
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # the old binary .xls
MAX_LISTED_PROBLEMS = 10


@dataclass(frozen=True)
class _Column:
    name: str
    label: str  # the header written on export, also the field's name in messages
    synonyms: str  # other headers people use, separated by "|"

    @property
    def keys(self) -> frozenset[str]:
        return frozenset(header_key(s) for s in (self.label, *self.synonyms.split("|")))


# fmt: off
_COLUMNS = (
    _Column("orden", "Nº", "orden|n|num|número|nº lista|n.º lista|número de lista|"
            "número en la lista|orden de fuerza|orden en la lista|posición|puesto"),
    _Column("licencia", "Licencia", "licence|license|nº licencia|nº de licencia|"
            "número de licencia|licencia federativa|lic"),
    _Column("nombre", "Nombre", "nombres|nombre de pila|first name|name"),
    _Column("apellidos", "Apellidos", "apellido|surname|last name"),
    _Column("apellido1", "Primer apellido", "apellido 1|1er apellido|1º apellido"),
    _Column("apellido2", "Segundo apellido", "apellido 2|2º apellido"),
    _Column("dni", "DNI/NIE", "dni|nie|nif|dni nie|documento|documento de identidad|"
            "doc identidad"),
    _Column("fecha_nacimiento", "Fecha de nacimiento", "nacimiento|f. nacimiento|f. nac.|"
            "fecha nacimiento|fecha nac.|birth date"),
    _Column("elo_canario", "ELO Canario", "elo|elo canarias|elo autonómico|elo regional|canario"),
    _Column("elo_fide", "ELO FIDE", "fide|elo internacional|rating fide"),
    _Column("equipo", "Equipo", "equipo titular|team"),
    _Column("fecha_alta", "Fecha de alta", "alta|fecha alta|f. alta|incorporación|"
            "fecha de incorporación|fecha incorporación"),
    _Column("activo", "Activo", "activa|en activo|active"),
)
# fmt: on
_BY_NAME = {c.name: c for c in _COLUMNS}
_BY_KEY = {k: c.name for c in _COLUMNS for k in c.keys}
_REQUIRED = ("licencia", "nombre", "apellidos")
# fmt: off
_EXPORTED = ("orden", "licencia", "nombre", "apellidos", "dni", "fecha_nacimiento", "elo_canario",
             "elo_fide", "equipo", "fecha_alta", "activo")
# fmt: on
EXPORT_HEADERS = tuple(_BY_NAME[name].label for name in _EXPORTED)

_YES = frozenset(header_key(w) for w in ("sí", "s", "1", "true", "verdadero", "x", "yes", "activo"))
_NO = frozenset(header_key(w) for w in ("no", "n", "0", "false", "falso", "inactivo", "baja"))


# --- results ------------------------------------------------------------------------------------


@dataclass
class ImportRow:
    line: int  # the line in the CSV, or the row number in the sheet
    record: PlayerRecord
    order: int | None = None  # the value of the order column, when the file has one


@dataclass
class ImportPreview(ProblemsFound):
    path: Path
    rows: list[ImportRow] = field(default_factory=list)  # in file order, with problems or not
    problems: list[Problem] = field(default_factory=list)
    columns: dict[str, str] = field(default_factory=dict)  # field name -> header in the file
    ignored_columns: list[str] = field(default_factory=list)  # headers not understood
    file_format: str = ""  # "csv" or "xlsx"
    encoding: str | None = None
    delimiter: str | None = None
    sheet: str | None = None

    @property
    def delimiter_label(self) -> str:
        """The CSV separator in words, for showing ("punto y coma"); empty for XLSX."""
        return _DELIMITER_NAMES.get(self.delimiter or "", "")

    @property
    def file_problems(self) -> list[str]:
        return [p.message for p in self.problems if p.line is None]

    def problems_at(self, line: int) -> list[str]:
        return [p.message for p in self.problems if p.line == line]

    def in_list_order(self) -> list[ImportRow]:
        """The rows in strength order: by the order column if any, otherwise as in the file."""
        ordered = [(row.order, row) for row in self.rows if row.order is not None]
        if "orden" in self.columns and len(ordered) == len(self.rows):
            return [row for _, row in sorted(ordered, key=lambda pair: pair[0])]
        return list(self.rows)


# --- reading ------------------------------------------------------------------------------------

_Table = list[tuple[int, list[object]]]


def read_player_file(path: Path | str, today: date | None = None) -> ImportPreview:
    """Parse a CSV or XLSX player list. Never raises: problems are in the preview."""
    path = Path(path)
    preview = ImportPreview(path=path)
    try:
        _read_into(preview, today or date.today())
    except Exception:
        # The design promises no tracebacks: whatever slipped past the checks below
        # becomes a message, and the details go to the log.
        log.exception("Error inesperado al leer %s", path)
        preview.rows = []
        preview.problems = [
            Problem(None, f"Error inesperado al leer «{path.name}»; los detalles están en el log.")
        ]
    return preview


def _read_into(preview: ImportPreview, today: date) -> None:
    path = preview.path
    name = path.name
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            preview.problems.append(
                Problem(None, f"«{name}» es demasiado grande para ser una lista de jugadores.")
            )
            return
        data = path.read_bytes()
    except OSError as exc:
        preview.problems.append(Problem(None, f"No se puede leer «{name}»: {os_reason(exc)}."))
        return

    suffix = path.suffix.lower()
    if data.startswith(_OLE_MAGIC) or suffix == ".xls":
        preview.problems.append(
            Problem(
                None,
                f"«{name}» está en el formato antiguo de Excel (.xls). "
                "Ábralo en Excel o LibreOffice y guárdelo como .xlsx o .csv.",
            )
        )
        return
    if suffix == ".ods":
        preview.problems.append(
            Problem(
                None,
                f"«{name}» es una hoja de LibreOffice (.ods). Guárdela como .xlsx o .csv.",
            )
        )
        return
    if data.startswith(_XLSX_MAGIC):
        preview.file_format = "xlsx"
        table = _read_xlsx(preview, data)
        strict_width = False
    elif suffix in (".xlsx", ".xlsm"):
        preview.problems.append(
            Problem(None, f"«{name}» no es un libro de Excel (.xlsx) válido o está dañado.")
        )
        return
    else:
        preview.file_format = "csv"
        table = _read_csv(preview, data)
        # In a CSV, more values than headers means a separator inside an unquoted name.
        strict_width = True
    if table is None:
        return
    _parse_table(preview, table, today, strict_width)


def _read_csv(preview: ImportPreview, data: bytes) -> _Table | None:
    name = preview.path.name
    decoded = decode_text(data)
    if decoded is None or looks_binary(decoded[0]):
        preview.problems.append(
            Problem(
                None,
                f"«{name}» no parece una lista de jugadores: no es texto (CSV) ni un libro "
                "de Excel (.xlsx).",
            )
        )
        return None
    text, preview.encoding = decoded
    if not text.strip():
        preview.problems.append(Problem(None, f"«{name}» está vacío."))
        return None
    preview.delimiter = _guess_delimiter(text)
    try:
        return _csv_table(text, preview.delimiter)
    except csv.Error as exc:
        log.warning("CSV ilegible %s: %s", preview.path, exc)
        preview.problems.append(
            Problem(None, f"«{name}» no se puede leer como CSV (¿una línea enorme o dañada?).")
        )
        return None


def _csv_table(text: str, delimiter: str) -> _Table:
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    table: _Table = []
    previous_end = 0
    for cells in reader:
        # A quoted value may span lines: the record starts right after the previous one ended.
        table.append((previous_end + 1, list(cells)))
        previous_end = reader.line_num
    return table


def _guess_delimiter(text: str) -> str:
    """The separator under which the header makes most sense; ties go to the most frequent."""
    sample = text[:65536]
    first_line = next((line for line in sample.splitlines() if line.strip()), "")
    best, best_score = ";", (-1, -1)
    for delimiter in _DELIMITERS:
        try:
            table = _csv_table(sample, delimiter)
        except csv.Error:
            continue
        _, header = _find_header(table)
        score = (len(header.index) if header else 0, first_line.count(delimiter))
        if score > best_score:
            best, best_score = delimiter, score
    return best


def _read_xlsx(preview: ImportPreview, data: bytes) -> _Table | None:
    name = preview.path.name
    sheets = read_xlsx_sheets(preview.path, data, preview.problems)
    if sheets is None:
        return None
    sheets = [(title, t) for title, t in sheets if any(not _blank(cells) for _, cells in t)]
    if not sheets:
        preview.problems.append(Problem(None, f"«{name}» está vacío."))
        return None
    # The list may not be on the first sheet: take the first whose header makes sense.
    chosen = sheets[0]
    best = -1
    for title, table in sheets:
        _, header = _find_header(table)
        score = len(header.index) if header else 0
        if header and header.complete:
            chosen = (title, table)
            break
        if score > best:
            chosen, best = (title, table), score
    preview.sheet = chosen[0]
    return chosen[1]


# --- from a table of cells to records -----------------------------------------------------------


@dataclass
class _Header:
    index: dict[str, int]  # field name -> column position
    labels: dict[str, str]  # field name -> header as written
    repeated: list[tuple[str, str, str]]  # field, first header, second header
    ignored: list[tuple[int, str]]

    @property
    def complete(self) -> bool:
        names = set(self.index)
        if "apellidos" not in names and "apellido1" in names:
            names.add("apellidos")
        return all(name in names for name in _REQUIRED)


def _match_header(cells: Sequence[object]) -> _Header:
    header = _Header({}, {}, [], [])
    for position, cell in enumerate(cells):
        text = _cell_text(cell)
        if not text:
            continue
        name = _BY_KEY.get(header_key(text))
        if name is None:
            header.ignored.append((position, text))
        elif name in header.index:
            header.repeated.append((name, header.labels[name], text))
        else:
            header.index[name] = position
            header.labels[name] = text
    return header


def _blank(cells: Sequence[object]) -> bool:
    return all(not _cell_text(c) for c in cells)


def _find_header(table: _Table) -> tuple[int, _Header | None]:
    """Position in table of the header row and its meaning; the best guess if none is complete."""
    best: tuple[int, _Header] | None = None
    seen = 0
    for position, (_, cells) in enumerate(table):
        if _blank(cells):
            continue
        header = _match_header(cells)
        if header.complete:
            return position, header
        if best is None or len(header.index) > len(best[1].index):
            best = (position, header)
        seen += 1
        if seen >= HEADER_SEARCH_ROWS:
            break
    if best is None:
        return -1, None
    return best


def _parse_table(preview: ImportPreview, table: _Table, today: date, strict_width: bool) -> None:
    name = preview.path.name
    position, header = _find_header(table)
    if header is None:
        preview.problems.append(Problem(None, f"«{name}» está vacío."))
        return
    if not header.index:
        preview.problems.append(
            Problem(
                None,
                f"«{name}» no parece una lista de jugadores: no se encuentra la fila de "
                "cabecera con las columnas Licencia, Nombre y Apellidos.",
            )
        )
        return
    preview.columns = dict(header.labels)
    preview.ignored_columns = [text for _, text in header.ignored]
    for name_, first, second in header.repeated:
        preview.problems.append(
            Problem(
                None,
                f"Las columnas «{first}» y «{second}» dicen lo mismo "
                f"({_BY_NAME[name_].label}); deje solo una.",
            )
        )
    if not header.complete:
        for required in _REQUIRED:
            if required == "apellidos" and "apellido1" in header.index:
                continue
            if required not in header.index:
                preview.problems.append(
                    Problem(None, f"Falta la columna obligatoria «{required}».")
                )
        return

    width = max(header.index.values()) + 1
    if header.ignored:
        width = max(width, max(pos for pos, _ in header.ignored) + 1)
    for line, cells in table[position + 1 :]:
        if _blank(cells):
            continue
        row, problems = _parse_row(cells, header, today)
        if strict_width and any(_cell_text(c) for c in cells[width:]):
            problems.append(
                "tiene más valores que columnas la cabecera; ¿hay un separador "
                f"({_DELIMITER_NAMES.get(preview.delimiter or '', 'coma')}) "
                "dentro de algún valor sin comillas?"
            )
        preview.rows.append(ImportRow(line, row[0], row[1]))
        preview.problems.extend(Problem(line, m) for m in problems)
    if not preview.rows:
        preview.problems.append(
            Problem(None, f"«{name}» no tiene ninguna fila de jugadores, solo la cabecera.")
        )
        return
    preview.problems = merged_problems(preview.problems, row_problems(preview.rows, today))


def _parse_row(
    cells: Sequence[object], header: _Header, today: date
) -> tuple[tuple[PlayerRecord, int | None], list[str]]:
    problems: list[str] = []

    def cell(name: str) -> object:
        position = header.index.get(name)
        if position is None or position >= len(cells):
            return None
        return cells[position]

    def text(name: str) -> str:
        value = _cell_text(cell(name))
        if "\n" in value or "\r" in value:
            problems.append(
                f"{_BY_NAME[name].label}: el valor ocupa varias líneas; "
                "¿falta cerrar unas comillas?"
            )
        return value

    last_name = text("apellidos")
    if "apellidos" not in header.index:
        last_name = " ".join(t for t in (text("apellido1"), text("apellido2")) if t)
    record = PlayerRecord(
        first_name=text("nombre"), last_name=last_name, licence=clean_licence(text("licencia"))
    )
    record.dni = text("dni") or None
    for name, attr in (("fecha_nacimiento", "birth_date"), ("fecha_alta", "incorporated_on")):
        try:
            setattr(record, attr, _date_value(cell(name), _BY_NAME[name].label))
        except InvalidValue as exc:
            problems.append(_sentence(str(exc)))
    for name, attr in (("elo_canario", "elo_canario"), ("elo_fide", "fide_rating")):
        try:
            rating = parse_rating(_whole_number_text(cell(name)), _BY_NAME[name].label)
            setattr(record, attr, rating)
        except InvalidValue as exc:
            problems.append(_sentence(str(exc)))
    record.team_rank = text("equipo").upper() or None
    active = text("activo")
    if header_key(active) in _NO:
        record.active = False
    elif active and header_key(active) not in _YES:
        problems.append(f"Activo: «{active}» no se entiende; escriba sí o no.")
    garbled = [
        str(value)
        for value in (cell(name) for name in header.index)
        if isinstance(value, str) and "\ufffd" in value
    ]
    if garbled:
        problems.append(
            f"«{garbled[0].strip()}» tiene letras ilegibles: el archivo mezcla codificaciones. "
            "Corrija los acentos y guárdelo como CSV UTF-8."
        )
    for position, heading in header.ignored:
        if position < len(cells) and (value := _cell_text(cells[position])):
            record.extra[heading] = value

    order = None
    if "orden" in header.index:
        raw = _whole_number_text(cell("orden"))
        label = header.labels["orden"]
        if not raw:
            problems.append(f"falta el número de orden (columna «{label}»).")
        elif not raw.isdecimal() or int(raw) < 1:
            problems.append(f"{label}: «{raw}» no es un número de orden (entero mayor que 0).")
        else:
            order = int(raw)
    if not record.licence:
        problems.append("falta la licencia.")
    return (record, order), problems


def merged_problems(first: Sequence[Problem], second: Sequence[Problem]) -> list[Problem]:
    """Both lists without repeats, file-level problems first, then by line."""
    merged = list(dict.fromkeys([*first, *second]))
    merged.sort(key=lambda p: -1 if p.line is None else p.line)
    return merged


def row_problems(rows: Sequence[ImportRow], today: date) -> list[Problem]:
    """Checks of the records themselves and between rows, shared by reading and planning.

    Normalises valid DNI/NIE in the records, as validate_player does.
    """
    problems: list[Problem] = []
    licences: dict[str, int] = {}
    documents: dict[str, int] = {}
    orders: dict[int, int] = {}
    for row in rows:
        record = row.record
        problems.extend(Problem(row.line, _sentence(m)) for m in validate_player(record, today))
        if record.licence:
            if record.licence in licences:
                problems.append(
                    Problem(
                        row.line,
                        f"la licencia {record.licence} ya aparece en la línea "
                        f"{licences[record.licence]}.",
                    )
                )
            else:
                licences[record.licence] = row.line
        if record.dni:
            document = normalize_document(record.dni)
            if document in documents:
                problems.append(
                    Problem(
                        row.line,
                        f"el DNI/NIE {document} ya aparece en la línea {documents[document]}.",
                    )
                )
            else:
                documents[document] = row.line
        if row.order is not None:
            if row.order in orders:
                problems.append(
                    Problem(
                        row.line,
                        f"el número de orden {row.order} ya aparece en la línea "
                        f"{orders[row.order]}.",
                    )
                )
            else:
                orders[row.order] = row.line
    return problems


_SENTENCE_OPENERS = frozenset(("Falta", "Faltan", "La", "El", "Los", "Las", "Un", "Una", "No"))


def _sentence(message: str) -> str:
    """Lower-case an opening word so the text reads on after "Línea 4: "; field labels stay."""
    first, _, rest = message.partition(" ")
    if first in _SENTENCE_OPENERS:
        return f"{first.lower()} {rest}"
    return message


def format_date(value: date) -> str:
    return f"{value.day:02d}/{value.month:02d}/{value.year:04d}"


def _cell_text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "sí" if value else "no"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, datetime):
        if value.hour or value.minute or value.second:
            return f"{format_date(value)} {value:%H:%M}"
        return format_date(value)
    if isinstance(value, date):
        return format_date(value)
    return str(value).strip()


def _whole_number_text(value: object) -> str:
    # A rating typed in a CSV made by another program often arrives as "1950.0" or "1950,0".
    text = _cell_text(value)
    match = re.fullmatch(r"(\d+)[.,]0+", text)
    return match.group(1) if match else text


_MIDNIGHT = re.compile(r"(\d{4}-\d{2}-\d{2})[ T]00:00(?::00(?:\.0+)?)?")


def _date_value(value: object, label: str) -> date | None:
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    text = _cell_text(value)
    # An XLSX date that went through another tool may come back as "1985-02-01 00:00:00".
    match = _MIDNIGHT.fullmatch(text)
    return parse_date(match.group(1) if match else text, label)
