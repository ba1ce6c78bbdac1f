"""Domino by pairs: one group of tests per rule ID of docs/reglas.md (DO-*), then properties."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from delegate_app.domain import domino as domino_package
from delegate_app.domain.competition import MatchPoints
from delegate_app.domain.domino import (
    ARBITER,
    FULL_SET,
    INCIDENT_KINDS,
    SEATS,
    SET_PIPS,
    CierreTie,
    DominoError,
    DominoSettings,
    FieldKind,
    HandEnd,
    Incident,
    Pair,
    Partida,
    PartidaResult,
    PartidaStatus,
    RedrawNeeded,
    Seat,
    SeatDrawTie,
    Seating,
    SubstitutionPermission,
    TablePlayers,
    TableSetup,
    Tile,
    as_tile,
    check_holdings,
    check_points,
    draw_seats,
    encounter_result,
    incident_kind,
    next_drop,
    next_partida,
    next_partida_seating,
    numbered_seats,
    ordinal,
    parse_tiles,
    pip_total,
    salidor_of_hand,
    score_hand,
    typed_score,
    validate_incident,
)
from delegate_app.domain.findings import Severity

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
HOME, AWAY = Pair.HOME, Pair.AWAY

# Home pair 1 & 2, visiting pair 3 & 4; 1 drew the highest tile and sits South, 3 on his right.
PLAYERS = TablePlayers(home=(1, 2), away=(3, 4))
SEATING = Seating(north=2, east=3, south=1, west=4, north_south=HOME, salidor=S)
SETUP = TableSetup(table=1, players=PLAYERS, annotator=1, counter=3)
ARBITER_OK = SubstitutionPermission(arbiter="Juez árbitro de la jornada")


def t(text: str) -> Tile:
    return Tile.parse(text)


def tiles(text: str) -> tuple[Tile, ...]:
    return parse_tiles(text)


def fresh(settings: DominoSettings | None = None, **changes) -> Partida:
    return Partida(SETUP, SEATING, settings=settings or DominoSettings(), **changes)


def write(partida: Partida, end: HandEnd | str = HandEnd.DOMINO, **entry) -> Partida:
    """Count, approve by the counter (DO-6) and write one hand."""
    pending = partida.propose_hand(end, **entry)
    return partida.add_hand(pending.approve(partida.setup.counter))


def play_to(partida: Partida, pair: Pair, total: int) -> Partida:
    """Typed dominó hands for ``pair`` until it has ``total`` more points."""
    while total > 0:
        points = min(total, SET_PIPS)
        partida = write(partida, HandEnd.DOMINO, winner=pair, points=points)
        total -= points
    return partida


def rule_ids(error: pytest.ExceptionInfo[DominoError]) -> set[str]:
    return {finding.rule_id for finding in error.value.findings}


# ---------------------------------------------------------------------------------------------
# The double-six set (decision of docs/reglas.md under DO-18)


def test_DO_18_the_double_six_set_has_28_tiles_and_168_pips():
    assert len(FULL_SET) == 28
    assert len(set(FULL_SET)) == 28
    assert pip_total(FULL_SET) == SET_PIPS == 168
    assert sum(tile.is_double for tile in FULL_SET) == 7
    assert FULL_SET[0] == Tile(0, 0) and max(FULL_SET) == Tile(6, 6)


def test_DO_18_a_tile_is_the_same_whichever_number_comes_first():
    assert Tile(4, 6) == Tile(6, 4)
    assert Tile(4, 6).high == 6 and Tile(4, 6).low == 4
    assert hash(Tile(4, 6)) == hash(Tile(6, 4))
    assert Tile(6, 4).pips == 10
    assert Tile(3, 3).is_double and not Tile(3, 2).is_double
    assert Tile(6, 4).has(4) and not Tile(6, 4).has(5)


@pytest.mark.parametrize("text", ["6-4", "4|6", " 6 - 4 ", "4 | 6", "6–4", "4/6", "6:4"])
def test_DO_18_tile_parsing_accepts_dash_and_bar(text):
    assert Tile.parse(text) == Tile(6, 4)


@pytest.mark.parametrize("text", ["6-7", "64", "", "a-b", "6-4-3", "-1-2", "10-2", "6 4"])
def test_DO_18_tile_parsing_refuses_what_is_not_a_tile(text):
    with pytest.raises(DominoError) as error:
        Tile.parse(text)
    assert rule_ids(error) == {"DO-18"}
    assert "Art. 18" in str(error.value)


@pytest.mark.parametrize("values", [(7, 0), (-1, 0), (True, 0), (1.0, 2), ("6", 4)])
def test_DO_18_tile_numbers_go_from_0_to_6(values):
    with pytest.raises(DominoError, match="0 a 6"):
        Tile(*values)


def test_DO_18_every_tile_prints_and_parses_back():
    for tile in FULL_SET:
        assert Tile.parse(str(tile)) == tile
    assert str(Tile(4, 6)) == "6-4"


def test_DO_18_a_line_of_tiles_and_other_tile_forms():
    assert parse_tiles("6-4, 3|3;0 - 0  2/1") == (Tile(6, 4), Tile(3, 3), Tile(0, 0), Tile(2, 1))
    assert parse_tiles("   ") == ()
    assert as_tile((2, 5)) == Tile(5, 2)
    assert as_tile(Tile(1, 1)) == Tile(1, 1)
    assert pip_total(["6-6", (5, 5), Tile(0, 1)]) == 23
    with pytest.raises(DominoError):
        as_tile(12)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------------
# DO-7.2 numbering, DO-7.3 lead rotation: the table's geometry


def test_DO_7_2_seats_right_left_and_opposite():
    assert (S.right, E.right, N.right, W.right) == (E, N, W, S)
    for seat in SEATS:
        assert seat.right.left == seat
        assert seat.opposite.opposite == seat
        assert seat.opposite == seat.right.right == seat.left.left
        assert seat.right.right.right.right == seat
    assert [seat.label for seat in SEATS] == ["Norte", "Este", "Sur", "Oeste"]


def test_DO_7_2_numbering_in_a_hand():
    assert numbered_seats(S) == {1: S, 2: E, 3: N, 4: W}
    assert SEATING.numbering() == {1: 1, 2: 3, 3: 2, 4: 4}
    # The hand led by player 3 (East): 2 is on his right (North), his partner 4 opposite.
    assert SEATING.numbering(E) == {1: 3, 2: 2, 3: 4, 4: 1}


def test_DO_7_3_each_hand_is_led_by_the_player_on_the_previous_salidors_right():
    assert [salidor_of_hand(S, hand) for hand in range(1, 10)] == [S, E, N, W, S, E, N, W, S]
    assert SEATING.salidor_of_hand(2) == E
    for bad in (0, -1, True):
        with pytest.raises(ValueError, match="empieza en 1"):
            salidor_of_hand(S, bad)


def test_DO_7_3_the_partida_follows_the_rotation_after_won_hands():
    partida = fresh()
    assert partida.next_salidor == S
    partida = write(partida, winner=HOME, points=20)
    assert partida.next_salidor == E
    partida = write(partida, HandEnd.CIERRE, winner=AWAY, points=30)
    assert partida.next_salidor == N
    assert [partida.salidor_of_hand(hand) for hand in (1, 2, 3)] == [S, E, N]
    with pytest.raises(ValueError, match="todavía no se conoce"):
        partida.salidor_of_hand(4)


def test_DO_7_3_cierre_with_equal_sums_scores_nothing_and_the_lead_passes_on():
    partida = write(fresh(), HandEnd.CIERRE, winner=None, points=0)
    assert partida.totals == {HOME: 0, AWAY: 0}
    assert partida.hands[0].winner is None and partida.hands[0].lead_passes
    assert partida.next_salidor == E


def test_DO_7_3_cierre_tie_setting_keeps_the_same_salidor():
    settings = DominoSettings(cierre_tie=CierreTie.SAME_SALIDOR)
    partida = write(fresh(settings), HandEnd.CIERRE, winner=None)
    assert partida.next_salidor == S
    partida = write(partida, HandEnd.CIERRE, winner=HOME, points=15)
    assert partida.next_salidor == E  # a won cierre always passes the lead


# ---------------------------------------------------------------------------------------------
# DO-7.2, DO-7.4 seat draw


def test_DO_7_2_highest_total_leads_and_DO_7_4_the_higher_opponent_sits_on_his_right():
    seating = draw_seats(PLAYERS, [{1: "3-2", 2: "1-0", 3: "6-6", 4: "5-4"}])
    assert isinstance(seating, Seating)
    assert seating.salidor == S
    assert seating.player_at(S) == 3  # 12 pips: salidor
    assert seating.player_at(N) == 4  # his partner opposite
    assert seating.player_at(E) == 1  # the opponent with the higher tile (5) on his right
    assert seating.player_at(W) == 2
    assert seating.north_south == AWAY
    assert seating.numbering() == {1: 3, 2: 1, 3: 4, 4: 2}
    assert seating.pair_of(1) == HOME and seating.players_of(HOME) == (1, 2)


@pytest.mark.parametrize("chosen", list(Seat))
def test_DO_7_4_the_draw_winner_chooses_his_seat(chosen):
    seating = draw_seats(PLAYERS, [{1: "6-5", 2: "0-0", 3: "2-1", 4: "4-4"}], salidor_seat=chosen)
    assert seating.salidor == chosen
    assert seating.player_at(chosen) == 1
    assert seating.player_at(chosen.opposite) == 2
    assert seating.player_at(chosen.right) == 4  # 8 pips beats 3
    assert seating.player_at(chosen.left) == 3
    assert seating.pair_at(chosen) == HOME


def test_DO_7_2_a_tie_for_the_lead_asks_the_tied_players_to_draw_again():
    result = draw_seats(PLAYERS, [{1: "6-4", 2: "0-0", 3: "5-5", 4: "3-1"}])
    assert isinstance(result, RedrawNeeded)
    assert result.players == (1, 3)
    assert "los jugadores 1 y 3 (para decidir quién es el salidor)" in result.message
    assert result.finding.rule_id == "DO-7.2" and result.finding.severity is Severity.INFO
    assert result.finding.player_ids == (1, 3)


def test_DO_7_2_tied_partners_and_tied_opponents_draw_again_in_one_round():
    result = draw_seats(PLAYERS, [{1: "6-4", 2: "5-5", 3: "2-1", 4: "3-0"}])
    assert isinstance(result, RedrawNeeded)
    assert [group.players for group in result.groups] == [(1, 2), (3, 4)]
    assert "(para decidir quién se sienta a la derecha del salidor)" in result.message
    seating = draw_seats(
        PLAYERS,
        [{1: "6-4", 2: "5-5", 3: "2-1", 4: "3-0"}, {1: "1-0", 2: "6-6", 3: "4-4", 4: "0-0"}],
    )
    assert seating.seats == {S: 2, N: 1, E: 3, W: 4}


def test_DO_7_4_only_the_tied_opponents_draw_again():
    result = draw_seats(PLAYERS, [{1: "6-6", 2: "0-0", 3: "2-1", 4: "3-0"}])
    assert isinstance(result, RedrawNeeded)
    assert [group.players for group in result.groups] == [(3, 4)]
    seating = draw_seats(
        PLAYERS, [{1: "6-6", 2: "0-0", 3: "2-1", 4: "3-0"}, {3: "1-1", 4: "6-6"}], salidor_seat=N
    )
    assert seating.seats == {N: 1, S: 2, N.right: 4, N.left: 3}


def test_DO_7_2_ties_that_decide_nothing_need_no_new_draw():
    # The partner ties an opponent and the other opponent: neither order matters.
    seating = draw_seats(PLAYERS, [{1: "6-6", 2: "2-1", 3: "3-0", 4: "1-0"}])
    assert isinstance(seating, Seating)
    assert seating.player_at(seating.salidor.right) == 3


def test_DO_7_2_a_tied_players_earlier_result_still_ranks_him():
    rounds = [{1: "6-4", 2: "0-0", 3: "5-5", 4: "2-1"}, {1: "0-0", 3: "1-0"}]
    seating = draw_seats(PLAYERS, rounds)
    assert seating.player_at(S) == 3
    # 1 lost the new draw but his 10 still beats his partner's 0 for the seat on the right.
    assert seating.player_at(E) == 1


def test_DO_7_2_three_way_tie_then_the_opponents_tie_again():
    rounds = [{1: "6-0", 2: "0-0", 3: "5-1", 4: "4-2"}]
    first = draw_seats(PLAYERS, rounds)
    assert [group.players for group in first.groups] == [(1, 3, 4)]
    rounds.append({1: "6-6", 3: "2-2", 4: "3-1"})
    second = draw_seats(PLAYERS, rounds)
    assert isinstance(second, RedrawNeeded)
    assert [group.players for group in second.groups] == [(3, 4)]
    rounds.append({3: "1-0", 4: "2-0"})
    seating = draw_seats(PLAYERS, rounds)
    assert seating.seats == {S: 1, N: 2, E: 4, W: 3}


def test_DO_7_2_four_equal_totals_all_draw_again():
    result = draw_seats(PLAYERS, [{1: "6-0", 2: "5-1", 3: "4-2", 4: "3-3"}])
    assert [group.players for group in result.groups] == [(1, 2, 3, 4)]


def test_DO_7_2_seat_draw_tie_setting_higher_number_never_redraws():
    seating = draw_seats(
        PLAYERS, [{1: "6-0", 2: "5-1", 3: "4-2", 4: "3-3"}], tie=SeatDrawTie.HIGHER_NUMBER
    )
    assert seating.seats == {S: 1, N: 2, E: 3, W: 4}


def test_DO_7_2_the_same_tile_cannot_be_drawn_twice():
    with pytest.raises(DominoError, match="6-6 no puede levantarse dos veces") as error:
        draw_seats(PLAYERS, [{1: "6-6", 2: "6-6", 3: "2-1", 4: "3-0"}])
    assert rule_ids(error) == {"DO-7.2"}
    assert error.value.findings[0].player_ids == (1, 2)
    # Across rounds the tiles are shuffled again, so a redraw may repeat an earlier tile.
    seating = draw_seats(PLAYERS, [{1: "6-4", 2: "0-0", 3: "5-5", 4: "2-1"}, {1: "6-4", 3: "0-0"}])
    assert seating.player_at(S) == 1


@pytest.mark.parametrize(
    ("rounds", "message"),
    [
        ([], "cada uno de los cuatro jugadores"),
        ([{1: "6-6", 2: "0-0", 3: "2-1"}], "falta la ficha de 4"),
        ([{1: "6-6", 2: "0-0", 3: "2-1", 4: "3-0", 5: "4-4"}], "no debía levantar ficha 5"),
        (
            [{1: "6-4", 2: "0-0", 3: "5-5", 4: "2-1"}, {1: "6-6", 2: "1-1"}],
            "en el nuevo sorteo falta la ficha de 3",
        ),
        ([{1: "6-6", 2: "0-0", 3: "2-1", 4: "3-3"}, {1: "1-1"}], "ya estaba decidido"),
        ([{1: "6-7", 2: "0-0", 3: "2-1", 4: "3-3"}], "no existe en el doble seis"),
    ],
)
def test_DO_7_2_impossible_draws_are_refused(rounds, message):
    with pytest.raises(DominoError, match=message):
        draw_seats(PLAYERS, rounds)


def test_DO_7_2_four_different_players_two_per_pair():
    with pytest.raises(DominoError, match="dos puestos"):
        TablePlayers((1, 2), (2, 3))
    with pytest.raises(DominoError, match="exactamente dos"):
        TablePlayers((1, 2, 5), (3, 4))  # type: ignore[arg-type]
    with pytest.raises(DominoError, match="dos asientos"):
        Seating(1, 2, 1, 4, HOME, S)
    with pytest.raises(DominoError, match="cada lado"):
        Seating.from_seats({N: 1, E: 2, S: 3}, HOME, S)
    with pytest.raises(DominoError, match="no juega en esta mesa"):
        PLAYERS.pair_of(9)
    with pytest.raises(DominoError, match="no está sentado"):
        SEATING.seat_of(9)
    assert PLAYERS.partner_of(2) == 1 and PLAYERS.partner_of(3) == 4


@given(st.permutations(FULL_SET), st.sampled_from(list(Seat)))
def test_DO_7_2_property_draw_seats_or_names_exactly_the_tied_players(deal, chosen):
    draw = dict(zip(PLAYERS.all, deal[:4], strict=False))
    result = draw_seats(PLAYERS, [draw], salidor_seat=chosen)
    pips = {player: tile.pips for player, tile in draw.items()}
    if isinstance(result, Seating):
        salidor = result.player_at(chosen)
        assert all(pips[salidor] > pips[other] for other in PLAYERS.all if other != salidor)
        assert result.player_at(chosen.opposite) == PLAYERS.partner_of(salidor)
        assert pips[result.player_at(chosen.right)] > pips[result.player_at(chosen.left)]
        assert PLAYERS.pair_of(result.player_at(chosen.right)) != PLAYERS.pair_of(salidor)
    else:
        best = max(pips.values())
        top = tuple(player for player in PLAYERS.all if pips[player] == best)
        if len(top) > 1:
            assert result.groups[0].players == top
        else:
            (salidor,) = top
            opponents = PLAYERS.of(PLAYERS.pair_of(salidor).other)
            assert [group.players for group in result.groups] == [opponents]
            assert pips[opponents[0]] == pips[opponents[1]]
        for group in result.groups:
            assert len({pips[player] for player in group.players}) == 1


@given(st.lists(st.permutations(FULL_SET), min_size=1, max_size=10))
def test_DO_7_2_property_redrawing_the_named_players_seats_the_table(shuffles):
    rounds: list[dict[int, Tile]] = []
    drawing = PLAYERS.all
    result: Seating | RedrawNeeded | None = None
    for shuffle in shuffles:
        rounds.append(dict(zip(drawing, shuffle, strict=False)))
        result = draw_seats(PLAYERS, rounds)
        if isinstance(result, Seating):
            break
        drawing = result.players
    assume(isinstance(result, Seating))
    # Each player's draws in order: the salidor's are the greatest, the right opponent's beat
    # his partner's.
    history = {
        player: tuple(draw[player].pips for draw in rounds if player in draw)
        for player in PLAYERS.all
    }
    salidor = result.player_at(result.salidor)
    assert all(history[salidor] > history[other] for other in PLAYERS.all if other != salidor)
    right, left = result.player_at(S.right), result.player_at(S.left)
    assert history[right] > history[left]
    assert sorted(result.players) == sorted(PLAYERS.all)


def test_DO_domino_rules_are_pure_python():
    allowed = {
        "__future__", "collections", "dataclasses", "datetime", "enum", "re", "types", "typing",
    }  # fmt: skip
    for path in sorted(Path(domino_package.__file__).parent.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                continue
            for name in names:
                assert name.split(".")[0] in allowed or name.startswith("delegate_app.domain"), (
                    f"{path.name} imports {name}"
                )


# ---------------------------------------------------------------------------------------------
# DO-18 hand scoring from the tiles left


def test_DO_18_domino_scores_every_tile_left_partners_included():
    left = {N: tiles("6-6 5-5"), E: tiles("1-0"), W: tiles("0-0 2-1")}
    score = score_hand(SEATING, HandEnd.DOMINO, left, domino_by=S)
    assert score.winner == HOME
    assert score.points == 12 + 10 + 1 + 0 + 3
    assert dict(score.pair_pips) == {HOME: 22, AWAY: 4}


def test_DO_18_cierre_goes_to_the_pair_with_fewer_pips_and_scores_all_in_hand():
    left = {S: tiles("1-1"), N: tiles("2-2"), E: tiles("6-5"), W: tiles("5-4")}
    score = score_hand(SEATING, HandEnd.CIERRE, left)
    assert (score.winner, score.points) == (HOME, 2 + 4 + 11 + 9)


def test_DO_18_cierre_with_equal_sums_scores_nothing():
    left = {S: tiles("6-5"), N: tiles("1-0"), E: tiles("4-4"), W: tiles("2-2")}
    score = score_hand(SEATING, HandEnd.CIERRE, left)
    assert (score.winner, score.points) == (None, 0)
    assert dict(score.pair_pips) == {HOME: 12, AWAY: 12}


@pytest.mark.parametrize(
    ("end", "left", "domino_by", "played", "message"),
    [
        (HandEnd.DOMINO, {N: "6-6", E: "6-6 1-0", W: "0-0"}, S, "", "6-6 aparece 2 veces"),
        (
            HandEnd.DOMINO,
            {N: "6-6 6-5 6-4 6-3 6-2 6-1 6-0 5-5", E: "1-0", W: "0-0"},
            S,
            "",
            "Norte anota 8 fichas",
        ),
        (HandEnd.DOMINO, {S: "1-0", N: "6-6", E: "2-2", W: "0-0"}, S, "", "no conserva fichas"),
        (HandEnd.DOMINO, {N: "6-6", E: "2-2"}, S, "", "también figura sin fichas Oeste"),
        (HandEnd.DOMINO, {N: "6-6", E: "2-2", W: "0-0"}, None, "", "qué jugador se quedó"),
        (HandEnd.CIERRE, {S: "1-1", N: "2-2", E: "6-5"}, None, "", "figura sin fichas Oeste"),
        (HandEnd.CIERRE, {S: "6-5", N: "4-3", E: "2-1", W: "0-0"}, None, "", "todos los números"),
        (HandEnd.CIERRE, {S: "1-1", N: "2-2", E: "6-5", W: "5-4"}, S, "", "no hay jugador que"),
        (HandEnd.DOMINO, {N: "6-6", E: "1-0", W: "0-0"}, S, "6-6 3-3", "(Norte y la mesa)"),
        (HandEnd.ANULADA, {N: "6-6", E: "1-0", W: "0-0"}, None, "", "no se anotan sus fichas"),
    ],
)
def test_DO_18_impossible_tile_entries_are_refused(end, left, domino_by, played, message):
    holdings = {seat: tiles(text) for seat, text in left.items()}
    findings = check_holdings(end, holdings, domino_by, tiles(played))
    assert any(message in finding.message for finding in findings), findings
    assert {(finding.rule_id, finding.severity) for finding in findings} == {
        ("DO-18", Severity.BLOCK)
    }
    with pytest.raises(DominoError, match=r"Art\. 18"):
        score_hand(SEATING, end, holdings, domino_by, tiles(played))


def test_DO_18_more_than_28_tiles_in_all_is_refused():
    findings = check_holdings(HandEnd.DOMINO, {N: FULL_SET[:2], E: FULL_SET[2:3]}, S, FULL_SET)
    messages = " ".join(finding.message for finding in findings)
    assert "suman 31; el doble seis tiene 28" in messages
    assert "aparece 2 veces" in messages


def test_DO_18_a_possible_entry_has_no_findings_and_seats_may_be_left_out():
    assert check_holdings(HandEnd.DOMINO, {N: ["6-6"], E: ["1-0"], W: ["0-0"]}, S) == []
    with pytest.raises(DominoError, match="asiento desconocido"):
        check_holdings(HandEnd.DOMINO, {"X": ["6-6"]}, S)  # type: ignore[dict-item]


@pytest.mark.parametrize("points", [0, 1, 84, 167, 168])
def test_DO_18_typed_points_between_0_and_168(points):
    assert check_points(points) == []
    assert typed_score(HandEnd.DOMINO, AWAY, points).points == points


@pytest.mark.parametrize("points", [-1, 169, 300, 1.5, True, "40", None])
def test_DO_18_typed_points_outside_the_range_are_refused(points):
    findings = check_points(points)
    assert len(findings) == 1 and findings[0].rule_id == "DO-18" and findings[0].blocks
    # reglas.md ("Citations"): the 0-168 bound is the competition's setting, not art. 18's text.
    wanted = (
        "Ajuste de la competición: una mano vale entre 0 y 168"
        if isinstance(points, int) and not isinstance(points, bool)
        else r"Art\. 18: los puntos de una mano son un número"
    )
    with pytest.raises(DominoError, match=wanted):
        typed_score(HandEnd.DOMINO, HOME, points)


def test_DO_18_typed_entries_need_a_winner_except_a_tied_cierre():
    with pytest.raises(DominoError, match="en un dominó hay que indicar la pareja"):
        typed_score(HandEnd.DOMINO, None, 20)
    with pytest.raises(DominoError, match="sumas igualadas no da puntos; se anotaron 20"):
        typed_score(HandEnd.CIERRE, None, 20)
    assert typed_score(HandEnd.CIERRE, None, None).points == 0
    assert typed_score(HandEnd.CIERRE, None, 0).winner is None
    assert typed_score(HandEnd.CIERRE, "visitante", 40).winner == AWAY  # type: ignore[arg-type]
    with pytest.raises(DominoError, match="anulada no da puntos"):
        typed_score(HandEnd.ANULADA, HOME, 10)


@given(st.permutations(FULL_SET), st.sampled_from(SEATS), st.data())
def test_DO_18_property_domino_scores_the_pips_left(deal, winner, data):
    left: dict[Seat, tuple[Tile, ...]] = {}
    played: list[Tile] = []
    for index, seat in enumerate(SEATS):
        hand = deal[index * 7 : (index + 1) * 7]
        keep = 0 if seat == winner else data.draw(st.integers(1, 7), label=f"kept by {seat}")
        left[seat], gone = tuple(hand[:keep]), hand[keep:]
        played.extend(gone)
    score = score_hand(SEATING, HandEnd.DOMINO, left, domino_by=winner, played=played)
    assert 0 <= score.points <= SET_PIPS
    assert score.points == pip_total(tile for hand in left.values() for tile in hand)
    assert score.winner == SEATING.pair_at(winner)


@given(st.permutations(FULL_SET), st.integers(0, 6), st.data())
def test_DO_18_property_cierre_scores_the_pips_left_or_nothing(deal, blocked, data):
    left: dict[Seat, tuple[Tile, ...]] = {}
    for index, seat in enumerate(SEATS):
        # The blocked number's seven tiles are all on the table; any others may be too.
        hand = [tile for tile in deal[index * 7 : (index + 1) * 7] if not tile.has(blocked)]
        assume(hand)
        keep = data.draw(st.integers(1, len(hand)), label=f"kept by {seat}")
        left[seat] = tuple(hand[:keep])
    score = score_hand(SEATING, HandEnd.CIERRE, left)
    pips = {pair: 0 for pair in Pair}
    for seat, hand in left.items():
        pips[SEATING.pair_at(seat)] += pip_total(hand)
    assert 0 <= score.points <= SET_PIPS
    if pips[HOME] == pips[AWAY]:
        assert (score.winner, score.points) == (None, 0)
    else:
        assert score.points == pips[HOME] + pips[AWAY]
        assert pips[score.winner] < pips[score.winner.other]


# ---------------------------------------------------------------------------------------------
# DO-18 the partida: Hoja de Anotaciones, target, result


def test_DO_18_hands_from_tiles_and_typed_hands_make_the_running_totals():
    left = {N: ["6-6"], E: ["1-0"], W: ["0-0"]}
    partida = write(fresh(), HandEnd.DOMINO, domino_by=S, tiles_left=left)
    partida = write(partida, HandEnd.CIERRE, winner=AWAY, points=40)
    partida = write(
        partida,
        HandEnd.CIERRE,
        tiles_left={S: ["1-1"], N: ["2-2"], E: ["6-5"], W: ["5-4"]},
        winner=HOME,
        points=26,
    )
    assert [hand.points for hand in partida.hands] == [13, 40, 26]
    assert [hand.winner for hand in partida.hands] == [HOME, AWAY, HOME]
    assert partida.running_totals == (
        {HOME: 13, AWAY: 0},
        {HOME: 13, AWAY: 40},
        {HOME: 39, AWAY: 40},
    )
    assert partida.totals == {HOME: 39, AWAY: 40}
    assert [hand.salidor for hand in partida.hands] == [S, E, N]
    assert partida.hands[0].tiles_of(N) == (Tile(6, 6),) and partida.hands[0].tiles_of(S) == ()
    assert partida.hands[0].approved_by == (3,)
    assert partida.status is PartidaStatus.IN_PLAY and not partida.finished
    assert partida.winner is None and partida.notes == ()


def test_DO_18_the_partida_ends_when_a_pair_reaches_the_target():
    partida = play_to(fresh(), AWAY, 300)
    assert partida.finished and partida.status is PartidaStatus.FINISHED
    assert partida.winner == AWAY
    assert not partida.exceeded_target and partida.notes == ()
    assert partida.next_salidor is None
    assert partida.result == PartidaResult(1, 1, PartidaStatus.FINISHED, AWAY, 0, 300)


def test_DO_18_the_last_hand_passing_the_target_keeps_the_real_total_and_is_noted():
    partida = play_to(fresh(), HOME, 290)
    partida = write(partida, HandEnd.CIERRE, winner=HOME, points=25)
    assert partida.winner == HOME
    assert partida.totals[HOME] == partida.final_score[HOME] == 315
    assert partida.exceeded_target
    assert partida.notes == (
        "Art. 18: la pareja local superó el total acordado (300) con la última mano: 315 puntos.",
    )


def test_DO_18_the_target_is_a_setting():
    partida = play_to(fresh(DominoSettings(target=100)), HOME, 100)
    assert partida.finished and partida.winner == HOME


def test_DO_18_no_hand_after_the_partida_finished():
    partida = play_to(fresh(), HOME, 300)
    with pytest.raises(DominoError, match="la partida terminó") as error:
        partida.propose_hand(HandEnd.DOMINO, winner=AWAY, points=10)
    assert rule_ids(error) == {"DO-18"}
    # Nor a hand counted before the end and approved afterwards.
    before = play_to(fresh(), HOME, 290)
    late = before.propose_hand(HandEnd.DOMINO, winner=AWAY, points=5).approve(3)
    finished = write(before, winner=HOME, points=10)
    with pytest.raises(DominoError, match="la partida terminó"):
        finished.add_hand(late)


def test_DO_18_typed_points_must_agree_with_the_tiles():
    left = {N: ["6-6"], E: ["1-0"], W: ["0-0"]}
    with pytest.raises(DominoError, match=r"puntos anotados \(12\) no coinciden .* \(13\)"):
        fresh().propose_hand(HandEnd.DOMINO, domino_by=S, tiles_left=left, points=12)
    with pytest.raises(DominoError, match="gana la mano la pareja local, no la pareja visitante"):
        fresh().propose_hand(HandEnd.DOMINO, domino_by=S, tiles_left=left, winner=AWAY)
    tie = {S: ["6-5"], N: ["1-0"], E: ["4-4"], W: ["2-2"]}
    with pytest.raises(DominoError, match="gana la mano ninguna pareja"):
        fresh().propose_hand(HandEnd.CIERRE, tiles_left=tie, winner=HOME)


def test_DO_18_the_player_who_ran_out_gives_the_winning_pair():
    pending = fresh().propose_hand(HandEnd.DOMINO, domino_by=E, points=30)
    assert pending.hand.winner == AWAY and pending.hand.domino_by == E
    with pytest.raises(DominoError, match="Este es de la pareja visitante"):
        fresh().propose_hand(HandEnd.DOMINO, domino_by=E, winner=HOME, points=30)
    with pytest.raises(DominoError, match="solo en un dominó"):
        fresh().propose_hand(HandEnd.CIERRE, domino_by=E, points=30)
    with pytest.raises(DominoError, match="junto con las que quedan"):
        fresh().propose_hand(HandEnd.DOMINO, winner=HOME, points=3, played=["6-6"])
    with pytest.raises(ValueError):
        fresh().propose_hand("empate", winner=HOME, points=3)


def test_DO_18_the_partida_checks_its_table_and_its_seats():
    with pytest.raises(DominoError, match="mesa 5 no existe"):
        Partida(TableSetup(5, PLAYERS, 1, 3), SEATING)
    with pytest.raises(DominoError, match="partida 3 no existe"):
        Partida(SETUP, SEATING, number=3)
    with pytest.raises(DominoError, match="uno frente al otro"):
        Partida(SETUP, Seating(north=3, east=2, south=1, west=4, north_south=HOME, salidor=S))
    with pytest.raises(ValueError, match="número de partida"):
        Partida(SETUP, SEATING, number=0)


@given(
    st.lists(
        st.tuples(
            st.sampled_from([HandEnd.DOMINO, HandEnd.CIERRE]),
            st.sampled_from([HOME, AWAY, None]),
            st.integers(0, SET_PIPS),
        ),
        max_size=30,
    ),
    st.integers(1, 400),
)
def test_DO_18_property_partida_totals_always_equal_the_sum_of_its_hands(entries, target):
    partida = fresh(DominoSettings(target=target))
    for end, winner, points in entries:
        if winner is None and end is HandEnd.DOMINO:
            continue
        if winner is None:
            points = 0
        if partida.finished:
            with pytest.raises(DominoError):
                write(partida, end, winner=winner, points=points)
            break
        partida = write(partida, end, winner=winner, points=points)
    for pair in Pair:
        assert partida.totals[pair] == sum(h.points for h in partida.hands if h.winner is pair)
    assert partida.finished == any(total >= target for total in partida.totals.values())
    if partida.finished:
        winner = partida.winner
        assert partida.totals[winner] >= target > partida.totals[winner.other]
        assert partida.exceeded_target == (partida.totals[winner] > target)
        # Only the last hand can reach the target.
        assert all(max(row.values()) < target for row in partida.running_totals[:-1])


# ---------------------------------------------------------------------------------------------
# DO-6 annotator, counter and approval


def test_DO_6_the_annotator_is_from_the_home_pair_and_the_counter_from_the_rival_pair():
    with pytest.raises(DominoError, match="anotador lo señala la pareja local") as error:
        TableSetup(1, PLAYERS, annotator=3, counter=4)
    assert rule_ids(error) == {"DO-6"}
    with pytest.raises(DominoError, match="recuento lo señala la pareja rival"):
        TableSetup(1, PLAYERS, annotator=1, counter=2)
    with pytest.raises(ValueError, match="número de mesa"):
        TableSetup(0, PLAYERS, annotator=1, counter=3)


def test_DO_6_a_hand_is_written_only_after_the_counter_approves_it():
    partida = fresh()
    pending = partida.propose_hand(HandEnd.DOMINO, winner=HOME, points=20)
    assert not pending.approved and pending.waiting_for == (3,)
    with pytest.raises(DominoError, match="solo se anota cuando la aprueba el jugador 3") as error:
        partida.add_hand(pending)
    assert error.value.findings[0].player_ids == (3,)
    assert partida.hands == ()
    approved = pending.approve(3)
    assert approved.approved and approved.approve(3) == approved
    assert partida.add_hand(approved).totals[HOME] == 20


def test_DO_6_neither_the_annotator_nor_the_arbiter_approves_in_place_of_the_counter():
    # docs/reglas.md: the arbiter never approves in place of a counting player.
    pending = fresh().propose_hand(HandEnd.DOMINO, winner=HOME, points=20)
    with pytest.raises(DominoError, match="el jugador 3; no 1"):
        pending.approve(1)
    with pytest.raises(DominoError, match="el jugador 3; no árbitro"):
        pending.approve(ARBITER)
    partida = fresh().add_hand(pending.approve(3))
    assert partida.hands[0].approved_by == (3,)


def test_DO_6_when_the_arbiter_counts_both_named_players_approve():
    setup = TableSetup(1, PLAYERS, annotator=2, counter=4, arbiter_counts=True)
    partida = Partida(setup, SEATING)
    pending = partida.propose_hand(HandEnd.DOMINO, winner=AWAY, points=20).approve(4)
    assert not pending.approved and pending.waiting_for == (2,)
    with pytest.raises(DominoError, match="el jugador 2 y el jugador 4"):
        partida.add_hand(pending)
    with pytest.raises(DominoError, match="solo la puede aprobar"):
        pending.approve(ARBITER)
    partida = partida.add_hand(pending.approve(2))
    assert partida.hands[0].approved_by == (4, 2)


def test_DO_6_an_approval_for_an_outdated_count_is_refused():
    partida = fresh()
    first = partida.propose_hand(HandEnd.DOMINO, winner=HOME, points=20).approve(3)
    second = partida.propose_hand(HandEnd.DOMINO, winner=AWAY, points=30).approve(3)
    partida = partida.add_hand(first)
    with pytest.raises(DominoError, match=r"\(n.º 1\) ya no corresponde"):
        partida.add_hand(second)


# ---------------------------------------------------------------------------------------------
# DO-15, DO-16 annulled hands


def test_DO_15_annulled_hand_scores_nothing_and_the_offending_pair_that_led_loses_the_lead():
    partida = write(fresh(), HandEnd.ANULADA, offender=N)  # N is the salidor's partner
    hand = partida.hands[0]
    assert (hand.end, hand.winner, hand.points, hand.offender) == (HandEnd.ANULADA, None, 0, N)
    assert partida.totals == {HOME: 0, AWAY: 0}
    assert partida.next_salidor == E


def test_DO_16_annulled_hand_when_the_rivals_led_is_led_again_by_the_same_salidor():
    partida = write(fresh(), HandEnd.ANULADA, offender=W)
    assert partida.next_salidor == S
    assert HandEnd.ANULADA.label == "anulada"


def test_DO_15_an_annulled_hand_needs_the_offender_and_nothing_else():
    with pytest.raises(DominoError, match="indicar el jugador infractor"):
        fresh().propose_hand(HandEnd.ANULADA)
    with pytest.raises(DominoError, match="anulada no da puntos"):
        fresh().propose_hand(HandEnd.ANULADA, offender=E, points=10)
    with pytest.raises(DominoError, match="no se anotan sus fichas"):
        fresh().propose_hand(HandEnd.ANULADA, offender=E, tiles_left={N: ["6-6"]})
    with pytest.raises(DominoError, match="solo una mano anulada lleva jugador infractor"):
        fresh().propose_hand(HandEnd.DOMINO, winner=HOME, points=10, offender=E)


# ---------------------------------------------------------------------------------------------
# DO-7.2b next partida: the losing pair swaps seats


def test_DO_7_2b_the_losing_pair_swaps_so_the_player_on_the_salidors_right_moves_to_his_left():
    first = play_to(fresh(), HOME, 300)  # the visiting pair (E 3, W 4) lost
    seating = next_partida_seating(first)
    assert seating.seats == {N: 2, E: 4, S: 1, W: 3}
    assert seating.salidor == S  # the same player leads
    assert seating.player_at(seating.salidor.left) == first.seating.player_at(S.right)


def test_DO_7_2b_when_the_salidors_pair_loses_it_swaps_and_he_leads_from_his_new_seat():
    first = play_to(fresh(), AWAY, 300)
    seating = next_partida_seating(first)
    assert seating.seats == {N: 1, E: 3, S: 2, W: 4}
    assert seating.salidor == N and seating.player_at(N) == 1
    assert seating.player_at(seating.salidor.left) == first.seating.player_at(S.right)
    assert next_partida_seating(first, salidor=E).salidor == E


def test_DO_7_2b_substitutes_take_the_seat_their_titular_would_have_had():
    first = play_to(fresh(), HOME, 300)
    second = next_partida(first, {3: 7})
    assert second.number == 2
    assert second.seating.seats == {N: 2, E: 4, S: 1, W: 7}
    assert second.setup.players.away == (7, 4)
    assert second.setup.counter == 7  # he also takes the counting over
    assert second.hands == () and second.next_salidor == S
    assert next_partida(first, annotator=2, counter=4).setup.annotator == 2


def test_DO_7_2b_the_next_partida_needs_a_winner_and_a_free_slot():
    with pytest.raises(DominoError, match="no tiene ganador \\(en juego\\)") as error:
        next_partida(fresh())
    assert rule_ids(error) == {"DO-7.2b"}
    with pytest.raises(DominoError, match="suspendida"):
        next_partida(fresh().suspend("Apagón en el local"))
    second = next_partida(play_to(fresh(), HOME, 300))
    with pytest.raises(DominoError, match="ya se han jugado las 2 partidas"):
        next_partida(play_to(second, HOME, 300))


def test_DO_7_2b_after_an_abandonment_the_abandoning_pair_swaps():
    first = fresh().abandon(2)
    assert next_partida_seating(first).seats == {N: 1, E: 3, S: 2, W: 4}


def test_DO_7_2b_with_three_partidas_per_table_each_loser_swaps_for_the_next():
    settings = DominoSettings(partidas_per_table=3)
    second = next_partida(play_to(fresh(settings), HOME, 300))
    third = next_partida(play_to(second, HOME, 300))
    assert third.number == 3 and third.seating == SEATING


@given(
    st.permutations([1, 2, 3, 4]),
    st.sampled_from(list(Pair)),
    st.sampled_from(list(Seat)),
    st.sampled_from(list(Pair)),
)
def test_DO_7_2b_property_the_seat_swap_applied_twice_returns_the_original(
    order, north_south, salidor, loser
):
    seating = Seating(*order, north_south=north_south, salidor=salidor)
    swapped = seating.swapped(loser)
    assert swapped.swapped(loser) == seating
    assert swapped != seating
    leader = seating.player_at(salidor)
    assert swapped.player_at(swapped.salidor) == leader
    assert swapped.player_at(swapped.salidor.left) == seating.player_at(salidor.right)
    assert swapped.player_at(swapped.salidor.opposite) == seating.player_at(salidor.opposite)
    for pair in Pair:
        assert set(swapped.players_of(pair)) == set(seating.players_of(pair))


# ---------------------------------------------------------------------------------------------
# DO-20.3 substitutes


def test_DO_20_3_a_substitute_keeps_the_seat_and_the_numbering():
    partida = write(fresh(), winner=HOME, points=20)
    partida = partida.substitute(2, 9, "Ausencia justificada", ARBITER_OK)
    assert partida.seating.player_at(N) == 9
    assert partida.seating.numbering() == {1: 1, 2: 3, 3: 9, 4: 4}
    assert partida.setup.players.home == (1, 9)
    assert partida.substitutions[0].seat == N and partida.substitutions[0].after_hand == 1
    assert partida.next_salidor == E and partida.totals[HOME] == 20
    assert write(partida, winner=HOME, points=5).totals[HOME] == 25


def test_DO_20_3_the_substitute_takes_over_the_role_of_the_replaced_player():
    partida = fresh().substitute(3, 8, "Indisposición", ARBITER_OK)
    assert partida.setup.counter == 8
    pending = partida.propose_hand(HandEnd.DOMINO, winner=HOME, points=10)
    assert partida.add_hand(pending.approve(8)).totals[HOME] == 10
    assert fresh().substitute(1, 5, "Indisposición", ARBITER_OK).setup.annotator == 5


def test_DO_20_3_impossible_substitutions_are_refused():
    with pytest.raises(DominoError, match="el sustituto 3 ya juega en esta mesa"):
        fresh().substitute(2, 3, "Indisposición", ARBITER_OK)
    with pytest.raises(DominoError, match="el sustituto 3 ya está sentado"):
        SEATING.substituted(2, 3)
    with pytest.raises(DominoError, match="no está sentado"):
        fresh().substitute(9, 10, "Indisposición", ARBITER_OK)
    with pytest.raises(DominoError, match="la partida terminó"):
        play_to(fresh(), HOME, 300).substitute(2, 9, "Indisposición", ARBITER_OK)
    suspended = fresh().suspend("Indisposición")
    assert suspended.substitute(2, 9, "Indisposición", ARBITER_OK).seating.north == 9


# ---------------------------------------------------------------------------------------------
# DO-20.4 abandonment, DO-20 suspension


def test_DO_20_4_the_abandoning_pair_loses_even_when_ahead_and_keeps_its_points():
    partida = play_to(fresh(), AWAY, 250)
    partida = write(partida, winner=HOME, points=120)
    partida = partida.abandon(3, "Se retira sin causa")
    assert partida.status is PartidaStatus.ABANDONED and partida.finished
    assert partida.winner == HOME
    assert partida.totals == {HOME: 120, AWAY: 250}
    assert partida.credited == 180
    assert partida.final_score == {HOME: 300, AWAY: 250}
    assert partida.result == PartidaResult(1, 1, PartidaStatus.ABANDONED, HOME, 300, 250)
    assert partida.stop.player == 3 and partida.stop.pair == AWAY
    assert (partida.stop.home_points, partida.stop.away_points) == (120, 250)
    assert partida.notes == (
        "Art. 20: abandono del jugador 3 (pareja visitante): gana la pareja local, a la que se "
        "suman 180 puntos hasta los 300; la pareja visitante conserva sus 250.",
    )
    assert not partida.exceeded_target and partida.next_salidor is None


def test_DO_20_4_no_substitution_and_no_hand_after_an_abandonment():
    partida = fresh().abandon(1)
    with pytest.raises(DominoError, match="no se puede sustituir") as error:
        partida.substitute(1, 9, "Indisposición", ARBITER_OK)
    assert rule_ids(error) == {"DO-20.4"}
    with pytest.raises(DominoError, match="terminó por abandono"):
        partida.propose_hand(HandEnd.DOMINO, winner=HOME, points=10)
    with pytest.raises(DominoError, match="terminó por abandono"):
        partida.abandon(3)
    with pytest.raises(DominoError, match="la partida terminó"):
        play_to(fresh(), HOME, 300).abandon(3)
    with pytest.raises(DominoError, match="no está sentado"):
        fresh().abandon(9)


def test_DO_20_suspension_keeps_the_score_of_that_moment_and_has_no_winner():
    partida = write(write(fresh(), winner=HOME, points=40), winner=AWAY, points=30)
    partida = partida.suspend("  Corte de luz en el local ")
    assert partida.status is PartidaStatus.SUSPENDED and not partida.finished
    assert partida.winner is None
    assert partida.stop.reason == "Corte de luz en el local"
    assert (partida.stop.home_points, partida.stop.away_points, partida.stop.after_hand) == (
        40,
        30,
        2,
    )
    assert partida.notes == (
        "Art. 20: partida suspendida tras la mano n.º 2 con 40 (local) a 30 (visitante); decide "
        "el órgano competente.",
    )
    with pytest.raises(DominoError, match="está suspendida") as error:
        partida.propose_hand(HandEnd.DOMINO, winner=HOME, points=10)
    assert rule_ids(error) == {"DO-20"}
    with pytest.raises(DominoError, match="está suspendida"):
        partida.suspend("Otra vez")
    resumed = partida.resume()
    assert resumed.status is PartidaStatus.IN_PLAY and len(resumed.earlier_stops) == 1
    assert resumed.next_salidor == N
    with pytest.raises(DominoError, match="solo se reanuda"):
        resumed.resume()
    with pytest.raises(DominoError, match="circunstancia imprevisible"):
        resumed.suspend("   ")


def test_DO_20_4_an_abandonment_after_a_suspension():
    partida = fresh().suspend("Indisposición").abandon(4)
    assert partida.winner == HOME and partida.final_score == {HOME: 300, AWAY: 0}
    assert [stop.kind.value for stop in partida.earlier_stops] == ["suspension"]


# ---------------------------------------------------------------------------------------------
# Encounter (decisions of docs/reglas.md): tables × partidas, won by partidas, league points


def results(winners: list[Pair | None], settings: DominoSettings | None = None):
    settings = settings or DominoSettings()
    out = []
    for index, winner in enumerate(winners):
        table, number = divmod(index, settings.partidas_per_table)
        home = 300 if winner is HOME else 150
        away = 300 if winner is AWAY else 150
        status = PartidaStatus.FINISHED if winner else PartidaStatus.IN_PLAY
        out.append(PartidaResult(table + 1, number + 1, status, winner, home, away))
    return out


def test_DO_encounter_won_by_partidas_gives_3_1_0_league_points():
    result = encounter_result(results([HOME, HOME, AWAY, HOME, AWAY, HOME, AWAY, HOME]))
    assert result.complete and result.findings == ()
    assert result.partidas_won == {HOME: 5, AWAY: 3}
    assert result.winner == HOME and not result.is_draw
    assert result.league_points == {HOME: 3, AWAY: 0}
    assert result.points == {HOME: 5 * 300 + 3 * 150, AWAY: 3 * 300 + 5 * 150}


def test_DO_encounter_draw():
    result = encounter_result(results([HOME, AWAY] * 4))
    assert result.is_draw and result.winner is None
    assert result.league_points == {HOME: 1, AWAY: 1}


def test_DO_encounter_is_not_decided_while_a_partida_is_missing_or_in_play():
    result = encounter_result(results([HOME] * 6 + [None]))
    assert not result.complete and result.winner is None and not result.is_draw
    assert result.league_points == {HOME: 0, AWAY: 0}
    (finding,) = result.findings
    assert finding.severity is Severity.INFO and finding.boards == (4,)
    assert "mesa 4, partida 1 (en juego) y mesa 4, partida 2" in finding.message


def test_DO_20_a_suspended_partida_keeps_the_encounter_open():
    partidas = results([HOME] * 8)
    partidas[7] = PartidaResult(4, 2, PartidaStatus.SUSPENDED, None, 120, 80)
    result = encounter_result(partidas)
    assert not result.complete
    assert [(f.rule_id, f.severity, f.boards) for f in result.findings] == [
        ("DO-20", Severity.WARN, (4,))
    ]


def test_DO_encounter_settings_and_real_partidas():
    settings = DominoSettings(tables=1, partidas_per_table=2, league_points=MatchPoints(2, 1, 0))
    first = play_to(fresh(settings), AWAY, 300)
    second = play_to(next_partida(first), AWAY, 310)
    result = encounter_result([first, second], settings)
    assert result.winner == AWAY and result.league_points == {HOME: 0, AWAY: 2}
    assert result.points == {HOME: 0, AWAY: 610}


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (PartidaResult(1, 1, PartidaStatus.FINISHED, HOME, 300, 0), "figura dos veces"),
        (PartidaResult(5, 1, PartidaStatus.FINISHED, HOME, 300, 0), "mesa 5 no existe"),
        (PartidaResult(1, 3, PartidaStatus.FINISHED, HOME, 300, 0), "partida 3 de la mesa 1"),
    ],
)
def test_DO_encounter_refuses_impossible_partidas(extra, message):
    with pytest.raises(DominoError, match=message):
        encounter_result([*results([HOME] * 8), extra])


def test_DO_decisions_settings_defaults_and_validation():
    settings = DominoSettings()
    assert (settings.target, settings.tables, settings.partidas_per_table) == (300, 4, 2)
    assert settings.league_points == MatchPoints(3, 1, 0)
    assert settings.cierre_tie is CierreTie.LEAD_PASSES
    assert settings.seat_draw_tie is SeatDrawTie.REDRAW
    assert settings.drops_recorded_from == 3
    for bad in ({"target": 0}, {"tables": -1}, {"partidas_per_table": True}, {"target": 2.5}):
        with pytest.raises(ValueError, match="entero positivo"):
            DominoSettings(**bad)
    with pytest.raises(ValueError, match="victoria ≥ empate"):
        DominoSettings(league_points=MatchPoints(1, 3, 0))


# ---------------------------------------------------------------------------------------------
# Incidents catalog (DO-8.12 … DO-20.4)

CATALOG_IDS = [
    "DO-8.12", "DO-9", "DO-10", "DO-11", "DO-12", "DO-13", "DO-14", "DO-15",
    "DO-16", "DO-17", "DO-17a", "DO-19.2", "DO-19.3", "DO-19.4", "DO-20", "DO-20.4",
]  # fmt: skip

BASE = {"mesa": 2, "partida": 1}


def test_DO_incidents_catalog_lists_every_kind_once_with_a_spanish_title():
    assert [kind.rule_id for kind in INCIDENT_KINDS] == CATALOG_IDS
    for kind in INCIDENT_KINDS:
        assert kind.title and kind.title.lstrip("«")[0].isupper()
        assert kind.required_keys[:2] == ("mesa", "partida")
        assert len(kind.required_keys) >= 3
        assert len({item.key for item in kind.fields}) == len(kind.fields)
    assert incident_kind("DO-19.4").article == "Art. 19.4"
    assert incident_kind("DO-8.12").article == "Art. 8.12"
    with pytest.raises(ValueError, match="desconocido"):
        incident_kind("DO-99")
    with pytest.raises(KeyError):
        incident_kind("DO-15").field("nada")


def valid_value(item):
    if item.kind is FieldKind.NUMBER:
        return max(item.minimum, 1)
    if item.kind is FieldKind.TILE:
        return "6-4"
    if item.kind is FieldKind.CHOICE:
        return item.choice_values[0].upper()  # choices are compared without case
    return "Texto"


@pytest.mark.parametrize("kind", INCIDENT_KINDS, ids=lambda kind: kind.rule_id)
def test_DO_incidents_each_kind_accepts_its_fields_filled_in(kind):
    fields = {item.key: valid_value(item) for item in kind.fields if item.required}
    assert validate_incident(kind, fields) == []
    assert validate_incident(kind.rule_id, fields) == []
    missing = validate_incident(kind, {})
    assert len(missing) == len(kind.required_keys)
    assert all(message.startswith("Falta «") for message in missing)


def test_DO_15_pensada_en_falso_requires_licence_circumstances_and_effect():
    assert validate_incident("DO-15", BASE) == [
        "Falta «Número de licencia del infractor» (Art. 15: Pensada en falso).",
        "Falta «Circunstancias de la jugada» (Art. 15: Pensada en falso).",
        "Falta «Efecto en la mano» (Art. 15: Pensada en falso).",
        "Falta «Resuelven» (Art. 15: Pensada en falso).",  # issue 14: who resolved it
    ]
    fields = {
        **BASE,
        "licencia": "TF-1234",
        "circunstancias": "Una sola ficha",
        "efecto": " ",
        "resuelven": "los capitanes",
    }
    assert validate_incident("DO-15", fields) == [
        "Falta «Efecto en la mano» (Art. 15: Pensada en falso)."
    ]
    assert validate_incident("DO-15", {**fields, "efecto": "ganar la mano"}) == [
        "«Efecto en la mano» debe ser «anular la mano», «repetir desde la infracción» o "
        "«sin efecto» (Art. 15)."
    ]
    for effect in ("anular la mano", "Repetir desde la infracción", "sin efecto"):
        assert validate_incident("DO-15", {**fields, "efecto": effect}) == []


def test_DO_incidents_field_forms_are_checked():
    touched = {**BASE, "jugador": "Pérez", "descripcion": "La tocó y jugó otra"}
    assert validate_incident("DO-13", {**touched, "ficha": "6-9"}) == [
        "«Ficha tocada» debe ser una ficha del doble seis, como 6-4 (Art. 13)."
    ]
    assert validate_incident("DO-13", {**touched, "ficha": Tile(1, 1)}) == []
    score = {"descripcion": "Apagón", "marcador_local": "120", "marcador_visitante": -5}
    assert validate_incident("DO-20", {**BASE, **score}) == [
        "«Puntos de la pareja visitante» debe ser un número entero mayor o igual que 0 (Art. 20)."
    ]
    assert validate_incident("DO-9", {"mesa": "0", "partida": True, "descripcion": "Vaso"}) == [
        "«Mesa» debe ser un número entero positivo (Art. 9).",
        "«Partida» debe ser un número entero positivo (Art. 9).",
    ]
    assert validate_incident("DO-9", {**BASE, "descripcion": "Vaso", "mano": "x"}) == [
        "«Mano» debe ser un número entero positivo (Art. 9)."
    ]


def test_DO_incidents_records_are_immutable_and_of_a_known_kind():
    incident = Incident("DO-12", {"mesa": 1})
    with pytest.raises(TypeError):
        incident.fields["mesa"] = 2  # type: ignore[index]
    with pytest.raises(ValueError, match="desconocido"):
        Incident("DO-99")


# ---------------------------------------------------------------------------------------------
# DO-19.4 dropped tiles, counted per pair and partida


def drop(pair: Pair, kind: str = "DO-19.3", partida: int = 1, table: int = 2) -> Incident:
    decision = "anular la mano" if kind == "DO-19.3" else "revolver de nuevo"
    fields = {"mesa": table, "partida": partida, "pareja": pair.value, "jugador": "X"}
    return Incident(kind, {**fields, "decision": decision})


def test_DO_19_4_the_third_drop_of_one_pair_in_one_partida_is_recorded_with_its_ordinal():
    incidents = [
        drop(HOME, "DO-19.2"),
        drop(AWAY),
        drop(HOME),
        Incident("DO-12", {"mesa": 2, "partida": 1, "pareja": "local"}),
    ]
    third = next_drop(incidents, HOME)
    assert (third.count, third.ordinal, third.must_record) == (3, "tercera", True)
    assert third.message == (
        "Art. 19.4: es la tercera vez que a la pareja local se le caen fichas en esta partida; "
        "se hace constar en el acta."
    )
    record = third.as_incident(table=2, partida=1)
    assert record.kind == "DO-19.4" and validate_incident(record.kind, record.fields) == []
    second = next_drop(incidents, AWAY)
    assert (second.count, second.ordinal, second.must_record) == (2, "segunda", False)
    assert second.message.endswith("en esta partida.")
    assert next_drop([], AWAY).ordinal == "primera"


def test_DO_19_4_drops_of_other_partidas_do_not_count():
    incidents = [drop(HOME, partida=1), drop(HOME, partida=1), drop(HOME, partida=2)]
    assert next_drop(incidents, HOME, table=2, partida=2).count == 2
    assert next_drop(incidents, HOME, table=2, partida=1).count == 3
    assert next_drop(incidents, HOME, table=3, partida=1).count == 1


def test_DO_19_4_the_threshold_is_a_setting():
    incidents = [drop(AWAY)]
    assert not next_drop(incidents, AWAY).must_record
    assert next_drop(incidents, AWAY, recorded_from=2).must_record


def test_DO_19_4_ordinals():
    assert [ordinal(n) for n in (1, 2, 3, 4, 10, 11)] == [
        "primera", "segunda", "tercera", "cuarta", "décima", "11.ª",
    ]  # fmt: skip
    with pytest.raises(ValueError):
        ordinal(0)


@given(st.lists(st.tuples(st.sampled_from(list(Pair)), st.sampled_from(["DO-19.2", "DO-19.3"]))))
def test_DO_19_4_property_each_pair_counts_only_its_own_drops(history):
    incidents = [drop(pair, kind) for pair, kind in history]
    for pair in Pair:
        mine = sum(1 for owner, _ in history if owner is pair)
        result = next_drop(incidents, pair)
        assert result.count == mine + 1
        assert result.must_record == (mine + 1 >= 3)
