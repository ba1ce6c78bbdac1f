"""Issue 25 (R25-6): the committee's decision about a domino encounter, recorded from the
results dialog and from the domino guide's close step, in the terms the table computes with
(a partida's tantos or its replay); the domino screens cite no chess article."""

from __future__ import annotations

from datetime import datetime, timedelta

from PySide6.QtWidgets import QDialogButtonBox

from delegate_app.domain.competition import Sport
from delegate_app.store import committee, results
from delegate_app.ui.committee_dialog import DecisionDialog
from delegate_app.ui.domino.guide import DominoGuide
from delegate_app.ui.results_dialog import ResultsDialog
from tests.helpers.domino import START, make_encounter
from tests.helpers.guide import Clock, choose, click
from tests.helpers.leagues import by_name, full_encounter, make_league

SAVE = QDialogButtonBox.StandardButton.Save


def test_DO_20_the_results_dialog_records_the_committees_tantos_and_the_table_counts_them(
    qtbot, db, dialogs, spanish_app
):
    competition_id, matches = make_league(db, sport=Sport.DOMINO)
    match = matches[0]
    results.set_partida_results(db, match.id, full_encounter(home_wins=5), now=START)
    clock = Clock(datetime(2026, 10, 9, 12))
    dialog = ResultsDialog(db, match.id, clock=clock)
    qtbot.addWidget(dialog)

    def decide(decision):
        assert isinstance(decision, DecisionDialog)
        assert "art. 23" not in decision.findChild(type(decision.errorLabel)).text().lower()
        assert sorted(decision.partidaRows) == [(t, p) for t in range(1, 5) for p in (1, 2)]
        combo, home, away = decision.partidaRows[(1, 1)]
        assert not home.isEnabled()
        choose(combo, "tantos")
        assert home.isEnabled() and home.value() == 312
        home.setValue(150)
        away.setValue(150)
        click(qtbot, decision.buttonBox.button(SAVE))
        assert "empate a tantos" in decision.errorLabel.text()
        away.setValue(220)
        choose(decision.partidaRows[(2, 2)][0], "a repetir")
        click(qtbot, decision.buttonBox.button(SAVE))
        assert not decision.isVisible(), decision.errorLabel.text()

    dialogs.expect(decide)
    click(qtbot, dialog.decisionButton)
    assert dialog.saved
    [line] = committee.decisions(db, match.id)
    assert line.ruling.summary() == (
        "mesa 1, partida 1: 150-220; mesa 2, partida 2: A repetir por fallo del Comité"
    )
    view = results.match_results(db, match.id)
    assert view.open_partidas == {(2, 2)}
    assert results.competition_standings(db, competition_id).incomplete == (match.id,)
    decide_again = ResultsDialog(db, match.id, clock=clock)
    qtbot.addWidget(decide_again)

    def replayed(decision):
        combo, home, away = decision.partidaRows[(2, 2)]
        choose(combo, "tantos")
        home.setValue(301)
        away.setValue(90)
        click(qtbot, decision.buttonBox.button(SAVE))

    dialogs.expect(replayed)
    click(qtbot, decide_again.decisionButton)
    standings = results.competition_standings(db, competition_id)
    rows = by_name(standings)
    home_row = rows[standings.name(match.home_team_id)]
    assert standings.matches_counted == 1 and home_row.partidas_won == 4  # 5 - 1 (mesa 1.1)


def test_DO_20_the_domino_guide_close_step_records_the_decision(qtbot, db, dialogs, spanish_app):
    enc = make_encounter(db)
    guide = DominoGuide(db, enc.match_id, clock=Clock(START + timedelta(days=3)))
    qtbot.addWidget(guide)
    guide.go(4)
    close = guide.close_step
    assert close.decisionButton.isVisibleTo(guide)

    def decide(decision):
        combo, home, away = decision.partidaRows[(1, 2)]
        choose(combo, "tantos")
        home.setValue(120)
        away.setValue(60)
        click(qtbot, decision.buttonBox.button(SAVE))

    dialogs.expect(decide)
    click(qtbot, close.decisionButton)
    assert "Fallos del Comité recibidos: mesa 1, partida 2: 120-60" in close.summaryLabel.text()
    assert "art. 23" not in close.summaryLabel.text()  # no chess appeal deadline in domino
