import sqlite3

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlmodel import SQLModel

from delegate_app.store import database, schema
from delegate_app.store.backup import backups_dir
from delegate_app.store.database import open_database
from delegate_app.store.errors import DamagedDatabase, NotADelegadoDatabase, SchemaTooNew
from delegate_app.store.migrations.runner import script_revisions


def test_new_database_is_created_at_head_with_wal_and_foreign_keys(db):
    with db.engine.connect() as con:
        assert con.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert con.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert con.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
        assert con.exec_driver_sql("PRAGMA busy_timeout").scalar() == 5000
        version = con.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()
    assert version == schema.HEAD


def test_schema_revision_list_matches_the_migration_scripts():
    assert list(schema.REVISIONS) == script_revisions()


def test_migrations_produce_exactly_the_tables_of_the_models(db):
    with db.engine.connect() as con:
        diff = compare_metadata(MigrationContext.configure(con), SQLModel.metadata)
    assert diff == []


def test_reopening_an_up_to_date_database_does_not_import_alembic(db_path, monkeypatch):
    open_database(db_path).close()

    def boom(_engine):
        raise AssertionError("migrated an up-to-date database")

    monkeypatch.setattr(database, "_migrate", boom)
    open_database(db_path).close()


def test_database_from_a_newer_version_is_refused_and_left_untouched(db_path):
    open_database(db_path).close()
    con = sqlite3.connect(db_path)
    con.execute("UPDATE alembic_version SET version_num = '9999'")
    con.commit()
    con.close()
    before = db_path.read_bytes()
    with pytest.raises(SchemaTooNew, match="versión más reciente"):
        open_database(db_path)
    assert db_path.read_bytes() == before


def test_a_file_that_is_not_a_database_is_refused_and_kept(db_path):
    db_path.write_bytes(b"esto no es una base de datos" * 200)
    with pytest.raises(DamagedDatabase, match="no es una base de datos válida"):
        open_database(db_path)
    assert db_path.read_bytes() == b"esto no es una base de datos" * 200


def test_another_programs_sqlite_database_is_refused(db_path):
    con = sqlite3.connect(db_path)
    con.execute("CREATE TABLE facturas (id INTEGER)")
    con.commit()
    con.close()
    with pytest.raises(NotADelegadoDatabase, match="no de Delegado"):
        open_database(db_path)


def test_a_backup_is_made_with_the_backup_api_before_migrating(db_path, monkeypatch):
    open_database(db_path).close()
    con = sqlite3.connect(db_path)
    con.execute(
        "INSERT INTO club (name, sport, locality, venue_address, is_own) "
        "VALUES ('CA Anaga', 'ajedrez', '', '', 1)"
    )
    con.execute("UPDATE alembic_version SET version_num = '0000'")
    con.commit()
    con.close()
    # Pretend this version knows an older revision 0000 that needs upgrading.
    monkeypatch.setattr(schema, "REVISIONS", ("0000", schema.HEAD))
    migrated = []
    monkeypatch.setattr(database, "_migrate", lambda engine: migrated.append(engine))
    open_database(db_path).close()
    assert migrated
    copies = list(backups_dir(db_path).glob("*antes-de-migrar-0000*.sqlite3"))
    assert len(copies) == 1
    copy = sqlite3.connect(copies[0])
    assert copy.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert copy.execute("SELECT name FROM club").fetchall() == [("CA Anaga",)]
    assert copy.execute("SELECT version_num FROM alembic_version").fetchone()[0] == "0000"
    copy.close()


def test_no_backup_for_a_brand_new_database(db_path):
    open_database(db_path).close()
    assert not backups_dir(db_path).exists()
