"""The club's window talks to mail servers off its own thread (issue 27, window side): "Enviar
a la federación…", "Leer acuses del buzón…" and the acta mailed to the visiting delegate run on
the screen's mail lane (ui/mail_work.py), with a moving bar while the server is talked to; the
window answers all along, the result is said in Spanish when the server has answered, a failure
keeps the acta queued, and closing the window in the middle neither crashes nor loses the
queue. The servers are the real test ones; the slow one is a real socket that holds each
connection silent before passing it on (tests/helpers/cutting_proxy.py)."""

from __future__ import annotations

import os
import socket

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLineEdit

from delegate_app.documents.mail import outbox_send, password_store, smtp_sender
from delegate_app.store import outbox
from delegate_app.ui import mail_dialogs, messages
from tests.helpers.actas import locked_match
from tests.helpers.cutting_proxy import CuttingProxy
from tests.helpers.mail_servers import fetch_folder

SIZE = (1366, 768)
DELAY = 1.5  # seconds the slow server keeps silent before its greeting
SHOTS = os.environ.get("DELEGADO_SHOTS")


@pytest.fixture
def club(intake_db, mail, monkeypatch):
    from sqlmodel import delete

    from delegate_app.store.models import MailSetting, OutboxItem

    def empty() -> None:
        with intake_db.session() as s, s.begin():
            s.exec(delete(OutboxItem))
            s.exec(delete(MailSetting))

    empty()
    # no keyring: the password is typed, as on a computer without one
    monkeypatch.setattr(password_store, "saved_password", lambda *_a: None)
    monkeypatch.setattr(password_store, "save_password", lambda *_a: False)
    monkeypatch.setattr(mail_dialogs, "_typed", {})
    trusted = smtp_sender.tls_context(mail.ca_file)  # verification stays on: the tests' CA
    monkeypatch.setattr(smtp_sender, "tls_context", lambda *_a: trusted)
    yield intake_db
    empty()


@pytest.fixture
def said(monkeypatch):
    """Every message box, as (kind, text)."""
    shown: list[tuple[str, str]] = []
    for kind in ("info", "warn"):
        monkeypatch.setattr(messages, kind, lambda _p, _t, text, _k=kind: shown.append((_k, text)))
    return shown


def _settings(db, port: int, folder: str) -> None:
    outbox.set_mail_settings(
        db,
        {
            outbox.SERVER: "127.0.0.1",
            outbox.PORT: str(port),
            outbox.SECURITY: "starttls",
            outbox.USER: "club",
            outbox.SENDER: "delegado@club.test",
            outbox.FEDERATION: f"federacion+{folder}@federacion.test",
        },
    )


def _type_password_when_asked(qtbot, password: str) -> None:
    """The delegate types the password into the box the app opens, and presses Enter."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(20, answer)
            return
        edit = box.findChild(QLineEdit)
        qtbot.keyClicks(edit, password)
        qtbot.keyClick(edit, Qt.Key.Key_Return)

    QTimer.singleShot(20, answer)


def _row_state(screen, match_id) -> str:
    row = next(r for r, m in enumerate(screen._matches) if m.id == match_id)
    return screen.table.item(row, 6).text()


def _screen(qtbot, db):
    from delegate_app.ui.preferences import open_settings
    from delegate_app.ui.screens.matches import MatchesScreen

    screen = MatchesScreen(db, settings=open_settings())
    qtbot.addWidget(screen)
    screen.resize(*SIZE)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


class _Beat:
    """A 10 ms timer of the window's event loop: each tick says whether mail was in flight."""

    def __init__(self, screen) -> None:
        self.ticks: list[bool] = []
        self.timer = QTimer(screen)
        self.timer.setInterval(10)
        self.timer.timeout.connect(lambda: self.ticks.append(screen.mailWork.busy))
        self.timer.start()

    def busy(self) -> int:
        return sum(self.ticks)


