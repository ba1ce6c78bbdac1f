"""The federation registry: who may sign each role of an acta (no Qt; pyHanko for the CMS).

Format (docs/registro.schema.json):

- the registry is a JSON object, "formato": "delegado-registro/1", with an increasing integer
  "version", the federation's certificate, per club its CA certificate(s) and registered
  delegates (name, licence, DNI/NIE, optional certificate fingerprints), the registered
  arbiters and the public authorities (FNMT...) whose personal certificates are accepted when
  their DNI/NIE matches a registered person;
- format 2 ("delegado-registro/2", "delegado-club/2") adds each club's delegate e-mail
  address ("correo"), the only address the federation mails that club's receipts to; a registry
  or a club's part naming no address keeps format 1, so older Delegados still read it, and
  format 1 is read as before (no address: receipts are not mailed to that club);
- it travels in a container, also JSON: "formato": "delegado-registro-firmado/1", "registro" the
  registry's exact bytes in base64, "firma" a detached CMS SignedData (DER, base64) over those
  bytes made with the federation's certificate. pyHanko makes and checks the CMS, the same
  library that signs the actas, so one validation engine (pyhanko-certvalidator) judges both.

A club exports its part (`club_part`: its CA and delegates), sends it to the federation, and the
federation assembles and signs all parts (`sign_registry`). Every Delegado imports the signed
file; a registry whose signature fails, or older than the installed one, is refused.

Role binding (`Registry.role_problem`): "delegado_local" must be signed by a certificate issued
by the home club's registered CA, or one listed by fingerprint for a home delegate, or a public
authority's certificate whose DNI/NIE is a home delegate's; and that delegate must be the one the
acta names for the role when it names one. The same for the visitor; "arbitro" by a registered
arbiter.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import json
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias

from asn1crypto import cms
from asn1crypto import x509 as asn1_x509
from cryptography import x509
from cryptography.hazmat.primitives import serialization

from delegate_app.documents import acta_schema
from delegate_app.documents.cert_names import common_name, organization
from delegate_app.documents.signing import fingerprint, normal_id, normal_name
from delegate_app.os_errors import os_reason
from delegate_app.store.atomic_file import PRIVATE, write_atomically

if TYPE_CHECKING:
    from delegate_app.documents.certificates import LoadedSigner

# A certificate as a signature (asn1crypto) or a .p12 (cryptography) holds it.
Certificate: TypeAlias = x509.Certificate | asn1_x509.Certificate

FORMAT = "delegado-registro/1"
FORMAT_WITH_MAIL = "delegado-registro/2"
CONTAINER_FORMAT = "delegado-registro-firmado/1"
CLUB_FORMAT = "delegado-club/1"
CLUB_FORMAT_WITH_MAIL = "delegado-club/2"
MAIL_KEY = "correo"
MAX_BYTES = 5 * 1024 * 1024
MAX_ITEMS = 2000


class RegistryError(ValueError):
    """The registry cannot be read, trusted or installed; the Spanish message says why."""


@dataclass(frozen=True)
class Person:
    name: str
    licence: str
    dni: str
    fingerprints: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {
            "nombre": self.name,
            "licencia": self.licence,
            "dni": self.dni,
            "huellas": list(self.fingerprints),
        }


@dataclass(frozen=True)
class ClubEntry:
    name: str
    authorities: tuple[x509.Certificate, ...]
    delegates: tuple[Person, ...]
    mail: str = ""  # the delegate's registered address: receipts go there and nowhere else


@dataclass(frozen=True)
class Registry:
    version: int
    issued: str
    federation: x509.Certificate
    clubs: dict[str, ClubEntry]
    arbiters: tuple[Person, ...]
    public_authorities: tuple[x509.Certificate, ...] = ()
    signed_bytes: bytes = field(default=b"", repr=False)

    def describe(self) -> str:
        """One line naming this registry: the verifier compares the fingerprint with the one
        the federation publishes."""
        return (
            f"Registro federativo versión {self.version} de {self.federation_name} (certificado "
            f"de la federación, SHA-256 {self.federation_fingerprint})"
        )

    @property
    def issued_local(self) -> datetime | None:
        """When the federation signed it, in Canary time; None if the date cannot be read."""
        from delegate_app.domain.federation.evidence_deadlines import local_time

        try:
            return local_time(datetime.fromisoformat(self.issued))
        except (TypeError, ValueError):
            return None

    @property
    def federation_name(self) -> str:
        return organization(self.federation) or self.federation.subject.rfc4514_string()

    @property
    def federation_fingerprint(self) -> str:
        return fingerprint(self.federation)

    def club_mail(self, club_name: str) -> str:
        """The club's registered delegate address ("" when the club or its address is not in
        the registry): the only address the federation mails that club's receipts to."""
        club = self.clubs.get(_club_key(club_name))
        return club.mail if club is not None else ""

    def has_club(self, club_name: str) -> bool:
        return _club_key(club_name) in self.clubs

    def trust_roots(self) -> list[x509.Certificate]:
        roots = [self.federation, *self.public_authorities]
        for club in self.clubs.values():
            roots += club.authorities
        return roots

    # ----------------------------------------------------------------------- role binding

    def role_problem(
        self,
        role: str,
        certificate: Certificate,
        data: dict[str, Any],
        chain: Iterable[Certificate] = (),
        anchor: Anchor | None = None,
    ) -> str | None:
        """Why `certificate` may not sign `role` of the acta `data`; None if it may.

        `chain` holds the other certificates the signature (or the signer's .p12) brings: the
        path from the certificate to the registry's authorities is built from them. A club's
        authority binds only the certificates it issued itself, and only to that club; a DNI/NIE
        counts only in a certificate of a public authority; when the acta names the person of
        the role, the signer is that person, whoever issued the certificate. `anchor`: what
        `anchor_of` gives for this certificate and chain, when the caller has it already.
        """
        cert = as_crypto_certificate(certificate)
        path = anchor if anchor is not None else self.anchor_of(cert, chain)
        if path.club is not None and path.depth > 1:
            return (
                f"el certificado {DIRECT_ONLY} «{path.club.name}», sino una autoridad intermedia "
                "creada con ella: una autoridad de club solo emite certificados de personas"
            )
        if role == "arbitro":
            return self._arbiter_problem(cert, data, path)
        side = "club_local" if role == "delegado_local" else "club_visitante"
        club_name = str(data.get(side, ""))
        club = self.clubs.get(_club_key(club_name))
        if club is None:
            return f"el club «{club_name}» no está en el registro federativo"
        if path.club is not None and path.club is not club:
            return f"el certificado lo emitió la autoridad de otro club, no la de «{club.name}»"
        named = _named_on_acta(data, role)
        person = next((p for p in club.delegates if fingerprint(cert) in p.fingerprints), None)
        if person is None and path.club is club:
            person = _person_for(cert, club.delegates)
            return _named_problem(cert, person, named)
        if person is None and path.public:
            person = _person_by_dni(cert, club.delegates)
        if person is None:
            return (
                f"el firmante no es un delegado registrado de «{club.name}» (ni su autoridad "
                "emitió el certificado, ni su DNI/NIE es el de uno de sus delegados con un "
                "certificado de una autoridad pública)"
            )
        return _named_problem(cert, person, named)

    def anchor_of(self, cert: x509.Certificate, chain: Iterable[Certificate] = ()) -> Anchor:
        """Which of the registry's authorities `cert` chains to, through the certificates of
        `chain`, and in how many steps (1: issued by it directly)."""
        pool = [as_crypto_certificate(c) for c in chain]
        current, seen = cert, {fingerprint(cert)}
        for depth in range(1, _MAX_PATH + 1):
            for club in self.clubs.values():
                if any(issued_by(current, ca) for ca in club.authorities):
                    return Anchor(depth, club=club)
            if any(issued_by(current, ca) for ca in self.public_authorities):
                return Anchor(depth, public=True)
            if issued_by(current, self.federation):
                return Anchor(depth)
            issuer = next(
                (c for c in pool if fingerprint(c) not in seen and issued_by(current, c)), None
            )
            if issuer is None:
                break
            seen.add(fingerprint(issuer))
            current = issuer
        return Anchor(0)

    def binding(
        self,
        role: str,
        certificate: Certificate,
        data: dict[str, Any],
        chain: Iterable[Certificate] = (),
        anchor: Anchor | None = None,
    ) -> str:
        """By what a certificate that `role_problem` accepts is bound to `role`, for the report
        (`anchor` as for role_problem)."""
        cert = as_crypto_certificate(certificate)
        path = anchor if anchor is not None else self.anchor_of(cert, chain)
        if role == "arbitro":
            person = next((p for p in self.arbiters if fingerprint(cert) in p.fingerprints), None)
            if person is None and path.public:
                person = _person_by_dni(cert, self.arbiters)
            return f"árbitro registrado {person.name}" if person else "árbitro registrado"
        side = "club_local" if role == "delegado_local" else "club_visitante"
        club = self.clubs[_club_key(str(data.get(side, "")))]
        listed = next((p for p in club.delegates if fingerprint(cert) in p.fingerprints), None)
        if listed is not None:
            return f"certificado registrado de {listed.name}, delegado de «{club.name}»"
        if path.club is club:
            return f"emitido por la autoridad de «{club.name}»"
        person = _person_by_dni(cert, club.delegates)
        name = person.name if person else "?"
        return f"DNI/NIE de {name}, delegado registrado de «{club.name}»"

    def _arbiter_problem(
        self, cert: x509.Certificate, data: dict[str, Any], path: Anchor
    ) -> str | None:
        person = next((p for p in self.arbiters if fingerprint(cert) in p.fingerprints), None)
        if person is None and path.public:
            person = _person_by_dni(cert, self.arbiters)
        if person is None:
            return "el firmante no es un árbitro del registro federativo"
        from delegate_app.documents.signing import acta_arbiter

        named = acta_arbiter(data)
        if not named:
            return "el acta no nombra árbitro"
        if normal_name(named) != normal_name(person.name):
            return f"el acta nombra árbitro a {named}, no a {person.name}"
        return None


