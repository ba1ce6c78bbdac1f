"""What the page shows must be what its text says: attacks made with one unsigned update before
the first signature that leave every word of the page where it was (so the text comparison with
acta.json still holds) but hide it, on real exported actas of both sports."""

from __future__ import annotations

import re

import pypdfium2
import pytest
from pyhanko.pdf_utils import generic

from delegate_app.documents import painted_over, signature_policy, verify
from tests.helpers.forgery import unsigned_update
from tests.helpers.security import check, delegate, sign, signed_by_both

SPORTS = ["ajedrez", "domino"]
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
    detail = check(report, painted_over.NAME)
    assert detail.startswith("la página 1 tiene texto invisible: «")
    assert "no se ven" in detail
    assert check(report, "Lo impreso en el acta") is None  # the words are all still there


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
    assert "la página 1 tiene texto del color del fondo: «" in check(report, painted_over.NAME)
    assert check(report, "Lo impreso en el acta") is None


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
    detail = check(report, painted_over.NAME)
    assert detail.startswith(f"la página {page + 1} tapa texto con una imagen añadida: «")
    assert SCORE[sport] in detail
    assert check(report, "Lo impreso en el acta") is None


@pytest.mark.parametrize("sport", SPORTS)
def test_a_genuine_acta_shows_every_word_it_says(actas, clubs, sport):
    report = verify.verify_acta(signed_by_both(actas[sport], clubs), roots(clubs))
    assert report.verdict == "correcta"
    shown = next(c for c in report.checks if c.name == painted_over.NAME)
    assert shown.ok and "ningún texto tapado" in shown.detail


@pytest.mark.parametrize("sport", SPORTS)
def test_the_painting_order_read_after_the_text_finds_nothing_and_changes_nothing(
    actas, clubs, sport
):
    """verify reads every page's text before this check, from the same PageText; reading the
    painting order after it (its cost per page is part of benchmarks/, "verify") must neither
    find a cover on a genuine acta nor disturb the text already read."""
    pdf = signed_by_both(actas[sport], clubs)
    with signature_policy.PageText(pdf) as pages:
        texts = [pages.text(index) for index in range(len(pages))]
        assert painted_over.problems(pages) == []
        assert painted_over.problems(pages) == []
        assert [pages.text(index) for index in range(len(pages))] == texts
    assert SCORE[sport] in "".join(texts)


def test_a_page_that_cannot_be_read_is_a_failed_check_not_a_traceback():
    class Broken:
        def __len__(self) -> int:
            return 1

        def pdf_page(self, index: int):
            raise ValueError("dañada")

    shown = painted_over.check(Broken())
    assert not shown.ok and "no se puede leer" in shown.detail


def test_a_signature_stamp_may_say_only_who_signed_in_which_role_and_when():
    from delegate_app.documents.signature_stamps import _residue

    ours = (
        "Pendiente de firma digital Firmado digitalmente por Ana Díaz Marrero "
        "Licencia/DNI: 12345678Z Delegado visitante Fecha: 03/10/2026 19:40"
    )
    assert _residue(ours, "delegado_visitante", "Ana Díaz Marrero") == ""
    tool = "Digitally signed by Ana Díaz Marrero. Timestamp: 2026-10-03 18:40:00 UTC."
    assert _residue(tool, "delegado_visitante", "Ana Díaz Marrero") == ""
    assert _residue(ours + " Resultado: 0 – 4", "delegado_visitante", "Ana Díaz Marrero") == (
        "Resultado: 0 – 4"
    )
    # Someone else's name, or a second role line, is not what our code draws for this signer.
    assert _residue(ours, "delegado_visitante", "Otro Nombre") != ""
    assert _residue(ours + " Delegado local", "delegado_visitante", "Ana Díaz Marrero") != ""
    assert _residue(tool + " 4-0", "delegado_visitante", "Ana Díaz Marrero") != ""
