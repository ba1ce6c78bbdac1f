"""The acta of a chess match as a PDF: what the delegates print, sign and send (no Qt).

The PDF is built from the store with the shared blocks of `pdf_blocks`, then prepared for the
digital signatures by `signing.add_signature_fields`: one empty field per role and the acta's
data attached as acta.json. The same data always gives the same bytes.

acta.json is the hashed content (`store.acta.acta_content`) wrapped with what a verifier
needs and cannot read back from the printed page: the lineups with their list numbers, the score
the acta states, the drawn signatures and the hash each was bound to, the annexes. The footer's
SHA-256 is the content hash: the one the drawn signatures are bound to and the one the store kept
when the acta locked. A verifier recomputes it from acta.json (verify.py).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlmodel import select

from delegate_app.documents import pdf_blocks as blocks
from delegate_app.documents import signing
from delegate_app.documents.certificates import SigningError
from delegate_app.domain.acta_hash import canonical_json, content_hash
from delegate_app.domain.chess_match import format_points
from delegate_app.store.acta import ROLE_LABELS, acta_content
from delegate_app.store.chess_acta import DOCUMENT_CHECKS, ActaView, acta_view
from delegate_app.store.database import Database
from delegate_app.store.models import (
    ActaSignature,
    Competition,
    Lineup,
    LineupEntry,
    Match,
    MatchDay,
    Player,
    Round,
)

FORMAT = "delegado-acta/1"
TITLE = "Acta del encuentro"
SIDES = ("local", "visitante")

_WEEKDAYS = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")
_MONTHS = (
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
)


class ActaPdfError(SigningError):
    """The acta cannot be turned into a PDF; the Spanish message says why. Nothing is written."""


def long_date(day: date) -> str:
    """ "sábado, 3 de octubre de 2026": how a date is written on an acta."""
    return f"{_WEEKDAYS[day.weekday()]}, {day.day} de {_MONTHS[day.month - 1]} de {day.year}"


def document_id(season: str, match_id: int) -> str:
    """Stable for the life of the acta: rebuilt PDFs of the same match carry the same ID."""
    return f"ACTA-{season}-{match_id:04d}"


def _hhmm(moment: datetime | None) -> str:
    return "" if moment is None else f"{moment:%H:%M}"


# --------------------------------------------------------------------------- the data


@dataclass(frozen=True)
class LineupLine:
    board: int
    name: str
    list_number: int | None
    licence: str
    rating: int | None


@dataclass(frozen=True)
class StoredSignature:
    id: int
    role: str
    name: str
    licence: str
    signed_at: datetime
    content_hash: str
    annex_id: int | None
    image_png: bytes


@dataclass(frozen=True)
class ActaSource:
    """Everything the acta PDF shows, read from the store in one go."""

    view: ActaView
    played_at: datetime | None  # when played on another date than scheduled
    content: dict
    stored_hash: str  # MatchDay.content_hash: set when the acta locked, "" before
    lineups: dict[str, list[LineupLine]]
    signatures: list[StoredSignature]

    @property
    def footer_hash(self) -> str:
        return self.stored_hash if self.view.locked else self.view.content_hash


def _lineup_lines(s, match_id: int, side: str) -> list[LineupLine]:
    lineup = s.exec(select(Lineup).where(Lineup.match_id == match_id, Lineup.side == side)).first()
    if lineup is None:
        return []
    lines = []
    entries = s.exec(
        select(LineupEntry).where(LineupEntry.lineup_id == lineup.id).order_by(LineupEntry.board)
    )
    for entry in entries:
        if entry.player_id is not None:
            player = s.get(Player, entry.player_id)
            lines.append(
                LineupLine(
                    entry.board,
                    player.full_name,
                    player.list_number,
                    player.licence or "",
                    player.elo_canario,
                )
            )
        elif entry.typed_name:
            lines.append(
                LineupLine(
                    entry.board, entry.typed_name, entry.typed_list_number, "", entry.typed_rating
                )
            )
    return lines


def load_source(db: Database, match_id: int) -> ActaSource:
    with db.session() as s:
        match = s.get(Match, match_id)
        if match is None:
            raise ActaPdfError(f"No existe el encuentro {match_id}.")
        competition = s.get(Competition, s.get(Round, match.round_id).competition_id)
        if competition.sport != "ajedrez":
            raise ActaPdfError(
                "Este encuentro no es de ajedrez: su acta no se hace con este documento."
            )
        played_at = match.played_at
    view = acta_view(db, match_id)
    with db.session() as s:
        content = acta_content(s, match_id)
        acta = s.exec(select(MatchDay).where(MatchDay.match_id == match_id)).first()
        lineups = {side: _lineup_lines(s, match_id, side) for side in SIDES}
        signatures = [
            StoredSignature(
                sig.id,
                sig.role,
                sig.name,
                sig.licence,
                sig.signed_at,
                sig.content_hash,
                sig.annex_id,
                sig.image_png,
            )
            for sig in s.exec(
                select(ActaSignature)
                .where(ActaSignature.match_id == match_id)
                .order_by(ActaSignature.id)
            )
        ]
    source = ActaSource(
        view=view,
        played_at=played_at,
        content=content,
        stored_hash=acta.content_hash if acta else "",
        lineups=lineups,
        signatures=signatures,
    )
    if view.locked and source.stored_hash != view.content_hash:
        # Printing the stored hash over different content would make a PDF that fails its own
        # verification; the integrity check at start explains the cause to the delegate.
        raise ActaPdfError(
            "El contenido de esta acta no coincide con el que se firmó al cerrarla: la base de "
            "datos se ha modificado fuera de Delegado. No se genera el PDF; revise el aviso de "
            "integridad al abrir la aplicación."
        )
    return source


def _signature_data(signature: StoredSignature) -> dict:
    return {
        "papel": signature.role,
        "nombre": signature.name,
        "licencia": signature.licence,
        "fecha": signature.signed_at,
        "hash_contenido": signature.content_hash,
    }


def envelope(source: ActaSource) -> dict:
    """acta.json before canonical encoding: the hashed content and what verifies it."""
    view = source.view
    acta_signatures = [s for s in source.signatures if s.annex_id is None]
    valid_ids = {s.id for s in view.signatures if s.valid}
    return {
        "formato": FORMAT,
        "documento": document_id(view.season, view.match_id),
        "contenido": source.content,
        "hash_contenido": view.content_hash,
        "cerrada": view.locked_at,
        "hash_cierre": source.stored_hash,
        "federacion": view.federation,
        "club_local": view.home_club,
        "club_visitante": view.away_club,
        "tableros": view.boards,
        "alineaciones": {
            side: [
                {
                    "tablero": line.board,
                    "nombre": line.name,
                    "numero_lista": line.list_number,
                    "licencia": line.licence,
                    "elo": line.rating,
                }
                for line in source.lineups[side]
            ]
            for side in SIDES
        },
        "marcador": {
            "local": format_points(view.score.home),
            "visitante": format_points(view.score.away),
            "tableros_con_resultado": list(view.score.final_boards),
            "definitivo": view.score.final,
        },
        "firmas": [{**_signature_data(s), "valida": s.id in valid_ids} for s in acta_signatures],
        "anexos": [
            {
                "id": annex.id,
                "fecha": annex.created_at,
                "texto": annex.text,
                "hash": annex.content_hash,
                "firmas": [_signature_data(s) for s in source.signatures if s.annex_id == annex.id],
            }
            for annex in view.annexes
        ],
        "plazos": [
            {
                "articulo": d.rule_id,
                "descripcion": d.description,
                "vence": d.due,
                "responsable": d.responsible,
                "consecuencia": d.consequence,
            }
            for d in view.deadlines
        ],
    }


def acta_json(db: Database, match_id: int) -> bytes:
    """The data file sent beside the PDF: the same bytes as the PDF's acta.json."""
    # Built with the PDF: acta.json records where the layout put the signature fields.
    return acta_document(db, match_id).attachment


