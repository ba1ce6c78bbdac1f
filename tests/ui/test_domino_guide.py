"""A whole domino encounter (2 tables × 2 partidas) played through the guide, as the home
captain would on the day: tables, a tied seat draw, every hand counted and approved, a seat swap,
a substitution, incidents up to the DO-19.4 ordinal, signatures, lock and the signed PDF."""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton
from sqlmodel import select

from delegate_app.documents import signing
from delegate_app.domain.domino import HandEnd, Pair, PartidaStatus, Seat
from delegate_app.store.domino import acta_view as domino_acta_view
from delegate_app.store.domino import editing as domino_editing
from delegate_app.store.models import Match, PartidaResult
from delegate_app.ui.domino.guide import DominoGuide
from delegate_app.ui.screens.matches import MatchesScreen
from tests.helpers import sample
from tests.helpers.domino import START, make_encounter

# Set to a folder to keep a picture of each step at 1366×768 (to look at them, not to test).
CAPTURES = os.environ.get("DELEGADO_CAPTURAS_DOMINO")


class Clock:
    def __init__(self, moment):
        self.moment = moment

    def __call__(self):
        return self.moment

    def advance(self, minutes=4):
        self.moment += timedelta(minutes=minutes)


def capture(guide, name):
    if CAPTURES:
        QApplication.processEvents()
        guide.grab().save(str(Path(CAPTURES) / f"{name}.png"))


def click(qtbot, button):
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def choose(combo, value):
    index = combo.findData(value)
    assert index >= 0, value
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def sign_stroke(pad):
    pad.add_stroke([(10 + 12 * i, 60 + (i % 5) * 6) for i in range(20)])


def ok(dialog, which=QDialogButtonBox.StandardButton.Ok):
    dialog.findChild(QDialogButtonBox).button(which).click()


def approve_and_write(qtbot, guide, approver: str):
    hoja = guide.hoja
    assert not hoja.entry.writeButton.isEnabled()  # DO-6: not before the counter's approval
    buttons = {b.text(): b for b in hoja.entry.approveHost.findChildren(QPushButton)}
    click(qtbot, buttons[f"Aprueba {approver}"])
    click(qtbot, hoja.entry.writeButton)


def hand(qtbot, guide, clock, winner: Pair, points: int, approver: str):
    """A typed dominó: the first player of the winning pair ran out of tiles."""
    hoja = guide.hoja
    partida = hoja.partida()
    before = len(partida.hands)
    hoja.entry.dominoRadio.setChecked(True)
    choose(hoja.entry.whoCombo, partida.seating.seats_of(winner)[0].value)
    hoja.entry.pointsEdit.setText(str(points))
    click(qtbot, hoja.entry.countButton)
    assert f"{points} puntos para {guide.view.team_name(winner)}" in hoja.entry.pendingLabel.text()
    approve_and_write(qtbot, guide, approver)
    clock.advance()
    written = guide.view.table(partida.setup.table).partida(partida.number)
    assert len(written.hands) == before + 1


def incident(qtbot, guide, dialogs, rule_id, **values):
    def fill(dialog):
        for key, value in values.items():
            dialog.set_value(key, value)
        capture(dialog, f"4-incidencia-{rule_id}")
        ok(dialog, QDialogButtonBox.StandardButton.Save)

    dialogs.expect(fill)
    click(qtbot, guide.incidents.kindButtons[rule_id])


@pytest.fixture
def club_certificates():
    return sample.make_club()


