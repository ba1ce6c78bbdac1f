"""A proposal of the pairs of every table of an encounter, from each team's list order.

The regulation leaves the pairs to the teams and says only who names the roles (art. 6: the
home pair names its annotator, the rival pair its counter) and how the seats are drawn (art. 7,
always by the tiles, never proposed). So the proposal is the captain's usual default, for him to
review: the players in list order, two by two, table by table; the first of the home pair
annotates and the first of the rival pair counts. Tables already given pairs keep them and their
players are not proposed again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from delegate_app.domain.domino.common import Pair, PlayerId
from delegate_app.domain.domino.hand import TableSetup
from delegate_app.domain.domino.seating import TablePlayers


@dataclass(frozen=True)
class PairsProposal:
    setups: tuple[TableSetup, ...]  # the tables that could be filled, in table order
    short: Mapping[Pair, tuple[int, ...]]  # tables left without a pair, for lack of players

    @property
    def complete(self) -> bool:
        return not any(self.short.values())


def propose_pairs(
    players: Mapping[Pair, Sequence[PlayerId]],
    tables: Sequence[int],
    taken: Sequence[PlayerId] = (),
) -> PairsProposal:
    """Pairs for ``tables`` from each team's available ``players`` in list order; ``taken``
    are the players already placed at the other tables."""
    free = {pair: [p for p in dict.fromkeys(players[pair]) if p not in set(taken)] for pair in Pair}
    setups = []
    short: dict[Pair, list[int]] = {pair: [] for pair in Pair}
    for index, table in enumerate(sorted(tables)):
        chosen = {pair: free[pair][2 * index : 2 * index + 2] for pair in Pair}
        lacking = [pair for pair in Pair if len(chosen[pair]) < 2]
        for pair in lacking:
            short[pair].append(table)
        if lacking:
            continue
        home, away = chosen[Pair.HOME], chosen[Pair.AWAY]
        pairs = TablePlayers((home[0], home[1]), (away[0], away[1]))
        setups.append(TableSetup(table, pairs, annotator=home[0], counter=away[0]))
    return PairsProposal(tuple(setups), {pair: tuple(short[pair]) for pair in Pair})
