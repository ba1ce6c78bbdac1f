"""Lineups in the store, on the demo season: saved as edited, checked, confirmed, reopened."""

from __future__ import annotations

from datetime import datetime

import pytest
from sqlmodel import select

from delegate_app.domain.chess.lineup import LineupInput
from delegate_app.domain.sides import Side
from delegate_app.store.chess import lineups
from delegate_app.store.chess.lineups import TypedPlayer
from delegate_app.store.database import open_database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club, Match, Player, Round, Team

NOW = datetime(2026, 11, 20, 20, 0)


@pytest.fixture
def demo(demo_db):
    return demo_db


def own_team(db, rank):
    with db.session() as s:
        club = s.exec(select(Club).where(Club.is_own, Club.sport == "ajedrez")).one()
        return s.exec(select(Team).where(Team.club_id == club.id, Team.rank == rank)).one()


def match_of(db, team, round_number):
    with db.session() as s:
        match = s.exec(
            select(Match)
            .join(Round, Round.id == Match.round_id)
            .where(Round.number == round_number)
            .where((Match.home_team_id == team.id) | (Match.away_team_id == team.id))
        ).one()
        return match, (Side.HOME if match.home_team_id == team.id else Side.AWAY)


def players_of(db, club_id):
    with db.session() as s:
        return list(
            s.exec(select(Player).where(Player.club_id == club_id).order_by(Player.list_number))
        )


def rules(findings):
    return sorted({f.rule_id for f in findings})


def test_empty_lineup_lists_the_club_and_proposes_the_strongest_available(demo):
    team = own_team(demo, "A")
    match, side = match_of(demo, team, 8)
    view = lineups.side_view(demo, match.id, side)
    assert view.own and view.boards == 4 and view.entries == {}
    assert [p.list_number for p in view.players] == sorted(p.list_number for p in view.players)
    assert rules(view.findings) == ["CH-18.4", "CH-18.6"]  # empty boards: forfeits, no start
    players = players_of(demo, team.club_id)
    lineups.set_available(demo, match.id, players[0].id, False)
    proposal = lineups.propose(demo, match.id, side)
    assert [proposal.player_at(b) for b in range(1, 5)] == [p.id for p in players[1:5]]


def test_wrong_order_blocks_confirmation_then_fixed_lineup_confirms_and_survives(demo_db, db_path):
    db = demo_db
    team = own_team(db, "A")
    match, side = match_of(db, team, 8)
    p = players_of(db, team.club_id)
    for board, player in enumerate([p[1], p[0], p[2], p[3]], start=1):
        lineups.place_player(db, match.id, side, board, player.id, NOW)
    view = lineups.side_view(db, match.id, side)
    assert view.blocked and rules(view.findings) == ["CH-18.2"]
    assert "Art. 18.2" in view.findings[0].message and view.findings[0].boards == (1, 2)
    with pytest.raises(StoreError, match=r"Art\. 18\.2"):
        lineups.confirm_lineup(db, match.id, side, NOW)
    assert lineups.side_view(db, match.id, side).confirmed_at is None

    lineups.place_player(db, match.id, side, 1, p[0].id, NOW)  # moves from board 2
    lineups.place_player(db, match.id, side, 2, p[1].id, NOW)
    lineups.confirm_lineup(db, match.id, side, NOW)
    db.close()

    db = open_database(db_path)
    view = lineups.side_view(db, match.id, side)
    assert view.confirmed_at == NOW and not view.findings
    assert [view.entries[b].player_id for b in range(1, 5)] == [x.id for x in p[:4]]
    lineups.clear_board(db, match.id, side, 4, NOW)  # any edit voids the confirmation
    assert lineups.side_view(db, match.id, side).confirmed_at is None
    db.close()


def test_CH_10_2_player_incorporated_after_round_2_waits_until_round_4(demo):
    team = own_team(demo, "A")
    late = next(
        p
        for p in players_of(demo, team.club_id)
        if p.incorporated_on and p.incorporated_on > datetime(2026, 10, 10).date()
    )
    for round_number, blocked in ((3, True), (4, False)):
        match, side = match_of(demo, team, round_number)
        listed = {x.id: x for x in lineups.side_view(demo, match.id, side).players}
        assert ("CH-10.2" in rules(listed[late.id].findings)) is blocked


def test_CH_18_3_a_titular_of_A_cannot_play_for_B(demo):
    team_b = own_team(demo, "B")
    match, side = match_of(demo, team_b, 9)
    a_player = players_of(demo, team_b.club_id)[0]
    lineups.place_player(demo, match.id, side, 1, a_player.id, NOW)
    view = lineups.side_view(demo, match.id, side)
    assert "CH-18.3" in rules(view.findings) and view.blocked


