"""Issue 25: each sport's screens cite that sport's regulation, or nothing. The domino
regulation has no articles on categories, legs, official times, the draw or list extensions
(those are the chess regulation's arts. 1, 4, 6.1, 6.4, 7, 9.3 and 10.1), so a domino
competition's screens cite none of them; a chess competition's keep them."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

from delegate_app.domain.competition import Sport
from delegate_app.store import clubs, competition_teams, competitions
from delegate_app.ui.calendar_dialogs import GenerateCalendarDialog
from delegate_app.ui.competition_dialog import CompetitionDialog
from delegate_app.ui.group_dialog import DrawNumbersDialog, GroupDialog, TeamDetailsDialog
from delegate_app.ui.team_dialog import TeamDialog

CHESS_ONLY = re.compile(r"\(arts?\. (1|4|6\.1|6\.4|7|9\.3|10\.1)\)")


def _texts(widget) -> list[str]:
    # hidden tabs too: the delegate reaches every tab
    texts = [w.text() for w in widget.findChildren(QLabel)]
    texts += [w.text() for w in widget.findChildren(QAbstractButton)]
    return texts + [w.toolTip() for w in widget.findChildren(QAbstractButton)]


def _cited(widget) -> list[str]:
    return [t for t in _texts(widget) if CHESS_ONLY.search(t)]


def _competition(db, sport: str):
    return next(c for c in clubs.list_competitions(db) if c.sport == sport)


def _show(qtbot, widget):
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_a_new_domino_competition_cites_no_chess_article(qtbot, db, spanish_app):
    dialog = _show(qtbot, CompetitionDialog(db))
    assert _cited(dialog)  # chess is the first sport: its articles are shown
    dialog.sportCombo.setCurrentIndex(dialog.sportCombo.findData(Sport.DOMINO.value))
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the chess decisions go
    assert _cited(dialog) == []
    dialog.sportCombo.setCurrentIndex(dialog.sportCombo.findData(Sport.CHESS.value))
    assert "&Categoría (art. 1):" in _texts(dialog)


@pytest.mark.parametrize("sport", ["domino", "ajedrez"])
def test_the_domino_group_draw_and_calendar_cite_no_chess_article(
    qtbot, demo_db, spanish_app, sport
):
    competition = _competition(demo_db, sport)
    rows = competition_teams.competition_teams(demo_db, competition.id)
    windows = [
        CompetitionDialog(demo_db, competition),
        GroupDialog(demo_db, competition.id),
        TeamDetailsDialog(demo_db, competition),
        DrawNumbersDialog(demo_db, competition, rows),
        GenerateCalendarDialog(demo_db, competition.id),
        TeamDialog(demo_db, next(c for c in clubs.own_clubs(demo_db) if c.sport == sport)),
    ]
    cited = [t for w in windows for t in _cited(_show(qtbot, w))]
    if sport == "domino":
        assert cited == []
    else:
        assert any("(art. 9.3)" in t for t in cited) and any("(art. 6.1)" in t for t in cited)


def test_a_domino_competitions_time_error_cites_no_chess_article(demo_db):
    from delegate_app.store.errors import StoreError

    spec = competitions.CompetitionSpec(
        name="Liga de dominó", sport="domino", season="2026-2027", saturday_time="25:00"
    )
    with pytest.raises(StoreError) as refused:
        competitions.create_competition(demo_db, spec)
    assert "Hora oficial del sábado" in str(refused.value)
    assert "art. 6.1" not in str(refused.value)
