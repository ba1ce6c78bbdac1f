"""A pad where a delegate signs with the mouse, a touchpad or a pen; the strokes become a PNG."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QImage,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QTabletEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

# Fewer points than this is a click or a slip, not a signature.
MIN_POINTS = 8
INK = QColor("#0b2a6b")


class SignaturePad(QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._strokes: list[list[QPointF]] = []
        self._signed: QImage | None = None  # a signature already given, shown read-only
        self.setMinimumSize(360, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_StaticContents)
        self.setCursor(Qt.CursorShape.CrossCursor)
        self.setAccessibleName(self.tr("Zona de firma"))
        self.setToolTip(self.tr("Firme aquí con el ratón, el panel táctil o un lápiz"))

    def sizeHint(self) -> QSize:
        return QSize(480, 160)

    # --- input -----------------------------------------------------------------------------

    def _start(self, point: QPointF) -> None:
        self._strokes.append([point])
        self.update()

    def _extend(self, point: QPointF) -> None:
        if self._strokes:
            self._strokes[-1].append(point)
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._start(event.position())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._extend(event.position())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._extend(event.position())
            self.changed.emit()

    def tabletEvent(self, event: QTabletEvent) -> None:
        kind = event.type()
        if kind == event.Type.TabletPress:
            self._start(event.position())
        elif kind == event.Type.TabletMove and event.pressure() > 0:
            self._extend(event.position())
        elif kind == event.Type.TabletRelease:
            self.changed.emit()
        event.accept()

    # --- state -----------------------------------------------------------------------------

    def clear(self) -> None:
        self._strokes = []
        self._signed = None
        self.update()
        self.changed.emit()

    def point_count(self) -> int:
        return sum(len(stroke) for stroke in self._strokes)

    def is_empty(self) -> bool:
        return self.point_count() < MIN_POINTS

    def add_stroke(self, points: list[tuple[float, float]]) -> None:
        """A whole stroke at once (used when replaying a signature)."""
        self._strokes.append([QPointF(x, y) for x, y in points])
        self.update()
        self.changed.emit()

    # --- drawing ---------------------------------------------------------------------------

    def _paint_strokes(self, painter: QPainter, scale: float = 1.0) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(INK, 2.2 * scale, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        for stroke in self._strokes:
            if len(stroke) == 1:
                painter.drawPoint(stroke[0] * scale)
                continue
            path = QPainterPath(stroke[0] * scale)
            for point in stroke[1:]:
                path.lineTo(point * scale)
            painter.drawPath(path)

    def show_signed(self, png: bytes | None) -> None:
        """Show a stored signature (a reopened acta keeps its drawn signatures); None hides it."""
        # PySide6 wants the format as str here; its stub says bytes, which it refuses at run time.
        image = QImage.fromData(png, "PNG") if png else None  # type: ignore[arg-type]
        self._signed = image if image is not None and not image.isNull() else None
        self.update()

    def has_signed_image(self) -> bool:
        return self._signed is not None

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("white"))
        painter.setPen(QPen(QColor("#b0b0b0"), 1, Qt.PenStyle.DashLine))
        baseline = int(self.height() * 0.75)
        painter.drawLine(12, baseline, self.width() - 12, baseline)
        if self._signed is not None:
            scaled = self._signed.scaled(
                self.size(),
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
            left = (self.width() - scaled.width()) // 2
            top = (self.height() - scaled.height()) // 2
            painter.drawImage(left, top, scaled)
        self._paint_strokes(painter)
        painter.end()

    def to_png(self, scale: float = 2.0) -> bytes:
        """The signature alone (white background, no baseline), at `scale` times the pad."""
        size = self.size() * scale
        image = QImage(size, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        self._paint_strokes(painter, scale)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")  # type: ignore[call-overload]  # str, as for fromData above
        buffer.close()
        return bytes(data.data())
