"""Two signed versions of one match, side by side: what differs is marked for the committee."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from delegate_app.documents.federation.version_facts import FACTS, version_facts
from delegate_app.store.errors import StoreError
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP

FACT_LABELS = {
    "archivo": QT_TRANSLATE_NOOP("ConflictsTab", "Archivo"),
    "recibida": QT_TRANSLATE_NOOP("ConflictsTab", "Recibida"),
    "estado": QT_TRANSLATE_NOOP("ConflictsTab", "Estado"),
    "documento": QT_TRANSLATE_NOOP("ConflictsTab", "Documento"),
    "encuentro": QT_TRANSLATE_NOOP("ConflictsTab", "Encuentro"),
    "resultado": QT_TRANSLATE_NOOP("ConflictsTab", "Resultado"),
    "incidencias": QT_TRANSLATE_NOOP("ConflictsTab", "Incidencias"),
    "firmas": QT_TRANSLATE_NOOP("ConflictsTab", "Firmas en los datos"),
    "cerrada": QT_TRANSLATE_NOOP("ConflictsTab", "Cerrada"),
    "hash_contenido": QT_TRANSLATE_NOOP("ConflictsTab", "Huella del contenido"),
}
ROWS = ("archivo", "recibida", "estado", *FACTS)


class ConflictsTab(QWidget):
    office_help_topic = "conflictos"  # F1: ui/federation/office_help.py

    def __init__(self, db: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.conflicts: list[Any] = []
        self.conflictList = QListWidget()
        self.conflictList.setAccessibleName(self.tr("Encuentros con dos versiones"))
        self.conflictList.currentRowChanged.connect(self.show_conflict)
        self.emptyLabel = QLabel(self.tr("Ningún encuentro tiene dos versiones distintas."))
        self.sides: list[dict[str, QLabel]] = []
        panes = QHBoxLayout()
        for title in (self.tr("Primera recibida"), self.tr("Segunda recibida")):
            box = QGroupBox(title)
            grid = QGridLayout(box)
            values = {}
            for row, key in enumerate(ROWS):
                grid.addWidget(QLabel(self.tr(FACT_LABELS[key])), row, 0, Qt.AlignmentFlag.AlignTop)
                value = QLabel()
                value.setWordWrap(True)
                value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                grid.addWidget(value, row, 1)
                values[key] = value
            grid.setColumnStretch(1, 1)
            grid.setRowStretch(len(ROWS), 1)
            self.sides.append(values)
            panes.addWidget(box)
        detail = QWidget()
        detail.setLayout(panes)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.conflictList)
        splitter.addWidget(detail)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([120, 480])
        layout = QVBoxLayout(self)
        layout.addWidget(self.emptyLabel)
        layout.addWidget(splitter, 1)

    def refresh(self) -> None:
        from delegate_app.store.federation.queries import list_conflicts

        try:
            self.conflicts = list_conflicts(self.db)
        except StoreError:
            self.conflicts = []
        self.conflictList.clear()
        for conflict in self.conflicts:
            self.conflictList.addItem(conflict.match.label())
        self.emptyLabel.setVisible(not self.conflicts)
        if self.conflicts:
            self.conflictList.setCurrentRow(0)
        else:
            self.show_conflict(-1)

    def values_of(self, file: Any) -> dict[str, str]:
        from delegate_app.store.federation.queries import received_acta_json

        values = {
            "archivo": file.file_name,
            "recibida": file.received_at.astimezone().strftime("%d/%m/%Y %H:%M"),
            "estado": file.status.value,
        }
        try:
            values.update(version_facts(received_acta_json(self.db, file.id)))
        except StoreError as exc:
            values["documento"] = self.tr("no se pueden leer sus datos: {error}").format(error=exc)
        return values

    def show_conflict(self, index: int) -> None:
        if not 0 <= index < len(self.conflicts):
            for side in self.sides:
                for label in side.values():
                    label.clear()
            return
        conflict = self.conflicts[index]
        both = [self.values_of(conflict.first), self.values_of(conflict.second)]
        for key in ROWS:
            differs = key not in ("archivo", "recibida") and both[0].get(key) != both[1].get(key)
            for side, values in zip(self.sides, both, strict=True):
                text = values.get(key, "")
                shown = _short_hash(text) if key == "hash_contenido" else text
                side[key].setText(f"<b>{_escaped(shown)}</b> ◀" if differs else _escaped(shown))
                side[key].setTextFormat(Qt.TextFormat.RichText)
                side[key].setToolTip(text)


def _short_hash(text: str) -> str:
    # 64 hex digits do not wrap; the first and last ones are what a clerk compares by eye.
    return f"{text[:16]}…{text[-8:]}" if len(text) > 32 else text


def _escaped(text: str) -> str:
    from html import escape

    return escape(text)
