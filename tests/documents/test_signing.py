"""The signed acta flow: fields and attachment, three signatures in turn, offline validation,
and every kind of tampering a signed PDF must reveal."""

from __future__ import annotations

import hashlib
import itertools
import re
import shutil
import subprocess
from datetime import UTC, datetime, timedelta
from io import BytesIO

import pytest
from pyhanko.pdf_utils import generic
from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
from pyhanko.pdf_utils.reader import PdfFileReader
from pyhanko.sign import fields

from delegate_app.documents import certificates, signing
from delegate_app.documents.certificates import SigningError
from tests.helpers import sample
from tests.helpers.pdf import assert_only_embedded_truetype

ROLES = list(sample.PEOPLE)
needs_pdfsig = pytest.mark.skipif(shutil.which("pdfsig") is None, reason="pdfsig not installed")
needs_qpdf = pytest.mark.skipif(shutil.which("qpdf") is None, reason="qpdf not installed")


@pytest.fixture(scope="module")
def signers(club):
    return {role: certificates.load_signer(club.p12[role], sample.PASSPHRASE) for role in ROLES}


@pytest.fixture(scope="module")
def unsigned(sample_build):
    data, built = sample_build
    return signing.add_signature_fields(built.data, built.field_boxes, attachment=data)


@pytest.fixture(scope="module")
def revisions(unsigned, signers):
    """The PDF after each signature, in signing order: local, visiting delegate, arbiter."""
    pdfs = [unsigned]
    for role in ROLES:
        pdfs.append(
            signing.sign_pdf(
                pdfs[-1],
                role,
                signers[role],
                reason="Conforme con el contenido del acta",
                location="La Laguna",
                when=sample.CREATED,
            )
        )
    return pdfs


@pytest.fixture(scope="module")
def signed(revisions):
    return revisions[-1]


def trusted(club):
    return [club.authority.certificate]


# --------------------------------------------------------------------------- unsigned acta


def test_unsigned_acta_has_one_empty_field_per_role_on_the_last_page(unsigned, sample_build):
    _, built = sample_build
    reader = PdfFileReader(BytesIO(unsigned))
    found = {name: value for name, value, _ in fields.enumerate_sig_fields(reader)}
    assert found == dict.fromkeys(ROLES)
    last_page = reader.root["/Pages"]["/Kids"][-1]
    annotations = last_page["/Annots"]
    widgets = [a.get_object() for a in annotations]
    rects = {str(w["/T"]): [float(v) for v in w["/Rect"]] for w in widgets}
    for box in built.field_boxes:
        assert rects[box.name] == pytest.approx(list(box.rect))


def test_unsigned_acta_keeps_the_layout_bytes(unsigned, sample_build):
    _, built = sample_build
    assert unsigned.startswith(built.data)


def test_attachment_round_trips_and_matches_the_printed_hash(unsigned, sample_build):
    data, _ = sample_build
    attached = signing.read_attachment(unsigned)
    assert attached == data
    meta = sample.sample_meta(data)
    assert hashlib.sha256(attached).hexdigest() == meta.data_sha256
    assert b"/Subtype /application#2Fjson" in unsigned


def test_preparing_is_deterministic(unsigned, sample_build):
    data, built = sample_build
    assert signing.add_signature_fields(built.data, built.field_boxes, attachment=data) == unsigned


def test_fields_cannot_be_added_twice(unsigned, sample_build):
    _, built = sample_build
    with pytest.raises(SigningError, match="ya tiene campos"):
        signing.add_signature_fields(unsigned, built.field_boxes)


def test_missing_attachment_is_a_clear_error(sample_build, unsigned):
    _, built = sample_build
    no_attachment = signing.add_signature_fields(built.data, built.field_boxes)
    with pytest.raises(SigningError, match="ningún archivo adjunto"):
        signing.read_attachment(no_attachment)
    with pytest.raises(SigningError, match=r"«otro\.json»"):
        signing.read_attachment(unsigned, "otro.json")


@pytest.mark.parametrize(
    "tree",
    [
        generic.NumberObject(7),
        generic.DictionaryObject({generic.NameObject("/Names"): generic.NumberObject(7)}),
        generic.DictionaryObject(
            {
                generic.NameObject("/Names"): generic.ArrayObject(
                    [generic.pdf_string("acta.json"), generic.NumberObject(7)]
                )
            }
        ),
        generic.DictionaryObject({generic.NameObject("/Kids"): generic.NullObject()}),
    ],
    ids=["number", "names-not-an-array", "spec-not-a-dictionary", "kids-not-an-array"],
)
def test_a_malformed_attachment_tree_is_refused_in_spanish(unsigned, tree):
    """A hostile file's /EmbeddedFiles of the wrong kinds: "no attachment", never a TypeError."""
    writer = IncrementalPdfFileWriter(BytesIO(unsigned))
    names = writer.root["/Names"]
    names[generic.NameObject("/EmbeddedFiles")] = tree
    writer.update_container(names)
    out = BytesIO()
    writer.write(out)
    with pytest.raises(SigningError, match="no lleva el adjunto"):
        signing.read_attachment(out.getvalue())


