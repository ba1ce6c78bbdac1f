"""The views of a domino encounter as plain dataclasses, without SQL: what the store reads into
them (store/domino/acta_view.py) and what the acta PDF prints from them. `delegado verify` fills
the same classes from acta.json to rebuild the pages (documents/domino/rebuild.py) without
loading the database layer, whose import alone takes longer than a verification."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from typing import Any, Protocol

from delegate_app.domain.domino import (
    DominoSettings,
    EncounterResult,
    Hand,
    HandEnd,
    Pair,
    Partida,
    Seat,
    Tile,
)
from delegate_app.domain.domino.common import pair_label
from delegate_app.domain.domino.hand import Approver
from delegate_app.domain.domino.partida import (
    BodyDecision,
    DecisionKind,
    SubstitutionPermission,
)
from delegate_app.store.acta_views import CommonActaView
from delegate_app.store.errors import StoreError

SUBSTITUTION, SUSPENSION, RESUMPTION, ABANDONMENT, DECISION = (
    "sustitucion",
    "suspension",
    "reanudacion",
    "abandono",
    "decision",
)
# Substitutions written before migration 0009 did not record who allowed them.
NOT_RECORDED = "no consta"
# A player's name for a message; "" for no player.
PlayerNamer = Callable[[int | None], str]


@dataclass(frozen=True)
class PlayerRef:
    id: int
    name: str
    licence: str
    pair: Pair  # the team he plays for in this encounter
    list_number: int
    active: bool

    @property
    def label(self) -> str:
        return f"{self.name} (lic. {self.licence})" if self.licence else self.name


@dataclass(frozen=True)
class EventLine:
    partida: int
    after_hand: int
    kind: str
    text: str
    created_at: datetime


@dataclass
class TableView:
    number: int
    home: tuple[int, int] | None = None
    away: tuple[int, int] | None = None
    annotator: int | None = None
    counter: int | None = None
    arbiter_counts: bool = False
    salidor_seat: Seat = Seat.SOUTH
    draw_rounds: list[dict[int, str]] = field(default_factory=list)
    partidas: list[Partida] = field(default_factory=list)
    events: list[EventLine] = field(default_factory=list)

    @property
    def set_up(self) -> bool:
        return self.home is not None

    @property
    def seated(self) -> bool:
        return bool(self.partidas)

    @property
    def current(self) -> Partida | None:
        """The partida being played: the first without a winner, else the last one."""
        for partida in self.partidas:
            if not partida.finished:
                return partida
        return self.partidas[-1] if self.partidas else None

    def partida(self, number: int) -> Partida | None:
        return self.partidas[number - 1] if 1 <= number <= len(self.partidas) else None


@dataclass(frozen=True)
class DropLine:
    """DO-19.4: how many times a pair dropped tiles in one partida."""

    table: int
    partida: int
    pair: Pair
    count: int
    recorded: bool  # reached the count from which the acta records it


@dataclass(frozen=True)
class NeedLine:
    """DO-17: a need a player declared before the partida, as the acta records it."""

    number: int  # the incident's number on the acta
    table: int
    partida: int
    player: str
    need: str
    told: str  # "el juez árbitro" or "el capitán del equipo contrario"
    measures: str

    @property
    def text(self) -> str:
        measures = f"; medidas: {self.measures.rstrip('.')}" if self.measures else ""
        return (
            f"Art. 17: {self.player} declaró antes de la partida «{self.need.rstrip('.')}», "
            f"comunicado a {self.told}{measures} (incidencia n.º {self.number})."
        )


@dataclass(kw_only=True)
class EncounterView(CommonActaView):
    played_at: datetime | None
    settings: DominoSettings
    players: dict[int, PlayerRef]
    tables: list[TableView]
    result: EncounterResult
    drops: list[DropLine]
    needs: list[NeedLine] = field(default_factory=list)

    def needs_of(self, table: int, partida: int) -> list[NeedLine]:
        return [n for n in self.needs if (n.table, n.partida) == (table, partida)]

    def team_name(self, pair: Pair) -> str:
        return self.home_team if pair is Pair.HOME else self.away_team

    def name(self, player_id: int | None) -> str:
        if player_id is None:
            return ""
        player = self.players.get(player_id)
        return player.name if player else f"jugador n.º {player_id}"

    def team_players(self, pair: Pair) -> list[PlayerRef]:
        return [p for p in self.players.values() if p.pair is pair and p.active]

    def table(self, number: int) -> TableView:
        return self.tables[number - 1]

    @property
    def score_text(self) -> str:
        won = self.result.partidas_won
        return f"{won[Pair.HOME]} – {won[Pair.AWAY]}"


# --- the events of a partida as the acta prints them -------------------------------------------


class EventFacts(Protocol):
    """What an event's printed sentence is made of: a DominoEvent row has these columns, and
    `ContentEvent` reads them back from the acta's content. Read-only: the frozen
    `ContentEvent` satisfies it as well as the row."""

    @property
    def kind(self) -> str: ...
    @property
    def after_hand(self) -> int: ...
    @property
    def player_id(self) -> int | None: ...
    @property
    def substitute_id(self) -> int | None: ...
    @property
    def seat(self) -> str | None: ...
    @property
    def pair(self) -> str | None: ...
    @property
    def home_points(self) -> int: ...
    @property
    def away_points(self) -> int: ...
    @property
    def reason(self) -> str: ...
    @property
    def permitted_by(self) -> str: ...
    @property
    def captains(self) -> str: ...
    @property
    def decision(self) -> str: ...
    @property
    def decided_on(self) -> date | None: ...
    @property
    def reference(self) -> str: ...


@dataclass(frozen=True)
class ContentEvent:
    """An event as the domino content carries it (store/domino/acta.py, ``_event_content``)."""

    kind: str
    after_hand: int
    player_id: int | None
    substitute_id: int | None
    seat: str | None
    pair: str | None
    home_points: int
    away_points: int
    reason: str
    created_at: datetime
    permitted_by: str = ""
    captains: str = ""
    decision: str = ""
    decided_on: date | None = None
    reference: str = ""

    @classmethod
    def of(cls, entry: Mapping[str, Any]) -> ContentEvent:
        """TypeError, KeyError or ValueError for an entry the store never writes."""
        decided = entry.get("decision") or {}
        on = decided.get("fecha")
        return cls(
            kind=str(entry["tipo"]),
            after_hand=int(entry["tras_mano"]),
            player_id=entry["jugador"],
            substitute_id=entry["sustituto"],
            seat=entry["asiento"],
            pair=entry["pareja"],
            home_points=int(entry["local"]),
            away_points=int(entry["visitante"]),
            reason=entry["motivo"] or "",
            created_at=datetime.fromisoformat(entry["hora"]),
            permitted_by=entry.get("permiso_arbitro") or "",
            captains="|".join(entry.get("capitanes") or ()),
            decision=decided.get("tipo") or "",
            decided_on=date.fromisoformat(on[:10]) if on else None,
            reference=decided.get("referencia") or "",
        )


def substitution_permission(event: EventFacts) -> SubstitutionPermission:
    """DO-20.3: who allowed a recorded substitution (older rows: "no consta")."""
    captains = tuple(name for name in (event.captains or "").split("|") if name.strip())
    if not (event.permitted_by or "").strip() and len(captains) != 2:
        return SubstitutionPermission(arbiter=NOT_RECORDED)
    return SubstitutionPermission(arbiter=event.permitted_by or "", captains=captains)


def body_decision(event: EventFacts) -> BodyDecision:
    if event.decided_on is None:  # the store writes the date with every decision
        raise StoreError("Una decisión del órgano competente de la partida no anota su fecha.")
    return BodyDecision(DecisionKind(event.decision), event.decided_on, event.reference)


def event_text(event: EventFacts, name: PlayerNamer) -> str:
    score = f"{event.home_points}-{event.away_points}"
    when = f"tras la mano {event.after_hand}" if event.after_hand else "antes de la primera mano"
    if event.kind == SUBSTITUTION:
        seat = Seat(event.seat).label if event.seat else ""
        text = (
            f"Sustitución (art. 20) {when}: entra {name(event.substitute_id)} por "
            f"{name(event.player_id)}, en el asiento {seat}; "
            f"{substitution_permission(event).text}."
        )
        if event.reason:
            text = f"{text} Causa: {event.reason.rstrip('.')}."
        return text
    if event.kind == DECISION:
        return f"Art. 20: {body_decision(event).text}; partida suspendida con {score}."
    elif event.kind == SUSPENSION:
        text = f"Partida suspendida (art. 20) {when}, con {score}."
    elif event.kind == RESUMPTION:
        text = f"Partida reanudada (art. 20) {when}, con {score}."
    else:
        pair = pair_label(Pair(event.pair)) if event.pair else ""
        text = f"Abandono (art. 20) de {name(event.player_id)} ({pair}) {when}, con {score}."
    return f"{text} {event.reason.rstrip('.')}." if event.reason else text


# --- a partida as written ----------------------------------------------------------------------


def hand_of(
    number: int,
    salidor: str,
    end: str,
    winner: str | None,
    points: int,
    lead_passes: bool,
    domino_by: str | None,
    offender: str | None,
    tiles: Mapping[str, Sequence[str]],
    approved_by: Sequence[Approver],
) -> Hand:
    """A line of the Hoja as it was written (a DominoHand row, or a hand of the acta's content):
    taken as it is, not counted again."""
    return Hand(
        number=number,
        salidor=Seat(salidor),
        end=HandEnd(end),
        winner=Pair(winner) if winner else None,
        points=points,
        lead_passes=lead_passes,
        domino_by=Seat(domino_by) if domino_by else None,
        offender=Seat(offender) if offender else None,
        tiles_left=tuple(
            (Seat(seat), tuple(Tile.parse(t) for t in held)) for seat, held in tiles.items()
        ),
        approved_by=tuple(approved_by),
    )


def _event_player(event: EventFacts, player_id: int | None) -> int:
    if player_id is None:  # the store writes both players of these events: a foreign row
        raise StoreError(f"Un suceso «{event.kind}» de la partida no anota su jugador.")
    return player_id


def apply_event(partida: Partida, event: EventFacts) -> Partida:
    if event.kind == SUBSTITUTION:
        return partida.substitute(
            _event_player(event, event.player_id),
            _event_player(event, event.substitute_id),
            event.reason or NOT_RECORDED,
            substitution_permission(event),
        )
    if event.kind == DECISION:
        return partida.decide(body_decision(event))
    if event.kind == SUSPENSION:
        return partida.suspend(event.reason)
    if event.kind == RESUMPTION:
        return partida.resume()
    if event.kind == ABANDONMENT:
        return partida.abandon(_event_player(event, event.player_id), event.reason)
    raise StoreError(f"Suceso de partida desconocido: «{event.kind}».")


def replay_written(
    partida: Partida, hands: Sequence[Hand], events: Sequence[EventFacts]
) -> Partida:
    """The partida as written: its events between its hands, in the order they happened."""
    after: dict[int, list[EventFacts]] = {}
    for event in events:
        after.setdefault(event.after_hand, []).append(event)
    for count in range(len(hands) + 1):
        for event in after.get(count, ()):
            partida = apply_event(partida, event)
        if count < len(hands):
            partida = replace(partida, hands=(*partida.hands, hands[count]))
    return partida
