"""Player search by name: accents and case ignored both ways, words in any order, ranking."""

from __future__ import annotations

import pytest

from delegate_app.store.models import Club, Player
from delegate_app.store.search import fold, search_players

PEOPLE = [
    # club index, first name, surnames
    (0, "José", "Núñez Ávila"),
    (0, "María", "Nuñez Pérez"),
    (0, "Ana", "García Peña"),
    (1, "Óscar", "Ibáñez García"),
    (1, "Joséfa", "Martín Díaz"),
    (1, "Łukasz", "Kowalski"),
    (2, "Ángela", "Suárez Núñez"),
    (2, "Luis", "Anunez Cruz"),
    (2, "Pilar", "O'Shea 50%_x"),
]


@pytest.fixture
def players(db):
    with db.session() as s, s.begin():
        clubs = [
            Club(name="Peón de La Laguna", sport="ajedrez"),
            Club(name="Caballo de Icod", sport="ajedrez"),
            Club(name="Doble Seis", sport="domino"),
        ]
        s.add_all(clubs)
        s.flush()
        numbers = {}
        for index, (club, first, last) in enumerate(PEOPLE):
            numbers[club] = numbers.get(club, 0) + 1
            s.add(
                Player(
                    club_id=clubs[club].id,
                    licence=f"TF-{index:04d}",
                    first_name=first,
                    last_name=last,
                    list_number=numbers[club],
                    active=index != 1,
                )
            )
    return db


def names(hits) -> list[str]:
    return [hit.full_name for hit in hits]


def test_fold_removes_case_and_accents():
    assert fold("Núñez ÁVILA Ibáñez Güímar") == "nunez avila ibanez guimar"
    assert fold("Łukasz Øster Straße") == "lukasz oster strasse"
    assert fold("plain ascii") == "plain ascii"


@pytest.mark.parametrize("typed", ["nunez", "NÚÑEZ", "Nuñez", "núnez", "  nUÑez "])
def test_accents_and_case_are_ignored_on_both_sides(players, typed):
    found = names(search_players(players, typed))
    assert set(found) == {
        "José Núñez Ávila",
        "María Nuñez Pérez",
        "Ángela Suárez Núñez",
        "Luis Anunez Cruz",
    }


def test_words_match_in_any_order_and_each_must_match(players):
    assert names(search_players(players, "garcia ana")) == ["Ana García Peña"]
    assert names(search_players(players, "avila jose")) == ["José Núñez Ávila"]
    assert search_players(players, "garcia nunez") == []


def test_names_starting_with_the_text_come_first_then_alphabetical(players):
    # "Anunez" only contains the text; the three others start a word with it.
    assert names(search_players(players, "nunez")) == [
        "José Núñez Ávila",
        "María Nuñez Pérez",
        "Ángela Suárez Núñez",
        "Luis Anunez Cruz",
    ]


def test_a_first_name_is_found_too_and_prefixes_work(players):
    # both start with "jose": alphabetical by surname, Martín before Núñez
    assert names(search_players(players, "jose")) == ["Joséfa Martín Díaz", "José Núñez Ávila"]
    assert names(search_players(players, "lukasz")) == ["Łukasz Kowalski"]


def test_wildcards_typed_are_plain_characters(players):
    assert names(search_players(players, "50%_x")) == ["Pilar O'Shea 50%_x"]
    assert names(search_players(players, "o'shea")) == ["Pilar O'Shea 50%_x"]
    assert names(search_players(players, "%")) == ["Pilar O'Shea 50%_x"]
    assert names(search_players(players, "_")) == ["Pilar O'Shea 50%_x"]
    assert search_players(players, "*") == []
    assert search_players(players, ".*") == []


def test_result_carries_club_licence_and_state(players):
    hit = search_players(players, "maria nunez")[0]
    assert hit.club_name == "Peón de La Laguna"
    assert hit.sport == "ajedrez"
    assert hit.licence == "TF-0001"
    assert hit.active is False
    assert hit.list_number == 2


def test_limit_and_sport(players):
    assert len(search_players(players, "a", limit=3)) == 3
    assert search_players(players, "a", limit=0) == []
    assert names(search_players(players, "nunez", sport="domino")) == [
        "Ángela Suárez Núñez",
        "Luis Anunez Cruz",
    ]


def test_nothing_typed_or_nothing_there(players):
    assert search_players(players, "") == []
    assert search_players(players, "   ") == []
    assert search_players(players, "zzz") == []


def test_empty_database(db):
    assert search_players(db, "garcia") == []


def test_a_name_holding_a_separator_is_still_paired_with_its_player(players):
    with players.session() as s, s.begin():
        odd = s.get(Player, 1)
        odd.last_name = "Núñez\tÁvila\x1eRara"
    found = search_players(players, "rara")
    assert [hit.player_id for hit in found] == [1]
    assert names(search_players(players, "garcia ana")) == ["Ana García Peña"]
