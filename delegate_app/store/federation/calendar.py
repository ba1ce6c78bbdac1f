"""The league calendar in the federation's database (migration fed_0003): every match of a
competition, played or not, so that a match whose acta never arrived is still known.

The league file is read by the club side's own reader (store/league_file.read_league_file).
Its matches become the same `fed_match` rows the received actas use (one row per competition,
round, home and away team), so an acta filed before or after the calendar lands on the same
match, and the competition gets the same id whichever came first (inbox.competition_id_for of
sport, season and name).

- ``fed_team``: each team of the competition and the club it belongs to (whose delegate owes
  the acta);
- ``fed_fixture``: the calendar's facts of a match: the round's official date, the official
  hour, the day it is played when moved, the venue and the state. Times are Canary wall-clock
  time without zone, as the calendar and the deadlines are written (not the UTC of receipts);
- ``fed_calendar``: which file last set each competition's calendar, and when.

An import is one transaction: all of it or nothing. The same file again changes nothing and
says so; a changed file updates dates, venues and states in place, adds and withdraws matches,
and the preview (``preview=True``) lists exactly those changes and rolls them back. Two clerks
importing at once never duplicate a row: every row is inserted with ON CONFLICT DO NOTHING on
its natural key, and the competition's row is locked (PostgreSQL; SQLite's write transaction
is exclusive) before the calendar is compared, so the second import sees the first one's rows.
"""

from __future__ import annotations

import hashlib
import logging
import time
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Column, Connection, DateTime, UniqueConstraint, delete, func, select, update
from sqlalchemy.exc import OperationalError, SQLAlchemyError
from sqlmodel import Field, col

from delegate_app.domain.federation.evidence_deadlines import MatchRecord, Received, local_time
from delegate_app.domain.federation.records import IntakeStatus, MatchKey
from delegate_app.store.errors import StoreError
from delegate_app.store.federation.database import FederationDb, dialect_insert
from delegate_app.store.federation.inbox import (
    ATTEMPTS,
    as_utc,
    competition_id_of,
    worth_retrying,
)
from delegate_app.store.federation.models import (
    FedCompetition,
    FedMatch,
    FedModel,
    FedReceivedFile,
)

if TYPE_CHECKING:
    from delegate_app.store.league_file import LeagueData

log = logging.getLogger(__name__)

SPORTS = ("ajedrez", "domino")
POSTPONED = "aplazado"
VERIFIED = (IntakeStatus.ACCEPTED.value, IntakeStatus.INCOMPLETE.value)
LISTED_CHANGES = 40


class FedTeam(FedModel, table=True):
    """A team of a competition's calendar and its club."""

    __tablename__ = "fed_team"

    id: int | None = Field(default=None, primary_key=True)
    competition_id: int = Field(foreign_key="fed_competition.id", index=True)
    name: str  # as the actas name it (acta.json "contenido.encuentro.local"/"visitante")
    club: str
    rank: str = ""

    __table_args__ = (UniqueConstraint("competition_id", "name", name="uq_fed_team_name"),)


class FedFixture(FedModel, table=True):
    """The calendar's facts of one match (at most one row per match)."""

    __tablename__ = "fed_fixture"

    match_id: int = Field(
        primary_key=True, foreign_key="fed_match.id", sa_column_kwargs={"autoincrement": False}
    )
    official_date: date  # the round's official date
    scheduled_at: datetime = Field(sa_column=Column(DateTime(), nullable=False))  # local time
    played_at: datetime | None = Field(default=None, sa_column=Column(DateTime(), nullable=True))
    venue: str = ""
    status: str = "programado"  # "programado" | "aplazado" | "jugado", as in the league file


class FedCalendar(FedModel, table=True):
    """The league file that last set a competition's calendar."""

    __tablename__ = "fed_calendar"

    competition_id: int = Field(
        primary_key=True,
        foreign_key="fed_competition.id",
        sa_column_kwargs={"autoincrement": False},
    )
    file_name: str
    file_sha256: str
    imported_at: datetime  # first import, UTC
    changed_at: datetime  # last import that changed something, UTC


