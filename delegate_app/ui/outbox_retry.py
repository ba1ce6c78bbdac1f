"""The outbox retried in the background while the window is open.

A QTimer looks every CHECK_MS for actas whose back-off is over (store/outbox.py keeps the
waits: 1, 2, 4 … minutes, at most an hour); when there are some and the password is known (the
OS keyring's, or the one typed since the app started: never asked for from here), one QThread
sends them, so the window keeps answering while the server is slow or down. `finished` tells
the screen to show the new states. Never two sends at once; nothing is done without settings.
"""

from __future__ import annotations

import logging
import ssl
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QThread, QTimer, Signal

from delegate_app.store import outbox
from delegate_app.store.database import Database

if TYPE_CHECKING:
    from delegate_app.documents.mail.outbox_send import Attempt
    from delegate_app.documents.mail.smtp_sender import SmtpSettings

CHECK_MS = 30_000
log = logging.getLogger(__name__)


class _SendThread(QThread):
    def __init__(
        self, db: Database, settings: SmtpSettings, password: str, context: ssl.SSLContext
    ) -> None:
        super().__init__()
        self.db, self.settings, self.password, self.context = db, settings, password, context
        self.attempts: list[Attempt] = []

    def run(self) -> None:
        from delegate_app.documents.mail.outbox_send import send_due

        try:
            self.attempts = send_due(self.db, self.settings, self.password, self.context)
        except Exception:  # the database went away mid-send: what was recorded stays
            log.warning("outbox retry: sending stopped", exc_info=True)


class OutboxRetry(QObject):
    """Owned by the screen that shows the outbox; stops with it."""

    finished = Signal(int, int)  # sent, failed

    def __init__(self, db: Database, parent: QObject | None = None, interval_ms: int = CHECK_MS):
        super().__init__(parent)
        self.db = db
        self.worker_thread: _SendThread | None = None  # the sending under way, if any
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.check)
        self.timer.start()

    def check(self) -> bool:
        """Start a background send when something is due; True when one started."""
        from delegate_app.documents.mail.outbox_send import settings_of
        from delegate_app.documents.mail.smtp_sender import SendError, tls_context
        from delegate_app.ui.mail_dialogs import known_password

        if self.worker_thread is not None:
            return False
        try:
            if not outbox.due(self.db, datetime.now()):
                return False
            settings = settings_of(self.db)
        except Exception:  # the database closed or busy: a timer has nobody to tell, try later
            log.warning("outbox retry: could not read the outbox", exc_info=True)
            return False
        if settings.problem():
            return False
        password = known_password(settings.user, settings.host)
        if not password:
            return False
        try:
            context = tls_context()
        except SendError:
            return False
        self.worker_thread = _SendThread(self.db, settings, password, context)
        self.worker_thread.finished.connect(self._done)
        self.worker_thread.start()
        return True

    def _done(self) -> None:
        thread, self.worker_thread = self.worker_thread, None
        if thread is None:
            return
        failed = sum(1 for a in thread.attempts if a.error is not None)
        thread.deleteLater()
        self.finished.emit(len(thread.attempts) - failed, failed)

    def stop(self) -> None:
        self.timer.stop()
        if self.worker_thread is not None:
            self.worker_thread.wait()
