"""`delegado federacion reenviar-acuses`: the acuses de recibo whose mailing failed (the server
did not answer, refused the login or the recipient), mailed again to each club's address in the
signed registry, from the copy the federation's database keeps, exactly as issued:

    delegado federacion reenviar-acuses --db FILE|URL --registry REG --smtp-password-env VAR
        [--smtp smtps://USUARIO@SERVIDOR --remitente DIRECCIÓN] [--smtp-ca CA.pem]

Without --smtp, the sending server is the one saved in the window's «Ajustes del correo…»
(store/federation/settings.py), its server's authority included; with it, everything comes from
the command line, as for `importar --enviar-acuses`. Only the receipts whose mailing was tried
and did not go are mailed (store/federation/receipt_mailings.py), not those issued without
--enviar-acuses; a receipt mailed meanwhile by another clerk is not mailed twice. Before
sending anything, the login is tried: a server that does not answer or refuses it sends
nothing, and every receipt stays pending.

It prints one line per receipt and, last, `acuses enviados: N · sin enviar: N` (or that none was
pending). Exit codes: 0 every pending receipt mailed (or none pending); 1 some did not go (they
stay pending: running it again mails exactly those); 2 bad arguments (a missing variable, an
unreadable CA file, no mail settings saved nor --smtp, a database that does not exist, a registry
of another federation), before anything is sent.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from delegate_app.commands import federation_receipt_mail as receipt_mail
from delegate_app.commands.common import EXIT_ERROR, EXIT_OK, EXIT_REFUSED
from delegate_app.commands.federation import (
    Refused,
    add_office_db_option,
    federation_actions,
    load_registry,
    open_office_db,
    pin_federation,
)

if TYPE_CHECKING:
    import ssl

    from delegate_app.documents.mail.smtp_sender import SmtpSettings
    from delegate_app.store.federation.database import FederationDb


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    resend = federation_actions(sub).add_parser(
        "reenviar-acuses",
        help="envía por correo los acuses de recibo que no se pudieron enviar",
        description="Envía otra vez por correo, a la dirección de cada club en el registro "
        "federativo, los acuses de recibo cuyo envío falló, tal como se emitieron. Sin --smtp "
        "usa los ajustes del correo guardados en la base de datos (ventana Federación, «Ajustes "
        "del correo…»). Código de salida: 0 si se han enviado todos los pendientes (o no había "
        "ninguno); 1 si alguno no se ha podido enviar (sigue pendiente); 2 si los argumentos no "
        "son válidos.",
        allow_abbrev=False,
    )
    add_office_db_option(resend)
    resend.add_argument(
        "--registry",
        type=Path,
        required=True,
        metavar="REGISTRO",
        help="registro federativo firmado: la dirección de correo de cada club",
    )
    receipt_mail.add_server_options(resend, saved=True)
    resend.set_defaults(run=run_resend)


def run_resend(args: argparse.Namespace) -> int:
    from delegate_app.commands.common import quiet_libraries
    from delegate_app.store.errors import StoreError

    quiet_libraries()
    try:
        if args.remitente and not args.smtp:
            raise Refused(
                "--remitente va con --smtp; sin --smtp se usan los ajustes del correo guardados."
            )
        given = receipt_mail.smtp_settings(args.smtp, args.remitente) if args.smtp else None
        password = receipt_mail.smtp_password(args.smtp_password_env)
        ca_context = receipt_mail.server_context(args.smtp_ca) if args.smtp_ca is not None else None
        registry = load_registry(args.registry)
        db = open_office_db(args.db, create=False)
    except Refused as exc:
        print(f"delegado: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    try:
        try:
            pin_federation(db, registry, args)
            settings, context = _server(db, given, ca_context)
        except Refused as exc:
            print(f"delegado: {exc}", file=sys.stderr)
            return EXIT_REFUSED
        try:
            return _resend(db, settings, password, context, registry)
        except StoreError as exc:
            print(f"delegado: {exc}", file=sys.stderr)
            return EXIT_ERROR
    finally:
        db.close()


def _server(
    db: FederationDb, given: SmtpSettings | None, ca_context: ssl.SSLContext | None
) -> tuple[SmtpSettings, ssl.SSLContext]:
    """The server and its TLS context: the command line's, else the office's saved settings
    (with the server's authority saved with them)."""
    from delegate_app.documents.mail.receipt_mail import office_smtp
    from delegate_app.documents.mail.smtp_sender import SendError, tls_context_with_ca
    from delegate_app.store.federation.settings import receipt_mail as saved_mail

    if given is not None:
        return given, ca_context or receipt_mail.server_context(None)
    stored = saved_mail(db)
    if not stored.server:
        raise Refused(
            "No hay ajustes del correo guardados en la base de datos: indique el servidor con "
            "--smtp y --remitente, o guárdelos en la ventana Federación («Ajustes del correo…»)."
        )
    settings = office_smtp(stored)
    problem = settings.problem()
    if problem:
        raise Refused(problem)
    if ca_context is not None or not stored.ca_pem:
        return settings, ca_context or receipt_mail.server_context(None)
    try:
        return settings, tls_context_with_ca(stored.ca_pem)
    except SendError as exc:
        raise Refused(str(exc)) from None


def _resend(
    db: FederationDb,
    settings: SmtpSettings,
    password: str,
    context: ssl.SSLContext,
    registry: object,
) -> int:
    from delegate_app.documents.mail.receipt_mail import ReceiptMailer, resend_unmailed
    from delegate_app.documents.mail.smtp_sender import SendError, check_login
    from delegate_app.store.federation.receipt_mailings import unmailed

    pending = unmailed(db)
    if not pending:
        print("No hay acuses de recibo pendientes de envío.")
        return EXIT_OK
    try:
        check_login(settings, password, context)
    except SendError as exc:
        print(
            f"delegado: No se pueden enviar los acuses por correo: {exc} No se ha enviado "
            f"nada; los {len(pending)} acuses siguen pendientes de envío.",
            file=sys.stderr,
        )
        return EXIT_ERROR
    mailer = ReceiptMailer(settings, password, context, registry)
    results = resend_unmailed(db, mailer)
    for result in results:
        print(f"{result.number} · {result.file_name}: {result.note}", flush=True)
    unsent = sum(1 for r in results if r.pending)
    print(f"acuses enviados: {sum(1 for r in results if r.sent)} · sin enviar: {unsent}")
    for club in sorted(mailer.no_address):
        print(
            f"delegado: el registro no tiene la dirección de correo de «{club}»: sus acuses no "
            "se han enviado (el club la da con «registro exportar-club --correo»).",
            file=sys.stderr,
        )
    if unsent:
        print(
            f"delegado: {unsent} acuses siguen sin enviar; vuelva a ejecutar la orden para "
            "enviarlos (los ya enviados no se envían otra vez).",
            file=sys.stderr,
        )
        return EXIT_ERROR
    return EXIT_OK
