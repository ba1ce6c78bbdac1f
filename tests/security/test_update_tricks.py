"""Incremental-update tricks on real signed actas of both sports: the embedded acta.json, the
document /Info, an XMP stream or a new page changed after signing (as an unsigned update, or
slipped into a later signer's own revision by a forger's tool), an object redefined inside an
object stream, and a page appended before anyone signed."""

from __future__ import annotations

import json
from io import BytesIO

import pytest
from pyhanko.pdf_utils import generic
from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
from pyhanko.sign import signers

from delegate_app.documents import signing, verify
from delegate_app.domain.acta_hash import canonical_json, content_hash
from tests.helpers.forgery import (
    forged_signature,
    replace_acta_json,
    unsigned_update,
)
from tests.helpers.security import check, delegate, sign, signed_by_both

AFTER = "el documento se modificó después de firmar: se añadieron cambios que no son firmas"
SPORTS = ["ajedrez", "domino"]


def roots(clubs):
    return [club.authority.certificate for club in clubs.values()]


def forged_data(acta) -> bytes:
    """acta.json with the two clubs swapped and every hash made consistent again."""
    data = json.loads(signing.read_attachment(acta.pdf))
    data["club_local"], data["club_visitante"] = data["club_visitante"], data["club_local"]
    digest = content_hash(data["contenido"])
    data["hash_contenido"] = data["hash_cierre"] = digest
    for signature in data["firmas"]:
        signature["hash_contenido"] = digest
    return canonical_json(data)


def redefine_acta_json_in_an_object_stream(pdf: bytes, payload: bytes) -> bytes:
    """Written by hand as a forger's tool would: a new acta.json stream, and the file
    specification redefined under its own number inside a compressed object stream, indexed by
    a cross-reference stream that chains to the signed file's table."""
    from pyhanko.pdf_utils.reader import PdfFileReader

    reader = PdfFileReader(BytesIO(pdf))
    names = reader.root["/Names"]["/EmbeddedFiles"]["/Names"]
    spec_ref = names.raw_get(names.index(signing.ATTACHMENT_NAME) + 1)
    size = int(reader.trailer["/Size"])
    file_num, stm_num, xref_num = size, size + 1, size + 2
    spec = (
        f"<</Type/Filespec/F(acta.json)/UF(acta.json)/EF<</F {file_num} 0 R/UF {file_num} 0 R>>>>"
    ).encode()
    header = f"{spec_ref.idnum} 0 ".encode()
    body = bytearray(pdf if pdf.endswith(b"\n") else pdf + b"\n")
    offsets = {}
    offsets[file_num] = len(body)
    body += f"{file_num} 0 obj\n<</Type/EmbeddedFile/Length {len(payload)}>>\nstream\n".encode()
    body += payload + b"\nendstream\nendobj\n"
    offsets[stm_num] = len(body)
    inside = header + spec
    body += (
        f"{stm_num} 0 obj\n<</Type/ObjStm/N 1/First {len(header)}/Length {len(inside)}>>\nstream\n"
    ).encode()
    body += inside + b"\nendstream\nendobj\n"
    offsets[xref_num] = len(body)
    rows = [(spec_ref.idnum, bytes([2]) + stm_num.to_bytes(4, "big") + (0).to_bytes(2, "big"))]
    rows += [
        (n, bytes([1]) + offsets[n].to_bytes(4, "big") + (0).to_bytes(2, "big"))
        for n in (file_num, stm_num, xref_num)
    ]
    table = b"".join(row for _n, row in rows)
    index = " ".join(f"{n} 1" for n, _row in rows)
    trailer = reader.trailer
    # original_bytes: pyHanko reads an ID that decodes as PDFDocEncoding as a text string.
    ids = "".join(f"<{i.original_bytes.hex()}>" for i in trailer["/ID"])
    info = trailer.raw_get("/Info")
    root = trailer.raw_get("/Root")
    body += (
        f"{xref_num} 0 obj\n<</Type/XRef/Size {xref_num + 1}/W[1 4 2]/Index[{index}]"
        f"/Prev {reader.last_startxref}/Root {root.idnum} 0 R/Info {info.idnum} 0 R/ID[{ids}]"
        f"/Length {len(table)}>>\nstream\n"
    ).encode()
    body += table + b"\nendstream\nendobj\n"
    body += f"startxref\n{offsets[xref_num]}\n%%EOF\n".encode()
    return bytes(body)


