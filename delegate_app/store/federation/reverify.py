"""Filing a new verdict on a file already received (re-verification with a newer registry).

A file rejected because its club was not registered yet, or incomplete under the trust of the
day, is judged again from its stored PDF; this module files that new verdict:
- in one write transaction, the file's row locked first (SELECT … FOR UPDATE on PostgreSQL;
  BEGIN IMMEDIATE on SQLite), so two clerks re-verifying at once take turns;
- at most once per file and registry (fed_reverification's unique constraint): the second clerk
  finds it done and changes nothing, so a verdict is never filed twice nor a receipt issued twice;
- keeping the history: every re-verification is a row (when, which registry, old and new status
  and reason), and the file's first reception time is never touched: it is when the club sent;
- with the versions of the match compared again: a file that becomes a version of its match is a
  duplicate of the original of its content or in conflict with the other contents; a file that
  stops being one hands its place (originals, conflict pairs) to the next file of its content.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import Connection, delete, select, update
from sqlalchemy.exc import OperationalError
from sqlmodel import col

from delegate_app.domain.federation.records import IntakeStatus, IntakeVerdict, MatchKey
from delegate_app.store.errors import StoreError
from delegate_app.store.federation.database import FederationDb, dialect_insert
from delegate_app.store.federation.filing_sql import VERSION_STATUSES
from delegate_app.store.federation.inbox import (
    ATTEMPTS,
    FilingKind,
    FilingOutcome,
    as_utc,
    competition_id_of,
    locked_match_id,
    record_conflicts,
    record_growth,
    worth_retrying,
)
from delegate_app.store.federation.models import (
    FedConflict,
    FedReceivedFile,
    FedReverification,
)

PENDING_STATUSES = (IntakeStatus.REJECTED.value, IntakeStatus.INCOMPLETE.value)


class ReverifyKind(StrEnum):
    CHANGED = "cambia"
    SAME = "sin cambios"
    ALREADY = "ya reverificada"  # with this registry, by this clerk or another one
    SETTLED = "ya no está pendiente"  # another clerk's re-verification accepted it meanwhile


@dataclass(frozen=True)
class PendingFile:
    """A stored rejected or incomplete file (without its bytes)."""

    id: int
    file_name: str
    file_sha256: str
    status: IntakeStatus
    reason: str
    received_at: datetime
    mail_received_at: datetime | None
    has_pdf: bool


@dataclass(frozen=True)
class ReverifyOutcome:
    kind: ReverifyKind
    file_id: int
    file_name: str
    old_status: IntakeStatus
    new_status: IntakeStatus  # as stored now
    reason: str
    received_at: datetime  # the first reception, unchanged
    competition_id: int | None = None
    match_id: int | None = None
    match: MatchKey | None = None
    duplicate_of: str | None = None
    conflicts_with: tuple[str, ...] = ()

    @property
    def newly_accepted(self) -> bool:
        return (
            self.kind is ReverifyKind.CHANGED
            and self.new_status is IntakeStatus.ACCEPTED
            and self.old_status is not IntakeStatus.ACCEPTED
        )

    def as_filing(self) -> FilingOutcome:
        """The same facts as a first filing's outcome (what the receipt issuer reads)."""
        return FilingOutcome(
            kind=FilingKind.NEW,
            file_id=self.file_id,
            file_name=self.file_name,
            status=self.new_status,
            reason=self.reason,
            received_at=self.received_at,
            competition_id=self.competition_id,
            match_id=self.match_id,
            match=self.match,
            duplicate_of=self.duplicate_of,
            conflicts_with=self.conflicts_with,
        )


@dataclass(frozen=True)
class HistoryRow:
    file_id: int
    file_name: str
    checked_at: datetime
    registry_version: int
    registry_sha256: str
    old_status: IntakeStatus
    new_status: IntakeStatus
    old_reason: str
    new_reason: str


