"""The acta of one match on paper and as a file: export (signed or not), more signatures, print.

Everything about the PDF itself (layout, signing, checking, file names) lives in documents/;
this dialog only collects the choices and shows the result of the export's own verification.

Printing draws the PDF's pages, rendered by PDFium (pypdfium2), onto a QPrinter through Qt's
print preview: PySide6-Essentials has no QtPdf, and printing the same PDF that was signed keeps
one layout and shows the signature stamps on paper. Without pypdfium2 the dialog says so and
offers to open the PDF in the system's viewer instead.
"""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QRectF, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QImage, QPageSize, QPainter
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from delegate_app.documents.certificates import SigningError
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.ui import messages

log = logging.getLogger(__name__)

PDF_FILTER = "Documento PDF (*.pdf)"
P12_FILTER = "Certificado con clave (*.p12 *.pfx);;Todos los archivos (*)"
ROLE_NAMES = {
    "delegado_local": "Delegado local",
    "delegado_visitante": "Delegado visitante",
    "arbitro": "Árbitro",
}
# Enough for print (text stays sharp at 300 dpi) without rendering gigapixel pages when the
# printer reports 1200 dpi.
MAX_PRINT_DPI = 300


class _WaitCursor:
    def __enter__(self):
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)

    def __exit__(self, *exc):
        QApplication.restoreOverrideCursor()


# --------------------------------------------------------------------------- printing


def printing_available() -> bool:
    try:
        import pypdfium2  # noqa: F401
    except ImportError:
        return False
    return True


def paint_pdf(printer: QPrinter, pdf: bytes) -> int:
    """Draw every page of `pdf` on `printer`, edge to edge; return how many pages were drawn."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        # Signature stamps are form-field appearances: drawn only with the form environment.
        document.init_forms()
        printer.setFullPage(True)
        dpi = min(printer.resolution(), MAX_PRINT_DPI)
        painter = QPainter()
        if not painter.begin(printer):
            raise OSError("No se puede empezar a imprimir.")
        try:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            target = QRectF(printer.pageLayout().fullRectPixels(printer.resolution()))
            for index in range(len(document)):
                if index:
                    printer.newPage()
                page = document[index]
                bitmap = page.render(scale=dpi / 72, may_draw_forms=True, rev_byteorder=True)
                image = QImage(
                    bitmap.buffer,
                    bitmap.width,
                    bitmap.height,
                    bitmap.stride,
                    QImage.Format.Format_RGB888,
                ).copy()  # the copy owns its pixels; PDFium's buffer goes with the bitmap
                painter.drawImage(target, image)
                page.close()
        finally:
            painter.end()
        return len(document)
    finally:
        document.close()


def print_pdf(parent: QWidget | None, pdf: bytes, title: str, path: Path | None = None) -> bool:
    """Qt's print preview of the PDF; True when it was sent to the printer."""
    if not printing_available():
        text = (
            "Para imprimir desde Delegado hace falta el componente pypdfium2, que no está "
            "instalado."
        )
        if path is not None and messages.ask(
            parent, "Imprimir", f"{text}\n\n¿Abrir el PDF con el visor del sistema para imprimirlo?"
        ):
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))
        elif path is None:
            messages.warn(parent, "Imprimir", text + " Guarde el PDF e imprímalo con su visor.")
        return False
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setDocName(title)
    preview = QPrintPreviewDialog(printer, parent)
    preview.setWindowTitle(f"Imprimir: {title}")
    problems: list[str] = []

    def paint(target: QPrinter) -> None:
        try:
            paint_pdf(target, pdf)
        except Exception as exc:  # a slot must not raise into Qt
            log.exception("printing %s failed", title)
            problems.append(str(exc))

    preview.paintRequested.connect(paint)
    accepted = preview.exec() == QDialog.DialogCode.Accepted
    preview.deleteLater()
    if problems:
        messages.error(parent, "Imprimir", "No se pudo preparar la impresión.", problems[0])
        return False
    return accepted


def open_folder(path: Path) -> None:
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(path.parent if path.is_file() else path)))


# --------------------------------------------------------------------------- the dialog


