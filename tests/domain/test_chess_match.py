"""Chess match day: outcomes and score (CH-7), start of play (CH-16.3, 17, 18.4–18.7, 20.1),
time control (CH-17.2, 17.3) and the deadlines of the acta (CH-13.7, 14, 15.3)."""

from datetime import UTC, date, datetime, timedelta
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from delegate_app.domain.chess.deadlines import (
    acta_deadlines,
    acta_for_committee,
    committee_reasons,
)
from delegate_app.domain.chess.incidents import Correction, IncidentEntry
from delegate_app.domain.chess.lineup import Colour
from delegate_app.domain.chess.match import (
    BoardOutcome,
    MatchScore,
    OpenState,
    final_results,
    format_points,
    match_score,
    outcomes_from,
)
from delegate_app.domain.chess.standings import BoardResult, ChessMatchResult
from delegate_app.domain.chess.start_of_play import (
    TeamAtStart,
    remaining_at_arrival,
    start_proposal,
    time_control_for,
)
from delegate_app.domain.competition import IncrementKind, TimeControl
from delegate_app.domain.deadlines import match_deadlines
from delegate_app.domain.findings import Severity
from delegate_app.domain.sides import Side

DAY = date(2025, 10, 4)  # a Saturday
TWO_HOURS = TimeControl(120)
PREFERENTE = TimeControl(90, 30, IncrementKind.BRONSTEIN)
MIN = timedelta(minutes=1)


def at(hour, minute=0, second=0):
    return datetime(2025, 10, 4, hour, minute, second)


OFFICIAL = at(16)


def team(*arrivals, **kwargs):
    """Arrivals of boards 1.. in order; None = absent."""
    return TeamAtStart({board: t for board, t in enumerate(arrivals, start=1)}, **kwargs)


ON_TIME = (at(15, 50), at(15, 55), at(16), at(15, 45))


def start(home, away, **kwargs):
    kwargs.setdefault("time_control", TWO_HOURS)
    return start_proposal(OFFICIAL, home=home, away=away, **kwargs)


def rules(proposal, severity=None):
    return [
        finding.rule_id
        for finding in proposal.findings
        if severity is None or finding.severity is severity
    ]


def messages(proposal, rule_id):
    return [finding.message for finding in proposal.findings if finding.rule_id == rule_id]


# --- CH-7: outcomes and score ------------------------------------------------------------------


def test_CH_7_a_finished_match_is_final_and_formatted():
    score = match_score(outcomes_from(["1-0", "½-½", "0-1", "1-0"]))
    assert score.final
    assert (score.home, score.away) == (Fraction(5, 2), Fraction(3, 2))
    home, away = score
    assert (home, away) == (Fraction(5, 2), Fraction(3, 2))
    assert score.label == "2½ – 1½"
    assert score.winner is Side.HOME
    assert score.open_boards == ()


def test_CH_7_forfeits_count_one_and_zero_and_a_double_forfeit_nothing():
    score = match_score(outcomes_from(["+/-", "-/+", "-/-", "½-½"]))
    assert (score.home_halves, score.away_halves) == (3, 3)
    assert score.label == "1½ – 1½"
    assert score.final and score.winner is None


@pytest.mark.parametrize("state", ["aplazada", "pendiente", "sin resultado", "pendiente (1-0)", ""])
def test_CH_7_only_final_results_count(state):
    score = match_score(outcomes_from(["1-0", state, "1-0", "½-½"]))
    assert score.label == "2½ – ½"
    assert not score.final
    assert score.open_boards == (2,)
    assert score.winner is None
    assert score.decided_winner is Side.HOME  # 2½ of 4 cannot be caught


def test_CH_7_boards_not_given_are_open():
    score = match_score([BoardOutcome(1, "1-0")])
    assert score.open_boards == (2, 3, 4)
    assert score.label == "1 – 0"
    assert score.decided_winner is None
    assert match_score([]).label == "0 – 0"


def test_CH_7_final_result_only_of_a_final_board():
    assert BoardOutcome.parse(2, "0-1").final_result is BoardResult.AWAY_WIN
    pending = BoardOutcome.parse(2, "pendiente (1-0)")
    assert pending.result is BoardResult.HOME_WIN and pending.open_state is OpenState.PENDING
    for open_board in (pending, BoardOutcome.parse(2, "aplazada"), BoardOutcome(2)):
        with pytest.raises(ValueError, match="tablero 2 aún no tiene resultado final"):
            _ = open_board.final_result
    with pytest.raises(ValueError):
        BoardOutcome.parse(2, "pendiente (2-0)")


