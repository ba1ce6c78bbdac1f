"""The federation's acuse de recibo mailed back to the club (`federacion importar
--enviar-acuses`): to the club's delegate address as the signed registry has it, never to an
address taken from the mail that brought the acta (a forged From: would send the receipt to
whoever forged it), with the verdict in the subject.

Every verdict's receipt goes (aceptada, incompleta, rechazada), to the home club (club_local of
the receipt): the club that sends the acta. A rejected file's club is only what the file claims:
it is mailed when that club is in the registry, and its receipt names the refused file by its
SHA-256, which the club's outbox matches against its own files, so a false claim reaches no
one's outbox. A club the registry names no address for gets no mail, and the note says so.

Each mailing is recorded in the federation's database (store/federation/receipt_mailings.py):
to whom, when, the Message-ID (derived from the receipt number). A receipt mailed once is not
mailed again, however often the same files or mailbox are imported, and of two clerks at once
only one mails it.
"""

from __future__ import annotations

import json
import ssl
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime, formataddr
from pathlib import Path
from typing import Any

from delegate_app.documents.mail.smtp_sender import SendError, SmtpSettings, send
from delegate_app.store.errors import StoreError
from delegate_app.store.federation import receipt_mailings
from delegate_app.store.federation.database import FederationDb
from delegate_app.store.federation.settings import ReceiptMail

MESSAGE_DOMAIN = "acuses.delegado"
SUBJECT = "Acuse de recibo"


def office_smtp(stored: ReceiptMail) -> SmtpSettings:
    """The sending server of the office's saved «Ajustes del correo…»; its own address stands
    as the recipient only to be checked, since each receipt goes to its club's address."""
    return SmtpSettings(
        host=stored.server,
        port=stored.port,
        security=stored.security,
        user=stored.user,
        sender=stored.sender,
        federation=stored.sender,
    )


def message_id_for(receipt_number: str) -> str:
    return f"<acuse-{receipt_number}@{MESSAGE_DOMAIN}>"


def subject_of(data: dict[str, Any]) -> str:
    """ "Acuse de recibo N: acta aceptada · <match>": the verdict first, for the club's eye."""
    from delegate_app.documents.federation.receipts import match_label

    return f"{SUBJECT} {data['acuse']}: acta {data['estado']} · {match_label(data)}"


def receipt_message(
    sender: str,
    to: str,
    data: dict[str, Any],
    pdf: bytes,
    json_bytes: bytes,
    now: datetime | None = None,
) -> EmailMessage:
    """The mail carrying one signed receipt (the PDF, and its acuse.json beside it)."""
    from delegate_app.documents.federation.receipts import local_time_text, receipt_stem

    message = EmailMessage()
    message["From"] = formataddr((data["federacion"], sender))
    message["To"] = to
    message["Subject"] = subject_of(data)
    message["Message-ID"] = message_id_for(str(data["acuse"]))
    message["Date"] = format_datetime(now or datetime.now(UTC))
    message.set_content(
        f"{_what_happened(data, local_time_text(data))}\n\n"
        "Se adjunta el acuse de recibo firmado por la federación. Delegado lo comprueba al "
        "leerlo (Encuentros → Leer acuses del buzón…, o «delegado correo acuse»).\n"
    )
    stem = receipt_stem(data)
    message.add_attachment(pdf, maintype="application", subtype="pdf", filename=f"{stem}.pdf")
    message.add_attachment(
        json_bytes, maintype="application", subtype="json", filename=f"{stem}.json"
    )
    return message


def _what_happened(data: dict[str, Any], when: str) -> str:
    who, verdict = data["federacion"], data["estado"]
    if verdict == "aceptada":
        return f"{who} ha recibido el acta de este encuentro el {when} y la ha aceptado."
    if verdict == "incompleta":
        return (
            f"{who} ha recibido el acta de este encuentro el {when} y la ha archivado como "
            f"incompleta: {data.get('motivo')}. Envíe el acta completa."
        )
    return (
        f"{who} ha recibido el {when} el archivo con SHA-256 {data['archivo']['sha256']} y lo "
        f"ha rechazado: {data.get('motivo')}."
    )


