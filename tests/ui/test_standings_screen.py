"""Competiciones as a delegate uses it: results entered match by match, the table that follows,
the figures behind every tie, and the files it exports."""

from __future__ import annotations

from datetime import timedelta

from PySide6.QtCore import QDateTime, Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel
from sqlmodel import select

from delegate_app.domain.chess.standings import BoardResult
from delegate_app.domain.competition import Sport
from delegate_app.domain.standings import TiebreakStep
from delegate_app.store.clubs import create_club, create_team
from delegate_app.store.models import Competition, Match, MatchDay
from delegate_app.ui.main_window import COMPETITIONS, MainWindow
from delegate_app.ui.results_dialog import ResultsDialog
from delegate_app.ui.standings_view import TIED_BACKGROUND
from tests.helpers.pdf import PDFTOTEXT, assert_only_embedded_truetype, pdf_text

SAVE = QDialogButtonBox.StandardButton.Save

# Round 8 of the Preferente, match by match in calendar order: boards home–away.
ROUND_8 = [
    ["1-0", "1-0", "1-0", "1-0"],
    ["½-½", "½-½", "½-½", "½-½"],
    ["0-1", "½-½", "0-1", "1-0"],
    ["+/-", "1-0", "0-1", "½-½"],
]


def competition_id(db, category):
    with db.session() as s:
        return s.exec(select(Competition.id).where(Competition.category == category)).one()


def open_screen(qtbot, db, settings):
    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.show()
    window.show_screen(COMPETITIONS)
    return window, window.competitions


def table_by_team(view):
    """Team name -> (J, Puntos) as the table shows them."""
    table = view.table
    return {
        table.item(r, 1).text(): (int(table.item(r, 2).text()), int(table.item(r, 6).text()))
        for r in range(table.rowCount())
    }


def select_team_row(view, predicate):
    for index, row in enumerate(view.standings.rows):
        if predicate(row):
            view.table.selectRow(index)
            return row
    raise AssertionError("no such row")


def expected_points(boards, win=2, draw=1):
    halves = [BoardResult.parse(b).halves for b in boards]
    home, away = sum(h for h, _ in halves), sum(a for _, a in halves)
    if home == away:
        return draw, draw
    return (win, 0) if home > away else (0, win)


def test_a_round_of_results_updates_the_table_and_ties_show_their_figures(
    qtbot, demo_db, dialogs, message_log, settings
):
    db = demo_db
    window, screen = open_screen(qtbot, db, settings)
    screen.select_competition(competition_id(db, "Preferente"))
    view = screen.standingsView
    screen.tabs.setCurrentWidget(screen.standingsTab)

    # The demo's table: the Holandés tie shows the mini-league and the sums.
    row = select_team_row(
        view, lambda r: r.tiebreak is not None and r.tiebreak.step is TiebreakStep.HOLANDES
    )
    assert view.detailLabel.text() == row.explanation
    figures = view.figuresView.toPlainText()
    assert "Resultado particular entre" in figures and "Suma holandesa" in figures
    assert "tablero 1 ×4, tablero 2 ×3, tablero 3 ×2 y tablero 4 ×1" in figures
    tied = [r for r in range(view.table.rowCount()) if view.standings.rows[r].tiebreak]
    for r in range(view.table.rowCount()):
        colour = view.table.item(r, 0).background().color().name()
        assert (colour == TIED_BACKGROUND) == (r in tied)
    before = table_by_team(view)

    # Round 8, entered from the calendar as the delegate would, match by match.
    screen.tabs.setCurrentWidget(screen.calendarTab)
    round_8 = [m for m in screen._matches if m.round_number == 8]
    assert len(round_8) == 4
    for match, boards in zip(round_8, ROUND_8, strict=True):
        screen.select_match(match.id)

        def enter(dialog, boards=boards, match=match):
            assert dialog.view.home_team == match.home_team
            assert dialog.combos[1].itemText(1) == "1-0 · gana el local (blancas)"
            assert dialog.combos[2].itemText(1) == "1-0 · gana el local (negras)"
            for board, value in enumerate(boards, start=1):
                combo = dialog.combos[board]
                combo.setCurrentIndex(combo.findData(BoardResult.parse(value).value))
            assert "El encuentro queda como jugado" in dialog.scoreLabel.text()
            qtbot.mouseClick(dialog.buttonBox.button(SAVE), Qt.MouseButton.LeftButton)

        dialogs.expect(enter)
        qtbot.mouseClick(screen.resultsButton, Qt.MouseButton.LeftButton)
        assert screen.selected_match().id == match.id

    calendar = screen.calendarTable
    shown = {
        calendar.item(r, 2).text(): (calendar.item(r, 4).text(), calendar.item(r, 5).text())
        for r in range(calendar.rowCount())
        if calendar.item(r, 0).text() == "8"
    }
    assert shown[round_8[0].home_team] == ("4-0", "Jugado")
    assert shown[round_8[2].home_team] == ("1½-2½", "Jugado")

    after = table_by_team(view)
    for match, boards in zip(round_8, ROUND_8, strict=True):
        home_points, away_points = expected_points(boards)
        assert after[match.home_team] == (8, before[match.home_team][1] + home_points)
        assert after[match.away_team] == (8, before[match.away_team][1] + away_points)
    assert view.summaryLabel.text().startswith("32 de 56 encuentros con resultado")

    # Any team still level on points explains itself when selected; one that is not says so.
    screen.tabs.setCurrentWidget(screen.standingsTab)
    row = select_team_row(view, lambda r: r.tiebreak is not None)
    assert row.explanation.startswith("Empatado a ")
    assert view.detailLabel.text() == row.explanation
    assert view.figuresView.toPlainText().startswith("1. ")
    row = select_team_row(view, lambda r: r.tiebreak is None)
    assert "no está empatado" in view.detailLabel.text()
    assert message_log.shown == []
    window.close()


