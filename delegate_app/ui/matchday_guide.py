"""The match-day guide of a chess match: five steps the delegate moves between freely.

Documentación, Inicio, Partidas, Incidencias and Cierre. Each step says what is missing; the
score (CH-7) is always in the header. Every entry is saved at once (store/chess_acta.py), so
closing the app in the middle of the match loses nothing and reopens at the same step.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, QTime
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
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
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.chess_incidents import WITHDRAWAL
from delegate_app.domain.findings import Severity
from delegate_app.store import chess_acta
from delegate_app.store.acta import (
    AWAY,
    HOME,
    LOCKED_MESSAGE,
    ROLE_LABELS,
    add_annex,
    open_acta,
    sign_acta,
)
from delegate_app.store.chess_acta import DOCUMENT_CHECKS, STEPS, ActaView
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.ui import messages
from delegate_app.ui.focus import chain_after
from delegate_app.ui.formatting import fmt_date_time, fmt_datetime, fmt_time, qt_time_format
from delegate_app.ui.i18n import translate
from delegate_app.ui.incident_dialog import IncidentDialog
from delegate_app.ui.labels import label, time_control_text
from delegate_app.ui.signature_pad import SignaturePad
from delegate_app.ui.step_guide import StepGuide

RESULT_CHOICES = (
    ("", QT_TRANSLATE_NOOP("GamesStep", "Sin resultado")),
    ("1-0", "1-0"),
    ("½-½", "½-½"),
    ("0-1", "0-1"),
    ("+/-", QT_TRANSLATE_NOOP("GamesStep", "+/- (incomparecencia visitante)")),
    ("-/+", QT_TRANSLATE_NOOP("GamesStep", "-/+ (incomparecencia local)")),
    ("-/-", QT_TRANSLATE_NOOP("GamesStep", "-/- (ambos)")),
    ("aplazada", QT_TRANSLATE_NOOP("GamesStep", "Aplazada (jugada secreta)")),
    ("pendiente", QT_TRANSLATE_NOOP("GamesStep", "Pendiente del Comité (sub conditione)")),
)
MARK = {"ok": "✔", "todo": "•", "problem": "✖"}


def _time_edit(accessible: str) -> QTimeEdit:
    edit = QTimeEdit()
    edit.setDisplayFormat(qt_time_format())
    edit.setMaximumWidth(110)
    edit.setAccessibleName(accessible)
    return edit


def _on_day(day: datetime, edit: QTimeEdit) -> datetime:
    t = edit.time()
    return day.replace(hour=t.hour(), minute=t.minute(), second=0, microsecond=0)


class _Step(QWidget):
    """A page of the guide: rebuilt from the acta view after every change."""

    def __init__(self, guide: MatchDayGuide):
        super().__init__()
        self.guide = guide

    def refresh(self, view: ActaView) -> None:
        raise NotImplementedError

    def status(self, view: ActaView) -> tuple[str, str]:
        """("ok" | "todo" | "problem", what is missing)."""
        raise NotImplementedError


class DocumentationStep(_Step):
    def __init__(self, guide):
        super().__init__(guide)
        self.checks: dict[str, QCheckBox] = {}
        box = QGroupBox(self.tr("Antes del encuentro (art. 16)"))
        form = QVBoxLayout(box)
        for key, text in DOCUMENT_CHECKS.items():
            check = QCheckBox(label(text))
            check.toggled.connect(
                lambda on, k=key: self.guide.act(chess_acta.set_documentation, {k: on})
            )
            self.checks[key] = check
            form.addWidget(check)
        self.lineupsLabel = QLabel()
        self.lineupsLabel.setWordWrap(True)
        self.lineupsButton = QPushButton(self.tr("Abrir las &alineaciones…"))
        self.lineupsButton.clicked.connect(self.guide.open_lineups)
        self.missingDocButton = QPushButton(
            self.tr("Registrar documentación que &falta (art. 16.2)…")
        )
        self.missingDocButton.clicked.connect(lambda: self.guide.new_incident("documentacion"))
        self.noLineupButton = QPushButton(
            self.tr("Registrar alineación &no entregada (art. 16.3)…")
        )
        self.noLineupButton.clicked.connect(
            lambda: self.guide.new_incident("alineacion_no_entregada")
        )
        buttons = QHBoxLayout()
        buttons.addWidget(self.lineupsButton)
        buttons.addWidget(self.missingDocButton)
        buttons.addWidget(self.noLineupButton)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(box)
        layout.addWidget(self.lineupsLabel)
        layout.addLayout(buttons)
        layout.addStretch(1)

    def refresh(self, view):
        for key, check in self.checks.items():
            check.blockSignals(True)
            check.setChecked(bool(view.documentation.get(key)))
            check.setEnabled(not view.locked)
            check.blockSignals(False)
        filled = {
            side: sum(1 for line in view.lines if getattr(line, f"{side}_name"))
            for side in ("home", "away")
        }
        self.lineupsLabel.setText(
            self.tr(
                "Alineaciones: {home} {home_filled} de {boards} tableros · {away} {away_filled} "
                "de {boards}. Un equipo que no ha entregado su alineación no puede empezar; "
                "mientras, solo corren sus relojes (art. 16.3)."
            ).format(
                home=view.home_team,
                home_filled=filled["home"],
                away=view.away_team,
                away_filled=filled["away"],
                boards=view.boards,
            )
        )
        for button in (self.missingDocButton, self.noLineupButton):
            button.setEnabled(not view.locked)

    def status(self, view):
        missing = [
            label(text) for key, text in DOCUMENT_CHECKS.items() if not view.documentation.get(key)
        ]
        if not all(line.home_name for line in view.lines) or not all(
            line.away_name for line in view.lines
        ):
            missing.append(self.tr("alineaciones completas"))
        if not missing:
            return "ok", ""
        return "todo", self.tr("Falta: {missing}").format(missing="; ".join(missing))


class StartStep(_Step):
    def __init__(self, guide):
        super().__init__(guide)
        self.officialLabel = QLabel()
        self.officialLabel.setWordWrap(True)
        self.actualEdit = _time_edit(self.tr("Hora real de comienzo"))
        self.venueCheck = QCheckBox(
            self.tr("Local y material dispuestos a la hora oficial (art. 17.1)")
        )
        self.arbiterEdit = QLineEdit()
        self.arbiterEdit.setMaximumWidth(420)
        self.arbiterEdit.setAccessibleName(self.tr("Árbitro"))
        self.arbiterEdit.setPlaceholderText(self.tr("vacío si no hay árbitro"))
        self.arbiterLicenceEdit = QLineEdit()
        self.arbiterLicenceEdit.setMaximumWidth(200)
        self.arbiterLicenceEdit.setAccessibleName(self.tr("Licencia del árbitro"))
        self.saveStartButton = QPushButton(self.tr("&Guardar el comienzo"))
        self.saveStartButton.clicked.connect(self.save_start)
        form = QFormLayout()
        form.addRow(self.tr("Hora real de &comienzo:"), self.actualEdit)
        form.addRow("", self.venueCheck)
        form.addRow(self.tr("Á&rbitro:"), self.arbiterEdit)
        form.addRow(self.tr("Licencia del árbitro:"), self.arbiterLicenceEdit)
        form.addRow("", self.saveStartButton)
        self.saveStartButton.setMaximumWidth(240)

        self.presence = QGroupBox(self.tr("Presencia por tablero (hora de llegada)"))
        self.grid = QGridLayout(self.presence)
        self.arrivalEdits: dict[tuple[str, int], QTimeEdit] = {}
        self.arrivalLabels: dict[tuple[str, int], QLabel] = {}
        self.findingsList = QListWidget()
        self.findingsList.setAccessibleName(self.tr("Comprobación del comienzo"))
        self.findingsList.setWordWrap(True)
        self.forfeitButton = QPushButton(
            self.tr("Aplicar las &incomparecencias propuestas (art. 18.6)")
        )
        self.forfeitButton.clicked.connect(self.apply_forfeits)
        layout = QVBoxLayout(self)
        layout.addWidget(self.officialLabel)
        layout.addLayout(form)
        layout.addWidget(self.presence)
        layout.addWidget(
            QLabel("<b>{}</b>".format(self.tr("Relojes, comienzo e incomparecencias")))
        )
        layout.addWidget(self.findingsList, 1)
        layout.addWidget(self.forfeitButton)
        self._built = False

    def _build_grid(self, view):
        self.grid.addWidget(QLabel(self.tr("Tablero")), 0, 0)
        self.grid.addWidget(QLabel(view.home_team), 0, 1, 1, 3)
        self.grid.addWidget(QLabel(view.away_team), 0, 4, 1, 3)
        for line in view.lines:
            row = line.board
            self.grid.addWidget(QLabel(str(line.board)), row, 0)
            for column, side in ((1, HOME), (4, AWAY)):
                name = QLabel()
                where = (
                    self.tr("tablero {board}, local")
                    if side == HOME
                    else self.tr("tablero {board}, visitante")
                ).format(board=line.board)
                edit = _time_edit(self.tr("Llegada: {where}").format(where=where))
                arrived = QPushButton(self.tr("Ha llegado"))
                arrived.setAccessibleName(self.tr("Ha llegado: {where}").format(where=where))
                arrived.clicked.connect(
                    lambda _c=False, s=side, b=line.board: self.arrive(s, b, now=True)
                )
                edit.editingFinished.connect(
                    lambda s=side, b=line.board: self.arrive(s, b, now=False)
                )
                self.grid.addWidget(name, row, column)
                self.grid.addWidget(edit, row, column + 1)
                self.grid.addWidget(arrived, row, column + 2)
                self.arrivalEdits[(side, line.board)] = edit
                self.arrivalLabels[(side, line.board)] = name
        # Built after the dialog: put the rows after the start form, board by board.
        chain_after(
            self.saveStartButton,
            [
                widget
                for row in range(1, self.grid.rowCount())
                for column in range(self.grid.columnCount())
                for item in [self.grid.itemAtPosition(row, column)]
                if item is not None and item.widget() is not None
                for widget in [item.widget()]
                if not isinstance(widget, QLabel)
            ],
        )
        self._built = True

    def refresh(self, view):
        if not self._built:
            self._build_grid(view)
        self.officialLabel.setText(
            self.tr("Hora oficial: {when} · Ritmo: {time_control}").format(
                when=fmt_datetime(view.official_start),
                time_control=time_control_text(view.time_control),
            )
        )
        start = view.actual_start or view.official_start
        self.actualEdit.setTime(QTime(start.hour, start.minute))
        self.venueCheck.setChecked(view.venue_ready)
        self.arbiterEdit.setText(view.arbiter_name)
        self.arbiterLicenceEdit.setText(view.arbiter_licence)
        for line in view.lines:
            for side, name, arrived in (
                (HOME, line.home_name, line.home_arrived),
                (AWAY, line.away_name, line.away_arrived),
            ):
                label = self.arrivalLabels[(side, line.board)]
                label.setText(name or self.tr("(sin jugador)"))
                edit = self.arrivalEdits[(side, line.board)]
                edit.blockSignals(True)
                if arrived is not None:
                    edit.setTime(QTime(arrived.hour, arrived.minute))
                    label.setStyleSheet("")
                else:
                    edit.setTime(QTime(start.hour, start.minute))
                    label.setStyleSheet("color: #8a5a00;")
                    label.setText(self.tr("{player} — no ha llegado").format(player=label.text()))
                edit.blockSignals(False)
        editable = not view.locked
        for widget in (
            self.actualEdit,
            self.venueCheck,
            self.arbiterEdit,
            self.arbiterLicenceEdit,
            self.saveStartButton,
            self.forfeitButton,
            *self.arrivalEdits.values(),
        ):
            widget.setEnabled(editable)
        self._show_proposal(view)

    def _show_proposal(self, view):
        self.findingsList.clear()
        try:
            proposal = chess_acta.start_state(self.guide.db, view.match_id, self.guide.clock())
        except StoreError as exc:
            self.findingsList.addItem(str(exc))
            self.forfeitButton.setEnabled(False)
            return
        colours = {Severity.BLOCK: "#b00020", Severity.WARN: "#8a5a00", Severity.INFO: "#333"}
        for finding in proposal.findings:
            item = QListWidgetItem(finding.message)
            item.setForeground(QBrush(QColor(colours[finding.severity])))
            self.findingsList.addItem(item)
        pending = {
            board: result
            for board, result in proposal.forfeits.items()
            if not view.lines[board - 1].outcome.is_final
        }
        self._forfeits = pending
        self.forfeitButton.setEnabled(bool(pending) and not view.locked)

    def status(self, view):
        if not any(line.home_name or line.away_name for line in view.lines):
            return "todo", self.tr("Todavía no hay alineaciones (paso Documentación)")
        absent = [
            f"{line.board}"
            for line in view.lines
            if (line.home_name and line.home_arrived is None)
            or (line.away_name and line.away_arrived is None)
        ]
        if absent:
            return "todo", self.tr("Sin hora de llegada en los tableros {boards}").format(
                boards=", ".join(absent)
            )
        return "ok", ""

    def save_start(self):
        view = self.guide.view
        day = view.actual_start or view.official_start
        self.guide.act(
            chess_acta.set_start,
            actual_start=_on_day(day, self.actualEdit),
            venue_ready=self.venueCheck.isChecked(),
            arbiter_name=self.arbiterEdit.text(),
            arbiter_licence=self.arbiterLicenceEdit.text(),
        )

    def arrive(self, side: str, board: int, now: bool):
        view = self.guide.view
        edit = self.arrivalEdits[(side, board)]
        moment = self.guide.clock() if now else _on_day(view.official_start, edit)
        moment = moment.replace(second=0, microsecond=0)
        self.guide.act(chess_acta.set_arrival, side, board, moment)

    def apply_forfeits(self):
        for board, result in sorted(self._forfeits.items()):
            if not self.guide.act(chess_acta.set_result, board, result.value):
                return


class GamesStep(_Step):
    def __init__(self, guide):
        super().__init__(guide)
        self.grid = QGridLayout()
        self.combos: dict[int, QComboBox] = {}
        self.names: dict[int, QLabel] = {}
        self.scoreLabel = QLabel()
        layout = QVBoxLayout(self)
        layout.addLayout(self.grid)
        layout.addWidget(self.scoreLabel)
        layout.addStretch(1)

    def refresh(self, view):
        if not self.combos:
            for line in view.lines:
                name = QLabel()
                combo = QComboBox()
                combo.setAccessibleName(
                    self.tr("Resultado del tablero {board}").format(board=line.board)
                )
                for value, text in RESULT_CHOICES:
                    combo.addItem(translate("GamesStep", text), value)
                combo.activated.connect(lambda _i, b=line.board: self.changed(b))
                self.grid.addWidget(
                    QLabel(self.tr("Tablero {board}").format(board=line.board)), line.board, 0
                )
                self.grid.addWidget(name, line.board, 1)
                self.grid.addWidget(combo, line.board, 2)
                self.combos[line.board], self.names[line.board] = combo, name
            self.grid.setColumnStretch(1, 1)
            # Built after the dialog: right after the list of steps, before the buttons.
            chain_after(self.guide.stepList, self.combos.values())
        for line in view.lines:
            white, black = (
                (line.home_name, line.away_name)
                if line.home_colour == "blancas"
                else (line.away_name, line.home_name)
            )
            home_colour = self.tr("blancas") if line.home_colour == "blancas" else self.tr("negras")
            self.names[line.board].setText(
                self.tr("{home} ({colour}) – {away} · blancas: {white}, negras: {black}").format(
                    home=line.home_name or "—",
                    colour=home_colour,
                    away=line.away_name or "—",
                    white=white or "—",
                    black=black or "—",
                )
            )
            combo = self.combos[line.board]
            outcome = line.outcome
            stored = "" if outcome.text == "sin resultado" else outcome.text
            index = combo.findData(stored)
            if index < 0:
                combo.addItem(outcome.label, stored)
                index = combo.count() - 1
            combo.setCurrentIndex(index)
            combo.setEnabled(not view.locked)
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

    def status(self, view):
        open_boards = [str(line.board) for line in view.lines if not line.outcome.is_final]
        if open_boards:
            return "todo", self.tr("Sin resultado definitivo en los tableros {boards}").format(
                boards=", ".join(open_boards)
            )
        return "ok", ""

    def changed(self, board: int):
        text = self.combos[board].currentData() or ""
        self.guide.act(chess_acta.set_result, board, text)


class IncidentsStep(_Step):
    def __init__(self, guide):
        super().__init__(guide)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Incidencias del acta"))
        self.list.setWordWrap(True)
        self.newButton = QPushButton(self.tr("&Nueva incidencia…"))
        self.newButton.clicked.connect(lambda: self.guide.new_incident(None))
        self.correctButton = QPushButton(self.tr("&Corregir…"))
        self.correctButton.clicked.connect(self.correct)
        self.withdrawButton = QPushButton(self.tr("&Anular…"))
        self.withdrawButton.clicked.connect(self.withdraw)
        note = QLabel(
            self.tr(
                "El registro no se puede editar: una corrección es una entrada nueva que apunta "
                "a la que corrige. La hora se anota sola."
            )
        )
        note.setWordWrap(True)
        buttons = QHBoxLayout()
        for button in (self.newButton, self.correctButton, self.withdrawButton):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self._lines = []

    def refresh(self, view):
        self._lines = view.incidents
        self.list.clear()
        for incident in view.incidents:
            prefix = (
                self.tr(" (corrige la n.º {number})").format(number=incident.corrects_id)
                if incident.corrects_id
                else ""
            )
            self.list.addItem(
                self.tr("n.º {number} · {time} · art. {rule} · {title}{corrects}: {text}").format(
                    number=incident.id,
                    time=fmt_time(incident.created_at),
                    rule=incident.rule_id.removeprefix("CH-"),
                    title=label(incident.title),
                    corrects=prefix,
                    text=incident.text,
                )
            )
        for button in (self.newButton, self.correctButton, self.withdrawButton):
            button.setEnabled(not view.locked)

    def status(self, view):
        return "ok", self.tr("{count} anotadas").format(count=len(view.incidents))

    def _selected(self):
        row = self.list.currentRow()
        if row < 0:
            messages.info(
                self, self.tr("Incidencias"), self.tr("Seleccione primero la incidencia.")
            )
            return None
        return self._lines[row]

    def correct(self):
        line = self._selected()
        if line is not None:
            self.guide.new_incident(line.kind if line.kind != WITHDRAWAL else None, line)

    def withdraw(self):
        line = self._selected()
        if line is not None:
            self.guide.new_incident(WITHDRAWAL, line)


class SignerBox(QGroupBox):
    """One signer: printed name, licence and the drawn signature."""

    def __init__(self, role: str, on_sign):
        role_name = label(ROLE_LABELS[role])
        super().__init__(role_name)
        self.role = role
        self.nameEdit = QLineEdit()
        self.nameEdit.setAccessibleName(self.tr("Nombre: {role}").format(role=role_name))
        self.licenceEdit = QLineEdit()
        self.licenceEdit.setAccessibleName(self.tr("Licencia: {role}").format(role=role_name))
        self.pad = SignaturePad()
        self.pad.setMinimumSize(260, 110)
        self.pad.setAccessibleName(self.tr("Zona de firma: {role}").format(role=role_name))
        self.signButton = QPushButton(self.tr("Firmar"))
        self.signButton.setAccessibleName(self.tr("Firmar: {role}").format(role=role_name))
        self.clearButton = QPushButton(self.tr("Borrar"))
        self.clearButton.setAccessibleName(
            self.tr("Borrar la firma: {role}").format(role=role_name)
        )
        self.signButton.clicked.connect(lambda: on_sign(self))
        self.clearButton.clicked.connect(self.pad.clear)
        self.stateLabel = QLabel()
        self.stateLabel.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Nombre:"), self.nameEdit)
        form.addRow(self.tr("Licencia:"), self.licenceEdit)
        buttons = QHBoxLayout()
        buttons.addWidget(self.signButton)
        buttons.addWidget(self.clearButton)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.pad)
        layout.addLayout(buttons)
        layout.addWidget(self.stateLabel)


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
        self.pdfButton = QPushButton(self.tr("&PDF, firma digital e impresión…"))
        self.pdfButton.clicked.connect(self.guide.export_pdf)
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.addWidget(self.summaryLabel)
        layout.addLayout(signers)
        layout.addWidget(self.lockLabel)
        documents = QHBoxLayout()
        documents.addWidget(self.pdfButton)
        documents.addWidget(self.annexButton)
        documents.addStretch(1)
        layout.addLayout(documents)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setAccessibleName(self.tr("Cierre del acta"))
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

    def refresh(self, view):
        deadlines = "".join(
            f"<li>{fmt_date_time(d.due)} — {d.description}</li>" for d in view.deadlines
        )
        self.summaryLabel.setText(
            self.tr(
                "<b>{home} {score} {away}</b> · {incidents} incidencias · {annexes} anexos<br>"
                "Plazos:<ul>{deadlines}</ul>"
            ).format(
                home=view.home_team,
                score=view.score.label,
                away=view.away_team,
                incidents=len(view.incidents),
                annexes=len(view.annexes),
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


class AnnexDialog(QDialog):
    """An annex to a locked acta and the signature of who adds it."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Anexo al acta"))
        self.textEdit = QPlainTextEdit()
        self.textEdit.setAccessibleName(self.tr("Texto del anexo"))
        self.roleCombo = QComboBox()
        self.roleCombo.setAccessibleName(self.tr("Quién firma el anexo"))
        for role, text in ROLE_LABELS.items():
            self.roleCombo.addItem(label(text), role)
        self.nameEdit = QLineEdit()
        self.nameEdit.setAccessibleName(self.tr("Nombre de quien firma"))
        self.licenceEdit = QLineEdit()
        self.licenceEdit.setAccessibleName(self.tr("Licencia de quien firma"))
        self.pad = SignaturePad()
        self.errorLabel = QLabel()
        self.errorLabel.setStyleSheet("color: #b00020;")
        form = QFormLayout()
        form.addRow(self.tr("&Texto:"), self.textEdit)
        form.addRow(self.tr("&Firma:"), self.roleCombo)
        form.addRow(self.tr("&Nombre:"), self.nameEdit)
        form.addRow(self.tr("&Licencia:"), self.licenceEdit)
        self.buttonBox = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttonBox.button(QDialogButtonBox.StandardButton.Save).clicked.connect(self._check)
        self.buttonBox.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.pad)
        layout.addWidget(self.errorLabel)
        layout.addWidget(self.buttonBox)

    def _check(self):
        if not self.textEdit.toPlainText().strip():
            self.errorLabel.setText(self.tr("Escriba el texto del anexo."))
        elif not self.nameEdit.text().strip():
            self.errorLabel.setText(self.tr("Escriba el nombre de quien firma el anexo."))
        elif self.pad.is_empty():
            self.errorLabel.setText(self.tr("Falta la firma dibujada."))
        else:
            self.accept()


