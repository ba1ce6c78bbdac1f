"""CH-20.1: a team recorded as a no-show is eliminated: marked and placed below the others."""

from delegate_app.domain.chess.standings import ChessMatchResult, chess_standings, elimination_text

A, B, C, D = 1, 2, 3, 4
WIN = ("1-0", "1-0", "1-0", "1-0")
FORFEIT_AWAY = ("+/-", "+/-", "+/-", "+/-")  # the away team did not appear


def test_CH_20_1_a_team_that_failed_to_appear_is_eliminated_and_placed_last():
    results = [
        ChessMatchResult(A, B, WIN),
        ChessMatchResult(B, C, WIN),
        ChessMatchResult(C, D, WIN),
        ChessMatchResult(D, A, FORFEIT_AWAY),  # A did not appear in round 3
    ]
    plain = chess_standings([A, B, C, D], results)
    assert [r.eliminated for r in plain] == ["", "", "", ""]
    rows = chess_standings([A, B, C, D], results, no_shows={A: [3]})
    assert [(r.position, r.team_id) for r in rows][-1] == (4, A)
    out = rows[-1]
    assert out.eliminated == "Eliminado: incomparecencia en la ronda 3 (art. 20.1)"
    assert out.explanation == out.eliminated and out.tiebreak is None
    # Its results still count for everyone (the committee decides about its matches).
    assert out.match_points == 2 and out.played == 2
    staying = rows[:-1]
    assert [r.position for r in staying] == sorted(r.position for r in staying)
    assert max(r.position for r in staying) <= 3
    assert all(not r.eliminated for r in staying)


def test_CH_20_1_positions_move_up_past_the_eliminated_team_and_ties_stay_shared():
    # A beats everyone; B, C and D are level: eliminating A moves them up a place.
    results = [
        ChessMatchResult(A, B, WIN),
        ChessMatchResult(A, C, WIN),
        ChessMatchResult(A, D, WIN),
    ]
    before = {r.team_id: r.position for r in chess_standings([A, B, C, D], results)}
    rows = chess_standings([A, B, C, D], results, no_shows={A: [2, 5]})
    after = {r.team_id: r.position for r in rows}
    assert before[A] == 1 and after[A] == 4
    assert {after[t] for t in (B, C, D)} == {before[t] - 1 for t in (B, C, D)}
    assert rows[-1].eliminated.endswith("en las rondas 2 y 5 (art. 20.1)")


def test_CH_20_1_no_rounds_recorded_means_not_eliminated():
    assert elimination_text([]) == ""
    rows = chess_standings([A, B], [ChessMatchResult(A, B, WIN)], no_shows={B: []})
    assert [r.eliminated for r in rows] == ["", ""]


def test_CH_20_1_the_eliminated_team_is_left_out_of_the_others_tie_breaks():
    # A, B and C all on 2 points (a cycle); with A out, only B and C are tied, and their own
    # match (B beat C) places B first.
    results = [
        ChessMatchResult(A, B, WIN),
        ChessMatchResult(B, C, WIN),
        ChessMatchResult(C, A, WIN),
    ]
    tied = chess_standings([A, B, C], results)
    assert {r.team_id for r in tied if r.tiebreak} == {A, B, C}
    rows = chess_standings([A, B, C], results, no_shows={A: [4]})
    assert [(r.position, r.team_id) for r in rows] == [(1, B), (2, C), (3, A)]
    assert rows[0].tiebreak is not None and set(rows[0].tiebreak.group) == {B, C}
    assert rows[2].tiebreak is None and rows[2].eliminated
