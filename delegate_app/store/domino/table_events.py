"""What happens at a domino table besides the hands: substitutions (DO-6), incidents,
suspensions and their decision, resumptions and abandonments.

As in ``editing``, each action is a core working on an open session and on the loaded state,
which it keeps up to date, and a wrapper that is one transaction of its own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, datetime

from sqlmodel import Session, col, select

from delegate_app.domain.domino import (
    DROP_KINDS,
    NEED_KIND,
    NEED_TOO_LATE,
    DominoError,
    FieldKind,
    Pair,
    Partida,
    Tile,
    incident_kind,
    next_drop,
    validate_incident,
)
from delegate_app.domain.domino.common import pair_label
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
    Loaded,
    domain_incidents,
    namer,
    refusal,
    table_partidas,
)
from delegate_app.store.domino.editing import (
    add_event,
    partida_of,
    partida_score,
    save_partida_state,
)
from delegate_app.store.domino.tables import (
    busy_players,
    changing,
    check_table_number,
)
from delegate_app.store.domino.views import (
    ABANDONMENT,
    DECISION,
    RESUMPTION,
    SUBSTITUTION,
    SUSPENSION,
)
from delegate_app.store.errors import StoreError
from delegate_app.store.models import (
    Incident,
)


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
        return substitute_in_session(
            s, loaded, table, partida, out, substitute_id, reason, now, permission
        )


def substitute_in_session(
    s: Session, loaded: Loaded, table: int, partida: int, out: int, substitute_id: int,
    reason: str, now: datetime, permission: SubstitutionPermission | None = None,
) -> Partida:  # fmt: skip
    name = namer(loaded)
    current = partida_of(loaded, table, partida)
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
    add_event(
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
        return record_incident_in_session(s, loaded, kind, fields, now)


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


def record_incident_in_session(
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
            home, away = partida_score(partidas[number - 1])
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
    home, away = partida_score(partida)
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
        current = partida_of(loaded, table, partida)
        try:
            stopped = current.suspend(reason)
        except DominoError as exc:
            raise refusal(exc, loaded) from exc
        add_event(s, loaded, current, SUSPENSION, now, reason=reason)
        note = "Partida suspendida; el órgano competente decide sobre su validez (art. 20)."
        _stop_incident(s, loaded, current, "DO-20", {"descripcion": reason.strip()}, note, now)
        save_partida_state(s, loaded, stopped, now)
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
        current = partida_of(loaded, table, partida)
        try:
            closed = current.decide(decision)
        except DominoError as exc:
            raise refusal(exc, loaded) from exc
        add_event(
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
        save_partida_state(s, loaded, closed, now)
        return closed


def resume(
    db: Database, match_id: int, table: int, partida: int, now: datetime | None = None
) -> Partida:
    """DO-20: play resumes from where it was suspended."""
    now = now or datetime.now()
    with changing(db, match_id, now) as (s, loaded):
        current = partida_of(loaded, table, partida)
        try:
            resumed = current.resume()
        except DominoError as exc:
            raise refusal(exc, loaded) from exc
        add_event(s, loaded, current, RESUMPTION, now)
        extra = {"descripcion": "Se reanuda la partida suspendida"}
        _stop_incident(s, loaded, current, "DO-20", extra, "", now)
        save_partida_state(s, loaded, resumed, now)
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
        current = partida_of(loaded, table, partida)
        if player not in current.seating.players:
            raise StoreError(f"{name(player)} no está sentado en la mesa {table}.")
        try:
            ended = current.abandon(player, reason)
        except DominoError as exc:
            raise refusal(exc, loaded) from exc
        pair = current.seating.pair_of(player)
        add_event(s, loaded, current, ABANDONMENT, now, player=player, pair=pair, reason=reason)
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
        save_partida_state(s, loaded, ended, now)
        return ended
