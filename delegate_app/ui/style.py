"""The application's look where it matters at a noisy venue: targets big enough for a touchpad
and a focus ring that can be seen from a chair away.

Sizes come from the application's style sheet: a minimum height only, which keeps each
control's native drawing (Fusion, Windows, macOS). The focus ring comes from a proxy over the
platform's style that draws a thick ring over whichever control has the keyboard focus; only
drawing is overridden there, since a size hook in Python is called for every cell of a table
while it fills (hundreds of thousands of calls for Encuentros).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QProxyStyle,
    QStyle,
    QStyledItemDelegate,
    QStyleOption,
    QStyleOptionComplex,
    QStyleOptionViewItem,
    QWidget,
)

# Every control a delegate uses during play is at least this high (issue 17: 32 px).
MIN_HEIGHT = 34
FOCUS_COLOUR = QColor("#1565c0")
FOCUS_WIDTH = 2.5

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
    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawControl(element, option, painter, widget)
        if element in _RINGED_CONTROLS and _has_focus(option):
            _ring(painter, option.rect)

    def drawComplexControl(
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawComplexControl(control, option, painter, widget)
        if control in _RINGED_COMPLEX and _has_focus(option):
            _ring(painter, option.rect)

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.PrimitiveElement.PE_FrameFocusRect:
            return  # the ring drawn over the whole control replaces the faint dotted one
        super().drawPrimitive(element, option, painter, widget)
        if element == QStyle.PrimitiveElement.PE_PanelLineEdit and _has_focus(option):
            _ring(painter, option.rect)


def _has_focus(option: QStyleOption) -> bool:
    return bool(option.state & QStyle.StateFlag.State_HasFocus)


def _ring(painter: QPainter, rect: QRect) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(FOCUS_COLOUR, FOCUS_WIDTH)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = FOCUS_WIDTH / 2 + 0.5
    painter.drawRoundedRect(QRectF(rect).adjusted(inset, inset, -inset, -inset), 4, 4)
    painter.restore()


# The sizes; the banner of an acta filled in after the day; a field whose typed time was
# refused (ui/time_entry.py sets its "invalid" property).
STYLE_SHEET = f"""
QPushButton {{ min-height: {MIN_HEIGHT - 4}px; }}
QToolButton {{ min-height: {MIN_HEIGHT - 4}px; }}
QComboBox, QLineEdit {{ min-height: {MIN_HEIGHT - 4}px; }}
QAbstractSpinBox {{ min-height: {MIN_HEIGHT - 3}px; }}
QCheckBox, QRadioButton {{ min-height: {MIN_HEIGHT}px; }}
QCheckBox::indicator, QRadioButton::indicator {{ width: 18px; height: 18px; }}
QListWidget#stepList::item {{ min-height: {MIN_HEIGHT}px; padding-left: 4px; }}
QLabel#outOfDateBanner {{ background: #fff4d6; border: 1px solid #d9a400; padding: 6px; }}
TimeEntry[invalid="true"] {{ color: #b00020; background: #fde8ec; }}
"""


def apply_style(app: QApplication) -> None:
    """Install the venue style over the platform's own (once per application)."""
    if not isinstance(app.style(), VenueStyle):
        app.setStyle(VenueStyle(app.style().name()))
    # Setting a sheet repolishes every widget alive, even when it is the same sheet.
    if app.styleSheet() != STYLE_SHEET:
        app.setStyleSheet(STYLE_SHEET)


__all__ = ["MIN_HEIGHT", "VenueStyle", "apply_style"]


class _TallRows(QStyledItemDelegate):
    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        size = super().sizeHint(option, index)
        return size.expandedTo(QSize(0, MIN_HEIGHT - 4))


def tall_rows(combo: QComboBox) -> None:
    """The rows of a combo's list as high as the other targets (its default is ~20 px): a
    list of players picked during play, from across the table."""
    combo.setItemDelegate(_TallRows(combo))
