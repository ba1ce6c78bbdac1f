"""Certificates for signing actas: a club authority, delegate certificates, PKCS#12 files.

A club without certificates from a public CA (FNMT and the like) can be its own small
authority: it creates one CA certificate, hands the federation that certificate alone to
trust, and issues each delegate a certificate kept in a passphrase-protected .p12 file.
Delegates who already have an FNMT-style .p12 (issued by an external CA, chain inside) load
that one instead; `load_signer` treats both the same way.

Passphrases only pass through memory: they are never written, logged, or put in a message.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from asn1crypto import keys as asn1_keys
from asn1crypto import pkcs12 as asn1_pkcs12
from asn1crypto import x509 as asn1_x509
from cryptography import x509
from cryptography.exceptions import UnsupportedAlgorithm
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from cryptography.hazmat.primitives.serialization import pkcs12
from cryptography.x509.oid import NameOID

from delegate_app.documents import cert_names
from delegate_app.store.atomic_file import PRIVATE, write_atomically

if TYPE_CHECKING:
    # pyhanko.sign.signers loads the HTTP timestamp client and aiohttp (0.15 s): only a signer
    # needs it, never a verifier (documents/library_patches.py).
    from pyhanko.sign.signers import SimpleSigner

PrivateKey = ec.EllipticCurvePrivateKey | rsa.RSAPrivateKey
_DER = serialization.Encoding.DER


class SigningError(Exception):
    """A signing or verification step that cannot be done; the message, in Spanish, says why.

    Nothing has been written when it is raised.
    """


@dataclass(frozen=True)
class Authority:
    """A certificate that issues others, with its key; `chain` holds its own issuers, if any."""

    certificate: x509.Certificate
    private_key: PrivateKey = field(repr=False)
    chain: tuple[x509.Certificate, ...] = ()


@dataclass(frozen=True)
class IssuedCertificate:
    certificate: x509.Certificate
    private_key: PrivateKey = field(repr=False)
    # Issuer first, root last: what goes into the .p12 next to the certificate.
    chain: tuple[x509.Certificate, ...] = ()


@dataclass(frozen=True)
class LoadedSigner:
    """A certificate and key ready to sign, checked when loaded; lives in memory only."""

    signer: SimpleSigner = field(repr=False)
    certificate: x509.Certificate
    chain: tuple[x509.Certificate, ...]
    name: str
    licence: str | None
    not_after: datetime


def key_matches(key: PrivateKey, certificate: x509.Certificate) -> bool:
    """Whether `key` is the private half of the public key `certificate` names."""
    der = serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
    return key.public_key().public_bytes(*der) == certificate.public_key().public_bytes(*der)


def generate_key() -> PrivateKey:
    """An EC P-256 key: signs in well under a millisecond and every PDF reader verifies it."""
    return ec.generate_private_key(ec.SECP256R1())


def _check_validity(not_before: datetime, not_after: datetime) -> None:
    if not_before.tzinfo is None or not_after.tzinfo is None:
        raise ValueError("validity dates must be timezone-aware")
    if not_after <= not_before:
        raise ValueError("not_after must be later than not_before")


def _key_identifiers(
    builder: x509.CertificateBuilder,
    public_key: ec.EllipticCurvePublicKey | rsa.RSAPublicKey,
    issuer: x509.Certificate | None,
) -> x509.CertificateBuilder:
    builder = builder.add_extension(
        x509.SubjectKeyIdentifier.from_public_key(public_key), critical=False
    )
    if issuer is None:
        aki = x509.AuthorityKeyIdentifier.from_issuer_public_key(public_key)
    else:
        ski = issuer.extensions.get_extension_for_class(x509.SubjectKeyIdentifier).value
        aki = x509.AuthorityKeyIdentifier.from_issuer_subject_key_identifier(ski)
    return builder.add_extension(aki, critical=False)


def create_club_authority(
    club_name: str,
    *,
    not_before: datetime,
    not_after: datetime,
    country: str = "ES",
    key: PrivateKey | None = None,
) -> Authority:
    """A self-signed CA that may only issue end-entity (delegate) certificates."""
    return _self_signed_authority(
        club_name,
        f"Autoridad de firma de {club_name.strip()}",
        not_before=not_before,
        not_after=not_after,
        country=country,
        key=key,
        signs_documents=False,
    )


def create_federation_authority(
    federation_name: str,
    *,
    not_before: datetime,
    not_after: datetime,
    country: str = "ES",
    key: PrivateKey | None = None,
) -> Authority:
    """The federation's own certificate: the root the registry names and, being the
    federation's word itself, the one that signs the registry and the receipts. Unlike a
    club's authority it signs documents too: the office keeps one .p12, not a CA and a
    separate signer whose renewal would change the certificate every Delegado trusts."""
    return _self_signed_authority(
        federation_name,
        federation_name.strip(),
        not_before=not_before,
        not_after=not_after,
        country=country,
        key=key,
        signs_documents=True,
    )


def _check_name(text: str, what: str) -> str:
    text = " ".join(text.split())
    if not text:
        raise ValueError(f"{what} is empty")
    problem = cert_names.too_long(text)
    if problem:
        raise SigningError(problem)
    return text


def _self_signed_authority(
    name: str,
    common_name: str,
    *,
    not_before: datetime,
    not_after: datetime,
    country: str,
    key: PrivateKey | None,
    signs_documents: bool,
) -> Authority:
    _check_validity(not_before, not_after)
    name = _check_name(name, "club_name")
    key = key or generate_key()
    subject = x509.Name(
        [
            x509.NameAttribute(NameOID.COUNTRY_NAME, country),
            *cert_names.attributes(NameOID.ORGANIZATION_NAME, name),
            x509.NameAttribute(
                NameOID.COMMON_NAME, cert_names.fitted(" ".join(common_name.split()))
            ),
        ]
    )
    builder = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(not_before)
        .not_valid_after(not_after)
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=signs_documents,
                content_commitment=signs_documents,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=True,
                crl_sign=True,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
    )
    builder = _key_identifiers(builder, key.public_key(), None)
    return Authority(certificate=builder.sign(key, hashes.SHA256()), private_key=key)


def issue_delegate_certificate(
    authority: Authority,
    *,
    full_name: str,
    licence: str,
    not_before: datetime,
    not_after: datetime,
    club_name: str | None = None,
    country: str = "ES",
    key: PrivateKey | None = None,
) -> IssuedCertificate:
    """A signing certificate for one person: name in CN, licence or DNI in serialNumber."""
    _check_validity(not_before, not_after)
    if not full_name.strip() or not licence.strip():
        raise ValueError("full_name and licence are required")
    full_name = _check_name(full_name, "full_name")
    key = key or generate_key()
    attributes = [x509.NameAttribute(NameOID.COUNTRY_NAME, country)]
    if club_name and club_name.strip():
        attributes += cert_names.attributes(
            NameOID.ORGANIZATION_NAME, _check_name(club_name, "club_name")
        )
    attributes += [
        x509.NameAttribute(NameOID.SERIAL_NUMBER, licence.strip()),
        *cert_names.attributes(NameOID.COMMON_NAME, full_name),
    ]
    builder = (
        x509.CertificateBuilder()
        .subject_name(x509.Name(attributes))
        .issuer_name(authority.certificate.subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(not_before)
        .not_valid_after(not_after)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=True,
                content_commitment=True,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=False,
                crl_sign=False,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
    )
    builder = _key_identifiers(builder, key.public_key(), authority.certificate)
    certificate = builder.sign(authority.private_key, hashes.SHA256())
    return IssuedCertificate(
        certificate=certificate,
        private_key=key,
        chain=(authority.certificate, *authority.chain),
    )


def _passphrase_bytes(passphrase: str) -> bytes:
    if not passphrase or not passphrase.strip():
        raise SigningError("Escriba una contraseña: la clave privada nunca se guarda sin ella.")
    return passphrase.encode("utf-8")


def pkcs12_bytes(
    certificate: x509.Certificate,
    private_key: PrivateKey,
    passphrase: str,
    *,
    chain: Sequence[x509.Certificate] = (),
    friendly_name: str | None = None,
) -> bytes:
    """A .p12 with the key encrypted under `passphrase` (AES-256, PBKDF2-SHA256)."""
    secret = _passphrase_bytes(passphrase)
    encryption = (
        serialization.PrivateFormat.PKCS12.encryption_builder()
        .kdf_rounds(100_000)
        .key_cert_algorithm(pkcs12.PBES.PBESv2SHA256AndAES256CBC)
        .hmac_hash(hashes.SHA256())
        .build(secret)
    )
    name = (friendly_name or _common_name(certificate) or "Delegado").encode("utf-8")
    return pkcs12.serialize_key_and_certificates(
        name, private_key, certificate, list(chain) or None, encryption
    )


def save_pkcs12(
    path: str | os.PathLike[str],
    certificate: x509.Certificate,
    private_key: PrivateKey,
    passphrase: str,
    *,
    chain: Sequence[x509.Certificate] = (),
    friendly_name: str | None = None,
) -> None:
    """Write a .p12 readable by its owner only; refuses an empty passphrase before writing."""
    data = pkcs12_bytes(
        certificate, private_key, passphrase, chain=chain, friendly_name=friendly_name
    )
    write_atomically(Path(path), data, PRIVATE)


def export_certificate(certificate: x509.Certificate, encoding: str = "pem") -> bytes:
    """The certificate alone (no key), PEM or DER: what the federation adds to its trust list."""
    formats = {"pem": serialization.Encoding.PEM, "der": serialization.Encoding.DER}
    if encoding not in formats:
        raise ValueError('encoding must be "pem" or "der"')
    return certificate.public_bytes(formats[encoding])


def load_certificate(data: bytes) -> x509.Certificate:
    """Read a certificate in PEM or DER, as exported above."""
    try:
        if data.lstrip().startswith(b"-----BEGIN"):
            return x509.load_pem_x509_certificate(data)
        return x509.load_der_x509_certificate(data)
    except ValueError as exc:
        raise SigningError("El archivo no contiene un certificado válido.") from exc


def _common_name(certificate: x509.Certificate) -> str | None:
    return cert_names.common_name(certificate)


def _serial_number_attribute(certificate: x509.Certificate) -> str | None:
    values = certificate.subject.get_attributes_for_oid(NameOID.SERIAL_NUMBER)
    return str(values[0].value) if values else None


def _looks_like_pkcs12(data: bytes) -> bool:
    """Tell a wrong passphrase from a damaged file: both make cryptography raise ValueError."""
    try:
        pfx = asn1_pkcs12.Pfx.load(data, strict=True)
        return pfx["auth_safe"]["content_type"].native in ("data", "signed_data")
    except (ValueError, TypeError, KeyError):
        return False


def _spanish_date(moment: datetime) -> str:
    return moment.strftime("%d/%m/%Y")


def load_signer(
    p12: bytes | str | os.PathLike[str], passphrase: str, now: datetime | None = None
) -> LoadedSigner:
    """Open a .p12 and check that it can sign an acta today; raise SigningError otherwise."""
    if isinstance(p12, bytes | bytearray):
        data = bytes(p12)
    else:
        try:
            data = Path(p12).read_bytes()
        except OSError as exc:
            raise SigningError(f"No se puede leer el archivo del certificado {p12}.") from exc
    if not passphrase:
        raise SigningError("Escriba la contraseña del certificado.")
    try:
        key, certificate, extra = pkcs12.load_key_and_certificates(data, passphrase.encode("utf-8"))
    except (ValueError, UnsupportedAlgorithm, TypeError):
        if _looks_like_pkcs12(data):
            # `from None`: the chained error adds nothing and logs would carry it along.
            raise SigningError("La contraseña del certificado no es correcta.") from None
        raise SigningError(
            "El archivo no es un certificado .p12/.pfx válido o está dañado."
        ) from None
    if key is None and (certificate is not None or extra):
        # A certificate without its key is filed among the "other" certificates.
        raise SigningError(
            "El archivo contiene el certificado pero no su clave privada; "
            "exporte de nuevo el certificado incluyendo la clave."
        )
    if key is None or certificate is None:
        raise SigningError("El archivo no contiene ningún certificado.")
    if not isinstance(key, ec.EllipticCurvePrivateKey | rsa.RSAPrivateKey):
        raise SigningError("El tipo de clave del certificado no se admite para firmar actas.")
    if not key_matches(key, certificate):
        raise SigningError("La clave privada del archivo no corresponde a su certificado.")

    moment = now or datetime.now(UTC)
    if moment.tzinfo is None:
        raise ValueError("now must be timezone-aware")
    if moment < certificate.not_valid_before_utc:
        raise SigningError(
            "El certificado todavía no es válido: lo será a partir del "
            f"{_spanish_date(certificate.not_valid_before_utc)}."
        )
    if moment > certificate.not_valid_after_utc:
        raise SigningError(
            f"El certificado caducó el {_spanish_date(certificate.not_valid_after_utc)}; "
            "pida uno nuevo."
        )
    try:
        usage = certificate.extensions.get_extension_for_class(x509.KeyUsage).value
        can_sign = usage.digital_signature or usage.content_commitment
    except x509.ExtensionNotFound:
        can_sign = False
    if not can_sign:
        raise SigningError(
            "Este certificado no sirve para firmar documentos "
            "(le falta el uso «firma digital» o «no repudio»)."
        )

    from pyhanko.sign.signers import SimpleSigner
    from pyhanko_certvalidator.registry import SimpleCertificateStore

    chain = tuple(extra)
    store = SimpleCertificateStore()
    store.register_multiple(asn1_x509.Certificate.load(c.public_bytes(_DER)) for c in chain)
    signer = SimpleSigner(
        signing_cert=asn1_x509.Certificate.load(certificate.public_bytes(_DER)),
        signing_key=asn1_keys.PrivateKeyInfo.load(
            key.private_bytes(_DER, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
        ),
        cert_registry=store,
    )
    return LoadedSigner(
        signer=signer,
        certificate=certificate,
        chain=chain,
        name=stamp_identity(certificate)[0],
        licence=stamp_identity(certificate)[1],
        not_after=certificate.not_valid_after_utc,
    )


def stamp_identity(certificate: x509.Certificate) -> tuple[str, str | None]:
    """(name, licence or DNI) as the signature stamp prints them, from the certificate alone:
    verify draws the stamp again from the certificate in the signature."""
    name = _common_name(certificate) or certificate.subject.rfc4514_string()
    return name, _serial_number_attribute(certificate)


def load_authority(data: bytes, passphrase: str) -> Authority:
    """A club authority back from its .p12: it must hold a CA certificate and its key."""
    if not passphrase:
        raise SigningError("Escriba la contraseña de la autoridad.")
    try:
        key, certificate, extra = pkcs12.load_key_and_certificates(data, passphrase.encode("utf-8"))
    except (ValueError, UnsupportedAlgorithm, TypeError):
        if _looks_like_pkcs12(data):
            raise SigningError(
                "La contraseña no es correcta: no abre la autoridad del club."
            ) from None
        raise SigningError(
            "El archivo de la autoridad no es un .p12 válido o está dañado."
        ) from None
    if key is None or certificate is None:
        raise SigningError("El archivo no contiene una autoridad con su clave.")
    if not isinstance(key, ec.EllipticCurvePrivateKey | rsa.RSAPrivateKey):
        raise SigningError("El tipo de clave de la autoridad no se admite.")
    if not key_matches(key, certificate):
        raise SigningError("La clave del archivo de la autoridad no corresponde a su certificado.")
    try:
        is_ca = certificate.extensions.get_extension_for_class(x509.BasicConstraints).value.ca
    except x509.ExtensionNotFound:
        is_ca = False
    if not is_ca:
        raise SigningError(
            "Ese certificado no es una autoridad: no puede emitir certificados. Elija el "
            "archivo de la autoridad del club."
        )
    return Authority(certificate=certificate, private_key=key, chain=tuple(extra))
