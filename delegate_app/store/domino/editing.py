"""Editing the domino acta: the seat draw (DO-7.2, DO-7.4), the Hoja de Anotaciones hand by hand,
substitutions, suspensions, abandonments and incidents. The arbiter and the tables' pairs and
roles (DO-6) are store/domino/tables.py's, re-exported here.

Each action is a core working on an open session and on the loaded state, which it keeps up to
date (so the demo can play a whole encounter on one load), and a wrapper that is one transaction
of its own. The rules are the domain's; what is checked here is what only the store knows (who
plays for which club, who already sits at another table, what is already written).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import date, datetime
from typing import Unpack

from sqlmodel import Session, col, select

from delegate_app.domain.domino import (
    ARBITER,
    DROP_KINDS,
    NEED_KIND,
    NEED_TOO_LATE,
    Approver,
    DominoError,
    FieldKind,
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
    incident_kind,
    next_drop,
    next_partida_seating,
    validate_incident,
)
from delegate_app.domain.domino.common import join_words, pair_label
from delegate_app.domain.domino.partida import (
    BodyDecision,
    DecisionKind,
    SubstitutionPermission,
)
from delegate_app.store.acta import (
    append_incident,
)
from delegate_app.store.database import Database
from delegate_app.store.domino.acta import (
    AUTOMATIC_RULES,
    PLAYED,
    DrawRounds,
    EventExtras,
    Loaded,
    domain_incidents,
    load_encounter,
    namer,
    refusal,
    table_partidas,
    table_setup,
)

# Re-exported: callers edit an encounter through this module, whichever part holds the action.
from delegate_app.store.domino.tables import TableChoice as TableChoice
from delegate_app.store.domino.tables import busy_players, changing, check_table_number
from delegate_app.store.domino.tables import open_encounter as open_encounter
from delegate_app.store.domino.tables import propose_tables as propose_tables
from delegate_app.store.domino.tables import set_arbiter as set_arbiter
from delegate_app.store.domino.tables import set_table as set_table
from delegate_app.store.domino.tables import set_tables as set_tables
from delegate_app.store.domino.views import (
    ABANDONMENT,
    DECISION,
    RESUMPTION,
    SUBSTITUTION,
    SUSPENSION,
    PlayerNamer,
)
from delegate_app.store.errors import StoreError
from delegate_app.store.models import (
    DominoDraw,
    DominoEvent,
    DominoHand,
    DominoPartida,
    DominoTable,
    Incident,
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
        return _seat_draw(s, loaded, table, rounds, salidor_seat, now)


def _seat_draw(
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


def _partida(loaded: Loaded, table: int, number: int) -> Partida:
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


def _save_state(s: Session, loaded: Loaded, partida: Partida, now: datetime) -> None:
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
        return _write_hand(s, loaded, table, partida, pending, now)


def _who(name: PlayerNamer, who: Approver) -> str:
    if who == ARBITER:
        return "el juez árbitro"
    return name(who) if isinstance(who, int) else f"jugador n.º {who}"  # as name() says it


def _write_hand(
    s: Session, loaded: Loaded, table: int, partida: int, pending: PendingHand, now: datetime
) -> Partida:
    name = namer(loaded)
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
    _save_state(s, loaded, written, now)
    return written


def _score(partida: Partida) -> tuple[int, int]:
    totals = partida.totals
    return totals[Pair.HOME], totals[Pair.AWAY]


def _event(
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
    home, away = _score(partida)
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


def substitute(
    db: Database,
    match_id: int,
    table: int,
    partida: int,
    out: int,
    substitute_id: int,
    reason: str = "",
    now: datetime | None = None,
    *,
    permitted_by: str | None = None,
    captains: Sequence[str] = (),
) -> Partida:
    """DO-20.3: a substitute takes the seat, number and role of the player he replaces, for a
    justified cause (``reason``) and with the arbiter's permission: ``permitted_by``, by default
    the acta's arbiter; with no arbiter, both ``captains`` are named, for the committee."""
    now = now or datetime.now()
    with changing(db, match_id, now) as (s, loaded):
        arbiter = loaded.arbiter if permitted_by is None else permitted_by
        permission = SubstitutionPermission(arbiter=arbiter or "", captains=tuple(captains))
        return _substitute(s, loaded, table, partida, out, substitute_id, reason, now, permission)


