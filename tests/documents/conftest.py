"""Shared fixtures: the sample document and a club's certificates, made once per session."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from cryptography.hazmat.primitives.serialization import pkcs12
from cryptography.x509.oid import NameOID

from tests.helpers import sample


@pytest.fixture(scope="session")
def sample_build():
    return sample.build_sample()


@pytest.fixture(scope="session")
def club():
    return sample.make_club()


@pytest.fixture(scope="session")
def fnmt_style():
    """Root CA -> intermediate CA -> person with an RSA 2048 key, exported with the chain the
    way a browser exports an FNMT certificate: our own code makes none of it."""
    now = datetime.now(UTC)
    root_key = ec.generate_private_key(ec.SECP256R1())
    sub_key = ec.generate_private_key(ec.SECP256R1())
    person_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)

    def name(cn):
        return x509.Name(
            [
                x509.NameAttribute(NameOID.COUNTRY_NAME, "ES"),
                x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Autoridad Externa de Prueba"),
                x509.NameAttribute(NameOID.COMMON_NAME, cn),
            ]
        )

    def build(subject, issuer, key, signer_key, *, ca, path_length=None, usage):
        return (
            x509.CertificateBuilder()
            .subject_name(subject)
            .issuer_name(issuer)
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - timedelta(days=100))
            .not_valid_after(now + timedelta(days=1000))
            .add_extension(x509.BasicConstraints(ca=ca, path_length=path_length), critical=True)
            .add_extension(usage, critical=True)
            .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), False)
            .add_extension(
                x509.AuthorityKeyIdentifier.from_issuer_public_key(signer_key.public_key()), False
            )
            .sign(signer_key, hashes.SHA256())
        )

    ca_usage = x509.KeyUsage(False, False, False, False, False, True, True, False, False)
    person_usage = x509.KeyUsage(True, True, True, False, False, False, False, False, False)
    root = build(
        name("Raíz de prueba"), name("Raíz de prueba"), root_key, root_key, ca=True, usage=ca_usage
    )
    sub = build(
        name("Subordinada de prueba"),
        root.subject,
        sub_key,
        root_key,
        ca=True,
        path_length=0,
        usage=ca_usage,
    )
    person_name = x509.Name(
        [
            x509.NameAttribute(NameOID.COUNTRY_NAME, "ES"),
            x509.NameAttribute(NameOID.SERIAL_NUMBER, "IDCES-12345678Z"),
            x509.NameAttribute(NameOID.GIVEN_NAME, "LUIS"),
            x509.NameAttribute(NameOID.SURNAME, "GONZÁLEZ PEÑA"),
            x509.NameAttribute(NameOID.COMMON_NAME, "GONZÁLEZ PEÑA LUIS - 12345678Z"),
        ]
    )
    person = build(person_name, sub.subject, person_key, sub_key, ca=False, usage=person_usage)
    p12 = pkcs12.serialize_key_and_certificates(
        b"fnmt",
        person_key,
        person,
        [sub, root],
        serialization.BestAvailableEncryption(b"clave fnmt"),
    )
    return {"root": root, "sub": sub, "person": person, "p12": p12, "passphrase": "clave fnmt"}
