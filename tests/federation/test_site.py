"""The public site (`delegado federacion publicar`) read from a real federation database, on
SQLite and on PostgreSQL: every received match appears with its state, a match page shows the
accepted acta's boards or tables, the standings state the tie-break rule once, each team has a
page with its matches."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from delegate_app.cli import main
from delegate_app.documents.federation.publication import match_slug, slug
from delegate_app.domain.federation.acta_facts import ActaFactsError
from delegate_app.domain.federation.match_sheet import match_sheet
from delegate_app.domain.federation.records import MatchKey
from delegate_app.store.federation.database import open_federation_db
from tests.federation import site_data
from tests.helpers.federation_results import chess_acta, domino_acta


@pytest.fixture
def site(federation_db_url, tmp_path, capsys):
    db = open_federation_db(federation_db_url, create=True)
    try:
        site_data.fill(db)
    finally:
        db.close()
    out = tmp_path / "web"
    code = main(["federacion", "publicar", "--db", federation_db_url, "--out", str(out)])
    printed = capsys.readouterr()
    assert code == 0, printed.err
    return out, printed.out


def text_of(page: Path) -> str:
    """The page's text, tags removed and entities decoded, spaces collapsed."""
    body = re.sub(r"<[^>]+>", " ", page.read_text(encoding="utf-8"))
    return " ".join(html.unescape(body).split())


def competition_folder(out: Path, name: str) -> Path:
    return out / slug(site_data.SEASON, name)


def rows_of(page: Path) -> list[list[str]]:
    found = []
    for row in re.findall(r"<tr[^>]*>(.*?)</tr>", page.read_text(encoding="utf-8"), re.S):
        cells = re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.S)
        found.append([" ".join(html.unescape(re.sub(r"<[^>]+>", " ", c)).split()) for c in cells])
    return found


def test_an_incomplete_acta_is_listed_with_its_state_and_named_by_publicar(site):
    out, printed = site
    chess = competition_folder(out, site_data.CHESS)
    incomplete = site_data.INCOMPLETE_CHESS
    # publicar names what it could not place in the standings
    assert "Sin resultado en la clasificación (2):" in printed
    assert f"{incomplete.label()}: acta incompleta" in printed
    assert f"{site_data.INCOMPLETE_DOMINO.label()}: acta incompleta" in printed
    # the calendar has round 4, with the state and the acta's day
    calendar = rows_of(chess / "calendario.html")
    assert ["24/10/2026", incomplete.home, incomplete.away, "acta incompleta"] in calendar
    page = chess / "encuentros" / f"{match_slug(incomplete)}.html"
    assert "llegó incompleta" in text_of(page)
    # the team's page lists its four matches, round 4 too
    team = rows_of(chess / "equipos" / f"{slug(site_data.A)}.html")
    assert [row[0] for row in team[1:]] == [
        "Ronda 1 03/10/2026 16:00", "Ronda 2 10/10/2026 16:00", "Ronda 3 17/10/2026 16:00",
        "Ronda 4 24/10/2026",
    ]  # fmt: skip
    assert team[-1][1:] == [f"{incomplete.away} en casa", "acta incompleta"]
    assert team[2][1:] == [f"{site_data.F} fuera", "½-3½"]
    # and the standings do not count it: Caballo played 3, Peón played 3
    standings = {row[1]: row for row in rows_of(chess / "clasificacion.html")[1:]}
    assert standings[site_data.A][2] == "3" and standings[site_data.D][2] == "3"


def test_a_chess_match_page_shows_each_board_with_players_colours_and_result(site):
    out, _ = site
    key = MatchKey(site_data.SEASON, site_data.CHESS, 1, site_data.A, site_data.B)
    page = competition_folder(out, site_data.CHESS) / "encuentros" / f"{match_slug(key)}.html"
    rows = rows_of(page)
    boards = [row for row in rows if len(row) == 4 and row[0].isdigit()]
    assert boards == [
        ["1", "Victoria Afonso Álvarez blancas", "1-0", "Manuel García Álvarez negras"],
        ["2", "Guillermo González Santana negras", "½-½", "Elena Quintero Hernández blancas"],
        ["3", "Héctor Afonso Castro blancas", "0-1", "Jorge Sosa Rodríguez negras"],
        ["4", "Fernando Cabrera Tejera negras", "1-0", "Raúl Ramos Perdomo blancas"],
    ]
    text = text_of(page)
    assert "Resultado 2½-1½" in text and "03/10/2026 16:00" in text
    assert (page.parent / f"{match_slug(key)}.pdf").read_bytes().startswith(b"%PDF")


