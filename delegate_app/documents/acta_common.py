"""What the acta PDFs of both sports share (no Qt): dates and IDs as an acta writes them, the
envelope around the content (acta.json), the drawn signatures, annexes and digital-signature
sections, and laying out a signable PDF.

Each sport's builder (`acta_pdf` for chess, `domino_pdf`) hands in a view of the match, the
acta's record as the store keeps it (`store.acta_reading.read_acta`: the content that becomes
acta.json, the hash kept at the lock, the drawn signatures) and its own story. The views of both
sports answer the same questions used here: season, match_id, federation, clubs, locked_at,
content_hash, signatures, annexes, missing_roles() and voided_signatures().
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from delegate_app.documents import pdf_blocks as blocks
from delegate_app.documents import pdf_document, pdf_theme, signing
from delegate_app.documents.certificates import SigningError
from delegate_app.domain.acta_hash import canonical_json
from delegate_app.store.acta_labels import ROLE_LABELS, role_label

if TYPE_CHECKING:  # the layout must load without the SQL layer: verify rebuilds pages with it
    from delegate_app.store.acta_reading import ActaRead, ActaRecord, StoredSignature
    from delegate_app.store.acta_views import CommonActaView
    from delegate_app.store.committee import DecisionLine
    from delegate_app.store.database import Database

_WEEKDAYS = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")
_MONTHS = (
    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
    "octubre", "noviembre", "diciembre",
)  # fmt: skip
TAMPERED = (
    "El contenido de esta acta no coincide con el que se firmó al cerrarla: la base de datos se "
    "ha modificado fuera de Delegado. No se genera el PDF; revise el aviso de integridad al abrir "
    "la aplicación."
)


class ActaDocumentError(SigningError):
    """An acta (either sport) cannot be turned into a PDF; the Spanish message says why."""


def long_date(day: date) -> str:
    """ "sábado, 3 de octubre de 2026": how a date is written on an acta."""
    return f"{_WEEKDAYS[day.weekday()]}, {day.day} de {_MONTHS[day.month - 1]} de {day.year}"


def document_id(season: str, match_id: int) -> str:
    """Stable for the life of the acta: rebuilt PDFs of the same match carry the same ID."""
    return f"ACTA-{season}-{match_id:04d}"


def hhmm(moment: datetime | None) -> str:
    return "" if moment is None else f"{moment:%H:%M}"


def incident_time(moment: datetime, match_day: date) -> str:
    """The hour, with the date when the incident was written on another day."""
    when = hhmm(moment)
    return when if moment.date() == match_day else f"{moment:%d/%m/%Y} {when}"


def read_for_document(db: Database, match_id: int, refusal: type[ActaDocumentError]) -> ActaRead:
    """The one read of the acta (`store.acta_reading.read_acta`); what the store refuses (no such
    match, a snapshot altered behind the app) comes back as `refusal`, in its Spanish words."""
    from delegate_app.store.acta_reading import read_acta
    from delegate_app.store.errors import StoreError

    try:
        return read_acta(db, match_id)
    except StoreError as exc:
        raise refusal(str(exc)) from exc


def footer_hash(view: CommonActaView, record: ActaRecord) -> str:
    """The hash printed on every page: the one kept at the lock, or the live one of a draft.

    Printing the stored hash over different content would make a PDF that fails its own
    verification, so a mismatch refuses; the integrity check at start explains the cause.
    """
    if not view.locked:
        return view.content_hash
    if record.stored_hash != view.content_hash:
        raise ActaDocumentError(TAMPERED)
    return record.stored_hash


@dataclass(frozen=True)
class SourceBase:
    """What a sport's PDF is built from: its view of the match and the acta's record."""

    view: Any
    record: ActaRecord

    @property
    def content(self) -> dict[str, Any]:
        return self.record.content

    @property
    def stored_hash(self) -> str:
        return self.record.stored_hash

    @property
    def signatures(self) -> list[StoredSignature]:
        return self.record.signatures

    @property
    def footer_hash(self) -> str:
        return self.stored_hash if self.view.locked else self.view.content_hash


# --------------------------------------------------------------------------- acta.json


def _signature_data(signature: StoredSignature) -> dict[str, Any]:
    return {
        "papel": signature.role,
        "nombre": signature.name,
        "licencia": signature.licence,
        "fecha": signature.signed_at,
        "hash_contenido": signature.content_hash,
        # The page shows the drawing or "(sin firma manuscrita)": which one, and which drawing.
        "imagen_sha256": (
            hashlib.sha256(signature.image_png).hexdigest() if signature.image_png else None
        ),
    }


def printed_incidents(view: Any) -> list[dict[str, Any]]:
    """What the page prints of each incident beyond the hashed content: its number, when it
    happened (its own time field, not the time it was written down), its catalog title, the
    position it records and the number of the entry it corrects."""
    involved = view.involved_players
    printed = []
    for i in view.incidents:
        entry = {
            "id": i.id,
            "numero": i.number,
            "suceso": i.happened,
            "titulo": i.title,
            "posicion": i.position,
            "corrige_numero": i.corrects_number,
        }
        # CH-13.7: the players who sign under an unresolved incident, as printed beneath it
        players = [p for p in involved if i.number in p.incidents]
        if players:
            entry["jugadores"] = [
                {"tablero": p.board, "lado": p.side.value, "nombre": p.name} for p in players
            ]
        printed.append(entry)
    return printed


def envelope(fmt: str, view: Any, record: ActaRecord) -> dict[str, Any]:
    """What acta.json says in both sports: the hashed content and what verifies it (the drawn
    signatures with the hash each was bound to, the annexes). Each sport adds its summary."""
    valid_ids = {s.id for s in view.signatures if s.valid}
    signatures = record.signatures
    return {
        "formato": fmt,
        "documento": document_id(view.season, view.match_id),
        "contenido": record.content,
        "hash_contenido": view.content_hash,
        "cerrada": view.locked_at,
        "hash_cierre": record.stored_hash,
        "registro_de_cierres": record.lock_log,
        "federacion": view.federation,
        "club_local": view.home_club,
        "club_visitante": view.away_club,
        "jugado_el": record.played_at,
        "incidencias_impresas": printed_incidents(view),
        "firmas": [
            {**_signature_data(s), "valida": s.id in valid_ids}
            for s in signatures
            if s.annex_id is None
        ],
        "anexos": [
            {
                "id": annex.id,
                "fecha": annex.created_at,
                "texto": annex.text,
                "hash": annex.content_hash,
                "firmas": [_signature_data(s) for s in signatures if s.annex_id == annex.id],
            }
            for annex in view.annexes
        ],
    }


def deadline_entries(view: Any, *, with_consequence: bool) -> list[dict[str, Any]]:
    entries = []
    for d in view.deadlines:
        entry = {
            "articulo": d.rule_id,
            "descripcion": d.description,
            "vence": d.due,
            "responsable": d.responsible,
        }
        if with_consequence:
            entry["consecuencia"] = d.consequence
        entries.append(entry)
    return entries


# --------------------------------------------------------------------------- shared sections


def header(view: Any, title: str, federation: str) -> Any:
    """The first lines of every document of a match: federation, competition, title, when."""
    return blocks.header_block(
        view.federation or federation,
        f"{view.competition} · Temporada {view.season}",
        title,
        f"Ronda {view.round_number} · {long_date(view.official_start.date())} · "
        f"{hhmm(view.official_start)} · {view.venue}",
    )


def competition_facts(view: Any) -> list[tuple[str, str]]:
    return [
        ("Federación", view.federation),
        ("Competición", view.competition),
        ("Categoría", view.category),
        ("Temporada", view.season),
        ("Ronda", str(view.round_number)),
        ("Fecha", long_date(view.official_start.date())),
        ("Lugar de juego", view.venue or "Sin anotar"),
    ]


def team_facts(view: Any) -> list[tuple[str, str]]:
    arbiter = view.arbiter_name or "Sin árbitro"
    if view.arbiter_name and view.arbiter_licence:
        arbiter += f" (lic. {view.arbiter_licence})"
    return [
        ("Equipo local", f"{view.home_team} ({view.home_club})"),
        ("Equipo visitante", f"{view.away_team} ({view.away_club})"),
        ("Árbitro", arbiter),
    ]


def played_fact(view: Any, played_at: datetime | None) -> list[tuple[str, str]]:
    if played_at is None or played_at == view.official_start:
        return []
    return [("Jugado el", f"{long_date(played_at.date())}, {hhmm(played_at)}")]


def state_text(view: Any) -> str:
    if view.locked:
        return f"Cerrada el {pdf_theme.format_moment(view.locked_at)}"
    return "Abierta: borrador sin cerrar"


def incidents_table(rows: list[list[str]]) -> Any:
    """The incident log: number, hour, article, text."""
    return blocks.data_table(
        ["N.º", "Hora", "Artículo", "Incidencia"],
        rows,
        col_widths=[0.7, 1.1, 1.2, 7.6],
        align=["C", "C", "C", "L"],
    )


def drawn_images(source: SourceBase) -> list[bytes]:
    """Every drawn signature's PNG the acta names (acta.json's imagen_sha256)."""
    return [s.image_png for s in source.signatures if s.image_png]


def _hand_signatures(signatures: Sequence[StoredSignature]) -> list[blocks.HandSignature]:
    return [
        blocks.HandSignature(
            role=role_label(s.role),
            name=s.name,
            licence=s.licence,
            signed_at=s.signed_at,
            image_png=s.image_png,
        )
        for s in signatures
    ]


def signatures_section(source: SourceBase) -> list[Any]:
    """The drawn signatures still valid, who has yet to sign, and those voided by a change."""
    view, signatures = source.view, source.signatures
    valid_ids = {s.id for s in view.signatures if s.valid and s.annex_id is None}
    voided_ids = {s.id for s in view.voided_signatures()}
    valid = [s for s in signatures if s.id in valid_ids]
    parts: list[Any] = (
        [blocks.signature_block(_hand_signatures(valid))]
        if valid
        else [blocks.paragraph("Todavía no ha firmado nadie.")]
    )
    missing = view.missing_roles()
    if missing:
        names = ", ".join(ROLE_LABELS[role] for role in missing)
        parts.append(blocks.paragraph(f"Pendiente de firma: {names}.", "small"))
    voided = [s for s in signatures if s.id in voided_ids]
    if voided:
        names = "; ".join(
            f"{s.name} ({role_label(s.role)}, {pdf_theme.format_moment(s.signed_at)})"
            for s in voided
        )
        parts.append(
            blocks.paragraph(
                f"Firmas anuladas porque el acta cambió después de darlas: {names}.", "small"
            )
        )
    return parts


def annexes_section(view: Any, signatures: Sequence[StoredSignature]) -> list[Any]:
    parts: list[Any] = []
    for number, annex in enumerate(view.annexes, start=1):
        signed = [s for s in signatures if s.annex_id == annex.id]
        parts += [
            blocks.section_title(f"Anexo {number} · {pdf_theme.format_moment(annex.created_at)}"),
            blocks.paragraph(annex.text),
            blocks.paragraph(f"SHA-256 del anexo: {annex.content_hash}", "small"),
            blocks.signature_block(_hand_signatures(signed)),
        ]
    return parts


@dataclass(frozen=True)
class PrintedDecision:
    """A decision of the Comité received about the match (CH-23), as the PDF prints it: after
    the lock, beside the signed content, never part of it."""

    received_on: str  # dd/mm/yyyy
    reference: str
    summary: str
    decides: str  # what the tables compute with ("tablero 2: 0-1"), "" for text only
    # R25-7: the same in computable form (domain Ruling.to_json), for the federation to read;
    # never printed: "decides" is its rendering
    fixes: str = ""


def printed_decisions(lines: Sequence[DecisionLine]) -> tuple[PrintedDecision, ...]:
    """The committee's decisions as the acta prints them (read with the acta, `read_acta`)."""
    return tuple(
        PrintedDecision(
            f"{line.received_on:%d/%m/%Y}",
            line.reference,
            line.summary,
            line.ruling.summary(),
            line.ruling.to_json(),
        )
        for line in lines
    )


