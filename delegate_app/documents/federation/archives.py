"""Zips as the federation receives them: a zip, the zips inside it (a few levels), and the
zips attached to a mail, read with every size counted as it inflates.

A zip is the sender's word about its own sizes, and a bomb lies: each entry is bounded by what
its header declares, by a ratio, and by what the whole file may inflate to; and before one row is
given, the entries of the file and of every zip inside it are counted together (`census`), so a
small zip of nested zips is one refused row, not thousands of rows each under a per-zip limit.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterator
from datetime import datetime

from delegate_app.documents.federation.received import (
    MAX_FILE_BYTES,
    SEPARATOR,
    Received,
    file_kind,
    identity_hash,
    is_skipped_name,
    refused_received,
    sha256_hex,
    size_text,
)

MAX_NESTED_ZIP_BYTES = 64 * 1024 * 1024  # a zip inside a zip or a mail is read into memory
MAX_ARCHIVE_BYTES = 1024 * 1024 * 1024  # everything one zip may inflate to, nested ones included
MAX_ARCHIVE_ENTRIES = 5000  # in one file: a zip and every zip inside it, counted together
MAX_RATIO = 100  # PDFs barely compress (1.1–3×); a hundredfold is a bomb
MAX_ZIP_DEPTH = 3  # a zip, a zip inside it, and one more level
_CHUNK = 64 * 1024
TOO_MANY_ENTRIES = (
    "el zip y los zips que lleva dentro suman más de {limit} entradas; no se abre ninguna "
    "(posible bomba zip)"
)
TOO_MUCH_INSIDE = (
    "los zips que lleva dentro se descomprimen a más de {size}; no se abre ninguno "
    "(posible bomba zip)"
)


class InflateBudget:
    """What one archive (with the zips inside it) may inflate to, counted as it inflates."""

    def __init__(self) -> None:
        self.left = MAX_ARCHIVE_BYTES


class _TooBig(Exception):
    pass


def zip_entries(archive: zipfile.ZipFile, label: str) -> list[zipfile.ZipInfo] | Received:
    """The entries worth opening, or the refusal of the whole archive."""
    infos = archive.infolist()
    if len(infos) > MAX_ARCHIVE_ENTRIES:
        return refused_received(
            label,
            f"el zip tiene {len(infos)} entradas; se admiten como mucho {MAX_ARCHIVE_ENTRIES}",
            identity_hash("zip", label, len(infos), *(i.CRC for i in infos[:50])),
        )
    declared = sum(info.file_size for info in infos)
    if declared > MAX_ARCHIVE_BYTES:
        return refused_received(
            label,
            f"el zip dice descomprimirse a {size_text(declared)}; se admiten como mucho "
            f"{size_text(MAX_ARCHIVE_BYTES)} (posible bomba zip)",
            identity_hash("zip", label, declared, *(i.CRC for i in infos[:50])),
        )
    return [info for info in infos if not info.is_dir() and not is_skipped_name(info.filename)]


class ArchiveCensus:
    """What a file's archives hold in total, counted before any entry is opened for the intake:
    their entries, and the bytes the zips inside them inflate to."""

    def __init__(self) -> None:
        self.entries = 0
        self.budget = InflateBudget()


def _looks_zipped(archive: zipfile.ZipFile, info: zipfile.ZipInfo) -> bool:
    """Whether the intake will open this entry as a zip: by its name, or by its first bytes."""
    if file_kind(info.filename, b"") == "zip":
        return True
    try:
        with archive.open(info) as stream:
            return stream.read(4) in (b"PK\x03\x04", b"PK\x05\x06")
    except Exception:  # damaged, encrypted, unknown method: opening it will say so
        return False


def census_archive(archive: zipfile.ZipFile, census: ArchiveCensus, *, depth: int) -> str | None:
    """Why the archive (with every zip inside it) is refused whole, or None. Counted in total:
    a small zip of nested zips must not make thousands of rows, one per zip, each under its
    own limit."""
    infos = archive.infolist()
    census.entries += len(infos)
    if census.entries > MAX_ARCHIVE_ENTRIES:
        return TOO_MANY_ENTRIES.format(limit=MAX_ARCHIVE_ENTRIES)
    if depth >= MAX_ZIP_DEPTH:
        return None  # what lies deeper is refused, one row per zip, when opened
    for info in infos:
        if info.is_dir() or is_skipped_name(info.filename) or not _looks_zipped(archive, info):
            continue
        if _entry_problem(info, MAX_NESTED_ZIP_BYTES) is not None:
            continue  # one row when opened, with its own reason
        try:
            data = _inflate(archive, info, MAX_NESTED_ZIP_BYTES, census.budget)
            inner = zipfile.ZipFile(io.BytesIO(data))
        except _TooBig:
            if census.budget.left <= 0:
                return TOO_MUCH_INSIDE.format(size=size_text(MAX_ARCHIVE_BYTES))
            continue
        except Exception:  # damaged: one row when opened
            continue
        with inner:
            problem = census_archive(inner, census, depth=depth + 1)
        if problem is not None:
            return problem
    return None


def _entry_identity(info: zipfile.ZipInfo) -> str:
    return identity_hash("zip-entrada", info.filename, info.CRC, info.file_size, info.compress_size)


def _entry_problem(info: zipfile.ZipInfo, limit: int) -> str | None:
    """What the entry's own header already gives away, before inflating a byte."""
    if info.flag_bits & 0x1:
        return "está cifrada en el zip: no se puede leer sin contraseña"
    if info.file_size > limit:
        return (
            f"dice descomprimirse a {size_text(info.file_size)}; se admiten como mucho "
            f"{size_text(limit)}"
        )
    if info.compress_size and info.file_size / info.compress_size > MAX_RATIO:
        return (
            f"se descomprime {info.file_size // info.compress_size} veces su tamaño "
            f"(más de {MAX_RATIO}): posible bomba zip"
        )
    return None


