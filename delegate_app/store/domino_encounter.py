"""The acta of a domino team encounter as the domino guide fills it, up to its lock.

The rules are the domain's (``domain/domino``); this module keeps what happened at each table,
in one transaction per action, and rebuilds the domain objects from it:

- set-up per table: the titular pairs of both teams and the DO-6 roles (annotator from the home
  pair, counter from the rival pair, or the arbiter counting);
- the seat draw (DO-7.2, DO-7.4): every round of tiles, saved only once it seats the table; a
  tie is refused with the names of who draws again, and nothing is saved until it is settled;
- per partida the seats it started with; the next partida's seats are written when a partida
  ends (DO-7.2b: the losing pair swaps);
- the Hoja de Anotaciones: a hand is counted (``propose_hand``, nothing written), approved by
  the counter (or as DO-6 says when the arbiter counts), and only then written (``write_hand``),
  which counts it again from what it says, so a stale or forged proposal is refused;
- substitutions (DO-20.3), suspensions and resumptions (DO-20) and abandonments (DO-20.4) as
  events placed between the hands, each also written in the incident log;
- incidents from the domino catalog, validated; dropped tiles (DO-19.2, DO-19.3) are counted per
  pair and partida, and from the count the setting names (DO-19.4) the acta records the
  ordinal, in the entry itself and in a DO-19.4 entry of its own;
- every partida with a winner is also a PartidaResult row, so the standings follow the Hojas.

The acta row (MatchDay), its signatures, lock and annexes are the chess match day's
(store/matchday.py): the same functions sign, lock and annex a domino acta, once
``matchday.acta_content`` hands domino matches to ``domino_acta_content`` below, which is what
is hashed, signed, printed and checked by ``integrity.verify_database``.

Decisions (the regulation is silent):

- A player may sit at one table only; a substitute is a player of the same team's club who is
  not playing at any table of the encounter.
- A table's players can change until its seat draw (after it, a change of player is a
  substitution), its roles until the first hand; the draw can be repeated (``reset_draw``) only
  while nothing has been played on it.
- Deadlines: chapter III sets none. As its own default Delegado shows the periods of the chess
  league (CH-14, CH-15.3) on the same business-day calendar, labelled as the league's and not
  the regulation's: the result by 21:00 of the second business day, the acta and Hojas by 21:00
  of the seventh (the second when the acta holds an incident for the competent body: art. 11,
  15, 19.4, 20, 20.4). A rule in rules.md would make it a setting.
"""

from __future__ import annotations

import json
import logging
import re
from collections import defaultdict
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import date, datetime

from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import Session, select

from delegate_app.domain.acta_hash import content_hash
from delegate_app.domain.competition import MatchPoints, Sport
from delegate_app.domain.deadlines import REPORT_TIME, Deadline, HolidayCalendar
from delegate_app.domain.domino import (
    ARBITER,
    DROP_KINDS,
    DominoError,
    DominoSettings,
    EncounterResult,
    FieldKind,
    Hand,
    HandEnd,
    Pair,
    Partida,
    PartidaStatus,
    PendingHand,
    RedrawGroup,
    RedrawNeeded,
    Seat,
    Seating,
    TablePlayers,
    TableSetup,
    Tile,
    draw_seats,
    encounter_result,
    incident_kind,
    next_drop,
    next_partida_seating,
    validate_incident,
)
from delegate_app.domain.domino import Incident as DominoIncident
from delegate_app.domain.findings import Finding
from delegate_app.store import matchday
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.incidents import append_incident
from delegate_app.store.matchday import IncidentLine, SignatureLine
from delegate_app.store.models import (
    Annex,
    Club,
    Competition,
    DominoDraw,
    DominoEvent,
    DominoHand,
    DominoPartida,
    DominoTable,
    Incident,
    Match,
    PartidaResult,
    Player,
    Round,
    Team,
)
from delegate_app.store.snapshots import reading_db

log = logging.getLogger(__name__)

STEPS = ("Equipos y mesas", "Sorteo de asientos", "Hojas de anotación", "Incidencias", "Cierre")
SUBSTITUTION, SUSPENSION, RESUMPTION, ABANDONMENT = (
    "sustitucion",
    "suspension",
    "reanudacion",
    "abandono",
)
# Incidents the competent body has to look at: the acta then goes in sooner (see Decisions).
COMMITTEE_RULES = frozenset({"DO-11", "DO-15", "DO-19.4", "DO-20", "DO-20.4"})
# Kinds the store writes itself, as the consequence of another action.
AUTOMATIC_RULES = {
    "DO-19.4": (
        "Art. 19.4 se anota solo: al registrar una caída de fichas (art. 19.2 o 19.3) Delegado "
        "cuenta las de cada pareja en la partida y deja constancia del ordinal."
    ),
    "DO-20.4": (
        "El abandono se anota desde la Hoja de la partida (botón «Abandono…»), que además da "
        "la partida por terminada (art. 20.4)."
    ),
}
PLAYED = "jugado"
PAIR_OF_SIDE = {matchday.HOME: Pair.HOME, matchday.AWAY: Pair.AWAY}


# --- views ---------------------------------------------------------------------------------------


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


@dataclass
class EncounterView:
    match_id: int
    competition: str
    category: str
    federation: str
    season: str
    round_number: int
    official_start: datetime
    played_at: datetime | None
    venue: str
    home_team: str
    away_team: str
    home_club: str
    away_club: str
    settings: DominoSettings
    step: int
    arbiter_name: str
    arbiter_licence: str
    players: dict[int, PlayerRef]
    tables: list[TableView]
    result: EncounterResult
    incidents: list[IncidentLine]
    drops: list[DropLine]
    signatures: list[SignatureLine]
    annexes: list[Annex]
    locked_at: datetime | None
    content_hash: str
    deadlines: list[Deadline] = field(default_factory=list)

    @property
    def locked(self) -> bool:
        return self.locked_at is not None

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

    def required_roles(self) -> tuple[str, ...]:
        roles = ("delegado_local", "delegado_visitante")
        return (*roles, "arbitro") if self.arbiter_name.strip() else roles

    def valid_signatures(self) -> dict[str, SignatureLine]:
        return {s.role: s for s in self.signatures if s.valid and s.annex_id is None}

    def missing_roles(self) -> list[str]:
        signed = self.valid_signatures()
        return [role for role in self.required_roles() if role not in signed]

    def voided_signatures(self) -> list[SignatureLine]:
        return [s for s in self.signatures if not s.valid and s.annex_id is None]


# --- loading -------------------------------------------------------------------------------------


def settings_of(competition: Competition) -> DominoSettings:
    return DominoSettings(
        target=competition.target_score,
        tables=competition.tables_per_team,
        partidas_per_table=competition.partidas_per_table,
        league_points=MatchPoints(
            competition.points_win, competition.points_draw, competition.points_loss
        ),
    )


