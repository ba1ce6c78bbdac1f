"""The match-day guide of a chess match: five steps the delegate moves between freely.

Documentación, Inicio, Partidas, Incidencias and Cierre. Each step says what is missing; the
score (CH-7) is always in the header. Every entry is saved at once (store/chess_acta.py), so
closing the app in the middle of the match loses nothing and reopens at the same step.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTime
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTimeEdit,
    QVBoxLayout,
)

from delegate_app.domain.chess_incidents import WITHDRAWAL
from delegate_app.domain.findings import Severity
from delegate_app.domain.sides import Side
from delegate_app.store import chess_acta
from delegate_app.store.acta import (
    LOCKED_MESSAGE,
    open_acta,
)
from delegate_app.store.chess_acta import DOCUMENT_CHECKS, STEPS, ActaView
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.ui import messages
from delegate_app.ui.acta_close import CloseStep
from delegate_app.ui.focus import chain_after
from delegate_app.ui.formatting import fmt_datetime, qt_time_format
from delegate_app.ui.i18n import translate
from delegate_app.ui.incident_dialog import IncidentDialog
from delegate_app.ui.labels import label, time_control_text
from delegate_app.ui.step_guide import Step, StepGuide

NOT_PLAYED = "no jugada"
RESULT_CHOICES = (
    ("", QT_TRANSLATE_NOOP("GamesStep", "Sin resultado")),
    ("1-0", "1-0"),
    ("½-½", "½-½"),
    ("0-1", "0-1"),
    ("+/-", QT_TRANSLATE_NOOP("GamesStep", "+/- (incomparecencia visitante)")),
    ("-/+", QT_TRANSLATE_NOOP("GamesStep", "-/+ (incomparecencia local)")),
    ("-/-", QT_TRANSLATE_NOOP("GamesStep", "-/- (ambos)")),
    ("aplazada", QT_TRANSLATE_NOOP("GamesStep", "Aplazada (jugada secreta)")),
    ("pendiente", QT_TRANSLATE_NOOP("GamesStep", "Pendiente del Comité (sub conditione)")),
    # The result reached on the board stays with the pending game (CH-12).
    ("pendiente (1-0)", QT_TRANSLATE_NOOP("GamesStep", "Pendiente del Comité, 1-0 en el tablero")),
    ("pendiente (½-½)", QT_TRANSLATE_NOOP("GamesStep", "Pendiente del Comité, ½-½ en el tablero")),
    ("pendiente (0-1)", QT_TRANSLATE_NOOP("GamesStep", "Pendiente del Comité, 0-1 en el tablero")),
    (NOT_PLAYED, QT_TRANSLATE_NOOP("GamesStep", "No jugada (indique el motivo)…")),
)


def _time_edit(accessible: str) -> QTimeEdit:
    edit = QTimeEdit()
    edit.setDisplayFormat(qt_time_format())
    edit.setMaximumWidth(110)
    edit.setAccessibleName(accessible)
    return edit


def _on_day(day: datetime, edit: QTimeEdit) -> datetime:
    t = edit.time()
    return day.replace(hour=t.hour(), minute=t.minute(), second=0, microsecond=0)


class DocumentationStep(Step):
    def __init__(self, guide):
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


class StartStep(Step):
    def __init__(self, guide):
        super().__init__(guide)
        self.officialLabel = QLabel()
        self.officialLabel.setWordWrap(True)
        self.actualEdit = _time_edit(self.tr("Hora real de comienzo"))
        self.venueCheck = QCheckBox(
            self.tr("Local y material dispuestos a la hora oficial (art. 17.1)")
        )
        self.arbiterEdit = QLineEdit()
        self.arbiterEdit.setMaximumWidth(420)
        self.arbiterEdit.setAccessibleName(self.tr("Árbitro"))
        self.arbiterEdit.setPlaceholderText(self.tr("vacío si no hay árbitro"))
        self.arbiterLicenceEdit = QLineEdit()
        self.arbiterLicenceEdit.setMaximumWidth(200)
        self.arbiterLicenceEdit.setAccessibleName(self.tr("Licencia del árbitro"))
        self.saveStartButton = QPushButton(self.tr("&Guardar el comienzo"))
        self.saveStartButton.clicked.connect(self.save_start)
        form = QFormLayout()
        form.addRow(self.tr("Hora real de &comienzo:"), self.actualEdit)
        form.addRow("", self.venueCheck)
        form.addRow(self.tr("Á&rbitro:"), self.arbiterEdit)
        form.addRow(self.tr("Licencia del árbitro:"), self.arbiterLicenceEdit)
        form.addRow("", self.saveStartButton)
        self.saveStartButton.setMaximumWidth(240)

        self.presence = QGroupBox(self.tr("Presencia por tablero (hora de llegada)"))
        self.grid = QGridLayout(self.presence)
        self.arrivalEdits: dict[tuple[str, int], QTimeEdit] = {}
        self.arrivalLabels: dict[tuple[str, int], QLabel] = {}
        self.findingsList = QListWidget()
        self.findingsList.setAccessibleName(self.tr("Comprobación del comienzo"))
        self.findingsList.setWordWrap(True)
        self.forfeitButton = QPushButton(
            self.tr("Aplicar las &incomparecencias propuestas (arts. 18.6 y 18.7)")
        )
        # CH-16.3: each team's lineup delivered on paper counts; nothing noted is never "not
        # delivered".
        self.delivery = QGroupBox(self.tr("Entrega de las alineaciones (art. 16.3)"))
        delivery_form = QFormLayout(self.delivery)
        self.deliveryCombos: dict[str, QComboBox] = {}
        self.deliveryEdits: dict[str, QTimeEdit] = {}
        self.deliveryLabels: dict[str, QLabel] = {}
        self.deliveryButtons: dict[str, QPushButton] = {}
        for side, text in (
            (Side.HOME, self.tr("Equipo local")),
            (Side.AWAY, self.tr("Equipo visitante")),
        ):
            combo = QComboBox()
            combo.setAccessibleName(self.tr("Entrega de la alineación: {team}").format(team=text))
            combo.addItem(self.tr("Entregada en papel"), "papel")
            combo.addItem(self.tr("Tecleada en la aplicación"), "app")
            combo.addItem(self.tr("No entregada"), "no")
            edit = _time_edit(self.tr("Hora de entrega: {team}").format(team=text))
            button = QPushButton(self.tr("Anotar"))
            button.setAccessibleName(self.tr("Anotar la entrega: {team}").format(team=text))
            button.clicked.connect(lambda _c=False, s=side: self.save_delivery(s))
            state = QLabel()
            row = QHBoxLayout()
            for widget in (combo, edit, button):
                row.addWidget(widget)
            row.addWidget(state, 1)
            delivery_form.addRow(text + ":", row)
            self.deliveryCombos[side], self.deliveryEdits[side] = combo, edit
            self.deliveryLabels[side] = state
            self.deliveryButtons[side] = button
        self.forfeitButton.clicked.connect(self.apply_forfeits)
        layout = QVBoxLayout(self)
        layout.addWidget(self.officialLabel)
        layout.addLayout(form)
        layout.addWidget(self.delivery)
        layout.addWidget(self.presence)
        layout.addWidget(
            QLabel("<b>{}</b>".format(self.tr("Relojes, comienzo e incomparecencias")))
        )
        layout.addWidget(self.findingsList, 1)
        layout.addWidget(self.forfeitButton)
        self._built = False

    def _build_grid(self, view):
        self.grid.addWidget(QLabel(self.tr("Tablero")), 0, 0)
        self.grid.addWidget(QLabel(view.home_team), 0, 1, 1, 3)
        self.grid.addWidget(QLabel(view.away_team), 0, 4, 1, 3)
        for line in view.lines:
            row = line.board
            self.grid.addWidget(QLabel(str(line.board)), row, 0)
            for column, side in ((1, Side.HOME), (4, Side.AWAY)):
                name = QLabel()
                where = (
                    self.tr("tablero {board}, local")
                    if side == Side.HOME
                    else self.tr("tablero {board}, visitante")
                ).format(board=line.board)
                edit = _time_edit(self.tr("Llegada: {where}").format(where=where))
                arrived = QPushButton(self.tr("Ha llegado"))
                arrived.setAccessibleName(self.tr("Ha llegado: {where}").format(where=where))
                arrived.clicked.connect(
                    lambda _c=False, s=side, b=line.board: self.arrive(s, b, now=True)
                )
                edit.editingFinished.connect(
                    lambda s=side, b=line.board: self.arrive(s, b, now=False)
                )
                self.grid.addWidget(name, row, column)
                self.grid.addWidget(edit, row, column + 1)
                self.grid.addWidget(arrived, row, column + 2)
                self.arrivalEdits[(side, line.board)] = edit
                self.arrivalLabels[(side, line.board)] = name
        # Built after the dialog: the lineup delivery after the start form, then the rows board
        # by board.
        delivery = [
            widget
            for side in (Side.HOME, Side.AWAY)
            for widget in (
                self.deliveryCombos[side],
                self.deliveryEdits[side],
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
                if item is not None and item.widget() is not None
                for widget in [item.widget()]
                if not isinstance(widget, QLabel)
            ],
        )
        self._built = True

    def refresh(self, view):
        if not self._built:
            self._build_grid(view)
        self.officialLabel.setText(
            self.tr("Hora oficial: {when} · Ritmo: {time_control}").format(
                when=fmt_datetime(view.official_start),
                time_control=time_control_text(view.time_control),
            )
        )
        start = view.actual_start or view.official_start
        self.actualEdit.setTime(QTime(start.hour, start.minute))
        self.venueCheck.setChecked(view.venue_ready)
        self.arbiterEdit.setText(view.arbiter_name)
        self.arbiterLicenceEdit.setText(view.arbiter_licence)
        for line in view.lines:
            for side, name, arrived in (
                (Side.HOME, line.home_name, line.home_arrived),
                (Side.AWAY, line.away_name, line.away_arrived),
            ):
                label = self.arrivalLabels[(side, line.board)]
                label.setText(name or self.tr("(sin jugador)"))
                edit = self.arrivalEdits[(side, line.board)]
                edit.blockSignals(True)
                if arrived is not None:
                    edit.setTime(QTime(arrived.hour, arrived.minute))
                    label.setStyleSheet("")
                else:
                    edit.setTime(QTime(start.hour, start.minute))
                    label.setStyleSheet("color: #8a5a00;")
                    label.setText(self.tr("{player} — no ha llegado").format(player=label.text()))
                edit.blockSignals(False)
        for side, delivery in view.lineup_delivery.items():
            self.deliveryLabels[side].setText(delivery.label)
            if delivery.at is not None:
                self.deliveryEdits[side].setTime(QTime(delivery.at.hour, delivery.at.minute))
            else:
                self.deliveryEdits[side].setTime(QTime(start.hour, start.minute))
            wanted = "no" if delivery.delivered is False else delivery.form or "papel"
            self.deliveryCombos[side].setCurrentIndex(self.deliveryCombos[side].findData(wanted))
        editable = not view.locked
        for widget in (
            *self.deliveryCombos.values(),
            *self.deliveryEdits.values(),
            *self.deliveryButtons.values(),
            self.actualEdit,
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
        try:
            proposal = chess_acta.start_state(self.guide.db, view.match_id, self.guide.clock())
        except StoreError as exc:
            self.findingsList.addItem(str(exc))
            self.forfeitButton.setEnabled(False)
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

    def save_start(self):
        view = self.guide.view
        day = view.actual_start or view.official_start
        self.guide.act(
            chess_acta.set_start,
            actual_start=_on_day(day, self.actualEdit),
            venue_ready=self.venueCheck.isChecked(),
            arbiter_name=self.arbiterEdit.text(),
            arbiter_licence=self.arbiterLicenceEdit.text(),
        )

    def save_delivery(self, side: str):
        view = self.guide.view
        form = self.deliveryCombos[side].currentData()
        if form == "no":
            self.guide.act(chess_acta.set_lineup_delivery, side, delivered=False)
            return
        moment = _on_day(view.official_start, self.deliveryEdits[side])
        self.guide.act(chess_acta.set_lineup_delivery, side, delivered=True, at=moment, form=form)

    def arrive(self, side: str, board: int, now: bool):
        view = self.guide.view
        edit = self.arrivalEdits[(side, board)]
        moment = self.guide.clock() if now else _on_day(view.official_start, edit)
        moment = moment.replace(second=0, microsecond=0)
        self.guide.act(chess_acta.set_arrival, side, board, moment)

    def apply_forfeits(self):
        for board, result in sorted(self._forfeits.items()):
            if not self.guide.act(chess_acta.set_result, board, result.value):
                return


class GamesStep(Step):
    def __init__(self, guide):
        super().__init__(guide)
        self.grid = QGridLayout()
        self.combos: dict[int, QComboBox] = {}
        self.names: dict[int, QLabel] = {}
        self.scoreLabel = QLabel()
        layout = QVBoxLayout(self)
        layout.addLayout(self.grid)
        layout.addWidget(self.scoreLabel)
        layout.addStretch(1)

    def refresh(self, view):
        if not self.combos:
            for line in view.lines:
                name = QLabel()
                combo = QComboBox()
                combo.setAccessibleName(
                    self.tr("Resultado del tablero {board}").format(board=line.board)
                )
                for value, text in RESULT_CHOICES:
                    combo.addItem(translate("GamesStep", text), value)
                combo.activated.connect(lambda _i, b=line.board: self.changed(b))
                self.grid.addWidget(
                    QLabel(self.tr("Tablero {board}").format(board=line.board)), line.board, 0
                )
                self.grid.addWidget(name, line.board, 1)
                self.grid.addWidget(combo, line.board, 2)
                self.combos[line.board], self.names[line.board] = combo, name
            self.grid.setColumnStretch(1, 1)
            # Built after the dialog: right after the list of steps, before the buttons.
            chain_after(self.guide.stepList, self.combos.values())
        for line in view.lines:
            white, black = (
                (line.home_name, line.away_name)
                if line.home_colour == "blancas"
                else (line.away_name, line.home_name)
            )
            home_colour = self.tr("blancas") if line.home_colour == "blancas" else self.tr("negras")
            self.names[line.board].setText(
                self.tr("{home} ({colour}) – {away} · blancas: {white}, negras: {black}").format(
                    home=line.home_name or "—",
                    colour=home_colour,
                    away=line.away_name or "—",
                    white=white or "—",
                    black=black or "—",
                )
            )
            combo = self.combos[line.board]
            outcome = line.outcome
            stored = "" if outcome.text == "sin resultado" else outcome.text
            index = combo.findData(stored)
            if index < 0:
                combo.addItem(outcome.label, stored)
                index = combo.count() - 1
            combo.setCurrentIndex(index)
            combo.setEnabled(not view.locked)
        text = (
            self.tr("<b>Resultado del encuentro (definitivo): {home} {score} {away}</b> (art. 7)")
            if view.score.final
            else self.tr(
                "<b>Resultado del encuentro (provisional): {home} {score} {away}</b> (art. 7)"
            )
        )
        self.scoreLabel.setText(
            text.format(home=view.home_team, score=view.score.label, away=view.away_team)
        )

    def status(self, view):
        open_boards = [str(line.board) for line in view.lines if not line.outcome.is_final]
        if open_boards:
            return "todo", self.tr("Sin resultado definitivo en los tableros {boards}").format(
                boards=", ".join(open_boards)
            )
        return "ok", ""

    def changed(self, board: int):
        text = self.combos[board].currentData() or ""
        if text == NOT_PLAYED:
            reason, ok = QInputDialog.getText(
                self,
                self.tr("Partida no jugada"),
                self.tr("Motivo por el que no se jugó el tablero {board}:").format(board=board),
            )
            if not ok:
                self.guide.refresh()
                return
            text = f"{NOT_PLAYED} ({reason.strip()})"
        self.guide.act(chess_acta.set_result, board, text)


class IncidentsStep(Step):
    def __init__(self, guide):
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
        self._lines = []

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
        return "ok", self.tr("{count} anotadas").format(count=len(view.incidents))

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

    def __init__(self, db: Database, match_id: int, clock=datetime.now, parent=None):
        super().__init__(db, match_id, clock, parent)
        open_acta(db, match_id, clock())
        self.view: ActaView = chess_acta.acta_view(db, match_id)
        self.setWindowTitle(
            self.tr("Acta — {home} – {away}").format(
                home=self.view.home_team, away=self.view.away_team
            )
        )
        steps: list[Step] = [
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
                when=fmt_datetime(view.official_start),
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
            self.db, self.match_id, self.clock, kind=kind, corrects=corrects, parent=self
        )
        if dialog.exec():
            self.refresh()

    def open_lineups(self) -> None:
        from delegate_app.ui.lineup_editor import LineupDialog

        LineupDialog(self.db, self.match_id, self).exec()
        self.refresh()
