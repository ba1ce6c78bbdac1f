"""Chess lineup eligibility: one group of tests per rule ID of docs/reglas.md, then properties."""

import ast
import sys
from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from delegate_app.domain import findings as findings_module
from delegate_app.domain.chess import lineup as lineup_module
from delegate_app.domain.chess.lineup import (
    Colour,
    LineupChecker,
    LineupInput,
    MatchInfo,
    PlayerInfo,
    RecordedLineup,
    TeamInfo,
    board_colours,
    check_lineup,
    propose_lineup,
    round_weekend,
)
from delegate_app.domain.findings import Finding, Severity, by_severity, has_block

# Official Saturdays of the season's rounds (round 2 comes after a free weekend).
ROUNDS = {
    1: date(2025, 10, 4),
    2: date(2025, 10, 18),
    3: date(2025, 10, 25),
    4: date(2025, 11, 8),
    5: date(2025, 11, 15),
}
DAY = timedelta(days=1)

TEAM_A = TeamInfo(1, "A")
TEAM_B = TeamInfo(2, "B")
TEAM_C = TeamInfo(3, "C")
TEAMS = (TEAM_A, TEAM_B, TEAM_C)

BASE_PLAYERS = (
    PlayerInfo(1, "Alonso", 1, "A"),
    PlayerInfo(2, "Benítez", 2, "A"),
    PlayerInfo(3, "Cabrera", 3, "A"),
    PlayerInfo(4, "Díaz", 4, "A"),
    PlayerInfo(5, "Espino", 5, "B"),
    PlayerInfo(6, "Febles", 6, "B"),
    PlayerInfo(7, "García", 7, "C"),
    PlayerInfo(8, "Hernández", 8, "B"),
    PlayerInfo(9, "Izquierdo", 9, "C"),
    PlayerInfo(10, "Jorge", 10, None),
    PlayerInfo(11, "Luis", 11, "B"),
)


def club(*changed: PlayerInfo) -> dict[int, PlayerInfo]:
    players = {player.id: player for player in BASE_PLAYERS}
    players.update({player.id: player for player in changed})
    return players


def match_of(round_number=3, actual=None, official=None, home=True, boards=4, match_id=100):
    return MatchInfo(
        id=match_id,
        round_number=round_number,
        official_date=official or ROUNDS[round_number],
        actual_date=actual,
        home=home,
        boards=boards,
        previous_round_date=ROUNDS.get(round_number - 1),
    )


def recorded(player_ids, team=TEAM_A, round_number=3, official=None, actual=None, match_id=200):
    return RecordedLineup(
        match_id=match_id,
        team_id=team.id,
        round_number=round_number,
        official_date=official or ROUNDS[round_number],
        actual_date=actual,
        player_ids=tuple(player_ids),
    )


def check(*ids, team=TEAM_B, match=None, players=None, others=(), lineup=None):
    return check_lineup(
        match or match_of(),
        team,
        TEAMS,
        players if players is not None else club(),
        lineup if lineup is not None else LineupInput.of(*ids),
        others,
    )


def of_rule(findings, rule_id, severity=None):
    return [
        f for f in findings if f.rule_id == rule_id and (severity is None or f.severity is severity)
    ]


def blocks(findings):
    return [f for f in findings if f.severity is Severity.BLOCK]


# -- findings --------------------------------------------------------------------------------


def test_findings_are_sorted_blocks_first_and_has_block_sees_them():
    info = Finding("CH-18.6", Severity.INFO, "Art. 18.6: x")
    warn = Finding("CH-16.2", Severity.WARN, "Art. 16.2: x")
    block = Finding("CH-18.2", Severity.BLOCK, "Art. 18.2: x", (1, 2), (3, 4))
    assert by_severity([info, warn, block]) == [block, warn, info]
    assert has_block([info, block]) and not has_block([info, warn])
    assert block.blocks and not warn.blocks
    assert {s.label for s in Severity} == {"Bloqueo", "Aviso", "Información"}


def test_check_lineup_returns_blocks_before_warnings_and_information():
    players = club(replace(BASE_PLAYERS[4], has_certificate_or_dni=False))
    findings = check(5, 1, players=players)
    assert [f.severity for f in findings] == [Severity.BLOCK] * 2 + [Severity.WARN] + [
        Severity.INFO
    ] * 2
    assert {f.rule_id for f in blocks(findings)} == {"CH-18.2", "CH-18.3"}


def test_a_legal_full_lineup_has_no_findings():
    assert check(5, 6, 7, 8) == []


# -- CH-18.1 boards and colours --------------------------------------------------------------


