"""Spanish (default) and English: complete catalogues, compiled, and nothing left outside them."""

from __future__ import annotations

import ast
import importlib.util
import re
import sys
from datetime import date, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QTableView,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from delegate_app.domain.domino.common import pair_label
from delegate_app.ui import i18n
from delegate_app.ui.app import install_translators
from tests.helpers.surfaces import all_surfaces

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "delegate_app" / "ui"


def _script():
    spec = importlib.util.spec_from_file_location(
        "update_translations", ROOT / "scripts" / "update_translations.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


QT_OWN_CONTEXTS = {"QFileDialog"}


@pytest.fixture
def back_to_spanish(qapp):
    yield
    i18n.install_language(qapp, i18n.SPANISH)


# --- the catalogues -------------------------------------------------------------------------


def test_catalogues_are_up_to_date_finished_and_compiled():
    """lupdate over the UI finds nothing new, every message of both catalogues is translated,
    and the committed .qm are exactly what lrelease makes of the .ts."""
    problems = _script().check()
    assert not problems, "\n".join(problems)


def test_both_catalogues_hold_the_same_messages_and_spanish_is_its_own_source():
    script = _script()
    spanish = script.read_catalogue(script.ts_path("es"))
    english = script.read_catalogue(script.ts_path("en"))
    assert len(spanish) > 900
    assert {(m.context, m.source) for m in spanish} == {(m.context, m.source) for m in english}
    # Spanish is its own source, but for a count's plural forms ("%n club" / "%n clubes") and
    # the few of Qt's own texts (English sources) that Qt's Spanish catalogue lacks.
    own = [m for m in spanish if not m.forms and m.context not in QT_OWN_CONTEXTS]
    assert len(own) > 900
    assert all(m.translation == m.source for m in own)
    assert all(m.translation != m.source for m in spanish if m.context in QT_OWN_CONTEXTS)
    translated = {(m.context, m.source): m.translation for m in english}
    assert translated[("MainWindow", "Ajustes")] == "Settings"
    assert translated[("Etiquetas", "E")] == "D"  # empates: draws
    assert translated[("Asientos", "O")] == "W"  # Oeste: West


def test_domain_words_stay_spanish_in_english():
    """The glossary: acta, alineación, encuentro, partida, mano and salidor are not translated."""
    script = _script()
    english = script.read_catalogue(script.ts_path("en"))
    words = ("acta", "alineaci", "encuentro", "partida", "mano", "salidor")
    for word in words:
        sources = [m for m in english if re.search(rf"\b{word}", m.source, re.IGNORECASE)]
        kept = [m for m in sources if re.search(rf"\b{word}", m.translation, re.IGNORECASE)]
        assert sources and len(kept) / len(sources) > 0.8, word
    for wrong in (r"\bline-?ups?\b", r"\bmatch(es)? report", r"\bfixtures?\b"):
        assert not [m.translation for m in english if re.search(wrong, m.translation, re.I)]


def _store_and_domain_labels() -> set[str]:
    from delegate_app.documents.standings_report import CHESS_COLUMNS, DOMINO_COLUMNS
    from delegate_app.domain import domino
    from delegate_app.domain.chess.incident_catalog import CATALOG
    from delegate_app.domain.competition import Sport
    from delegate_app.store import acta
    from delegate_app.store.chess import acta as chess_acta
    from delegate_app.store.domino import acta as domino_acta

    labels = {s.label for s in Sport}
    labels |= {*chess_acta.STEPS, *domino_acta.STEPS}
    labels |= {*acta.ROLE_LABELS.values(), *chess_acta.DOCUMENT_CHECKS.values()}
    labels |= {*CHESS_COLUMNS, *DOMINO_COLUMNS}
    for spec in CATALOG.values():
        labels.add(spec.title)
        for field in spec.fields:
            labels |= {field.label, *(label for _value, label in field.choices)}
            labels |= {field.hint} if field.hint else set()
    labels |= {pair_label(pair) for pair in domino.Pair}
    for enum in (domino.Seat, domino.HandEnd, domino.PartidaStatus):
        labels |= {member.label for member in enum}
    from delegate_app.domain.season import DECISIONS

    for decision in DECISIONS:
        labels |= {decision.label, *(label for _value, label in decision.choices)}
    for kind in domino.INCIDENT_KINDS:
        labels |= {kind.title, *((kind.note,) if kind.note else ())}
        for field in kind.fields:
            labels |= {field.label, *field.choice_values}
    return labels


def test_every_label_the_store_and_the_domain_show_is_in_the_catalogue():
    """The screens show these Spanish labels through ui/labels.py; a new one must be listed."""
    from delegate_app.ui.labels import LABELS

    choices_that_are_codes = {f"8.{n}" for n in range(1, 12)}
    missing = _store_and_domain_labels() - set(LABELS) - choices_that_are_codes
    assert not missing, sorted(missing)


def test_time_control_text_is_the_domains_in_spanish():
    from delegate_app.domain.competition import IncrementKind, TimeControl
    from delegate_app.ui.labels import time_control_text

    for control in (
        TimeControl(90, 30, IncrementKind.FISCHER),
        TimeControl(120, 0, IncrementKind.NONE),
        TimeControl(60, 10, IncrementKind.BRONSTEIN),
    ):
        assert time_control_text(control) == control.label()


# --- choosing the language --------------------------------------------------------------------


def _nav_texts(window) -> list[str]:
    return [window.ui.navList.item(i).text() for i in range(window.ui.navList.count())]


def test_spanish_is_the_default(qapp, back_to_spanish, db, settings):
    from delegate_app.ui.main_window import SETTINGS, MainWindow

    assert settings.value(i18n.LANGUAGE_KEY) is None
    assert install_translators(qapp) == "es"
    window = MainWindow(db, settings)
    assert _nav_texts(window) == ["Inicio", "Club", "Competiciones", "Encuentros", "Ajustes"]
    assert window.home.createClubButton.text() == "&Crear mi club…"
    window.show_screen(SETTINGS)
    assert window.settings_screen.languageCombo.currentText() == "Español"
    assert QLocale().name() == "es_ES"
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save)
    assert buttons.buttons()[0].text() == "Guardar"  # Qt's own texts: qtbase_es
    window.close()


