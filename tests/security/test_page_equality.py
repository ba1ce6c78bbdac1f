"""The page is the data: seven ways of making page 1 SHOW another score while every word of its
text stays where it was (so a word-by-word comparison with acta.json holds), and a signature
stamp drawn with paths. Each is made by the exporting club in an unsigned update before anyone
signs (the rival signs what he sees), on real exported actas of both sports; each must fail
verify with exit 1, the page or the stamp named, because the signed page is not byte for byte
the page acta.json renders to."""

from __future__ import annotations

import re

import pypdfium2
import pytest
from pyhanko.pdf_utils import content, generic
from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
from pyhanko.pdf_utils.layout import BoxConstraints
from pyhanko.sign import fields, signers
from pyhanko.stamp import StaticStampStyle

from delegate_app.cli import main
from delegate_app.documents import verify
from tests.helpers.forgery import unsigned_update
from tests.helpers.security import check, delegate, sign, signed_by_both

SPORTS = ["ajedrez", "domino"]
PRINTED = "Lo impreso en el acta"
STAMPS = "Sellos de las firmas"
# A fact of each sport's acta that a forger wants out of sight: the chess score line, the
# heading of the domino results table (the rows follow right under it).
SCORE = {"ajedrez": "Resultado del encuentro", "domino": "Resultado de las partidas"}


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


def zero_dash_four(x: float, y: float, size: float = 14.0) -> bytes:
    """«0 – 4» drawn as lines, not text: nothing a text extraction reads."""
    s = size
    return (
        f"q 0 0 0 RG 1.6 w {x} {y} m {x + s * 0.6} {y} l {x + s * 0.6} {y + s} l {x} {y + s} l "
        f"h S {x + s} {y + s / 2} m {x + s * 1.6} {y + s / 2} l S "
        f"{x + s * 2.4} {y + s} m {x + s * 2} {y + s * 0.35} l {x + s * 2.7} {y + s * 0.35} l S "
        f"{x + s * 2.55} {y + s * 0.7} m {x + s * 2.55} {y} l S Q\n"
    ).encode()


def _contents(writer, page_index: int):
    page_ref = writer.root["/Pages"]["/Kids"].raw_get(page_index)
    page = page_ref.get_object()
    parts = page["/Contents"]
    parts = parts if isinstance(parts, generic.ArrayObject) else [parts]
    return page, b"\n".join(part.get_object().data for part in parts)


def rewrite_page(writer, page_index: int, rewrite, extgstate=None) -> None:
    """The page's whole content replaced by `rewrite(content)` (and a graphics state added to
    its resources): a forger is free to do it in an update before anyone signs."""
    page, original = _contents(writer, page_index)
    page["/Contents"] = writer.add_object(generic.StreamObject(stream_data=rewrite(original)))
    if extgstate is not None:
        resources = page["/Resources"]
        states = resources.get("/ExtGState")
        states = generic.DictionaryObject() if states is None else states.get_object()
        states[generic.NameObject("/Forja")] = generic.DictionaryObject(
            {generic.NameObject(k): v for k, v in extgstate.items()}
        )
        resources[generic.NameObject("/ExtGState")] = states
        # The resources may be the page's own or shared: rewrite whichever holds them.
        raw = page.raw_get("/Resources")
        if isinstance(raw, generic.IndirectObject):
            writer.update_container(raw.get_object())
    writer.update_container(page)


def _score_area(acta) -> tuple[int, tuple[float, float, float, float]]:
    page, (_left, bottom, _right, top) = where(acta.pdf, SCORE[acta.sport])
    return page, (38.0, bottom - 80, 558.0, top + 2)


def _clip(acta):
    page, (x1, y1, x2, y2) = _score_area(acta)

    def change(writer):
        # Paint everything but the score's area (even-odd clip), then the new score as lines.
        rewrite_page(
            writer,
            page,
            lambda c: (
                f"q 0 0 600 850 re {x1} {y1} {x2 - x1} {y2 - y1} re W* n\n".encode()
                + c
                + b"\nQ\n"
                + zero_dash_four(x1 + 200, y1 + 40)
            ),
        )

    return change


