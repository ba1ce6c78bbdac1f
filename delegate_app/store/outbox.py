"""The club's outbox: signed actas waiting to go to the federation by mail, and what happened.

A signed acta file is queued once (its SHA-256 is unique) with a Message-ID derived from that
hash, so however often it is retried, and even when the app stops between the server's "sent"
and recording it, the federation gets the same Message-ID and the same bytes: the same file,
filed once. A failed attempt keeps the acta queued and waits longer each time (BACKOFF), up to
MAX_WAIT; sending, not this module, decides what a failure means (documents/mail/).

States: pendiente (queued, maybe failed before: `last_error`), enviada (the server took it,
`sent_at`). The receipt's states come from the federation's verified receipt: recibida (the
file accepted, `received_at`, `receipt_number`), rechazada (the file filed as incomplete or
rejected: `last_error` holds the federation's verdict and reason, "incompleta: falta la firma
de…", and `received_at` when it arrived there). The corrected acta is another file, queued and
shown on its own; the rejected file stays rejected, unless the federation, verifying it again
with a newer registry, accepts it (another receipt: "recibida"). An acceptance is final.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.exc import IntegrityError
from sqlmodel import col, select

from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.mail_authority import check_authority
from delegate_app.store.models import MailSetting, Match, OutboxItem
from delegate_app.store.rows import require_id

PENDING = "pendiente"
SENT = "enviada"
RECEIVED = "recibida"
REFUSED = "rechazada"
FIRST_WAIT = timedelta(minutes=1)
MAX_WAIT = timedelta(hours=1)
MESSAGE_DOMAIN = "actas.delegado"
MAX_ERROR = 500
MAX_REFUSAL = 800  # the federation's verdict and reason (its receipt's "motivo", ≤ 700)

# Mail settings (MailSetting names)
SERVER = "smtp_servidor"
PORT = "smtp_puerto"
SECURITY = "smtp_seguridad"  # "starttls" | "tls"
USER = "smtp_usuario"
SENDER = "remitente"
FEDERATION = "direccion_federacion"
IMAP = "buzon_acuses"  # imaps://usuario@servidor/CARPETA: where the federation's receipts arrive
# The SMTP server's authority when the system does not know it (store/mail_authority.py): its
# file's name, as the delegate picked it, and the certificate itself.
SERVER_CA_NAME = "smtp_autoridad_archivo"
SERVER_CA = "smtp_autoridad_pem"
SETTING_NAMES = (SERVER, PORT, SECURITY, USER, SENDER, FEDERATION, IMAP, SERVER_CA_NAME, SERVER_CA)


@dataclass(frozen=True)
class Queued:
    id: int
    match_id: int | None  # None: an acta received from the other club and signed here
    file_name: str
    file_sha256: str
    message_id: str
    state: str
    queued_at: datetime
    attempts: int
    next_attempt_at: datetime
    last_error: str | None
    sent_at: datetime | None
    receipt_number: str | None = None
    received_at: datetime | None = None


def message_id_for(file_sha256: str) -> str:
    """The one Message-ID this file is ever sent with."""
    return f"<acta-{file_sha256[:40]}@{MESSAGE_DOMAIN}>"


def backoff(attempts: int) -> timedelta:
    """The wait after `attempts` failures: 1, 2, 4 … minutes, at most an hour."""
    wait: timedelta = FIRST_WAIT * 2 ** max(0, min(attempts - 1, 16))
    return min(wait, MAX_WAIT)


def _queued(row: OutboxItem) -> Queued:
    return Queued(
        id=require_id(row),
        match_id=row.match_id,
        file_name=row.file_name,
        file_sha256=row.file_sha256,
        message_id=row.message_id,
        state=row.state,
        queued_at=row.queued_at,
        attempts=row.attempts,
        next_attempt_at=row.next_attempt_at,
        last_error=row.last_error,
        sent_at=row.sent_at,
        receipt_number=row.receipt_number,
        received_at=row.received_at,
    )


def queue(
    db: Database,
    match_id: int | None,
    file_name: str,
    pdf: bytes,
    acta_json: bytes,
    now: datetime | None = None,
) -> tuple[Queued, bool]:
    """Queue a signed acta file; (the queued item, True) or, for a file already queued, (that
    item, False) unchanged. The caller has checked the file is this match's signed acta, or
    (match_id None) a complete signed acta the club received and signed."""
    now = now or datetime.now()
    sha = hashlib.sha256(pdf).hexdigest()
    with db.session() as s:
        found = s.exec(select(OutboxItem).where(col(OutboxItem.file_sha256) == sha)).first()
        if found is not None:
            return _queued(found), False
        if match_id is not None and s.get(Match, match_id) is None:
            raise StoreError(f"No hay ningún encuentro con el identificador {match_id}.")
        row = OutboxItem(
            match_id=match_id,
            file_name=file_name,
            pdf=pdf,
            acta_json=acta_json,
            file_sha256=sha,
            message_id=message_id_for(sha),
            state=PENDING,
            queued_at=now,
            next_attempt_at=now,
        )
        s.add(row)
        try:
            s.commit()
        except IntegrityError:  # queued by another window a moment ago
            s.rollback()
            found = s.exec(select(OutboxItem).where(col(OutboxItem.file_sha256) == sha)).one()
            return _queued(found), False
        s.refresh(row)
        return _queued(row), True


def due(db: Database, now: datetime | None = None, *, all_pending: bool = False) -> list[Queued]:
    """Pending items whose wait is over (every pending one with all_pending), oldest first."""
    now = now or datetime.now()
    query = select(OutboxItem).where(col(OutboxItem.state) == PENDING)
    if not all_pending:
        query = query.where(col(OutboxItem.next_attempt_at) <= now)
    with db.session() as s:
        return [_queued(r) for r in s.exec(query.order_by(col(OutboxItem.id))).all()]


def package(db: Database, item_id: int) -> tuple[bytes, bytes]:
    """The queued file's PDF and acta.json."""
    with db.session() as s:
        row = s.get(OutboxItem, item_id)
        if row is None:
            raise StoreError(f"No hay ningún envío {item_id} en la bandeja de salida.")
        return row.pdf, row.acta_json


