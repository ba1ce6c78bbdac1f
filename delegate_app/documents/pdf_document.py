"""A Delegado PDF as a whole (reportlab, no Qt): what identifies it (DocumentMeta), the page
template and its footer, laid out by `build_pdf`, and the stamp drawn in a signature's box.

Every page carries the same footer: document ID, SHA-256 of the acta data, "Página N de M" and
a QR code with both. The same data always gives the same bytes, so a PDF can be rebuilt later
and compared with the one that was signed.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from io import BytesIO
from pathlib import Path
from typing import IO, Any

from reportlab.graphics.barcode.qrencoder import QRErrorCorrectLevel
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import PATH_OPS, Canvas  # type: ignore[attr-defined]
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate

from delegate_app.documents import library_patches, pdf_canvas, qr_matrix
from delegate_app.documents.pdf_blocks import FieldBox, SignatureFieldsArea
from delegate_app.documents.pdf_theme import (
    ACCENT,
    BODY,
    FONT,
    FONT_BOLD,
    FOOTER_BASE,
    FOOTER_RULE,
    INK,
    MARGIN_BOTTOM,
    MARGIN_LEFT,
    MARGIN_RIGHT,
    MARGIN_TOP,
    MUTED,
    PAGE_WIDTH,
    QR_SIZE,
    RULE,
    register_fonts,
    text_only,
)
from delegate_app.store.atomic_file import write_atomically

library_patches.install_pdfdoc_encoder()  # the same bytes, written faster (see the module)

# --------------------------------------------------------------------------- document data


@dataclass(frozen=True)
class DocumentMeta:
    """What identifies a document: printed in every footer and in the PDF's info dictionary."""

    document_id: str
    title: str
    data_sha256: str
    # From the data (e.g. when the acta was locked), never the clock: same data, same bytes.
    created: datetime
    author: str = ""
    subject: str = ""
    # The footer's last line; by default it says what the QR code holds.
    footer_note: str = ""
    # A fixed QR mask instead of the best of eight: any reader scans it, and a document made
    # by the hundred (the federation's receipts) saves a third of its layout time.
    qr_fixed_mask: bool = False

    @classmethod
    def for_data(
        cls,
        *,
        document_id: str,
        title: str,
        data: bytes,
        created: datetime,
        author: str = "",
        subject: str = "",
    ) -> DocumentMeta:
        return cls(
            document_id=document_id,
            title=title,
            data_sha256=hashlib.sha256(data).hexdigest(),
            created=created,
            author=author,
            subject=subject,
        )


def canonical_json(data: Any) -> bytes:
    """The bytes that are hashed, printed in the footer and attached to the PDF as acta.json."""
    return json.dumps(
        data, ensure_ascii=False, sort_keys=True, separators=(",", ":"), allow_nan=False
    ).encode("utf-8")


def qr_payload(meta: DocumentMeta) -> str:
    return f"DELEGADO;ID={meta.document_id};SHA256={meta.data_sha256}"


def _pdf_date(moment: datetime) -> str:
    stamp = moment.strftime("D:%Y%m%d%H%M%S")
    offset = moment.utcoffset()
    if offset is None:
        # A naive time is local wall-clock time: PDF allows a date without an offset.
        return stamp
    minutes = int(offset.total_seconds()) // 60
    sign = "+" if minutes >= 0 else "-"
    hours, mins = divmod(abs(minutes), 60)
    return f"{stamp}{sign}{hours:02d}'{mins:02d}'"


# --------------------------------------------------------------------------- page furniture


def _draw_qr(canvas: Canvas, value: str, size: float, fixed_mask: bool = False) -> None:
    """Draw the QR modules as filled runs; reportlab's QR widget would pull in Helvetica."""
    # Level M survives a crease or a stain on a printed acta; the payload is ~100 characters.
    matrix = qr_matrix.modules(value, QRErrorCorrectLevel.M, fixed_mask)
    canvas.setFillColor(colors.black)
    # Each dark run as `canvas.rect` draws it (qr_matrix.run_operators), with its fill rule.
    fill = PATH_OPS[0, 1, canvas._fillMode]  # type: ignore[attr-defined]  # rect's own
    for operator in qr_matrix.run_operators(matrix, size, fill):
        canvas.addLiteral(operator)


def _draw_footer(canvas: Canvas, meta: DocumentMeta, page: int, pages: int) -> None:
    left = MARGIN_LEFT
    right = PAGE_WIDTH - MARGIN_RIGHT
    qr_x = right - QR_SIZE
    canvas.saveState()
    canvas.setStrokeColor(RULE)
    canvas.setLineWidth(0.5)
    canvas.line(left, FOOTER_RULE, right, FOOTER_RULE)
    canvas.saveState()
    canvas.translate(qr_x, FOOTER_BASE)
    canvas.doForm("delegado-qr")
    canvas.restoreState()
    top = FOOTER_RULE - 4.5 * mm
    canvas.setFillColor(INK)
    canvas.setFont(FONT_BOLD, 7.5)
    canvas.drawString(left, top, f"Documento {meta.document_id}")
    canvas.drawRightString(qr_x - 3 * mm, top, f"Página {page} de {pages}")
    canvas.setFont(FONT, 6.8)
    canvas.drawString(left, top - 3.8 * mm, f"SHA-256 de los datos: {meta.data_sha256}")
    canvas.setFillColor(MUTED)
    canvas.setFont(FONT, 6.5)
    canvas.drawString(
        left,
        top - 7.4 * mm,
        meta.footer_note or "El código QR contiene el identificador y el SHA-256 de los datos.",
    )
    canvas.restoreState()


