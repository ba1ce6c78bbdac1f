"""The footer's QR code as documents/qr_matrix.py makes it is reportlab's, module for module and
operator for operator: the codewords of its `createData`, the modules of its `makeImpl` (mask 0,
the actas') and of its `make` (the best of eight masks), and the form the canvas draws the runs
with, over payloads of every mode reportlab picks, several versions and every level."""

from __future__ import annotations

import hashlib
import random
from io import BytesIO

import pytest
from reportlab.graphics.barcode.qrencoder import QRCode, QRErrorCorrectLevel
from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from delegate_app.documents import pdf_document, qr_matrix
from delegate_app.documents.pdf_theme import QR_SIZE

LEVELS = [QRErrorCorrectLevel.L, QRErrorCorrectLevel.M, QRErrorCorrectLevel.Q,
          QRErrorCorrectLevel.H]  # fmt: skip


def _payloads() -> list[str]:
    chooser = random.Random(26)
    found = [
        f"DELEGADO;ID=ACTA-{n:05d};SHA256={hashlib.sha256(str(n).encode()).hexdigest()}"
        for n in range(12)
    ]
    found += ["", "0", "1234567890" * 7, "HTTP://EXAMPLE.ORG/$%*+-./:", "ñandú · «acta»"]
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789;=-_:/ ."
    for length in (1, 7, 30, 80, 150, 260, 400):
        found.append("".join(chooser.choice(alphabet) for _ in range(length)))
        found.append("".join(chooser.choice("0123456789") for _ in range(length)))
    return found


PAYLOADS = _payloads()


def _reportlab(value: str, level: int, fixed_mask: bool) -> QRCode:
    code = QRCode(None, level)
    code.addData(value)
    if fixed_mask:
        code.version = code.calculate_version()
        code.makeImpl(False, 0)
    else:
        code.make()
    return code


@pytest.mark.parametrize("level", LEVELS)
def test_the_codewords_are_reportlabs(level):
    versions = set()
    for value in PAYLOADS:
        code = QRCode(None, level)
        code.addData(value)
        version = code.calculate_version()
        versions.add(version)
        expected = QRCode.createData(version, level, code.dataList)
        assert qr_matrix.codewords(version, level, code.dataList) == expected, value
    assert len(versions) >= 6  # several block layouts, one and several blocks per code


@pytest.mark.parametrize("fixed_mask", [True, False])
@pytest.mark.parametrize("level", LEVELS)
def test_the_modules_are_reportlabs(level, fixed_mask):
    for value in PAYLOADS[:: 1 if fixed_mask else 3]:
        expected = _reportlab(value, level, fixed_mask).modules
        assert qr_matrix.modules(value, level, fixed_mask) == expected, value
        # Again, from the patterns remembered for its version.
        assert qr_matrix.modules(value, level, fixed_mask) == expected, value


def test_one_changed_character_changes_the_modules():
    first, second = PAYLOADS[0], PAYLOADS[0][:-1] + "x"
    level = QRErrorCorrectLevel.M
    assert qr_matrix.modules(first, level, True) != qr_matrix.modules(second, level, True)


def _drawn_by_reportlab(canvas: Canvas, value: str, size: float, fixed_mask: bool) -> None:
    """The QR as pdf_document drew it before qr_matrix: reportlab's modules, a `canvas.rect` for
    every dark run."""
    code = _reportlab(value, QRErrorCorrectLevel.M, fixed_mask)
    count = code.getModuleCount()
    module = size / count
    canvas.setFillColor(colors.black)
    for row in range(count):
        y = size - (row + 1) * module
        column = 0
        while column < count:
            if not code.isDark(row, column):
                column += 1
                continue
            start = column
            while column < count and code.isDark(row, column):
                column += 1
            canvas.rect(
                start * module, y, (column - start) * module, module * 1.04, stroke=0, fill=1
            )


def _form(draw, value: str, size: float, fixed_mask: bool) -> bytes:
    buffer = BytesIO()
    canvas = Canvas(buffer, invariant=1, pageCompression=0)
    canvas.beginForm("delegado-qr", 0, 0, size, size)
    draw(canvas, value, size, fixed_mask)
    canvas.endForm()
    canvas.doForm("delegado-qr")
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


@pytest.mark.parametrize("size", [QR_SIZE, 50.0, 17.3])
def test_the_drawn_code_is_the_one_canvas_rect_draws(size):
    for value in PAYLOADS[:8] + PAYLOADS[-4:]:
        for fixed_mask in (True, False):
            expected = _form(_drawn_by_reportlab, value, size, fixed_mask)
            assert b" re f" in expected
            drawn = _form(pdf_document._draw_qr, value, size, fixed_mask)
            assert drawn == expected, (value, size, fixed_mask)