def test_CH_7_board_count_is_a_setting():
    score = match_score(outcomes_from(["1-0"] * 6), boards=6)
    assert score.final and score.label == "6 – 0"


def test_CH_7_bad_board_lists_raise_in_spanish():
    with pytest.raises(ValueError, match="dos resultados"):
        match_score([BoardOutcome(1, "1-0"), BoardOutcome(1, "0-1")])
    with pytest.raises(ValueError, match="no existe el 5"):
        match_score([BoardOutcome(5, "1-0")])
    with pytest.raises(ValueError, match="resultado de un tablero"):
        match_score(["1-0"])


def test_CH_7_final_results_feed_the_standings():
    outcomes = outcomes_from(["1-0", "½-½", "+/-", "0-1"])
    boards = final_results(outcomes)
    assert ChessMatchResult(1, 2, boards).score == (2.5, 1.5)
    with pytest.raises(ValueError, match="tableros 2, 4"):
        final_results(outcomes_from(["1-0", "aplazada", "0-1"]))


@pytest.mark.parametrize(
    "points, text",
    [(0, "0"), (Fraction(1, 2), "½"), (1, "1"), (Fraction(5, 2), "2½"), (4, "4")],
)
def test_format_points(points, text):
    assert format_points(points) == text


@pytest.mark.parametrize("bad", [Fraction(1, 3), -1, Fraction(-1, 2)])
def test_format_points_refuses_impossible_scores(bad):
    with pytest.raises(ValueError):
        format_points(bad)


@pytest.mark.parametrize(
    "text, is_final, label",
    [
        ("1-0", True, "1-0"),
        ("1/2-1/2", True, "½-½"),
        ("-/+", True, "-/+"),
        ("aplazada", False, "Aplazada (jugada secreta)"),
        ("pendiente", False, "Pendiente del Comité de Competición"),
        (
            "pendiente (0-1)",
            False,
            "Pendiente del Comité de Competición (sobre el tablero, 0-1)",
        ),
        ("sin resultado", False, "Sin resultado"),
        (None, False, "Sin resultado"),
    ],
)
def test_CH_11_2_CH_12_board_outcome_texts(text, is_final, label):
    outcome = BoardOutcome.parse(2, text)
    assert outcome.is_final is is_final
    assert outcome.label == label
    assert BoardOutcome.parse(2, outcome.text) == outcome


def test_CH_11_2_an_adjourned_or_unfinished_game_has_no_result():
    with pytest.raises(ValueError, match="aplazada no tiene resultado"):
        BoardOutcome(1, "1-0", OpenState.ADJOURNED)
    with pytest.raises(ValueError, match="sin resultado no tiene resultado"):
        BoardOutcome(1, "1-0", "sin resultado")
    assert BoardOutcome(1).open_state is OpenState.UNFINISHED
    with pytest.raises(ValueError, match="desconocido"):
        BoardOutcome.parse(1, "2-0")
    with pytest.raises(ValueError, match="tablero no válido"):
        BoardOutcome(0, "1-0")


def test_CH_12_pending_keeps_the_result_on_the_board_without_counting_it():
    outcome = BoardOutcome(3, "1-0", OpenState.PENDING)
    assert outcome.text == "pendiente (1-0)"
    assert match_score([outcome]).label == "0 – 0"


@given(
    st.lists(
        st.sampled_from([*BoardResult, *OpenState, "no jugada (corte de luz)"]),
        min_size=4,
        max_size=4,
    )
)
def test_CH_7_score_properties(states):
    # A board not played needs its reason: sampled with one, never as the bare state.
    states = ["no jugada (sin luz)" if s is OpenState.NOT_PLAYED else s for s in states]
    outcomes = [BoardOutcome.parse(i, s) for i, s in enumerate(states, start=1)]
    score = match_score(outcomes)
    finals = [s for s in states if isinstance(s, BoardResult)]
    assert score.home_halves == sum(r.halves[0] for r in finals)
    assert score.away_halves == sum(r.halves[1] for r in finals)
    assert score.home + score.away <= 4
    assert score.final == (len(finals) == 4)
    assert isinstance(score, MatchScore)


