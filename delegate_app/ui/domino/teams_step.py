"""Equipos y mesas: the arbiter, and each table's pairs, annotator and counter (DO-6)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.domino import Pair, TableSetup
from delegate_app.store.domino import editing as domino_editing
from delegate_app.store.domino.acta_view import EncounterView, TableView
from delegate_app.store.domino.tables import TableChoice
from delegate_app.store.domino.views import PlayerRef
from delegate_app.ui.domino.guide_api import DominoGuideForSteps
from delegate_app.ui.focus import chain_after
from delegate_app.ui.step_guide import Step


def fill_players(
    combo: QComboBox, players: Sequence[PlayerRef], current: int | None, blank: str = "—"
) -> None:
    combo.blockSignals(True)
    combo.clear()
    combo.addItem(blank, None)
    for player in players:
        combo.addItem(player.label, player.id)
    index = combo.findData(current) if current is not None else 0
    combo.setCurrentIndex(max(0, index))
    combo.blockSignals(False)


class _TableBox(QGroupBox):
    """One table's pairs and roles (DO-6)."""

    def __init__(self, number: int, step: TeamsStep):
        super().__init__(self.tr("Mesa {table}").format(table=number))
        self.number = number
        self._shown: tuple[object, ...] | None = None
        self.home = [QComboBox(), QComboBox()]
        self.away = [QComboBox(), QComboBox()]
        self.annotator, self.counter = QComboBox(), QComboBox()
        for index, combo in enumerate(self.home, start=1):
            combo.setAccessibleName(
                self.tr("Mesa {table}: jugador {index} de la pareja local").format(
                    table=number, index=index
                )
            )
            combo.currentIndexChanged.connect(self._roles_follow)
        for index, combo in enumerate(self.away, start=1):
            combo.setAccessibleName(
                self.tr("Mesa {table}: jugador {index} de la pareja visitante").format(
                    table=number, index=index
                )
            )
            combo.currentIndexChanged.connect(self._roles_follow)
        self.annotator.setAccessibleName(self.tr("Mesa {table}: anotador").format(table=number))
        self.counter.setAccessibleName(self.tr("Mesa {table}: contador").format(table=number))
        self.arbiterCheck = QCheckBox(self.tr("Cuenta y anota el árbitro (art. 6)"))
        self.saveButton = QPushButton(self.tr("Guardar la mesa {table}").format(table=number))
        self.saveButton.clicked.connect(lambda: step.save_table(self))
        self.stateLabel = QLabel()
        self.stateLabel.setWordWrap(True)
        self.homeLabel, self.awayLabel = QLabel(), QLabel()
        grid = QGridLayout(self)
        grid.addWidget(self.homeLabel, 0, 0)
        grid.addWidget(self.home[0], 0, 1)
        grid.addWidget(self.home[1], 0, 2)
        grid.addWidget(QLabel(self.tr("Anota:")), 0, 3)
        grid.addWidget(self.annotator, 0, 4)
        grid.addWidget(self.awayLabel, 1, 0)
        grid.addWidget(self.away[0], 1, 1)
        grid.addWidget(self.away[1], 1, 2)
        grid.addWidget(QLabel(self.tr("Cuenta:")), 1, 3)
        grid.addWidget(self.counter, 1, 4)
        grid.addWidget(self.arbiterCheck, 2, 1, 1, 2)
        grid.addWidget(self.saveButton, 2, 4)
        grid.addWidget(self.stateLabel, 3, 0, 1, 5)
        for column in (1, 2, 4):
            grid.setColumnStretch(column, 1)

    def _roles_follow(self) -> None:
        """The annotator is one of the home pair, the counter one of the rival pair (DO-6)."""
        for combo, members in ((self.annotator, self.home), (self.counter, self.away)):
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for member in members:
                if member.currentData() is not None:
                    combo.addItem(member.currentText(), member.currentData())
            combo.setCurrentIndex(max(0, combo.findData(current)))
            combo.blockSignals(False)

    def choice(self) -> TableChoice:
        home = (self.home[0].currentData(), self.home[1].currentData())
        away = (self.away[0].currentData(), self.away[1].currentData())
        return TableChoice(
            self.number, home, away, self.annotator.currentData(), self.counter.currentData(),
            self.arbiterCheck.isChecked(),
        )  # fmt: skip

    def changed(self) -> bool:
        """Chosen here and not saved yet (a table left blank is not a change)."""
        if not self.saveButton.isEnabled():
            return False
        choice = self.choice()
        shown = (choice.home, choice.away, choice.annotator, choice.counter, choice.arbiter_counts)
        return shown != self._shown

    def propose(self, setup: TableSetup) -> None:
        """Show the proposed pairs and roles, unsaved, for the captain to review."""
        for combos, members in ((self.home, setup.players.home), (self.away, setup.players.away)):
            for combo, player in zip(combos, members, strict=True):
                combo.setCurrentIndex(max(0, combo.findData(player)))
        self.annotator.setCurrentIndex(max(0, self.annotator.findData(setup.annotator)))
        self.counter.setCurrentIndex(max(0, self.counter.findData(setup.counter)))
        self.stateLabel.setText(
            self.tr("Propuesta, sin guardar: revísela y pulse «Guardar todas las mesas».")
        )

    def fill(self, view: EncounterView, table: TableView) -> None:
        self.homeLabel.setText(f"{view.home_team}:")
        self.awayLabel.setText(f"{view.away_team}:")
        stored = (table.home, table.away, table.annotator, table.counter, table.arbiter_counts)
        if stored[0] is None:
            stored = ((None, None), (None, None), None, None, False)
        # Refilled only when what is saved changed: a refused save keeps what was chosen.
        if stored != self._shown:
            self._shown = stored
            for combos, pair, chosen in (
                (self.home, Pair.HOME, table.home),
                (self.away, Pair.AWAY, table.away),
            ):
                for index, combo in enumerate(combos):
                    fill_players(combo, view.team_players(pair), chosen[index] if chosen else None)
            self._roles_follow()
            for combo, chosen in (
                (self.annotator, table.annotator),
                (self.counter, table.counter),
            ):
                if chosen is not None:
                    combo.setCurrentIndex(max(0, combo.findData(chosen)))
            self.arbiterCheck.setChecked(table.arbiter_counts)
        editable = not view.locked and not any(p.hands for p in table.partidas)
        players_editable = editable and not table.seated
        for combo in (*self.home, *self.away):
            combo.setEnabled(players_editable)
        for widget in (self.annotator, self.counter, self.arbiterCheck, self.saveButton):
            widget.setEnabled(editable)
        if not table.set_up:
            self.stateLabel.setText(self.tr("Pendiente: elija las parejas y pulse «Guardar»."))
        elif table.seated:
            self.stateLabel.setText(
                self.tr(
                    "✔ Guardada. Los puestos ya están sorteados: un cambio de jugador es una "
                    "sustitución, desde la Hoja de la partida (art. 20)."
                )
            )
        else:
            self.stateLabel.setText(self.tr("✔ Guardada. Falta el sorteo de puestos."))