# --------------------------------------------------------------------------- signing


def test_each_signature_appends_a_revision_and_never_rewrites(revisions):
    for before, after in itertools.pairwise(revisions):
        assert after.startswith(before)
        assert len(after) > len(before)


def test_signatures_are_pades_baseline(signed):
    reader = PdfFileReader(BytesIO(signed))
    signatures = reader.embedded_regular_signatures
    assert [s.field_name for s in signatures] == ROLES
    for signature in signatures:
        assert signature.sig_object["/SubFilter"] == "/ETSI.CAdES.detached"
        assert signature.md_algorithm == "sha256"
        assert signature.sig_object["/Reason"] == "Conforme con el contenido del acta"
        assert signature.sig_object["/Location"] == "La Laguna"
        # B-B: no timestamp token, no embedded revocation data.
        assert not signature.signer_info["unsigned_attrs"].native
    assert "/DSS" not in reader.root


def test_signed_acta_still_embeds_every_font(signed):
    assert_only_embedded_truetype(signed)


def test_a_field_cannot_be_signed_twice(revisions, signers):
    with pytest.raises(SigningError, match="ya está hecha"):
        signing.sign_pdf(
            revisions[1], "delegado_local", signers["delegado_local"], reason="x", location="y"
        )


def test_unknown_field(unsigned, signers):
    with pytest.raises(SigningError, match="«capitan»"):
        signing.sign_pdf(unsigned, "capitan", signers["arbitro"], reason="x", location="y")


def test_not_a_pdf(signers):
    with pytest.raises(SigningError, match="no es un PDF"):
        signing.sign_pdf(b"hola", "arbitro", signers["arbitro"], reason="x", location="y")
    with pytest.raises(SigningError, match="no es un PDF"):
        signing.validate_signatures(b"hola", [])
    with pytest.raises(SigningError, match="no es un PDF"):
        signing.add_signature_fields(b"hola", sample.build_sample(1)[1].field_boxes)


# --------------------------------------------------------------------------- validation


def test_three_valid_intact_signatures_the_last_covering_the_file(signed, club):
    reports = signing.validate_signatures(signed, trusted(club))
    assert [r.field for r in reports] == ROLES
    assert [r.signer_name for r in reports] == [name for name, _ in sample.PEOPLE.values()]
    assert [r.signer_id for r in reports] == [lic for _, lic in sample.PEOPLE.values()]
    for report in reports:
        assert report.valid and report.intact and report.trusted, report.problems
        assert not report.modified_after
        assert report.reason is None
        assert report.signed_at is not None
    assert [r.covers_whole_file for r in reports] == [False, False, True]


def test_partially_signed_acta_is_valid_so_far(revisions, club):
    reports = signing.validate_signatures(revisions[1], trusted(club))
    assert [(r.field, r.valid, r.covers_whole_file) for r in reports] == [
        ("delegado_local", True, True)
    ]


def test_unknown_authority_is_not_trusted_but_intact(signed, fnmt_style):
    for roots in ([], [fnmt_style["root"]]):
        reports = signing.validate_signatures(signed, roots)
        for report in reports:
            assert report.intact and not report.trusted and not report.valid
            assert report.reason.startswith(signing.UNKNOWN_CERTIFICATE)


def test_trust_root_may_be_given_as_pem_or_der(signed, club):
    for encoding in ("pem", "der"):
        root = certificates.export_certificate(club.authority.certificate, encoding)
        assert all(r.valid for r in signing.validate_signatures(signed, [root]))


def test_validation_at_a_time_after_expiry_names_the_cause(signed, club):
    later = datetime.now(UTC) + timedelta(days=400)
    reports = signing.validate_signatures(signed, trusted(club), moment=later)
    assert all(not r.valid and "caducado" in r.reason for r in reports)


def _replace_once(data: bytes, old: bytes, new: bytes) -> bytes:
    assert len(old) == len(new) and data.count(old) >= 1
    index = data.index(old)
    return data[:index] + new + data[index + len(old) :]


def test_a_changed_byte_in_the_signed_range_breaks_every_signature(signed, club):
    tampered = _replace_once(signed, b"(Acta del encuentro)", b"(Acta del encuentrO)")
    reports = signing.validate_signatures(tampered, trusted(club))
    assert len(reports) == 3
    for report in reports:
        assert not report.intact and not report.valid
        assert report.reason.startswith(signing.MODIFIED_AFTER_SIGNING)


def test_a_changed_byte_in_the_last_revision_breaks_only_the_last(signed, revisions, club):
    head, tail = signed[: len(revisions[-2])], signed[len(revisions[-2]) :]
    tail = _replace_once(tail, b"/Location (La Laguna)", b"/Location (La Lagunx)")
    reports = signing.validate_signatures(head + tail, trusted(club))
    assert [r.intact for r in reports] == [True, True, False]