DIRECT_ONLY = "no lo emitió directamente la autoridad de"
_MAX_PATH = 6  # public authorities have a root and one or two intermediates


@dataclass(frozen=True)
class Anchor:
    """Where a certificate's path ends among the registry's authorities: `depth` certificates
    above it (0: none of them); `club` when it is a club's authority, `public` for a public one
    (neither: the federation's own)."""

    depth: int
    club: ClubEntry | None = None
    public: bool = False


def _club_key(name: str) -> str:
    return " ".join(name.split()).casefold()


def as_crypto_certificate(certificate: Certificate) -> x509.Certificate:
    if isinstance(certificate, x509.Certificate):
        return certificate
    return x509.load_der_x509_certificate(certificate.dump())


def issued_by(cert: x509.Certificate, ca: x509.Certificate) -> bool:
    from cryptography.exceptions import InvalidSignature, UnsupportedAlgorithm

    try:
        cert.verify_directly_issued_by(ca)
    except (ValueError, TypeError, InvalidSignature, UnsupportedAlgorithm):
        return False  # another issuer's name, key type or signature: not issued by `ca`
    return True


def serial_text(cert: x509.Certificate) -> str:
    values = cert.subject.get_attributes_for_oid(x509.NameOID.SERIAL_NUMBER)
    return normal_id(str(values[0].value)) if values else ""


