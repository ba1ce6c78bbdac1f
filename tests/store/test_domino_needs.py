"""DO-17: needs declared before the partida: recorded, shown in the Hoja, printed on the acta."""

from __future__ import annotations

import pytest

from delegate_app.documents.domino import acta_pdf as domino_pdf
from delegate_app.domain.domino import NEED_KIND, Pair, incident_kind, validate_incident
from delegate_app.store.domino import acta_view as domino_acta_view
from delegate_app.store.domino import editing as domino_editing
from delegate_app.store.domino import table_events
from delegate_app.store.errors import StoreError
from tests.helpers.domino import START, at, hand, make_encounter, seat, setup_tables
from tests.helpers.pdf import needs_pdftotext, raw_text

NEED = {
    "mesa": 1,
    "partida": 1,
    "jugador": "Carmelo Díaz",
    "necesidad": "Toma una medicación a las 19:00",
    "comunicada_a": "el capitán del equipo contrario",
}


@pytest.fixture
def enc(db):
    encounter = make_encounter(db)
    domino_editing.open_encounter(db, encounter.match_id, START)
    setup_tables(db, encounter)
    seat(db, encounter, 1)
    return encounter


def test_DO_17_a_need_declares_who_what_and_to_whom():
    kind = incident_kind(NEED_KIND)
    assert kind.article == "Art. 17"
    assert validate_incident(kind, {"mesa": 1, "partida": 1}) == [
        "Falta «Jugador que la declara» (Art. 17: Necesidad declarada antes de la partida).",
        "Falta «Necesidad o circunstancia declarada» (Art. 17: Necesidad declarada antes de la "
        "partida).",
        "Falta «Se comunica a» (Art. 17: Necesidad declarada antes de la partida).",
    ]
    assert validate_incident(kind, {**NEED, "comunicada_a": "el camarero"}) != []
    assert validate_incident(kind, NEED) == []


def test_DO_17_the_declared_need_is_recorded_and_shown_with_its_partida(db, enc):
    [entry] = table_events.record_incident(db, enc.match_id, NEED_KIND, NEED, now=at(1))
    assert entry.rule_id == NEED_KIND
    assert entry.text.startswith("Mesa 1, partida 1. Necesidad declarada antes de la partida.")
    view = domino_acta_view.encounter_view(db, enc.match_id)
    [need] = view.needs_of(1, 1)
    assert need.text == (
        "Art. 17: Carmelo Díaz declaró antes de la partida «Toma una medicación a las 19:00», "
        "comunicado a el capitán del equipo contrario (incidencia n.º 1)."
    )
    assert view.needs_of(1, 2) == [] and view.needs_of(2, 1) == []


def test_DO_17_a_need_comes_before_the_partida_not_after_its_first_hand(db, enc):
    hand(db, enc, 1, 1, Pair.HOME, 30)
    with pytest.raises(StoreError, match="antes del comienzo de la partida"):
        table_events.record_incident(db, enc.match_id, NEED_KIND, NEED, now=at(20))
    assert domino_acta_view.encounter_view(db, enc.match_id).needs == []
    # The second partida has not started: its needs are still declared in time.
    table_events.record_incident(db, enc.match_id, NEED_KIND, {**NEED, "partida": 2})


@needs_pdftotext
def test_DO_17_the_printed_acta_carries_the_declared_need(db, enc):
    table_events.record_incident(
        db, enc.match_id, NEED_KIND, {**NEED, "medidas": "Se le permite salir dos minutos"}
    )
    text = " ".join(raw_text(domino_pdf.build_domino_pdf(db, enc.match_id)).split())
    assert "Necesidad declarada antes de la partida" in text
    assert "Necesidad o circunstancia declarada: Toma una medicación a las 19:00" in text
    assert "Medidas adoptadas: Se le permite salir dos minutos" in text
    assert "art. 17" in text.lower()
