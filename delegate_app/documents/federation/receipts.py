"""The federation's "acuse de recibo": a one-page PDF and its JSON, signed by the federation.

For every file the intake files the federation hands the club a receipt: which file arrived
(its SHA-256), when (Canarian time and UTC), and what the federation made of it (aceptada,
incompleta, rechazada) and why, in the intake's words. An accepted acta's receipt is the club's
proof of having sent on time: which acta the file holds (acta.json's content hash), which match,
the deadlines met. A rejected file's receipt takes nothing of it as true but its SHA-256: the
club finds its own file by that hash, so a file that lies about its club reaches nobody's
outbox. The receipt is:

- `acuse.json` (format "delegado-acuse/2", docs/acuse-2.schema.json; "delegado-acuse/1",
  accepted actas only, is still read): canonical JSON, the same bytes written beside the PDF and
  attached inside it, whose SHA-256 every page's footer prints;
- the page, built from that JSON alone (receipt_page.py, so a verifier can hold every printed
  fact and the verdict to it, receipt_check.py);
- one PAdES signature by the federation's certificate (the one the registry names), certifying
  the document with no changes allowed afterwards, and covering the whole file.

Made in batches: `load_federation_signer` opens the .p12 once, `issue_receipts` signs many with
it. reportlab and pyHanko are imported only when a receipt is made, never at start-up.
"""

from __future__ import annotations

import hashlib
import logging
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from io import BytesIO
from pathlib import Path
from typing import TYPE_CHECKING, Any

from delegate_app.documents.federation.receipt_format import (
    ATTACHMENT_NAME,
    FIELD_NAME,
    FORMAT,
    HEX64,
    MAX_REASON,
    MAX_TEXT,
    ROLE_LABELS,
    SPORT_LABELS,
    receipt_id,
    schema_problems,
    signer_problem,
    utc_text,
)
from delegate_app.documents.federation.receipt_page import (
    TITLE,
    local_time_text,
    match_label,
    printed_facts,
    render_page,
    utc_time_text,
)
from delegate_app.domain.federation.acta_facts import acta_moment
from delegate_app.domain.federation.evidence_deadlines import LOCAL_ZONE
from delegate_app.domain.federation.records import IntakeStatus, IntakeVerdict
from delegate_app.os_errors import os_reason

__all__ = [
    "ATTACHMENT_NAME",
    "FIELD_NAME",
    "FORMAT",
    "ROLE_LABELS",
    "SPORT_LABELS",
    "FederationSigner",
    "IssuedReceipt",
    "ReceiptError",
    "ReceiptRequest",
    "federation_signer",
    "issue_receipts",
    "load_federation_signer",
    "local_time_text",
    "make_receipt",
    "match_label",
    "printed_facts",
    "receipt_id",
    "render_page",
    "utc_text",
    "utc_time_text",
]

if TYPE_CHECKING:
    from delegate_app.documents.certificates import LoadedSigner
    from delegate_app.documents.registry import Registry
    from delegate_app.store.federation.database import FederationDb

log = logging.getLogger(__name__)

MAX_FILE_NAME = 300


class ReceiptError(ValueError):
    """A receipt cannot be made; the Spanish message says why and nothing has been written."""


@dataclass(frozen=True)
class ReceiptRequest:
    """One filed verdict to acknowledge, and when the federation received its file (aware
    datetime: the first filing's time, which a second import of the same file never changes)."""

    verdict: IntakeVerdict
    received_at: datetime


@dataclass(frozen=True)
class IssuedReceipt:
    pdf_path: Path
    json_path: Path
    receipt_sha256: str  # of the signed PDF's bytes, as recorded in the federation's database
    received_at: datetime  # UTC


@dataclass(frozen=True)
class FederationSigner:
    """The federation's certificate and key, loaded once for a batch of receipts."""

    loaded: LoadedSigner
    federation_name: str
    certificate_sha256: str


# --------------------------------------------------------------------------- the signer