def test_an_annotation_added_after_signing_is_detected(signed, club):
    writer = IncrementalPdfFileWriter(BytesIO(signed))
    page_ref, _ = writer.find_page_for_modification(-1)
    annotation = generic.DictionaryObject(
        {
            generic.pdf_name("/Type"): generic.pdf_name("/Annot"),
            generic.pdf_name("/Subtype"): generic.pdf_name("/Text"),
            generic.pdf_name("/Rect"): generic.ArrayObject(
                map(generic.FloatObject, (50, 50, 70, 70))
            ),
            generic.pdf_name("/Contents"): generic.pdf_string("Resultado corregido: 3-1"),
        }
    )
    page = page_ref.get_object()
    page["/Annots"].append(writer.add_object(annotation))
    writer.update_container(page["/Annots"])
    out = BytesIO()
    writer.write(out)
    modified = out.getvalue()
    assert modified.startswith(signed)

    reports = signing.validate_signatures(modified, trusted(club))
    assert len(reports) == 3
    for report in reports:
        assert report.intact and report.modified_after and not report.valid
        assert signing.MODIFIED_AFTER_SIGNING in report.reason
    assert not reports[-1].covers_whole_file


def test_bytes_appended_after_signing_are_detected(signed, club):
    reports = signing.validate_signatures(signed + b"\n% basura\n", trusted(club))
    assert len(reports) == 3
    for report in reports:
        assert report.intact and not report.valid and report.modified_after
        assert signing.MODIFIED_AFTER_SIGNING in report.reason
    assert not reports[-1].covers_whole_file


def test_a_new_revision_that_draws_on_the_page_is_detected(signed, club):
    writer = IncrementalPdfFileWriter(BytesIO(signed))
    stream = generic.StreamObject(stream_data=b"1 0 0 rg 300 300 40 20 re f")
    writer.add_stream_to_page(-1, writer.add_object(stream))
    out = BytesIO()
    writer.write(out)
    reports = signing.validate_signatures(out.getvalue(), trusted(club))
    assert all(r.intact and r.modified_after and not r.valid for r in reports)


def test_a_broken_revision_appended_makes_the_file_unreadable(signed, club):
    broken = signed + b"\n99 0 obj\n(revision falsa)\nendobj\nstartxref\n0\n%%EOF\n"
    with pytest.raises(SigningError, match="dañado"):
        signing.validate_signatures(broken, trusted(club))


def test_external_ca_chain_signs_and_validates(unsigned, fnmt_style):
    signer = certificates.load_signer(fnmt_style["p12"], fnmt_style["passphrase"])
    pdf = signing.sign_pdf(unsigned, "arbitro", signer, reason="Conforme", location="Telde")
    (report,) = signing.validate_signatures(pdf, [fnmt_style["root"]])
    assert report.valid, report.problems
    assert report.signer_name == "GONZÁLEZ PEÑA LUIS - 12345678Z"
    assert report.signer_id == "IDCES-12345678Z"
    reader = PdfFileReader(BytesIO(pdf))
    (signature,) = reader.embedded_regular_signatures
    # The intermediate travels inside the signature: the federation only needs the root.
    subjects = {c.subject.native["common_name"] for c in signature.other_embedded_certs}
    assert "Subordinada de prueba" in subjects


# --------------------------------------------------------------------------- other tools


def _pdfsig(pdf: bytes, tmp_path) -> str:
    path = tmp_path / "acta.pdf"
    path.write_bytes(pdf)
    result = subprocess.run(["pdfsig", str(path)], capture_output=True, text=True)
    return result.stdout + result.stderr


@needs_pdfsig
def test_pdfsig_finds_every_signature_intact(signed, tmp_path):
    # pdfsig does not know the club CA, so only the integrity line is checked, not trust.
    output = _pdfsig(signed, tmp_path)
    assert output.count("Signature Validation: Signature is Valid.") == 3, output
    assert output.count("Total document signed") == 1
    for role in ROLES:
        assert f"Signature Field Name: {role}" in output


@needs_pdfsig
def test_pdfsig_sees_a_changed_byte(signed, tmp_path):
    tampered = _replace_once(signed, b"(Acta del encuentro)", b"(Acta del encuentrO)")
    output = _pdfsig(tampered, tmp_path)
    assert "Signature is Valid." not in output
    assert re.search(r"Signature Validation: (Digest Mismatch|Signature is Invalid)", output)


@needs_qpdf
def test_qpdf_finds_no_structural_errors(signed, tmp_path):
    path = tmp_path / "acta.pdf"
    path.write_bytes(signed)
    result = subprocess.run(["qpdf", "--check", str(path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "No syntax or stream encoding errors found" in result.stdout


def test_a_short_room_estimate_falls_back_to_measuring(unsigned, signers, club, monkeypatch):
    monkeypatch.setattr(signing, "signature_room", lambda signer: 64)
    pdf = signing.sign_pdf(
        unsigned, "arbitro", signers["arbitro"], reason="Conforme", location="La Laguna"
    )
    (report,) = signing.validate_signatures(pdf, trusted(club))
    assert report.valid
