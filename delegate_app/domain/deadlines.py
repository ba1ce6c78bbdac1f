"""Business days on the Tenerife calendar and the deadlines a delegate has after a chess match.

Rules: CH-13.7 (unresolved incident or any claim: papers at the federation before the end of the
first business day after the match, in office hours), CH-14 (both delegates report the result
and incidents before 21:00 of the second business day), CH-15.3 (the home delegate sends the
acta and scoresheets before 21:00 of the seventh business day, or of the second when the acta
holds incidents for the committee), CH-23 (appeals within ten calendar days of receiving the
committee's decision).

Holidays, checked against the ``holidays`` library 0.108 (``country_holidays("ES", subdiv="CN")``):
it already holds the national and Canarian days as the Canarian decree moves them (Jueves and
Viernes Santo, 30 May Día de Canarias or the Monday after it, "Lunes siguiente a Todos los
Santos"...), but no island or municipal holiday. Tenerife's insular holiday, 2 February
(Virgen de la Candelaria), is added by default (``TENERIFE_HOLIDAYS``). Municipal holidays change
every year (Martes de Carnaval, 3 May in Santa Cruz...) and are the user's to add, like any
closure of the federation's office.

Decisions where the regulation is silent (each one a parameter):

- A business day is Monday to Friday and not a holiday (docs/reglas.md); Saturdays never count.
- Days are counted from the day after the match ("día hábil siguiente al día de celebración"):
  a match played on a Friday evening starts counting on Monday.
- An annual holiday that falls on a weekend is not moved: when the Canarian decree moves one, the
  library already has it, or the user adds the substitute day.
- CH-13.7 "en horario de la misma": the federation's office hours are not published in the
  regulation; the deadline closes at ``OFFICE_CLOSES`` (20:00), a setting.
- CH-13.7 also governs "cualquier reclamación de otra índole": without incidents it is shown as
  the last moment for a claim about the match.
- CH-15.3's loss of the match points ("el incumplimiento de este último extremo") is attached to
  the 2-business-day deadline only (docs/reglas.md); the 7-day deadline states no penalty.
- CH-23 counts ten calendar days from the day the decision is received, ending at 23:59 of the
  tenth day; it is not moved to a business day. It needs the date the decision was received, so
  ``match_deadlines`` lists it only when that date is given.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from functools import lru_cache
from types import MappingProxyType

OFFICE_CLOSES = time(20, 0)  # CH-13.7 "en horario de la misma": assumed closing time, a setting
REPORT_TIME = time(21, 0)  # CH-14 and CH-15.3: "antes de las 21,00 horas"
END_OF_DAY = time(23, 59)
APPEAL_DAYS = 10  # CH-23, calendar days
ACTA_DAYS = 7  # CH-15.3
ACTA_DAYS_WITH_INCIDENTS = 2  # CH-15.3
REPORT_DAYS = 2  # CH-14
CLAIM_DAYS = 1  # CH-13.7

USER_HOLIDAY = "Festivo añadido por el usuario"


@dataclass(frozen=True)
class AnnualHoliday:
    """A holiday on the same day every year, such as an island's patron saint."""

    month: int
    day: int
    name: str

    def on(self, year: int) -> date:
        return date(year, self.month, self.day)


TENERIFE_HOLIDAYS = (AnnualHoliday(2, 2, "Virgen de la Candelaria (fiesta insular de Tenerife)"),)


@lru_cache(maxsize=128)
def _official(year: int, subdivision: str | None) -> Mapping[date, str]:
    # Loaded at the first deadline worked out: its calendars take ~45 ms to import, which every
    # `delegado verify` process paid without ever asking for a holiday.
    import holidays

    days = holidays.country_holidays("ES", subdiv=subdivision, years=year, language="es")
    return MappingProxyType(dict(days.items()))


def _named(extra: Iterable[date] | Mapping[date, str]) -> dict[date, str]:
    if isinstance(extra, Mapping):
        return dict(extra)
    return dict.fromkeys(extra, USER_HOLIDAY)


@dataclass(frozen=True)
class HolidayCalendar:
    """National and Canarian holidays, the island's, and the ones the user added.

    extra maps a date to its name; ``HolidayCalendar.of`` also accepts bare dates.
    """

    extra: Mapping[date, str] = field(default_factory=dict, hash=False)
    annual: tuple[AnnualHoliday, ...] = TENERIFE_HOLIDAYS
    subdivision: str | None = "CN"

    @classmethod
    def of(
        cls,
        extra: Iterable[date] | Mapping[date, str] = (),
        annual: Iterable[AnnualHoliday] = TENERIFE_HOLIDAYS,
        subdivision: str | None = "CN",
    ) -> HolidayCalendar:
        return cls(MappingProxyType(_named(extra)), tuple(annual), subdivision)

    def with_extra(self, extra: Iterable[date] | Mapping[date, str]) -> HolidayCalendar:
        named = _named(extra)
        if not named:
            return self
        return HolidayCalendar(
            MappingProxyType({**self.extra, **named}), self.annual, self.subdivision
        )

    def holiday_name(self, day: date) -> str | None:
        if day in self.extra:
            return self.extra[day]
        for holiday in self.annual:
            if (day.month, day.day) == (holiday.month, holiday.day):
                return holiday.name
        return _official(day.year, self.subdivision).get(day)

    def is_business_day(self, day: date) -> bool:
        return day.weekday() < 5 and self.holiday_name(day) is None

    def business_day_after(self, day: date, n: int) -> date:
        """The n-th business day after day (day itself never counts)."""
        if n < 1:
            raise ValueError("El número de días hábiles debe ser 1 o más.")
        current = day
        while n:
            current += timedelta(days=1)
            if self.is_business_day(current):
                n -= 1
        return current

    def holidays_in(self, year: int) -> list[tuple[date, str]]:
        """Every holiday of the year, weekends included, for the calendar screen."""
        days = dict(_official(year, self.subdivision))
        days.update({holiday.on(year): holiday.name for holiday in self.annual})
        days.update({day: name for day, name in self.extra.items() if day.year == year})
        return sorted(days.items())


