"""The acta of a chess match as the match-day guide fills it, up to its lock.

Every action is one transaction. Signatures are bound to the SHA-256 of the acta's content
(domain/acta_hash.py): any later change voids the signatures taken so far. When the required
signatures are in (both delegates, and the arbiter when there is one) the acta locks; after that
nothing of it changes (the database refuses it too, migration 0005) and additions are annexes,
each signed on its own.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime

from sqlmodel import Session, select

from delegate_app.domain.acta_hash import content_hash
from delegate_app.domain.chess_incidents import (
    CATALOG,
    WITHDRAWAL,
    IncidentEntry,
    clean_fields,
    render_incident,
)
from delegate_app.domain.chess_match import (
    BoardOutcome,
    MatchScore,
    StartProposal,
    TeamAtStart,
    acta_deadlines,
    match_score,
    start_proposal,
)
from delegate_app.domain.competition import IncrementKind, TimeControl
from delegate_app.domain.deadlines import Deadline
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.lock_log import record_annex, record_lock
from delegate_app.store.models import (
    ActaSignature,
    Annex,
    Club,
    Competition,
    GameResult,
    Incident,
    Lineup,
    LineupEntry,
    Match,
    MatchDay,
    Player,
    Presence,
    Round,
    Team,
)
from delegate_app.store.snapshots import reading_db

STEPS = ("Documentación", "Inicio", "Partidas", "Incidencias", "Cierre")
HOME, AWAY = "local", "visitante"
ROLE_LABELS = {
    "delegado_local": "Delegado del equipo local",
    "delegado_visitante": "Delegado del equipo visitante",
    "arbitro": "Árbitro",
}
DOCUMENT_CHECKS = {
    "lista_jugadores": "Lista de jugadores del club sellada (solo si cambió, art. 16.1)",
    "certificados": "Certificaciones federativas o DNI de los jugadores (art. 16.2)",
    "alineaciones": "Alineaciones intercambiadas por escrito antes de empezar (art. 16.3)",
}
LOCKED_MESSAGE = "El acta está cerrada y firmada: lo que se añada ha de ir en un anexo."


# --- views ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BoardLine:
    board: int
    home_colour: str  # "blancas" or "negras" for the home player (CH-18.1)
    home_name: str
    home_detail: str  # list number and licence
    away_name: str
    away_detail: str
    home_arrived: datetime | None
    away_arrived: datetime | None
    outcome: BoardOutcome


@dataclass(frozen=True)
class IncidentLine:
    id: int
    created_at: datetime
    kind: str
    rule_id: str
    title: str
    text: str
    corrects_id: int | None


@dataclass(frozen=True)
class SignatureLine:
    id: int
    role: str
    name: str
    licence: str
    signed_at: datetime
    valid: bool  # bound to the current content
    annex_id: int | None


@dataclass
class ActaView:
    match_id: int
    competition: str
    category: str
    federation: str
    season: str
    round_number: int
    official_start: datetime
    venue: str
    home_team: str
    away_team: str
    home_club: str
    away_club: str
    time_control: TimeControl
    boards: int
    step: int
    actual_start: datetime | None
    venue_ready: bool
    arbiter_name: str
    arbiter_licence: str
    documentation: dict[str, bool]
    lines: list[BoardLine]
    score: MatchScore
    incidents: list[IncidentLine]
    signatures: list[SignatureLine]
    annexes: list[Annex]
    locked_at: datetime | None
    content_hash: str
    deadlines: list[Deadline] = field(default_factory=list)

    @property
    def locked(self) -> bool:
        return self.locked_at is not None

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


def _parts(s: Session, match_id: int):
    match = s.get(Match, match_id)
    if match is None:
        raise StoreError("El encuentro ya no existe.")
    rnd = s.get(Round, match.round_id)
    competition = s.get(Competition, rnd.competition_id)
    home, away = s.get(Team, match.home_team_id), s.get(Team, match.away_team_id)
    return match, rnd, competition, home, away


def _acta(s: Session, match_id: int) -> MatchDay | None:
    return s.exec(select(MatchDay).where(MatchDay.match_id == match_id)).first()


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
            player = s.get(Player, entry.player_id)
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


def incident_entries(s: Session, match_id: int) -> list[Incident]:
    return list(s.exec(select(Incident).where(Incident.match_id == match_id).order_by(Incident.id)))


def _outcomes(s: Session, match_id: int, boards: int) -> list[BoardOutcome]:
    stored = {
        r.board: r.result for r in s.exec(select(GameResult).where(GameResult.match_id == match_id))
    }
    return [BoardOutcome.parse(board, stored.get(board)) for board in range(1, boards + 1)]


def acta_content(s: Session, match_id: int) -> dict:
    """Everything the acta says, as plain data: what is hashed, signed and printed."""
    match, rnd, competition, home, away = _parts(s, match_id)
    if competition.sport == "domino":
        # Imported here: domino_encounter builds on this module.
        from delegate_app.store.domino_encounter import domino_acta_content

        return domino_acta_content(s, match_id)
    acta = _acta(s, match_id)
    people = {side: _lineup_people(s, match_id, side) for side in (HOME, AWAY)}
    presence = {
        (p.side, p.board): p.arrived_at
        for p in s.exec(select(Presence).where(Presence.match_id == match_id))
    }
    outcomes = _outcomes(s, match_id, competition.boards)
    return {
        "encuentro": {
            "id": match.id,
            "competicion": competition.name,
            "categoria": competition.category,
            "temporada": competition.season,
            "ronda": rnd.number,
            "hora_oficial": match.scheduled_at,
            "local": home.name,
            "visitante": away.name,
            "lugar": match.venue,
        },
        "inicio": {
            "hora_real": acta.actual_start if acta else None,
            "local_dispuesto": acta.venue_ready if acta else True,
            "arbitro": acta.arbiter_name if acta else "",
            "licencia_arbitro": acta.arbiter_licence if acta else "",
        },
        "documentacion": json.loads(acta.documentation_json) if acta else {},
        "tableros": [
            {
                "tablero": board,
                "local": people[HOME].get(board, ("", ""))[0],
                "visitante": people[AWAY].get(board, ("", ""))[0],
                "llegada_local": presence.get((HOME, board)),
                "llegada_visitante": presence.get((AWAY, board)),
                "resultado": outcome.text,
            }
            for board, outcome in zip(range(1, competition.boards + 1), outcomes, strict=True)
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
            for i in incident_entries(s, match_id)
        ],
    }


def acta_content_hash(s: Session, match_id: int) -> str:
    return content_hash(acta_content(s, match_id))


def _arrivals(s: Session, match_id: int, side: str, boards: int) -> dict[int, datetime | None]:
    rows = {
        p.board: p.arrived_at
        for p in s.exec(
            select(Presence).where(Presence.match_id == match_id, Presence.side == side)
        )
    }
    return {board: rows.get(board) for board in range(1, boards + 1)}


def _entries(incidents: list[Incident]) -> list[IncidentEntry]:
    entries = []
    for incident in incidents:
        fields = json.loads(incident.fields_json or "{}")
        if incident.kind not in CATALOG:
            continue  # kinds recorded by other screens (e.g. the lineup's rival warnings)
        entries.append(IncidentEntry(incident.id, incident.kind, fields))
    return entries


def signature_state(s: Session, match_id: int) -> tuple[str, list[Annex], list[SignatureLine]]:
    """The acta's current content hash, its annexes, and every drawn signature with whether it
    is still bound to what it signed (the acta's content, or its annex's)."""
    current_hash = acta_content_hash(s, match_id)
    annexes = list(s.exec(select(Annex).where(Annex.match_id == match_id).order_by(Annex.id)))
    annex_hashes = {a.id: a.content_hash for a in annexes}
    signatures = [
        SignatureLine(
            id=sig.id,
            role=sig.role,
            name=sig.name,
            licence=sig.licence,
            signed_at=sig.signed_at,
            valid=sig.content_hash
            == (annex_hashes.get(sig.annex_id) if sig.annex_id else current_hash),
            annex_id=sig.annex_id,
        )
        for sig in s.exec(
            select(ActaSignature)
            .where(ActaSignature.match_id == match_id)
            .order_by(ActaSignature.id)
        )
    ]
    return current_hash, annexes, signatures


def acta_view(db: Database, match_id: int) -> ActaView:
    db = reading_db(db, match_id)  # a locked acta is read from its snapshot
    with db.session() as s:
        match, rnd, competition, home, away = _parts(s, match_id)
        acta = _acta(s, match_id)
        home_club, away_club = s.get(Club, home.club_id), s.get(Club, away.club_id)
        people = {side: _lineup_people(s, match_id, side) for side in (HOME, AWAY)}
        arrivals = {side: _arrivals(s, match_id, side, competition.boards) for side in (HOME, AWAY)}
        outcomes = _outcomes(s, match_id, competition.boards)
        lines = []
        for outcome in outcomes:
            board = outcome.board
            h_name, h_detail = people[HOME].get(board, ("", ""))
            a_name, a_detail = people[AWAY].get(board, ("", ""))
            lines.append(
                BoardLine(
                    board=board,
                    home_colour="blancas" if board % 2 else "negras",
                    home_name=h_name,
                    home_detail=h_detail,
                    away_name=a_name,
                    away_detail=a_detail,
                    home_arrived=arrivals[HOME][board],
                    away_arrived=arrivals[AWAY][board],
                    outcome=outcome,
                )
            )
        incidents = incident_entries(s, match_id)
        current_hash, annexes, signatures = signature_state(s, match_id)
        view = ActaView(
            match_id=match.id,
            competition=competition.name,
            category=competition.category,
            federation=competition.federation,
            season=competition.season,
            round_number=rnd.number,
            official_start=match.scheduled_at,
            venue=match.venue,
            home_team=home.name,
            away_team=away.name,
            home_club=home_club.name,
            away_club=away_club.name,
            time_control=_time_control(competition),
            boards=competition.boards,
            step=acta.step if acta else 0,
            actual_start=acta.actual_start if acta else None,
            venue_ready=acta.venue_ready if acta else True,
            arbiter_name=acta.arbiter_name if acta else "",
            arbiter_licence=acta.arbiter_licence if acta else "",
            documentation=json.loads(acta.documentation_json) if acta else {},
            lines=lines,
            score=match_score(outcomes, competition.boards),
            incidents=[
                IncidentLine(
                    id=i.id,
                    created_at=i.created_at,
                    kind=i.kind,
                    rule_id=i.rule_id,
                    title=CATALOG[i.kind].title if i.kind in CATALOG else i.kind,
                    text=i.text,
                    corrects_id=i.corrects_id,
                )
                for i in incidents
            ],
            signatures=signatures,
            annexes=annexes,
            locked_at=acta.locked_at if acta else None,
            content_hash=current_hash,
        )
        view.deadlines = acta_deadlines(
            match.played_at or match.scheduled_at, _entries(incidents), outcomes
        )
        return view


def start_state(db: Database, match_id: int, as_of: datetime | None = None) -> StartProposal:
    """The start-of-play proposal (clock charges, forfeits at the hour) from what was noted."""
    with db.session() as s:
        match, _rnd, competition, _home, _away = _parts(s, match_id)
        acta = _acta(s, match_id)
        boards = competition.boards
        lineups_at = {}
        for side in (HOME, AWAY):
            lineup = s.exec(
                select(Lineup).where(Lineup.match_id == match_id, Lineup.side == side)
            ).first()
            lineups_at[side] = lineup is not None
        teams = {
            side: TeamAtStart(
                arrivals=_arrivals(s, match_id, side, boards),
                lineup_delivered=lineups_at[side],
            )
            for side in (HOME, AWAY)
        }
        venue_ready = acta.venue_ready if acta else True
        try:
            return start_proposal(
                match.scheduled_at,
                _time_control(competition),
                teams[HOME],
                teams[AWAY],
                actual_start=(acta.actual_start if acta else None) if not venue_ready else None,
                venue_ready=venue_ready,
                boards=boards,
                as_of=as_of,
            )
        except ValueError as exc:
            raise StoreError(str(exc)) from exc


# --- editing -------------------------------------------------------------------------------------


def _match_days(match: Match) -> set:
    """The days the match can be noted on: the scheduled one, or the one it was moved to."""
    days = {match.scheduled_at.date()}
    if match.played_at is not None:
        days.add(match.played_at.date())
    return days


def _editable(s: Session, match_id: int, now: datetime) -> MatchDay:
    match, *_ = _parts(s, match_id)
    acta = _acta(s, match_id)
    if acta is None:
        acta = MatchDay(match_id=match_id, official_start=match.scheduled_at, updated_at=now)
    elif acta.locked_at is not None:
        raise StoreError(LOCKED_MESSAGE)
    acta.updated_at = now
    s.add(acta)
    s.flush()
    return acta


def ensure_lock_free(s: Session, match_id: int) -> None:
    """For other modules (lineups) that change what the acta shows."""
    acta = _acta(s, match_id)
    if acta is not None and acta.locked_at is not None:
        raise StoreError(LOCKED_MESSAGE)


def open_acta(db: Database, match_id: int, now: datetime | None = None) -> None:
    """Create the acta of the match if it does not exist yet (opening the guide)."""
    now = now or datetime.now()
    with db.session() as s, s.begin():
        if _acta(s, match_id) is None:
            _editable(s, match_id, now)


def set_step(db: Database, match_id: int, step: int) -> None:
    """Remember the guide's step; allowed on a locked acta (it changes nothing of it)."""
    if not 0 <= step < len(STEPS):
        raise StoreError("Paso de la guía desconocido.")
    with db.session() as s, s.begin():
        acta = _acta(s, match_id)
        if acta is None:
            raise StoreError("El acta de este encuentro todavía no se ha abierto.")
        if acta.step != step and acta.locked_at is None:
            acta.step = step
            s.add(acta)


