"""Create or edit a competition: every setting of the season, each docs/reglas.md decision with the
article it reads. The store checks and saves; a refusal stays in the dialog with its reason."""

from __future__ import annotations

import json
from datetime import date
from typing import Any, cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.competition import (
    CHESS_CATEGORIES,
    DEFAULT_BOARDS,
    DEFAULT_DOMINO_PARTIDAS,
    DEFAULT_DOMINO_TABLES,
    DEFAULT_DOMINO_TARGET,
    IncrementKind,
    Sport,
    default_match_points,
    default_time_control,
)
from delegate_app.domain.players import InvalidValue, parse_date
from delegate_app.domain.season import decisions_for, resolve_decisions
from delegate_app.store.competitions import LIMITS
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Competition
from delegate_app.store.rows import require_id
from delegate_app.ui.dialog_parts import error_label, save_cancel
from delegate_app.ui.formatting import fmt_date_input
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP, translate
from delegate_app.ui.labels import label

# Suggestions only (the box is editable): the names the domino leagues usually have.
DOMINO_LEAGUES = (
    QT_TRANSLATE_NOOP("CompetitionDialog", "Liga Insular"),
    QT_TRANSLATE_NOOP("CompetitionDialog", "Primera División"),
    QT_TRANSLATE_NOOP("CompetitionDialog", "Segunda División"),
)


def _spin(low: int, high: int, value: int, name: str, suffix: str = "") -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setValue(value)
    spin.setAccessibleName(name)
    if suffix:
        spin.setSuffix(suffix)
    return spin


def _free_dates_text(stored: str) -> str:
    try:
        days = [date.fromisoformat(d) for d in json.loads(stored or "[]")]
    except (ValueError, TypeError):
        return ""
    return ", ".join(fmt_date_input(d) for d in days)