def test_CH_18_1_home_team_has_white_on_odd_boards():
    assert board_colours(4, home=True) == {
        1: Colour.WHITE,
        2: Colour.BLACK,
        3: Colour.WHITE,
        4: Colour.BLACK,
    }
    assert board_colours(4, home=True)[1] == "blancas"


def test_CH_18_1_visiting_team_has_black_on_odd_boards():
    assert board_colours(4, home=False) == {1: "negras", 2: "blancas", 3: "negras", 4: "blancas"}


@pytest.mark.parametrize("boards", [1, 2, 4, 6, 8])
def test_CH_18_1_both_sides_always_hold_opposite_colours(boards):
    home, away = board_colours(boards, True), board_colours(boards, False)
    assert list(home) == list(range(1, boards + 1))
    assert all(home[b] != away[b] for b in home)


@pytest.mark.parametrize("board", [0, 5, -1, 9])
def test_CH_18_1_board_outside_the_match_blocks(board):
    findings = check(lineup=LineupInput({1: 5, 2: 6, 3: 7, board: 8}))
    [finding] = of_rule(findings, "CH-18.1", Severity.BLOCK)
    assert finding.boards == (board,)
    assert finding.player_ids == (8,)
    assert finding.message.startswith("Art. 18.1:")
    assert f"el tablero {board} no existe" in finding.message


def test_CH_18_1_an_empty_board_outside_the_match_still_blocks():
    findings = check(lineup=LineupInput({1: 5, 2: 6, 3: 7, 4: 8, 5: None}))
    assert [f.rule_id for f in blocks(findings)] == ["CH-18.1"]


def test_CH_18_1_board_count_comes_from_the_match():
    match = match_of(boards=6)
    assert check(5, 6, 7, 8, 9, 11, match=match) == []
    assert of_rule(check(5, 6, 7, 8, 9, 11), "CH-18.1", Severity.BLOCK)


def test_CH_18_1_the_same_player_on_two_boards_blocks():
    findings = check(5, 6, 5, 8)
    [duplicate] = of_rule(findings, "CH-18.1", Severity.BLOCK)
    assert duplicate.boards == (1, 3)
    assert duplicate.player_ids == (5,)
    assert "Espino, n.º 5" in duplicate.message
    assert "tableros 1 y 3" in duplicate.message


def test_CH_18_1_a_player_on_three_boards_is_named_once_with_all_boards():
    [duplicate] = of_rule(check(5, 5, 5, 8), "CH-18.1")
    assert duplicate.boards == (1, 2, 3)
    assert "tableros 1, 2 y 3" in duplicate.message


def test_lineup_input_is_a_read_only_copy():
    boards = {1: 5, 2: None}
    lineup = LineupInput(boards)
    boards[1] = 6
    assert lineup.player_at(1) == 5
    assert lineup.player_at(2) is None and lineup.player_at(3) is None
    with pytest.raises(TypeError):
        lineup.by_board[1] = 7  # type: ignore[index]
    assert lineup == LineupInput.of(5, None)
    assert hash(lineup) == hash(LineupInput.of(5, None))
    assert LineupInput.of(None, 6, 5).fielded() == [(2, 6), (3, 5)]


# -- CH-18.2 order of strength ---------------------------------------------------------------


def test_CH_18_2_lineup_in_list_order_is_legal():
    assert of_rule(check(1, 2, 3, 4, team=TEAM_A), "CH-18.2") == []


def test_CH_18_2_an_inverted_pair_blocks_and_names_both_boards():
    players = club(replace(BASE_PLAYERS[4], name="Pérez"), replace(BASE_PLAYERS[2], name="Gómez"))
    findings = check(1, 5, 3, 6, team=TEAM_A, players=players)
    [finding] = of_rule(findings, "CH-18.2")
    assert finding.severity is Severity.BLOCK
    assert finding.boards == (2, 3)
    assert finding.player_ids == (5, 3)
    assert finding.message.startswith(
        "Art. 18.2: el tablero 2 (Pérez, n.º 5) va por encima del tablero 3 (Gómez, n.º 3): "
        "la alineación debe seguir el orden de fuerza"
    )
    assert "se pierde el encuentro en todos los tableros" in finding.message


def test_CH_18_2_every_inverted_pair_is_reported():
    findings = of_rule(check(4, 3, 2, 1, team=TEAM_A), "CH-18.2")
    assert sorted(f.boards for f in findings) == [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]


