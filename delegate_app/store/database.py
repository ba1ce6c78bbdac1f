"""Opening the local database: connection settings, schema checks and migrations at start."""

from __future__ import annotations

import logging
import sqlite3
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from delegate_app.store import schema
from delegate_app.store.backup import backup_database
from delegate_app.store.errors import (
    DamagedDatabase,
    NotADelegadoDatabase,
    SchemaTooNew,
    StoreError,
)

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
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise DamagedDatabase(f"No se puede abrir «{path}»: {exc}") from exc
    try:
        tables = {
            row[0] for row in con.execute("SELECT name FROM sqlite_master WHERE type='table'")
        }
        if not tables:
            return None
        if "alembic_version" not in tables:
            raise NotADelegadoDatabase(
                f"«{path}» es una base de datos SQLite, pero no de Delegado. No se ha tocado."
            )
        row = con.execute("SELECT version_num FROM alembic_version").fetchone()
        return row[0] if row else None
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


def _migrate(engine: Engine) -> None:
    # Imported here: Alembic is only needed when the schema actually changes.
    from delegate_app.store.migrations.runner import upgrade_to_head

    upgrade_to_head(engine)


class Database:
    """An open, up-to-date database file.

    The SQLAlchemy engine is made on first use: SQLAlchemy and SQLModel take ~0.35 s to
    import, and the start screen reads its few figures with sqlite3 (store/start_summary.py).
    """

    def __init__(self, path: Path) -> None:
        self.path = path

    @cached_property
    def engine(self) -> Engine:
        return _create_engine(self.path)

    def session(self) -> Session:
        from sqlmodel import Session

        return Session(self.engine, expire_on_commit=False)

    def close(self) -> None:
        if "engine" in self.__dict__:
            self.engine.dispose()
            del self.__dict__["engine"]

    def __repr__(self) -> str:
        return f"Database({str(self.path)!r})"


def open_database(path: Path | str) -> Database:
    """Open (creating if needed) and upgrade the database at path.

    A file written by a newer version of the app is refused before anything is written.
    A backup copy is made before any migration of a database that already holds a schema.
    """
    path = Path(path).expanduser().resolve()
    revision = _read_revision(path)
    if revision is not None and revision not in schema.REVISIONS:
        raise SchemaTooNew(
            f"La base de datos «{path.name}» la escribió una versión más reciente de Delegado "
            f"(esquema {revision}). Actualice la aplicación para abrirla; no se ha modificado nada."
        )
    path.parent.mkdir(parents=True, exist_ok=True)
    db = Database(path)
    if revision != schema.HEAD:
        if revision is not None:
            copy = backup_database(path, f"antes-de-migrar-{revision}")
            log.info("Copia de seguridad antes de migrar: %s", copy)
        log.info("Migrando %s desde %s hasta %s", path, revision or "vacía", schema.HEAD)
        _migrate(db.engine)
    return db