# --- CH-17.2 / CH-17.3: time control ------------------------------------------------------------


def test_CH_17_2_preferente_plays_90_minutes_plus_30_seconds_bronstein():
    assert time_control_for("Preferente") == PREFERENTE
    assert time_control_for(" preferente ") == PREFERENTE


@pytest.mark.parametrize("category", ["Primera", "Segunda", "SEGUNDA"])
def test_CH_17_3_primera_and_segunda_play_two_hours(category):
    assert time_control_for(category) == TWO_HOURS


def test_time_control_setting_overrides_and_unknown_category_raises():
    custom = TimeControl(60, 30, IncrementKind.FISCHER)
    assert time_control_for("Primera", custom) == custom
    with pytest.raises(ValueError, match="Categoría desconocida"):
        time_control_for("Tercera")


def test_remaining_at_arrival():
    assert remaining_at_arrival(TWO_HOURS, at(16), at(16, 25)) == timedelta(minutes=95)
    assert remaining_at_arrival(PREFERENTE, at(16), at(15, 50)) == timedelta(minutes=90)
    assert remaining_at_arrival(PREFERENTE, at(16), at(17, 45)) == timedelta(0)


# --- start: everybody on time ------------------------------------------------------------------


def test_CH_17_1_all_present_start_at_the_official_time_with_full_clocks():
    proposal = start(team(*ON_TIME), team(*ON_TIME))
    assert proposal.settled
    assert proposal.findings == ()
    assert proposal.forfeits == {}
    assert proposal.home.may_start_at == proposal.away.may_start_at == OFFICIAL
    assert proposal.default_at == at(17)
    for board in proposal.boards:
        for player in (board.home, board.away):
            assert player.consumed == timedelta(0)
            assert player.remaining == timedelta(hours=2)
            assert player.may_play_at == OFFICIAL
            assert not player.loses


def test_CH_18_1_home_has_white_on_odd_boards():
    proposal = start(team(*ON_TIME), team(*ON_TIME))
    assert [b.home.colour for b in proposal.boards] == [Colour.WHITE, Colour.BLACK] * 2
    board2 = proposal.board(2)
    assert board2.white is board2.away and board2.black is board2.home
    assert board2.player(Side.HOME) is board2.home


def test_CH_17_1_a_late_player_is_charged_from_the_official_time():
    proposal = start(team(*ON_TIME), team(at(16), at(16, 20), at(16), at(16)))
    late = proposal.board(2).away
    assert late.consumed == late.consumed_at_arrival == timedelta(minutes=20)
    assert late.remaining == timedelta(minutes=100)
    assert late.colour is Colour.WHITE
    assert proposal.board(2).home.consumed == timedelta(0)
    assert messages(proposal, "CH-17.1") == [
        "Tablero 2, blancas (equipo visitante): puede jugar desde las 16:20 con 0:20:00 "
        "consumidos en su reloj; le quedan 1:40:00."
    ]


def test_CH_17_1_actual_start_does_not_forgive_time_when_the_venue_was_ready():
    proposal = start(team(*ON_TIME), team(*ON_TIME), actual_start=at(16, 10))
    assert proposal.findings[0].severity is Severity.INFO
    assert "los relojes se ponen en marcha a la hora oficial (16:00), no a las 16:10" in (
        proposal.findings[0].message
    )
    assert proposal.board(1).home.consumed == timedelta(0)
    assert proposal.default_at == at(17)


# --- CH-18.4 / CH-18.5 ---------------------------------------------------------------------------


def test_CH_18_4_a_team_without_half_its_lineup_runs_all_its_clocks():
    home = team(at(16), at(16, 25), at(16, 30), None)
    proposal = start(home, team(*ON_TIME))
    assert proposal.home.half_present_at == at(16, 25)
    assert proposal.home.may_start_at == at(16, 25)
    # present since 16:00, yet charged until the second player arrives
    assert proposal.board(1).home.consumed == timedelta(minutes=25)
    assert proposal.board(1).home.consumed_at_arrival == timedelta(0)
    assert proposal.board(2).home.consumed == timedelta(minutes=25)
    assert proposal.board(3).home.consumed == timedelta(minutes=30)
    # the rival is not charged
    assert all(b.away.consumed == timedelta(0) for b in proposal.boards)
    assert messages(proposal, "CH-18.4") == [
        "Art. 18.4: el equipo local no tuvo presentes 2 jugadores (la mitad de su alineación) "
        "hasta las 16:25: hasta entonces corrieron los relojes de todos sus jugadores."
    ]
    assert "CH-18.5" not in rules(proposal)
    assert proposal.forfeits == {4: BoardResult.AWAY_BY_FORFEIT}