def business_day_after(
    d: date,
    n: int,
    extra_holidays: Iterable[date] | Mapping[date, str] = (),
    *,
    annual: Iterable[AnnualHoliday] = TENERIFE_HOLIDAYS,
) -> date:
    """The n-th business day after d on the Tenerife calendar plus extra_holidays."""
    return HolidayCalendar.of(extra_holidays, annual).business_day_after(d, n)


def is_business_day(
    d: date,
    extra_holidays: Iterable[date] | Mapping[date, str] = (),
    *,
    annual: Iterable[AnnualHoliday] = TENERIFE_HOLIDAYS,
) -> bool:
    return HolidayCalendar.of(extra_holidays, annual).is_business_day(d)


@dataclass(frozen=True)
class Deadline:
    rule_id: str
    description: str  # Spanish, cites the article
    due: datetime  # local (Canary) time: the act must be done before this moment
    responsible: str  # who must act
    consequence: str = ""  # what the regulation does to whoever misses it


def appeal_deadline(decision_received: date) -> Deadline:
    """CH-23: appeal to the Federación Canaria within ten calendar days of the decision."""
    due = datetime.combine(decision_received + timedelta(days=APPEAL_DAYS), END_OF_DAY)
    return Deadline(
        "CH-23",
        "Art. 23: recurso ante la Junta de Gobierno de la Federación Canaria de Ajedrez (Comité "
        "de Apelación) dentro de los diez días naturales siguientes a la recepción del fallo del "
        "Comité de Competición, con nuevas pruebas o por error en la aplicación del reglamento.",
        due,
        "El club que recurre",
        "Pasado el plazo, el fallo es firme.",
    )


def match_deadlines(
    match_date: datetime | date,
    has_committee_incidents: bool,
    extra_holidays: Iterable[date] | Mapping[date, str] = (),
    *,
    calendar: HolidayCalendar | None = None,
    office_closes: time = OFFICE_CLOSES,
    decision_received: date | None = None,
) -> list[Deadline]:
    """What the delegates must send after a match and by when, earliest first.

    has_committee_incidents: the acta records an incident left to the Comité de Competición (an
    unresolved one played sub conditione, or a claim).
    """
    cal = (calendar or HolidayCalendar()).with_extra(extra_holidays)
    played = match_date.date() if isinstance(match_date, datetime) else match_date

    def at(n: int, moment: time) -> datetime:
        return datetime.combine(cal.business_day_after(played, n), moment)

    deadlines = []
    if has_committee_incidents:
        deadlines.append(
            Deadline(
                "CH-13.7",
                "Art. 13.7: el acta, las planillas y el resto de la documentación, firmados por "
                "los delegados y los jugadores implicados, deben llegar a la Federación antes del "
                "cierre de su oficina el primer día hábil siguiente al encuentro (incidente no "
                "resuelto, juego «sub conditione»).",
                at(CLAIM_DAYS, office_closes),
                "Ambos delegados",
                "Ninguna reclamación presentada fuera de plazo será admitida (art. 15.3).",
            )
        )
    else:
        deadlines.append(
            Deadline(
                "CH-13.7",
                "Art. 13.7: cualquier reclamación sobre el encuentro debe llegar a la Federación "
                "antes del cierre de su oficina el primer día hábil siguiente al encuentro.",
                at(CLAIM_DAYS, office_closes),
                "El club que reclama",
                "Ninguna reclamación presentada fuera de plazo será admitida (art. 15.3).",
            )
        )
    deadlines.append(
        Deadline(
            "CH-14",
            "Art. 14: ambos delegados comunican a la Federación el resultado y cualquier "
            "incidencia o reclamación antes de las 21:00 del segundo día hábil siguiente al "
            "encuentro.",
            at(REPORT_DAYS, REPORT_TIME),
            "Ambos delegados",
            "Quien no lo comunique es amonestado; si reincide, lo sanciona el Comité de "
            "Competición.",
        )
    )
    if has_committee_incidents:
        acta = (
            "Art. 15.3: el delegado local remite el acta y las planillas originales antes de las "
            "21:00 del segundo día hábil siguiente al encuentro, porque el acta recoge "
            "incidencias que requieren la intervención del Comité de Competición."
        )
        days = ACTA_DAYS_WITH_INCIDENTS
    else:
        acta = (
            "Art. 15.3: el delegado local remite el acta y las planillas originales antes de las "
            "21:00 del séptimo día hábil siguiente al encuentro."
        )
        days = ACTA_DAYS
    deadlines.append(
        Deadline(
            "CH-15.3",
            acta,
            at(days, REPORT_TIME),
            "Delegado del equipo local",
            (
                "Si no llegan a tiempo, el equipo local pierde los puntos obtenidos en el "
                "encuentro."
                if has_committee_incidents
                else ""
            ),
        )
    )
    if decision_received is not None:
        deadlines.append(appeal_deadline(decision_received))
    return sorted(deadlines, key=lambda deadline: deadline.due)
