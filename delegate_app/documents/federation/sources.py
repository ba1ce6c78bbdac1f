"""What the federation received: every candidate acta out of PDFs, folders, zips and mail files.

A clerk points the intake at whatever arrived: PDFs, a folder of them (walked recursively), zips
(also a zip inside a zip, a few levels deep), single mails (.eml) and mailboxes (.mbox). This
module turns all of it into `Received` items, one per candidate acta, without verifying anything.

Everything that arrives is hostile until verified, so every read is bounded and nothing raises:
an unreadable file, a zip bomb (declared sizes, actual sizes while inflating, the ratio, the
number of entries, the nesting), an oversized attachment, a mail whose MIME is broken or that
carries no PDF, each becomes a `Received` with `problem` set (a Spanish reason) and the intake
goes on with the rest.

The work is listed first (`list_units`: a file, a zip entry, a mail message) and opened later
one unit at a time, so a long intake can say "37 of 120" and never holds more than a few actas
in memory.

Mail: when the federation's server took a message is the topmost `Received:` header written
*by one of the federation's own mail servers* (`by HOST`, the hosts the office configured with
--servidor-correo). Each server adds its header on top of the others, so everything below the
federation's header was written before it arrived, by the club's computer or servers, and may be
forged at will: a header from another host is never evidence, nor one naming our server below
our server's own, nor a date in the future. The `Date:` header is what the sender's computer
claims and is never used either. Without evidence, the office's reception time counts and the
item carries a note saying why.
"""

from __future__ import annotations

import contextlib
import email
import email.policy
import email.utils
import hashlib
import io
import mailbox
import os
import re
import zipfile
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from email.message import Message
from pathlib import Path

from delegate_app.documents.acta_schema import MAX_PDF_BYTES
from delegate_app.os_errors import os_reason

SEPARATOR = " › "
MAX_FILE_BYTES = MAX_PDF_BYTES  # one acta
MAX_NESTED_ZIP_BYTES = 64 * 1024 * 1024  # a zip inside a zip or a mail is read into memory
MAX_ARCHIVE_BYTES = 1024 * 1024 * 1024  # everything one zip may inflate to, nested ones included
MAX_ARCHIVE_ENTRIES = 5000
MAX_RATIO = 100  # PDFs barely compress (1.1–3×); a hundredfold is a bomb
MAX_ZIP_DEPTH = 3  # a zip, a zip inside it, and one more level
MAX_MESSAGE_BYTES = 64 * 1024 * 1024  # one mail message (base64 makes actas a third larger)
MAX_MAIL_PARTS = 500
_CHUNK = 64 * 1024
# The export writes acta.json beside each PDF: the PDF carries it embedded, and hidden files and
# the folder macOS adds to zips are not anything a club sent.
_SKIPPED_SUFFIXES = {".json"}
_ATTACHMENT_TYPES = {
    "application/pdf",
    "application/x-pdf",
    "application/zip",
    "application/x-zip-compressed",
    "application/octet-stream",
}
NO_RECEIVED_HEADER = (
    "el correo no trae cabecera Received: no consta cuándo llegó al servidor de la federación "
    "(la fecha Date la pone el remitente y no lo prueba)"
)
BAD_RECEIVED_HEADER = (
    "la cabecera Received del servidor de correo de la federación no trae una fecha legible: no "
    "consta cuándo llegó (la fecha Date la pone el remitente y no lo prueba)"
)
NO_MAIL_SERVER = (
    "no se ha indicado el servidor de correo de la federación (--servidor-correo): ninguna "
    "cabecera Received prueba cuándo llegó el correo; cuenta la hora de recepción en la oficina"
)
NOT_OUR_SERVER = (
    "ninguna cabecera Received la escribió el servidor de correo de la federación ({ours}); "
    "las de otros servidores ({theirs}) las pudo escribir cualquiera y no prueban cuándo llegó: "
    "cuenta la hora de recepción en la oficina"
)
FUTURE_RECEIVED = (
    "la cabecera Received del servidor de correo de la federación dice {when} UTC, una hora "
    "futura: no prueba cuándo llegó; cuenta la hora de recepción en la oficina"
)
# The mail server's clock and the office's may differ a little; beyond this a time is forged.
CLOCK_SKEW = timedelta(minutes=5)
_COMMENT = re.compile(r"\([^()]*\)")
_BY_HOST = re.compile(r"\bby\s+\[?([^\s;()\[\]]+)", re.IGNORECASE)


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


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _identity(*parts: object) -> str:
    """A stable hash for something refused without reading it whole: importing it again is
    recognised as the same thing."""
    return _sha256("\0".join(map(str, parts)).encode("utf-8", "surrogateescape"))


