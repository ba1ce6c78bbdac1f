"""A whole chess match played through the guide, as the home delegate would on the day."""

from __future__ import annotations

from datetime import timedelta

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from delegate_app.domain.chess.fen import INITIAL_FEN
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.database import open_database
from delegate_app.store.errors import StoreError
from delegate_app.ui.chess.guide import MatchDayGuide
from tests.helpers.guide import Clock, choose, click, own_a_match, sign_stroke, tick


def test_a_whole_match_through_the_guide(qtbot, demo_db, dialogs, message_log):
    db = demo_db
    match = own_a_match(db)
    start = match.scheduled_at
    clock = Clock(start - timedelta(minutes=20))
    guide = MatchDayGuide(db, match.id, clock=clock)
    qtbot.addWidget(guide)
    guide.show()
    qtbot.waitExposed(guide)
    docs = guide.steps[0]
    assert guide.stack.currentIndex() == 0
    assert guide.stepList.item(0).text().startswith("•")

    # 1. Documentation: the checks, and both lineups through the lineup screen.
    for check in docs.checks.values():
        tick(qtbot, check)

    def lineups(dialog):
        for editor in (dialog.ours, dialog.rival):
            dialog.tabs.setCurrentWidget(editor)
            qtbot.wait(10)
            click(qtbot, editor.proposeButton)
            click(qtbot, editor.confirmButton)

    dialogs.expect(lineups)
    click(qtbot, docs.lineupsButton)
    assert guide.stepList.item(0).text().startswith("✔"), guide.stepList.item(0).toolTip()

    # 2. Start: arbiter, arrivals; board 4 home arrives late, board 4 away never comes.
    click(qtbot, guide.nextButton)
    start_step = guide.steps[1]
    start_step.arbiterEdit.setText("Rosa Díaz Marrero")
    start_step.arbiterLicenceEdit.setText("AT-0147")
    click(qtbot, start_step.saveStartButton)
    clock.moment = start - timedelta(minutes=5)
    for side in ("local", "visitante"):
        for board in (1, 2, 3):
            grid_button = start_step.grid.itemAtPosition(board, 3 if side == "local" else 6)
            click(qtbot, grid_button.widget())
    clock.moment = start + timedelta(minutes=25)
    click(qtbot, start_step.grid.itemAtPosition(4, 3).widget())
    clock.moment = start + timedelta(hours=1, minutes=2)
    guide.refresh()
    assert any(
        "18.6" in start_step.findingsList.item(i).text()
        for i in range(start_step.findingsList.count())
    )
    click(qtbot, start_step.forfeitButton)
    assert guide.view.lines[3].outcome.text == "+/-"

    # 3. Incidents: a late arrival, and a sub conditione first without the black clock.
    click(qtbot, guide.nextButton)
    click(qtbot, guide.nextButton)
    incidents = guide.steps[3]

    def late(dialog):
        choose(dialog.kindCombo, "llegada_tarde")
        dialog.set_value("tablero", 4)
        dialog.set_value("lado", "local")
        dialog.set_value("hora_llegada", "16:25")
        click(qtbot, dialog.buttonBox.button(QDialogButtonBox.StandardButton.Save))

    def sub_conditione(dialog):
        choose(dialog.kindCombo, "sub_conditione")
        dialog.set_value("tablero", 2)
        dialog.set_value("reloj_blancas", "0:41:10")
        dialog.set_value("hora", "18:42")
        dialog.set_value("posicion", INITIAL_FEN)
        save = dialog.buttonBox.button(QDialogButtonBox.StandardButton.Save)
        click(qtbot, save)
        assert dialog.isVisible()
        assert "reloj de las negras" in dialog.errorLabel.text()
        dialog.set_value("reloj_negras", "0:35:02")
        click(qtbot, save)

    for handler in (late, sub_conditione):
        dialogs.expect(handler)
        click(qtbot, incidents.newButton)
    assert incidents.list.count() == 2
    assert "art. 12" in incidents.list.item(1).text()

    # 4. Results of the played boards.
    guide.go(2)
    games = guide.steps[2]
    for board, result in ((1, "1-0"), (2, "½-½"), (3, "0-1")):
        choose(games.combos[board], result)
    assert guide.view.score.final and guide.view.score.label == "2½ – 1½"
    assert "2½ – 1½" in guide.headerLabel.text()

    # 5. Close: three signatures lock the acta.
    guide.go(4)
    close = guide.steps[4]
    for role, name in (
        ("delegado_local", "Ana Pérez Díaz"),
        ("delegado_visitante", "Luis Gil Mesa"),
        ("arbitro", None),
    ):
        box = close.signers[role]
        if name:
            box.nameEdit.setText(name)
        sign_stroke(box.pad)
        if role == "arbitro":
            message_log.answers.append(True)  # confirms what the lock freezes (issue 14)
        click(qtbot, box.signButton)
    assert guide.view.locked
    assert not message_log.answers
    assert message_log.shown[-1] == (
        "info",
        "Acta cerrada",
        "Están todas las firmas: el acta queda cerrada.",
    )
    assert "CERRADA" in guide.headerLabel.text()

    # Locked: the controls are read-only and the store refuses any change.
    assert not games.combos[1].isEnabled()
    assert not incidents.newButton.isEnabled()
    assert not start_step.forfeitButton.isEnabled()
    with pytest.raises(StoreError, match="cerrada"):
        chess_acta.set_result(db, match.id, 1, "0-1")

    # An annex can still be added, signed.
    def annex(dialog):
        dialog.textEdit.setPlainText("El delegado visitante anuncia una reclamación.")
        dialog.nameEdit.setText("Luis Gil Mesa")
        dialog.roleCombo.setCurrentIndex(dialog.roleCombo.findData("delegado_visitante"))
        sign_stroke(dialog.pad)
        click(qtbot, dialog.buttonBox.button(QDialogButtonBox.StandardButton.Save))

    dialogs.expect(annex)
    click(qtbot, close.annexButton)
    assert [a.text for a in guide.view.annexes] == [
        "El delegado visitante anuncia una reclamación."
    ]


