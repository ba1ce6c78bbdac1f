"""CH-11.2 / CH-15.2: the sealed-move envelope on the acta, in acta.json and on its own sheet."""

from __future__ import annotations

import json

import pytest

from delegate_app.documents import acta_schema, verify
from delegate_app.documents.chess import acta_pdf
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.errors import StoreError
from tests.helpers.actas import open_match
from tests.helpers.pdf import needs_pdftotext, raw_text

BLACK_TO_MOVE = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R b KQ - 0 9"
SEALED = {
    "tablero": 2,
    "sella": "negras",
    "jugador_sella": "Pérez Díaz, Juan",
    "jugada": 9,
    "reloj_blancas": "0:50:00",
    "reloj_negras": "0:40:00",
    "hora": "18:10",
    "posicion": BLACK_TO_MOVE,
    "reanudacion": "comite",
    "custodia": "delegado_local",
    "custodio": "Luis Gil",
}


def _data(db, match_id) -> dict:
    return json.loads(acta_pdf.acta_json(db, match_id))


def test_CH_11_2_the_envelope_goes_into_acta_json_and_verifies(demo_db):
    match_id = open_match(demo_db)
    incident = chess_acta.record_incident(demo_db, match_id, "reloj_averiado", SEALED)
    data = _data(demo_db, match_id)
    envelopes = data["contenido"]["sobres_jugada_secreta"]
    assert envelopes == [
        {"incidencia": incident.id, "campos": {**SEALED, "jugada": 9, "tablero": 2}}
    ]
    assert acta_schema.problems(data) == []
    checks = {c.name: c for c in verify.check_data(data, data["hash_contenido"], None)}
    sealed = checks["Sobres de jugada secreta (art. 11.2 y 15.2)"]
    assert sealed.ok, sealed.detail
    assert checks["Huella de los datos (SHA-256)"].ok


def test_CH_11_2_an_envelope_that_does_not_match_its_printed_sentence_fails(demo_db):
    match_id = open_match(demo_db)
    chess_acta.record_incident(demo_db, match_id, "reloj_averiado", SEALED)
    data = _data(demo_db, match_id)
    data["contenido"]["sobres_jugada_secreta"][0]["campos"]["reloj_negras"] = "1:40:00"
    checks = {c.name: c for c in verify.check_data(data, None, None)}
    check = checks["Sobres de jugada secreta (art. 11.2 y 15.2)"]
    assert not check.ok and "el texto impreso no dice lo que dice su sobre" in check.detail
    data["contenido"]["sobres_jugada_secreta"][0]["campos"]["sella"] = "blancas"
    check = {c.name: c for c in verify.check_data(data, None, None)}[check.name]
    assert not check.ok and "sella quien tiene el turno" in check.detail


def test_CH_11_2_a_withdrawn_sealed_move_leaves_no_envelope(demo_db):
    match_id = open_match(demo_db)
    first = chess_acta.record_incident(demo_db, match_id, "reloj_averiado", SEALED)
    chess_acta.record_incident(
        demo_db, match_id, "anulacion", {"motivo": "Se cambió el reloj"}, corrects_id=first.id
    )
    data = _data(demo_db, match_id)
    assert "sobres_jugada_secreta" not in data["contenido"]
    assert acta_schema.problems(data) == []


def test_CH_11_2_a_bad_envelope_is_refused_with_the_reasons_and_nothing_is_stored(demo_db):
    match_id = open_match(demo_db)
    bad = {**SEALED, "posicion": BLACK_TO_MOVE.replace(" b ", " w "), "custodia": "otro"}
    bad.pop("custodio")
    with pytest.raises(StoreError) as caught:
        chess_acta.record_incident(demo_db, match_id, "reloj_averiado", bad)
    assert "sella quien tiene el turno" in str(caught.value)
    assert "Falta el nombre de quien guarda el sobre" in str(caught.value)
    assert chess_acta.acta_view(demo_db, match_id).incidents == []


def test_CH_16_3_a_recorded_lineup_delivery_follows_the_schema(demo_db):
    # The strict schema knew nothing of the recorded delivery: such an acta failed verification.
    match_id = open_match(demo_db)
    view = chess_acta.acta_view(demo_db, match_id)
    chess_acta.set_lineup_delivery(
        demo_db, match_id, "visitante", delivered=True, at=view.official_start, form="papel"
    )
    data = _data(demo_db, match_id)
    assert "entrega_alineaciones" in data["contenido"]
    assert acta_schema.problems(data) == []


@needs_pdftotext
def test_CH_15_2_the_printed_acta_carries_the_envelope_with_diagram_keeper_and_costs(
    demo_db, tmp_path
):
    match_id = open_match(demo_db)
    chess_acta.record_incident(demo_db, match_id, "reloj_averiado", SEALED)
    pdf = acta_pdf.build_acta_pdf(demo_db, match_id)
    (tmp_path / "acta.pdf").write_bytes(pdf)
    text = " ".join(raw_text(pdf).split())
    assert "Jugada secreta (art. 11.2 y 15.2)" in text
    assert "Sobre de la incidencia n.º 1: tablero 2" in text
    assert "Turno Negras" in text
    assert "Guarda el sobre El delegado del equipo local (Luis Gil) (art. 15.2)" in text
    assert "Reloj de blancas 0:50:00" in text and "Reloj de negras 0:40:00" in text
    assert "Posición antes de la jugada secreta (juegan negras)" in text
    assert text.count("Los gastos que el aplazamiento ocasione al equipo visitante") == 2
    # One diagram (the envelope's), not a second one under the incident table.
    assert "Posición de la incidencia n.º 1" not in text
    assert text.count("♚") == 1 and text.count("♔") == 1


def test_CH_13_7_a_player_signs_only_a_board_the_match_has(demo_db):
    from delegate_app.store import acta
    from tests.helpers.signatures import tiny_png

    match_id = open_match(demo_db)
    with pytest.raises(StoreError, match="no tiene un tablero 9"):
        acta.sign_acta(demo_db, match_id, "jugador_local_9", "Ana", "", tiny_png())
    with pytest.raises(StoreError, match="Papel de firma desconocido"):
        acta.sign_acta(demo_db, match_id, "jugador_rival_2", "Ana", "", tiny_png())
    acta.sign_acta(demo_db, match_id, "jugador_visitante_2", "Ana", "", tiny_png())
    data = _data(demo_db, match_id)
    assert [f["papel"] for f in data["firmas"]] == ["jugador_visitante_2"]
    assert acta_schema.problems(data) == []
