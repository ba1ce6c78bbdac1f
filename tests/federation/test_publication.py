"""The publication (static HTML, CSV, PDF) and the deadline report's files."""

from __future__ import annotations

import csv
import io
import re
from datetime import date, datetime

import pytest

from delegate_app.documents.federation.deadline_report import (
    deadline_csv,
    deadline_pdf,
    write_deadline_report,
)
from delegate_app.documents.federation.publication import (
    MARKER,
    CompetitionPages,
    PublicationError,
    ScheduledMatch,
    publish,
    slug,
    standings_csv,
)
from delegate_app.domain.federation.evidence_deadlines import (
    AWAY_ROLE,
    HOME_ROLE,
    MatchRecord,
    Received,
    assess_deadlines,
)
from delegate_app.domain.federation.official_standings import (
    CommitteeDecision,
    DecisionKind,
    OfficialResult,
    official_table,
)
from delegate_app.domain.federation.records import IntakeStatus, MatchKey
from tests.helpers.pdf import pdf_text

SEASON, COMP = "2026-2027", "Liga <b>Preferente</b>"
EVIL = "<script>alert(1)</script>"
NOW = datetime(2026, 12, 1, 12, 0)


def key(round_, home, away):
    return MatchKey(SEASON, COMP, round_, home, away)


def chess_table(decisions=()):
    from delegate_app.domain.federation.acta_facts import ChessScore
    from delegate_app.domain.standings import BoardResult

    def result(round_, home, away, boards):
        score = ChessScore(tuple(BoardResult.parse(b) for b in boards.split()), True)
        return OfficialResult(key(round_, home, away), score, f"acta-{round_}", date(2026, 10, 3))

    results = [
        result(1, EVIL, "Peón & Torre", "1-0 1-0 ½-½ 0-1"),
        result(2, "Peón & Torre", "=HYPERLINK(1)", "1-0 1-0 1-0 1-0"),
        result(3, "=HYPERLINK(1)", EVIL, "½-½ ½-½ ½-½ ½-½"),
    ]
    return official_table(SEASON, COMP, "ajedrez", results, decisions)


def test_a_team_called_script_comes_out_inert_everywhere(tmp_path):
    gone = CommitteeDecision(
        "CC <1>", date(2026, 11, 1), DecisionKind.ELIMINATION, SEASON, COMP, team=EVIL,
        note="<img src=x onerror=alert(1)>",
    )  # fmt: skip
    table = chess_table([gone])
    pages = CompetitionPages(
        table, 7, (ScheduledMatch(key(4, EVIL, "Peón & Torre"), datetime(2027, 1, 9, 16)),)
    )
    summary = publish(
        tmp_path / "web",
        [pages],
        acta_pdf=lambda line: b"%PDF-1.7 acta" if line.match.round == 1 else None,
        federation="Federación <Tinerfeña>",
        published_at=NOW,
    )
    # the three played matches and the calendar's fourth each have a page
    assert summary.counts == {"competiciones": 1, "encuentros": 4, "actas": 1}
    pages_html = list((tmp_path / "web").rglob("*.html"))
    assert len(pages_html) == 1 + 2 + 4 + 3  # index, standings and calendar, matches, teams
    feeds = list((tmp_path / "web").rglob("*.ics"))
    assert len(feeds) == 1 + 3
    for feed in feeds:
        text = feed.read_bytes().decode("utf-8")
        assert "<script>alert(1)</script>" in text.replace("\r\n ", "")  # text, not markup
    for page in pages_html:
        text = page.read_text(encoding="utf-8")
        assert "<script" not in text.lower(), page
        assert "<img" not in text and "<b>" not in text
        assert text.startswith("<!DOCTYPE html>") and '<html lang="es">' in text
    standings = next(p for p in pages_html if p.name == "clasificacion.html").read_text()
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in standings
    assert "Peón &amp; Torre" in standings
    assert 'class="eliminado"' in standings and "art. 20.1" in standings
    assert "script-src 'none'" in standings
    assert "CC &lt;1&gt;" in standings
    assert "<caption>" in standings and '<th scope="col">' in standings
    calendar = next(p for p in pages_html if p.name == "calendario.html").read_text()
    assert "por jugar" in calendar and "09/01/2027 16:00" in calendar
    # every link stays inside the folder and points at a file that exists
    for page in pages_html:
        for href in re.findall(r'href="([^"]+)"', page.read_text()):
            assert not href.startswith(("http", "/", "javascript")), href
            if href.startswith("#"):
                continue
            assert (page.parent / href).resolve().exists(), (page, href)
    acta = list((tmp_path / "web").rglob("*.pdf"))
    assert any(p.read_bytes() == b"%PDF-1.7 acta" for p in acta)


