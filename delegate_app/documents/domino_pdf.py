"""The domino encounter on paper: the Acta del Encuentro and a Hoja de Anotaciones per table and
partida, in one PDF ready for the digital signatures (no Qt).

Built only with the shared blocks of ``pdf_blocks`` and prepared with
``signing.add_signature_fields`` like the chess acta: one empty field per role and the acta's
data attached as acta.json, so the same signing and verification apply. The footer's SHA-256 is
the hash of ``domino_acta_content``: the one the drawn signatures are bound to and the one the
store kept when the acta locked. The same data always gives the same bytes.
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
from delegate_app.documents.acta_pdf import meta_for, prepare_signable
from delegate_app.documents.certificates import LoadedSigner, SigningError
from delegate_app.domain.acta_hash import canonical_json
from delegate_app.domain.domino import Hand, HandEnd, Pair, Partida, PartidaStatus, Seat
from delegate_app.store.acta import ROLE_LABELS
from delegate_app.store.database import Database
from delegate_app.store.domino_acta import domino_acta_content
from delegate_app.store.domino_acta_view import EncounterView, TableView, encounter_view
from delegate_app.store.errors import StoreError
from delegate_app.store.models import ActaSignature, MatchDay

FORMAT = "delegado-acta-domino/1"
TITLE = "Acta del Encuentro"
SEAT_ORDER = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)

_WEEKDAYS = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")
_MONTHS = (
    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
    "octubre", "noviembre", "diciembre",
)  # fmt: skip


class DominoPdfError(SigningError):
    """The acta cannot be turned into a PDF; the Spanish message says why. Nothing is written."""


def long_date(day: date) -> str:
    return f"{_WEEKDAYS[day.weekday()]}, {day.day} de {_MONTHS[day.month - 1]} de {day.year}"


def document_id(season: str, match_id: int) -> str:
    """Stable for the life of the acta: rebuilt PDFs of the same match carry the same ID."""
    return f"ACTA-{season}-{match_id:04d}"


# --------------------------------------------------------------------------- the data


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
class DominoSource:
    """Everything the PDF shows, read from the store in one go."""

    view: EncounterView
    content: dict
    stored_hash: str  # MatchDay.content_hash: set when the acta locked, "" before
    signatures: list[StoredSignature]

    @property
    def footer_hash(self) -> str:
        return self.stored_hash if self.view.locked else self.view.content_hash


def load_source(db: Database, match_id: int) -> DominoSource:
    try:
        view = encounter_view(db, match_id)
    except StoreError as exc:
        raise DominoPdfError(str(exc)) from exc
    with db.session() as s:
        content = domino_acta_content(s, match_id)
        acta = s.exec(select(MatchDay).where(MatchDay.match_id == match_id)).first()
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
    source = DominoSource(view, content, acta.content_hash if acta else "", signatures)
    if view.locked and source.stored_hash != view.content_hash:
        raise DominoPdfError(
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


def envelope(source: DominoSource) -> dict:
    """acta.json before canonical encoding: the hashed content and what verifies it."""
    view = source.view
    valid_ids = {s.id for s in view.signatures if s.valid}
    result = view.result
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
        "resultado": {
            "partidas_local": result.partidas_won[Pair.HOME],
            "partidas_visitante": result.partidas_won[Pair.AWAY],
            "tantos_local": result.points[Pair.HOME],
            "tantos_visitante": result.points[Pair.AWAY],
            "puntos_liga_local": result.league_points[Pair.HOME],
            "puntos_liga_visitante": result.league_points[Pair.AWAY],
            "completo": result.complete,
        },
        "firmas": [
            {**_signature_data(s), "valida": s.id in valid_ids}
            for s in source.signatures
            if s.annex_id is None
        ],
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
            }
            for d in view.deadlines
        ],
    }


# --------------------------------------------------------------------------- text helpers


def _hhmm(moment: datetime | None) -> str:
    return "" if moment is None else f"{moment:%H:%M}"


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
    names = ["Juez árbitro" if who == "árbitro" else view.name(who) for who in hand.approved_by]
    return ", ".join(names)


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
        held = "; ".join(
            f"{seat.value}: {' '.join(str(t) for t in tiles)}" for seat, tiles in hand.tiles_left
        )
        text += f"\nFichas que quedan: {held}"
    return text


# --------------------------------------------------------------------------- the acta


def _facts(view: EncounterView) -> list[tuple[str, str]]:
    settings = view.settings
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
        ("Hora oficial", _hhmm(view.official_start)),
        ("Equipo local", f"{view.home_team} ({view.home_club})"),
        ("Equipo visitante", f"{view.away_team} ({view.away_club})"),
        ("Árbitro", arbiter),
        (
            "Formato",
            f"{settings.tables} mesas × {settings.partidas_per_table} partidas, a "
            f"{settings.target} tantos",
        ),
    ]
    if view.played_at is not None and view.played_at != view.official_start:
        facts.append(("Jugado el", f"{long_date(view.played_at.date())}, {_hhmm(view.played_at)}"))
    state = (
        f"Cerrada el {blocks.format_moment(view.locked_at)}"
        if view.locked
        else "Abierta: borrador sin cerrar"
    )
    facts.append(("Estado del acta", state))
    return facts


def _draw_text(view: EncounterView, table: TableView) -> str:
    if not table.draw_rounds:
        return "Sin sortear"
    lines = []
    for number, tiles in enumerate(table.draw_rounds, start=1):
        drawn = ", ".join(f"{view.name(p)} {tile}" for p, tile in tiles.items())
        lines.append(drawn if number == 1 else f"Nuevo sorteo: {drawn}")
    return "\n".join(lines)


# Column widths are given in points of the 493-point text width: headers must not break a word.


def _tables_block(view: EncounterView, content: dict) -> list[Any]:
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
            blocks.paragraph(
                "Entre paréntesis, el número de cada jugador en la primera mano de la partida: "
                "1 es el salidor, 2 el contrario de su derecha, 3 su compañero y 4 el contrario "
                "de su izquierda (art. 7.2). En la segunda partida la pareja que perdió la "
                "primera invierte sus asientos (art. 7.2).",
                "small",
            ),
        ]
    return parts


def _numbers(partida: Partida) -> dict[int, Seat]:
    salidor = partida.hands[0].salidor if partida.hands else partida.seating.salidor
    return {1: salidor, 2: salidor.right, 3: salidor.opposite, 4: salidor.left}


def _initial_seats(content: dict, table: int, number: int) -> dict[Seat, int]:
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
    day = view.official_start.date()
    rows = []
    for number, incident in enumerate(view.incidents, start=1):
        when = _hhmm(incident.created_at)
        if incident.created_at.date() != day:
            when = f"{incident.created_at:%d/%m/%Y} {when}"
        rows.append([str(number), when, incident.rule_id, incident.text])
    parts: list[Any] = [
        blocks.data_table(
            ["N.º", "Hora", "Artículo", "Incidencia"],
            rows,
            col_widths=[30, 40, 52, 371],
            align=["C", "C", "C", "L"],
        )
    ]
    if view.drops:
        from delegate_app.domain.domino import ordinal

        drop_rows = [
            [
                str(d.table),
                str(d.partida),
                f"{d.pair.label} ({view.team_name(d.pair)})",
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


def _signatures_block(source: DominoSource) -> list[Any]:
    view = source.view
    valid_ids = {s.id for s in view.signatures if s.valid and s.annex_id is None}
    voided_ids = {s.id for s in view.voided_signatures()}
    valid = [s for s in source.signatures if s.id in valid_ids]
    parts: list[Any] = (
        [blocks.signature_block(_hand_signatures(valid))]
        if valid
        else [blocks.paragraph("Todavía no ha firmado nadie.")]
    )
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


def _deadlines_block(view: EncounterView) -> Any:
    return blocks.data_table(
        ["Plazo", "Vence", "Responsable"],
        [[d.description, blocks.format_moment(d.due), d.responsible] for d in view.deadlines],
        col_widths=[7.2, 1.6, 2.4],
        align=["L", "C", "L"],
    )


def _annexes_block(source: DominoSource) -> list[Any]:
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
        blocks.header_block(
            view.federation or "Federación de dominó",
            f"{view.competition} · Temporada {view.season}",
            TITLE,
            f"Ronda {view.round_number} · {long_date(view.official_start.date())} · "
            f"{_hhmm(view.official_start)} · {view.venue}",
        ),
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
        *_signatures_block(source),
        blocks.section_title("Plazos"),
        _deadlines_block(view),
        *_annexes_block(source),
    ]
    for table in view.tables:
        for partida in table.partidas:
            flowables += _hoja(source, table, partida)
    flowables += [
        blocks.section_title("Firmas digitales"),
        blocks.paragraph(
            "Cada firmante añade su firma con su certificado, una tras otra, sin cambiar nada "
            "de lo anterior. El PDF lleva adjuntos los datos del acta (acta.json); su SHA-256 "
            "es el que figura al pie de cada página.",
            "small",
        ),
        blocks.signature_fields_area(list(signing.SIGNATURE_ROLES.items())),
    ]
    return flowables


@dataclass(frozen=True)
class DominoActaDocument:
    """The unsigned PDF and what it was made from."""

    pdf: bytes
    attachment: bytes  # acta.json, canonical
    document_id: str
    data_sha256: str  # printed in the footer
    page_count: int
    view: EncounterView

    @property
    def data(self) -> dict:
        return json.loads(self.attachment)


def render(source: DominoSource, data: dict) -> DominoActaDocument:
    view = source.view
    attachment = canonical_json(data)
    meta = meta_for(
        view,
        source.footer_hash,
        title=f"{TITLE} — {view.home_team} – {view.away_team}",
        doc_id=document_id(view.season, view.match_id),
    )
    pdf, built = prepare_signable(lambda: story(source), meta, attachment)
    # acta.json as embedded: it also records where the layout put the signature fields.
    attachment = signing.read_attachment(pdf)
    return DominoActaDocument(
        pdf=pdf,
        attachment=attachment,
        document_id=meta.document_id,
        data_sha256=meta.data_sha256,
        page_count=built.page_count,
        view=view,
    )


def domino_acta_document(db: Database, match_id: int) -> DominoActaDocument:
    source = load_source(db, match_id)
    return render(source, envelope(source))


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
