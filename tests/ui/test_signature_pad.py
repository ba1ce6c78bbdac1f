from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage

from delegate_app.ui.signature_pad import SignaturePad


def test_signing_with_the_mouse_makes_a_png_with_ink(qtbot):
    pad = SignaturePad()
    qtbot.addWidget(pad)
    pad.resize(400, 140)
    pad.show()
    assert pad.is_empty()
    qtbot.mousePress(pad, Qt.MouseButton.LeftButton, pos=QPoint(20, 100))
    for x in range(20, 300, 20):
        qtbot.mouseMove(pad, QPoint(x, 100 - (x % 60)))
    qtbot.mouseRelease(pad, Qt.MouseButton.LeftButton, pos=QPoint(300, 90))
    assert not pad.is_empty()
    image = QImage.fromData(pad.to_png())
    assert (image.width(), image.height()) == (800, 280)
    inked = sum(
        1
        for x in range(0, image.width(), 4)
        for y in range(0, image.height(), 4)
        if image.pixelColor(x, y).lightness() < 128
    )
    assert inked > 20


def test_a_click_is_not_a_signature_and_clear_empties_the_pad(qtbot):
    pad = SignaturePad()
    qtbot.addWidget(pad)
    pad.show()
    qtbot.mouseClick(pad, Qt.MouseButton.LeftButton, pos=QPoint(30, 30))
    assert pad.is_empty()
    pad.add_stroke([(x, 50) for x in range(10, 200, 10)])
    assert not pad.is_empty()
    pad.clear()
    assert pad.is_empty() and pad.point_count() == 0
