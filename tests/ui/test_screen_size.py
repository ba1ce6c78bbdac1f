"""The main screens, the lineup dialog and both match-day guides fit a 1366×768 laptop screen,
in Spanish and in English: nothing is cut off.

What counts as cut off: a label or button narrower (or shorter) than its text needs; a text
that wraps into more lines than its label has room for; a control reaching past the window's
edge; a table that needs a horizontal scroll bar; a window that cannot shrink to the screen.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QLabel,
    QWidget,
)

from delegate_app.ui import i18n
from tests.ui.surfaces import (
    SIZE,
    chess_guide_steps,
    domino_guide_steps,
    lineup_tabs,
    main_window_screens,
    season_setup_dialogs,
)

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


@pytest.fixture(params=["es", "en"])
def language(request, qapp):
    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.install_language(qapp, i18n.SPANISH)


def _check(surfaces) -> list[str]:
    problems, names = [], []
    for surface in surfaces:
        names.append(surface.name)
        problems += [f"{surface.name}: {p}" for p in clipped(surface.widget)]
    assert names
    return problems


def test_main_screens_fit(language, demo_db, settings):
    problems = _check(main_window_screens(demo_db, settings))
    assert not problems, "\n".join(problems)


def test_lineup_dialog_fits(language, demo_db):
    problems = _check(lineup_tabs(demo_db))
    assert not problems, "\n".join(problems)


def test_chess_match_day_guide_fits(language, demo_db):
    problems = _check(chess_guide_steps(demo_db))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("under_way", [False, True], ids=["cerrada", "en-juego"])
def test_domino_guide_fits(language, demo_db, under_way):
    problems = _check(domino_guide_steps(demo_db, under_way=under_way))
    assert not problems, "\n".join(problems)


def test_season_setup_dialogs_fit(language, demo_db, tmp_path):
    problems = _check(season_setup_dialogs(demo_db, tmp_path))
    assert not problems, "\n".join(problems)
