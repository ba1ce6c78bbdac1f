"""Faster readers for the few PDF tokens pyHanko reads slowest, giving exactly what pyHanko's own
readers give (no Qt, no network).

pyHanko's parser reads a hex string one digit at a time, each through a few Python calls, and
a signature's `/Contents` is a hex string of several thousand digits, read for each signature:
about a twelfth of the CPU of verifying an acta. Names and numbers are read a byte at a time
through a generator. Verifying an acta also compares, about ten times, certificate names
under RFC 4518's string preparation (asn1crypto), redone from scratch at each comparison.

documents/library_patches.py puts these in their place (on the versions they were written for):

- a hex-string reader that takes the bytes up to `>` in one piece when they are only hex digits
  and whitespace, and hands anything else (a comment, a bad digit, no `>` before the end) back
  to pyHanko's reader from the same position, so every string and every error is pyHanko's;
- a reader up to the next delimiter that reads a few dozen bytes at once and leaves the stream
  exactly where pyHanko's leaves it;
- the string preparation remembered per string (it is a pure function of the string).

tests/documents/test_pyhanko_speed.py compares each with the original on arbitrary bytes.
"""

from __future__ import annotations

import binascii
import functools
import os
import re
from typing import Any

from asn1crypto import x509 as asn1_x509
from pyhanko.pdf_utils import generic, misc

_WHITESPACE = misc.PDF_WHITESPACE
_HEX_BODY = re.compile(b"[0-9A-Fa-f" + re.escape(_WHITESPACE) + b"]*")
_DELIMITER = re.compile(b"[" + re.escape(_WHITESPACE + misc.PDF_DELIMITERS) + b"]")
_HEX_PIECE = 4096
_TOKEN_PIECE = 64

# pyHanko's and asn1crypto's own, kept before library_patches replaces them.
slow_read_hex_string = generic.read_hex_string_from_stream
slow_read_until_delimiter = misc.read_until_delimiter
slow_string_prep = asn1_x509.NameTypeAndValue._ldap_string_prep


def read_hex_string(stream: Any) -> Any:
    """`generic.read_hex_string_from_stream`: `<48 65 6C>` from the stream, as a PDF string."""
    start = stream.tell()
    if stream.read(1) == b"<":
        pieces = []
        while True:
            piece = stream.read(_HEX_PIECE)
            end = piece.find(b">")
            body = piece if end < 0 else piece[:end]
            if not piece or not _HEX_BODY.fullmatch(body):
                break  # the end of the file, a comment or a bad digit: pyHanko's reader says
            pieces.append(body)
            if end >= 0:
                stream.seek(end + 1 - len(piece), os.SEEK_CUR)
                digits = b"".join(pieces).translate(None, _WHITESPACE)
                if len(digits) % 2:
                    digits += b"0"  # an odd last digit is read as followed by 0
                return generic.pdf_string(binascii.unhexlify(digits))
    stream.seek(start)
    return slow_read_hex_string(stream)


def read_until_delimiter(stream: Any) -> bytes:
    """`misc.read_until_delimiter`: the bytes before the next whitespace or delimiter, which is
    left unread; or up to the end of the stream."""
    pieces: list[bytes] = []
    while True:
        piece = stream.read(_TOKEN_PIECE)
        if not piece:
            return b"".join(pieces)
        found = _DELIMITER.search(piece)
        if found is not None:
            pieces.append(piece[: found.start()])
            stream.seek(found.start() - len(piece), os.SEEK_CUR)
            return b"".join(pieces)
        pieces.append(piece)


@functools.lru_cache(maxsize=2048)
def _prepared(value: str) -> str:
    prepared: str = slow_string_prep(None, value)  # asn1crypto's method does not use its instance
    return prepared


def string_prep(self: Any, string: Any) -> Any:
    """`NameTypeAndValue._ldap_string_prep`, remembered per string."""
    return _prepared(string) if isinstance(string, str) else slow_string_prep(self, string)
