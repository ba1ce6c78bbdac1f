"""An intake running off the window's thread, reporting each filed acta and its progress."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QThread, Signal

from delegate_app.documents.federation.inbox_run import Filed, run_intake

if TYPE_CHECKING:
    from delegate_app.documents.federation.reverify import Reverified


class IntakeThread(QThread):
    """Runs run_intake; the window keeps answering and can ask it to stop between files.

    `filed` carries each Filed, `advanced` (done, unit, units), `failed` a Spanish message when the
    intake itself could not go on (the workers would not start, say): what was filed stays.
    """

    filed = Signal(object)
    advanced = Signal(int, int, int)
    failed = Signal(str)

    def __init__(
        self,
        paths: list[str],
        registry: Any,
        db: Any,
        receipts: Callable[..., str | None] | None = None,
        workers: int | None = None,
    ) -> None:
        super().__init__()
        self.paths = paths
        self.registry = registry
        self.db = db
        self.receipts = receipts
        self.workers = workers
        self.results: list[Filed] | list[Reverified] = []
        self._stop = False

    def stop(self) -> None:
        self._stop = True

    def hooks(self) -> dict[str, Any]:
        """What every kind of intake takes from the thread: workers, progress, receipts, stop."""
        return {
            "workers": self.workers,
            "progress": lambda p: self.advanced.emit(p.done, p.unit, p.units),
            "receipts": self.receipts,
            "should_stop": lambda: self._stop,
        }

    def run(self) -> None:
        from delegate_app.documents.federation.intake import IntakeError

        try:
            self.results = run_intake(
                self.paths,
                self.registry,
                self.db,
                on_filed=self.filed.emit,
                **self.hooks(),
            )
        except (IntakeError, OSError) as exc:
            self.failed.emit(str(exc))


class ReverifyThread(IntakeThread):
    """Re-verification (documents/federation/reverify.py) with the same signals: `filed`
    carries each Reverified, which the window counts like a Filed."""

    def __init__(self, registry: Any, db: Any, **kwargs: Any) -> None:
        super().__init__([], registry, db, **kwargs)

    def run(self) -> None:
        from delegate_app.documents.federation.intake import IntakeError
        from delegate_app.documents.federation.reverify import run_reverification
        from delegate_app.store.errors import StoreError

        try:
            self.results = run_reverification(
                self.db,
                self.registry,
                on_done=self.filed.emit,
                **self.hooks(),
            )
        except (IntakeError, StoreError, OSError) as exc:
            self.failed.emit(str(exc))


class MailboxThread(IntakeThread):
    """The office's IMAP mailbox read (documents/federation/mailbox_intake.py) with the same
    signals: each Filed, the progress, a Spanish failure (server, login, connection cut: what
    was filed stays, and reading again reads the rest)."""

    def __init__(self, target: tuple[Any, str, Any], registry: Any, db: Any, **kwargs: Any):
        super().__init__([], registry, db, **kwargs)
        self.target = target  # (MailboxAddress, password, ssl context)

    def run(self) -> None:
        from delegate_app.documents.federation.intake import IntakeError
        from delegate_app.documents.federation.mailbox_intake import run_mailbox_intake
        from delegate_app.documents.federation.sources import MAX_MESSAGE_BYTES
        from delegate_app.documents.mail.imap_reader import ImapError, Mailbox
        from delegate_app.store.errors import StoreError

        address, password, context = self.target
        try:
            with Mailbox(address, password, context, MAX_MESSAGE_BYTES) as mailbox:
                run = run_mailbox_intake(
                    mailbox,
                    self.registry,
                    self.db,
                    on_filed=self.filed.emit,
                    **self.hooks(),
                )
            self.results = run.filed
            if run.error is not None:
                self.failed.emit(run.error)
        except (IntakeError, ImapError, StoreError, OSError) as exc:
            self.failed.emit(str(exc))
