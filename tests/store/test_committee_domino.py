"""Issue 25, domino: a decision of the Comité about an encounter in the terms the table computes
with (R25-6 in docs/reglas.md): a partida's tantos, its replay, a table's and the whole
encounter's result, points taken."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from delegate_app.domain.competition import Sport
from delegate_app.store import committee, results
from delegate_app.store.errors import StoreError
from tests.helpers.leagues import by_name, full_encounter, make_league

NOW = datetime(2026, 10, 3, 20, 30)


def decide(db, match_id, **what):
    return committee.record_decision(
        db, match_id, date(2026, 10, 10), "CC 9/2026", now=datetime(2026, 10, 10, 12), **what
    )


@pytest.fixture
def league(db):
    competition_id, matches = make_league(db, sport=Sport.DOMINO)
    match = matches[0]
    results.set_partida_results(db, match.id, full_encounter(home_wins=5), now=NOW)  # 5-3
    return competition_id, match


def rows(db, competition_id, match):
    standings = results.competition_standings(db, competition_id)
    found = by_name(standings)
    return (
        standings,
        found[standings.name(match.home_team_id)],
        found[standings.name(match.away_team_id)],
    )


def test_DO_20_the_committee_fixes_a_partidas_tantos_and_the_pair_ahead_wins(db, league):
    competition_id, match = league
    line = decide(db, match.id, partidas={(1, 1): "150-220"})  # was 312-187 to the home pair
    assert line.ruling.summary() == "mesa 1, partida 1: 150-220"
    view = results.match_results(db, match.id)
    assert view.partidas[(1, 1)].winner == "visitante" and view.score_text == "4-4"
    standings, home, away = rows(db, competition_id, match)
    assert standings.matches_counted == 1
    assert (home.partidas_won, away.partidas_won) == (4, 4)
    assert home.league_points == away.league_points == 1


def test_DO_20_a_replayed_partida_leaves_the_encounter_out_until_decided(db, league):
    competition_id, match = league
    decide(db, match.id, partidas={(2, 2): "repetir"})
    view = results.match_results(db, match.id)
    assert view.open_partidas == {(2, 2)} and (2, 2) not in view.partidas
    standings, _home, _away = rows(db, competition_id, match)
    assert standings.matches_counted == 0 and standings.incomplete == (match.id,)
    assert not results.match_scores(db, competition_id)[match.id].complete
    decide(db, match.id, partidas={(2, 2): "300-10"})  # R25-2: the later decision settles it
    assert results.match_results(db, match.id).open_partidas == frozenset()
    assert results.competition_standings(db, competition_id).matches_counted == 1


def test_DO_20_a_tables_and_the_whole_encounters_result(db, league):
    competition_id, match = league
    whole = {(t, p): "0-300" for t in range(1, 5) for p in (1, 2)}
    decide(db, match.id, partidas=whole)
    _standings, home, away = rows(db, competition_id, match)
    assert (home.partidas_won, away.partidas_won) == (0, 8)
    assert (home.points_for, away.points_for) == (0, 2400)
    assert (home.league_points, away.league_points) == (0, 3)


def test_R25_3_points_taken_from_a_domino_team(db, league):
    competition_id, match = league
    decide(db, match.id, points_side="local", points=2)
    _standings, home, _away = rows(db, competition_id, match)
    assert home.league_points == 3 - 2


@pytest.mark.parametrize(
    ("partidas", "message"),
    [
        ({(5, 1): "300-10"}, "4 mesas de 2 partidas"),
        ({(1, 3): "300-10"}, "4 mesas de 2 partidas"),
        ({(1, 1): "200-200"}, "empate a tantos"),
        ({(1, 1): "999-10"}, "entre 0 y 468"),
        ({(1, 1): "gana el local"}, "fija los tantos"),
    ],
)
def test_DO_20_a_decision_that_does_not_fit_the_encounter_is_refused(db, league, partidas, message):
    _competition_id, match = league
    with pytest.raises(StoreError, match=message):
        decide(db, match.id, partidas=partidas)
    assert committee.decisions(db, match.id) == []


def test_R25_6_a_chess_match_has_no_partidas_of_domino(db):
    _competition_id, matches = make_league(db, prefix="Ajedrez")
    with pytest.raises(StoreError, match="no tiene mesas"):
        decide(db, matches[0].id, partidas={(1, 1): "300-10"})
