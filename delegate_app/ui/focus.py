"""Keyboard order for widgets built after their window (boards, arrival rows, form fields).

Qt puts a widget in its window's tab order when it gets its parent, so anything built later
would be reached after the window's last button. `chain_after` moves such widgets to where they
are read: right after `anchor`, in the order given.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QWidget


def chain_after(anchor: QWidget, widgets: Iterable[QWidget]) -> QWidget:
    """Put `widgets` in the tab order right after `anchor`; return the last one placed."""
    previous = anchor
    for widget in widgets:
        QWidget.setTabOrder(previous, widget)
        previous = widget
    return previous
