"""F1 and Ayuda → Manual: the manual opens offline at the section of the screen in use, in the
interface's language (issue 23, help inside the app)."""

from __future__ import annotations

import ast
import re
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from delegate_app.ui import help, i18n
from delegate_app.ui.main_window import HELP_TOPICS, SCREEN_NAMES, MainWindow
from tests.helpers.manual_view import visible_heading

HEADING = re.compile(r"^#{1,6} (.+?)\s*$", re.MULTILINE)


@pytest.fixture(autouse=True)
def fresh_help_window():
    yield
    if help._window is not None:
        help._window.close()
        help._window.deleteLater()
        help._window = None


def headings(path):
    return set(HEADING.findall(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("language", [i18n.SPANISH, i18n.ENGLISH])
def test_every_topic_names_a_heading_of_an_existing_manual_page(language):
    for topic in help.TOPICS:
        path, heading = help.section_for(topic, language)
        assert path.is_file(), path
        assert heading in headings(path), f"{topic}: no heading «{heading}» in {path.name}"


def test_every_screen_of_the_main_window_has_a_topic():
    assert len(HELP_TOPICS) == len(SCREEN_NAMES)
    assert set(HELP_TOPICS) <= set(help.TOPICS)


def topics_the_interface_names() -> set[str]:
    """Every topic a screen, a guide or a dialog names for F1, read from the source: the
    `help_topic = "…"` of a class, each string a `help_topic()` method returns, HELP_TOPICS."""
    found = set(HELP_TOPICS)
    for path in (Path(help.__file__).parent).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "help_topic" for t in node.targets
            ):
                found |= {c.value for c in ast.walk(node.value) if isinstance(c, ast.Constant)}
            if isinstance(node, ast.FunctionDef) and node.name == "help_topic":
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Return) and inner.value is not None:
                        found |= {
                            c.value
                            for c in ast.walk(inner.value)
                            if isinstance(c, ast.Constant) and isinstance(c.value, str)
                        }
    return found


def test_every_topic_the_interface_names_has_a_section_and_every_section_a_screen():
    """What F1 can open from any screen, guide or dialog has its section in both languages
    (the test above checks each TOPICS entry), and no section waits for a screen that is gone."""
    named = topics_the_interface_names()
    assert {"inicio", "primeros-pasos", "demo", "firma", "acta-domino"} <= named
    assert named <= set(help.TOPICS), named - set(help.TOPICS)
    assert set(help.TOPICS) - {help.INDEX} <= named, set(help.TOPICS) - named


def test_f1_on_the_first_start_opens_the_first_steps_and_on_the_demo_button_the_demo(
    qtbot, db, settings, spanish_app
):
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    shown = press_f1(qtbot, window.ui.navList)
    assert shown.shown_file == help.MANUAL_DIR / "index.md"
    qtbot.waitUntil(lambda: visible_heading(shown) == "Primeros pasos")
    demo = window.home.demoButton
    assert demo.isVisible()
    shown = press_f1(qtbot, demo)
    assert shown.shown_file == help.MANUAL_DIR / "demostracion.md"
    qtbot.waitUntil(lambda: visible_heading(shown) == "La temporada de demostración")
    assert "Caballo Lagunero" in shown.browser.toPlainText()
    window.ui.navList.setFocus()
    window.load_demo()
    assert window.help_topic() == "inicio"


def test_an_unknown_topic_opens_the_index():
    assert help.section_for("no-existe", i18n.SPANISH) == help.section_for(None, i18n.SPANISH)


def test_the_manual_links_only_to_files_that_exist():
    """The manual is read offline: a link or an image that goes nowhere is a dead end."""
    link = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
    broken = []
    for page in help.MANUAL_DIR.rglob("*.md"):
        for target in link.findall(page.read_text(encoding="utf-8")):
            if target.startswith(("http://", "https://", "mailto:")):
                continue
            if not (page.parent / target).exists():
                broken.append(f"{page.relative_to(help.MANUAL_DIR)} -> {target}")
    assert not broken, "\n".join(broken)