def pending_files(db: FederationDb) -> list[PendingFile]:
    """Every rejected or incomplete file, oldest first; not one superseded by the same acta
    with more signatures (that one is judged instead, and the earlier row stays as evidence)."""
    query = (
        select(
            col(FedReceivedFile.id),
            col(FedReceivedFile.file_name),
            col(FedReceivedFile.file_sha256),
            col(FedReceivedFile.status),
            col(FedReceivedFile.reason),
            col(FedReceivedFile.received_at),
            col(FedReceivedFile.mail_received_at),
            col(FedReceivedFile.pdf).is_not(None).label("has_pdf"),
        )
        .where(
            col(FedReceivedFile.status).in_(PENDING_STATUSES),
            col(FedReceivedFile.superseded_by_id).is_(None),
        )
        .order_by(col(FedReceivedFile.id))
    )
    with db.engine.connect() as c:
        return [
            PendingFile(
                int(r.id),
                r.file_name,
                r.file_sha256,
                IntakeStatus(r.status),
                r.reason,
                as_utc(r.received_at),
                as_utc(r.mail_received_at) if r.mail_received_at is not None else None,
                bool(r.has_pdf),
            )
            for r in c.execute(query)
        ]


def superseded_count(db: FederationDb) -> int:
    """Rejected or incomplete files that re-verification skips: the same acta arrived with
    more signatures (inbox.record_growth)."""
    from sqlalchemy import func

    query = select(func.count()).where(
        col(FedReceivedFile.status).in_(PENDING_STATUSES),
        col(FedReceivedFile.superseded_by_id).is_not(None),
    )
    with db.engine.connect() as c:
        return int(c.execute(query).scalar_one())


def history(db: FederationDb, file_id: int | None = None) -> list[HistoryRow]:
    """The re-verifications filed, oldest first (of one file, or of all)."""
    query = (
        select(
            col(FedReverification.file_id),
            col(FedReceivedFile.file_name),
            col(FedReverification.checked_at),
            col(FedReverification.registry_version),
            col(FedReverification.registry_sha256),
            col(FedReverification.old_status),
            col(FedReverification.new_status),
            col(FedReverification.old_reason),
            col(FedReverification.new_reason),
        )
        .join(FedReceivedFile, col(FedReceivedFile.id) == col(FedReverification.file_id))
        .order_by(col(FedReverification.id))
    )
    if file_id is not None:
        query = query.where(col(FedReverification.file_id) == file_id)
    with db.engine.connect() as c:
        return [
            HistoryRow(
                int(r.file_id),
                r.file_name,
                as_utc(r.checked_at),
                int(r.registry_version),
                r.registry_sha256,
                IntakeStatus(r.old_status),
                IntakeStatus(r.new_status),
                r.old_reason,
                r.new_reason,
            )
            for r in c.execute(query)
        ]


def file_reverification(
    db: FederationDb,
    file_id: int,
    verdict: IntakeVerdict,
    *,
    registry_version: int,
    registry_sha256: str,
    checked_at: datetime,
) -> ReverifyOutcome:
    """File the new verdict on stored file `file_id` (judged again from its stored bytes)."""
    checked_at = as_utc(checked_at)
    for attempt in range(1, ATTEMPTS + 1):
        try:
            with db.writing() as c:
                outcome = _refile(
                    c, db.dialect, file_id, verdict, registry_version, registry_sha256, checked_at
                )
                if outcome.kind is ReverifyKind.CHANGED:
                    from delegate_app.store.federation.result_rows import store_result

                    store_result(
                        c, db.dialect, outcome.file_id, outcome.match_id, outcome.new_status,
                        verdict.acta_json,
                    )  # fmt: skip
                _log_reverification(c, outcome, registry_version)
                return outcome
        except OperationalError as exc:
            if attempt == ATTEMPTS or not worth_retrying(exc):
                raise
            time.sleep(0.05 * attempt)
    raise AssertionError("unreachable")


