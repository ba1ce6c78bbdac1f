"""A competition's calendar in and out of CSV files (moving one match: ``match_moves``).

Import also reads XLSX (the sheet whose first row looks most like the header). With
``create_teams`` a team the competition does not know is registered there: an unregistered team
of that name is entered, otherwise a rival club and team are created (a final letter A-H is the
team's rank: "Ajedrez Orotava B"). Those teams exist only if the whole import succeeds. Every
date must fall within the competition's season (domain/season.py).

The file has one line per match: Ronda; Fecha (dd/mm/aaaa); Hora (hh:mm); Local; Visitante;
Lugar; Estado. Export writes UTF-8 with BOM and ";" (what Spanish Excel opens on a double click);
import also reads UTF-8 without BOM, Windows-1252/Latin-1 and UTF-16, separated by ";", "," or
tabs, like the player lists (store/player_file.py).

Import is all or nothing: reading collects every problem with its line number, and nothing is
written unless there is none. Decisions:

- Only into a competition without rounds: replacing a calendar that already has lineups or
  results would orphan them.
- Teams are matched by name among the teams registered in the competition, ignoring case,
  accents, spaces and punctuation; every registered team must appear (a team left out would
  silently never play, as in store/calendar.py).
- A round's official date is the date of its earliest match, or the Saturday before when that is
  a Sunday (CH-6.1: Saturday and Sunday of one weekend are the same round). All matches of a
  round must fall within the six days after it, and rounds must follow each other in time.
- An empty "Lugar" takes the home club's venue; an empty "Estado" is "programado".
- The exported dates are the official ones (``scheduled_at``); a match moved with
  ``move_match`` keeps its official date in the file and shows "aplazado".
"""

from __future__ import annotations

import csv
import io
import logging
import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from pathlib import Path

from sqlalchemy import func
from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import Session, col, select

from delegate_app.domain.players import InvalidValue, parse_date
from delegate_app.domain.season import season_window
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club, Competition, Match, Round, Team
from delegate_app.store.rows import get_row, id_col, require_id
from delegate_app.store.textfiles import (
    MAX_FILE_BYTES,
    Problem,
    ProblemsFound,
    decode_text,
    header_key,
    looks_binary,
    os_reason,
    read_xlsx_sheets,
    refusal,
    write_atomically,
)

log = logging.getLogger(__name__)

HEADERS = ("Ronda", "Fecha", "Hora", "Local", "Visitante", "Lugar", "Estado")
STATUSES = ("programado", "aplazado", "jugado")
_DELIMITERS = (";", ",", "\t")
_XLSX_MAGIC = b"PK\x03\x04"
_MAX_LISTED_PROBLEMS = 12
SATURDAY, SUNDAY = 5, 6

# Column name -> the headers people write for it (compared with textfiles.header_key).
_SYNONYMS = {
    "ronda": ("ronda", "jornada", "nº ronda", "n.º ronda", "número de ronda"),
    "fecha": ("fecha", "día", "dia", "fecha del encuentro"),
    "hora": ("hora", "hora de inicio", "comienzo"),
    "local": ("local", "equipo local", "casa"),
    "visitante": ("visitante", "equipo visitante", "fuera"),
    "lugar": ("lugar", "sede", "local de juego", "dirección", "direccion", "sala"),
    "estado": ("estado", "situación", "situacion"),
}
_REQUIRED = ("ronda", "fecha", "hora", "local", "visitante")
_LABELS = dict(zip(_SYNONYMS, HEADERS, strict=True))
_BY_KEY = {header_key(word): name for name, words in _SYNONYMS.items() for word in words}
_TIME = re.compile(r"(\d{1,2})\s*[:.hH]\s*(\d{2})(?:\s*h)?")


def date_text(value: date) -> str:
    return f"{value.day:02d}/{value.month:02d}/{value.year:04d}"


# --- export ------------------------------------------------------------------------------------


