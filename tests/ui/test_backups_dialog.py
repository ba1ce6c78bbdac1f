"""Copias de seguridad from Ajustes, and the start with a damaged database file."""

from __future__ import annotations

import shutil
import sqlite3
import sys
from datetime import date, datetime

import pytest
from PySide6.QtCore import Qt

from delegate_app.store.backup import backup_database, backups_dir, list_backups
from delegate_app.store.database import open_database
from delegate_app.store.integrity import LOCK_TRIGGERS
from delegate_app.ui import app as app_module
from delegate_app.ui.backups_dialog import BackupsDialog, kept_backups
from delegate_app.ui.main_window import SETTINGS, MainWindow
from tests.helpers.acta_db import build_acta_db


def clubs(path) -> list[str]:
    con = sqlite3.connect(path)
    try:
        return [r[0] for r in con.execute("SELECT name FROM club ORDER BY id")]
    finally:
        con.close()


def add_club(path, name) -> None:
    con = sqlite3.connect(path)
    con.execute(
        "INSERT INTO club (name, sport, locality, venue_address, is_own) "
        "VALUES (?, 'ajedrez', '', '', 0)",
        (name,),
    )
    con.commit()
    con.close()


@pytest.fixture
def acta_path(tmp_path):
    path = tmp_path / "datos" / "delegado.sqlite3"
    path.parent.mkdir()
    build_acta_db(path)
    return path


def open_settings_screen(qtbot, db, settings):
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.show()
    window.show_screen(SETTINGS)
    return window


def test_restore_from_ajustes_with_a_confirmation_showing_date_and_contents(
    qtbot, acta_path, dialogs, message_log, settings
):
    copy = backup_database(acta_path, "diaria", now=datetime(2026, 11, 7, 9, 15))
    db = open_database(acta_path)
    window = open_settings_screen(qtbot, db, settings)
    add_club(acta_path, "CA Añadido después")
    window.reload_all()
    seen = {}

    def restore(dialog: BackupsDialog):
        table = dialog.table
        seen["rows"] = [
            [table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())
        ]
        dialog.select_backup(copy)
        qtbot.mouseClick(dialog.restoreButton, Qt.MouseButton.LeftButton)
        seen["after"] = [table.item(r, 1).text() for r in range(table.rowCount())]

    message_log.answers.append(True)
    dialogs.expect(restore)
    qtbot.mouseClick(window.settings_screen.backupsButton, Qt.MouseButton.LeftButton)

    [row] = seen["rows"]
    assert row[:3] == [
        "07/11/2026 09:15",
        "Copia diaria",
        "2 clubes, 4 jugadores, 2 encuentros, 1 acta cerrada",
    ]
    assert set(seen["after"]) == {"Copia diaria", "Antes de restaurar otra copia"}
    [(kind, title, text)] = message_log.shown
    assert (kind, title) == ("info", "Copia restaurada")
    assert "07/11/2026 09:15" in text
    assert clubs(acta_path) == ["CA Anaga", "CA Teno"]
    # The window keeps working on the restored file, without a restart.
    assert window.db is db
    with db.engine.connect() as con:
        assert con.exec_driver_sql("SELECT count(*) FROM club").scalar() == 2
    kept = next(i for i in list_backups(acta_path) if i.reason == "antes-de-restaurar")
    assert "CA Añadido después" in clubs(kept.path)
    window.close()
    db.close()


def test_the_confirmation_text_and_refusing_it(qtbot, acta_path, dialogs, monkeypatch, settings):
    backup_database(acta_path, "acta-cerrada-1", now=datetime(2026, 11, 7, 20, 40))
    db = open_database(acta_path)
    add_club(acta_path, "CA Se queda")
    asked = []
    from delegate_app.ui import messages

    monkeypatch.setattr(messages, "ask", lambda _p, title, text: asked.append(text) or False)
    dialog = BackupsDialog(db, settings=settings)
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.restoreButton, Qt.MouseButton.LeftButton)
    [text] = asked
    assert "¿Restaurar la copia del 07/11/2026 20:40?" in text
    assert "Al cerrar el acta del encuentro n.º 1" in text
    assert "Contiene: 2 clubes, 4 jugadores, 2 encuentros, 1 acta cerrada." in text
    assert "La base de datos actual (3 clubes" in text
    assert clubs(acta_path)[-1] == "CA Se queda"
    assert dialog.replaced is False
    db.close()


