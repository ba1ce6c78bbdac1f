"""The federation's acuse de recibo back at the club: verified with the federation registry
(documents/federation/receipt_check.py) and matched to the queued acta file by its SHA-256.

Only a receipt that verifies (the federation's signature, chained to the registry's federation
certificate, intact, its data and its page in agreement) and that names a file of this club's
outbox changes anything; anything else is refused with the reason and changes nothing. A
receipt is issued only for an accepted acta, so a matched one means "recibida, aceptada".
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from delegate_app.store import outbox
from delegate_app.store.database import Database

if TYPE_CHECKING:
    from delegate_app.documents.registry import Registry


class ReceiptRefused(Exception):
    """The receipt changes nothing; the message says why, in Spanish."""


def accept_receipt(db: Database, pdf: bytes, registry: Registry | None) -> outbox.Queued:
    """Mark the acta the receipt names as received by the federation; ReceiptRefused else."""
    from delegate_app.documents.federation.receipt_check import is_receipt, verify_receipt

    if not is_receipt(pdf):
        raise ReceiptRefused("El archivo no es un acuse de recibo de la federación.")
    report = verify_receipt(pdf, registry)
    if not report.ok or report.data is None:
        raise ReceiptRefused(
            "El acuse no se ha podido verificar y no cambia nada: " + "; ".join(report.problems)
        )
    wanted = report.acta_sha256 or ""
    item = outbox.find(db, wanted)
    if item is None:
        raise ReceiptRefused(
            f"El acuse {report.data['acuse']} es de otra acta (SHA-256 {wanted[:16]}…), no de "
            "ninguna de la bandeja de salida de este club: no cambia nada."
        )
    received = datetime.fromisoformat(report.data["recibido_canarias"]).replace(tzinfo=None)
    outbox.mark_received(db, item.id, str(report.data["acuse"]), received)
    found = outbox.find(db, wanted)
    assert found is not None  # just marked
    return found
