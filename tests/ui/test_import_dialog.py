"""Importing a player list from the club screen: a bad file changes nothing, a good one lands."""

from __future__ import annotations

from PySide6.QtCore import Qt

from delegate_app.store import clubs
from delegate_app.store.database import open_database
from delegate_app.ui.main_window import CLUB, MainWindow

BAD_CSV = (
    "licencia;apellidos;nombre;dni;fecha_nacimiento;elo_canario\n"
    "TF-201;Rodríguez Alonso;Carmen;12345678Z;12/05/1980;2010\n"
    "TF-202;Afonso Cabrera;Jorge;12345678A;01/01/1985;1950\n"
    "TF-201;Delgado Rivero;Nieves;;31/02/1990;1900\n"
)
GOOD_CSV = (
    "licencia;apellidos;nombre;dni;fecha_nacimiento;elo_canario\n"
    "TF-201;Rodríguez Alonso;Carmen;12345678Z;12/05/1980;2010\n"
    "TF-202;Afonso Cabrera;Jorge;X1234567L;01/01/1985;1950\n"
    "TF-203;Delgado Rivero;Nieves;;28/02/1990;1900\n"
)


def open_window(qtbot, db, settings):
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.show()
    window.show_screen(CLUB)
    return window


def test_bad_file_imports_nothing_and_lists_every_error_then_good_file_imports(
    qtbot, tmp_path, db_path, dialogs, message_log, settings
):
    db = open_database(db_path)
    club = clubs.create_club(db, "CD Tacoronte", "ajedrez", "Tacoronte", is_own=True)
    window = open_window(qtbot, db, settings)
    screen = window.club

    bad = tmp_path / "lista_mala.csv"
    bad.write_text(BAD_CSV, encoding="latin-1")
    message_log.files.append(str(bad))
    seen = {}

    def inspect_bad(dialog):
        seen["problems"] = [
            dialog.problemsList.item(i).text() for i in range(dialog.problemsList.count())
        ]
        seen["import_enabled"] = dialog.importButton.isEnabled()
        seen["actions"] = [dialog.table.item(r, 9).text() for r in range(dialog.table.rowCount())]
        qtbot.mouseClick(dialog.importButton, Qt.MouseButton.LeftButton)  # disabled: no effect

    dialogs.expect(inspect_bad)
    qtbot.mouseClick(screen.ui.importButton, Qt.MouseButton.LeftButton)
    assert seen["import_enabled"] is False
    text = "\n".join(seen["problems"])
    assert "Línea 3" in text and "debería ser Z" in text
    assert "Línea 4" in text and "TF-201" in text and "línea 2" in text
    assert "31/02/1990" in text
    assert seen["actions"] == ["Correcta", "Error", "Error"]
    assert clubs.list_players(db, club.id) == []
    assert screen.model.rowCount() == 0

    good = tmp_path / "lista_buena.csv"
    good.write_text(GOOD_CSV, encoding="utf-8")
    message_log.files.append(str(good))

    def accept_good(dialog):
        assert dialog.problemsList.count() == 0
        assert "3 jugadores: 3 nuevos" in dialog.headerLabel.text()
        qtbot.mouseClick(dialog.importButton, Qt.MouseButton.LeftButton)

    dialogs.expect(accept_good)
    qtbot.mouseClick(screen.ui.importButton, Qt.MouseButton.LeftButton)
    assert [screen.model.index(r, 3).data() for r in range(3)] == ["Carmen", "Jorge", "Nieves"]
    assert screen.model.index(1, 4).data() == "X1234567L"
    window.close()
    db.close()

    db2 = open_database(db_path)
    again = open_window(qtbot, db2, settings)
    assert [again.club.model.index(r, 2).data() for r in range(3)] == [
        "Rodríguez Alonso",
        "Afonso Cabrera",
        "Delgado Rivero",
    ]
    db2.close()


def test_export_then_import_into_another_club(qtbot, tmp_path, db, dialogs, message_log, settings):
    source = clubs.create_club(db, "CD Tacoronte", "ajedrez", is_own=True)
    from delegate_app.domain.players import PlayerRecord

    clubs.add_player(db, source.id, PlayerRecord("Carmen", "Rodríguez", "TF-1", "12345678Z"))
    window = open_window(qtbot, db, settings)
    exported = tmp_path / "export.csv"
    message_log.files.append(str(exported))
    qtbot.mouseClick(window.club.ui.exportButton, Qt.MouseButton.LeftButton)
    assert exported.exists()
    assert message_log.shown[-1][0] == "info"
    content = exported.read_text(encoding="utf-8-sig")
    assert "Carmen" in content and "12345678Z" in content