def load_federation_signer(
    p12: bytes | str | Path,
    passphrase: str,
    *,
    registry: Registry | None = None,
    federation_name: str | None = None,
) -> FederationSigner:
    """Open the federation's .p12 once for a batch; with `registry`, refuse a certificate that
    does not chain to the registry's federation certificate (receipts the clubs could not
    verify).

    Raises certificates.SigningError (a bad file or passphrase, an expired certificate) or
    ReceiptError, each with a Spanish message.
    """
    from delegate_app.documents import certificates

    loaded = certificates.load_signer(p12, passphrase)
    return federation_signer(loaded, registry=registry, federation_name=federation_name)


def federation_signer(
    loaded: LoadedSigner,
    *,
    registry: Registry | None = None,
    federation_name: str | None = None,
) -> FederationSigner:
    """A loaded certificate as the federation's receipt signer (see load_federation_signer)."""
    from delegate_app.documents import signing
    from delegate_app.documents.cert_names import organization

    chain = [loaded.certificate, *loaded.chain]
    if registry is not None:
        wanted = signing.fingerprint(registry.federation)
        if not any(signing.fingerprint(c) == wanted for c in chain):
            raise ReceiptError(
                "Este certificado no es el de la federación que firma el registro federativo: "
                "los clubes no podrían comprobar sus acuses. Use el .p12 de la federación "
                "(el que firmó el registro con «delegado registro firmar»)."
            )
        problem = signer_problem(loaded.certificate, registry)
        if problem:
            raise ReceiptError(
                f"Con este certificado los acuses no se podrían comprobar: {problem}. Use un "
                "certificado de la federación que no sea el de una persona del registro."
            )
    name = federation_name
    if not name:
        # The organisation named by the chain's root first: the signing certificate may name a
        # person or an office of the federation.
        for certificate in reversed(chain):
            name = organization(certificate)
            if name:
                break
    return FederationSigner(
        loaded=loaded,
        federation_name=(name or loaded.name).strip(),
        certificate_sha256=signing.fingerprint(loaded.certificate),
    )


# --------------------------------------------------------------------------- the data


def _utc(moment: datetime) -> datetime:
    if moment.tzinfo is None:
        raise ValueError("received_at must be timezone-aware")
    return moment.astimezone(UTC).replace(microsecond=0)


def _acta_facts(verdict: IntakeVerdict) -> dict[str, Any]:
    """What acta.json says that the receipt repeats: its document ID and its deadlines."""
    import json

    try:
        data = json.loads(verdict.acta_json or "")
    except (ValueError, RecursionError):
        data = None
    if not isinstance(data, dict) or not isinstance(data.get("documento"), str):
        raise ReceiptError(f"{verdict.file_name}: falta el acta.json del acta aceptada.")
    plazos = data.get("plazos") if isinstance(data.get("plazos"), list) else []
    return {"documento": data["documento"], "plazos": plazos}


def _due(value: object) -> datetime | None:
    """A deadline of acta.json ("vence": local Canarian wall-clock time) as an aware moment."""
    moment = acta_moment(value)
    if moment is None:
        return None
    return moment.replace(tzinfo=LOCAL_ZONE) if moment.tzinfo is None else moment


def _about_sending(entry: dict[str, Any]) -> bool:
    """A deadline for sending the acta or its result (CH-13.7 with incidents, CH-14, CH-15.3,
    the domino league's two): the receipt of an acta can meet those, not a claim's or an
    appeal's, which the acta lists too."""
    words = str(entry.get("descripcion", "")).casefold()
    return "acta" in words or "resultado" in words