def set_info(writer) -> None:
    info = writer.trailer["/Info"]
    info["/Title"] = generic.TextStringObject("Acta corregida: 4-0")
    info["/Keywords"] = generic.TextStringObject("sha256:" + "0" * 64)
    writer.update_container(info)


def add_xmp(writer) -> None:
    xmp = (
        b'<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>'
        b'<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF '
        b'xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
        b'<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">'
        b'<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Acta corregida: 4-0</rdf:li>'
        b'</rdf:Alt></dc:title></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>'
    )
    stream = generic.StreamObject(
        {
            generic.NameObject("/Type"): generic.NameObject("/Metadata"),
            generic.NameObject("/Subtype"): generic.NameObject("/XML"),
        },
        stream_data=xmp,
    )
    writer.root["/Metadata"] = writer.add_object(stream)
    writer.update_root()
    # A forger's tool: pyHanko would otherwise write its own XMP over this one.
    writer._update_meta = lambda: None


def append_page(writer, text: str = "Anexo: ambos delegados reconocen el resultado 4-0") -> None:
    font = generic.DictionaryObject(
        {
            generic.NameObject("/Type"): generic.NameObject("/Font"),
            generic.NameObject("/Subtype"): generic.NameObject("/Type1"),
            generic.NameObject("/BaseFont"): generic.NameObject("/Helvetica"),
        }
    )
    content = generic.StreamObject(stream_data=f"BT /F1 14 Tf 60 760 Td ({text}) Tj ET".encode())
    page = generic.DictionaryObject(
        {
            generic.NameObject("/Type"): generic.NameObject("/Page"),
            generic.NameObject("/MediaBox"): generic.ArrayObject(
                [generic.NumberObject(n) for n in (0, 0, 595, 842)]
            ),
            generic.NameObject("/Resources"): generic.DictionaryObject(
                {
                    generic.NameObject("/Font"): generic.DictionaryObject(
                        {generic.NameObject("/F1"): writer.add_object(font)}
                    )
                }
            ),
            generic.NameObject("/Contents"): writer.add_object(content),
        }
    )
    writer.insert_page(page)


def visitor_signs_with_a_change(acta, clubs, change) -> bytes:
    """The home delegate signs in the app; the visitor's own tool slips `change` into the
    revision that carries his signature."""
    pdf = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
    writer = IncrementalPdfFileWriter(BytesIO(pdf))
    change(writer)
    pdf_signer = signers.PdfSigner(
        signers.PdfSignatureMetadata(field_name="delegado_visitante"),
        delegate(clubs, acta.away_club).signer,
    )
    out = BytesIO()
    pdf_signer.sign_pdf(writer, existing_fields_only=True, output=out)
    return out.getvalue()


def assert_every_signature_modified_after(report) -> None:
    assert report.verdict == "no verificada"
    assert report.signatures and all(AFTER in r.problems for r in report.signatures)


@pytest.mark.parametrize("sport", SPORTS)
def test_an_update_after_both_signatures_replacing_the_embedded_acta_json(actas, clubs, sport):
    acta = actas[sport]
    forged = unsigned_update(
        signed_by_both(acta, clubs), lambda w: replace_acta_json(w, forged_data(acta))
    )
    assert signing.read_attachment(forged) == forged_data(acta)  # a reader sees the new data
    assert_every_signature_modified_after(verify.verify_acta(forged, roots(clubs)))


@pytest.mark.parametrize("sport", SPORTS)
def test_an_update_after_both_signatures_redefining_acta_json_inside_an_object_stream(
    actas, clubs, sport
):
    acta = actas[sport]
    forged = redefine_acta_json_in_an_object_stream(signed_by_both(acta, clubs), forged_data(acta))
    assert signing.read_attachment(forged) == forged_data(acta)  # a reader sees the new data
    assert_every_signature_modified_after(verify.verify_acta(forged, roots(clubs)))


@pytest.mark.parametrize("sport", SPORTS)
def test_the_visitors_own_signing_revision_replacing_the_embedded_acta_json(actas, clubs, sport):
    acta = actas[sport]
    forged = visitor_signs_with_a_change(
        acta, clubs, lambda w: replace_acta_json(w, forged_data(acta))
    )
    report = verify.verify_acta(forged, roots(clubs))
    assert report.verdict == "no verificada"
    home, _away = report.signatures
    assert AFTER in home.problems


