"""The Federación window with a league calendar: "Importar calendario…" previews, asks and
imports; the Plazos tab then shows the matches whose acta never arrived. Saved in Spanish and
in English to look at."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from delegate_app.documents.federation import office
from delegate_app.ui import i18n
from delegate_app.ui.federation import window as window_module
from tests.federation.calendar_files import edited, export_demo_leagues

MONDAY = datetime(2026, 10, 19, 12, 0)  # rounds 1 and 2 past their deadlines, round 3 running


class _Registry:
    def describe(self) -> str:
        return "registro de prueba"


@pytest.fixture(scope="session")
def leagues(demo_template, tmp_path_factory):
    return export_demo_leagues(demo_template, tmp_path_factory.mktemp("ligas-ventana"))


@pytest.fixture
def fed(tmp_path, monkeypatch):
    from delegate_app.store.federation.database import open_federation_db

    monkeypatch.setattr(office, "canary_now", lambda: MONDAY)
    db = open_federation_db(str(tmp_path / "federacion.sqlite3"), create=True)
    yield db
    db.close()


@pytest.fixture
def dialogs(monkeypatch):
    """What the message boxes were asked and said; "ask" answers yes."""
    seen: dict[str, list[str]] = {"ask": [], "info": [], "error": []}

    def ask(_parent, _title, text):
        seen["ask"].append(text)
        return True

    monkeypatch.setattr(window_module.messages, "ask", ask)
    monkeypatch.setattr(
        window_module.messages, "info", lambda _p, _t, text: seen["info"].append(text)
    )
    monkeypatch.setattr(
        window_module.messages, "error", lambda _p, _t, text, *_a: seen["error"].append(text)
    )
    return seen


def _window(qtbot, db):
    window = window_module.FederationWindow(db, _Registry(), workers=0)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    return window


def _choose(monkeypatch, path: Path) -> None:
    monkeypatch.setattr(window_module.messages, "open_file", lambda *_a: str(path))


def test_importing_a_calendar_from_the_window_shows_the_missing_actas(
    qtbot, fed, leagues, dialogs, monkeypatch
):
    window = _window(qtbot, fed)
    assert window.tabs.tabText(2) == "Plazos"
    _choose(monkeypatch, leagues["ajedrez"])

    qtbot.mouseClick(window.importCalendarButton, Qt.MouseButton.LeftButton)

    (question,) = dialogs["ask"]
    assert (
        "Calendario: 56 encuentros nuevos." in question and "¿Importar el calendario?" in question
    )
    assert dialogs["error"] == []
    assert "importado" in window.summaryLabel.text()
    tab = window.deadlinesTab
    # rounds 1 and 2 (8 matches) are past their deadlines with nothing received
    assert tab.missing_actas == 8
    assert window.tabs.tabText(2) == "Plazos (8 sin acta)"
    assert tab.missingLabel.isVisibleTo(tab) and "8 encuentros" in tab.missingLabel.text()
    everything = tab.table.rowCount()

    window.tabs.setCurrentWidget(tab)
    qtbot.mouseClick(tab.missingOnly, Qt.MouseButton.LeftButton)

    assert tab.missingOnly.isChecked()
    # both clubs' art. 14 for each of the 8, and the home club's art. 15.3 where its seven
    # business days are over: round 1's (due 14/10), not yet round 2's (due 21/10)
    assert tab.table.rowCount() == 8 * 2 + 4 < everything
    rules = [(check.rule_id, check.match.round) for check in tab.shown]
    assert rules.count(("CH-15.3", 1)) == 4 and ("CH-15.3", 2) not in rules
    assert {tab.table.item(r, 5).text() for r in range(tab.table.rowCount())} == {
        "acta no recibida"
    }
    assert {check.match.round for check in tab.shown} == {1, 2}

    # the same file again: said, nothing asked, nothing changed
    qtbot.mouseClick(window.importCalendarButton, Qt.MouseButton.LeftButton)
    assert len(dialogs["ask"]) == 1
    assert "no ha cambiado nada" in dialogs["info"][-1]


def test_declining_the_preview_imports_nothing(qtbot, fed, leagues, monkeypatch, dialogs):
    monkeypatch.setattr(window_module.messages, "ask", lambda *_a: False)
    window = _window(qtbot, fed)

    assert not window.import_calendar_file(leagues["domino"])

    assert window.deadlinesTab.missing_actas == 0
    assert window.deadlinesTab.competitionCombo.count() == 1  # "Todas" only


def test_a_bad_league_file_is_refused_in_spanish_and_changes_nothing(
    qtbot, fed, leagues, tmp_path, dialogs
):
    def unknown(document):
        document["calendario"][0]["encuentros"][0]["local"] = {"club": "Nadie", "rango": "Z"}

    window = _window(qtbot, fed)
    for path in (
        edited(leagues["ajedrez"], tmp_path / "liga.json", unknown),
        tmp_path / "no-existe.json",
    ):
        assert not window.import_calendar_file(path)
    assert len(dialogs["error"]) == 2
    assert "no está en la lista de equipos" in dialogs["error"][0]
    assert all("No se ha importado nada" in text for text in dialogs["error"])
    assert dialogs["ask"] == []
    assert window.deadlinesTab.competitionCombo.count() == 1


@pytest.fixture(params=["es", "en"])
def language(request, qapp):
    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.install_language(qapp, i18n.SPANISH)


def test_the_window_with_a_calendar_fits_and_is_saved_in_both_languages(
    qtbot, fed, leagues, dialogs, language, tmp_path
):
    window = _window(qtbot, fed)
    assert window.import_calendar_file(leagues["ajedrez"])
    qtbot.waitExposed(window)
    for button in (
        window.importFilesButton,
        window.importFolderButton,
        window.importCalendarButton,
    ):
        assert button.width() >= button.sizeHint().width()
    if language == "en":
        assert window.importCalendarButton.text() != "Importar ca&lendario…"
        assert window.tabs.tabText(2) == "Deadlines (8 without an acta)"
    assert window.grab().save(str(tmp_path / f"federacion-calendario-{language}.png"))
    window.tabs.setCurrentWidget(window.deadlinesTab)
    window.deadlinesTab.missingOnly.setChecked(True)
    assert window.grab().save(str(tmp_path / f"federacion-plazos-sin-acta-{language}.png"))
