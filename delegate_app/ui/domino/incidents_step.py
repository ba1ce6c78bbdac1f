"""Incidencias: one button per article of the catalog, the log and the tile drops (DO-19.4)."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QLabel, QListWidget, QPushButton, QVBoxLayout

from delegate_app.domain.domino import INCIDENT_KINDS, IncidentKind, ordinal
from delegate_app.store import acta
from delegate_app.store.domino.acta_view import EncounterView
from delegate_app.ui import messages
from delegate_app.ui.domino.common import article, domino_tr
from delegate_app.ui.domino.dialogs import DominoIncidentDialog
from delegate_app.ui.domino.guide_api import DominoGuideForSteps
from delegate_app.ui.formatting import fmt_time
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP
from delegate_app.ui.labels import label
from delegate_app.ui.step_guide import Step
from delegate_app.ui.table_util import fill_table, make_table

# The buttons of the Incidencias step: DO-19.4 is written by Delegado itself, from the count.
INCIDENT_BUTTONS = tuple(k for k in INCIDENT_KINDS if k.rule_id != "DO-19.4")
# What fits on a button; the catalog's full title is its tooltip and the dialog's title.
SHORT_TITLES = {
    "DO-8.12": QT_TRANSLATE_NOOP("DominoGuide", "Salida o colocación de las fichas"),
    "DO-9": QT_TRANSLATE_NOOP("DominoGuide", "Objetos sobre la mesa"),
    "DO-10": QT_TRANSLATE_NOOP("DominoGuide", "Postura del jugador"),
    "DO-11": QT_TRANSLATE_NOOP("DominoGuide", "Sospecha de señas"),
    "DO-12": QT_TRANSLATE_NOOP("DominoGuide", "Comentarios no permitidos"),
    "DO-13": QT_TRANSLATE_NOOP("DominoGuide", "Ficha tocada que tenía cabida"),
    "DO-14": QT_TRANSLATE_NOOP("DominoGuide", "Error al cerrar el juego"),
    "DO-15": QT_TRANSLATE_NOOP("DominoGuide", "Pensada en falso"),
    "DO-16": QT_TRANSLATE_NOOP("DominoGuide", "«Paso» teniendo ficha"),
    "DO-17": QT_TRANSLATE_NOOP("DominoGuide", "Interrupción de la partida"),
    "DO-17a": QT_TRANSLATE_NOOP("DominoGuide", "Necesidad declarada antes"),
    "DO-19.2": QT_TRANSLATE_NOOP("DominoGuide", "Ficha caída antes de la salida"),
    "DO-19.3": QT_TRANSLATE_NOOP("DominoGuide", "Ficha caída durante la mano"),
    "DO-20": QT_TRANSLATE_NOOP("DominoGuide", "Hecho imprevisto o suspensión"),
    "DO-20.4": QT_TRANSLATE_NOOP("DominoGuide", "Abandono de la partida"),
}


class IncidentsStep(Step[DominoGuideForSteps]):
    def __init__(self, guide: DominoGuideForSteps):
        super().__init__(guide)
        note = QLabel(
            self.tr(
                "Una pulsación por artículo; la mesa y la partida vienen de la Hoja que esté "
                "abierta. El registro no se edita. Las caídas de fichas se cuentan por pareja y "
                "partida: desde la tercera, el acta recoge el ordinal (art. 19.4)."
            )
        )
        note.setWordWrap(True)
        grid = QGridLayout()
        self.kindButtons: dict[str, QPushButton] = {}
        for index, kind in enumerate(INCIDENT_BUTTONS):
            short = SHORT_TITLES.get(kind.rule_id)
            title = domino_tr(short) if short else label(kind.title)
            button = QPushButton(f"{article(kind.rule_id)} · {title}")
            button.setToolTip(
                f"{article(kind.rule_id)}: {label(kind.title)}. {label(kind.note)}".strip()
            )
            button.setAccessibleName(
                self.tr("Incidencia {article}: {title}").format(
                    article=article(kind.rule_id), title=title
                )
            )
            button.clicked.connect(lambda _c=False, k=kind: self.new(k))
            grid.addWidget(button, index // 3, index % 3)
            self.kindButtons[kind.rule_id] = button
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Incidencias del acta"))
        self.list.setWordWrap(True)
        self.dropsTable = make_table(
            [
                self.tr("Mesa"),
                self.tr("Partida"),
                self.tr("Pareja"),
                self.tr("Veces"),
                self.tr("En el acta (art. 19.4)"),
            ],
            self.tr("Caídas de fichas por pareja y partida"),
            stretch_column=4,
        )
        self.dropsTable.setMaximumHeight(120)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(grid)
        layout.addWidget(self.list, 1)
        layout.addWidget(
            QLabel("<b>{}</b>".format(self.tr("Caídas de fichas por pareja y partida (art. 19.4)")))
        )
        layout.addWidget(self.dropsTable)

    def refresh(self, view: EncounterView) -> None:
        self.list.clear()
        for number, incident in enumerate(view.incidents, start=1):
            self.list.addItem(
                f"{number}. {fmt_time(incident.created_at)} · {article(incident.rule_id)} · "
                f"{incident.text}"
            )
        fill_table(
            self.dropsTable,
            [
                [
                    str(d.table),
                    str(d.partida),
                    view.team_name(d.pair),
                    str(d.count),
                    self.tr("Sí, la {ordinal} vez", "también {count}: el número de la vez").format(
                        ordinal=ordinal(d.count), count=d.count
                    )
                    if d.recorded
                    else self.tr("No"),
                ]
                for d in view.drops
            ],
        )
        for button in self.kindButtons.values():
            button.setEnabled(not view.locked)

    def status(self, view: EncounterView) -> tuple[str, str]:
        return "ok", self.tr("%n anotada(s)", "", len(view.incidents))

    def new(self, kind: IncidentKind) -> None:
        guide = self.guide
        if guide.view.locked:
            messages.warn(self, self.tr("Acta"), acta.LOCKED_MESSAGE)
            return
        table, partida = guide.hoja_place()
        if kind.rule_id == "DO-20.4":
            current = guide.view.table(table).partida(partida)
            if current is None:
                messages.warn(
                    self, self.tr("Abandono"), self.tr("Esa partida todavía no ha empezado.")
                )
                return
            guide.abandon(table, current)
            return
        if not guide.confirm_void():
            return
        dialog = DominoIncidentDialog(guide, kind, table, partida)
        if dialog.exec():
            guide.refresh()
            if len(dialog.written) > 1:
                messages.info(self, article("DO-19.4"), dialog.written[-1].text)