def decision_entries(decisions: Sequence[PrintedDecision]) -> dict[str, Any]:
    """acta.json's "fallos", only when there are some (an acta without them reads as before)."""
    if not decisions:
        return {}
    return {
        "fallos": [
            {
                "recibido": d.received_on,
                "referencia": d.reference,
                "resumen": d.summary,
                "decide": d.decides,
                **({"fija": d.fixes} if d.fixes else {}),
            }
            for d in decisions
        ]
    }


def decisions_from(data: dict[str, Any]) -> tuple[PrintedDecision, ...]:
    return tuple(
        PrintedDecision(
            d["recibido"], d["referencia"], d["resumen"], d["decide"], d.get("fija", "")
        )
        for d in data.get("fallos", [])
    )


def decisions_section(decisions: Sequence[PrintedDecision], article: str = "art. 23") -> list[Any]:
    """The decisions received; the title cites the sport's article (chess: 23, which dates
    the appeal; domino: 20, the competent body's decisions)."""
    if not decisions:
        return []
    rows = [
        [d.received_on, d.reference, "\n".join(part for part in (d.decides, d.summary) if part)]
        for d in decisions
    ]
    return [
        blocks.section_title(f"Fallos del Comité de Competición recibidos ({article})"),
        blocks.data_table(
            ["Recibido", "Referencia", "Decide"],
            rows,
            col_widths=[1.8, 2.6, 7.6],
            align=["C", "L", "L"],
        ),
        blocks.paragraph(
            "Los fallos llegan después del cierre y no forman parte del contenido firmado; la "
            "clasificación aplica los resultados y descuentos que deciden.",
            "small",
        ),
    ]


