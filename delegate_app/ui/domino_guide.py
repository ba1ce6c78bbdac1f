"""The acta of a domino team encounter: five steps the captain moves between freely.

Equipos y mesas, Sorteo de asientos, Hojas de anotación, Incidencias and Cierre. Every entry is
saved at once (store/domino_editing.py), so closing the app mid-encounter loses nothing and
reopens at the same step. Signatures, lock and annexes are the chess match day's, with its
SignerBox and AnnexDialog; the PDF is documents/domino_pdf.py.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, QSize, Qt
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
from delegate_app.store import domino_acta_view, domino_editing
from delegate_app.store.acta import LOCKED_MESSAGE, ROLE_LABELS, add_annex, sign_acta
from delegate_app.store.database import Database
from delegate_app.store.domino_acta import STEPS
from delegate_app.store.domino_acta_view import EncounterView, TableView
from delegate_app.store.errors import StoreError
from delegate_app.ui import messages
from delegate_app.ui.focus import chain_after
from delegate_app.ui.formatting import fmt_date_time, fmt_datetime, fmt_time
from delegate_app.ui.i18n import translate
from delegate_app.ui.labels import label, seat_letter
from delegate_app.ui.matchday_guide import AnnexDialog, SignerBox
from delegate_app.ui.step_guide import StepGuide
from delegate_app.ui.table_util import fill_table, make_table

MARK = {"ok": "✔", "todo": "•", "problem": "✖"}
PAIR_COLOURS = {Pair.HOME: QColor("#1f4e79"), Pair.AWAY: QColor("#8a4b08")}
PDF_FILTER = QT_TRANSLATE_NOOP("DominoGuide", "Documento PDF (*.pdf)")
P12_FILTER = QT_TRANSLATE_NOOP(
    "DominoGuide", "Certificado con clave (*.p12 *.pfx);;Todos los archivos (*)"
)
# The buttons of the Incidencias step: DO-19.4 is written by Delegado itself, from the count.
INCIDENT_BUTTONS = tuple(k for k in INCIDENT_KINDS if k.rule_id != "DO-19.4")
# What fits on a button; the catalog's full title is its tooltip and the dialog's title.
SHORT_TITLES = {
    "DO-8.12": QT_TRANSLATE_NOOP("DominoGuide", "Salida o colocación de las fichas"),
    "DO-9": QT_TRANSLATE_NOOP("DominoGuide", "Objetos sobre la mesa"),
    "DO-10": QT_TRANSLATE_NOOP("DominoGuide", "Postura del jugador"),
    "DO-11": QT_TRANSLATE_NOOP("DominoGuide", "Sospecha de señas"),
    "DO-12": QT_TRANSLATE_NOOP("DominoGuide", "Comentarios no permitidos"),
    "DO-13": QT_TRANSLATE_NOOP("DominoGuide", "Ficha tocada que tenía cabida"),
    "DO-14": QT_TRANSLATE_NOOP("DominoGuide", "Error al cerrar el juego"),
    "DO-15": QT_TRANSLATE_NOOP("DominoGuide", "Pensada en falso"),
    "DO-16": QT_TRANSLATE_NOOP("DominoGuide", "«Paso» teniendo ficha"),
    "DO-17": QT_TRANSLATE_NOOP("DominoGuide", "Interrupción de la partida"),
    "DO-19.2": QT_TRANSLATE_NOOP("DominoGuide", "Ficha caída antes de la salida"),
    "DO-19.3": QT_TRANSLATE_NOOP("DominoGuide", "Ficha caída durante la mano"),
    "DO-20": QT_TRANSLATE_NOOP("DominoGuide", "Hecho imprevisto o suspensión"),
    "DO-20.4": QT_TRANSLATE_NOOP("DominoGuide", "Abandono de la partida"),
}


def _tr(text: str) -> str:
    """A text of this module marked with QT_TRANSLATE_NOOP("DominoGuide", ...)."""
    return translate("DominoGuide", text)


def _article(rule_id: str) -> str:
    return translate("DominoGuide", "Art. {rule}").format(rule=rule_id.removeprefix("DO-"))


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
    """Accept and cancel in the UI's language even where Qt's own translation is missing."""
    box = QDialogButtonBox(accept | QDialogButtonBox.StandardButton.Cancel)
    if accept == QDialogButtonBox.StandardButton.Save:
        box.button(accept).setText(translate("DominoGuide", "&Guardar"))
    else:
        box.button(accept).setText(translate("DominoGuide", "&Aceptar"))
    box.button(QDialogButtonBox.StandardButton.Cancel).setText(
        translate("DominoGuide", "&Cancelar")
    )
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
        self.setAccessibleName(self.tr("Asientos de la mesa"))
        self.seats: dict[Seat, tuple[str, Pair]] = {}
        self.numbers: dict[Seat, int] = {}
        self.caption = self.tr("Sin sortear")
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
            self.seats, self.numbers, self.caption = {}, {}, caption or self.tr("Sin sortear")
        else:
            self.seats = {
                seat: (view.name(seating.player_at(seat)), seating.pair_at(seat)) for seat in SEATS
            }
            self.numbers = _numbering(salidor or seating.salidor)
            self.caption = caption
        lines = [
            self.tr("{seat}: {name}, n.º {number}").format(
                seat=label(seat.label), name=name, number=self.numbers[seat]
            )
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
        painter.drawText(table, Qt.AlignmentFlag.AlignCenter, self.tr("MESA"))
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
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label(seat.label))
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
            heading = f"{number} · {label(seat.label)}" + (
                self.tr(" · sale") if number == 1 else ""
            )
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
                (f"   ■ {self.teams.get(pair, label(pair.label))}", PAIR_COLOURS[pair])
                for pair in Pair
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
        super().__init__(self.tr("Mesa {table}").format(table=number))
        self.number = number
        self._shown: tuple | None = None
        self.home = [QComboBox(), QComboBox()]
        self.away = [QComboBox(), QComboBox()]
        self.annotator, self.counter = QComboBox(), QComboBox()
        for index, combo in enumerate(self.home, start=1):
            combo.setAccessibleName(
                self.tr("Mesa {table}: jugador {index} de la pareja local").format(
                    table=number, index=index
                )
            )
            combo.currentIndexChanged.connect(self._roles_follow)
        for index, combo in enumerate(self.away, start=1):
            combo.setAccessibleName(
                self.tr("Mesa {table}: jugador {index} de la pareja visitante").format(
                    table=number, index=index
                )
            )
            combo.currentIndexChanged.connect(self._roles_follow)
        self.annotator.setAccessibleName(self.tr("Mesa {table}: anotador").format(table=number))
        self.counter.setAccessibleName(self.tr("Mesa {table}: contador").format(table=number))
        self.arbiterCheck = QCheckBox(self.tr("Cuenta y anota el árbitro (art. 6)"))
        self.saveButton = QPushButton(self.tr("Guardar la mesa {table}").format(table=number))
        self.saveButton.clicked.connect(lambda: step.save_table(self))
        self.stateLabel = QLabel()
        self.stateLabel.setWordWrap(True)
        self.homeLabel, self.awayLabel = QLabel(), QLabel()
        grid = QGridLayout(self)
        grid.addWidget(self.homeLabel, 0, 0)
        grid.addWidget(self.home[0], 0, 1)
        grid.addWidget(self.home[1], 0, 2)
        grid.addWidget(QLabel(self.tr("Anota:")), 0, 3)
        grid.addWidget(self.annotator, 0, 4)
        grid.addWidget(self.awayLabel, 1, 0)
        grid.addWidget(self.away[0], 1, 1)
        grid.addWidget(self.away[1], 1, 2)
        grid.addWidget(QLabel(self.tr("Cuenta:")), 1, 3)
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
            self.stateLabel.setText(self.tr("Pendiente: elija las parejas y pulse «Guardar»."))
        elif table.seated:
            self.stateLabel.setText(
                self.tr(
                    "✔ Guardada. Los puestos ya están sorteados: un cambio de jugador es una "
                    "sustitución, desde la Hoja de la partida (art. 20.3)."
                )
            )
        else:
            self.stateLabel.setText(self.tr("✔ Guardada. Falta el sorteo de puestos."))


class TeamsStep(_Step):
    def __init__(self, guide):
        super().__init__(guide)
        self.arbiterEdit = QLineEdit()
        self.arbiterEdit.setAccessibleName(self.tr("Árbitro"))
        self.arbiterEdit.setPlaceholderText(self.tr("vacío si no hay árbitro"))
        self.arbiterLicenceEdit = QLineEdit()
        self.arbiterLicenceEdit.setAccessibleName(self.tr("Licencia del árbitro"))
        self.arbiterButton = QPushButton(self.tr("Guardar el á&rbitro"))
        self.arbiterButton.clicked.connect(self.save_arbiter)
        top = QHBoxLayout()
        arbiter_label = QLabel(self.tr("Árbitro:"))
        arbiter_label.setBuddy(self.arbiterEdit)
        licence_label = QLabel(self.tr("Licencia:"))
        licence_label.setBuddy(self.arbiterLicenceEdit)
        top.addWidget(arbiter_label)
        top.addWidget(self.arbiterEdit, 2)
        top.addWidget(licence_label)
        top.addWidget(self.arbiterLicenceEdit, 1)
        top.addWidget(self.arbiterButton)
        note = QLabel(
            self.tr(
                "En cada mesa la pareja local señala quién anota la Hoja de Anotaciones y la "
                "pareja rival quién hace el recuento; una mano se anota solo cuando la aprueba "
                "el contador (art. 6)."
            )
        )
        note.setWordWrap(True)
        self.tableBoxes: list[_TableBox] = []
        self.boxesHost = QWidget()
        self.boxesLayout = QVBoxLayout(self.boxesHost)
        self.boxesLayout.setContentsMargins(0, 0, 0, 0)
        self.scroll = scroll = QScrollArea()
        scroll.setAccessibleName(self.tr("Mesas"))
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
            # Built after the dialog: table by table, after the arbiter's row.
            chain_after(
                self.arbiterButton,
                [
                    self.scroll,
                    *(
                        widget
                        for box in self.tableBoxes
                        for widget in (
                            *box.home,
                            box.annotator,
                            *box.away,
                            box.counter,
                            box.arbiterCheck,
                            box.saveButton,
                        )
                    ),
                ],
            )
        self.arbiterEdit.setText(view.arbiter_name)
        self.arbiterLicenceEdit.setText(view.arbiter_licence)
        for widget in (self.arbiterEdit, self.arbiterLicenceEdit, self.arbiterButton):
            widget.setEnabled(not view.locked)
        for box, table in zip(self.tableBoxes, view.tables, strict=True):
            box.fill(view, table)

    def status(self, view):
        missing = [str(t.number) for t in view.tables if not t.set_up]
        if missing:
            return "todo", self.tr("Faltan las parejas de las mesas {tables}").format(
                tables=", ".join(missing)
            )
        return "ok", ""

    def save_arbiter(self):
        self.guide.act(
            domino_editing.set_arbiter, self.arbiterEdit.text(), self.arbiterLicenceEdit.text()
        )

    def save_table(self, box: _TableBox):
        self.guide.act(
            domino_editing.set_table,
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
        self._table = None

    def refresh(self, view):
        if self.tableCombo.count() != len(view.tables):
            self.tableCombo.blockSignals(True)
            self.tableCombo.clear()
            for table in view.tables:
                self.tableCombo.addItem(
                    self.tr("Mesa {table}").format(table=table.number), table.number
                )
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
            players = [*table.home, *table.away]
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
        self.partidaCombo.blockSignals(True)
        self.partidaCombo.clear()
        for partida in table.partidas:
            self.partidaCombo.addItem(
                self.tr("Partida {partida}").format(partida=partida.number), partida.number
            )
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
            self.diagram.show_seating(view, None, caption=self.tr("Sin sortear"))
            return
        seating = _initial_seating(partida)
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
        self.setWindowTitle(self.tr("Fichas que quedan en cada mano"))
        self.buttons: dict[Seat, dict[str, QPushButton]] = {}
        self.sumLabels: dict[Seat, QLabel] = {}
        self.domino_by = domino_by
        grid = QGridLayout()
        positions = {Seat.NORTH: (0, 0), Seat.EAST: (0, 1), Seat.SOUTH: (1, 0), Seat.WEST: (1, 1)}
        for seat, (row, column) in positions.items():
            name = view.name(partida.seating.player_at(seat))
            box = QGroupBox(f"{label(seat.label)}: {name}")
            inner = QGridLayout(box)
            inner.setSpacing(2)
            self.buttons[seat] = {}
            for index, tile in enumerate(FULL_SET):
                button = QPushButton(str(tile))
                button.setCheckable(True)
                button.setMinimumWidth(40)
                button.setAccessibleName(
                    self.tr("{tile} en la mano de {seat}").format(tile=tile, seat=label(seat.label))
                )
                button.toggled.connect(lambda _on, t=str(tile): self._changed(t))
                inner.addWidget(button, index // 4, index % 4)
                self.buttons[seat][str(tile)] = button
            sum_label = QLabel()
            inner.addWidget(sum_label, 7, 0, 1, 4)
            self.sumLabels[seat] = sum_label
            if seat == domino_by:
                box.setTitle(
                    self.tr("{seat}: {name} — dominó, sin fichas").format(
                        seat=label(seat.label), name=name
                    )
                )
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
            text = (
                self.tr("1 ficha · {pips} puntos")
                if len(held) == 1
                else self.tr("{count} fichas · {pips} puntos")
            )
            self.sumLabels[seat].setText(text.format(count=len(held), pips=pips))
        self.totalLabel.setText(
            "<b>{}</b>".format(self.tr("Puntos en juego: {total}").format(total=total))
        )

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
        self.playerCombo.setAccessibleName(self.tr("Jugador"))
        for player_id, text in players:
            self.playerCombo.addItem(text, player_id)
        self.incomingCombo = QComboBox()
        self.incomingCombo.setAccessibleName(self.tr("Entra"))
        for player_id, text in incoming or ():
            self.incomingCombo.addItem(text, player_id)
        self.reasonEdit = QLineEdit()
        self.reasonEdit.setAccessibleName(self.tr("Motivo"))
        form = QFormLayout()
        if players:
            form.addRow(self.tr("&Jugador:"), self.playerCombo)
        if incoming is not None:
            form.addRow(self.tr("&Entra:"), self.incomingCombo)
        form.addRow(self.tr("&Motivo:"), self.reasonEdit)
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
        self.tableCombo.setAccessibleName(self.tr("Mesa de la hoja"))
        self.partidaCombo = QComboBox()
        self.partidaCombo.setAccessibleName(self.tr("Partida de la hoja"))
        self.tableCombo.currentIndexChanged.connect(lambda _i: self._table_changed())
        self.partidaCombo.currentIndexChanged.connect(lambda _i: self._show())
        self.handsTable = make_table(
            [
                self.tr("Mano"),
                self.tr("Sale"),
                self.tr("Cierre"),
                self.tr("Gana"),
                self.tr("Puntos"),
                self.tr("Local"),
                self.tr("Visitante"),
                self.tr("Aprueba"),
            ],
            self.tr("Manos de la hoja"),
            stretch_column=2,
        )
        self.totalsLabel = QLabel()
        self.totalsLabel.setWordWrap(True)
        self.totalsLabel.setTextFormat(Qt.TextFormat.RichText)
        self.diagram = SeatingDiagram()
        self.diagram.setMinimumSize(300, 190)

        self.entryBox = QGroupBox(self.tr("Mano"))
        self.endGroup = QButtonGroup(self)
        self.dominoRadio = QRadioButton(self.tr("&Dominó"))
        self.cierreRadio = QRadioButton(self.tr("&Cierre"))
        self.annulRadio = QRadioButton(self.tr("A&nulada"))
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
        self.whoCombo.setAccessibleName(self.tr("Quién dominó o quién fue el infractor"))
        self.whoCombo.currentIndexChanged.connect(lambda _i: self._entry_changed())
        self.winnerCombo = QComboBox()
        self.winnerCombo.setAccessibleName(self.tr("Pareja que gana la mano"))
        self.winnerCombo.currentIndexChanged.connect(lambda _i: self._entry_changed())
        self.pointsSpin = QSpinBox()
        self.pointsSpin.setRange(0, 168)
        self.pointsSpin.setAccessibleName(self.tr("Puntos de la mano"))
        self.pointsSpin.valueChanged.connect(lambda _v: self._entry_changed())
        self.tilesButton = QPushButton(self.tr("Contar las &fichas…"))
        self.tilesButton.setToolTip(self.tr("Marcar las fichas que quedan en cada mano"))
        self.tilesButton.clicked.connect(self.pick_tiles)
        self.tilesLabel = QLabel()
        self.tilesLabel.setWordWrap(True)
        self.countButton = QPushButton(self.tr("C&ontar la mano"))
        self.countButton.clicked.connect(self.count)
        self.pendingLabel = QLabel()
        self.pendingLabel.setWordWrap(True)
        self.approveHost = QWidget()
        self.approveLayout = QHBoxLayout(self.approveHost)
        self.approveLayout.setContentsMargins(0, 0, 0, 0)
        self.writeButton = QPushButton(self.tr("&Anotar la mano"))
        self.writeButton.clicked.connect(self.write)
        ends = QHBoxLayout()
        for button in (self.dominoRadio, self.cierreRadio, self.annulRadio):
            ends.addWidget(button)
        ends.addStretch(1)
        form = QFormLayout(self.entryBox)
        form.addRow(self.tr("Cómo se cerró:"), ends)
        self.whoLabel = QLabel(self.tr("Dominó de:"))
        self.whoLabel.setBuddy(self.whoCombo)
        form.addRow(self.whoLabel, self.whoCombo)
        points = QHBoxLayout()
        points.addWidget(self.pointsSpin)
        points.addWidget(QLabel(self.tr("para")))
        points.addWidget(self.winnerCombo, 1)
        points_label = QLabel(self.tr("&Puntos:"))
        points_label.setBuddy(self.pointsSpin)
        form.addRow(points_label, points)
        tiles = QHBoxLayout()
        tiles.addWidget(self.tilesButton)
        tiles.addWidget(self.tilesLabel, 1)
        form.addRow("", tiles)
        form.addRow("", self.countButton)
        form.addRow(self.pendingLabel)
        form.addRow(self.approveHost)
        form.addRow("", self.writeButton)

        self.substituteButton = QPushButton(self.tr("Sus&titución…"))
        self.substituteButton.clicked.connect(self.substitute)
        self.suspendButton = QPushButton(self.tr("Sus&pender…"))
        self.suspendButton.clicked.connect(self.suspend)
        self.resumeButton = QPushButton(self.tr("&Reanudar"))
        self.resumeButton.clicked.connect(self.resume)
        self.abandonButton = QPushButton(self.tr("A&bandono…"))
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
        table_label = QLabel(self.tr("&Mesa:"))
        table_label.setBuddy(self.tableCombo)
        partida_label = QLabel(self.tr("Pa&rtida:"))
        partida_label.setBuddy(self.partidaCombo)
        pick.addWidget(table_label)
        pick.addWidget(self.tableCombo)
        pick.addWidget(partida_label)
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
                self.tableCombo.addItem(
                    self.tr("Mesa {table}").format(table=table.number), table.number
                )
            self.tableCombo.blockSignals(False)
        self._table_changed(keep=True)

    def _table_changed(self, keep: bool = False):
        table = self.table()
        current = self.partidaCombo.currentData()
        self.partidaCombo.blockSignals(True)
        self.partidaCombo.clear()
        for partida in table.partidas:
            self.partidaCombo.addItem(
                self.tr("Partida {partida}").format(partida=partida.number), partida.number
            )
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
                    open_partidas.append(
                        self.tr("mesa {table} partida {partida}").format(
                            table=table.number, partida=number
                        )
                    )
        if open_partidas:
            return "todo", self.tr("Sin terminar: {partidas}").format(
                partidas=", ".join(open_partidas)
            )
        return "ok", ""

    # --- showing ---------------------------------------------------------------------------

    def _show(self):
        view = self.guide.view
        table = self.table()
        partida = self.partida()
        self._reset_entry()
        if partida is None:
            fill_table(self.handsTable, [])
            self.totalsLabel.setText(
                self.tr("Sorteo de asientos pendiente en esta mesa (paso anterior).")
            )
            self.diagram.show_seating(view, None)
            self._enable_all(False)
            return
        rows = []
        for hand, running in zip(partida.hands, partida.running_totals, strict=True):
            who = view.name(partida.seating.player_at(hand.salidor))
            end = label(hand.end.label)
            if hand.domino_by is not None:
                end += f" ({seat_letter(hand.domino_by.value)})"
            if hand.offender is not None:
                end += self.tr(" (infractor {seat})").format(seat=seat_letter(hand.offender.value))
            if hand.tiles_left:
                end += self.tr(" · fichas contadas")
            rows.append(
                [
                    str(hand.number),
                    f"{seat_letter(hand.salidor.value)} · {who}",
                    end,
                    "—" if hand.winner is None else view.team_name(hand.winner),
                    str(hand.points),
                    str(running[Pair.HOME]),
                    str(running[Pair.AWAY]),
                    ", ".join(
                        self.tr("árbitro") if w == ARBITER else view.name(w)
                        for w in hand.approved_by
                    ),
                ]
            )
        fill_table(self.handsTable, rows)
        totals = partida.final_score
        target = view.settings.target
        parts = [
            self.tr("<b>{home} {home_points} – {away_points} {away}</b> · partida a {target} · "
                    "{status}").format(
                home=view.home_team,
                home_points=totals[Pair.HOME],
                away_points=totals[Pair.AWAY],
                away=view.away_team,
                target=target,
                status=label(partida.status.label),
            )
        ]  # fmt: skip
        nxt = partida.next_salidor
        if nxt is not None and partida.status is PartidaStatus.IN_PLAY:
            parts.append(
                self.tr(
                    "Mano n.º {hand}: sale {seat}, {salidor} (n.º 1). Anota {annotator}; cuenta "
                    "{counter}."
                ).format(
                    hand=partida.next_hand_number,
                    seat=label(nxt.label),
                    salidor=view.name(partida.seating.player_at(nxt)),
                    annotator=view.name(partida.setup.annotator),
                    counter=(
                        self.tr("el árbitro")
                        if partida.setup.arbiter_counts
                        else view.name(partida.setup.counter)
                    ),
                )
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
                self.tr("Números de la mano n.º {hand}").format(hand=partida.next_hand_number)
                if nxt is not None
                else self.tr("Partida terminada")
            ),
        )
        self._fill_entry(view, partida)

    def _fill_entry(self, view, partida: Partida):
        self._filling = True
        self.whoCombo.clear()
        for seat in SEATS:
            self.whoCombo.addItem(
                f"{label(seat.label)}: {view.name(partida.seating.player_at(seat))}", seat.value
            )
        self.winnerCombo.clear()
        self.winnerCombo.addItem(view.home_team, Pair.HOME.value)
        self.winnerCombo.addItem(view.away_team, Pair.AWAY.value)
        self.winnerCombo.addItem(self.tr("Nadie (sumas iguales)"), None)
        self._filling = False
        in_play = partida.status is PartidaStatus.IN_PLAY and not view.locked
        self.entryBox.setTitle(
            self.tr("Mano n.º {hand}").format(hand=partida.next_hand_number)
            if in_play
            else self.tr("Sin manos por anotar")
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
        self.whoLabel.setText(
            self.tr("Infractor:") if end is HandEnd.ANULADA else self.tr("Dominó de:")
        )
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
            "; ".join(
                f"{seat_letter(seat.value)}: {' '.join(tiles)}" for seat, tiles in holdings.items()
            )
            or ""
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
            self.pending = domino_editing.propose_hand(
                self.guide.db,
                self.guide.match_id,
                self.table().number,
                partida.number,
                end,
                **kwargs,
            )
        except StoreError as exc:
            self.pending = None
            messages.warn(self, self.tr("Mano"), str(exc))
        self._show_pending()

    def _show_pending(self):
        while self.approveLayout.count():
            item = self.approveLayout.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        pending = self.pending
        if pending is None:
            self.pendingLabel.setText(
                self.tr("Cuente la mano; después la aprueba el contador (art. 6).")
            )
            self.writeButton.setEnabled(False)
            return
        view = self.guide.view
        hand = pending.hand
        who = self.tr("nadie") if hand.winner is None else view.team_name(hand.winner)
        text = self.tr("<b>Mano n.º {hand}: {points} puntos para {who}</b> ({end}).").format(
            hand=hand.number, points=hand.points, who=who, end=label(hand.end.label)
        )
        if pending.approved:
            names = ", ".join(self._who(w) for w in pending.approvals)
            text += "<br>" + self.tr("✔ Aprobada por {names}.").format(names=names)
        else:
            text += "<br>" + self.tr("Falta la aprobación de {names}.").format(
                names=self._waiting(pending)
            )
        self.pendingLabel.setText(text)
        arbiter = bool(view.arbiter_name)
        approvals = []
        for who in pending.entitled:
            if who == ARBITER and not arbiter:
                continue
            button = QPushButton(self.tr("Aprueba {who}").format(who=self._who(who)))
            button.setEnabled(who not in pending.approvals)
            button.clicked.connect(lambda _c=False, w=who: self.approve(w))
            self.approveLayout.addWidget(button)
            approvals.append(button)
        self.approveLayout.addStretch(1)
        chain_after(self.countButton, approvals)
        self.writeButton.setEnabled(pending.approved)

    def _who(self, who) -> str:
        return self.tr("el árbitro") if who == ARBITER else self.guide.view.name(who)

    def _waiting(self, pending: PendingHand) -> str:
        arbiter = bool(self.guide.view.arbiter_name)
        names = [self._who(w) for w in pending.waiting_for if w != ARBITER or arbiter]
        return (self.tr(" y ") if pending.all_required else self.tr(" o ")).join(names)

    def approve(self, who):
        if self.pending is not None:
            self.pending = self.pending.approve(who)
            self._show_pending()

    def write(self):
        partida = self.partida()
        if self.pending is None or partida is None:
            return
        table = self.table().number
        if self.guide.act(domino_editing.write_hand, table, partida.number, self.pending):
            self.select(table, self.table().current.number if self.table().current else 1)

    # --- events ----------------------------------------------------------------------------

    def _seated(self, partida: Partida):
        view = self.guide.view
        return [
            (player, f"{label(seat.label)}: {view.name(player)}")
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
            self.tr("Sustitución (art. 20.3)"),
            self.tr(
                "El sustituto ocupa el asiento, el número y el papel del jugador al que sustituye."
            ),
            self._seated(partida),
            bench,
            self,
        )
        if dialog.exec():
            self.guide.act(
                domino_editing.substitute,
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
            self.tr("Suspensión (art. 20)"),
            self.tr(
                "Solo por una circunstancia excepcional imprevisible; se anota con el marcador."
            ),
            [],
            None,
            self,
        )
        if dialog.exec():
            self.guide.act(
                domino_editing.suspend,
                self.table().number,
                partida.number,
                dialog.reasonEdit.text(),
            )

    def resume(self):
        partida = self.partida()
        if partida is not None:
            self.guide.act(domino_editing.resume, self.table().number, partida.number)

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
        self.setWindowTitle(f"{_article(kind.rule_id)} · {label(kind.title)}")
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
                editor.setPlaceholderText(self.tr("opcional"))
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
                    text = label(choice)
                    if item.key == "pareja":
                        text = f"{text} ({view.team_name(Pair(choice))})"
                    editor.addItem(text, choice)
            elif item.key in ("descripcion", "circunstancias", "observaciones", "causa"):
                editor = QPlainTextEdit()
                editor.setFixedHeight(64)
            else:
                editor = QLineEdit()
                if item.kind is FieldKind.TILE:
                    editor.setPlaceholderText("6-4")
            name = label(item.label)
            editor.setAccessibleName(name)
            text = self.tr("{field}:") if item.required else self.tr("{field} (opcional):")
            form.addRow(text.format(field=name), editor)
            self.editors[item.key] = editor
        note = QLabel(label(kind.note or kind.title))
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
            self.written = domino_editing.record_incident(
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
            self.tr(
                "Una pulsación por artículo; la mesa y la partida vienen de la Hoja que esté "
                "abierta. El registro no se edita. Las caídas de fichas se cuentan por pareja y "
                "partida: desde la tercera, el acta recoge el ordinal (art. 19.4)."
            )
        )
        note.setWordWrap(True)
        grid = QGridLayout()
        self.kindButtons: dict[str, QPushButton] = {}
        for index, kind in enumerate(INCIDENT_BUTTONS):
            short = SHORT_TITLES.get(kind.rule_id)
            title = _tr(short) if short else label(kind.title)
            button = QPushButton(f"{_article(kind.rule_id)} · {title}")
            button.setToolTip(
                f"{_article(kind.rule_id)}: {label(kind.title)}. {label(kind.note)}".strip()
            )
            button.setAccessibleName(
                self.tr("Incidencia {article}: {title}").format(
                    article=_article(kind.rule_id), title=title
                )
            )
            button.clicked.connect(lambda _c=False, k=kind: self.new(k))
            grid.addWidget(button, index // 3, index % 3)
            self.kindButtons[kind.rule_id] = button
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Incidencias del acta"))
        self.list.setWordWrap(True)
        self.dropsTable = make_table(
            [
                self.tr("Mesa"),
                self.tr("Partida"),
                self.tr("Pareja"),
                self.tr("Veces"),
                self.tr("En el acta (art. 19.4)"),
            ],
            self.tr("Caídas de fichas por pareja y partida"),
            stretch_column=4,
        )
        self.dropsTable.setMaximumHeight(120)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(grid)
        layout.addWidget(self.list, 1)
        layout.addWidget(
            QLabel("<b>{}</b>".format(self.tr("Caídas de fichas por pareja y partida (art. 19.4)")))
        )
        layout.addWidget(self.dropsTable)

    def refresh(self, view):
        self.list.clear()
        for number, incident in enumerate(view.incidents, start=1):
            self.list.addItem(
                f"{number}. {fmt_time(incident.created_at)} · {_article(incident.rule_id)} · "
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
                    self.tr("Sí, la {ordinal} vez", "también {count}: el número de la vez").format(
                        ordinal=ordinal(d.count), count=d.count
                    )
                    if d.recorded
                    else self.tr("No"),
                ]
                for d in view.drops
            ],
        )
        for button in self.kindButtons.values():
            button.setEnabled(not view.locked)

    def status(self, view):
        return "ok", self.tr("{count} anotadas").format(count=len(view.incidents))

    def new(self, kind: IncidentKind) -> None:
        guide = self.guide
        if guide.view.locked:
            messages.warn(self, self.tr("Acta"), LOCKED_MESSAGE)
            return
        table, partida = guide.hoja_place()
        if kind.rule_id == "DO-20.4":
            current = guide.view.table(table).partida(partida)
            if current is None:
                messages.warn(
                    self, self.tr("Abandono"), self.tr("Esa partida todavía no ha empezado.")
                )
                return
            guide.abandon(table, current)
            return
        if not guide.confirm_void():
            return
        dialog = DominoIncidentDialog(guide, kind, table, partida)
        if dialog.exec():
            guide.refresh()
            if len(dialog.written) > 1:
                messages.info(self, _article("DO-19.4"), dialog.written[-1].text)


class CertificateDialog(QDialog):
    """Which certificate signs the PDF, its passphrase and the role of who signs."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Firmar el PDF con un certificado"))
        self.signer = None
        self.p12Edit = QLineEdit()
        self.p12Edit.setAccessibleName(self.tr("Archivo del certificado"))
        self.p12Edit.setPlaceholderText(self.tr("Archivo .p12 o .pfx (FNMT o emitido por el club)"))
        choose = QPushButton(self.tr("&Elegir…"))
        choose.setAccessibleName(self.tr("Elegir el archivo del certificado"))
        choose.clicked.connect(self.choose)
        row = QHBoxLayout()
        row.addWidget(self.p12Edit, 1)
        row.addWidget(choose)
        self.passphraseEdit = QLineEdit()
        self.passphraseEdit.setEchoMode(QLineEdit.EchoMode.Password)
        self.passphraseEdit.setAccessibleName(self.tr("Contraseña del certificado"))
        self.roleCombo = QComboBox()
        self.roleCombo.setAccessibleName(self.tr("Firma como"))
        for role, text in ROLE_LABELS.items():
            self.roleCombo.addItem(label(text), role)
        self.errorLabel = QLabel()
        self.errorLabel.setStyleSheet("color: #b00020;")
        self.errorLabel.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Certificado:"), row)
        form.addRow(self.tr("Contraseña:"), self.passphraseEdit)
        form.addRow(self.tr("Firma como:"), self.roleCombo)
        buttons = _buttons(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.check)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.errorLabel)
        layout.addWidget(buttons)

    def choose(self):
        path = messages.open_file(self, self.tr("Elegir certificado"), _tr(P12_FILTER))
        if path:
            self.p12Edit.setText(path)

    def check(self):
        from delegate_app.documents.certificates import SigningError, load_signer

        path = self.p12Edit.text().strip()
        if not path:
            self.errorLabel.setText(self.tr("Elija el archivo del certificado (.p12 o .pfx)."))
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
        self.annexButton = QPushButton(self.tr("Añadir un a&nexo…"))
        self.annexButton.clicked.connect(self.guide.add_annex)
        self.pdfButton = QPushButton(self.tr("&Guardar el PDF…"))
        self.pdfButton.setToolTip(
            self.tr("Acta del Encuentro y Hojas de Anotaciones, sin firma digital")
        )
        self.pdfButton.clicked.connect(self.guide.save_pdf)
        self.signPdfButton = QPushButton(self.tr("&Firmar el PDF con certificado…"))
        self.signPdfButton.clicked.connect(self.guide.sign_pdf)
        self.printButton = QPushButton(self.tr("&Imprimir…"))
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
        scroll.setAccessibleName(self.tr("Cierre del acta"))
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

    def refresh(self, view):
        result = view.result
        home, away = view.home_team, view.away_team
        if result.complete:
            winner = (
                self.tr("empate")
                if result.winner is None
                else self.tr("gana {team}").format(team=view.team_name(result.winner))
            )
            league = self.tr(
                "Puntos de liga: {home} {home_points}, {away} {away_points} ({winner})."
            ).format(
                home=home,
                home_points=result.league_points[Pair.HOME],
                away=away,
                away_points=result.league_points[Pair.AWAY],
                winner=winner,
            )
        else:
            league = self.tr("Puntos de liga pendientes: {findings}").format(
                findings=" ".join(f.message for f in result.findings)
            )
        deadlines = "".join(
            f"<li>{fmt_date_time(d.due)} — {d.description}</li>" for d in view.deadlines
        )
        self.summaryLabel.setText(
            self.tr(
                "<b>{home} {home_won} – {away_won} {away}</b> en partidas · tantos "
                "{home_points} – {away_points} · {incidents} incidencias · {annexes} anexos<br>"
                "{league}<br>Plazos:<ul>{deadlines}</ul>"
            ).format(
                home=home,
                home_won=result.partidas_won[Pair.HOME],
                away_won=result.partidas_won[Pair.AWAY],
                away=away,
                home_points=result.points[Pair.HOME],
                away_points=result.points[Pair.AWAY],
                incidents=len(view.incidents),
                annexes=len(view.annexes),
                league=league,
                deadlines=deadlines,
            )
        )
        valid = view.valid_signatures()
        voided = {s.role for s in view.voided_signatures()}
        required = view.required_roles()
        for role, box in self.signers.items():
            box.setVisible(role in required or role in valid)
            signature = valid.get(role)
            if signature is not None:
                box.stateLabel.setText(
                    self.tr("✔ Firmado por {name} el {when}").format(
                        name=signature.name, when=fmt_datetime(signature.signed_at)
                    )
                )
            elif role in voided:
                box.stateLabel.setText(
                    self.tr(
                        "✖ Su firma anterior quedó anulada porque el acta cambió después: "
                        "firme de nuevo."
                    )
                )
            else:
                box.stateLabel.setText(self.tr("Pendiente de firma."))
            if role == "arbitro" and not box.nameEdit.text():
                box.nameEdit.setText(view.arbiter_name)
                box.licenceEdit.setText(view.arbiter_licence)
            for widget in (box.nameEdit, box.licenceEdit, box.pad, box.signButton, box.clearButton):
                widget.setEnabled(not view.locked and signature is None)
        if view.locked:
            self.lockLabel.setText(
                self.tr(
                    "<b>Acta cerrada el {when}</b>: solo lectura. Huella SHA-256 del contenido: "
                    "{hash}… Lo que ocurra después se añade como anexo firmado."
                ).format(when=fmt_datetime(view.locked_at), hash=view.content_hash[:16])
            )
        else:
            self.lockLabel.setText(
                self.tr(
                    "El acta se cierra sola cuando están todas las firmas necesarias. Cualquier "
                    "cambio después de una firma la anula."
                )
            )
        self.annexButton.setVisible(view.locked)
        self.signPdfButton.setText(
            self.tr("Añadir &otra firma digital al PDF…")
            if self.guide.exported is not None
            else self.tr("&Firmar el PDF con certificado…")
        )

    def status(self, view):
        if view.locked:
            return "ok", self.tr("Acta cerrada")
        missing = [label(ROLE_LABELS[role]) for role in view.missing_roles()]
        return "todo", self.tr("Faltan las firmas: {roles}").format(roles=", ".join(missing))

    def sign(self, box: SignerBox):
        if box.pad.is_empty():
            messages.warn(
                self, self.tr("Firma"), self.tr("Dibuje la firma en el recuadro antes de firmar.")
            )
            return
        locked = self.guide.act(
            sign_acta,
            box.role,
            box.nameEdit.text(),
            box.licenceEdit.text(),
            box.pad.to_png(),
            ask_void=False,
        )
        if locked is True:
            self.guide.backup_after_lock()
            messages.info(
                self,
                self.tr("Acta cerrada"),
                self.tr("Están todas las firmas: el acta queda cerrada."),
            )


