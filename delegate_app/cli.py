"""Command line: no subcommand opens the window; subcommands work on a database and exit.

Heavy modules are imported inside the commands so `--version` and the GUI start fast.
"""

from __future__ import annotations

import argparse
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
    return parser


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


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "demo":
        return cmd_demo(args.db)
    from delegate_app.ui.app import run_gui

    return run_gui(_resolve_db(args))
