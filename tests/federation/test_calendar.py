"""The league calendar in the federation's database, on SQLite and on PostgreSQL: imported all or
nothing from the club side's league file, idempotent, updated with a preview, on the same
match rows and competition ids as the received actas, and refused in Spanish for bad input."""

from __future__ import annotations

import json
import multiprocessing
import queue
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import func, select

from delegate_app.store.errors import NotADelegadoDatabase, StoreError
from delegate_app.store.federation.calendar import (
    FedCalendar,
    FedFixture,
    FedTeam,
    calendar_matches,
    calendar_sizes,
    import_calendar,
)
from delegate_app.store.federation.database import open_federation_db
from delegate_app.store.federation.inbox import competition_id_for, file_verdict
from delegate_app.store.federation.models import FedCompetition, FedMatch
from tests.federation.calendar_files import all_matches, edited, export_demo_leagues
from tests.federation.verdicts import verdict_from

T0 = datetime(2026, 10, 5, 9, 0, tzinfo=UTC)
TABLES = (FedCompetition, FedMatch, FedTeam, FedFixture, FedCalendar)


@pytest.fixture(scope="session")
def leagues(demo_template, tmp_path_factory):
    return export_demo_leagues(demo_template, tmp_path_factory.mktemp("ligas"))


def counts(db) -> tuple[int, ...]:
    with db.engine.connect() as c:
        return tuple(
            c.execute(select(func.count()).select_from(table)).scalar_one() for table in TABLES
        )


def chess_verdict(exported_actas, name="acta.pdf"):
    document = exported_actas["ajedrez"]
    return verdict_from(document.pdf, document.data, sport="ajedrez", file_name=name)


def test_importing_a_league_file_stores_its_whole_calendar(federation_db, leagues):
    outcome = import_calendar(federation_db, leagues["ajedrez"])

    document = json.loads(leagues["ajedrez"].read_text(encoding="utf-8"))
    name, season = document["competicion"]["nombre"], document["competicion"]["temporada"]
    assert outcome.new_competition and outcome.changed
    assert outcome.competition_id == competition_id_for("ajedrez", season, name)
    assert outcome.counts == {
        "competición nueva": 1,
        "equipos nuevos": 8,
        "encuentros nuevos": 56,
    }
    matches = calendar_matches(federation_db)
    assert len(matches) == 56 == len(all_matches(document))
    assert calendar_sizes(federation_db) == {outcome.competition_id: 56}
    first = document["calendario"][0]
    item = next(m for m in matches if m.match.round == 1)
    assert item.official_date.isoformat() == first["fecha_oficial"]
    assert item.match.season == season and item.match.competition == name
    # each team's club comes from the file
    clubs = {team["nombre"]: team["club"] for team in document["equipos"]}
    assert all(m.home_club == clubs[m.match.home] for m in matches)
    assert all(m.away_club == clubs[m.match.away] for m in matches)


def test_importing_the_same_file_again_changes_nothing_and_says_so(federation_db, leagues):
    import_calendar(federation_db, leagues["domino"])
    before = counts(federation_db)

    again = import_calendar(federation_db, leagues["domino"])

    assert not again.changed and again.changes == [] and again.summary == "sin cambios"
    assert not again.new_competition
    assert counts(federation_db) == before


def test_the_competition_has_the_same_id_whether_the_calendar_or_an_acta_came_first(
    federation_db_url, tmp_path, leagues, exported_actas
):
    # first the acta, then the calendar
    db = open_federation_db(federation_db_url, create=True)
    try:
        filed = file_verdict(db, chess_verdict(exported_actas), T0)
        outcome = import_calendar(db, leagues["ajedrez"])
        assert outcome.competition_id == filed.competition_id
        assert not outcome.new_competition
        # the acta's match is one of the calendar's: no 57th match, and nothing unscheduled
        assert counts(db)[:2] == (1, 56)
        assert outcome.notes == []
        [match] = [m for m in calendar_matches(db) if m.match == filed.match]
        assert match.match_id == filed.match_id
    finally:
        db.close()
    # the other way round, in a second database
    other = open_federation_db(str(tmp_path / "otra.sqlite3"), create=True)
    try:
        imported = import_calendar(other, leagues["ajedrez"])
        again = file_verdict(other, chess_verdict(exported_actas), T0)
        assert again.competition_id == imported.competition_id == filed.competition_id
        assert counts(other)[:2] == (1, 56)
    finally:
        other.close()


