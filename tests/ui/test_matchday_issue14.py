"""Issue 14 through the guides, as a delegate would: a rival lineup delivered on paper gives no
forfeit at 17:05; incomplete chess and domino actas refuse the lock, complete ones lock."""

from __future__ import annotations

import os
from datetime import time, timedelta
from pathlib import Path

from PySide6.QtWidgets import QApplication, QInputDialog

from delegate_app.domain.domino import Pair
from delegate_app.domain.sides import Side
from delegate_app.store import acta
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.chess import lineups
from delegate_app.store.domino import acta_view as domino_acta_view
from delegate_app.store.domino import editing as domino_editing
from delegate_app.ui.chess.guide import MatchDayGuide
from delegate_app.ui.domino.guide import DominoGuide
from tests.helpers.domino import START, at, hand, make_encounter, seat, setup_tables
from tests.helpers.guide import Clock, choose, click, own_a_match, sign_stroke

CAPTURES = os.environ.get("DELEGADO_CAPTURES")


def capture(widget, name):
    if CAPTURES:
        QApplication.processEvents()
        widget.grab().save(str(Path(CAPTURES) / f"{name}.png"))


def test_CH_16_3_newcomer_rival_lineup_on_paper_all_seated_at_15_55_no_forfeit_at_17_05(
    qtbot, demo_db, message_log
):
    db = demo_db
    match = own_a_match(db)
    start = match.scheduled_at
    ours = lineups.own_side(db, match.id)
    rival = "visitante" if ours == "local" else "local"
    lineups.set_lineup(db, match.id, ours, lineups.propose(db, match.id, ours))
    clock = Clock(start - timedelta(minutes=10))
    guide = MatchDayGuide(db, match.id, clock=clock)
    qtbot.addWidget(guide)
    guide.show()
    qtbot.waitExposed(guide)
    guide.go(1)
    start_step = guide.steps[1]
    # The rival hands its lineup over on paper at 15:50; nobody types it into the app.
    choose(start_step.deliveryCombos[rival], "papel")
    start_step.deliveryEdits[rival].set_time(time(15, 50))
    click(qtbot, start_step.deliveryButtons[rival])
    assert guide.view.lineup_delivery[rival].form == "papel"
    assert "en papel" in start_step.deliveryLabels[rival].text()
    # All eight players sit down at 15:55.
    clock.moment = start - timedelta(minutes=5)
    for side in ("local", "visitante"):
        for board in (1, 2, 3, 4):
            column = 3 if side == "local" else 6
            click(qtbot, start_step.grid.itemAtPosition(board, column).widget())
    # 17:05: the guide proposes no forfeit, no no-show, no elimination.
    clock.moment = start + timedelta(hours=1, minutes=5)
    guide.refresh()
    texts = [start_step.findingsList.item(i).text() for i in range(start_step.findingsList.count())]
    assert not any("incompareciente" in t or "20.1" in t or "pierde" in t for t in texts), texts
    assert not start_step.forfeitButton.isEnabled()
    assert "arts. 18.6 y 18.7" in start_step.forfeitButton.text()
    capture(guide, "i14-inicio-alineacion-en-papel")


