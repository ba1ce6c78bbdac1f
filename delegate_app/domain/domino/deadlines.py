"""The deadlines shown on a domino acta, and when the acta holds something for the competent body.

Chapter III of the regulation sets no deadline. As its own default Delegado shows the periods of
the chess league (CH-14, CH-15.3) on the same business-day calendar, labelled as the league's and
not the regulation's: the result by 21:00 of the second business day, the acta and Hojas by
21:00 of the seventh (the second when the acta holds an incident for the competent body: art.
11, 15, 19.4, 20, 20.4, or a partida suspended or abandoned). A rule in reglas.md would make it a
setting.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime

from delegate_app.domain.deadlines import REPORT_TIME, Deadline, HolidayCalendar
from delegate_app.domain.domino import PartidaStatus

# Incidents the competent body has to look at: the acta then goes in sooner.
COMMITTEE_RULES = frozenset({"DO-11", "DO-15", "DO-19.4", "DO-20", "DO-20.4"})


def needs_committee(rule_ids: Iterable[str], statuses: Iterable[PartidaStatus]) -> bool:
    """Whether the acta goes to the competent body: an incident for it, or a partida that did not
    end at the table (suspended, DO-20; abandoned, DO-20.4)."""
    return any(rule in COMMITTEE_RULES for rule in rule_ids) or any(
        status in (PartidaStatus.SUSPENDED, PartidaStatus.ABANDONED) for status in statuses
    )


def domino_deadlines(
    match_date: datetime | date, for_committee: bool, calendar: HolidayCalendar | None = None
) -> list[Deadline]:
    """The league's deadlines for a domino acta (see the module's note: chapter III sets none)."""
    cal = calendar or HolidayCalendar()
    played = match_date.date() if isinstance(match_date, datetime) else match_date

    def at(days: int) -> datetime:
        return datetime.combine(cal.business_day_after(played, days), REPORT_TIME)

    note = "Plazo de la liga, no del reglamento (el capítulo III no fija plazos)."
    acta_days = 2 if for_committee else 7
    reason = " porque el acta recoge incidencias para el órgano competente" if for_committee else ""
    return [
        Deadline(
            "Liga",
            "Ambos capitanes comunican a la Federación el resultado y las incidencias antes de "
            "las 21:00 del segundo día hábil siguiente al encuentro. " + note,
            at(2),
            "Ambos capitanes o delegados",
        ),
        Deadline(
            "Liga",
            "El delegado local remite el Acta del Encuentro y las Hojas de Anotaciones antes de "
            f"las 21:00 del {'segundo' if for_committee else 'séptimo'} día hábil siguiente al "
            f"encuentro{reason}. " + note,
            at(acta_days),
            "Delegado del equipo local",
        ),
    ]