def mark_sent(db: Database, item_id: int, now: datetime | None = None) -> None:
    with db.session() as s, s.begin():
        row = s.get(OutboxItem, item_id)
        if row is not None and row.state == PENDING:
            row.state, row.sent_at, row.last_error = SENT, now or datetime.now(), None
            row.attempts += 1


def mark_failed(db: Database, item_id: int, error: str, now: datetime | None = None) -> datetime:
    """One more failed attempt: the item stays pending; returns when to try again."""
    now = now or datetime.now()
    with db.session() as s, s.begin():
        row = s.get(OutboxItem, item_id)
        if row is None:
            return now
        row.attempts += 1
        row.last_error = error[:MAX_ERROR]
        row.next_attempt_at = now + backoff(row.attempts)
        return row.next_attempt_at


def find(db: Database, file_sha256: str) -> Queued | None:
    with db.session() as s:
        row = s.exec(select(OutboxItem).where(col(OutboxItem.file_sha256) == file_sha256)).first()
        return None if row is None else _queued(row)


def mark_received(db: Database, item_id: int, receipt_number: str, received_at: datetime) -> None:
    """The federation's verified acuse says it received and accepted this file (the caller
    verified it); a pending item counts as sent too: the federation has it."""
    with db.session() as s, s.begin():
        row = s.get(OutboxItem, item_id)
        if row is None:
            raise StoreError(f"No hay ningún envío {item_id} en la bandeja de salida.")
        row.state, row.receipt_number, row.received_at = RECEIVED, receipt_number, received_at
        row.last_error = None


def mark_refused(
    db: Database, item_id: int, receipt_number: str, received_at: datetime, reason: str
) -> None:
    """The federation's verified acuse says it received this file and filed it as incomplete
    or rejected, for `reason` (the caller verified it); an accepted file stays accepted."""
    with db.session() as s, s.begin():
        row = s.get(OutboxItem, item_id)
        if row is None:
            raise StoreError(f"No hay ningún envío {item_id} en la bandeja de salida.")
        if row.state == RECEIVED:
            return
        row.state, row.receipt_number, row.received_at = REFUSED, receipt_number, received_at
        row.last_error = reason[:MAX_REFUSAL]


def states(db: Database) -> dict[int, Queued]:
    """The latest queued file of each match (what Encuentros shows)."""
    with db.session() as s:
        rows = s.exec(select(OutboxItem).order_by(col(OutboxItem.id))).all()
    return {row.match_id: _queued(row) for row in rows if row.match_id is not None}


def receipt_numbers(db: Database) -> set[str]:
    """The numbers of every federation receipt already read into the outbox."""
    with db.session() as s:
        query = select(OutboxItem.receipt_number).where(col(OutboxItem.receipt_number).is_not(None))
        return {str(number) for number in s.exec(query).all()}


def received_actas(db: Database) -> list[Queued]:
    """The actas received from the other club and signed here (no match of this database)."""
    with db.session() as s:
        query = select(OutboxItem).where(col(OutboxItem.match_id).is_(None))
        return [_queued(row) for row in s.exec(query.order_by(col(OutboxItem.id))).all()]


def state_text(item: Queued | None) -> str:
    """How Encuentros says it, in Spanish."""
    if item is None:
        return ""
    if item.state == PENDING:
        failed = f" (último intento: {item.last_error})" if item.last_error else ""
        return f"pendiente de envío{failed}"
    if item.state == SENT and item.sent_at is not None:
        return f"enviada {item.sent_at:%d/%m/%Y %H:%M}"
    if item.state == RECEIVED and item.received_at is not None:
        return f"recibida por la federación el {item.received_at:%d/%m/%Y %H:%M}, aceptada"
    if item.state == REFUSED:
        return f"rechazada por la federación ({item.last_error or 'sin motivo'})"
    return item.state


# --------------------------------------------------------------------------- settings


def mail_settings(db: Database) -> dict[str, str]:
    with db.session() as s:
        return {row.name: row.value for row in s.exec(select(MailSetting)).all()}


def set_mail_settings(db: Database, values: dict[str, str]) -> None:
    """Store the given settings (others unchanged); never a password."""
    unknown = set(values) - set(SETTING_NAMES)
    if unknown:
        raise StoreError("Ajuste de correo desconocido: " + ", ".join(sorted(unknown)))
    check_authority(values.get(SERVER_CA_NAME, ""), values.get(SERVER_CA, ""))
    with db.session() as s, s.begin():
        for name, value in values.items():
            row = s.get(MailSetting, name)
            if row is None:
                s.add(MailSetting(name=name, value=value))
            else:
                row.value = value