# --- importing ---------------------------------------------------------------------------------


@dataclass
class CalendarImport:
    """What importing a league file into the federation's database does (or did)."""

    file_name: str
    competition: str = ""  # «name» (season), for messages
    competition_id: int | None = None  # None in the preview of a competition not there yet
    new_competition: bool = False
    changes: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # facts worth knowing, never a change
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def changed(self) -> bool:
        return bool(self.changes)

    @property
    def summary(self) -> str:
        parts = [f"{n} {what}" for what, n in self.counts.items() if n]
        return ", ".join(parts) if parts else "sin cambios"

    def count(self, what: str, n: int = 1) -> None:
        self.counts[what] = self.counts.get(what, 0) + n


@dataclass(frozen=True)
class _Wanted:
    round: int
    home: str
    away: str
    official_date: date
    scheduled_at: datetime
    played_at: datetime | None
    venue: str
    status: str


_Key = tuple[int, str, str]  # round, home team, away team


def _normal(text: str) -> str:
    return unicodedata.normalize("NFC", text.strip())


def _read(path: Path) -> tuple[LeagueData, bytes]:
    from delegate_app.store.league_file import read_league_file

    try:
        league = read_league_file(path)
    except StoreError as exc:
        text = str(exc)
        if "nada" not in text:
            text += " No se ha importado nada."
        raise StoreError(text) from exc
    try:
        raw = path.read_bytes()
    except OSError as exc:  # pragma: no cover - it was read a moment ago
        raise StoreError(f"No se puede leer «{path.name}».") from exc
    return league, raw


def _plan(league: LeagueData, name: str) -> tuple[dict[str, tuple[str, str]], dict[_Key, _Wanted]]:
    """Teams (name -> club, rank) and matches by (round, home, away) of the file, checked for
    what the federation's calendar cannot hold."""
    if league.sport not in SPORTS:
        raise StoreError(
            f"«{name}»: la modalidad «{league.sport}» no es ajedrez ni dominó. "
            "No se ha importado nada."
        )
    teams: dict[str, tuple[str, str]] = {}
    for team in league.teams:
        team_name = _normal(team.name)
        club = (_normal(team.club), team.rank)
        if teams.get(team_name, club) != club:
            raise StoreError(
                f"«{name}»: dos equipos se llaman «{team_name}»; las actas nombran los equipos "
                "por su nombre y no se sabría cuál es cuál. No se ha importado nada."
            )
        teams[team_name] = club
    wanted: dict[_Key, _Wanted] = {}
    busy: set[tuple[int, str]] = set()
    for rnd in league.rounds:
        for match in rnd.matches:
            home, away = _normal(match.home.name), _normal(match.away.name)
            where = f"«{name}», ronda {rnd.number}"
            if home == away:
                raise StoreError(
                    f"{where}: «{home}» jugaría contra sí mismo. No se ha importado nada."
                )
            for side in (home, away):
                if (rnd.number, side) in busy:
                    raise StoreError(
                        f"{where}: «{side}» jugaría dos encuentros en la misma ronda. "
                        "No se ha importado nada."
                    )
                busy.add((rnd.number, side))
            wanted[(rnd.number, home, away)] = _Wanted(
                rnd.number,
                home,
                away,
                rnd.official_date,
                _wall_clock(match.scheduled_at),
                _wall_clock(match.played_at) if match.played_at else None,
                match.venue,
                match.status,
            )
    if not wanted:
        raise StoreError(
            f"«{name}» no trae ningún encuentro en su calendario. No se ha importado nada."
        )
    return teams, wanted


def _wall_clock(moment: datetime) -> datetime:
    """Calendar times are Canary local time; one given with a zone is turned into it."""
    if moment.tzinfo is None:
        return moment.replace(microsecond=0)
    return local_time(moment).replace(microsecond=0)


