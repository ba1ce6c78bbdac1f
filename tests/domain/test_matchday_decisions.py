"""Issue 14: the match-day decisions of reglas.md (CH-10.2, 15.3, 16.3, 18.4, 18.10, citations).

Each test is named after its rule and failed before the fix it guards.
"""

from dataclasses import replace
from datetime import date, datetime, timedelta

import pytest

from delegate_app.domain.chess.deadlines import acta_deadlines, committee_reasons
from delegate_app.domain.chess.incident_catalog import CATALOG
from delegate_app.domain.chess.incident_wording import render_incident
from delegate_app.domain.chess.incidents import IncidentEntry, needs_committee, validate_incident
from delegate_app.domain.chess.lineup import (
    LineupInput,
    MatchInfo,
    PlayerInfo,
    RecordedLineup,
    TeamInfo,
    check_lineup,
)
from delegate_app.domain.chess.standings import BoardResult
from delegate_app.domain.chess.start_of_play import TeamAtStart, start_proposal
from delegate_app.domain.competition import TimeControl
from delegate_app.domain.deadlines import match_deadlines
from delegate_app.domain.findings import Severity
from delegate_app.domain.incident_schema import FieldSpec, FieldType, article_number, cite

ROUNDS = {
    1: date(2025, 10, 4),
    2: date(2025, 10, 18),
    3: date(2025, 10, 25),
    4: date(2025, 11, 8),
    5: date(2025, 11, 15),
}
DAY = timedelta(days=1)
TEAM_A, TEAM_B = TeamInfo(1, "A"), TeamInfo(2, "B")
PLAYERS = {
    i: PlayerInfo(i, name, i, rank)
    for i, name, rank in (
        (1, "Alonso", "A"),
        (2, "Benítez", "A"),
        (5, "Espino", "B"),
        (6, "Febles", "B"),
        (7, "García", "B"),
        (8, "Hernández", "B"),
        (11, "Luis", "B"),
    )
}


def match_of(round_number=3, actual=None, match_id=100):
    return MatchInfo(
        id=match_id,
        round_number=round_number,
        official_date=ROUNDS[round_number],
        actual_date=actual,
        previous_round_date=ROUNDS.get(round_number - 1),
    )


def check(*ids, match=None, players=None, others=()):
    return check_lineup(
        match or match_of(),
        TEAM_B,
        (TEAM_A, TEAM_B),
        players or PLAYERS,
        LineupInput.of(*ids),
        others,
    )


def joined(day):
    return {**PLAYERS, 11: replace(PLAYERS[11], incorporated_on=day)}


def rule(findings, rule_id):
    return [f for f in findings if f.rule_id == rule_id]


# --- CH-10.2 ------------------------------------------------------------------------------------


@pytest.mark.parametrize("day", [ROUNDS[2], ROUNDS[2] + DAY])
def test_CH_10_2_joined_on_the_weekend_of_round_2_plays_round_3(day):
    assert rule(check(5, 6, 11, match=match_of(3), players=joined(day)), "CH-10.2") == []


def test_CH_10_2_joined_after_the_weekend_of_round_2_waits_for_round_4():
    players = joined(ROUNDS[2] + 3 * DAY)
    [finding] = rule(check(5, 6, 11, match=match_of(3), players=players), "CH-10.2")
    assert finding.severity is Severity.BLOCK
    assert "hasta que pase una ronda" in finding.message
    assert "completa" not in finding.message
    assert rule(check(5, 6, 11, match=match_of(4), players=players), "CH-10.2") == []


def test_CH_10_2_round_1_keeps_players_incorporated_before_its_weekend():
    assert rule(check(11, match=match_of(1), players=joined(ROUNDS[1] - DAY)), "CH-10.2") == []
    assert rule(check(11, match=match_of(1), players=joined(ROUNDS[1])), "CH-10.2")


# --- CH-18.10 -----------------------------------------------------------------------------------


def test_CH_18_10_compares_official_round_dates_not_the_weekend_played():
    # Team A's round-2 match was postponed to the weekend of round 3: another official date.
    postponed = RecordedLineup(200, TEAM_A.id, 2, ROUNDS[2], ROUNDS[3] + DAY, (1, 5))
    assert rule(check(5, 6, 7, 8, others=[postponed]), "CH-18.10") == []
    # Same official round, both on their date: one acta per date.
    same = RecordedLineup(201, TEAM_A.id, 3, ROUNDS[3], ROUNDS[3] + DAY, (1, 5))
    [finding] = rule(check(5, 6, 7, 8, others=[same]), "CH-18.10")
    assert finding.blocks


