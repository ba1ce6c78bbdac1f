"""Printing a PDF from the app, and opening the folder of a file it wrote.

The PDF's pages, rendered by PDFium (pypdfium2), are drawn onto a QPrinter through Qt's print
preview: PySide6-Essentials has no QtPdf, and printing the same PDF that was signed keeps one
layout and shows the signature stamps on paper. Without pypdfium2 the delegate is told so and
offered the system's viewer instead.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QRectF, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QImage, QPageSize, QPainter
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from delegate_app.ui import messages
from delegate_app.ui.i18n import translate

log = logging.getLogger(__name__)

# Enough for print (text stays sharp at 300 dpi) without rendering gigapixel pages when the
# printer reports 1200 dpi.
MAX_PRINT_DPI = 300


class WaitCursor:
    def __enter__(self) -> None:
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)

    def __exit__(self, *exc: object) -> None:
        QApplication.restoreOverrideCursor()


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
            raise OSError(translate("Printing", "No se puede empezar a imprimir."))
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


def fit_preview(preview: QPrintPreviewDialog) -> None:
    """Qt opens its preview small (692×512) with the page at 38 %, unreadable: it opens
    maximised, the page as wide as the window, so the delegate reads the acta before printing."""
    preview.setWindowState(preview.windowState() | Qt.WindowState.WindowMaximized)
    widget = preview.findChild(QPrintPreviewWidget)
    if widget is not None:
        widget.setZoomMode(QPrintPreviewWidget.ZoomMode.FitToWidth)


def print_pdf(parent: QWidget | None, pdf: bytes, title: str, path: Path | None = None) -> bool:
    """Qt's print preview of the PDF; True when it was sent to the printer."""
    if not printing_available():
        title = translate("Printing", "Imprimir")
        text = translate(
            "Printing",
            "Para imprimir desde Delegado hace falta el componente pypdfium2, que no está "
            "instalado.",
        )
        if path is not None and messages.ask(
            parent,
            title,
            text
            + "\n\n"
            + translate("Printing", "¿Abrir el PDF con el visor del sistema para imprimirlo?"),
        ):
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))
        elif path is None:
            messages.warn(
                parent,
                title,
                text + " " + translate("Printing", "Guarde el PDF e imprímalo con su visor."),
            )
        return False
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setDocName(title)
    preview = QPrintPreviewDialog(printer, parent)
    preview.setWindowTitle(translate("Printing", "Imprimir: {title}").format(title=title))
    fit_preview(preview)
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
            translate("Printing", "Imprimir"),
            translate("Printing", "No se pudo preparar la impresión."),
            problems[0],
        )
        return False
    return accepted


def open_folder(path: Path) -> None:
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(path.parent if path.is_file() else path)))
