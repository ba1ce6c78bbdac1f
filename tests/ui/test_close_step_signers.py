"""Issue 25, the close step's signature boxes: a reopened locked acta shows who signed (name and
licence) beside the drawn signatures; a player's box offers the licence of the listed player; a
box that asks for a licence refuses to sign without one."""

from __future__ import annotations

from datetime import timedelta

from delegate_app.domain.sides import Side
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.chess import lineups
from delegate_app.ui.chess.guide import MatchDayGuide
from tests.helpers.guide import Clock, click, own_a_match, sign_stroke

CLOSE = 4
SUB_CONDITIONE = {
    "tablero": 2,
    "reloj_blancas": "0:41:10",
    "reloj_negras": "0:35:02",
    "hora": "18:42",
    "posicion": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
}


def _close(qtbot, db, match, hours=3):
    guide = MatchDayGuide(db, match.id, clock=Clock(match.scheduled_at + timedelta(hours=hours)))
    qtbot.addWidget(guide)
    guide.go(CLOSE)
    return guide, guide.steps[CLOSE]


def test_a_reopened_locked_acta_shows_who_signed(qtbot, demo_db):
    match = own_a_match(demo_db, 3)  # played and locked in the demo
    guide, close = _close(qtbot, demo_db, match)
    assert guide.view.locked
    signed = guide.view.valid_signatures()
    assert {"delegado_local", "delegado_visitante"} <= set(signed)
    for role, signature in signed.items():
        box = close.signers.get(role) or close.playerBoxes[role]
        assert box.pad.has_signed_image()
        assert box.nameEdit.text() == signature.name and signature.name
        assert box.licenceEdit.text() == signature.licence


def test_a_players_box_offers_his_licence_and_a_box_without_licence_signs_nothing(
    qtbot, demo_db, message_log
):
    db = demo_db
    match = own_a_match(db)
    for side in (Side.HOME, Side.AWAY):
        lineups.set_lineup(db, match.id, side, lineups.propose(db, match.id, side))
    chess_acta.record_incident(db, match.id, "sub_conditione", SUB_CONDITIONE)
    guide, close = _close(qtbot, db, match)
    expected = guide.view.player_licences
    for role in ("jugador_local_2", "jugador_visitante_2"):
        assert expected[role]
        assert close.playerBoxes[role].licenceEdit.text() == expected[role]

    box = close.signers["delegado_local"]
    box.nameEdit.setText("Ana Pérez Díaz")
    box.licenceEdit.setText("  ")
    sign_stroke(box.pad)
    click(qtbot, box.signButton)
    assert "delegado_local" not in guide.view.valid_signatures()
    assert message_log.shown[-1][2].startswith("Escriba la licencia de quien firma como")
    box.licenceEdit.setText("TF-20417")
    click(qtbot, box.signButton)
    signature = guide.view.valid_signatures()["delegado_local"]
    assert (signature.name, signature.licence) == ("Ana Pérez Díaz", "TF-20417")
