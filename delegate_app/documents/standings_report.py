"""The standings of a competition as text and as a PDF, with the figures behind every tie.

Shared by the standings screen (which shows the same figures) and the printed table; no Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from delegate_app.domain.chess.standings import StandingRow
from delegate_app.domain.domino.standings import DominoStandingRow
from delegate_app.domain.standings import TiebreakStage, TiebreakStep
from delegate_app.store.competition_standings import Standings, tiebreak_label
from delegate_app.store.results import STEP_LABELS, half_text

if TYPE_CHECKING:
    from reportlab.platypus import Flowable

CHESS_COLUMNS = ("Pos.", "Equipo", "J", "G", "E", "P", "Puntos", "Puntos de partida", "Desempate")
DOMINO_COLUMNS = ("Pos.", "Equipo", "J", "G", "E", "P", "Puntos", "Partidas", "Tantos", "Desempate")


# --- the figures behind a tie, shared by the screen and the PDF --------------------------------


@dataclass(frozen=True)
class FigureBlock:
    """One tie-break step as a small table a delegate can check by hand."""

    title: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    matches: tuple[str, ...]  # the matches the step counted, "A 2½-1½ B"
    note: str
    outcome: str


def _join(words: Sequence[str]) -> str:
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} y {words[-1]}"


def _parts_text(parts: Sequence[Sequence[int]], name: Callable[[int], str]) -> str:
    pieces = []
    for part in parts:
        names = _join([name(team) for team in part])
        pieces.append(f"{names} (siguen igualados)" if len(part) > 1 else names)
    return "Orden: " + ", después ".join(pieces) + "."


def _signed(value: float) -> str:
    text = f"{value:g}"
    return f"+{text}" if value > 0 else text


def figure_blocks(standings: Standings, row: StandingRow | DominoStandingRow) -> list[FigureBlock]:
    """The steps that placed a tied team, each with the figures it ranked by."""
    if row.tiebreak is None:
        return []
    name = standings.name
    chess = standings.is_chess
    score = half_text if chess else (lambda value: f"{value:g}")
    return [_block(stage, name, chess, score, standings.boards) for stage in row.tiebreak.stages]


def _ordered(stage: TiebreakStage) -> list[int]:
    return [team for part in stage.parts for team in part]


def _holandes_note(boards: int) -> str:
    weights = _join([f"tablero {b} ×{boards - b + 1}" for b in range(1, boards + 1)])
    return f"Sumas por encuentro, local primero: {weights} (art. 5.1 b)."


def _block(
    stage: TiebreakStage,
    name: Callable[[int], str],
    chess: bool,
    score: Callable[[float], str],
    boards: int,
) -> FigureBlock:
    among = _join([name(team) for team in stage.group])
    title = f"{STEP_LABELS[stage.step]} entre {among}"
    matches = tuple(
        f"{name(m.home)} {score(m.home_score)}-{score(m.away_score)} {name(m.away)}"
        for m in stage.matches
    )
    outcome = _parts_text(stage.parts, name) if stage.separated else "No los separa."
    if stage.step is TiebreakStep.PARTICULAR:
        by_team = {r.team_id: r for r in stage.mini_league}
        rows: tuple[tuple[str, ...], ...] = tuple(
            (
                name(team),
                str(by_team[team].played),
                str(by_team[team].won),
                str(by_team[team].drawn),
                str(by_team[team].lost),
                str(by_team[team].points),
                f"{score(by_team[team].score_for)}-{score(by_team[team].score_against)}",
            )
            for team in _ordered(stage)
        )
        unit = "Puntos de partida" if chess else "Partidas"
        header = ("Equipo", "J", "G", "E", "P", "Puntos", unit)
        note = (
            "Liguilla con solo los encuentros entre los empatados, puntuada como la "
            "clasificación." + (" (art. 5.1 a)" if chess else "")
        )
        if not stage.matches:
            note = "Todavía no se han enfrentado: la liguilla no puede separarlos."
        return FigureBlock(title, header, rows, matches, note, outcome)
    if stage.step is TiebreakStep.HOLANDES:
        values = {figure.team_id: figure.value for figure in stage.figures}
        rows = tuple((name(team), half_text(values[team])) for team in _ordered(stage))
        return FigureBlock(
            title,
            ("Equipo", "Suma holandesa"),
            rows,
            matches,
            _holandes_note(boards),
            outcome,
        )
    if stage.step in (TiebreakStep.PARTIDAS, TiebreakStep.TANTOS):
        values = {figure.team_id: figure.value for figure in stage.figures}
        rows = tuple((name(team), _signed(values[team])) for team in _ordered(stage))
        scope = "en los encuentros entre ellos" if stage.matches else "en toda la liga"
        return FigureBlock(
            title, ("Equipo", STEP_LABELS[stage.step]), rows, matches, f"Contada {scope}.", outcome
        )
    note = (
        "Ningún criterio los separa: si se mantiene al final de la liga, se decide con un "
        "encuentro de desempate entre los implicados (art. 5.1 c)."
        if chess
        else "Ningún criterio los separa: decide el Comité de Competición."
    )
    return FigureBlock(
        f"Empate sin resolver entre {among}", (), (), (), note, "Comparten la posición."
    )


def blocks_html(blocks: Sequence[FigureBlock]) -> str:
    parts = []
    for number, block in enumerate(blocks, start=1):
        parts.append(f"<p><b>{number}. {escape(block.title)}</b></p>")
        if block.header:
            head = "".join(f"<th>{escape(h)}</th>" for h in block.header)
            body = "".join(
                "<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>"
                for row in block.rows
            )
            parts.append(
                f'<table border="1" cellspacing="0" cellpadding="3"><tr>{head}</tr>{body}</table>'
            )
        if block.matches:
            listed = "<br>".join(escape(m) for m in block.matches)
            parts.append(f"<p>Encuentros: {listed}</p>")
        if block.note:
            parts.append(f"<p><i>{escape(block.note)}</i></p>")
        parts.append(f"<p>{escape(block.outcome)}</p>")
    return "".join(parts)


# --- the widget --------------------------------------------------------------------------------


def summary_text(standings: Standings) -> str:
    points = standings.points
    text = (
        f"{standings.matches_counted} de {standings.matches_total} encuentros con resultado · "
        f"puntos por encuentro {points.win}/{points.draw}/{points.loss}"
    )
    if standings.is_chess:
        text += " · empates: resultado particular, Sistema Holandés, encuentro de desempate"
    else:
        text += " · empates: resultado particular, diferencia de partidas, diferencia de tantos"
    out = [row for row in standings.rows if isinstance(row, StandingRow) and row.eliminated]
    if out:
        names = ", ".join(standings.name(row.team_id) for row in out)
        text += f" · eliminados por incomparecencia (art. 20.1): {names}"
    incomplete = len(standings.incomplete)
    if incomplete == 1:
        text += " · 1 encuentro con resultados a medias no cuenta todavía"
    elif incomplete:
        text += f" · {incomplete} encuentros con resultados a medias no cuentan todavía"
    return text


def row_cells(standings: Standings, row: StandingRow | DominoStandingRow) -> list[str]:
    common = standings.common_cells(row)
    if isinstance(row, StandingRow):
        last = row.eliminated or tiebreak_label(row)  # CH-20.1: an eliminated team says why
        return [*common, str(row.match_points), half_text(row.game_points), last]
    return [
        *common,
        str(row.league_points),
        f"{row.partidas_won}-{row.partidas_lost}",
        f"{row.points_for}-{row.points_against}",
        tiebreak_label(row),
    ]


# --- PDF ---------------------------------------------------------------------------------------


def _created(standings: Standings) -> datetime:
    # From the data, never the clock: the same table prints to the same bytes.
    if standings.last_update is not None:
        return standings.last_update
    try:
        return datetime(int(standings.season[:4]), 9, 1)
    except ValueError:
        return datetime(2000, 1, 1)


def _tie_groups(standings: Standings) -> list[list[StandingRow | DominoStandingRow]]:
    """The tied rows grouped by the teams level on points, in table order."""
    groups: dict[tuple[int, ...], list[StandingRow | DominoStandingRow]] = {}
    for row in standings.tied_rows:
        if row.tiebreak is not None:  # every tied row has one
            groups.setdefault(tuple(sorted(row.tiebreak.group)), []).append(row)
    return list(groups.values())


def _group_blocks(
    standings: Standings, members: Sequence[StandingRow | DominoStandingRow]
) -> list[FigureBlock]:
    """Each stage of a tied group once: its teams share the first ones, a restart on a smaller
    group is a stage of its own."""
    seen: set[tuple[str, tuple[int, ...]]] = set()
    blocks = []
    for member in members:
        stages = member.tiebreak.stages if member.tiebreak is not None else ()
        for block, stage in zip(figure_blocks(standings, member), stages, strict=True):
            key = (stage.step.value, stage.group)
            if key not in seen:
                seen.add(key)
                blocks.append(block)
    return blocks


def write_standings_pdf(standings: Standings, path: Path | str) -> None:
    """The table and the figures of every tie, on A4 with the documents' own footer."""
    # reportlab is imported only when a document is built (start-up budget in README).
    from delegate_app.documents import pdf_blocks as pdf
    from delegate_app.documents import pdf_document

    chess = standings.is_chess
    header = list(CHESS_COLUMNS if chess else DOMINO_COLUMNS)
    rows = [row_cells(standings, row) for row in standings.rows]
    groups = _tie_groups(standings)

    def story() -> list[Flowable]:
        # Built inside build_pdf, once the embedded fonts are registered.
        flowables = [
            pdf.header_block(
                standings.federation or "Federación",
                f"{standings.competition} · temporada {standings.season}",
                "Clasificación",
                summary_text(standings),
            ),
            pdf.data_table(
                header,
                rows,
                col_widths=[0.6, 2.8, 0.45, 0.45, 0.45, 0.45, 0.9, 1.8, 2.4]
                if chess
                else [0.6, 2.8, 0.5, 0.5, 0.5, 0.5, 0.9, 1.1, 1.6, 2.0],
                align=["C", "L", "C", "C", "C", "C", "C", "C", "L"]
                if chess
                else ["C", "L", "C", "C", "C", "C", "C", "C", "C", "L"],
            ),
        ]
        if groups:
            flowables.append(pdf.section_title("Desempates"))
        for members in groups:
            for row in members:
                flowables.append(pdf.paragraph(f"{standings.name(row.team_id)}: {row.explanation}"))
            for number, block in enumerate(_group_blocks(standings, members), start=1):
                flowables.append(pdf.paragraph(f"{number}. {block.title}", "small"))
                if block.header:
                    # The team name gets the room; the figures are short.
                    widths = [4.0] + [1.0] * (len(block.header) - 1)
                    widths[-1] = 2.0 if len(block.header) > 2 else 2.5
                    flowables.append(pdf.data_table(block.header, block.rows, widths))
                flowables.extend(pdf.paragraph(line, "small") for line in block.matches)
                flowables.append(pdf.paragraph(f"{block.note} {block.outcome}", "small"))
            flowables.append(pdf.spacer(3))
        return flowables

    data = {
        "competicion": standings.competition,
        "temporada": standings.season,
        "cabecera": header,
        "filas": rows,
        "desempates": {standings.name(r.team_id): r.explanation for r in standings.tied_rows},
    }
    meta = pdf_document.DocumentMeta.for_data(
        document_id=f"CLAS-{standings.season}-{standings.competition_id}-"
        f"{standings.matches_counted}",
        title=f"Clasificación — {standings.competition}",
        data=pdf_document.canonical_json(data),
        created=_created(standings),
        author=standings.federation,
        subject="Clasificación con desempates (art. 5.1)" if chess else "Clasificación",
    )
    pdf_document.build_pdf(Path(path), story, meta)