def test_CH_18_2_empty_boards_between_players_are_allowed():
    findings = check(5, None, 7, 8)
    assert blocks(findings) == []
    [forfeit] = of_rule(findings, "CH-18.6")
    assert forfeit.severity is Severity.INFO
    assert forfeit.boards == (2,)
    assert forfeit.message == (
        "Art. 18.6: el tablero 2 queda vacío y se perderá por incomparecencia."
    )


def test_CH_18_2_an_empty_board_does_not_hide_an_inversion_across_it():
    [finding] = of_rule(check(8, None, 5, None), "CH-18.2")
    assert finding.boards == (1, 3)


def test_CH_18_2_borrowed_C_player_between_two_B_players_in_list_order_is_legal():
    # García (C, n.º 7) sits between Febles (B, n.º 6) and Hernández (B, n.º 8).
    assert blocks(check(5, 6, 7, 8, team=TEAM_B)) == []


def test_CH_18_2_borrowed_C_player_out_of_list_order_blocks():
    findings = check(5, 7, 6, 8, team=TEAM_B)
    [finding] = of_rule(findings, "CH-18.2")
    assert finding.boards == (2, 3)
    assert finding.player_ids == (7, 6)
    assert "García, n.º 7" in finding.message and "Febles, n.º 6" in finding.message


def test_CH_18_2_players_borrowed_by_the_first_team_follow_the_same_order():
    assert blocks(check(1, 5, 7, 10, team=TEAM_A)) == []
    assert of_rule(check(1, 7, 5, 10, team=TEAM_A), "CH-18.2")


def test_CH_18_2_order_is_by_list_number_not_by_player_id():
    players = club(replace(BASE_PLAYERS[4], list_number=12))  # Espino now weaker than Luis
    assert blocks(check(6, 8, 11, 5, players=players)) == []
    assert of_rule(check(5, 6, 8, 11, players=players), "CH-18.2")


def test_CH_18_2_a_duplicate_is_not_reported_as_an_inversion_with_itself():
    findings = check(5, 6, 5, None)
    assert [f.boards for f in of_rule(findings, "CH-18.2")] == [(2, 3)]


# -- CH-18.6 / CH-18.4 empty boards ----------------------------------------------------------


def test_CH_18_6_each_empty_board_is_a_forfeit_information():
    findings = check(5, 6)
    assert [f.boards for f in of_rule(findings, "CH-18.6", Severity.INFO)] == [(3,), (4,)]
    assert blocks(findings) == []


def test_CH_18_4_half_of_the_boards_covered_is_enough_to_start():
    assert of_rule(check(5, None, 7, None), "CH-18.4") == []


def test_CH_18_4_a_lineup_without_players_warns():
    # docs/reglas.md: half of the players the team fields; a lineup of one starts with him present.
    assert of_rule(check(None, 6), "CH-18.4") == []
    [warning] = of_rule(check(), "CH-18.4")
    assert warning.severity is Severity.WARN
    assert "ningún jugador" in warning.message
    assert "art. 18.7" in warning.message


def test_CH_18_4_an_empty_lineup_warns_and_forfeits_every_board():
    findings = check()
    assert len(of_rule(findings, "CH-18.6")) == 4
    assert of_rule(findings, "CH-18.4", Severity.WARN)
    assert not has_block(findings)


# -- CH-18.3 playing up, never down ----------------------------------------------------------


def test_CH_18_3_first_team_may_field_players_of_any_lower_team():
    assert blocks(check(1, 5, 7, 9, team=TEAM_A)) == []


def test_CH_18_3_lower_team_may_not_field_a_player_of_a_higher_team():
    findings = check(2, 5, 6, 8, team=TEAM_B)
    [finding] = of_rule(findings, "CH-18.3")
    assert finding.severity is Severity.BLOCK
    assert finding.boards == (1,)
    assert finding.player_ids == (2,)
    assert finding.message.startswith(
        "Art. 18.3: Benítez, n.º 2 es titular del equipo A y no puede jugar en el equipo B"
    )


def test_CH_18_3_third_team_may_not_field_second_team_players():
    [finding] = of_rule(check(7, 8, 9, team=TEAM_C), "CH-18.3")
    assert finding.player_ids == (8,)
    assert finding.boards == (2,)


def test_CH_18_3_a_team_may_field_its_own_titulars():
    assert of_rule(check(7, 9, team=TEAM_C), "CH-18.3") == []


def test_CH_18_3_player_without_titular_team_may_play_for_every_team():
    for team in TEAMS:
        assert of_rule(check(10, team=team), "CH-18.3") == []


