"""The application's look where it matters at a noisy venue: targets big enough for a touchpad
and a focus ring that can be seen from a chair away.

A proxy over the platform's own style (Fusion, Windows, macOS), so every control keeps its
native drawing: the proxy only makes each control at least ``MIN_HEIGHT`` pixels high (push
buttons, fields, lists, check boxes, the rows of a list) and draws a thick ring over whichever
control has the keyboard focus. A style sheet would do the same only by redrawing every control
in its own box model, which loses the combo boxes' arrows and the spin boxes' buttons.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle

# Every control a delegate uses during play is at least this high (issue 17: 32 px).
MIN_HEIGHT = 34
FOCUS_COLOUR = QColor("#1565c0")
FOCUS_WIDTH = 2.5
INDICATOR = 18  # check boxes and radio buttons: a box that can be hit with a touchpad

_TALL = {
    QStyle.ContentsType.CT_PushButton,
    QStyle.ContentsType.CT_ToolButton,
    QStyle.ContentsType.CT_LineEdit,
    QStyle.ContentsType.CT_ComboBox,
    QStyle.ContentsType.CT_SpinBox,
    QStyle.ContentsType.CT_CheckBox,
    QStyle.ContentsType.CT_RadioButton,
    QStyle.ContentsType.CT_ItemViewItem,
}
_RINGED_CONTROLS = {
    QStyle.ControlElement.CE_PushButton,
    QStyle.ControlElement.CE_CheckBox,
    QStyle.ControlElement.CE_RadioButton,
}
_RINGED_COMPLEX = {
    QStyle.ComplexControl.CC_ComboBox,
    QStyle.ComplexControl.CC_SpinBox,
    QStyle.ComplexControl.CC_ToolButton,
}


class VenueStyle(QProxyStyle):
    def sizeFromContents(self, kind, option, size, widget=None) -> QSize:
        result = super().sizeFromContents(kind, option, size, widget)
        if kind in _TALL and result.height() < MIN_HEIGHT:
            result = QSize(result.width(), MIN_HEIGHT)
        return result

    def pixelMetric(self, metric, option=None, widget=None) -> int:
        if metric in (
            QStyle.PixelMetric.PM_IndicatorWidth,
            QStyle.PixelMetric.PM_IndicatorHeight,
            QStyle.PixelMetric.PM_ExclusiveIndicatorWidth,
            QStyle.PixelMetric.PM_ExclusiveIndicatorHeight,
        ):
            return INDICATOR
        return super().pixelMetric(metric, option, widget)

    def drawControl(self, element, option, painter, widget=None) -> None:
        super().drawControl(element, option, painter, widget)
        if element in _RINGED_CONTROLS and _has_focus(option):
            _ring(painter, option.rect)

    def drawComplexControl(self, control, option, painter, widget=None) -> None:
        super().drawComplexControl(control, option, painter, widget)
        if control in _RINGED_COMPLEX and _has_focus(option):
            _ring(painter, option.rect)

    def drawPrimitive(self, element, option, painter, widget=None) -> None:
        if element == QStyle.PrimitiveElement.PE_FrameFocusRect:
            return  # the ring drawn over the whole control replaces the faint dotted one
        super().drawPrimitive(element, option, painter, widget)
        if element == QStyle.PrimitiveElement.PE_PanelLineEdit and _has_focus(option):
            _ring(painter, option.rect)


def _has_focus(option) -> bool:
    return bool(option.state & QStyle.StateFlag.State_HasFocus)


def _ring(painter: QPainter, rect) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(FOCUS_COLOUR, FOCUS_WIDTH)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = FOCUS_WIDTH / 2 + 0.5
    painter.drawRoundedRect(QRectF(rect).adjusted(inset, inset, -inset, -inset), 4, 4)
    painter.restore()


# Small additions a proxy cannot make: the banner of an acta filled in after the day, and a
# field whose typed time was refused (ui/time_entry.py sets its "invalid" property).
STYLE_SHEET = """
QLabel#outOfDateBanner { background: #fff4d6; border: 1px solid #d9a400; padding: 6px; }
TimeEntry[invalid="true"] { color: #b00020; background: #fde8ec; }
"""


def apply_style(app: QApplication) -> None:
    """Install the venue style over the platform's own (once per application)."""
    if not isinstance(app.style(), VenueStyle):
        app.setStyle(VenueStyle(app.style().name()))
    app.setStyleSheet(STYLE_SHEET)


__all__ = ["MIN_HEIGHT", "VenueStyle", "apply_style"]
