"""The chess incident catalog: fields, validation, the acta sentence and the append-only log."""

from datetime import date, time, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from delegate_app.domain.chess.fen import INITIAL_FEN
from delegate_app.domain.chess.incident_catalog import CATALOG, incident_kind
from delegate_app.domain.chess.incident_wording import render_entry, render_incident
from delegate_app.domain.chess.incidents import (
    Correction,
    FieldType,
    IncidentEntry,
    check_entries,
    clean_fields,
    effective_incidents,
    format_clock,
    needs_committee,
    parse_clock,
    parse_time_of_day,
    validate_incident,
)
from delegate_app.domain.chess.sealed_move import side_to_move

AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"

SUB_CONDITIONE = {
    "tablero": 2,
    "reloj_blancas": "0:41:10",
    "reloj_negras": "35:02",
    "hora": "18:42",
    "posicion": AFTER_E4,
}

SEALED = {
    "tablero": "3",
    "sella": "negras",
    "jugador_sella": "Pérez Díaz, Juan",
    "jugada": "34",
    "reloj_blancas": "0:20:00",
    "reloj_negras": "0:15:30",
    "hora": "19:05",
    "reanudacion": "comite",
    "custodia": "delegado_local",
}

VALID = {
    "sub_conditione": SUB_CONDITIONE,
    "reloj_averiado": SEALED,
    "llegada_tarde": {"tablero": 1, "lado": "visitante", "hora_llegada": "16:25"},
    "documentacion": {"tablero": 4, "lado": "local", "falta": "dni"},
    "alineacion_no_entregada": {"lado": "visitante", "entrega": "tarde", "hora_entrega": "16:10"},
    "alineacion_rival": {"lado": "visitante", "articulo": "18.2", "texto": "Orden invertido"},
    "intervencion_delegado": {"descripcion": "Avisó a su jugador de que tenía que apuntar."},
    "oferta_tablas": {
        "tablero": 2,
        "lado": "local",
        "hora": "19:30",
        "ante_delegado_rival": "si",
    },
    "delegado_para_reloj": {
        "tablero": 1,
        "lado": "visitante",
        "hora": "18:00",
        "motivo": "Reclamación en el tablero 3",
    },
    "reclamacion": {"lado": "local", "texto": "El local no tenía calefacción"},
    "local_no_dispuesto": {"minutos": 25},
    "incomparecencia": {"lado": "visitante"},
    "otros": {"texto": "Se fue la luz diez minutos; se pararon los relojes."},
    "anulacion": {"motivo": "Anotada en el encuentro equivocado"},
}


def test_every_kind_has_a_valid_example_and_a_sentence():
    assert set(VALID) == set(CATALOG)
    for code, fields in VALID.items():
        assert validate_incident(code, fields) == [], code
        sentence = render_incident(code, fields)
        assert sentence.endswith("."), sentence
        assert "(sin anotar)" not in sentence


def test_catalog_entries_are_well_formed():
    for code, kind in CATALOG.items():
        assert kind.code == code
        assert kind.rule_id.startswith("CH-")
        assert kind.title
        keys = [spec.key for spec in kind.fields]
        assert len(keys) == len(set(keys)), code
        for spec in kind.fields:
            assert spec.label and spec.noun
            assert (spec.type is FieldType.CHOICE) == bool(spec.choices), spec.key
            if spec.when is not None:
                # a condition is declared before the fields it governs (one pass validates)
                assert keys.index(spec.when[0]) < keys.index(spec.key)
                assert kind.field(spec.when[0]).type is FieldType.CHOICE
                assert spec.when[1] in dict(kind.field(spec.when[0]).choices)
        assert set(kind.required_keys) | set(kind.optional_keys) == set(keys)


def test_committee_kinds():
    committee = {code for code, kind in CATALOG.items() if kind.for_committee}
    assert committee == {"sub_conditione", "reclamacion", "incomparecencia"}


def test_unknown_kind():
    assert validate_incident("nada", {}) == ["Tipo de incidencia desconocido: «nada»."]
    assert validate_incident(None, {}) == ["Tipo de incidencia desconocido: «None»."]
    with pytest.raises(ValueError, match="desconocido"):
        incident_kind("nada")
    assert render_incident("nada", {}) == "Incidencia de tipo desconocido «nada»."


