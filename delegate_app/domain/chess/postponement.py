"""Checks of a proposed change of a chess match's date or time (CH-6.2, CH-6.3).

The Comité de Competición decides every change; these checks only warn the delegate of what the
regulation asks, so every finding is a WARN.

- CH-6.2  a change of day, time or venue is requested in writing to the federation with both
  teams agreeing; delaying a match needs the written request 3 days in advance; no change of date
  or time in the last 2 rounds (CH-6.4 repeats it for the time).
- CH-6.3  a postponed match is played before the next two rounds; no postponement at all when
  only two rounds remain.

Decisions where the regulation is silent (each one a parameter):

- "3 días de antelación" counts calendar days from the request to the official date: a request
  on Wednesday for a Saturday match is in time, one on Thursday is not.
- "Retrasar" is any move to a later moment, also a later time on the same day; moving a match
  earlier needs the request and the agreement but not the notice, and is not a postponement
  under CH-6.3.
- "Antes de las dos rondas siguientes": the new date must fall before the official date of round
  N+2 (``within_rounds``), so the match is played at the latest in the week after round N+1.
- "Cuando sólo resten dos rondas": the match belongs to one of the last two rounds, the same
  rounds CH-6.2 freezes; both articles are cited.
- A date without a time is compared as a date: a new date equal to the official one is a time
  change only when both carry a time.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime

from delegate_app.domain.findings import Finding, Severity

NOTICE_DAYS = 3  # CH-6.2
FROZEN_LAST_ROUNDS = 2  # CH-6.2, CH-6.3, CH-6.4
WITHIN_ROUNDS = 2  # CH-6.3


def _day(moment: date | datetime) -> date:
    return moment.date() if isinstance(moment, datetime) else moment


def _later(new: date | datetime, official: date | datetime) -> bool:
    if isinstance(new, datetime) and isinstance(official, datetime):
        return new > official
    return _day(new) > _day(official)


def _same(new: date | datetime, official: date | datetime) -> bool:
    if isinstance(new, datetime) and isinstance(official, datetime):
        return new == official
    return _day(new) == _day(official)


def _show(moment: date | datetime) -> str:
    if isinstance(moment, datetime):
        return f"{moment:%d/%m/%Y %H:%M}"
    return f"{moment:%d/%m/%Y}"


def check_postponement(
    round_number: int,
    total_rounds: int,
    official_date: date | datetime,
    new_date: date | datetime,
    request_date: date | None,
    both_agree: bool,
    next_round_dates: Sequence[date],
    *,
    notice_days: int = NOTICE_DAYS,
    frozen_last_rounds: int = FROZEN_LAST_ROUNDS,
    within_rounds: int = WITHIN_ROUNDS,
) -> list[Finding]:
    """Warnings for moving the match of round round_number from official_date to new_date.

    request_date: when the written request reached the federation (None: not made in writing).
    next_round_dates: official dates of rounds round_number+1, round_number+2, ... in order.
    An unchanged date gives no finding.
    """
    if not 1 <= round_number <= total_rounds:
        raise ValueError(f"La ronda {round_number} no existe en un campeonato de {total_rounds}.")
    if _same(new_date, official_date):
        return []
    warn = Severity.WARN
    findings: list[Finding] = []
    delay = _later(new_date, official_date)
    in_last_rounds = round_number > total_rounds - frozen_last_rounds

    if in_last_rounds:
        findings.append(
            Finding(
                "CH-6.2",
                warn,
                f"Art. 6.2: ningún cambio de fecha u hora puede producirse en las "
                f"{frozen_last_rounds} últimas rondas, y esta es la ronda {round_number} de "
                f"{total_rounds} (el art. 6.4 tampoco permite cambiar la hora).",
            )
        )
    if request_date is None:
        findings.append(
            Finding(
                "CH-6.2",
                warn,
                "Art. 6.2: el cambio debe solicitarse por escrito a la Federación Insular de "
                "Ajedrez de Tenerife, y lo decide el Comité de Competición.",
            )
        )
    if not both_agree:
        findings.append(
            Finding(
                "CH-6.2",
                warn,
                "Art. 6.2: el cambio de día, hora o local exige el acuerdo de ambos equipos.",
            )
        )
    if delay and request_date is not None:
        notice = (_day(official_date) - request_date).days
        if notice < notice_days:
            when = (
                f"{notice} días antes de la fecha oficial"
                if notice > 0
                else "sin antelación respecto a la fecha oficial"
            )
            findings.append(
                Finding(
                    "CH-6.2",
                    warn,
                    f"Art. 6.2: para retrasar un encuentro la petición por escrito debe hacerse "
                    f"con {notice_days} días de antelación y con causas justificadas; se pidió el "
                    f"{request_date:%d/%m/%Y}, {when} ({_show(official_date)}).",
                )
            )
    if not delay:
        return findings

    if in_last_rounds:
        findings.append(
            Finding(
                "CH-6.3",
                warn,
                f"Art. 6.3: cuando sólo restan {frozen_last_rounds} rondas para el final del "
                "campeonato no se permite aplazamiento alguno.",
            )
        )
        return findings
    if len(next_round_dates) < within_rounds:
        raise ValueError(
            f"Faltan las fechas de las {within_rounds} rondas siguientes a la ronda "
            f"{round_number} para comprobar el aplazamiento."
        )
    limit = _day(next_round_dates[within_rounds - 1])
    if _day(new_date) >= limit:
        findings.append(
            Finding(
                "CH-6.3",
                warn,
                f"Art. 6.3: un encuentro aplazado debe jugarse antes de las dos rondas "
                f"siguientes; la nueva fecha ({_show(new_date)}) no es anterior a la ronda "
                f"{round_number + within_rounds} ({limit:%d/%m/%Y}).",
            )
        )
    return findings
