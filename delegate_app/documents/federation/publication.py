"""The federation's publication: static HTML pages, plus CSV and PDF of every table; no Qt.

A folder anyone can copy to a web server or open from a disk:

    index.html                      every competition, by season
    estilo.css                      one small style sheet; no JavaScript anywhere
    <competición>/clasificacion.html, .csv, .pdf
    <competición>/calendario.html   rounds, dates and results (and matches still to play)
    <competición>/calendario.ics    the fixtures as an iCalendar feed (RFC 5545)
    <competición>/encuentros/<encuentro>.html and .pdf   one page per match (its boards or
                                    tables from the accepted acta), the signed acta beside it
    <competición>/equipos/<equipo>.html and .ics   each team's matches, and its own feed

Every match the federation knows of appears, from the official table, the imported calendar or
the intake: one whose acta arrived incomplete is listed as "acta incompleta", never dropped, and
`publish` returns such matches for the clerk (SiteSummary.unplaced).

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
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict

from delegate_app.documents.federation import site_pages
from delegate_app.documents.federation.deadline_report import safe_cell
from delegate_app.documents.federation.icalendar_feed import FeedEvent, calendar_feed
from delegate_app.documents.federation.site_pages import SiteMatch, score_number
from delegate_app.domain.federation.match_duration import (
    chess_match_duration,
    domino_match_duration,
)
from delegate_app.domain.federation.match_sheet import MatchSheet
from delegate_app.domain.federation.official_standings import (
    MatchStatus,
    OfficialMatch,
    OfficialRow,
    OfficialTable,
)
from delegate_app.domain.federation.records import MatchKey
from delegate_app.store.federation.site import Arrival

if TYPE_CHECKING:
    from reportlab.platypus import Flowable


class _PageFacts(TypedDict):
    """What every page of the publication prints besides its own body."""

    federation: str
    published_at: datetime


MARKER = ".publicacion-delegado"
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
    venue: str = ""


@dataclass(frozen=True)
class ReceivedEntry:
    """A received match without a result in the official table."""

    match: MatchKey
    state: str  # store.federation.site.ReceivedState: "acta incompleta"...
    played_on: date | None = None  # as its acta says


@dataclass(frozen=True)
class CompetitionPages:
    table: OfficialTable
    federation_id: int | None = None  # the store's id, shown beside the name
    schedule: tuple[ScheduledMatch, ...] = ()
    # every match some file was received for and the official table does not list, with why:
    # an incomplete acta is shown, never dropped
    received: tuple[ReceivedEntry, ...] = ()
    # every verified file of each match, in order of arrival (superseded ones marked)
    arrivals: Mapping[MatchKey, tuple[Arrival, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class SiteSummary:
    counts: dict[str, int]
    # the received matches the standings could not count, one line each, for the clerk
    unplaced: tuple[str, ...] = ()


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


def site_matches(pages: CompetitionPages) -> list[SiteMatch]:
    """Every match of a competition the site knows of: from the official table, the calendar
    and the intake, each once, with what the site says of it."""
    lines = {line.match: line for line in pages.table.matches}
    scheduled = {item.match: item for item in pages.schedule}
    received = {entry.match: entry for entry in pages.received}
    keys = sorted(
        set(lines) | set(scheduled) | set(received), key=lambda k: (k.round, k.home, k.away)
    )
    found = []
    for key in keys:
        line = lines.get(key)
        plan = scheduled.get(key)
        entry = received.get(key)
        state = "" if line is not None else (entry.state if entry else plan.state if plan else "")
        found.append(
            SiteMatch(
                key,
                match_slug(key),
                line,
                plan.scheduled_at if plan else None,
                state,
                plan.venue if plan else "",
                played_on=entry.played_on if entry else None,
                arrivals=pages.arrivals.get(key, ()),
            )
        )
    return found


def expected_duration(sport: str, sheet: MatchSheet | None) -> timedelta:
    """The accepted acta's (its time control, its partidas a table), else the regulation's."""
    if sheet is not None:
        return sheet.duration
    return chess_match_duration() if sport == "ajedrez" else domino_match_duration()


def _hours(span: timedelta) -> str:
    hours, minutes = divmod(round(span.total_seconds() / 60), 60)
    return f"{hours} h" + (f" {minutes} min" if minutes else "")


def _feed_events(matches: Iterable[SiteMatch], sport: str) -> list[FeedEvent]:
    events = []
    for item in matches:
        start = item.day
        if start is None:
            continue
        key = item.match
        said = f"Resultado: {item.result}" if item.counted else f"Situación: {item.result}"
        duration = expected_duration(sport, item.sheet)
        events.append(
            FeedEvent(
                key,
                start,
                f"{key.home} – {key.away} (ronda {key.round})",
                f"{key.competition}, temporada {key.season}, ronda {key.round}. {said}. "
                f"Duración prevista: {_hours(duration)}.",
                item.venue or (item.sheet.venue if item.sheet else ""),
                tentative=item.state == CalendarState.POSTPONED,
                duration=duration,
            )
        )
    return events


def _write_competition(
    work: Path,
    pages: CompetitionPages,
    *,
    acta_pdf: Callable[[OfficialMatch], bytes | None],
    match_sheet: Callable[[OfficialMatch], MatchSheet | None],
    page: _PageFacts,
    counts: dict[str, int],
) -> list[str]:
    """One competition's folder; returns the received matches the table could not count."""
    from dataclasses import replace

    table = pages.table
    folder = work / competition_slug(table)
    (folder / "encuentros").mkdir(parents=True)
    (folder / "equipos").mkdir()
    matches = site_matches(pages)
    names = {row.team for row in table.rows}
    names |= {team for m in matches for team in (m.match.home, m.match.away)}
    teams = {team: slug(team) for team in sorted(names)}
    title = f"{table.competition} ({table.season})"
    up = [("../clasificacion.html", title)]
    received = {entry.match for entry in pages.received}
    unplaced = []
    for index, item in enumerate(matches):
        line = item.line
        if line is not None and line.counted:
            pdf = acta_pdf(line)
            sheet = match_sheet(line)
            if pdf:
                (folder / "encuentros" / f"{item.page}.pdf").write_bytes(pdf)
                counts["actas"] += 1
            item = replace(item, sheet=sheet, has_pdf=bool(pdf))
            matches[index] = item
        if item.match in received or (line is not None and not line.counted):
            unplaced.append(f"{item.match.label()}: {item.result}")
        (folder / "encuentros" / f"{item.page}.html").write_text(
            site_pages.page(
                f"{item.match.home} – {item.match.away}",
                site_pages.match_body(item, teams),
                root="../../",
                crumbs=up,
                **page,
            ),
            encoding="utf-8",
        )
        counts["encuentros"] += 1
    stamp = page["published_at"]
    for team, name in teams.items():
        own = [m for m in matches if team in (m.match.home, m.match.away)]
        (folder / "equipos" / f"{name}.html").write_text(
            site_pages.page(
                team,
                site_pages.team_body(table, team, own, teams),
                root="../../",
                crumbs=up,
                **page,
            ),
            encoding="utf-8",
        )
        (folder / "equipos" / f"{name}.ics").write_bytes(
            calendar_feed(f"{team} · {title}", _feed_events(own, table.sport), stamp)
        )
    (folder / "clasificacion.html").write_text(
        site_pages.page(
            f"Clasificación: {title}",
            site_pages.standings_body(table, teams, "calendario.ics"),
            root="../",
            **page,
        ),
        encoding="utf-8",
    )
    (folder / "calendario.html").write_text(
        site_pages.page(
            f"Calendario y resultados: {title}",
            site_pages.calendar_body(matches, "calendario.ics"),
            root="../",
            crumbs=[("clasificacion.html", title)],
            **page,
        ),
        encoding="utf-8",
    )
    (folder / "calendario.ics").write_bytes(
        calendar_feed(title, _feed_events(matches, table.sport), stamp)
    )
    (folder / "clasificacion.csv").write_bytes(standings_csv(table))
    (folder / "clasificacion.pdf").write_bytes(
        standings_pdf(table, page["federation"], page["published_at"])
    )
    counts["competiciones"] += 1
    return unplaced