@dataclass
class _Loaded:
    match: Match
    rnd: Round
    competition: Competition
    home: Team
    away: Team
    settings: DominoSettings
    people: dict[int, PlayerRef]
    tables: dict[int, DominoTable]
    draws: dict[int, list[DominoDraw]]
    partida_rows: dict[tuple[int, int], DominoPartida]
    hands: dict[tuple[int, int], list[DominoHand]]
    events: dict[tuple[int, int], list[DominoEvent]]
    arbiter: str  # the acta's arbiter, "" when there is none
    # The partidas of each table as rebuilt from the rows; actions keep it up to date, so a
    # whole encounter can be played on one load (the demo does) without replaying every time.
    partidas: dict[int, list[Partida]] = field(default_factory=dict)


def _people(s: Session, home: Team, away: Team) -> dict[int, PlayerRef]:
    people = {}
    for team, pair in ((home, Pair.HOME), (away, Pair.AWAY)):
        for player in s.exec(
            select(Player).where(Player.club_id == team.club_id).order_by(Player.list_number)
        ):
            people[player.id] = PlayerRef(
                player.id,
                player.full_name,
                player.licence or "",
                pair,
                player.list_number,
                player.active,
            )
    return people


def _by_key(rows, key) -> dict:
    grouped: dict = defaultdict(list)
    for row in rows:
        grouped[key(row)].append(row)
    return grouped


def _load(s: Session, match_id: int) -> _Loaded:
    match, rnd, competition, home, away = matchday._parts(s, match_id)
    if competition.sport != Sport.DOMINO.value:
        raise StoreError("Este encuentro no es de dominó.")
    try:
        settings = settings_of(competition)
    except ValueError as exc:
        raise StoreError(str(exc)) from exc
    return _Loaded(
        match=match,
        rnd=rnd,
        competition=competition,
        home=home,
        away=away,
        settings=settings,
        people=_people(s, home, away),
        tables={
            t.table_number: t
            for t in s.exec(select(DominoTable).where(DominoTable.match_id == match_id))
        },
        draws=_by_key(
            s.exec(
                select(DominoDraw)
                .where(DominoDraw.match_id == match_id)
                .order_by(DominoDraw.table_number, DominoDraw.round_number, DominoDraw.id)
            ),
            lambda d: d.table_number,
        ),
        partida_rows={
            (p.table_number, p.partida_number): p
            for p in s.exec(select(DominoPartida).where(DominoPartida.match_id == match_id))
        },
        hands=_by_key(
            s.exec(
                select(DominoHand)
                .where(DominoHand.match_id == match_id)
                .order_by(DominoHand.table_number, DominoHand.partida_number, DominoHand.number)
            ),
            lambda h: (h.table_number, h.partida_number),
        ),
        events=_by_key(
            s.exec(
                select(DominoEvent).where(DominoEvent.match_id == match_id).order_by(DominoEvent.id)
            ),
            lambda e: (e.table_number, e.partida_number),
        ),
        arbiter=(getattr(matchday._acta(s, match_id), "arbiter_name", "") or "").strip(),
    )


def _setup(row: DominoTable) -> TableSetup:
    return TableSetup(
        row.table_number,
        TablePlayers(
            (row.home_player1_id, row.home_player2_id), (row.away_player1_id, row.away_player2_id)
        ),
        row.annotator_id,
        row.counter_id,
        row.arbiter_counts,
    )


def _seating(row: DominoPartida) -> Seating:
    return Seating(
        row.north_id,
        row.east_id,
        row.south_id,
        row.west_id,
        Pair(row.north_south),
        Seat(row.salidor),
    )


def _hand(row: DominoHand) -> Hand:
    tiles = json.loads(row.tiles_left_json or "{}")
    return Hand(
        number=row.number,
        salidor=Seat(row.salidor),
        end=HandEnd(row.end_kind),
        winner=Pair(row.winner) if row.winner else None,
        points=row.points,
        lead_passes=row.lead_passes,
        domino_by=Seat(row.domino_by) if row.domino_by else None,
        offender=Seat(row.offender) if row.offender else None,
        tiles_left=tuple(
            (Seat(seat), tuple(Tile.parse(t) for t in held)) for seat, held in tiles.items()
        ),
        approved_by=tuple(json.loads(row.approved_by_json or "[]")),
    )


def _apply(partida: Partida, event: DominoEvent) -> Partida:
    if event.kind == SUBSTITUTION:
        return partida.substitute(event.player_id, event.substitute_id, event.reason)
    if event.kind == SUSPENSION:
        return partida.suspend(event.reason)
    if event.kind == RESUMPTION:
        return partida.resume()
    if event.kind == ABANDONMENT:
        return partida.abandon(event.player_id, event.reason)
    raise StoreError(f"Suceso de partida desconocido: «{event.kind}».")


def _replay(partida: Partida, hands: list[DominoHand], events: list[DominoEvent]) -> Partida:
    """The partida as written: its events between its hands, in the order they happened."""
    after = _by_key(events, lambda e: e.after_hand)
    for count in range(len(hands) + 1):
        for event in after.get(count, ()):
            partida = _apply(partida, event)
        if count < len(hands):
            # Rows were validated when written; appending them as they are keeps a reload cheap.
            partida = replace(partida, hands=(*partida.hands, _hand(hands[count])))
    return partida


def _table_partidas(loaded: _Loaded, table: int) -> list[Partida]:
    if table not in loaded.partidas:
        loaded.partidas[table] = _rebuild_partidas(loaded, table)
    return loaded.partidas[table]


def _rebuild_partidas(loaded: _Loaded, table: int) -> list[Partida]:
    row = loaded.tables.get(table)
    if row is None:
        return []
    setup = _setup(row)
    partidas: list[Partida] = []
    number = 1
    while (table, number) in loaded.partida_rows:
        prow = loaded.partida_rows[(table, number)]
        current_setup = setup if not partidas else partidas[-1].setup
        partida = Partida(current_setup, _seating(prow), number, loaded.settings)
        partida = _replay(
            partida, loaded.hands.get((table, number), []), loaded.events.get((table, number), [])
        )
        partidas.append(partida)
        number += 1
    return partidas


# --- messages with names -------------------------------------------------------------------------


def _naming(loaded: _Loaded):
    def name(player_id: int | None) -> str:
        if player_id is None:
            return ""
        player = loaded.people.get(player_id)
        return player.name if player else f"jugador n.º {player_id}"

    return name


def _named(finding: Finding, name) -> str:
    """The domain cites players by id; the delegate reads names."""
    text = finding.message
    for player_id in sorted(set(finding.player_ids), reverse=True):
        text = re.sub(rf"(?<!º )(?<![\w.|\-]){player_id}(?![\w|\-])", name(player_id), text)
    return text


def _refusal(exc: DominoError, loaded: _Loaded) -> StoreError:
    name = _naming(loaded)
    return StoreError("\n".join(_named(f, name) for f in exc.findings) or str(exc))


