"""The domino guide's dialogs: the tiles left in each hand, a player with a reason, an incident."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.domino import (
    FULL_SET,
    SEATS,
    DominoError,
    FieldKind,
    IncidentKind,
    Pair,
    Partida,
    Seat,
    parse_typed_tiles,
)
from delegate_app.store.domino import table_events
from delegate_app.store.domino.acta_view import EncounterView, TableView
from delegate_app.store.domino.views import PlayerRef
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Incident
from delegate_app.ui.dialog_parts import error_label
from delegate_app.ui.domino.common import article, dialog_buttons
from delegate_app.ui.domino.guide_api import DominoGuideForSteps
from delegate_app.ui.field_editors import editor_value, set_editor_value
from delegate_app.ui.focus import chain_after
from delegate_app.ui.labels import label
from delegate_app.ui.style import tall_rows
from delegate_app.ui.time_entry import TimeField

# A style sheet's min-height is a widget's minimum height, the one a layout may shrink it to
# (a top-level window opens at most 2/3 of the screen high): 32 px here, never below issue 17's.
TILE_STYLE = """
QPushButton[tile="true"] { min-height: 32px; min-width: 52px; }
QLineEdit { min-height: 32px; }
QPushButton[tile="true"]:checked {
    background: #1f6f3f; color: white; font-weight: bold;
    border: 3px solid #0b3d1e; border-radius: 4px;
}
"""


class TilePickerDialog(QDialog):
    """The tiles each player still holds (DO-18): typed on one line per player ("66 54 10") or
    picked on 28 buttons per player; a tile can be in one hand only. A picked tile is green,
    bold, framed and ticked, so that it reads at a glance."""

    def __init__(
        self,
        view: EncounterView,
        partida: Partida,
        domino_by: Seat | None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Fichas que quedan en cada mano"))
        self.setStyleSheet(TILE_STYLE)
        self.buttons: dict[Seat, dict[str, QPushButton]] = {}
        self.sumLabels: dict[Seat, QLabel] = {}
        self.typedEdits: dict[Seat, QLineEdit] = {}
        self.domino_by = domino_by
        self._syncing = False
        grid = QGridLayout()
        positions = {Seat.NORTH: (0, 0), Seat.EAST: (0, 1), Seat.SOUTH: (1, 0), Seat.WEST: (1, 1)}
        for seat, (row, column) in positions.items():
            name = view.name(partida.seating.player_at(seat))
            box = QGroupBox(f"{label(seat.label)}: {name}")
            inner = QGridLayout(box)
            inner.setSpacing(3)
            typed = QLineEdit()
            typed.setPlaceholderText(self.tr("escriba las fichas: 66 54 10"))
            typed.setAccessibleName(self.tr("Fichas de {seat}").format(seat=label(seat.label)))
            typed.textEdited.connect(lambda _t, s=seat: self._typed(s))
            inner.addWidget(typed, 0, 0, 1, 7)
            self.typedEdits[seat] = typed
            self.buttons[seat] = {}
            for index, tile in enumerate(FULL_SET):
                button = QPushButton(str(tile))
                button.setProperty("tile", True)
                button.setCheckable(True)
                # The line above is the keyboard's way in; Tab does not walk 28 buttons.
                button.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
                button.setAccessibleName(
                    self.tr("{tile} en la mano de {seat}").format(tile=tile, seat=label(seat.label))
                )
                button.toggled.connect(lambda _on, t=str(tile): self._changed(t))
                inner.addWidget(button, 1 + index // 7, index % 7)
                self.buttons[seat][str(tile)] = button
            sum_label = QLabel()
            sum_label.setWordWrap(True)
            inner.addWidget(sum_label, 5, 0, 1, 7)
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
        buttons = dialog_buttons(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.totalLabel)
        layout.addWidget(buttons)
        # Enter in a typed line is «Aceptar» (set once the button is inside the dialog).
        buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)
        open_seats = [self.typedEdits[s] for s in SEATS if s != domino_by]
        chain_after(open_seats[0], open_seats[1:])
        open_seats[0].setFocus()
        self._changed(None)

    def toggle(self, seat: Seat, tile: str) -> None:
        self.buttons[seat][tile].click()

    def _typed(self, seat: Seat) -> bool:
        """The line typed for a player becomes his picked tiles, or says what is wrong."""
        try:
            tiles = [str(tile) for tile in parse_typed_tiles(self.typedEdits[seat].text())]
        except DominoError as exc:
            self._error(seat, str(exc))
            return False
        taken = [
            (tile, other)
            for tile in tiles
            for other in SEATS
            if other != seat and self.buttons[other][tile].isChecked()
        ]
        if taken:
            tile, other = taken[0]
            self._error(
                seat,
                self.tr("La {tile} ya está en la mano de {seat}.").format(
                    tile=tile, seat=label(other.label)
                ),
            )
            return False
        self._syncing = True
        for tile, button in self.buttons[seat].items():
            button.setChecked(tile in tiles)
        self._syncing = False
        self._changed(None)
        return True

    def accept(self) -> None:
        """Closes only when every typed line is tiles that can be held."""
        for seat in SEATS:
            if seat != self.domino_by and not self._typed(seat):
                self.typedEdits[seat].setFocus()
                return
        super().accept()

    def _error(self, seat: Seat, text: str) -> None:
        self.sumLabels[seat].setText(f"<span style='color:#b00020'>{text}</span>")

    def _changed(self, tile: str | None) -> None:
        if self._syncing:
            return
        holdings = self.holdings()
        for seat in SEATS:
            for name, button in self.buttons[seat].items():
                owner = next((s for s in SEATS if self.buttons[s][name].isChecked()), None)
                button.setEnabled(owner is None or owner == seat)
                button.setText(f"✔ {name}" if button.isChecked() else name)
        total = 0
        for seat in SEATS:
            held = holdings.get(seat, [])
            pips = sum(int(t[0]) + int(t[-1]) for t in held)
            total += pips
            self.sumLabels[seat].setText(
                self.tr("%n ficha(s)", "", len(held)) + " · " + self.tr("%n punto(s)", "", pips)
            )
            if tile is not None:
                # A button clicked: the typed line follows it.
                self.typedEdits[seat].setText(" ".join(held))
        self.totalLabel.setText(
            "<b>{}</b>".format(self.tr("Puntos en juego: {total}").format(total=total))
        )

    def holdings(self) -> dict[Seat, list[str]]:
        return {
            seat: [tile for tile, button in self.buttons[seat].items() if button.isChecked()]
            for seat in SEATS
        }


def seated_players(view: EncounterView, partida: Partida) -> list[tuple[int, str]]:
    """(player, "Norte: name") of the four seats, for a dialog's player list."""
    return [
        (player, f"{label(seat.label)}: {view.name(player)}")
        for seat in SEATS
        for player in [partida.seating.player_at(seat)]
    ]


