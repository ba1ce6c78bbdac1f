"""The domino encounter on paper: the Acta del Encuentro and a Hoja de Anotaciones per table and
partida, in one PDF ready for the digital signatures (no Qt).

Built only with the shared blocks of ``pdf_blocks`` and prepared with
``signing.add_signature_fields`` like the chess acta: one empty field per role and the acta's
data attached as acta.json, so the same signing and verification apply. The footer's SHA-256 is
the hash of ``domino_acta_content``: the one the drawn signatures are bound to and the one the
store kept when the acta locked. The same data always gives the same bytes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from delegate_app.documents import acta_common as common
from delegate_app.documents import acta_schema, pdf_theme, signing
from delegate_app.documents import pdf_blocks as blocks
from delegate_app.documents.acta_common import (
    ActaDocument,
    ActaDocumentError,
    document_id,
    long_date,
)
from delegate_app.documents.certificates import LoadedSigner
from delegate_app.documents.domino.verify import result_summary
from delegate_app.domain.domino import Hand, HandEnd, Pair, Partida, PartidaStatus, Seat
from delegate_app.domain.domino.common import pair_label

if TYPE_CHECKING:
    # The layout loads without the SQL layer: verify lays a domino acta out again from acta.json
    # with it (documents/domino/rebuild.py), and SQLAlchemy alone takes ~0.7 s to import.
    from delegate_app.store.acta_reading import ActaRead, StoredSignature
    from delegate_app.store.database import Database
    from delegate_app.store.domino.views import EncounterView, TableView

FORMAT = acta_schema.DOMINO_FORMAT  # the version verify accepts
TITLE = "Acta del Encuentro"
SEAT_ORDER = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
SEAT_NOTE = (
    "Entre paréntesis, el número de cada jugador en la primera mano de la partida: 1 es el "
    "salidor, 2 el contrario de su derecha, 3 su compañero y 4 el contrario de su izquierda "
    "(art. 7.2). En la segunda partida la pareja que perdió la primera invierte sus asientos "
    "(art. 7.2)."
)
__all__ = ["DominoActaDocument", "StoredSignature", "document_id", "long_date"]


def __getattr__(name: str) -> Any:
    """StoredSignature, re-exported, loaded only when asked for."""
    if name == "StoredSignature":
        from delegate_app.store import acta_reading

        return acta_reading.StoredSignature
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


DominoActaDocument = ActaDocument  # the document of either sport has the same shape


class DominoPdfError(ActaDocumentError):
    """The acta cannot be turned into a PDF; the Spanish message says why. Nothing is written."""


# --------------------------------------------------------------------------- the data


@dataclass(frozen=True)
class DominoSource(common.SourceBase):
    """Everything the PDF shows: the view of the encounter and the acta as the store keeps it
    (content, hash kept at the lock, drawn signatures)."""

    view: EncounterView
    decisions: tuple[common.PrintedDecision, ...] = ()  # R25-6: received after the close


def source_of(read: ActaRead) -> DominoSource:
    """The encounter's source from the one read of the store (a locked acta from its
    snapshot; one altered behind the app is refused there)."""
    if read.sport != "domino":
        raise DominoPdfError("Este encuentro no es de dominó.")
    try:
        common.footer_hash(read.view, read.record)
    except ActaDocumentError as exc:
        raise DominoPdfError(str(exc)) from exc
    return DominoSource(read.view, read.record, common.printed_decisions(read.decisions))


def envelope(source: DominoSource) -> dict[str, Any]:
    """acta.json before canonical encoding: the hashed content and what verifies it."""
    view = source.view
    return {
        **common.envelope(FORMAT, view, source.record),
        "resultado": result_summary(view.result),
        # DO-19.4 as the incidents table prints it: the count of each pair's dropped tiles.
        "caidas": [
            {
                "mesa": d.table,
                "partida": d.partida,
                "pareja": d.pair.value,
                "veces": d.count,
                "consta": d.recorded,
            }
            for d in view.drops
        ],
        # The substitutions, suspensions and abandonments as printed (art. 20).
        "sucesos_impresos": [
            {
                "mesa": table.number,
                "partida": event.partida,
                "hora": event.created_at,
                "texto": event.text,
            }
            for table in view.tables
            for event in table.events
        ],
        "plazos": common.deadline_entries(view, with_consequence=False),
        **common.decision_entries(source.decisions),
    }


# --------------------------------------------------------------------------- text helpers


_hhmm = common.hhmm


def _pair_players(view: EncounterView, ids: Sequence[int] | None) -> str:
    if not ids:
        return "Sin anotar"
    return "\n".join(view.players[p].label if p in view.players else str(p) for p in ids)


def _seat_player(view: EncounterView, partida: Partida, seat: Seat) -> str:
    return view.name(partida.seating.player_at(seat))


def _who_led(view: EncounterView, partida: Partida, seat: Seat) -> str:
    return f"{seat.label}: {_seat_player(view, partida, seat)}"


def _status(partida: Partida) -> str:
    return partida.status.label.capitalize()


def _score(view: EncounterView, partida: Partida) -> str:
    score = partida.final_score
    return f"{score[Pair.HOME]} – {score[Pair.AWAY]}"


def _winner(view: EncounterView, pair: Pair | None) -> str:
    return "—" if pair is None else view.team_name(pair)


def _approvers(view: EncounterView, hand: Hand) -> str:
    return ", ".join(_approver(view, who) for who in hand.approved_by)


def _approver(view: EncounterView, who: int | str) -> str:
    if who == "árbitro":
        return "Juez árbitro"
    return view.name(who) if isinstance(who, int) else f"jugador n.º {who}"


def _closing(hand: Hand, partida: Partida, view: EncounterView) -> str:
    if hand.end is HandEnd.DOMINO:
        text = "Dominó"
        if hand.domino_by is not None:
            text += f" ({hand.domino_by.label})"
    elif hand.end is HandEnd.CIERRE:
        text = "Cierre" + (" con sumas iguales" if hand.winner is None else "")
    else:
        text = "Anulada"
        if hand.offender is not None:
            text += f" (infractor: {hand.offender.label})"
    if hand.tiles_left:
        # In seat order, not as entered: acta.json's canonical JSON sorts its keys, and the page
        # must be what acta.json alone gives (documents/domino/rebuild.py).
        left = dict(hand.tiles_left)
        held = "; ".join(
            f"{seat.value}: {' '.join(str(t) for t in left[seat])}"
            for seat in SEAT_ORDER
            if seat in left
        )
        text += f"\nFichas que quedan: {held}"
    return text


# --------------------------------------------------------------------------- the acta


def _facts(view: EncounterView) -> list[tuple[str, str]]:
    settings = view.settings
    formato = (
        f"{settings.tables} mesas × {settings.partidas_per_table} partidas, a "
        f"{settings.target} tantos"
    )
    return [
        *common.competition_facts(view),
        ("Hora oficial", _hhmm(view.official_start)),
        *common.team_facts(view),
        ("Formato", formato),
        *common.played_fact(view, view.played_at),
        ("Estado del acta", common.state_text(view)),
    ]


def _draw_text(view: EncounterView, table: TableView) -> str:
    if not table.draw_rounds:
        return "Sin sortear"
    lines = []
    for number, tiles in enumerate(table.draw_rounds, start=1):
        drawn = ", ".join(f"{view.name(p)} {tile}" for p, tile in tiles.items())
        lines.append(drawn if number == 1 else f"Nuevo sorteo: {drawn}")
    return "\n".join(lines)


# Column widths are given in points of the 493-point text width: headers must not break a word.


def _tables_block(view: EncounterView, content: dict[str, Any]) -> list[Any]:
    rows = []
    for table in view.tables:
        roles = "Sin anotar"
        if table.annotator is not None:
            roles = f"Anota: {view.name(table.annotator)}\nCuenta: {view.name(table.counter)}"
            if table.arbiter_counts:
                roles += "\nCuenta y anota el árbitro"
        rows.append(
            [
                str(table.number),
                _pair_players(view, table.home),
                _pair_players(view, table.away),
                roles,
                _draw_text(view, table),
            ]
        )
    parts: list[Any] = [
        blocks.data_table(
            [
                "Mesa",
                f"Pareja local: {view.home_team}",
                f"Pareja visitante: {view.away_team}",
                "Anotador y contador (art. 6)",
                "Sorteo de puestos (art. 7.2)",
            ],
            rows,
            col_widths=[36, 125, 125, 100, 107],
            align=["C", "L", "L", "L", "L"],
        ),
    ]
    seat_rows = []
    for table in view.tables:
        for partida in table.partidas:
            numbering = {seat: n for n, seat in _numbers(partida).items()}
            seats = _initial_seats(content, table.number, partida.number)
            seat_rows.append(
                [
                    str(table.number),
                    str(partida.number),
                    *(f"{view.name(seats.get(seat))} ({numbering[seat]})" for seat in SEAT_ORDER),
                ]
            )
    if seat_rows:
        parts += [
            blocks.spacer(2),
            blocks.data_table(
                ["Mesa", "Partida", "Norte", "Este", "Sur", "Oeste"],
                seat_rows,
                col_widths=[36, 46, 103, 103, 103, 102],
                align=["C", "C", "L", "L", "L", "L"],
            ),
            blocks.paragraph(SEAT_NOTE, "small"),
        ]
    return parts


def _numbers(partida: Partida) -> dict[int, Seat]:
    salidor = partida.hands[0].salidor if partida.hands else partida.seating.salidor
    return {1: salidor, 2: salidor.right, 3: salidor.opposite, 4: salidor.left}


def _initial_seats(content: dict[str, Any], table: int, number: int) -> dict[Seat, int]:
    """Who sat where when the partida began: a substitution comes later, among its events."""
    for entry in content["mesas"]:
        if entry["mesa"] != table:
            continue
        for partida in entry["partidas"]:
            if partida["partida"] == number:
                return {Seat(seat): player for seat, player in partida["asientos"].items()}
    return {}


def _results_block(view: EncounterView) -> list[Any]:
    rows = []
    for table in view.tables:
        for number in range(1, view.settings.partidas_per_table + 1):
            partida = table.partida(number)
            if partida is None:
                rows.append([str(table.number), str(number), "Sin jugar", "", "", ""])
                continue
            notes = "\n".join(partida.notes)
            rows.append(
                [
                    str(table.number),
                    str(number),
                    _status(partida),
                    _score(view, partida),
                    _winner(view, partida.winner),
                    _named_notes(view, notes),
                ]
            )
    result = view.result
    home, away = view.home_team, view.away_team
    summary = [
        (
            "Partidas ganadas",
            f"{home} {result.partidas_won[Pair.HOME]} – {result.partidas_won[Pair.AWAY]} {away}",
        ),
        ("Tantos", f"{result.points[Pair.HOME]} – {result.points[Pair.AWAY]}"),
    ]
    if result.complete:
        winner = result.winner
        outcome = "Empate" if winner is None else f"Gana {view.team_name(winner)}"
        summary.append(
            (
                "Puntos de liga",
                f"{outcome}: {home} {result.league_points[Pair.HOME]}, "
                f"{away} {result.league_points[Pair.AWAY]}",
            )
        )
    else:
        pending = " ".join(f.message for f in result.findings)
        summary.append(("Puntos de liga", f"Pendientes. {pending}"))
    return [
        blocks.data_table(
            ["Mesa", "Partida", "Estado", "Tantos local – visitante", "Gana", "Observaciones"],
            rows,
            col_widths=[36, 46, 62, 72, 72, 205],
            align=["C", "C", "L", "C", "L", "L"],
        ),
        blocks.spacer(2),
        blocks.key_value_block(summary, columns=1),
    ]


def _named_notes(view: EncounterView, notes: str) -> str:
    """The domain's notes cite the abandoning player by id; the acta names him."""
    for player_id, player in view.players.items():
        notes = notes.replace(f"jugador {player_id} (", f"jugador {player.name} (")
    return notes


