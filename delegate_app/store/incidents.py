"""A match's incident log: append-only; a correction is a new entry pointing to the old one."""

from __future__ import annotations

import json
from datetime import datetime

from sqlmodel import Session, select

from delegate_app.store.database import Database, begin_immediate
from delegate_app.store.errors import StoreError
from delegate_app.store.integrity import chain_hash_for
from delegate_app.store.models import Incident, Match, MatchDay


def record_incident(
    db: Database,
    match_id: int,
    kind: str,
    rule_id: str,
    text: str,
    fields: dict | None = None,
    corrects_id: int | None = None,
    now: datetime | None = None,
) -> Incident:
    text = text.strip()
    if not text:
        raise StoreError("La incidencia necesita una descripción.")
    with db.session() as s, s.begin():
        if s.get(Match, match_id) is None:
            raise StoreError("El encuentro ya no existe.")
        acta = s.exec(select(MatchDay).where(MatchDay.match_id == match_id)).first()
        if acta is not None and acta.locked_at is not None:
            # The database refuses it too (migration 0005); this is the readable answer.
            raise StoreError(
                "El acta de este encuentro está cerrada: lo ocurrido después va en un anexo."
            )
        return append_incident(s, match_id, kind, rule_id, text, fields, corrects_id, now)


def append_incident(
    s: Session,
    match_id: int,
    kind: str,
    rule_id: str,
    text: str,
    fields: dict | None = None,
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
        select(Incident).where(Incident.match_id == match_id).order_by(Incident.id.desc())
    ).first()
    incident.chain_hash = chain_hash_for(last.chain_hash if last else "", incident)
    s.add(incident)
    s.flush()
    return incident


def list_incidents(db: Database, match_id: int) -> list[Incident]:
    with db.session() as s:
        return list(
            s.exec(
                select(Incident)
                .where(Incident.match_id == match_id)
                .order_by(Incident.created_at, Incident.id)
            )
        )
