"""The main window: navigation on the left, one screen at a time on the right."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMainWindow, QWidget

from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.ui import messages
from delegate_app.ui.forms.ui_main_window import Ui_MainWindow
from delegate_app.ui.screens.club import ClubScreen
from delegate_app.ui.screens.competitions import CompetitionsScreen
from delegate_app.ui.screens.home import HomeScreen
from delegate_app.ui.screens.matches import MatchesScreen
from delegate_app.ui.screens.settings import SettingsScreen

log = logging.getLogger(__name__)

HOME, CLUB, COMPETITIONS, MATCHES, SETTINGS = range(5)


class MainWindow(QMainWindow):
    def __init__(
        self,
        db: Database,
        settings: QSettings,
        log_path: Path | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.ui = Ui_MainWindow()
        self.ui.setupUi(self)
        self.db = db
        self._settings = settings
        self.setWindowTitle(f"Delegado — {db.path.name}")
        self.home = HomeScreen(db)
        self.club = ClubScreen(db)
        self.competitions = CompetitionsScreen(db)
        self.matches = MatchesScreen(db)
        self.settings_screen = SettingsScreen(db, log_path)
        self.screens = [self.home, self.club, self.competitions, self.matches, self.settings_screen]
        for screen in self.screens:
            self.ui.stack.addWidget(screen)
        self._stale: set[int] = set()
        self.ui.navList.currentRowChanged.connect(self.show_screen)
        self.ui.navList.setCurrentRow(HOME)
        self.home.create_club_requested.connect(self.create_own_club)
        self.home.demo_requested.connect(self.load_demo)
        self.club.data_changed.connect(lambda: self._mark_stale(except_index=CLUB))
        self._restore_geometry()

    # --- navigation ------------------------------------------------------------------------

    def show_screen(self, index: int) -> None:
        if index < 0:
            return
        if index in self._stale:
            self._stale.discard(index)
            self.screens[index].reload()
        self.ui.stack.setCurrentIndex(index)
        if self.ui.navList.currentRow() != index:
            self.ui.navList.setCurrentRow(index)

    def _mark_stale(self, except_index: int | None = None) -> None:
        self._stale = {i for i in range(len(self.screens)) if i != except_index}

    def reload_all(self) -> None:
        for screen in self.screens:
            screen.reload()
        self._stale.clear()

    # --- first start -----------------------------------------------------------------------

    def create_own_club(self) -> None:
        from delegate_app.ui.club_dialog import ClubDialog

        dialog = ClubDialog(self.db, own=True, parent=self)
        if dialog.exec() and dialog.saved_club is not None:
            self.reload_all()
            self.club.reload(select_club_id=dialog.saved_club.id)
            self.show_screen(CLUB)
            self.statusBar().showMessage(f"Club «{dialog.saved_club.name}» creado.", 5000)

    def load_demo(self) -> None:
        from delegate_app.store.demo import load_demo_season

        try:
            load_demo_season(self.db)
        except StoreError as exc:
            messages.warn(self, "Temporada de demostración", str(exc))
            return
        self.reload_all()
        self.show_screen(HOME)
        self.statusBar().showMessage("Temporada de demostración cargada.", 5000)

    # --- window state ----------------------------------------------------------------------

    def _restore_geometry(self) -> None:
        geometry = self._settings.value("ventana/geometria")
        if geometry is not None:
            self.restoreGeometry(geometry)

    def closeEvent(self, event) -> None:
        self._settings.setValue("ventana/geometria", self.saveGeometry())
        self._settings.sync()
        super().closeEvent(event)
