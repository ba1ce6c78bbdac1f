"""Issue 25: a board pending the committee on a locked acta, and the committee's decision in the
terms the tables compute with (R25-1 to R25-3 in docs/reglas.md)."""

from __future__ import annotations

from datetime import date, datetime

import pytest
from sqlmodel import select

from delegate_app.store import committee, competition_standings, results
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.errors import StoreError
from delegate_app.store.models import MatchDay
from tests.helpers.leagues import by_name, make_league

NOW = datetime(2026, 10, 3, 20, 30)


def lock(db, match_id):
    with db.session() as s, s.begin():
        acta = s.exec(select(MatchDay).where(MatchDay.match_id == match_id)).one()
        acta.locked_at, acta.content_hash = NOW, "0" * 64
        s.add(acta)


def acta_with(db, match_id, texts):
    for board, text in enumerate(texts, start=1):
        chess_acta.set_result(db, match_id, board, text, now=NOW)
    lock(db, match_id)


def decide(db, match_id, reference, **what):
    return committee.record_decision(
        db, match_id, date(2026, 10, 10), reference, now=datetime(2026, 10, 10, 12), **what
    )


def test_CH_12_a_locked_acta_with_a_board_pending_keeps_the_competition_readable(db):
    competition_id, matches = make_league(db)
    match = matches[0]
    acta_with(db, match.id, ["1-0", "pendiente (1-0)", "½-½", "0-1"])
    standings = competition_standings.competition_standings(db, competition_id)
    assert standings.matches_counted == 0 and standings.incomplete == (match.id,)
    score = competition_standings.match_scores(db, competition_id)[match.id]
    assert (score.text, score.complete) == ("1½-1½", False)
    view = results.match_results(db, match.id)
    assert view.board_results.keys() == {1, 3, 4}
    assert {b: o.label for b, o in view.open_boards.items()} == {
        2: "Pendiente del Comité de Competición (sobre el tablero, 1-0)"
    }


@pytest.mark.parametrize(
    "state", ["aplazada", "pendiente", "no jugada (sala cerrada)", "sin resultado"]
)
def test_CH_7_every_open_board_state_leaves_the_match_incomplete(db, state):
    competition_id, matches = make_league(db)
    acta_with(db, matches[0].id, ["1-0", state, "1-0", "1-0"])
    assert competition_standings.competition_standings(db, competition_id).incomplete == (
        matches[0].id,
    )


def test_R25_1_the_committee_decides_the_pending_board_and_the_table_counts_it(db):
    competition_id, matches = make_league(db)
    match = matches[0]
    acta_with(db, match.id, ["1-0", "pendiente (1-0)", "½-½", "0-1"])
    line = decide(db, match.id, "CC 3/2026", boards={2: "0-1"})
    assert line.ruling.summary() == "tablero 2: 0-1"
    standings = competition_standings.competition_standings(db, competition_id)
    assert standings.matches_counted == 1
    rows = by_name(standings)
    home, away = rows[standings.name(match.home_team_id)], rows[standings.name(match.away_team_id)]
    assert (home.game_points, away.game_points) == (1.5, 2.5)
    assert competition_standings.match_scores(db, competition_id)[match.id].complete


def test_R25_1_a_double_forfeit_and_a_replay(db):
    competition_id, matches = make_league(db)
    match = matches[0]
    acta_with(db, match.id, ["1-0", "pendiente (1-0)", "1-0", "1-0"])
    decide(db, match.id, "CC 4/2026", boards={2: "repetir"})
    assert competition_standings.competition_standings(db, competition_id).incomplete == (match.id,)
    [replay] = results.match_results(db, match.id).open_boards.values()
    assert replay.label == "A repetir por fallo del Comité"
    decide(db, match.id, "CC 5/2026", boards={2: "-/-"})  # R25-2: the later one applies
    standings = competition_standings.competition_standings(db, competition_id)
    row = by_name(standings)[standings.name(match.home_team_id)]
    assert standings.matches_counted == 1 and row.game_points == 3


def test_R25_1_a_result_for_the_whole_match_replaces_every_board(db):
    competition_id, matches = make_league(db)
    match = matches[0]
    acta_with(db, match.id, ["1-0", "1-0", "1-0", "pendiente"])
    decide(db, match.id, "CC 6/2026", boards={b: "-/+" for b in range(1, 5)})
    assert competition_standings.match_scores(db, competition_id)[match.id].text == "0-4"


def test_R25_3_points_taken_lower_the_team_in_the_table(db):
    competition_id, matches = make_league(db)
    match = matches[0]
    acta_with(db, match.id, ["1-0", "1-0", "1-0", "1-0"])
    decide(db, match.id, "CC 7/2026", points_side="local", points=3)
    standings = competition_standings.competition_standings(db, competition_id)
    assert by_name(standings)[standings.name(match.home_team_id)].match_points == -1


@pytest.mark.parametrize(
    ("what", "message"),
    [
        ({"boards": {5: "1-0"}}, "se juega a 4 tableros"),
        ({"boards": {2: "gana el local"}}, "o que se repita la partida"),
        ({"points": 2}, "a qué equipo se descuentan"),
        ({"points_side": "local", "points": 0}, "entre 1 y 100"),
    ],
)
def test_R25_1_a_decision_that_does_not_fit_the_match_is_refused(db, what, message):
    _competition_id, matches = make_league(db)
    with pytest.raises(StoreError, match=message):
        decide(db, matches[0].id, "CC 8/2026", **what)
    assert committee.decisions(db, matches[0].id) == []


def test_R25_1_only_the_committee_orders_a_replay(db):
    _competition_id, matches = make_league(db)
    with pytest.raises(StoreError, match="solo un fallo del Comité ordena repetir"):
        chess_acta.set_result(db, matches[0].id, 1, "a repetir", now=NOW)
