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

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from delegate_app.documents import acta_common as common
from delegate_app.documents import acta_schema, pdf_theme
from delegate_app.documents import pdf_blocks as blocks
from delegate_app.documents.acta_common import (
    ActaDocument,
    ActaDocumentError,
    document_id,
    long_date,
    meta_for,
    prepare_signable,
)
from delegate_app.documents.chess.sealed_envelope import acta_section
from delegate_app.domain.acta_hash import content_hash
from delegate_app.domain.chess.match import format_points
from delegate_app.domain.findings import boards_text
from delegate_app.domain.incident_schema import cite
from delegate_app.domain.sides import SIDES
from delegate_app.store.acta_labels import DOCUMENT_CHECKS

if TYPE_CHECKING:
    # The layout below loads without the SQL layer: `delegado verify` rebuilds the pages from
    # acta.json with it (documents/chess/rebuild.py), and SQLAlchemy alone takes ~0.7 s to import.
    from delegate_app.store.acta_reading import ActaRead, LineupLine, StoredSignature
    from delegate_app.store.chess.acta import ActaView
    from delegate_app.store.database import Database

FORMAT = acta_schema.CHESS_FORMAT  # the version verify accepts
TITLE = "Acta del encuentro"
__all__ = [
    "ActaDocument", "ActaPdfError", "ActaSource", "LineupLine", "StoredSignature", "document_id",
    "long_date", "meta_for", "prepare_signable",
]  # fmt: skip


