"""Drive the club screen as a delegate would, on a real database file."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QDialogButtonBox

from delegate_app.store import clubs
from delegate_app.store.database import open_database
from delegate_app.ui.main_window import CLUB, HOME, MainWindow


def click(qtbot, widget):
    assert widget.isEnabled(), f"{widget.objectName() or widget.text()} is disabled"
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def type_into(qtbot, edit, text):
    """Type text key by key; QTest only knows ASCII keys, so accents arrive as an input
    method would deliver them (inserted text)."""
    edit.clear()
    for ch in text:
        if ch.isascii():
            qtbot.keyClicks(edit, ch)
        else:
            edit.insert(ch)


def save(qtbot, dialog):
    box = dialog.ui.buttonBox if hasattr(dialog, "ui") else dialog.buttonBox
    click(qtbot, box.button(QDialogButtonBox.StandardButton.Save))


def fill_club(name, locality, venue):
    def handler(dialog):
        qtbot = dialog._qtbot
        type_into(qtbot, dialog.ui.nameEdit, name)
        type_into(qtbot, dialog.ui.localityEdit, locality)
        type_into(qtbot, dialog.ui.venueEdit, venue)
        save(qtbot, dialog)

    return handler


def fill_player(first, last, licence, dni="", birth="", elo="", team_index=0, expect_error=None):
    def handler(dialog):
        qtbot = dialog._qtbot
        ui = dialog.ui
        type_into(qtbot, ui.firstNameEdit, first)
        type_into(qtbot, ui.lastNameEdit, last)
        type_into(qtbot, ui.licenceEdit, licence)
        type_into(qtbot, ui.dniEdit, dni)
        type_into(qtbot, ui.birthDateEdit, birth)
        type_into(qtbot, ui.eloCanarioEdit, elo)
        ui.teamCombo.setCurrentIndex(team_index)
        save(qtbot, dialog)
        if expect_error:
            assert dialog.isVisible(), "the dialog closed despite bad input"
            assert expect_error in ui.errorLabel.text()

    return handler


def with_qtbot(qtbot, handler):
    def wrapped(dialog):
        dialog._qtbot = qtbot
        handler(dialog)

    return wrapped


def names_in_view(screen):
    model = screen.model
    return [(model.index(r, 0).data(), model.index(r, 3).data()) for r in range(model.rowCount())]


def test_create_club_add_players_reorder_and_reopen(
    qtbot, db_path, dialogs, message_log, settings, spanish_app
):
    db = open_database(db_path)
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    # First start: the welcome page offers to create the club or load the demo.
    assert window.ui.stack.currentIndex() == HOME
    assert window.home.createClubButton.isVisible() and window.home.demoButton.isVisible()
    dialogs.expect(with_qtbot(qtbot, fill_club("CA Anaga", "La Laguna", "C/ Herradores 12")))
    click(qtbot, window.home.createClubButton)
    assert window.ui.stack.currentIndex() == CLUB
    screen = window.club
    assert "CA Anaga" in screen.ui.clubInfoLabel.text()
    assert "(mi club)" in screen.ui.clubCombo.currentText()

    # A team, then players; one with a bad DNI letter stays in the dialog with the reason.
    dialogs.expect(with_qtbot(qtbot, lambda d: save(qtbot, d)))
    click(qtbot, screen.ui.addTeamButton)
    assert screen.ui.teamsTable.rowCount() == 1
    assert screen.ui.teamsTable.item(0, 1).text() == "CA Anaga A"

    dialogs.expect(
        with_qtbot(
            qtbot,
            fill_player(
                "Ana", "Pérez Díaz", "TF-101", "12345678Z", "03/04/1990", "1850", team_index=1
            ),
        )
    )
    click(qtbot, screen.ui.addPlayerButton)
    dialogs.expect(
        with_qtbot(
            qtbot,
            fill_player("Luis", "Gómez Ruiz", "TF-102", "12345678A", expect_error="debería ser Z"),
        )
    )
    click(qtbot, screen.ui.addPlayerButton)
    assert names_in_view(screen) == [("1", "Ana")]
    dialogs.expect(
        with_qtbot(
            qtbot,
            fill_player(
                "Luis",
                "Gómez Ruiz",
                "TF-102",
                "X1234567L",
                birth="31/02/1990",
                expect_error="no es una fecha legible",
            ),
        )
    )
    click(qtbot, screen.ui.addPlayerButton)
    dialogs.expect(
        with_qtbot(
            qtbot,
            fill_player("Luis", "Gómez Ruiz", "TF-101", expect_error="ya es de Ana Pérez Díaz"),
        )
    )
    click(qtbot, screen.ui.addPlayerButton)
    dialogs.expect(with_qtbot(qtbot, fill_player("Luis", "Gómez Ruiz", "TF-102", "X1234567L")))
    click(qtbot, screen.ui.addPlayerButton)
    dialogs.expect(with_qtbot(qtbot, fill_player("Marta", "Hernández", "TF-103")))
    click(qtbot, screen.ui.addPlayerButton)
    assert names_in_view(screen) == [("1", "Ana"), ("2", "Luis"), ("3", "Marta")]

    # Reorder with the keyboard-friendly buttons...
    screen.ui.playersView.selectRow(2)
    click(qtbot, screen.ui.moveUpButton)
    assert names_in_view(screen) == [("1", "Ana"), ("2", "Marta"), ("3", "Luis")]
    assert screen.selected_player().first_name == "Marta"
    # ...and by dragging Ana's row onto the end of the list (what a drop does).
    model = screen.model
    mime = model.mimeData([model.index(0, 0)])
    model.dropMimeData(mime, Qt.DropAction.MoveAction, -1, -1, QModelIndex())
    assert names_in_view(screen) == [("1", "Marta"), ("2", "Luis"), ("3", "Ana")]

    # Deactivate Luis: he stays on the list, shown as "Baja".
    screen.ui.playersView.selectRow(1)
    click(qtbot, screen.ui.toggleActiveButton)
    assert model.index(1, 10).data() == "Baja"
    assert screen.ui.toggleActiveButton.text() == "Dar de &alta"

    window.close()
    db.close()

    # A new window on the same file shows everything as it was saved.
    db2 = open_database(db_path)
    window2 = MainWindow(db2, settings)
    qtbot.addWidget(window2)
    window2.show()
    assert "CA Anaga" in window2.home.titleLabel.text()
    window2.show_screen(CLUB)
    assert names_in_view(window2.club) == [("1", "Marta"), ("2", "Luis"), ("3", "Ana")]
    assert window2.club.model.index(1, 10).data() == "Baja"
    assert window2.club.model.index(2, 4).data() == "12345678Z"
    assert window2.club.model.index(2, 8).data() == "A"
    assert window2.club.ui.teamsTable.rowCount() == 1
    assert message_log.shown == []
    db2.close()


def test_window_geometry_is_remembered(qtbot, db, settings):
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.resize(780, 610)
    window.show()
    window.close()
    again = MainWindow(db, settings)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (780, 610)


def test_edit_club_with_an_empty_name_is_refused(qtbot, db, dialogs, settings):
    clubs.create_club(db, "CA Anaga", "ajedrez", is_own=True)
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.show_screen(CLUB)

    def empty_name(dialog):
        dialog.ui.nameEdit.clear()
        save(qtbot, dialog)
        assert dialog.isVisible()
        assert "necesita un nombre" in dialog.ui.errorLabel.text()

    dialogs.expect(empty_name)
    click(qtbot, window.club.ui.editClubButton)
    assert clubs.list_clubs(db)[0].name == "CA Anaga"
