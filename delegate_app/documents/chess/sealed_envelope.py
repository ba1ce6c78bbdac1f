"""The sealed-move envelope of an adjourned game (CH-11.2, CH-15.2), on the acta and on its own.

What goes on an envelope is what the committee needs to resume the game: the players and their
colours, who sealed and at which move, both clocks, the time of day, the position before the
sealed move (drawn) with the side to move, who keeps the envelope until the resumption and who
fixes it. The acta prints one block per envelope; ``envelope_sheet_pdf`` prints the same block on
a page of its own, to stick on the envelope, with room for the players' and delegates' signatures.
Every block ends with art. 11.2's note on the visitor's costs.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Any

from delegate_app.documents import pdf_blocks as blocks
from delegate_app.domain.chess.incident_catalog import COLOUR_CHOICES
from delegate_app.domain.chess.sealed_move import ADJOURNMENT_COSTS, envelope_keeper, side_to_move
from delegate_app.store.acta_views import ActaView, SealedMove  # without SQL: verify rebuilds pages

TITLE = "Sobre de jugada secreta"


def _text(fields: Mapping[str, object], key: str, missing: str = "Sin anotar") -> str:
    value = fields.get(key)
    return str(value) if value not in (None, "") else missing


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _resumption(fields: Mapping[str, object]) -> str:
    if fields.get("reanudacion") == "acuerdo":
        day = date.fromisoformat(str(fields.get("fecha_reanudacion"))).strftime("%d/%m/%Y")
        return (
            f"Acordada por ambos equipos: {day} a las {_text(fields, 'hora_reanudacion')} en "
            f"{_text(fields, 'lugar_reanudacion')}"
        )
    return "Fecha y lugar los fija el Comité de Competición (art. 11.2)"


def envelope_facts(sealed: SealedMove) -> list[tuple[str, str]]:
    fields = sealed.fields
    colours = dict(COLOUR_CHOICES)
    sealer = colours.get(str(fields.get("sella")), _text(fields, "sella"))
    position = fields.get("posicion")
    turn = side_to_move(str(position)) if position else str(fields.get("sella") or "")
    facts = [
        ("Tablero", str(sealed.board)),
        ("Blancas", sealed.white or "(sin alinear)"),
        ("Negras", sealed.black or "(sin alinear)"),
        ("Sella la jugada", f"{sealer}: {_text(fields, 'jugador_sella')}"),
        ("Jugada n.º", _text(fields, "jugada")),
        ("Turno", _capital(turn) or "Sin anotar"),
        ("Reloj de blancas", _text(fields, "reloj_blancas")),
        ("Reloj de negras", _text(fields, "reloj_negras")),
        ("Hora", _text(fields, "hora")),
        ("Guarda el sobre", _capital(envelope_keeper(fields))),
        ("Reanudación", _resumption(fields)),
    ]
    if fields.get("oferta_tablas"):
        offer = "Sí" if fields.get("oferta_tablas") == "si" else "No"
        facts.append(("Tablas ofrecidas antes de sellar", offer))
    return facts


def envelope_block(sealed: SealedMove) -> list[Any]:
    """The envelope's data, the diagram of the position and the costs note."""
    parts: list[Any] = [
        blocks.paragraph(f"Sobre de la incidencia n.º {sealed.number}: tablero {sealed.board}"),
        blocks.key_value_block(envelope_facts(sealed)),
    ]
    position = sealed.fields.get("posicion")
    if isinstance(position, str) and position:
        from delegate_app.documents.chess.diagram import position_diagram, turn_text

        try:
            diagram = position_diagram(position)
        except ValueError:
            diagram = None  # printed as FEN below; an unreadable one is not drawn
        parts.append(
            blocks.paragraph(
                f"Posición antes de la jugada secreta ({turn_text(position) if diagram else ''}): "
                f"{position}",
                "small",
            )
        )
        if diagram is not None:
            parts.append(diagram)
    else:
        parts.append(
            blocks.paragraph("Posición antes de la jugada secreta: no anotada en el acta.", "small")
        )
    parts.append(blocks.paragraph(ADJOURNMENT_COSTS, "small"))
    return parts


def acta_section(view: ActaView) -> list[Any]:
    """The acta's section for its sealed moves; nothing when no game was adjourned."""
    if not view.sealed_moves:
        return []
    from reportlab.platypus import KeepTogether

    return [
        blocks.section_title("Jugada secreta (art. 11.2 y 15.2)"),
        *[KeepTogether(envelope_block(sealed)) for sealed in view.sealed_moves],
    ]
