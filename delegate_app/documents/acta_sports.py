"""Each sport's acta documents, in this floor's one table: how its acta is built from the one
read of the store (``store.acta_reading.read_acta``), how verify lays its pages out again from
acta.json and re-checks its data, and whether it has paper forms. The export, the outbox,
verify and the close step's PDF dialog look a sport up here; none of them asks
``if sport == ...``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from delegate_app.documents.chess import acta_pdf as chess_pdf
from delegate_app.documents.chess import rebuild as chess_rebuild
from delegate_app.documents.chess import verify as chess_verify
from delegate_app.documents.domino import acta_pdf as domino_pdf
from delegate_app.documents.domino import rebuild as domino_rebuild
from delegate_app.documents.domino import verify as domino_verify

if TYPE_CHECKING:
    from delegate_app.documents.acta_common import ActaDocument
    from delegate_app.documents.check import Check
    from delegate_app.documents.pdf_document import BuiltPdf, DocumentMeta
    from delegate_app.store.acta_reading import ActaRead


@dataclass(frozen=True)
class SportDocuments:
    """A sport's part of the acta documents."""

    document: Callable[[ActaRead], ActaDocument]  # the acta PDF with acta.json attached
    # verify: the pages acta.json renders to (BuiltPdf, DocumentMeta), from (data, images)
    rebuilt_pdf: Callable[[dict[str, Any], dict[str, bytes]], tuple[BuiltPdf, DocumentMeta]]
    # verify: the pages say it, word for word
    printed_check: Callable[[dict[str, Any], list[str]], Check]
    prints_score: bool  # the pages print the match score as "home n – n away" (chess)
    # verify: the sport's re-checks of acta.json, given the shared check of the drawn
    # signatures to list in its place among them
    data_checks: Callable[[dict[str, Any], Check], list[Check]]
    paper_forms: bool  # blank forms to play on paper when the computer fails (paper_forms.py)


SPORT_DOCUMENTS: dict[str, SportDocuments] = {
    "ajedrez": SportDocuments(
        chess_pdf.LAYOUT.document_of,
        chess_rebuild.rebuilt_pdf,
        chess_rebuild.printed_check,
        prints_score=True,
        data_checks=chess_verify.check_chess,
        paper_forms=True,
    ),
    "domino": SportDocuments(
        domino_pdf.LAYOUT.document_of,
        domino_rebuild.rebuilt_pdf,
        domino_rebuild.printed_check,
        prints_score=False,
        data_checks=domino_verify.data_checks,
        paper_forms=False,
    ),
}
