"""Who sent in time, decided from the federation's own evidence (CH-14, CH-15.3).

Deadlines come from domain/deadlines.py (chess) and domain/domino/deadlines.py (the domino
league's own periods), on the same business-day calendar the clubs' app uses. The moment a
club's acta reached the federation is the time its mail server took the message, when the
headers carried it, else the time the office received the file (the receipt's time).

Rules applied:

- CH-14: each delegate communicates the result and the incidents before 21:00 of the second
  business day. First miss of a club in a competition: "amonestación"; each repeat: a sanction
  proposal for the Comité de Competición.
- CH-15.3: the home delegate sends the acta before 21:00 of the seventh business day, or of the
  second when it holds incidents for the committee; missing the second-day limit: a proposal
  that the home team loses the points of the match. The seven-day limit states no penalty
  (docs/reglas.md): a late acta is reported, nothing is proposed.
- Domino: chapter III sets no deadline. The league's periods are checked and reported under
  the label "Liga", and nothing is proposed (no article to propose it under).

Decisions where the regulation is silent (each a documented reading, shown in the report):

- "Antes de las 21,00": an acta taken at 21:00:00 exactly is late.
- A club communicated the result (CH-14) when a verified acta (accepted or incomplete, never a
  rejected file) signed by its delegate reached the federation (the signature is the club's
  word on the result), or when the office recorded the club's own report of the result by
  e-mail or fax (R25-4: art. 14 allows any of these and keeps that report apart from sending
  the acta, which is 15.3's). An acta signed only by the home delegate leaves the visitor
  without it unless the visitor reported on its own. The earliest of them counts.
- R25-5: an acta that holds an incident for the committee also owes art. 13.7's deadline: the
  acta and its papers reach the federation before the office closes on the first business day
  after the match (the same deadline as any claim). Its first verified file is the evidence;
  late, the report says that a claim it holds is not admitted (art. 15.3) and proposes nothing
  else. The check is the home club's, whose delegate keeps and sends the acta (CH-15.2).
- The acta is sent (CH-15.3) when its first complete (accepted) version arrives; an earlier
  incomplete version is mentioned but does not meet the article, which asks for the acta.
- Nothing received and the deadline passed at the report's moment: "no recibida", a miss.
  Before the deadline: "en curso", never a miss.
- A match of the calendar (from_calendar) with no verified acta at all once a deadline has
  passed (the worst miss: the federation would otherwise never hear of it): each of its
  deadlines is "acta no recibida", a miss. CH-14 binds both delegates ("la comunicación la
  efectuarán ambos delegados"), so it is a CH-14 miss of each club, counted in its
  warning/sanction sequence; CH-15.3 binds the home delegate ("remitirá el acta"), so the
  acta's own miss is the home club's. Whether the missing acta held incidents for the
  committee cannot be known without it: its CH-15.3 limit is the seven-day one, which carries
  no proposal.
- Misses are counted per club and competition (season and competition name), in order of
  their deadline; both CH-14 misses of one match count as one each for their own club. Club
  names are compared without case, accents or extra spaces (an acta and the league file may
  spell one club slightly differently).
- The report is as of a moment (by default, now): evidence that arrived after it is not known
  yet, so an earlier report can be reproduced exactly.
- Times with a zone are turned into Canary local time (deadlines are local); a time without
  a zone is taken as already local.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from enum import StrEnum
from zoneinfo import ZoneInfo

from delegate_app.domain.deadlines import Deadline, HolidayCalendar, match_deadlines
from delegate_app.domain.domino.deadlines import domino_deadlines
from delegate_app.domain.federation.records import IntakeStatus, MatchKey

LOCAL_ZONE = ZoneInfo("Atlantic/Canary")
HOME_ROLE = "delegado_local"
AWAY_ROLE = "delegado_visitante"
CHESS = "ajedrez"
DOMINO = "domino"
LEAGUE_RULE = "Liga"


class Compliance(StrEnum):
    ON_TIME = "en plazo"
    LATE = "fuera de plazo"
    MISSING = "no recibida"
    OPEN = "en curso"
    # No verified acta of the match at all (a match known from the calendar only).
    NOT_RECEIVED = "acta no recibida"

    @property
    def missed(self) -> bool:
        return self in (Compliance.LATE, Compliance.MISSING, Compliance.NOT_RECEIVED)


class Proposal(StrEnum):
    NONE = ""
    WARNING = "amonestación"
    SANCTION = "propuesta de sanción"
    LOSS_OF_POINTS = "propuesta de pérdida de puntos"


class Obligation(StrEnum):
    RESULT = "resultado"  # CH-14: result and incidents, by each delegate
    ACTA = "acta"  # CH-15.3: the acta and scoresheets, by the home delegate
    CLAIM = "reclamacion"  # CH-13.7: an acta for the committee, by the first business day


@dataclass(frozen=True)
class Received:
    """One verified file filed for a match (accepted or incomplete; rejected ones are left out
    by the caller or ignored here)."""

    status: IntakeStatus
    received_at: datetime
    mail_received_at: datetime | None = None
    signed_roles: tuple[str, ...] = ()
    reference: str = ""  # how the report names the file (its name, or the store's id)


@dataclass(frozen=True)
class ResultReport:
    """CH-14: a club's report of the result (and incidents) the office received by e-mail or
    fax, apart from the acta (R25-4)."""

    role: str  # HOME_ROLE or AWAY_ROLE: whose delegate reported
    received_at: datetime
    means: str = "correo electrónico"  # as the report names it: "correo electrónico", "fax"
    reference: str = ""


@dataclass(frozen=True)
class MatchRecord:
    """A match the federation knows: from a received acta, or only from the calendar."""

    match: MatchKey
    sport: str
    played_on: date
    home_club: str
    away_club: str
    for_committee: bool = False
    received: tuple[Received, ...] = ()
    # Known from the league calendar, not from an acta: with no verified acta at all once a
    # deadline passed, it is reported "acta no recibida".
    from_calendar: bool = False
    reports: tuple[ResultReport, ...] = ()  # CH-14 reports by e-mail or fax (R25-4)


@dataclass(frozen=True)
class DeadlineCheck:
    rule_id: str  # "CH-14", "CH-15.3" or "Liga"
    obligation: Obligation
    match: MatchKey
    sport: str
    club: str
    team: str
    due: datetime  # local time; the act must happen before it
    evidence_at: datetime | None  # local time
    evidence: str  # which clock the evidence is: mail server or receipt
    reference: str
    compliance: Compliance
    proposal: Proposal = Proposal.NONE
    miss_number: int = 0  # this club's n-th miss of this rule in the competition
    text: str = ""

    @property
    def competition(self) -> tuple[str, str]:
        return self.match.season, self.match.competition

    @property
    def late_by(self) -> timedelta | None:
        if self.evidence_at is None or self.compliance is not Compliance.LATE:
            return None
        return self.evidence_at - self.due


@dataclass(frozen=True)
class DeadlineReport:
    checks: tuple[DeadlineCheck, ...]
    as_of: datetime  # local time

    @property
    def proposals(self) -> tuple[DeadlineCheck, ...]:
        return tuple(check for check in self.checks if check.proposal is not Proposal.NONE)

    def count(self, compliance: Compliance) -> int:
        return sum(1 for check in self.checks if check.compliance is compliance)

    @property
    def missing_actas(self) -> tuple[DeadlineCheck, ...]:
        """One check per match whose acta never arrived (its earliest deadline that passed)."""
        seen: set[MatchKey] = set()
        found = []
        for check in sorted(self.checks, key=lambda c: c.due):
            if check.compliance is Compliance.NOT_RECEIVED and check.match not in seen:
                seen.add(check.match)
                found.append(check)
        return tuple(sorted(found, key=lambda c: (c.match.season, c.match.competition, c.due)))


def local_time(moment: datetime) -> datetime:
    """Canary local time without zone, as deadlines are written."""
    if moment.tzinfo is None:
        return moment
    return moment.astimezone(LOCAL_ZONE).replace(tzinfo=None)


def _evidence(item: Received) -> tuple[datetime, str]:
    if item.mail_received_at is not None:
        return local_time(item.mail_received_at), "hora del servidor de correo"
    return local_time(item.received_at), "hora de recepción"


def _earliest(
    items: Iterable[Received], reports: Iterable[ResultReport] = ()
) -> tuple[datetime, str, str] | None:
    best: tuple[datetime, str, str] | None = None
    found = [(*_evidence(item), item.reference) for item in items]
    found += [
        (local_time(r.received_at), f"comunicado por {r.means}", r.reference) for r in reports
    ]
    for moment, source, reference in found:
        if best is None or moment < best[0]:
            best = (moment, source, reference)
    return best


def _when(moment: datetime) -> str:
    return f"{moment:%d/%m/%Y} a las {moment:%H:%M:%S}"


def _delay(amount: timedelta) -> str:
    minutes = int(amount.total_seconds() // 60)
    days, rest = divmod(minutes, 24 * 60)
    hours, minutes = divmod(rest, 60)
    parts = []
    if days:
        parts.append(f"{days} d")
    if hours:
        parts.append(f"{hours} h")
    if minutes or not parts:
        parts.append(f"{minutes} min")
    return " ".join(parts)


@dataclass(frozen=True)
class _Pending:
    rule_id: str
    obligation: Obligation
    record: MatchRecord
    club: str
    team: str
    deadline: Deadline
    evidence: tuple[datetime, str, str] | None
    note: str = ""
    nothing_received: bool = False  # no verified file of the match at all


def _verdict(pending: _Pending, as_of: datetime) -> tuple[Compliance, str]:
    due = pending.deadline.due
    limit = f"antes de las {due:%H:%M} del {due:%d/%m/%Y}"
    if pending.evidence is None:
        if as_of < due:
            return Compliance.OPEN, f"Aún no recibida; el plazo vence {limit}."
        if pending.nothing_received:
            return Compliance.NOT_RECEIVED, (
                f"Acta no recibida: la Federación no ha recibido ninguna acta verificada de "
                f"este encuentro del calendario, jugado el {pending.record.played_on:%d/%m/%Y}; "
                f"el plazo venció {limit}."
            )
        return Compliance.MISSING, f"No recibida; el plazo venció {limit}."
    moment, source, _ = pending.evidence
    said = f"Recibida el {_when(moment)} ({source})"
    if moment < due:
        return Compliance.ON_TIME, f"{said}, {limit}."
    return Compliance.LATE, f"{said}: {_delay(moment - due)} después del plazo ({limit})."


def _pendings(record: MatchRecord, calendar: HolidayCalendar, now: datetime) -> list[_Pending]:
    # A report as of an earlier moment knows only what had arrived by then.
    verified = [
        item
        for item in record.received
        if item.status in (IntakeStatus.ACCEPTED, IntakeStatus.INCOMPLETE)
        and _evidence(item)[0] <= now
    ]
    accepted = [item for item in verified if item.status is IntakeStatus.ACCEPTED]
    key = record.match
    if record.sport == DOMINO:
        result_deadline, acta_deadline = domino_deadlines(
            record.played_on, record.for_committee, calendar
        )
        result_rule = acta_rule = LEAGUE_RULE
        claim_deadline: Deadline | None = None
    else:
        by_rule = {
            deadline.rule_id: deadline
            for deadline in match_deadlines(
                record.played_on, record.for_committee, calendar=calendar
            )
        }
        result_deadline, acta_deadline = by_rule["CH-14"], by_rule["CH-15.3"]
        claim_deadline = by_rule["CH-13.7"]
        result_rule, acta_rule = "CH-14", "CH-15.3"
    pendings = []
    for club, team, role in (
        (record.home_club, key.home, HOME_ROLE),
        (record.away_club, key.away, AWAY_ROLE),
    ):
        signed = [item for item in verified if role in item.signed_roles]
        reported = [
            r for r in record.reports if r.role == role and local_time(r.received_at) <= now
        ]
        pendings.append(
            _Pending(
                result_rule,
                Obligation.RESULT,
                record,
                club,
                team,
                result_deadline,
                _earliest(signed, reported),
                nothing_received=record.from_calendar and not verified and not reported,
            )
        )
    if claim_deadline is not None and record.for_committee:
        pendings.append(
            _Pending(
                "CH-13.7",
                Obligation.CLAIM,
                record,
                record.home_club,
                key.home,
                claim_deadline,
                _earliest(verified),
            )
        )
    note = ""
    first_incomplete = _earliest(
        item for item in verified if item.status is IntakeStatus.INCOMPLETE
    )
    first_accepted = _earliest(accepted)
    if first_incomplete and (first_accepted is None or first_incomplete[0] < first_accepted[0]):
        note = (
            f" Llegó antes una versión incompleta ({_when(first_incomplete[0])}), que no es "
            "el acta completa."
        )
    pendings.append(
        _Pending(
            acta_rule,
            Obligation.ACTA,
            record,
            record.home_club,
            key.home,
            acta_deadline,
            first_accepted,
            note,
            nothing_received=record.from_calendar and not verified,
        )
    )
    return pendings


def club_key(name: str) -> str:
    """A club's name as misses are counted: without case, accents or extra spaces."""
    decomposed = unicodedata.normalize("NFKD", name)
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(bare.casefold().split())


