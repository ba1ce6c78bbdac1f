"""What the acta's PDF dialog asks of documents/, the same for both sports.

The dialog exports the acta (signed or not) with its data beside it, adds the next signer's
signature to the exported file, builds the acta to print it and, where the sport has them, the
paper forms. documents/acta_package.py does all of it for both sports, and checks every file it
writes before the dialog says it is done.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from delegate_app.store.database import Database

if TYPE_CHECKING:  # documents/ is imported where used
    from delegate_app.documents.certificates import LoadedSigner
    from delegate_app.documents.verify import VerificationReport


@dataclass(frozen=True)
class Exported:
    pdf_path: Path
    json_path: Path
    signed: bool
    report: VerificationReport


class ActaDocuments:
    """The documents of one match's acta, for the PDF dialog."""

    def __init__(self, db: Database, match_id: int, sport: str):
        from delegate_app.documents.acta_sports import SPORT_DOCUMENTS

        self.db, self.match_id = db, match_id
        # blank forms for when the computer fails (documents/paper_forms.py), if the sport has them
        self.paper_forms = SPORT_DOCUMENTS[sport].paper_forms

    def file_name(self) -> str:
        from delegate_app.documents.acta_package import acta_file_name

        return acta_file_name(self.db, self.match_id)

    def export(self, target: str, signer: LoadedSigner | None, role: str) -> Exported:
        from delegate_app.documents.acta_package import export_acta

        result = export_acta(self.db, self.match_id, target, signer, role=role)
        return Exported(result.pdf_path, result.json_path, result.signed, result.report)

    def add_signature(self, path: Path, signer: LoadedSigner, role: str) -> VerificationReport:
        from delegate_app.documents.acta_package import add_signature, installed_registry_for

        return add_signature(path, signer, role=role, the_registry=installed_registry_for(self.db))

    def pdf(self) -> bytes:
        from delegate_app.documents.acta_package import build_pdf

        return build_pdf(self.db, self.match_id)

    def paper_form(self, kind: str) -> bytes:
        from delegate_app.documents import paper_forms

        builders: dict[str, Callable[[Database, int], bytes]] = {
            "alineaciones": paper_forms.lineup_sheet_pdf,
            "acta": paper_forms.blank_acta_pdf,
            "planillas": paper_forms.scoresheets_pdf,
        }
        return builders[kind](self.db, self.match_id)
