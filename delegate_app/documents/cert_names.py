"""Names of any length in a certificate's subject.

X.509 caps commonName and organizationName at 64 characters (RFC 5280, ub-common-name and
ub-organization-name), and clubs, federations and people are called longer than that
("Club de Ajedrez … de San Cristóbal de La Laguna"). The registry matches clubs and people by
their whole name, so a shortened name alone would break it: the attribute carries the name cut
to the limit and ending in "…", and the whole name goes in a `description` attribute beside it
(X.520, up to 1024 characters). Readers take the description that continues the shortened
value, so a certificate with a long club name and a long person's name keeps both apart.
"""

from __future__ import annotations

from collections.abc import Iterable

from cryptography import x509
from cryptography.x509.oid import NameOID

LIMIT = 64  # ub-common-name, ub-organization-name
DESCRIPTION_LIMIT = 1024  # ub-description
DESCRIPTION_OID = x509.ObjectIdentifier("2.5.4.13")  # X.520 description
ELLIPSIS = "…"


def too_long(text: str) -> str | None:
    """The Spanish reason a name cannot go into a certificate at all, or None."""
    if len(text) > DESCRIPTION_LIMIT:
        return (
            f"El nombre tiene {len(text)} caracteres; un certificado admite como mucho "
            f"{DESCRIPTION_LIMIT}."
        )
    return None


def _size(text: str) -> int:
    # cryptography counts the limit in UTF-8 bytes, stricter than X.520's characters: keep to
    # the bytes so that no accent makes the library refuse the name.
    return len(text.encode("utf-8"))


def fitted(text: str, limit: int = LIMIT) -> str:
    """`text` itself when it fits; else cut at a word if one ends late enough, with "…"."""
    if _size(text) <= limit:
        return text
    room = limit - _size(ELLIPSIS)
    cut = text
    while _size(cut) > room:
        cut = cut[:-1]
    space = cut.rfind(" ")
    if space >= len(cut) // 2:
        cut = cut[:space]
    return cut.rstrip(" ,.;-") + ELLIPSIS


def attributes(oid: x509.ObjectIdentifier, text: str) -> list[x509.NameAttribute[str]]:
    """The attribute for `text`, plus its whole value in a description when it was cut."""
    short = fitted(text)
    found = [x509.NameAttribute(oid, short)]
    if short != text:
        found.append(x509.NameAttribute(DESCRIPTION_OID, text))
    return found


def expand(short: str | None, descriptions: Iterable[str]) -> str | None:
    """The whole name a shortened attribute stands for (the value itself when it was whole)."""
    if not short or not short.endswith(ELLIPSIS):
        return short
    stem = short[: -len(ELLIPSIS)]
    for whole in descriptions:
        if _size(whole) > LIMIT and whole.startswith(stem):
            return whole
    return short


def _values(name: x509.Name, oid: x509.ObjectIdentifier) -> list[str]:
    return [str(a.value) for a in name.get_attributes_for_oid(oid)]


def subject_text(certificate: x509.Certificate, oid: x509.ObjectIdentifier) -> str | None:
    """The whole value of a subject attribute (commonName, organizationName), or None."""
    values = _values(certificate.subject, oid)
    if not values:
        return None
    return expand(values[0], _values(certificate.subject, DESCRIPTION_OID))


def organization(certificate: x509.Certificate) -> str | None:
    return subject_text(certificate, NameOID.ORGANIZATION_NAME)


def common_name(certificate: x509.Certificate) -> str | None:
    return subject_text(certificate, NameOID.COMMON_NAME)
