"""Club authority, delegate certificates, .p12 files and every way loading a signer can fail."""

from __future__ import annotations

import logging
import os
import stat
from datetime import UTC, datetime, timedelta

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.serialization import pkcs12
from cryptography.x509.oid import NameOID

from delegate_app.documents import certificates
from delegate_app.documents.certificates import SigningError
from tests.helpers import sample

NOW = datetime.now(UTC)


@pytest.fixture(scope="module")
def authority():
    return certificates.create_club_authority(
        "Club de Prueba", not_before=NOW - timedelta(days=10), not_after=NOW + timedelta(days=3650)
    )


def issue(authority, *, days_before=1, days_after=365, **kwargs):
    return certificates.issue_delegate_certificate(
        authority,
        full_name=kwargs.pop("full_name", "Ana Martín Núñez"),
        licence=kwargs.pop("licence", "12345678Z"),
        not_before=NOW + timedelta(days=-days_before),
        not_after=NOW + timedelta(days=days_after),
        **kwargs,
    )


def p12_of(issued, passphrase=sample.PASSPHRASE):
    return certificates.pkcs12_bytes(
        issued.certificate, issued.private_key, passphrase, chain=issued.chain
    )


def test_authority_is_a_ca_that_only_signs_certificates(authority):
    cert = authority.certificate
    basic = cert.extensions.get_extension_for_class(x509.BasicConstraints)
    usage = cert.extensions.get_extension_for_class(x509.KeyUsage).value
    assert basic.critical and basic.value.ca and basic.value.path_length == 0
    assert usage.key_cert_sign and usage.crl_sign
    assert not usage.digital_signature and not usage.content_commitment
    assert cert.issuer == cert.subject
    cert.verify_directly_issued_by(cert)


def test_delegate_certificate_names_the_person_and_can_sign(authority):
    issued = issue(authority, club_name="Club de Prueba")
    cert = issued.certificate
    cn = cert.subject.get_attributes_for_oid(NameOID.COMMON_NAME)[0].value
    serial = cert.subject.get_attributes_for_oid(NameOID.SERIAL_NUMBER)[0].value
    assert (cn, serial) == ("Ana Martín Núñez", "12345678Z")
    usage = cert.extensions.get_extension_for_class(x509.KeyUsage).value
    assert usage.digital_signature and usage.content_commitment and not usage.key_cert_sign
    assert not cert.extensions.get_extension_for_class(x509.BasicConstraints).value.ca
    cert.verify_directly_issued_by(authority.certificate)
    assert issued.chain == (authority.certificate,)


def test_validity_dates_are_the_ones_given(authority):
    start = datetime(2025, 9, 1, tzinfo=UTC)
    end = datetime(2026, 8, 31, 23, 59, 59, tzinfo=UTC)
    issued = certificates.issue_delegate_certificate(
        authority, full_name="X", licence="Y", not_before=start, not_after=end
    )
    assert issued.certificate.not_valid_before_utc == start
    assert issued.certificate.not_valid_after_utc == end
    with pytest.raises(ValueError):
        certificates.issue_delegate_certificate(
            authority, full_name="X", licence="Y", not_before=end, not_after=start
        )


def test_p12_key_is_always_encrypted(authority):
    data = p12_of(issue(authority))
    with pytest.raises(ValueError):
        pkcs12.load_key_and_certificates(data, None)
    key, cert, chain = pkcs12.load_key_and_certificates(data, sample.PASSPHRASE.encode())
    assert key is not None and cert is not None and len(chain) == 1


@pytest.mark.parametrize("passphrase", ["", "   "])
def test_empty_passphrase_is_refused_and_nothing_is_written(tmp_path, authority, passphrase):
    issued = issue(authority)
    with pytest.raises(SigningError, match="contraseña"):
        certificates.pkcs12_bytes(issued.certificate, issued.private_key, passphrase)
    with pytest.raises(SigningError):
        certificates.save_pkcs12(
            tmp_path / "delegado.p12", issued.certificate, issued.private_key, passphrase
        )
    assert list(tmp_path.iterdir()) == []


def test_saved_p12_is_private_and_loads_from_its_path(tmp_path, authority):
    issued = issue(authority)
    path = tmp_path / "delegado.p12"
    certificates.save_pkcs12(
        path, issued.certificate, issued.private_key, sample.PASSPHRASE, chain=issued.chain
    )
    assert sample.PASSPHRASE.encode() not in path.read_bytes()
    if os.name == "posix":
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    loaded = certificates.load_signer(path, sample.PASSPHRASE)
    assert loaded.name == "Ana Martín Núñez"
    assert loaded.licence == "12345678Z"
    assert loaded.chain == (authority.certificate,)
    assert [p.name for p in tmp_path.iterdir()] == ["delegado.p12"]


@pytest.mark.parametrize("encoding", ["pem", "der"])
def test_ca_certificate_exports_alone(authority, encoding):
    exported = certificates.export_certificate(authority.certificate, encoding)
    assert b"PRIVATE" not in exported
    assert certificates.load_certificate(exported) == authority.certificate


