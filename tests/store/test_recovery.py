"""Damaged files at start: each kind is recognised, explained in Spanish, and kept untouched."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from datetime import datetime

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from delegate_app.store import schema
from delegate_app.store.backup import backup_database, newest_backup, restore_backup
from delegate_app.store.database import open_database
from delegate_app.store.errors import DamagedDatabase, SchemaTooNew
from delegate_app.store.recovery import MAGIC, FileStatus, check_file
from delegate_app.store.sqlite_files import set_aside
from tests.helpers.acta_db import build_acta_db
from tests.helpers.damage import corrupt_pages

FUZZ_EXAMPLES = 300


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    """A real Delegado database with a locked acta, closed (WAL checkpointed into the file)."""
    path = tmp_path_factory.mktemp("plantilla") / "delegado.sqlite3"
    build_acta_db(path)
    return path


@pytest.fixture
def real_db(tmp_path, template):
    path = tmp_path / "delegado.sqlite3"
    shutil.copy(template, path)
    return path


def _page_size(path) -> int:
    con = sqlite3.connect(path)
    try:
        return con.execute("PRAGMA page_size").fetchone()[0]
    finally:
        con.close()


def test_a_sound_database_is_ok(real_db):
    state = check_file(real_db)
    assert state.status is FileStatus.OK and not state.damaged
    assert state.revision == schema.HEAD


def test_missing_and_zero_byte_files(tmp_path):
    missing = check_file(tmp_path / "no-existe.sqlite3")
    assert missing.status is FileStatus.MISSING and "No existe" in missing.message
    empty = tmp_path / "vacia.sqlite3"
    empty.write_bytes(b"")
    state = check_file(empty)
    assert state.status is FileStatus.EMPTY and not state.damaged
    assert "está vacío" in state.message
    assert empty.read_bytes() == b""


@pytest.mark.parametrize(
    "content",
    [b"esto no es una base de datos\n" * 100, bytes(range(256)) * 40, b"PK\x03\x04" + b"\0" * 600],
    ids=["texto", "bytes", "zip"],
)
def test_garbage_is_not_a_database(tmp_path, content):
    path = tmp_path / "basura.sqlite3"
    path.write_bytes(content)
    state = check_file(path)
    assert state.status is FileStatus.NOT_A_DATABASE and state.damaged
    assert "no es una base de datos válida" in state.message
    assert "formato de una base de datos SQLite" in state.message
    assert path.read_bytes() == content
    with pytest.raises(DamagedDatabase):
        open_database(path)
    assert path.read_bytes() == content


@pytest.mark.parametrize("keep", ["half", "pages_and_a_bit", "header_only", "magic_only"])
def test_a_truncated_database_is_recognised(real_db, keep):
    data = real_db.read_bytes()
    page = _page_size(real_db)
    cut = {
        "half": (len(data) // page // 2) * page,
        "pages_and_a_bit": 3 * page + 1000,
        "header_only": 60,
        "magic_only": 10,
    }[keep]
    real_db.write_bytes(data[:cut])
    state = check_file(real_db)
    assert state.status is FileStatus.TRUNCATED, state
    assert "está cortado" in state.message and state.damaged
    assert real_db.read_bytes() == data[:cut]


def test_a_sqlite_file_of_another_program(tmp_path):
    path = tmp_path / "facturas.sqlite3"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE factura (id INTEGER PRIMARY KEY, importe REAL)")
    con.execute("INSERT INTO factura (importe) VALUES (12.5)")
    con.commit()
    con.close()
    before = path.read_bytes()
    state = check_file(path)
    assert state.status is FileStatus.FOREIGN and not state.damaged
    assert "no de Delegado" in state.message
    assert path.read_bytes() == before


def test_a_database_with_corrupted_pages(real_db):
    corrupt_pages(real_db)
    before = real_db.read_bytes()
    state = check_file(real_db)
    assert state.status is FileStatus.CORRUPT and state.damaged
    assert "no es una base de datos válida o está dañada" in state.message
    assert real_db.read_bytes() == before


def test_a_bad_page_size_in_the_header_is_corruption(real_db):
    data = bytearray(real_db.read_bytes())
    data[16:18] = (3000).to_bytes(2, "big")
    real_db.write_bytes(bytes(data))
    assert check_file(real_db).status is FileStatus.CORRUPT


def test_a_newer_schema_is_refused_and_left_untouched(real_db):
    con = sqlite3.connect(real_db)
    con.execute("UPDATE alembic_version SET version_num = '0999'")
    con.commit()
    con.close()
    before = real_db.read_bytes()
    state = check_file(real_db)
    assert state.status is FileStatus.NEWER_SCHEMA and not state.damaged
    assert state.revision == "0999"
    assert "versión más reciente de Delegado" in state.message
    assert isinstance(state.error(), SchemaTooNew)
    with pytest.raises(SchemaTooNew):
        open_database(real_db)
    assert real_db.read_bytes() == before


def test_a_database_left_with_its_wal_by_a_killed_process_is_fine(tmp_path):
    path = tmp_path / "cortada-a-medias.sqlite3"
    open_database(path).close()
    # The app writes in WAL mode; killed before any checkpoint, the rows are only in the -wal.
    script = (
        "import os, sqlite3, sys\n"
        "con = sqlite3.connect(sys.argv[1])\n"
        "con.execute('PRAGMA journal_mode=WAL')\n"
        "con.execute('PRAGMA wal_autocheckpoint=0')\n"
        "for i in range(300):\n"
        '    con.execute("INSERT INTO club (name, sport, locality, venue_address, is_own) '
        "VALUES (?, 'ajedrez', '', '', 0)\", (f'Club {i}',))\n"
        "con.commit()\n"
        "os._exit(0)\n"
    )
    subprocess.run([sys.executable, "-c", script, str(path)], check=True)
    assert os.path.getsize(f"{path}-wal") > 0
    state = check_file(path)
    assert state.status is FileStatus.OK, state
    db = open_database(path)
    with db.engine.connect() as con:
        assert con.exec_driver_sql("SELECT count(*) FROM club").scalar() == 300
    db.close()


def test_a_transaction_cut_short_in_rollback_journal_mode_is_rolled_back_not_called_damage(
    real_db,
):
    # A copy being restored is written in rollback-journal mode: a crash there leaves a hot
    # journal, which only SQLite's own roll-back makes sense of.
    con = sqlite3.connect(real_db)
    con.execute("PRAGMA journal_mode=DELETE")
    con.close()
    script = (
        "import os, sqlite3, sys\n"
        "con = sqlite3.connect(sys.argv[1])\n"
        "con.execute('PRAGMA cache_size=1')\n"
        "con.execute('BEGIN')\n"
        "con.execute(\"UPDATE club SET name = name || ' (a medias)'\")\n"
        'con.execute("DELETE FROM official")\n'
        'con.execute("INSERT INTO club (name, sport, locality, venue_address, is_own) '
        "SELECT name || ' bis', sport, '', '', 0 FROM club\")\n"
        "os._exit(0)\n"
    )
    subprocess.run([sys.executable, "-c", script, str(real_db)], check=True)
    assert os.path.getsize(f"{real_db}-journal") > 0
    state = check_file(real_db)
    assert state.status is FileStatus.OK, state
    con = sqlite3.connect(real_db)
    assert [r[0] for r in con.execute("SELECT name FROM club ORDER BY id")] == [
        "CA Anaga",
        "CA Teno",
    ]
    con.close()


# --- keeping a damaged file aside ------------------------------------------------------------


def test_set_aside_moves_the_file_and_its_sidecars_and_never_overwrites(tmp_path):
    path = tmp_path / "delegado.sqlite3"
    now = datetime(2026, 11, 7, 18, 30, 5)
    first_content = b"primero" * 100
    path.write_bytes(first_content)
    (tmp_path / "delegado.sqlite3-wal").write_bytes(b"wal del primero")
    (tmp_path / "delegado.sqlite3-shm").write_bytes(b"shm del primero")
    first = set_aside(path, now=now)
    assert first.name == "delegado-danado-20261107-183005.sqlite3"
    assert first.read_bytes() == first_content
    assert (tmp_path / "delegado-danado-20261107-183005.sqlite3-wal").read_bytes() == (
        b"wal del primero"
    )
    assert not path.exists() and not (tmp_path / "delegado.sqlite3-wal").exists()
    assert not (tmp_path / "delegado.sqlite3-shm").exists()

    # Same second, a second damaged file: a new name, the first one untouched.
    path.write_bytes(b"segundo")
    second = set_aside(path, now=now)
    assert second.name == "delegado-danado-20261107-183005-2.sqlite3"
    assert second.read_bytes() == b"segundo"
    assert first.read_bytes() == first_content
    path.write_bytes(b"tercero")
    third = set_aside(path, now=now)
    assert third.name.endswith("-3.sqlite3") and third.read_bytes() == b"tercero"
    assert len(list(tmp_path.glob("delegado-danado-*.sqlite3"))) == 3


# --- the restore path ----------------------------------------------------------------------------


def test_damaged_file_restored_from_the_newest_sound_backup(real_db):
    older = backup_database(real_db, "diaria", now=datetime(2026, 11, 1, 9, 0))
    con = sqlite3.connect(real_db)
    con.execute(
        "INSERT INTO club (name, sport, locality, venue_address, is_own) "
        "VALUES ('CA Nuevo', 'ajedrez', '', '', 0)"
    )
    con.commit()
    con.close()
    newest = backup_database(real_db, "diaria", now=datetime(2026, 11, 2, 9, 0))
    # A newer copy that is itself damaged is passed over.
    broken = backup_database(real_db, "acta-cerrada-1", now=datetime(2026, 11, 3, 9, 0))
    corrupt_pages(broken)
    assert newest_backup(real_db).path == newest != older

    corrupt_pages(real_db)
    damaged_bytes = real_db.read_bytes()
    assert check_file(real_db).damaged
    aside = set_aside(real_db)
    restore_backup(real_db, newest)

    assert aside.read_bytes() == damaged_bytes
    assert check_file(real_db).status is FileStatus.OK
    db = open_database(real_db)
    with db.engine.connect() as con:
        clubs = [r[0] for r in con.exec_driver_sql("SELECT name FROM club ORDER BY id")]
        locked = con.exec_driver_sql(
            "SELECT count(*) FROM matchday WHERE locked_at IS NOT NULL"
        ).scalar()
    db.close()
    assert clubs == ["CA Anaga", "CA Teno", "CA Nuevo"] and locked == 1


def test_no_sound_backup_means_none(real_db):
    assert newest_backup(real_db) is None
    broken = backup_database(real_db, "diaria")
    broken.write_bytes(b"basura")
    assert newest_backup(real_db) is None


# --- fuzzing ---------------------------------------------------------------------------------


@pytest.mark.slow
@settings(
    max_examples=FUZZ_EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    data=st.one_of(
        st.binary(max_size=3000),
        st.binary(min_size=84, max_size=5000).map(lambda b: MAGIC + b),
    )
)
def test_fuzz_check_file_on_random_bytes_never_raises_and_never_says_ok(tmp_path, data):
    # FUZZ_EXAMPLES (300) random files: plain bytes, and bytes behind a SQLite header.
    path = tmp_path / "aleatorio.sqlite3"
    path.write_bytes(data)
    state = check_file(path)
    assert state.status is not FileStatus.OK
    if data:
        assert state.status is not FileStatus.MISSING
        assert state.message
    assert path.read_bytes() == data


@pytest.mark.slow
@settings(
    max_examples=FUZZ_EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    flips=st.lists(
        st.tuples(st.integers(min_value=0), st.integers(min_value=1, max_value=255)),
        min_size=1,
        max_size=12,
    ),
    cut=st.one_of(st.none(), st.integers(min_value=0)),
)
def test_fuzz_check_file_on_a_mangled_real_database(tmp_path, template, flips, cut):
    # FUZZ_EXAMPLES (300) copies of a real database with random bytes flipped and maybe cut:
    # check_file never raises, and whenever it says OK, SQLite can read every table. (Read as
    # bytes: a flipped bit inside a text value is invisible to SQLite, which keeps no page
    # checksums; for actas and incidents the content hashes are what catch it.)
    data = bytearray(template.read_bytes())
    for position, mask in flips:
        data[position % len(data)] ^= mask
    if cut is not None:
        data = data[: cut % len(data)]
    path = tmp_path / "mutilada.sqlite3"
    path.write_bytes(bytes(data))
    state = check_file(path)
    assert path.read_bytes() == bytes(data)
    if state.status is FileStatus.OK:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        con.text_factory = bytes
        try:
            tables = [
                r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")
            ]
            for table in tables:
                con.execute(f'SELECT * FROM "{table.decode()}"').fetchall()
        finally:
            con.close()
