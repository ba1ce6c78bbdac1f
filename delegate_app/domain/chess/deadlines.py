"""Why a chess acta goes to the Comité de Competición, and the deadlines that follow from it
(CH-13.7, CH-14, CH-15.3, with the rules catalog's reading of "incidencias que requieran
intervención del Comité"). Moved out of chess_match.py, which keeps the board states it reads."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import date, datetime, time

from delegate_app.domain.chess.incident_catalog import CATALOG
from delegate_app.domain.chess.incidents import (
    IncidentEntry,
    clean_fields,
    effective_incidents,
    needs_committee,
)
from delegate_app.domain.chess.match import BoardOutcome, OpenState
from delegate_app.domain.deadlines import (
    OFFICE_CLOSES,
    Deadline,
    HolidayCalendar,
    match_deadlines,
)


def committee_reasons(
    incidents: Iterable[IncidentEntry] = (), outcomes: Iterable[BoardOutcome] = ()
) -> list[str]:
    """Why the acta needs the Comité de Competición, in Spanish; empty when it does not.

    Counted: each effective incident that goes to the committee (corrections applied, withdrawn
    ones left out), each result pending the committee, each adjourned game without a broken
    clock incident saying that both teams agreed its resumption (CH-11.2), and each board lost
    by forfeit at the hour (CH-18.6; the catalog's reading of CH-15.3).
    """
    reasons = []
    effective = effective_incidents(incidents)
    adjourned_recorded: set[object] = set()
    for entry in effective:
        if entry.kind == "reloj_averiado":
            adjourned_recorded.add(clean_fields(entry.kind, entry.fields)[0].get("tablero"))
        if needs_committee(entry.kind, entry.fields):
            reasons.append(f"Anotación n.º {entry.id}: {CATALOG[entry.kind].title}.")
    for outcome in sorted(outcomes, key=lambda o: o.board):
        if outcome.open_state is OpenState.PENDING:
            reasons.append(
                f"Tablero {outcome.board}: resultado pendiente del Comité de Competición."
            )
        elif outcome.open_state is OpenState.ADJOURNED and outcome.board not in adjourned_recorded:
            reasons.append(
                f"Tablero {outcome.board}: partida aplazada; el Comité de Competición fija su "
                "reanudación (art. 11.2)."
            )
        elif outcome.is_final and outcome.final_result.is_forfeit:
            # CH-15.3 (rules catalog): a forfeit at the hour is the committee's to confirm.
            reasons.append(
                f"Tablero {outcome.board}: partida perdida por incomparecencia "
                f"({outcome.final_result.value}, art. 18.6); la confirma el Comité de Competición."
            )
    return reasons


def acta_for_committee(
    incidents: Iterable[IncidentEntry] = (), outcomes: Iterable[BoardOutcome] = ()
) -> bool:
    return bool(committee_reasons(incidents, outcomes))


def acta_deadlines(
    match_date: datetime | date,
    incidents: Iterable[IncidentEntry] = (),
    outcomes: Iterable[BoardOutcome] = (),
    extra_holidays: Iterable[date] | Mapping[date, str] = (),
    *,
    calendar: HolidayCalendar | None = None,
    office_closes: time = OFFICE_CLOSES,
    decision_received: date | None = None,
) -> list[Deadline]:
    """The deadlines of this acta (``deadlines.match_deadlines``), earliest first."""
    return match_deadlines(
        match_date,
        acta_for_committee(incidents, outcomes),
        extra_holidays,
        calendar=calendar,
        office_closes=office_closes,
        decision_received=decision_received,
    )