def _events_block(view: EncounterView) -> list[Any]:
    rows = [
        [str(table.number), str(event.partida), _hhmm(event.created_at), event.text]
        for table in view.tables
        for event in table.events
    ]
    if not rows:
        return [blocks.paragraph("Sin sustituciones, suspensiones ni abandonos.")]
    return [
        blocks.data_table(
            ["Mesa", "Partida", "Hora", "Suceso"],
            rows,
            col_widths=[36, 46, 40, 371],
            align=["C", "C", "C", "L"],
        )
    ]


def _incidents_block(view: EncounterView) -> list[Any]:
    if not view.incidents:
        return [blocks.paragraph("Sin incidencias.")]
    rows = [
        [str(incident.number), incident.happened, incident.article, incident.text]
        for incident in view.incidents
    ]
    parts: list[Any] = [common.incidents_table(rows)]
    if view.drops:
        from delegate_app.domain.domino import ordinal

        drop_rows = [
            [
                str(d.table),
                str(d.partida),
                f"{pair_label(d.pair)} ({view.team_name(d.pair)})",
                str(d.count),
                f"Sí: la {ordinal(d.count)} vez" if d.recorded else "No",
            ]
            for d in view.drops
        ]
        parts += [
            blocks.spacer(2),
            blocks.paragraph("Caídas de fichas por pareja y partida (art. 19.4)", "small"),
            blocks.data_table(
                ["Mesa", "Partida", "Pareja", "Veces", "Consta en el acta"],
                drop_rows,
                col_widths=[36, 46, 200, 44, 120],
                align=["C", "C", "L", "C", "L"],
            ),
        ]
    return parts


