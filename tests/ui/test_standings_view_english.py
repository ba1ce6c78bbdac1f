"""The league table in English says its summary and its tie-break steps in English (found by
the season walk, issue 25: the line over the table and the «Desempate» column stayed Spanish)."""

from __future__ import annotations

from delegate_app.domain.competition import Sport
from delegate_app.store import results
from delegate_app.ui import i18n
from delegate_app.ui.standings_view import StandingsView
from tests.helpers.leagues import full_encounter, make_league


def test_DO_standings_in_english_name_the_tie_break_and_the_summary_in_english(qtbot, db, qapp):
    competition_id, matches = make_league(db, teams=2, sport=Sport.DOMINO)
    results.set_partida_results(db, matches[0].id, full_encounter(home_wins=4))  # 4-4, a tie
    i18n.install_language(qapp, i18n.ENGLISH)
    try:
        view = StandingsView()
        qtbot.addWidget(view)
        view.set_standings(results.competition_standings(db, competition_id))
        summary = view.summaryLabel.text()
        last = view.table.columnCount() - 1
        steps = {view.table.item(r, last).text() for r in range(view.table.rowCount())}
    finally:
        i18n.install_language(qapp, i18n.SPANISH)
    assert summary.startswith("1 of 2 encuentros with a result"), summary
    assert "diferencia" not in summary and "empates" not in summary
    assert steps == {"Points difference"}, steps
