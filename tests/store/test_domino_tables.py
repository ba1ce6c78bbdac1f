"""All the tables of an encounter at once: the proposal from the list order and one save."""

from __future__ import annotations

import dataclasses

import pytest

from delegate_app.domain.domino import Pair
from delegate_app.store.domino import acta_view as domino_acta_view
from delegate_app.store.domino import editing as domino_editing
from delegate_app.store.domino.tables import TableChoice
from delegate_app.store.errors import StoreError
from tests.helpers.domino import at, make_encounter, seat


def tables_of(db, enc):
    view = domino_acta_view.encounter_view(db, enc.match_id)
    return [(t.home, t.away, t.annotator, t.counter) for t in view.tables]


def test_DO_6_four_tables_proposed_in_list_order_and_saved_in_one_go(db):
    enc = make_encounter(db, tables=4, squad=8)
    h, a = enc.home, enc.away
    proposal = domino_editing.propose_tables(db, enc.match_id)
    assert proposal.complete
    assert tables_of(db, enc) == [(None, None, None, None)] * 4  # a proposal saves nothing
    domino_editing.set_tables(
        db, enc.match_id, [TableChoice.of(s) for s in proposal.setups], now=at(1)
    )
    assert tables_of(db, enc) == [
        ((h[2 * i], h[2 * i + 1]), (a[2 * i], a[2 * i + 1]), h[2 * i], a[2 * i]) for i in range(4)
    ]


def test_DO_6_tables_already_set_keep_their_pairs_and_players(db):
    enc = make_encounter(db, tables=4, squad=8)
    h, a = enc.home, enc.away
    domino_editing.set_table(db, enc.match_id, 3, (h[0], h[1]), (a[0], a[1]), h[1], a[1], now=at(1))
    proposal = domino_editing.propose_tables(db, enc.match_id)
    assert [s.table for s in proposal.setups] == [1, 2, 4]
    assert proposal.setups[0].players.home == (h[2], h[3])
    domino_editing.set_tables(
        db, enc.match_id, [TableChoice.of(s) for s in proposal.setups], now=at(2)
    )
    assert tables_of(db, enc)[2] == ((h[0], h[1]), (a[0], a[1]), h[1], a[1])


def test_DO_6_a_short_squad_leaves_the_last_tables_and_says_so(db):
    enc = make_encounter(db, tables=4)  # 6 players each: three tables
    proposal = domino_editing.propose_tables(db, enc.match_id)
    assert [s.table for s in proposal.setups] == [1, 2, 3]
    assert proposal.short == {Pair.HOME: (4,), Pair.AWAY: (4,)}


def choices(db, enc):
    return [TableChoice.of(s) for s in domino_editing.propose_tables(db, enc.match_id).setups]


def test_DO_6_a_refused_table_saves_none_of_them(db):
    enc = make_encounter(db, tables=4, squad=8)
    setups = choices(db, enc)
    # Table 2's counter named from the home pair, table 4 with one player missing.
    wrong = dataclasses.replace(setups[1], counter=setups[1].home[1])
    missing = dataclasses.replace(setups[3], away=(setups[3].away[0], None))
    with pytest.raises(StoreError) as refused:
        domino_editing.set_tables(
            db, enc.match_id, [setups[0], wrong, setups[2], missing], now=at(1)
        )
    assert "Mesa 2: Art. 6" in str(refused.value)
    assert "Mesa 4: Faltan los dos jugadores de la pareja de El Tranque" in str(refused.value)
    assert tables_of(db, enc) == [(None, None, None, None)] * 4


def test_one_player_at_two_tables_is_refused_and_nothing_saved(db):
    enc = make_encounter(db, tables=4, squad=8)
    setups = choices(db, enc)
    twice = dataclasses.replace(setups[0], table=2)
    with pytest.raises(StoreError, match="está en las mesas 1 y 2"):
        domino_editing.set_tables(db, enc.match_id, [setups[0], twice], now=at(1))
    assert tables_of(db, enc) == [(None, None, None, None)] * 4


def test_players_may_move_between_tables_not_yet_drawn(db):
    enc = make_encounter(db, tables=4, squad=8)
    setups = choices(db, enc)
    domino_editing.set_tables(db, enc.match_id, setups, now=at(1))
    swapped = [
        dataclasses.replace(setups[0], table=2),
        dataclasses.replace(setups[1], table=1),
    ]
    domino_editing.set_tables(db, enc.match_id, swapped, now=at(2))
    h = enc.home
    assert [t[0] for t in tables_of(db, enc)[:2]] == [(h[2], h[3]), (h[0], h[1])]


def test_a_seated_table_refuses_new_players_in_the_batch(db):
    enc = make_encounter(db, tables=4, squad=8)
    setups = choices(db, enc)
    domino_editing.set_tables(db, enc.match_id, setups, now=at(1))
    seat(db, enc, 1)
    moved = [dataclasses.replace(setups[0], table=2), dataclasses.replace(setups[1], table=1)]
    with pytest.raises(StoreError, match="Mesa 1: En la mesa 1 ya se han sorteado"):
        domino_editing.set_tables(db, enc.match_id, moved, now=at(2))
    assert tables_of(db, enc)[0][0] == (enc.home[0], enc.home[1])


def test_DO_6_a_table_without_its_counter_says_so(db):
    enc = make_encounter(db, tables=4, squad=8)
    first = choices(db, enc)[0]
    with pytest.raises(StoreError, match=r"Mesa 1: Art\. 6: falta quién hace el recuento"):
        domino_editing.set_tables(
            db, enc.match_id, [dataclasses.replace(first, counter=None)], now=at(1)
        )
    assert tables_of(db, enc)[0] == (None, None, None, None)