def test_actas_of_a_match_the_calendar_does_not_hold_are_pointed_out(
    federation_db, leagues, exported_actas
):
    verdict = chess_verdict(exported_actas)
    assert verdict.match is not None
    renamed = replace(verdict.match, home=verdict.match.home + " (sic)")
    file_verdict(federation_db, replace(verdict, match=renamed), T0)

    outcome = import_calendar(federation_db, leagues["ajedrez"])

    assert len(outcome.notes) == 1
    assert f"«{renamed.home}»" in outcome.notes[0] and "nombres de los equipos" in outcome.notes[0]


def test_a_changed_calendar_is_previewed_then_updated_in_place(federation_db, leagues, tmp_path):
    import_calendar(federation_db, leagues["ajedrez"])
    before = counts(federation_db)
    dropped = {}

    def change(document):
        first = document["calendario"][0]["encuentros"][0]
        first["hora_oficial"] = "2026-10-04T10:00:00"
        first["lugar"] = "Sede provisional"
        last = document["calendario"][-1]
        dropped.update(last["encuentros"].pop())
        last["fecha_oficial"] = "2027-01-23"

    moved = edited(leagues["ajedrez"], tmp_path / "liga-cambiada.json", change)

    preview = import_calendar(federation_db, moved, preview=True)

    assert preview.changed
    assert any(
        "hora oficial 03/10/2026 16:00 → 04/10/2026 10:00" in c and "Sede provisional" in c
        for c in preview.changes
    )
    assert any("ya no está en el calendario" in c for c in preview.changes)
    assert preview.counts["encuentros retirados"] == 1
    assert counts(federation_db) == before  # the preview changed nothing
    untouched = {m.match: m for m in calendar_matches(federation_db)}

    applied = import_calendar(federation_db, moved)

    assert applied.changes == preview.changes
    after = {m.match: m for m in calendar_matches(federation_db)}
    assert len(after) == 55
    changed = [key for key in after if after[key].scheduled_at != untouched[key].scheduled_at]
    assert len(changed) == 1
    assert after[changed[0]].scheduled_at == datetime(2026, 10, 4, 10, 0)
    assert after[changed[0]].venue == "Sede provisional"
    last_round = max(key.round for key in after)
    assert {m.official_date.isoformat() for m in after.values() if m.match.round == last_round} == {
        "2027-01-23"
    }
    # and the changed file again: nothing more
    assert not import_calendar(federation_db, moved).changed


