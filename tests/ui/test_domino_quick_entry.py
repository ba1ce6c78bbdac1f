"""The domino guide driven as a captain at a noisy venue: the four tables set up with
«Proponer parejas» and hands written from the keyboard alone. Every click and every confirming
key press is counted; the README states the counts measured here."""

from __future__ import annotations

import re
from datetime import timedelta
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from delegate_app.ui.domino.guide import DominoGuide
from tests.helpers.domino import START, make_encounter

README = Path(__file__).resolve().parents[2] / "README.md"


class Actions:
    """Clicks and key presses sent to the guide, as a user would make them."""

    def __init__(self, qtbot):
        self.qtbot = qtbot
        self.count = 0

    def click(self, widget):
        assert widget.isEnabled() and widget.isVisible(), widget.text()
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
        self.count += 1

    def key(self, key, modifier=Qt.KeyboardModifier.NoModifier):
        widget = QApplication.focusWidget()
        assert widget is not None
        self.qtbot.keyClick(widget, key, modifier)
        self.count += 1

    def type(self, text):
        """Digits typed into the focused field (not confirmations: counted apart)."""
        widget = QApplication.focusWidget()
        assert widget is not None
        self.qtbot.keyClicks(widget, text)


def readme_count(pattern: str) -> int:
    found = re.search(pattern, README.read_text(encoding="utf-8"))
    assert found, f"the README does not state: {pattern}"
    return int(found.group(1))


def open_guide(qtbot, db, enc):
    guide = DominoGuide(db, enc.match_id, clock=lambda: START - timedelta(minutes=10))
    qtbot.addWidget(guide)
    guide.resize(1366, 768)
    guide.show()
    qtbot.waitExposed(guide)
    guide.activateWindow()
    return guide


def test_four_tables_with_proponer_parejas_take_two_actions(qtbot, db, message_log):
    enc = make_encounter(db, tables=4, squad=8)
    h, a = enc.home, enc.away
    guide = open_guide(qtbot, db, enc)
    actions = Actions(qtbot)
    teams = guide.teams
    actions.click(teams.proposeButton)
    # Proposed, not saved: the captain reviews the four tables first.
    assert not any(t.set_up for t in guide.view.tables)
    assert "Propuestas las mesas 1, 2, 3, 4" in teams.proposalLabel.text()
    box = teams.tableBoxes[2]
    assert [c.currentData() for c in (*box.home, *box.away)] == [h[4], h[5], a[4], a[5]]
    assert (box.annotator.currentData(), box.counter.currentData()) == (h[4], a[4])
    actions.click(teams.saveAllButton)
    assert [(t.home, t.away, t.annotator, t.counter) for t in guide.view.tables] == [
        ((h[2 * i], h[2 * i + 1]), (a[2 * i], a[2 * i + 1]), h[2 * i], a[2 * i]) for i in range(4)
    ]
    assert "✔ Guardadas las mesas 1, 2, 3, 4" in teams.proposalLabel.text()
    assert guide.stepList.item(0).text().startswith("✔")
    assert message_log.shown == []
    assert actions.count <= 6
    assert actions.count == readme_count(r"4 mesas[^\n]*?(\d+) acciones")


def test_a_reviewed_proposal_keeps_the_captains_change(qtbot, db, message_log):
    enc = make_encounter(db, tables=4, squad=8)
    h = enc.home
    guide = open_guide(qtbot, db, enc)
    teams = guide.teams
    teams.proposeButton.click()
    box = teams.tableBoxes[0]
    box.annotator.setCurrentIndex(box.annotator.findData(h[1]))  # the other one annotates
    teams.saveAllButton.click()
    assert guide.view.table(1).annotator == h[1]
    # Nothing left to propose; saving again changes nothing and says so.
    assert not teams.proposeButton.isEnabled()
    teams.saveAllButton.click()
    assert "Nada que guardar" in teams.proposalLabel.text()


def test_a_short_squad_is_told_and_the_rest_still_saved(qtbot, db, message_log):
    enc = make_encounter(db, tables=4)  # 6 players each
    guide = open_guide(qtbot, db, enc)
    teams = guide.teams
    teams.proposeButton.click()
    assert "Doble Seis no tiene jugadores en activo para las mesas 4" in teams.proposalLabel.text()
    teams.saveAllButton.click()
    assert [t.set_up for t in guide.view.tables] == [True, True, True, False]


def test_a_wrong_table_in_the_batch_is_refused_and_nothing_saved(qtbot, db, message_log):
    enc = make_encounter(db, tables=4, squad=8)
    guide = open_guide(qtbot, db, enc)
    teams = guide.teams
    teams.proposeButton.click()
    # Table 2 gets table 1's home pair as well: one player, two tables.
    first, second = teams.tableBoxes[0], teams.tableBoxes[1]
    for source, target in zip(first.home, second.home, strict=True):
        target.setCurrentIndex(target.findData(source.currentData()))
    teams.saveAllButton.click()
    assert message_log.shown and "está en las mesas 1 y 2" in message_log.shown[-1][2]
    assert not any(t.set_up for t in guide.view.tables)
