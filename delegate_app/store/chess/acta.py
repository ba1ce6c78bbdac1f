"""The chess content of the acta as the match-day guide fills it: lineups, arrivals, start of
play, board results and the chess incident catalog.

The acta row, its signatures, lock, annexes and incident chain are store/acta.py's, shared with
domino; this module hands the chess content in (``register_sport`` at the end) and never imports
the domino modules.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import date, datetime
from typing import TypedDict

from sqlmodel import Session, col, select

from delegate_app.domain.chess.deadlines import acta_deadlines
from delegate_app.domain.chess.incident_catalog import CATALOG, WITHDRAWAL
from delegate_app.domain.chess.incident_wording import render_incident
from delegate_app.domain.chess.incidents import (
    Correction,
    IncidentEntry,
    clean_fields,
    effective_incidents,
    entry_rule_id,
)
from delegate_app.domain.chess.involved_players import involved_players
from delegate_app.domain.chess.lock import lock_problems as board_lock_problems
from delegate_app.domain.chess.match import BoardOutcome, OpenState, match_score
from delegate_app.domain.chess.start_of_play import StartProposal, TeamAtStart, start_proposal
from delegate_app.domain.competition import IncrementKind, Sport, TimeControl
from delegate_app.domain.sides import SIDES, Side
from delegate_app.store.acta import (
    ActaContent,
    acta_content_hash,
    acta_row,
    append_incident,
    common_view_fields,
    documentation,
    editable_acta,
    incident_content,
    incident_entries,
    match_content,
    match_parts,
    register_sport,
)
from delegate_app.store.acta_labels import DOCUMENT_CHECKS as DOCUMENT_CHECKS  # without SQL
from delegate_app.store.acta_views import (  # the SQL-free views, re-exported here
    DELIVERY_FORMS as DELIVERY_FORMS,
)
from delegate_app.store.acta_views import (
    ActaView as ActaView,
)
from delegate_app.store.acta_views import (
    BoardLine as BoardLine,
)
from delegate_app.store.acta_views import (
    LineupDelivery as LineupDelivery,
)
from delegate_app.store.acta_views import (
    LineupLine as LineupLine,
)
from delegate_app.store.acta_views import (
    SealedMove as SealedMove,
)
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import (
    Competition,
    GameResult,
    Incident,
    Lineup,
    LineupEntry,
    Match,
    MatchDay,
    Player,
    Presence,
)
from delegate_app.store.rows import get_row
from delegate_app.store.snapshots import reading_db

STEPS = ("Documentación", "Inicio", "Partidas", "Incidencias", "Cierre")


# --- views ---------------------------------------------------------------------------------------


# --- loading -------------------------------------------------------------------------------------


def _time_control(competition: Competition) -> TimeControl:
    return TimeControl(
        competition.base_minutes,
        competition.increment_seconds,
        IncrementKind(competition.increment_kind),
    )


def _lineup_people(s: Session, match_id: int, side: str) -> dict[int, tuple[str, str]]:
    """Board -> (name, detail) of a side's lineup as it stands."""
    lineup = s.exec(select(Lineup).where(Lineup.match_id == match_id, Lineup.side == side)).first()
    if lineup is None:
        return {}
    people = {}
    for entry in s.exec(select(LineupEntry).where(LineupEntry.lineup_id == lineup.id)):
        if entry.player_id is not None:
            player = get_row(s, Player, entry.player_id)
            detail = f"n.º {player.list_number}"
            if player.licence:
                detail += f" · lic. {player.licence}"
            if player.elo_canario:
                detail += f" · ELO {player.elo_canario}"
            people[entry.board] = (player.full_name, detail)
        else:
            detail = f"n.º {entry.typed_list_number}" if entry.typed_list_number else ""
            if entry.typed_rating:
                detail += f" · ELO {entry.typed_rating}"
            people[entry.board] = (entry.typed_name, detail.strip(" ·"))
    return people


