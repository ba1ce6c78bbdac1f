""" "Reenviar acuses" of the Federación window: what `federacion reenviar-acuses` does, with the
office's saved mail settings (its server's authority included) and the password of the keyring
or asked. The receipts go from the database's copies, off the window's thread on its mail lane
(ui/mail_work.py), so the window keeps answering while the server is slow; closing the window
stops after the receipt in flight, with nothing half-recorded."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from delegate_app.store.errors import StoreError
from delegate_app.ui import messages
from delegate_app.ui.i18n import translate

if TYPE_CHECKING:
    from delegate_app.documents.mail.receipt_mail import ReceiptMailer, Resent

# The Federación window (ui/federation/window.py), which imports this module: named by what it
# is, not imported, so the two make no import circle.
FederationWindow = Any


def resend_receipts(window: FederationWindow) -> bool:
    """Mail again the receipts whose mailing failed; True when the sending started (what
    happened is said when the server has answered)."""
    from delegate_app.store.federation.receipt_mailings import unmailed
    from delegate_app.ui.mail_work import work_of

    title = translate("ReceiptResend", "Reenviar acuses")
    try:
        pending = unmailed(window.db)
    except StoreError as exc:
        messages.error(window, title, str(exc))
        return False
    if not pending:
        messages.info(
            window,
            title,
            translate("ReceiptResend", "No hay acuses de recibo pendientes de envío."),
        )
        return False
    work = work_of(window)
    if work.busy:
        messages.info(
            window,
            title,
            translate("ReceiptResend", "Ya se están enviando acuses: espere a que termine."),
        )
        return False
    mailer = _mailer(window, title)
    if mailer is None:
        return False
    window.resendButton.setEnabled(False)
    return work.run(
        translate("ReceiptResend", "Enviando los acuses por correo…"),
        lambda should_stop: _send(window.db, mailer, should_stop),
        lambda results: _done(window, mailer, results),
        lambda error: _failed(window, error),
    )


def _mailer(window: FederationWindow, title: str) -> ReceiptMailer | None:
    """From the saved settings: None, said, when they are missing or wrong."""
    from delegate_app.documents.mail import password_store
    from delegate_app.documents.mail.receipt_mail import ReceiptMailer, office_smtp
    from delegate_app.store.federation.settings import receipt_mail
    from delegate_app.ui.mail_dialogs import mail_context

    try:
        stored = receipt_mail(window.db)
    except StoreError as exc:
        messages.error(window, title, str(exc))
        return None
    settings = office_smtp(stored)
    if not stored.server or settings.problem():
        messages.warn(
            window,
            title,
            translate(
                "ReceiptResend", "Indique primero el servidor de envío en «Ajustes del correo…»."
            ),
        )
        return None
    context = mail_context(window, title, stored.ca_pem)
    if context is None:
        return None
    password = password_store.saved_password(
        stored.user, stored.server, password_store.OFFICE_SERVICE
    ) or window._ask_smtp_password(stored.user, stored.server)
    if not password:
        return None
    return ReceiptMailer(settings, password, context, window.registry)


def _send(db: Any, mailer: ReceiptMailer, should_stop: Any) -> list[Resent]:
    """Off the window's thread: the login first (refused: nothing sent), then each receipt."""
    from delegate_app.documents.mail.receipt_mail import resend_unmailed
    from delegate_app.documents.mail.smtp_sender import check_login

    check_login(mailer.settings, mailer.password, mailer.context)
    return resend_unmailed(db, mailer, should_stop)


def _done(window: FederationWindow, mailer: ReceiptMailer, results: list[Resent]) -> None:
    from delegate_app.documents.mail import password_store
    from delegate_app.ui.mail_work import alive

    shown = alive(window)
    password_store.save_password(  # the server accepted it
        mailer.settings.user, mailer.settings.host, mailer.password, password_store.OFFICE_SERVICE
    )
    if shown is None:
        return
    sent = sum(1 for r in results if r.sent)
    unsent = [r for r in results if r.pending]
    text = translate(
        "ReceiptResend", "acuses reenviados por correo: {sent} · sin enviar: {unsent}"
    ).format(sent=sent, unsent=len(unsent))
    window.summaryLabel.setText(text)
    window.resendButton.setEnabled(window.worker_thread is None)
    window.refresh()
    lines = "\n".join(f"{r.file_name}: {r.note}" for r in results[:10])
    if unsent:
        messages.warn(window, translate("ReceiptResend", "Reenviar acuses"), text + "\n\n" + lines)
    else:
        messages.info(window, translate("ReceiptResend", "Reenviar acuses"), text + "\n\n" + lines)


def _failed(window: FederationWindow, error: Exception) -> None:
    from delegate_app.ui.mail_work import alive

    shown = alive(window)
    if shown is None:
        return
    window.resendButton.setEnabled(window.worker_thread is None)
    reason = str(error)  # SendError and StoreError say it in Spanish
    messages.warn(
        window,
        translate("ReceiptResend", "Reenviar acuses"),
        translate(
            "ReceiptResend", "No se han enviado los acuses: {reason}\n\nSiguen pendientes de envío."
        ).format(reason=reason),
    )
