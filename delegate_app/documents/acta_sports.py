"""Each sport's acta documents, in this floor's one table: how its acta is built from the one
read of the store (``store.acta_reading.read_acta``) and how verify lays its pages out again
from acta.json. The export, the outbox and verify look a sport up here; none of them asks
``if sport == ...``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from delegate_app.documents.chess import acta_pdf as chess_pdf
from delegate_app.documents.chess import rebuild as chess_rebuild
from delegate_app.documents.domino import acta_pdf as domino_pdf
from delegate_app.documents.domino import rebuild as domino_rebuild

if TYPE_CHECKING:
    from delegate_app.documents.acta_common import ActaDocument
    from delegate_app.documents.check import Check
    from delegate_app.store.acta_reading import ActaRead


@dataclass(frozen=True)
class SportDocuments:
    """A sport's part of the acta documents."""

    document: Callable[[ActaRead], ActaDocument]  # the acta PDF with acta.json attached
    # verify: the pages acta.json renders to (BuiltPdf, DocumentMeta), from (data, images)
    rebuilt_pdf: Callable[[dict, dict[str, bytes]], tuple[Any, Any]]
    printed_check: Callable[[dict, list[str]], Check]  # verify: the pages say it, word for word
    prints_score: bool  # the pages print the match score as "home n – n away" (chess)


SPORT_DOCUMENTS: dict[str, SportDocuments] = {
    "ajedrez": SportDocuments(
        chess_pdf.document_of, chess_rebuild.rebuilt_pdf, chess_rebuild.printed_check, True
    ),
    "domino": SportDocuments(
        domino_pdf.document_of, domino_rebuild.rebuilt_pdf, domino_rebuild.printed_check, False
    ),
}
