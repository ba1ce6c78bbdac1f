"""`delegado federacion …`: the federation office's commands.

`importar` takes whatever the clubs sent (PDFs, folders, zips, .eml and .mbox files), verifies
every acta with the federation registry on both cores, and files each verdict in the federation's
database (`--db FILE|URL`: an SQLite file or a PostgreSQL server the office shares). It prints
one line per acta and, last, `aceptadas: N · incompletas: N · rechazadas: N`; progress goes to
stderr. Importing the same file again changes nothing.

Exit codes of `importar`: 0 when every received file has been filed, whatever its verdict (a
rejected acta is a result of the intake, recorded with its reason, not a failure of the
command); 1 when some verdict could not be filed (the database failed mid-way: the files filed
before stay, each complete, and importing again files the rest); 2 for bad arguments (a path
that does not exist, a registry or a database that cannot be opened, a certificate that cannot be
loaded), before anything is read or written.

Other modules add their actions to the same group through `federation_actions(sub)` (this
module's `importar`; commands/federation_results.py's `plazos`, `clasificacion`, `publicar`):
whichever registers first creates the group, so no two modules edit the same lines.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from delegate_app.commands.common import EXIT_ERROR, EXIT_OK, EXIT_REFUSED, CommandError

if TYPE_CHECKING:
    from delegate_app.documents.federation.inbox_run import Filed, IntakeOptions, ReceiptIssuer
    from delegate_app.documents.federation.intake import Progress
    from delegate_app.documents.mail.receipt_mail import ReceiptMailer
    from delegate_app.documents.registry import Registry
    from delegate_app.documents.worker_pool import WorkerPool
    from delegate_app.domain.federation.records import IntakeVerdict
    from delegate_app.store.federation.database import FederationDb
    from delegate_app.store.federation.inbox import FilingOutcome

GROUP = "federacion"
PROGRESS_EVERY_S = 1.0
# documents/registry.py's MAX_BYTES, known here without importing that module (pyHanko): the
# registry is read before anything else so that the verifying processes start on it at once.
REGISTRY_MAX_BYTES = 5 * 1024 * 1024
# Paths that may hold more than two actas (a folder, a zip, a mailbox): worth starting the
# verifying processes before they are listed (intake.workers_for judges fewer in this process).
MANY_ACTAS_SUFFIXES = (".zip", ".mbox")


class Judged(Protocol):
    """What the intake and the re-verification hand back for each file (Filed, Reverified)."""

    @property
    def verdict(self) -> IntakeVerdict: ...

    def note(self) -> str: ...


_Entry = TypeVar("_Entry", bound=Judged)
_Result = TypeVar("_Result")


def federation_actions(
    sub: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse._SubParsersAction[argparse.ArgumentParser]:
    """The sub-parsers of `delegado federacion`, created on first use by any module."""
    parser = sub.choices.get(GROUP)
    if parser is None:
        parser = sub.add_parser(
            GROUP,
            help="(federación) recibir y verificar las actas de los clubes, plazos, "
            "clasificaciones y publicación",
        )
        parser.add_subparsers(dest="federacion_command", metavar="ACCIÓN", required=True)
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return action
    raise RuntimeError("el grupo federacion no tiene acciones")  # only if built by hand wrongly


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    actions = federation_actions(sub)
    intake = actions.add_parser(
        "importar",
        help="recibe actas (PDF, carpetas, zip, .eml, .mbox o el buzón IMAP), las verifica y "
        "las archiva",
        description="Verifica cada acta recibida con el registro federativo y la archiva como "
        "aceptada, incompleta o rechazada, con su motivo. Código de salida: 0 si se han "
        "archivado todas (también las rechazadas); 1 si alguna no se pudo archivar; "
        "2 si los argumentos no son válidos.",
        allow_abbrev=False,
    )
    intake.add_argument(
        "paths", type=Path, nargs="*", metavar="RUTA", help="PDF, carpeta, .zip, .eml o .mbox"
    )
    add_office_db_option(intake)
    intake.add_argument(
        "--registry",
        type=Path,
        required=True,
        metavar="REGISTRO",
        help="registro federativo firmado: quién puede firmar cada papel",
    )
    intake.add_argument(
        "--p12",
        type=Path,
        help="certificado de la federación: con él se emite el acuse de recibo de cada acta "
        "aceptada",
    )
    intake.add_argument(
        "--passphrase-env",
        metavar="VARIABLE",
        help="variable de entorno con la contraseña del certificado (nunca en la línea de órdenes)",
    )
    intake.add_argument(
        "--acuses",
        type=Path,
        metavar="CARPETA",
        help="dónde se escriben los acuses de recibo (con --p12; por defecto, la carpeta "
        "«acuses» junto a la base de datos SQLite, o en la carpeta actual con PostgreSQL)",
    )
    add_mail_server_option(intake)
    add_new_federation_option(intake)
    add_workers_option(intake)
    intake.set_defaults(run=run_import)


def add_office_db_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--db",
        required=True,
        metavar="ARCHIVO|URL",
        help="base de datos de la federación: archivo SQLite o postgresql://…",
    )


def add_workers_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--procesos",
        type=worker_count,
        default=None,
        metavar="N",
        help="procesos que verifican a la vez (por defecto 2; 0: en este mismo proceso)",
    )


def add_mail_server_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--servidor-correo",
        action="append",
        metavar="SERVIDOR",
        dest="servidor_correo",
        help="servidor de correo de la federación (repetible): solo la cabecera Received que "
        "escribe prueba cuándo llegó un correo. Se guarda en la base de datos para todos los "
        "puestos; sin la opción, se usa el guardado",
    )


def add_new_federation_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--nueva-federacion",
        metavar="HUELLA",
        dest="nueva_federacion",
        help="confirma que la base de datos pasa a ser de la federación de este registro: la "
        "huella SHA-256 completa de su certificado (la que dice el rechazo). El cambio queda "
        "registrado en la base de datos",
    )


def pin_federation(db: FederationDb, registry: Registry, args: argparse.Namespace) -> None:
    """Hold the database to its federation (the first registry it was used with): another
    federation's registry is refused with exit 2 unless --nueva-federacion confirms it."""
    from delegate_app.store.federation.settings import OtherFederation
    from delegate_app.store.federation.settings import pin_federation as pin

    try:
        notice = pin(
            db,
            registry.federation_fingerprint,
            registry.federation_name,
            confirmed=getattr(args, "nueva_federacion", None),
        )
    except OtherFederation as exc:
        raise Refused(str(exc)) from None
    if notice:
        print(f"delegado: {notice}", file=sys.stderr)


