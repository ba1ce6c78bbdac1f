""" "Ajustes del correo…" of the Federación window: how the receipts go back to the clubs by
mail (what `federacion importar --enviar-acuses` takes as options), stored in the federation's
database for every clerk (store/federation/settings.py). The authority of the server's
certificate, for a server whose certificate the system does not know (the office's own, a
self-signed one), is kept there as the certificate itself, not as a path: a path names a file on
one clerk's computer only. The password is not among them: the OS keyring keeps it on this
computer once the server has accepted it, or it is asked each time the mailbox is read
(documents/mail/password_store.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from delegate_app.store.errors import StoreError
from delegate_app.ui import messages
from delegate_app.ui.dialog_parts import save_cancel
from delegate_app.ui.mail_authority import AuthorityRow

if TYPE_CHECKING:
    from delegate_app.store.federation.database import FederationDb


class ReceiptMailDialog(QDialog):
    office_help_topic = "ajustes-correo"  # F1: ui/federation/office_help.py

    def __init__(self, db: FederationDb, parent: QWidget | None = None):
        from delegate_app.documents.mail import password_store
        from delegate_app.store.federation.settings import receipt_mail

        super().__init__(parent)
        self.db = db
        self.setWindowTitle(self.tr("Ajustes del correo"))
        self.setMinimumWidth(600)  # addresses are long; a clipped one cannot be checked
        try:
            stored = receipt_mail(db)
        except StoreError as exc:
            messages.warn(parent, self.windowTitle(), str(exc))
            from delegate_app.store.federation.settings import ReceiptMail

            stored = ReceiptMail()
        self.serverEdit = QLineEdit(stored.server)
        self.serverEdit.setPlaceholderText("correo.federacion.es")
        self.portEdit = QLineEdit(str(stored.port))
        self.portEdit.setMaxLength(5)
        self.securityCombo = QComboBox()
        self.securityCombo.addItem(self.tr("STARTTLS (puerto 587)"), "starttls")
        self.securityCombo.addItem(self.tr("TLS (puerto 465)"), "tls")
        self.securityCombo.setCurrentIndex(max(0, self.securityCombo.findData(stored.security)))
        self.userEdit = QLineEdit(stored.user)
        self.senderEdit = QLineEdit(stored.sender)
        self.senderEdit.setPlaceholderText("actas@federacion.es")
        self.stored = stored
        self.authority = AuthorityRow(
            self,
            stored.ca_name,
            stored.ca_pem,
            self.tr(
                "Solo si el certificado del servidor de envío no es de una autoridad que el "
                "sistema reconozca (uno propio de la federación, o autofirmado): el certificado "
                "(.pem) de la autoridad que lo firmó. Se guarda en la base de datos, para todos "
                "los puestos. Déjelo vacío para usar las del sistema"
            ),
        )
        self.caEdit, self.caButton = self.authority.edit, self.authority.button
        self.mailCheck = QCheckBox(self.tr("Enviar los acuses por correo al leer el &buzón"))
        self.mailCheck.setChecked(stored.mail_on_read)
        self.mailCheck.setToolTip(
            self.tr(
                "Cada acuse va a la dirección del club que consta en el registro federativo, "
                "nunca a la del correo que trajo el acta"
            )
        )
        where = (
            self.tr(
                "La contraseña no se guarda aquí: el llavero del sistema de este ordenador la "
                "guarda cuando el servidor la acepta."
            )
            if password_store.available()
            else self.tr(
                "La contraseña no se guarda: este ordenador no tiene llavero del sistema, y se "
                "pide cada vez que se lee el buzón."
            )
        )
        note = QLabel(
            where
            + " "
            + self.tr("Estos ajustes son los mismos para todos los puestos de la oficina.")
        )
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("&Servidor de envío (SMTP):"), self.serverEdit)
        form.addRow(self.tr("&Puerto:"), self.portEdit)
        form.addRow(self.tr("S&eguridad:"), self.securityCombo)
        form.addRow(self.tr("&Usuario:"), self.userEdit)
        form.addRow(self.tr("&Remitente (la federación):"), self.senderEdit)
        form.addRow(self.authority.label, self.authority.row)
        form.addRow(self.mailCheck)
        buttons = save_cancel(self, self.save)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)

    def save(self) -> bool:
        """Checked, then stored; anything wrong is said and nothing changes."""
        from delegate_app.documents.mail.smtp_sender import SendError
        from delegate_app.store.federation.settings import checked_receipt_mail, set_receipt_mail

        try:
            ca_name, ca_pem = self.authority.authority()
            mail = checked_receipt_mail(
                self.serverEdit.text(),
                self.portEdit.text(),
                self.securityCombo.currentData(),
                self.userEdit.text(),
                self.senderEdit.text(),
                self.mailCheck.isChecked(),
                ca_name,
                ca_pem,
            )
            set_receipt_mail(self.db, mail)
        except (StoreError, SendError) as exc:
            messages.warn(self, self.windowTitle(), str(exc))
            return False
        self.accept()
        return True
