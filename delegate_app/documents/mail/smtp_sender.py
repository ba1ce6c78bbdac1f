"""Sending a signed acta to the federation by SMTP (smtplib), over TLS only.

`SmtpSettings` is what the club sets once (server, port, security, user, sender, federation's
address); the password is given to `send`, never stored here. Every failure is a `SendError`
whose `kind` says what went wrong and whose message says it in Spanish: the server unreachable,
the authentication refused, the recipient refused, the message too large, the certificate not
trusted. Nothing here raises anything else for a server's answer.
"""

from __future__ import annotations

import smtplib
import ssl
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime, formataddr
from pathlib import Path

from delegate_app.os_errors import os_reason

TIMEOUT_SECONDS = 60.0
UNREACHABLE, AUTHENTICATION, RECIPIENT, TOO_LARGE, TLS, REFUSED = (
    "servidor inalcanzable",
    "autenticación",
    "destinatario rechazado",
    "mensaje demasiado grande",
    "TLS",
    "rechazado",
)


class SendError(Exception):
    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True)
class SmtpSettings:
    host: str
    port: int
    security: str  # "starttls" (587) or "tls" (465): never in clear
    user: str
    sender: str  # the club's address (From:)
    federation: str  # the federation's address for actas (To:)

    def problem(self) -> str | None:
        """What is missing or wrong, in Spanish (None: complete)."""
        if not self.host or not self.user or not self.sender or not self.federation:
            return (
                "Faltan ajustes de correo (servidor, usuario, remitente o dirección de la "
                "federación): indíquelos en Ajustes o con «delegado correo ajustes»."
            )
        if self.security not in ("starttls", "tls"):
            return "La seguridad del servidor de correo debe ser «starttls» o «tls»."
        if not 0 < self.port < 65536:
            return f"El puerto {self.port} no es válido."
        for address in (self.sender, self.federation):
            if address.count("@") != 1 or any(c in address for c in " \r\n<>,;"):
                return f"«{address}» no es una dirección de correo."
        return None


def acta_message(
    settings: SmtpSettings,
    message_id: str,
    file_name: str,
    pdf: bytes,
    acta_json: bytes,
    now: datetime | None = None,
) -> EmailMessage:
    """The mail that carries one signed acta: the PDF and its acta.json attached."""
    message = EmailMessage()
    message["From"] = formataddr(("Delegado", settings.sender))
    message["To"] = settings.federation
    message["Subject"] = f"Acta {file_name}"
    message["Message-ID"] = message_id
    message["Date"] = format_datetime(now or datetime.now(UTC))
    message.set_content(
        "Se adjunta el acta firmada del encuentro y sus datos (acta.json).\n\n"
        "Enviada por Delegado.\n"
    )
    message.add_attachment(pdf, maintype="application", subtype="pdf", filename=file_name)
    json_name = file_name.removesuffix(".pdf") + ".json"
    message.add_attachment(acta_json, maintype="application", subtype="json", filename=json_name)
    return message


def tls_context(ca_file: Path | None = None) -> ssl.SSLContext:
    try:
        return ssl.create_default_context(cafile=str(ca_file) if ca_file else None)
    except (OSError, ssl.SSLError) as exc:
        reason = os_reason(exc) if isinstance(exc, OSError) and exc.errno else "no es un PEM"
        raise SendError(
            TLS, f"No se pueden leer los certificados de «{ca_file}»: {reason}."
        ) from None


MAX_CA_BYTES = 1024 * 1024  # a CA bundle is a few hundred KB; anything larger is not one


def tls_context_with_ca(ca_pem: str) -> ssl.SSLContext:
    """As `tls_context`, trusting the certificates of `ca_pem` (PEM text) instead of the
    system's: the office and the club keep their server's authority in the database, so every
    computer trusts the same server without a file of its own."""
    try:
        return ssl.create_default_context(cadata=ca_pem)
    except (ssl.SSLError, ValueError):
        raise SendError(
            TLS,
            "La autoridad del servidor de envío guardada en los ajustes del correo no es un "
            "certificado PEM: elíjala de nuevo en los ajustes del correo.",
        ) from None


def read_ca_file(path: Path) -> str:
    """The PEM text of a CA file the office picked, checked as a TLS context would load it;
    SendError (Spanish) when it cannot be read or holds no certificate."""
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_CA_BYTES + 1)
    except OSError as exc:
        raise SendError(
            TLS, f"No se pueden leer los certificados de «{path}»: {os_reason(exc)}."
        ) from None
    problem = None
    if len(raw) > MAX_CA_BYTES:
        problem = f"ocupa más de {MAX_CA_BYTES // 1024} KB"
    elif b"-----BEGIN CERTIFICATE-----" not in raw:
        problem = "no es un PEM"
    if problem is None:
        text = raw.decode("ascii", errors="replace")
        try:
            ssl.create_default_context(cadata=text)
        except (ssl.SSLError, ValueError):
            problem = "no es un PEM"
        else:
            return text
    raise SendError(TLS, f"No se pueden leer los certificados de «{path}»: {problem}.")


