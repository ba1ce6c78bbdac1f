"""The dialogs of a locked acta's close step: a decision of the Comité de Competición arriving
(CH-23) and an annex signed by who adds it."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from delegate_app.store.acta import ROLE_LABELS
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.ui.labels import label
from delegate_app.ui.signature_pad import SignaturePad


class DecisionDialog(QDialog):
    """CH-23: the day a decision of the Comité de Competición arrived, and which one it is."""

    def __init__(self, db: Database, match_id: int, clock, parent: QWidget | None = None):
        super().__init__(parent)
        self._db, self._match_id, self._clock = db, match_id, clock
        self.setWindowTitle(self.tr("Fallo del Comité de Competición"))
        self.dateEdit = QDateEdit(clock().date())
        self.dateEdit.setCalendarPopup(True)
        self.dateEdit.setDisplayFormat("dd/MM/yyyy")
        self.dateEdit.setAccessibleName(self.tr("Fecha en que llegó el fallo"))
        self.referenceEdit = QLineEdit()
        self.referenceEdit.setAccessibleName(self.tr("Referencia del fallo"))
        self.summaryEdit = QPlainTextEdit()
        self.summaryEdit.setAccessibleName(self.tr("Qué decide el Comité"))
        self.summaryEdit.setFixedHeight(90)
        self.errorLabel = QLabel()
        self.errorLabel.setStyleSheet("color: #b00020;")
        self.errorLabel.setWordWrap(True)
        note = QLabel(
            self.tr(
                "Art. 23: el recurso ante la Junta de Gobierno de la Federación Canaria se "
                "presenta dentro de los diez días naturales siguientes a la recepción del fallo."
            )
        )
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("&Recibido el:"), self.dateEdit)
        form.addRow(self.tr("R&eferencia:"), self.referenceEdit)
        form.addRow(self.tr("&Decide:"), self.summaryEdit)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        self.buttonBox = buttons
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(self.errorLabel)
        layout.addWidget(buttons)

    def save(self) -> None:
        """Closes only once the store has accepted the decision."""
        from delegate_app.store.committee import record_decision

        try:
            record_decision(
                self._db,
                self._match_id,
                self.dateEdit.date().toPython(),
                self.referenceEdit.text(),
                self.summaryEdit.toPlainText(),
                now=self._clock(),
            )
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.accept()


class AnnexDialog(QDialog):
    """An annex to a locked acta and the signature of who adds it."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Anexo al acta"))
        self.textEdit = QPlainTextEdit()
        self.textEdit.setAccessibleName(self.tr("Texto del anexo"))
        self.roleCombo = QComboBox()
        self.roleCombo.setAccessibleName(self.tr("Quién firma el anexo"))
        for role, text in ROLE_LABELS.items():
            self.roleCombo.addItem(label(text), role)
        self.nameEdit = QLineEdit()
        self.nameEdit.setAccessibleName(self.tr("Nombre de quien firma"))
        self.licenceEdit = QLineEdit()
        self.licenceEdit.setAccessibleName(self.tr("Licencia de quien firma"))
        self.pad = SignaturePad()
        self.errorLabel = QLabel()
        self.errorLabel.setStyleSheet("color: #b00020;")
        form = QFormLayout()
        form.addRow(self.tr("&Texto:"), self.textEdit)
        form.addRow(self.tr("&Firma:"), self.roleCombo)
        form.addRow(self.tr("&Nombre:"), self.nameEdit)
        form.addRow(self.tr("&Licencia:"), self.licenceEdit)
        self.buttonBox = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttonBox.button(QDialogButtonBox.StandardButton.Save).clicked.connect(self._check)
        self.buttonBox.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.pad)
        layout.addWidget(self.errorLabel)
        layout.addWidget(self.buttonBox)

    def _check(self):
        if not self.textEdit.toPlainText().strip():
            self.errorLabel.setText(self.tr("Escriba el texto del anexo."))
        elif not self.nameEdit.text().strip():
            self.errorLabel.setText(self.tr("Escriba el nombre de quien firma el anexo."))
        elif not self.licenceEdit.text().strip():
            self.errorLabel.setText(self.tr("Escriba la licencia de quien firma el anexo."))
        elif self.pad.is_empty():
            self.errorLabel.setText(self.tr("Falta la firma dibujada."))
        else:
            self.accept()
