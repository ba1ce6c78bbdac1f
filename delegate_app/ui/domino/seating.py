"""The table seen from above: the seats of a partida, the pairs and the numbers of the hand."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from delegate_app.domain.domino import SEATS, Pair, Partida, Seat, Seating
from delegate_app.domain.domino.common import pair_label
from delegate_app.store.domino.acta_view import EncounterView
from delegate_app.ui.labels import label

PAIR_COLOURS = {Pair.HOME: QColor("#1f4e79"), Pair.AWAY: QColor("#8a4b08")}


def numbering(salidor: Seat) -> dict[Seat, int]:
    return {salidor: 1, salidor.right: 2, salidor.opposite: 3, salidor.left: 4}


class SeatingDiagram(QWidget):
    """The table seen from above: who sits at Norte, Este, Sur and Oeste, his pair and his
    number in the hand (1 = salidor, 2 on his right, 3 his partner, 4 on his left)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMinimumSize(300, 210)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Asientos de la mesa"))
        self.seats: dict[Seat, tuple[str, Pair]] = {}
        self.numbers: dict[Seat, int] = {}
        self.caption = self.tr("Sin sortear")
        self.teams: dict[Pair, str] = {}

    def sizeHint(self) -> QSize:
        return QSize(360, 240)

    def show_seating(
        self,
        view: EncounterView,
        seating: Seating | None,
        salidor: Seat | None = None,
        caption: str = "",
    ) -> None:
        self.teams = {pair: view.team_name(pair) for pair in Pair}
        if seating is None:
            self.seats, self.numbers, self.caption = {}, {}, caption or self.tr("Sin sortear")
        else:
            self.seats = {
                seat: (view.name(seating.player_at(seat)), seating.pair_at(seat)) for seat in SEATS
            }
            self.numbers = numbering(salidor or seating.salidor)
            self.caption = caption
        lines = [
            self.tr("{seat}: {name}, n.º {number}").format(
                seat=label(seat.label), name=name, number=self.numbers[seat]
            )
            for seat, (name, _pair) in self.seats.items()
        ]
        self.setAccessibleDescription("; ".join(lines) or self.caption)
        self.setToolTip("\n".join(lines) or self.caption)
        self.update()

    def text_of(self, seat: Seat) -> str:
        name, _pair = self.seats[seat]
        return f"{self.numbers[seat]} · {name}"

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        w, h = self.width(), self.height()
        side = min(w * 0.34, h * 0.42)
        centre = QPointF(w / 2, h / 2 - 6)
        table = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
        painter.setPen(QPen(QColor("#2e5e2e"), 2))
        painter.setBrush(QBrush(QColor("#3f7f3f")))
        painter.drawRoundedRect(table, 8, 8)
        painter.setPen(QColor("white"))
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(table, Qt.AlignmentFlag.AlignCenter, self.tr("MESA"))
        box_w, box_h = min(170.0, w * 0.30), 44.0
        places = {
            Seat.NORTH: QRectF(centre.x() - box_w / 2, table.top() - box_h - 4, box_w, box_h),
            Seat.SOUTH: QRectF(centre.x() - box_w / 2, table.bottom() + 4, box_w, box_h),
            Seat.WEST: QRectF(table.left() - box_w - 6, centre.y() - box_h / 2, box_w, box_h),
            Seat.EAST: QRectF(table.right() + 6, centre.y() - box_h / 2, box_w, box_h),
        }
        small = QFont(self.font())
        small.setPointSizeF(max(7.0, small.pointSizeF() - 1))
        for seat, rect in places.items():
            if seat not in self.seats:
                painter.setPen(QPen(QColor("#999999"), 1, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, 6, 6)
                painter.setPen(QColor("#777777"))
                painter.setFont(small)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label(seat.label))
                continue
            name, pair = self.seats[seat]
            number = self.numbers[seat]
            colour = PAIR_COLOURS[pair]
            painter.setPen(QPen(colour, 3 if number == 1 else 1.2))
            painter.setBrush(QBrush(QColor("#fff8d6") if number == 1 else QColor("white")))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(colour)
            painter.setFont(font)
            top = rect.adjusted(6, 2, -6, -box_h / 2)
            heading = f"{number} · {label(seat.label)}" + (
                self.tr(" · sale") if number == 1 else ""
            )
            painter.drawText(top, Qt.AlignmentFlag.AlignCenter, heading)
            painter.setFont(small)
            painter.setPen(QColor("#1b1f24"))
            bottom = rect.adjusted(4, box_h / 2 - 2, -4, -2)
            elided = painter.fontMetrics().elidedText(
                name, Qt.TextElideMode.ElideRight, int(bottom.width())
            )
            painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, elided)
        painter.setFont(small)
        metrics = painter.fontMetrics()
        pieces = [(self.caption, QColor("#333333"))]
        if self.seats:
            pieces += [
                (f"   ■ {self.teams.get(pair, label(pair_label(pair)))}", PAIR_COLOURS[pair])
                for pair in Pair
            ]
        width = sum(metrics.horizontalAdvance(text) for text, _c in pieces)
        x = max(4.0, (w - width) / 2)
        for text, colour in pieces:
            painter.setPen(colour)
            painter.drawText(QPointF(x, h - 6), text)
            x += metrics.horizontalAdvance(text)
        painter.end()


def initial_seating(partida: Partida) -> Seating:
    """The seats the partida began with: its substitutions undone, last one first."""
    seats = partida.seating.seats
    for substitution in reversed(partida.substitutions):
        seats[substitution.seat] = substitution.out
    return Seating.from_seats(seats, partida.seating.north_south, partida.seating.salidor)
