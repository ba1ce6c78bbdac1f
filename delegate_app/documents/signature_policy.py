"""What may change in an acta after its first signature, and where its signature fields may be.

pyHanko's default difference analysis accepts "form filling", which includes creating new
signature fields with their own visible appearance: enough to paint a new score over the old
one while every signature stays valid. The acta allows much less, and this module says so:

- `STRICT_POLICY`: after a signature, a later revision may only fill one of the signature
  fields the acta was created with (its value and its appearance) and touch the bookkeeping
  that goes with it (document info, XMP, DSS, cross-reference streams). Creating or deleting a
  field, adding an annotation or a widget, or touching page content is a suspicious change.
- `layout_problems`: every widget on every page is one of the pre-created signature fields,
  at the rectangle recorded in acta.json ("campos_firma"), and the only content under it is
  the placeholder the layout draws there.

No Qt; pyHanko and pypdfium2 are imported by callers that verify, never at start-up.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from io import BytesIO
from typing import TYPE_CHECKING, Any

from pyhanko.pdf_utils import generic
from pyhanko.pdf_utils.reader import PdfFileReader
from pyhanko.sign.diff_analysis import (
    CatalogModificationRule,
    DocInfoRule,
    DSSCompareRule,
    MetadataUpdateRule,
    ModificationLevel,
    ObjectStreamRule,
    StandardDiffPolicy,
    SuspiciousModification,
    XrefStreamRule,
)
from pyhanko.sign.diff_analysis.form_rules_api import (
    FieldComparisonContext,
    FieldMDPRule,
    FormUpdatingRule,
)
from pyhanko.sign.diff_analysis.rules.form_field_rules import SigFieldModificationRule

if TYPE_CHECKING:
    from pyhanko.pdf_utils.reader import HistoricalResolver
    from pyhanko.sign.diff_analysis import ReferenceUpdate
    from pyhanko.sign.diff_analysis.form_rules_api import FormUpdate

    from delegate_app.documents.pdf_blocks import FieldBox

LAYOUT_KEY = "campos_firma"
PLACEHOLDER = "Pendiente de firma digital"
# The arbiter's box on an acta "Sin árbitro": nobody signs it (signing refuses it), so it does
# not say "pending" either.
NO_ARBITER_PLACEHOLDER = "No se firma: acta sin árbitro"
# Rectangles are written rounded to 2 decimals; a PDF writer may round again.
_TOLERANCE = 0.05
_MAX_WIDGETS = 64


class NoFieldChangesRule(FieldMDPRule):
    """No field is created or deleted after a signature: only existing ones may be filled."""

    def apply(
        self, context: FieldComparisonContext
    ) -> Iterable[tuple[ModificationLevel, FormUpdate]]:
        for name, spec in context.field_specs.items():
            if spec.new_field_ref is not None and spec.old_field_ref is None:
                raise SuspiciousModification(f"field {name} was created after signing")
            if spec.old_field_ref is not None and spec.new_field_ref is None:
                raise SuspiciousModification(f"field {name} was deleted after signing")
        return ()


# What a signing tool stamps in /Info when it writes a revision (pyHanko: both).
_INFO_BOOKKEEPING = frozenset({"/ModDate", "/Producer"})


class InfoBookkeepingRule(DocInfoRule):
    """/Info may be restamped by the signing tool, nothing more: the title, subject, author and
    keywords are what a viewer shows as the document's name, and a later signer's own revision
    must not rename it ("Acta corregida: 4-0") while every signature stays valid."""

    def apply(self, old: HistoricalResolver, new: HistoricalResolver) -> Iterator[ReferenceUpdate]:
        new_ref = new.trailer_view.get_value_as_reference("/Info", optional=True)
        old_ref = old.trailer_view.get_value_as_reference("/Info", optional=True)
        if new_ref is not None:
            before = old(old_ref) if old_ref is not None else generic.DictionaryObject()
            after = new(new_ref)
            if not isinstance(before, dict) or not isinstance(after, dict):
                raise SuspiciousModification("/Info is not a dictionary")
            for key in (set(before) | set(after)) - _INFO_BOOKKEEPING:
                if before.get(key) != after.get(key):
                    raise SuspiciousModification(f"/Info {key} changed after signing")
        yield from super().apply(old, new)


_RDF = "{http://www.w3.org/1999/02/22-rdf-syntax-ns#}"
# What pyHanko writes in the XMP stream of every revision it signs.
_XMP_BOOKKEEPING = frozenset(
    {
        "{http://ns.adobe.com/xap/1.0/}ModifyDate",
        "{http://ns.adobe.com/xap/1.0/}MetadataDate",
        "{http://ns.adobe.com/pdf/1.3/}Producer",
        f"{_RDF}about",
    }
)


def _xmp_properties(resolver: HistoricalResolver) -> frozenset[tuple[str, str]]:
    """The XMP properties of a revision other than the signing tool's bookkeeping."""
    from xml.etree import ElementTree

    ref = resolver.root.get_value_as_reference("/Metadata", optional=True)
    if ref is None:
        return frozenset()
    try:
        tree = ElementTree.fromstring(resolver(ref).data)
    except (ElementTree.ParseError, AttributeError, ValueError) as exc:
        raise SuspiciousModification("the XMP metadata cannot be read") from exc
    found: set[tuple[str, str]] = set()
    for description in tree.iter(f"{_RDF}Description"):
        found |= {(k, v) for k, v in description.attrib.items() if k not in _XMP_BOOKKEEPING}
        for child in description:
            if child.tag not in _XMP_BOOKKEEPING:
                text = " ".join(t.strip() for t in child.itertext() if t.strip())
                found.add((child.tag, text))
    return frozenset(found)