def test_CH_18_3_player_of_another_club_blocks():
    [finding] = of_rule(check(5, 99, 6, 8), "CH-18.3")
    assert finding.severity is Severity.BLOCK
    assert finding.boards == (2,)
    assert finding.player_ids == (99,)
    assert "no figura en la lista de jugadores del club" in finding.message


def test_CH_18_3_player_of_another_club_is_left_out_of_the_order_check():
    assert of_rule(check(5, 99, 6, 8), "CH-18.2") == []


def test_CH_18_3_unknown_team_letters_are_refused():
    with pytest.raises(ValueError, match="Rango de equipo desconocido"):
        PlayerInfo(1, "X", 1, "Z")
    with pytest.raises(ValueError, match="Rango de equipo desconocido"):
        TeamInfo(1, "?")


# -- CH-10.2 new players wait one round ------------------------------------------------------


def incorporated(player_id: int, day: date | None) -> dict[int, PlayerInfo]:
    return club(replace(club()[player_id], incorporated_on=day))


@pytest.mark.parametrize(
    "day",
    [
        None,  # on the list since the start of the season
        ROUNDS[1],
        ROUNDS[2] - DAY,  # the Friday before round 2: round 2 then passes
        ROUNDS[2] - 10 * DAY,
    ],
)
def test_CH_10_2_player_incorporated_before_the_previous_round_may_play(day):
    assert blocks(check(5, 6, 11, players=incorporated(11, day))) == []


@pytest.mark.parametrize(
    "day, edge",
    [
        (ROUNDS[2] + 3 * DAY, "between the two rounds"),
        (ROUNDS[3] - DAY, "the day before this round"),
        (ROUNDS[3], "on the day of this round"),
    ],
)
def test_CH_10_2_no_full_round_since_incorporation_blocks(day, edge):
    findings = check(5, 6, 11, players=incorporated(11, day))
    [finding] = blocks(findings)
    assert finding.rule_id == "CH-10.2", edge
    assert finding.boards == (3,)
    assert finding.player_ids == (11,)
    assert finding.message.startswith(f"Art. 10.2: Luis, n.º 11 se incorporó el {day:%d/%m/%Y}")
    assert f"la ronda anterior fue el {ROUNDS[2]:%d/%m/%Y}" in finding.message


def test_CH_10_2_player_incorporated_on_the_day_of_a_round_plays_the_next_round():
    # docs/reglas.md: joined on the Saturday or Sunday of round 2, he may play round 3.
    players = incorporated(11, ROUNDS[2])
    assert of_rule(check(11, match=match_of(2), players=players), "CH-10.2")
    assert of_rule(check(11, match=match_of(3), players=players), "CH-10.2") == []


def test_CH_10_2_a_previous_round_played_on_sunday_counts_from_its_saturday():
    match = MatchInfo(100, 3, ROUNDS[3], previous_round_date=ROUNDS[2] + DAY)
    assert of_rule(check(11, match=match, players=incorporated(11, ROUNDS[2] + 2 * DAY)), "CH-10.2")
    assert blocks(check(11, match=match, players=incorporated(11, ROUNDS[2]))) == []
    assert blocks(check(11, match=match, players=incorporated(11, ROUNDS[2] - DAY))) == []


def test_CH_10_2_first_round_allows_players_incorporated_before_its_weekend():
    match = match_of(1)
    assert blocks(check(11, match=match, players=incorporated(11, ROUNDS[1] - DAY))) == []
    [finding] = blocks(check(11, match=match, players=incorporated(11, ROUNDS[1])))
    assert finding.rule_id == "CH-10.2"
    assert "primera ronda" in finding.message


def test_CH_10_2_player_incorporated_after_the_match_blocks():
    day = ROUNDS[3] + 2 * DAY
    [finding] = blocks(check(11, players=incorporated(11, day)))
    assert finding.rule_id == "CH-10.2"
    assert "después de la fecha de este encuentro" in finding.message


def test_CH_10_2_an_advanced_match_may_not_field_a_player_not_yet_incorporated():
    match = match_of(3, actual=ROUNDS[2] - 2 * DAY)
    [finding] = blocks(check(11, match=match, players=incorporated(11, ROUNDS[2] - DAY)))
    assert finding.rule_id == "CH-10.2"


def test_CH_10_2_the_previous_round_date_is_required_from_round_two():
    with pytest.raises(ValueError, match=r"art\. 10\.2"):
        MatchInfo(1, 2, ROUNDS[2])
    with pytest.raises(ValueError, match="debe ser anterior"):
        MatchInfo(1, 2, ROUNDS[2], previous_round_date=ROUNDS[2])
    with pytest.raises(ValueError):
        MatchInfo(1, 0, ROUNDS[1])
    with pytest.raises(ValueError):
        MatchInfo(1, 1, ROUNDS[1], boards=0)


