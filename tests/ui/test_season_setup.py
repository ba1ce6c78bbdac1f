"""A real season from an empty database, through the window only, as a delegate would: the
first-start guide, the competition and its rivals, the calendar, the lists, and round 1 played
to a locked acta. The second test gets there by importing the league file another delegate
exported."""

from __future__ import annotations

from datetime import datetime, timedelta

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from delegate_app.store.database import open_database
from delegate_app.ui.main_window import CLUB, HOME, MATCHES, MainWindow

SAVE = QDialogButtonBox.StandardButton.Save
# A day before the season starts: round 1 is the club's next match.
BEFORE_SEASON = datetime(2026, 9, 15, 12, 0)
RIVALS = (
    ("CA Teide", "Calle La Marina 3, Santa Cruz", "Marta Díaz", "922 100 200", True),
    (
        "Ajedrez Orotava",
        "Plaza de la Constitución 4, La Orotava",
        "Pedro Luis",
        "922 100 201",
        False,
    ),
    ("CA Aguere", "Calle Nava 8, La Laguna", "Inés Rojas", "922 100 202", False),
    ("CA Abona", "Calle Grande 15, Granadilla", "José Mesa", "922 100 203", True),
    ("Club Ajedrez Icod", "Calle San Sebastián 1, Icod", "Rita Gil", "922 100 204", False),
    ("CA Candelaria", "Avenida Marítima 2, Candelaria", "Luis Ávila", "922 100 205", False),
    ("Ajedrez Güímar", "Plaza de San Pedro 2, Güímar", "Ana Toledo", "922 100 206", False),
)


def click(qtbot, widget):
    assert widget.isEnabled(), f"{widget.text()} is disabled"
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def tick(qtbot, check):
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))


def type_into(qtbot, edit, text):
    """Key by key; QTest types only ASCII, so accents arrive as an input method sends them."""
    edit.clear()
    for ch in text:
        if ch.isascii():
            qtbot.keyClicks(edit, ch)
        else:
            edit.insert(ch)


