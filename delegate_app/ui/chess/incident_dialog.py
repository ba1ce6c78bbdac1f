"""A chess incident typed by the delegate: the form is built from the catalog's fields.

The dialog does not close until the store accepts the incident; every missing or malformed
field is listed by name (domain/chess/incidents.py and incident_catalog.py decide what is required).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.chess.incident_catalog import CATALOG, WITHDRAWAL, IncidentKind
from delegate_app.domain.incident_schema import FieldType
from delegate_app.store.acta import IncidentLine
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.ui.dialog_parts import error_label, save_cancel
from delegate_app.ui.field_editors import editor_value, set_editor_value
from delegate_app.ui.focus import chain_after
from delegate_app.ui.formatting import fmt_time
from delegate_app.ui.labels import label as translated
from delegate_app.ui.time_entry import TimeField

if TYPE_CHECKING:
    from delegate_app.store.models import Incident

# The kinds offered for a new entry; a withdrawal is only offered as "Anular…".
NEW_KINDS = [code for code in CATALOG if code != WITHDRAWAL]


class IncidentDialog(QDialog):
    def __init__(
        self,
        db: Database,
        match_id: int,
        clock: Callable[[], datetime],
        kind: str | None = None,
        corrects: IncidentLine | None = None,
        preset: dict[str, object] | None = None,
        parent: QWidget | None = None,
        stamping: bool = True,
    ):
        super().__init__(parent)
        self._db, self._match_id, self._clock = db, match_id, clock
        # Off for an acta filled in after the match day: its times are typed, never the clock's.
        self._stamping = stamping
        self._corrects = corrects
        self.saved: Incident | None = None
        self.setWindowTitle(
            self.tr("Corregir incidencia") if corrects else self.tr("Nueva incidencia del acta")
        )
        self.resize(560, 460)
        self.kindCombo = QComboBox()
        self.kindCombo.setAccessibleName(self.tr("Tipo de incidencia"))
        codes = [WITHDRAWAL] if kind == WITHDRAWAL else NEW_KINDS
        for code in codes:
            spec = CATALOG[code]
            self.kindCombo.addItem(
                self.tr("{title} (art. {rule})").format(
                    title=translated(spec.title), rule=spec.rule_id.removeprefix("CH-")
                ),
                code,
            )
        if kind is not None:
            self.kindCombo.setCurrentIndex(self.kindCombo.findData(kind))
        self.kindCombo.setEnabled(kind != WITHDRAWAL)
        self.formHost = QWidget()
        self.form = QFormLayout(self.formHost)
        self.editors: dict[str, QWidget] = {}
        self.errorLabel = error_label()
        self.buttonBox = save_cancel(self, self.save)
        layout = QVBoxLayout(self)
        top = QFormLayout()
        top.addRow(self.tr("&Tipo:"), self.kindCombo)
        layout.addLayout(top)
        if corrects is not None:
            note = QLabel(
                self.tr("Corrige la entrada de las {time}: {text}").format(
                    time=fmt_time(corrects.created_at), text=corrects.text
                )
            )
            note.setWordWrap(True)
            layout.addWidget(note)
        layout.addWidget(self.formHost, 1)
        layout.addWidget(self.errorLabel)
        layout.addWidget(self.buttonBox)
        self.kindCombo.currentIndexChanged.connect(lambda _i: self._build_form())
        self._build_form(preset or {})

    def kind(self) -> IncidentKind:
        return CATALOG[self.kindCombo.currentData()]

    def _build_form(self, preset: dict[str, object] | None = None) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.editors = {}
        self.boardButtons: dict[str, QPushButton] = {}
        self.nowButtons: dict[str, QPushButton] = {}
        for spec in self.kind().fields:
            row: QWidget | None = None
            if spec.type is FieldType.CHOICE:
                editor = QComboBox()
                editor.addItem("—", "")
                for value, choice in spec.choices:
                    editor.addItem(translated(choice), value)
            elif spec.type is FieldType.TIME_OF_DAY:
                field = TimeField(translated(spec.label), self._clock)
                field.set_stamping(self._stamping)
                editor, row = field.entry, field
                if spec.key in ("hora", "hora_llegada") and self._stamping:
                    editor.set_time(self._clock())
                self.nowButtons[spec.key] = field.nowButton
            elif spec.type is FieldType.TEXT and spec.key in ("texto", "descripcion", "motivo"):
                editor = QPlainTextEdit()
                editor.setFixedHeight(80)
            else:
                editor = QLineEdit()
                hints = {
                    FieldType.CLOCK: "h:mm:ss",
                    FieldType.DATE: translated("dd/mm/aaaa"),
                    FieldType.BOARD: "1–4",
                }
                editor.setPlaceholderText(translated(spec.hint) or hints.get(spec.type, ""))
            name = translated(spec.label)
            editor.setAccessibleName(name)
            text = (
                self.tr("{field}:")
                if spec.required and spec.when is None
                else self.tr("{field} (opcional):")
            )
            row = row or editor
            if spec.type is FieldType.FEN:
                # a position is typed in a line (the last branch above)
                row = self._with_board_button(spec.key, cast(QLineEdit, editor), name)
            self.form.addRow(text.format(field=name), row)
            self.editors[spec.key] = editor
        chain_after(
            self.kindCombo,
            [
                widget
                for key, editor in self.editors.items()
                for widget in (editor, self.boardButtons.get(key), self.nowButtons.get(key))
                if widget is not None
            ],
        )
        preset = dict(preset or {})
        if self.kind().code == "reloj_averiado":
            # CH-15.2: the home delegate keeps the sealed-move envelopes between sessions.
            preset.setdefault("custodia", "delegado_local")
        for key, value in preset.items():
            self.set_value(key, value)

    def _with_board_button(self, key: str, editor: QLineEdit, name: str) -> QWidget:
        """A FEN is set up on a board: the button opens the board editor (issue 14)."""
        host = QWidget()
        row = QHBoxLayout(host)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(editor, 1)
        button = QPushButton(self.tr("&Tablero…"))
        button.setAccessibleName(
            self.tr("Poner la posición en un tablero: {field}").format(field=name)
        )
        button.clicked.connect(lambda: self.edit_on_board(key))
        row.addWidget(button)
        self.boardButtons[key] = button
        return host

    def edit_on_board(self, key: str) -> None:
        from delegate_app.ui.chess.board_editor import BoardDialog

        editor = cast(QLineEdit, self.editors[key])  # a position's editor (_build_form)
        dialog = BoardDialog(editor.text().strip(), self)
        sealer = self.editors.get("sella")
        if not editor.text().strip() and sealer is not None and editor_value(sealer):
            # CH-11.2: the player to move seals; the new position starts with his turn.
            radio = dialog.editor.blackRadio if editor_value(sealer) == "negras" else None
            (radio or dialog.editor.whiteRadio).setChecked(True)
        move = self.editors.get("jugada")
        if not editor.text().strip() and move is not None and str(editor_value(move)).isdigit():
            dialog.editor.set_move_number(int(editor_value(move)))
        if dialog.exec() and dialog.fen:
            editor.setText(dialog.fen)

    def set_value(self, key: str, value: Any) -> None:
        set_editor_value(self.editors[key], value)

    def values(self) -> dict[str, object]:
        values: dict[str, object] = {}
        for key, editor in self.editors.items():
            value = editor_value(editor)
            if value not in ("", None):
                spec = self.kind().field(key)
                if spec.type in (FieldType.BOARD, FieldType.INTEGER) and value.isdigit():
                    value = int(value)
                values[key] = value
        return values

    def save(self) -> None:
        try:
            self.saved = chess_acta.record_incident(
                self._db,
                self._match_id,
                self.kind().code,
                self.values(),
                corrects_id=self._corrects.id if self._corrects else None,
                now=self._clock(),
            )
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.accept()
