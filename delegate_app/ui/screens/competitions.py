"""Competiciones: each competition's settings, its teams and its calendar."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSplitter, QVBoxLayout, QWidget

from delegate_app.domain.competition import IncrementKind, Sport, TimeControl
from delegate_app.store import clubs
from delegate_app.store.database import Database
from delegate_app.store.models import Competition
from delegate_app.ui.formatting import fmt_date, fmt_datetime
from delegate_app.ui.table_util import fill_table, make_table


def settings_text(c: Competition) -> str:
    points = f"{c.points_win}/{c.points_draw}/{c.points_loss}"
    if c.sport == Sport.CHESS.value:
        tc = TimeControl(c.base_minutes, c.increment_seconds, IncrementKind(c.increment_kind))
        return f"{c.boards} tableros · {tc.label()} · puntos por encuentro {points}"
    return (
        f"{c.tables_per_team} mesas × {c.partidas_per_table} partidas · partida a "
        f"{c.target_score} tantos · puntos por encuentro {points}"
    )


class CompetitionsScreen(QWidget):
    def __init__(self, db: Database, parent: QWidget | None = None):
        super().__init__(parent)
        self.db = db
        self._competitions: list[Competition] = []
        self.table = make_table(
            ["Competición", "Modalidad", "Categoría", "Temporada", "Inicio", "Vueltas"],
            "Competiciones",
        )
        self.settingsLabel = QLabel()
        self.settingsLabel.setWordWrap(True)
        self.calendarTable = make_table(
            ["Ronda", "Fecha y hora", "Local", "Visitante", "Lugar"], "Calendario"
        )
        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addWidget(self.settingsLabel)
        lower_layout.addWidget(self.calendarTable)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(lower)
        splitter.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("<h2>Competiciones</h2>"))
        layout.addWidget(splitter, 1)
        self.table.itemSelectionChanged.connect(self._selected)
        self.reload()

    def reload(self) -> None:
        self._competitions = clubs.list_competitions(self.db)
        fill_table(
            self.table,
            [
                (
                    c.name,
                    Sport(c.sport).label,
                    c.category,
                    c.season,
                    fmt_date(c.first_round_date),
                    "Doble" if c.double_round_robin else "Sencilla",
                )
                for c in self._competitions
            ],
        )
        if self._competitions:
            self.table.selectRow(0)
        self._selected()

    def _selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            self.settingsLabel.setText("No hay competiciones todavía.")
            fill_table(self.calendarTable, [])
            return
        from delegate_app.store.calendar import list_matches

        competition = self._competitions[rows[0].row()]
        self.settingsLabel.setText(f"<b>{competition.name}</b>: {settings_text(competition)}")
        fill_table(
            self.calendarTable,
            [
                (
                    str(m.round_number),
                    fmt_datetime(m.scheduled_at),
                    m.home_team,
                    m.away_team,
                    m.venue,
                )
                for m in list_matches(self.db, competition_id=competition.id)
            ],
        )
