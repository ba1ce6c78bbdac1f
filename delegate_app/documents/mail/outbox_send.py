"""The club's outbox at work: a signed acta checked and queued, and the queue sent.

`queue_signed_acta` accepts only this match's acta, locked and signed: the PDF's acta.json must
be the one the club's database builds for the match now (byte for byte), and every signature
in it intact and covering what it signed. `send_due` sends what is due (store/outbox.py keeps
the back-off), each item on its own: one failure keeps that acta queued with its reason and
the others still go.
"""

from __future__ import annotations

import ssl
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from delegate_app.documents.mail.smtp_sender import (
    SendError,
    SmtpSettings,
    acta_message,
    send,
)
from delegate_app.store import outbox
from delegate_app.store.acta_reading import ActaRead
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError

if TYPE_CHECKING:
    from delegate_app.documents.verify import VerificationReport


class QueueError(Exception):
    """The file cannot be queued; the message says why, in Spanish."""


def settings_of(db: Database) -> SmtpSettings:
    return settings_from(outbox.mail_settings(db))


def club_context(db: Database, ca_file: Path | None = None) -> ssl.SSLContext:
    """The TLS context the club's SMTP server is checked with: `ca_file` when given (the
    command line's --smtp-ca), else the authority saved in the club's mail settings, else the
    system's. SendError (Spanish) when the file or the saved authority cannot be loaded."""
    from delegate_app.documents.mail import smtp_sender

    return _trusting(db, ca_file, smtp_sender)


def club_mailbox_context(db: Database, ca_file: Path | None = None) -> ssl.SSLContext:
    """The TLS context the club's receipts mailbox (IMAP) is checked with, as `club_context`
    (--imap-ca for `ca_file`): a club's mail provider serves both, so the one saved authority
    is trusted for both. ImapError (Spanish) when it cannot be loaded."""
    from delegate_app.documents.mail import imap_reader

    return _trusting(db, ca_file, imap_reader)


def _trusting(db: Database, ca_file: Path | None, client: Any) -> ssl.SSLContext:
    """`client` (smtp_sender or imap_reader: the same two functions, each raising its own
    error in Spanish) makes the context from the file, the saved authority or the system's."""
    if ca_file is not None:
        return client.tls_context(ca_file)  # type: ignore[no-any-return]
    saved = outbox.mail_settings(db).get(outbox.SERVER_CA, "")
    context = client.tls_context_with_ca(saved) if saved else client.tls_context()
    return context  # type: ignore[no-any-return]


def settings_from(values: dict[str, str]) -> SmtpSettings:
    try:
        port = int(values.get(outbox.PORT, "587"))
    except ValueError:
        port = 0
    return SmtpSettings(
        host=values.get(outbox.SERVER, ""),
        port=port,
        security=values.get(outbox.SECURITY, "starttls"),
        user=values.get(outbox.USER, ""),
        sender=values.get(outbox.SENDER, ""),
        federation=values.get(outbox.FEDERATION, ""),
    )


def queue_signed_acta(
    db: Database, match_id: int, pdf: bytes, now: datetime | None = None
) -> tuple[outbox.Queued, bool]:
    """Queue the signed acta `pdf` of `match_id`; (item, True), or (item, False) when this very
    file was queued before. QueueError (Spanish) for anything else."""
    from delegate_app.documents import acta_package as package

    read = _read(db, match_id)  # the one read of the acta
    attached = checked_read_acta(read, pdf)
    try:
        return outbox.queue(db, match_id, package.file_name_of(read.header), pdf, attached, now)
    except StoreError as exc:
        raise QueueError(str(exc)) from None


def _read(db: Database, match_id: int) -> ActaRead:
    from delegate_app.documents import acta_package as package

    try:
        return package.read_for_export(db, match_id)
    except (package.ExportError, StoreError) as exc:
        raise QueueError(str(exc)) from None


def checked_club_acta(db: Database, match_id: int, pdf: bytes) -> bytes:
    """The acta.json of `pdf` when it is this match's acta as locked here, signed, every
    signature holding (what goes to the federation, or to the visiting delegate to sign);
    QueueError (Spanish) otherwise."""
    return checked_read_acta(_read(db, match_id), pdf)