def test_a_refused_domino_result_keeps_the_dialog_open_until_it_is_right(
    qtbot, demo_db, dialogs, message_log, settings
):
    db = demo_db
    window, screen = open_screen(qtbot, db, settings)
    screen.select_competition(competition_id(db, "Liga Insular"))
    match = next(m for m in screen._matches if m.round_number == 8)
    screen.select_match(match.id)
    assert screen.standingsView.table.horizontalHeaderItem(7).text() == "Partidas"
    before = table_by_team(screen.standingsView)
    seen = {}

    def enter(dialog):
        for index, (home, away) in enumerate(dialog.spins.values()):
            home.setValue(300 if index < 5 else 180)
            away.setValue(210 if index < 5 else 320)
        _first_home, first_away = dialog.spins[(1, 1)]
        first_away.setValue(305)  # both pairs past the target: impossible
        qtbot.mouseClick(dialog.buttonBox.button(SAVE), Qt.MouseButton.LeftButton)
        seen["refused"] = list(message_log.shown)
        assert dialog.isVisible()
        first_away.setValue(150)
        assert dialog.winnerLabels[(1, 1)].text() == "local"
        assert "5-3 en partidas" in dialog.scoreLabel.text()
        qtbot.mouseClick(dialog.buttonBox.button(SAVE), Qt.MouseButton.LeftButton)

    dialogs.expect(enter)
    qtbot.mouseClick(screen.resultsButton, Qt.MouseButton.LeftButton)
    [(kind, title, text)] = seen["refused"]
    assert (kind, title) == ("error", "Resultados no guardados")
    assert "mesa 1, partida 1: las dos parejas pasan de 300" in text
    after = table_by_team(screen.standingsView)
    assert after[match.home_team] == (8, before[match.home_team][1] + 3)
    assert after[match.away_team] == (8, before[match.away_team][1])
    window.close()


def test_exports_of_the_table_and_the_calendar(
    qtbot, spanish_app, demo_db, message_log, settings, tmp_path
):
    # spanish_app: the messages' plurals come from the Spanish catalogue ("8 equipos", not
    # "equipo(s)"); without it the test passed only after another file had installed it.
    db = demo_db
    window, screen = open_screen(qtbot, db, settings)
    screen.select_competition(competition_id(db, "Preferente"))

    message_log.files.append(str(tmp_path / "tabla"))
    qtbot.mouseClick(screen.exportCsvButton, Qt.MouseButton.LeftButton)
    data = (tmp_path / "tabla.csv").read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    lines = data.decode("utf-8-sig").splitlines()
    assert lines[0].startswith("Pos.;Equipo;J;G;E;P;Puntos;Puntos de partida")
    assert len(lines) == 9 and "resultado particular" in lines[1]

    message_log.files.append(str(tmp_path / "tabla.pdf"))
    qtbot.mouseClick(screen.exportPdfButton, Qt.MouseButton.LeftButton)
    pdf = (tmp_path / "tabla.pdf").read_bytes()
    assert pdf.startswith(b"%PDF-")
    assert_only_embedded_truetype(pdf)
    if PDFTOTEXT:
        text = " ".join(pdf_text(pdf).split())  # lines wrap anywhere
        assert "Clasificación" in text and "resuelto por el Sistema Holandés" in text
        assert "Suma holandesa" in text

    message_log.files.append(str(tmp_path / "calendario.csv"))
    qtbot.mouseClick(screen.exportCalendarButton, Qt.MouseButton.LeftButton)
    calendar = (tmp_path / "calendario.csv").read_text(encoding="utf-8-sig").splitlines()
    assert calendar[0] == "Ronda;Fecha;Hora;Local;Visitante;Lugar;Estado"
    assert len(calendar) == 57
    assert not screen.importCalendarButton.isEnabled()  # it already has a calendar

    assert [(kind, title) for kind, title, _ in message_log.shown] == [
        ("info", "Clasificación exportada"),
        ("info", "Clasificación exportada"),
        ("info", "Calendario exportado"),
    ]
    assert "8 equipos guardados en «tabla.csv»" in message_log.shown[0][2]
    window.close()