def test_CH_18_5_neither_team_with_two_players_charges_both():
    home = team(at(16), at(16, 40), None, None)
    away = team(at(15, 55), at(16, 20), at(16, 30), None)
    proposal = start(home, away)
    assert messages(proposal, "CH-18.5") == [
        "Art. 18.5: hasta las 16:20 ninguno de los dos equipos tuvo 2 jugadores presentes: el "
        "tiempo transcurrido se carga a los relojes de ambos equipos."
    ]
    assert proposal.away.may_start_at == at(16, 20)
    assert proposal.home.may_start_at == at(16, 40)
    assert proposal.board(1).away.consumed == timedelta(minutes=20)
    assert proposal.board(1).home.consumed == timedelta(minutes=40)
    # then 18.4 applies to the home team alone
    assert "CH-18.4" in rules(proposal)
    assert proposal.board(3).away.consumed == timedelta(minutes=30)


def test_CH_18_4_half_is_counted_on_the_boards_of_the_match():
    six = {b: at(16) for b in (1, 2)}
    proposal = start_proposal(
        OFFICIAL,
        TWO_HOURS,
        TeamAtStart(six),
        TeamAtStart({b: at(16) for b in range(1, 7)}),
        boards=6,
    )
    assert proposal.home.needed == 3
    assert proposal.home.no_show
    assert proposal.forfeits == {b: BoardResult.AWAY_BY_FORFEIT for b in range(1, 7)}


# --- CH-18.6 / CH-18.7 / CH-20.1 -----------------------------------------------------------------


def test_CH_18_6_absent_players_lose_after_one_hour():
    home = team(at(16), at(16, 59), None, at(17))
    away = team(at(16), None, None, at(16))
    proposal = start(home, away)
    assert proposal.forfeits == {
        2: BoardResult.HOME_BY_FORFEIT,
        3: BoardResult.DOUBLE_FORFEIT,
        4: BoardResult.AWAY_BY_FORFEIT,
    }
    assert proposal.board(2).home.consumed == timedelta(minutes=59)
    assert not proposal.board(2).home.loses
    assert proposal.board(4).home.loses and not proposal.board(4).home.in_time
    assert messages(proposal, "CH-18.6") == [
        "Art. 18.6: tablero 2: el jugador del equipo visitante (blancas) no se presentó antes de "
        "las 17:00: se propone el resultado +/-.",
        "Art. 18.6: tablero 3: el jugador del equipo local (blancas) no se presentó antes de las "
        "17:00; el jugador del equipo visitante (negras) no se presentó antes de las 17:00: se "
        "propone el resultado -/-.",
        "Art. 18.6: tablero 4: el jugador del equipo local (negras) llegó a las 17:00, pasada la "
        "hora: se propone el resultado -/+.",
    ]
    outcomes = proposal.forfeit_outcomes()
    assert match_score(outcomes).label == "1 – 1"


def test_CH_18_6_arriving_exactly_at_the_hour_is_too_late():
    proposal = start(team(*ON_TIME), team(at(16), at(16), at(16), at(17, 0, 0)))
    assert proposal.forfeits == {4: BoardResult.HOME_BY_FORFEIT}
    proposal = start(team(*ON_TIME), team(at(16), at(16), at(16), at(16, 59, 59)))
    assert proposal.forfeits == {}