def checked_read_acta(read: ActaRead, pdf: bytes) -> bytes:
    """``checked_club_acta`` for the acta already read (``read_for_export``)."""
    from delegate_app.documents import acta_package as package
    from delegate_app.documents.verify import verify_acta

    try:
        document = package.document_for(read)
    except (package.ExportError, StoreError) as exc:
        raise QueueError(str(exc)) from None
    if not document.view.locked:
        raise QueueError(
            "El acta todavía no está cerrada: se envía a la federación una vez cerrada y firmada."
        )
    attached = _attachment(pdf)
    if attached != document.attachment:
        raise QueueError(
            "El PDF no es el acta de este encuentro tal como está cerrada (sus datos no "
            "coinciden): exporte y firme de nuevo el acta de este encuentro."
        )
    _signatures_hold(verify_acta(pdf, ()), ": expórtelo firmado")
    return attached


def _attachment(pdf: bytes) -> bytes:
    from delegate_app.documents import signing

    try:
        return signing.read_attachment(pdf)
    except Exception:  # any file may be given: it is simply not an acta
        raise QueueError(
            "El archivo no es un acta exportada por Delegado (no lleva acta.json)."
        ) from None


def _signatures_hold(report: VerificationReport, unsigned_hint: str = "") -> None:
    """QueueError unless the PDF could be checked, is signed, and no signature was broken or
    followed by a change."""
    if report.fatal:
        raise QueueError(f"El PDF no se puede comprobar: {report.fatal}")
    if not report.signatures:
        raise QueueError(f"El PDF no lleva ninguna firma digital{unsigned_hint}.")
    broken = [r for r in report.signatures if not r.intact or r.modified_after]
    if broken or not report.signatures[-1].covers_whole_file:
        raise QueueError("Una firma del PDF no se sostiene: el archivo se modificó tras firmarlo.")


def queue_received_acta(
    db: Database, file_name: str, pdf: bytes, now: datetime | None = None
) -> tuple[outbox.Queued, bool]:
    """Queue an acta the club received from the other club and signed here (the visiting
    delegate's signature added on his own laptop): the match need not be in this database, so
    the file must stand on its own. It must verify complete (every role the acta requires
    signed, every signature and page holding) with the registry installed beside the database
    (without one, every check but who signed; the federation's intake judges that anyway).
    (item, True), or (item, False) when this very file was queued before; QueueError."""
    from delegate_app.documents.acta_package import installed_registry_for
    from delegate_app.documents.verify import verify_acta

    attached = _attachment(pdf)
    the_registry = installed_registry_for(db)
    report = verify_acta(pdf, (), registry=the_registry)
    _signatures_hold(report)
    problems = [f"{c.name}: {c.detail}" for c in report.checks if not c.ok]
    if the_registry is not None:
        problems += [r.reason or "firma no válida" for r in report.signatures if not r.valid]
    if problems:
        raise QueueError("El acta no se sostiene y no se envía: " + "; ".join(problems) + ".")
    if report.missing_roles:
        from delegate_app.documents.verify import ROLE_LABELS

        missing = ", ".join(ROLE_LABELS.get(r, r) for r in report.missing_roles)
        raise QueueError(f"Al acta le falta la firma de: {missing}. Fírmela antes de enviarla.")
    try:
        return outbox.queue(db, None, file_name, pdf, attached, now)
    except StoreError as exc:
        raise QueueError(str(exc)) from None


@dataclass(frozen=True)
class Attempt:
    item: outbox.Queued
    error: SendError | None  # None: sent
    retry_at: datetime | None = None


def send_due(
    db: Database,
    settings: SmtpSettings,
    password: str,
    context: ssl.SSLContext,
    *,
    now: Callable[[], datetime] = datetime.now,
    all_pending: bool = False,
    should_stop: Callable[[], bool] = lambda: False,
) -> list[Attempt]:
    """Send every due item (every pending one with all_pending); a failure is recorded on its
    item, which stays queued, and said in the Attempt. `should_stop` is asked before each
    item (the window closing): what is left stays queued, untouched."""
    attempts: list[Attempt] = []
    for item in outbox.due(db, now(), all_pending=all_pending):
        if should_stop():
            break
        pdf, acta_json = outbox.package(db, item.id)
        message = acta_message(settings, item.message_id, item.file_name, pdf, acta_json)
        try:
            send(settings, password, message, context)
        except SendError as exc:
            retry = outbox.mark_failed(db, item.id, f"{exc.kind}: {exc}", now())
            attempts.append(Attempt(item, exc, retry))
            continue
        outbox.mark_sent(db, item.id, now())
        attempts.append(Attempt(item, None))
    return attempts
