"""The domino guide's dialogs: the tiles left in each hand, a player with a reason, an incident."""

from __future__ import annotations

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

from delegate_app.domain.domino import FULL_SET, SEATS, FieldKind, IncidentKind, Pair, Partida, Seat
from delegate_app.store import domino_editing
from delegate_app.store.domino_acta_view import EncounterView
from delegate_app.store.errors import StoreError
from delegate_app.ui.domino.common import article, dialog_buttons
from delegate_app.ui.field_editors import editor_value, set_editor_value
from delegate_app.ui.labels import label


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
        buttons = dialog_buttons(QDialogButtonBox.StandardButton.Ok)
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


def seated_players(view, partida: Partida) -> list[tuple[int, str]]:
    """(player, "Norte: name") of the four seats, for a dialog's player list."""
    return [
        (player, f"{label(seat.label)}: {view.name(player)}")
        for seat in SEATS
        for player in [partida.seating.player_at(seat)]
    ]


class PlayerReasonDialog(QDialog):
    """Pick a player (and who comes in, for a substitution) and write the reason."""

    def __init__(self, title: str, note: str, players, incoming=None, parent=None, captains=False):
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

    def __init__(self, guide, kind: IncidentKind, table: int, partida: int):
        super().__init__(guide)
        self.guide, self.kind = guide, kind
        self.written = []
        self.setWindowTitle(f"{article(kind.rule_id)} · {label(kind.title)}")
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
            form.addRow(text.format(field=name), editor)
            self.editors[item.key] = editor
        note = QLabel(label(kind.note or kind.title))
        note.setWordWrap(True)
        self.errorLabel = QLabel()
        self.errorLabel.setStyleSheet("color: #b00020;")
        self.errorLabel.setWordWrap(True)
        buttons = dialog_buttons(QDialogButtonBox.StandardButton.Save)
        buttons.button(QDialogButtonBox.StandardButton.Save).clicked.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(self.errorLabel)
        layout.addStretch(1)
        layout.addWidget(buttons)

    def set_value(self, key: str, value) -> None:
        set_editor_value(self.editors[key], value)

    def values(self) -> dict:
        values = {key: editor_value(editor) for key, editor in self.editors.items()}
        return {key: value for key, value in values.items() if value not in ("", None)}

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
