"""The visiting delegate signs on his own laptop (issue 27): the home delegate sends him the acta
he signed ("Enviar al delegado visitante…", a copy saved for him), and the visitor opens it in
his own Delegado ("Firmar un acta recibida…"), sees what it verified (who signed what, when,
and the page), signs his role with his own certificate and sends it to the federation from his
own outbox. The checks and the signing are documents/'s (acta_package.received_so_far and
add_signature, outbox_send.queue_received_acta); here only what the delegate sees and types.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from delegate_app.os_errors import os_reason
from delegate_app.store.database import Database
from delegate_app.ui import messages
from delegate_app.ui.dialog_parts import file_row
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP, translate
from delegate_app.ui.printing import WaitCursor

if TYPE_CHECKING:  # documents/ is imported where used
    from delegate_app.documents.verify import VerificationReport
    from delegate_app.ui.mail_work import MailWork

log = logging.getLogger(__name__)

PDF_FILTER = QT_TRANSLATE_NOOP("VisitorSigning", "Acta en PDF (*.pdf)")
P12_FILTER = QT_TRANSLATE_NOOP("VisitorSigning", "Certificado (*.p12 *.pfx)")
PREVIEW_WIDTH = 420  # px: an A4 page readable beside the signatures on a 1366×768 screen
OK_STYLE = "color: #1b6e20; font-weight: bold"
BAD_STYLE = "color: #b00020; font-weight: bold"
ROLE_NAMES = {
    "delegado_local": QT_TRANSLATE_NOOP("VisitorSigning", "Delegado local"),
    "delegado_visitante": QT_TRANSLATE_NOOP("VisitorSigning", "Delegado visitante"),
    "arbitro": QT_TRANSLATE_NOOP("VisitorSigning", "Árbitro"),
}
ROLE_CLUBS = {"delegado_local": "club_local", "delegado_visitante": "club_visitante"}


def page_image(pdf: bytes, index: int = 0, width: int = PREVIEW_WIDTH) -> tuple[QImage | None, int]:
    """Page `index` as a viewer shows it, stamps included (PDFium, as printing uses it), and
    the number of pages; (None, 0) without pypdfium2 or for a file PDFium cannot draw."""
    try:
        import pypdfium2 as pdfium
    except ImportError:
        return None, 0
    try:
        document = pdfium.PdfDocument(pdf)
    except Exception:  # a hostile file: no preview, the verification says what is wrong
        return None, 0
    try:
        document.init_forms()  # the signature stamps are form-field appearances
        pages = len(document)
        page = document[max(0, min(index, pages - 1))]
        scale = width / page.get_width()
        bitmap = page.render(scale=scale, may_draw_forms=True, rev_byteorder=True)
        image = QImage(
            bitmap.buffer, bitmap.width, bitmap.height, bitmap.stride, QImage.Format.Format_RGB888
        ).copy()  # the copy owns its pixels; PDFium's buffer goes with the bitmap
        page.close()
        return image, pages
    except Exception:
        log.warning("a page of a received acta not rendered", exc_info=True)
        return None, 0
    finally:
        document.close()


class ReceivedActaDialog(QDialog):
    """Firmar un acta recibida: open, see it verified, sign, save, send."""

    help_topic = "firma"  # the manual's section for F1 (ui/help.py)

    def __init__(self, db: Database, parent: QWidget | None = None, pdf_path: Path | None = None):
        super().__init__(parent)
        from delegate_app.documents.acta_package import installed_registry_for

        self.db = db
        self.registry = installed_registry_for(db)
        self.pdf: bytes | None = None
        self.source: Path | None = None
        self.saved: Path | None = None
        self.setWindowTitle(self.tr("Firmar un acta recibida"))
        self.resize(1180, 700)

        self.pdfEdit = QLineEdit()
        self.pdfEdit.setReadOnly(True)
        self.pdfEdit.setAccessibleName(self.tr("Acta recibida en PDF"))
        pdfRow = file_row(
            self.pdfEdit, self.tr("&Abrir…"), self.tr("Abrir el acta recibida"), self.choose_pdf
        )
        self.matchLabel = QLabel()
        self.matchLabel.setWordWrap(True)
        self.registryLabel = QLabel(self._registry_text())
        self.registryLabel.setWordWrap(True)
        self.verdictLabel = QLabel(self.tr("Abra el acta que le ha enviado el otro club."))
        self.verdictLabel.setWordWrap(True)
        self.verdictLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.signersTable = QTableWidget(0, 4)
        self.signersTable.setHorizontalHeaderLabels(
            [self.tr("Papel"), self.tr("Firmante"), self.tr("Club"), self.tr("Firmada")]
        )
        self.signersTable.setAccessibleName(self.tr("Firmas que ya lleva el acta"))
        self.signersTable.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.signersTable.verticalHeader().setVisible(False)
        self.signersTable.horizontalHeader().setStretchLastSection(True)
        self.signersTable.setMaximumHeight(110)

        self.roleCombo = QComboBox()
        for role in ("delegado_visitante", "delegado_local", "arbitro"):
            self.roleCombo.addItem(translate("VisitorSigning", ROLE_NAMES[role]), role)
        self.p12Edit = QLineEdit()
        self.p12Edit.setAccessibleName(self.tr("Su certificado (.p12)"))
        p12Row = file_row(
            self.p12Edit, self.tr("&Elegir…"), self.tr("Elegir su certificado"), self.choose_p12
        )
        self.passphraseEdit = QLineEdit()
        self.passphraseEdit.setEchoMode(QLineEdit.EchoMode.Password)
        self.passphraseEdit.setAccessibleName(self.tr("Contraseña del certificado"))
        form = QFormLayout()
        form.addRow(self.tr("Firmar como:"), self.roleCombo)
        p12Label = QLabel(self.tr("Su &certificado:"))
        p12Label.setBuddy(self.p12Edit)
        form.addRow(p12Label, p12Row)
        form.addRow(self.tr("Con&traseña:"), self.passphraseEdit)
        self.signButton = QPushButton(self.tr("&Firmar y guardar…"))
        self.signButton.clicked.connect(self.sign)
        self.sendButton = QPushButton(self.tr("Enviar a la &federación"))
        self.sendButton.setToolTip(
            self.tr("Pone el acta firmada en su bandeja de salida y la envía por correo")
        )
        self.sendButton.clicked.connect(self.send)
        actions = QHBoxLayout()
        actions.addWidget(self.signButton)
        actions.addWidget(self.sendButton)
        actions.addStretch(1)

        left = QVBoxLayout()
        top = QFormLayout()
        top.addRow(self.tr("Acta (PDF):"), pdfRow)
        left.addLayout(top)
        left.addWidget(self.matchLabel)
        left.addWidget(self.registryLabel)
        left.addWidget(self.verdictLabel)
        left.addWidget(self.signersTable)
        left.addLayout(form)
        left.addLayout(actions)
        left.addStretch(1)

        self.pageLabel = QLabel(self.tr("La primera página del acta se verá aquí."))
        self.pageLabel.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pageLabel.setAccessibleName(self.tr("Primera página del acta"))
        scroll = QScrollArea()
        scroll.setWidget(self.pageLabel)
        scroll.setWidgetResizable(True)
        scroll.setMinimumWidth(PREVIEW_WIDTH + 30)
        self.pageSpin = QSpinBox()
        self.pageSpin.setRange(1, 1)
        self.pageSpin.setAccessibleName(self.tr("Página que se ve"))
        self.pageSpin.valueChanged.connect(lambda _value: self._show_page())
        self.pagesLabel = QLabel()
        pageLabel = QLabel(self.tr("&Página:"))
        pageLabel.setBuddy(self.pageSpin)
        pageRow = QHBoxLayout()
        pageRow.addWidget(pageLabel)
        pageRow.addWidget(self.pageSpin)
        pageRow.addWidget(self.pagesLabel)
        pageRow.addStretch(1)
        right = QVBoxLayout()
        right.addLayout(pageRow)
        right.addWidget(scroll, 1)
        self.shown: bytes | None = None

        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(buttons)
        self._update_buttons()
        # Another role may be the one still unsigned: the file is judged again for it.
        self.roleCombo.currentIndexChanged.connect(
            lambda _index: self.load(self.source) if self.source and not self.saved else None
        )
        if pdf_path is not None:
            self.load(pdf_path)

    # --- what it shows -----------------------------------------------------------------------

    def _registry_text(self) -> str:
        if self.registry is None:
            return self.tr(
                "Sin registro federativo instalado: se comprueba que nada ha cambiado, pero no "
                "quién firmó. Instálelo en Ajustes → Registro federativo."
            )
        return self.tr("Quién firma cada papel se comprueba con el registro federativo instalado.")

    def _update_buttons(self) -> None:
        self.signButton.setEnabled(self.pdf is not None and self.saved is None)
        self.sendButton.setEnabled(self.saved is not None)

    def role(self) -> str:
        return str(self.roleCombo.currentData())

    def choose_pdf(self) -> None:
        path = messages.open_file(
            self, self.tr("Abrir el acta recibida"), translate("VisitorSigning", PDF_FILTER)
        )
        if path:
            self.load(Path(path))

    def choose_p12(self) -> None:
        path = messages.open_file(
            self, self.tr("Elegir su certificado"), translate("VisitorSigning", P12_FILTER)
        )
        if path:
            self.p12Edit.setText(path)

    def load(self, path: Path) -> bool:
        """Read and verify the received file; show who signed and the first page. False (and
        the reason shown) when it does not verify so far: it cannot be signed then."""
        from delegate_app.documents.acta_package import ExportError, received_so_far

        self.pdf, self.source, self.saved = None, path, None
        self.pdfEdit.setText(str(path))
        self.signersTable.setRowCount(0)
        self.matchLabel.clear()
        try:
            pdf = path.read_bytes()
        except OSError as exc:
            self._verdict(False, self.tr("No se puede leer {file}: {reason}.").format(
                file=path.name, reason=os_reason(exc)
            ))  # fmt: skip
            self._update_buttons()
            return False
        self._show_page(pdf)
        with WaitCursor():
            try:
                report = received_so_far(pdf, self.role(), self.registry)
            except ExportError as exc:
                self._verdict(False, str(exc))
                self._update_buttons()
                return False
        data = self._data(pdf)
        self._show_match(data)
        self._show_signers(report, data)
        missing = ", ".join(
            translate("VisitorSigning", ROLE_NAMES.get(r, r)) for r in report.missing_roles
        )
        self._verdict(
            True,
            self.tr("Lo firmado hasta ahora se sostiene. Falta la firma de: {who}.").format(
                who=missing or "—"
            ),
        )
        self.pdf = pdf
        self._update_buttons()
        return True

    @staticmethod
    def _data(pdf: bytes) -> dict[str, Any]:
        from delegate_app.documents import signing

        try:
            data = json.loads(signing.read_attachment(pdf))
        except Exception:  # verified already; a display of nothing is enough here
            return {}
        return data if isinstance(data, dict) else {}

    def _show_match(self, data: dict[str, Any]) -> None:
        match = (data.get("contenido") or {}).get("encuentro") or {}
        if not match:
            return
        self.matchLabel.setText(
            "<b>{home} – {away}</b><br>{competition} · {round} {number} · {document}".format(
                home=match.get("local", ""),
                away=match.get("visitante", ""),
                competition=match.get("competicion", ""),
                round=self.tr("ronda"),
                number=match.get("ronda", ""),
                document=data.get("documento", ""),
            )
        )

    def _show_signers(self, report: VerificationReport, data: dict[str, Any]) -> None:
        from delegate_app.documents.signing_time import moment_text

        self.signersTable.setRowCount(len(report.signatures))
        for row, signature in enumerate(report.signatures):
            who = signature.signer_name or self.tr("firmante desconocido")
            if signature.signer_id:
                who += f" ({signature.signer_id})"
            club = str(data.get(ROLE_CLUBS.get(signature.field, ""), "") or "—")
            cells = [
                translate("VisitorSigning", ROLE_NAMES.get(signature.field, signature.field)),
                who,
                club,
                # Canary time, as the stamp shows it; the signer's clock, hence the tooltip.
                moment_text(signature.signed_at, ""),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(
                    self.tr("Hora del reloj del ordenador de quien firmó (hora de Canarias)")
                    if column == 3
                    else text
                )
                self.signersTable.setItem(row, column, item)
        self.signersTable.resizeColumnsToContents()

    def _show_page(self, pdf: bytes | None = None) -> None:
        """The page the spin box names of `pdf` (a new file starts at its first page)."""
        if pdf is not None:
            self.shown = pdf
            self.pageSpin.blockSignals(True)
            self.pageSpin.setValue(1)
            self.pageSpin.blockSignals(False)
        if self.shown is None:
            return
        image, pages = page_image(self.shown, self.pageSpin.value() - 1)
        self.pageSpin.setRange(1, max(1, pages))
        self.pagesLabel.setText(self.tr("de {pages}").format(pages=pages) if pages else "")
        if image is None:
            self.pageLabel.setPixmap(QPixmap())
            self.pageLabel.setText(self.tr("No se puede mostrar la página."))
            return
        self.pageLabel.setPixmap(QPixmap.fromImage(image))

    def _verdict(self, ok: bool, text: str) -> None:
        self.verdictLabel.setStyleSheet(OK_STYLE if ok else BAD_STYLE)
        self.verdictLabel.setText(("✔ " if ok else "✖ ") + text)

    # --- what it does ------------------------------------------------------------------------

    def suggested_name(self) -> str:
        assert self.source is not None
        return str(self.source.with_name(self.source.stem + "-firmada.pdf"))

    def sign(self, target: str | None = None) -> bool:
        """Sign the received acta with the visitor's certificate into a new file (the received
        one is left as it came). `target`: where, without asking (tests)."""
        from delegate_app.documents.acta_package import ExportError, add_signature
        from delegate_app.documents.certificates import SigningError

        title = self.tr("Firmar un acta recibida")
        if self.source is None or self.pdf is None:
            return False
        if not self.p12Edit.text().strip():
            messages.warn(self, title, self.tr("Elija su certificado (.p12) para firmar."))
            return False
        if not self.passphraseEdit.text():
            messages.warn(self, title, self.tr("Escriba la contraseña de su certificado."))
            return False
        if target is None:
            target = messages.save_file(
                self, title, self.suggested_name(), translate("VisitorSigning", PDF_FILTER)
            )
            if not target:
                return False
        if Path(target).resolve() == self.source.resolve():
            messages.warn(
                self, title, self.tr("Guarde el acta firmada con otro nombre: la recibida se deja "
                                     "como llegó.")
            )  # fmt: skip
            return False
        try:
            with WaitCursor():
                report = add_signature(
                    self.source,
                    Path(self.p12Edit.text().strip()),
                    self.passphraseEdit.text(),
                    self.role(),
                    the_registry=self.registry,
                    out=target,
                )
        except (ExportError, SigningError) as exc:
            messages.warn(self, title, str(exc))
            return False
        finally:
            self.passphraseEdit.clear()  # never kept longer than the signing needs
        self.saved = Path(target)
        signed = self.saved.read_bytes()
        self._show_page(signed)
        self._show_signers(report, self._data(signed))
        self._verdict(
            True,
            self.tr("Firmada y guardada en {file}.").format(file=self.saved.name)
            + (" " + self.tr("El acta está completa.") if not report.missing_roles else ""),
        )
        self._update_buttons()
        return True

    def send(self) -> bool:
        """Queue the signed file in this club's outbox and send what is pending."""
        from delegate_app.documents.mail import outbox_send
        from delegate_app.ui.mail_dialogs import send_pending

        title = self.tr("Enviar a la federación")
        if self.saved is None:
            return False
        try:
            pdf = self.saved.read_bytes()
            outbox_send.queue_received_acta(self.db, self.saved.name, pdf)
        except (OSError, outbox_send.QueueError) as exc:
            messages.warn(self, title, str(exc))
            return False
        send_pending(self, self.db, title)
        return True


