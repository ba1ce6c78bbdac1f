"""Building blocks shared by the chess and domino PDF documents (reportlab, no Qt).

A document is a list of flowables made with the functions below, laid out by `build_pdf` on
A4 pages that all carry the same footer: document ID, SHA-256 of the acta data, "Página N de M"
and a QR code with both. The same data always gives the same bytes, so a PDF can be rebuilt
later and compared with the one that was signed.

Every font in the file is DejaVu Sans, embedded as TrueType. reportlab falls back to the
unembedded Helvetica in several defaults (paragraph and table styles, bullets, the page
preamble), so each style here names the font explicitly; a test parses the result to keep it so.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import datetime
from io import BytesIO
from pathlib import Path
from typing import IO, Any, Literal
from xml.sax.saxutils import escape

from reportlab.graphics.barcode.qrencoder import QRCode, QRErrorCorrectLevel
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    HRFlowable,
    Image,
    KeepTogether,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from delegate_app.store.atomic_file import write_atomically

FONTS_DIR = Path(__file__).resolve().parents[2] / "resources" / "fonts"
FONT = "DejaVuSans"
FONT_BOLD = "DejaVuSans-Bold"

PAGE_WIDTH, PAGE_HEIGHT = A4
MARGIN_LEFT = MARGIN_RIGHT = 18 * mm
MARGIN_TOP = 16 * mm
# The footer (three text lines and the QR code) lives inside the bottom margin.
MARGIN_BOTTOM = 31 * mm
CONTENT_WIDTH = PAGE_WIDTH - MARGIN_LEFT - MARGIN_RIGHT

QR_SIZE = 19 * mm
FOOTER_BASE = 8 * mm
FOOTER_RULE = FOOTER_BASE + QR_SIZE + 1.5 * mm

INK = colors.HexColor("#1b1f24")
MUTED = colors.HexColor("#5b6570")
ACCENT = colors.HexColor("#1f4e79")
HEAD_BG = colors.HexColor("#2f4a63")
ZEBRA = colors.HexColor("#eef2f6")
RULE = colors.HexColor("#b8c2cc")

CELL_PADDING = 3

_fonts_lock = threading.Lock()
_fonts_ready = False


def register_fonts() -> None:
    """Register DejaVu Sans with reportlab once per process (parsing the TTF takes ~50 ms)."""
    global _fonts_ready
    with _fonts_lock:
        if _fonts_ready:
            return
        for name, file_name in ((FONT, "DejaVuSans.ttf"), (FONT_BOLD, "DejaVuSans-Bold.ttf")):
            path = FONTS_DIR / file_name
            if not path.is_file():
                raise FileNotFoundError(
                    f"Falta la fuente {path}; la instalación de Delegado está incompleta."
                )
            pdfmetrics.registerFont(TTFont(name, str(path)))
        # No oblique face is shipped: <i> maps to the upright face rather than to Helvetica.
        pdfmetrics.registerFontFamily(
            FONT, normal=FONT, bold=FONT_BOLD, italic=FONT, boldItalic=FONT_BOLD
        )
        _fonts_ready = True


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


def format_moment(moment: datetime) -> str:
    """Day and time as a Spanish reader expects them, in the moment's own wall-clock time."""
    return moment.strftime("%d/%m/%Y %H:%M")


# --------------------------------------------------------------------------- styles

_BODY = ParagraphStyle(
    "delegado-body",
    fontName=FONT,
    fontSize=9.5,
    leading=12.5,
    textColor=INK,
    bulletFontName=FONT,
    spaceAfter=4,
)
_SMALL = ParagraphStyle("delegado-small", parent=_BODY, fontSize=8, leading=10, spaceAfter=2)
_SECTION = ParagraphStyle(
    "delegado-section",
    parent=_BODY,
    fontName=FONT_BOLD,
    fontSize=11.5,
    leading=14,
    textColor=ACCENT,
    spaceBefore=9,
    spaceAfter=4,
)
_FEDERATION = ParagraphStyle(
    "delegado-federation",
    parent=_BODY,
    fontName=FONT_BOLD,
    fontSize=8.5,
    leading=11,
    textColor=MUTED,
    spaceAfter=0,
)
_COMPETITION = ParagraphStyle(
    "delegado-competition", parent=_BODY, fontSize=10, leading=13, spaceAfter=1
)
_TITLE = ParagraphStyle(
    "delegado-title",
    parent=_BODY,
    fontName=FONT_BOLD,
    fontSize=16,
    leading=20,
    spaceAfter=1,
    textColor=ACCENT,
)
_KV_KEY = ParagraphStyle(
    "delegado-kv-key",
    parent=_BODY,
    fontName=FONT_BOLD,
    fontSize=8,
    leading=10,
    textColor=MUTED,
    spaceAfter=0,
)
_KV_VALUE = ParagraphStyle("delegado-kv-value", parent=_BODY, fontSize=9, leading=11, spaceAfter=0)
_CELL = ParagraphStyle("delegado-cell", parent=_BODY, fontSize=8.5, leading=10.5, spaceAfter=0)
_CELL_HEAD = ParagraphStyle(
    "delegado-cell-head", parent=_CELL, fontName=FONT_BOLD, textColor=colors.white
)
_SIGN_NAME = ParagraphStyle(
    "delegado-sign-name",
    parent=_BODY,
    fontName=FONT_BOLD,
    fontSize=9,
    leading=11,
    alignment=TA_CENTER,
    spaceAfter=0,
)
_SIGN_TEXT = ParagraphStyle(
    "delegado-sign-text", parent=_SMALL, alignment=TA_CENTER, textColor=MUTED, spaceAfter=0
)