def set_documentation(
    db: Database, match_id: int, checks: dict[str, bool], now: datetime | None = None
) -> None:
    unknown = set(checks) - set(DOCUMENT_CHECKS)
    if unknown:
        raise StoreError(f"Comprobación desconocida: {', '.join(sorted(unknown))}.")
    with db.session() as s, s.begin():
        acta = _editable(s, match_id, now or datetime.now())
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
        match, *_ = _parts(s, match_id)
        if actual_start is not None and actual_start.date() not in _match_days(match):
            raise StoreError(
                "La hora real de comienzo debe ser del día del encuentro "
                f"({match.scheduled_at:%d/%m/%Y})."
            )
        if not venue_ready and actual_start is None:
            raise StoreError(
                "Si el local o el material no estaban dispuestos, anote la hora en que lo "
                "estuvieron (art. 17.1)."
            )
        acta = _editable(s, match_id, now or datetime.now())
        acta.actual_start = actual_start
        acta.venue_ready = venue_ready
        acta.arbiter_name = arbiter_name.strip()
        acta.arbiter_licence = arbiter_licence.strip()
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
    if side not in (HOME, AWAY):
        raise StoreError(f"Lado desconocido: «{side}».")
    with db.session() as s, s.begin():
        match, _rnd, competition, *_ = _parts(s, match_id)
        if not 1 <= board <= competition.boards:
            raise StoreError(f"Este encuentro se juega a {competition.boards} tableros.")
        if arrived_at is not None and arrived_at.date() not in _match_days(match):
            raise StoreError("La hora de llegada debe ser del día del encuentro.")
        _editable(s, match_id, now or datetime.now())
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
    except ValueError as exc:
        raise StoreError(str(exc)) from exc
    with db.session() as s, s.begin():
        _match, _rnd, competition, *_ = _parts(s, match_id)
        if not 1 <= board <= competition.boards:
            raise StoreError(f"Este encuentro se juega a {competition.boards} tableros.")
        _editable(s, match_id, now)
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
            match = s.get(Match, match_id)
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
    fields: dict,
    corrects_id: int | None = None,
    now: datetime | None = None,
) -> Incident:
    """Validate and append an incident of the chess catalog; corrections point to the entry."""
    from delegate_app.store.incidents import append_incident

    spec = CATALOG.get(kind)
    if spec is None:
        raise StoreError(f"Tipo de incidencia desconocido: «{kind}».")
    now = now or datetime.now()
    with db.session() as s, s.begin():
        _match, _rnd, competition, *_ = _parts(s, match_id)
        _editable(s, match_id, now)
        cleaned, problems = clean_fields(kind, fields, competition.boards)
        if problems:
            raise StoreError("No se puede guardar la incidencia:\n" + "\n".join(problems))
        if kind == WITHDRAWAL and corrects_id is None:
            raise StoreError("Indique qué incidencia se anula.")
        return append_incident(
            s,
            match_id,
            kind=kind,
            rule_id=spec.rule_id,
            text=render_incident(kind, cleaned),
            fields=cleaned,
            corrects_id=corrects_id,
            now=now,
        )


