"""Competiciones: each competition's settings, its calendar with the results, and its table."""

from __future__ import annotations

import logging
import unicodedata
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.competition import IncrementKind, Sport, TimeControl
from delegate_app.store import clubs
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Competition
from delegate_app.ui import messages
from delegate_app.ui.formatting import fmt_date, fmt_datetime
from delegate_app.ui.i18n import translate
from delegate_app.ui.labels import label, match_state, time_control_text
from delegate_app.ui.standings_view import StandingsView
from delegate_app.ui.table_util import fill_table, make_table

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


def file_slug(text: str) -> str:
    """A file name part without accents or spaces: "Liga — Preferente" -> "liga-preferente"."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    words = "".join(ch if ch.isalnum() else " " for ch in plain.lower()).split()
    return "-".join(words) or "competicion"


def _with_suffix(path: str, suffix: str) -> Path:
    chosen = Path(path)
    return chosen if chosen.suffix.lower() == suffix else chosen.with_name(chosen.name + suffix)


class CompetitionsScreen(QWidget):
    data_changed = Signal()  # results or a calendar were saved: other screens show them

    def __init__(self, db: Database, parent: QWidget | None = None):
        super().__init__(parent)
        self.db = db
        self._competitions: list[Competition] = []
        self._matches = []
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
        calendar_tab = QWidget()
        calendar_layout = QVBoxLayout(calendar_tab)
        calendar_layout.addWidget(self.calendarTable, 1)
        calendar_bar = QHBoxLayout()
        calendar_bar.addWidget(self.resultsButton)
        calendar_bar.addWidget(self.moveButton)
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
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("<h2>{}</h2>".format(self.tr("Competiciones"))))
        layout.addWidget(splitter, 1)

        self.table.itemSelectionChanged.connect(self._selected)
        self.calendarTable.itemSelectionChanged.connect(self._update_buttons)
        self.calendarTable.doubleClicked.connect(lambda _index: self.open_results())
        self.resultsButton.clicked.connect(self.open_results)
        self.moveButton.clicked.connect(self.move_match)
        self.importCalendarButton.clicked.connect(self.import_calendar)
        self.exportCalendarButton.clicked.connect(self.export_calendar)
        self.exportCsvButton.clicked.connect(self.export_standings_csv)
        self.exportPdfButton.clicked.connect(self.export_standings_pdf)
        self.reload()

    # --- loading -------------------------------------------------------------------------------

    def reload(self) -> None:
        current = self.selected_competition()
        self._competitions = clubs.list_competitions(self.db)
        self.table.blockSignals(True)
        fill_table(
            self.table,
            [
                (
                    c.name,
                    label(Sport(c.sport).label),
                    c.category,
                    c.season,
                    fmt_date(c.first_round_date),
                    self.tr("Doble") if c.double_round_robin else self.tr("Sencilla"),
                )
                for c in self._competitions
            ],
        )
        self.table.blockSignals(False)
        if self._competitions:
            ids = [c.id for c in self._competitions]
            row = ids.index(current.id) if current is not None and current.id in ids else 0
            self.table.selectRow(row)
        self._selected()

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
        from delegate_app.store.results import competition_standings, match_scores

        self._matches = list_matches(self.db, competition_id=competition.id)
        scores = match_scores(self.db, competition.id)
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
                    match_state(m),
                    m.venue,
                )
            )
        fill_table(self.calendarTable, rows)
        for row, m in enumerate(self._matches):
            if m.played_at is not None and m.played_at != m.scheduled_at:
                self.calendarTable.item(row, 1).setToolTip(
                    self.tr("Fecha oficial: {date}").format(date=fmt_datetime(m.scheduled_at))
                )
        if select_match_id is not None:
            self.select_match(select_match_id)
        try:
            standings = competition_standings(self.db, competition.id)
        except StoreError as exc:
            log.warning("Clasificación no disponible: %s", exc)
            standings = None
        self.standingsView.set_standings(standings)
        self._update_buttons()

    def selected_match(self):
        rows = self.calendarTable.selectionModel().selectedRows()
        return self._matches[rows[0].row()] if rows else None

    def select_match(self, match_id: int) -> None:
        for row, match in enumerate(self._matches):
            if match.id == match_id:
                self.calendarTable.selectRow(row)
                return

    def _update_buttons(self) -> None:
        competition = self.selected_competition()
        self.resultsButton.setEnabled(self.selected_match() is not None)
        self.moveButton.setEnabled(self.selected_match() is not None)
        self.exportCalendarButton.setEnabled(bool(self._matches))
        self.importCalendarButton.setEnabled(competition is not None and not self._matches)
        has_table = competition is not None and self.standingsView.standings is not None
        self.exportCsvButton.setEnabled(has_table)
        self.exportPdfButton.setEnabled(has_table)

    # --- actions -------------------------------------------------------------------------------

    def open_results(self) -> None:
        match = self.selected_match()
        competition = self.selected_competition()
        if match is None or competition is None:
            return
        from delegate_app.ui.results_dialog import ResultsDialog

        try:
            dialog = ResultsDialog(self.db, match.id, self)
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
            count = export_calendar_csv(self.db, competition.id, target)
        except StoreError as exc:
            messages.error(self, self.tr("Calendario no exportado"), str(exc))
            return
        messages.info(
            self,
            self.tr("Calendario exportado"),
            self.tr("{count} encuentros guardados en «{file}».").format(
                count=count, file=target.name
            ),
        )

    def import_calendar(self) -> None:
        competition = self.selected_competition()
        if competition is None:
            return
        from delegate_app.store.calendar_io import import_calendar_csv

        path = messages.open_file(
            self,
            self.tr("Importar calendario"),
            self.tr("CSV (*.csv *.txt);;Todos los archivos (*)"),
        )
        if not path:
            return
        try:
            imported = import_calendar_csv(self.db, competition.id, path)
        except StoreError as exc:
            messages.error(self, self.tr("Calendario no importado"), str(exc))
            return
        self.reload()
        self.data_changed.emit()
        messages.info(
            self,
            self.tr("Calendario importado"),
            self.tr("«{competition}»: {rounds} rondas y {matches} encuentros.").format(
                competition=competition.name, rounds=imported.rounds, matches=imported.matches
            ),
        )

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
        from delegate_app.store.results import standings_csv

        competition = self.selected_competition()
        try:
            count = standings_csv(self.db, competition.id, target)
        except StoreError as exc:
            messages.error(self, self.tr("Clasificación no exportada"), str(exc))
            return
        messages.info(
            self,
            self.tr("Clasificación exportada"),
            self.tr("{count} equipos guardados en «{file}».").format(count=count, file=target.name),
        )

    def export_standings_pdf(self) -> None:
        target = self._standings_path(
            self.tr("Exportar clasificación en PDF"), ".pdf", "PDF (*.pdf)"
        )
        if target is None:
            return
        from delegate_app.documents.standings_report import write_standings_pdf

        try:
            write_standings_pdf(self.standingsView.standings, target)
        except OSError as exc:
            messages.error(
                self,
                self.tr("Clasificación no exportada"),
                self.tr("No se ha podido guardar «{file}»: {error}.").format(
                    file=target.name, error=exc.strerror or exc
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
