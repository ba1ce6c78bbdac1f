"""Issue 17: every step of both match-day guides, at 1366×768 in Spanish and English, has every
control a delegate uses at least 32 px high, the step list on one line per step, and nothing cut
off (a label or button smaller than its text)."""

from __future__ import annotations

import pytest

from delegate_app.ui import i18n
from tests.helpers.screen_fit import MIN_TARGET, clipped, small_targets
from tests.helpers.surfaces import chess_guide_steps, domino_guide_steps


@pytest.fixture(params=["es", "en"])
def language(request, qapp):
    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.install_language(qapp, i18n.SPANISH)


def _walk(surfaces) -> tuple[list[str], int]:
    problems, steps = [], 0
    for surface in surfaces:
        steps += 1
        top = surface.widget
        problems += [f"{surface.name}: {p}" for p in small_targets(top)]
        problems += [f"{surface.name}: {p}" for p in clipped(top)]
    return problems, steps


def test_chess_guide_targets_are_big_and_nothing_is_cut(language, demo_db):
    problems, steps = _walk(chess_guide_steps(demo_db))
    assert steps == 5
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("under_way", [False, True], ids=["cerrada", "en-juego"])
def test_domino_guide_targets_are_big_and_nothing_is_cut(language, demo_db, under_way):
    problems, steps = _walk(domino_guide_steps(demo_db, under_way=under_way))
    assert steps == 5
    assert not problems, "\n".join(problems)


def test_the_check_finds_a_small_control(qtbot):
    """The walk above would see a control lower than 32 px (the check can fail)."""
    from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

    top = QWidget()
    qtbot.addWidget(top)
    button = QPushButton("Anotar", top)
    QVBoxLayout(top).addWidget(button)
    top.show()
    qtbot.waitExposed(top)
    button.setFixedHeight(MIN_TARGET - 12)  # after the style sheet has polished it
    qtbot.waitUntil(lambda: button.height() == MIN_TARGET - 12)
    assert any("Anotar" in p for p in small_targets(top))
