"""Issue 25: a club with chess and domino teams. A club is one entry in each federation's lists
(one per sport), so the delegate marks one own club per sport; both sports' teams then show on
Inicio and in Encuentros' "Solo los encuentros de mis equipos"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from delegate_app.domain.competition import Sport
from delegate_app.store import clubs, competitions
from delegate_app.store.errors import StoreError
from delegate_app.ui.group_dialog import OwnTeamDialog
from delegate_app.ui.main_window import CLUB, MATCHES, MainWindow


def _save(qtbot, dialog) -> None:
    button = dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _own_domino_section(qtbot, name):
    def handler(dialog):
        dialog.ui.nameEdit.setText(name)
        dialog.ui.sportCombo.setCurrentIndex(dialog.ui.sportCombo.findData(Sport.DOMINO.value))
        assert dialog.ui.ownCheck.text() == "Es &mi club (el que represento en esta modalidad)"
        qtbot.mouseClick(dialog.ui.ownCheck, Qt.MouseButton.LeftButton)
        _save(qtbot, dialog)

    return handler


def test_the_domino_section_is_marked_mi_club_and_its_matches_show_with_my_teams(
    qtbot, demo_db, dialogs, settings, spanish_app
):
    # the demo's domino club stops being own: the delegate starts with a chess club only
    [domino_own] = [c for c in clubs.own_clubs(demo_db) if c.sport == Sport.DOMINO.value]
    clubs.update_club(demo_db, domino_own.id, domino_own.name, "", "", is_own=False)
    window = MainWindow(demo_db, settings)
    qtbot.addWidget(window)
    window.show_screen(MATCHES)
    screen = window.matches
    screen.competitionCombo.setCurrentIndex(0)
    screen.ownOnlyCheck.setChecked(True)
    screen.reload()
    assert {m.sport for m in screen._matches} == {"ajedrez"}

    # Club screen: the domino club already enrolled as a rival becomes "mi club" by editing it
    window.show_screen(CLUB)
    club_screen = window.club
    combo = club_screen.ui.clubCombo
    combo.setCurrentIndex(
        next(i for i in range(combo.count()) if combo.itemData(i).id == domino_own.id)
    )

    def mark_own(dialog):
        assert not dialog.ui.ownCheck.isChecked()
        qtbot.mouseClick(dialog.ui.ownCheck, Qt.MouseButton.LeftButton)
        _save(qtbot, dialog)

    dialogs.expect(mark_own)
    qtbot.mouseClick(club_screen.ui.editClubButton, Qt.MouseButton.LeftButton)
    assert combo.currentText().endswith("(mi club)")

    window.show_screen(MATCHES)
    screen.reload()
    sports = {m.sport for m in screen._matches}
    assert sports == {"ajedrez", "domino"}
    domino_ids = {t.id for t in clubs.list_teams(demo_db, domino_own.id)}
    assert all(
        m.home_team_id in domino_ids or m.away_team_id in domino_ids
        for m in screen._matches
        if m.sport == "domino"
    )


def test_a_new_club_of_the_other_sport_can_be_created_as_mine(
    qtbot, db, dialogs, settings, spanish_app
):
    chess = clubs.create_club(db, "C.A. Teide", Sport.CHESS, is_own=True)
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.show_screen(CLUB)
    dialogs.expect(_own_domino_section(qtbot, "C.A. Teide"))
    qtbot.mouseClick(window.club.ui.newClubButton, Qt.MouseButton.LeftButton)
    own = {(c.name, c.sport) for c in clubs.own_clubs(db)}
    assert own == {("C.A. Teide", "ajedrez"), ("C.A. Teide", "domino")}
    assert chess.id in {c.id for c in clubs.own_clubs(db)}


def test_one_own_club_per_sport(db):
    clubs.create_club(db, "C.A. Teide", Sport.CHESS, is_own=True)
    other = clubs.create_club(db, "C.A. Otro", Sport.CHESS)
    with pytest.raises(StoreError, match="ya es su club de ajedrez"):
        clubs.create_club(db, "C.A. Tercero", Sport.CHESS, is_own=True)
    with pytest.raises(StoreError, match="ya es su club de ajedrez"):
        clubs.update_club(db, other.id, other.name, "", "", is_own=True)
    assert [c.name for c in clubs.own_clubs(db)] == ["C.A. Teide"]


def test_enrol_own_team_points_to_the_button_the_club_screen_has(qtbot, db, settings, spanish_app):
    club = clubs.create_club(db, "C.A. Teide", Sport.CHESS, is_own=True)
    competition = competitions.create_competition(
        db,
        competitions.CompetitionSpec(
            name="Liga", sport="ajedrez", season="2026-2027", category="Segunda"
        ),
    )
    dialog = OwnTeamDialog(db, competition)
    qtbot.addWidget(dialog)
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.club.reload(select_club_id=club.id)
    button = window.club.ui.addTeamButton.text().replace("&", "")
    assert f"«{button}»" in dialog.hintLabel.text()
    assert "«Nuevo equipo…»" not in dialog.hintLabel.text()
