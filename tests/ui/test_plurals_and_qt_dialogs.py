"""Issue 17, item 6: counts in the right plural in both languages ("1 club", not "1 clubes";
"1 noted", not "1 incidents"), and Qt's own dialogs in the app's language ("Buscar en:", not
"Look in:")."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QLabel

from delegate_app.ui import i18n
from delegate_app.ui.i18n import translate

CATALOGUES = Path(__file__).resolve().parents[2] / "resources" / "translations"


@pytest.fixture
def back_to_spanish(qapp):
    yield
    i18n.install_language(qapp, i18n.SPANISH)


@pytest.mark.parametrize(
    "language, context, source, one, many",
    [
        ("es", "HomeScreen", "%n club(es)", "1 club", "14 clubes"),
        ("en", "HomeScreen", "%n club(es)", "1 club", "14 clubs"),
        ("es", "HomeScreen", "%n competición(es)", "1 competición", "14 competiciones"),
        ("en", "HomeScreen", "%n jugador(es)", "1 player", "14 players"),
        ("es", "IncidentsStep", "%n anotada(s)", "1 anotada", "14 anotadas"),
        ("en", "IncidentsStep", "%n anotada(s)", "1 noted", "14 noted"),
        ("en", "CompetitionsScreen", "%n ronda(s)", "1 round", "14 rounds"),
    ],
)
def test_counts_take_the_plural_of_their_number(
    qapp, back_to_spanish, language, context, source, one, many
):
    i18n.install_language(qapp, language)
    assert translate(context, source, "", 1) == one
    assert translate(context, source, "", 14) == many


def test_every_count_of_both_catalogues_has_all_its_plural_forms():
    counts = 0
    for language in ("es", "en"):
        root = ET.parse(CATALOGUES / f"delegado_{language}.ts").getroot()
        for message in root.iter("message"):
            if message.get("numerus") != "yes":
                continue
            counts += 1
            forms = [f.text or "" for f in message.find("translation").iter("numerusform")]
            source = message.findtext("source")
            assert len(forms) == 2 and all("%n" in f for f in forms), (language, source, forms)
            assert not any("(s)" in f or "(es)" in f for f in forms), (language, source, forms)
    assert counts >= 40


def test_the_home_screen_counts_say_one_club_in_the_singular(qtbot, db, spanish_app):
    from datetime import datetime

    from delegate_app.domain.players import PlayerRecord
    from delegate_app.store import clubs
    from delegate_app.ui.screens.home import HomeScreen

    club = clubs.create_club(db, "CA Anaga", "ajedrez", "La Laguna", "Herradores 12", is_own=True)
    clubs.create_team(db, club.id, "A")
    clubs.add_player(db, club.id, PlayerRecord("Ana", "Pérez Díaz", licence="TF-001"))
    home = HomeScreen(db)
    qtbot.addWidget(home)
    home.close_guide()
    home.reload(now=datetime(2026, 9, 15, 12, 0))
    text = home.countsLabel.text()
    assert text.startswith("1 club · 1 jugador · 0 competiciones · 0 encuentros"), text


@pytest.mark.parametrize(
    "language, look_in, file_type",
    [("es", "&Buscar en:", "Archivos de &tipo:"), ("en", "&Look in:", "Files of &type:")],
)
def test_qt_file_dialog_speaks_the_apps_language(
    qtbot, qapp, back_to_spanish, tmp_path, language, look_in, file_type
):
    """Qt's own file dialog (not the desktop's: offscreen there is none) in the app's language,
    the labels Qt's Spanish catalogue lacks included."""
    i18n.install_language(qapp, language)
    dialog = QFileDialog(None, "Importar", str(tmp_path), "CSV (*.csv)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    dialog.show()
    labels = {label.text() for label in dialog.findChildren(QLabel)}
    assert look_in in labels and file_type in labels, labels
    if language == "es":
        assert not any("Look" in text or "Files of" in text for text in labels)
        assert "&Nombre de fichero:" in labels
