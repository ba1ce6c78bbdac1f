"""The club's mail to the federation: its settings (Ajustes), "Enviar a la federación",
"Cargar acuse…" and "Leer acuses del buzón…" (Encuentros). The work is documents/mail/'s;
here only what the delegate sees and types.

A password is never written anywhere: the OS keyring keeps it when there is one
(documents/mail/password_store.py); without, it is asked each time the delegate sends or reads,
and the last one the server accepted stays in this process's memory only, for the outbox's
background retry (ui/outbox_retry.py), until the app closes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QInputDialog,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from delegate_app.store import outbox
from delegate_app.store.database import Database
from delegate_app.ui import messages
from delegate_app.ui.dialog_parts import save_cancel
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP, translate
from delegate_app.ui.mail_authority import AuthorityRow

if TYPE_CHECKING:
    import ssl

    from delegate_app.documents.mail.receipts_in import ReceiptRead
    from delegate_app.documents.registry import Registry


class MailSettingsDialog(QDialog):
    """Server, port, security, user, sender and the federation's address; never the password."""

    def __init__(self, db: Database, parent: QWidget | None = None):
        super().__init__(parent)
        self.db = db
        self.setWindowTitle(self.tr("Correo a la federación"))
        self.setMinimumWidth(560)  # addresses are long; a clipped one cannot be checked
        values = outbox.mail_settings(db)
        self.serverEdit = QLineEdit(values.get(outbox.SERVER, ""))
        self.portSpin = QSpinBox()
        self.portSpin.setRange(1, 65535)
        self.portSpin.setValue(int(values.get(outbox.PORT, "587") or 587))
        self.securityCombo = QComboBox()
        self.securityCombo.addItem(self.tr("STARTTLS (puerto 587)"), "starttls")
        self.securityCombo.addItem(self.tr("TLS (puerto 465)"), "tls")
        self.securityCombo.setCurrentIndex(
            max(0, self.securityCombo.findData(values.get(outbox.SECURITY, "starttls")))
        )
        self.userEdit = QLineEdit(values.get(outbox.USER, ""))
        self.senderEdit = QLineEdit(values.get(outbox.SENDER, ""))
        self.federationEdit = QLineEdit(values.get(outbox.FEDERATION, ""))
        self.mailboxEdit = QLineEdit(values.get(outbox.IMAP, ""))
        self.mailboxEdit.setPlaceholderText(self.tr("(opcional) imaps://usuario@servidor/INBOX"))
        self.mailboxEdit.setToolTip(
            self.tr("El buzón del club donde llegan los acuses de recibo de la federación")
        )
        self.authority = AuthorityRow(
            self,
            values.get(outbox.SERVER_CA_NAME, ""),
            values.get(outbox.SERVER_CA, ""),
            self.tr(
                "Solo si el certificado de los servidores de correo del club (el SMTP y el "
                "buzón de los acuses) no es de una autoridad que el sistema reconozca (uno "
                "propio, o autofirmado): el certificado (.pem) de la autoridad que lo firmó. Se "
                "guarda el certificado en la base de datos del club. Déjelo vacío para usar las "
                "del sistema"
            ),
        )
        form = QFormLayout()
        form.addRow(self.tr("&Servidor SMTP:"), self.serverEdit)
        form.addRow(self.tr("&Puerto:"), self.portSpin)
        form.addRow(self.tr("S&eguridad:"), self.securityCombo)
        form.addRow(self.authority.label, self.authority.row)
        form.addRow(self.tr("&Usuario:"), self.userEdit)
        form.addRow(self.tr("&Remitente (el club):"), self.senderEdit)
        form.addRow(self.tr("Dirección de la &federación:"), self.federationEdit)
        form.addRow(self.tr("&Buzón de los acuses:"), self.mailboxEdit)
        buttons = save_cancel(self, self.save)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def values(self) -> dict[str, str]:
        return {
            outbox.SERVER: self.serverEdit.text().strip(),
            outbox.PORT: str(self.portSpin.value()),
            outbox.SECURITY: self.securityCombo.currentData(),
            outbox.USER: self.userEdit.text().strip(),
            outbox.SENDER: self.senderEdit.text().strip(),
            outbox.FEDERATION: self.federationEdit.text().strip(),
            outbox.IMAP: self.mailboxEdit.text().strip(),
        }

    def save(self) -> None:
        """Checked, then stored; anything wrong is said and nothing changes."""
        from delegate_app.documents.mail.imap_reader import ImapError, parse_address
        from delegate_app.documents.mail.outbox_send import settings_from
        from delegate_app.documents.mail.smtp_sender import SendError
        from delegate_app.store.errors import StoreError

        values = self.values()
        problem = settings_from(values).problem()
        if not problem and values[outbox.IMAP]:
            try:
                parse_address(values[outbox.IMAP])
            except ImapError as exc:
                problem = str(exc)
        if not problem:
            try:
                name, pem = self.authority.authority()
                values |= {outbox.SERVER_CA_NAME: Path(name).name if pem else "",
                           outbox.SERVER_CA: pem}  # fmt: skip
                outbox.set_mail_settings(self.db, values)
            except (SendError, StoreError) as exc:
                problem = str(exc)
        if problem:
            messages.warn(self, self.windowTitle(), problem)
            return
        self.accept()