# -- CH-18.11 postponed matches --------------------------------------------------------------


POSTPONED = match_of(3, actual=ROUNDS[5])  # round 3 (25/10) played on 15/11


@pytest.mark.parametrize("day", [ROUNDS[3] + DAY, ROUNDS[4], ROUNDS[5] - DAY, ROUNDS[5]])
def test_CH_18_11_postponed_match_may_not_field_players_incorporated_in_between(day):
    findings = check(5, 11, match=POSTPONED, players=incorporated(11, day))
    [finding] = blocks(findings)
    assert finding.rule_id == "CH-18.11"
    assert finding.boards == (2,)
    assert finding.message.startswith(f"Art. 18.11: Luis, n.º 11 se incorporó el {day:%d/%m/%Y}")
    assert "25/10/2025" in finding.message and "15/11/2025" in finding.message
    assert of_rule(findings, "CH-10.2") == []  # one reason per player, the specific one


def test_CH_18_11_postponed_match_may_field_players_eligible_on_the_official_date():
    players = incorporated(11, ROUNDS[2] - DAY)
    assert blocks(check(5, 11, match=POSTPONED, players=players)) == []


def test_CH_18_11_incorporated_before_the_official_date_is_still_bound_by_art_10_2():
    [finding] = blocks(check(11, match=POSTPONED, players=incorporated(11, ROUNDS[3] - DAY)))
    assert finding.rule_id == "CH-10.2"


def test_CH_18_11_moving_to_the_sunday_of_the_same_round_is_not_a_postponement():
    match = match_of(3, actual=ROUNDS[3] + DAY)
    assert not match.postponed and not match.off_date
    [finding] = blocks(check(11, match=match, players=incorporated(11, ROUNDS[3] + DAY)))
    assert finding.rule_id == "CH-10.2"


# -- CH-18.10 one acta per player and date ---------------------------------------------------


def test_CH_18_10_player_already_on_another_acta_of_the_same_date_blocks():
    others = [recorded([1, 2, 3, 5], team=TEAM_A)]
    findings = check(5, 6, 7, 8, others=others)
    [finding] = blocks(findings)
    assert finding.rule_id == "CH-18.10"
    assert finding.boards == (1,)
    assert finding.player_ids == (5,)
    assert finding.message.startswith("Art. 18.10: Espino, n.º 5 ya figura en el acta del equipo A")
    assert "sábado y el domingo" in finding.message


def test_CH_18_10_saturday_and_sunday_of_the_same_round_are_the_same_date():
    # Team A plays at home on Sunday morning (art. 6.1); team B on Saturday afternoon.
    others = [recorded([1, 2, 3, 5], team=TEAM_A, official=ROUNDS[3] + DAY)]
    assert of_rule(check(5, 6, 7, 8, others=others), "CH-18.10", Severity.BLOCK)
    sunday_match = match_of(3, actual=ROUNDS[3] + DAY)
    assert of_rule(check(5, match=sunday_match, others=[recorded([5])]), "CH-18.10")


def test_CH_18_10_a_sunday_and_the_next_saturday_are_different_dates():
    assert round_weekend(ROUNDS[3] + DAY) == ROUNDS[3]
    assert round_weekend(ROUNDS[3]) == ROUNDS[3]
    assert round_weekend(ROUNDS[3] - DAY) == ROUNDS[3] - DAY
    others = [recorded([5], team=TEAM_A, round_number=2, official=ROUNDS[2] + DAY)]
    assert blocks(check(5, 6, 7, 8, others=others)) == []


def test_CH_18_10_a_postponed_match_played_on_this_weekend_is_another_date():
    # Team A's round-2 match was moved to the weekend of round 3: docs/reglas.md compares official
    # round dates, so it does not clash (18.11 and 18.9 cover postponed matches).
    others = [recorded([1, 5], team=TEAM_A, round_number=2, actual=ROUNDS[3] + DAY)]
    assert blocks(check(5, 6, 7, 8, others=others)) == []
    same_round = [recorded([1, 5], team=TEAM_A, round_number=3, actual=ROUNDS[3] + DAY)]
    [finding] = blocks(check(5, 6, 7, 8, others=same_round))
    assert finding.rule_id == "CH-18.10"
    assert "ronda 3 (fecha oficial 25/10/2025)" in finding.message


def test_CH_18_10_also_within_the_same_team():
    others = [recorded([5], team=TEAM_B, round_number=3, actual=ROUNDS[3], match_id=300)]
    assert of_rule(check(5, 6, 7, 8, others=others), "CH-18.10")