def _home_signed_file(
    parent: QWidget | None, db: Database, match_id: int, title: str
) -> tuple[Path, bytes, bytes] | None:
    """The acta the home delegate picks, checked to be this match's locked acta with its
    signatures holding: (its path, its bytes, its acta.json); None (and why, said) otherwise."""
    from delegate_app.documents.mail import outbox_send

    path = messages.open_file(
        parent,
        translate("VisitorSigning", "El acta que usted ha firmado"),
        translate("VisitorSigning", PDF_FILTER),
    )
    if not path:
        return None
    source = Path(path)
    try:
        pdf = source.read_bytes()
        attached = outbox_send.checked_club_acta(db, match_id, pdf)
    except OSError as exc:
        messages.warn(parent, title, f"{source.name}: {os_reason(exc)}.")
        return None
    except outbox_send.QueueError as exc:
        messages.warn(parent, title, str(exc))
        return None
    return source, pdf, attached


def save_copy_for_visitor(parent: QWidget | None, db: Database, match_id: int) -> Path | None:
    """Enviar al delegado visitante → Guardar una copia…: the home delegate picks the acta he
    exported and signed; once it is checked, a copy is saved where he says (a USB stick, a
    shared folder). The path, or None when nothing was written."""
    from delegate_app.store.atomic_file import write_all_or_none

    title = translate("VisitorSigning", "Enviar al delegado visitante")
    checked = _home_signed_file(parent, db, match_id, title)
    if checked is None:
        return None
    source, pdf, _ = checked
    target = messages.save_file(
        parent,
        translate("VisitorSigning", "Guardar la copia para el delegado visitante"),
        str(source.with_name(source.stem + "-para-el-visitante.pdf")),
        translate("VisitorSigning", PDF_FILTER),
    )
    if not target:
        return None
    try:
        write_all_or_none([(Path(target), pdf)])
    except OSError as exc:
        messages.warn(parent, title, f"{Path(target).name}: {os_reason(exc)}.")
        return None
    messages.info(parent, title, translate("VisitorSigning", DONE).format(file=target))
    return Path(target)


