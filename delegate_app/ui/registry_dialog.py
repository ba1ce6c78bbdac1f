"""Registro federativo: the registry installed for this database, and installing a new one.

The federation publishes a signed file saying which certificates may sign each club's roles; the
delegate installs it here (or with `delegado registro importar`). Exporting the club's part
(`delegado registro exportar-club`) stays on the command line with the club's authority.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from delegate_app.store.database import Database
from delegate_app.ui import messages

REGISTRY_FILTER = QT_TRANSLATE_NOOP(
    "RegistryDialog", "Registro federativo (*.json);;Todos los archivos (*)"
)


class RegistryDialog(QDialog):
    def __init__(self, db: Database, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.setWindowTitle(self.tr("Registro federativo"))
        self.setMinimumWidth(560)
        intro = QLabel(
            self.tr(
                "La federación publica un registro firmado con los certificados que pueden "
                "firmar cada papel de las actas de cada club. Con él instalado, Delegado no "
                "firma un acta con un certificado que el registro no liga a ese papel."
            )
        )
        intro.setWordWrap(True)
        self.stateLabel = QLabel()
        self.stateLabel.setWordWrap(True)
        self.stateLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.importButton = QPushButton(self.tr("&Instalar un registro firmado…"))
        self.importButton.clicked.connect(self.install)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.stateLabel)
        layout.addWidget(self.importButton)
        layout.addWidget(buttons)
        self.show_state()

    def show_state(self) -> None:
        from delegate_app.documents import registry

        try:
            installed = registry.installed_registry(self.db.path)
        except registry.RegistryError as exc:
            self.stateLabel.setText(
                self.tr("El registro instalado no se puede leer: {error}").format(error=exc)
            )
            return
        if installed is None:
            self.stateLabel.setText(self.tr("Ningún registro instalado todavía."))
            return
        self.stateLabel.setText(
            self.tr("Instalado: {description}. {clubs}, {arbiters}.").format(
                description=installed.describe(),
                clubs=self.tr("%n club(es)", "", len(installed.clubs)),
                arbiters=self.tr("%n árbitro(s)", "", len(installed.arbiters)),
            )
        )

    def install(self) -> None:
        from delegate_app.documents import registry

        path = messages.open_file(self, self.tr("Registro federativo"), self.tr(REGISTRY_FILTER))
        if not path:
            return
        try:
            new = registry.install_registry(self.db.path, path)
        except registry.RegistryError as exc:
            messages.warn(self, self.tr("Registro federativo"), str(exc))
            return
        except OSError as exc:
            messages.warn(
                self,
                self.tr("Registro federativo"),
                self.tr("No se pudo instalar el registro: {error}.").format(error=exc.strerror),
            )
            return
        self.show_state()
        self.adjustSize()
        messages.info(
            self,
            self.tr("Registro federativo"),
            self.tr("Registro versión {version} instalado.").format(version=new.version),
        )