@contextmanager
def _transaction(db: FederationDb, keep: bool) -> Iterator[Connection]:
    """A write transaction committed only when `keep` (the preview rolls back)."""
    with db.engine.connect() as connection:
        connection = connection.execution_options(fed_immediate=True)
        transaction = connection.begin()
        try:
            yield connection
        except BaseException:
            transaction.rollback()
            raise
        if keep:
            transaction.commit()
        else:
            transaction.rollback()


def import_calendar(db: FederationDb, path: Path | str, *, preview: bool = False) -> CalendarImport:
    """Import the competition and calendar of a league file, all or nothing; with preview,
    only say what would change. StoreError (Spanish) when the file cannot be imported."""
    source = Path(path)
    league, raw = _read(source)
    teams, wanted = _plan(league, source.name)
    digest = hashlib.sha256(raw).hexdigest()
    for attempt in range(1, ATTEMPTS + 1):
        outcome = CalendarImport(file_name=source.name)
        try:
            with _transaction(db, keep=not preview) as c:
                _apply(c, db.dialect, league, teams, wanted, digest, outcome)
                if not preview and outcome.changed:
                    from delegate_app.store.federation.office_log import Action, record

                    record(
                        c,
                        Action.CALENDAR,
                        f"{source.name}: {outcome.competition}: {outcome.summary}",
                        competition_id=outcome.competition_id,
                    )
                if preview and outcome.new_competition:
                    outcome.competition_id = None  # it existed only in the rolled-back preview
                return outcome
        except OperationalError as exc:
            if attempt == ATTEMPTS or not worth_retrying(exc):
                log.exception("Importación del calendario %s fallida", source)
                raise StoreError(
                    f"No se ha podido guardar el calendario de «{source.name}» en {db.label}; "
                    "no se ha cambiado nada."
                ) from exc
            time.sleep(0.05 * attempt)
        except SQLAlchemyError as exc:
            log.exception("Importación del calendario %s fallida", source)
            raise StoreError(
                f"No se ha podido guardar el calendario de «{source.name}» en {db.label}; "
                "no se ha cambiado nada. Los detalles están en el log."
            ) from exc
    raise AssertionError("unreachable")


def _apply(
    c: Connection,
    dialect: str,
    league: LeagueData,
    teams: dict[str, tuple[str, str]],
    wanted: dict[_Key, _Wanted],
    digest: str,
    outcome: CalendarImport,
) -> None:
    now = datetime.now(UTC)
    sport, season, name = _normal(league.sport), _normal(league.season), _normal(league.name)
    outcome.competition = f"«{name}» ({season})"
    competition_id = competition_id_of(c, dialect, sport, season, name, now)
    outcome.competition_id = competition_id
    # The second of two clerks importing at once waits here for the first one's commit and
    # then compares against its rows.
    created_at = c.execute(
        select(col(FedCompetition.created_at))
        .where(col(FedCompetition.id) == competition_id)
        .with_for_update()
    ).scalar_one()
    if as_utc(created_at) == now:  # this transaction created it
        outcome.new_competition = True
        outcome.changes.append(
            f"Competición nueva: {outcome.competition}, {'dominó' if sport == 'domino' else sport}."
        )
        outcome.count("competición nueva")
    _apply_teams(c, dialect, competition_id, teams, outcome)
    _apply_matches(c, dialect, competition_id, wanted, outcome)
    _note_unscheduled(c, competition_id, outcome)
    stored = c.execute(
        select(col(FedCalendar.file_sha256)).where(
            col(FedCalendar.competition_id) == competition_id
        )
    ).first()
    if stored is None:
        c.execute(
            dialect_insert(dialect, FedCalendar)
            .values(
                competition_id=competition_id,
                file_name=outcome.file_name,
                file_sha256=digest,
                imported_at=now,
                changed_at=now,
            )
            .on_conflict_do_nothing()
        )
    elif outcome.changed or stored.file_sha256 != digest:
        values: dict[str, Any] = {"file_name": outcome.file_name, "file_sha256": digest}
        if outcome.changed:
            values["changed_at"] = now
        c.execute(
            update(FedCalendar)
            .where(col(FedCalendar.competition_id) == competition_id)
            .values(**values)
        )


