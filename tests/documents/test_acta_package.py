"""The federation package: file names, export signed or not, further signatures, and every bad
certificate refused with a Spanish message and nothing written."""

from __future__ import annotations

import json
import shutil
import subprocess
from datetime import UTC, date, datetime, timedelta

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.serialization import pkcs12
from cryptography.x509.oid import NameOID

from delegate_app.documents import acta_package, certificates, signing, verify
from delegate_app.documents.certificates import SigningError
from tests.helpers import sample
from tests.helpers.actas import locked_match_ids
from tests.helpers.pdf import assert_only_embedded_truetype

PDFSIG = shutil.which("pdfsig")
MATCH_7_NAME = "2026-10-11_Preferente_R2_Drago-de-Icod-A_Caballo-Lagunero-A.pdf"


@pytest.fixture
def match_id(demo_db):
    return locked_match_ids(demo_db)[0]


@pytest.fixture(scope="module")
def signer(club):
    return certificates.load_signer(club.p12["delegado_local"], sample.PASSPHRASE)


@pytest.fixture
def out(tmp_path):
    """The export folder (tmp_path also holds the test database)."""
    folder = tmp_path / "salida"
    folder.mkdir()
    return folder


def files_in(folder) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# --------------------------------------------------------------------------- names


def test_federation_file_name():
    name = acta_package.federation_file_name(date(2026, 12, 5), "Preferente", 3, "Club A",
                                             "Club B")  # fmt: skip
    assert name == "2026-12-05_Preferente_R3_Club-A_Club-B.pdf"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("C.A. Peña «El Peón»", "C-A-Pena-El-Peon"),
        ("Ñandú  Güímar", "Nandu-Guimar"),
        ("Dama Villera B", "Dama-Villera-B"),
        ("2ª División / grupo ½", "2a-Division-grupo-medio"),
        ("«»", "x"),
    ],
)
def test_slug_is_plain_ascii(text, expected):
    assert acta_package.slug(text) == expected
    assert acta_package.slug(text).isascii()


def test_acta_file_name_of_a_demo_match(demo_db):
    assert acta_package.acta_file_name(demo_db, 7) == MATCH_7_NAME


def test_list_actas_marks_the_locked_ones(demo_db):
    rows = acta_package.list_actas(demo_db)
    locked = [row for row in rows if row.locked_at is not None]
    assert len([row for row in locked if row.sport == "ajedrez"]) == 14
    assert len([row for row in locked if row.sport == "domino"]) == 7
    assert all(row.state.startswith("cerrada ") for row in locked)
    assert {row.state for row in rows if row.locked_at is None} == {"sin acta"}
    assert [row.scheduled_at for row in rows] == sorted(row.scheduled_at for row in rows)


# --------------------------------------------------------------------------- exporting


def test_unsigned_export_writes_pdf_and_json_with_the_federation_name(demo_db, out):
    result = acta_package.export_acta(demo_db, 7, out)
    assert files_in(out) == sorted([MATCH_7_NAME, MATCH_7_NAME.replace(".pdf", ".json")])
    pdf_path, json_path = result
    assert pdf_path.name == MATCH_7_NAME
    assert not result.signed and result.report.signatures == []
    data = json.loads(json_path.read_text(encoding="utf-8"))
    assert data == json.loads(signing.read_attachment(pdf_path.read_bytes()))
    assert data["documento"] == "ACTA-2026-2027-0007"


def test_signed_export_validates_with_pyhanko_and_poppler(demo_db, match_id, out, signer,
                                                          club):  # fmt: skip
    target = out / "acta.pdf"
    result = acta_package.export_acta(demo_db, match_id, target, signer)
    assert result.pdf_path == target and result.json_path == out / "acta.json"
    assert result.signed and result.report.ok
    pdf = target.read_bytes()
    (report,) = signing.validate_signatures(pdf, [club.authority.certificate])
    assert report.valid and report.field == "delegado_local" and report.covers_whole_file
    assert_only_embedded_truetype(pdf)
    assert sorted(p.name for p in out.iterdir()) == ["acta.json", "acta.pdf"]


