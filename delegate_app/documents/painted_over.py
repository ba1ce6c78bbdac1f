"""What a page SHOWS, not only what its text says: text painted over, invisible or unreadable.

verify compares each page's extracted text with the pages rebuilt from acta.json. Text
extraction ignores what is drawn on top of the text and how the text itself is drawn, so a
forger with one unsigned update before the first signature could leave the genuine text in
place and hide it: a white box or a pasted image over the score with a new score drawn as
lines, the score drawn in white on the white page, or in the invisible text render mode. This
module reads the page objects in painting order (pdfium) and reports each of those.

Our own export always paints a cell's background before the cell's text and draws nothing
opaque over text afterwards (grid lines are thin strokes; the QR code, chess diagrams and drawn
signatures sit in their own free areas), so the rules below hold for every genuine acta.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Any

from delegate_app.documents.check import Check

NAME = "Lo que se ve en cada página"

_TEXT, _PATH, _IMAGE, _SHADING, _FORM = 1, 2, 3, 4, 5
# Text render modes 3 (neither fill nor stroke) and 7 (clip only) paint nothing.
_INVISIBLE_MODES = (3, 7)
_STROKE_ONLY_MODES = (1, 5)
# Share of a text's box that a later opaque object must hide to count as covering it: a
# corner brushed by a neighbour's frame is not hiding anything.
_COVERED_SHARE = 0.3
# Text whose colour is this close (per 0–255 channel) to what lies under it cannot be read.
_SAME_COLOUR = 40
# Fill/stroke alpha at or below this is as good as transparent.
_TRANSPARENT = 25
_BRUSH_WIDTH = 4.0
_MAX_FORM_DEPTH = 4
_MAX_REPORTED = 3


@dataclass
class _Object:
    kind: int
    box: tuple[float, float, float, float]  # left, bottom, right, top
    colour: tuple[int, int, int, int] | None  # what it paints with (RGBA), if pdfium knows
    opaque: bool  # hides what is under it within its box
    mode: int = 0  # text render mode


class _Reader:
    """pdfium's answers about one object, read through ctypes buffers allocated once."""

    def __init__(self, raw) -> None:
        self.raw = raw
        self.floats = [ctypes.c_float() for _ in range(4)]
        self.uints = [ctypes.c_uint() for _ in range(4)]
        self.fill, self.stroke = ctypes.c_int(), ctypes.c_int()
        self.width = ctypes.c_float()

    def bounds(self, obj) -> tuple[float, float, float, float]:
        if not self.raw.FPDFPageObj_GetBounds(obj, *self.floats):
            return (0.0, 0.0, 0.0, 0.0)
        left, bottom, right, top = self.floats
        return (left.value, bottom.value, right.value, top.value)

    def colour(self, obj, stroke: bool = False) -> tuple[int, int, int, int] | None:
        raw = self.raw
        getter = raw.FPDFPageObj_GetStrokeColor if stroke else raw.FPDFPageObj_GetFillColor
        if not getter(obj, *self.uints):
            return None
        red, green, blue, alpha = self.uints
        return (red.value, green.value, blue.value, alpha.value)

    def read(self, obj, kind: int) -> _Object | None:
        """The object as far as hiding text goes; None for what cannot hide anything (thin
        lines, transparent fills)."""
        raw = self.raw
        if kind == _TEXT:
            mode = raw.FPDFTextObj_GetTextRenderMode(obj)
            colour = self.colour(obj, stroke=mode in _STROKE_ONLY_MODES)
            return _Object(kind, self.bounds(obj), colour, False, mode)
        if kind == _PATH:
            raw.FPDFPath_GetDrawMode(obj, self.fill, self.stroke)
            if self.fill.value:
                colour = self.colour(obj)
                if colour is not None and colour[3] > _TRANSPARENT:
                    return _Object(kind, self.bounds(obj), colour, True)
            # A stroke as wide as a line of text is a brush: its box is mostly ink.
            thick = (
                self.stroke.value
                and raw.FPDFPageObj_GetStrokeWidth(obj, self.width)
                and self.width.value >= _BRUSH_WIDTH
            )
            if thick:
                colour = self.colour(obj, stroke=True)
                if colour is not None and colour[3] > _TRANSPARENT:
                    return _Object(kind, self.bounds(obj), colour, True)
            return None
        # Images, shadings and forms paint no single colour: opaque over their whole box.
        return _Object(kind, self.bounds(obj), None, True)