def test_a_withdrawn_match_keeps_its_received_actas(federation_db, leagues, exported_actas):
    import_calendar(federation_db, leagues["ajedrez"])
    filed = file_verdict(federation_db, chess_verdict(exported_actas), T0)
    match = filed.match
    assert match is not None

    def withdraw(document):
        for rnd in document["calendario"]:
            rnd["encuentros"] = [
                m
                for m in rnd["encuentros"]
                if not (rnd["ronda"] == match.round and m["local"]["club"] == filed_club(document))
            ]

    def filed_club(document):
        return next(t["club"] for t in document["equipos"] if t["nombre"] == match.home)

    path = edited(leagues["ajedrez"], leagues["ajedrez"].with_name("sin-uno.json"), withdraw)
    outcome = import_calendar(federation_db, path)

    assert any("se conservan sus actas recibidas" in c for c in outcome.changes)
    with federation_db.engine.connect() as c:
        assert c.execute(select(FedMatch.id).where(FedMatch.id == filed.match_id)).first()
    assert match not in {m.match for m in calendar_matches(federation_db)}


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"%PDF-1.7 not a league", "no es JSON válido"),
        (b'{"formato": "otra-cosa", "version": 1}', "no es un archivo de liga de Delegado"),
        (b'{"formato": "delegado-archivo-de-liga", "version": 99}', "versión más reciente"),
    ],
)
def test_a_file_that_is_not_a_league_file_is_refused_and_changes_nothing(
    federation_db, tmp_path, leagues, content, message
):
    import_calendar(federation_db, leagues["domino"])
    before = counts(federation_db)
    path = tmp_path / "liga.json"
    path.write_bytes(content)

    with pytest.raises(StoreError, match=message) as refused:
        import_calendar(federation_db, path)

    assert "nada" in str(refused.value)
    assert counts(federation_db) == before


def test_a_calendar_naming_an_unknown_team_is_refused_and_changes_nothing(
    federation_db, leagues, tmp_path
):
    def unknown(document):
        document["calendario"][2]["encuentros"][1]["visitante"] = {
            "club": "CD Fantasma",
            "rango": "A",
        }

    path = edited(leagues["ajedrez"], tmp_path / "liga.json", unknown)

    with pytest.raises(StoreError, match=r"calendario\[3\]\.encuentros\[2\].*CD Fantasma A"):
        import_calendar(federation_db, path)
    assert counts(federation_db) == (0, 0, 0, 0, 0)


def test_two_teams_with_one_name_or_a_team_twice_in_a_round_are_refused(
    federation_db, leagues, tmp_path
):
    def same_name(document):
        document["equipos"][1]["nombre"] = document["equipos"][0]["nombre"]

    def twice(document):
        matches = document["calendario"][0]["encuentros"]
        matches[1]["local"] = matches[0]["local"]

    for change, message in ((same_name, "dos equipos se llaman"), (twice, "dos encuentros")):
        path = edited(leagues["domino"], tmp_path / "liga.json", change)
        with pytest.raises(StoreError, match=message):
            import_calendar(federation_db, path)
    assert counts(federation_db) == (0, 0, 0, 0, 0)


def test_a_club_database_is_refused_as_the_federation_one(db_path):
    from delegate_app.store.database import open_database

    open_database(db_path).close()
    with pytest.raises(NotADelegadoDatabase, match="base de datos de un club"):
        open_federation_db(str(db_path), create=False)


def _importer(url, path, barrier, results, worker):
    try:
        from delegate_app.store.federation.calendar import import_calendar
        from delegate_app.store.federation.database import open_federation_db

        barrier.wait(timeout=120)
        db = open_federation_db(url, create=True)
        try:
            outcome = import_calendar(db, path)
        finally:
            db.close()
        results.put((worker, outcome.new_competition, outcome.counts, None))
    except BaseException as exc:  # reported to the test, which fails with it
        results.put((worker, False, {}, repr(exc)))


def test_clerks_importing_one_calendar_at_once_never_duplicate_rows(
    federation_db_url, leagues, exported_actas
):
    """Three processes import the same calendar into one new database at the same moment
    (racing its migration too), while the demo acta is filed: one set of rows."""
    workers = 3
    context = multiprocessing.get_context("spawn")
    barrier, results = context.Barrier(workers), context.Queue()
    processes = [
        context.Process(
            target=_importer,
            args=(federation_db_url, leagues["ajedrez"], barrier, results, worker),
            daemon=True,
        )
        for worker in range(workers)
    ]
    for process in processes:
        process.start()
    outcomes = []
    try:
        for _ in range(workers):
            outcomes.append(results.get(timeout=180))
    except queue.Empty:
        pytest.fail("an importer did not finish")
    finally:
        for process in processes:
            process.join(timeout=30)
    assert [error for *_, error in outcomes if error] == []
    # exactly one of them created the calendar; the others found it there
    assert sorted(new for _, new, _, _ in outcomes) == [False, False, True]
    assert sum(c.get("encuentros nuevos", 0) for _, _, c, _ in outcomes) == 56
    db = open_federation_db(federation_db_url, create=False)
    try:
        assert counts(db) == (1, 56, 8, 56, 1)
        filed = file_verdict(db, chess_verdict(exported_actas), T0)
        assert filed.match_id in {m.match_id for m in calendar_matches(db)}
        assert counts(db)[:2] == (1, 56)
    finally:
        db.close()


