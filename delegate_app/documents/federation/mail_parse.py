"""One mail parsed by the email package, without the cost that grows with the size of its parts.

The feedparser trims the line end that closes each part (RFC 2046: it belongs to the boundary)
with `NLCRE_eol.search(payload)`, the regex `(\\r\\n|\\r|\\n)\\Z` *searched* over the whole
text: it is tried at every position of the part, about 4 ms for an acta of 190 kB in base64,
more than parsing the rest of the message (bench_mail.py). Only the last two characters can
match `\\Z`, and the feedparser reads nothing of the match but its text (group(0) and its length),
so the same regex searched over those two characters gives it exactly what it got before, for
every input. documents/library_patches.py (where every patch of a library's internals lives)
puts that in the feedparser's module, once, when its regex is the one described there (a
Python whose feedparser differs is left as it is, and the log says so).

policy.default builds a header object (parsing the header's text) every time a header is read,
and the parser and the intake read a part's Content-Type a dozen times. The object depends on
the header's name and text alone and cannot be changed, so `_POLICY` keeps the last few made and
hands the same one out again: what every reader sees is what it saw before.

What is left is the feedparser reading a part's body line by line (an acta's 2,000 lines of
base64, most of a message's parse). `parse` is given the longest stretch of body lines the
header census skipped; when its lines are lines no reader of the feedparser can take for
anything but text (base64 lines of one width, as encoders write them: so never a boundary
"--…", an empty line or a header "name:"), the parser reads the mail with one line of its own
in their place, a line found nowhere in the mail. If that line comes out whole inside one
part's body, followed there by more text (so not its last line, the one the parser trims),
every line of the stretch would have gone there the same way, one after the other, and nowhere
else: the stretch is put back in its place and the result is the parse of the mail itself.
Anything else (the line in a header, a preamble, an epilogue, or cut) and the mail is parsed as
it is.
"""

from __future__ import annotations

import email
import email.policy
import os
from email.headerregistry import HeaderRegistry, UnstructuredHeader
from email.message import Message
from email.policy import linesep_splitter  # type: ignore[attr-defined]
from functools import lru_cache
from typing import Any

from delegate_app.documents import library_patches


class _RememberingPolicy(email.policy.EmailPolicy):
    """policy.default, with the header objects it makes remembered by (name, text)."""

    def header_fetch_parse(self, name: str, value: Any) -> Any:
        if hasattr(value, "name"):
            return value
        return _header(name, value)


_POLICY = _RememberingPolicy()
_EMAIL_FETCH = email.policy.EmailPolicy.header_fetch_parse


@lru_cache(maxsize=64)  # a mail's headers a few times over; bounded by their size limits
def _header(name: str, value: str) -> Any:
    return email.policy.EmailPolicy.header_fetch_parse(_POLICY, name, value)


_LEAST_STRETCH = 16 * 1024  # shorter: the parse of the mail around it costs more than it saves
_BASE64 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="


def parse(raw: bytes, body: tuple[int, int] | None = None) -> Message:
    """`raw` as the intake reads every mail (policy.default). `body`: [start, end) of body
    lines that may be put aside while parsing (mail_split.header_census's `widest`)."""
    library_patches.install_feedparser_eol()
    stretch = _plain_stretch(raw, body) if body is not None else None
    if stretch is not None:
        message = _parse_around(raw, *stretch)
        if message is not None:
            return message
    return email.message_from_bytes(raw, policy=_POLICY)


def _plain_stretch(raw: bytes, body: tuple[int, int]) -> tuple[int, int] | None:
    """The whole lines of `body` but its last two, when they are lines of base64 as encoders
    write them: all of one length (not zero), all ending the same way (LF or CRLF), nothing
    else; and enough of them to be worth it. The last two stay: the parser trims the end of a
    part's body, and the line put in place of these must be followed there by more of it."""
    start, end = body
    if start <= 0 or raw[start - 1 : start] != b"\n":
        return None
    last = raw.rfind(b"\n", start, end - 1) + 1
    if last <= start:
        return None
    stop = raw.rfind(b"\n", start, last - 1) + 1
    if stop <= start or stop - start < _LEAST_STRETCH:
        return None
    lines = raw[start:stop]
    eol = b"\r\n" if lines.endswith(b"\r\n") else b"\n"
    width = lines.find(b"\n") + 1  # of a line, with its end
    size = width - len(eol)
    if size <= 0:
        return None
    count = len(lines) // width
    # As many line ends as lines of that width, each where such a line ends, and no other
    # character that is not base64: so each line is `size` base64 characters and its end.
    if lines.translate(None, _BASE64) != eol * count:
        return None
    if any(lines[size + i :: width] != eol[i : i + 1] * count for i in range(len(eol))):
        return None
    return start, stop


