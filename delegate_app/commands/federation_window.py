"""`delegado federacion ventana`: the federation's inbox in a window, on the same database."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from delegate_app.commands.federation import (
    EXIT_REFUSED,
    _load_registry,
    _open_db,
    _Refused,
    federation_actions,
)


def register(sub: argparse._SubParsersAction) -> None:
    window = federation_actions(sub).add_parser(
        "ventana",
        help="la ventana Federación: importar, ver lo recibido y los conflictos",
        allow_abbrev=False,
    )
    window.add_argument(
        "--db",
        required=True,
        metavar="ARCHIVO|URL",
        help="base de datos de la federación: archivo SQLite o postgresql://…",
    )
    window.add_argument(
        "--registry",
        type=Path,
        required=True,
        metavar="REGISTRO",
        help="registro federativo firmado: quién puede firmar cada papel",
    )
    window.set_defaults(run=run_window)


def run_window(args: argparse.Namespace) -> int:
    from delegate_app.ui.platform_check import display_problem

    problem = display_problem()
    if problem:
        print(f"delegado: {problem}", file=sys.stderr)
        return 3
    try:
        registry = _load_registry(args.registry)
        db = _open_db(args.db)
    except _Refused as exc:
        print(f"delegado: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    from delegate_app.logsetup import setup_logging
    from delegate_app.ui.app import create_application, install_excepthook
    from delegate_app.ui.federation.window import FederationWindow

    log_path = setup_logging()
    app = create_application()
    install_excepthook(log_path)
    window = FederationWindow(db, registry)
    window.show()
    try:
        return app.exec()
    finally:
        db.close()