def _person_by_dni(cert: x509.Certificate, people: Iterable[Person]) -> Person | None:
    serial = serial_text(cert)
    if not serial:
        return None
    return next((p for p in people if p.dni and normal_id(p.dni) == serial), None)


def _person_for(cert: x509.Certificate, people: Iterable[Person]) -> Person | None:
    """The registered delegate a club-issued certificate names (by DNI, licence or name)."""
    serial = serial_text(cert)
    name = normal_name(common_name(cert) or "")
    for person in people:
        ids = {normal_id(person.dni), normal_id(person.licence)} - {""}
        if serial and serial in ids:
            return person
        if name and name == normal_name(person.name):
            return person
    return None


def _named_on_acta(data: dict[str, Any], role: str) -> tuple[str, str] | None:
    """(name, licence) of the person the acta says signed `role` on screen, if any."""
    for signature in data.get("firmas", []):
        if isinstance(signature, dict) and signature.get("papel") == role:
            return str(signature.get("nombre", "")), str(signature.get("licencia", ""))
    return None


def _named_problem(
    cert: x509.Certificate, person: Person | None, named: tuple[str, str] | None
) -> str | None:
    """The signer is the person the acta names for the role (by licence, DNI/NIE or name),
    judged from the registered person when the certificate is bound to one, else from what
    the certificate itself says (a club's authority vouches for it)."""
    if named is None:
        return None
    name, licence = named
    if person is not None:
        ids = {normal_id(person.licence), normal_id(person.dni)} - {""}
        names = {normal_name(person.name)}
        who = person.name
    else:
        ids = {serial_text(cert)} - {""}
        names = {_common_name(cert)}
        who = _display_name(cert)
    if licence and normal_id(licence) in ids:
        return None
    if normal_name(name) and normal_name(name) in names:
        return None
    return f"firma {who}, pero el acta nombra en ese papel a {name}"