def test_a_whole_encounter_through_the_guide(
    qtbot, db, dialogs, message_log, tmp_path, club_certificates
):
    enc = make_encounter(db)  # 2 tables × 2 partidas, to 300
    h, a = enc.home, enc.away
    clock = Clock(START - timedelta(minutes=15))
    guide = DominoGuide(db, enc.match_id, clock=clock)
    qtbot.addWidget(guide)
    guide.resize(1366, 768)
    guide.show()
    qtbot.waitExposed(guide)
    assert guide.stepList.item(0).text().startswith("•")

    # 1. Tables: the pairs and who annotates (home) and counts (rival), DO-6.
    for box, (home, away) in zip(
        guide.teams.tableBoxes,
        (((h[0], h[1]), (a[0], a[1])), ((h[2], h[3]), (a[2], a[3]))),
        strict=True,
    ):
        for combo, player in zip((*box.home, *box.away), (*home, *away), strict=True):
            choose(combo, player)
        choose(box.annotator, home[0])
        choose(box.counter, away[0])
        click(qtbot, box.saveButton)
    assert guide.stepList.item(0).text().startswith("✔")
    capture(guide, "1-equipos")

    # 2. Seat draw: table 1 ties for the lead (6-4 and 5-5) and those two draw again.
    click(qtbot, guide.nextButton)
    draw = guide.draw
    tiles = {h[0]: "6-4", a[0]: "5-5", h[1]: "1-0", a[1]: "2-0"}
    for player, tile in tiles.items():
        draw.tileEdits[0][player].setText(tile)
    click(qtbot, draw.drawButton)
    assert "Ana Díaz y Gara Luis" in draw.messageLabel.text()
    assert set(draw.tileEdits[1]) == {h[0], a[0]}
    draw.tileEdits[1][h[0]].setText("6-6")
    draw.tileEdits[1][a[0]].setText("3-1")
    click(qtbot, draw.drawButton)
    table1 = guide.view.table(1)
    first = table1.partida(1).seating
    assert (first.south, first.north, first.east, first.west) == (h[0], h[1], a[0], a[1])
    assert draw.diagram.text_of(Seat.SOUTH) == "1 · Ana Díaz"
    assert draw.diagram.text_of(Seat.EAST) == "2 · Gara Luis"
    assert draw.diagram.text_of(Seat.NORTH) == "3 · Benito Pérez"
    assert draw.diagram.text_of(Seat.WEST) == "4 · Héctor Sosa"
    capture(guide, "2-sorteo")
    choose(draw.tableCombo, 2)
    for player, tile in {h[2]: "2-1", h[3]: "4-4", a[2]: "6-5", a[3]: "3-0"}.items():
        draw.tileEdits[0][player].setText(tile)
    choose(draw.seatCombo, Seat.WEST.value)
    click(qtbot, draw.drawButton)
    second = guide.view.table(2).partida(1).seating
    assert second.west == a[2] and second.salidor is Seat.WEST
    assert guide.stepList.item(1).text().startswith("✔")

    # 3. Table 1, partida 1: a dominó counted tile by tile, then typed hands; the rivals win.
    click(qtbot, guide.nextButton)
    hoja = guide.hoja
    hoja.select(1, 1)
    clock.moment = START + timedelta(minutes=5)
    choose(hoja.entry.whoCombo, Seat.SOUTH.value)

    def pick(dialog):
        dialog.toggle(Seat.EAST, "6-6")
        dialog.toggle(Seat.EAST, "5-5")
        dialog.toggle(Seat.NORTH, "1-0")
        dialog.toggle(Seat.WEST, "4-3")
        assert not dialog.buttons[Seat.WEST]["6-6"].isEnabled()  # one tile, one hand
        assert not dialog.buttons[Seat.SOUTH]["2-2"].isEnabled()  # he ran out of tiles
        assert "Puntos en juego: 30" in dialog.totalLabel.text()
        capture(dialog, "3-fichas")
        ok(dialog)

    dialogs.expect(pick)
    click(qtbot, hoja.entry.tilesButton)
    click(qtbot, hoja.entry.countButton)
    assert "30 puntos para Doble Seis" in hoja.entry.pendingLabel.text()
    capture(guide, "3-hoja-aprobacion")
    approve_and_write(qtbot, guide, "Gara Luis")
    assert hoja.handsTable.item(0, 4).text() == "30"
    assert "Mano n.º 2: sale E" in hoja.totalsLabel.text().replace("Este", "E")
    hand(qtbot, guide, clock, Pair.AWAY, 150, "Gara Luis")
    hand(qtbot, guide, clock, Pair.AWAY, 160, "Gara Luis")
    done = guide.view.table(1).partida(1)
    assert done.status is PartidaStatus.FINISHED and done.winner is Pair.AWAY
    assert "superó el total acordado (300)" in " ".join(done.notes)

    # DO-7.2b: the home pair lost and swaps; the guide moved on to partida 2.
    assert hoja.partidaCombo.currentData() == 2
    swapped = guide.view.table(1).partida(2).seating
    assert (swapped.south, swapped.north) == (h[1], h[0])
    # DO-20.3: a substitute takes the seat of the player he replaces.

    def substitution(dialog):
        choose(dialog.playerCombo, h[1])
        choose(dialog.incomingCombo, h[4])
        dialog.reasonEdit.setText("Indispuesto")
        # No arbiter at this encounter: DO-20.3 names both captains, for the committee.
        dialog.captainEdits[0].setText("Ana Díaz")
        dialog.captainEdits[1].setText("Gara Luis")
        ok(dialog)

    dialogs.expect(substitution)
    click(qtbot, hoja.substituteButton)
    assert guide.view.table(1).partida(2).seating.south == h[4]
    hand(qtbot, guide, clock, Pair.HOME, 168, "Gara Luis")
    hand(qtbot, guide, clock, Pair.AWAY, 40, "Gara Luis")
    hand(qtbot, guide, clock, Pair.HOME, 140, "Gara Luis")
    assert guide.view.table(1).partida(2).winner is Pair.HOME

    # Table 2: an annulled hand (DO-15), a cierre with equal sums, and the partidas.
    hoja.select(2, 1)
    partida = hoja.partida()
    hoja.entry.annulRadio.setChecked(True)
    offender = partida.seating.seat_of(a[2])
    choose(hoja.entry.whoCombo, offender.value)
    click(qtbot, hoja.entry.countButton)
    approve_and_write(qtbot, guide, "Iballa Mesa")
    hoja.entry.cierreRadio.setChecked(True)
    hoja.entry.pointsEdit.setText("0")
    choose(hoja.entry.winnerCombo, None)
    click(qtbot, hoja.entry.countButton)
    assert "0 puntos para nadie" in hoja.entry.pendingLabel.text()
    approve_and_write(qtbot, guide, "Iballa Mesa")
    capture(guide, "3-hoja")

    # 4. Incidents of this partida: DO-15 with the licence, three drops of the away pair.
    click(qtbot, guide.nextButton)
    incident(
        qtbot, guide, dialogs, "DO-15", mano=1, licencia="DOM-ET03",
        circunstancias="Se detuvo con una sola ficha jugable", efecto="anular la mano",
        resuelven="los capitanes",
    )  # fmt: skip
    incident(qtbot, guide, dialogs, "DO-9", descripcion="Vasos sobre la mesa")
    for time in range(3):
        kind = "DO-19.2" if time != 1 else "DO-19.3"
        decision = "revolver de nuevo" if kind == "DO-19.2" else "continuar la mano"
        incident(
            qtbot, guide, dialogs, kind, pareja="visitante", jugador="Iballa Mesa",
            decision=decision,
        )  # fmt: skip
    assert message_log.shown[-1][1] == "Art. 19.4"
    assert "tercera vez" in message_log.shown[-1][2]
    assert guide.incidents.dropsTable.item(0, 4).text() == "Sí, la tercera vez"
    capture(guide, "4-incidencias")

    click(qtbot, guide.prevButton)
    hand(qtbot, guide, clock, Pair.HOME, 160, "Iballa Mesa")
    hand(qtbot, guide, clock, Pair.HOME, 150, "Iballa Mesa")
    hoja.select(2, 2)
    hand(qtbot, guide, clock, Pair.HOME, 50, "Iballa Mesa")
    hand(qtbot, guide, clock, Pair.HOME, 100, "Iballa Mesa")
    hand(qtbot, guide, clock, Pair.HOME, 160, "Iballa Mesa")
    assert guide.view.table(2).partida(2).winner is Pair.HOME
    assert guide.stepList.item(2).text().startswith("✔")
    result = guide.view.result
    assert result.complete and result.partidas_won == {Pair.HOME: 3, Pair.AWAY: 1}
    assert result.league_points == {Pair.HOME: 3, Pair.AWAY: 0}
    assert "Doble Seis 3 – 1 El Tranque" in guide.headerLabel.text()
    with db.session() as s:
        assert len(s.exec(select(PartidaResult)).all()) == 4
        assert s.get(Match, enc.match_id).status == "jugado"

    # 5. Signatures lock the acta; then the PDF, signed with a certificate.
    click(qtbot, guide.nextButton)
    click(qtbot, guide.nextButton)
    close = guide.close_step
    clock.moment = START + timedelta(hours=3)
    for role, name in (("delegado_local", "Ana Díaz"), ("delegado_visitante", "Gara Luis")):
        box = close.signers[role]
        box.nameEdit.setText(name)
        sign_stroke(box.pad)
        if role == "delegado_visitante":
            message_log.answers.append(True)  # confirms what the lock freezes (issue 14)
        click(qtbot, box.signButton)
    assert guide.view.locked and not message_log.answers
    assert message_log.shown[-1][1] == "Acta cerrada"
    assert not close.signers["delegado_local"].signButton.isEnabled()
    capture(guide, "5-cierre")

    # One certificate per delegate: the same one for both fields is refused (issue 16).
    p12 = {}
    for role in ("delegado_local", "delegado_visitante"):
        p12[role] = tmp_path / f"{role}.p12"
        p12[role].write_bytes(club_certificates.p12[role])

    def certificate(dialog, role):
        dialog.signCheck.setChecked(True)
        dialog.p12Edit.setText(str(p12[role]))
        dialog.passphraseEdit.setText(sample.PASSPHRASE)
        choose(dialog.roleCombo, role)

    def pdf_dialog(dialog):
        # The same PDF dialog as chess: first a PDF without a digital signature...
        dialog.signCheck.setChecked(False)
        message_log.files.append(str(tmp_path / "acta.pdf"))
        click(qtbot, dialog.exportButton)
        assert (tmp_path / "acta.pdf").read_bytes().startswith(b"%PDF")
        assert (tmp_path / "acta.json").exists()
        # ...then one signed by the home delegate, and the visitor's signature added to it.
        certificate(dialog, "delegado_local")
        message_log.files.append(str(tmp_path / "firmada.pdf"))
        click(qtbot, dialog.exportButton)
        assert dialog.addSignatureButton.text().startswith("Añadir")
        certificate(dialog, "delegado_visitante")
        click(qtbot, dialog.addSignatureButton)

    dialogs.expect(pdf_dialog)
    click(qtbot, close.pdfButton)
    signed = (tmp_path / "firmada.pdf").read_bytes()
    reports = signing.validate_signatures(signed, [club_certificates.authority.certificate])
    assert [r.field for r in reports] == ["delegado_local", "delegado_visitante"]
    assert all(r.valid for r in reports), [r.problems for r in reports]

    # Locked: read-only everywhere, and reopening lands on the same step.
    assert not guide.hoja.entry.isEnabled()
    assert not guide.incidents.kindButtons["DO-9"].isEnabled()
    assert not guide.teams.tableBoxes[0].saveButton.isEnabled()
    guide.accept()
    again = DominoGuide(db, enc.match_id, clock=clock)
    qtbot.addWidget(again)
    assert again.stack.currentIndex() == 4 and again.view.locked
    # A reopened locked acta shows the signatures drawn on it (issue 14).
    assert all(
        again.close_step.signers[r].pad.has_signed_image() for r in again.view.required_roles()
    )


