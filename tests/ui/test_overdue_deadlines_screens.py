"""Issue 14, point 5: deadlines past their time are marked overdue with what the regulation says
follows, in Encuentros and on Inicio (the guide already marks them)."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from PySide6.QtWidgets import QApplication

from delegate_app.ui.main_window import MATCHES, MainWindow
from delegate_app.ui.screens.matches import OVERDUE_COLOUR

CAPTURES = os.environ.get("DELEGADO_CAPTURES")
# Three days after the demo's round-1 match of Caballo Lagunero A (Saturday 3 October): the
# art. 13.7 and art. 14 deadlines are past, art. 15.3's (seventh business day) is not.
NOW = datetime(2026, 10, 7, 10, 0)


def test_overdue_deadlines_are_marked_in_encuentros_with_what_follows(qtbot, demo_db, settings):
    db = demo_db
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.show()
    screen = window.matches
    screen.clock = lambda: NOW
    window.show_screen(MATCHES)
    screen.reload()
    table = screen.table
    column = table.columnCount() - 1
    assert table.horizontalHeaderItem(column).text() == "Plazos"
    row = next(
        r
        for r in range(table.rowCount())
        if table.item(r, 3).text() == "Caballo Lagunero A"
        and table.item(r, 4).text() == "Alfil Chicharrero A"
        and table.item(r, 0).text() == "1"
    )
    item = table.item(row, column)
    assert item.text() == "VENCIDO: art. 13.7, art. 14"
    assert item.foreground().color().name() == OVERDUE_COLOUR
    assert "Quien no lo comunique es amonestado" in item.toolTip()  # what follows art. 14
    assert "Art. 15.3" in item.toolTip()  # the pending one is listed too
    # A domino acta shows the league's deadlines (chapter III sets none), marked the same way.
    domino = next(
        r
        for r in range(table.rowCount())
        if table.item(r, 3).text() == "Doble Seis" and table.item(r, 0).text() == "1"
    )
    assert table.item(domino, column).text() == "VENCIDO: Liga"
    assert "Plazo de la liga, no del reglamento" in table.item(domino, column).toolTip()
    # A match without an acta has no deadlines to show.
    later = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == "14")
    assert table.item(later, column).text() == ""
    if CAPTURES:
        window.resize(1366, 768)
        QApplication.processEvents()
        window.grab().save(str(Path(CAPTURES) / "i14-encuentros-plazos.png"))
    # Before the first deadline, the next one is shown, not marked.
    screen.clock = lambda: datetime(2026, 10, 4, 10, 0)
    screen.reload()
    item = table.item(row, column)
    assert item.text().startswith("art. 13.7: ")
    assert item.foreground().color().name() != OVERDUE_COLOUR


def test_overdue_deadlines_are_marked_on_inicio(qtbot, demo_db, settings):
    db = demo_db
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.show()
    home = window.home
    home.clock = lambda: NOW
    home.close_guide()  # the summary page; its deadlines come just after it is painted
    qtbot.waitUntil(lambda: not home.deadlinesLabel.isHidden())
    text = home.deadlinesLabel.text()
    assert "Plazos de las actas de los últimos 14 días" in text
    assert "Caballo Lagunero A – Alfil Chicharrero A" in text
    assert "Drago de Icod A – Caballo Lagunero A" not in text  # played after NOW
    assert text.count("VENCIDO") >= 2
    assert "Quien no lo comunique es amonestado" in text
    if CAPTURES:
        window.resize(1366, 768)
        QApplication.processEvents()
        window.grab().save(str(Path(CAPTURES) / "i14-inicio-plazos.png"))
    # Months later the two-week window is empty: nothing shown.
    home.clock = lambda: datetime(2027, 3, 1)
    home.reload()
    qtbot.waitUntil(lambda: home.deadlinesLabel.isHidden())
