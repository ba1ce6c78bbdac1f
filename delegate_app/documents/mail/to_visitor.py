"""The home delegate mails his signed acta to the visiting delegate, who signs it on his own
laptop (issue 27): one message from the club's own SMTP settings to an address the delegate
types, the PDF and its acta.json attached. Not the outbox: nothing is queued or retried (the
delegate is there, and is told at once whether it went); the federation's address is not used.
"""

from __future__ import annotations

import ssl
from dataclasses import replace
from datetime import datetime
from email.message import EmailMessage
from email.utils import make_msgid

from delegate_app.documents.mail.smtp_sender import SmtpSettings, acta_message, send

BODY = (
    "Se adjunta el acta del encuentro firmada por el delegado local, y sus datos (acta.json).\n\n"
    "Ábrala en Delegado con «Firmar un acta recibida…», fírmela con su certificado y envíela "
    "a la federación desde su propia bandeja de salida.\n\n"
    "Enviada por Delegado.\n"
)


def address_problem(settings: SmtpSettings, address: str) -> str | None:
    """What is wrong with the club's settings or the typed address, in Spanish (None: fine)."""
    return replace(settings, federation=address.strip()).problem()


def visitor_message(
    settings: SmtpSettings,
    address: str,
    file_name: str,
    pdf: bytes,
    acta_json: bytes,
    now: datetime | None = None,
) -> EmailMessage:
    """The mail that carries the home-signed acta to the visiting delegate."""
    to = replace(settings, federation=address.strip())
    message = acta_message(to, make_msgid(domain="actas.delegado"), file_name, pdf, acta_json, now)
    message.replace_header("Subject", f"Acta para firmar: {file_name}")
    message.get_body().set_content(BODY)  # type: ignore[union-attr]
    return message


def send_to_visitor(
    settings: SmtpSettings,
    password: str,
    context: ssl.SSLContext,
    address: str,
    file_name: str,
    pdf: bytes,
    acta_json: bytes,
) -> None:
    """Send it now; SendError (Spanish, with its kind) when it does not go."""
    to = replace(settings, federation=address.strip())
    send(to, password, visitor_message(settings, address, file_name, pdf, acta_json), context)
