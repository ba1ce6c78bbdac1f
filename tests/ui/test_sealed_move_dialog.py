"""CH-11.2 / CH-15.2 through the incident dialog: a delegate records an adjourned game's sealed
move on a board, with both clocks and who keeps the envelope, and the acta carries it."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QApplication

from delegate_app.store import acta
from delegate_app.store.chess import acta as chess_acta
from delegate_app.ui.chess.incident_dialog import IncidentDialog
from tests.helpers.guide import Clock, choose, click, own_a_match

CAPTURES = os.environ.get("DELEGADO_CAPTURES")


def _type(qtbot, editor, text):
    editor.setText(text)


def test_CH_11_2_the_sealed_move_is_set_up_on_the_board_with_the_sealers_turn(
    qtbot, demo_db, dialogs
):
    match = own_a_match(demo_db)
    acta.open_acta(demo_db, match.id)
    dialog = IncidentDialog(demo_db, match.id, Clock(match.scheduled_at), "reloj_averiado")
    qtbot.addWidget(dialog)
    # The home delegate keeps the envelope unless the delegate says otherwise (art. 15.2).
    assert dialog.values()["custodia"] == "delegado_local"
    _type(qtbot, dialog.editors["tablero"], "1")
    choose(dialog.editors["sella"], "negras")
    _type(qtbot, dialog.editors["jugador_sella"], "Pérez Díaz, Juan")
    _type(qtbot, dialog.editors["jugada"], "1")
    _type(qtbot, dialog.editors["reloj_blancas"], "1:20:00")
    _type(qtbot, dialog.editors["reloj_negras"], "1:25:10")
    choose(dialog.editors["reanudacion"], "comite")
    _type(qtbot, dialog.editors["custodio"], "Luis Gil")
    seen = {}

    def board(board_dialog):
        editor = board_dialog.editor
        seen["black_to_move"] = editor.blackRadio.isChecked()  # the sealer's turn, preset
        click(qtbot, editor.trayButtons["P"])
        click(qtbot, editor.squares["e2"])
        click(qtbot, editor.squares["e4"])
        if CAPTURES:
            QApplication.processEvents()
            board_dialog.grab().save(str(Path(CAPTURES) / "i14-sobre-tablero.png"))
        click(qtbot, board_dialog.buttonBox.button(board_dialog.buttonBox.StandardButton.Ok))

    dialogs.expect(board)
    click(qtbot, dialog.boardButtons["posicion"])
    assert seen["black_to_move"]
    assert dialog.values()["posicion"].split()[1] == "b"
    if CAPTURES:
        dialog.show()
        QApplication.processEvents()
        dialog.grab().save(str(Path(CAPTURES) / "i14-sobre-formulario.png"))
    click(qtbot, dialog.buttonBox.button(dialog.buttonBox.StandardButton.Save))
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.errorLabel.text()
    view = chess_acta.acta_view(demo_db, match.id)
    [sealed] = view.sealed_moves
    assert sealed.board == 1 and sealed.fields["custodio"] == "Luis Gil"
    assert "Guarda el sobre hasta la reanudación: el delegado del equipo local (Luis Gil)" in (
        view.incidents[-1].text
    )


def test_CH_11_2_a_position_with_the_wrong_turn_is_refused_in_the_dialog(qtbot, demo_db):
    match = own_a_match(demo_db)
    acta.open_acta(demo_db, match.id)
    dialog = IncidentDialog(demo_db, match.id, Clock(match.scheduled_at), "reloj_averiado")
    qtbot.addWidget(dialog)
    preset = {
        "tablero": 2, "sella": "blancas", "jugador_sella": "Ana", "jugada": 20,
        "reloj_blancas": "0:30:00", "reloj_negras": "0:31:00", "reanudacion": "comite",
        "posicion": "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    }  # fmt: skip
    for key, value in preset.items():
        dialog.set_value(key, value)
    choose(dialog.editors["custodia"], "otro")
    click(qtbot, dialog.buttonBox.button(dialog.buttonBox.StandardButton.Save))
    assert dialog.isVisible() or dialog.result() != dialog.DialogCode.Accepted
    text = dialog.errorLabel.text()
    assert "sella quien tiene el turno" in text
    assert "Falta el nombre de quien guarda el sobre" in text
    assert chess_acta.acta_view(demo_db, match.id).sealed_moves == []
