"""The outbox retried in the background while Encuentros is open (issue 27, item 1): a QTimer
finds the actas whose back-off is over and a thread sends them, so the window keeps answering
while a server does not answer; once the server is back the acta goes and its row says so."""

from __future__ import annotations

import socket
from datetime import datetime, timedelta

import pytest
from PySide6.QtCore import QTimer

from delegate_app.documents.mail import outbox_send, smtp_sender
from delegate_app.store import outbox
from delegate_app.ui import mail_dialogs
from delegate_app.ui.screens.matches import MatchesScreen
from tests.helpers.actas import locked_match
from tests.helpers.mail_servers import fetch_folder


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


@pytest.fixture
def silent_server():
    """A port that takes the connection and never says a word (a hung server)."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        yield listener.getsockname()[1]


def test_a_due_acta_is_retried_off_the_windows_thread_until_it_goes(
    qtbot, mail, folder, club, signed, silent_server, monkeypatch
):
    from delegate_app.ui.preferences import open_settings

    match = locked_match(club, "ajedrez")
    item, _ = outbox_send.queue_signed_acta(club, match, signed["ajedrez"])
    outbox.set_mail_settings(
        club,
        {
            outbox.SERVER: "127.0.0.1",
            outbox.PORT: str(silent_server),
            outbox.SECURITY: "starttls",
            outbox.USER: "club",
            outbox.SENDER: "delegado@club.test",
            outbox.FEDERATION: f"federacion+{folder}@federacion.test",
        },
    )
    trusted = smtp_sender.tls_context(mail.ca_file)
    monkeypatch.setattr(smtp_sender, "tls_context", lambda *_a: trusted)
    monkeypatch.setattr(smtp_sender, "TIMEOUT_SECONDS", 2.0)
    monkeypatch.setattr(mail_dialogs, "_typed", {("club", "127.0.0.1"): mail.club_password})

    screen = MatchesScreen(club, settings=open_settings())
    qtbot.addWidget(screen)
    retry = screen.retry
    ticks = []
    beat = QTimer(screen)
    beat.setInterval(10)
    beat.timeout.connect(lambda: ticks.append(retry.sending))
    beat.start()
    with qtbot.waitSignal(retry.finished, timeout=30_000) as done:
        retry.timer.setInterval(50)
    # the window's event loop ran all along the two seconds the server kept silent
    assert sum(ticks) >= 20
    assert done.args == [0, 1]
    (pending,) = outbox.due(club, all_pending=True)
    assert pending.attempts == 1 and "no responde" in (pending.last_error or "")
    assert pending.next_attempt_at > datetime.now()  # the back-off holds it now
    retry.timer.setInterval(10)
    qtbot.wait(200)
    assert not retry.sending and outbox.due(club, all_pending=True)[0].attempts == 1

    # the server is back and the wait is over: the timer sends it and the row says so
    outbox.set_mail_settings(club, {outbox.PORT: str(mail.smtp_port)})
    outbox.mark_failed(club, item.id, "x", now=datetime.now() - timedelta(hours=2))
    with qtbot.waitSignal(retry.finished, timeout=30_000) as done:
        pass
    assert done.args == [1, 0]
    assert outbox.states(club)[match].state == outbox.SENT
    row = next(r for r, m in enumerate(screen._matches) if m.id == match)
    assert screen.table.item(row, 6).text().startswith("Enviada el ")
    assert len(fetch_folder(mail, folder)) == 1
    retry.stop()


def test_nothing_is_tried_without_a_known_password(qtbot, club, signed, monkeypatch):
    """The retry never asks: without the keyring's or a typed password it waits."""
    from delegate_app.ui.outbox_retry import OutboxRetry

    match = locked_match(club, "domino")
    outbox_send.queue_signed_acta(club, match, signed["domino"])
    outbox.set_mail_settings(
        club,
        {
            outbox.SERVER: "127.0.0.1",
            outbox.PORT: "587",
            outbox.SECURITY: "starttls",
            outbox.USER: "club",
            outbox.SENDER: "delegado@club.test",
            outbox.FEDERATION: "federacion@federacion.test",
        },
    )
    monkeypatch.setattr(mail_dialogs, "_typed", {})
    monkeypatch.setattr(mail_dialogs, "known_password", lambda *_a: None)
    retry = OutboxRetry(club)
    assert not retry.check()
    assert outbox.due(club)[0].attempts == 0
    retry.stop()
