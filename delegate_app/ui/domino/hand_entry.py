"""The entry of one hand on the Hoja de Anotaciones: how it ended, its points (typed, or counted
from the tiles left), the counter's approval and writing it down (DO-6, DO-7.3, DO-18).

Nothing is written until the hand is approved: ``count`` asks the store for the proposed hand,
the approvals are collected here, and ``write`` saves the hand with them.

The keyboard alone enters a hand: the first letter of a seat picks who ran out of tiles, Enter
moves on to the points, Enter counts the hand, Enter is the counter's approval (focus moves to
his button) and Enter writes it; then the entry is ready for the next hand. The points are
typed as they are read and checked when counted, so "200" is refused as 200 (art. 18, at most
168), never cut to 20 as a spin box limited to 168 did.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QWidget,
)

from delegate_app.domain.domino import (
    ARBITER,
    SEATS,
    HandEnd,
    Pair,
    Partida,
    PartidaStatus,
    PendingHand,
    Seat,
)
from delegate_app.store.domino import editing as domino_editing
from delegate_app.store.errors import StoreError
from delegate_app.ui import messages
from delegate_app.ui.domino.dialogs import TilePickerDialog
from delegate_app.ui.focus import chain_after
from delegate_app.ui.labels import label, seat_letter


class HandEntry(QGroupBox):
    """The "Mano" box of the Hoja step; ``hoja`` says which table and partida it is for."""

    def __init__(self, hoja):
        super().__init__(self.tr("Mano"))
        self.hoja = hoja
        self.pending: PendingHand | None = None
        self.approveButtons: list[QPushButton] = []
        self.holdings: dict[Seat, list[str]] | None = None
        self._filling = True  # no reaction to the widgets while they are built
        self.endGroup = QButtonGroup(self)
        self.dominoRadio = QRadioButton(self.tr("&Dominó"))
        self.cierreRadio = QRadioButton(self.tr("&Cierre"))
        self.annulRadio = QRadioButton(self.tr("A&nulada"))
        for button, end in (
            (self.dominoRadio, HandEnd.DOMINO),
            (self.cierreRadio, HandEnd.CIERRE),
            (self.annulRadio, HandEnd.ANULADA),
        ):
            button.setProperty("end", end.value)
            self.endGroup.addButton(button)
            button.toggled.connect(lambda _on: self._changed())
        self.dominoRadio.setChecked(True)
        self.whoCombo = QComboBox()
        self.whoCombo.setAccessibleName(self.tr("Quién dominó o quién fue el infractor"))
        self.whoCombo.currentIndexChanged.connect(lambda _i: self._changed())
        self.winnerCombo = QComboBox()
        self.winnerCombo.setAccessibleName(self.tr("Pareja que gana la mano"))
        self.winnerCombo.currentIndexChanged.connect(lambda _i: self._changed())
        self.pointsEdit = QLineEdit()
        self.pointsEdit.setAccessibleName(self.tr("Puntos de la mano"))
        self.pointsEdit.setPlaceholderText(self.tr("0 a 168"))
        self.pointsEdit.setMaximumWidth(110)
        self.pointsEdit.textEdited.connect(lambda _t: self._changed())
        self.tilesButton = QPushButton(self.tr("Contar las &fichas…"))
        self.tilesButton.setToolTip(self.tr("Marcar las fichas que quedan en cada mano"))
        self.tilesButton.clicked.connect(self.pick_tiles)
        self.tilesLabel = QLabel()
        self.tilesLabel.setWordWrap(True)
        self.countButton = QPushButton(self.tr("C&ontar la mano"))
        self.countButton.clicked.connect(self.count)
        self.pendingLabel = QLabel()
        self.pendingLabel.setWordWrap(True)
        self.approveHost = QWidget()
        self.approveLayout = QHBoxLayout(self.approveHost)
        self.approveLayout.setContentsMargins(0, 0, 0, 0)
        self.writeButton = QPushButton(self.tr("&Anotar la mano"))
        self.writeButton.clicked.connect(self.write)
        ends = QHBoxLayout()
        for button in (self.dominoRadio, self.cierreRadio, self.annulRadio):
            ends.addWidget(button)
        ends.addStretch(1)
        form = QFormLayout(self)
        form.addRow(self.tr("Cómo se cerró:"), ends)
        self.whoLabel = QLabel(self.tr("Dominó de:"))
        self.whoLabel.setBuddy(self.whoCombo)
        form.addRow(self.whoLabel, self.whoCombo)
        points = QHBoxLayout()
        points.addWidget(self.pointsEdit)
        points.addWidget(QLabel(self.tr("para")))
        points.addWidget(self.winnerCombo, 1)
        points_label = QLabel(self.tr("&Puntos:"))
        points_label.setBuddy(self.pointsEdit)
        form.addRow(points_label, points)
        tiles = QHBoxLayout()
        tiles.addWidget(self.tilesButton)
        tiles.addWidget(self.tilesLabel, 1)
        form.addRow("", tiles)
        form.addRow("", self.countButton)
        form.addRow(self.pendingLabel)
        form.addRow(self.approveHost)
        form.addRow("", self.writeButton)
        chain_after(
            self.dominoRadio,
            [
                self.cierreRadio,
                self.annulRadio,
                self.whoCombo,
                self.pointsEdit,
                self.winnerCombo,
                self.tilesButton,
                self.countButton,
            ],
        )
        for button in (self.dominoRadio, self.cierreRadio, self.annulRadio):
            button.clicked.connect(self._end_chosen)
        for widget in (self.whoCombo, self.pointsEdit, self.winnerCombo):
            widget.installEventFilter(self)
        self._filling = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter moves through the hand: from who closed it to the points, then counts it."""
        enter = (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and not event.modifiers()
        )
        if not enter:
            return super().eventFilter(watched, event)
        if watched is self.whoCombo and self.pointsEdit.isEnabled():
            self.pointsEdit.setFocus()
            self.pointsEdit.selectAll()
        else:
            self.count()
        return True  # not the dialog's: it would press whichever button is default

    def _end_chosen(self) -> None:
        """On to what this ending asks next: the points of a cierre, else who closed it."""
        if self.end() is HandEnd.CIERRE and self.pointsEdit.isEnabled():
            self.pointsEdit.setFocus()
            self.pointsEdit.selectAll()
        else:
            self.whoCombo.setFocus()

    def start(self) -> None:
        """Focus where the next hand begins: who closed it."""
        if self.isEnabled():
            self.whoCombo.setFocus()

    def fill(self, view, partida: Partida) -> None:
        """Ready for the partida's next hand (or closed when it is not in play)."""
        self._filling = True
        self.whoCombo.clear()
        for seat in SEATS:
            self.whoCombo.addItem(
                f"{label(seat.label)}: {view.name(partida.seating.player_at(seat))}", seat.value
            )
        self.winnerCombo.clear()
        self.winnerCombo.addItem(view.home_team, Pair.HOME.value)
        self.winnerCombo.addItem(view.away_team, Pair.AWAY.value)
        self.winnerCombo.addItem(self.tr("Nadie (sumas iguales)"), None)
        self._filling = False
        in_play = partida.status is PartidaStatus.IN_PLAY and not view.locked
        self.setTitle(
            self.tr("Mano n.º {hand}").format(hand=partida.next_hand_number)
            if in_play
            else self.tr("Sin manos por anotar")
        )
        self.setEnabled(in_play)
        self._changed()

    def reset(self) -> None:
        self.pending = None
        self.holdings = None
        self.tilesLabel.setText("")
        self.pointsEdit.clear()

    def end(self) -> HandEnd:
        checked = self.endGroup.checkedButton()
        assert checked is not None  # an exclusive group that starts with dominó checked
        return HandEnd(checked.property("end"))

    def _changed(self) -> None:
        if self._filling:
            return
        end = self.end()
        self.whoLabel.setText(
            self.tr("Infractor:") if end is HandEnd.ANULADA else self.tr("Dominó de:")
        )
        self.whoCombo.setEnabled(end is not HandEnd.CIERRE)
        typed = self.holdings is None and end is not HandEnd.ANULADA
        self.pointsEdit.setEnabled(typed)
        self.winnerCombo.setEnabled(typed and end is HandEnd.CIERRE)
        self.tilesButton.setEnabled(end is not HandEnd.ANULADA)
        partida = self.hoja.partida()
        if end is HandEnd.DOMINO and partida is not None:
            seat = Seat(self.whoCombo.currentData() or Seat.SOUTH.value)
            pair = partida.seating.pair_at(seat)
            index = self.winnerCombo.findData(pair.value)
            self.winnerCombo.blockSignals(True)
            self.winnerCombo.setCurrentIndex(index)
            self.winnerCombo.blockSignals(False)
        self.pending = None
        self._show_pending()

    def pick_tiles(self):
        partida = self.hoja.partida()
        if partida is None:
            return
        domino_by = Seat(self.whoCombo.currentData()) if self.end() is HandEnd.DOMINO else None
        dialog = TilePickerDialog(self.hoja.guide.view, partida, domino_by, self)
        if self.holdings:
            for seat, tiles in self.holdings.items():
                for tile in tiles:
                    dialog.toggle(seat, tile)
        if not dialog.exec():
            return
        holdings = {seat: tiles for seat, tiles in dialog.holdings().items() if tiles}
        self.holdings = holdings or None
        self.tilesLabel.setText(
            "; ".join(
                f"{seat_letter(seat.value)}: {' '.join(tiles)}" for seat, tiles in holdings.items()
            )
            or ""
        )
        self._changed()
        self.countButton.setFocus()  # Enter counts the hand from these tiles

    def count(self):
        partida = self.hoja.partida()
        if partida is None:
            return
        end = self.end()
        kwargs = {}
        if end is HandEnd.DOMINO:
            kwargs["domino_by"] = self.whoCombo.currentData()
        if end is HandEnd.ANULADA:
            kwargs["offender"] = self.whoCombo.currentData()
        elif self.holdings is not None:
            kwargs["tiles_left"] = self.holdings
        else:
            points = self._typed_points()
            if points is None:
                return
            kwargs["points"] = points
            if end is HandEnd.CIERRE:
                kwargs["winner"] = self.winnerCombo.currentData()
        try:
            self.pending = domino_editing.propose_hand(
                self.hoja.guide.db,
                self.hoja.guide.match_id,
                self.hoja.table().number,
                partida.number,
                end,
                **kwargs,
            )
        except StoreError as exc:
            self.pending = None
            messages.warn(self, self.tr("Mano"), str(exc))
            self._show_pending()
            self._back_to_points()
            return
        self._show_pending()
        self._focus_next()

    def _typed_points(self) -> int | None:
        """The points as typed; None (and the reason shown) when they are not a number."""
        text = self.pointsEdit.text().strip()
        if text.isdecimal() and text.isascii():
            return int(text)
        messages.warn(
            self,
            self.tr("Mano"),
            self.tr("Escriba los puntos de la mano, de 0 a 168, o cuente las fichas.")
            if not text
            else self.tr("«{text}» no son unos puntos: escriba un número de 0 a 168.").format(
                text=text
            ),
        )
        self._back_to_points()
        return None

    def _back_to_points(self) -> None:
        if self.pointsEdit.isEnabled():
            self.pointsEdit.setFocus()
            self.pointsEdit.selectAll()

    def _focus_next(self) -> None:
        """After counting, the counter's button; after his approval, «Anotar la mano»."""
        if self.pending is None:
            return
        if self.pending.approved:
            self.writeButton.setFocus()
            return
        waiting = [b for b in self.approveButtons if b.isEnabled()]
        if waiting:
            waiting[0].setFocus()

    def _show_pending(self):
        while self.approveLayout.count():
            item = self.approveLayout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        pending = self.pending
        if pending is None:
            self.pendingLabel.setText(
                self.tr("Cuente la mano; después la aprueba el contador (art. 6).")
            )
            self.writeButton.setEnabled(False)
            self.approveButtons = []
            return
        view = self.hoja.guide.view
        hand = pending.hand
        who = self.tr("nadie") if hand.winner is None else view.team_name(hand.winner)
        text = self.tr("<b>Mano n.º {hand}: {points} puntos para {who}</b> ({end}).").format(
            hand=hand.number, points=hand.points, who=who, end=label(hand.end.label)
        )
        if pending.approved:
            names = ", ".join(self._who(w) for w in pending.approvals)
            text += "<br>" + self.tr("✔ Aprobada por {names}.").format(names=names)
        else:
            text += "<br>" + self.tr("Falta la aprobación de {names}.").format(
                names=self._waiting(pending)
            )
        self.pendingLabel.setText(text)
        arbiter = bool(view.arbiter_name)
        approvals = []
        for who in pending.entitled:
            if who == ARBITER and not arbiter:
                continue
            button = QPushButton(self.tr("Aprueba {who}").format(who=self._who(who)))
            button.setEnabled(who not in pending.approvals)
            button.clicked.connect(lambda _c=False, w=who: self.approve(w))
            self.approveLayout.addWidget(button)
            button.setVisible(self.isVisible())  # now, so that it can take the focus at once
            approvals.append(button)
        self.approveLayout.addStretch(1)
        chain_after(self.countButton, [*approvals, self.writeButton])
        self.approveButtons = approvals
        self.writeButton.setEnabled(pending.approved)

    def _who(self, who) -> str:
        return self.tr("el árbitro") if who == ARBITER else self.hoja.guide.view.name(who)

    def _waiting(self, pending: PendingHand) -> str:
        arbiter = bool(self.hoja.guide.view.arbiter_name)
        names = [self._who(w) for w in pending.waiting_for if w != ARBITER or arbiter]
        return (self.tr(" y ") if pending.all_required else self.tr(" o ")).join(names)

    def approve(self, who):
        if self.pending is not None:
            self.pending = self.pending.approve(who)
            self._show_pending()
            self._focus_next()

    def write(self):
        partida = self.hoja.partida()
        if self.pending is None or partida is None:
            return
        table = self.hoja.table().number
        if self.hoja.guide.act(domino_editing.write_hand, table, partida.number, self.pending):
            current = self.hoja.table().current
            self.hoja.select(table, current.number if current else 1)
            self.dominoRadio.setChecked(True)  # most hands end in a dominó
            self.start()
