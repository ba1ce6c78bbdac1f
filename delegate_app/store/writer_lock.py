"""One writer per database file: an OS lock on a file beside it, held while the app writes.

The operating system drops the lock when the process ends, however it ends (a crash, a kill,
a flat battery), so a stale lock never blocks the next start. flock on POSIX, msvcrt.locking on
Windows: both lock per open file, so two Delegado processes (two windows, a window and a
command) exclude each other. Within one process the lock is shared and counted.

The lock file is removed on release (nothing is left beside the database once the app is done
with it). A process that opened it just before that removal and then obtains the lock holds a
file no longer in the folder: it sees that the names no longer match and tries again.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from pathlib import Path

SUFFIX = ".escritor"

_held: dict[Path, list[int]] = {}  # resolved database path -> [file descriptor, count]
_mutex = threading.Lock()


def lock_path(db_path: Path) -> Path:
    return db_path.with_name(db_path.name + SUFFIX)


def _try_lock(fd: int) -> bool:
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


class WriterLock:
    """This process's claim to write one database; release() once per acquire()."""

    def __init__(self, db_path: Path) -> None:
        self.db_path = db_path
        self.released = False

    def release(self) -> None:
        if self.released:
            return
        self.released = True
        with _mutex:
            entry = _held.get(self.db_path)
            if entry is None:
                return
            entry[1] -= 1
            if entry[1] == 0:
                del _held[self.db_path]
                # Removed while still locked, so nobody can lock this name's file meanwhile;
                # on Windows a file open elsewhere cannot be removed, and that is fine too.
                with contextlib.suppress(OSError):
                    os.unlink(lock_path(self.db_path))
                os.close(entry[0])  # closing the file drops the OS lock


def acquire(db_path: Path | str) -> WriterLock | None:
    """The writer lock of db_path, or None when another process holds it.

    Raises OSError when the lock file cannot be created (a read-only folder).
    """
    path = Path(db_path).resolve()
    with _mutex:
        entry = _held.get(path)
        if entry is not None:
            entry[1] += 1
            return WriterLock(path)
        while True:
            fd = os.open(lock_path(path), os.O_RDWR | os.O_CREAT, 0o644)
            if not _try_lock(fd):
                os.close(fd)
                return None
            if _still_named(fd, lock_path(path)):
                break
            os.close(fd)  # locked a file its previous holder had just removed: again
        _held[path] = [fd, 1]
        return WriterLock(path)


def _still_named(fd: int, path: Path) -> bool:
    try:
        named = os.stat(path)
    except FileNotFoundError:
        return False
    mine = os.fstat(fd)
    return (mine.st_dev, mine.st_ino) == (named.st_dev, named.st_ino)


def held_elsewhere(db_path: Path | str) -> bool:
    """True when another process holds the lock right now (taken and released to find out)."""
    lock = acquire(db_path)
    if lock is None:
        return True
    lock.release()
    return False
