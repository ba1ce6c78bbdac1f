"""What the federation database answers: received files, conflicts side by side, the accepted
acta of each match, and the competitions with their ids.

Lists never load the PDFs (a season holds thousands); `received_pdf` reads one when needed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import and_, case, distinct, func, or_, select
from sqlalchemy.orm import aliased
from sqlmodel import col

from delegate_app.domain.federation.records import SUPERSEDED, IntakeStatus, MatchKey
from delegate_app.store.federation.database import FederationDb
from delegate_app.store.federation.inbox import as_utc
from delegate_app.store.federation.models import (
    FedCompetition,
    FedConflict,
    FedMatch,
    FedReceipt,
    FedReceivedFile,
)


@dataclass(frozen=True)
class ReceivedFile:
    """One received file as the clerk sees it (without its bytes)."""

    id: int
    file_name: str
    file_sha256: str
    status: IntakeStatus
    reason: str
    sport: str | None
    match: MatchKey | None
    competition_id: int | None  # None for a rejected file (never linked to a competition)
    match_id: int | None
    content_hash: str | None
    home_club: str | None
    away_club: str | None
    signed_roles: tuple[str, ...]
    received_at: datetime
    mail_received_at: datetime | None
    duplicate_of_id: int | None
    receipt_issued_at: datetime | None
    # the received PDF is kept (every PDF since fed_0004, rejected ones too; never other files)
    has_pdf: bool
    # the same acta with more signatures that supersedes this file (fed_0009): its id and name
    superseded_by_id: int | None = None
    superseded_by: str | None = None

    @property
    def superseded(self) -> bool:
        return self.superseded_by_id is not None

    @property
    def state(self) -> str:
        """What the clerk reads: the verdict, or that a version with more signatures came."""
        return SUPERSEDED if self.superseded else self.status.value


@dataclass(frozen=True)
class Conflict:
    """Two different signed contents of one match, first received on the left."""

    match_id: int
    competition_id: int
    match: MatchKey
    first: ReceivedFile
    second: ReceivedFile
    detected_at: datetime


@dataclass(frozen=True)
class AcceptedActa:
    """The accepted acta of one match: the first accepted file received for it.

    conflicted: the match also has a different signed content (see list_conflicts); the
    committee decides which one counts.
    """

    match_id: int
    competition_id: int
    match: MatchKey
    sport: str
    file_id: int
    file_sha256: str
    content_hash: str | None
    acta_json: str
    home_club: str | None
    away_club: str | None
    received_at: datetime
    mail_received_at: datetime | None
    conflicted: bool


@dataclass(frozen=True)
class CompetitionRow:
    id: int
    sport: str
    season: str
    name: str
    matches: int  # matches with an accepted or incomplete acta received
    accepted: int  # matches with an accepted acta
    conflicts: int  # matches with two different signed contents


def _received_columns() -> Any:
    superseder = FedReceivedFile.__table__.alias("superseder")  # type: ignore[attr-defined]
    return select(
        col(FedReceivedFile.id),
        col(FedReceivedFile.file_name),
        col(FedReceivedFile.file_sha256),
        col(FedReceivedFile.status),
        col(FedReceivedFile.reason),
        col(FedReceivedFile.sport),
        col(FedReceivedFile.season),
        col(FedReceivedFile.competition),
        col(FedReceivedFile.round),
        col(FedReceivedFile.home),
        col(FedReceivedFile.away),
        col(FedReceivedFile.match_id),
        col(FedMatch.competition_id),
        col(FedReceivedFile.content_hash),
        col(FedReceivedFile.home_club),
        col(FedReceivedFile.away_club),
        col(FedReceivedFile.signed_roles),
        col(FedReceivedFile.received_at),
        col(FedReceivedFile.mail_received_at),
        col(FedReceivedFile.duplicate_of_id),
        col(FedReceipt.issued_at),
        col(FedReceivedFile.pdf).is_not(None).label("has_pdf"),
        col(FedReceivedFile.superseded_by_id),
        superseder.c.file_name.label("superseded_by"),
    ).select_from(
        FedReceivedFile.__table__.outerjoin(  # type: ignore[attr-defined]
            FedMatch.__table__,  # type: ignore[attr-defined]
            col(FedMatch.id) == col(FedReceivedFile.match_id),
        )
        .outerjoin(
            FedReceipt.__table__,  # type: ignore[attr-defined]
            col(FedReceipt.file_id) == col(FedReceivedFile.id),
        )
        .outerjoin(superseder, superseder.c.id == col(FedReceivedFile.superseded_by_id))
    )


def _key(row: Any) -> MatchKey | None:
    if row.season is None or row.round is None or row.competition is None:
        return None
    return MatchKey(row.season, row.competition, int(row.round), row.home or "", row.away or "")


def _optional_utc(moment: datetime | None) -> datetime | None:
    return None if moment is None else as_utc(moment)


def _received(row: Any) -> ReceivedFile:
    return ReceivedFile(
        id=int(row.id),
        file_name=row.file_name,
        file_sha256=row.file_sha256,
        status=IntakeStatus(row.status),
        reason=row.reason,
        sport=row.sport,
        match=_key(row),
        competition_id=row.competition_id,
        match_id=row.match_id,
        content_hash=row.content_hash,
        home_club=row.home_club,
        away_club=row.away_club,
        signed_roles=tuple(r for r in row.signed_roles.split(",") if r),
        received_at=as_utc(row.received_at),
        mail_received_at=_optional_utc(row.mail_received_at),
        duplicate_of_id=row.duplicate_of_id,
        receipt_issued_at=_optional_utc(row.issued_at),
        has_pdf=bool(row.has_pdf),
        superseded_by_id=row.superseded_by_id,
        superseded_by=row.superseded_by,
    )


def list_received(
    db: FederationDb,
    *,
    status: IntakeStatus | None = None,
    competition_id: int | None = None,
    club: str | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
) -> list[ReceivedFile]:
    """Received files in order of arrival; club matches either side's club or team name.
    since/until bound received_at (since inclusive, until exclusive)."""
    query = _received_columns()
    if status is not None:
        query = query.where(col(FedReceivedFile.status) == IntakeStatus(status).value)
    if competition_id is not None:
        query = query.where(col(FedMatch.competition_id) == competition_id)
    if club:
        query = query.where(
            or_(
                col(FedReceivedFile.home_club) == club,
                col(FedReceivedFile.away_club) == club,
                col(FedReceivedFile.home) == club,
                col(FedReceivedFile.away) == club,
            )
        )
    if since is not None:
        query = query.where(col(FedReceivedFile.received_at) >= as_utc(since))
    if until is not None:
        query = query.where(col(FedReceivedFile.received_at) < as_utc(until))
    query = query.order_by(col(FedReceivedFile.received_at), col(FedReceivedFile.id))
    with db.engine.connect() as c:
        return [_received(row) for row in c.execute(query)]


def received_file(db: FederationDb, file_id: int) -> ReceivedFile | None:
    with db.engine.connect() as c:
        row = c.execute(_received_columns().where(col(FedReceivedFile.id) == file_id)).first()
    return None if row is None else _received(row)


def received_pdf(db: FederationDb, file_id: int) -> bytes | None:
    """The PDF as received (kept for every PDF, rejected ones too, for re-verification)."""
    with db.engine.connect() as c:
        data = c.execute(
            select(col(FedReceivedFile.pdf)).where(col(FedReceivedFile.id) == file_id)
        ).scalar_one_or_none()
    return None if data is None else bytes(data)


def received_acta_json(db: FederationDb, file_id: int) -> str | None:
    with db.engine.connect() as c:
        text = c.execute(
            select(col(FedReceivedFile.acta_json)).where(col(FedReceivedFile.id) == file_id)
        ).scalar_one_or_none()
    return None if text is None else str(text)


def list_conflicts(db: FederationDb, competition_id: int | None = None) -> list[Conflict]:
    """Every recorded conflict, the two versions side by side, in order of detection."""
    query = (
        select(
            col(FedConflict.match_id),
            col(FedConflict.first_file_id),
            col(FedConflict.second_file_id),
            col(FedConflict.detected_at),
            col(FedMatch.competition_id),
        )
        .join(FedMatch, col(FedMatch.id) == col(FedConflict.match_id))
        .order_by(col(FedConflict.detected_at), col(FedConflict.id))
    )
    if competition_id is not None:
        query = query.where(col(FedMatch.competition_id) == competition_id)
    with db.engine.connect() as c:
        pairs = list(c.execute(query))
        ids = {r.first_file_id for r in pairs} | {r.second_file_id for r in pairs}
        files = {
            int(row.id): _received(row)
            for row in c.execute(_received_columns().where(col(FedReceivedFile.id).in_(ids)))
        }
    conflicts = []
    for pair in pairs:
        first, second = files[pair.first_file_id], files[pair.second_file_id]
        if (second.received_at, second.id) < (first.received_at, first.id):
            first, second = second, first
        assert first.match is not None  # both are linked to the match, so both name it
        conflicts.append(
            Conflict(
                match_id=int(pair.match_id),
                competition_id=int(pair.competition_id),
                match=first.match,
                first=first,
                second=second,
                detected_at=as_utc(pair.detected_at),
            )
        )
    return conflicts


@dataclass(frozen=True)
class AcceptedResult:
    """The results of one match's accepted acta (inbox.result_summary of its acta.json, read
    when asked: the score is stored once, in fed_result, and the acta.json is its source).
    (When it arrived is in accepted_actas and list_received.)"""

    match_id: int
    competition_id: int
    match: MatchKey
    sport: str
    file_id: int
    result: dict[str, Any]  # {"tableros": [...], "marcador": {...}} or {"resultado": {...}}
    conflicted: bool


def _first_accepted(
    db: FederationDb, competition_id: int | None, *extra: Any
) -> tuple[list[Any], set[int]]:
    """For each match, its first accepted file (received_at, then id) with the extra columns;
    and the ids of the matches in conflict."""
    query = (
        select(
            col(FedReceivedFile.id),
            col(FedReceivedFile.match_id),
            col(FedMatch.competition_id),
            col(FedCompetition.season),
            col(FedCompetition.name),
            col(FedMatch.round),
            col(FedMatch.home),
            col(FedMatch.away),
            col(FedCompetition.sport),
            *extra,
        )
        .join(FedMatch, col(FedMatch.id) == col(FedReceivedFile.match_id))
        .join(FedCompetition, col(FedCompetition.id) == col(FedMatch.competition_id))
        .where(col(FedReceivedFile.status) == IntakeStatus.ACCEPTED.value)
        .order_by(
            col(FedReceivedFile.match_id),
            col(FedReceivedFile.received_at),
            col(FedReceivedFile.id),
        )
    )
    conflicted = select(col(FedConflict.match_id)).distinct()
    if competition_id is not None:
        query = query.where(col(FedMatch.competition_id) == competition_id)
        conflicted = conflicted.join(FedMatch, col(FedMatch.id) == col(FedConflict.match_id)).where(
            col(FedMatch.competition_id) == competition_id
        )
    with db.engine.connect() as c:
        in_conflict = set(c.execute(conflicted).scalars())
        first: dict[int, Any] = {}
        for row in c.execute(query):
            first.setdefault(row.match_id, row)
    rows = sorted(
        first.values(),
        key=lambda r: (r.competition_id, r.season, r.name, r.round, r.home, r.away),
    )
    return rows, in_conflict


def _row_key(row: Any) -> MatchKey:
    return MatchKey(row.season, row.name, int(row.round), row.home, row.away)


def accepted_actas(db: FederationDb, competition_id: int | None = None) -> list[AcceptedActa]:
    """For each match with an accepted acta, the first accepted one received, with its whole
    acta.json, in order of competition and match."""
    rows, in_conflict = _first_accepted(
        db,
        competition_id,
        col(FedReceivedFile.file_sha256),
        col(FedReceivedFile.content_hash),
        col(FedReceivedFile.home_club),
        col(FedReceivedFile.away_club),
        col(FedReceivedFile.received_at),
        col(FedReceivedFile.mail_received_at),
        col(FedReceivedFile.acta_json),
    )
    return [
        AcceptedActa(
            match_id=int(row.match_id),
            competition_id=int(row.competition_id),
            match=_row_key(row),
            sport=row.sport,
            file_id=int(row.id),
            file_sha256=row.file_sha256,
            content_hash=row.content_hash,
            acta_json=row.acta_json or "",
            home_club=row.home_club,
            away_club=row.away_club,
            received_at=as_utc(row.received_at),
            mail_received_at=_optional_utc(row.mail_received_at),
            conflicted=row.match_id in in_conflict,
        )
        for row in rows
    ]


def accepted_results(db: FederationDb, competition_id: int | None = None) -> list[AcceptedResult]:
    """accepted_actas without the acta.json: each match's results alone (what standings read)."""
    from delegate_app.store.federation.inbox import summary_of_text

    rows, in_conflict = _first_accepted(db, competition_id, col(FedReceivedFile.acta_json))
    loads = json.loads
    return [
        AcceptedResult(
            match_id=int(row.match_id),
            competition_id=int(row.competition_id),
            match=_row_key(row),
            sport=row.sport,
            file_id=int(row.id),
            result=loads(summary) if (summary := summary_of_text(row.acta_json)) else {},
            conflicted=row.match_id in in_conflict,
        )
        for row in rows
    ]


