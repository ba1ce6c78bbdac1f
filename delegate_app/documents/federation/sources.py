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
import email.utils
import hashlib
import io
import os
import re
import zipfile
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from email.message import Message
from functools import partial
from pathlib import Path

from delegate_app.documents.federation import mail_parse
from delegate_app.documents.federation.archives import (
    MAX_ARCHIVE_BYTES,
    MAX_ARCHIVE_ENTRIES,
    MAX_NESTED_ZIP_BYTES,
    MAX_RATIO,
    MAX_ZIP_DEPTH,
    TOO_MANY_ENTRIES,
    TOO_MUCH_INSIDE,
    ArchiveCensus,
    InflateBudget,
    census_archive,
    open_entry,
    open_zip_bytes,
    zip_entries,
)
from delegate_app.documents.federation.mail_split import (
    MAX_HEADER_BYTES,
    MAX_HEADER_FIELDS,
    MAX_MAIL_LINES,
    UNCLOSED_MIME,
    UNQUOTED_FROM,
    BoxMessage,
    header_census,
    split_mailbox,
)
from delegate_app.documents.federation.received import (
    MAX_FILE_BYTES,
    SEPARATOR,
    Received,
    Unit,
    file_kind,
    identity_hash,
    is_skipped_name,
    refused_received,
    sha256_hex,
    size_text,
)
from delegate_app.os_errors import os_reason