def export_calendar_csv(db: Database, competition_id: int, path: Path | str) -> int:
    """Write the competition's calendar as CSV; returns the number of matches written."""
    with db.session() as s:
        competition = s.get(Competition, competition_id)
        if competition is None:
            raise StoreError("La competición ya no existe.")
        rows = s.exec(
            select(Match, Round)
            .join(Round, col(Round.id) == Match.round_id)
            .where(Round.competition_id == competition_id)
            .order_by(col(Round.number), col(Match.scheduled_at), col(Match.id))
        ).all()
        names = dict(s.exec(select(id_col(Team.id), Team.name)).all())
    if not rows:
        raise StoreError(
            f"«{competition.name}» no tiene calendario todavía; no hay nada que exportar."
        )
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, delimiter=";", lineterminator="\r\n")
    writer.writerow(HEADERS)
    for match, rnd in rows:
        writer.writerow(
            [
                rnd.number,
                date_text(match.scheduled_at.date()),
                f"{match.scheduled_at:%H:%M}",
                names[match.home_team_id],
                names[match.away_team_id],
                match.venue,
                match.status,
            ]
        )
    write_atomically(Path(path), buffer.getvalue().encode("utf-8-sig"))
    return len(rows)


# --- import ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CalendarLine:
    line: int
    round_number: int
    starts_at: datetime
    home_team_id: int
    away_team_id: int
    venue: str
    status: str


@dataclass
class CalendarPreview(ProblemsFound):
    """What an import would write, and every problem that stops it."""

    path: Path
    lines: list[CalendarLine] = field(default_factory=list)  # only the lines without problems
    problems: list[Problem] = field(default_factory=list)
    round_dates: dict[int, date] = field(default_factory=dict)
    create_teams: bool = False
    new_teams: list[str] = field(default_factory=list)  # teams the import registers or creates
    # every data line of the file, as read: line -> "ronda 1, 03/10/2026 16:00, A – B"
    read_lines: dict[int, str] = field(default_factory=dict)

    def report_lines(self) -> list[str]:
        """The per-line report: each line of the file with "correcto" or its problems, then
        the problems of the whole file."""
        out = []
        for line, text in sorted(self.read_lines.items()):
            problems = [p.message for p in self.problems if p.line == line]
            verdict = "; ".join(problems) if problems else "correcto"
            out.append(f"Línea {line}: {text}: {verdict}")
        out += [str(p) for p in self.problems if p.line is None or p.line not in self.read_lines]
        return out


@dataclass(frozen=True)
class ImportedCalendar:
    rounds: int
    matches: int
    teams_created: tuple[str, ...] = ()


def read_calendar(
    db: Database, competition_id: int, path: Path | str, create_teams: bool = False
) -> CalendarPreview:
    """Check a calendar file (CSV or XLSX) against the competition, without writing.

    Never raises. With create_teams, the teams the import would create are in new_teams.
    """
    return read_calendar_csv(db, competition_id, path, create_teams)


def import_calendar(
    db: Database, competition_id: int, path: Path | str, create_teams: bool = False
) -> ImportedCalendar:
    """Import a CSV or XLSX calendar in one transaction, or nothing (StoreError listing why)."""
    return import_calendar_csv(db, competition_id, path, create_teams)


def read_calendar_csv(
    db: Database, competition_id: int, path: Path | str, create_teams: bool = False
) -> CalendarPreview:
    """Check a calendar file against the competition, without writing. Never raises."""
    preview = CalendarPreview(path=Path(path), create_teams=create_teams)
    try:
        # Teams to create are added to this session and rolled back when it closes.
        with db.session() as s:
            _plan(s, competition_id, preview)
    except Exception:
        # No traceback for the delegate: whatever slipped past the checks is a message.
        log.exception("Error inesperado al leer el calendario %s", path)
        preview.lines = []
        preview.problems = [
            Problem(
                None,
                f"Error inesperado al leer «{preview.path.name}»; los detalles están en el log.",
            )
        ]
    return preview


