"""The acta of a domino team encounter: five steps the captain moves between freely.

Equipos y mesas, Sorteo de asientos, Hojas de anotación, Incidencias and Cierre. Every entry is
saved at once (store/domino_encounter.py), so closing the app mid-encounter loses nothing and
reopens at the same step. Signatures, lock and annexes are the chess match day's, with its
SignerBox and AnnexDialog; the PDF is documents/domino_pdf.py.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.domino import (
    ARBITER,
    FULL_SET,
    INCIDENT_KINDS,
    SEATS,
    FieldKind,
    HandEnd,
    IncidentKind,
    Pair,
    Partida,
    PartidaStatus,
    PendingHand,
    Seat,
    Seating,
    ordinal,
)
from delegate_app.store import domino_encounter as store
from delegate_app.store import matchday
from delegate_app.store.database import Database
from delegate_app.store.domino_encounter import STEPS, EncounterView, TableView
from delegate_app.store.errors import StoreError
from delegate_app.store.matchday import ROLE_LABELS
from delegate_app.ui import messages
from delegate_app.ui.formatting import fmt_datetime
from delegate_app.ui.matchday_guide import AnnexDialog, SignerBox
from delegate_app.ui.table_util import fill_table, make_table

MARK = {"ok": "✔", "todo": "•", "problem": "✖"}
PAIR_COLOURS = {Pair.HOME: QColor("#1f4e79"), Pair.AWAY: QColor("#8a4b08")}
PDF_FILTER = "Documento PDF (*.pdf)"
P12_FILTER = "Certificado con clave (*.p12 *.pfx);;Todos los archivos (*)"
# The buttons of the Incidencias step: DO-19.4 is written by Delegado itself, from the count.
INCIDENT_BUTTONS = tuple(k for k in INCIDENT_KINDS if k.rule_id != "DO-19.4")
# What fits on a button; the catalog's full title is its tooltip and the dialog's title.
SHORT_TITLES = {
    "DO-8.12": "Salida o colocación de las fichas",
    "DO-9": "Objetos sobre la mesa",
    "DO-10": "Postura del jugador",
    "DO-11": "Sospecha de señas",
    "DO-12": "Comentarios no permitidos",
    "DO-13": "Ficha tocada que tenía cabida",
    "DO-14": "Error al cerrar el juego",
    "DO-15": "Pensada en falso",
    "DO-16": "«Paso» teniendo ficha",
    "DO-17": "Interrupción de la partida",
    "DO-19.2": "Ficha caída antes de la salida",
    "DO-19.3": "Ficha caída durante la mano",
    "DO-20": "Hecho imprevisto o suspensión",
    "DO-20.4": "Abandono de la partida",
}


def _article(rule_id: str) -> str:
    return "Art. " + rule_id.removeprefix("DO-")


def _fill_players(combo: QComboBox, players, current: int | None, blank: str = "—") -> None:
    combo.blockSignals(True)
    combo.clear()
    combo.addItem(blank, None)
    for player in players:
        combo.addItem(player.label, player.id)
    index = combo.findData(current) if current is not None else 0
    combo.setCurrentIndex(max(0, index))
    combo.blockSignals(False)


def _buttons(accept: QDialogButtonBox.StandardButton) -> QDialogButtonBox:
    """Accept and cancel in Spanish even where Qt's own translation is not installed."""
    box = QDialogButtonBox(accept | QDialogButtonBox.StandardButton.Cancel)
    texts = {QDialogButtonBox.StandardButton.Save: "&Guardar"}
    box.button(accept).setText(texts.get(accept, "&Aceptar"))
    box.button(QDialogButtonBox.StandardButton.Cancel).setText("&Cancelar")
    return box


def _numbering(salidor: Seat) -> dict[Seat, int]:
    return {salidor: 1, salidor.right: 2, salidor.opposite: 3, salidor.left: 4}


# --- the seating diagram ------------------------------------------------------------------------


class SeatingDiagram(QWidget):
    """The table seen from above: who sits at Norte, Este, Sur and Oeste, his pair and his
    number in the hand (1 = salidor, 2 on his right, 3 his partner, 4 on his left)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMinimumSize(300, 210)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName("Asientos de la mesa")
        self.seats: dict[Seat, tuple[str, Pair]] = {}
        self.numbers: dict[Seat, int] = {}
        self.caption = "Sin sortear"
        self.teams: dict[Pair, str] = {}

    def sizeHint(self) -> QSize:
        return QSize(360, 240)

    def show_seating(
        self,
        view: EncounterView,
        seating: Seating | None,
        salidor: Seat | None = None,
        caption: str = "",
    ) -> None:
        self.teams = {pair: view.team_name(pair) for pair in Pair}
        if seating is None:
            self.seats, self.numbers, self.caption = {}, {}, caption or "Sin sortear"
        else:
            self.seats = {
                seat: (view.name(seating.player_at(seat)), seating.pair_at(seat)) for seat in SEATS
            }
            self.numbers = _numbering(salidor or seating.salidor)
            self.caption = caption
        lines = [
            f"{seat.label}: {name}, n.º {self.numbers[seat]}"
            for seat, (name, _pair) in self.seats.items()
        ]
        self.setAccessibleDescription("; ".join(lines) or self.caption)
        self.setToolTip("\n".join(lines) or self.caption)
        self.update()

    def text_of(self, seat: Seat) -> str:
        name, _pair = self.seats[seat]
        return f"{self.numbers[seat]} · {name}"

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        w, h = self.width(), self.height()
        side = min(w * 0.34, h * 0.42)
        centre = QPointF(w / 2, h / 2 - 6)
        table = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
        painter.setPen(QPen(QColor("#2e5e2e"), 2))
        painter.setBrush(QBrush(QColor("#3f7f3f")))
        painter.drawRoundedRect(table, 8, 8)
        painter.setPen(QColor("white"))
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(table, Qt.AlignmentFlag.AlignCenter, "MESA")
        box_w, box_h = min(170.0, w * 0.30), 44.0
        places = {
            Seat.NORTH: QRectF(centre.x() - box_w / 2, table.top() - box_h - 4, box_w, box_h),
            Seat.SOUTH: QRectF(centre.x() - box_w / 2, table.bottom() + 4, box_w, box_h),
            Seat.WEST: QRectF(table.left() - box_w - 6, centre.y() - box_h / 2, box_w, box_h),
            Seat.EAST: QRectF(table.right() + 6, centre.y() - box_h / 2, box_w, box_h),
        }
        small = QFont(self.font())
        small.setPointSizeF(max(7.0, small.pointSizeF() - 1))
        for seat, rect in places.items():
            if seat not in self.seats:
                painter.setPen(QPen(QColor("#999999"), 1, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, 6, 6)
                painter.setPen(QColor("#777777"))
                painter.setFont(small)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, seat.label)
                continue
            name, pair = self.seats[seat]
            number = self.numbers[seat]
            colour = PAIR_COLOURS[pair]
            painter.setPen(QPen(colour, 3 if number == 1 else 1.2))
            painter.setBrush(QBrush(QColor("#fff8d6") if number == 1 else QColor("white")))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(colour)
            painter.setFont(font)
            top = rect.adjusted(6, 2, -6, -box_h / 2)
            heading = f"{number} · {seat.label}" + (" · sale" if number == 1 else "")
            painter.drawText(top, Qt.AlignmentFlag.AlignCenter, heading)
            painter.setFont(small)
            painter.setPen(QColor("#1b1f24"))
            bottom = rect.adjusted(4, box_h / 2 - 2, -4, -2)
            elided = painter.fontMetrics().elidedText(
                name, Qt.TextElideMode.ElideRight, int(bottom.width())
            )
            painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, elided)
        painter.setFont(small)
        metrics = painter.fontMetrics()
        pieces = [(self.caption, QColor("#333333"))]
        if self.seats:
            pieces += [
                (f"   ■ {self.teams.get(pair, pair.label)}", PAIR_COLOURS[pair]) for pair in Pair
            ]
        width = sum(metrics.horizontalAdvance(text) for text, _c in pieces)
        x = max(4.0, (w - width) / 2)
        for text, colour in pieces:
            painter.setPen(colour)
            painter.drawText(QPointF(x, h - 6), text)
            x += metrics.horizontalAdvance(text)
        painter.end()


# --- steps --------------------------------------------------------------------------------------


class _Step(QWidget):
    def __init__(self, guide: DominoGuide):
        super().__init__()
        self.guide = guide

    def refresh(self, view: EncounterView) -> None:
        raise NotImplementedError

    def status(self, view: EncounterView) -> tuple[str, str]:
        raise NotImplementedError


class _TableBox(QGroupBox):
    """One table's pairs and roles (DO-6)."""

    def __init__(self, number: int, step: TeamsStep):
        super().__init__(f"Mesa {number}")
        self.number = number
        self._shown: tuple | None = None
        self.home = [QComboBox(), QComboBox()]
        self.away = [QComboBox(), QComboBox()]
        self.annotator, self.counter = QComboBox(), QComboBox()
        for index, combo in enumerate(self.home, start=1):
            combo.setAccessibleName(f"Mesa {number}: jugador {index} de la pareja local")
            combo.currentIndexChanged.connect(self._roles_follow)
        for index, combo in enumerate(self.away, start=1):
            combo.setAccessibleName(f"Mesa {number}: jugador {index} de la pareja visitante")
            combo.currentIndexChanged.connect(self._roles_follow)
        self.annotator.setAccessibleName(f"Mesa {number}: anotador")
        self.counter.setAccessibleName(f"Mesa {number}: contador")
        self.arbiterCheck = QCheckBox("Cuenta y anota el árbitro (art. 6)")
        self.saveButton = QPushButton(f"Guardar la mesa {number}")
        self.saveButton.clicked.connect(lambda: step.save_table(self))
        self.stateLabel = QLabel()
        self.stateLabel.setWordWrap(True)
        self.homeLabel, self.awayLabel = QLabel(), QLabel()
        grid = QGridLayout(self)
        grid.addWidget(self.homeLabel, 0, 0)
        grid.addWidget(self.home[0], 0, 1)
        grid.addWidget(self.home[1], 0, 2)
        grid.addWidget(QLabel("Anota:"), 0, 3)
        grid.addWidget(self.annotator, 0, 4)
        grid.addWidget(self.awayLabel, 1, 0)
        grid.addWidget(self.away[0], 1, 1)
        grid.addWidget(self.away[1], 1, 2)
        grid.addWidget(QLabel("Cuenta:"), 1, 3)
        grid.addWidget(self.counter, 1, 4)
        grid.addWidget(self.arbiterCheck, 2, 1, 1, 2)
        grid.addWidget(self.saveButton, 2, 4)
        grid.addWidget(self.stateLabel, 3, 0, 1, 5)
        for column in (1, 2, 4):
            grid.setColumnStretch(column, 1)

    def _roles_follow(self) -> None:
        """The annotator is one of the home pair, the counter one of the rival pair (DO-6)."""
        for combo, members in ((self.annotator, self.home), (self.counter, self.away)):
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for member in members:
                if member.currentData() is not None:
                    combo.addItem(member.currentText(), member.currentData())
            combo.setCurrentIndex(max(0, combo.findData(current)))
            combo.blockSignals(False)

    def fill(self, view: EncounterView, table: TableView) -> None:
        self.homeLabel.setText(f"{view.home_team}:")
        self.awayLabel.setText(f"{view.away_team}:")
        stored = (table.home, table.away, table.annotator, table.counter, table.arbiter_counts)
        # Refilled only when what is saved changed: a refused save keeps what was chosen.
        if stored != self._shown:
            self._shown = stored
            for combos, pair, chosen in (
                (self.home, Pair.HOME, table.home),
                (self.away, Pair.AWAY, table.away),
            ):
                for index, combo in enumerate(combos):
                    _fill_players(combo, view.team_players(pair), chosen[index] if chosen else None)
            self._roles_follow()
            for combo, chosen in (
                (self.annotator, table.annotator),
                (self.counter, table.counter),
            ):
                if chosen is not None:
                    combo.setCurrentIndex(max(0, combo.findData(chosen)))
            self.arbiterCheck.setChecked(table.arbiter_counts)
        editable = not view.locked and not any(p.hands for p in table.partidas)
        players_editable = editable and not table.seated
        for combo in (*self.home, *self.away):
            combo.setEnabled(players_editable)
        for widget in (self.annotator, self.counter, self.arbiterCheck, self.saveButton):
            widget.setEnabled(editable)
        if not table.set_up:
            self.stateLabel.setText("Pendiente: elija las parejas y pulse «Guardar».")
        elif table.seated:
            self.stateLabel.setText(
                "✔ Guardada. Los puestos ya están sorteados: un cambio de jugador es una "
                "sustitución, desde la Hoja de la partida (art. 20.3)."
            )
        else:
            self.stateLabel.setText("✔ Guardada. Falta el sorteo de puestos.")


