"""The tables fed-results adds to the federation database (migration fed_0002), and the
committee's decisions.

- ``fed_result``: what results and deadlines need of each verified acta (its day, whether it
  goes to the committee, the score in a few characters), read once from acta.json. A file's
  content never changes, so a row is never stale; ``official.sync_results`` fills the rows
  missing, and the tables of 20,000 actas are then read from these short columns instead of
  parsing every acta.json again.
- ``fed_decision``: the Comité de Competición's decisions, with reference and date. The same
  decision recorded twice (same competition, reference, kind and subject) is stored once.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import Column, Text, UniqueConstraint, select
from sqlmodel import Field, col

from delegate_app.domain.federation.official_standings import (
    CommitteeDecision,
    DecisionError,
    DecisionKind,
    check_decision,
)
from delegate_app.domain.federation.records import MatchKey
from delegate_app.store.errors import StoreError
from delegate_app.store.federation.database import FederationDb, insert_once
from delegate_app.store.federation.models import FedCompetition, FedMatch, FedModel


class FedResult(FedModel, table=True):
    """The facts of one accepted or incomplete acta (a cache of its acta.json)."""

    __tablename__ = "fed_result"

    file_id: int = Field(
        primary_key=True,
        foreign_key="fed_received_file.id",
        sa_column_kwargs={"autoincrement": False},
    )
    match_id: int = Field(foreign_key="fed_match.id", index=True)
    played_on: date | None = None
    for_committee: bool = False
    final: bool = False
    # chess: the boards home–away, "?" for a board without a final result ("1-0 ½-½ ? 0-1");
    # domino: partidas and tantos, home first ("5-3 2100-1800")
    score: str = ""
    problem: str | None = None  # acta.json could not be read: why (the row is then ignored)


class FedDecision(FedModel, table=True):
    __tablename__ = "fed_decision"

    id: int | None = Field(default=None, primary_key=True)
    competition_id: int = Field(foreign_key="fed_competition.id", index=True)
    reference: str
    decided_on: date
    kind: str  # DecisionKind value
    subject: str  # the team, or the match as "ronda|local|visitante": part of the identity
    team: str | None = None
    round: int | None = None
    home: str | None = None
    away: str | None = None
    points: int = 0
    result: str = ""
    note: str = Field(default="", sa_column=Column(Text, nullable=False, default=""))
    recorded_at: datetime

    __table_args__ = (
        UniqueConstraint(
            "competition_id", "reference", "kind", "subject", name="uq_fed_decision_identity"
        ),
    )


@dataclass(frozen=True)
class RecordedDecision:
    decision: CommitteeDecision
    competition_id: int
    new: bool  # False: the same decision was already recorded (nothing changed)


def _subject(decision: CommitteeDecision) -> str:
    parts: list[str] = []
    if decision.match is not None:
        match = decision.match
        parts.append(f"{match.round}|{match.home}|{match.away}")
    if decision.team:
        parts.append(decision.team)
    return " · ".join(parts)


def competition_of(db: FederationDb, competition_id: int) -> tuple[str, str, str]:
    """(sport, season, name) of a competition; StoreError in Spanish when it does not exist."""
    with db.engine.connect() as c:
        row = c.execute(
            select(
                col(FedCompetition.sport), col(FedCompetition.season), col(FedCompetition.name)
            ).where(col(FedCompetition.id) == competition_id)
        ).first()
    if row is None:
        raise StoreError(
            f"No hay ninguna competición con el número {competition_id} en «{db.label}». "
            "Las lista «delegado competicion listar --db …»."
        )
    return str(row.sport), str(row.season), str(row.name)


def _teams(db: FederationDb, competition_id: int) -> set[str]:
    with db.engine.connect() as c:
        rows = c.execute(
            select(col(FedMatch.home), col(FedMatch.away)).where(
                col(FedMatch.competition_id) == competition_id
            )
        )
        return {team for row in rows for team in row}


def record_decision(
    db: FederationDb,
    competition_id: int,
    decision: CommitteeDecision,
    *,
    now: datetime | None = None,
) -> RecordedDecision:
    """Store a committee decision after checking it (StoreError, Spanish, nothing written)."""
    sport, season, name = competition_of(db, competition_id)
    if (decision.season, decision.competition) != (season, name):
        raise StoreError("La decisión no es de la competición indicada.")
    try:
        check_decision(decision, sport)
    except DecisionError as exc:
        raise StoreError(str(exc)) from None
    match = decision.match
    named = [decision.team] if decision.team else []
    if match is not None:
        named += [match.home, match.away]
    if named:
        teams = _teams(db, competition_id)
        unknown = [team for team in named if team not in teams]
        if unknown:
            listed = ", ".join(sorted(teams)) or "ninguno todavía"
            raise StoreError(
                f"«{unknown[0]}» no juega en {name} ({season}). Equipos con actas recibidas: "
                f"{listed}. No se ha registrado nada."
            )
    values = {
        "competition_id": competition_id,
        "reference": decision.reference.strip(),
        "decided_on": decision.decided_on,
        "kind": decision.kind.value,
        "subject": _subject(decision),
        "team": decision.team,
        "round": match.round if match else None,
        "home": match.home if match else None,
        "away": match.away if match else None,
        "points": decision.points,
        "result": decision.result.strip(),
        "note": decision.note.strip(),
        "recorded_at": (now or datetime.now(UTC)).astimezone(UTC),
    }
    table = FedDecision.__table__  # type: ignore[attr-defined]
    with db.writing() as c:
        inserted = insert_once(c, db.dialect, table, values)
        if inserted:
            _log_decision(c, competition_id, decision, values)
    return RecordedDecision(decision, competition_id, inserted)


def _log_decision(
    c: Any, competition_id: int, decision: CommitteeDecision, values: dict[str, Any]
) -> None:
    """Who recorded it, in the same transaction (store/federation/office_log.py)."""
    from delegate_app.store.federation.models import FedMatch
    from delegate_app.store.federation.office_log import Action, record

    match_id = None
    if decision.match is not None:
        match_id = c.execute(
            select(col(FedMatch.id)).where(
                col(FedMatch.competition_id) == competition_id,
                col(FedMatch.round) == decision.match.round,
                col(FedMatch.home) == decision.match.home,
                col(FedMatch.away) == decision.match.away,
            )
        ).scalar_one_or_none()
    record(
        c,
        Action.DECISION,
        f"{values['reference']} ({values['kind']}): {values['subject']}",
        match_id=match_id,
        competition_id=competition_id,
    )


def _decision(row: Any, season: str, name: str) -> CommitteeDecision:
    match = (
        MatchKey(season, name, int(row.round), row.home, row.away)
        if row.round is not None and row.home is not None and row.away is not None
        else None
    )
    return CommitteeDecision(
        reference=row.reference,
        decided_on=row.decided_on,
        kind=DecisionKind(row.kind),
        season=season,
        competition=name,
        team=row.team,
        match=match,
        points=int(row.points),
        result=row.result,
        note=row.note or "",
    )


def list_decisions(
    db: FederationDb, competition_id: int | None = None
) -> dict[int, list[CommitteeDecision]]:
    """Every decision by competition id, in the order they apply (date, then reference)."""
    query = (
        select(
            col(FedDecision.competition_id),
            col(FedDecision.reference),
            col(FedDecision.decided_on),
            col(FedDecision.kind),
            col(FedDecision.team),
            col(FedDecision.round),
            col(FedDecision.home),
            col(FedDecision.away),
            col(FedDecision.points),
            col(FedDecision.result),
            col(FedDecision.note),
            col(FedCompetition.season),
            col(FedCompetition.name),
        )
        .join(FedCompetition, col(FedCompetition.id) == col(FedDecision.competition_id))
        .order_by(
            col(FedDecision.competition_id),
            col(FedDecision.decided_on),
            col(FedDecision.reference),
            col(FedDecision.id),
        )
    )
    if competition_id is not None:
        query = query.where(col(FedDecision.competition_id) == competition_id)
    found: dict[int, list[CommitteeDecision]] = {}
    with db.engine.connect() as c:
        for row in c.execute(query):
            found.setdefault(int(row.competition_id), []).append(
                _decision(row, row.season, row.name)
            )
    return found
