"""A valid PNG image standing for a drawn signature."""

from __future__ import annotations

import struct
import zlib


def tiny_png() -> bytes:
    """A valid 1×1 PNG, enough to stand for a drawn signature in store tests."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\x00\x00"))
        + chunk(b"IEND", b"")
    )


PNG = tiny_png()