def check_mail_servers(args: argparse.Namespace) -> tuple[str, ...] | None:
    """The --servidor-correo hosts, checked before anything is opened (None: not given)."""
    from delegate_app.store.errors import StoreError
    from delegate_app.store.federation.settings import MAX_SERVERS, normal_host

    given = getattr(args, "servidor_correo", None)
    if not given:
        return None
    try:
        hosts = tuple(dict.fromkeys(normal_host(host) for host in given))
    except StoreError as exc:
        raise Refused(str(exc)) from None
    if len(hosts) > MAX_SERVERS:
        raise Refused(f"Se admiten como mucho {MAX_SERVERS} servidores de correo.")
    return hosts


def store_mail_servers(db: FederationDb, hosts: tuple[str, ...] | None) -> None:
    """Save the office's mail servers for every clerk, and say which ones count."""
    from delegate_app.store.federation.settings import mail_servers, set_mail_servers

    if hosts is not None and hosts != mail_servers(db):
        set_mail_servers(db, hosts)
        print(
            "delegado: servidores de correo de la federación guardados en la base de datos: "
            + ", ".join(hosts),
            file=sys.stderr,
        )


def worker_count(text: str) -> int:
    if not text.isdecimal() or int(text) > 16:
        raise argparse.ArgumentTypeError(f"«{text}» no es un número de procesos entre 0 y 16")
    return int(text)


# --------------------------------------------------------------------------- importar


# Bad arguments: exit 2 before anything is read or written. The one refusal class of every
# command, under the name this module's callers know.
Refused = CommandError


