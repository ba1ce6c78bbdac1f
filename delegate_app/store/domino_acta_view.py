"""What the domino guide shows of an encounter: its tables, partidas, incidents, dropped tiles,
signatures and deadlines, read in one go (``encounter_view``)."""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from delegate_app.domain.domino import (
    NEED_KIND,
    DominoError,
    DominoSettings,
    EncounterResult,
    Pair,
    Partida,
    Seat,
    encounter_result,
    incident_kind,
)
from delegate_app.domain.domino.common import pair_label
from delegate_app.domain.domino_deadlines import domino_deadlines, needs_committee
from delegate_app.store.acta import (
    CommonActaView,
    common_view_fields,
    incident_entries,
)
from delegate_app.store.database import Database
from delegate_app.store.domino_acta import (
    DECISION,
    RESUMPTION,
    SUBSTITUTION,
    SUSPENSION,
    Loaded,
    PlayerNamer,
    PlayerRef,
    body_decision,
    domain_incidents,
    load_encounter,
    namer,
    refusal,
    substitution_permission,
    table_partidas,
)
from delegate_app.store.models import (
    DominoEvent,
    Incident,
)
from delegate_app.store.snapshots import reading_db

# --- views ---------------------------------------------------------------------------------------


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


# --- the view ------------------------------------------------------------------------------------


def _event_text(event: DominoEvent, name: PlayerNamer) -> str:
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


def _table_views(loaded: Loaded) -> list[TableView]:
    name = namer(loaded)
    views = []
    for number in range(1, loaded.settings.tables + 1):
        row = loaded.tables.get(number)
        view = TableView(number)
        if row is not None:
            view.home = (row.home_player1_id, row.home_player2_id)
            view.away = (row.away_player1_id, row.away_player2_id)
            view.annotator, view.counter = row.annotator_id, row.counter_id
            view.arbiter_counts = row.arbiter_counts
            view.salidor_seat = Seat(row.salidor_seat)
            rounds: dict[int, dict[int, str]] = defaultdict(dict)
            for draw in loaded.draws.get(number, []):
                rounds[draw.round_number][draw.player_id] = draw.tile
            view.draw_rounds = [rounds[r] for r in sorted(rounds)]
            view.partidas = table_partidas(loaded, number)
            view.events = [
                EventLine(
                    e.partida_number, e.after_hand, e.kind, _event_text(e, name), e.created_at
                )
                for (table, _p), events in sorted(loaded.events.items())
                if table == number
                for e in events
            ]
        views.append(view)
    return views


def _number(value: object) -> int:
    """A number as the incident's JSON holds it; TypeError for anything that is not one."""
    if isinstance(value, int | str | float):
        return int(value)
    raise TypeError(f"No es un número: {value!r}")


def _drops(incidents: Sequence[Incident], settings: DominoSettings) -> list[DropLine]:
    counts: dict[tuple[int, int, str], int] = defaultdict(int)
    for incident in domain_incidents(incidents):
        fields = incident.fields
        try:
            key = (_number(fields["mesa"]), _number(fields["partida"]), str(fields["pareja"]))
        except (KeyError, TypeError, ValueError):
            continue
        counts[key] += 1
    return [
        DropLine(table, partida, Pair(pair), count, count >= settings.drops_recorded_from)
        for (table, partida, pair), count in sorted(counts.items())
    ]


def _needs(incidents: Sequence[Incident]) -> list[NeedLine]:
    """DO-17: the needs declared before each partida (an entry withdrawn later is left out)."""
    withdrawn = {i.corrects_id for i in incidents if i.corrects_id is not None}
    lines = []
    for number, incident in enumerate(incidents, start=1):
        if incident.rule_id != NEED_KIND or incident.id in withdrawn:
            continue
        fields = json.loads(incident.fields_json or "{}")
        try:
            where = (_number(fields["mesa"]), _number(fields["partida"]))
        except (KeyError, TypeError, ValueError):
            continue
        text = {key: str(fields.get(key) or "") for key in ("jugador", "necesidad", "medidas")}
        told = str(fields.get("comunicada_a") or "")
        lines.append(
            NeedLine(number, *where, text["jugador"], text["necesidad"], told, text["medidas"])
        )
    return lines


def encounter_view(db: Database, match_id: int) -> EncounterView:
    db = reading_db(db, match_id)  # a locked acta is read from its snapshot
    with db.session() as s:
        loaded = load_encounter(s, match_id)
        match = loaded.match
        tables = _table_views(loaded)
        incidents = incident_entries(s, match_id)
        partidas = [p for table in tables for p in table.partidas]
        try:
            result = encounter_result(partidas, loaded.settings)
        except DominoError as exc:
            raise refusal(exc, loaded) from exc
        for_committee = needs_committee(
            (i.rule_id for i in incidents), (p.status for p in partidas)
        )
        return EncounterView(
            **common_view_fields(s, match_id, incidents, lambda i: _title(i.rule_id)),
            played_at=match.played_at,
            settings=loaded.settings,
            players=loaded.people,
            tables=tables,
            result=result,
            drops=_drops(incidents, loaded.settings),
            needs=_needs(incidents),
            deadlines=domino_deadlines(match.played_at or match.scheduled_at, for_committee),
        )


def _title(rule_id: str) -> str:
    try:
        return incident_kind(rule_id).title
    except ValueError:
        return rule_id