def test_each_signer_in_turn_and_every_signature_holds(demo_db, match_id, out, club):
    pdf_path, _ = acta_package.export_acta(
        demo_db, match_id, out, club.p12["delegado_local"], sample.PASSPHRASE
    )
    first = pdf_path.read_bytes()
    acta_package.add_signature(
        pdf_path, club.p12["delegado_visitante"], sample.PASSPHRASE, role="delegado_visitante"
    )
    # The demo actas say "Sin árbitro": the arbiter's field is refused before signing (issue 16).
    signed_by_delegates = pdf_path.read_bytes()
    with pytest.raises(signing.SigningError, match="Sin árbitro"):
        acta_package.add_signature(pdf_path, club.p12["arbitro"], sample.PASSPHRASE, role="arbitro")
    assert pdf_path.read_bytes() == signed_by_delegates
    roles = ["delegado_local", "delegado_visitante"]
    signed = pdf_path.read_bytes()
    assert signed.startswith(first)  # incremental: the first signer's bytes are untouched
    reports = signing.validate_signatures(signed, [club.authority.certificate])
    assert [r.field for r in reports] == roles
    assert all(r.valid for r in reports), [r.problems for r in reports]
    names = [r.signer_name for r in reports]
    assert names == [sample.PEOPLE[role][0] for role in roles]
    final = verify.verify_acta(signed, [club.authority.certificate])
    assert final.ok and final.complete, final.problems
    if PDFSIG:
        output = subprocess.run([PDFSIG, str(pdf_path)], capture_output=True, text=True).stdout
        assert output.count("Signature Validation: Signature is Valid.") == 2
        for name in names:
            assert name in output


def test_an_external_ca_certificate_signs_too(demo_db, match_id, out, fnmt_style):
    result = acta_package.export_acta(
        demo_db, match_id, out, fnmt_style["p12"], fnmt_style["passphrase"]
    )
    (report,) = result.report.signatures
    assert report.valid and report.signer_name == "GONZÁLEZ PEÑA LUIS - 12345678Z"
    assert verify.verify_acta(result.pdf_path.read_bytes(), [fnmt_style["root"]]).ok


def test_an_open_acta_is_exported_unsigned_but_never_signed(demo_db, out, signer):
    from tests.helpers.actas import open_match

    open_id = open_match(demo_db)
    with pytest.raises(acta_package.ExportError, match="todavía no está cerrada"):
        acta_package.export_acta(demo_db, open_id, out, signer)
    assert files_in(out) == []
    draft = acta_package.export_acta(demo_db, open_id, out)
    assert not draft.signed and draft.pdf_path.is_file()


def test_the_role_chooses_the_field(demo_db, match_id, out, signer):
    # Not "arbitro": the demo actas name no arbiter, and that field is then refused (issue 16).
    result = acta_package.export_acta(demo_db, match_id, out, signer, role="delegado_visitante")
    assert [r.field for r in result.report.signatures] == ["delegado_visitante"]


def test_a_field_cannot_be_signed_twice(demo_db, match_id, out, signer):
    pdf_path, _ = acta_package.export_acta(demo_db, match_id, out, signer)
    before = pdf_path.read_bytes()
    with pytest.raises(SigningError, match="ya está hecha"):
        acta_package.add_signature(pdf_path, signer, role="delegado_local")
    assert pdf_path.read_bytes() == before


def test_a_tampered_file_is_not_signed_again(demo_db, match_id, out, signer):
    pdf_path, _ = acta_package.export_acta(demo_db, match_id, out, signer)
    pdf_path.write_bytes(pdf_path.read_bytes() + b"\n% cambio\n")
    before = pdf_path.read_bytes()
    with pytest.raises(SigningError, match="ya no está íntegro"):
        acta_package.add_signature(pdf_path, signer, role="delegado_visitante")
    assert pdf_path.read_bytes() == before


def test_unknown_role_and_missing_folder(demo_db, match_id, out, signer):
    with pytest.raises(acta_package.ExportError, match="Papel de firma desconocido"):
        acta_package.export_acta(demo_db, match_id, out, signer, role="capitan")
    with pytest.raises(acta_package.ExportError, match="no existe"):
        acta_package.export_acta(demo_db, match_id, out / "no" / "acta.pdf", signer)
    assert files_in(out) == []


def test_a_failed_self_check_writes_nothing(demo_db, match_id, out, signer, monkeypatch):
    def broken(pdf, roots=()):
        report = verify.VerificationReport(size=len(pdf))
        report.checks = [verify.Check("Marcador (art. 7)", False, "no suma")]
        return report

    monkeypatch.setattr(acta_package, "verify_acta", broken)
    with pytest.raises(acta_package.ExportError, match="no supera su propia comprobación"):
        acta_package.export_acta(demo_db, match_id, out, signer)
    assert files_in(out) == []


