"""Issue 25 (R25-1, R25-3): the committee dialog records the board's final result and the
points taken, not only text, and the table reads them. Screenshots at 1366x768 in Spanish and
English with DELEGADO_CAPTURES set (docs/i25-fallo-tableros.png, docs/en/…)."""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QDate
from PySide6.QtWidgets import QApplication

from delegate_app.store import committee, competition_standings, results
from delegate_app.store.chess import acta as chess_acta
from delegate_app.ui import i18n
from delegate_app.ui.chess.guide import MatchDayGuide
from delegate_app.ui.committee_dialog import DecisionDialog
from tests.helpers.guide import Clock, choose, click, own_a_match

CAPTURES = os.environ.get("DELEGADO_CAPTURES")


@pytest.fixture(params=["es", "en"])
def language(request, qapp):
    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.install_language(qapp, i18n.SPANISH)


def _pending_match(db):
    match = own_a_match(db)
    for board, text in ((1, "1-0"), (2, "pendiente (1-0)"), (3, "½-½"), (4, "0-1")):
        chess_acta.set_result(db, match.id, board, text, now=match.scheduled_at)
    return match


def test_R25_1_the_delegate_records_the_boards_final_result_and_the_table_counts_it(
    qtbot, demo_db, dialogs
):
    match = _pending_match(demo_db)
    assert (
        match.id
        in competition_standings.competition_standings(
            demo_db, _competition(demo_db, match)
        ).incomplete
    )
    clock = Clock(match.scheduled_at + timedelta(days=12))
    guide = MatchDayGuide(demo_db, match.id, clock=clock)
    qtbot.addWidget(guide)
    guide.go(4)
    received = match.scheduled_at.date() + timedelta(days=11)

    def decide(dialog):
        assert sorted(dialog.boardCombos) == [1, 2, 3, 4]
        dialog.dateEdit.setDate(QDate(received.year, received.month, received.day))
        dialog.referenceEdit.setText("CC 11/2026")
        choose(dialog.boardCombos[2], "0-1")
        choose(dialog.pointsSideCombo, "local")
        click(qtbot, dialog.buttonBox.button(dialog.buttonBox.StandardButton.Save))
        assert dialog.errorLabel.text() == "Los puntos descontados deben estar entre 1 y 100."
        dialog.pointsSpin.setValue(1)
        click(qtbot, dialog.buttonBox.button(dialog.buttonBox.StandardButton.Save))

    dialogs.expect(decide)
    click(qtbot, guide.steps[4].decisionButton)
    [line] = committee.decisions(demo_db, match.id)
    assert line.ruling.summary() == "tablero 2: 0-1; descuento de 1 punto al local"
    view = results.match_results(demo_db, match.id)
    assert view.complete and view.score_text == "1½-2½"
    standings = competition_standings.competition_standings(demo_db, _competition(demo_db, match))
    assert match.id not in standings.incomplete


def _competition(db, match):
    from delegate_app.store.models import Round

    with db.session() as s:
        return s.get(Round, match.round_id).competition_id


def test_the_committee_dialog_fits_1366x768_in_both_languages(qtbot, demo_db, language):
    match = _pending_match(demo_db)
    dialog = DecisionDialog(demo_db, match.id, Clock(match.scheduled_at + timedelta(days=3)))
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    hint = dialog.sizeHint()
    assert hint.width() <= 1366 and hint.height() <= 768 - 60
    texts = [dialog.boardCombos[1].itemText(i) for i in range(dialog.boardCombos[1].count())]
    if language == "en":
        assert "— no change —" in texts and "Se repite la partida" not in texts
    if CAPTURES:
        dialog.referenceEdit.setText("CC 11/2026")
        choose(dialog.boardCombos[2], "0-1")
        QApplication.processEvents()
        folder = Path(CAPTURES) / ("en" if language == "en" else "")
        folder.mkdir(parents=True, exist_ok=True)
        dialog.grab().save(str(folder / "i25-fallo-tableros.png"))
