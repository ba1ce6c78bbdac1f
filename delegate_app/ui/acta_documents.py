"""What the acta's PDF dialog asks of documents/, the same for both sports.

The dialog exports the acta (signed or not) with its data beside it, adds the next signer's
signature to the exported file, builds the acta to print it and, where the sport has them, the
paper forms. ``acta_documents`` picks who does it: documents/acta_package.py (the verified
federation package) for the sports it handles, documents/domino_pdf.py otherwise. When the
package handles domino too, adding it to PACKAGED is the whole change.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from delegate_app.domain.competition import Sport
from delegate_app.store.database import Database
from delegate_app.ui.i18n import translate

# The sports whose acta goes through documents/acta_package.py (export checked by verify).
PACKAGED = {Sport.CHESS}


@dataclass(frozen=True)
class Exported:
    pdf_path: Path
    json_path: Path
    signed: bool
    report: object | None  # documents.verify.VerificationReport, when the export was checked


def acta_documents(db: Database, match_id: int, sport: str, clock=datetime.now):
    """The documents of one match's acta, for the PDF dialog."""
    if Sport(sport) in PACKAGED:
        return PackageDocuments(db, match_id)
    return DominoDocuments(db, match_id, clock)


class PackageDocuments:
    """documents/acta_package.py: every export and every added signature is verified."""

    paper_forms = True
    checks_itself = True

    def __init__(self, db: Database, match_id: int):
        self.db, self.match_id = db, match_id

    def file_name(self) -> str:
        from delegate_app.documents.acta_package import acta_file_name

        return acta_file_name(self.db, self.match_id)

    def export(self, target: str, signer, role: str) -> Exported:
        from delegate_app.documents.acta_package import export_acta

        result = export_acta(self.db, self.match_id, target, signer, role=role)
        return Exported(result.pdf_path, result.json_path, result.signed, result.report)

    def add_signature(self, path: Path, signer, role: str):
        from delegate_app.documents.acta_package import add_signature

        return add_signature(path, signer, role=role)

    def pdf(self) -> bytes:
        from delegate_app.documents.acta_pdf import build_acta_pdf

        return build_acta_pdf(self.db, self.match_id)

    def paper_form(self, kind: str) -> bytes:
        from delegate_app.documents import paper_forms

        builders = {
            "alineaciones": paper_forms.lineup_sheet_pdf,
            "acta": paper_forms.blank_acta_pdf,
            "planillas": paper_forms.scoresheets_pdf,
        }
        return builders[kind](self.db, self.match_id)


class DominoDocuments:
    """documents/domino_pdf.py: the Acta del Encuentro with every Hoja, and its data."""

    paper_forms = False
    checks_itself = False

    def __init__(self, db: Database, match_id: int, clock=datetime.now):
        self.db, self.match_id, self.clock = db, match_id, clock

    def file_name(self) -> str:
        from delegate_app.store.domino_acta_view import encounter_view

        view = encounter_view(self.db, self.match_id)
        clean = "".join(c if c.isalnum() else "-" for c in f"{view.home_team}-{view.away_team}")
        day = view.official_start
        return f"acta-domino-{day:%Y-%m-%d}-ronda{view.round_number}-{clean}.pdf"

    def _write(self, files: list[tuple[Path, bytes]]) -> None:
        from delegate_app.documents.certificates import SigningError
        from delegate_app.documents.pdf_blocks import write_atomically

        for path, data in files:
            try:
                write_atomically(path, data)
            except OSError as exc:
                raise SigningError(
                    translate("ActaDocuments", "No se ha podido guardar {file}: {error}").format(
                        file=path, error=exc.strerror or exc
                    )
                ) from exc

    def _sign(self, pdf: bytes, signer, role: str) -> bytes:
        from delegate_app.documents.domino_pdf import sign_domino_pdf
        from delegate_app.store.domino_acta_view import encounter_view

        view = encounter_view(self.db, self.match_id)
        return sign_domino_pdf(pdf, role, signer, view, self.clock())

    def export(self, target: str, signer, role: str) -> Exported:
        from delegate_app.documents.domino_pdf import domino_acta_document

        path = Path(target)
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        document = domino_acta_document(self.db, self.match_id)
        pdf = document.pdf if signer is None else self._sign(document.pdf, signer, role)
        json_path = path.with_suffix(".json")
        self._write([(path, pdf), (json_path, document.attachment)])
        return Exported(path, json_path, signer is not None, None)

    def add_signature(self, path: Path, signer, role: str):
        from delegate_app.documents.certificates import SigningError

        try:
            pdf = path.read_bytes()
        except OSError as exc:
            raise SigningError(
                translate("ActaDocuments", "No se puede leer {file}: {error}").format(
                    file=path, error=exc.strerror or exc
                )
            ) from exc
        self._write([(path, self._sign(pdf, signer, role))])
        return None

    def pdf(self) -> bytes:
        from delegate_app.documents.domino_pdf import build_domino_pdf

        return build_domino_pdf(self.db, self.match_id)

    def paper_form(self, kind: str) -> bytes:
        raise KeyError(kind)
