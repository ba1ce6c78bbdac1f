"""Ajustes: where the data lives, the app's version, and the backups."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from delegate_app import __version__
from delegate_app.logsetup import LOG_NAME
from delegate_app.paths import log_dir
from delegate_app.store.backup import backups_dir
from delegate_app.store.database import Database


class SettingsScreen(QWidget):
    def __init__(self, db: Database, log_path: Path | None, parent: QWidget | None = None):
        super().__init__(parent)
        self.db = db
        form = QFormLayout()
        form.addRow("Versión:", QLabel(__version__))
        form.addRow("Idioma:", QLabel("Español"))
        for label, path in (
            ("Base de datos:", db.path),
            ("Copias de seguridad:", backups_dir(db.path)),
            ("Registro de errores:", log_path or log_dir() / LOG_NAME),
        ):
            value = QLabel(str(path))
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setWordWrap(True)
            form.addRow(label, value)
        self.openFolderButton = QPushButton("Abrir la &carpeta de datos")
        self.openFolderButton.clicked.connect(
            lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(db.path.parent)))
        )
        self.backupsButton = QPushButton("Copias de &seguridad…")
        self.backupsButton.setToolTip("Ver, restaurar, exportar o importar la base de datos")
        self.backupsButton.clicked.connect(self.open_backups)
        self.certificatesButton = QPushButton("Cer&tificados de firma…")
        self.certificatesButton.setToolTip(
            "Crear la autoridad de certificación del club y los certificados de los delegados"
        )
        self.certificatesButton.clicked.connect(self.open_certificates)
        self.verifyButton = QPushButton("Co&mprobar un acta en PDF…")
        self.verifyButton.setToolTip("Firmas, cambios posteriores y datos de un acta firmada")
        self.verifyButton.clicked.connect(self.open_verify)
        buttons = QHBoxLayout()
        buttons.addWidget(self.openFolderButton)
        buttons.addWidget(self.backupsButton)
        buttons.addWidget(self.certificatesButton)
        buttons.addWidget(self.verifyButton)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("<h2>Ajustes</h2>"))
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addStretch(1)

    def open_backups(self) -> None:
        from delegate_app.ui.backups_dialog import BackupsDialog

        dialog = BackupsDialog(self.db, self)
        dialog.exec()
        if dialog.replaced:
            # Restored or imported in place: every screen shows the new data.
            window = self.window()
            if hasattr(window, "reload_all"):
                window.reload_all()

    def open_certificates(self) -> None:
        from delegate_app.store.clubs import own_clubs
        from delegate_app.ui.certificates_dialog import CertificatesDialog

        own = own_clubs(self.db)
        CertificatesDialog(self, club_name=own[0].name if own else "").exec()

    def open_verify(self) -> None:
        from delegate_app.ui.verify_dialog import VerifyDialog

        VerifyDialog(self).exec()

    def reload(self) -> None:
        """Nothing here depends on the data."""
