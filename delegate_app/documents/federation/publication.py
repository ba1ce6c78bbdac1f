"""The federation's publication: static HTML pages, plus CSV and PDF of every table; no Qt.

A folder anyone can copy to a web server or open from a disk:

    index.html                      every competition, by season
    estilo.css                      one small style sheet; no JavaScript anywhere
    <competición>/clasificacion.html, .csv, .pdf
    <competición>/calendario.html   rounds, dates and results (and matches still to play)
    <competición>/encuentros/<encuentro>.html and .pdf   one page per match, its acta beside it

Every text from the data goes through html.escape (a team called "<script>" is printed, never
run); file names are made from ASCII letters, digits and hyphens plus a short hash, so no name
can climb out of the folder or collide with another. Pages are plain HTML in Spanish with a
caption and header cells on every table, for screen readers.
"""

from __future__ import annotations

import csv
import hashlib
import io
import re
import unicodedata
from collections.abc import Callable, Container, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict

from delegate_app.documents.federation.deadline_report import safe_cell
from delegate_app.domain.federation.official_standings import (
    MatchStatus,
    OfficialMatch,
    OfficialRow,
    OfficialTable,
)
from delegate_app.domain.federation.records import MatchKey

if TYPE_CHECKING:
    from reportlab.platypus import Flowable


class _PageFacts(TypedDict):
    """What every page of the publication prints besides its own body."""

    federation: str
    published_at: datetime


MARKER = ".publicacion-delegado"
STYLE = """\
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 62rem; padding: 1rem;
  color: #1b1b1b; background: #fff; line-height: 1.45; }
a { color: #0b4f8a; }
a:focus { outline: 3px solid #f0a500; }
header, footer { border-bottom: 2px solid #0b4f8a; margin-bottom: 1rem; }
footer { border-top: 1px solid #999; border-bottom: 0; margin-top: 2rem; font-size: .9rem; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1.5rem; }
caption { text-align: left; font-weight: bold; padding: .3rem 0; }
th, td { border: 1px solid #b8b8b8; padding: .3rem .45rem; text-align: left;
  vertical-align: top; }
th { background: #e8eef5; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.eliminado td { color: #6b0000; font-style: italic; }
.nota { font-size: .92rem; }
.saltar { position: absolute; left: -999px; }
.saltar:focus { position: static; }
"""

CHESS_HEADER = (
    "Pos.", "Equipo", "J", "G", "E", "P", "Puntos", "Puntos de partida", "Particular",
    "Holandés", "Descontados", "Desempate y decisiones",
)  # fmt: skip
DOMINO_HEADER = (
    "Pos.", "Equipo", "J", "G", "E", "P", "Puntos", "Partidas", "Tantos", "Particular",
    "Descontados", "Desempate y decisiones",
)  # fmt: skip


# The PDF's columns are narrow: short headings, explained in a line below the table.
CHESS_PDF_HEADER = (
    "Pos.", "Equipo", "J", "G", "E", "P", "Pts.", "P. part.", "Partic.", "Hol.", "Desc.",
    "Desempate y decisiones",
)  # fmt: skip
DOMINO_PDF_HEADER = (
    "Pos.", "Equipo", "J", "G", "E", "P", "Pts.", "Partidas", "Tantos", "Partic.", "Desc.",
    "Desempate y decisiones",
)  # fmt: skip
PDF_LEGEND = (
    "J jugados, G ganados, E empatados, P perdidos; Pts. puntos; P. part. puntos de partida; "
    "Partic. puntos en el resultado particular entre los empatados; Hol. Sistema Holandés; "
    "Desc. puntos descontados por el Comité."
)


class PublicationError(ValueError):
    """The folder cannot take the publication; the message says why, in Spanish."""


class CalendarState:
    """What the calendar page says of a match that has no result yet."""

    TO_PLAY = "pendiente"  # its day has not come
    POSTPONED = "aplazado"  # postponed, no new day yet
    AWAITING_ACTA = "pendiente de acta"  # played, its deadlines still running
    NOT_RECEIVED = "acta no recibida"  # a deadline passed and no acta arrived