def _deadlines_block(view: EncounterView) -> Any:
    return blocks.data_table(
        ["Plazo", "Vence", "Responsable"],
        [[d.description, pdf_theme.format_moment(d.due), d.responsible] for d in view.deadlines],
        col_widths=[7.2, 1.6, 2.4],
        align=["L", "C", "L"],
    )


# --------------------------------------------------------------------------- the Hojas


def _hoja(source: DominoSource, table: TableView, partida: Partida) -> list[Any]:
    view = source.view
    target = view.settings.target
    seating = partida.seating
    home_seats = "Norte-Sur" if seating.north_south is Pair.HOME else "Este-Oeste"
    away_seats = "Este-Oeste" if seating.north_south is Pair.HOME else "Norte-Sur"
    seats = _initial_seats(source.content, table.number, partida.number)
    sides = {
        pair: " y ".join(view.name(seats.get(seat)) for seat in seating.seats_of(pair))
        for pair in Pair
    }
    setup = partida.setup
    facts = [
        ("Mesa y partida", f"Mesa {table.number} · partida {partida.number}"),
        ("Total de la partida", f"{target} tantos (art. 18)"),
        (f"{view.home_team} ({home_seats})", sides[Pair.HOME]),
        (f"{view.away_team} ({away_seats})", sides[Pair.AWAY]),
        ("Anotador", view.name(setup.annotator)),
        ("Contador", "Juez árbitro" if setup.arbiter_counts else view.name(setup.counter)),
    ]
    rows = []
    totals = partida.running_totals
    for hand, running in zip(partida.hands, totals, strict=True):
        rows.append(
            [
                str(hand.number),
                _who_led(view, partida, hand.salidor),
                _closing(hand, partida, view),
                _winner(view, hand.winner),
                str(hand.points),
                str(running[Pair.HOME]),
                str(running[Pair.AWAY]),
                _approvers(view, hand),
            ]
        )
    parts: list[Any] = [
        blocks.section_title(
            f"Hoja de Anotaciones · mesa {table.number} · partida {partida.number}"
        ),
        blocks.key_value_block(facts),
    ]
    if rows:
        parts.append(
            blocks.data_table(
                [
                    "Mano",
                    "Sale (n.º 1)",
                    "Cómo se cerró",
                    "Gana",
                    "Puntos",
                    "Local",
                    "Visitante",
                    "Aprueba",
                ],
                rows,
                col_widths=[36, 95, 112, 62, 44, 40, 54, 62],
                align=["C", "L", "L", "L", "R", "R", "R", "L"],
            )
        )
    else:
        parts.append(blocks.paragraph("Todavía no hay manos anotadas."))
    events = [e.text for e in table.events if e.partida == partida.number]
    for text in events:
        parts.append(blocks.paragraph(text, "small"))
    score = partida.final_score
    closing = (
        f"Total: {view.home_team} {score[Pair.HOME]} – {score[Pair.AWAY]} {view.away_team}. "
        f"Estado: {partida.status.label}."
    )
    if partida.winner is not None:
        closing += f" Gana {view.team_name(partida.winner)}."
    elif partida.status is PartidaStatus.IN_PLAY and partida.next_salidor is not None:
        seat = partida.next_salidor
        closing += f" Sale en la mano {partida.next_hand_number}: {_who_led(view, partida, seat)}."
    parts.append(blocks.paragraph(closing))
    for note in partida.notes:
        parts.append(blocks.paragraph(_named_notes(view, note), "small"))
    return parts