class PlayerReasonDialog(QDialog):
    """Pick a player (and who comes in, for a substitution) and write the reason."""

    def __init__(
        self,
        title: str,
        note: str,
        players: Sequence[tuple[int, str]],
        incoming: Sequence[tuple[int, str]] | None = None,
        parent: QWidget | None = None,
        captains: bool = False,
    ):
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
        # DO-20.3 without an arbiter: both captains' names, for the committee.
        self.captainEdits = (QLineEdit(), QLineEdit())
        if captains:
            for edit, text in zip(
                self.captainEdits,
                (self.tr("Capitán &local:"), self.tr("Capitán &visitante:")),
                strict=True,
            ):
                edit.setAccessibleName(text.replace("&", "").rstrip(":"))
                form.addRow(text, edit)
        label = QLabel(note)
        label.setWordWrap(True)
        buttons = dialog_buttons(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addLayout(form)
        layout.addWidget(buttons)


class DominoIncidentDialog(QDialog):
    """An incident of the domino catalog; the form comes from the kind's fields."""

    def __init__(self, guide: DominoGuideForSteps, kind: IncidentKind, table: int, partida: int):
        super().__init__(guide.window())
        self.guide, self.kind = guide, kind
        self.written: list[Incident] = []
        self.setWindowTitle(f"{article(kind.rule_id)} · {label(kind.title)}")
        self.resize(560, 420)
        view = guide.view
        self.editors: dict[str, QWidget] = {}
        self._view = view
        form = QFormLayout()
        seated = view.table(table).current
        for item in kind.fields:
            row: QWidget | None = None
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
                # Typed as digits; "Ahora" stamps the clock only on the match day.
                field = TimeField(label(item.label), guide.clock)
                field.set_stamping(guide.stamping_allowed())
                editor, row = field.entry, field
                if guide.stamping_allowed():
                    editor.set_time(guide.clock())
            elif item.key in ("jugador", "licencia"):
                # The players the incident can involve: the four of its table (filled by
                # _fill_players); anyone else may still be typed in.
                editor = QComboBox()
                editor.setEditable(True)
                tall_rows(editor)
            elif item.kind is FieldKind.CHOICE:
                editor = QComboBox()
                editor.addItem("—", "")
                for choice in item.choice_values:
                    text = label(choice)
                    if item.key == "pareja":
                        text = f"{text} ({view.team_name(Pair(choice))})"
                    editor.addItem(text, choice)
            elif item.key in (
                "descripcion", "circunstancias", "observaciones", "causa", "necesidad", "medidas",
            ):  # fmt: skip
                editor = QPlainTextEdit()
                editor.setFixedHeight(64)
            else:
                editor = QLineEdit()
                if item.kind is FieldKind.TILE:
                    editor.setPlaceholderText("6-4")
            name = label(item.label)
            editor.setAccessibleName(name)
            text = self.tr("{field}:") if item.required else self.tr("{field} (opcional):")
            form.addRow(text.format(field=name), row or editor)
            self.editors[item.key] = editor
        self._fill_players(table)
        table_spin = self.editors.get("mesa")
        if isinstance(table_spin, QSpinBox):
            table_spin.valueChanged.connect(self._fill_players)
        note = QLabel(label(kind.note or kind.title))
        note.setWordWrap(True)
        self.errorLabel = error_label()
        buttons = dialog_buttons(QDialogButtonBox.StandardButton.Save)
        buttons.button(QDialogButtonBox.StandardButton.Save).clicked.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(self.errorLabel)
        layout.addStretch(1)
        layout.addWidget(buttons)

    def involved_players(self, table: int) -> list[PlayerRef]:
        """The four players of the table (home pair, then away pair); before the table is set
        up, the players of the tables that are; before any is, every active player."""
        view = self._view
        active = {p.id: p for p in view.players.values() if p.active}

        def of(setup: TableView) -> list[int]:
            return [*(setup.home or ()), *(setup.away or ())]

        ids = of(view.table(table)) if view.table(table).set_up else []
        if not ids:
            ids = [i for setup in view.tables for i in of(setup)]
        chosen = [active[i] for i in ids if i in active]
        return chosen or list(active.values())

    def _fill_players(self, table: int) -> None:
        players = self.involved_players(table)
        for key in ("jugador", "licencia"):
            editor = self.editors.get(key)
            if not isinstance(editor, QComboBox):
                continue
            typed = editor.currentText()
            editor.clear()
            editor.addItem("", "")
            for player in players:
                if key == "jugador":
                    editor.addItem(player.label, player.label)
                elif player.licence:
                    editor.addItem(player.licence, player.licence)
                    editor.setItemData(
                        editor.count() - 1, player.label, Qt.ItemDataRole.ToolTipRole
                    )
            editor.setEditText(typed)

    def set_value(self, key: str, value: Any) -> None:
        set_editor_value(self.editors[key], value)

    def values(self) -> dict[str, Any]:
        values = {key: editor_value(editor) for key, editor in self.editors.items()}
        return {key: value for key, value in values.items() if value not in ("", None)}

    def save(self) -> None:
        try:
            self.written = table_events.record_incident(
                self.guide.db, self.guide.match_id, self.kind.rule_id, self.values(),
                now=self.guide.clock(),
            )  # fmt: skip
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.accept()
