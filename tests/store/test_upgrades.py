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
    assert kept == sorted(schema.REVISIONS[:-1])  # ids name migrations, not their order


def _tables(con) -> list[str]:
    return [
        row[0]
        for row in con.execute(
            "SELECT name FROM sqlite_master WHERE type='table' AND name != 'alembic_version'"
        )
    ]


def _rows(con, table: str, columns: list[str]) -> list[tuple]:
    return con.execute(f"SELECT {', '.join(columns)} FROM {table} ORDER BY 1").fetchall()


@pytest.mark.parametrize("revision", schema.REVISIONS[:-1])
def test_old_database_upgrades_keeps_its_data_and_is_backed_up_first(tmp_path, revision):
    path = tmp_path / "club.sqlite3"
    shutil.copy(FIXTURES / f"schema-{revision}.sqlite3", path)
    old = sqlite3.connect(path)
    original = {}
    for table in _tables(old):
        columns = [row[1] for row in old.execute(f"PRAGMA table_info({table})")]
        original[table] = (columns, _rows(old, table, columns))
    old.close()
    assert sum(len(rows) for _cols, rows in original.values()) > 10

    open_database(path).close()
    con = sqlite3.connect(path)
    assert con.execute("SELECT version_num FROM alembic_version").fetchone()[0] == schema.HEAD
    assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert con.execute("PRAGMA foreign_key_check").fetchall() == []
    for table, (columns, rows) in original.items():
        assert _rows(con, table, columns) == rows, table
    assert [r[0] for r in con.execute("SELECT first_name FROM player ORDER BY id")] == [
        "Begoña",
        "Iñaki",
        "Óscar",
    ]
    [copy] = backups_dir(path).glob(f"*antes-de-migrar-{revision}*.sqlite3")
    backup = sqlite3.connect(copy)
    assert backup.execute("SELECT version_num FROM alembic_version").fetchone()[0] == revision
    assert backup.execute("SELECT count(*) FROM player").fetchone()[0] == 3
