"""Issue 14, domino in the store: DO-20 decisions, DO-20.3 permission, DO-19.3's pair."""

from datetime import date

import pytest

from delegate_app.domain.domino import Pair, PartidaStatus
from delegate_app.store import acta
from delegate_app.store.domino import acta_view as domino_acta_view
from delegate_app.store.domino import editing as domino_editing
from delegate_app.store.domino import table_events
from delegate_app.store.errors import StoreError
from tests.helpers.domino import at, hand, make_encounter, seat, setup_tables


@pytest.fixture
def enc(db):
    encounter = make_encounter(db)
    domino_editing.open_encounter(db, encounter.match_id, at(0))
    setup_tables(db, encounter)
    seat(db, encounter)
    return encounter


def test_DO_20_a_suspension_closes_with_the_competent_bodys_decision_below_the_target(db, enc):
    hand(db, enc, 1, 1, Pair.HOME, 150, minute=10)
    hand(db, enc, 1, 1, Pair.AWAY, 120, minute=12)
    hand(db, enc, 1, 1, Pair.HOME, 100, minute=14)
    hand(db, enc, 1, 1, Pair.AWAY, 60, minute=16)
    table_events.suspend(db, enc.match_id, 1, 1, "Corte de luz", now=at(20))
    with pytest.raises(StoreError, match="referencia"):
        table_events.decide_suspension(db, enc.match_id, 1, 1, "validar", date(2026, 10, 8), " ")
    closed = table_events.decide_suspension(
        db, enc.match_id, 1, 1, "validar", date(2026, 10, 8), "Resolución 7/2026", now=at(30)
    )
    assert closed.status is PartidaStatus.DECIDED
    assert closed.final_score == {Pair.HOME: 250, Pair.AWAY: 180}
    view = domino_acta_view.encounter_view(db, enc.match_id)  # reloaded from the database
    partida = view.table(1).partida(1)
    assert partida.status is PartidaStatus.DECIDED and partida.winner is Pair.HOME
    assert any(
        "Resolución 7/2026" in e.text and "08/10/2026" in e.text for e in view.table(1).events
    )
    with pytest.raises(StoreError, match="cerró el órgano competente"):
        hand(db, enc, 1, 1, Pair.HOME, 10)


def test_DO_20_3_a_substitution_without_cause_or_permission_is_refused(db, enc):
    a = enc.away
    with pytest.raises(StoreError, match="causa justificada"):
        table_events.substitute(db, enc.match_id, 1, 1, a[0], a[4], "  ", permitted_by="Rosa Cano")
    with pytest.raises(StoreError, match="permiso del juez árbitro"):
        table_events.substitute(db, enc.match_id, 1, 1, a[0], a[4], "Indispuesto")
    with pytest.raises(StoreError, match="dos capitanes"):
        table_events.substitute(
            db, enc.match_id, 1, 1, a[0], a[4], "Indispuesto", captains=("Ana", "")
        )
    partida = table_events.substitute(
        db, enc.match_id, 1, 1, a[0], a[4], "Indispuesto", captains=("Ana Díaz", "Gara Luis")
    )
    assert partida.substitutions[-1].permission.for_committee
    view = domino_acta_view.encounter_view(db, enc.match_id)
    [event] = view.table(1).events
    assert "capitanes Ana Díaz y Gara Luis" in event.text and "Comité" in event.text
    assert "20.3" not in event.text


def test_DO_19_3_a_dropped_tile_refuses_a_player_of_the_other_pair(db, enc):
    fields = {
        "mesa": 1,
        "partida": 1,
        "pareja": "visitante",
        "jugador": enc.home[0],
        "decision": "continuar la mano",
    }
    with pytest.raises(StoreError, match="no es de la pareja visitante"):
        table_events.record_incident(db, enc.match_id, "DO-19.3", fields)
    [entry] = table_events.record_incident(
        db, enc.match_id, "DO-19.3", {**fields, "jugador": enc.away[0]}
    )
    assert entry.rule_id == "DO-19.3"


def test_lock_refused_while_a_table_lacks_its_draw_or_a_partida_is_unfinished(db):
    from tests.helpers.domino import PNG, play_partida

    encounter = make_encounter(db, tables=2, partidas=1)
    domino_editing.open_encounter(db, encounter.match_id, at(0))
    setup_tables(db, encounter)
    seat(db, encounter, 1)
    hand(db, encounter, 1, 1, Pair.HOME, 40)
    assert not acta.sign_acta(db, encounter.match_id, "delegado_local", "Ana Díaz", "", PNG)
    with pytest.raises(StoreError, match="no se puede cerrar") as refused:
        acta.sign_acta(db, encounter.match_id, "delegado_visitante", "Gara Luis", "", PNG)
    assert "Mesa 1, partida 1: sin terminar (40 a 0)" in str(refused.value)
    assert "Mesa 2: falta el sorteo de puestos" in str(refused.value)
    seat(db, encounter, 2)
    play_partida(db, encounter, 1, 1, Pair.HOME, start_minute=20)
    play_partida(db, encounter, 2, 1, Pair.AWAY, start_minute=40)
    assert acta.lock_problems(db, encounter.match_id) == []
    assert not acta.sign_acta(db, encounter.match_id, "delegado_local", "Ana Díaz", "", PNG)
    assert acta.sign_acta(db, encounter.match_id, "delegado_visitante", "Gara Luis", "", PNG)
    assert domino_acta_view.encounter_view(db, encounter.match_id).locked
