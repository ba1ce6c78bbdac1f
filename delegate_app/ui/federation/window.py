"""Federación: the federation's inbox window, over the same database as `delegado federacion`.

Importing runs off the window's thread with a progress bar and a stop button; every acta shows
up in the table as soon as it is filed. Conflicts (two signed versions of one match) are shown
side by side for the committee.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.federation.records import IntakeStatus
from delegate_app.store.errors import StoreError
from delegate_app.ui import messages
from delegate_app.ui.federation.received_panel import STATUS_LABELS, ReceivedPanel, escape_html
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from delegate_app.ui.federation.intake_thread import IntakeThread

# The first paint needs none of SQLAlchemy, the registry's signature code, the deadline report
# or the other tabs: they are imported when the window is given its database (`attach`), after
# `delegado federacion ventana` has shown it (commands/federation_window.py).

LEAGUE_FILTER = QT_TRANSLATE_NOOP(
    "FederationWindow", "Archivo de liga (*.json);;Todos los archivos (*)"
)
INTAKE_FILTER = QT_TRANSLATE_NOOP(
    "FederationWindow",
    "Actas y correo (*.pdf *.zip *.eml *.mbox);;Todos los archivos (*)",
)


class FederationWindow(QMainWindow):
    def __init__(
        self,
        db: Any = None,
        registry: Any = None,
        receipts: Any = None,
        parent: QWidget | None = None,
        workers: int | None = None,
    ) -> None:
        """With `db` and `registry` the window is ready at once; without, it shows empty
        ("Abriendo…") until `attach` gives it them: what the command does, so that the window
        is on screen before the database and the registry are opened."""
        super().__init__(parent)
        self.db = db
        self.registry = registry
        self.receipts = receipts
        self.workers = workers
        self._stale: set[int] = set()
        self.worker_thread: IntakeThread | None = None  # the intake running, if any
        self._mailbox_address = ""  # the last one read, offered again (never the password)
        self._last_summary = ""
        self._failure_title = ""
        self.setWindowTitle(self.tr("Delegado — Federación"))
        self.resize(1280, 720)

        self.importFilesButton = QPushButton(self.tr("Importar &archivos…"))
        self.importFilesButton.clicked.connect(self.choose_files)
        self.importFolderButton = QPushButton(self.tr("Importar una &carpeta…"))
        self.importFolderButton.clicked.connect(self.choose_folder)
        self.mailboxButton = QPushButton(self.tr("Leer el &buzón…"))
        self.mailboxButton.setToolTip(
            self.tr("Los mensajes nuevos del buzón IMAP de la federación, cada uno una sola vez")
        )
        self.mailboxButton.clicked.connect(self.choose_mailbox)
        self.mailSettingsButton = QPushButton(self.tr("Ajustes del c&orreo…"))
        self.mailSettingsButton.setToolTip(
            self.tr("El servidor con el que se envían los acuses de recibo a los clubes")
        )
        self.mailSettingsButton.clicked.connect(self.edit_mail_settings)
        self.resendButton = QPushButton(self.tr("R&eenviar acuses"))
        self.resendButton.setToolTip(
            self.tr(
                "Envía otra vez por correo los acuses que no se pudieron enviar (el servidor no "
                "respondía), con los ajustes del correo; los ya enviados no se envían otra vez"
            )
        )
        self.resendButton.clicked.connect(self.resend_receipts)
        self._mailer: Any = None  # the ReceiptMailer of the mailbox read in progress
        self.importCalendarButton = QPushButton(self.tr("Importar ca&lendario…"))
        self.importCalendarButton.setToolTip(
            self.tr(
                "El calendario de una competición, de su archivo de liga: así los plazos y la "
                "publicación conocen también los encuentros cuya acta no ha llegado"
            )
        )
        self.importCalendarButton.clicked.connect(self.choose_calendar)
        self.reverifyButton = QPushButton(self.tr("&Verificar de nuevo"))
        self.reverifyButton.setToolTip(
            self.tr(
                "Verifica otra vez las actas rechazadas o incompletas con el registro abierto "
                "(p. ej. un club dado de alta después); las que queden aceptadas reciben su "
                "acuse con la hora en que se recibieron por primera vez"
            )
        )
        self.reverifyButton.clicked.connect(self.start_reverify)
        self.received = ReceivedPanel()
        self.receivedTable = self.received.table
        self.received.selectionChanged.connect(self._selection_changed)

        self.statusFilter = QComboBox()
        self.statusFilter.setAccessibleName(self.tr("Estado"))
        self.statusFilter.addItem(self.tr("Todas"), None)
        for status in STATUS_LABELS:
            self.statusFilter.addItem(self.received.status_label(status), status)
        self.statusFilter.currentIndexChanged.connect(
            lambda: self.received.set_status(self.statusFilter.currentData())
        )
        self.saveActaButton = QPushButton(self.tr("&Guardar el acta recibida…"))
        self.saveActaButton.clicked.connect(self.save_selected_pdf)
        self.publishButton = QPushButton(self.tr("&Publicar…"))
        self.publishButton.setToolTip(
            self.tr("Clasificaciones, calendario con resultados y actas, en páginas web estáticas")
        )
        self.publishButton.clicked.connect(self.choose_publication_folder)

        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Progreso de la importación"))
        self.progressLabel = QLabel()
        self.stopButton = QPushButton(self.tr("&Detener"))
        self.stopButton.clicked.connect(self.stop_intake)
        self.summaryLabel = QLabel()
        self.summaryLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        tools = QHBoxLayout()
        tools.addWidget(self.importFilesButton)
        tools.addWidget(self.importFolderButton)
        tools.addWidget(self.mailboxButton)
        tools.addWidget(self.mailSettingsButton)
        tools.addWidget(self.importCalendarButton)
        tools.addWidget(self.reverifyButton)
        tools.addStretch(1)
        tools.addWidget(QLabel(self.tr("Mostrar:")))
        tools.addWidget(self.statusFilter)
        tools.addWidget(self.saveActaButton)
        tools.addWidget(self.publishButton)
        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 2)
        progress_row.addWidget(self.progressLabel, 3)
        progress_row.addWidget(self.stopButton)
        received = QWidget()
        layout = QVBoxLayout(received)
        layout.addLayout(tools)
        layout.addLayout(progress_row)
        # beside the summary that says how many receipts did not go (the tool row is full)
        summary_row = QHBoxLayout()
        summary_row.addWidget(self.summaryLabel, 1)
        summary_row.addWidget(self.resendButton)
        layout.addLayout(summary_row)
        layout.addWidget(self.received, 1)

        self.tabs = QTabWidget()
        self.tabs.addTab(received, self.tr("Recibidas"))
        self.setCentralWidget(self.tabs)
        # A permanent label: a transient status message is wiped by the first tooltip.
        self.whereLabel = QLabel(self.tr("Abriendo la base de datos y el registro federativo…"))
        self.statusBar().addWidget(self.whereLabel, 1)
        self._show_progress(False)
        self._add_help()
        if db is None:
            for button in self._actions():
                button.setEnabled(False)
        else:
            self.attach(db, registry, receipts, lazy=False)

    def _add_help(self) -> None:
        """Ayuda → Manual de la oficina, also on F1 in the window and in its dialogs."""
        self.manualAction = QAction(self.tr("&Manual de la oficina"), self)
        self.manualAction.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.manualAction.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.manualAction.triggered.connect(self.show_manual)
        self.helpMenu = self.menuBar().addMenu(self.tr("Ay&uda"))
        self.helpMenu.addAction(self.manualAction)

    def office_help_topic(self) -> str:
        """The office manual's section of the tab on screen (each tab names its own)."""
        return getattr(self.tabs.currentWidget(), "office_help_topic", "recibidas")

    def show_manual(self) -> None:
        """The section of what has the focus (a dialog, a tab), else of the tab on screen."""
        from delegate_app.ui.federation.office_help import ATTRIBUTE, show_office_help
        from delegate_app.ui.help import topic_of

        topic = topic_of(QApplication.focusWidget(), ATTRIBUTE) or self.office_help_topic()
        show_office_help(topic, QApplication.activeWindow() or self)

    def _actions(self) -> tuple[QPushButton, ...]:
        return (
            self.importFilesButton,
            self.importFolderButton,
            self.importCalendarButton,
            self.reverifyButton,
            self.saveActaButton,
            self.publishButton,
            self.mailSettingsButton,
            self.resendButton,
        )

    def attach(self, db: Any, registry: Any, receipts: Any = None, *, lazy: bool = True) -> None:
        """Give the window its database and registry. With `lazy`, only the received files are
        read now; the other tabs when they are first opened or, for their counts in the tab
        titles, right after the received files are on screen."""
        from delegate_app.ui.federation.conflicts_tab import ConflictsTab
        from delegate_app.ui.federation.results_tabs import DeadlinesTab, StandingsTab

        self.db, self.registry, self.receipts = db, registry, receipts
        self.received.history_html = self._history_html  # type: ignore[method-assign]
        self.conflictsTab = ConflictsTab(db)
        self.deadlinesTab = DeadlinesTab(db)
        self.standingsTab = StandingsTab(db)
        self.tabs.addTab(self.conflictsTab, self.tr("Conflictos"))
        self.tabs.addTab(self.deadlinesTab, self.tr("Plazos"))
        self.tabs.addTab(self.standingsTab, self.tr("Clasificación"))
        self.tabs.currentChanged.connect(self._tab_opened)
        self.deadlinesTab.saveButton.clicked.disconnect()
        self.deadlinesTab.saveButton.clicked.connect(self._save_deadline_report)
        for button in self._actions():
            button.setEnabled(True)
        self.set_registry(registry, receipts)
        self._show_progress(False)
        if lazy:
            self.refresh_received()
            self._stale = {1, 2, 3}
            QTimer.singleShot(0, self._refresh_stale)
        else:
            self.refresh()

    def set_registry(self, registry: Any, receipts: Any = None) -> None:
        """The registry the intake judges with; None while it is still being checked (the
        list is on screen meanwhile, the intake and re-verification wait for it)."""
        self.registry, self.receipts = registry, receipts
        described = (
            registry.describe() if registry is not None else self.tr("comprobando su firma…")
        )
        self.whereLabel.setText(
            self.tr("Base de datos: {db} · Registro: {registry}").format(
                db=self.db.label, registry=described
            )
            + " · "
            + self._mail_servers_text()
        )
        if self.worker_thread is None:
            self._show_progress(False)

    def _history_html(self, row: Any) -> str:
        """Who did what with this file and its match (store/federation/office_log.py)."""
        from delegate_app.store.federation.office_log import entries

        try:
            found = entries(self.db, file_ids=(row.id,), match_id=row.match_id)
        except StoreError as exc:
            return "<br>" + escape_html(str(exc))
        if not found:
            return ""
        lines = "".join(f"<br>• {escape_html(entry.line())}" for entry in found[-8:])
        more = len(found) - 8
        title = self.tr("Quién hizo qué:")
        if more > 0:
            title += " " + self.tr("(y %n anteriores)", "", more)
        return f"<br><i>{escape_html(title)}</i>{lines}"

    def _tabs_of(self) -> dict[int, Any]:
        return {1: self.conflictsTab, 2: self.deadlinesTab, 3: self.standingsTab}

    def _tab_opened(self, index: int) -> None:
        if index in self._stale:
            self._stale.discard(index)
            self._tabs_of()[index].refresh()
            self._show_tab_counts()

    def _refresh_stale(self) -> None:
        """The tabs not yet read, for the counts in their titles (after the first paint)."""
        for index in sorted(self._stale):
            self._tabs_of()[index].refresh()
        self._stale.clear()
        self._show_tab_counts()

    def _save_deadline_report(self) -> None:
        self._tab_opened(2)
        self.deadlinesTab.save_report()

    def _mail_servers_text(self) -> str:
        from delegate_app.store.federation.settings import mail_servers

        try:
            servers = mail_servers(self.db)
        except StoreError as exc:
            return str(exc)
        if not servers:
            return self.tr(
                "Servidor de correo de la federación: sin indicar (la hora de los correos no "
                "cuenta como prueba)"
            )
        return self.tr("Servidor de correo de la federación: {servers}").format(
            servers=", ".join(servers)
        )

    # ------------------------------------------------------------------ the table

    def refresh_received(self) -> None:
        from delegate_app.store.federation.queries import list_received

        try:
            rows = list_received(self.db)
        except StoreError as exc:
            messages.error(self, self.tr("Federación"), str(exc))
            return
        self.received.set_rows(rows)

    @property
    def rows(self) -> list[Any]:
        """The received files in the table, in its order (filtered and searched)."""
        return self.received.rows

    def refresh(self) -> None:
        """Everything again, after an intake, a calendar or a re-verification."""
        self.refresh_received()
        self._stale.clear()
        self.conflictsTab.refresh()
        self.deadlinesTab.refresh()
        self.standingsTab.refresh()
        self._show_tab_counts()
        self._selection_changed()

    def _show_tab_counts(self) -> None:
        if 1 not in self._stale:
            conflicts = len(self.conflictsTab.conflicts)
            self.tabs.setTabText(
                1,
                self.tr("Conflictos ({n})").format(n=conflicts)
                if conflicts
                else self.tr("Conflictos"),
            )
        if 2 not in self._stale:
            missing = self.deadlinesTab.missing_actas
            self.tabs.setTabText(
                2,
                self.tr("Plazos (%n sin acta)", "", missing) if missing else self.tr("Plazos"),
            )

    def _selection_changed(self) -> None:
        row = self.selected_row()
        # a rejected PDF is kept too: the clerk may need to open it to answer the club
        self.saveActaButton.setEnabled(row is not None and row.has_pdf)

    def selected_row(self):
        return self.received.selected_row()

    def save_selected_pdf(self) -> None:
        from delegate_app.store.federation.queries import received_pdf

        row = self.selected_row()
        if row is None:
            return
        target = messages.save_file(
            self, self.tr("Guardar el acta recibida"), row.file_name.split(" › ")[-1], "PDF (*.pdf)"
        )
        if not target:
            return
        try:
            data = received_pdf(self.db, row.id)
            if data is None:
                raise StoreError(self.tr("No se guardó el archivo de esta acta."))
            Path(target).write_bytes(data)
        except (StoreError, OSError) as exc:
            messages.error(self, self.tr("Guardar el acta recibida"), str(exc))

    def choose_publication_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Publicar: carpeta nueva o vacía para las páginas")
        )
        if folder:
            self.publish_to(Path(folder))

    def publish_to(self, folder: Path) -> None:
        from delegate_app.documents.federation.office import publish_site
        from delegate_app.documents.federation.publication import PublicationError

        try:
            summary = publish_site(self.db, folder)
        except (PublicationError, StoreError, OSError) as exc:
            messages.error(self, self.tr("Publicar"), str(exc))
            return
        counts = summary.counts
        written = ", ".join(
            (
                self.tr("%n competiciones", "", counts["competiciones"]),
                self.tr("%n encuentros", "", counts["encuentros"]),
                self.tr("%n actas", "", counts["actas"]),
            )
        )
        text = self.tr("Publicado en {folder}: {written}. Abra index.html.").format(
            folder=folder, written=written
        )
        if summary.unplaced:
            text += "\n\n" + self.tr(
                "Sin resultado en la clasificación (%n):", "", len(summary.unplaced)
            )
            text += "".join(f"\n• {line}" for line in summary.unplaced)
        messages.info(self, self.tr("Publicar"), text)

    # ------------------------------------------------------------------ the calendar

    def choose_calendar(self) -> None:
        path = messages.open_file(self, self.tr("Importar el calendario"), self.tr(LEAGUE_FILTER))
        if path:
            self.import_calendar_file(Path(path))

    def import_calendar_file(self, path: Path) -> bool:
        """Preview, confirm, import: True when the calendar was stored."""
        from delegate_app.store.federation.calendar import import_calendar

        title = self.tr("Importar el calendario")
        try:
            preview = import_calendar(self.db, path, preview=True)
        except StoreError as exc:
            messages.error(self, title, str(exc))
            return False
        notes = "".join(f"\n⚠ {note}" for note in preview.notes)
        if not preview.changed:
            messages.info(
                self,
                title,
                self.tr(
                    "El calendario de {competition} ya estaba importado tal como viene en "
                    "«{file}»; no ha cambiado nada."
                ).format(competition=preview.competition, file=path.name)
                + notes,
            )
            return False
        changes = "\n".join(f"• {change}" for change in preview.changes[:15])
        if len(preview.changes) > 15:
            changes += "\n" + self.tr("… y %n cambios más", "", len(preview.changes) - 15)
        question = (
            self.tr("«{file}»: {competition}. Se importará:").format(
                file=path.name, competition=preview.competition
            )
            + f"\n{changes}{notes}\n\n"
            + self.tr("¿Importar el calendario?")
        )
        if not messages.ask(self, title, question):
            return False
        try:
            done = import_calendar(self.db, path)
        except StoreError as exc:
            messages.error(self, title, str(exc))
            return False
        self.summaryLabel.setText(
            self.tr("Calendario de {competition} importado: {summary}.").format(
                competition=done.competition, summary=done.summary
            )
        )
        self.refresh()
        return True

    # ------------------------------------------------------------------ importing

    def choose_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Importar actas"), "", self.tr(INTAKE_FILTER)
        )
        if paths:
            self.start_intake(paths)

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Importar una carpeta de actas"))
        if folder:
            self.start_intake([folder])

    def start_intake(self, paths: list[str]) -> None:
        from delegate_app.ui.federation.intake_thread import IntakeThread

        if self.worker_thread is not None:
            return
        self._failure_title = self.tr("Importar actas")
        self._run(
            IntakeThread(
                paths, self.registry, self.db, receipts=self.receipts, workers=self.workers
            )
        )

    def edit_mail_settings(self) -> bool:
        """ "Ajustes del correo…": True when saved."""
        from delegate_app.ui.federation.mail_settings_dialog import ReceiptMailDialog

        return bool(ReceiptMailDialog(self.db, self).exec())

    def resend_receipts(self) -> bool:
        """ "Reenviar acuses": True when the sending started (ui/federation/receipt_resend.py)."""
        from delegate_app.ui.federation.receipt_resend import resend_receipts

        return resend_receipts(self)

    def choose_mailbox(self) -> None:
        from delegate_app.ui.federation.mailbox_dialog import MailboxDialog

        dialog = MailboxDialog(self, self._mailbox_address)
        if dialog.exec() and dialog.target is not None:
            self._mailbox_address = dialog.addressEdit.text().strip()
            self.start_mailbox(dialog.target)

    def start_mailbox(self, target) -> bool:
        """Read the office's mailbox (target: address, password, TLS context) off the window's
        thread, as an intake of files is; with "Enviar los acuses por correo al leer el buzón"
        set, each receipt issued is mailed to its club. True when the reading started."""
        from delegate_app.ui.federation.intake_thread import MailboxThread

        if self.worker_thread is not None:
            return False
        mailing = self._receipts_for_mailbox()
        if mailing is None:
            return False
        receipts, self._mailer = mailing
        check = None
        if self._mailer is not None:
            from delegate_app.documents.mail.smtp_sender import check_login

            mailer = self._mailer
            check = lambda: check_login(mailer.settings, mailer.password, mailer.context)  # noqa: E731
        self._failure_title = self.tr("Leer el buzón")
        self._run(
            MailboxThread(
                target,
                self.registry,
                self.db,
                check=check,
                receipts=receipts,
                workers=self.workers,
            )
        )
        return True

    def _receipts_for_mailbox(self) -> tuple[Any, Any] | None:
        """(the receipt issuer, its mailer or None) for a mailbox read; None, said, when the
        stored settings ask for mailing and it cannot be done (nothing is read then)."""
        from delegate_app.documents.mail import password_store
        from delegate_app.documents.mail.receipt_mail import ReceiptMailer, office_smtp
        from delegate_app.store.federation.settings import receipt_mail
        from delegate_app.ui.mail_dialogs import mail_context

        title = self.tr("Leer el buzón")
        try:
            stored = receipt_mail(self.db)
        except StoreError as exc:
            messages.error(self, title, str(exc))
            return None
        if not stored.mail_on_read or getattr(self.receipts, "mailer", None) is not None:
            return self.receipts, None  # not asked for, or --enviar-acuses does it already
        if not hasattr(self.receipts, "with_mailer"):
            messages.warn(
                self,
                title,
                self.tr(
                    "Los ajustes del correo piden enviar los acuses al leer el buzón, pero la "
                    "ventana se abrió sin el certificado de la federación (--p12): sin él no se "
                    "emiten acuses. Ábrala con --p12, o desmarque el envío en «Ajustes del "
                    "correo…». No se ha leído nada."
                ),
            )
            return None
        settings = office_smtp(stored)
        problem = settings.problem()
        if problem:
            messages.warn(self, title, problem)
            return None
        password = password_store.saved_password(
            stored.user, stored.server, password_store.OFFICE_SERVICE
        )
        if not password:
            password = self._ask_smtp_password(stored.user, stored.server)
            if password is None:
                return None
        context = mail_context(self, title, stored.ca_pem)
        if context is None:
            return None
        mailer = ReceiptMailer(settings, password, context, self.registry)
        return self.receipts.with_mailer(mailer), mailer

    def _ask_smtp_password(self, user: str, host: str) -> str | None:
        from PySide6.QtWidgets import QInputDialog, QLineEdit

        password, ok = QInputDialog.getText(
            self,
            self.tr("Enviar los acuses por correo"),
            self.tr("Contraseña de {user} en el servidor de envío {host}:").format(
                user=user, host=host
            ),
            QLineEdit.EchoMode.Password,
        )
        return password if ok and password else None

    def start_reverify(self) -> None:
        """Every rejected or incomplete acta judged again with the window's registry."""
        from delegate_app.ui.federation.intake_thread import ReverifyThread

        if self.worker_thread is not None:
            return
        self._failure_title = self.tr("Verificar de nuevo")
        self._run(
            ReverifyThread(self.registry, self.db, receipts=self.receipts, workers=self.workers)
        )

    def _run(self, thread: IntakeThread) -> None:
        self._counts = dict.fromkeys(IntakeStatus, 0)
        self.worker_thread = thread
        self.worker_thread.filed.connect(self._filed)
        self.worker_thread.advanced.connect(self._advanced)
        self.worker_thread.failed.connect(self._failed)
        self.worker_thread.finished.connect(self._finished)
        self.progress.setRange(0, 0)
        self.progressLabel.setText(self.tr("Buscando las actas…"))
        self._show_progress(True)
        self.worker_thread.start()

    def stop_intake(self) -> None:
        if self.worker_thread is not None:
            self.worker_thread.stop()
            self.stopButton.setEnabled(False)
            self.progressLabel.setText(self.tr("Deteniendo tras el acta en curso…"))

    def _filed(self, filed) -> None:
        self._counts[filed.verdict.status] += 1

    def _advanced(self, done: int, unit: int, units: int) -> None:
        self.progress.setRange(0, max(units, 1))
        self.progress.setValue(unit)
        self.progressLabel.setText(
            self.tr("%n actas verificadas", "", done) + " · " + self._counts_text()
        )

    def _counts_text(self) -> str:
        return self.tr("aceptadas: {a} · incompletas: {i} · rechazadas: {r}").format(
            a=self._counts[IntakeStatus.ACCEPTED],
            i=self._counts[IntakeStatus.INCOMPLETE],
            r=self._counts[IntakeStatus.REJECTED],
        )

    def _failed(self, message: str) -> None:
        messages.error(self, self._failure_title, message)

    def _finished(self) -> None:
        thread, self.worker_thread = self.worker_thread, None
        results = thread.results if thread else []
        unfiled = sum(1 for entry in results if entry.error is not None)
        unissued = sum(1 for entry in results if entry.receipt_error is not None)
        self._last_summary = self._counts_text()
        if unfiled:
            self._last_summary += " · " + self.tr(
                "%n actas sin archivar: vuelva a importar los mismos archivos", "", unfiled
            )
        if unissued:
            self._last_summary += " · " + self.tr(
                "%n acuses sin emitir: vuelva a importar los mismos archivos", "", unissued
            )
        mailer, self._mailer = self._mailer, None
        if mailer is not None and not getattr(thread, "checked", True):
            mailer = None  # the SMTP login failed: nothing was read, the failure is said
        if mailer is not None:
            self._last_summary += " · " + self._mailing_text(mailer)
        self.summaryLabel.setText(self._last_summary)
        self._show_progress(False)
        self.refresh()
        if mailer is not None and mailer.unsent:
            # the receipt's note ends with why the server did not take it
            lines = [
                f"{entry.verdict.file_name}: {entry.receipt.split('; ', 1)[-1]}"
                for entry in results
                if entry.receipt and "; acuse NO enviado" in entry.receipt
            ]
            messages.warn(
                self,
                self.tr("Enviar los acuses por correo"),
                self.tr(
                    "Las actas están archivadas y sus acuses emitidos en la carpeta de acuses, "
                    "pero estos no se han podido enviar por correo:"
                )
                + "\n"
                + "\n".join(lines[:10]),
            )

    def _mailing_text(self, mailer: Any) -> str:
        """What mailing the receipts did; the server accepted the password (the login was
        checked before reading): the keyring keeps it, where there is one."""
        from delegate_app.documents.mail import password_store

        password_store.save_password(
            mailer.settings.user,
            mailer.settings.host,
            mailer.password,
            password_store.OFFICE_SERVICE,
        )
        text = self.tr("acuses enviados por correo: {n}").format(n=len(mailer.sent))
        if mailer.unsent:
            text += " · " + self.tr(
                "%n acuses sin enviar por correo (están en la carpeta de acuses)",
                "",
                len(mailer.unsent),
            )
        if mailer.no_address:
            text += " · " + self.tr("sin dirección en el registro: {clubs}").format(
                clubs=", ".join(sorted(mailer.no_address))
            )
        return text

    def _show_progress(self, busy: bool) -> None:
        for widget in (self.progress, self.progressLabel, self.stopButton):
            widget.setVisible(busy)
        self.stopButton.setEnabled(busy)
        judging = not busy and self.registry is not None
        self.importFilesButton.setEnabled(judging)
        self.importFolderButton.setEnabled(judging)
        self.importCalendarButton.setEnabled(not busy and self.db is not None)
        self.reverifyButton.setEnabled(judging)
        self.mailboxButton.setEnabled(judging)
        self.mailSettingsButton.setEnabled(not busy and self.db is not None)
        self.resendButton.setEnabled(judging)

    def closeEvent(self, event) -> None:
        mail = getattr(self, "mailWork", None)  # "Reenviar acuses" in flight
        if mail is not None:
            mail.finish()  # after the receipt being sent, recorded as it went
        if self.worker_thread is not None:
            # Filing is per acta: stopping after the current one loses nothing.
            self.worker_thread.stop()
            self.worker_thread.wait()
        super().closeEvent(event)