def test_a_match_page_lists_each_version_received_the_superseded_one_as_such(site):
    """Round 3's acta came signed by the home delegate alone, then signed by both: the match
    counts once, and its page lists both arrivals (the evidence of when each came), the first
    marked as superseded by the complete one."""
    out, printed = site
    key = site_data.COMPLETED_LATER
    chess = competition_folder(out, site_data.CHESS)
    text = text_of(chess / "encuentros" / f"{match_slug(key)}.html")
    assert "Resultado 2-2" in text
    arrivals = text.split("Actas recibidas", 1)[1]
    assert (
        "18/10/2026 17:00: firmada por el delegado del equipo local; sustituida: llegó también "
        "la misma acta con más firmas, que es la que cuenta; esta se conserva como constancia "
        "de su llegada."
    ) in arrivals
    assert (
        "19/10/2026 17:00: firmada por el delegado del equipo local y el delegado del equipo "
        "visitante; aceptada."
    ) in arrivals
    assert arrivals.index("18/10/2026") < arrivals.index("19/10/2026")
    assert key.label() not in printed  # nothing unplaced about it
    assert [site_data.played(3).strftime("%d/%m/%Y %H:%M"), key.home, key.away, "2-2"] in rows_of(
        chess / "calendario.html"
    )


def test_a_domino_match_page_shows_each_table(site):
    out, _ = site
    key, partidas = site_data.DOMINO_ACCEPTED[0]
    page = competition_folder(out, site_data.DOMINO) / "encuentros" / f"{match_slug(key)}.html"
    text = text_of(page)
    for table in (1, 2, 3, 4):
        assert f"Mesa {table} Local:" in text
    assert "Local: Sergio Rodríguez Reyes y Alberto Marrero Rodríguez." in text
    rows = [row for row in rows_of(page) if len(row) == 3 and row[0] != "Partida"]
    assert len(rows) == 4 * 3  # two partidas and a total per table
    names = {"local": key.home, "visitante": key.away}
    expected = [[str(1 + n % 2), names[w], f"{h}-{a}"] for n, (w, h, a) in enumerate(partidas)]
    assert [row for row in rows if row[0] != "Total"] == expected
    assert rows[2] == ["Total", "1-1 en partidas", "450-500"]


def test_the_standings_state_the_tie_break_rule_once_and_each_tie_once(site):
    out, _ = site
    page = competition_folder(out, site_data.CHESS) / "clasificacion.html"
    text = text_of(page)
    assert text.count("Sistema Holandés") == 2  # the rule, and the legend of its column
    assert text.count("encuentro de desempate") == 1 + 2  # the rule, and each unresolved tie
    assert "Empatado a" not in text  # no team carries the whole explanation
    assert (
        f"Empatados a 5 puntos: {site_data.A} y {site_data.E}. Ningún criterio los separa"
    ) in text
    header, *rows = rows_of(page)
    assert header == [
        "Pos.", "Equipo", "J", "G", "E", "P", "Pts.", "P. part.", "Partic.", "Hol.", "Desc."
    ]  # fmt: skip
    assert all(len(row) == len(header) for row in rows)
    # the team's own explanation is on its page
    team = text_of(page.parent / "equipos" / f"{slug(site_data.A)}.html")
    assert f"Empatado a 5 puntos con {site_data.E}" in team


def test_every_page_is_inert_and_every_link_is_inside_the_site(site):
    out, _ = site
    pages = list(out.rglob("*.html"))
    assert len(pages) == 1 + 2 * 2 + (10 + 3) + (6 + 4)  # index, 2 x 2 tables, matches, teams
    for page in pages:
        source = page.read_text(encoding="utf-8")
        assert "<script" not in source.lower(), page
        assert "script-src 'none'" in source and "default-src 'none'" in source
        for href in re.findall(r'href="([^"]+)"', source):
            assert not href.startswith(("http", "/", "javascript", "data")), (page, href)
            target = href.split("#")[0]
            assert not target or (page.parent / target).resolve().is_file(), (page, href)


def test_match_sheet_reads_the_real_fixtures():
    key = MatchKey("2026-2027", "Liga", 3, "Local", "Visitante")
    chess = match_sheet(chess_acta(key, "0-1 ½-½ 1-0 0-1"))
    assert [(b.number, b.home_colour, b.result) for b in chess.boards] == [
        (1, "blancas", "0-1"), (2, "negras", "½-½"), (3, "blancas", "1-0"), (4, "negras", "0-1")
    ]  # fmt: skip
    assert chess.boards[1].away_colour == "blancas"
    assert chess.venue.startswith("C/ Heraclio Sánchez")
    domino = match_sheet(domino_acta(key, (("local", 300, 10), ("visitante", 2, 300)), per_table=1))
    assert [t.won for t in domino.tables] == [(1, 0), (0, 1), (0, 0), (0, 0)]
    assert domino.tables[0].away_pair == ("Nira Álvarez Gil", "Alberto Luis Alonso")


