"""reportlab's PDF writer with documents/library_patches.py's encoder of ASCII text writes the
bytes its own codec writes: for every kind of text (ASCII, the control characters
PDFDocEncoding has no byte for, Latin-1, beyond), the same bytes or the same refusal, and a
document laid out with either is the same file. On a reportlab it was not written for, or one
whose codec is another, reportlab's own encoder stays."""

from __future__ import annotations

import random

import pytest
from reportlab.pdfbase import pdfdoc

from delegate_app.documents import library_patches, pdf_blocks, pdf_document


@pytest.fixture
def reportlabs_own():
    """pdfdocEnc as reportlab ships it, put back as the process had it afterwards."""
    had = isinstance(pdfdoc.pdfdocEnc, library_patches._PdfdocEncoder)
    library_patches.uninstall_pdfdoc_encoder()
    yield pdfdoc.pdfdocEnc
    if had:
        assert library_patches.install_pdfdoc_encoder()


def _texts() -> list[object]:
    chooser = random.Random(26)
    found: list[object] = [
        "",
        "12 0 R",
        "BT /F1+0 8.5 Tf (Hola) Tj T* ET\n" * 50,
        b"\x00\xff ya bytes",
    ]
    found += [chr(code) for code in range(256)]
    found += ["ñandú", "«acta» – 1", "\u2013", "日本", "\x18", "abc\x1fdef", "\x7f\x17\x20"]
    for length in (2, 10, 300):
        for top in (0x7F, 0xFF, 0x3000):
            found.append("".join(chr(chooser.randrange(0, top + 1)) for _ in range(length)))
    return found


def _encoded(encode, text) -> tuple[str, object]:
    try:
        return "bytes", encode(text)
    except Exception as exc:  # the codec's refusal must be the fast path's refusal
        return "error", type(exc)


def test_every_text_is_encoded_as_reportlabs_codec_does(reportlabs_own):
    fast = library_patches._PdfdocEncoder(reportlabs_own)
    for text in _texts():
        assert _encoded(fast, text) == _encoded(reportlabs_own, text), repr(text)[:80]
    # Most of a document's text takes the fast path, and refused text still is refused.
    assert _encoded(fast, "abc\x1fdef")[0] == "error"


def _document(compress: bool) -> bytes:
    from datetime import datetime

    meta = pdf_document.DocumentMeta(
        document_id="PRUEBA-1", title="Prueba «ñ»", data_sha256="0" * 64,
        created=datetime(2026, 12, 2, 22, 0), author="Delegado – pruebas",
    )  # fmt: skip
    story = lambda: [  # noqa: E731  (built once the fonts are registered)
        pdf_blocks.header_block("Federación", "Liga «Canaria»", "Acta", "ñandú · 1–0"),
        pdf_blocks.data_table(["Mesa", "Jugador"], [[str(n), f"Núñez {n}"] for n in range(40)]),
    ]
    return pdf_document.build_pdf(None, story, meta, compress=compress).data


def test_a_document_is_the_same_file_with_either_encoder(reportlabs_own):
    own = [_document(compress) for compress in (False, True)]
    assert library_patches.install_pdfdoc_encoder()
    assert isinstance(pdfdoc.pdfdocEnc, library_patches._PdfdocEncoder)
    # Unencoded streams (verify's rebuild) go through the encoder whole.
    assert [_document(compress) for compress in (False, True)] == own
    assert b"(N" in own[0] and b"Tj" in own[0]
    assert library_patches.install_pdfdoc_encoder()  # idempotent
    assert pdfdoc.pdfdocEnc.original is reportlabs_own


def test_another_reportlab_keeps_its_own_encoder(reportlabs_own, monkeypatch, caplog):
    monkeypatch.setattr(library_patches, "_refused", set())
    monkeypatch.setitem(library_patches.WRITTEN_FOR, "reportlab", ("99.",))
    with caplog.at_level("WARNING", logger=library_patches.__name__):
        assert not library_patches.install_pdfdoc_encoder()
    assert pdfdoc.pdfdocEnc is reportlabs_own
    assert "reportlab" in caplog.text


def test_a_codec_that_does_not_keep_ascii_keeps_its_own_encoder(
    reportlabs_own, monkeypatch, caplog
):
    def other(text):
        return reportlabs_own(text).replace(b"A", b"B") if isinstance(text, str) else text

    monkeypatch.setattr(library_patches, "_refused", set())
    monkeypatch.setattr(pdfdoc, "pdfdocEnc", other)
    with caplog.at_level("WARNING", logger=library_patches.__name__):
        assert not library_patches.install_pdfdoc_encoder()
    assert pdfdoc.pdfdocEnc is other
    assert "pdfdocEnc" in caplog.text