class TeamsStep(Step[DominoGuideForSteps]):
    def __init__(self, guide: DominoGuideForSteps):
        super().__init__(guide)
        self.arbiterEdit = QLineEdit()
        self.arbiterEdit.setAccessibleName(self.tr("Árbitro"))
        self.arbiterEdit.setPlaceholderText(self.tr("vacío si no hay árbitro"))
        self.arbiterLicenceEdit = QLineEdit()
        self.arbiterLicenceEdit.setAccessibleName(self.tr("Licencia del árbitro"))
        self.arbiterButton = QPushButton(self.tr("Guardar el á&rbitro"))
        self.arbiterButton.clicked.connect(self.save_arbiter)
        top = QHBoxLayout()
        arbiter_label = QLabel(self.tr("Árbitro:"))
        arbiter_label.setBuddy(self.arbiterEdit)
        licence_label = QLabel(self.tr("Licencia:"))
        licence_label.setBuddy(self.arbiterLicenceEdit)
        top.addWidget(arbiter_label)
        top.addWidget(self.arbiterEdit, 2)
        top.addWidget(licence_label)
        top.addWidget(self.arbiterLicenceEdit, 1)
        top.addWidget(self.arbiterButton)
        self.proposeButton = QPushButton(self.tr("&Proponer parejas"))
        self.proposeButton.setToolTip(
            self.tr(
                "Las parejas de las mesas que faltan, por el orden de la lista de cada equipo: "
                "anota el primero de la pareja local y cuenta el primero de la rival. Nada se "
                "guarda hasta pulsar «Guardar todas las mesas»."
            )
        )
        self.proposeButton.clicked.connect(self.propose)
        self.saveAllButton = QPushButton(self.tr("Guardar &todas las mesas"))
        self.saveAllButton.clicked.connect(self.save_all)
        self.proposalLabel = QLabel()
        self.proposalLabel.setWordWrap(True)
        proposal = QHBoxLayout()
        proposal.addWidget(self.proposeButton)
        proposal.addWidget(self.saveAllButton)
        proposal.addWidget(self.proposalLabel, 1)
        note = QLabel(
            self.tr(
                "En cada mesa la pareja local señala quién anota la Hoja de Anotaciones y la "
                "pareja rival quién hace el recuento; una mano se anota solo cuando la aprueba "
                "el contador (art. 6)."
            )
        )
        note.setWordWrap(True)
        self.tableBoxes: list[_TableBox] = []
        self.boxesHost = QWidget()
        self.boxesLayout = QVBoxLayout(self.boxesHost)
        self.boxesLayout.setContentsMargins(0, 0, 0, 0)
        # Not self.scroll: that is QWidget.scroll(), which the attribute would hide.
        self.tablesScroll = scroll = QScrollArea()
        scroll.setAccessibleName(self.tr("Mesas"))
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.boxesHost)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(note)
        layout.addLayout(proposal)
        layout.addWidget(scroll, 1)

    def refresh(self, view: EncounterView) -> None:
        if not self.tableBoxes:
            for table in view.tables:
                box = _TableBox(table.number, self)
                self.tableBoxes.append(box)
                self.boxesLayout.addWidget(box)
            self.boxesLayout.addStretch(1)
            # Built after the dialog: table by table, after the arbiter's row.
            chain_after(
                self.arbiterButton,
                [
                    self.proposeButton,
                    self.saveAllButton,
                    self.tablesScroll,
                    *(
                        widget
                        for box in self.tableBoxes
                        for widget in (
                            *box.home,
                            box.annotator,
                            *box.away,
                            box.counter,
                            box.arbiterCheck,
                            box.saveButton,
                        )
                    ),
                ],
            )
        self.arbiterEdit.setText(view.arbiter_name)
        self.arbiterLicenceEdit.setText(view.arbiter_licence)
        for widget in (self.arbiterEdit, self.arbiterLicenceEdit, self.arbiterButton):
            widget.setEnabled(not view.locked)
        for box, table in zip(self.tableBoxes, view.tables, strict=True):
            box.fill(view, table)
        free = [t for t in view.tables if not t.set_up]
        self.proposeButton.setEnabled(not view.locked and bool(free))
        self.saveAllButton.setEnabled(not view.locked and not all(t.seated for t in view.tables))

    def status(self, view: EncounterView) -> tuple[str, str]:
        missing = [str(t.number) for t in view.tables if not t.set_up]
        if missing:
            return "todo", self.tr("Faltan las parejas de las mesas {tables}").format(
                tables=", ".join(missing)
            )
        return "ok", ""

    def save_arbiter(self) -> None:
        self.guide.act(
            domino_editing.set_arbiter, self.arbiterEdit.text(), self.arbiterLicenceEdit.text()
        )

    def propose(self) -> None:
        view = self.guide.view
        proposal = domino_editing.propose_tables(self.guide.db, self.guide.match_id)
        boxes = {box.number: box for box in self.tableBoxes}
        for setup in proposal.setups:
            boxes[setup.table].propose(setup)
        lines = []
        if proposal.setups:
            lines.append(
                self.tr("Propuestas las mesas {tables}: revíselas y guárdelas.").format(
                    tables=", ".join(str(s.table) for s in proposal.setups)
                )
            )
        else:
            lines.append(self.tr("No hay mesas sin parejas que proponer."))
        for pair, tables in proposal.short.items():
            if tables:
                lines.append(
                    self.tr("{team} no tiene jugadores en activo para las mesas {tables}.").format(
                        team=view.team_name(pair), tables=", ".join(map(str, tables))
                    )
                )
        self.proposalLabel.setText(" ".join(lines))
        if proposal.setups:
            self.saveAllButton.setFocus()

    def save_all(self) -> None:
        choices = [box.choice() for box in self.tableBoxes if box.changed()]
        if not choices:
            self.proposalLabel.setText(
                self.tr("Nada que guardar: elija las parejas o pulse «Proponer parejas».")
            )
            return
        if self.guide.act(domino_editing.set_tables, choices):
            count = len(choices)
            self.proposalLabel.setText(
                (
                    self.tr("✔ Guardada la mesa {tables}.")
                    if count == 1
                    else self.tr("✔ Guardadas las mesas {tables}.")
                ).format(tables=", ".join(str(c.table) for c in choices))
            )

    def save_table(self, box: _TableBox) -> None:
        self.guide.act(
            domino_editing.set_table,
            box.number,
            [combo.currentData() for combo in box.home],
            [combo.currentData() for combo in box.away],
            box.annotator.currentData(),
            box.counter.currentData(),
            box.arbiterCheck.isChecked(),
        )
