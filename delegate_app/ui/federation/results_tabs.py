"""The window's Plazos and Clasificación tabs: the same answers as `federacion plazos` and
`federacion clasificacion`, with the report saved as PDF or CSV from here."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from delegate_app.store.errors import StoreError
from delegate_app.ui import messages
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP
from delegate_app.ui.table_util import cell, fill_table, make_table

if TYPE_CHECKING:  # imported where used
    from delegate_app.domain.federation.evidence_deadlines import DeadlineReport
    from delegate_app.store.federation.official import CompetitionResults

REPORT_FILTER = QT_TRANSLATE_NOOP("DeadlinesTab", "Informe en PDF (*.pdf);;Hoja CSV (*.csv)")
PROPOSAL_COLOUR = "#b00020"
MISSING_BACKGROUND = "#fde8e8"
LISTED_MISSING = 5  # named in the line above the table; the filter shows them all


def _score(value: float | None) -> str:
    from delegate_app.documents.federation.site_pages import score_number

    return score_number(value)


def _fill_competitions(combo: QComboBox, db: Any, with_all: str | None) -> None:
    from delegate_app.store.federation.official import competitions

    current = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    if with_all is not None:
        combo.addItem(with_all, None)
    try:
        found = competitions(db)
    except StoreError:
        found = []
    for info in found:
        combo.addItem(f"{info.name} {info.season} ({info.id})", info.id)
    index = combo.findData(current)
    combo.setCurrentIndex(max(index, 0))
    combo.blockSignals(False)


class DeadlinesTab(QWidget):
    office_help_topic = "plazos"  # F1: ui/federation/office_help.py

    def __init__(self, db: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.report: DeadlineReport | None = None
        self.shown: list[Any] = []  # the checks in the table, in its order
        self.competitionCombo = QComboBox()
        self.competitionCombo.setAccessibleName(self.tr("Competición"))
        self.competitionCombo.currentIndexChanged.connect(self.refresh)
        self.saveButton = QPushButton(self.tr("Guardar el &informe…"))
        self.saveButton.clicked.connect(self.save_report)
        self.missingOnly = QCheckBox(self.tr("Solo las actas no &recibidas"))
        self.missingOnly.setToolTip(
            self.tr(
                "Encuentros del calendario importado de los que no ha llegado ninguna acta "
                "cuando ya venció un plazo"
            )
        )
        self.missingOnly.toggled.connect(self.show_checks)
        self.summaryLabel = QLabel()
        self.summaryLabel.setWordWrap(True)
        self.missingLabel = QLabel()
        self.missingLabel.setWordWrap(True)
        self.missingLabel.setStyleSheet(f"color: {PROPOSAL_COLOUR}; font-weight: bold;")
        self.table = make_table(
            [
                self.tr("Encuentro"),
                self.tr("Club"),
                self.tr("Plazo"),
                self.tr("Vence"),
                self.tr("Prueba"),
                self.tr("Cumplimiento"),
                self.tr("Propuesta"),
            ],
            self.tr("Plazos de las actas"),
            stretch_column=0,
        )
        tools = QHBoxLayout()
        tools.addWidget(QLabel(self.tr("Competición:")))
        tools.addWidget(self.competitionCombo, 1)
        tools.addWidget(self.missingOnly)
        tools.addWidget(self.saveButton)
        layout = QVBoxLayout(self)
        layout.addLayout(tools)
        layout.addWidget(self.summaryLabel)
        layout.addWidget(self.missingLabel)
        layout.addWidget(self.table, 1)

    @property
    def missing_actas(self) -> int:
        """Matches of the calendar whose acta never arrived, in the report shown."""
        return len(self.report.missing_actas) if self.report is not None else 0

    def refresh(self) -> None:
        from delegate_app.documents.federation.deadline_report import summary
        from delegate_app.documents.federation.office import deadline_report

        if self.sender() is not self.competitionCombo:
            _fill_competitions(self.competitionCombo, self.db, self.tr("Todas"))
        try:
            self.report = deadline_report(self.db, self.competitionCombo.currentData())
        except StoreError as exc:
            self.report = None
            self.summaryLabel.setText(str(exc))
            self.missingLabel.clear()
            fill_table(self.table, [])
            return
        self.summaryLabel.setText(summary(self.report))
        missing = self.report.missing_actas
        several = len({check.competition for check in missing}) > 1
        self.missingLabel.setVisible(bool(missing))
        self.missingLabel.setText(
            self.tr("%n encuentros del calendario sin ninguna acta recibida: ", "", len(missing))
            + "; ".join(
                (f"{check.match.competition} " if several else "")
                + f"R{check.match.round} {check.match.home} – {check.match.away}"
                for check in missing[:LISTED_MISSING]
            )
            + (" …" if len(missing) > LISTED_MISSING else "")
        )
        self.saveButton.setEnabled(bool(self.report.checks))
        self.show_checks()

    def show_checks(self) -> None:
        from delegate_app.documents.federation.deadline_report import rule_label
        from delegate_app.domain.federation.evidence_deadlines import Compliance

        if self.report is None:
            return
        checks = [
            check
            for check in self.report.checks
            if not self.missingOnly.isChecked() or check.compliance is Compliance.NOT_RECEIVED
        ]
        self.shown = checks
        fill_table(
            self.table,
            [
                [
                    check.match.label(),
                    check.club,
                    rule_label(check),
                    check.due.strftime("%d/%m/%Y %H:%M"),
                    check.evidence_at.strftime("%d/%m/%Y %H:%M") if check.evidence_at else "—",
                    check.compliance.value,
                    check.proposal.value,
                ]
                for check in checks
            ],
        )
        for row, check in enumerate(checks):
            for column in range(self.table.columnCount()):
                item = cell(self.table, row, column)
                if check.proposal.value:
                    item.setForeground(QBrush(QColor(PROPOSAL_COLOUR)))
                if check.compliance is Compliance.NOT_RECEIVED:
                    item.setBackground(QBrush(QColor(MISSING_BACKGROUND)))
            cell(self.table, row, 0).setToolTip(check.text)

    def save_report(self) -> None:
        from delegate_app.documents.federation.deadline_report import write_deadline_report
        from delegate_app.store.federation.queries import federation_name

        if self.report is None:
            return
        target = messages.save_file(
            self, self.tr("Guardar el informe de plazos"), "plazos.pdf", self.tr(REPORT_FILTER)
        )
        if not target:
            return
        path = Path(target)
        if path.suffix.lower() not in (".pdf", ".csv"):
            path = path.with_suffix(".pdf")
        try:
            write_deadline_report(self.report, path, federation_name(self.db))
        except (StoreError, OSError, ValueError) as exc:
            messages.error(self, self.tr("Guardar el informe de plazos"), str(exc))
            return
        messages.info(
            self,
            self.tr("Guardar el informe de plazos"),
            self.tr("Informe guardado en {path}.").format(path=path),
        )


class StandingsTab(QWidget):
    office_help_topic = "clasificacion"  # F1: ui/federation/office_help.py

    def __init__(self, db: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.result: CompetitionResults | None = None
        self.competitionCombo = QComboBox()
        self.competitionCombo.setAccessibleName(self.tr("Competición"))
        self.competitionCombo.currentIndexChanged.connect(self.show_table)
        self.notesLabel = QLabel()
        self.notesLabel.setWordWrap(True)
        self.notesLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table = make_table(
            [
                self.tr("Pos."),
                self.tr("Equipo"),
                self.tr("J"),
                self.tr("G"),
                self.tr("E"),
                self.tr("P"),
                self.tr("Puntos"),
                self.tr("A favor"),
                self.tr("En contra"),
                self.tr("Desempate"),
            ],
            self.tr("Clasificación oficial"),
            stretch_column=9,
        )
        tools = QHBoxLayout()
        tools.addWidget(QLabel(self.tr("Competición:")))
        tools.addWidget(self.competitionCombo, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(tools)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.notesLabel)

    def refresh(self) -> None:
        _fill_competitions(self.competitionCombo, self.db, None)
        self.show_table()

    def show_table(self) -> None:
        from delegate_app.store.federation.official import official_tables

        competition_id = self.competitionCombo.currentData()
        if competition_id is None:
            fill_table(self.table, [])
            self.notesLabel.setText(self.tr("Todavía no hay ninguna acta aceptada."))
            return
        try:
            (self.result,) = official_tables(self.db, competition_id)
        except StoreError as exc:
            fill_table(self.table, [])
            self.notesLabel.setText(str(exc))
            return
        table = self.result.table
        fill_table(
            self.table,
            [
                [
                    self.tr("eliminado") if row.position is None else str(row.position),
                    row.team,
                    str(row.played),
                    str(row.won),
                    str(row.drawn),
                    str(row.lost),
                    str(row.points),
                    _score(row.score_for),
                    _score(row.score_against),
                    row.tiebreak,
                ]
                for row in table.rows
            ],
        )
        for index, row in enumerate(table.rows):
            if row.eliminated:
                for column in range(self.table.columnCount()):
                    cell(self.table, index, column).setForeground(QBrush(QColor(PROPOSAL_COLOUR)))
        lines = [decision.summary() for decision in table.decisions]
        lines += [
            self.tr("Sin contar: ronda {round}, {home} – {away}: {status}").format(
                round=line.match.round,
                home=line.match.home,
                away=line.match.away,
                status=line.status.value,
            )
            for line in table.matches
            if not line.counted
        ]
        lines += list(table.notes)
        self.notesLabel.setText("\n".join(lines))
