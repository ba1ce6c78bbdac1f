"""What the federation already holds, found by a hash before any work is done on it.

- `stored_verdict`: a received file whose SHA-256 is already filed is "ya recibida" at the cost
  of hashing it: the intake takes its stored verdict instead of verifying it again (importing a
  mailbox a second time verified every file before seeing that nothing was new).
- `find_receipts`: a stored acuse de recibo by its number (AR-…), by its acta's document ID
  (ACTA-…) or by the received file's SHA-256 (whole, or its first 12 characters or more), so
  any clerk sharing the database can hand it out again (`delegado federacion acuse`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, or_, select
from sqlmodel import col

from delegate_app.domain.federation.records import IntakeStatus, IntakeVerdict, MatchKey
from delegate_app.store.federation.database import FederationDb
from delegate_app.store.federation.filing_sql import statements
from delegate_app.store.federation.inbox import as_utc
from delegate_app.store.federation.models import FedReceipt, FedReceivedFile

_HEX = re.compile(r"[0-9a-f]{12,64}")


def stored_verdict(db: FederationDb, file_sha256: str) -> IntakeVerdict | None:
    """The verdict filed for this file's first arrival, or None when it was never received.
    The PDF is not read back (the intake has the bytes in hand)."""
    with db.engine.connect() as c:
        row = c.execute(statements(db.dialect).known_verdict, {"sha": file_sha256}).first()
    if row is None:
        return None
    match = None
    if row.season is not None and row.round is not None and row.competition is not None:
        match = MatchKey(row.season, row.competition, int(row.round), row.home, row.away)
    return IntakeVerdict(
        file_name=row.file_name,
        file_sha256=file_sha256,
        status=IntakeStatus(row.status),
        reason=row.reason,
        sport=row.sport,
        match=match,
        content_hash=row.content_hash,
        acta_json=row.acta_json,
        home_club=row.home_club,
        away_club=row.away_club,
        signed_roles=tuple(r for r in (row.signed_roles or "").split(",") if r),
        mail_received_at=None if row.mail_received_at is None else as_utc(row.mail_received_at),
    )


@dataclass(frozen=True)
class StoredReceipt:
    number: str
    acta_document: str | None
    file_name: str
    file_sha256: str
    issued_at: datetime  # UTC
    receipt_json: str
    receipt_pdf: bytes
    receipt_sha256: str | None


def find_receipts(db: FederationDb, wanted: str) -> list[StoredReceipt]:
    """Every stored receipt `wanted` names (a receipt number, an acta's document ID, a file's
    SHA-256 or its first 12+ characters), oldest first."""
    text = wanted.strip()
    if not text:
        return []
    r, f = FedReceipt, FedReceivedFile
    conditions: list[Any] = [
        func.upper(col(r.receipt_number)) == text.upper(),
        col(r.acta_document) == text,
    ]
    lowered = text.lower()
    if _HEX.fullmatch(lowered):
        conditions.append(
            col(f.file_sha256) == lowered
            if len(lowered) == 64
            else col(f.file_sha256).startswith(lowered, autoescape=True)
        )
    with db.engine.connect() as c:
        rows = c.execute(
            select(
                col(r.receipt_number),
                col(r.acta_document),
                col(f.file_name),
                col(f.file_sha256),
                col(r.issued_at),
                col(r.receipt_json),
                col(r.receipt_pdf),
                col(r.receipt_sha256),
            )
            .join(f, col(f.id) == col(r.file_id))
            .where(or_(*conditions))
            .order_by(col(r.issued_at), col(r.id))
        ).all()
    return [
        StoredReceipt(
            number=row.receipt_number or "",
            acta_document=row.acta_document,
            file_name=row.file_name,
            file_sha256=row.file_sha256,
            issued_at=as_utc(row.issued_at),
            receipt_json=str(row.receipt_json),
            receipt_pdf=bytes(row.receipt_pdf),
            receipt_sha256=row.receipt_sha256,
        )
        for row in rows
    ]