def _common_name(cert: x509.Certificate) -> str:
    values = cert.subject.get_attributes_for_oid(x509.NameOID.COMMON_NAME)
    return normal_name(str(values[0].value)) if values else ""


def _display_name(cert: x509.Certificate) -> str:
    values = cert.subject.get_attributes_for_oid(x509.NameOID.COMMON_NAME)
    return str(values[0].value) if values else cert.subject.rfc4514_string()


# --------------------------------------------------------------------------- certificates


def _pem(certificate: x509.Certificate) -> str:
    return certificate.public_bytes(serialization.Encoding.PEM).decode("ascii")


def _load_pem(text: object, where: str) -> x509.Certificate:
    if not isinstance(text, str) or len(text) > 20_000:
        raise RegistryError(f"{where}: falta el certificado en PEM")
    try:
        return x509.load_pem_x509_certificate(text.encode("ascii"))
    except (ValueError, UnicodeEncodeError):
        raise RegistryError(f"{where}: el certificado no es válido") from None


# --------------------------------------------------------------------------- parts and registry


def club_part(
    club_name: str,
    authorities: Sequence[x509.Certificate],
    delegates: Sequence[Person],
    mail: str = "",
) -> dict[str, Any]:
    """What a club sends the federation: its name, CA certificate(s), delegates and, when
    given, the delegate's e-mail address for the receipts (format 2; format 1 without)."""
    if not club_name.strip():
        raise RegistryError("El club no tiene nombre.")
    mail = mail.strip()
    if mail:
        check_mail(mail, club_name.strip())
    if not authorities and not any(p.fingerprints for p in delegates):
        raise RegistryError(
            "El club no tiene autoridad de firma ni certificados de delegados que registrar: "
            "cree la autoridad con «delegado certificados crear-autoridad»."
        )
    part = {
        "formato": CLUB_FORMAT_WITH_MAIL if mail else CLUB_FORMAT,
        "nombre": club_name.strip(),
        "autoridades": [_pem(c) for c in authorities],
        "delegados": [p.as_dict() for p in delegates],
    }
    if mail:
        part[MAIL_KEY] = mail
    return part


_MAIL = re.compile(r"[^@\s<>\"',;]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?")


def check_mail(text: object, club: str) -> str:
    """A plain address (local@domain, no name, no list): what the registry may hold."""
    if not isinstance(text, str) or not _MAIL.fullmatch(text) or ".." in text:
        raise RegistryError(
            f"La dirección de correo de «{club}» no es una dirección válida (nombre@dominio)."
        )
    return text


def parse_person(raw: object, where: str) -> Person:
    if not isinstance(raw, dict) or set(raw) - {"nombre", "licencia", "dni", "huellas"}:
        raise RegistryError(f"{where}: persona mal formada")
    values = [raw.get(key, "") for key in ("nombre", "licencia", "dni")]
    prints = raw.get("huellas", [])
    if not all(isinstance(v, str) and len(v) < 200 for v in values) or not values[0].strip():
        raise RegistryError(f"{where}: nombre, licencia y DNI/NIE deben ser texto")
    if not isinstance(prints, list) or not all(isinstance(p, str) and len(p) == 64 for p in prints):
        raise RegistryError(f"{where}: las huellas son SHA-256 en hexadecimal")
    return Person(values[0].strip(), values[1].strip(), values[2].strip(), tuple(prints))


