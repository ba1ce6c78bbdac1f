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


MIN_TARGET = 32  # px: the least height of a control used during play (issue 17)


def _interactive(widget: QWidget) -> bool:
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit

    return isinstance(widget, QAbstractButton | QComboBox | QLineEdit | QAbstractSpinBox)


def small_targets(top: QWidget) -> list[str]:
    """Every control a delegate can click or type into, shown and enabled or not, lower than
    MIN_TARGET; and the rows of a list of steps."""
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QListWidget

    problems = []
    for widget in top.findChildren(QWidget):
        if not _shown(widget, top) or not _interactive(widget):
            continue
        parent = widget.parentWidget()
        if isinstance(parent, QAbstractSpinBox | QComboBox):
            continue  # the editor inside a spin box or an editable list: the control counts
        if widget.height() < MIN_TARGET:
            name = f"{type(widget).__name__} «{_text(widget)[:60]}»"
            problems.append(f"{name}: {widget.height()} px de alto")
    for steps in top.findChildren(QListWidget, "stepList"):
        for row in range(steps.count()):
            height = steps.visualItemRect(steps.item(row)).height()
            if height < MIN_TARGET:
                problems.append(f"paso «{steps.item(row).text()}»: {height} px de alto")
            if steps.visualItemRect(steps.item(row)).width() < steps.sizeHintForColumn(0):
                problems.append(f"paso «{steps.item(row).text()}»: no cabe en una línea")
    return problems
