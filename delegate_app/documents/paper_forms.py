"""Paper forms for a match, for when a laptop fails: lineup sheets, a blank acta, scoresheets.

Built with the same blocks as the acta (pdf_blocks) and filled with what the database already
knows (competition, teams, date, venue, time control, the lineups if they are set), so the
delegates only write what happens at the board. Blank spaces for handwriting are table cells
with a spacer of the height a hand needs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reportlab.platypus import PageBreak, TableStyle

from delegate_app.documents import pdf_blocks as blocks
from delegate_app.documents import pdf_document, pdf_theme
from delegate_app.documents.chess.acta_pdf import (
    ActaSource,
    LineupLine,
    load_source,
    match_facts,
    match_header,
)
from delegate_app.domain.acta_hash import canonical_json
from delegate_app.domain.incident_schema import cite
from delegate_app.domain.sides import SIDES, Side
from delegate_app.store.chess.acta import DOCUMENT_CHECKS
from delegate_app.store.database import Database

SIDE_LABELS: dict[str, str] = {Side.HOME: "local", Side.AWAY: "visitante"}
MOVE_ROWS = 30  # moves 1–30 on the left, 31–60 on the right


def _blank(height_mm: float = 7) -> Any:
    return blocks.spacer(height_mm)


def _meta(
    source: ActaSource, prefix: str, title: str, data: dict[str, Any]
) -> pdf_document.DocumentMeta:
    view = source.view
    return pdf_document.DocumentMeta.for_data(
        document_id=f"{prefix}-{view.season}-{view.match_id:04d}",
        title=title,
        data=canonical_json(data),
        created=view.official_start,
        author=view.home_club,
        subject=f"{view.competition}, ronda {view.round_number}: "
        f"{view.home_team} – {view.away_team}",
    )


def _team(source: ActaSource, side: str) -> str:
    return source.view.home_team if side == Side.HOME else source.view.away_team


def _colour(side: str, board: int) -> str:
    # CH-18.1: the home team has White on the odd boards.
    home_white = board % 2 == 1
    return "Blancas" if home_white == (side == Side.HOME) else "Negras"


def _lines_by_board(source: ActaSource, side: str, with_names: bool) -> dict[int, LineupLine]:
    if not with_names:
        return {}
    return {line.board: line for line in source.lineups[side]}


def _form_data(source: ActaSource, kind: str, with_names: bool) -> dict[str, Any]:
    """What a form shows, hashed into its footer: the same match and names, the same bytes."""
    view = source.view
    return {
        "formulario": kind,
        "encuentro": view.match_id,
        "competicion": view.competition,
        "ronda": view.round_number,
        "hora_oficial": view.official_start,
        "local": view.home_team,
        "visitante": view.away_team,
        "alineaciones": {
            side: [
                {"tablero": line.board, "nombre": line.name, "numero_lista": line.list_number}
                for line in source.lineups[side]
            ]
            if with_names
            else []
            for side in SIDES
        },
    }


def _ruled(table: Any) -> Any:
    """Column rules on a shared data table: handwriting needs to see where a cell ends."""
    table.setStyle(TableStyle([("INNERGRID", (0, 0), (-1, -1), 0.4, pdf_theme.RULE)]))
    return table


def _signature_boxes(labels: Sequence[str], height_mm: float = 22) -> Any:
    """Empty boxes to sign by hand, one per label, side by side."""
    return _ruled(
        blocks.data_table(
            list(labels), [[_blank(height_mm) for _ in labels]], align=["C"] * len(labels)
        )
    )


# --------------------------------------------------------------------------- lineup sheet


def _lineup_story(source: ActaSource, side: str, with_names: bool) -> list[Any]:
    view = source.view
    team = _team(source, side)
    other = SIDE_LABELS[Side(side).other]
    lines = _lines_by_board(source, side, with_names)
    rows = []
    for board in range(1, view.boards + 1):
        line = lines.get(board)
        if line is None:
            rows.append([str(board), _colour(side, board), _blank(), "", "", ""])
            continue
        rows.append(
            [
                str(board),
                _colour(side, board),
                line.name,
                "" if line.list_number is None else str(line.list_number),
                line.licence,
                "" if line.rating is None else str(line.rating),
            ]
        )
    return [
        match_header(view, f"Alineación del equipo {SIDE_LABELS[side]}"),
        blocks.key_value_block(
            [
                ("Equipo", team),
                ("Club", view.home_club if side == Side.HOME else view.away_club),
                *match_facts(view, with_start=False)[:9],
            ]
        ),
        blocks.section_title(f"Alineación de {team}"),
        _ruled(
            blocks.data_table(
                ["Tablero", "Color", "Jugador", "N.º de lista", "Licencia", "ELO"],
                rows,
                col_widths=[1.1, 1.2, 5, 1.4, 1.7, 1],
                align=["C", "C", "L", "C", "C", "C"],
            )
        ),
        blocks.paragraph(
            "Art. 16.3: las alineaciones se entregan por escrito (o se anotan en el acta) antes "
            "de empezar; un equipo no puede comenzar sin entregarla, y mientras tanto solo "
            "corren los relojes del equipo que no la ha facilitado. Art. 18.2: los jugadores "
            "van en orden estricto de fuerza según su número en la lista del club; otro orden "
            "pierde el encuentro en todos los tableros.",
            "small",
        ),
        blocks.section_title("Entrega"),
        _signature_boxes(
            [
                f"Firma del delegado del equipo {SIDE_LABELS[side]}",
                f"Recibida por el delegado del equipo {other} (firma y hora)",
            ]
        ),
    ]


def lineup_sheet_pdf(
    db: Database, match_id: int, sides: Sequence[str] = SIDES, *, with_names: bool = True
) -> bytes:
    """The written lineup of CH-16.3, one page per side, filled with the lineup if it is set."""
    unknown = set(sides) - set(SIDES)
    if unknown or not sides:
        raise ValueError(f"sides must be among {SIDES}")
    source = load_source(db, match_id)

    def story() -> list[Any]:
        flowables: list[Any] = []
        for index, side in enumerate(sides):
            if index:
                flowables.append(PageBreak())
            flowables += _lineup_story(source, side, with_names)
        return flowables

    data = _form_data(source, "alineacion", with_names)
    data["lados"] = list(sides)
    meta = _meta(source, "ALIN", "Alineación", data)
    return pdf_document.build_pdf(None, story, meta).data


# --------------------------------------------------------------------------- blank acta


def _blank_boards(source: ActaSource, with_names: bool) -> Any:
    view = source.view
    home = _lines_by_board(source, Side.HOME, with_names)
    away = _lines_by_board(source, Side.AWAY, with_names)

    def player(line: LineupLine | None) -> Any:
        if line is None:
            return _blank(9)
        number = "" if line.list_number is None else f"n.º {line.list_number}"
        return f"{line.name}\n{number}".strip()

    rows = [
        [str(board), _colour(Side.HOME, board), player(home.get(board)), "",
         player(away.get(board)), ""]
        for board in range(1, view.boards + 1)
    ]  # fmt: skip
    return _ruled(blocks.data_table(
        ["Tab.", "Color local", f"Local: {view.home_team}", "Resultado",
         f"Visitante: {view.away_team}", "Llegadas"],
        rows,
        col_widths=[0.8, 1.2, 3.3, 1.4, 3.3, 1.4],
        align=["C", "C", "L", "C", "L", "C"],
    ))  # fmt: skip


def _blank_acta_story(source: ActaSource, with_names: bool) -> list[Any]:
    view = source.view
    facts = [
        (label, value) for label, value in match_facts(view, with_start=False) if label != "Árbitro"
    ]
    facts += [("Comienzo real", ""), ("Árbitro", view.arbiter_name)]
    return [
        match_header(view, "Acta del encuentro (en papel)"),
        blocks.paragraph(
            "Acta de respaldo para cuando el ordenador falla: se rellena a mano y, después, se "
            "pasan los datos a Delegado.",
            "small",
        ),
        blocks.key_value_block(facts),
        blocks.section_title("Tableros y resultados"),
        _blank_boards(source, with_names),
        blocks.key_value_block(
            [("Resultado del encuentro", f"{view.home_team}  ______  –  ______  {view.away_team}")],
            columns=1,
        ),
        blocks.section_title("Documentación (art. 16)"),
        _ruled(
            blocks.data_table(
                ["Comprobación antes del encuentro", "Sí / No"],
                [[label, ""] for label in DOCUMENT_CHECKS.values()],
                col_widths=[8, 1.4],
                align=["L", "C"],
            )
        ),
        blocks.section_title("Incidencias"),
        _ruled(
            blocks.data_table(
                ["Hora", "Artículo", "Incidencia (hechos, tablero, tiempos de los relojes)"],
                [["", "", _blank(11)] for _ in range(6)],
                col_widths=[1.1, 1.2, 8.3],
                align=["C", "C", "L"],
            )
        ),
        blocks.section_title("Firmas"),
        _ruled(
            blocks.data_table(
                ["", "Delegado local", "Delegado visitante", "Árbitro"],
                [
                    ["Nombre", _blank(6), _blank(6), _blank(6)],
                    ["Licencia", "", "", ""],
                    ["Firma", _blank(20), _blank(20), _blank(20)],
                ],
                col_widths=[1.2, 3, 3, 3],
            )
        ),
        blocks.section_title("Plazos"),
        blocks.data_table(
            ["Artículo", "Plazo", "Vence", "Responsable"],
            [
                [cite(d.rule_id), d.description, pdf_theme.format_moment(d.due), d.responsible]
                for d in view.deadlines
            ],
            col_widths=[1.1, 6.4, 1.6, 1.8],
            align=["C", "L", "C", "L"],
        ),
    ]


def blank_acta_pdf(db: Database, match_id: int, *, with_names: bool = True) -> bytes:
    """A paper acta with the match's data printed and room for everything else."""
    source = load_source(db, match_id)
    meta = _meta(
        source,
        "ACTA-PAPEL",
        "Acta del encuentro (en papel)",
        _form_data(source, "acta", with_names),
    )
    return pdf_document.build_pdf(None, lambda: _blank_acta_story(source, with_names), meta).data


