"""Registro federativo: what a club does with the registry, as `delegado registro` does it.

The club sends the federation its part (`registro exportar-club`: its authority's certificate and
the delegates it issued certificates to); the federation signs every club's part into one
registry and publishes it; the delegate installs it here (or with `registro importar`). The
dialog shows which registry is installed: its version, when it was signed and the federation
certificate's fingerprint, to compare with the one the federation publishes.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from delegate_app.os_errors import os_reason
from delegate_app.store.database import Database
from delegate_app.ui import messages
from delegate_app.ui.formatting import fmt_date_time
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP, translate

REGISTRY_FILTER = QT_TRANSLATE_NOOP(
    "RegistryDialog", "Registro federativo (*.json);;Todos los archivos (*)"
)
PART_FILTER = QT_TRANSLATE_NOOP(
    "RegistryDialog", "Parte del club para el registro (*.json);;Todos los archivos (*)"
)


class RegistryDialog(QDialog):
    help_topic = "firma"  # the manual's section for F1 (ui/help.py)

    def __init__(
        self, db: Database, parent: QWidget | None = None, folder: Path | None = None
    ) -> None:
        super().__init__(parent)
        self.db = db
        self.folder = folder or Path(db.path).parent
        self.setWindowTitle(self.tr("Registro federativo"))
        self.setMinimumWidth(600)
        intro = QLabel(
            self.tr(
                "La federación publica un registro firmado con los certificados que pueden "
                "firmar cada papel de las actas de cada club. Con él instalado, Delegado no "
                "firma un acta con un certificado que el registro no liga a ese papel."
            )
        )
        intro.setWordWrap(True)

        installedBox, self.stateLabel, self.importButton = _box(
            self.tr("Registro instalado"), self.tr("&Instalar un registro firmado…"), self.install
        )
        self.stateLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        partBox, self.partLabel, self.exportButton = _box(
            self.tr("Parte del club para la federación"),
            self.tr("&Exportar la parte del club…"),
            self.export_part,
        )

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(installedBox)
        layout.addWidget(partBox)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.show_state()

    def show_state(self) -> None:
        from delegate_app.documents import authority_store, registry

        if authority_store.public_certificate(self.db.path) is None:
            self.partLabel.setText(
                self.tr(
                    "El club aún no tiene autoridad de firma: créela y emita los certificados "
                    "de sus delegados en Ajustes → Certificados de firma; después exporte aquí "
                    "su parte y envíela a la federación."
                )
            )
            self.exportButton.setEnabled(False)
        else:
            count = len(authority_store.issued(self.db.path))
            self.partLabel.setText(
                self.tr(
                    "El certificado de la autoridad del club y los delegados a los que ha "
                    "emitido certificado ({issued}), en un archivo .json para enviarlo a la "
                    "federación, que lo incluye en el registro firmado."
                ).format(issued=self.tr("%n certificado(s) emitido(s)", "", count))
            )
            self.exportButton.setEnabled(True)
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
        signed = installed.issued_local
        self.stateLabel.setText(
            self.tr(
                "Instalado: Registro federativo versión {version} de {federation}, firmado el "
                "{date}.\nHuella SHA-256 del certificado de la federación (compárela con la que "
                "publica la federación): {fingerprint}. {clubs}, {arbiters}."
            ).format(
                version=installed.version,
                federation=installed.federation_name,
                date=fmt_date_time(signed) if signed else self.tr("(fecha ilegible)"),
                fingerprint=_grouped(installed.federation_fingerprint),
                clubs=self.tr("%n club(es)", "", len(installed.clubs)),
                arbiters=self.tr("%n árbitro(s)", "", len(installed.arbiters)),
            )
        )

    def install(self) -> None:
        from delegate_app.documents import registry

        path = messages.open_file(
            self, self.tr("Registro federativo"), translate("RegistryDialog", REGISTRY_FILTER)
        )
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
                self.tr("No se pudo instalar el registro: {error}.").format(error=os_reason(exc)),
            )
            return
        self.show_state()
        self.adjustSize()
        messages.info(
            self,
            self.tr("Registro federativo"),
            self.tr("Registro versión {version} instalado.").format(version=new.version),
        )

    def export_part(self) -> None:
        from delegate_app.documents import authority_store, registry
        from delegate_app.store.atomic_file import write_atomically
        from delegate_app.ui.formatting import file_slug

        title = self.tr("Parte del club para la federación")
        try:
            from delegate_app.store import outbox

            mail = outbox.mail_settings(self.db).get(outbox.SENDER, "")
            part, delegates = authority_store.club_registry_part(self.db.path, mail)
        except registry.RegistryError as exc:
            messages.warn(self, title, str(exc))
            return
        target = messages.save_file(
            self,
            title,
            str(self.folder / f"registro-{file_slug(part['nombre'])}.json"),
            translate("RegistryDialog", PART_FILTER),
        )
        if not target:
            return
        text = json.dumps(part, ensure_ascii=False, indent=1) + "\n"
        try:
            write_atomically(Path(target), text.encode("utf-8"))
        except OSError as exc:
            messages.warn(
                self,
                title,
                self.tr("No se pudo guardar: {error}").format(error=os_reason(exc)),
            )
            return
        self.folder = Path(target).parent
        messages.info(
            self,
            title,
            self.tr(
                "Parte de {club} guardada en {file}: la autoridad del club y {delegates}. "
                "Envíela a la federación; cuando publique el registro firmado, instálelo aquí."
            ).format(
                club=part["nombre"],
                file=target,
                delegates=self.tr("%n delegado(s)", "", delegates),
            ),
        )


def _box(
    title: str, action: str, slot: Callable[[], object]
) -> tuple[QGroupBox, QLabel, QPushButton]:
    """A titled box: what there is (a label the dialog fills) and the button that acts on it."""
    box = QGroupBox(title)
    label = QLabel()
    label.setWordWrap(True)
    button = QPushButton(action)
    button.clicked.connect(slot)
    layout = QVBoxLayout(box)
    layout.addWidget(label)
    layout.addWidget(button)
    return box, label, button


def _grouped(fingerprint: str) -> str:
    # 64 hex digits in groups of four read back more easily over the phone, and wrap.
    return " ".join(fingerprint[i : i + 4] for i in range(0, len(fingerprint), 4))
