"""Which acuses de recibo the federation has mailed to the clubs, to whom, when and with which
Message-ID (`federacion importar --enviar-acuses`), so none is mailed twice: not by importing
the same files or mailbox again, nor by two clerks mailing at once.

A receipt is named by its number (AR-…, one per file and verdict). Mailing one takes a claim
first, a row in `fed_receipt_mail` inserted with ON CONFLICT DO NOTHING under the number's unique
constraint: of two clerks, one mails it and the other is told it is on its way. Once the
server took the message the row says `enviado`, with the time; a failure leaves it `no enviado`
(FAILED), which the next claim takes over: importing the same files again, or
`federacion reenviar-acuses`, which mails exactly these (`unmailed`). A receipt never offered
to the mail (imported without --enviar-acuses) has no row, and stays unmailed. A clerk that
stops between the server's "sent" and the record leaves a claim that lapses after LEASE: the
receipt is then mailed again, with the same Message-ID, and the club's Delegado reads the same
receipt twice as once.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import and_, or_, select, update
from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import Field, col

from delegate_app.store.errors import StoreError
from delegate_app.store.federation.database import FederationDb
from delegate_app.store.federation.models import FedModel

CLAIMED = "enviando"
MAILED = "enviado"
FAILED = "no enviado"  # the server did not take it; the next claim takes it over
LEASE = timedelta(minutes=15)  # far longer than one SMTP conversation


class FedReceiptMail(FedModel, table=True):
    """One receipt mailed (or being mailed) to a club's registered address."""

    __tablename__ = "fed_receipt_mail"

    id: int | None = Field(default=None, primary_key=True)
    receipt_number: str = Field(unique=True)  # AR-…, as printed on the receipt
    recipient: str  # the club's address in the signed registry
    message_id: str
    state: str  # CLAIMED | MAILED | FAILED
    clerk: str
    claimed_at: datetime
    mailed_at: datetime | None = None


@dataclass(frozen=True)
class Mailing:
    """A receipt's mailing as recorded: `mine` True when this clerk holds it and must send."""

    receipt_number: str
    recipient: str
    message_id: str
    state: str
    mailed_at: datetime | None
    mine: bool


def clerk_id() -> str:
    """Who claims: unique per run, readable in the database."""
    import os
    import socket
    import uuid

    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def _utc(moment: datetime) -> datetime:
    return moment.astimezone(UTC)


def _naive_utc(moment: datetime | None) -> datetime | None:
    if moment is None:
        return None
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def claim(
    db: FederationDb,
    receipt_number: str,
    recipient: str,
    message_id: str,
    clerk: str,
    now: datetime | None = None,
) -> Mailing:
    """Claim the receipt's mailing for `clerk`: `mine` when nobody mailed it or holds it (a
    failed mailing, or a claim older than LEASE, is taken over); else the record that is
    there."""
    from delegate_app.store.federation.database import dialect_insert

    moment = _utc(now or datetime.now(UTC))
    mail = FedReceiptMail
    try:
        with db.writing() as c:
            inserted = c.execute(
                dialect_insert(db.dialect, mail)
                .values(
                    receipt_number=receipt_number,
                    recipient=recipient,
                    message_id=message_id,
                    state=CLAIMED,
                    clerk=clerk,
                    claimed_at=moment,
                )
                .on_conflict_do_nothing(index_elements=["receipt_number"])
                .returning(col(mail.id))
            ).scalar_one_or_none()
            if inserted is None:
                c.execute(
                    update(mail)
                    .where(col(mail.receipt_number) == receipt_number, _takeable(moment))
                    .values(
                        clerk=clerk,
                        claimed_at=moment,
                        recipient=recipient,
                        message_id=message_id,
                        state=CLAIMED,
                    )
                )
            row = c.execute(
                select(
                    col(mail.recipient),
                    col(mail.message_id),
                    col(mail.state),
                    col(mail.clerk),
                    col(mail.mailed_at),
                ).where(col(mail.receipt_number) == receipt_number)
            ).one()
    except SQLAlchemyError as exc:
        raise StoreError(
            f"No se ha podido anotar el envío del acuse {receipt_number}: la base de datos ha "
            "fallado; no se ha enviado."
        ) from exc
    return Mailing(
        receipt_number=receipt_number,
        recipient=str(row.recipient),
        message_id=str(row.message_id),
        state=str(row.state),
        mailed_at=_naive_utc(row.mailed_at),
        mine=row.state == CLAIMED and row.clerk == clerk,
    )


def mark_mailed(
    db: FederationDb, receipt_number: str, clerk: str, now: datetime | None = None
) -> datetime:
    """The server took the message: recorded with its time (UTC), which is returned."""
    moment = _utc(now or datetime.now(UTC))
    mail = FedReceiptMail
    try:
        with db.writing() as c:
            c.execute(
                update(mail)
                .where(
                    col(mail.receipt_number) == receipt_number,
                    col(mail.clerk) == clerk,
                    col(mail.state) == CLAIMED,
                )
                .values(state=MAILED, mailed_at=moment)
            )
    except SQLAlchemyError as exc:
        raise StoreError(
            f"El acuse {receipt_number} se ha enviado, pero no se ha podido anotar: la base de "
            "datos ha fallado (si se vuelve a enviar, el club recibe el mismo mensaje)."
        ) from exc
    return moment


def _takeable(moment: datetime) -> Any:
    """A mailing another run may take over: failed, or claimed by a clerk that stopped."""
    mail = FedReceiptMail
    return or_(
        col(mail.state) == FAILED,
        and_(col(mail.state) == CLAIMED, col(mail.claimed_at) < moment - LEASE),
    )


def release(db: FederationDb, receipt_number: str, clerk: str) -> None:
    """This clerk's mailing did not go: recorded as FAILED, which the next run mails
    (`unmailed` lists it)."""
    mail = FedReceiptMail
    with db.writing() as c:
        c.execute(
            update(mail)
            .where(
                col(mail.receipt_number) == receipt_number,
                col(mail.clerk) == clerk,
                col(mail.state) == CLAIMED,
            )
            .values(state=FAILED)
        )


def unmailed(db: FederationDb, now: datetime | None = None) -> list[Mailing]:
    """The receipts whose mailing failed, or was left behind by a clerk that stopped (a claim
    older than LEASE), oldest first: what `federacion reenviar-acuses` mails."""
    moment = _utc(now or datetime.now(UTC))
    return _rows(db, _takeable(moment))


def mailings(db: FederationDb) -> list[Mailing]:
    """Every recorded mailing, oldest first (for the office and its tests)."""
    return _rows(db, None)


def _rows(db: FederationDb, condition: Any) -> list[Mailing]:
    mail = FedReceiptMail
    query = select(
        col(mail.receipt_number),
        col(mail.recipient),
        col(mail.message_id),
        col(mail.state),
        col(mail.mailed_at),
    ).order_by(col(mail.id))
    if condition is not None:
        query = query.where(condition)
    with db.engine.connect() as c:
        rows = c.execute(query).all()
    return [
        Mailing(
            receipt_number=str(r.receipt_number),
            recipient=str(r.recipient),
            message_id=str(r.message_id),
            state=str(r.state),
            mailed_at=_naive_utc(r.mailed_at),
            mine=False,
        )
        for r in rows
    ]