# --- the guide ----------------------------------------------------------------------------------


class DominoGuide(StepGuide):
    """The acta of one domino encounter, from the tables to a locked acta and its PDF."""

    def __init__(self, db: Database, match_id: int, clock=datetime.now, parent=None):
        super().__init__(parent)
        self.db, self.match_id, self.clock = db, match_id, clock
        self.exported: Path | None = None
        domino_editing.open_encounter(db, match_id, clock())
        self.view: EncounterView = domino_acta_view.encounter_view(db, match_id)
        self.setWindowTitle(
            self.tr("Acta de dominó — {home} – {away}").format(
                home=self.view.home_team, away=self.view.away_team
            )
        )
        self.resize(1240, 720)
        self.teams = TeamsStep(self)
        self.draw = DrawStep(self)
        self.hoja = HojaStep(self)
        self.incidents = IncidentsStep(self)
        self.close_step = CloseStep(self)
        steps: list[_Step] = [self.teams, self.draw, self.hoja, self.incidents, self.close_step]
        self._build_frame(steps, STEPS, list_width=230)
        self.refresh()
        self.go(self.view.step)

    # --- refresh -----------------------------------------------------------------------------

    def refresh(self) -> None:
        self.view = view = domino_acta_view.encounter_view(self.db, self.match_id)
        state = self.tr("Acta CERRADA (solo lectura)") if view.locked else self.tr("Acta abierta")
        result = view.result
        self.headerLabel.setText(
            self.tr(
                "<b>{competition}</b> · Ronda {round} · {when} · {venue}<br><span "
                "style='font-size:14pt'><b>{home} {home_won} – {away_won} {away}</b></span> "
                "(partidas) · {tables} mesas × {partidas} partidas a {target} · {state}"
            ).format(
                competition=view.competition,
                round=view.round_number,
                when=fmt_datetime(view.official_start),
                venue=view.venue,
                home=view.home_team,
                home_won=result.partidas_won[Pair.HOME],
                away_won=result.partidas_won[Pair.AWAY],
                away=view.away_team,
                tables=view.settings.tables,
                partidas=view.settings.partidas_per_table,
                target=view.settings.target,
                state=state,
            )
        )
        for index, step in enumerate(self.steps):
            step.refresh(view)
            kind, missing = step.status(view)
            item = self.stepList.item(index)
            item.setText(f"{MARK[kind]} {index + 1}. {label(STEPS[index])}")
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
                self.tr("Firmas"),
                self.tr(
                    "El acta ya está firmada por {names}. Este cambio anula esas firmas y habrá "
                    "que firmar de nuevo. ¿Continuar?"
                ).format(names=names),
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
            messages.warn(self, self.tr("Acta"), str(exc))
            self.refresh()
            return False
        self.refresh()
        return True if result is None else result

    def abandon(self, table: int, partida: Partida) -> None:
        view = self.view
        seated = partida.seating
        players = [
            (seated.player_at(seat), f"{label(seat.label)}: {view.name(seated.player_at(seat))}")
            for seat in SEATS
        ]
        dialog = _PlayerDialog(
            self.tr("Abandono (art. 20.4)"),
            self.tr(
                "Sin sustitución: pierde la pareja del jugador que abandona, que conserva sus "
                "tantos; a la rival se le suman los que le faltan hasta el total de la partida."
            ),
            players,
            None,
            self,
        )
        if dialog.exec():
            self.act(
                domino_editing.abandon,
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
                self,
                self.tr("Copia de seguridad"),
                self.tr("El acta está cerrada, pero la copia falló: {error}").format(error=exc),
            )

    def add_annex(self) -> None:
        dialog = AnnexDialog(self)
        if not dialog.exec():
            return
        try:
            add_annex(
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
            messages.warn(self, self.tr("Anexo"), str(exc))
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
            messages.warn(self, self.tr("PDF del acta"), str(exc))
            return None

    def _write(self, target: Path, pdf: bytes, attachment: bytes | None) -> bool:
        from delegate_app.documents.pdf_blocks import write_atomically

        try:
            write_atomically(target, pdf)
            if attachment is not None:
                write_atomically(target.with_suffix(".json"), attachment)
        except OSError as exc:
            messages.warn(
                self,
                self.tr("PDF del acta"),
                self.tr("No se ha podido guardar {file}: {error}").format(file=target, error=exc),
            )
            return False
        return True

    def save_pdf(self) -> None:
        document = self._document()
        if document is None:
            return
        target = messages.save_file(
            self, self.tr("Guardar el acta"), self._file_name(), _tr(PDF_FILTER)
        )
        if not target:
            return
        if self._write(Path(target), document.pdf, document.attachment):
            self.close_step.pdfLabel.setText(
                self.tr(
                    "✔ PDF guardado en {file} ({pages} páginas) con sus datos en {json}."
                ).format(
                    file=target,
                    pages=document.page_count,
                    json=Path(target).with_suffix(".json").name,
                )
            )

    def sign_pdf(self) -> None:
        from delegate_app.documents.acta_package import check_installed_registry
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
                messages.warn(
                    self,
                    self.tr("Firmar"),
                    self.tr("No se puede leer {file}: {error}").format(
                        file=self.exported, error=exc
                    ),
                )
                return
            target = self.exported
        else:
            document = self._document()
            if document is None:
                return
            pdf, attachment = document.pdf, document.attachment
            chosen = messages.save_file(
                self, self.tr("Guardar el acta firmada"), self._file_name(), _tr(PDF_FILTER)
            )
            if not chosen:
                return
            target = Path(chosen)
        try:
            check_installed_registry(self.db, pdf, role, dialog.signer)
            signed = sign_domino_pdf(pdf, role, dialog.signer, self.view, self.clock())
        except SigningError as exc:
            messages.warn(self, self.tr("Firmar"), str(exc))
            return
        if self._write(target, signed, attachment):
            self.exported = target
            self.close_step.pdfLabel.setText(
                self.tr("✔ Firma digital de {name} ({role}) en {file}.").format(
                    name=dialog.signer.name, role=label(ROLE_LABELS[role]), file=target
                )
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
        print_pdf(self, pdf, self.tr("Acta del Encuentro"), self.exported)