@dataclass(frozen=True)
class ScheduledMatch:
    """A match of the calendar, played or not (from the league file, when imported)."""

    match: MatchKey
    scheduled_at: datetime | None = None
    state: str = ""  # a CalendarState, shown while the match has no result


@dataclass(frozen=True)
class CompetitionPages:
    table: OfficialTable
    federation_id: int | None = None  # the store's id, shown beside the name
    schedule: tuple[ScheduledMatch, ...] = ()


# --- names ------------------------------------------------------------------------------------


def slug(*parts: object) -> str:
    """A file name of ASCII letters, digits and hyphens, unique by a hash of what it names."""
    text = " ".join(str(part) for part in parts)
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    words = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")[:60].strip("-")
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:8]
    return f"{words or 'x'}-{digest}"


def competition_slug(table: OfficialTable) -> str:
    return slug(table.season, table.competition)


def match_slug(match: MatchKey) -> str:
    return slug(f"r{match.round}", match.home, match.away)


def score_number(value: float | None) -> str:
    """2.5 -> "2½", None -> "": how chess scores and figures are printed."""
    if value is None:
        return ""
    doubled = round(value * 2)
    whole, half = divmod(abs(doubled), 2)
    sign = "-" if doubled < 0 else ""
    return f"{sign}{whole}" if not half else f"{sign}{whole or ''}½"


# --- rows shared by HTML, CSV and PDF ---------------------------------------------------------


def header_for(table: OfficialTable) -> tuple[str, ...]:
    return CHESS_HEADER if table.sport == "ajedrez" else DOMINO_HEADER


def row_cells(table: OfficialTable, row: OfficialRow) -> list[str]:
    position = "—" if row.position is None else str(row.position)
    common = [position, row.team, str(row.played), str(row.won), str(row.drawn), str(row.lost)]
    explanation = row.tiebreak
    if row.decisions:
        lead = explanation.rstrip(".") + ". " if explanation else ""
        explanation = lead + "Decisiones: " + ", ".join(row.decisions) + "."
    taken = str(row.points_taken) if row.points_taken else ""
    if table.sport == "ajedrez":
        return [
            *common,
            str(row.points),
            f"{score_number(row.score_for)}-{score_number(row.score_against)}",
            score_number(row.particular),
            score_number(row.holandes),
            taken,
            explanation,
        ]
    return [
        *common,
        str(row.points),
        f"{score_number(row.score_for)}-{score_number(row.score_against)}",
        f"{row.tantos_for or 0}-{row.tantos_against or 0}",
        score_number(row.particular),
        taken,
        explanation,
    ]


def standings_csv(table: OfficialTable) -> bytes:
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, delimiter=";", lineterminator="\r\n")
    writer.writerow(header_for(table))
    for row in table.rows:
        writer.writerow([safe_cell(cell) for cell in row_cells(table, row)])
    return buffer.getvalue().encode("utf-8-sig")