def test_fields_must_be_a_mapping():
    assert validate_incident("otros", ["texto"]) == [
        "Los datos de la incidencia deben darse campo a campo."
    ]


def test_unknown_fields_are_reported():
    problems = validate_incident("otros", {"texto": "algo", "color": "rojo"})
    assert problems == ["El campo «color» no corresponde a «Otros hechos»."]


# --- CH-12: sub conditione ---------------------------------------------------------------------


def test_CH_12_sub_conditione_renders_clocks_time_and_position():
    assert render_incident("sub_conditione", SUB_CONDITIONE) == (
        "Tablero 2: partida sub conditione a las 18:42; reloj de blancas 0:41:10, reloj de "
        f"negras 0:35:02; posición: {AFTER_E4}."
    )


def test_CH_12_sub_conditione_comment_is_optional_and_appended():
    fields = {**SUB_CONDITIONE, "comentario": "Reclamación de triple repetición"}
    assert validate_incident("sub_conditione", fields) == []
    assert render_incident("sub_conditione", fields).endswith(
        "Comentario: Reclamación de triple repetición."
    )


def test_CH_12_sub_conditione_goes_to_the_committee():
    assert CATALOG["sub_conditione"].for_committee
    assert needs_committee("sub_conditione", SUB_CONDITIONE)


def test_CH_12_all_three_records_are_required():
    problems = validate_incident("sub_conditione", {"tablero": 2})
    assert problems == [
        "Falta la hora en el reloj de las blancas.",
        "Falta la hora en el reloj de las negras.",
        "Falta la hora del día.",
        "Falta la posición (FEN).",
    ]


def test_CH_12_required_and_optional_keys():
    kind = CATALOG["sub_conditione"]
    assert kind.required_keys == ("tablero", "reloj_blancas", "reloj_negras", "hora", "posicion")
    assert kind.optional_keys == ("comentario",)


def test_CH_12_blank_values_count_as_missing():
    fields = {**SUB_CONDITIONE, "reloj_negras": "   ", "hora": None}
    assert validate_incident("sub_conditione", fields) == [
        "Falta la hora en el reloj de las negras.",
        "Falta la hora del día.",
    ]


@pytest.mark.parametrize("value", ["41", "1:60:00", "0:41:7", "abc", "1:2:3:4", "-0:10", 41, 4.5])
def test_CH_12_malformed_clock_is_named(value):
    problems = validate_incident("sub_conditione", {**SUB_CONDITIONE, "reloj_blancas": value})
    assert len(problems) == 1
    assert problems[0].startswith(
        "La hora en el reloj de las blancas debe escribirse como h:mm:ss o mm:ss"
    )


@pytest.mark.parametrize("value", ["24:00", "18:60", "1842", "18.42", "18:42:10", "", "x"])
def test_CH_12_malformed_time_of_day(value):
    problems = validate_incident("sub_conditione", {**SUB_CONDITIONE, "hora": value})
    assert len(problems) == 1
    assert "hora del día" in problems[0].lower()


@pytest.mark.parametrize("value", [0, 5, "0", "5", "uno", True, 2.0, "-1"])
def test_CH_12_board_must_be_within_the_match(value):
    problems = validate_incident("sub_conditione", {**SUB_CONDITIONE, "tablero": value})
    assert len(problems) == 1 and problems[0].startswith("El tablero debe ser un número del 1 al 4")


def test_CH_12_board_range_follows_the_match():
    assert validate_incident("sub_conditione", {**SUB_CONDITIONE, "tablero": 6}, boards=6) == []
    assert validate_incident("sub_conditione", {**SUB_CONDITIONE, "tablero": 7}, boards=6)


def test_CH_12_position_is_validated_with_fen():
    fields = {**SUB_CONDITIONE, "posicion": "8/8/8/8/8/8/8/8 w - - 0 1"}
    assert validate_incident("sub_conditione", fields) == [
        "Posición (FEN): Debe haber exactamente un rey blanco; hay 0.",
        "Posición (FEN): Debe haber exactamente un rey negro; hay 0.",
    ]