def _area(box) -> float:
    return max(0.0, box[2] - box[0]) * max(0.0, box[3] - box[1])


def _overlap(first, second) -> float:
    left, bottom = max(first[0], second[0]), max(first[1], second[1])
    right, top = min(first[2], second[2]), min(first[3], second[3])
    return _area((left, bottom, right, top))


def _close(first, second) -> bool:
    return all(abs(a - b) <= _SAME_COLOUR for a, b in zip(first[:3], second[:3], strict=True))


class _Sequence:
    """The objects of one content sequence (a page or a form XObject) in painting order."""

    def __init__(self, reader: _Reader, handles, depth: int) -> None:
        raw = reader.raw
        self.objects: list[_Object] = []
        self.inner: list[_Sequence] = []
        for handle in handles:
            kind = raw.FPDFPageObj_GetType(handle)
            item = reader.read(handle, kind)
            if item is not None:
                self.objects.append(item)
            if kind == _FORM and depth < _MAX_FORM_DEPTH:
                count = max(0, raw.FPDFFormObj_CountObjects(handle))
                children = [raw.FPDFFormObj_GetObject(handle, i) for i in range(count)]
                # Most forms (the QR code) hold no text: nothing in them to hide.
                if self._holds_text(raw, children, depth + 1):
                    self.inner.append(_Sequence(reader, children, depth + 1))

    @staticmethod
    def _holds_text(raw, handles, depth: int) -> bool:
        for handle in handles:
            kind = raw.FPDFPageObj_GetType(handle)
            if kind == _TEXT:
                return True
            if kind == _FORM and depth < _MAX_FORM_DEPTH:
                count = max(0, raw.FPDFFormObj_CountObjects(handle))
                inner = [raw.FPDFFormObj_GetObject(handle, i) for i in range(count)]
                if _Sequence._holds_text(raw, inner, depth + 1):
                    return True
        return False


def _under(opaque: list[tuple[int, _Object]], index: int, box) -> tuple | None:
    """The colour right under the text at `index`: the last opaque object painted before it
    that holds its centre; the white page when nothing does; None for an image or a form."""
    x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    for position, item in reversed(opaque):
        if position > index:
            continue
        left, bottom, right, top = item.box
        if left <= x <= right and bottom <= y <= top:
            return item.colour if item.kind == _PATH else None
    return (255, 255, 255, 255)


def _covered_by(opaque: list[tuple[int, _Object]], index: int, box) -> _Object | None:
    """The first opaque object painted after the text at `index` that hides enough of it."""
    left, bottom, right, top = box
    enough = _COVERED_SHARE * (right - left) * (top - bottom)
    if enough <= 0:
        return None
    for position, item in opaque:
        if position < index:
            continue
        other = item.box
        if other[0] >= right or other[2] <= left or other[1] >= top or other[3] <= bottom:
            continue
        width = min(right, other[2]) - max(left, other[0])
        height = min(top, other[3]) - max(bottom, other[1])
        if width * height >= enough:
            return item
    return None


def _text_problem(item: _Object, index: int, opaque, page_box, on_page: bool) -> str | None:
    box = item.box
    if item.mode in _INVISIBLE_MODES:
        return "la página {page} tiene texto invisible: {text}"
    if item.colour is not None and item.colour[3] <= _TRANSPARENT:
        return "la página {page} tiene texto transparente: {text}"
    if on_page and _area(box) > 0 and _overlap(box, page_box) < 0.5 * _area(box):
        return "la página {page} tiene texto fuera de la hoja: {text}"
    below = _under(opaque, index, box)
    if item.colour is not None and below is not None and _close(item.colour, below):
        return "la página {page} tiene texto del color del fondo: {text}"
    if on_page:
        cover = _covered_by(opaque, index, box)
        if cover is not None:
            what = "una imagen añadida" if cover.kind == _IMAGE else "un dibujo añadido"
            return f"la página {{page}} tapa texto con {what}: {{text}}"
    return None


