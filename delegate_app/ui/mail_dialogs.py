"""The club's mail to the federation: its settings (Ajustes) and "Enviar a la federación"
(Encuentros). The work is documents/mail/'s; here only what the delegate sees and types."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QInputDialog,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from delegate_app.store import outbox
from delegate_app.store.database import Database
from delegate_app.ui import messages
from delegate_app.ui.i18n import translate


class MailSettingsDialog(QDialog):
    """Server, port, security, user, sender and the federation's address; never the password."""

    def __init__(self, db: Database, parent: QWidget | None = None):
        super().__init__(parent)
        self.db = db
        self.setWindowTitle(self.tr("Correo a la federación"))
        self.setMinimumWidth(480)  # addresses are long; a clipped one cannot be checked
        values = outbox.mail_settings(db)
        self.serverEdit = QLineEdit(values.get(outbox.SERVER, ""))
        self.portSpin = QSpinBox()
        self.portSpin.setRange(1, 65535)
        self.portSpin.setValue(int(values.get(outbox.PORT, "587") or 587))
        self.securityCombo = QComboBox()
        self.securityCombo.addItem(self.tr("STARTTLS (puerto 587)"), "starttls")
        self.securityCombo.addItem(self.tr("TLS (puerto 465)"), "tls")
        self.securityCombo.setCurrentIndex(
            max(0, self.securityCombo.findData(values.get(outbox.SECURITY, "starttls")))
        )
        self.userEdit = QLineEdit(values.get(outbox.USER, ""))
        self.senderEdit = QLineEdit(values.get(outbox.SENDER, ""))
        self.federationEdit = QLineEdit(values.get(outbox.FEDERATION, ""))
        form = QFormLayout()
        form.addRow(self.tr("&Servidor SMTP:"), self.serverEdit)
        form.addRow(self.tr("&Puerto:"), self.portSpin)
        form.addRow(self.tr("S&eguridad:"), self.securityCombo)
        form.addRow(self.tr("&Usuario:"), self.userEdit)
        form.addRow(self.tr("&Remitente (el club):"), self.senderEdit)
        form.addRow(self.tr("Dirección de la &federación:"), self.federationEdit)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def values(self) -> dict[str, str]:
        return {
            outbox.SERVER: self.serverEdit.text().strip(),
            outbox.PORT: str(self.portSpin.value()),
            outbox.SECURITY: self.securityCombo.currentData(),
            outbox.USER: self.userEdit.text().strip(),
            outbox.SENDER: self.senderEdit.text().strip(),
            outbox.FEDERATION: self.federationEdit.text().strip(),
        }

    def save(self) -> None:
        from delegate_app.documents.mail.outbox_send import settings_from

        problem = settings_from(self.values()).problem()
        if problem:
            messages.warn(self, self.windowTitle(), problem)
            return
        outbox.set_mail_settings(self.db, self.values())
        self.accept()


def send_to_federation(parent: QWidget, db: Database, match_id: int) -> bool:
    """Queue the signed acta the delegate picks and send what is due; True when queued."""
    from delegate_app.documents.mail import outbox_send

    title = translate("OutboxSend", "Enviar a la federación")
    path = messages.open_file(parent, title, translate("OutboxSend", "Acta firmada (*.pdf)"))
    if not path:
        return False
    try:
        with open(path, "rb") as stream:
            pdf = stream.read()
        outbox_send.queue_signed_acta(db, match_id, pdf)
    except (OSError, outbox_send.QueueError) as exc:
        messages.warn(parent, title, str(exc))
        return False
    send_pending(parent, db, title)
    return True


def send_pending(parent: QWidget, db: Database, title: str) -> None:
    """Send every pending acta of the outbox now (asking for the password when the system's
    keyring has none), and say what happened; whatever does not go stays pending."""
    from delegate_app.documents.mail import outbox_send, password_store
    from delegate_app.documents.mail.smtp_sender import tls_context

    settings = outbox_send.settings_of(db)
    if settings.problem():
        messages.info(
            parent,
            title,
            translate(
                "OutboxSend",
                "El acta queda pendiente de envío: falta configurar el correo en Ajustes.",
            ),
        )
        return
    password = password_store.saved_password(settings.user, settings.host)
    if password is None:
        password, ok = QInputDialog.getText(
            parent,
            title,
            translate("OutboxSend", "Contraseña de {user} en {host}:").format(
                user=settings.user, host=settings.host
            ),
            QLineEdit.EchoMode.Password,
        )
        if not ok or not password:
            messages.info(
                parent, title, translate("OutboxSend", "El acta queda pendiente de envío.")
            )
            return
    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        attempts = outbox_send.send_due(db, settings, password, tls_context(), all_pending=True)
    finally:
        QGuiApplication.restoreOverrideCursor()
    failures = [a for a in attempts if a.error is not None]
    if failures:
        messages.warn(
            parent,
            title,
            translate(
                "OutboxSend", "No se ha podido enviar; el acta sigue pendiente de envío:\n{reason}"
            ).format(reason=failures[0].error),
        )
    else:
        password_store.save_password(settings.user, settings.host, password)
        messages.info(
            parent,
            title,
            translate("OutboxSend", "Enviada a {address}.").format(address=settings.federation),
        )
