"""CH-14: a club's report of the result by e-mail or fax, apart from its acta (R25-4).

Art. 14 asks both delegates to communicate the result and the incidents before 21:00 of the
second business day, by e-mail or fax; art. 15.3 asks the home delegate to send the acta
later. The office records each report it received (which match, whose delegate, when, how);
``evidence_deadlines`` counts the earliest of these reports and the actas the delegate signed.
The same report recorded twice (same match, side, moment and means) is stored once.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import Column, Text, UniqueConstraint, select
from sqlmodel import Field, col

from delegate_app.domain.federation.evidence_deadlines import (
    AWAY_ROLE,
    HOME_ROLE,
    LOCAL_ZONE,
    ResultReport,
)
from delegate_app.domain.federation.records import MatchKey
from delegate_app.store.errors import StoreError
from delegate_app.store.federation.database import FederationDb, insert_once
from delegate_app.store.federation.models import FedCompetition, FedMatch, FedModel

MEANS = ("correo electrónico", "fax")
SIDES = {"local": HOME_ROLE, "visitante": AWAY_ROLE}


class FedResultReport(FedModel, table=True):
    __tablename__ = "fed_result_report"

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="fed_match.id", index=True)
    role: str  # delegado_local or delegado_visitante
    received_at: datetime  # UTC
    means: str
    note: str = Field(default="", sa_column=Column(Text, nullable=False, default=""))
    recorded_at: datetime

    __table_args__ = (
        UniqueConstraint("match_id", "role", "received_at", "means", name="uq_fed_result_report"),
    )


@dataclass(frozen=True)
class RecordedReport:
    match: MatchKey
    report: ResultReport
    new: bool  # False: already recorded, nothing changed


def _utc(moment: datetime) -> datetime:
    """A time without zone is Canary local time (as the office types it)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=LOCAL_ZONE)
    return moment.astimezone(UTC)


def record_report(
    db: FederationDb,
    competition_id: int,
    round_: int,
    home: str,
    away: str,
    side: str,
    received_at: datetime,
    means: str,
    note: str = "",
    *,
    now: datetime | None = None,
) -> RecordedReport:
    """Store one report; StoreError in Spanish and nothing written when the match, side or
    means is unknown or the moment is in the future."""
    role = SIDES.get(side.strip().lower())
    if role is None:
        raise StoreError(f"«{side}»: indique «local» o «visitante». No se ha registrado nada.")
    means = means.strip().lower()
    if means in ("correo", "email", "e-mail"):
        means = MEANS[0]
    if means not in MEANS:
        raise StoreError(
            f"«{means}»: el art. 14 admite la comunicación por correo electrónico o fax. "
            "No se ha registrado nada."
        )
    moment = _utc(received_at)
    now = (now or datetime.now(UTC)).astimezone(UTC)
    if moment > now:
        raise StoreError(
            "La comunicación no puede haber llegado en el futuro. No se ha registrado nada."
        )
    with db.engine.connect() as c:
        row = c.execute(
            select(col(FedMatch.id), col(FedCompetition.season), col(FedCompetition.name))
            .join(FedCompetition, col(FedCompetition.id) == col(FedMatch.competition_id))
            .where(
                col(FedMatch.competition_id) == competition_id,
                col(FedMatch.round) == round_,
                col(FedMatch.home) == home.strip(),
                col(FedMatch.away) == away.strip(),
            )
        ).first()
    if row is None:
        raise StoreError(
            f"No hay ningún encuentro «{home} – {away}» en la ronda {round_} de la competición "
            f"{competition_id} (ni en su calendario ni en sus actas). No se ha registrado nada."
        )
    key = MatchKey(row.season, row.name, round_, home.strip(), away.strip())
    table = FedResultReport.__table__  # type: ignore[attr-defined]
    values = {
        "match_id": int(row.id),
        "role": role,
        "received_at": moment,
        "means": means,
        "note": note.strip(),
        "recorded_at": now,
    }
    with db.writing() as c:
        inserted = insert_once(c, db.dialect, table, values)
    report = ResultReport(role, moment, means, note.strip())
    return RecordedReport(key, report, inserted)


def reports_by_match(db: FederationDb) -> dict[int, tuple[ResultReport, ...]]:
    """fed_match id -> its reports, oldest first."""
    found: dict[int, list[ResultReport]] = {}
    with db.engine.connect() as c:
        rows = c.execute(
            select(FedResultReport.__table__).order_by(  # type: ignore[attr-defined]
                col(FedResultReport.received_at), col(FedResultReport.id)
            )
        )
        for row in rows:
            moment = row.received_at
            moment = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment
            found.setdefault(int(row.match_id), []).append(
                ResultReport(row.role, moment, row.means, row.note or f"comunicación {row.id}")
            )
    return {match_id: tuple(items) for match_id, items in found.items()}
