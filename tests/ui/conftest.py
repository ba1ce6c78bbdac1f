"""Fixtures for driving screens: modal dialogs are answered by handlers the test registers."""

from __future__ import annotations

import sys
from collections import deque

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QDialog

from delegate_app.ui import app as app_module
from delegate_app.ui import messages
from delegate_app.ui.app import install_translators, open_settings
from delegate_app.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def isolated_home(tmp_path, monkeypatch):
    monkeypatch.setenv("DELEGADO_HOME", str(tmp_path / "home"))


@pytest.fixture
def spanish_app(qapp):
    install_translators(qapp)
    return qapp


class DialogDriver:
    """Stands in for QDialog.exec: shows the dialog and lets the next handler act on it.

    A handler types and clicks as a user would; the dialog's own slots decide whether it
    closes. A dialog still open after its handler is cancelled, like pressing Escape.
    """

    def __init__(self, qtbot):
        self.qtbot = qtbot
        self.handlers: deque = deque()
        self.seen: list[QDialog] = []

    def expect(self, handler) -> None:
        self.handlers.append(handler)

    def exec(self, dialog: QDialog) -> int:
        if not self.handlers:
            raise AssertionError(f"Unexpected dialog: {dialog.windowTitle()}")
        self.seen.append(dialog)
        dialog.show()
        self.qtbot.waitExposed(dialog)
        self.handlers.popleft()(dialog)
        if dialog.isVisible():
            dialog.reject()
        return dialog.result()


@pytest.fixture
def dialogs(qtbot, monkeypatch):
    driver = DialogDriver(qtbot)
    monkeypatch.setattr(QDialog, "exec", lambda self: driver.exec(self))
    yield driver
    assert not driver.handlers, "a dialog the test expected never opened"


class MessageLog:
    def __init__(self):
        self.shown: list[tuple[str, str, str]] = []
        self.answers: deque = deque()
        self.files: deque = deque()


@pytest.fixture
def message_log(monkeypatch):
    log = MessageLog()
    for kind in ("warn", "info"):
        monkeypatch.setattr(
            messages, kind, lambda _p, title, text, _k=kind: log.shown.append((_k, title, text))
        )
    monkeypatch.setattr(
        messages,
        "error",
        lambda _p, title, text, details="": log.shown.append(("error", title, text)),
    )
    monkeypatch.setattr(messages, "ask", lambda _p, title, text: log.answers.popleft())
    monkeypatch.setattr(messages, "open_file", lambda *_a: log.files.popleft())
    monkeypatch.setattr(messages, "save_file", lambda *_a: log.files.popleft())
    return log


@pytest.fixture
def settings():
    return open_settings()


@pytest.fixture
def gui(qtbot, monkeypatch):
    """run_gui with app.exec standing in: waits for the after-paint work, then closes."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    opened = {}
    after_start = app_module._after_start

    def recorded_after_start(*args):
        after_start(*args)
        opened["started"] = True

    monkeypatch.setattr(app_module, "_after_start", recorded_after_start)

    def fake_exec(*_args):
        [window] = [
            w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()
        ]
        opened["title"] = window.windowTitle()
        qtbot.waitUntil(lambda: opened.get("started", False))
        window.close()
        window.deleteLater()
        return 0

    monkeypatch.setattr(QApplication, "exec", fake_exec)
    yield opened
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def venue_style(qapp):
    """The style the app installs at start (ui/style.py): sizes and focus as delegates see them."""
    from delegate_app.ui.style import apply_style

    apply_style(qapp)