def test_CH_18_7_CH_20_1_a_team_that_has_not_started_after_one_hour_is_a_no_show():
    home = team(*ON_TIME)
    away = team(at(16, 10), None, None, None)  # one player only
    proposal = start(home, away)
    assert proposal.no_shows == (Side.AWAY,)
    assert proposal.away.no_show and not proposal.home.no_show
    # the visitor who came loses too: his team never started
    assert proposal.board(1).away.loses
    assert proposal.forfeits == {
        1: BoardResult.HOME_BY_FORFEIT,
        2: BoardResult.HOME_BY_FORFEIT,
        3: BoardResult.HOME_BY_FORFEIT,
        4: BoardResult.HOME_BY_FORFEIT,
    }
    assert messages(proposal, "CH-18.7")[0] == (
        "Art. 18.7: el equipo visitante no había podido comenzar a jugar a las 17:00, una hora "
        "después del inicio del encuentro (no tuvo 2 jugadores presentes): es incompareciente y "
        "pierde todas sus partidas."
    )
    assert messages(proposal, "CH-20.1") == [
        "Art. 20.1: la incomparecencia del equipo visitante supone su eliminación de la "
        "competición y el descenso automático de categoría; lo resuelve el Comité de Competición."
    ]
    assert match_score(proposal.forfeit_outcomes()).label == "4 – 0"


def test_CH_18_7_both_teams_no_show_lose_every_board():
    proposal = start(team(at(16)), team(None, at(16)))
    assert proposal.no_shows == (Side.HOME, Side.AWAY)
    assert set(proposal.forfeits.values()) == {BoardResult.DOUBLE_FORFEIT}
    assert "CH-18.5" in rules(proposal)
    assert any("antes de las 17:00" in m for m in messages(proposal, "CH-18.5"))


def test_CH_18_7_no_show_with_an_absent_rival_player_is_a_double_forfeit():
    proposal = start(team(at(16), at(16), at(16), None), team(at(16)))
    assert proposal.forfeits[4] is BoardResult.DOUBLE_FORFEIT
    assert proposal.forfeits[1] is BoardResult.HOME_BY_FORFEIT
    assert messages(proposal, "CH-18.7")[-1].startswith("Art. 18.7: tablero 4:")


# --- CH-16.3: lineups ----------------------------------------------------------------------------


def test_CH_16_3_only_the_clocks_of_the_team_without_lineup_run():
    proposal = start(team(*ON_TIME), team(*ON_TIME, lineup_at=at(16, 10)))
    assert proposal.away.may_start_at == at(16, 10)
    assert all(b.away.consumed == timedelta(minutes=10) for b in proposal.boards)
    assert all(b.home.consumed == timedelta(0) for b in proposal.boards)
    assert messages(proposal, "CH-16.3") == [
        "Art. 16.3: el equipo visitante entregó su alineación a las 16:10, después del "
        "comienzo (16:00): hasta entonces solo corrieron los relojes de sus jugadores."
    ]


def test_CH_16_3_a_lineup_delivered_before_the_start_changes_nothing():
    proposal = start(team(*ON_TIME, lineup_at=at(15, 30)), team(*ON_TIME))
    assert proposal.findings == ()


def test_CH_16_3_a_team_that_never_delivers_its_lineup_cannot_start():
    proposal = start(team(*ON_TIME, lineup_delivered=False), team(*ON_TIME))
    assert proposal.no_shows == (Side.HOME,)
    assert "no entregó su alineación" in messages(proposal, "CH-18.7")[0]
    assert "CH-16.3" in rules(proposal, Severity.WARN)
    with pytest.raises(ValueError, match="no entregada no tiene hora"):
        TeamAtStart({}, lineup_at=at(16), lineup_delivered=False)


def test_CH_16_3_lineup_delivered_after_the_hour_is_a_no_show():
    proposal = start(team(*ON_TIME), team(*ON_TIME, lineup_at=at(17, 5)))
    assert proposal.no_shows == (Side.AWAY,)
    assert "entregó su alineación pasada la hora" in messages(proposal, "CH-18.7")[0]


# --- CH-17.1: venue or material not ready --------------------------------------------------------


def test_CH_17_1_venue_delay_is_charged_to_the_home_clocks_only():
    away = team(at(16), at(16, 45), at(16), at(17, 20))
    proposal = start(team(*ON_TIME), away, venue_ready=False, actual_start=at(16, 30))
    assert proposal.match_start == at(16, 30)
    assert proposal.default_at == at(17, 30)
    assert all(b.home.consumed == timedelta(minutes=30) for b in proposal.boards)
    assert proposal.board(1).away.consumed == timedelta(0)
    assert proposal.board(2).away.consumed == timedelta(minutes=15)
    # arrived at 17:20, within the hour counted from 16:30
    assert proposal.board(4).away.consumed == timedelta(minutes=50)
    assert proposal.forfeits == {}
    assert messages(proposal, "CH-17.1")[0] == (
        "Art. 17.1: el local o el material no estuvieron dispuestos hasta las 16:30: los 30 min "
        "de retraso se cargan a los relojes del equipo local; la hora de incomparecencia se "
        "cuenta desde las 16:30 (arts. 18.6 y 18.7)."
    )


