"""Files written whole or not at all: the one way the app replaces a file.

A crash, a full disk or an unplugged stick half-way through a write must leave the previous file
as it was, never a truncated one where a good export, a key store or a registry used to be. The
bytes go to a temporary file in the same folder (a rename is atomic only within one file
system), are forced to disk, and only then take the target's name.

Errors are the OSError of the step that failed; callers word them for the user.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

SHARED = 0o644  # a document meant to be handed on (mkstemp's own files are private)
PRIVATE = 0o600  # keys, key stores, the installed registry: their owner only


def write_beside(target: Path, data: bytes, mode: int = SHARED) -> Path:
    """Write data to a new temporary file next to target, on disk, and return its path (the
    caller renames it over target, or removes it)."""
    handle, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    temporary = Path(name)
    try:
        os.chmod(temporary, mode)
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return temporary


def write_atomically(path: Path, data: bytes, mode: int = SHARED) -> None:
    """Replace path with data, whole: a failure leaves the old file (or none) and no leftover."""
    temporary = write_beside(path, data, mode)
    try:
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def write_all_or_none(files: Sequence[tuple[Path, bytes]], mode: int = SHARED) -> None:
    """Several files that only make sense together (a PDF and its JSON): every one is written
    under a temporary name first, then all are renamed; a failure before the renames leaves
    nothing behind, one between them removes the files already renamed."""
    temporaries: list[tuple[Path, Path]] = []
    renamed: list[Path] = []
    try:
        for target, data in files:
            temporaries.append((write_beside(target, data, mode), target))
        for temporary, target in temporaries:
            os.replace(temporary, target)
            renamed.append(target)
    except BaseException:
        for temporary, _ in temporaries:
            temporary.unlink(missing_ok=True)
        if len(files) > 1:
            for target in renamed:
                target.unlink(missing_ok=True)
        raise
