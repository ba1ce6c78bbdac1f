"""Issue 17, item 5: from Inicio to the next match in one click, Encuentros as the delegate left
it, and forfeit warnings only once the arrivals that trigger them are noted."""

from __future__ import annotations

from datetime import timedelta

from PySide6.QtCore import Qt

from delegate_app.ui.chess.guide import MatchDayGuide
from delegate_app.ui.main_window import HOME, MATCHES, MainWindow
from delegate_app.ui.screens.matches import MatchesScreen
from tests.helpers.guide import Clock, click, own_a_match, tick
from tests.helpers.surfaces import DEMO_NOW, SIZE


def _window(qtbot, db, settings):
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.resize(*SIZE)
    window.show()
    qtbot.waitExposed(window)
    window.home.reload(now=DEMO_NOW)
    return window


def test_the_next_match_opens_from_inicio_in_one_click(qtbot, demo_db, settings, dialogs):
    window = _window(qtbot, demo_db, settings)
    home = window.home
    first = home._upcoming[0]
    button = home.nextMatchSummaryButton
    assert first.home_team in button.text() and first.away_team in button.text()

    def guide(dialog):
        assert isinstance(dialog, MatchDayGuide)
        assert dialog.match_id == first.match_id

    dialogs.expect(guide)
    click(qtbot, button)
    assert window.ui.stack.currentIndex() == MATCHES
    assert window.matches.selected_match().id == first.match_id


def test_a_double_click_on_a_match_of_inicio_opens_its_acta(qtbot, demo_db, settings, dialogs):
    window = _window(qtbot, demo_db, settings)
    table = window.home.upcomingTable
    third = window.home._upcoming[2]  # the domino encounter of the round
    rect = table.visualRect(table.model().index(2, 1))
    opened = []
    dialogs.expect(lambda dialog: opened.append(dialog.match_id))
    assert table.isVisible() and rect.isValid(), rect
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert opened == [third.match_id]
    window.show_screen(HOME)


def test_encuentros_keeps_its_filter_and_opens_at_the_next_match(qtbot, demo_db, settings):
    screen = MatchesScreen(demo_db, settings=settings, clock=lambda: DEMO_NOW)
    qtbot.addWidget(screen)
    screen.resize(*SIZE)
    screen.show()
    qtbot.waitExposed(screen)
    assert not screen.ownOnlyCheck.isChecked()
    first_open = screen.selected_match()
    assert first_open.scheduled_at >= DEMO_NOW.replace(hour=0)  # not round 1
    assert first_open.round_number > 1
    tick(qtbot, screen.ownOnlyCheck)
    assert screen.ownOnlyCheck.isChecked()
    screen.competitionCombo.setCurrentIndex(2)
    chosen = screen.competitionCombo.currentData()

    # Another start of the app: the same filter, at the next match of it.
    again = MatchesScreen(demo_db, settings=settings, clock=lambda: DEMO_NOW)
    qtbot.addWidget(again)
    assert again.ownOnlyCheck.isChecked()
    assert again.competitionCombo.currentData() == chosen
    match = again.selected_match()
    assert match.competition_id == chosen
    earlier = [m for m in again._matches if m.scheduled_at < DEMO_NOW.replace(hour=0)]
    assert match == again._matches[len(earlier)]
    row = again.table.selectionModel().selectedRows()[0].row()
    assert again.table.rowViewportPosition(row) >= 0  # scrolled to, in sight


def test_forfeit_warnings_wait_for_the_arrivals(qtbot, demo_db, message_log):
    from delegate_app.store.chess import lineups

    match = own_a_match(demo_db)
    for side in ("local", "visitante"):
        lineups.set_lineup(demo_db, match.id, side, lineups.propose(demo_db, match.id, side))
    start = match.scheduled_at
    clock = Clock(start + timedelta(hours=1, minutes=10))  # past the hour of grace
    guide = MatchDayGuide(demo_db, match.id, clock=clock)
    qtbot.addWidget(guide)
    guide.go(1)
    step = guide.steps[1]

    def findings():
        return [step.findingsList.item(i).text() for i in range(step.findingsList.count())]

    # Nothing noted yet: no forfeit, no relegation, nothing to apply; only what to do.
    assert len(findings()) == 1 and "Anote las llegadas" in findings()[0]
    assert not step.forfeitButton.isEnabled()
    # The home team arrived, the visitors did not: now the facts say what follows.
    clock.moment = start - timedelta(minutes=5)
    for board in (1, 2, 3, 4):
        click(qtbot, step.arrivalButtons[("local", board)])
    clock.moment = start + timedelta(hours=1, minutes=10)
    guide.refresh()
    texts = findings()
    assert any("20.1" in t and "visitante" in t for t in texts), texts
    assert step.forfeitButton.isEnabled()


def test_saving_the_start_says_what_it_saved(qtbot, demo_db, message_log):
    match = own_a_match(demo_db)
    guide = MatchDayGuide(demo_db, match.id, clock=Clock(match.scheduled_at))
    qtbot.addWidget(guide)
    guide.go(1)
    step = guide.steps[1]
    assert step.savedLabel.text() == ""
    step.arbiterEdit.setText("Rosa Díaz Marrero")
    click(qtbot, step.saveStartButton)
    assert step.savedLabel.text() == "✔ Comienzo guardado: 16:00, árbitro Rosa Díaz Marrero."
    assert guide.view.arbiter_name == "Rosa Díaz Marrero"
