"""The trust roots a verification judges signatures against, indexed once for path building
(hundreds of club CAs for a federation's batch), and a fresh validation context per file so
that nothing one file's signatures carry decides another's verdict. No Qt."""

from __future__ import annotations

import copy
import functools
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeAlias

from asn1crypto import x509 as asn1_x509
from cryptography import x509
from cryptography.hazmat.primitives import serialization
from pyhanko_certvalidator import ValidationContext
from pyhanko_certvalidator.registry import CertificateRegistry, SimpleTrustManager

# A trust root as callers hold it: cryptography's, asn1crypto's, or DER/PEM bytes.
TrustRoot: TypeAlias = x509.Certificate | asn1_x509.Certificate | bytes


def as_asn1(certificate: TrustRoot) -> asn1_x509.Certificate:
    if isinstance(certificate, asn1_x509.Certificate):
        return certificate
    if isinstance(certificate, x509.Certificate):
        return _converted(certificate)
    if certificate.lstrip().startswith(b"-----BEGIN"):
        certificate = x509.load_pem_x509_certificate(certificate).public_bytes(
            serialization.Encoding.DER
        )
    return asn1_x509.Certificate.load(certificate)


@functools.lru_cache(maxsize=4096)
def _converted(certificate: x509.Certificate) -> asn1_x509.Certificate:
    """A registry's trust roots (hundreds of club CAs for a federation) are converted once per
    process, not at every acta: the conversion was a tenth of a batch verification's time."""
    return asn1_x509.Certificate.load(certificate.public_bytes(serialization.Encoding.DER))


@dataclass(frozen=True)
class RootSet:
    """One set of trust roots indexed for path building: pyHanko's trust manager and a
    certificate registry holding the roots. Building them takes ~0.2 s for a federation's 494
    club CAs (a worker's first acta), ~25 ms once their certificates are parsed."""

    trust_manager: SimpleTrustManager
    registry: CertificateRegistry


_LAST_ROOTS: list[Any] = [(), None]  # the roots last given, exactly those objects, and their set
_REGISTRY_INDEXES = {"certs", "_subject_map", "_key_identifier_map", "_key_hash_map", "fetcher"}


def index_roots(trust_roots: Iterable[TrustRoot]) -> None:
    """Index these roots now (a batch does it before forking its workers, which inherit it)."""
    root_set(trust_roots)


def root_set(trust_roots: Iterable[TrustRoot]) -> RootSet:
    """The indexed roots, made once for the same root objects given again (a batch passes the
    registry's own certificate objects at every acta): never for another set of roots."""
    given = tuple(trust_roots)
    seen: tuple[TrustRoot, ...] = _LAST_ROOTS[0]
    known: RootSet | None = _LAST_ROOTS[1]
    if (
        known is not None
        and len(given) == len(seen)
        and all(a is b for a, b in zip(given, seen, strict=True))
    ):
        return known
    roots = [as_asn1(root) for root in given]
    # A list, even empty: None would make pyHanko fall back to the system's TLS roots.
    known = RootSet(SimpleTrustManager.build(trust_roots=roots), CertificateRegistry.build(roots))
    _LAST_ROOTS[:] = [given, known]
    return known


def _file_registry(roots: RootSet) -> CertificateRegistry:
    """A copy of the roots' registry for one file. pyHanko adds to its registry every
    certificate a signature carries, and path building then uses them: shared between files,
    one file's certificates would decide another's verdict (an intermediate it lacks, or a
    look-alike taking a genuine one's place)."""
    base = roots.registry
    if set(vars(base)) != _REGISTRY_INDEXES:  # another pyhanko-certvalidator: build it anew
        rebuilt: CertificateRegistry = CertificateRegistry.build(roots.trust_manager.iter_certs())
        return rebuilt
    fresh = copy.copy(base)
    fresh.certs = dict(base.certs)
    for name in ("_subject_map", "_key_identifier_map", "_key_hash_map"):
        setattr(fresh, name, _FileIndex(getattr(base, name)))
    return fresh


class _FileIndex(defaultdict[Any, list[Any]]):
    """One index of a file's registry: the roots' list under a key, copied the first time the
    file looks that key up (pyHanko reads these indexes only by key, and appends to the list it
    gets), so that what the file's signatures add stays the file's. Copying every list up front
    was most of a file's validation context (~0.7 ms for a federation's 494 club CAs)."""

    def __init__(self, roots: defaultdict[Any, list[Any]]) -> None:
        super().__init__(list)
        self._roots = roots

    def __missing__(self, key: Any) -> list[Any]:
        found = self[key] = list(self._roots.get(key, ()))
        return found


def validation_context(roots: RootSet, moment: datetime | None) -> ValidationContext:
    """A validation context for one file at `moment` (None: now), ~0.4 ms: the roots are
    indexed once, and nothing learned from one file's signatures serves another's."""
    return ValidationContext(
        trust_manager=roots.trust_manager,
        certificate_registry=_file_registry(roots),
        allow_fetching=False,
        moment=moment,
    )