def _scaled(acta):
    page, (x1, y1, _x2, _y2) = _score_area(acta)
    # Horizontal scaling is text state that BT does not reset: 1 % makes every word a sliver.
    return lambda w: rewrite_page(
        w, page, lambda c: b"1 Tz\n" + c + b"\n" + zero_dash_four(x1 + 200, y1 + 40)
    )


def _tiny_font(acta):
    page, (x1, y1, _x2, _y2) = _score_area(acta)
    return lambda w: rewrite_page(
        w,
        page,
        lambda c: (
            re.sub(rb"(/F\d+(?:\+\d+)?) [\d.]+ Tf", rb"\1 .05 Tf", c)
            + b"\n"
            + zero_dash_four(x1 + 200, y1 + 40)
        ),
    )


def _blend(acta):
    page, (x1, y1, _x2, _y2) = _score_area(acta)
    # Screen over a white page gives white: the text is painted and nothing shows.
    state = {"/Type": generic.NameObject("/ExtGState"), "/BM": generic.NameObject("/Screen")}
    return lambda w: rewrite_page(
        w,
        page,
        lambda c: b"q /Forja gs\n" + c + b"\nQ\n" + zero_dash_four(x1 + 200, y1 + 40),
        extgstate=state,
    )


def _pale_yellow(acta):
    page, (x1, y1, _x2, _y2) = _score_area(acta)
    return lambda w: rewrite_page(
        w,
        page,
        lambda c: (
            re.sub(rb"[\d.]+ [\d.]+ [\d.]+ rg", b"1 1 .8 rg", c)
            + b"\n"
            + zero_dash_four(x1 + 200, y1 + 40)
        ),
    )


def _faint(acta):
    page, (x1, y1, _x2, _y2) = _score_area(acta)
    state = {
        "/Type": generic.NameObject("/ExtGState"),
        "/ca": generic.FloatObject(0.11),
        "/CA": generic.FloatObject(0.11),
    }
    return lambda w: rewrite_page(
        w,
        page,
        lambda c: b"q /Forja gs\n" + c + b"\nQ\n" + zero_dash_four(x1 + 200, y1 + 40),
        extgstate=state,
    )


def _brushed(acta):
    page, (x1, y1, x2, y2) = _score_area(acta)
    # White strokes just under 4 pt wide, side by side over the score: each a thin line.
    strokes = b"".join(
        f"{x1} {y} m {x2} {y} l S\n".encode()
        for y in [y1 + 1.9 + 3.8 * i for i in range(int((y2 - y1) / 3.8) + 1)]
    )
    return lambda w: rewrite_page(
        w,
        page,
        lambda c: (
            c + b"\nq 1 1 1 RG 3.9 w\n" + strokes + b"Q\n" + zero_dash_four(x1 + 200, y1 + 40)
        ),
    )


TRICKS = {
    "recorte": _clip,
    "escala_horizontal_1": _scaled,
    "fuente_de_0_05_pt": _tiny_font,
    "modo_de_fusion": _blend,
    "amarillo_palido": _pale_yellow,
    "opacidad_11": _faint,
    "trazos_bajo_el_pincel": _brushed,
}


def signed_after(acta, clubs, change) -> bytes:
    """The acta changed by `change` (an incremental-writer callback) before anyone signs,
    then signed by both delegates, who signed what they saw."""
    pdf = sign(unsigned_update(acta.pdf, change), "delegado_local", delegate(clubs, acta.home_club))
    return sign(pdf, "delegado_visitante", delegate(clubs, acta.away_club))


def verdict_of(tmp_path, pdf: bytes, the_registry) -> verify.FileVerdict:
    path = tmp_path / "acta.pdf"
    path.write_bytes(pdf)
    return verify.verify_file(path, registry=the_registry)