class ActaExportDialog(QDialog):
    def __init__(
        self,
        db: Database,
        match_id: int,
        parent: QWidget | None = None,
        clock=datetime.now,
        folder: Path | None = None,
    ):
        super().__init__(parent)
        from delegate_app.store.lineups import own_side
        from delegate_app.store.matchday import acta_view

        self.db, self.match_id, self.clock = db, match_id, clock
        self.folder = folder or Path.home()
        self.exported: Path | None = None
        self.view = view = acta_view(db, match_id)
        self.setWindowTitle(f"Acta en PDF — {view.home_team} – {view.away_team}")
        self.resize(760, 600)

        state = (
            f"cerrada el {view.locked_at:%d/%m/%Y %H:%M}"
            if view.locked
            else "abierta: el PDF será un borrador, sin valor hasta que se cierre"
        )
        header = QLabel(
            f"<b>{view.competition}</b> · Ronda {view.round_number} · "
            f"{view.official_start:%d/%m/%Y %H:%M}<br>"
            f"<b>{view.home_team} {view.score.label} {view.away_team}</b> · Acta {state}"
        )
        header.setWordWrap(True)

        self.signCheck = QCheckBox("&Firmar con un certificado digital")
        self.signCheck.setChecked(view.locked)
        if not view.locked:
            self.signCheck.setEnabled(False)
            self.signCheck.setToolTip(
                "Solo se firma digitalmente un acta cerrada (firmada en pantalla)"
            )
        self.p12Edit = QLineEdit()
        self.p12Edit.setPlaceholderText("Archivo .p12 o .pfx (FNMT o emitido por el club)")
        self.p12Edit.setAccessibleName("Archivo del certificado")
        chooseButton = QPushButton("&Elegir…")
        chooseButton.clicked.connect(self.choose_certificate)
        p12Row = QHBoxLayout()
        p12Row.addWidget(self.p12Edit, 1)
        p12Row.addWidget(chooseButton)
        self.passphraseEdit = QLineEdit()
        self.passphraseEdit.setEchoMode(QLineEdit.EchoMode.Password)
        self.passphraseEdit.setAccessibleName("Contraseña del certificado")
        self.roleCombo = QComboBox()
        self.roleCombo.setAccessibleName("Quién firma")
        for role, label in ROLE_NAMES.items():
            self.roleCombo.addItem(label, role)
        if own_side(db, match_id) == "visitante":
            self.roleCombo.setCurrentIndex(self.roleCombo.findData("delegado_visitante"))
        form = QFormLayout()
        form.addRow("Certificado:", p12Row)
        form.addRow("Contraseña:", self.passphraseEdit)
        form.addRow("Firma como:", self.roleCombo)
        self.certificateBox = QGroupBox("Certificado")
        self.certificateBox.setLayout(form)
        self.signCheck.toggled.connect(self._update)

        self.exportButton = QPushButton()
        self.exportButton.clicked.connect(self.export)
        self.addSignatureButton = QPushButton("Añadir &otra firma al PDF exportado")
        self.addSignatureButton.setToolTip(
            "El siguiente firmante elige su certificado y su papel y firma el mismo archivo"
        )
        self.addSignatureButton.clicked.connect(self.add_signature)
        self.printButton = QPushButton("&Imprimir…")
        self.printButton.clicked.connect(self.print_acta)
        self.folderButton = QPushButton("Abrir &carpeta")
        self.folderButton.clicked.connect(lambda: open_folder(self.exported))
        self.paperButton = QToolButton()
        self.paperButton.setText("&Papel…")
        self.paperButton.setToolTip("Impresos para cuando falla el ordenador")
        self.paperButton.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        paper = QMenu(self.paperButton)
        paper.addAction("Alineaciones (art. 16.3)", lambda: self.print_form("alineaciones"))
        paper.addAction("Acta en blanco", lambda: self.print_form("acta"))
        paper.addAction("Planillas con los nombres", lambda: self.print_form("planillas"))
        self.paperButton.setMenu(paper)
        actions = QHBoxLayout()
        for button in (self.exportButton, self.addSignatureButton):
            actions.addWidget(button)
        actions.addStretch(1)
        for button in (self.printButton, self.folderButton, self.paperButton):
            actions.addWidget(button)

        self.statusLabel = QLabel()
        self.statusLabel.setWordWrap(True)
        self.statusLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.reportText = QPlainTextEdit()
        self.reportText.setReadOnly(True)
        self.reportText.setAccessibleName("Comprobación del PDF")
        self.reportText.setPlaceholderText(
            "Aquí aparece la comprobación que Delegado hace del PDF antes de darlo por bueno."
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(header)
        layout.addWidget(self.signCheck)
        layout.addWidget(self.certificateBox)
        layout.addLayout(actions)
        layout.addWidget(self.statusLabel)
        layout.addWidget(self.reportText, 1)
        layout.addWidget(buttons)
        self._update()

    # --- state -----------------------------------------------------------------------------

    def _update(self) -> None:
        signing = self.signCheck.isChecked()
        self.certificateBox.setEnabled(signing)
        self.exportButton.setText("&Exportar PDF firmado…" if signing else "&Exportar PDF…")
        self.addSignatureButton.setEnabled(signing and self.exported is not None)
        self.folderButton.setEnabled(self.exported is not None)

    def role(self) -> str:
        return self.roleCombo.currentData()

    def choose_certificate(self) -> None:
        path = messages.open_file(self, "Elegir certificado", P12_FILTER)
        if path:
            self.p12Edit.setText(path)
            self.passphraseEdit.setFocus()

    def _signer(self):
        """The chosen certificate, opened; None (after telling the user why) when it cannot be."""
        from delegate_app.documents.certificates import load_signer

        path = self.p12Edit.text().strip()
        if not path:
            messages.warn(self, "Firmar", "Elija el archivo del certificado (.p12 o .pfx).")
            return None
        passphrase = self.passphraseEdit.text()
        # The passphrase is not kept: each signature asks for it again.
        self.passphraseEdit.clear()
        try:
            with _WaitCursor():
                return load_signer(Path(path), passphrase)
        except SigningError as exc:
            messages.warn(self, "Firmar", str(exc))
            return None

    def _show(self, report, done: str) -> None:
        self.reportText.setPlainText("\n".join(report.lines()))
        failing = [c for c in report.checks if not c.ok]
        if failing:
            self.statusLabel.setText(f"✖ {done}, pero la comprobación encontró problemas.")
        else:
            self.statusLabel.setText(f"✔ {done}. Comprobado por Delegado: firmas y datos íntegros.")

    # --- actions ---------------------------------------------------------------------------

    def export(self) -> None:
        from delegate_app.documents.acta_package import acta_file_name, export_acta

        signer = None
        if self.signCheck.isChecked():
            signer = self._signer()
            if signer is None:
                return
        try:
            suggested = str(self.folder / acta_file_name(self.db, self.match_id))
        except StoreError as exc:
            messages.warn(self, "Exportar acta", str(exc))
            return
        target = messages.save_file(self, "Guardar el acta", suggested, PDF_FILTER)
        if not target:
            return
        try:
            with _WaitCursor():
                result = export_acta(self.db, self.match_id, target, signer, role=self.role())
        except (SigningError, StoreError) as exc:
            messages.warn(self, "No se ha exportado el acta", str(exc))
            return
        except Exception as exc:
            log.exception("export of acta %s failed", self.match_id)
            messages.error(self, "Exportar acta", "No se pudo exportar el acta.", str(exc))
            return
        self.exported = result.pdf_path
        self.folder = result.pdf_path.parent
        what = "Acta firmada y guardada" if result.signed else "Acta guardada (sin firma digital)"
        self._show(result.report, f"{what} en {result.pdf_path.name}; datos en "
                   f"{result.json_path.name}")  # fmt: skip
        self._update()

    def add_signature(self) -> None:
        from delegate_app.documents.acta_package import add_signature

        if self.exported is None:
            return
        signer = self._signer()
        if signer is None:
            return
        try:
            with _WaitCursor():
                report = add_signature(self.exported, signer, role=self.role())
        except SigningError as exc:
            messages.warn(self, "No se ha añadido la firma", str(exc))
            return
        self._show(report, f"Firma de {signer.name} ({ROLE_NAMES[self.role()]}) añadida")

    def _acta_bytes(self) -> bytes | None:
        if self.exported is not None:
            try:
                return self.exported.read_bytes()
            except OSError as exc:
                messages.warn(self, "Imprimir", f"No se puede leer {self.exported}: {exc}")
                return None
        from delegate_app.documents.acta_pdf import build_acta_pdf

        try:
            with _WaitCursor():
                return build_acta_pdf(self.db, self.match_id)
        except (SigningError, StoreError) as exc:
            messages.warn(self, "Imprimir", str(exc))
            return None

    def print_acta(self) -> bool:
        """The exported (signed) file if there is one, else the acta as it stands."""
        pdf = self._acta_bytes()
        if pdf is None:
            return False
        return print_pdf(self, pdf, "Acta del encuentro", self.exported)

    def print_form(self, kind: str) -> bool:
        from delegate_app.documents import paper_forms

        builders = {
            "alineaciones": (paper_forms.lineup_sheet_pdf, "Alineaciones"),
            "acta": (paper_forms.blank_acta_pdf, "Acta en blanco"),
            "planillas": (paper_forms.scoresheets_pdf, "Planillas"),
        }
        build, title = builders[kind]
        try:
            with _WaitCursor():
                pdf = build(self.db, self.match_id)
        except (SigningError, StoreError) as exc:
            messages.warn(self, title, str(exc))
            return False
        return print_pdf(self, pdf, title)
