"""The look every Delegado PDF shares (reportlab, no Qt): its embedded font, the A4 page
and its margins, the colours, the paragraph styles, and paragraphs parsed once per process.

Every font in the file is DejaVu Sans, embedded as TrueType. reportlab falls back to the
unembedded Helvetica in several defaults (paragraph and table styles, bullets, the page
preamble), so each style here names the font explicitly; a test parses the result to keep it so.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from contextvars import ContextVar
from datetime import datetime
from pathlib import Path
from typing import Any, Literal
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, Table, TableStyle
from reportlab.platypus.tables import CellStyle

from delegate_app.documents import library_patches

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
            font = TTFont(name, str(path))
            _remember_subsets(font)
            library_patches.install_split_string(font)  # the same split, faster (see there)
            pdfmetrics.registerFont(font)
        # No oblique face is shipped: <i> maps to the upright face rather than to Helvetica.
        pdfmetrics.registerFontFamily(
            FONT, normal=FONT, bold=FONT_BOLD, italic=FONT, boldItalic=FONT_BOLD
        )
        _fonts_ready = True


# Subsets remembered per face: a few dozen distinct ones in a season's actas, ~20 KB each.
_SUBSETS_LIMIT = 256


def _remember_subsets(font: TTFont) -> None:
    """Make each embedded subset of the face once per process.

    The subset's font program (reportlab's `makeSubset`, ~2 ms in Python each) is a pure
    function of the face and of the list of characters it holds, in their order; every acta
    embeds four or more (one per face and 256 characters, and the stamps'), and most actas of
    a season hold the same lists. Remembered by that exact list, the bytes are the ones
    reportlab would make again: the export and verify's rebuild are unchanged, and a signed
    font program that differs in one glyph or one cmap entry still differs from the rebuild's
    (tests/documents/test_font_subsets.py; the attack: tests/security/test_page_equality.py)."""
    face = font.face
    make = face.makeSubset
    made: dict[tuple[int, ...], bytes] = {}
    lock = threading.Lock()

    def make_subset(subset: Sequence[int]) -> bytes:
        key = tuple(subset)
        with lock:
            program = made.get(key)
        if program is None:
            program = make(subset)
            with lock:
                if len(made) >= _SUBSETS_LIMIT:
                    made.clear()
                made[key] = program
        return program

    face.makeSubset = make_subset  # type: ignore[method-assign]  # this face's own, by design


def format_moment(moment: datetime) -> str:
    """Day and time as a Spanish reader expects them, in the moment's own wall-clock time."""
    return moment.strftime("%d/%m/%Y %H:%M")


# --------------------------------------------------------------------------- styles

BODY = ParagraphStyle(
    "delegado-body",
    fontName=FONT,
    fontSize=9.5,
    leading=12.5,
    textColor=INK,
    bulletFontName=FONT,
    spaceAfter=4,
)
SMALL = ParagraphStyle("delegado-small", parent=BODY, fontSize=8, leading=10, spaceAfter=2)
SECTION = ParagraphStyle(
    "delegado-section",
    parent=BODY,
    fontName=FONT_BOLD,
    fontSize=11.5,
    leading=14,
    textColor=ACCENT,
    spaceBefore=9,
    spaceAfter=4,
)
FEDERATION = ParagraphStyle(
    "delegado-federation",
    parent=BODY,
    fontName=FONT_BOLD,
    fontSize=8.5,
    leading=11,
    textColor=MUTED,
    spaceAfter=0,
)
COMPETITION = ParagraphStyle(
    "delegado-competition", parent=BODY, fontSize=10, leading=13, spaceAfter=1
)
TITLE = ParagraphStyle(
    "delegado-title",
    parent=BODY,
    fontName=FONT_BOLD,
    fontSize=16,
    leading=20,
    spaceAfter=1,
    textColor=ACCENT,
)
KV_KEY = ParagraphStyle(
    "delegado-kv-key",
    parent=BODY,
    fontName=FONT_BOLD,
    fontSize=8,
    leading=10,
    textColor=MUTED,
    spaceAfter=0,
)
KV_VALUE = ParagraphStyle("delegado-kv-value", parent=BODY, fontSize=9, leading=11, spaceAfter=0)
CELL = ParagraphStyle("delegado-cell", parent=BODY, fontSize=8.5, leading=10.5, spaceAfter=0)
CELL_HEAD = ParagraphStyle(
    "delegado-cell-head", parent=CELL, fontName=FONT_BOLD, textColor=colors.white
)
SIGN_NAME = ParagraphStyle(
    "delegado-sign-name",
    parent=BODY,
    fontName=FONT_BOLD,
    fontSize=9,
    leading=11,
    alignment=TA_CENTER,
    spaceAfter=0,
)
SIGN_TEXT = ParagraphStyle(
    "delegado-sign-text", parent=SMALL, alignment=TA_CENTER, textColor=MUTED, spaceAfter=0
)

STYLES: dict[str, ParagraphStyle] = {"body": BODY, "small": SMALL}

ALIGNMENTS: dict[str, Literal[0, 1, 2]] = {"L": TA_LEFT, "C": TA_CENTER, "R": TA_RIGHT}
TABLE_ALIGN = {"L": "LEFT", "C": "CENTER", "R": "RIGHT"}
_aligned_styles: dict[tuple[str, str], ParagraphStyle] = {}


def aligned(style: ParagraphStyle, align: str) -> ParagraphStyle:
    key = (style.name, align)
    if key not in _aligned_styles:
        _aligned_styles[key] = ParagraphStyle(
            f"{style.name}-{align}", parent=style, alignment=ALIGNMENTS[align]
        )
    return _aligned_styles[key]


class CachedParagraph(Paragraph):
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
        # Only a paragraph parsed from its text (never a half made by split) shares line breaks.
        self._parse_key: tuple[str, int] | None = key
        parsed = _parsed.get(key)
        if parsed is None:
            super().__init__(text, style)
            if len(_parsed) >= _PARSED_LIMIT:
                # The line breaks go too: their keys name styles only _parsed keeps alive.
                _parsed.clear()
                _broken.clear()
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

    def breakLines(self, width: Any) -> Any:
        """reportlab's line breaking, remembered per process for a plain paragraph (one font,
        one colour: reportlab's kind 0) by its text, its style and the widths it is broken to.

        For such a paragraph the result (the words of each line and the room left on it) and
        what breakLines notes on the paragraph are a pure function of those three, and they
        never touch the paragraph's fragments; each paragraph gets its own copy of the lines,
        so drawing or splitting one cannot change another's. Paragraphs with several fragments
        (kind 1), whose fragments breakLines rewrites, are broken by reportlab every time."""
        key: tuple[str, int] | None = getattr(self, "_parse_key", None)
        parsed = _parsed.get(key) if key is not None else None
        if key is None or parsed is None or parsed[1] is not self.style:
            return super().breakLines(width)
        if not isinstance(width, list):
            return super().breakLines(width)
        memo_key = (key, tuple(float(w) for w in width))
        known = _broken.get(memo_key)
        if known is not None:
            lines_para, width_max, long_words, hyphenations, height = known
            self._width_max = width_max
            self._splitLongWordCount = long_words
            self._hyphenations = hyphenations
            self.height = height
            return lines_para.clone(lines=[(room, list(words)) for room, words in lines_para.lines])
        result = super().breakLines(width)
        if getattr(result, "kind", None) == 0:
            if len(_broken) >= _PARSED_LIMIT:
                _broken.clear()
            _broken[memo_key] = (
                result.clone(lines=[(room, tuple(words)) for room, words in result.lines]),
                self._width_max,
                self._splitLongWordCount,
                self._hyphenations,
                self.height,
            )
        return result


_PARSED_LIMIT = 20_000
_parsed: dict[tuple[str, int], tuple[str, ParagraphStyle, tuple[Any, ...], ParagraphStyle]] = {}
# Line breaks of plain paragraphs: (parse key, widths) -> (lines, breakLines' notes, height).
_broken: dict[tuple[tuple[str, int], tuple[float, ...]], tuple[Any, float, int, int, float]] = {}


# Set while build_pdf lays out a document only read back as text (`for_text`).
text_only: ContextVar[bool] = ContextVar("delegado_pdf_text_only", default=False)
# Table commands that only paint: they move no text and size no cell.
_PAINT_ONLY = frozenset({"BACKGROUND", "ROWBACKGROUNDS", "TEXTCOLOR", "LINEBELOW", "BOX"})


def table_style(commands: Sequence[tuple[Any, ...]]) -> TableStyle:
    """The table's style; without its colours and rules in a layout read back as text, where
    applying and drawing them is a tenth of the work."""
    if text_only.get():
        commands = [c for c in commands if c[0] not in _PAINT_ONLY]
    return TableStyle(commands)


# The commands reportlab applies to each cell's own style (tables._setCellStyle), and the row
# ranges for which every row after the first is styled as the second is: (first, last) of all
# rows, of the first only, of all but the first.
_CELL_COMMANDS = frozenset({
    "FONT", "FONTNAME", "FACE", "SIZE", "FONTSIZE", "LEADING", "TEXTCOLOR", "ALIGN", "ALIGNMENT",
    "VALIGN", "LEFTPADDING", "RIGHTPADDING", "TOPPADDING", "BOTTOMPADDING",
})  # fmt: skip
_ROW_RANGES = frozenset({(0, -1), (0, 0), (1, -1)})
_CELL_STYLES_LIMIT = 256
_cell_styles: dict[tuple[str, int], tuple[list[dict[str, Any]], list[dict[str, Any]]]] = {}
_cell_styles_lock = threading.Lock()


def _row_styles(commands: list[tuple[Any, ...]], columns: int) -> tuple[list[dict[str, Any]], ...]:
    """(the first row's cell styles, every later row's), as reportlab styles a table of two
    rows with `commands`: each cell's attributes but its name, made once per process."""
    key = (repr(commands), columns)
    with _cell_styles_lock:
        known = _cell_styles.get(key)
    if known is None:
        sample = Table([[""] * columns, [""] * columns], style=commands)
        first, later = (
            [{k: v for k, v in vars(cell).items() if k != "name"} for cell in row]
            for row in sample._cellStyles  # type: ignore[attr-defined]  # reportlab's own
        )
        known = (first, later)
        with _cell_styles_lock:
            if len(_cell_styles) >= _CELL_STYLES_LIMIT:
                _cell_styles.clear()
            _cell_styles[key] = known
    return known


def styled_table(
    data: list[list[Any]], commands: Sequence[tuple[Any, ...]], **options: Any
) -> Table:
    """`Table(data, **options)` with `table_style(commands)` applied, each cell's style copied
    from the ones reportlab gives the first and second rows of a two-row table with the same
    commands (made once per process) rather than built command by command for every cell: the
    same cell styles, so the same pages (tests/documents/test_pdf_blocks.py). Commands whose row
    range would style later rows apart from the second are left to reportlab."""
    commands = list(table_style(commands).getCommands())
    cell = [c for c in commands if c[0] in _CELL_COMMANDS]
    columns = len(data[0]) if data else 0
    if (
        not columns
        or any(len(row) != columns for row in data)
        or any((c[1][1], c[2][1]) not in _ROW_RANGES for c in cell)
    ):
        table = Table(data, **options)
        table.setStyle(TableStyle(commands))
        return table
    first, later = _row_styles(cell, columns)
    styles = []
    for i in range(len(data)):
        row = []
        for j, attributes in enumerate(first if i == 0 else later):
            style = CellStyle(repr((i, j)))  # the name reportlab gives it
            style.__dict__.update(attributes)
            row.append(style)
        styles.append(row)
    table = Table(data, cellStyles=styles, **options)
    table.setStyle(TableStyle([c for c in commands if c[0] not in _CELL_COMMANDS]))
    return table


def markup(text: str) -> str:
    return escape(text).replace("\n", "<br/>")
