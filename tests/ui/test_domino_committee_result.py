"""Issue 25, DO-20: typing a committee's decision on a suspended domino partida in the results
screen is accepted, as the acta accepts it (the pair ahead wins, below the target)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from delegate_app.domain.competition import Sport
from delegate_app.store import results
from delegate_app.ui import i18n
from delegate_app.ui.results_dialog import ResultsDialog
from tests.helpers.guide import tick
from tests.helpers.leagues import full_encounter, make_league

SAVE = QDialogButtonBox.StandardButton.Save
CAPTURES = os.environ.get("DELEGADO_CAPTURES")


@pytest.fixture(params=["es", "en"])
def language(request, qapp):
    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.install_language(qapp, i18n.SPANISH)


def test_DO_20_the_results_screen_takes_the_committees_partida_below_the_target(
    qtbot, db, message_log, language
):
    _, matches = make_league(db, sport=Sport.DOMINO, prefix="Peña")
    match = matches[0]
    dialog = ResultsDialog(db, match.id)
    qtbot.addWidget(dialog)
    dialog.resize(1366, 768)
    dialog.show()
    for key, (home, away) in full_encounter(5).items():
        dialog.spins[key][0].setValue(home)
        dialog.spins[key][1].setValue(away)
    dialog.spins[(1, 1)][0].setValue(210)
    dialog.spins[(1, 1)][1].setValue(180)
    assert dialog.winnerLabels[(1, 1)].text() == ""
    tick(qtbot, dialog.committeeChecks[(1, 1)])
    assert dialog.committeeChecks[(1, 1)].isChecked()
    assert dialog.winnerLabels[(1, 1)].text() == ("local" if language == "es" else "home")
    if CAPTURES:
        QApplication.processEvents()
        folder = Path(CAPTURES) / ("en" if language == "en" else "")
        folder.mkdir(parents=True, exist_ok=True)
        dialog.grab().save(str(folder / "i25-domino-fallo-partida.png"))
    qtbot.mouseClick(dialog.buttonBox.button(SAVE), Qt.MouseButton.LeftButton)
    assert message_log.shown == []
    view = results.match_results(db, match.id)
    assert view.complete and view.partidas[(1, 1)].winner == "local"
    # Opened again, the partida is shown as the committee's and saves unchanged.
    again = ResultsDialog(db, match.id)
    qtbot.addWidget(again)
    assert again.committeeChecks[(1, 1)].isChecked()
    assert not again.committeeChecks[(1, 2)].isChecked()
    assert again.partida_values()[(1, 1)] == (210, 180, results.COMMITTEE)
