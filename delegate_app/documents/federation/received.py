"""One received candidate acta (or the reason it cannot be one), and the small helpers every
kind of source names and identifies things with (documents/federation/sources.py lists them)."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime

from delegate_app.documents.acta_schema import MAX_PDF_BYTES

SEPARATOR = " › "
MAX_FILE_BYTES = MAX_PDF_BYTES  # one acta
# The export writes acta.json beside each PDF: the PDF carries it embedded, and hidden files and
# the folder macOS adds to zips are not anything a club sent.
_SKIPPED_SUFFIXES = {".json"}


@dataclass(frozen=True)
class Received:
    """One candidate acta as received, or the reason it cannot be one."""

    name: str  # as the clerk reads it: "buzon.mbox › mensaje 3 › acta.pdf"
    sha256: str  # of the bytes received; for what could not be read, of what identifies it
    data: bytes | None = None  # the candidate's bytes; None when refused here
    problem: str | None = None  # why it was refused before any verification (Spanish)
    mail_received_at: datetime | None = None  # UTC, from the topmost Received: header
    note: str | None = None  # what the clerk should know that is not a refusal


@dataclass(frozen=True)
class Unit:
    """One thing to open: a file, a zip entry or a mail message. `open` never raises."""

    name: str
    open: Callable[[], Iterator[Received]]


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def identity_hash(*parts: object) -> str:
    """A stable hash for something refused without reading it whole: importing it again is
    recognised as the same thing."""
    return sha256_hex("\0".join(map(str, parts)).encode("utf-8", "surrogateescape"))


def refused_received(
    name: str, problem: str, sha256: str, *, mail_received_at: datetime | None = None
) -> Received:
    return Received(name=name, sha256=sha256, problem=problem, mail_received_at=mail_received_at)


def size_text(size: int) -> str:
    if size >= 1024 * 1024:
        return f"{size / (1024 * 1024):.1f} MB".replace(".", ",")
    if size >= 1024:
        return f"{size / 1024:.0f} KB"
    return f"{size} bytes"


def file_kind(name: str, head: bytes) -> str:
    """zip, eml, mbox or pdf (anything else is a candidate PDF: verification says what it is)."""
    suffix = os.path.splitext(name)[1].lower()
    if head.startswith((b"PK\x03\x04", b"PK\x05\x06")) or suffix == ".zip":
        return "zip"
    if suffix == ".eml":
        return "eml"
    if suffix in (".mbox", ".mbx") or head.startswith(b"From "):
        return "mbox"
    return "pdf"


def is_skipped_name(name: str) -> bool:
    base = os.path.basename(name.rstrip("/"))
    return (
        not base
        or base.startswith(".")
        or os.path.splitext(base)[1].lower() in _SKIPPED_SUFFIXES
        or "__MACOSX" in name.split("/")
    )
