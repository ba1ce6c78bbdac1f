"""verify_acta: a sound signed acta passes; every way of changing it afterwards, and every
inconsistency inside its acta.json, fails with a reason a delegate can read."""

from __future__ import annotations

import json
import shutil
from datetime import UTC, datetime, timedelta
from io import BytesIO

import pytest
from pyhanko.pdf_utils import generic
from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
from sqlmodel import select

from delegate_app.documents import certificates, signing, verify, verify_batch
from delegate_app.documents.chess import acta_pdf
from delegate_app.domain.acta_hash import canonical_json
from delegate_app.store.models import MatchDay
from tests.helpers import sample
from tests.helpers.demo import demo_copy


@pytest.fixture(scope="module")
def acta_db(demo_template, tmp_path_factory):
    with demo_copy(demo_template, tmp_path_factory.mktemp("verificar") / "demo.sqlite3") as db:
        yield db


@pytest.fixture(scope="module")
def match_id(acta_db):
    with acta_db.session() as s:
        return s.exec(select(MatchDay.match_id).where(MatchDay.locked_at != None)).first()  # noqa: E711


@pytest.fixture(scope="module")
def signers(club):
    return {
        role: certificates.load_signer(club.p12[role], sample.PASSPHRASE)
        for role in ("delegado_local", "delegado_visitante")
    }


def sign_all(pdf: bytes, signers) -> bytes:
    for role, signer in signers.items():
        pdf = signing.sign_pdf(pdf, role, signer, reason="Conforme", location="La Laguna")
    return pdf


@pytest.fixture(scope="module")
def signed(acta_db, match_id, signers):
    return sign_all(acta_pdf.build_acta_pdf(acta_db, match_id), signers)


@pytest.fixture(scope="module")
def roots(club):
    return [club.authority.certificate]


def tampered_data(acta_db, match_id, signers, change) -> bytes:
    """A signed acta whose acta.json was altered before it was signed (a forged file)."""
    source = acta_pdf.load_source(acta_db, match_id)
    data = json.loads(canonical_json(acta_pdf.envelope(source)))
    change(data)
    return sign_all(acta_pdf.LAYOUT.render(source, data).pdf, signers)


def failing(report) -> dict[str, str]:
    return {check.name: check.detail for check in report.checks if not check.ok}


# --------------------------------------------------------------------------- sound


def test_a_signed_acta_verifies(signed, roots):
    report = verify.verify_acta(signed, roots)
    assert report.ok, report.problems
    assert [r.field for r in report.signatures] == ["delegado_local", "delegado_visitante"]
    assert [r.signer_name for r in report.signatures] == [
        sample.PEOPLE["delegado_local"][0],
        sample.PEOPLE["delegado_visitante"][0],
    ]
    assert all(r.intact and r.trusted and not r.modified_after for r in report.signatures)
    assert [r.covers_whole_file for r in report.signatures] == [False, True]
    assert report.unsigned_fields == ["arbitro"]
    assert all(check.ok for check in report.checks)
    assert {c.name for c in report.checks} >= {
        "Huella de los datos (SHA-256)",
        "Marcador (art. 7)",
        "Orden de las alineaciones (art. 18.2)",
        "Firmas manuscritas del acta",
    }
    lines = "\n".join(report.lines())
    assert "RESULTADO: correcta" in lines
    assert "Campos sin firmar: Árbitro" in lines
    as_dict = report.as_dict()
    assert as_dict["correcta"] is True
    assert as_dict["documento"] == report.document_id
    json.dumps(as_dict, ensure_ascii=False)  # serialisable as it is


def test_the_printed_hash_is_the_one_stored_at_lock(signed, roots, acta_db, match_id):
    with acta_db.session() as s:
        stored = s.exec(select(MatchDay).where(MatchDay.match_id == match_id)).one().content_hash
    report = verify.verify_acta(signed, roots)
    assert report.printed_hash == stored
    assert report.document_id == f"ACTA-2026-2027-{match_id:04d}"


@pytest.mark.skipif(shutil.which("pdfsig") is None, reason="pdfsig not installed")
def test_poppler_agrees(signed, tmp_path):
    import subprocess

    path = tmp_path / "acta.pdf"
    path.write_bytes(signed)
    output = subprocess.run(["pdfsig", str(path)], capture_output=True, text=True).stdout
    assert output.count("Signature Validation: Signature is Valid.") == 2
    assert "Total document signed" in output


