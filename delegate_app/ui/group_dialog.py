"""The teams of a competition's group, own and rival: venue, Sunday choice (art. 6.1), the
rival club's delegate, the draw numbers (art. 9.3) and the rival clubs' player lists."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.competition import TEAM_RANKS, Sport
from delegate_app.domain.findings import Finding
from delegate_app.domain.season import one_team_per_club
from delegate_app.store import clubs, competition_draw, competition_teams, competitions
from delegate_app.store.competition_teams import TeamRow
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Competition
from delegate_app.store.rows import require_id
from delegate_app.ui import messages
from delegate_app.ui.dialog_parts import error_label, save_cancel
from delegate_app.ui.table_util import fill_table, make_table


class TeamDetailsDialog(QDialog):
    """A rival team to add (row=None), or the details of a team of the group to edit."""

    def __init__(
        self,
        db: Database,
        competition: Competition,
        row: TeamRow | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self._db, self._competition, self._row = db, competition, row
        self.saved = False
        self.setWindowTitle(self.tr("Editar equipo") if row else self.tr("Añadir equipo rival"))
        self.clubCombo = QComboBox()
        self.clubCombo.setEditable(True)
        self.clubCombo.setAccessibleName(self.tr("Club"))
        for club in clubs.list_clubs(db, Sport(competition.sport)):
            if not club.is_own:
                self.clubCombo.addItem(club.name)
        self.clubCombo.setEditText("")
        self.rankCombo = QComboBox()
        self.rankCombo.setAccessibleName(self.tr("Equipo del club"))
        for rank in TEAM_RANKS:
            self.rankCombo.addItem(rank, rank)
        self.nameEdit = QLineEdit()
        self.nameEdit.setAccessibleName(self.tr("Nombre del equipo"))
        self.nameEdit.setPlaceholderText(self.tr("vacío: el nombre del club (y su letra)"))
        self.venueEdit = QLineEdit()
        self.venueEdit.setAccessibleName(self.tr("Dirección del local de juego"))
        self.sundayCheck = QCheckBox(
            self.tr("Juega en casa los domingos (art. 6.1)")
            if competition.sport == Sport.CHESS.value
            else self.tr("Juega en casa los domingos")
        )
        self.delegateEdit = QLineEdit()
        self.delegateEdit.setAccessibleName(self.tr("Nombre del delegado"))
        self.phoneEdit = QLineEdit()
        self.phoneEdit.setAccessibleName(self.tr("Teléfono del delegado"))
        self.emailEdit = QLineEdit()
        self.emailEdit.setAccessibleName(self.tr("Correo del delegado"))
        self.errorLabel = error_label()
        self.buttonBox = save_cancel(self, self.save)
        form = QFormLayout()
        form.addRow(self.tr("&Club:"), self.clubCombo)
        form.addRow(self.tr("E&quipo:"), self.rankCombo)
        form.addRow(self.tr("&Nombre:"), self.nameEdit)
        form.addRow(self.tr("&Local de juego:"), self.venueEdit)
        form.addRow("", self.sundayCheck)
        form.addRow(self.tr("&Delegado:"), self.delegateEdit)
        form.addRow(self.tr("&Teléfono:"), self.phoneEdit)
        form.addRow(self.tr("C&orreo:"), self.emailEdit)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.errorLabel)
        layout.addWidget(self.buttonBox)
        self.resize(560, self.sizeHint().height())
        if row is not None:
            self.clubCombo.setEditText(row.club_name)
            self.clubCombo.setEnabled(False)
            self.rankCombo.setCurrentIndex(max(0, self.rankCombo.findData(row.rank)))
            self.rankCombo.setEnabled(False)
            self.nameEdit.setText(row.name)
            self.venueEdit.setText(row.venue_address)
            self.sundayCheck.setChecked(row.sunday_home)
            self.delegateEdit.setText(row.delegate_name)
            self.phoneEdit.setText(row.delegate_phone)
            self.emailEdit.setText(row.delegate_email)

    def save(self) -> None:
        try:
            if self._row is None:
                competition_teams.add_rival_team(
                    self._db,
                    require_id(self._competition),
                    self.clubCombo.currentText(),
                    self.nameEdit.text().strip() or None,
                    self.rankCombo.currentData(),
                    self.venueEdit.text(),
                    self.sundayCheck.isChecked(),
                    self.delegateEdit.text(),
                    self.phoneEdit.text(),
                    self.emailEdit.text(),
                )
            else:
                competition_teams.update_team_details(
                    self._db,
                    self._row.team_id,
                    self.nameEdit.text(),
                    self.sundayCheck.isChecked(),
                    self.venueEdit.text(),
                    self.delegateEdit.text(),
                    self.phoneEdit.text(),
                    self.emailEdit.text(),
                )
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.saved = True
        self.accept()


class OwnTeamDialog(QDialog):
    """Enter one of the delegate's own teams in the competition (art. 9.1 checked)."""

    def __init__(self, db: Database, competition: Competition, parent: QWidget | None = None):
        super().__init__(parent)
        self._db, self._competition = db, competition
        self.saved = False
        self.setWindowTitle(self.tr("Inscribir un equipo de mi club"))
        self.teamCombo = QComboBox()
        self.teamCombo.setAccessibleName(self.tr("Equipo de mi club"))
        for club in clubs.own_clubs(db):
            if club.sport != competition.sport:
                continue
            for team in clubs.list_teams(db, require_id(club)):
                if team.competition_id != competition.id:
                    self.teamCombo.addItem(team.name, team.id)
        self.hintLabel = QLabel()
        self.hintLabel.setWordWrap(True)
        if not self.teamCombo.count():
            self.hintLabel.setText(
                self.tr(
                    "Su club no tiene equipos de esta modalidad sin inscribir. Cree el equipo en "
                    "la pantalla Club («Añadir equipo…») y vuelva aquí. Si el equipo es de la "
                    "otra sección de su club, marque ese club como suyo («Editar club…», «Es mi "
                    "club»)."
                )
            )
        self.errorLabel = error_label()
        self.buttonBox = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        save = self.buttonBox.button(QDialogButtonBox.StandardButton.Save)
        save.setEnabled(self.teamCombo.count() > 0)
        save.clicked.connect(self.save)
        self.buttonBox.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("&Equipo:"), self.teamCombo)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.hintLabel)
        layout.addWidget(self.errorLabel)
        layout.addWidget(self.buttonBox)

    def save(self) -> None:
        try:
            competition_teams.register_team(
                self._db, self.teamCombo.currentData(), self._competition.id
            )
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.saved = True
        self.accept()


