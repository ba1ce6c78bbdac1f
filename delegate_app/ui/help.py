"""F1 and Ayuda → Manual: the delegate's manual, offline, at the section of the screen in use.

The manual is the Markdown of docs/manual/ (Spanish) and docs/manual/en/ (English), shown by a
QTextBrowser, which renders Markdown, follows its links and shows its images without a browser
or a network. Each screen names its topic (`help_topic`, a string or a method returning one);
F1 looks for it from the focused widget up to its window, so a dialog over a screen gets its own
section. The bundle places docs/manual beside the package as the source tree has it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import (
    QDesktopServices,
    QImageReader,
    QResizeEvent,
    QTextBlock,
    QTextCursor,
    QTextOption,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from delegate_app.ui import i18n

MANUAL_DIR = Path(__file__).resolve().parents[2] / "docs" / "manual"
FOLDERS = {i18n.SPANISH: MANUAL_DIR, i18n.ENGLISH: MANUAL_DIR / "en"}
INDEX = "indice"


@dataclass(frozen=True)
class Section:
    file: str
    heading: str


# topic -> language -> where its section starts (the heading's text, as written in the file)
TOPICS: dict[str, dict[str, Section]] = {
    INDEX: {
        i18n.SPANISH: Section("index.md", "Manual del delegado"),
        i18n.ENGLISH: Section("index.md", "The delegate's manual"),
    },
    "primeros-pasos": {
        i18n.SPANISH: Section("index.md", "Primeros pasos"),
        i18n.ENGLISH: Section("index.md", "First steps"),
    },
    "demo": {
        i18n.SPANISH: Section("demostracion.md", "La temporada de demostración"),
        i18n.ENGLISH: Section("demo.md", "The demo season"),
    },
    "inicio": {
        i18n.SPANISH: Section("pantallas.md", "Inicio"),
        i18n.ENGLISH: Section("screens.md", "Home"),
    },
    "club": {
        i18n.SPANISH: Section("pantallas.md", "Club"),
        i18n.ENGLISH: Section("screens.md", "Club"),
    },
    "competiciones": {
        i18n.SPANISH: Section("liga.md", "La temporada"),
        i18n.ENGLISH: Section("season.md", "The season"),
    },
    "encuentros": {
        i18n.SPANISH: Section("pantallas.md", "Encuentros"),
        i18n.ENGLISH: Section("screens.md", "Encuentros"),
    },
    "ajustes": {
        i18n.SPANISH: Section("pantallas.md", "Ajustes"),
        i18n.ENGLISH: Section("screens.md", "Settings"),
    },
    "alineaciones": {
        i18n.SPANISH: Section("jornada-ajedrez.md", "Alineaciones"),
        i18n.ENGLISH: Section("match-day-chess.md", "Alineaciones"),
    },
    "acta-ajedrez": {
        i18n.SPANISH: Section("jornada-ajedrez.md", "La guía del acta"),
        i18n.ENGLISH: Section("match-day-chess.md", "The acta guide"),
    },
    "acta-domino": {
        i18n.SPANISH: Section("jornada-domino.md", "El encuentro de dominó"),
        i18n.ENGLISH: Section("match-day-domino.md", "The domino encuentro"),
    },
    "firma": {
        i18n.SPANISH: Section("firma.md", "Firmar, enviar y comprobar el acta"),
        i18n.ENGLISH: Section("signing.md", "Signing, sending and checking the acta"),
    },
}


def section_for(topic: str | None, language: str | None = None) -> tuple[Path, str]:
    """The manual file and heading of a topic in a language (an unknown topic: the index)."""
    language = i18n.normalise_language(language or i18n.current_language())
    place = TOPICS.get(topic or INDEX, TOPICS[INDEX])[language]
    return FOLDERS[language] / place.file, place.heading


def topic_of(widget: QWidget | None, attribute: str = "help_topic") -> str | None:
    """The nearest `help_topic` (or another manual's `attribute`) from a widget up through its
    parents."""
    while widget is not None:
        topic = getattr(widget, attribute, None)
        if callable(topic):
            topic = topic()
        if isinstance(topic, str):
            return topic
        widget = widget.parentWidget()
    return None


class _ManualBrowser(QTextBrowser):
    """A QTextBrowser whose page never gets wider than its window: Markdown gives an image its
    natural width (screenshots are 1366 px) and a code block lines that never break (a command
    with its arguments), either of which would scroll the whole page sideways. A link to a page
    this installation does not carry says so instead of leaving the window blank."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.folder: Path | None = None
        self.missing: str | None = None  # the last link that led nowhere, as the reader saw it
        self.setOpenLinks(False)
        self.anchorClicked.connect(self.follow)
        self.sourceChanged.connect(lambda _url: self.fit_page())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_images()

    def follow(self, link: QUrl) -> None:
        if link.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(link)
            return
        target = self.source().resolved(link)
        if target.isLocalFile() and not Path(target.toLocalFile()).is_file():
            self.missing = link.toString()
            QMessageBox.information(
                self,
                self.tr("Manual"),
                self.tr(
                    "La página «{page}» no está en esta instalación del programa. "
                    "Está en la carpeta docs del código de Delegado."
                ).format(page=link.toString().split("#", 1)[0]),
            )
            return
        self.missing = None
        self.setSource(target)

    def fit_page(self) -> None:
        """Code blocks wrap like the rest of the page (anywhere, when a line has no space left),
        and the pictures fit."""
        document = self.document()
        option = document.defaultTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        document.setDefaultTextOption(option)
        block = document.begin()
        while block.isValid():
            shape = block.blockFormat()
            if shape.nonBreakableLines():
                shape.setNonBreakableLines(False)
                QTextCursor(block).setBlockFormat(shape)
            block = block.next()
        self.fit_images()

    def fit_images(self) -> None:
        if self.folder is None:
            return
        document = self.document()
        page = self.viewport().width() - 2 * int(document.documentMargin()) - 8
        if page <= 0:
            return
        cursor = QTextCursor(document)
        block = document.begin()
        while block.isValid():
            room = page - _indent(block, document.indentWidth())
            fragments = block.begin()
            while not fragments.atEnd():
                fragment = fragments.fragment()
                shape = fragment.charFormat()
                if shape.isImageFormat() and room > 0:
                    image = shape.toImageFormat()
                    size = QImageReader(str(self.folder / image.name())).size()
                    if size.width() > 0:
                        width = min(size.width(), room)
                        image.setWidth(width)
                        image.setHeight(size.height() * width / size.width())
                        cursor.setPosition(fragment.position())
                        cursor.setPosition(
                            fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor
                        )
                        cursor.setCharFormat(image)
                fragments += 1
            block = block.next()


def _indent(block: QTextBlock, step: float) -> int:
    """How far a block starts from the page's left edge: its margin, and its list's indent (a
    picture in a list item has that much less room)."""
    shape = block.blockFormat()
    left = shape.leftMargin() + shape.indent() * step
    listed = block.textList()
    if listed is not None:
        left += listed.format().indent() * step
    return int(left) + 1


class HelpWindow(QDialog):
    """One window for the manual: reused, so F1 pressed twice does not stack windows.

    `index` says where Índice goes and `folder` where the manual is in the program's folder: the
    delegate's manual by default, the office's for the Federación window (ui/federation/)."""

    def __init__(
        self,
        parent: QWidget | None = None,
        index: Callable[[], tuple[Path, str]] | None = None,
        folder: str = "docs/manual",
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Manual de Delegado"))
        self.index = index or (lambda: section_for(INDEX))
        self.folder = folder
        self.browser = _ManualBrowser(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        # A link followed inside the manual needs a way back, and the index a way to it.
        self.backButton = buttons.addButton(
            self.tr("← A&trás"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.forwardButton = buttons.addButton(
            self.tr("A&delante →"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.indexButton = buttons.addButton(
            self.tr("Í&ndice"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.backButton.clicked.connect(self.browser.backward)
        self.forwardButton.clicked.connect(self.browser.forward)
        self.indexButton.clicked.connect(self.show_index)
        self.browser.backwardAvailable.connect(self.backButton.setEnabled)
        self.browser.forwardAvailable.connect(self.forwardButton.setEnabled)
        self.backButton.setEnabled(False)
        self.forwardButton.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(900, 680)
        self.shown_file: Path | None = None
        self.shown_heading: str | None = None

    def show_section(self, path: Path, heading: str) -> bool:
        """Open `path` at `heading`; False (and a Spanish text in its place) when it is missing."""
        self.shown_file, self.shown_heading = path, heading
        if not path.is_file():
            self.browser.setPlainText(
                self.tr(
                    "No se encuentra el manual en esta instalación ({path}). "
                    "Está también en la carpeta {folder} del programa."
                ).format(path=path, folder=self.folder)
            )
            return False
        self.browser.setSearchPaths([str(path.parent)])
        self.browser.folder = path.parent
        self.browser.setSource(QUrl.fromLocalFile(str(path)))
        self.browser.fit_page()
        self.scroll_to(heading)
        return True

    def show_index(self) -> None:
        """The manual's index in the interface's language, kept in the history (Atrás returns)."""
        path, heading = self.index()
        self.show_section(path, heading)

    def heading_block(self, heading: str) -> QTextBlock | None:
        """The heading as written in the Markdown; the page shows it without its `code` marks."""
        shown = heading.replace("`", "")
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() > 0 and block.text().strip() == shown:
                return block
            block = block.next()
        return None

    def scroll_to(self, heading: str) -> None:
        block = self.heading_block(heading)
        if block is None:
            return
        cursor = QTextCursor(block)
        self.browser.setTextCursor(cursor)
        layout = self.browser.document().documentLayout()
        self.browser.verticalScrollBar().setValue(int(layout.blockBoundingRect(block).top()))


_window: HelpWindow | None = None


def show_help(topic: str | None, parent: QWidget | None = None) -> HelpWindow:
    global _window
    if _window is None:
        _window = HelpWindow(parent)
        _window.destroyed.connect(_forget)
    present(_window, *section_for(topic))
    return _window


def present(window: HelpWindow, path: Path, heading: str) -> None:
    # Shown before it is filled: the page is laid out at the window's width, so the heading's
    # place (and so the scroll to it) is known at once.
    window.show()
    window.raise_()
    window.activateWindow()
    window.show_section(path, heading)


def _forget(*_args: object) -> None:
    global _window
    _window = None
