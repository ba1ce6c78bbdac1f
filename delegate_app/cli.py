"""The entry point: no subcommand opens the window; subcommands work on a database and exit.

Heavy modules are imported inside the commands so `--version` and the GUI start fast. What every
command shares (refusals, exit codes, argparse in Spanish, database checks) is in
commands/common.py; main() turns a refusal, an OS error, a damaged file found mid-query and a
closed output pipe into a short Spanish message (or silence), never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from delegate_app import __version__
from delegate_app.commands.common import (
    EXIT_ERROR,
    EXIT_INCOMPLETE,
    EXIT_OK,
    EXIT_PIPE_CLOSED,
    EXIT_REFUSED,
    SECRETS,
    VARIABLE,
    CommandError,
    SpanishArgumentParser,
    add_force_argument,
    certificate_arguments,
    fail,
    open_db,
    open_new_db,
    os_message,
    possible_secrets,
    quiet_libraries,
    refuse_overwrite,
    resolve_db,
)

if TYPE_CHECKING:
    pass


def build_parser() -> argparse.ArgumentParser:
    parser = SpanishArgumentParser(
        prog="delegado",
        description="Delegado: actas, alineaciones y temporada para delegados de club.",
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"Delegado {__version__}",
        help="muestra la versión del programa y termina",
    )
    parser.add_argument(
        "--db", type=Path, help="archivo de base de datos (por defecto, el de la carpeta de datos)"
    )
    sub = parser.add_subparsers(dest="command", metavar="ORDEN")
    demo = sub.add_parser("demo", help="llena una base de datos vacía con la temporada de prueba")
    demo.add_argument("--db", type=Path, required=True, help="archivo de base de datos")

    acta = sub.add_parser(
        "acta", help="actas de los encuentros de ajedrez y de dominó: listar, exportar, firmar"
    )
    acta_sub = acta.add_subparsers(dest="acta_command", metavar="ACCIÓN", required=True)
    listing = acta_sub.add_parser("list", help="los encuentros con su identificador y su acta")
    listing.add_argument("--db", type=Path, required=True, help="archivo de base de datos")
    export = acta_sub.add_parser(
        "export",
        help="escribe el acta en PDF (firmada si se da un certificado) y su JSON; en dominó, "
        "con cada Hoja de Anotaciones",
        allow_abbrev=False,
    )
    export.add_argument("match_id", type=int, metavar="ID", help="identificador del encuentro")
    export.add_argument("--db", type=Path, required=True, help="archivo de base de datos")
    # A str, not a Path: Path("actas/") drops the slash that says "a folder".
    export.add_argument("--out", required=True, help="archivo .pdf, o carpeta/ (se crea)")
    add_force_argument(export)
    certificate_arguments(export, required=False)
    sign = acta_sub.add_parser(
        "sign", help="añade otra firma a un acta ya exportada", allow_abbrev=False
    )
    sign.add_argument("pdf", type=Path, metavar="ARCHIVO.pdf")
    certificate_arguments(sign, required=True, default_role="delegado_visitante")
    sign.add_argument(
        "--rol",
        dest="role",
        type=_short_role,
        metavar="{local,visitante,arbitro}",
        help="el papel en corto: lo mismo que --role",
    )
    sign.add_argument(
        "--out",
        type=Path,
        metavar="FIRMADA.pdf",
        help="escribe el acta firmada en este archivo y deja el recibido como llegó",
    )
    add_force_argument(sign)

    verify = sub.add_parser(
        "verify",
        help="comprueba las firmas y los datos de actas en PDF y de acuses de recibo",
        description="Comprueba actas firmadas y acuses de recibo de la federación (estos, con "
        "--registry; junto a su acta, comprueba que son de ella). Código de salida: 0 completa "
        "y correcta; 3 lo presente se sostiene pero falta una firma obligatoria; 1 algo falla; "
        "2 entrada errónea. Con varios archivos, el peor: 1, luego 2, luego 3.",
    )
    verify.add_argument("pdf", type=Path, nargs="+", metavar="ARCHIVO.pdf")
    verify.add_argument(
        "--registry",
        type=Path,
        metavar="REGISTRO",
        help="registro federativo firmado: decide qué certificado puede firmar cada papel",
    )
    verify.add_argument(
        "--trust",
        type=Path,
        action="append",
        default=[],
        metavar="CA.pem",
        help="certificado de una autoridad de confianza (PEM o DER); se puede repetir",
    )
    verify.add_argument("--json", action="store_true", help="el informe en JSON")
    verify.add_argument(
        "--procesos",
        type=_positive,
        metavar="N",
        help="procesos que comprueban a la vez varios archivos (por omisión, uno por núcleo)",
    )
    verify.add_argument(
        "--en-fecha-de-firma",
        dest="at_signing_time",
        action="store_true",
        help="valida los certificados a la hora de firma que declara cada firma",
    )
    sub.add_parser(
        "self-test",
        help="comprueba la instalación (sin tocar sus datos): temporada de prueba, alineación, "
        "ventana, acta firmada y verificada",
    )
    _register_command_groups(sub)
    return parser


# --- the commands ----------------------------------------------------------------------------


def cmd_demo(db_path: Path) -> int:
    from delegate_app.store.demo import load_demo_season
    from delegate_app.store.errors import StoreError

    db = open_new_db(db_path)
    try:
        summary = load_demo_season(db)
    except StoreError as exc:
        raise CommandError(str(exc)) from exc
    finally:
        db.close()
    print(f"Temporada de demostración cargada en {db_path}: {summary}")
    return EXIT_OK


def cmd_acta_list(db_path: Path) -> int:
    db = open_db(db_path)
    try:
        from delegate_app.documents.acta_package import SPORT_LABELS, list_actas

        rows = list_actas(db)
    finally:
        db.close()
    print(f"{'ID':>5}  {'fecha':<16}  {'ronda':>5}  {'deporte':<7}  {'encuentro':<52}  acta")
    for row in rows:
        teams = f"{row.home_team} – {row.away_team}"
        print(
            f"{row.match_id:>5}  {row.scheduled_at:%d/%m/%Y %H:%M}  {row.round_number:>5}  "
            f"{SPORT_LABELS[row.sport]:<7}  {teams:<52}  {row.state} · {row.competition}"
        )
    return EXIT_OK


def _load_signer(args: argparse.Namespace):
    """The certificate named on the command line; the passphrase only from the environment."""
    import os

    from delegate_app.documents.certificates import load_signer

    if args.p12 is None:
        if args.passphrase_env:
            raise ValueError("--passphrase-env sin --p12: falta el certificado.")
        return None
    if not args.passphrase_env:
        raise ValueError(
            "Indique con --passphrase-env el nombre de la variable de entorno que contiene la "
            "contraseña del certificado."
        )
    if not VARIABLE.fullmatch(args.passphrase_env):
        # Never echo it: someone may have typed the passphrase itself here.
        raise ValueError(
            "--passphrase-env espera el nombre de una variable de entorno (letras, cifras y _), "
            "no la contraseña."
        )
    passphrase = os.environ.get(args.passphrase_env)
    if not passphrase:
        raise ValueError(f"La variable de entorno {args.passphrase_env} no está definida.")
    return load_signer(args.p12, passphrase)


def cmd_acta_export(args: argparse.Namespace) -> int:
    from delegate_app.documents.certificates import SigningError
    from delegate_app.store.errors import StoreError

    quiet_libraries()
    try:
        signer = _load_signer(args)
    except (ValueError, SigningError) as exc:
        return fail(str(exc))
    from delegate_app.documents import acta_package as package

    db = open_db(args.db)
    try:
        read = package.read_for_export(db, args.match_id)  # the one read of the acta
        target = package.resolve_target(read.header, args.out)
        new_folder = package.folder_to_make(args.out, target)
        refuse_overwrite(
            [target, target.with_suffix(".json")], args.force, new_pdf_signed=signer is not None
        )
        with package.made_for_export(new_folder):
            result = package.export_acta(
                db, args.match_id, target, signer, role=args.role, read=read
            )
    except (SigningError, StoreError, package.ExportTargetError) as exc:
        return fail(str(exc))
    finally:
        db.close()
    state = "firmada" if result.signed else "sin firmar"
    print(f"Acta {state}: {result.pdf_path}")
    print(f"Datos: {result.json_path}")
    return EXIT_OK


SHORT_ROLES = {"local": "delegado_local", "visitante": "delegado_visitante", "arbitro": "arbitro"}


def _short_role(text: str) -> str:
    if text not in SHORT_ROLES:
        raise argparse.ArgumentTypeError(f"«{text}» no es un papel (use {', '.join(SHORT_ROLES)})")
    return SHORT_ROLES[text]


def cmd_acta_sign(args: argparse.Namespace) -> int:
    """Sign an acta file, on this laptop or received from the other club: no club database
    needed. The acta must verify so far (with the registry installed here: signed by the
    people it binds to each role) or nothing is written."""
    from delegate_app.documents.certificates import SigningError

    quiet_libraries()
    role = args.role
    target = args.out or args.pdf
    try:
        if args.out is not None and args.out.resolve() != args.pdf.resolve():
            refuse_overwrite([args.out], args.force, new_pdf_signed=True)
        signer = _load_signer(args)
        from delegate_app.documents.acta_package import add_signature

        report = add_signature(
            args.pdf, signer, role=role, the_registry=_installed_registry(args), out=args.out
        )
    except (ValueError, SigningError) as exc:
        return fail(str(exc))
    print(f"Firma añadida ({role}): {target}")
    from delegate_app.documents.verify import ROLE_LABELS

    for signature in report.signatures:
        who = signature.signer_name or "firmante desconocido"
        print(f"  {ROLE_LABELS.get(signature.field, signature.field)}: {who}")
    if report.missing_roles:
        missing = ", ".join(ROLE_LABELS.get(r, r) for r in report.missing_roles)
        print(f"Falta la firma de: {missing}")
    return EXIT_OK


def _installed_registry(args: argparse.Namespace):
    """The registry installed beside --db (or the default database), as the signing dialog
    uses it: `acta sign` refuses a certificate it does not bind to the role before signing."""
    from delegate_app.documents import registry
    from delegate_app.paths import default_db_path

    try:
        return registry.installed_registry(getattr(args, "db", None) or default_db_path())
    except registry.RegistryError:
        return None  # unreadable here: the federation's verifier judges the roles anyway


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"«{text}» no es un número de procesos (1 o más)")
    return value


def _trust_roots(paths: list[Path]) -> list:
    from cryptography import x509

    roots = []
    for path in paths:
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise ValueError(os_message("No se puede leer", path, exc)) from exc
        try:
            if b"-----BEGIN" in data:
                roots += x509.load_pem_x509_certificates(data)
            else:
                roots.append(x509.load_der_x509_certificate(data))
        except ValueError:
            raise ValueError(f"{path} no contiene un certificado válido.") from None
    return roots


def cmd_verify(args: argparse.Namespace) -> int:
    """Verify every file (actas, and the federation's receipts recognised by
    their acuse.json); the exit code is the worst verdict among them."""
    import hashlib
    import json

    quiet_libraries()
    try:
        roots = _trust_roots(args.trust)
        registry = None
        if args.registry is not None:
            from delegate_app.documents.registry import RegistryError, load_registry_file

            try:
                registry = load_registry_file(args.registry)
            except RegistryError as exc:
                raise ValueError(str(exc)) from None
    except ValueError as exc:
        return fail(str(exc))
    from delegate_app.documents.acta_schema import MAX_PDF_BYTES
    from delegate_app.documents.federation import receipt_check
    from delegate_app.documents.verify_batch import batch_gc, verify_many

    batch_gc()  # this process only verifies from here on
    # Every file is judged first and reported after: a receipt is related to the actas given
    # with it, wherever they stand on the command line. Receipts are told apart and checked
    # here; the actas go to verify_many's workers, one per core.
    results: dict[int, tuple[object, bool, int | None]] = {}
    refused: dict[int, str] = {}  # place -> why that file got no report (still named in --json)

    def refuse(place: int, message: str, receipt: bool = False) -> None:
        fail(message)
        refused[place] = message
        results[place] = (None, receipt, EXIT_REFUSED)

    to_verify: list[tuple[int, Path, str]] = []  # (place, path, SHA-256 of the file)
    for place, path in enumerate(args.pdf):
        try:
            if path.stat().st_size > MAX_PDF_BYTES:
                raise ValueError(
                    f"{path} ocupa {path.stat().st_size} bytes; un acta no pasa de "
                    f"{MAX_PDF_BYTES} bytes."
                )
            pdf = path.read_bytes()
        except ValueError as exc:
            refuse(place, str(exc))
            continue
        except OSError as exc:
            refuse(place, os_message("No se puede leer", path, exc))
            continue
        if not receipt_check.is_receipt(pdf):
            to_verify.append((place, path, hashlib.sha256(pdf).hexdigest()))
            continue
        if registry is None:
            refuse(place, f"{path}: {receipt_check.NO_REGISTRY}", receipt=True)
            continue
        report = receipt_check.verify_receipt(pdf, registry, at_signing_time=args.at_signing_time)
        if report.fatal and not pdf.lstrip().startswith(b"%PDF-"):
            results[place] = (report, True, EXIT_REFUSED)
        else:
            results[place] = (report, True, EXIT_ERROR if not report.ok else None)
    import os

    # One worker per core (a few at most): verifying is CPU-bound, and each worker holds ~100 MB.
    workers = args.procesos or min(os.cpu_count() or 1, 8)
    verdicts = verify_many(
        [path for _, path, _ in to_verify],
        registry,
        trust_roots=roots,
        workers=workers,
        at_signing_time=args.at_signing_time,
        evidence=_receptions(results, to_verify) if args.at_signing_time else None,
    )
    actas: list[tuple[str, str, str | None]] = []
    for (place, path, digest), verdict in zip(to_verify, verdicts, strict=True):
        if verdict.report is None:
            refuse(place, verdict.error or "")
            continue
        actas.append((str(path), digest, verdict.report.printed_hash))
        results[place] = (verdict.report, False, verdict.exit_code)
    codes, documents = [], []
    for place, path in enumerate(args.pdf):
        report, receipt, code = results[place]
        if report is None:
            codes.append(code)
            if args.json:
                documents.append(
                    {"archivo": str(path), "correcta": False, "veredicto": "no verificada",
                     "problemas": [refused.get(place, "")]}
                )  # fmt: skip
            continue
        if receipt:
            receipt_check.relate(report, actas)
            code = EXIT_OK if report.ok else EXIT_ERROR
        codes.append(code)
        if args.json:
            documents.append({"archivo": str(path), **report.as_dict()})
        else:
            if len(args.pdf) > 1:
                print(f"== {path}")
            print("\n".join(report.lines()))
    if args.json:
        shown = documents[0] if len(args.pdf) == 1 else documents
        print(json.dumps(shown, ensure_ascii=False, indent=2))
    for code in (EXIT_ERROR, EXIT_REFUSED, EXIT_INCOMPLETE):
        if code in codes:
            return code
    return EXIT_OK


def _receptions(results: dict, actas: list[tuple[int, Path, str]]) -> dict:
    """When the federation received each acta file, from a sound receipt of that very file
    given on the same command line: the only evidence --en-fecha-de-firma accepts."""
    from datetime import datetime

    received: dict[str, datetime] = {}
    for report, receipt, _code in results.values():
        if not receipt or report is None or not report.ok or report.data is None:
            continue
        for _place, path, digest in actas:
            if digest == report.data["archivo"]["sha256"]:
                received[str(path)] = datetime.fromisoformat(
                    report.data["recibido_utc"].replace("Z", "+00:00")
                )
    return received


def _register_command_groups(sub: argparse._SubParsersAction) -> None:
    """Command groups living in delegate_app/commands/: each adds its parsers to `sub` and sets
    `run` (a function of the parsed arguments returning the exit code) on each of them."""
    import importlib

    from delegate_app import commands

    for name in commands.GROUPS:
        importlib.import_module(f"{commands.__name__}.{name}").register(sub)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    token = SECRETS.set(possible_secrets(argv))
    args = None
    from delegate_app.logsetup import keep_errors_in_log

    keep_errors_in_log()
    try:
        args = build_parser().parse_args(argv)
        code = _dispatch(args)
        sys.stdout.flush()  # a closed pipe shows up here for the last lines
        return code
    except BrokenPipeError:
        return _pipe_closed()
    except CommandError as exc:
        return fail(str(exc), exc.code)
    except KeyboardInterrupt:
        return fail("interrumpido; lo que no llegó a completarse no se ha guardado.", 130)
    except OSError as exc:
        where = exc.filename if exc.filename is not None else "el archivo"
        return fail(os_message("No se ha podido completar la orden con", where, exc))
    except Exception as exc:  # the last resort: never a traceback
        return _unexpected(exc, args)
    finally:
        SECRETS.reset(token)


def _dispatch(args: argparse.Namespace) -> int:
    run = getattr(args, "run", None)
    if run is not None:
        return run(args)
    if args.command == "demo":
        return cmd_demo(args.db)
    if args.command == "acta":
        commands = {"list": lambda: cmd_acta_list(args.db), "export": lambda: cmd_acta_export(args)}
        commands["sign"] = lambda: cmd_acta_sign(args)
        return commands[args.acta_command]()
    if args.command == "verify":
        return cmd_verify(args)
    if args.command == "self-test":
        from delegate_app.selftest import run_self_test

        return run_self_test()
    from delegate_app.ui.app import run_gui

    return run_gui(resolve_db(args))


def _pipe_closed() -> int:
    """The reader went away (`delegado acta list | head -1`): stop quietly. Python would try
    to flush stdout again at exit and print an error, so stdout is pointed at devnull."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (AttributeError, OSError, ValueError):
        pass  # stdout replaced by an object without a file (tests)
    return EXIT_PIPE_CLOSED


def _unexpected(exc: Exception, args: argparse.Namespace | None) -> int:
    import logging

    from delegate_app.logsetup import setup_logging

    try:
        log_path = setup_logging()
        logging.getLogger(__name__).error("Error en la orden %s", sys.argv, exc_info=exc)
        where = f" Los detalles están en el registro: {log_path}"
    except OSError:
        where = ""
    db = getattr(args, "db", None)
    if db is not None:
        # A command on a database that passed the opening checks stopped on something it
        # read: SQLite checks its pages, not the values in them (a mangled date, a row
        # pointing nowhere). Most likely damage; the log keeps the details for a bug.
        return fail(
            f"No se ha podido leer «{db}»: contiene algún dato que no es válido "
            f"({type(exc).__name__}); puede que esté dañada. La orden no ha cambiado nada."
            f"{where}"
        )
    return fail(
        f"Error inesperado ({type(exc).__name__}): la orden no se ha completado.{where}",
        EXIT_ERROR,
    )