# --------------------------------------------------------------------------- the document


def story(source: DominoSource) -> list[Any]:
    view = source.view
    flowables: list[Any] = [
        common.header(view, TITLE, "Federación de dominó"),
        blocks.key_value_block(_facts(view)),
        blocks.section_title("Mesas, parejas y asientos"),
        *_tables_block(view, source.content),
        blocks.section_title("Resultado de las partidas y del encuentro"),
        *_results_block(view),
        blocks.section_title("Sustituciones, suspensiones y abandonos (art. 20)"),
        *_events_block(view),
        blocks.section_title("Incidencias"),
        *_incidents_block(view),
        blocks.section_title("Firmas"),
        *common.signatures_section(source),
        blocks.section_title("Plazos"),
        _deadlines_block(view),
        *common.annexes_section(view, source.signatures),
        *common.decisions_section(source.decisions, "art. 20"),
    ]
    for table in view.tables:
        for partida in table.partidas:
            flowables += _hoja(source, table, partida)
    return flowables + common.digital_signatures_section(bool(view.arbiter_name.strip()))


def document_title(view: EncounterView) -> str:
    """The PDF's title, as the export prints it and verify lays it out again."""
    return f"{TITLE} — {view.home_team} – {view.away_team}"


LAYOUT = common.SportLayout(
    source_of, envelope, story, lambda source: document_title(source.view), DominoPdfError
)
# The domino acta's names for two of them, which paper_forms, the benchmarks and the tests call.
load_source = LAYOUT.source
domino_acta_document = LAYOUT.document


def build_domino_pdf(db: Database, match_id: int) -> bytes:
    """The unsigned acta with its Hojas: three empty signature fields and acta.json attached."""
    return domino_acta_document(db, match_id).pdf


def domino_acta_json(db: Database, match_id: int) -> bytes:
    """The data file sent beside the PDF: the same bytes as the PDF's acta.json."""
    # Built with the PDF: acta.json records where the layout put the signature fields.
    return domino_acta_document(db, match_id).attachment


def sign_domino_pdf(
    pdf: bytes, role: str, signer: LoadedSigner, view: EncounterView, when: datetime | None = None
) -> bytes:
    """One more digital signature in the field of ``role`` (an incremental revision)."""
    if role not in signing.SIGNATURE_ROLES:
        raise DominoPdfError(f"Papel de firma desconocido: «{role}».")
    return signing.sign_pdf(
        pdf,
        role,
        signer,
        reason=f"{TITLE}: {view.home_team} – {view.away_team}, ronda {view.round_number}",
        location=view.venue or view.federation,
        when=when,
    )