STYLES: dict[str, ParagraphStyle] = {"body": _BODY, "small": _SMALL}

_ALIGNMENTS: dict[str, Literal[0, 1, 2]] = {"L": TA_LEFT, "C": TA_CENTER, "R": TA_RIGHT}
_TABLE_ALIGN = {"L": "LEFT", "C": "CENTER", "R": "RIGHT"}
_aligned_styles: dict[tuple[str, str], ParagraphStyle] = {}


def _aligned(style: ParagraphStyle, align: str) -> ParagraphStyle:
    key = (style.name, align)
    if key not in _aligned_styles:
        _aligned_styles[key] = ParagraphStyle(
            f"{style.name}-{align}", parent=style, alignment=_ALIGNMENTS[align]
        )
    return _aligned_styles[key]


class _Paragraph(Paragraph):
    """A Paragraph that parses each (text, style) once per process and lays itself out once per
    width.

    An acta repeats the same few strings hundreds of times (labels, names, "Sin anotar"), and
    a table wraps each cell paragraph two or three times at the same width (row heights, page
    splits, drawing). Both results are pure functions of their inputs, so the bytes of every
    document stay the same; verify, which lays out every acta it checks again
    (documents/domino/rebuild.py, acta_rebuild.py), spends a fifth less per acta.
    """

    def __init__(
        self, text: str | None, style: ParagraphStyle, bulletText: Any = None, frags: Any = None
    ) -> None:
        if text is None or frags is not None or bulletText is not None:
            # reportlab's split makes the two halves this way, from fragments already parsed
            # (text None: the stubs know only the text's own form).
            super().__init__(text, style, bulletText=bulletText, frags=frags)  # type: ignore[arg-type]
            return
        key = (text, id(style))
        parsed = _parsed.get(key)
        if parsed is None:
            super().__init__(text, style)
            if len(_parsed) >= _PARSED_LIMIT:
                _parsed.clear()
            # The style is kept with its result so its id cannot be reused by another style.
            _parsed[key] = (self.text, self.style, tuple(f.clone() for f in self.frags), style)
            return
        cleaned, parsed_style, frags, _ = parsed
        # Fresh copies: splitting a paragraph across pages may retag its fragments.
        super().__init__(cleaned, parsed_style, frags=[f.clone() for f in frags])

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        wrapped: tuple[float, tuple[float, float]] | None = getattr(self, "_wrapped", None)
        # split() drops the line breaks it could not use: then they are made again.
        if wrapped is not None and wrapped[0] == available_width and "blPara" in self.__dict__:
            return wrapped[1]
        size: tuple[float, float] = super().wrap(available_width, available_height)
        self._wrapped = (available_width, size)
        return size


_PARSED_LIMIT = 20_000
_parsed: dict[tuple[str, int], tuple[str, ParagraphStyle, tuple[Any, ...], ParagraphStyle]] = {}


# Set while build_pdf lays out a document only read back as text (`for_text`).
_text_only: ContextVar[bool] = ContextVar("delegado_pdf_text_only", default=False)
# Table commands that only paint: they move no text and size no cell.
_PAINT_ONLY = frozenset({"BACKGROUND", "ROWBACKGROUNDS", "TEXTCOLOR", "LINEBELOW", "BOX"})


def _table_style(commands: Sequence[tuple[Any, ...]]) -> TableStyle:
    """The table's style; without its colours and rules in a layout read back as text, where
    applying and drawing them is a tenth of the work."""
    if _text_only.get():
        commands = [c for c in commands if c[0] not in _PAINT_ONLY]
    return TableStyle(commands)


