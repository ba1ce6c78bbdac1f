"""The UI's languages: Spanish (the default, and the language of the source strings) and English.

Convention for translatable text (pyside6-lupdate extracts exactly these forms):

- inside a QObject subclass: ``self.tr("Texto en español")``; the context is the class name;
- anywhere else: ``translate("Contexto", "Texto")`` with this module's ``translate`` (lupdate
  reads the bare name) and literal arguments;
- tables of constants: ``QT_TRANSLATE_NOOP("Contexto", "Texto")`` where they are defined, and
  ``translate("Contexto", value)`` where they are shown;
- values go in afterwards with ``.format()``: ``self.tr("Tablero {board}").format(board=n)``;
- a count is Qt's plural form: ``self.tr("%n jugador(es)", "", n)``, translated in both
  catalogues with one form per plural ("1 jugador", "2 jugadores"; "1 player", "2 players").
  An f-string cannot be extracted, so none is ever passed to tr or translate.

Texts written by store/ and domain/ (refusals, findings, explanations) are Spanish data: they are
shown as they are in both languages, like the acta itself. The few fixed labels of theirs that
the screens show as their own (step names, signer roles, column headers, incident forms) are
translated in ui/labels.py.

The chosen language is the "idioma" setting; it takes effect at the next start. Each language
loads its own catalogue (resources/translations/delegado_<lang>.qm) and Qt's (qtbase_<lang>),
and sets the default QLocale that ui/formatting.py uses for dates, times and numbers.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QTranslator,
)

log = logging.getLogger(__name__)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks a text of a table for lupdate and returns it, as Qt's does; Qt's is typed as
    returning object, which would make every such table a table of objects to mypy."""
    return text


SPANISH, ENGLISH = "es", "en"
DEFAULT_LANGUAGE = SPANISH
# Each language named in itself: whoever cannot read the current one still finds their own.
LANGUAGE_NAMES = {SPANISH: "Español", ENGLISH: "English"}
LANGUAGE_KEY = "idioma"
TRANSLATIONS_DIR = Path(__file__).resolve().parents[2] / "resources" / "translations"
CATALOGUE = "delegado"

# English dates stay day first (dd/mm/yyyy), as every date typed into the app is read.
_LOCALES = {
    SPANISH: (QLocale.Language.Spanish, QLocale.Country.Spain),
    ENGLISH: (QLocale.Language.English, QLocale.Country.UnitedKingdom),
}

# Qt's own Spanish catalogue (qtbase_es) misses two labels of its file dialog, which then showed
# "Look in:" in a Spanish window. Qt looks in the app's catalogue for what its own lacks: these
# are translated in resources/translations like any text of the app.
QT_CATALOGUE_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)

_installed: list[QTranslator] = []
_current = DEFAULT_LANGUAGE


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """QCoreApplication.translate under a name pyside6-lupdate recognises."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def normalise_language(value: object) -> str:
    """A supported language code from a setting's value; the default for anything else."""
    text = str(value or "").strip().lower()[:2]
    return text if text in LANGUAGE_NAMES else DEFAULT_LANGUAGE


def language_setting(settings: QSettings) -> str:
    return normalise_language(settings.value(LANGUAGE_KEY, DEFAULT_LANGUAGE))


def set_language_setting(settings: QSettings, language: str) -> None:
    settings.setValue(LANGUAGE_KEY, normalise_language(language))
    settings.sync()


def locale_for(language: str) -> QLocale:
    lang, country = _LOCALES[normalise_language(language)]
    return QLocale(lang, country)


def current_language() -> str:
    """The language installed by install_language (Spanish until one is installed)."""
    return _current


def catalogue_path(language: str) -> Path:
    return TRANSLATIONS_DIR / f"{CATALOGUE}_{normalise_language(language)}.qm"


def install_language(app: QCoreApplication, language: str) -> str:
    """Install the app's and Qt's catalogues for `language` (replacing any installed before)."""
    global _current
    language = normalise_language(language)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()  # the last reference: each translator is deleted here
    QLocale.setDefault(locale_for(language))
    own = QTranslator()
    if own.load(str(catalogue_path(language))):
        app.installTranslator(own)
        _installed.append(own)
    elif language != DEFAULT_LANGUAGE:
        # The source strings are Spanish: without its catalogue English shows them as they are.
        log.warning("No se encontró la traducción de Delegado en %s", catalogue_path(language))
    qt = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(f"qtbase_{language}", folder):
        app.installTranslator(qt)
        _installed.append(qt)
    elif language != ENGLISH:  # Qt's own texts are English already
        log.warning("No se encontró la traducción de Qt (qtbase_%s) en %s", language, folder)
    _current = language
    return language
