"""The domino guide driven as a captain at a noisy venue: the four tables set up with
«Proponer parejas» and hands written from the keyboard alone. Every click and every confirming
key press is counted; the manual (docs/manual/jornada-domino.md) states
the counts measured here."""

from __future__ import annotations

import re
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from delegate_app.domain.domino import Pair, Seat
from delegate_app.ui import i18n
from delegate_app.ui.domino.guide import DominoGuide
from tests.helpers.domino import START, make_encounter, seat, setup_tables
from tests.helpers.screen_fit import clipped, small_targets

README = Path(__file__).resolve().parents[2] / "docs" / "manual" / "jornada-domino.md"


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
        """Through the window, as a keyboard does: shortcuts first, then the focused control."""
        widget = QApplication.focusWidget()
        assert widget is not None
        QTest.keyClick(widget.window().windowHandle(), key, modifier)
        self.count += 1

    def type(self, text):
        """Digits typed into the focused field (not confirmations: counted apart)."""
        widget = QApplication.focusWidget()
        assert widget is not None
        self.qtbot.keyClicks(widget, text)


def readme_count(pattern: str) -> int:
    found = re.search(pattern, README.read_text(encoding="utf-8"))
    assert found, f"the manual does not state: {pattern}"
    return int(found.group(1))


def open_guide(qtbot, db, enc):
    guide = DominoGuide(db, enc.match_id, clock=lambda: START - timedelta(minutes=10))
    qtbot.addWidget(guide)
    guide.resize(1366, 768)
    guide.show()
    qtbot.waitExposed(guide)
    guide.activateWindow()
    qtbot.waitUntil(guide.isActiveWindow)
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


def seated_guide(qtbot, db):
    """Two tables set and seated: Ana Díaz (home) leads table 1 from the South (DO-7.4)."""
    enc = make_encounter(db)
    setup_tables(db, enc)
    seat(db, enc, 1)
    guide = open_guide(qtbot, db, enc)
    guide.go(2)
    return enc, guide


def hands_of(guide, table=1, partida=1):
    return guide.view.table(table).partida(partida).hands


def test_a_dominó_from_the_keyboard_alone(qtbot, db, message_log):
    enc, guide = seated_guide(qtbot, db)
    entry = guide.hoja.entry
    actions = Actions(qtbot)
    assert QApplication.focusWidget() is entry.whoCombo  # where a hand begins
    actions.key(Qt.Key.Key_S)  # «Sur: Ana Díaz» ran out of tiles
    assert entry.whoCombo.currentText() == "Sur: Ana Díaz"
    actions.key(Qt.Key.Key_Return)
    assert QApplication.focusWidget() is entry.pointsEdit
    actions.type("30")
    actions.key(Qt.Key.Key_Return)  # count it
    assert "30 puntos para Doble Seis" in entry.pendingLabel.text()
    assert hands_of(guide) == ()  # DO-6: nothing written before the counter approves
    assert QApplication.focusWidget().text() == "Aprueba Gara Luis"
    assert not entry.writeButton.isEnabled()
    actions.key(Qt.Key.Key_Return)  # the counter approves
    assert "✔ Aprobada por Gara Luis" in entry.pendingLabel.text()
    assert QApplication.focusWidget() is entry.writeButton
    actions.key(Qt.Key.Key_Return)  # written
    (written,) = hands_of(guide)
    assert (written.points, written.winner, written.approved_by) == (30, Pair.HOME, (enc.away[0],))
    assert "Doble&nbsp;Seis&nbsp;<b style='font-size:30pt'>30</b>" in guide.hoja.scoreLabel.text()
    # Ready for the next hand, from the same place.
    assert QApplication.focusWidget() is entry.whoCombo
    assert entry.title() == "Mano n.º 2" and entry.pointsEdit.text() == ""
    assert message_log.shown == []
    assert actions.count == readme_count(r"mano[^\n]*?teclado[^\n]*?(\d+) pulsaciones")