def standings_pdf(table: OfficialTable, federation: str, published_at: datetime) -> bytes:
    from delegate_app.documents import pdf_blocks as pdf
    from delegate_app.documents import pdf_document

    chess = table.sport == "ajedrez"
    header = CHESS_PDF_HEADER if chess else DOMINO_PDF_HEADER

    def story() -> list[Flowable]:
        flowables = [
            pdf.header_block(
                federation,
                f"{table.competition} · temporada {table.season}",
                "Clasificación oficial",
                "De las actas aceptadas y las decisiones del Comité de Competición. "
                + (
                    "Empates: resultado particular, Sistema Holandés, encuentro de desempate "
                    "(art. 5.1)."
                    if chess
                    else "Empates: resultado particular, diferencia de partidas, de tantos."
                ),
            ),
            pdf.data_table(
                header,
                [row_cells(table, row) for row in table.rows],
                col_widths=[0.55, 2.2, 0.32, 0.32, 0.32, 0.32, 0.62, 0.75, 0.85, 0.55, 0.75, 2.6]
                if chess
                else [0.55, 2.2, 0.32, 0.32, 0.32, 0.32, 0.62, 0.85, 1.1, 0.85, 0.75, 2.3],
                align=["C", "L", "C", "C", "C", "C", "C", "C", "C", "C", "C", "L"],
            ),
            pdf.paragraph(
                PDF_LEGEND if chess else PDF_LEGEND.replace("; Hol. Sistema Holandés", ""), "small"
            ),
        ]
        if table.decisions:
            flowables.append(pdf.section_title("Decisiones del Comité de Competición"))
            for decision in table.decisions:
                text = decision.summary() + (f". {decision.note}" if decision.note else "")
                flowables.append(pdf.paragraph(text, "small"))
        for note in table.notes:
            flowables.append(pdf.paragraph(note, "small"))
        return flowables

    data = {
        "competicion": table.competition,
        "temporada": table.season,
        "cabecera": list(header),
        "filas": [row_cells(table, row) for row in table.rows],
        "decisiones": [d.summary() for d in table.decisions],
    }
    meta = pdf_document.DocumentMeta.for_data(
        document_id=f"CLAS-{table.season}-{competition_slug(table)}",
        title=f"Clasificación oficial — {table.competition}",
        data=pdf_document.canonical_json(data),
        created=published_at,
        author=federation,
        subject="Clasificación oficial",
    )
    return pdf_document.build_pdf(None, story, meta).data


# --- HTML -------------------------------------------------------------------------------------


def _page(title: str, body: str, *, root: str, federation: str, published_at: datetime) -> str:
    e = escape
    return (
        "<!DOCTYPE html>\n"
        '<html lang="es">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{e(title)} · {e(federation)}</title>\n"
        f'<link rel="stylesheet" href="{root}estilo.css">\n</head>\n<body>\n'
        '<a class="saltar" href="#contenido">Saltar al contenido</a>\n'
        f'<header><p><a href="{root}index.html">{e(federation)}</a></p></header>\n'
        f'<main id="contenido">\n<h1>{e(title)}</h1>\n{body}</main>\n'
        f"<footer><p>Publicado el {published_at:%d/%m/%Y} a las {published_at:%H:%M}. "
        "Resultados oficiales de las actas firmadas y verificadas por la Federación y de las "
        "decisiones del Comité de Competición.</p></footer>\n</body>\n</html>\n"
    )


def _table_html(
    caption: str,
    header: Sequence[str],
    rows: Iterable[tuple[Sequence[str | tuple[str, str, str]], str]],
    numeric: Container[int] = (),
) -> str:
    """rows: (cells, css class of the row); cells are plain text, escaped here. A cell given
    as ("link", href, text) becomes a link (href made by this module, text escaped)."""
    head = "".join(f'<th scope="col">{escape(h)}</th>' for h in header)
    body = []
    for cells, css in rows:
        parts = []
        for index, cell in enumerate(cells):
            klass = ' class="num"' if index in numeric else ""
            if isinstance(cell, tuple):
                _, href, text = cell
                content = f'<a href="{escape(href)}">{escape(text)}</a>'
            else:
                content = escape(cell)
            tag = "th" if index == 1 and header and header[0] == "Pos." else "td"
            scope = ' scope="row"' if tag == "th" else ""
            parts.append(f"<{tag}{scope}{klass}>{content}</{tag}>")
        row_class = f' class="{css}"' if css else ""
        body.append(f"<tr{row_class}>{''.join(parts)}</tr>")
    return (
        f"<table>\n<caption>{escape(caption)}</caption>\n<thead><tr>{head}</tr></thead>\n"
        f"<tbody>\n" + "\n".join(body) + "\n</tbody>\n</table>\n"
    )


