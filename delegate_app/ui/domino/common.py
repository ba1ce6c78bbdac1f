"""What the domino guide's modules share: texts of its context, article numbers, buttons, the
choice of table and partida."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialogButtonBox

from delegate_app.store.domino.acta_view import EncounterView, TableView
from delegate_app.ui.i18n import translate


def domino_tr(text: str) -> str:
    """A text marked with QT_TRANSLATE_NOOP("DominoGuide", ...)."""
    return translate("DominoGuide", text)


def article(rule_id: str) -> str:
    """ "Art. 19.4" for DO-19.4, in the UI's language."""
    return translate("DominoGuide", "Art. {rule}").format(rule=rule_id.removeprefix("DO-"))


def dialog_buttons(accept: QDialogButtonBox.StandardButton) -> QDialogButtonBox:
    """Accept and cancel in the UI's language even where Qt's own translation is missing."""
    box = QDialogButtonBox(accept | QDialogButtonBox.StandardButton.Cancel)
    if accept == QDialogButtonBox.StandardButton.Save:
        box.button(accept).setText(translate("DominoGuide", "&Guardar"))
    else:
        box.button(accept).setText(translate("DominoGuide", "&Aceptar"))
    box.button(QDialogButtonBox.StandardButton.Cancel).setText(
        translate("DominoGuide", "&Cancelar")
    )
    return box


def fill_tables(combo: QComboBox, view: EncounterView) -> None:
    """The encounter's tables in a choice (refilled only when their number changed)."""
    if combo.count() == len(view.tables):
        return
    combo.blockSignals(True)
    combo.clear()
    for table in view.tables:
        combo.addItem(
            translate("DominoGuide", "Mesa {table}").format(table=table.number), table.number
        )
    combo.blockSignals(False)


def fill_partidas(combo: QComboBox, table: TableView, chosen: int | None = None) -> None:
    """The partidas begun at a table, `chosen` selected when it is one of them."""
    combo.blockSignals(True)
    combo.clear()
    for partida in table.partidas:
        combo.addItem(
            translate("DominoGuide", "Partida {partida}").format(partida=partida.number),
            partida.number,
        )
    if chosen is not None and combo.findData(chosen) >= 0:
        combo.setCurrentIndex(combo.findData(chosen))
    combo.blockSignals(False)