_typed: dict[tuple[str, str], str] = {}  # (user, host) -> password typed in this process


def known_password(user: str, host: str) -> str | None:
    """For the background retry, which never asks: the keyring's, else the one last typed
    since the app started (memory only); None: nothing is sent until the delegate acts."""
    from delegate_app.documents.mail import password_store

    return password_store.saved_password(user, host) or _typed.get((user, host))


def ask_password(parent: QWidget | None, title: str, user: str, host: str) -> str | None:
    """The keyring's password, else asked (each time: without a keyring nothing keeps it)."""
    from delegate_app.documents.mail import password_store

    found = password_store.saved_password(user, host)
    if found:
        return found
    password, ok = QInputDialog.getText(
        parent,
        title,
        translate("OutboxSend", "Contraseña de {user} en {host}:").format(user=user, host=host),
        QLineEdit.EchoMode.Password,
    )
    return password if ok and password else None


def mail_context(
    parent: QWidget | None, title: str, ca_pem: str | None = None
) -> ssl.SSLContext | None:
    """The TLS context for the mail server (the system's, or trusting only the saved authority
    `ca_pem` when there is one), or None after saying why there is none."""
    from delegate_app.documents.mail.smtp_sender import (
        SendError,
        tls_context,
        tls_context_with_ca,
    )

    try:
        return tls_context_with_ca(ca_pem) if ca_pem else tls_context()
    except SendError as exc:
        messages.warn(parent, title, str(exc))
        return None


def club_mail_context(parent: QWidget | None, db: Database, title: str) -> ssl.SSLContext | None:
    """The club's SMTP server's TLS context (its saved authority, else the system's), or None
    after saying why there is none."""
    from delegate_app.documents.mail.outbox_send import club_context
    from delegate_app.documents.mail.smtp_sender import SendError

    try:
        return club_context(db)
    except SendError as exc:
        messages.warn(parent, title, str(exc))
        return None


def keep_password(user: str, host: str, password: str) -> None:
    """After the server accepted it: into the keyring if there is one, else in this process's
    memory for the background retry only (the next action asks again)."""
    from delegate_app.documents.mail import password_store

    if not password_store.save_password(user, host, password):
        _typed[(user, host)] = password


def send_to_federation(
    parent: QWidget, db: Database, match_id: int, on_end: Callable[[], None] | None = None
) -> bool:
    """Queue the signed acta the delegate picks and send what is due (off the window's
    thread; `on_end` once the exchange is over); True when queued."""
    from delegate_app.documents.mail import outbox_send

    title = translate("OutboxSend", "Enviar a la federación")
    path = messages.open_file(parent, title, translate("OutboxSend", "Acta firmada (*.pdf)"))
    if not path:
        return False
    try:
        with open(path, "rb") as stream:
            pdf = stream.read()
        outbox_send.queue_signed_acta(db, match_id, pdf)
    except (OSError, outbox_send.QueueError) as exc:
        messages.warn(parent, title, str(exc))
        return False
    send_pending(parent, db, title, on_end)
    return True