def parse_club_part(raw: bytes, where: str) -> dict[str, Any]:
    data = parse_registry_json(raw, where)
    formats = (CLUB_FORMAT, CLUB_FORMAT_WITH_MAIL)
    if not isinstance(data, dict) or data.get("formato") not in formats:
        raise RegistryError(f"{where} no es la parte de un club (formato {CLUB_FORMAT}).")
    keys = {"formato", "nombre", "autoridades", "delegados"}
    if data["formato"] == CLUB_FORMAT_WITH_MAIL:
        keys.add(MAIL_KEY)
    if set(data) != keys:
        raise RegistryError(f"{where}: claves inesperadas o que faltan.")
    if MAIL_KEY in data:
        check_mail(data[MAIL_KEY], str(data["nombre"]))
    for index, pem in enumerate(data["autoridades"]):
        check_club_authority(_load_pem(pem, f"{where}, autoridad {index + 1}"), str(data["nombre"]))
    for index, person in enumerate(data["delegados"]):
        parse_person(person, f"{where}, delegado {index + 1}")
    return data


def check_club_authority(certificate: x509.Certificate, club: str) -> None:
    """A club's authority issues certificates of people only: a CA certificate limited to a
    path length of 0. One that could issue another CA would let the club make an intermediate,
    and its certificates would not be its own (pyHanko does not enforce a trust anchor's
    limit, so the registry holds every club authority to it)."""
    try:
        constraints = certificate.extensions.get_extension_for_class(x509.BasicConstraints).value
    except x509.ExtensionNotFound:
        constraints = None
    if constraints is None or not constraints.ca or constraints.path_length != 0:
        raise RegistryError(
            f"La autoridad de firma de «{club}» no es una autoridad limitada a longitud de "
            "cadena 0 (BasicConstraints CA, pathLenConstraint 0): podría crear autoridades "
            "intermedias. Cree la autoridad del club con «delegado certificados "
            "crear-autoridad»."
        )


def _one_club_per_authority(clubs: Iterable[tuple[str, Iterable[x509.Certificate]]]) -> None:
    """A CA listed for two clubs would let one club's certificates sign the other's role."""
    seen: dict[str, str] = {}
    for name, authorities in clubs:
        for certificate in authorities:
            other = seen.setdefault(fingerprint(certificate), name)
            if _club_key(other) != _club_key(name):
                raise RegistryError(
                    f"La misma autoridad de firma figura en «{other}» y en «{name}»: una "
                    "autoridad firma por un solo club."
                )


def build_registry(
    clubs: Sequence[dict[str, Any]],
    federation: x509.Certificate,
    *,
    version: int | None = None,
    arbiters: Sequence[Person] = (),
    public_authorities: Sequence[x509.Certificate] = (),
    issued: datetime | None = None,
) -> bytes:
    """The registry's bytes (canonical JSON), ready to be signed."""
    from delegate_app.domain.acta_hash import canonical_json

    moment = issued or datetime.now(UTC)
    names = [_club_key(c["nombre"]) for c in clubs]
    if len(set(names)) != len(names):
        raise RegistryError("Hay dos partes del mismo club; envíe una sola por club.")
    club_authorities = [
        (c["nombre"], [_load_pem(pem, c["nombre"]) for pem in c["autoridades"]]) for c in clubs
    ]
    for name, authorities in club_authorities:
        for certificate in authorities:
            check_club_authority(certificate, name)
    _one_club_per_authority([("las autoridades públicas", public_authorities), *club_authorities])
    with_mail = any(c.get(MAIL_KEY) for c in clubs)
    data = {
        "formato": FORMAT_WITH_MAIL if with_mail else FORMAT,
        "version": version if version is not None else int(moment.strftime("%Y%m%d%H%M%S")),
        "emitido": moment.replace(microsecond=0).isoformat(),
        "federacion": {"certificado": _pem(federation)},
        "clubes": [
            {k: c[k] for k in ("nombre", "autoridades", "delegados", MAIL_KEY) if k in c}
            for c in sorted(clubs, key=lambda c: _club_key(c["nombre"]))
        ],
        "arbitros": [p.as_dict() for p in arbiters],
        "autoridades_publicas": [_pem(c) for c in public_authorities],
    }
    return canonical_json(data)


