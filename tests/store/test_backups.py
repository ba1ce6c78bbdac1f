"""Backups: one a day, one per locked acta, rotated; restore, export and import as one file."""

from __future__ import annotations

import shutil
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from delegate_app.store import schema
from delegate_app.store.backup import (
    backup_after_lock,
    backup_database,
    backups_dir,
    daily_backup,
    export_database,
    import_database,
    list_backups,
    restore_backup,
    rotate_backups,
)
from delegate_app.store.database import open_database
from delegate_app.store.errors import (
    DamagedDatabase,
    DatabaseProblem,
    NotADelegadoDatabase,
    SchemaTooNew,
    StoreError,
)
from tests.helpers.acta_db import build_acta_db

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
FUZZ_EXAMPLES = 200


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    path = tmp_path_factory.mktemp("plantilla") / "delegado.sqlite3"
    build_acta_db(path)
    return path


@pytest.fixture
def club_db(tmp_path, template):
    path = tmp_path / "datos" / "delegado.sqlite3"
    path.parent.mkdir()
    shutil.copy(template, path)
    return path


def add_club(path, name):
    con = sqlite3.connect(path)
    con.execute(
        "INSERT INTO club (name, sport, locality, venue_address, is_own) "
        "VALUES (?, 'ajedrez', '', '', 0)",
        (name,),
    )
    con.commit()
    con.close()


def clubs(path) -> list[str]:
    con = sqlite3.connect(path)
    try:
        return [r[0] for r in con.execute("SELECT name FROM club ORDER BY id")]
    finally:
        con.close()


def dump(path) -> list[str]:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return list(con.iterdump())
    finally:
        con.close()


# --- automatic copies --------------------------------------------------------------------------


def test_daily_backup_once_per_day(club_db):
    monday, tuesday = date(2026, 11, 2), date(2026, 11, 3)
    first = daily_backup(club_db, keep=20, today=monday)
    assert first is not None and first.parent == backups_dir(club_db)
    assert daily_backup(club_db, keep=20, today=monday) is None
    assert daily_backup(club_db, keep=20, today=monday) is None
    second = daily_backup(club_db, keep=20, today=tuesday)
    assert second is not None
    infos = list_backups(club_db)
    assert [(i.made_at.date(), i.reason) for i in infos] == [
        (tuesday, "diaria"),
        (monday, "diaria"),
    ]


def test_backup_is_made_with_the_backup_api_while_the_app_writes(club_db):
    db = open_database(club_db)
    with db.engine.begin() as con:  # uncheckpointed, in the -wal only
        con.exec_driver_sql(
            "INSERT INTO club (name, sport, locality, venue_address, is_own) "
            "VALUES ('CA Recién', 'ajedrez', '', '', 0)"
        )
    copy = daily_backup(club_db, today=date(2026, 11, 2))
    db.close()
    assert "CA Recién" in clubs(copy)
    assert not Path(f"{copy}-wal").exists()  # a single self-contained file
    con = sqlite3.connect(copy)
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    con.close()


def test_rotation_keeps_the_last_n_automatic_copies_and_every_chosen_one(club_db):
    start = datetime(2026, 10, 1, 9, 0)
    backup_database(club_db, "antes-de-migrar-0004", now=start - timedelta(days=1))
    for day in range(25):
        reason = "diaria" if day % 3 else f"acta-cerrada-{day}"
        backup_database(club_db, reason, now=start + timedelta(days=day))
    leftover = backups_dir(club_db) / "delegado-20261001-090000-000000-diaria.sqlite3.parcial"
    leftover.write_bytes(b"copia interrumpida")
    removed = rotate_backups(club_db, keep=20)
    assert len(removed) == 5
    assert not leftover.exists()
    infos = list_backups(club_db, with_contents=False)
    automatic = [i for i in infos if i.automatic]
    assert len(automatic) == 20
    assert min(i.made_at for i in automatic) == start + timedelta(days=5)
    assert [i.reason for i in infos if not i.automatic] == ["antes-de-migrar-0004"]


def test_rotation_through_daily_and_after_lock_copies(club_db):
    for day in range(6):
        daily_backup(club_db, keep=3, today=date(2026, 11, 1) + timedelta(days=day))
    assert len(list_backups(club_db, with_contents=False)) == 3
    after_lock = backup_after_lock(club_db, match_id=1, keep=3)
    infos = list_backups(club_db, with_contents=False)
    assert len(infos) == 3 and infos[0].path == after_lock
    assert infos[0].reason == "acta-cerrada-1"
    assert infos[0].reason_text == "Al cerrar el acta del encuentro n.º 1"


