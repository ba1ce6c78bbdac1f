"""Entering a match's result (chess board by board, domino partida by partida) and moving a
match to another date.

The dialog only collects what the delegate chose; store/results.py checks it (the same checks
for the club's own matches and for the others of the group) and saves it in one transaction.
A refused result leaves the dialog open with the reason, so nothing typed is lost.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QDate, QDateTime, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.chess.lineup import Colour
from delegate_app.domain.chess.standings import BoardResult
from delegate_app.domain.sides import Side
from delegate_app.store import results
from delegate_app.store.committee import MAX_HAND_POINTS
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.results import MatchResults
from delegate_app.ui import messages
from delegate_app.ui.formatting import fmt_datetime, qt_date_format, qt_datetime_format
from delegate_app.ui.i18n import translate

if TYPE_CHECKING:
    from delegate_app.store.match_moves import MatchMove


NOT_ENTERED = -1  # a domino spin box at its minimum shows "—": partida not entered


def colour_name(colour: Colour) -> str:
    if colour is Colour.WHITE:
        return translate("ResultsDialog", "blancas")
    return translate("ResultsDialog", "negras")


def board_choices(home_colour: Colour) -> list[tuple[str, BoardResult | None]]:
    """The combo's entries for one board, naming who wins with which colour."""
    home = colour_name(home_colour)
    away = colour_name(Colour.BLACK if home_colour is Colour.WHITE else Colour.WHITE)
    return [
        (translate("ResultsDialog", "— sin resultado —"), None),
        (
            translate("ResultsDialog", "1-0 · gana el local ({colour})").format(colour=home),
            BoardResult.HOME_WIN,
        ),
        (translate("ResultsDialog", "½-½ · tablas"), BoardResult.DRAW),
        (
            translate("ResultsDialog", "0-1 · gana el visitante ({colour})").format(colour=away),
            BoardResult.AWAY_WIN,
        ),
        (
            translate("ResultsDialog", "+/- · no comparece el visitante"),
            BoardResult.HOME_BY_FORFEIT,
        ),
        (translate("ResultsDialog", "-/+ · no comparece el local"), BoardResult.AWAY_BY_FORFEIT),
        (translate("ResultsDialog", "-/- · no comparece ninguno"), BoardResult.DOUBLE_FORFEIT),
    ]