def _substitute(
    s: Session, loaded: Loaded, table: int, partida: int, out: int, substitute_id: int,
    reason: str, now: datetime, permission: SubstitutionPermission | None = None,
) -> Partida:  # fmt: skip
    name = namer(loaded)
    current = _partida(loaded, table, partida)
    if out not in current.seating.players:
        raise StoreError(f"{name(out)} no está sentado en la mesa {table}.")
    incoming = loaded.people.get(substitute_id)
    pair = current.seating.pair_of(out)
    team = loaded.home if pair is Pair.HOME else loaded.away
    if incoming is None or incoming.pair is not pair:
        raise StoreError(f"Art. 20: el sustituto debe ser un jugador de {team.name}.")
    if not incoming.active:
        raise StoreError(f"{incoming.name} no está en activo en {team.name}.")
    if substitute_id in current.seating.players:
        raise StoreError(f"Art. 20: {incoming.name} ya está sentado en esta mesa.")
    if substitute_id in busy_players(loaded, table):
        raise StoreError(f"{incoming.name} ya juega en otra mesa de este encuentro.")
    permission = permission or SubstitutionPermission(arbiter=loaded.arbiter)
    try:
        changed = current.substitute(out, substitute_id, reason, permission)
    except DominoError as exc:
        raise refusal(exc, loaded) from exc
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
        permitted_by=permission.arbiter,
        captains="|".join(permission.captains),
    )
    table_partidas(loaded, table)[partida - 1] = changed
    return changed


def _incident_text(kind_id: str, fields: Mapping[str, object], loaded: Loaded) -> str:
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


def _clean_fields(kind_id: str, fields: Mapping[str, object], loaded: Loaded) -> dict[str, object]:
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


def _check_place(loaded: Loaded, fields: Mapping[str, object]) -> tuple[int, int] | None:
    table, number = fields.get("mesa"), fields.get("partida")
    if not isinstance(table, int) or not isinstance(number, int) or isinstance(table, bool):
        return None  # validate_incident says what is wrong with them
    check_table_number(loaded, table)
    if not 1 <= number <= loaded.settings.partidas_per_table:
        raise StoreError(
            f"La partida {number} no existe: se juegan {loaded.settings.partidas_per_table} por "
            "mesa."
        )
    return table, number


