"""What is seen is what was signed: the acta's pages rebuilt from acta.json alone (no database).

The export lays the acta out from the store's view of the match (acta_pdf.story). Here the same
view classes (store/acta_views.py) are filled from acta.json and laid out by the very same story
and page template; the text of every rebuilt page must then be the text of the signed page,
word for word and in order. A lineup name, a board result, an incident, a time or a footer that
differs from acta.json makes the acta fail with the first difference quoted.

The comparison is of the pages' text (pdfium's extraction, whitespace collapsed), not of their
rendering: drawings (the QR, the chess diagrams, the drawn signatures) are not compared pixel by
pixel. A drawn signature's presence is, through its text ("(sin firma manuscrita)" or not), and
acta.json carries each drawing's SHA-256.

Domino actas are rebuilt the same way by domino_rebuild; both compare with page_compare.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from delegate_app.documents import page_compare
from delegate_app.documents import rebuild_common as shared
from delegate_app.documents.check import Check

if TYPE_CHECKING:
    from delegate_app.documents.chess.acta_pdf import ActaSource
    from delegate_app.documents.pdf_document import BuiltPdf, DocumentMeta
    from delegate_app.domain.chess.involved_players import InvolvedPlayer
    from delegate_app.store.acta_views import BoardLine, SealedMove

NAME = page_compare.NAME


def _chess_title(kind: str) -> str:
    from delegate_app.domain.chess.incident_catalog import CATALOG

    return CATALOG[kind].title if kind in CATALOG else kind


def chess_source(data: dict[str, Any], images: dict[str, bytes] | None = None) -> ActaSource:
    """acta_pdf's source of the acta, filled from acta.json (already checked against its schema)
    and the drawn signatures' PNGs by hash (None: stand-ins, for a layout read as text)."""
    from delegate_app.documents.chess.acta_pdf import ActaSource
    from delegate_app.domain.chess.match import BoardOutcome, match_score
    from delegate_app.domain.competition import IncrementKind, TimeControl
    from delegate_app.store.acta_views import ActaView, BoardLine

    content = data["contenido"]
    start = content["inicio"]
    lineups = {
        side: {line["tablero"]: line for line in data["alineaciones"][side]}
        for side in ("local", "visitante")
    }
    lines = []
    for row in content["tableros"]:
        board = row["tablero"]
        lines.append(
            BoardLine(
                board=board,
                home_colour="blancas" if board % 2 else "negras",
                home_name=row["local"],
                home_detail=shared.detail(lineups["local"].get(board)),
                away_name=row["visitante"],
                away_detail=shared.detail(lineups["visitante"].get(board)),
                home_arrived=shared.maybe_moment(row["llegada_local"], "llegada"),
                away_arrived=shared.maybe_moment(row["llegada_visitante"], "llegada"),
                outcome=BoardOutcome.parse(board, row["resultado"]),
            )
        )
    rhythm = data["ritmo"]
    view = ActaView(
        **shared.common_fields(data, _chess_title),
        arbiter_name=start["arbitro"] or "",
        arbiter_licence=start["licencia_arbitro"] or "",
        time_control=TimeControl(
            rhythm["minutos"], rhythm["incremento"], IncrementKind(rhythm["tipo"])
        ),
        boards=data["tableros"],
        actual_start=shared.maybe_moment(start["hora_real"], "comienzo"),
        venue_ready=start["local_dispuesto"],
        documentation=dict(content["documentacion"]),
        lines=lines,
        score=match_score([line.outcome for line in lines], data["tableros"]),
    )
    view.deadlines = shared.deadlines(data)
    view.sealed_moves = _sealed_moves(data, lines)
    view.involved_players = _involved_players(data)
    from delegate_app.documents.acta_common import decisions_from

    return ActaSource(view, shared.record(data, "ajedrez", images), {}, decisions_from(data))


def _sealed_moves(data: dict[str, Any], lines: list[BoardLine]) -> list[SealedMove]:
    """CH-11.2: each envelope of the hashed content, with the players of its board."""
    from delegate_app.store.acta_views import SealedMove

    numbers = {p["id"]: p["numero"] for p in data["incidencias_impresas"]}
    by_board = {line.board: line for line in lines}
    moves = []
    for envelope in data["contenido"].get("sobres_jugada_secreta", []):
        fields = envelope["campos"]
        line = by_board.get(fields.get("tablero"))
        number = numbers.get(envelope["incidencia"])
        if line is None or number is None:
            raise shared.Unreadable(
                f"el sobre de la incidencia {envelope['incidencia']} no es de un tablero"
            )
        white, black = line.home_name, line.away_name
        if line.home_colour != "blancas":
            white, black = black, white
        moves.append(SealedMove(number, line.board, white, black, fields))
    return moves


def _involved_players(data: dict[str, Any]) -> list[InvolvedPlayer]:
    """CH-13.7: the players printed under each unresolved incident, by board, home first."""
    from delegate_app.domain.chess.involved_players import InvolvedPlayer
    from delegate_app.domain.sides import SIDES, Side

    found: dict[tuple[int, Side], tuple[str, list[int]]] = {}
    for printed in data["incidencias_impresas"]:
        for player in printed.get("jugadores", []):
            key = (player["tablero"], Side(player["lado"]))
            found.setdefault(key, (player["nombre"], []))[1].append(printed["numero"])
    boards = sorted({board for board, _side in found})
    return [
        InvolvedPlayer(board, side, found[board, side][0], tuple(found[board, side][1]))
        for board in boards
        for side in SIDES
        if (board, side) in found
    ]


def rebuilt_pdf(
    data: dict[str, Any], images: dict[str, bytes] | None = None, *, for_text: bool = False
) -> tuple[BuiltPdf, DocumentMeta]:
    """The chess acta laid out from acta.json by the export's own story and page template
    (rebuild_common.laid_out, which says what `for_text` leaves out)."""
    from delegate_app.documents.chess import acta_pdf

    source = chess_source(data, None if for_text else images)
    return shared.laid_out(data, source, acta_pdf.TITLE, acta_pdf.story, for_text=for_text)


def rebuilt_pages(data: dict[str, Any]) -> list[str]:
    """The text of every page of the chess acta laid out from acta.json."""
    return shared.page_texts(rebuilt_pdf(data, for_text=True)[0].data)


def printed_check(data: dict[str, Any], texts: list[str]) -> Check:
    """Every page of the signed acta is the page acta.json gives, word for word."""
    try:
        expected = rebuilt_pages(data)
    except (shared.Unreadable, KeyError, TypeError, ValueError) as exc:
        return page_compare.unreadable(exc)
    return page_compare.compare_pages(expected, texts)