def sign_registry(registry_bytes: bytes, signer: LoadedSigner) -> bytes:
    """The signed container: the registry's bytes and a detached CMS signature over them."""
    content = asyncio.run(
        signer.signer.async_sign_general_data(registry_bytes, "sha256", detached=True)
    )
    container = {
        "formato": CONTAINER_FORMAT,
        "registro": base64.b64encode(registry_bytes).decode("ascii"),
        "firma": base64.b64encode(content.dump()).decode("ascii"),
    }
    return json.dumps(container, indent=1).encode("utf-8") + b"\n"


def parse_registry_json(raw: bytes, where: str) -> Any:  # parsed JSON: each caller checks its shape
    if len(raw) > MAX_BYTES:
        raise RegistryError(f"{where} es demasiado grande ({len(raw)} bytes).")
    try:
        text = raw.decode("utf-8")
        if acta_schema.depth_of(text) > 8:
            raise RegistryError(f"{where} anida demasiados niveles.")
        return json.loads(text)
    except (UnicodeDecodeError, ValueError) as exc:
        if isinstance(exc, RegistryError):
            raise
        raise RegistryError(f"{where} no es JSON válido.") from None


def _decode(value: object, what: str) -> bytes:
    if not isinstance(value, str):
        raise RegistryError(f"El registro firmado no lleva {what}.")
    try:
        return base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise RegistryError(f"El registro firmado lleva {what} dañado.") from None


def _check_signature(registry_bytes: bytes, signature: bytes, federation: x509.Certificate) -> None:
    from pyhanko.sign.validation.generic_cms import async_validate_detached_cms
    from pyhanko_certvalidator import ValidationContext

    try:
        info = cms.ContentInfo.load(signature)
        signed_data = info["content"]
        root = asn1_x509.Certificate.load(federation.public_bytes(serialization.Encoding.DER))
        context = ValidationContext(trust_roots=[root], allow_fetching=False)
        status = asyncio.run(async_validate_detached_cms(registry_bytes, signed_data, context))
    except Exception:  # a hostile container must be refused, never crash
        raise RegistryError("La firma del registro está dañada: no se instala.") from None
    if not (status.intact and status.valid):
        raise RegistryError("La firma del registro no corresponde a su contenido: no se instala.")
    if not status.trusted:
        raise RegistryError(
            "El registro no lo firmó la federación que dice (su certificado no es de ella): "
            "no se instala."
        )


def load_registry(container: bytes, *, pinned_federation: str | None = None) -> Registry:
    """Read and check a signed registry; RegistryError says why it cannot be trusted.

    `pinned_federation` (a SHA-256 fingerprint) is the federation of the registry installed
    before: a new one must come from the same federation.
    """
    outer = parse_registry_json(container, "El registro firmado")
    if not isinstance(outer, dict) or outer.get("formato") != CONTAINER_FORMAT:
        raise RegistryError(
            f"El archivo no es un registro federativo firmado ({CONTAINER_FORMAT})."
        )
    registry_bytes = _decode(outer.get("registro"), "el registro")
    signature = _decode(outer.get("firma"), "la firma")
    data = parse_registry_json(registry_bytes, "El registro")
    expected = {
        "formato",
        "version",
        "emitido",
        "federacion",
        "clubes",
        "arbitros",
        "autoridades_publicas",
    }
    formats = (FORMAT, FORMAT_WITH_MAIL)
    if not isinstance(data, dict) or set(data) != expected or data["formato"] not in formats:
        raise RegistryError(f"El registro no sigue el formato {FORMAT} ni {FORMAT_WITH_MAIL}.")
    club_keys = {"nombre", "autoridades", "delegados"}
    if not isinstance(data["version"], int) or isinstance(data["version"], bool):
        raise RegistryError("La versión del registro debe ser un número entero.")
    federation_data = data["federacion"]
    if not isinstance(federation_data, dict):
        raise RegistryError("El registro no lleva el certificado de la federación.")
    federation = _load_pem(federation_data.get("certificado"), "federación")
    if pinned_federation and fingerprint(federation) != pinned_federation:
        raise RegistryError("Este registro es de otra federación que el instalado: no se instala.")
    _check_signature(registry_bytes, signature, federation)
    for key in ("clubes", "arbitros", "autoridades_publicas"):
        if not isinstance(data[key], list) or len(data[key]) > MAX_ITEMS:
            raise RegistryError(f"El registro: «{key}» debe ser una lista.")
    clubs = {}
    for index, club in enumerate(data["clubes"]):
        where = f"club {index + 1}"
        allowed = club_keys | ({MAIL_KEY} if data["formato"] == FORMAT_WITH_MAIL else set())
        if not isinstance(club, dict) or not club_keys <= set(club) <= allowed:
            raise RegistryError(f"El registro: {where} mal formado.")
        entry = ClubEntry(
            name=str(club["nombre"]),
            authorities=tuple(_load_pem(pem, f"{where}, autoridad") for pem in club["autoridades"]),
            delegates=tuple(parse_person(p, f"{where}, delegado") for p in club["delegados"]),
            mail=check_mail(club[MAIL_KEY], str(club["nombre"])) if MAIL_KEY in club else "",
        )
        if _club_key(entry.name) in clubs:
            raise RegistryError(f"El registro: el club «{entry.name}» figura dos veces.")
        for certificate in entry.authorities:
            check_club_authority(certificate, entry.name)
        clubs[_club_key(entry.name)] = entry
    public = tuple(_load_pem(pem, "autoridad pública") for pem in data["autoridades_publicas"])
    # The federation's own CA may also be a club's: it signs the registry and could list any CA
    # for any club anyway. A public authority may not: any of its holders would sign for the club.
    _one_club_per_authority(
        [
            ("las autoridades públicas", public),
            *((entry.name, entry.authorities) for entry in clubs.values()),
        ]
    )
    return Registry(
        version=data["version"],
        issued=str(data["emitido"]),
        federation=federation,
        clubs=clubs,
        arbiters=tuple(parse_person(p, "árbitro") for p in data["arbitros"]),
        public_authorities=public,
        signed_bytes=container,
    )


