"""Inicio: the first-start guide (my club, my teams, competitions, calendar, my player list),
then the club's next matches.

The guide reads what is done from the data; a step skipped is remembered in the settings and
can be taken up again at any time, from the guide or from the other screens.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from PySide6.QtCore import QModelIndex, QSettings, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from delegate_app.store.database import Database
from delegate_app.store.start_summary import read_setup_progress, read_start_summary
from delegate_app.ui.formatting import fmt_datetime
from delegate_app.ui.table_util import fill_table, make_table

UPCOMING_LIMIT = 10
DEADLINE_DAYS = 14  # Inicio shows the deadlines of the actas played in the last two weeks
STEPS = ("club", "equipos", "competicion", "calendario", "lista")
SKIPPED_KEY = "inicio/pasos_saltados"
CLOSED_KEY = "inicio/guia_cerrada"


@dataclass(frozen=True)
class SetupState:
    """What the data says is done, step by step; and the own competition the guide works on."""

    done: dict[str, bool]
    competition_id: int | None  # the first competition with an own team (current season)
    next_match_id: int | None

    @property
    def complete(self) -> bool:
        return all(self.done.values())


def setup_state(db: Database, now: datetime) -> SetupState:
    """Read with plain sqlite3 (store/start_summary.py): Inicio is the screen shown at start."""
    progress = read_setup_progress(db.path, now)
    return SetupState(
        done={
            "club": progress.club,
            "equipos": progress.teams,
            "competicion": progress.competition,
            "calendario": progress.calendar,
            "lista": progress.players,
        },
        competition_id=progress.competition_id,
        next_match_id=progress.next_match_id,
    )


class HomeScreen(QWidget):
    create_club_requested = Signal()
    demo_requested = Signal()
    # "equipo", "competicion", "liga", "generar", "calendario", "lista", "proximo"
    step_requested = Signal(str)
    # A match's acta, opened from here: the next match's button, a double-click on a row.
    match_requested = Signal(int)

    def __init__(
        self, db: Database, parent: QWidget | None = None, settings: QSettings | None = None
    ):
        super().__init__(parent)
        self.db = db
        self.clock = datetime.now  # the tests give the screen a day of the season
        self._settings = settings
        self._skipped: set[str] = set()
        self._closed = False
        if settings is not None:
            self._skipped = set(str(settings.value(SKIPPED_KEY, "") or "").split(",")) - {""}
            self._closed = str(settings.value(CLOSED_KEY, "false")).lower() == "true"
        self.state: SetupState | None = None
        self._empty = True
        # Once the guide has shown a step to do, it stays until closed or the next match is
        # opened, so that its last step is there when the others are done.
        self._in_progress = False
        self.titleLabel = QLabel()
        self.titleLabel.setTextFormat(Qt.TextFormat.RichText)
        self._pages = QStackedLayout()
        self._pages.addWidget(self._build_guide())
        self._pages.addWidget(self._build_summary())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.addWidget(self.titleLabel)
        layout.addLayout(self._pages, 1)
        self.reload()

    # --- the guide -----------------------------------------------------------------------------

    def _build_guide(self) -> QWidget:
        page = QWidget()
        self.introLabel = QLabel()
        self.introLabel.setWordWrap(True)
        self.createClubButton = QPushButton(self.tr("&Crear mi club…"))
        self.addTeamButton = QPushButton(self.tr("&Nuevo equipo…"))
        self.newCompetitionButton = QPushButton(self.tr("Crear co&mpetición…"))
        self.importLeagueButton = QPushButton(self.tr("Importar archivo de la &liga…"))
        self.generateButton = QPushButton(self.tr("&Generar calendario…"))
        self.importCalendarButton = QPushButton(self.tr("Importar ca&lendario…"))
        self.importPlayersButton = QPushButton(self.tr("Importar mi lista de &jugadores…"))
        self.createClubButton.clicked.connect(self.create_club_requested)
        for button, action in (
            (self.addTeamButton, "equipo"),
            (self.newCompetitionButton, "competicion"),
            (self.importLeagueButton, "liga"),
            (self.generateButton, "generar"),
            (self.importCalendarButton, "calendario"),
            (self.importPlayersButton, "lista"),
        ):
            button.clicked.connect(lambda _c=False, a=action: self.step_requested.emit(a))
        steps = {
            "club": (
                self.tr("1. Mi club"),
                self.tr("Nombre, localidad y dirección del local de juego."),
                [self.createClubButton],
            ),
            "equipos": (
                self.tr("2. Mis equipos"),
                self.tr(
                    "El equipo A y sus filiales, de ajedrez o de dominó; si juegan en casa los "
                    "domingos."
                ),
                [self.addTeamButton],
            ),
            "competicion": (
                self.tr("3. Competiciones"),
                self.tr(
                    "Créela con sus ajustes y sus equipos rivales, o importe el archivo de la "
                    "liga que le envíe otro delegado o la Federación."
                ),
                [self.newCompetitionButton, self.importLeagueButton],
            ),
            "calendario": (
                self.tr("4. Calendario"),
                self.tr("Generado del sorteo, o importado del que publica la Federación."),
                [self.generateButton, self.importCalendarButton],
            ),
            "lista": (
                self.tr("5. Mi lista de jugadores"),
                self.tr("En orden de fuerza (art. 18.2), de un archivo CSV o Excel."),
                [self.importPlayersButton],
            ),
        }
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(10)
        self.stepStatus: dict[str, QLabel] = {}
        self.stepTitles: dict[str, QLabel] = {}
        self.skipButtons: dict[str, QPushButton] = {}
        for row, key in enumerate(STEPS):
            title, text, buttons = steps[key]
            status = QLabel()
            status.setMinimumWidth(28)
            heading = QLabel(title)
            description = QLabel(text)
            description.setWordWrap(True)
            texts = QVBoxLayout()
            texts.addWidget(heading)
            texts.addWidget(description)
            actions = QHBoxLayout()
            for button in buttons:
                button.setMinimumHeight(36)
                actions.addWidget(button)
            skip = QPushButton(self.tr("Saltar"))
            skip.setAccessibleName(self.tr("Saltar el paso «{step}»").format(step=title))
            skip.clicked.connect(lambda _c=False, k=key: self.skip(k))
            actions.addWidget(skip)
            actions.addStretch(1)
            grid.addWidget(status, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addLayout(texts, row, 1)
            grid.addLayout(actions, row, 2)
            self.stepStatus[key], self.stepTitles[key], self.skipButtons[key] = (
                status,
                heading,
                skip,
            )
        grid.setColumnStretch(1, 1)
        self.demoButton = QPushButton(self.tr("Cargar la temporada de &demostración"))
        self.demoButton.clicked.connect(self.demo_requested)
        self.nextMatchButton = QPushButton(self.tr("Abrir mi &próximo encuentro"))
        self.nextMatchButton.setMinimumHeight(44)
        self.nextMatchButton.clicked.connect(lambda: self.step_requested.emit("proximo"))
        self.closeGuideButton = QPushButton(self.tr("Cerrar la guía"))
        self.closeGuideButton.clicked.connect(self.close_guide)
        bottom = QHBoxLayout()
        bottom.addWidget(self.nextMatchButton)
        bottom.addStretch(1)
        bottom.addWidget(self.demoButton)
        bottom.addWidget(self.closeGuideButton)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(16, 8, 16, 8)
        layout.addWidget(self.introLabel)
        layout.addSpacing(12)
        layout.addLayout(grid)
        layout.addSpacing(12)
        layout.addLayout(bottom)
        layout.addStretch(1)
        return page

    def skip(self, key: str) -> None:
        self._skipped.add(key)
        self._save_guide_state()
        self._show_guide()

    def close_guide(self) -> None:
        self._closed = True
        self._save_guide_state()
        self.reload()

    def open_guide(self) -> None:
        self._closed = False
        self._in_progress = True
        self._save_guide_state()
        self.reload()

    def _save_guide_state(self) -> None:
        if self._settings is None:
            return
        self._settings.setValue(SKIPPED_KEY, ",".join(sorted(self._skipped)))
        self._settings.setValue(CLOSED_KEY, "true" if self._closed else "false")

    def help_topic(self) -> str:
        """F1's section (ui/help.py): on an empty database the first steps, or what the demo
        season holds when its button has the focus; afterwards, the Inicio screen."""
        if not self._empty:
            return "inicio"
        return "demo" if self.demoButton.hasFocus() else "primeros-pasos"

    def current_step(self) -> str | None:
        """The first step neither done nor skipped."""
        state = self.state
        if state is None:
            return None
        return next((k for k in STEPS if not state.done[k] and k not in self._skipped), None)

    def _show_guide(self) -> None:
        state = self.state
        if state is None:  # not loaded yet (reload() shows the guide once it is)
            return
        current = self.current_step()
        for key in STEPS:
            if state.done[key]:
                mark, tip = "✔", self.tr("Hecho")
            elif key in self._skipped:
                mark, tip = "↷", self.tr("Saltado: puede hacerlo cuando quiera")
            else:
                mark, tip = "•", self.tr("Pendiente")
            self.stepStatus[key].setText(f"<b>{mark}</b>")
            self.stepStatus[key].setToolTip(tip)
            title = self.stepTitles[key]
            plain = title.text().replace("<b>", "").replace("</b>", "")
            title.setText(f"<b>{plain}</b>" if key == current else plain)
            self.skipButtons[key].setVisible(not state.done[key] and key not in self._skipped)
        has_club = state.done["club"]
        self.createClubButton.setEnabled(not has_club)
        self.addTeamButton.setEnabled(has_club)
        self.newCompetitionButton.setEnabled(True)
        self.importLeagueButton.setEnabled(True)
        has_competition = state.competition_id is not None
        self.generateButton.setEnabled(has_competition and not state.done["calendario"])
        self.importCalendarButton.setEnabled(has_competition and not state.done["calendario"])
        self.importPlayersButton.setEnabled(has_club)
        empty = self._empty
        self.demoButton.setVisible(empty)
        self.closeGuideButton.setVisible(not empty)
        self.nextMatchButton.setEnabled(state.next_match_id is not None)
        if current is None:
            text = (
                self.tr("Todo listo. Abra su próximo encuentro para preparar la alineación.")
                if state.next_match_id is not None
                else self.tr(
                    "Quedan pasos saltados: hágalos cuando quiera, aquí o en las otras pantallas."
                )
            )
        else:
            text = self.tr(
                "Prepare su temporada real en cinco pasos; puede saltar uno y volver a él "
                "cuando quiera. O cargue la temporada de demostración para conocer la aplicación."
            )
        self.introLabel.setText(text)

    # --- the summary ---------------------------------------------------------------------------

    def _build_summary(self) -> QWidget:
        page = QWidget()
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
        self.upcomingTable.setToolTip(self.tr("Doble clic: abrir el acta del encuentro"))
        self.upcomingTable.doubleClicked.connect(self._open_row)
        self._upcoming: list[Any] = []
        self.openGuideButton = QPushButton(self.tr("&Guía de primeros pasos"))
        self.openGuideButton.clicked.connect(self.open_guide)
        # One click from the start screen to the acta of the club's next match.
        self.nextMatchSummaryButton = QPushButton()
        self.nextMatchSummaryButton.setMinimumHeight(44)
        self.nextMatchSummaryButton.setAccessibleName(self.tr("Próximo encuentro"))
        self.nextMatchSummaryButton.clicked.connect(self._open_next)
        counts = QHBoxLayout()
        counts.addWidget(self.countsLabel, 1)
        counts.addWidget(self.openGuideButton)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(counts)
        # Issue 14: the deadlines of the recent actas, overdue ones marked with what follows.
        self.deadlinesLabel = QLabel()
        self.deadlinesLabel.setWordWrap(True)
        self.deadlinesLabel.setTextFormat(Qt.TextFormat.RichText)
        self.deadlinesLabel.hide()
        layout.addWidget(self.deadlinesLabel)
        layout.addSpacing(8)
        next_row = QHBoxLayout()
        next_row.addWidget(self.nextMatchSummaryButton)
        next_row.addStretch(1)
        layout.addLayout(next_row)
        layout.addSpacing(8)
        heading = QLabel("<h3>{}</h3>".format(self.tr("Próximos encuentros de mis equipos")))
        heading.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(heading)
        layout.addWidget(self.upcomingTable, 1)
        return page

    def _open_next(self) -> None:
        if self._upcoming:
            self.match_requested.emit(self._upcoming[0].match_id)

    def _open_row(self, index: QModelIndex) -> None:
        if 0 <= index.row() < len(self._upcoming):
            self.match_requested.emit(self._upcoming[index.row()].match_id)

    def reload(self, now: datetime | None = None) -> None:
        now = now or self.clock()
        summary = read_start_summary(self.db.path, now, UPCOMING_LIMIT)
        self._empty = summary.empty
        counts = summary.counts
        self.state = setup_state(self.db, now)
        if summary.own_clubs:
            names = ", ".join(summary.own_clubs)
            self.titleLabel.setText(
                "<h2>{}</h2>".format(self.tr("Mi club: {names}").format(names=names))
            )
        elif summary.empty:
            self.titleLabel.setText("<h1>{}</h1>".format(self.tr("Bienvenido a Delegado")))
        else:
            self.titleLabel.setText(
                "<h2>{}</h2>".format(
                    self.tr("Mi club: {names}").format(names=self.tr("ninguno marcado como propio"))
                )
            )
        if not self.state.complete:
            self._in_progress = True
        if summary.empty or (self._in_progress and not self._closed):
            self._pages.setCurrentIndex(0)
            self._show_guide()
            return
        self._pages.setCurrentIndex(1)
        self.countsLabel.setText(
            " · ".join(
                (
                    self.tr("%n club(es)", "", counts["clubs"]),
                    self.tr("%n jugador(es)", "", counts["players"]),
                    self.tr("%n competición(es)", "", counts["competitions"]),
                    self.tr("%n encuentro(s)", "", counts["matches"]),
                )
            )
        )
        self._upcoming = list(summary.upcoming)
        button = self.nextMatchSummaryButton
        if self._upcoming:
            first = self._upcoming[0]
            button.setText(
                self.tr("Abrir el &próximo encuentro: {home} – {away} · {when}").format(
                    home=first.home_team,
                    away=first.away_team,
                    when=fmt_datetime(first.scheduled_at),
                )
            )
        else:
            button.setText(self.tr("No quedan encuentros de mis equipos"))
        button.setEnabled(bool(self._upcoming))
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
        # After the first paint: the deadline rules import the holiday calendar (~0.4 s).
        QTimer.singleShot(0, self, lambda: self.show_deadlines(now))

    def show_deadlines(self, now: datetime) -> None:
        """The deadlines of the actas of the last DEADLINE_DAYS days, as the guide shows them."""
        from delegate_app.store.start_summary import read_acta_deadlines
        from delegate_app.ui.formatting import deadline_items

        since = now - timedelta(days=DEADLINE_DAYS)
        recent = read_acta_deadlines(self.db.path, since, until=now)
        blocks = [
            f"<b>{m.home_team} – {m.away_team}</b> ({fmt_datetime(m.played_at)})"
            f"<ul>{deadline_items(m.deadlines, now)}</ul>"
            for m in recent
            if m.deadlines
        ]
        self.deadlinesLabel.setVisible(bool(blocks))
        if blocks:
            title = self.tr("Plazos de las actas de los últimos {days} días").format(
                days=DEADLINE_DAYS
            )
            self.deadlinesLabel.setText(f"<h3>{title}</h3>{''.join(blocks)}")
