"""What of a window is not shown whole at the laptop size of tests.helpers.surfaces."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QLabel,
    QWidget,
)

from tests.helpers.surfaces import SIZE

WIDTH, HEIGHT = SIZE


def _in_scroll_area(widget: QWidget, top: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _shown(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) and widget.width() > 0 and widget.height() > 0


def clipped(top: QWidget) -> list[str]:
    """Everything in `top` that is not shown whole, described for the failure message."""
    problems = []
    if top.width() != WIDTH or top.height() != HEIGHT:
        problems.append(f"la ventana mide {top.width()}×{top.height()}, no {WIDTH}×{HEIGHT}")
    minimum = top.minimumSizeHint()
    if minimum.width() > WIDTH or minimum.height() > HEIGHT:
        problems.append(f"la ventana no baja de {minimum.width()}×{minimum.height()}")
    for widget in top.findChildren(QWidget):
        if not _shown(widget, top):
            continue
        name = f"{type(widget).__name__} «{_text(widget)[:60]}»"
        if isinstance(widget, QLabel | QAbstractButton):
            need = widget.minimumSizeHint() if _wraps(widget) else widget.sizeHint()
            if widget.width() < need.width() or widget.height() < need.height():
                problems.append(
                    f"{name}: {widget.width()}×{widget.height()}, necesita "
                    f"{need.width()}×{need.height()}"
                )
            if _wraps(widget) and widget.hasHeightForWidth():
                high = widget.heightForWidth(widget.width())
                if widget.height() < high:
                    problems.append(f"{name}: alto {widget.height()}, su texto ocupa {high}")
        if isinstance(widget, QAbstractItemView) and widget.horizontalScrollBar().isVisible():
            problems.append(f"{name}: barra de desplazamiento horizontal")
        if not _in_scroll_area(widget, top):
            corner = widget.mapTo(top, widget.rect().bottomRight())
            if corner.x() >= top.width() or corner.y() >= top.height():
                problems.append(f"{name}: se sale de la ventana ({corner.x()}, {corner.y()})")
    return problems


def _wraps(widget: QWidget) -> bool:
    return isinstance(widget, QLabel) and widget.wordWrap()


def _text(widget: QWidget) -> str:
    text = getattr(widget, "text", None)
    return (text() if callable(text) else "") or widget.accessibleName()