def test_CH_18_10_this_match_postponed_onto_another_round_is_judged_by_its_official_date():
    this = match_of(3, actual=ROUNDS[4])
    other = RecordedLineup(202, TEAM_A.id, 4, ROUNDS[4], None, (1, 5))
    assert rule(check(5, 6, 7, 8, match=this, others=[other]), "CH-18.10") == []


# --- CH-18.2 with a typed rival -----------------------------------------------------------------


def test_CH_18_2_a_typed_rival_without_list_number_never_loses_the_match():
    players = {**PLAYERS, -1: PlayerInfo(-1, "Rival tecleado", None), -2: PlayerInfo(-2, "X", 3)}
    findings = check(-2, -1, match=match_of(3), players=players)
    assert rule(findings, "CH-18.2") == []
    assert all("n.º 0" not in f.message for f in findings)
    assert all("se pierde el encuentro" not in f.message for f in findings)
    assert PlayerInfo(-1, "Rival tecleado", None).label == "Rival tecleado, sin n.º de lista"


# --- citations: inactive and unlicensed players -------------------------------------------------


def test_citations_inactive_player_is_blocked_under_the_club_list_not_16_2():
    players = {**PLAYERS, 6: replace(PLAYERS[6], active=False)}
    [finding] = [f for f in check(5, 6, players=players) if f.blocks]
    assert finding.rule_id == "CH-18.3"
    assert finding.message.startswith("Art. 18.3:")
    assert "16.2" not in finding.message


def test_citations_unlicensed_player_is_blocked_under_art_2_not_16_2():
    players = {**PLAYERS, 6: replace(PLAYERS[6], licensed=False)}
    [finding] = [f for f in check(5, 6, players=players) if f.blocks]
    assert finding.rule_id == "CH-2"
    assert finding.message.startswith("Art. 2:")
    assert "16.2" not in finding.message


def test_citations_catalog_ids_become_articles():
    assert cite("CH-12") == "art. 12"
    assert cite("CH-18.2", capital=True) == "Art. 18.2"
    assert cite("DO-7.2b") == "art. 7.2"
    assert cite("DO-20.3") == "art. 20"
    assert cite("DO-20.4") == "art. 20"
    assert article_number("DO-19.4") == "19.4"
    assert cite("Decisión de la competición") == "Decisión de la competición"


def test_citations_one_schema_type_serves_both_sports():
    from delegate_app.domain.domino import INCIDENT_KINDS

    for kind in (*CATALOG.values(), *INCIDENT_KINDS):
        for spec in kind.fields:
            assert isinstance(spec, FieldSpec)
            assert isinstance(spec.type, FieldType)


def test_citations_a_late_arrival_is_not_labelled_18_4():
    assert CATALOG["llegada_tarde"].rule_id != "CH-18.4"


# --- CH-18.4 ------------------------------------------------------------------------------------

OFFICIAL = datetime(2025, 10, 4, 16)


def at(hour, minute=0):
    return datetime(2025, 10, 4, hour, minute)


def test_CH_18_4_half_of_the_players_of_its_lineup_rounded_up():
    full = TeamAtStart({b: at(15, 55) for b in range(1, 5)})
    two = TeamAtStart({1: at(15, 55), 2: None}, fielded=(1, 2))
    proposal = start_proposal(OFFICIAL, TimeControl(120), full, two)
    assert proposal.away.needed == 1
    assert not proposal.away.no_show
    assert proposal.away.may_start_at == OFFICIAL
    assert proposal.forfeits == {
        2: BoardResult.HOME_BY_FORFEIT,
        3: BoardResult.HOME_BY_FORFEIT,
        4: BoardResult.HOME_BY_FORFEIT,
    }
    three = TeamAtStart({1: at(15, 55), 2: at(16, 10), 3: None}, fielded=(1, 2, 3))
    proposal = start_proposal(OFFICIAL, TimeControl(120), full, three)
    assert proposal.away.needed == 2
    assert proposal.away.may_start_at == at(16, 10)


def test_CH_18_4_at_least_one_player_even_for_an_empty_lineup():
    full = TeamAtStart({b: at(15, 55) for b in range(1, 5)})
    proposal = start_proposal(OFFICIAL, TimeControl(120), full, TeamAtStart({}, fielded=()))
    assert proposal.away.needed == 1
    assert proposal.away.no_show


def test_CH_18_4_a_short_lineup_is_not_warned_as_unable_to_start():
    assert rule(check(None, 6), "CH-18.4") == []
    [warning] = rule(check(), "CH-18.4")
    assert warning.severity is Severity.WARN


# --- CH-16.3 ------------------------------------------------------------------------------------


