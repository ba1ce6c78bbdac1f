"""Add or edit a player; every problem of the form is listed at once, nothing saved until valid."""

from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from delegate_app.domain.players import (
    InvalidValue,
    PlayerRecord,
    clean_licence,
    parse_date,
    parse_rating,
    validate_player,
)
from delegate_app.store import clubs
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Player, Team
from delegate_app.ui.formatting import fmt_date_input, fmt_int
from delegate_app.ui.forms.ui_player_dialog import Ui_PlayerDialog


class PlayerDialog(QDialog):
    def __init__(
        self,
        db: Database,
        club_id: int,
        teams: list[Team],
        player: Player | None = None,
        parent: QWidget | None = None,
        today: date | None = None,
    ):
        super().__init__(parent)
        self.ui = Ui_PlayerDialog()
        self.ui.setupUi(self)
        self._db, self._club_id, self._player = db, club_id, player
        self._today = today or date.today()
        self.saved_player: Player | None = None
        self.setWindowTitle(self.tr("Editar jugador") if player else self.tr("Nuevo jugador"))
        self.ui.teamCombo.addItem(self.tr("(sin equipo)"), None)
        for team in teams:
            self.ui.teamCombo.addItem(f"{team.rank} — {team.name}", team.rank)
        if player is not None:
            self._fill(player, teams)
        else:
            self.ui.incorporatedEdit.setText(fmt_date_input(self._today))
        self.ui.buttonBox.button(QDialogButtonBox.StandardButton.Save).clicked.connect(self.save)
        self.ui.buttonBox.rejected.connect(self.reject)

    def _fill(self, p: Player, teams: list[Team]) -> None:
        self.ui.firstNameEdit.setText(p.first_name)
        self.ui.lastNameEdit.setText(p.last_name)
        self.ui.licenceEdit.setText(p.licence or "")
        self.ui.dniEdit.setText(p.dni or "")
        self.ui.birthDateEdit.setText(fmt_date_input(p.birth_date))
        self.ui.eloCanarioEdit.setText(fmt_int(p.elo_canario))
        self.ui.fideEdit.setText(fmt_int(p.fide_rating))
        rank = next((t.rank for t in teams if t.id == p.team_id), None)
        self.ui.teamCombo.setCurrentIndex(max(0, self.ui.teamCombo.findData(rank)))
        self.ui.incorporatedEdit.setText(fmt_date_input(p.incorporated_on))
        self.ui.activeCheck.setChecked(p.active)

    def record(self) -> tuple[PlayerRecord | None, list[str]]:
        """The record typed in the form, or None and every problem found."""
        problems: list[str] = []
        values = {}
        parsers = {
            # The labels start the domain's Spanish messages, so they stay Spanish too.
            "birth_date": (parse_date, self.ui.birthDateEdit, "Fecha de nacimiento"),
            "incorporated_on": (parse_date, self.ui.incorporatedEdit, "Fecha de alta"),
            "elo_canario": (parse_rating, self.ui.eloCanarioEdit, "ELO Canario"),
            "fide_rating": (parse_rating, self.ui.fideEdit, "ELO FIDE"),
        }
        for key, (parser, edit, label) in parsers.items():
            try:
                values[key] = parser(edit.text(), label)
            except InvalidValue as exc:
                problems.append(str(exc))
                values[key] = None
        record = PlayerRecord(
            first_name=self.ui.firstNameEdit.text().strip(),
            last_name=self.ui.lastNameEdit.text().strip(),
            licence=clean_licence(self.ui.licenceEdit.text()),
            dni=self.ui.dniEdit.text().strip() or None,
            team_rank=self.ui.teamCombo.currentData(),
            active=self.ui.activeCheck.isChecked(),
            **values,
        )
        problems += validate_player(record, self._today)
        return (None if problems else record), problems

    def save(self) -> None:
        record, problems = self.record()
        if record is None:
            self.ui.errorLabel.setText("\n".join(problems))
            return
        try:
            if self._player is None:
                self.saved_player = clubs.add_player(self._db, self._club_id, record, self._today)
            else:
                self.saved_player = clubs.update_player(
                    self._db, self._player.id, record, self._today
                )
        except StoreError as exc:
            self.ui.errorLabel.setText(str(exc))
            return
        self.accept()