def passphrase_from(variable: str | None) -> str:
    import os

    from delegate_app.commands.common import VARIABLE

    if not variable:
        raise Refused(
            "Indique con --passphrase-env el nombre de la variable de entorno que contiene la "
            "contraseña del certificado."
        )
    if not VARIABLE.fullmatch(variable):
        raise Refused(
            "--passphrase-env espera el nombre de una variable de entorno (letras, cifras y _), "
            "no la contraseña."
        )
    value = os.environ.get(variable)
    if not value:
        raise Refused(f"La variable de entorno {variable} no está definida.")
    return value


def refuse_certificate_options(args: argparse.Namespace) -> None:
    """--passphrase-env and --enviar-acuses mean nothing without the federation's --p12."""
    if args.passphrase_env and args.p12 is None:
        raise Refused("--passphrase-env sin --p12: falta el certificado de la federación.")
    if getattr(args, "enviar_acuses", False) and args.p12 is None:
        raise Refused("--enviar-acuses sin --p12: sin certificado no hay acuses que enviar.")


def _check_paths(paths: list[Path]) -> None:
    missing = [str(p) for p in paths if not p.exists()]
    if missing:
        raise Refused("No existe: " + ", ".join(f"«{m}»" for m in missing) + ".")


def load_registry(path: Path, raw: bytes | None = None) -> Registry:
    """The registry at `path`, or from `raw`, its bytes read before (`read_registry_bytes`)."""
    from delegate_app.documents import registry

    try:
        if raw is not None:
            return registry.load_registry(raw)
        return registry.load_registry_file(path)
    except registry.RegistryError as exc:
        raise Refused(str(exc)) from None


def read_registry_bytes(path: Path) -> bytes | None:
    """The registry file's bytes, read once for the verifying processes and this one alike;
    None when it cannot be read or is too big (load_registry then says why)."""
    try:
        if path.stat().st_size > REGISTRY_MAX_BYTES:
            return None
        with path.open("rb") as stream:
            raw = stream.read(REGISTRY_MAX_BYTES + 1)
    except OSError:
        return None
    return raw if len(raw) <= REGISTRY_MAX_BYTES else None


def early_pool(args: argparse.Namespace, raw: bytes | None) -> WorkerPool | None:
    """The verifying processes, started now on the registry's bytes when the paths may hold
    more than a couple of actas: they start (about a second each) while this process opens
    the database and checks the registry, instead of after. The caller closes the pool, or
    discards it when it refuses what follows."""
    if raw is None or args.procesos == 0:
        return None
    paths: list[Path] = args.paths
    many = len(paths) > 2 or any(
        p.is_dir() or p.suffix.lower() in MANY_ACTAS_SUFFIXES for p in paths
    )
    if args.procesos is None and not many:
        return None
    from delegate_app.documents.federation import intake

    return intake.start_pool(raw, intake.WORKERS if args.procesos is None else args.procesos)


def open_office_db(target: str, *, create: bool = True) -> FederationDb:
    """The office's database, or Refused; `create=False` for a command that needs what was
    received (a missing database is refused, not created)."""
    from delegate_app.store.errors import StoreError
    from delegate_app.store.federation.database import open_federation_db

    try:
        return open_federation_db(target, create=create)
    except StoreError as exc:
        raise Refused(str(exc)) from None


def open_pinned_office(
    args: argparse.Namespace, *, create: bool = True, registry_bytes: bytes | None = None
) -> tuple[Registry, ReceiptIssuer | None, FederationDb]:
    """What every intake of the office opens: the registry (from `registry_bytes` when they
    were read before), the receipts' issuer (with --p12) and the database, held to the
    registry's federation (`pin_federation`). Refused, with the database closed again, when
    any of them cannot be had."""
    registry = load_registry(args.registry, registry_bytes)
    receipts = receipt_issuer(args, registry) if args.p12 is not None else None
    db = open_office_db(args.db, create=create)
    try:
        pin_federation(db, registry, args)
    except BaseException:
        db.close()
        raise
    return registry, receipts, db


