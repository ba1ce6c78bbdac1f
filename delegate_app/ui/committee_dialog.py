"""CH-23: the decision of the Comité de Competición a club receives about a match.

The delegate notes the day it arrived (the appeal's ten days run from it), its reference, and
what it decides in the terms the tables compute with: each board's final result (a double
forfeit or a replay included), every board for a whole match, points taken from a team; in a
domino encounter each partida's final tantos or its replay (R25-6), a table's and the whole
encounter's result by its partidas. The text of the decision goes beside them. Stored by
store.committee; read by the standings, the calendar and the acta's PDF.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from datetime import date, datetime
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.chess.match import BoardOutcome, OpenState
from delegate_app.domain.committee_rulings import MAX_POINTS_TAKEN, REPLAY
from delegate_app.domain.sides import Side
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.ui.dialog_parts import error_label
from delegate_app.ui.i18n import translate

if TYPE_CHECKING:
    from delegate_app.store.results import MatchResults

UNCHANGED = ""


def _state_text(outcome: BoardOutcome | None) -> str:
    """A board's state now, in the interface's language."""
    if outcome is None or outcome.open_state is OpenState.UNFINISHED:
        return translate("DecisionDialog", "sin resultado")
    if outcome.is_final:
        return outcome.final_result.value
    state = outcome.open_state
    if state is OpenState.PENDING and outcome.result is not None:
        return translate("DecisionDialog", "pendiente del Comité ({result} en el tablero)").format(
            result=outcome.result.value
        )
    if state is OpenState.PENDING:
        return translate("DecisionDialog", "pendiente del Comité")
    if state is OpenState.ADJOURNED:
        return translate("DecisionDialog", "aplazada")
    if state is OpenState.REPLAY:
        return translate("DecisionDialog", "a repetir")
    return translate("DecisionDialog", "no jugada: {reason}").format(reason=outcome.reason)


class DecisionDialog(QDialog):
    """CH-23: when a decision of the Comité arrived, which one, and what it decides."""

    def __init__(
        self,
        db: Database,
        match_id: int,
        clock: Callable[[], datetime],
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        from delegate_app.store.results import match_results

        self._db, self._match_id, self._clock = db, match_id, clock
        view = match_results(db, match_id)
        self.setWindowTitle(self.tr("Fallo del Comité de Competición"))
        # PySide6 takes a Python date here; its stub lists only QDate.
        self.dateEdit = QDateEdit(clock().date())  # type: ignore[call-overload]
        self.dateEdit.setCalendarPopup(True)
        self.dateEdit.setDisplayFormat("dd/MM/yyyy")
        self.dateEdit.setAccessibleName(self.tr("Fecha en que llegó el fallo"))
        self.referenceEdit = QLineEdit()
        self.referenceEdit.setAccessibleName(self.tr("Referencia del fallo"))
        self.summaryEdit = QPlainTextEdit()
        self.summaryEdit.setAccessibleName(self.tr("Texto del fallo"))
        self.summaryEdit.setFixedHeight(70)
        self.errorLabel = error_label()
        note = QLabel(
            self.tr(
                "Art. 23: el recurso ante la Junta de Gobierno de la Federación Canaria se "
                "presenta dentro de los diez días naturales siguientes a la recepción del fallo."
            )
            if view.is_chess
            # the domino regulation states no appeal deadline: nothing is cited from chess
            else self.tr(
                "Anote lo que decide el Comité sobre las partidas del encuentro (art. 20): la "
                "clasificación lo aplica."
            )
        )
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("&Recibido el:"), self.dateEdit)
        form.addRow(self.tr("R&eferencia:"), self.referenceEdit)
        self.boardCombos: dict[int, QComboBox] = {}
        self.partidaRows: dict[tuple[int, int], tuple[QComboBox, QSpinBox, QSpinBox]] = {}
        boards_group = self._boards_group(view) if view.is_chess else self._partidas_group(view)
        self.pointsSideCombo = QComboBox()
        self.pointsSideCombo.setAccessibleName(self.tr("Equipo al que se descuentan puntos"))
        self.pointsSideCombo.addItem(self.tr("Ninguno"), None)
        self.pointsSideCombo.addItem(
            self.tr("{team} (local)").format(team=view.home_team), Side.HOME.value
        )
        self.pointsSideCombo.addItem(
            self.tr("{team} (visitante)").format(team=view.away_team), Side.AWAY.value
        )
        self.pointsSpin = QSpinBox()
        self.pointsSpin.setRange(0, MAX_POINTS_TAKEN)
        self.pointsSpin.setAccessibleName(self.tr("Puntos descontados"))
        self.pointsSpin.setSuffix(self.tr(" puntos"))
        points = QHBoxLayout()
        points.addWidget(self.pointsSideCombo, 1)
        points.addWidget(self.pointsSpin)
        form_after = QFormLayout()
        points_label = QLabel(self.tr("&Descuento de puntos:"))
        points_label.setBuddy(self.pointsSideCombo)  # a layout cannot be a label's buddy
        form_after.addRow(points_label, points)
        form_after.addRow(self.tr("&Texto del fallo:"), self.summaryEdit)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        self.buttonBox = buttons
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        if boards_group is not None:
            layout.addWidget(boards_group)
        layout.addLayout(form_after)
        layout.addWidget(self.errorLabel)
        layout.addWidget(buttons)
        self.setMinimumWidth(620)

    def _boards_group(self, view: MatchResults) -> QGroupBox:
        group = QGroupBox(self.tr("Resultado final que fija el Comité"))
        outer = QVBoxLayout(group)
        grid = QGridLayout()
        outer.addLayout(grid)
        grid.addWidget(QLabel(self.tr("<b>Tablero</b>")), 0, 0)
        grid.addWidget(QLabel(self.tr("<b>Ahora</b>")), 0, 1)
        grid.addWidget(QLabel(self.tr("<b>Decide</b>")), 0, 2)
        choices = [
            (self.tr("— sin cambio —"), UNCHANGED),
            (self.tr("1-0 · gana el local"), "1-0"),
            (self.tr("½-½ · tablas"), "½-½"),
            (self.tr("0-1 · gana el visitante"), "0-1"),
            (self.tr("+/- · pierde el visitante por incomparecencia"), "+/-"),
            (self.tr("-/+ · pierde el local por incomparecencia"), "-/+"),
            (self.tr("-/- · pierden los dos (0-0)"), "-/-"),
            (self.tr("Se repite la partida"), REPLAY),
        ]
        for board in range(1, view.boards + 1):
            final = view.board_results.get(board)
            outcome = BoardOutcome(board, final) if final else view.open_boards.get(board)
            combo = QComboBox()
            combo.setAccessibleName(
                self.tr("Lo que decide el Comité del tablero {board}").format(board=board)
            )
            for text, value in choices:
                combo.addItem(text, value)
            self.boardCombos[board] = combo
            grid.addWidget(QLabel(str(board)), board, 0)
            grid.addWidget(QLabel(_state_text(outcome)), board, 1)
            grid.addWidget(combo, board, 2)
        grid.setColumnStretch(1, 1)
        hint = QLabel(
            self.tr(
                "Para el resultado de todo el encuentro, elija el de cada tablero. Una partida "
                "que se repite queda abierta hasta que anote el fallo con su resultado."
            )
        )
        hint.setWordWrap(True)
        outer.addWidget(hint)
        return group

    def _partidas_group(self, view: MatchResults) -> QGroupBox:
        """R25-6: each partida's final tantos as the committee fixes them, or its replay."""
        group = QGroupBox(self.tr("Resultado final que fija el Comité"))
        outer = QVBoxLayout(group)
        grid = QGridLayout()
        outer.addLayout(grid)
        header = (
            self.tr("<b>Partida</b>"),
            self.tr("<b>Ahora</b>"),
            self.tr("<b>Decide</b>"),
            f"<b>{html.escape(view.home_team)}</b>",
            f"<b>{html.escape(view.away_team)}</b>",
        )
        for column, text in enumerate(header):
            grid.addWidget(QLabel(text), 0, column)
        top = view.target + 168  # the last hand can pass the target by a whole set's pips
        row = 0
        for table in range(1, view.tables + 1):
            for number in range(1, view.partidas_per_table + 1):
                row += 1
                key = (table, number)
                where = self.tr("Mesa {table}, partida {partida}").format(
                    table=table, partida=number
                )
                stored = view.partidas.get(key)
                if key in view.open_partidas:
                    now = self.tr("a repetir")
                elif stored is not None:
                    now = f"{stored.home_points}-{stored.away_points}"
                else:
                    now = self.tr("sin resultado")
                combo = QComboBox()
                combo.setAccessibleName(
                    self.tr("Lo que decide el Comité de la {where}").format(where=where.lower())
                )
                combo.addItem(self.tr("— sin cambio —"), UNCHANGED)
                combo.addItem(self.tr("Fija los tantos"), "tantos")
                combo.addItem(self.tr("Se repite la partida"), REPLAY)
                spins = []
                for side in (view.home_team, view.away_team):
                    spin = QSpinBox()
                    spin.setRange(0, top)
                    spin.setEnabled(False)
                    spin.setAccessibleName(
                        self.tr("Tantos de {team} en la {where}").format(
                            team=side, where=where.lower()
                        )
                    )
                    spins.append(spin)
                if stored is not None:
                    spins[0].setValue(stored.home_points)
                    spins[1].setValue(stored.away_points)
                combo.currentIndexChanged.connect(
                    lambda _i, c=combo, s=spins: [
                        spin.setEnabled(c.currentData() == "tantos") for spin in s
                    ]
                )
                self.partidaRows[key] = (combo, spins[0], spins[1])
                grid.addWidget(QLabel(where), row, 0)
                grid.addWidget(QLabel(now), row, 1)
                grid.addWidget(combo, row, 2)
                grid.addWidget(spins[0], row, 3)
                grid.addWidget(spins[1], row, 4)
        grid.setColumnStretch(1, 1)
        hint = QLabel(
            self.tr(
                "Gana la partida la pareja con más tantos, aunque no llegue al tanteo. Para el "
                "resultado de una mesa o de todo el encuentro, fije cada una de sus partidas. "
                "Una partida que se repite queda abierta hasta que anote el fallo con sus tantos."
            )
        )
        hint.setWordWrap(True)
        hint.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(hint)
        return group

    def decided_partidas(self) -> dict[tuple[int, int], str]:
        decided = {}
        for key, (combo, home, away) in self.partidaRows.items():
            choice = combo.currentData()
            if choice == "tantos":
                decided[key] = f"{home.value()}-{away.value()}"
            elif choice == REPLAY:
                decided[key] = REPLAY
        return decided

    def decided_boards(self) -> dict[int, str]:
        return {
            board: combo.currentData()
            for board, combo in self.boardCombos.items()
            if combo.currentData() != UNCHANGED
        }

    def save(self) -> None:
        """Closes only once the store has accepted the decision."""
        from delegate_app.store.committee import record_decision

        side = self.pointsSideCombo.currentData()
        try:
            record_decision(
                self._db,
                self._match_id,
                cast(date, self.dateEdit.date().toPython()),  # Qt's stub says object
                self.referenceEdit.text(),
                self.summaryEdit.toPlainText(),
                now=self._clock(),
                boards=self.decided_boards(),
                points_side=side,
                points=self.pointsSpin.value(),
                partidas=self.decided_partidas(),
            )
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.accept()
