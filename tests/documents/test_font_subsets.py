"""The font programs pdf_theme remembers per process are the ones reportlab makes, subset by
subset: the same characters in the same order give the same bytes, and any other list (one
character more, another one, the same ones in another order) is made anew."""

from __future__ import annotations

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from delegate_app.documents import pdf_theme

ASCII = list(range(32, 128))
SUBSETS = [
    [0] * 32 + ASCII,
    [0] * 32 + ASCII + [0xE1, 0xE9, 0xF1],  # á é ñ
    [0] * 32 + ASCII + [0xF1, 0xE9, 0xE1],  # the same, met in another order
    [0] * 32 + ASCII + [0xE1, 0xE9, 0xF3],  # one character another
    [0, 0x2013, 0xB7, 0xBA],  # – · º: a second subset of the face
]


def _fresh(file_name: str) -> TTFont:
    """The face as reportlab reads it, without the remembered subsets."""
    return TTFont("sin-memoria", str(pdf_theme.FONTS_DIR / file_name))


def test_remembered_subsets_are_the_ones_reportlab_makes():
    pdf_theme.register_fonts()
    for name, file_name in (
        (pdf_theme.FONT, "DejaVuSans.ttf"),
        (pdf_theme.FONT_BOLD, "DejaVuSans-Bold.ttf"),
    ):
        face = pdfmetrics.getFont(name).face
        fresh = _fresh(file_name).face
        for subset in SUBSETS:
            expected = fresh.makeSubset(list(subset))
            assert face.makeSubset(list(subset)) == expected  # made (or remembered)
            assert face.makeSubset(list(subset)) == expected  # remembered


def test_another_list_of_characters_is_another_program():
    pdf_theme.register_fonts()
    face = pdfmetrics.getFont(pdf_theme.FONT).face
    programs = [face.makeSubset(list(subset)) for subset in SUBSETS]
    assert len(set(programs)) == len(SUBSETS)


def test_the_two_faces_do_not_share_their_programs():
    pdf_theme.register_fonts()
    regular = pdfmetrics.getFont(pdf_theme.FONT).face
    bold = pdfmetrics.getFont(pdf_theme.FONT_BOLD).face
    assert regular.makeSubset(list(SUBSETS[1])) != bold.makeSubset(list(SUBSETS[1]))