def test_listing_reads_the_contents_of_each_copy(club_db):
    backup_after_lock(club_db, 1)
    add_club(club_db, "CA Nuevo")
    daily_backup(club_db, today=date.today())
    (backups_dir(club_db) / "otra-20261101-090000-000000-diaria.sqlite3").write_bytes(b"x")
    (backups_dir(club_db) / "delegado-sin-fecha.sqlite3").write_bytes(b"x")
    (backups_dir(club_db) / "delegado-20261101-090000-000000-diaria.sqlite3.parcial").write_bytes(
        b"x"
    )
    newest, oldest = list_backups(club_db)
    assert (newest.reason, oldest.reason) == ("diaria", "acta-cerrada-1")
    assert (oldest.clubs, oldest.players, oldest.matches, oldest.locked_actas) == (2, 4, 2, 1)
    assert newest.clubs == 3 and newest.revision == schema.HEAD
    assert newest.contents_text == "3 clubes, 4 jugadores, 2 encuentros, 1 acta cerrada"
    assert newest.size == newest.path.stat().st_size


def test_a_copy_that_cannot_be_read_is_listed_as_such(club_db):
    copy = daily_backup(club_db)
    copy.write_bytes(b"basura" * 1000)
    [info] = list_backups(club_db)
    assert not info.readable and info.contents_text == "no se puede leer"


# --- restore -------------------------------------------------------------------------------------


def test_restore_puts_the_copy_back_and_keeps_the_current_one(club_db):
    copy = daily_backup(club_db, today=date(2026, 11, 2))
    add_club(club_db, "CA Después")
    kept = restore_backup(club_db, copy)
    assert clubs(club_db) == ["CA Anaga", "CA Teno"]
    assert kept.name.endswith("-antes-de-restaurar.sqlite3")
    assert "CA Después" in clubs(kept)
    reasons = {i.reason for i in list_backups(club_db)}
    assert reasons == {"diaria", "antes-de-restaurar"}
    db = open_database(club_db)  # reopens (and checks) as the app does after a restore
    db.close()
    # The way back: restoring the kept copy undoes the restore.
    restore_backup(club_db, kept)
    assert clubs(club_db) == ["CA Anaga", "CA Teno", "CA Después"]


