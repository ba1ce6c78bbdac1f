"""`delegado federacion ventana`: the federation's inbox in a window, on the same database."""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from delegate_app.commands import federation_receipt_mail as receipt_mail
from delegate_app.commands.common import EXIT_REFUSED
from delegate_app.commands.federation import (
    Refused,
    add_mail_server_option,
    add_new_federation_option,
    add_office_db_option,
    check_mail_servers,
    federation_actions,
    load_registry,
    open_office_db,
    pin_federation,
    receipt_issuer,
    refuse_certificate_options,
    store_mail_servers,
)

if TYPE_CHECKING:
    from delegate_app.store.federation.database import FederationDb
    from delegate_app.ui.federation.window import FederationWindow


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    window = federation_actions(sub).add_parser(
        "ventana",
        help="la ventana Federación: importar, ver lo recibido y los conflictos",
        allow_abbrev=False,
    )
    add_office_db_option(window)
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
    receipt_mail.add_options(window)
    window.set_defaults(run=run_window)


def run_window(args: argparse.Namespace) -> int:
    """The window first, then what it shows: SQLAlchemy, the registry's signature check and the
    receipts' certificate take longer to load than Qt itself, so the window is on screen
    (saying it is opening them) before they are loaded. Arguments that can be judged without
    them are refused before any window; a database or registry that cannot be opened is said on
    stderr and in a message, and the command ends with exit code 2, as before."""
    from delegate_app.ui.platform_check import display_problem

    problem = display_problem()
    if problem:
        print(f"delegado: {problem}", file=sys.stderr)
        return 3
    try:
        _check_arguments(args)
    except Refused as exc:
        print(f"delegado: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    from PySide6.QtCore import QTimer

    from delegate_app.logsetup import setup_logging
    from delegate_app.ui.app import (
        STARTUP_PROBE_ENV,
        after_first_paint,
        create_application,
        install_excepthook,
    )
    from delegate_app.ui.federation.window import FederationWindow

    log_path = setup_logging()
    app = create_application()
    install_excepthook(log_path)
    window = FederationWindow()
    opened: dict[str, FederationDb] = {}
    probe = bool(os.environ.get(STARTUP_PROBE_ENV))

    def open_everything() -> None:
        def list_shown() -> None:
            if probe:
                window.repaint()  # the list painted now, before the registry is checked
                print(f"ready {time.time():.6f}", flush=True)

        code = _open_into(window, args, opened, list_shown)
        if code is not None:
            app.exit(code)
        elif probe:
            app.quit()

    def after_paint() -> None:
        if probe:
            print(f"first-paint {time.time():.6f}", flush=True)
        # Queued: the first paint reaches the screen before the loading starts.
        QTimer.singleShot(0, open_everything)

    after_first_paint(window, after_paint)
    window.show()
    try:
        code: int = app.exec()
        return code
    finally:
        db = opened.get("db")
        if db is not None:
            db.close()


def _check_arguments(args: argparse.Namespace) -> None:
    """What can be refused without loading anything heavy (raises Refused)."""
    refuse_certificate_options(args)
    if not args.registry.is_file():
        raise Refused(f"No existe el registro federativo «{args.registry}».")
    if args.p12 is not None and not args.p12.is_file():
        raise Refused(f"No existe el certificado «{args.p12}».")


def _open_into(
    window: FederationWindow,
    args: argparse.Namespace,
    opened: dict[str, FederationDb],
    list_shown: Callable[[], None],
) -> int | None:
    """Load the database, the registry and the receipts' certificate into the shown window;
    None when done, else the exit code after saying why (stderr and a message).

    An existing database is opened first and its list shown while the registry's signature is
    checked; a new one is only created once the registry has been accepted, so that refused
    arguments leave nothing behind."""
    from delegate_app.store.errors import StoreError
    from delegate_app.store.federation.database import is_url
    from delegate_app.ui import messages

    target = str(args.db).strip()
    existing = is_url(target) or Path(target).expanduser().is_file()
    try:
        hosts = check_mail_servers(args)
        if existing:
            opened["db"] = open_office_db(args.db)
            window.attach(opened["db"], None)
            list_shown()
        registry = load_registry(args.registry)
        receipts = receipt_issuer(args, registry) if args.p12 is not None else None
        if not existing:
            opened["db"] = open_office_db(args.db)
            window.attach(opened["db"], None)
            list_shown()
        pin_federation(opened["db"], registry, args)
        store_mail_servers(opened["db"], hosts)
    except Refused as exc:
        return _refuse(window, messages, str(exc))
    except StoreError as exc:
        return _refuse(window, messages, str(exc))
    window.set_registry(registry, receipts)
    return None


def _refuse(window: FederationWindow, messages: ModuleType, text: str) -> int:
    print(f"delegado: {text}", file=sys.stderr)
    from delegate_app.ui.app import STARTUP_PROBE_ENV

    if not os.environ.get(STARTUP_PROBE_ENV):
        messages.error(window, window.tr("Federación"), text)
    return EXIT_REFUSED
