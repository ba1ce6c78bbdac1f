"""Issue 25, the chess guide's step "3. Partidas": it is done (✔) when every board has what the
acta can record, a board left to the committee or adjourned included, and it says so on the page;
on a locked acta the chosen result reads dark on green, not disabled grey on green."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

from delegate_app.store import acta
from delegate_app.ui.chess.guide import MatchDayGuide
from tests.helpers.guide import Clock, choose, click, own_a_match

GAMES = 2  # "3. Partidas"


def _luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _guide(qtbot, db, match):
    guide = MatchDayGuide(db, match.id, clock=Clock(match.scheduled_at))
    qtbot.addWidget(guide)
    guide.show()
    guide.go(GAMES)
    return guide


def test_the_games_step_is_done_with_a_board_left_to_the_committee_and_says_why(
    qtbot, demo_db, message_log
):
    match = own_a_match(demo_db)
    acta.open_acta(demo_db, match.id)
    guide = _guide(qtbot, demo_db, match)
    step = guide.steps[GAMES]
    item = guide.stepList.item(GAMES)
    assert item.text().startswith("•")
    boards = sorted(step.buttons)
    for board in boards[:-1]:
        click(qtbot, step.buttons[board]["1-0"])
    assert guide.stepList.item(GAMES).text().startswith("•")
    assert f"Falta el resultado de los tableros {boards[-1]}" in step.stateLabel.text()
    choose(step.combos[boards[-1]], "pendiente (1-0)")
    step.changed(boards[-1])
    item = guide.stepList.item(GAMES)
    assert item.text().startswith("✔ 3.")
    assert f"tablero {boards[-1]}: pendiente del Comité de Competición" in step.stateLabel.text()
    assert "Lo resuelve el Comité" in item.toolTip()


def test_the_chosen_result_of_a_locked_acta_is_readable(qtbot, demo_db):
    match = own_a_match(demo_db, 3)  # played and locked in the demo
    guide = _guide(qtbot, demo_db, match)
    assert guide.view.locked
    step = guide.steps[GAMES]
    chosen = [b for row in step.buttons.values() for b in row.values() if b.isChecked()]
    assert chosen and not any(b.isEnabled() for b in chosen)
    for button in chosen:
        palette = button.palette()
        group = QPalette.ColorGroup.Disabled
        text = palette.color(group, QPalette.ColorRole.ButtonText)
        background = palette.color(group, QPalette.ColorRole.Button)
        assert contrast(text, background) >= 4.5, (text.name(), background.name())
