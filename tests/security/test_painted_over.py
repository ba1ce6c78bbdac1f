"""What the page shows must be what acta.json renders to: attacks made with one unsigned update
before the first signature that leave every word of the page where it was (so a text comparison
with acta.json would hold) but hide it, on real exported actas of both sports. They once had a
check of their own (painted_over); now they fail because the page is not the rebuilt one."""

from __future__ import annotations

import re

import pypdfium2
import pytest
from pyhanko.pdf_utils import generic

from delegate_app.documents import verify
from tests.helpers.forgery import unsigned_update
from tests.helpers.security import check, delegate, sign

SPORTS = ["ajedrez", "domino"]
PRINTED = "Lo impreso en el acta"
# A fact of each sport's acta that a forger wants out of sight: the chess score line, the
# heading of the domino results table (the rows follow right under it).
SCORE = {"ajedrez": "Resultado del encuentro", "domino": "Resultado de las partidas"}


def roots(clubs):
    return [club.authority.certificate for club in clubs.values()]


def signed_after(acta, clubs, change) -> bytes:
    """The acta changed by `change` (an incremental-writer callback), then signed by both
    delegates, who signed what they saw."""
    pdf = sign(unsigned_update(acta.pdf, change), "delegado_local", delegate(clubs, acta.home_club))
    return sign(pdf, "delegado_visitante", delegate(clubs, acta.away_club))


def verdict(pdf: bytes, clubs):
    report = verify.verify_acta(pdf, roots(clubs))
    assert all(r.valid for r in report.signatures)
    return report


def where(pdf: bytes, phrase: str) -> tuple[int, tuple[float, float, float, float]]:
    """The page and box (left, bottom, right, top) of `phrase` in the acta."""
    document = pypdfium2.PdfDocument(pdf)
    try:
        for index in range(len(document)):
            text = document[index].get_textpage()
            found = text.search(phrase).get_next()
            if found:
                first, count = found
                boxes = [text.get_charbox(i) for i in range(first, first + count)]
                return index, (
                    min(b[0] for b in boxes),
                    min(b[1] for b in boxes),
                    max(b[2] for b in boxes),
                    max(b[3] for b in boxes),
                )
    finally:
        document.close()
    raise AssertionError(f"«{phrase}» no está en el acta")


def rewrite_first_page(writer, rewrite) -> None:
    """The first page's whole content replaced by `rewrite(content)`: a forger is free to do
    it in an update before anyone signs."""
    page_ref = writer.root["/Pages"]["/Kids"].raw_get(0)
    page = page_ref.get_object()
    contents = page["/Contents"]
    parts = contents if isinstance(contents, generic.ArrayObject) else [contents]
    original = b"\n".join(part.get_object().data for part in parts)
    page["/Contents"] = writer.add_object(generic.StreamObject(stream_data=rewrite(original)))
    writer.update_container(page)


@pytest.mark.parametrize("sport", SPORTS)
def test_text_made_invisible_with_render_mode_3_is_seen(actas, clubs, sport):
    def invisible(writer) -> None:
        # Text render mode is page state that BT does not reset: every word stays extractable.
        rewrite_first_page(writer, lambda content: b"3 Tr\n" + content)

    report = verdict(signed_after(actas[sport], clubs, invisible), clubs)
    assert report.verdict == "no verificada"
    assert check(report, PRINTED) == (
        "la página 1 dice lo mismo que acta.json pero no se dibuja igual: su contenido no es el "
        "que acta.json da"
    )


@pytest.mark.parametrize("sport", SPORTS)
def test_text_turned_white_on_the_white_page_is_seen(actas, clubs, sport):
    def white(writer) -> None:
        # Every colour the page sets becomes white: the words are there, none can be read.
        rewrite_first_page(
            writer,
            lambda content: re.sub(rb"[\d.]+ [\d.]+ [\d.]+ rg", b"1 1 1 rg", content),
        )

    report = verdict(signed_after(actas[sport], clubs, white), clubs)
    assert report.verdict == "no verificada"
    assert check(report, PRINTED) == (
        "la página 1 dice lo mismo que acta.json pero no se dibuja igual: su contenido no es el "
        "que acta.json da"
    )


@pytest.mark.parametrize("sport", SPORTS)
def test_an_image_pasted_over_the_score_is_seen(actas, clubs, sport):
    acta = actas[sport]
    page, (_left, bottom, _right, top) = where(acta.pdf, SCORE[sport])

    def paste(writer) -> None:
        image = writer.add_object(
            generic.StreamObject(
                {
                    generic.NameObject("/Type"): generic.NameObject("/XObject"),
                    generic.NameObject("/Subtype"): generic.NameObject("/Image"),
                    generic.NameObject("/Width"): generic.NumberObject(1),
                    generic.NameObject("/Height"): generic.NumberObject(1),
                    generic.NameObject("/ColorSpace"): generic.NameObject("/DeviceRGB"),
                    generic.NameObject("/BitsPerComponent"): generic.NumberObject(8),
                },
                stream_data=b"\xff\xff\xfe",
            )
        )
        # The label's line and the rows under it, margin to margin.
        height = top - bottom + 80
        drawing = f"q 520 0 0 {height:.1f} 38 {bottom - 80:.1f} cm /Parche Do Q".encode()
        resources = generic.DictionaryObject(
            {generic.NameObject("/XObject"): generic.DictionaryObject({"/Parche": image})}
        )
        stream = writer.add_object(generic.StreamObject(stream_data=drawing))
        writer.add_stream_to_page(page, stream, resources=resources)

    report = verdict(signed_after(acta, clubs, paste), clubs)
    assert report.verdict == "no verificada"
    # The pasted image comes as a second content stream and a new resource: the page's
    # content is not the rebuilt one, whatever its text says.
    assert check(report, PRINTED).startswith(f"la página {page + 1} ")