def test_the_manual_links_only_to_what_the_bundle_carries():
    """The installed program has the manual's folder (pages and pictures) and docs/'s
    screenshots (packaging/delegado.spec), not the rest of the source tree: a link from the
    manual to anything else opens nothing in the app."""
    link = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
    docs = help.MANUAL_DIR.parent
    outside = []
    for page in help.MANUAL_DIR.rglob("*.md"):
        for target in link.findall(page.read_text(encoding="utf-8")):
            if target.startswith(("http://", "https://", "mailto:")):
                continue
            place = (page.parent / target).resolve()
            in_manual = place.is_relative_to(help.MANUAL_DIR) and place.suffix in (".md", ".png")
            screenshot = place.parent in (docs, docs / "en") and place.suffix == ".png"
            if not (in_manual or screenshot):
                outside.append(f"{page.relative_to(help.MANUAL_DIR)} -> {target}")
    assert not outside, "\n".join(outside)
    spec = (docs.parent / "packaging" / "delegado.spec").read_text(encoding="utf-8")
    assert '(ROOT / "docs" / "manual").rglob("*")' in spec


def press_f1(qtbot, widget):
    """Through the active window, as a keyboard does: shortcuts are matched before the widget."""
    window = widget.window()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    widget.setFocus()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_F1)
    assert help._window is not None, "F1 opened nothing"
    return help._window


@pytest.mark.parametrize("index", range(len(SCREEN_NAMES)))
def test_f1_on_each_screen_opens_its_section(qtbot, db, settings, spanish_app, index):
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.show_screen(index)
    window.ui.navList.setFocus()
    shown = press_f1(qtbot, window.ui.navList)
    # On an empty database Inicio is the first-start guide: its section is the first steps.
    topic = "primeros-pasos" if index == 0 else HELP_TOPICS[index]
    expected_path, expected_heading = help.section_for(topic, i18n.SPANISH)
    assert shown.isVisible()
    assert shown.shown_file == expected_path
    qtbot.waitUntil(lambda: visible_heading(shown) == expected_heading)
    assert "No se encuentra" not in shown.browser.toPlainText()


def test_the_ayuda_menu_opens_the_manual(qtbot, db, settings, spanish_app):
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.show()
    assert window.helpButton.text() == "Ay&uda"
    assert window.manual_action in window.helpButton.menu().actions()
    window.show_screen(1)  # Club
    window.helpButton.menu().actions()[0].trigger()
    shown = help._window
    assert shown is not None and shown.isVisible()
    assert shown.shown_file.name == "pantallas.md"
    qtbot.waitUntil(lambda: visible_heading(shown) == "Club")


def test_f1_twice_reuses_one_window(qtbot, db, settings, spanish_app):
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    first = press_f1(qtbot, window.ui.navList)
    window.ui.navList.setFocus()
    second = press_f1(qtbot, window.ui.navList)
    assert first is second
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, help.HelpWindow)]
    assert len([w for w in windows if w.isVisible()]) == 1


def test_a_dialog_names_its_own_section(qtbot, db, spanish_app):
    """The focus inside a dialog that declares a topic wins over the window below it."""
    from delegate_app.ui.verify_dialog import VerifyDialog

    dialog = VerifyDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert help.topic_of(dialog.focusWidget() or dialog) == "firma"
    shown = help.show_help(help.topic_of(dialog), dialog)
    assert shown.shown_file.name == "firma.md"


def test_the_manual_in_english_when_the_interface_is(qtbot, monkeypatch):
    monkeypatch.setattr(i18n, "current_language", lambda: i18n.ENGLISH)
    shown = help.show_help("encuentros")
    qtbot.addWidget(shown)
    assert shown.shown_file == help.MANUAL_DIR / "en" / "screens.md"
    qtbot.waitUntil(lambda: visible_heading(shown) == "Encuentros")
    assert "The season's encuentros" in shown.browser.toPlainText()


def test_a_missing_manual_says_so_in_spanish(qtbot, tmp_path, monkeypatch):
    monkeypatch.setitem(help.FOLDERS, i18n.SPANISH, tmp_path / "sin-manual")
    shown = help.show_help("club")
    qtbot.addWidget(shown)
    assert not shown.shown_file.exists()
    assert "No se encuentra el manual" in shown.browser.toPlainText()


def test_f1_in_the_chess_guide_opens_the_guide_section(qtbot, demo_db, settings, spanish_app):
    db = demo_db
    from delegate_app.ui.chess.guide import MatchDayGuide
    from tests.helpers.surfaces import own_chess_match

    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.show()
    match = own_chess_match(db)
    clock = lambda: match.scheduled_at + timedelta(minutes=40)  # noqa: E731
    guide = MatchDayGuide(db, match.id, clock=clock, parent=window)  # closed with the window
    guide.show()
    qtbot.waitExposed(guide)
    shown = press_f1(qtbot, guide)
    assert shown.shown_file.name == "jornada-ajedrez.md"
    qtbot.waitUntil(lambda: visible_heading(shown) == "La guía del acta")


