"""Competiciones follows what happens in an acta opened from Encuentros: a committee decision
recorded in the acta's close step changes the table the delegate then reads (found by the
season walk, issue 25: the table stayed as it was until the app restarted)."""

from __future__ import annotations

from datetime import timedelta

from delegate_app.store import results
from delegate_app.store.chess import acta as chess_acta
from delegate_app.ui.main_window import COMPETITIONS, MATCHES, MainWindow
from tests.helpers.guide import choose, click, own_a_match


def test_R25_1_competiciones_shows_the_table_after_a_decision_recorded_in_the_acta(
    qtbot, demo_db, dialogs, settings, spanish_app
):
    match = own_a_match(demo_db)
    for board, text in ((1, "1-0"), (2, "pendiente (1-0)"), (3, "½-½"), (4, "0-1")):
        chess_acta.set_result(demo_db, match.id, board, text, now=match.scheduled_at)
    window = MainWindow(demo_db, settings)
    qtbot.addWidget(window)
    window.show_screen(COMPETITIONS)
    screen = window.competitions
    competition_id = results.match_results(demo_db, match.id).competition_id
    screen.reload(select_id=competition_id)
    played_before = sum(row.played for row in screen.standingsView.standings.rows)

    window.show_screen(MATCHES)
    assert window.matches.select_match(match.id)

    def acta(guide):
        guide.clock = lambda: match.scheduled_at + timedelta(days=9)
        guide.go(4)

        def decide(dialog):
            dialog.referenceEdit.setText("CC 2/2026")
            choose(dialog.boardCombos[2], "0-1")
            click(qtbot, dialog.buttonBox.button(dialog.buttonBox.StandardButton.Save))

        dialogs.expect(decide)
        click(qtbot, guide.steps[4].decisionButton)

    dialogs.expect(acta)
    click(qtbot, window.matches.actaButton)
    window.show_screen(COMPETITIONS)
    played_after = sum(row.played for row in screen.standingsView.standings.rows)
    assert played_after == played_before + 2  # the match counts for both its teams
