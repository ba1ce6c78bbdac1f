"""The match-day guide of a chess match: five steps the delegate moves between freely.

Documentación, Inicio, Partidas, Incidencias and Cierre. Each step says what is missing; the
score (CH-7) is always in the header. Every entry is saved at once (store/chess/acta.py), so
closing the app in the middle of the match loses nothing and reopens at the same step.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.chess.incident_catalog import WITHDRAWAL
from delegate_app.domain.chess.standings import BoardResult
from delegate_app.domain.findings import Severity
from delegate_app.domain.sides import Side
from delegate_app.store.acta import (
    LOCKED_MESSAGE,
    open_acta,
)
from delegate_app.store.acta_views import IncidentLine
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.chess.acta import DOCUMENT_CHECKS, STEPS, ActaView
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.ui import messages
from delegate_app.ui.acta_close import CloseStep
from delegate_app.ui.chess.games_step import GamesStep
from delegate_app.ui.chess.guide_api import ChessGuideForSteps
from delegate_app.ui.chess.incident_dialog import IncidentDialog
from delegate_app.ui.focus import chain_after
from delegate_app.ui.formatting import fmt_datetime
from delegate_app.ui.labels import label, time_control_text
from delegate_app.ui.step_guide import Step, StepGuide
from delegate_app.ui.style import MIN_HEIGHT
from delegate_app.ui.time_entry import NowButton, TimeEntry, TimeField, time_text


def _fixed_height(*widgets) -> None:
    """Rows of the arrivals table keep their height whatever they show (nothing moves)."""
    for widget in widgets:
        widget.setFixedHeight(max(MIN_HEIGHT, widget.sizeHint().height()))


class DocumentationStep(Step[ChessGuideForSteps]):
    def __init__(self, guide: ChessGuideForSteps):
        super().__init__(guide)
        self.checks: dict[str, QCheckBox] = {}
        box = QGroupBox(self.tr("Antes del encuentro (art. 16)"))
        form = QVBoxLayout(box)
        for key, text in DOCUMENT_CHECKS.items():
            check = QCheckBox(label(text))
            check.toggled.connect(
                lambda on, k=key: self.guide.act(chess_acta.set_documentation, {k: on})
            )
            self.checks[key] = check
            form.addWidget(check)
        self.lineupsLabel = QLabel()
        self.lineupsLabel.setWordWrap(True)
        self.lineupsButton = QPushButton(self.tr("Abrir las &alineaciones…"))
        self.lineupsButton.clicked.connect(self.guide.open_lineups)
        self.missingDocButton = QPushButton(
            self.tr("Registrar documentación que &falta (art. 16.2)…")
        )
        self.missingDocButton.clicked.connect(lambda: self.guide.new_incident("documentacion"))
        self.noLineupButton = QPushButton(
            self.tr("Registrar alineación &no entregada (art. 16.3)…")
        )
        self.noLineupButton.clicked.connect(
            lambda: self.guide.new_incident("alineacion_no_entregada")
        )
        buttons = QHBoxLayout()
        buttons.addWidget(self.lineupsButton)
        buttons.addWidget(self.missingDocButton)
        buttons.addWidget(self.noLineupButton)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(box)
        layout.addWidget(self.lineupsLabel)
        layout.addLayout(buttons)
        layout.addStretch(1)

    def refresh(self, view):
        for key, check in self.checks.items():
            check.blockSignals(True)
            check.setChecked(bool(view.documentation.get(key)))
            check.setEnabled(not view.locked)
            check.blockSignals(False)
        filled = {
            side: sum(1 for line in view.lines if getattr(line, f"{side}_name"))
            for side in ("home", "away")
        }
        self.lineupsLabel.setText(
            self.tr(
                "Alineaciones: {home} {home_filled} de {boards} tableros · {away} {away_filled} "
                "de {boards}. Un equipo que no ha entregado su alineación no puede empezar; "
                "mientras, solo corren sus relojes (art. 16.3)."
            ).format(
                home=view.home_team,
                home_filled=filled["home"],
                away=view.away_team,
                away_filled=filled["away"],
                boards=view.boards,
            )
        )
        for button in (self.missingDocButton, self.noLineupButton):
            button.setEnabled(not view.locked)

    def status(self, view):
        missing = [
            label(text) for key, text in DOCUMENT_CHECKS.items() if not view.documentation.get(key)
        ]
        if not all(line.home_name for line in view.lines) or not all(
            line.away_name for line in view.lines
        ):
            missing.append(self.tr("alineaciones completas"))
        if not missing:
            return "ok", ""
        return "todo", self.tr("Falta: {missing}").format(missing="; ".join(missing))


class StartStep(Step[ChessGuideForSteps]):
    def __init__(self, guide: ChessGuideForSteps):
        super().__init__(guide)
        clock = guide.clock
        self.officialLabel = QLabel()
        self.officialLabel.setWordWrap(True)
        self.actualField = TimeField(self.tr("Hora real de comienzo"), clock)
        self.actualEdit = self.actualField.entry
        self.venueCheck = QCheckBox(
            self.tr("Local y material dispuestos a la hora oficial (art. 17.1)")
        )
        self.arbiterEdit = QLineEdit()
        self.arbiterEdit.setAccessibleName(self.tr("Árbitro"))
        self.arbiterEdit.setPlaceholderText(self.tr("vacío si no hay árbitro"))
        self.arbiterLicenceEdit = QLineEdit()
        self.arbiterLicenceEdit.setMaximumWidth(200)
        self.arbiterLicenceEdit.setAccessibleName(self.tr("Licencia del árbitro"))
        self.saveStartButton = QPushButton(self.tr("&Guardar el comienzo"))
        self.saveStartButton.clicked.connect(self.save_start)
        # What "Guardar el comienzo" wrote, so the delegate sees that it did something.
        self.savedLabel = QLabel()
        self.savedLabel.setObjectName("savedFeedback")
        form = QGridLayout()
        actual_label = QLabel(self.tr("Hora real de &comienzo:"))
        actual_label.setBuddy(self.actualEdit)
        arbiter_label = QLabel(self.tr("Á&rbitro:"))
        arbiter_label.setBuddy(self.arbiterEdit)
        licence_label = QLabel(self.tr("Licencia del árbitro:"))
        licence_label.setBuddy(self.arbiterLicenceEdit)
        form.addWidget(actual_label, 0, 0)
        form.addWidget(self.actualField, 0, 1)
        form.addWidget(self.savedLabel, 0, 2, 1, 2)
        form.addWidget(self.venueCheck, 0, 4, 1, 2)
        form.addWidget(arbiter_label, 1, 0)
        form.addWidget(self.arbiterEdit, 1, 1, 1, 2)
        form.addWidget(licence_label, 1, 3)
        form.addWidget(self.arbiterLicenceEdit, 1, 4)
        form.addWidget(self.saveStartButton, 1, 5)
        form.setColumnStretch(2, 1)

        self.presence = QGroupBox(self.tr("Presencia por tablero (hora de llegada)"))
        self.grid = QGridLayout(self.presence)
        self.grid.setHorizontalSpacing(8)
        self.arrivalEdits: dict[tuple[str, int], TimeEntry] = {}
        self.arrivalButtons: dict[tuple[str, int], NowButton] = {}
        self.arrivalLabels: dict[tuple[str, int], QLabel] = {}
        # A time typed wrong: said here, in a line that is always there (nothing moves).
        self.timeErrorLabel = QLabel()
        self.timeErrorLabel.setObjectName("timeError")
        self.timeErrorLabel.setStyleSheet("color: #b00020;")
        self.timeErrorLabel.setWordWrap(True)
        self.findingsList = QListWidget()
        self.findingsList.setAccessibleName(self.tr("Comprobación del comienzo"))
        self.findingsList.setWordWrap(True)
        self.findingsList.setMinimumHeight(64)
        # The list takes the height left, and asks for none: its default 192 px would squeeze
        # the window's buttons below their size on a 768 px screen.
        self.findingsList.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.forfeitButton = QPushButton(
            self.tr("Aplicar las &incomparecencias propuestas (arts. 18.6 y 18.7)")
        )
        # CH-16.3: each team's lineup delivered on paper counts; nothing noted is never "not
        # delivered".
        self.delivery = QGroupBox(self.tr("Entrega de las alineaciones (art. 16.3)"))
        delivery_form = QGridLayout(self.delivery)
        self.deliveryCombos: dict[str, QComboBox] = {}
        self.deliveryFields: dict[str, TimeField] = {}
        self.deliveryEdits: dict[str, TimeEntry] = {}
        self.deliveryLabels: dict[str, QLabel] = {}
        self.deliveryButtons: dict[str, QPushButton] = {}
        for row, (side, text) in enumerate(
            (
                (Side.HOME, self.tr("Equipo local")),
                (Side.AWAY, self.tr("Equipo visitante")),
            )
        ):
            combo = QComboBox()
            combo.setAccessibleName(self.tr("Entrega de la alineación: {team}").format(team=text))
            combo.addItem(self.tr("Entregada en papel"), "papel")
            combo.addItem(self.tr("Tecleada en la aplicación"), "app")
            combo.addItem(self.tr("No entregada"), "no")
            field = TimeField(self.tr("Hora de entrega: {team}").format(team=text), clock)
            button = QPushButton(self.tr("Anotar"))
            button.setAccessibleName(self.tr("Anotar la entrega: {team}").format(team=text))
            button.clicked.connect(lambda _c=False, s=side: self.save_delivery(s))
            field.entry.invalid.connect(self.show_time_error)
            state = QLabel()
            delivery_form.addWidget(QLabel(text + ":"), row, 0)
            delivery_form.addWidget(combo, row, 1)
            delivery_form.addWidget(field, row, 2)
            delivery_form.addWidget(button, row, 3)
            delivery_form.addWidget(state, row, 4)
            self.deliveryCombos[side], self.deliveryFields[side] = combo, field
            self.deliveryEdits[side] = field.entry
            self.deliveryLabels[side] = state
            self.deliveryButtons[side] = button
        delivery_form.setColumnStretch(4, 1)
        self.actualEdit.invalid.connect(self.show_time_error)
        self.forfeitButton.clicked.connect(self.apply_forfeits)
        layout = QVBoxLayout(self)
        layout.addWidget(self.officialLabel)
        layout.addLayout(form)
        layout.addWidget(self.delivery)
        layout.addWidget(self.presence)
        layout.addWidget(self.timeErrorLabel)
        layout.addWidget(
            QLabel("<b>{}</b>".format(self.tr("Relojes, comienzo e incomparecencias")))
        )
        layout.addWidget(self.findingsList, 1)
        layout.addWidget(self.forfeitButton)
        self._built = False
        self._forfeits: dict[int, BoardResult] = {}

    def _build_grid(self, view):
        self.grid.addWidget(QLabel(self.tr("Tablero")), 0, 0)
        self.homeHeading, self.awayHeading = QLabel(view.home_team), QLabel(view.away_team)
        self.grid.addWidget(self.homeHeading, 0, 1, 1, 3)
        self.grid.addWidget(self.awayHeading, 0, 4, 1, 3)
        for line in view.lines:
            row = line.board
            number = QLabel(str(line.board))
            self.grid.addWidget(number, row, 0)
            for column, side in ((1, Side.HOME), (4, Side.AWAY)):
                name = QLabel()
                where = (
                    self.tr("tablero {board}, local")
                    if side == Side.HOME
                    else self.tr("tablero {board}, visitante")
                ).format(board=line.board)
                edit = TimeEntry(self.tr("Llegada: {where}").format(where=where))
                arrived = NowButton(edit, self.guide.clock, self.tr("Ha llegado"))
                arrived.setAccessibleName(self.tr("Ha llegado: {where}").format(where=where))
                edit.timeCommitted.connect(lambda _t, s=side, b=line.board: self.arrive(s, b))
                edit.invalid.connect(self.show_time_error)
                _fixed_height(name, edit, arrived, number)
                self.grid.addWidget(name, row, column)
                self.grid.addWidget(edit, row, column + 1)
                self.grid.addWidget(arrived, row, column + 2)
                self.arrivalEdits[(side, line.board)] = edit
                self.arrivalButtons[(side, line.board)] = arrived
                self.arrivalLabels[(side, line.board)] = name
        # The buttons are as wide as the widest text they can show, whatever they show now.
        width = max(button.sizeHint().width() for button in self.arrivalButtons.values())
        for button in self.arrivalButtons.values():
            button.setFixedWidth(width)
        self.grid.setColumnStretch(7, 1)
        # Built after the dialog: the lineup delivery after the start form, then the rows board
        # by board.
        delivery: list[QWidget] = [
            widget
            for side in (Side.HOME, Side.AWAY)
            for widget in (
                self.deliveryCombos[side],
                self.deliveryEdits[side],
                self.deliveryFields[side].nowButton,
                self.deliveryButtons[side],
            )
        ]
        chain_after(
            self.saveStartButton,
            delivery
            + [
                widget
                for row in range(1, self.grid.rowCount())
                for column in range(self.grid.columnCount())
                for item in [self.grid.itemAtPosition(row, column)]
                if item is not None
                for widget in [item.widget()]
                if widget is not None and not isinstance(widget, QLabel)
            ],
        )
        self._built = True

    def _fix_name_widths(self, view) -> None:
        """Each name column is as wide as its longest name marked "no ha llegado": a click
        that changes what a row shows never moves the columns (issue 17)."""
        metrics = self.fontMetrics()
        for side, names in (
            (Side.HOME, [line.home_name for line in view.lines]),
            (Side.AWAY, [line.away_name for line in view.lines]),
        ):
            texts = [self._name_text(name, arrived=False) for name in names]
            texts.append(view.home_team if side == Side.HOME else view.away_team)
            width = max(metrics.horizontalAdvance(text) for text in texts) + 8
            for board in range(1, len(view.lines) + 1):
                self.arrivalLabels[(side, board)].setFixedWidth(width)

    def _name_text(self, name: str, arrived: bool) -> str:
        name = name or self.tr("(sin jugador)")
        return name if arrived else self.tr("{player} — no ha llegado").format(player=name)

    def refresh(self, view):
        if not self._built:
            self._build_grid(view)
        self._fix_name_widths(view)
        official = (
            self.tr("Aplazado al {when} (fecha oficial: {official}) · Ritmo: {time_control}")
            if view.moved_to is not None
            else self.tr("Hora oficial: {when} · Ritmo: {time_control}")
        )
        self.officialLabel.setText(
            official.format(
                when=fmt_datetime(view.play_start),
                official=fmt_datetime(view.official_start),
                time_control=time_control_text(view.time_control),
            )
        )
        start = view.actual_start or view.play_start
        self.actualEdit.set_time(start)
        self.venueCheck.setChecked(view.venue_ready)
        self.arbiterEdit.setText(view.arbiter_name)
        self.arbiterLicenceEdit.setText(view.arbiter_licence)
        editable = not view.locked
        stamping = self.guide.stamping_allowed()
        for line in view.lines:
            for side, name, arrived in (
                (Side.HOME, line.home_name, line.home_arrived),
                (Side.AWAY, line.away_name, line.away_arrived),
            ):
                label = self.arrivalLabels[(side, line.board)]
                label.setText(self._name_text(name, arrived is not None))
                label.setStyleSheet("" if arrived is not None else "color: #8a5a00;")
                self.arrivalEdits[(side, line.board)].set_time(arrived)
                button = self.arrivalButtons[(side, line.board)]
                button.set_stamping(stamping)
                button.set_editable(editable)
        for side, delivery in view.lineup_delivery.items():
            self.deliveryLabels[side].setText(delivery.label)
            self.deliveryEdits[side].set_time(delivery.at)
            wanted = "no" if delivery.delivered is False else delivery.form or "papel"
            self.deliveryCombos[side].setCurrentIndex(self.deliveryCombos[side].findData(wanted))
        for field in (self.actualField, *self.deliveryFields.values()):
            field.set_editable(editable)
            field.set_stamping(stamping)
        for widget in (
            *self.deliveryCombos.values(),
            *self.deliveryButtons.values(),
            self.venueCheck,
            self.arbiterEdit,
            self.arbiterLicenceEdit,
            self.saveStartButton,
            self.forfeitButton,
            *self.arrivalEdits.values(),
        ):
            widget.setEnabled(editable)
        self._show_proposal(view)

    def _show_proposal(self, view):
        self.findingsList.clear()
        self._forfeits = {}
        self.forfeitButton.setEnabled(False)
        noted = any(
            line.home_arrived is not None or line.away_arrived is not None for line in view.lines
        ) or any(d.delivered is False for d in view.lineup_delivery.values())
        if not noted:
            # Absences, forfeits and relegation follow from who arrived when: with nothing noted
            # yet they would be guesses, and a delegate would read them as facts.
            item = QListWidgetItem(
                self.tr(
                    "Anote las llegadas (teclee la hora o pulse «Ha llegado»): los relojes, los "
                    "retrasos y las incomparecencias (arts. 18.4 a 18.7 y 20.1) se calculan a "
                    "partir de ellas."
                )
            )
            self.findingsList.addItem(item)
            return
        try:
            proposal = chess_acta.start_state(self.guide.db, view.match_id, self.guide.clock())
        except StoreError as exc:
            self.findingsList.addItem(str(exc))
            return
        colours = {Severity.BLOCK: "#b00020", Severity.WARN: "#8a5a00", Severity.INFO: "#333"}
        for finding in proposal.findings:
            item = QListWidgetItem(finding.message)
            item.setForeground(QBrush(QColor(colours[finding.severity])))
            self.findingsList.addItem(item)
        pending = {
            board: result
            for board, result in proposal.forfeits.items()
            if not view.lines[board - 1].outcome.is_final
        }
        self._forfeits = pending
        self.forfeitButton.setEnabled(bool(pending) and not view.locked)

    def status(self, view):
        if not any(line.home_name or line.away_name for line in view.lines):
            return "todo", self.tr("Todavía no hay alineaciones (paso Documentación)")
        absent = [
            f"{line.board}"
            for line in view.lines
            if (line.home_name and line.home_arrived is None)
            or (line.away_name and line.away_arrived is None)
        ]
        if absent:
            return "todo", self.tr("Sin hora de llegada en los tableros {boards}").format(
                boards=", ".join(absent)
            )
        return "ok", ""

    def show_time_error(self, message: str) -> None:
        self.timeErrorLabel.setText(message)

    def save_start(self):
        view = self.guide.view
        if not self.actualEdit.commit():
            return
        actual = self.actualEdit.on_day(view.play_start)
        saved = self.guide.act(
            chess_acta.set_start,
            actual_start=actual,
            venue_ready=self.venueCheck.isChecked(),
            arbiter_name=self.arbiterEdit.text(),
            arbiter_licence=self.arbiterLicenceEdit.text(),
        )
        if saved:
            arbiter = self.arbiterEdit.text().strip()
            self.savedLabel.setText(
                (
                    self.tr("✔ Comienzo guardado: {start}, árbitro {arbiter}.")
                    if arbiter
                    else self.tr("✔ Comienzo guardado: {start}, sin árbitro.")
                ).format(start=time_text(actual), arbiter=arbiter)
            )
        else:
            self.savedLabel.setText("")

    def save_delivery(self, side: str):
        view = self.guide.view
        form = self.deliveryCombos[side].currentData()
        if form == "no":
            self.guide.act(chess_acta.set_lineup_delivery, side, delivered=False)
            return
        if not self.deliveryEdits[side].commit() and self.deliveryEdits[side].error:
            return
        moment = self.deliveryEdits[side].on_day(view.play_start)
        self.guide.act(chess_acta.set_lineup_delivery, side, delivered=True, at=moment, form=form)

    def arrive(self, side: str, board: int):
        view = self.guide.view
        moment = self.arrivalEdits[(side, board)].on_day(view.play_start)
        self.timeErrorLabel.setText("")
        self.guide.act(chess_acta.set_arrival, side, board, moment)

    def apply_forfeits(self):
        for board, result in sorted(self._forfeits.items()):
            if not self.guide.act(chess_acta.set_result, board, result.value):
                return


class IncidentsStep(Step[ChessGuideForSteps]):
    def __init__(self, guide: ChessGuideForSteps):
        super().__init__(guide)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Incidencias del acta"))
        self.list.setWordWrap(True)
        self.newButton = QPushButton(self.tr("&Nueva incidencia…"))
        self.newButton.clicked.connect(lambda: self.guide.new_incident(None))
        self.correctButton = QPushButton(self.tr("&Corregir…"))
        self.correctButton.clicked.connect(self.correct)
        self.withdrawButton = QPushButton(self.tr("&Anular…"))
        self.withdrawButton.clicked.connect(self.withdraw)
        note = QLabel(
            self.tr(
                "El registro no se puede editar: una corrección es una entrada nueva que apunta "
                "a la que corrige. La hora se anota sola."
            )
        )
        note.setWordWrap(True)
        buttons = QHBoxLayout()
        for button in (self.newButton, self.correctButton, self.withdrawButton):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self._lines: list[IncidentLine] = []

    def refresh(self, view):
        self._lines = view.incidents
        self.list.clear()
        for incident in view.incidents:
            prefix = (
                self.tr(" (corrige la n.º {number})").format(number=incident.corrects_number)
                if incident.corrects_number
                else ""
            )
            self.list.addItem(
                self.tr("n.º {number} · {time} · art. {rule} · {title}{corrects}: {text}").format(
                    number=incident.number,
                    time=incident.happened,
                    rule=incident.article.removeprefix("art. "),
                    title=label(incident.title),
                    corrects=prefix,
                    text=incident.text,
                )
            )
        for button in (self.newButton, self.correctButton, self.withdrawButton):
            button.setEnabled(not view.locked)

    def status(self, view):
        return "ok", self.tr("%n anotada(s)", "", len(view.incidents))

    def _selected(self):
        row = self.list.currentRow()
        if row < 0:
            messages.info(
                self, self.tr("Incidencias"), self.tr("Seleccione primero la incidencia.")
            )
            return None
        return self._lines[row]

    def correct(self):
        line = self._selected()
        if line is not None:
            self.guide.new_incident(line.kind if line.kind != WITHDRAWAL else None, line)

    def withdraw(self):
        line = self._selected()
        if line is not None:
            self.guide.new_incident(WITHDRAWAL, line)


class MatchDayGuide(StepGuide):
    """The acta of one chess match, from arrival to a locked acta."""

    help_topic = "acta-ajedrez"  # the manual's section for F1 (ui/help.py)

    def __init__(self, db: Database, match_id: int, clock=datetime.now, parent=None):
        super().__init__(db, match_id, clock, parent)
        open_acta(db, match_id, clock())
        self.view: ActaView = chess_acta.acta_view(db, match_id)
        self.setWindowTitle(
            self.tr("Acta — {home} – {away}").format(
                home=self.view.home_team, away=self.view.away_team
            )
        )
        steps: list[Step[Any]] = [
            DocumentationStep(self),
            StartStep(self),
            GamesStep(self),
            IncidentsStep(self),
            CloseStep(self, self.close_summary, self.close_frozen, committee=True),
        ]
        self._build_frame(steps, STEPS, list_width=260)

    # --- refresh -----------------------------------------------------------------------------

    def refresh(self) -> None:
        self.view = view = chess_acta.acta_view(self.db, self.match_id)
        header = (
            self.tr(
                "<b>{competition}</b> · Ronda {round} · {when} · {venue}<br><span "
                "style='font-size:14pt'><b>{home} {score} {away}</b></span> · Acta CERRADA "
                "(solo lectura)"
            )
            if view.locked
            else self.tr(
                "<b>{competition}</b> · Ronda {round} · {when} · {venue}<br><span "
                "style='font-size:14pt'><b>{home} {score} {away}</b></span> · Acta abierta"
            )
        )
        self.headerLabel.setText(
            header.format(
                competition=view.competition,
                round=view.round_number,
                when=fmt_datetime(view.play_start),
                venue=view.venue,
                home=view.home_team,
                score=view.score.label,
                away=view.away_team,
            )
        )
        self._show_steps(view)

    def close_summary(self, view: ActaView) -> tuple[str, str]:
        """The close step's first line: the match and its score."""
        return f"<b>{view.home_team} {view.score.label} {view.away_team}</b>", ""

    def close_frozen(self, view: ActaView) -> list[str]:
        """What the lock freezes, in the words of the acta (the confirmation before it)."""
        lines = [
            self.tr("Resultado: {home} {score} {away}").format(
                home=view.home_team, score=view.score.label, away=view.away_team
            )
        ]
        for line in view.lines:
            lines.append(
                self.tr("Tablero {board}: {home} – {away}: {result}").format(
                    board=line.board,
                    home=line.home_name or "—",
                    away=line.away_name or "—",
                    result=line.outcome.label,
                )
            )
        lines.append(self.tr("Incidencias: {count}").format(count=len(view.incidents)))
        for incident in view.incidents:
            lines.append(f"  n.º {incident.number} · {incident.happened} · {incident.title}")
        return lines

    # --- actions ---------------------------------------------------------------------------

    def new_incident(self, kind: str | None, corrects=None) -> None:
        if self.view.locked:
            messages.warn(self, self.tr("Acta"), LOCKED_MESSAGE)
            return
        dialog = IncidentDialog(
            self.db,
            self.match_id,
            self.clock,
            kind=kind,
            corrects=corrects,
            parent=self,
            stamping=self.stamping_allowed(),
        )
        if dialog.exec():
            self.refresh()

    def open_lineups(self) -> None:
        from delegate_app.ui.chess.lineup_editor import LineupDialog

        LineupDialog(self.db, self.match_id, self).exec()
        self.refresh()
