"""A match's incident log: append-only; a correction is a new entry pointing to the old one.

Here come the entries written outside the match-day guides (the lineup's warnings, for one);
each guide validates its sport's catalog in chess_acta or domino_editing. All of them extend the
same hash chain, store/acta.py's ``append_incident``."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

from sqlmodel import col, select

from delegate_app.store.acta import acta_row, append_incident
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Incident, Match


def record_incident(
    db: Database,
    match_id: int,
    kind: str,
    rule_id: str,
    text: str,
    fields: Mapping[str, object] | None = None,
    corrects_id: int | None = None,
    now: datetime | None = None,
) -> Incident:
    text = text.strip()
    if not text:
        raise StoreError("La incidencia necesita una descripción.")
    with db.session() as s, s.begin():
        if s.get(Match, match_id) is None:
            raise StoreError("El encuentro ya no existe.")
        acta = acta_row(s, match_id)
        if acta is not None and acta.locked_at is not None:
            # The database refuses it too (migration 0005); this is the readable answer.
            raise StoreError(
                "El acta de este encuentro está cerrada: lo ocurrido después va en un anexo."
            )
        return append_incident(s, match_id, kind, rule_id, text, fields, corrects_id, now)


def list_incidents(db: Database, match_id: int) -> list[Incident]:
    with db.session() as s:
        return list(
            s.exec(
                select(Incident)
                .where(Incident.match_id == match_id)
                .order_by(col(Incident.created_at), col(Incident.id))
            )
        )