# --------------------------------------------------------------------------- the layout


def _player_cell(name: str, detail: str, arrived: datetime | None) -> str:
    if not name:
        return "(tablero vacío)"
    extra = [detail] if detail else []
    if arrived is not None:
        extra.append(f"llegada {_hhmm(arrived)}")
    return name + ("\n" + " · ".join(extra) if extra else "")


def _start_text(view: ActaView) -> str:
    if view.actual_start is None:
        return "Sin anotar"
    text = _hhmm(view.actual_start)
    if view.actual_start.date() != view.official_start.date():
        text = f"{view.actual_start:%d/%m/%Y} {text}"
    if not view.venue_ready:
        text += " (local o material no dispuestos a la hora oficial, art. 17.1)"
    return text


def _state_text(view: ActaView) -> str:
    if view.locked:
        return f"Cerrada el {blocks.format_moment(view.locked_at)}"
    return "Abierta: borrador sin cerrar"


def match_header(view: ActaView, title: str) -> Any:
    """The first lines of every document of a match: federation, competition, title, when."""
    return blocks.header_block(
        view.federation or "Federación de ajedrez",
        f"{view.competition} · Temporada {view.season}",
        title,
        f"Ronda {view.round_number} · {long_date(view.official_start.date())} · "
        f"{view.official_start:%H:%M} · {view.venue}",
    )