def send_pending(
    parent: QWidget, db: Database, title: str, on_end: Callable[[], None] | None = None
) -> bool:
    """Send every pending acta of the outbox now (the keyring's password, else asked) on the
    screen's mail lane (ui/mail_work.py), and say what happened when the server has answered;
    whatever does not go stays pending. True when the sending started."""
    from delegate_app.documents.mail import outbox_send
    from delegate_app.ui.mail_work import alive, work_of

    settings = outbox_send.settings_of(db)
    if settings.problem():
        messages.info(
            parent,
            title,
            translate(
                "OutboxSend",
                "El acta queda pendiente de envío: falta configurar el correo en Ajustes.",
            ),
        )
        return False
    work = work_of(parent)
    if work.busy:
        messages.info(parent, title, translate("OutboxSend", BUSY))
        return False
    password = ask_password(parent, title, settings.user, settings.host)
    if password is None:
        messages.info(parent, title, translate("OutboxSend", "El acta queda pendiente de envío."))
        return False
    context = club_mail_context(parent, db, title)
    if context is None:
        return False

    def sent(attempts: list[outbox_send.Attempt]) -> None:
        failures = [a for a in attempts if a.error is not None]
        if failures:
            messages.warn(
                alive(parent),
                title,
                translate(
                    "OutboxSend",
                    "No se ha podido enviar; el acta sigue pendiente de envío:\n{reason}",
                ).format(reason=failures[0].error),
            )
        else:
            keep_password(settings.user, settings.host, password)
            messages.info(
                alive(parent),
                title,
                translate("OutboxSend", "Enviada a {address}.").format(address=settings.federation),
            )
        if on_end is not None:
            on_end()

    def broken(error: Exception) -> None:
        messages.warn(alive(parent), title, translate("OutboxSend", STOPPED).format(reason=error))
        if on_end is not None:
            on_end()

    return work.run(
        translate("OutboxSend", "Enviando a la federación por correo…"),
        lambda should_stop: outbox_send.send_due(
            db, settings, password, context, all_pending=True, should_stop=should_stop
        ),
        sent,
        broken,
    )


BUSY = QT_TRANSLATE_NOOP(
    "OutboxSend", "Hay un envío de correo en curso: espere a que termine e inténtelo de nuevo."
)
STOPPED = QT_TRANSLATE_NOOP(
    "OutboxSend",
    "El envío se ha interrumpido; lo que no se envió sigue pendiente de envío:\n{reason}",
)


# --------------------------------------------------------------------------- receipts


def _registry(parent: QWidget, db: Database, title: str) -> Registry | None:
    from delegate_app.documents.registry import RegistryError, installed_registry

    try:
        registry = installed_registry(db.path)
    except RegistryError as exc:
        messages.warn(parent, title, str(exc))
        return None
    if registry is None:
        messages.warn(
            parent,
            title,
            translate(
                "OutboxReceipts",
                "No hay registro federativo instalado: sin él no se puede comprobar que el "
                "acuse es de la federación. Instálelo en Ajustes → Registro federativo.",
            ),
        )
    return registry


def load_receipt_files(parent: QWidget, db: Database) -> bool:
    """ "Cargar acuse…": receipt PDFs the delegate picks, each verified and matched; True when
    any was judged (the screen then shows the new states)."""
    from PySide6.QtWidgets import QFileDialog

    from delegate_app.documents.mail import receipts_in

    title = translate("OutboxReceipts", "Cargar acuse de recibo")
    paths, _ = QFileDialog.getOpenFileNames(
        parent, title, "", translate("OutboxReceipts", "Acuses de recibo (*.pdf)")
    )
    if not paths:
        return False
    registry = _registry(parent, db, title)
    if registry is None:
        return False
    results = []
    for path in paths:
        try:
            with open(path, "rb") as stream:
                pdf = stream.read()
        except OSError as exc:
            from delegate_app.os_errors import os_reason

            results.append(receipts_in.ReceiptRead(path, None, os_reason(exc)))
            continue
        results.append(receipts_in.judge(db, path, pdf, registry))
    show_receipts(parent, title, results)
    return True


