"""Command line: no subcommand opens the window; subcommands work on a database and exit.

Heavy modules are imported inside the commands so `--version` and the GUI start fast.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from delegate_app import __version__

EXIT_OK = 0
EXIT_ERROR = 1
EXIT_REFUSED = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="delegado",
        description="Delegado: actas, alineaciones y temporada para delegados de club.",
    )
    parser.add_argument("--version", action="version", version=f"Delegado {__version__}")
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
    export.add_argument(
        "--out", type=Path, required=True, help="archivo .pdf, o carpeta (nombre de la federación)"
    )
    _certificate_arguments(export, required=False)
    sign = acta_sub.add_parser(
        "sign", help="añade otra firma a un acta ya exportada", allow_abbrev=False
    )
    sign.add_argument("pdf", type=Path, metavar="ARCHIVO.pdf")
    _certificate_arguments(sign, required=True, default_role="delegado_visitante")

    verify = sub.add_parser("verify", help="comprueba las firmas y los datos de un acta en PDF")
    verify.add_argument("pdf", type=Path, metavar="ARCHIVO.pdf")
    verify.add_argument(
        "--trust",
        type=Path,
        action="append",
        default=[],
        metavar="CA.pem",
        help="certificado de una autoridad de confianza (PEM o DER); se puede repetir",
    )
    verify.add_argument("--json", action="store_true", help="el informe en JSON")
    sub.add_parser(
        "self-test",
        help="comprueba la instalación (sin tocar sus datos): temporada de prueba, alineación, "
        "ventana, acta firmada y verificada",
    )
    _register_command_groups(sub)
    return parser


ROLES = ("delegado_local", "delegado_visitante", "arbitro")
_VARIABLE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class _RefusePassphrase(argparse.Action):
    """--passphrase exists only to be refused without echoing its value (shell history, ps)."""

    def __call__(self, parser, namespace, values, option_string=None):
        parser.error(
            "la contraseña no se admite en la línea de órdenes (quedaría en el historial y a "
            "la vista de otros procesos): use --passphrase-env VARIABLE"
        )


def _certificate_arguments(
    parser: argparse.ArgumentParser, *, required: bool, default_role: str = "delegado_local"
) -> None:
    parser.add_argument(
        "--p12", type=Path, required=required, help="certificado .p12/.pfx con su clave"
    )
    parser.add_argument(
        "--passphrase-env",
        metavar="VARIABLE",
        help="variable de entorno que contiene la contraseña del certificado "
        "(nunca se escribe en la línea de órdenes)",
    )
    parser.add_argument("--role", choices=ROLES, default=default_role, help="campo que se firma")
    parser.add_argument("--passphrase", action=_RefusePassphrase, help=argparse.SUPPRESS)


def _resolve_db(args: argparse.Namespace) -> Path:
    if args.db is not None:
        return args.db
    from delegate_app.paths import default_db_path

    return default_db_path()


def cmd_demo(db_path: Path) -> int:
    from delegate_app.store.database import open_database
    from delegate_app.store.demo import load_demo_season
    from delegate_app.store.errors import StoreError

    try:
        db = open_database(db_path)
    except StoreError as exc:
        print(f"delegado: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    try:
        summary = load_demo_season(db)
    except StoreError as exc:
        print(f"delegado: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    finally:
        db.close()
    print(f"Temporada de demostración cargada en {db_path}: {summary}")
    return EXIT_OK


def _fail(message: str, code: int = EXIT_REFUSED) -> int:
    print(f"delegado: {message}", file=sys.stderr)
    return code


def _quiet_libraries() -> None:
    """pyHanko logs validation details as warnings with tracebacks; the report already says it."""
    import logging

    logging.getLogger().addHandler(logging.NullHandler())


def _open_db(path: Path):
    from delegate_app.store.database import open_database

    if not path.is_file():
        raise FileNotFoundError(f"No existe la base de datos {path}.")
    return open_database(path)


def cmd_acta_list(db_path: Path) -> int:
    from delegate_app.store.errors import StoreError

    try:
        db = _open_db(db_path)
    except (StoreError, FileNotFoundError) as exc:
        return _fail(str(exc))
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
    if not _VARIABLE.fullmatch(args.passphrase_env):
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

    _quiet_libraries()
    try:
        signer = _load_signer(args)
        db = _open_db(args.db)
    except (ValueError, SigningError, StoreError, FileNotFoundError) as exc:
        return _fail(str(exc))
    try:
        from delegate_app.documents.acta_package import export_acta

        result = export_acta(db, args.match_id, args.out, signer, role=args.role)
    except (SigningError, StoreError) as exc:
        return _fail(str(exc))
    finally:
        db.close()
    state = "firmada" if result.signed else "sin firmar"
    print(f"Acta {state}: {result.pdf_path}")
    print(f"Datos: {result.json_path}")
    return EXIT_OK


def cmd_acta_sign(args: argparse.Namespace) -> int:
    from delegate_app.documents.certificates import SigningError

    _quiet_libraries()
    try:
        signer = _load_signer(args)
        from delegate_app.documents.acta_package import add_signature

        add_signature(args.pdf, signer, role=args.role)
    except (ValueError, SigningError) as exc:
        return _fail(str(exc))
    print(f"Firma añadida ({args.role}): {args.pdf}")
    return EXIT_OK


def _trust_roots(paths: list[Path]) -> list:
    from cryptography import x509

    roots = []
    for path in paths:
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise ValueError(f"No se puede leer {path}: {exc.strerror}.") from exc
        try:
            if b"-----BEGIN" in data:
                roots += x509.load_pem_x509_certificates(data)
            else:
                roots.append(x509.load_der_x509_certificate(data))
        except ValueError:
            raise ValueError(f"{path} no contiene un certificado válido.") from None
    return roots


def cmd_verify(args: argparse.Namespace) -> int:
    import json

    _quiet_libraries()
    try:
        roots = _trust_roots(args.trust)
        pdf = args.pdf.read_bytes()
    except ValueError as exc:
        return _fail(str(exc))
    except OSError as exc:
        return _fail(f"No se puede leer {args.pdf}: {exc.strerror}.")
    from delegate_app.documents.verify import verify_acta

    report = verify_acta(pdf, roots)
    if args.json:
        print(json.dumps(report.as_dict(), ensure_ascii=False, indent=2))
    else:
        print("\n".join(report.lines()))
    if report.fatal and not pdf.lstrip().startswith(b"%PDF-"):
        return EXIT_REFUSED  # not a PDF at all: wrong input rather than a failed acta
    return EXIT_OK if report.ok else EXIT_ERROR


def _register_command_groups(sub: argparse._SubParsersAction) -> None:
    """Command groups living in delegate_app/commands/: each adds its parsers to `sub` and sets
    `run` (a function of the parsed arguments returning the exit code) on each of them."""
    import importlib
    import pkgutil

    from delegate_app import commands

    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda i: i.name):
        importlib.import_module(f"{commands.__name__}.{info.name}").register(sub)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
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

    return run_gui(_resolve_db(args))
