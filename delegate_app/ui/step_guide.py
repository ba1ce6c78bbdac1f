"""The frame both match-day guides share: header, step list, the steps' pages, navigation.

A subclass builds its steps, hands them to ``_build_frame`` and implements ``refresh`` (which
sets ``self.view``, an object with the saved ``step``). The step the delegate is on is saved in
the acta (chess and domino alike), so a reopened guide comes back to it.
"""

from __future__ import annotations

from collections.abc import Sequence

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
from delegate_app.store.errors import StoreError
from delegate_app.ui import messages
from delegate_app.ui.labels import label


class StepGuide(QDialog):
    def _build_frame(
        self, steps: Sequence[QWidget], step_names: Sequence[str], list_width: int
    ) -> None:
        self.headerLabel = QLabel()
        self.headerLabel.setWordWrap(True)
        self.stepList = QListWidget()
        self.stepList.setAccessibleName(self.tr("Pasos del acta"))
        self.stepList.setMaximumWidth(list_width)
        self.stepList.setWordWrap(True)
        self.stack = QStackedWidget()
        self.steps = list(steps)
        for step in self.steps:
            self.stack.addWidget(step)
        for name in step_names:
            self.stepList.addItem(label(name))
        self.prevButton = QPushButton(self.tr("← &Anterior"))
        self.nextButton = QPushButton(self.tr("&Siguiente →"))
        self.prevButton.clicked.connect(lambda: self.go(self.stack.currentIndex() - 1))
        self.nextButton.clicked.connect(lambda: self.go(self.stack.currentIndex() + 1))
        close = QPushButton(self.tr("Cerrar"))
        close.clicked.connect(self.accept)
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
        layout.addLayout(body, 1)
        layout.addLayout(nav)
        self.stepList.currentRowChanged.connect(self.go)

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
            messages.warn(self, self.tr("Acta"), str(exc))