@pytest.mark.parametrize("sport", SPORTS)
@pytest.mark.parametrize("trick", list(TRICKS))
def test_a_page_drawn_differently_with_the_same_words_fails_by_equality(
    actas, clubs, the_registry, tmp_path, sport, trick
):
    acta = actas[sport]
    forged = signed_after(acta, clubs, TRICKS[trick](acta))
    result = verdict_of(tmp_path, forged, the_registry)
    assert result.exit_code == verify.EXIT_FAILED, "\n".join(result.report.lines())
    report = result.report
    assert all(r.valid for r in report.signatures)  # both signed what they saw
    page = where(acta.pdf, SCORE[sport])[0] + 1
    detail = check(report, PRINTED)
    assert detail is not None
    # Every word is still in the content: the page is named as drawn otherwise (at 0.05 pt
    # pdfium may glue two words of the extracted text, and then those are named).
    assert detail.startswith(
        (
            f"la página {page} dice lo mismo que acta.json pero no se dibuja igual: ",
            f"la página {page} no dice lo que dice acta.json: tras «",
        )
    ), detail


class _Paths(content.PdfContent):
    """A signature appearance of paths only: «0-4» and a cross over the box."""

    def __init__(self) -> None:
        super().__init__(box=BoxConstraints(width=150, height=60))

    def render(self) -> bytes:
        return (
            b"q 1 g 0 0 150 60 re f Q " + zero_dash_four(20, 20) + b"q 0 0 0 RG 2 w 5 5 m 145 55 l"
            b" S 5 55 m 145 5 l S Q"
        )


def forged_stamp(pdf: bytes, signer) -> bytes:
    writer = IncrementalPdfFileWriter(__import__("io").BytesIO(pdf))
    pdf_signer = signers.PdfSigner(
        signers.PdfSignatureMetadata(
            field_name="delegado_visitante",
            subfilter=fields.SigSeedSubFilter.PADES,
            md_algorithm="sha256",
        ),
        signer.signer,
        stamp_style=StaticStampStyle(background=_Paths(), border_width=0, background_opacity=1),
    )
    out = __import__("io").BytesIO()
    pdf_signer.sign_pdf(writer, existing_fields_only=True, output=out)
    return out.getvalue()


@pytest.mark.parametrize("sport", SPORTS)
def test_a_signature_stamp_drawn_with_paths_over_the_visitors_field_fails(
    actas, clubs, the_registry, tmp_path, sport
):
    acta = actas[sport]
    home = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
    forged = forged_stamp(home, delegate(clubs, acta.away_club))
    result = verdict_of(tmp_path, forged, the_registry)
    assert result.exit_code == verify.EXIT_FAILED, "\n".join(result.report.lines())
    assert all(r.valid for r in result.report.signatures)
    detail = check(result.report, STAMPS)
    assert detail is not None
    assert detail.startswith(
        "el sello de la firma «Delegado visitante» no es el que Delegado dibuja para ese "
        "firmante ni el de pyHanko"
    ), detail


@pytest.mark.parametrize("sport", SPORTS)
def test_genuine_actas_of_both_sports_hold_by_equality(actas, clubs, the_registry, tmp_path, sport):
    result = verdict_of(tmp_path, signed_by_both(actas[sport], clubs), the_registry)
    assert result.exit_code == verify.EXIT_OK, "\n".join(result.report.lines())
    printed = next(c for c in result.report.checks if c.name == PRINTED)
    assert "idénticas" in printed.detail
    stamps = next(c for c in result.report.checks if c.name == STAMPS)
    assert stamps.ok


def forgeries(actas, clubs) -> dict[str, bytes]:
    made = {}
    for sport in SPORTS:
        acta = actas[sport]
        for trick, make in TRICKS.items():
            made[f"{sport}-{trick}"] = signed_after(acta, clubs, make(acta))
        home = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
        made[f"{sport}-sello"] = forged_stamp(home, delegate(clubs, acta.away_club))
    return made