def test_export_then_import_from_the_dialog(qtbot, acta_path, tmp_path, message_log, settings):
    db = open_database(acta_path)
    dialog = BackupsDialog(db, settings=settings)
    qtbot.addWidget(dialog)
    assert dialog.emptyLabel.isVisibleTo(dialog)
    assert not dialog.restoreButton.isEnabled()
    stick = tmp_path / "usb" / "club"  # the suffix is added
    stick.parent.mkdir()
    message_log.files.append(str(stick))
    qtbot.mouseClick(dialog.exportButton, Qt.MouseButton.LeftButton)
    exported = stick.with_name("club.sqlite3")
    assert exported.exists()
    assert message_log.shown[-1][0] == "info" and str(exported) in message_log.shown[-1][2]

    add_club(acta_path, "CA Tras exportar")
    junk = tmp_path / "fotos.sqlite3"
    junk.write_bytes(b"\xff\xd8\xff\xe0 JFIF" * 100)
    message_log.files.append(str(junk))
    qtbot.mouseClick(dialog.importButton, Qt.MouseButton.LeftButton)
    kind, title, text = message_log.shown[-1]
    assert (kind, title) == ("warn", "Importar base de datos")
    assert "No se puede importar" in text and "no es una base de datos válida" in text
    assert "CA Tras exportar" in clubs(acta_path)

    message_log.files.append(str(exported))
    message_log.answers.append(True)
    qtbot.mouseClick(dialog.importButton, Qt.MouseButton.LeftButton)
    assert clubs(acta_path) == ["CA Anaga", "CA Teno"]
    assert dialog.replaced
    assert message_log.shown[-1][1] == "Importar base de datos"
    assert [i.reason for i in list_backups(acta_path)] == ["antes-de-importar"]
    assert dialog.table.rowCount() == 1
    db.close()


def test_how_many_copies_to_keep_is_a_setting(qtbot, acta_path, settings):
    db = open_database(acta_path)
    assert kept_backups(settings) == 20
    dialog = BackupsDialog(db, settings=settings)
    qtbot.addWidget(dialog)
    dialog.keepSpin.setValue(7)
    assert kept_backups(settings) == 7
    assert kept_backups() == 7  # what the start-up reads from ajustes.ini
    db.close()


# --- the start: run_gui --------------------------------------------------------------------------


def _junk(path, template):
    path.write_bytes(b"Esto era una base de datos" * 500)


def _truncated(path, template):
    path.write_bytes(template.read_bytes()[:12288])


def _corrupt(path, template):
    from tests.helpers.damage import corrupt_pages

    shutil.copy(template, path)
    corrupt_pages(path)


@pytest.mark.parametrize(
    "damage", [_junk, _truncated, _corrupt], ids=["basura", "cortada", "dañada"]
)
def test_damaged_file_at_start_offers_the_newest_backup_and_opens_it(
    tmp_path, acta_path, message_log, gui, qapp, damage
):
    backup_database(acta_path, "diaria", now=datetime(2026, 11, 1, 9, 0))
    add_club(acta_path, "CA Último")
    backup_database(acta_path, "acta-cerrada-1", now=datetime(2026, 11, 7, 20, 40))
    template = tmp_path / "plantilla.sqlite3"
    shutil.copy(acta_path, template)
    damage(acta_path, template)
    damaged = acta_path.read_bytes()
    message_log.answers.append(True)

    assert app_module.run_gui(acta_path) == 0

    assert gui["title"] == "Delegado — delegado.sqlite3"
    info = [m for m in message_log.shown if m[0] == "info"]
    assert info and info[0][1] == "Copia restaurada"
    assert "07/11/2026 20:40" in info[0][2] and "delegado-danado-" in info[0][2]
    assert "2 clubes" not in info[0][2] and "3 clubes" in info[0][2]
    assert clubs(acta_path) == ["CA Anaga", "CA Teno", "CA Último"]
    [aside] = acta_path.parent.glob("delegado-danado-*.sqlite3")
    assert aside.read_bytes() == damaged


