"""What a chess step may ask of its guide (MatchDayGuide in guide.py): the shared frame's
services for a chess acta view, the step list (whose order the results grid follows with Tab),
a new incident and the lineups dialog. A chess step is a ``Step[ChessGuideForSteps]``, so mypy
refuses one calling anything else of its guide, a domino guide's method included."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QListWidget

from delegate_app.store.acta_views import ActaView, IncidentLine
from delegate_app.ui.step_guide import GuideForSteps


class ChessGuideForSteps(GuideForSteps[ActaView], Protocol):
    @property
    def stepList(self) -> QListWidget: ...

    def new_incident(self, kind: str | None, corrects: IncidentLine | None = None) -> None: ...

    def open_lineups(self) -> None: ...