def _apply_teams(
    c: Connection,
    dialect: str,
    competition_id: int,
    teams: dict[str, tuple[str, str]],
    outcome: CalendarImport,
) -> None:
    stored = {
        row.name: (row.club, row.rank)
        for row in c.execute(
            select(col(FedTeam.name), col(FedTeam.club), col(FedTeam.rank)).where(
                col(FedTeam.competition_id) == competition_id
            )
        )
    }
    for team, (club, rank) in teams.items():
        before = stored.get(team)
        if before is None:
            c.execute(
                dialect_insert(dialect, FedTeam)
                .values(competition_id=competition_id, name=team, club=club, rank=rank)
                .on_conflict_do_nothing()
            )
            outcome.count("equipos nuevos")
        elif before != (club, rank):
            c.execute(
                update(FedTeam)
                .where(col(FedTeam.competition_id) == competition_id, col(FedTeam.name) == team)
                .values(club=club, rank=rank)
            )
            outcome.changes.append(f"Equipo «{team}»: club «{before[0]}» → «{club}».")
            outcome.count("equipos cambiados")
    if outcome.counts.get("equipos nuevos"):
        outcome.changes.append(f"Equipos: {outcome.counts['equipos nuevos']} nuevos.")
    gone = sorted(set(stored) - set(teams))
    if gone:
        c.execute(
            delete(FedTeam).where(
                col(FedTeam.competition_id) == competition_id, col(FedTeam.name).in_(gone)
            )
        )
        outcome.changes.append(
            "Equipos que ya no están en el calendario: " + ", ".join(f"«{t}»" for t in gone) + "."
        )
        outcome.count("equipos retirados", len(gone))


def _fixture_values(item: _Wanted) -> dict[str, Any]:
    return {
        "official_date": item.official_date,
        "scheduled_at": item.scheduled_at,
        "played_at": item.played_at,
        "venue": item.venue,
        "status": item.status,
    }


def _difference(before: Any, item: _Wanted) -> str:
    parts = []
    if before.official_date != item.official_date:
        parts.append(
            f"fecha oficial {before.official_date:%d/%m/%Y} → {item.official_date:%d/%m/%Y}"
        )
    if before.scheduled_at != item.scheduled_at:
        parts.append(
            f"hora oficial {before.scheduled_at:%d/%m/%Y %H:%M} → "
            f"{item.scheduled_at:%d/%m/%Y %H:%M}"
        )
    if before.played_at != item.played_at:
        when = f"{item.played_at:%d/%m/%Y %H:%M}" if item.played_at else "su fecha oficial"
        parts.append(f"se juega {when}")
    if before.venue != item.venue:
        parts.append(f"lugar «{item.venue}»")
    if before.status != item.status:
        parts.append(f"estado {before.status} → {item.status}")
    return ", ".join(parts)


def _fixture_columns() -> tuple[Any, ...]:
    """A match's date, time, place and state as stored, read alike by the import (to compare)
    and by the listing."""
    return (
        col(FedFixture.official_date),
        col(FedFixture.scheduled_at),
        col(FedFixture.played_at),
        col(FedFixture.venue),
        col(FedFixture.status),
    )