class ResultsDialog(QDialog):
    def __init__(
        self,
        db: Database,
        match_id: int,
        parent: QWidget | None = None,
        clock: Callable[[], datetime] = datetime.now,
    ):
        super().__init__(parent)
        self.db = db
        self.clock = clock  # the day a committee decision is recorded (never a future one)
        self.match_id = match_id
        self.view: MatchResults = results.match_results(db, match_id)
        self.saved = False
        view = self.view
        self.setWindowTitle(self.tr("Resultados — ronda {round}").format(round=view.round_number))
        when = fmt_datetime(view.played_at or view.scheduled_at)
        heading = QLabel(
            f"<b>{_html(view.home_team)} – {_html(view.away_team)}</b><br>"
            + self.tr("{competition} · ronda {round} · {when}").format(
                competition=_html(view.competition), round=view.round_number, when=when
            )
        )
        heading.setWordWrap(True)
        self.combos: dict[int, QComboBox] = {}
        self.spins: dict[tuple[int, int], tuple[QSpinBox, QSpinBox]] = {}
        self.winnerLabels: dict[tuple[int, int], QLabel] = {}
        self.committeeChecks: dict[tuple[int, int], QCheckBox] = {}
        grid = QGridLayout()
        if view.is_chess:
            self._build_chess(grid)
        else:
            self._build_domino(grid)
        self.scoreLabel = QLabel()
        self.scoreLabel.setAccessibleName(self.tr("Resultado del encuentro"))
        self.buttonBox = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttonBox.button(QDialogButtonBox.StandardButton.Save).setText(self.tr("&Guardar"))
        self.buttonBox.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancelar"))
        self.clearButton = QPushButton(self.tr("&Borrar resultados"))
        self.clearButton.setEnabled(view.entered > 0)
        self.buttonBox.addButton(self.clearButton, QDialogButtonBox.ButtonRole.ResetRole)
        # CH-23 / R25-6: a decision of the Comité about this match, in either sport
        self.decisionButton = QPushButton(self.tr("&Fallo del Comité recibido…"))
        self.decisionButton.setToolTip(
            self.tr("Lo que decide el Comité sobre este encuentro: resultados y descuentos")
        )
        self.buttonBox.addButton(self.decisionButton, QDialogButtonBox.ButtonRole.ActionRole)
        self.decisionButton.clicked.connect(self.record_decision)
        self.buttonBox.accepted.connect(self.save)
        self.buttonBox.rejected.connect(self.reject)
        self.clearButton.clicked.connect(self.clear)
        if view.locked:
            # Shown, not editable: the database refuses changes to a closed acta anyway.
            for widget in [
                *self.combos.values(),
                *(w for pair in self.spins.values() for w in pair),
                *self.committeeChecks.values(),
            ]:
                widget.setEnabled(False)
            self.buttonBox.button(QDialogButtonBox.StandardButton.Save).setEnabled(False)
            self.clearButton.setEnabled(False)
            heading.setText(
                heading.text()
                + "<br>"
                + self.tr(
                    "<b>Acta cerrada:</b> los resultados son definitivos; una corrección va en "
                    "un anexo del acta."
                )
            )
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(grid)
        layout.addWidget(self.scoreLabel)
        layout.addStretch(1)
        layout.addWidget(self.buttonBox)
        self._update_score()

    def record_decision(self) -> None:
        """The committee's dialog; once recorded, this dialog closes so the screens re-read the
        match with the decision applied."""
        from delegate_app.ui.committee_dialog import DecisionDialog

        if DecisionDialog(self.db, self.match_id, self.clock, self).exec():
            self.saved = True
            self.accept()

    # --- chess -------------------------------------------------------------------------------

    def _build_chess(self, grid: QGridLayout) -> None:
        view = self.view
        colours = view.home_colours()
        grid.addWidget(_bold(self.tr("Tablero")), 0, 0)
        grid.addWidget(_bold(self.tr("Local: {team}").format(team=view.home_team)), 0, 1)
        grid.addWidget(_bold(self.tr("Resultado")), 0, 2)
        grid.addWidget(_bold(self.tr("Visitante: {team}").format(team=view.away_team)), 0, 3)
        for board in range(1, view.boards + 1):
            home_colour = colours[board]
            away_colour = Colour.BLACK if home_colour is Colour.WHITE else Colour.WHITE
            home_player, away_player = view.board_players.get(board, ("", ""))
            combo = QComboBox()
            combo.setAccessibleName(self.tr("Resultado del tablero {board}").format(board=board))
            for text, value in board_choices(home_colour):
                combo.addItem(text, value.value if value else None)
            current = view.board_results.get(board)
            combo.setCurrentIndex(max(0, combo.findData(current.value)) if current else 0)
            combo.currentIndexChanged.connect(self._update_score)
            self.combos[board] = combo
            grid.addWidget(QLabel(str(board)), board, 0, Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(QLabel(_side_text(home_colour, home_player)), board, 1)
            grid.addWidget(combo, board, 2)
            grid.addWidget(QLabel(_side_text(away_colour, away_player)), board, 3)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)

    def board_values(self) -> dict[int, str | None]:
        return {board: combo.currentData() for board, combo in self.combos.items()}

    # --- domino ------------------------------------------------------------------------------

    def _build_domino(self, grid: QGridLayout) -> None:
        view = self.view
        top = view.target + MAX_HAND_POINTS
        grid.addWidget(_bold(self.tr("Mesa y partida")), 0, 0)
        grid.addWidget(_bold(self.tr("Local: {team}").format(team=view.home_team)), 0, 1)
        grid.addWidget(_bold(self.tr("Visitante: {team}").format(team=view.away_team)), 0, 2)
        grid.addWidget(_bold(self.tr("Gana")), 0, 3)
        grid.addWidget(_bold(self.tr("Suspendida")), 0, 4)
        line = 0
        for table in range(1, view.tables + 1):
            for partida in range(1, view.partidas_per_table + 1):
                line += 1
                key = (table, partida)
                entered = view.partidas.get(key)
                spins = []
                for name, value in (
                    (
                        self.tr("Tantos local, mesa {table}, partida {partida}"),
                        entered.home_points if entered else NOT_ENTERED,
                    ),
                    (
                        self.tr("Tantos visitante, mesa {table}, partida {partida}"),
                        entered.away_points if entered else NOT_ENTERED,
                    ),
                ):
                    spin = QSpinBox()
                    spin.setRange(NOT_ENTERED, top)
                    spin.setSpecialValueText("—")
                    spin.setSuffix(self.tr(" tantos"))
                    spin.setAccessibleName(name.format(table=table, partida=partida))
                    spin.setValue(value)
                    spin.valueChanged.connect(self._update_score)
                    spins.append(spin)
                self.spins[key] = (spins[0], spins[1])
                winner = QLabel()
                self.winnerLabels[key] = winner
                # DO-20: a suspended partida the committee closed below the target.
                decided = QCheckBox(self.tr("Fallo del Comité"))
                decided.setToolTip(
                    self.tr(
                        "Partida suspendida que el Comité cerró sin llegar a {target} tantos "
                        "(art. 20): gana la pareja que iba delante."
                    ).format(target=view.target)
                )
                decided.setAccessibleName(
                    self.tr("Fallo del Comité, mesa {table}, partida {partida}").format(
                        table=table, partida=partida
                    )
                )
                decided.setChecked(
                    entered is not None
                    and max(entered.home_points, entered.away_points) < view.target
                )
                decided.toggled.connect(self._update_score)
                self.committeeChecks[key] = decided
                grid.addWidget(
                    QLabel(
                        self.tr("Mesa {table} · partida {partida}").format(
                            table=table, partida=partida
                        )
                    ),
                    line,
                    0,
                )
                grid.addWidget(spins[0], line, 1)
                grid.addWidget(spins[1], line, 2)
                grid.addWidget(winner, line, 3)
                grid.addWidget(decided, line, 4)
        note = QLabel(
            self.tr(
                "Tantos finales de la Hoja de Anotaciones; la partida es a {target}. En un "
                "abandono (art. 20) anote a la pareja que gana los tantos que le faltan."
            ).format(target=view.target)
        )
        note.setWordWrap(True)
        grid.addWidget(note, line + 1, 0, 1, 5)

    def partida_values(self) -> dict[tuple[int, int], tuple[Any, ...] | None]:
        values: dict[tuple[int, int], tuple[Any, ...] | None] = {}
        for key, spins in self.spins.items():
            home, away = (None if s.value() == NOT_ENTERED else s.value() for s in spins)
            # A half-typed partida goes to the store as it is, so the refusal names it.
            if home is None and away is None:
                values[key] = None
            elif self.committeeChecks[key].isChecked():
                values[key] = (home, away, results.COMMITTEE)
            else:
                values[key] = (home, away)
        return values

    # --- both --------------------------------------------------------------------------------

    def _update_score(self) -> None:
        view = self.view
        if view.is_chess:
            chosen = [BoardResult(v) for v in self.board_values().values() if v]
            home = sum(b.halves[0] for b in chosen) / 2
            away = sum(b.halves[1] for b in chosen) / 2
            missing = view.boards - len(chosen)
        else:
            home = away = 0
            missing = 0
            for key, value in self.partida_values().items():
                label = self.winnerLabels[key]
                winner = _domino_winner(value, view.target)
                label.setText(
                    {Side.HOME: self.tr("local"), Side.AWAY: self.tr("visitante")}[winner]
                    if winner is not None
                    else ""
                )
                if winner is Side.HOME:
                    home += 1
                elif winner is Side.AWAY:
                    away += 1
                else:
                    missing += 1
        score = (
            f"{results.half_text(home)}-{results.half_text(away)}"
            if view.is_chess
            else self.tr("{home}-{away} en partidas").format(home=home, away=away)
        )
        if missing == 0:
            self.scoreLabel.setText(
                self.tr("Resultado: {score}. El encuentro queda como jugado.").format(score=score)
            )
        else:
            partial = (
                self.tr(
                    "Resultado parcial: {score}; faltan {missing} tableros. Hasta completarlo "
                    "no cuenta para la clasificación."
                )
                if view.is_chess
                else self.tr(
                    "Resultado parcial: {score}; faltan {missing} partidas. Hasta completarlo "
                    "no cuenta para la clasificación."
                )
            )
            self.scoreLabel.setText(partial.format(score=score, missing=missing))

    def save(self) -> None:
        try:
            if self.view.is_chess:
                self.view = results.set_board_results(self.db, self.match_id, self.board_values())
            else:
                self.view = results.set_partida_results(
                    self.db, self.match_id, self.partida_values()
                )
        except StoreError as exc:
            messages.error(self, self.tr("Resultados no guardados"), str(exc))
            return
        self.saved = True
        self.accept()

    def clear(self) -> None:
        if not messages.ask(
            self,
            self.tr("Borrar resultados"),
            self.tr(
                "¿Borrar todos los resultados de este encuentro? Dejará de contar para la "
                "clasificación."
            ),
        ):
            return
        try:
            self.view = results.clear_results(self.db, self.match_id)
        except StoreError as exc:
            messages.error(self, self.tr("Resultados no borrados"), str(exc))
            return
        self.saved = True
        self.accept()