def test_CH_18_10_the_saved_version_of_this_lineup_is_not_a_clash():
    others = [recorded([5, 6, 7, 8], team=TEAM_B, match_id=100)]
    assert blocks(check(5, 6, 7, 8, others=others)) == []


def test_CH_18_10_a_player_on_both_sides_of_a_club_derby_blocks():
    others = [recorded([1, 2, 3, 5], team=TEAM_A, match_id=100)]
    [finding] = blocks(check(5, 6, 7, 8, others=others))
    assert finding.rule_id == "CH-18.10"
    assert "en este mismo encuentro" in finding.message


def test_CH_18_10_other_dates_do_not_clash():
    others = [
        recorded([5, 6, 7, 8], team=TEAM_B, round_number=2, match_id=201),
        recorded([5, 6, 7, 8], team=TEAM_B, round_number=4, match_id=202),
        recorded([1, 5], team=TEAM_A, round_number=4, match_id=203),
    ]
    assert blocks(check(5, 6, 7, 8, others=others)) == []


# -- CH-18.9 off-date matches and the same official round ------------------------------------


def test_CH_18_9_players_of_an_off_date_match_may_not_play_for_another_team_that_round():
    # Team B plays round 3 a week late; Espino already played round 3 for team A on its date.
    match = match_of(3, actual=ROUNDS[3] + 7 * DAY)
    others = [recorded([1, 2, 3, 5], team=TEAM_A)]
    findings = check(5, 6, 7, 8, match=match, others=others)
    [finding] = blocks(findings)
    assert finding.rule_id == "CH-18.9"
    assert finding.boards == (1,) and finding.player_ids == (5,)
    assert finding.message.startswith(
        "Art. 18.9: Espino, n.º 5 figura en la alineación del equipo A"
    )
    assert "fecha oficial 25/10/2025" in finding.message


def test_CH_18_9_applies_the_other_way_round():
    # Team A played round 3 earlier (advanced) with Espino; team B plays on the official date.
    others = [recorded([1, 2, 3, 5], team=TEAM_A, actual=ROUNDS[3] - 4 * DAY)]
    [finding] = blocks(check(5, 6, 7, 8, others=others))
    assert finding.rule_id == "CH-18.9"
    assert "se juega el 21/10/2025" in finding.message


def test_CH_18_9_compares_official_dates_not_round_numbers():
    # Team A's league calls that weekend round 5; it is still the same official date.
    others = [recorded([5], team=TEAM_A, round_number=5, official=ROUNDS[3], actual=ROUNDS[4])]
    assert of_rule(check(5, 6, 7, 8, others=others), "CH-18.9")
    other_round = [recorded([5], team=TEAM_A, round_number=3, official=ROUNDS[4])]
    assert blocks(check(5, 6, 7, 8, match=match_of(3, actual=ROUNDS[5]), others=other_round)) == []


def test_CH_18_9_only_concerns_other_teams_of_the_club():
    # A second match of team B in the same official round (a replay ordered by the committee,
    # say) on another weekend is not a match "con otro equipo de su Club".
    match = match_of(3, actual=ROUNDS[3] + 7 * DAY)
    others = [recorded([5, 6, 7, 8], team=TEAM_B, match_id=300)]
    assert blocks(check(5, 6, 7, 8, match=match, others=others)) == []


def test_CH_18_9_players_not_in_the_off_date_match_are_free():
    match = match_of(3, actual=ROUNDS[3] + 7 * DAY)
    others = [recorded([1, 2, 3, 4], team=TEAM_A)]
    assert blocks(check(5, 6, 7, 8, match=match, others=others)) == []


def test_CH_18_9_both_on_the_official_date_is_art_18_10_instead():
    findings = check(5, 6, 7, 8, others=[recorded([5], team=TEAM_A)])
    assert [f.rule_id for f in blocks(findings)] == ["CH-18.10"]


def test_CH_18_9_one_finding_per_clashing_lineup():
    match = match_of(3, actual=ROUNDS[3] + 7 * DAY)
    others = [
        recorded([5], team=TEAM_A, match_id=201),
        recorded([5], team=TEAM_C, match_id=202, actual=ROUNDS[3] + 14 * DAY),
    ]
    findings = of_rule(check(5, match=match, others=others), "CH-18.9")
    assert len(findings) == 2
    assert "equipo A" in findings[0].message and "equipo C" in findings[1].message


# -- CH-16.2 documents, licence, active ------------------------------------------------------


