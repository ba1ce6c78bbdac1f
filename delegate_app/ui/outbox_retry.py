"""The outbox retried in the background while the window is open.

A QTimer looks every CHECK_MS for actas whose back-off is over (store/outbox.py keeps the
waits: 1, 2, 4 … minutes, at most an hour); when there are some and the password is known (the
OS keyring's, or the one typed since the app started: never asked for from here), they are
sent on the screen's mail lane (ui/mail_work.py), off the window's thread, so the window keeps
answering while the server is slow or down. `finished` tells the screen to show the new
states. Never two sends at once (the lane is shared with the screen's own mail actions);
nothing is done without settings.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from delegate_app.store import outbox
from delegate_app.store.database import Database
from delegate_app.ui.mail_work import MailWork

if TYPE_CHECKING:
    from delegate_app.documents.mail.outbox_send import Attempt

CHECK_MS = 30_000
log = logging.getLogger(__name__)


class OutboxRetry(QObject):
    """Owned by the screen that shows the outbox; stops with it."""

    finished = Signal(int, int)  # sent, failed

    def __init__(
        self,
        db: Database,
        parent: QObject | None = None,
        interval_ms: int = CHECK_MS,
        work: MailWork | None = None,
    ):
        super().__init__(parent)
        self.db = db
        self.work = work if work is not None else MailWork(self)
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.check)
        self.timer.start()

    @property
    def sending(self) -> bool:
        return self.work.busy

    def check(self) -> bool:
        """Start a background send when something is due; True when one started."""
        from delegate_app.documents.mail.outbox_send import club_context, send_due, settings_of
        from delegate_app.documents.mail.smtp_sender import SendError
        from delegate_app.ui.mail_dialogs import known_password

        if self.work.busy:
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
            context = club_context(self.db)
        except SendError:
            return False
        return self.work.run(
            self.tr("Reintentando el envío de las actas pendientes…"),
            lambda should_stop: send_due(
                self.db, settings, password, context, should_stop=should_stop
            ),
            self._done,
            lambda _error: self.finished.emit(0, 0),  # the database went away mid-send
        )

    def _done(self, attempts: list[Attempt]) -> None:
        failed = sum(1 for a in attempts if a.error is not None)
        self.finished.emit(len(attempts) - failed, failed)

    def stop(self) -> None:
        self.timer.stop()
        self.work.finish()
