"""A hand on the Hoja de Anotaciones and its approval (DO-6): who annotates, who counts, and the
rule that a score is written only after the counter (or, when the arbiter counts, both named
players) approves it."""

from __future__ import annotations

from dataclasses import dataclass, replace

from delegate_app.domain.domino.common import (
    ARBITER,
    Pair,
    PlayerId,
    join_words,
    positive,
    refuse,
)
from delegate_app.domain.domino.scoring import HandEnd
from delegate_app.domain.domino.seating import Seat, TablePlayers
from delegate_app.domain.domino.tiles import Tile

Approver = PlayerId | str  # a player's id, or ARBITER


@dataclass(frozen=True)
class TableSetup:
    """DO-6: the home pair names the annotator, the rival pair the counter who approves each score.
    With ``arbiter_counts`` the arbiter counts and writes, and both named players approve."""

    table: int  # table number in the encounter, from 1
    players: TablePlayers
    annotator: PlayerId
    counter: PlayerId
    arbiter_counts: bool = False

    def __post_init__(self) -> None:
        positive(self.table, "El número de mesa")
        if self.annotator not in self.players.home:
            refuse(
                "DO-6",
                f"Art. 6: el anotador lo señala la pareja local entre sus dos jugadores "
                f"({join_words(self.players.home)}); {self.annotator} no es de ella.",
                players=[*self.players.home, self.annotator],
            )
        if self.counter not in self.players.away:
            refuse(
                "DO-6",
                f"Art. 6: el encargado del recuento lo señala la pareja rival entre sus dos "
                f"jugadores ({join_words(self.players.away)}); {self.counter} no es de ella.",
                players=[*self.players.away, self.counter],
            )

    def substituted(self, out: PlayerId, substitute: PlayerId) -> TableSetup:
        """The substitute takes over the role of the player he replaces, as he takes his seat."""
        return replace(
            self,
            players=self.players.substituted(out, substitute),
            annotator=substitute if self.annotator == out else self.annotator,
            counter=substitute if self.counter == out else self.counter,
        )

    def approval_rule(self) -> tuple[tuple[Approver, ...], bool]:
        """Who may approve a hand, and whether all of them must."""
        if self.arbiter_counts:
            return (self.annotator, self.counter), True
        # docs/reglas.md (DO-6): the arbiter never approves in place of the counting player.
        return (self.counter,), False


@dataclass(frozen=True)
class Hand:
    """One line of the Hoja de Anotaciones."""

    number: int  # 1-based within the partida
    salidor: Seat
    end: HandEnd
    winner: Pair | None  # None: cierre with equal sums, or an annulled hand
    points: int
    lead_passes: bool  # DO-7.3: the next hand is led by the player on this salidor's right
    domino_by: Seat | None = None  # the player who ran out of tiles
    offender: Seat | None = None  # annulled hand: who committed the breach
    tiles_left: tuple[tuple[Seat, tuple[Tile, ...]], ...] = ()  # optional, as entered
    played: tuple[Tile, ...] = ()  # optional, tiles on the table
    approved_by: tuple[Approver, ...] = ()

    def tiles_of(self, seat: Seat) -> tuple[Tile, ...]:
        return dict(self.tiles_left).get(seat, ())


@dataclass(frozen=True)
class PendingHand:
    """DO-6: a hand counted and annotated but not yet approved; only an approved one is written."""

    hand: Hand
    entitled: tuple[Approver, ...]
    all_required: bool
    approvals: tuple[Approver, ...] = ()

    @property
    def approved(self) -> bool:
        if self.all_required:
            return all(who in self.approvals for who in self.entitled)
        return bool(self.approvals)

    @property
    def waiting_for(self) -> tuple[Approver, ...]:
        if self.approved:
            return ()
        return tuple(who for who in self.entitled if who not in self.approvals)

    def approve(self, by: Approver) -> PendingHand:
        if by not in self.entitled:
            refuse(
                "DO-6",
                f"Art. 6: la mano solo la puede aprobar {approvers_text(self)}; no {by}.",
                players=[by] if isinstance(by, int) else [],
            )
        if by in self.approvals:
            return self
        return replace(self, approvals=(*self.approvals, by))


def approvers_text(pending: PendingHand) -> str:
    names = [
        "el juez árbitro" if who == ARBITER else f"el jugador {who}" for who in pending.entitled
    ]
    if pending.all_required:
        return join_words(names)
    return " o ".join(names)