def test_lock_refused_for_an_incomplete_chess_acta_then_locks_when_complete(
    qtbot, demo_db, message_log, monkeypatch
):
    db = demo_db
    match = own_a_match(db)
    for side in (Side.HOME, Side.AWAY):
        lineups.set_lineup(db, match.id, side, lineups.propose(db, match.id, side))
    guide = MatchDayGuide(db, match.id, clock=Clock(match.scheduled_at + timedelta(hours=4)))
    qtbot.addWidget(guide)
    guide.show()
    qtbot.waitExposed(guide)
    guide.go(2)
    games = guide.steps[2]
    choose(games.combos[1], "1-0")
    choose(games.combos[2], "pendiente (½-½)")  # sub conditione keeps the board's result
    guide.go(4)
    close = guide.steps[4]
    assert (
        "Tableros 3 y 4 sin resultado"
        in guide.stepList.item(4).toolTip() + close.status(guide.view)[1]
    )
    for role, name in (("delegado_local", "Ana Pérez"), ("delegado_visitante", "Luis Gil")):
        box = close.signers[role]
        box.nameEdit.setText(name)
        sign_stroke(box.pad)
        click(qtbot, box.signButton)
    # The second signature would lock: refused, and nothing is kept of it.
    kind, title, text = message_log.shown[-1]
    assert (kind, title) == ("warn", "El acta no está completa")
    assert "Tableros 3 y 4 sin resultado" in text
    assert not guide.view.locked
    assert [s.role for s in guide.view.valid_signatures().values()] == ["delegado_local"]
    capture(guide, "i14-cierre-incompleto")

    guide.go(2)
    message_log.answers.append(True)  # the change voids the local delegate's signature
    choose(games.combos[3], "0-1")
    # "No jugada" asks for the reason (a QInputDialog, answered as the delegate would).
    reason = "Corte de luz en la sala"
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *_a, **_k: (reason, True)))
    choose(games.combos[4], "no jugada")
    assert guide.view.lines[3].outcome.text == f"no jugada ({reason})"
    guide.go(4)
    message_log.answers.append(True)  # confirms what the lock freezes
    for role, name in (("delegado_local", "Ana Pérez"), ("delegado_visitante", "Luis Gil")):
        box = close.signers[role]
        if not box.signButton.isEnabled():
            continue
        box.nameEdit.setText(name)
        sign_stroke(box.pad)
        click(qtbot, box.signButton)
    assert guide.view.locked
    assert message_log.shown[-1][1] == "Acta cerrada"
    capture(guide, "i14-cierre-completo")


def test_lock_refused_for_an_incomplete_domino_acta_then_locks_when_complete(
    qtbot, db, message_log
):
    enc = make_encounter(db, tables=2, partidas=1)
    domino_editing.open_encounter(db, enc.match_id, START)
    setup_tables(db, enc)
    seat(db, enc, 1)
    hand(db, enc, 1, 1, Pair.HOME, 40)
    guide = DominoGuide(db, enc.match_id, clock=Clock(at(200)))
    qtbot.addWidget(guide)
    guide.show()
    qtbot.waitExposed(guide)
    guide.go(4)
    close = guide.close_step

    def sign_all():
        for role, name in (("delegado_local", "Ana Díaz"), ("delegado_visitante", "Gara Luis")):
            box = close.signers[role]
            if not box.signButton.isEnabled():
                continue
            box.nameEdit.setText(name)
            sign_stroke(box.pad)
            click(qtbot, box.signButton)

    sign_all()
    _kind, title, text = message_log.shown[-1]
    assert title == "El acta no está completa"
    assert "Mesa 1, partida 1: sin terminar (40 a 0)" in text
    assert "Mesa 2: falta el sorteo de puestos" in text
    assert not guide.view.locked

    seat(db, enc, 2)
    for table in (1, 2):
        while not domino_acta_view.encounter_view(db, enc.match_id).table(table).partida(1).closed:
            hand(db, enc, table, 1, Pair.AWAY, 150, minute=120)
    guide.refresh()
    message_log.answers.append(True)  # confirms what the lock freezes
    sign_all()
    assert guide.view.locked
    assert message_log.shown[-1][1] == "Acta cerrada"


def _locked_chess_acta(db):
    from sqlmodel import select

    from delegate_app.store.models import Competition, Match, MatchDay, Round

    with db.session() as s:
        return s.exec(
            select(MatchDay.match_id)
            .join(Match, Match.id == MatchDay.match_id)
            .join(Round, Round.id == Match.round_id)
            .join(Competition, Competition.id == Round.competition_id)
            .where(MatchDay.locked_at.is_not(None), Competition.sport == "ajedrez")
            .order_by(MatchDay.match_id)
        ).first()