def _apply_matches(
    c: Connection,
    dialect: str,
    competition_id: int,
    wanted: dict[_Key, _Wanted],
    outcome: CalendarImport,
) -> None:
    stored = {
        (row.round, row.home, row.away): row
        for row in c.execute(
            select(
                col(FedMatch.id),
                col(FedMatch.round),
                col(FedMatch.home),
                col(FedMatch.away),
                *_fixture_columns(),
            )
            .join(FedFixture, col(FedFixture.match_id) == col(FedMatch.id))
            .where(col(FedMatch.competition_id) == competition_id)
        )
    }
    added = 0
    for key, item in sorted(wanted.items()):
        before = stored.get(key)
        if before is None:
            c.execute(
                dialect_insert(dialect, FedMatch)
                .values(
                    competition_id=competition_id, round=item.round, home=item.home, away=item.away
                )
                .on_conflict_do_nothing()
            )
            match_id = c.execute(
                select(col(FedMatch.id)).where(
                    col(FedMatch.competition_id) == competition_id,
                    col(FedMatch.round) == item.round,
                    col(FedMatch.home) == item.home,
                    col(FedMatch.away) == item.away,
                )
            ).scalar_one()
            c.execute(
                dialect_insert(dialect, FedFixture)
                .values(match_id=match_id, **_fixture_values(item))
                .on_conflict_do_nothing()
            )
            added += 1
            continue
        difference = _difference(before, item)
        if not difference:
            continue
        c.execute(
            update(FedFixture)
            .where(col(FedFixture.match_id) == before.id)
            .values(**_fixture_values(item))
        )
        outcome.count("encuentros cambiados")
        outcome.changes.append(
            f"Encuentro ronda {item.round}, «{item.home}» – «{item.away}»: {difference}."
        )
    if added:
        outcome.changes.append(f"Calendario: {added} encuentros nuevos.")
        outcome.count("encuentros nuevos", added)
    gone = [row for key, row in sorted(stored.items()) if key not in wanted]
    for row in gone:
        c.execute(delete(FedFixture).where(col(FedFixture.match_id) == row.id))
        has_files = c.execute(
            select(func.count())
            .select_from(FedReceivedFile)
            .where(col(FedReceivedFile.match_id) == row.id)
        ).scalar_one()
        if not has_files:
            c.execute(delete(FedMatch).where(col(FedMatch.id) == row.id))
        kept = " (se conservan sus actas recibidas)" if has_files else ""
        outcome.changes.append(
            f"Encuentro ronda {row.round}, «{row.home}» – «{row.away}»: ya no está en el "
            f"calendario{kept}."
        )
    if gone:
        outcome.count("encuentros retirados", len(gone))
    if len(outcome.changes) > LISTED_CHANGES:
        hidden = len(outcome.changes) - LISTED_CHANGES
        outcome.changes[LISTED_CHANGES:] = [f"… y {hidden} cambios más."]


def _note_unscheduled(c: Connection, competition_id: int, outcome: CalendarImport) -> None:
    """Matches with received actas that the calendar does not hold: usually a team named one
    way on the actas and another in the league file. Told, never changed."""
    rows = c.execute(
        select(col(FedMatch.round), col(FedMatch.home), col(FedMatch.away))
        .outerjoin(FedFixture, col(FedFixture.match_id) == col(FedMatch.id))
        .where(col(FedMatch.competition_id) == competition_id, col(FedFixture.match_id).is_(None))
        .order_by(col(FedMatch.round), col(FedMatch.home))
    ).all()
    for row in rows[:LISTED_CHANGES]:
        outcome.notes.append(
            f"Hay actas de la ronda {row.round}, «{row.home}» – «{row.away}», que no está en el "
            "calendario: compruebe los nombres de los equipos."
        )


# --- reading -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class CalendarMatch:
    match_id: int
    competition_id: int
    sport: str
    match: MatchKey
    official_date: date
    scheduled_at: datetime  # local time
    played_at: datetime | None
    venue: str
    status: str
    home_club: str
    away_club: str

    @property
    def postponed(self) -> bool:
        """Postponed and not given a new day yet: nothing is due."""
        return self.status == POSTPONED and self.played_at is None

    @property
    def day(self) -> date:
        return (self.played_at or self.scheduled_at).date()