class ProgressLine:
    """Progress on stderr: rewritten in place on a terminal, a line a second otherwise."""

    def __init__(self) -> None:
        self._tty = sys.stderr.isatty()
        self._started = self._last = time.monotonic()
        self._shown = False

    def __call__(self, progress: Progress) -> None:
        now = time.monotonic()
        if now - self._last < PROGRESS_EVERY_S and progress.unit < progress.units:
            return
        self._last = now
        rate = progress.done / max(now - self._started, 1e-6)
        text = (
            f"federacion importar: {progress.unit}/{progress.units} archivos o mensajes, "
            f"{progress.done} actas ({rate:.1f} actas/s)"
        )
        if self._tty:
            print(f"\r{text}", end="", file=sys.stderr, flush=True)
            self._shown = True
        else:
            print(text, file=sys.stderr, flush=True)

    def clear(self) -> None:
        """Before a line on stdout: the progress written in place would run into it."""
        if self._shown:
            print("\r\033[K", end="", file=sys.stderr, flush=True)
            self._shown = False

    def close(self) -> None:
        if self._shown:
            print(file=sys.stderr, flush=True)


def run_import(args: argparse.Namespace) -> int:
    from delegate_app.commands.common import quiet_libraries
    from delegate_app.store.errors import StoreError

    quiet_libraries()
    pool: WorkerPool | None = None
    ran = False
    try:
        try:
            refuse_certificate_options(args)
            if not args.paths:
                raise Refused("Indique qué importar: archivos, carpetas o el buzón con --imap.")
            _check_paths(args.paths)
            raw = read_registry_bytes(args.registry)
            pool = early_pool(args, raw)
            hosts = check_mail_servers(args)
            registry, receipts, db = open_pinned_office(args, registry_bytes=raw)
        except Refused as exc:
            print(f"delegado: {exc}", file=sys.stderr)
            return EXIT_REFUSED
        try:
            try:
                store_mail_servers(db, hosts)
            except StoreError as exc:
                print(f"delegado: {exc}", file=sys.stderr)
                return EXIT_ERROR
            ran = True
            return _import(args, registry, db, receipts, pool)
        finally:
            db.close()
    finally:
        # After an intake its workers end as the intake's own do; started for nothing (a
        # refusal, an error before the intake), they are stopped at once.
        if pool is not None and ran:
            pool.close()
        elif pool is not None:
            pool.discard()


def print_verdicts(
    run: Callable[[ProgressLine, Callable[[_Entry], None]], _Result],
    errors: tuple[type[Exception], ...],
) -> tuple[list[_Entry], _Result] | None:
    """Run an intake (`run(progress, on_each)`) with its progress on stderr, one line per
    verdict on stdout as each is filed, and the summary last. None, after saying why on stderr,
    when one of `errors` stopped it: what was filed before stays."""
    from delegate_app.documents.federation import intake

    done: list[_Entry] = []
    progress = ProgressLine()

    def show(entry: _Entry) -> None:
        done.append(entry)
        progress.clear()
        print_line(intake.verdict_line(entry.verdict, entry.note()))

    failure: Exception | None = None
    try:
        result = run(progress, show)
    except errors as exc:
        failure = exc
    progress.close()
    print(intake.summary(entry.verdict for entry in done))
    if failure is not None:
        print(f"delegado: {failure}", file=sys.stderr)
        return None
    return done, result


def intake_options(
    args: argparse.Namespace,
    receipts: ReceiptIssuer | None,
    progress: ProgressLine,
    show: Callable[[Filed], None],
    pool: WorkerPool | None = None,
) -> IntakeOptions:
    """How `importar` runs, from files or from the mailbox: --procesos (or the processes
    started already), the progress line on stderr, each verdict printed as it is filed, and
    the receipts (with --p12)."""
    return {
        "workers": args.procesos,
        "progress": progress,
        "on_filed": show,
        "receipts": receipts,
        "pool": pool,
    }


