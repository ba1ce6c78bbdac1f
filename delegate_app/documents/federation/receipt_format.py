"""The acuse de recibo's formats and who may sign one: what receipts.py makes and
receipt_check.py verifies both hold to this module.

- "delegado-acuse/2" (docs/acuse-2.schema.json), made now: a receipt for every verdict the
  intake files (aceptada, incompleta, rechazada), the verdict and its reason ("motivo", the
  intake's own words) inside the signed data. Of a rejected file nothing is taken as true but
  its bytes' SHA-256: the match and the clubs are what the file claims (or null), and there is
  no "acta" block. Only an accepted acta's receipt lists deadlines met.
- "delegado-acuse/1" (docs/acuse.schema.json), made before: accepted actas only. Still read, as
  clubs and the federation's database hold receipts of that format.

Light to import (no reportlab, no pyHanko): intake loads it with receipts.py at start.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from delegate_app.domain.federation.evidence_deadlines import LOCAL_ZONE

if TYPE_CHECKING:
    from delegate_app.documents.registry import Certificate, Registry

FORMAT_V1 = "delegado-acuse/1"
FORMAT = "delegado-acuse/2"
FORMATS = (FORMAT_V1, FORMAT)
VERDICTS = ("aceptada", "incompleta", "rechazada")
# The receipt number's suffix for each verdict: one file may get a rejection and, once
# re-verified with a newer registry, an acceptance: two receipts, two numbers.
_SUFFIX = {"aceptada": "", "incompleta": "-I", "rechazada": "-R"}
MAX_REASON = 700
ATTACHMENT_NAME = "acuse.json"
FIELD_NAME = "federacion"
SPORT_LABELS = {"ajedrez": "Ajedrez", "domino": "Dominó"}
ROLE_LABELS = {
    "delegado_local": "Delegado local",
    "delegado_visitante": "Delegado visitante",
    "arbitro": "Árbitro",
}
MAX_TEXT = 400
MAX_ITEMS = 40
HEX64 = re.compile(r"^[0-9a-f]{64}$")
_UTC = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$")
_LOCAL = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$")
_ID = re.compile(r"^AR-[0-9A-F]{12}(-[IR])?$")


def receipt_id(file_sha256: str, verdict: str = "aceptada") -> str:
    """One receipt per received file and verdict: the same file always gets the same number;
    an accepted acta's is AR- and 12 hex digits (as in format 1), the others end -I or -R."""
    return f"AR-{file_sha256[:12].upper()}{_SUFFIX.get(verdict, '')}"