def digital_signatures_section(has_arbiter: bool = True) -> list[Any]:
    """The last section: one empty field per role, filled later by each signer's certificate.
    On an acta "Sin árbitro" the arbiter's box says nobody signs it instead of "pending"."""
    from delegate_app.documents.signature_policy import NO_ARBITER_PLACEHOLDER

    placeholders = {} if has_arbiter else {"arbitro": NO_ARBITER_PLACEHOLDER}
    return [
        blocks.section_title("Firmas digitales"),
        blocks.paragraph(
            "Cada firmante añade su firma con su certificado, una tras otra, sin cambiar nada "
            "de lo anterior. El PDF lleva adjuntos los datos del acta (acta.json); su SHA-256 "
            "es el que figura al pie de cada página.",
            "small",
        ),
        blocks.signature_fields_area(list(signing.SIGNATURE_ROLES.items()), placeholders),
    ]


# --------------------------------------------------------------------------- the document


@dataclass(frozen=True)
class ActaDocument:
    """The unsigned acta PDF (either sport) and what it was made from."""

    pdf: bytes
    attachment: bytes  # acta.json, canonical
    document_id: str
    data_sha256: str  # printed in the footer
    page_count: int
    view: Any  # the sport's view of the match

    @property
    def data(self) -> dict[str, Any]:
        loaded: dict[str, Any] = json.loads(self.attachment)
        return loaded


