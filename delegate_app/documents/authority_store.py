"""The club's signing authority, one per database, kept only in a passphrase-protected .p12.

`delegado certificados crear-autoridad/emitir` and Ajustes → Certificados de firma both go
through here, so the window and the command line always issue from the same authority. It lives
in the database's trust folder ("<base>-confianza/", see `registry.trust_folder`):

- autoridad.p12  the CA certificate and its key, encrypted under the club's passphrase;
- autoridad.pem  the CA certificate alone (public): what `registro exportar-club` sends and what
                 a screen shows before the passphrase is typed;
- emitidos.json  the delegates it issued certificates to (name, licence, DNI/NIE, fingerprints),
                 from the window or the command: the club's part of the federation registry.

Earlier versions of the command kept the key unencrypted in autoridad.key. The first time the
passphrase is given (creating, issuing, or opening it in the window), that key is moved into the
.p12 and the clear file is overwritten and removed; `migrated` says so in Spanish.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from cryptography import x509

from delegate_app.documents.cert_names import organization
from delegate_app.documents.certificates import (
    Authority,
    SigningError,
    create_club_authority,
    export_certificate,
    load_authority,
    load_certificate,
    pkcs12_bytes,
)
from delegate_app.documents.registry import trust_folder
from delegate_app.store.atomic_file import PRIVATE, write_atomically

STORE = "autoridad.p12"
PUBLIC = "autoridad.pem"
LEGACY_KEY = "autoridad.key"  # written unencrypted by the first version of crear-autoridad
MIN_PASSPHRASE = 8
NO_AUTHORITY = (
    "El club no tiene autoridad de firma: créela con «delegado certificados crear-autoridad "
    "--db …» o en Ajustes → Certificados de firma."
)


@dataclass(frozen=True)
class Unlocked:
    authority: Authority
    migrated: str | None = None  # the Spanish notice when an unencrypted key was just protected

    @property
    def club(self) -> str:
        return club_of(self.authority.certificate)


def store_path(db_path: str | os.PathLike[str]) -> Path:
    return trust_folder(db_path) / STORE


def legacy_key_path(db_path: str | os.PathLike[str]) -> Path:
    return trust_folder(db_path) / LEGACY_KEY


def exists(db_path: str | os.PathLike[str]) -> bool:
    """The database has an authority: protected, or still in the old clear form."""
    return store_path(db_path).is_file() or legacy_key_path(db_path).is_file()


def needs_migration(db_path: str | os.PathLike[str]) -> bool:
    return legacy_key_path(db_path).is_file() and not store_path(db_path).is_file()


def public_certificate(db_path: str | os.PathLike[str]) -> x509.Certificate | None:
    """The authority's certificate without its key (no passphrase needed), or None."""
    path = trust_folder(db_path) / PUBLIC
    try:
        return load_certificate(path.read_bytes())
    except (OSError, SigningError):
        return None


def club_of(certificate: x509.Certificate) -> str:
    return organization(certificate) or certificate.subject.rfc4514_string()


def fingerprint(certificate: x509.Certificate) -> str:
    from delegate_app.documents.signing import fingerprint as sha256_of

    return sha256_of(certificate)


def check_passphrase(passphrase: str) -> None:
    if len(passphrase or "") < MIN_PASSPHRASE:
        raise SigningError(
            f"La contraseña de la autoridad debe tener al menos {MIN_PASSPHRASE} caracteres."
        )


def _write_private(path: Path, data: bytes) -> None:
    """Atomically, readable by its owner only, and on disk before the caller goes on."""
    write_atomically(path, data, PRIVATE)


def _save(db_path: str | os.PathLike[str], authority: Authority, passphrase: str) -> None:
    folder = trust_folder(db_path)
    folder.mkdir(mode=0o700, exist_ok=True)
    data = pkcs12_bytes(
        authority.certificate,
        authority.private_key,
        passphrase,
        chain=authority.chain,
        friendly_name=f"Autoridad de firma de {club_of(authority.certificate)}",
    )
    _write_private(folder / STORE, data)
    _write_private(folder / PUBLIC, export_certificate(authority.certificate))