def test_CH_17_1_the_hour_may_be_counted_from_the_official_start_as_a_setting():
    away = team(at(16), at(16), at(16), at(17, 20))
    proposal = start(
        team(*ON_TIME),
        away,
        venue_ready=False,
        actual_start=at(16, 30),
        default_from_actual_start=False,
    )
    assert proposal.default_at == at(17)
    assert proposal.forfeits == {4: BoardResult.HOME_BY_FORFEIT}
    assert "se cuenta desde las 16:00" in messages(proposal, "CH-17.1")[0]


def test_CH_17_1_a_clock_can_run_out_before_its_player_may_start():
    home = team(at(16), at(16), at(16), at(17, 40))
    proposal = start(
        home,
        team(*ON_TIME),
        time_control=PREFERENTE,
        venue_ready=False,
        actual_start=at(16, 45),
    )
    late = proposal.board(4).home
    assert late.consumed == timedelta(minutes=100)
    assert late.remaining == timedelta(0)
    assert late.time_exhausted
    warned = [f for f in proposal.findings if "se ha agotado" in f.message]
    assert warned[0].boards == (4,) and warned[0].severity is Severity.WARN
    assert proposal.board(1).home.remaining == timedelta(minutes=45)


def test_CH_17_1_venue_not_ready_needs_a_later_actual_start():
    with pytest.raises(ValueError, match="posterior a la oficial"):
        start(team(*ON_TIME), team(*ON_TIME), venue_ready=False, actual_start=at(16))
    with pytest.raises(ValueError, match="dispuestos el local y el material"):
        start(team(*ON_TIME), team(*ON_TIME), venue_ready=False)


# --- live guide: before the hour -----------------------------------------------------------------


def test_live_before_the_hour_nothing_is_forfeited_yet():
    home = team(at(16), at(16), None, None)
    away = team(at(16), None, None, None)
    proposal = start(home, away, as_of=at(16, 30))
    assert not proposal.settled
    assert proposal.forfeits == {}
    assert proposal.no_shows == ()
    assert proposal.home.may_start_at == at(16)
    assert proposal.away.may_start_at is None
    assert proposal.board(1).away.running == timedelta(minutes=30)  # his team cannot start
    assert proposal.board(1).home.running is None  # he is playing
    assert proposal.board(3).home.running == timedelta(minutes=30)
    assert "CH-18.7" in rules(proposal, Severity.INFO)
    assert (
        "Tablero 3, blancas (equipo local): si no llega antes de las 17:00 perderá su partida "
        "(art. 18.6)." in messages(proposal, "CH-18.6")
    )


def test_live_before_the_official_time():
    proposal = start(team(at(15, 40)), team(), as_of=at(15, 45))
    assert proposal.home.may_start_at is None
    assert proposal.board(1).home.running == timedelta(0)


def test_live_venue_not_ready_yet():
    proposal = start(team(*ON_TIME), team(*ON_TIME), venue_ready=False, as_of=at(16, 20))
    assert proposal.default_at is None and not proposal.settled
    assert proposal.board(1).home.running == timedelta(minutes=20)
    assert proposal.board(1).away.running == timedelta(0)
    assert "aún no están dispuestos" in messages(proposal, "CH-17.1")[0]


def test_live_after_the_hour_is_settled():
    proposal = start(team(*ON_TIME), team(at(16), at(16), at(16), None), as_of=at(17, 1))
    assert proposal.settled
    assert proposal.forfeits == {4: BoardResult.HOME_BY_FORFEIT}


# --- bad input -----------------------------------------------------------------------------------


@pytest.mark.parametrize("board", [0, 5, "1", True])
def test_arrival_on_a_board_outside_the_match_raises(board):
    with pytest.raises(ValueError, match="tableros 1 a 4"):
        start(TeamAtStart({board: at(16)}), team(*ON_TIME))


def test_arrivals_after_the_computation_moment_raise():
    with pytest.raises(ValueError, match="posterior al momento del cálculo"):
        start(team(at(16, 40)), team(*ON_TIME), as_of=at(16, 30))


