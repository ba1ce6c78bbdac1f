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
- the string preparation remembered per string (it is a pure function of the string);
- a reader of the next token's first byte that skips whitespace in one search (pyHanko reads a
  byte at a time; a comment, or no token in the piece read, goes back to pyHanko's reader);
- a name decoder that takes a name of regular characters without a '#' escape as it stands
  (any other goes to pyHanko's decoder, which expands or refuses it);
- an array reader that takes an array of plain numbers (a font's /Widths, a /MediaBox) in one
  match, each number made as pyHanko makes it from the same token; any other array (a
  reference, a name, a comment, a malformed number, longer than the piece read) goes to
  pyHanko's reader from the same position. A font's 128 widths took ~1 ms to read, and each
  signature's stamp carries one.

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
slow_read_non_whitespace: Any = misc.read_non_whitespace  # unannotated in pyHanko
slow_decode_name: Any = generic._decode_name
_NOT_WHITESPACE = re.compile(b"[^" + re.escape(_WHITESPACE) + b"]")
# A name's bytes that need no decoding: regular characters (not whitespace, not a delimiter)
# and no '#' escape.
_PLAIN_NAME = re.compile(
    b"[^#" + re.escape(_WHITESPACE + misc.PDF_DELIMITERS) + b"\x00-\x20\x7f-\xff]*"
)


# pyHanko reads a number as the longest run of "+,-." and digits (NumberObject.NumberPattern)
# and makes it an integer, or a FloatObject when it holds a dot. A token below is such a run
# only where whitespace or "]" ends it, and one that run parses: anything else fails the match.
# Possessive throughout: a token is read one way only, so a long array that is not one fails
# in one pass (a backtracking pattern took minutes on 4 KB of "600 600 ...").
_NUMBER = rb"[+-]?+(?:[0-9]++(?:\.[0-9]*+)?+|\.[0-9]++)"
_SPACE = b"[" + re.escape(_WHITESPACE) + b"]"
_NUMBER_ARRAY = re.compile(
    rb"\[(?:" + _SPACE + rb"*+" + _NUMBER + rb"(?=" + _SPACE + rb"|\]))*+" + _SPACE + rb"*+\]"
)
_ARRAY_NUMBER = re.compile(_NUMBER)
_ARRAY_PIECE = 4096
slow_read_array: Any = generic.ArrayObject.read_from_stream


def read_array(stream: Any, container_ref: Any, in_content_stream: Any = None) -> Any:
    """`generic.ArrayObject.read_from_stream`: `[0 600.1 -3]` from the stream, its numbers read
    in one match (a plain number is the same wherever it is: in a content stream or not, and no
    reference can hide in an array without an "R"); any other array is pyHanko's to read."""
    start = stream.tell()
    piece = stream.read(_ARRAY_PIECE)
    found = _NUMBER_ARRAY.match(piece)
    if found is None:
        stream.seek(start)
        if in_content_stream is None:
            return slow_read_array(stream, container_ref)
        return slow_read_array(stream, container_ref, in_content_stream=in_content_stream)
    stream.seek(start + found.end())
    array = generic.ArrayObject()
    for token in _ARRAY_NUMBER.findall(piece, 0, found.end()):
        text = token.decode("ascii")
        number = generic.FloatObject(text) if b"." in token else generic.NumberObject(text)
        number.container_ref = container_ref  # as read_object sets it on each element
        array.append(number)
    return array


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


def read_non_whitespace(stream: Any, seek_back: bool = False, allow_eof: bool = False) -> Any:
    """`misc.read_non_whitespace`: the next byte that is not whitespace, read (or left unread
    with `seek_back`). A comment, or whitespace to the end of the piece read, is handed back to
    pyHanko's reader from the same position."""
    start = stream.tell()
    piece = stream.read(_TOKEN_PIECE)
    found = _NOT_WHITESPACE.search(piece)
    if found is None or piece[found.start()] == 0x25:  # no token in the piece, or a '%'
        stream.seek(start)
        return slow_read_non_whitespace(stream, seek_back=seek_back, allow_eof=allow_eof)
    position = found.start()
    stream.seek(start + position + (0 if seek_back else 1))
    return piece[position : position + 1]


def decode_name(name_bytes: bytes) -> Any:
    """`generic._decode_name`: a name's bytes (after its '/') as pyHanko's NameObject. Only
    regular characters without a '#' escape are taken here (they stand for themselves); any
    other name goes to pyHanko's decoder, which expands or refuses it."""
    if _PLAIN_NAME.fullmatch(name_bytes):
        return generic.NameObject("/" + name_bytes.decode("ascii"))
    return slow_decode_name(name_bytes)


@functools.lru_cache(maxsize=2048)
def _prepared(value: str) -> str:
    prepared: str = slow_string_prep(None, value)  # asn1crypto's method does not use its instance
    return prepared


def string_prep(self: Any, string: Any) -> Any:
    """`NameTypeAndValue._ldap_string_prep`, remembered per string."""
    return _prepared(string) if isinstance(string, str) else slow_string_prep(self, string)
