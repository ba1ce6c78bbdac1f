"""An intake running off the window's thread, reporting each filed acta and its progress."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QThread, Signal

from delegate_app.documents.federation.inbox_run import Filed, run_intake
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP

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


NOT_READ = QT_TRANSLATE_NOOP(
    "FederationWindow",
    "No se pueden enviar los acuses por correo: {reason}\n\nNo se ha leído el buzón: corrija "
    "los ajustes del correo (o desmarque el envío) y vuelva a leerlo.",
)


class MailboxThread(IntakeThread):
    """The office's IMAP mailbox read (documents/federation/mailbox_intake.py) with the same
    signals: each Filed, the progress, a Spanish failure (server, login, connection cut: what
    was filed stays, and reading again reads the rest)."""

    def __init__(
        self,
        target: tuple[Any, str, Any],
        registry: Any,
        db: Any,
        check: Callable[[], None] | None = None,
        **kwargs: Any,
    ):
        super().__init__([], registry, db, **kwargs)
        self.target = target  # (MailboxAddress, password, ssl context)
        # Run before anything is read (the receipts' SMTP login): if it raises SendError, the
        # mailbox is not read, so no message is marked read with its receipt left unmailed.
        self.check = check
        self.checked = check is None

    def run(self) -> None:
        from delegate_app.documents.federation.intake import IntakeError
        from delegate_app.documents.federation.mailbox_intake import run_mailbox_intake
        from delegate_app.documents.federation.sources import MAX_MESSAGE_BYTES
        from delegate_app.documents.mail.imap_reader import ImapError, Mailbox
        from delegate_app.documents.mail.smtp_sender import SendError
        from delegate_app.store.errors import StoreError
        from delegate_app.ui.i18n import translate

        address, password, context = self.target
        if self.check is not None:
            try:
                self.check()
            except SendError as exc:
                self.failed.emit(translate("FederationWindow", NOT_READ).format(reason=exc))
                return
            self.checked = True
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