def test_the_federation_intake_refuses_every_trick(actas, clubs, signed_registry, tmp_path, capsys):
    """`delegado federacion importar` files each forgery as rechazada, naming the page or the
    stamp (one database per forgery: a second copy of the same acta would be refused as a
    repetition, whatever it shows)."""
    registry_path = tmp_path / "registro.json"
    registry_path.write_bytes(signed_registry)
    for name, pdf in forgeries(actas, clubs).items():
        path = tmp_path / f"{name}.pdf"
        path.write_bytes(pdf)
        database = tmp_path / f"{name}.sqlite3"
        code = main(
            ["federacion", "importar", str(path), "--db", str(database), "--registry",
             str(registry_path)]
        )  # fmt: skip
        out = capsys.readouterr().out.splitlines()
        assert out[-1] == "aceptadas: 0 · incompletas: 0 · rechazadas: 1", (name, out)
        (line,) = [line for line in out if ".pdf" in line]
        assert line.startswith("rechazada"), line
        reason = STAMPS if name.endswith("sello") else PRINTED
        assert reason in line, line
        assert code == 0, name  # every file filed, whatever its verdict


def default_stamp(pdf: bytes, signer) -> bytes:
    """The visitor signs with another tool built on pyHanko: its default stamp (name and time)."""
    from io import BytesIO

    pdf_signer = signers.PdfSigner(
        signers.PdfSignatureMetadata(
            field_name="delegado_visitante",
            subfilter=fields.SigSeedSubFilter.PADES,
            md_algorithm="sha256",
        ),
        signer.signer,
    )
    out = BytesIO()
    pdf_signer.sign_pdf(
        IncrementalPdfFileWriter(BytesIO(pdf)), existing_fields_only=True, output=out
    )
    return out.getvalue()


@pytest.mark.parametrize("sport", SPORTS)
def test_pyhankos_default_stamp_for_that_signature_is_let_through(
    actas, clubs, the_registry, tmp_path, sport
):
    acta = actas[sport]
    home = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
    pdf = default_stamp(home, delegate(clubs, acta.away_club))
    result = verdict_of(tmp_path, pdf, the_registry)
    assert result.exit_code == verify.EXIT_OK, "\n".join(result.report.lines())


# --------------------------------------------------------------------------- a font that lies
#
# The exporting club changes, before anyone signs, what a character of page 1 looks like (one
# byte of the embedded font program) or what it reads as (one entry of its ToUnicode map), so
# that a digit shows or copies as another while the content stream and every other object stay
# the genuine ones. verify remembers, per process, the font programs it has made (pdf_theme's
# subsets, keyed by the exact characters a subset holds): the genuine acta is verified first in
# the same process, so the rebuild of the forged one takes its font program from memory, and
# must still differ from the signed one, with the page named.

_CMAP_ENTRY = re.compile(rb"<([0-9A-F]{2})> <([0-9A-F]{4})>")


def _first_font(writer) -> generic.DictionaryObject:
    page = writer.root["/Pages"]["/Kids"][0].get_object()
    fonts = page["/Resources"]["/Font"]
    name = sorted(fonts)[0]
    return fonts[name].get_object()


def _replace_stream(writer, holder, key: str, change) -> None:
    old = holder[key].get_object()
    entries = {
        generic.NameObject(k): v
        for k, v in old.items()
        if k not in ("/Length", "/Filter", "/DecodeParms")
    }
    holder[generic.NameObject(key)] = writer.add_object(
        generic.StreamObject(entries, stream_data=change(old.data))
    )
    writer.update_container(holder)