class MatchDayGuide(StepGuide):
    """The acta of one chess match, from arrival to a locked acta."""

    def __init__(self, db: Database, match_id: int, clock=datetime.now, parent=None):
        super().__init__(parent)
        self.db, self.match_id, self.clock = db, match_id, clock
        open_acta(db, match_id, clock())
        self.view: ActaView = chess_acta.acta_view(db, match_id)
        self.setWindowTitle(
            self.tr("Acta — {home} – {away}").format(
                home=self.view.home_team, away=self.view.away_team
            )
        )
        self.resize(1240, 720)
        steps: list[_Step] = [
            DocumentationStep(self),
            StartStep(self),
            GamesStep(self),
            IncidentsStep(self),
            CloseStep(self),
        ]
        self._build_frame(steps, STEPS, list_width=260)
        self.refresh()
        self.go(self.view.step)

    # --- refresh -----------------------------------------------------------------------------

    def refresh(self) -> None:
        self.view = view = chess_acta.acta_view(self.db, self.match_id)
        header = (
            self.tr(
                "<b>{competition}</b> · Ronda {round} · {when} · {venue}<br><span "
                "style='font-size:14pt'><b>{home} {score} {away}</b></span> · Acta CERRADA "
                "(solo lectura)"
            )
            if view.locked
            else self.tr(
                "<b>{competition}</b> · Ronda {round} · {when} · {venue}<br><span "
                "style='font-size:14pt'><b>{home} {score} {away}</b></span> · Acta abierta"
            )
        )
        self.headerLabel.setText(
            header.format(
                competition=view.competition,
                round=view.round_number,
                when=fmt_datetime(view.official_start),
                venue=view.venue,
                home=view.home_team,
                score=view.score.label,
                away=view.away_team,
            )
        )
        for index, step in enumerate(self.steps):
            step.refresh(view)
            kind, missing = step.status(view)
            item = self.stepList.item(index)
            item.setText(f"{MARK[kind]} {index + 1}. {label(STEPS[index])}")
            item.setToolTip(missing)
            item.setForeground(QBrush(QColor("#1b6e20" if kind == "ok" else "#333333")))

    # --- actions ---------------------------------------------------------------------------

    def act(self, action, *args, ask_void: bool = True, **kwargs):
        """Run one store action; warn first when it would void signatures already taken."""
        if ask_void and self.view.valid_signatures() and not self.view.locked:
            names = ", ".join(s.name for s in self.view.valid_signatures().values())
            if not messages.ask(
                self,
                self.tr("Firmas"),
                self.tr(
                    "El acta ya está firmada por {names}. Este cambio anula esas firmas y habrá "
                    "que firmar de nuevo. ¿Continuar?"
                ).format(names=names),
            ):
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

    def backup_after_lock(self) -> None:
        """A copy of the database right after an acta locks (issue: nothing lost)."""
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

    def new_incident(self, kind: str | None, corrects=None) -> None:
        if self.view.locked:
            messages.warn(self, self.tr("Acta"), LOCKED_MESSAGE)
            return
        dialog = IncidentDialog(
            self.db, self.match_id, self.clock, kind=kind, corrects=corrects, parent=self
        )
        if dialog.exec():
            self.refresh()

    def open_lineups(self) -> None:
        from delegate_app.ui.lineup_editor import LineupDialog

        LineupDialog(self.db, self.match_id, self).exec()
        self.refresh()

    def export_pdf(self) -> None:
        from delegate_app.ui.acta_export_dialog import ActaExportDialog

        ActaExportDialog(self.db, self.match_id, parent=self).exec()

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
