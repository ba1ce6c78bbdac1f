"""Queries that feed the official tables, the deadline report and the publication.

Results come from ``fed_result`` (see committee.py): ``sync_results`` reads acta.json once per
verified file and keeps what the tables need in a few short columns; the tables then read only
those columns (a few hundred kilobytes for 20,000 actas) instead of the actas themselves.
Every command that reads results calls it first, so a file filed a moment ago is included.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

from sqlalchemy import select, union
from sqlmodel import col

from delegate_app.domain.chess.standings import BoardResult
from delegate_app.domain.federation.acta_facts import (
    CHESS,
    ChessScore,
    DominoScore,
)
from delegate_app.domain.federation.evidence_deadlines import MatchRecord, Received
from delegate_app.domain.federation.official_standings import (
    DecisionError,
    OfficialResult,
    OfficialTable,
    official_table,
    parse_result,
)
from delegate_app.domain.federation.records import IntakeStatus, MatchKey
from delegate_app.store.errors import StoreError
from delegate_app.store.federation.committee import FedResult, list_decisions
from delegate_app.store.federation.database import FederationDb, dialect_insert
from delegate_app.store.federation.models import FedCompetition, FedMatch, FedReceivedFile
from delegate_app.store.federation.result_rows import (  # noqa: F401  (score_text: its old home)
    OPEN_BOARD,
    VERIFIED,
    result_row,
    score_text,
)

BATCH = 500


# --- the score in a few characters --------------------------------------------------------------


_BOARDS = {board.value: board for board in BoardResult}


def _chess_score(text: str) -> ChessScore:
    boards: list[BoardResult] = []
    open_boards: list[int] = []
    for number, word in enumerate(text.split(), start=1):
        if word == OPEN_BOARD:
            boards.append(BoardResult.DOUBLE_FORFEIT)
            open_boards.append(number)
        else:
            boards.append(_BOARDS.get(word) or BoardResult.parse(word))
    return ChessScore(tuple(boards), not open_boards, tuple(open_boards))


@lru_cache(maxsize=65536)
def stored_score(sport: str, text: str, final: bool) -> ChessScore | DominoScore:
    """The score of a fed_result row; a season repeats a few thousand texts, each read once."""
    if sport == CHESS:
        return _chess_score(text)
    score = parse_result(sport, text)
    assert isinstance(score, DominoScore)
    return DominoScore(score.partidas, final)


# --- filling fed_result ------------------------------------------------------------------------


def _missing_ids(db: FederationDb) -> list[int]:
    """Verified files without a fed_result row: ids only (the acta.json texts are read by
    primary key afterwards, a batch at a time, never in the scan)."""
    query = (
        select(col(FedReceivedFile.id))
        .outerjoin(FedResult, col(FedResult.file_id) == col(FedReceivedFile.id))
        .where(
            col(FedReceivedFile.status).in_(VERIFIED),
            col(FedReceivedFile.match_id).is_not(None),
            col(FedResult.file_id).is_(None),
        )
        .order_by(col(FedReceivedFile.id))
    )
    with db.engine.connect() as c:
        return [int(file_id) for file_id in c.execute(query).scalars() if file_id is not None]


def sync_results(db: FederationDb) -> int:
    """Read the acta.json of every verified file not read yet; returns how many were read.

    Safe with several processes at once: a row another process wrote first is kept
    (ON CONFLICT DO NOTHING), and both wrote the same facts of the same bytes anyway.
    """
    table = FedResult.__table__  # type: ignore[attr-defined]
    missing = _missing_ids(db)
    for start in range(0, len(missing), BATCH):
        batch = missing[start : start + BATCH]
        with db.engine.connect() as c:
            pending = c.execute(
                select(
                    col(FedReceivedFile.id),
                    col(FedReceivedFile.match_id),
                    col(FedReceivedFile.acta_json),
                ).where(col(FedReceivedFile.id).in_(batch))
            ).all()
        rows = [result_row(int(r.id), int(r.match_id), r.acta_json) for r in pending]
        with db.writing() as c:
            c.execute(dialect_insert(db.dialect, table).on_conflict_do_nothing(), rows)
    return len(missing)


# --- official tables ---------------------------------------------------------------------------


@dataclass(frozen=True)
class CompetitionInfo:
    id: int
    sport: str
    season: str
    name: str


@dataclass(frozen=True)
class CompetitionResults:
    competition: CompetitionInfo
    table: OfficialTable
    acta_files: dict[MatchKey, int]  # the first accepted file of each match (for its PDF)


def competitions(db: FederationDb, competition_id: int | None = None) -> list[CompetitionInfo]:
    query = select(
        col(FedCompetition.id),
        col(FedCompetition.sport),
        col(FedCompetition.season),
        col(FedCompetition.name),
    ).order_by(col(FedCompetition.season).desc(), col(FedCompetition.name))
    if competition_id is not None:
        query = query.where(col(FedCompetition.id) == competition_id)
    with db.engine.connect() as c:
        found = [CompetitionInfo(int(r.id), r.sport, r.season, r.name) for r in c.execute(query)]
    if competition_id is not None and not found:
        raise StoreError(
            f"No hay ninguna competición con el número {competition_id} en «{db.label}». "
            "Las lista «delegado competicion listar --db …»."
        )
    return found


@contextmanager
def _collector_paused() -> Iterator[None]:
    """The tables of 20,000 actas allocate some hundred thousand small objects that all live
    until the end; the cyclic collector would walk them again and again for nothing (a fifth
    of the time). Reference counting still frees everything as usual."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def official_tables(
    db: FederationDb, competition_id: int | None = None, *, sync: bool = True
) -> list[CompetitionResults]:
    """The official table of every competition (or of one), from accepted actas only."""
    if sync:
        sync_results(db)
    with _collector_paused():
        return _official_tables(db, competition_id)