def _domino_winner(value: tuple[Any, ...] | None, target: int) -> Side | None:
    if value is None or None in value[:2]:
        return None
    home, away = value[:2]
    if home >= target > away:
        return Side.HOME
    if away >= target > home:
        return Side.AWAY
    if len(value) == 3 and max(home, away) < target and home != away:
        return Side.HOME if home > away else Side.AWAY  # DO-20: the pair ahead
    return None


def _side_text(colour: Colour, player: str) -> str:
    label = colour_name(colour).capitalize()
    return f"{label} · {player}" if player else label


def _bold(text: str) -> QLabel:
    label = QLabel(f"<b>{_html(text)}</b>")
    return label


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class MoveMatchDialog(QDialog):
    """A new date and time for a match (CH-6.2, CH-6.3): saved always, warnings shown after."""

    def __init__(self, db: Database, match_id: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.db = db
        self.match_id = match_id
        self.moved: MatchMove | None = None
        view = results.match_results(db, match_id)
        self.setWindowTitle(
            self.tr("Cambiar fecha — ronda {round}").format(round=view.round_number)
        )
        heading = QLabel(
            f"<b>{_html(view.home_team)} – {_html(view.away_team)}</b><br>"
            + self.tr("Fecha oficial: {date}").format(date=fmt_datetime(view.scheduled_at))
        )
        heading.setWordWrap(True)
        current = view.played_at or view.scheduled_at
        # PySide6 takes Python's date and time here; its stub lists only QDate and QTime.
        self.dateEdit = QDateTimeEdit(QDateTime(current.date(), current.time()))  # type: ignore[call-overload]
        self.dateEdit.setDisplayFormat(qt_datetime_format())
        self.dateEdit.setCalendarPopup(True)
        self.dateEdit.setAccessibleName(self.tr("Nueva fecha y hora"))
        self.requestCheck = QCheckBox(self.tr("Pedido por escrito a la Federación el"))
        self.requestDate = QDateEdit(QDate.currentDate())
        self.requestDate.setDisplayFormat(qt_date_format())
        self.requestDate.setAccessibleName(self.tr("Fecha de la petición a la Federación"))
        self.requestDate.setCalendarPopup(True)
        self.requestDate.setEnabled(False)
        self.requestCheck.toggled.connect(self.requestDate.setEnabled)
        self.agreeCheck = QCheckBox(self.tr("Los dos equipos están de acuerdo"))
        note = QLabel(
            self.tr(
                "El cambio se guarda aunque no cumpla los arts. 6.2 y 6.3; los avisos se "
                "muestran después y decide el Comité de Competición. La fecha oficial no cambia."
            )
        )
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("&Nueva fecha y hora:"), self.dateEdit)
        request = QHBoxLayout()
        request.addWidget(self.requestCheck)
        request.addWidget(self.requestDate)
        request.addStretch(1)
        form.addRow(request)
        form.addRow(self.agreeCheck)
        self.buttonBox = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttonBox.button(QDialogButtonBox.StandardButton.Save).setText(self.tr("&Guardar"))
        self.buttonBox.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancelar"))
        self.buttonBox.accepted.connect(self.save)
        self.buttonBox.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.buttonBox)

    def save(self) -> None:
        from delegate_app.store.match_moves import move_match

        # toPython() gives a datetime and a date; Qt's stub says object.
        new = cast(datetime, self.dateEdit.dateTime().toPython()).replace(second=0, microsecond=0)
        request = (
            cast(date, self.requestDate.date().toPython())
            if self.requestCheck.isChecked()
            else None
        )
        try:
            self.moved = move_match(
                self.db, self.match_id, new, request, self.agreeCheck.isChecked()
            )
        except StoreError as exc:
            messages.error(self, self.tr("Fecha no cambiada"), str(exc))
            return
        self.accept()
