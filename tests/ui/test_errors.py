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