def match_facts(
    view: ActaView, *, with_start: bool = True, played_at: datetime | None = None
) -> list[tuple[str, str]]:
    arbiter = view.arbiter_name or "Sin árbitro"
    if view.arbiter_name and view.arbiter_licence:
        arbiter += f" (lic. {view.arbiter_licence})"
    facts = [
        ("Federación", view.federation),
        ("Competición", view.competition),
        ("Categoría", view.category),
        ("Temporada", view.season),
        ("Ronda", str(view.round_number)),
        ("Fecha", long_date(view.official_start.date())),
        ("Lugar de juego", view.venue or "Sin anotar"),
        ("Ritmo de juego", view.time_control.label()),
        ("Hora oficial", _hhmm(view.official_start)),
    ]
    if played_at is not None and played_at != view.official_start:
        facts.append(("Jugado el", f"{long_date(played_at.date())}, {_hhmm(played_at)}"))
    if with_start:
        facts.append(("Comienzo real", _start_text(view)))
    facts += [
        ("Equipo local", f"{view.home_team} ({view.home_club})"),
        ("Equipo visitante", f"{view.away_team} ({view.away_club})"),
        ("Árbitro", arbiter),
    ]
    if with_start:
        facts.append(("Estado del acta", _state_text(view)))
    return facts


def _boards_table(view: ActaView) -> Any:
    rows = [
        [
            str(line.board),
            line.home_colour.capitalize(),
            _player_cell(line.home_name, line.home_detail, line.home_arrived),
            line.outcome.label,
            _player_cell(line.away_name, line.away_detail, line.away_arrived),
        ]
        for line in view.lines
    ]
    return blocks.data_table(
        ["Tab.", "Color local", f"Local: {view.home_team}", "Resultado",
         f"Visitante: {view.away_team}"],
        rows,
        col_widths=[0.9, 1.2, 3.6, 1.6, 3.6],
        align=["C", "C", "L", "C", "L"],
    )  # fmt: skip


def _score_block(view: ActaView) -> list[Any]:
    score = view.score
    parts = [
        blocks.key_value_block(
            [("Resultado del encuentro", f"{view.home_team} {score.label} {view.away_team}")],
            columns=1,
        )
    ]
    if not score.final:
        boards = ", ".join(str(b) for b in score.open_boards)
        parts.append(
            blocks.paragraph(
                f"Tableros sin resultado definitivo: {boards}. El marcador suma solo los "
                "resultados definitivos (art. 7).",
                "small",
            )
        )
    return parts


def _documentation_table(view: ActaView) -> Any:
    def answer(key: str) -> str:
        if key not in view.documentation:
            return "Sin anotar"
        return "Sí" if view.documentation[key] else "No"

    return blocks.data_table(
        ["Comprobación antes del encuentro", "Hecho"],
        [[label, answer(key)] for key, label in DOCUMENT_CHECKS.items()],
        col_widths=[8, 1.4],
        align=["L", "C"],
    )


def _incidents(view: ActaView) -> list[Any]:
    if not view.incidents:
        return [blocks.paragraph("Sin incidencias.")]
    numbers = {incident.id: n for n, incident in enumerate(view.incidents, start=1)}
    match_day = view.official_start.date()
    rows = []
    for number, incident in enumerate(view.incidents, start=1):
        when = _hhmm(incident.created_at)
        if incident.created_at.date() != match_day:
            when = f"{incident.created_at:%d/%m/%Y} {when}"
        text = f"{incident.title}\n{incident.text}"
        if incident.corrects_id is not None:
            target = numbers.get(incident.corrects_id)
            text += f"\nAnula la incidencia n.º {target}." if target else ""
        rows.append([str(number), when, incident.rule_id, text])
    return [
        blocks.data_table(
            ["N.º", "Hora", "Artículo", "Incidencia"],
            rows,
            col_widths=[0.7, 1.1, 1.2, 7.6],
            align=["C", "C", "C", "L"],
        )
    ]


def _hand_signatures(signatures: Sequence[StoredSignature]) -> list[blocks.HandSignature]:
    return [
        blocks.HandSignature(
            role=ROLE_LABELS.get(s.role, s.role),
            name=s.name,
            licence=s.licence,
            signed_at=s.signed_at,
            image_png=s.image_png,
        )
        for s in signatures
    ]


def _signatures(source: ActaSource) -> list[Any]:
    view = source.view
    valid_ids = {s.id for s in view.signatures if s.valid and s.annex_id is None}
    voided_ids = {s.id for s in view.voided_signatures()}
    valid = [s for s in source.signatures if s.id in valid_ids]
    parts: list[Any] = [blocks.signature_block(_hand_signatures(valid))]
    if not valid:
        parts = [blocks.paragraph("Todavía no ha firmado nadie.")]
    missing = view.missing_roles()
    if missing:
        names = ", ".join(ROLE_LABELS[role] for role in missing)
        parts.append(blocks.paragraph(f"Pendiente de firma: {names}.", "small"))
    voided = [s for s in source.signatures if s.id in voided_ids]
    if voided:
        names = "; ".join(
            f"{s.name} ({ROLE_LABELS.get(s.role, s.role)}, {blocks.format_moment(s.signed_at)})"
            for s in voided
        )
        parts.append(
            blocks.paragraph(
                f"Firmas anuladas porque el acta cambió después de darlas: {names}.", "small"
            )
        )
    return parts