def create(
    db_path: str | os.PathLike[str],
    club: str,
    passphrase: str,
    *,
    years: int = 10,
    now: datetime | None = None,
) -> Authority:
    """A new authority for the club, stored protected; refused when the database has one."""
    if exists(db_path):
        raise SigningError(
            f"El club ya tiene autoridad de firma ({store_path(db_path)}); no se crea otra: "
            "los certificados emitidos dejarían de valer."
        )
    if not club.strip():
        raise SigningError("Escriba el nombre del club.")
    check_passphrase(passphrase)
    moment = now or datetime.now(UTC)
    authority = create_club_authority(
        club.strip(),
        not_before=moment - timedelta(hours=1),
        not_after=moment + timedelta(days=365 * years),
    )
    _save(db_path, authority, passphrase)
    return authority


def adopt(db_path: str | os.PathLike[str], p12: bytes, passphrase: str) -> Authority:
    """Bring an authority kept in its own .p12 (as the window made them before) into the store.

    The same authority again only opens it; another one is refused: a database has one.
    """
    authority = load_authority(p12, passphrase)
    if exists(db_path):
        current = public_certificate(db_path)
        if current is None or fingerprint(current) != fingerprint(authority.certificate):
            raise SigningError(
                "Esta base de datos ya tiene otra autoridad de firma; no se sustituye: los "
                "certificados emitidos dejarían de valer."
            )
        return unlock(db_path, passphrase).authority
    check_passphrase(passphrase)
    _save(db_path, authority, passphrase)
    return authority


def unlock(db_path: str | os.PathLike[str], passphrase: str) -> Unlocked:
    """The authority with its key, migrating an unencrypted one first (see module docstring)."""
    if needs_migration(db_path):
        return Unlocked(*_migrate(db_path, passphrase))
    try:
        data = store_path(db_path).read_bytes()
    except FileNotFoundError:
        raise SigningError(NO_AUTHORITY) from None
    except OSError as exc:
        raise SigningError(
            f"No se puede leer la autoridad del club ({store_path(db_path)}): {exc.strerror}."
        ) from None
    return Unlocked(load_authority(data, passphrase))


def _migrate(db_path: str | os.PathLike[str], passphrase: str) -> tuple[Authority, str]:
    from cryptography.hazmat.primitives import serialization

    from delegate_app.documents.certificates import PrivateKey, key_matches

    check_passphrase(passphrase)
    legacy = legacy_key_path(db_path)
    certificate = public_certificate(db_path)
    try:
        key = serialization.load_pem_private_key(legacy.read_bytes(), None)
    except (OSError, ValueError, TypeError):
        key = None
    if certificate is None or key is None:
        raise SigningError(
            f"La clave antigua de la autoridad ({legacy}) no se puede leer o le falta su "
            "certificado: no se ha tocado."
        )
    if not isinstance(key, PrivateKey):
        raise SigningError("El tipo de clave de la autoridad no se admite.")
    if not key_matches(key, certificate):
        raise SigningError(
            f"La clave antigua de la autoridad ({legacy}) no corresponde a su certificado: no se "
            "ha tocado."
        )
    authority = Authority(certificate=certificate, private_key=key)
    _save(db_path, authority, passphrase)
    # Read it back before the only other copy of the key goes.
    load_authority(store_path(db_path).read_bytes(), passphrase)
    _shred(legacy)
    return authority, (
        f"La clave de la autoridad del club estaba guardada sin cifrar en {legacy}. Se ha "
        f"trasladado a {store_path(db_path)}, protegida con la contraseña dada, y se ha borrado "
        "la copia sin cifrar."
    )


def _shred(path: Path) -> None:
    """Overwrite, then remove. A journaling or copy-on-write file system may keep old blocks;
    this still removes every copy a program reading the folder could find."""
    size = path.stat().st_size
    with open(path, "r+b") as out:
        out.write(b"\0" * size)
        out.flush()
        os.fsync(out.fileno())
    path.unlink()


