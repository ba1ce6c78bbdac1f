"""Issue 17: match-day entry that cannot go wrong.

Arrivals are recorded by clicking where each button is on the screen just before the click (as a
pointer lands, not as a test reaching into the widget), and every time field takes typed digits.
An acta filled in after the match day stamps nothing: its times are typed.
"""

from __future__ import annotations

from datetime import datetime, time, timedelta

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.chess import lineups
from delegate_app.ui.chess.guide import MatchDayGuide
from delegate_app.ui.time_entry import TimeEntry, parse_typed_time
from tests.helpers.guide import Clock, choose, own_a_match
from tests.helpers.surfaces import SIZE


def _guide(qtbot, db, clock):
    match = own_a_match(db)
    for side in ("local", "visitante"):
        lineups.set_lineup(db, match.id, side, lineups.propose(db, match.id, side))
    guide = MatchDayGuide(db, match.id, clock=clock)
    qtbot.addWidget(guide)
    guide.resize(*SIZE)
    guide.show()
    qtbot.waitExposed(guide)
    guide.go(1)
    QTest.qWait(20)
    return match, guide


def _point(widget: QWidget, top: QWidget) -> QPoint:
    """Where the widget's centre is in the window right now."""
    return widget.mapTo(top, widget.rect().center())


def click_at(top: QWidget, point: QPoint) -> QWidget:
    """A click at a point of the window: it reaches whatever is under the pointer there."""
    target = top.childAt(point)
    assert target is not None, point
    QTest.mouseClick(target, Qt.MouseButton.LeftButton, pos=target.mapFrom(top, point))
    return target


def _positions(step) -> dict:
    return {
        key: (_point(button, step.guide), button.size().toTuple())
        for key, button in step.arrivalButtons.items()
    } | {
        key: (_point(edit, step.guide), edit.size().toTuple())
        for key, edit in step.arrivalEdits.items()
    }


def _arrived(guide, side: str, board: int):
    line = chess_acta.acta_view(guide.db, guide.match_id).lines[board - 1]
    return line.home_arrived if side == "local" else line.away_arrived


def test_arrivals_clicked_on_the_real_layout_store_exactly_the_clicked_times(
    qtbot, demo_db, message_log
):
    match = own_a_match(demo_db)
    start = match.scheduled_at
    clock = Clock(start - timedelta(minutes=30))
    _match, guide = _guide(qtbot, demo_db, clock)
    step = guide.steps[1]
    # The sequence: three players sit down at 15:58, 16:20 and 16:00 and are clicked in
    # as they come, each "Ha llegado" found on the screen just before its click.
    plan = [
        (("local", 1), start - timedelta(minutes=2)),
        (("visitante", 1), start + timedelta(minutes=20)),
        (("local", 2), start),
        (("visitante", 2), start + timedelta(minutes=1)),
        (("local", 3), start + timedelta(minutes=3)),
        (("visitante", 4), start + timedelta(minutes=7)),
    ]
    layout = _positions(step)
    for (side, board), moment in plan:
        clock.moment = moment
        button = step.arrivalButtons[(side, board)]
        target = click_at(guide, _point(button, guide))
        assert target is button, f"the click at {side} {board} landed on {target!r}"
        # Nothing moved: the next click lands where the delegate aims.
        assert _positions(step) == layout
    for (side, board), moment in plan:
        assert _arrived(guide, side, board) == moment.replace(second=0, microsecond=0)
    # Nobody else was stamped.
    assert _arrived(guide, "local", 4) is None
    assert _arrived(guide, "visitante", 3) is None
    assert not message_log.shown


