"""Add a team (A, B, C…) to a club, optionally entered in a competition."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.competition import TEAM_RANKS, Sport
from delegate_app.store import clubs
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club, Team
from delegate_app.store.rows import require_id
from delegate_app.ui.dialog_parts import error_label


class TeamDialog(QDialog):
    def __init__(self, db: Database, club: Club, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Nuevo equipo"))
        self._db, self._club = db, club
        self.saved_team: Team | None = None
        taken = {t.rank for t in clubs.list_teams(db, require_id(club))}
        self.rankCombo = QComboBox()
        self.rankCombo.setAccessibleName(self.tr("Equipo"))
        for rank in TEAM_RANKS:
            if rank not in taken:
                self.rankCombo.addItem(rank, rank)
        self.nameEdit = QLineEdit()
        self.nameEdit.setAccessibleName(self.tr("Nombre del equipo"))
        self.competitionCombo = QComboBox()
        self.competitionCombo.setAccessibleName(self.tr("Competición"))
        self.competitionCombo.addItem(self.tr("(ninguna todavía)"), None)
        for competition in clubs.list_competitions(db):
            if competition.sport == club.sport:
                self.competitionCombo.addItem(
                    f"{competition.name} ({competition.season})", competition.id
                )
        self.sundayCheck = QCheckBox(
            self.tr("Juega en casa los domingos a las 10:00 (art. 6.1)")
            if club.sport == Sport.CHESS.value
            else self.tr("Juega en casa los domingos a las 10:00")
        )
        self.errorLabel = error_label()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttonBox = buttons
        buttons.button(QDialogButtonBox.StandardButton.Save).clicked.connect(self.save)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("&Equipo:"), self.rankCombo)
        form.addRow(self.tr("&Nombre:"), self.nameEdit)
        form.addRow(self.tr("&Competición:"), self.competitionCombo)
        form.addRow("", self.sundayCheck)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.errorLabel)
        layout.addWidget(buttons)
        self.rankCombo.currentIndexChanged.connect(self._suggest_name)
        self._suggest_name()

    def _suggest_name(self) -> None:
        rank = self.rankCombo.currentData()
        if rank:
            self.nameEdit.setText(f"{self._club.name} {rank}")

    def save(self) -> None:
        rank = self.rankCombo.currentData()
        if rank is None:
            self.errorLabel.setText(self.tr("El club ya tiene todos los equipos posibles (A–H)."))
            return
        try:
            self.saved_team = clubs.create_team(
                self._db,
                require_id(self._club),
                rank,
                self.nameEdit.text(),
                self.competitionCombo.currentData(),
                self.sundayCheck.isChecked(),
            )
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.accept()
