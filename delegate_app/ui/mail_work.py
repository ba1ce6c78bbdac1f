"""Talking to a mail server off the window's thread: every action of the club's window that
sends or reads mail (the outbox, its background retry, the receipts in the mailbox, the acta
mailed to the visiting delegate) runs its exchange here, so the window keeps answering while a
server is slow or does not answer (smtplib and imaplib block up to their timeout).

One `MailWork` per screen, one exchange at a time: the background retry and a click never
send at once. What the exchange finds is handed back on the window's thread (`done`, or
`failed` with the exception) and said there, in Spanish; the exchange itself records what it
did in the database as it goes (an acta sent is marked sent, a failure keeps it queued).

The end is safe whichever comes first: closing the window (or quitting) asks the exchange to
stop before its next acta and waits for the one in flight, so nothing is left half-recorded
and no thread outlives the application; a screen destroyed mid-exchange is simply not called
back (Qt drops the connection; the database holds the result, the screen shows it when next
opened).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QWidget

log = logging.getLogger(__name__)

# A running job is referenced here, not only by its screen: a QThread collected while it
# runs takes the whole process down.
_running: set[MailJob] = set()
_quit_hooked = False
_lone_lane: MailWork | None = None  # the lane of an action with no window behind it


class MailJob(QThread):
    """Runs `work(should_stop)` once; `result` or `error` afterwards."""

    def __init__(self, work: Callable[[Callable[[], bool]], Any]) -> None:
        super().__init__()
        self.work = work
        self.result: Any = None
        self.error: Exception | None = None
        self.cancelled = False
        self.done: Callable[[Any], None] | None = None
        self.failed: Callable[[Exception], None] | None = None

    def run(self) -> None:
        try:
            self.result = self.work(lambda: self.cancelled)
        except Exception as exc:  # said on the window's thread, never lost in this one
            log.info("mail exchange ended with %s", type(exc).__name__)
            self.error = exc


def finish_all() -> None:
    """Ask every exchange in flight to stop after its current acta and wait for it (closing
    the window, quitting): what it did is recorded, nothing is called back."""
    for job in list(_running):
        job.cancelled = True
        job.wait()
        _running.discard(job)


def _hook_quit() -> None:
    global _quit_hooked
    app = QCoreApplication.instance()
    if app is not None and not _quit_hooked:
        app.aboutToQuit.connect(finish_all)
        _quit_hooked = True


class MailWork(QObject):
    """The one lane of mail exchanges of a screen (or a window)."""

    busyChanged = Signal(bool, str)  # busy, what is being done (Spanish)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.job: MailJob | None = None
        self.text = ""

    @property
    def busy(self) -> bool:
        return self.job is not None

    def run(
        self,
        text: str,
        work: Callable[[Callable[[], bool]], Any],
        done: Callable[[Any], None],
        failed: Callable[[Exception], None] | None = None,
    ) -> bool:
        """Start `work` (given a should_stop callable) unless an exchange is in flight; False
        then. `done(result)` or `failed(error)` later, on the window's thread."""
        if self.job is not None:
            return False
        _hook_quit()
        for old in [j for j in _running if j.isFinished()]:  # their screen went away first
            _running.discard(old)
        job = MailJob(work)
        job.done, job.failed = done, failed
        self.job, self.text = job, text
        _running.add(job)
        # a bound method: called on this object's thread (the window's), queued
        job.finished.connect(self._ended)
        job.start()
        self.busyChanged.emit(True, text)
        return True

    def _ended(self) -> None:
        job = self.sender()
        if not isinstance(job, MailJob):
            return
        # `finished` comes just before the thread's very end: let it end before the QThread
        # can be collected (a QThread destroyed while running aborts the process)
        job.wait()
        _running.discard(job)
        job.deleteLater()
        if self.job is not job:
            return  # finish() already ended it
        done, failed = job.done, job.failed
        self.job, self.text = None, ""
        self.busyChanged.emit(False, "")
        if job.cancelled:
            return
        if job.error is not None:
            if failed is not None:
                failed(job.error)
            else:
                log.warning("mail exchange failed and nobody is told: %s", job.error)
            return
        if done is not None:
            done(job.result)

    def finish(self) -> None:
        """The screen is closing: stop after the current acta, wait, call nobody back."""
        job = self.job
        if job is None:
            return
        job.cancelled = True
        job.wait()
        _running.discard(job)
        self.job, self.text = None, ""
        self.busyChanged.emit(False, "")


def alive(widget: QWidget | None) -> QWidget | None:
    """`widget`, or None once Qt has deleted it: a message said when an exchange ends must not
    be given a dialog closed meanwhile as its parent."""
    return widget if widget is not None and shiboken6.isValid(widget) else None


def work_of(widget: QWidget | None) -> MailWork:
    """The MailWork of `widget` or of the nearest parent that has one (a dialog opened from
    Encuentros shares the screen's lane); a new one parented to `widget` otherwise."""
    found = widget
    while found is not None:
        work = getattr(found, "mailWork", None)
        if isinstance(work, MailWork):
            return work
        found = found.parentWidget()
    if widget is not None:
        lane = MailWork(widget)
        widget.mailWork = lane  # type: ignore[attr-defined]  # its next action finds it
        return lane
    global _lone_lane
    if _lone_lane is None or not shiboken6.isValid(_lone_lane):
        _lone_lane = MailWork()  # kept here: nothing else would keep it alive until it ends
    return _lone_lane


class BusyBar(QWidget):
    """A moving bar and what is being done, shown only while its MailWork is busy."""

    def __init__(self, work: MailWork, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)  # no count to show: it moves while the server is talked to
        self.bar.setMaximumWidth(200)
        self.bar.setTextVisible(False)
        self.bar.setAccessibleName(self.tr("Correo en curso"))
        self.label = QLabel()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.bar)
        layout.addWidget(self.label, 1)
        work.busyChanged.connect(self._show)
        self._show(work.busy, work.text)

    def _show(self, busy: bool, text: str) -> None:
        self.label.setText(text)
        self.setVisible(busy)
