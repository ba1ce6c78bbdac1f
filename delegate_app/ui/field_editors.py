"""Reading and filling the editors of a form built from a catalog's fields (the incident dialogs
of chess and domino): one way to put a stored value back and to read what was typed."""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtWidgets import QComboBox, QLineEdit, QPlainTextEdit, QSpinBox, QWidget

from delegate_app.ui.time_entry import TimeEntry, time_text


def set_editor_value(editor: QWidget, value: Any) -> None:
    """Show `value` in the editor; a choice it does not offer leaves the choice as it was (an
    editable list takes it as typed text)."""
    if isinstance(editor, QSpinBox):
        editor.setValue(int(value))
    elif isinstance(editor, TimeEntry):
        editor.setText(str(value))
        editor.commit()
    elif isinstance(editor, QComboBox):
        index = editor.findData(value)
        if index < 0:
            index = editor.findData(str(value))
        if index < 0:
            index = editor.findText(str(value))
        if index >= 0:
            editor.setCurrentIndex(index)
        elif editor.isEditable():
            editor.setEditText(str(value))
    elif isinstance(editor, QPlainTextEdit):
        editor.setPlainText(str(value))
    else:  # the forms' only other editor
        cast(QLineEdit, editor).setText(str(value))


def editor_value(editor: QWidget) -> Any:
    """What the editor holds: a number, the chosen item's data (the typed text of an editable
    list) or the text without surrounding blanks. "" or None when nothing was given."""
    if isinstance(editor, QSpinBox):
        return editor.value()
    if isinstance(editor, TimeEntry):
        # What is typed counts even before Enter; a text that is no time goes to the store as
        # typed, which refuses it naming the field.
        return time_text(editor.time()) if editor.commit() else editor.text().strip()
    if isinstance(editor, QComboBox):
        return editor.currentText().strip() if editor.isEditable() else editor.currentData()
    if isinstance(editor, QPlainTextEdit):
        return editor.toPlainText().strip()
    return cast(QLineEdit, editor).text().strip()
