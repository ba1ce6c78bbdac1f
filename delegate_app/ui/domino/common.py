"""What the domino guide's modules share: texts of its context, article numbers, buttons."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

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
