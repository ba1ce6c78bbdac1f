"""The frame both match-day guides share: header, step list, the steps' pages, navigation, and
the way a step changes the acta.

A subclass opens its acta, builds its steps, hands them to ``_build_frame`` (which shows them
at the saved step) and implements ``refresh``: it sets ``self.view``, the sport's acta view
(saved ``step``, signatures, lock), and ends with ``_show_steps``. The step the delegate is on
is saved in the acta (chess and domino alike), so a reopened guide comes back to it.

What a step may ask of its guide is a typed interface (``GuideForSteps`` here for both sports,
``ui/chess/guide_api.py`` and ``ui/domino/guide_api.py`` for each sport's own): a step is a
``Step[ThatInterface]``, so mypy refuses a chess step calling what only the domino guide has.

Texts here name their context ("StepGuide") instead of using self.tr: tr() asks under the class
of the object (the sport's guide) while lupdate files the text under this class.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from delegate_app.store.acta import set_step
from delegate_app.store.acta_views import CommonActaView
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.ui import messages
from delegate_app.ui.i18n import translate
from delegate_app.ui.labels import label
from delegate_app.ui.style import MIN_HEIGHT

MARK = {"ok": "✔", "todo": "•", "problem": "✖"}


ViewT_co = TypeVar("ViewT_co", bound=CommonActaView, covariant=True)


class GuideForSteps(Protocol[ViewT_co]):
    """What a step may ask of its guide, whichever the sport: the acta's view, the database,
    the clock, and the frame's ways of changing the acta. A sport's interface adds its own."""

    @property
    def view(self) -> ViewT_co: ...

    @property
    def db(self) -> Database: ...

    @property
    def match_id(self) -> int: ...

    @property
    def clock(self) -> Callable[[], datetime]: ...

    def window(self) -> QWidget:
        """The guide's own window (it is a dialog): the parent of a step's dialogs."""
        ...

    def refresh(self) -> None: ...

    def stamping_allowed(self) -> bool: ...

    def confirm_void(self) -> bool: ...

    def act(
        self, action: Callable[..., object], *args: Any, ask_void: bool = True, **kwargs: Any
    ) -> Any: ...


GuideT = TypeVar("GuideT", bound=GuideForSteps[CommonActaView])


class Step(QWidget, Generic[GuideT]):
    """A page of a guide: rebuilt from the acta view after every change. ``GuideT`` is what the
    step may ask of its guide (the sport's interface)."""

    def __init__(self, guide: GuideT):
        super().__init__()
        self.guide = guide

    def refresh(self, view: Any) -> None:
        raise NotImplementedError

    def status(self, view: Any) -> tuple[str, str]:
        """("ok" | "todo" | "problem", what is missing)."""
        raise NotImplementedError


class StepGuide(QDialog):
    view: CommonActaView  # set by the sport's refresh(), as that sport's view

    def __init__(
        self,
        db: Database,
        match_id: int,
        clock: Callable[[], datetime],
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.db, self.match_id, self.clock = db, match_id, clock
        self.resize(1240, 720)

    def _build_frame(
        self, steps: Sequence[Step[Any]], step_names: Sequence[str], list_width: int
    ) -> None:
        self.headerLabel = QLabel()
        self.headerLabel.setWordWrap(True)
        # Shown when the acta is filled in on another day than the match's (set in _show_steps).
        self.outOfDateLabel = QLabel(
            translate(
                "StepGuide",
                "<b>Acta fuera de fecha:</b> hoy no es el día del encuentro, así que el reloj "
                "del ordenador no vale para el acta. Teclee cada hora en su casilla (1555 son "
                "las 15:55); «Ahora» y «Ha llegado» no anotan nada.",
            )
        )
        self.outOfDateLabel.setWordWrap(True)
        self.outOfDateLabel.setObjectName("outOfDateBanner")
        self.outOfDateLabel.setVisible(False)
        self.stepList = QListWidget()
        self.stepList.setAccessibleName(translate("StepGuide", "Pasos del acta"))
        # A step's name is on one line, whatever its mark: the list is as wide as the longest.
        self.stepList.setWordWrap(False)
        self.stepList.setObjectName("stepList")
        self.stack = QStackedWidget()
        self.steps = list(steps)
        self.step_names = list(step_names)
        for step in self.steps:
            self.stack.addWidget(step)
        for name in step_names:
            self.stepList.addItem(label(name))
        widest = max(
            self.stepList.fontMetrics().horizontalAdvance(f"{MARK['problem']} 9. {label(name)}")
            for name in step_names
        )
        # Room for the item's padding and the frame; `list_width` is what a sport's guide would
        # like at most, but a name is never cut or wrapped to keep to it.
        self.stepList.setFixedWidth(max(min(list_width, widest + 56), widest + 40))
        self.stepList.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.prevButton = QPushButton(translate("StepGuide", "← &Anterior"))
        self.nextButton = QPushButton(translate("StepGuide", "&Siguiente →"))
        self.prevButton.clicked.connect(lambda: self.go(self.stack.currentIndex() - 1))
        self.nextButton.clicked.connect(lambda: self.go(self.stack.currentIndex() + 1))
        close = QPushButton(translate("StepGuide", "Cerrar"))
        close.clicked.connect(self.accept)
        for button in (self.prevButton, self.nextButton, close):
            # Never squeezed below a target a touchpad hits, however full a step is.
            button.setMinimumHeight(MIN_HEIGHT)
        nav = QHBoxLayout()
        nav.addWidget(self.prevButton)
        nav.addWidget(self.nextButton)
        nav.addStretch(1)
        nav.addWidget(close)
        body = QHBoxLayout()
        body.addWidget(self.stepList)
        body.addWidget(self.stack, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headerLabel)
        layout.addWidget(self.outOfDateLabel)
        layout.addLayout(body, 1)
        layout.addLayout(nav)
        self.stepList.currentRowChanged.connect(self.go)
        self.refresh()
        self.go(self.view.step)

    def go(self, index: int) -> None:
        if not 0 <= index < len(self.steps):
            return
        self.stack.setCurrentIndex(index)
        if self.stepList.currentRow() != index:
            self.stepList.blockSignals(True)
            self.stepList.setCurrentRow(index)
            self.stepList.blockSignals(False)
        self.prevButton.setEnabled(index > 0)
        self.nextButton.setEnabled(index < len(self.steps) - 1)
        try:
            set_step(self.db, self.match_id, index)
        except StoreError as exc:
            messages.warn(self, translate("StepGuide", "Acta"), str(exc))

    def refresh(self) -> None:
        raise NotImplementedError

    def stamping_allowed(self) -> bool:
        """Whether "Ahora" may write the computer's clock: only on the match day. Any other
        day the acta is "fuera de fecha" and every time is typed."""
        return self.clock().date() == self.view.play_start.date()

    def _show_steps(self, view: CommonActaView) -> None:
        """Every step rebuilt from the view, and its mark and what it misses in the list."""
        self.outOfDateLabel.setVisible(not view.locked and not self.stamping_allowed())
        for index, step in enumerate(self.steps):
            step.refresh(view)
            kind, missing = step.status(view)
            item = self.stepList.item(index)
            item.setText(f"{MARK[kind]} {index + 1}. {label(self.step_names[index])}")
            item.setToolTip(missing)
            item.setForeground(QBrush(QColor("#1b6e20" if kind == "ok" else "#333333")))

    # --- changing the acta -------------------------------------------------------------------

    def confirm_void(self) -> bool:
        """Ask before a change that voids signatures already taken."""
        valid = self.view.valid_signatures()
        if valid and not self.view.locked:
            names = ", ".join(s.name for s in valid.values())
            return messages.ask(
                self,
                translate("StepGuide", "Firmas"),
                translate(
                    "StepGuide",
                    "El acta ya está firmada por {names}. Este cambio anula esas firmas y habrá "
                    "que firmar de nuevo. ¿Continuar?",
                ).format(names=names),
            )
        return True

    def act(
        self, action: Callable[..., object], *args: Any, ask_void: bool = True, **kwargs: Any
    ) -> Any:
        """Run one store action; warn first when it would void signatures already taken."""
        if ask_void and not self.confirm_void():
            self.refresh()
            return False
        try:
            result = action(self.db, self.match_id, *args, now=self.clock(), **kwargs)
        except StoreError as exc:
            messages.warn(self, translate("StepGuide", "Acta"), str(exc))
            self.refresh()
            return False
        self.refresh()
        return True if result is None else result
