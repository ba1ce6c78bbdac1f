"""Competiciones: each competition's settings, its calendar with the results, and its table."""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.competition import IncrementKind, Sport, TimeControl
from delegate_app.os_errors import os_reason
from delegate_app.store import clubs
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Competition
from delegate_app.store.rows import require_id
from delegate_app.ui import messages
from delegate_app.ui.formatting import file_slug, fmt_date, fmt_datetime
from delegate_app.ui.i18n import translate
from delegate_app.ui.labels import label, match_state, time_control_text
from delegate_app.ui.standings_view import StandingsView
from delegate_app.ui.table_util import cell, fill_table, make_table

if TYPE_CHECKING:
    from delegate_app.store.calendar import MatchRow

log = logging.getLogger(__name__)

CSV_FILTER = "CSV (*.csv)"


def settings_text(c: Competition) -> str:
    points = f"{c.points_win}/{c.points_draw}/{c.points_loss}"
    if c.sport == Sport.CHESS.value:
        tc = TimeControl(c.base_minutes, c.increment_seconds, IncrementKind(c.increment_kind))
        return translate(
            "CompetitionsScreen",
            "{boards} tableros · {time_control} · puntos por encuentro {points}",
        ).format(boards=c.boards, time_control=time_control_text(tc), points=points)
    return translate(
        "CompetitionsScreen",
        "{tables} mesas × {partidas} partidas · partida a {target} tantos · puntos por "
        "encuentro {points}",
    ).format(
        tables=c.tables_per_team,
        partidas=c.partidas_per_table,
        target=c.target_score,
        points=points,
    )


def _with_suffix(path: str, suffix: str) -> Path:
    chosen = Path(path)
    return chosen if chosen.suffix.lower() == suffix else chosen.with_name(chosen.name + suffix)