# The printed part of the lock log's head: 16 hex digits (64 bits) are enough for a person to
# compare two exports by eye; the whole hash travels in acta.json.
LOG_FINGERPRINT = 16


def lock_log_note(data: dict[str, Any]) -> str:
    """The footer line of a locked acta: the head of the lock log of the database that exported
    it (issue 15), so that a later export by the same club holding fewer entries, or other ones,
    shows a lock was removed or rewritten."""
    log = data.get("registro_de_cierres")
    if not data.get("cerrada") or not log:
        return ""
    entries = int(log["entradas"])
    return (
        f"Registro de cierres de quien lo exportó: {entries} "
        f"{'entrada' if entries == 1 else 'entradas'}, huella "
        f"{log['huella'][:LOG_FINGERPRINT]} (completa en acta.json)."
    )


def meta_for(
    view: Any, data_sha256: str, title: str, doc_id: str = "", footer_note: str = ""
) -> Any:
    return pdf_document.DocumentMeta(
        footer_note=footer_note,
        document_id=doc_id or document_id(view.season, view.match_id),
        title=title,
        data_sha256=data_sha256,
        # From the data, never the clock: the same acta gives the same bytes.
        created=view.locked_at or view.official_start,
        author=view.home_club,
        subject=(
            f"{view.competition}, ronda {view.round_number}: {view.home_team} – {view.away_team}"
        ),
        # verify draws every acta's QR code again (page_equality): the best of eight masks
        # would cost it 8 ms an acta, for a code any reader scans with the fixed one too.
        qr_fixed_mask=True,
    )