def _lineup_licences(s: Session, match_id: int) -> dict[str, str]:
    """Signing role -> licence of each listed player of both lineups."""
    from delegate_app.domain.chess.involved_players import player_role

    licences = {}
    for side in (Side.HOME, Side.AWAY):
        lineup = s.exec(
            select(Lineup).where(Lineup.match_id == match_id, Lineup.side == side)
        ).first()
        if lineup is None:
            continue
        for entry in s.exec(select(LineupEntry).where(LineupEntry.lineup_id == lineup.id)):
            if entry.player_id is not None:
                licence = get_row(s, Player, entry.player_id).licence
                if licence:
                    licences[player_role(side, entry.board)] = licence
    return licences


def _typed_boards(s: Session, match_id: int, side: str) -> tuple[int, ...] | None:
    """The boards of a side's lineup typed into the app; None when nothing was typed."""
    lineup = s.exec(select(Lineup).where(Lineup.match_id == match_id, Lineup.side == side)).first()
    if lineup is None:
        return None
    entries = s.exec(select(LineupEntry).where(LineupEntry.lineup_id == lineup.id))
    return tuple(sorted(entry.board for entry in entries)) or None


class _RecordedDelivery(TypedDict):
    """One side's CH-16.3 delivery as MatchDay.lineup_delivery_json keeps it."""

    entregada: bool
    hora: str | None  # ISO, to the minute
    forma: str


def _recorded_delivery(acta: MatchDay | None) -> dict[str, _RecordedDelivery]:
    return json.loads(getattr(acta, "lineup_delivery_json", None) or "{}") if acta else {}


def lineup_delivery(s: Session, match_id: int) -> dict[str, LineupDelivery]:
    """CH-16.3 for both sides: what the acta records, else "typed" when the lineup is in the
    app, else nothing recorded."""
    recorded = _recorded_delivery(acta_row(s, match_id))
    result: dict[str, LineupDelivery] = {}
    for side in (Side.HOME, Side.AWAY):
        entry = recorded.get(side)
        if entry is not None:
            at = entry.get("hora")
            result[side] = LineupDelivery(
                bool(entry.get("entregada")),
                datetime.fromisoformat(at) if at else None,
                entry.get("forma", ""),
            )
        elif _typed_boards(s, match_id, side) is not None:
            result[side] = LineupDelivery(True, None, "app")
        else:
            result[side] = LineupDelivery(None)
    return result


def _delivery_content(acta: MatchDay | None) -> ActaContent:
    """Only what was recorded, so that the hash of an acta without it stays what it was."""
    recorded = _recorded_delivery(acta)
    return {"entrega_alineaciones": recorded} if recorded else {}


def _outcomes(s: Session, match_id: int, boards: int) -> list[BoardOutcome]:
    stored = {
        r.board: r.result for r in s.exec(select(GameResult).where(GameResult.match_id == match_id))
    }
    return [BoardOutcome.parse(board, stored.get(board)) for board in range(1, boards + 1)]


def chess_acta_content(s: Session, match_id: int) -> ActaContent:
    """Everything the chess acta says, as plain data: what is hashed, signed and printed."""
    _match, _rnd, competition, _home, _away = match_parts(s, match_id)
    acta = acta_row(s, match_id)
    people = {side: _lineup_people(s, match_id, side) for side in (Side.HOME, Side.AWAY)}
    presence = {
        (p.side, p.board): p.arrived_at
        for p in s.exec(select(Presence).where(Presence.match_id == match_id))
    }
    outcomes = _outcomes(s, match_id, competition.boards)
    incidents = incident_entries(s, match_id)
    return {
        "encuentro": match_content(s, match_id),
        "inicio": {
            "hora_real": acta.actual_start if acta else None,
            "local_dispuesto": acta.venue_ready if acta else True,
            "arbitro": acta.arbiter_name if acta else "",
            "licencia_arbitro": acta.arbiter_licence if acta else "",
        },
        "documentacion": documentation(acta),
        **_delivery_content(acta),
        "tableros": [
            {
                "tablero": board,
                "local": people[Side.HOME].get(board, ("", ""))[0],
                "visitante": people[Side.AWAY].get(board, ("", ""))[0],
                "llegada_local": presence.get((Side.HOME, board)),
                "llegada_visitante": presence.get((Side.AWAY, board)),
                "resultado": outcome.text,
            }
            for board, outcome in zip(range(1, competition.boards + 1), outcomes, strict=True)
        ],
        "incidencias": incident_content(incidents),
        **_envelope_content(incidents),
    }


