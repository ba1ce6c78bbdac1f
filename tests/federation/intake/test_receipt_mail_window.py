"""The Federación window's "Ajustes del correo…" (issue 27, item 3, window side): what
`federacion importar --enviar-acuses` takes on the command line, set once in the window and
kept in the federation's database for every clerk, the password never in it (the OS keyring,
else asked each time). "Leer el buzón" then mails each receipt to the club's address in the
signed registry, on the real test servers; bad input is said in Spanish and changes nothing."""

from __future__ import annotations

import argparse
import os

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QInputDialog, QLineEdit

from delegate_app.documents import registry as registry_module
from delegate_app.documents.mail import password_store, smtp_sender
from delegate_app.store.federation import settings as fed_settings
from delegate_app.ui import messages
from tests.helpers.fake_keyring import install as install_keyring
from tests.helpers.intake_files import mail_with
from tests.helpers.mail_servers import fetch_folder
from tests.helpers.security import PASSPHRASE, registry_of

SIZE = (1366, 768)
SHOTS = os.environ.get("DELEGADO_SHOTS")


@pytest.fixture
def mailed_registry(received, intake_clubs, intake_federation, folder):
    """The registry with the chess home club's delegate address: the club's test folder."""
    mails = {received["ajedrez"].home_club: f"club+{folder}@club.test"}
    return registry_module.load_registry(registry_of(intake_clubs, intake_federation, mails=mails))


@pytest.fixture
def fed_db(tmp_path):
    from delegate_app.store.federation.database import open_federation_db

    db = open_federation_db(str(tmp_path / "federacion.sqlite3"), create=True)
    yield db
    db.close()


