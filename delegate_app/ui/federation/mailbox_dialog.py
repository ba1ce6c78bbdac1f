""" "Leer el buzón": where the office's mailbox is and its password (never kept), and the
authority of the server's certificate when the system does not know it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from delegate_app.ui import messages

if TYPE_CHECKING:  # imported where used, as the check does
    from ssl import SSLContext

    from delegate_app.documents.mail.imap_reader import MailboxAddress


class MailboxDialog(QDialog):
    office_help_topic = "buzon"  # F1: ui/federation/office_help.py

    def __init__(self, parent: QWidget | None = None, address: str = ""):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Leer el buzón"))
        self.setMinimumWidth(520)
        self.target: tuple[MailboxAddress, str, SSLContext] | None = None
        self.addressEdit = QLineEdit(address)
        self.addressEdit.setPlaceholderText("imaps://actas@correo.federacion.es/INBOX")
        self.passwordEdit = QLineEdit()
        self.passwordEdit.setEchoMode(QLineEdit.EchoMode.Password)
        self.caEdit = QLineEdit()
        self.caEdit.setPlaceholderText(self.tr("(la del sistema)"))
        choose = QPushButton(self.tr("&Elegir…"))
        choose.clicked.connect(self._choose_ca)
        ca_row = QHBoxLayout()
        ca_row.addWidget(self.caEdit, 1)
        ca_row.addWidget(choose)
        form = QFormLayout()
        form.addRow(self.tr("&Buzón:"), self.addressEdit)
        form.addRow(self.tr("&Contraseña:"), self.passwordEdit)
        ca_label = QLabel(self.tr("&Autoridad del servidor:"))
        ca_label.setBuddy(self.caEdit)  # a row of two widgets gets no buddy by itself
        form.addRow(ca_label, ca_row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.check)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def _choose_ca(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Autoridad del servidor"), "", self.tr("Certificados (*.pem *.crt)")
        )
        if path:
            self.caEdit.setText(path)

    def check(self) -> None:
        """Everything checked before connecting; the target is (address, password, context)."""
        from pathlib import Path

        from delegate_app.documents.mail.imap_reader import ImapError, parse_address, tls_context

        try:
            address = parse_address(self.addressEdit.text())
            ca = self.caEdit.text().strip()
            context = tls_context(Path(ca) if ca else None)
        except ImapError as exc:
            messages.warn(self, self.windowTitle(), str(exc))
            return
        if not self.passwordEdit.text():
            messages.warn(self, self.windowTitle(), self.tr("Escriba la contraseña del buzón."))
            return
        self.target = (address, self.passwordEdit.text(), context)
        self.accept()