def test_closing_mid_match_reopens_at_the_same_step_with_everything(
    qtbot, demo_db, db_path, message_log
):
    match = own_a_match(demo_db)
    start = match.scheduled_at
    clock = Clock(start - timedelta(minutes=2))
    guide = MatchDayGuide(demo_db, match.id, clock=clock)
    qtbot.addWidget(guide)
    for check in guide.steps[0].checks.values():
        check.setChecked(True)
    guide.go(1)
    click(qtbot, guide.steps[1].grid.itemAtPosition(1, 3).widget())
    guide.go(2)
    choose(guide.steps[2].combos[1], "½-½")
    guide.close()
    demo_db.close()

    db = open_database(db_path)
    again = MatchDayGuide(db, match.id, clock=clock)
    qtbot.addWidget(again)
    assert again.stack.currentIndex() == 2
    assert all(check.isChecked() for check in again.steps[0].checks.values())
    assert again.view.lines[0].home_arrived == clock.moment.replace(second=0, microsecond=0)
    assert again.steps[2].combos[1].currentData() == "½-½"
    db.close()


def test_a_change_after_a_signature_asks_and_voids_it(qtbot, demo_db, message_log):
    match = own_a_match(demo_db)
    guide = MatchDayGuide(demo_db, match.id, clock=Clock(match.scheduled_at))
    qtbot.addWidget(guide)
    guide.go(4)
    box = guide.steps[4].signers["delegado_local"]
    box.nameEdit.setText("Ana Pérez Díaz")
    sign_stroke(box.pad)
    click(qtbot, box.signButton)
    assert "✔ Firmado" in box.stateLabel.text()
    message_log.answers.append(False)  # the delegate refuses the change
    choose(guide.steps[2].combos[1], "1-0")
    assert guide.view.lines[0].outcome.text == "sin resultado"
    message_log.answers.append(True)
    choose(guide.steps[2].combos[1], "1-0")
    assert guide.view.lines[0].outcome.text == "1-0"
    assert "anulada" in box.stateLabel.text()


def test_the_close_step_opens_the_pdf_dialog_and_settings_open_verify_and_certificates(
    qtbot, demo_db, dialogs, settings
):
    from delegate_app.ui.main_window import SETTINGS, MainWindow

    match = own_a_match(demo_db, 3)  # played and locked in the demo
    guide = MatchDayGuide(demo_db, match.id, clock=Clock(match.scheduled_at))
    qtbot.addWidget(guide)
    guide.go(4)
    titles = []
    dialogs.expect(lambda d: titles.append(d.windowTitle()))
    click(qtbot, guide.steps[4].pdfButton)
    window = MainWindow(demo_db, settings)
    qtbot.addWidget(window)
    window.show_screen(SETTINGS)
    for button in (window.settings_screen.certificatesButton, window.settings_screen.verifyButton):
        dialogs.expect(lambda d: titles.append(d.windowTitle()))
        click(qtbot, button)
    assert len(titles) == 3 and "Certificados de firma" in titles
