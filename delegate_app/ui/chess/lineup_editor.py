"""The lineup screen of a chess match: both sides, boards filled by drag and drop or by click.

Every change is saved at once through store/chess/lineups.py and the findings are recomputed from
what was saved, so what the delegate sees is what a restart would show.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QMimeData, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.chess.lineup import Colour, board_colours
from delegate_app.domain.findings import Finding, Severity
from delegate_app.domain.sides import Side
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.chess import lineups
from delegate_app.store.chess.lineups import (
    BoardEntry,
    SideView,
    TypedPlayer,
    rival_lineup_fields,
)
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.match_header import match_header
from delegate_app.ui import messages
from delegate_app.ui.dialog_parts import error_label, save_cancel
from delegate_app.ui.focus import chain_after
from delegate_app.ui.formatting import fmt_datetime
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP, translate
from delegate_app.ui.table_util import cell

PLAYER_MIME = "application/x-delegado-player-id"
SEVERITY_MARK = {Severity.BLOCK: "✖", Severity.WARN: "⚠", Severity.INFO: "ℹ"}
SEVERITY_COLOUR = {Severity.BLOCK: "#b00020", Severity.WARN: "#8a5a00", Severity.INFO: "#355"}


def finding_text(finding: Finding) -> str:
    return f"{SEVERITY_MARK[finding.severity]} {finding.message}"


def player_mime(player_id: int) -> QMimeData:
    mime = QMimeData()
    mime.setData(PLAYER_MIME, QByteArray(str(player_id).encode("ascii")))
    return mime


class PlayerTable(QTableWidget):
    """The side's club list; rows are dragged onto the boards."""

    COLUMNS = (
        QT_TRANSLATE_NOOP("PlayerTable", "Disp."),
        QT_TRANSLATE_NOOP("PlayerTable", "N.º"),
        QT_TRANSLATE_NOOP("PlayerTable", "Jugador"),
        QT_TRANSLATE_NOOP("PlayerTable", "Equipo"),
        QT_TRANSLATE_NOOP("PlayerTable", "ELO"),
        QT_TRANSLATE_NOOP("PlayerTable", "Puede jugar"),
    )

    def __init__(self, parent: QWidget | None = None):
        super().__init__(0, len(self.COLUMNS), parent)
        self.setHorizontalHeaderLabels([translate("PlayerTable", c) for c in self.COLUMNS])
        header = self.horizontalHeaderItem(0)
        if header is not None:  # set just above
            header.setToolTip(self.tr("Disponible para este encuentro"))
        self.setAccessibleName(self.tr("Jugadores del club"))
        self.setTabKeyNavigation(False)  # Tab leaves the list; the arrows move in it
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)

    def selected_player_id(self) -> int | None:
        rows = self.selectionModel().selectedRows()
        if not rows:
            return None
        player_id: int | None = cell(self, rows[0].row(), 1).data(Qt.ItemDataRole.UserRole)
        return player_id

    def startDrag(self, _actions: Qt.DropAction) -> None:
        player_id = self.selected_player_id()
        if player_id is None:
            return
        drag = QDrag(self)
        drag.setMimeData(player_mime(player_id))
        drag.exec(Qt.DropAction.CopyAction)


