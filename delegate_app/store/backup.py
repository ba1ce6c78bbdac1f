"""Copies of the database made with SQLite's online backup API (never a file copy).

Every copy lives in `copias-de-seguridad/` beside the database and is named
`<db stem>-<YYYYmmdd-HHMMSS-ffffff>-<reason>.sqlite3`, so the listing needs no index file
that could itself be lost. Reasons: `diaria`, `acta-cerrada-<match id>` (the automatic ones,
rotated), and `antes-de-migrar-<rev>`, `antes-de-restaurar`, `antes-de-importar` (kept until
the delegate deletes them: they are the way back from a step he chose).

A copy is written under a temporary name and renamed when complete, in rollback-journal mode,
so it is a single self-contained file (no -wal beside it) that can be carried anywhere.
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import TypedDict

from delegate_app.store.errors import DamagedDatabase, StoreError
from delegate_app.store.recovery import FileStatus, check_file
from delegate_app.store.sqlite_files import read_only_uri, set_aside

DEFAULT_KEEP = 20
AUTOMATIC_REASONS = ("diaria", "acta-cerrada-")
_STAMP = "%Y%m%d-%H%M%S-%f"
PARTIAL = ".parcial"  # a copy being written; left behind only by a crash
_NAME = re.compile(r"^(?P<stem>.+)-(?P<stamp>\d{8}-\d{6}-\d{6})-(?P<reason>[a-z0-9-]+)\.sqlite3$")


def backups_dir(db_path: Path) -> Path:
    return db_path.parent / "copias-de-seguridad"


def _copy_with_backup_api(source: Path, target: Path, read_only: bool = True) -> None:
    """Write a consistent single-file copy of source at target (replacing it only when done).

    read_only=False for the app's own database: a plain connection may roll back a journal
    left by an interrupted transaction, which a read-only one cannot do.
    """
    if not Path(source).is_file():
        # sqlite3.connect would create an empty database there instead.
        raise FileNotFoundError(f"No existe «{source}».")
    partial = target.with_name(target.name + PARTIAL)
    partial.unlink(missing_ok=True)
    src = sqlite3.connect(read_only_uri(source), uri=True) if read_only else sqlite3.connect(source)
    try:
        dst = sqlite3.connect(partial)
        try:
            # Under SQLite's own locking: consistent even while the app writes in WAL mode.
            src.backup(dst)
            dst.execute("PRAGMA journal_mode=DELETE")
        finally:
            dst.close()
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    finally:
        src.close()
    os.replace(partial, target)
    _sync_folder(target.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (an export may be unplugged right after the message)."""
    if os.name != "posix":
        return  # Windows cannot open a folder for fsync; NTFS journals the rename itself
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def backup_database(db_path: Path, reason: str, now: datetime | None = None) -> Path:
    """Write a consistent copy of db_path into the backups folder and return its path."""
    stamp = (now or datetime.now()).strftime(_STAMP)
    target_dir = backups_dir(db_path)
    target_dir.mkdir(parents=True, exist_ok=True)
    target = target_dir / f"{db_path.stem}-{stamp}-{reason}.sqlite3"
    _copy_with_backup_api(db_path, target, read_only=False)
    return target


# --- listing -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BackupInfo:
    path: Path
    made_at: datetime
    reason: str
    size: int
    # Read from the copy itself; None when the copy cannot be read.
    clubs: int | None = None
    players: int | None = None
    matches: int | None = None
    locked_actas: int | None = None
    revision: str | None = None

    @property
    def readable(self) -> bool:
        return self.clubs is not None

    @property
    def automatic(self) -> bool:
        return self.reason.startswith(AUTOMATIC_REASONS)

    @property
    def reason_text(self) -> str:
        reason = self.reason
        if reason == "diaria":
            return "Copia diaria"
        if reason.startswith("acta-cerrada-"):
            return f"Al cerrar el acta del encuentro n.º {reason.removeprefix('acta-cerrada-')}"
        if reason.startswith("antes-de-migrar-"):
            return "Antes de actualizar la base de datos a una versión nueva"
        if reason == "antes-de-restaurar":
            return "Antes de restaurar otra copia"
        if reason == "antes-de-importar":
            return "Antes de importar otra base de datos"
        return reason.replace("-", " ").capitalize()

    @property
    def contents_text(self) -> str:
        # read_contents fills the four counts together, or none of them
        clubs, players, matches, locked = self.clubs, self.players, self.matches, self.locked_actas
        if clubs is None or players is None or matches is None or locked is None:
            return describe_contents({})
        return describe_contents(
            {"clubs": clubs, "players": players, "matches": matches, "locked_actas": locked}
        )

    @property
    def date_text(self) -> str:
        return self.made_at.strftime("%d/%m/%Y %H:%M")


