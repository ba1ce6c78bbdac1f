"""CH-20.1 on the standings screen and in its PDF: a no-show on an acta eliminates the team."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QApplication
from sqlmodel import select

from delegate_app.documents.standings_report import write_standings_pdf
from delegate_app.store import acta
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.competition_standings import competition_standings
from delegate_app.store.models import Competition, Match, Round, Team
from delegate_app.ui.main_window import COMPETITIONS, MainWindow
from delegate_app.ui.standings_view import ELIMINATED_TEXT
from tests.helpers.pdf import needs_pdftotext, raw_text

CAPTURES = os.environ.get("DELEGADO_CAPTURES")


def _preferente_match(db, round_number):
    with db.session() as s:
        competition = s.exec(select(Competition).where(Competition.category == "Preferente")).one()
        match = s.exec(
            select(Match)
            .join(Round, Round.id == Match.round_id)
            .where(Round.competition_id == competition.id, Round.number == round_number)
        ).first()
        away = s.get(Team, match.away_team_id)
        return competition.id, match, away.name


@needs_pdftotext
def test_CH_20_1_a_recorded_no_show_marks_the_team_eliminated_on_screen_and_in_the_pdf(
    qtbot, demo_db, settings, tmp_path
):
    db = demo_db
    competition_id, match, away_name = _preferente_match(db, 10)
    assert not any(r.eliminated for r in competition_standings(db, competition_id).rows)
    acta.open_acta(db, match.id, match.scheduled_at)
    chess_acta.record_incident(db, match.id, "incomparecencia", {"lado": "visitante"})
    standings = competition_standings(db, competition_id)
    last = standings.rows[-1]
    assert standings.name(last.team_id) == away_name
    assert last.eliminated == "Eliminado: incomparecencia en la ronda 10 (art. 20.1)"
    assert last.position == len(standings.rows)

    window = MainWindow(db, settings)
    qtbot.addWidget(window)
    window.show()
    window.show_screen(COMPETITIONS)
    screen = window.competitions
    screen.select_competition(competition_id)
    screen.tabs.setCurrentWidget(screen.standingsTab)
    view = screen.standingsView
    table = view.table
    bottom = table.rowCount() - 1
    assert table.item(bottom, 1).text() == away_name
    assert table.item(bottom, table.columnCount() - 1).text() == last.eliminated
    assert table.item(bottom, 0).foreground().color().name() == ELIMINATED_TEXT
    assert f"eliminados por incomparecencia (art. 20.1): {away_name}" in view.summaryLabel.text()
    view.table.selectRow(bottom)
    assert view.detailLabel.text() == f"{away_name}: {last.eliminated}"
    if CAPTURES:
        window.resize(1280, 760)
        QApplication.processEvents()
        window.grab().save(str(Path(CAPTURES) / "i14-clasificacion-eliminado.png"))
    pdf = tmp_path / "tabla.pdf"
    write_standings_pdf(standings, pdf)
    text = " ".join(raw_text(pdf.read_bytes()).split())
    assert "Eliminado: incomparecencia en la ronda 10 (art. 20.1)" in text
    assert f"eliminados por incomparecencia (art. 20.1): {away_name}" in text
    window.close()


def test_CH_20_1_a_withdrawn_no_show_eliminates_nobody(demo_db):
    db = demo_db
    competition_id, match, _away = _preferente_match(db, 10)
    acta.open_acta(db, match.id, match.scheduled_at)
    entry = chess_acta.record_incident(db, match.id, "incomparecencia", {"lado": "local"})
    chess_acta.record_incident(
        db, match.id, "anulacion", {"motivo": "Llegaron a tiempo"}, corrects_id=entry.id
    )
    assert not any(r.eliminated for r in competition_standings(db, competition_id).rows)