def import_calendar_csv(
    db: Database, competition_id: int, path: Path | str, create_teams: bool = False
) -> ImportedCalendar:
    """Import the whole calendar in one transaction, or nothing (StoreError listing why)."""
    preview = CalendarPreview(path=Path(path), create_teams=create_teams)
    try:
        with db.session() as s, s.begin():
            # Planned inside the transaction: the database may have changed since a preview.
            _plan(s, competition_id, preview)
            if not preview.ok:
                raise StoreError(refusal(preview.problems, "el calendario", _MAX_LISTED_PROBLEMS))
            _write(s, competition_id, preview)
    except SQLAlchemyError as exc:
        log.exception("Importación del calendario fallida en la base de datos")
        raise StoreError(
            "No se ha podido guardar el calendario; no se ha cambiado nada. "
            "Los detalles están en el log."
        ) from exc
    return ImportedCalendar(
        rounds=len(preview.round_dates),
        matches=len(preview.lines),
        teams_created=tuple(preview.new_teams),
    )


def _read_table(preview: CalendarPreview) -> list[tuple[int, list[str]]] | None:
    name = preview.path.name
    try:
        if preview.path.stat().st_size > MAX_FILE_BYTES:
            preview.problems.append(
                Problem(None, f"«{name}» es demasiado grande para ser un calendario.")
            )
            return None
        data = preview.path.read_bytes()
    except OSError as exc:
        preview.problems.append(Problem(None, f"No se puede leer «{name}»: {os_reason(exc)}."))
        return None
    if data.startswith(_XLSX_MAGIC) or preview.path.suffix.lower() in (".xlsx", ".xlsm"):
        return _read_xlsx(preview, data)
    decoded = decode_text(data)
    if decoded is None or looks_binary(decoded[0]):
        preview.problems.append(
            Problem(None, f"«{name}» no es un archivo de texto CSV; guarde el calendario como CSV.")
        )
        return None
    text = decoded[0]
    if not text.strip():
        preview.problems.append(Problem(None, f"«{name}» está vacío."))
        return None
    first_line = next(line for line in text.splitlines() if line.strip())
    delimiter = max(
        _DELIMITERS,
        key=lambda d: (
            sum(
                header_key(cell) in _BY_KEY for cell in next(csv.reader([first_line], delimiter=d))
            ),
            first_line.count(d),
        ),
    )
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    table = []
    previous_end = 0
    try:
        for cells in reader:
            table.append((previous_end + 1, [cell.strip() for cell in cells]))
            previous_end = reader.line_num
    except csv.Error:
        preview.problems.append(Problem(None, f"«{name}» no se puede leer como CSV."))
        return None
    return table


def _xlsx_cell(value: object) -> str:
    """A spreadsheet cell as the CSV would have it: dates dd/mm/aaaa, times hh:mm."""
    if value is None:
        return ""
    if isinstance(value, datetime):
        if value.year < 1901:  # Excel stores a time alone on its day zero (1899-12-30)
            return f"{value:%H:%M}"
        return date_text(value.date())
    if isinstance(value, date):
        return date_text(value)
    if isinstance(value, time):
        return f"{value:%H:%M}"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value).strip()


def _read_xlsx(preview: CalendarPreview, data: bytes) -> list[tuple[int, list[str]]] | None:
    read = read_xlsx_sheets(preview.path, data, preview.problems)
    if read is None:
        return None
    sheets = [
        [(number, [_xlsx_cell(v) for v in values]) for number, values in rows]
        for _title, rows in read
    ]

    def score(rows: list[tuple[int, list[str]]]) -> int:
        first = next((cells for _line, cells in rows if any(cells)), [])
        return sum(header_key(cell) in _BY_KEY for cell in first)

    # The calendar may not be on the first sheet: take the one whose header makes most sense.
    return max(sheets, key=score) if sheets else []