def _official_tables(db: FederationDb, competition_id: int | None) -> list[CompetitionResults]:
    infos = {info.id: info for info in competitions(db, competition_id)}
    results_query = (
        select(
            col(FedMatch.competition_id),
            col(FedMatch.round),
            col(FedMatch.home),
            col(FedMatch.away),
            col(FedResult.file_id),
            col(FedResult.played_on),
            col(FedResult.final),
            col(FedResult.score),
        )
        .select_from(FedResult)
        .join(FedReceivedFile, col(FedReceivedFile.id) == col(FedResult.file_id))
        .join(FedMatch, col(FedMatch.id) == col(FedResult.match_id))
        .where(
            col(FedReceivedFile.status) == IntakeStatus.ACCEPTED.value,
            col(FedResult.problem).is_(None),
        )
        .order_by(col(FedResult.file_id))
    )
    homes: Any = select(col(FedMatch.competition_id), col(FedMatch.home).label("team"))
    aways: Any = select(col(FedMatch.competition_id), col(FedMatch.away).label("team"))
    if competition_id is not None:
        results_query = results_query.where(col(FedMatch.competition_id) == competition_id)
        homes = homes.where(col(FedMatch.competition_id) == competition_id)
        aways = aways.where(col(FedMatch.competition_id) == competition_id)
    teams_query = union(homes, aways)  # distinct: a few rows per group, not one per match
    by_competition: dict[int, list[OfficialResult]] = {cid: [] for cid in infos}
    files: dict[int, dict[MatchKey, int]] = {cid: {} for cid in infos}
    teams: dict[int, dict[str, None]] = {cid: {} for cid in infos}
    with db.engine.connect() as c:
        for cid, team in c.execute(teams_query):
            if cid in teams:
                teams[cid].setdefault(team)
        for cid, round_, home, away, file_id, played_on, final, text in c.execute(results_query):
            info = infos.get(cid)
            if info is None:
                continue
            key = MatchKey(info.season, info.name, round_, home, away)
            score = stored_score(info.sport, text, bool(final))
            by_competition[cid].append(OfficialResult(key, score, f"n.º {file_id}", played_on))
            files[cid].setdefault(key, file_id)
    decisions = list_decisions(db, competition_id)
    tables = []
    for cid, info in infos.items():
        try:
            table = official_table(
                info.season,
                info.name,
                info.sport,
                by_competition[cid],
                decisions.get(cid, ()),
                teams=sorted(teams[cid]),
            )
        except DecisionError as exc:
            raise StoreError(f"{info.name} ({info.season}): {exc}") from None
        tables.append(CompetitionResults(info, table, files[cid]))
    return tables


# --- deadlines ---------------------------------------------------------------------------------


