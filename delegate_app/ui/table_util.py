"""Filling read-only QTableWidgets from rows of text."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem


def make_table(
    headers: Sequence[str], accessible_name: str, stretch_column: int = -1
) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setAccessibleName(accessible_name)
    table.setHorizontalHeaderLabels(list(headers))
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    # Tab leaves the table (the arrow keys move between its cells), as in every other control.
    table.setTabKeyNavigation(False)
    table.setWordWrap(False)
    table.setTextElideMode(Qt.TextElideMode.ElideRight)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    # One column (the last, or an address) takes what is left and elides instead of pushing
    # the table into a horizontal scroll; its full text is in the tooltip.
    header.setSectionResizeMode(stretch_column % len(headers), QHeaderView.ResizeMode.Stretch)
    return table


@contextmanager
def columns_held(table: QTableWidget) -> Iterator[None]:
    """Hold the table's columns at their size while its cells change, and size them to their
    contents once at the end. A column sized to its contents measures every row again at each
    change of a cell of a shown table: Encuentros' 142 matches took 10-13 s of CPU to fill that
    way, and 0.3 s held."""
    header = table.horizontalHeader()
    fitted = [
        c
        for c in range(table.columnCount())
        if header.sectionResizeMode(c) == QHeaderView.ResizeMode.ResizeToContents
    ]
    for c in fitted:
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
    try:
        yield
    finally:
        for c in fitted:
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)


def fill_table(table: QTableWidget, rows: Sequence[Sequence[str]]) -> None:
    with columns_held(table):
        table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                table.setItem(r, c, item)


def cell(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    """The item of a cell that was filled (fill_table fills every one); Qt answers None for an
    empty cell, which here would be a mistake of the screen's, so it fails by name."""
    item = table.item(row, column)
    if item is None:
        raise LookupError(f"la celda ({row}, {column}) de «{table.accessibleName()}» está vacía")
    return item