def _plan(s: Session, competition_id: int, preview: CalendarPreview) -> None:
    competition = s.get(Competition, competition_id)
    if competition is None:
        preview.problems.append(Problem(None, "La competición ya no existe."))
        return
    rounds = s.exec(
        select(func.count()).select_from(Round).where(Round.competition_id == competition_id)
    ).one()
    if rounds:
        preview.problems.append(
            Problem(
                None,
                f"«{competition.name}» ya tiene calendario ({rounds} rondas); solo se importa "
                "en una competición sin rondas.",
            )
        )
    table = _read_table(preview)
    if table is None:
        return
    body = [(line, cells) for line, cells in table if any(cells)]
    if not body:
        preview.problems.append(Problem(None, f"«{preview.path.name}» está vacío."))
        return
    header_line, header = body[0]
    columns: dict[str, int] = {}
    for position, heading in enumerate(header):
        name = _BY_KEY.get(header_key(heading))
        if name and name not in columns:
            columns[name] = position
    missing = [_LABELS[name] for name in _REQUIRED if name not in columns]
    if missing:
        listed = ", ".join(f"«{label}»" for label in missing)
        preview.problems.append(
            Problem(
                header_line,
                f"faltan columnas en la cabecera: {listed} (se esperan {'; '.join(HEADERS)}).",
            )
        )
        return
    teams = list(s.exec(select(Team).where(Team.competition_id == competition_id)))
    by_key = {header_key(team.name): team for team in teams}
    rows = body[1:]
    if not rows:
        preview.problems.append(Problem(None, "El archivo no tiene ningún encuentro."))
        return

    def cell(cells: list[str], name: str) -> str:
        position = columns[name]
        return cells[position] if position < len(cells) else ""

    for line, cells in rows:
        preview.read_lines[line] = (
            f"ronda {cell(cells, 'ronda') or '?'}, {cell(cells, 'fecha') or '?'} "
            f"{cell(cells, 'hora')}, {cell(cells, 'local') or '?'} – "
            f"{cell(cells, 'visitante') or '?'}"
        )
    if competition.archived:
        preview.problems.append(
            Problem(None, f"«{competition.name}» es de una temporada archivada: solo se consulta.")
        )
    elif preview.create_teams and not rounds:
        _create_unknown_teams(s, competition, rows, columns, cell, by_key, teams, preview)
    venues = {
        require_id(club): club.venue_address
        for club in s.exec(select(Club).where(col(Club.id).in_({t.club_id for t in teams})))
    }
    window = season_window(competition.season, competition.season_start, competition.season_end)
    unknown_teams = False
    for line, cells in rows:
        parsed, problems, unknown = _parse_line(
            line, cells, len(header), columns, by_key, venues, competition, window
        )
        unknown_teams |= unknown
        preview.problems.extend(problems)
        if parsed is not None:
            preview.lines.append(parsed)
    if unknown_teams:
        names = ", ".join(f"«{t.name}»" for t in sorted(teams, key=lambda t: t.name))
        preview.problems.append(
            Problem(
                None,
                f"Los equipos inscritos en «{competition.name}» son: {names or 'ninguno'}. "
                "Para dar de alta los que faltan como equipos rivales, importe con «crear "
                "equipos» (--crear-equipos en la línea de órdenes).",
            )
        )
    _check_together(preview, teams, competition)
    preview.problems.sort(key=lambda p: (p.line is not None, p.line or 0))


def _create_unknown_teams(
    s: Session,
    competition: Competition,
    rows: list[tuple[int, list[str]]],
    columns: dict[str, int],
    cell: Callable[[list[str], str], str],
    by_key: dict[str, Team],
    teams: list[Team],
    preview: CalendarPreview,
) -> None:
    """Register or create, in s, every team of the file that the competition does not know."""
    from delegate_app.store.competition_teams import add_team_to_competition, split_team_name

    clubs = {
        header_key(club.name): club
        for club in s.exec(select(Club).where(Club.sport == competition.sport))
    }
    # a new club's venue is where it plays at home (the "lugar" of its first home match)
    home_venues: dict[str, str] = {}
    # and it plays at home on Sunday (art. 6.1) when its first home match is on a Sunday
    sunday_home: dict[str, bool] = {}
    for _line, cells in rows:
        home = header_key(cell(cells, "local"))
        if "lugar" in columns and cell(cells, "lugar"):
            home_venues.setdefault(home, cell(cells, "lugar"))
        try:
            day = parse_date(cell(cells, "fecha"), "Fecha")
        except InvalidValue:
            day = None
        if day is not None:
            sunday_home.setdefault(home, day.weekday() == SUNDAY)
    failed: set[str] = set()
    for line, cells in rows:
        for side in ("local", "visitante"):
            raw = cell(cells, side)
            key = header_key(raw)
            if not raw or key in by_key or key in failed:
                continue
            # An unregistered team of that name (the delegate's own, typed in first) is entered.
            existing = s.exec(
                select(Team)
                .join(Club, col(Club.id) == Team.club_id)
                .where(Club.sport == competition.sport, col(Team.competition_id).is_(None))
            ).all()
            found = next((t for t in existing if header_key(t.name) == key), None)
            try:
                if found is not None:
                    owner = get_row(s, Club, found.club_id)
                    team = add_team_to_competition(
                        s, competition, owner.name, found.name, found.rank, "", found.sunday_home
                    )
                else:
                    club_name, rank = split_team_name(raw)
                    club = clubs.get(header_key(club_name))
                    venue = "" if club else home_venues.get(key, "")
                    team = add_team_to_competition(
                        s,
                        competition,
                        club.name if club else club_name,
                        raw,
                        rank,
                        venue,
                        sunday_home.get(key, False),
                    )
                    clubs.setdefault(header_key(club_name), get_row(s, Club, team.club_id))
            except StoreError as exc:
                failed.add(key)
                preview.problems.append(Problem(line, _lower_first(str(exc))))
                continue
            by_key[key] = team
            teams.append(team)
            preview.new_teams.append(team.name)


