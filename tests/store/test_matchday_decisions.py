"""Issue 14, chess in the store: CH-16.3 delivery, CH-18.4 from the lineup, complete locks."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlmodel import select

from delegate_app.domain.sides import Side
from delegate_app.store import acta
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.chess import lineups
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club, Match, Round, Team
from tests.helpers.signatures import PNG


@pytest.fixture
def db(demo_db):
    return demo_db


def _match(db, with_rival: bool):
    with db.session() as s:
        club = s.exec(select(Club).where(Club.is_own, Club.sport == "ajedrez")).one()
        team = s.exec(select(Team).where(Team.club_id == club.id, Team.rank == "A")).one()
        m = s.exec(
            select(Match)
            .join(Round, Round.id == Match.round_id)
            .where(Round.number == 8)
            .where((Match.home_team_id == team.id) | (Match.away_team_id == team.id))
        ).one()
    ours = lineups.own_side(db, m.id)
    sides = (Side.HOME, Side.AWAY) if with_rival else (ours,)
    for side in sides:
        lineups.set_lineup(db, m.id, side, lineups.propose(db, m.id, side))
    return m, ours


def _seat_everyone(db, m, at):
    for side in ("local", "visitante"):
        for board in (1, 2, 3, 4):
            chess_acta.set_arrival(db, m.id, side, board, at)


def test_CH_16_3_a_rival_lineup_not_typed_never_proposes_a_no_show(db):
    m, _ours = _match(db, with_rival=False)
    acta.open_acta(db, m.id)
    _seat_everyone(db, m, m.scheduled_at - timedelta(minutes=5))
    proposal = chess_acta.start_state(db, m.id, as_of=m.scheduled_at + timedelta(minutes=65))
    assert proposal.no_shows == () and proposal.forfeits == {}
    assert all(f.rule_id not in ("CH-18.7", "CH-20.1") for f in proposal.findings)


def test_CH_16_3_the_acta_records_each_teams_delivery_on_paper_or_typed(db):
    m, ours = _match(db, with_rival=False)
    rival = "visitante" if ours == "local" else "local"
    acta.open_acta(db, m.id)
    chess_acta.set_lineup_delivery(
        db, m.id, rival, delivered=True, at=m.scheduled_at - timedelta(minutes=10), form="papel"
    )
    view = chess_acta.acta_view(db, m.id)
    assert view.lineup_delivery[rival].form == "papel"
    assert view.lineup_delivery[rival].at == m.scheduled_at - timedelta(minutes=10)
    assert view.lineup_delivery[ours].form == "app"  # typed into the app
    # Recorded as never delivered: only then the hour makes the team a no-show.
    chess_acta.set_lineup_delivery(db, m.id, rival, delivered=False)
    _seat_everyone(db, m, m.scheduled_at - timedelta(minutes=5))
    proposal = chess_acta.start_state(db, m.id, as_of=m.scheduled_at + timedelta(minutes=65))
    assert proposal.no_shows == (rival,)
    with pytest.raises(StoreError, match="papel"):
        chess_acta.set_lineup_delivery(db, m.id, rival, delivered=True, form="fax")
    with pytest.raises(StoreError, match="hora"):
        chess_acta.set_lineup_delivery(
            db, m.id, rival, delivered=False, at=m.scheduled_at, form="papel"
        )


def test_CH_18_4_half_of_the_players_of_the_typed_lineup(db):
    m, ours = _match(db, with_rival=True)
    rival = "visitante" if ours == "local" else "local"
    lineups.clear_board(db, m.id, rival, 3)
    lineups.clear_board(db, m.id, rival, 4)
    acta.open_acta(db, m.id)
    for board in (1, 2, 3, 4):
        chess_acta.set_arrival(db, m.id, ours, board, m.scheduled_at)
    chess_acta.set_arrival(db, m.id, rival, 1, m.scheduled_at)  # 1 of its 2 players
    proposal = chess_acta.start_state(db, m.id, as_of=m.scheduled_at + timedelta(minutes=65))
    assert proposal.team(rival).needed == 1
    assert rival not in proposal.no_shows


def test_lock_refused_while_a_board_has_no_result(db):
    m, _ours = _match(db, with_rival=True)
    acta.open_acta(db, m.id)
    chess_acta.set_result(db, m.id, 1, "1-0")
    assert not acta.sign_acta(db, m.id, "delegado_local", "Ana Pérez", "TF-1", PNG)
    with pytest.raises(StoreError, match=r"Tableros 2, 3 y 4 sin resultado"):
        acta.sign_acta(db, m.id, "delegado_visitante", "Luis Gil", "TF-2", PNG)
    view = chess_acta.acta_view(db, m.id)
    assert not view.locked and [s.role for s in view.signatures] == ["delegado_local"]
    chess_acta.set_result(db, m.id, 2, "pendiente (½-½)")
    chess_acta.set_result(db, m.id, 3, "no jugada (corte de luz en la sala)")
    chess_acta.set_result(db, m.id, 4, "pendiente")
    problems = acta.lock_problems(db, m.id)
    assert problems == [
        "Tablero 4: pendiente del Comité sin el resultado provisional alcanzado sobre el tablero."
    ]
    chess_acta.set_result(db, m.id, 4, "0-1")
    assert acta.lock_problems(db, m.id) == []
    assert not acta.sign_acta(db, m.id, "delegado_local", "Ana Pérez", "TF-1", PNG)
    assert acta.sign_acta(db, m.id, "delegado_visitante", "Luis Gil", "TF-2", PNG)


def test_lock_a_board_not_played_needs_its_reason(db):
    m, _ours = _match(db, with_rival=True)
    acta.open_acta(db, m.id)
    with pytest.raises(StoreError, match="motivo"):
        chess_acta.set_result(db, m.id, 3, "no jugada")


def test_CH_15_3_a_rival_lineup_breach_puts_the_acta_on_the_2_day_deadline(db):
    from delegate_app.domain.findings import Finding, Severity

    m, ours = _match(db, with_rival=True)
    rival = "visitante" if ours == "local" else "local"
    acta.open_acta(db, m.id)
    before = chess_acta.acta_view(db, m.id)
    seven = next(d for d in before.deadlines if d.rule_id == "CH-15.3")
    assert "séptimo" in seven.description and seven.consequence == ""
    finding = Finding("CH-18.2", Severity.BLOCK, "Art. 18.2: orden invertido.", (2, 3))
    chess_acta.record_incident(
        db, m.id, "alineacion_rival", lineups.rival_lineup_fields(rival, finding)
    )
    view = chess_acta.acta_view(db, m.id)
    [line] = view.incidents
    assert line.title == "Alineación rival contraria al reglamento"
    assert line.rule_id == "CH-18.2" and "tableros 2 y 3" in line.text
    two = next(d for d in view.deadlines if d.rule_id == "CH-15.3")
    assert "segundo día hábil" in two.description and "pierde los puntos" in two.consequence


def test_CH_15_3_a_document_doubt_played_sub_conditione_in_the_store(db):
    m, _ours = _match(db, with_rival=True)
    acta.open_acta(db, m.id)
    fields = {"tablero": 1, "lado": "local", "falta": "dni", "sub_conditione": "si"}
    chess_acta.record_incident(db, m.id, "documentacion", fields)
    two = next(d for d in chess_acta.acta_view(db, m.id).deadlines if d.rule_id == "CH-15.3")
    assert "segundo día hábil" in two.description


def test_no_raw_tuples_in_the_verification_message():
    from delegate_app.documents.chess.verify import score_check

    data = {
        "contenido": {
            "tableros": [
                {"tablero": 1, "resultado": "1-0"},
                {"tablero": 2, "resultado": "1-0"},
                {"tablero": 3, "resultado": "0-1"},
                {"tablero": 4, "resultado": ""},
            ]
        },
        "tableros": 4,
        "marcador": {"local": "2", "visitante": "1", "definitivo": False},
    }
    check = score_check(data)
    assert check.ok and "tableros 4 sin resultado" in check.detail and "(4,)" not in check.detail


def test_CH_11_1_the_material_checklist_names_bronstein_clocks_for_preferente(db):
    m, _ours = _match(db, with_rival=True)
    acta.open_acta(db, m.id)
    label = chess_acta.DOCUMENT_CHECKS["material"]
    assert "sobres de jugada secreta" in label and "Bronstein" in label and "11.1" in label
    chess_acta.set_documentation(db, m.id, {"material": True})
    assert chess_acta.acta_view(db, m.id).documentation["material"] is True
