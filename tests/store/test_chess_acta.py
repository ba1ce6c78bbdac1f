"""A chess match day through the store: documentation, start, results, incidents, signatures."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from sqlmodel import select

from delegate_app.domain.chess.fen import INITIAL_FEN
from delegate_app.domain.sides import Side
from delegate_app.store import acta
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.chess import lineups
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club, Match, MatchDay, Player, Round, Team
from tests.helpers.actas import locked_match_ids
from tests.helpers.signatures import PNG


@pytest.fixture
def db(demo_db):
    return demo_db


@pytest.fixture
def match(db):
    """Round 8 of the own A team with both lineups confirmed."""
    with db.session() as s:
        club = s.exec(select(Club).where(Club.is_own, Club.sport == "ajedrez")).one()
        team = s.exec(select(Team).where(Team.club_id == club.id, Team.rank == "A")).one()
        m = s.exec(
            select(Match)
            .join(Round, Round.id == Match.round_id)
            .where(Round.number == 8)
            .where((Match.home_team_id == team.id) | (Match.away_team_id == team.id))
        ).one()
    for side in (Side.HOME, Side.AWAY):
        proposal = lineups.propose(db, m.id, side)
        lineups.set_lineup(db, m.id, side, proposal)
    return m


def test_a_whole_match_to_a_locked_acta(db, match):
    start = match.scheduled_at
    acta.open_acta(db, match.id, start - timedelta(minutes=30))
    chess_acta.set_documentation(
        db, match.id, {"lista_jugadores": True, "certificados": True, "alineaciones": True}
    )
    chess_acta.set_start(
        db,
        match.id,
        actual_start=start,
        venue_ready=True,
        arbiter_name="Rosa Díaz Marrero",
        arbiter_licence="AT-0147",
    )
    for side in ("local", "visitante"):
        for board in (1, 2, 3):
            chess_acta.set_arrival(db, match.id, side, board, start - timedelta(minutes=5))
    chess_acta.set_arrival(db, match.id, "local", 4, start + timedelta(minutes=25))  # late
    chess_acta.record_incident(
        db, match.id, "llegada_tarde", {"tablero": 4, "lado": "local", "hora_llegada": "16:25"}
    )
    # The away board 4 never comes: at 17:00 the proposal forfeits it.
    proposal = chess_acta.start_state(db, match.id, as_of=start + timedelta(hours=1, minutes=1))
    assert proposal.forfeits == {4: proposal.forfeits[4]}
    chess_acta.set_result(db, match.id, 4, proposal.forfeits[4].value)
    incident = chess_acta.record_incident(
        db,
        match.id,
        "sub_conditione",
        {
            "tablero": 2,
            "reloj_blancas": "0:41:10",
            "reloj_negras": "0:35:02",
            "hora": "18:42",
            "posicion": INITIAL_FEN,
        },
    )
    assert incident.rule_id == "CH-12" and "0:41:10" in incident.text
    for board, result in ((1, "1-0"), (2, "½-½"), (3, "0-1")):
        chess_acta.set_result(db, match.id, board, result)
    view = chess_acta.acta_view(db, match.id)
    assert view.score.final and view.score.label == "2½ – 1½"
    assert [i.rule_id for i in view.incidents][-1] == "CH-12"
    assert any(d.rule_id == "CH-15.3" for d in view.deadlines)

    assert not acta.sign_acta(db, match.id, "delegado_local", "Ana Pérez", "TF-1", PNG)
    assert not acta.sign_acta(db, match.id, "delegado_visitante", "Luis Gil", "TF-2", PNG)
    assert chess_acta.acta_view(db, match.id).missing_roles() == ["arbitro"]
    assert acta.sign_acta(db, match.id, "arbitro", "Rosa Díaz Marrero", "AT-0147", PNG)
    view = chess_acta.acta_view(db, match.id)
    with db.session() as s:
        stored = s.exec(select(MatchDay).where(MatchDay.match_id == match.id)).one().content_hash
        recomputed = acta.acta_content_hash(s, match.id)
    # The lock keeps the hash of what was signed, and that is still what the acta says.
    assert view.locked and view.content_hash == stored == recomputed
    assert set(view.valid_signatures()) == {"delegado_local", "delegado_visitante", "arbitro"}

    # Locked: nothing of the acta changes, through any path.
    for action in (
        lambda: chess_acta.set_result(db, match.id, 1, "0-1"),
        lambda: chess_acta.set_arrival(db, match.id, "local", 1, None),
        lambda: chess_acta.record_incident(db, match.id, "otros", {"texto": "x"}),
        lambda: chess_acta.set_documentation(db, match.id, {"certificados": False}),
        lambda: acta.sign_acta(db, match.id, "delegado_local", "Otro", "", PNG),
        lambda: lineups.clear_board(db, match.id, Side.HOME, 1),
    ):
        with pytest.raises(StoreError, match="cerrada"):
            action()
    assert chess_acta.acta_view(db, match.id).score.label == "2½ – 1½"

    annex = acta.add_annex(
        db,
        match.id,
        "El delegado visitante presenta reclamación.",
        "delegado_visitante",
        "Luis Gil",
        "TF-2",
        PNG,
    )
    acta.sign_annex(db, annex.id, "delegado_local", "Ana Pérez", "TF-1", PNG)
    view = chess_acta.acta_view(db, match.id)
    assert [a.text for a in view.annexes] == ["El delegado visitante presenta reclamación."]
    assert [s.valid for s in view.signatures if s.annex_id == annex.id] == [True, True]


def test_a_change_after_signing_voids_the_signatures(db, match):
    acta.open_acta(db, match.id)
    chess_acta.set_result(db, match.id, 1, "1-0")
    acta.sign_acta(db, match.id, "delegado_local", "Ana Pérez", "TF-1", PNG)
    assert set(chess_acta.acta_view(db, match.id).valid_signatures()) == {"delegado_local"}
    chess_acta.set_result(db, match.id, 1, "½-½")
    view = chess_acta.acta_view(db, match.id)
    assert view.valid_signatures() == {} and len(view.voided_signatures()) == 1
    assert not view.locked


def test_content_changed_back_does_not_revive_a_signature_once_someone_signed_in_between(db, match):
    """The domain's rule (acta_hash.signatures_still_valid), followed by the store: home signs,
    the content changes, the visitor signs, the content changes back. The home signature was
    given to this very content, but the visitor signed something else in between: both void."""
    start = datetime(2026, 12, 5, 20, 0)
    acta.open_acta(db, match.id, start)
    chess_acta.set_result(db, match.id, 1, "1-0", start)
    acta.sign_acta(db, match.id, "delegado_local", "Ana Pérez", "TF-1", PNG, start)
    chess_acta.set_result(db, match.id, 1, "½-½", start + timedelta(minutes=1))
    acta.sign_acta(
        db, match.id, "delegado_visitante", "Luis Gil", "TF-2", PNG, start + timedelta(minutes=2)
    )
    chess_acta.set_result(db, match.id, 1, "1-0", start + timedelta(minutes=3))
    view = chess_acta.acta_view(db, match.id)
    assert view.valid_signatures() == {}
    assert [s.role for s in view.voided_signatures()] == ["delegado_local", "delegado_visitante"]
    # The visitor signing again now does not lock it: the home signature stays void.
    assert not acta.sign_acta(
        db, match.id, "delegado_visitante", "Luis Gil", "TF-2", PNG, start + timedelta(minutes=4)
    )
    view = chess_acta.acta_view(db, match.id)
    assert set(view.valid_signatures()) == {"delegado_visitante"} and not view.locked
    assert view.missing_roles() == ["delegado_local"]


@pytest.mark.parametrize(
    "kind, fields, message",
    [
        (
            "sub_conditione",
            {"tablero": 2, "reloj_blancas": "0:41:10", "hora": "18:42", "posicion": INITIAL_FEN},
            "reloj de las negras",
        ),
        (
            "sub_conditione",
            {
                "tablero": 7,
                "reloj_blancas": "1:00:00",
                "reloj_negras": "1:00:00",
                "hora": "18:42",
                "posicion": INITIAL_FEN,
            },
            "tablero",
        ),
        (
            "sub_conditione",
            {
                "tablero": 1,
                "reloj_blancas": "1:00:00",
                "reloj_negras": "1:00:00",
                "hora": "18:42",
                "posicion": "8/8/8/8/8/8/8/8 w - - 0 1",
            },
            "rey",
        ),
        ("no_existe", {}, "desconocido"),
    ],
)
def test_incidents_missing_required_fields_are_refused_and_say_which(
    db, match, kind, fields, message
):
    acta.open_acta(db, match.id)
    with pytest.raises(StoreError, match=message):
        chess_acta.record_incident(db, match.id, kind, fields)
    assert chess_acta.acta_view(db, match.id).incidents == []


@pytest.mark.parametrize(
    "action, message",
    [
        (lambda db, m: chess_acta.set_result(db, m.id, 1, "2-0"), "desconocido"),
        (lambda db, m: chess_acta.set_result(db, m.id, 9, "1-0"), "4 tableros"),
        (
            lambda db, m: chess_acta.set_arrival(db, m.id, "local", 1, datetime(2020, 1, 1)),
            "día del encuentro",
        ),
        (lambda db, m: chess_acta.set_arrival(db, m.id, "centro", 1, None), "Lado"),
        (
            lambda db, m: chess_acta.set_start(db, m.id, actual_start=None, venue_ready=False),
            "17.1",
        ),
        (lambda db, m: acta.sign_acta(db, m.id, "delegado_local", " ", "", PNG), "nombre"),
        (
            lambda db, m: acta.sign_acta(db, m.id, "delegado_local", "Ana", "", b"x"),
            "firma dibujada",
        ),
        (lambda db, m: acta.sign_acta(db, m.id, "arbitro", "Rosa", "", PNG), "árbitro"),
        (
            lambda db, m: acta.add_annex(db, m.id, "texto", "arbitro", "Rosa", "", PNG),
            "actas ya cerradas",
        ),
        (lambda db, m: acta.set_step(db, m.id, 9), "Paso"),
    ],
)
def test_bad_input_is_refused(db, match, action, message):
    acta.open_acta(db, match.id)
    before = chess_acta.acta_view(db, match.id)
    with pytest.raises(StoreError, match=message):
        action(db, match)
    after = chess_acta.acta_view(db, match.id)
    assert after.content_hash == before.content_hash and after.signatures == []


def test_the_step_is_remembered(db, match):
    acta.open_acta(db, match.id)
    acta.set_step(db, match.id, 3)
    assert chess_acta.acta_view(db, match.id).step == 3


def test_player_names_and_details_come_from_the_lineups(db, match):
    view = chess_acta.acta_view(db, match.id)
    with db.session() as s:
        names = {p.full_name for p in s.exec(select(Player))}
    assert all(line.home_name in names and line.away_name in names for line in view.lines)
    assert view.lines[0].home_detail.startswith("n.º ")


def test_demo_has_locked_signed_actas_with_incidents(demo_db):
    locked = locked_match_ids(demo_db, "ajedrez")
    assert len(locked) == 14  # 7 played rounds × the own club's A and B teams
    views = [chess_acta.acta_view(demo_db, match_id) for match_id in locked]
    assert all(v.locked and not v.missing_roles() and not v.voided_signatures() for v in views)
    assert all(v.score.final for v in views)
    kinds = {i.kind for v in views for i in v.incidents}
    assert {"llegada_tarde", "sub_conditione"} <= kinds