def _markup(text: str) -> str:
    return escape(text).replace("\n", "<br/>")


# --------------------------------------------------------------------------- blocks


def header_block(
    federation: str, competition: str, title: str, subtitle: str | None = None
) -> Flowable:
    """The top of the first page: who organises, which competition, what document."""
    parts: list[Flowable] = [
        _Paragraph(_markup(federation.upper()), _FEDERATION),
        _Paragraph(_markup(competition), _COMPETITION),
        _Paragraph(_markup(title), _TITLE),
    ]
    if subtitle:
        parts.append(_Paragraph(_markup(subtitle), _SMALL))
    parts += [
        Spacer(1, 2),
        HRFlowable(width="100%", thickness=1.2, color=ACCENT, spaceBefore=2, spaceAfter=6),
    ]
    return KeepTogether(parts)


class _SectionTitle(_Paragraph):
    """A title that never ends a page: with too little room below it, it moves to the next.

    reportlab's keepWithNext would glue the title to the whole following table and push a
    three-page table off a half-empty page; this only asks for a few lines of room.
    """

    KEEP_ROOM = 42

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        width, height = super().wrap(available_width, available_height)
        self._too_low = available_height < height + self.style.spaceBefore + self.KEEP_ROOM
        return width, (available_height + 1 if self._too_low else height)

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        if getattr(self, "_too_low", False):
            return []
        return super().split(available_width, available_height)


def section_title(text: str) -> Flowable:
    return _SectionTitle(_markup(text), _SECTION)


def paragraph(text: str, style: str = "body") -> Flowable:
    """Plain text (no markup is interpreted); line breaks are kept."""
    return _Paragraph(_markup(text), STYLES[style])


def spacer(height_mm: float) -> Flowable:
    return Spacer(1, height_mm * mm)


def key_value_block(
    pairs: Sequence[tuple[str, str]], columns: int = 2, key_share: float = 0.38
) -> Flowable:
    """Label/value pairs laid out in `columns` columns, filled row by row; `key_share` is the
    part of each pair's width given to the label (long values such as hashes want less)."""
    if columns < 1:
        raise ValueError("columns must be at least 1")
    if not 0 < key_share < 1:
        raise ValueError("key_share must be between 0 and 1")
    pair_width = CONTENT_WIDTH / columns
    widths = [pair_width * key_share, pair_width * (1 - key_share)] * columns
    rows: list[list[Any]] = []
    for start in range(0, len(pairs), columns):
        row: list[Any] = []
        for label, value in pairs[start : start + columns]:
            row += [_Paragraph(_markup(label), _KV_KEY), _Paragraph(_markup(value), _KV_VALUE)]
        row += [""] * (2 * columns - len(row))
        rows.append(row)
    if not rows:
        return Spacer(1, 0)
    table = Table(rows, colWidths=widths, hAlign="LEFT")
    table.setStyle(
        _table_style(
            [
                ("FONTNAME", (0, 0), (-1, -1), FONT),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LINEBELOW", (0, 0), (-1, -1), 0.25, RULE),
                ("TOPPADDING", (0, 0), (-1, -1), 2.5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
                ("LEFTPADDING", (0, 0), (-1, -1), 2),
                ("RIGHTPADDING", (0, 0), (-1, -1), 4),
            ]
        )
    )
    return table


def data_table(
    header: Sequence[str],
    rows: Sequence[Sequence[Any]],
    col_widths: Sequence[float] | None = None,
    align: str | Sequence[str] | None = None,
) -> Flowable:
    """A table whose header row repeats on every page, with zebra rows.

    `col_widths` are relative weights scaled to the page width; `align` gives "L", "C" or "R"
    per column. Cells may be text or any flowable. Text that fits its column stays a plain
    string (fast to lay out); longer text becomes a wrapping paragraph.
    """
    columns = len(header)
    if columns == 0:
        raise ValueError("a table needs at least one column")
    weights = list(col_widths) if col_widths is not None else [1.0] * columns
    if len(weights) != columns or min(weights) <= 0:
        raise ValueError("col_widths needs one positive weight per column")
    total = sum(weights)
    widths = [CONTENT_WIDTH * w / total for w in weights]
    aligns = list(align) if align is not None else ["L"] * columns
    if len(aligns) != columns or not set(aligns) <= set(_ALIGNMENTS):
        raise ValueError('align needs one of "L", "C", "R" per column')

    def cell(value: Any, column: int, style: ParagraphStyle) -> Any:
        if isinstance(value, Flowable):
            return value
        text = "" if value is None else str(value)
        room = widths[column] - 2 * CELL_PADDING
        if (
            "\n" not in text
            and pdfmetrics.stringWidth(text, style.fontName, style.fontSize) <= room
        ):
            return text
        return _Paragraph(_markup(text), _aligned(style, aligns[column]))

    data = [[cell(v, c, _CELL_HEAD) for c, v in enumerate(header)]]
    for row in rows:
        if len(row) != columns:
            raise ValueError(f"row has {len(row)} cells, the header {columns}")
        data.append([cell(v, c, _CELL) for c, v in enumerate(row)])

    commands: list[tuple[Any, ...]] = [
        ("FONTNAME", (0, 0), (-1, -1), FONT),
        ("FONTSIZE", (0, 0), (-1, -1), _CELL.fontSize),
        ("LEADING", (0, 0), (-1, -1), _CELL.leading),
        ("TEXTCOLOR", (0, 0), (-1, -1), INK),
        ("FONTNAME", (0, 0), (-1, 0), FONT_BOLD),
        ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
        ("BACKGROUND", (0, 0), (-1, 0), HEAD_BG),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, ZEBRA]),
        ("LINEBELOW", (0, 0), (-1, -1), 0.25, RULE),
        ("BOX", (0, 0), (-1, -1), 0.5, RULE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 2.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
        ("LEFTPADDING", (0, 0), (-1, -1), CELL_PADDING),
        ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PADDING),
    ]
    commands += [
        ("ALIGN", (c, 0), (c, -1), _TABLE_ALIGN[a]) for c, a in enumerate(aligns) if a != "L"
    ]
    table = Table(data, colWidths=widths, repeatRows=1, hAlign="LEFT")
    table.setStyle(_table_style(commands))
    return table


