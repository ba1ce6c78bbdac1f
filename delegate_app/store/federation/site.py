"""What the public site needs beyond the official tables: every match some file was received
for, with what became of it, and the text of one accepted acta (read a match at a time, so a
season of 20,000 actas is never held in memory at once)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy import select
from sqlmodel import col

from delegate_app.domain.federation.records import IntakeStatus, MatchKey
from delegate_app.store.federation.committee import FedResult
from delegate_app.store.federation.database import FederationDb
from delegate_app.store.federation.inbox import as_utc
from delegate_app.store.federation.models import FedCompetition, FedMatch, FedReceivedFile


class ReceivedState:
    """What the site says of a received match that has no result in the official table."""

    INCOMPLETE = "acta incompleta"  # a required signature is missing
    UNREADABLE = "acta sin resultado legible"  # verified, but its results could not be read
    REJECTED = "acta rechazada"  # only rejected files name it


@dataclass(frozen=True)
class Arrival:
    """One verified file of a match as the site lists it: the evidence of when it came."""

    received_at: datetime  # aware UTC: the federation's mail server's time, else the office's
    signed_roles: tuple[str, ...]
    status: str  # IntakeStatus value
    superseded: bool  # the same acta arrived with more signatures (fed_0009)


@dataclass(frozen=True)
class ReceivedMatch:
    competition_id: int
    match: MatchKey
    statuses: frozenset[str]  # IntakeStatus values of its files (superseded ones left out)
    readable: bool  # some accepted file's results were read
    played_on: date | None
    arrivals: tuple[Arrival, ...] = ()  # in order of arrival

    @property
    def state(self) -> str:
        """For a match the official table does not list: why it has no result."""
        if IntakeStatus.INCOMPLETE.value in self.statuses:
            return ReceivedState.INCOMPLETE
        if IntakeStatus.ACCEPTED.value in self.statuses:
            return ReceivedState.UNREADABLE
        return ReceivedState.REJECTED


def received_matches(db: FederationDb) -> dict[int, list[ReceivedMatch]]:
    """Every match named by a received file, by competition id."""
    query = (
        select(
            col(FedMatch.id),
            col(FedMatch.competition_id),
            col(FedCompetition.season),
            col(FedCompetition.name),
            col(FedMatch.round),
            col(FedMatch.home),
            col(FedMatch.away),
            col(FedReceivedFile.status),
            col(FedResult.played_on),
            col(FedResult.problem),
            col(FedResult.file_id).label("result_file"),
            col(FedReceivedFile.received_at),
            col(FedReceivedFile.mail_received_at),
            col(FedReceivedFile.signed_roles),
            col(FedReceivedFile.superseded_by_id),
        )
        .select_from(FedReceivedFile)
        .join(FedMatch, col(FedMatch.id) == col(FedReceivedFile.match_id))
        .join(FedCompetition, col(FedCompetition.id) == col(FedMatch.competition_id))
        .outerjoin(FedResult, col(FedResult.file_id) == col(FedReceivedFile.id))
        .order_by(col(FedMatch.id), col(FedReceivedFile.id))
    )
    grouped: dict[int, list[Any]] = {}
    with db.engine.connect() as c:
        for row in c.execute(query):
            grouped.setdefault(int(row.id), []).append(row)
    found: dict[int, list[ReceivedMatch]] = {}
    for rows in grouped.values():
        first = rows[0]
        arrivals = sorted(
            (
                Arrival(
                    as_utc(r.mail_received_at or r.received_at),
                    tuple(role for role in str(r.signed_roles).split(",") if role),
                    str(r.status),
                    r.superseded_by_id is not None,
                )
                for r in rows
            ),
            key=lambda a: a.received_at,
        )
        current = [r for r in rows if r.superseded_by_id is None] or rows
        readable = any(
            r.status == IntakeStatus.ACCEPTED.value and r.result_file is not None and not r.problem
            for r in rows
        )
        found.setdefault(int(first.competition_id), []).append(
            ReceivedMatch(
                int(first.competition_id),
                MatchKey(first.season, first.name, int(first.round), first.home, first.away),
                frozenset(str(r.status) for r in current),
                readable,
                next((r.played_on for r in rows if r.played_on is not None), None),
                tuple(arrivals),
            )
        )
    return found


def stored_acta(db: FederationDb, file_id: int) -> tuple[bytes | None, str | None]:
    """The PDF and the acta.json of one stored file, in one query."""
    with db.engine.connect() as c:
        row = c.execute(
            select(col(FedReceivedFile.pdf), col(FedReceivedFile.acta_json)).where(
                col(FedReceivedFile.id) == file_id
            )
        ).one_or_none()
    if row is None:
        return None, None
    pdf, text = row
    return (bytes(pdf) if pdf is not None else None), (str(text) if text is not None else None)


__all__ = ["Arrival", "ReceivedMatch", "ReceivedState", "received_matches", "stored_acta"]