def test_the_encuentros_screen_opens_the_domino_guide(qtbot, db, dialogs, message_log):
    enc = make_encounter(db)
    screen = MatchesScreen(db)
    qtbot.addWidget(screen)
    screen.select_match(enc.match_id)
    assert screen.actaButton.isEnabled() and not screen.lineupButton.isEnabled()

    def guide(dialog):
        assert isinstance(dialog, DominoGuide)
        assert dialog.windowTitle() == "Acta de dominó — Doble Seis – El Tranque"

    dialogs.expect(guide)
    click(qtbot, screen.actaButton)


def test_refusals_are_shown_and_change_nothing(qtbot, db, dialogs, message_log):
    enc = make_encounter(db)
    h, a = enc.home, enc.away
    guide = DominoGuide(db, enc.match_id, clock=Clock(START))
    qtbot.addWidget(guide)
    box = guide.teams.tableBoxes[0]
    for combo, player in zip((*box.home, *box.away), (h[0], h[1], a[0], a[1]), strict=True):
        choose(combo, player)
    box.arbiterCheck.setChecked(True)
    click(qtbot, box.saveButton)
    assert message_log.shown[-1][2] == (
        "Art. 6: para que cuente y anote el árbitro, anote antes al árbitro."
    )
    assert not guide.view.table(1).set_up
    box.arbiterCheck.setChecked(False)
    click(qtbot, box.saveButton)
    guide.go(1)
    draw = guide.draw
    for player, tile in {h[0]: "6-6", h[1]: "6|6", a[0]: "1-1", a[1]: "2-2"}.items():
        draw.tileEdits[0][player].setText(tile)
    click(qtbot, draw.drawButton)
    assert "no puede levantarse dos veces" in draw.messageLabel.text()
    assert not guide.view.table(1).seated
    draw.tileEdits[0][h[1]].setText("5-5")
    click(qtbot, draw.drawButton)
    guide.go(2)
    hoja = guide.hoja
    hoja.entry.dominoRadio.setChecked(True)

    def too_many(dialog):
        for tile in ("6-6", "6-5", "6-4", "6-3", "6-2", "6-1", "6-0", "5-5"):
            dialog.toggle(Seat.EAST, tile)
        ok(dialog)

    dialogs.expect(too_many)
    click(qtbot, hoja.entry.tilesButton)
    click(qtbot, hoja.entry.countButton)
    assert "nadie puede conservar más de 7" in message_log.shown[-1][2]
    assert hoja.entry.pending is None and not hoja.entry.writeButton.isEnabled()
    assert domino_acta_view.encounter_view(db, enc.match_id).table(1).partida(1).hands == ()
    # HandEnd is what the radio buttons carry.
    assert hoja.entry.end() is HandEnd.DOMINO


