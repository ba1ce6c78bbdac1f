from datetime import date

import pytest

from delegate_app.domain.players import PlayerRecord
from delegate_app.store import clubs
from delegate_app.store.errors import StoreError

TODAY = date(2026, 11, 30)


def rec(first="Ana", last="Pérez Díaz", licence=None, **kw) -> PlayerRecord:
    return PlayerRecord(first_name=first, last_name=last, licence=licence, **kw)


@pytest.fixture
def club(db):
    return clubs.create_club(db, "CA Anaga", "ajedrez", "La Laguna", "C/ Obispo Rey Redondo 5")


def test_empty_database_then_a_club(db):
    assert clubs.is_empty(db)
    clubs.create_club(db, "CA Anaga", "ajedrez", is_own=True)
    assert not clubs.is_empty(db)
    assert [c.name for c in clubs.own_clubs(db)] == ["CA Anaga"]


@pytest.mark.parametrize(
    "name, sport, message",
    [("  ", "ajedrez", "necesita un nombre"), ("CA Anaga", "parchís", "Modalidad desconocida")],
)
def test_bad_club_data_is_refused(db, name, sport, message):
    with pytest.raises(StoreError, match=message):
        clubs.create_club(db, name, sport)
    assert clubs.is_empty(db)


def test_duplicate_club_name_is_refused_per_sport(db, club):
    with pytest.raises(StoreError, match="Ya existe"):
        clubs.create_club(db, "CA Anaga", "ajedrez")
    clubs.create_club(db, "CA Anaga", "domino")  # another federation's list
    assert len(clubs.list_clubs(db)) == 2


def test_teams_are_listed_by_rank_and_ranks_are_unique(db, club):
    clubs.create_team(db, club.id, "b")
    clubs.create_team(db, club.id, "A")
    assert [t.rank for t in clubs.list_teams(db, club.id)] == ["A", "B"]
    assert clubs.list_teams(db, club.id)[1].name == "CA Anaga B"
    with pytest.raises(StoreError, match="ya tiene un equipo B"):
        clubs.create_team(db, club.id, "B")
    with pytest.raises(StoreError, match="Rango de equipo desconocido"):
        clubs.create_team(db, club.id, "Z")


def test_players_are_appended_in_strength_order(db, club):
    a = clubs.add_player(db, club.id, rec("Ana", licence="TF-1"), TODAY)
    b = clubs.add_player(db, club.id, rec("Luis", licence="TF-2"), TODAY)
    assert (a.list_number, b.list_number) == (1, 2)


def test_player_validation_messages_and_nothing_saved(db, club):
    bad = rec("", "", dni="12345678A", birth_date=date(2030, 1, 1), elo_canario=5000)
    with pytest.raises(StoreError) as err:
        clubs.add_player(db, club.id, bad, TODAY)
    text = str(err.value)
    for fragment in (
        "Falta el nombre",
        "Faltan los apellidos",
        "debería ser Z",
        "anterior a hoy",
        "fuera de 0",
    ):
        assert fragment in text
    assert clubs.list_players(db, club.id) == []


def test_duplicate_licence_is_refused_even_across_clubs(db, club):
    other = clubs.create_club(db, "CA Teide", "ajedrez")
    clubs.add_player(db, club.id, rec(licence="TF-1"), TODAY)
    with pytest.raises(StoreError, match="La licencia TF-1 ya es de Ana Pérez Díaz"):
        clubs.add_player(db, other.id, rec("Luis", licence="TF-1"), TODAY)


def test_titular_team_must_exist_in_the_club(db, club):
    with pytest.raises(StoreError, match="no tiene equipo B"):
        clubs.add_player(db, club.id, rec(team_rank="B"), TODAY)
    clubs.create_team(db, club.id, "B")
    player = clubs.add_player(db, club.id, rec(team_rank="B"), TODAY)
    assert clubs.team_rank_of(db, player.team_id) == "B"


def test_update_and_deactivate(db, club):
    p = clubs.add_player(db, club.id, rec(licence="TF-1"), TODAY)
    clubs.update_player(db, p.id, rec("Ana María", licence="TF-1", elo_canario=1800), TODAY)
    clubs.set_player_active(db, p.id, False)
    [stored] = clubs.list_players(db, club.id)
    assert (stored.first_name, stored.elo_canario, stored.active) == ("Ana María", 1800, False)
    assert clubs.list_players(db, club.id, include_inactive=False) == []


def test_reorder_renumbers_and_refuses_a_stale_order(db, club):
    ids = [clubs.add_player(db, club.id, rec(f"J{i}"), TODAY).id for i in range(4)]
    clubs.reorder_players(db, club.id, [ids[2], ids[0], ids[3], ids[1]])
    assert [(p.id, p.list_number) for p in clubs.list_players(db, club.id)] == [
        (ids[2], 1),
        (ids[0], 2),
        (ids[3], 3),
        (ids[1], 4),
    ]
    with pytest.raises(StoreError, match="ha cambiado"):
        clubs.reorder_players(db, club.id, ids[:3])
    assert [p.id for p in clubs.list_players(db, club.id)] == [ids[2], ids[0], ids[3], ids[1]]
