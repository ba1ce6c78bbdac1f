"""`delegado federacion acuse`: hand out again an acuse de recibo stored in the federation's
database, from any clerk's computer.

Every receipt the intake (or `reverificar`) issues is stored in the database, signed PDF and
JSON (fed_receipt); the folder it was written to holds only a copy. This command writes the
stored bytes again, exactly as issued, so the club gets the same receipt (never a new one with
another time):

    delegado federacion acuse --db FILE|URL --acta ID --out ACUSE.pdf|CARPETA/ [--force]

ID is the receipt's number (AR-…, as printed on it), the acta's document ID (ACTA-…) or the
received file's SHA-256 (whole, or its first 12 characters or more). `--out` ending in "/" or
naming an existing folder writes each receipt there under its usual name (and every receipt of
an acta received more than once); otherwise it is the PDF's name and the JSON goes beside it
(same name, .json). Exit codes: 0 written; 1 the stored receipt does not match the SHA-256
recorded with it (nothing written); 2 refused input (no such receipt, several where one file was
named, an existing file without --force, a database that cannot be opened).
"""

from __future__ import annotations

import argparse
import hashlib
from pathlib import Path
from typing import TYPE_CHECKING

from delegate_app.commands.federation import (
    add_office_db_option,
    federation_actions,
    open_office_db,
)

if TYPE_CHECKING:
    from delegate_app.store.federation.known_files import StoredReceipt

EXIT_OK, EXIT_ERROR = 0, 1


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from delegate_app.commands.common import add_force_argument

    again = federation_actions(sub).add_parser(
        "acuse",
        help="escribe de nuevo un acuse de recibo guardado en la base de la federación",
        description="Escribe el acuse de recibo guardado (PDF firmado y su JSON), tal como se "
        "emitió, para entregarlo otra vez. ID: el número del acuse (AR-…), el documento del acta "
        "(ACTA-…) o la huella SHA-256 del archivo recibido (al menos 12 caracteres). Código de "
        "salida: 0 escrito; 1 el acuse guardado no coincide con su huella; 2 si los argumentos no "
        "son válidos o no hay tal acuse.",
        allow_abbrev=False,
    )
    add_office_db_option(again)
    again.add_argument(
        "--acta", required=True, metavar="ID", help="AR-…, ACTA-… o la huella del archivo"
    )
    again.add_argument(
        "--out",
        required=True,
        metavar="ACUSE.pdf|CARPETA/",
        help="el PDF que se escribe (su JSON al lado), o una carpeta (termine en /)",
    )
    add_force_argument(again)
    again.set_defaults(run=run_receipt)


def _targets(out: str, receipts: list[StoredReceipt]) -> list[tuple[Path, Path]]:
    """(PDF, JSON) paths for each receipt."""
    import json

    from delegate_app.commands.common import CommandError
    from delegate_app.documents.federation.receipts import receipt_stem

    folder = Path(out)
    if out.endswith(("/", "\\")) or folder.is_dir():
        paths: list[tuple[Path, Path]] = []
        for receipt in receipts:
            stem = receipt_stem(json.loads(receipt.receipt_json))
            paths.append((folder / f"{stem}.pdf", folder / f"{stem}.json"))
        return paths
    if len(receipts) > 1:
        numbers = ", ".join(r.number for r in receipts)
        raise CommandError(
            f"Hay {len(receipts)} acuses de esa acta (se recibió más de un archivo): {numbers}. "
            "Indique el número del acuse, o una carpeta (--out CARPETA/) para escribirlos todos."
        )
    pdf = folder if folder.suffix.lower() == ".pdf" else folder.with_name(folder.name + ".pdf")
    return [(pdf, pdf.with_suffix(".json"))]


def run_receipt(args: argparse.Namespace) -> int:
    from delegate_app.commands.common import CommandError, refuse_overwrite
    from delegate_app.store.atomic_file import write_atomically
    from delegate_app.store.federation.known_files import find_receipts

    db = open_office_db(args.db, create=False)
    try:
        receipts = find_receipts(db, args.acta)
    finally:
        db.close()
    if not receipts:
        raise CommandError(
            f"No hay ningún acuse de recibo guardado para «{args.acta}». Indique el número del "
            "acuse (AR-…), el documento del acta (ACTA-…) o la huella SHA-256 del archivo "
            "recibido (al menos 12 caracteres); los archivos importados sin --p12 no tienen acuse."
        )
    for receipt in receipts:
        if receipt.receipt_sha256 and (
            hashlib.sha256(receipt.receipt_pdf).hexdigest() != receipt.receipt_sha256
        ):
            print(
                f"delegado: el acuse {receipt.number} guardado no coincide con la huella SHA-256 "
                "con que se registró: la base de datos se ha alterado. No se ha escrito nada."
            )
            return EXIT_ERROR
    targets = _targets(args.out, receipts)
    refuse_overwrite([p for pair in targets for p in pair], args.force, new_pdf_signed=True)
    for receipt, (pdf, json_path) in zip(receipts, targets, strict=True):
        # A folder that does not exist yet is made, as the clerk asked for it by name; an OS
        # error here reaches cli.main, which names it in Spanish.
        pdf.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(json_path, receipt.receipt_json.encode("utf-8"))
        write_atomically(pdf, receipt.receipt_pdf)
        print(
            f"acuse {receipt.number} (acta {receipt.acta_document or '—'}, archivo "
            f"«{receipt.file_name}», emitido el {receipt.issued_at:%d/%m/%Y %H:%M} UTC): "
            f"{pdf} y {json_path.name}"
        )
    return EXIT_OK
