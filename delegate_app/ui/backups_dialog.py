"""Copias de seguridad: the list of copies, restoring one, exporting and importing the database;
and, at start, the offer to restore the newest copy in place of a damaged file.

Restoring or importing replaces the database in place: the app's engine is closed (every
session is short, so nothing is mid-transaction behind this modal dialog), the file is
replaced through SQLite's backup API, open_database upgrades it if it is an older copy, and
the next query opens a new engine on the same path. The caller reloads its screens when
`replaced` is set; no restart is needed.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from delegate_app.store.backup import (
    BackupInfo,
    backups_dir,
    describe_contents,
    export_database,
    import_database,
    list_backups,
    newest_backup,
    read_contents,
    restore_backup,
)
from delegate_app.store.database import WRITE_OR_READ, Database, open_database
from delegate_app.store.errors import DamagedDatabase, StoreError
from delegate_app.store.recovery import FileStatus, check_file
from delegate_app.store.sqlite_files import set_aside
from delegate_app.ui import messages
from delegate_app.ui.formatting import fmt_decimal
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP, translate
from delegate_app.ui.preferences import kept_backups, open_settings, set_kept_backups
from delegate_app.ui.table_util import fill_table, make_table

log = logging.getLogger(__name__)

OPEN_TITLE = QT_TRANSLATE_NOOP("BackupsDialog", "No se puede abrir la base de datos")
NO_BACKUP = QT_TRANSLATE_NOOP(
    "BackupsDialog",
    "{problem}\n\nNo hay ninguna copia de seguridad que restaurar (se buscan en "
    "{folder}). El archivo se ha dejado tal como está.",
)
NOT_RESTORED = QT_TRANSLATE_NOOP(
    "BackupsDialog",
    "{problem}\n\nNo se ha restaurado ninguna copia y el archivo se ha dejado tal "
    "como está. Las copias están en {folder}.",
)
READ_ONLY_REFUSAL = QT_TRANSLATE_NOOP(
    "BackupsDialog",
    "Esta ventana es de solo lectura: otra ventana de Delegado está escribiendo en la base de "
    "datos. Restaure o importe desde aquella.",
)
FILE_FILTER = QT_TRANSLATE_NOOP(
    "BackupsDialog", "Base de datos de Delegado (*.sqlite3);;Todos los archivos (*)"
)


def _tr(text: str) -> str:
    """A text of this module, marked with QT_TRANSLATE_NOOP("BackupsDialog", ...) above."""
    return translate("BackupsDialog", text)


def _size_text(size: int) -> str:
    if size < 1024 * 1024:
        return f"{max(1, round(size / 1024))} KB"
    return f"{fmt_decimal(size / (1024 * 1024))} MB"


class BackupsDialog(QDialog):
    def __init__(
        self, db: Database, parent: QWidget | None = None, settings: QSettings | None = None
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Copias de seguridad"))
        self.resize(820, 460)
        self.db = db
        self.replaced = False  # the database was restored or imported: screens must reload
        self._settings = open_settings() if settings is None else settings
        self._backups: list[BackupInfo] = []

        folder = QLabel(self.tr("Carpeta: {folder}").format(folder=backups_dir(db.path)))
        folder.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        folder.setWordWrap(True)
        self.table = make_table(
            [self.tr("Fecha"), self.tr("Motivo"), self.tr("Contenido"), self.tr("Tamaño")],
            self.tr("Copias de seguridad"),
            stretch_column=2,
        )
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.doubleClicked.connect(lambda _index: self.restore_selected())
        self.emptyLabel = QLabel(self.tr("Todavía no hay copias de seguridad."))

        self.keepSpin = QSpinBox()
        self.keepSpin.setRange(1, 365)
        self.keepSpin.setValue(kept_backups(self._settings))
        self.keepSpin.setAccessibleName(self.tr("Copias automáticas que se conservan"))
        self.keepSpin.valueChanged.connect(lambda v: set_kept_backups(v, self._settings))
        keep_label = QLabel(self.tr("&Conservar las últimas"))
        keep_label.setBuddy(self.keepSpin)
        keep = QHBoxLayout()
        keep.addWidget(keep_label)
        keep.addWidget(self.keepSpin)
        keep.addWidget(QLabel(self.tr("copias automáticas (diarias y al cerrar un acta)")))
        keep.addStretch(1)

        self.restoreButton = QPushButton(self.tr("&Restaurar…"))
        self.restoreButton.setAccessibleName(self.tr("Restaurar la copia seleccionada"))
        self.restoreButton.clicked.connect(self.restore_selected)
        self.exportButton = QPushButton(self.tr("&Exportar base de datos…"))
        self.exportButton.setToolTip(self.tr("Guardar toda la base de datos en un solo archivo"))
        self.exportButton.clicked.connect(self.export)
        self.importButton = QPushButton(self.tr("&Importar base de datos…"))
        self.importButton.setToolTip(self.tr("Sustituir la base de datos por un archivo exportado"))
        self.importButton.clicked.connect(self.import_file)
        self.buttonBox = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttonBox.rejected.connect(self.reject)
        actions = QHBoxLayout()
        actions.addWidget(self.restoreButton)
        actions.addStretch(1)
        actions.addWidget(self.exportButton)
        actions.addWidget(self.importButton)

        layout = QVBoxLayout(self)
        layout.addWidget(folder)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.emptyLabel)
        layout.addLayout(keep)
        layout.addLayout(actions)
        layout.addWidget(self.buttonBox)
        self.reload()

    # --- the list --------------------------------------------------------------------------

    def reload(self) -> None:
        self._backups = list_backups(self.db.path)
        fill_table(
            self.table,
            [
                (b.date_text, b.reason_text, b.contents_text, _size_text(b.size))
                for b in self._backups
            ],
        )
        self.emptyLabel.setVisible(not self._backups)
        if self._backups:
            self.table.selectRow(0)
        self._update_buttons()

    def selected(self) -> BackupInfo | None:
        rows = self.table.selectionModel().selectedRows()
        return self._backups[rows[0].row()] if rows else None

    def select_backup(self, path: Path) -> None:
        for row, info in enumerate(self._backups):
            if info.path == path:
                self.table.selectRow(row)
                return
        raise LookupError(path)

    def _update_buttons(self) -> None:
        info = self.selected()
        self.restoreButton.setEnabled(info is not None and info.readable)

    # --- actions ---------------------------------------------------------------------------

    def _current_text(self) -> str:
        return describe_contents(read_contents(self.db.path))

    def restore_selected(self) -> None:
        info = self.selected()
        if info is None or not info.readable:
            return
        question = self.tr(
            "¿Restaurar la copia del {date}?\n\nMotivo: {reason}.\nContiene: {contents}.\n\n"
            "La base de datos actual ({current}) se guardará antes como otra copia de esta "
            "lista, para poder volver a ella."
        ).format(
            date=info.date_text,
            reason=info.reason_text,
            contents=info.contents_text,
            current=self._current_text(),
        )
        if not messages.ask(self, self.tr("Restaurar copia de seguridad"), question):
            return
        if self._replace(lambda: restore_backup(self.db.path, info.path)):
            messages.info(
                self,
                self.tr("Copia restaurada"),
                self.tr("Se ha restaurado la copia del {date} ({contents}).").format(
                    date=info.date_text, contents=info.contents_text
                ),
            )

    def export(self) -> None:
        suggested = str(Path.home() / f"delegado-{date.today():%Y-%m-%d}.sqlite3")
        target = messages.save_file(
            self, self.tr("Exportar base de datos"), suggested, _tr(FILE_FILTER)
        )
        if not target:
            return
        target_path = Path(target)
        if target_path.suffix.lower() != ".sqlite3":
            target_path = target_path.with_name(target_path.name + ".sqlite3")
        try:
            export_database(self.db.path, target_path)
        except (StoreError, OSError) as exc:
            log.exception("Exportación fallida a %s", target_path)
            messages.error(
                self,
                self.tr("Exportar base de datos"),
                self.tr("No se ha podido exportar: {error}").format(error=exc),
            )
            return
        messages.info(
            self,
            self.tr("Exportar base de datos"),
            self.tr("Base de datos exportada a «{file}» ({contents}).").format(
                file=target_path, contents=self._current_text()
            ),
        )

    def import_file(self) -> None:
        source = messages.open_file(self, self.tr("Importar base de datos"), _tr(FILE_FILTER))
        if not source:
            return
        source_path = Path(source)
        state = check_file(source_path, full=True)
        if state.status is not FileStatus.OK:
            why = state.message or self.tr("«{file}» no contiene una base de datos.").format(
                file=source_path.name
            )
            messages.warn(
                self,
                self.tr("Importar base de datos"),
                self.tr("No se puede importar: {why}").format(why=why),
            )
            return
        question = self.tr(
            "¿Sustituir la base de datos por «{file}»?\n\nContiene: {contents}.\n\nLa base "
            "de datos actual ({current}) se guardará antes como una copia de esta lista, para "
            "poder volver a ella."
        ).format(
            file=source_path.name,
            contents=describe_contents(read_contents(source_path)),
            current=self._current_text(),
        )
        if not messages.ask(self, self.tr("Importar base de datos"), question):
            return
        if self._replace(lambda: import_database(source_path, self.db.path)):
            messages.info(
                self,
                self.tr("Importar base de datos"),
                self.tr("Base de datos importada de «{file}» ({contents}).").format(
                    file=source_path.name, contents=self._current_text()
                ),
            )

    def _replace(self, action: Callable[[], object]) -> bool:
        """Run a restore or import with the engine closed, then reopen (upgrading if needed).

        The writer lock is kept throughout; a read-only window never replaces the file that
        another window is writing.
        """
        if self.db.read_only:
            messages.warn(self, self.tr("Copias de seguridad"), _tr(READ_ONLY_REFUSAL))
            return False
        self.db.dispose_engine()
        try:
            action()
            # A copy from before a migration is upgraded here, with its own backup first.
            open_database(self.db.path).close()
        except (StoreError, OSError) as exc:
            log.exception("No se pudo sustituir %s", self.db.path)
            messages.error(
                self,
                self.tr("Copias de seguridad"),
                self.tr(
                    "No se ha podido completar: {error}\n\nSi la base de datos llegó a "
                    "sustituirse, la anterior está en esta lista de copias."
                ).format(error=exc),
            )
            self.reload()
            return False
        self.replaced = True
        self.reload()
        return True


# --- at start: a damaged, emptied or missing file -------------------------------------------


def open_or_recover(db_path: Path) -> Database | None:
    """Open the database for run_gui; a damaged file is offered the newest backup.

    None means the delegate has been told why and the app exits with code 2, the file as it was.
    """
    state = check_file(db_path)
    # A file gone or emptied beside existing copies is more likely a loss than a first start.
    lost = state.status in (FileStatus.EMPTY, FileStatus.MISSING) and bool(
        list_backups(db_path, with_contents=False)
    )
    if (state.damaged or lost) and not _offer_restore(
        db_path, state.message, nothing_to_keep=not state.damaged
    ):
        return None
    try:
        return _told_if_read_only(open_database(db_path, WRITE_OR_READ))
    except DamagedDatabase as exc:
        # Damage the start-up check did not see (quick_check only, on a large file), or a
        # migration that failed because the file is not what its revision says.
        if not _offer_restore(db_path, str(exc)):
            return None
    except StoreError as exc:
        _refuse(db_path, exc)
        return None
    try:
        return _told_if_read_only(open_database(db_path, WRITE_OR_READ))
    except StoreError as exc:
        _refuse(db_path, exc)
        return None


def _told_if_read_only(db: Database) -> Database:
    """A second window on a database another Delegado process writes opens read-only."""
    if db.read_only:
        log.info("%s abierta en solo lectura: otro proceso escribe en ella", db.path)
        messages.info(
            None,
            translate("BackupsDialog", "Solo lectura"),
            translate(
                "BackupsDialog",
                "«{file}» ya está abierta en otra ventana de Delegado (o en una orden en "
                "curso). Esta ventana se abre en modo de solo lectura: puede consultarlo todo, "
                "pero no cambiar nada. Para hacer cambios, cierre la otra ventana y vuelva a "
                "abrir esta.",
            ).format(file=db.path.name),
        )
    return db


def _refuse(db_path: Path, exc: Exception) -> None:
    log.error("No se pudo abrir %s: %s", db_path, exc)
    messages.error(None, _tr(OPEN_TITLE), str(exc))


def _left_as_is(db_path: Path, problem: str, nothing_to_keep: bool, text: str) -> bool:
    """No backup restored: with nothing to keep a new database is simply started (True);
    otherwise say so (`text`, a NOOP-marked text with {problem} and {folder}) and leave the
    file as it is."""
    if nothing_to_keep:
        return True
    said = _tr(text).format(problem=problem, folder=backups_dir(db_path))
    messages.error(None, _tr(OPEN_TITLE), said)
    return False


def _offer_restore(db_path: Path, problem: str, nothing_to_keep: bool = False) -> bool:
    """Ask to put the newest sound backup in place; True when the database can be opened.

    nothing_to_keep: the file is missing or empty, so refusing simply starts a new database.
    """
    log.warning("Al abrir %s: %s", db_path, problem)
    backup = newest_backup(db_path)
    if backup is None:
        return _left_as_is(db_path, problem, nothing_to_keep, NO_BACKUP)
    keep_note = (
        ""
        if nothing_to_keep
        else "\n\n"
        + translate(
            "BackupsDialog", "El archivo dañado no se borra: se guardará aparte, sin cambios."
        )
    )
    question = translate(
        "BackupsDialog",
        "{problem}\n\nHay una copia de seguridad del {date} ({reason}) que contiene "
        "{contents}.\n\n¿Restaurar esa copia?",
    ).format(
        problem=problem,
        date=backup.date_text,
        reason=backup.reason_text.lower(),
        contents=backup.contents_text,
    )
    question += keep_note
    title = (
        translate("BackupsDialog", "Base de datos vacía o ausente")
        if nothing_to_keep
        else translate("BackupsDialog", "Base de datos dañada")
    )
    if not messages.ask(None, title, question):
        return _left_as_is(db_path, problem, nothing_to_keep, NOT_RESTORED)
    try:
        aside = set_aside(db_path) if db_path.exists() else None
        restore_backup(db_path, backup.path)
    except (StoreError, OSError) as exc:
        log.exception("No se pudo restaurar %s en %s", backup.path, db_path)
        messages.error(
            None,
            _tr(OPEN_TITLE),
            translate("BackupsDialog", "No se ha podido restaurar la copia: {error}").format(
                error=exc
            ),
        )
        return False
    log.info("Restaurada %s en %s; el archivo anterior quedó en %s", backup.path, db_path, aside)
    kept = (
        "\n\n"
        + translate("BackupsDialog", "El archivo anterior se ha guardado como «{file}».").format(
            file=aside.name
        )
        if aside
        else ""
    )
    messages.info(
        None,
        translate("BackupsDialog", "Copia restaurada"),
        translate("BackupsDialog", "Se ha restaurado la copia del {date} ({contents}).").format(
            date=backup.date_text, contents=backup.contents_text
        )
        + kept,
    )
    return True
