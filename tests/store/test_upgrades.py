"""Every released schema version is kept as a fixture and must upgrade without losing data."""

import shutil
import sqlite3
from pathlib import Path

import pytest

from delegate_app.store import schema
from delegate_app.store.backup import backups_dir
from delegate_app.store.database import open_database

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def test_there_is_a_fixture_for_every_schema_version_but_the_newest():
    kept = sorted(p.stem.removeprefix("schema-") for p in FIXTURES.glob("schema-*.sqlite3"))
    assert kept == list(schema.REVISIONS[:-1])


@pytest.mark.parametrize("revision", schema.REVISIONS[:-1])
def test_old_database_upgrades_keeps_its_data_and_is_backed_up_first(tmp_path, revision):
    path = tmp_path / "club.sqlite3"
    shutil.copy(FIXTURES / f"schema-{revision}.sqlite3", path)
    original = {
        table: sqlite3.connect(path).execute(f"SELECT * FROM {table} ORDER BY 1").fetchall()
        for table in ("club", "team", "competition", "official", "round", "match")
    }
    db = open_database(path)
    db.close()
    con = sqlite3.connect(path)
    assert con.execute("SELECT version_num FROM alembic_version").fetchone()[0] == schema.HEAD
    assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert con.execute("PRAGMA foreign_key_check").fetchall() == []
    for table, rows in original.items():
        assert con.execute(f"SELECT * FROM {table} ORDER BY 1").fetchall() == rows, table
    players = con.execute(
        "SELECT licence, first_name, last_name, dni, active, has_certificate FROM player "
        "ORDER BY id"
    ).fetchall()
    assert players == [
        ("TF-1", "Begoña", "Núñez Peña", "12345678Z", 1, 0),
        ("TF-2", "Iñaki", "Martín", "X1234567L", 1, 0),
        ("TF-3", "Óscar", "Díaz", None, 0, 0),
    ]
    [copy] = backups_dir(path).glob(f"*antes-de-migrar-{revision}*.sqlite3")
    backup = sqlite3.connect(copy)
    assert backup.execute("SELECT version_num FROM alembic_version").fetchone()[0] == revision
    assert backup.execute("SELECT count(*) FROM player").fetchone()[0] == 3
