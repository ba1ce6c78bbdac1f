"""Copies of the database made with SQLite's online backup API (never a file copy)."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path


def backups_dir(db_path: Path) -> Path:
    return db_path.parent / "copias-de-seguridad"


def backup_database(db_path: Path, reason: str, now: datetime | None = None) -> Path:
    """Write a consistent copy of db_path and return its path.

    The backup API copies pages under SQLite's own locking, so the copy is consistent even
    while the app holds the database open in WAL mode.
    """
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S-%f")
    target_dir = backups_dir(db_path)
    target_dir.mkdir(parents=True, exist_ok=True)
    target = target_dir / f"{db_path.stem}-{stamp}-{reason}.sqlite3"
    src = sqlite3.connect(db_path)
    try:
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        src.close()
    return target