def _log_reverification(c: Connection, outcome: ReverifyOutcome, registry_version: int) -> None:
    """Who re-verified it, in the same transaction (store/federation/office_log.py)."""
    from delegate_app.store.federation.office_log import Action, record

    record(
        c,
        Action.REVERIFICATION,
        f"{outcome.file_name}: {outcome.old_status.value} → {outcome.new_status.value} "
        f"({outcome.kind.value}; registro versión {registry_version})",
        file_id=outcome.file_id,
        match_id=outcome.match_id,
        competition_id=outcome.competition_id,
    )


def _refile(
    c: Connection,
    dialect: str,
    file_id: int,
    verdict: IntakeVerdict,
    registry_version: int,
    registry_sha256: str,
    now: datetime,
) -> ReverifyOutcome:
    stored = c.execute(
        select(
            col(FedReceivedFile.id),
            col(FedReceivedFile.file_sha256),
            col(FedReceivedFile.file_name),
            col(FedReceivedFile.status),
            col(FedReceivedFile.reason),
            col(FedReceivedFile.match_id),
            col(FedReceivedFile.duplicate_of_id),
            col(FedReceivedFile.received_at),
        )
        .where(col(FedReceivedFile.id) == file_id)
        .with_for_update()
    ).first()
    if stored is None or stored.file_sha256 != verdict.file_sha256:
        raise StoreError(f"El archivo n.º {file_id} no está en la base de datos de la federación.")
    old = IntakeStatus(stored.status)
    new = IntakeStatus(verdict.status)
    base = {
        "file_id": file_id,
        "file_name": stored.file_name,
        "old_status": old,
        "received_at": as_utc(stored.received_at),
    }
    if old.value not in PENDING_STATUSES:
        return ReverifyOutcome(ReverifyKind.SETTLED, new_status=old, reason=stored.reason, **base)
    inserted = c.execute(
        dialect_insert(dialect, FedReverification)
        .values(
            file_id=file_id,
            checked_at=now,
            registry_version=registry_version,
            registry_sha256=registry_sha256,
            old_status=old.value,
            new_status=new.value,
            old_reason=stored.reason,
            new_reason=verdict.reason,
        )
        .on_conflict_do_nothing(index_elements=["file_id", "registry_sha256"])
        .returning(col(FedReverification.id))
    ).scalar_one_or_none()
    if inserted is None:
        return ReverifyOutcome(ReverifyKind.ALREADY, new_status=old, reason=stored.reason, **base)
    key = verdict.match
    was_version = old.value in VERSION_STATUSES and stored.match_id is not None
    is_version = new.value in VERSION_STATUSES and key is not None and bool(verdict.sport)
    competition_id = match_id = None
    duplicate_of: str | None = None
    conflicts: tuple[str, ...] = ()
    duplicate_id = stored.duplicate_of_id if was_version else None
    if was_version and not is_version:
        _leave_match(c, file_id)
        duplicate_id = None
    if is_version:
        assert key is not None and verdict.sport
        competition_id = competition_id_of(
            c, dialect, verdict.sport, key.season, key.competition, now
        )
        match_id = locked_match_id(c, dialect, competition_id, key)
        duplicate_id, duplicate_of, conflicts = _join_match(
            c, dialect, file_id, match_id, verdict.content_hash, was_version, duplicate_id, now
        )
        record_growth(
            c, file_id, verdict.pdf, verdict.signed_roles, verdict.content_hash,
            _versions(c, match_id, file_id),
        )  # fmt: skip
    c.execute(
        update(FedReceivedFile)
        .where(col(FedReceivedFile.id) == file_id)
        .values(
            status=new.value,
            reason=verdict.reason,
            sport=verdict.sport,
            season=key.season if key else None,
            competition=key.competition if key else None,
            round=key.round if key else None,
            home=key.home if key else None,
            away=key.away if key else None,
            match_id=match_id,
            content_hash=verdict.content_hash,
            acta_json=verdict.acta_json if is_version else None,
            home_club=verdict.home_club,
            away_club=verdict.away_club,
            signed_roles=",".join(verdict.signed_roles),
            duplicate_of_id=duplicate_id,
        )
    )
    kind = ReverifyKind.SAME if new is old else ReverifyKind.CHANGED
    return ReverifyOutcome(
        kind,
        new_status=new,
        reason=verdict.reason,
        competition_id=competition_id,
        match_id=match_id,
        match=key,
        duplicate_of=duplicate_of,
        conflicts_with=conflicts,
        **base,
    )