def test_CH_12_values_are_stored_in_canonical_form():
    fields = {
        **SUB_CONDITIONE,
        "tablero": " 2 ",
        "reloj_negras": timedelta(minutes=35, seconds=2),
        "hora": time(18, 42),
        "posicion": "  " + AFTER_E4.replace(" ", "   "),
    }
    cleaned, problems = clean_fields("sub_conditione", fields)
    assert problems == []
    assert cleaned == {
        "tablero": 2,
        "reloj_blancas": "0:41:10",
        "reloj_negras": "0:35:02",
        "hora": "18:42",
        "posicion": AFTER_E4,
    }


# --- CH-11.2: broken clock and sealed move -----------------------------------------------------


def test_CH_11_2_sealed_move_with_resumption_fixed_by_the_committee():
    assert validate_incident("reloj_averiado", SEALED) == []
    assert render_incident("reloj_averiado", SEALED) == (
        "Tablero 3: a las 19:05 se avería el reloj y no es posible sustituirlo; se aplaza la "
        "partida con jugada secreta de las negras (Pérez Díaz, Juan) en la jugada 34; reloj de "
        "blancas 0:20:00, reloj de negras 0:15:30. La fecha y el lugar de reanudación los fija "
        "el Comité de Competición. Guarda el sobre hasta la reanudación: el delegado del equipo "
        "local (art. 15.2). Los gastos que el aplazamiento ocasione al equipo visitante son por "
        "cuenta del equipo local (art. 11.2)."
    )
    assert needs_committee("reloj_averiado", SEALED)


def test_CH_11_2_agreed_resumption_needs_date_time_and_place():
    agreed = {**SEALED, "reanudacion": "Acordada por ambos equipos"}
    assert validate_incident("reloj_averiado", agreed) == [
        "Falta la fecha de reanudación.",
        "Falta la hora de reanudación.",
        "Falta el lugar de reanudación.",
    ]
    complete = {
        **agreed,
        "fecha_reanudacion": "11/10/2025",
        "hora_reanudacion": "16:00",
        "lugar_reanudacion": "Club Ajedrez Laguna",
        "sella": "blancas",  # White to move in the initial position: White seals
        "posicion": INITIAL_FEN,
        "oferta_tablas": "No",
    }
    assert validate_incident("reloj_averiado", complete) == []
    sentence = render_incident("reloj_averiado", complete)
    assert sentence.endswith(
        f"Posición antes de la jugada secreta: {INITIAL_FEN}. Oferta de tablas antes de sellar: "
        "no. Reanudación acordada por ambos equipos: 11/10/2025 a las 16:00 en Club Ajedrez "
        "Laguna. Guarda el sobre hasta la reanudación: el delegado del equipo local (art. 15.2). "
        "Los gastos que el aplazamiento ocasione al equipo visitante son por cuenta del equipo "
        "local (art. 11.2)."
    )
    assert not needs_committee("reloj_averiado", complete)


def test_CH_11_2_dates_accept_iso_and_date_objects_and_must_exist():
    base = {
        **SEALED,
        "reanudacion": "acuerdo",
        "hora_reanudacion": "16:00",
        "lugar_reanudacion": "Sede",
    }
    for good in ("2025-10-11", date(2025, 10, 11), "1/2/2026"):
        assert validate_incident("reloj_averiado", {**base, "fecha_reanudacion": good}) == []
    for bad in ("31/02/2026", "2025-13-01", "mañana", "11-10-2025"):
        problems = validate_incident("reloj_averiado", {**base, "fecha_reanudacion": bad})
        assert problems == [
            "La fecha de reanudación debe ser una fecha real escrita dd/mm/aaaa "
            f"(se anotó «{bad}»)."
        ]


def test_CH_11_2_resumption_data_contradicting_the_committee_choice_is_reported():
    problems = validate_incident("reloj_averiado", {**SEALED, "fecha_reanudacion": "11/10/2025"})
    assert problems == [
        "La fecha de reanudación solo se anota con «Acordada por ambos equipos» en «Reanudación»."
    ]


def test_CH_11_2_every_envelope_field_is_named_when_missing():
    assert validate_incident("reloj_averiado", {}) == [
        "Falta el tablero.",
        "Falta quién sella la jugada secreta.",
        "Falta el nombre del jugador que sella.",
        "Falta el número de la jugada secreta.",
        "Falta la hora en el reloj de las blancas.",
        "Falta la hora en el reloj de las negras.",
        "Falta la hora del día.",
        "Falta quién fija la reanudación.",
        "Falta quién guarda el sobre de la jugada secreta.",
    ]


