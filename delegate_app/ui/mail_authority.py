"""The «Autoridad del servidor» row both mail-settings dialogs share (the club's, ui/mail_dialogs;
the office's, ui/federation/mail_settings_dialog): for a mail server whose certificate the
system does not know (the federation's own authority, a self-signed one), the certificate of
the authority that signed it. What is kept is the certificate itself, not a path: a path names
a file on one computer only, and the file may be gone by the next send."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget


class AuthorityRow(QObject):
    """The field (the stored authority's file name, or a path typed or chosen), its «Elegir…»
    button and its label; `authority()` gives what to store."""

    def __init__(self, parent: QWidget, stored_name: str, stored_pem: str, tooltip: str):
        super().__init__(parent)
        self.stored = (stored_name, stored_pem)
        self.changed = False  # typed into or a file chosen: read the file named on save
        self.edit = QLineEdit(stored_name if stored_pem else "", parent)
        self.edit.setPlaceholderText(self.tr("(la del sistema)"))
        self.edit.setToolTip(tooltip)
        self.edit.textEdited.connect(self._typed)
        self.button = QPushButton(self.tr("E&legir…"), parent)
        self.button.setAccessibleName(self.tr("Elegir la autoridad del servidor"))
        self.button.clicked.connect(self._choose)
        self.row = QHBoxLayout()
        self.row.addWidget(self.edit, 1)
        self.row.addWidget(self.button)
        self.label = QLabel(self.tr("&Autoridad del servidor:"), parent)
        self.label.setBuddy(self.edit)  # a row of two widgets gets no buddy by itself

    def _typed(self) -> None:
        self.changed = True

    def _choose(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.edit.window(),
            self.tr("Autoridad del servidor"),
            "",
            self.tr("Certificados (*.pem *.crt)"),
        )
        if path:
            self.edit.setText(path)
            self.changed = True

    def authority(self) -> tuple[str, str]:
        """(its file's name, its PEM text): the stored one while the field is untouched, else
        the file named, read and checked now; ("", "") for the system's. SendError (Spanish)
        when the file is not one."""
        from delegate_app.documents.mail.smtp_sender import read_ca_file

        name = self.edit.text().strip()
        if not name:
            return "", ""
        if not self.changed and self.stored[1]:
            return self.stored
        return name, read_ca_file(Path(name))
