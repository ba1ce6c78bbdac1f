"""CH-17.1 in the guide: a match moved to a later day starts at its new date and time. On that
day "Ahora" and "Ha llegado" stamp the computer's time (it is the match day), the start step
says where the match was moved from, and no board is proposed as a forfeit for a player seated
before the new start. Screenshots at 1366x768 in Spanish and English with DELEGADO_CAPTURES."""

from __future__ import annotations

import os
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from delegate_app.store import match_moves
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.chess import lineups
from delegate_app.ui import i18n
from delegate_app.ui.chess.guide import MatchDayGuide
from tests.helpers.guide import Clock, own_a_match

CAPTURES = os.environ.get("DELEGADO_CAPTURES")


@pytest.fixture(params=["es", "en"])
def language(request, qapp):
    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.install_language(qapp, i18n.SPANISH)


def test_CH_17_1_the_guide_of_a_moved_match_works_on_its_new_day(
    qtbot, demo_db, message_log, language
):
    match = own_a_match(demo_db)
    for side in ("local", "visitante"):
        lineups.set_lineup(demo_db, match.id, side, lineups.propose(demo_db, match.id, side))
    new = datetime.combine(match.scheduled_at.date() + timedelta(days=8), match.scheduled_at.time())
    match_moves.move_match(demo_db, match.id, new, date(2020, 1, 1), both_agree=True)
    clock = Clock(new - timedelta(minutes=20))
    guide = MatchDayGuide(demo_db, match.id, clock=clock)
    qtbot.addWidget(guide)
    guide.resize(1366, 768)
    guide.show()
    qtbot.waitExposed(guide)
    guide.go(1)
    step = guide.steps[1]
    assert not guide.outOfDateLabel.isVisible()  # the new day is the match day
    official = step.officialLabel.text()
    assert official.startswith("Aplazado al" if language == "es" else "Moved to")
    for side in ("local", "visitante"):
        for board in (1, 2, 3, 4):
            button = step.arrivalButtons[(side, board)]
            assert button.isEnabled()
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    view = chess_acta.acta_view(demo_db, match.id)
    assert all(line.home_arrived == clock.moment for line in view.lines)
    clock.moment = new + timedelta(hours=1, minutes=10)
    proposal = chess_acta.start_state(demo_db, match.id, as_of=clock.moment)
    assert proposal.forfeits == {} and proposal.no_shows == ()
    assert not message_log.shown
    if CAPTURES:
        guide.refresh()
        guide.go(1)
        QApplication.processEvents()
        folder = Path(CAPTURES) / ("en" if language == "en" else "")
        folder.mkdir(parents=True, exist_ok=True)
        guide.grab().save(str(folder / "i25-encuentro-aplazado.png"))
