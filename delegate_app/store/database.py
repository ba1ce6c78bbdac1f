"""Opening the local database: connection settings, schema checks and migrations at start."""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from delegate_app.store import schema, writer_lock
from delegate_app.store.backup import backup_database
from delegate_app.store.errors import (
    DamagedDatabase,
    DatabaseBusy,
    MigrationFailed,
    NotADelegadoDatabase,
    ReadOnlyDatabase,
    SchemaTooNew,
    SchemaTooOld,
    StoreError,
)
from delegate_app.store.federation import schema as federation_schema
from delegate_app.store.sqlite_files import read_only_uri

if TYPE_CHECKING:
    from sqlalchemy import Engine
    from sqlalchemy.engine import ExceptionContext
    from sqlalchemy.engine.interfaces import DBAPIConnection
    from sqlalchemy.pool import ConnectionPoolEntry
    from sqlmodel import Session

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 5000


def _configure_connection(dbapi_connection: DBAPIConnection, _record: ConnectionPoolEntry) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    # FULL: a transaction the UI reported as saved survives a power cut, not only a crash.
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    cursor.close()


def _read_revision(path: Path) -> str | None:
    """The schema revision stored in the file; None for a new or empty file."""
    if not path.exists() or path.stat().st_size == 0:
        return None
    try:
        # read_only_uri: a file open nowhere is read without leaving -wal/-shm files behind.
        con = sqlite3.connect(read_only_uri(path), uri=True)
    except sqlite3.Error as exc:
        raise DamagedDatabase(f"No se puede abrir «{path}»: {exc}") from exc
    try:
        tables = {
            row[0] for row in con.execute("SELECT name FROM sqlite_master WHERE type='table'")
        }
        if not tables:
            return None
        if "alembic_version" not in tables:
            if federation_schema.VERSION_TABLE in tables:
                raise NotADelegadoDatabase(federation_schema.not_a_club_database_message(str(path)))
            raise NotADelegadoDatabase(
                f"«{path}» es una base de datos SQLite, pero no de Delegado. No se ha tocado."
            )
        row = con.execute("SELECT version_num FROM alembic_version").fetchone()
        if row is None or not isinstance(row[0], str):
            # Tables without a revision: migrating "from scratch" would fail half-way.
            raise DamagedDatabase(
                f"«{path.name}» no es una base de datos válida o está dañada: le falta la "
                "versión del esquema. No se ha tocado."
            )
        return row[0]
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
        # A mangled schema text surfaces as a decoding error, not a database error.
        raise DamagedDatabase(
            f"«{path}» no es una base de datos válida o está dañada ({exc}). No se ha tocado."
        ) from exc
    finally:
        con.close()


ARCHIVED_SEASON = "Temporada archivada:"  # the refusal of the triggers of migration 0007


def _refusal_as_store_error(context: ExceptionContext) -> None:
    """A write into an archived season, refused by a trigger, reaches the caller as the
    StoreError every screen already shows in words (not a database error with a traceback).
    The transaction is rolled back as for any failed statement."""
    original = context.original_exception
    text = str(original)
    if isinstance(original, sqlite3.IntegrityError) and text.startswith(ARCHIVED_SEASON):
        raise StoreError(f"{text} No se ha cambiado nada.") from original


def _create_engine(path: Path) -> Engine:
    from sqlalchemy import create_engine, event

    engine = create_engine(f"sqlite:///{path}")
    event.listen(engine, "connect", _configure_connection)
    event.listen(engine, "handle_error", _refusal_as_store_error)
    return engine


READ_ONLY_MESSAGE = (
    "Esta base de datos está abierta para escritura en otra ventana de Delegado (o en una "
    "orden en curso): aquí solo se puede consultar. Cierre la otra ventana y vuelva a abrir "
    "esta para hacer cambios; no se ha modificado nada."
)


def _create_read_only_engine(path: Path) -> Engine:
    """SQLite itself refuses every write on this engine (query_only); the refusal becomes a
    StoreError.

    The file is opened read-write at the system's level (never created: mode=rw) so that, as
    the last connection, it can remove the -wal and -shm files it needed, as every SQLite
    connection does on closing; a mode=ro connection would leave them beside the file.
    """
    from sqlalchemy import create_engine, event

    uri = path.as_uri() + "?mode=rw"

    def connect() -> sqlite3.Connection:
        con = sqlite3.connect(uri, uri=True, check_same_thread=False)
        con.execute("PRAGMA query_only=1")
        con.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        return con

    engine = create_engine(f"sqlite:///{path}", creator=connect)

    def refuse_writes(context: ExceptionContext) -> None:
        if isinstance(context.original_exception, sqlite3.OperationalError) and (
            "readonly" in str(context.original_exception)
        ):
            raise ReadOnlyDatabase(READ_ONLY_MESSAGE) from context.original_exception

    event.listen(engine, "handle_error", refuse_writes)
    return engine


def begin_immediate(session: Session) -> None:
    """Take SQLite's write lock now, before reading what the write depends on.

    Python's sqlite3 starts a transaction only at the first INSERT/UPDATE/DELETE, so a chain
    head or a "last list number" read before it could be stale by the time it is written:
    another process may append in between. A transaction that has already written holds the
    lock; otherwise BEGIN IMMEDIATE waits (busy_timeout) for any other writer to finish.
    """
    connection = session.connection()
    dbapi_connection = connection.connection.dbapi_connection
    if dbapi_connection is None:
        # Only an invalidated pool entry has none, and .connection above has just reconnected.
        raise RuntimeError("La conexión con la base de datos se ha cerrado.")
    if not dbapi_connection.in_transaction:
        connection.exec_driver_sql("BEGIN IMMEDIATE")