def list_competitions(db: FederationDb) -> list[CompetitionRow]:
    """Every competition named by an accepted or incomplete acta, newest season first."""
    versions = (
        select(
            col(FedMatch.competition_id),
            func.count(distinct(col(FedMatch.id))).label("matches"),
            func.count(
                distinct(
                    case(
                        (
                            col(FedReceivedFile.status) == IntakeStatus.ACCEPTED.value,
                            col(FedMatch.id),
                        )
                    )
                )
            ).label("accepted"),
        )
        .join(
            FedReceivedFile,
            and_(
                col(FedReceivedFile.match_id) == col(FedMatch.id),
                col(FedReceivedFile.status).in_(
                    [IntakeStatus.ACCEPTED.value, IntakeStatus.INCOMPLETE.value]
                ),
            ),
        )
        .group_by(col(FedMatch.competition_id))
        .subquery()
    )
    conflict_alias = aliased(FedMatch)
    conflicts = (
        select(
            col(conflict_alias.competition_id),
            func.count(distinct(col(FedConflict.match_id))).label("conflicts"),
        )
        .join(conflict_alias, col(conflict_alias.id) == col(FedConflict.match_id))
        .group_by(col(conflict_alias.competition_id))
        .subquery()
    )
    query = (
        select(
            col(FedCompetition.id),
            col(FedCompetition.sport),
            col(FedCompetition.season),
            col(FedCompetition.name),
            func.coalesce(versions.c.matches, 0),
            func.coalesce(versions.c.accepted, 0),
            func.coalesce(conflicts.c.conflicts, 0),
        )
        .outerjoin(versions, versions.c.competition_id == col(FedCompetition.id))
        .outerjoin(conflicts, conflicts.c.competition_id == col(FedCompetition.id))
        .order_by(
            col(FedCompetition.season).desc(),
            col(FedCompetition.sport),
            col(FedCompetition.name),
        )
    )
    with db.engine.connect() as c:
        return [
            CompetitionRow(int(r[0]), r[1], r[2], r[3], int(r[4]), int(r[5]), int(r[6]))
            for r in c.execute(query)
        ]


def competition(db: FederationDb, competition_id: int) -> CompetitionRow | None:
    return next((row for row in list_competitions(db) if row.id == competition_id), None)


def federation_name(db: FederationDb) -> str:
    """The federation the actas name (acta.json "federacion"), read from the first accepted
    acta; "Federación" while there is none."""
    import json

    with db.engine.connect() as c:
        text = c.execute(
            select(col(FedReceivedFile.acta_json))
            .where(col(FedReceivedFile.status) == IntakeStatus.ACCEPTED.value)
            .order_by(col(FedReceivedFile.id))
            .limit(1)
        ).scalar_one_or_none()
    try:
        name = json.loads(text or "{}").get("federacion")
    except (ValueError, AttributeError):
        name = None
    return name if isinstance(name, str) and name.strip() else "Federación"
