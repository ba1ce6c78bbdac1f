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

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF, Qt, QUrl
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
from delegate_app.ui.formatting import fmt_date_time
from delegate_app.ui.i18n import translate

log = logging.getLogger(__name__)

PDF_FILTER = QT_TRANSLATE_NOOP("ActaExportDialog", "Documento PDF (*.pdf)")
P12_FILTER = QT_TRANSLATE_NOOP(
    "ActaExportDialog", "Certificado con clave (*.p12 *.pfx);;Todos los archivos (*)"
)
ROLE_NAMES = {
    "delegado_local": QT_TRANSLATE_NOOP("ActaExportDialog", "Delegado local"),
    "delegado_visitante": QT_TRANSLATE_NOOP("ActaExportDialog", "Delegado visitante"),
    "arbitro": QT_TRANSLATE_NOOP("ActaExportDialog", "Árbitro"),
}


def _tr(text: str) -> str:
    """A text of this module marked with QT_TRANSLATE_NOOP("ActaExportDialog", ...)."""
    return translate("ActaExportDialog", text)


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
            raise OSError(translate("ActaExportDialog", "No se puede empezar a imprimir."))
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
        title = translate("ActaExportDialog", "Imprimir")
        text = translate(
            "ActaExportDialog",
            "Para imprimir desde Delegado hace falta el componente pypdfium2, que no está "
            "instalado.",
        )
        if path is not None and messages.ask(
            parent,
            title,
            text
            + "\n\n"
            + translate(
                "ActaExportDialog", "¿Abrir el PDF con el visor del sistema para imprimirlo?"
            ),
        ):
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))
        elif path is None:
            messages.warn(
                parent,
                title,
                text
                + " "
                + translate("ActaExportDialog", "Guarde el PDF e imprímalo con su visor."),
            )
        return False
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setDocName(title)
    preview = QPrintPreviewDialog(printer, parent)
    preview.setWindowTitle(translate("ActaExportDialog", "Imprimir: {title}").format(title=title))
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
        messages.error(
            parent,
            translate("ActaExportDialog", "Imprimir"),
            translate("ActaExportDialog", "No se pudo preparar la impresión."),
            problems[0],
        )
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
        from delegate_app.store.chess_acta import acta_view
        from delegate_app.store.lineups import own_side

        self.db, self.match_id, self.clock = db, match_id, clock
        self.folder = folder or Path.home()
        self.exported: Path | None = None
        self.view = view = acta_view(db, match_id)
        self.setWindowTitle(
            self.tr("Acta en PDF — {home} – {away}").format(
                home=view.home_team, away=view.away_team
            )
        )
        self.resize(760, 600)

        state = (
            self.tr("Acta cerrada el {when}").format(when=fmt_date_time(view.locked_at))
            if view.locked
            else self.tr("Acta abierta: el PDF será un borrador, sin valor hasta que se cierre")
        )
        header = QLabel(
            self.tr(
                "<b>{competition}</b> · Ronda {round} · {when}<br><b>{home} {score} {away}</b> · "
                "{state}"
            ).format(
                competition=view.competition,
                round=view.round_number,
                when=fmt_date_time(view.official_start),
                home=view.home_team,
                score=view.score.label,
                away=view.away_team,
                state=state,
            )
        )
        header.setWordWrap(True)

        self.signCheck = QCheckBox(self.tr("&Firmar con un certificado digital"))
        self.signCheck.setChecked(view.locked)
        if not view.locked:
            self.signCheck.setEnabled(False)
            self.signCheck.setToolTip(
                self.tr("Solo se firma digitalmente un acta cerrada (firmada en pantalla)")
            )
        self.p12Edit = QLineEdit()
        self.p12Edit.setPlaceholderText(self.tr("Archivo .p12 o .pfx (FNMT o emitido por el club)"))
        self.p12Edit.setAccessibleName(self.tr("Archivo del certificado"))
        chooseButton = QPushButton(self.tr("&Elegir…"))
        chooseButton.setAccessibleName(self.tr("Elegir el archivo del certificado"))
        chooseButton.clicked.connect(self.choose_certificate)
        p12Row = QHBoxLayout()
        p12Row.addWidget(self.p12Edit, 1)
        p12Row.addWidget(chooseButton)
        self.passphraseEdit = QLineEdit()
        self.passphraseEdit.setEchoMode(QLineEdit.EchoMode.Password)
        self.passphraseEdit.setAccessibleName(self.tr("Contraseña del certificado"))
        self.roleCombo = QComboBox()
        self.roleCombo.setAccessibleName(self.tr("Quién firma"))
        for role, label in ROLE_NAMES.items():
            self.roleCombo.addItem(_tr(label), role)
        if own_side(db, match_id) == "visitante":
            self.roleCombo.setCurrentIndex(self.roleCombo.findData("delegado_visitante"))
        form = QFormLayout()
        form.addRow(self.tr("Certificado:"), p12Row)
        form.addRow(self.tr("Contraseña:"), self.passphraseEdit)
        form.addRow(self.tr("Firma como:"), self.roleCombo)
        self.certificateBox = QGroupBox(self.tr("Certificado"))
        self.certificateBox.setLayout(form)
        self.signCheck.toggled.connect(self._update)

        self.exportButton = QPushButton()
        self.exportButton.clicked.connect(self.export)
        self.addSignatureButton = QPushButton(self.tr("Añadir &otra firma al PDF exportado"))
        self.addSignatureButton.setToolTip(
            self.tr(
                "El siguiente firmante elige su certificado y su papel y firma el mismo archivo"
            )
        )
        self.addSignatureButton.clicked.connect(self.add_signature)
        self.printButton = QPushButton(self.tr("&Imprimir…"))
        self.printButton.clicked.connect(self.print_acta)
        self.folderButton = QPushButton(self.tr("Abrir &carpeta"))
        self.folderButton.clicked.connect(lambda: open_folder(self.exported))
        self.paperButton = QToolButton()
        self.paperButton.setText(self.tr("&Papel…"))
        self.paperButton.setToolTip(self.tr("Impresos para cuando falla el ordenador"))
        self.paperButton.setAccessibleName(self.tr("Impresos en papel"))
        self.paperButton.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        paper = QMenu(self.paperButton)
        paper.addAction(
            self.tr("Alineaciones (art. 16.3)"), lambda: self.print_form("alineaciones")
        )
        paper.addAction(self.tr("Acta en blanco"), lambda: self.print_form("acta"))
        paper.addAction(self.tr("Planillas con los nombres"), lambda: self.print_form("planillas"))
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
        self.reportText.setAccessibleName(self.tr("Comprobación del PDF"))
        self.reportText.setPlaceholderText(
            self.tr(
                "Aquí aparece la comprobación que Delegado hace del PDF antes de darlo por bueno."
            )
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
        self.exportButton.setText(
            self.tr("&Exportar PDF firmado…") if signing else self.tr("&Exportar PDF…")
        )
        self.addSignatureButton.setEnabled(signing and self.exported is not None)
        self.folderButton.setEnabled(self.exported is not None)

    def role(self) -> str:
        return self.roleCombo.currentData()

    def choose_certificate(self) -> None:
        path = messages.open_file(self, self.tr("Elegir certificado"), _tr(P12_FILTER))
        if path:
            self.p12Edit.setText(path)
            self.passphraseEdit.setFocus()

    def _signer(self):
        """The chosen certificate, opened; None (after telling the user why) when it cannot be."""
        from delegate_app.documents.certificates import load_signer

        path = self.p12Edit.text().strip()
        if not path:
            messages.warn(
                self, self.tr("Firmar"), self.tr("Elija el archivo del certificado (.p12 o .pfx).")
            )
            return None
        passphrase = self.passphraseEdit.text()
        # The passphrase is not kept: each signature asks for it again.
        self.passphraseEdit.clear()
        try:
            with _WaitCursor():
                return load_signer(Path(path), passphrase)
        except SigningError as exc:
            messages.warn(self, self.tr("Firmar"), str(exc))
            return None

    def _show(self, report, done: str) -> None:
        self.reportText.setPlainText("\n".join(report.lines()))
        failing = [c for c in report.checks if not c.ok]
        if failing:
            self.statusLabel.setText(
                self.tr("✖ {done}, pero la comprobación encontró problemas.").format(done=done)
            )
        else:
            self.statusLabel.setText(
                self.tr("✔ {done}. Comprobado por Delegado: firmas y datos íntegros.").format(
                    done=done
                )
            )

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
            messages.warn(self, self.tr("Exportar acta"), str(exc))
            return
        target = messages.save_file(self, self.tr("Guardar el acta"), suggested, _tr(PDF_FILTER))
        if not target:
            return
        try:
            with _WaitCursor():
                result = export_acta(self.db, self.match_id, target, signer, role=self.role())
        except (SigningError, StoreError) as exc:
            messages.warn(self, self.tr("No se ha exportado el acta"), str(exc))
            return
        except Exception as exc:
            log.exception("export of acta %s failed", self.match_id)
            messages.error(
                self, self.tr("Exportar acta"), self.tr("No se pudo exportar el acta."), str(exc)
            )
            return
        self.exported = result.pdf_path
        self.folder = result.pdf_path.parent
        done = (
            self.tr("Acta firmada y guardada en {pdf}; datos en {json}")
            if result.signed
            else self.tr("Acta guardada (sin firma digital) en {pdf}; datos en {json}")
        )
        self._show(result.report, done.format(pdf=result.pdf_path.name, json=result.json_path.name))
        self._update()

    def add_signature(self) -> None:
        from delegate_app.documents.acta_package import add_signature, installed_registry_for

        if self.exported is None:
            return
        signer = self._signer()
        if signer is None:
            return
        try:
            with _WaitCursor():
                report = add_signature(
                    self.exported,
                    signer,
                    role=self.role(),
                    the_registry=installed_registry_for(self.db),
                )
        except SigningError as exc:
            messages.warn(self, self.tr("No se ha añadido la firma"), str(exc))
            return
        self._show(
            report,
            self.tr("Firma de {name} ({role}) añadida").format(
                name=signer.name, role=_tr(ROLE_NAMES[self.role()])
            ),
        )

    def _acta_bytes(self) -> bytes | None:
        if self.exported is not None:
            try:
                return self.exported.read_bytes()
            except OSError as exc:
                messages.warn(
                    self,
                    self.tr("Imprimir"),
                    self.tr("No se puede leer {file}: {error}").format(
                        file=self.exported, error=exc
                    ),
                )
                return None
        from delegate_app.documents.acta_pdf import build_acta_pdf

        try:
            with _WaitCursor():
                return build_acta_pdf(self.db, self.match_id)
        except (SigningError, StoreError) as exc:
            messages.warn(self, self.tr("Imprimir"), str(exc))
            return None

    def print_acta(self) -> bool:
        """The exported (signed) file if there is one, else the acta as it stands."""
        pdf = self._acta_bytes()
        if pdf is None:
            return False
        return print_pdf(self, pdf, self.tr("Acta del encuentro"), self.exported)

    def print_form(self, kind: str) -> bool:
        from delegate_app.documents import paper_forms

        builders = {
            "alineaciones": (paper_forms.lineup_sheet_pdf, self.tr("Alineaciones")),
            "acta": (paper_forms.blank_acta_pdf, self.tr("Acta en blanco")),
            "planillas": (paper_forms.scoresheets_pdf, self.tr("Planillas")),
        }
        build, title = builders[kind]
        try:
            with _WaitCursor():
                pdf = build(self.db, self.match_id)
        except (SigningError, StoreError) as exc:
            messages.warn(self, title, str(exc))
            return False
        return print_pdf(self, pdf, title)
