"""documents/pdf_canvas.py's canvas writes a plain line of text as reportlab's own canvas does,
operator for operator and with the same font subsets, and leaves everything else to it: the
three alignments, both faces, sizes and leadings, new and known characters, characters of a
second subset, empty text, escapes, the options, a standard font, bytes; and the graphics state
it saves and restores is reportlab's."""

from __future__ import annotations

import random
from io import BytesIO

from reportlab.pdfgen.canvas import Canvas

from delegate_app.documents import pdf_theme
from delegate_app.documents.pdf_canvas import QuickTextCanvas


def _texts() -> list[str]:
    chooser = random.Random(26)
    common = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ 0123456789 .,;:«»–·ºñáéíóúÁÉÑ()\\"
    found = ["", "Acta", "Núñez (2) \\ «x»", "a\xa0b", "\U0001f600", "Tab.", "1 – 0"]
    found += ["".join(chooser.choice(common) for _ in range(n)) for n in range(1, 60, 3)]
    ranges = [(0x391, 0x3C9), (0x410, 0x44F), (0x100, 0x17F), (0x1E00, 0x1E9B)]
    wide = "".join(chr(c) for start, end in ranges for c in range(start, end))
    found += [wide[i : i + 40] + " fin" for i in range(0, len(wide), 40)]
    found += ["".join(chooser.choice(common + wide) for _ in range(30)) for _ in range(10)]
    return found


def _drawn(canvas_class: type[Canvas]) -> bytes:
    pdf_theme.register_fonts()
    chooser = random.Random(7)
    buffer = BytesIO()
    canvas = canvas_class(buffer, invariant=1, pageCompression=0)
    faces = [(pdf_theme.FONT, 8.5, 10.5), (pdf_theme.FONT_BOLD, 7.5, None), ("Helvetica", 9, 11)]
    for index, text in enumerate(_texts()):
        face, size, leading = faces[index % len(faces)]
        canvas.setFont(face, size, leading)
        x, y = chooser.uniform(0, 500), chooser.uniform(0, 800)
        canvas.drawString(x, y, text)
        canvas.drawRightString(x, y, text)
        canvas.drawCentredString(x, y, text)
        if index % 5 == 0:  # the options take reportlab's own path
            canvas.drawString(x, y, text, mode=1)
            canvas.drawCentredString(x, y, text, charSpace=0.5)
            canvas.drawRightString(x, y, text, wordSpace=1)
            canvas.drawString(x, y, text.encode("utf-8"))
        if index % 3 == 0:  # a saved state, changed, restored: drawn with what was saved
            canvas.saveState()
            canvas.translate(5, 7)
            canvas.setFillColorRGB(0.8, 0.1, 0.1)
            canvas.setFont(pdf_theme.FONT_BOLD, 13)
            canvas.drawString(x, y, text)
            canvas.restoreState()
            canvas.drawString(x, y, text)
            canvas.rect(x, y, 10, 10, fill=1)
        if index % 17 == 0:
            canvas.showPage()
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def test_lines_of_text_are_drawn_as_reportlab_draws_them():
    own = _drawn(Canvas)
    assert b" Tj T* ET" in own and b"+1 " in own  # a second subset was reached
    assert _drawn(QuickTextCanvas) == own


def test_the_fast_path_is_taken(monkeypatch):
    from reportlab.pdfgen import textobject

    made = []
    original = textobject.PDFTextObject.__init__

    def counted(self, *args, **kwargs):
        made.append(1)
        original(self, *args, **kwargs)

    monkeypatch.setattr(textobject.PDFTextObject, "__init__", counted)
    pdf_theme.register_fonts()
    canvas = QuickTextCanvas(BytesIO())
    canvas.setFont(pdf_theme.FONT, 9)
    canvas.drawString(10, 10, "Acta")
    canvas.drawRightString(10, 10, "Acta")
    assert made == []
    canvas.drawString(10, 10, "Acta", mode=1)
    assert made == [1]