class BoardSlot(QFrame):
    """One board: shows who plays it and accepts a player dropped from the list."""

    player_dropped = Signal(int, int)  # board, player id

    def __init__(self, board: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.board = board
        self.setAcceptDrops(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumHeight(34)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 2, 8, 2)
        layout.addWidget(self.label)
        self.setAccessibleName(self.tr("Tablero {board}").format(board=board))
        self.show_entry(None)

    def show_entry(self, entry: BoardEntry | None) -> None:
        if entry is None:
            self.label.setText(self.tr("— vacío (arrastre aquí un jugador) —"))
            self.setStyleSheet("BoardSlot { background: #f4f4f4; }")
            return
        number = (
            self.tr("n.º {number}").format(number=entry.list_number)
            if entry.list_number is not None
            else self.tr("sin n.º")
        )
        rating = f" · {entry.rating}" if entry.rating else ""
        typed = self.tr(" (escrito a mano)") if entry.typed else ""
        self.label.setText(f"{entry.name} ({number}{rating}){typed}")
        self.setStyleSheet("BoardSlot { background: #ffffff; }")

    def mark(self, severity: Severity | None) -> None:
        colours = {Severity.BLOCK: "#fde2e4", Severity.WARN: "#fff4d6"}
        colour = colours.get(severity) if severity is not None else None
        if colour:
            self.setStyleSheet(f"BoardSlot {{ background: {colour}; }}")

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(PLAYER_MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if event.mimeData().hasFormat(PLAYER_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        data = event.mimeData()
        if not data.hasFormat(PLAYER_MIME):
            return
        player_id = int(bytes(data.data(PLAYER_MIME).data()).decode("ascii"))
        event.acceptProposedAction()
        self.player_dropped.emit(self.board, player_id)


class TypedPlayerDialog(QDialog):
    """A rival typed by hand: name, list number and rating."""

    def __init__(self, board: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Jugador rival — tablero {board}").format(board=board))
        self.nameEdit = QLineEdit()
        self.numberEdit = QLineEdit()
        self.ratingEdit = QLineEdit()
        self.errorLabel = error_label()
        form = QFormLayout()
        form.addRow(self.tr("&Nombre:"), self.nameEdit)
        form.addRow(self.tr("N.º de &lista:"), self.numberEdit)
        form.addRow(self.tr("&ELO:"), self.ratingEdit)
        self.buttonBox = save_cancel(self, self._check)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.errorLabel)
        layout.addWidget(self.buttonBox)
        self.typed: TypedPlayer | None = None

    def _number(self, edit: QLineEdit, label: str) -> int | None:
        text = edit.text().strip()
        if not text:
            return None
        if not text.isdigit():
            raise ValueError(
                self.tr("{field}: «{text}» no es un número entero.").format(field=label, text=text)
            )
        return int(text)

    def _check(self) -> None:
        try:
            typed = TypedPlayer(
                self.nameEdit.text().strip(),
                self._number(self.numberEdit, self.tr("N.º de lista")),
                self._number(self.ratingEdit, self.tr("ELO")),
            )
        except ValueError as exc:
            self.errorLabel.setText(str(exc))
            return
        if not typed.name:
            self.errorLabel.setText(self.tr("Escriba el nombre del jugador rival."))
            return
        self.typed = typed
        self.accept()


class SideEditor(QWidget):
    """One side's lineup: the club list, the boards, the findings and the actions."""

    changed = Signal()

    def __init__(self, db: Database, match_id: int, side: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.db, self.match_id, self.side = db, match_id, side
        self.view: SideView | None = None
        self.playerTable = PlayerTable()
        self.playerTable.itemChanged.connect(self._availability_toggled)
        self.playerTable.doubleClicked.connect(lambda _index: self.assign_selected())

        boards_box = QGroupBox(self.tr("Tableros"))
        grid = QGridLayout(boards_box)
        self.slots: dict[int, BoardSlot] = {}
        self.colourLabels: dict[int, QLabel] = {}
        self.clearButtons: dict[int, QPushButton] = {}
        self.typeButtons: dict[int, QPushButton] = {}
        self._boards_grid = grid

        self.assignButton = QPushButton(self.tr("&Poner en el primer tablero libre"))
        self.assignButton.clicked.connect(self.assign_selected)
        self.proposeButton = QPushButton(self.tr("P&roponer alineación"))
        self.proposeButton.clicked.connect(self.propose)
        self.confirmButton = QPushButton(self.tr("&Confirmar alineación"))
        self.confirmButton.clicked.connect(self.confirm)
        self.recordButton = QPushButton(self.tr("Registrar como &incidencia"))
        self.recordButton.clicked.connect(self.record_selected_finding)
        self.statusLabel = QLabel()
        self.statusLabel.setWordWrap(True)
        self.findingsList = QListWidget()
        self.findingsList.setAccessibleName(self.tr("Incumplimientos y avisos"))
        self.findingsList.setWordWrap(True)

        actions = QHBoxLayout()
        actions.addWidget(self.assignButton)
        actions.addWidget(self.proposeButton)
        actions.addStretch(1)
        actions.addWidget(self.confirmButton)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(boards_box)
        right_layout.addLayout(actions)
        right_layout.addWidget(self.statusLabel)
        findings_header = QHBoxLayout()
        findings_header.addWidget(
            QLabel("<b>{}</b>".format(self.tr("Comprobación del reglamento")))
        )
        findings_header.addStretch(1)
        findings_header.addWidget(self.recordButton)
        right_layout.addLayout(findings_header)
        right_layout.addWidget(self.findingsList, 1)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.playerTable)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self.reload()

    # --- building and refreshing -----------------------------------------------------------

    def _build_boards(self, boards: int, home: bool) -> None:
        colours = board_colours(boards, home)
        for board in range(1, boards + 1):
            colour = colours[board]
            text = (
                self.tr("Tablero {board} · Blancas")
                if colour is Colour.WHITE
                else self.tr("Tablero {board} · Negras")
            )
            label = QLabel(text.format(board=board))
            slot = BoardSlot(board)
            slot.player_dropped.connect(self.place)
            clear = QPushButton(self.tr("Quitar"))
            clear.setAccessibleName(
                self.tr("Quitar el jugador del tablero {board}").format(board=board)
            )
            clear.clicked.connect(lambda _checked=False, b=board: self.clear(b))
            type_button = QPushButton(self.tr("Escribir…"))
            type_button.setAccessibleName(
                self.tr("Escribir el jugador rival del tablero {board}").format(board=board)
            )
            type_button.clicked.connect(lambda _checked=False, b=board: self.type_player(b))
            row = board - 1
            self._boards_grid.addWidget(label, row, 0)
            self._boards_grid.addWidget(slot, row, 1)
            self._boards_grid.addWidget(type_button, row, 2)
            self._boards_grid.addWidget(clear, row, 3)
            self._boards_grid.setColumnStretch(1, 1)
            self.slots[board], self.colourLabels[board] = slot, label
            self.clearButtons[board], self.typeButtons[board] = clear, type_button
        # Read as laid out: the list, then board by board, then the actions under the boards.
        chain_after(
            self.playerTable,
            [w for b in range(1, boards + 1) for w in (self.typeButtons[b], self.clearButtons[b])],
        )

    def reload(self) -> None:
        try:
            view = lineups.side_view(self.db, self.match_id, self.side)
        except StoreError as exc:
            messages.warn(self, self.tr("Alineación"), str(exc))
            return
        if not self.slots:
            self._build_boards(view.boards, self.side == Side.HOME)
        self.view = view
        self._fill_players(view)
        marks: dict[int, Severity] = {}
        for finding in view.findings:
            for board in finding.boards:
                if finding.severity is not Severity.INFO and board not in marks:
                    marks[board] = finding.severity
        for board, slot in self.slots.items():
            slot.show_entry(view.entries.get(board))
            slot.mark(marks.get(board))
            self.clearButtons[board].setEnabled(board in view.entries)
            self.typeButtons[board].setVisible(not view.own)
        self.findingsList.clear()
        for index, finding in enumerate(view.findings):
            item = QListWidgetItem(finding_text(finding))
            item.setForeground(QBrush(QColor(SEVERITY_COLOUR[finding.severity])))
            # An index, not the Finding: arbitrary Python objects in item data upset PySide's
            # reference counting at interpreter exit.
            item.setData(Qt.ItemDataRole.UserRole, index)
            self.findingsList.addItem(item)
        if not view.findings:
            self.findingsList.addItem(self.tr("✔ La alineación cumple el reglamento."))
        self.recordButton.setVisible(not view.own)
        self.confirmButton.setEnabled(bool(view.entries) and not view.blocked)
        if view.locked:
            for widget in (
                self.assignButton,
                self.proposeButton,
                self.confirmButton,
                self.recordButton,
                *self.clearButtons.values(),
                *self.typeButtons.values(),
            ):
                widget.setEnabled(False)
            for slot in self.slots.values():
                slot.setAcceptDrops(False)
            self.playerTable.setEnabled(False)
            self.statusLabel.setText(
                self.tr("El acta de este encuentro está cerrada: solo lectura.")
            )
        elif view.confirmed_at:
            self.statusLabel.setText(
                self.tr("Alineación confirmada el {when}.").format(
                    when=fmt_datetime(view.confirmed_at)
                )
            )
        elif view.blocked:
            self.statusLabel.setText(
                self.tr("No se puede confirmar mientras haya incumplimientos (✖) del reglamento.")
            )
        else:
            self.statusLabel.setText(self.tr("Sin confirmar: los cambios se guardan al momento."))

    def _fill_players(self, view: SideView) -> None:
        """Update the list in place: this also runs from the table's own itemChanged signal,
        and deleting the item that emitted it would crash Qt."""
        table = self.playerTable
        table.blockSignals(True)
        selected = table.selected_player_id()
        table.setRowCount(len(view.players))
        on_board = {e.player_id for e in view.entries.values()}
        for row, player in enumerate(view.players):
            worst = min((f.severity for f in player.findings), key=lambda s: s.weight, default=None)
            if not player.active:
                verdict = self.tr("✖ De baja")
            elif worst is Severity.BLOCK:
                verdict = self.tr("✖ No puede")
            elif worst is Severity.WARN:
                verdict = self.tr("⚠ Con aviso")
            else:
                verdict = self.tr("✔ Sí")
            if player.id in on_board:
                verdict += self.tr(" · alineado")
            texts = (
                "",
                str(player.list_number),
                player.name,
                player.team_rank or "",
                str(player.rating) if player.rating else "",
                verdict,
            )
            tooltip = "\n".join(f.message for f in player.findings) or self.tr(
                "Puede jugar este encuentro."
            )
            colour = "#9a0010" if worst is Severity.BLOCK or not player.active else "#000000"
            for column, text in enumerate(texts):
                item = table.item(row, column)
                if item is None:
                    item = QTableWidgetItem()
                    table.setItem(row, column, item)
                item.setText(text)
                item.setToolTip(tooltip)
                item.setForeground(QBrush(QColor(colour)))
                item.setData(Qt.ItemDataRole.UserRole, player.id)
            available = cell(table, row, 0)
            available.setFlags(
                Qt.ItemFlag.ItemIsUserCheckable
                | Qt.ItemFlag.ItemIsEnabled
                | Qt.ItemFlag.ItemIsSelectable
            )
            available.setCheckState(
                Qt.CheckState.Checked if player.available else Qt.CheckState.Unchecked
            )
            if player.id == selected:
                table.selectRow(row)
        table.blockSignals(False)

    # --- actions ---------------------------------------------------------------------------

    def _do(self, action: Callable[..., object], *args: object) -> bool:
        try:
            action(self.db, self.match_id, self.side, *args)
        except StoreError as exc:
            messages.warn(self, self.tr("Alineación"), str(exc))
            self.reload()
            return False
        self.reload()
        self.changed.emit()
        return True

    def place(self, board: int, player_id: int) -> None:
        self._do(lineups.place_player, board, player_id)

    def clear(self, board: int) -> None:
        self._do(lineups.clear_board, board)

    def assign_selected(self) -> None:
        player_id = self.playerTable.selected_player_id()
        if player_id is None or self.view is None:
            return
        free = [b for b in range(1, self.view.boards + 1) if b not in self.view.entries]
        if not free:
            messages.info(
                self, self.tr("Alineación"), self.tr("Todos los tableros están ocupados.")
            )
            return
        self.place(free[0], player_id)

    def propose(self) -> None:
        try:
            proposal = lineups.propose(self.db, self.match_id, self.side)
        except StoreError as exc:
            messages.warn(self, self.tr("Alineación"), str(exc))
            return
        self._do(lineups.set_lineup, proposal)

    def confirm(self) -> None:
        if self._do(lineups.confirm_lineup):
            messages.info(self, self.tr("Alineación"), self.tr("Alineación confirmada."))

    def type_player(self, board: int) -> None:
        dialog = TypedPlayerDialog(board, self)
        if dialog.exec() and dialog.typed is not None:
            self._do(lineups.place_typed, board, dialog.typed)

    def _availability_toggled(self, item: QTableWidgetItem) -> None:
        if item.column() != 0:
            return
        player_id = item.data(Qt.ItemDataRole.UserRole)
        available = item.checkState() == Qt.CheckState.Checked
        try:
            lineups.set_available(self.db, self.match_id, player_id, available)
        except StoreError as exc:
            messages.warn(self, self.tr("Disponibilidad"), str(exc))
        self.reload()

    def record_selected_finding(self) -> None:
        items = self.findingsList.selectedItems()
        index = items[0].data(Qt.ItemDataRole.UserRole) if items else None
        finding = self.view.findings[index] if index is not None and self.view else None
        if finding is None:
            messages.info(
                self,
                self.tr("Incidencias"),
                self.tr("Seleccione primero el aviso que quiere registrar."),
            )
            return
        try:
            chess_acta.record_incident(
                self.db,
                self.match_id,
                "alineacion_rival",
                rival_lineup_fields(self.side, finding),
            )
        except StoreError as exc:
            messages.warn(self, self.tr("Incidencias"), str(exc))
            return
        messages.info(
            self, self.tr("Incidencias"), self.tr("Aviso registrado como incidencia del acta.")
        )


def _team_name(editor: SideEditor) -> str:
    """The side's team for its tab; "—" when its lineup could not be read (already warned)."""
    return editor.view.team_name if editor.view is not None else "—"


class LineupDialog(QDialog):
    """Both lineups of a chess match, in two tabs: ours first."""

    help_topic = "alineaciones"  # the manual's section for F1 (ui/help.py)

    def __init__(self, db: Database, match_id: int, parent: QWidget | None = None):
        super().__init__(parent)
        header = match_header(db, match_id)
        our = lineups.own_side(db, match_id) or Side.HOME
        rival = Side.AWAY if our == Side.HOME else Side.HOME
        self.setWindowTitle(
            self.tr("Alineaciones — {home} – {away}").format(
                home=header.home_team, away=header.away_team
            )
        )
        self.resize(1240, 700)
        title = QLabel(
            self.tr(
                "<b>{competition}</b> · Ronda {round} · {when}<br>{home} (local: blancas en los "
                "tableros impares) – {away} · {venue}"
            ).format(
                competition=header.competition,
                round=header.round_number,
                when=fmt_datetime(header.scheduled_at),
                home=header.home_team,
                away=header.away_team,
                venue=header.venue,
            )
        )
        title.setWordWrap(True)
        self.ours = SideEditor(db, match_id, our)
        self.rival = SideEditor(db, match_id, rival)
        # The other side's findings can change with ours (a derby of two teams of the club).
        self.ours.changed.connect(self.rival.reload)
        self.rival.changed.connect(self.ours.reload)
        self.tabs = QTabWidget()
        self.tabs.addTab(
            self.ours,
            self.tr("Nuestra alineación — {team}").format(team=_team_name(self.ours)),
        )
        self.tabs.addTab(
            self.rival,
            self.tr("Alineación rival — {team}").format(team=_team_name(self.rival)),
        )
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(close)