def _met_deadlines(plazos: Iterable[Any], received: datetime) -> list[dict[str, Any]]:
    """The acta's own deadlines that the receipt time meets, earliest first. Missed ones are not
    the receipt's to state: the committee decides them (also from the mail server's time)."""
    met = []
    for entry in plazos:
        if not isinstance(entry, dict) or not _about_sending(entry):
            continue
        due = _due(entry.get("vence"))
        if due is None or received >= due:
            continue
        met.append(
            {
                "articulo": str(entry.get("articulo", ""))[:40],
                "vence_canarias": due.astimezone(LOCAL_ZONE).isoformat(),
                "responsable": str(entry.get("responsable", ""))[:120],
            }
        )
    return sorted(met, key=lambda e: (e["vence_canarias"], e["articulo"]))


def _claimed(text: object) -> str | None:
    """What a rejected file says of itself, when it fits a receipt's text; else nothing."""
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_TEXT:
        return None
    return text


def _claimed_match(verdict: IntakeVerdict) -> dict[str, Any] | None:
    match = verdict.match
    if match is None:
        return None
    fields = {
        "temporada": _claimed(match.season),
        "competicion": _claimed(match.competition),
        "ronda": match.round,
        "local": _claimed(match.home),
        "visitante": _claimed(match.away),
    }
    if any(v is None for v in fields.values()) or not 0 <= match.round < 1000:
        return None
    return fields


def receipt_data(request: ReceiptRequest, signer: FederationSigner) -> dict[str, Any]:
    """acuse.json for one filed verdict (docs/acuse-2.schema.json): an accepted or incomplete
    acta's match, clubs and acta as the verified file states them; a rejected file's as it
    claims them (null where it could not be read), with no acta block."""
    verdict = request.verdict
    status = IntakeStatus(verdict.status)
    refused = status is IntakeStatus.REJECTED
    if not HEX64.match(verdict.file_sha256):
        raise ReceiptError(f"{verdict.file_name}: la huella SHA-256 no es válida.")
    received = _utc(request.received_at)
    mail = _utc(verdict.mail_received_at) if verdict.mail_received_at else None
    if refused:
        match, sport, acta, met = _claimed_match(verdict), verdict.sport, None, []
        if sport not in SPORT_LABELS:
            sport = None
        home, away = _claimed(verdict.home_club), _claimed(verdict.away_club)
    else:
        if verdict.match is None or not verdict.content_hash or not verdict.sport:
            raise ReceiptError(f"{verdict.file_name}: faltan los datos del encuentro del acta.")
        if not HEX64.match(verdict.content_hash):
            raise ReceiptError(f"{verdict.file_name}: las huellas SHA-256 no son válidas.")
        facts = _acta_facts(verdict)
        key = verdict.match
        match = {
            "temporada": key.season,
            "competicion": key.competition,
            "ronda": key.round,
            "local": key.home,
            "visitante": key.away,
        }
        sport, home, away = verdict.sport, verdict.home_club or "", verdict.away_club or ""
        acta = {
            "documento": facts["documento"],
            "hash_contenido": verdict.content_hash,
            "firmas": [role for role in verdict.signed_roles if role in ROLE_LABELS],
        }
        accepted = status is IntakeStatus.ACCEPTED
        met = _met_deadlines(facts["plazos"], received) if accepted else []
    data = {
        "formato": FORMAT,
        "acuse": receipt_id(verdict.file_sha256, status.value),
        "federacion": signer.federation_name,
        "certificado_federacion": signer.certificate_sha256,
        "recibido_utc": utc_text(received),
        "recibido_canarias": received.astimezone(LOCAL_ZONE).isoformat(),
        "correo_recibido_utc": utc_text(mail) if mail else None,
        "estado": status.value,
        "motivo": (" ".join(verdict.reason.split()) or status.value)[:MAX_REASON],
        "deporte": sport,
        "encuentro": match,
        "club_local": home,
        "club_visitante": away,
        "archivo": {
            "nombre": verdict.file_name[:MAX_FILE_NAME],
            "sha256": verdict.file_sha256,
        },
        "acta": acta,
        "plazos_cumplidos": met,
    }
    # Never sign a receipt its holder could not verify (a missing club, an overlong name...).
    problems = schema_problems(data)
    if problems:
        raise ReceiptError(
            f"{verdict.file_name}: no se puede dar acuse de recibo: " + "; ".join(problems) + "."
        )
    return data