def go_to(qtbot, window, index):
    nav = window.ui.navList
    rect = nav.visualItemRect(nav.item(index))
    qtbot.mouseClick(nav.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.ui.stack.currentIndex() == index


def player_list(path, prefix, first_names):
    rows = ["Licencia;Apellidos;Nombre;ELO Canario;Equipo"]
    for number, name in enumerate(first_names, start=1):
        rows.append(f"{prefix}-{number:03d};Apellido{number} Díaz;{name};{2000 - 40 * number};A")
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return str(path)


def open_window(qtbot, db_path, settings):
    db = open_database(db_path)
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.home.clock = lambda: BEFORE_SEASON
    window.home.reload()
    return db, window


def create_club(qtbot, dialogs, window, name):
    def club(dialog):
        type_into(qtbot, dialog.ui.nameEdit, name)
        type_into(qtbot, dialog.ui.localityEdit, "La Laguna")
        type_into(qtbot, dialog.ui.venueEdit, "Calle Herradores 12, La Laguna")
        click(qtbot, dialog.ui.buttonBox.button(SAVE))

    home = window.home
    assert home.createClubButton.isVisible() and home.demoButton.isVisible()
    dialogs.expect(club)
    click(qtbot, home.createClubButton)
    assert window.ui.stack.currentIndex() == CLUB
    go_to(qtbot, window, HOME)
    assert home.stepStatus["club"].text() == "<b>✔</b>"
    assert not home.demoButton.isVisible()


def import_own_list(qtbot, dialogs, message_log, window, tmp_path):
    home = window.home
    message_log.files.append(
        player_list(
            tmp_path / "anaga.csv", "AN", ["Ana", "Luis", "Marta", "Jorge", "Sara", "Íñigo"]
        )
    )

    def preview(dialog):
        assert dialog.table.rowCount() == 6
        click(qtbot, dialog.importButton)

    dialogs.expect(preview)
    click(qtbot, home.importPlayersButton)
    assert home.stepStatus["lista"].text() == "<b>✔</b>"


def play_round_one(qtbot, dialogs, message_log, window, rival_typed=False):
    """From the guide's last step to a locked acta: lineups, results, signatures."""
    home = window.home
    assert "Todo listo" in home.introLabel.text()
    click(qtbot, home.nextMatchButton)
    assert window.ui.stack.currentIndex() == MATCHES
    screen = window.matches
    match = screen.selected_match()
    assert match is not None and match.round_number == 1
    assert "CA Anaga" in (match.home_team + match.away_team)

    def typed(name, number):
        def handler(dialog):
            type_into(qtbot, dialog.nameEdit, name)
            type_into(qtbot, dialog.numberEdit, str(number))
            click(qtbot, dialog.buttonBox.button(SAVE))

        return handler

    def lineups(dialog):
        for editor in (dialog.ours, dialog.rival):
            dialog.tabs.setCurrentWidget(editor)
            qtbot.wait(10)
            if editor is dialog.rival and rival_typed:
                for board, name in enumerate(
                    ("Carla Ruiz", "Diego Mora", "Elena Paz", "Félix Rey"), 1
                ):
                    dialogs.expect(typed(name, board))
                    click(qtbot, editor.typeButtons[board])
            else:
                click(qtbot, editor.proposeButton)
            click(qtbot, editor.confirmButton)
        for editor in (dialog.ours, dialog.rival):
            assert editor.statusLabel.text().startswith("Alineación confirmada el ")

    dialogs.expect(lineups)
    click(qtbot, screen.lineupButton)

    start = match.scheduled_at

    def acta(guide):
        guide.clock = lambda: start + timedelta(hours=4)
        docs = guide.steps[0]
        for check in docs.checks.values():
            tick(qtbot, check)
        assert guide.stepList.item(0).text().startswith("✔"), guide.stepList.item(0).toolTip()
        guide.go(2)
        games = guide.steps[2]
        for board, result in ((1, "1-0"), (2, "½-½"), (3, "0-1"), (4, "1-0")):
            index = games.combos[board].findData(result)
            games.combos[board].setCurrentIndex(index)
            games.combos[board].activated.emit(index)
        assert guide.view.score.final
        guide.go(4)
        close = guide.steps[4]
        for role, name in (
            ("delegado_local", "Ana Pérez Díaz"),
            ("delegado_visitante", "Luis Gil Mesa"),
        ):
            box = close.signers[role]
            box.nameEdit.setText(name)
            if not box.licenceEdit.text():  # the box asks for a licence (issue 25)
                box.licenceEdit.setText("TF-9999")
            box.pad.add_stroke([(10 + 12 * i, 60 + (i % 5) * 6) for i in range(20)])
            if role == "delegado_visitante":
                message_log.answers.append(True)  # confirms what the lock freezes
            click(qtbot, box.signButton)
        assert guide.view.locked, [s.text() for s in close.findChildren(type(guide.headerLabel))]
        assert "CERRADA" in guide.headerLabel.text()
        assert not message_log.answers

    dialogs.expect(acta)
    click(qtbot, screen.actaButton)
    assert ("info", "Acta cerrada", "Están todas las firmas: el acta queda cerrada.") in (
        message_log.shown
    )


def test_a_real_season_from_an_empty_database_through_the_window(
    qtbot, db_path, dialogs, message_log, settings, spanish_app, tmp_path
):
    db, window = open_window(qtbot, db_path, settings)
    home = window.home
    assert home.titleLabel.text() == "<h1>Bienvenido a Delegado</h1>"
    assert home.current_step() == "club"

    create_club(qtbot, dialogs, window, "CA Anaga")

    # 2. My team.
    dialogs.expect(lambda d: click(qtbot, d.buttonBox.button(SAVE)))
    click(qtbot, home.addTeamButton)
    assert home.stepStatus["equipos"].text() == "<b>✔</b>"

    # 3. The competition with its settings, then its eight teams and the draw.
    def competition(dialog):
        assert dialog.categoryCombo.currentText() == "Preferente"
        assert dialog.baseMinutes.value() == 90 and dialog.incrementSeconds.value() == 30
        type_into(qtbot, dialog.nameEdit, "Liga Insular Preferente")
        type_into(qtbot, dialog.seasonEdit, "2026-2027")
        dialog.tabs.setCurrentIndex(2)
        type_into(qtbot, dialog.firstRoundEdit, "04/10/2026")  # a Sunday: refused
        click(qtbot, dialog.buttonBox.button(SAVE))
        assert dialog.isVisible() and "sábado" in dialog.errorLabel.text()
        type_into(qtbot, dialog.firstRoundEdit, "03/10/2026")
        type_into(qtbot, dialog.freeWeekendsEdit, "26/12/2026, 02/01/2027")
        type_into(qtbot, dialog.extensionEdit, "30/11/2026")
        dialog.tabs.setCurrentIndex(3)
        captions = [label.text() for label in dialog.decisionsPage.findChildren(QLabel)]
        assert any(text.endswith("(art. 18.4):") for text in captions), captions
        click(qtbot, dialog.buttonBox.button(SAVE))

    def own_team(dialog):
        assert dialog.teamCombo.currentText() == "CA Anaga A"
        click(qtbot, dialog.buttonBox.button(SAVE))

    def rival(name, venue, delegate, phone, sunday):
        def handler(dialog):
            type_into(qtbot, dialog.clubCombo.lineEdit(), name)
            type_into(qtbot, dialog.venueEdit, venue)
            if sunday:
                tick(qtbot, dialog.sundayCheck)
            type_into(qtbot, dialog.delegateEdit, delegate)
            type_into(qtbot, dialog.phoneEdit, phone)
            type_into(qtbot, dialog.emailEdit, f"delegado@{name.split()[-1].lower()}.example")
            click(qtbot, dialog.buttonBox.button(SAVE))

        return handler

    def second_team_of_a_club(dialog):
        type_into(qtbot, dialog.clubCombo.lineEdit(), "CA Teide")
        dialog.rankCombo.setCurrentIndex(dialog.rankCombo.findData("B"))
        click(qtbot, dialog.buttonBox.button(SAVE))
        assert dialog.isVisible()
        assert dialog.errorLabel.text().startswith("Art. 9.1: no se admiten dos equipos")

    def group(dialog):
        dialogs.expect(own_team)
        click(qtbot, dialog.ownButton)
        for values in RIVALS:
            dialogs.expect(rival(*values))
            click(qtbot, dialog.rivalButton)
        assert dialog.table.rowCount() == 8
        dialogs.expect(second_team_of_a_club)
        click(qtbot, dialog.rivalButton)
        assert dialog.table.rowCount() == 8
        click(qtbot, dialog.lotButton)
        numbers = sorted(int(dialog.table.item(r, 0).text()) for r in range(8))
        assert numbers == list(range(1, 9))
        teide = next(r for r in range(8) if dialog.table.item(r, 1).text() == "CA Teide")
        assert dialog.table.item(teide, 3).text() == "Domingo"
        assert dialog.table.item(teide, 5).text() == "Marta Díaz"
        click(qtbot, dialog.buttonBox.button(QDialogButtonBox.StandardButton.Close))

    dialogs.expect(competition)
    dialogs.expect(group)
    click(qtbot, home.newCompetitionButton)
    assert home.stepStatus["competicion"].text() == "<b>✔</b>"

    # 4. The calendar from the draw.
    def generate(dialog):
        assert "14 rondas" in dialog.summaryLabel.text()
        assert dialog.firstRoundEdit.text() == "03/10/2026"
        click(qtbot, dialog.generateButton)

    dialogs.expect(generate)
    click(qtbot, home.generateButton)
    assert message_log.shown[-1][:2] == ("info", "Calendario generado")
    assert "14 rondas y 56 encuentros" in message_log.shown[-1][2]
    assert home.stepStatus["calendario"].text() == "<b>✔</b>"

    # 5. My list; and the round-1 rival's list, from the teams of the group.
    import_own_list(qtbot, dialogs, message_log, window, tmp_path)
    go_to(qtbot, window, MATCHES)
    screen = window.matches
    click(qtbot, screen.ownOnlyCheck)
    first = screen._matches[0]
    assert first.round_number == 1
    rival_name = first.away_team if first.home_team == "CA Anaga A" else first.home_team
    go_to(qtbot, window, 2)
    competitions = window.competitions
    assert competitions.calendarTable.rowCount() == 56

    def rival_list(dialog):
        row = next(
            r
            for r in range(dialog.table.rowCount())
            if dialog.table.item(r, 1).text() == rival_name
        )
        dialog.table.selectRow(row)
        message_log.files.append(
            player_list(tmp_path / "rival.csv", "RV", ["Carla", "Diego", "Elena", "Félix", "Gema"])
        )
        dialogs.expect(lambda d: click(qtbot, d.importButton))
        click(qtbot, dialog.listButton)
        assert "importada" in dialog.findingsLabel.text()
        click(qtbot, dialog.buttonBox.button(QDialogButtonBox.StandardButton.Close))

    dialogs.expect(rival_list)
    click(qtbot, competitions.teamsButton)

    go_to(qtbot, window, HOME)
    play_round_one(qtbot, dialogs, message_log, window)
    window.close()
    db.close()


def league_file_of_another_delegate(tmp_path):
    """The file another club's delegate exports after setting the season up in his database."""
    from delegate_app.store import competition_draw, competition_teams
    from delegate_app.store import competitions as comp
    from delegate_app.store.clubs import create_club as new_club
    from delegate_app.store.league_file import export_league_file

    db = open_database(tmp_path / "otro.sqlite3")
    competition = comp.create_competition(
        db,
        comp.CompetitionSpec(
            "Liga Insular Preferente",
            "ajedrez",
            "2026-2027",
            category="Preferente",
            first_round_date=datetime(2026, 10, 3).date(),
        ),
    )
    new_club(db, RIVALS[0][0], "ajedrez", "Santa Cruz", RIVALS[0][1], is_own=True)
    for name, venue, delegate, phone, sunday in (
        ("CA Anaga", "Calle Herradores 12", "", "", False),
        *RIVALS,
    ):
        competition_teams.add_rival_team(
            db, competition.id, name, None, "A", venue, sunday, delegate, phone
        )
    competition_draw.draw_by_lot(db, competition.id, seed=7)
    competition_draw.generate_calendar(db, competition.id)
    path = tmp_path / "liga.liga.json"
    export_league_file(db, competition.id, path)
    db.close()
    return str(path)


def test_the_same_season_from_the_league_file_another_delegate_exported(
    qtbot, db_path, dialogs, message_log, settings, spanish_app, tmp_path
):
    league = league_file_of_another_delegate(tmp_path)
    db, window = open_window(qtbot, db_path, settings)
    home = window.home
    create_club(qtbot, dialogs, window, "CA Anaga")

    # Competitions: the league file instead; the preview says what will change first.
    def preview(dialog):
        changes = [dialog.changesList.item(i).text() for i in range(dialog.changesList.count())]
        assert dialog.importButton.isEnabled(), dialog.problemsList.count()
        assert any("Liga Insular Preferente" in line for line in changes), changes
        assert "Liga Insular Preferente" in dialog.headerLabel.text()
        click(qtbot, dialog.importButton)

    message_log.files.append(league)
    dialogs.expect(preview)
    click(qtbot, home.importLeagueButton)
    for step in ("club", "equipos", "competicion", "calendario"):
        assert home.stepStatus[step].text() == "<b>✔</b>", step
    assert home.current_step() == "lista"
    go_to(qtbot, window, 2)
    assert window.competitions.calendarTable.rowCount() == 56
    go_to(qtbot, window, HOME)

    # Importing the same file again changes nothing and duplicates nothing.
    def again(dialog):
        click(qtbot, dialog.importButton)

    message_log.files.append(league)
    dialogs.expect(again)
    click(qtbot, home.importLeagueButton)
    go_to(qtbot, window, 2)
    assert window.competitions.calendarTable.rowCount() == 56
    assert window.competitions.table.rowCount() == 1

    # The rival's list is typed on the day: only my own list is imported.
    go_to(qtbot, window, HOME)
    import_own_list(qtbot, dialogs, message_log, window, tmp_path)
    play_round_one(qtbot, dialogs, message_log, window, rival_typed=True)
    window.close()
    db.close()


def test_a_player_added_after_the_start_is_an_extension_placed_by_elo_with_his_transfer(
    qtbot, db, spanish_app
):
    from datetime import date

    from delegate_app.domain.players import PlayerRecord
    from delegate_app.store import clubs, competition_draw, competition_teams
    from delegate_app.store import competitions as comp
    from delegate_app.store.season_players import transfer_of
    from delegate_app.ui.player_dialog import PlayerDialog

    competition = comp.create_competition(
        db,
        comp.CompetitionSpec(
            "Liga Insular Primera",
            "ajedrez",
            "2026-2027",
            category="Primera",
            first_round_date=date(2026, 10, 3),
            extension_deadline=date(2026, 11, 30),
        ),
    )
    own = clubs.create_club(db, "CA Anaga", "ajedrez", "La Laguna", "Herradores 12", is_own=True)
    team = clubs.create_team(db, own.id, "A")
    competition_teams.register_team(db, team.id, competition.id)
    competition_teams.add_rival_team(db, competition.id, "CA Teide")
    competition_draw.draw_by_lot(db, competition.id, seed=1)
    competition_draw.generate_calendar(db, competition.id)
    for n, elo in enumerate((2000, 1900, 1800), start=1):
        clubs.add_player(db, own.id, PlayerRecord(f"Jugador{n}", "Díaz", elo_canario=elo))

    dialog = PlayerDialog(db, own.id, clubs.list_teams(db, own.id), today=date(2026, 12, 5))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.extension and dialog.extensionBox.isVisible()
    type_into(qtbot, dialog.ui.firstNameEdit, "Nuevo")
    type_into(qtbot, dialog.ui.lastNameEdit, "Fichaje")
    type_into(qtbot, dialog.ui.eloCanarioEdit, "1850")
    text = dialog.extensionLabel.text()
    assert "n.º 3" in text and "⚠ Art. 10.1" in text and "30/11/2026" in text

    tick(qtbot, dialog.transferCheck)
    assert dialog.transferBox.isVisible()
    click(qtbot, dialog.ui.buttonBox.button(SAVE))
    assert dialog.isVisible() and "club de procedencia" in dialog.ui.errorLabel.text()
    type_into(qtbot, dialog.fromClubEdit, "CA Aguere")
    assert dialog.transferLabel.text().startswith("⚠ Art. 10.3")
    tick(qtbot, dialog.agreeCheck)
    assert dialog.transferLabel.text().startswith("Cumple las condiciones")
    click(qtbot, dialog.ui.buttonBox.button(SAVE))
    assert not dialog.isVisible()

    assert {f.rule_id for f in dialog.findings} == {"CH-10.1"}  # deadline, and first half
    players = clubs.list_players(db, own.id)
    assert [(p.first_name, p.list_number) for p in players] == [
        ("Jugador1", 1),
        ("Jugador2", 2),
        ("Nuevo", 3),
        ("Jugador3", 4),
    ]
    added = players[2]
    assert added.extension_on == date(2026, 12, 5) and added.incorporated_on == date(2026, 12, 5)
    assert transfer_of(added)["club_procedencia"] == "CA Aguere"
    assert transfer_of(added)["condicion"] == "no_alineado_acuerdo"


def test_a_skipped_step_is_remembered_and_can_be_taken_up_later(
    qtbot, db_path, dialogs, settings, spanish_app
):
    db, window = open_window(qtbot, db_path, settings)
    home = window.home
    create_club(qtbot, dialogs, window, "CA Anaga")
    assert home.current_step() == "equipos"
    click(qtbot, home.skipButtons["equipos"])
    assert home.current_step() == "competicion"
    assert home.stepStatus["equipos"].text() == "<b>↷</b>"
    assert not home.skipButtons["equipos"].isVisible()
    window.close()
    db.close()

    # Another day: the skip is remembered, and the step is still there to be done.
    db, window = open_window(qtbot, db_path, settings)
    home = window.home
    assert home.stepStatus["equipos"].text() == "<b>↷</b>"
    assert home.current_step() == "competicion"
    dialogs.expect(lambda d: click(qtbot, d.buttonBox.button(SAVE)))
    click(qtbot, home.addTeamButton)
    assert home.stepStatus["equipos"].text() == "<b>✔</b>"
    window.close()
    db.close()


def test_the_guide_on_an_empty_database_fits_a_laptop_in_both_languages(
    qtbot, db_path, settings, qapp
):
    from delegate_app.ui import i18n
    from tests.helpers.screen_fit import clipped
    from tests.helpers.surfaces import settle

    try:
        for language in ("es", "en"):
            i18n.install_language(qapp, language)
            db, window = open_window(qtbot, db_path, settings)
            settle()
            assert window.home.createClubButton.isVisible()
            assert not clipped(window), (language, clipped(window))
            window.close()
            db.close()
    finally:
        i18n.install_language(qapp, i18n.SPANISH)
