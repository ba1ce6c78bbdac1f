"""Ajustes: where the data lives, the app's version, and the backups."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QComboBox,
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
from delegate_app.ui.i18n import (
    LANGUAGE_NAMES,
    current_language,
    language_setting,
    set_language_setting,
)


class SettingsScreen(QWidget):
    def __init__(
        self,
        db: Database,
        log_path: Path | None,
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.db = db
        if settings is None:
            from delegate_app.ui.preferences import open_settings

            settings = open_settings()
        self._settings = settings
        form = QFormLayout()
        form.addRow(self.tr("Versión:"), QLabel(__version__))
        self.languageCombo = QComboBox()
        self.languageCombo.setAccessibleName(self.tr("Idioma"))
        for code, name in LANGUAGE_NAMES.items():
            self.languageCombo.addItem(name, code)
        self.languageCombo.setCurrentIndex(self.languageCombo.findData(language_setting(settings)))
        self.languageCombo.currentIndexChanged.connect(self._language_chosen)
        self.languageNote = QLabel()
        self.languageNote.setWordWrap(True)
        language_row = QHBoxLayout()
        language_row.addWidget(self.languageCombo)
        language_row.addWidget(self.languageNote, 1)
        language_label = QLabel(self.tr("&Idioma:"))
        language_label.setBuddy(self.languageCombo)
        form.addRow(language_label, language_row)
        self._show_language_note()
        for label, path in (
            (self.tr("Base de datos:"), db.path),
            (self.tr("Copias de seguridad:"), backups_dir(db.path)),
            (self.tr("Registro de errores:"), log_path or log_dir() / LOG_NAME),
        ):
            value = QLabel(str(path))
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setWordWrap(True)
            form.addRow(label, value)
        self.holidaysButton = QPushButton(self.tr("&Festivos del club…"))
        self.holidaysButton.setToolTip(
            self.tr("Festivos locales que no cuentan como días hábiles en los plazos")
        )
        self.holidaysButton.clicked.connect(self.open_holidays)
        holidays_row = QHBoxLayout()
        holidays_row.addWidget(self.holidaysButton)
        holidays_row.addStretch(1)
        form.addRow(self.tr("Plazos:"), holidays_row)
        self.openFolderButton = QPushButton(self.tr("Abrir la &carpeta de datos"))
        self.openFolderButton.clicked.connect(
            lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(db.path.parent)))
        )
        self.backupsButton = QPushButton(self.tr("Copias de &seguridad…"))
        self.backupsButton.setToolTip(
            self.tr("Ver, restaurar, exportar o importar la base de datos")
        )
        self.backupsButton.clicked.connect(self.open_backups)
        self.certificatesButton = QPushButton(self.tr("Cer&tificados de firma…"))
        self.certificatesButton.setToolTip(
            self.tr(
                "Crear la autoridad de certificación del club y los certificados de los delegados"
            )
        )
        self.certificatesButton.clicked.connect(self.open_certificates)
        self.registryButton = QPushButton(self.tr("Re&gistro federativo…"))
        self.registryButton.setToolTip(
            self.tr("El registro firmado por la federación: quién puede firmar cada papel")
        )
        self.registryButton.clicked.connect(self.open_registry)
        self.verifyButton = QPushButton(self.tr("Co&mprobar un acta en PDF…"))
        self.verifyButton.setToolTip(
            self.tr("Firmas, cambios posteriores y datos de un acta firmada")
        )
        self.verifyButton.clicked.connect(self.open_verify)
        self.mailButton = QPushButton(self.tr("C&orreo…"))
        self.mailButton.setToolTip(
            self.tr("Servidor de correo del club y dirección de la federación para las actas")
        )
        self.mailButton.clicked.connect(self.open_mail)
        buttons = QHBoxLayout()
        buttons.addWidget(self.openFolderButton)
        buttons.addWidget(self.backupsButton)
        buttons.addWidget(self.certificatesButton)
        buttons.addWidget(self.registryButton)
        buttons.addWidget(self.verifyButton)
        buttons.addWidget(self.mailButton)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("<h2>{}</h2>".format(self.tr("Ajustes"))))
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addStretch(1)

    # --- language --------------------------------------------------------------------------

    def chosen_language(self) -> str:
        language: str = self.languageCombo.currentData()
        return language

    def _language_chosen(self) -> None:
        set_language_setting(self._settings, self.chosen_language())
        self._show_language_note()

    def _show_language_note(self) -> None:
        if self.chosen_language() == current_language():
            self.languageNote.setText(
                self.tr("Un cambio de idioma se aplica la próxima vez que se abra Delegado.")
            )
        else:
            self.languageNote.setText(
                self.tr(
                    "Guardado: Delegado se mostrará en {language} la próxima vez que se abra."
                ).format(language=self.languageCombo.currentText())
            )

    # --- tools ------------------------------------------------------------------------------

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
        CertificatesDialog(self, club_name=own[0].name if own else "", db_path=self.db.path).exec()

    def open_registry(self) -> None:
        from delegate_app.ui.registry_dialog import RegistryDialog

        RegistryDialog(self.db, self).exec()

    def open_holidays(self) -> None:
        from delegate_app.ui.holidays_dialog import HolidaysDialog

        HolidaysDialog(self.db, self).exec()

    def open_verify(self) -> None:
        from delegate_app.ui.verify_dialog import VerifyDialog

        VerifyDialog(self, db_path=self.db.path).exec()

    def open_mail(self) -> None:
        from delegate_app.ui.mail_dialogs import MailSettingsDialog

        MailSettingsDialog(self.db, self).exec()

    def reload(self) -> None:
        """Nothing here depends on the data."""