class CompetitionsScreen(QWidget):
    data_changed = Signal()  # results or a calendar were saved: other screens show them

    def __init__(self, db: Database, parent: QWidget | None = None):
        super().__init__(parent)
        self.db = db
        self.clock = datetime.now  # the tests give the screen a day of the season
        self._competitions: list[Competition] = []
        self._matches: list[MatchRow] = []
        self.table = make_table(
            [
                self.tr("Competición"),
                self.tr("Modalidad"),
                self.tr("Categoría"),
                self.tr("Temporada"),
                self.tr("Inicio"),
                self.tr("Vueltas"),
            ],
            self.tr("Competiciones"),
        )
        self.settingsLabel = QLabel()
        self.settingsLabel.setWordWrap(True)
        self.seasonCombo = QComboBox()
        self.seasonCombo.setAccessibleName(self.tr("Temporada"))
        self.newButton = QPushButton(self.tr("&Nueva competición…"))
        self.editButton = QPushButton(self.tr("E&ditar…"))
        self.editButton.setToolTip(
            self.tr("Ajustes de la competición seleccionada; también archivarla")
        )
        self.teamsButton = QPushButton(self.tr("E&quipos del grupo…"))
        self.teamsButton.setToolTip(
            self.tr("Equipos propios y rivales, sus locales y delegados, y el sorteo (art. 9)")
        )
        self.generateButton = QPushButton(self.tr("&Generar calendario…"))
        self.generateButton.setToolTip(
            self.tr("Calendario de las tablas de Berger a partir del sorteo (arts. 4 y 6)")
        )
        self.leagueButton = QPushButton(self.tr("Archivo de la &liga"))
        self.leagueButton.setToolTip(
            self.tr("Exportar la competición entera o importar la que envía otro delegado")
        )
        league_menu = QMenu(self.leagueButton)
        self.exportLeagueAction = league_menu.addAction(self.tr("Exportar…"))
        self.importLeagueAction = league_menu.addAction(self.tr("Importar…"))
        self.leagueButton.setMenu(league_menu)
        self.newSeasonButton = QPushButton(self.tr("Nueva &temporada…"))
        self.newSeasonButton.setToolTip(
            self.tr("Pasar el club, sus equipos y sus listas a la temporada siguiente")
        )
        self.readOnlyLabel = QLabel()
        self.readOnlyLabel.setWordWrap(True)

        self.calendarTable = make_table(
            [
                self.tr("Ronda"),
                self.tr("Fecha y hora"),
                self.tr("Local"),
                self.tr("Visitante"),
                self.tr("Resultado"),
                self.tr("Estado"),
                self.tr("Lugar"),
            ],
            self.tr("Calendario"),
        )
        self.resultsButton = QPushButton(self.tr("&Resultados…"))
        self.resultsButton.setToolTip(self.tr("Anotar el resultado del encuentro seleccionado"))
        self.moveButton = QPushButton(self.tr("Cambiar &fecha…"))
        self.moveButton.setToolTip(
            self.tr("Aplazar o adelantar el encuentro seleccionado (arts. 6.2 y 6.3)")
        )
        self.importCalendarButton = QPushButton(self.tr("&Importar calendario…"))
        self.importCalendarButton.setToolTip(
            self.tr("Leer el calendario de un archivo CSV (solo en una competición sin calendario)")
        )
        self.exportCalendarButton = QPushButton(self.tr("E&xportar calendario…"))
        self.editMatchButton = QPushButton(self.tr("Editar &encuentro…"))
        self.editMatchButton.setToolTip(
            self.tr("Corregir la fecha oficial o el lugar del encuentro seleccionado")
        )
        calendar_tab = QWidget()
        calendar_layout = QVBoxLayout(calendar_tab)
        calendar_layout.addWidget(self.calendarTable, 1)
        calendar_bar = QHBoxLayout()
        calendar_bar.addWidget(self.resultsButton)
        calendar_bar.addWidget(self.moveButton)
        calendar_bar.addWidget(self.editMatchButton)
        calendar_bar.addStretch(1)
        calendar_bar.addWidget(self.importCalendarButton)
        calendar_bar.addWidget(self.exportCalendarButton)
        calendar_layout.addLayout(calendar_bar)

        self.standingsView = StandingsView()
        self.exportCsvButton = QPushButton(self.tr("Exportar &CSV…"))
        self.exportCsvButton.setToolTip(self.tr("Guardar la clasificación como CSV (Excel)"))
        self.exportPdfButton = QPushButton(self.tr("Exportar &PDF…"))
        self.exportPdfButton.setToolTip(
            self.tr("Guardar la clasificación con sus desempates en PDF")
        )
        standings_tab = QWidget()
        standings_layout = QVBoxLayout(standings_tab)
        standings_layout.addWidget(self.standingsView, 1)
        standings_bar = QHBoxLayout()
        standings_bar.addStretch(1)
        standings_bar.addWidget(self.exportCsvButton)
        standings_bar.addWidget(self.exportPdfButton)
        standings_layout.addLayout(standings_bar)

        self.tabs = QTabWidget()
        self.tabs.addTab(calendar_tab, self.tr("Calendario"))
        self.tabs.addTab(standings_tab, self.tr("Clasificación"))
        self.calendarTab, self.standingsTab = calendar_tab, standings_tab

        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addWidget(self.settingsLabel)
        lower_layout.addWidget(self.tabs, 1)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(lower)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        # A few competitions a season: give the calendar and the table the room.
        splitter.setSizes([140, 600])
        season_label = QLabel(self.tr("Temporad&a:"))
        season_label.setBuddy(self.seasonCombo)
        title_bar = QHBoxLayout()
        title_bar.addWidget(QLabel("<h2>{}</h2>".format(self.tr("Competiciones"))))
        title_bar.addStretch(1)
        title_bar.addWidget(season_label)
        title_bar.addWidget(self.seasonCombo)
        title_bar.addWidget(self.newSeasonButton)
        setup_bar = QHBoxLayout()
        for button in (
            self.newButton,
            self.editButton,
            self.teamsButton,
            self.generateButton,
            self.leagueButton,
        ):
            setup_bar.addWidget(button)
        setup_bar.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(title_bar)
        layout.addLayout(setup_bar)
        layout.addWidget(self.readOnlyLabel)
        layout.addWidget(splitter, 1)

        self.table.itemSelectionChanged.connect(self._selected)
        self.calendarTable.itemSelectionChanged.connect(self._update_buttons)
        self.calendarTable.doubleClicked.connect(lambda _index: self.open_results())
        self.resultsButton.clicked.connect(self.open_results)
        self.moveButton.clicked.connect(self.move_match)
        self.importCalendarButton.clicked.connect(self.import_calendar)
        self.editMatchButton.clicked.connect(self.edit_match)
        self.newButton.clicked.connect(self.new_competition)
        self.editButton.clicked.connect(self.edit_competition)
        self.teamsButton.clicked.connect(self.edit_group)
        self.generateButton.clicked.connect(self.generate_calendar)
        self.exportLeagueAction.triggered.connect(self.export_league)
        self.importLeagueAction.triggered.connect(self.import_league)
        self.newSeasonButton.clicked.connect(self.new_season)
        self.seasonCombo.currentIndexChanged.connect(lambda _i: self._season_changed())
        self.exportCalendarButton.clicked.connect(self.export_calendar)
        self.exportCsvButton.clicked.connect(self.export_standings_csv)
        self.exportPdfButton.clicked.connect(self.export_standings_pdf)
        self.reload()

    # --- loading -------------------------------------------------------------------------------

    def reload(self, select_id: int | None = None) -> None:
        current = self.selected_competition()
        wanted = select_id or (current.id if current is not None else None)
        everything = clubs.list_competitions(self.db)
        self._fill_seasons(everything, select_id)
        season = self.seasonCombo.currentData()
        self._competitions = [c for c in everything if season is None or c.season == season]
        self.table.blockSignals(True)
        fill_table(
            self.table,
            [
                (
                    c.name,
                    label(Sport(c.sport).label),
                    c.category,
                    self.tr("{season} (archivada)").format(season=c.season)
                    if c.archived
                    else c.season,
                    fmt_date(c.first_round_date),
                    self.tr("Doble") if c.double_round_robin else self.tr("Sencilla"),
                )
                for c in self._competitions
            ],
        )
        self.table.blockSignals(False)
        if self._competitions:
            ids = [c.id for c in self._competitions]
            row = ids.index(wanted) if wanted in ids else 0
            self.table.selectRow(row)
        self._selected()

    def _fill_seasons(self, everything: list[Competition], wanted: int | None) -> None:
        """Newest season first, then "Todas"; the season of the wanted competition is shown."""
        combo = self.seasonCombo
        seasons = sorted({c.season for c in everything}, reverse=True)
        shown = combo.currentData() if combo.count() else (seasons[0] if seasons else None)
        target = next((c.season for c in everything if c.id == wanted), None)
        if shown is not None and target is not None:
            shown = target  # a competition just created or imported is shown in its season
        combo.blockSignals(True)
        combo.clear()
        for season in seasons:
            combo.addItem(season, season)
        combo.addItem(self.tr("Todas"), None)
        index = combo.count() - 1 if shown is None else combo.findData(shown)
        combo.setCurrentIndex(max(0, index))
        combo.blockSignals(False)

    def _season_changed(self) -> None:
        self.reload()

    def selected_competition(self) -> Competition | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self._competitions):
            return None
        return self._competitions[rows[0].row()]

    def select_competition(self, competition_id: int) -> None:
        for row, competition in enumerate(self._competitions):
            if competition.id == competition_id:
                self.table.selectRow(row)
                return

    def _selected(self) -> None:
        competition = self.selected_competition()
        if competition is None:
            self.settingsLabel.setText(self.tr("No hay competiciones todavía."))
            self._matches = []
            fill_table(self.calendarTable, [])
            self.standingsView.set_standings(None)
            self._update_buttons()
            return
        self.settingsLabel.setText(f"<b>{competition.name}</b>: {settings_text(competition)}")
        self._refresh(competition)

    def _refresh(self, competition: Competition, select_match_id: int | None = None) -> None:
        from delegate_app.store.calendar import list_matches
        from delegate_app.store.competition_standings import competition_standings, match_scores

        self._matches = list_matches(self.db, competition_id=competition.id)
        scores = match_scores(self.db, require_id(competition))
        rows = []
        for m in self._matches:
            score = scores.get(m.id)
            result = ""
            if score is not None:
                result = (
                    score.text
                    if score.complete
                    else self.tr("{score} (a medias)").format(score=score.text)
                )
            rows.append(
                (
                    str(m.round_number),
                    fmt_datetime(m.played_at or m.scheduled_at),
                    m.home_team,
                    m.away_team,
                    result,
                    match_state(m, self.clock()),
                    m.venue,
                )
            )
        fill_table(self.calendarTable, rows)
        for row, m in enumerate(self._matches):
            if m.played_at is not None and m.played_at != m.scheduled_at:
                cell(self.calendarTable, row, 1).setToolTip(
                    self.tr("Fecha oficial: {date}").format(date=fmt_datetime(m.scheduled_at))
                )
        if select_match_id is not None:
            self.select_match(select_match_id)
        try:
            standings = competition_standings(self.db, require_id(competition))
        except StoreError as exc:
            log.warning("Clasificación no disponible: %s", exc)
            standings = None
        self.standingsView.set_standings(standings)
        self._update_buttons()

    def selected_match(self) -> MatchRow | None:
        rows = self.calendarTable.selectionModel().selectedRows()
        return self._matches[rows[0].row()] if rows else None

    def select_match(self, match_id: int) -> None:
        for row, match in enumerate(self._matches):
            if match.id == match_id:
                self.calendarTable.selectRow(row)
                return

    def _update_buttons(self) -> None:
        competition = self.selected_competition()
        archived = competition is not None and competition.archived
        writable = competition is not None and not archived
        has_match = self.selected_match() is not None
        self.resultsButton.setEnabled(has_match and not archived)
        self.moveButton.setEnabled(has_match and not archived)
        self.editMatchButton.setEnabled(has_match and not archived)
        self.exportCalendarButton.setEnabled(bool(self._matches))
        self.importCalendarButton.setEnabled(writable and not self._matches)
        self.generateButton.setEnabled(writable and not self._matches)
        self.editButton.setEnabled(competition is not None)
        self.teamsButton.setEnabled(competition is not None)
        self.exportLeagueAction.setEnabled(competition is not None)
        has_table = competition is not None and self.standingsView.standings is not None
        self.exportCsvButton.setEnabled(has_table)
        self.exportPdfButton.setEnabled(has_table)
        self.readOnlyLabel.setText(
            self.tr("Temporada archivada: «{name}» solo se puede consultar, con sus actas.").format(
                name=competition.name if competition is not None else ""
            )
            if archived
            else ""
        )
        self.readOnlyLabel.setVisible(archived)

    # --- actions -------------------------------------------------------------------------------

    def open_results(self) -> None:
        match = self.selected_match()
        competition = self.selected_competition()
        if match is None or competition is None:
            return
        from delegate_app.ui.results_dialog import ResultsDialog

        try:
            dialog = ResultsDialog(self.db, match.id, self, clock=self.clock)
        except StoreError as exc:
            messages.error(self, self.tr("Resultados"), str(exc))
            return
        dialog.exec()
        if dialog.saved:
            self._refresh(competition, select_match_id=match.id)
            self.data_changed.emit()

    def move_match(self) -> None:
        match = self.selected_match()
        competition = self.selected_competition()
        if match is None or competition is None:
            return
        from delegate_app.ui.results_dialog import MoveMatchDialog

        dialog = MoveMatchDialog(self.db, match.id, self)
        dialog.exec()
        moved = dialog.moved
        if moved is None:
            return
        self._refresh(competition, select_match_id=match.id)
        self.data_changed.emit()
        when = fmt_datetime(moved.played_at or moved.scheduled_at)
        if moved.findings:
            listed = "\n".join(f"⚠ {finding.message}" for finding in moved.findings)
            messages.warn(
                self,
                self.tr("Fecha cambiada, con avisos"),
                self.tr(
                    "{home} – {away}: {when}.\n\n{findings}\n\nDecide el Comité de Competición."
                ).format(home=match.home_team, away=match.away_team, when=when, findings=listed),
            )
        else:
            messages.info(
                self,
                self.tr("Fecha cambiada"),
                f"{match.home_team} – {match.away_team}: {when}.",
            )

    def export_calendar(self) -> None:
        competition = self.selected_competition()
        if competition is None:
            return
        from delegate_app.store.calendar_io import export_calendar_csv

        suggested = f"calendario-{file_slug(competition.name)}-{competition.season}.csv"
        path = messages.save_file(self, self.tr("Exportar calendario"), suggested, CSV_FILTER)
        if not path:
            return
        target = _with_suffix(path, ".csv")
        try:
            count = export_calendar_csv(self.db, require_id(competition), target)
        except StoreError as exc:
            messages.error(self, self.tr("Calendario no exportado"), str(exc))
            return
        messages.info(
            self,
            self.tr("Calendario exportado"),
            self.tr("%n encuentro(s) guardado(s) en «{file}».", "", count).format(file=target.name),
        )

    def import_calendar(self) -> None:
        competition = self.selected_competition()
        if competition is None:
            return
        from delegate_app.ui.calendar_dialogs import CalendarImportDialog

        path = messages.open_file(
            self,
            self.tr("Importar calendario"),
            self.tr("Calendarios (*.csv *.txt *.xlsx);;Todos los archivos (*)"),
        )
        if not path:
            return
        dialog = CalendarImportDialog(self.db, competition, path, self)
        dialog.exec()
        imported = dialog.imported
        if imported is None:
            return
        self.reload()
        self.data_changed.emit()
        text = self.tr("«{competition}»: {rounds} y {matches}.").format(
            competition=competition.name,
            rounds=self.tr("%n ronda(s)", "", imported.rounds),
            matches=self.tr("%n encuentro(s)", "", imported.matches),
        )
        if imported.teams_created:
            text += " " + self.tr("Equipos nuevos: {teams}.").format(
                teams=", ".join(imported.teams_created)
            )
        messages.info(self, self.tr("Calendario importado"), text)

    # --- setting up the season -----------------------------------------------------------------

    def new_competition(self) -> int | None:
        from delegate_app.ui.competition_dialog import CompetitionDialog

        season = self.seasonCombo.currentData() or ""
        dialog = CompetitionDialog(self.db, parent=self, season=season)
        dialog.exec()
        if dialog.saved_competition is None:
            return None
        self.reload(select_id=dialog.saved_competition.id)
        self.data_changed.emit()
        return dialog.saved_competition.id

    def edit_competition(self) -> None:
        competition = self.selected_competition()
        if competition is None:
            return
        from delegate_app.ui.competition_dialog import CompetitionDialog

        dialog = CompetitionDialog(self.db, competition, parent=self)
        dialog.exec()
        if dialog.saved_competition is not None:
            self.reload(select_id=competition.id)
            self.data_changed.emit()

    def edit_group(self) -> None:
        competition = self.selected_competition()
        if competition is None:
            return
        from delegate_app.ui.group_dialog import GroupDialog

        dialog = GroupDialog(self.db, require_id(competition), self)
        dialog.exec()
        if dialog.changed:
            self.reload(select_id=competition.id)
            self.data_changed.emit()

    def generate_calendar(self) -> None:
        competition = self.selected_competition()
        if competition is None:
            return
        from delegate_app.ui.calendar_dialogs import GenerateCalendarDialog

        dialog = GenerateCalendarDialog(self.db, require_id(competition), self)
        dialog.exec()
        if dialog.rounds is None:
            return
        self.reload(select_id=competition.id)
        self.data_changed.emit()
        messages.info(
            self,
            self.tr("Calendario generado"),
            self.tr("«{competition}»: {rounds} y {matches}.").format(
                competition=competition.name,
                rounds=self.tr("%n ronda(s)", "", len(dialog.rounds)),
                matches=self.tr("%n encuentro(s)", "", len(self._matches)),
            ),
        )

    def edit_match(self) -> None:
        match = self.selected_match()
        competition = self.selected_competition()
        if match is None or competition is None:
            return
        from delegate_app.ui.calendar_dialogs import MatchEditDialog

        dialog = MatchEditDialog(self.db, match, self)
        dialog.exec()
        if dialog.saved:
            self._refresh(competition, select_match_id=match.id)
            self.data_changed.emit()

    def export_league(self) -> None:
        competition = self.selected_competition()
        if competition is None:
            return
        from delegate_app.ui.league_dialogs import export_league_file

        export_league_file(self, self.db, competition)

    def import_league(self) -> None:
        from delegate_app.ui.league_dialogs import LeagueImportDialog

        path = messages.open_file(
            self,
            self.tr("Importar archivo de la liga"),
            self.tr("Archivo de la liga (*.liga.json *.json);;Todos los archivos (*)"),
        )
        if not path:
            return
        dialog = LeagueImportDialog(self.db, path, self)
        dialog.exec()
        if dialog.applied is not None:
            self.reload(select_id=dialog.applied_competition_id)
            self.data_changed.emit()

    def new_season(self) -> None:
        from delegate_app.ui.league_dialogs import NewSeasonDialog

        dialog = NewSeasonDialog(self.db, self)
        dialog.exec()
        if dialog.summary is not None:
            self.reload()
            # Show the new season: the earlier one stays a choice of the box, read-only.
            self.seasonCombo.setCurrentIndex(
                max(0, self.seasonCombo.findData(dialog.summary.season))
            )
            self.data_changed.emit()

    def _standings_path(self, title: str, suffix: str, filters: str) -> Path | None:
        competition = self.selected_competition()
        if competition is None or self.standingsView.standings is None:
            return None
        suggested = f"clasificacion-{file_slug(competition.name)}-{competition.season}{suffix}"
        path = messages.save_file(self, title, suggested, filters)
        return _with_suffix(path, suffix) if path else None

    def export_standings_csv(self) -> None:
        target = self._standings_path(self.tr("Exportar clasificación"), ".csv", CSV_FILTER)
        if target is None:
            return
        from delegate_app.store.competition_standings import standings_csv

        competition = self.selected_competition()
        if competition is None:  # _standings_path asked for one
            return
        try:
            count = standings_csv(self.db, require_id(competition), target)
        except StoreError as exc:
            messages.error(self, self.tr("Clasificación no exportada"), str(exc))
            return
        messages.info(
            self,
            self.tr("Clasificación exportada"),
            self.tr("%n equipo(s) guardado(s) en «{file}».", "", count).format(file=target.name),
        )

    def export_standings_pdf(self) -> None:
        target = self._standings_path(
            self.tr("Exportar clasificación en PDF"), ".pdf", "PDF (*.pdf)"
        )
        if target is None:
            return
        from delegate_app.documents.standings_report import write_standings_pdf

        standings = self.standingsView.standings
        if standings is None:  # _standings_path asked for one
            return
        try:
            write_standings_pdf(standings, target)
        except OSError as exc:
            messages.error(
                self,
                self.tr("Clasificación no exportada"),
                self.tr("No se ha podido guardar «{file}»: {error}.").format(
                    file=target.name, error=os_reason(exc)
                ),
            )
            return
        except Exception:
            log.exception("PDF de la clasificación fallido")
            messages.error(
                self,
                self.tr("Clasificación no exportada"),
                self.tr("No se ha podido hacer el PDF; los detalles están en el log."),
            )
            return
        messages.info(
            self,
            self.tr("Clasificación exportada"),
            self.tr("Guardada en «{file}».").format(file=target.name),
        )