def _refused(name: str, problem: str, sha256: str, **extra) -> Received:
    return Received(name=name, sha256=sha256, problem=problem, **extra)


def _size_text(size: int) -> str:
    if size >= 1024 * 1024:
        return f"{size / (1024 * 1024):.1f} MB".replace(".", ",")
    if size >= 1024:
        return f"{size / 1024:.0f} KB"
    return f"{size} bytes"


def _kind(name: str, head: bytes) -> str:
    """zip, eml, mbox or pdf (anything else is a candidate PDF: verification says what it is)."""
    suffix = os.path.splitext(name)[1].lower()
    if head.startswith((b"PK\x03\x04", b"PK\x05\x06")) or suffix == ".zip":
        return "zip"
    if suffix == ".eml":
        return "eml"
    if suffix in (".mbox", ".mbx") or head.startswith(b"From "):
        return "mbox"
    return "pdf"


def _skipped(name: str) -> bool:
    base = os.path.basename(name.rstrip("/"))
    return (
        not base
        or base.startswith(".")
        or os.path.splitext(base)[1].lower() in _SKIPPED_SUFFIXES
        or "__MACOSX" in name.split("/")
    )


# --------------------------------------------------------------------------- listing


class Sources:
    """The units of work in the paths given; a context manager that keeps open zips open."""

    def __init__(
        self,
        paths: Sequence[str | os.PathLike[str]],
        mail: MailEvidence | None = None,
    ) -> None:
        self.mail = mail or MailEvidence()
        self._stack = contextlib.ExitStack()
        self.units: list[Unit] = []
        for path in paths:
            self._add_path(Path(path), str(path))

    def __enter__(self) -> Sources:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        self._stack.close()

    def __iter__(self) -> Iterator[tuple[int, Received]]:
        """Every received item with the index of the unit it came from."""
        for index, unit in enumerate(self.units):
            try:
                for item in unit.open():
                    yield index, item
            except Exception as exc:  # a bug here must cost one unit, never the whole intake
                yield (
                    index,
                    _refused(
                        unit.name,
                        f"no se ha podido abrir ({type(exc).__name__}); no se ha verificado",
                        _identity("fallo", unit.name),
                    ),
                )

    # -- paths

    def _add_path(self, path: Path, label: str) -> None:
        try:
            if path.is_dir():
                self._add_folder(path, label)
                return
            with path.open("rb") as stream:
                head = stream.read(8)
        except OSError as exc:
            self._add_refusal(label, f"no se puede leer: {os_reason(exc)}", _identity("ruta", path))
            return
        kind = _kind(path.name, head)
        if kind == "zip":
            self._add_zip(path, label)
        elif kind == "mbox":
            self._add_mbox(path, label)
        elif kind == "eml":
            self.units.append(Unit(label, lambda: _open_eml_file(path, label, self.mail)))
        else:
            self.units.append(Unit(label, lambda: _open_plain_file(path, label)))

    def _add_refusal(self, label: str, problem: str, sha256: str) -> None:
        refusal = _refused(label, problem, sha256)
        self.units.append(Unit(label, lambda: iter([refusal])))

    def _add_folder(self, folder: Path, label: str) -> None:
        found = []
        unreadable: list[OSError] = []
        # Symbolic links to folders are not followed: a link to a parent would never end.
        for root, dirs, files in os.walk(folder, onerror=unreadable.append, followlinks=False):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            found += [Path(root, f) for f in files if not _skipped(f)]
        for error in unreadable:
            where = error.filename or folder
            self._add_refusal(
                str(where),
                f"no se puede leer la carpeta: {os_reason(error)}",
                _identity("ruta", where),
            )
        for path in sorted(found):
            relative = path.relative_to(folder).as_posix()
            self._add_path(path, f"{label.rstrip('/')}/{relative}")

    def _add_zip(self, path: Path, label: str) -> None:
        try:
            archive = self._stack.enter_context(zipfile.ZipFile(path))
        except (OSError, zipfile.BadZipFile, ValueError, EOFError) as exc:
            reason = os_reason(exc) if isinstance(exc, OSError) else "no es un zip válido"
            self._add_refusal(label, f"no se puede abrir el zip: {reason}", _file_sha256(path))
            return
        budget = _Budget()
        entries = _zip_entries(archive, label)
        if isinstance(entries, Received):
            self.units.append(Unit(label, lambda: iter([entries])))
            return
        for info in entries:
            name = f"{label}{SEPARATOR}{info.filename}"
            self.units.append(
                Unit(name, _entry_opener(archive, info, name, budget, depth=1, mail_at=None))
            )

    def _add_mbox(self, path: Path, label: str) -> None:
        try:
            box = mailbox.mbox(path, create=False)
            keys = box.keys()
        except (OSError, mailbox.Error, ValueError) as exc:
            reason = os_reason(exc) if isinstance(exc, OSError) else "no es un buzón mbox"
            self._add_refusal(label, f"no se puede leer el buzón: {reason}", _file_sha256(path))
            return
        self._stack.callback(box.close)
        if not keys:
            self._add_refusal(
                label,
                "el buzón no contiene ningún mensaje (¿es un archivo mbox?)",
                _file_sha256(path),
            )
            return
        for number, key in enumerate(keys, start=1):
            name = f"{label}{SEPARATOR}mensaje {number}"
            self.units.append(Unit(name, _mbox_opener(box, key, name, self.mail)))