def test_sending_to_a_slow_server_leaves_the_window_answering(
    qtbot, mail, folder, club, signed, said, tmp_path, monkeypatch
):
    match = locked_match(club, "ajedrez")
    path = tmp_path / "firmada.pdf"
    path.write_bytes(signed["ajedrez"])
    monkeypatch.setattr(messages, "open_file", lambda *_a: str(path))
    if SHOTS:  # the picture as the app shows it: Qt's Spanish too (dates, its own buttons)
        from delegate_app.ui import i18n

        i18n.install_language(QApplication.instance(), "es")
    with CuttingProxy(mail.smtp_port, None, delay=DELAY) as slow:
        _settings(club, slow.port, folder)
        screen = _screen(qtbot, club)
        assert screen.select_match(match) and screen.sendButton.isEnabled()
        assert not screen.busyBar.isVisible()
        beat = _Beat(screen)
        _type_password_when_asked(qtbot, mail.club_password)
        qtbot.mouseClick(screen.sendButton, Qt.MouseButton.LeftButton)
        # back from the click at once: the acta is queued and the server not answered yet
        assert screen.mailWork.busy and said == []
        assert _row_state(screen, match) == "Pendiente de envío"
        assert screen.busyBar.isVisible()
        assert screen.busyBar.label.text() == "Enviando a la federación por correo…"
        assert not screen.sendButton.isEnabled() and not screen.mailboxButton.isEnabled()
        if SHOTS:
            screen.grab().save(os.path.join(SHOTS, "encuentros-enviando-es.png"))
        qtbot.waitUntil(lambda: not screen.mailWork.busy, timeout=60_000)
    # the event loop ran all along the server's silence (10 ms ticks over 1.5 s)
    assert beat.busy() >= 20, beat.ticks
    assert said == [("info", f"Enviada a federacion+{folder}@federacion.test.")]
    assert _row_state(screen, match).startswith("Enviada el ")
    assert not screen.busyBar.isVisible() and screen.sendButton.isEnabled()
    assert len(fetch_folder(mail, folder)) == 1
    if SHOTS:
        _sending_in_english(qtbot, mail, folder, club, signed, tmp_path, monkeypatch)


def _sending_in_english(qtbot, mail, folder, club, signed, tmp_path, monkeypatch) -> None:
    """The same moment, the domino acta on its way, in the English interface (the manual's
    English mail page shows it)."""
    from delegate_app.ui import i18n

    app = QApplication.instance()
    match = locked_match(club, "domino")
    path = tmp_path / "signed.pdf"
    path.write_bytes(signed["domino"])
    monkeypatch.setattr(messages, "open_file", lambda *_a: str(path))
    try:
        i18n.install_language(app, "en")
        with CuttingProxy(mail.smtp_port, None, delay=DELAY) as slow:
            _settings(club, slow.port, folder)
            screen = _screen(qtbot, club)
            assert screen.select_match(match)
            _type_password_when_asked(qtbot, mail.club_password)
            qtbot.mouseClick(screen.sendButton, Qt.MouseButton.LeftButton)
            assert screen.busyBar.isVisible()
            assert screen.busyBar.label.text() == "Sending to the federation by mail…"
            screen.grab().save(os.path.join(SHOTS, "encuentros-enviando-en.png"))
            qtbot.waitUntil(lambda: not screen.mailWork.busy, timeout=60_000)
    finally:
        for translator in list(i18n._installed):
            app.removeTranslator(translator)
        i18n._installed.clear()