# --- signatures, lock and annexes ----------------------------------------------------------------


def _check_signer(role: str, name: str, png: bytes) -> str:
    if role not in ROLE_LABELS:
        raise StoreError(f"Papel de firma desconocido: «{role}».")
    if not name.strip():
        raise StoreError(f"Escriba el nombre de quien firma ({ROLE_LABELS[role].lower()}).")
    if not png.startswith(b"\x89PNG\r\n\x1a\n"):
        raise StoreError("Falta la firma dibujada.")
    return name.strip()


def sign_acta(
    db: Database,
    match_id: int,
    role: str,
    name: str,
    licence: str,
    png: bytes,
    now: datetime | None = None,
) -> bool:
    """Add a drawn signature bound to the acta's current content; True when it locked the acta.

    A new signature for a role replaces nothing: earlier ones stay on record (voided when the
    content changed since).
    """
    name = _check_signer(role, name, png)
    now = now or datetime.now()
    with db.session() as s, s.begin():
        acta = _editable(s, match_id, now)
        if role == "arbitro" and not acta.arbiter_name:
            raise StoreError("Este encuentro no tiene árbitro anotado (paso Inicio).")
        current = acta_content_hash(s, match_id)
        s.add(
            ActaSignature(
                match_id=match_id,
                role=role,
                name=name,
                licence=licence.strip(),
                image_png=png,
                signed_at=now,
                content_hash=current,
            )
        )
        s.flush()
        required = ["delegado_local", "delegado_visitante"]
        if acta.arbiter_name:
            required.append("arbitro")
        signed = {
            sig.role
            for sig in s.exec(
                select(ActaSignature).where(
                    ActaSignature.match_id == match_id,
                    ActaSignature.annex_id == None,  # noqa: E711
                    ActaSignature.content_hash == current,
                )
            )
        }
        if all(r in signed for r in required):
            acta.locked_at = now
            acta.content_hash = current
            s.add(acta)
            record_lock(s, match_id, now)
            return True
    return False


