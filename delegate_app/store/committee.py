"""CH-23: the decisions of the Comité de Competición a club receives about a match.

Art. 23: "dentro de los diez días naturales siguientes a la recepción de dicho fallo" a club may
appeal to the Federación Canaria's board. The delegate records the day the decision arrived (with
its reference and what it says); the appeal deadline follows from that date
(``domain.deadlines.appeal_deadline``) and is shown with the match's other deadlines. A decision
arrives after the acta is locked and is no part of it: it may be recorded on a locked acta.

What the decision decides that the tables compute with (a board's final result, a double
forfeit or a replay, every board of the match, points taken from a team) is recorded with it as
a ``Ruling`` (domain.committee_rulings); the standings, the calendar and the acta's PDF read the
boards through ``rulings_by_match``.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from datetime import date, datetime

from sqlmodel import Session, col, select

from delegate_app.domain.committee_rulings import Ruling
from delegate_app.domain.deadlines import Deadline, appeal_deadline
from delegate_app.store.acta import match_parts
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import CommitteeDecision
from delegate_app.store.rows import require_id

MAX_REFERENCE = 120
MAX_SUMMARY = 2000


@dataclass(frozen=True)
class DecisionLine:
    id: int
    received_on: date
    reference: str
    summary: str
    deadline: Deadline  # the appeal deadline it opens
    ruling: Ruling  # what it decides that the tables compute with


def _clean(text: str, limit: int, what: str) -> str:
    cleaned = unicodedata.normalize("NFC", (text or "").strip())
    if len(cleaned) > limit:
        raise StoreError(f"{what} supera el máximo de {limit} caracteres (tiene {len(cleaned)}).")
    return cleaned


def record_decision(
    db: Database,
    match_id: int,
    received_on: date,
    reference: str = "",
    summary: str = "",
    now: datetime | None = None,
    *,
    boards: dict[int, str] | None = None,
    points_side: str | None = None,
    points: int = 0,
) -> DecisionLine:
    """Record a decision received about the match; StoreError (Spanish) and nothing stored when
    the date is impossible, nothing says which decision it is, or what it decides does not fit
    the match (a board it does not have, points without a team)."""
    now = now or datetime.now()
    if not isinstance(received_on, date) or isinstance(received_on, datetime):
        raise StoreError("Indique la fecha en que llegó el fallo del Comité.")
    reference = _clean(reference, MAX_REFERENCE, "La referencia del fallo")
    summary = _clean(summary, MAX_SUMMARY, "El resumen del fallo")
    if not reference and not summary and not boards and not points:
        raise StoreError("Escriba la referencia del fallo o lo que decide el Comité.")
    if received_on > now.date():
        raise StoreError(
            f"El fallo no puede haber llegado el {received_on:%d/%m/%Y}: es una fecha futura."
        )
    with db.session() as s, s.begin():
        match, _rnd, competition, *_ = match_parts(s, match_id)
        chess = competition.sport == "ajedrez"
        try:
            ruling = Ruling.build(
                boards or {}, points_side, points, competition.boards if chess else 0
            )
        except ValueError as exc:
            raise StoreError(str(exc)) from None
        played = (match.played_at or match.scheduled_at).date()
        if received_on < played:
            raise StoreError(
                f"El fallo no puede haber llegado el {received_on:%d/%m/%Y}, antes del encuentro "
                f"({played:%d/%m/%Y})."
            )
        row = CommitteeDecision(
            match_id=match_id,
            received_on=received_on,
            reference=reference,
            summary=summary,
            recorded_at=now,
            ruling_json=ruling.to_json(),
        )
        s.add(row)
        s.flush()
        return _line(row)


def _line(row: CommitteeDecision) -> DecisionLine:
    return DecisionLine(
        require_id(row),
        row.received_on,
        row.reference,
        row.summary,
        appeal_deadline(row.received_on),
        Ruling.from_json(row.ruling_json),
    )


def rulings_by_match(s: Session, match_ids: list[int] | None = None) -> dict[int, list[Ruling]]:
    """The computable decisions of each match, in the order they apply (R25-2)."""
    query = select(CommitteeDecision.match_id, CommitteeDecision.ruling_json).where(
        CommitteeDecision.ruling_json != ""
    )
    if match_ids is not None:
        query = query.where(col(CommitteeDecision.match_id).in_(match_ids))
    query = query.order_by(col(CommitteeDecision.received_on), col(CommitteeDecision.id))
    found: dict[int, list[Ruling]] = {}
    for match_id, text in s.exec(query):
        found.setdefault(match_id, []).append(Ruling.from_json(text))
    return found


def decisions(db: Database, match_id: int) -> list[DecisionLine]:
    """The decisions received about the match, oldest first."""
    with db.session() as s:
        return decisions_in(s, match_id)


def decisions_in(s: Session, match_id: int) -> list[DecisionLine]:
    """``decisions`` within the caller's session."""
    rows = s.exec(
        select(CommitteeDecision)
        .where(CommitteeDecision.match_id == match_id)
        .order_by(col(CommitteeDecision.received_on), col(CommitteeDecision.id))
    ).all()
    return [_line(row) for row in rows]


def appeal_deadlines(db: Database, match_id: int) -> list[Deadline]:
    """CH-23: one appeal deadline per decision received, each naming its decision."""
    out = []
    for line in decisions(db, match_id):
        which = line.reference or line.summary[:60]
        deadline = line.deadline
        out.append(
            Deadline(
                deadline.rule_id,
                f"{deadline.description} Fallo «{which}», recibido el {line.received_on:%d/%m/%Y}.",
                deadline.due,
                deadline.responsible,
                deadline.consequence,
            )
        )
    return out