def _glyph_byte(writer) -> None:
    descriptor = _first_font(writer)["/FontDescriptor"].get_object()

    def flipped(program: bytes) -> bytes:
        middle = len(program) // 2
        return program[:middle] + bytes([program[middle] ^ 0x01]) + program[middle + 1 :]

    _replace_stream(writer, descriptor, "/FontFile2", flipped)


def _to_unicode(writer) -> None:
    font = _first_font(writer)

    def remapped(cmap: bytes) -> bytes:
        # The first mapped code now reads as another character.
        found = _CMAP_ENTRY.search(cmap)
        assert found is not None, cmap[:200]
        other = b"0034" if found.group(2) != b"0034" else b"0030"
        return cmap[: found.start(2)] + other + cmap[found.end(2) :]

    _replace_stream(writer, font, "/ToUnicode", remapped)


def _fails_after_its_genuine_twin(acta, clubs, the_registry, tmp_path, edit) -> None:
    """The genuine acta verifies; the same acta edited before both clubs signed it then fails in
    the same process, on page 1, with both signatures valid (they signed what they saw)."""
    genuine = verdict_of(tmp_path, signed_by_both(acta, clubs), the_registry)
    assert genuine.exit_code == verify.EXIT_OK, "\n".join(genuine.report.lines())
    assert unsigned_update(acta.pdf, edit) != acta.pdf
    forged = signed_after(acta, clubs, edit)
    result = verdict_of(tmp_path, forged, the_registry)
    assert result.exit_code == verify.EXIT_FAILED, "\n".join(result.report.lines())
    assert all(r.valid for r in result.report.signatures)  # both signed what they saw
    detail = check(result.report, PRINTED)
    assert detail is not None
    assert detail.startswith("la página 1 "), detail


EDITS = {"un_byte_del_programa": _glyph_byte, "tounicode": _to_unicode}


@pytest.mark.parametrize("sport", SPORTS)
@pytest.mark.parametrize("edit", list(EDITS))
def test_a_font_changed_before_signing_fails_after_its_genuine_twin_was_verified(
    actas, clubs, the_registry, tmp_path, sport, edit
):
    _fails_after_its_genuine_twin(actas[sport], clubs, the_registry, tmp_path, EDITS[edit])


# The line breaks pdf_theme remembers per process (CachedParagraph.breakLines): a forger's page
# that keeps every word of a paragraph but breaks its lines elsewhere must fail even when the
# genuine acta, verified first in the same process, left that paragraph's breaks in memory.

_TWO_LINES = re.compile(rb"\(((?:[^()\\]|\\.)*)\) Tj T\* \(((?:[^()\\]|\\.)*)\) Tj T\*")


def _first_wrapped(pdf: bytes) -> int:
    """The first page with a paragraph of two lines or more."""
    from io import BytesIO

    from pyhanko.pdf_utils.reader import PdfFileReader

    reader = PdfFileReader(BytesIO(pdf))
    for index in range(len(reader.root["/Pages"]["/Kids"])):
        page = reader.root["/Pages"]["/Kids"][index].get_object()
        parts = page["/Contents"]
        parts = parts if isinstance(parts, generic.ArrayObject) else [parts]
        if _TWO_LINES.search(b"\n".join(p.get_object().data for p in parts)):
            return index
    raise AssertionError("el acta no tiene un párrafo de dos líneas")


def _joined_lines(acta):
    page = _first_wrapped(acta.pdf)

    def joined(content: bytes) -> bytes:
        # The same words, the first two lines of the paragraph drawn as one.
        changed, count = _TWO_LINES.subn(rb"(\1 \2) Tj T*", content, count=1)
        assert count == 1
        return changed

    return page, lambda w: rewrite_page(w, page, joined)


