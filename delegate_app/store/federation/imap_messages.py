"""Which messages of the office's IMAP mailbox have been read, so none is read twice.

A message is named by its mailbox (`account`: user@host/FOLDER), the folder's UIDVALIDITY
and its UID (RFC 3501: together they never name another message). Reading one takes a claim
first, a row in `fed_imap_message` inserted with ON CONFLICT DO NOTHING under a unique
constraint: two clerks reading the same mailbox at once each get the messages the other did
not, and each message is read and filed by one of them. Once every acta of the message is filed
the row says `archivado`, and no later run reads it again.

A clerk that stops between claiming and filing (a crash, the connection cut) leaves a claim
that nobody finishes: after LEASE another run takes it over, and filing is idempotent anyway
(the same file again is "ya recibida"). A clerk that stops cleanly releases its claims at once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from sqlalchemy import BigInteger, Column, UniqueConstraint, bindparam, delete, select, update
from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import Field, col

from delegate_app.store.errors import StoreError
from delegate_app.store.federation.database import FederationDb
from delegate_app.store.federation.models import FedModel

CLAIMED = "en curso"
FILED = "archivado"
LEASE = timedelta(minutes=15)  # far longer than verifying one message's actas
# How the time of arrival of an archived message is known (fed_imap_message.evidence).
EVIDENCE_RECEIVED = "cabecera Received"  # one of the federation's servers wrote it
EVIDENCE_INTERNALDATE = "INTERNALDATE"  # the office's IMAP server's own delivery time


class FedImapMessage(FedModel, table=True):
    """One message of the office's mailbox, claimed or read."""

    __tablename__ = "fed_imap_message"

    id: int | None = Field(default=None, primary_key=True)
    account: str  # user@host/FOLDER, host in lower case
    uidvalidity: int = Field(sa_column=Column(BigInteger, nullable=False))
    uid: int = Field(sa_column=Column(BigInteger, nullable=False))
    state: str  # CLAIMED | FILED
    clerk: str  # who claimed it (host:pid:random), to release only one's own claims
    claimed_at: datetime
    filed_at: datetime | None = None
    internal_date: datetime | None = None  # the IMAP INTERNALDATE, UTC
    message_sha256: str | None = None
    evidence: str | None = None  # EVIDENCE_RECEIVED | EVIDENCE_INTERNALDATE | None (none)
    actas: int = 0  # how many candidate actas the message carried (each filed in its verdict)

    __table_args__ = (
        UniqueConstraint("account", "uidvalidity", "uid", name="uq_fed_imap_message_uid"),
    )


def _utc(moment: datetime) -> datetime:
    return moment.astimezone(UTC)


def filed_uids(db: FederationDb, account: str, uidvalidity: int) -> set[int]:
    """The UIDs of the folder already read and filed."""
    with db.engine.connect() as c:
        rows = c.execute(
            select(col(FedImapMessage.uid)).where(
                col(FedImapMessage.account) == account,
                col(FedImapMessage.uidvalidity) == uidvalidity,
                col(FedImapMessage.state) == FILED,
            )
        )
        return {int(uid) for uid in rows.scalars()}


def claim(
    db: FederationDb,
    account: str,
    uidvalidity: int,
    uids: Sequence[int],
    clerk: str,
    now: datetime | None = None,
) -> list[int]:
    """Claim `uids` for `clerk`; returns those it got (in order): the ones nobody holds, and
    those whose claim is older than LEASE. A filed message is never claimed again."""
    if not uids:
        return []
    from delegate_app.store.federation.database import dialect_insert

    moment = _utc(now or datetime.now(UTC))
    rows = [
        {
            "account": account,
            "uidvalidity": uidvalidity,
            "uid": uid,
            "state": CLAIMED,
            "clerk": clerk,
            "claimed_at": moment,
            "actas": 0,
        }
        for uid in uids
    ]
    key = (
        col(FedImapMessage.account) == account,
        col(FedImapMessage.uidvalidity) == uidvalidity,
    )
    with db.writing() as c:
        # The rows as parameters of one statement, not as its text: built once a process, where
        # 25 rows of literal VALUES were compiled again for each batch (8 ms a batch).
        inserted = c.execute(
            dialect_insert(db.dialect, FedImapMessage)
            .on_conflict_do_nothing(index_elements=["account", "uidvalidity", "uid"])
            .returning(col(FedImapMessage.uid)),
            rows,
        )
        got = {int(uid) for uid in inserted.scalars()}
        if len(got) == len(set(uids)):
            return list(uids)  # every one was free: none can be a stale claim
        stale = c.execute(
            update(FedImapMessage)
            .where(
                *key,
                col(FedImapMessage.uid).in_([u for u in uids if u not in got]),
                col(FedImapMessage.state) == CLAIMED,
                col(FedImapMessage.claimed_at) < moment - LEASE,
            )
            .values(clerk=clerk, claimed_at=moment)
            .returning(col(FedImapMessage.uid))
        )
        got |= {int(uid) for uid in stale.scalars()}
    return [uid for uid in uids if uid in got]


