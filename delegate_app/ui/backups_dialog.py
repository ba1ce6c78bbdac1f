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
import sqlite3
from datetime import date
from pathlib import Path

from PySide6.QtCore import Qt
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
    DEFAULT_KEEP,
    BackupInfo,
    backups_dir,
    describe_contents,
    export_database,
    import_database,
    list_backups,
    read_contents,
    restore_backup,
)
from delegate_app.store.database import Database, open_database
from delegate_app.store.errors import DamagedDatabase, StoreError
from delegate_app.store.recovery import FileStatus, check_file, newest_backup, set_aside
from delegate_app.ui import messages
from delegate_app.ui.table_util import fill_table, make_table

log = logging.getLogger(__name__)

KEEP_KEY = "copias/conservar"
OPEN_TITLE = "No se puede abrir la base de datos"
FILE_FILTER = "Base de datos de Delegado (*.sqlite3);;Todos los archivos (*)"


def _settings(settings):
    if settings is not None:
        return settings
    from delegate_app.ui.app import open_settings

    return open_settings()


def kept_backups(settings=None) -> int:
    """How many automatic copies to keep (the setting; DEFAULT_KEEP when unset or invalid)."""
    value = _settings(settings).value(KEEP_KEY, DEFAULT_KEEP)
    try:
        return max(1, int(value))
    except (TypeError, ValueError):
        return DEFAULT_KEEP


def set_kept_backups(value: int, settings=None) -> None:
    settings = _settings(settings)
    settings.setValue(KEEP_KEY, int(value))
    settings.sync()


def _size_text(size: int) -> str:
    if size < 1024 * 1024:
        return f"{max(1, round(size / 1024))} KB"
    return f"{size / (1024 * 1024):.1f} MB".replace(".", ",")