def list_units(
    paths: Sequence[str | os.PathLike[str]], mail_servers: Sequence[str] = ()
) -> Sources:
    """The units of work in `paths` (use it as a context manager: it keeps zips open);
    `mail_servers`: the federation's own mail servers, whose Received: headers are evidence."""
    return Sources(paths, MailEvidence(tuple(mail_servers)))


def _file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    try:
        with path.open("rb") as stream:
            while chunk := stream.read(1024 * 1024):
                digest.update(chunk)
    except OSError:
        return _identity("ruta", path.resolve())
    return digest.hexdigest()


# --------------------------------------------------------------------------- plain files


def _open_plain_file(path: Path, label: str) -> Iterator[Received]:
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            yield _refused(
                label,
                f"ocupa {_size_text(size)}; un acta no pasa de {_size_text(MAX_FILE_BYTES)}",
                _file_sha256(path),
            )
            return
        with path.open("rb") as stream:
            data = stream.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        yield _refused(label, f"no se puede leer: {os_reason(exc)}", _identity("ruta", path))
        return
    if len(data) > MAX_FILE_BYTES:  # it grew while being read
        yield _refused(
            label, f"ocupa más de {_size_text(MAX_FILE_BYTES)}", _sha256(data[:MAX_FILE_BYTES])
        )
        return
    yield Received(label, _sha256(data), data)


# --------------------------------------------------------------------------- zips


class _Budget:
    """What one archive (with the zips inside it) may inflate to, counted as it inflates."""

    def __init__(self) -> None:
        self.left = MAX_ARCHIVE_BYTES


class _TooBig(Exception):
    pass


