"""Issue 25: a match whose day has passed with no acta and still "Programado" is marked in
Encuentros and in the competition's calendar, so rounds 2–9 of a season nobody entered do not
look like matches still to come."""

from __future__ import annotations

from datetime import datetime

from delegate_app.ui.main_window import COMPETITIONS, MATCHES, MainWindow
from delegate_app.ui.screens.matches import OVERDUE_COLOUR

MARK = "⚠ Sin acta: su día ya pasó"
BEFORE_THE_SEASON = datetime(2026, 9, 1, 10, 0)
AFTER_THE_SEASON = datetime(2027, 7, 1, 10, 0)


def _states(table, column):
    return [table.item(r, column).text() for r in range(table.rowCount())]


def test_encuentros_marks_the_matches_whose_day_passed_without_acta(
    qtbot, demo_db, settings, spanish_app
):
    window = MainWindow(demo_db, settings)
    qtbot.addWidget(window)
    screen = window.matches
    window.show_screen(MATCHES)
    screen.competitionCombo.setCurrentIndex(0)
    screen.ownOnlyCheck.setChecked(False)
    column = 6
    assert screen.table.horizontalHeaderItem(column).text() == "Estado"

    screen.clock = lambda: BEFORE_THE_SEASON
    screen.reload()
    before = _states(screen.table, column)
    assert MARK not in before and "Programado" in before

    screen.clock = lambda: AFTER_THE_SEASON
    screen.reload()
    after = _states(screen.table, column)
    assert "Programado" not in after  # every day has passed: each one has an acta or the mark
    marked = [r for r, text in enumerate(after) if text == MARK]
    assert len(marked) == before.count("Programado")
    item = screen.table.item(marked[0], column)
    assert item.foreground().color().name() == OVERDUE_COLOUR
    assert "anote el resultado" in item.toolTip()


def test_the_competitions_calendar_marks_them_too(qtbot, demo_db, settings, spanish_app):
    window = MainWindow(demo_db, settings)
    qtbot.addWidget(window)
    screen = window.competitions
    screen.clock = lambda: AFTER_THE_SEASON
    window.show_screen(COMPETITIONS)
    screen.reload()
    states = _states(screen.calendarTable, 5)
    assert MARK in states and "Programado" not in states
