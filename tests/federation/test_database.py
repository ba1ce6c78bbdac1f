"""Opening the federation's database, on SQLite and on PostgreSQL: the migrations from empty,
its own version table, and every refused target left exactly as it was."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect, text

from delegate_app.store.database import open_database
from delegate_app.store.errors import NotADelegadoDatabase, SchemaTooNew, StoreError
from delegate_app.store.federation import (
    calendar,
    committee,
    imap_messages,
    office_log,
    receipt_mailings,
    result_reports,
    schema,
)
from delegate_app.store.federation.database import (
    ServerUnavailable,
    is_federation_target,
    open_federation_db,
)
from delegate_app.store.federation.migrations.runner import script_revisions
from delegate_app.store.federation.models import FedModel
from delegate_app.store.recovery import FileStatus, check_file

FED_TABLES = {
    "fed_competition",
    "fed_match",
    "fed_received_file",
    "fed_conflict",
    "fed_receipt",
    # fed-results' migration fed_0002 (store/federation/committee.py)
    "fed_result",
    "fed_decision",
    # the league calendar, fed_0003 (store/federation/calendar.py)
    "fed_team",
    "fed_fixture",
    "fed_calendar",
    # fed_0004: re-verification history and office settings
    "fed_reverification",
    "fed_setting",
    # fed_0007: who did what (store/federation/office_log.py)
    "fed_office_log",
    # fed_0008: CH-14 reports by e-mail or fax (store/federation/result_reports.py)
    "fed_result_report",
    # fed_0006: the messages read from the office's IMAP mailbox
    "fed_imap_message",
    # fed_0009_receipt_mail: the receipts mailed to the clubs
    "fed_receipt_mail",
    schema.VERSION_TABLE,
}


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


assert committee.FedDecision  # its tables join FedModel.metadata, as env.py imports it
assert calendar.FedFixture  # the same for the calendar's
assert office_log.FedOfficeLog  # and the office log's
assert result_reports.FedResultReport  # and for the CH-14 reports
assert imap_messages.FedImapMessage  # and for the IMAP mailbox's
assert receipt_mailings.FedReceiptMail  # and for the receipts mailed


def test_revisions_list_matches_the_migration_scripts():
    assert list(schema.REVISIONS) == script_revisions()


def test_migrations_from_empty_create_exactly_the_models_tables(federation_db):
    with federation_db.engine.connect() as con:
        tables = set(inspect(con).get_table_names())
        diff = compare_metadata(
            MigrationContext.configure(con, opts={"version_table": schema.VERSION_TABLE}),
            FedModel.metadata,
        )
        revision = con.execute(text(f"SELECT version_num FROM {schema.VERSION_TABLE}")).scalar()
    assert tables == FED_TABLES
    assert diff == []
    assert revision == schema.HEAD
    # the club's version table is never written: a federation database is never a club's
    assert "alembic_version" not in tables


def test_postgresql_stores_the_received_pdfs_without_trying_to_compress_them(federation_db):
    # fed_0010: a signed PDF's streams are compressed already; pglz only spent the server's CPU
    if federation_db.dialect != "postgresql":
        return
    with federation_db.engine.connect() as con:
        storage = con.execute(
            text(
                "SELECT attname, attstorage FROM pg_attribute WHERE attrelid = "
                "'fed_received_file'::regclass AND attname IN ('pdf', 'acta_json')"
            )
        ).all()
    assert dict(storage) == {"pdf": "e", "acta_json": "x"}


def test_reopening_an_up_to_date_database_does_not_migrate(federation_db_url, monkeypatch):
    from delegate_app.store.federation.migrations import runner

    open_federation_db(federation_db_url, create=True).close()

    def boom(_engine):
        raise AssertionError("migrated an up-to-date database")

    monkeypatch.setattr(runner, "upgrade_to_head", boom)
    open_federation_db(federation_db_url, create=False).close()


def test_the_federation_tables_stay_off_the_club_metadata():
    from sqlmodel import SQLModel

    import delegate_app.store.federation.models
    import delegate_app.store.models  # noqa: F401

    assert not any(name.startswith("fed_") for name in SQLModel.metadata.tables)
    assert set(FedModel.metadata.tables) == FED_TABLES - {schema.VERSION_TABLE}


def test_a_missing_or_empty_database_is_refused_without_create(federation_db_url):
    with pytest.raises(StoreError, match=r"(no existe|está vacía).*No se ha creado nada"):
        open_federation_db(federation_db_url, create=False)
    if "://" not in federation_db_url:
        assert not Path(federation_db_url).exists()


def test_a_newer_revision_is_refused_and_left_alone(federation_db_url):
    open_federation_db(federation_db_url, create=True).close()
    db = open_federation_db(federation_db_url, create=False)
    with db.engine.begin() as con:
        con.execute(text(f"UPDATE {schema.VERSION_TABLE} SET version_num = 'fed_9999'"))
    db.close()
    before = _digest(Path(federation_db_url)) if "://" not in federation_db_url else None
    with pytest.raises(SchemaTooNew, match=r"más reciente.*fed_9999.*no se ha modificado nada"):
        open_federation_db(federation_db_url, create=True)
    if before is not None:
        assert _digest(Path(federation_db_url)) == before


def test_a_club_database_is_refused_as_the_federation_one(db_path):
    open_database(db_path).close()
    before = _digest(db_path)
    with pytest.raises(NotADelegadoDatabase, match="base de datos de un club"):
        open_federation_db(str(db_path), create=True)
    assert _digest(db_path) == before
    assert not is_federation_target(db_path)


def test_a_federation_database_is_refused_as_a_club_one(tmp_path):
    path = tmp_path / "federacion.sqlite3"
    open_federation_db(str(path), create=True).close()
    assert is_federation_target(path)
    before = _digest(path)
    state = check_file(path)
    assert state.status is FileStatus.FOREIGN
    assert "base de datos de la federación" in state.message
    with pytest.raises(NotADelegadoDatabase, match="base de datos de la federación"):
        open_database(path)
    assert _digest(path) == before


def test_another_programs_sqlite_file_and_a_text_file_are_refused(tmp_path):
    foreign = tmp_path / "otro.sqlite3"
    con = sqlite3.connect(foreign)
    con.execute("CREATE TABLE clientes (id INTEGER)")
    con.commit()
    con.close()
    before = _digest(foreign)
    with pytest.raises(NotADelegadoDatabase, match="otro programa"):
        open_federation_db(str(foreign), create=True)
    assert _digest(foreign) == before

    notes = tmp_path / "notas.txt"
    notes.write_text("no soy una base de datos\n", encoding="utf-8")
    with pytest.raises(StoreError, match="no es una base de datos SQLite"):
        open_federation_db(str(notes), create=True)
    assert notes.read_text(encoding="utf-8") == "no soy una base de datos\n"


@pytest.mark.parametrize(
    ("target", "message"),
    [
        ("", "Falta la base de datos"),
        ("mysql://oficina/federacion", "ni una dirección de PostgreSQL"),
        ("postgresql://", "le falta el nombre de la base de datos"),
        ("postgresql://u@h:notaport/db", "no es una dirección de PostgreSQL válida"),
    ],
)
def test_bad_targets_are_refused_in_spanish(target, message):
    with pytest.raises(StoreError, match=message):
        open_federation_db(target, create=True)


def test_a_folder_or_a_missing_folder_is_refused(tmp_path):
    with pytest.raises(StoreError, match="es una carpeta"):
        open_federation_db(str(tmp_path), create=True)
    missing = tmp_path / "no" / "existe.sqlite3"
    with pytest.raises(StoreError, match="No existe la carpeta"):
        open_federation_db(str(missing), create=True)
    assert not missing.parent.exists()


def test_an_unreachable_server_is_refused_without_the_password(tmp_path):
    url = f"postgresql://oficina:secreto@/federacion?host={tmp_path}&port=5999"
    with pytest.raises(ServerUnavailable, match="servidor está en marcha") as caught:
        open_federation_db(url, create=True)
    assert "secreto" not in str(caught.value)
    assert "oficina:***@" in str(caught.value)


def test_a_missing_database_on_a_real_server_is_refused(postgres_url):
    from tests.federation.postgres import with_database

    missing = with_database(postgres_url, "no_existe_esta_base")
    with pytest.raises(ServerUnavailable, match="no_existe_esta_base"):
        open_federation_db(missing, create=True)


def test_a_server_database_of_another_program_is_refused_and_left_alone(postgres_url):
    import psycopg

    with psycopg.connect(postgres_url, autocommit=True) as con:
        con.execute("CREATE TABLE alembic_version (version_num varchar(32) PRIMARY KEY)")
        con.execute("INSERT INTO alembic_version VALUES ('0009')")
    with pytest.raises(NotADelegadoDatabase, match="base de datos de un club"):
        open_federation_db(postgres_url, create=True)
    with psycopg.connect(postgres_url) as con:
        tables = {r[0] for r in con.execute("SELECT tablename FROM pg_tables "
                                            "WHERE schemaname = 'public'")}  # fmt: skip
    assert tables == {"alembic_version"}


def test_a_version_table_without_a_revision_is_damaged_and_left_alone(federation_db_url):
    from sqlalchemy import create_engine

    from delegate_app.store.errors import DamagedDatabase

    url = federation_db_url
    if "://" in url:
        url = url.replace("postgresql://", "postgresql+psycopg://", 1)
    else:
        url = f"sqlite:///{url}"
    engine = create_engine(url)
    with engine.begin() as con:
        con.execute(text(f"CREATE TABLE {schema.VERSION_TABLE} (version_num VARCHAR(32))"))
    engine.dispose()
    with pytest.raises(DamagedDatabase, match="le falta la versión del esquema"):
        open_federation_db(federation_db_url, create=True)
    engine = create_engine(url)
    with engine.connect() as con:
        assert set(inspect(con).get_table_names()) == {schema.VERSION_TABLE}
    engine.dispose()


@pytest.mark.parametrize("write_version, read_version", [(1, 2), (2, 2), (3, 2), (2, 1)])
def test_a_damaged_header_that_says_wal_leaves_no_wal_or_shm_files(
    tmp_path, write_version, read_version
):
    # SQLite reads a file in WAL mode from its read version alone (byte 19): a read-only look at
    # such a damaged file used to leave -wal and -shm beside it, found by the CLI fuzz test.
    from delegate_app.store.errors import StoreError
    from delegate_app.store.federation.database import is_federation_target, open_federation_db

    path = tmp_path / "federacion.sqlite3"
    data = b"SQLite format 3\x00\x10\x00" + bytes([write_version, read_version]) + bytes(80)
    path.write_bytes(data)
    assert not is_federation_target(path)
    with pytest.raises(StoreError):
        open_federation_db(str(path), create=False)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["federacion.sqlite3"]
    assert path.read_bytes() == data


def test_fed_0004_keeps_every_received_file_and_drops_only_the_duplicate_score(federation_db_url):
    """A database written at fed_0002 (with the score also in result_json) upgrades: rows
    kept, result_json gone (fed_result is the score's one stored form); and it downgrades."""
    from alembic import command

    from delegate_app.store.federation.migrations.runner import alembic_config

    db = open_federation_db(federation_db_url, create=True)
    migrating = db.engine.execution_options(fed_immediate=True)
    command.downgrade(alembic_config(migrating), "fed_0002")
    with db.engine.begin() as con:
        assert "result_json" in {c["name"] for c in inspect(con).get_columns("fed_received_file")}
        con.execute(
            text(
                "INSERT INTO fed_received_file (file_sha256, file_name, status, reason, "
                "signed_roles, received_at, result_json) VALUES ('ab', 'vieja.pdf', "
                "'rechazada', 'club sin registrar', '', '2027-02-08 09:30:00', '{}')"
            )
        )
    db.close()

    db = open_federation_db(federation_db_url, create=False)  # migrates to head
    try:
        with db.engine.connect() as con:
            columns = {c["name"] for c in inspect(con).get_columns("fed_received_file")}
            rows = con.execute(text("SELECT file_name, status FROM fed_received_file")).all()
            revision = con.execute(text(f"SELECT version_num FROM {schema.VERSION_TABLE}")).scalar()
        assert "result_json" not in columns and "pdf" in columns
        assert [tuple(r) for r in rows] == [("vieja.pdf", "rechazada")]
        assert revision == schema.HEAD
    finally:
        db.close()


def test_fed_0005_finds_the_stored_receipts_again_by_number_and_acta(federation_db_url):
    """Receipts stored before fed_0005 get their number, their acta's document ID and their
    PDF's SHA-256 read from themselves; and it downgrades."""
    import hashlib
    import json

    from alembic import command

    from delegate_app.store.federation.migrations.runner import alembic_config

    db = open_federation_db(federation_db_url, create=True)
    migrating = db.engine.execution_options(fed_immediate=True)
    command.downgrade(alembic_config(migrating), "fed_0004")
    receipt = json.dumps({"acuse": "AR-ABCDEF012345", "acta": {"documento": "ACTA-2026-0042"}})
    with db.engine.begin() as con:
        con.execute(
            text(
                "INSERT INTO fed_received_file (id, file_sha256, file_name, status, reason, "
                "signed_roles, received_at) VALUES (7, 'ab', 'acta.pdf', 'aceptada', 'correcta', "
                "'', '2027-02-08 09:30:00')"
            )
        )
        con.execute(
            text(
                "INSERT INTO fed_receipt (file_id, issued_at, receipt_json, receipt_pdf) "
                "VALUES (7, '2027-02-08 09:31:00', :json, :pdf)"
            ),
            {"json": receipt, "pdf": b"%PDF-acuse"},
        )
    db.close()

    db = open_federation_db(federation_db_url, create=False)  # migrates to head
    try:
        with db.engine.connect() as con:
            row = con.execute(
                text("SELECT receipt_number, acta_document, receipt_sha256 FROM fed_receipt")
            ).one()
        assert tuple(row) == (
            "AR-ABCDEF012345",
            "ACTA-2026-0042",
            hashlib.sha256(b"%PDF-acuse").hexdigest(),
        )
        command.downgrade(
            alembic_config(db.engine.execution_options(fed_immediate=True)), "fed_0004"
        )
        with db.engine.connect() as con:
            columns = {c["name"] for c in inspect(con).get_columns("fed_receipt")}
        assert "receipt_number" not in columns
    finally:
        db.close()


def test_fed_0009_marks_the_home_only_files_already_filed_as_superseded(federation_db_url):
    """Pairs filed before fed_0009 (a home-only file and the same bytes signed again by the
    visitor) get the home-only file marked superseded; a file of the same content that the
    other does not begin with is not; and it downgrades."""
    from alembic import command

    from delegate_app.store.federation.migrations.runner import alembic_config

    db = open_federation_db(federation_db_url, create=True)
    command.downgrade(alembic_config(db.engine.execution_options(fed_immediate=True)), "fed_0006")
    home_only = b"%PDF-1.7 acta firmada por el local"
    files = [
        # id, status, roles, pdf
        (1, "incompleta", "delegado_local", home_only),
        (2, "aceptada", "delegado_local,delegado_visitante", home_only + b" y por el visitante"),
        (3, "incompleta", "delegado_local", b"%PDF-1.7 otra firma del local"),
        (4, "aceptada", "delegado_local", home_only + b" sin otra firma"),  # no role more
    ]
    with db.engine.begin() as con:
        con.execute(
            text(
                "INSERT INTO fed_competition (id, sport, season, name, created_at) "
                "VALUES (100001, 'ajedrez', '2026-2027', 'Liga', '2026-10-01 09:00:00')"
            )
        )
        con.execute(
            text(
                "INSERT INTO fed_match (id, competition_id, round, home, away) "
                "VALUES (1, 100001, 1, 'A', 'B')"
            )
        )
        for ident, status, roles, pdf in files:
            con.execute(
                text(
                    "INSERT INTO fed_received_file (id, file_sha256, file_name, status, reason, "
                    "match_id, content_hash, pdf, signed_roles, received_at) VALUES (:id, :sha, "
                    ":name, :status, '', 1, 'contenido', :pdf, :roles, '2026-10-05 18:00:00')"
                ),
                {
                    "id": ident,
                    "sha": f"h{ident}",
                    "name": f"{ident}.pdf",
                    "status": status,
                    "pdf": pdf,
                    "roles": roles,
                },
            )
    db.close()

    db = open_federation_db(federation_db_url, create=False)  # migrates to head
    try:
        with db.engine.connect() as con:
            marks = dict(
                con.execute(
                    text("SELECT id, superseded_by_id FROM fed_received_file ORDER BY id")
                ).all()
            )
        assert marks == {1: 2, 2: None, 3: None, 4: None}
        command.downgrade(
            alembic_config(db.engine.execution_options(fed_immediate=True)), "fed_0006"
        )
        with db.engine.connect() as con:
            columns = {c["name"] for c in inspect(con).get_columns("fed_received_file")}
        assert "superseded_by_id" not in columns
    finally:
        db.close()
