"""Checking the database file at start, and keeping a damaged one aside.

Only sqlite3 and the file's header are used, so the check costs milliseconds and runs before
anything else touches the file. A damaged file is renamed, never written to: it may still hold
something a specialist can recover.
"""

from __future__ import annotations

import enum
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from delegate_app.os_errors import os_reason
from delegate_app.store import schema
from delegate_app.store.errors import (
    DamagedDatabase,
    DatabaseProblem,
    NotADelegadoDatabase,
    SchemaTooNew,
    SchemaTooOld,
)
from delegate_app.store.federation import schema as federation_schema
from delegate_app.store.sqlite_files import read_only_uri

MAGIC = b"SQLite format 3\x00"
HEADER_SIZE = 100
# Above this size the start-up check is PRAGMA quick_check (no index cross-check), to stay fast.
FULL_CHECK_LIMIT = 32 * 1024 * 1024


class FileStatus(enum.Enum):
    OK = "ok"
    MISSING = "no existe"
    EMPTY = "vacía"
    NOT_A_DATABASE = "no es una base de datos"
    TRUNCATED = "cortada"
    CORRUPT = "dañada"
    FOREIGN = "de otro programa"
    NEWER_SCHEMA = "de una versión más reciente"
    OLDER_SCHEMA = "de una versión demasiado antigua"


DAMAGED = frozenset({FileStatus.NOT_A_DATABASE, FileStatus.TRUNCATED, FileStatus.CORRUPT})


@dataclass(frozen=True)
class FileState:
    path: Path
    status: FileStatus
    message: str = ""
    revision: str | None = None

    @property
    def damaged(self) -> bool:
        return self.status in DAMAGED

    def error(self) -> DatabaseProblem | None:
        """The store error open_database would raise for this state (None if it would open)."""
        if self.damaged:
            return DamagedDatabase(self.message)
        if self.status is FileStatus.FOREIGN:
            return NotADelegadoDatabase(self.message)
        if self.status is FileStatus.NEWER_SCHEMA:
            return SchemaTooNew(self.message)
        if self.status is FileStatus.OLDER_SCHEMA:
            return SchemaTooOld(self.message)
        return None


def _damaged(path: Path, status: FileStatus, why: str) -> FileState:
    return FileState(
        path,
        status,
        f"«{path.name}» no es una base de datos válida o está dañada: {why}. No se ha tocado.",
    )


def _header_state(path: Path, size: int) -> FileState | None:
    """What the first 100 bytes and the size alone reveal; None if they look right."""
    with path.open("rb") as f:
        header = f.read(HEADER_SIZE)
    if not header.startswith(MAGIC):
        if len(header) < len(MAGIC) and MAGIC.startswith(header):
            return _damaged(path, FileStatus.TRUNCATED, f"el archivo está cortado ({size} bytes)")
        return _damaged(
            path,
            FileStatus.NOT_A_DATABASE,
            "no tiene el formato de una base de datos SQLite (quizá lo sobrescribió otro archivo)",
        )
    if len(header) < HEADER_SIZE:
        return _damaged(path, FileStatus.TRUNCATED, f"el archivo está cortado ({size} bytes)")
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size > 65536 or page_size & (page_size - 1):
        return _damaged(path, FileStatus.CORRUPT, "la cabecera del archivo está dañada")
    wal = Path(f"{path}-wal")
    if wal.exists() and wal.stat().st_size > 0:
        # Pages still in the WAL are not in the main file yet (a checkpoint cut short by a
        # crash leaves it shorter than its header says): SQLite's own check decides.
        return None
    pages = int.from_bytes(header[28:32], "big")
    header_size_valid = pages > 0 and header[24:28] == header[92:96]
    if (header_size_valid and size < pages * page_size) or size % page_size:
        expected = f" de {pages * page_size}" if header_size_valid else ""
        return _damaged(
            path,
            FileStatus.TRUNCATED,
            f"el archivo está cortado (tiene {size} bytes{expected})",
        )
    return None