class TeamsStep(_Step):
    def __init__(self, guide):
        super().__init__(guide)
        self.arbiterEdit = QLineEdit()
        self.arbiterEdit.setAccessibleName("Árbitro")
        self.arbiterEdit.setPlaceholderText("vacío si no hay árbitro")
        self.arbiterLicenceEdit = QLineEdit()
        self.arbiterLicenceEdit.setAccessibleName("Licencia del árbitro")
        self.arbiterButton = QPushButton("Guardar el á&rbitro")
        self.arbiterButton.clicked.connect(self.save_arbiter)
        top = QHBoxLayout()
        top.addWidget(QLabel("Árbitro:"))
        top.addWidget(self.arbiterEdit, 2)
        top.addWidget(QLabel("Licencia:"))
        top.addWidget(self.arbiterLicenceEdit, 1)
        top.addWidget(self.arbiterButton)
        note = QLabel(
            "En cada mesa la pareja local señala quién anota la Hoja de Anotaciones y la "
            "pareja rival quién hace el recuento; una mano se anota solo cuando la aprueba "
            "el contador (art. 6)."
        )
        note.setWordWrap(True)
        self.tableBoxes: list[_TableBox] = []
        self.boxesHost = QWidget()
        self.boxesLayout = QVBoxLayout(self.boxesHost)
        self.boxesLayout.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.boxesHost)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(note)
        layout.addWidget(scroll, 1)

    def refresh(self, view):
        if not self.tableBoxes:
            for table in view.tables:
                box = _TableBox(table.number, self)
                self.tableBoxes.append(box)
                self.boxesLayout.addWidget(box)
            self.boxesLayout.addStretch(1)
        self.arbiterEdit.setText(view.arbiter_name)
        self.arbiterLicenceEdit.setText(view.arbiter_licence)
        for widget in (self.arbiterEdit, self.arbiterLicenceEdit, self.arbiterButton):
            widget.setEnabled(not view.locked)
        for box, table in zip(self.tableBoxes, view.tables, strict=True):
            box.fill(view, table)

    def status(self, view):
        missing = [str(t.number) for t in view.tables if not t.set_up]
        if missing:
            return "todo", "Faltan las parejas de las mesas " + ", ".join(missing)
        return "ok", ""

    def save_arbiter(self):
        self.guide.act(store.set_arbiter, self.arbiterEdit.text(), self.arbiterLicenceEdit.text())

    def save_table(self, box: _TableBox):
        self.guide.act(
            store.set_table,
            box.number,
            [combo.currentData() for combo in box.home],
            [combo.currentData() for combo in box.away],
            box.annotator.currentData(),
            box.counter.currentData(),
            box.arbiterCheck.isChecked(),
        )