def test_CH_18_10_same_player_in_A_and_B_lineups_of_one_weekend(demo):
    team_a, team_b = own_team(demo, "A"), own_team(demo, "B")
    match_a, side_a = match_of(demo, team_a, 9)
    match_b, side_b = match_of(demo, team_b, 9)
    b_player = next(p for p in players_of(demo, team_b.club_id) if p.list_number == 9)
    lineups.place_player(demo, match_b.id, side_b, 1, b_player.id, NOW)
    lineups.place_player(demo, match_a.id, side_a, 4, b_player.id, NOW)
    view = lineups.side_view(demo, match_a.id, side_a)
    assert "CH-18.10" in rules(view.findings)


def test_rival_lineup_findings_are_warnings_and_typed_rivals_are_checked_by_order(demo):
    team = own_team(demo, "A")
    match, side = match_of(demo, team, 8)
    rival = Side.AWAY if side == Side.HOME else Side.HOME
    lineups.place_typed(demo, match.id, rival, 1, TypedPlayer("Rival Uno", 7, 1900), NOW)
    lineups.place_typed(demo, match.id, rival, 2, TypedPlayer("Rival Dos", 3, 2000), NOW)
    view = lineups.side_view(demo, match.id, rival)
    assert not view.own and not view.blocked
    order = [f for f in view.findings if f.rule_id == "CH-18.2"]
    assert order and all(f.severity.value == "aviso" for f in order)
    assert view.entries[1].typed and view.entries[1].name == "Rival Uno"
    lineups.confirm_lineup(demo, match.id, rival, NOW)  # a rival's lineup is never blocked


@pytest.mark.parametrize(
    "action, message",
    [
        (lambda db, m, s, p: lineups.place_player(db, m, s, 5, p, NOW), "4 tableros"),
        (lambda db, m, s, p: lineups.place_player(db, m, s, 0, p, NOW), "4 tableros"),
        (lambda db, m, s, p: lineups.place_typed(db, m, s, 1, TypedPlayer("  "), NOW), "nombre"),
        (
            lambda db, m, s, p: lineups.place_typed(db, m, s, 1, TypedPlayer("X", -1), NOW),
            "entre 0 y 3000",
        ),
        (lambda db, m, s, p: lineups.confirm_lineup(db, m, s, NOW), "vacía"),
        (lambda db, m, s, p: lineups.side_view(db, m, "centro"), "Lado desconocido"),
        (lambda db, m, s, p: lineups.side_view(db, 99999, s), "ya no existe"),
    ],
)
def test_bad_input_is_refused_and_changes_nothing(demo, action, message):
    team = own_team(demo, "A")
    match, side = match_of(demo, team, 8)
    player = players_of(demo, team.club_id)[0]
    with pytest.raises(StoreError, match=message):
        action(demo, match.id, side, player.id)
    assert lineups.side_view(demo, match.id, side).entries == {}


def test_a_player_of_another_club_is_refused(demo):
    team = own_team(demo, "A")
    match, side = match_of(demo, team, 8)
    with demo.session() as s:
        stranger = s.exec(select(Player).where(Player.club_id != team.club_id)).first()
    with pytest.raises(StoreError, match="no es de la lista"):
        lineups.place_player(demo, match.id, side, 1, stranger.id, NOW)
    with pytest.raises(StoreError, match="otro club"):
        lineups.set_lineup(demo, match.id, side, LineupInput.of(stranger.id), NOW)


def test_demo_played_rounds_have_legal_confirmed_lineups_on_both_sides(demo):
    with demo.session() as s:
        played = s.exec(
            select(Match)
            .join(Round, Round.id == Match.round_id)
            .where(Round.official_date < datetime(2026, 11, 20).date())
            .join(Team, Team.id == Match.home_team_id)
            .join(Club, Club.id == Team.club_id)
            .where(Club.sport == "ajedrez")
        ).all()
    assert len(played) == 7 * 8  # 7 rounds, 4 Preferente + 4 Primera matches each
    for match in played:
        for side in (Side.HOME, Side.AWAY):
            view = lineups.side_view(demo, match.id, side)
            assert view.confirmed_at is not None and len(view.entries) == 4
            assert not any(
                f.rule_id != "CH-18.6" and f.severity.value == "bloquea" for f in view.findings
            ), (match.id, side, view.findings)
            assert not [f for f in view.findings if f.severity.value != "info"]