def test_a_failure_between_the_two_renames_leaves_neither(demo_db, match_id, out,
                                                          monkeypatch):  # fmt: skip
    real_replace = acta_package.os.replace
    calls = []

    def second_fails(source, target):
        calls.append(target)
        if len(calls) == 2:
            raise OSError(28, "No queda espacio en el disco")
        real_replace(source, target)

    monkeypatch.setattr(acta_package.os, "replace", second_fails)
    with pytest.raises(acta_package.ExportError, match="el disco está lleno"):
        acta_package.export_acta(demo_db, match_id, out)
    assert files_in(out) == []


# --------------------------------------------------------------------------- bad certificates


def _p12(certificate, key, passphrase=sample.PASSPHRASE, chain=()) -> bytes:
    return certificates.pkcs12_bytes(certificate, key, passphrase, chain=chain)


def _issued(club, not_before, not_after):
    return certificates.issue_delegate_certificate(
        club.authority,
        full_name="Pedro Delegado Caducado",
        licence="TF-0001",
        not_before=not_before,
        not_after=not_after,
    )


def _without_signing_usage(club) -> bytes:
    key = certificates.generate_key()
    now = datetime.now(UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Solo cifrado")]))
        .issuer_name(club.authority.certificate.subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - timedelta(days=1))
        .not_valid_after(now + timedelta(days=100))
        .add_extension(
            x509.KeyUsage(False, False, True, False, True, False, False, False, False),
            critical=True,
        )
        .sign(club.authority.private_key, hashes.SHA256())
    )
    return _p12(certificate, key, chain=(club.authority.certificate,))


def _certificate_without_key(club) -> bytes:
    return pkcs12.serialize_key_and_certificates(
        b"sin clave",
        None,
        None,
        [club.authority.certificate],
        serialization.BestAvailableEncryption(sample.PASSPHRASE.encode()),
    )


def bad_certificates(club) -> dict[str, tuple[bytes, str, str]]:
    """case -> (p12 bytes, passphrase, what the message must say)."""
    now = datetime.now(UTC)
    expired = _issued(club, now - timedelta(days=400), now - timedelta(days=2))
    future = _issued(club, now + timedelta(days=3), now + timedelta(days=400))
    good = club.p12["delegado_local"]
    return {
        "wrong passphrase": (good, "no es esta", "contraseña del certificado no es correcta"),
        "empty passphrase": (good, "", "Escriba la contraseña"),
        "expired": (
            _p12(expired.certificate, expired.private_key, chain=expired.chain),
            sample.PASSPHRASE,
            "caducó el",
        ),
        "not yet valid": (
            _p12(future.certificate, future.private_key, chain=future.chain),
            sample.PASSPHRASE,
            "todavía no es válido",
        ),
        "no signing usage": (
            _without_signing_usage(club),
            sample.PASSPHRASE,
            "no sirve para firmar documentos",
        ),
        "corrupt file": (b"\x30\x82basura" * 40, sample.PASSPHRASE, "no es un certificado"),
        "truncated file": (good[: len(good) // 2], sample.PASSPHRASE, "no es un certificado"),
        "no private key": (_certificate_without_key(club), sample.PASSPHRASE, "clave"),
    }


CASES = [
    "wrong passphrase",
    "empty passphrase",
    "expired",
    "not yet valid",
    "no signing usage",
    "corrupt file",
    "truncated file",
    "no private key",
]


@pytest.mark.parametrize("case", CASES)
def test_a_bad_certificate_is_refused_and_nothing_is_written(demo_db, match_id, tmp_path, club,
                                                             case):  # fmt: skip
    data, passphrase, message = bad_certificates(club)[case]
    p12_path = tmp_path / "certificado.p12"
    p12_path.write_bytes(data)
    out = tmp_path / "salida"
    out.mkdir()
    with pytest.raises(SigningError) as refused:
        acta_package.export_acta(demo_db, match_id, out, p12_path, passphrase)
    assert message in str(refused.value)
    assert passphrase == "" or passphrase not in str(refused.value)
    assert files_in(out) == []


@pytest.mark.parametrize("case", ["wrong passphrase", "expired", "no signing usage"])
def test_a_bad_certificate_does_not_touch_an_exported_acta(demo_db, match_id, out, club,
                                                           signer, case):  # fmt: skip
    pdf_path, _ = acta_package.export_acta(demo_db, match_id, out, signer)
    before = pdf_path.read_bytes()
    data, passphrase, message = bad_certificates(club)[case]
    with pytest.raises(SigningError, match=message):
        acta_package.add_signature(pdf_path, data, passphrase, role="delegado_visitante")
    assert pdf_path.read_bytes() == before
    assert len(files_in(out)) == 2