def test_english_chosen_in_ajustes_shows_english_from_the_next_start(
    qapp, back_to_spanish, db, settings
):
    from delegate_app.ui.formatting import fmt_date, fmt_datetime
    from delegate_app.ui.main_window import COMPETITIONS, SETTINGS, MainWindow

    install_translators(qapp)
    window = MainWindow(db, settings)
    window.show_screen(SETTINGS)
    screen = window.settings_screen
    screen.languageCombo.setCurrentIndex(screen.languageCombo.findData("en"))
    assert settings.value(i18n.LANGUAGE_KEY) == "en"
    assert "la próxima vez que se abra" in screen.languageNote.text()
    assert _nav_texts(window)[4] == "Ajustes"  # nothing changes until the next start
    window.close()

    # The next start reads the setting.
    assert install_translators(qapp) == "en"
    window = MainWindow(db, settings)
    assert _nav_texts(window) == ["Home", "Club", "Competitions", "Encuentros", "Settings"]
    assert window.home.createClubButton.text() == "&Create my club…"
    assert window.home.demoButton.text() == "Load the &demo season"
    window.show_screen(COMPETITIONS)
    assert window.competitions.tabs.tabText(0) == "Calendar"
    window.show_screen(SETTINGS)
    assert window.settings_screen.languageCombo.currentText() == "English"
    assert "next time" in window.settings_screen.languageNote.text()
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save)
    assert buttons.buttons()[0].text() == "Save"
    assert QLocale().name() == "en_GB"
    assert fmt_date(date(2026, 12, 5)) == "05/12/2026"
    assert fmt_datetime(datetime(2026, 12, 5, 16, 0)) == "Saturday 05/12/2026 16:00"
    window.close()


def test_an_unknown_language_setting_falls_back_to_spanish(qapp, back_to_spanish, settings):
    settings.setValue(i18n.LANGUAGE_KEY, "fr")
    assert install_translators(qapp) == "es"
    settings.setValue(i18n.LANGUAGE_KEY, "EN-gb")
    assert install_translators(qapp) == "en"


# --- nothing visible escapes the catalogue ------------------------------------------------------