def _sealed_entries(incidents: list[Incident]) -> list[tuple[Incident, int, Mapping[str, object]]]:
    """CH-11.2 sealed moves the acta says now (corrected and withdrawn ones left out): the row,
    its number on the acta and its fields. Entries recorded before the envelope's keeper was
    asked for are left out, so that the content (and hash) of an acta locked then stays."""
    entries = effective_incidents(_entries(incidents))
    return [
        (incidents[entry.id - 1], entry.id, entry.fields)
        for entry in entries
        if entry.kind == "reloj_averiado" and "custodia" in entry.fields
    ]


def _envelope_content(incidents: list[Incident]) -> ActaContent:
    """CH-11.2/15.2: each sealed-move envelope's data, only when the acta has one."""
    envelopes = [
        {"incidencia": row.id, "campos": dict(fields)}
        for row, _number, fields in _sealed_entries(incidents)
    ]
    return {"sobres_jugada_secreta": envelopes} if envelopes else {}


def _arrivals(s: Session, match_id: int, side: str, boards: int) -> dict[int, datetime | None]:
    rows = {
        p.board: p.arrived_at
        for p in s.exec(
            select(Presence).where(Presence.match_id == match_id, Presence.side == side)
        )
    }
    return {board: rows.get(board) for board in range(1, boards + 1)}


def _entries(incidents: list[Incident]) -> list[IncidentEntry]:
    """The log for the domain, numbered as the acta shows it; corrections and withdrawals kept,
    so that a withdrawn incident no longer counts (for the committee, for the lock)."""
    numbers = {incident.id: n for n, incident in enumerate(incidents, start=1)}
    entries = []
    for incident in incidents:
        fields = json.loads(incident.fields_json or "{}")
        if incident.kind not in CATALOG:
            continue  # kinds recorded before the chess catalog had them
        correction = None
        if incident.corrects_id in numbers:
            correction = Correction(numbers[incident.corrects_id])
        entries.append(IncidentEntry(numbers[incident.id], incident.kind, fields, correction))
    return entries


def chess_lock_problems(s: Session, match_id: int) -> list[str]:
    """Why the chess acta cannot lock yet (domain ``chess_lock.lock_problems``)."""
    _match, _rnd, competition, *_ = match_parts(s, match_id)
    return board_lock_problems(
        _outcomes(s, match_id, competition.boards),
        competition.boards,
        _entries(incident_entries(s, match_id)),
    )


def _incident_title(incident: Incident) -> str:
    return CATALOG[incident.kind].title if incident.kind in CATALOG else incident.kind


def acta_view(db: Database, match_id: int) -> ActaView:
    from delegate_app.store.holidays import club_holidays

    local_holidays = club_holidays(db)
    db = reading_db(db, match_id)  # a locked acta is read from its snapshot
    with db.session() as s:
        return acta_view_in(s, match_id, local_holidays, acta_content_hash(s, match_id))