def send(
    settings: SmtpSettings, password: str, message: EmailMessage, context: ssl.SSLContext
) -> None:
    """Send `message`; SendError (Spanish, with its kind) when it does not go."""
    where = f"{settings.host}:{settings.port}"
    with _said(settings), _connect(settings, context) as smtp:
        smtp.login(settings.user, password)
        limit = int(smtp.esmtp_features.get("size", "0") or 0)
        size = len(message.as_bytes())
        if limit and size > limit:
            raise SendError(
                TOO_LARGE,
                f"El mensaje ocupa {size // 1024} KB y el servidor {where} admite como mucho "
                f"{limit // 1024} KB (mensaje demasiado grande).",
            )
        smtp.send_message(message)


def check_login(settings: SmtpSettings, password: str, context: ssl.SSLContext) -> None:
    """Connect and log in, sending nothing (before work that will send: a wrong password is
    said first); SendError as `send` says it."""
    with _said(settings), _connect(settings, context) as smtp:
        smtp.login(settings.user, password)


@contextmanager
def _said(settings: SmtpSettings) -> Iterator[None]:
    """Every failure of a conversation with the server as a SendError, in Spanish."""
    where = f"{settings.host}:{settings.port}"
    try:
        yield
    except SendError:
        raise
    except smtplib.SMTPAuthenticationError:
        raise SendError(
            AUTHENTICATION,
            f"El servidor {where} no acepta el usuario «{settings.user}» con esa contraseña "
            "(autenticación rechazada).",
        ) from None
    except smtplib.SMTPRecipientsRefused as exc:
        code, _ = next(iter(exc.recipients.values()), (0, b""))
        raise _refusal(code, f"El servidor rechaza el destinatario {settings.federation}") from None
    except smtplib.SMTPSenderRefused as exc:
        raise _refusal(
            exc.smtp_code, f"El servidor rechaza el remitente {settings.sender}"
        ) from None
    except smtplib.SMTPDataError as exc:
        raise _refusal(exc.smtp_code, "El servidor rechaza el mensaje") from None
    except ssl.SSLCertVerificationError as exc:
        raise SendError(
            TLS,
            f"El certificado del servidor {where} no es de confianza ({exc.verify_message}): no "
            "se ha enviado nada.",
        ) from None
    except ssl.SSLError as exc:
        raise SendError(TLS, f"No se puede establecer TLS con {where} ({exc.reason}).") from None
    except smtplib.SMTPNotSupportedError:
        raise SendError(
            TLS, f"El servidor {where} no ofrece STARTTLS: no se envía el acta sin cifrar."
        ) from None
    except (smtplib.SMTPServerDisconnected, smtplib.SMTPConnectError, TimeoutError) as exc:
        raise SendError(
            UNREACHABLE, f"El servidor de correo {where} no responde o corta la conexión ({exc})."
        ) from None
    except OSError as exc:
        raise SendError(
            UNREACHABLE,
            f"No se puede conectar con el servidor de correo {where}: {os_reason(exc)} "
            "(servidor inalcanzable).",
        ) from None
    except smtplib.SMTPException as exc:
        raise SendError(REFUSED, f"El servidor {where} no acepta el envío ({exc}).") from None


def _refusal(code: int, what: str) -> SendError:
    if code in (552, 523) or code == 534:
        return SendError(TOO_LARGE, f"{what}: el mensaje es demasiado grande (código {code}).")
    if code >= 500:
        return SendError(RECIPIENT, f"{what} (código {code}; destinatario rechazado).")
    return SendError(REFUSED, f"{what} por ahora (código {code}); se volverá a intentar.")


def _connect(settings: SmtpSettings, context: ssl.SSLContext) -> smtplib.SMTP:
    if settings.security == "tls":
        return smtplib.SMTP_SSL(
            settings.host, settings.port, context=context, timeout=TIMEOUT_SECONDS
        )
    smtp = smtplib.SMTP(settings.host, settings.port, timeout=TIMEOUT_SECONDS)
    try:
        smtp.ehlo()
        smtp.starttls(context=context)
        smtp.ehlo()
    except BaseException:
        smtp.close()
        raise
    return smtp
