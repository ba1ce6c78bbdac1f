"""The footer's QR code (reportlab, no Qt): the dark modules reportlab's qrencoder gives for a
payload, made without the parts of it that cost a verifying worker a tenth of each acta's layout.

Every acta's footer carries a QR code of its own (its document ID and data hash), and verify
lays each acta out again (documents/rebuild_common.py), QR code included, to compare the pages
object by object. reportlab's encoder rebuilds the Reed-Solomon generator polynomial for every
block of every code and places the modules one by one through generators; both are pure
functions of the code's version, error-correction level and mask, so here they are made once per
process, and what depends on the payload (its codewords, and which data modules are dark) is
computed directly. The modules are exactly reportlab's: tests/documents/test_qr_matrix.py holds
them to reportlab's own encoder over many payloads, versions and levels.
"""

from __future__ import annotations

import re
import threading
from functools import lru_cache

from reportlab.graphics.barcode.qrencoder import (
    EXP_TABLE,
    LOG_TABLE,
    QRCode,
    QRRSBlock,
    QRUtil,
)
from reportlab.lib.rl_accel import fp_str

_lock = threading.Lock()
_DARK = re.compile(b"\x01+")


@lru_cache(maxsize=64)
def _generator_logs(ec_count: int) -> tuple[int, ...]:
    """The logs of the Reed-Solomon generator's coefficients after the leading 1, as reportlab
    makes the polynomial (its coefficients are never 0)."""
    generator = QRUtil.getErrorCorrectPolynomial(ec_count)
    return tuple(LOG_TABLE[generator.get(i)] for i in range(1, generator.getLength()))


def _remainder(data: list[int], ec_count: int) -> list[int]:
    """The error-correction codewords of one block: data(x)·x^ec mod generator(x) in GF(256),
    `ec_count` of them (leading zeros kept, as reportlab pads them)."""
    logs = _generator_logs(ec_count)
    rest = [0] * ec_count
    for byte in data:
        factor = byte ^ rest[0]
        del rest[0]
        rest.append(0)
        if factor:
            shift = LOG_TABLE[factor]
            for index, log in enumerate(logs):
                rest[index] ^= EXP_TABLE[(shift + log) % 255]
    return rest


class _Bits:
    """reportlab's QRBitBuffer (the interface its data segments write to), kept as one integer
    instead of bit by bit."""

    def __init__(self) -> None:
        self.value = 0
        self.length = 0

    def put(self, number: int, length: int) -> None:
        self.value = (self.value << length) | (number & ((1 << length) - 1))
        self.length += length

    def putBit(self, bit: object) -> None:
        self.put(1 if bit else 0, 1)

    def getLengthInBits(self) -> int:
        return self.length

    def codewords(self) -> list[int]:
        """The bits as bytes, the last one filled with zeros."""
        spare = -self.length % 8
        return list((self.value << spare).to_bytes((self.length + spare) // 8, "big"))


def codewords(version: int, level: int, data_list: list) -> list[int]:  # type: ignore[type-arg]
    """What reportlab's `QRCode.createData` returns: the data codewords with their terminator and
    padding, then each block's error correction, interleaved."""
    blocks = QRRSBlock.getRSBlocks(version, level)
    buffer = _Bits()
    for item in data_list:
        item.write(buffer, version)
    capacity = 8 * sum(block.dataCount for block in blocks)
    if buffer.getLengthInBits() > capacity:
        raise ValueError(f"code length overflow. ({buffer.getLengthInBits()} > {capacity})")
    if buffer.getLengthInBits() + 4 <= capacity:
        buffer.put(0, 4)
    while buffer.getLengthInBits() % 8 != 0:
        buffer.putBit(False)
    pads = (QRCode.PAD0, QRCode.PAD1)
    count = 0
    while buffer.getLengthInBits() < capacity:
        buffer.put(pads[count % 2], 8)
        count += 1
    written = buffer.codewords()
    data_blocks: list[list[int]] = []
    ec_blocks: list[list[int]] = []
    offset = 0
    for block in blocks:
        chunk = written[offset : offset + block.dataCount]
        offset += block.dataCount
        data_blocks.append(chunk)
        ec_blocks.append(_remainder(chunk, block.totalCount - block.dataCount))
    out: list[int] = []
    for group in (data_blocks, ec_blocks):
        for index in range(max(len(b) for b in group)):
            out += [b[index] for b in group if index < len(b)]
    return out


@lru_cache(maxsize=32)
def _base(version: int, level: int, mask: int) -> tuple[tuple[tuple[bool, ...], ...], tuple]:  # type: ignore[type-arg]
    """(the modules of a code whose data codewords are all zero, where each data bit goes in
    reportlab's order): every module but the data's is the same for every payload, and a data
    module is its mask's value flipped by the bit placed there."""
    code = QRCode(version, level)
    blocks = QRRSBlock.getRSBlocks(version, level)
    code.dataCache = [0] * sum(block.totalCount for block in blocks)
    code.makeImpl(False, mask)
    return tuple(tuple(row) for row in code.modules), tuple(code.dataPosIterator())


def modules(value: str, level: int, fixed_mask: bool) -> list[list[bool]]:
    """reportlab's modules for `value` (its `make()`, or with `fixed_mask` its mask 0 at the
    smallest version that holds the payload)."""
    code = QRCode(None, level)
    code.addData(value)
    code.version = code.calculate_version()
    data = codewords(code.version, level, code.dataList)
    if not fixed_mask:
        code.dataCache = data
        code.make()
        return [list(row) for row in code.modules]
    with _lock:
        base, positions = _base(code.version, level, 0)
    matrix = [list(row) for row in base]
    bit = 0
    for byte in data:
        for shift in (7, 6, 5, 4, 3, 2, 1, 0):
            if (byte >> shift) & 1:
                column, row = positions[bit]
                matrix[row][column] = not matrix[row][column]
            bit += 1
    return matrix


def dark_runs(matrix: list[list[bool]]) -> list[tuple[int, int, int]]:
    """(row, first column, length) of every run of dark modules, row by row, left to right."""
    runs = []
    for row, line in enumerate(matrix):
        runs += [(row, m.start(), m.end() - m.start()) for m in _DARK.finditer(bytes(line))]
    return runs


@lru_cache(maxsize=32)
def _numbers(
    count: int, size: float
) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], str]:
    """The numbers `canvas.rect` writes for a run (x by first column, y by row, width by length,
    the height), formatted once per module count and size as reportlab formats them."""
    module = size / count
    return (
        tuple(fp_str(start * module) for start in range(count)),
        tuple(fp_str(size - (row + 1) * module) for row in range(count)),
        tuple(fp_str(length * module) for length in range(count + 1)),
        # A hair taller than a module so no white seams show between rows on screen.
        fp_str(module * 1.04),
    )


def run_operators(matrix: list[list[bool]], size: float, fill: str) -> list[str]:
    """The PDF operators `canvas.rect(x, y, w, h, stroke=0, fill=1)` writes for every dark run
    of a `size`-point code, `fill` being the canvas's operator for its fill rule: the same text,
    without formatting the same few numbers hundreds of times."""
    with _lock:
        xs, ys, widths, height = _numbers(len(matrix), size)
    return [
        f"n {xs[start]} {ys[row]} {widths[length]} {height} re {fill}"
        for row, start, length in dark_runs(matrix)
    ]