ISSUED = "emitidos.json"


@dataclass(frozen=True)
class DelegateIdentity:
    """Who a delegate certificate is for, checked: the registry binds people by DNI/NIE."""

    name: str
    dni: str  # normalised, its check letter right
    licence: str


def delegate_identity(name: str, dni: str, licence: str) -> DelegateIdentity:
    """The three facts `certificados emitir` and the window ask for, or ValueError in Spanish."""
    from delegate_app.domain.identity import validate_document

    if not name.strip():
        raise ValueError("Escriba el nombre y apellidos del delegado.")
    if not licence.strip():
        raise ValueError("Escriba la licencia federativa del delegado.")
    try:
        document = validate_document(dni)
    except ValueError as exc:
        raise ValueError(f"DNI/NIE del delegado: {exc}") from None
    return DelegateIdentity(name.strip(), document, licence.strip())


def issue_delegate(
    db_path: str | os.PathLike[str],
    authority: Authority,
    who: DelegateIdentity,
    out: str | os.PathLike[str],
    passphrase: str,
    *,
    not_before: datetime,
    not_after: datetime,
) -> x509.Certificate:
    """Issue `who` a certificate from the club's authority, save it as a passphrase-protected
    .p12 at `out` and list it for `registro exportar-club`. serialNumber carries the DNI/NIE, as
    an FNMT certificate does. Raises SigningError, OSError or ValueError; nothing is listed
    unless the .p12 was saved."""
    from delegate_app.documents.certificates import issue_delegate_certificate, save_pkcs12

    issued = issue_delegate_certificate(
        authority,
        full_name=who.name,
        licence=who.dni,
        club_name=club_of(authority.certificate),
        not_before=not_before,
        not_after=not_after,
    )
    save_pkcs12(out, issued.certificate, issued.private_key, passphrase, chain=issued.chain)
    _record_issued(db_path, who, issued.certificate)
    return issued.certificate


def issued(db_path: str | os.PathLike[str]) -> list[dict[str, Any]]:
    """Every delegate certificate issued from this database's authority, oldest first."""
    try:
        entries = json.loads((trust_folder(db_path) / ISSUED).read_text("utf-8"))
    except (OSError, ValueError):
        return []
    return entries if isinstance(entries, list) else []


def _record_issued(
    db_path: str | os.PathLike[str], who: DelegateIdentity, certificate: x509.Certificate
) -> None:
    """Add a delegate's certificate to the list `registro exportar-club` sends."""
    entries = issued(db_path)
    entries.append(
        {
            "nombre": who.name,
            "licencia": who.licence,
            "dni": who.dni,
            "huellas": [fingerprint(certificate)],
        }
    )
    folder = trust_folder(db_path)
    folder.mkdir(mode=0o700, exist_ok=True)
    _write_private(folder / ISSUED, json.dumps(entries, ensure_ascii=False).encode("utf-8"))


def club_registry_part(
    db_path: str | os.PathLike[str], mail: str = ""
) -> tuple[dict[str, Any], int]:
    """The club's part of the federation registry (`registro exportar-club`, and the window's
    export): its authority's certificate and every delegate it issued a certificate to, one
    entry per person with all their certificates' fingerprints, and `mail` (the delegate's
    address the federation mails receipts to) when given; and how many delegates.
    Raises RegistryError when the club has no authority or the address is not one."""
    from delegate_app.documents import registry

    certificate = public_certificate(db_path)
    if certificate is None:
        raise registry.RegistryError(NO_AUTHORITY)
    delegates: dict[str, registry.Person] = {}
    for entry in issued(db_path):
        # One person, however many certificates: by DNI/NIE, else licence, else name.
        key = entry["dni"] or entry["licencia"] or entry["nombre"]
        known = delegates.get(key)
        prints = (known.fingerprints if known else ()) + tuple(entry["huellas"])
        delegates[key] = registry.Person(entry["nombre"], entry["licencia"], entry["dni"], prints)
    part = registry.club_part(club_of(certificate), [certificate], list(delegates.values()), mail)
    return part, len(delegates)