def test_mixed_naive_and_aware_times_raise():
    with pytest.raises(ValueError, match="sin mezclar"):
        start(TeamAtStart({1: datetime(2025, 10, 4, 16, tzinfo=UTC)}), team(*ON_TIME))


def test_other_bad_inputs_raise_in_spanish():
    with pytest.raises(ValueError, match="fecha y hora"):
        start(TeamAtStart({1: "16:00"}), team(*ON_TIME))
    with pytest.raises(ValueError, match="Número de tableros"):
        start(team(), team(), boards=0)
    with pytest.raises(ValueError, match="por tablero"):
        TeamAtStart([at(16)])


# --- properties ----------------------------------------------------------------------------------

minutes = st.one_of(st.none(), st.integers(-20, 90))


def when(offset):
    return None if offset is None else OFFICIAL + offset * MIN


@settings(max_examples=300)
@given(
    st.lists(minutes, min_size=4, max_size=4),
    st.lists(minutes, min_size=4, max_size=4),
    st.one_of(st.none(), st.integers(-30, 70)),
    st.one_of(st.none(), st.integers(1, 40)),
    st.booleans(),
)
def test_start_properties(home_offsets, away_offsets, lineup, venue_delay, from_actual):
    home = TeamAtStart({b: when(o) for b, o in enumerate(home_offsets, 1)})
    away = TeamAtStart(
        {b: when(o) for b, o in enumerate(away_offsets, 1)},
        lineup_at=when(lineup),
    )
    proposal = start_proposal(
        OFFICIAL,
        PREFERENTE,
        home,
        away,
        venue_ready=venue_delay is None,
        actual_start=when(venue_delay),
        default_from_actual_start=from_actual,
    )
    assert proposal.settled
    for board in proposal.boards:
        for player in (board.home, board.away):
            team_start = proposal.team(player.side)
            if player.loses:
                assert player.may_play_at is None
                assert team_start.no_show or not player.in_time
            else:
                assert player.may_play_at == max(player.arrival, team_start.may_start_at)
                assert player.consumed >= player.consumed_at_arrival >= timedelta(0)
                assert player.consumed + player.remaining >= timedelta(minutes=90)
                assert player.may_play_at < proposal.default_at
            if team_start.no_show:
                assert player.loses
        assert (board.forfeit is not None) == (board.home.loses or board.away.loses)
    # a no-show loses everything, and the score of the forfeits is consistent
    score = match_score(proposal.forfeit_outcomes())
    for side in proposal.no_shows:
        halves = score.home_halves if side is Side.HOME else score.away_halves
        assert halves == 0
    # findings are sorted blocks first, then warnings, then information
    weights = [finding.severity.weight for finding in proposal.findings]
    assert weights == sorted(weights)


@settings(max_examples=200)
@given(st.lists(minutes, min_size=4, max_size=4), st.integers(0, 4), st.integers(1, 30))
def test_a_later_arrival_never_gives_a_player_more_time(offsets, board_index, delay):
    board = board_index % 4 + 1
    if offsets[board - 1] is None:
        return
    early = TeamAtStart({b: when(o) for b, o in enumerate(offsets, 1)})
    later_offsets = list(offsets)
    later_offsets[board - 1] += delay
    later = TeamAtStart({b: when(o) for b, o in enumerate(later_offsets, 1)})
    rival = team(*ON_TIME)
    first = start_proposal(OFFICIAL, TWO_HOURS, early, rival).board(board).home
    second = start_proposal(OFFICIAL, TWO_HOURS, later, rival).board(board).home
    if not second.loses:
        assert not first.loses
        assert second.remaining <= first.remaining


# --- deadlines (CH-13.7, CH-14, CH-15.3) ---------------------------------------------------------

SUB = {
    "tablero": 2,
    "reloj_blancas": "0:41:10",
    "reloj_negras": "0:35:02",
    "hora": "18:42",
    "posicion": "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
}
SEALED_BY_COMMITTEE = {
    "tablero": 3,
    "sella": "blancas",
    "jugador_sella": "Ruiz",
    "jugada": 41,
    "reloj_blancas": "0:10:00",
    "reloj_negras": "0:12:00",
    "hora": "19:40",
    "reanudacion": "comite",
}
SEALED_AGREED = {
    **SEALED_BY_COMMITTEE,
    "reanudacion": "acuerdo",
    "fecha_reanudacion": "11/10/2025",
    "hora_reanudacion": "16:00",
    "lugar_reanudacion": "Sede del club local",
}


