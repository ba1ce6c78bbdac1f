"""Hojas de anotación: the Hoja of one table and partida, hand by hand, and what interrupts a
partida (substitution, suspension, abandonment)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from delegate_app.domain.domino import ARBITER, Pair, Partida, PartidaStatus
from delegate_app.domain.domino.seating import hand_procedure
from delegate_app.store.domino import table_events
from delegate_app.store.domino.acta_view import TableView
from delegate_app.ui.domino.common import fill_partidas, fill_tables
from delegate_app.ui.domino.dialogs import PlayerReasonDialog, seated_players
from delegate_app.ui.domino.guide_api import DominoGuideForSteps
from delegate_app.ui.domino.hand_entry import HandEntry
from delegate_app.ui.domino.seating import PAIR_COLOURS, SeatingDiagram
from delegate_app.ui.labels import label, seat_letter
from delegate_app.ui.step_guide import Step
from delegate_app.ui.table_util import fill_table, make_table


class HojaStep(Step[DominoGuideForSteps]):
    """The Hoja de Anotaciones of one table and partida, hand by hand (DO-6, DO-7.3, DO-18)."""

    def __init__(self, guide: DominoGuideForSteps):
        super().__init__(guide)
        self.tableCombo = QComboBox()
        self.tableCombo.setAccessibleName(self.tr("Mesa de la hoja"))
        self.partidaCombo = QComboBox()
        self.partidaCombo.setAccessibleName(self.tr("Partida de la hoja"))
        self.tableCombo.currentIndexChanged.connect(lambda _i: self._table_changed())
        self.partidaCombo.currentIndexChanged.connect(lambda _i: self._show())
        self.handsTable = make_table(
            [
                self.tr("Mano"),
                self.tr("Sale"),
                self.tr("Cierre"),
                self.tr("Gana"),
                self.tr("Puntos"),
                self.tr("Local"),
                self.tr("Visitante"),
                self.tr("Aprueba"),
            ],
            self.tr("Manos de la hoja"),
            stretch_column=2,
        )
        # Read from across the table: the running score of the partida, each team in its colour.
        self.scoreLabel = QLabel()
        self.scoreLabel.setObjectName("dominoScore")
        self.scoreLabel.setAccessibleName(self.tr("Tanteo de la partida"))
        self.scoreLabel.setTextFormat(Qt.TextFormat.RichText)
        self.scoreLabel.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scoreLabel.setWordWrap(True)
        self.totalsLabel = QLabel()
        self.totalsLabel.setWordWrap(True)
        self.totalsLabel.setTextFormat(Qt.TextFormat.RichText)
        self.diagram = SeatingDiagram()
        self.diagram.setMinimumSize(300, 190)

        self.entry = HandEntry(self)

        self.substituteButton = QPushButton(self.tr("Sus&titución…"))
        self.substituteButton.clicked.connect(self.substitute)
        self.suspendButton = QPushButton(self.tr("Sus&pender…"))
        self.suspendButton.clicked.connect(self.suspend)
        self.resumeButton = QPushButton(self.tr("&Reanudar"))
        self.resumeButton.clicked.connect(self.resume)
        self.abandonButton = QPushButton(self.tr("A&bandono…"))
        self.abandonButton.clicked.connect(self.guide_abandon)
        actions = QHBoxLayout()
        for button in (
            self.substituteButton,
            self.suspendButton,
            self.resumeButton,
            self.abandonButton,
        ):
            actions.addWidget(button)
        actions.addStretch(1)

        pick = QHBoxLayout()
        table_label = QLabel(self.tr("&Mesa:"))
        table_label.setBuddy(self.tableCombo)
        partida_label = QLabel(self.tr("Pa&rtida:"))
        partida_label.setBuddy(self.partidaCombo)
        pick.addWidget(table_label)
        pick.addWidget(self.tableCombo)
        pick.addWidget(partida_label)
        pick.addWidget(self.partidaCombo)
        pick.addStretch(1)
        left = QVBoxLayout()
        left.addLayout(pick)
        left.addWidget(self.scoreLabel)
        left.addWidget(self.handsTable, 1)
        left.addWidget(self.totalsLabel)
        left.addLayout(actions)
        right = QVBoxLayout()
        right.addWidget(self.entry)
        right.addWidget(self.diagram, 1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addLayout(right, 2)

    # --- which hoja ------------------------------------------------------------------------

    def select(self, table: int, partida: int) -> None:
        self.tableCombo.setCurrentIndex(self.tableCombo.findData(table))
        self.partidaCombo.setCurrentIndex(self.partidaCombo.findData(partida))

    def table(self) -> TableView:
        return self.guide.view.table(self.tableCombo.currentData() or 1)

    def partida(self) -> Partida | None:
        number = self.partidaCombo.currentData()
        return self.table().partida(number) if number else None

    def refresh(self, view):
        fill_tables(self.tableCombo, view)
        self._table_changed(keep=True)

    def _table_changed(self, keep: bool = False):
        table = self.table()
        current = self.partidaCombo.currentData()
        if not (keep and current is not None and table.partida(current) is not None):
            current = table.current.number if table.current is not None else None
        fill_partidas(self.partidaCombo, table, current)
        self._show()

    def status(self, view):
        open_partidas = []
        for table in view.tables:
            for number in range(1, view.settings.partidas_per_table + 1):
                partida = table.partida(number)
                if partida is None or not partida.finished:
                    open_partidas.append(
                        self.tr("mesa {table} partida {partida}").format(
                            table=table.number, partida=number
                        )
                    )
        if open_partidas:
            return "todo", self.tr("Sin terminar: {partidas}").format(
                partidas=", ".join(open_partidas)
            )
        return "ok", ""

    # --- showing ---------------------------------------------------------------------------

    def _show(self):
        view = self.guide.view
        table = self.table()
        partida = self.partida()
        self.entry.reset()
        if partida is None:
            fill_table(self.handsTable, [])
            self.totalsLabel.setText(
                self.tr("Sorteo de asientos pendiente en esta mesa (paso anterior).")
            )
            self.diagram.show_seating(view, None)
            self.scoreLabel.clear()
            self._enable_all(False)
            return
        fill_table(self.handsTable, self._hand_rows(view, partida))
        totals = partida.final_score
        self.scoreLabel.setText(self._score_html(view, totals, view.settings.target))
        target = view.settings.target
        parts = [
            self.tr("<b>{home} {home_points} – {away_points} {away}</b> · partida a {target} · "
                    "{status}").format(
                home=view.home_team,
                home_points=totals[Pair.HOME],
                away_points=totals[Pair.AWAY],
                away=view.away_team,
                target=target,
                status=label(partida.status.label),
            )
        ]  # fmt: skip
        nxt = partida.next_salidor
        if nxt is not None and partida.status is PartidaStatus.IN_PLAY:
            parts.append(
                self.tr(
                    "Mano n.º {hand}: sale {seat}, {salidor} (n.º 1). Anota {annotator}; cuenta "
                    "{counter}."
                ).format(
                    hand=partida.next_hand_number,
                    seat=label(nxt.label),
                    salidor=view.name(partida.seating.player_at(nxt)),
                    annotator=view.name(partida.setup.annotator),
                    counter=(
                        self.tr("el árbitro")
                        if partida.setup.arbiter_counts
                        else view.name(partida.setup.counter)
                    ),
                )
            )
            # DO-8: who shuffles and who takes the tiles in this hand.
            parts.append(hand_procedure(partida.seating, nxt).text(view.name))
        parts += list(partida.notes)
        # DO-17: what the players declared before this partida, in front of the Hoja.
        parts += [need.text for need in view.needs_of(table.number, partida.number)]
        events = [e.text for e in table.events if e.partida == partida.number]
        parts += events
        self.totalsLabel.setText("<br>".join(parts))
        self.diagram.show_seating(
            view,
            partida.seating,
            nxt or partida.seating.salidor,
            caption=(
                self.tr("Números de la mano n.º {hand}").format(hand=partida.next_hand_number)
                if nxt is not None
                else self.tr("Partida terminada")
            ),
        )
        self.entry.fill(view, partida)
        self._fill_actions(view, partida)

    def _score_html(self, view, totals, target: int) -> str:
        sides = []
        for pair in (Pair.HOME, Pair.AWAY):
            colour = PAIR_COLOURS[pair].name()
            # a team's name and its points never break apart: the line breaks between sides
            team = escape(view.team_name(pair)).replace(" ", "&nbsp;")
            points = f"<b style='font-size:30pt'>{totals[pair]}</b>"
            sides.append(f"<span style='color:{colour}'>{team}&nbsp;{points}</span>")
        of = escape(self.tr("a {target}").format(target=target))
        return (
            f"<span style='font-size:15pt'>{sides[0]} &nbsp;–&nbsp; {sides[1]}</span>"
            f"<span style='font-size:12pt'> &nbsp;{of}</span>"
        )

    def _hand_rows(self, view, partida: Partida) -> list[list[str]]:
        rows = []
        for hand, running in zip(partida.hands, partida.running_totals, strict=True):
            who = view.name(partida.seating.player_at(hand.salidor))
            end = label(hand.end.label)
            if hand.domino_by is not None:
                end += f" ({seat_letter(hand.domino_by.value)})"
            if hand.offender is not None:
                end += self.tr(" (infractor {seat})").format(seat=seat_letter(hand.offender.value))
            if hand.tiles_left:
                end += self.tr(" · fichas contadas")
            rows.append(
                [
                    str(hand.number),
                    f"{seat_letter(hand.salidor.value)} · {who}",
                    end,
                    "—" if hand.winner is None else view.team_name(hand.winner),
                    str(hand.points),
                    str(running[Pair.HOME]),
                    str(running[Pair.AWAY]),
                    ", ".join(
                        self.tr("árbitro") if w == ARBITER else view.name(w)
                        for w in hand.approved_by
                    ),
                ]
            )
        return rows

    def _fill_actions(self, view, partida: Partida) -> None:
        in_play = partida.status is PartidaStatus.IN_PLAY and not view.locked
        interrupted = partida.status in (PartidaStatus.IN_PLAY, PartidaStatus.SUSPENDED)
        self.substituteButton.setEnabled(not view.locked and interrupted)
        self.suspendButton.setEnabled(in_play)
        self.abandonButton.setEnabled(not view.locked and interrupted)
        self.resumeButton.setEnabled(not view.locked and partida.status is PartidaStatus.SUSPENDED)

    def _enable_all(self, on: bool):
        for widget in (
            self.entry,
            self.substituteButton,
            self.suspendButton,
            self.resumeButton,
            self.abandonButton,
        ):
            widget.setEnabled(on)

    # --- events ----------------------------------------------------------------------------

    def substitute(self):
        partida = self.partida()
        if partida is None:
            return
        view = self.guide.view
        seated = {p for t in view.tables for pa in t.partidas for p in pa.seating.players}
        titular = {p for t in view.tables for p in (*(t.home or ()), *(t.away or ()))}
        bench = [
            (p.id, f"{p.label} ({view.team_name(p.pair)})")
            for p in view.players.values()
            if p.active and p.id not in seated and p.id not in titular
        ]
        no_arbiter = not view.arbiter_name.strip()
        note = self.tr(
            "El sustituto ocupa el asiento, el número y el papel del jugador al que sustituye. "
            "Indique la causa justificada de la ausencia."
        )
        if no_arbiter:
            note += " " + self.tr(
                "Sin juez árbitro, la sustitución se anota con el nombre de los dos capitanes y "
                "la decide el Comité."
            )
        else:
            note += " " + self.tr("Con el permiso del juez árbitro {name}.").format(
                name=view.arbiter_name
            )
        dialog = PlayerReasonDialog(
            self.tr("Sustitución (art. 20)"),
            note,
            seated_players(self.guide.view, partida),
            bench,
            self,
            captains=no_arbiter,
        )
        if dialog.exec():
            self.guide.act(
                table_events.substitute,
                self.table().number,
                partida.number,
                dialog.playerCombo.currentData(),
                dialog.incomingCombo.currentData(),
                dialog.reasonEdit.text(),
                captains=tuple(edit.text() for edit in dialog.captainEdits),
            )

    def suspend(self):
        partida = self.partida()
        if partida is None:
            return
        dialog = PlayerReasonDialog(
            self.tr("Suspensión (art. 20)"),
            self.tr(
                "Solo por una circunstancia excepcional imprevisible; se anota con el marcador."
            ),
            [],
            None,
            self,
        )
        if dialog.exec():
            self.guide.act(
                table_events.suspend,
                self.table().number,
                partida.number,
                dialog.reasonEdit.text(),
            )

    def resume(self):
        partida = self.partida()
        if partida is not None:
            self.guide.act(table_events.resume, self.table().number, partida.number)

    def guide_abandon(self):
        partida = self.partida()
        if partida is not None:
            self.guide.abandon(self.table().number, partida)
