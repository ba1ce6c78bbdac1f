"""The proposal of every table's pairs from the list order (DO-6 roles; seats stay DO-7's)."""

from __future__ import annotations

from delegate_app.domain.domino import Pair, propose_pairs

HOME = [11, 12, 13, 14, 15, 16, 17, 18]
AWAY = [21, 22, 23, 24, 25, 26, 27, 28]


def test_DO_6_pairs_in_list_order_first_of_home_annotates_first_of_rival_counts():
    proposal = propose_pairs({Pair.HOME: HOME, Pair.AWAY: AWAY}, [1, 2, 3, 4])
    assert proposal.complete
    assert [(s.table, s.players.home, s.players.away) for s in proposal.setups] == [
        (1, (11, 12), (21, 22)),
        (2, (13, 14), (23, 24)),
        (3, (15, 16), (25, 26)),
        (4, (17, 18), (27, 28)),
    ]
    assert [(s.annotator, s.counter) for s in proposal.setups] == [
        (11, 21),
        (13, 23),
        (15, 25),
        (17, 27),
    ]
    assert not any(s.arbiter_counts for s in proposal.setups)


def test_DO_6_players_already_at_a_table_are_not_proposed_again():
    # Table 2 was set by hand with the first players of each list.
    proposal = propose_pairs({Pair.HOME: HOME, Pair.AWAY: AWAY}, [4, 1, 3], taken=[11, 12, 21, 22])
    assert [(s.table, s.players.home, s.players.away) for s in proposal.setups] == [
        (1, (13, 14), (23, 24)),
        (3, (15, 16), (25, 26)),
        (4, (17, 18), (27, 28)),
    ]


def test_DO_6_tables_without_enough_players_are_named_and_left_empty():
    proposal = propose_pairs({Pair.HOME: HOME[:5], Pair.AWAY: AWAY}, [1, 2, 3, 4])
    assert [s.table for s in proposal.setups] == [1, 2]
    assert proposal.short == {Pair.HOME: (3, 4), Pair.AWAY: ()}
    assert not proposal.complete