def _append(
    s: Session, loaded: Loaded, kind_id: str, fields: Mapping[str, object], text: str, now: datetime
) -> Incident:
    return append_incident(
        s, loaded.match_id, kind=kind_id, rule_id=kind_id, text=text, fields=fields, now=now
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
    with changing(db, match_id, now) as (s, loaded):
        return _record_incident(s, loaded, kind, fields, now)


def _check_drop_player(loaded: Loaded, kind: str, fields: Mapping[str, object]) -> None:
    """DO-19.2 / 19.3: the player who dropped the tile belongs to the pair the incident names
    (the rival pair is the one that decides)."""
    try:
        pair = Pair(str(fields.get("pareja", "")).strip().lower())
    except ValueError:
        return  # validate_incident names the missing or wrong pair
    player = fields.get("jugador")
    ref = None
    if isinstance(player, int) and not isinstance(player, bool):
        ref = loaded.people.get(player)
    elif isinstance(player, str):
        wanted = player.strip().casefold()
        ref = next(
            (
                p
                for p in loaded.people.values()
                if wanted in (p.label.casefold(), p.name.casefold())
            ),
            None,
        )
    if ref is not None and ref.pair is not pair:
        raise StoreError(
            f"{incident_kind(kind).article}: {ref.name} no es de la {pair_label(pair)}: anote la "
            "caída de fichas en la pareja del jugador al que se le cayeron."
        )


def _record_incident(
    s: Session, loaded: Loaded, kind: str, fields: Mapping[str, object], now: datetime
) -> list[Incident]:
    try:
        spec = incident_kind(kind)
    except ValueError as exc:
        raise StoreError(str(exc)) from exc
    if kind in AUTOMATIC_RULES:
        raise StoreError(AUTOMATIC_RULES[kind])
    if kind in DROP_KINDS:
        _check_drop_player(loaded, kind, fields)
    cleaned = _clean_fields(kind, fields, loaded)
    place = _check_place(loaded, cleaned)
    started = kind == NEED_KIND and place and table_partidas(loaded, place[0])[place[1] - 1 :]
    if started and started[0].hands:
        raise StoreError(NEED_TOO_LATE)  # art. 17: declared before the partida starts
    if kind == "DO-20" and place is not None:
        table, number = place
        partidas = table_partidas(loaded, table)
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
        if place is None:  # validate_incident asks for both; this keeps them ints
            raise StoreError("Indique la mesa y la partida en que cayó la ficha.")
        earlier = s.exec(
            select(Incident).where(
                Incident.match_id == loaded.match_id, col(Incident.kind).in_(DROP_KINDS)
            )
        ).all()
        drop = next_drop(
            domain_incidents(earlier),
            Pair(str(cleaned["pareja"])),
            table=place[0],
            partida=place[1],
            recorded_from=loaded.settings.drops_recorded_from,
        )
        cleaned["vez"] = drop.count
        text = f"{text} {drop.message}"
    written = [_append(s, loaded, kind, cleaned, text, now)]
    if drop is not None and place is not None and drop.must_record:
        entry = dict(drop.as_incident(*place).fields)
        for key in ("mano", "hora"):
            if key in cleaned:
                entry[key] = cleaned[key]
        entry_text = (
            f"{_incident_text('DO-19.4', entry, loaded)} {drop.message} (Incidencia n.º "
            f"{written[0].id}.)"
        )
        written.append(_append(s, loaded, "DO-19.4", entry, entry_text, now))
    return written


def _stop_incident(
    s: Session, loaded: Loaded, partida: Partida, kind_id: str, extra: Mapping[str, object],
    note: str, now: datetime,
) -> None:  # fmt: skip
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
    with changing(db, match_id, now) as (s, loaded):
        current = _partida(loaded, table, partida)
        try:
            stopped = current.suspend(reason)
        except DominoError as exc:
            raise refusal(exc, loaded) from exc
        _event(s, loaded, current, SUSPENSION, now, reason=reason)
        note = "Partida suspendida; el órgano competente decide sobre su validez (art. 20)."
        _stop_incident(s, loaded, current, "DO-20", {"descripcion": reason.strip()}, note, now)
        _save_state(s, loaded, stopped, now)
        return stopped


def decide_suspension(
    db: Database,
    match_id: int,
    table: int,
    partida: int,
    kind: DecisionKind | str,
    decided_on: date,
    reference: str,
    now: datetime | None = None,
) -> Partida:
    """DO-20: the competent body's decision (with its date and reference) closes a suspended
    partida: the score at the suspension validated, the pair ahead the winner, or a replay.
    The partida and the encounter close with that result even below the target."""
    now = now or datetime.now()
    try:
        decision = BodyDecision(DecisionKind(kind), decided_on, reference)
    except ValueError as exc:
        raise StoreError(str(exc)) from exc
    with changing(db, match_id, now) as (s, loaded):
        current = _partida(loaded, table, partida)
        try:
            closed = current.decide(decision)
        except DominoError as exc:
            raise refusal(exc, loaded) from exc
        _event(
            s,
            loaded,
            current,
            DECISION,
            now,
            decision=decision.kind.value,
            decided_on=decision.decided_on,
            reference=decision.reference,
        )
        extra = {"descripcion": decision.text}
        _stop_incident(s, loaded, current, "DO-20", extra, "; ".join(closed.notes[-1:]), now)
        _save_state(s, loaded, closed, now)
        return closed


def resume(
    db: Database, match_id: int, table: int, partida: int, now: datetime | None = None
) -> Partida:
    """DO-20: play resumes from where it was suspended."""
    now = now or datetime.now()
    with changing(db, match_id, now) as (s, loaded):
        current = _partida(loaded, table, partida)
        try:
            resumed = current.resume()
        except DominoError as exc:
            raise refusal(exc, loaded) from exc
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
    with changing(db, match_id, now) as (s, loaded):
        name = namer(loaded)
        current = _partida(loaded, table, partida)
        if player not in current.seating.players:
            raise StoreError(f"{name(player)} no está sentado en la mesa {table}.")
        try:
            ended = current.abandon(player, reason)
        except DominoError as exc:
            raise refusal(exc, loaded) from exc
        pair = current.seating.pair_of(player)
        _event(s, loaded, current, ABANDONMENT, now, player=player, pair=pair, reason=reason)
        note = (
            f"Gana la {pair_label(pair.other)}, a la que se suman "
            f"{ended.credited} puntos hasta los "
            f"{loaded.settings.target}; la {pair_label(pair)} conserva sus {ended.totals[pair]}."
        )
        if reason.strip():
            note = f"Motivo: {reason.strip().rstrip('.')}. {note}"
        ref = loaded.people.get(player)
        extra = {"jugador": ref.label if ref else name(player), "pareja": pair.value}
        _stop_incident(s, loaded, current, "DO-20.4", extra, note, now)
        _save_state(s, loaded, ended, now)
        return ended
