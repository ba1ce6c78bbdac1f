"""Issue 14: a position is set up by clicking pieces onto squares, not by typing FEN."""

from __future__ import annotations

from PySide6.QtCore import Qt

from delegate_app.domain.chess.fen import INITIAL_FEN
from delegate_app.ui.chess.board_editor import BoardDialog, BoardEditor


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_CH_12_pieces_clicked_onto_squares_give_the_fen_with_the_side_to_move(qtbot):
    editor = BoardEditor("8/8/8/8/8/8/8/8 w - - 0 1")
    qtbot.addWidget(editor)
    for symbol, square in (("K", "g1"), ("R", "f1"), ("k", "g8"), ("p", "h7"), ("Q", "d4")):
        click(qtbot, editor.trayButtons[symbol])
        click(qtbot, editor.squares[square])
    editor.blackRadio.click()
    assert editor.fen() == "6k1/7p/8/8/3Q4/8/8/5RK1 b - - 0 1"
    assert editor.problems() == []
    assert editor.squares["d4"].text() == "♕"
    # The same piece again takes it off; the eraser too.
    click(qtbot, editor.trayButtons["Q"])
    click(qtbot, editor.squares["d4"])
    assert editor.squares["d4"].text() == ""


def test_CH_12_castling_rights_follow_kings_and_rooks_and_illegal_positions_are_refused(qtbot):
    editor = BoardEditor(INITIAL_FEN)
    qtbot.addWidget(editor)
    assert editor.fen() == INITIAL_FEN
    click(qtbot, editor.trayButtons[""])
    click(qtbot, editor.squares["h1"])  # the king's rook gone: no short castling for White
    assert editor.fen().split()[2] == "Qkq"
    dialog = BoardDialog("4k3/8/8/8/8/8/8/4RK2 b - - 0 1")
    qtbot.addWidget(dialog)
    dialog.editor.whiteRadio.click()  # White to move with Black in check: impossible
    assert any("no tiene el turno" in p for p in dialog.editor.problems())
    assert "no tiene el turno" in dialog.editor.problemLabel.text()
    dialog.buttonBox.button(dialog.buttonBox.StandardButton.Ok).click()
    assert dialog.fen == "" and dialog.result() == 0
    dialog.editor.blackRadio.click()
    dialog.buttonBox.button(dialog.buttonBox.StandardButton.Ok).click()
    assert dialog.fen == "4k3/8/8/8/8/8/8/4RK2 b - - 0 1"
