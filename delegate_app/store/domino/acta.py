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

The acta row (MatchDay), its signatures, lock, annexes and incident chain are store/acta.py's,
shared with chess; this module loads the encounter's rows into the domain's objects
(``load_encounter``) and hands the domino content in (``domino_acta_content``, registered at the
end), which is what is hashed, signed, printed and checked by ``integrity.verify_database``. It
never imports the chess modules. Reading for the guide is ``domino_acta_view``; the actions are
``domino_editing``.

Decisions (the regulation is silent):

- A player may sit at one table only; a substitute is a player of the same team's club who is
  not playing at any table of the encounter.
- A table's players can change until its seat draw (after it, a change of player is a
  substitution), its roles until the first hand; the draw can be repeated (``reset_draw``) only
  while nothing has been played on it.
- Deadlines: chapter III sets none; the league's are domain/domino/deadlines.py's.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import TypedDict, TypeVar

from sqlmodel import Session, col, select

from delegate_app.domain.competition import Sport
from delegate_app.domain.domino import (
    DROP_KINDS,
    DominoError,
    DominoSettings,
    Hand,
    Pair,
    Partida,
    PartidaStatus,
    Seat,
    Seating,
    TablePlayers,
    TableSetup,
)
from delegate_app.domain.domino import Incident as DominoIncident
from delegate_app.domain.domino.tiles import TileLike
from delegate_app.domain.findings import Finding
from delegate_app.store.acta import (
    ActaContent,
    acta_row,
    incident_content,
    incident_entries,
    match_content,
    match_parts,
    register_sport,
)
from delegate_app.store.domino.views import (
    DECISION,
    PlayerNamer,
    PlayerRef,
    hand_of,
    replay_written,
)
from delegate_app.store.errors import StoreError
from delegate_app.store.models import (
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
from delegate_app.store.rows import require_id

STEPS = ("Equipos y mesas", "Sorteo de asientos", "Hojas de anotación", "Incidencias", "Cierre")
# Kinds the store writes itself, as the consequence of another action.
AUTOMATIC_RULES = {
    "DO-19.4": (
        "Art. 19.4 se anota solo: al registrar una caída de fichas (art. 19.2 o 19.3) Delegado "
        "cuenta las de cada pareja en la partida y deja constancia del ordinal."
    ),
    "DO-20.4": (
        "El abandono se anota desde la Hoja de la partida (botón «Abandono…»), que además da "
        "la partida por terminada (art. 20)."
    ),
}
PLAYED = "jugado"

# --- the encounter as loaded from its rows ------------------------------------------------------


def settings_of(competition: Competition) -> DominoSettings:
    """With the competition's docs/reglas.md decisions (cierre with equal sums, seat-draw ties,
    dropped tiles recorded from the n-th), as set up in store/competitions.py."""
    from delegate_app.store.competitions import domino_settings

    return domino_settings(competition)


@dataclass
class Loaded:
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

    @property
    def match_id(self) -> int:
        return require_id(self.match)


def _people(s: Session, home: Team, away: Team) -> dict[int, PlayerRef]:
    people = {}
    for team, pair in ((home, Pair.HOME), (away, Pair.AWAY)):
        for player in s.exec(
            select(Player).where(Player.club_id == team.club_id).order_by(col(Player.list_number))
        ):
            player_id = require_id(player)
            people[player_id] = PlayerRef(
                player_id,
                player.full_name,
                player.licence or "",
                pair,
                player.list_number,
                player.active,
            )
    return people


_Row = TypeVar("_Row")
_Key = TypeVar("_Key")


def by_key(rows: Iterable[_Row], key: Callable[[_Row], _Key]) -> dict[_Key, list[_Row]]:
    grouped: dict[_Key, list[_Row]] = defaultdict(list)
    for row in rows:
        grouped[key(row)].append(row)
    return grouped


def load_encounter(s: Session, match_id: int) -> Loaded:
    match, rnd, competition, home, away = match_parts(s, match_id)
    if competition.sport != Sport.DOMINO.value:
        raise StoreError("Este encuentro no es de dominó.")
    try:
        settings = settings_of(competition)
    except ValueError as exc:
        raise StoreError(str(exc)) from exc
    return Loaded(
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
        draws=by_key(
            s.exec(
                select(DominoDraw)
                .where(DominoDraw.match_id == match_id)
                .order_by(
                    col(DominoDraw.table_number), col(DominoDraw.round_number), col(DominoDraw.id)
                )
            ),
            lambda d: d.table_number,
        ),
        partida_rows={
            (p.table_number, p.partida_number): p
            for p in s.exec(select(DominoPartida).where(DominoPartida.match_id == match_id))
        },
        hands=by_key(
            s.exec(
                select(DominoHand)
                .where(DominoHand.match_id == match_id)
                .order_by(
                    col(DominoHand.table_number),
                    col(DominoHand.partida_number),
                    col(DominoHand.number),
                )
            ),
            lambda h: (h.table_number, h.partida_number),
        ),
        events=by_key(
            s.exec(
                select(DominoEvent)
                .where(DominoEvent.match_id == match_id)
                .order_by(col(DominoEvent.id))
            ),
            lambda e: (e.table_number, e.partida_number),
        ),
        arbiter=(getattr(acta_row(s, match_id), "arbiter_name", "") or "").strip(),
    )


def table_setup(row: DominoTable) -> TableSetup:
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
    return hand_of(
        row.number,
        row.salidor,
        row.end_kind,
        row.winner,
        row.points,
        row.lead_passes,
        row.domino_by,
        row.offender,
        json.loads(row.tiles_left_json or "{}"),
        json.loads(row.approved_by_json or "[]"),
    )


# The tiles each player drew, one mapping per round of a seat draw (DO-7.2, DO-7.4).
DrawRounds = Sequence[Mapping[int, TileLike]]


class EventExtras(TypedDict, total=False):
    """The DominoEvent columns only some events fill (migration 0009)."""

    permitted_by: str
    captains: str
    decision: str
    decided_on: date | None
    reference: str


def _replay(partida: Partida, hands: list[DominoHand], events: list[DominoEvent]) -> Partida:
    """The partida as written: its events between its hands, in the order they happened."""
    # Rows were validated when written; appending them as they are keeps a reload cheap.
    return replay_written(partida, [_hand(h) for h in hands], events)


def table_partidas(loaded: Loaded, table: int) -> list[Partida]:
    if table not in loaded.partidas:
        loaded.partidas[table] = _rebuild_partidas(loaded, table)
    return loaded.partidas[table]


def _rebuild_partidas(loaded: Loaded, table: int) -> list[Partida]:
    row = loaded.tables.get(table)
    if row is None:
        return []
    setup = table_setup(row)
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


def domain_incidents(incidents: Sequence[Incident]) -> list[DominoIncident]:
    found = []
    for incident in incidents:
        if incident.kind in DROP_KINDS:
            found.append(DominoIncident(incident.kind, json.loads(incident.fields_json or "{}")))
    return found


# --- messages with names -------------------------------------------------------------------------


def namer(loaded: Loaded) -> PlayerNamer:
    def name(player_id: int | None) -> str:
        if player_id is None:
            return ""
        player = loaded.people.get(player_id)
        return player.name if player else f"jugador n.º {player_id}"

    return name


def named(finding: Finding, name: PlayerNamer) -> str:
    """The domain cites players by id; the delegate reads names."""
    text = finding.message
    for player_id in sorted(set(finding.player_ids), reverse=True):
        text = re.sub(rf"(?<!º )(?<![\w.|\-]){player_id}(?![\w|\-])", name(player_id), text)
    return text


def refusal(exc: DominoError, loaded: Loaded) -> StoreError:
    name = namer(loaded)
    return StoreError("\n".join(named(f, name) for f in exc.findings) or str(exc))


# --- content: what is hashed, signed and printed --------------------------------------------------


def _player_data(loaded: Loaded, player_id: int) -> ActaContent:
    player = loaded.people.get(player_id)
    return {
        "id": player_id,
        "nombre": player.name if player else "",
        "licencia": player.licence if player else "",
    }


def domino_acta_content(s: Session, match_id: int) -> ActaContent:
    """Everything the domino acta says, as plain data: what is hashed, signed and printed."""
    loaded = load_encounter(s, match_id)
    acta = acta_row(s, match_id)
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
                    "sucesos": [_event_content(e) for e in loaded.events.get(key, [])],
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
        .order_by(col(PartidaResult.table_number), col(PartidaResult.partida_number))
    )
    return {
        "deporte": Sport.DOMINO.value,
        "encuentro": match_content(s, match_id),
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
        "incidencias": incident_content(incident_entries(s, match_id)),
    }