def test_loading_garbage_as_certificate_fails_in_spanish():
    with pytest.raises(SigningError, match="certificado válido"):
        certificates.load_certificate(b"no es un certificado")


# --------------------------------------------------------------------------- load_signer


def test_wrong_passphrase(authority, caplog):
    data = p12_of(issue(authority))
    caplog.set_level(logging.DEBUG)
    with pytest.raises(SigningError, match="contraseña del certificado no es correcta") as info:
        certificates.load_signer(data, "otra contraseña")
    assert info.value.__cause__ is None and info.value.__suppress_context__
    assert "otra contraseña" not in caplog.text


def test_missing_passphrase(authority):
    with pytest.raises(SigningError, match="Escriba la contraseña"):
        certificates.load_signer(p12_of(issue(authority)), "")


def test_expired_certificate(authority):
    data = p12_of(issue(authority, days_before=400, days_after=-1))
    with pytest.raises(SigningError, match="caducó"):
        certificates.load_signer(data, sample.PASSPHRASE)


def test_certificate_not_yet_valid(authority):
    data = p12_of(issue(authority, days_before=-2, days_after=300))
    with pytest.raises(SigningError, match="todavía no es válido"):
        certificates.load_signer(data, sample.PASSPHRASE)


def test_validity_is_checked_against_the_time_given(authority):
    data = p12_of(issue(authority))
    assert certificates.load_signer(data, sample.PASSPHRASE, now=NOW).name
    with pytest.raises(SigningError, match="caducó"):
        certificates.load_signer(data, sample.PASSPHRASE, now=NOW + timedelta(days=366))


def test_the_authority_itself_cannot_sign_actas(authority):
    data = certificates.pkcs12_bytes(
        authority.certificate, authority.private_key, sample.PASSPHRASE
    )
    with pytest.raises(SigningError, match="no sirve para firmar"):
        certificates.load_signer(data, sample.PASSPHRASE)


def _custom_cert(authority, key, *, usage: x509.KeyUsage | None):
    builder = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Sin uso de firma")]))
        .issuer_name(authority.certificate.subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(NOW - timedelta(days=1))
        .not_valid_after(NOW + timedelta(days=30))
    )
    if usage is not None:
        builder = builder.add_extension(usage, critical=True)
    return builder.sign(authority.private_key, hashes.SHA256())


ENCIPHER_ONLY_USAGE = x509.KeyUsage(
    digital_signature=False,
    content_commitment=False,
    key_encipherment=True,
    data_encipherment=False,
    key_agreement=False,
    key_cert_sign=False,
    crl_sign=False,
    encipher_only=False,
    decipher_only=False,
)


@pytest.mark.parametrize("usage", [ENCIPHER_ONLY_USAGE, None], ids=["encipherment", "absent"])
def test_certificate_without_signing_usage(authority, usage):
    key = ec.generate_private_key(ec.SECP256R1())
    cert = _custom_cert(authority, key, usage=usage)
    data = certificates.pkcs12_bytes(cert, key, sample.PASSPHRASE)
    with pytest.raises(SigningError, match="no sirve para firmar"):
        certificates.load_signer(data, sample.PASSPHRASE)


@pytest.mark.parametrize(
    "damage",
    [lambda d: b"", lambda d: os.urandom(600), lambda d: d[: len(d) // 2], lambda d: b"%PDF-1.7"],
    ids=["empty", "random", "truncated", "pdf"],
)
def test_corrupt_file(authority, damage):
    data = damage(p12_of(issue(authority)))
    with pytest.raises(SigningError, match="dañado"):
        certificates.load_signer(data, sample.PASSPHRASE)


def test_file_without_a_key(authority):
    issued = issue(authority)
    encryption = serialization.BestAvailableEncryption(sample.PASSPHRASE.encode())
    data = pkcs12.serialize_key_and_certificates(
        b"solo certificado", None, issued.certificate, None, encryption
    )
    with pytest.raises(SigningError, match="no su clave privada"):
        certificates.load_signer(data, sample.PASSPHRASE)


def test_unreadable_path(tmp_path):
    with pytest.raises(SigningError, match="No se puede leer"):
        certificates.load_signer(tmp_path / "no-existe.p12", sample.PASSPHRASE)


def test_failures_write_nothing(tmp_path, authority, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for data, passphrase in ((p12_of(issue(authority)), "mal"), (b"basura", "x")):
        with pytest.raises(SigningError):
            certificates.load_signer(data, passphrase)
    assert list(tmp_path.iterdir()) == []


# --------------------------------------------------------------------------- external CA


def test_external_ca_p12_with_chain_loads(fnmt_style):
    loaded = certificates.load_signer(fnmt_style["p12"], fnmt_style["passphrase"])
    assert loaded.name == "GONZÁLEZ PEÑA LUIS - 12345678Z"
    assert loaded.licence == "IDCES-12345678Z"
    assert set(loaded.chain) == {fnmt_style["sub"], fnmt_style["root"]}
    assert loaded.certificate == fnmt_style["person"]