# --------------------------------------------------------------------------- changed afterwards


def test_a_byte_changed_inside_a_signed_range_fails(signed, roots):
    old = b"/Title (Acta del encuentro)"
    assert signed.count(old) >= 1
    index = signed.index(old)
    tampered = signed[:index] + b"/Title (Acta del encuentrO)" + signed[index + len(old) :]
    report = verify.verify_acta(tampered, roots)
    assert not report.ok
    assert all(not r.intact for r in report.signatures)
    assert any("el contenido firmado ha cambiado" in p for p in report.problems)
    assert "RESULTADO: NO VERIFICADA" in "\n".join(report.lines())


def test_a_revision_appended_after_signing_fails(signed, roots):
    writer = IncrementalPdfFileWriter(BytesIO(signed))
    stream = generic.StreamObject(stream_data=b"1 1 1 rg 80 600 200 40 re f")
    writer.add_stream_to_page(0, writer.add_object(stream))
    out = BytesIO()
    writer.write(out)
    report = verify.verify_acta(out.getvalue(), roots)
    assert not report.ok
    assert all(r.intact and r.modified_after for r in report.signatures)
    assert any("se añadieron cambios que no son firmas" in p for p in report.problems)


def test_bytes_appended_after_signing_fail(signed, roots):
    report = verify.verify_acta(signed + b"\n% el marcador era 3-1\n", roots)
    assert not report.ok
    assert not report.signatures[-1].covers_whole_file
    assert any(verify.signing.MODIFIED_AFTER_SIGNING in p for p in report.problems)


# --------------------------------------------------------------------------- the data


def test_a_score_that_does_not_add_up_fails(acta_db, match_id, signers, roots):
    def change(data):
        data["marcador"]["local"], data["marcador"]["visitante"] = "4", "0"

    report = verify.verify_acta(tampered_data(acta_db, match_id, signers, change), roots)
    assert all(r.valid for r in report.signatures)  # the forger signed what he forged
    assert not report.ok
    # The page is what acta.json renders to (the score is laid out from the boards, as the
    # export does): the summary that does not add up is what fails, and says why.
    assert list(failing(report)) == ["Marcador (art. 7)"]
    detail = failing(report)["Marcador (art. 7)"]
    assert "el acta dice 4–0, pero los resultados de los tableros suman" in detail


def test_a_result_changed_in_the_content_breaks_the_hash(acta_db, match_id, signers, roots):
    def change(data):
        board = data["contenido"]["tableros"][0]
        board["resultado"] = "1-0" if board["resultado"] != "1-0" else "0-1"

    report = verify.verify_acta(tampered_data(acta_db, match_id, signers, change), roots)
    assert not report.ok
    assert "se ha modificado" in failing(report)["Huella de los datos (SHA-256)"]


def test_content_and_hash_both_replaced_still_differ_from_the_print(
    acta_db, match_id, signers, roots
):
    def change(data):
        data["contenido"]["tableros"][0]["resultado"] = "½-½"
        data["hash_contenido"] = acta_pdf.content_hash_of(data)

    report = verify.verify_acta(tampered_data(acta_db, match_id, signers, change), roots)
    assert "no es el impreso en el acta" in failing(report)["Huella de los datos (SHA-256)"]


def test_a_lineup_out_of_list_order_is_found(acta_db, match_id, signers, roots):
    def change(data):
        lines = data["alineaciones"]["local"]
        lines[0]["numero_lista"], lines[1]["numero_lista"] = 40, 2

    report = verify.verify_acta(tampered_data(acta_db, match_id, signers, change), roots)
    # The page prints the true list numbers: what it prints is not acta.json either.
    assert list(failing(report)) == [
        "Orden de las alineaciones (art. 18.2)",
        "Lo impreso en el acta",
    ]
    assert (
        "n.º» imprime «1 · lic.» y acta.json da «40 · lic.»"
        in failing(report)["Lo impreso en el acta"]
    )
    detail = failing(report)["Orden de las alineaciones (art. 18.2)"]
    assert detail.startswith("equipo local: Art. 18.2: el tablero 1")


