"""The season set-up dialogs one by one: bad input refused in Spanish with nothing changed,
editing and archiving, a single match corrected, the league file refused, a new season."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import date, datetime

import pytest
from PySide6.QtCore import QDateTime, QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from delegate_app.store import clubs, competition_draw, competition_teams
from delegate_app.store import competitions as comp
from delegate_app.store.calendar import list_matches
from delegate_app.ui.main_window import COMPETITIONS, MainWindow

SAVE = QDialogButtonBox.StandardButton.Save


def click(qtbot, widget):
    assert widget.isEnabled(), widget.text()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def tick(qtbot, check):
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))


def segunda(db, teams=("Alfa", "Beta", "Gamma", "Delta")):
    competition = comp.create_competition(
        db,
        comp.CompetitionSpec(
            "Liga Insular Segunda",
            "ajedrez",
            "2026-2027",
            category="Segunda",
            first_round_date=date(2026, 10, 3),
        ),
    )
    for name in teams:
        competition_teams.add_rival_team(
            db, competition.id, f"Club {name}", name, "A", f"Sede {name}"
        )
    return competition


def competitions_screen(qtbot, db, settings):
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.show()
    window.show_screen(COMPETITIONS)
    return window, window.competitions


def test_calendar_import_previews_every_line_and_creates_teams_only_when_asked(
    qtbot, db, dialogs, message_log, settings, spanish_app, tmp_path
):
    competition = segunda(db, ("Alfa", "Beta"))
    path = tmp_path / "calendario.csv"
    path.write_text(
        "Jornada;Fecha;Hora;Equipo local;Equipo visitante;Sede\n"
        "1;03/10/2026;16:00;Alfa;Beta;\n"
        "1;03/10/2026;16:00;Gamma;Delta;Calle Nueva 1\n"
        "2;10/10/2026;16:00;Beta;Gamma;\n"
        "2;10/10/2026;16:00;Delta;Alfa;\n"
        "3;17/10/2026;16:00;Alfa;Gamma;\n"
        "3;17/10/2026;16:00;Beta;Delta;\n",
        encoding="utf-8",
    )
    window, screen = competitions_screen(qtbot, db, settings)
    screen.select_competition(competition.id)

    def preview(dialog):
        assert not dialog.importButton.isEnabled()
        checks = [dialog.table.item(r, 2).text() for r in range(dialog.table.rowCount())]
        assert checks[0] == "correcto"
        assert "«Gamma» no está inscrito" in checks[1]
        tick(qtbot, dialog.createCheck)
        assert dialog.importButton.isEnabled()
        assert "Equipos nuevos: Gamma, Delta." in dialog.headerLabel.text()
        click(qtbot, dialog.importButton)

    message_log.files.append(str(path))
    dialogs.expect(preview)
    click(qtbot, screen.importCalendarButton)
    assert message_log.shown[-1][:2] == ("info", "Calendario importado")
    assert "Equipos nuevos: Gamma, Delta." in message_log.shown[-1][2]
    assert screen.calendarTable.rowCount() == 6
    assert [r.name for r in competition_teams.competition_teams(db, competition.id)].count(
        "Gamma"
    ) == 1
    window.close()


def test_a_calendar_with_a_team_twice_or_a_date_outside_the_season_changes_nothing(
    qtbot, db, dialogs, message_log, settings, spanish_app, tmp_path
):
    competition = segunda(db, ("Alfa", "Beta", "Gamma", "Delta"))
    path = tmp_path / "malo.csv"
    path.write_text(
        "ronda;fecha;hora;local;visitante\n"
        "1;03/10/2026;16:00;Alfa;Beta\n"
        "1;03/10/2026;16:00;Alfa;Gamma\n"
        "2;10/10/2027;16:00;Delta;Gamma\n",
        encoding="utf-8",
    )
    window, screen = competitions_screen(qtbot, db, settings)
    screen.select_competition(competition.id)

    def refused(dialog):
        tick(qtbot, dialog.createCheck)
        problems = [dialog.problemsList.item(i).text() for i in range(dialog.problemsList.count())]
        assert any(p.startswith("Línea 3:") and "«Alfa»" in p for p in problems), problems
        assert any(p.startswith("Línea 4:") and "temporada" in p for p in problems), problems
        assert not dialog.importButton.isEnabled()

    message_log.files.append(str(path))
    dialogs.expect(refused)
    click(qtbot, screen.importCalendarButton)
    assert list_matches(db, competition_id=competition.id) == []
    assert message_log.shown == []
    window.close()


def test_settings_edited_then_archived_make_the_competition_read_only(
    qtbot, db, dialogs, message_log, settings, spanish_app
):
    competition = segunda(db)
    competition_draw.draw_by_lot(db, competition.id, seed=2)
    competition_draw.generate_calendar(db, competition.id)
    window, screen = competitions_screen(qtbot, db, settings)
    screen.select_competition(competition.id)
    assert screen.calendarTable.rowCount() == 12
    assert not screen.generateButton.isEnabled()

    def bad_time_then_good(dialog):
        assert dialog.nameEdit.text() == "Liga Insular Segunda"
        assert dialog.roundsCombo.currentData() is True
        dialog.saturdayTimeEdit.setText("25:00")
        click(qtbot, dialog.buttonBox.button(SAVE))
        assert dialog.isVisible() and "no es una hora" in dialog.errorLabel.text()
        dialog.saturdayTimeEdit.setText("16:30")
        dialog.groupEdit.setText("Grupo Norte")
        click(qtbot, dialog.buttonBox.button(SAVE))

    dialogs.expect(bad_time_then_good)
    click(qtbot, screen.editButton)
    edited = comp.get_competition(db, competition.id)
    assert (edited.saturday_time, edited.group_name) == ("16:30", "Grupo Norte")

    def archive(dialog):
        tick(qtbot, dialog.archivedCheck)
        click(qtbot, dialog.buttonBox.button(SAVE))

    dialogs.expect(archive)
    click(qtbot, screen.editButton)
    assert comp.get_competition(db, competition.id).archived
    assert screen.readOnlyLabel.isVisible()
    assert "solo se puede consultar" in screen.readOnlyLabel.text()
    screen.calendarTable.selectRow(0)
    for button in (screen.resultsButton, screen.moveButton, screen.editMatchButton):
        assert not button.isEnabled()
    assert screen.table.item(0, 3).text() == "2026-2027 (archivada)"
    window.close()


def test_one_match_corrected_and_a_correction_outside_its_week_refused(
    qtbot, db, dialogs, message_log, settings, spanish_app
):
    competition = segunda(db)
    competition_draw.draw_by_lot(db, competition.id, seed=2)
    competition_draw.generate_calendar(db, competition.id)
    window, screen = competitions_screen(qtbot, db, settings)
    screen.select_competition(competition.id)
    first = screen._matches[0]
    screen.select_match(first.id)

    def far_then_near(dialog):
        dialog.dateEdit.setDateTime(QDateTime(date(2026, 11, 28), datetime(1, 1, 1, 16).time()))
        click(qtbot, dialog.buttonBox.button(SAVE))
        assert dialog.isVisible() and dialog.errorLabel.text()
        dialog.dateEdit.setDateTime(QDateTime(date(2026, 10, 3), datetime(1, 1, 1, 17).time()))
        dialog.venueEdit.setText("Centro Cultural, Tacoronte")
        click(qtbot, dialog.buttonBox.button(SAVE))

    dialogs.expect(far_then_near)
    click(qtbot, screen.editMatchButton)
    moved = next(m for m in list_matches(db, competition_id=competition.id) if m.id == first.id)
    assert moved.scheduled_at == datetime(2026, 10, 3, 17, 0)
    assert moved.venue == "Centro Cultural, Tacoronte"
    window.close()


def test_a_league_file_from_a_newer_version_is_refused_in_the_preview(
    qtbot, db, dialogs, message_log, settings, spanish_app, tmp_path
):
    from delegate_app.store.league_file import export_league_file

    competition = segunda(db)
    path = tmp_path / "liga.liga.json"
    export_league_file(db, competition.id, path)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["version"] = 99
    path.write_text(json.dumps(document), encoding="utf-8")
    window, screen = competitions_screen(qtbot, db, settings)

    def refused(dialog):
        assert not dialog.importButton.isEnabled()
        problem = dialog.problemsList.item(0).text()
        assert "versión más reciente" in problem
        assert "no se ha cambiado nada" in dialog.headerLabel.text()

    message_log.files.append(str(path))
    dialogs.expect(refused)
    screen.importLeagueAction.trigger()
    assert len(clubs.list_competitions(db)) == 1
    window.close()


def test_nueva_temporada_archives_the_old_one_and_keeps_it_browsable(
    qtbot, db, dialogs, message_log, settings, spanish_app
):
    competition = segunda(db)
    own = clubs.create_club(db, "CA Anaga", "ajedrez", is_own=True)
    team = clubs.create_team(db, own.id, "A")
    competition_teams.register_team(db, team.id, competition.id)
    window, screen = competitions_screen(qtbot, db, settings)

    def new_season(dialog):
        assert dialog.fromCombo.currentData() == "2026-2027"
        assert dialog.toLabel.text() == "<b>2027-2028</b>"
        click(qtbot, dialog.createButton)

    dialogs.expect(new_season)
    click(qtbot, screen.newSeasonButton)
    assert message_log.shown[-1][:2] == ("info", "Nueva temporada")
    seasons = [screen.seasonCombo.itemText(i) for i in range(screen.seasonCombo.count())]
    assert seasons == ["2027-2028", "2026-2027", "Todas"]
    assert screen.seasonCombo.currentText() == "2027-2028"
    assert screen.table.rowCount() == 1 and not screen.selected_competition().archived
    assert screen.generateButton.isEnabled() and not screen.readOnlyLabel.isVisible()

    screen.seasonCombo.setCurrentIndex(1)
    assert screen.table.rowCount() == 1
    assert screen.selected_competition().archived
    assert screen.readOnlyLabel.isVisible()
    assert not screen.generateButton.isEnabled() and not screen.importCalendarButton.isEnabled()
    window.close()


def test_a_match_of_an_archived_season_opens_no_new_acta(
    qtbot, db, dialogs, message_log, settings, spanish_app
):
    from delegate_app.ui.main_window import MATCHES

    competition = segunda(db)
    competition_draw.draw_by_lot(db, competition.id, seed=2)
    competition_draw.generate_calendar(db, competition.id)
    comp.archive_competition(db, competition.id)
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.show()
    window.show_screen(MATCHES)
    screen = window.matches
    assert screen.competitionCombo.itemText(1) == "Liga Insular Segunda (2026-2027, archivada)"
    screen.table.selectRow(0)
    click(qtbot, screen.actaButton)
    kind, title, text = message_log.shown[-1]
    assert (kind, title) == ("warn", "Acta del encuentro")
    assert "temporada" in text.lower() and "consultar" in text
    window.close()


def test_typed_draw_numbers_warn_under_art_9_3_and_refuse_a_number_twice(
    qtbot, db, dialogs, message_log, settings, spanish_app
):
    from delegate_app.ui.group_dialog import GroupDialog

    competition = segunda(db, ("Alfa", "Beta", "Gamma"))
    competition_teams.add_rival_team(db, competition.id, "Club Alfa", "Alfa B", "B", "Sede Alfa")
    dialog = GroupDialog(db, competition.id)
    qtbot.addWidget(dialog)
    dialog.show()
    names = {dialog._rows[r].name: dialog._rows[r].team_id for r in range(4)}

    def numbers(values, expect_error=None):
        def handler(numbers_dialog):
            for name, number in values.items():
                numbers_dialog.spins[names[name]].setValue(number)
            click(qtbot, numbers_dialog.buttonBox.button(SAVE))
            if expect_error:
                assert numbers_dialog.isVisible()
                assert expect_error in numbers_dialog.errorLabel.text()

        return handler

    # Alfa (1) and Alfa B (2) meet only in round 3 of 3: art. 9.3 wants them in round 1.
    dialogs.expect(numbers({"Alfa": 1, "Alfa B": 1, "Beta": 3, "Gamma": 4}, "mismo número"))
    click(qtbot, dialog.numbersButton)
    assert all(not r.draw_number for r in competition_teams.competition_teams(db, competition.id))
    dialogs.expect(numbers({"Alfa": 1, "Alfa B": 2, "Beta": 3, "Gamma": 4}))
    click(qtbot, dialog.numbersButton)
    assert dialog.findingsLabel.text().startswith("⚠ Art. 9.3: «Alfa» y «Alfa B»")
    assert [dialog.table.item(r, 0).text() for r in range(4)] == ["1", "2", "3", "4"]

    # By lot, art. 9.3 is applied: the two teams of Club Alfa meet in round 1.
    message_log.answers.append(True)
    click(qtbot, dialog.lotButton)
    rows = {r.name: r.draw_number for r in competition_teams.competition_teams(db, competition.id)}
    assert rows["Alfa"] + rows["Alfa B"] == 5  # i and n+1-i meet in round 1 of the Berger table
    assert dialog.findingsLabel.text() == "Sorteo guardado."


def test_the_league_file_exported_from_the_window_with_the_lists(
    qtbot, db, dialogs, message_log, settings, spanish_app, tmp_path
):
    from delegate_app.domain.players import PlayerRecord

    competition = segunda(db)
    alfa = next(c for c in clubs.list_clubs(db) if c.name == "Club Alfa")
    clubs.add_player(db, alfa.id, PlayerRecord("Ana", "Pérez", licence="TF-1"))
    window, screen = competitions_screen(qtbot, db, settings)
    screen.select_competition(competition.id)

    def options(dialog):
        tick(qtbot, dialog.listsCheck)
        click(qtbot, dialog.exportButton)

    target = tmp_path / "segunda"
    message_log.files.append(str(target))
    dialogs.expect(options)
    screen.exportLeagueAction.trigger()
    written = tmp_path / "segunda.liga.json"
    document = json.loads(written.read_text(encoding="utf-8"))
    assert document["formato"] == "delegado-archivo-de-liga"
    assert message_log.shown[-1][:2] == ("info", "Archivo de la liga exportado")
    assert "TF-1" in written.read_text(encoding="utf-8")
    window.close()


def test_a_domino_competition_with_its_settings_and_bad_input_refused(qtbot, db, spanish_app):
    from delegate_app.ui.competition_dialog import CompetitionDialog

    dialog = CompetitionDialog(db)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.sportCombo.setCurrentIndex(dialog.sportCombo.findData("domino"))
    assert (dialog.pointsWin.value(), dialog.pointsDraw.value(), dialog.pointsLoss.value()) == (
        3,
        1,
        0,
    )
    assert not dialog.dominoPlay.isHidden() and dialog.chessPlay.isHidden()
    assert dialog.targetSpin.value() == 300
    cierre = dialog._decision_combos["cierre"]
    assert cierre.isEnabled() and cierre.count() == 2

    save = dialog.buttonBox.button(SAVE)
    click(qtbot, save)
    assert dialog.isVisible() and dialog.errorLabel.text() == "La competición necesita un nombre."
    dialog.nameEdit.setText("Liga Insular de Dominó")
    dialog.seasonEdit.setText("2026")
    click(qtbot, save)
    assert dialog.isVisible() and "no es una temporada" in dialog.errorLabel.text()
    dialog.seasonEdit.setText("2026/27")
    dialog.freeWeekendsEdit.setText("26/12/2026, 31/02/2027")
    click(qtbot, save)
    assert dialog.isVisible() and "31/02/2027" in dialog.errorLabel.text()
    assert clubs.list_competitions(db) == []
    dialog.freeWeekendsEdit.setText("26/12/2026")
    dialog.targetSpin.setValue(350)
    cierre.setCurrentIndex(1)
    click(qtbot, save)
    assert not dialog.isVisible()
    saved = dialog.saved_competition
    assert (saved.season, saved.target_score, saved.points_win) == ("2026-2027", 350, 3)
    assert json.loads(saved.decisions_json)["cierre"] == cierre.currentData()
    assert comp.free_weekends(saved) == [date(2026, 12, 26)]


def test_an_archived_competition_opens_read_only_and_can_be_brought_back(qtbot, db, spanish_app):
    from delegate_app.ui.competition_dialog import CompetitionDialog

    competition = segunda(db)
    comp.archive_competition(db, competition.id)
    dialog = CompetitionDialog(db, comp.get_competition(db, competition.id))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.archivedCheck.isChecked() and not dialog.tabs.isEnabled()
    tick(qtbot, dialog.archivedCheck)
    assert dialog.tabs.isEnabled()
    dialog.groupEdit.setText("Grupo Sur")
    click(qtbot, dialog.buttonBox.button(SAVE))
    back = comp.get_competition(db, competition.id)
    assert not back.archived and back.group_name == "Grupo Sur"


def test_a_league_file_that_would_change_a_locked_acta_is_refused_naming_the_match(
    qtbot, demo_db, spanish_app, tmp_path
):
    from delegate_app.store.league_file import export_league_file
    from delegate_app.ui.league_dialogs import LeagueImportDialog

    preferente = next(c for c in clubs.list_competitions(demo_db) if c.category == "Preferente")
    path = tmp_path / "preferente.liga.json"
    export_league_file(demo_db, preferente.id, path)
    document = json.loads(path.read_text(encoding="utf-8"))
    for rnd in document["calendario"]:
        for match in rnd["encuentros"]:
            match["lugar"] = "Pabellón Municipal"
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    before = [m.venue for m in list_matches(demo_db, competition_id=preferente.id)]

    dialog = LeagueImportDialog(demo_db, str(path))
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.importButton.isEnabled()
    problems = [dialog.problemsList.item(i).text() for i in range(dialog.problemsList.count())]
    assert any("cerrada" in p for p in problems), problems
    assert [m.venue for m in list_matches(demo_db, competition_id=preferente.id)] == before


def test_the_dialog_admits_the_partidas_the_store_admits(qtbot, db, spanish_app):
    """The dialog stopped at 6 partidas a table while the store takes up to 9 (a setting: the
    regulation plays 2 and caps nothing): a competition stored with 8 by `temporada` or a
    league file opened clamped to 6 and was saved changed by a mere Guardar."""
    from delegate_app.store.errors import StoreError
    from delegate_app.ui.competition_dialog import CompetitionDialog

    top = comp.MAX_PARTIDAS_PER_TABLE
    spec = comp.CompetitionSpec(
        "Liga Insular de Dominó", "domino", "2026-2027", partidas_per_table=top - 1
    )
    stored = comp.create_competition(db, spec)
    dialog = CompetitionDialog(db, comp.get_competition(db, stored.id))
    qtbot.addWidget(dialog)
    dialog.show()
    assert (dialog.partidasSpin.minimum(), dialog.partidasSpin.maximum()) == (1, top)
    assert dialog.partidasSpin.value() == top - 1
    click(qtbot, dialog.buttonBox.button(SAVE))
    assert not dialog.isVisible()
    assert comp.get_competition(db, stored.id).partidas_per_table == top - 1

    # the dialog's top is the store's: saved as typed; one more is refused by both
    dialog = CompetitionDialog(db, comp.get_competition(db, stored.id))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.partidasSpin.selectAll()
    qtbot.keyClicks(dialog.partidasSpin, str(top + 1))
    assert dialog.partidasSpin.value() <= top  # the box does not take it
    dialog.partidasSpin.setValue(top)
    click(qtbot, dialog.buttonBox.button(SAVE))
    assert comp.get_competition(db, stored.id).partidas_per_table == top
    with pytest.raises(StoreError, match=f"Partidas por mesa: {top + 1} no es válido"):
        comp.update_competition(
            db, stored.id, replace(comp.spec_of(stored), partidas_per_table=top + 1)
        )


# Each number the store keeps, and the dialog's box for it.
BOXES = {
    "ajedrez": {
        "boards": "boardsSpin",
        "base_minutes": "baseMinutes",
        "increment_seconds": "incrementSeconds",
        "saturday_only_last_rounds": "lastSaturdaySpin",
    },
    "domino": {
        "target_score": "targetSpin",
        "tables_per_team": "tablesSpin",
        "partidas_per_table": "partidasSpin",
    },
}


@pytest.mark.parametrize("sport", ["ajedrez", "domino"])
@pytest.mark.parametrize("end", [0, 1], ids=["lowest", "highest"])
def test_every_box_admits_what_the_store_admits_and_saves_it_unchanged(
    qtbot, db, spanish_app, sport, end
):
    """The dialog's boxes had their own ranges (points 0-9, minutes 5-300, increment 0-120,
    last Saturdays 0-10) beside the store's: a competition stored at the store's edge (by
    `temporada` or a league file) opened clamped and a mere Guardar saved it changed."""
    from delegate_app.ui.competition_dialog import CompetitionDialog

    edge = {field: comp.LIMITS[field][end] for field in BOXES[sport]}
    points = comp.LIMITS["points"][end]
    spec = comp.CompetitionSpec(
        "Liga de los bordes",
        sport,
        "2026-2027",
        points_win=points,
        points_draw=points,
        points_loss=points,
        **edge,
    )
    stored = comp.create_competition(db, spec)
    dialog = CompetitionDialog(db, comp.get_competition(db, stored.id))
    qtbot.addWidget(dialog)
    dialog.show()
    for field, box in BOXES[sport].items():
        spin = getattr(dialog, box)
        assert (spin.minimum(), spin.maximum()) == comp.LIMITS[field], field
        assert spin.value() == edge[field], field
    for spin in (dialog.pointsWin, dialog.pointsDraw, dialog.pointsLoss):
        assert (spin.minimum(), spin.maximum()) == comp.LIMITS["points"]
        assert spin.value() == points
    click(qtbot, dialog.buttonBox.button(SAVE))
    assert not dialog.isVisible(), dialog.findChild(QLabel, "errorLabel")
    again = comp.get_competition(db, stored.id)
    for field, value in edge.items():
        assert getattr(again, field) == value, field
    assert (again.points_win, again.points_draw, again.points_loss) == (points,) * 3
