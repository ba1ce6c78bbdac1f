"""The federation's "acuse de recibo": a one-page PDF and its JSON, signed by the federation.

For every accepted acta the federation hands the club a receipt it keeps as proof of having
sent on time: which file arrived (its SHA-256), which acta it holds (acta.json's content hash),
which match, and when it arrived, in Canarian time and in UTC. The receipt is:

- `acuse.json` (format "delegado-acuse/1", docs/acuse.schema.json): canonical JSON, the same
  bytes written beside the PDF and attached inside it, whose SHA-256 every page's footer prints;
- the page, built from that JSON alone with pdf_blocks (so a verifier can hold every printed
  fact to it, receipt_check.py);
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
    ROLE_LABELS,
    SPORT_LABELS,
    receipt_id,
    schema_problems,
    signer_problem,
    utc_text,
)
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
    "make_receipt",
    "receipt_id",
    "utc_text",
]

if TYPE_CHECKING:
    from reportlab.platypus import Flowable

    from delegate_app.documents.certificates import LoadedSigner
    from delegate_app.documents.registry import Registry
    from delegate_app.store.federation.database import FederationDb

log = logging.getLogger(__name__)

TITLE = "Acuse de recibo"
MAX_FILE_NAME = 300


class ReceiptError(ValueError):
    """A receipt cannot be made; the Spanish message says why and nothing has been written."""


@dataclass(frozen=True)
class ReceiptRequest:
    """One accepted acta to acknowledge, and when the federation received it (aware datetime:
    the first filing's time, which a second import of the same file never changes)."""

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
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
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


def receipt_data(request: ReceiptRequest, signer: FederationSigner) -> dict[str, Any]:
    """acuse.json for one accepted acta (docs/acuse.schema.json)."""
    verdict = request.verdict
    if verdict.status is not IntakeStatus.ACCEPTED:
        raise ReceiptError(
            f"{verdict.file_name}: solo se da acuse de recibo de un acta aceptada "
            f"(esta está {verdict.status.value})."
        )
    if verdict.match is None or not verdict.content_hash or not verdict.sport:
        raise ReceiptError(f"{verdict.file_name}: faltan los datos del encuentro del acta.")
    if not HEX64.match(verdict.file_sha256) or not HEX64.match(verdict.content_hash):
        raise ReceiptError(f"{verdict.file_name}: las huellas SHA-256 no son válidas.")
    received = _utc(request.received_at)
    facts = _acta_facts(verdict)
    match = verdict.match
    mail = _utc(verdict.mail_received_at) if verdict.mail_received_at else None
    data = {
        "formato": FORMAT,
        "acuse": receipt_id(verdict.file_sha256),
        "federacion": signer.federation_name,
        "certificado_federacion": signer.certificate_sha256,
        "recibido_utc": utc_text(received),
        "recibido_canarias": received.astimezone(LOCAL_ZONE).isoformat(),
        "correo_recibido_utc": utc_text(mail) if mail else None,
        "estado": IntakeStatus.ACCEPTED.value,
        "deporte": verdict.sport,
        "encuentro": {
            "temporada": match.season,
            "competicion": match.competition,
            "ronda": match.round,
            "local": match.home,
            "visitante": match.away,
        },
        "club_local": verdict.home_club or "",
        "club_visitante": verdict.away_club or "",
        "archivo": {
            "nombre": verdict.file_name[:MAX_FILE_NAME],
            "sha256": verdict.file_sha256,
        },
        "acta": {
            "documento": facts["documento"],
            "hash_contenido": verdict.content_hash,
            "firmas": [role for role in verdict.signed_roles if role in ROLE_LABELS],
        },
        "plazos_cumplidos": _met_deadlines(facts["plazos"], received),
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


# --------------------------------------------------------------------------- the page
# Every string below that a verifier compares with the page is made by these functions, from
# the JSON alone (receipt_check.py calls them too).


def local_time_text(data: dict[str, Any]) -> str:
    moment = datetime.fromisoformat(data["recibido_canarias"])
    offset = moment.strftime("%z")
    return f"{moment:%d/%m/%Y %H:%M:%S} hora de Canarias (UTC{offset[:3]}:{offset[3:]})"


def utc_time_text(data: dict[str, Any]) -> str:
    moment = datetime.fromisoformat(data["recibido_utc"].replace("Z", "+00:00"))
    return f"{moment:%d/%m/%Y %H:%M:%S} UTC"


def match_label(data: dict[str, Any]) -> str:
    match = data["encuentro"]
    return (
        f"{match['competicion']} {match['temporada']}, ronda {match['ronda']}: "
        f"{match['local']} – {match['visitante']}"
    )


def printed_facts(data: dict[str, Any]) -> list[str]:
    """The facts the page must show word for word (whitespace collapsed), for the verifier."""
    return [
        f"Acuse {data['acuse']}",
        local_time_text(data),
        utc_time_text(data),
        data["archivo"]["sha256"],
        data["acta"]["hash_contenido"],
        match_label(data),
        data["club_local"],
        data["club_visitante"],
        data["certificado_federacion"],
    ]


def _deadline_row(entry: dict[str, Any]) -> list[str]:
    due = datetime.fromisoformat(entry["vence_canarias"])
    article = entry["articulo"]
    label = f"Art. {article[3:]}" if article[:3] in ("CH-", "DO-") else article
    return [label, f"{due:%d/%m/%Y %H:%M}", entry["responsable"]]


def _with_article(name: str) -> str:
    return name if name.lower().startswith(("la ", "el ")) else f"La {name}"


def _story(data: dict[str, Any]) -> list[Flowable]:
    from delegate_app.documents import pdf_blocks as blocks

    match = data["encuentro"]
    sport = SPORT_LABELS.get(data["deporte"], data["deporte"])
    story = [
        blocks.header_block(
            data["federacion"],
            f"{match['competicion']} · Temporada {match['temporada']} · {sport}",
            TITLE,
            f"Acuse {data['acuse']}",
        ),
        blocks.paragraph(
            f"{_with_article(data['federacion'])} ha recibido el acta de este encuentro y la ha "
            "aceptado: sus firmas digitales son de quienes el registro federativo liga a cada "
            "papel, nada cambió después de firmarse y lo impreso es lo que dicen sus datos."
        ),
        blocks.section_title("Encuentro"),
        blocks.key_value_block(
            [
                ("Encuentro", match_label(data)),
                ("Club local", data["club_local"]),
                ("Club visitante", data["club_visitante"]),
                ("Acta", data["acta"]["documento"]),
                (
                    "Firmas del acta",
                    ", ".join(ROLE_LABELS[r] for r in data["acta"]["firmas"]) or "—",
                ),
            ],
            columns=1,
            key_share=0.24,
        ),
        blocks.section_title("Recepción"),
        blocks.key_value_block(
            [
                ("Recibida", local_time_text(data)),
                ("Recibida (UTC)", utc_time_text(data)),
                *(
                    [("Correo en el servidor", f"{data['correo_recibido_utc']} (UTC)")]
                    if data["correo_recibido_utc"]
                    else []
                ),
                ("Archivo", data["archivo"]["nombre"]),
                ("SHA-256 del archivo", data["archivo"]["sha256"]),
                ("Huella de acta.json", data["acta"]["hash_contenido"]),
            ],
            columns=1,
            key_share=0.24,
        ),
    ]
    if data["plazos_cumplidos"]:
        story += [
            blocks.section_title("Plazos que cumple (los que el acta indica)"),
            blocks.data_table(
                ["Artículo", "Vencía", "Responsable"],
                [_deadline_row(entry) for entry in data["plazos_cumplidos"]],
                col_widths=[1, 1.2, 2.6],
            ),
        ]
    story += [
        blocks.spacer(4),
        blocks.paragraph(
            "Firmado digitalmente por la federación con el certificado de huella SHA-256 "
            f"{data['certificado_federacion']}. Compruébelo con «delegado verify ACUSE.pdf "
            "--registry REGISTRO»; «delegado verify ACTA.pdf ACUSE.pdf --registry REGISTRO» "
            "comprueba además que es el acuse de esa acta.",
            "small",
        ),
    ]
    return story


def render_page(data: dict[str, Any], json_bytes: bytes) -> bytes:
    """The unsigned one-page receipt; its footer prints the SHA-256 of `json_bytes`."""
    from delegate_app.documents import pdf_document

    received = datetime.fromisoformat(data["recibido_canarias"])
    meta = pdf_document.DocumentMeta(
        document_id=data["acuse"],
        title=f"{TITLE} {data['acuse']}",
        data_sha256=hashlib.sha256(json_bytes).hexdigest(),
        created=received,
        author=data["federacion"],
        subject=match_label(data),
        footer_note="Los datos de este acuse van adjuntos (acuse.json); el QR lleva su SHA-256.",
        qr_fixed_mask=True,
    )
    return pdf_document.build_pdf(None, lambda: _story(data), meta).data


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
    return (
        f"acuse-{_slug(match['temporada'], 12)}-r{match['ronda']}-{_slug(match['local'], 30)}-"
        f"{_slug(match['visitante'], 30)}-{data['acuse']}"
    )


def make_receipt(
    request: ReceiptRequest, signer: FederationSigner
) -> tuple[dict[str, Any], bytes, bytes]:
    """(data, acuse.json bytes, signed PDF bytes) for one accepted acta, nothing written."""
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
    one with another time, since the club may already hold the first.

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
    from delegate_app.store.federation.inbox import receipt_for

    record = receipt_for(db, request.verdict.file_sha256)
    if record is None:
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