BLACK_TO_MOVE = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"


def test_CH_11_2_the_sealer_is_the_side_to_move_of_the_position():
    # The player to move seals: the position before the sealed move has his colour to move.
    assert validate_incident("reloj_averiado", {**SEALED, "posicion": BLACK_TO_MOVE}) == []
    problems = validate_incident("reloj_averiado", {**SEALED, "posicion": INITIAL_FEN})
    assert problems == [
        "La posición antes de la jugada secreta tiene el turno de las blancas, pero sellan las "
        "negras: sella quien tiene el turno (corrija el turno o quién sella)."
    ]
    assert side_to_move(BLACK_TO_MOVE) == "negras" and side_to_move(INITIAL_FEN) == "blancas"


def test_CH_15_2_who_keeps_the_envelope_is_recorded_and_printed():
    by_arbiter = {**SEALED, "custodia": "el árbitro", "custodio": "Ana Ruiz"}
    assert validate_incident("reloj_averiado", by_arbiter) == []
    assert "Guarda el sobre hasta la reanudación: el árbitro (Ana Ruiz)." in render_incident(
        "reloj_averiado", by_arbiter
    )
    named_home = {**SEALED, "custodio": "Luis Gil"}
    assert "el delegado del equipo local (Luis Gil) (art. 15.2)" in render_incident(
        "reloj_averiado", named_home
    )
    # "Another person" must say who.
    assert validate_incident("reloj_averiado", {**SEALED, "custodia": "otro"}) == [
        "Falta el nombre de quien guarda el sobre (se anotó «Otra persona»)."
    ]
    assert validate_incident("reloj_averiado", {**SEALED, "custodia": "el bar"}) == [
        "Quién guarda el sobre de la jugada secreta debe ser una de estas opciones: El delegado "
        "del equipo local (art. 15.2), El árbitro, Otra persona (se anotó «el bar»)."
    ]


def test_CH_11_2_the_home_team_pays_the_visitors_costs_of_the_adjournment():
    assert render_incident("reloj_averiado", SEALED).endswith(
        "Los gastos que el aplazamiento ocasione al equipo visitante son por cuenta del equipo "
        "local (art. 11.2)."
    )


@pytest.mark.parametrize("move", [0, "0", "1000", "x", -3])
def test_CH_11_2_move_number_range(move):
    problems = validate_incident("reloj_averiado", {**SEALED, "jugada": move})
    assert problems == [
        f"El número de la jugada secreta debe ser un número entero entre 1 y 999 (se anotó "
        f"«{move}»)."
    ]


def test_CH_11_2_choices_accept_value_or_label_in_any_case():
    for who in ("negras", "NEGRAS", "Negras"):
        assert validate_incident("reloj_averiado", {**SEALED, "sella": who}) == []
    problems = validate_incident("reloj_averiado", {**SEALED, "sella": "rojas"})
    assert problems == [
        "Quién sella la jugada secreta debe ser una de estas opciones: Blancas, Negras (se anotó "
        "«rojas»)."
    ]


# --- other kinds -------------------------------------------------------------------------------


def test_CH_17_1_late_arrival():
    fields = {**VALID["llegada_tarde"], "jugador": "Ana Ruiz"}
    assert render_incident("llegada_tarde", fields) == (
        "Tablero 1: el jugador del equipo visitante (Ana Ruiz) llega a las 16:25."
    )
    assert validate_incident("llegada_tarde", {"tablero": 1, "lado": "norte"}) == [
        "El equipo del jugador debe ser una de estas opciones: Equipo local, Equipo visitante "
        "(se anotó «norte»).",
        "Falta la hora de llegada.",
    ]


def test_CH_16_2_missing_documentation():
    fields = {**VALID["documentacion"], "falta": "ambos", "sub_conditione": "sí"}
    assert validate_incident("documentacion", fields) == []
    assert render_incident("documentacion", fields) == (
        "Tablero 4: el jugador del equipo local no presenta ni certificado federativo ni DNI. "
        "Ante la duda, la partida se juega sub conditione."
    )
    assert validate_incident("documentacion", {"tablero": 4, "lado": "local"}) == [
        "Falta el documento no presentado."
    ]


