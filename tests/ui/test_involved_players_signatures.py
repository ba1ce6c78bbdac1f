"""CH-13.7 in the Cierre step: the players of a board with an unresolved incident sign on the
screen beside the delegates; their signatures are kept, shown again and printed."""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

from PySide6.QtWidgets import QApplication

from delegate_app.documents.chess import acta_pdf
from delegate_app.domain.sides import Side
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.chess import lineups
from delegate_app.ui.chess.guide import MatchDayGuide
from tests.helpers.guide import Clock, click, own_a_match, sign_stroke
from tests.helpers.pdf import needs_pdftotext, raw_text

CAPTURES = os.environ.get("DELEGADO_CAPTURES")
SUB_CONDITIONE = {
    "tablero": 2,
    "reloj_blancas": "0:41:10",
    "reloj_negras": "0:35:02",
    "hora": "18:42",
    "posicion": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
}


@needs_pdftotext
def test_CH_13_7_the_players_involved_sign_in_the_close_step_and_on_the_pdf(
    qtbot, demo_db, message_log
):
    db = demo_db
    match = own_a_match(db)
    for side in (Side.HOME, Side.AWAY):
        lineups.set_lineup(db, match.id, side, lineups.propose(db, match.id, side))
    guide = MatchDayGuide(db, match.id, clock=Clock(match.scheduled_at + timedelta(hours=3)))
    qtbot.addWidget(guide)
    guide.go(4)
    close = guide.steps[4]
    assert close.playersGroup.isHidden()  # no unresolved incident: no player signs
    chess_acta.record_incident(db, match.id, "sub_conditione", SUB_CONDITIONE)
    guide.refresh()
    guide.go(4)
    assert not close.playersGroup.isHidden()
    assert list(close.playerBoxes) == ["jugador_local_2", "jugador_visitante_2"]
    board = guide.view.lines[1]
    home_box = close.playerBoxes["jugador_local_2"]
    assert home_box.nameEdit.text() == board.home_name  # filled from the lineup
    sign_stroke(home_box.pad)
    click(qtbot, home_box.signButton)
    assert "jugador_local_2" in guide.view.valid_signatures()
    assert home_box.pad.has_signed_image() and not home_box.signButton.isEnabled()
    assert [p.role for p in guide.view.unsigned_players()] == ["jugador_visitante_2"]
    if CAPTURES:
        guide.resize(1200, 900)
        guide.show()
        QApplication.processEvents()
        guide.grab().save(str(Path(CAPTURES) / "i14-firmas-jugadores.png"))
    # A player's signature never locks the acta, and an empty pad signs nothing.
    assert not guide.view.locked
    click(qtbot, close.playerBoxes["jugador_visitante_2"].signButton)
    assert message_log.shown[-1][2] == "Dibuje la firma en el recuadro antes de firmar."
    text = " ".join(raw_text(acta_pdf.build_acta_pdf(db, match.id)).split())
    assert "Jugador del equipo local, tablero 2 (art. 13.7)" in text
    assert board.home_name in text
    assert (
        "Art. 13.7: firman también los jugadores del tablero 2; sin firmar: "
        f"{board.away_name} (visitante)."
    ) in text
    # Reopened, the guide shows the player's drawn signature again.
    again = MatchDayGuide(db, match.id, clock=Clock(match.scheduled_at + timedelta(hours=3)))
    qtbot.addWidget(again)
    again.go(4)
    assert again.steps[4].playerBoxes["jugador_local_2"].pad.has_signed_image()
