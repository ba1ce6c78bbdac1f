"""The files of a SQLite database as files: its sidecars, opening one read-only without leaving
any behind, and keeping a damaged one aside (renamed beside it, never overwritten or written to).

A leaf module under both the start-up check (recovery) and the backups (backup).
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

SIDECARS = ("-wal", "-shm", "-journal")


def read_only_uri(path: Path) -> str:
    """A URI that opens path for reading without leaving -wal/-shm files behind.

    A WAL-format file with no -wal or -shm beside it is open nowhere and has nothing pending,
    so it is read as immutable (a plain read-only connection would create both files and
    leave them, e.g. in the backups folder). Otherwise SQLite must see the -wal: read-only.
    """
    uri = Path(path).resolve().as_uri() + "?mode=ro"
    try:
        with open(path, "rb") as f:
            header = f.read(20)
    except OSError:
        return uri
    # SQLite reads a file in WAL mode when its read version (byte 19) is 2, whatever byte 18
    # says: a damaged header with only that byte set would still get -wal and -shm files.
    wal_format = len(header) == 20 and header[19] == 2
    sidecars = any(Path(f"{path}{side}").exists() for side in ("-wal", "-shm", "-journal"))
    return uri + "&immutable=1" if wal_format and not sidecars else uri


def _free_name(path: Path, label: str, stamp: str) -> Path:
    """A name beside path that neither exists nor has sidecar files."""
    n = 1
    while True:
        suffix = "" if n == 1 else f"-{n}"
        candidate = path.with_name(f"{path.stem}-{label}-{stamp}{suffix}{path.suffix}")
        taken = candidate.exists() or any(Path(f"{candidate}{side}").exists() for side in SIDECARS)
        if not taken:
            return candidate
        n += 1


def set_aside(path: Path | str, now: datetime | None = None) -> Path:
    """Rename a damaged file (and its -wal/-shm) out of the way; return the new name.

    Never overwrites: an existing name gets -2, -3… The sidecars move first, so that a new
    database created at path can never pick up the old file's WAL.
    """
    path = Path(path)
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = _free_name(path, "danado", stamp)
    for side in SIDECARS:
        sidecar = Path(f"{path}{side}")
        if sidecar.exists():
            _rename_no_overwrite(sidecar, Path(f"{target}{side}"))
    _rename_no_overwrite(path, target)
    return target


def _rename_no_overwrite(source: Path, target: Path) -> None:
    if target.exists():
        raise FileExistsError(f"«{target}» ya existe: no se sobrescribe.")
    os.rename(source, target)