def _canvas_class(meta: DocumentMeta, with_qr: bool = True) -> type[Canvas]:
    """A canvas that holds pages back until the end, so each footer knows the page count.

    Without the QR (`with_qr=False`) the footer keeps its place but the code is left blank: for
    a layout only read back as text (verify's rebuilt pages), where drawing it is a third of the
    work."""
    pdf_date = _pdf_date(meta.created)
    qr_value = qr_payload(meta)

    class PagedCanvas(pdf_canvas.QuickTextCanvas):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._held_pages: list[dict[str, Any]] = []
            self.setDateFormatter(lambda *_: pdf_date)
            # One form XObject drawn on every page instead of the QR modules repeated.
            self.beginForm("delegado-qr", 0, 0, QR_SIZE, QR_SIZE)
            if with_qr:
                _draw_qr(self, qr_value, QR_SIZE, meta.qr_fixed_mask)
            self.endForm()

        def showPage(self) -> None:
            self._held_pages.append(dict(self.__dict__))
            self._startPage()  # type: ignore[attr-defined]  # reportlab's own, not in its stubs

        def save(self) -> None:
            pages = len(self._held_pages)
            for number, state in enumerate(self._held_pages, start=1):
                self.__dict__.update(state)
                _draw_footer(self, meta, number, pages)
                Canvas.showPage(self)
            Canvas.save(self)

    return PagedCanvas


class _DocTemplate(BaseDocTemplate):
    def __init__(self, buffer: IO[bytes], meta: DocumentMeta, compress: bool = True) -> None:
        super().__init__(
            buffer,
            pagesize=A4,
            leftMargin=MARGIN_LEFT,
            rightMargin=MARGIN_RIGHT,
            topMargin=MARGIN_TOP,
            bottomMargin=MARGIN_BOTTOM,
            title=meta.title,
            author=meta.author,
            subject=meta.subject,
            creator="Delegado",
            producer="Delegado (reportlab)",
            keywords=[meta.document_id, f"sha256:{meta.data_sha256}"],
            invariant=1,
            pageCompression=1 if compress else 0,
            initialFontName=FONT,
            initialFontSize=BODY.fontSize,
            initialLeading=BODY.leading,
            lang="es-ES",
        )
        frame = Frame(
            self.leftMargin,
            self.bottomMargin,
            self.width,
            self.height,
            id="contenido",
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
        )
        self.addPageTemplates([PageTemplate(id="pagina", frames=[frame])])
        self.field_boxes: list[FieldBox] = []

    def afterFlowable(self, flowable: Flowable) -> None:
        if isinstance(flowable, SignatureFieldsArea):
            self.field_boxes.extend(flowable.placed)


@dataclass(frozen=True)
class BuiltPdf:
    data: bytes
    page_count: int
    field_boxes: tuple[FieldBox, ...]


Story = Iterable[Flowable] | Callable[[], Iterable[Flowable]]


def build_pdf(
    target: str | os.PathLike[str] | IO[bytes] | None,
    story: Story,
    meta: DocumentMeta,
    *,
    for_text: bool = False,
    compress: bool | None = None,
) -> BuiltPdf:
    """Lay out `story` (flowables, or a callable returning them) and return the PDF.

    `target` may be a path (written atomically), a binary file, or None for bytes only.
    `for_text`: the same layout and text, without the QR code, the tables' colours and rules,
    uncompressed, for a PDF that is only read back as text (documents/chess/rebuild.py,
    domino_rebuild.py); never one to print or send.
    `compress` (by default: unless `for_text`): the same objects with their streams left
    unencoded, for a rebuild that is only compared with a signed file's decoded streams
    (documents/page_equality.py), where encoding would be work thrown away.
    """
    register_fonts()
    laid_for_text = text_only.set(for_text)
    try:
        flowables = list(story() if callable(story) else story)
        buffer = BytesIO()
        doc = _DocTemplate(buffer, meta, compress=not for_text if compress is None else compress)
        doc.build(flowables, canvasmaker=_canvas_class(meta, with_qr=not for_text))
    finally:
        text_only.reset(laid_for_text)
    data = buffer.getvalue()
    built = BuiltPdf(data=data, page_count=doc.page, field_boxes=tuple(doc.field_boxes))
    if target is None:
        return built
    if hasattr(target, "write"):
        target.write(data)
    else:
        write_atomically(Path(target), data)
    return built


def render_stamp(
    width: float, height: float, heading: str, lines: Sequence[str], *, compress: bool = True
) -> bytes:
    """A one-page PDF the size of a signature box, used as a signature's visible appearance.

    An opaque white background hides the "Pendiente de firma digital" placeholder below.
    `compress=False`: the same objects unencoded, for verify's comparison of decoded streams.
    """
    register_fonts()
    buffer = BytesIO()
    canvas = Canvas(
        buffer,
        pagesize=(width, height),
        invariant=1,
        pageCompression=1 if compress else 0,
        initialFontName=FONT,  # type: ignore[arg-type]  # the stubs have it as a number
    )
    canvas.setFillColor(colors.white)
    canvas.setStrokeColor(ACCENT)
    canvas.setLineWidth(0.8)
    canvas.rect(0.4, 0.4, width - 0.8, height - 0.8, fill=1, stroke=1)
    room = width - 10
    # One face only: each embedded subset of DejaVu costs ~20 KB in every signature revision.
    entries = [(FONT, heading, ACCENT), *((FONT, line, INK) for line in lines)]
    size = 7.5
    # Shrink rather than clip: a long name must still be readable on paper.
    while size > 4.5 and any(pdfmetrics.stringWidth(t, f, size) > room for f, t, _ in entries):
        size -= 0.25
    leading = size * 1.25
    y = height - 5 - size
    for font, text, color in entries:
        if y < 3:
            break
        canvas.setFillColor(color)
        canvas.setFont(font, size)
        canvas.drawString(5, y, text)
        y -= leading
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()