def test_suspension_resumption_and_abandonment_from_the_guide(qtbot, db, dialogs, message_log):
    enc = make_encounter(db)
    h, a = enc.home, enc.away
    domino_editing.open_encounter(db, enc.match_id, START)
    domino_editing.set_table(db, enc.match_id, 1, (h[0], h[1]), (a[0], a[1]), h[0], a[0], now=START)
    tiles = {h[0]: "6-6", h[1]: "1-0", a[0]: "5-4", a[1]: "2-1"}
    domino_editing.seat_draw(db, enc.match_id, 1, [tiles], now=START)
    clock = Clock(START + timedelta(minutes=30))
    guide = DominoGuide(db, enc.match_id, clock=clock)
    qtbot.addWidget(guide)
    guide.go(2)
    hoja = guide.hoja
    hoja.select(1, 1)
    hand(qtbot, guide, clock, Pair.HOME, 120, "Gara Luis")

    def reason(text):
        def handler(dialog):
            dialog.reasonEdit.setText(text)
            ok(dialog)

        return handler

    dialogs.expect(reason("Corte de luz en el local"))
    click(qtbot, hoja.suspendButton)
    assert hoja.partida().status is PartidaStatus.SUSPENDED
    assert not hoja.entry.isEnabled() and hoja.resumeButton.isEnabled()
    click(qtbot, hoja.resumeButton)
    assert hoja.partida().status is PartidaStatus.IN_PLAY

    def abandon(dialog):
        choose(dialog.playerCombo, a[1])
        dialog.reasonEdit.setText("Se marcha")
        ok(dialog)

    guide.go(3)
    dialogs.expect(abandon)
    click(qtbot, guide.incidents.kindButtons["DO-20.4"])
    partida = guide.view.table(1).partida(1)
    assert partida.status is PartidaStatus.ABANDONED and partida.winner is Pair.HOME
    assert partida.final_score == {Pair.HOME: 300, Pair.AWAY: 0}
    assert [i.rule_id for i in guide.view.incidents] == ["DO-20", "DO-20", "DO-20.4"]
    assert "Corte de luz en el local" in guide.view.incidents[0].text
    # The abandoning pair swaps for partida 2 (DO-7.2b): the rival's seats change.
    second = guide.view.table(1).partida(2).seating
    assert (second.east, second.west) == (a[1], a[0])