@dataclass(frozen=True)
class HandSignature:
    """A signature drawn on the screen, printed with who signed, as what and when."""

    role: str
    name: str
    licence: str = ""
    signed_at: datetime | None = None
    image_png: bytes | None = None


_SIGNATURE_IMAGE_HEIGHT = 46


def _signature_cell(signature: HandSignature, width: float) -> list[Flowable]:
    parts: list[Flowable] = []
    if signature.image_png:
        try:
            reader = ImageReader(BytesIO(signature.image_png))
            img_w, img_h = reader.getSize()
        except Exception as exc:
            raise ValueError(
                f"La imagen de la firma de {signature.name} no se puede leer."
            ) from exc
        scale = min((width - 12) / img_w, _SIGNATURE_IMAGE_HEIGHT / img_h)
        parts.append(Image(BytesIO(signature.image_png), width=img_w * scale, height=img_h * scale))
        parts.append(Spacer(1, _SIGNATURE_IMAGE_HEIGHT - img_h * scale))
    else:
        parts.append(Spacer(1, _SIGNATURE_IMAGE_HEIGHT - 12))
        parts.append(_Paragraph("(sin firma manuscrita)", _SIGN_TEXT))
    parts.append(HRFlowable(width="85%", thickness=0.6, color=INK, spaceBefore=2, spaceAfter=3))
    parts.append(_Paragraph(_markup(signature.name), _SIGN_NAME))
    # Role and licence on lines of their own: a wrapped line in one column only would push
    # that column's name out of line with its neighbours'.
    parts.append(_Paragraph(_markup(signature.role), _SIGN_TEXT))
    if signature.licence:
        parts.append(_Paragraph(_markup(f"Licencia {signature.licence}"), _SIGN_TEXT))
    if signature.signed_at is not None:
        parts.append(_Paragraph(f"Firmado el {format_moment(signature.signed_at)}", _SIGN_TEXT))
    return parts


def signature_block(signatures: Sequence[HandSignature], per_row: int = 3) -> Flowable:
    """Hand-drawn signatures side by side, at most `per_row` to a row."""
    if not signatures:
        return Spacer(1, 0)
    columns = min(per_row, len(signatures))
    width = CONTENT_WIDTH / columns
    rows = []
    for start in range(0, len(signatures), columns):
        chunk = signatures[start : start + columns]
        row: list[Any] = [_signature_cell(s, width) for s in chunk]
        row += [""] * (columns - len(row))
        rows.append(row)
    table = Table(rows, colWidths=[width] * columns, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), FONT),
                ("ALIGN", (0, 0), (-1, -1), "CENTER"),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("TOPPADDING", (0, 0), (-1, -1), 4),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 6),
            ]
        )
    )
    return KeepTogether([table])