def _zip_entries(archive: zipfile.ZipFile, label: str) -> list[zipfile.ZipInfo] | Received:
    """The entries worth opening, or the refusal of the whole archive."""
    infos = archive.infolist()
    if len(infos) > MAX_ARCHIVE_ENTRIES:
        return _refused(
            label,
            f"el zip tiene {len(infos)} entradas; se admiten como mucho {MAX_ARCHIVE_ENTRIES}",
            _identity("zip", label, len(infos), *(i.CRC for i in infos[:50])),
        )
    declared = sum(info.file_size for info in infos)
    if declared > MAX_ARCHIVE_BYTES:
        return _refused(
            label,
            f"el zip dice descomprimirse a {_size_text(declared)}; se admiten como mucho "
            f"{_size_text(MAX_ARCHIVE_BYTES)} (posible bomba zip)",
            _identity("zip", label, declared, *(i.CRC for i in infos[:50])),
        )
    return [info for info in infos if not info.is_dir() and not _skipped(info.filename)]


def _entry_identity(info: zipfile.ZipInfo) -> str:
    return _identity("zip-entrada", info.filename, info.CRC, info.file_size, info.compress_size)


def _entry_problem(info: zipfile.ZipInfo, limit: int) -> str | None:
    """What the entry's own header already gives away, before inflating a byte."""
    if info.flag_bits & 0x1:
        return "está cifrada en el zip: no se puede leer sin contraseña"
    if info.file_size > limit:
        return (
            f"dice descomprimirse a {_size_text(info.file_size)}; se admiten como mucho "
            f"{_size_text(limit)}"
        )
    if info.compress_size and info.file_size / info.compress_size > MAX_RATIO:
        return (
            f"se descomprime {info.file_size // info.compress_size} veces su tamaño "
            f"(más de {MAX_RATIO}): posible bomba zip"
        )
    return None


def _inflate(archive: zipfile.ZipFile, info: zipfile.ZipInfo, limit: int, budget: _Budget) -> bytes:
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


def _entry_opener(
    archive: zipfile.ZipFile,
    info: zipfile.ZipInfo,
    name: str,
    budget: _Budget,
    *,
    depth: int,
    mail_at: datetime | None,
) -> Callable[[], Iterator[Received]]:
    return lambda: _open_entry(archive, info, name, budget, depth=depth, mail_at=mail_at)


def _open_entry(
    archive: zipfile.ZipFile,
    info: zipfile.ZipInfo,
    name: str,
    budget: _Budget,
    *,
    depth: int,
    mail_at: datetime | None,
) -> Iterator[Received]:
    nested = _kind(info.filename, b"") == "zip"
    limit = MAX_NESTED_ZIP_BYTES if nested else MAX_FILE_BYTES
    identity = _entry_identity(info)
    problem = _entry_problem(info, limit)
    if problem is None and budget.left <= 0:
        problem = (
            f"el zip ya ha descomprimido {_size_text(MAX_ARCHIVE_BYTES)}, el máximo admitido "
            "(posible bomba zip)"
        )
    if problem is not None:
        yield _refused(name, problem, identity, mail_received_at=mail_at)
        return
    try:
        data = _inflate(archive, info, limit, budget)
    except _TooBig:
        yield _refused(
            name,
            f"se descomprime a más de lo que declara ({_size_text(info.file_size)}) o de lo "
            f"admitido: posible bomba zip",
            identity,
            mail_received_at=mail_at,
        )
        return
    except (zipfile.BadZipFile, EOFError, ValueError, NotImplementedError, OSError) as exc:
        yield _refused(name, _zip_read_problem(exc), identity, mail_received_at=mail_at)
        return
    except Exception:  # zlib/bz2/lzma report damaged streams with their own errors
        yield _refused(name, "la entrada del zip está dañada", identity, mail_received_at=mail_at)
        return
    if nested or data.startswith((b"PK\x03\x04", b"PK\x05\x06")):
        yield from _open_zip_bytes(data, name, budget, depth=depth + 1, mail_at=mail_at)
    else:
        yield Received(name, _sha256(data), data, mail_received_at=mail_at)