def test_a_fed_0002_database_with_actas_upgrades_and_takes_the_calendar(
    federation_db_url, leagues, exported_actas, monkeypatch
):
    """An office's database from before the calendar (fed_0002, an acta already filed) is
    migrated on opening, keeps its acta, and the calendar lands on that acta's match."""
    from alembic import command
    from sqlalchemy import inspect, text

    from delegate_app.store.federation import database, schema
    from delegate_app.store.federation.migrations.runner import alembic_config
    from delegate_app.store.federation.models import FedReceivedFile

    target = federation_db_url
    engine = (
        database._postgres_engine(database._postgres_url(target))
        if database.is_url(target)
        else database._sqlite_engine(Path(target))
    )
    try:
        command.upgrade(alembic_config(engine.execution_options(fed_immediate=True)), "fed_0002")
        with engine.connect() as c:
            assert "fed_fixture" not in set(inspect(c).get_table_names())
        # filing touches only fed_0001's tables: the acta as the previous version filed it
        # (which kept no office log: fed_0007)
        from delegate_app.store.federation import inbox

        monkeypatch.setattr(inbox, "_log_intake", lambda *_: None)
        filed = file_verdict(
            database.FederationDb(target, engine), chess_verdict(exported_actas), T0
        )
    finally:
        engine.dispose()
        monkeypatch.undo()

    db = open_federation_db(target, create=False)  # migrates to the head on opening
    try:
        with db.engine.connect() as c:
            version = c.execute(text(f"SELECT version_num FROM {schema.VERSION_TABLE}")).scalar()
            kept = c.execute(select(FedReceivedFile.file_sha256)).scalars().all()
            tables = set(inspect(c).get_table_names())
        assert version == schema.HEAD and {"fed_team", "fed_fixture", "fed_calendar"} <= tables
        assert len(kept) == 1
        outcome = import_calendar(db, leagues["ajedrez"])
        assert outcome.competition_id == filed.competition_id
        assert filed.match_id in {m.match_id for m in calendar_matches(db)}
        assert counts(db) == (1, 56, 8, 56, 1)
    finally:
        db.close()


def test_a_postponed_match_owes_no_acta_until_it_has_a_new_day(federation_db, leagues, tmp_path):
    from delegate_app.store.federation.calendar import calendar_records

    def postpone(document, new_day=None):
        first = document["calendario"][0]["encuentros"][0]
        first["estado"] = "aplazado"
        first["jugado_en"] = new_day

    import_calendar(federation_db, edited(leagues["ajedrez"], tmp_path / "a.json", postpone))
    records = calendar_records(federation_db, None, set())
    postponed = [m for m in calendar_matches(federation_db) if m.postponed]
    assert len(postponed) == 1 and len(records) == 55
    assert postponed[0].match not in {r.match for r in records}

    moved = edited(
        leagues["ajedrez"],
        tmp_path / "b.json",
        lambda document: postpone(document, "2026-11-04T18:00:00"),
    )
    outcome = import_calendar(federation_db, moved)
    assert any("se juega 04/11/2026 18:00" in change for change in outcome.changes)
    [record] = [
        r for r in calendar_records(federation_db, None, set()) if r.match == postponed[0].match
    ]
    assert record.played_on.isoformat() == "2026-11-04" and record.from_calendar
