"""Offline by construction: a whole UI session opens no network connection at all.

Every way Python reaches the network (creating a socket, connecting one, resolving a name)
is replaced by a recorder that also fails, for the whole session: the demo season is loaded,
the window opens as run_gui opens it (with the after-paint warm-up, daily backup and tamper
checks), every screen is visited, the lineup dialog and the backups dialog are opened.
"""

from __future__ import annotations

import socket
import sys

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog

from delegate_app.store.database import open_database
from delegate_app.store.demo import load_demo_season
from delegate_app.ui import app as app_module
from delegate_app.ui import messages
from delegate_app.ui.main_window import MATCHES, SCREEN_NAMES, MainWindow


@pytest.fixture
def no_network(monkeypatch):
    attempts: list[str] = []

    def refuse(what):
        def blocked(*args, **kwargs):
            attempts.append(f"{what}{args[1:] if what.startswith('socket.') else args}")
            raise OSError(f"Delegado no usa la red ({what})")

        return blocked

    monkeypatch.setattr(socket.socket, "__init__", refuse("socket.socket()"))
    monkeypatch.setattr(socket.socket, "connect", refuse("socket.connect"))
    monkeypatch.setattr(socket.socket, "connect_ex", refuse("socket.connect_ex"))
    monkeypatch.setattr(socket, "create_connection", refuse("create_connection"))
    monkeypatch.setattr(socket, "getaddrinfo", refuse("getaddrinfo"))
    monkeypatch.setattr(socket, "gethostbyname", refuse("gethostbyname"))
    return attempts


def test_a_full_ui_session_opens_no_socket(qtbot, tmp_path, monkeypatch, no_network):
    monkeypatch.setenv("DELEGADO_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    opened_dialogs = []

    def show_and_close(dialog):
        opened_dialogs.append(type(dialog).__name__)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.reject()
        return 0

    monkeypatch.setattr(QDialog, "exec", show_and_close)
    shown = []
    for kind in ("error", "warn", "info"):
        monkeypatch.setattr(messages, kind, lambda *args, _k=kind: shown.append((_k, args)))

    path = tmp_path / "demo.sqlite3"
    db = open_database(path)
    load_demo_season(db)
    settings = QSettings(str(tmp_path / "ajustes.ini"), QSettings.Format.IniFormat)
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    app_module._after_start(window, db, settings)

    for index in range(len(SCREEN_NAMES)):
        window.show_screen(index)
        qtbot.wait(5)
    matches = window.matches
    window.show_screen(MATCHES)
    matches.table.selectRow(0)
    matches.open_lineups()
    window.settings_screen.open_backups()
    window.close()
    db.close()

    assert opened_dialogs == ["LineupDialog", "BackupsDialog"]
    assert shown == []
    assert no_network == [], f"network used: {no_network}"


def test_the_recorder_does_catch_a_connection(no_network):
    with pytest.raises(OSError, match="no usa la red"):
        socket.create_connection(("federacion.example", 443))
    with pytest.raises(OSError, match="no usa la red"):
        socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    assert len(no_network) == 2