def utc_text(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# --------------------------------------------------------------------------- the schema


def _text(value: object, where: str, problems: list[str], *, empty: bool = False) -> None:
    if not isinstance(value, str) or len(value) > MAX_TEXT or (not empty and not value.strip()):
        problems.append(f"«{where}» debe ser un texto")


def _exact(value: object, keys: set[str], where: str, problems: list[str]) -> bool:
    if not isinstance(value, dict):
        problems.append(f"«{where}» debe ser un objeto")
        return False
    if set(value) != keys:
        extra = sorted(set(value) - keys)
        missing = sorted(keys - set(value))
        parts = []
        if extra:
            parts.append("sobra " + ", ".join(f"«{k}»" for k in extra))
        if missing:
            parts.append("falta " + ", ".join(f"«{k}»" for k in missing))
        problems.append(f"{where}: " + "; ".join(parts))
        return False
    return True


_TOP_V1 = {
    "formato",
    "acuse",
    "federacion",
    "certificado_federacion",
    "recibido_utc",
    "recibido_canarias",
    "correo_recibido_utc",
    "estado",
    "deporte",
    "encuentro",
    "club_local",
    "club_visitante",
    "archivo",
    "acta",
    "plazos_cumplidos",
}
_TOP = _TOP_V1 | {"motivo"}
_MATCH = {"temporada", "competicion", "ronda", "local", "visitante"}


def schema_problems(data: Any) -> list[str]:
    """Everything in `data` that breaks its format's schema (docs/acuse-2.schema.json, or
    docs/acuse.schema.json for format 1); [] when it follows it."""
    problems: list[str] = []
    if not isinstance(data, dict):
        problems.append("«acuse.json» debe ser un objeto")
        return problems
    old = data.get("formato") == FORMAT_V1
    if not _exact(data, _TOP_V1 if old else _TOP, "acuse.json", problems):
        return problems
    if data["formato"] not in FORMATS:
        problems.append(f"el formato es «{data['formato']}», no «{FORMAT}» ni «{FORMAT_V1}»")
        return problems
    verdict = data["estado"]
    if old and verdict != "aceptada":
        problems.append("«estado» debe ser «aceptada»")
    elif verdict not in VERDICTS:
        problems.append("«estado» debe ser «aceptada», «incompleta» o «rechazada»")
        return problems
    refused = verdict == "rechazada"
    if not old:
        motivo = data["motivo"]
        if not isinstance(motivo, str) or not motivo.strip() or len(motivo) > MAX_REASON:
            problems.append("«motivo» debe ser un texto")
    _text(data["federacion"], "federacion", problems)
    for key in ("club_local", "club_visitante"):
        # A rejected file's clubs are what it claims, when it could be read at all.
        if not (refused and data[key] is None):
            _text(data[key], key, problems)
    if not isinstance(data["acuse"], str) or not _ID.match(data["acuse"]):
        problems.append("«acuse» no es un número de acuse (AR- y 12 cifras hexadecimales)")
    if not isinstance(data["certificado_federacion"], str) or not HEX64.match(
        data["certificado_federacion"]
    ):
        problems.append("«certificado_federacion» no es una huella SHA-256")
    if data["deporte"] not in SPORT_LABELS and not (refused and data["deporte"] is None):
        problems.append("«deporte» debe ser «ajedrez» o «domino»")
    _times(data, problems)
    if not (refused and data["encuentro"] is None):
        _match(data["encuentro"], problems)
    if _exact(data["archivo"], {"nombre", "sha256"}, "archivo", problems):
        _text(data["archivo"]["nombre"], "archivo.nombre", problems)
        if not isinstance(data["archivo"]["sha256"], str) or not HEX64.match(
            data["archivo"]["sha256"]
        ):
            problems.append("«archivo.sha256» no es una huella SHA-256")
        elif data["acuse"] != receipt_id(data["archivo"]["sha256"], verdict):
            problems.append("el número de acuse no corresponde al archivo recibido y su estado")
    if refused:
        if data["acta"] is not None:
            problems.append("«acta» debe ser null: de un archivo rechazado nada se da por bueno")
    else:
        _acta(data["acta"], problems)
    _deadlines(data["plazos_cumplidos"], problems)
    if verdict != "aceptada" and data["plazos_cumplidos"]:
        problems.append("«plazos_cumplidos» debe estar vacío: solo un acta aceptada los cumple")
    return problems


def _match(match: object, problems: list[str]) -> None:
    if not _exact(match, _MATCH, "encuentro", problems):
        return
    assert isinstance(match, dict)
    for key in ("temporada", "competicion", "local", "visitante"):
        _text(match[key], f"encuentro.{key}", problems)
    ronda = match["ronda"]
    if not isinstance(ronda, int) or isinstance(ronda, bool) or not 0 <= ronda < 1000:
        problems.append("«encuentro.ronda» debe ser un número entero")


def _acta(acta: object, problems: list[str]) -> None:
    if not _exact(acta, {"documento", "hash_contenido", "firmas"}, "acta", problems):
        return
    assert isinstance(acta, dict)
    _text(acta["documento"], "acta.documento", problems)
    if not isinstance(acta["hash_contenido"], str) or not HEX64.match(acta["hash_contenido"]):
        problems.append("«acta.hash_contenido» no es una huella SHA-256")
    roles = acta["firmas"]
    if (
        not isinstance(roles, list)
        or len(roles) > len(ROLE_LABELS)
        or any(role not in ROLE_LABELS for role in roles)
        or len(set(roles)) != len(roles)
    ):
        problems.append("«acta.firmas» debe ser una lista de papeles del acta")


def _times(data: dict[str, Any], problems: list[str]) -> None:
    utc, local, mail = data["recibido_utc"], data["recibido_canarias"], data["correo_recibido_utc"]
    if not isinstance(utc, str) or not _UTC.match(utc):
        problems.append("«recibido_utc» debe ser una hora UTC (AAAA-MM-DDTHH:MM:SSZ)")
        return
    if not isinstance(local, str) or not _LOCAL.match(local):
        problems.append("«recibido_canarias» debe ser una hora con su desfase")
        return
    if mail is not None and (not isinstance(mail, str) or not _UTC.match(mail)):
        problems.append("«correo_recibido_utc» debe ser una hora UTC o null")
    try:
        moment = datetime.fromisoformat(utc.replace("Z", "+00:00"))
        shown = datetime.fromisoformat(local)
    except ValueError:
        problems.append("las horas de recepción no son fechas válidas")
        return
    if shown.astimezone(LOCAL_ZONE).isoformat() != local or moment != shown:
        problems.append(
            "«recibido_canarias» y «recibido_utc» no son el mismo momento en la hora de Canarias"
        )


def _deadlines(entries: object, problems: list[str]) -> None:
    if not isinstance(entries, list) or len(entries) > MAX_ITEMS:
        problems.append("«plazos_cumplidos» debe ser una lista")
        return
    for index, entry in enumerate(entries, start=1):
        where = f"plazos_cumplidos {index}"
        if not _exact(entry, {"articulo", "vence_canarias", "responsable"}, where, problems):
            continue
        _text(entry["articulo"], f"{where}.articulo", problems)
        _text(entry["responsable"], f"{where}.responsable", problems, empty=True)
        due = entry["vence_canarias"]
        if not isinstance(due, str) or not _LOCAL.match(due):
            problems.append(f"«{where}.vence_canarias» debe ser una hora con su desfase")


# --------------------------------------------------------------------------- the signer


def signer_problem(certificate: Certificate, registry: Registry) -> str | None:
    """Why a certificate that chains to the federation may still not sign its receipts: it is
    a registered person's (an arbiter's certificate the federation issued, say) or a club's.
    A receipt is the federation's word, not theirs."""
    from delegate_app.documents import signing
    from delegate_app.documents.registry import as_crypto_certificate, issued_by, serial_text

    cert = as_crypto_certificate(certificate)
    mine = signing.fingerprint(cert)
    people = [*registry.arbiters, *(p for c in registry.clubs.values() for p in c.delegates)]
    serial = serial_text(cert)
    for person in people:
        if mine in person.fingerprints or (
            serial and person.dni and signing.normal_id(person.dni) == serial
        ):
            return f"lo firma {person.name}, una persona del registro, no la federación"
    for club in registry.clubs.values():
        if any(issued_by(cert, ca) for ca in club.authorities):
            return f"lo firma un certificado de la autoridad de «{club.name}», no la federación"
    return None
