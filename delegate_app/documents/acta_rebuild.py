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

import struct
import zlib
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any

from delegate_app.documents import page_compare
from delegate_app.documents.check import Check

NAME = page_compare.NAME


class _Unreadable(ValueError):
    pass


@dataclass(frozen=True)
class PrintedAnnex:
    """An annex as its section prints it (the store's Annex row has the same fields)."""

    id: int
    created_at: datetime
    text: str
    content_hash: str


@lru_cache(maxsize=1)
def _stand_in_png() -> bytes:
    """A 1×1 image in place of a drawn signature: the cell keeps its height whatever the drawing
    (pdf_blocks scales it into a fixed box), and only the text is compared."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body))
            + kind
            + body
            + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
        )

    header = struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\x00\xff"))
        + chunk(b"IEND", b"")
    )


def _moment(value: Any, where: str) -> datetime:
    try:
        return datetime.fromisoformat(value)
    except (TypeError, ValueError):
        raise _Unreadable(f"{where}: «{value}» no es una fecha") from None


def _maybe_moment(value: Any, where: str) -> datetime | None:
    return None if value is None else _moment(value, where)


def _detail(line: dict | None) -> str:
    """A player's list number, licence and rating as the boards table prints them."""
    if not line:
        return ""
    parts = []
    if line.get("numero_lista"):
        parts.append(f"n.º {line['numero_lista']}")
    if line.get("licencia"):
        parts.append(f"lic. {line['licencia']}")
    if line.get("elo"):
        parts.append(f"ELO {line['elo']}")
    return " · ".join(parts)


def _incidents(data: dict, titles) -> list:
    from delegate_app.store.acta_views import IncidentLine

    content = data["contenido"]["incidencias"]
    printed = data["incidencias_impresas"]
    if [i["id"] for i in content] != [p["id"] for p in printed]:
        raise _Unreadable("las incidencias impresas no son las del contenido, en su orden")
    numbers = {i["id"]: n for n, i in enumerate(content, start=1)}
    lines = []
    for entry, extra in zip(content, printed, strict=True):
        expected_title = titles(entry["tipo"])
        if extra["numero"] != numbers[entry["id"]]:
            raise _Unreadable(f"la incidencia {entry['id']} no lleva su número de orden")
        if extra["corrige_numero"] != numbers.get(entry["corrige"]):
            raise _Unreadable(f"la incidencia {extra['numero']} no dice bien a cuál corrige")
        if expected_title is not None and extra["titulo"] != expected_title:
            raise _Unreadable(
                f"la incidencia {extra['numero']} se titula «{extra['titulo']}» y su tipo es "
                f"«{expected_title}»"
            )
        lines.append(
            IncidentLine(
                id=entry["id"],
                created_at=_moment(entry["hora"], "incidencia"),
                kind=entry["tipo"],
                rule_id=entry["articulo"],
                title=extra["titulo"],
                text=entry["texto"],
                corrects_id=entry["corrige"],
                number=extra["numero"],
                happened=extra["suceso"],
                corrects_number=extra["corrige_numero"],
                position=extra["posicion"],
            )
        )
    return lines


def _signatures(data: dict) -> tuple[list, list]:
    """(the view's signature lines, the record's drawn signatures), numbered in order."""
    from delegate_app.store.acta_views import SignatureLine, StoredSignature

    lines, stored = [], []
    entries = [(None, f, f["valida"]) for f in data["firmas"]]
    entries += [(a["id"], f, True) for a in data["anexos"] for f in a["firmas"]]
    for number, (annex, entry, valid) in enumerate(entries, start=1):
        when = _moment(entry["fecha"], "firma")
        lines.append(
            SignatureLine(number, entry["papel"], entry["nombre"], entry["licencia"], when, valid,
                          annex)
        )  # fmt: skip
        image = _stand_in_png() if entry["imagen_sha256"] else b""
        stored.append(
            StoredSignature(number, entry["papel"], entry["nombre"], entry["licencia"], when,
                            entry["hash_contenido"], annex, image)
        )  # fmt: skip
    return lines, stored


def _common(data: dict, titles) -> dict:
    match = data["contenido"]["encuentro"]
    signatures, _ = _signatures(data)
    return {
        "match_id": match["id"],
        "competition": match["competicion"],
        "category": match["categoria"],
        "federation": data["federacion"],
        "season": match["temporada"],
        "round_number": match["ronda"],
        "official_start": _moment(match["hora_oficial"], "hora oficial"),
        "venue": match["lugar"] or "",
        "home_team": match["local"],
        "away_team": match["visitante"],
        "home_club": data["club_local"],
        "away_club": data["club_visitante"],
        "step": 0,  # the guide's step: never printed
        "incidents": _incidents(data, titles),
        "signatures": signatures,
        "annexes": [
            PrintedAnnex(a["id"], _moment(a["fecha"], "anexo"), a["texto"], a["hash"])
            for a in data["anexos"]
        ],
        "locked_at": _maybe_moment(data["cerrada"], "cierre"),
        "content_hash": data["hash_contenido"],
    }


