"""Why a signature's certificate is not accepted, named for what it is: revoked or not
recognised (no path to a trusted authority), or, under a trusted authority, not yet valid,
expired, or without the signing usage at the moment it is judged (issue 24, item 7: these
were all called "no reconocido")."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from asn1crypto.x509 import Certificate
    from pyhanko_certvalidator import ValidationContext

UNKNOWN_CERTIFICATE = "certificado no reconocido"


def trust_problem(indication: object) -> str:
    name = getattr(indication, "name", "")
    if name.startswith("REVOKED"):
        return f"{UNKNOWN_CERTIFICATE}: el certificado está revocado"
    return f"{UNKNOWN_CERTIFICATE}: su autoridad no está entre las de confianza"


def own_reason(
    cert: Certificate,
    carried: tuple[Certificate, ...],
    when: datetime | None,
    context_at: Callable[[datetime], ValidationContext],
) -> str | None:
    """What is wrong with a certificate whose authority is trusted: its dates at the moment it
    is judged, or its key usage. None when its path to a trusted authority fails anyway (then
    it is not recognised, whatever else may be wrong with it)."""
    moment = when or datetime.now(UTC)
    try:
        validity = cert["tbs_certificate"]["validity"]
        start: datetime = validity["not_before"].native
        end: datetime = validity["not_after"].native
    except (KeyError, TypeError, ValueError):
        return None
    inside = start + (end - start) / 2 if not start <= moment <= end else moment
    if not _path_trusted(cert, carried, context_at(inside)):
        return None
    if moment < start:
        return f"el certificado todavía no era válido: lo es desde el {start:%d/%m/%Y}"
    if moment > end:
        return f"el certificado había caducado el {end:%d/%m/%Y}"
    if not _signing_usage(cert):
        return (
            "el certificado no sirve para firmar documentos (le falta el uso «firma digital» "
            "o «no repudio»)"
        )
    return None


def _path_trusted(
    cert: Certificate, carried: tuple[Certificate, ...], context: ValidationContext
) -> bool:
    import asyncio

    from pyhanko_certvalidator import CertificateValidator

    validator = CertificateValidator(
        cert, intermediate_certs=list(carried), validation_context=context
    )
    try:
        asyncio.run(validator.async_validate_path())
    except Exception:  # any failure of the path: not recognised
        return False
    return True


def _signing_usage(cert: Certificate) -> bool:
    try:
        usage = cert.key_usage_value
    except (ValueError, KeyError):
        return False
    names = set(usage.native) if usage is not None else set()
    return bool(names & {"digital_signature", "non_repudiation"})


def cert_valid_at(cert: Certificate, moment: datetime) -> bool:
    try:
        validity = cert["tbs_certificate"]["validity"]
        start: datetime = validity["not_before"].native
        end: datetime = validity["not_after"].native
        return start <= moment <= end
    except (KeyError, TypeError, ValueError):
        return False
