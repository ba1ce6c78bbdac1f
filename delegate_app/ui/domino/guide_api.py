"""What a domino step may ask of its guide (DominoGuide in guide.py): the shared frame's
services for an encounter view, a store action whose StoreError the step shows itself, an
abandonment and the table and partida the Hoja step is on. A domino step is a
``Step[DominoGuideForSteps]``, so mypy refuses one calling anything else of its guide, a chess
guide's method included."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from delegate_app.domain.domino import Partida
from delegate_app.store.domino.acta_view import EncounterView
from delegate_app.ui.step_guide import GuideForSteps


class DominoGuideForSteps(GuideForSteps[EncounterView], Protocol):
    def call(self, action: Callable[..., Any], *args: Any, **kwargs: Any) -> Any: ...

    def abandon(self, table: int, partida: Partida) -> None: ...

    def hoja_place(self) -> tuple[int, int]: ...