def acta_view_in(
    s: Session, match_id: int, local_holidays: Mapping[date, str], current_hash: str
) -> ActaView:
    """The chess acta's view read in `s`, the session of where the acta is read from (its
    snapshot once locked); `local_holidays` are the club's, from its live database;
    `current_hash` is the hash of the acta's content as read in `s` (the caller reads the
    content once: ``store.acta_reading.read_acta`` needs it too)."""
    match, _rnd, competition, _home, _away = match_parts(s, match_id)
    acta = acta_row(s, match_id)
    people = {side: _lineup_people(s, match_id, side) for side in (Side.HOME, Side.AWAY)}
    arrivals = {
        side: _arrivals(s, match_id, side, competition.boards) for side in (Side.HOME, Side.AWAY)
    }
    outcomes = _outcomes(s, match_id, competition.boards)
    lines = []
    for outcome in outcomes:
        board = outcome.board
        h_name, h_detail = people[Side.HOME].get(board, ("", ""))
        a_name, a_detail = people[Side.AWAY].get(board, ("", ""))
        lines.append(
            BoardLine(
                board=board,
                home_colour="blancas" if board % 2 else "negras",
                home_name=h_name,
                home_detail=h_detail,
                away_name=a_name,
                away_detail=a_detail,
                home_arrived=arrivals[Side.HOME][board],
                away_arrived=arrivals[Side.AWAY][board],
                outcome=outcome,
            )
        )
    incidents = incident_entries(s, match_id)
    view = ActaView(
        **common_view_fields(s, match_id, incidents, _incident_title, current_hash),
        time_control=_time_control(competition),
        boards=competition.boards,
        actual_start=acta.actual_start if acta else None,
        venue_ready=acta.venue_ready if acta else True,
        documentation=documentation(acta),
        lines=lines,
        score=match_score(outcomes, competition.boards),
        lineup_delivery=lineup_delivery(s, match_id),
    )
    for _row, number, fields in _sealed_entries(incidents):
        sealed_board = fields.get("tablero")
        line = next((line for line in lines if line.board == sealed_board), None)
        if line is None:
            continue  # a board the competition no longer has: the incident text says it
        home_white = line.home_colour == "blancas"
        white, black = (line.home_name, line.away_name)
        if not home_white:
            white, black = black, white
        view.sealed_moves.append(SealedMove(number, line.board, white, black, fields))
    entries = _entries(incidents)
    names = {
        (side, line.board): name
        for line in lines
        for side, name in ((Side.HOME, line.home_name), (Side.AWAY, line.away_name))
    }
    view.involved_players = involved_players(entries, names)
    view.player_licences = _lineup_licences(s, match_id)
    view.deadlines = acta_deadlines(
        match.played_at or match.scheduled_at, entries, outcomes, local_holidays
    )
    view.lock_problems = board_lock_problems(outcomes, competition.boards, entries)
    return view


def start_state(db: Database, match_id: int, as_of: datetime | None = None) -> StartProposal:
    """The start-of-play proposal (clock charges, forfeits at the hour) from what was noted."""
    with db.session() as s:
        match, _rnd, competition, _home, _away = match_parts(s, match_id)
        acta = acta_row(s, match_id)
        boards = competition.boards
        delivery = lineup_delivery(s, match_id)
        teams = {
            side: TeamAtStart(
                arrivals=_arrivals(s, match_id, side, boards),
                lineup_delivered=delivery[side].delivered,
                lineup_at=delivery[side].at if delivery[side].delivered else None,
                # CH-18.4: half of the players of its lineup, when the lineup is in the app.
                fielded=_typed_boards(s, match_id, side),
            )
            for side in (Side.HOME, Side.AWAY)
        }
        venue_ready = acta.venue_ready if acta else True
        try:
            return start_proposal(
                # CH-17.1: a moved match starts at its new date and time (arts. 18.4-18.7 too)
                match.played_at or match.scheduled_at,
                _time_control(competition),
                teams[Side.HOME],
                teams[Side.AWAY],
                actual_start=(acta.actual_start if acta else None) if not venue_ready else None,
                venue_ready=venue_ready,
                boards=boards,
                as_of=as_of,
            )
        except ValueError as exc:
            raise StoreError(str(exc)) from exc


# --- editing -------------------------------------------------------------------------------------


# After the match day the computer's clock is not the time of anything on the acta.
TYPE_THE_TIME = (
    "Si rellena el acta otro día, no use «Ahora» ni «Ha llegado»: teclee la hora en su casilla "
    "(1555 son las 15:55)."
)


def _match_days(match: Match) -> set[date]:
    """The days the match can be noted on: the scheduled one, or the one it was moved to."""
    days = {match.scheduled_at.date()}
    if match.played_at is not None:
        days.add(match.played_at.date())
    return days


def set_documentation(
    db: Database, match_id: int, checks: dict[str, bool], now: datetime | None = None
) -> None:
    unknown = set(checks) - set(DOCUMENT_CHECKS)
    if unknown:
        raise StoreError(f"Comprobación desconocida: {', '.join(sorted(unknown))}.")
    with db.session() as s, s.begin():
        acta = editable_acta(s, match_id, now or datetime.now())
        current = json.loads(acta.documentation_json or "{}")
        current.update({key: bool(value) for key, value in checks.items()})
        acta.documentation_json = json.dumps(current, sort_keys=True)
        s.add(acta)