def _deadlines(data: dict) -> list:
    from delegate_app.domain.deadlines import Deadline

    return [
        Deadline(
            d["articulo"],
            d["descripcion"],
            _moment(d["vence"], "plazo"),
            d["responsable"],
            d.get("consecuencia", ""),
        )
        for d in data["plazos"]
    ]


def _record(data: dict, sport: str):
    from delegate_app.store.acta_views import ActaRecord

    _, stored = _signatures(data)
    return ActaRecord(
        match_id=data["contenido"]["encuentro"]["id"],
        sport=sport,
        content=data["contenido"],
        stored_hash=data["hash_cierre"],
        signatures=stored,
        played_at=_maybe_moment(data["jugado_el"], "jugado el"),
        lock_log=data["registro_de_cierres"],
    )


def _chess_title(kind: str) -> str:
    from delegate_app.domain.chess_incidents import CATALOG

    return CATALOG[kind].title if kind in CATALOG else kind


def chess_source(data: dict):
    """acta_pdf's source of the acta, filled from acta.json (already checked against its schema)."""
    from delegate_app.documents.acta_pdf import ActaSource
    from delegate_app.domain.chess_match import BoardOutcome, match_score
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
                home_detail=_detail(lineups["local"].get(board)),
                away_name=row["visitante"],
                away_detail=_detail(lineups["visitante"].get(board)),
                home_arrived=_maybe_moment(row["llegada_local"], "llegada"),
                away_arrived=_maybe_moment(row["llegada_visitante"], "llegada"),
                outcome=BoardOutcome.parse(board, row["resultado"]),
            )
        )
    rhythm = data["ritmo"]
    view = ActaView(
        **_common(data, _chess_title),
        arbiter_name=start["arbitro"] or "",
        arbiter_licence=start["licencia_arbitro"] or "",
        time_control=TimeControl(
            rhythm["minutos"], rhythm["incremento"], IncrementKind(rhythm["tipo"])
        ),
        boards=data["tableros"],
        actual_start=_maybe_moment(start["hora_real"], "comienzo"),
        venue_ready=start["local_dispuesto"],
        documentation=dict(content["documentacion"]),
        lines=lines,
        score=match_score([line.outcome for line in lines], data["tableros"]),
    )
    view.deadlines = _deadlines(data)
    view.sealed_moves = _sealed_moves(data, lines)
    view.involved_players = _involved_players(data)
    from delegate_app.documents.acta_common import decisions_from

    return ActaSource(view, _record(data, "ajedrez"), {}, decisions_from(data))


def _sealed_moves(data: dict, lines: list) -> list:
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
            raise _Unreadable(
                f"el sobre de la incidencia {envelope['incidencia']} no es de un tablero"
            )
        white, black = line.home_name, line.away_name
        if line.home_colour != "blancas":
            white, black = black, white
        moves.append(SealedMove(number, line.board, white, black, fields))
    return moves


def _involved_players(data: dict) -> list:
    """CH-13.7: the players printed under each unresolved incident, by board, home first."""
    from delegate_app.domain.involved_players import InvolvedPlayer
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


def rebuilt_pages(data: dict) -> list[str]:
    """The text of every page of the chess acta laid out from acta.json."""
    from delegate_app.documents import acta_common, acta_pdf
    from delegate_app.documents import pdf_blocks as blocks
    from delegate_app.documents.signature_policy import PageText

    source = chess_source(data)
    meta = acta_common.meta_for(
        source.view,
        source.footer_hash,
        acta_pdf.TITLE,
        footer_note=acta_common.lock_log_note(data),
    )
    built = blocks.build_pdf(None, lambda: acta_pdf.story(source), meta, for_text=True)
    with PageText(built.data) as pages:
        return [pages.text(index) for index in range(len(pages))]


def printed_check(data: dict, texts: list[str]) -> Check:
    """Every page of the signed acta is the page acta.json gives, word for word."""
    try:
        expected = rebuilt_pages(data)
    except (_Unreadable, KeyError, TypeError, ValueError) as exc:
        return page_compare.unreadable(exc)
    return page_compare.compare_pages(expected, texts)
