"""Opening the federation's database: an SQLite file or a PostgreSQL server (`--db FILE|URL`).

The same models and the same Alembic chain serve both. The checks before anything is written
read the target as it is: a club database, another program's database or a newer schema is
refused with a Spanish message and left exactly as it was.

SQLAlchemy and psycopg are imported inside the functions that need them: `delegado --version`
and the app's start never load them for the federation mode.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from delegate_app.os_errors import os_reason
from delegate_app.store.errors import (
    DamagedDatabase,
    MigrationFailed,
    NotADelegadoDatabase,
    SchemaTooNew,
    StoreError,
)
from delegate_app.store.federation import schema
from delegate_app.store.sqlite_files import read_only_uri

if TYPE_CHECKING:
    from sqlalchemy import Connection, Engine, Inspector
    from sqlalchemy.engine import URL
    from sqlalchemy.engine.interfaces import DBAPIConnection
    from sqlalchemy.exc import DBAPIError
    from sqlalchemy.pool import ConnectionPoolEntry
    from sqlmodel import Session

log = logging.getLogger(__name__)

SQLITE_MAGIC = b"SQLite format 3\x00"
# Importers file in batches: waiting for another clerk's transaction is normal, not an error.
SQLITE_BUSY_TIMEOUT_MS = 30_000
CONNECT_TIMEOUT_S = 10
URL_PREFIXES = ("postgresql://", "postgres://", "postgresql+psycopg://")
SERVER_DATABASES = frozenset({"template0", "template1", "postgres"})


class ServerUnavailable(StoreError):
    """The PostgreSQL server cannot be reached or refuses the connection."""


def is_url(target: str) -> bool:
    return target.strip().lower().startswith(URL_PREFIXES)


def looks_like_url(target: str) -> bool:
    """Anything with a scheme: a URL for another database is refused, not taken as a file."""
    head, sep, _rest = target.partition("://")
    return bool(sep) and head.replace("+", "").isalnum()


def is_federation_target(target: str | Path) -> bool:
    """Whether `--db` names the federation's database: any PostgreSQL URL (a club database is
    always an SQLite file), or an SQLite file holding the federation's version table.
    Read with sqlite3 only, so the club commands can ask before loading anything heavy."""
    text = str(target)
    if is_url(text):
        return True
    path = Path(text).expanduser()
    try:
        with path.open("rb") as f:
            if f.read(len(SQLITE_MAGIC)) != SQLITE_MAGIC:
                return False
        con = sqlite3.connect(read_only_uri(path), uri=True)
    except (OSError, sqlite3.Error):
        return False
    try:
        return schema.VERSION_TABLE in _sqlite_tables(con)
    except (sqlite3.Error, UnicodeDecodeError):
        return False
    finally:
        con.close()


def _sqlite_tables(con: sqlite3.Connection) -> set[str]:
    return {row[0] for row in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}


@dataclass
class FederationDb:
    """An open, up-to-date federation database."""

    label: str  # what the clerk typed, without a password: for messages
    engine: Engine

    @property
    def dialect(self) -> str:
        """ "sqlite" or "postgresql"."""
        return self.engine.dialect.name

    def session(self) -> Session:
        from sqlmodel import Session

        return Session(self.engine, expire_on_commit=False)

    @contextmanager
    def writing(self) -> Iterator[Connection]:
        """One write transaction. On SQLite it takes the file's write lock first (BEGIN
        IMMEDIATE), so what it reads before writing cannot change under it; on PostgreSQL the
        filing code locks the rows it depends on (SELECT … FOR UPDATE)."""
        with self.engine.connect() as connection:
            connection = connection.execution_options(fed_immediate=True)
            with connection.begin():
                yield connection

    def close(self) -> None:
        self.engine.dispose()

    def __repr__(self) -> str:
        return f"FederationDb({self.label!r})"


# --- targets -----------------------------------------------------------------------------------


def _postgres_url(target: str) -> URL:
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    text = target.strip()
    for prefix in ("postgres://", "postgresql://"):
        if text.lower().startswith(prefix):
            text = "postgresql+psycopg://" + text[len(prefix) :]
    try:
        url = make_url(text)
        url.get_dialect()  # an unknown driver surfaces here, not at the first query
    except (ArgumentError, ValueError) as exc:
        raise StoreError(
            f"«{_hidden(target)}» no es una dirección de PostgreSQL válida ({exc}). Escríbala "
            "como postgresql://usuario@servidor/base o postgresql://usuario@/base?host=/carpeta"
            "&port=5432. No se ha modificado nada."
        ) from None
    if not url.database:
        raise StoreError(
            f"A la dirección «{_hidden(target)}» le falta el nombre de la base de datos "
            "(postgresql://usuario@servidor/NOMBRE). No se ha modificado nada."
        )
    if url.database.lower() in SERVER_DATABASES:
        # template1 is copied into every database created after; postgres belongs to the
        # server's administration: the federation's tables go into a database of their own.
        raise StoreError(
            f"«{url.database}» es una base de datos del propio servidor PostgreSQL, no una para "
            "la federación: sus tablas pasarían a otras bases o a la administración del "
            "servidor. Cree una para la federación (p. ej. «CREATE DATABASE federacion») e "
            "indíquela en la dirección. No se ha conectado ni modificado nada."
        )
    return url


def _hidden(target: str) -> str:
    """The target as it may be printed: a password in a URL is masked."""
    head, sep, rest = target.partition("://")
    if not sep or "@" not in rest.split("/", 1)[0]:
        return target
    credentials, _at, host = rest.partition("@")
    user, colon, _password = credentials.partition(":")
    return f"{head}://{user}{':***' if colon else ''}@{host}"


def _configure_sqlite(dbapi_connection: DBAPIConnection, _record: ConnectionPoolEntry) -> None:
    # The driver must not open transactions on its own: the "begin" event below does, so that
    # a write transaction can ask for the write lock before its first read.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    # FULL: a filing the importer reported survives a power cut, not only a crash.
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
    cursor.close()


def _begin_sqlite(connection: Connection) -> None:
    immediate = connection.get_execution_options().get("fed_immediate", False)
    connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def _sqlite_engine(path: Path) -> Engine:
    from sqlalchemy import create_engine, event

    engine = create_engine(f"sqlite:///{path}")
    event.listen(engine, "connect", _configure_sqlite)
    event.listen(engine, "begin", _begin_sqlite)
    return engine


def _postgres_engine(url: URL) -> Engine:
    from sqlalchemy import create_engine

    return create_engine(
        url,
        pool_pre_ping=True,
        connect_args={"connect_timeout": CONNECT_TIMEOUT_S, "application_name": "delegado"},
    )


# --- checking what is there ----------------------------------------------------------------


def _sqlite_revision(path: Path, label: str) -> str | None:
    """The federation revision in the file; None for a missing or empty file."""
    try:
        if not path.exists() or path.stat().st_size == 0:
            return None
        with path.open("rb") as f:
            header = f.read(len(SQLITE_MAGIC))
    except OSError as exc:
        raise StoreError(f"No se puede leer «{label}»: {os_reason(exc)}.") from exc
    if header != SQLITE_MAGIC:
        raise DamagedDatabase(
            f"«{label}» no es una base de datos SQLite (ni una dirección postgresql://). "
            "No se ha tocado."
        )
    try:
        con = sqlite3.connect(read_only_uri(path), uri=True)
    except sqlite3.Error as exc:
        raise DamagedDatabase(f"No se puede abrir «{label}»: {exc}. No se ha tocado.") from exc
    try:
        tables = _sqlite_tables(con)
        if not tables:
            return None
        _refuse_foreign(label, tables)
        row = con.execute(f"SELECT version_num FROM {schema.VERSION_TABLE}").fetchone()
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
        raise DamagedDatabase(
            f"«{label}» no es una base de datos válida o está dañada ({exc}). No se ha tocado."
        ) from exc
    finally:
        con.close()
    return _revision_of(label, row)


def _refuse_foreign(label: str, tables: set[str]) -> None:
    if schema.VERSION_TABLE in tables:
        return
    if schema.CLUB_VERSION_TABLE in tables:
        raise NotADelegadoDatabase(
            f"«{label}» es la base de datos de un club (la de la aplicación del delegado), no la "
            "de la federación. Indique la base de datos de la federación u otro archivo nuevo; "
            "no se ha tocado."
        )
    raise NotADelegadoDatabase(
        f"«{label}» es una base de datos de otro programa, no la de la federación de Delegado. "
        "No se ha tocado."
    )


def _revision_of(label: str, row: Any) -> str:
    if row is None or not isinstance(row[0], str):
        raise DamagedDatabase(
            f"«{label}» está dañada: le falta la versión del esquema de la federación. "
            "No se ha tocado."
        )
    revision: str = row[0]
    if revision not in schema.REVISIONS:
        raise SchemaTooNew(schema.too_new_message(label, revision))
    return revision


def _postgres_revision(engine: Engine, label: str) -> str | None:
    """The federation revision on the server; None for an empty database."""
    from sqlalchemy import inspect, text
    from sqlalchemy.exc import DBAPIError

    try:
        with engine.connect() as connection:
            inspector: Inspector = inspect(connection)
            tables = set(inspector.get_table_names())
            if not tables:
                return None
            _refuse_foreign(label, tables)
            row = connection.execute(
                text(f"SELECT version_num FROM {schema.VERSION_TABLE}")
            ).first()
    except DBAPIError as exc:
        raise _server_error(label, exc) from exc
    return _revision_of(label, row)


def _server_error(label: str, exc: Exception) -> ServerUnavailable:
    reason = str(getattr(exc, "orig", exc)).strip().splitlines()
    detail = reason[0] if reason else type(exc).__name__
    return ServerUnavailable(
        f"No se puede usar la base de datos PostgreSQL «{label}»: {detail}. Compruebe que el "
        "servidor está en marcha, la dirección, el usuario y que la base de datos existe; "
        "no se ha modificado nada."
    )


# --- opening -----------------------------------------------------------------------------------


def open_federation_db(target: str | Path, *, create: bool) -> FederationDb:
    """Open the federation database named by `--db` and bring it to the current schema.

    target: an SQLite file, or a postgresql:// URL (a socket folder as ?host=/dir&port=N).
    create: a missing file or an empty server database becomes a new federation database;
    without it they are refused. Every refusal is a StoreError in Spanish and changes nothing.
    """
    text = str(target).strip()
    if not text:
        raise StoreError("Falta la base de datos de la federación (--db ARCHIVO o URL).")
    if is_url(text):
        return _open_postgres(text, create)
    if looks_like_url(text):
        raise StoreError(
            f"«{_hidden(text)}» no es un archivo ni una dirección de PostgreSQL: la federación "
            "guarda sus datos en un archivo SQLite o en un servidor postgresql://. "
            "No se ha modificado nada."
        )
    return _open_sqlite(Path(text).expanduser(), create)


def _open_sqlite(path: Path, create: bool) -> FederationDb:
    label = str(path)
    if path.is_dir():
        raise StoreError(f"«{label}» es una carpeta, no una base de datos. No se ha tocado.")
    revision = _sqlite_revision(path, label)
    existed = path.exists()
    if revision is None and not create:
        state = "está vacía" if existed else "no existe"
        raise StoreError(
            f"La base de datos de la federación «{label}» {state}: todavía no se ha importado "
            "ninguna acta en ella. No se ha creado nada."
        )
    if not path.parent.is_dir():
        raise StoreError(
            f"No existe la carpeta «{path.parent}» para la base de datos «{path.name}». "
            "No se ha creado nada."
        )
    engine = _sqlite_engine(path.resolve())
    try:
        _upgrade(engine, label, revision)
    except BaseException:
        engine.dispose()
        if not existed:
            for leftover in (path, *(Path(f"{path}{s}") for s in ("-wal", "-shm", "-journal"))):
                leftover.unlink(missing_ok=True)
        raise
    return FederationDb(label, engine)


def _open_postgres(target: str, create: bool) -> FederationDb:
    label = _hidden(target)
    engine = _postgres_engine(_postgres_url(target))
    try:
        revision = _postgres_revision(engine, label)
        if revision is None and not create:
            raise StoreError(
                f"La base de datos PostgreSQL «{label}» está vacía: todavía no se ha importado "
                "ninguna acta en ella. No se ha creado nada."
            )
        _upgrade(engine, label, revision)
    except BaseException:
        engine.dispose()
        raise
    return FederationDb(label, engine)


def _upgrade(engine: Engine, label: str, revision: str | None) -> None:
    """Migrate to HEAD in one transaction (PostgreSQL's DDL is transactional; SQLite's is in
    BEGIN IMMEDIATE): a failed step leaves the database as it was."""
    if revision == schema.HEAD:
        return
    from sqlalchemy.exc import DBAPIError

    # Imported here: Alembic is needed only when the schema actually changes.
    from delegate_app.store.federation.migrations.runner import upgrade_to_head

    log.info("Migrando %s desde %s hasta %s", label, revision or "vacía", schema.HEAD)
    migrating = engine.execution_options(fed_immediate=True)
    try:
        upgrade_to_head(migrating)
    except Exception as exc:
        if isinstance(exc, DBAPIError) and _is_connection_problem(exc):
            raise _server_error(label, exc) from exc
        log.exception("La migración de %s ha fallado", label)
        raise MigrationFailed(
            f"No se ha podido preparar la base de datos de la federación «{label}» "
            f"(esquema {revision or 'vacío'} → {schema.HEAD}): {type(exc).__name__}. "
            "Se ha dejado como estaba."
        ) from exc


def _is_connection_problem(exc: DBAPIError) -> bool:
    """The server went away mid-migration (its connection invalidated), not a failing step."""
    return bool(exc.connection_invalidated)


def dialect_insert(dialect: str, table: Any) -> Any:
    """INSERT with the dialect's ON CONFLICT support (both spell it the same)."""
    if dialect == "postgresql":
        from sqlalchemy.dialects.postgresql import insert as pg_insert

        return pg_insert(table)
    from sqlalchemy.dialects.sqlite import insert as sqlite_insert

    return sqlite_insert(table)


def insert_once(c: Connection, dialect: str, table: Any, values: dict[str, Any]) -> bool:
    """Insert the row unless one with the same unique key is there; True when it was inserted.
    RETURNING rather than rowcount: psycopg may report -1 for an INSERT it skipped."""
    inserted = c.execute(
        dialect_insert(dialect, table)
        .values(**values)
        .on_conflict_do_nothing()
        .returning(table.c.id)
    ).first()
    return inserted is not None