def _parse_line(
    line: int,
    cells: list[str],
    width: int,
    columns: dict[str, int],
    teams: dict[str, Team],
    venues: dict[int, str],
    competition: Competition,
    window: tuple[date, date] | None = None,
) -> tuple[CalendarLine | None, list[Problem], bool]:
    problems: list[str] = []
    unknown = False

    def cell(name: str) -> str:
        position = columns.get(name)
        return cells[position] if position is not None and position < len(cells) else ""

    if len(cells) > width and any(cells[width:]):
        problems.append(
            f"tiene {len(cells)} valores y la cabecera {width}; ¿hay un separador dentro de un "
            "nombre sin comillas?"
        )
    raw_round = cell("ronda")
    round_number = None
    if not raw_round:
        problems.append("falta la ronda.")
    elif not raw_round.isdecimal() or int(raw_round) < 1:
        problems.append(f"Ronda: «{raw_round}» no es un número de ronda (entero mayor que 0).")
    else:
        round_number = int(raw_round)
    day = None
    raw_date = cell("fecha")
    if not raw_date:
        problems.append("falta la fecha.")
    else:
        try:
            day = parse_date(raw_date, "Fecha")
        except InvalidValue as exc:
            problems.append(str(exc))
        if day is not None and window is not None and not window[0] <= day <= window[1]:
            problems.append(
                f"Fecha: el {date_text(day)} está fuera de la temporada {competition.season} "
                f"({date_text(window[0])} a {date_text(window[1])})."
            )
    at = None
    raw_time = cell("hora")
    found = _TIME.fullmatch(raw_time)
    if not raw_time:
        problems.append("falta la hora.")
    elif not found or int(found.group(1)) > 23 or int(found.group(2)) > 59:
        problems.append(f"Hora: «{raw_time}» no es una hora (use hh:mm, por ejemplo 16:00).")
    else:
        at = time(int(found.group(1)), int(found.group(2)))
    sides = []
    for name, label in (("local", "local"), ("visitante", "visitante")):
        raw = cell(name)
        team = teams.get(header_key(raw)) if raw else None
        if not raw:
            problems.append(f"falta el equipo {label}.")
        elif team is None:
            unknown = True
            problems.append(f"el equipo {label} «{raw}» no está inscrito en «{competition.name}».")
        sides.append(team)
    home, away = sides
    if home is not None and away is not None and home.id == away.id:
        problems.append(f"«{home.name}» no puede jugar contra sí mismo.")
    raw_status = cell("estado")
    status = "programado"
    if raw_status:
        status = next((st for st in STATUSES if header_key(st) == header_key(raw_status)), "")
        if not status:
            problems.append(
                f"Estado: «{raw_status}» no se entiende; escriba programado, aplazado o jugado."
            )
    if problems:
        return None, [Problem(line, _lower_first(p)) for p in problems], unknown
    assert round_number is not None and day is not None and at is not None
    assert home is not None and away is not None
    venue = cell("lugar") or venues.get(home.club_id, "")
    parsed = CalendarLine(
        line,
        round_number,
        datetime.combine(day, at),
        require_id(home),
        require_id(away),
        venue,
        status,
    )
    return parsed, [], unknown


