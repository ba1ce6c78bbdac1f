"""Filing the intake's verdicts, and the receipts issued for them.

Several clerks may import at once, from several processes, on SQLite or on PostgreSQL:
- a file is stored once: `file_sha256` is unique and the row is inserted with ON CONFLICT DO
  NOTHING, so the same file again (even at the same instant) changes nothing and is reported
  "ya recibida", with the first reception time kept;
- the versions of one match are compared under a lock of that match's row (SELECT … FOR
  UPDATE on PostgreSQL; on SQLite the whole write transaction holds the file's write lock), so
  two importers filing two versions of a match at once cannot both miss the other;
- a conflict (two different contents for one match) is one row per pair of contents, the pair
  in a fixed order under a unique constraint: found twice, it is recorded once.
A deadlock or a busy database (another importer) makes the whole filing start again.

Read queries (received files, conflicts, accepted actas, competitions) are in queries.py.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
import unicodedata
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import Connection, Row, select, update
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlmodel import col

from delegate_app.domain.federation.records import IntakeStatus, IntakeVerdict, MatchKey
from delegate_app.store.errors import StoreError
from delegate_app.store.federation.database import (
    FederationDb,
    dialect_insert,
    open_federation_db,
)
from delegate_app.store.federation.filing_sql import VERSION_STATUSES, statements
from delegate_app.store.federation.models import (
    FedConflict,
    FedReceipt,
    FedReceivedFile,
)

__all__ = [
    "FilingKind",
    "FilingOutcome",
    "ReceiptRecord",
    "competition_id_for",
    "file_verdict",
    "open_federation_db",
    "receipt_for",
    "record_growth",
    "record_receipt",
    "result_summary",
]

log = logging.getLogger(__name__)

ATTEMPTS = 8
# Competition ids are six-digit numbers: short enough to type after --competicion.
ID_BASE = 100_000
ID_SPAN = 900_000
ID_PROBES = 64


class FilingKind(StrEnum):
    NEW = "nueva"
    ALREADY_RECEIVED = "ya recibida"


@dataclass(frozen=True)
class FilingOutcome:
    """What filing one verdict did; `message()` is the line the importer prints."""

    kind: FilingKind
    file_id: int
    file_name: str
    status: IntakeStatus  # as stored (for a file already received: its first verdict)
    reason: str
    received_at: datetime  # the first reception, in UTC
    competition_id: int | None = None
    match_id: int | None = None
    match: MatchKey | None = None
    duplicate_of: str | None = None  # the earlier file with the same match and content
    conflicts_with: tuple[str, ...] = ()  # earlier files of the match with another content
    # The same acta grown by signatures (the visitor signing the home delegate's file): the
    # earlier file this one adds signatures to, or the earlier file that adds signatures to
    # this one. Decided by equality: one file's bytes begin with the other's whole file.
    completes: str | None = None
    completed_by: str | None = None

    @property
    def is_new(self) -> bool:
        return self.kind is FilingKind.NEW

    @property
    def is_duplicate(self) -> bool:
        """The same content sent again as another file (a version of the same acta with more
        signatures is no duplicate: it completes the other)."""
        return self.duplicate_of is not None and not self.is_completion

    @property
    def is_completion(self) -> bool:
        return self.completes is not None or self.completed_by is not None

    @property
    def is_conflict(self) -> bool:
        return bool(self.conflicts_with)

    def message(self) -> str:
        if not self.is_new:
            return (
                f"{self.file_name}: ya recibida el {self.received_at:%d/%m/%Y %H:%M} UTC "
                f"({self.status.value}); no se ha cambiado nada."
            )
        text = f"{self.file_name}: {self.status.value}"
        if self.match is not None:
            text += f" · {self.match.label()}"
        text += f" · {self.reason}"
        if self.is_completion:
            text += f" · {completion_text(self)}"
        elif self.duplicate_of is not None:
            text += f" · duplicada: el mismo contenido que «{self.duplicate_of}»"
        if self.conflicts_with:
            others = ", ".join(f"«{name}»" for name in self.conflicts_with)
            text += f" · CONFLICTO: contenido distinto del de {others}"
        return text


def completion_text(outcome: FilingOutcome) -> str:
    """How the clerk reads that two files are one acta, one with more signatures."""
    if outcome.completes is not None:
        return f"completa «{outcome.completes}»: la misma acta con más firmas"
    return f"versión anterior: la completa «{outcome.completed_by}», con más firmas"


# --- times ---------------------------------------------------------------------------------


def as_utc(moment: datetime) -> datetime:
    """An aware UTC time; a naive one is taken as UTC already (the intake's convention)."""
    if moment.tzinfo is None or moment.utcoffset() is None:
        return moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


# --- competitions ------------------------------------------------------------------------------


def _normal(text: str) -> str:
    return unicodedata.normalize("NFC", text.strip())


def competition_id_for(sport: str, season: str, name: str) -> int:
    """The id a competition gets in any federation database: derived from its name, not from
    the order the actas arrived in, so the publication's links and a committee's notes that
    cite "competición 482913" stay right after re-importing into a new database (another
    competition already holding the number, a 1-in-900,000 chance, moves it to the next free
    one)."""
    key = "\x1f".join(_normal(part) for part in (sport, season, name)).encode()
    return ID_BASE + int.from_bytes(hashlib.sha256(key).digest()[:8], "big") % ID_SPAN


# --- results -----------------------------------------------------------------------------------


def result_summary(data: Any) -> str | None:
    """The results part of an acta.json (chess: each board's result and the marcador; domino:
    the resultado), as compact JSON; None when the data has none of them. No judgement of what
    the results mean: the standings (domain/federation) decide that."""
    if not isinstance(data, dict):
        return None
    summary: dict[str, Any] = {}
    content = data.get("contenido")
    boards = content.get("tableros") if isinstance(content, dict) else None
    if isinstance(boards, list):
        summary["tableros"] = [
            board.get("resultado") for board in boards if isinstance(board, dict)
        ]
    for key in ("marcador", "resultado"):
        if isinstance(data.get(key), dict):
            summary[key] = data[key]
    if not summary:
        return None
    return json.dumps(summary, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def summary_of_text(acta_json: str | None) -> str | None:
    """result_summary of an acta.json text; None for no text or a text that is not JSON."""
    if not acta_json:
        return None
    try:
        return result_summary(json.loads(acta_json))
    except ValueError:  # the intake verified it; a bad text simply has no summary
        return None


def competition_id_of(
    c: Connection, dialect: str, sport: str, season: str, name: str, now: datetime
) -> int:
    sport, season, name = _normal(sport), _normal(season), _normal(name)
    sql = statements(dialect)
    natural = {"sport": sport, "season": season, "name": name}
    found = c.execute(sql.competition, natural).scalar_one_or_none()
    if found is not None:
        return int(found)
    start = competition_id_for(sport, season, name) - ID_BASE
    for probe in range(ID_PROBES):
        candidate = ID_BASE + (start + probe) % ID_SPAN
        c.execute(sql.new_competition, {"id": candidate, **natural, "created_at": now})
        found = c.execute(sql.competition, natural).scalar_one_or_none()
        if found is not None:
            return int(found)
    raise StoreError(f"No queda un identificador libre para la competición «{name}».")


def locked_match_id(c: Connection, dialect: str, competition_id: int, key: MatchKey) -> int:
    """The match's id, its row locked until the transaction ends (PostgreSQL; SQLite's write
    transaction already excludes every other writer)."""
    sql = statements(dialect)
    values = {
        "competition_id": competition_id,
        "round": key.round,
        "home": _normal(key.home),
        "away": _normal(key.away),
    }
    c.execute(sql.new_match, values)
    return int(c.execute(sql.locked_match, values).scalar_one())  # a primary key


# --- filing ------------------------------------------------------------------------------------


def file_verdict(db: FederationDb, verdict: IntakeVerdict, received_at: datetime) -> FilingOutcome:
    """File one verdict; the same file again (by file_sha256) changes nothing."""
    received_at = as_utc(received_at)
    for attempt in range(1, ATTEMPTS + 1):
        try:
            with db.writing() as c:
                outcome = _file(c, db.dialect, verdict, received_at)
                if outcome.is_new:
                    from delegate_app.store.federation.result_rows import store_result

                    store_result(
                        c, db.dialect, outcome.file_id, outcome.match_id, outcome.status,
                        verdict.acta_json,
                    )  # fmt: skip
                _log_intake(c, outcome)
                return outcome
        except OperationalError as exc:
            if attempt == ATTEMPTS or not worth_retrying(exc):
                raise
            log.info("Archivo de %s reintentado (%s)", verdict.file_name, exc.orig)
            time.sleep(0.05 * attempt)
    raise AssertionError("unreachable")


def _log_intake(c: Connection, outcome: FilingOutcome) -> None:
    """Who filed it, in the same transaction (store/federation/office_log.py)."""
    from delegate_app.store.federation.office_log import Action, record

    what = outcome.status.value if outcome.is_new else f"{outcome.kind.value}, no cambia nada"
    if outcome.is_completion:
        # The office log is where the pair stays recorded: both rows keep their own evidence.
        what += f"; {completion_text(outcome)}"
    record(
        c,
        Action.INTAKE,
        f"{outcome.file_name}: {what}",
        file_id=outcome.file_id,
        match_id=outcome.match_id,
        competition_id=outcome.competition_id,
    )


def worth_retrying(exc: DBAPIError) -> bool:
    """A deadlock or a serialisation failure (PostgreSQL), or a write lock still held after the
    busy timeout (SQLite): another importer was in the way, nothing was written."""
    sqlstate = getattr(exc.orig, "sqlstate", None)
    if sqlstate in ("40P01", "40001"):
        return True
    return "database is locked" in str(exc.orig)


def _file(
    c: Connection,
    dialect: str,
    verdict: IntakeVerdict,
    received_at: datetime,
) -> FilingOutcome:
    sql = statements(dialect)
    stored = _stored_file(c, verdict.file_sha256)
    if stored is not None:
        if stored.no_pdf and verdict.pdf is not None:
            # Filed before rejected PDFs were kept: the same bytes again let it be re-verified.
            c.execute(
                update(FedReceivedFile)
                .where(col(FedReceivedFile.id) == stored.id, col(FedReceivedFile.pdf).is_(None))
                .values(pdf=verdict.pdf)
            )
        return _already_received(stored)
    key = verdict.match
    status = IntakeStatus(verdict.status)
    match_id = competition_id = None
    versions: list[Row[Any]] = []
    if key is not None and verdict.sport and status.value in VERSION_STATUSES:
        competition_id = competition_id_of(
            c, dialect, verdict.sport, key.season, key.competition, received_at
        )
        match_id = locked_match_id(c, dialect, competition_id, key)
        versions = list(c.execute(sql.versions, {"match_id": match_id}))
    new_id = c.execute(
        sql.new_file, _row_values(verdict, status, match_id, received_at)
    ).scalar_one_or_none()
    if new_id is None:
        # Another importer filed this very file between our first look and now.
        stored = _stored_file(c, verdict.file_sha256)
        if stored is None:  # pragma: no cover - the conflicting row is committed and visible
            raise StoreError(
                f"«{verdict.file_name}» no se ha podido archivar; vuelva a importarla."
            )
        return _already_received(stored)
    duplicate_of, conflicts = _compare_versions(
        c, dialect, int(new_id), match_id, verdict.content_hash, versions, received_at
    )
    completes, completed_by = record_growth(
        c, int(new_id), verdict.pdf, verdict.signed_roles, verdict.content_hash, versions
    )
    return FilingOutcome(
        kind=FilingKind.NEW,
        file_id=int(new_id),
        file_name=verdict.file_name,
        status=status,
        reason=verdict.reason,
        received_at=received_at,
        competition_id=competition_id,
        match_id=match_id,
        match=key,
        duplicate_of=duplicate_of,
        conflicts_with=conflicts,
        completes=completes,
        completed_by=completed_by,
    )


def record_growth(
    c: Connection,
    file_id: int,
    pdf: bytes | None,
    signed_roles: tuple[str, ...] | list[str],
    content_hash: str | None,
    versions: list[Row[Any]],
) -> tuple[str | None, str | None]:
    """(the earlier file of this content that this file grows from, the earlier file of this
    content that grows from this one), recording which file supersedes which.

    A PDF signed again incrementally keeps the signed file's bytes whole at its start, and
    carries more signatures: so "grows from" is byte equality of the whole earlier file plus
    strictly more roles validly signed (the verifier judged each file on its own); bytes merely
    appended, with no signature more, are no completion. Every earlier file this one grows from
    is superseded by it; this one is superseded by the most signed earlier file that grows from
    it. Nothing else of either row changes: each keeps its verdict and its times."""
    same = [v for v in versions if content_hash and v.content_hash == content_hash]
    if pdf is None or not same:
        return None, None
    new_roles = set(signed_roles)
    completes = completed_by = None
    grown_from: list[int] = []
    longest = 0
    superseder: tuple[int, int] | None = None  # (length, id)
    for version in same:
        row = c.execute(
            select(col(FedReceivedFile.pdf), col(FedReceivedFile.signed_roles)).where(
                col(FedReceivedFile.id) == version.id
            )
        ).first()
        if row is None or row.pdf is None:
            continue
        old_pdf, old_roles = bytes(row.pdf), {r for r in str(row.signed_roles).split(",") if r}
        grows = len(pdf) > len(old_pdf) and pdf.startswith(old_pdf)
        if grows and old_roles < new_roles:
            grown_from.append(int(version.id))
            if len(old_pdf) > longest:
                completes, longest = str(version.file_name), len(old_pdf)  # the most signed one
        shrinks = len(old_pdf) > len(pdf) and old_pdf.startswith(pdf)
        if (
            shrinks
            and new_roles < old_roles
            and (superseder is None or len(old_pdf) > superseder[0])
        ):
            completed_by, superseder = str(version.file_name), (len(old_pdf), int(version.id))
    if grown_from:
        c.execute(
            update(FedReceivedFile)
            .where(col(FedReceivedFile.id).in_(grown_from))
            .values(superseded_by_id=file_id)
        )
    if superseder is not None:
        c.execute(
            update(FedReceivedFile)
            .where(col(FedReceivedFile.id) == file_id)
            .values(superseded_by_id=superseder[1])
        )
    return completes, completed_by


def _row_values(
    verdict: IntakeVerdict, status: IntakeStatus, match_id: int | None, received_at: datetime
) -> dict[str, Any]:
    key = verdict.match
    return {
        "file_sha256": verdict.file_sha256,
        "file_name": verdict.file_name,
        "status": status.value,
        "reason": verdict.reason,
        "sport": verdict.sport,
        "season": key.season if key else None,
        "competition": key.competition if key else None,
        "round": key.round if key else None,
        "home": key.home if key else None,
        "away": key.away if key else None,
        "match_id": match_id,
        "content_hash": verdict.content_hash,
        "acta_json": verdict.acta_json,
        "pdf": verdict.pdf,
        "home_club": verdict.home_club,
        "away_club": verdict.away_club,
        "signed_roles": ",".join(verdict.signed_roles),
        "received_at": received_at,
        "mail_received_at": (
            as_utc(verdict.mail_received_at) if verdict.mail_received_at is not None else None
        ),
    }


def _compare_versions(
    c: Connection,
    dialect: str,
    file_id: int,
    match_id: int | None,
    content_hash: str | None,
    versions: list[Row[Any]],
    now: datetime,
) -> tuple[str | None, tuple[str, ...]]:
    """The earlier file with this content (a duplicate), and the first file of each other
    content (conflicts, recorded once per pair of contents)."""
    if match_id is None or not content_hash:
        return None, ()
    duplicate = next((v for v in versions if v.content_hash == content_hash), None)
    if duplicate is not None:
        c.execute(
            update(FedReceivedFile)
            .where(col(FedReceivedFile.id) == file_id)
            .values(duplicate_of_id=duplicate.id)
        )
        return str(duplicate.file_name), ()
    first_of_each: dict[str, Row[Any]] = {}
    for version in versions:
        if version.content_hash and version.content_hash not in first_of_each:
            first_of_each[version.content_hash] = version
    record_conflicts(c, dialect, match_id, (content_hash, file_id), first_of_each, now)
    return None, tuple(str(v.file_name) for v in first_of_each.values())


def record_conflicts(
    c: Connection,
    dialect: str,
    match_id: int,
    newcomer: tuple[str, int],
    first_of_each: dict[str, Any],
    now: datetime,
) -> None:
    """A conflict pair between the newcomer (content hash, file id) and the first file of each
    other content; a pair already recorded (by another clerk too) is left as it is."""
    for other_hash, other in first_of_each.items():
        pair = sorted((newcomer, (other_hash, int(other.id))))
        c.execute(
            dialect_insert(dialect, FedConflict)
            .values(
                match_id=match_id,
                first_hash=pair[0][0],
                first_file_id=pair[0][1],
                second_hash=pair[1][0],
                second_file_id=pair[1][1],
                detected_at=now,
            )
            .on_conflict_do_nothing()
        )


def _stored_file(c: Connection, file_sha256: str) -> Any:
    return c.execute(statements(c.dialect.name).stored_file, {"sha": file_sha256}).first()


def _already_received(row: Row[Any]) -> FilingOutcome:
    key = None
    if row.season is not None and row.round is not None:
        key = MatchKey(row.season, row.competition, row.round, row.home, row.away)
    return FilingOutcome(
        kind=FilingKind.ALREADY_RECEIVED,
        file_id=int(row.id),
        file_name=str(row.file_name),
        status=IntakeStatus(row.status),
        reason=str(row.reason),
        received_at=as_utc(row.received_at),
        competition_id=row.competition_id,
        match_id=row.match_id,
        match=key,
    )


# --- receipts ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class ReceiptRecord:
    file_id: int
    file_sha256: str
    issued_at: datetime
    receipt_json: str
    receipt_pdf: bytes
    new: bool  # False: a receipt had been issued before, this is the stored one


def record_receipt(
    db: FederationDb, file_sha256: str, issued_at: datetime, receipt_json: str, receipt_pdf: bytes
) -> ReceiptRecord:
    """Store the acuse de recibo of a received file; one per file, the first one kept (a club
    may hold it already), so a second call returns the stored receipt unchanged. A receipt of
    another verdict (the file re-verified) takes the place of a stored rejection or
    incompleteness, never of an acceptance."""
    issued_at = as_utc(issued_at)
    for attempt in range(1, ATTEMPTS + 1):
        try:
            with db.writing() as c:
                file_id = c.execute(
                    select(col(FedReceivedFile.id)).where(
                        col(FedReceivedFile.file_sha256) == file_sha256
                    )
                ).scalar_one_or_none()
                if file_id is None:
                    raise StoreError(
                        f"No hay ningún archivo recibido con la huella {file_sha256[:12]}…: "
                        "no se puede registrar su acuse de recibo."
                    )
                inserted = c.execute(
                    dialect_insert(db.dialect, FedReceipt)
                    .values(
                        file_id=file_id,
                        issued_at=issued_at,
                        receipt_json=receipt_json,
                        receipt_pdf=receipt_pdf,
                        **receipt_facts(receipt_json, receipt_pdf),
                    )
                    .on_conflict_do_nothing(index_elements=["file_id"])
                    .returning(col(FedReceipt.id))
                ).scalar_one_or_none()
                stored = _receipt_row(c, file_sha256)
                assert stored is not None  # inserted now or before, in a committed transaction
                if inserted is None and _supersedes(receipt_json, str(stored.receipt_json)):
                    inserted = _replace_receipt(
                        c, file_id, stored, issued_at, receipt_json, receipt_pdf
                    )
                    stored = _receipt_row(c, file_sha256)
                return _receipt(stored, new=inserted is not None)
        except OperationalError as exc:
            if attempt == ATTEMPTS or not worth_retrying(exc):
                raise
            time.sleep(0.05 * attempt)
    raise AssertionError("unreachable")


def _verdict_of(receipt_json: str) -> object:
    try:
        data = json.loads(receipt_json)
    except ValueError:
        return None
    return data.get("estado") if isinstance(data, dict) else None


def _supersedes(new_json: str, stored_json: str) -> bool:
    """A file re-verified into another verdict gets the new receipt; an accepted one's stays."""
    stored = _verdict_of(stored_json)
    return stored != IntakeStatus.ACCEPTED.value and _verdict_of(new_json) != stored


def _replace_receipt(
    c: Connection, file_id: int, stored: Any, issued_at: datetime, receipt_json: str, pdf: bytes
) -> int | None:
    """Put the new receipt in place of the stored one, unless another clerk did first."""
    replaced = c.execute(
        update(FedReceipt)
        .where(
            col(FedReceipt.file_id) == file_id,
            col(FedReceipt.receipt_json) == str(stored.receipt_json),
        )
        .values(
            issued_at=issued_at,
            receipt_json=receipt_json,
            receipt_pdf=pdf,
            **receipt_facts(receipt_json, pdf),
        )
    )
    return file_id if replaced.rowcount else None


def receipt_facts(receipt_json: str, receipt_pdf: bytes) -> dict[str, str | None]:
    """What a receipt is found again by (fed_0005): its number, its acta's document ID, and the
    SHA-256 of its signed PDF, read from the receipt itself."""
    try:
        data = json.loads(receipt_json)
    except ValueError:
        data = None
    acta = data.get("acta") if isinstance(data, dict) else None
    number = data.get("acuse") if isinstance(data, dict) else None
    document = acta.get("documento") if isinstance(acta, dict) else None
    return {
        "receipt_number": number if isinstance(number, str) else None,
        "acta_document": document if isinstance(document, str) else None,
        "receipt_sha256": hashlib.sha256(receipt_pdf).hexdigest(),
    }


def receipt_for(db: FederationDb, file_sha256: str) -> ReceiptRecord | None:
    with db.engine.connect() as c:
        row = _receipt_row(c, file_sha256)
    return None if row is None else _receipt(row, new=False)


def _receipt_row(c: Connection, file_sha256: str) -> Any:
    return c.execute(
        select(
            col(FedReceipt.file_id),
            col(FedReceivedFile.file_sha256),
            col(FedReceipt.issued_at),
            col(FedReceipt.receipt_json),
            col(FedReceipt.receipt_pdf),
        )
        .join(FedReceivedFile, col(FedReceivedFile.id) == col(FedReceipt.file_id))
        .where(col(FedReceivedFile.file_sha256) == file_sha256)
    ).first()


def _receipt(row: Row[Any], *, new: bool) -> ReceiptRecord:
    return ReceiptRecord(
        file_id=int(row.file_id),
        file_sha256=str(row.file_sha256),
        issued_at=as_utc(row.issued_at),
        receipt_json=str(row.receipt_json),
        receipt_pdf=bytes(row.receipt_pdf),
        new=new,
    )
