"""Issue 25: the club adds a municipal holiday in Ajustes («Festivos del club…»); it is kept in
the club's database and the deadlines in business days (CH-14, CH-15.3; the domino league's)
skip it, in the guide's view and in Inicio/Encuentros alike. The reading decisions leave local
holidays to the user."""

from __future__ import annotations

from datetime import timedelta

from PySide6.QtCore import Qt

from delegate_app.domain.deadlines import HolidayCalendar
from delegate_app.store import holidays
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.database import open_database
from delegate_app.store.domino.acta_view import encounter_view
from delegate_app.store.start_summary import read_acta_deadlines
from delegate_app.ui.main_window import SETTINGS, MainWindow

CHESS_LOCKED = 7  # a locked chess acta of the demo season


def _business_rule(deadlines):
    return next(d for d in deadlines if d.rule_id in ("CH-14", "CH-15.3"))


def test_a_municipal_holiday_added_in_ajustes_moves_the_deadlines(
    qtbot, demo_db, dialogs, settings, spanish_app
):
    before = _business_rule(chess_acta.acta_view(demo_db, CHESS_LOCKED).deadlines)
    played = chess_acta.acta_view(demo_db, CHESS_LOCKED).official_start.date()
    # the first business day after the match: a day the deadline counts
    holiday = HolidayCalendar.of().business_day_after(played, 1)
    window = MainWindow(demo_db, settings)
    qtbot.addWidget(window)
    window.show_screen(SETTINGS)

    def add(dialog):
        dialog.dateEdit.setText("31/02/2026")
        dialog.nameEdit.setText("Fiestas de San Andrés")
        qtbot.mouseClick(dialog.addButton, Qt.MouseButton.LeftButton)
        assert "no es una fecha legible" in dialog.errorLabel.text()
        dialog.dateEdit.setText(f"{holiday:%d/%m/%Y}")
        qtbot.mouseClick(dialog.addButton, Qt.MouseButton.LeftButton)
        assert dialog.errorLabel.text() == ""
        assert dialog.table.rowCount() == 1
        assert dialog.table.item(0, 1).text() == "Fiestas de San Andrés"
        dialog.dateEdit.setText(f"{holiday:%d/%m/%Y}")
        dialog.nameEdit.setText("Otra vez")
        qtbot.mouseClick(dialog.addButton, Qt.MouseButton.LeftButton)
        assert "ya figura como festivo del club" in dialog.errorLabel.text()

    dialogs.expect(add)
    qtbot.mouseClick(window.settings_screen.holidaysButton, Qt.MouseButton.LeftButton)

    # kept in the club's database: another connection reads it
    other = open_database(demo_db.path)
    try:
        assert [(h.day, h.name) for h in holidays.list_holidays(other)] == [
            (holiday, "Fiestas de San Andrés")
        ]
    finally:
        other.close()
    after = _business_rule(chess_acta.acta_view(demo_db, CHESS_LOCKED).deadlines)
    assert after.rule_id == before.rule_id
    assert after.due.date() > before.due.date()
    [listed] = read_acta_deadlines(demo_db.path, match_ids={CHESS_LOCKED})
    assert _business_rule(listed.deadlines).due == after.due


def test_a_holiday_is_removed_and_the_domino_deadlines_skip_it_too(demo_db):
    from sqlmodel import select

    from delegate_app.store.models import Competition, Match, MatchDay, Round

    with demo_db.session() as s:
        match_id = s.exec(
            select(Match.id)
            .join(MatchDay, MatchDay.match_id == Match.id)
            .join(Round, Round.id == Match.round_id)
            .join(Competition, Competition.id == Round.competition_id)
            .where(Competition.sport == "domino")
        ).first()
    view = encounter_view(demo_db, match_id)
    before = max(view.deadlines, key=lambda d: d.due)
    played = (view.played_at or view.official_start).date()
    days = HolidayCalendar.of()
    between = [
        played + timedelta(days=n)
        for n in range(1, (before.due.date() - played).days + 1)
        if days.is_business_day(played + timedelta(days=n))
    ]
    assert between, "the domino deadline counts business days"
    holidays.add_holiday(demo_db, between[0], "Fiesta local")
    moved = max(encounter_view(demo_db, match_id).deadlines, key=lambda d: d.due)
    assert moved.due > before.due
    holidays.remove_holiday(demo_db, between[0])
    assert max(encounter_view(demo_db, match_id).deadlines, key=lambda d: d.due).due == before.due
