"""The time of the signatures, judged from evidence (issue 24): the time a signature states is
the signer's own clock. It may be neither after the reference (the federation's reception of
the file, or now) nor before the acta was closed; the certificates are judged at the reference,
never at that stated time."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from delegate_app.documents import signing
from delegate_app.documents.check import Check

SIGNING_TIME_NOTE = (
    "Certificados comprobados a la hora en que la federación recibió el acta ({}), según su "
    "acuse de recibo: no a la hora de firma, que solo declara el ordenador del firmante."
)
NO_TIME_EVIDENCE = (
    "--en-fecha-de-firma: no hay prueba de cuándo se firmó (la hora de firma la declara el "
    "propio ordenador del firmante), así que los certificados se comprueban a la hora actual. "
    "Dé también el acuse de recibo de la federación de este mismo archivo para comprobarlos a "
    "la hora en que ella lo recibió."
)
TIME_CHECK = "Hora de las firmas"
# A signer's clock a little ahead of the verifier's is not a forgery.
CLOCK_SKEW = timedelta(minutes=5)


def time_check(report: Any, reference: datetime, received: bool) -> Check:
    """Each signing time (the signer's clock) is neither after `reference` (the federation's
    reception, or now) nor before the acta was closed."""
    closed = report.closed_at
    problems = []
    limit = "la recepción en la federación" if received else "la hora actual"
    for signature in report.signatures:
        stated = signature.signed_at
        if stated is None:
            continue
        if stated.tzinfo is None:
            stated = stated.replace(tzinfo=UTC)
        label = signing.SIGNATURE_ROLES.get(signature.field, signature.field)
        if stated > reference + CLOCK_SKEW:
            problems.append(
                f"«{label}»: la hora de firma que declara es posterior a {limit} "
                f"({moment_text(stated, '')}, y {limit} es {moment_text(reference, '')})"
            )
        if closed is not None and stated < closed - CLOCK_SKEW:
            problems.append(
                f"«{label}»: la hora de firma que declara es anterior al cierre del acta "
                f"({moment_text(stated, '')}; se cerró el {moment_text(closed, '')})"
            )
    if problems:
        return Check(TIME_CHECK, False, "; ".join(problems))
    return Check(TIME_CHECK, True, f"todas después del cierre del acta y no después de {limit}")


def closed_at(data: dict[str, Any]) -> datetime | None:
    """When the acta was closed: acta.json's "cerrada", Canary local time as the club's
    computer wrote it."""
    try:
        closed = datetime.fromisoformat(str(data["cerrada"]))
    except (KeyError, TypeError, ValueError):
        return None
    if closed.tzinfo is not None:
        return closed
    try:
        from delegate_app.domain.federation.evidence_deadlines import LOCAL_ZONE

        return closed.replace(tzinfo=LOCAL_ZONE)
    except Exception:  # no tz database on this machine: UTC, an hour off at most in summer
        return closed.replace(tzinfo=UTC)


def moment_text(moment: datetime | None, tail: str = " (hora de su ordenador)") -> str:
    if moment is None:
        return "sin fecha"
    if moment.tzinfo is not None:
        # The signing time is UTC inside the signature; a delegate reads Canary time.
        try:
            from delegate_app.domain.federation.evidence_deadlines import LOCAL_ZONE

            moment = moment.astimezone(LOCAL_ZONE)
        except Exception:  # no tz database on this machine: show the offset as it came
            pass
    if not tail:
        return f"{moment:%d/%m/%Y %H:%M}"
    return f"firmado el {moment:%d/%m/%Y %H:%M}{tail}"
