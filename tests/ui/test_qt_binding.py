"""Guards against a Qt binding that mismanages Python's None (PySide6 6.12.0 did).

There, every call returning None dropped one reference to None; after enough clicks the
interpreter aborted with "deallocating None". A release with that bug must fail here.
"""

import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QTableWidget, QTabWidget


def test_calls_returning_none_keep_none_alive(qapp):
    table = QTableWidget(2, 2)
    items = QListWidget()
    items.addItem("x")
    tabs = QTabWidget()
    before = sys.getrefcount(None)
    for _ in range(2000):
        table.item(0, 0)  # no item: None
        items.item(0).data(Qt.ItemDataRole.UserRole)  # invalid QVariant: None
        tabs.currentWidget()  # no tab: None
    assert sys.getrefcount(None) - before > -100
