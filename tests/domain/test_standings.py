"""League tables and tie-breaks: CH-7 (scoring), CH-5.1 a/b/c, the domino decisions; properties."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from delegate_app.domain.calendar import double_round_robin
from delegate_app.domain.chess.standings import BoardResult, ChessMatchResult, chess_standings
from delegate_app.domain.competition import MatchPoints
from delegate_app.domain.domino.standings import (
    DominoEncounterResult,
    DominoPartida,
    domino_standings,
)
from delegate_app.domain.sides import Side
from delegate_app.domain.standings import TiebreakStep

A, B, C, D, E, F = 1, 2, 3, 4, 5, 6
NAMES = {A: "Club A", B: "Club B", C: "Club C", D: "Club D", E: "Club E", F: "Club F"}

HOME_WINS = ("1-0", "1-0", "½-½", "0-1")  # 2½-1½, Holandés 8-2
AWAY_WINS = ("0-1", "0-1", "½-½", "1-0")  # 1½-2½, Holandés 2-8
DRAWN = ("1-0", "0-1", "½-½", "½-½")  # 2-2, Holandés 6½-3½


def match(home, away, boards):
    return ChessMatchResult(home, away, boards)


def order(rows):
    return [row.team_id for row in rows]


def row_of(rows, team):
    return next(row for row in rows if row.team_id == team)


# --- CH-7: scoring -----------------------------------------------------------------------------


def test_CH_7_match_score_is_the_sum_of_the_boards():
    result = match(A, B, ("1-0", "½-½", "0-1", "1-0"))
    assert result.score == (2.5, 1.5)
    rows = chess_standings([A, B], [result])
    assert order(rows) == [A, B]
    assert (row_of(rows, A).match_points, row_of(rows, A).game_points) == (2, 2.5)
    assert (row_of(rows, B).match_points, row_of(rows, B).game_points) == (0, 1.5)
    assert row_of(rows, A).game_points_against == 1.5
    assert (row_of(rows, A).won, row_of(rows, B).lost) == (1, 1)


def test_CH_7_a_2_2_match_is_a_draw_worth_one_point_each():
    rows = chess_standings([A, B], [match(A, B, DRAWN)])
    assert [(row.match_points, row.drawn, row.game_points) for row in rows] == [
        (1, 1, 2.0),
        (1, 1, 2.0),
    ]


def test_CH_7_match_points_are_a_setting():
    # A: a win and a loss; B: two draws. Level at 2/1/0, A ahead at 3/1/0.
    results = [
        match(A, C, ("1-0", "1-0", "1-0", "1-0")),
        match(D, A, ("1-0", "1-0", "1-0", "1-0")),
        match(B, C, DRAWN),
        match(B, D, DRAWN),
    ]
    two = chess_standings([B, A, C, D], results)
    assert row_of(two, A).match_points == row_of(two, B).match_points == 2
    three = chess_standings([B, A, C, D], results, MatchPoints(3, 1, 0))
    assert (row_of(three, A).match_points, row_of(three, B).match_points) == (3, 2)
    assert order(three).index(A) < order(three).index(B)
    assert chess_standings([B, A, C, D], results, (3, 1, 0)) == three


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("1-0", BoardResult.HOME_WIN),
        ("½-½", BoardResult.DRAW),
        ("1/2-1/2", BoardResult.DRAW),
        ("=", BoardResult.DRAW),
        ("0,5-0,5", BoardResult.DRAW),
        ("0 – 1", BoardResult.AWAY_WIN),
        ("+/-", BoardResult.HOME_BY_FORFEIT),
        ("+-", BoardResult.HOME_BY_FORFEIT),
        ("-/+", BoardResult.AWAY_BY_FORFEIT),
        ("-/-", BoardResult.DOUBLE_FORFEIT),
        ("--", BoardResult.DOUBLE_FORFEIT),
    ],
)
def test_CH_7_board_results_as_typed_on_the_acta(typed, expected):
    assert BoardResult.parse(typed) is expected
    assert match(A, B, (typed,)).boards == (expected,)


def test_CH_7_unknown_board_result_is_refused_in_spanish():
    with pytest.raises(ValueError, match="Resultado de tablero desconocido"):
        match(A, B, ("2-0",))


def test_results_must_be_consistent_with_the_table():
    with pytest.raises(ValueError, match="no está en la clasificación"):
        chess_standings([A, B], [match(A, C, HOME_WINS)])
    with pytest.raises(ValueError, match="repite"):
        chess_standings([A, A], [])
    with pytest.raises(ValueError, match="sí mismo"):
        match(A, A, HOME_WINS)
    with pytest.raises(ValueError, match="ningún tablero"):
        match(A, B, ())


def test_a_team_without_results_shows_zeros():
    rows = chess_standings([A, B, C], [match(A, B, HOME_WINS)])
    assert [(row.team_id, row.position) for row in rows] == [(A, 1), (B, 2), (C, 2)]
    c_row = row_of(rows, C)
    assert (c_row.played, c_row.match_points, c_row.game_points) == (0, 0, 0.0)


# --- forfeits ----------------------------------------------------------------------------------


def test_forfeits_count_as_results_in_the_score_and_the_holandes():
    result = match(A, B, ("+/-", "-/+", "-/-", "½-½"))
    assert result.score == (1.5, 1.5)
    # board 1 (+/-) ×4 for A, board 2 (-/+) ×3 for B, board 3 counts for nobody, board 4 ½×1 each
    assert result.holandes == (4.5, 3.5)
    rows = chess_standings([B, A], [result])
    assert order(rows) == [A, B]
    assert rows[0].tiebreak.step is TiebreakStep.HOLANDES
    assert [row.game_points for row in rows] == [1.5, 1.5]


def test_forfeits_whole_lineup_no_show_of_one_team_is_a_4_0_win():
    rows = chess_standings([A, B], [match(A, B, ("+/-",) * 4)])
    assert [(row.team_id, row.match_points, row.game_points) for row in rows] == [
        (A, 2, 4.0),
        (B, 0, 0.0),
    ]


def test_forfeits_on_both_sides_score_nothing_and_the_match_is_0_0():
    result = match(A, B, ("-/-",) * 4)
    assert result.score == (0.0, 0.0)
    rows = chess_standings([A, B], [result])
    assert [(row.match_points, row.game_points, row.drawn) for row in rows] == [
        (1, 0.0, 1),
        (1, 0.0, 1),
    ]
    assert all(row.tiebreak.playoff_needed for row in rows)


# --- CH-5.1 b: Sistema Holandés ----------------------------------------------------------------


def test_CH_5_1_holandes_worked_example_of_rules_md():
    result = match(A, B, ("1-0", "½-½", "½-½", "0-1"))
    assert result.score == (2.0, 2.0)
    assert result.holandes == (6.5, 3.5)


def test_CH_5_1_holandes_weights_n_boards_n_to_1():
    assert match(A, B, ("1-0", "0-1", "½-½")).holandes == (3.5, 2.5)
    assert match(A, B, ("0-1",) * 6).holandes == (0.0, 21.0)


def test_CH_5_1_two_teams_level_after_a_2_2_match_are_split_by_the_holandes():
    rows = chess_standings([B, A], [match(A, B, ("1-0", "½-½", "½-½", "0-1"))], names=NAMES)
    assert order(rows) == [A, B]
    assert [row.position for row in rows] == [1, 2]
    info = rows[0].tiebreak
    assert info.group == (B, A)
    assert [stage.step for stage in info.stages] == [
        TiebreakStep.PARTICULAR,
        TiebreakStep.HOLANDES,
    ]
    particular, holandes = info.stages
    assert not particular.separated
    assert {(f.team_id, f.value) for f in holandes.figures} == {(A, 6.5), (B, 3.5)}
    assert [(m.home, m.away, m.home_score, m.away_score) for m in holandes.matches] == [
        (A, B, 6.5, 3.5)
    ]
    assert rows[0].explanation == (
        "Empatado a 1 punto con Club B: resultado particular igualado (2-2); "
        "resuelto por el Sistema Holandés (6½ frente a 3½)"
    )
    assert rows[1].explanation == (
        "Empatado a 1 punto con Club A: resultado particular igualado (2-2); "
        "resuelto por el Sistema Holandés (3½ frente a 6½)"
    )


# --- CH-5.1 a: resultado particular ------------------------------------------------------------


def test_CH_5_1_two_teams_level_on_points_head_to_head_decides():
    # B beat A 3-1, yet A has more game points: the head-to-head comes first.
    results = [match(B, A, ("1-0", "1-0", "1-0", "0-1")), match(A, C, ("1-0",) * 4)]
    rows = chess_standings([A, B, C], results, names=NAMES)
    assert row_of(rows, A).match_points == row_of(rows, B).match_points == 2
    assert row_of(rows, A).game_points > row_of(rows, B).game_points
    assert order(rows) == [B, A, C]
    assert rows[0].tiebreak.step is TiebreakStep.PARTICULAR
    assert rows[0].tiebreak.group == (A, B)
    assert rows[0].explanation == (
        "Empatado a 2 puntos con Club A: resuelto por el resultado particular (3-1)"
    )
    assert rows[1].explanation == (
        "Empatado a 2 puntos con Club B: resuelto por el resultado particular (1-3)"
    )


def test_CH_5_1_three_team_tie_separated_by_the_mini_league():
    results = [
        match(A, B, HOME_WINS),
        match(A, C, HOME_WINS),
        match(B, C, HOME_WINS),
        match(D, A, HOME_WINS),
        match(E, A, HOME_WINS),
        match(B, D, DRAWN),
        match(B, E, DRAWN),
        match(C, D, HOME_WINS),
        match(C, E, HOME_WINS),
        match(E, D, HOME_WINS),
    ]
    rows = chess_standings([A, B, C, D, E], results, names=NAMES)
    assert [(row.team_id, row.match_points) for row in rows] == [
        (E, 5),
        (A, 4),
        (B, 4),
        (C, 4),
        (D, 3),
    ]
    assert [row.position for row in rows] == [1, 2, 3, 4, 5]
    assert rows[0].tiebreak is None and rows[4].tiebreak is None
    for row in rows[1:4]:
        assert row.tiebreak.group == (A, B, C)
        assert row.tiebreak.step is TiebreakStep.PARTICULAR
        assert len(row.tiebreak.stages) == 1
    stage = rows[1].tiebreak.stages[0]
    assert stage.parts == ((A,), (B,), (C,))
    assert [(r.team_id, r.played, r.points, r.score_for) for r in stage.mini_league] == [
        (A, 2, 4, 5.0),
        (B, 2, 2, 4.0),
        (C, 2, 0, 3.0),
    ]
    assert len(stage.matches) == 3
    assert rows[1].explanation == (
        "Empatado a 4 puntos con Club B y Club C: resuelto por el resultado particular "
        "(liguilla entre ellos: Club A 4, Club B 2, Club C 0 puntos)"
    )


def test_CH_5_1_three_team_cycle_the_mini_league_cannot_split_goes_to_holandes():
    results = [
        match(A, B, ("1-0", "1-0", "½-½", "0-1")),  # Holandés A 8, B 2
        match(B, C, ("0-1", "1-0", "1-0", "1-0")),  # B 6, C 4
        match(C, A, ("½-½", "1-0", "½-½", "½-½")),  # C 6½, A 3½
        match(A, D, HOME_WINS),
        match(B, D, HOME_WINS),
        match(C, D, HOME_WINS),
    ]
    rows = chess_standings([A, B, C, D], results, names=NAMES)
    assert order(rows) == [A, C, B, D]
    assert {row.match_points for row in rows[:3]} == {4}
    for row in rows[:3]:
        particular, holandes = row.tiebreak.stages
        assert particular.step is TiebreakStep.PARTICULAR and not particular.separated
        assert {r.points for r in particular.mini_league} == {2}
        assert holandes.step is TiebreakStep.HOLANDES and holandes.group == (A, B, C)
    sums = {f.team_id: f.value for f in rows[0].tiebreak.stages[1].figures}
    assert sums == {A: 11.5, B: 8.0, C: 10.5}
    assert rows[1].explanation == (
        "Empatado a 4 puntos con Club A y Club B: resultado particular igualado (liguilla "
        "entre ellos: Club A 2, Club B 2, Club C 2 puntos); resuelto por el Sistema Holandés "
        "(Club A 11½, Club C 10½, Club B 8)"
    )


def test_CH_5_1_holandes_splits_off_one_team_then_the_pair_restarts_from_head_to_head():
    results = [
        match(A, B, ("1-0", "1-0", "½-½", "0-1")),  # Holandés A 8, B 2
        match(B, C, ("0-1", "1-0", "1-0", "1-0")),  # B 6, C 4
        match(C, A, ("1-0", "½-½", "½-½", "½-½")),  # C 7, A 3: C beat A
        match(A, D, HOME_WINS),
        match(B, D, HOME_WINS),
        match(C, D, HOME_WINS),
    ]
    rows = chess_standings([A, B, C, D], results, names=NAMES)
    assert order(rows) == [C, A, B, D]
    c_row, a_row, b_row = rows[:3]
    assert [s.step for s in b_row.tiebreak.stages] == [
        TiebreakStep.PARTICULAR,
        TiebreakStep.HOLANDES,
    ]
    assert b_row.tiebreak.stages[1].parts == ((A, C), (B,))
    assert [(s.step, s.group) for s in c_row.tiebreak.stages] == [
        (TiebreakStep.PARTICULAR, (A, B, C)),
        (TiebreakStep.HOLANDES, (A, B, C)),
        (TiebreakStep.PARTICULAR, (A, C)),
    ]
    assert c_row.tiebreak.step is TiebreakStep.PARTICULAR
    assert a_row.tiebreak.group == (A, B, C)
    assert c_row.explanation.endswith(
        "el Sistema Holandés (Club A 11, Club C 11, Club B 8) lo deja igualado con Club A; "
        "resuelto por el resultado particular (2½-1½)"
    )


def _double_round_robin_tie():
    """A, B, C level at 8: A beat B and C twice, B and C won one match each.

    Between B and C only, the Holandés favours C; over all three teams it would favour B, and
    the game points between B and C favour B.
    """
    return [
        match(A, B, ("0-1", "1-0", "1-0", "1-0")),  # A 6, B 4 (Holandés)
        match(B, A, ("1-0", "0-1", "0-1", "0-1")),  # B 4, A 6
        match(A, C, HOME_WINS),  # A 8, C 2
        match(C, A, AWAY_WINS),  # C 2, A 8
        match(B, C, ("0-1", "1-0", "1-0", "1-0")),  # B 3-1: Holandés B 6, C 4
        match(C, B, ("1-0", "1-0", "0-1", "½-½")),  # C 2½-1½: C 7½, B 2½
        *(match(team, A, ("1-0",) * 4) for team in (D, E, F)),
        *(match(team, other, ("1-0",) * 4) for team in (B, C) for other in (D, E, F)),
    ]


def test_CH_5_1_double_round_robin_recursion_to_a_two_team_sub_tie():
    rows = chess_standings([A, B, C, D, E, F], _double_round_robin_tie(), names=NAMES)
    assert [(row.team_id, row.match_points) for row in rows[:3]] == [(A, 8), (C, 8), (B, 8)]
    first = rows[0].tiebreak.stages[0]
    assert first.step is TiebreakStep.PARTICULAR and first.parts == ((A,), (B, C))
    assert {r.team_id: (r.played, r.points) for r in first.mini_league} == {
        A: (4, 8),
        B: (4, 2),
        C: (4, 2),
    }
    c_stages = rows[1].tiebreak.stages
    assert [(s.step, s.group) for s in c_stages] == [
        (TiebreakStep.PARTICULAR, (A, B, C)),
        (TiebreakStep.PARTICULAR, (B, C)),
        (TiebreakStep.HOLANDES, (B, C)),
    ]
    # only the two B-C matches count now: 6 + 2½ for B, 4 + 7½ for C
    assert {f.team_id: f.value for f in c_stages[2].figures} == {B: 8.5, C: 11.5}
    assert rows[1].explanation == (
        "Empatado a 8 puntos con Club A y Club B: el resultado particular (liguilla entre "
        "ellos: Club A 8, Club B 2, Club C 2 puntos) lo deja igualado con Club B; resultado "
        "particular igualado (1-3 y 2½-1½); resuelto por el Sistema Holandés (11½ frente a 8½)"
    )


def test_CH_5_1_double_round_robin_game_points_in_the_mini_league_as_a_setting():
    rows = chess_standings(
        [A, B, C, D, E, F], _double_round_robin_tie(), head_to_head_game_points=True
    )
    assert order(rows)[:3] == [A, B, C]  # B 4½ - C 3½ in their two matches
    b_stages = rows[1].tiebreak.stages
    assert [(s.step, s.group) for s in b_stages] == [
        (TiebreakStep.PARTICULAR, (A, B, C)),
        (TiebreakStep.PARTICULAR, (B, C)),
    ]
    assert {r.team_id: r.score_for for r in b_stages[1].mini_league} == {B: 4.5, C: 3.5}


def test_CH_5_1_double_round_robin_split_matches_go_to_holandes_over_both():
    results = [
        match(A, B, ("1-0", "1-0", "1-0", "0-1")),  # A 3-1; Holandés A 9, B 1
        match(B, A, ("1-0", "1-0", "½-½", "0-1")),  # B 2½-1½; B 8, A 2
    ]
    rows = chess_standings([A, B], results, names=NAMES)
    assert order(rows) == [A, B]
    assert rows[0].tiebreak.step is TiebreakStep.HOLANDES
    assert {f.team_id: f.value for f in rows[0].tiebreak.stages[1].figures} == {A: 11, B: 9}
    assert "resultado particular igualado (3-1 y 1½-2½)" in rows[0].explanation


# --- CH-5.1 c: desempate -----------------------------------------------------------------------


def test_CH_5_1_tie_nothing_separates_flags_a_playoff_and_shares_the_position():
    symmetric = ("1-0", "0-1", "0-1", "1-0")  # 2-2, Holandés 5-5
    results = [match(A, B, symmetric), match(C, A, ("1-0",) * 4), match(C, B, ("1-0",) * 4)]
    rows = chess_standings([C, B, A], results, names=NAMES)
    assert [(row.team_id, row.position) for row in rows] == [(C, 1), (B, 2), (A, 2)]
    for row in rows[1:]:
        assert row.tiebreak.playoff_needed
        assert row.tiebreak.step is TiebreakStep.DESEMPATE
        assert [s.step for s in row.tiebreak.stages] == [
            TiebreakStep.PARTICULAR,
            TiebreakStep.HOLANDES,
            TiebreakStep.DESEMPATE,
        ]
    assert rows[1].explanation == (
        "Empatado a 1 punto con Club A: resultado particular igualado (2-2); Sistema Holandés "
        "igualado (5 frente a 5); sigue empatado con Club A: si se mantiene al final de la liga, "
        "se decide con un encuentro de desempate entre los implicados (art. 5.1 c)"
    )


def test_CH_5_1_teams_that_have_not_met_stay_tied_and_keep_the_draw_order():
    results = [match(A, C, HOME_WINS), match(B, D, HOME_WINS)]
    rows = chess_standings([B, A, C, D], results)
    assert [(row.team_id, row.position) for row in rows] == [(B, 1), (A, 1), (C, 3), (D, 3)]
    assert "no se han enfrentado" in rows[0].explanation
    assert rows[0].tiebreak.playoff_needed


def test_CH_5_1_start_of_season_everybody_level():
    rows = chess_standings([A, B, C], [])
    assert [row.position for row in rows] == [1, 1, 1]
    assert all(row.tiebreak.playoff_needed for row in rows)


# --- domino ------------------------------------------------------------------------------------


def partidas(home_won, away_won, won_by=(300, 150), lost_by=(150, 300)):
    """home_won partidas won by the home pair at won_by, then away_won won by the away pair."""
    return tuple(DominoPartida(Side.HOME, *won_by) for _ in range(home_won)) + tuple(
        DominoPartida(Side.AWAY, *lost_by) for _ in range(away_won)
    )


def encounter(home, away, home_won, away_won, **points):
    return DominoEncounterResult(home, away, partidas(home_won, away_won, **points))


def test_DO_encounter_is_won_by_partidas_and_scores_3_1_0():
    result = encounter(A, B, 5, 3)
    assert result.partidas_won == (5, 3)
    assert result.points == (5 * 300 + 3 * 150, 5 * 150 + 3 * 300)
    rows = domino_standings([B, A], [result])
    assert [
        (row.team_id, row.league_points, row.partidas_won, row.partidas_lost) for row in rows
    ] == [
        (A, 3, 5, 3),
        (B, 0, 3, 5),
    ]
    assert rows[0].points_for == 1950 and rows[0].points_against == 1650
    assert (rows[0].partidas_difference, rows[0].points_difference) == (2, 300)


def test_DO_level_partidas_is_a_draw_whatever_the_points():
    result = encounter(A, B, 4, 4, won_by=(300, 0))
    rows = domino_standings([A, B], [result])
    assert [(row.league_points, row.drawn) for row in rows] == [(1, 1), (1, 1)]
    assert order(rows) == [A, B]  # the points difference breaks the tie, not the encounter
    assert rows[0].tiebreak.step is TiebreakStep.TANTOS


def test_DO_side_accepts_english_spelling():
    assert DominoPartida("home", 300, 10).winner is Side.HOME
    assert DominoPartida("visitante", 10, 300).winner is Side.AWAY
    with pytest.raises(ValueError, match="negativos"):
        DominoPartida(Side.HOME, -1, 0)
    with pytest.raises(ValueError, match="ninguna partida"):
        DominoEncounterResult(A, B, ())


def test_DO_tie_head_to_head_first_even_against_a_better_difference():
    results = [encounter(A, B, 5, 3), encounter(B, C, 8, 0)]
    rows = domino_standings([B, A, C], results, names=NAMES)
    assert row_of(rows, B).partidas_difference > row_of(rows, A).partidas_difference
    assert order(rows) == [A, B, C]
    assert rows[0].tiebreak.step is TiebreakStep.PARTICULAR
    assert rows[0].explanation == (
        "Empatado a 3 puntos con Club B: resuelto por el resultado particular (5-3)"
    )


def test_DO_tie_partidas_difference_second():
    results = [encounter(A, B, 4, 4), encounter(A, C, 6, 2), encounter(B, C, 5, 3)]
    rows = domino_standings([B, A, C], results, names=NAMES)
    assert order(rows) == [A, B, C]
    info = rows[0].tiebreak
    assert [s.step for s in info.stages] == [TiebreakStep.PARTICULAR, TiebreakStep.PARTIDAS]
    assert {f.team_id: f.value for f in info.stages[1].figures} == {A: 4, B: 2}
    assert rows[0].explanation == (
        "Empatado a 4 puntos con Club B: resultado particular igualado (4-4); resuelto por la "
        "diferencia de partidas (+4 frente a +2)"
    )


def test_DO_tie_points_difference_third():
    results = [
        encounter(A, B, 4, 4),
        encounter(A, C, 6, 2, won_by=(300, 200)),
        encounter(B, C, 6, 2, won_by=(300, 100)),
    ]
    rows = domino_standings([A, B, C], results, names=NAMES)
    assert order(rows) == [B, A, C]
    info = rows[0].tiebreak
    assert [s.step for s in info.stages] == [
        TiebreakStep.PARTICULAR,
        TiebreakStep.PARTIDAS,
        TiebreakStep.TANTOS,
    ]
    # the draw is even; against C: A 6·(300-200) + 2·(150-300), B 6·(300-100) + 2·(150-300)
    assert {f.team_id: f.value for f in info.stages[2].figures} == {A: 300, B: 900}
    assert "igualada (+4 frente a +4)" in rows[0].explanation
    assert rows[0].explanation.endswith("resuelto por la diferencia de tantos (+900 frente a +300)")


def test_DO_tie_nothing_separates_is_left_to_the_committee():
    results = [encounter(A, B, 4, 4), encounter(A, C, 6, 2), encounter(B, C, 6, 2)]
    rows = domino_standings([A, B, C], results, names=NAMES)
    assert [(row.team_id, row.position) for row in rows] == [(A, 1), (B, 1), (C, 3)]
    assert rows[0].tiebreak.playoff_needed
    assert "decide el Comité de Competición" in rows[0].explanation


def test_DO_differences_among_the_tied_only_as_a_setting():
    # A and B draw 4-4 but A scores 160 more points in it; B's general difference is better.
    results = [
        encounter(A, B, 4, 4, won_by=(300, 250), lost_by=(290, 300)),
        encounter(A, C, 5, 3),
        encounter(B, C, 5, 3, won_by=(300, 0)),
    ]
    general = domino_standings([A, B, C], results)
    assert order(general)[:2] == [B, A]
    assert general[0].tiebreak.stages[-1].matches == ()
    among = domino_standings([A, B, C], results, differences_among_tied=True)
    assert order(among)[:2] == [A, B]
    stage = among[0].tiebreak.stages[-1]
    assert stage.step is TiebreakStep.TANTOS
    assert {f.team_id: f.value for f in stage.figures} == {A: 160, B: -160}
    assert len(stage.matches) == 1


def test_DO_three_team_tie_partial_head_to_head_then_the_pair_restarts():
    # A beat B and C, who drew: the mini-league puts A first and leaves B and C level; between
    # them only, the head-to-head is a draw again and C's partidas difference (+4 to 0) decides.
    results = [
        encounter(A, B, 5, 3),
        encounter(A, C, 5, 3),
        encounter(B, C, 4, 4),
        encounter(B, D, 5, 3),
        encounter(B, E, 4, 4),
        encounter(E, B, 4, 4),
        encounter(C, E, 7, 1),
        encounter(C, D, 4, 4),
        encounter(D, C, 4, 4),
    ]
    rows = domino_standings([A, B, C, D, E], results, (3, 1, 0), names=NAMES)
    assert [(row.team_id, row.league_points) for row in rows[:3]] == [(A, 6), (C, 6), (B, 6)]
    c_stages = row_of(rows, C).tiebreak.stages
    assert [(s.step, s.group) for s in c_stages] == [
        (TiebreakStep.PARTICULAR, (A, B, C)),
        (TiebreakStep.PARTICULAR, (B, C)),
        (TiebreakStep.PARTIDAS, (B, C)),
    ]
    assert {f.team_id: f.value for f in c_stages[2].figures} == {B: 0, C: 4}


# --- properties --------------------------------------------------------------------------------

board_results = st.sampled_from([result.value for result in BoardResult])


@st.composite
def chess_seasons(draw):
    n = draw(st.integers(min_value=2, max_value=7))
    teams = list(range(10, 10 + n))
    pairs = [(h, a) for h in teams for a in teams if h != a]
    played = draw(st.lists(st.sampled_from(pairs), max_size=2 * len(pairs)))
    results = [
        ChessMatchResult(h, a, tuple(draw(st.lists(board_results, min_size=4, max_size=4))))
        for h, a in played
    ]
    return teams, results


@settings(max_examples=150, deadline=None)
@given(chess_seasons(), st.randoms(use_true_random=False), st.booleans())
def test_property_chess_table_is_a_sorted_permutation(season, rnd, game_points):
    teams, results = season
    rows = chess_standings(teams, results, head_to_head_game_points=game_points)
    assert sorted(order(rows)) == sorted(teams)
    assert [row.match_points for row in rows] == sorted(
        (row.match_points for row in rows), reverse=True
    )
    for index, row in enumerate(rows):
        assert row.played == row.won + row.drawn + row.lost
        assert row.position <= index + 1
        if row.position < index + 1:  # shares the position of the row before it
            assert rows[index - 1].position == row.position
            assert row.tiebreak.playoff_needed
        level = [other for other in rows if other.match_points == row.match_points]
        assert (row.tiebreak is None) == (len(level) == 1)
        if row.tiebreak:
            assert set(row.tiebreak.group) == {other.team_id for other in level}
            assert row.explanation.startswith("Empatado a")
    assert sum(row.game_points for row in rows) == sum(sum(r.score) for r in results)
    assert sum(row.game_points for row in rows) == sum(row.game_points_against for row in rows)
    shuffled = list(results)
    rnd.shuffle(shuffled)
    reordered = chess_standings(teams, shuffled, head_to_head_game_points=game_points)
    assert [(r.team_id, r.position) for r in reordered] == [(r.team_id, r.position) for r in rows]


@settings(max_examples=100, deadline=None)
@given(chess_seasons())
def test_property_chess_two_team_tie_after_a_single_decisive_match(season):
    teams, results = season
    rows = chess_standings(teams, results)
    for row in rows:
        info = row.tiebreak
        if info is None or len(info.group) != 2:
            continue
        between = [r for r in results if {r.home, r.away} == set(info.group)]
        if len(between) == 1 and between[0].score[0] != between[0].score[1]:
            winner = (
                between[0].home if between[0].score[0] > between[0].score[1] else between[0].away
            )
            positions = {r.team_id: r.position for r in rows if r.team_id in info.group}
            assert positions[winner] < min(p for t, p in positions.items() if t != winner)


@st.composite
def domino_seasons(draw):
    n = draw(st.integers(min_value=2, max_value=6))
    teams = list(range(1, n + 1))
    pairs = [(h, a) for h in teams for a in teams if h != a]
    played = draw(st.lists(st.sampled_from(pairs), max_size=len(pairs)))
    results = []
    for h, a in played:
        won = draw(st.lists(st.booleans(), min_size=8, max_size=8))
        loser_points = draw(st.lists(st.integers(0, 299), min_size=8, max_size=8))
        results.append(
            DominoEncounterResult(
                h,
                a,
                tuple(
                    DominoPartida(Side.HOME, 300, p) if w else DominoPartida(Side.AWAY, p, 300)
                    for w, p in zip(won, loser_points, strict=True)
                ),
            )
        )
    return teams, results


@settings(max_examples=100, deadline=None)
@given(domino_seasons(), st.booleans())
def test_property_domino_table_is_a_sorted_permutation(season, among):
    teams, results = season
    rows = domino_standings(teams, results, differences_among_tied=among)
    assert sorted(order(rows)) == sorted(teams)
    points = [row.league_points for row in rows]
    assert points == sorted(points, reverse=True)
    assert sum(row.partidas_won for row in rows) == 8 * len(results)
    assert sum(row.points_for for row in rows) == sum(row.points_against for row in rows)
    for index, row in enumerate(rows):
        assert row.position <= index + 1
        assert row.played == row.won + row.drawn + row.lost


# --- a full league -------------------------------------------------------------------------------


def full_season(n_teams=16, seed=2026):
    """Every match of a double round robin with every board entered."""
    rng = random.Random(seed)
    weights = [35, 30, 30, 2, 2, 1]
    values = [result.value for result in BoardResult]
    return [
        ChessMatchResult(home, away, tuple(rng.choices(values, weights, k=4)))
        for rnd in double_round_robin(n_teams)
        for home, away in rnd.pairings
    ]


def test_16_team_double_round_robin_every_match_counted_once():
    """The size of a real league (its time is measured in benchmarks/, "standings"): every
    match and every board of the season reaches the table exactly once."""
    results = full_season()
    assert len(results) == 16 * 15
    teams = list(range(1, 17))
    rows = chess_standings(teams, results)
    assert sorted(order(rows)) == teams
    assert all(row.played == 30 for row in rows)
    expected_points = {team: 0 for team in teams}
    for result in results:
        home, away = result.score
        expected_points[result.home] += 2 if home > away else 1 if home == away else 0
        expected_points[result.away] += 2 if away > home else 1 if home == away else 0
    assert {row.team_id: row.match_points for row in rows} == expected_points
    game_points = sum(sum(result.score) for result in results)
    assert sum(row.game_points for row in rows) == pytest.approx(game_points)
    assert sum(row.game_points for row in rows) == pytest.approx(
        sum(row.game_points_against for row in rows)
    )
    reordered = chess_standings(teams, list(reversed(results)))  # the order of entry is no input
    assert [(r.position, r.team_id) for r in reordered] == [(r.position, r.team_id) for r in rows]
