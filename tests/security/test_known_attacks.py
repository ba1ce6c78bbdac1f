"""Attacks that failed correctly before issue 16, kept here so they keep failing: an unsigned
update after signing, a flipped byte, a self-signed certificate, an untrusted authority."""

from __future__ import annotations

from io import BytesIO

from pyhanko.pdf_utils import generic
from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter

from delegate_app.documents import certificates, verify
from tests.helpers.security import (
    NOW,
    PASSPHRASE,
    authority,
    issue,
    sign,
    signed_by_both,
    trust_roots,
)


def test_an_unsigned_update_after_both_signatures_changing_the_title(actas, clubs):
    pdf = signed_by_both(actas["domino"], clubs)
    writer = IncrementalPdfFileWriter(BytesIO(pdf))
    info = writer.trailer["/Info"]
    info["/Title"] = generic.TextStringObject("Acta corregida: 4-0")
    writer.update_container(info)
    out = BytesIO()
    writer.write(out)
    report = verify.verify_acta(out.getvalue(), trust_roots(clubs))
    assert report.verdict == "no verificada"
    assert all(r.modified_after and not r.covers_whole_file for r in report.signatures)
    assert all(
        "el documento se modificó después de firmar: se añadieron cambios que no son firmas"
        in r.problems
        for r in report.signatures
    )


def test_a_flipped_byte_inside_the_signed_range(actas, clubs):
    pdf = bytearray(signed_by_both(actas["ajedrez"], clubs))
    index = pdf.index(b"/Title (")
    pdf[index + 8] ^= 0x01
    report = verify.verify_acta(bytes(pdf), trust_roots(clubs))
    assert report.verdict == "no verificada"
    assert all(
        r.problems[0]
        == "el documento se modificó después de firmar: el contenido firmado ha cambiado"
        for r in report.signatures
    )


def test_a_self_signed_certificate_is_not_trusted(actas, clubs):
    from datetime import timedelta

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, actas["ajedrez"].home_delegate[0])])
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(NOW - timedelta(days=1))
        .not_valid_after(NOW + timedelta(days=30))
        .add_extension(
            x509.KeyUsage(True, True, False, False, False, False, False, False, False), True
        )
        .sign(key, hashes.SHA256())
    )
    signer = certificates.load_signer(
        certificates.pkcs12_bytes(certificate, key, PASSPHRASE), PASSPHRASE
    )
    report = verify.verify_acta(
        sign(actas["ajedrez"].pdf, "delegado_local", signer), trust_roots(clubs)
    )
    (signature,) = report.signatures
    assert signature.intact and not signature.trusted
    assert signature.problems == (
        "certificado no reconocido: su autoridad no está entre las de confianza",
    )


def test_a_certificate_from_an_authority_nobody_trusts(actas, clubs, the_registry):
    acta = actas["domino"]
    outsider = issue(authority("Autoridad de nadie"), acta.home_delegate[0], "13131313V")
    pdf = sign(acta.pdf, "delegado_local", outsider)
    report = verify.verify_acta(pdf, registry=the_registry)
    assert report.verdict == "no verificada"
    assert report.signatures[0].problems[0] == (
        "certificado no reconocido: su autoridad no está entre las de confianza"
    )
