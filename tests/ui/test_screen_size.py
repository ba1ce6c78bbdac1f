"""The main screens, the lineup dialog and both match-day guides fit a 1366×768 laptop screen,
in Spanish and in English: nothing is cut off.

What counts as cut off: a label or button narrower (or shorter) than its text needs; a text
that wraps into more lines than its label has room for; a control reaching past the window's
edge; a table that needs a horizontal scroll bar; a window that cannot shrink to the screen.
"""

from __future__ import annotations

import pytest

from delegate_app.ui import i18n
from tests.helpers.screen_fit import clipped
from tests.helpers.surfaces import (
    SIZE,
    chess_guide_steps,
    domino_guide_steps,
    lineup_tabs,
    main_window_screens,
    season_setup_dialogs,
)

WIDTH, HEIGHT = SIZE


@pytest.fixture(params=["es", "en"])
def language(request, qapp):
    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.install_language(qapp, i18n.SPANISH)


def _check(surfaces) -> list[str]:
    problems, names = [], []
    for surface in surfaces:
        names.append(surface.name)
        problems += [f"{surface.name}: {p}" for p in clipped(surface.widget)]
    assert names
    return problems


def test_main_screens_fit(language, demo_db, settings):
    problems = _check(main_window_screens(demo_db, settings))
    assert not problems, "\n".join(problems)


def test_lineup_dialog_fits(language, demo_db):
    problems = _check(lineup_tabs(demo_db))
    assert not problems, "\n".join(problems)


def test_chess_match_day_guide_fits(language, demo_db):
    problems = _check(chess_guide_steps(demo_db))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("under_way", [False, True], ids=["cerrada", "en-juego"])
def test_domino_guide_fits(language, demo_db, under_way):
    problems = _check(domino_guide_steps(demo_db, under_way=under_way))
    assert not problems, "\n".join(problems)


def test_season_setup_dialogs_fit(language, demo_db, tmp_path):
    problems = _check(season_setup_dialogs(demo_db, tmp_path))
    assert not problems, "\n".join(problems)
