"""A migration that fails leaves the file as it was, says why in Spanish, and adds no copy."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from delegate_app.store import schema
from delegate_app.store.backup import backups_dir
from delegate_app.store.database import open_database
from delegate_app.store.errors import DamagedDatabase, MigrationFailed, SchemaTooOld
from delegate_app.store.recovery import FileStatus, check_file
from tests.helpers.acta_db import build_acta_db

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def _dump(path) -> list[str]:
    con = sqlite3.connect(path)
    try:
        return list(con.iterdump())
    finally:
        con.close()


def _set_revision(path, revision) -> None:
    con = sqlite3.connect(path)
    with con:
        con.execute("UPDATE alembic_version SET version_num = ?", (revision,))
    con.close()


@pytest.fixture
def current_db(tmp_path):
    path = tmp_path / "delegado.sqlite3"
    build_acta_db(path)
    return path


def test_a_fake_older_revision_is_refused_in_spanish_and_leaves_no_copy_per_attempt(current_db):
    _set_revision(current_db, "0003")
    before = _dump(current_db)
    for _attempt in range(3):
        with pytest.raises(MigrationFailed) as refused:
            open_database(current_db)
        assert "No se ha podido actualizar «delegado.sqlite3» del esquema 0003" in str(
            refused.value
        )
        assert "se ha dejado como estaba" in str(refused.value)
        assert isinstance(refused.value, DamagedDatabase)  # the window offers a backup
    assert _dump(current_db) == before
    copies = (
        list(backups_dir(current_db).glob("*.sqlite3")) if backups_dir(current_db).exists() else []
    )
    assert copies == []


def test_a_migration_failing_half_way_rolls_back_its_first_steps(tmp_path):
    path = tmp_path / "club.sqlite3"
    shutil.copy(FIXTURES / "schema-0005.sqlite3", path)
    con = sqlite3.connect(path)
    # 0006 creates dominotable first, then dominodraw: make the second step fail.
    con.execute("CREATE TABLE dominodraw (id INTEGER PRIMARY KEY)")
    con.commit()
    con.close()
    before = _dump(path)
    with pytest.raises(MigrationFailed):
        open_database(path)
    assert _dump(path) == before  # no dominotable left behind
    assert check_file(path).revision == "0005"


def test_tables_without_a_revision_row_are_damaged_not_migrated_from_scratch(current_db):
    con = sqlite3.connect(current_db)
    with con:
        con.execute("DELETE FROM alembic_version")
    con.close()
    before = _dump(current_db)
    with pytest.raises(DamagedDatabase, match="le falta la versión del esquema"):
        open_database(current_db)
    assert _dump(current_db) == before


def test_a_revision_older_than_supported_is_its_own_refusal(current_db):
    _set_revision(current_db, "0000")
    state = check_file(current_db)
    assert state.status is FileStatus.OLDER_SCHEMA
    assert "demasiado antigua (esquema 0000)" in state.message
    with pytest.raises(SchemaTooOld, match="demasiado antigua"):
        open_database(current_db)
    assert schema.is_older_than_supported("0000")
    assert not schema.is_older_than_supported("9999")
    assert not schema.is_older_than_supported(schema.HEAD)