def set_start(
    db: Database,
    match_id: int,
    *,
    actual_start: datetime | None,
    venue_ready: bool,
    arbiter_name: str = "",
    arbiter_licence: str = "",
    now: datetime | None = None,
) -> None:
    with db.session() as s, s.begin():
        match, *_ = match_parts(s, match_id)
        if actual_start is not None and actual_start.date() not in _match_days(match):
            raise StoreError(
                "La hora real de comienzo debe ser del día del encuentro "
                f"({(match.played_at or match.scheduled_at):%d/%m/%Y}). {TYPE_THE_TIME}"
            )
        if not venue_ready and actual_start is None:
            raise StoreError(
                "Si el local o el material no estaban dispuestos, anote la hora en que lo "
                "estuvieron (art. 17.1)."
            )
        acta = editable_acta(s, match_id, now or datetime.now())
        acta.actual_start = actual_start
        acta.venue_ready = venue_ready
        acta.arbiter_name = arbiter_name.strip()
        acta.arbiter_licence = arbiter_licence.strip()
        s.add(acta)


def set_lineup_delivery(
    db: Database,
    match_id: int,
    side: str,
    *,
    delivered: bool,
    at: datetime | None = None,
    form: str = "papel",
    now: datetime | None = None,
) -> None:
    """CH-16.3: record whether and when a team delivered its lineup, on paper or typed."""
    if side not in (Side.HOME, Side.AWAY):
        raise StoreError(f"Lado desconocido: «{side}».")
    if delivered and form not in DELIVERY_FORMS:
        raise StoreError("Indique cómo se entregó la alineación: en papel o tecleada en la app.")
    if not delivered and at is not None:
        raise StoreError("Una alineación no entregada no tiene hora de entrega.")
    with db.session() as s, s.begin():
        match, *_ = match_parts(s, match_id)
        if at is not None and at.date() not in _match_days(match):
            raise StoreError(
                "La hora de entrega de la alineación debe ser del día del encuentro "
                f"({(match.played_at or match.scheduled_at):%d/%m/%Y}). {TYPE_THE_TIME}"
            )
        acta = editable_acta(s, match_id, now or datetime.now())
        recorded = _recorded_delivery(acta)
        recorded[side] = {
            "entregada": bool(delivered),
            "hora": at.isoformat(timespec="minutes") if at else None,
            "forma": form if delivered else "",
        }
        acta.lineup_delivery_json = json.dumps(recorded, sort_keys=True)
        s.add(acta)


def set_arrival(
    db: Database,
    match_id: int,
    side: str,
    board: int,
    arrived_at: datetime | None,
    now: datetime | None = None,
) -> None:
    """When the player of a board sat down; None: not arrived (yet)."""
    if side not in (Side.HOME, Side.AWAY):
        raise StoreError(f"Lado desconocido: «{side}».")
    with db.session() as s, s.begin():
        match, _rnd, competition, *_ = match_parts(s, match_id)
        if not 1 <= board <= competition.boards:
            raise StoreError(f"Este encuentro se juega a {competition.boards} tableros.")
        if arrived_at is not None and arrived_at.date() not in _match_days(match):
            raise StoreError(
                "La hora de llegada debe ser del día del encuentro "
                f"({(match.played_at or match.scheduled_at):%d/%m/%Y}). {TYPE_THE_TIME}"
            )
        editable_acta(s, match_id, now or datetime.now())
        row = s.get(Presence, (match_id, side, board)) or Presence(
            match_id=match_id, side=side, board=board
        )
        row.arrived_at = arrived_at
        s.add(row)