def test_CH_16_3_a_lineup_whose_delivery_is_unknown_never_yields_a_no_show():
    seated = {b: at(15, 55) for b in range(1, 5)}
    unknown = TeamAtStart(seated, lineup_delivered=None)
    proposal = start_proposal(
        OFFICIAL, TimeControl(120), TeamAtStart(seated), unknown, as_of=at(17, 5)
    )
    assert proposal.no_shows == ()
    assert proposal.forfeits == {}
    assert "CH-20.1" not in {f.rule_id for f in proposal.findings}


# --- CH-15.3 ------------------------------------------------------------------------------------


def test_CH_15_3_a_document_doubt_played_sub_conditione_goes_to_the_committee():
    fields = {"tablero": 2, "lado": "visitante", "falta": "dni", "sub_conditione": "si"}
    assert needs_committee("documentacion", fields)
    assert not needs_committee("documentacion", {**fields, "sub_conditione": "no"})
    reasons = committee_reasons([IncidentEntry(1, "documentacion", fields)])
    assert reasons


def test_CH_15_3_a_rival_lineup_breach_goes_to_the_committee_with_a_proper_title():
    fields = {"lado": "visitante", "articulo": "18.2", "tableros": "2 y 3", "texto": "orden"}
    assert validate_incident("alineacion_rival", fields) == []
    assert needs_committee("alineacion_rival", fields)
    assert CATALOG["alineacion_rival"].title == "Alineación rival contraria al reglamento"
    assert "alineacion_rival" not in render_incident("alineacion_rival", fields)
    deadlines = acta_deadlines(date(2025, 10, 4), [IncidentEntry(1, "alineacion_rival", fields)])
    acta = next(d for d in deadlines if d.rule_id == "CH-15.3")
    assert "segundo día hábil" in acta.description


def test_CH_15_3_the_loss_of_points_only_on_the_two_day_deadline():
    seven = next(d for d in match_deadlines(date(2025, 10, 4), False) if d.rule_id == "CH-15.3")
    assert "pierde" not in seven.consequence
    two = next(d for d in match_deadlines(date(2025, 10, 4), True) if d.rule_id == "CH-15.3")
    assert "pierde los puntos" in two.consequence


def test_CH_15_3_a_no_show_at_the_hour_and_a_claim_go_to_the_committee():
    assert needs_committee("incomparecencia", {"lado": "visitante"})
    assert needs_committee("reclamacion", {"lado": "local", "texto": "x"})


# --- domino: DO-6, DO-20, DO-20.3 and art. 20's citations ---------------------------------------

from delegate_app.domain import domino  # noqa: E402
from delegate_app.domain.domino import (  # noqa: E402
    ARBITER,
    DominoError,
    HandEnd,
    Pair,
    Partida,
    PartidaStatus,
    Seating,
    TablePlayers,
    TableSetup,
    encounter_result,
)
from delegate_app.domain.domino.partida import (  # noqa: E402
    BodyDecision,
    DecisionKind,
    SubstitutionPermission,
)

D_PLAYERS = TablePlayers(home=(1, 2), away=(3, 4))
D_SEATING = Seating(
    north=2, east=3, south=1, west=4, north_south=Pair.HOME, salidor=domino.Seat.SOUTH
)
D_SETUP = TableSetup(table=1, players=D_PLAYERS, annotator=1, counter=3)
DECIDED_ON = date(2025, 10, 10)


def d_write(partida, winner, points):
    pending = partida.propose_hand(HandEnd.DOMINO, winner=winner, points=points)
    return partida.add_hand(pending.approve(partida.setup.counter))


def suspended_at_250_180():
    partida = Partida(D_SETUP, D_SEATING)
    partida = d_write(partida, Pair.HOME, 150)
    partida = d_write(partida, Pair.AWAY, 120)
    partida = d_write(partida, Pair.HOME, 100)
    partida = d_write(partida, Pair.AWAY, 60)
    return partida.suspend("Corte de luz")


def test_DO_6_the_arbiter_never_approves_in_place_of_the_counting_player():
    pending = Partida(D_SETUP, D_SEATING).propose_hand(HandEnd.DOMINO, winner=Pair.HOME, points=20)
    with pytest.raises(DominoError, match="solo la puede aprobar el jugador 3"):
        pending.approve(ARBITER)
    assert pending.approve(3).approved


