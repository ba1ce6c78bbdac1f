"""`delegado federacion ventana`: the federation's inbox in a window, on the same database."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from delegate_app.commands.federation import (
    EXIT_REFUSED,
    _load_registry,
    _open_db,
    _receipt_issuer,
    _Refused,
    add_mail_server_option,
    add_new_federation_option,
    check_mail_servers,
    federation_actions,
    pin_federation,
    store_mail_servers,
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
    window.add_argument(
        "--p12",
        type=Path,
        help="certificado de la federación: con él se emite el acuse de recibo de cada acta "
        "aceptada al importarla",
    )
    window.add_argument(
        "--passphrase-env",
        metavar="VARIABLE",
        help="variable de entorno con la contraseña del certificado (nunca en la línea de órdenes)",
    )
    window.add_argument(
        "--acuses",
        type=Path,
        metavar="CARPETA",
        help="dónde se escriben los acuses de recibo (por defecto, «acuses» junto a la base)",
    )
    add_mail_server_option(window)
    add_new_federation_option(window)
    window.set_defaults(run=run_window)


def run_window(args: argparse.Namespace) -> int:
    from delegate_app.ui.platform_check import display_problem

    problem = display_problem()
    if problem:
        print(f"delegado: {problem}", file=sys.stderr)
        return 3
    try:
        if args.passphrase_env and args.p12 is None:
            raise _Refused("--passphrase-env sin --p12: falta el certificado de la federación.")
        hosts = check_mail_servers(args)
        registry = _load_registry(args.registry)
        receipts = _receipt_issuer(args, registry) if args.p12 is not None else None
        db = _open_db(args.db)
    except _Refused as exc:
        print(f"delegado: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    from delegate_app.store.errors import StoreError

    try:
        pin_federation(db, registry, args)
        store_mail_servers(db, hosts)
    except (StoreError, _Refused) as exc:
        db.close()
        print(f"delegado: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    from delegate_app.logsetup import setup_logging
    from delegate_app.ui.app import create_application, install_excepthook
    from delegate_app.ui.federation.window import FederationWindow

    log_path = setup_logging()
    app = create_application()
    install_excepthook(log_path)
    window = FederationWindow(db, registry, receipts)
    window.show()
    try:
        return app.exec()
    finally:
        db.close()