def test_an_incident_under_the_wrong_article_is_found(acta_db, signers, roots):
    with acta_db.session() as s:
        ids = [m.match_id for m in s.exec(select(MatchDay).where(MatchDay.locked_at != None))]  # noqa: E711
    with_incident = next(i for i in ids if acta_pdf.load_source(acta_db, i).content["incidencias"])

    def change(data):
        data["contenido"]["incidencias"][0]["articulo"] = "CH-99"

    report = verify.verify_acta(tampered_data(acta_db, with_incident, signers, change), roots)
    assert "cita CH-99" in failing(report)["Artículos de las incidencias"]


def test_a_digitally_signed_draft_is_not_an_acta(acta_db, signers, roots):
    from tests.helpers.actas import open_match

    draft = acta_pdf.build_acta_pdf(acta_db, open_match(acta_db, round_number=12))
    report = verify.verify_acta(sign_all(draft, signers), roots)
    assert all(r.valid for r in report.signatures)
    assert failing(report) == {
        "Estado del acta": "se firmó digitalmente un borrador: el acta no estaba cerrada"
    }


# --------------------------------------------------------------------------- trust and input


def test_an_untrusted_authority_is_reported(signed, fnmt_style):
    report = verify.verify_acta(signed, [fnmt_style["root"]])
    assert not report.ok
    assert all(r.intact and not r.trusted for r in report.signatures)
    assert all("certificado no reconocido" in r.reason for r in report.signatures)
    assert all(check.ok for check in report.checks)  # the data itself is sound


def test_without_trust_roots_the_report_says_what_to_give(signed):
    report = verify.verify_acta(signed)
    assert not report.ok
    assert verify.NO_TRUST_HINT in "\n".join(report.lines())


def test_an_expired_certificate_at_verification_time(signed, roots):
    later = datetime.now(UTC) + timedelta(days=800)
    report = verify.verify_acta(signed, roots, moment=later)
    assert not report.ok
    assert all("caducado" in r.reason for r in report.signatures)


def test_an_unsigned_acta_is_not_verified(acta_db, match_id, roots):
    report = verify.verify_acta(acta_pdf.build_acta_pdf(acta_db, match_id), roots)
    assert not report.ok
    assert report.problems == [verify.NO_SIGNATURES]
    assert all(check.ok for check in report.checks)


def test_not_a_pdf():
    report = verify.verify_acta(b"esto no es un PDF")
    assert not report.ok and report.fatal
    assert "no es un PDF válido" in report.fatal
    assert report.lines()[1].startswith("✖")


def test_a_pdf_without_acta_json(roots, signers):
    _, built = sample.build_sample(boards=4)
    pdf = signing.add_signature_fields(built.data, built.field_boxes)
    pdf = signing.sign_pdf(pdf, "delegado_local", signers["delegado_local"], reason="x",
                           location="y")  # fmt: skip
    report = verify.verify_acta(pdf, roots)
    assert not report.ok
    assert failing(report) == {"Datos del acta": "El PDF no lleva ningún archivo adjunto."}


def test_a_foreign_json_attachment(roots, signers):
    data, built = sample.build_sample(boards=4)
    pdf = signing.add_signature_fields(built.data, built.field_boxes, attachment=data)
    pdf = signing.sign_pdf(pdf, "delegado_local", signers["delegado_local"], reason="x",
                           location="y")  # fmt: skip
    report = verify.verify_acta(pdf, roots)
    assert failing(report) == {"Datos del acta": "acta.json no tiene el formato de un acta"}


def test_a_batch_verdict_travels_without_the_parsed_pdf(signed, roots, tmp_path, monkeypatch):
    """What a worker of verify_many sends back holds plain strings: a pyHanko string (a field
    name) would drag its whole parsed PDF along, 300 KB pickled for every acta."""
    import pickle

    path = tmp_path / "acta.pdf"
    path.write_bytes(signed)
    monkeypatch.setattr(verify_batch, "_WORKER", {"roots": roots, "registry": None})
    monkeypatch.setitem(verify_batch._WORKER, "at_signing_time", False)
    verdict = verify_batch._verify_in_worker(str(path))
    assert verdict.report.ok, verdict.report.problems
    assert all(type(s.field) is str for s in verdict.report.signatures)
    assert all(type(name) is str for name in verdict.report.unsigned_fields)
    packed = pickle.dumps(verdict)
    assert b"pyhanko" not in packed and len(packed) < 20_000