@pytest.fixture
def warned(monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(messages, "warn", lambda _p, _t, text: shown.append(text))
    monkeypatch.setattr(messages, "error", lambda _p, _t, text, *_a: shown.append(text))
    return shown


def _window(qtbot, db, registry, receipts=None):
    from delegate_app.ui.federation.window import FederationWindow

    window = FederationWindow(db, registry, receipts, workers=0)
    qtbot.addWidget(window)
    window.resize(*SIZE)
    window.show()
    qtbot.waitExposed(window)
    return window


def _issuer(federation_p12, registry, tmp_path, monkeypatch):
    from delegate_app.commands.federation import receipt_issuer

    monkeypatch.setenv("CLAVE_FED", PASSPHRASE)
    args = argparse.Namespace(
        p12=federation_p12, passphrase_env="CLAVE_FED", acuses=tmp_path / "acuses", db="x"
    )
    return receipt_issuer(args, registry)


def _when_shown(kind, then) -> None:
    """Once a modal `kind` is on screen (opened by a click), `then(it)`."""

    def look() -> None:
        shown = QApplication.activeModalWidget()
        if not isinstance(shown, kind):
            QTimer.singleShot(20, look)
            return
        then(shown)

    QTimer.singleShot(0, look)


def _type_into(qtbot, dialog, *, server, port, user, sender, mail_on_read) -> None:
    for edit, text in (
        (dialog.serverEdit, server),
        (dialog.portEdit, port),
        (dialog.userEdit, user),
        (dialog.senderEdit, sender),
    ):
        edit.selectAll()
        qtbot.keyClick(edit, Qt.Key.Key_Delete)
        qtbot.keyClicks(edit, text)
    if dialog.mailCheck.isChecked() != mail_on_read:
        dialog.mailCheck.setFocus()
        qtbot.keyClick(dialog.mailCheck, Qt.Key.Key_Space)
    assert dialog.mailCheck.isChecked() == mail_on_read


def _save(qtbot, dialog) -> None:
    button = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_bad_mail_settings_are_said_and_change_nothing(qtbot, fed_db, intake_registry, warned):
    from delegate_app.store.federation.office_log import entries
    from delegate_app.ui.federation.mail_settings_dialog import ReceiptMailDialog

    window = _window(qtbot, fed_db, intake_registry)
    assert window.mailSettingsButton.isEnabled()
    dialog = ReceiptMailDialog(fed_db, window)
    qtbot.addWidget(dialog)
    dialog.show()
    for typed, said in (
        (dict(server="127.0.0.1", port="cinco"), "El puerto «cinco» no es un número"),
        (dict(server="127.0.0.1", port="70000"), "El puerto 70000 no es válido"),
        (dict(server="", port="587"), "Indique el servidor de envío (SMTP)"),
        (dict(server="mal servidor", port="587"), "no es el nombre de un servidor de correo"),
        (dict(server="127.0.0.1", port="587", user=""), "Indique el usuario"),
        (dict(server="127.0.0.1", port="587", sender="actas"), "no es una dirección de correo"),
    ):
        values = dict(user="federacion", sender="actas@federacion.test") | typed
        _type_into(qtbot, dialog, mail_on_read=True, **values)  # type: ignore[arg-type]
        warned.clear()
        _save(qtbot, dialog)
        assert len(warned) == 1 and said in warned[0], (typed, warned)
        assert dialog.isVisible()
        assert fed_settings.receipt_mail(fed_db) == fed_settings.ReceiptMail()
    assert entries(fed_db) == []  # nothing in the office's log either


def test_reading_the_mailbox_mails_each_receipt_to_the_club(
    qtbot, mail, folder, signed, received, mailed_registry, federation_p12, fed_db, warned,
    tmp_path, monkeypatch,
):  # fmt: skip
    from delegate_app.ui.federation.mailbox_dialog import MailboxDialog

    store = install_keyring(monkeypatch)  # this computer has a keyring
    trusted = smtp_sender.tls_context(mail.ca_file)  # verification stays on: the tests' CA
    monkeypatch.setattr(smtp_sender, "tls_context", lambda *_a: trusted)
    mail.deliver(bytes(mail_with({"ajedrez.pdf": signed["ajedrez"]}, received=None)), folder)
    mail.deliver(bytes(mail_with({"domino.pdf": signed["domino"]}, received=None)), folder)
    receipts = _issuer(federation_p12, mailed_registry, tmp_path, monkeypatch)
    window = _window(qtbot, fed_db, mailed_registry, receipts)

    from delegate_app.ui.federation.mail_settings_dialog import ReceiptMailDialog

    def fill(dialog) -> None:
        _type_into(
            qtbot, dialog, server="127.0.0.1", port=str(mail.smtp_port), user="federacion",
            sender="actas@federacion.test", mail_on_read=True,
        )  # fmt: skip
        if SHOTS:
            _shots(qtbot, window, dialog)
        _save(qtbot, dialog)

    _when_shown(ReceiptMailDialog, fill)
    qtbot.mouseClick(window.mailSettingsButton, Qt.MouseButton.LeftButton)
    assert warned == []
    stored = fed_settings.receipt_mail(fed_db)
    assert (stored.server, stored.port, stored.security) == (
        "127.0.0.1",
        mail.smtp_port,
        "starttls",
    )
    assert stored.mail_on_read and stored.sender == "actas@federacion.test"
    # the password is nowhere in the database
    with fed_db.engine.connect() as c:
        from sqlalchemy import text

        rows = c.execute(text("select value from fed_setting")).all()
    assert all(mail.imap_password not in value for (value,) in rows)

    # "Leer el buzón": the SMTP password is asked once (the keyring has none yet) and typed
    def answer(box) -> None:
        edit = box.findChild(QLineEdit)
        qtbot.keyClicks(edit, mail.imap_password)
        qtbot.keyClick(edit, Qt.Key.Key_Return)

    def mailbox(dialog) -> None:
        dialog.addressEdit.setText(mail.imap_url(folder))
        dialog.caEdit.setText(str(mail.ca_file))
        qtbot.keyClicks(dialog.passwordEdit, mail.imap_password)
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    _when_shown(MailboxDialog, mailbox)
    _when_shown(QInputDialog, answer)
    qtbot.mouseClick(window.mailboxButton, Qt.MouseButton.LeftButton)
    assert window.worker_thread is not None  # the mailbox is being read, off the window's thread
    qtbot.waitUntil(lambda: window.worker_thread is None, timeout=120_000)
    assert window.summaryLabel.text() == (
        "aceptadas: 2 · incompletas: 0 · rechazadas: 0 · acuses enviados por correo: 1 · "
        f"sin dirección en el registro: {received['domino'].home_club}"
    )
    assert warned == []
    if SHOTS:
        window.grab().save(os.path.join(SHOTS, "federacion-acuses-enviados-es.png"))
    [back] = fetch_folder(mail, folder, user="club")
    assert back["To"] == f"club+{folder}@club.test"
    assert (
        back["Subject"].startswith("Acuse de recibo ") and ": acta aceptada · " in back["Subject"]
    )
    # the server took it: the keyring keeps the password now, under the office's own entry
    assert store == {(password_store.OFFICE_SERVICE, "federacion@127.0.0.1"): mail.imap_password}


def test_without_the_federations_certificate_nothing_is_read(
    qtbot, mail, folder, signed, intake_registry, fed_db, warned
):
    from delegate_app.ui.federation.mailbox_dialog import MailboxDialog

    fed_settings.set_receipt_mail(
        fed_db,
        fed_settings.checked_receipt_mail(
            "127.0.0.1", str(mail.smtp_port), "starttls", "federacion", "a@federacion.test", True
        ),
    )
    mail.deliver(bytes(mail_with({"ajedrez.pdf": signed["ajedrez"]}, received=None)), folder)
    window = _window(qtbot, fed_db, intake_registry)  # opened without --p12
    dialog = MailboxDialog(window)
    qtbot.addWidget(dialog)
    dialog.addressEdit.setText(mail.imap_url(folder))
    dialog.caEdit.setText(str(mail.ca_file))
    qtbot.keyClicks(dialog.passwordEdit, mail.imap_password)
    dialog.check()
    assert not window.start_mailbox(dialog.target)
    assert window.worker_thread is None
    assert len(warned) == 1 and "sin el certificado de la federación (--p12)" in warned[0]
    assert "No se ha leído nada." in warned[0]
    assert window.receivedTable.rowCount() == 0


def _read_with_settings(qtbot, mail, folder, window, fed_db, smtp_password, monkeypatch):
    from delegate_app.ui.federation.mailbox_dialog import MailboxDialog

    fed_settings.set_receipt_mail(
        fed_db,
        fed_settings.checked_receipt_mail(
            "127.0.0.1", str(mail.smtp_port), "starttls", "federacion", "a@federacion.test", True
        ),
    )
    monkeypatch.setattr(window, "_ask_smtp_password", lambda *_a: smtp_password)
    dialog = MailboxDialog(window)
    qtbot.addWidget(dialog)
    dialog.addressEdit.setText(mail.imap_url(folder))
    dialog.caEdit.setText(str(mail.ca_file))
    qtbot.keyClicks(dialog.passwordEdit, mail.imap_password)
    dialog.check()
    assert window.start_mailbox(dialog.target)
    qtbot.waitUntil(lambda: window.worker_thread is None, timeout=120_000)


def test_a_wrong_smtp_password_is_said_before_the_mailbox_is_read(
    qtbot, mail, folder, signed, mailed_registry, federation_p12, fed_db, warned, tmp_path,
    monkeypatch,
):  # fmt: skip
    """Reading would mark the messages read with their receipts unmailed: the SMTP login is
    tried first, and when it is refused nothing is read, filed or issued."""
    store = install_keyring(monkeypatch)
    trusted = smtp_sender.tls_context(mail.ca_file)
    monkeypatch.setattr(smtp_sender, "tls_context", lambda *_a: trusted)
    mail.deliver(bytes(mail_with({"ajedrez.pdf": signed["ajedrez"]}, received=None)), folder)
    receipts = _issuer(federation_p12, mailed_registry, tmp_path, monkeypatch)
    window = _window(qtbot, fed_db, mailed_registry, receipts)
    _read_with_settings(qtbot, mail, folder, window, fed_db, "no-es-la-clave", monkeypatch)
    assert len(warned) == 1, warned
    assert warned[0].startswith("No se pueden enviar los acuses por correo: ")
    assert "autenticación rechazada" in warned[0] and "No se ha leído el buzón" in warned[0]
    assert window.receivedTable.rowCount() == 0
    assert "acuses enviados" not in window.summaryLabel.text()
    assert not (tmp_path / "acuses").exists() or not list((tmp_path / "acuses").iterdir())
    assert store == {}  # a refused password is not kept

    # the right password: the same message is read now, and its receipt goes
    warned.clear()
    _read_with_settings(qtbot, mail, folder, window, fed_db, mail.imap_password, monkeypatch)
    assert warned == []
    assert window.receivedTable.rowCount() == 1
    assert "acuses enviados por correo: 1" in window.summaryLabel.text()
    assert len(fetch_folder(mail, folder, user="club")) == 1


def test_a_receipt_the_server_refuses_is_said_and_the_acta_stays_filed(
    qtbot, mail, folder, signed, received, intake_clubs, intake_federation, federation_p12,
    fed_db, warned, tmp_path, monkeypatch,
):  # fmt: skip
    """The club's address in the registry is one the server refuses (550): the acta is filed
    and its receipt issued; the window says the receipt did not go, of which acta, and why."""
    mails = {received["ajedrez"].home_club: "nadie@club.test"}
    registry = registry_module.load_registry(
        registry_of(intake_clubs, intake_federation, mails=mails)
    )
    install_keyring(monkeypatch)
    trusted = smtp_sender.tls_context(mail.ca_file)
    monkeypatch.setattr(smtp_sender, "tls_context", lambda *_a: trusted)
    mail.deliver(bytes(mail_with({"ajedrez.pdf": signed["ajedrez"]}, received=None)), folder)
    receipts = _issuer(federation_p12, registry, tmp_path, monkeypatch)
    window = _window(qtbot, fed_db, registry, receipts)
    _read_with_settings(qtbot, mail, folder, window, fed_db, mail.imap_password, monkeypatch)
    summary = window.summaryLabel.text()
    assert summary.startswith("aceptadas: 1 · incompletas: 0 · rechazadas: 0")
    assert "acuses enviados por correo: 0 · 1 acuse" in summary
    assert "sin enviar por correo" in summary
    assert len(warned) == 1 and "destinatario rechazado" in warned[0], warned
    assert "ajedrez.pdf" in warned[0] and "nadie@club.test" in warned[0]
    assert len(list((tmp_path / "acuses").glob("*.pdf"))) == 1
    assert window.receivedTable.rowCount() == 1


def _read_mailbox(qtbot, mail, folder, window) -> None:
    from delegate_app.ui.federation.mailbox_dialog import MailboxDialog

    dialog = MailboxDialog(window)
    qtbot.addWidget(dialog)
    dialog.addressEdit.setText(mail.imap_url(folder))
    dialog.caEdit.setText(str(mail.ca_file))
    qtbot.keyClicks(dialog.passwordEdit, mail.imap_password)
    dialog.check()
    assert window.start_mailbox(dialog.target)
    qtbot.waitUntil(lambda: window.worker_thread is None, timeout=120_000)


def _settings_dialog(qtbot, window, *, ca: str | None = None):
    """The office's "Ajustes del correo…" filled for the test server; `ca` typed into the
    authority's field when given (as a clerk types a path; "" empties it)."""
    from delegate_app.ui.federation.mail_settings_dialog import ReceiptMailDialog

    dialog = ReceiptMailDialog(window.db, window)
    qtbot.addWidget(dialog)
    dialog.show()
    if ca is not None:
        dialog.caEdit.selectAll()
        qtbot.keyClick(dialog.caEdit, Qt.Key.Key_Delete)
        qtbot.keyClicks(dialog.caEdit, ca)
    return dialog


def test_the_sending_servers_authority_is_kept_for_every_clerk_and_trusted_to_mail(
    qtbot, mail, folder, signed, mailed_registry, federation_p12, fed_db, warned, tmp_path,
    monkeypatch,
):  # fmt: skip
    """The office's SMTP server has a certificate of its own authority (the tests' throwaway
    CA), which the system does not know. Without the authority in the settings nothing is
    trusted and nothing read; its .pem chosen in the dialog is kept in the database (the
    certificate, not the path: another clerk's computer has no such file) and mailing trusts
    it, and only for that server's certificate (verification is never turned off)."""
    install_keyring(monkeypatch)
    mail.deliver(bytes(mail_with({"ajedrez.pdf": signed["ajedrez"]}, received=None)), folder)
    receipts = _issuer(federation_p12, mailed_registry, tmp_path, monkeypatch)
    window = _window(qtbot, fed_db, mailed_registry, receipts)
    monkeypatch.setattr(window, "_ask_smtp_password", lambda *_a: mail.imap_password)
    dialog = _settings_dialog(qtbot, window)
    assert dialog.caEdit.text() == "" and dialog.caEdit.placeholderText() == "(la del sistema)"
    _type_into(
        qtbot, dialog, server="127.0.0.1", port=str(mail.smtp_port), user="federacion",
        sender="actas@federacion.test", mail_on_read=True,
    )  # fmt: skip
    _save(qtbot, dialog)
    assert warned == [] and fed_settings.receipt_mail(fed_db).ca_pem == ""

    # the system's authorities do not know the server's: said, and the mailbox is not read
    _read_mailbox(qtbot, mail, folder, window)
    assert len(warned) == 1 and "no es de confianza" in warned[0], warned
    assert "No se ha leído el buzón" in warned[0]
    assert window.receivedTable.rowCount() == 0

    # what is not a certificate, or no file at all, is said and changes nothing
    before = fed_settings.receipt_mail(fed_db)
    not_pem = tmp_path / "no-es-un-certificado.pem"
    not_pem.write_text("hola\n", encoding="utf-8")
    for ca, said in (
        (not_pem, "no es un PEM"),
        (tmp_path / "no-existe.pem", "No se pueden leer los certificados de"),
    ):
        warned.clear()
        dialog = _settings_dialog(qtbot, window, ca=str(ca))
        _save(qtbot, dialog)
        assert len(warned) == 1 and said in warned[0] and str(ca) in warned[0], warned
        assert dialog.isVisible()
        assert fed_settings.receipt_mail(fed_db) == before

    # the authority chosen from a file: its certificate is kept, not only where it was
    copy = tmp_path / "autoridad-servidor.pem"
    copy.write_bytes(mail.ca_file.read_bytes())
    warned.clear()
    dialog = _settings_dialog(qtbot, window)
    monkeypatch.setattr(
        "delegate_app.ui.mail_authority.QFileDialog.getOpenFileName",
        lambda *_a, **_k: (str(copy), ""),
    )
    qtbot.mouseClick(dialog.caButton, Qt.MouseButton.LeftButton)
    assert dialog.caEdit.text() == str(copy)
    _save(qtbot, dialog)
    assert warned == []
    stored = fed_settings.receipt_mail(fed_db)
    assert stored.ca_name == str(copy) and stored.ca_pem == mail.ca_file.read_text()
    # another clerk, whose computer has no such file: the stored authority stays as it is
    copy.unlink()
    dialog = _settings_dialog(qtbot, window)
    assert dialog.caEdit.text() == str(copy)
    _save(qtbot, dialog)
    assert warned == [] and fed_settings.receipt_mail(fed_db) == stored

    _read_mailbox(qtbot, mail, folder, window)
    assert warned == []
    assert window.receivedTable.rowCount() == 1
    assert "acuses enviados por correo: 1" in window.summaryLabel.text()
    [back] = fetch_folder(mail, folder, user="club")
    assert back["To"] == f"club+{folder}@club.test"

    # emptied: the system's authorities again
    dialog = _settings_dialog(qtbot, window, ca="")
    _save(qtbot, dialog)
    assert fed_settings.receipt_mail(fed_db).ca_pem == ""
    from delegate_app.store.federation.office_log import entries

    said = [e.detail for e in entries(fed_db) if "autoridad del servidor" in e.detail]
    assert f"autoridad del servidor: la de «{copy}»" in said[-2]
    assert said[-1].endswith("autoridad del servidor: la del sistema")


def _shots(qtbot, window, dialog) -> None:
    """The dialog and the window at 1366x768, Spanish and English (DELEGADO_SHOTS=folder)."""
    from delegate_app.ui import i18n
    from delegate_app.ui.federation.mail_settings_dialog import ReceiptMailDialog

    app = QApplication.instance()
    i18n.install_language(app, "es")  # Qt's own Spanish too (Guardar, Cancelar), as the app
    app.processEvents()
    dialog.grab().save(os.path.join(SHOTS, "federacion-ajustes-correo-es.png"))
    window.grab().save(os.path.join(SHOTS, "federacion-ventana-es.png"))
    try:
        i18n.install_language(app, "en")
        shown = ReceiptMailDialog(window.db, window)
        qtbot.addWidget(shown)
        shown.show()
        qtbot.waitExposed(shown)
        shown.grab().save(os.path.join(SHOTS, "federacion-ajustes-correo-en.png"))
        shown.close()
        english = _window(qtbot, window.db, window.registry)
        english.grab().save(os.path.join(SHOTS, "federacion-ventana-en.png"))
        english.close()
    finally:
        for translator in list(i18n._installed):
            app.removeTranslator(translator)
        i18n._installed.clear()