def _versions(c: Connection, match_id: int, file_id: int) -> list[Any]:
    return list(
        c.execute(
            select(
                col(FedReceivedFile.id),
                col(FedReceivedFile.file_name),
                col(FedReceivedFile.content_hash),
                col(FedReceivedFile.duplicate_of_id),
            )
            .where(
                col(FedReceivedFile.match_id) == match_id,
                col(FedReceivedFile.status).in_(VERSION_STATUSES),
                col(FedReceivedFile.id) != file_id,
            )
            .order_by(col(FedReceivedFile.id))
        )
    )


def _join_match(
    c: Connection,
    dialect: str,
    file_id: int,
    match_id: int,
    content_hash: str | None,
    was_version: bool,
    duplicate_id: int | None,
    now: datetime,
) -> tuple[int | None, str | None, tuple[str, ...]]:
    """(duplicate_of_id, its file name, the files of the other contents) for a file that is a
    version of `match_id` now. An original stays the original (others point at it); a newcomer
    is a duplicate of its content's original, or a new content in conflict with the others."""
    if not content_hash:
        return None, None, ()
    others = _versions(c, match_id, file_id)
    if not (was_version and duplicate_id is None):
        same = [o for o in others if o.content_hash == content_hash]
        original = next((o for o in same if o.duplicate_of_id is None), same[0] if same else None)
        if original is not None:
            return int(original.id), str(original.file_name), ()
    originals: dict[str, Any] = {}
    for other in others:
        if other.content_hash and other.content_hash != content_hash:
            originals.setdefault(other.content_hash, other)
    record_conflicts(c, dialect, match_id, (content_hash, file_id), originals, now)
    return None, None, tuple(str(o.file_name) for o in originals.values())


def _leave_match(c: Connection, file_id: int) -> None:
    """A version that is no longer one (a registry withdrew a signer's trust): the next file
    of its content becomes the original and takes its place in the conflict pairs; with no
    such file, its content's conflicts go."""
    # A stored row's key is never None; the filter only narrows the column's Optional type.
    heirs = [
        row_id
        for row_id in c.execute(
            select(col(FedReceivedFile.id))
            .where(col(FedReceivedFile.duplicate_of_id) == file_id)
            .order_by(col(FedReceivedFile.id))
        ).scalars()
        if row_id is not None
    ]
    # The files it superseded are pending again: the version with more signatures is gone.
    c.execute(
        update(FedReceivedFile)
        .where(col(FedReceivedFile.superseded_by_id) == file_id)
        .values(superseded_by_id=None)
    )
    c.execute(
        update(FedReceivedFile)
        .where(col(FedReceivedFile.id) == file_id)
        .values(superseded_by_id=None)
    )
    involving = (col(FedConflict.first_file_id) == file_id) | (
        col(FedConflict.second_file_id) == file_id
    )
    if not heirs:
        c.execute(delete(FedConflict).where(involving))
        return
    heir = heirs[0]
    c.execute(
        update(FedReceivedFile)
        .where(col(FedReceivedFile.duplicate_of_id) == file_id)
        .values(duplicate_of_id=heir)
    )
    c.execute(
        update(FedReceivedFile).where(col(FedReceivedFile.id) == heir).values(duplicate_of_id=None)
    )
    c.execute(
        update(FedConflict)
        .where(col(FedConflict.first_file_id) == file_id)
        .values(first_file_id=heir)
    )
    c.execute(
        update(FedConflict)
        .where(col(FedConflict.second_file_id) == file_id)
        .values(second_file_id=heir)
    )