def _type(qtbot, top, entry: TimeEntry, keys: str, select_all: bool = False) -> None:
    """Click into the field where it is, as a pointer would, then type and press Enter."""
    QTest.qWait(10)  # a form just rebuilt is laid out before the pointer aims at it
    assert click_at(top, _point(entry, top)) is entry
    QTest.qWait(5)  # the field selects its text after the click's own handling
    if select_all:
        QTest.keyClick(entry, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(entry, keys)
    QTest.keyClick(entry, Qt.Key.Key_Return)


def test_every_time_field_of_the_chess_acta_takes_typed_digits(
    qtbot, demo_db, dialogs, message_log
):
    match = own_a_match(demo_db)
    start = match.scheduled_at
    clock = Clock(start + timedelta(minutes=50))
    _match, guide = _guide(qtbot, demo_db, clock)
    step = guide.steps[1]
    day = start.date()

    def at(h, m):
        return datetime.combine(day, time(h, m))

    # The actual start: the field shows 16:00, a click then "1605" replaces it.
    _type(qtbot, guide, step.actualEdit, "1605")
    click_at(guide, _point(step.saveStartButton, guide))
    assert guide.view.actual_start == at(16, 5)
    assert "16:05" in step.savedLabel.text()

    # Lineup delivery: 1550 and 955 (09:55, a lineup handed over in the morning).
    for side, keys, expected in (("local", "1550", at(15, 50)), ("visitante", "955", at(9, 55))):
        choose(step.deliveryCombos[side], "papel")
        _type(qtbot, guide, step.deliveryEdits[side], keys)
        click_at(guide, _point(step.deliveryButtons[side], guide))
        assert guide.view.lineup_delivery[side].at == expected

    # Every arrival typed, in three spellings; Enter writes it, without pressing "Ha llegado".
    typed = {}
    for number, key in enumerate(sorted(step.arrivalEdits)):
        minute = 50 + number
        keys = (f"15{minute}", f"15:{minute}", f"15.{minute}")[number % 3]
        _type(qtbot, guide, step.arrivalEdits[key], keys)
        typed[key] = at(15, minute)
    for (side, board), expected in typed.items():
        assert _arrived(guide, side, board) == expected, (side, board)

    # Ctrl+A then "15:55" over a stored 15:50 stores 15:55 (the issue stored 16:55).
    first = sorted(step.arrivalEdits)[0]
    _type(qtbot, guide, step.arrivalEdits[first], "15:55", select_all=True)
    assert _arrived(guide, *first) == at(15, 55)

    # A time that is none: said in words, nothing stored, the field marked.
    _type(qtbot, guide, step.arrivalEdits[first], "2575")
    assert _arrived(guide, *first) == at(15, 55)
    assert "1555" in step.timeErrorLabel.text() and "2575" in step.timeErrorLabel.text()
    assert step.arrivalEdits[first].property("invalid")

    # The incidents' time fields too: typed as digits in the incident dialog.
    guide.go(3)
    incidents = guide.steps[3]

    def late(dialog):
        choose(dialog.kindCombo, "llegada_tarde")
        dialog.set_value("tablero", 4)
        dialog.set_value("lado", "local")
        _type(qtbot, dialog, dialog.editors["hora_llegada"], "1625", select_all=True)
        click_at(
            dialog, _point(dialog.buttonBox.button(QDialogButtonBox.StandardButton.Save), dialog)
        )

    def draw_offer(dialog):
        choose(dialog.kindCombo, "oferta_tablas")
        dialog.set_value("tablero", 2)
        dialog.set_value("ante_delegado_rival", "si")
        _type(qtbot, dialog, dialog.editors["hora"], "1742")
        click_at(
            dialog, _point(dialog.buttonBox.button(QDialogButtonBox.StandardButton.Save), dialog)
        )

    for handler in (late, draw_offer):
        dialogs.expect(handler)
        click_at(guide, _point(incidents.newButton, guide))
    assert [line.happened for line in guide.view.incidents] == ["16:25", "17:42"]


def test_an_acta_filled_in_after_the_day_types_its_times_and_stamps_nothing(
    qtbot, demo_db, dialogs, message_log
):
    match = own_a_match(demo_db)
    start = match.scheduled_at
    clock = Clock(start + timedelta(days=2, hours=3))  # filled in from the paper, two days later
    _match, guide = _guide(qtbot, demo_db, clock)
    step = guide.steps[1]
    assert guide.outOfDateLabel.isVisible()
    assert "fuera de fecha" in guide.outOfDateLabel.text()
    buttons = [*step.arrivalButtons.values(), step.actualField.nowButton]
    assert not any(button.isEnabled() for button in buttons)
    assert "Teclee la hora" in step.arrivalButtons[("local", 1)].toolTip()
    # A click on "Ha llegado" does nothing; the typed time goes in, on the match's day.
    click_at(guide, _point(step.arrivalButtons[("local", 1)], guide))
    assert _arrived(guide, "local", 1) is None
    _type(qtbot, guide, step.arrivalEdits[("local", 1)], "1558")
    assert _arrived(guide, "local", 1) == start.replace(hour=15, minute=58)
    assert not message_log.shown

    # The incident dialog does not offer the computer's time either.
    guide.go(3)

    def late(dialog):
        choose(dialog.kindCombo, "llegada_tarde")
        assert dialog.editors["hora_llegada"].text() == ""
        assert not dialog.nowButtons["hora_llegada"].isEnabled()

    dialogs.expect(late)
    click_at(guide, _point(guide.steps[3].newButton, guide))


def test_a_stamp_on_another_day_is_refused_with_the_way_to_do_it(demo_db):
    """The store's last word, should anything stamp a wrong day: type the time instead."""
    from delegate_app.store import acta
    from delegate_app.store.errors import StoreError

    match = own_a_match(demo_db)
    acta.open_acta(demo_db, match.id, match.scheduled_at)
    with pytest.raises(StoreError, match="teclee la hora en su casilla"):
        chess_acta.set_arrival(
            demo_db, match.id, "local", 1, match.scheduled_at + timedelta(days=1)
        )


@pytest.mark.parametrize(
    "typed, expected",
    [
        ("1555", time(15, 55)),
        ("955", time(9, 55)),
        ("0955", time(9, 55)),
        ("16", time(16, 0)),
        ("9", time(9, 0)),
        ("15:55", time(15, 55)),
        ("9.05", time(9, 5)),
        ("15h", time(15, 0)),
        ("  1600 ", time(16, 0)),
        ("0000", time(0, 0)),
        ("2359", time(23, 59)),
        ("", None),
    ],
)
def test_typed_digits_are_read_as_a_time(typed, expected):
    assert parse_typed_time(typed) == expected


@pytest.mark.parametrize("typed", ["2400", "1560", "99", "12345", "ab", "15:5x", "1:2:3"])
def test_what_is_no_time_is_refused_saying_how_to_type_it(typed):
    with pytest.raises(ValueError, match="1555 son las 15:55"):
        parse_typed_time(typed)