def _zip_read_problem(exc: BaseException) -> str:
    if isinstance(exc, NotImplementedError):
        return "la entrada usa un método de compresión que no se admite"
    if isinstance(exc, zipfile.BadZipFile) and "CRC" in str(exc):
        return "la entrada del zip está dañada (su CRC no cuadra)"
    return "la entrada del zip está dañada"


def _open_zip_bytes(
    data: bytes, name: str, budget: _Budget, *, depth: int, mail_at: datetime | None
) -> Iterator[Received]:
    if depth > MAX_ZIP_DEPTH:
        yield _refused(
            name,
            f"zip dentro de zip a más de {MAX_ZIP_DEPTH} niveles: no se abre",
            _sha256(data),
            mail_received_at=mail_at,
        )
        return
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, ValueError, EOFError, OSError):
        yield _refused(name, "no es un zip válido", _sha256(data), mail_received_at=mail_at)
        return
    with archive:
        entries = _zip_entries(archive, name)
        if isinstance(entries, Received):
            yield Received(
                entries.name, _sha256(data), problem=entries.problem, mail_received_at=mail_at
            )
            return
        if not entries:
            yield _refused(name, "el zip está vacío", _sha256(data), mail_received_at=mail_at)
            return
        for info in entries:
            yield from _open_entry(
                archive,
                info,
                f"{name}{SEPARATOR}{info.filename}",
                budget,
                depth=depth,
                mail_at=mail_at,
            )


# --------------------------------------------------------------------------- mail


@dataclass(frozen=True)
class MailEvidence:
    """Which Received: headers prove an arrival: those written by these hosts (lower case),
    with a time no later than `now` (plus the clocks' skew)."""

    servers: tuple[str, ...] = ()
    now: datetime | None = None  # None: the time of reading


def header_host(header: str) -> str | None:
    """The host that wrote a Received: header (its "by" clause), lower case. Comments go first:
    "(by correo.federacion…)" inside another server's "from" clause names nobody."""
    clauses = header.rpartition(";")[0] or header
    for _ in range(8):  # nested comments, a few levels
        clauses, removed = _COMMENT.subn(" ", clauses)
        if not removed:
            break
    found = _BY_HOST.search(clauses)
    return found.group(1).lower().rstrip(".") if found else None


def _header_time(header: str) -> datetime | None:
    _, semicolon, stamp = header.rpartition(";")
    if not semicolon:
        return None
    try:
        moment = email.utils.parsedate_to_datetime(" ".join(stamp.split()))
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    if moment is None:
        return None
    if moment.tzinfo is None:  # "-0000": the time is UTC, the zone unknown (RFC 5322 3.3)
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


def received_at(
    message: Message, evidence: MailEvidence | None = None
) -> tuple[datetime | None, str | None]:
    """When the federation's server took the message (UTC), from the topmost Received: header
    one of the federation's servers wrote, and a note when it cannot be known. Date: is never
    used: the sender writes it."""
    evidence = evidence or MailEvidence()
    try:
        headers = [str(h) for h in (message.get_all("Received") or [])]
    except Exception:  # a header the parser cannot even split
        headers = []
    if not headers:
        return None, NO_RECEIVED_HEADER
    if not evidence.servers:
        return None, NO_MAIL_SERVER
    ours = {host.lower().rstrip(".") for host in evidence.servers}
    # The topmost one: a club can add headers naming our server too, but only below ours.
    header = next((h for h in headers if header_host(h) in ours), None)
    if header is None:
        theirs = sorted({host for h in headers if (host := header_host(h))}) or ["sin nombre"]
        return None, NOT_OUR_SERVER.format(
            ours=", ".join(sorted(ours)), theirs=", ".join(theirs[:3])
        )
    moment = _header_time(header)
    if moment is None:
        return None, BAD_RECEIVED_HEADER
    now = evidence.now or datetime.now(UTC)
    if moment > now + CLOCK_SKEW:
        return None, FUTURE_RECEIVED.format(when=f"{moment:%d/%m/%Y %H:%M}")
    return moment, None


