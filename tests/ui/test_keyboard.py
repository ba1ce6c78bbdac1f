"""Every control of the main screens and dialogs is reached with Tab, in reading order, and has
a name a screen reader can say."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QScrollArea,
    QTabBar,
    QWidget,
)

from tests.helpers.surfaces import all_surfaces

TAB = Qt.FocusPolicy.TabFocus
# How far (px) a control may sit above the one before it and still count as the same row.
SAME_ROW = 8


def _internal(widget: QWidget) -> bool:
    """The editor inside a spin box or an editable combo: Tab lands on the control itself."""
    parent = widget.parentWidget()
    return isinstance(parent, (QAbstractSpinBox, QComboBox)) or widget.focusProxy() is not None


def focus_chain(top: QWidget) -> list[QWidget]:
    """The controls Tab visits in `top`, in order: visible, enabled, taking keyboard focus."""
    chain, widget = [], top.nextInFocusChain()
    while widget is not top:
        if (
            (widget.focusPolicy() & TAB) == TAB
            and widget.isVisibleTo(top)
            and widget.isEnabled()
            and not _internal(widget)
        ):
            chain.append(widget)
        widget = widget.nextInFocusChain()
    return chain


def focusable(top: QWidget) -> list[QWidget]:
    return [
        w
        for w in top.findChildren(QWidget)
        if (w.focusPolicy() & TAB) == TAB
        and w.isVisibleTo(top)
        and w.isEnabled()
        and not _internal(w)
        and w.window() is top
    ]


def spoken_name(widget: QWidget, buddies: set[QWidget]) -> str:
    """What a screen reader announces: the accessible name, the button's text or its label."""
    if widget.accessibleName().strip():
        return widget.accessibleName()
    if isinstance(widget, QAbstractButton):
        return widget.text().replace("&", "").strip()
    if isinstance(widget, QTabBar):
        return " / ".join(widget.tabText(i) for i in range(widget.count()))
    if widget in buddies:
        return "(etiqueta)"
    return ""


def _box(widget: QWidget, top: QWidget):
    corner = widget.mapTo(top, widget.rect().topLeft())
    box = corner.x(), corner.y(), corner.x() + widget.width(), corner.y() + widget.height()
    area = _scroll_area(widget, top)
    if area is None:
        return box
    # Inside a scroll area a control is read where Tab scrolls it to: within the visible part,
    # not below the window's buttons where its unscrolled position would put it.
    view = area.viewport()
    vx0, vy0 = view.mapTo(top, view.rect().topLeft()).toTuple()
    vx1, vy1 = vx0 + view.width(), vy0 + view.height()
    x0, y0 = min(max(box[0], vx0), vx1), min(max(box[1], vy0), vy1)
    return x0, y0, min(max(box[2], vx0), vx1), min(max(box[3], vy0), vy1)


def _scroll_area(widget: QWidget, top: QWidget) -> QScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def out_of_reading_order(chain: list[QWidget], top: QWidget) -> list[str]:
    """Tab may go right or down; it goes back up only into a new column further right."""
    wrong = []
    for before, after in pairwise(chain):
        bx0, by0, bx1, _ = _box(before, top)
        ax0, ay0, ax1, ay1 = _box(after, top)
        if ay0 < by0 - SAME_ROW and ay1 <= by0 + SAME_ROW:  # `after` is above `before`
            new_column = ax0 > bx0 and (ax0 >= bx1 or ax1 <= bx0)
            if not new_column:
                wrong.append(f"{_describe(before)} → {_describe(after)}")
    return wrong


def _describe(widget: QWidget) -> str:
    return f"{type(widget).__name__}({widget.accessibleName() or getattr(widget, 'text', str)()})"


def test_every_control_is_reached_in_reading_order_and_has_a_name(
    qapp, spanish_app, demo_db, settings, tmp_path
):
    problems, seen = [], 0
    for surface in all_surfaces(demo_db, settings, tmp_path):
        top = surface.widget
        chain = focus_chain(top)
        reached = set(chain)
        buddies = {label.buddy() for label in top.findChildren(QLabel) if label.buddy()}
        for widget in focusable(top):
            seen += 1
            if widget not in reached:
                problems.append(f"{surface.name}: Tab no llega a {_describe(widget)}")
            if not spoken_name(widget, buddies):
                problems.append(f"{surface.name}: {type(widget).__name__} sin nombre accesible")
        problems += [f"{surface.name}: orden {o}" for o in out_of_reading_order(chain, top)]
        if not chain:
            problems.append(f"{surface.name}: ningún control alcanzable con Tab")
    assert seen > 300
    assert not problems, "\n".join(problems)


def test_tab_moves_focus_through_the_club_screen_as_a_delegate_would(
    qtbot, spanish_app, demo_db, settings
):
    """Real key presses, not only the chain: from the list of sections into the screen."""
    from delegate_app.ui.main_window import CLUB, MainWindow

    window = MainWindow(demo_db, settings)
    qtbot.addWidget(window)
    window.show()
    window.show_screen(CLUB)
    window.activateWindow()
    qtbot.waitExposed(window)
    window.ui.navList.setFocus()
    visited = []
    for _ in range(len(focus_chain(window))):
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
        visited.append(window.focusWidget())
    club = window.club.ui
    order = [w for w in visited if w in (club.clubCombo, club.teamsTable, club.playersView)]
    assert order[:3] == [club.clubCombo, club.teamsTable, club.playersView]
    assert visited[-1] is window.ui.navList  # and round again, with no trap in a table
    assert len(set(visited)) == len(visited)