def _findings(sequence: _Sequence, page_box, on_page: bool) -> list[tuple[str, tuple]]:
    """(what is wrong, the text's box) for each hidden text of the sequence."""
    found: list[tuple[str, tuple]] = []
    objects = sequence.objects
    opaque = [(i, item) for i, item in enumerate(objects) if item.opaque]
    for index, item in enumerate(objects):
        if item.kind == _TEXT:
            problem = _text_problem(item, index, opaque, page_box, on_page)
            if problem is not None:
                found.append((problem, item.box))
    for inner in sequence.inner:
        found += _findings(inner, page_box, on_page=False)
    return found


_VERBS = {"oculto": ("queda oculto", "quedan ocultos"), "ve": ("no se ve", "no se ven")}
_SHOWN = 3


def page_problems(pages, index: int) -> list[str]:
    """Spanish sentences, one per way text is hidden on page `index` (0-based) of a
    signature_policy.PageText, naming the first few hidden texts."""
    import pypdfium2.raw as raw

    page = pages.pdf_page(index)
    count = max(0, raw.FPDFPage_CountObjects(page.raw))
    handles = (raw.FPDFPage_GetObject(page.raw, i) for i in range(count))
    width, height = page.get_size()
    sequence = _Sequence(_Reader(raw), handles, 0)
    grouped: dict[str, list[str]] = {}
    for template, box in _findings(sequence, (0.0, 0.0, width, height), on_page=True):
        hidden = pages.text(index, box) if box[2] > box[0] and box[3] > box[1] else ""
        shown = grouped.setdefault(template, [])
        if hidden and f"«{hidden[:60]}»" not in shown:
            shown.append(f"«{hidden[:60]}»")
    problems = []
    for template, shown in grouped.items():
        verb = _VERBS["oculto" if "tapa texto" in template else "ve"]
        if not shown:
            text = "un texto " + verb[0]
        elif len(shown) == 1:
            text = f"{shown[0]} {verb[0]}"
        elif len(shown) <= _SHOWN:
            text = ", ".join(shown[:-1]) + f" y {shown[-1]} {verb[1]}"
        else:
            text = ", ".join(shown[:_SHOWN]) + f" y {len(shown) - _SHOWN} más {verb[1]}"
        problems.append(template.format(page=index + 1, text=text))
    return problems


def problems(pages) -> list[str]:
    """Every page's hidden texts (pages: an open signature_policy.PageText)."""
    found = []
    for index in range(len(pages)):
        found += page_problems(pages, index)
    return found


def check(pages, pdf_bytes: bytes | None = None, data: Any = None, signatures=()) -> Check:
    """verify's check that nothing on the signed pages hides the text verify compared and
    that each filled signature field shows only our own stamp (given the PDF, acta.json and
    verify's signature reports)."""
    try:
        found = problems(pages)
    except Exception:  # a hostile page must give a verdict, never a traceback
        found = ["el contenido de las páginas no se puede leer"]
    if pdf_bytes is not None and isinstance(data, dict):
        from delegate_app.documents import signature_policy, signature_stamps

        try:
            recorded = data.get(signature_policy.LAYOUT_KEY)
            found += signature_stamps.problems(pdf_bytes, recorded, signatures)
        except Exception:  # the layout check reports a malformed field list
            found.append("los sellos de las firmas no se pueden leer")
    if found:
        return Check(NAME, False, "; ".join(found))
    return Check(
        NAME, True, "ningún texto tapado, invisible ni del color del fondo; sellos de firma propios"
    )