def _utc(moment: datetime | None) -> datetime | None:
    if moment is None:
        return None
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def _received_utc(moment: datetime) -> datetime:
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def deadline_records(db: FederationDb, competition_id: int | None = None) -> list[MatchRecord]:
    """Every match with a verified acta, with each verified file's evidence (for
    evidence_deadlines.assess_deadlines), and every match of the imported calendars (whose
    acta may never have arrived). Rejected files are no evidence and are left out."""
    sync_results(db)
    query: Any = (
        select(
            col(FedCompetition.sport),
            col(FedCompetition.season),
            col(FedCompetition.name),
            col(FedMatch.id).label("match_id"),
            col(FedMatch.round),
            col(FedMatch.home),
            col(FedMatch.away),
            col(FedReceivedFile.id).label("file_id"),
            col(FedReceivedFile.file_name),
            col(FedReceivedFile.status),
            col(FedReceivedFile.received_at),
            col(FedReceivedFile.mail_received_at),
            col(FedReceivedFile.signed_roles),
            col(FedReceivedFile.home_club),
            col(FedReceivedFile.away_club),
            col(FedResult.played_on),
            col(FedResult.for_committee),
        )
        .select_from(FedReceivedFile)
        .join(FedMatch, col(FedMatch.id) == col(FedReceivedFile.match_id))
        .join(FedCompetition, col(FedCompetition.id) == col(FedMatch.competition_id))
        .join(FedResult, col(FedResult.file_id) == col(FedReceivedFile.id))
        .where(col(FedReceivedFile.status).in_(VERIFIED), col(FedResult.problem).is_(None))
        .order_by(col(FedMatch.id), col(FedReceivedFile.received_at), col(FedReceivedFile.id))
    )
    if competition_id is not None:
        competitions(db, competition_id)  # refuses an unknown id
        query = query.where(col(FedMatch.competition_id) == competition_id)
    grouped: dict[int, list[Any]] = {}
    with db.engine.connect() as c:
        for row in c.execute(query):
            grouped.setdefault(int(row.match_id), []).append(row)
    from dataclasses import replace

    from delegate_app.store.federation.calendar import calendar_records
    from delegate_app.store.federation.result_reports import reports_by_match

    reports = reports_by_match(db)  # CH-14 by e-mail or fax (R25-4)
    records = [
        replace(_record(rows), reports=reports.get(match_id, ()))
        for match_id, rows in grouped.items()
    ]
    # the calendar's matches that no readable acta speaks for, those never received above all
    return records + calendar_records(db, competition_id, set(grouped))


def _record(rows: Sequence[Any]) -> MatchRecord:
    first = rows[0]
    accepted = [r for r in rows if r.status == IntakeStatus.ACCEPTED.value]
    facts = accepted[0] if accepted else first
    received = tuple(
        Received(
            IntakeStatus(r.status),
            _received_utc(r.received_at),
            _utc(r.mail_received_at),
            tuple(role for role in (r.signed_roles or "").split(",") if role),
            r.file_name,
        )
        for r in rows
    )
    key = MatchKey(first.season, first.name, int(first.round), first.home, first.away)
    home_club = next((r.home_club for r in rows if r.home_club), None) or key.home
    away_club = next((r.away_club for r in rows if r.away_club), None) or key.away
    played_on = facts.played_on or next((r.played_on for r in rows if r.played_on), None)
    if played_on is None:
        raise StoreError(f"{key.label()}: ninguna de sus actas dice qué día se jugó.")
    return MatchRecord(
        key,
        first.sport,
        played_on,
        home_club,
        away_club,
        any(bool(r.for_committee) for r in (accepted or rows)),
        received,
    )


def unreadable_results(db: FederationDb) -> list[tuple[int, str]]:
    """Verified files whose acta.json could not be read for results: (file id, why)."""
    with db.engine.connect() as c:
        rows = c.execute(
            select(col(FedResult.file_id), col(FedResult.problem))
            .where(col(FedResult.problem).is_not(None))
            .order_by(col(FedResult.file_id))
        )
        return [(int(r.file_id), str(r.problem)) for r in rows]


def acta_pdf(db: FederationDb, file_id: int) -> bytes | None:
    with db.engine.connect() as c:
        value = c.execute(
            select(col(FedReceivedFile.pdf)).where(col(FedReceivedFile.id) == file_id)
        ).scalar_one_or_none()
    return bytes(value) if value is not None else None


__all__ = [
    "CompetitionResults",
    "acta_pdf",
    "deadline_records",
    "official_tables",
    "sync_results",
]