def load_registry_file(path: str | Path, *, pinned_federation: str | None = None) -> Registry:
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise RegistryError(f"{path} es demasiado grande para ser un registro.")
        raw = path.read_bytes()
    except OSError as exc:
        raise RegistryError(f"No se puede leer {path}: {os_reason(exc)}.") from None
    return load_registry(raw, pinned_federation=pinned_federation)


def check_newer(new: Registry, installed: Registry | None) -> None:
    """Refuse a registry older than the one installed (an old one could re-admit a revoked CA)."""
    if installed is None:
        return
    if new.version < installed.version:
        raise RegistryError(
            f"Este registro (versión {new.version}) es más antiguo que el instalado "
            f"(versión {installed.version}): no se instala."
        )


# --------------------------------------------------------------------------- installed registry


def trust_folder(db_path: str | os.PathLike[str]) -> Path:
    """Where a database's trust material lives: "<base>-confianza/" beside it."""
    path = Path(db_path)
    return path.with_name(f"{path.stem}-confianza")


def installed_registry(db_path: str | Path | None) -> Registry | None:
    """The registry installed for this database, or None (never raises for a missing one)."""
    if db_path is None:
        return None
    path = trust_folder(db_path) / "registro.json"
    if not path.is_file():
        return None
    return load_registry_file(path)


def signing_problem(
    registry: Registry | None,
    role: str,
    certificate: Certificate,
    data: dict[str, Any],
    chain: Iterable[Certificate] = (),
) -> None:
    """Refuse, before signing, a certificate the registry does not bind to `role` of this acta
    (`chain`: the certificates the signer's .p12 holds besides it)."""
    if registry is None:
        return
    problem = registry.role_problem(role, certificate, data, chain)
    if problem:
        from delegate_app.documents.certificates import SigningError
        from delegate_app.documents.signing import SIGNATURE_ROLES

        raise SigningError(
            f"El registro federativo no admite este certificado en el papel "
            f"«{SIGNATURE_ROLES.get(role, role)}»: {problem}. No se firma."
        )


def install_registry(db_path: str | Path, registry_file: str | Path) -> Registry:
    """Install a signed registry for this database: checked, same federation, not older."""
    installed = installed_registry(db_path)
    pinned = fingerprint(installed.federation) if installed else None
    new = load_registry_file(registry_file, pinned_federation=pinned)
    check_newer(new, installed)
    folder = trust_folder(db_path)
    folder.mkdir(mode=0o700, exist_ok=True)
    write_atomically(folder / "registro.json", new.signed_bytes, PRIVATE)
    return new
