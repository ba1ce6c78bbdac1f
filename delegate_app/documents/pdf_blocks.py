"""Building blocks shared by the chess and domino PDF documents (reportlab, no Qt): headers,
section titles, paragraphs, key-value blocks, data tables, the drawn signatures and the area of
the digital-signature fields. pdf_document.build_pdf lays them out on A4 pages that all carry
the same footer; pdf_theme gives them their font, colours and styles.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from io import BytesIO
from typing import Any

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import (
    Flowable,
    HRFlowable,
    Image,
    KeepTogether,
    Spacer,
    Table,
    TableStyle,
)

from delegate_app.documents.pdf_theme import (
    ACCENT,
    ALIGNMENTS,
    CELL,
    CELL_HEAD,
    CELL_PADDING,
    COMPETITION,
    CONTENT_WIDTH,
    FEDERATION,
    FONT,
    FONT_BOLD,
    HEAD_BG,
    INK,
    KV_KEY,
    KV_VALUE,
    MUTED,
    RULE,
    SECTION,
    SIGN_NAME,
    SIGN_TEXT,
    SMALL,
    STYLES,
    TABLE_ALIGN,
    TITLE,
    ZEBRA,
    CachedParagraph,
    aligned,
    format_moment,
    markup,
    styled_table,
)

# --------------------------------------------------------------------------- blocks


def header_block(
    federation: str, competition: str, title: str, subtitle: str | None = None
) -> Flowable:
    """The top of the first page: who organises, which competition, what document."""
    parts: list[Flowable] = [
        CachedParagraph(markup(federation.upper()), FEDERATION),
        CachedParagraph(markup(competition), COMPETITION),
        CachedParagraph(markup(title), TITLE),
    ]
    if subtitle:
        parts.append(CachedParagraph(markup(subtitle), SMALL))
    parts += [
        Spacer(1, 2),
        HRFlowable(width="100%", thickness=1.2, color=ACCENT, spaceBefore=2, spaceAfter=6),
    ]
    return KeepTogether(parts)


class _SectionTitle(CachedParagraph):
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
    return _SectionTitle(markup(text), SECTION)


def paragraph(text: str, style: str = "body") -> Flowable:
    """Plain text (no markup is interpreted); line breaks are kept."""
    return CachedParagraph(markup(text), STYLES[style])


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
            row += [
                CachedParagraph(markup(label), KV_KEY),
                CachedParagraph(markup(value), KV_VALUE),
            ]
        row += [""] * (2 * columns - len(row))
        rows.append(row)
    if not rows:
        return Spacer(1, 0)
    return styled_table(
        rows,
        [
            ("FONTNAME", (0, 0), (-1, -1), FONT),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LINEBELOW", (0, 0), (-1, -1), 0.25, RULE),
            ("TOPPADDING", (0, 0), (-1, -1), 2.5),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
            ("LEFTPADDING", (0, 0), (-1, -1), 2),
            ("RIGHTPADDING", (0, 0), (-1, -1), 4),
        ],
        colWidths=widths,
        hAlign="LEFT",
    )


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
    if len(aligns) != columns or not set(aligns) <= set(ALIGNMENTS):
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
        return CachedParagraph(markup(text), aligned(style, aligns[column]))

    data = [[cell(v, c, CELL_HEAD) for c, v in enumerate(header)]]
    for row in rows:
        if len(row) != columns:
            raise ValueError(f"row has {len(row)} cells, the header {columns}")
        data.append([cell(v, c, CELL) for c, v in enumerate(row)])

    commands: list[tuple[Any, ...]] = [
        ("FONTNAME", (0, 0), (-1, -1), FONT),
        ("FONTSIZE", (0, 0), (-1, -1), CELL.fontSize),
        ("LEADING", (0, 0), (-1, -1), CELL.leading),
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
        ("ALIGN", (c, 0), (c, -1), TABLE_ALIGN[a]) for c, a in enumerate(aligns) if a != "L"
    ]
    return styled_table(data, commands, colWidths=widths, repeatRows=1, hAlign="LEFT")


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
        parts.append(CachedParagraph("(sin firma manuscrita)", SIGN_TEXT))
    parts.append(HRFlowable(width="85%", thickness=0.6, color=INK, spaceBefore=2, spaceAfter=3))
    parts.append(CachedParagraph(markup(signature.name), SIGN_NAME))
    # Role and licence on lines of their own: a wrapped line in one column only would push
    # that column's name out of line with its neighbours'.
    parts.append(CachedParagraph(markup(signature.role), SIGN_TEXT))
    if signature.licence:
        parts.append(CachedParagraph(markup(f"Licencia {signature.licence}"), SIGN_TEXT))
    if signature.signed_at is not None:
        parts.append(CachedParagraph(f"Firmado el {format_moment(signature.signed_at)}", SIGN_TEXT))
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
