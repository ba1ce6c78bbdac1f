"""Office-wide settings of the federation database, the same for every clerk who opens it.

Only one for now: the federation's own mail servers, whose Received: headers are the evidence
of when a club's mail arrived (documents/federation/sources.py). Kept in the database, not in
each clerk's preferences, so that two clerks never judge the same mail by different rules.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from datetime import UTC, datetime

from sqlalchemy import select
from sqlmodel import col

from delegate_app.store.errors import StoreError
from delegate_app.store.federation.database import FederationDb
from delegate_app.store.federation.models import FedSetting

MAIL_SERVERS = "servidores_correo"
MAX_SERVERS = 10
_LABEL = r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?"
_HOST = re.compile(rf"{_LABEL}(?:\.{_LABEL})*")


def normal_host(text: str) -> str:
    """A mail server's host name as Received: headers write it, lower case; StoreError (in
    Spanish) for anything that is not a host name."""
    host = text.strip().lower().rstrip(".")
    if not host or len(host) > 253 or not _HOST.fullmatch(host):
        raise StoreError(
            f"«{text}» no es el nombre de un servidor de correo (p. ej. correo.federacion.es)."
        )
    return host


def mail_servers(db: FederationDb) -> tuple[str, ...]:
    """The federation's mail servers as stored; () when the office has not said yet."""
    with db.engine.connect() as c:
        value = c.execute(
            select(col(FedSetting.value)).where(col(FedSetting.name) == MAIL_SERVERS)
        ).scalar_one_or_none()
    if not value:
        return ()
    try:
        hosts = json.loads(value)
    except ValueError:
        raise StoreError(
            f"El ajuste de servidores de correo de «{db.label}» está dañado; vuelva a indicarlo "
            "con --servidor-correo."
        ) from None
    return tuple(str(h) for h in hosts) if isinstance(hosts, list) else ()


def set_mail_servers(
    db: FederationDb, hosts: Sequence[str], now: datetime | None = None
) -> tuple[str, ...]:
    """Store the federation's mail servers for every clerk (checked first: a bad name changes
    nothing); returns them as stored."""
    normal = tuple(dict.fromkeys(normal_host(h) for h in hosts))
    if not normal:
        raise StoreError("Indique al menos un servidor de correo de la federación.")
    if len(normal) > MAX_SERVERS:
        raise StoreError(f"Se admiten como mucho {MAX_SERVERS} servidores de correo.")
    from delegate_app.store.federation.inbox import _insert

    value = json.dumps(list(normal))
    changed = now or datetime.now(UTC)
    with db.writing() as c:
        c.execute(
            _insert(db.dialect, FedSetting)
            .values(name=MAIL_SERVERS, value=value, changed_at=changed)
            .on_conflict_do_update(
                index_elements=["name"], set_={"value": value, "changed_at": changed}
            )
        )
        from delegate_app.store.federation.office_log import Action, record

        record(c, Action.SETTING, "servidores de correo: " + ", ".join(normal), at=changed)
    return normal