def set_result(
    db: Database, match_id: int, board: int, text: str, now: datetime | None = None
) -> BoardOutcome:
    """A board's result or open state ("1-0", "½-½", "+/-", "aplazada", "pendiente (1-0)"…)."""
    now = now or datetime.now()
    try:
        outcome = BoardOutcome.parse(board, text)
    except (ValueError, TypeError) as exc:
        raise StoreError(str(exc)) from exc
    if outcome.open_state is OpenState.REPLAY:
        raise StoreError(
            f"Tablero {board}: solo un fallo del Comité ordena repetir una partida; anótelo con "
            "«Fallo del Comité recibido…» cuando llegue."
        )
    with db.session() as s, s.begin():
        _match, _rnd, competition, *_ = match_parts(s, match_id)
        if not 1 <= board <= competition.boards:
            raise StoreError(f"Este encuentro se juega a {competition.boards} tableros.")
        editable_acta(s, match_id, now)
        row = s.exec(
            select(GameResult).where(GameResult.match_id == match_id, GameResult.board == board)
        ).first()
        if outcome.open_state is not None and outcome.result is None and not text.strip():
            if row is not None:
                s.delete(row)
            return outcome
        row = row or GameResult(match_id=match_id, board=board, result="", updated_at=now)
        row.result, row.updated_at = outcome.text, now
        s.add(row)
        if outcome.is_final:
            match = get_row(s, Match, match_id)
            s.flush()
            results = s.exec(select(GameResult).where(GameResult.match_id == match_id)).all()
            if len(results) == competition.boards and all(
                BoardOutcome.parse(r.board, r.result).is_final for r in results
            ):
                match.status = "jugado"
                s.add(match)
    return outcome


def record_incident(
    db: Database,
    match_id: int,
    kind: str,
    fields: Mapping[str, object],
    corrects_id: int | None = None,
    now: datetime | None = None,
) -> Incident:
    """Validate and append an incident of the chess catalog; corrections point to the entry."""
    spec = CATALOG.get(kind)
    if spec is None:
        raise StoreError(f"Tipo de incidencia desconocido: «{kind}».")
    now = now or datetime.now()
    with db.session() as s, s.begin():
        _match, _rnd, competition, *_ = match_parts(s, match_id)
        editable_acta(s, match_id, now)
        cleaned, problems = clean_fields(kind, fields, competition.boards)
        if problems:
            raise StoreError("No se puede guardar la incidencia:\n" + "\n".join(problems))
        if kind == WITHDRAWAL and corrects_id is None:
            raise StoreError("Indique qué incidencia se anula.")
        return append_incident(
            s,
            match_id,
            kind=kind,
            rule_id=entry_rule_id(kind, cleaned),
            text=render_incident(kind, cleaned),
            fields=cleaned,
            corrects_id=corrects_id,
            now=now,
        )


def _signing_boards(competition: Competition) -> int:
    return competition.boards  # CH-13.7: the players of any board may sign


def _reading(
    s: Session, match_id: int, holidays: dict[date, str], current_hash: str
) -> tuple[ActaView, Mapping[str, list[LineupLine]]]:
    """What the documents read besides the content: the view and both lineups board by board."""
    lineups: dict[str, list[LineupLine]] = {
        side: _lineup_lines(s, match_id, side) for side in SIDES
    }
    return acta_view_in(s, match_id, holidays, current_hash), lineups


def _lineup_lines(s: Session, match_id: int, side: str) -> list[LineupLine]:
    """A chess lineup board by board: a club player with his list data, or a typed rival (as
    they were at the lock, for a locked acta)."""
    lineup = s.exec(select(Lineup).where(Lineup.match_id == match_id, Lineup.side == side)).first()
    if lineup is None:
        return []
    lines = []
    entries = s.exec(
        select(LineupEntry)
        .where(LineupEntry.lineup_id == lineup.id)
        .order_by(col(LineupEntry.board))
    )
    for entry in entries:
        if entry.player_id is not None:
            player = get_row(s, Player, entry.player_id)
            lines.append(
                LineupLine(
                    entry.board,
                    player.full_name,
                    player.list_number,
                    player.licence or "",
                    player.elo_canario,
                )
            )
        elif entry.typed_name:
            lines.append(
                LineupLine(
                    entry.board,
                    entry.typed_name,
                    entry.typed_list_number,
                    "",
                    entry.typed_rating,
                )
            )
    return lines


register_sport(
    Sport.CHESS.value,
    chess_acta_content,
    STEPS,
    chess_lock_problems,
    _signing_boards,
    reading=_reading,
)
