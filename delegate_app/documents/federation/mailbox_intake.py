"""The office's mailbox read into the federation's database: `federacion importar --imap`.

Each new message of the folder is claimed in the database (store/federation/imap_messages.py),
fetched whole, read exactly as a .eml file is (sources.message_items: same limits, same
refusals, same Received: evidence), judged by the intake and filed verdict by verdict (as
inbox_run does for files); once every acta of a message is filed the message is marked read
(a fetch's worth of messages in one transaction), and no run reads it again. Two clerks
reading at once share the work, never double it.

Evidence of arrival: the topmost Received: header one of the federation's own servers wrote
(--servidor-correo, as for files). Without it (no such header, a forged or future one), the
message's INTERNALDATE counts: the time the office's own IMAP server stored the message, which
a club cannot set (only a client logged into the office's mailbox could, with APPEND). The
verdict's note says which one counted, and the message's row records it.

A connection cut in the middle stops reading: what was fetched whole is judged and filed, the
message being fetched is not handed out at all, and the claims not finished are released, so
the next run reads exactly the rest.
"""

from __future__ import annotations

import hashlib
import os
import socket
import uuid
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Unpack

from delegate_app.documents.federation import sources
from delegate_app.documents.federation.inbox_run import (
    Filed,
    IntakeOptions,
    file_each,
    judged,
    office_mail_servers,
)
from delegate_app.documents.mail.imap_reader import (
    FETCH_BATCH,
    FetchedMessage,
    ImapError,
    Mailbox,
)
from delegate_app.store.errors import StoreError
from delegate_app.store.federation import imap_messages
from delegate_app.store.federation.database import FederationDb

INTERNALDATE_NOTE = (
    "ninguna cabecera Received de los servidores de la federación prueba cuándo llegó: cuenta "
    "la hora en que lo guardó el buzón IMAP de la federación (INTERNALDATE), {when} UTC"
)
TOO_BIG = "el mensaje ocupa {size}; un mensaje no pasa de {limit}: no se ha descargado"


@dataclass
class _Message:
    """A message handed to the intake, until its last verdict is filed."""

    uid: int
    internal_date: datetime | None
    sha256: str | None
    evidence: str | None
    left: int  # verdicts still to file
    actas: int
    failed: bool = False  # some verdict could not be filed: read again next time


@dataclass
class MailboxRun:
    """What one reading of the mailbox did."""

    filed: list[Filed] = field(default_factory=list)
    messages: int = 0  # messages read and filed whole in this run
    already_read: int = 0  # read by an earlier run
    taken: int = 0  # claimed by another clerk reading at the same time
    error: str | None = None  # why reading stopped before the end (the rest is read next time)


def clerk_id() -> str:
    """Who claims: unique per run, readable in the database."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def _label(mailbox: Mailbox, uid: int) -> str:
    return f"{mailbox.address.account}{sources.SEPARATOR}mensaje UID {uid}"


def _items(
    message: FetchedMessage, label: str, evidence: sources.MailEvidence
) -> tuple[list[sources.Received], str | None, str | None]:
    """The message's candidate actas, its sha256 and how its arrival is known."""
    if message.raw is None:
        key = f"imap\0{label}\0{message.size}".encode()
        refusal = sources.Received(
            label,
            hashlib.sha256(key).hexdigest(),
            problem=TOO_BIG.format(
                size=_megabytes(message.size), limit=_megabytes(sources.MAX_MESSAGE_BYTES)
            ),
        )
        return [_with_internal_date(refusal, message, evidence)], None, None
    items = list(sources.message_items(message.raw, label, evidence))
    if not items:  # message_items always says something; never leave a message unaccounted
        items = [sources.Received(label, hashlib.sha256(message.raw).hexdigest(), problem="vacío")]
    kind = None
    if any(item.mail_received_at is not None for item in items):
        kind = imap_messages.EVIDENCE_RECEIVED
    dated = [_with_internal_date(item, message, evidence) for item in items]
    if kind is None and any(item.mail_received_at is not None for item in dated):
        kind = imap_messages.EVIDENCE_INTERNALDATE
    return dated, hashlib.sha256(message.raw).hexdigest(), kind


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):.1f} MB".replace(".", ",")