def _migrate(path: Path) -> None:
    """Upgrade the file to HEAD in one transaction: a failed step leaves it as it was.

    Python's sqlite3 commits schema changes as it goes unless a transaction is open, so this
    engine opens one itself (BEGIN IMMEDIATE, which also keeps other writers out meanwhile).
    """
    from sqlalchemy import event

    # Imported here: Alembic is only needed when the schema actually changes.
    from delegate_app.store.migrations.runner import upgrade_to_head

    engine = _create_engine(path)

    def _driver_autocommit(dbapi_connection: DBAPIConnection, _record: ConnectionPoolEntry) -> None:
        dbapi_connection.isolation_level = None

    event.listen(engine, "connect", _driver_autocommit)
    event.listen(engine, "begin", lambda conn: conn.exec_driver_sql("BEGIN IMMEDIATE"))
    try:
        upgrade_to_head(engine)
    finally:
        engine.dispose()


class Database:
    """An open, up-to-date database file.

    The SQLAlchemy engine is made on first use: SQLAlchemy and SQLModel take ~0.35 s to
    import, and the start screen reads its few figures with sqlite3 (store/start_summary.py).
    A writable Database holds the file's writer lock (store/writer_lock.py) until close();
    a read-only one (another process writes) has an engine SQLite opened read-only.
    """

    def __init__(
        self, path: Path, read_only: bool = False, writer: writer_lock.WriterLock | None = None
    ) -> None:
        self.path = path
        self.read_only = read_only
        self._writer = writer

    @cached_property
    def engine(self) -> Engine:
        if self.read_only:
            return _create_read_only_engine(self.path)
        return _create_engine(self.path)

    def session(self) -> Session:
        from sqlmodel import Session

        return Session(self.engine, expire_on_commit=False)

    def dispose_engine(self) -> None:
        """Close every connection (the next query opens new ones); the writer lock is kept."""
        if "engine" in self.__dict__:
            self.engine.dispose()
            del self.__dict__["engine"]

    def close(self) -> None:
        self.dispose_engine()
        if self._writer is not None:
            self._writer.release()
            self._writer = None

    def __repr__(self) -> str:
        mode = ", read_only=True" if self.read_only else ""
        return f"Database({str(self.path)!r}{mode})"


WRITE = "write"  # the writer lock or DatabaseBusy
READ = "read"  # read-only, no lock (a migration still takes it, briefly)
WRITE_OR_READ = "write_or_read"  # the window: writable if no other process writes


def _busy(path: Path) -> DatabaseBusy:
    return DatabaseBusy(
        f"«{path.name}» está abierta por otro proceso de Delegado que escribe en ella (otra "
        "ventana o una orden en curso). Ciérrelo y vuelva a intentarlo; no se ha modificado nada."
    )


def _acquire(path: Path) -> writer_lock.WriterLock | None:
    try:
        return writer_lock.acquire(path)
    except OSError:
        # The folder cannot hold the lock file, so nothing can be written there either.
        return None


def open_database(path: Path | str, access: str = WRITE) -> Database:
    """Open (creating if needed) and upgrade the database at path.

    A file written by a newer version of the app is refused before anything is written.
    A backup copy is made before any migration of a database that already holds a schema.
    access: WRITE, READ or WRITE_OR_READ (see above); Database.read_only tells which it got.
    """
    path = Path(path).expanduser().resolve()
    revision = _read_revision(path)
    if revision is not None and revision not in schema.REVISIONS:
        message = schema.unknown_revision_message(path.name, revision)
        if schema.is_older_than_supported(revision):
            raise SchemaTooOld(message)
        raise SchemaTooNew(message)
    if access == READ and revision == schema.HEAD:
        return Database(path, read_only=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    writer = _acquire(path)
    if writer is None:
        if access == WRITE_OR_READ and revision == schema.HEAD:
            return Database(path, read_only=True)
        raise _busy(path)
    try:
        _upgrade(path, revision)
    except BaseException:
        writer.release()
        raise
    if access == READ:
        writer.release()
        return Database(path, read_only=True)
    return Database(path, writer=writer)


def _upgrade(path: Path, revision: str | None) -> None:
    if revision == schema.HEAD:
        return
    copy = None
    if revision is not None:
        copy = backup_database(path, f"antes-de-migrar-{revision}")
        log.info("Copia de seguridad antes de migrar: %s", copy)
    log.info("Migrando %s desde %s hasta %s", path, revision or "vacía", schema.HEAD)
    try:
        _migrate(path)
    except Exception as exc:
        log.exception("La migración de %s desde %s ha fallado", path, revision)
        _drop_useless_copy(path, revision, copy)
        raise MigrationFailed(
            f"No se ha podido actualizar «{path.name}» del esquema {revision or 'vacío'} "
            f"al {schema.HEAD}: su contenido no es el que indica su versión "
            f"({type(exc).__name__}). El archivo se ha dejado como estaba."
        ) from exc


def _drop_useless_copy(path: Path, revision: str | None, copy: Path | None) -> None:
    """The pre-migration copy of a migration that rolled back equals the file it came from;
    keeping it would add one full copy per failed attempt (every start of the app)."""
    if copy is None:
        return
    try:
        unchanged = _read_revision(path) == revision
    except DamagedDatabase:
        unchanged = False
    if unchanged:
        copy.unlink(missing_ok=True)
        with contextlib.suppress(OSError):
            copy.parent.rmdir()  # only if this attempt created it and it is empty