class CompetitionDialog(QDialog):
    """New competition (competition=None) or the settings of an existing one."""

    def __init__(
        self,
        db: Database,
        competition: Competition | None = None,
        parent: QWidget | None = None,
        season: str = "",
    ):
        super().__init__(parent)
        self._db, self._competition = db, competition
        self.saved_competition: Competition | None = None
        self.setWindowTitle(
            self.tr("Editar competición") if competition else self.tr("Nueva competición")
        )
        self.resize(760, 600)
        self._decision_combos: dict[str, QComboBox] = {}

        # --- general -------------------------------------------------------------------------
        self.sportCombo = QComboBox()
        self.sportCombo.setAccessibleName(self.tr("Modalidad"))
        for sport in Sport:
            self.sportCombo.addItem(label(sport.label), sport.value)
        self.nameEdit = QLineEdit()
        self.nameEdit.setAccessibleName(self.tr("Nombre de la competición"))
        self.nameEdit.setPlaceholderText(self.tr("p. ej. Liga Insular por Equipos — Preferente"))
        self.seasonEdit = QLineEdit(season)
        self.seasonEdit.setAccessibleName(self.tr("Temporada"))
        self.seasonEdit.setPlaceholderText("2026-2027")
        self.categoryCombo = QComboBox()
        self.categoryCombo.setEditable(True)
        self.categoryCombo.setAccessibleName(self.tr("Categoría"))
        self.groupEdit = QLineEdit()
        self.groupEdit.setAccessibleName(self.tr("Grupo"))
        self.federationEdit = QLineEdit()
        self.federationEdit.setAccessibleName(self.tr("Federación"))
        self.pointsWin = _spin(*LIMITS["points"], 2, self.tr("Puntos por encuentro ganado"))
        self.pointsDraw = _spin(*LIMITS["points"], 1, self.tr("Puntos por encuentro empatado"))
        self.pointsLoss = _spin(*LIMITS["points"], 0, self.tr("Puntos por encuentro perdido"))
        points_row = QWidget()
        row = QHBoxLayout(points_row)
        row.setContentsMargins(0, 0, 0, 0)
        for text, spin in (
            (self.tr("ganado"), self.pointsWin),
            (self.tr("empatado"), self.pointsDraw),
            (self.tr("perdido"), self.pointsLoss),
        ):
            caption = QLabel(text)
            caption.setBuddy(spin)
            row.addWidget(caption)
            row.addWidget(spin)
        row.addStretch(1)
        general = QWidget()
        form = QFormLayout(general)
        form.addRow(self.tr("&Modalidad:"), self.sportCombo)
        form.addRow(self.tr("&Nombre:"), self.nameEdit)
        form.addRow(self.tr("&Temporada:"), self.seasonEdit)
        form.addRow(self.tr("&Categoría:"), self.categoryCombo)
        form.addRow(self.tr("&Grupo:"), self.groupEdit)
        form.addRow(self.tr("&Federación:"), self.federationEdit)
        form.addRow(self.tr("Puntos por encuentro:"), points_row)

        # --- play ----------------------------------------------------------------------------
        self.boardsSpin = _spin(*LIMITS["boards"], DEFAULT_BOARDS, self.tr("Tableros por equipo"))
        self.baseMinutes = _spin(
            *LIMITS["base_minutes"], 120, self.tr("Minutos por jugador"), suffix=self.tr(" min")
        )
        self.incrementSeconds = _spin(
            *LIMITS["increment_seconds"], 0, self.tr("Incremento por jugada"), suffix=self.tr(" s")
        )
        self.incrementKind = QComboBox()
        self.incrementKind.setAccessibleName(self.tr("Tipo de incremento"))
        for kind, text in (
            (IncrementKind.NONE, self.tr("sin incremento")),
            (IncrementKind.BRONSTEIN, self.tr("Bronstein")),
            (IncrementKind.FISCHER, self.tr("Fischer")),
        ):
            self.incrementKind.addItem(text, kind.value)
        self.tablesSpin = _spin(
            *LIMITS["tables_per_team"], DEFAULT_DOMINO_TABLES, self.tr("Mesas por equipo")
        )
        self.partidasSpin = _spin(
            *LIMITS["partidas_per_table"], DEFAULT_DOMINO_PARTIDAS, self.tr("Partidas por mesa")
        )
        self.targetSpin = _spin(
            *LIMITS["target_score"],
            DEFAULT_DOMINO_TARGET,
            self.tr("Tantos por partida"),
            suffix=self.tr(" tantos"),
        )
        self.targetSpin.setSingleStep(50)
        self.chessPlay = QWidget()
        chess_form = QFormLayout(self.chessPlay)
        chess_form.addRow(self.tr("Ta&bleros por equipo (art. 18.1):"), self.boardsSpin)
        chess_form.addRow(self.tr("&Ritmo de juego (arts. 17.2 y 17.3):"), self.baseMinutes)
        chess_form.addRow(self.tr("&Incremento:"), self.incrementSeconds)
        chess_form.addRow(self.tr("Tipo de incremen&to:"), self.incrementKind)
        self.timeControlHint = QLabel()
        self.timeControlHint.setWordWrap(True)
        chess_form.addRow("", self.timeControlHint)
        self.dominoPlay = QWidget()
        domino_form = QFormLayout(self.dominoPlay)
        domino_form.addRow(self.tr("M&esas por equipo (ajuste):"), self.tablesSpin)
        domino_form.addRow(self.tr("&Partidas por mesa (ajuste):"), self.partidasSpin)
        domino_form.addRow(self.tr("Partida &a (art. 18, ajuste):"), self.targetSpin)
        play = QWidget()
        play_layout = QVBoxLayout(play)
        play_layout.addWidget(self.chessPlay)
        play_layout.addWidget(self.dominoPlay)
        play_layout.addStretch(1)

        # --- calendar ------------------------------------------------------------------------
        self.roundsCombo = QComboBox()
        self.roundsCombo.setAccessibleName(self.tr("Vueltas"))
        self.roundsCombo.addItem(self.tr("Doble vuelta"), True)
        self.roundsCombo.addItem(self.tr("Una vuelta"), False)
        self.firstRoundEdit = QLineEdit()
        self.firstRoundEdit.setAccessibleName(self.tr("Primera jornada"))
        self.firstRoundEdit.setPlaceholderText(self.tr("dd/mm/aaaa (un sábado)"))
        self.saturdayTimeEdit = QLineEdit("16:00")
        self.saturdayTimeEdit.setAccessibleName(self.tr("Hora oficial del sábado"))
        self.sundayTimeEdit = QLineEdit("10:00")
        self.sundayTimeEdit.setAccessibleName(self.tr("Hora oficial del domingo"))
        self.lastSaturdaySpin = _spin(
            *LIMITS["saturday_only_last_rounds"], 2, self.tr("Últimas jornadas en sábado")
        )
        self.freeWeekendsEdit = QLineEdit()
        self.freeWeekendsEdit.setAccessibleName(self.tr("Fines de semana sin juego"))
        self.freeWeekendsEdit.setPlaceholderText(self.tr("sábados dd/mm/aaaa, separados por comas"))
        self.seasonStartEdit = QLineEdit()
        self.seasonStartEdit.setAccessibleName(self.tr("Inicio de la temporada"))
        self.seasonStartEdit.setPlaceholderText(self.tr("vacío: 1 de agosto"))
        self.seasonEndEdit = QLineEdit()
        self.seasonEndEdit.setAccessibleName(self.tr("Fin de la temporada"))
        self.seasonEndEdit.setPlaceholderText(self.tr("vacío: 31 de julio"))
        self.extensionEdit = QLineEdit()
        self.extensionEdit.setAccessibleName(self.tr("Plazo de ampliación de listas"))
        self.extensionEdit.setPlaceholderText(self.tr("dd/mm/aaaa; vacío: sin aviso"))
        calendar = QWidget()
        cal_form = QFormLayout(calendar)
        cal_form.addRow(self.tr("&Vueltas:"), self.roundsCombo)
        cal_form.addRow(self.tr("Pri&mera jornada:"), self.firstRoundEdit)
        cal_form.addRow(self.tr("Hora oficial del &sábado:"), self.saturdayTimeEdit)
        cal_form.addRow(self.tr("Hora del &domingo, si el local lo eligió:"), self.sundayTimeEdit)
        cal_form.addRow(self.tr("Últimas jornadas en sábad&o:"), self.lastSaturdaySpin)
        cal_form.addRow(self.tr("Fines de semana sin &juego:"), self.freeWeekendsEdit)
        cal_form.addRow(self.tr("Temporada desde:"), self.seasonStartEdit)
        cal_form.addRow(self.tr("Temporada hasta:"), self.seasonEndEdit)
        cal_form.addRow(self.tr("Plazo de ampliación de &listas:"), self.extensionEdit)
        # The captions that cite the chess regulation (CH-1, 4, 6.1, 6.4, 7, 10.1): the domino
        # regulation has no such articles, so a domino competition shows them without one.
        self._chess_citations = [
            (form, self.categoryCombo, self.tr("&Categoría (art. 1):")),
            (form, points_row, self.tr("Puntos por encuentro (art. 7):")),
            (cal_form, self.roundsCombo, self.tr("&Vueltas (art. 4):")),
            (cal_form, self.saturdayTimeEdit, self.tr("Hora oficial del &sábado (art. 6.1):")),
            (
                cal_form,
                self.sundayTimeEdit,
                self.tr("Hora del &domingo, si el local lo eligió (art. 6.1):"),
            ),
            (cal_form, self.lastSaturdaySpin, self.tr("Últimas jornadas en sábad&o (art. 6.4):")),
            (
                cal_form,
                self.extensionEdit,
                self.tr("Plazo de ampliación de &listas (art. 10.1):"),
            ),
        ]
        self._plain_captions = {
            id(field): cast(QLabel, form_.labelForField(field)).text()
            for form_, field, _text in self._chess_citations
        }

        # --- decisions -----------------------------------------------------------------------
        self.decisionsPage = QWidget()
        self._decisions_layout = QVBoxLayout(self.decisionsPage)
        decisions_scroll = QScrollArea()
        decisions_scroll.setWidgetResizable(True)
        decisions_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        decisions_scroll.setWidget(self.decisionsPage)
        decisions = QWidget()
        decisions_layout = QVBoxLayout(decisions)
        intro = QLabel(
            self.tr(
                "Donde el reglamento calla o es ambiguo, la aplicación sigue estas decisiones. "
                "Son ajustes de la competición, no texto del reglamento."
            )
        )
        intro.setWordWrap(True)
        decisions_layout.addWidget(intro)
        decisions_layout.addWidget(decisions_scroll, 1)

        self.tabs = QTabWidget()
        self.tabs.addTab(general, self.tr("General"))
        self.tabs.addTab(play, self.tr("Juego"))
        self.tabs.addTab(calendar, self.tr("Calendario"))
        self.tabs.addTab(decisions, self.tr("Decisiones"))

        self.archivedCheck = QCheckBox(
            self.tr("Archivada: temporada anterior, solo se puede consultar")
        )
        self.errorLabel = error_label()
        self.buttonBox = save_cancel(self, self.save)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.archivedCheck)
        layout.addWidget(self.errorLabel)
        layout.addWidget(self.buttonBox)
        self.archivedCheck.setVisible(competition is not None)
        # An archived competition is read: its settings come back only when it is un-archived.
        self.archivedCheck.toggled.connect(
            lambda on: self.tabs.setEnabled(not on or not self._was_archived)
        )
        self._was_archived: bool = competition is not None and competition.archived

        self.sportCombo.currentIndexChanged.connect(self._sport_changed)
        self.categoryCombo.currentTextChanged.connect(self._category_changed)
        if competition is not None:
            self._fill(competition)
        else:
            self._sport_changed()

    # --- filling -------------------------------------------------------------------------------

    def sport(self) -> Sport:
        return Sport(self.sportCombo.currentData())

    def _sport_changed(
        self, _index: int = -1, stored_decisions: dict[str, str] | None = None
    ) -> None:
        sport = self.sport()
        chess = sport is Sport.CHESS
        self.chessPlay.setVisible(chess)
        self.dominoPlay.setVisible(not chess)
        for form, field, cited in self._chess_citations:
            caption = cast(QLabel, form.labelForField(field))
            caption.setText(cited if chess else self._plain_captions[id(field)])
        category = self.categoryCombo.currentText()
        self.categoryCombo.blockSignals(True)
        self.categoryCombo.clear()
        self.categoryCombo.addItems(
            CHESS_CATEGORIES
            if chess
            else [translate("CompetitionDialog", name) for name in DOMINO_LEAGUES]
        )
        self.categoryCombo.setEditText(category if category else self.categoryCombo.itemText(0))
        self.categoryCombo.blockSignals(False)
        if self._competition is None or _index >= 0:
            points = default_match_points(sport)
            self.pointsWin.setValue(points.win)
            self.pointsDraw.setValue(points.draw)
            self.pointsLoss.setValue(points.loss)
            self._category_changed(self.categoryCombo.currentText())
        self._build_decisions(sport, stored_decisions or {})

    def _category_changed(self, category: str) -> None:
        """Arts. 17.2 and 17.3: the category's time control, which the delegate may change."""
        if self.sport() is not Sport.CHESS:
            return
        tc = default_time_control(category)
        self.baseMinutes.setValue(tc.base_minutes)
        self.incrementSeconds.setValue(tc.increment_seconds)
        self.incrementKind.setCurrentIndex(self.incrementKind.findData(tc.increment_kind.value))
        self.timeControlHint.setText(
            self.tr(
                "Preferente: 90 min + 30 s Bronstein (art. 17.2); Primera y Segunda: 2 horas "
                "sin incremento (art. 17.3)."
            )
        )

    def _build_decisions(self, sport: Sport, stored: dict[str, str]) -> None:
        while self._decisions_layout.count():
            item = self._decisions_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self._decision_combos.clear()
        values = resolve_decisions(sport, stored)
        for decision in decisions_for(sport):
            combo = QComboBox()
            # Long choices elide instead of widening the page past the dialog.
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(24)
            combo.setAccessibleName(label(decision.label))
            for value, text in decision.choices:
                combo.addItem(label(text), value)
            combo.setCurrentIndex(max(0, combo.findData(values[decision.key])))
            combo.setEnabled(len(decision.choices) > 1)
            caption = QLabel(f"{label(decision.label)} ({decision.article}):")
            caption.setWordWrap(True)
            caption.setBuddy(combo)
            self._decisions_layout.addWidget(caption)
            self._decisions_layout.addWidget(combo)
            self._decisions_layout.addSpacing(6)
            self._decision_combos[decision.key] = combo
        self._decisions_layout.addStretch(1)

    def _fill(self, c: Competition) -> None:
        self.sportCombo.blockSignals(True)
        self.sportCombo.setCurrentIndex(self.sportCombo.findData(c.sport))
        self.sportCombo.blockSignals(False)
        self.categoryCombo.setEditText(c.category)
        try:
            stored = json.loads(c.decisions_json or "{}")
        except ValueError:
            stored = {}
        self._sport_changed(stored_decisions=stored)
        self.categoryCombo.blockSignals(True)
        self.categoryCombo.setEditText(c.category)
        self.categoryCombo.blockSignals(False)
        self.nameEdit.setText(c.name)
        self.seasonEdit.setText(c.season)
        self.groupEdit.setText(c.group_name)
        self.federationEdit.setText(c.federation)
        self.pointsWin.setValue(c.points_win)
        self.pointsDraw.setValue(c.points_draw)
        self.pointsLoss.setValue(c.points_loss)
        self.boardsSpin.setValue(c.boards)
        self.baseMinutes.setValue(c.base_minutes)
        self.incrementSeconds.setValue(c.increment_seconds)
        self.incrementKind.setCurrentIndex(max(0, self.incrementKind.findData(c.increment_kind)))
        self.tablesSpin.setValue(c.tables_per_team)
        self.partidasSpin.setValue(c.partidas_per_table)
        self.targetSpin.setValue(c.target_score)
        self.roundsCombo.setCurrentIndex(0 if c.double_round_robin else 1)
        self.firstRoundEdit.setText(fmt_date_input(c.first_round_date))
        self.saturdayTimeEdit.setText(c.saturday_time)
        self.sundayTimeEdit.setText(c.sunday_time)
        self.lastSaturdaySpin.setValue(c.saturday_only_last_rounds)
        self.freeWeekendsEdit.setText(_free_dates_text(c.free_weekends_json))
        self.seasonStartEdit.setText(fmt_date_input(c.season_start))
        self.seasonEndEdit.setText(fmt_date_input(c.season_end))
        self.extensionEdit.setText(fmt_date_input(c.extension_deadline))
        self.archivedCheck.setChecked(c.archived)
        self.tabs.setEnabled(not c.archived)

    # --- saving --------------------------------------------------------------------------------

    def values(self) -> tuple[dict[str, Any] | None, list[str]]:
        """The settings typed in the dialog as the store's keyword arguments, or the problems."""
        problems: list[str] = []

        def day(edit: QLineEdit, caption: str) -> date | None:
            try:
                return parse_date(edit.text(), caption)
            except InvalidValue as exc:
                problems.append(str(exc))
                return None

        free: list[date] = []
        for part in self.freeWeekendsEdit.text().replace(";", ",").split(","):
            if part.strip():
                try:
                    value = parse_date(part, "Fines de semana sin juego")
                except InvalidValue as exc:
                    problems.append(str(exc))
                else:
                    if value is not None:
                        free.append(value)
        sport = self.sport()
        values = {
            "name": self.nameEdit.text().strip(),
            "sport": sport.value,
            "season": self.seasonEdit.text().strip(),
            "category": self.categoryCombo.currentText().strip(),
            "group_name": self.groupEdit.text().strip(),
            "federation": self.federationEdit.text().strip(),
            "points_win": self.pointsWin.value(),
            "points_draw": self.pointsDraw.value(),
            "points_loss": self.pointsLoss.value(),
            "double_round_robin": bool(self.roundsCombo.currentData()),
            "first_round_date": day(self.firstRoundEdit, "Primera jornada"),
            "saturday_time": self.saturdayTimeEdit.text().strip(),
            "sunday_time": self.sundayTimeEdit.text().strip(),
            "saturday_only_last_rounds": self.lastSaturdaySpin.value(),
            "free_weekends": free,
            "season_start": day(self.seasonStartEdit, "Inicio de la temporada"),
            "season_end": day(self.seasonEndEdit, "Fin de la temporada"),
            "extension_deadline": day(self.extensionEdit, "Plazo de ampliación"),
            "decisions": {key: combo.currentData() for key, combo in self._decision_combos.items()},
        }
        if sport is Sport.CHESS:
            values.update(
                boards=self.boardsSpin.value(),
                base_minutes=self.baseMinutes.value(),
                increment_seconds=self.incrementSeconds.value(),
                increment_kind=self.incrementKind.currentData(),
            )
        else:
            values.update(
                tables_per_team=self.tablesSpin.value(),
                partidas_per_table=self.partidasSpin.value(),
                target_score=self.targetSpin.value(),
            )
        return (None if problems else values), problems

    def save(self) -> None:
        from delegate_app.store import competitions

        if self._was_archived and self.archivedCheck.isChecked():
            self.reject()  # still archived: nothing can have changed
            return
        values, problems = self.values()
        if values is None:
            self.errorLabel.setText("\n".join(problems))
            return
        try:
            spec = competitions.CompetitionSpec(**values)
            if self._competition is None:
                self.saved_competition = competitions.create_competition(self._db, spec)
            else:
                competition_id = require_id(self._competition)
                if self._competition.archived and not self.archivedCheck.isChecked():
                    competitions.archive_competition(self._db, competition_id, archived=False)
                self.saved_competition = competitions.update_competition(
                    self._db, competition_id, spec
                )
                if self.archivedCheck.isChecked() and not self._competition.archived:
                    self.saved_competition = competitions.archive_competition(
                        self._db, competition_id
                    )
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.accept()