class XmpBookkeepingRule(MetadataUpdateRule):
    """The XMP stream may be restamped by the signing tool, nothing more: viewers show its
    dc:title as the document's name, so a later revision adding one renames the acta."""

    def apply(self, old: HistoricalResolver, new: HistoricalResolver) -> Iterator[ReferenceUpdate]:
        if _xmp_properties(new) != _xmp_properties(old):
            raise SuspiciousModification("XMP metadata changed after signing")
        yield from super().apply(old, new)


STRICT_POLICY = StandardDiffPolicy(
    global_rules=[
        CatalogModificationRule(),
        InfoBookkeepingRule().as_qualified(ModificationLevel.LTA_UPDATES),
        XrefStreamRule().as_qualified(ModificationLevel.LTA_UPDATES),
        ObjectStreamRule().as_qualified(ModificationLevel.LTA_UPDATES),
        DSSCompareRule().as_qualified(ModificationLevel.LTA_UPDATES),
        # pyHanko leaves MetadataUpdateRule.__init__ unannotated
        XmpBookkeepingRule().as_qualified(ModificationLevel.LTA_UPDATES),  # type: ignore[no-untyped-call]
    ],
    form_rule=FormUpdatingRule(
        field_rules=[
            NoFieldChangesRule(),
            # An already filled appearance never changes in place: the stamp is part of what the
            # next signer saw.
            SigFieldModificationRule(allow_in_place_appearance_stream_changes=False),
        ],
    ),
)


# --------------------------------------------------------------------------- the recorded layout


def layout_entries(boxes: Iterable[FieldBox]) -> list[dict[str, Any]]:
    """The pre-created fields as acta.json records them (from pdf_blocks.FieldBox).

    Coordinates are decimal strings ("51.02"): the acta's canonical JSON admits no floats.
    """
    return [
        {"campo": box.name, "pagina": box.page_index, "rect": [f"{v:.2f}" for v in box.rect]}
        for box in boxes
    ]


def _normal_rect(values: Iterable[str | float]) -> tuple[float, float, float, float]:
    x1, y1, x2, y2 = (float(v) for v in values)
    return (min(x1, x2), min(y1, y2), max(x1, x2), max(y1, y2))


def _same_rect(a: Sequence[float], b: Sequence[float]) -> bool:
    return all(abs(p - q) <= _TOLERANCE for p, q in zip(a, b, strict=True))