class DrawStep(_Step):
    """DO-7.2, DO-7.4: the tile each player drew, the seats and the numbers."""

    def __init__(self, guide):
        super().__init__(guide)
        self.tableCombo = QComboBox()
        self.tableCombo.setAccessibleName("Mesa del sorteo")
        self.tableCombo.currentIndexChanged.connect(lambda _i: self._show_table())
        self.tilesBox = QGroupBox("Ficha que levanta cada jugador (art. 7.2)")
        self.tilesForm = QFormLayout(self.tilesBox)
        self.seatCombo = QComboBox()
        self.seatCombo.setAccessibleName("Asiento que elige el salidor")
        for seat in SEATS:
            self.seatCombo.addItem(seat.label, seat.value)
        self.seatCombo.setCurrentIndex(self.seatCombo.findData(Seat.SOUTH.value))
        self.drawButton = QPushButton("&Sortear los asientos")
        self.drawButton.clicked.connect(self.draw)
        self.resetButton = QPushButton("&Repetir el sorteo")
        self.resetButton.clicked.connect(self.reset)
        self.messageLabel = QLabel()
        self.messageLabel.setWordWrap(True)
        self.diagram = SeatingDiagram()
        self.partidaCombo = QComboBox()
        self.partidaCombo.setAccessibleName("Partida del diagrama")
        self.partidaCombo.currentIndexChanged.connect(lambda _i: self._show_diagram())
        note = QLabel(
            "Escriba la ficha de cada jugador, como 6-4. La más alta sale y elige asiento; su "
            "compañero se sienta enfrente y, a su derecha, el contrario de ficha más alta "
            "(art. 7.4). Si hay empate, los empatados levantan otra ficha."
        )
        note.setWordWrap(True)
        left = QVBoxLayout()
        pick = QHBoxLayout()
        pick.addWidget(QLabel("Mesa:"))
        pick.addWidget(self.tableCombo, 1)
        left.addLayout(pick)
        left.addWidget(note)
        left.addWidget(self.tilesBox)
        seat_row = QHBoxLayout()
        seat_row.addWidget(QLabel("El salidor elige el asiento:"))
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
        row.addWidget(QLabel("Asientos en la partida:"))
        row.addWidget(self.partidaCombo)
        row.addStretch(1)
        right.addLayout(row)
        right.addWidget(self.diagram, 1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addLayout(right, 1)
        self.tileEdits: list[dict[int, QLineEdit]] = []
        self._redraw_players: list[tuple[int, ...]] = []
        self._table = None

    def refresh(self, view):
        if self.tableCombo.count() != len(view.tables):
            self.tableCombo.blockSignals(True)
            self.tableCombo.clear()
            for table in view.tables:
                self.tableCombo.addItem(f"Mesa {table.number}", table.number)
            self.tableCombo.blockSignals(False)
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
            self.tilesForm.addRow(QLabel(f"<b>Nuevo sorteo ({number - 1}.º)</b>"))
        for player in players:
            edit = QLineEdit((tiles or {}).get(player, ""))
            edit.setPlaceholderText("6-4")
            edit.setMaximumWidth(90)
            edit.setAccessibleName(f"Ficha de {view.name(player)}, ronda {number}")
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
            self.tilesForm.addRow(QLabel("Antes, las parejas de esta mesa (paso Equipos y mesas)."))
            self._redraw_players = []
            self._enable(False, False)
        elif table.draw_rounds:
            for tiles in table.draw_rounds:
                self._add_round(list(tiles), tiles, False)
            self._redraw_players = []
            self._enable(False, not view.locked and not any(p.hands for p in table.partidas))
        else:
            players = [*table.home, *table.away]
            rounds = [players, *self._redraw_players] if same_table else [players]
            if not same_table:
                self._redraw_players = []
            for index, members in enumerate(rounds):
                self._add_round(
                    members, typed[index] if keep_typed and index < len(typed) else None, True
                )
            self._enable(not view.locked, False)
        if table.seated:
            self.seatCombo.setCurrentIndex(self.seatCombo.findData(table.salidor_seat.value))
        self.partidaCombo.blockSignals(True)
        self.partidaCombo.clear()
        for partida in table.partidas:
            self.partidaCombo.addItem(f"Partida {partida.number}", partida.number)
        self.partidaCombo.blockSignals(False)
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
            self.diagram.show_seating(view, None, caption="Sin sortear")
            return
        seating = _initial_seating(partida)
        self.diagram.show_seating(
            view,
            seating,
            seating.salidor,
            caption=f"Mesa {table.number}, partida {partida.number}: números de la primera mano",
        )

    def status(self, view):
        missing = [str(t.number) for t in view.tables if not t.seated]
        if missing:
            return "todo", "Falta el sorteo de las mesas " + ", ".join(missing)
        return "ok", ""

    def draw(self):
        if not self.guide.confirm_void():
            return
        table = self.current_table()
        rounds = [{p: e.text().strip() for p, e in r.items()} for r in self.tileEdits]
        try:
            self.guide.call(
                store.seat_draw, table.number, rounds, Seat(self.seatCombo.currentData())
            )
        except store.RedrawNeededError as redraw:
            self._redraw_players.append(redraw.players)
            self.messageLabel.setText(f"<span style='color:#8a5a00'>{redraw}</span>")
            self._show_table(keep_typed=True)
            return
        except StoreError as exc:
            self.messageLabel.setText(f"<span style='color:#b00020'>{exc}</span>")
            return
        self.messageLabel.setText("✔ Asientos sorteados.")
        self.guide.refresh()

    def reset(self):
        table = self.current_table()
        if messages.ask(
            self, "Sorteo", f"¿Repetir el sorteo de puestos de la mesa {table.number}?"
        ):
            self._redraw_players = []
            self.guide.act(store.reset_draw, table.number)


def _initial_seating(partida: Partida) -> Seating:
    """The seats the partida began with: its substitutions undone, last one first."""
    seats = partida.seating.seats
    for substitution in reversed(partida.substitutions):
        seats[substitution.seat] = substitution.out
    return Seating.from_seats(seats, partida.seating.north_south, partida.seating.salidor)


class TilePickerDialog(QDialog):
    """The tiles each player still holds (DO-18): 28 toggle buttons per player; a tile can be
    in one hand only."""

    def __init__(self, view: EncounterView, partida: Partida, domino_by: Seat | None, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Fichas que quedan en cada mano")
        self.buttons: dict[Seat, dict[str, QPushButton]] = {}
        self.sumLabels: dict[Seat, QLabel] = {}
        self.domino_by = domino_by
        grid = QGridLayout()
        positions = {Seat.NORTH: (0, 0), Seat.EAST: (0, 1), Seat.SOUTH: (1, 0), Seat.WEST: (1, 1)}
        for seat, (row, column) in positions.items():
            name = view.name(partida.seating.player_at(seat))
            box = QGroupBox(f"{seat.label}: {name}")
            inner = QGridLayout(box)
            inner.setSpacing(2)
            self.buttons[seat] = {}
            for index, tile in enumerate(FULL_SET):
                button = QPushButton(str(tile))
                button.setCheckable(True)
                button.setMinimumWidth(40)
                button.setAccessibleName(f"{tile} en la mano de {seat.label}")
                button.toggled.connect(lambda _on, t=str(tile): self._changed(t))
                inner.addWidget(button, index // 4, index % 4)
                self.buttons[seat][str(tile)] = button
            label = QLabel()
            inner.addWidget(label, 7, 0, 1, 4)
            self.sumLabels[seat] = label
            if seat == domino_by:
                box.setTitle(f"{seat.label}: {name} — dominó, sin fichas")
                box.setEnabled(False)
            grid.addWidget(box, row, column)
        self.totalLabel = QLabel()
        buttons = _buttons(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.totalLabel)
        layout.addWidget(buttons)
        self._changed(None)

    def toggle(self, seat: Seat, tile: str) -> None:
        self.buttons[seat][tile].click()

    def _changed(self, tile: str | None) -> None:
        if tile is not None:
            owner = next((s for s in SEATS if self.buttons[s][tile].isChecked()), None)
            for seat in SEATS:
                button = self.buttons[seat][tile]
                button.setEnabled(owner is None or owner == seat)
        total = 0
        for seat in SEATS:
            held = self.holdings().get(seat, [])
            pips = sum(int(t[0]) + int(t[-1]) for t in held)
            total += pips
            tiles = "1 ficha" if len(held) == 1 else f"{len(held)} fichas"
            self.sumLabels[seat].setText(f"{tiles} · {pips} puntos")
        self.totalLabel.setText(f"<b>Puntos en juego: {total}</b>")

    def holdings(self) -> dict[Seat, list[str]]:
        return {
            seat: [tile for tile, button in self.buttons[seat].items() if button.isChecked()]
            for seat in SEATS
        }


class _PlayerDialog(QDialog):
    """Pick a player (and who comes in, for a substitution) and write the reason."""

    def __init__(self, title: str, note: str, players, incoming=None, parent=None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.playerCombo = QComboBox()
        self.playerCombo.setAccessibleName("Jugador")
        for player_id, label in players:
            self.playerCombo.addItem(label, player_id)
        self.incomingCombo = QComboBox()
        self.incomingCombo.setAccessibleName("Entra")
        for player_id, label in incoming or ():
            self.incomingCombo.addItem(label, player_id)
        self.reasonEdit = QLineEdit()
        self.reasonEdit.setAccessibleName("Motivo")
        form = QFormLayout()
        if players:
            form.addRow("Jugador:", self.playerCombo)
        if incoming is not None:
            form.addRow("Entra:", self.incomingCombo)
        form.addRow("Motivo:", self.reasonEdit)
        label = QLabel(note)
        label.setWordWrap(True)
        buttons = _buttons(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addLayout(form)
        layout.addWidget(buttons)


class HojaStep(_Step):
    """The Hoja de Anotaciones of one table and partida, hand by hand (DO-6, DO-7.3, DO-18)."""

    def __init__(self, guide):
        super().__init__(guide)
        self.pending: PendingHand | None = None
        self.holdings: dict[Seat, list[str]] | None = None
        self._filling = True  # no reaction to the widgets while they are built
        self.tableCombo = QComboBox()
        self.tableCombo.setAccessibleName("Mesa de la hoja")
        self.partidaCombo = QComboBox()
        self.partidaCombo.setAccessibleName("Partida de la hoja")
        self.tableCombo.currentIndexChanged.connect(lambda _i: self._table_changed())
        self.partidaCombo.currentIndexChanged.connect(lambda _i: self._show())
        self.handsTable = make_table(
            ["Mano", "Sale", "Cierre", "Gana", "Puntos", "Local", "Visitante", "Aprueba"],
            "Manos de la hoja",
            stretch_column=2,
        )
        self.totalsLabel = QLabel()
        self.totalsLabel.setWordWrap(True)
        self.totalsLabel.setTextFormat(Qt.TextFormat.RichText)
        self.diagram = SeatingDiagram()
        self.diagram.setMinimumSize(300, 190)

        self.entryBox = QGroupBox("Mano")
        self.endGroup = QButtonGroup(self)
        self.dominoRadio = QRadioButton("&Dominó")
        self.cierreRadio = QRadioButton("&Cierre")
        self.annulRadio = QRadioButton("A&nulada")
        for button, end in (
            (self.dominoRadio, HandEnd.DOMINO),
            (self.cierreRadio, HandEnd.CIERRE),
            (self.annulRadio, HandEnd.ANULADA),
        ):
            button.setProperty("end", end.value)
            self.endGroup.addButton(button)
            button.toggled.connect(lambda _on: self._entry_changed())
        self.dominoRadio.setChecked(True)
        self.whoCombo = QComboBox()
        self.whoCombo.setAccessibleName("Quién dominó o quién fue el infractor")
        self.whoCombo.currentIndexChanged.connect(lambda _i: self._entry_changed())
        self.winnerCombo = QComboBox()
        self.winnerCombo.setAccessibleName("Pareja que gana la mano")
        self.winnerCombo.currentIndexChanged.connect(lambda _i: self._entry_changed())
        self.pointsSpin = QSpinBox()
        self.pointsSpin.setRange(0, 168)
        self.pointsSpin.setAccessibleName("Puntos de la mano")
        self.pointsSpin.valueChanged.connect(lambda _v: self._entry_changed())
        self.tilesButton = QPushButton("Contar las &fichas…")
        self.tilesButton.setToolTip("Marcar las fichas que quedan en cada mano")
        self.tilesButton.clicked.connect(self.pick_tiles)
        self.tilesLabel = QLabel()
        self.tilesLabel.setWordWrap(True)
        self.countButton = QPushButton("C&ontar la mano")
        self.countButton.clicked.connect(self.count)
        self.pendingLabel = QLabel()
        self.pendingLabel.setWordWrap(True)
        self.approveHost = QWidget()
        self.approveLayout = QHBoxLayout(self.approveHost)
        self.approveLayout.setContentsMargins(0, 0, 0, 0)
        self.writeButton = QPushButton("&Anotar la mano")
        self.writeButton.clicked.connect(self.write)
        ends = QHBoxLayout()
        for button in (self.dominoRadio, self.cierreRadio, self.annulRadio):
            ends.addWidget(button)
        ends.addStretch(1)
        form = QFormLayout(self.entryBox)
        form.addRow("Cómo se cerró:", ends)
        self.whoLabel = QLabel("Dominó de:")
        form.addRow(self.whoLabel, self.whoCombo)
        points = QHBoxLayout()
        points.addWidget(self.pointsSpin)
        points.addWidget(QLabel("para"))
        points.addWidget(self.winnerCombo, 1)
        form.addRow("Puntos:", points)
        tiles = QHBoxLayout()
        tiles.addWidget(self.tilesButton)
        tiles.addWidget(self.tilesLabel, 1)
        form.addRow("", tiles)
        form.addRow("", self.countButton)
        form.addRow(self.pendingLabel)
        form.addRow(self.approveHost)
        form.addRow("", self.writeButton)

        self.substituteButton = QPushButton("Sus&titución…")
        self.substituteButton.clicked.connect(self.substitute)
        self.suspendButton = QPushButton("Sus&pender…")
        self.suspendButton.clicked.connect(self.suspend)
        self.resumeButton = QPushButton("&Reanudar")
        self.resumeButton.clicked.connect(self.resume)
        self.abandonButton = QPushButton("A&bandono…")
        self.abandonButton.clicked.connect(self.guide_abandon)
        actions = QHBoxLayout()
        for button in (
            self.substituteButton,
            self.suspendButton,
            self.resumeButton,
            self.abandonButton,
        ):
            actions.addWidget(button)
        actions.addStretch(1)

        pick = QHBoxLayout()
        pick.addWidget(QLabel("Mesa:"))
        pick.addWidget(self.tableCombo)
        pick.addWidget(QLabel("Partida:"))
        pick.addWidget(self.partidaCombo)
        pick.addStretch(1)
        left = QVBoxLayout()
        left.addLayout(pick)
        left.addWidget(self.handsTable, 1)
        left.addWidget(self.totalsLabel)
        left.addLayout(actions)
        right = QVBoxLayout()
        right.addWidget(self.entryBox)
        right.addWidget(self.diagram, 1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addLayout(right, 2)
        self._filling = False

    # --- which hoja ------------------------------------------------------------------------

    def select(self, table: int, partida: int) -> None:
        self.tableCombo.setCurrentIndex(self.tableCombo.findData(table))
        self.partidaCombo.setCurrentIndex(self.partidaCombo.findData(partida))

    def table(self) -> TableView:
        return self.guide.view.table(self.tableCombo.currentData() or 1)

    def partida(self) -> Partida | None:
        number = self.partidaCombo.currentData()
        return self.table().partida(number) if number else None

    def refresh(self, view):
        if self.tableCombo.count() != len(view.tables):
            self.tableCombo.blockSignals(True)
            self.tableCombo.clear()
            for table in view.tables:
                self.tableCombo.addItem(f"Mesa {table.number}", table.number)
            self.tableCombo.blockSignals(False)
        self._table_changed(keep=True)

    def _table_changed(self, keep: bool = False):
        table = self.table()
        current = self.partidaCombo.currentData()
        self.partidaCombo.blockSignals(True)
        self.partidaCombo.clear()
        for partida in table.partidas:
            self.partidaCombo.addItem(f"Partida {partida.number}", partida.number)
        if keep and current is not None and self.partidaCombo.findData(current) >= 0:
            self.partidaCombo.setCurrentIndex(self.partidaCombo.findData(current))
        elif table.current is not None:
            self.partidaCombo.setCurrentIndex(self.partidaCombo.findData(table.current.number))
        self.partidaCombo.blockSignals(False)
        self._show()

    def status(self, view):
        open_partidas = []
        for table in view.tables:
            for number in range(1, view.settings.partidas_per_table + 1):
                partida = table.partida(number)
                if partida is None or not partida.finished:
                    open_partidas.append(f"mesa {table.number} partida {number}")
        if open_partidas:
            return "todo", "Sin terminar: " + ", ".join(open_partidas)
        return "ok", ""

    # --- showing ---------------------------------------------------------------------------

    def _show(self):
        view = self.guide.view
        table = self.table()
        partida = self.partida()
        self._reset_entry()
        if partida is None:
            fill_table(self.handsTable, [])
            self.totalsLabel.setText("Sorteo de asientos pendiente en esta mesa (paso anterior).")
            self.diagram.show_seating(view, None)
            self._enable_all(False)
            return
        rows = []
        for hand, running in zip(partida.hands, partida.running_totals, strict=True):
            who = view.name(partida.seating.player_at(hand.salidor))
            end = hand.end.label
            if hand.domino_by is not None:
                end += f" ({hand.domino_by.value})"
            if hand.offender is not None:
                end += f" (infractor {hand.offender.value})"
            if hand.tiles_left:
                end += " · fichas contadas"
            rows.append(
                [
                    str(hand.number),
                    f"{hand.salidor.value} · {who}",
                    end,
                    "—" if hand.winner is None else view.team_name(hand.winner),
                    str(hand.points),
                    str(running[Pair.HOME]),
                    str(running[Pair.AWAY]),
                    ", ".join(
                        "árbitro" if w == ARBITER else view.name(w) for w in hand.approved_by
                    ),
                ]
            )
        fill_table(self.handsTable, rows)
        totals = partida.final_score
        target = view.settings.target
        parts = [
            f"<b>{view.home_team} {totals[Pair.HOME]} – {totals[Pair.AWAY]} "
            f"{view.away_team}</b> · partida a {target} · {partida.status.label}"
        ]
        nxt = partida.next_salidor
        if nxt is not None and partida.status is PartidaStatus.IN_PLAY:
            parts.append(
                f"Mano n.º {partida.next_hand_number}: sale {nxt.label}, "
                f"{view.name(partida.seating.player_at(nxt))} (n.º 1). Anota "
                f"{view.name(partida.setup.annotator)}; cuenta "
                + (
                    "el árbitro"
                    if partida.setup.arbiter_counts
                    else view.name(partida.setup.counter)
                )
                + "."
            )
        parts += list(partida.notes)
        events = [e.text for e in table.events if e.partida == partida.number]
        parts += events
        self.totalsLabel.setText("<br>".join(parts))
        self.diagram.show_seating(
            view,
            partida.seating,
            nxt or partida.seating.salidor,
            caption=(
                f"Números de la mano n.º {partida.next_hand_number}"
                if nxt is not None
                else "Partida terminada"
            ),
        )
        self._fill_entry(view, partida)

    def _fill_entry(self, view, partida: Partida):
        self._filling = True
        self.whoCombo.clear()
        for seat in SEATS:
            self.whoCombo.addItem(
                f"{seat.label}: {view.name(partida.seating.player_at(seat))}", seat.value
            )
        self.winnerCombo.clear()
        self.winnerCombo.addItem(view.home_team, Pair.HOME.value)
        self.winnerCombo.addItem(view.away_team, Pair.AWAY.value)
        self.winnerCombo.addItem("Nadie (sumas iguales)", None)
        self._filling = False
        in_play = partida.status is PartidaStatus.IN_PLAY and not view.locked
        self.entryBox.setTitle(
            f"Mano n.º {partida.next_hand_number}" if in_play else "Sin manos por anotar"
        )
        self._enable_all(not view.locked)
        self.entryBox.setEnabled(in_play)
        self.substituteButton.setEnabled(
            not view.locked and partida.status in (PartidaStatus.IN_PLAY, PartidaStatus.SUSPENDED)
        )
        self.suspendButton.setEnabled(in_play)
        self.abandonButton.setEnabled(
            not view.locked and partida.status in (PartidaStatus.IN_PLAY, PartidaStatus.SUSPENDED)
        )
        self.resumeButton.setEnabled(not view.locked and partida.status is PartidaStatus.SUSPENDED)
        self._entry_changed()

    def _enable_all(self, on: bool):
        for widget in (
            self.entryBox,
            self.substituteButton,
            self.suspendButton,
            self.resumeButton,
            self.abandonButton,
        ):
            widget.setEnabled(on)

    def _reset_entry(self):
        self.pending = None
        self.holdings = None
        self.tilesLabel.setText("")
        self.pointsSpin.blockSignals(True)
        self.pointsSpin.setValue(0)
        self.pointsSpin.blockSignals(False)

    def end(self) -> HandEnd:
        return HandEnd(self.endGroup.checkedButton().property("end"))

    def _entry_changed(self):
        if self._filling:
            return
        end = self.end()
        self.whoLabel.setText("Infractor:" if end is HandEnd.ANULADA else "Dominó de:")
        self.whoCombo.setEnabled(end is not HandEnd.CIERRE)
        typed = self.holdings is None and end is not HandEnd.ANULADA
        self.pointsSpin.setEnabled(typed)
        self.winnerCombo.setEnabled(typed and end is HandEnd.CIERRE)
        self.tilesButton.setEnabled(end is not HandEnd.ANULADA)
        if end is HandEnd.DOMINO and self.partida() is not None:
            seat = Seat(self.whoCombo.currentData() or Seat.SOUTH.value)
            pair = self.partida().seating.pair_at(seat)
            index = self.winnerCombo.findData(pair.value)
            self.winnerCombo.blockSignals(True)
            self.winnerCombo.setCurrentIndex(index)
            self.winnerCombo.blockSignals(False)
        self.pending = None
        self._show_pending()

    # --- the hand --------------------------------------------------------------------------

    def pick_tiles(self):
        partida = self.partida()
        if partida is None:
            return
        domino_by = Seat(self.whoCombo.currentData()) if self.end() is HandEnd.DOMINO else None
        dialog = TilePickerDialog(self.guide.view, partida, domino_by, self)
        if self.holdings:
            for seat, tiles in self.holdings.items():
                for tile in tiles:
                    dialog.toggle(seat, tile)
        if not dialog.exec():
            return
        holdings = {seat: tiles for seat, tiles in dialog.holdings().items() if tiles}
        self.holdings = holdings or None
        self.tilesLabel.setText(
            "; ".join(f"{seat.value}: {' '.join(tiles)}" for seat, tiles in holdings.items()) or ""
        )
        self._entry_changed()

    def count(self):
        partida = self.partida()
        if partida is None:
            return
        end = self.end()
        kwargs = {}
        if end is HandEnd.DOMINO:
            kwargs["domino_by"] = self.whoCombo.currentData()
        if end is HandEnd.ANULADA:
            kwargs["offender"] = self.whoCombo.currentData()
        elif self.holdings is not None:
            kwargs["tiles_left"] = self.holdings
        else:
            kwargs["points"] = self.pointsSpin.value()
            if end is HandEnd.CIERRE:
                kwargs["winner"] = self.winnerCombo.currentData()
        try:
            self.pending = store.propose_hand(
                self.guide.db,
                self.guide.match_id,
                self.table().number,
                partida.number,
                end,
                **kwargs,
            )
        except StoreError as exc:
            self.pending = None
            messages.warn(self, "Mano", str(exc))
        self._show_pending()

    def _show_pending(self):
        while self.approveLayout.count():
            item = self.approveLayout.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        pending = self.pending
        if pending is None:
            self.pendingLabel.setText("Cuente la mano; después la aprueba el contador (art. 6).")
            self.writeButton.setEnabled(False)
            return
        view = self.guide.view
        hand = pending.hand
        who = "nadie" if hand.winner is None else view.team_name(hand.winner)
        text = f"<b>Mano n.º {hand.number}: {hand.points} puntos para {who}</b> ({hand.end.label})."
        if pending.approved:
            names = ", ".join(self._who(w) for w in pending.approvals)
            text += f"<br>✔ Aprobada por {names}."
        else:
            text += f"<br>Falta la aprobación de {self._waiting(pending)}."
        self.pendingLabel.setText(text)
        arbiter = bool(view.arbiter_name)
        for who in pending.entitled:
            if who == ARBITER and not arbiter:
                continue
            button = QPushButton(f"Aprueba {self._who(who)}")
            button.setAccessibleName(f"Aprueba {self._who(who)}")
            button.setEnabled(who not in pending.approvals)
            button.clicked.connect(lambda _c=False, w=who: self.approve(w))
            self.approveLayout.addWidget(button)
        self.approveLayout.addStretch(1)
        self.writeButton.setEnabled(pending.approved)

    def _who(self, who) -> str:
        return "el árbitro" if who == ARBITER else self.guide.view.name(who)

    def _waiting(self, pending: PendingHand) -> str:
        arbiter = bool(self.guide.view.arbiter_name)
        names = [self._who(w) for w in pending.waiting_for if w != ARBITER or arbiter]
        return " y ".join(names) if pending.all_required else " o ".join(names)

    def approve(self, who):
        if self.pending is not None:
            self.pending = self.pending.approve(who)
            self._show_pending()

    def write(self):
        partida = self.partida()
        if self.pending is None or partida is None:
            return
        table = self.table().number
        if self.guide.act(store.write_hand, table, partida.number, self.pending):
            self.select(table, self.table().current.number if self.table().current else 1)

    # --- events ----------------------------------------------------------------------------

    def _seated(self, partida: Partida):
        view = self.guide.view
        return [
            (player, f"{seat.label}: {view.name(player)}")
            for seat in SEATS
            for player in [partida.seating.player_at(seat)]
        ]

    def substitute(self):
        partida = self.partida()
        if partida is None:
            return
        view = self.guide.view
        seated = {p for t in view.tables for pa in t.partidas for p in pa.seating.players}
        titular = {p for t in view.tables if t.set_up for p in (*t.home, *t.away)}
        bench = [
            (p.id, f"{p.label} ({view.team_name(p.pair)})")
            for p in view.players.values()
            if p.active and p.id not in seated and p.id not in titular
        ]
        dialog = _PlayerDialog(
            "Sustitución (art. 20.3)",
            "El sustituto ocupa el asiento, el número y el papel del jugador al que sustituye.",
            self._seated(partida),
            bench,
            self,
        )
        if dialog.exec():
            self.guide.act(
                store.substitute,
                self.table().number,
                partida.number,
                dialog.playerCombo.currentData(),
                dialog.incomingCombo.currentData(),
                dialog.reasonEdit.text(),
            )

    def suspend(self):
        partida = self.partida()
        if partida is None:
            return
        dialog = _PlayerDialog(
            "Suspensión (art. 20)",
            "Solo por una circunstancia excepcional imprevisible; se anota con el marcador.",
            [],
            None,
            self,
        )
        if dialog.exec():
            self.guide.act(
                store.suspend, self.table().number, partida.number, dialog.reasonEdit.text()
            )

    def resume(self):
        partida = self.partida()
        if partida is not None:
            self.guide.act(store.resume, self.table().number, partida.number)

    def guide_abandon(self):
        partida = self.partida()
        if partida is not None:
            self.guide.abandon(self.table().number, partida)


class DominoIncidentDialog(QDialog):
    """An incident of the domino catalog; the form comes from the kind's fields."""

    def __init__(self, guide: DominoGuide, kind: IncidentKind, table: int, partida: int):
        super().__init__(guide)
        self.guide, self.kind = guide, kind
        self.written = []
        self.setWindowTitle(f"{_article(kind.rule_id)} · {kind.title}")
        self.resize(560, 420)
        view = guide.view
        self.editors: dict[str, QWidget] = {}
        form = QFormLayout()
        players = [p for p in view.players.values() if p.active]
        seated = view.table(table).current
        if seated is not None:
            ids = set(seated.seating.players)
            players = [p for p in players if p.id in ids] + [p for p in players if p.id not in ids]
        for item in kind.fields:
            if item.key in ("mesa", "partida"):
                editor = QSpinBox()
                editor.setRange(1, view.settings.tables if item.key == "mesa" else 99)
                if item.key == "partida":
                    editor.setRange(1, view.settings.partidas_per_table)
                editor.setValue(table if item.key == "mesa" else partida)
            elif item.key == "mano":
                editor = QLineEdit()
                editor.setPlaceholderText("opcional")
                if seated is not None and seated.number == partida:
                    editor.setText(str(seated.next_hand_number))
            elif item.key == "hora":
                editor = QLineEdit(guide.clock().strftime("%H:%M"))
            elif item.key in ("jugador", "licencia"):
                # Players of the table first; anyone else may still be typed in.
                editor = QComboBox()
                editor.setEditable(True)
                editor.addItem("", "")
                for player in players:
                    if item.key == "jugador":
                        editor.addItem(player.label, player.label)
                    elif player.licence:
                        editor.addItem(player.licence, player.licence)
                        editor.setItemData(
                            editor.count() - 1, player.label, Qt.ItemDataRole.ToolTipRole
                        )
            elif item.kind is FieldKind.CHOICE:
                editor = QComboBox()
                editor.addItem("—", "")
                for choice in item.choices:
                    label = choice
                    if item.key == "pareja":
                        label = f"{choice} ({view.team_name(Pair(choice))})"
                    editor.addItem(label, choice)
            elif item.key in ("descripcion", "circunstancias", "observaciones", "causa"):
                editor = QPlainTextEdit()
                editor.setFixedHeight(64)
            else:
                editor = QLineEdit()
                if item.kind is FieldKind.TILE:
                    editor.setPlaceholderText("6-4")
            editor.setAccessibleName(item.label)
            label = item.label + ("" if item.required else " (opcional)")
            form.addRow(f"{label}:", editor)
            self.editors[item.key] = editor
        note = QLabel(kind.note or kind.title)
        note.setWordWrap(True)
        self.errorLabel = QLabel()
        self.errorLabel.setStyleSheet("color: #b00020;")
        self.errorLabel.setWordWrap(True)
        buttons = _buttons(QDialogButtonBox.StandardButton.Save)
        buttons.button(QDialogButtonBox.StandardButton.Save).clicked.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(self.errorLabel)
        layout.addStretch(1)
        layout.addWidget(buttons)

    def set_value(self, key: str, value) -> None:
        editor = self.editors[key]
        if isinstance(editor, QSpinBox):
            editor.setValue(int(value))
        elif isinstance(editor, QComboBox):
            index = editor.findData(value)
            if index < 0:
                index = editor.findText(str(value))
            if index >= 0:
                editor.setCurrentIndex(index)
            elif editor.isEditable():
                editor.setEditText(str(value))
        elif isinstance(editor, QPlainTextEdit):
            editor.setPlainText(str(value))
        else:
            editor.setText(str(value))

    def values(self) -> dict:
        values = {}
        for key, editor in self.editors.items():
            if isinstance(editor, QSpinBox):
                value = editor.value()
            elif isinstance(editor, QComboBox):
                value = (
                    editor.currentText().strip() if editor.isEditable() else editor.currentData()
                )
            elif isinstance(editor, QPlainTextEdit):
                value = editor.toPlainText().strip()
            else:
                value = editor.text().strip()
            if value not in ("", None):
                values[key] = value
        return values

    def save(self) -> None:
        try:
            self.written = store.record_incident(
                self.guide.db, self.guide.match_id, self.kind.rule_id, self.values(),
                now=self.guide.clock(),
            )  # fmt: skip
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.accept()


class IncidentsStep(_Step):
    def __init__(self, guide):
        super().__init__(guide)
        note = QLabel(
            "Una pulsación por artículo; la mesa y la partida vienen de la Hoja que esté "
            "abierta. El registro no se edita. Las caídas de fichas se cuentan por pareja y "
            "partida: desde la tercera, el acta recoge el ordinal (art. 19.4)."
        )
        note.setWordWrap(True)
        grid = QGridLayout()
        self.kindButtons: dict[str, QPushButton] = {}
        for index, kind in enumerate(INCIDENT_BUTTONS):
            title = SHORT_TITLES.get(kind.rule_id, kind.title)
            button = QPushButton(f"{_article(kind.rule_id)} · {title}")
            button.setToolTip(f"{_article(kind.rule_id)}: {kind.title}. {kind.note}".strip())
            button.setAccessibleName(f"Incidencia {_article(kind.rule_id)}")
            button.clicked.connect(lambda _c=False, k=kind: self.new(k))
            grid.addWidget(button, index // 3, index % 3)
            self.kindButtons[kind.rule_id] = button
        self.list = QListWidget()
        self.list.setAccessibleName("Incidencias del acta")
        self.list.setWordWrap(True)
        self.dropsTable = make_table(
            ["Mesa", "Partida", "Pareja", "Veces", "En el acta (art. 19.4)"],
            "Caídas de fichas por pareja y partida",
            stretch_column=4,
        )
        self.dropsTable.setMaximumHeight(120)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(grid)
        layout.addWidget(self.list, 1)
        layout.addWidget(QLabel("<b>Caídas de fichas por pareja y partida (art. 19.4)</b>"))
        layout.addWidget(self.dropsTable)

    def refresh(self, view):
        self.list.clear()
        for number, incident in enumerate(view.incidents, start=1):
            self.list.addItem(
                f"{number}. {incident.created_at:%H:%M} · {_article(incident.rule_id)} · "
                f"{incident.text}"
            )
        fill_table(
            self.dropsTable,
            [
                [
                    str(d.table),
                    str(d.partida),
                    view.team_name(d.pair),
                    str(d.count),
                    f"Sí, la {ordinal(d.count)} vez" if d.recorded else "No",
                ]
                for d in view.drops
            ],
        )
        for button in self.kindButtons.values():
            button.setEnabled(not view.locked)

    def status(self, view):
        return "ok", f"{len(view.incidents)} anotadas"

    def new(self, kind: IncidentKind) -> None:
        guide = self.guide
        if guide.view.locked:
            messages.warn(self, "Acta", matchday.LOCKED_MESSAGE)
            return
        table, partida = guide.hoja_place()
        if kind.rule_id == "DO-20.4":
            current = guide.view.table(table).partida(partida)
            if current is None:
                messages.warn(self, "Abandono", "Esa partida todavía no ha empezado.")
                return
            guide.abandon(table, current)
            return
        if not guide.confirm_void():
            return
        dialog = DominoIncidentDialog(guide, kind, table, partida)
        if dialog.exec():
            guide.refresh()
            if len(dialog.written) > 1:
                messages.info(self, "Art. 19.4", dialog.written[-1].text)


class CertificateDialog(QDialog):
    """Which certificate signs the PDF, its passphrase and the role of who signs."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Firmar el PDF con un certificado")
        self.signer = None
        self.p12Edit = QLineEdit()
        self.p12Edit.setAccessibleName("Archivo del certificado")
        self.p12Edit.setPlaceholderText("Archivo .p12 o .pfx (FNMT o emitido por el club)")
        choose = QPushButton("&Elegir…")
        choose.clicked.connect(self.choose)
        row = QHBoxLayout()
        row.addWidget(self.p12Edit, 1)
        row.addWidget(choose)
        self.passphraseEdit = QLineEdit()
        self.passphraseEdit.setEchoMode(QLineEdit.EchoMode.Password)
        self.passphraseEdit.setAccessibleName("Contraseña del certificado")
        self.roleCombo = QComboBox()
        self.roleCombo.setAccessibleName("Firma como")
        for role, label in ROLE_LABELS.items():
            self.roleCombo.addItem(label, role)
        self.errorLabel = QLabel()
        self.errorLabel.setStyleSheet("color: #b00020;")
        self.errorLabel.setWordWrap(True)
        form = QFormLayout()
        form.addRow("Certificado:", row)
        form.addRow("Contraseña:", self.passphraseEdit)
        form.addRow("Firma como:", self.roleCombo)
        buttons = _buttons(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.check)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.errorLabel)
        layout.addWidget(buttons)

    def choose(self):
        path = messages.open_file(self, "Elegir certificado", P12_FILTER)
        if path:
            self.p12Edit.setText(path)

    def check(self):
        from delegate_app.documents.certificates import SigningError, load_signer

        path = self.p12Edit.text().strip()
        if not path:
            self.errorLabel.setText("Elija el archivo del certificado (.p12 o .pfx).")
            return
        passphrase = self.passphraseEdit.text()
        self.passphraseEdit.clear()  # not kept: each signature asks for it again
        try:
            self.signer = load_signer(Path(path), passphrase)
        except SigningError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.accept()


class CloseStep(_Step):
    def __init__(self, guide):
        super().__init__(guide)
        self.summaryLabel = QLabel()
        self.summaryLabel.setWordWrap(True)
        self.summaryLabel.setTextFormat(Qt.TextFormat.RichText)
        self.signers = {role: SignerBox(role, self.sign) for role in ROLE_LABELS}
        signers = QHBoxLayout()
        for box in self.signers.values():
            signers.addWidget(box)
        self.lockLabel = QLabel()
        self.lockLabel.setWordWrap(True)
        self.annexButton = QPushButton("Añadir un a&nexo…")
        self.annexButton.clicked.connect(self.guide.add_annex)
        self.pdfButton = QPushButton("&Guardar el PDF…")
        self.pdfButton.setToolTip("Acta del Encuentro y Hojas de Anotaciones, sin firma digital")
        self.pdfButton.clicked.connect(self.guide.save_pdf)
        self.signPdfButton = QPushButton("&Firmar el PDF con certificado…")
        self.signPdfButton.clicked.connect(self.guide.sign_pdf)
        self.printButton = QPushButton("&Imprimir…")
        self.printButton.clicked.connect(self.guide.print_pdf)
        self.pdfLabel = QLabel()
        self.pdfLabel.setWordWrap(True)
        pdf = QHBoxLayout()
        for button in (self.pdfButton, self.signPdfButton, self.printButton, self.annexButton):
            pdf.addWidget(button)
        pdf.addStretch(1)
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.addWidget(self.summaryLabel)
        layout.addLayout(signers)
        layout.addWidget(self.lockLabel)
        layout.addLayout(pdf)
        layout.addWidget(self.pdfLabel)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

    def refresh(self, view):
        result = view.result
        home, away = view.home_team, view.away_team
        if result.complete:
            winner = "empate" if result.winner is None else f"gana {view.team_name(result.winner)}"
            league = (
                f"Puntos de liga: {home} {result.league_points[Pair.HOME]}, "
                f"{away} {result.league_points[Pair.AWAY]} ({winner})."
            )
        else:
            league = "Puntos de liga pendientes: " + " ".join(f.message for f in result.findings)
        deadlines = "".join(
            f"<li>{d.due:%d/%m/%Y %H:%M} — {d.description}</li>" for d in view.deadlines
        )
        self.summaryLabel.setText(
            f"<b>{home} {result.partidas_won[Pair.HOME]} – {result.partidas_won[Pair.AWAY]} "
            f"{away}</b> en partidas · tantos {result.points[Pair.HOME]} – "
            f"{result.points[Pair.AWAY]} · {len(view.incidents)} incidencias · "
            f"{len(view.annexes)} anexos<br>{league}<br>Plazos:<ul>{deadlines}</ul>"
        )
        valid = view.valid_signatures()
        voided = {s.role for s in view.voided_signatures()}
        required = view.required_roles()
        for role, box in self.signers.items():
            box.setVisible(role in required or role in valid)
            signature = valid.get(role)
            if signature is not None:
                box.stateLabel.setText(
                    f"✔ Firmado por {signature.name} el {fmt_datetime(signature.signed_at)}"
                )
            elif role in voided:
                box.stateLabel.setText(
                    "✖ Su firma anterior quedó anulada porque el acta cambió después: firme de "
                    "nuevo."
                )
            else:
                box.stateLabel.setText("Pendiente de firma.")
            if role == "arbitro" and not box.nameEdit.text():
                box.nameEdit.setText(view.arbiter_name)
                box.licenceEdit.setText(view.arbiter_licence)
            for widget in (box.nameEdit, box.licenceEdit, box.pad, box.signButton, box.clearButton):
                widget.setEnabled(not view.locked and signature is None)
        if view.locked:
            self.lockLabel.setText(
                f"<b>Acta cerrada el {fmt_datetime(view.locked_at)}</b>: solo lectura. Huella "
                f"SHA-256 del contenido: {view.content_hash[:16]}… Lo que ocurra después se "
                "añade como anexo firmado."
            )
        else:
            self.lockLabel.setText(
                "El acta se cierra sola cuando están todas las firmas necesarias. Cualquier "
                "cambio después de una firma la anula."
            )
        self.annexButton.setVisible(view.locked)
        self.signPdfButton.setText(
            "Añadir &otra firma digital al PDF…"
            if self.guide.exported is not None
            else "&Firmar el PDF con certificado…"
        )

    def status(self, view):
        if view.locked:
            return "ok", "Acta cerrada"
        missing = [ROLE_LABELS[role] for role in view.missing_roles()]
        return "todo", "Faltan las firmas: " + ", ".join(missing)

    def sign(self, box: SignerBox):
        if box.pad.is_empty():
            messages.warn(self, "Firma", "Dibuje la firma en el recuadro antes de firmar.")
            return
        locked = self.guide.act(
            store.sign_acta,
            box.role,
            box.nameEdit.text(),
            box.licenceEdit.text(),
            box.pad.to_png(),
            ask_void=False,
        )
        if locked is True:
            self.guide.backup_after_lock()
            messages.info(self, "Acta cerrada", "Están todas las firmas: el acta queda cerrada.")


# --- the guide ----------------------------------------------------------------------------------


class DominoGuide(QDialog):
    """The acta of one domino encounter, from the tables to a locked acta and its PDF."""

    def __init__(self, db: Database, match_id: int, clock=datetime.now, parent=None):
        super().__init__(parent)
        self.db, self.match_id, self.clock = db, match_id, clock
        self.exported: Path | None = None
        store.open_encounter(db, match_id, clock())
        self.view: EncounterView = store.encounter_view(db, match_id)
        self.setWindowTitle(f"Acta de dominó — {self.view.home_team} – {self.view.away_team}")
        self.resize(1240, 720)
        self.headerLabel = QLabel()
        self.headerLabel.setWordWrap(True)
        self.stepList = QListWidget()
        self.stepList.setAccessibleName("Pasos del acta")
        self.stepList.setMaximumWidth(230)
        self.stepList.setWordWrap(True)
        self.stack = QStackedWidget()
        self.teams = TeamsStep(self)
        self.draw = DrawStep(self)
        self.hoja = HojaStep(self)
        self.incidents = IncidentsStep(self)
        self.close_step = CloseStep(self)
        self.steps: list[_Step] = [
            self.teams,
            self.draw,
            self.hoja,
            self.incidents,
            self.close_step,
        ]
        for step in self.steps:
            self.stack.addWidget(step)
        for name in STEPS:
            self.stepList.addItem(name)
        self.prevButton = QPushButton("← &Anterior")
        self.nextButton = QPushButton("&Siguiente →")
        self.prevButton.clicked.connect(lambda: self.go(self.stack.currentIndex() - 1))
        self.nextButton.clicked.connect(lambda: self.go(self.stack.currentIndex() + 1))
        close = QPushButton("Cerrar")
        close.clicked.connect(self.accept)
        nav = QHBoxLayout()
        nav.addWidget(self.prevButton)
        nav.addWidget(self.nextButton)
        nav.addStretch(1)
        nav.addWidget(close)
        body = QHBoxLayout()
        body.addWidget(self.stepList)
        body.addWidget(self.stack, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headerLabel)
        layout.addLayout(body, 1)
        layout.addLayout(nav)
        self.stepList.currentRowChanged.connect(self.go)
        self.refresh()
        self.go(self.view.step)

    # --- navigation and refresh ------------------------------------------------------------

    def go(self, index: int) -> None:
        if not 0 <= index < len(self.steps):
            return
        self.stack.setCurrentIndex(index)
        if self.stepList.currentRow() != index:
            self.stepList.blockSignals(True)
            self.stepList.setCurrentRow(index)
            self.stepList.blockSignals(False)
        self.prevButton.setEnabled(index > 0)
        self.nextButton.setEnabled(index < len(self.steps) - 1)
        try:
            store.set_step(self.db, self.match_id, index)
        except StoreError as exc:
            messages.warn(self, "Acta", str(exc))

    def refresh(self) -> None:
        self.view = view = store.encounter_view(self.db, self.match_id)
        state = "CERRADA (solo lectura)" if view.locked else "abierta"
        result = view.result
        self.headerLabel.setText(
            f"<b>{view.competition}</b> · Ronda {view.round_number} · "
            f"{fmt_datetime(view.official_start)} · {view.venue}<br>"
            f"<span style='font-size:14pt'><b>{view.home_team} "
            f"{result.partidas_won[Pair.HOME]} – {result.partidas_won[Pair.AWAY]} "
            f"{view.away_team}</b></span> (partidas) · {view.settings.tables} mesas × "
            f"{view.settings.partidas_per_table} partidas a {view.settings.target} · Acta {state}"
        )
        for index, step in enumerate(self.steps):
            step.refresh(view)
            kind, missing = step.status(view)
            item = self.stepList.item(index)
            item.setText(f"{MARK[kind]} {index + 1}. {STEPS[index]}")
            item.setToolTip(missing)
            item.setForeground(QBrush(QColor("#1b6e20" if kind == "ok" else "#333333")))

    def hoja_place(self) -> tuple[int, int]:
        """The table and partida of the Hoja step, where incidents happen by default."""
        table = self.hoja.tableCombo.currentData() or 1
        partida = self.hoja.partidaCombo.currentData() or 1
        return table, partida

    # --- actions ---------------------------------------------------------------------------

    def confirm_void(self) -> bool:
        """Ask before a change that voids signatures already taken."""
        valid = self.view.valid_signatures()
        if valid and not self.view.locked:
            names = ", ".join(s.name for s in valid.values())
            return messages.ask(
                self,
                "Firmas",
                f"El acta ya está firmada por {names}. Este cambio anula esas firmas y habrá "
                "que firmar de nuevo. ¿Continuar?",
            )
        return True

    def call(self, action, *args, **kwargs):
        """Run one store action and refresh; StoreError is the caller's to show."""
        result = action(self.db, self.match_id, *args, now=self.clock(), **kwargs)
        self.refresh()
        return result

    def act(self, action, *args, ask_void: bool = True, **kwargs):
        """Run one store action; warn first when it would void signatures already taken."""
        if ask_void and not self.confirm_void():
            self.refresh()
            return False
        try:
            result = action(self.db, self.match_id, *args, now=self.clock(), **kwargs)
        except StoreError as exc:
            messages.warn(self, "Acta", str(exc))
            self.refresh()
            return False
        self.refresh()
        return True if result is None else result

    def abandon(self, table: int, partida: Partida) -> None:
        view = self.view
        seated = partida.seating
        players = [
            (seated.player_at(seat), f"{seat.label}: {view.name(seated.player_at(seat))}")
            for seat in SEATS
        ]
        dialog = _PlayerDialog(
            "Abandono (art. 20.4)",
            "Sin sustitución: pierde la pareja del jugador que abandona, que conserva sus "
            "tantos; a la rival se le suman los que le faltan hasta el total de la partida.",
            players,
            None,
            self,
        )
        if dialog.exec():
            self.act(
                store.abandon,
                table,
                partida.number,
                dialog.playerCombo.currentData(),
                dialog.reasonEdit.text(),
            )

    def backup_after_lock(self) -> None:
        """A copy of the database right after an acta locks (nothing lost)."""
        from delegate_app.store.backup import backup_after_lock
        from delegate_app.ui.app import open_settings
        from delegate_app.ui.backups_dialog import kept_backups

        try:
            backup_after_lock(self.db.path, self.match_id, kept_backups(open_settings()))
        except (OSError, StoreError) as exc:
            messages.warn(
                self, "Copia de seguridad", f"El acta está cerrada, pero la copia falló: {exc}"
            )

    def add_annex(self) -> None:
        dialog = AnnexDialog(self)
        if not dialog.exec():
            return
        try:
            store.add_annex(
                self.db,
                self.match_id,
                dialog.textEdit.toPlainText(),
                dialog.roleCombo.currentData(),
                dialog.nameEdit.text(),
                dialog.licenceEdit.text(),
                dialog.pad.to_png(),
                self.clock(),
            )
        except StoreError as exc:
            messages.warn(self, "Anexo", str(exc))
        self.refresh()

    # --- the PDF ---------------------------------------------------------------------------

    def _file_name(self) -> str:
        view = self.view
        day = view.official_start
        clean = "".join(c if c.isalnum() else "-" for c in f"{view.home_team}-{view.away_team}")
        return f"acta-domino-{day:%Y-%m-%d}-ronda{view.round_number}-{clean}.pdf"

    def _document(self):
        from delegate_app.documents.domino_pdf import DominoPdfError, domino_acta_document

        try:
            return domino_acta_document(self.db, self.match_id)
        except DominoPdfError as exc:
            messages.warn(self, "PDF del acta", str(exc))
            return None

    def _write(self, target: Path, pdf: bytes, attachment: bytes | None) -> bool:
        from delegate_app.documents.pdf_blocks import write_atomically

        try:
            write_atomically(target, pdf)
            if attachment is not None:
                write_atomically(target.with_suffix(".json"), attachment)
        except OSError as exc:
            messages.warn(self, "PDF del acta", f"No se ha podido guardar {target}: {exc}")
            return False
        return True

    def save_pdf(self) -> None:
        document = self._document()
        if document is None:
            return
        target = messages.save_file(self, "Guardar el acta", self._file_name(), PDF_FILTER)
        if not target:
            return
        if self._write(Path(target), document.pdf, document.attachment):
            self.close_step.pdfLabel.setText(
                f"✔ PDF guardado en {target} ({document.page_count} páginas) con sus datos en "
                f"{Path(target).with_suffix('.json').name}."
            )

    def sign_pdf(self) -> None:
        from delegate_app.documents.certificates import SigningError
        from delegate_app.documents.domino_pdf import sign_domino_pdf

        dialog = CertificateDialog(self)
        if not dialog.exec() or dialog.signer is None:
            return
        role = dialog.roleCombo.currentData()
        attachment = None
        if self.exported is not None:
            try:
                pdf = self.exported.read_bytes()
            except OSError as exc:
                messages.warn(self, "Firmar", f"No se puede leer {self.exported}: {exc}")
                return
            target = self.exported
        else:
            document = self._document()
            if document is None:
                return
            pdf, attachment = document.pdf, document.attachment
            chosen = messages.save_file(
                self, "Guardar el acta firmada", self._file_name(), PDF_FILTER
            )
            if not chosen:
                return
            target = Path(chosen)
        try:
            signed = sign_domino_pdf(pdf, role, dialog.signer, self.view, self.clock())
        except SigningError as exc:
            messages.warn(self, "Firmar", str(exc))
            return
        if self._write(target, signed, attachment):
            self.exported = target
            self.close_step.pdfLabel.setText(
                f"✔ Firma digital de {dialog.signer.name} ({ROLE_LABELS[role]}) en {target}."
            )
            self.close_step.refresh(self.view)

    def print_pdf(self) -> None:
        from delegate_app.ui.acta_export_dialog import print_pdf

        if self.exported is not None:
            pdf = self.exported.read_bytes()
        else:
            document = self._document()
            if document is None:
                return
            pdf = document.pdf
        print_pdf(self, pdf, "Acta del Encuentro", self.exported)
