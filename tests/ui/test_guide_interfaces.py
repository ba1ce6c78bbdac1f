"""What a step may ask of its guide is typed per sport (issue 23): a chess step sees its guide as
ChessGuideForSteps, a domino step as DominoGuideForSteps, and mypy refuses a step calling what
only the other sport's guide has. The steps are checked against the real guides by `make test`'s
mypy run; here the interfaces are shown to refuse, and every step to be typed with its sport's."""

from __future__ import annotations

import inspect
import subprocess
import sys
import typing
from pathlib import Path

from delegate_app.ui import acta_close, step_guide
from delegate_app.ui.chess import games_step
from delegate_app.ui.chess import guide as chess_guide
from delegate_app.ui.chess.guide_api import ChessGuideForSteps
from delegate_app.ui.domino import draw_step, hoja_step, incidents_step, teams_step
from delegate_app.ui.domino.guide_api import DominoGuideForSteps
from delegate_app.ui.step_guide import Step

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "delegate_app" / "ui"

SNIPPET = """\
from delegate_app.ui.chess.guide_api import ChessGuideForSteps
from delegate_app.ui.domino.guide_api import DominoGuideForSteps
from delegate_app.ui.step_guide import Step


class ChessStep(Step[ChessGuideForSteps]):
    def fine(self) -> None:
        self.guide.new_incident(None)
        self.guide.act(print, 1)
        self.guide.refresh()

    def asks_the_domino_guide(self) -> None:
        self.guide.abandon(1, None)  # line 13


class DominoStep(Step[DominoGuideForSteps]):
    def fine(self) -> None:
        table, partida = self.guide.hoja_place()
        self.guide.call(print, table, partida)
        self.guide.confirm_void()

    def asks_the_chess_guide(self) -> None:
        self.guide.open_lineups()  # line 23

    def asks_nobody(self) -> None:
        self.guide.no_such_thing()  # line 26
"""


def test_a_step_calling_what_its_guide_does_not_offer_is_a_type_error(tmp_path):
    snippet = tmp_path / "snippet.py"
    snippet.write_text(SNIPPET, encoding="utf-8")
    (tmp_path / "none.ini").write_text("[mypy]\n", encoding="utf-8")
    # Only the interfaces and the snippet are analysed; what they import (PySide6, the store's
    # views) is taken as unknown, which keeps this a few seconds and leaves the attribute
    # checks on the interfaces themselves intact.
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--no-incremental",
            "--follow-imports=skip",
            "--config-file",
            str(tmp_path / "none.ini"),
            "--show-error-codes",
            "--no-error-summary",
            snippet.name,
            str(UI / "step_guide.py"),
            str(UI / "chess" / "guide_api.py"),
            str(UI / "domino" / "guide_api.py"),
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=600,
    )
    in_snippet = sorted(
        line.split(": error: ", 1)[0].rsplit(":", 1)[1] + ": " + line.split(": error: ", 1)[1]
        for line in run.stdout.splitlines()
        if line.startswith(f"{snippet.name}:") and ": error: " in line
    )
    assert in_snippet == [
        '13: "ChessGuideForSteps" has no attribute "abandon"  [attr-defined]',
        '23: "DominoGuideForSteps" has no attribute "open_lineups"  [attr-defined]',
        '26: "DominoGuideForSteps" has no attribute "no_such_thing"  [attr-defined]',
    ], run.stdout + run.stderr


def _steps_in(*modules):
    return [
        cls
        for module in modules
        for _, cls in inspect.getmembers(module, inspect.isclass)
        if issubclass(cls, Step) and cls.__module__ == module.__name__
    ]


def _guide_interface(cls):
    (base,) = [b for b in cls.__orig_bases__ if typing.get_origin(b) is Step]
    (interface,) = typing.get_args(base)
    return interface


def test_every_step_sees_its_guide_through_its_sports_interface():
    chess = _steps_in(chess_guide, games_step)
    domino = _steps_in(draw_step, hoja_step, incidents_step, teams_step)
    assert {cls.__name__ for cls in chess} == {
        "DocumentationStep",
        "StartStep",
        "GamesStep",
        "IncidentsStep",
    }
    assert {cls.__name__ for cls in domino} == {
        "TeamsStep",
        "DrawStep",
        "HojaStep",
        "IncidentsStep",
    }
    for cls in chess:
        assert _guide_interface(cls) is ChessGuideForSteps, cls
    for cls in domino:
        assert _guide_interface(cls) is DominoGuideForSteps, cls
    # The close step is both sports': it may ask only what every guide offers.
    close = _guide_interface(acta_close.CloseStep)
    assert typing.get_origin(close) is step_guide.GuideForSteps
