"""The calendar on the command line and in what the federation produces from it, on SQLite and
on PostgreSQL: `competicion importar|listar --db` on the federation's database, `federacion
plazos` reporting the actas never received, and the publication's calendar."""

from __future__ import annotations

import csv
import html
import io
import json
import re
from datetime import UTC, datetime

import pytest

from delegate_app.cli import main
from delegate_app.documents.federation import office
from delegate_app.domain.federation.acta_facts import facts_from_text
from delegate_app.store.federation.calendar import calendar_matches
from delegate_app.store.federation.database import open_federation_db
from delegate_app.store.federation.inbox import file_verdict
from tests.federation.calendar_files import export_demo_leagues
from tests.federation.verdicts import verdict_from

# Monday 19 October 2026: rounds 1 (3 Oct) and 2 (10 Oct) are past every art. 14 deadline;
# round 3 (17 Oct) was played but its deadline (Tuesday 20, 21:00) is still running; round 4
# (24 Oct) is still to play.
MONDAY = datetime(2026, 10, 19, 12, 0)


@pytest.fixture(scope="session")
def leagues(demo_template, tmp_path_factory):
    return export_demo_leagues(demo_template, tmp_path_factory.mktemp("ligas-cli"))


@pytest.fixture
def fed(federation_db_url):
    open_federation_db(federation_db_url, create=True).close()
    return federation_db_url


def run(capsys, *args):
    try:
        code = main([*map(str, args)])
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def file_demo_acta(url, exported_actas):
    """The demo's chess acta, received on the Monday after its match: on time."""
    document = exported_actas["ajedrez"]
    db = open_federation_db(url, create=False)
    try:
        verdict = verdict_from(document.pdf, document.data, sport="ajedrez", file_name="a.pdf")
        played = facts_from_text(verdict.acta_json or "").played_on
        assert played is not None
        at = datetime(played.year, played.month, played.day, 23, 0, tzinfo=UTC)
        return file_verdict(db, verdict, at)
    finally:
        db.close()


def test_importar_on_the_federation_database_loads_the_calendar_once(fed, leagues, capsys):
    code, out, err = run(
        capsys, "competicion", "importar", leagues["ajedrez"], "--db", fed, "--vista-previa"
    )
    assert code == 0, err
    assert "Calendario: 56 encuentros nuevos." in out and "Vista previa" in out
    code, out, err = run(capsys, "competicion", "listar", "--db", fed)
    assert "No hay ninguna competición" in out  # the preview stored nothing

    code, out, err = run(capsys, "competicion", "importar", leagues["ajedrez"], "--db", fed)
    assert code == 0, err
    assert "Calendario importado" in out and "56 encuentros nuevos" in out
    cid = int(re.search(r"Competición con ID (\d+)", out).group(1))

    code, out, err = run(capsys, "competicion", "importar", leagues["ajedrez"], "--db", fed)
    assert code == 0, err
    assert "no ha cambiado nada" in out and f"ID {cid}" in out

    code, out, err = run(capsys, "competicion", "listar", "--db", fed)
    assert code == 0, err
    header, line = out.splitlines()
    assert header.split()[6] == "calendario"
    fields = line.split(maxsplit=7)
    assert int(fields[0]) == cid and fields[3:7] == ["0", "0", "0", "56"]


def test_importar_refuses_bad_input_in_spanish_and_changes_nothing(fed, leagues, tmp_path, capsys):
    not_league = tmp_path / "acta.json"
    not_league.write_text('{"formato": "acta"}', encoding="utf-8")
    broken = tmp_path / "liga.json"
    document = json.loads(leagues["domino"].read_text(encoding="utf-8"))
    document["calendario"][0]["encuentros"][0]["local"]["club"] = "Peña Desconocida"
    broken.write_text(json.dumps(document), encoding="utf-8")
    for path, message in (
        (not_league, "no es un archivo de liga de Delegado"),
        (broken, "no está en la lista de equipos"),
        (tmp_path / "no-existe.json", "No se puede leer"),
    ):
        code, out, err = run(capsys, "competicion", "importar", path, "--db", fed)
        assert code == 2, out
        assert message in err and "No se ha importado nada" in err
        assert "Traceback" not in err
    code, out, _ = run(capsys, "competicion", "listar", "--db", fed)
    assert "No hay ninguna competición" in out