def publish(
    out: Path | str,
    competitions: Sequence[CompetitionPages],
    *,
    acta_pdf: Callable[[OfficialMatch], bytes | None],
    federation: str,
    published_at: datetime,
    match_sheet: Callable[[OfficialMatch], MatchSheet | None] = lambda line: None,
) -> SiteSummary:
    """Write the whole site into out (see the module's layout); returns what was written and
    the received matches the standings could not count.

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
    unplaced: list[str] = []
    try:
        os.chmod(work, 0o755)
        (work / MARKER).write_text("Publicación de Delegado: esta carpeta se sustituye entera.\n")
        (work / "estilo.css").write_text(site_pages.STYLE, encoding="utf-8")
        page = _PageFacts(federation=federation, published_at=published_at)
        entries = [
            (c.table.season, c.table.sport, c.table.competition, competition_slug(c.table),
             c.federation_id)
            for c in competitions
        ]  # fmt: skip
        (work / "index.html").write_text(
            site_pages.page(
                "Resultados y clasificaciones", site_pages.index_body(entries), root="", **page
            ),
            encoding="utf-8",
        )
        for pages in competitions:
            unplaced += _write_competition(
                work, pages, acta_pdf=acta_pdf, match_sheet=match_sheet, page=page, counts=counts
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
    return SiteSummary(counts, tuple(unplaced))


__all__ = [
    "CalendarState",
    "CompetitionPages",
    "MatchStatus",
    "PublicationError",
    "ReceivedEntry",
    "ScheduledMatch",
    "SiteSummary",
    "publish",
    "slug",
    "standings_csv",
    "standings_pdf",
]