def test_importing_a_calendar_into_a_new_competition(
    qtbot, db, dialogs, message_log, settings, tmp_path
):
    with db.session() as s, s.begin():
        competition = Competition(
            name="Liga Insular — Segunda", sport="ajedrez", category="Segunda", season="2026-2027"
        )
        s.add(competition)
    for name in ("Alfa", "Beta"):
        club = create_club(db, f"Club {name}", Sport.CHESS, "La Laguna", f"Sede {name}")
        create_team(db, club.id, "A", name, competition.id)
    bad = tmp_path / "malo.csv"
    bad.write_text("Ronda;Fecha;Hora;Local;Visitante\n1;03/10/2026;16:00;Alfa;Gamma\n")
    good = tmp_path / "bueno.csv"
    good.write_text(
        "Ronda;Fecha;Hora;Local;Visitante\n"
        "1;03/10/2026;16:00;Alfa;Beta\n"
        "2;10/10/2026;16:00;Beta;Alfa\n",
        encoding="utf-8",
    )
    window, screen = open_screen(qtbot, db, settings)
    screen.select_competition(competition.id)
    assert screen.calendarTable.rowCount() == 0
    assert screen.importCalendarButton.isEnabled()

    # The preview lists every line; a bad file cannot be imported.
    def refused(dialog):
        text = "\n".join(
            dialog.problemsList.item(i).text() for i in range(dialog.problemsList.count())
        )
        assert "Línea 2: el equipo visitante «Gamma» no está inscrito" in text
        assert dialog.table.item(0, 0).text() == "2"
        assert not dialog.importButton.isEnabled()

    message_log.files.append(str(bad))
    dialogs.expect(refused)
    qtbot.mouseClick(screen.importCalendarButton, Qt.MouseButton.LeftButton)
    assert message_log.shown == []
    assert screen.calendarTable.rowCount() == 0

    def accepted(dialog):
        assert dialog.table.item(1, 2).text() == "correcto"
        qtbot.mouseClick(dialog.importButton, Qt.MouseButton.LeftButton)

    message_log.files.append(str(good))
    dialogs.expect(accepted)
    qtbot.mouseClick(screen.importCalendarButton, Qt.MouseButton.LeftButton)
    assert message_log.shown[-1][:2] == ("info", "Calendario importado")
    assert screen.calendarTable.rowCount() == 2
    assert screen.calendarTable.item(0, 6).text() == "Sede Alfa"
    assert not screen.importCalendarButton.isEnabled()
    assert screen.standingsView.table.rowCount() == 2
    window.close()


def test_moving_a_match_warns_with_the_articles_and_keeps_the_official_date(
    qtbot, demo_db, dialogs, message_log, settings
):
    db = demo_db
    window, screen = open_screen(qtbot, db, settings)
    screen.select_competition(competition_id(db, "Preferente"))
    match = next(m for m in screen._matches if m.round_number == 9)
    screen.select_match(match.id)
    new = match.scheduled_at + timedelta(days=4, hours=3)

    def move(dialog):
        assert "Fecha oficial:" in dialog.findChild(QLabel).text()
        dialog.dateEdit.setDateTime(QDateTime(new.date(), new.time()))
        # No written request and no agreement: saved anyway, with the CH-6.2 warnings.
        qtbot.mouseClick(dialog.buttonBox.button(SAVE), Qt.MouseButton.LeftButton)

    dialogs.expect(move)
    qtbot.mouseClick(screen.moveButton, Qt.MouseButton.LeftButton)
    [(kind, title, text)] = message_log.shown
    assert (kind, title) == ("warn", "Fecha cambiada, con avisos")
    assert "por escrito" in text and "acuerdo de ambos equipos" in text
    assert text.count("⚠ Art. 6.2") == 2
    row = next(
        r for r in range(screen.calendarTable.rowCount()) if screen._matches[r].id == match.id
    )
    assert screen.calendarTable.item(row, 5).text() == "Aplazado"
    assert screen.calendarTable.item(row, 1).toolTip().startswith("Fecha oficial: ")
    moved = screen.selected_match()
    assert (moved.scheduled_at, moved.played_at) == (match.scheduled_at, new)
    window.close()


def test_a_closed_acta_shows_its_results_without_letting_them_change(qtbot, demo_db):
    db = demo_db
    with db.session() as s, s.begin():
        match = s.exec(select(Match).where(Match.status == "jugado").order_by(Match.id)).first()
        closed = match.scheduled_at + timedelta(hours=5)
        s.add(
            MatchDay(
                match_id=match.id,
                official_start=match.scheduled_at,
                locked_at=closed,
                updated_at=closed,
            )
        )
    dialog = ResultsDialog(db, match.id)
    qtbot.addWidget(dialog)
    assert "Acta cerrada" in dialog.findChild(QLabel).text()
    assert not dialog.buttonBox.button(SAVE).isEnabled()
    assert not dialog.clearButton.isEnabled()
    assert all(not combo.isEnabled() for combo in dialog.combos.values())
    assert all(combo.currentData() for combo in dialog.combos.values())