@pytest.mark.parametrize(
    "text", ["", "[]", '{"contenido": {}}', '{"contenido": {"encuentro": {}}}']
)
def test_match_sheet_refuses_an_acta_without_boards(text):
    with pytest.raises(ActaFactsError):
        match_sheet(text)


# --- the iCalendar feeds ----------------------------------------------------------------------


def test_feeds_are_rfc_5545_read_back_by_an_independent_parser(site):
    """icalendar (a test dependency) parses every feed; times are the Canary hour in UTC; every
    event ends: a chess match four hours after its start (both clocks of a game, art. 17), a
    domino encounter two (two partidas a table, one hour each: docs/reglas.md), a match known
    only by its day the next day."""
    from datetime import UTC, date, datetime, timedelta

    import icalendar

    out, _ = site
    feeds = sorted(out.rglob("*.ics"))
    assert len(feeds) == 2 + 6 + 4  # one per competition and one per team
    uids: dict[str, str] = {}
    for feed in feeds:
        raw = feed.read_bytes()
        assert raw.endswith(b"\r\n") and b"\n" not in raw.replace(b"\r\n", b"")
        assert all(len(line) <= 75 for line in raw.split(b"\r\n")), feed
        calendar = icalendar.Calendar.from_ical(raw)
        assert calendar["VERSION"] == "2.0" and calendar["PRODID"]
        events = list(calendar.walk("VEVENT"))
        assert events, feed
        for event in events:
            summary = str(event["SUMMARY"])
            uid = str(event["UID"])
            assert uids.setdefault(uid, summary) == summary  # one UID, one match, every feed
            event["DTSTAMP"]  # required
            start, end = event.decoded("DTSTART"), event.decoded("DTEND")
            if isinstance(start, datetime):
                hours = 2 if "Dominó" in str(event["DESCRIPTION"]) else 4
                assert end - start == timedelta(hours=hours), (feed, summary)
                assert f"Duración prevista: {hours} h." in str(event["DESCRIPTION"])
            else:
                assert end == start + timedelta(days=1), (feed, summary)
            assert "DURATION" not in event  # DTEND or DURATION, never both (RFC 5545 3.6.1)
    chess = competition_folder(out, site_data.CHESS) / "calendario.ics"
    events = {
        str(e["SUMMARY"]): e
        for e in icalendar.Calendar.from_ical(chess.read_bytes()).walk("VEVENT")
    }
    assert len(events) == 10
    first = events[f"{site_data.E} – {site_data.F} (ronda 1)"]  # a comma and a semicolon
    # 16:00 in the Canaries on 3 October (summer time, UTC+1) is 15:00 UTC
    assert first.decoded("DTSTART") == datetime(2026, 10, 3, 15, 0, tzinfo=UTC)
    assert str(first["LOCATION"]).startswith("C/ Heraclio Sánchez, 41, bajo")
    assert "Resultado: 3-1." in str(first["DESCRIPTION"])
    incomplete = site_data.INCOMPLETE_CHESS
    fourth = events[f"{incomplete.home} – {incomplete.away} (ronda 4)"]
    assert fourth.decoded("DTSTART") == date(2026, 10, 24)  # the acta's day; no hour known
    assert fourth.decoded("DTEND") == date(2026, 10, 25)
    assert first.decoded("DTEND") == datetime(2026, 10, 3, 19, 0, tzinfo=UTC)
    domino = competition_folder(out, site_data.DOMINO) / "calendario.ics"
    key, _ = site_data.DOMINO_ACCEPTED[0]
    (encounter,) = [
        e
        for e in icalendar.Calendar.from_ical(domino.read_bytes()).walk("VEVENT")
        if str(e["SUMMARY"]) == f"{key.home} – {key.away} (ronda 1)"
    ]
    assert encounter.decoded("DTEND") - encounter.decoded("DTSTART") == timedelta(hours=2)
    assert "Situación: acta incompleta." in str(fourth["DESCRIPTION"])


