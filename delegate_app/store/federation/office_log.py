"""Who did what in the federation's office: an append-only log (migration fed_0007).

Each office action adds one row, in the same transaction as the action where there is one (a
filed acta, a decision, a re-verification), so an action is never recorded without having
happened nor the other way round. The clerk is the name configured in DELEGADO_OFICINISTA, else
the operating system's user. Rows are never changed: the database refuses UPDATE and DELETE
(a trigger on both engines), and the PostgreSQL roles in docs/federacion/postgresql.md give
no one but the owner the right to drop the trigger.
"""

from __future__ import annotations

import functools
import getpass
import hashlib
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Column, Text, insert, or_, select
from sqlalchemy.engine import Connection
from sqlmodel import Field, col

from delegate_app.store.federation.database import FederationDb
from delegate_app.store.federation.models import FedModel

CLERK_ENV = "DELEGADO_OFICINISTA"
CLERK_LIMIT = 80


class Action:
    INTAKE = "recepcion"
    DECISION = "decision"
    REVERIFICATION = "reverificacion"
    PUBLICATION = "publicacion"
    REGISTRY = "registro"
    SETTING = "ajuste"
    CALENDAR = "calendario"


ACTION_LABELS = {
    Action.INTAKE: "recepción",
    Action.DECISION: "decisión del Comité",
    Action.REVERIFICATION: "nueva verificación",
    Action.PUBLICATION: "publicación",
    Action.REGISTRY: "registro federativo",
    Action.SETTING: "ajuste",
    Action.CALENDAR: "calendario",
}


class FedOfficeLog(FedModel, table=True):
    __tablename__ = "fed_office_log"

    id: int | None = Field(default=None, primary_key=True)
    at: datetime
    clerk: str
    action: str
    file_id: int | None = Field(default=None, index=True)
    match_id: int | None = Field(default=None, index=True)
    competition_id: int | None = None
    detail: str = Field(sa_column=Column(Text, nullable=False))


@dataclass(frozen=True)
class LogEntry:
    at: datetime
    clerk: str
    action: str
    file_id: int | None
    match_id: int | None
    competition_id: int | None
    detail: str

    def line(self) -> str:
        moment = self.at.astimezone().strftime("%d/%m/%Y %H:%M")
        label = ACTION_LABELS.get(self.action, self.action)
        return f"{moment} · {self.clerk} · {label}: {self.detail}"


def current_clerk() -> str:
    """The configured clerk's name, else the operating system's user."""
    name = " ".join(os.environ.get(CLERK_ENV, "").split())
    return (name or _system_user() or "desconocido")[:CLERK_LIMIT]


@functools.cache
def _system_user() -> str:
    # Once a process: without USER or LOGNAME it is a look-up in the user database (0.3 ms),
    # and an intake writes a log row per acta.
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no user name in a stripped-down container
        return ""


def record(
    c: Connection,
    action: str,
    detail: str,
    *,
    file_id: int | None = None,
    match_id: int | None = None,
    competition_id: int | None = None,
    at: datetime | None = None,
    clerk: str | None = None,
) -> None:
    """One row, inside the caller's transaction."""
    c.execute(
        _insert(),
        {
            "at": (at or datetime.now(UTC)).astimezone(UTC),
            "clerk": clerk or current_clerk(),
            "action": action,
            "file_id": file_id,
            "match_id": match_id,
            "competition_id": competition_id,
            "detail": detail,
        },
    )


@functools.cache
def _insert() -> Any:
    # Built once: built for every row, the statement cost more CPU than running it.
    return insert(FedOfficeLog.__table__)  # type: ignore[attr-defined]


def record_now(db: FederationDb, action: str, detail: str, **where: Any) -> None:
    """One row in a transaction of its own (an action that is not itself a transaction)."""
    with db.writing() as c:
        record(c, action, detail, **where)


def note_registry(db: FederationDb, registry: Any) -> None:
    """Record the registry an intake or re-verification judges with, when it is not the one
    recorded last: the office's registry changed."""
    signed = getattr(registry, "signed_bytes", None)
    if not isinstance(signed, bytes):
        return
    digest = hashlib.sha256(signed).hexdigest()
    detail = f"versión {registry.version}, SHA-256 {digest}"
    with db.writing() as c:
        last = c.execute(
            select(col(FedOfficeLog.detail))
            .where(col(FedOfficeLog.action) == Action.REGISTRY)
            .order_by(col(FedOfficeLog.id).desc())
            .limit(1)
        ).scalar_one_or_none()
        if last != detail:
            record(c, Action.REGISTRY, detail)


def entries(
    db: FederationDb,
    *,
    file_ids: tuple[int, ...] = (),
    match_id: int | None = None,
    limit: int | None = None,
) -> list[LogEntry]:
    """The log, oldest first: all of it, or what touched these files or this match."""
    query = select(FedOfficeLog).order_by(col(FedOfficeLog.id))
    conditions: list[Any] = []
    if file_ids:
        conditions.append(col(FedOfficeLog.file_id).in_(file_ids))
    if match_id is not None:
        conditions.append(col(FedOfficeLog.match_id) == match_id)
    if conditions:
        query = query.where(or_(*conditions))
    if limit is not None:
        query = query.limit(limit)
    with db.engine.connect() as c:
        return [
            LogEntry(
                r.at if r.at.tzinfo else r.at.replace(tzinfo=UTC),
                r.clerk,
                r.action,
                r.file_id,
                r.match_id,
                r.competition_id,
                r.detail,
            )
            for r in c.execute(query)
        ]