class BackupsDialog(QDialog):
    def __init__(self, db: Database, parent: QWidget | None = None, settings=None):
        super().__init__(parent)
        self.setWindowTitle("Copias de seguridad")
        self.resize(820, 460)
        self.db = db
        self.replaced = False  # the database was restored or imported: screens must reload
        self._settings = _settings(settings)
        self._backups: list[BackupInfo] = []

        folder = QLabel(f"Carpeta: {backups_dir(db.path)}")
        folder.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        folder.setWordWrap(True)
        self.table = make_table(
            ["Fecha", "Motivo", "Contenido", "Tamaño"], "Copias de seguridad", stretch_column=2
        )
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.doubleClicked.connect(lambda _index: self.restore_selected())
        self.emptyLabel = QLabel("Todavía no hay copias de seguridad.")

        self.keepSpin = QSpinBox()
        self.keepSpin.setRange(1, 365)
        self.keepSpin.setValue(kept_backups(self._settings))
        self.keepSpin.setAccessibleName("Copias automáticas que se conservan")
        self.keepSpin.valueChanged.connect(lambda v: set_kept_backups(v, self._settings))
        keep_label = QLabel("&Conservar las últimas")
        keep_label.setBuddy(self.keepSpin)
        keep = QHBoxLayout()
        keep.addWidget(keep_label)
        keep.addWidget(self.keepSpin)
        keep.addWidget(QLabel("copias automáticas (diarias y al cerrar un acta)"))
        keep.addStretch(1)

        self.restoreButton = QPushButton("&Restaurar…")
        self.restoreButton.clicked.connect(self.restore_selected)
        self.exportButton = QPushButton("&Exportar base de datos…")
        self.exportButton.setToolTip("Guardar toda la base de datos en un solo archivo")
        self.exportButton.clicked.connect(self.export)
        self.importButton = QPushButton("&Importar base de datos…")
        self.importButton.setToolTip("Sustituir la base de datos por un archivo exportado")
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
        question = (
            f"¿Restaurar la copia del {info.date_text}?\n\n"
            f"Motivo: {info.reason_text}.\n"
            f"Contiene: {info.contents_text}.\n\n"
            f"La base de datos actual ({self._current_text()}) se guardará antes como otra "
            "copia de esta lista, para poder volver a ella."
        )
        if not messages.ask(self, "Restaurar copia de seguridad", question):
            return
        if self._replace(lambda: restore_backup(self.db.path, info.path)):
            messages.info(
                self,
                "Copia restaurada",
                f"Se ha restaurado la copia del {info.date_text} ({info.contents_text}).",
            )

    def export(self) -> None:
        suggested = str(Path.home() / f"delegado-{date.today():%Y-%m-%d}.sqlite3")
        target = messages.save_file(self, "Exportar base de datos", suggested, FILE_FILTER)
        if not target:
            return
        target_path = Path(target)
        if target_path.suffix.lower() != ".sqlite3":
            target_path = target_path.with_name(target_path.name + ".sqlite3")
        try:
            export_database(self.db.path, target_path)
        except (StoreError, sqlite3.Error, OSError) as exc:
            log.exception("Exportación fallida a %s", target_path)
            messages.error(self, "Exportar base de datos", f"No se ha podido exportar: {exc}")
            return
        messages.info(
            self,
            "Exportar base de datos",
            f"Base de datos exportada a «{target_path}» ({self._current_text()}).",
        )

    def import_file(self) -> None:
        source = messages.open_file(self, "Importar base de datos", FILE_FILTER)
        if not source:
            return
        source_path = Path(source)
        state = check_file(source_path, full=True)
        if state.status is not FileStatus.OK:
            why = state.message or f"«{source_path.name}» no contiene una base de datos."
            messages.warn(self, "Importar base de datos", f"No se puede importar: {why}")
            return
        question = (
            f"¿Sustituir la base de datos por «{source_path.name}»?\n\n"
            f"Contiene: {describe_contents(read_contents(source_path))}.\n\n"
            f"La base de datos actual ({self._current_text()}) se guardará antes como una "
            "copia de esta lista, para poder volver a ella."
        )
        if not messages.ask(self, "Importar base de datos", question):
            return
        if self._replace(lambda: import_database(source_path, self.db.path)):
            messages.info(
                self,
                "Importar base de datos",
                f"Base de datos importada de «{source_path.name}» ({self._current_text()}).",
            )

    def _replace(self, action) -> bool:
        """Run a restore or import with the engine closed, then reopen (upgrading if needed)."""
        self.db.close()
        try:
            action()
            # A copy from before a migration is upgraded here, with its own backup first.
            open_database(self.db.path).close()
        except (StoreError, sqlite3.Error, OSError) as exc:
            log.exception("No se pudo sustituir %s", self.db.path)
            messages.error(
                self,
                "Copias de seguridad",
                f"No se ha podido completar: {exc}\n\nSi la base de datos llegó a "
                "sustituirse, la anterior está en esta lista de copias.",
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
        return open_database(db_path)
    except DamagedDatabase as exc:
        # Damage the start-up check did not see (quick_check only, on a large file).
        if not _offer_restore(db_path, str(exc)):
            return None
    except StoreError as exc:
        return _refuse(db_path, exc)
    try:
        return open_database(db_path)
    except StoreError as exc:
        return _refuse(db_path, exc)


def _refuse(db_path: Path, exc: Exception) -> None:
    log.error("No se pudo abrir %s: %s", db_path, exc)
    messages.error(None, OPEN_TITLE, str(exc))


def _offer_restore(db_path: Path, problem: str, nothing_to_keep: bool = False) -> bool:
    """Ask to put the newest sound backup in place; True when the database can be opened.

    nothing_to_keep: the file is missing or empty, so refusing simply starts a new database.
    """
    log.warning("Al abrir %s: %s", db_path, problem)
    backup = newest_backup(db_path)
    if backup is None:
        if nothing_to_keep:
            return True
        messages.error(
            None,
            OPEN_TITLE,
            f"{problem}\n\nNo hay ninguna copia de seguridad que restaurar (se buscan en "
            f"{backups_dir(db_path)}). El archivo se ha dejado tal como está.",
        )
        return False
    keep_note = (
        ""
        if nothing_to_keep
        else "\n\nEl archivo dañado no se borra: se guardará aparte, sin cambios."
    )
    question = (
        f"{problem}\n\nHay una copia de seguridad del {backup.date_text} "
        f"({backup.reason_text.lower()}) que contiene {backup.contents_text}.\n\n"
        f"¿Restaurar esa copia?{keep_note}"
    )
    title = "Base de datos vacía o ausente" if nothing_to_keep else "Base de datos dañada"
    if not messages.ask(None, title, question):
        if nothing_to_keep:
            return True
        messages.error(
            None,
            OPEN_TITLE,
            f"{problem}\n\nNo se ha restaurado ninguna copia y el archivo se ha dejado tal "
            f"como está. Las copias están en {backups_dir(db_path)}.",
        )
        return False
    try:
        aside = set_aside(db_path) if db_path.exists() else None
        restore_backup(db_path, backup.path)
    except (StoreError, sqlite3.Error, OSError) as exc:
        log.exception("No se pudo restaurar %s en %s", backup.path, db_path)
        messages.error(None, OPEN_TITLE, f"No se ha podido restaurar la copia: {exc}")
        return False
    log.info("Restaurada %s en %s; el archivo anterior quedó en %s", backup.path, db_path, aside)
    kept = f"\n\nEl archivo anterior se ha guardado como «{aside.name}»." if aside else ""
    messages.info(
        None,
        "Copia restaurada",
        f"Se ha restaurado la copia del {backup.date_text} ({backup.contents_text}).{kept}",
    )
    return True
