"""An unexpected error: a Spanish message for the delegate, the traceback only in the log."""

from __future__ import annotations

import logging
import sys

from delegate_app.logsetup import setup_logging
from delegate_app.ui import app as app_module


def test_unexpected_error_shows_spanish_message_and_logs_details(
    tmp_path, message_log, monkeypatch
):
    log_path = setup_logging(tmp_path / "registro")
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    app_module.install_excepthook(log_path)
    try:
        raise ZeroDivisionError("división de prueba")
    except ZeroDivisionError:
        sys.excepthook(*sys.exc_info())
    for handler in logging.getLogger().handlers:
        handler.flush()
    [(kind, title, text)] = message_log.shown
    assert kind == "error" and title == "Error inesperado"
    assert "no se ha completado" in text and str(log_path) in text
    assert "Traceback" not in text
    logged = log_path.read_text(encoding="utf-8")
    assert "ZeroDivisionError: división de prueba" in logged and "Traceback" in logged


def test_log_rotates(tmp_path):
    log_path = setup_logging(tmp_path)
    logger = logging.getLogger("delegate_app.prueba")
    for _ in range(3000):
        logger.info("x" * 500)
    assert (tmp_path / "delegado.log.1").exists()
    assert log_path.stat().st_size <= 1_000_000


def test_gui_refuses_a_damaged_database_with_a_message_and_keeps_the_file(
    tmp_path, message_log, qapp
):
    junk = tmp_path / "estropeada.sqlite3"
    junk.write_bytes(b"SQLite format 3\x00" + b"\xff" * 3000)
    assert app_module.run_gui(junk) == 2
    [(kind, title, text)] = message_log.shown
    assert kind == "error" and title == "No se puede abrir la base de datos"
    assert "no es una base de datos válida" in text
    assert junk.read_bytes() == b"SQLite format 3\x00" + b"\xff" * 3000


def test_gui_refuses_a_database_from_a_newer_version(tmp_path, message_log, qapp):
    import sqlite3

    from delegate_app.store.database import open_database

    path = tmp_path / "nueva.sqlite3"
    open_database(path).close()
    con = sqlite3.connect(path)
    con.execute("UPDATE alembic_version SET version_num = '0999'")
    con.commit()
    con.close()
    assert app_module.run_gui(path) == 2
    assert "versión más reciente de Delegado" in message_log.shown[0][2]
