"""How long a match lasts in the federation's calendars (domain/federation/match_duration.py,
docs/reglas.md): chess from the time control (CH-17.2, CH-17.3), domino from the decision."""

from __future__ import annotations

import json
from datetime import timedelta

from delegate_app.domain.competition import IncrementKind, TimeControl, default_time_control
from delegate_app.domain.federation.match_duration import (
    chess_match_duration,
    domino_match_duration,
)
from delegate_app.domain.federation.match_sheet import match_sheet
from delegate_app.domain.federation.records import MatchKey
from tests.helpers.federation_results import chess_acta, domino_acta

KEY = MatchKey("2026-2027", "Liga", 1, "Local", "Visitante")


def test_CH_17_2_preferente_both_clocks_with_30_s_for_60_moves_last_four_hours():
    control = default_time_control("Preferente")
    assert control == TimeControl(90, 30, IncrementKind.BRONSTEIN)
    assert chess_match_duration(control) == timedelta(hours=4)  # 2 × (90 min + 60 × 30 s)


def test_CH_17_3_primera_and_segunda_two_hours_each_last_four_hours():
    for category in ("Primera", "Segunda"):
        assert chess_match_duration(default_time_control(category)) == timedelta(hours=4)
    assert chess_match_duration(None) == timedelta(hours=4)  # no acta yet: the same


def test_the_duration_follows_the_time_control_it_is_given():
    assert chess_match_duration(TimeControl(60, 30, IncrementKind.FISCHER)) == timedelta(hours=3)
    # an increment written with no kind is no increment
    assert chess_match_duration(TimeControl(60, 30, IncrementKind.NONE)) == timedelta(hours=2)


def test_a_domino_encounter_lasts_one_hour_per_partida_of_a_table():
    assert domino_match_duration() == timedelta(hours=2)  # 4 tables x 2 partidas
    assert domino_match_duration(3) == timedelta(hours=3)
    assert domino_match_duration(0) == timedelta(hours=2)  # nonsense: the default


def test_the_match_sheet_takes_the_acta_s_time_control_and_partidas():
    data = json.loads(chess_acta(KEY))
    assert match_sheet(json.dumps(data)).duration == timedelta(hours=4)  # no "ritmo": default
    data["ritmo"] = {"minutos": 60, "incremento": 30, "tipo": "fischer"}
    assert match_sheet(json.dumps(data)).duration == timedelta(hours=3)
    data["ritmo"] = {"minutos": "mucho", "incremento": 30, "tipo": "fischer"}
    assert match_sheet(json.dumps(data)).duration == timedelta(hours=4)
    domino = json.loads(domino_acta(KEY))
    domino["contenido"]["ajustes"]["partidas_por_mesa"] = 3
    assert match_sheet(json.dumps(domino)).duration == timedelta(hours=3)
