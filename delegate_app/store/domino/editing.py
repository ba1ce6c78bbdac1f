"""Editing the domino acta: the seat draw (DO-7.2, DO-7.4) and the Hoja de Anotaciones hand by
hand. The arbiter and the tables' pairs and roles (DO-6) are store/domino/tables.py's,
re-exported here; substitutions, incidents, suspensions and abandonments are
store/domino/table_events.py's.

Each action is a core working on an open session and on the loaded state, which it keeps up to
date (so the demo can play a whole encounter on one load), and a wrapper that is one transaction
of its own. The rules are the domain's; what is checked here is what only the store knows (who
plays for which club, who already sits at another table, what is already written).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Unpack

from sqlmodel import Session, select

from delegate_app.domain.domino import (
    ARBITER,
    Approver,
    DominoError,
    HandEnd,
    Pair,
    Partida,
    PendingHand,
    RedrawGroup,
    RedrawNeeded,
    Seat,
    Seating,
    Tile,
    draw_seats,
    next_partida_seating,
)
from delegate_app.domain.domino.common import join_words
from delegate_app.store.database import Database
from delegate_app.store.domino.acta import (
    PLAYED,
    DrawRounds,
    EventExtras,
    Loaded,
    load_encounter,
    namer,
    refusal,
    table_partidas,
    table_setup,
)

# Re-exported: callers edit an encounter through this module, whichever part holds the action.
from delegate_app.store.domino.tables import TableChoice as TableChoice
from delegate_app.store.domino.tables import changing, check_table_number
from delegate_app.store.domino.tables import open_encounter as open_encounter
from delegate_app.store.domino.tables import propose_tables as propose_tables
from delegate_app.store.domino.tables import set_arbiter as set_arbiter
from delegate_app.store.domino.tables import set_table as set_table
from delegate_app.store.domino.tables import set_tables as set_tables
from delegate_app.store.domino.views import (
    PlayerNamer,
)
from delegate_app.store.errors import StoreError
from delegate_app.store.models import (
    DominoDraw,
    DominoEvent,
    DominoHand,
    DominoPartida,
    DominoTable,
    PartidaResult,
)


class RedrawNeededError(StoreError):
    """DO-7.2: the tiles drawn so far do not seat the table; ``groups`` name who draws again."""

    def __init__(self, message: str, groups: tuple[RedrawGroup, ...]):
        super().__init__(message)
        self.groups = groups

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(player for group in self.groups for player in group.players)


def _redraw_message(outcome: RedrawNeeded, name: PlayerNamer) -> str:
    parts = [
        f"{join_words([name(p) for p in group.players])} (para decidir {group.decides})"
        for group in outcome.groups
    ]
    return (
        "Art. 7.2: empate en el sorteo de puestos; deben levantar una nueva ficha "
        f"{join_words(parts)}. No se ha guardado nada todavía."
    )


# --- editing -------------------------------------------------------------------------------------
# Each action is a core working on an open session and on the loaded state, which it keeps up to
# date (so the demo can play a whole encounter on one load), and a wrapper that is one
# transaction of its own.


def _table_row(loaded: Loaded, table: int) -> DominoTable:
    table = check_table_number(loaded, table)
    row = loaded.tables.get(table)
    if row is None:
        raise StoreError(f"La mesa {table} todavía no tiene parejas (paso Equipos y mesas).")
    return row


def seat_draw(
    db: Database,
    match_id: int,
    table: int,
    rounds: DrawRounds,
    salidor_seat: Seat | str = Seat.SOUTH,
    now: datetime | None = None,
) -> Seating:
    """DO-7.2, DO-7.4: seat a table from every round of tiles drawn, all at once.

    A tie raises ``RedrawNeededError`` naming who draws again, and nothing is saved: call again
    with the earlier rounds and the new one. The seats are those of partida 1.
    """
    now = now or datetime.now()
    with changing(db, match_id, now) as (s, loaded):
        return seat_draw_in_session(s, loaded, table, rounds, salidor_seat, now)


def seat_draw_in_session(
    s: Session, loaded: Loaded, table: int, rounds: DrawRounds, salidor_seat: str, now: datetime
) -> Seating:
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
                    f"Art. 7.2: falta la ficha que levantó {namer(loaded)(player_id)}."
                )
            entry[player_id] = tile
        cleaned.append(entry)
    try:
        outcome = draw_seats(table_setup(row).players, cleaned, seat, loaded.settings.seat_draw_tie)
    except DominoError as exc:
        raise refusal(exc, loaded) from exc
    if isinstance(outcome, RedrawNeeded):
        raise RedrawNeededError(_redraw_message(outcome, namer(loaded)), outcome.groups)
    for draw in loaded.draws.pop(table, []):
        s.delete(draw)
    draws = []
    for number, entry in enumerate(cleaned, start=1):
        for player_id, tile in entry.items():
            draws.append(
                DominoDraw(
                    match_id=loaded.match_id,
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
    with changing(db, match_id, now) as (s, loaded):
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
    s: Session, loaded: Loaded, table: int, number: int, seating: Seating, now: datetime
) -> None:
    row = DominoPartida(
        match_id=loaded.match_id,
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


def partida_of(loaded: Loaded, table: int, number: int) -> Partida:
    _table_row(loaded, table)
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise StoreError(f"«{number}» no es un número de partida.")
    if number > loaded.settings.partidas_per_table:
        raise StoreError(
            f"La partida {number} no existe: se juegan {loaded.settings.partidas_per_table} por "
            "mesa."
        )
    partidas = table_partidas(loaded, table)
    if number > len(partidas):
        if not partidas:
            raise StoreError(f"Antes de jugar, sortee los puestos de la mesa {table} (art. 7.2).")
        raise StoreError(
            f"La partida {number} de la mesa {table} empieza cuando termine la {len(partidas)}."
        )
    return partidas[number - 1]


def save_partida_state(s: Session, loaded: Loaded, partida: Partida, now: datetime) -> None:
    """The partida's state and score on its row; a winner is also a PartidaResult (standings)
    and seats the next partida with the losing pair swapped (DO-7.2b)."""
    table, number = partida.setup.table, partida.number
    partidas = table_partidas(loaded, table)
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
        for r in s.exec(select(PartidaResult).where(PartidaResult.match_id == loaded.match_id))
    }
    result = results.get((table, number)) or PartidaResult(
        match_id=loaded.match_id,
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
        loaded = load_encounter(s, match_id)
        current = partida_of(loaded, table, partida)
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
            raise refusal(exc, loaded) from exc
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
    with changing(db, match_id, now) as (s, loaded):
        return write_hand_in_session(s, loaded, table, partida, pending, now)


def _who(name: PlayerNamer, who: Approver) -> str:
    if who == ARBITER:
        return "el juez árbitro"
    return name(who) if isinstance(who, int) else f"jugador n.º {who}"  # as name() says it


def write_hand_in_session(
    s: Session, loaded: Loaded, table: int, partida: int, pending: PendingHand, now: datetime
) -> Partida:
    name = namer(loaded)
    current = partida_of(loaded, table, partida)
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
        raise refusal(exc, loaded) from exc
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
            everyone = join_words([_who(name, w) for w in fresh.entitled])
            missing = join_words([_who(name, w) for w in fresh.waiting_for])
            needed = f"la aprueban {everyone}; falta {missing}"
        else:
            able = [w for w in fresh.entitled if w != ARBITER or loaded.arbiter]
            needed = "la aprueba " + " o ".join(_who(name, w) for w in able)
        raise StoreError(f"Art. 6: la mano n.º {hand.number} solo se anota cuando {needed}.")
    try:
        written = current.add_hand(fresh)
    except DominoError as exc:
        raise refusal(exc, loaded) from exc
    last = written.hands[-1]
    row = DominoHand(
        match_id=loaded.match_id,
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
    save_partida_state(s, loaded, written, now)
    return written


def partida_score(partida: Partida) -> tuple[int, int]:
    totals = partida.totals
    return totals[Pair.HOME], totals[Pair.AWAY]


def add_event(
    s: Session,
    loaded: Loaded,
    partida: Partida,
    kind: str,
    now: datetime,
    *,
    player: int | None = None,
    substitute: int | None = None,
    seat: Seat | None = None,
    pair: Pair | None = None,
    reason: str = "",
    **extra: Unpack[EventExtras],
) -> None:
    home, away = partida_score(partida)
    event = DominoEvent(
        match_id=loaded.match_id,
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
        **extra,
    )
    s.add(event)
    loaded.events[(partida.setup.table, partida.number)].append(event)