class DrawNumbersDialog(QDialog):
    """The draw numbers typed as the federation's draw gave them; art. 9.3 warnings shown."""

    def __init__(
        self,
        db: Database,
        competition: Competition,
        rows: list[TeamRow],
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self._db, self._competition = db, competition
        self.findings: list[Finding] = []
        self.saved = False
        self.setWindowTitle(self.tr("Números del sorteo"))
        self.spins: dict[int, QSpinBox] = {}
        form = QFormLayout()
        for index, row in enumerate(rows, start=1):
            spin = QSpinBox()
            spin.setRange(1, max(2, len(rows)))
            spin.setValue(row.draw_number or index)
            spin.setAccessibleName(self.tr("Número de sorteo de {team}").format(team=row.name))
            self.spins[row.team_id] = spin
            form.addRow(row.name + ":", spin)
        self.errorLabel = error_label()
        self.buttonBox = save_cancel(self, self.save)
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                self.tr("El número de cada equipo en las tablas de Berger (art. 9.3).")
                if competition.sport == Sport.CHESS.value
                else self.tr("El número de cada equipo en las tablas de Berger.")
            ),
        )
        layout.addLayout(form)
        layout.addWidget(self.errorLabel)
        layout.addWidget(self.buttonBox)

    def save(self) -> None:
        numbers = {team_id: spin.value() for team_id, spin in self.spins.items()}
        try:
            self.findings = competition_draw.set_draw_numbers(
                self._db, require_id(self._competition), numbers
            )
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.saved = True
        self.accept()