def _proposal(pending: _Pending, compliance: Compliance, misses: int) -> tuple[Proposal, str]:
    if not compliance.missed:
        return Proposal.NONE, ""
    if pending.rule_id == LEAGUE_RULE:
        return Proposal.NONE, (
            " Plazo de la liga: el capítulo III del reglamento de dominó no fija plazos ni "
            "sanción; se informa sin propuesta."
        )
    if pending.rule_id == "CH-13.7":
        return Proposal.NONE, (
            " El acta recoge incidencias para el Comité de Competición y no llegó antes del "
            "cierre de la oficina el primer día hábil (art. 13.7): una reclamación que contenga "
            "no se admite (art. 15.3)."
        )
    if pending.rule_id == "CH-14":
        if misses == 1:
            return Proposal.WARNING, (
                " Primer incumplimiento del club en la competición: amonestación (art. 14)."
            )
        return Proposal.SANCTION, (
            f" {misses}.º incumplimiento del club en la competición: reincide, propuesta de "
            "sanción al Comité de Competición (art. 14)."
        )
    if pending.record.for_committee:
        return Proposal.LOSS_OF_POINTS, (
            " El acta recoge incidencias para el Comité de Competición y no llegó antes de las "
            "21:00 del segundo día hábil: propuesta de que el equipo local pierda los puntos "
            "del encuentro (art. 15.3)."
        )
    return Proposal.NONE, (
        " El plazo de siete días hábiles del art. 15.3 no lleva sanción (decisión de la "
        "competición): se informa sin propuesta."
    )


