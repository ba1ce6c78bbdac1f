"""Add or edit a player; every problem of the form is listed at once, nothing saved until valid.

A player added once the season has started is a list extension (art. 10.1): placed by ELO
Canario, with the day it was filed and the deadline warning. A player who comes from another
club is asked the conditions of art. 10.3, which are recorded with him.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.findings import Finding
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
from delegate_app.store.rows import require_id
from delegate_app.ui.formatting import fmt_date_input, fmt_int
from delegate_app.ui.forms.ui_player_dialog import Ui_PlayerDialog

if TYPE_CHECKING:
    from delegate_app.domain.season import Transfer


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
        self.findings: list[Finding] = []  # art. 10.1 and 10.3 warnings of what was saved
        self.extension = player is None and self._season_started()
        self._build_extension(player is None)
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

    def _season_started(self) -> bool:
        """Once the club's first match day has come, a new player is an extension (art. 10.1)."""
        from delegate_app.store.calendar import list_matches

        days = [m.official_date for m in list_matches(self._db, club_id=self._club_id)]
        return bool(days) and min(days) <= self._today

    def _build_extension(self, new: bool) -> None:
        layout = self.ui.dialogLayout
        at = layout.indexOf(self.ui.errorLabel)
        self.extensionBox = QGroupBox(self.tr("Ampliación de lista (art. 10.1)"))
        self.filedEdit = QLineEdit(fmt_date_input(self._today))
        self.filedEdit.setAccessibleName(self.tr("Fecha de presentación de la ampliación"))
        self.extensionLabel = QLabel()
        self.extensionLabel.setWordWrap(True)
        form = QFormLayout(self.extensionBox)
        form.addRow(self.tr("&Presentada el:"), self.filedEdit)
        form.addRow(self.extensionLabel)
        self.extensionBox.setVisible(self.extension)
        layout.insertWidget(at, self.extensionBox)

        self.transferCheck = QCheckBox(self.tr("Viene de &otro club (art. 10.3)"))
        self.transferBox = QGroupBox(self.tr("Traspaso desde otro club (art. 10.3)"))
        self.fromClubEdit = QLineEdit()
        self.fromClubEdit.setAccessibleName(self.tr("Club de procedencia"))
        self.fieldedCheck = QCheckBox(self.tr("Ha sido alineado esta temporada con ese club"))
        self.agreeCheck = QCheckBox(self.tr("Los dos clubes están de acuerdo"))
        self.movedCheck = QCheckBox(self.tr("Cambió su residencia desde fuera de Tenerife"))
        self.gamesCheck = QCheckBox(self.tr("Ha jugado partidas esta temporada"))
        self.transferLabel = QLabel()
        self.transferLabel.setWordWrap(True)
        box = QVBoxLayout(self.transferBox)
        origin = QFormLayout()
        origin.addRow(self.tr("Club de &procedencia:"), self.fromClubEdit)
        box.addLayout(origin)
        for widget in (
            self.fieldedCheck,
            self.agreeCheck,
            self.movedCheck,
            self.gamesCheck,
            self.transferLabel,
        ):
            box.addWidget(widget)
        self.transferBox.setVisible(False)
        self.transferCheck.setVisible(new)
        layout.insertWidget(at + 1, self.transferCheck)
        layout.insertWidget(at + 2, self.transferBox)
        self.transferCheck.toggled.connect(self._transfer_toggled)
        for check in (self.fieldedCheck, self.agreeCheck, self.movedCheck, self.gamesCheck):
            check.toggled.connect(lambda _on: self._show_transfer())
        self.fromClubEdit.textChanged.connect(lambda _t: self._show_transfer())
        self.ui.eloCanarioEdit.textChanged.connect(lambda _t: self._show_extension())
        self.filedEdit.textChanged.connect(lambda _t: self._show_extension())
        self._show_extension()

    def _transfer_toggled(self, on: bool) -> None:
        self.transferBox.setVisible(on)
        self._show_transfer()
        self.adjustSize()

    def transfer(self) -> Transfer:
        from delegate_app.domain.season import Transfer

        return Transfer(
            from_club=self.fromClubEdit.text().strip(),
            condition="",
            fielded_this_season=self.fieldedCheck.isChecked(),
            clubs_agree=self.agreeCheck.isChecked(),
            moved_from_outside_tenerife=self.movedCheck.isChecked(),
            games_this_season=self.gamesCheck.isChecked(),
            recorded_on=self._today,
        )

    def _show_transfer(self) -> None:
        from delegate_app.domain.season import transfer_findings

        if not self.transferCheck.isChecked():
            return
        findings = transfer_findings(self.transfer())
        self.transferLabel.setText(
            "\n".join(f"⚠ {f.message}" for f in findings)
            if findings
            else self.tr("Cumple las condiciones del art. 10.3; se registran con el jugador.")
        )

    def _filed_on(self) -> date | None:
        try:
            return parse_date(self.filedEdit.text(), "Fecha de presentación")
        except InvalidValue:
            return None

    def _show_extension(self) -> None:
        if not self.extension:
            return
        from delegate_app.store.season_players import preview_extension

        try:
            elo = parse_rating(self.ui.eloCanarioEdit.text(), "ELO Canario")
        except InvalidValue:
            elo = None
        filed = self._filed_on() or self._today
        try:
            plan = preview_extension(self._db, self._club_id, elo, filed)
        except StoreError as exc:
            self.extensionLabel.setText(str(exc))
            return
        text = self.tr("Se coloca en la lista con el n.º {number}, por su ELO Canario.").format(
            number=plan.list_number
        )
        if plan.deadline is not None:
            text += " " + self.tr("Plazo de ampliación de «{competition}»: {date}.").format(
                competition=plan.competition, date=fmt_date_input(plan.deadline)
            )
        for finding in plan.findings:
            text += f"\n⚠ {finding.message}"
        self.extensionLabel.setText(text)

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
        values: dict[str, Any] = {}
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
        filed = self._filed_on() if self.extension else None
        if self.extension and filed is None:
            problems.append(self.tr("Fecha de presentación: escriba dd/mm/aaaa."))
        if self.transferCheck.isChecked() and not self.fromClubEdit.text().strip():
            problems.append(self.tr("Indique el club de procedencia (art. 10.3)."))
        if record is None or problems:
            self.ui.errorLabel.setText("\n".join(problems))
            return
        try:
            if self._player is not None:
                self.saved_player = clubs.update_player(
                    self._db, require_id(self._player), record, self._today
                )
            elif self.extension:
                from delegate_app.store.season_players import add_extension

                assert filed is not None  # refused above when missing
                result = add_extension(self._db, self._club_id, record, filed, today=self._today)
                self.saved_player = result.player
                self.findings += list(result.findings)
            else:
                self.saved_player = clubs.add_player(self._db, self._club_id, record, self._today)
        except StoreError as exc:
            self.ui.errorLabel.setText(str(exc))
            return
        if self.transferCheck.isChecked():
            from delegate_app.store.season_players import record_transfer

            try:
                self.findings += record_transfer(
                    self._db, require_id(self.saved_player), self.transfer()
                )
            except StoreError as exc:
                self.ui.errorLabel.setText(str(exc))
                return
        self.accept()
