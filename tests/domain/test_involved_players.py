"""CH-13.7: the players involved in an unresolved incident are asked to sign the acta."""

from __future__ import annotations

from delegate_app.domain.chess.incidents import Correction, IncidentEntry
from delegate_app.domain.chess.involved_players import (
    involved_players,
    parse_player_role,
    player_role,
    player_role_label,
)
from delegate_app.domain.sides import Side

NAMES = {
    (Side.HOME, 2): "Ana Ruiz",
    (Side.AWAY, 2): "Juan Pérez",
    (Side.HOME, 3): "Luis Gil",
    (Side.AWAY, 3): "Eva Díaz",
}
SUB_CONDITIONE = {
    "tablero": 2,
    "reloj_blancas": "0:41:10",
    "reloj_negras": "0:35:02",
    "hora": "18:42",
    "posicion": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
}


def test_CH_13_7_both_players_of_a_board_with_an_unresolved_incident_sign():
    entries = [
        IncidentEntry(1, "llegada_tarde", {"tablero": 3, "lado": "local", "hora_llegada": "16:20"}),
        IncidentEntry(2, "sub_conditione", SUB_CONDITIONE),
        IncidentEntry(3, "reclamacion", {"lado": "visitante", "tablero": "2", "texto": "Reloj"}),
    ]
    players = involved_players(entries, NAMES)
    assert [(p.board, p.side, p.name, p.incidents) for p in players] == [
        (2, Side.HOME, "Ana Ruiz", (2, 3)),
        (2, Side.AWAY, "Juan Pérez", (2, 3)),
    ]
    assert players[0].role == "jugador_local_2"
    assert players[1].label == "Jugador del equipo visitante, tablero 2 (art. 13.7)"


def test_CH_13_7_a_resolved_or_withdrawn_incident_asks_for_no_player_signature():
    withdrawn = [
        IncidentEntry(1, "sub_conditione", SUB_CONDITIONE),
        IncidentEntry(2, "anulacion", {"motivo": "Error"}, Correction(1)),
    ]
    assert involved_players(withdrawn, NAMES) == []
    # A claim without a board and a delegate's draw offer name no player to sign.
    others = [
        IncidentEntry(1, "reclamacion", {"lado": "local", "texto": "Sin calefacción"}),
        IncidentEntry(2, "oferta_tablas", {"tablero": 3, "hora": "19:00"}),
    ]
    assert involved_players(others, NAMES) == []


def test_CH_13_7_player_roles_read_back_and_refuse_anything_else():
    assert player_role("visitante", 4) == "jugador_visitante_4"
    assert parse_player_role("jugador_local_12") == (Side.HOME, 12)
    for role in ("jugador_local_0", "jugador_x_1", "delegado_local", None, "jugador_local_1 "):
        assert parse_player_role(role) is None
    assert player_role_label("arbitro") is None