def assess_deadlines(
    records: Iterable[MatchRecord],
    *,
    as_of: datetime,
    calendar: HolidayCalendar | None = None,
) -> DeadlineReport:
    """Every deadline of every match, with its verdict and, for misses, the proposal."""
    cal = calendar or HolidayCalendar()
    now = local_time(as_of)
    pendings = [pending for record in records for pending in _pendings(record, cal, now)]
    pendings.sort(
        key=lambda p: (
            p.record.match.season,
            p.record.match.competition,
            p.deadline.due,
            p.record.match,
            p.obligation != Obligation.RESULT,
            p.team != p.record.match.home,
        )
    )
    misses: dict[tuple[str, str, str, str], int] = {}
    checks = []
    for pending in pendings:
        compliance, text = _verdict(pending, now)
        count = 0
        if compliance.missed:
            key = (pending.record.match.season, pending.record.match.competition)
            counter = (*key, club_key(pending.club), pending.rule_id)
            misses[counter] = count = misses.get(counter, 0) + 1
        proposal, why = _proposal(pending, compliance, count)
        evidence = pending.evidence
        checks.append(
            DeadlineCheck(
                pending.rule_id,
                pending.obligation,
                pending.record.match,
                pending.record.sport,
                pending.club,
                pending.team,
                pending.deadline.due,
                evidence[0] if evidence else None,
                evidence[1] if evidence else "",
                evidence[2] if evidence else "",
                compliance,
                proposal,
                count,
                text + pending.note + why,
            )
        )
    return DeadlineReport(tuple(checks), now)
