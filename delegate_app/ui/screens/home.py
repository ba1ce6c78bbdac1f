"""Inicio: the first-start choice on an empty database, then the club's next matches."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from delegate_app.store.database import Database
from delegate_app.store.start_summary import read_start_summary
from delegate_app.ui.formatting import fmt_datetime
from delegate_app.ui.table_util import fill_table, make_table

UPCOMING_LIMIT = 10


class HomeScreen(QWidget):
    create_club_requested = Signal()
    demo_requested = Signal()

    def __init__(self, db: Database, parent: QWidget | None = None):
        super().__init__(parent)
        self.db = db
        self._pages = QStackedLayout(self)
        self._pages.addWidget(self._build_welcome())
        self._pages.addWidget(self._build_summary())
        self.reload()

    def _build_welcome(self) -> QWidget:
        page = QWidget()
        title = QLabel("<h1>{}</h1>".format(self.tr("Bienvenido a Delegado")))
        text = QLabel(
            self.tr(
                "Para empezar, cree su club (después podrá añadir sus equipos y su lista de "
                "jugadores, o importarla de un archivo) o cargue una temporada de demostración "
                "para conocer la aplicación."
            )
        )
        text.setWordWrap(True)
        self.createClubButton = QPushButton(self.tr("&Crear mi club…"))
        self.demoButton = QPushButton(self.tr("Cargar la temporada de &demostración"))
        for button in (self.createClubButton, self.demoButton):
            button.setMinimumHeight(44)
        self.createClubButton.clicked.connect(self.create_club_requested)
        self.demoButton.clicked.connect(self.demo_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.createClubButton)
        buttons.addWidget(self.demoButton)
        buttons.addStretch(1)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(40, 40, 40, 40)
        layout.addWidget(title)
        layout.addWidget(text)
        layout.addSpacing(20)
        layout.addLayout(buttons)
        layout.addStretch(1)
        return page

    def _build_summary(self) -> QWidget:
        page = QWidget()
        self.titleLabel = QLabel()
        self.countsLabel = QLabel()
        self.countsLabel.setWordWrap(True)
        self.upcomingTable = make_table(
            [
                self.tr("Fecha"),
                self.tr("Competición"),
                self.tr("Ronda"),
                self.tr("Encuentro"),
                self.tr("Lugar"),
            ],
            self.tr("Próximos encuentros"),
        )
        layout = QVBoxLayout(page)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.addWidget(self.titleLabel)
        layout.addWidget(self.countsLabel)
        layout.addSpacing(8)
        heading = QLabel("<h3>{}</h3>".format(self.tr("Próximos encuentros de mis equipos")))
        heading.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(heading)
        layout.addWidget(self.upcomingTable, 1)
        return page

    def reload(self, now: datetime | None = None) -> None:
        summary = read_start_summary(self.db.path, now or datetime.now(), UPCOMING_LIMIT)
        if summary.empty:
            self._pages.setCurrentIndex(0)
            return
        self._pages.setCurrentIndex(1)
        names = ", ".join(summary.own_clubs) or self.tr("ninguno marcado como propio")
        self.titleLabel.setText(
            "<h2>{}</h2>".format(self.tr("Mi club: {names}").format(names=names))
        )
        counts = summary.counts
        self.countsLabel.setText(
            self.tr(
                "{clubs} clubes · {players} jugadores · {competitions} competiciones · "
                "{matches} encuentros"
            ).format(**counts)
        )
        fill_table(
            self.upcomingTable,
            [
                (
                    fmt_datetime(m.scheduled_at),
                    m.competition_name,
                    str(m.round_number),
                    f"{m.home_team} – {m.away_team}",
                    m.venue,
                )
                for m in summary.upcoming
            ],
        )