class GroupDialog(QDialog):
    """Equipos del grupo: own and rival teams, their details and the draw."""

    def __init__(self, db: Database, competition_id: int, parent: QWidget | None = None):
        super().__init__(parent)
        self._db = db
        self.competition = competitions.get_competition(db, competition_id)
        self.changed = False
        self._rows: list[TeamRow] = []
        self.setWindowTitle(
            self.tr("Equipos del grupo — {competition}").format(competition=self.competition.name)
        )
        self.resize(1100, 560)
        self.headerLabel = QLabel()
        self.headerLabel.setWordWrap(True)
        self.table = make_table(
            [
                self.tr("N.º"),
                self.tr("Equipo"),
                self.tr("Club"),
                self.tr("Juega en casa"),
                self.tr("Local de juego"),
                self.tr("Delegado"),
                self.tr("Teléfono"),
                self.tr("Correo"),
            ],
            self.tr("Equipos del grupo"),
            stretch_column=4,
        )
        self.ownButton = QPushButton(self.tr("Inscribir equipo de &mi club…"))
        self.rivalButton = QPushButton(self.tr("Añadir equipo &rival…"))
        self.editButton = QPushButton(self.tr("&Editar…"))
        self.removeButton = QPushButton(self.tr("&Quitar"))
        self.listButton = QPushButton(self.tr("&Lista de jugadores…"))
        self.listButton.setToolTip(
            self.tr("Importar la lista de jugadores del club del equipo seleccionado (CSV o Excel)")
        )
        chess = self.competition.sport == Sport.CHESS.value
        self.lotButton = QPushButton(
            self.tr("&Sortear (art. 9.3)") if chess else self.tr("&Sortear")
        )
        self.lotButton.setToolTip(
            self.tr(
                "Números al azar; los equipos de un mismo club se enfrentan en las primeras "
                "rondas (art. 9.3)"
            )
            if chess
            else self.tr("Números al azar; los equipos de un mismo club se enfrentan primero")
        )
        self.numbersButton = QPushButton(self.tr("&Números del sorteo…"))
        self.findingsLabel = QLabel()
        self.findingsLabel.setWordWrap(True)
        self.buttonBox = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttonBox.rejected.connect(self.reject)
        self.buttonBox.button(QDialogButtonBox.StandardButton.Close).clicked.connect(self.accept)
        teams_bar = QHBoxLayout()
        for button in (
            self.ownButton,
            self.rivalButton,
            self.editButton,
            self.removeButton,
            self.listButton,
        ):
            teams_bar.addWidget(button)
        teams_bar.addStretch(1)
        draw_bar = QHBoxLayout()
        draw_bar.addWidget(self.lotButton)
        draw_bar.addWidget(self.numbersButton)
        draw_bar.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headerLabel)
        layout.addWidget(self.table, 1)
        layout.addLayout(teams_bar)
        layout.addLayout(draw_bar)
        layout.addWidget(self.findingsLabel)
        layout.addWidget(self.buttonBox)
        self.ownButton.clicked.connect(self.add_own)
        self.rivalButton.clicked.connect(self.add_rival)
        self.editButton.clicked.connect(self.edit_team)
        self.removeButton.clicked.connect(self.remove_team)
        self.listButton.clicked.connect(self.import_list)
        self.lotButton.clicked.connect(self.draw_by_lot)
        self.numbersButton.clicked.connect(self.type_numbers)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.doubleClicked.connect(lambda _index: self.edit_team())
        self.reload()

    def reload(self) -> None:
        from delegate_app.store.calendar import list_rounds

        self._rows = competition_teams.competition_teams(self._db, require_id(self.competition))
        self._has_calendar = bool(list_rounds(self._db, require_id(self.competition)))
        c = self.competition
        text = self.tr("<b>{name}</b> · {category} · {season} · {count}").format(
            name=c.name,
            category=c.category or "—",
            season=c.season,
            count=self.tr("%n equipo(s)", "", len(self._rows)),
        )
        if c.sport == Sport.CHESS.value and one_team_per_club(c.category):
            text += "<br>" + self.tr("Un solo equipo por club en {category} (art. 9.1).").format(
                category=c.category
            )
        if self._has_calendar:
            text += "<br>" + self.tr(
                "La competición ya tiene calendario: los equipos y el sorteo no se cambian."
            )
        self.headerLabel.setText(text)
        fill_table(
            self.table,
            [
                (
                    str(r.draw_number) if r.draw_number else "",
                    r.name + (self.tr(" (mi club)") if r.is_own else ""),
                    r.club_name,
                    self.tr("Domingo") if r.sunday_home else self.tr("Sábado"),
                    r.venue_address,
                    r.delegate_name,
                    r.delegate_phone,
                    r.delegate_email,
                )
                for r in self._rows
            ],
        )
        self._update_buttons()

    def selected_row(self) -> TeamRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self._rows[rows[0].row()] if rows else None

    def _update_buttons(self) -> None:
        writable = not self.competition.archived and not self._has_calendar
        row = self.selected_row()
        self.ownButton.setEnabled(writable)
        self.rivalButton.setEnabled(writable)
        self.removeButton.setEnabled(writable and row is not None)
        self.editButton.setEnabled(not self.competition.archived and row is not None)
        self.listButton.setEnabled(not self.competition.archived and row is not None)
        self.lotButton.setEnabled(writable and len(self._rows) >= 2)
        self.numbersButton.setEnabled(writable and len(self._rows) >= 2)

    def _changed(self) -> None:
        self.changed = True
        self.reload()

    def add_own(self) -> None:
        dialog = OwnTeamDialog(self._db, self.competition, self)
        dialog.exec()
        if dialog.saved:
            self._changed()

    def add_rival(self) -> None:
        dialog = TeamDetailsDialog(self._db, self.competition, parent=self)
        dialog.exec()
        if dialog.saved:
            self._changed()

    def edit_team(self) -> None:
        row = self.selected_row()
        if row is None or self.competition.archived:
            return
        dialog = TeamDetailsDialog(self._db, self.competition, row, self)
        dialog.exec()
        if dialog.saved:
            self._changed()

    def remove_team(self) -> None:
        row = self.selected_row()
        if row is None:
            return
        if not messages.ask(
            self,
            self.tr("Quitar equipo"),
            self.tr("¿Quitar «{team}» de la competición? El equipo y su club se conservan.").format(
                team=row.name
            ),
        ):
            return
        try:
            competition_teams.remove_team(self._db, row.team_id)
        except StoreError as exc:
            messages.warn(self, self.tr("Quitar equipo"), str(exc))
            return
        self._changed()

    def import_list(self) -> None:
        row = self.selected_row()
        if row is None:
            return
        path = messages.open_file(
            self,
            self.tr("Lista de jugadores de {club}").format(club=row.club_name),
            self.tr("Listas de jugadores (*.csv *.xlsx);;Todos los archivos (*)"),
        )
        if not path:
            return
        from delegate_app.ui.import_dialog import ImportDialog

        try:
            club = clubs.get_club(self._db, row.club_id)
            dialog = ImportDialog(self._db, club, path, parent=self)
        except StoreError as exc:
            messages.error(self, self.tr("Lista no importada"), str(exc))
            return
        if dialog.exec() and dialog.summary is not None:
            self.changed = True
            self.findingsLabel.setText(
                self.tr("Lista de «{club}» importada.").format(club=row.club_name)
            )

    def _show_findings(self, findings: list[Finding]) -> None:
        if findings:
            self.findingsLabel.setText("\n".join(f"⚠ {f.message}" for f in findings))
        else:
            self.findingsLabel.setText(self.tr("Sorteo guardado."))

    def draw_by_lot(self) -> None:
        if any(r.draw_number for r in self._rows) and not messages.ask(
            self,
            self.tr("Sortear"),
            self.tr("Los equipos ya tienen número. ¿Sortear de nuevo?"),
        ):
            return
        try:
            competition_draw.draw_by_lot(self._db, require_id(self.competition))
        except StoreError as exc:
            messages.warn(self, self.tr("Sorteo"), str(exc))
            return
        self._changed()
        self._show_findings([])

    def type_numbers(self) -> None:
        dialog = DrawNumbersDialog(self._db, self.competition, self._rows, self)
        dialog.exec()
        if dialog.saved:
            self._changed()
            self._show_findings(dialog.findings)