def _read_bounded(stream: io.IOBase | io.BufferedIOBase, limit: int) -> bytes:
    data = stream.read(limit + 1)
    return data if isinstance(data, bytes) else bytes(data)


def _open_eml_file(path: Path, label: str, mail: MailEvidence) -> Iterator[Received]:
    try:
        with path.open("rb") as stream:
            raw = _read_bounded(stream, MAX_MESSAGE_BYTES)
    except OSError as exc:
        yield _refused(label, f"no se puede leer: {os_reason(exc)}", _identity("ruta", path))
        return
    yield from _open_message(raw, label, mail)


def _mbox_opener(
    box: mailbox.mbox, key: str, name: str, mail: MailEvidence
) -> Callable[[], Iterator[Received]]:
    return lambda: _open_mbox_message(box, key, name, mail)


def _open_mbox_message(
    box: mailbox.mbox, key: str, name: str, mail: MailEvidence
) -> Iterator[Received]:
    try:
        stream = box.get_file(key, from_=False)
        try:
            raw = _read_bounded(stream, MAX_MESSAGE_BYTES)
        finally:
            stream.close()
    except (OSError, KeyError, ValueError) as exc:
        reason = os_reason(exc) if isinstance(exc, OSError) else "el buzón está dañado"
        yield _refused(name, f"no se puede leer el mensaje: {reason}", _identity("mbox", name))
        return
    yield from _open_message(raw, name, mail)


def _open_message(raw: bytes, label: str, mail: MailEvidence | None = None) -> Iterator[Received]:
    if len(raw) > MAX_MESSAGE_BYTES:
        yield _refused(
            label,
            f"el mensaje ocupa más de {_size_text(MAX_MESSAGE_BYTES)}; no se abre",
            _sha256(raw),
        )
        return
    try:
        message = email.message_from_bytes(raw, policy=email.policy.default)
        mail_at, note = received_at(message, mail)
        items = list(_attachments(message, label, mail_at, note))
    except Exception:  # the email package is lenient, but a hostile message can still trip it
        yield _refused(label, "el mensaje está dañado (MIME ilegible)", _sha256(raw))
        return
    if items:
        yield from items
        return
    defects = _defects(message)
    reason = "el mensaje no trae ningún acta en PDF"
    if defects:
        reason = f"el mensaje tiene el MIME dañado ({defects}) y no trae ningún acta en PDF"
    yield _refused(label, reason, _sha256(raw), mail_received_at=mail_at)


_DEFECT_TEXTS = {
    "StartBoundaryNotFoundDefect": "no aparece el separador de sus partes",
    "CloseBoundaryNotFoundDefect": "falta el cierre de sus partes",
    "NoBoundaryInMultipartDefect": "multiparte sin separador",
    "MultipartInvariantViolationDefect": "multiparte sin partes",
    "MissingHeaderBodySeparatorDefect": "cabeceras sin separar del cuerpo",
    "FirstHeaderLineIsContinuationDefect": "cabeceras dañadas",
    "MisplacedEnvelopeHeaderDefect": "cabeceras dañadas",
    "InvalidBase64PaddingDefect": "base64 dañado",
    "InvalidBase64CharactersDefect": "base64 dañado",
    "InvalidBase64LengthDefect": "base64 dañado",
    "InvalidMultipartContentTransferEncodingDefect": "codificación de multiparte no válida",
}


def _defects(message: Message) -> str:
    found: list[str] = []
    try:
        parts = list(message.walk())
    except Exception:
        parts = [message]
    for part in parts[:MAX_MAIL_PARTS]:
        for defect in getattr(part, "defects", []):
            text = _DEFECT_TEXTS.get(type(defect).__name__, "defecto de formato")
            if text not in found:
                found.append(text)
    return "; ".join(found)


