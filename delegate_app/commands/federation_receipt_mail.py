"""`delegado federacion importar … --p12 FED.p12 --enviar-acuses --smtp smtps://USUARIO@SERVIDOR
--smtp-password-env VARIABLE --remitente DIRECCIÓN`: each receipt issued (every verdict:
aceptada, incompleta, rechazada) is mailed to the home club's delegate address as the signed
registry has it (documents/mail/receipt_mail.py), with the verdict in the subject; from files or
from the mailbox (--imap) alike, and in the window (`federacion ventana` takes the same
options). A rejected file is mailed only when the club it claims is in the registry. Each
mailing is recorded in the federation's database: a receipt mailed once is not mailed again.

Everything is checked before anything is read: the SMTP address (smtps:// TLS from the start,
465; smtp:// with STARTTLS required, 587), the password's variable, the CA file. A club the
registry has no address for is said on the acta's line and at the end, once per club; a
receipt that could not be mailed is said too and the exit code is 1 (the acta is filed and its
receipt issued: `federacion reenviar-acuses`, or importing the same files again, mails it, and
only it, with the same Message-ID).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import unquote, urlsplit

from delegate_app.commands import federation as fed
from delegate_app.commands.common import EXIT_ERROR

if TYPE_CHECKING:
    import ssl

    from delegate_app.documents.mail.receipt_mail import ReceiptMailer
    from delegate_app.documents.mail.smtp_sender import SmtpSettings
    from delegate_app.documents.registry import Registry

_SMTP_HELP = "smtps://usuario@servidor[:puerto] o smtp://usuario@servidor[:puerto] (STARTTLS)"


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    intake = fed.federation_actions(sub).choices.get("importar")
    if intake is None:
        raise RuntimeError("federacion importar no está registrada antes que --enviar-acuses")
    add_options(intake)
    previous = intake.get_default("run")

    def run(args: argparse.Namespace) -> int:
        code: int = previous(args)
        return _after(args, code)

    intake.set_defaults(run=run)


def add_options(parser: argparse.ArgumentParser) -> None:
    """The options of mailing the receipts, on `importar` and on `ventana` (the window mails
    each receipt it issues the same way)."""
    parser.add_argument(
        "--enviar-acuses",
        action="store_true",
        dest="enviar_acuses",
        help="envía cada acuse de recibo por correo a la dirección del club que consta en el "
        "registro federativo (con --p12 y --smtp)",
    )
    add_server_options(parser)
    parser.set_defaults(receipt_mailing=receipt_mailer)


def add_server_options(parser: argparse.ArgumentParser, saved: bool = False) -> None:
    """The sending server's options; `saved`: without them, the office's saved settings serve
    (`reenviar-acuses`)."""
    by_default = " (por defecto, el de los ajustes del correo guardados)" if saved else ""
    parser.add_argument(
        "--smtp", metavar="smtps://USUARIO@SERVIDOR", help=f"servidor de envío{by_default}"
    )
    parser.add_argument(
        "--smtp-password-env",
        metavar="VARIABLE",
        help="variable de entorno con la contraseña del servidor de envío",
    )
    parser.add_argument(
        "--smtp-ca",
        type=Path,
        metavar="CA.pem",
        help="autoridad que firmó el certificado del servidor de envío, si el sistema no la "
        "reconoce" + (" (por defecto, la de los ajustes guardados)" if saved else ""),
    )
    parser.add_argument(
        "--remitente",
        metavar="DIRECCIÓN",
        help="dirección de la federación (From de los acuses" + ("; con --smtp)" if saved else ")"),
    )


def server_context(ca_file: Path | None) -> ssl.SSLContext:
    """The TLS context for the sending server: the system's authorities, or `ca_file`'s."""
    from delegate_app.documents.mail.smtp_sender import SendError, tls_context

    try:
        return tls_context(ca_file)
    except SendError as exc:
        raise fed.Refused(str(exc)) from None


def smtp_settings(url: str | None, sender: str | None) -> SmtpSettings:
    from delegate_app.documents.mail.smtp_sender import SmtpSettings

    if not url:
        raise fed.Refused(f"--enviar-acuses necesita --smtp {_SMTP_HELP}.")
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError:
        raise fed.Refused(f"«{url}» no es una dirección de servidor: {_SMTP_HELP}.") from None
    if parts.scheme not in ("smtps", "smtp") or not parts.hostname or not parts.username:
        raise fed.Refused(f"«{url}» no es una dirección de servidor: {_SMTP_HELP}.")
    if parts.password is not None:
        raise fed.Refused(
            "La dirección del servidor no debe llevar la contraseña: indíquela en una variable "
            "de entorno con --smtp-password-env."
        )
    implicit = parts.scheme == "smtps"
    settings = SmtpSettings(
        host=parts.hostname,
        port=port or (465 if implicit else 587),
        security="tls" if implicit else "starttls",
        user=unquote(parts.username),
        sender=(sender or "").strip(),
        federation=(sender or "").strip(),  # checked as an address; each club's replaces it
    )
    if not settings.sender:
        raise fed.Refused("--enviar-acuses necesita --remitente: la dirección de la federación.")
    problem = settings.problem()
    if problem:
        raise fed.Refused(problem)
    return settings


def receipt_mailer(args: argparse.Namespace, registry: Registry) -> ReceiptMailer | None:
    """The ReceiptMailer of this run, or None without --enviar-acuses (checked before reading)."""
    from delegate_app.documents.mail.receipt_mail import ReceiptMailer

    if not args.enviar_acuses:
        return None
    settings = smtp_settings(args.smtp, args.remitente)
    password = smtp_password(args.smtp_password_env)
    context = server_context(args.smtp_ca)
    mailer = ReceiptMailer(settings, password, context, registry)
    args.receipt_mailer = mailer
    return mailer


def smtp_password(variable: str | None) -> str:
    import os

    from delegate_app.commands.common import VARIABLE

    if not variable:
        raise fed.Refused(
            "Indique con --smtp-password-env la variable de entorno con la contraseña del "
            "servidor de envío."
        )
    if not VARIABLE.fullmatch(variable):
        raise fed.Refused("--smtp-password-env espera el nombre de una variable de entorno.")
    value = os.environ.get(variable)
    if not value:
        raise fed.Refused(f"La variable de entorno {variable} no está definida.")
    return value


def _after(args: argparse.Namespace, code: int) -> int:
    mailer = getattr(args, "receipt_mailer", None)
    if mailer is None:
        return code
    for club in sorted(mailer.no_address):
        print(
            f"delegado: el registro no tiene la dirección de correo de «{club}»: sus acuses no "
            "se han enviado por correo (el club la da con «registro exportar-club --correo»).",
            file=sys.stderr,
        )
    if mailer.unsent:
        print(
            f"delegado: {len(mailer.unsent)} acuses no se han podido enviar por correo; las "
            "actas están archivadas y los acuses emitidos: «delegado federacion "
            "reenviar-acuses» los envía cuando el servidor responda (los ya enviados no se "
            "envían otra vez).",
            file=sys.stderr,
        )
        return max(code, EXIT_ERROR)
    return code