def test_CH_16_2_missing_certificate_or_dni_warns_and_does_not_block():
    players = club(replace(club()[6], has_certificate_or_dni=False))
    findings = check(5, 6, 7, 8, players=players)
    [finding] = findings
    assert finding.rule_id == "CH-16.2"
    assert finding.severity is Severity.WARN
    assert finding.boards == (2,) and finding.player_ids == (6,)
    assert finding.message.startswith("Art. 16.2: falta la certificación federativa o el DNI")
    assert "sub conditione" in finding.message


def test_CH_18_3_inactive_player_blocks_under_the_club_list():
    players = club(replace(club()[6], active=False))
    [finding] = blocks(check(5, 6, 7, 8, players=players))
    assert finding.rule_id == "CH-18.3"  # docs/reglas.md: never under 16.2
    assert "de baja" in finding.message


def test_CH_2_unlicensed_player_blocks():
    players = club(replace(club()[6], licensed=False))
    [finding] = blocks(check(5, 6, 7, 8, players=players))
    assert finding.rule_id == "CH-2"
    assert "licencia federativa" in finding.message


def test_CH_16_2_every_problem_of_a_player_is_listed():
    players = club(replace(club()[2], active=False, licensed=False, has_certificate_or_dni=False))
    findings = check(2, team=TEAM_B, players=players)
    assert [f.severity for f in of_rule(findings, "CH-16.2")] == [Severity.WARN]
    assert [f.severity for f in of_rule(findings, "CH-2")] == [Severity.BLOCK]
    assert len(of_rule(findings, "CH-18.3")) == 2  # off the list, and a higher team's titular


# -- propose_lineup --------------------------------------------------------------------------


def propose(available, team=TEAM_B, match=None, players=None, others=()):
    return propose_lineup(
        match or match_of(),
        team,
        TEAMS,
        players if players is not None else club(),
        available,
        others,
    )


def test_propose_takes_the_strongest_available_players_in_list_order():
    assert propose([11, 9, 8, 7, 6, 5]) == LineupInput.of(5, 6, 7, 8)
    assert propose(range(1, 12), team=TEAM_A) == LineupInput.of(1, 2, 3, 4)


def test_propose_skips_players_that_may_not_play():
    players = club(replace(club()[6], incorporated_on=ROUNDS[3]), replace(club()[7], active=False))
    others = [recorded([8], team=TEAM_A)]
    lineup = propose(range(1, 12), players=players, others=others)
    assert lineup == LineupInput.of(5, 9, 10, 11)
    assert not has_block(check(lineup=lineup, players=players, others=others))


def test_propose_leaves_trailing_boards_empty_when_short():
    assert propose([7, 5]) == LineupInput.of(5, 7, None, None)
    assert propose([]) == LineupInput.of(None, None, None, None)


def test_propose_ignores_unknown_and_repeated_ids():
    assert propose([99, 8, 8, 5, 5]) == LineupInput.of(5, 8, None, None)


def test_propose_keeps_players_who_only_warn():
    players = club(replace(club()[5], has_certificate_or_dni=False))
    assert propose([5, 6], players=players).player_at(1) == 5


def test_checker_can_be_reused_for_many_players_and_lineups():
    checker = LineupChecker(match_of(), TEAM_B, TEAMS, BASE_PLAYERS)
    assert [pid for pid in range(1, 12) if checker.eligible(pid)] == [5, 6, 7, 8, 9, 10, 11]
    assert checker.check(LineupInput.of(5, 6, 7, 8)) == []
    assert checker.propose([9, 10]) == LineupInput.of(9, 10, None, None)


# -- properties ------------------------------------------------------------------------------


@st.composite
def reordered_lineups(draw):
    boards = draw(st.integers(1, 8))
    occupied = sorted(draw(st.sets(st.integers(1, boards), max_size=boards)))
    numbers = sorted(
        draw(
            st.lists(
                st.integers(1, 200), min_size=len(occupied), max_size=len(occupied), unique=True
            )
        )
    )
    players = [PlayerInfo(100 + n, f"Jugador {n}", n, "A") for n in numbers]
    shuffled = draw(st.permutations(players))
    return boards, dict(zip(occupied, shuffled, strict=True))


