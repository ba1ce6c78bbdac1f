"""The HTML of the public site, page by page: index, standings, calendar, a match, a team.

Plain HTML in Spanish and one style sheet. No JavaScript: every page carries a Content Security
Policy that forbids scripts, so even a page altered on the web server runs none. Every text from
the data goes through html.escape; hrefs are made here from slugs (ASCII letters, digits,
hyphens). Tables have a caption and header cells for screen readers; wide ones scroll inside
their own box on a phone instead of widening the page.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from html import escape

from delegate_app.domain.chess.standings import CHESS_UNDECIDED
from delegate_app.domain.domino.standings import DOMINO_UNDECIDED
from delegate_app.domain.federation.evidence_deadlines import LOCAL_ZONE
from delegate_app.domain.federation.match_sheet import MatchSheet
from delegate_app.domain.federation.official_standings import (
    OfficialMatch,
    OfficialRow,
    OfficialTable,
)
from delegate_app.domain.federation.records import MatchKey
from delegate_app.store.acta_labels import role_label
from delegate_app.store.federation.site import Arrival, ReceivedState

CSP = (
    "default-src 'none'; style-src 'self'; img-src 'self'; script-src 'none'; "
    "object-src 'none'; base-uri 'none'; form-action 'none'"
)

STYLE = """\
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 62rem; padding: 1rem;
  color: #1b1b1b; background: #fff; line-height: 1.45; }
