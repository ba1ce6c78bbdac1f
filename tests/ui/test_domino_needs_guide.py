"""DO-17 through the domino guide: a need declared before the partida is recorded from the
Incidencias step and shown on the Hoja of its partida."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QApplication, QDialogButtonBox

from delegate_app.domain.domino import NEED_KIND
from delegate_app.store.domino import editing as domino_editing
from delegate_app.ui.domino.guide import DominoGuide
from tests.helpers.domino import START, at, make_encounter, seat, setup_tables
from tests.helpers.guide import Clock, click

CAPTURES = os.environ.get("DELEGADO_CAPTURES")


def test_DO_17_the_need_is_declared_from_the_guide_and_shown_on_the_hoja(
    qtbot, db, dialogs, message_log
):
    enc = make_encounter(db)
    domino_editing.open_encounter(db, enc.match_id, START)
    setup_tables(db, enc)
    seat(db, enc, 1)
    guide = DominoGuide(db, enc.match_id, clock=Clock(at(0)))
    qtbot.addWidget(guide)
    guide.go(3)
    assert NEED_KIND in guide.incidents.kindButtons

    def fill(dialog):
        assert dialog.editors["mesa"].value() == 1 and dialog.editors["partida"].value() == 1
        name = dialog.editors["jugador"].itemText(1)  # a player of the table
        dialog.set_value("jugador", name)
        dialog.set_value("necesidad", "Toma una medicación a las 19:00")
        dialog.set_value("comunicada_a", "el juez árbitro")
        if CAPTURES:
            dialog.show()
            QApplication.processEvents()
            dialog.grab().save(str(Path(CAPTURES) / "i14-domino-necesidad.png"))
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save).click()
        fill.name = name

    dialogs.expect(fill)
    click(qtbot, guide.incidents.kindButtons[NEED_KIND])
    assert guide.view.incidents[-1].rule_id == NEED_KIND
    guide.go(2)
    text = guide.hoja.totalsLabel.text()
    assert f"Art. 17: {fill.name} declaró antes de la partida «Toma una medicación" in text
    assert "comunicado a el juez árbitro" in text