def canonical(data: dict[str, Any]) -> bytes:
    """The bytes hashed, attached and written beside the PDF (sorted keys, no spaces, UTF-8)."""
    import json

    return json.dumps(
        data, ensure_ascii=False, sort_keys=True, separators=(",", ":"), allow_nan=False
    ).encode("utf-8")


# --------------------------------------------------------------------------- signing


def sign_receipt(page_pdf: bytes, json_bytes: bytes, signer: FederationSigner) -> bytes:
    """Attach acuse.json and sign, in one incremental revision: the signature covers the whole
    file, and certifies it allowing no later change at all (DocMDP P=1)."""
    from pyhanko.pdf_utils import embed
    from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
    from pyhanko.pdf_utils.misc import PdfError
    from pyhanko.sign import fields, signers
    from pyhanko.sign.general import SigningError as PyHankoSigningError

    from delegate_app.documents.signing import signature_room

    writer = IncrementalPdfFileWriter(BytesIO(page_pdf))
    stream = embed.EmbeddedFileObject.from_file_data(
        writer, data=json_bytes, mime_type="application/json", params=embed.EmbeddedFileParams()
    )
    embed.embed_file(
        writer,
        embed.FileSpec(
            file_spec_string=ATTACHMENT_NAME,
            file_name=ATTACHMENT_NAME,
            embedded_data=stream,
            description="Datos del acuse de recibo en JSON",
        ),
    )
    metadata = signers.PdfSignatureMetadata(
        field_name=FIELD_NAME,
        subfilter=fields.SigSeedSubFilter.PADES,
        md_algorithm="sha256",
        reason=TITLE,
        location="Canarias",
        name=signer.federation_name,
        certify=True,
        docmdp_permissions=fields.MDPPerm.NO_CHANGES,
    )
    pdf_signer = signers.PdfSigner(
        metadata, signer.loaded.signer, new_field_spec=fields.SigFieldSpec(FIELD_NAME)
    )
    out = BytesIO()
    try:
        pdf_signer.sign_pdf(writer, bytes_reserved=signature_room(signer.loaded), output=out)
    except (PyHankoSigningError, PdfError, ValueError):
        log.exception("pyHanko could not sign a receipt")
        raise ReceiptError(
            "No se pudo firmar el acuse de recibo; los detalles están en el registro."
        ) from None
    return out.getvalue()


# --------------------------------------------------------------------------- files


def _slug(text: str, limit: int = 40) -> str:
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")[:limit].strip("-") or "x"


def receipt_stem(data: dict[str, Any]) -> str:
    """acuse-<season>-r<round>-<home>-<away>-<receipt number>: readable and one per file."""
    match = data["encuentro"]
    if match is None:  # a rejected file that could not be read as an acta
        return f"acuse-archivo-{data['acuse']}"
    return (
        f"acuse-{_slug(match['temporada'], 12)}-r{match['ronda']}-{_slug(match['local'], 30)}-"
        f"{_slug(match['visitante'], 30)}-{data['acuse']}"
    )


def make_receipt(
    request: ReceiptRequest, signer: FederationSigner
) -> tuple[dict[str, Any], bytes, bytes]:
    """(data, acuse.json bytes, signed PDF bytes) for one filed verdict, nothing written."""
    data = receipt_data(request, signer)
    json_bytes = canonical(data)
    return data, json_bytes, sign_receipt(render_page(data, json_bytes), json_bytes, signer)