def test_CH_16_3_lineup_delivered_late_or_never():
    assert render_incident("alineacion_no_entregada", VALID["alineacion_no_entregada"]) == (
        "El equipo visitante entrega su alineación a las 16:10, después de la hora de comienzo; "
        "hasta entonces solo corren los relojes de sus jugadores."
    )
    never = {"lado": "local", "entrega": "no"}
    assert validate_incident("alineacion_no_entregada", never) == []
    assert render_incident("alineacion_no_entregada", never).startswith(
        "El equipo local no entrega su alineación"
    )
    assert validate_incident("alineacion_no_entregada", {"lado": "local", "entrega": "tarde"}) == [
        "Falta la hora de entrega."
    ]
    assert validate_incident("alineacion_no_entregada", {**never, "hora_entrega": "16:05"}) == [
        "La hora de entrega solo se anota con «Entregada con retraso» en «Entrega»."
    ]


def test_CH_13_4_delegate_intervention():
    fields = {**VALID["intervencion_delegado"], "lado": "local", "tablero": "3"}
    assert render_incident("intervencion_delegado", fields) == (
        "Intervención del delegado del equipo local en el tablero 3: Avisó a su jugador de que "
        "tenía que apuntar."
    )
    assert validate_incident("intervencion_delegado", {}) == [
        "Falta la descripción de la intervención."
    ]


def test_CH_13_4_draw_offer_in_front_of_the_rival_delegate_or_not():
    assert render_incident("oferta_tablas", VALID["oferta_tablas"]) == (
        "Tablero 2: el delegado del equipo local transmite una propuesta de tablas a las 19:30, "
        "en presencia del delegado rival."
    )
    absent = {**VALID["oferta_tablas"], "ante_delegado_rival": "no"}
    del absent["lado"]
    assert validate_incident("oferta_tablas", absent) == []
    assert render_incident("oferta_tablas", absent) == (
        "Tablero 2: un delegado transmite una propuesta de tablas a las 19:30, sin la presencia "
        "del delegado rival."
    )
    assert validate_incident("oferta_tablas", {"tablero": 2, "hora": "19:30"}) == [
        "Falta si se hizo en presencia del delegado rival."
    ]


def test_CH_13_5_delegate_stops_his_clock():
    fields = {**VALID["delegado_para_reloj"], "reloj": "45:00", "hora_reanuda": "18:07"}
    assert validate_incident("delegado_para_reloj", fields) == []
    assert render_incident("delegado_para_reloj", fields) == (
        "Tablero 1: el delegado del equipo visitante, que juega en este tablero, para su reloj a "
        "las 18:00 (su reloj marca 0:45:00) para atender una incidencia: Reclamación en el "
        "tablero 3. Lo pone de nuevo en marcha a las 18:07."
    )


def test_CH_13_7_claim_goes_to_the_committee():
    assert CATALOG["reclamacion"].for_committee
    fields = {**VALID["reclamacion"], "tablero": 2, "hora": "19:10"}
    assert render_incident("reclamacion", fields) == (
        "Reclamación del equipo local sobre el tablero 2 a las 19:10: El local no tenía "
        "calefacción."
    )
    assert validate_incident("reclamacion", {"texto": "x"}) == ["Falta el equipo que reclama."]


def test_CH_17_1_venue_not_ready():
    assert render_incident("local_no_dispuesto", {"minutos": "25", "motivo": "Sin llaves"}) == (
        "El local o el material no están dispuestos hasta 25 minutos después de la hora "
        "oficial; el retraso se carga a los relojes del equipo local. Motivo: Sin llaves."
    )
    assert validate_incident("local_no_dispuesto", {"minutos": 0}) == [
        "El retraso en minutos debe ser un número entero entre 1 y 600 (se anotó «0»)."
    ]
    assert validate_incident("local_no_dispuesto", {}) == ["Falta el retraso en minutos."]


def test_CH_18_7_no_show_is_an_incident_for_the_committee():
    assert needs_committee("incomparecencia", {"lado": "visitante"})
    assert render_incident("incomparecencia", {"lado": "visitante"}) == (
        "El equipo visitante no ha comenzado a jugar una hora después del inicio del encuentro: "
        "incomparecencia."
    )


