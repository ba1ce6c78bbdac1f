"""`delegado federacion importar --imap imaps://usuario@servidor[:puerto]/CARPETA`: the office's
mailbox read directly, instead of files exported from it (documents/federation/mailbox_intake.py).

The mailbox's password comes from an environment variable (--imap-password-env), never from
the command line; --imap-ca names the authority that signed the server's certificate when it is
not one the system trusts (verification is never turned off). The output is the same as for
files, one line per acta and the summary, plus a line saying how many messages were read.

Exit codes: 0 every new message read and filed; 1 the server could not be reached, refused the
login or cut the connection, or a verdict could not be filed (what was filed stays; running it
again reads exactly the rest); 2 bad arguments (an address that is not imaps://…, a missing
variable, an unreadable CA file, files given together with --imap, a registry of another
federation than the database's without --nueva-federacion), before anything is read.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from delegate_app.commands import federation as fed
from delegate_app.commands.common import EXIT_ERROR, EXIT_OK, EXIT_REFUSED

if TYPE_CHECKING:
    import ssl

    from delegate_app.documents.federation.inbox_run import Filed, ReceiptIssuer
    from delegate_app.documents.mail.imap_reader import Mailbox, MailboxAddress
    from delegate_app.documents.registry import Registry
    from delegate_app.store.federation.database import FederationDb


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The --imap options join `importar` (added by commands/federation.py, which registers
    first: groups register in the order of their module names), and its run reads the mailbox
    when --imap is given, the files otherwise."""
    intake = fed.federation_actions(sub).choices.get("importar")
    if intake is None:
        raise RuntimeError("federacion importar no está registrada antes que su opción --imap")
    add_options(intake)
    intake.set_defaults(run=run_import)


def run_import(args: argparse.Namespace) -> int:
    if args.imap is not None:
        return run_mailbox_import(args)
    return fed.run_import(args)


def add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--imap",
        metavar="imaps://USUARIO@SERVIDOR/CARPETA",
        help="lee los mensajes nuevos del buzón de la federación por IMAP (en lugar de archivos)",
    )
    parser.add_argument(
        "--imap-password-env",
        metavar="VARIABLE",
        help="variable de entorno con la contraseña del buzón (nunca en la línea de órdenes)",
    )
    parser.add_argument(
        "--imap-ca",
        type=Path,
        metavar="CA.pem",
        help="autoridad que firmó el certificado del servidor, si no es una que el sistema "
        "reconozca (la verificación nunca se desactiva)",
    )


def _password(variable: str | None) -> str:
    from delegate_app.commands.common import VARIABLE

    if not variable:
        raise fed.Refused(
            "Indique con --imap-password-env la variable de entorno que contiene la contraseña "
            "del buzón."
        )
    if not VARIABLE.fullmatch(variable):
        raise fed.Refused(
            "--imap-password-env espera el nombre de una variable de entorno, no la contraseña."
        )
    value = os.environ.get(variable)
    if not value:
        raise fed.Refused(f"La variable de entorno {variable} no está definida.")
    return value


def _target(args: argparse.Namespace) -> tuple[MailboxAddress, ssl.SSLContext, str]:
    """The mailbox's address, TLS context and password, all checked before connecting."""
    from delegate_app.documents.mail.imap_reader import ImapError, parse_address, tls_context

    if args.paths:
        raise fed.Refused("Con --imap no se indican archivos: se lee el buzón.")
    try:
        address = parse_address(args.imap)
        context = tls_context(args.imap_ca)
    except ImapError as exc:
        raise fed.Refused(str(exc)) from None
    return address, context, _password(args.imap_password_env)


def run_mailbox_import(args: argparse.Namespace) -> int:
    from delegate_app.commands.common import quiet_libraries
    from delegate_app.documents.federation.sources import MAX_MESSAGE_BYTES
    from delegate_app.documents.mail.imap_reader import ImapError, Mailbox
    from delegate_app.store.errors import StoreError

    quiet_libraries()
    try:
        fed.refuse_certificate_options(args)
        address, context, password = _target(args)
        hosts = fed.check_mail_servers(args)
        registry, receipts, db = fed.open_pinned_office(args)
    except fed.Refused as exc:
        print(f"delegado: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    try:
        try:
            fed.store_mail_servers(db, hosts)
            mailbox = Mailbox(address, password, context, MAX_MESSAGE_BYTES)
        except (StoreError, ImapError) as exc:
            print(f"delegado: {exc}", file=sys.stderr)
            return EXIT_ERROR
        with mailbox:
            try:
                return _read(args, mailbox, registry, db, receipts)
            except (StoreError, ImapError) as exc:  # before any message: the list of UIDs
                print(f"delegado: {exc}", file=sys.stderr)
                return EXIT_ERROR
    finally:
        db.close()


def _read(
    args: argparse.Namespace,
    mailbox: Mailbox,
    registry: Registry,
    db: FederationDb,
    receipts: ReceiptIssuer | None,
) -> int:
    from delegate_app.documents.federation import intake
    from delegate_app.documents.federation.mailbox_intake import MailboxRun, run_mailbox_intake

    def read(progress: fed.ProgressLine, show: Callable[[Filed], None]) -> MailboxRun:
        return run_mailbox_intake(
            mailbox, registry, db, **fed.intake_options(args, receipts, progress, show)
        )

    printed = fed.print_verdicts(read, (intake.IntakeError,))
    if printed is None:
        return EXIT_ERROR
    filed, run = printed
    print(
        f"buzón {mailbox.address.account}: {run.messages} mensajes leídos; "
        f"{run.already_read} ya leídos antes; {run.taken} los está leyendo otro puesto",
        file=sys.stderr,
    )
    failed = False
    if run.error is not None:
        print(
            f"delegado: {run.error} Lo descargado entero está archivado; vuelva a importar "
            "para leer el resto.",
            file=sys.stderr,
        )
        failed = True
    unfiled = sum(1 for entry in filed if entry.error is not None)
    if unfiled:
        print(
            f"delegado: {unfiled} actas no se han podido archivar; sus mensajes se volverán a "
            "leer en la próxima importación.",
            file=sys.stderr,
        )
        failed = True
    if any(entry.receipt_error is not None for entry in filed):
        failed = True
    return EXIT_ERROR if failed else EXIT_OK
