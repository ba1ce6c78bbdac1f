"""Sorteo de asientos: the tile each player drew, the seats and the numbers (DO-7)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
)

from delegate_app.domain.domino import SEATS, Seat
from delegate_app.store.domino import editing as domino_editing
from delegate_app.store.domino.acta_view import TableView
from delegate_app.store.errors import StoreError
from delegate_app.ui import messages
from delegate_app.ui.domino.common import fill_partidas, fill_tables
from delegate_app.ui.domino.guide_api import DominoGuideForSteps
from delegate_app.ui.domino.seating import SeatingDiagram, initial_seating
from delegate_app.ui.focus import chain_after
from delegate_app.ui.labels import label
from delegate_app.ui.step_guide import Step


class DrawStep(Step[DominoGuideForSteps]):
    """DO-7.2, DO-7.4: the tile each player drew, the seats and the numbers."""

    def __init__(self, guide: DominoGuideForSteps):
        super().__init__(guide)
        self.tableCombo = QComboBox()
        self.tableCombo.setAccessibleName(self.tr("Mesa del sorteo"))
        self.tableCombo.currentIndexChanged.connect(lambda _i: self._show_table())
        self.tilesBox = QGroupBox(self.tr("Ficha que levanta cada jugador (art. 7.2)"))
        self.tilesForm = QFormLayout(self.tilesBox)
        self.seatCombo = QComboBox()
        self.seatCombo.setAccessibleName(self.tr("Asiento que elige el salidor"))
        for seat in SEATS:
            self.seatCombo.addItem(label(seat.label), seat.value)
        self.seatCombo.setCurrentIndex(self.seatCombo.findData(Seat.SOUTH.value))
        self.drawButton = QPushButton(self.tr("&Sortear los asientos"))
        self.drawButton.clicked.connect(self.draw)
        self.resetButton = QPushButton(self.tr("&Repetir el sorteo"))
        self.resetButton.clicked.connect(self.reset)
        self.messageLabel = QLabel()
        self.messageLabel.setWordWrap(True)
        self.diagram = SeatingDiagram()
        self.partidaCombo = QComboBox()
        self.partidaCombo.setAccessibleName(self.tr("Partida del diagrama"))
        self.partidaCombo.currentIndexChanged.connect(lambda _i: self._show_diagram())
        note = QLabel(
            self.tr(
                "Escriba la ficha de cada jugador, como 6-4. La más alta sale y elige asiento; "
                "su compañero se sienta enfrente y, a su derecha, el contrario de ficha más "
                "alta (art. 7.4). Si hay empate, los empatados levantan otra ficha."
            )
        )
        note.setWordWrap(True)
        left = QVBoxLayout()
        pick = QHBoxLayout()
        table_label = QLabel(self.tr("&Mesa:"))
        table_label.setBuddy(self.tableCombo)
        pick.addWidget(table_label)
        pick.addWidget(self.tableCombo, 1)
        left.addLayout(pick)
        left.addWidget(note)
        left.addWidget(self.tilesBox)
        seat_row = QHBoxLayout()
        seat_label = QLabel(self.tr("El salidor elige el &asiento:"))
        seat_label.setBuddy(self.seatCombo)
        seat_row.addWidget(seat_label)
        seat_row.addWidget(self.seatCombo)
        seat_row.addStretch(1)
        left.addLayout(seat_row)
        buttons = QHBoxLayout()
        buttons.addWidget(self.drawButton)
        buttons.addWidget(self.resetButton)
        buttons.addStretch(1)
        left.addLayout(buttons)
        left.addWidget(self.messageLabel)
        left.addStretch(1)
        right = QVBoxLayout()
        row = QHBoxLayout()
        partida_label = QLabel(self.tr("Asientos en la &partida:"))
        partida_label.setBuddy(self.partidaCombo)
        row.addWidget(partida_label)
        row.addWidget(self.partidaCombo)
        row.addStretch(1)
        right.addLayout(row)
        right.addWidget(self.diagram, 1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addLayout(right, 1)
        self.tileEdits: list[dict[int, QLineEdit]] = []
        self._redraw_players: list[tuple[int, ...]] = []
        self._table: int | None = None

    def refresh(self, view):
        fill_tables(self.tableCombo, view)
        self._show_table(keep_typed=True)

    def current_table(self) -> TableView:
        return self.guide.view.table(self.tableCombo.currentData() or 1)

    def _clear_form(self):
        while self.tilesForm.rowCount():
            self.tilesForm.removeRow(0)
        self.tileEdits = []

    def _add_round(self, players, tiles: dict[int, str] | None, editable: bool):
        view = self.guide.view
        number = len(self.tileEdits) + 1
        edits = {}
        if number > 1:
            self.tilesForm.addRow(
                QLabel("<b>{}</b>".format(self.tr("Nuevo sorteo ({n}.º)").format(n=number - 1)))
            )
        for player in players:
            edit = QLineEdit((tiles or {}).get(player, ""))
            edit.setPlaceholderText("6-4")
            edit.setMaximumWidth(90)
            edit.setAccessibleName(
                self.tr("Ficha de {player}, ronda {round}").format(
                    player=view.name(player), round=number
                )
            )
            edit.setEnabled(editable)
            self.tilesForm.addRow(f"{view.name(player)}:", edit)
            edits[player] = edit
        self.tileEdits.append(edits)

    def _show_table(self, keep_typed: bool = False):
        view = self.guide.view
        table = self.current_table()
        typed = [{p: e.text() for p, e in r.items()} for r in self.tileEdits]
        same_table = self._table == table.number
        self._table = table.number
        self._clear_form()
        if not table.set_up:
            self.tilesForm.addRow(
                QLabel(self.tr("Antes, las parejas de esta mesa (paso Equipos y mesas)."))
            )
            self._redraw_players = []
            self._enable(False, False)
        elif table.draw_rounds:
            for tiles in table.draw_rounds:
                self._add_round(list(tiles), tiles, False)
            self._redraw_players = []
            self._enable(False, not view.locked and not any(p.hands for p in table.partidas))
        else:
            players = [*(table.home or ()), *(table.away or ())]  # set up: both pairs
            rounds = [players, *self._redraw_players] if same_table else [players]
            if not same_table:
                self._redraw_players = []
            for index, members in enumerate(rounds):
                self._add_round(
                    members, typed[index] if keep_typed and index < len(typed) else None, True
                )
            self._enable(not view.locked, False)
        chain_after(self.tableCombo, [e for r in self.tileEdits for e in r.values()])
        if table.seated:
            self.seatCombo.setCurrentIndex(self.seatCombo.findData(table.salidor_seat.value))
        fill_partidas(self.partidaCombo, table)
        self._show_diagram()

    def _enable(self, draw: bool, reset: bool):
        self.drawButton.setEnabled(draw)
        self.seatCombo.setEnabled(draw)
        self.resetButton.setEnabled(reset)

    def _show_diagram(self):
        view = self.guide.view
        table = self.current_table()
        number = self.partidaCombo.currentData()
        partida = table.partida(number) if number else None
        if partida is None:
            self.diagram.show_seating(view, None, caption=self.tr("Sin sortear"))
            return
        seating = initial_seating(partida)
        self.diagram.show_seating(
            view,
            seating,
            seating.salidor,
            caption=self.tr("Mesa {table}, partida {partida}: números de la primera mano").format(
                table=table.number, partida=partida.number
            ),
        )

    def status(self, view):
        missing = [str(t.number) for t in view.tables if not t.seated]
        if missing:
            return "todo", self.tr("Falta el sorteo de las mesas {tables}").format(
                tables=", ".join(missing)
            )
        return "ok", ""

    def draw(self):
        if not self.guide.confirm_void():
            return
        table = self.current_table()
        rounds = [{p: e.text().strip() for p, e in r.items()} for r in self.tileEdits]
        try:
            self.guide.call(
                domino_editing.seat_draw, table.number, rounds, Seat(self.seatCombo.currentData())
            )
        except domino_editing.RedrawNeededError as redraw:
            self._redraw_players.append(redraw.players)
            self.messageLabel.setText(f"<span style='color:#8a5a00'>{redraw}</span>")
            self._show_table(keep_typed=True)
            return
        except StoreError as exc:
            self.messageLabel.setText(f"<span style='color:#b00020'>{exc}</span>")
            return
        self.messageLabel.setText(self.tr("✔ Asientos sorteados."))
        self.guide.refresh()

    def reset(self):
        table = self.current_table()
        if messages.ask(
            self,
            self.tr("Sorteo"),
            self.tr("¿Repetir el sorteo de puestos de la mesa {table}?").format(table=table.number),
        ):
            self._redraw_players = []
            self.guide.act(domino_editing.reset_draw, table.number)