def test_a_failure_is_said_in_spanish_and_the_acta_stays_queued(
    qtbot, club, signed, said, tmp_path, monkeypatch
):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed = probe.getsockname()[1]
    _settings(club, closed, "nadie")
    match = locked_match(club, "domino")
    path = tmp_path / "firmada.pdf"
    path.write_bytes(signed["domino"])
    monkeypatch.setattr(messages, "open_file", lambda *_a: str(path))
    screen = _screen(qtbot, club)
    assert screen.select_match(match)
    _type_password_when_asked(qtbot, "clave")
    qtbot.mouseClick(screen.sendButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not screen.mailWork.busy, timeout=60_000)
    ((kind, text),) = said
    assert kind == "warn"
    assert text.startswith("No se ha podido enviar; el acta sigue pendiente de envío:\n")
    assert "servidor inalcanzable" in text
    assert _row_state(screen, match) == "Pendiente de envío"
    (item,) = outbox.due(club, all_pending=True)
    assert item.attempts == 1 and "inalcanzable" in (item.last_error or "")
    assert mail_dialogs._typed == {}  # a password the server never accepted is not kept


def test_closing_the_window_mid_send_neither_crashes_nor_loses_the_queue(
    qtbot, mail, folder, club, signed, said, tmp_path, monkeypatch
):
    """Two actas queued; the window is closed while the slow server holds the first: that one
    is recorded as the server answers, the other stays queued untouched, nobody is called
    back, and no thread is left running (the suite's guard fails a test that leaves one)."""
    from delegate_app.ui.main_window import MATCHES, MainWindow
    from delegate_app.ui.preferences import open_settings

    chess, domino = locked_match(club, "ajedrez"), locked_match(club, "domino")
    outbox_send.queue_signed_acta(club, domino, signed["domino"])
    path = tmp_path / "firmada.pdf"
    path.write_bytes(signed["ajedrez"])
    monkeypatch.setattr(messages, "open_file", lambda *_a: str(path))
    with CuttingProxy(mail.smtp_port, None, delay=DELAY) as slow:
        _settings(club, slow.port, folder)
        window = MainWindow(club, open_settings())
        qtbot.addWidget(window)
        window.resize(*SIZE)
        window.show()
        window.show_screen(MATCHES)
        screen = window.matches
        assert screen.select_match(chess)
        _type_password_when_asked(qtbot, mail.club_password)
        qtbot.mouseClick(screen.sendButton, Qt.MouseButton.LeftButton)
        assert screen.mailWork.busy
        qtbot.waitUntil(lambda: slow.connections == 1, timeout=10_000)
        window.close()
        assert not screen.mailWork.busy and slow.connections == 1
    states = {match: item.state for match, item in outbox.states(club).items()}
    assert set(states) == {chess, domino}  # nothing lost
    assert sorted(states.values()) == sorted([outbox.PENDING, outbox.SENT])
    assert len(fetch_folder(mail, folder)) == 1
    qtbot.wait(50)  # the thread's end reaches the event loop: nobody is told anything
    assert said == []
    (left,) = outbox.due(club, all_pending=True)
    assert left.attempts == 0 and left.last_error is None


def test_the_receipts_mailbox_is_read_off_the_windows_thread(
    qtbot, mail, folder, club, said, monkeypatch
):
    """A mailbox with no receipt, behind the slow socket: the window answers while it is read,
    and then says there was none; a wrong password is said as the server's refusal. The
    server is trusted through the authority saved in Ajustes → Correo (no patch of TLS)."""
    from delegate_app.documents import registry as registry_module

    monkeypatch.setattr(registry_module, "installed_registry", lambda _path: object())
    mail.deliver(b"From: alguien@club.test\r\nSubject: hola\r\n\r\nnada\r\n", folder, "club")
    with CuttingProxy(mail.imap_port, None, delay=DELAY) as slow:
        outbox.set_mail_settings(
            club,
            {outbox.IMAP: f"imaps://club@127.0.0.1:{slow.port}/{folder}",
             outbox.SERVER_CA: mail.ca_file.read_text()},
        )  # fmt: skip
        screen = _screen(qtbot, club)
        beat = _Beat(screen)
        _type_password_when_asked(qtbot, mail.club_password)
        qtbot.mouseClick(screen.mailboxButton, Qt.MouseButton.LeftButton)
        assert screen.mailWork.busy and said == []
        assert screen.busyBar.label.text() == "Leyendo el buzón de los acuses…"
        qtbot.waitUntil(lambda: not screen.mailWork.busy, timeout=60_000)
        assert beat.busy() >= 20, beat.ticks
        assert said == [("info", "No hay acuses de recibo en el buzón.")]

        said.clear()
        _type_password_when_asked(qtbot, "no-es-la-clave")
        qtbot.mouseClick(screen.mailboxButton, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not screen.mailWork.busy, timeout=60_000)
    ((kind, text),) = said
    assert kind == "warn" and "autenticación" in text, text


