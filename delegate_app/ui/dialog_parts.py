"""The pieces many dialogs build the same way: the red line that says why a save was refused,
the Save/Cancel buttons, and a file's path with the button that chooses it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QLineEdit, QPushButton

ERROR_STYLE = "color: #b00020;"


def error_label(*, wrap: bool = True) -> QLabel:
    """Empty until a refusal is shown in it, in red."""
    label = QLabel()
    label.setStyleSheet(ERROR_STYLE)
    label.setWordWrap(wrap)
    return label


def save_cancel(dialog: QDialog, save: Callable[[], object]) -> QDialogButtonBox:
    """Save calls `save`, which closes the dialog only once the store has accepted; Cancel
    rejects it."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.button(QDialogButtonBox.StandardButton.Save).clicked.connect(save)
    buttons.rejected.connect(dialog.reject)
    return buttons


def action_cancel(
    dialog: QDialog, text: str, act: Callable[[], object]
) -> tuple[QDialogButtonBox, QPushButton]:
    """Cancel, and the one button that does the dialog's work (`text`: "&Importar"…), which
    calls `act`; the box and that button, to enable it when there is something to do."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    button = QPushButton(text)
    buttons.addButton(button, QDialogButtonBox.ButtonRole.AcceptRole)
    button.clicked.connect(act)
    buttons.rejected.connect(dialog.reject)
    return buttons, button


def file_row(
    edit: QLineEdit, button_text: str, button_name: str, choose: Callable[[], object]
) -> QHBoxLayout:
    """`edit` stretched, then the button (`button_text`, read aloud as `button_name`) that
    calls `choose`; both strings come translated from the dialog's own context."""
    button = QPushButton(button_text)
    button.setAccessibleName(button_name)
    button.clicked.connect(choose)
    row = QHBoxLayout()
    row.addWidget(edit, 1)
    row.addWidget(button)
    return row
