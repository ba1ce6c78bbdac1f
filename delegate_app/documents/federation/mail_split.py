"""Where each message of a mailbox begins, and how many headers a mail carries, before parsing.

An mbox is messages one after another, each after a "From " line (the postmark). A club writes
the text of its own mail, so a "From " line in that text, followed by a whole message with a
Received: header naming the federation's server, would become a second message with a forged
arrival time, unless the text cannot be read as a separator:

- mboxcl2 (and mboxcl) say where each message ends (Content-Length:); when the length lands on
  the next postmark or the end of the file, every byte inside it is that message's, whatever it
  says;
- mboxo and mboxrd quote a "From " line of the text as ">From "; an unquoted one is a separator
  only after an empty line, when it looks like a postmark (a time and a year), and never while
  the message's MIME is still open (a multipart whose closing boundary has not come yet): text
  inside a part is text;
- any "From " line left in a message's text (the exporter did not quote it) voids the evidence of
  that message's arrival time, and says so; a multipart that never closes cannot hide the rest of
  the mailbox: it is split at its postmarks after all, and no message from it to the end of the
  file has its arrival time taken as evidence, since where they begin is no longer certain.

The walk reads each line once and keeps only offsets and a bounded piece of each header, so a
mailbox of any size is split in linear time and little memory.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import BinaryIO

MAX_HEADER_FIELDS = 1000  # in one mail, all its parts together (a real one has 20 to 100)
MAX_HEADER_BYTES = 256 * 1024  # the same, in bytes
# The email package keeps every line of a mail at once: 20 MB of empty lines took 4.6 s and
# 316 MB. A 64 MB mail of base64 (the largest accepted) has about 860,000 lines.
MAX_MAIL_LINES = 1_000_000
_MAX_LINE = 64 * 1024  # a longer line is read in pieces: only memory, never meaning
_KEPT_FIELD = 8 * 1024  # of one header field: enough to read a Content-Type or Content-Length
_POSTMARK = re.compile(rb"^From \S+ .*\d\d:\d\d.*\d{4}\s*$")
_BOUNDARY = re.compile(rb'boundary\s*=\s*(?:"([^"\r\n]{1,200})"|([^\s;"]{1,200}))', re.IGNORECASE)
_MULTIPART = re.compile(rb"^content-type\s*:\s*multipart/", re.IGNORECASE)
_LENGTH = re.compile(rb"^content-length\s*:\s*(\d{1,12})\s*$", re.IGNORECASE)

UNQUOTED_FROM = (
    "el texto del correo lleva una línea que empieza por «From » sin marcar como texto "
    "(«>From »): en un buzón podría hacerse pasar por el comienzo de otro mensaje; ninguna "
    "cabecera Received de este mensaje prueba cuándo llegó: cuenta la hora de recepción en la "
    "oficina"
)
UNCLOSED_MIME = (
    "el buzón no se puede partir con seguridad desde el mensaje {number} (su MIME no se cierra): "
    "no consta dónde empieza este mensaje ni prueba nada su cabecera Received; cuenta la hora de "
    "recepción en la oficina"
)


@dataclass
class BoxMessage:
    """One message of a mailbox: its bytes are [start, end) of the file (without the postmark)."""

    start: int
    end: int
    doubt: str | None = None  # why its arrival time is no evidence
    by_length: bool = False  # its end came from its Content-Length (mboxcl/mboxcl2)


@dataclass
class _Mime:
    """The MIME structure seen so far in one message: open boundaries, header counts."""

    fields: int = 0
    header_bytes: int = 0
    parts: int = 0
    lines: int = 0
    open: list[bytes] = field(default_factory=list)
    in_headers: bool = True  # the message's own headers, or a part's after its boundary
    top: bool = True  # in the message's own headers
    current: bytes = b""  # the header field being read (bounded)
    multipart: bool = False
    boundary: bytes | None = None
    length: int | None = None
    # header_census only: the longest stretch of body lines it skipped, [start, end) of the mail
    # (an acta's base64, which mail_parse need not read line by line)
    widest: tuple[int, int] = (0, 0)

    def _close_field(self) -> None:
        text = self.current
        self.current = b""
        if not text:
            return
        if _MULTIPART.match(text):
            found = _BOUNDARY.search(text)
            if found:
                self.multipart = True
                self.boundary = found.group(1) or found.group(2)
        elif self.top:
            length = _LENGTH.match(text.replace(b"\r", b"").replace(b"\n", b""))
            if length:
                self.length = int(length.group(1))

    def feed(self, line: bytes) -> None:
        """One line of the message (with its end of line)."""
        bare = line.rstrip(b"\r\n")
        if self.in_headers:
            if not bare:
                self._close_field()
                self.in_headers = False
                if self.multipart and self.boundary:
                    self.open.append(self.boundary)
                self.multipart, self.boundary = False, None
                self.top = False
                return
            self.header_bytes += len(line)
            if line[:1] in (b" ", b"\t"):
                if len(self.current) < _KEPT_FIELD:
                    self.current += b" " + bare.strip()
                return
            self._close_field()
            self.fields += 1
            self.current = bare[:_KEPT_FIELD]
            return
        if not self.open or not bare.startswith(b"--"):
            return
        marker = bare.rstrip(b" \t")
        for index in range(len(self.open) - 1, -1, -1):
            boundary = b"--" + self.open[index]
            if marker == boundary + b"--":
                del self.open[index:]
                return
            if marker == boundary:
                del self.open[index + 1 :]
                self.parts += 1
                self.in_headers = True
                return

    def finish(self) -> None:
        if self.in_headers:
            self._close_field()


def _body_lines(raw: bytes, start: int, mime: _Mime) -> int:
    """Where the next line that can change `mime` begins, from `start` (a line's beginning) in a
    body: in a body only a line starting with "--" under an open boundary does anything."""
    if not mime.open:
        return len(raw)
    if raw.startswith(b"--", start):
        return start
    found = raw.find(b"\n--", start)
    return len(raw) if found < 0 else found + 1


def header_census(raw: bytes) -> _Mime:
    """The lines, header fields, header bytes and parts of one mail, counted before any
    parsing (the counting stops as soon as one passes its limit). Lines of a body that cannot
    change anything are counted without being read one by one: a base64 acta is thousands."""
    mime = _Mime()
    start, size = 0, len(raw)
    while start < size:
        if not mime.in_headers:
            until = _body_lines(raw, start, mime)
            skipped = raw.count(b"\n", start, until)
            if until == size and not raw.endswith(b"\n"):
                skipped += 1  # the last line, without its end
            if mime.lines + skipped > MAX_MAIL_LINES:
                mime.lines = MAX_MAIL_LINES + 1  # where reading line by line stopped
                break
            mime.lines += skipped
            if until - start > mime.widest[1] - mime.widest[0]:
                mime.widest = (start, until)
            start = until
            if start >= size:
                break
        end = raw.find(b"\n", start)
        end = size if end < 0 else end + 1
        mime.lines += 1
        mime.feed(raw[start:end])
        start = end
        if (
            mime.fields > MAX_HEADER_FIELDS
            or mime.header_bytes > MAX_HEADER_BYTES
            or mime.lines > MAX_MAIL_LINES
        ):
            break
    mime.finish()
    return mime


def _lands_on_postmark(fd: int, offset: int, size: int) -> bool:
    """Whether a message ending at `offset` is followed by the end of the file or, after at most
    two line ends, by a postmark."""
    if offset == size:
        return True
    if offset > size:
        return False
    ahead = os.pread(fd, 16, offset)
    for prefix in (b"", b"\n", b"\r\n", b"\n\n", b"\r\n\r\n"):
        if ahead.startswith(prefix + b"From ") or (
            ahead == prefix and offset + len(prefix) == size
        ):
            return True
    return False


def _lines(stream: BinaryIO, start: int) -> Iterable[tuple[int, bytes, bool]]:
    """(offset, line, whether it starts a line): a line longer than _MAX_LINE comes in pieces,
    and only the first piece starts a line."""
    stream.seek(start)
    position, starts = start, True
    while line := stream.readline(_MAX_LINE):
        yield position, line, starts
        position += len(line)
        starts = line.endswith(b"\n")


def split_mailbox(path: str | os.PathLike[str]) -> list[BoxMessage]:
    """The messages of the mbox at `path`, in order; [] when it holds none."""
    with open(path, "rb") as stream:
        size = os.fstat(stream.fileno()).st_size
        messages: list[BoxMessage] = []
        start, doubt_from = 0, None
        while True:
            restart = _walk(stream, start, size, messages, doubt_from)
            if restart is None:
                return messages
            start, doubt_from = restart


def _walk(
    stream: BinaryIO, start: int, size: int, messages: list[BoxMessage], doubt_all: str | None
) -> tuple[int, str] | None:
    """Split from `start`; returns where to split again when a message's MIME never closed."""
    fd = stream.fileno()
    current: BoxMessage | None = None
    mime = _Mime()
    blank_before = True
    unquoted = False
    held: list[int] = []  # postmarks passed over because the MIME was open
    body_end: int | None = None  # from Content-Length, when it lands on a postmark

    def close(at: int) -> None:
        assert current is not None
        current.end = at
        if current.doubt is None and unquoted:
            current.doubt = UNQUOTED_FROM
        messages.append(current)

    for offset, line, starts in _lines(stream, start):
        if not starts:  # the rest of a very long line: nothing in it starts or ends anything
            blank_before = False
            continue
        is_from = line.startswith(b"From ")
        inside_length = body_end is not None and offset < body_end
        if is_from and current is None and offset == start:
            current = BoxMessage(offset + len(line), offset + len(line), doubt_all)
            blank_before = False
            continue
        if (
            is_from
            and blank_before
            and not inside_length
            and _POSTMARK.match(line.rstrip(b"\r\n"))
            and current is not None
        ):
            if mime.open and body_end is None:
                held.append(offset)
            else:
                close(offset)
                current = BoxMessage(offset + len(line), offset + len(line), doubt_all)
                mime, unquoted, held, body_end = _Mime(), False, [], None
                blank_before = False
                continue
        if current is None:
            if is_from and blank_before and _POSTMARK.match(line.rstrip(b"\r\n")):
                current = BoxMessage(offset + len(line), offset + len(line), doubt_all)
                blank_before = False
                continue
            blank_before = not line.strip()
            continue
        was_in_top = mime.top
        mime.feed(line)
        if was_in_top and not mime.top and mime.length is not None:
            end = offset + len(line) + mime.length
            if _lands_on_postmark(fd, end, size):
                body_end, current.by_length = end, True
        if is_from and not mime.top:
            unquoted = True
        blank_before = not line.rstrip(b"\r\n")
    if current is None:
        return None
    if mime.open and held and body_end is None:
        # Its MIME never closed: it ends at its first postmark after all, and nothing from here
        # on can be placed with certainty.
        number = len(messages) + 1
        doubt = UNCLOSED_MIME.format(number=number)
        current.doubt = doubt
        current.end = held[0]
        messages.append(current)
        return held[0], doubt
    close(size)
    return None
