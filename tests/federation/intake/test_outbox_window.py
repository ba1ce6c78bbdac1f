"""The club's outbox as the delegate uses it: mail set up once in Ajustes, "Enviar a la
federación…" in Encuentros on the match's row, and the acta's state in the row afterwards; the
mail goes to the real test SMTP server (trusted through the tests' CA)."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from delegate_app.store import outbox
from delegate_app.ui import messages
from delegate_app.ui.mail_dialogs import MailSettingsDialog
from delegate_app.ui.screens.matches import MatchesScreen
from tests.helpers.actas import locked_match
from tests.helpers.mail_servers import fetch_folder

SIZE = (1366, 768)
SHOTS = os.environ.get("DELEGADO_SHOTS")  # a folder: the screenshots of this test go there


@pytest.fixture
def club(intake_db):
    from sqlmodel import delete

    from delegate_app.store.models import MailSetting, OutboxItem

    def empty() -> None:
        with intake_db.session() as s, s.begin():
            s.exec(delete(OutboxItem))
            s.exec(delete(MailSetting))

    empty()
    yield intake_db
    empty()


def _row_of(screen, match_id):
    return next(r for r, m in enumerate(screen._matches) if m.id == match_id)


def test_set_up_send_and_see_the_state_in_encuentros(
    qtbot, mail, folder, club, signed, tmp_path, monkeypatch
):
    from delegate_app.ui.preferences import open_settings

    dialog = MailSettingsDialog(club)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.serverEdit, "127.0.0.1")
    dialog.portSpin.setValue(mail.smtp_port)
    qtbot.keyClicks(dialog.userEdit, "club")
    qtbot.keyClicks(dialog.senderEdit, "delegado@club.test")
    dialog.federationEdit.setText("no es una dirección")  # QTest types no accents
    warned = []
    monkeypatch.setattr(messages, "warn", lambda _p, _t, text: warned.append(text))
    save = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    assert warned and "no es una dirección de correo" in warned[0]
    assert outbox.mail_settings(club) == {}
    dialog.federationEdit.setText(f"federacion+{folder}@federacion.test")
    # the tests' server has a certificate of its own authority, as a federation's may have:
    # the delegate picks that authority's certificate; a file that is not one is refused
    not_pem = tmp_path / "no-es.pem"
    not_pem.write_text("hola", encoding="utf-8")
    qtbot.keyClicks(dialog.authority.edit, str(not_pem))
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    assert f"No se pueden leer los certificados de «{not_pem}»" in warned[-1]
    assert outbox.mail_settings(club) == {}
    authority = tmp_path / "autoridad-del-servidor.pem"
    authority.write_bytes(mail.ca_file.read_bytes())
    monkeypatch.setattr(
        "delegate_app.ui.mail_authority.QFileDialog.getOpenFileName",
        lambda *_a, **_k: (str(authority), ""),
    )
    qtbot.mouseClick(dialog.authority.button, Qt.MouseButton.LeftButton)
    assert dialog.authority.edit.text() == str(authority)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    assert outbox.mail_settings(club)[outbox.SERVER] == "127.0.0.1"
    assert outbox.mail_settings(club)[outbox.SERVER_CA_NAME] == "autoridad-del-servidor.pem"
    authority.unlink()  # kept in the database, not as a path
    again = MailSettingsDialog(club)
    qtbot.addWidget(again)
    assert again.authority.edit.text() == "autoridad-del-servidor.pem"

    match = locked_match(club, "ajedrez")
    path = tmp_path / "firmada.pdf"
    path.write_bytes(signed["ajedrez"])
    screen = MatchesScreen(club, settings=open_settings())
    qtbot.addWidget(screen)
    screen.resize(*SIZE)
    screen.show()
    qtbot.waitExposed(screen)
    assert screen.select_match(match)
    assert screen.sendButton.isEnabled()
    monkeypatch.setattr(messages, "open_file", lambda *_a: str(path))
    told = []
    monkeypatch.setattr(messages, "info", lambda _p, _t, text: told.append(text))

    def type_password() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(50, type_password)
            return
        qtbot.keyClicks(box.findChild(type(dialog.serverEdit)), mail.club_password)
        box.accept()

    QTimer.singleShot(50, type_password)
    qtbot.mouseClick(screen.sendButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not screen.mailWork.busy, timeout=60_000)  # sent off its thread
    assert told and told[-1] == f"Enviada a federacion+{folder}@federacion.test."
    state = screen.table.item(_row_of(screen, match), 6).text()
    assert state.startswith("Enviada el ")
    assert "Acta cerrada" in screen.table.item(_row_of(screen, match), 6).toolTip()
    assert len(fetch_folder(mail, folder)) == 1
    if SHOTS:
        _screenshots(qtbot, club, match)


def _screenshots(qtbot, club, match) -> None:
    """Encuentros and the mail settings in Spanish and English, at 1366x768 (for the docs)."""
    from delegate_app.ui import i18n
    from delegate_app.ui.preferences import open_settings

    app = QApplication.instance()
    try:
        for language in ("es", "en"):
            i18n.install_language(app, language)
            screen = MatchesScreen(club, settings=open_settings())
            qtbot.addWidget(screen)
            screen.resize(*SIZE)
            screen.show()
            screen.select_match(match)
            qtbot.waitExposed(screen)
            screen.grab().save(os.path.join(SHOTS, f"encuentros-enviada-{language}.png"))
            dialog = MailSettingsDialog(club)
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            dialog.grab().save(os.path.join(SHOTS, f"ajustes-correo-{language}.png"))
    finally:
        for translator in list(i18n._installed):
            app.removeTranslator(translator)
        i18n._installed.clear()


def test_a_pending_acta_says_so_and_a_wrong_file_changes_nothing(
    qtbot, club, signed, received, tmp_path, monkeypatch
):
    from delegate_app.documents.mail.outbox_send import queue_signed_acta
    from delegate_app.ui.preferences import open_settings

    chess, domino = locked_match(club, "ajedrez"), locked_match(club, "domino")
    queue_signed_acta(club, domino, signed["domino"])
    screen = MatchesScreen(club, settings=open_settings())
    qtbot.addWidget(screen)
    assert screen.table.item(_row_of(screen, domino), 6).text() == "Pendiente de envío"
    unsigned = tmp_path / "sin-firma.pdf"
    unsigned.write_bytes(received["ajedrez"].pdf)
    monkeypatch.setattr(messages, "open_file", lambda *_a: str(unsigned))
    warned = []
    monkeypatch.setattr(messages, "warn", lambda _p, _t, text: warned.append(text))
    assert screen.select_match(chess)
    qtbot.mouseClick(screen.sendButton, Qt.MouseButton.LeftButton)
    assert warned == ["El PDF no lleva ninguna firma digital: expórtelo firmado."]
    assert set(outbox.states(club)) == {domino}
