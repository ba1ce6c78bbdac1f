"""The canvas a Delegado document is drawn on (reportlab, no Qt): reportlab's own, with a line of
plain text written in one step and its graphics state saved in one.

A table cell that fits its column is drawn with `drawString` (or its centred or right-aligned
twin): a few hundred times an acta, and verify lays every acta out again to compare its pages
(documents/rebuild_common.py). reportlab makes a text object for each, with its cursor, colour
and font state, to write one line of operators; for text in one of our embedded TrueType faces,
drawn without any of the options (render mode, character or word spacing, direction, shaping),
that line is written here directly, operator for operator what the text object writes
(tests/documents/test_pdf_canvas.py). Anything else goes to reportlab, as on a reportlab the fast
path was not written for (documents/library_patches.py's version check). Every paragraph drawn
saves and restores the graphics state (~430 times an acta): the state's attributes are copied
with one lookup rather than one by one, the same copy.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from delegate_app.documents import library_patches

_FAST = library_patches.version_fits("reportlab")
_STATE = tuple(Canvas.STATE_ATTRIBUTES)
_state_of = itemgetter(*_STATE)


class QuickTextCanvas(Canvas):
    """reportlab's Canvas, a plain line of text in a TrueType face written in one step."""

    def _plain_line(self, x: float, y: float, text: Any, options: tuple[Any, ...]) -> bool:
        """Write `text` at (x, y) as reportlab's text object would, when it is plain text in an
        embedded TrueType face and no option is given; False (nothing written) otherwise."""
        if not _FAST or type(text) is not str or any(options) or not self.bottomup:
            return False
        font: Any = pdfmetrics.getFont(self._fontname)  # type: ignore[attr-defined]
        if not getattr(font, "_dynamicFont", False) or getattr(font, "shapable", False):
            return False
        doc = self._doc  # type: ignore[attr-defined]
        parts = []
        current = -1
        sizes = ""
        for subset, chunk in font.splitString(text, doc):
            if subset != current:
                if not sizes:
                    sizes = f"{fp_str(self._fontsize)} Tf {fp_str(self._leading)} TL"  # type: ignore[attr-defined]
                parts.append(f"{font.getSubsetInternalName(subset, doc)} {sizes}")
                current = subset
            parts.append(f"({self._escape(chunk)}) Tj")  # type: ignore[attr-defined]
        self._code.append(f"BT 1 0 0 1 {fp_str(x, y)} Tm {' '.join(parts)} T* ET")  # type: ignore[attr-defined]
        return True

    def push_state_stack(self) -> None:
        """reportlab's own (what saveState keeps), the attributes read in one step."""
        if not _FAST:
            super().push_state_stack()
            return
        self.state_stack.append(dict(zip(_STATE, _state_of(self.__dict__), strict=True)))
        self._extgstate = self._extgstate.pushCopy()  # type: ignore[has-type]

    def _width(self, text: str) -> float:
        return pdfmetrics.stringWidth(text, self._fontname, self._fontsize)  # type: ignore[attr-defined]

    def drawString(
        self, x: float, y: float, text: Any, mode: Any = None, charSpace: float = 0,
        direction: Any = None, wordSpace: Any = None, shaping: bool = False,
    ) -> None:  # fmt: skip
        if not self._plain_line(
            x, y, text, (mode is not None, charSpace, direction, wordSpace, shaping)
        ):
            super().drawString(x, y, text, mode, charSpace, direction, wordSpace, shaping)

    def drawRightString(
        self, x: float, y: float, text: Any, mode: Any = None, charSpace: float = 0,
        direction: Any = None, wordSpace: Any = None, shaping: bool = False,
    ) -> None:  # fmt: skip
        options = (mode is not None, charSpace, direction, wordSpace, shaping)
        if type(text) is not str or not self._plain_line(x - self._width(text), y, text, options):
            super().drawRightString(x, y, text, mode, charSpace, direction, wordSpace, shaping)

    def drawCentredString(
        self, x: float, y: float, text: Any, mode: Any = None, charSpace: float = 0,
        direction: Any = None, wordSpace: Any = None, shaping: bool = False,
    ) -> None:  # fmt: skip
        options = (mode is not None, charSpace, direction, wordSpace, shaping)
        if type(text) is not str or not self._plain_line(
            x - 0.5 * self._width(text), y, text, options
        ):
            super().drawCentredString(x, y, text, mode, charSpace, direction, wordSpace, shaping)
