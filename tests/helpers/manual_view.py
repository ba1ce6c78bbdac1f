"""What a manual's window (ui/help.py's HelpWindow) shows, as the reader sees it."""

from __future__ import annotations

from delegate_app.ui.help import HelpWindow


def visible_heading(window: HelpWindow) -> str:
    """The heading at the top of the manual's view, as the delegate sees it."""
    browser = window.browser
    cursor = browser.cursorForPosition(browser.viewport().rect().topLeft())
    block = cursor.block()
    while block.isValid() and block.blockFormat().headingLevel() == 0:
        block = block.next()
    return block.text().strip()