def add_annex(
    db: Database,
    match_id: int,
    text: str,
    role: str,
    name: str,
    licence: str,
    png: bytes,
    now: datetime | None = None,
) -> Annex:
    """An annex to a locked acta with the signature of who adds it, in one transaction."""
    text = text.strip()
    if not text:
        raise StoreError("El anexo necesita un texto.")
    name = _check_signer(role, name, png)
    now = now or datetime.now()
    with db.session() as s, s.begin():
        acta = _acta(s, match_id)
        if acta is None or acta.locked_at is None:
            raise StoreError(
                "Los anexos son para actas ya cerradas; mientras tanto, anote una incidencia."
            )
        annex = Annex(
            match_id=match_id,
            created_at=now,
            text=text,
            content_hash=content_hash(
                {"acta": acta.content_hash, "anexo": text, "fecha": now, "encuentro": match_id}
            ),
        )
        s.add(annex)
        s.flush()
        _add_annex_signature(s, annex, role, name, licence, png, now)
        record_annex(s, annex, now)
    return annex


def _add_annex_signature(s, annex, role, name, licence, png, now) -> None:
    s.add(
        ActaSignature(
            match_id=annex.match_id,
            annex_id=annex.id,
            role=role,
            name=name,
            licence=licence.strip(),
            image_png=png,
            signed_at=now,
            content_hash=annex.content_hash,
        )
    )


def sign_annex(
    db: Database,
    annex_id: int,
    role: str,
    name: str,
    licence: str,
    png: bytes,
    now: datetime | None = None,
) -> None:
    """A further signature of an existing annex (for example, the other delegate's)."""
    name = _check_signer(role, name, png)
    with db.session() as s, s.begin():
        annex = s.get(Annex, annex_id)
        if annex is None:
            raise StoreError("El anexo ya no existe.")
        _add_annex_signature(s, annex, role, name, licence, png, now or datetime.now())


def signature_image(db: Database, signature_id: int) -> bytes:
    with db.session() as s:
        signature = s.get(ActaSignature, signature_id)
        if signature is None:
            raise StoreError("La firma ya no existe.")
        return signature.image_png