def test_the_receipts_mailbox_without_its_servers_authority_is_refused_in_spanish(
    qtbot, mail, folder, club, said, monkeypatch
):
    """The saved authority is what makes the test server trusted: without it the system's
    authorities refuse the certificate before the password is sent; a saved authority that is
    not a certificate is said as such. Neither asks the password nor reads anything."""
    from delegate_app.documents import registry as registry_module

    monkeypatch.setattr(registry_module, "installed_registry", lambda _path: object())
    asked: list[str] = []
    monkeypatch.setattr(
        mail_dialogs, "ask_password", lambda *_a: asked.append("asked") or mail.club_password
    )
    mail.deliver(b"From: alguien@club.test\r\nSubject: hola\r\n\r\nnada\r\n", folder, "club")
    outbox.set_mail_settings(club, {outbox.IMAP: mail.imap_url(folder, user="club")})
    screen = _screen(qtbot, club)
    qtbot.mouseClick(screen.mailboxButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not screen.mailWork.busy, timeout=60_000)
    ((kind, text),) = said
    assert kind == "warn" and "no es de confianza" in text, text
    assert "no se ha enviado la contraseña" in text and "ajustes del correo" in text

    said.clear()
    # what the settings admit (it says it is one) but TLS cannot load
    broken = "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n"
    outbox.set_mail_settings(club, {outbox.SERVER_CA: broken})
    qtbot.mouseClick(screen.mailboxButton, Qt.MouseButton.LeftButton)
    assert not screen.mailWork.busy  # refused before anything starts
    assert said == [
        (
            "warn",
            "La autoridad del servidor guardada en los ajustes del correo no es un "
            "certificado PEM: elíjala de nuevo en los ajustes del correo.",
        )
    ]
    assert asked == ["asked"]  # only the first, whose server then refused to be trusted
    assert len(fetch_folder(mail, folder, user="club")) == 1


def test_the_acta_goes_to_the_visiting_delegate_off_the_windows_thread(
    qtbot, mail, folder, club, signed, said, tmp_path, monkeypatch
):
    from delegate_app.ui.mail_work import MailWork
    from delegate_app.ui.visitor_signing import mail_to_visitor

    match = locked_match(club, "ajedrez")
    path = tmp_path / "firmada.pdf"
    path.write_bytes(signed["ajedrez"])
    monkeypatch.setattr(messages, "open_file", lambda *_a: str(path))
    monkeypatch.setattr(password_store, "saved_password", lambda *_a: mail.club_password)
    visitor = f"federacion+{folder}@federacion.test"
    with CuttingProxy(mail.smtp_port, None, delay=DELAY) as slow:
        _settings(club, slow.port, "otra")
        work = MailWork()
        assert mail_to_visitor(None, club, match, address=visitor, work=work)
        assert work.busy and said == []
        # a second mail action waits for the first: it is said, nothing else starts
        assert not mail_to_visitor(None, club, match, address=visitor, work=work)
        assert said == [
            (
                "info",
                "Hay un envío de correo en curso: espere a que termine e inténtelo de nuevo.",
            )
        ]
        qtbot.waitUntil(lambda: not work.busy, timeout=60_000)
    assert said[-1] == ("info", f"Enviada a {visitor}.")
    assert slow.connections == 1
    [message] = fetch_folder(mail, folder)
    assert message["Subject"] == "Acta para firmar: firmada.pdf"
