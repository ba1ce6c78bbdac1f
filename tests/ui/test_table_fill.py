"""fill_table on a shown table: the columns are held while the cells go in (each change of a
cell would measure every row of a column sized to its contents again) and then sized to their
contents once, so what the delegate sees is the same as before."""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView

from delegate_app.ui.table_util import cell, columns_held, fill_table, make_table


def test_a_filled_table_keeps_its_resize_modes_and_fits_its_longest_cell(qtbot):
    table = make_table(["Ronda", "Equipo", "Estado"], "Encuentros de prueba")
    qtbot.addWidget(table)
    table.resize(900, 400)
    table.show()
    header = table.horizontalHeader()
    before = [header.sectionResizeMode(c) for c in range(3)]
    long_team = "Club de Ajedrez Caballo Lagunero de San Cristóbal de La Laguna B"
    fill_table(
        table, [(str(n), f"Equipo {n}", "Jugado") for n in range(60)] + [("61", long_team, "")]
    )
    assert [header.sectionResizeMode(c) for c in range(3)] == before
    assert before[:2] == [QHeaderView.ResizeMode.ResizeToContents] * 2
    qtbot.waitUntil(
        lambda: header.sectionSize(1) >= table.fontMetrics().horizontalAdvance(long_team)
    )
    assert cell(table, 60, 1).toolTip() == long_team


def test_cells_changed_while_held_are_measured_at_the_end(qtbot):
    table = make_table(["Ronda", "Plazo", "Estado"], "Plazos de prueba")
    qtbot.addWidget(table)
    table.show()
    fill_table(table, [(str(n), "", "x") for n in range(30)])
    header = table.horizontalHeader()
    narrow = header.sectionSize(1)
    text = "VENCIDO: art. 14 y art. 15.3 del Reglamento de Competiciones"
    with columns_held(table):
        cell(table, 5, 1).setText(text)
        assert header.sectionResizeMode(1) == QHeaderView.ResizeMode.Interactive
    assert header.sectionResizeMode(1) == QHeaderView.ResizeMode.ResizeToContents
    qtbot.waitUntil(lambda: header.sectionSize(1) > narrow)
    assert header.sectionSize(1) >= table.fontMetrics().horizontalAdvance(text)