MAX_MESSAGE_BYTES = 64 * 1024 * 1024  # one mail message (base64 makes actas a third larger)
MAX_MAIL_PARTS = 500
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
EML_EVIDENCE = "hora del servidor de correo de la federación, según el propio archivo"
OUT_OF_ORDER = (
    "según su cabecera llegó al servidor de la federación antes que el mensaje anterior del buzón "
    "({when} UTC), que es de solo texto y pudo llevarlo escondido: no prueba cuándo llegó; cuenta "
    "la hora de recepción en la oficina"
)
__all__ = [  # what the intake, its window and the tests read from here
    "MAX_ARCHIVE_BYTES",
    "MAX_ARCHIVE_ENTRIES",
    "MAX_FILE_BYTES",
    "MAX_HEADER_BYTES",
    "MAX_HEADER_FIELDS",
    "MAX_RATIO",
    "MAX_ZIP_DEPTH",
    "SEPARATOR",
    "TOO_MANY_ENTRIES",
    "TOO_MUCH_INSIDE",
    "UNCLOSED_MIME",
    "UNQUOTED_FROM",
    "MailEvidence",
    "Received",
    "Sources",
    "Unit",
    "list_units",
    "received_at",
]
# The mail server's clock and the office's may differ a little; beyond this a time is forged.
CLOCK_SKEW = timedelta(minutes=5)
_COMMENT = re.compile(r"\([^()]*\)")
_BY_HOST = re.compile(r"\bby\s+\[?([^\s;()\[\]]+)", re.IGNORECASE)


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
                    refused_received(
                        unit.name,
                        f"no se ha podido abrir ({type(exc).__name__}); no se ha verificado",
                        identity_hash("fallo", unit.name),
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
            self._add_refusal(
                label, f"no se puede leer: {os_reason(exc)}", identity_hash("ruta", path)
            )
            return
        kind = file_kind(path.name, head)
        if kind == "zip":
            self._add_zip(path, label)
        elif kind == "mbox":
            self._add_mbox(path, label)
        elif kind == "eml":
            self.units.append(Unit(label, lambda: _open_eml_file(path, label, self.mail)))
        else:
            self.units.append(Unit(label, lambda: _open_plain_file(path, label)))

    def _add_refusal(self, label: str, problem: str, sha256: str) -> None:
        refusal = refused_received(label, problem, sha256)
        self.units.append(Unit(label, lambda: iter([refusal])))

    def _add_folder(self, folder: Path, label: str) -> None:
        found = []
        unreadable: list[OSError] = []
        # Symbolic links to folders are not followed: a link to a parent would never end.
        for root, dirs, files in os.walk(folder, onerror=unreadable.append, followlinks=False):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            found += [Path(root, f) for f in files if not is_skipped_name(f)]
        for error in unreadable:
            where = error.filename or folder
            self._add_refusal(
                str(where),
                f"no se puede leer la carpeta: {os_reason(error)}",
                identity_hash("ruta", where),
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
        budget = InflateBudget()
        entries = zip_entries(archive, label)
        if isinstance(entries, Received):
            self.units.append(Unit(label, lambda: iter([entries])))
            return
        problem = census_archive(archive, ArchiveCensus(), depth=1)
        if problem is not None:
            self._add_refusal(label, problem, _file_sha256(path))
            return
        for info in entries:
            name = f"{label}{SEPARATOR}{info.filename}"
            self.units.append(
                Unit(name, partial(open_entry, archive, info, name, budget, depth=1, mail_at=None))
            )

    def _add_mbox(self, path: Path, label: str) -> None:
        try:
            messages = split_mailbox(path)
        except OSError as exc:
            reason = os_reason(exc)
            self._add_refusal(label, f"no se puede leer el buzón: {reason}", _file_sha256(path))
            return
        if not messages:
            self._add_refusal(
                label,
                "el buzón no contiene ningún mensaje (¿es un archivo mbox?)",
                _file_sha256(path),
            )
            return
        order = _BoxOrder()
        for number, message in enumerate(messages, start=1):
            name = f"{label}{SEPARATOR}mensaje {number}"
            self.units.append(Unit(name, _mbox_opener(path, message, name, self.mail, order)))


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
        return identity_hash("ruta", path.resolve())
    return digest.hexdigest()


# --------------------------------------------------------------------------- plain files


def _open_plain_file(path: Path, label: str) -> Iterator[Received]:
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            yield refused_received(
                label,
                f"ocupa {size_text(size)}; un acta no pasa de {size_text(MAX_FILE_BYTES)}",
                _file_sha256(path),
            )
            return
        with path.open("rb") as stream:
            data = stream.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        yield refused_received(
            label, f"no se puede leer: {os_reason(exc)}", identity_hash("ruta", path)
        )
        return
    if len(data) > MAX_FILE_BYTES:  # it grew while being read
        yield refused_received(
            label, f"ocupa más de {size_text(MAX_FILE_BYTES)}", sha256_hex(data[:MAX_FILE_BYTES])
        )
        return
    yield Received(label, sha256_hex(data), data)


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
        headers = mail_parse.unstructured_texts(message, "Received")
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
        yield refused_received(
            label, f"no se puede leer: {os_reason(exc)}", identity_hash("ruta", path)
        )
        return
    yield from _open_message(raw, label, mail, eml=True)


class _BoxOrder:
    """The previous message of a mailbox, as its messages are opened in order: its server time
    and whether it was text alone. A text-only mail whose exporter did not quote its "From "
    lines can hide a whole message that the split cannot tell from a real one; what such a
    message could gain is an earlier arrival than the mail hiding it, so a message that claims
    to have reached our server before a text-only message above it is no evidence."""

    def __init__(self) -> None:
        self.at: datetime | None = None
        self.text_only = False
        self.certain_end = False  # the message being opened ends by its Content-Length

    def doubt(self, mail_at: datetime | None) -> str | None:
        if mail_at is None or self.at is None or not self.text_only or mail_at >= self.at:
            return None
        return OUT_OF_ORDER.format(when=f"{self.at:%d/%m/%Y %H:%M}")

    def follow(self, mail_at: datetime | None, message: Message) -> None:
        if mail_at is not None:
            self.at = mail_at
        # A message whose Content-Length says where it ends hides nothing after it.
        text = not message.is_multipart() and message.get_content_maintype() == "text"
        self.text_only = text and not self.certain_end


def _mbox_opener(
    path: Path, message: BoxMessage, name: str, mail: MailEvidence, order: _BoxOrder
) -> Callable[[], Iterator[Received]]:
    return lambda: _open_mbox_message(path, message, name, mail, order)


def _open_mbox_message(
    path: Path, message: BoxMessage, name: str, mail: MailEvidence, order: _BoxOrder
) -> Iterator[Received]:
    try:
        with path.open("rb") as stream:
            stream.seek(message.start)
            raw = stream.read(min(message.end - message.start, MAX_MESSAGE_BYTES + 1))
    except OSError as exc:
        reason = os_reason(exc)
        yield refused_received(
            name, f"no se puede leer el mensaje: {reason}", identity_hash("mbox", name)
        )
        return
    order.certain_end = message.by_length
    yield from _open_message(raw, name, mail, doubt=message.doubt, order=order)


def _header_problem(raw: bytes) -> tuple[str | None, tuple[int, int]]:
    """Why a mail is refused before the email package parses it: the parser's time and memory
    grow with its headers and parts (200,000 Received: headers took minutes and gigabytes).
    With it, the longest stretch of body lines the count skipped (for mail_parse.parse)."""
    census = header_census(raw)
    if census.fields > MAX_HEADER_FIELDS:
        return f"el mensaje trae más de {MAX_HEADER_FIELDS} cabeceras; no se abre", census.widest
    if census.header_bytes > MAX_HEADER_BYTES:
        size = size_text(MAX_HEADER_BYTES)
        return f"las cabeceras del mensaje ocupan más de {size}; no se abre", census.widest
    if census.parts > MAX_MAIL_PARTS:
        return f"el mensaje tiene más de {MAX_MAIL_PARTS} partes; no se abre", census.widest
    if census.lines > MAX_MAIL_LINES:
        text = f"el mensaje tiene más de {MAX_MAIL_LINES:,} líneas; no se abre"
        return text.replace(",", "."), census.widest
    return None, census.widest


def _open_message(
    raw: bytes,
    label: str,
    mail: MailEvidence | None = None,
    *,
    doubt: str | None = None,
    eml: bool = False,
    order: _BoxOrder | None = None,
) -> Iterator[Received]:
    """The candidates a mail carries. `doubt`: why its arrival time is no evidence whatever its
    headers say (from where the mailbox put it); `eml`: it came as a file of its own; `order`:
    the mailbox's previous message."""
    if len(raw) > MAX_MESSAGE_BYTES:
        yield refused_received(
            label,
            f"el mensaje ocupa más de {size_text(MAX_MESSAGE_BYTES)}; no se abre",
            sha256_hex(raw),
        )
        return
    problem, body = _header_problem(raw)
    if problem is not None:
        yield refused_received(label, problem, sha256_hex(raw))
        return
    try:
        message = mail_parse.parse(raw, body)
        mail_at, note = received_at(message, mail)
        census = ArchiveCensus()
        seen: dict[int, _Seen] = {}
        problem = _mail_census(message, census, seen)
    except Exception:  # the email package is lenient, but a hostile message can still trip it
        yield refused_received(label, "el mensaje está dañado (MIME ilegible)", sha256_hex(raw))
        return
    if order is not None:
        doubt = doubt or order.doubt(mail_at)
        order.follow(mail_at, message)
    if doubt is not None:
        mail_at, note = None, doubt
    elif eml and mail_at is not None:
        note = EML_EVIDENCE
    if problem is not None:
        yield refused_received(label, problem, sha256_hex(raw), mail_received_at=mail_at)
        return
    given = 0
    try:
        # One at a time: a mail's zips may hold many actas, never all in memory at once.
        for item in _attachments(message, label, mail_at, note, census.budget, seen):
            given += 1
            yield item
    except Exception:
        yield refused_received(
            f"{label}{SEPARATOR}partes",
            "el mensaje está dañado (MIME ilegible); no se abren las demás partes",
            sha256_hex(raw),
            mail_received_at=mail_at,
        )
        return
    if given:
        return
    defects = _defects(message)
    reason = "el mensaje no trae ningún acta en PDF"
    if defects:
        reason = f"el mensaje tiene el MIME dañado ({defects}) y no trae ningún acta en PDF"
    yield refused_received(label, reason, sha256_hex(raw), mail_received_at=mail_at)


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


@dataclass
class _Seen:
    """What the census learnt of a part, so opening it does not work it out again (the same
    calls on the same part give the same answers): its name, whether it is a candidate, and
    its decoded bytes when the census decoded them (an acta's base64, 2 ms)."""

    filename: str | None
    candidate: bool
    data: bytes | None = None


def _zip_part(part: Message, filename: str | None, seen: _Seen) -> bytes | None:
    """The bytes of a candidate part the intake will open as a zip, when within the limits."""
    if not seen.candidate:
        return None
    encoded = part.get_payload(decode=False)
    if not isinstance(encoded, str | bytes) or len(encoded) * 3 // 4 > MAX_NESTED_ZIP_BYTES * 2:
        return None
    data = mail_parse.decoded_payload(part)
    if not isinstance(data, bytes):
        return None
    seen.data = data
    if len(data) > MAX_NESTED_ZIP_BYTES:
        return None
    return data if data.startswith((b"PK\x03\x04", b"PK\x05\x06")) else None


def _mail_census(message: Message, census: ArchiveCensus, seen: dict[int, _Seen]) -> str | None:
    """Why the mail is refused whole for the zips it carries, counted together, or None."""
    for index, part in enumerate(message.walk()):
        if index >= MAX_MAIL_PARTS:
            break
        try:
            filename = part.get_filename()
            facts = seen[id(part)] = _Seen(filename, _is_candidate(part, filename))
            data = _zip_part(part, filename, facts)
            archive = zipfile.ZipFile(io.BytesIO(data)) if data is not None else None
        except Exception:  # opening it will say what is wrong
            continue
        if archive is None:
            continue
        with archive:
            problem = census_archive(archive, census, depth=1)
        if problem is not None:
            return problem.replace("el zip y los zips que lleva dentro", "los zips del correo")
    census.budget = InflateBudget()  # the census inflated the nested ones; opening them counts anew
    return None


def _attachments(
    message: Message,
    label: str,
    mail_at: datetime | None,
    note: str | None,
    budget: InflateBudget,
    seen: dict[int, _Seen],
) -> Iterator[Received]:
    number = 0
    for index, part in enumerate(message.walk()):
        if index >= MAX_MAIL_PARTS:
            yield refused_received(
                f"{label}{SEPARATOR}partes",
                f"el mensaje tiene más de {MAX_MAIL_PARTS} partes; no se abren las demás",
                identity_hash("partes", label),
                mail_received_at=mail_at,
            )
            return
        facts = seen.pop(id(part), None)
        if facts is None:
            try:
                filename = part.get_filename()
            except Exception:
                filename = None
            facts = _Seen(filename, _is_candidate(part, filename))
        if not facts.candidate:
            continue
        filename = facts.filename
        number += 1
        name = f"{label}{SEPARATOR}{filename or f'adjunto {number}'}"
        yield from _attachment(part, name, filename, mail_at, note, budget, facts.data)


def _attachment(
    part: Message,
    name: str,
    filename: str | None,
    mail_at: datetime | None,
    note: str | None,
    budget: InflateBudget,
    decoded: bytes | None = None,
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
    # Line ends are counted only when the length alone passes the limit: they can only lower it.
    estimate = len(encoded) * 3 // 4
    if estimate > limit and isinstance(encoded, str):
        estimate = (len(encoded) - encoded.count("\n") - encoded.count("\r")) * 3 // 4
    if estimate > limit:
        yield refused_received(
            name,
            f"el adjunto ocupa unos {size_text(estimate)}; se admiten como mucho "
            f"{size_text(limit)}",
            sha256_hex(encoded.encode("ascii", "replace") if isinstance(encoded, str) else encoded),
            mail_received_at=mail_at,
        )
        return
    data = mail_parse.decoded_payload(part) if decoded is None else decoded
    if not isinstance(data, bytes):
        data = b""
    broken = [
        d for d in getattr(part, "defects", []) if type(d).__name__.startswith("InvalidBase64")
    ]
    if broken:
        yield refused_received(
            name,
            "el adjunto está mal codificado (base64 dañado): no se puede leer entero",
            sha256_hex(data),
            mail_received_at=mail_at,
        )
        return
    if len(data) > limit:
        yield refused_received(
            name,
            f"el adjunto ocupa {size_text(len(data))}; se admiten como mucho {size_text(limit)}",
            sha256_hex(data),
            mail_received_at=mail_at,
        )
        return
    if is_zip or data.startswith((b"PK\x03\x04", b"PK\x05\x06")):
        for item in open_zip_bytes(data, name, budget, depth=1, mail_at=mail_at):
            yield item if item.problem else _with_note(item, note)
        return
    yield Received(name, sha256_hex(data), data, mail_received_at=mail_at, note=note)


def _with_note(item: Received, note: str | None) -> Received:
    if note is None:
        return item
    return Received(item.name, item.sha256, item.data, item.problem, item.mail_received_at, note)


def message_items(raw: bytes, label: str, mail: MailEvidence | None = None) -> Iterator[Received]:
    """The candidate actas of one mail message given as bytes (one fetched over IMAP): read
    with the same limits, the same refusals and the same Received: evidence as a .eml file."""
    return _open_message(raw, label, mail)