def _event_content(e: DominoEvent) -> ActaContent:
    """An event as the content carries it. What migration 0009 added (who allowed a
    substitution, the competent body's decision) is written only when present, so that the hash
    of an acta recorded before it stays what it was."""
    data = {
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
    if e.permitted_by:
        data["permiso_arbitro"] = e.permitted_by
    if e.captains:
        data["capitanes"] = e.captains.split("|")
    if e.kind == DECISION:
        data["decision"] = {"tipo": e.decision, "fecha": e.decided_on, "referencia": e.reference}
    return data


def domino_lock_problems(s: Session, match_id: int) -> list[str]:
    """Why the encounter's acta cannot be locked yet: a table without its seat draw (DO-7.2),
    a partida not played to its end and without a recorded decision (DO-18, DO-20)."""
    loaded = load_encounter(s, match_id)
    problems = []
    for table in range(1, loaded.settings.tables + 1):
        if table not in loaded.tables:
            problems.append(f"Mesa {table}: faltan las parejas y el sorteo de puestos (art. 7).")
            continue
        if (table, 1) not in loaded.partida_rows:
            problems.append(f"Mesa {table}: falta el sorteo de puestos (art. 7.2).")
            continue
        partidas = table_partidas(loaded, table)
        for number in range(1, loaded.settings.partidas_per_table + 1):
            partida = partidas[number - 1] if number <= len(partidas) else None
            if partida is None:
                problems.append(f"Mesa {table}, partida {number}: no se ha jugado.")
            elif partida.status is PartidaStatus.SUSPENDED:
                problems.append(
                    f"Mesa {table}, partida {number}: suspendida sin la decisión del órgano "
                    "competente (art. 20)."
                )
            elif not partida.closed:
                problems.append(
                    f"Mesa {table}, partida {number}: sin terminar ({partida.totals[Pair.HOME]} a "
                    f"{partida.totals[Pair.AWAY]})."
                )
    return problems


register_sport(Sport.DOMINO.value, domino_acta_content, STEPS, domino_lock_problems)
