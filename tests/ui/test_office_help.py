"""F1 and Ayuda → Manual de la oficina in the Federación window: the office's manual
(docs/federacion/) opens offline at the section of the tab or dialog in use, in English where
the page has a translation (issue 23)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from delegate_app.ui import i18n
from delegate_app.ui.federation import office_help
from tests.helpers.manual_view import visible_heading

HEADING = re.compile(r"^#{1,6} (.+?)\s*$", re.MULTILINE)
TABS = ("recibidas", "conflictos", "plazos", "clasificacion")


@pytest.fixture(autouse=True)
def fresh_help_window():
    yield
    if office_help._window is not None:
        office_help._window.close()
        office_help._window.deleteLater()
        office_help._window = None


class _Registry:
    def describe(self) -> str:
        return "registro de prueba"


@pytest.fixture
def window(qtbot, tmp_path):
    from delegate_app.store.federation.database import open_federation_db
    from delegate_app.ui.federation.window import FederationWindow

    db = open_federation_db(str(tmp_path / "federacion.sqlite3"), create=True)
    shown = FederationWindow(db, _Registry(), workers=0)
    qtbot.addWidget(shown)
    shown.resize(1366, 768)
    shown.show()
    qtbot.waitExposed(shown)
    yield shown
    shown.close()
    db.close()


def press_f1(qtbot, widget):
    """Through the active window, as a keyboard does: shortcuts are matched before the widget."""
    window = widget.window()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    widget.setFocus()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_F1)
    assert office_help._window is not None, "F1 opened nothing"
    return office_help._window


@pytest.mark.parametrize("language", [i18n.SPANISH, i18n.ENGLISH])
def test_every_topic_names_a_heading_of_an_existing_office_page(language):
    for topic in office_help.TOPICS:
        path, heading = office_help.section_for(topic, language)
        assert path.is_file(), path
        found = set(HEADING.findall(path.read_text(encoding="utf-8")))
        assert heading in found, f"{topic}: no heading «{heading}» in {path.name}"


def test_a_page_without_english_opens_in_spanish_and_an_unknown_topic_the_index():
    assert office_help.section_for("buzon", i18n.ENGLISH) == (
        office_help.OFFICE_DIR / "buzon.md",
        "Desde la ventana Federación",
    )
    assert office_help.section_for("recibidas", i18n.ENGLISH)[0] == (
        office_help.OFFICE_DIR / "en" / "intake.md"
    )
    assert office_help.section_for("no-existe") == office_help.section_for(None)


def test_every_topic_the_office_names_has_a_section_and_every_section_a_place():
    named = {"recibidas"}  # the window's own, for the received files' tab
    for path in (Path(office_help.__file__).parent).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == office_help.ATTRIBUTE for t in node.targets
            ):
                named |= {c.value for c in ast.walk(node.value) if isinstance(c, ast.Constant)}
    assert named == set(office_help.TOPICS) - {office_help.INDEX}


@pytest.mark.parametrize("tab", range(len(TABS)))
def test_f1_on_each_tab_opens_its_section(qtbot, window, spanish_app, tab):
    window.tabs.setCurrentIndex(tab)
    shown = press_f1(qtbot, window.tabs.tabBar())
    path, heading = office_help.section_for(TABS[tab], i18n.SPANISH)
    assert shown.isVisible() and shown.windowTitle() == "Manual de la oficina"
    assert shown.shown_file == path
    qtbot.waitUntil(lambda: visible_heading(shown) == heading.replace("`", ""))
    assert "No se encuentra" not in shown.browser.toPlainText()
    # Índice is the office's, not the delegate's manual.
    qtbot.mouseClick(shown.indexButton, Qt.MouseButton.LeftButton)
    assert shown.browser.source().toLocalFile() == str(office_help.OFFICE_DIR / "index.md")


def test_the_ayuda_menu_opens_the_office_manual_in_english_when_the_interface_is(
    qtbot, window, monkeypatch
):
    monkeypatch.setattr(i18n, "current_language", lambda: i18n.ENGLISH)
    assert window.manualAction in window.helpMenu.actions()
    assert window.manualAction.shortcut().matches(Qt.Key.Key_F1).name == "ExactMatch"
    window.manualAction.trigger()
    shown = office_help._window
    assert shown is not None and shown.isVisible()
    assert shown.shown_file == office_help.OFFICE_DIR / "en" / "intake.md"
    # The page's last section: scrolled to the end, its heading in view with the cursor on it.
    browser = shown.browser
    assert browser.textCursor().block().text() == "The Federación window"
    qtbot.waitUntil(lambda: browser.viewport().rect().contains(browser.cursorRect().center()))
    assert browser.verticalScrollBar().value() > 0


def test_f1_in_the_mailbox_dialog_opens_its_section(qtbot, window, spanish_app):
    from delegate_app.ui.federation.mailbox_dialog import MailboxDialog

    dialog = MailboxDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    shown = press_f1(qtbot, dialog.focusWidget() or dialog)
    assert shown.shown_file == office_help.OFFICE_DIR / "buzon.md"
    qtbot.waitUntil(lambda: visible_heading(shown) == "Desde la ventana Federación")


def test_every_page_f1_opens_shows_all_its_headings(qtbot):
    """Qt's Markdown drops everything after raw HTML (an <img> block): a heading the page shows
    empty cannot be scrolled to."""
    fence = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
    pages = {
        office_help.section_for(topic, language)[0]
        for topic in office_help.TOPICS
        for language in office_help.FOLDERS
    }
    shown = office_help.show_office_help(None)
    for page in sorted(pages):
        written = HEADING.findall(fence.sub("", page.read_text(encoding="utf-8")))
        shown.show_section(page, "")
        document, found = shown.browser.document(), []
        block = document.begin()
        while block.isValid():
            if block.blockFormat().headingLevel() > 0:
                found.append(block.text().strip())
            block = block.next()
        assert found == [heading.replace("`", "") for heading in written], page.name


def test_the_bundle_carries_the_office_manual():
    """F1 in the installed program reads docs/federacion beside the package (as in the tree)."""
    spec = office_help.OFFICE_DIR.parents[1] / "packaging" / "delegado.spec"
    assert '(ROOT / "docs" / "federacion").rglob("*")' in spec.read_text(encoding="utf-8")


def test_the_office_manual_links_only_to_what_the_bundle_carries():
    """The clerk reads the manual in the installed program: every link goes to a page or picture
    of docs/federacion, a screenshot of docs/, or a page the spec carries beside them (the
    command reference, the rules, the JSON schemas)."""
    docs = office_help.OFFICE_DIR.parent
    spec = (docs.parent / "packaging" / "delegado.spec").read_text(encoding="utf-8")
    carried: set[str] = set()
    for node in ast.walk(ast.parse(spec)):
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "OFFICE_LINKS" for t in node.targets
        ):
            carried = {c.value for c in ast.walk(node.value) if isinstance(c, ast.Constant)}
    assert carried, "the spec names the pages the office's manual links to"
    assert '(ROOT / "docs").glob("*.schema.json")' in spec
    link = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
    outside, linked = [], set()
    for page in office_help.OFFICE_DIR.rglob("*.md"):
        for target in link.findall(page.read_text(encoding="utf-8")):
            if target.startswith(("http://", "https://", "mailto:")):
                continue
            place = (page.parent / target).resolve()
            in_manual = place.is_relative_to(office_help.OFFICE_DIR) and place.suffix in (
                ".md",
                ".png",
            )
            screenshot = place.parent in (docs, docs / "en") and place.suffix == ".png"
            beside = place.parent == docs and (
                place.name in carried or place.name.endswith(".schema.json")
            )
            if not place.is_file() or not (in_manual or screenshot or beside):
                outside.append(f"{page.relative_to(docs)} -> {target}")
            if beside:
                linked.add(place.name)
    assert not outside, "\n".join(outside)
    assert {"cli.md", "reglas.md"} <= linked


def test_a_link_from_the_office_manual_to_the_command_reference_opens_it(qtbot, spanish_app):
    shown = office_help.show_office_help("plazos")
    qtbot.addWidget(shown)
    shown.browser.follow(QUrl("../cli.md"))
    assert shown.browser.source().toLocalFile() == str(office_help.OFFICE_DIR.parent / "cli.md")
    assert "federacion importar" in shown.browser.toPlainText()
