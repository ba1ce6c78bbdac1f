"""The acta both sports share: its row, lock, signatures, annexes, guide step and incident chain.

One acta, two contents. What a chess match or a domino encounter *says* is its sport's business
(``chess_acta``, ``domino_acta``); each hands its content in with ``register_sport``, and this
module never imports either. Everything that follows from the content is the same for both:

- every action is one transaction; the acta row (MatchDay) is created when the guide opens it;
- signatures are bound to the SHA-256 of the content (domain/acta_hash.py) and voided by the
  domain's rule (``signatures_still_valid``): a change voids every signature taken so far, and
  changing the content back does not revive them once someone signed in between;
- when the required signatures are in (both delegates, and the arbiter when there is one) the
  acta locks; after that nothing of it changes (the database refuses it too, migration 0005) and
  additions are annexes, each signed on its own;
- the incident log is append-only and hash-chained with the domain's ``chain_hash``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime
from typing import Any, Protocol

from sqlmodel import Session, col, select

from delegate_app.domain.acta_hash import (
    SignatureBinding,
    chain_hash,
    content_hash,
    is_hash,
    signatures_still_valid,
)
from delegate_app.domain.chess.involved_players import parse_player_role
from delegate_app.store.acta_labels import ROLE_LABELS as ROLE_LABELS  # defined without SQL
from delegate_app.store.acta_labels import role_label as role_label
from delegate_app.store.acta_views import (  # the SQL-free views, re-exported here
    ActaContent as ActaContent,
)
from delegate_app.store.acta_views import (
    CommonActaView as CommonActaView,
)
from delegate_app.store.acta_views import (
    IncidentLine as IncidentLine,
)
from delegate_app.store.acta_views import (
    LineupLine as LineupLine,
)
from delegate_app.store.acta_views import (
    SignatureLine as SignatureLine,
)
from delegate_app.store.database import Database, begin_immediate
from delegate_app.store.errors import StoreError
from delegate_app.store.lock_log import record_annex, record_lock
from delegate_app.store.models import (
    ActaSignature,
    Annex,
    Club,
    Competition,
    Incident,
    Match,
    MatchDay,
    Round,
    Team,
)
from delegate_app.store.rows import get_row, require_id

LOCKED_MESSAGE = "El acta está cerrada y firmada: lo que se añada ha de ir en un anexo."


# --- what each sport hands in --------------------------------------------------------------------

ContentReader = Callable[[Session, int], ActaContent]
LockProblems = Callable[[Session, int], list[str]]
SigningBoards = Callable[[Competition], int]
# What a sport adds to the documents' read of its acta (store/acta_reading.py): its view and its
# lineups, read in the session of where the acta is read from (its snapshot once locked), with
# the club's holidays from the live file and the hash of the content the read has already taken
# (the view's signatures are judged by it).
SportReading = Callable[
    [Session, int, dict[date, str], str], tuple[Any, Mapping[str, list[LineupLine]]]
]


def _nothing_missing(_s: Session, _match_id: int) -> list[str]:
    return []


def _no_signing_players(_competition: Competition) -> int:
    return 0


@dataclass(frozen=True)
class SportActa:
    """A sport's part of the acta: its content as plain data, its guide's steps, what keeps its
    acta from locking (issue 14: only a complete acta locks), how many boards have players
    who may sign it (chess, CH-13.7: every board; none in domino), and what the documents read
    of it besides the content."""

    content: ContentReader
    steps: Sequence[str]
    lock_problems: LockProblems = _nothing_missing
    signing_boards: SigningBoards = _no_signing_players
    reading: SportReading | None = None


_SPORTS: dict[str, SportActa] = {}


def register_sport(
    sport: str,
    content: ContentReader,
    steps: Sequence[str],
    lock_problems: LockProblems = _nothing_missing,
    signing_boards: SigningBoards = _no_signing_players,
    reading: SportReading | None = None,
) -> None:
    """Called once by each sport's acta module when it is imported (the store's one table of
    the sports)."""
    _SPORTS[sport] = SportActa(content, tuple(steps), lock_problems, signing_boards, reading)


def register_reading(sport: str, reading: SportReading) -> None:
    """The documents' read of a sport registered after its acta: for a sport whose view is
    built by a module that imports its acta module (domino's acta_view)."""
    _SPORTS[sport] = replace(_SPORTS[sport], reading=reading)


def sports_read() -> frozenset[str]:
    """The sports whose actas the documents can read."""
    return frozenset(sport for sport, part in _SPORTS.items() if part.reading is not None)


def sport_reading(sport: str) -> SportReading:
    """What the documents read of a sport's acta; StoreError for a sport nobody registered."""
    found = _SPORTS.get(sport)
    if found is None or found.reading is None:
        raise StoreError(f"No se sabe leer el acta de una competición de «{sport}».")
    return found.reading


def _sport(competition: Competition) -> SportActa:
    try:
        return _SPORTS[competition.sport]
    except KeyError:
        # A programming slip (the sport's acta module was never imported), not the user's.
        raise StoreError(
            f"No se sabe leer el acta de una competición de «{competition.sport}»."
        ) from None


# --- views shared by both sports -----------------------------------------------------------------


# Fields that say when an incident happened, most specific first (both catalogs).
_TIME_FIELDS = ("hora", "hora_llegada", "hora_entrega")


def happened_at(incident: Incident, match_day: date | None = None) -> str:
    """When an incident happened: its own time field, else the time it was recorded, but only
    when it was recorded on the match day: on an acta filled in later ("fuera de fecha") the
    computer's clock is not the time of anything, and an untimed incident stays without one."""
    fields = json.loads(incident.fields_json or "{}")
    for key in _TIME_FIELDS:
        value = fields.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    if match_day is not None and incident.created_at.date() != match_day:
        return ""
    return f"{incident.created_at:%H:%M}"


def incident_lines(
    incidents: Sequence[Incident],
    title: Callable[[Incident], str],
    match_day: date | None = None,
) -> list[IncidentLine]:
    """The log as the guide and the acta show it, numbered in recording order; match_day: the
    day the match is played (``happened_at``)."""
    numbers = {incident.id: n for n, incident in enumerate(incidents, start=1)}
    return [
        IncidentLine(
            id=require_id(i),
            created_at=i.created_at,
            kind=i.kind,
            rule_id=i.rule_id,
            title=title(i),
            text=i.text,
            corrects_id=i.corrects_id,
            number=numbers[require_id(i)],
            happened=happened_at(i, match_day),
            corrects_number=numbers.get(i.corrects_id) if i.corrects_id else None,
            position=str(json.loads(i.fields_json or "{}").get("posicion") or ""),
        )
        for i in incidents
    ]


def common_view_fields(
    s: Session,
    match_id: int,
    incidents: Sequence[Incident],
    title: Callable[[Incident], str],
    current_hash: str,
) -> dict[str, Any]:
    """The fields of ``CommonActaView`` (all but ``deadlines``) read from the store, for each
    sport's view to be built with ``**``; ``title`` names an incident's kind in its sport's
    catalog; ``current_hash`` is the content's hash, computed by whoever read the content.
    Built as a CommonActaView first, so its names and types are checked there."""
    match, rnd, competition, home, away = match_parts(s, match_id)
    acta = acta_row(s, match_id)
    annexes, signatures = signature_state(s, match_id, current_hash)
    return CommonActaView(
        match_id=require_id(match),
        competition=competition.name,
        category=competition.category,
        federation=competition.federation,
        season=competition.season,
        round_number=rnd.number,
        official_start=match.scheduled_at,
        venue=match.venue,
        home_team=home.name,
        away_team=away.name,
        home_club=get_row(s, Club, home.club_id).name,
        away_club=get_row(s, Club, away.club_id).name,
        step=acta.step if acta else 0,
        arbiter_name=acta.arbiter_name if acta else "",
        arbiter_licence=acta.arbiter_licence if acta else "",
        incidents=incident_lines(incidents, title, (match.played_at or match.scheduled_at).date()),
        signatures=signatures,
        annexes=annexes,
        locked_at=acta.locked_at if acta else None,
        content_hash=current_hash,
        moved_to=match.played_at,
    ).shared_fields()


# --- the acta row --------------------------------------------------------------------------------


def match_parts(s: Session, match_id: int) -> tuple[Match, Round, Competition, Team, Team]:
    match = s.get(Match, match_id)
    if match is None:
        raise StoreError("El encuentro ya no existe.")
    rnd = get_row(s, Round, match.round_id)
    competition = get_row(s, Competition, rnd.competition_id)
    home, away = get_row(s, Team, match.home_team_id), get_row(s, Team, match.away_team_id)
    return match, rnd, competition, home, away


def acta_row(s: Session, match_id: int) -> MatchDay | None:
    return s.exec(select(MatchDay).where(MatchDay.match_id == match_id)).first()


def editable_acta(s: Session, match_id: int, now: datetime) -> MatchDay:
    """The acta row within the caller's transaction, created if missing; refused once locked."""
    match, *_ = match_parts(s, match_id)
    acta = acta_row(s, match_id)
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
    acta = acta_row(s, match_id)
    if acta is not None and acta.locked_at is not None:
        raise StoreError(LOCKED_MESSAGE)


def documentation(acta: MatchDay | None) -> dict[str, bool]:
    return json.loads(acta.documentation_json) if acta else {}


def open_acta(db: Database, match_id: int, now: datetime | None = None) -> None:
    """Create the acta of the match if it does not exist yet (opening the guide)."""
    now = now or datetime.now()
    with db.session() as s, s.begin():
        if acta_row(s, match_id) is None:
            editable_acta(s, match_id, now)


def set_step(db: Database, match_id: int, step: int) -> None:
    """Remember the guide's step; allowed on a locked acta (it changes nothing of it)."""
    with db.session() as s, s.begin():
        _match, _rnd, competition, *_ = match_parts(s, match_id)
        if not 0 <= step < len(_sport(competition).steps):
            raise StoreError("Paso de la guía desconocido.")
        acta = acta_row(s, match_id)
        if acta is None:
            raise StoreError("El acta de este encuentro todavía no se ha abierto.")
        if acta.step != step and acta.locked_at is None:
            acta.step = step
            s.add(acta)


# --- content -------------------------------------------------------------------------------------


def acta_content(s: Session, match_id: int) -> ActaContent:
    """Everything the acta says, as plain data: what is hashed, signed and printed."""
    _match, _rnd, competition, *_ = match_parts(s, match_id)
    return _sport(competition).content(s, match_id)


def acta_content_hash(s: Session, match_id: int) -> str:
    return content_hash(acta_content(s, match_id))


def incident_entries(s: Session, match_id: int) -> list[Incident]:
    return list(
        s.exec(select(Incident).where(Incident.match_id == match_id).order_by(col(Incident.id)))
    )


def match_content(s: Session, match_id: int) -> ActaContent:
    """The match as both sports' content opens with it."""
    match, rnd, competition, home, away = match_parts(s, match_id)
    return {
        "id": match.id,
        "competicion": competition.name,
        "categoria": competition.category,
        "temporada": competition.season,
        "ronda": rnd.number,
        "hora_oficial": match.scheduled_at,
        "local": home.name,
        "visitante": away.name,
        "lugar": match.venue,
    }


def incident_content(incidents: Sequence[Incident]) -> list[ActaContent]:
    """The incident log as both sports' content carries it."""
    return [
        {
            "id": i.id,
            "hora": i.created_at,
            "tipo": i.kind,
            "articulo": i.rule_id,
            "texto": i.text,
            "corrige": i.corrects_id,
        }
        for i in incidents
    ]


# --- signatures ----------------------------------------------------------------------------------


def _acta_signatures_valid(current_hash: str, rows: list[ActaSignature]) -> set[int]:
    """The ids of the acta's own signatures (not annexes') that the domain's rule keeps valid."""
    bindings: dict[int, SignatureBinding] = {}
    for row in rows:
        if is_hash(row.content_hash):  # anything else was not written by the app: void
            bindings[require_id(row)] = SignatureBinding(
                row.role, row.name, row.signed_at, row.content_hash
            )
    valid, _voided = signatures_still_valid(current_hash, list(bindings.values()))
    kept = {id(binding) for binding in valid}
    return {row_id for row_id, binding in bindings.items() if id(binding) in kept}


def signature_state(
    s: Session, match_id: int, current_hash: str
) -> tuple[list[Annex], list[SignatureLine]]:
    """The acta's annexes, and every drawn signature with whether it is still valid: an annex's
    while it matches its annex, the acta's by the domain's rule against ``current_hash``, the
    hash of the acta's content now."""
    annexes = list(s.exec(select(Annex).where(Annex.match_id == match_id).order_by(col(Annex.id))))
    annex_hashes = {a.id: a.content_hash for a in annexes}
    rows = list(
        s.exec(
            select(ActaSignature)
            .where(ActaSignature.match_id == match_id)
            .order_by(col(ActaSignature.id))
        )
    )
    valid_on_acta = _acta_signatures_valid(current_hash, [r for r in rows if r.annex_id is None])
    signatures = [
        SignatureLine(
            id=require_id(sig),
            role=sig.role,
            name=sig.name,
            licence=sig.licence,
            signed_at=sig.signed_at,
            valid=(
                sig.content_hash == annex_hashes.get(sig.annex_id)
                if sig.annex_id
                else sig.id in valid_on_acta
            ),
            annex_id=sig.annex_id,
        )
        for sig in rows
    ]
    return annexes, signatures


def _check_signer(role: str, name: str, png: bytes) -> str:
    if role not in ROLE_LABELS and parse_player_role(role) is None:
        raise StoreError(f"Papel de firma desconocido: «{role}».")
    if not name.strip():
        raise StoreError(f"Escriba el nombre de quien firma ({role_label(role).lower()}).")
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
        acta = editable_acta(s, match_id, now)
        if role == "arbitro" and not acta.arbiter_name:
            raise StoreError("Este encuentro no tiene árbitro anotado (paso Inicio).")
        player = parse_player_role(role)
        if player is not None:
            _match, _rnd, competition, *_ = match_parts(s, match_id)
            if player[1] > _sport(competition).signing_boards(competition):
                raise StoreError(
                    f"Este encuentro no tiene un tablero {player[1]} con jugadores que firmen "
                    "(art. 13.7)."
                )
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
        rows = list(
            s.exec(
                select(ActaSignature)
                .where(
                    ActaSignature.match_id == match_id,
                    col(ActaSignature.annex_id).is_(None),
                )
                .order_by(col(ActaSignature.id))
            )
        )
        valid = _acta_signatures_valid(current, rows)
        signed = {row.role for row in rows if row.id in valid}
        if all(r in signed for r in required):
            problems = _lock_problems(s, match_id)
            if problems:
                # The transaction is rolled back: this last signature is not kept either.
                raise StoreError(
                    "El acta aún no está completa y no se puede cerrar con esta firma:\n"
                    + "\n".join(problems)
                )
            acta.locked_at = now
            acta.content_hash = current
            s.add(acta)
            record_lock(s, match_id, now)  # snapshot and lock log, in this same transaction
            return True
    return False


def _lock_problems(s: Session, match_id: int) -> list[str]:
    _match, _rnd, competition, *_ = match_parts(s, match_id)
    return _sport(competition).lock_problems(s, match_id)


def lock_problems(db: Database, match_id: int) -> list[str]:
    """What keeps the acta from being locked (its sport says); empty when it is complete."""
    with db.session() as s:
        return _lock_problems(s, match_id)


def signature_image(db: Database, signature_id: int) -> bytes:
    with db.session() as s:
        signature = s.get(ActaSignature, signature_id)
        if signature is None:
            raise StoreError("La firma ya no existe.")
        return signature.image_png


# --- annexes -------------------------------------------------------------------------------------


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
        acta = acta_row(s, match_id)
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


def _add_annex_signature(
    s: Session, annex: Annex, role: str, name: str, licence: str, png: bytes, now: datetime
) -> None:
    s.add(
        ActaSignature(
            match_id=annex.match_id,
            annex_id=require_id(annex),
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


# --- the incident chain --------------------------------------------------------------------------


class IncidentLike(Protocol):
    match_id: int
    created_at: datetime
    kind: str
    rule_id: str
    text: str
    fields_json: str
    corrects_id: int | None


def incident_link_data(incident: IncidentLike) -> ActaContent:
    """What of an entry its link hashes: every field; microseconds always written."""
    return {
        "match_id": incident.match_id,
        "created_at": incident.created_at.isoformat(timespec="microseconds"),
        "kind": incident.kind,
        "rule_id": incident.rule_id,
        "text": incident.text,
        "fields_json": incident.fields_json,
        "corrects_id": incident.corrects_id,
    }


def chain_hash_for(previous: str, incident: IncidentLike) -> str:
    """The domain's chain hash of an entry after the previous entry's hash ("" for the first)."""
    return chain_hash(previous or None, incident_link_data(incident))


def append_incident(
    s: Session,
    match_id: int,
    kind: str,
    rule_id: str,
    text: str,
    fields: Mapping[str, object] | None = None,
    corrects_id: int | None = None,
    now: datetime | None = None,
) -> Incident:
    """Append to the match's log within the caller's transaction, extending the hash chain.

    The write lock is taken before the chain's head is read: two processes appending at once
    would otherwise both extend the same head and fork the chain (read later as tampering).
    """
    begin_immediate(s)
    if corrects_id is not None:
        corrected = s.get(Incident, corrects_id)
        if corrected is None or corrected.match_id != match_id:
            raise StoreError("La incidencia que se corrige no es de este encuentro.")
    incident = Incident(
        match_id=match_id,
        created_at=now or datetime.now(),
        kind=kind,
        rule_id=rule_id,
        text=text,
        fields_json=json.dumps(fields or {}, ensure_ascii=False, sort_keys=True),
        corrects_id=corrects_id,
    )
    last = s.exec(
        select(Incident).where(Incident.match_id == match_id).order_by(col(Incident.id).desc())
    ).first()
    incident.chain_hash = chain_hash_for(last.chain_hash if last else "", incident)
    s.add(incident)
    s.flush()
    return incident