def _with_internal_date(
    item: sources.Received, message: FetchedMessage, evidence: sources.MailEvidence
) -> sources.Received:
    when = message.internal_date
    if item.mail_received_at is not None or when is None:
        return item
    now = evidence.now or datetime.now(UTC)
    if when > now + sources.CLOCK_SKEW:  # the server's clock is wrong: it proves nothing
        return item
    return replace(
        item, mail_received_at=when, note=INTERNALDATE_NOTE.format(when=f"{when:%d/%m/%Y %H:%M}")
    )


def run_mailbox_intake(
    mailbox: Mailbox,
    registry: object,
    db: FederationDb,
    *,
    clerk: str | None = None,
    **options: Unpack[IntakeOptions],
) -> MailboxRun:
    """Read every message of `mailbox` no run has read yet, as `options` say (the same as for
    files, inbox_run.py); intake.IntakeError when the verifying processes cannot go on (what
    was filed before stays, the rest is released)."""
    clerk = clerk or clerk_id()
    should_stop = options.get("should_stop") or (lambda: False)
    account, validity = mailbox.address.account, mailbox.uidvalidity
    evidence = sources.MailEvidence(office_mail_servers(db, options.get("mail_servers")))
    run = MailboxRun()
    done = imap_messages.filed_uids(db, account, validity)
    pending = [uid for uid in mailbox.uids() if uid not in done]
    run.already_read = len(done)
    in_flight: deque[_Message] = deque()
    claimed: set[int] = set()
    marks = _Marks(db, account, validity, clerk)

    def stream() -> Iterator[tuple[int, sources.Received]]:
        unit = 0
        for start in range(0, len(pending), FETCH_BATCH):
            if should_stop():
                return
            wanted = pending[start : start + FETCH_BATCH]
            got = imap_messages.claim(db, account, validity, wanted, clerk)
            run.taken += len(wanted) - len(got)
            claimed.update(got)
            try:
                for message in mailbox.fetch(got):
                    items, sha, kind = _items(message, _label(mailbox, message.uid), evidence)
                    in_flight.append(
                        _Message(
                            message.uid, message.internal_date, sha, kind, len(items), len(items)
                        )
                    )
                    for item in items:
                        yield unit, item
                    unit += 1
            except ImapError as exc:
                run.error = str(exc)
                return

    try:
        file_each(
            db,
            judged(db, stream(), registry, len(pending), options),
            run.filed,
            options,
            then=lambda entry: _account_for(run, marks, in_flight, claimed, entry),
        )
    finally:
        try:
            marks.flush(run, claimed)
        finally:
            imap_messages.release(db, account, validity, claimed, clerk)
    return run


@dataclass
class _Marks:
    """Messages filed whole, marked read together: one transaction for up to a fetch's worth,
    not one a message. Marked only after every acta of theirs is filed; a crash before the
    mark leaves their claims to lapse, and the next run finds their actas "ya recibida": nothing
    is filed twice or lost, a few messages are read again."""

    db: FederationDb
    account: str
    validity: int
    clerk: str
    pending: list[imap_messages.Reading] = field(default_factory=list)

    def add(self, run: MailboxRun, claimed: set[int], message: _Message) -> None:
        self.pending.append(
            imap_messages.Reading(
                message.uid, message.internal_date, message.sha256, message.evidence, message.actas
            )
        )
        if len(self.pending) >= FETCH_BATCH:
            self.flush(run, claimed)

    def flush(self, run: MailboxRun, claimed: set[int]) -> None:
        readings, self.pending = self.pending, []
        try:
            marked = imap_messages.mark_all_filed(
                self.db, self.account, self.validity, readings, self.clerk
            )
        except StoreError:
            return  # filed: released at the end, a later run finds them "ya recibida"
        claimed.difference_update(marked)
        run.messages += len(marked)


def _account_for(
    run: MailboxRun,
    marks: _Marks,
    in_flight: deque[_Message],
    claimed: set[int],
    entry: Filed,
) -> None:
    """One more verdict of the oldest message in flight is filed (the intake keeps the order);
    after its last one, the message is to be marked read, unless some verdict failed to file."""
    message = in_flight[0]
    message.left -= 1
    message.failed = message.failed or entry.error is not None
    if message.left > 0:
        return
    in_flight.popleft()
    if message.failed:
        return  # released at the end: the next run files what is missing
    marks.add(run, claimed, message)