def test_a_cierre_from_the_keyboard_alone(qtbot, db, message_log):
    _enc, guide = seated_guide(qtbot, db)
    entry = guide.hoja.entry
    actions = Actions(qtbot)
    actions.key(Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(entry.cierreRadio.isChecked)  # a mnemonic presses the button (animated)
    assert not entry.whoCombo.isEnabled()
    assert QApplication.focusWidget() is entry.pointsEdit  # a cierre has no "who"
    actions.type("25")
    actions.key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is entry.winnerCombo
    actions.key(Qt.Key.Key_E)  # El Tranque held fewer pips
    actions.key(Qt.Key.Key_Return)
    assert "25 puntos para El Tranque" in entry.pendingLabel.text()
    actions.key(Qt.Key.Key_Return)
    actions.key(Qt.Key.Key_Return)
    (written,) = hands_of(guide)
    assert (written.points, written.winner) == (25, Pair.AWAY)
    assert written.end.value == "cierre"
    assert entry.dominoRadio.isChecked()  # the next hand starts as a dominó again
    assert message_log.shown == []
    assert actions.count == 6  # Alt+C, Tab, E and three Enter; no click


def test_an_annulled_hand_from_the_keyboard_alone(qtbot, db, message_log):
    enc, guide = seated_guide(qtbot, db)
    entry = guide.hoja.entry
    actions = Actions(qtbot)
    actions.key(Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)  # «Anulada» (art. 15, 16)
    qtbot.waitUntil(entry.annulRadio.isChecked)
    assert QApplication.focusWidget() is entry.whoCombo and not entry.pointsEdit.isEnabled()
    actions.key(Qt.Key.Key_E)  # the offender sits East
    for _ in range(3):  # count (no points to type), approve, write
        actions.key(Qt.Key.Key_Return)
    (written,) = hands_of(guide)
    assert (written.points, written.offender) == (0, Seat.EAST)
    assert written.approved_by == (enc.away[0],)
    assert actions.count == 5 and message_log.shown == []


@pytest.mark.parametrize(
    ("typed", "says"),
    [
        ("200", "una mano vale entre 0 y 168 puntos"),
        ("169", "una mano vale entre 0 y 168 puntos"),
        ("3O", "«3O» no son unos puntos"),
        ("", "Escriba los puntos de la mano"),
    ],
)
def test_points_are_taken_as_typed_and_a_wrong_number_is_refused(
    qtbot, db, message_log, typed, says
):
    _enc, guide = seated_guide(qtbot, db)
    entry = guide.hoja.entry
    qtbot.keyClick(entry.whoCombo, Qt.Key.Key_S)
    qtbot.keyClick(entry.whoCombo, Qt.Key.Key_Return)
    qtbot.keyClicks(entry.pointsEdit, typed)
    assert entry.pointsEdit.text() == typed  # "200" stays 200: never cut to 20
    qtbot.keyClick(entry.pointsEdit, Qt.Key.Key_Return)
    assert message_log.shown and says in message_log.shown[-1][2]
    assert entry.pending is None and not entry.writeButton.isEnabled()
    assert hands_of(guide) == ()
    # The field keeps what was typed, selected, to type over it.
    assert QApplication.focusWidget() is entry.pointsEdit
    assert entry.pointsEdit.selectedText() == typed
    qtbot.keyClicks(entry.pointsEdit, "168")
    qtbot.keyClick(entry.pointsEdit, Qt.Key.Key_Return)
    assert "168 puntos para Doble Seis" in entry.pendingLabel.text()


def test_a_dominó_counted_from_tiles_typed_on_the_keyboard(qtbot, db, dialogs, message_log):
    enc, guide = seated_guide(qtbot, db)
    entry = guide.hoja.entry
    actions = Actions(qtbot)
    actions.key(Qt.Key.Key_S)  # Ana Díaz (South) ran out of tiles

    def tiles(dialog):
        dialog.activateWindow()  # as exec() does for a modal dialog
        qtbot.waitUntil(dialog.isActiveWindow)
        # The first open hand (North) has the focus; Tab goes from hand to hand.
        assert QApplication.focusWidget() is dialog.typedEdits[Seat.NORTH]
        actions.type("10")
        actions.key(Qt.Key.Key_Tab)
        actions.type("66 55")
        actions.key(Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is dialog.typedEdits[Seat.WEST]
        actions.type("43")
        picked = dialog.buttons[Seat.EAST]["6-6"]
        assert picked.isChecked() and picked.text() == "✔ 6-6"  # colour and a mark
        assert not dialog.buttons[Seat.WEST]["6-6"].isEnabled()  # one tile, one hand
        assert "Puntos en juego: 30" in dialog.totalLabel.text()
        actions.key(Qt.Key.Key_Return)  # Aceptar

    dialogs.expect(tiles)
    actions.key(Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)  # «Contar las fichas…»
    qtbot.waitUntil(lambda: bool(entry.holdings))
    guide.activateWindow()  # back from the modal dialog, as the window system does
    qtbot.waitUntil(guide.isActiveWindow)
    assert QApplication.focusWidget() is entry.countButton
    for _ in range(3):  # count, the counter approves, write
        actions.key(Qt.Key.Key_Return)
    (written,) = hands_of(guide)
    assert (written.points, written.winner) == (30, Pair.HOME)
    assert {seat: sorted(str(t) for t in held) for seat, held in written.tiles_left} == {
        Seat.NORTH: ["1-0"],
        Seat.EAST: ["5-5", "6-6"],
        Seat.WEST: ["4-3"],
    }
    assert written.approved_by == (enc.away[0],)
    assert message_log.shown == []


def test_a_typed_tile_that_cannot_be_is_said_and_keeps_the_dialog_open(qtbot, db, dialogs):
    _enc, guide = seated_guide(qtbot, db)
    entry = guide.hoja.entry
    outcome = {}

    def tiles(dialog):
        qtbot.keyClicks(dialog.typedEdits[Seat.NORTH], "66 77")
        assert "no existe en el doble seis" in dialog.sumLabels[Seat.NORTH].text()
        qtbot.keyClicks(dialog.typedEdits[Seat.EAST], "66")
        assert "La 6-6 ya está en la mano de Norte" in dialog.sumLabels[Seat.EAST].text()
        dialog.accept()
        outcome["open"] = dialog.isVisible()
        dialog.typedEdits[Seat.NORTH].setText("66")
        dialog.typedEdits[Seat.EAST].setText("55")
        dialog.accept()
        outcome["closed"] = not dialog.isVisible()

    dialogs.expect(tiles)
    entry.whoCombo.setCurrentIndex(entry.whoCombo.findData(Seat.SOUTH.value))
    entry.tilesButton.click()
    assert outcome == {"open": True, "closed": True}
    assert entry.holdings == {Seat.NORTH: ["6-6"], Seat.EAST: ["5-5"]}


@pytest.mark.parametrize("day_after", [False, True], ids=["el-dia", "fuera-de-fecha"])
def test_an_incident_time_is_typed_as_digits(qtbot, db, dialogs, message_log, day_after):
    enc = make_encounter(db)
    setup_tables(db, enc)
    seat(db, enc, 1)
    moment = START + timedelta(days=2 if day_after else 0, minutes=30)
    guide = DominoGuide(db, enc.match_id, clock=lambda: moment)
    qtbot.addWidget(guide)
    guide.resize(1366, 768)
    guide.show()
    guide.go(3)
    seen = {}

    def fill(dialog):
        field = dialog.editors["hora"]
        seen["shown"] = field.text()
        seen["now"] = field.parentWidget().findChild(QPushButton).isEnabled()
        qtbot.mouseClick(field, Qt.MouseButton.LeftButton)  # selects the whole time
        qtbot.keyClicks(field, "1625")
        dialog.editors["descripcion"].setPlainText("Vasos sobre la mesa")
        dialog.save()

    dialogs.expect(fill)
    guide.incidents.kindButtons["DO-9"].click()
    # On the day the clock's time is offered and "Ahora" stamps it; after the day neither.
    assert seen == {"shown": "" if day_after else "17:30", "now": not day_after}
    (incident,) = guide.view.incidents
    assert "16:25" in incident.text


@pytest.fixture(params=["es", "en"])
def language(request, qapp):
    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.install_language(qapp, i18n.SPANISH)


def test_the_screens_of_this_entry_keep_32_px_targets_and_nothing_cut(
    qtbot, db, dialogs, message_log, language
):
    """What the guide walk does not reach: four tables proposed, a hand waiting for the
    counter, the tiles dialog with tiles picked; at 1366×768, in both languages."""
    enc = make_encounter(db, tables=4, squad=8)
    guide = open_guide(qtbot, db, enc)
    guide.teams.proposeButton.click()
    problems = small_targets(guide) + clipped(guide)
    guide.teams.saveAllButton.click()
    seat(db, enc, 1)
    guide.refresh()
    guide.go(2)
    entry = guide.hoja.entry
    entry.whoCombo.setCurrentIndex(entry.whoCombo.findData(Seat.SOUTH.value))
    entry.pointsEdit.setText("30")
    entry.count()
    QApplication.processEvents()
    assert entry.approveButtons
    problems += small_targets(guide) + clipped(guide)

    def tiles(dialog):
        dialog.typedEdits[Seat.NORTH].setText("66 55")
        dialog._typed(Seat.NORTH)
        QApplication.processEvents()
        problems.extend(small_targets(dialog))
        size = dialog.sizeHint()
        if size.width() > 1366 or size.height() > 768 - 40:
            problems.append(f"el diálogo de fichas mide {size.width()}×{size.height()}")

    dialogs.expect(tiles)
    entry.tilesButton.click()
    assert not problems, "\n".join(problems)
