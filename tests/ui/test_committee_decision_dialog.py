"""CH-23 in the chess guide's Cierre step: the delegate notes when the committee's decision
arrived and the appeal deadline appears with the others, marked overdue once past."""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QApplication

from delegate_app.store import committee
from delegate_app.ui.chess.guide import MatchDayGuide
from delegate_app.ui.formatting import fmt_date_time
from tests.helpers.guide import Clock, click, own_a_match

CAPTURES = os.environ.get("DELEGADO_CAPTURES")


def test_CH_23_the_decision_is_recorded_in_the_guide_and_its_appeal_deadline_shown(
    qtbot, demo_db, dialogs
):
    match = own_a_match(demo_db)
    clock = Clock(match.scheduled_at + timedelta(days=12))
    guide = MatchDayGuide(demo_db, match.id, clock=clock)
    qtbot.addWidget(guide)
    guide.go(4)
    close = guide.steps[4]
    assert close.decisionButton.isVisibleTo(guide)
    assert "Art. 23" not in close.summaryLabel.text()
    received = match.scheduled_at.date() + timedelta(days=11)

    def refused_then_saved(dialog):
        # Nothing typed: refused, the dialog stays open with the reason.
        click(qtbot, dialog.buttonBox.button(dialog.buttonBox.StandardButton.Save))
        assert dialog.errorLabel.text() == (
            "Escriba la referencia del fallo o lo que decide el Comité."
        )
        dialog.dateEdit.setDate(QDate(received.year, received.month, received.day))
        dialog.referenceEdit.setText("Expte. 7/2026")
        dialog.summaryEdit.setPlainText("Se confirma el resultado del tablero 2.")
        if CAPTURES:
            dialog.show()
            QApplication.processEvents()
            dialog.grab().save(str(Path(CAPTURES) / "i14-fallo-comite.png"))
        click(qtbot, dialog.buttonBox.button(dialog.buttonBox.StandardButton.Save))

    dialogs.expect(refused_then_saved)
    click(qtbot, close.decisionButton)
    assert [d.reference for d in committee.decisions(demo_db, match.id)] == ["Expte. 7/2026"]
    text = close.summaryLabel.text()
    assert "Art. 23: recurso ante la Junta de Gobierno" in text
    assert "Fallo «Expte. 7/2026», recibido el" in text
    [appeal] = committee.appeal_deadlines(demo_db, match.id)
    assert appeal.due.date() == received + timedelta(days=10)
    assert fmt_date_time(appeal.due) in text
    # Past the ten days, it is marked overdue with what follows.
    clock.moment = match.scheduled_at + timedelta(days=30)
    guide.refresh()
    guide.go(4)
    assert "VENCIDO" in close.summaryLabel.text()
    assert "Pasado el plazo, el fallo es firme." in close.summaryLabel.text()
