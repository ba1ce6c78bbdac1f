"""The main window: navigation on the left, one screen at a time on the right."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMenu,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.ui import messages
from delegate_app.ui.forms.ui_main_window import Ui_MainWindow
from delegate_app.ui.screens.home import HomeScreen

if TYPE_CHECKING:  # built on demand (_build_screen), so imported there
    from delegate_app.ui.screens.club import ClubScreen
    from delegate_app.ui.screens.competitions import CompetitionsScreen
    from delegate_app.ui.screens.matches import MatchesScreen
    from delegate_app.ui.screens.settings import SettingsScreen

    Screen = HomeScreen | ClubScreen | CompetitionsScreen | MatchesScreen | SettingsScreen

log = logging.getLogger(__name__)

# The laptop the delegates use at the venue; a larger screen opens the window at this size.
LAPTOP_WIDTH, LAPTOP_HEIGHT = 1366, 768
SCREEN_NAMES = ("Inicio", "Club", "Competiciones", "Encuentros", "Ajustes")
HOME, CLUB, COMPETITIONS, MATCHES, SETTINGS = range(len(SCREEN_NAMES))
# The manual's section of each screen (ui/help.py), for F1.
HELP_TOPICS = ("inicio", "club", "competiciones", "encuentros", "ajustes")


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
        if getattr(db, "read_only", False):
            self.setWindowTitle(
                self.tr("Delegado — {file} (solo lectura)").format(file=db.path.name)
            )
        else:
            self.setWindowTitle(self.tr("Delegado — {file}").format(file=db.path.name))
        self._log_path = log_path
        # Only Inicio is built at start; the other screens on first visit, so that start-up
        # pays for one screen (benchmarks/startup.py).
        self._screens: dict[int, Screen] = {}
        for _ in SCREEN_NAMES:
            self.ui.stack.addWidget(QWidget())
        self._stale: set[int] = set()
        self.ui.navList.currentRowChanged.connect(self.show_screen)
        self.ui.navList.setCurrentRow(HOME)
        self._add_help()
        self._restore_geometry()

    def _add_help(self) -> None:
        """Ayuda as a menu button under the navigation (a menu bar or a taller status bar would
        take pixels of a 768-pixel screen the screens need), its Manual on F1 everywhere."""
        self.manual_action = QAction(self.tr("&Manual"), self)
        self.manual_action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.manual_action.setShortcutVisibleInContextMenu(True)
        self.manual_action.triggered.connect(self.show_manual)
        # The guides and dialogs are windows of their own: F1 works in them too.
        self.manual_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.addAction(self.manual_action)
        self.helpButton = QToolButton()
        self.helpButton.setText(self.tr("Ay&uda"))
        self.helpButton.setAccessibleName(self.tr("Ayuda"))
        self.helpButton.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.helpButton)
        menu.addAction(self.manual_action)
        self.helpButton.setMenu(menu)
        self.helpButton.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        nav = self.ui.navList
        column = QWidget(self.ui.centralWidget)
        column.setMaximumWidth(nav.maximumWidth())
        layout = QVBoxLayout(column)
        layout.setContentsMargins(0, 0, 0, 8)
        layout.setSpacing(0)
        index = self.ui.centralLayout.indexOf(nav)
        self.ui.centralLayout.removeWidget(nav)
        layout.addWidget(nav)
        layout.addWidget(self.helpButton, 0, Qt.AlignmentFlag.AlignHCenter)
        self.ui.centralLayout.insertWidget(index, column)

    def help_topic(self) -> str:
        """The current screen's section; Inicio's depends on the database (first steps while
        it is empty)."""
        index = max(self.ui.stack.currentIndex(), 0)
        return self.home.help_topic() if index == HOME else HELP_TOPICS[index]

    def show_manual(self) -> None:
        """The section of what has the focus (a guide, a dialog), else of the current screen."""
        from delegate_app.ui import help

        focus = QApplication.focusWidget()
        topic = help.topic_of(focus) or self.help_topic()
        help.show_help(topic, QApplication.activeWindow() or self)

    # --- screens, built on demand ----------------------------------------------------------

    def screen_at(self, index: int) -> Screen:
        """The screen of the navigation list's row `index`, built the first time it is asked
        for. (Not named screen(): that is QWidget's, the display the window is on.)"""
        if index not in self._screens:
            widget = self._build_screen(index)
            placeholder = self.ui.stack.widget(index)
            self.ui.stack.insertWidget(index, widget)
            if placeholder is not None:
                self.ui.stack.removeWidget(placeholder)
                placeholder.deleteLater()
            self._screens[index] = widget
            self._stale.discard(index)
        return self._screens[index]

    def _build_screen(self, index: int) -> Screen:
        if index == HOME:
            widget = HomeScreen(self.db, settings=self._settings)
            widget.create_club_requested.connect(self.create_own_club)
            widget.demo_requested.connect(self.load_demo)
            widget.step_requested.connect(self.setup_step)
            widget.match_requested.connect(self.open_match)
        elif index == CLUB:
            from delegate_app.ui.screens.club import ClubScreen

            widget = ClubScreen(self.db)
            widget.data_changed.connect(lambda: self._mark_stale(except_index=CLUB))
        elif index == COMPETITIONS:
            from delegate_app.ui.screens.competitions import CompetitionsScreen

            widget = CompetitionsScreen(self.db)
            widget.data_changed.connect(lambda: self._mark_stale(except_index=COMPETITIONS))
        elif index == MATCHES:
            from delegate_app.ui.screens.matches import MatchesScreen

            widget = MatchesScreen(self.db, settings=self._settings)
            widget.data_changed.connect(lambda: self._mark_stale(except_index=MATCHES))
        else:
            from delegate_app.ui.screens.settings import SettingsScreen

            widget = SettingsScreen(self.db, self._log_path, self._settings)
        return widget

    @property
    def home(self) -> HomeScreen:
        return cast(HomeScreen, self.screen_at(HOME))

    @property
    def club(self) -> ClubScreen:
        return cast("ClubScreen", self.screen_at(CLUB))

    @property
    def competitions(self) -> CompetitionsScreen:
        return cast("CompetitionsScreen", self.screen_at(COMPETITIONS))

    @property
    def matches(self) -> MatchesScreen:
        return cast("MatchesScreen", self.screen_at(MATCHES))

    @property
    def settings_screen(self) -> SettingsScreen:
        return cast("SettingsScreen", self.screen_at(SETTINGS))

    # --- navigation ------------------------------------------------------------------------

    def show_screen(self, index: int) -> None:
        if index < 0:
            return
        screen = self.screen_at(index)
        if index in self._stale:
            self._stale.discard(index)
            screen.reload()
        self.ui.stack.setCurrentIndex(index)
        if self.ui.navList.currentRow() != index:
            self.ui.navList.setCurrentRow(index)

    def _mark_stale(self, except_index: int | None = None) -> None:
        self._stale = {i for i in self._screens if i != except_index}

    def reload_all(self) -> None:
        for screen in self._screens.values():
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
            self.statusBar().showMessage(
                self.tr("Club «{name}» creado.").format(name=dialog.saved_club.name), 5000
            )

    def setup_step(self, action: str) -> None:
        """A step of the first-start guide, done with the same dialogs as the other screens;
        the guide stays on Inicio and shows what is done."""
        from delegate_app.store import clubs

        state = self.home.state
        competition_id = state.competition_id if state is not None else None
        own = next(iter(clubs.own_clubs(self.db)), None)
        if action == "equipo" and own is not None:
            from delegate_app.ui.team_dialog import TeamDialog

            TeamDialog(self.db, own, parent=self).exec()
        elif action == "competicion":
            new_id = self.competitions.new_competition()
            if new_id is not None:
                self.competitions.select_competition(new_id)
                self.competitions.edit_group()
        elif action == "liga":
            self.competitions.import_league()
        elif action in ("generar", "calendario") and competition_id is not None:
            screen = self.competitions
            screen.reload(select_id=competition_id)
            if action == "generar":
                screen.generate_calendar()
            else:
                screen.import_calendar()
        elif action == "lista" and own is not None:
            self.club.reload(select_club_id=own.id)
            self.club.import_players()
        elif action == "proximo" and state is not None and state.next_match_id is not None:
            self.home.close_guide()
            screen = self.matches
            screen.ownOnlyCheck.setChecked(True)
            screen.reload()
            self.show_screen(MATCHES)
            screen.select_match(state.next_match_id)
            return
        self._mark_stale(except_index=HOME)
        self.home.reload()

    def open_match(self, match_id: int) -> None:
        """The acta of one match, straight from Inicio (its next match, a double-click): shown
        selected in Encuentros, whose filter makes room for it, with its guide open."""
        screen = self.matches
        self.show_screen(MATCHES)
        if not screen.select_match(match_id):
            screen.competitionCombo.setCurrentIndex(0)  # "Todas"
            screen.ownOnlyCheck.setChecked(False)
            screen.select_match(match_id)
        screen.open_acta()
        self._mark_stale(except_index=MATCHES)

    def load_demo(self) -> None:
        from delegate_app.store.demo import load_demo_season

        try:
            load_demo_season(self.db)
        except StoreError as exc:
            messages.warn(self, self.tr("Temporada de demostración"), str(exc))
            return
        self.home.close_guide()
        self.reload_all()
        self.show_screen(HOME)
        self.statusBar().showMessage(self.tr("Temporada de demostración cargada."), 5000)

    # --- window state ----------------------------------------------------------------------

    def _restore_geometry(self) -> None:
        geometry = self._settings.value("ventana/geometria")
        self._geometry_restored = geometry is not None
        if geometry is not None:
            self.restoreGeometry(geometry)

    def show_at_start(self) -> None:
        """Show the window as the app starts it: where the delegate left it, or, the first
        time, fitting the screen. The form's 1200×720 does not fill a 1366×768 laptop and
        leaves the screens cramped: on a screen up to that size the window opens maximised,
        on a larger one at the laptop's size in its middle."""
        screen = QWidget.screen(self) or QGuiApplication.primaryScreen()
        if not self._geometry_restored and screen is not None:
            available = screen.availableGeometry()
            if available.width() <= LAPTOP_WIDTH or available.height() <= LAPTOP_HEIGHT:
                self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
            else:
                self.resize(LAPTOP_WIDTH, LAPTOP_HEIGHT)
                self.move(available.center() - self.rect().center())
        self.show()

    def closeEvent(self, event: QCloseEvent) -> None:
        from delegate_app.ui.mail_work import MailWork

        self._settings.setValue("ventana/geometria", self.saveGeometry())
        self._settings.sync()
        # A mail exchange in flight ends before the database can close under it: no further
        # acta is started, the one on the wire is recorded as the server answers (sent, or
        # still queued). The window is gone meanwhile.
        self.hide()
        for work in self.findChildren(MailWork):
            work.finish()
        super().closeEvent(event)
