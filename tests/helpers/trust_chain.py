"""Forgers' certificates and clocks for tests/security/test_trust_chain.py: an intermediate CA
made with a club's own authority, certificates valid at any moment or without the signing
usage, a signer's computer clock set anywhere, and the two commands that judge an acta run
in this process (`delegado verify` and `delegado federacion importar`)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path
from unittest import mock

from cryptography import x509
from cryptography.hazmat.primitives import hashes
from cryptography.x509.oid import NameOID

from delegate_app.documents import certificates, signing
from tests.helpers.security import NOW, PASSPHRASE, authority


def intermediate_under(ca: certificates.Authority, name: str) -> certificates.Authority:
    """A CA certificate issued by `ca` (a club's authority, whose key the club holds): what
    pyHanko accepts when the anchor's path length is not enforced."""
    key = certificates.generate_key()
    subject = x509.Name(
        [
            x509.NameAttribute(NameOID.COUNTRY_NAME, "ES"),
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, name),
            x509.NameAttribute(NameOID.COMMON_NAME, f"Subautoridad {name}"),
        ]
    )
    ski = ca.certificate.extensions.get_extension_for_class(x509.SubjectKeyIdentifier).value
    certificate = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(ca.certificate.subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(NOW - timedelta(days=400))
        .not_valid_after(NOW + timedelta(days=400))
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .add_extension(
            x509.KeyUsage(False, False, False, False, False, True, True, False, False),
            critical=True,
        )
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), False)
        .add_extension(x509.AuthorityKeyIdentifier.from_issuer_subject_key_identifier(ski), False)
        .sign(ca.private_key, hashes.SHA256())
    )
    return certificates.Authority(certificate, key, chain=(ca.certificate, *ca.chain))


def person(
    ca: certificates.Authority,
    name: str,
    serial: str,
    *,
    not_before: datetime | None = None,
    not_after: datetime | None = None,
    signing_usage: bool = True,
) -> certificates.LoadedSigner:
    """A personal certificate of `ca`, loaded as its holder's tool would whatever its dates."""
    start = not_before or NOW - timedelta(days=400)
    end = not_after or NOW + timedelta(days=400)
    issued = certificates.issue_delegate_certificate(
        ca, full_name=name, licence=serial, not_before=start, not_after=end
    )
    certificate = issued.certificate
    if not signing_usage:  # the same certificate, only for key agreement
        builder = (
            x509.CertificateBuilder()
            .subject_name(certificate.subject)
            .issuer_name(certificate.issuer)
            .public_key(issued.private_key.public_key())
            .serial_number(certificate.serial_number)
            .not_valid_before(start)
            .not_valid_after(end)
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(
                x509.KeyUsage(False, False, False, False, True, False, False, False, False),
                critical=True,
            )
        )
        certificate = builder.sign(ca.private_key, hashes.SHA256())
    p12 = certificates.pkcs12_bytes(certificate, issued.private_key, PASSPHRASE, chain=issued.chain)
    loaded = _load_anyway(p12, certificate, start)
    return loaded


def _load_anyway(p12: bytes, certificate, start: datetime) -> certificates.LoadedSigner:
    """The .p12 loaded without the app's checks of dates and usage, as a forger's tool would."""
    from asn1crypto import keys as asn1_keys
    from asn1crypto import x509 as asn1_x509
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.serialization import pkcs12
    from pyhanko.sign.signers import SimpleSigner
    from pyhanko_certvalidator.registry import SimpleCertificateStore

    key, _, chain = pkcs12.load_key_and_certificates(p12, PASSPHRASE.encode())
    der = serialization.Encoding.DER
    store = SimpleCertificateStore()
    store.register_multiple(asn1_x509.Certificate.load(c.public_bytes(der)) for c in chain)
    signer = SimpleSigner(
        signing_cert=asn1_x509.Certificate.load(certificate.public_bytes(der)),
        signing_key=asn1_keys.PrivateKeyInfo.load(
            key.private_bytes(der, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
        ),
        cert_registry=store,
    )
    name = certificate.subject.get_attributes_for_oid(NameOID.COMMON_NAME)[0].value
    serial = certificate.subject.get_attributes_for_oid(NameOID.SERIAL_NUMBER)[0].value
    return certificates.LoadedSigner(
        signer, certificate, tuple(chain), str(name), str(serial), certificate.not_valid_after_utc
    )


def club_authority(name: str) -> certificates.Authority:
    return authority(name)


@contextlib.contextmanager
def signer_clock(moment: datetime) -> Iterator[None]:
    """The signer's computer clock set to `moment` (pyHanko records that time)."""
    import datetime as real

    from pyhanko.sign.signers import pdf_signer

    offset = moment - real.datetime.now(real.UTC)

    class Clock(real.datetime):
        @classmethod
        def now(cls, tz=None):
            return real.datetime.now(tz) + offset

    with mock.patch.object(pdf_signer, "datetime", Clock):
        yield


def forged(pdf: bytes, role: str, signer, *, at: datetime | None = None) -> bytes:
    """Sign as a forger's tool would: the app's own pre-signing refusals switched off."""
    clock = signer_clock(at) if at is not None else contextlib.nullcontext()
    with mock.patch.object(signing, "check_signable", lambda *args, **kwargs: None), clock:
        # The signing moment is what the signer's own clock says (sign_pdf records `when`).
        return signing.sign_pdf(pdf, role, signer, reason="Conforme", location="La Laguna", when=at)


def verify_command(capsys, pdf: bytes | Path, registry: Path, *extra, tmp_path: Path):
    """`delegado verify FILE [MORE FILES] --registry REG [OPTIONS]`: (exit code, what it
    printed). Paths among `extra` are more files (a receipt); the rest are options."""
    from delegate_app.cli import main

    path = pdf if isinstance(pdf, Path) else tmp_path / "acta.pdf"
    if not isinstance(pdf, Path):
        path.write_bytes(pdf)
    capsys.readouterr()
    files = [str(e) for e in extra if isinstance(e, Path)]
    options = [str(e) for e in extra if not isinstance(e, Path)]
    code = main(["verify", str(path), *files, "--registry", str(registry), *options])
    captured = capsys.readouterr()
    return code, captured.out + captured.err


def import_command(capsys, pdf: bytes, registry: Path, tmp_path: Path, *extra):
    """`delegado federacion importar ACTA --db FED --registry REG`: (exit code, the acta's
    line, stderr)."""
    from delegate_app.cli import main

    folder = tmp_path / "recibidas"
    folder.mkdir(exist_ok=True)
    path = folder / f"acta-{len(list(folder.iterdir()))}.pdf"
    path.write_bytes(pdf)
    capsys.readouterr()
    args = ["federacion", "importar", str(path), "--db", str(tmp_path / "federacion.sqlite3")]
    code = main([*args, "--registry", str(registry), "--procesos", "0", *map(str, extra)])
    captured = capsys.readouterr()
    lines = [line for line in captured.out.splitlines() if path.name in line]
    return code, (lines[0] if lines else ""), captured.err