def test_DO_20_suspension_closed_by_the_competent_body_below_the_target():
    partida = suspended_at_250_180()
    assert partida.totals == {Pair.HOME: 250, Pair.AWAY: 180}
    decision = BodyDecision(DecisionKind.VALIDATE, DECIDED_ON, "Resolución 12/2025")
    closed = partida.decide(decision)
    assert closed.status is PartidaStatus.DECIDED and closed.finished
    assert closed.winner is Pair.HOME
    assert closed.final_score == {Pair.HOME: 250, Pair.AWAY: 180}
    assert any("10/10/2025" in note and "Resolución 12/2025" in note for note in closed.notes)
    leader = partida.decide(BodyDecision(DecisionKind.LEADER_WINS, DECIDED_ON, "R-13"))
    assert leader.winner is Pair.HOME
    replay = partida.decide(BodyDecision(DecisionKind.REPLAY, DECIDED_ON, "R-14"))
    assert replay.status is PartidaStatus.REPLAY_ORDERED and replay.winner is None


def test_DO_20_a_decision_needs_its_date_and_reference_and_a_suspended_partida():
    with pytest.raises(ValueError, match="referencia"):
        BodyDecision(DecisionKind.VALIDATE, DECIDED_ON, "  ")
    with pytest.raises(DominoError, match="suspendida"):
        Partida(D_SETUP, D_SEATING).decide(BodyDecision(DecisionKind.VALIDATE, DECIDED_ON, "R"))


def test_DO_20_an_encounter_closes_with_the_decided_result():
    partidas = []
    for table in range(1, 5):
        setup = TableSetup(table, D_PLAYERS, 1, 3)
        for number in (1, 2):
            partida = Partida(setup, D_SEATING, number=number)
            if (table, number) == (4, 2):
                partida = d_write(d_write(partida, Pair.HOME, 150), Pair.HOME, 100)
                partida = partida.suspend("Corte de luz").decide(
                    BodyDecision(DecisionKind.VALIDATE, DECIDED_ON, "R-1")
                )
            else:
                partida = d_write(d_write(partida, Pair.HOME, 168), Pair.HOME, 168)
            partidas.append(partida)
    result = encounter_result(partidas)
    assert result.complete and result.partidas_won[Pair.HOME] == 8


def test_DO_20_3_a_substitution_needs_a_cause_and_the_arbiters_permission():
    partida = Partida(D_SETUP, D_SEATING)
    with pytest.raises(DominoError, match="causa"):
        partida.substitute(2, 9, "  ", SubstitutionPermission(arbiter="Ana Pérez"))
    with pytest.raises(DominoError, match="permiso"):
        partida.substitute(2, 9, "Indisposición")
    with pytest.raises(DominoError, match="capitanes"):
        partida.substitute(2, 9, "Indisposición", SubstitutionPermission(captains=("Luis", "")))
    done = partida.substitute(2, 9, "Indisposición", SubstitutionPermission(arbiter="Ana Pérez"))
    assert done.substitutions[0].permission.arbiter == "Ana Pérez"
    assert not done.substitutions[0].permission.for_committee
    by_captains = partida.substitute(
        2, 9, "Indisposición", SubstitutionPermission(captains=("Luis", "Marta"))
    )
    assert by_captains.substitutions[0].permission.for_committee


def test_citations_art_20_paragraphs_are_cited_as_art_20():
    partida = Partida(D_SETUP, D_SEATING).abandon(3, "Se retira")
    assert all("20.4" not in note and "20.3" not in note for note in partida.notes)
    assert any(note.startswith("Art. 20:") for note in partida.notes)
    with pytest.raises(DominoError) as error:
        partida.substitute(3, 9, "x", SubstitutionPermission(arbiter="A"))
    assert "20.4" not in str(error.value) and "Art. 20:" in str(error.value)
    assert domino.incident_kind("DO-20.4").article == "Art. 20"


def test_DO_8_who_shuffles_and_who_picks_in_each_hand():
    from delegate_app.domain.domino.seating import hand_procedure

    # Hand led from the South (player 1 = 1): 4 (West) shuffles then 1; 2, 3, 4, 1 take tiles.
    procedure = hand_procedure(D_SEATING, domino.Seat.SOUTH)
    assert procedure.shufflers == (4, 1)
    assert procedure.pickers == (3, 2, 4, 1)
    assert procedure.lifts_after_lead == 2  # player 3 lifts his tiles only after the lead tile
    assert procedure.text(str).startswith("Art. 8: revuelve 4 y después 1")


def test_DO_15_the_acta_says_who_resolved_a_pensada_en_falso():
    from delegate_app.domain.domino import validate_incident as validate_domino

    fields = {
        "mesa": 1,
        "partida": 1,
        "licencia": "DOM-ET01",
        "circunstancias": "Tardó con una sola ficha jugable",
        "efecto": "anular la mano",
    }
    assert any("Resuelven" in problem for problem in validate_domino("DO-15", fields))
    assert validate_domino("DO-15", {**fields, "resuelven": "los capitanes"}) == []
