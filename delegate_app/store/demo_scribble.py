"""The drawn signatures of the demo season's delegates, for the actas of both sports."""

from __future__ import annotations

import itertools
import math
import struct
import zlib

WIDTH, HEIGHT = 320, 100


def scribble_png(seed: int) -> bytes:
    """A signature-like stroke as a grayscale PNG, made without Qt (the store has no Qt)."""
    pixels = bytearray([255]) * (WIDTH * HEIGHT)
    points = []
    for step in range(120):
        t = step / 119
        x = 16 + t * (WIDTH - 32)
        y = HEIGHT / 2 + 22 * math.sin(t * (7 + seed % 5)) * math.cos(t * (3 + seed % 3))
        points.append((x, y))
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        length = max(abs(x1 - x0), abs(y1 - y0), 1)
        for i in range(int(length) + 1):
            x = round(x0 + (x1 - x0) * i / length)
            y = round(y0 + (y1 - y0) * i / length)
            for dx in (0, 1):
                for dy in (0, 1):
                    if 0 <= x + dx < WIDTH and 0 <= y + dy < HEIGHT:
                        pixels[(y + dy) * WIDTH + x + dx] = 40
    raw = b"".join(
        b"\x00" + bytes(pixels[row * WIDTH : (row + 1) * WIDTH]) for row in range(HEIGHT)
    )

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )
