"""The lock log: every acta locked and every annex added, in order, hash-chained.

Each entry binds the acta (match id), what was fixed (the snapshot's hash at a lock, the
annex's hash at an annex) and when, to the hash of the entry before. The head (number of
entries and last hash) is printed on every exported acta and in its JSON: whoever holds a later
export (the federation) can tell whether an acta was removed or rewritten since, because the
log that produced that head must still contain it.

Checked at every start with the incident logs' heads (store/integrity.py calls log_problems).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlmodel import Session, col, select

from delegate_app.domain.acta_hash import chain_hash
from delegate_app.store.database import begin_immediate
from delegate_app.store.models import Annex, Incident, IncidentHead, LockEvent, MatchDay
from delegate_app.store.rows import require_id

LOCK = "cierre"
ANNEX = "anexo"

# A finding of the checks below: the match it concerns (None for the log as a whole), in words.
Problem = tuple[int | None, str]


@dataclass(frozen=True)
class LogHead:
    entries: int
    chain_hash: str

    def as_dict(self) -> dict[str, object]:
        return {"entradas": self.entries, "huella": self.chain_hash}

    def text(self) -> str:
        return f"{self.entries} entradas, última huella {self.chain_hash}"


def entry_data(event: LockEvent) -> dict[str, object]:
    """What an entry's chain hash covers."""
    return {
        "n": event.id,
        "encuentro": event.match_id,
        "evento": event.event,
        "anexo": event.annex_id,
        "huella": event.content_hash,
        "hora": event.at,
    }


def append_event(
    s: Session,
    match_id: int,
    event: str,
    content_hash: str,
    at: datetime,
    annex_id: int | None = None,
) -> LockEvent:
    """Append within the caller's transaction (the write lock taken before the head is read)."""
    begin_immediate(s)
    last = s.exec(select(LockEvent).order_by(col(LockEvent.id).desc())).first()
    entry = LockEvent(
        id=(require_id(last) + 1) if last else 1,
        match_id=match_id,
        event=event,
        annex_id=annex_id,
        content_hash=content_hash,
        at=at,
        chain_hash="",
    )
    entry.chain_hash = chain_hash(last.chain_hash if last else None, entry_data(entry))
    s.add(entry)
    s.flush()
    return entry


def head(s: Session) -> LogHead:
    last = s.exec(select(LockEvent).order_by(col(LockEvent.id).desc())).first()
    if last is None:
        return LogHead(0, "")
    return LogHead(require_id(last), last.chain_hash)


def chain_problems(events: list[LockEvent]) -> list[str]:
    problems: list[str] = []
    previous: str | None = None
    for expected_id, event in enumerate(events, start=1):
        if event.id != expected_id:
            problems.append(
                f"Falta la entrada n.º {expected_id} del registro de cierres: se ha borrado."
            )
            break
        try:
            ok = chain_hash(previous, entry_data(event)) == event.chain_hash
        except (TypeError, ValueError):
            ok = False
        if not ok:
            problems.append(
                f"La entrada n.º {event.id} del registro de cierres no coincide con su huella: "
                "se ha modificado, o se ha cambiado una anterior."
            )
            break
        previous = event.chain_hash
    return problems


def log_problems(s: Session, names: dict[int, str], snapshots: dict[int, str]) -> list[Problem]:
    """(match_id or None, message) for the log against the actas it records.

    snapshots: match id -> hash of its stored snapshot.
    """
    events = list(s.exec(select(LockEvent).order_by(col(LockEvent.id))))
    found: list[Problem] = [(None, text) for text in chain_problems(events)]
    actas = {a.match_id: a for a in s.exec(select(MatchDay))}
    annexes = {a.id: a for a in s.exec(select(Annex))}
    locked_in_log: dict[int, LockEvent] = {}
    annexed_in_log: set[int] = set()
    for event in events:
        describe = names.get(event.match_id, f"Encuentro n.º {event.match_id}")
        if event.event == LOCK:
            locked_in_log[event.match_id] = event
            acta = actas.get(event.match_id)
            if acta is None:
                found.append((event.match_id, f"{describe}: el acta cerrada se ha borrado."))
            elif acta.locked_at is None:
                found.append(
                    (
                        event.match_id,
                        f"{describe}: el acta se cerró el {event.at:%d/%m/%Y %H:%M} y ahora "
                        "figura abierta: alguien ha quitado su cierre.",
                    )
                )
            elif snapshots.get(event.match_id) != event.content_hash:
                found.append(
                    (
                        event.match_id,
                        f"{describe}: el contenido fijado al cerrar el acta no es el que "
                        "anotó el registro de cierres.",
                    )
                )
        elif event.event == ANNEX and event.annex_id is not None:
            annexed_in_log.add(event.annex_id)
            annex = annexes.get(event.annex_id)
            if annex is None or annex.content_hash != event.content_hash:
                what = "se ha borrado" if annex is None else "se ha modificado"
                found.append(
                    (
                        event.match_id,
                        f"{describe}: un anexo del acta {what} (n.º {event.annex_id}).",
                    )
                )
    for match_id, acta in actas.items():
        if acta.locked_at is not None and match_id not in locked_in_log:
            describe = names.get(match_id, f"Encuentro n.º {match_id}")
            found.append(
                (match_id, f"{describe}: el acta figura cerrada, pero su cierre no consta.")
            )
    for annex_id, annex in annexes.items():
        if annex_id not in annexed_in_log:
            describe = names.get(annex.match_id, f"Encuentro n.º {annex.match_id}")
            found.append(
                (annex.match_id, f"{describe}: hay un anexo (n.º {annex_id}) que no consta.")
            )
    return found


def incident_head_problems(s: Session, names: dict[int, str]) -> list[Problem]:
    """A match whose log is shorter, or ends elsewhere, than its head (kept by a trigger)."""
    found: list[Problem] = []
    heads = {h.match_id: h for h in s.exec(select(IncidentHead))}
    counts: dict[int, tuple[int, str]] = {}  # match id -> (entries, last chain hash)
    for incident in s.exec(select(Incident).order_by(col(Incident.match_id), col(Incident.id))):
        entries, _ = counts.get(incident.match_id, (0, ""))
        counts[incident.match_id] = (entries + 1, incident.chain_hash)
    for match_id in sorted(set(heads) | set(counts)):
        stored = heads.get(match_id)
        actual = counts.get(match_id, (0, ""))
        if stored is None or (stored.entries, stored.chain_hash) != actual:
            describe = names.get(match_id, f"Encuentro n.º {match_id}")
            found.append(
                (
                    match_id,
                    f"{describe}: el registro de incidencias no termina donde debe "
                    "(se ha borrado o cambiado alguna incidencia).",
                )
            )
    return found


def record_lock(s: Session, match_id: int, at: datetime) -> LockEvent:
    """Within the locking transaction, after locked_at and the content hash are written: fix
    the acta's snapshot and log the lock. All three commit together or not at all."""
    from delegate_app.store.snapshots import take_snapshot

    s.flush()
    digest = take_snapshot(s, match_id, at)
    return append_event(s, match_id, LOCK, digest, at)


def record_annex(s: Session, annex: Annex, at: datetime) -> LockEvent:
    """Within the annex's transaction, once it has its id."""
    s.flush()
    return append_event(s, annex.match_id, ANNEX, annex.content_hash, at, annex_id=annex.id)
