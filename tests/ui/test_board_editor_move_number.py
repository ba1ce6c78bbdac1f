"""Issue 25: the board editor's FEN carries the move number, not always 1. A sealed move's
position (CH-11.2) is that of the move the incident names; the delegate may change it."""

from __future__ import annotations

from delegate_app.store import acta
from delegate_app.ui.chess.board_editor import BoardEditor
from delegate_app.ui.chess.incident_dialog import IncidentDialog
from tests.helpers.guide import Clock, choose, click, own_a_match


def test_the_move_number_typed_is_the_fens_and_a_fen_keeps_its_own(qtbot):
    editor = BoardEditor("8/8/8/4k3/8/8/4K3/8 w - - 3 41")
    qtbot.addWidget(editor)
    assert editor.moveSpin.value() == 41
    assert editor.fen().endswith(" 41")
    editor.moveSpin.setValue(57)
    assert editor.fen().split()[5] == "57"
    assert "57" in editor.fenLabel.text().split()[-1]


def test_CH_11_2_the_board_starts_at_the_sealed_moves_number(qtbot, demo_db, dialogs):
    match = own_a_match(demo_db)
    acta.open_acta(demo_db, match.id)
    dialog = IncidentDialog(demo_db, match.id, Clock(match.scheduled_at), "reloj_averiado")
    qtbot.addWidget(dialog)
    choose(dialog.editors["sella"], "negras")
    dialog.editors["jugada"].setText("34")
    seen = {}

    def board(board_dialog):
        editor = board_dialog.editor
        seen["move"] = editor.moveSpin.value()
        click(qtbot, board_dialog.buttonBox.button(board_dialog.buttonBox.StandardButton.Ok))

    dialogs.expect(board)
    click(qtbot, dialog.boardButtons["posicion"])
    assert seen["move"] == 34
    assert dialog.values()["posicion"].split()[1:] == ["b", "KQkq", "-", "0", "34"]