@pytest.mark.parametrize("sport", SPORTS)
def test_an_update_after_both_signatures_rewriting_the_document_info(actas, clubs, sport):
    forged = unsigned_update(signed_by_both(actas[sport], clubs), set_info)
    assert_every_signature_modified_after(verify.verify_acta(forged, roots(clubs)))


@pytest.mark.parametrize("sport", SPORTS)
def test_an_update_after_both_signatures_adding_an_xmp_stream(actas, clubs, sport):
    forged = unsigned_update(signed_by_both(actas[sport], clubs), add_xmp)
    assert_every_signature_modified_after(verify.verify_acta(forged, roots(clubs)))


@pytest.mark.parametrize("sport", SPORTS)
def test_an_update_after_both_signatures_appending_a_page(actas, clubs, sport):
    forged = unsigned_update(signed_by_both(actas[sport], clubs), append_page)
    assert_every_signature_modified_after(verify.verify_acta(forged, roots(clubs)))


@pytest.mark.parametrize("sport", SPORTS)
def test_the_visitors_own_signing_revision_appending_a_page(actas, clubs, sport):
    forged = visitor_signs_with_a_change(actas[sport], clubs, append_page)
    report = verify.verify_acta(forged, roots(clubs))
    assert report.verdict == "no verificada"
    assert AFTER in report.signatures[0].problems


@pytest.mark.parametrize("sport", SPORTS)
def test_the_visitors_own_signing_revision_retitling_the_document_info(actas, clubs, sport):
    forged = visitor_signs_with_a_change(actas[sport], clubs, set_info)
    report = verify.verify_acta(forged, roots(clubs))
    assert report.verdict == "no verificada"
    assert AFTER in report.signatures[0].problems


def test_a_page_appended_before_anyone_signed_fails_the_chess_rebuild(actas, clubs):
    acta = actas["ajedrez"]
    forged = unsigned_update(acta.pdf, append_page)
    pdf = sign(forged, "delegado_local", delegate(clubs, acta.home_club))
    pdf = sign(pdf, "delegado_visitante", delegate(clubs, acta.away_club))
    report = verify.verify_acta(pdf, roots(clubs))
    assert report.verdict == "no verificada"
    assert all(r.valid for r in report.signatures)  # they signed what they saw
    assert "acta.json" in check(report, "Lo impreso en el acta")


@pytest.mark.parametrize("sport", SPORTS)
def test_the_visitors_own_signing_revision_adding_an_xmp_title(actas, clubs, sport):
    forged = visitor_signs_with_a_change(actas[sport], clubs, add_xmp)
    report = verify.verify_acta(forged, roots(clubs))
    assert report.verdict == "no verificada"
    assert AFTER in report.signatures[0].problems


def paint_over_the_score(writer) -> None:
    """A white box over the match facts and the first boards, and a new score drawn as lines
    (no text): what the page shows changes, its extracted text does not."""
    drawing = (
        b"q 1 g 40 420 520 300 re f Q "
        b"q 0 G 6 w 200 600 m 200 680 l 160 640 l 220 640 l S "  # a 4
        b"260 640 m 300 640 l S "  # a dash
        b"340 600 m 380 600 l 380 680 l 340 680 l h S Q"  # a 0
    )
    writer.add_stream_to_page(0, writer.add_object(generic.StreamObject(stream_data=drawing)))


@pytest.mark.parametrize("sport", SPORTS)
def test_a_score_painted_over_before_anyone_signed_is_seen_by_verify(actas, clubs, sport):
    acta = actas[sport]
    forged = unsigned_update(acta.pdf, paint_over_the_score)
    pdf = sign(forged, "delegado_local", delegate(clubs, acta.home_club))
    pdf = sign(pdf, "delegado_visitante", delegate(clubs, acta.away_club))
    report = verify.verify_acta(pdf, roots(clubs))
    assert report.verdict == "no verificada"
    assert all(r.valid for r in report.signatures)  # they signed what they saw
    assert check(report, "Lo impreso en el acta").startswith("la página 1 ")


@pytest.mark.parametrize("sport", SPORTS)
def test_the_visitors_stamp_saying_another_result_is_seen_by_verify(actas, clubs, sport):
    acta = actas[sport]
    pdf = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
    pdf = forged_signature(pdf, delegate(clubs, acta.away_club), "delegado_visitante")
    report = verify.verify_acta(pdf, roots(clubs))
    assert report.verdict == "no verificada"
    assert check(report, "Sellos de las firmas") == (
        "el sello de la firma «Delegado visitante» no es el que Delegado dibuja para ese "
        "firmante ni el de pyHanko"
    )