def test_other_facts_keep_the_delegates_text():
    assert render_incident("otros", {"texto": "Todo normal"}) == "Todo normal."
    assert render_incident("otros", {"texto": "¿Todo normal?"}) == "¿Todo normal?"
    assert validate_incident("otros", {"texto": "x" * 4001}) == [
        "La descripción de los hechos supera el máximo de 4000 caracteres (tiene 4001)."
    ]
    assert validate_incident("otros", {"texto": 12}) == [
        "La descripción de los hechos debe escribirse como texto."
    ]
    assert validate_incident("otros", {"texto": "  "}) == ["Falta la descripción de los hechos."]


def test_render_shows_missing_values_for_a_draft():
    assert render_incident("sub_conditione", {"tablero": 2}) == (
        "Tablero 2: partida sub conditione a las (sin anotar); reloj de blancas (sin anotar), "
        "reloj de negras (sin anotar); posición: (sin anotar)."
    )


def test_needs_committee_is_false_for_unknown_or_bad_input():
    assert not needs_committee("nada", {})
    assert not needs_committee("reloj_averiado", None)
    assert not needs_committee("llegada_tarde", VALID["llegada_tarde"])


# --- clocks and times --------------------------------------------------------------------------


def test_clock_parsing_and_formatting():
    assert parse_clock("1:05:09") == timedelta(hours=1, minutes=5, seconds=9)
    assert parse_clock("75:30") == timedelta(minutes=75, seconds=30)
    assert format_clock(timedelta(minutes=75, seconds=30)) == "1:15:30"
    assert format_clock(timedelta(0)) == "0:00:00"
    assert format_clock(timedelta(seconds=-61)) == "-0:01:01"
    assert parse_time_of_day(" 9:05 ") == time(9, 5)
    with pytest.raises(ValueError, match="h:mm:ss o mm:ss"):
        parse_clock("1:5")
    with pytest.raises(ValueError, match="hh:mm"):
        parse_time_of_day("25:00")


# --- corrections: the log is append-only -------------------------------------------------------


def late(board, hour):
    return {"tablero": board, "lado": "local", "hora_llegada": hour}


def test_a_correction_replaces_an_entry_without_editing_it():
    first = IncidentEntry(1, "llegada_tarde", late(2, "16:20"))
    other = IncidentEntry(2, "otros", {"texto": "Nada más"})
    fix = IncidentEntry(3, "llegada_tarde", late(2, "16:25"), Correction(1, "hora mal copiada"))
    entries = [first, other, fix]
    assert check_entries(entries) == []
    assert effective_incidents(entries) == [fix, other]
    assert first.fields["hora_llegada"] == "16:20"  # the original is still there
    assert render_entry(fix) == (
        "Corrige la anotación n.º 1 (hora mal copiada): Tablero 2: el jugador del equipo local "
        "llega a las 16:25."
    )


def test_a_correction_may_change_the_kind_and_be_corrected_again():
    entries = [
        IncidentEntry(1, "llegada_tarde", late(2, "16:20")),
        IncidentEntry(
            2, "documentacion", {"tablero": 2, "lado": "local", "falta": "dni"}, Correction(1)
        ),
        IncidentEntry(
            3, "documentacion", {"tablero": 2, "lado": "local", "falta": "ambos"}, Correction(2)
        ),
    ]
    assert check_entries(entries) == []
    assert [entry.id for entry in effective_incidents(entries)] == [3]


def test_a_withdrawal_removes_an_incident_from_the_acta():
    entries = [
        IncidentEntry(1, "reclamacion", {"lado": "local", "texto": "x"}),
        IncidentEntry(2, "anulacion", {"motivo": "Era del otro encuentro"}, Correction(1)),
    ]
    assert check_entries(entries) == []
    assert effective_incidents(entries) == []
    assert render_entry(entries[1]) == "Se anula la anotación n.º 1: Era del otro encuentro."