def calendar_matches(db: FederationDb, competition_id: int | None = None) -> list[CalendarMatch]:
    """Every match of the imported calendars, in order of competition, round and home team."""
    from sqlalchemy.orm import aliased

    home_team, away_team = aliased(FedTeam), aliased(FedTeam)
    query = (
        select(
            col(FedMatch.id),
            col(FedMatch.competition_id),
            col(FedCompetition.sport),
            col(FedCompetition.season),
            col(FedCompetition.name),
            col(FedMatch.round),
            col(FedMatch.home),
            col(FedMatch.away),
            *_fixture_columns(),
            col(home_team.club).label("home_club"),
            col(away_team.club).label("away_club"),
        )
        .join(FedFixture, col(FedFixture.match_id) == col(FedMatch.id))
        .join(FedCompetition, col(FedCompetition.id) == col(FedMatch.competition_id))
        .outerjoin(
            home_team,
            (col(home_team.competition_id) == col(FedMatch.competition_id))
            & (col(home_team.name) == col(FedMatch.home)),
        )
        .outerjoin(
            away_team,
            (col(away_team.competition_id) == col(FedMatch.competition_id))
            & (col(away_team.name) == col(FedMatch.away)),
        )
        .order_by(col(FedMatch.competition_id), col(FedMatch.round), col(FedMatch.home))
    )
    if competition_id is not None:
        query = query.where(col(FedMatch.competition_id) == competition_id)
    with db.engine.connect() as c:
        return [
            CalendarMatch(
                int(r.id),
                int(r.competition_id),
                r.sport,
                MatchKey(r.season, r.name, int(r.round), r.home, r.away),
                r.official_date,
                r.scheduled_at,
                r.played_at,
                r.venue,
                r.status,
                r.home_club or r.home,
                r.away_club or r.away,
            )
            for r in c.execute(query)
        ]


def calendar_sizes(db: FederationDb) -> dict[int, int]:
    """Matches in the calendar of each competition that has one."""
    query = (
        select(col(FedMatch.competition_id), func.count())
        .join(FedFixture, col(FedFixture.match_id) == col(FedMatch.id))
        .group_by(col(FedMatch.competition_id))
    )
    with db.engine.connect() as c:
        return {int(cid): int(n) for cid, n in c.execute(query)}


def calendar_records(
    db: FederationDb, competition_id: int | None, covered: set[int]
) -> list[MatchRecord]:
    """A deadline record for every calendar match not in `covered` (the matches whose actas
    already gave one): the calendar's day and clubs, and whatever verified files it has (an
    acta whose results could not be read still proves it arrived). A postponed match without
    a new day owes nothing yet and is left out."""
    matches = [
        m
        for m in calendar_matches(db, competition_id)
        if m.match_id not in covered and not m.postponed
    ]
    if not matches:
        return []
    from delegate_app.store.federation.result_reports import reports_by_match

    reports = reports_by_match(db)  # CH-14 by e-mail or fax (R25-4)
    files: dict[int, list[Received]] = {}
    query = (
        select(
            col(FedReceivedFile.match_id),
            col(FedReceivedFile.status),
            col(FedReceivedFile.received_at),
            col(FedReceivedFile.mail_received_at),
            col(FedReceivedFile.signed_roles),
            col(FedReceivedFile.file_name),
        )
        .join(FedFixture, col(FedFixture.match_id) == col(FedReceivedFile.match_id))
        .where(col(FedReceivedFile.status).in_(VERIFIED))
        .order_by(col(FedReceivedFile.received_at), col(FedReceivedFile.id))
    )
    with db.engine.connect() as c:
        for row in c.execute(query):
            files.setdefault(int(row.match_id), []).append(
                Received(
                    IntakeStatus(row.status),
                    as_utc(row.received_at),
                    as_utc(row.mail_received_at) if row.mail_received_at else None,
                    tuple(r for r in (row.signed_roles or "").split(",") if r),
                    row.file_name,
                )
            )
    return [
        MatchRecord(
            m.match,
            m.sport,
            m.day,
            m.home_club,
            m.away_club,
            False,  # whether the acta holds incidents for the committee is unknown without it
            tuple(files.get(m.match_id, ())),
            from_calendar=True,
            reports=reports.get(m.match_id, ()),
        )
        for m in matches
    ]


__all__ = [
    "CalendarImport",
    "CalendarMatch",
    "FedCalendar",
    "FedFixture",
    "FedTeam",
    "calendar_matches",
    "calendar_records",
    "calendar_sizes",
    "import_calendar",
]