def __getattr__(name: str) -> Any:
    """LineupLine and StoredSignature, re-exported for paper_forms, loaded only when asked."""
    if name in ("LineupLine", "StoredSignature"):
        from delegate_app.store import acta_reading

        return getattr(acta_reading, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class ActaPdfError(ActaDocumentError):
    """The acta cannot be turned into a PDF; the Spanish message says why. Nothing is written."""


_hhmm = common.hhmm


# --------------------------------------------------------------------------- the data


@dataclass(frozen=True)
class ActaSource(common.SourceBase):
    """Everything the acta PDF shows: the view of the match, the acta as the store keeps it
    (content, hash kept at the lock, drawn signatures) and the lineups with their list data."""

    view: ActaView
    lineups: dict[str, list[LineupLine]]
    decisions: tuple[common.PrintedDecision, ...] = ()

    @property
    def played_at(self) -> datetime | None:
        return self.record.played_at


def source_of(read: ActaRead) -> ActaSource:
    """The chess acta's source from the one read of the store (a locked acta from its
    snapshot; one altered behind the app is refused there)."""
    if read.sport != "ajedrez":
        raise ActaPdfError(
            "Este encuentro no es de ajedrez: su acta no se hace con este documento."
        )
    try:
        common.footer_hash(read.view, read.record)
    except ActaDocumentError as exc:
        raise ActaPdfError(str(exc)) from exc
    decisions = common.printed_decisions(read.decisions)
    return ActaSource(read.view, read.record, dict(read.lineups), decisions)


def envelope(source: ActaSource) -> dict[str, Any]:
    """acta.json before canonical encoding: the hashed content and what verifies it."""
    view = source.view
    return {
        **common.envelope(FORMAT, view, source.record),
        "tableros": view.boards,
        "ritmo": {
            "minutos": view.time_control.base_minutes,
            "incremento": view.time_control.increment_seconds,
            "tipo": view.time_control.increment_kind.value,
        },
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
        "plazos": common.deadline_entries(view, with_consequence=True),
        **common.decision_entries(source.decisions),
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


def match_header(view: ActaView, title: str) -> Any:
    """The first lines of every document of a match: federation, competition, title, when."""
    return common.header(view, title, "Federación de ajedrez")


def match_facts(
    view: ActaView, *, with_start: bool = True, played_at: datetime | None = None
) -> list[tuple[str, str]]:
    facts = common.competition_facts(view)
    facts += [
        ("Ritmo de juego", view.time_control.label()),
        ("Hora oficial", _hhmm(view.official_start)),
        *common.played_fact(view, played_at),
    ]
    if with_start:
        facts.append(("Comienzo real", _start_text(view)))
    facts += common.team_facts(view)
    if with_start:
        facts.append(("Estado del acta", common.state_text(view)))
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
        boards = boards_text(score.open_boards)
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
    rows = []
    for incident in view.incidents:
        # When it happened and its number, as the guide shows them; the article, not the ID.
        text = f"{incident.title}\n{incident.text}"
        if incident.corrects_number is not None:
            text += f"\nCorrige o anula la incidencia n.º {incident.corrects_number}."
        text += _players_to_sign(view, incident.number)
        rows.append([str(incident.number), incident.happened, incident.article, text])
    return [common.incidents_table(rows), *_diagrams(view)]


def _players_to_sign(view: ActaView, number: int) -> str:
    """CH-13.7: under an unresolved incident, whose signature its players still owe."""
    players = [p for p in view.involved_players if number in p.incidents]
    if not players:
        return ""
    unsigned = {p.role for p in view.unsigned_players()}
    owed = [p for p in players if p.role in unsigned]
    boards = sorted({p.board for p in players})
    text = f"\nArt. 13.7: firman también los jugadores del tablero {boards_text(boards)}"
    if not owed:
        return text + " (firmado)."
    names = ", ".join(f"{p.name or '(sin alinear)'} ({p.side.value})" for p in owed)
    return f"{text}; sin firmar: {names}."


def _diagrams(view: ActaView) -> list[Any]:
    """The position each incident records (CH-12, CH-11.2), drawn as the committee sets it up."""
    from reportlab.platypus import KeepTogether

    from delegate_app.documents.chess.diagram import position_diagram, turn_text

    parts: list[Any] = []
    sealed = {envelope.number for envelope in view.sealed_moves}  # drawn with their envelope
    for incident in view.incidents:
        if not incident.position or incident.number in sealed:
            continue
        try:
            diagram = position_diagram(incident.position)
        except ValueError:
            continue  # the FEN is printed in the incident's text; a bad one is not drawn
        parts.append(
            KeepTogether(
                [
                    blocks.paragraph(
                        f"Posición de la incidencia n.º {incident.number} "
                        f"({turn_text(incident.position)}): {incident.position}",
                        "small",
                    ),
                    diagram,
                ]
            )
        )
    return parts


def _deadlines(view: ActaView) -> Any:
    rows = [
        [
            cite(d.rule_id),
            d.description,
            pdf_theme.format_moment(d.due),
            d.responsible,
            d.consequence,
        ]
        for d in view.deadlines
    ]
    return blocks.data_table(
        ["Artículo", "Plazo", "Vence", "Responsable", "Si no se cumple"],
        rows,
        col_widths=[1.1, 4.4, 1.5, 1.7, 3.2],
        align=["C", "L", "C", "L", "L"],
    )


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
        *acta_section(view),
        blocks.section_title("Firmas"),
        *common.signatures_section(source),
        blocks.section_title("Plazos"),
        _deadlines(view),
        *common.annexes_section(view, source.signatures),
        *common.decisions_section(source.decisions),
        *common.digital_signatures_section(bool(view.arbiter_name.strip())),
    ]  # fmt: skip
    return flowables


# --------------------------------------------------------------------------- the document


LAYOUT = common.SportLayout(source_of, envelope, story, lambda _source: TITLE, ActaPdfError)
# The chess acta's names for two of them, which paper_forms, the benchmarks and the tests call.
load_source = LAYOUT.source
acta_document = LAYOUT.document


def build_acta_pdf(db: Database, match_id: int) -> bytes:
    """The unsigned acta: three empty signature fields and acta.json attached."""
    return acta_document(db, match_id).pdf


def content_hash_of(data: dict[str, Any]) -> str:
    """The hash a verifier recomputes from acta.json's "contenido"."""
    return content_hash(data["contenido"])