def read_receipts_from_mailbox(
    parent: QWidget, db: Database, on_end: Callable[[], None] | None = None
) -> bool:
    """ "Leer acuses del buzón…": the club's mailbox (Ajustes → Correo) read, only read, off
    the window's thread; the receipts are shown, and `on_end` called, once it is read. True
    when the reading started."""
    from delegate_app.documents.mail import receipts_in
    from delegate_app.documents.mail.imap_reader import ImapError, Mailbox, parse_address
    from delegate_app.documents.mail.outbox_send import club_mailbox_context
    from delegate_app.ui.mail_work import alive, work_of

    title = translate("OutboxReceipts", "Leer acuses del buzón")
    where = outbox.mail_settings(db).get(outbox.IMAP, "")
    if not where:
        messages.info(
            parent,
            title,
            translate(
                "OutboxReceipts",
                "Indique el buzón de los acuses en Ajustes → Correo…, o cargue "
                "el acuse desde un archivo («Cargar acuse…»).",
            ),
        )
        return False
    work = work_of(parent)
    if work.busy:
        messages.info(parent, title, translate("OutboxSend", BUSY))
        return False
    registry = _registry(parent, db, title)
    if registry is None:
        return False
    try:
        address = parse_address(where)
        context = club_mailbox_context(db)
    except ImapError as exc:
        messages.warn(parent, title, str(exc))
        return False
    password = ask_password(parent, title, address.user, address.host)
    if password is None:
        return False

    def read(_should_stop: Callable[[], bool]) -> list[ReceiptRead]:
        with Mailbox(address, password, context, receipts_in.MAX_MESSAGE_BYTES) as mailbox:
            return receipts_in.read_mailbox(db, mailbox, registry)

    def shown(results: list[ReceiptRead]) -> None:
        keep_password(address.user, address.host, password)
        show_receipts(alive(parent), title, results)
        if on_end is not None:
            on_end()

    def refused(error: Exception) -> None:
        # ImapError says what the server did in Spanish; anything else is the database's
        text = (
            str(error)
            if isinstance(error, ImapError)
            else translate("OutboxReceipts", STOPPED_READING).format(reason=error)
        )
        messages.warn(alive(parent), title, text)
        if on_end is not None:
            on_end()

    return work.run(
        translate("OutboxReceipts", "Leyendo el buzón de los acuses…"), read, shown, refused
    )


STOPPED_READING = QT_TRANSLATE_NOOP(
    "OutboxReceipts", "No se ha podido terminar de leer el buzón: {reason}"
)


def receipt_text(result: ReceiptRead) -> str:
    """The receipt's verdict; a refused one in the words of the check (it changes nothing)."""
    if result.item is None:
        return str(result.problem)
    if result.item.state == outbox.REFUSED:
        return translate("OutboxReceipts", "{file}: rechazada por la federación ({reason})").format(
            file=result.item.file_name, reason=result.item.last_error or "—"
        )
    if result.item.received_at is None:
        return outbox.state_text(result.item)
    return translate(
        "OutboxReceipts", "{file}: recibida por la federación el {time}, aceptada"
    ).format(file=result.item.file_name, time=f"{result.item.received_at:%d/%m/%Y %H:%M}")


def show_receipts(parent: QWidget | None, title: str, results: list[ReceiptRead]) -> None:
    if not results:
        messages.info(
            parent, title, translate("OutboxReceipts", "No hay acuses de recibo en el buzón.")
        )
        return
    lines = [f"{r.where}:\n    {receipt_text(r)}" for r in results if not r.before]
    old = sum(1 for r in results if r.before)
    if old:
        lines.append(
            translate("OutboxReceipts", "Acuses ya leídos antes: {count}.").format(count=old)
        )
    text = "\n".join(lines)
    # A rejection is bad news too: the acta must be corrected and sent again.
    if any(r.problem or (r.item and r.item.state == outbox.REFUSED) for r in results):
        messages.warn(parent, title, text)
    else:
        messages.info(parent, title, text)
