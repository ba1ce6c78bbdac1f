"""Verify again what was received: every stored rejected or incomplete file, from its stored
PDF, with the registry given now (`delegado federacion reverificar` and the window's "Verificar
de nuevo").

The verdict a file got depends on the registry of the day: a club registered a week late, a
delegate's certificate added after the match. Re-verification judges the same bytes again (the
same checks as the intake, on both cores) and files the new verdict with its history
(store/federation/reverify.py). An acta accepted now gets its receipt with the time the file
first reached the federation: that is when the club sent it (the evidence CH-14 and CH-15.3
ask for), and a registry the federation updated later cannot make the club late. The mail
server's time, when it was evidence, stays as it was filed.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from delegate_app.documents.federation import intake
from delegate_app.documents.federation.sources import Received
from delegate_app.domain.federation.records import IntakeVerdict
from delegate_app.store.errors import StoreError
from delegate_app.store.federation.database import FederationDb
from delegate_app.store.federation.inbox import as_utc
from delegate_app.store.federation.queries import received_pdf
from delegate_app.store.federation.reverify import (
    PendingFile,
    ReverifyKind,
    ReverifyOutcome,
    file_reverification,
    pending_files,
)

NO_PDF = (
    "no se guardó su PDF (se recibió antes de que se guardaran los rechazados): impórtela de "
    "nuevo y vuelva a verificar"
)


@dataclass(frozen=True)
class Reverified:
    """One stored file judged again (its verdict without bytes) and what filing it did."""

    verdict: IntakeVerdict
    outcome: ReverifyOutcome | None
    error: str | None = None
    receipt: str | None = None
    receipt_error: str | None = None

    def note(self) -> str:
        if self.error is not None:
            return f"NO REVERIFICADA: {self.error}"
        assert self.outcome is not None
        text = outcome_text(self.outcome)
        if self.receipt_error is not None:
            return f"{text}; SIN ACUSE: {self.receipt_error}"
        return f"{text}; {self.receipt}" if self.receipt else text


def outcome_text(outcome: ReverifyOutcome) -> str:
    if outcome.kind is ReverifyKind.ALREADY:
        return f"ya reverificada con este registro ({outcome.old_status.value}); no cambia nada"
    if outcome.kind is ReverifyKind.SETTLED:
        return f"ya {outcome.new_status.value} por otra reverificación; no cambia nada"
    if outcome.kind is ReverifyKind.SAME:
        return f"sigue {outcome.new_status.value}"
    text = f"{outcome.old_status.value} → {outcome.new_status.value}"
    if outcome.duplicate_of is not None:
        text += f"; duplicada: el mismo contenido que «{outcome.duplicate_of}»"
    if outcome.conflicts_with:
        others = ", ".join(f"«{name}»" for name in outcome.conflicts_with)
        text += f"; CONFLICTO: contenido distinto del de {others}"
    return text


def _items(db: FederationDb, files: list[PendingFile]) -> Iterator[tuple[int, Received]]:
    """The stored bytes, read one file at a time as the verifiers ask for them."""
    for index, pending in enumerate(files):
        data = received_pdf(db, pending.id)
        yield (
            index,
            Received(
                pending.file_name,
                pending.file_sha256,
                data,
                None if data is not None else NO_PDF,
                pending.mail_received_at,
                intake.note_of(pending.reason),
            ),
        )


def run_reverification(
    db: FederationDb,
    registry: Any,
    *,
    workers: int | None = None,
    progress: Callable[[intake.Progress], None] | None = None,
    on_done: Callable[[Reverified], None] | None = None,
    receipts: Callable[..., str | None] | None = None,
    should_stop: Callable[[], bool] = lambda: False,
    clock: Callable[[], datetime] = lambda: datetime.now(UTC),
) -> list[Reverified]:
    """Judge every stored rejected or incomplete file again with `registry` and file the new
    verdicts; `receipts` (inbox_run.ReceiptIssuer) issues the receipt of each acta accepted now.
    A file stored without its PDF is listed with the reason and left as it is."""
    files = pending_files(db)
    by_name = {f.file_sha256: f for f in files}
    registry_sha256 = hashlib.sha256(registry.signed_bytes).hexdigest()
    from delegate_app.store.federation.office_log import note_registry

    note_registry(db, registry)
    done: list[Reverified] = []
    # Judged at the time each file first reached the federation, as the intake did.
    receptions = {f.file_sha256: as_utc(f.received_at) for f in files}
    for verdict in intake.intake(
        _items(db, [f for f in files if f.has_pdf]),
        registry,
        workers=intake.workers_for(workers, len(files)),
        units=sum(1 for f in files if f.has_pdf),
        progress=progress,
        judge_function=functools.partial(intake.judge_received, receptions),
    ):
        pending = by_name[verdict.file_sha256]
        entry = _file(db, pending, verdict, registry, registry_sha256, receipts, clock())
        done.append(entry)
        if on_done is not None:
            on_done(entry)
        if should_stop():
            return done
    for pending in files:
        if not pending.has_pdf:
            entry = Reverified(_as_stored(pending), None, error=NO_PDF)
            done.append(entry)
            if on_done is not None:
                on_done(entry)
    return done


def _as_stored(pending: PendingFile) -> IntakeVerdict:
    return IntakeVerdict(pending.file_name, pending.file_sha256, pending.status, pending.reason)


def _file(
    db: FederationDb,
    pending: PendingFile,
    verdict: IntakeVerdict,
    registry: Any,
    registry_sha256: str,
    receipts: Callable[..., str | None] | None,
    now: datetime,
) -> Reverified:
    from delegate_app.documents.federation.receipts import ReceiptError

    slim = replace(verdict, pdf=None, acta_json=None)
    try:
        outcome = file_reverification(
            db,
            pending.id,
            verdict,
            registry_version=registry.version,
            registry_sha256=registry_sha256,
            checked_at=now,
        )
    except (StoreError, OSError) as exc:
        return Reverified(slim, None, error=str(exc))
    if receipts is None or not outcome.newly_accepted:
        return Reverified(slim, outcome)
    try:
        return Reverified(slim, outcome, receipt=receipts(db, verdict, outcome.as_filing()))
    except (ReceiptError, StoreError, OSError) as exc:
        return Reverified(slim, outcome, receipt_error=str(exc))
