"""Partidas, the chess guide's results step: each board says who plays it, with which colour and
for which team, and its result is chosen in words (issue 17: "0-1" read wrong on the boards where
the home player has Black).

A row: the home player and his colour, three buttons "Gana el local", "Tablas", "Gana el
visitante", the away player and his colour, and a list with every other state of a board
(forfeits, adjourned, pending with the committee, not played). The acta writes results home
player first (CH-7), so each button stores "1-0", "½-½" or "0-1" whatever the colours.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QGridLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from delegate_app.domain.chess.match import OpenState
from delegate_app.store.acta_views import ActaView
from delegate_app.store.chess import acta as chess_acta
from delegate_app.ui.chess.guide_api import ChessGuideForSteps
from delegate_app.ui.focus import chain_after
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP, translate
from delegate_app.ui.step_guide import Step

NOT_PLAYED = "no jugada"
OPEN_TEXT = {
    "aplazada": QT_TRANSLATE_NOOP("GamesStep", "aplazada con jugada secreta"),
    "pendiente": QT_TRANSLATE_NOOP("GamesStep", "pendiente del Comité de Competición"),
    "no jugada": QT_TRANSLATE_NOOP("GamesStep", "no jugada"),
}
RESULT_CHOICES = (
    ("", QT_TRANSLATE_NOOP("GamesStep", "Sin resultado")),
    ("1-0", QT_TRANSLATE_NOOP("GamesStep", "Gana el local (1-0)")),
    ("½-½", QT_TRANSLATE_NOOP("GamesStep", "Tablas (½-½)")),
    ("0-1", QT_TRANSLATE_NOOP("GamesStep", "Gana el visitante (0-1)")),
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
# The three results of a game played to its end, as the buttons of a row say them.
PLAYED = (
    ("1-0", QT_TRANSLATE_NOOP("GamesStep", "Gana el local")),
    ("½-½", QT_TRANSLATE_NOOP("GamesStep", "Tablas")),
    ("0-1", QT_TRANSLATE_NOOP("GamesStep", "Gana el visitante")),
)
CHOSEN = QColor("#b9dfb9")  # a chosen result: seen from across the table
CHOSEN_TEXT = QColor("#102a10")
NAME_WIDTH = 190


class GamesStep(Step[ChessGuideForSteps]):
    def __init__(self, guide: ChessGuideForSteps):
        super().__init__(guide)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(8)
        self.combos: dict[int, QComboBox] = {}
        self.buttons: dict[int, dict[str, QPushButton]] = {}
        self.groups: dict[int, QButtonGroup] = {}
        self.homeNames: dict[int, QLabel] = {}
        self.awayNames: dict[int, QLabel] = {}
        self.homeHeading, self.awayHeading = QLabel(), QLabel()
        for heading in (self.homeHeading, self.awayHeading):
            heading.setWordWrap(True)
            heading.setFixedWidth(NAME_WIDTH)
        self.homeHeading.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
        self.awayHeading.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        self.scoreLabel = QLabel()
        self.scoreLabel.setWordWrap(True)
        # Why the step is (or is not) done, in view: the list's tooltip alone said nothing.
        self.stateLabel = QLabel()
        self.stateLabel.setWordWrap(True)
        self.stateLabel.setAccessibleName(self.tr("Estado de las partidas"))
        layout = QVBoxLayout(self)
        layout.addLayout(self.grid)
        layout.addSpacing(12)
        layout.addWidget(self.scoreLabel)
        layout.addWidget(self.stateLabel)
        layout.addStretch(1)

    def _build(self, view: ActaView) -> None:
        self.grid.addWidget(self.homeHeading, 0, 1)
        other = QLabel(self.tr("Otro resultado"))
        self.grid.addWidget(other, 0, 6)
        self.grid.addWidget(self.awayHeading, 0, 5)
        normal = self.palette()
        chosen = QPalette(normal)
        # Every colour group: on a locked acta the buttons are disabled, and the disabled grey
        # text on the green was unreadable; the chosen result must read from across the table.
        for group in (
            QPalette.ColorGroup.Active,
            QPalette.ColorGroup.Inactive,
            QPalette.ColorGroup.Disabled,
        ):
            chosen.setColor(group, QPalette.ColorRole.Button, CHOSEN)
            chosen.setColor(group, QPalette.ColorRole.ButtonText, CHOSEN_TEXT)
        self._palettes = (normal, chosen)
        for line in view.lines:
            board = line.board
            number = QLabel(self.tr("Tablero {board}").format(board=board))
            home, away = QLabel(), QLabel()
            for name, align in (
                (home, Qt.AlignmentFlag.AlignRight),
                (away, Qt.AlignmentFlag.AlignLeft),
            ):
                name.setWordWrap(True)
                name.setFixedWidth(NAME_WIDTH)
                name.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
            group = QButtonGroup(self)
            buttons = {}
            for column, (value, text) in enumerate(PLAYED, start=2):
                button = QPushButton(translate("GamesStep", text))
                button.setCheckable(True)
                button.setAutoDefault(False)
                button.clicked.connect(lambda _c=False, b=board, v=value: self.choose(b, v))
                group.addButton(button)
                self.grid.addWidget(button, board, column)
                buttons[value] = button
            combo = QComboBox()
            combo.setAccessibleName(self.tr("Resultado del tablero {board}").format(board=board))
            for value, text in RESULT_CHOICES:
                combo.addItem(translate("GamesStep", text), value)
            combo.activated.connect(lambda _i, b=board: self.changed(b))
            self.grid.addWidget(number, board, 0)
            self.grid.addWidget(home, board, 1)
            self.grid.addWidget(away, board, 5)
            self.grid.addWidget(combo, board, 6)
            self.combos[board], self.buttons[board], self.groups[board] = combo, buttons, group
            self.homeNames[board], self.awayNames[board] = home, away
        width = max(b.sizeHint().width() for row in self.buttons.values() for b in row.values())
        for row in self.buttons.values():
            for button in row.values():
                button.setFixedWidth(width)
        self.grid.setColumnStretch(7, 1)
        # Built after the dialog: right after the list of steps, row by row.
        chain_after(
            self.guide.stepList,
            [
                widget
                for board in self.combos
                for widget in (*self.buttons[board].values(), self.combos[board])
            ],
        )

    def refresh(self, view: ActaView) -> None:
        if not self.combos:
            self._build(view)
        self.homeHeading.setText(self.tr("<b>Local:</b> {team}").format(team=view.home_team))
        self.awayHeading.setText(self.tr("<b>Visitante:</b> {team}").format(team=view.away_team))
        for line in view.lines:
            board = line.board
            home_white = line.home_colour == "blancas"
            home_colour = self.tr("blancas") if home_white else self.tr("negras")
            away_colour = self.tr("negras") if home_white else self.tr("blancas")
            self.homeNames[board].setText(
                self.tr("<b>{player}</b><br>{colour}").format(
                    player=line.home_name or "—", colour=home_colour
                )
            )
            self.awayNames[board].setText(
                self.tr("<b>{player}</b><br>{colour}").format(
                    player=line.away_name or "—", colour=away_colour
                )
            )
            combo = self.combos[board]
            outcome = line.outcome
            stored = "" if outcome.text == "sin resultado" else outcome.text
            index = combo.findData(stored)
            if index < 0:
                combo.addItem(outcome.label, stored)
                index = combo.count() - 1
            combo.setCurrentIndex(index)
            combo.setEnabled(not view.locked)
            group = self.groups[board]
            group.setExclusive(False)
            for value, button in self.buttons[board].items():
                button.setChecked(value == stored)
                button.setPalette(self._palettes[value == stored])
                button.setEnabled(not view.locked)
                who = {
                    "1-0": line.home_name,
                    "0-1": line.away_name,
                }.get(value)
                colour = {"1-0": home_colour, "0-1": away_colour}.get(value)
                button.setAccessibleName(
                    self.tr("Tablero {board}: {result}").format(board=board, result=button.text())
                    + (f" ({who}, {colour})" if who else "")
                )
            group.setExclusive(True)
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
        kind, why = self.status(view)
        self.stateLabel.setText(("✔ " if kind == "ok" else "• ") + why if why else "")

    def status(self, view: ActaView) -> tuple[str, str]:
        """Done when every board has what the acta can record: a final result, or a state only
        the committee (or the resumption of an adjourned game) can settle; those are named so
        the delegate knows why the step is done with them open."""
        unfinished = [
            str(line.board)
            for line in view.lines
            if line.outcome.open_state is OpenState.UNFINISHED
        ]
        if unfinished:
            return "todo", self.tr("Falta el resultado de los tableros {boards}.").format(
                boards=", ".join(unfinished)
            )
        left_open = [
            self.tr("tablero {board}: {state}").format(
                board=line.board,
                state=translate("GamesStep", OPEN_TEXT[line.outcome.open_state.value]),
            )
            for line in view.lines
            if line.outcome.open_state is not None
        ]
        if left_open:
            return "ok", self.tr(
                "Sin resultado definitivo, y así queda en el acta: {boards}. Lo resuelve el "
                "Comité de Competición (o la reanudación de la partida aplazada)."
            ).format(boards="; ".join(left_open))
        return "ok", ""

    def choose(self, board: int, value: str) -> None:
        """One of the three buttons: the board's result, home player first."""
        if self.combos[board].currentData() == value:
            self.guide.refresh()  # a second click on the chosen result leaves it chosen
            return
        self.guide.act(chess_acta.set_result, board, value)

    def changed(self, board: int) -> None:
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
