"""Driving the chess match-day guide as a user: a clock, a match of our own, clicks, strokes."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from sqlmodel import select

from delegate_app.store.models import Club, Match, Round, Team


class Clock:
    def __init__(self, moment):
        self.moment = moment

    def __call__(self):
        return self.moment


def own_a_match(db, round_number=8):
    with db.session() as s:
        club = s.exec(select(Club).where(Club.is_own, Club.sport == "ajedrez")).one()
        team = s.exec(select(Team).where(Team.club_id == club.id, Team.rank == "A")).one()
        return s.exec(
            select(Match)
            .join(Round, Round.id == Match.round_id)
            .where(Round.number == round_number)
            .where((Match.home_team_id == team.id) | (Match.away_team_id == team.id))
        ).one()


def click(qtbot, button):
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def tick(qtbot, check):
    """Click on the box itself: a wide check box only reacts on its box and its text."""
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))


def sign_stroke(pad):
    pad.add_stroke([(10 + 12 * i, 60 + (i % 5) * 6) for i in range(20)])


def choose(combo, value):
    index = combo.findData(value)
    assert index >= 0, value
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