class Marking(QTranslator):
    """Every translated text comes back wrapped in ⟦ ⟧: whatever shows without them was never
    looked up in a catalogue."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"⟦{source}⟧"

    def isEmpty(self):
        return False


LETTERS = re.compile(r"[^\W\d_]{2,}")
TWO_WORDS = re.compile(r"[^\W\d_]{2,}\s+[^\W\d_]{2,}")
# Texts the UI writes into the data (the acta, a certificate), not onto the screen.
WRITTEN_AS_DATA = {"Alineación de ", "Autoridad de firma de "}
NOT_SHOWN = {"log", "setStyleSheet", "getLogger", "import_module", "setProperty"}


def _literals_outside_catalogue() -> set[str]:
    """Every multi-word string in the UI's code that no tr/translate/QT_TRANSLATE_NOOP wraps."""
    found = set()
    for path in UI.rglob("*.py"):
        if "forms" in path.relative_to(UI).parts or path.name == "platform_check.py":
            continue  # compiled forms; the messages printed before Qt starts
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
                continue
            if isinstance(parents.get(node), ast.Expr) or not TWO_WORDS.search(node.value):
                continue  # a docstring, or not text
            up, wrapped = node, False
            while up in parents and not wrapped:
                up = parents[up]
                if isinstance(up, ast.Call):
                    func = up.func
                    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                    owner = getattr(getattr(func, "value", None), "id", "")
                    wrapped = name in {"tr", "translate", "QT_TRANSLATE_NOOP"} | NOT_SHOWN or (
                        owner == "log"
                    )
            if not wrapped and node.value not in WRITTEN_AS_DATA:
                found.add(node.value.strip())
    return found


def _chrome(widget: QWidget) -> list[str]:
    """Texts that are always the UI's own: buttons, titles, headers, names, hints."""
    texts = [widget.accessibleName(), widget.toolTip()]
    if widget.isWindow():
        texts.append(widget.windowTitle())
    if isinstance(widget, QAbstractButton):
        texts.append(widget.text())
    if isinstance(widget, QGroupBox):
        texts.append(widget.title())
    if isinstance(widget, QTabWidget):
        texts += [widget.tabText(i) for i in range(widget.count())]
    if isinstance(widget, (QLineEdit, QPlainTextEdit, QTextEdit)):
        texts.append(widget.placeholderText())
    if isinstance(widget, QTableView) and widget.model() is not None:
        header = widget.horizontalHeader()
        texts += [
            str(widget.model().headerData(c, Qt.Orientation.Horizontal) or "")
            for c in range(header.count())
        ]
    return texts


def _content(widget: QWidget) -> list[str]:
    """Texts that mix the UI's words with data (names, findings of the rules)."""
    if isinstance(widget, QLabel):
        return [widget.text()]
    if isinstance(widget, QListWidget):
        return [widget.item(i).text() for i in range(widget.count())]
    return []


def test_no_visible_text_escapes_the_catalogue(qapp, back_to_spanish, demo_db, settings, tmp_path):
    """With a translator that marks every text it is asked for, the screens and dialogs show
    no unmarked text of their own: buttons, titles, headers, names and hints are all marked,
    and no label or list shows a literal of the UI's code that skipped tr()."""
    i18n.install_language(qapp, i18n.SPANISH)
    marking = Marking()
    qapp.installTranslator(marking)
    literals = _literals_outside_catalogue()
    problems, checked = [], 0
    try:
        for surface in all_surfaces(demo_db, settings, tmp_path):
            top = surface.widget
            for widget in [top, *top.findChildren(QWidget)]:
                if widget is not top and not widget.isVisibleTo(top):
                    continue
                for text in _chrome(widget):
                    checked += 1
                    if text and "⟦" not in text and LETTERS.search(text):
                        problems.append(f"{surface.name}: {type(widget).__name__} «{text}»")
                for text in _content(widget):
                    checked += 1
                    if "⟦" in text:
                        continue
                    leaked = [lit for lit in literals if lit in text]
                    if leaked:
                        problems.append(f"{surface.name}: «{text[:80]}» contiene {leaked}")
    finally:
        qapp.removeTranslator(marking)
    assert checked > 2000
    assert not problems, "\n".join(sorted(set(problems)))