def test_a_winter_match_is_placed_at_utc_plus_zero_and_uids_survive_a_new_publication(tmp_path):
    from datetime import UTC, datetime, timedelta

    import icalendar

    from delegate_app.documents.federation.icalendar_feed import FeedEvent, calendar_feed

    key = MatchKey("2026-2027", "Liga", 9, "Local", "Visitante")
    winter = FeedEvent(
        key, datetime(2027, 1, 9, 16, 30), "Local – Visitante", duration=timedelta(hours=4)
    )
    feed = calendar_feed("Liga", [winter], datetime(2027, 1, 2, 10, 0))
    (event,) = icalendar.Calendar.from_ical(feed).walk("VEVENT")
    assert event.decoded("DTSTART") == datetime(2027, 1, 9, 16, 30, tzinfo=UTC)
    assert event.decoded("DTEND") == datetime(2027, 1, 9, 20, 30, tzinfo=UTC)
    again = calendar_feed("Liga", [winter], datetime(2027, 2, 1, 10, 0))
    assert str(icalendar.Calendar.from_ical(again).walk("VEVENT")[0]["UID"]) == str(event["UID"])


def test_a_match_across_the_change_of_the_clocks_lasts_its_hours_in_utc():
    """25 October 2026, 02:00 in the Canaries: the clocks go back an hour. A match started at
    23:00 on the 24th (22:00 UTC) ends four real hours later, 02:00 UTC."""
    from datetime import UTC, datetime, timedelta

    import icalendar

    from delegate_app.documents.federation.icalendar_feed import FeedEvent, calendar_feed

    key = MatchKey("2026-2027", "Liga", 1, "Local", "Visitante")
    event = FeedEvent(key, datetime(2026, 10, 24, 23, 0), "L – V", duration=timedelta(hours=4))
    feed = calendar_feed("Liga", [event], datetime(2026, 10, 1, 9, 0))
    (parsed,) = icalendar.Calendar.from_ical(feed).walk("VEVENT")
    assert parsed.decoded("DTSTART") == datetime(2026, 10, 24, 22, 0, tzinfo=UTC)
    assert parsed.decoded("DTEND") == datetime(2026, 10, 25, 2, 0, tzinfo=UTC)


def test_folding_never_cuts_a_character_and_unfolds_to_the_line():
    from delegate_app.documents.federation.icalendar_feed import escape_text, fold

    line = "SUMMARY:" + escape_text("Peón, «Güímar»; ñandú\\ ") * 9 + "€"
    folded = fold(line)
    physical = folded.split(b"\r\n")[:-1]
    assert len(physical) > 2 and all(len(p) <= 75 for p in physical)
    assert all(p.startswith(b" ") for p in physical[1:])
    for part in physical:
        part.decode("utf-8")  # no character split across lines
    assert b"".join([physical[0], *(p[1:] for p in physical[1:])]).decode() == line
    assert escape_text("a,b;c\\d\ne") == "a\\,b\\;c\\\\d\\ne"


@pytest.mark.parametrize(
    ("statuses", "readable", "state"),
    [
        ({"incompleta"}, False, "acta incompleta"),
        ({"incompleta", "rechazada"}, False, "acta incompleta"),
        ({"aceptada"}, False, "acta sin resultado legible"),
        ({"rechazada"}, False, "acta rechazada"),  # re-verified and rejected
    ],
)
def test_what_the_site_says_of_a_received_match_without_a_result(statuses, readable, state):
    from delegate_app.store.federation.site import ReceivedMatch

    key = MatchKey("2026-2027", "Liga", 1, "A", "B")
    assert ReceivedMatch(1, key, frozenset(statuses), readable, None).state == state


def test_six_teams_level_on_nothing_get_one_line_not_six(tmp_path):
    """Before any result: six teams tied on 0 points. The rule is stated once, the tie once."""
    from datetime import datetime

    from delegate_app.documents.federation.publication import (
        CompetitionPages,
        ScheduledMatch,
        publish,
    )
    from delegate_app.domain.federation.official_standings import official_table

    teams = [site_data.A, site_data.B, site_data.C, site_data.D, site_data.E, site_data.F]
    table = official_table(site_data.SEASON, site_data.CHESS, "ajedrez", [], teams=teams)
    first = MatchKey(site_data.SEASON, site_data.CHESS, 1, site_data.A, site_data.B)
    pages = CompetitionPages(table, 1, (ScheduledMatch(first, datetime(2026, 10, 3, 16)),))
    publish(
        tmp_path / "web", [pages], acta_pdf=lambda line: None, federation="F",
        published_at=datetime(2026, 9, 1, 9),
    )  # fmt: skip
    text = text_of(competition_folder(tmp_path / "web", site_data.CHESS) / "clasificacion.html")
    assert text.count("Empatados a 0 puntos") == 1
    assert text.count("Ningún criterio los separa todavía") == 1
    assert "Empatado a" not in text
    assert f"{site_data.A}, {site_data.B}, {site_data.C}" in text
