"""A second window on a database another process writes opens read-only and says so; a file
whose revision lies gets a Spanish message in the window and no new copy per attempt."""

from __future__ import annotations

import sqlite3

import pytest

from delegate_app.store.backup import backups_dir
from delegate_app.store.database import READ, open_database
from delegate_app.ui import app as app_module
from delegate_app.ui.backups_dialog import BackupsDialog
from tests.helpers.acta_db import build_acta_db
from tests.helpers.writer import hold_database


@pytest.fixture
def acta_path(tmp_path):
    path = tmp_path / "datos" / "delegado.sqlite3"
    path.parent.mkdir()
    build_acta_db(path)
    return path


def test_a_second_window_opens_read_only_with_a_clear_notice(
    acta_path,
    message_log,
    gui,
    qapp,
):
    holder = hold_database(acta_path)
    try:
        assert app_module.run_gui(acta_path) == 0
    finally:
        holder.stdin.write("\n")
        holder.stdin.flush()
        holder.communicate(timeout=30)
    assert gui["title"] == "Delegado — delegado.sqlite3 (solo lectura)"
    notices = [m for m in message_log.shown if m[1] == "Solo lectura"]
    assert len(notices) == 1
    assert "ya está abierta en otra ventana de Delegado" in notices[0][2]
    assert "no cambiar nada" in notices[0][2]
    assert not backups_dir(acta_path).exists()  # the writing window makes the day's copy
    assert not [m for m in message_log.shown if m[1] in ("Error inesperado", "Copia de seguridad")]


def test_a_read_only_window_never_replaces_the_file(acta_path, message_log, qtbot):
    db = open_database(acta_path, READ)
    dialog = BackupsDialog(db)
    qtbot.addWidget(dialog)
    before = acta_path.read_bytes()
    assert dialog._replace(lambda: acta_path.write_bytes(b"")) is False
    assert acta_path.read_bytes() == before
    assert "solo lectura" in message_log.shown[-1][2]
    db.close()


def test_a_fake_older_revision_gets_a_spanish_message_and_no_copy_per_attempt(
    acta_path, message_log, qapp, monkeypatch
):
    import sys

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    con = sqlite3.connect(acta_path)
    with con:
        con.execute("UPDATE alembic_version SET version_num = '0003'")
    con.close()
    for _attempt in range(3):
        assert app_module.run_gui(acta_path) == 2
    errors = [m for m in message_log.shown if m[0] == "error"]
    assert len(errors) == 3
    assert all(
        "No se ha podido actualizar «delegado.sqlite3» del esquema 0003" in e[2] for e in errors
    )
    assert not backups_dir(acta_path).exists() or list(backups_dir(acta_path).iterdir()) == []


def test_a_change_tried_in_a_read_only_window_says_why(acta_path, message_log, monkeypatch):
    import sys

    from delegate_app.store.errors import ReadOnlyDatabase
    from delegate_app.store.incidents import record_incident
    from tests.helpers.acta_db import OPEN

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    app_module.install_excepthook(None)
    db = open_database(acta_path, READ)
    try:
        record_incident(db, OPEN, "otra", "CH-17.1", "desde la ventana de consulta")
    except ReadOnlyDatabase:
        sys.excepthook(*sys.exc_info())  # what Qt does with an exception a slot lets through
    finally:
        db.close()
    [(kind, title, text)] = message_log.shown
    assert (kind, title) == ("warn", "Solo lectura")
    assert "aquí solo se puede consultar" in text