# --------------------------------------------------------------------------- scoresheets


def _scoresheet_story(source: ActaSource, board: int, copy_for: str | None) -> list[Any]:
    view = source.view
    home = _lines_by_board(source, Side.HOME, True).get(board)
    away = _lines_by_board(source, Side.AWAY, True).get(board)
    home_name = home.name if home else ""
    away_name = away.name if away else ""
    if _colour(Side.HOME, board) == "Blancas":
        white, black = (home_name, view.home_team), (away_name, view.away_team)
    else:
        white, black = (away_name, view.away_team), (home_name, view.home_team)
    title = f"Planilla · tablero {board}"
    if copy_for:
        title += f" · ejemplar de las {copy_for}"
    moves = [[str(n), "", "", str(n + MOVE_ROWS), "", ""] for n in range(1, MOVE_ROWS + 1)]
    return [
        match_header(view, title),
        blocks.key_value_block(
            [
                ("Blancas", f"{white[0] or '________________'} ({white[1]})"),
                ("Negras", f"{black[0] or '________________'} ({black[1]})"),
                ("Ritmo de juego", view.time_control.label()),
                ("Tablero", str(board)),
            ]
        ),
        _ruled(
            blocks.data_table(
                ["N.º", "Blancas", "Negras", "N.º", "Blancas", "Negras"],
                moves,
                col_widths=[0.7, 2.3, 2.3, 0.7, 2.3, 2.3],
                align=["C", "C", "C", "C", "C", "C"],
            )
        ),
        _ruled(
            blocks.data_table(
                ["Resultado", "Firma de las blancas", "Firma de las negras"],
                [[_blank(11), _blank(11), _blank(11)]],
                col_widths=[1, 2, 2],
            )
        ),
    ]


def scoresheets_pdf(db: Database, match_id: int, *, copies: int = 2) -> bytes:
    """One planilla per board, `copies` times (two: one for each player), names printed."""
    if copies not in (1, 2):
        raise ValueError("copies must be 1 or 2")
    source = load_source(db, match_id)

    def story() -> list[Any]:
        flowables: list[Any] = []
        for board in range(1, source.view.boards + 1):
            for copy_for in ("blancas", "negras")[:copies] if copies == 2 else (None,):
                if flowables:
                    flowables.append(PageBreak())
                flowables += _scoresheet_story(source, board, copy_for)
        return flowables

    data = _form_data(source, "planillas", True)
    data["ejemplares"] = copies
    meta = _meta(source, "PLAN", "Planillas", data)
    return pdf_document.build_pdf(None, story, meta).data
