"""The federation office's three results actions, shared by `delegado federacion` and its window:
the deadline report from evidence, the official tables, and the publication."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from pathlib import Path
from typing import Any

from delegate_app.documents.federation.publication import (
    CalendarState,
    CompetitionPages,
    ReceivedEntry,
    ScheduledMatch,
    SiteSummary,
    check_target,
    publish,
)
from delegate_app.domain.deadlines import HolidayCalendar
from delegate_app.domain.federation.evidence_deadlines import (
    LOCAL_ZONE,
    DeadlineReport,
    assess_deadlines,
)
from delegate_app.store.federation.database import FederationDb
from delegate_app.store.federation.official import deadline_records, official_tables
from delegate_app.store.federation.queries import federation_name


def canary_now() -> datetime:
    """The office's wall clock, as the regulation's deadlines are written (naive)."""
    return datetime.now(LOCAL_ZONE).replace(tzinfo=None)


def deadline_report(
    db: FederationDb,
    competition_id: int | None = None,
    *,
    as_of: datetime | None = None,
    holidays: Sequence[date] = (),
) -> DeadlineReport:
    return assess_deadlines(
        deadline_records(db, competition_id),
        as_of=as_of or canary_now(),
        calendar=HolidayCalendar.of(list(holidays)),
    )


def calendar_schedule(
    db: FederationDb, now: datetime, holidays: Sequence[date] = ()
) -> dict[int, tuple[ScheduledMatch, ...]]:
    """Each competition's calendar matches with what the calendar page says of them while
    they have no result: pending before their hour, "acta no recibida" once a deadline passed
    without any acta (the deadline report's own verdict), "pendiente de acta" in between."""
    from delegate_app.store.federation.calendar import calendar_matches

    matches = calendar_matches(db)
    if not matches:
        return {}
    report = deadline_report(db, as_of=now, holidays=holidays)
    missing = {check.match for check in report.missing_actas}
    schedule: dict[int, list[ScheduledMatch]] = {}
    for item in matches:
        kickoff = item.played_at or item.scheduled_at
        if item.postponed:
            state = CalendarState.POSTPONED
        elif now < kickoff:
            state = CalendarState.TO_PLAY
        elif item.match in missing:
            state = CalendarState.NOT_RECEIVED
        else:
            state = CalendarState.AWAITING_ACTA
        schedule.setdefault(item.competition_id, []).append(
            ScheduledMatch(item.match, kickoff, state, item.venue)
        )
    return {cid: tuple(items) for cid, items in schedule.items()}


def publish_site(db: FederationDb, out: Path, *, federation: str | None = None) -> SiteSummary:
    """The static site of every competition into `out` (PublicationError if out is not fit).

    Every match some file was received for appears: one the official table does not count
    (an incomplete acta above all) with its state, and listed in the summary's `unplaced`."""
    from delegate_app.domain.federation.acta_facts import ActaFactsError
    from delegate_app.domain.federation.match_sheet import MatchSheet, match_sheet
    from delegate_app.store.federation.site import received_matches, stored_acta

    check_target(out)
    now = canary_now()
    results = official_tables(db)
    schedule = calendar_schedule(db, now)
    received = received_matches(db)
    files = {(r.table.season, r.table.competition): r.acta_files for r in results}

    def file_of(line: Any) -> int | None:
        key = line.match
        return files.get((key.season, key.competition), {}).get(key)

    last: dict[int, tuple[bytes | None, str | None]] = {}

    def stored(line: Any) -> tuple[bytes | None, str | None]:
        """The PDF and acta.json of a counted match's accepted file: one query for both, as
        the page asks for one and then the other."""
        file_id = file_of(line)
        if file_id is None or not line.counted:
            return None, None
        if file_id not in last:
            last.clear()
            last[file_id] = stored_acta(db, file_id)
        return last[file_id]

    def sheet_of(line: Any) -> MatchSheet | None:
        text = stored(line)[1]
        if text is None:
            return None
        try:
            return match_sheet(text)
        except ActaFactsError:
            return None  # the page still shows the result and the acta's PDF

    pages = []
    for r in results:
        listed = {line.match for line in r.table.matches}
        missing = tuple(
            ReceivedEntry(item.match, item.state, item.played_on)
            for item in received.get(r.competition.id, ())
            if item.match not in listed
        )
        arrivals = {item.match: item.arrivals for item in received.get(r.competition.id, ())}
        pages.append(
            CompetitionPages(
                r.table, r.competition.id, schedule.get(r.competition.id, ()), missing, arrivals
            )
        )
    summary = publish(
        out,
        pages,
        acta_pdf=lambda line: stored(line)[0],
        match_sheet=sheet_of,
        federation=federation or federation_name(db),
        published_at=now,
    )
    counts = summary.counts
    from delegate_app.store.federation.office_log import Action, record_now

    # After the pages are written: a publication that failed half-way is not recorded as done.
    record_now(
        db,
        Action.PUBLICATION,
        f"{out.resolve()}: {counts['competiciones']} competiciones, {counts['encuentros']} "
        f"encuentros, {counts['actas']} actas",
    )
    return summary