DONE = QT_TRANSLATE_NOOP(
    "VisitorSigning",
    "Copia guardada en {file}. El delegado visitante la abre en su Delegado con «Firmar un acta "
    "recibida…», firma y la envía a la federación.",
)


def mail_to_visitor(
    parent: QWidget | None,
    db: Database,
    match_id: int,
    address: str | None = None,
    work: MailWork | None = None,
) -> bool:
    """Enviar al delegado visitante → Por correo…: the checked acta mailed, from the club's
    mail settings, to the address the delegate types (`address`: given, without asking;
    tests), off the window's thread on the screen's mail lane (`work`: given; tests); what the
    server said is shown once it has answered. True when the sending started."""
    from PySide6.QtWidgets import QInputDialog

    from delegate_app.documents.mail import outbox_send, password_store, to_visitor
    from delegate_app.ui.mail_dialogs import BUSY, ask_password, club_mail_context
    from delegate_app.ui.mail_work import alive, work_of

    title = translate("VisitorSigning", "Enviar al delegado visitante por correo")
    settings = outbox_send.settings_of(db)
    if settings.problem():
        messages.warn(parent, title, settings.problem() or "")
        return False
    lane = work if work is not None else work_of(parent)
    if lane.busy:
        messages.info(parent, title, translate("OutboxSend", BUSY))
        return False
    checked = _home_signed_file(parent, db, match_id, title)
    if checked is None:
        return False
    source, pdf, attached = checked
    if address is None:
        address, ok = QInputDialog.getText(
            parent, title, translate("VisitorSigning", "Correo del delegado visitante:")
        )
        if not ok:
            return False
    to = address.strip()
    problem = to_visitor.address_problem(settings, to)
    if problem:
        messages.warn(parent, title, problem)
        return False
    password = ask_password(parent, title, settings.user, settings.host)
    if password is None:
        return False
    context = club_mail_context(parent, db, title)
    if context is None:
        return False

    def sent(_result: object) -> None:
        password_store.save_password(settings.user, settings.host, password)
        messages.info(
            alive(parent),
            title,
            translate("VisitorSigning", "Enviada a {address}.").format(address=to),
        )

    def refused(error: Exception) -> None:
        messages.warn(
            alive(parent),
            title,
            translate("VisitorSigning", "No se ha podido enviar:\n{reason}").format(reason=error),
        )

    return lane.run(
        translate("VisitorSigning", "Enviando el acta al delegado visitante…"),
        lambda _should_stop: to_visitor.send_to_visitor(
            settings, password, context, to, source.name, pdf, attached
        ),
        sent,
        refused,
    )
