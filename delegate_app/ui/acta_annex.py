"""An annex to a locked acta, signed by who adds it (the committee's decisions have their own
dialog, ui/committee_dialog.py)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from delegate_app.store.acta import ROLE_LABELS
from delegate_app.ui.dialog_parts import error_label, save_cancel
from delegate_app.ui.labels import label
from delegate_app.ui.signature_pad import SignaturePad


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
        self.errorLabel = error_label(wrap=False)
        form = QFormLayout()
        form.addRow(self.tr("&Texto:"), self.textEdit)
        form.addRow(self.tr("&Firma:"), self.roleCombo)
        form.addRow(self.tr("&Nombre:"), self.nameEdit)
        form.addRow(self.tr("&Licencia:"), self.licenceEdit)
        self.buttonBox = save_cancel(self, self._check)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.pad)
        layout.addWidget(self.errorLabel)
        layout.addWidget(self.buttonBox)

    def _check(self) -> None:
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