def _import(
    args: argparse.Namespace,
    registry: Registry,
    db: FederationDb,
    receipts: ReceiptIssuer | None,
    pool: WorkerPool | None,
) -> int:
    from delegate_app.documents.federation import intake
    from delegate_app.documents.federation.inbox_run import run_intake

    def run(progress: ProgressLine, show: Callable[[Filed], None]) -> list[Filed]:
        return run_intake(
            args.paths, registry, db, **intake_options(args, receipts, progress, show, pool)
        )

    printed = print_verdicts(run, (intake.IntakeError,))
    if printed is None:
        return EXIT_ERROR
    filed = printed[0]
    unfiled = sum(1 for entry in filed if entry.error is not None)
    unissued = sum(1 for entry in filed if entry.receipt_error is not None)
    if unfiled:
        print(
            f"delegado: {unfiled} actas no se han podido archivar; vuelva a importar los mismos "
            "archivos para archivarlas (las ya archivadas no cambian).",
            file=sys.stderr,
        )
    if unissued:
        print(
            f"delegado: {unissued} acuses de recibo no se han podido emitir; las actas sí "
            "están archivadas: vuelva a importar los mismos archivos para emitirlos.",
            file=sys.stderr,
        )
    if unfiled or unissued:
        return EXIT_ERROR
    return EXIT_OK


# --------------------------------------------------------------------------- acuses de recibo


def _receipts_folder(args: argparse.Namespace) -> Path:
    if args.acuses is not None:
        return Path(args.acuses)
    from delegate_app.store.federation.database import is_url

    if is_url(str(args.db).strip()):
        return Path("acuses")
    return Path(args.db).expanduser().resolve().parent / "acuses"


def print_line(text: str) -> None:
    print(text, flush=True)


def receipt_issuer(args: argparse.Namespace, registry: Registry) -> IssueReceipts:
    """A function issuing the acuse de recibo of every filed verdict (aceptada, incompleta,
    rechazada) once it is filed (documents/federation/receipts.py): made and signed with the
    federation's certificate, recorded in the database (one per received file: importing it
    again hands out the same receipt) and written to the receipts folder. The certificate is
    checked here, before anything is read: it must be the federation's that signed the
    registry."""
    from delegate_app.documents.certificates import SigningError
    from delegate_app.documents.federation import receipts

    passphrase = passphrase_from(args.passphrase_env)
    try:
        signer = receipts.load_federation_signer(args.p12, passphrase, registry=registry)
    except (SigningError, receipts.ReceiptError) as exc:
        raise Refused(str(exc)) from None
    except OSError as exc:
        from delegate_app.os_errors import os_reason

        raise Refused(f"No se puede leer «{args.p12}»: {os_reason(exc)}.") from None
    folder = _receipts_folder(args)
    # --enviar-acuses (commands/federation_receipt_mail.py) hands its mailer in this way
    make_mailer = getattr(args, "receipt_mailing", None)
    mailer = make_mailer(args, registry) if make_mailer is not None else None
    return IssueReceipts(signer, folder, mailer)


@dataclass(frozen=True)
class IssueReceipts:
    """The ReceiptIssuer of a run: every filed verdict's receipt issued (and mailed, with a
    mailer). `with_mailer` gives the same issuer mailing with another one: the window's
    "Leer el buzón" does so from its stored mail settings."""

    signer: Any  # receipts.FederationSigner
    folder: Path
    mailer: ReceiptMailer | None = None

    def with_mailer(self, mailer: ReceiptMailer | None) -> IssueReceipts:
        return replace(self, mailer=mailer)

    def __call__(
        self, db: FederationDb, verdict: IntakeVerdict, outcome: FilingOutcome
    ) -> str | None:
        from delegate_app.documents.federation import receipts

        # Every verdict gets its receipt, as filed: a file received before keeps its first
        # verdict and the first reception's time (a second import changes nothing, not even
        # the receipt the club may hold already).
        filed = replace(verdict, status=outcome.status, reason=outcome.reason)
        request = receipts.ReceiptRequest(verdict=filed, received_at=outcome.received_at)
        (issued,) = receipts.issue_receipts([request], self.signer, self.folder, db=db)
        if self.mailer is None:
            return f"acuse: {issued.pdf_path}"
        mailed = self.mailer.mail(db, issued.pdf_path, issued.json_path)
        return f"acuse: {issued.pdf_path}; {mailed}"