class BackupContents(TypedDict, total=False):
    """What a copy holds, read from the copy; empty when it cannot be read."""

    clubs: int
    players: int
    matches: int
    locked_actas: int
    revision: str | None


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def describe_contents(contents: BackupContents) -> str:
    """What a copy holds, in words: "8 clubes, 117 jugadores, 120 encuentros, 1 acta cerrada"."""
    if not contents:
        return "no se puede leer"
    return ", ".join(
        (
            _count(contents["clubs"], "club", "clubes"),
            _count(contents["players"], "jugador", "jugadores"),
            _count(contents["matches"], "encuentro", "encuentros"),
            _count(contents["locked_actas"], "acta cerrada", "actas cerradas"),
        )
    )


def read_contents(path: Path) -> BackupContents:
    """Counts the listing shows, read straight from a copy; {} when it is not readable."""
    try:
        con = sqlite3.connect(read_only_uri(path), uri=True)
    except sqlite3.Error:
        return {}
    try:
        tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}

        def count(table: str, where: str = "") -> int:
            if table not in tables:
                return 0
            return int(con.execute(f'SELECT count(*) FROM "{table}" {where}').fetchone()[0])

        revision = None
        if "alembic_version" in tables:
            row = con.execute("SELECT version_num FROM alembic_version").fetchone()
            revision = row[0] if row else None
        return {
            "clubs": count("club"),
            "players": count("player"),
            "matches": count("match"),
            "locked_actas": count("matchday", "WHERE locked_at IS NOT NULL"),
            "revision": revision,
        }
    except (sqlite3.DatabaseError, UnicodeDecodeError):
        return {}
    finally:
        con.close()


def _parse(db_path: Path, path: Path) -> tuple[datetime, str] | None:
    found = _NAME.match(path.name)
    if not found or found["stem"] != db_path.stem:
        return None
    try:
        return datetime.strptime(found["stamp"], _STAMP), found["reason"]
    except ValueError:
        return None


def _backup_files(db_path: Path) -> list[tuple[datetime, str, Path]]:
    folder = backups_dir(db_path)
    if not folder.is_dir():
        return []
    found = []
    for path in folder.glob("*.sqlite3"):
        parsed = _parse(db_path, path)
        if parsed:
            found.append((parsed[0], parsed[1], path))
    found.sort(key=lambda item: (item[0], item[2].name), reverse=True)
    return found


def list_backups(db_path: Path, with_contents: bool = True) -> list[BackupInfo]:
    """The copies of db_path, newest first."""
    out = []
    for made_at, reason, path in _backup_files(db_path):
        try:
            size = path.stat().st_size
        except OSError:
            continue
        contents = read_contents(path) if with_contents else {}
        out.append(BackupInfo(path, made_at, reason, size, **contents))
    return out


def rotate_backups(db_path: Path, keep: int = DEFAULT_KEEP) -> list[Path]:
    """Delete the automatic copies beyond the newest `keep`; return what was deleted."""
    keep = max(1, keep)
    automatic = [
        p for _t, reason, p in _backup_files(db_path) if reason.startswith(AUTOMATIC_REASONS)
    ]
    removed = []
    for path in automatic[keep:]:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
            removed.append(path)
        for side in ("-wal", "-shm", "-journal"):
            Path(f"{path}{side}").unlink(missing_ok=True)
    for leftover in backups_dir(db_path).glob(f"{db_path.stem}-*{PARTIAL}*"):
        leftover.unlink(missing_ok=True)
    return removed


# --- automatic copies ----------------------------------------------------------------------------


def daily_backup(db_path: Path, keep: int = DEFAULT_KEEP, today: date | None = None) -> Path | None:
    """The first start of each day makes one copy; later starts that day make none."""
    now = datetime.now()
    today = today or now.date()
    if any(
        reason == "diaria" and made_at.date() == today
        for made_at, reason, _p in _backup_files(db_path)
    ):
        return None
    copy = backup_database(db_path, "diaria", now=datetime.combine(today, now.time()))
    rotate_backups(db_path, keep)
    return copy


def backup_after_lock(db_path: Path, match_id: int, keep: int = DEFAULT_KEEP) -> Path:
    """A copy right after an acta is locked: the moment most worth being able to go back to."""
    copy = backup_database(db_path, f"acta-cerrada-{match_id}")
    rotate_backups(db_path, keep)
    return copy


