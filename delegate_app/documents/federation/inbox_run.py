"""One intake from paths to filed verdicts, shared by `federacion importar` and its window.

Each verdict is filed as soon as it is given, so an intake stopped halfway leaves every file
before the stop filed whole and none after it: importing the same paths again files the rest
and changes nothing already there.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import TypedDict, Unpack

from delegate_app.documents.federation import intake, sources
from delegate_app.documents.federation.received import Received
from delegate_app.documents.worker_pool import WorkerPool
from delegate_app.domain.federation.records import IntakeVerdict
from delegate_app.store.errors import StoreError
from delegate_app.store.federation.database import FederationDb
from delegate_app.store.federation.inbox import FilingOutcome, completion_text, file_verdict

# Issues the receipt of a filed verdict; returns what to say of it (None: no receipt due).
ReceiptIssuer = Callable[[FederationDb, IntakeVerdict, FilingOutcome], "str | None"]


class IntakeOptions(TypedDict, total=False):
    """How an intake runs, whatever it reads (files here, the mailbox in mailbox_intake.py):
    the verifying processes (`workers`; None: as many as help), `progress`, `on_filed` (told of
    each Filed as soon as it is filed), the `receipts` issuer, `should_stop` (asked between
    files), the `clock` of the arrival time, the federation's own `mail_servers` (default:
    as stored in the database for every clerk), and a `pool` of verifying processes already
    started with the same registry (intake.start_pool; closed by whoever started it)."""

    workers: int | None
    progress: Callable[[intake.Progress], None] | None
    on_filed: Callable[[Filed], None] | None
    receipts: ReceiptIssuer | None
    should_stop: Callable[[], bool]
    clock: Callable[[], datetime]
    mail_servers: Sequence[str] | None
    pool: WorkerPool | None


@dataclass(frozen=True)
class Filed:
    """A verdict (without its bytes) and what filing it did."""

    verdict: IntakeVerdict
    outcome: FilingOutcome | None
    error: str | None = None  # it could not be filed
    receipt: str | None = None  # where its receipt went
    receipt_error: str | None = None  # it is filed, but its receipt could not be issued

    def note(self) -> str:
        """What filing (and the receipt) did, in a few words, beside the verdict's line."""
        if self.error is not None:
            return f"NO ARCHIVADA: {self.error}"
        assert self.outcome is not None
        text = outcome_text(self.outcome)
        if self.receipt_error is not None:
            return f"{text}; SIN ACUSE: {self.receipt_error}"
        return f"{text}; {self.receipt}" if self.receipt else text


def outcome_text(outcome: FilingOutcome) -> str:
    if not outcome.is_new:
        return f"ya recibida el {outcome.received_at:%d/%m/%Y %H:%M} UTC; no cambia nada"
    if outcome.is_completion:
        return completion_text(outcome)
    if outcome.duplicate_of is not None:
        return f"duplicada: el mismo contenido que «{outcome.duplicate_of}»"
    if outcome.conflicts_with:
        others = ", ".join(f"«{name}»" for name in outcome.conflicts_with)
        return f"CONFLICTO: contenido distinto del de {others}"
    return "archivada"


def _slim(verdict: IntakeVerdict) -> IntakeVerdict:
    # A season's intake keeps thousands of verdicts for its summary: not their PDFs.
    return replace(verdict, pdf=None, acta_json=None)


def file_entry(
    db: FederationDb,
    verdict: IntakeVerdict,
    received_at: datetime,
    receipts: ReceiptIssuer | None,
) -> Filed:
    """File one verdict (and issue its receipt); failures are said in the Filed, not raised."""
    try:
        outcome = file_verdict(db, verdict, received_at)
    except (StoreError, OSError) as exc:
        return Filed(_slim(verdict), None, error=str(exc))
    if receipts is None:
        return Filed(_slim(verdict), outcome)
    # Only with receipts: the module (PDF receipts, their signing) is ~0.1 s of imports.
    from delegate_app.documents.federation.receipts import ReceiptError

    try:
        return Filed(_slim(verdict), outcome, receipt=receipts(db, verdict, outcome))
    except (ReceiptError, StoreError, OSError) as exc:
        return Filed(_slim(verdict), outcome, receipt_error=str(exc))


def office_mail_servers(db: FederationDb, given: Sequence[str] | None) -> tuple[str, ...]:
    """The federation's own mail servers: those given, else those stored for every clerk."""
    from delegate_app.store.federation.settings import mail_servers

    return tuple(given) if given is not None else mail_servers(db)


def file_each(
    db: FederationDb,
    verdicts: Iterable[IntakeVerdict],
    filed: list[Filed],
    options: IntakeOptions,
    then: Callable[[Filed], None] = lambda entry: None,
) -> None:
    """File each verdict as it comes (appended to `filed`, `then` told before `on_filed`);
    `should_stop` is asked after each one."""
    clock = options.get("clock") or _now
    should_stop = options.get("should_stop") or _never
    on_filed = options.get("on_filed")
    for verdict in verdicts:
        entry = file_entry(db, verdict, clock(), options.get("receipts"))
        filed.append(entry)
        then(entry)
        if on_filed is not None:
            on_filed(entry)
        if should_stop():
            break


def _now() -> datetime:
    return datetime.now(UTC)


def _never() -> bool:
    return False


def judged(
    db: FederationDb,
    items: Iterable[tuple[int, Received]],
    registry: object,
    units: int,
    options: IntakeOptions,
) -> Iterator[IntakeVerdict]:
    """The verifying processes' verdicts on `items` (files or mails), as `options` say. An
    acta filed before, by either way, is "ya recibida" at the cost of its hash: not verified
    again."""
    from delegate_app.store.federation.known_files import stored_verdict

    return intake.intake(
        items,
        registry,
        workers=intake.workers_for(options.get("workers"), units),
        units=units,
        progress=options.get("progress"),
        known=lambda item: stored_verdict(db, item.sha256),
        pool=options.get("pool"),
    )


def run_intake(
    paths: Sequence[str | os.PathLike[str]],
    registry: object,
    db: FederationDb,
    **options: Unpack[IntakeOptions],
) -> list[Filed]:
    """Verify, file (and give receipts for) everything under `paths`, run as `options` say.
    intake.IntakeError when the verifying processes cannot go on: what was filed before stays."""
    from delegate_app.store.federation.office_log import note_registry

    filed: list[Filed] = []
    servers = office_mail_servers(db, options.get("mail_servers"))
    note_registry(db, registry)
    with sources.list_units(paths, servers) as found:
        file_each(db, judged(db, found, registry, len(found.units), options), filed, options)
    return filed
