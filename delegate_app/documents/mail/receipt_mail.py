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

MESSAGE_DOMAIN = "acuses.delegado"
SUBJECT = "Acuse de recibo"


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
    clerk: str = field(default_factory=lambda: receipt_mailings.clerk_id())

    def mail(self, db: FederationDb, pdf_path: Path, json_path: Path) -> str:
        json_bytes = json_path.read_bytes()
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
            if held.state == receipt_mailings.MAILED and held.mailed_at is not None:
                return (
                    f"acuse ya enviado a {held.recipient} el {held.mailed_at:%d/%m/%Y %H:%M} "
                    "UTC; no se envía otra vez"
                )
            return f"otro puesto está enviando este acuse a {held.recipient} ahora mismo"
        message = receipt_message(self.settings.sender, to, data, pdf_path.read_bytes(), json_bytes)
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