@pytest.mark.parametrize("sport", SPORTS)
def test_a_paragraph_broken_elsewhere_fails_after_its_genuine_twin_was_verified(
    actas, clubs, the_registry, tmp_path, sport
):
    acta = actas[sport]
    genuine = verdict_of(tmp_path, signed_by_both(acta, clubs), the_registry)
    assert genuine.exit_code == verify.EXIT_OK, "\n".join(genuine.report.lines())
    page, change = _joined_lines(acta)
    forged = signed_after(acta, clubs, change)
    result = verdict_of(tmp_path, forged, the_registry)
    assert result.exit_code == verify.EXIT_FAILED, "\n".join(result.report.lines())
    assert all(r.valid for r in result.report.signatures)  # both signed what they saw
    detail = check(result.report, PRINTED)
    assert detail is not None
    assert detail.startswith(f"la página {page + 1} "), detail


@pytest.mark.parametrize("sport", SPORTS)
def test_the_remembered_line_breaks_lay_the_acta_out_byte_for_byte(actas, sport, monkeypatch):
    """The rebuild with the breaks taken from memory (twice: the second all from memory) is the
    rebuild reportlab breaks alone, byte for byte."""
    from reportlab.platypus import Paragraph

    from delegate_app.documents import pdf_theme, printed_pages
    from delegate_app.documents.acta_sports import SPORT_DOCUMENTS

    acta = actas[sport]
    images = printed_pages.drawn_images(acta.pdf, acta.data)
    documents = SPORT_DOCUMENTS[sport]
    pdf_theme._broken.clear()
    remembered = [documents.rebuilt_pdf(acta.data, images)[0].data for _ in range(2)]
    assert pdf_theme._broken  # the memory was used
    with monkeypatch.context() as patched:
        patched.setattr(pdf_theme.CachedParagraph, "breakLines", Paragraph.breakLines)
        alone = documents.rebuilt_pdf(acta.data, images)[0].data
    assert remembered == [alone, alone]


# What documents/qr_matrix.py makes once per process (the code's fixed patterns for its version,
# the numbers a run of modules is drawn with): a QR code drawn other than acta.json's payload
# gives must fail even right after its genuine twin, verified first in the same process, left
# those in memory.

_QR_RUN = re.compile(rb"n [0-9. ]+ re f")


def _qr_form(writer) -> tuple[generic.DictionaryObject, str]:
    page = writer.root["/Pages"]["/Kids"][0].get_object()
    forms = page["/Resources"]["/XObject"].get_object()
    for name in sorted(forms):
        if b" re f" in forms[name].get_object().data:
            return forms, name
    raise AssertionError("la página 1 no dibuja el código QR en un formulario")


def _qr_run_dropped(writer) -> None:
    """The QR code's last dark run left out: a code that no longer reads as the footer's."""
    forms, name = _qr_form(writer)

    def dropped(code: bytes) -> bytes:
        runs = list(_QR_RUN.finditer(code))
        assert len(runs) > 100, code[:200]
        last = runs[-1]
        return code[: last.start()] + code[last.end() :]

    _replace_stream(writer, forms, name, dropped)


def _qr_run_moved(writer) -> None:
    """The QR code's first dark run drawn one module further right: a module flipped."""
    forms, name = _qr_form(writer)

    def moved(code: bytes) -> bytes:
        first = _QR_RUN.search(code)
        assert first is not None, code[:200]
        x, y, w, h = (float(n) for n in first.group()[2:-5].split())
        run = f"n {x + h / 1.04:.6g} {y} {w} {h} re f".encode()
        return code[: first.start()] + run + code[first.end() :]

    _replace_stream(writer, forms, name, moved)


QR_EDITS = {"sin_un_tramo": _qr_run_dropped, "tramo_movido": _qr_run_moved}


@pytest.mark.parametrize("sport", SPORTS)
@pytest.mark.parametrize("edit", list(QR_EDITS))
def test_a_qr_code_drawn_otherwise_fails_after_its_genuine_twin_was_verified(
    actas, clubs, the_registry, tmp_path, sport, edit
):
    _fails_after_its_genuine_twin(actas[sport], clubs, the_registry, tmp_path, QR_EDITS[edit])