@dataclass(frozen=True)
class FieldBox:
    """Where a digital signature field goes: page index and (x1, y1, x2, y2) in points."""

    name: str
    label: str
    page_index: int
    rect: tuple[float, float, float, float]

    @property
    def width(self) -> float:
        return self.rect[2] - self.rect[0]

    @property
    def height(self) -> float:
        return self.rect[3] - self.rect[1]


class SignatureFieldsArea(Flowable):
    """Boxes reserved for the digital signatures; `build_pdf` reports where they landed.

    Until a box is signed it shows "Pendiente de firma digital"; the signature's appearance
    is opaque and covers that text.
    """

    TOP_GAP = 10
    LABEL_HEIGHT = 12
    GAP = 10

    def __init__(
        self,
        fields: Sequence[tuple[str, str]],
        box_height: float = 64,
        placeholders: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__()
        if not fields:
            raise ValueError("at least one signature field")
        names = [name for name, _ in fields]
        if len(set(names)) != len(names):
            raise ValueError("signature field names must be unique")
        self.fields = tuple(fields)
        self.box_height = box_height
        self.placeholders = dict(placeholders or {})
        self.placed: tuple[FieldBox, ...] = ()

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width = available_width
        self.height = self.TOP_GAP + self.LABEL_HEIGHT + self.box_height
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        count = len(self.fields)
        box_width = (self.width - self.GAP * (count - 1)) / count
        page_index = canvas.getPageNumber() - 1
        placed = []
        canvas.saveState()
        for index, (name, label) in enumerate(self.fields):
            x = index * (box_width + self.GAP)
            canvas.setFillColor(INK)
            canvas.setFont(FONT_BOLD, 7.5)
            canvas.drawString(x + 1, self.box_height + 3.5, f"Firma digital · {label}")
            canvas.setStrokeColor(RULE)
            canvas.setLineWidth(0.6)
            canvas.setDash(2, 2)
            # Inset so the opaque signature appearance, drawn on the box, hides it entirely.
            canvas.rect(x + 1, 1, box_width - 2, self.box_height - 2)
            canvas.setDash()
            canvas.setFillColor(MUTED)
            canvas.setFont(FONT, 7)
            canvas.drawCentredString(
                x + box_width / 2,
                self.box_height / 2 - 2,
                self.placeholders.get(name, "Pendiente de firma digital"),
            )
            x1, y1 = canvas.absolutePosition(x, 0)
            x2, y2 = canvas.absolutePosition(x + box_width, self.box_height)
            rect = (round(x1, 2), round(y1, 2), round(x2, 2), round(y2, 2))
            placed.append(FieldBox(name, label, page_index, rect))
        canvas.restoreState()
        self.placed = tuple(placed)


def signature_fields_area(
    fields: Sequence[tuple[str, str]], placeholders: Mapping[str, str] | None = None
) -> SignatureFieldsArea:
    """Reserve one box per (field name, label) for the digital signatures, side by side; a box
    shows "Pendiente de firma digital" unless `placeholders` gives it another text."""
    return SignatureFieldsArea(fields, placeholders=placeholders)


# --------------------------------------------------------------------------- page furniture


def _draw_qr(canvas: Canvas, value: str, size: float, fixed_mask: bool = False) -> None:
    """Draw the QR modules as filled runs; reportlab's QR widget would pull in Helvetica."""
    # Level M survives a crease or a stain on a printed acta; the payload is ~100 characters.
    code = QRCode(None, QRErrorCorrectLevel.M)
    code.addData(value)
    if fixed_mask:
        code.version = code.calculate_version()
        code.makeImpl(False, 0)
    else:
        code.make()
    count = code.getModuleCount()
    module = size / count
    canvas.setFillColor(colors.black)
    for row in range(count):
        y = size - (row + 1) * module
        column = 0
        while column < count:
            if not code.isDark(row, column):
                column += 1
                continue
            start = column
            while column < count and code.isDark(row, column):
                column += 1
            # A hair taller than a module so no white seams show between rows on screen.
            canvas.rect(
                start * module, y, (column - start) * module, module * 1.04, stroke=0, fill=1
            )


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

    class PagedCanvas(Canvas):
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
            initialFontSize=_BODY.fontSize,
            initialLeading=_BODY.leading,
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
    text_only = _text_only.set(for_text)
    try:
        flowables = list(story() if callable(story) else story)
        buffer = BytesIO()
        doc = _DocTemplate(buffer, meta, compress=not for_text if compress is None else compress)
        doc.build(flowables, canvasmaker=_canvas_class(meta, with_qr=not for_text))
    finally:
        _text_only.reset(text_only)
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