def test_correction_problems_are_reported():
    entries = [
        IncidentEntry(1, "otros", {"texto": "a"}),
        IncidentEntry(2, "otros", {"texto": "b"}, Correction(1)),
        IncidentEntry(3, "otros", {"texto": "c"}, Correction(1)),  # 1 already corrected
        IncidentEntry(4, "otros", {"texto": "d"}, Correction(9)),  # unknown
        IncidentEntry(5, "otros", {"texto": "e"}, Correction(5)),  # itself
        IncidentEntry(6, "anulacion", {"motivo": "m"}),  # withdraws nothing
        IncidentEntry(7, "anulacion", {"motivo": "m"}, Correction(2)),
        IncidentEntry(8, "otros", {"texto": "f"}, Correction(7)),  # un-withdraw
        IncidentEntry(1, "otros", {"texto": "again"}),  # repeated id
    ]
    assert check_entries(entries) == [
        "La anotación n.º 1 ya fue corregida por la n.º 2: la n.º 3 debe corregir esa.",
        "La anotación n.º 4 corrige la n.º 9, que no es una anotación anterior.",
        "La anotación n.º 5 corrige la n.º 5, que no es una anotación anterior.",
        "La anotación n.º 6 es una anulación pero no dice qué anotación anula.",
        "La anotación n.º 7 es una anulación y no se corrige: para recuperar la incidencia, "
        "anótela de nuevo (n.º 8).",
        "La anotación n.º 1 está repetida.",
    ]
    # Nothing recorded is lost: invalid pointers stand alone.
    assert [entry.id for entry in effective_incidents(entries)] == [3, 4, 5, 8]


def test_a_correction_cannot_point_forward():
    entries = [
        IncidentEntry(1, "otros", {"texto": "a"}, Correction(2)),
        IncidentEntry(2, "otros", {"texto": "b"}),
    ]
    assert check_entries(entries) == [
        "La anotación n.º 1 corrige la n.º 2, que no es una anotación anterior."
    ]
    assert [entry.id for entry in effective_incidents(entries)] == [1, 2]


def test_check_entries_includes_field_problems_with_the_entry_number():
    entries = [IncidentEntry(4, "llegada_tarde", {"tablero": 9, "lado": "local"})]
    assert check_entries(entries) == [
        "Anotación n.º 4: El tablero debe ser un número del 1 al 4 (se anotó «9»).",
        "Anotación n.º 4: Falta la hora de llegada.",
    ]


def test_entries_are_read_only():
    entry = IncidentEntry(1, "otros", {"texto": "a"})
    with pytest.raises(TypeError):
        entry.fields["texto"] = "b"


# --- properties --------------------------------------------------------------------------------

field_values = st.one_of(
    st.none(),
    st.text(max_size=30),
    st.integers(-10, 10**12),
    st.floats(allow_nan=True),
    st.booleans(),
    st.lists(st.integers(), max_size=3),
    st.dates(),
    st.times(),
    st.timedeltas(),
    st.sampled_from(
        [
            "1",
            "4",
            "0:41:10",
            "41:10",
            "18:42",
            "local",
            "negras",
            "si",
            "acuerdo",
            "comite",
            "tarde",
            "no",
            INITIAL_FEN,
            "11/10/2025",
        ]
    ),
)


@st.composite
def field_dicts(draw):
    code = draw(st.sampled_from(sorted(CATALOG)))
    keys = [spec.key for spec in CATALOG[code].fields]
    chosen = draw(st.dictionaries(st.sampled_from(keys), field_values, max_size=len(keys)))
    extra = draw(
        st.dictionaries(st.one_of(st.text(max_size=8), st.integers()), field_values, max_size=2)
    )
    return code, {**extra, **chosen}


@settings(max_examples=400)
@given(field_dicts(), st.integers(1, 8))
def test_arbitrary_fields_never_raise_and_return_problems(case, boards):
    code, fields = case
    problems = validate_incident(code, fields, boards)
    assert isinstance(problems, list)
    assert all(isinstance(problem, str) and problem for problem in problems)
    sentence = render_incident(code, fields)
    assert isinstance(sentence, str) and sentence
    needs_committee(code, fields)
    cleaned, again = clean_fields(code, fields, boards)
    assert again == problems
    if not problems:
        # the stored form is valid again and renders the same sentence
        assert validate_incident(code, cleaned, boards) == []
        assert render_incident(code, cleaned) == sentence


@settings(max_examples=100)
@given(
    st.one_of(st.none(), st.text(), st.integers(), st.lists(st.text())),
    st.one_of(st.none(), st.text(), st.dictionaries(st.text(), st.text())),
)
def test_arbitrary_kinds_and_field_containers_never_raise(kind, fields):
    assert isinstance(validate_incident(kind, fields), list)