def _parse_around(raw: bytes, start: int, stop: int) -> Message | None:
    """The parse of `raw` made with one line in place of raw[start:stop] and the stretch put
    back, or None when that line did not come out whole inside the body of a part."""
    mark = f"DelegadoApartado{os.urandom(12).hex()}"
    if mark.encode() in raw:
        return None
    line = mark + ("\r\n" if raw[stop - 2 : stop] == b"\r\n" else "\n")
    message = email.message_from_bytes(raw[:start] + line.encode() + raw[stop:], policy=_POLICY)
    # The body as the parser left it (what get_payload() reads before any decoding).
    found = [(part, vars(part).get("_payload")) for part in message.walk()]
    part, text = next(((p, t) for p, t in found if isinstance(t, str) and mark in t), (None, ""))
    if part is None:
        return None
    at = text.find(line)
    if at < 0:  # its line end trimmed: it was the last line of that body
        return None
    # set_payload of text keeps it as it is, as the parser's own set_payload did
    part.set_payload(text[:at] + raw[start:stop].decode("ascii") + text[at + len(line) :])
    return message


def decoded_payload(part: Message) -> Any:
    """`part.get_payload(decode=True)`: the same value, and the same defects on the part.

    email decodes a base64 body with binascii (0.4 ms an acta, the mailbox's largest cost after
    the parse). When the body is ASCII and its lines joined (as email joins them) are all
    base64 characters in whole quanta, with at most two "=" and only at the end, email's
    strict decode takes them with no defect; pybase64 (SIMD) decodes exactly those and its
    bytes are returned. Anything else, or anything pybase64 refuses, is email's own decode."""
    payload = vars(part).get("_payload")
    if (
        isinstance(payload, str)
        and payload.isascii()
        and str(part.get("content-transfer-encoding", "")).lower() == "base64"
    ):
        joined = b"".join(payload.encode("ascii").splitlines())
        padding = 2 if joined.endswith(b"==") else 1 if joined.endswith(b"=") else 0
        if len(joined) % 4 == 0 and joined.find(b"=") in (-1, len(joined) - padding):
            import pybase64

            try:
                return pybase64.b64decode(joined, validate=True)
            except ValueError:  # binascii.Error: not base64 by pybase64's reading; email decides
                pass
    return part.get_payload(decode=True)


def unstructured_texts(message: Message, name: str) -> list[str]:
    """`[str(h) for h in message.get_all(name) or []]`, without a header object where it
    cannot change the text: under policy.default (or `_POLICY`), a header read as unstructured
    text (Received: among them) whose value, unfolded as the policy unfolds it, is ASCII with
    no "=?" (no encoded word to decode) reads as itself. A Received: object costs 0.14 ms and a
    mail carries several; anything else is read through the policy as before."""
    wanted = name.lower()
    policy = message.policy
    factory: Any = getattr(policy, "header_factory", None)
    plain = (
        type(policy).header_fetch_parse in (_RememberingPolicy.header_fetch_parse, _EMAIL_FETCH)
        and isinstance(factory, HeaderRegistry)
        and wanted not in factory.registry
        and factory.default_class is UnstructuredHeader
    )
    texts = []
    for key, value in message.raw_items():
        if key.lower() != wanted:
            continue
        if plain and isinstance(value, str) and not hasattr(value, "name"):
            unfolded = "".join(linesep_splitter.split(value))
            if unfolded.isascii() and "=?" not in unfolded:
                texts.append(unfolded)
                continue
        texts.append(str(message.policy.header_fetch_parse(key, value)))
    return texts