def _standings_body(pages: CompetitionPages) -> str:
    table = pages.table
    rows = [(row_cells(table, row), "eliminado" if row.eliminated else "") for row in table.rows]
    html = [
        '<p><a href="calendario.html">Calendario y resultados</a> · '
        '<a href="clasificacion.csv">CSV</a> · <a href="clasificacion.pdf">PDF</a></p>\n',
        _table_html(
            f"Clasificación: {table.competition}, temporada {table.season}",
            header_for(table),
            rows,
            numeric=set(range(2, 10)),
        ),
    ]
    if table.decisions:
        items = "".join(
            f"<li>{escape(d.summary())}{escape('. ' + d.note) if d.note else ''}</li>"
            for d in table.decisions
        )
        html.append(f"<h2>Decisiones del Comité de Competición</h2>\n<ul>{items}</ul>\n")
    for note in table.notes:
        html.append(f'<p class="nota">{escape(note)}</p>\n')
    return "".join(html)


def _result_text(line: OfficialMatch | None, state: str = "") -> str:
    if line is None:
        return state or "por jugar"
    if line.counted:
        return f"{line.home_score}-{line.away_score}"
    return line.status.value


def _calendar_body(pages: CompetitionPages, linked: dict[MatchKey, str]) -> str:
    table = pages.table
    lines = {line.match: line for line in table.matches}
    when = {item.match: item.scheduled_at for item in pages.schedule}
    states = {item.match: item.state for item in pages.schedule}
    keys = sorted(set(lines) | set(when), key=lambda k: (k.round, k.home, k.away))
    html = ['<p><a href="clasificacion.html">Clasificación</a></p>\n']
    for round_number in sorted({k.round for k in keys}):
        rows = []
        for key in (k for k in keys if k.round == round_number):
            line = lines.get(key)
            scheduled = when.get(key)
            played = line.played_on if line else None
            date_text = (
                f"{played:%d/%m/%Y}"
                if played
                else (f"{scheduled:%d/%m/%Y %H:%M}" if scheduled else "")
            )
            result: str | tuple[str, str, str] = _result_text(line, states.get(key, ""))
            if key in linked:
                result = ("link", f"encuentros/{linked[key]}.html", str(result))
            rows.append(([date_text, key.home, key.away, result], ""))
        html.append(
            _table_html(f"Ronda {round_number}", ("Fecha", "Local", "Visitante", "Resultado"), rows)
        )
    return "".join(html)


def _match_body(line: OfficialMatch, has_pdf: bool, name: str) -> str:
    key = line.match
    facts = [
        ("Competición", f"{key.competition} ({key.season})"),
        ("Ronda", str(key.round)),
        ("Local", key.home),
        ("Visitante", key.away),
        ("Fecha", f"{line.played_on:%d/%m/%Y}" if line.played_on else ""),
        ("Resultado", _result_text(line)),
        ("Detalle", line.detail if line.counted else ""),
        ("Situación", line.status.value),
    ]
    if line.decision:
        facts.append(("Decisión del Comité", line.decision))
    items = "".join(f"<dt>{escape(label)}</dt><dd>{escape(value)}</dd>" for label, value in facts)
    html = [f"<dl>{items}</dl>\n"]
    if has_pdf:
        html.append(
            f'<p><a href="{escape(name)}.pdf">Acta firmada (PDF)</a>: el documento recibido, '
            "sin cambios; sus firmas se comprueban con «delegado verify».</p>\n"
        )
    else:
        html.append("<p>No se publica el acta de este encuentro.</p>\n")
    html.append(
        '<p><a href="../calendario.html">Calendario</a> · '
        '<a href="../clasificacion.html">Clasificación</a></p>\n'
    )
    return "".join(html)


def _index_body(competitions: Sequence[CompetitionPages]) -> str:
    html = []
    for season in sorted({c.table.season for c in competitions}, reverse=True):
        items = []
        for pages in sorted(
            (c for c in competitions if c.table.season == season),
            key=lambda c: (c.table.sport, c.table.competition),
        ):
            folder = competition_slug(pages.table)
            sport = "Ajedrez" if pages.table.sport == "ajedrez" else "Dominó"
            ident = f" (n.º {pages.federation_id})" if pages.federation_id is not None else ""
            items.append(
                f"<li>{escape(sport)}: {escape(pages.table.competition)}{escape(ident)} — "
                f'<a href="{folder}/clasificacion.html">clasificación</a>, '
                f'<a href="{folder}/calendario.html">calendario y resultados</a></li>'
            )
        html.append(f"<h2>Temporada {escape(season)}</h2>\n<ul>\n" + "\n".join(items) + "\n</ul>\n")
    if not competitions:
        html.append("<p>Todavía no hay ninguna competición con actas aceptadas.</p>\n")
    return "".join(html)


