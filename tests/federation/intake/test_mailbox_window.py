"""The Federación window's "Leer el buzón…": the office's real IMAP mailbox read as a clerk
would, the same verdicts as `federacion importar --imap`, and a wrong password said in Spanish
with nothing filed."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from delegate_app.ui import messages
from tests.helpers.intake_files import mail_with

SHOTS = os.environ.get("DELEGADO_SHOTS")


def _open_window(qtbot, intake_registry, tmp_path):
    from delegate_app.store.federation.database import open_federation_db
    from delegate_app.ui.federation.window import FederationWindow

    db = open_federation_db(str(tmp_path / "federacion.sqlite3"), create=True)
    window = FederationWindow(db, intake_registry, workers=0)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window, db


def _fill(qtbot, dialog, mail, folder, password) -> None:
    dialog.addressEdit.setText(mail.imap_url(folder))
    dialog.caEdit.setText(str(mail.ca_file))
    qtbot.keyClicks(dialog.passwordEdit, password)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_the_window_reads_the_mailbox_once(
    qtbot, mail, folder, signed, intake_registry, tmp_path, monkeypatch
):
    from delegate_app.ui.federation.mailbox_dialog import MailboxDialog

    mail.deliver(bytes(mail_with({"ajedrez.pdf": signed["ajedrez"]}, received=None)), folder)
    mail.deliver(bytes(mail_with({"falsificada.pdf": signed["falsificada"]})), folder)
    window, db = _open_window(qtbot, intake_registry, tmp_path)
    try:
        failures = []
        monkeypatch.setattr(messages, "error", lambda _p, _t, text, *_a: failures.append(text))
        dialog = MailboxDialog(window)
        qtbot.addWidget(dialog)
        _fill(qtbot, dialog, mail, folder, "no-es-la-clave")
        window.start_mailbox(dialog.target)
        qtbot.waitUntil(lambda: window.worker_thread is None, timeout=120_000)
        assert failures and "autenticación rechazada" in failures[0]
        assert window.receivedTable.rowCount() == 0

        dialog = MailboxDialog(window)
        qtbot.addWidget(dialog)
        _fill(qtbot, dialog, mail, folder, mail.imap_password)
        if SHOTS:
            for language in ("es", "en"):
                _shot(qtbot, window, dialog, language)
        window.start_mailbox(dialog.target)
        qtbot.waitUntil(lambda: window.worker_thread is None, timeout=120_000)
        assert window.summaryLabel.text() == "aceptadas: 1 · incompletas: 0 · rechazadas: 1"
        assert window.receivedTable.rowCount() == 2
        window.start_mailbox(dialog.target)  # again: nothing new
        qtbot.waitUntil(lambda: window.worker_thread is None, timeout=120_000)
        assert window.summaryLabel.text() == "aceptadas: 0 · incompletas: 0 · rechazadas: 0"
        assert window.receivedTable.rowCount() == 2
    finally:
        window.close()
        db.close()


def _shot(qtbot, window, dialog, language) -> None:
    from delegate_app.ui import i18n
    from delegate_app.ui.federation.mailbox_dialog import MailboxDialog

    app = QApplication.instance()
    try:
        i18n.install_language(app, language)
        shown = MailboxDialog(window, dialog.addressEdit.text())
        qtbot.addWidget(shown)
        shown.caEdit.setText(dialog.caEdit.text())
        shown.show()
        qtbot.waitExposed(shown)
        shown.grab().save(os.path.join(SHOTS, f"buzon-dialogo-{language}.png"))
        shown.close()
    finally:
        for translator in list(i18n._installed):
            app.removeTranslator(translator)
        i18n._installed.clear()
    window.grab().save(os.path.join(SHOTS, "federacion-ventana-buzon.png"))