def acta_due(deadlines):
    return next(d.due for d in deadlines if d.rule_id == "CH-15.3")


def test_CH_15_3_a_clean_acta_has_seven_business_days():
    deadlines = acta_deadlines(DAY, [], outcomes_from(["1-0", "0-1", "½-½", "1-0"]))
    assert deadlines == match_deadlines(DAY, False)
    assert acta_due(deadlines) == datetime(2025, 10, 14, 21, 0)


def test_CH_13_7_a_sub_conditione_incident_goes_to_the_committee():
    incidents = [IncidentEntry(1, "sub_conditione", SUB)]
    assert committee_reasons(incidents) == ["Anotación n.º 1: Partida sub conditione."]
    deadlines = acta_deadlines(DAY, incidents)
    assert deadlines == match_deadlines(DAY, True)
    assert acta_due(deadlines) == datetime(2025, 10, 7, 21, 0)


def test_CH_13_7_a_claim_goes_to_the_committee():
    assert acta_for_committee([IncidentEntry(1, "reclamacion", {"lado": "local", "texto": "x"})])


def test_CH_12_a_pending_result_goes_to_the_committee():
    outcomes = outcomes_from(["1-0", "pendiente (1-0)", "0-1", "½-½"])
    assert committee_reasons([], outcomes) == [
        "Tablero 2: resultado pendiente del Comité de Competición."
    ]


def test_CH_11_2_an_adjourned_game_goes_to_the_committee_unless_resumption_was_agreed():
    outcomes = outcomes_from(["1-0", "0-1", "aplazada", "½-½"])
    assert committee_reasons([], outcomes) == [
        "Tablero 3: partida aplazada; el Comité de Competición fija su reanudación (art. 11.2)."
    ]
    by_committee = [IncidentEntry(1, "reloj_averiado", SEALED_BY_COMMITTEE)]
    assert committee_reasons(by_committee, outcomes) == [
        "Anotación n.º 1: Reloj averiado: partida aplazada con jugada secreta."
    ]
    agreed = [IncidentEntry(1, "reloj_averiado", SEALED_AGREED)]
    assert committee_reasons(agreed, outcomes) == []
    assert not acta_for_committee(agreed, outcomes)


def test_a_withdrawn_incident_no_longer_counts_and_a_corrected_one_does():
    withdrawn = [
        IncidentEntry(1, "sub_conditione", SUB),
        IncidentEntry(2, "anulacion", {"motivo": "error"}, Correction(1)),
    ]
    assert not acta_for_committee(withdrawn)
    corrected = [
        IncidentEntry(1, "otros", {"texto": "x"}),
        IncidentEntry(2, "reclamacion", {"lado": "visitante", "texto": "x"}, Correction(1)),
    ]
    assert committee_reasons(corrected) == ["Anotación n.º 2: Reclamación."]


def test_deadline_options_are_passed_through():
    deadlines = acta_deadlines(
        DAY, extra_holidays=[date(2025, 10, 6)], decision_received=date(2025, 10, 20)
    )
    assert deadlines == match_deadlines(
        DAY, False, [date(2025, 10, 6)], decision_received=date(2025, 10, 20)
    )
    assert any(d.rule_id == "CH-23" for d in deadlines)


@pytest.mark.parametrize("forfeit", ["+/-", "-/+", "-/-"])
def test_CH_15_3_a_board_forfeited_at_the_hour_puts_the_acta_on_the_two_day_deadline(forfeit):
    # Rules catalog, CH-15.3: a forfeit at the hour is a committee matter, so the acta is due
    # by 21:00 of the 2nd business day, the deadline the loss of points hangs on.
    outcomes = outcomes_from(["1-0", forfeit, "½-½", "1-0"])
    assert committee_reasons([], outcomes) == [
        f"Tablero 2: partida perdida por incomparecencia ({forfeit}, art. 18.6); la confirma el "
        "Comité de Competición."
    ]
    deadlines = acta_deadlines(DAY, [], outcomes)
    assert deadlines == match_deadlines(DAY, True)
    assert acta_due(deadlines) == datetime(2025, 10, 7, 21, 0)
