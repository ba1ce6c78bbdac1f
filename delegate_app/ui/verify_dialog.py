"""Comprobar un acta: the same verification as `delegado verify`, on a PDF the user chooses."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from delegate_app.os_errors import os_reason
from delegate_app.ui import messages
from delegate_app.ui.dialog_parts import file_row
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:  # imported where used: documents/ loads cryptography and pyHanko
    from cryptography.x509 import Certificate

    from delegate_app.documents.registry import Registry
    from delegate_app.documents.verify import VerificationReport

log = logging.getLogger(__name__)

PDF_FILTER = QT_TRANSLATE_NOOP("VerifyDialog", "Documento PDF (*.pdf);;Todos los archivos (*)")
CERT_FILTER = QT_TRANSLATE_NOOP(
    "VerifyDialog", "Certificado (*.pem *.crt *.cer *.der);;Todos los archivos (*)"
)
OK_STYLE = "color: #1b6e20; font-weight: bold"
BAD_STYLE = "color: #b00020; font-weight: bold"


def read_certificates(path: Path) -> list[Certificate]:
    """Every certificate in a PEM (one or more) or DER file; ValueError in Spanish otherwise."""
    from cryptography import x509

    data = path.read_bytes()
    try:
        if b"-----BEGIN" in data:
            return list(x509.load_pem_x509_certificates(data))
        return [x509.load_der_x509_certificate(data)]
    except ValueError:
        raise ValueError(
            translate("VerifyDialog", "{file} no contiene un certificado válido.").format(
                file=path.name
            )
        ) from None


def installed_trust(db_path: Path | None) -> tuple[list[Certificate], Registry | None]:
    """What the club itself has installed beside its database: its own signing authority's
    certificate and the federation's registry (None when there is none or it cannot be read:
    the report then says it checked without one)."""
    if db_path is None:
        return [], None
    from delegate_app.documents import authority_store, registry

    own = authority_store.public_certificate(db_path)
    try:
        installed = registry.installed_registry(db_path)
    except registry.RegistryError:
        log.warning("installed federation registry unreadable; verifying without it")
        installed = None
    return ([own] if own is not None else []), installed


class VerifyDialog(QDialog):
    help_topic = "firma"  # the manual's section for F1 (ui/help.py)

    def __init__(
        self,
        parent: QWidget | None = None,
        pdf_path: Path | None = None,
        db_path: Path | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Comprobar un acta firmada"))
        self.resize(820, 600)
        self.report: VerificationReport | None = None
        self.trusted: list[Path] = []
        self.own_roots, self.registry = installed_trust(db_path)

        self.pdfEdit = QLineEdit(str(pdf_path) if pdf_path else "")
        self.pdfEdit.setAccessibleName(self.tr("Acta en PDF"))
        pdfRow = file_row(
            self.pdfEdit, self.tr("&Elegir…"), self.tr("Elegir el acta en PDF"), self.choose_pdf
        )

        self.trustList = QListWidget()
        self.trustList.setAccessibleName(self.tr("Autoridades de confianza"))
        self.trustList.setMaximumHeight(70)
        addTrust = QPushButton(self.tr("&Añadir autoridad…"))
        addTrust.setToolTip(self.tr("El certificado (.pem) que exporta el club o la federación"))
        addTrust.clicked.connect(self.add_trusted)
        removeTrust = QPushButton(self.tr("&Quitar"))
        removeTrust.setAccessibleName(self.tr("Quitar la autoridad seleccionada"))
        removeTrust.clicked.connect(self.remove_trusted)
        trustButtons = QVBoxLayout()
        trustButtons.addWidget(addTrust)
        trustButtons.addWidget(removeTrust)
        trustButtons.addStretch(1)
        trustRow = QHBoxLayout()
        trustRow.addWidget(self.trustList, 1)
        trustRow.addLayout(trustButtons)
        self.installedLabel = QLabel(self._installed_text())
        self.installedLabel.setWordWrap(True)
        self.installedLabel.setAccessibleName(self.tr("Confianza instalada en este programa"))

        form = QFormLayout()
        form.addRow(self.tr("Acta (PDF):"), pdfRow)
        form.addRow(self.tr("Ya de confianza:"), self.installedLabel)
        form.addRow(self.tr("Confiar además en:"), trustRow)

        self.verifyButton = QPushButton(self.tr("&Comprobar"))
        self.verifyButton.setDefault(True)
        self.verifyButton.clicked.connect(self.verify)
        self.verdictLabel = QLabel()
        self.verdictLabel.setWordWrap(True)
        self.verdictLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.reportText = QPlainTextEdit()
        self.reportText.setReadOnly(True)
        self.reportText.setAccessibleName(self.tr("Informe de la comprobación"))
        self.reportText.setFont(QFont("monospace"))
        self.reportText.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.verifyButton, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.verdictLabel)
        # The report is the verifier's Spanish text, the same the command and the federation
        # read; said so, so that an English window does not look half translated.
        self.reportLabel = QLabel(self.tr("Informe de la comprobación:"))
        self.reportLabel.setBuddy(self.reportText)
        layout.addWidget(self.reportLabel)
        layout.addWidget(self.reportText, 1)
        layout.addWidget(buttons)

    def _installed_text(self) -> str:
        from delegate_app.documents.authority_store import club_of

        parts = [
            self.tr("la autoridad de firma de su club ({club})").format(club=club_of(c))
            for c in self.own_roots
        ]
        if self.registry is not None:
            parts.append(
                self.tr("el registro de la federación instalado (versión {version})").format(
                    version=self.registry.version
                )
            )
        if not parts:
            return self.tr(
                "nada: este programa no tiene autoridad de firma del club ni registro de la "
                "federación instalados."
            )
        return "; ".join(parts) + "."

    def choose_pdf(self) -> None:
        path = messages.open_file(
            self, self.tr("Elegir el acta"), translate("VerifyDialog", PDF_FILTER)
        )
        if path:
            self.pdfEdit.setText(path)

    def add_trusted(self, path: str | None = None) -> None:
        path = path or messages.open_file(
            self,
            self.tr("Elegir una autoridad de confianza"),
            translate("VerifyDialog", CERT_FILTER),
        )
        if not path:
            return
        try:
            read_certificates(Path(path))
        except (OSError, ValueError) as exc:
            messages.warn(self, self.tr("Autoridad de confianza"), str(exc))
            return
        self.trusted.append(Path(path))
        self.trustList.addItem(Path(path).name)

    def remove_trusted(self) -> None:
        row = self.trustList.currentRow()
        if row >= 0:
            self.trustList.takeItem(row)
            del self.trusted[row]

    def verify(self) -> None:
        from delegate_app.documents.verify import verify_acta

        text = self.pdfEdit.text().strip()
        if not text:
            messages.warn(self, self.tr("Comprobar"), self.tr("Elija el PDF del acta."))
            return
        try:
            pdf = Path(text).read_bytes()
            roots = self.own_roots + [c for path in self.trusted for c in read_certificates(path)]
        except OSError as exc:
            messages.warn(
                self,
                self.tr("Comprobar"),
                self.tr("No se puede leer {file}: {error}.").format(
                    file=exc.filename, error=os_reason(exc)
                ),
            )
            return
        except ValueError as exc:
            messages.warn(self, self.tr("Comprobar"), str(exc))
            return
        self.report = report = verify_acta(pdf, roots, registry=self.registry)
        hint = translate(
            "VerifyDialog",
            "Sin una autoridad de confianza no se puede saber quién firmó: pulse «Añadir "
            "autoridad…» y elija el certificado (.pem) que exporta el club o la federación.",
        )
        self.reportText.setPlainText("\n".join(report.lines(trust_hint=hint)))
        if report.complete:
            self.verdictLabel.setStyleSheet(OK_STYLE)
            self.verdictLabel.setText(
                self.tr("✔ Acta correcta: todas las firmas y los datos se sostienen.")
            )
        elif report.ok:
            from delegate_app.documents.signing import SIGNATURE_ROLES

            # the roles' names as the export dialog shows them, in the window's language
            missing = ", ".join(
                translate("ActaExportDialog", SIGNATURE_ROLES[role])
                for role in report.missing_roles
            )
            self.verdictLabel.setStyleSheet(BAD_STYLE)
            self.verdictLabel.setText(
                self.tr(
                    "Acta incompleta: lo presente se sostiene, pero falta la firma de: {who}."
                ).format(who=missing)
            )
        else:
            self.verdictLabel.setStyleSheet(BAD_STYLE)
            problems = "; ".join(report.problems[:3]) + ("…" if len(report.problems) > 3 else "")
            self.verdictLabel.setText(
                self.tr("✖ Acta NO verificada: {problems}").format(problems=problems)
            )