def prepare_signable(
    story_builder: pdf_document.Story,
    meta: pdf_document.DocumentMeta,
    attachment: bytes,
    images: Sequence[bytes] = (),
) -> tuple[bytes, pdf_document.BuiltPdf]:
    """Lay out an acta and prepare it for signing: one empty field per role, the data attached
    as acta.json and the drawn signatures (`images`) as the PNGs it names by hash. Returns the
    PDF and the layout's facts (pages)."""
    built = pdf_document.build_pdf(None, story_builder, meta)
    pdf = signing.add_signature_fields(
        built.data,
        built.field_boxes,
        attachment=attachment,
        attachment_description=f"Datos del acta {meta.document_id} en JSON",
        record_layout=True,
        images=images,
    )
    return pdf, built


def render_document(
    view: Any,
    printed_hash: str,
    title: str,
    story: Callable[[], list[Any]],
    data: dict[str, Any],
    images: Sequence[bytes] = (),
) -> ActaDocument:
    """Lay out `story` with `data` (normally the sport's envelope) attached as acta.json and
    the drawn signatures' PNGs (`images`) beside it."""
    attachment = canonical_json(data)
    meta = meta_for(view, printed_hash, title, footer_note=lock_log_note(data))
    pdf, built = prepare_signable(story, meta, attachment, images)
    # acta.json as embedded: it also records where the layout put the signature fields.
    attachment = signing.read_attachment(pdf)
    return ActaDocument(
        pdf=pdf,
        attachment=attachment,
        document_id=meta.document_id,
        data_sha256=meta.data_sha256,
        page_count=built.page_count,
        view=view,
    )


_Source = TypeVar("_Source", bound=SourceBase)


@dataclass(frozen=True)
class SportLayout(Generic[_Source]):
    """What a sport hands in to have its acta built from the one read of the store: its source,
    acta.json (`envelope`), the pages (`story`) and their title; the rest is the same for both
    sports, so it is written once here."""

    source_of: Callable[[ActaRead], _Source]
    envelope: Callable[[_Source], dict[str, Any]]
    story: Callable[[_Source], list[Any]]
    title: Callable[[_Source], str]
    refusal: type[ActaDocumentError]

    def source(self, db: Database, match_id: int) -> _Source:
        return self.source_of(read_for_document(db, match_id, self.refusal))

    def render(self, source: _Source, data: dict[str, Any]) -> ActaDocument:
        """Lay out the acta of `source` and attach `data` as acta.json (normally `envelope`)."""
        return render_document(
            source.view,
            source.footer_hash,
            self.title(source),
            lambda: self.story(source),
            data,
            drawn_images(source),
        )

    def document_of(self, read: ActaRead) -> ActaDocument:
        """The acta, PDF and acta.json, from the one read of the store."""
        source = self.source_of(read)
        return self.render(source, self.envelope(source))

    def document(self, db: Database, match_id: int) -> ActaDocument:
        return self.document_of(read_for_document(db, match_id, self.refusal))