def issue_receipts(
    requests: Sequence[ReceiptRequest] | Iterable[ReceiptRequest],
    signer: FederationSigner,
    out_dir: str | Path,
    *,
    db: FederationDb | None = None,
) -> list[IssuedReceipt]:
    """Make, sign and write one receipt per request into `out_dir` (created if missing).

    With `db` (the federation's database, where intake filed each acta) every receipt is
    recorded there, one per received file: a file acknowledged before (an earlier import, or
    another clerk at the same moment) gets its stored receipt written again, never a second
    one with another time, since the club may already hold the first. Only a file whose verdict
    changed (re-verified: rejected or incomplete before, accepted now) gets a new receipt, with
    its own number, in place of the stored one; an accepted file's receipt is never replaced.

    One process does it all: ~28 ms of CPU a receipt. A pool of two spawned processes was
    tried and dropped: on this 2-core machine under its usual load it took longer for 200
    receipts (30 s against 25 s, with 1.5 s more CPU to start the workers), and intake already
    makes each receipt while its own two workers verify the next actas.

    Each receipt's JSON and PDF are written atomically, the JSON first: a receipt PDF never
    exists without its JSON. A ReceiptError stops the batch before anything of that receipt is
    written; the receipts already written stay (each is complete on its own).
    """
    folder = Path(out_dir)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ReceiptError(
            f"No se puede crear la carpeta de acuses «{folder}»: {os_reason(exc)}."
        ) from None
    issued = []
    for request in requests:
        kept = _stored(db, request) if db is not None else None
        if kept is None:
            data, json_bytes, pdf = make_receipt(request, signer)
            if db is not None:
                kept = _record(db, request, json_bytes, pdf)
        if kept is not None:
            json_bytes, pdf = kept
            data = _json_of(json_bytes)
        issued.append(_write(folder, data, json_bytes, pdf))
    return issued


def _json_of(json_bytes: bytes) -> dict[str, Any]:
    import json

    loaded: dict[str, Any] = json.loads(json_bytes)
    return loaded


def _write(folder: Path, data: dict[str, Any], json_bytes: bytes, pdf: bytes) -> IssuedReceipt:
    from delegate_app.store.atomic_file import write_atomically

    stem = receipt_stem(data)
    pdf_path, json_path = folder / f"{stem}.pdf", folder / f"{stem}.json"
    try:
        write_atomically(json_path, json_bytes)
        write_atomically(pdf_path, pdf)
    except OSError as exc:
        raise ReceiptError(
            f"No se puede escribir el acuse «{pdf_path}»: {os_reason(exc)}."
        ) from None
    received = datetime.fromisoformat(data["recibido_utc"].replace("Z", "+00:00"))
    return IssuedReceipt(
        pdf_path=pdf_path,
        json_path=json_path,
        receipt_sha256=hashlib.sha256(pdf).hexdigest(),
        received_at=received,
    )


# --------------------------------------------------------------------------- the record


def _stored(db: FederationDb, request: ReceiptRequest) -> tuple[bytes, bytes] | None:
    """The receipt stored for the file, when it says this verdict (or "aceptada": final)."""
    from delegate_app.store.federation.inbox import receipt_for

    record = receipt_for(db, request.verdict.file_sha256)
    if record is None:
        return None
    stated = _json_of(record.receipt_json.encode("utf-8")).get("estado")
    if stated not in (IntakeStatus.ACCEPTED.value, IntakeStatus(request.verdict.status).value):
        return None
    return record.receipt_json.encode("utf-8"), record.receipt_pdf


def _record(
    db: FederationDb, request: ReceiptRequest, json_bytes: bytes, pdf: bytes
) -> tuple[bytes, bytes]:
    """Record the receipt; what the database keeps (ours, or one another clerk recorded a
    moment earlier) is what gets written."""
    from delegate_app.store.errors import StoreError
    from delegate_app.store.federation.inbox import record_receipt

    try:
        record = record_receipt(
            db,
            request.verdict.file_sha256,
            datetime.now(UTC),
            json_bytes.decode("utf-8"),
            pdf,
        )
    except StoreError as exc:
        raise ReceiptError(f"{request.verdict.file_name}: {exc}") from None
    return record.receipt_json.encode("utf-8"), record.receipt_pdf