def test_the_offer_names_the_backup_date_and_contents_and_refusing_exits_with_2(
    acta_path, monkeypatch, qapp
):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    backup_database(acta_path, "diaria", now=datetime(2026, 11, 7, 9, 0))
    acta_path.write_bytes(b"\x00" * 5000)
    from delegate_app.ui import messages

    shown = []
    monkeypatch.setattr(messages, "ask", lambda _p, title, text: shown.append(text) or False)
    monkeypatch.setattr(messages, "error", lambda _p, title, text, details="": shown.append(text))

    assert app_module.run_gui(acta_path) == 2

    question, explanation = shown
    assert "no es una base de datos válida o está dañada" in question
    assert "copia de seguridad del 07/11/2026 09:00" in question
    assert "2 clubes, 4 jugadores, 2 encuentros, 1 acta cerrada" in question
    assert "se guardará aparte" in question
    assert "No se ha restaurado ninguna copia" in explanation
    assert acta_path.read_bytes() == b"\x00" * 5000
    assert not list(acta_path.parent.glob("*danado*"))


def test_a_zero_byte_file_beside_backups_is_offered_the_backup(acta_path, message_log, gui, qapp):
    backup_database(acta_path, "diaria", now=datetime(2026, 11, 7, 9, 0))
    acta_path.write_bytes(b"")
    message_log.answers.append(True)
    assert app_module.run_gui(acta_path) == 0
    assert clubs(acta_path) == ["CA Anaga", "CA Teno"]


def test_first_start_of_the_day_makes_a_backup_after_the_first_paint(
    tmp_path, message_log, gui, qapp
):
    path = tmp_path / "delegado.sqlite3"
    open_database(path).close()
    add_club(path, "CA Anaga")
    assert app_module.run_gui(path) == 0
    [info] = list_backups(path)
    assert info.reason == "diaria" and info.made_at.date() == date.today()
    assert info.clubs == 1
    assert message_log.shown == []
    # A second start the same day adds none.
    gui.clear()
    assert app_module.run_gui(path) == 0
    assert [i.reason for i in list_backups(path)].count("diaria") == 1


def test_a_tampered_database_is_reported_loudly_at_start(tmp_path, message_log, gui, qapp):
    path = tmp_path / "delegado.sqlite3"
    build_acta_db(path, lock=False)
    con = sqlite3.connect(path)
    for name in LOCK_TRIGGERS:
        con.execute(f"DROP TRIGGER {name}")
    con.execute("UPDATE incident SET text = 'Aquí no pasó nada' WHERE id = 1")
    con.commit()
    con.close()
    assert app_module.run_gui(path) == 0
    [(kind, title, text)] = message_log.shown
    assert (kind, title) == ("error", "Datos alterados fuera de la aplicación")
    assert "la incidencia n.º 1 («Aquí no pasó nada»)" in text
    assert f"Faltan {len(LOCK_TRIGGERS)} de las protecciones" in text
    assert backups_dir(path).exists()


def test_a_missing_file_beside_backups_is_offered_the_backup(acta_path, message_log, gui, qapp):
    backup_database(acta_path, "diaria", now=datetime(2026, 11, 7, 9, 0))
    for path in acta_path.parent.glob("delegado.sqlite3*"):
        path.unlink()
    message_log.answers.append(True)
    assert app_module.run_gui(acta_path) == 0
    assert clubs(acta_path) == ["CA Anaga", "CA Teno"]
    [(_kind, title, text)] = [m for m in message_log.shown if m[0] == "info"]
    assert title == "Copia restaurada" and "guardado como" not in text


def test_refusing_the_offer_for_a_missing_file_starts_a_new_database(
    acta_path, message_log, gui, qapp
):
    backup_database(acta_path, "diaria", now=datetime(2026, 11, 7, 9, 0))
    acta_path.unlink()
    message_log.answers.append(False)
    assert app_module.run_gui(acta_path) == 0
    assert clubs(acta_path) == []