def test_the_standings_csv_guards_formulas_and_opens_in_spanish_spreadsheets():
    data = standings_csv(chess_table())
    assert data.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig")), delimiter=";"))
    assert rows[0][:3] == ["Pos.", "Equipo", "J"]
    names = [row[1] for row in rows[1:]]
    assert "'=HYPERLINK(1)" in names and EVIL in names


def test_the_standings_pdf_shows_the_table(tmp_path):
    from delegate_app.documents.federation.publication import standings_pdf

    pdf = standings_pdf(chess_table(), "Federación Tinerfeña de Ajedrez", NOW)
    text = pdf_text(pdf)
    assert "Clasificación oficial" in text and "Peón & Torre" in text


def test_a_folder_with_other_files_is_refused_and_left_alone(tmp_path):
    out = tmp_path / "web"
    out.mkdir()
    (out / "mio.txt").write_text("no tocar")
    with pytest.raises(PublicationError, match="otros archivos"):
        publish(out, [], acta_pdf=lambda line: None, federation="F", published_at=NOW)
    assert [p.name for p in out.iterdir()] == ["mio.txt"]


def test_publishing_again_replaces_the_earlier_publication(tmp_path):
    out = tmp_path / "web"
    publish(
        out,
        [CompetitionPages(chess_table())],
        acta_pdf=lambda line: None,
        federation="F",
        published_at=NOW,
    )
    publish(out, [], acta_pdf=lambda line: None, federation="F", published_at=NOW)
    assert sorted(p.name for p in out.iterdir()) == sorted([MARKER, "estilo.css", "index.html"])
    assert "Todavía no hay" in (out / "index.html").read_text()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".web")]


def test_slugs_are_safe_and_distinct():
    assert slug("../../etc/passwd").startswith("etc-passwd-")
    assert slug("Peña") != slug("Pena")
    assert "/" not in slug("a/b") and slug("<script>").startswith("script-")


def _report():
    record = MatchRecord(
        MatchKey(SEASON, "Preferente", 1, "=cmd", "Alfil A"),
        "ajedrez",
        date(2026, 10, 3),
        "=cmd club",
        "Club Alfil",
        True,
        (
            Received(
                IntakeStatus.ACCEPTED,
                datetime(2026, 10, 7, 9),
                None,
                (HOME_ROLE, AWAY_ROLE),
                "a.pdf",
            ),
        ),
    )
    return assess_deadlines([record], as_of=NOW)


def test_deadline_report_csv():
    rows = list(csv.reader(io.StringIO(deadline_csv(_report()).decode("utf-8-sig")), delimiter=";"))
    assert rows[0][0] == "Temporada" and len(rows) == 5
    assert {row[5] for row in rows[1:]} == {"'=cmd club", "Club Alfil"}
    # an acta for the committee also owes art. 13.7's first business day (R25-5): reported
    # late, with no proposal of its own (a claim in it is simply not admitted)
    assert [row[7] for row in rows[1:]].count("art. 13.7") == 1
    proposals = {row[13] for row in rows[1:] if row[7] != "art. 13.7"}
    assert proposals == {"amonestación", "propuesta de pérdida de puntos"}
    assert [row[13] for row in rows[1:] if row[7] == "art. 13.7"] == [""]


def test_deadline_report_pdf_and_suffixes(tmp_path):
    text = " ".join(pdf_text(deadline_pdf(_report(), "Federación Tinerfeña de Ajedrez")).split())
    assert "Propuestas al Comité (3)" in text
    assert "pierda los puntos" in text
    assert write_deadline_report(_report(), tmp_path / "p.csv").exists()
    with pytest.raises(ValueError, match=r"\.pdf"):
        write_deadline_report(_report(), tmp_path / "p.txt")
    assert not (tmp_path / "p.txt").exists()
