"""The federation's acuse de recibo back at the club: verified with the federation registry
(documents/federation/receipt_check.py) and matched to the queued acta file by its SHA-256.

Only a receipt that verifies (the federation's signature, chained to the registry's federation
certificate, intact, its data and its page in agreement) and that names a file of this club's
outbox changes anything; anything else is refused with the reason and changes nothing. A
matched receipt says what the federation made of the file: "aceptada" marks it "recibida por la
federación"; "incompleta" or "rechazada" marks it "rechazada", with the federation's reason.
An acceptance is final: a later rejection of the same file (there is none: one file, one
verdict, unless re-verification accepts a rejected one) never undoes it. A corrected acta sent
again is another file, with its own receipt. Receipts of format 1 (accepted actas only) are read
as before.

The receipts come from files (`correo acuse ACUSE.pdf`, "Cargar acuse…") or from the club's
own mailbox (`correo acuse --imap`, "Leer acuses del buzón…"): every PDF attached to a message
there that is a receipt is judged the same way; whoever sent the message, nothing but the
federation's signature counts. The mailbox is only read (EXAMINE, BODY.PEEK): a receipt read
again finds its acta already received and changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from delegate_app.store import outbox
from delegate_app.store.database import Database

if TYPE_CHECKING:
    from delegate_app.documents.mail.imap_reader import Mailbox
    from delegate_app.documents.registry import Registry


class ReceiptRefused(Exception):
    """The receipt changes nothing; the message says why, in Spanish."""


def accept_receipt(db: Database, pdf: bytes, registry: Registry | None) -> outbox.Queued:
    """Mark the file the receipt names as received by the federation (aceptada) or refused by
    it (incompleta, rechazada: the reason kept); ReceiptRefused when it changes nothing."""
    from delegate_app.documents.federation.receipt_check import is_receipt, verify_receipt

    if not is_receipt(pdf):
        raise ReceiptRefused("El archivo no es un acuse de recibo de la federación.")
    report = verify_receipt(pdf, registry)
    if not report.ok or report.data is None:
        raise ReceiptRefused(
            "El acuse no se ha podido verificar y no cambia nada: " + "; ".join(report.problems)
        )
    wanted = report.acta_sha256 or ""
    item = outbox.find(db, wanted)
    if item is None:
        raise ReceiptRefused(
            f"El acuse {report.data['acuse']} es de otra acta (SHA-256 {wanted[:16]}…), no de "
            "ninguna de la bandeja de salida de este club: no cambia nada."
        )
    received = datetime.fromisoformat(report.data["recibido_canarias"]).replace(tzinfo=None)
    verdict = report.data["estado"]
    number = str(report.data["acuse"])
    if verdict == "aceptada":
        outbox.mark_received(db, item.id, number, received)
    elif item.state != outbox.RECEIVED:
        reason = f"{verdict}: {report.data.get('motivo') or verdict}"
        outbox.mark_refused(db, item.id, number, received, reason)
    found = outbox.find(db, wanted)
    assert found is not None  # just marked
    return found


@dataclass(frozen=True)
class ReceiptRead:
    """One receipt judged: `item` its acta once received (None: refused, `problem` says why);
    `before` True when that acta was already received by this same receipt."""

    where: str
    item: outbox.Queued | None
    problem: str | None = None
    before: bool = False


MAX_MESSAGE_BYTES = 5 * 1024 * 1024  # a receipt is ~100 KB; a larger message is not one
MAX_PDFS_PER_MESSAGE = 20


def judge(db: Database, where: str, pdf: bytes, registry: Registry | None) -> ReceiptRead:
    """accept_receipt, said as a ReceiptRead (never raises for what the receipt holds)."""
    from delegate_app.documents.federation.receipt_check import is_receipt

    if not is_receipt(pdf):
        return ReceiptRead(where, None, "El archivo no es un acuse de recibo de la federación.")
    try:
        known = outbox.receipt_numbers(db)
        item = accept_receipt(db, pdf, registry)
    except ReceiptRefused as exc:
        return ReceiptRead(where, None, str(exc))
    return ReceiptRead(where, item, before=item.receipt_number in known)


def receipt_pdfs(raw: bytes) -> Iterator[tuple[str, bytes]]:
    """The PDFs a message carries that are receipts (name, bytes); others are not looked at."""
    import email
    import email.policy

    from delegate_app.documents.federation.receipt_check import is_receipt

    message = email.message_from_bytes(raw, policy=email.policy.default)
    found = 0
    for part in message.walk():
        if part.get_content_type() not in ("application/pdf", "application/octet-stream"):
            continue
        payload = part.get_payload(decode=True)
        if not isinstance(payload, bytes) or not payload.startswith(b"%PDF"):
            continue
        found += 1
        if found > MAX_PDFS_PER_MESSAGE:
            return
        if is_receipt(payload):
            yield str(part.get_filename() or "acuse.pdf"), payload


def read_mailbox(db: Database, mailbox: Mailbox, registry: Registry | None) -> list[ReceiptRead]:
    """Every receipt attached to a message of the club's mailbox folder, judged."""
    results = []
    for message in mailbox.fetch(mailbox.uids()):
        if message.raw is None:  # too large to be a receipt's mail
            continue
        for name, pdf in receipt_pdfs(message.raw):
            results.append(judge(db, f"mensaje {message.uid}: {name}", pdf, registry))
    return results
