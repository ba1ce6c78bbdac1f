"""A domino encounter through the store: DO rules, refusals that change nothing, the lock."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime

import pytest
from sqlmodel import select

from delegate_app.domain.domino import ARBITER, DominoError, HandEnd, Pair, PartidaStatus, Seat
from delegate_app.store import acta
from delegate_app.store.competition_standings import competition_standings
from delegate_app.store.domino import acta as domino_acta
from delegate_app.store.domino import acta_view as domino_acta_view
from delegate_app.store.domino import editing as domino_editing
from delegate_app.store.domino import table_events
from delegate_app.store.errors import StoreError
from delegate_app.store.integrity import verify_database
from delegate_app.store.models import (
    Competition,
    DominoDraw,
    DominoEvent,
    DominoHand,
    DominoPartida,
    DominoTable,
    Incident,
    Match,
    PartidaResult,
)
from tests.helpers.domino import (
    PNG,
    START,
    at,
    complete,
    hand,
    make_encounter,
    play_partida,
    seat,
    setup_tables,
    sign_both,
)


@pytest.fixture
def enc(db):
    encounter = make_encounter(db)
    domino_editing.open_encounter(db, encounter.match_id, START)
    return encounter


def count(db, model, match_id):
    with db.session() as s:
        return len(s.exec(select(model).where(model.match_id == match_id)).all())


def snapshot(db, match_id):
    """Every domino row of the match and its incidents, as plain tuples."""
    rows = {}
    with db.session() as s:
        for model in (
            DominoTable,
            DominoDraw,
            DominoPartida,
            DominoHand,
            DominoEvent,
            Incident,
            PartidaResult,
        ):
            found = s.exec(select(model).where(model.match_id == match_id).order_by(model.id))
            rows[model.__name__] = [tuple(r.model_dump().items()) for r in found]
    return rows


# --- set-up and DO-6 ------------------------------------------------------------------------------


def test_DO_6_the_annotator_is_from_the_home_pair_and_the_counter_from_the_rival_pair(db, enc):
    h, a = enc.home, enc.away
    before = snapshot(db, enc.match_id)
    with pytest.raises(StoreError, match="anotador lo señala la pareja local"):
        domino_editing.set_table(db, enc.match_id, 1, (h[0], h[1]), (a[0], a[1]), a[0], a[1])
    with pytest.raises(StoreError, match=r"recuento lo señala la pareja rival .*Gara Luis"):
        domino_editing.set_table(db, enc.match_id, 1, (h[0], h[1]), (a[0], a[1]), h[0], h[1])
    with pytest.raises(StoreError, match="anote antes al árbitro"):
        domino_editing.set_table(db, enc.match_id, 1, (h[0], h[1]), (a[0], a[1]), h[0], a[0], True)
    assert snapshot(db, enc.match_id) == before
    setup_tables(db, enc)
    view = domino_acta_view.encounter_view(db, enc.match_id)
    assert view.table(1).annotator == h[0] and view.table(1).counter == a[0]


def test_set_up_refuses_players_of_the_wrong_team_twice_or_at_two_tables(db, enc):
    h, a = enc.home, enc.away
    mid = enc.match_id
    with pytest.raises(StoreError, match="Gara Luis no es jugador de Doble Seis"):
        domino_editing.set_table(db, mid, 1, (h[0], a[0]), (a[1], a[2]), h[0], a[1])
    with pytest.raises(StoreError, match="dos puestos"):
        domino_editing.set_table(db, mid, 1, (h[0], h[0]), (a[0], a[1]), h[0], a[0])
    with pytest.raises(StoreError, match="La mesa 3 no existe"):
        domino_editing.set_table(db, mid, 3, (h[0], h[1]), (a[0], a[1]), h[0], a[0])
    setup_tables(db, enc)
    with pytest.raises(StoreError, match="Ana Díaz ya juega en otra mesa"):
        domino_editing.set_table(db, mid, 2, (h[0], h[3]), (a[2], a[3]), h[0], a[2])
    assert count(db, DominoTable, mid) == 2


# --- seat draw (DO-7.2, DO-7.4) -------------------------------------------------------------------


def test_DO_7_2_the_highest_tile_leads_and_DO_7_4_the_higher_opponent_sits_on_his_right(db, enc):
    setup_tables(db, enc)
    seating = seat(db, enc)
    h, a = enc.home, enc.away
    assert seating.salidor is Seat.SOUTH and seating.south == h[0]
    assert seating.north == h[1]  # partner opposite
    assert seating.east == a[0]  # 5-4 beats 2-1: on the salidor's right
    assert seating.numbering() == {1: h[0], 2: a[0], 3: h[1], 4: a[1]}
    view = domino_acta_view.encounter_view(db, enc.match_id)
    assert view.table(1).draw_rounds == [{h[0]: "6-6", h[1]: "1-0", a[0]: "5-4", a[1]: "2-1"}]
    with pytest.raises(StoreError, match="ya están sorteados"):
        seat(db, enc)


def test_DO_7_2_a_tie_names_who_draws_again_and_saves_nothing_until_settled(db, enc):
    setup_tables(db, enc)
    h, a = enc.home, enc.away
    first = {h[0]: "6-4", a[0]: "5-5", h[1]: "1-0", a[1]: "2-0"}
    with pytest.raises(domino_editing.RedrawNeededError) as caught:
        domino_editing.seat_draw(db, enc.match_id, 1, [first], now=at(2))
    assert "Ana Díaz y Gara Luis" in str(caught.value) and "salidor" in str(caught.value)
    assert set(caught.value.players) == {h[0], a[0]}
    assert count(db, DominoDraw, enc.match_id) == 0
    assert count(db, DominoPartida, enc.match_id) == 0
    seating = domino_editing.seat_draw(
        db, enc.match_id, 1, [first, {h[0]: "3-1", a[0]: "6-5"}], Seat.WEST, now=at(3)
    )
    assert seating.west == a[0] and seating.salidor is Seat.WEST
    assert count(db, DominoDraw, enc.match_id) == 6


def test_DO_7_2_impossible_draws_are_refused_in_spanish_with_names(db, enc):
    with pytest.raises(StoreError, match="todavía no tiene parejas"):
        domino_editing.seat_draw(db, enc.match_id, 1, [{}])
    setup_tables(db, enc)
    h, a = enc.home, enc.away
    with pytest.raises(StoreError, match="la ficha 6-6 no puede levantarse dos veces"):
        domino_editing.seat_draw(
            db, enc.match_id, 1, [{h[0]: "6-6", h[1]: "6|6", a[0]: "1-1", a[1]: "2-2"}]
        )
    with pytest.raises(StoreError, match="falta la ficha que levantó Gara Luis"):
        domino_editing.seat_draw(
            db, enc.match_id, 1, [{h[0]: "6-6", h[1]: "5-5", a[0]: " ", a[1]: "2-2"}]
        )
    with pytest.raises(StoreError, match="no existe en el doble seis"):
        domino_editing.seat_draw(
            db, enc.match_id, 1, [{h[0]: "7-6", h[1]: "5-5", a[0]: "1-1", a[1]: "2-2"}]
        )
    assert count(db, DominoDraw, enc.match_id) == 0


def test_reset_draw_only_before_play_and_players_change_only_before_the_draw(db, enc):
    setup_tables(db, enc)
    seat(db, enc)
    h, a = enc.home, enc.away
    with pytest.raises(StoreError, match="sustitución"):
        domino_editing.set_table(db, enc.match_id, 1, (h[0], h[4]), (a[0], a[1]), h[0], a[0])
    # The roles may still change before the first hand.
    domino_editing.set_table(db, enc.match_id, 1, (h[0], h[1]), (a[0], a[1]), h[1], a[1])
    domino_editing.reset_draw(db, enc.match_id, 1, now=at(3))
    assert count(db, DominoPartida, enc.match_id) == 0
    seat(db, enc)
    hand(db, enc, 1, 1, Pair.HOME, 30)
    with pytest.raises(StoreError, match="no se puede repetir"):
        domino_editing.reset_draw(db, enc.match_id, 1)


# --- the Hoja de Anotaciones (DO-6, DO-7.3, DO-18) ------------------------------------------------


def test_DO_6_a_hand_is_written_only_after_the_counter_approves_it(db, enc):
    setup_tables(db, enc)
    seat(db, enc)
    h, a = enc.home, enc.away
    pending = domino_editing.propose_hand(
        db, enc.match_id, 1, 1, HandEnd.DOMINO, winner=Pair.HOME, points=42
    )
    assert count(db, DominoHand, enc.match_id) == 0  # counting writes nothing
    with pytest.raises(StoreError, match=r"solo se anota cuando la aprueba Gara Luis\.$"):
        domino_editing.write_hand(db, enc.match_id, 1, 1, pending)
    forged = type(pending)(pending.hand, (h[0],), False, (h[0],))
    with pytest.raises(StoreError, match="aprobar Gara Luis; no Ana Díaz"):
        domino_editing.write_hand(db, enc.match_id, 1, 1, forged)
    # docs/reglas.md (DO-6): the arbiter never approves in place of the counting player.
    with pytest.raises(DominoError, match="solo la puede aprobar"):
        pending.approve(ARBITER)
    assert count(db, DominoHand, enc.match_id) == 0
    partida = domino_editing.write_hand(db, enc.match_id, 1, 1, pending.approve(a[0]), now=at(9))
    assert partida.totals == {Pair.HOME: 42, Pair.AWAY: 0}
    with db.session() as s:
        row = s.exec(select(DominoHand)).one()
    assert json.loads(row.approved_by_json) == [a[0]] and row.approved_at == at(9)
    # The same approved proposal cannot be written twice.
    with pytest.raises(StoreError, match="ya no corresponde"):
        domino_editing.write_hand(db, enc.match_id, 1, 1, pending.approve(a[0]))


def test_DO_6_when_the_arbiter_counts_both_named_players_approve(db, enc):
    domino_editing.set_arbiter(db, enc.match_id, "Rosa Díaz Marrero", "AT-0147", now=at(0))
    h, a = enc.home, enc.away
    domino_editing.set_table(
        db, enc.match_id, 1, (h[0], h[1]), (a[0], a[1]), h[0], a[0], True, now=at(1)
    )
    seat(db, enc)
    pending = domino_editing.propose_hand(
        db, enc.match_id, 1, 1, HandEnd.DOMINO, winner=Pair.AWAY, points=20
    )
    with pytest.raises(StoreError, match="la aprueban Ana Díaz y Gara Luis; falta Ana Díaz"):
        domino_editing.write_hand(db, enc.match_id, 1, 1, pending.approve(a[0]))
    domino_editing.write_hand(db, enc.match_id, 1, 1, pending.approve(a[0]).approve(h[0]))
    with pytest.raises(StoreError, match="cuenta y anota el árbitro"):
        domino_editing.set_arbiter(db, enc.match_id, "")


def test_DO_18_a_forged_or_impossible_hand_is_refused(db, enc):
    setup_tables(db, enc)
    seat(db, enc)
    with pytest.raises(StoreError, match="entre 0 y 168"):
        domino_editing.propose_hand(
            db, enc.match_id, 1, 1, HandEnd.DOMINO, winner=Pair.HOME, points=169
        )
    pending = domino_editing.propose_hand(
        db, enc.match_id, 1, 1, HandEnd.DOMINO, winner=Pair.HOME, points=10
    )
    from dataclasses import replace

    forged = replace(pending, hand=replace(pending.hand, points=500))
    with pytest.raises(StoreError, match="entre 0 y 168"):
        domino_editing.write_hand(db, enc.match_id, 1, 1, forged.approve(enc.away[0]))
    assert count(db, DominoHand, enc.match_id) == 0


def test_DO_18_points_computed_from_the_tiles_left_and_checked(db, enc):
    setup_tables(db, enc)
    seat(db, enc)
    mid = enc.match_id
    tiles = {"E": ["6-6", "5-5"], "N": ["1-0"], "O": ["4-3", "2-2"]}
    pending = domino_editing.propose_hand(db, mid, 1, 1, "domino", domino_by="S", tiles_left=tiles)
    assert pending.hand.winner is Pair.HOME and pending.hand.points == 12 + 10 + 1 + 7 + 4
    with pytest.raises(StoreError, match="no coinciden con las fichas"):
        domino_editing.propose_hand(
            db, mid, 1, 1, "domino", domino_by="S", tiles_left=tiles, points=40
        )
    with pytest.raises(StoreError, match="aparece 2 veces"):
        domino_editing.propose_hand(
            db, mid, 1, 1, "domino", domino_by="S", tiles_left={"E": ["6-6", "6|6"]}
        )
    domino_editing.write_hand(db, mid, 1, 1, pending.approve(enc.away[0]), now=at(12))
    view = domino_acta_view.encounter_view(db, mid)
    written = view.table(1).partida(1).hands[0]
    assert dict(written.tiles_left)[Seat.EAST][0].pips == 12


def test_DO_18_cierre_with_equal_sums_scores_nothing_and_DO_7_3_the_lead_passes(db, enc):
    setup_tables(db, enc)
    seat(db, enc)
    tiles = {"N": ["6-6"], "E": ["5-5", "1-1"], "S": ["6-5", "0-0"], "O": ["6-4", "1-0"]}
    pending = domino_editing.propose_hand(db, enc.match_id, 1, 1, "cierre", tiles_left=tiles)
    assert pending.hand.winner is None and pending.hand.points == 0
    partida = domino_editing.write_hand(db, enc.match_id, 1, 1, pending.approve(enc.away[0]))
    assert partida.totals == {Pair.HOME: 0, Pair.AWAY: 0}
    assert partida.next_salidor is Seat.EAST  # on the right of the South


def test_DO_18_the_last_hand_passing_the_target_ends_the_partida_and_is_noted(db, enc):
    setup_tables(db, enc)
    seat(db, enc)
    partida = play_partida(db, enc, 1, 1, Pair.AWAY)
    assert partida.status is PartidaStatus.FINISHED and partida.winner is Pair.AWAY
    assert partida.exceeded_target and "superó el total acordado (300)" in partida.notes[0]
    with db.session() as s:
        result = s.exec(select(PartidaResult)).one()
        row = s.exec(select(DominoPartida).where(DominoPartida.partida_number == 1)).one()
    assert (result.winner, result.home_points, result.away_points) == ("visitante", 90, 310)
    assert (row.status, row.winner, row.home_points, row.away_points) == (
        "terminada",
        "visitante",
        90,
        310,
    )
    with pytest.raises(StoreError, match="la partida terminó"):
        hand(db, enc, 1, 1, Pair.HOME, 10)


def test_DO_7_2b_the_losing_pair_swaps_for_the_second_partida(db, enc):
    setup_tables(db, enc)
    first = seat(db, enc)
    h, a = enc.home, enc.away
    with pytest.raises(StoreError, match="empieza cuando termine la 1"):
        hand(db, enc, 1, 2, Pair.HOME, 10)
    play_partida(db, enc, 1, 1, Pair.HOME)
    second = domino_acta_view.encounter_view(db, enc.match_id).table(1).partida(2).seating
    # The away pair lost: the player on the salidor's right (East) moves to his left (West).
    assert (first.east, first.west) == (a[0], a[1])
    assert (second.east, second.west) == (a[1], a[0])
    assert (second.north, second.south, second.salidor) == (h[1], h[0], Seat.SOUTH)


def test_DO_7_3_each_hand_is_led_by_the_player_on_the_right_of_the_previous_salidor(db, enc):
    setup_tables(db, enc)
    seat(db, enc)
    hand(db, enc, 1, 1, Pair.HOME, 10)
    partida = hand(db, enc, 1, 1, Pair.AWAY, 10)
    assert [h.salidor for h in partida.hands] == [Seat.SOUTH, Seat.EAST]
    assert partida.next_salidor is Seat.NORTH


# --- substitutions, suspension, abandonment -------------------------------------------------------


def test_DO_20_3_a_substitute_takes_the_seat_and_role_of_the_player_he_replaces(db, enc):
    setup_tables(db, enc)
    seat(db, enc)
    h, a = enc.home, enc.away
    hand(db, enc, 1, 1, Pair.HOME, 40)
    with pytest.raises(StoreError, match="debe ser un jugador de El Tranque"):
        table_events.substitute(db, enc.match_id, 1, 1, a[0], h[5])
    with pytest.raises(StoreError, match="Iballa Mesa ya juega en otra mesa"):
        table_events.substitute(db, enc.match_id, 1, 1, a[0], a[2])
    with pytest.raises(StoreError, match="permiso del juez árbitro"):
        table_events.substitute(db, enc.match_id, 1, 1, a[0], a[4], "Indispuesto", now=at(20))
    partida = table_events.substitute(
        db, enc.match_id, 1, 1, a[0], a[4], "Indispuesto", now=at(20), permitted_by="Rosa Cano"
    )
    assert partida.seating.east == a[4] and partida.setup.counter == a[4]
    # The counter's approval now comes from the substitute.
    partida = hand(db, enc, 1, 1, Pair.AWAY, 25, approver=a[4])
    assert partida.totals == {Pair.HOME: 40, Pair.AWAY: 25}
    view = domino_acta_view.encounter_view(db, enc.match_id)
    assert "entra Kevin Ramos por Gara Luis, en el asiento Este" in view.table(1).events[0].text
    with pytest.raises(StoreError, match="Kevin Ramos ya juega en otra mesa"):
        domino_editing.set_table(db, enc.match_id, 2, (h[2], h[3]), (a[4], a[3]), h[2], a[4])


def test_DO_7_2b_a_substitute_between_partidas_takes_the_seat_of_his_titular(db, enc):
    setup_tables(db, enc)
    seat(db, enc)
    h = enc.home
    play_partida(db, enc, 1, 1, Pair.AWAY)  # the home pair loses and swaps
    partida = table_events.substitute(
        db, enc.match_id, 1, 2, h[1], h[5], "Indispuesto", now=at(60), captains=("Ana", "Luis")
    )
    # h[1] sat North in partida 1; after the swap North-South are exchanged: he would sit South.
    assert partida.seating.south == h[5] and partida.seating.north == h[0]


def test_DO_20_4_the_abandoning_pair_loses_even_when_ahead_and_keeps_its_points(db, enc):
    setup_tables(db, enc)
    seat(db, enc)
    h = enc.home
    hand(db, enc, 1, 1, Pair.HOME, 150)
    hand(db, enc, 1, 1, Pair.AWAY, 40)
    partida = table_events.abandon(db, enc.match_id, 1, 1, h[1], "Se marcha", now=at(40))
    assert partida.status is PartidaStatus.ABANDONED and partida.winner is Pair.AWAY
    assert partida.final_score == {Pair.HOME: 150, Pair.AWAY: 300}
    with db.session() as s:
        result = s.exec(select(PartidaResult)).one()
        incident = s.exec(select(Incident).where(Incident.rule_id == "DO-20.4")).one()
    assert (result.winner, result.home_points, result.away_points) == ("visitante", 150, 300)
    assert "se suman 260 puntos hasta los 300" in incident.text
    assert "Benito Pérez" in incident.text
    with pytest.raises(StoreError, match="abandono"):
        table_events.substitute(db, enc.match_id, 1, 1, h[1], h[5])
    # The next partida is seated: the abandoning pair swaps.
    assert domino_acta_view.encounter_view(db, enc.match_id).table(1).partida(2) is not None


def test_DO_20_suspension_keeps_the_score_and_resumes(db, enc):
    setup_tables(db, enc)
    seat(db, enc)
    hand(db, enc, 1, 1, Pair.HOME, 70)
    with pytest.raises(StoreError, match="circunstancia imprevisible"):
        table_events.suspend(db, enc.match_id, 1, 1, "  ")
    partida = table_events.suspend(db, enc.match_id, 1, 1, "Corte de luz en el local", now=at(30))
    assert partida.status is PartidaStatus.SUSPENDED
    with pytest.raises(StoreError, match="suspendida"):
        hand(db, enc, 1, 1, Pair.HOME, 10)
    view = domino_acta_view.encounter_view(db, enc.match_id)
    assert any("suspendida con 70 a 0" in f.message for f in view.result.findings)
    assert view.incidents[-1].rule_id == "DO-20"
    assert "Puntos de la pareja local: 70" in view.incidents[-1].text
    partida = table_events.resume(db, enc.match_id, 1, 1, now=at(45))
    assert partida.status is PartidaStatus.IN_PLAY
    assert hand(db, enc, 1, 1, Pair.HOME, 10).totals[Pair.HOME] == 80


# --- incidents (DO-8.12 … DO-20) -----------------------------------------------------------------


def test_DO_15_needs_the_offenders_licence_the_circumstances_and_the_effect(db, enc):
    with pytest.raises(StoreError, match="Número de licencia del infractor"):
        table_events.record_incident(db, enc.match_id, "DO-15", {"mesa": 1, "partida": 1})
    with pytest.raises(StoreError, match="Efecto en la mano"):
        table_events.record_incident(
            db,
            enc.match_id,
            "DO-15",
            {"mesa": 1, "partida": 1, "licencia": "DOM-ET01", "circunstancias": "x", "efecto": "?"},
        )
    [entry] = table_events.record_incident(
        db,
        enc.match_id,
        "DO-15",
        {
            "mesa": "1",
            "partida": 1,
            "mano": 3,
            "licencia": "DOM-ET01",
            "circunstancias": "Tardó con una sola ficha jugable",
            "efecto": "Anular la mano",
            "resuelven": "los capitanes",
        },
        now=at(30),
    )
    assert entry.rule_id == "DO-15"
    assert entry.text == (
        "Mesa 1, partida 1, mano 3. Pensada en falso. Número de licencia del infractor: "
        "DOM-ET01. Circunstancias de la jugada: Tardó con una sola ficha jugable. Efecto en la "
        "mano: anular la mano. Resuelven: los capitanes."
    )


def test_DO_19_4_the_third_dropped_tile_of_a_pair_in_a_partida_goes_on_the_acta(db, enc):
    mid = enc.match_id

    def drop(kind, pair, partida=1, table=1):
        player = enc.home[0] if pair == "local" else enc.away[0]  # DO-19.3: of that pair
        fields = {"mesa": table, "partida": partida, "pareja": pair, "jugador": player}
        fields["decision"] = "revolver de nuevo" if kind == "DO-19.2" else "continuar la mano"
        return table_events.record_incident(db, mid, kind, fields, now=at(30))

    assert len(drop("DO-19.2", "local")) == 1
    assert len(drop("DO-19.3", "visitante")) == 1  # the other pair's own count
    assert len(drop("DO-19.3", "local", partida=2)) == 1  # another partida
    second = drop("DO-19.3", "local")
    assert "segunda vez" in second[0].text and "se hace constar" not in second[0].text
    third = drop("DO-19.2", "local")
    assert len(third) == 2
    assert "tercera vez" in third[0].text and "se hace constar en el acta" in third[0].text
    assert third[1].rule_id == "DO-19.4" and json.loads(third[1].fields_json)["vez"] == 3
    assert f"Incidencia n.º {third[0].id}" in third[1].text
    view = domino_acta_view.encounter_view(db, mid)
    drops = {(d.table, d.partida, d.pair): (d.count, d.recorded) for d in view.drops}
    assert drops[(1, 1, Pair.HOME)] == (3, True)
    assert drops[(1, 1, Pair.AWAY)] == (1, False)
    assert drops[(1, 2, Pair.HOME)] == (1, False)
    with pytest.raises(StoreError, match=r"19\.4 se anota solo"):
        table_events.record_incident(
            db, mid, "DO-19.4", {"mesa": 1, "partida": 1, "pareja": "local"}
        )


def test_incidents_are_refused_for_places_and_kinds_that_do_not_exist(db, enc):
    mid = enc.match_id
    with pytest.raises(StoreError, match="La mesa 5 no existe"):
        table_events.record_incident(
            db, mid, "DO-9", {"mesa": 5, "partida": 1, "descripcion": "Vasos"}
        )
    with pytest.raises(StoreError, match="La partida 3 no existe"):
        table_events.record_incident(
            db, mid, "DO-9", {"mesa": 1, "partida": 3, "descripcion": "Vasos"}
        )
    with pytest.raises(StoreError, match="desconocido"):
        table_events.record_incident(db, mid, "DO-99", {})
    with pytest.raises(StoreError, match="Dato desconocido"):
        table_events.record_incident(db, mid, "DO-9", {"mesa": 1, "partida": 1, "color": "rojo"})
    with pytest.raises(StoreError, match="Hoja de la partida"):
        table_events.record_incident(db, mid, "DO-20.4", {"mesa": 1, "partida": 1})
    assert count(db, Incident, mid) == 0


def test_every_catalog_kind_but_the_automatic_ones_can_be_recorded(db, enc):
    from delegate_app.domain.domino import INCIDENT_KINDS, FieldKind

    for kind in INCIDENT_KINDS:
        if kind.rule_id in domino_acta.AUTOMATIC_RULES:
            continue
        fields = {}
        for item in kind.fields:
            if item.kind is FieldKind.NUMBER:
                fields[item.key] = 1
            elif item.kind is FieldKind.CHOICE:
                fields[item.key] = item.choice_values[0]
            elif item.kind is FieldKind.TILE:
                fields[item.key] = "6-4"
            else:
                fields[item.key] = "Texto"
        [entry, *_] = table_events.record_incident(
            db, enc.match_id, kind.rule_id, fields, now=at(5)
        )
        assert entry.rule_id == kind.rule_id and kind.title in entry.text


# --- the encounter result and the standings -------------------------------------------------------


def test_the_encounter_result_gives_league_points_and_feeds_the_standings(db, enc):
    setup_tables(db, enc)
    seat(db, enc, 1)
    seat(db, enc, 2)
    play_partida(db, enc, 1, 1, Pair.HOME, 10)
    play_partida(db, enc, 1, 2, Pair.HOME, 40)
    play_partida(db, enc, 2, 1, Pair.AWAY, 10)
    view = domino_acta_view.encounter_view(db, enc.match_id)
    assert not view.result.complete
    play_partida(db, enc, 2, 2, Pair.HOME, 40)
    view = domino_acta_view.encounter_view(db, enc.match_id)
    assert view.result.complete and view.result.winner is Pair.HOME
    assert view.result.partidas_won == {Pair.HOME: 3, Pair.AWAY: 1}
    assert view.result.league_points == {Pair.HOME: 3, Pair.AWAY: 0}
    with db.session() as s:
        assert s.get(Match, enc.match_id).status == "jugado"
    table = competition_standings(db, enc.competition_id)
    first = table.rows[0]
    assert table.name(first.team_id) == "Doble Seis" and first.league_points == 3


# --- signatures, lock, tamper evidence ----------------------------------------------------------


def test_the_acta_content_of_a_domino_match_is_the_domino_content(db, enc):
    """Needs the change to store/acta.acta_content that hands domino matches over."""
    setup_tables(db, enc)
    seat(db, enc)
    with db.session() as s:
        assert acta.acta_content(s, enc.match_id) == domino_acta.domino_acta_content(
            s, enc.match_id
        )


def test_a_change_voids_signatures_and_the_lock_freezes_every_domino_row(db, db_path, enc):
    setup_tables(db, enc)
    seat(db, enc)
    hand(db, enc, 1, 1, Pair.HOME, 40)
    acta.sign_acta(db, enc.match_id, "delegado_local", "Ana Díaz", "", PNG, at(100))
    hand(db, enc, 1, 1, Pair.AWAY, 30, minute=101)
    view = domino_acta_view.encounter_view(db, enc.match_id)
    assert [s.role for s in view.voided_signatures()] == ["delegado_local"]
    assert view.missing_roles() == ["delegado_local", "delegado_visitante"]
    pending = domino_editing.propose_hand(
        db, enc.match_id, 1, 1, HandEnd.DOMINO, winner=Pair.HOME, points=10
    )
    complete(db, enc)
    assert sign_both(db, enc) is True
    view = domino_acta_view.encounter_view(db, enc.match_id)
    assert view.locked and view.missing_roles() == []
    before = snapshot(db, enc.match_id)
    h, a = enc.home, enc.away
    refusals = [
        lambda: domino_editing.write_hand(db, enc.match_id, 1, 1, pending.approve(a[0])),
        lambda: domino_editing.set_table(
            db, enc.match_id, 2, (h[2], h[3]), (a[2], a[3]), h[2], a[2]
        ),
        lambda: table_events.substitute(db, enc.match_id, 1, 1, h[1], h[5]),
        lambda: table_events.abandon(db, enc.match_id, 1, 1, h[1]),
        lambda: table_events.suspend(db, enc.match_id, 1, 1, "Lluvia"),
        lambda: table_events.record_incident(
            db, enc.match_id, "DO-9", {"mesa": 1, "partida": 1, "descripcion": "Vaso"}
        ),
        lambda: domino_editing.set_arbiter(db, enc.match_id, "Otro"),
        lambda: domino_editing.reset_draw(db, enc.match_id, 1),
    ]
    for refuse in refusals:
        with pytest.raises(StoreError, match="cerrada"):
            refuse()
    assert snapshot(db, enc.match_id) == before
    annex = acta.add_annex(
        db, enc.match_id, "Reclamación posterior", "delegado_local", "Ana Díaz", "", PNG, at(300)
    )
    assert annex.id is not None
    assert verify_database(db) == []

    # The database itself refuses, whoever writes to it.
    db.close()
    con = sqlite3.connect(db_path)
    con.execute("PRAGMA foreign_keys=ON")
    mid = enc.match_id
    statements = [
        f"UPDATE dominohand SET points = 99 WHERE match_id = {mid}",
        f"DELETE FROM dominohand WHERE match_id = {mid}",
        f"INSERT INTO dominohand (match_id, table_number, partida_number, number, salidor, "
        f"end_kind, points, lead_passes, tiles_left_json, approved_by_json, approved_at) VALUES "
        f"({mid}, 1, 1, 9, 'S', 'domino', 5, 1, '{{}}', '[]', '2026-10-03 20:00:00')",
        f"UPDATE dominotable SET annotator_id = home_player2_id WHERE match_id = {mid}",
        f"DELETE FROM dominotable WHERE match_id = {mid}",
        f"UPDATE dominodraw SET tile = '0-0' WHERE match_id = {mid}",
        f"DELETE FROM dominodraw WHERE match_id = {mid}",
        f"UPDATE dominopartida SET home_points = 300 WHERE match_id = {mid}",
        f"INSERT OR REPLACE INTO dominopartida SELECT * FROM dominopartida WHERE match_id = {mid}",
        f"INSERT INTO dominoevent (match_id, table_number, partida_number, after_hand, kind, "
        f"home_points, away_points, reason, created_at) VALUES ({mid}, 1, 1, 2, 'suspension', "
        "0, 0, 'x', '2026-10-03 20:00:00')",
    ]
    for statement in statements:
        with pytest.raises(sqlite3.IntegrityError, match="Acta cerrada"):
            con.execute(statement)
    con.execute("PRAGMA foreign_keys=OFF")
    with pytest.raises(sqlite3.IntegrityError, match="Acta cerrada"):
        con.execute(f"DELETE FROM dominohand WHERE match_id = {mid} OR 1")
    con.close()


def test_tampering_with_a_locked_hand_is_detected_by_the_content_hash(db, db_path, enc):
    setup_tables(db, enc)
    seat(db, enc)
    hand(db, enc, 1, 1, Pair.HOME, 40)
    complete(db, enc)
    sign_both(db, enc)
    db.close()
    con = sqlite3.connect(db_path)
    con.execute("DROP TRIGGER acta_cerrada_dominohand_update")
    con.execute("UPDATE dominohand SET points = 41")
    con.commit()
    con.close()
    from delegate_app.store.database import open_database

    reopened = open_database(db_path)
    try:
        kinds = {p.kind for p in verify_database(reopened)}
    finally:
        reopened.close()
    assert "acta" in kinds


def test_only_domino_matches(db, demo_db):
    with demo_db.session() as s:
        chess = s.exec(select(Match)).first()
    with pytest.raises(StoreError, match="no es de dominó"):
        domino_acta_view.encounter_view(demo_db, chess.id)


def test_the_view_lists_the_deadlines_sooner_with_incidents_for_the_committee(db, enc):
    view = domino_acta_view.encounter_view(db, enc.match_id)
    assert [d.due for d in view.deadlines] == [
        datetime(2026, 10, 6, 21, 0),
        datetime(2026, 10, 14, 21, 0),  # 12 October is a national holiday
    ]
    table_events.record_incident(
        db,
        enc.match_id,
        "DO-11",
        {"mesa": 1, "partida": 1, "jugador": "Ana", "avisado": "capitán", "observaciones": "x"},
    )
    view = domino_acta_view.encounter_view(db, enc.match_id)
    assert view.deadlines[1].due == datetime(2026, 10, 6, 21, 0)
    assert all("capítulo III no fija plazos" in d.description for d in view.deadlines)


# --- the demo season ---------------------------------------------------------------------------


def test_demo_encounters_are_played_locked_and_agree_with_the_results(demo_db):
    from delegate_app.store.demo import DEMO_TODAY
    from delegate_app.store.domino.demo import write_demo_encounters
    from delegate_app.store.models import MatchDay

    def results():
        with demo_db.session() as s:
            rows = s.exec(select(PartidaResult).order_by(PartidaResult.id)).all()
            return [(r.match_id, r.table_number, r.partida_number, r.winner,
                     r.home_points, r.away_points) for r in rows]  # fmt: skip

    with demo_db.session() as s:
        domino = s.exec(select(Competition).where(Competition.sport == "domino")).one()
        written = s.exec(
            select(MatchDay.match_id)
            .join(DominoTable, DominoTable.match_id == MatchDay.match_id)
            .where(MatchDay.locked_at != None)  # noqa: E711
        ).all()
    if not written:  # until store/demo.py calls it itself
        before = results()
        with demo_db.session() as s, s.begin():
            assert write_demo_encounters(s, domino.id, DEMO_TODAY) == 7
        assert results() == before  # the standings do not move
    with demo_db.session() as s:
        ids = sorted(
            set(
                s.exec(
                    select(MatchDay.match_id)
                    .join(DominoTable, DominoTable.match_id == MatchDay.match_id)
                    .where(MatchDay.locked_at != None)  # noqa: E711
                ).all()
            )
        )
        stored = {(r[0], r[1], r[2]): r[3:] for r in results()}
    assert len(ids) == 7
    kinds, events, tile_hands = set(), set(), 0
    for match_id in ids:
        view = domino_acta_view.encounter_view(demo_db, match_id)
        assert view.locked and view.valid_signatures() and not view.missing_roles()
        assert view.result.complete
        kinds |= {i.rule_id for i in view.incidents}
        for table in view.tables:
            events |= {e.kind for e in table.events}
            for partida in table.partidas:
                score = partida.final_score
                assert stored[(match_id, table.number, partida.number)] == (
                    partida.winner.value,
                    score[Pair.HOME],
                    score[Pair.AWAY],
                )
                assert partida.status is PartidaStatus.FINISHED
                tile_hands += sum(1 for h in partida.hands if h.tiles_left)
    assert {"DO-19.2", "DO-19.3", "DO-19.4", "DO-15", "DO-9"} <= kinds
    assert events == {"sustitucion"} and tile_hands >= 7
    assert verify_database(demo_db) == []