def images_of(browser) -> list:
    found = []
    block = browser.document().begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            shape = fragments.fragment().charFormat()
            if shape.isImageFormat():
                found.append(shape.toImageFormat())
            fragments += 1
        block = block.next()
    return found


@pytest.mark.parametrize("language", [i18n.SPANISH, i18n.ENGLISH])
def test_the_manuals_screenshots_fit_the_window_without_sideways_scrolling(
    qtbot, monkeypatch, language
):
    """The screenshots are 1366 px wide; in the 900 px help window they are shown scaled to the
    page, never wider, so the manual never scrolls sideways (and again after a resize)."""
    monkeypatch.setattr(i18n, "current_language", lambda: language)
    shown = help.show_help("encuentros")
    qtbot.addWidget(shown)
    images = images_of(shown.browser)
    assert images, "the screens page shows screenshots"
    for width in (900, 640):
        shown.resize(width, 600)
        qtbot.waitUntil(lambda w=width: shown.browser.viewport().width() < w)
        room = shown.browser.viewport().width()
        assert all(0 < image.width() <= room for image in images_of(shown.browser))
        assert shown.browser.horizontalScrollBar().maximum() == 0


@pytest.mark.parametrize("folder", [help.MANUAL_DIR, help.MANUAL_DIR.parent / "federacion"])
def test_no_page_of_either_manual_scrolls_sideways_in_a_narrow_window(qtbot, folder):
    """Code blocks (a command with its arguments, a configuration) wrap like prose, and a
    picture in a list item fits beside the list's indent."""
    shown = help.HelpWindow(folder=str(folder))
    qtbot.addWidget(shown)
    shown.resize(700, 600)
    shown.show()
    qtbot.waitExposed(shown)
    pages = sorted(folder.rglob("*.md"))
    coded = [p for p in pages if "\n```" in p.read_text(encoding="utf-8")]
    assert len(coded) >= 5, "the pages with code blocks are the ones this is about"
    wide = []
    for page in pages:
        shown.show_section(page, "")
        QApplication.processEvents()
        if shown.browser.horizontalScrollBar().maximum() > 0:
            wide.append(page.name)
    assert not wide


def test_a_link_followed_in_the_manual_has_a_way_back_and_the_index_a_way_to_it(qtbot, spanish_app):
    shown = help.show_help("demo")
    qtbot.addWidget(shown)
    assert not shown.backButton.isEnabled()
    link = "jornada-ajedrez.md"
    assert f"]({link})" in (help.MANUAL_DIR / "demostracion.md").read_text(encoding="utf-8")
    shown.browser.setSource(shown.browser.source().resolved(QUrl(link)))  # as its link does
    assert shown.browser.source().fileName() == link
    assert shown.backButton.isEnabled()
    qtbot.mouseClick(shown.backButton, Qt.MouseButton.LeftButton)
    assert shown.browser.source().fileName() == "demostracion.md"
    assert shown.forwardButton.isEnabled()
    qtbot.mouseClick(shown.indexButton, Qt.MouseButton.LeftButton)
    assert shown.browser.source().toLocalFile() == str(help.MANUAL_DIR / "index.md")
    assert shown.backButton.text() == "← A&trás"
    qtbot.mouseClick(shown.backButton, Qt.MouseButton.LeftButton)
    assert shown.browser.source().fileName() == "demostracion.md"


def test_a_link_to_a_page_this_installation_lacks_says_so_in_spanish_and_stays(
    qtbot, tmp_path, monkeypatch, spanish_app
):
    """An installation carries only what the bundle does: a link to anything else must not
    leave a blank window."""
    page = tmp_path / "pagina.md"
    page.write_text("# Página\n\nVéase [las órdenes](../no-esta.md).\n", encoding="utf-8")
    told: list[str] = []
    monkeypatch.setattr(
        help.QMessageBox, "information", lambda _parent, _title, text: told.append(text)
    )
    shown = help.HelpWindow()
    qtbot.addWidget(shown)
    shown.show_section(page, "Página")
    shown.browser.follow(QUrl("../no-esta.md"))
    assert told == [
        "La página «../no-esta.md» no está en esta instalación del programa. Está en la "
        "carpeta docs del código de Delegado."
    ]
    assert shown.browser.source().toLocalFile() == str(page)
    assert "Véase" in shown.browser.toPlainText()
    other = tmp_path / "otra.md"
    other.write_text("# Otra\n", encoding="utf-8")
    shown.browser.follow(QUrl("otra.md"))
    assert shown.browser.source().toLocalFile() == str(other)
    assert shown.backButton.isEnabled()