def _lower_first(message: str) -> str:
    # Field labels ("Ronda:", "Fecha:") keep their capital; sentences read on after "Línea 4: ".
    first, _, rest = message.partition(" ")
    if first in ("El", "La", "Los", "Las", "Falta", "Faltan"):
        return f"{first.lower()} {rest}"
    return message


def _check_together(preview: CalendarPreview, teams: list[Team], competition: Competition) -> None:
    """What only the lines taken together can show: pairings, rounds and their dates."""
    names = {require_id(team): team.name for team in teams}
    playing: dict[tuple[int, int], int] = {}
    pairings: dict[tuple[int, int], int] = {}
    by_round: dict[int, list[CalendarLine]] = defaultdict(list)
    for entry in preview.lines:
        by_round[entry.round_number].append(entry)
        for team_id in (entry.home_team_id, entry.away_team_id):
            earlier = playing.setdefault((entry.round_number, team_id), entry.line)
            if earlier != entry.line:
                preview.problems.append(
                    Problem(
                        entry.line,
                        f"«{names[team_id]}» ya juega en la ronda {entry.round_number} "
                        f"(línea {earlier}).",
                    )
                )
        pair = (entry.home_team_id, entry.away_team_id)
        keys = [pair] if competition.double_round_robin else [pair, pair[::-1]]
        met_at = next((pairings[k] for k in keys if k in pairings), None)
        if met_at is not None:
            vuelta = "" if competition.double_round_robin else " (la liga es a una vuelta)"
            preview.problems.append(
                Problem(
                    entry.line,
                    f"«{names[pair[0]]}» - «{names[pair[1]]}» ya se enfrentan en la línea "
                    f"{met_at}{vuelta}.",
                )
            )
        else:
            pairings[pair] = entry.line
    if not preview.lines:
        return
    seen = {t for entry in preview.lines for t in (entry.home_team_id, entry.away_team_id)}
    for team in sorted(teams, key=lambda t: t.name):
        if team.id not in seen:
            preview.problems.append(
                Problem(
                    None,
                    f"El equipo «{team.name}» está inscrito en «{competition.name}» pero no "
                    "juega ningún encuentro del calendario.",
                )
            )
    numbers = sorted(by_round)
    for expected, number in enumerate(numbers, start=1):
        if number != expected:
            missing = ", ".join(str(n) for n in range(expected, number))
            preview.problems.append(
                Problem(None, f"Falta la ronda {missing}: las rondas deben ir seguidas desde la 1.")
            )
            break
    previous: tuple[int, date] | None = None
    for number in numbers:
        entries = by_round[number]
        first = min(entry.starts_at.date() for entry in entries)
        official = first - timedelta(days=1) if first.weekday() == SUNDAY else first
        preview.round_dates[number] = official
        for entry in entries:
            if (entry.starts_at.date() - official).days > 6:
                preview.problems.append(
                    Problem(
                        entry.line,
                        f"la ronda {number} empieza el {date_text(official)} y este encuentro "
                        f"es el {date_text(entry.starts_at.date())}: una ronda se juega en "
                        "una misma semana.",
                    )
                )
        if previous is not None and official <= previous[1]:
            line = min(entry.line for entry in entries)
            preview.problems.append(
                Problem(
                    line,
                    f"la ronda {number} ({date_text(official)}) no es posterior a la ronda "
                    f"{previous[0]} ({date_text(previous[1])}).",
                )
            )
        previous = (number, official)


def _write(s: Session, competition_id: int, preview: CalendarPreview) -> None:
    rounds = {
        number: Round(competition_id=competition_id, number=number, official_date=day)
        for number, day in sorted(preview.round_dates.items())
    }
    s.add_all(rounds.values())
    s.flush()  # the matches need the rounds' ids
    for entry in preview.lines:
        s.add(
            Match(
                round_id=require_id(rounds[entry.round_number]),
                home_team_id=entry.home_team_id,
                away_team_id=entry.away_team_id,
                scheduled_at=entry.starts_at,
                venue=entry.venue,
                status=entry.status,
            )
        )
    competition = get_row(s, Competition, competition_id)
    competition.first_round_date = rounds[1].official_date
    s.add(competition)
    s.flush()