# --- restoring, exporting, importing -------------------------------------------------------------


def _usable_copy(path: Path, what: str) -> str:
    """Refuse a file that is not a sound Delegado database of a schema this app knows."""
    state = check_file(path, full=True)
    if state.status is FileStatus.MISSING:
        raise DamagedDatabase(state.message)
    if state.status is FileStatus.EMPTY:
        raise DamagedDatabase(f"{what} «{path.name}» está vacía: no hay nada que recuperar.")
    if state.status is not FileStatus.OK:
        raise state.error() or DamagedDatabase(state.message)
    return state.revision or ""


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve() or (b.exists() and os.path.samefile(a, b))
    except OSError:
        return False


def _keep_current(db_path: Path, reason: str) -> Path | None:
    """Copy the current database aside before it is replaced; None if there is none."""
    if not db_path.exists() or db_path.stat().st_size == 0:
        return None
    try:
        return backup_database(db_path, reason)
    except sqlite3.DatabaseError:
        # Too damaged for the backup API: move the file itself aside instead, untouched.
        return set_aside(db_path)


def _copy_into_place(source: Path, db_path: Path) -> None:
    """Replace db_path's content page by page through SQLite, so its -wal stays coherent."""
    db_path.parent.mkdir(parents=True, exist_ok=True)
    src = sqlite3.connect(read_only_uri(source), uri=True)
    try:
        dst = sqlite3.connect(db_path)
        try:
            # Out of WAL first: the old WAL is checkpointed and removed, and the copy may then
            # bring its own page size (a WAL database cannot change it).
            dst.execute("PRAGMA journal_mode=DELETE")
            src.backup(dst)
            result = dst.execute("PRAGMA integrity_check(1)").fetchone()[0]
        finally:
            dst.close()
    finally:
        src.close()
    if result != "ok":
        raise DamagedDatabase(f"La copia se ha escrito pero no supera la comprobación: {result}.")


@contextlib.contextmanager
def _sqlite_errors_as_store_errors(action: str) -> Iterator[None]:
    """The callers (the window, the command line) know StoreError; SQLite's own errors are
    reported in the same words instead of reaching them as a library exception."""
    try:
        yield
    except StoreError:
        raise
    except sqlite3.Error as exc:
        raise StoreError(f"No se pudo {action}: SQLite dice «{exc}».") from exc


def restore_backup(db_path: Path, backup_path: Path) -> Path | None:
    """Put a backup in place of the database; return where the current one was kept.

    The caller closes the app's engine first and reopens (open_database) afterwards: a copy
    made before a migration is upgraded then, with its own pre-migration copy.
    """
    if _same_file(backup_path, db_path):
        raise StoreError("Esa copia es la propia base de datos abierta.")
    _usable_copy(backup_path, "La copia")
    with _sqlite_errors_as_store_errors("restaurar la copia"):
        kept = _keep_current(db_path, "antes-de-restaurar")
        _copy_into_place(backup_path, db_path)
    return kept


def export_database(db_path: Path, target: Path) -> Path:
    """The whole database as one .sqlite3 file, e.g. to carry on a USB stick."""
    target = Path(target)
    if _same_file(db_path, target):
        raise StoreError("No se puede exportar la base de datos sobre sí misma.")
    target.parent.mkdir(parents=True, exist_ok=True)
    with _sqlite_errors_as_store_errors("exportar la base de datos"):
        _copy_with_backup_api(db_path, target, read_only=False)
    return target


def import_database(source: Path, db_path: Path) -> Path | None:
    """Replace the database with an exported file; return where the current one was kept.

    Only a sound Delegado database of a known schema is taken; an older one is upgraded by
    open_database when the caller reopens.
    """
    source = Path(source)
    if _same_file(source, db_path):
        raise StoreError("Ese archivo es la propia base de datos abierta.")
    _usable_copy(source, "La base de datos")
    with _sqlite_errors_as_store_errors("importar la base de datos"):
        kept = _keep_current(db_path, "antes-de-importar")
        _copy_into_place(source, db_path)
    return kept


def newest_backup(path: Path | str) -> BackupInfo | None:
    """The newest copy of the database at path that passes SQLite's full check."""
    path = Path(path)
    for info in list_backups(path):
        if not info.readable:
            continue
        if check_file(info.path, full=True).status is FileStatus.OK:
            return info
    return None