# --- the folder -------------------------------------------------------------------------------


def check_target(out: Path) -> None:
    """Refuse a folder that holds anything but an earlier publication (nothing is touched)."""
    if out.exists() and not out.is_dir():
        raise PublicationError(f"«{out}» es un archivo, no una carpeta.")
    if out.is_dir() and any(out.iterdir()) and not (out / MARKER).exists():
        raise PublicationError(
            f"«{out}» ya contiene otros archivos: la publicación se escribe en una carpeta "
            "vacía o en la de una publicación anterior. No se ha tocado nada."
        )


def publish(
    out: Path | str,
    competitions: Sequence[CompetitionPages],
    *,
    acta_pdf: Callable[[OfficialMatch], bytes | None],
    federation: str,
    published_at: datetime,
) -> dict[str, int]:
    """Write the whole site into out (see the module's layout); returns what was written.

    It is built in a new folder beside out and swapped in at the end, so a failure halfway
    leaves the earlier publication whole.
    """
    import os
    import shutil
    import tempfile

    target = Path(out)
    check_target(target)
    parent = target.resolve().parent
    parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=parent))
    counts = {"competiciones": 0, "encuentros": 0, "actas": 0}
    try:
        os.chmod(work, 0o755)
        (work / MARKER).write_text("Publicación de Delegado: esta carpeta se sustituye entera.\n")
        (work / "estilo.css").write_text(STYLE, encoding="utf-8")
        page = _PageFacts(federation=federation, published_at=published_at)
        (work / "index.html").write_text(
            _page("Resultados y clasificaciones", _index_body(competitions), root="", **page),
            encoding="utf-8",
        )
        for pages in competitions:
            table = pages.table
            folder = work / competition_slug(table)
            (folder / "encuentros").mkdir(parents=True)
            counts["competiciones"] += 1
            linked: dict[MatchKey, str] = {}
            for line in table.matches:
                name = match_slug(line.match)
                pdf = acta_pdf(line)
                if pdf:
                    (folder / "encuentros" / f"{name}.pdf").write_bytes(pdf)
                    counts["actas"] += 1
                title = f"{line.match.home} – {line.match.away}"
                (folder / "encuentros" / f"{name}.html").write_text(
                    _page(title, _match_body(line, bool(pdf), name), root="../../", **page),
                    encoding="utf-8",
                )
                linked[line.match] = name
                counts["encuentros"] += 1
            title = f"{table.competition} ({table.season})"
            (folder / "clasificacion.html").write_text(
                _page(f"Clasificación: {title}", _standings_body(pages), root="../", **page),
                encoding="utf-8",
            )
            (folder / "calendario.html").write_text(
                _page(
                    f"Calendario y resultados: {title}",
                    _calendar_body(pages, linked),
                    root="../",
                    **page,
                ),
                encoding="utf-8",
            )
            (folder / "clasificacion.csv").write_bytes(standings_csv(table))
            (folder / "clasificacion.pdf").write_bytes(
                standings_pdf(table, federation, published_at)
            )
        old = None
        if target.exists():
            old = parent / f".{target.name}.anterior"
            shutil.rmtree(old, ignore_errors=True)
            target.rename(old)
        try:
            work.rename(target)
        except OSError:
            if old is not None:
                old.rename(target)
            raise
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    return counts


__all__ = [
    "CalendarState",
    "CompetitionPages",
    "MatchStatus",
    "PublicationError",
    "ScheduledMatch",
    "publish",
    "slug",
    "standings_csv",
    "standings_pdf",
]
