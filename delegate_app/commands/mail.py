"""The club's outbox from the command line (documents/mail/outbox_send.py):

- `delegado acta enviar ID --db F --pdf ACTA-FIRMADA.pdf [--password-env VAR] [--smtp-ca CA]`
  queues the signed acta (the exported, signed PDF of that match) and sends what is due;
- `delegado correo ajustes --db F --servidor … --puerto … --seguridad starttls|tls --usuario …
  --remitente … --federacion … [--buzon imaps://…] [--autoridad CA.pem]` sets the club's mail
  settings once (never the password; --buzon: the club's mailbox the federation's receipts
  arrive in; --autoridad: the authority of the club's mail servers (SMTP and that mailbox)
  when the system does not know it, kept as the certificate itself and used by every send and
  every reading of the receipts, window and command, unless --smtp-ca or --imap-ca names
  another);
- `delegado correo enviar --db F [--password-env VAR] [--todo]` sends what is due (--todo:
  every pending acta now, whatever its wait);
- `delegado correo estado --db F` lists the outbox;
- `delegado correo acuse --db F [--registry REG] ACUSE.pdf…` verifies the federation's receipts
  and marks each one's acta "recibida por la federación" (aceptada) or "rechazada", with the
  federation's reason (incompleta, rechazada); a receipt that does not verify or
  names no acta of the outbox is refused (exit 2) and changes nothing. With
  `--imap imaps://USUARIO@SERVIDOR/CARPETA --imap-password-env VAR [--imap-ca CA]` instead of
  files it reads the receipts from the club's own mailbox (read only: nothing is moved or
  flagged). Without --registry, the registry installed for the database.

The password comes from the variable --password-env names (never from the command line);
without it nothing is sent and the acta stays queued.

Exit codes: 0 queued and (when a password is given) every due acta sent; 1 some acta could not
be sent (it stays queued; the reason is printed in Spanish); 2 refused input (not this match's
signed acta, settings missing or wrong, no such variable), nothing changed.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, overload

if TYPE_CHECKING:
    import ssl

    from delegate_app.documents.mail.imap_reader import MailboxAddress
    from delegate_app.documents.mail.receipts_in import ReceiptRead
    from delegate_app.documents.mail.smtp_sender import SmtpSettings
    from delegate_app.documents.registry import Registry
    from delegate_app.store.database import Database

    # (the club's SMTP settings, the password, the TLS context): what sending needs
    _Sender = tuple[SmtpSettings, str, ssl.SSLContext]
    # (the mailbox's address, its password, the TLS context): what reading it needs
    _MailboxTarget = tuple[MailboxAddress, str, ssl.SSLContext | None]  # None: the saved authority

EXIT_OK, EXIT_ERROR = 0, 1


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    acta = sub.choices.get("acta")
    if acta is not None:
        actions = next(a for a in acta._actions if isinstance(a, argparse._SubParsersAction))
        send = actions.add_parser(
            "enviar",
            help="pone el acta firmada en la bandeja de salida y la envía a la federación",
            allow_abbrev=False,
        )
        send.add_argument(
            "match_id",
            type=int,
            nargs="?",
            metavar="ID",
            help="identificador del encuentro; sin él, un acta recibida del otro club y firmada "
            "aquí (la del delegado visitante), completa",
        )
        send.add_argument("--db", type=Path, required=True, help="archivo de base de datos")
        send.add_argument(
            "--pdf", type=Path, required=True, help="el acta exportada y firmada de ese encuentro"
        )
        _sending_options(send)
        send.set_defaults(run=run_queue)
    mail = sub.add_parser("correo", help="la bandeja de salida hacia la federación y sus ajustes")
    mail_sub = mail.add_subparsers(dest="correo_command", metavar="ACCIÓN", required=True)
    settings = mail_sub.add_parser("ajustes", help="servidor de correo y direcciones (una vez)")
    settings.add_argument("--db", type=Path, required=True, help="archivo de base de datos")
    settings.add_argument("--servidor", help="servidor SMTP del club (p. ej. smtp.club.es)")
    settings.add_argument("--puerto", type=int, help="587 con starttls, 465 con tls")
    settings.add_argument("--seguridad", choices=("starttls", "tls"))
    settings.add_argument("--usuario", help="usuario del servidor SMTP")
    settings.add_argument("--remitente", help="dirección del club (From)")
    settings.add_argument("--federacion", help="dirección de la federación para las actas")
    settings.add_argument(
        "--buzon",
        metavar="imaps://USUARIO@SERVIDOR/CARPETA",
        help="buzón del club donde llegan los acuses de recibo (opcional)",
    )
    settings.add_argument(
        "--autoridad",
        metavar="CA.pem",
        help="autoridad que firmó el certificado de los servidores de correo del club (SMTP y "
        "buzón de los acuses), si el sistema no la reconoce; se guarda el certificado, no la "
        "ruta («»: vuelve a las del sistema)",
    )
    settings.set_defaults(run=run_settings)
    flush = mail_sub.add_parser("enviar", help="envía las actas pendientes que toque enviar")
    flush.add_argument("--db", type=Path, required=True, help="archivo de base de datos")
    flush.add_argument("--todo", action="store_true", help="todas las pendientes, ya")
    _sending_options(flush)
    flush.set_defaults(run=run_flush)
    receipt = mail_sub.add_parser(
        "acuse",
        help="lee el acuse de recibo de la federación y marca su acta como recibida o rechazada",
    )
    receipt.add_argument("--db", type=Path, required=True, help="archivo de base de datos")
    receipt.add_argument(
        "--registry",
        type=Path,
        metavar="REGISTRO",
        help="registro federativo (por defecto, el instalado para la base de datos)",
    )
    receipt.add_argument("receipts", type=Path, nargs="*", metavar="ACUSE.pdf")
    receipt.add_argument(
        "--imap",
        metavar="imaps://USUARIO@SERVIDOR/CARPETA",
        help="lee los acuses del buzón del club por IMAP (en lugar de archivos)",
    )
    receipt.add_argument(
        "--imap-password-env",
        metavar="VARIABLE",
        help="variable de entorno con la contraseña del buzón (nunca en la línea de órdenes)",
    )
    receipt.add_argument(
        "--imap-ca",
        type=Path,
        metavar="CA.pem",
        help="autoridad que firmó el certificado del servidor, si el sistema no la reconoce "
        "(por defecto, la guardada con «correo ajustes --autoridad»)",
    )
    receipt.set_defaults(run=run_receipts)
    status = mail_sub.add_parser("estado", help="la bandeja de salida")
    status.add_argument("--db", type=Path, required=True, help="archivo de base de datos")
    status.set_defaults(run=run_status)


def _sending_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--password-env",
        metavar="VARIABLE",
        help="variable de entorno con la contraseña del servidor SMTP (sin ella, solo se pone "
        "en la bandeja de salida)",
    )
    parser.add_argument(
        "--smtp-ca",
        type=Path,
        metavar="CA.pem",
        help="autoridad que firmó el certificado del servidor, si el sistema no la reconoce",
    )


@overload
def _password(variable: str) -> str: ...
@overload
def _password(variable: None) -> None: ...
def _password(variable: str | None) -> str | None:
    from delegate_app.commands.common import VARIABLE, CommandError

    if variable is None:
        return None
    if not VARIABLE.fullmatch(variable):
        raise CommandError("--password-env espera el nombre de una variable de entorno.")
    value = os.environ.get(variable)
    if not value:
        raise CommandError(f"La variable de entorno {variable} no está definida.")
    return value


def _sender(db: Database, args: argparse.Namespace) -> _Sender | None:
    """(settings, password, TLS context), or None without a password; checked first."""
    from delegate_app.commands.common import CommandError
    from delegate_app.documents.mail.outbox_send import club_context, settings_of
    from delegate_app.documents.mail.smtp_sender import SendError

    password = _password(args.password_env)
    if password is None:
        return None
    settings = settings_of(db)
    problem = settings.problem()
    if problem:
        raise CommandError(problem)
    try:
        context = club_context(db, args.smtp_ca)
    except SendError as exc:
        raise CommandError(str(exc)) from None
    return settings, password, context


def _send(db: Database, sender: _Sender, all_pending: bool) -> int:
    from delegate_app.documents.mail.outbox_send import send_due

    settings, password, context = sender
    failed = 0
    for attempt in send_due(db, settings, password, context, all_pending=all_pending):
        if attempt.error is None:
            print(f"enviada    {attempt.item.file_name}  a {settings.federation}")
        else:
            failed += 1
            retry = f"{attempt.retry_at:%H:%M}" if attempt.retry_at else "más tarde"
            print(
                f"pendiente  {attempt.item.file_name}  {attempt.error} (se reintenta a las {retry})"
            )
    return EXIT_ERROR if failed else EXIT_OK


def run_queue(args: argparse.Namespace) -> int:
    from delegate_app.commands.common import CommandError, open_db
    from delegate_app.documents.mail.outbox_send import (
        QueueError,
        queue_received_acta,
        queue_signed_acta,
    )

    pdf = args.pdf.read_bytes()
    db = open_db(args.db, write=True)
    try:
        sender = _sender(db, args)
        try:
            if args.match_id is None:
                item, new = queue_received_acta(db, args.pdf.name, pdf)
            else:
                item, new = queue_signed_acta(db, args.match_id, pdf)
        except QueueError as exc:
            raise CommandError(str(exc)) from None
        said = "en la bandeja de salida" if new else "ya estaba en la bandeja de salida"
        print(f"{item.file_name}: {said} ({item.state})")
        if sender is None:
            print("sin --password-env no se envía ahora: queda pendiente de envío", file=sys.stderr)
            return EXIT_OK
        return _send(db, sender, all_pending=True)
    finally:
        db.close()


def run_flush(args: argparse.Namespace) -> int:
    from delegate_app.commands.common import CommandError, open_db

    db = open_db(args.db, write=True)
    try:
        sender = _sender(db, args)
        if sender is None:
            raise CommandError("Indique con --password-env la variable con la contraseña SMTP.")
        return _send(db, sender, all_pending=args.todo)
    finally:
        db.close()


def run_settings(args: argparse.Namespace) -> int:
    from delegate_app.commands.common import CommandError, open_db
    from delegate_app.documents.mail.outbox_send import settings_from
    from delegate_app.store import outbox

    given = {
        outbox.SERVER: args.servidor,
        outbox.PORT: None if args.puerto is None else str(args.puerto),
        outbox.SECURITY: args.seguridad,
        outbox.USER: args.usuario,
        outbox.SENDER: args.remitente,
        outbox.FEDERATION: args.federacion,
        outbox.IMAP: args.buzon,
    }
    values = {name: value.strip() for name, value in given.items() if value is not None}
    if args.autoridad is not None:
        values.update(_authority(args.autoridad.strip()))
    db = open_db(args.db, write=True)
    try:
        settings = settings_from({**outbox.mail_settings(db), **values})
        problem = settings.problem()
        # settings may be given a few at a time; only a wrong one is refused
        if problem and not problem.startswith("Faltan ajustes"):
            raise CommandError(problem)
        if values.get(outbox.IMAP):
            from delegate_app.documents.mail.imap_reader import ImapError, parse_address

            try:
                parse_address(values[outbox.IMAP])
            except ImapError as exc:
                raise CommandError(str(exc)) from None
        outbox.set_mail_settings(db, values)
        print(
            f"servidor {settings.host or '—'}:{settings.port} ({settings.security}), usuario "
            f"{settings.user or '—'}, remitente {settings.sender or '—'}, federación "
            f"{settings.federation or '—'}, buzón de acuses "
            f"{outbox.mail_settings(db).get(outbox.IMAP) or '—'}, autoridad del servidor "
            f"{outbox.mail_settings(db).get(outbox.SERVER_CA_NAME) or 'la del sistema'}"
        )
        return EXIT_OK
    finally:
        db.close()


def _authority(path: str) -> dict[str, str]:
    """The settings that keep the SMTP server's authority read from `path` (read and loaded as
    TLS loads it), or that forget it when `path` is empty."""
    from delegate_app.commands.common import CommandError
    from delegate_app.documents.mail.smtp_sender import SendError, read_ca_file
    from delegate_app.store import outbox

    if not path:
        return {outbox.SERVER_CA_NAME: "", outbox.SERVER_CA: ""}
    try:
        pem = read_ca_file(Path(path))
    except SendError as exc:
        raise CommandError(str(exc)) from None
    return {outbox.SERVER_CA_NAME: Path(path).name, outbox.SERVER_CA: pem}


def run_receipts(args: argparse.Namespace) -> int:
    """Each receipt verified and matched; 0 all matched, 1 the mailbox could not be read,
    2 some refused (they change nothing) or bad arguments."""
    from delegate_app.commands.common import CommandError, open_db
    from delegate_app.documents.mail import receipts_in
    from delegate_app.documents.mail.imap_reader import ImapError
    from delegate_app.documents.registry import (
        RegistryError,
        installed_registry,
        load_registry_file,
    )

    if bool(args.receipts) == bool(args.imap):
        raise CommandError("Indique los acuses: archivos ACUSE.pdf o el buzón con --imap.")
    target = _mailbox_target(args) if args.imap else None
    try:
        registry = (
            load_registry_file(args.registry)
            if args.registry is not None
            else installed_registry(args.db)
        )
    except RegistryError as exc:
        raise CommandError(str(exc)) from None
    if registry is None:
        raise CommandError(
            "No hay registro federativo instalado para esta base de datos: indíquelo con "
            "--registry o instálelo con «delegado registro importar»."
        )
    files = [(path, path.read_bytes()) for path in args.receipts]
    db = open_db(args.db, write=True)
    try:
        if target is None:
            results = [receipts_in.judge(db, str(p), pdf, registry) for p, pdf in files]
        else:
            try:
                results = _read_mailbox(db, target, registry)
            except ImapError as exc:
                print(f"delegado: {exc}", file=sys.stderr)
                return EXIT_ERROR
    finally:
        db.close()
    for result in results:
        print(f"{result.where}: {receipt_line(result)}")
    if target is not None:
        print(f"{len(results)} acuses en el buzón", file=sys.stderr)
    return 2 if any(r.problem for r in results) else EXIT_OK


def receipt_line(result: ReceiptRead) -> str:
    from delegate_app.store import outbox

    if result.item is None:
        return str(result.problem)
    said = outbox.state_text(result.item)
    return f"{result.item.file_name}: {said}{' (ya constaba)' if result.before else ''}"


def _mailbox_target(args: argparse.Namespace) -> _MailboxTarget:
    from delegate_app.commands.common import CommandError
    from delegate_app.documents.mail.imap_reader import ImapError, parse_address, tls_context

    try:
        address = parse_address(args.imap)
        # without --imap-ca: the authority saved in the club's mail settings, once it is open
        context = tls_context(args.imap_ca) if args.imap_ca is not None else None
    except ImapError as exc:
        raise CommandError(str(exc)) from None
    variable: str | None = args.imap_password_env
    if not variable:
        raise CommandError("Indique con --imap-password-env la variable con la contraseña.")
    return address, _password(variable), context


def _read_mailbox(
    db: Database, target: _MailboxTarget, registry: Registry | None
) -> list[ReceiptRead]:
    from delegate_app.documents.mail import receipts_in
    from delegate_app.documents.mail.imap_reader import Mailbox
    from delegate_app.documents.mail.outbox_send import club_mailbox_context

    address, password, context = target
    if context is None:
        context = club_mailbox_context(db)
    with Mailbox(address, password, context, receipts_in.MAX_MESSAGE_BYTES) as mailbox:
        return receipts_in.read_mailbox(db, mailbox, registry)


def run_status(args: argparse.Namespace) -> int:
    from delegate_app.commands.common import open_db
    from delegate_app.store import outbox

    db = open_db(args.db)
    try:
        for match_id, item in sorted(outbox.states(db).items()):
            print(f"{match_id:>5}  {item.file_name}  {outbox.state_text(item)}")
        for item in outbox.received_actas(db):
            print(f"{'—':>5}  {item.file_name}  {outbox.state_text(item)} (recibida y firmada)")
        return EXIT_OK
    finally:
        db.close()