def _inflate(
    archive: zipfile.ZipFile, info: zipfile.ZipInfo, limit: int, budget: InflateBudget
) -> bytes:
    """The entry's bytes, stopped as soon as they pass the limit, the ratio or the budget: the
    sizes in the header are the sender's word and a bomb lies about them."""
    ceiling = min(limit, budget.left, max(info.compress_size, 1) * MAX_RATIO + _CHUNK)
    parts, total = [], 0
    with archive.open(info) as stream:
        while chunk := stream.read(_CHUNK):
            total += len(chunk)
            if total > ceiling:
                budget.left -= total
                raise _TooBig
            parts.append(chunk)
    budget.left -= total
    return b"".join(parts)


def open_entry(
    archive: zipfile.ZipFile,
    info: zipfile.ZipInfo,
    name: str,
    budget: InflateBudget,
    *,
    depth: int,
    mail_at: datetime | None,
) -> Iterator[Received]:
    nested = file_kind(info.filename, b"") == "zip"
    limit = MAX_NESTED_ZIP_BYTES if nested else MAX_FILE_BYTES
    identity = _entry_identity(info)
    problem = _entry_problem(info, limit)
    if problem is None and budget.left <= 0:
        problem = (
            f"el zip ya ha descomprimido {size_text(MAX_ARCHIVE_BYTES)}, el máximo admitido "
            "(posible bomba zip)"
        )
    if problem is not None:
        yield refused_received(name, problem, identity, mail_received_at=mail_at)
        return
    try:
        data = _inflate(archive, info, limit, budget)
    except _TooBig:
        yield refused_received(
            name,
            f"se descomprime a más de lo que declara ({size_text(info.file_size)}) o de lo "
            f"admitido: posible bomba zip",
            identity,
            mail_received_at=mail_at,
        )
        return
    except (zipfile.BadZipFile, EOFError, ValueError, NotImplementedError, OSError) as exc:
        yield refused_received(name, _zip_read_problem(exc), identity, mail_received_at=mail_at)
        return
    except Exception:  # zlib/bz2/lzma report damaged streams with their own errors
        yield refused_received(
            name, "la entrada del zip está dañada", identity, mail_received_at=mail_at
        )
        return
    if nested or data.startswith((b"PK\x03\x04", b"PK\x05\x06")):
        yield from open_zip_bytes(data, name, budget, depth=depth + 1, mail_at=mail_at)
    else:
        yield Received(name, sha256_hex(data), data, mail_received_at=mail_at)


def _zip_read_problem(exc: BaseException) -> str:
    if isinstance(exc, NotImplementedError):
        return "la entrada usa un método de compresión que no se admite"
    if isinstance(exc, zipfile.BadZipFile) and "CRC" in str(exc):
        return "la entrada del zip está dañada (su CRC no cuadra)"
    return "la entrada del zip está dañada"


def open_zip_bytes(
    data: bytes, name: str, budget: InflateBudget, *, depth: int, mail_at: datetime | None
) -> Iterator[Received]:
    if depth > MAX_ZIP_DEPTH:
        yield refused_received(
            name,
            f"zip dentro de zip a más de {MAX_ZIP_DEPTH} niveles: no se abre",
            sha256_hex(data),
            mail_received_at=mail_at,
        )
        return
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, ValueError, EOFError, OSError):
        yield refused_received(
            name, "no es un zip válido", sha256_hex(data), mail_received_at=mail_at
        )
        return
    with archive:
        entries = zip_entries(archive, name)
        if isinstance(entries, Received):
            yield Received(
                entries.name, sha256_hex(data), problem=entries.problem, mail_received_at=mail_at
            )
            return
        if not entries:
            yield refused_received(
                name, "el zip está vacío", sha256_hex(data), mail_received_at=mail_at
            )
            return
        for info in entries:
            yield from open_entry(
                archive,
                info,
                f"{name}{SEPARATOR}{info.filename}",
                budget,
                depth=depth,
                mail_at=mail_at,
            )