def test_plazos_reports_every_calendar_match_whose_acta_never_arrived(
    fed, leagues, exported_actas, capsys, tmp_path
):
    assert run(capsys, "competicion", "importar", leagues["ajedrez"], "--db", fed)[0] == 0
    filed = file_demo_acta(fed, exported_actas)

    code, out, err = run(capsys, "federacion", "plazos", "--db", fed, "--fecha", MONDAY)

    assert code == 0, err
    missing = [line for line in out.splitlines() if line.startswith("Acta no recibida:")]
    # rounds 1 and 2: eight matches, less the one whose acta arrived (when it is one of them)
    db = open_federation_db(fed, create=False)
    try:
        due = [m for m in calendar_matches(db) if m.match.round <= 2]
    finally:
        db.close()
    expected = {m.match for m in due} - {filed.match}
    assert len(missing) == len(expected) >= 7
    for match in expected:
        assert any(f"R{match.round} {match.home} – {match.away}" in line for line in missing)
    assert f"encuentros sin acta: {len(expected)}" in out.splitlines()[-1]
    # round 3 is not due yet: never a miss
    assert not any(" R3 " in line for line in missing)

    target = tmp_path / "plazos.csv"
    assert (
        run(capsys, "federacion", "plazos", "--db", fed, "--fecha", MONDAY, "--out", target)[0] == 0
    )
    rows = list(csv.DictReader(io.StringIO(target.read_text(encoding="utf-8-sig")), delimiter=";"))
    not_received = [r for r in rows if r["Situación"] == "acta no recibida"]
    # each missing acta: both clubs' art. 14 and, once its seven days passed, the home club's 15.3
    assert {(r["Ronda"], r["Local"], r["Visitante"]) for r in not_received} == {
        (str(m.round), m.home, m.away) for m in expected
    }
    warned = [r for r in not_received if r["Artículo"] == "art. 14"]
    assert len(warned) == 2 * len(expected)
    assert {r["Propuesta"] for r in warned} <= {"amonestación", "propuesta de sanción"}

    pdf = tmp_path / "plazos.pdf"
    assert run(capsys, "federacion", "plazos", "--db", fed, "--fecha", MONDAY, "--out", pdf)[0] == 0
    assert pdf.read_bytes().startswith(b"%PDF")


def _calendar_cells(site) -> dict[tuple[str, str], str]:
    """(home, away) -> the result cell of every calendar page of the site."""
    cells = {}
    for page in site.glob("*/calendario.html"):
        for row in re.findall(r"<tr>(.*?)</tr>", page.read_text(encoding="utf-8")):
            values = [
                html.unescape(re.sub(r"<[^>]+>", "", v)) for v in re.findall(r"<td>(.*?)</td>", row)
            ]
            if len(values) == 4:
                cells[(values[1], values[2])] = values[3]
    return cells


def test_the_publication_calendar_shows_every_calendar_match(
    fed, leagues, exported_actas, capsys, tmp_path, monkeypatch
):
    for sport in ("ajedrez", "domino"):
        assert run(capsys, "competicion", "importar", leagues[sport], "--db", fed)[0] == 0
    filed = file_demo_acta(fed, exported_actas)
    monkeypatch.setattr(office, "canary_now", lambda: MONDAY)
    site = tmp_path / "web"

    code, out, err = run(capsys, "federacion", "publicar", "--db", fed, "--out", site)

    assert code == 0, err
    assert "2 competiciones" in out
    cells = _calendar_cells(site)
    db = open_federation_db(fed, create=False)
    try:
        matches = calendar_matches(db)
    finally:
        db.close()
    assert len(cells) == len(matches) == 56 + 30
    for item in matches:
        cell = cells[(item.match.home, item.match.away)]
        kickoff = item.played_at or item.scheduled_at
        if item.match == filed.match:
            assert re.fullmatch(r"[\d½]+-[\d½]+", cell), cell  # the accepted acta's result
        elif kickoff > MONDAY:
            assert cell == "pendiente"
        elif item.match.round <= 2:
            assert cell == "acta no recibida"
        else:
            assert cell == "pendiente de acta", (item.match, cell)


def test_importar_into_an_empty_server_database_makes_it_the_federations(
    postgres_url, leagues, capsys
):
    """The office may load the season's calendars before the first acta arrives; a preview
    alone leaves the empty database empty."""
    import psycopg

    def tables():
        with psycopg.connect(postgres_url) as con:
            query = "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"
            return con.execute(query).fetchone()[0]

    code, _, err = run(
        capsys, "competicion", "importar", leagues["domino"], "--db", postgres_url, "--vista-previa"
    )
    assert code == 2 and "está vacía" in err and tables() == 0

    code, out, err = run(capsys, "competicion", "importar", leagues["domino"], "--db", postgres_url)
    assert code == 0, err
    assert "30 encuentros nuevos" in out and tables() > 0
    code, out, _ = run(capsys, "competicion", "listar", "--db", postgres_url)
    assert code == 0 and out.splitlines()[1].split()[6] == "30"