def test_state_encuentros_shows_the_acta_state_instead_of_programado(qtbot, demo_db):
    from delegate_app.ui.screens.matches import MatchesScreen

    match_id = _locked_chess_acta(demo_db)
    locked_at = chess_acta.acta_view(demo_db, match_id).locked_at
    screen = MatchesScreen(demo_db)
    qtbot.addWidget(screen)
    screen.ownOnlyCheck.setChecked(False)
    screen.select_match(match_id)
    row = screen.table.selectionModel().selectedRows()[0].row()
    headers = [
        screen.table.horizontalHeaderItem(c).text() for c in range(screen.table.columnCount())
    ]
    state = screen.table.item(row, headers.index("Estado")).text()
    assert state == f"Acta cerrada el {locked_at:%d/%m/%Y %H:%M}"


def test_state_a_reopened_locked_acta_shows_its_drawn_signatures(qtbot, demo_db):
    match_id = _locked_chess_acta(demo_db)
    view = chess_acta.acta_view(demo_db, match_id)
    guide = MatchDayGuide(demo_db, match_id, clock=Clock(view.locked_at))
    qtbot.addWidget(guide)
    close = guide.steps[4]
    for role in view.required_roles():
        assert close.signers[role].pad.has_signed_image(), role
        assert not close.signers[role].signButton.isEnabled()
    guide.go(4)
    guide.show()
    qtbot.waitExposed(guide)
    capture(guide, "i14-acta-cerrada-con-firmas")


def test_state_past_deadlines_are_marked_overdue_with_what_follows(qtbot, demo_db):
    match = own_a_match(demo_db)
    acta.open_acta(demo_db, match.id)
    guide = MatchDayGuide(demo_db, match.id, clock=Clock(match.scheduled_at + timedelta(days=30)))
    qtbot.addWidget(guide)
    guide.go(4)
    text = guide.steps[4].summaryLabel.text()
    assert text.count("VENCIDO") == len(guide.view.deadlines)
    assert "Quien no lo comunique es amonestado" in text
    early = MatchDayGuide(demo_db, match.id, clock=Clock(match.scheduled_at))
    qtbot.addWidget(early)
    early.go(4)
    assert "VENCIDO" not in early.steps[4].summaryLabel.text()


def test_CH_12_the_sub_conditione_dialog_takes_the_position_from_the_board(qtbot, demo_db, dialogs):
    from delegate_app.ui.chess.incident_dialog import IncidentDialog

    match = own_a_match(demo_db)
    acta.open_acta(demo_db, match.id)
    dialog = IncidentDialog(demo_db, match.id, Clock(match.scheduled_at), "sub_conditione")
    qtbot.addWidget(dialog)

    def board(board_dialog):
        editor = board_dialog.editor
        click(qtbot, editor.trayButtons["P"])
        click(qtbot, editor.squares["e2"])  # take the e-pawn off...
        click(qtbot, editor.squares["e4"])  # ...and put it on e4
        editor.blackRadio.click()
        click(qtbot, board_dialog.buttonBox.button(board_dialog.buttonBox.StandardButton.Ok))

    dialogs.expect(board)
    click(qtbot, dialog.boardButtons["posicion"])
    assert dialog.values()["posicion"] == (
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    )
    sealed = IncidentDialog(demo_db, match.id, Clock(match.scheduled_at), "reloj_averiado")
    qtbot.addWidget(sealed)
    assert "posicion" in sealed.boardButtons  # the sealed-move form has the board too


def test_DO_8_the_hoja_says_who_shuffles_and_who_picks(qtbot, db, message_log):
    enc = make_encounter(db)
    domino_editing.open_encounter(db, enc.match_id, START)
    setup_tables(db, enc)
    seat(db, enc, 1)
    guide = DominoGuide(db, enc.match_id, clock=Clock(at(5)))
    qtbot.addWidget(guide)
    guide.go(2)
    text = guide.hoja.totalsLabel.text()
    assert "Art. 8: revuelve" in text and "roban siete fichas" in text
