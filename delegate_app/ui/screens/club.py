"""The club screen: the club's data, its teams and its player list in strength order."""

from __future__ import annotations

import logging

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidgetItem, QWidget

from delegate_app.store import clubs
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club, Player, Team
from delegate_app.store.rows import require_id
from delegate_app.ui import messages
from delegate_app.ui.club_dialog import ClubDialog
from delegate_app.ui.forms.ui_club_screen import Ui_ClubScreen
from delegate_app.ui.player_dialog import PlayerDialog
from delegate_app.ui.player_model import PlayerListModel
from delegate_app.ui.team_dialog import TeamDialog

log = logging.getLogger(__name__)


class ClubScreen(QWidget):
    data_changed = Signal()

    def __init__(self, db: Database, parent: QWidget | None = None):
        super().__init__(parent)
        self.ui = Ui_ClubScreen()
        self.ui.setupUi(self)
        self.db = db
        self._teams: list[Team] = []
        self.model = PlayerListModel(self._save_order, self)
        view = self.ui.playersView
        view.setModel(self.model)
        view.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        view.setDropIndicatorShown(True)
        view.verticalHeader().setVisible(False)
        # Tab leaves the tables; the arrow keys move inside them.
        view.setTabKeyNavigation(False)
        self.ui.teamsTable.setTabKeyNavigation(False)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.horizontalHeader().setStretchLastSection(True)
        self.ui.teamsTable.setColumnCount(4)
        self.ui.teamsTable.setHorizontalHeaderLabels(
            [self.tr("Equipo"), self.tr("Nombre"), self.tr("Competición"), self.tr("Juega en casa")]
        )
        self.ui.teamsTable.verticalHeader().setVisible(False)
        self.ui.teamsTable.horizontalHeader().setStretchLastSection(True)

        self.ui.clubCombo.currentIndexChanged.connect(self._club_changed)
        self.ui.newClubButton.clicked.connect(self.new_club)
        self.ui.editClubButton.clicked.connect(self.edit_club)
        self.ui.addTeamButton.clicked.connect(self.add_team)
        self.ui.addPlayerButton.clicked.connect(self.add_player)
        self.ui.editPlayerButton.clicked.connect(self.edit_player)
        self.ui.toggleActiveButton.clicked.connect(self.toggle_active)
        self.ui.moveUpButton.clicked.connect(lambda: self.move_selected(-1))
        self.ui.moveDownButton.clicked.connect(lambda: self.move_selected(+1))
        self.ui.importButton.clicked.connect(self.import_players)
        self.ui.exportButton.clicked.connect(self.export_players)
        view.doubleClicked.connect(lambda _index: self.edit_player())
        view.selectionModel().selectionChanged.connect(lambda *_: self._update_buttons())
        QShortcut(QKeySequence("Ctrl+Up"), view).activated.connect(lambda: self.move_selected(-1))
        QShortcut(QKeySequence("Ctrl+Down"), view).activated.connect(lambda: self.move_selected(+1))
        self.reload()

    # --- loading ---------------------------------------------------------------------------

    def current_club(self) -> Club | None:
        club: Club | None = self.ui.clubCombo.currentData()
        return club

    def reload(self, select_club_id: int | None = None) -> None:
        current = self.current_club()
        wanted = select_club_id or (current.id if current else None)
        combo = self.ui.clubCombo
        combo.blockSignals(True)
        combo.clear()
        for club in clubs.list_clubs(self.db):
            locality = club.locality or self.tr("sin localidad")
            text = (
                self.tr("{name} — {locality} (mi club)") if club.is_own else "{name} — {locality}"
            )
            combo.addItem(text.format(name=club.name, locality=locality), club)
        index = next((i for i in range(combo.count()) if combo.itemData(i).id == wanted), 0)
        combo.setCurrentIndex(index if combo.count() else -1)
        combo.blockSignals(False)
        self._club_changed()

    def _club_changed(self) -> None:
        club = self.current_club()
        if club is None:
            self.ui.clubInfoLabel.setText(
                self.tr("Todavía no hay clubes. Pulse «Nuevo club…» para crear el suyo.")
            )
            self._teams = []
            self.model.set_players([], {})
        else:
            venue = club.venue_address or self.tr("sin dirección del local")
            locality = club.locality or self.tr("sin localidad")
            self.ui.clubInfoLabel.setText(f"<b>{club.name}</b> · {locality} · {venue}")
            self._load_teams(club)
            self._load_players(club)
        self._update_buttons()

    def _load_teams(self, club: Club) -> None:
        self._teams = clubs.list_teams(self.db, require_id(club))
        competitions = {c.id: c for c in clubs.list_competitions(self.db)}
        table = self.ui.teamsTable
        table.setRowCount(len(self._teams))
        for row, team in enumerate(self._teams):
            competition = competitions.get(team.competition_id)
            cells = (
                team.rank,
                team.name,
                f"{competition.name} ({competition.season})" if competition else "—",
                self.tr("Domingo 10:00") if team.sunday_home else self.tr("Sábado 16:00"),
            )
            for column, text in enumerate(cells):
                table.setItem(row, column, QTableWidgetItem(text))
        table.resizeColumnsToContents()
        table.horizontalHeader().setStretchLastSection(True)

    def _load_players(self, club: Club, select_id: int | None = None) -> None:
        ranks = {require_id(t): t.rank for t in self._teams}
        self.model.set_players(clubs.list_players(self.db, require_id(club)), ranks)
        if select_id is not None:
            self.select_player(select_id)

    def selected_player(self) -> Player | None:
        rows = self.ui.playersView.selectionModel().selectedRows()
        return self.model.player_at(rows[0].row()) if rows else None

    def select_player(self, player_id: int) -> None:
        row = self.model.row_of(player_id)
        if row >= 0:
            self.ui.playersView.selectRow(row)

    def _update_buttons(self) -> None:
        has_club = self.current_club() is not None
        player = self.selected_player()
        for button in (self.ui.editClubButton, self.ui.addTeamButton, self.ui.addPlayerButton):
            button.setEnabled(has_club)
        self.ui.importButton.setEnabled(has_club)
        self.ui.exportButton.setEnabled(has_club and self.model.rowCount() > 0)
        for button in (self.ui.editPlayerButton, self.ui.toggleActiveButton):
            button.setEnabled(player is not None)
        row = self.model.row_of(require_id(player)) if player else -1
        self.ui.moveUpButton.setEnabled(row > 0)
        self.ui.moveDownButton.setEnabled(0 <= row < self.model.rowCount() - 1)
        self.ui.toggleActiveButton.setText(
            self.tr("Dar de &alta")
            if player is not None and not player.active
            else self.tr("Dar de &baja")
        )

    def _changed(self, select_id: int | None = None) -> None:
        club = self.current_club()
        if club is not None:
            self._load_players(club, select_id)
        self._update_buttons()
        self.data_changed.emit()

    # --- actions ---------------------------------------------------------------------------

    def new_club(self, own: bool = False) -> None:
        dialog = ClubDialog(self.db, own=own, parent=self)
        if dialog.exec() and dialog.saved_club is not None:
            self.reload(select_club_id=dialog.saved_club.id)
            self.data_changed.emit()

    def edit_club(self) -> None:
        club = self.current_club()
        if club is None:
            return
        dialog = ClubDialog(self.db, club=club, parent=self)
        if dialog.exec():
            self.reload(select_club_id=club.id)
            self.data_changed.emit()

    def add_team(self) -> None:
        club = self.current_club()
        if club is None:
            return
        dialog = TeamDialog(self.db, club, parent=self)
        if dialog.exec():
            self._load_teams(club)
            self.data_changed.emit()

    def add_player(self) -> None:
        club = self.current_club()
        if club is None:
            return
        dialog = PlayerDialog(self.db, require_id(club), self._teams, parent=self)
        if dialog.exec() and dialog.saved_player is not None:
            self._changed(dialog.saved_player.id)
            if dialog.findings:
                messages.warn(
                    self,
                    self.tr("Jugador añadido, con avisos"),
                    self.tr(
                        "{player}:\n\n{findings}\n\nQueda registrado; decide la Federación."
                    ).format(
                        player=dialog.saved_player.full_name,
                        findings="\n".join(f"⚠ {f.message}" for f in dialog.findings),
                    ),
                )

    def edit_player(self) -> None:
        club, player = self.current_club(), self.selected_player()
        if club is None or player is None:
            return
        dialog = PlayerDialog(self.db, require_id(club), self._teams, player=player, parent=self)
        if dialog.exec() and dialog.saved_player is not None:
            self._changed(player.id)

    def toggle_active(self) -> None:
        player = self.selected_player()
        if player is None:
            return
        try:
            clubs.set_player_active(self.db, require_id(player), not player.active)
        except StoreError as exc:
            messages.warn(self, self.tr("Jugador"), str(exc))
        self._changed(player.id)

    def move_selected(self, step: int) -> None:
        player = self.selected_player()
        if player is None:
            return
        row = self.model.row_of(require_id(player))
        target = row + step
        if not 0 <= target < self.model.rowCount():
            return
        # Moving down by one means inserting before the row after the neighbour.
        self.model.move_ids([require_id(player)], target if step < 0 else target + 1)
        self.select_player(require_id(player))

    def _save_order(self, ordered_ids: list[int]) -> None:
        club = self.current_club()
        if club is None:
            return
        selected = self.selected_player()
        try:
            clubs.reorder_players(self.db, require_id(club), ordered_ids)
        except StoreError as exc:
            messages.warn(self, self.tr("Orden de fuerza"), str(exc))
        self._changed(selected.id if selected else None)

    def import_players(self) -> None:
        club = self.current_club()
        if club is None:
            return
        path = messages.open_file(
            self,
            self.tr("Importar lista de jugadores"),
            self.tr("Listas de jugadores (*.csv *.xlsx);;Todos los archivos (*)"),
        )
        if not path:
            return
        from delegate_app.ui.import_dialog import ImportDialog

        dialog = ImportDialog(self.db, club, path, parent=self)
        if dialog.exec():
            self._changed()

    def export_players(self) -> None:
        club = self.current_club()
        if club is None:
            return
        path = messages.save_file(
            self, self.tr("Exportar lista de jugadores"), f"{club.name}.csv", "CSV (*.csv)"
        )
        if not path:
            return
        from delegate_app.store.player_io import export_players_csv

        try:
            export_players_csv(self.db, require_id(club), path)
        except (StoreError, OSError) as exc:
            messages.warn(
                self,
                self.tr("Exportar"),
                self.tr("No se pudo exportar la lista: {error}").format(error=exc),
            )
            return
        messages.info(
            self, self.tr("Exportar"), self.tr("Lista exportada a {path}.").format(path=path)
        )