def widgets(
    reader: PdfFileReader,
) -> list[tuple[int, str | None, str, tuple[float, float, float, float]]]:
    """(page index, field name, annotation subtype, rect) for every annotation of every page."""
    found = []
    for index, page in enumerate(_pages(reader.root["/Pages"])):
        for annot in page.get("/Annots", generic.ArrayObject()) or ():
            annot = annot.get_object()
            name = annot.get("/T")
            if name is None and "/Parent" in annot:
                name = annot["/Parent"].get_object().get("/T")
            found.append(
                (
                    index,
                    str(name) if name is not None else None,
                    str(annot.get("/Subtype", "")),
                    _normal_rect(annot.get("/Rect", (0, 0, 0, 0))),
                )
            )
            if len(found) > _MAX_WIDGETS:
                return found
    return found


def _pages(node: generic.PdfObject, depth: int = 0) -> Iterator[generic.DictionaryObject]:
    """The page dictionaries in order; a hostile tree is cut at a sane depth and count (and
    anything but a dictionary where a page or a node should be has no annotations)."""
    node = node.get_object()
    if not isinstance(node, generic.DictionaryObject):
        return
    if node.get("/Type") == "/Page" or "/Kids" not in node:
        yield node
        return
    if depth > 8:
        return
    for index, kid in enumerate(node["/Kids"]):
        if index > 500:
            return
        yield from _pages(kid, depth + 1)


def layout_problems(
    pdf_bytes: bytes, recorded: list[dict[str, Any]] | None, reader: PdfFileReader | None = None
) -> list[str]:
    """Every annotation is a pre-created signature field where the layout put it."""
    if not recorded:
        return ["acta.json no dice dónde van los campos de firma"]
    reader = reader or PdfFileReader(BytesIO(pdf_bytes))
    expected = {
        entry["campo"]: (int(entry["pagina"]), _normal_rect(entry["rect"])) for entry in recorded
    }
    problems = []
    seen = set()
    for page, name, subtype, rect in widgets(reader):
        if subtype != "/Widget" or name not in expected:
            problems.append(
                f"la página {page + 1} lleva una anotación que no es un campo de firma del acta "
                f"({name or subtype or 'sin nombre'})"
            )
            continue
        want_page, want_rect = expected[name]
        if name in seen:
            problems.append(f"el campo «{name}» aparece más de una vez")
        seen.add(name)
        if page != want_page or not _same_rect(rect, want_rect):
            problems.append(f"el campo «{name}» no está donde lo puso el acta")
    missing = sorted(set(expected) - seen)
    if missing:
        problems.append("faltan los campos de firma: " + ", ".join(missing))
    return problems


class PageText:
    """The pages' text as a reader sees it (pypdfium2), opened once for every check that reads
    it; use as a context manager."""

    def __init__(self, pdf_bytes: bytes, max_pages: int = 200) -> None:
        import pypdfium2

        self._document = pypdfium2.PdfDocument(pdf_bytes)
        if len(self._document) > max_pages:
            self._document.close()
            raise ValueError("too many pages")
        self._text_pages: dict[int, Any] = {}
        self._pdf_pages: dict[int, Any] = {}

    def __enter__(self) -> PageText:
        return self

    def __exit__(self, *exc: object) -> None:
        self._text_pages.clear()
        self._pdf_pages.clear()
        self._document.close()

    def __len__(self) -> int:
        return len(self._document)

    def _page(self, index: int) -> Any:  # pypdfium2's PdfTextPage
        if index not in self._text_pages:
            self._text_pages[index] = self.pdf_page(index).get_textpage()
        return self._text_pages[index]

    def pdf_page(self, index: int) -> Any:  # pypdfium2's PdfPage
        """pdfium's page `index`, loaded once and kept open while its text is read."""
        if index not in self._pdf_pages:
            self._pdf_pages[index] = self._document[index]
        return self._pdf_pages[index]

    def text(self, index: int, rect: Sequence[float] | None = None) -> str:
        """The page's text (inside `rect`, if given), whitespace collapsed."""
        bounds = (float(v) for v in rect) if rect is not None else ()
        return " ".join(self._page(index).get_text_bounded(*bounds).split())
