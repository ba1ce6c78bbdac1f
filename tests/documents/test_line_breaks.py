"""The line breaks pdf_theme remembers per process (CachedParagraph.breakLines) are the ones
reportlab makes: for the same text, style and widths the same lines, the same notes on the
paragraph and the same size; another text, style or width is broken anew; and drawing or
splitting one paragraph leaves the remembered lines of the others as they were."""

from __future__ import annotations

import pytest
from reportlab.platypus import Paragraph

from delegate_app.documents import pdf_theme
from delegate_app.documents.pdf_theme import CELL, SMALL, CachedParagraph, markup

TEXTS = [
    "Sin anotar",
    "C/ Heraclio Sánchez, 41, bajo, 38204 San Cristóbal de La Laguna",
    "Entre paréntesis, el número de cada jugador en la primera mano de la partida: 1 es el "
    "salidor, 2 el contrario de su derecha, 3 su compañero y 4 el contrario de su izquierda.",
    "Unapalabrasinespaciosquenocabeenningunacolumnaestrechadelacta",
    "Anota: Fulano\nCuenta: Mengano",
]
WIDTHS = [40.0, 93.7, 180.0, 493.0]


@pytest.fixture(autouse=True)
def fonts():
    pdf_theme.register_fonts()


def _lines(paragraph: Paragraph, width: float) -> tuple:
    size = paragraph.wrap(width, 10_000)
    para = paragraph.blPara
    lines = [(room, list(words)) for room, words in para.lines] if para.kind == 0 else None
    return size, para.kind, lines, paragraph._width_max


@pytest.mark.parametrize("style", [CELL, SMALL], ids=["celda", "pequeña"])
def test_remembered_breaks_are_reportlabs(style):
    pdf_theme._broken.clear()
    for text in TEXTS:
        for width in WIDTHS:
            expected = _lines(Paragraph(markup(text), style), width)
            made = _lines(CachedParagraph(markup(text), style), width)
            remembered = _lines(CachedParagraph(markup(text), style), width)
            assert made == expected, (text, width)
            assert remembered == expected, (text, width)
    assert pdf_theme._broken


def test_another_text_style_or_width_is_broken_anew():
    pdf_theme._broken.clear()
    text = TEXTS[2]
    _lines(CachedParagraph(markup(text), CELL), 180.0)
    other_width = _lines(CachedParagraph(markup(text), CELL), 120.0)
    assert other_width == _lines(Paragraph(markup(text), CELL), 120.0)
    other_style = _lines(CachedParagraph(markup(text), SMALL), 180.0)
    assert other_style == _lines(Paragraph(markup(text), SMALL), 180.0)
    one_word_more = text.replace("salidor", "salidor primero")
    other_text = _lines(CachedParagraph(markup(one_word_more), CELL), 180.0)
    assert other_text == _lines(Paragraph(markup(one_word_more), CELL), 180.0)
    assert other_text != _lines(CachedParagraph(markup(text), CELL), 180.0)


def test_splitting_one_paragraph_leaves_the_others_lines_alone():
    pdf_theme._broken.clear()
    text = TEXTS[2]
    first = CachedParagraph(markup(text), CELL)
    before = _lines(first, 120.0)
    halves = first.split(120.0, 2 * CELL.leading)
    assert len(halves) == 2
    for half in halves:
        half.wrap(120.0, 10_000)
    assert _lines(CachedParagraph(markup(text), CELL), 120.0) == before