def test_restore_refuses_a_damaged_copy_and_changes_nothing(club_db):
    copy = daily_backup(club_db)
    data = bytearray(copy.read_bytes())
    copy.write_bytes(bytes(data[: len(data) // 2]))
    before = dump(club_db)
    with pytest.raises(DamagedDatabase, match="no es una base de datos válida"):
        restore_backup(club_db, copy)
    assert dump(club_db) == before
    assert [i.reason for i in list_backups(club_db)] == ["diaria"]


def test_restoring_a_copy_from_before_a_migration_upgrades_it_on_reopen(club_db):
    old = backups_dir(club_db) / "delegado-20251004-200000-000000-antes-de-migrar-0003.sqlite3"
    old.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(FIXTURES / "schema-0003.sqlite3", old)
    [info] = list_backups(club_db)
    assert info.revision == "0003" and info.locked_actas == 0  # no acta table yet in 0003
    restore_backup(club_db, old)
    open_database(club_db).close()
    con = sqlite3.connect(club_db)
    assert con.execute("SELECT version_num FROM alembic_version").fetchone()[0] == schema.HEAD
    assert con.execute("SELECT count(*) FROM player").fetchone()[0] == 3
    con.close()


def test_restoring_the_open_database_onto_itself_is_refused(club_db):
    with pytest.raises(StoreError):
        restore_backup(club_db, club_db)


# --- export and import ---------------------------------------------------------------------------


def test_export_import_round_trip(club_db, tmp_path):
    db = open_database(club_db)
    with db.engine.begin() as con:
        con.exec_driver_sql(
            "INSERT INTO club (name, sport, locality, venue_address, is_own) "
            "VALUES ('CA Exportado', 'ajedrez', '', '', 0)"
        )
    stick = tmp_path / "usb" / "delegado-2026-11-07.sqlite3"
    export_database(club_db, stick)
    db.close()
    assert sorted(p.name for p in stick.parent.iterdir()) == [stick.name]  # one file
    exported = dump(stick)
    assert "CA Exportado" in clubs(stick)

    add_club(club_db, "CA Tras exportar")
    kept = import_database(stick, club_db)
    assert dump(club_db) == exported
    assert kept is not None and "CA Tras exportar" in clubs(kept)
    assert kept.name.endswith("-antes-de-importar.sqlite3")
    open_database(club_db).close()
    assert stick.read_bytes()  # the source is only read
    assert dump(stick) == exported


def test_import_into_a_folder_without_a_database_yet(tmp_path, club_db):
    target = tmp_path / "nuevo" / "delegado.sqlite3"
    assert import_database(club_db, target) is None
    assert clubs(target) == ["CA Anaga", "CA Teno"]


def test_import_of_an_older_schema_is_upgraded_on_reopen(club_db):
    import_database(FIXTURES / "schema-0002.sqlite3", club_db)
    open_database(club_db).close()
    assert len(clubs(club_db)) == 2


def _foreign(path):
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE nota (texto TEXT)")
    con.commit()
    con.close()


def _newer(path, template):
    shutil.copy(template, path)
    con = sqlite3.connect(path)
    con.execute("UPDATE alembic_version SET version_num = '0999'")
    con.commit()
    con.close()


@pytest.mark.parametrize(
    ("kind", "error", "words"),
    [
        ("basura", DamagedDatabase, "no es una base de datos válida"),
        ("vacio", DamagedDatabase, "vacía"),
        ("cortado", DamagedDatabase, "está cortado"),
        ("otro-programa", NotADelegadoDatabase, "no de Delegado"),
        ("mas-reciente", SchemaTooNew, "versión más reciente"),
        ("no-existe", DamagedDatabase, "No existe"),
    ],
)
def test_import_refuses_what_is_not_a_sound_delegado_database(
    club_db, tmp_path, template, kind, error, words
):
    source = tmp_path / f"{kind}.sqlite3"
    if kind == "basura":
        source.write_bytes(b"\x00\x01 no soy una base de datos " * 300)
    elif kind == "vacio":
        source.write_bytes(b"")
    elif kind == "cortado":
        source.write_bytes(template.read_bytes()[:20000])
    elif kind == "otro-programa":
        _foreign(source)
    elif kind == "mas-reciente":
        _newer(source, template)
    before = dump(club_db)
    with pytest.raises(error, match=words):
        import_database(source, club_db)
    assert dump(club_db) == before
    assert list_backups(club_db) == []  # nothing was even set aside


@pytest.mark.slow
@settings(
    max_examples=FUZZ_EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    data=st.one_of(
        st.binary(max_size=4000),
        st.binary(min_size=84, max_size=8000).map(lambda b: b"SQLite format 3\x00" + b),
    )
)
def test_fuzz_import_of_random_bytes_is_refused_and_changes_nothing(club_db, tmp_path, data):
    # FUZZ_EXAMPLES (200) random files offered for import: each is refused with a store error
    # (a Spanish message), and the database is left exactly as it was.
    source = tmp_path / "aleatorio.sqlite3"
    source.write_bytes(data)
    before = club_db.read_bytes()
    with pytest.raises(DatabaseProblem):
        import_database(source, club_db)
    assert club_db.read_bytes() == before
    assert not backups_dir(club_db).exists()


def test_reading_a_wal_format_copy_leaves_no_files_behind(club_db):
    # Copies made by earlier versions kept the WAL flag of the database they came from.
    old = backups_dir(club_db) / "delegado-20261101-090000-000000-antes-de-migrar-0004.sqlite3"
    old.parent.mkdir()
    src, dst = sqlite3.connect(club_db), sqlite3.connect(old)
    src.backup(dst)
    dst.close()
    src.close()
    assert old.read_bytes()[18:20] == b"\x02\x02"
    [info] = list_backups(club_db)
    assert info.clubs == 2
    restore_backup(club_db, old)
    assert sorted(p.name for p in old.parent.iterdir() if "migrar" in p.name) == [old.name]


def test_a_missing_database_is_not_created_by_a_backup(tmp_path):
    path = tmp_path / "no-existe.sqlite3"
    with pytest.raises(FileNotFoundError):
        daily_backup(path)
    assert not path.exists()


def test_a_sqlite_failure_while_exporting_is_a_store_error_in_spanish(
    club_db, tmp_path, monkeypatch
):
    # A disk error half-way through SQLite's backup API (a USB stick pulled out): the window
    # and the command line get it as a StoreError in Spanish, not as sqlite3's own exception.
    from delegate_app.store import backup

    def failing_copy(*_args, **_kwargs):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(backup, "_copy_with_backup_api", failing_copy)
    with pytest.raises(StoreError, match=r"No se pudo exportar la base de datos.*disk I/O"):
        export_database(club_db, tmp_path / "usb" / "copia.sqlite3")