@dataclass(frozen=True)
class Reading:
    """What is recorded of a message read and filed whole."""

    uid: int
    internal_date: datetime | None
    message_sha256: str | None
    evidence: str | None
    actas: int


def mark_filed(
    db: FederationDb,
    account: str,
    uidvalidity: int,
    uid: int,
    clerk: str,
    *,
    internal_date: datetime | None,
    message_sha256: str | None,
    evidence: str | None,
    actas: int,
    now: datetime | None = None,
) -> bool:
    """The message is read and all its actas filed; False when the claim is no longer this
    clerk's (taken over after LEASE: the other clerk files the same files, as "ya recibida").
    StoreError when the database fails: the claim lapses and a later run reads it again."""
    reading = Reading(uid, internal_date, message_sha256, evidence, actas)
    return bool(mark_all_filed(db, account, uidvalidity, [reading], clerk, now=now))


def mark_all_filed(
    db: FederationDb,
    account: str,
    uidvalidity: int,
    readings: Sequence[Reading],
    clerk: str,
    *,
    now: datetime | None = None,
) -> set[int]:
    """As mark_filed, for several messages in one transaction (one commit, not one a message);
    the UIDs marked. All or none: on StoreError none is marked, and each is read again later
    (its actas "ya recibida")."""
    moment = _utc(now or datetime.now(UTC))
    marked: set[int] = set()
    if not readings:
        return marked
    # One statement for the batch, run once a message with its own values: building it is most
    # of the cost (SQLAlchemy's expressions), and each run's rowcount says whether that message
    # was still this clerk's claim.
    statement = (
        update(FedImapMessage)
        .where(
            col(FedImapMessage.account) == account,
            col(FedImapMessage.uidvalidity) == uidvalidity,
            col(FedImapMessage.uid) == bindparam("mark_uid"),
            col(FedImapMessage.clerk) == clerk,
            col(FedImapMessage.state) == CLAIMED,
        )
        .values(
            state=FILED,
            filed_at=moment,
            internal_date=bindparam("mark_internal_date"),
            message_sha256=bindparam("mark_sha256"),
            evidence=bindparam("mark_evidence"),
            actas=bindparam("mark_actas"),
        )
    )
    try:
        with db.writing() as c:
            for reading in readings:
                done = c.execute(
                    statement,
                    {
                        "mark_uid": reading.uid,
                        "mark_internal_date": None
                        if reading.internal_date is None
                        else _utc(reading.internal_date),
                        "mark_sha256": reading.message_sha256,
                        "mark_evidence": reading.evidence,
                        "mark_actas": reading.actas,
                    },
                )
                if done.rowcount:
                    marked.add(reading.uid)
    except SQLAlchemyError as exc:
        uids = ", ".join(str(reading.uid) for reading in readings)
        raise StoreError(
            f"No se han podido anotar como leídos los mensajes UID {uids}: la base de datos ha "
            "fallado."
        ) from exc
    return marked


def release(
    db: FederationDb, account: str, uidvalidity: int, uids: Iterable[int], clerk: str
) -> None:
    """Give back this clerk's unfinished claims on `uids` (the next run reads them)."""
    pending = list(uids)
    if not pending:
        return
    with db.writing() as c:
        c.execute(
            delete(FedImapMessage).where(
                col(FedImapMessage.account) == account,
                col(FedImapMessage.uidvalidity) == uidvalidity,
                col(FedImapMessage.uid).in_(pending),
                col(FedImapMessage.clerk) == clerk,
                col(FedImapMessage.state) == CLAIMED,
            )
        )
