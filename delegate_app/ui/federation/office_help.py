"""F1 and Ayuda → Manual de la oficina in the Federación window: the office's manual
(docs/federacion/), offline, at the section of the tab or dialog in use.

The same window as the delegate's manual (ui/help.py), over another folder. The office's pages
are in Spanish, a few of them in English too (docs/federacion/en/): a section opens in the
interface's language where that page exists, in Spanish otherwise. Widgets name their section
with `office_help_topic` (a string or a method returning one), not `help_topic`, which names
the delegate's manual.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget

from delegate_app.ui import i18n
from delegate_app.ui.help import HelpWindow, Section, present
from delegate_app.ui.i18n import translate

OFFICE_DIR = Path(__file__).resolve().parents[3] / "docs" / "federacion"
FOLDERS = {i18n.SPANISH: OFFICE_DIR, i18n.ENGLISH: OFFICE_DIR / "en"}
INDEX = "oficina"
ATTRIBUTE = "office_help_topic"

_WINDOW_EN = Section("intake.md", "The Federación window")
_RESULTS_EN = Section(
    "results.md", "The federation's results: deadlines, official standings, publication"
)

# topic -> language -> where its section starts (the heading as written in the file); a topic
# without English opens the Spanish page.
TOPICS: dict[str, dict[str, Section]] = {
    INDEX: {i18n.SPANISH: Section("index.md", "Manual de la oficina de la federación")},
    "recibidas": {
        i18n.SPANISH: Section("ventana.md", "Recibidas"),
        i18n.ENGLISH: _WINDOW_EN,
    },
    "conflictos": {
        i18n.SPANISH: Section(
            "ventana.md", "Importar, conflictos, plazos, clasificación, publicación"
        ),
        i18n.ENGLISH: _WINDOW_EN,
    },
    "plazos": {
        i18n.SPANISH: Section("resultados.md", "Plazos a partir de pruebas (`plazos`)"),
        i18n.ENGLISH: _RESULTS_EN,
    },
    "clasificacion": {
        i18n.SPANISH: Section("resultados.md", "La clasificación oficial (`clasificacion`)"),
        i18n.ENGLISH: _RESULTS_EN,
    },
    "buzon": {i18n.SPANISH: Section("buzon.md", "Desde la ventana Federación")},
    "ajustes-correo": {
        i18n.SPANISH: Section("buzon.md", "Desde la ventana: «Ajustes del correo…»"),
    },
}


def section_for(topic: str | None, language: str | None = None) -> tuple[Path, str]:
    """The office manual's file and heading of a topic (an unknown topic: the index), in the
    language asked for where the page has a translation, else in Spanish."""
    language = i18n.normalise_language(language or i18n.current_language())
    places = TOPICS.get(topic or INDEX, TOPICS[INDEX])
    if language not in places:
        language = i18n.SPANISH
    return FOLDERS[language] / places[language].file, places[language].heading


_window: HelpWindow | None = None


def show_office_help(topic: str | None, parent: QWidget | None = None) -> HelpWindow:
    global _window
    if _window is None:
        _window = HelpWindow(parent, index=lambda: section_for(INDEX), folder="docs/federacion")
        _window.setWindowTitle(translate("OfficeHelp", "Manual de la oficina"))
        _window.destroyed.connect(_forget)
    present(_window, *section_for(topic))
    return _window


def _forget(*_args: object) -> None:
    global _window
    _window = None