@given(reordered_lineups())
def test_property_CH_18_2_every_inversion_is_found_with_its_boards(case):
    boards, placed = case
    players = {p.id: p for p in placed.values()}
    match = MatchInfo(1, 1, ROUNDS[1], boards=boards)
    lineup = LineupInput({board: p.id for board, p in placed.items()})
    findings = check_lineup(match, TEAM_A, TEAMS, players, lineup, ())
    expected = {
        (upper, lower)
        for upper in placed
        for lower in placed
        if upper < lower and placed[upper].list_number > placed[lower].list_number
    }
    found = of_rule(findings, "CH-18.2")
    assert {f.boards for f in found} == expected
    assert len(found) == len(expected)
    for finding in found:
        upper, lower = finding.boards
        assert finding.player_ids == (placed[upper].id, placed[lower].id)
        assert finding.message.startswith(f"Art. 18.2: el tablero {upper} ")
    assert [f for f in blocks(findings) if f.rule_id != "CH-18.2"] == []


SEASON_START = date(2025, 9, 27)  # a Saturday
some_day = st.integers(0, 120).map(lambda n: SEASON_START + timedelta(days=n))


@st.composite
def clubs_and_availability(draw):
    ranks = sorted(draw(st.sets(st.sampled_from("ABCD"), min_size=1)))
    teams = [TeamInfo(i + 1, rank) for i, rank in enumerate(ranks)]
    team = draw(st.sampled_from(teams))
    count = draw(st.integers(0, 16))
    numbers = draw(st.lists(st.integers(1, 80), min_size=count, max_size=count, unique=True))
    players = [
        PlayerInfo(
            id=i + 1,
            name=f"Jugador {i + 1}",
            list_number=number,
            team_rank=draw(st.sampled_from([None, *ranks])),
            incorporated_on=draw(st.none() | some_day),
            active=draw(st.booleans()),
            licensed=draw(st.booleans()),
            has_certificate_or_dni=draw(st.booleans()),
        )
        for i, number in enumerate(numbers)
    ]
    round_number = draw(st.integers(1, 12))
    official = SEASON_START + timedelta(weeks=round_number, days=draw(st.sampled_from([0, 1])))
    match = MatchInfo(
        id=1,
        round_number=round_number,
        official_date=official,
        actual_date=draw(st.none() | st.integers(-6, 30).map(lambda n: official + timedelta(n))),
        home=draw(st.booleans()),
        boards=draw(st.integers(1, 6)),
        previous_round_date=(
            official - timedelta(weeks=draw(st.integers(1, 2))) if round_number > 1 else None
        ),
    )
    ids = [p.id for p in players] + [999]
    others = [
        RecordedLineup(
            match_id=draw(st.sampled_from([1, 2, 3, 4])),
            team_id=draw(st.sampled_from([t.id for t in teams])),
            round_number=draw(st.integers(1, 12)),
            official_date=draw(some_day),
            actual_date=draw(st.none() | some_day),
            player_ids=tuple(draw(st.lists(st.sampled_from(ids), max_size=4))),
        )
        for _ in range(draw(st.integers(0, 6)))
    ]
    available = draw(st.lists(st.sampled_from(ids), max_size=20))
    return match, team, teams, players, available, others


@given(clubs_and_availability())
def test_property_proposed_lineup_never_blocks_and_is_the_strongest(case):
    match, team, teams, players, available, others = case
    lineup = propose_lineup(match, team, teams, players, available, others)
    findings = check_lineup(match, team, teams, players, lineup, others)
    assert not has_block(findings), findings

    checker = LineupChecker(match, team, teams, players, others)
    by_id = {p.id: p for p in players}
    eligible = sorted(
        (by_id[pid] for pid in set(available) if pid in by_id and checker.eligible(pid)),
        key=lambda p: p.list_number,
    )
    expected = [p.id for p in eligible[: match.boards]]
    assert [pid for _, pid in lineup.fielded()] == expected
    assert [board for board, _ in lineup.fielded()] == list(range(1, len(expected) + 1))
    assert set(lineup.by_board) == set(range(1, match.boards + 1))


@pytest.mark.slow
@given(clubs_and_availability(), st.data())
def test_property_every_message_is_spanish_and_cites_an_article(case, data):
    match, team, teams, players, available, others = case
    ids = data.draw(st.lists(st.sampled_from([None, *available]) if available else st.none()))
    lineup = LineupInput.of(*ids)
    for finding in check_lineup(match, team, teams, players, lineup, others):
        assert finding.message.startswith(f"Art. {finding.rule_id.removeprefix('CH-')}:")
        assert finding.boards == tuple(sorted(finding.boards))


# -- layering --------------------------------------------------------------------------------


@pytest.mark.parametrize("module", [lineup_module, findings_module])
def test_lineup_engine_imports_only_the_standard_library_and_the_domain(module):
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            imported.add(node.module or "")
    for name in imported:
        top = name.split(".")[0]
        assert name.startswith("delegate_app.domain") or top in sys.stdlib_module_names, name