def _deadlines(view: ActaView) -> Any:
    rows = [
        [d.rule_id, d.description, blocks.format_moment(d.due), d.responsible, d.consequence]
        for d in view.deadlines
    ]
    return blocks.data_table(
        ["Artículo", "Plazo", "Vence", "Responsable", "Si no se cumple"],
        rows,
        col_widths=[1.1, 4.4, 1.5, 1.7, 3.2],
        align=["C", "L", "C", "L", "L"],
    )


def _annexes(source: ActaSource) -> list[Any]:
    parts: list[Any] = []
    for number, annex in enumerate(source.view.annexes, start=1):
        signed = [s for s in source.signatures if s.annex_id == annex.id]
        parts += [
            blocks.section_title(f"Anexo {number} · {blocks.format_moment(annex.created_at)}"),
            blocks.paragraph(annex.text),
            blocks.paragraph(f"SHA-256 del anexo: {annex.content_hash}", "small"),
            blocks.signature_block(_hand_signatures(signed)),
        ]
    return parts


def story(source: ActaSource) -> list[Any]:
    view = source.view
    flowables: list[Any] = [
        match_header(view, TITLE),
        blocks.key_value_block(match_facts(view, played_at=source.played_at)),
        blocks.section_title("Tableros y resultados"),
        _boards_table(view),
        *_score_block(view),
        blocks.section_title("Documentación (art. 16)"),
        _documentation_table(view),
        blocks.section_title("Incidencias"),
        *_incidents(view),
        blocks.section_title("Firmas"),
        *_signatures(source),
        blocks.section_title("Plazos"),
        _deadlines(view),
        *_annexes(source),
        blocks.section_title("Firmas digitales"),
        blocks.paragraph(
            "Cada firmante añade su firma con su certificado, una tras otra, sin cambiar nada "
            "de lo anterior. El PDF lleva adjuntos los datos del acta (acta.json); su SHA-256 "
            "es el que figura al pie de cada página.",
            "small",
        ),
        blocks.signature_fields_area(list(signing.SIGNATURE_ROLES.items())),
    ]  # fmt: skip
    return flowables


# --------------------------------------------------------------------------- the document


@dataclass(frozen=True)
class ActaDocument:
    """The unsigned acta PDF and what it was made from."""

    pdf: bytes
    attachment: bytes  # acta.json, canonical
    document_id: str
    data_sha256: str  # printed in the footer
    page_count: int
    view: ActaView

    @property
    def data(self) -> dict:
        return json.loads(self.attachment)


def meta_for(view: ActaView, data_sha256: str, title: str = TITLE, doc_id: str = "") -> Any:
    return blocks.DocumentMeta(
        document_id=doc_id or document_id(view.season, view.match_id),
        title=title,
        data_sha256=data_sha256,
        # From the data, never the clock: the same acta gives the same bytes.
        created=view.locked_at or view.official_start,
        author=view.home_club,
        subject=(
            f"{view.competition}, ronda {view.round_number}: {view.home_team} – {view.away_team}"
        ),
    )


def prepare_signable(story_builder, meta, attachment: bytes) -> tuple[bytes, Any]:
    """Lay out an acta (chess or domino) and prepare it for signing: one empty field per role
    and the data attached as acta.json. Returns the PDF and the layout's facts (pages)."""
    built = blocks.build_pdf(None, story_builder, meta)
    pdf = signing.add_signature_fields(
        built.data,
        built.field_boxes,
        attachment=attachment,
        attachment_description=f"Datos del acta {meta.document_id} en JSON",
        record_layout=True,
    )
    return pdf, built


def render(source: ActaSource, data: dict) -> ActaDocument:
    """Lay out the acta of `source` and attach `data` as acta.json (normally `envelope`)."""
    view = source.view
    attachment = canonical_json(data)
    meta = meta_for(view, source.footer_hash)
    pdf, built = prepare_signable(lambda: story(source), meta, attachment)
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


def acta_document(db: Database, match_id: int) -> ActaDocument:
    source = load_source(db, match_id)
    return render(source, envelope(source))


def build_acta_pdf(db: Database, match_id: int) -> bytes:
    """The unsigned acta: three empty signature fields and acta.json attached."""
    return acta_document(db, match_id).pdf


def content_hash_of(data: dict) -> str:
    """The hash a verifier recomputes from acta.json's "contenido"."""
    return content_hash(data["contenido"])
