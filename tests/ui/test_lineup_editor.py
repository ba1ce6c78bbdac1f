"""The lineup screen driven as a delegate would: drag, click, see the article, fix, confirm."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QDialogButtonBox
from sqlmodel import select

from delegate_app.domain.sides import Side
from delegate_app.store import incidents
from delegate_app.store.chess import lineups
from delegate_app.store.database import open_database
from delegate_app.store.models import Club, Match, Round, Team
from delegate_app.ui.chess.lineup_editor import LineupDialog, player_mime
from delegate_app.ui.main_window import MATCHES, MainWindow


def own_a_match(db, round_number):
    with db.session() as s:
        club = s.exec(select(Club).where(Club.is_own, Club.sport == "ajedrez")).one()
        team = s.exec(select(Team).where(Team.club_id == club.id, Team.rank == "A")).one()
        return s.exec(
            select(Match)
            .join(Round, Round.id == Match.round_id)
            .where(Round.number == round_number)
            .where((Match.home_team_id == team.id) | (Match.away_team_id == team.id))
        ).one()


def drop(slot, player_id):
    """What Qt delivers when a row of the list is released over a board."""
    mime = player_mime(player_id)  # the event does not own it: keep it alive
    event = QDropEvent(
        QPointF(5, 5),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    slot.dropEvent(event)
    assert event.isAccepted()


def row_of(editor, list_number):
    table = editor.playerTable
    return next(r for r in range(table.rowCount()) if table.item(r, 1).text() == str(list_number))


def player_id(editor, list_number):
    return editor.playerTable.item(row_of(editor, list_number), 1).data(Qt.ItemDataRole.UserRole)


def findings(editor):
    return [editor.findingsList.item(i).text() for i in range(editor.findingsList.count())]


def test_build_fix_confirm_rival_and_restart(
    qtbot, demo_db, db_path, dialogs, message_log, settings
):
    db = demo_db
    match = own_a_match(db, 8)
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.show_screen(MATCHES)
    screen = window.matches
    screen.ownOnlyCheck.setChecked(True)
    screen.select_match(match.id)
    seen = {}

    def build_lineup(dialog: LineupDialog):
        ours = dialog.ours
        assert ours.view.own and dialog.tabs.currentWidget() is ours
        # Drag n.º 2 onto board 1 and n.º 1 onto board 2: art. 18.2 appears at once.
        drop(ours.slots[1], player_id(ours, 2))
        drop(ours.slots[2], player_id(ours, 1))
        text = "\n".join(findings(ours))
        assert "✖ Art. 18.2" in text
        assert not ours.confirmButton.isEnabled()
        assert "incumplimientos" in ours.statusLabel.text()
        # Fix it: n.º 1 onto board 1 moves him there, n.º 2 goes to board 2.
        drop(ours.slots[1], player_id(ours, 1))
        drop(ours.slots[2], player_id(ours, 2))
        assert not any("Art. 18.2" in f for f in findings(ours))
        # Boards 3 and 4 by click: select a row, press the button.
        for number in (3, 4):
            ours.playerTable.selectRow(row_of(ours, number))
            qtbot.mouseClick(ours.assignButton, Qt.MouseButton.LeftButton)
        assert ours.slots[4].label.text().startswith(ours.view.entries[4].name)
        assert findings(ours) == ["✔ La alineación cumple el reglamento."]
        assert (
            ours.colourLabels[1].text().endswith("Blancas" if ours.side == Side.HOME else "Negras")
        )
        qtbot.mouseClick(ours.confirmButton, Qt.MouseButton.LeftButton)
        assert "confirmada" in ours.statusLabel.text()

        # The rival's lineup, typed by hand with an inverted order: a warning, not a block.
        rival = dialog.rival
        dialog.tabs.setCurrentWidget(rival)
        qtbot.wait(20)  # let the newly shown tab lay out before clicking in it
        for board, (name, number) in enumerate((("Pedro Rival", 6), ("Luis Rival", 2)), 1):

            def type_rival(typed_dialog, name=name, number=number):
                typed_dialog.nameEdit.setText(name)
                typed_dialog.numberEdit.setText(str(number))
                typed_dialog.ratingEdit.setText("1800")
                save = typed_dialog.buttonBox.button(QDialogButtonBox.StandardButton.Save)
                qtbot.mouseClick(save, Qt.MouseButton.LeftButton)

            dialogs.expect(type_rival)
            qtbot.mouseClick(rival.typeButtons[board], Qt.MouseButton.LeftButton)
        warnings = [f for f in findings(rival) if "Art. 18.2" in f]
        assert warnings and warnings[0].startswith("⚠")
        item = next(
            rival.findingsList.item(i)
            for i in range(rival.findingsList.count())
            if "Art. 18.2" in rival.findingsList.item(i).text()
        )
        rival.findingsList.setCurrentItem(item)
        qtbot.mouseClick(rival.recordButton, Qt.MouseButton.LeftButton)
        seen["done"] = True

    dialogs.expect(build_lineup)
    qtbot.mouseClick(screen.lineupButton, Qt.MouseButton.LeftButton)
    assert seen == {"done": True}
    assert [m[2] for m in message_log.shown] == [
        "Alineación confirmada.",
        "Aviso registrado como incidencia del acta.",
    ]
    [incident] = incidents.list_incidents(db, match.id)
    assert incident.rule_id == "CH-18.2" and "Art. 18.2" in incident.text
    window.close()
    db.close()

    # After a restart both lineups are there as they were left.
    db = open_database(db_path)
    side = lineups.own_side(db, match.id)
    dialog = LineupDialog(db, match.id)
    qtbot.addWidget(dialog)
    assert [dialog.ours.view.entries[b].list_number for b in range(1, 5)] == [1, 2, 3, 4]
    assert dialog.ours.view.confirmed_at is not None
    assert dialog.rival.view.entries[2].name == "Luis Rival"
    assert lineups.side_view(db, match.id, side).confirmed_at is not None
    db.close()


def test_unavailable_player_is_skipped_by_the_proposal_and_a_withdrawn_player_blocks(
    qtbot, demo_db, message_log
):
    db = demo_db
    match = own_a_match(db, 9)  # a round still to play: the played ones have locked actas
    dialog = LineupDialog(db, match.id)
    qtbot.addWidget(dialog)
    ours = dialog.ours
    table = ours.playerTable
    table.item(row_of(ours, 1), 0).setCheckState(Qt.CheckState.Unchecked)
    qtbot.mouseClick(ours.proposeButton, Qt.MouseButton.LeftButton)
    assert [ours.view.entries[b].list_number for b in range(1, 5)] == [2, 3, 4, 5]
    withdrawn = table.item(row_of(ours, 13), 5)
    assert withdrawn.text().startswith("✖")
    assert "Art. 18.3" in withdrawn.toolTip()  # docs/reglas.md: off the club list, never art. 16.2
    # Dropping him anyway shows the block and keeps the confirmation disabled.
    drop(ours.slots[4], player_id(ours, 13))
    assert any(f.startswith("✖ Art. 18.3") for f in findings(ours))
    assert not ours.confirmButton.isEnabled()
    assert message_log.shown == []


def test_a_late_signing_is_badged_and_a_locked_acta_is_read_only(qtbot, demo_db):
    match = own_a_match(demo_db, 3)  # played: its acta is locked in the demo
    dialog = LineupDialog(demo_db, match.id)
    qtbot.addWidget(dialog)
    ours = dialog.ours
    late = ours.playerTable.item(row_of(ours, 9), 5)
    assert late.text().startswith("✖") and "Art. 10.2" in late.toolTip()
    assert "cerrada" in ours.statusLabel.text()
    assert not ours.proposeButton.isEnabled() and not ours.slots[1].acceptDrops()