def _words(names: Sequence[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} y {names[-1]}"


class RedrawNeededError(StoreError):
    """DO-7.2: the tiles drawn so far do not seat the table; ``groups`` name who draws again."""

    def __init__(self, message: str, groups: tuple[RedrawGroup, ...]):
        super().__init__(message)
        self.groups = groups

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(player for group in self.groups for player in group.players)


def _redraw_message(outcome: RedrawNeeded, name) -> str:
    parts = [
        f"{_words([name(p) for p in group.players])} (para decidir {group.decides})"
        for group in outcome.groups
    ]
    return (
        "Art. 7.2: empate en el sorteo de puestos; deben levantar una nueva ficha "
        f"{_words(parts)}. No se ha guardado nada todavía."
    )


# --- content: what is hashed, signed and printed --------------------------------------------------


def _player_data(loaded: _Loaded, player_id: int) -> dict:
    player = loaded.people.get(player_id)
    return {
        "id": player_id,
        "nombre": player.name if player else "",
        "licencia": player.licence if player else "",
    }


def domino_acta_content(s: Session, match_id: int) -> dict:
    """Everything the domino acta says, as plain data: what is hashed, signed and printed."""
    loaded = _load(s, match_id)
    match, rnd, competition = loaded.match, loaded.rnd, loaded.competition
    acta = matchday._acta(s, match_id)
    settings = loaded.settings
    tables = []
    for number in sorted(loaded.tables):
        row = loaded.tables[number]
        partidas = []
        for (table, partida_number), prow in sorted(loaded.partida_rows.items()):
            if table != number:
                continue
            key = (table, partida_number)
            partidas.append(
                {
                    "partida": partida_number,
                    "asientos": {
                        "N": prow.north_id,
                        "E": prow.east_id,
                        "S": prow.south_id,
                        "O": prow.west_id,
                    },
                    "norte_sur": prow.north_south,
                    "salidor": prow.salidor,
                    "manos": [
                        {
                            "mano": h.number,
                            "salidor": h.salidor,
                            "final": h.end_kind,
                            "gana": h.winner,
                            "puntos": h.points,
                            "pasa_salida": h.lead_passes,
                            "domino": h.domino_by,
                            "infractor": h.offender,
                            "fichas": json.loads(h.tiles_left_json or "{}"),
                            "aprobada_por": json.loads(h.approved_by_json or "[]"),
                            "aprobada": h.approved_at,
                        }
                        for h in loaded.hands.get(key, [])
                    ],
                    "sucesos": [
                        {
                            "tras_mano": e.after_hand,
                            "tipo": e.kind,
                            "jugador": e.player_id,
                            "sustituto": e.substitute_id,
                            "asiento": e.seat,
                            "pareja": e.pair,
                            "local": e.home_points,
                            "visitante": e.away_points,
                            "motivo": e.reason,
                            "hora": e.created_at,
                        }
                        for e in loaded.events.get(key, [])
                    ],
                    "estado": prow.status,
                    "ganador": prow.winner,
                    "local": prow.home_points,
                    "visitante": prow.away_points,
                }
            )
        involved = {
            row.home_player1_id,
            row.home_player2_id,
            row.away_player1_id,
            row.away_player2_id,
        }
        for (table, _n), events in loaded.events.items():
            if table == number:
                involved |= {e.substitute_id for e in events if e.substitute_id}
        tables.append(
            {
                "mesa": number,
                "local": [
                    _player_data(loaded, p) for p in (row.home_player1_id, row.home_player2_id)
                ],
                "visitante": [
                    _player_data(loaded, p) for p in (row.away_player1_id, row.away_player2_id)
                ],
                "jugadores": [_player_data(loaded, p) for p in sorted(involved)],
                "anotador": row.annotator_id,
                "contador": row.counter_id,
                "arbitro_cuenta": row.arbiter_counts,
                "asiento_elegido": row.salidor_seat,
                "sorteo": [
                    {"ronda": d.round_number, "jugador": d.player_id, "ficha": d.tile}
                    for d in loaded.draws.get(number, [])
                ],
                "partidas": partidas,
            }
        )
    results = s.exec(
        select(PartidaResult)
        .where(PartidaResult.match_id == match_id)
        .order_by(PartidaResult.table_number, PartidaResult.partida_number)
    )
    return {
        "deporte": Sport.DOMINO.value,
        "encuentro": {
            "id": match.id,
            "competicion": competition.name,
            "categoria": competition.category,
            "temporada": competition.season,
            "ronda": rnd.number,
            "hora_oficial": match.scheduled_at,
            "local": loaded.home.name,
            "visitante": loaded.away.name,
            "lugar": match.venue,
        },
        "ajustes": {
            "total": settings.target,
            "mesas": settings.tables,
            "partidas_por_mesa": settings.partidas_per_table,
            "puntos_liga": [
                settings.league_points.win,
                settings.league_points.draw,
                settings.league_points.loss,
            ],
        },
        "arbitro": {
            "nombre": acta.arbiter_name if acta else "",
            "licencia": acta.arbiter_licence if acta else "",
        },
        "mesas": tables,
        "resultados": [
            {
                "mesa": r.table_number,
                "partida": r.partida_number,
                "ganador": r.winner,
                "local": r.home_points,
                "visitante": r.away_points,
            }
            for r in results
        ],
        "incidencias": [
            {
                "id": i.id,
                "hora": i.created_at,
                "tipo": i.kind,
                "articulo": i.rule_id,
                "texto": i.text,
                "corrige": i.corrects_id,
            }
            for i in s.exec(
                select(Incident).where(Incident.match_id == match_id).order_by(Incident.id)
            )
        ],
    }


def acta_content_hash(s: Session, match_id: int) -> str:
    return content_hash(domino_acta_content(s, match_id))


# --- the view ------------------------------------------------------------------------------------


def _event_text(event: DominoEvent, name) -> str:
    score = f"{event.home_points}-{event.away_points}"
    when = f"tras la mano {event.after_hand}" if event.after_hand else "antes de la primera mano"
    if event.kind == SUBSTITUTION:
        seat = Seat(event.seat).label if event.seat else ""
        text = (
            f"Sustitución (art. 20.3) {when}: entra {name(event.substitute_id)} por "
            f"{name(event.player_id)}, en el asiento {seat}."
        )
    elif event.kind == SUSPENSION:
        text = f"Partida suspendida (art. 20) {when}, con {score}."
    elif event.kind == RESUMPTION:
        text = f"Partida reanudada (art. 20) {when}, con {score}."
    else:
        pair = Pair(event.pair).label if event.pair else ""
        text = f"Abandono (art. 20.4) de {name(event.player_id)} ({pair}) {when}, con {score}."
    return f"{text} {event.reason.rstrip('.')}." if event.reason else text


def _table_views(loaded: _Loaded) -> list[TableView]:
    name = _naming(loaded)
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
            view.partidas = _table_partidas(loaded, number)
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


def _domain_incidents(incidents: Sequence[Incident]) -> list[DominoIncident]:
    found = []
    for incident in incidents:
        if incident.kind in DROP_KINDS:
            found.append(DominoIncident(incident.kind, json.loads(incident.fields_json or "{}")))
    return found


def _drops(incidents: Sequence[Incident], settings: DominoSettings) -> list[DropLine]:
    counts: dict[tuple[int, int, str], int] = defaultdict(int)
    for incident in _domain_incidents(incidents):
        fields = incident.fields
        try:
            key = (int(fields["mesa"]), int(fields["partida"]), str(fields["pareja"]))
        except (KeyError, TypeError, ValueError):
            continue
        counts[key] += 1
    return [
        DropLine(table, partida, Pair(pair), count, count >= settings.drops_recorded_from)
        for (table, partida, pair), count in sorted(counts.items())
    ]


def domino_deadlines(
    match_date: datetime | date, for_committee: bool, calendar: HolidayCalendar | None = None
) -> list[Deadline]:
    """The deadlines shown on a domino acta (see the Decisions above: chapter III sets none)."""
    cal = calendar or HolidayCalendar()
    played = match_date.date() if isinstance(match_date, datetime) else match_date

    def at(days: int) -> datetime:
        return datetime.combine(cal.business_day_after(played, days), REPORT_TIME)

    note = "Plazo de la liga, no del reglamento (el capítulo III no fija plazos)."
    acta_days = 2 if for_committee else 7
    reason = " porque el acta recoge incidencias para el órgano competente" if for_committee else ""
    return [
        Deadline(
            "Liga",
            "Ambos capitanes comunican a la Federación el resultado y las incidencias antes de "
            "las 21:00 del segundo día hábil siguiente al encuentro. " + note,
            at(2),
            "Ambos capitanes o delegados",
        ),
        Deadline(
            "Liga",
            "El delegado local remite el Acta del Encuentro y las Hojas de Anotaciones antes de "
            f"las 21:00 del {'segundo' if for_committee else 'séptimo'} día hábil siguiente al "
            f"encuentro{reason}. " + note,
            at(acta_days),
            "Delegado del equipo local",
        ),
    ]


def encounter_view(db: Database, match_id: int) -> EncounterView:
    db = reading_db(db, match_id)  # a locked acta is read from its snapshot
    with db.session() as s:
        loaded = _load(s, match_id)
        match, rnd, competition = loaded.match, loaded.rnd, loaded.competition
        acta = matchday._acta(s, match_id)
        home_club, away_club = s.get(Club, loaded.home.club_id), s.get(Club, loaded.away.club_id)
        tables = _table_views(loaded)
        incidents = matchday.incident_entries(s, match_id)
        current_hash, annexes, signatures = matchday.signature_state(s, match_id)
        partidas = [p for table in tables for p in table.partidas]
        try:
            result = encounter_result(partidas, loaded.settings)
        except DominoError as exc:
            raise _refusal(exc, loaded) from exc
        for_committee = any(i.rule_id in COMMITTEE_RULES for i in incidents) or any(
            p.status in (PartidaStatus.SUSPENDED, PartidaStatus.ABANDONED) for p in partidas
        )
        return EncounterView(
            match_id=match.id,
            competition=competition.name,
            category=competition.category,
            federation=competition.federation,
            season=competition.season,
            round_number=rnd.number,
            official_start=match.scheduled_at,
            played_at=match.played_at,
            venue=match.venue,
            home_team=loaded.home.name,
            away_team=loaded.away.name,
            home_club=home_club.name,
            away_club=away_club.name,
            settings=loaded.settings,
            step=acta.step if acta else 0,
            arbiter_name=acta.arbiter_name if acta else "",
            arbiter_licence=acta.arbiter_licence if acta else "",
            players=loaded.people,
            tables=tables,
            result=result,
            incidents=[
                IncidentLine(
                    id=i.id,
                    created_at=i.created_at,
                    kind=i.kind,
                    rule_id=i.rule_id,
                    title=_title(i.rule_id),
                    text=i.text,
                    corrects_id=i.corrects_id,
                )
                for i in incidents
            ],
            drops=_drops(incidents, loaded.settings),
            signatures=signatures,
            annexes=annexes,
            locked_at=acta.locked_at if acta else None,
            content_hash=current_hash,
            deadlines=domino_deadlines(match.played_at or match.scheduled_at, for_committee),
        )


def _title(rule_id: str) -> str:
    try:
        return incident_kind(rule_id).title
    except ValueError:
        return rule_id


# --- editing -------------------------------------------------------------------------------------
# Each action is a core working on an open session and on the loaded state, which it keeps up to
# date (so the demo can play a whole encounter on one load), and a wrapper that is one
# transaction of its own.


@contextmanager
def _changing(db: Database, match_id: int, now: datetime) -> Iterator[tuple[Session, _Loaded]]:
    """One transaction on an acta that is still open; any refusal changes nothing."""
    try:
        with db.session() as s, s.begin():
            matchday._editable(s, match_id, now)
            yield s, _load(s, match_id)
    except DominoError as exc:
        raise StoreError(str(exc)) from exc
    except SQLAlchemyError as exc:
        reason = str(getattr(exc, "orig", exc))
        if reason.startswith("Acta cerrada"):
            raise StoreError(f"{reason} No se ha cambiado nada.") from exc
        log.exception("Acta de dominó no guardada (encuentro %s)", match_id)
        raise StoreError(
            "No se ha podido guardar el acta; no se ha cambiado nada. Los detalles están en el "
            "registro."
        ) from exc


def open_encounter(db: Database, match_id: int, now: datetime | None = None) -> None:
    """Create the acta of the encounter if it does not exist yet (opening the guide)."""
    with db.session() as s:
        _load(s, match_id)
    matchday.open_acta(db, match_id, now or datetime.now())


def set_arbiter(
    db: Database, match_id: int, name: str, licence: str = "", now: datetime | None = None
) -> None:
    """The arbiter of the encounter (DO-6, DO-20.3); empty when there is none."""
    now = now or datetime.now()
    with _changing(db, match_id, now) as (s, loaded):
        if not name.strip() and any(t.arbiter_counts for t in loaded.tables.values()):
            raise StoreError(
                "Art. 6: en alguna mesa cuenta y anota el árbitro; no se puede quitar el árbitro."
            )
        acta = matchday._acta(s, match_id)
        acta.arbiter_name, acta.arbiter_licence = name.strip(), licence.strip()
        loaded.arbiter = acta.arbiter_name
        s.add(acta)


def _check_table_number(loaded: _Loaded, table: object) -> int:
    if isinstance(table, bool) or not isinstance(table, int):
        raise StoreError(f"«{table}» no es un número de mesa.")
    if not 1 <= table <= loaded.settings.tables:
        raise StoreError(
            f"La mesa {table} no existe: el encuentro se juega a {loaded.settings.tables} mesas."
        )
    return table


def _busy_players(loaded: _Loaded, except_table: int) -> set[int]:
    """Players sitting (or set up to sit) at the other tables of the encounter."""
    busy: set[int] = set()
    for number, row in loaded.tables.items():
        if number == except_table:
            continue
        busy |= {row.home_player1_id, row.home_player2_id, row.away_player1_id, row.away_player2_id}
        for (table, _p), events in loaded.events.items():
            if table == number:
                busy |= {e.substitute_id for e in events if e.substitute_id}
    return busy


def set_table(
    db: Database,
    match_id: int,
    table: int,
    home: Sequence[int],
    away: Sequence[int],
    annotator: int,
    counter: int,
    arbiter_counts: bool = False,
    now: datetime | None = None,
) -> None:
    """The titular pairs of a table and who annotates and counts (DO-6)."""
    now = now or datetime.now()
    with _changing(db, match_id, now) as (s, loaded):
        _set_table(s, loaded, table, home, away, annotator, counter, arbiter_counts, now)


def _set_table(s, loaded, table, home, away, annotator, counter, arbiter_counts, now) -> None:
    table = _check_table_number(loaded, table)
    name = _naming(loaded)
    home, away = tuple(home), tuple(away)
    problems = []
    for pair, members in ((Pair.HOME, home), (Pair.AWAY, away)):
        team = loaded.home if pair is Pair.HOME else loaded.away
        if len(members) != 2 or None in members:
            problems.append(f"Faltan los dos jugadores de la pareja de {team.name}.")
            continue
        for player_id in members:
            player = loaded.people.get(player_id)
            if player is None or player.pair is not pair:
                problems.append(f"{name(player_id)} no es jugador de {team.name}.")
            elif not player.active:
                problems.append(f"{player.name} no está en activo en {team.name}.")
    if problems:
        raise StoreError("\n".join(problems))
    if len(set(home + away)) != 4:
        raise StoreError("Art. 7.2: un mismo jugador no puede ocupar dos puestos en la mesa.")
    busy = sorted(set(home + away) & _busy_players(loaded, table))
    if busy:
        names = _words([name(p) for p in busy])
        raise StoreError(f"{names} ya juega en otra mesa de este encuentro.")
    if annotator not in home:
        raise StoreError(
            "Art. 6: el anotador lo señala la pareja local entre sus dos jugadores "
            f"({_words([name(p) for p in home])})."
        )
    if counter not in away:
        raise StoreError(
            "Art. 6: el encargado del recuento lo señala la pareja rival entre sus dos "
            f"jugadores ({_words([name(p) for p in away])})."
        )
    if arbiter_counts and not loaded.arbiter:
        raise StoreError("Art. 6: para que cuente y anote el árbitro, anote antes al árbitro.")
    row = loaded.tables.get(table)
    same_players = row is not None and (
        {row.home_player1_id, row.home_player2_id} == set(home)
        and {row.away_player1_id, row.away_player2_id} == set(away)
    )
    if any(t == table for t, _p in loaded.partida_rows):
        if not same_players:
            raise StoreError(
                f"En la mesa {table} ya se han sorteado los puestos: un cambio de jugador es una "
                "sustitución (art. 20.3), desde la Hoja de la partida."
            )
        if any(t == table and hands for (t, _p), hands in loaded.hands.items()):
            raise StoreError(
                f"En la mesa {table} ya hay manos anotadas: el anotador y el contador no cambian "
                "durante la partida (art. 6)."
            )
    elif row is not None and not same_players:
        # The tiles drawn were other players'.
        for draw in loaded.draws.pop(table, []):
            s.delete(draw)
    row = row or DominoTable(
        match_id=loaded.match.id,
        table_number=table,
        home_player1_id=home[0],
        home_player2_id=home[1],
        away_player1_id=away[0],
        away_player2_id=away[1],
        annotator_id=annotator,
        counter_id=counter,
        updated_at=now,
    )
    row.home_player1_id, row.home_player2_id = home
    row.away_player1_id, row.away_player2_id = away
    row.annotator_id, row.counter_id = annotator, counter
    row.arbiter_counts = bool(arbiter_counts)
    row.updated_at = now
    s.add(row)
    loaded.tables[table] = row
    loaded.partidas.pop(table, None)


def _table_row(loaded: _Loaded, table: int) -> DominoTable:
    table = _check_table_number(loaded, table)
    row = loaded.tables.get(table)
    if row is None:
        raise StoreError(f"La mesa {table} todavía no tiene parejas (paso Equipos y mesas).")
    return row


def seat_draw(
    db: Database,
    match_id: int,
    table: int,
    rounds: Sequence[Mapping[int, str]],
    salidor_seat: Seat | str = Seat.SOUTH,
    now: datetime | None = None,
) -> Seating:
    """DO-7.2, DO-7.4: seat a table from every round of tiles drawn, all at once.

    A tie raises ``RedrawNeededError`` naming who draws again, and nothing is saved: call again
    with the earlier rounds and the new one. The seats are those of partida 1.
    """
    now = now or datetime.now()
    with _changing(db, match_id, now) as (s, loaded):
        return _seat_draw(s, loaded, table, rounds, salidor_seat, now)


def _seat_draw(s, loaded, table, rounds, salidor_seat, now) -> Seating:
    try:
        seat = Seat(salidor_seat)
    except ValueError:
        raise StoreError(f"Asiento desconocido: «{salidor_seat}».") from None
    row = _table_row(loaded, table)
    if (table, 1) in loaded.partida_rows:
        raise StoreError(f"Los puestos de la mesa {table} ya están sorteados.")
    cleaned = []
    for raw in rounds:
        entry = {}
        for player_id, tile in raw.items():
            if tile is None or (isinstance(tile, str) and not tile.strip()):
                raise StoreError(
                    f"Art. 7.2: falta la ficha que levantó {_naming(loaded)(player_id)}."
                )
            entry[player_id] = tile
        cleaned.append(entry)
    try:
        outcome = draw_seats(_setup(row).players, cleaned, seat, loaded.settings.seat_draw_tie)
    except DominoError as exc:
        raise _refusal(exc, loaded) from exc
    if isinstance(outcome, RedrawNeeded):
        raise RedrawNeededError(_redraw_message(outcome, _naming(loaded)), outcome.groups)
    for draw in loaded.draws.pop(table, []):
        s.delete(draw)
    draws = []
    for number, entry in enumerate(cleaned, start=1):
        for player_id, tile in entry.items():
            draws.append(
                DominoDraw(
                    match_id=loaded.match.id,
                    table_number=table,
                    round_number=number,
                    player_id=player_id,
                    tile=str(tile if isinstance(tile, Tile) else Tile.parse(str(tile))),
                )
            )
    s.add_all(draws)
    loaded.draws[table] = draws
    row.salidor_seat = seat.value
    row.updated_at = now
    s.add(row)
    _add_partida_row(s, loaded, table, 1, outcome, now)
    loaded.partidas.pop(table, None)
    return outcome


def reset_draw(db: Database, match_id: int, table: int, now: datetime | None = None) -> None:
    """Undo a seat draw typed wrongly, while nothing has been played on it."""
    now = now or datetime.now()
    with _changing(db, match_id, now) as (s, loaded):
        _table_row(loaded, table)
        keys = [key for key in loaded.partida_rows if key[0] == table]
        if any(loaded.hands.get(key) or loaded.events.get(key) for key in keys):
            raise StoreError(
                f"En la mesa {table} ya se ha jugado: el sorteo de puestos no se puede repetir."
            )
        for key in keys:
            s.delete(loaded.partida_rows.pop(key))
        for draw in loaded.draws.pop(table, []):
            s.delete(draw)
        loaded.partidas.pop(table, None)


def _add_partida_row(
    s: Session, loaded: _Loaded, table: int, number: int, seating: Seating, now: datetime
) -> None:
    row = DominoPartida(
        match_id=loaded.match.id,
        table_number=table,
        partida_number=number,
        north_id=seating.north,
        east_id=seating.east,
        south_id=seating.south,
        west_id=seating.west,
        north_south=seating.north_south.value,
        salidor=seating.salidor.value,
        updated_at=now,
    )
    s.add(row)
    loaded.partida_rows[(table, number)] = row


def _partida(loaded: _Loaded, table: int, number: int) -> Partida:
    _table_row(loaded, table)
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise StoreError(f"«{number}» no es un número de partida.")
    if number > loaded.settings.partidas_per_table:
        raise StoreError(
            f"La partida {number} no existe: se juegan {loaded.settings.partidas_per_table} por "
            "mesa."
        )
    partidas = _table_partidas(loaded, table)
    if number > len(partidas):
        if not partidas:
            raise StoreError(f"Antes de jugar, sortee los puestos de la mesa {table} (art. 7.2).")
        raise StoreError(
            f"La partida {number} de la mesa {table} empieza cuando termine la {len(partidas)}."
        )
    return partidas[number - 1]


def _save_state(s: Session, loaded: _Loaded, partida: Partida, now: datetime) -> None:
    """The partida's state and score on its row; a winner is also a PartidaResult (standings)
    and seats the next partida with the losing pair swapped (DO-7.2b)."""
    table, number = partida.setup.table, partida.number
    partidas = _table_partidas(loaded, table)
    partidas[number - 1] = partida
    row = loaded.partida_rows[(table, number)]
    score = partida.final_score
    row.status = partida.status.value
    row.winner = partida.winner.value if partida.winner else None
    row.home_points, row.away_points = score[Pair.HOME], score[Pair.AWAY]
    row.updated_at = now
    s.add(row)
    if partida.winner is None:
        return
    results = {
        (r.table_number, r.partida_number): r
        for r in s.exec(select(PartidaResult).where(PartidaResult.match_id == loaded.match.id))
    }
    result = results.get((table, number)) or PartidaResult(
        match_id=loaded.match.id,
        table_number=table,
        partida_number=number,
        winner="",
        home_points=0,
        away_points=0,
        updated_at=now,
    )
    if (result.winner, result.home_points, result.away_points) != (
        partida.winner.value,
        row.home_points,
        row.away_points,
    ):
        result.winner = partida.winner.value
        result.home_points, result.away_points = row.home_points, row.away_points
        result.updated_at = now
        s.add(result)
    results[(table, number)] = result
    if len(results) >= loaded.settings.tables * loaded.settings.partidas_per_table:
        loaded.match.status = PLAYED
        s.add(loaded.match)
    following = number + 1
    if following <= loaded.settings.partidas_per_table and (
        (table, following) not in loaded.partida_rows
    ):
        seating = next_partida_seating(partida)
        _add_partida_row(s, loaded, table, following, seating, now)
        partidas.append(Partida(partida.setup, seating, following, loaded.settings))


def propose_hand(
    db: Database,
    match_id: int,
    table: int,
    partida: int,
    end: HandEnd | str,
    *,
    winner: Pair | str | None = None,
    points: int | None = None,
    domino_by: Seat | str | None = None,
    tiles_left: Mapping[Seat | str, Sequence[Tile | str]] | None = None,
    offender: Seat | str | None = None,
) -> PendingHand:
    """Count a hand (DO-18) for the counter's approval (DO-6); nothing is written."""
    with db.session() as s:
        loaded = _load(s, match_id)
        current = _partida(loaded, table, partida)
        try:
            return current.propose_hand(
                HandEnd(end),
                winner=Pair(winner) if winner else None,
                points=points,
                domino_by=Seat(domino_by) if domino_by else None,
                tiles_left=(
                    {Seat(seat): tuple(held) for seat, held in tiles_left.items()}
                    if tiles_left is not None
                    else None
                ),
                offender=Seat(offender) if offender else None,
            )
        except DominoError as exc:
            raise _refusal(exc, loaded) from exc
        except ValueError as exc:
            raise StoreError(f"Dato de la mano no válido: {exc}") from exc


def write_hand(
    db: Database,
    match_id: int,
    table: int,
    partida: int,
    pending: PendingHand,
    now: datetime | None = None,
) -> Partida:
    """DO-6: write an approved hand on the Hoja; refused while the approval is missing."""
    now = now or datetime.now()
    with _changing(db, match_id, now) as (s, loaded):
        return _write_hand(s, loaded, table, partida, pending, now)


def _who(name, who) -> str:
    return "el juez árbitro" if who == ARBITER else name(who)


def _write_hand(s, loaded, table, partida, pending, now) -> Partida:
    name = _naming(loaded)
    current = _partida(loaded, table, partida)
    hand = pending.hand
    try:
        # Counted again from what the hand says: a proposal may be stale or made up.
        fresh = current.propose_hand(
            hand.end,
            winner=hand.winner,
            points=hand.points,
            domino_by=hand.domino_by,
            tiles_left=dict(hand.tiles_left) if hand.tiles_left else None,
            played=hand.played,
            offender=hand.offender,
        )
    except DominoError as exc:
        raise _refusal(exc, loaded) from exc
    if fresh.hand != replace(hand, approved_by=()):
        raise StoreError(
            f"Art. 6: la mano propuesta (n.º {hand.number}) ya no corresponde a la partida; la "
            f"siguiente es la n.º {current.next_hand_number}. Vuelva a contarla."
        )
    for who in pending.approvals:
        if who == ARBITER and not loaded.arbiter:
            raise StoreError("Art. 6: no hay árbitro anotado en el acta para aprobar la mano.")
        if who not in fresh.entitled:
            allowed = " o ".join(_who(name, w) for w in fresh.entitled)
            raise StoreError(
                f"Art. 6: la mano solo la puede aprobar {allowed}; no {_who(name, who)}."
            )
        fresh = fresh.approve(who)
    if not fresh.approved:
        if fresh.all_required:
            everyone = _words([_who(name, w) for w in fresh.entitled])
            missing = _words([_who(name, w) for w in fresh.waiting_for])
            needed = f"la aprueban {everyone}; falta {missing}"
        else:
            who = [w for w in fresh.entitled if w != ARBITER or loaded.arbiter]
            needed = "la aprueba " + " o ".join(_who(name, w) for w in who)
        raise StoreError(f"Art. 6: la mano n.º {hand.number} solo se anota cuando {needed}.")
    try:
        written = current.add_hand(fresh)
    except DominoError as exc:
        raise _refusal(exc, loaded) from exc
    last = written.hands[-1]
    row = DominoHand(
        match_id=loaded.match.id,
        table_number=table,
        partida_number=partida,
        number=last.number,
        salidor=last.salidor.value,
        end_kind=last.end.value,
        winner=last.winner.value if last.winner else None,
        points=last.points,
        lead_passes=last.lead_passes,
        domino_by=last.domino_by.value if last.domino_by else None,
        offender=last.offender.value if last.offender else None,
        tiles_left_json=json.dumps(
            {seat.value: [str(t) for t in held] for seat, held in last.tiles_left},
            ensure_ascii=False,
        ),
        approved_by_json=json.dumps(list(last.approved_by), ensure_ascii=False),
        approved_at=now,
    )
    s.add(row)
    loaded.hands[(table, partida)].append(row)
    _save_state(s, loaded, written, now)
    return written


def _score(partida: Partida) -> tuple[int, int]:
    totals = partida.totals
    return totals[Pair.HOME], totals[Pair.AWAY]


def _event(
    s: Session,
    loaded: _Loaded,
    partida: Partida,
    kind: str,
    now: datetime,
    *,
    player: int | None = None,
    substitute: int | None = None,
    seat: Seat | None = None,
    pair: Pair | None = None,
    reason: str = "",
) -> None:
    home, away = _score(partida)
    event = DominoEvent(
        match_id=loaded.match.id,
        table_number=partida.setup.table,
        partida_number=partida.number,
        after_hand=len(partida.hands),
        kind=kind,
        player_id=player,
        substitute_id=substitute,
        seat=seat.value if seat else None,
        pair=pair.value if pair else None,
        home_points=home,
        away_points=away,
        reason=reason.strip(),
        created_at=now,
    )
    s.add(event)
    loaded.events[(partida.setup.table, partida.number)].append(event)


def substitute(
    db: Database,
    match_id: int,
    table: int,
    partida: int,
    out: int,
    substitute_id: int,
    reason: str = "",
    now: datetime | None = None,
) -> Partida:
    """DO-20.3: a substitute takes the seat, number and role of the player he replaces."""
    now = now or datetime.now()
    with _changing(db, match_id, now) as (s, loaded):
        return _substitute(s, loaded, table, partida, out, substitute_id, reason, now)


def _substitute(s, loaded, table, partida, out, substitute_id, reason, now) -> Partida:
    name = _naming(loaded)
    current = _partida(loaded, table, partida)
    if out not in current.seating.players:
        raise StoreError(f"{name(out)} no está sentado en la mesa {table}.")
    incoming = loaded.people.get(substitute_id)
    pair = current.seating.pair_of(out)
    team = loaded.home if pair is Pair.HOME else loaded.away
    if incoming is None or incoming.pair is not pair:
        raise StoreError(f"Art. 20.3: el sustituto debe ser un jugador de {team.name}.")
    if not incoming.active:
        raise StoreError(f"{incoming.name} no está en activo en {team.name}.")
    if substitute_id in current.seating.players:
        raise StoreError(f"Art. 20.3: {incoming.name} ya está sentado en esta mesa.")
    if substitute_id in _busy_players(loaded, table):
        raise StoreError(f"{incoming.name} ya juega en otra mesa de este encuentro.")
    try:
        changed = current.substitute(out, substitute_id, reason)
    except DominoError as exc:
        raise _refusal(exc, loaded) from exc
    _event(
        s,
        loaded,
        current,
        SUBSTITUTION,
        now,
        player=out,
        substitute=substitute_id,
        seat=current.seating.seat_of(out),
        pair=pair,
        reason=reason,
    )
    _table_partidas(loaded, table)[partida - 1] = changed
    return changed


def _incident_text(kind_id: str, fields: Mapping[str, object], loaded: _Loaded) -> str:
    kind = incident_kind(kind_id)
    where = f"Mesa {fields.get('mesa')}, partida {fields.get('partida')}"
    if fields.get("mano"):
        where += f", mano {fields['mano']}"
    if fields.get("hora"):
        where += f", {fields['hora']}"
    parts = [f"{where}. {kind.title}."]
    for item in kind.fields:
        if item.key in ("mesa", "partida", "mano", "hora"):
            continue
        value = fields.get(item.key)
        if value is None or (isinstance(value, str) and not value.strip()):
            continue
        if item.key == "pareja":
            pair = Pair(str(value))
            value = f"{pair.value} ({loaded.home.name if pair is Pair.HOME else loaded.away.name})"
        parts.append(f"{item.label}: {str(value).strip().rstrip('.')}.")
    return " ".join(parts)


def _clean_fields(kind_id: str, fields: Mapping[str, object], loaded: _Loaded) -> dict:
    kind = incident_kind(kind_id)
    cleaned: dict[str, object] = {}
    for key, value in fields.items():
        try:
            item = kind.field(key)
        except KeyError:
            raise StoreError(f"Dato desconocido para el {kind.article.lower()}: «{key}».") from None
        if isinstance(value, str):
            value = value.strip()
            if item.kind is FieldKind.CHOICE:
                value = value.lower()
            if item.kind is FieldKind.NUMBER and value.isdigit():
                value = int(value)
        if item.kind is FieldKind.TILE and isinstance(value, Tile):
            value = str(value)
        if key == "jugador" and isinstance(value, int) and not isinstance(value, bool):
            player = loaded.people.get(value)
            if player is None:
                raise StoreError(f"El jugador n.º {value} no juega este encuentro.")
            value = player.label
        if value is None or value == "":
            continue
        cleaned[key] = value
    return cleaned


def _check_place(loaded: _Loaded, fields: Mapping[str, object]) -> tuple[int, int] | None:
    table, number = fields.get("mesa"), fields.get("partida")
    if not isinstance(table, int) or not isinstance(number, int) or isinstance(table, bool):
        return None  # validate_incident says what is wrong with them
    _check_table_number(loaded, table)
    if not 1 <= number <= loaded.settings.partidas_per_table:
        raise StoreError(
            f"La partida {number} no existe: se juegan {loaded.settings.partidas_per_table} por "
            "mesa."
        )
    return table, number


def _append(s: Session, loaded: _Loaded, kind_id: str, fields: dict, text: str, now) -> Incident:
    return append_incident(
        s, loaded.match.id, kind=kind_id, rule_id=kind_id, text=text, fields=fields, now=now
    )


def record_incident(
    db: Database,
    match_id: int,
    kind: str,
    fields: Mapping[str, object],
    now: datetime | None = None,
) -> list[Incident]:
    """Validate and append an incident of the domino catalog; returns the entries written (a
    dropped tile that reaches the DO-19.4 count also writes its DO-19.4 entry)."""
    now = now or datetime.now()
    with _changing(db, match_id, now) as (s, loaded):
        return _record_incident(s, loaded, kind, fields, now)


def _record_incident(s, loaded, kind, fields, now) -> list[Incident]:
    try:
        spec = incident_kind(kind)
    except ValueError as exc:
        raise StoreError(str(exc)) from exc
    if kind in AUTOMATIC_RULES:
        raise StoreError(AUTOMATIC_RULES[kind])
    cleaned = _clean_fields(kind, fields, loaded)
    place = _check_place(loaded, cleaned)
    if kind == "DO-20" and place is not None:
        table, number = place
        partidas = _table_partidas(loaded, table)
        if number <= len(partidas):
            home, away = _score(partidas[number - 1])
            cleaned.setdefault("marcador_local", home)
            cleaned.setdefault("marcador_visitante", away)
    problems = validate_incident(spec, cleaned)
    if problems:
        raise StoreError("No se puede guardar la incidencia:\n" + "\n".join(problems))
    text = _incident_text(kind, cleaned, loaded)
    drop = None
    if kind in DROP_KINDS:
        earlier = s.exec(
            select(Incident).where(
                Incident.match_id == loaded.match.id, Incident.kind.in_(DROP_KINDS)
            )
        ).all()
        drop = next_drop(
            _domain_incidents(earlier),
            Pair(str(cleaned["pareja"])),
            table=cleaned["mesa"],
            partida=cleaned["partida"],
            recorded_from=loaded.settings.drops_recorded_from,
        )
        cleaned["vez"] = drop.count
        text = f"{text} {drop.message}"
    written = [_append(s, loaded, kind, cleaned, text, now)]
    if drop is not None and drop.must_record:
        entry = dict(drop.as_incident(cleaned["mesa"], cleaned["partida"]).fields)
        for key in ("mano", "hora"):
            if key in cleaned:
                entry[key] = cleaned[key]
        entry_text = (
            f"{_incident_text('DO-19.4', entry, loaded)} {drop.message} (Incidencia n.º "
            f"{written[0].id}.)"
        )
        written.append(_append(s, loaded, "DO-19.4", entry, entry_text, now))
    return written


def _stop_incident(s, loaded, partida: Partida, kind_id: str, extra: dict, note: str, now) -> None:
    home, away = _score(partida)
    fields = {
        "mesa": partida.setup.table,
        "partida": partida.number,
        "mano": partida.next_hand_number,
        "hora": f"{now:%H:%M}",
        **extra,
        "marcador_local": home,
        "marcador_visitante": away,
    }
    problems = validate_incident(kind_id, fields)
    if problems:
        raise StoreError("No se puede guardar la incidencia:\n" + "\n".join(problems))
    text = f"{_incident_text(kind_id, fields, loaded)} {note}".strip()
    _append(s, loaded, kind_id, fields, text, now)


def suspend(
    db: Database, match_id: int, table: int, partida: int, reason: str, now: datetime | None = None
) -> Partida:
    """DO-20: the partida stops with the score of that moment; the competent body decides."""
    now = now or datetime.now()
    with _changing(db, match_id, now) as (s, loaded):
        current = _partida(loaded, table, partida)
        try:
            stopped = current.suspend(reason)
        except DominoError as exc:
            raise _refusal(exc, loaded) from exc
        _event(s, loaded, current, SUSPENSION, now, reason=reason)
        note = "Partida suspendida; el órgano competente decide sobre su validez (art. 20)."
        _stop_incident(s, loaded, current, "DO-20", {"descripcion": reason.strip()}, note, now)
        _save_state(s, loaded, stopped, now)
        return stopped


def resume(
    db: Database, match_id: int, table: int, partida: int, now: datetime | None = None
) -> Partida:
    """DO-20: play resumes from where it was suspended."""
    now = now or datetime.now()
    with _changing(db, match_id, now) as (s, loaded):
        current = _partida(loaded, table, partida)
        try:
            resumed = current.resume()
        except DominoError as exc:
            raise _refusal(exc, loaded) from exc
        _event(s, loaded, current, RESUMPTION, now)
        extra = {"descripcion": "Se reanuda la partida suspendida"}
        _stop_incident(s, loaded, current, "DO-20", extra, "", now)
        _save_state(s, loaded, resumed, now)
        return resumed


def abandon(
    db: Database,
    match_id: int,
    table: int,
    partida: int,
    player: int,
    reason: str = "",
    now: datetime | None = None,
) -> Partida:
    """DO-20.4: the player's pair loses even if ahead and keeps its points; the rival pair is
    credited what it lacks to reach the target. No substitution."""
    now = now or datetime.now()
    with _changing(db, match_id, now) as (s, loaded):
        name = _naming(loaded)
        current = _partida(loaded, table, partida)
        if player not in current.seating.players:
            raise StoreError(f"{name(player)} no está sentado en la mesa {table}.")
        try:
            ended = current.abandon(player, reason)
        except DominoError as exc:
            raise _refusal(exc, loaded) from exc
        pair = current.seating.pair_of(player)
        _event(s, loaded, current, ABANDONMENT, now, player=player, pair=pair, reason=reason)
        note = (
            f"Gana la {pair.other.label}, a la que se suman {ended.credited} puntos hasta los "
            f"{loaded.settings.target}; la {pair.label} conserva sus {ended.totals[pair]}."
        )
        if reason.strip():
            note = f"Motivo: {reason.strip().rstrip('.')}. {note}"
        ref = loaded.people.get(player)
        extra = {"jugador": ref.label if ref else name(player), "pareja": pair.value}
        _stop_incident(s, loaded, current, "DO-20.4", extra, note, now)
        _save_state(s, loaded, ended, now)
        return ended


# --- signatures, lock and annexes: the chess match day's own functions ----------------------------

sign_acta = matchday.sign_acta
add_annex = matchday.add_annex
sign_annex = matchday.sign_annex
set_step = matchday.set_step
ensure_lock_free = matchday.ensure_lock_free
__all__ = [
    "STEPS",
    "DropLine",
    "EncounterView",
    "EventLine",
    "PlayerRef",
    "RedrawNeededError",
    "TableView",
    "abandon",
    "acta_content_hash",
    "add_annex",
    "domino_acta_content",
    "domino_deadlines",
    "encounter_view",
    "ensure_lock_free",
    "open_encounter",
    "propose_hand",
    "record_incident",
    "reset_draw",
    "resume",
    "seat_draw",
    "set_arbiter",
    "set_step",
    "set_table",
    "settings_of",
    "sign_acta",
    "sign_annex",
    "substitute",
    "suspend",
    "write_hand",
]