def _roll_back_hot_journal(path: Path) -> FileState | None:
    """Let SQLite finish a transaction cut short in rollback-journal mode.

    Only a file in rollback-journal mode has one (a copy being restored, an old file); the
    app itself writes in WAL mode. A read-only connection cannot roll it back and would call
    a sound file damaged, and the main file may be mid-change until it is rolled back. This is
    SQLite's own recovery, the same any connection would do on opening the file.
    """
    journal = Path(f"{path}-journal")
    try:
        if not journal.exists() or journal.stat().st_size == 0:
            return None
    except OSError:
        return None
    try:
        con = sqlite3.connect(path)
        try:
            con.execute("SELECT count(*) FROM sqlite_master").fetchone()
        finally:
            con.close()
    except sqlite3.DatabaseError as exc:
        return _damaged(path, FileStatus.CORRUPT, f"SQLite no puede recuperarlo ({exc})")
    return None


def check_file(path: Path | str, full: bool = False) -> FileState:
    """The state of a database file, read with sqlite3 only and never written (except for
    SQLite's own roll-back of an interrupted transaction, see _roll_back_hot_journal).

    full: always PRAGMA integrity_check; otherwise files above FULL_CHECK_LIMIT get the
    faster quick_check.
    """
    path = Path(path)
    if not path.exists():
        return FileState(path, FileStatus.MISSING, f"No existe el archivo «{path.name}».")
    problem = _roll_back_hot_journal(path)
    if problem is not None:
        return problem
    try:
        size = path.stat().st_size
        if size == 0:
            return FileState(path, FileStatus.EMPTY, f"«{path.name}» está vacío.")
        state = _header_state(path, size)
    except OSError as exc:
        return _damaged(path, FileStatus.CORRUPT, f"no se puede leer ({os_reason(exc)})")
    if state is not None:
        return state
    try:
        con = sqlite3.connect(read_only_uri(path), uri=True)
    except sqlite3.Error as exc:
        return _damaged(path, FileStatus.CORRUPT, f"SQLite no puede abrirlo ({exc})")
    try:
        # Reading the schema's SQL too: a mangled column name is caught here, not mid-query.
        master = con.execute("SELECT type, name, sql FROM sqlite_master").fetchall()
        tables = {name for kind, name, _sql in master if kind == "table"}
        if not tables:
            return FileState(path, FileStatus.EMPTY, f"«{path.name}» no tiene datos.")
        pragma = "integrity_check" if full or size <= FULL_CHECK_LIMIT else "quick_check"
        rows = [r[0] for r in con.execute(f"PRAGMA {pragma}(5)")]
        if rows != ["ok"]:
            return _damaged(
                path,
                FileStatus.CORRUPT,
                "la comprobación de SQLite ha encontrado errores (" + "; ".join(rows[:3]) + ")",
            )
        if "alembic_version" not in tables:
            message = (
                federation_schema.not_a_club_database_message(str(path))
                if federation_schema.VERSION_TABLE in tables
                else f"«{path}» es una base de datos SQLite, pero no de Delegado. No se ha tocado."
            )
            return FileState(path, FileStatus.FOREIGN, message)
        row = con.execute("SELECT version_num FROM alembic_version").fetchone()
    except sqlite3.DatabaseError as exc:
        return _damaged(path, FileStatus.CORRUPT, f"SQLite no puede leerlo ({exc})")
    except UnicodeDecodeError:
        # SQLite does not validate text: a flipped bit in the schema shows up only here.
        return _damaged(path, FileStatus.CORRUPT, "su esquema contiene texto ilegible")
    finally:
        con.close()
    if row is None:
        return _damaged(path, FileStatus.CORRUPT, "le falta la versión del esquema")
    revision = row[0]
    if not isinstance(revision, str):
        return _damaged(path, FileStatus.CORRUPT, "la versión de su esquema no es válida")
    if revision not in schema.REVISIONS:
        status = (
            FileStatus.OLDER_SCHEMA
            if schema.is_older_than_supported(revision)
            else FileStatus.NEWER_SCHEMA
        )
        return FileState(
            path, status, schema.unknown_revision_message(path.name, revision), revision
        )
    return FileState(path, FileStatus.OK, "", revision)
