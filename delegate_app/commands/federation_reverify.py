"""`delegado federacion reverificar`: every stored rejected or incomplete file judged again with
the registry given (documents/federation/reverify.py), one line per file and, last, the same
`aceptadas: N · incompletas: N · rechazadas: N` as `importar`.

Exit codes: 0 when every file was judged and filed (whatever its verdict); 1 when some could not
be (stored without its PDF, the database failed, a receipt could not be issued); 2 for bad
arguments, before anything is read or written.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from delegate_app.commands.common import EXIT_ERROR, EXIT_OK, EXIT_REFUSED
from delegate_app.commands.federation import (
    ProgressLine,
    Refused,
    add_new_federation_option,
    add_office_db_option,
    add_workers_option,
    federation_actions,
    open_pinned_office,
    print_verdicts,
    refuse_certificate_options,
)

if TYPE_CHECKING:
    from delegate_app.documents.federation.inbox_run import ReceiptIssuer
    from delegate_app.documents.federation.reverify import Reverified
    from delegate_app.documents.registry import Registry
    from delegate_app.store.federation.database import FederationDb


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    again = federation_actions(sub).add_parser(
        "reverificar",
        help="verifica de nuevo las actas rechazadas o incompletas con el registro dado",
        description="Verifica de nuevo, desde su PDF guardado, cada acta rechazada o incompleta "
        "con el registro indicado, y archiva el nuevo veredicto (con su historial). Con --p12, "
        "las que queden aceptadas reciben su acuse de recibo con la hora en que se recibieron "
        "por primera vez. Código de salida: 0 si se han reverificado todas; 1 si alguna no; 2 "
        "si los argumentos no son válidos.",
        allow_abbrev=False,
    )
    add_office_db_option(again)
    again.add_argument(
        "--registry",
        type=Path,
        required=True,
        metavar="REGISTRO",
        help="registro federativo firmado con el que se verifica de nuevo",
    )
    again.add_argument(
        "--p12", type=Path, help="certificado de la federación: acuses de las actas aceptadas"
    )
    again.add_argument(
        "--passphrase-env",
        metavar="VARIABLE",
        help="variable de entorno con la contraseña del certificado (nunca en la línea de órdenes)",
    )
    again.add_argument(
        "--acuses",
        type=Path,
        metavar="CARPETA",
        help="dónde se escriben los acuses de recibo (por defecto, «acuses» junto a la base)",
    )
    add_new_federation_option(again)
    add_workers_option(again)
    again.set_defaults(run=run_reverify)


def run_reverify(args: argparse.Namespace) -> int:
    from delegate_app.commands.common import quiet_libraries

    quiet_libraries()
    try:
        refuse_certificate_options(args)
        # Re-verifying needs what was received: a missing database is refused, not created.
        registry, receipts, db = open_pinned_office(args, create=False)
    except Refused as exc:
        print(f"delegado: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    try:
        return _reverify(args, registry, db, receipts)
    finally:
        db.close()


def _reverify(
    args: argparse.Namespace,
    registry: Registry,
    db: FederationDb,
    receipts: ReceiptIssuer | None,
) -> int:
    from delegate_app.documents.federation import intake
    from delegate_app.documents.federation.reverify import run_reverification
    from delegate_app.store.errors import StoreError
    from delegate_app.store.federation.reverify import superseded_count

    def run(progress: ProgressLine, show: Callable[[Reverified], None]) -> list[Reverified]:
        return run_reverification(
            db, registry, workers=args.procesos, progress=progress, on_done=show, receipts=receipts
        )

    print(f"delegado: {registry.describe()}", file=sys.stderr)
    printed = print_verdicts(run, (intake.IntakeError, StoreError))
    if printed is None:
        return EXIT_ERROR
    done = printed[0]
    failed = sum(1 for e in done if e.error is not None or e.receipt_error is not None)
    if failed:
        print(
            f"delegado: {failed} actas no se han podido reverificar o no tienen su acuse; "
            "lo demás está archivado: vuelva a ejecutar la orden tras resolverlo.",
            file=sys.stderr,
        )
        return EXIT_ERROR
    skipped = superseded_count(db)
    if skipped:
        print(
            f"delegado: {skipped} actas incompletas no se verifican de nuevo: se recibió "
            "también la misma acta con más firmas, que las sustituye (se conservan como "
            "constancia de su llegada).",
            file=sys.stderr,
        )
    if not done:
        print("delegado: no hay actas rechazadas ni incompletas que verificar.", file=sys.stderr)
    return EXIT_OK