def _is_candidate(part: Message, filename: str | None) -> bool:
    if part.is_multipart():
        return False
    kind = part.get_content_type()
    suffix = os.path.splitext(filename or "")[1].lower()
    if suffix in (".pdf", ".zip"):
        return True
    return kind in _ATTACHMENT_TYPES and (
        kind != "application/octet-stream" or part.get_content_disposition() == "attachment"
    )


def _attachments(
    message: Message, label: str, mail_at: datetime | None, note: str | None
) -> Iterator[Received]:
    number = 0
    for index, part in enumerate(message.walk()):
        if index >= MAX_MAIL_PARTS:
            yield _refused(
                f"{label}{SEPARATOR}partes",
                f"el mensaje tiene más de {MAX_MAIL_PARTS} partes; no se abren las demás",
                _identity("partes", label),
                mail_received_at=mail_at,
            )
            return
        try:
            filename = part.get_filename()
        except Exception:
            filename = None
        if not _is_candidate(part, filename):
            continue
        number += 1
        name = f"{label}{SEPARATOR}{filename or f'adjunto {number}'}"
        yield from _attachment(part, name, filename, mail_at, note)


def _attachment(
    part: Message, name: str, filename: str | None, mail_at: datetime | None, note: str | None
) -> Iterator[Received]:
    encoded = part.get_payload(decode=False)
    if not isinstance(encoded, str | bytes):
        return
    is_zip = os.path.splitext(filename or "")[1].lower() == ".zip" or part.get_content_type() in (
        "application/zip",
        "application/x-zip-compressed",
    )
    limit = MAX_NESTED_ZIP_BYTES if is_zip else MAX_FILE_BYTES
    # base64 holds 3 bytes in every 4 characters: the size is known before decoding anything.
    breaks = encoded.count("\n") + encoded.count("\r") if isinstance(encoded, str) else 0
    estimate = (len(encoded) - breaks) * 3 // 4
    if estimate > limit:
        yield _refused(
            name,
            f"el adjunto ocupa unos {_size_text(estimate)}; se admiten como mucho "
            f"{_size_text(limit)}",
            _sha256(encoded.encode("ascii", "replace") if isinstance(encoded, str) else encoded),
            mail_received_at=mail_at,
        )
        return
    data = part.get_payload(decode=True)
    if not isinstance(data, bytes):
        data = b""
    broken = [
        d for d in getattr(part, "defects", []) if type(d).__name__.startswith("InvalidBase64")
    ]
    if broken:
        yield _refused(
            name,
            "el adjunto está mal codificado (base64 dañado): no se puede leer entero",
            _sha256(data),
            mail_received_at=mail_at,
        )
        return
    if len(data) > limit:
        yield _refused(
            name,
            f"el adjunto ocupa {_size_text(len(data))}; se admiten como mucho {_size_text(limit)}",
            _sha256(data),
            mail_received_at=mail_at,
        )
        return
    if is_zip or data.startswith((b"PK\x03\x04", b"PK\x05\x06")):
        for item in _open_zip_bytes(data, name, _Budget(), depth=1, mail_at=mail_at):
            yield item if item.problem else _with_note(item, note)
        return
    yield Received(name, _sha256(data), data, mail_received_at=mail_at, note=note)


def _with_note(item: Received, note: str | None) -> Received:
    if note is None:
        return item
    return Received(item.name, item.sha256, item.data, item.problem, item.mail_received_at, note)


def message_items(raw: bytes, label: str, mail: MailEvidence | None = None) -> Iterator[Received]:
    """The candidate actas of one mail message given as bytes (one fetched over IMAP): read
    with the same limits, the same refusals and the same Received: evidence as a .eml file."""
    return _open_message(raw, label, mail)