@dataclass
class ReceiptMailer:
    """Mails each issued receipt with the federation's SMTP account; what happened is said in
    a Spanish note per receipt, and every receipt that did not go is kept in `unsent`."""

    settings: SmtpSettings  # `sender` is the federation's address; `federation` is unused
    password: str
    context: ssl.SSLContext
    registry: object  # documents.registry.Registry
    unsent: list[str] = field(default_factory=list)
    sent: list[str] = field(default_factory=list)  # receipt numbers the server took
    no_address: set[str] = field(default_factory=set)
    elsewhere: list[str] = field(default_factory=list)  # mailed, or being mailed, by another run
    clerk: str = field(default_factory=lambda: receipt_mailings.clerk_id())

    def mail(self, db: FederationDb, pdf_path: Path, json_path: Path) -> str:
        return self.mail_receipt(db, pdf_path.read_bytes(), json_path.read_bytes())

    def mail_receipt(self, db: FederationDb, pdf: bytes, json_bytes: bytes) -> str:
        """Mail one issued receipt (its signed PDF and JSON) unless mailed or on its way; the
        note says what happened."""
        data = json.loads(json_bytes)
        club = str(data.get("club_local") or "")
        refused = data.get("estado") == "rechazada"
        if not club:
            return "el archivo no dice de qué club es: el acuse no se envía por correo"
        if refused and not self.registry.has_club(club):  # type: ignore[attr-defined]
            return (
                f"el archivo dice ser de «{club}», que no está en el registro: el acuse no se "
                "envía por correo"
            )
        to = self.registry.club_mail(club)  # type: ignore[attr-defined]
        if not to:
            self.no_address.add(club)
            return (
                f"el registro no tiene la dirección de correo de «{club}»: el acuse no se "
                "envía por correo"
            )
        number = str(data["acuse"])
        try:
            held = receipt_mailings.claim(db, number, to, message_id_for(number), self.clerk)
        except StoreError as exc:
            self.unsent.append(number)
            return f"acuse NO enviado a {to}: {exc}"
        if not held.mine:
            self.elsewhere.append(number)
            if held.state == receipt_mailings.MAILED and held.mailed_at is not None:
                return (
                    f"acuse ya enviado a {held.recipient} el {held.mailed_at:%d/%m/%Y %H:%M} "
                    "UTC; no se envía otra vez"
                )
            return f"otro puesto está enviando este acuse a {held.recipient} ahora mismo"
        message = receipt_message(self.settings.sender, to, data, pdf, json_bytes)
        target = SmtpSettings(
            host=self.settings.host,
            port=self.settings.port,
            security=self.settings.security,
            user=self.settings.user,
            sender=self.settings.sender,
            federation=to,
        )
        try:
            send(target, self.password, message, self.context)
        except SendError as exc:
            receipt_mailings.release(db, number, self.clerk)
            self.unsent.append(number)
            return f"acuse NO enviado a {to}: {exc}"
        self.sent.append(number)
        try:
            receipt_mailings.mark_mailed(db, number, self.clerk)
        except StoreError as exc:
            return f"acuse enviado a {to}, pero {exc}"
        return f"acuse enviado a {to}"


@dataclass(frozen=True)
class Resent:
    """One receipt offered again by `resend_unmailed`: `sent` when the server took it;
    `pending` when it is still to be mailed (it did not go, nor did another clerk mail it)."""

    number: str
    file_name: str
    note: str
    sent: bool
    pending: bool


def resend_unmailed(
    db: FederationDb, mailer: ReceiptMailer, should_stop: Callable[[], bool] = lambda: False
) -> list[Resent]:
    """Mail again every receipt whose mailing failed (or was left behind by a clerk that
    stopped), oldest first, from the copy the database keeps, exactly as issued, to the club's
    address in `mailer`'s registry. A receipt mailed meanwhile by another clerk is said and not
    mailed; a stored copy that does not match the SHA-256 recorded with it is not mailed
    (the database was altered). `should_stop` is asked before each receipt."""
    import hashlib

    from delegate_app.store.federation.known_files import find_receipts

    done: list[Resent] = []
    for waiting in receipt_mailings.unmailed(db):
        if should_stop():
            break
        number = waiting.receipt_number
        stored = [r for r in find_receipts(db, number) if r.number == number]
        if not stored:
            missing = "el acuse no está guardado en la base de datos: no se envía"
            done.append(Resent(number, "—", missing, sent=False, pending=True))
            continue
        receipt = stored[0]
        if receipt.receipt_sha256 and (
            hashlib.sha256(receipt.receipt_pdf).hexdigest() != receipt.receipt_sha256
        ):
            note = (
                "el acuse guardado no coincide con la huella SHA-256 con que se registró: la "
                "base de datos se ha alterado; no se envía"
            )
            done.append(Resent(number, receipt.file_name, note, sent=False, pending=True))
            continue
        note = mailer.mail_receipt(db, receipt.receipt_pdf, receipt.receipt_json.encode("utf-8"))
        sent = number in mailer.sent
        pending = not sent and number not in mailer.elsewhere
        done.append(Resent(number, receipt.file_name, note, sent=sent, pending=pending))
    return done