h1 { font-size: 1.6rem; line-height: 1.2; overflow-wrap: anywhere; }
h2 { font-size: 1.25rem; margin-top: 1.6rem; }
h3 { font-size: 1.05rem; margin: 1.2rem 0 .3rem; }
a { color: #0b4f8a; }
a:focus-visible, .tabla:focus-visible { outline: 3px solid #b35c00; outline-offset: 2px; }
header { border-bottom: 2px solid #0b4f8a; margin-bottom: .6rem; }
header p { margin: .3rem 0 .5rem; font-weight: bold; }
footer { border-top: 1px solid #999; margin-top: 2rem; font-size: .9rem; color: #333; }
nav.migas ol { list-style: none; padding: 0; margin: 0 0 .5rem; display: flex; flex-wrap: wrap;
  gap: .2rem .5rem; font-size: .92rem; }
nav.migas li + li::before { content: "›"; margin-right: .5rem; color: #555; }
ul.enlaces { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .4rem 1rem; }
p, li, dd, caption { overflow-wrap: anywhere; }
td, th { overflow-wrap: break-word; hyphens: auto; }
.tabla { overflow-x: auto; margin: .5rem 0 1.5rem; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: bold; padding: .3rem 0; }
th, td { border: 1px solid #b8b8b8; padding: .3rem .45rem; text-align: left;
  vertical-align: top; }
thead th { background: #e8eef5; }
tbody th { font-weight: normal; min-width: 8rem; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap;
  overflow-wrap: normal; }
td.resultado { text-align: center; white-space: nowrap; font-weight: bold; }
abbr[title] { text-decoration: none; }
@media (min-width: 40rem) {
  .ronda table { table-layout: fixed; }
  .ronda th:nth-child(1) { width: 22%; }
  .ronda th:nth-child(2), .ronda th:nth-child(3) { width: 28%; }
}
tr.eliminado td, tr.eliminado th { color: #6b0000; font-style: italic; }
.color { display: block; font-size: .85rem; color: #444; }
.estado { font-style: italic; }
.aviso { border-left: 4px solid #b35c00; padding: .3rem .7rem; background: #fff6ea; }
dl.datos { display: grid; grid-template-columns: fit-content(60%) 1fr; gap: .2rem .8rem; }
dl.datos dt { font-weight: bold; }
dl.datos dd { margin: 0; }
.nota, .leyenda { font-size: .92rem; }
p.balance { font-weight: 600; }
.saltar { position: absolute; left: -999px; }
.saltar:focus { position: static; }
@media (max-width: 40rem) {
  body { padding: .6rem; font-size: .95rem; }
  table { font-size: .88rem; }
  th, td { padding: .25rem .3rem; }
  h1 { font-size: 1.35rem; }
}
"""

# the standings' columns on the page: short, each explained by its <abbr> and the legend
CHESS_COLUMNS = (
    ("Pos.", "Posición"), ("Equipo", ""), ("J", "jugados"), ("G", "ganados"),
    ("E", "empatados"), ("P", "perdidos"), ("Pts.", "puntos"),
    ("P. part.", "puntos de partida, a favor y en contra"),
    ("Partic.", "resultado particular entre los empatados"), ("Hol.", "Sistema Holandés"),
    ("Desc.", "puntos descontados por el Comité"),
)  # fmt: skip
DOMINO_COLUMNS = (
    ("Pos.", "Posición"), ("Equipo", ""), ("J", "jugados"), ("G", "ganados"),
    ("E", "empatados"), ("P", "perdidos"), ("Pts.", "puntos"),
    ("Partidas", "partidas a favor y en contra"), ("Tantos", "tantos a favor y en contra"),
    ("Partic.", "resultado particular entre los empatados"),
    ("Desc.", "puntos descontados por el Comité"),
)  # fmt: skip
CHESS_RULE = (
    "Se ordena por puntos. Entre equipos empatados a puntos (art. 5.1): a) el resultado "
    "particular entre ellos (columna Partic.); b) el Sistema Holandés (columna Hol.); c) si "
    "siguen empatados al final de la liga, un encuentro de desempate."
)
DOMINO_RULE = (
    "Se ordena por puntos. Entre equipos empatados a puntos: el resultado particular entre "
    "ellos (columna Partic.), después la diferencia de partidas y la de tantos; si nada los "
    "separa, decide el Comité de Competición."
)
_STEP_WORDS = {
    "particular": "el resultado particular",
    "holandés": "el Sistema Holandés",
    "diferencia de partidas": "la diferencia de partidas",
    "diferencia de tantos": "la diferencia de tantos",
}


@dataclass(frozen=True)
class SiteMatch:
    """One match as the site lists it: from the official table, the calendar or the intake."""

    match: MatchKey
    page: str  # file name in encuentros/, without extension
    line: OfficialMatch | None = None  # in the official table (an accepted acta or a decision)
    scheduled_at: datetime | None = None  # the calendar's hour (Canary time)
    state: str = ""  # why there is no result: a CalendarState or a ReceivedState value
    venue: str = ""
    sheet: MatchSheet | None = None
    has_pdf: bool = False
    played_on: date | None = None  # a received acta's day, when the table does not list it
    arrivals: tuple[Arrival, ...] = ()  # its verified files, in order of arrival

    @property
    def counted(self) -> bool:
        return self.line is not None and self.line.counted

    @property
    def result(self) -> str:
        if self.line is not None:
            if self.line.counted:
                return f"{self.line.home_score}-{self.line.away_score}"
            return self.line.status.value
        return self.state or "por jugar"

    @property
    def day(self) -> datetime | date | None:
        if self.line is not None and self.line.played_on is not None:
            when = self.sheet.official_time if self.sheet else None
            if when is not None and when.date() == self.line.played_on:
                return when
            return self.line.played_on
        return self.scheduled_at or self.played_on


def _join(words: Sequence[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} y {words[-1]}"


def day_text(value: datetime | date | None) -> str:
    if isinstance(value, datetime):
        return f"{value:%d/%m/%Y %H:%M}"
    if isinstance(value, date):
        return f"{value:%d/%m/%Y}"
    return ""


def score_number(value: float | None) -> str:
    """2.5 -> "2½", None -> "": how chess scores and figures are printed."""
    if value is None:
        return ""
    doubled = round(value * 2)
    whole, half = divmod(abs(doubled), 2)
    sign = "-" if doubled < 0 else ""
    return f"{sign}{whole}" if not half else f"{sign}{whole or ''}½"


# --- the frame --------------------------------------------------------------------------------


def page(
    title: str,
    body: str,
    *,
    root: str,
    federation: str,
    published_at: datetime,
    crumbs: Sequence[tuple[str, str]] = (),
) -> str:
    """A whole page; crumbs: (href, text) from the index down to the page's parent."""
    e = escape
    trail = [f'<li><a href="{root}index.html">Inicio</a></li>']
    trail += [f'<li><a href="{e(href)}">{e(text)}</a></li>' for href, text in crumbs]
    trail.append(f'<li aria-current="page">{e(title)}</li>')
    return (
        "<!DOCTYPE html>\n"
        '<html lang="es">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{CSP}">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{e(title)} · {e(federation)}</title>\n"
        f'<link rel="stylesheet" href="{root}estilo.css">\n</head>\n<body>\n'
        '<a class="saltar" href="#contenido">Saltar al contenido</a>\n'
        f'<header><p><a href="{root}index.html">{e(federation)}</a></p>\n'
        f'<nav class="migas" aria-label="Estás en"><ol>{"".join(trail)}</ol></nav></header>\n'
        f'<main id="contenido">\n<h1>{e(title)}</h1>\n{body}</main>\n'
        f"<footer><p>Publicado el {published_at:%d/%m/%Y} a las {published_at:%H:%M} (hora de "
        "Canarias). Resultados oficiales de las actas firmadas y verificadas por la Federación "
        "y de las decisiones del Comité de Competición.</p></footer>\n</body>\n</html>\n"
    )


Cell = str | tuple[str, str]  # text, or (href, text) for a link


def _cell(cell: Cell) -> str:
    if isinstance(cell, tuple):
        href, text = cell
        return f'<a href="{escape(href)}">{escape(text)}</a>'
    return escape(cell)


def table_html(
    caption: str,
    header: Sequence[tuple[str, str]],
    rows: Iterable[tuple[Sequence[Cell], str]],
    *,
    numeric: Iterable[int] = (),
    row_header: int | None = None,
    raw: Iterable[int] = (),
    box: str = "",
) -> str:
    """header: (text, meaning) pairs, the meaning as <abbr title>. rows: (cells, css class).
    Cells in `raw` are HTML made by this module (already escaped). box: a class for the table's
    box (the calendar's rounds share their column widths)."""
    numeric, raw = set(numeric), set(raw)
    head = []
    for index, (text, meaning) in enumerate(header):
        klass = ' class="num"' if index in numeric else ""
        inner = (
            f'<abbr title="{escape(meaning)}">{escape(text)}</abbr>' if meaning else escape(text)
        )
        head.append(f'<th scope="col"{klass}>{inner}</th>')
    body = []
    for cells, css in rows:
        parts = []
        for index, cell in enumerate(cells):
            klass = ' class="num"' if index in numeric else ""
            content = cell if index in raw and isinstance(cell, str) else _cell(cell)
            if index == row_header:
                parts.append(f'<th scope="row"{klass}>{content}</th>')
            else:
                parts.append(f"<td{klass}>{content}</td>")
        row_class = f' class="{css}"' if css else ""
        body.append(f"<tr{row_class}>{''.join(parts)}</tr>")
    return (
        f'<div class="tabla{" " + box if box else ""}" tabindex="0" role="region" '
        f'aria-label="{escape(caption)}">\n'
        f"<table>\n<caption>{escape(caption)}</caption>\n<thead><tr>{''.join(head)}</tr></thead>\n"
        "<tbody>\n" + "\n".join(body) + "\n</tbody>\n</table>\n</div>\n"
    )


def links(items: Iterable[tuple[str, str]]) -> str:
    inner = "".join(f'<li><a href="{escape(href)}">{escape(text)}</a></li>' for href, text in items)
    return f'<ul class="enlaces">{inner}</ul>\n'


# --- the standings ----------------------------------------------------------------------------


def figures(table: OfficialTable, row: OfficialRow) -> list[str]:
    """The numbers of a team's line, after its position and name."""
    common = [str(row.played), str(row.won), str(row.drawn), str(row.lost), str(row.points)]
    games = f"{score_number(row.score_for)}-{score_number(row.score_against)}"
    taken = str(row.points_taken) if row.points_taken else ""
    if table.sport == "ajedrez":
        return [
            *common, games, score_number(row.particular), score_number(row.holandes), taken
        ]  # fmt: skip
    tantos = f"{row.tantos_for or 0}-{row.tantos_against or 0}"
    return [*common, games, tantos, score_number(row.particular), taken]


def tie_lines(table: OfficialTable) -> list[str]:
    """One sentence per group of teams level on points: who, what separated them, who is still
    level (the rule is stated once above the table; the figures are in its columns)."""
    groups: dict[int, list[OfficialRow]] = {}
    for row in table.rows:
        if row.tiebreak_step and not row.eliminated:
            groups.setdefault(row.points, []).append(row)
    undecided_text = CHESS_UNDECIDED if table.sport == "ajedrez" else DOMINO_UNDECIDED
    lines = []
    for points, rows in sorted(groups.items(), reverse=True):
        unit = "punto" if points == 1 else "puntos"
        text = f"Empatados a {points} {unit}: {_join([r.team for r in rows])}."
        steps = list(
            dict.fromkeys(
                _STEP_WORDS[r.tiebreak_step] for r in rows if r.tiebreak_step in _STEP_WORDS
            )
        )
        still = [r.team for r in rows if r.playoff_needed]
        if steps:
            text += f" Los ordena {_join(steps)}."
        if still and len(still) == len(rows):
            text += f" Ningún criterio los separa todavía: {undecided_text}."
        elif still:
            text += f" Siguen igualados {_join(still)}: {undecided_text}."
        lines.append(text)
    return lines


def standings_body(table: OfficialTable, teams: dict[str, str], ics: str) -> str:
    chess = table.sport == "ajedrez"
    columns = CHESS_COLUMNS if chess else DOMINO_COLUMNS
    rows: list[tuple[Sequence[Cell], str]] = []
    for row in table.rows:
        name: Cell = (f"equipos/{teams[row.team]}.html", row.team)
        position = "—" if row.position is None else str(row.position)
        rows.append(([position, name, *figures(table, row)], "eliminado" if row.eliminated else ""))
    html = [
        links(
            [
                ("calendario.html", "Calendario y resultados"),
                (ics, "Calendario para el móvil (iCalendar)"),
                ("clasificacion.csv", "CSV"),
                ("clasificacion.pdf", "PDF"),
            ]
        ),
        f'<p class="nota">{escape(CHESS_RULE if chess else DOMINO_RULE)}</p>\n',
        table_html(
            "Clasificación",
            columns,
            rows,
            numeric=range(2, len(columns)),
            row_header=1,
        ),
        '<p class="leyenda">'
        + escape(
            "; ".join(f"{text} {meaning}" for text, meaning in columns[2:] if meaning)  # the legend
        )
        + ".</p>\n",
    ]
    gone = [row for row in table.rows if row.eliminated]
    ties = tie_lines(table)
    if ties:
        items = "".join(f"<li>{escape(line)}</li>" for line in ties)
        html.append(f"<h2>Empates</h2>\n<ul>{items}</ul>\n")
    if gone:
        items = "".join(f"<li>{escape(row.team)}: {escape(row.tiebreak)}</li>" for row in gone)
        html.append(f"<h2>Equipos eliminados</h2>\n<ul>{items}</ul>\n")
    if table.decisions:
        items = "".join(
            f"<li>{escape(d.summary())}{escape('. ' + d.note) if d.note else ''}</li>"
            for d in table.decisions
        )
        html.append(f"<h2>Decisiones del Comité de Competición</h2>\n<ul>{items}</ul>\n")
    for note in table.notes:
        html.append(f'<p class="nota">{escape(note)}</p>\n')
    return "".join(html)


# --- calendar, match, team --------------------------------------------------------------------


def _result_cell(item: SiteMatch, href: str) -> str:
    text = escape(item.result)
    klass = "" if item.counted else ' class="estado"'
    return f'<a href="{escape(href)}"{klass}>{text}</a>'


def calendar_body(matches: Sequence[SiteMatch], ics: str) -> str:
    html = [links([("clasificacion.html", "Clasificación"), (ics, "Calendario (iCalendar)")])]
    if not matches:
        html.append("<p>No hay encuentros: ni calendario importado ni actas recibidas.</p>\n")
    for round_number in sorted({m.match.round for m in matches}):
        rows: list[tuple[Sequence[Cell], str]] = [
            (
                [
                    day_text(m.day),
                    m.match.home,
                    m.match.away,
                    _result_cell(m, f"encuentros/{m.page}.html"),
                ],
                "",
            )
            for m in matches
            if m.match.round == round_number
        ]
        header = (("Fecha", ""), ("Local", ""), ("Visitante", ""), ("Resultado", ""))
        html.append(table_html(f"Ronda {round_number}", header, rows, raw=(3,), box="ronda"))
    return "".join(html)


def _boards_html(sheet: MatchSheet, key: MatchKey) -> str:
    rows: list[tuple[Sequence[Cell], str]] = []
    for board in sheet.boards:
        home = escape(board.home_player or "sin jugador")
        away = escape(board.away_player or "sin jugador")
        rows.append(
            (
                [
                    str(board.number),
                    f'{home}<span class="color">{escape(board.home_colour)}</span>',
                    escape(board.result or "pendiente"),
                    f'{away}<span class="color">{escape(board.away_colour)}</span>',
                ],
                "",
            )
        )
    header = (
        ("Tab.", "Tablero"), (f"{key.home} (local)", ""), ("Resultado", ""),
        (f"{key.away} (visitante)", ""),
    )  # fmt: skip
    return table_html("Tableros", header, rows, numeric=(0,), raw=(1, 2, 3))


def _tables_html(sheet: MatchSheet, key: MatchKey) -> str:
    html = ["<h2>Mesas</h2>\n"]
    for table in sheet.tables:
        won_home, won_away = table.won
        tantos_home, tantos_away = table.tantos
        rows: list[tuple[Sequence[Cell], str]] = [
            (
                [
                    str(p.number),
                    {"local": key.home, "visitante": key.away}.get(p.winner, "sin terminar"),
                    f"{p.home_points}-{p.away_points}",
                ],
                "",
            )
            for p in table.partidas
        ]
        rows.append(
            (["Total", f"{won_home}-{won_away} en partidas", f"{tantos_home}-{tantos_away}"], "")
        )
        html.append(
            f"<h3>Mesa {table.number}</h3>\n<p>Local: {escape(_join(list(table.home_pair)))}. "
            f"Visitante: {escape(_join(list(table.away_pair)))}.</p>\n"
        )
        header = (("Partida", ""), ("Gana", ""), ("Tantos", "local-visitante"))
        html.append(table_html(f"Partidas de la mesa {table.number}", header, rows, numeric=(0, 2)))
    return "".join(html)


def match_body(item: SiteMatch, team_pages: dict[str, str]) -> str:
    key = item.match
    line = item.line
    # values are HTML: each escaped here
    facts: list[tuple[str, str]] = [
        ("Competición", escape(f"{key.competition} ({key.season})")),
        ("Ronda", str(key.round)),
        (
            "Local",
            f'<a href="../equipos/{escape(team_pages[key.home])}.html">{escape(key.home)}</a>',
        ),
        (
            "Visitante",
            f'<a href="../equipos/{escape(team_pages[key.away])}.html">{escape(key.away)}</a>',
        ),
        ("Fecha", escape(day_text(item.day))),
    ]
    if item.venue or (item.sheet and item.sheet.venue):
        facts.append(("Lugar", escape(item.venue or (item.sheet.venue if item.sheet else ""))))
    facts.append(("Resultado" if item.counted else "Situación", escape(item.result)))
    if line is not None and line.counted and line.detail:
        facts.append(("Detalle", escape(line.detail)))
    if line is not None and line.decision:
        facts.append(("Decisión del Comité", escape(line.decision)))
    items = "".join(f"<dt>{escape(label)}</dt><dd>{value}</dd>" for label, value in facts)
    html = [f'<dl class="datos">{items}</dl>\n']
    if item.state == ReceivedState.INCOMPLETE and line is None:
        html.append(
            '<p class="aviso">El acta de este encuentro llegó incompleta (le falta alguna firma '
            "obligatoria): no cuenta en la clasificación hasta que llegue completa o decida el "
            "Comité de Competición.</p>\n"
        )
    if item.sheet is not None and item.counted:
        html.append(
            _boards_html(item.sheet, key) if item.sheet.boards else _tables_html(item.sheet, key)
        )
    if item.has_pdf:
        html.append(
            f'<p><a href="{escape(item.page)}.pdf">Acta firmada (PDF)</a>: el documento '
            "recibido, sin cambios; sus firmas se comprueban con «delegado verify».</p>\n"
        )
    if item.arrivals:
        html.append(_arrivals_html(item.arrivals))
    html.append(
        links([("../calendario.html", "Calendario"), ("../clasificacion.html", "Clasificación")])
    )
    return "".join(html)


ARRIVAL_STATES = {
    "aceptada": "aceptada",
    "incompleta": "incompleta (le falta alguna firma obligatoria)",
}
SUPERSEDED_TEXT = (
    "sustituida: llegó también la misma acta con más firmas, que es la que cuenta; esta se "
    "conserva como constancia de su llegada"
)


def _signer(role: str) -> str:
    label = role_label(role)
    return f"el {label[:1].lower()}{label[1:]}"


def _arrivals_html(arrivals: Sequence[Arrival]) -> str:
    """Each verified file of the match with the time it reached the Federation: the evidence
    the deadlines are judged by (a version superseded by the same acta with more signatures
    is listed as such, never dropped)."""
    items = []
    for arrival in arrivals:
        when = arrival.received_at.astimezone(LOCAL_ZONE)
        signers = _join([_signer(role) for role in arrival.signed_roles]) or "nadie"
        state = (
            SUPERSEDED_TEXT
            if arrival.superseded
            else ARRIVAL_STATES.get(arrival.status, arrival.status)
        )
        items.append(
            f"<li>{when:%d/%m/%Y %H:%M}: firmada por {escape(signers)}; {escape(state)}.</li>"
        )
    return (
        '<h2>Actas recibidas</h2>\n<p class="nota">Cuándo llegó a la Federación cada versión '
        "del acta (hora de Canarias).</p>\n<ul>" + "".join(items) + "</ul>\n"
    )


def _count(number: str, one: str, many: str) -> str:
    return f"{number} {one if number == '1' else many}"


def record_sentence(table: OfficialTable, row: OfficialRow) -> str:
    """The team's record in one sentence, from the very figures of its standings line (the
    same strings: nothing is counted again)."""
    played, won, drawn, lost, points, games, *rest = figures(table, row)
    text = (
        f"{_count(played, 'encuentro jugado', 'encuentros jugados')}: "
        f"{_count(won, 'ganado', 'ganados')}, {_count(drawn, 'empatado', 'empatados')} y "
        f"{_count(lost, 'perdido', 'perdidos')}. {_count(points, 'punto', 'puntos')}"
    )
    taken = rest[-1]
    if taken:
        text += f" (descontados por el Comité: {taken})"
    if table.sport == "ajedrez":
        return f"{text}; puntos de partida {games} (a favor y en contra)."
    return f"{text}; partidas {games} y tantos {rest[0]} (a favor y en contra)."


def team_body(
    table: OfficialTable, team: str, matches: Sequence[SiteMatch], team_pages: dict[str, str]
) -> str:
    row = next((r for r in table.rows if r.team == team), None)
    own = team_pages[team]
    html = [
        links(
            [
                (f"{own}.ics", "Sus encuentros en el calendario del móvil (iCalendar)"),
                ("../clasificacion.html", "Clasificación"),
                ("../calendario.html", "Calendario de la competición"),
            ]
        )
    ]
    if row is not None:
        columns = CHESS_COLUMNS if table.sport == "ajedrez" else DOMINO_COLUMNS
        position = "eliminado" if row.position is None else str(row.position)
        values = [position, *figures(table, row)]
        record = f'<p class="balance">{escape(record_sentence(table, row))}</p>\n'
        labels = [columns[0][1], *(meaning for _, meaning in columns[2:])]
        items = "".join(
            f"<dt>{escape(label[:1].upper() + label[1:])}</dt><dd>{escape(value or '—')}</dd>"
            for label, value in zip(labels, values, strict=True)
        )
        html.append(f'<h2>En la clasificación</h2>\n{record}<dl class="datos">{items}</dl>\n')
        if row.tiebreak:
            html.append(f'<p class="nota">{escape(row.tiebreak)}</p>\n')
        if row.decisions:
            html.append(
                f'<p class="nota">Decisiones del Comité: {escape(", ".join(row.decisions))}.</p>\n'
            )
    rows: list[tuple[Sequence[Cell], str]] = []
    for m in matches:
        home = m.match.home == team
        rival = m.match.away if home else m.match.home
        when = escape(day_text(m.day))
        rows.append(
            (
                [
                    f'Ronda {m.match.round}<span class="color">{when}</span>',
                    f'<a href="{escape(team_pages[rival])}.html">{escape(rival)}</a>'
                    f'<span class="color">{"en casa" if home else "fuera"}</span>',
                    _result_cell(m, f"../encuentros/{m.page}.html"),
                ],
                "",
            )
        )
    header = (("Ronda y fecha", ""), ("Rival", ""), ("Resultado", "local-visitante"))
    html.append(
        "<h2>Encuentros</h2>\n"
        + table_html("Sus encuentros, ronda a ronda", header, rows, raw=(0, 1, 2))
        if rows
        else "<p>No tiene encuentros en el calendario ni actas recibidas.</p>\n"
    )
    return "".join(html)


def index_body(entries: Sequence[tuple[str, str, str, str, int | None]]) -> str:
    """entries: (season, sport, competition, folder, federation id)."""
    html = []
    for season in sorted({e[0] for e in entries}, reverse=True):
        items = []
        for _, sport, name, folder, ident in sorted(
            (e for e in entries if e[0] == season), key=lambda e: (e[1], e[2])
        ):
            label = "Ajedrez" if sport == "ajedrez" else "Dominó"
            number = f" (n.º {ident})" if ident is not None else ""
            items.append(
                f"<li><strong>{escape(label)}: {escape(name)}</strong>{escape(number)}"
                + links(
                    [
                        (f"{folder}/clasificacion.html", "clasificación"),
                        (f"{folder}/calendario.html", "calendario y resultados"),
                        (f"{folder}/calendario.ics", "iCalendar"),
                    ]
                )
                + "</li>"
            )
        html.append(f"<h2>Temporada {escape(season)}</h2>\n<ul>\n" + "\n".join(items) + "\n</ul>\n")
    if not entries:
        html.append("<p>Todavía no hay ninguna competición.</p>\n")
    return "".join(html)


__all__ = [
    "CSP",
    "STYLE",
    "SiteMatch",
    "calendar_body",
    "index_body",
    "match_body",
    "page",
    "record_sentence",
    "standings_body",
    "team_body",
    "tie_lines",
]
