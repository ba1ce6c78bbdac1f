"""The fixtures as an iCalendar feed (RFC 5545), for a phone's or a club's calendar app.

Written by hand, it is a few lines: CRLF line ends (3.1), lines folded at 75 octets without
splitting a UTF-8 character (3.1), TEXT values escaped (3.3.11), one VEVENT per match whose UID
is made from the match itself (season, competition, round, home, away), so a feed published
again, or the same match in a team's feed, updates the event instead of adding another.

Times: the calendar and the actas write Canary wall-clock time; DTSTART is that moment in UTC
(the "Z" form of 3.3.5), which every reader places right without a VTIMEZONE to interpret.
A match known only by its day (an acta without the hour) is an all-day event (VALUE=DATE).

Every event has an end (3.6.1 lets a timed event without DTEND end where it starts, and some
calendar apps then draw a match as a moment): DTEND is the start plus the match's duration
from domain/federation/match_duration.py (chess: both clocks of a game under the acta's or the
regulation's time control, four hours; domino: one hour per partida of a table, as decided in
docs/reglas.md), in UTC like DTSTART. An all-day event ends the next day (DTEND;VALUE=DATE,
exclusive, 3.6.1).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta

from delegate_app.domain.federation.evidence_deadlines import LOCAL_ZONE as CANARY
from delegate_app.domain.federation.records import MatchKey

LINE_OCTETS = 75


@dataclass(frozen=True)
class FeedEvent:
    match: MatchKey
    start: datetime | date  # datetime: naive, Canary time
    summary: str
    description: str = ""
    location: str = ""
    tentative: bool = False  # postponed: the day shown is the old one
    # how long a timed event lasts (domain/federation/match_duration.py); always given
    duration: timedelta = field(kw_only=True)


def match_uid(match: MatchKey) -> str:
    text = "\x1f".join((match.season, match.competition, str(match.round), match.home, match.away))
    return f"{hashlib.sha256(text.encode('utf-8')).hexdigest()[:32]}@encuentro.delegado"


def escape_text(value: str) -> str:
    """RFC 5545 3.3.11: backslash, semicolon and comma escaped, line breaks as \\n."""
    value = value.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
    return value.replace("\r\n", "\\n").replace("\r", "\\n").replace("\n", "\\n")


def fold(line: str) -> bytes:
    """One content line, folded: no physical line longer than 75 octets (the leading space of
    a continuation counts), never cutting inside a UTF-8 character."""
    data = line.encode("utf-8")
    if len(data) <= LINE_OCTETS:
        return data + b"\r\n"
    out: list[bytes] = []
    start, limit = 0, LINE_OCTETS
    while len(data) - start > limit:
        end = start + limit
        while data[end] & 0xC0 == 0x80:  # a continuation byte: step back to the character
            end -= 1
        out.append(data[start:end])
        start, limit = end, LINE_OCTETS - 1  # the next line starts with a space
    out.append(data[start:])
    return b"\r\n ".join(out) + b"\r\n"


def _utc(moment: datetime) -> str:
    aware = moment.replace(tzinfo=CANARY) if moment.tzinfo is None else moment
    return aware.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")


def _start(value: datetime | date) -> str:
    if isinstance(value, datetime):
        return f"DTSTART:{_utc(value)}"
    return f"DTSTART;VALUE=DATE:{value:%Y%m%d}"


def _end(value: datetime | date, duration: timedelta) -> str:
    if isinstance(value, datetime):
        # added in UTC: a change of the clocks during a match neither stretches nor shrinks it
        start = value.replace(tzinfo=CANARY) if value.tzinfo is None else value
        return f"DTEND:{_utc(start.astimezone(UTC) + duration)}"
    return f"DTEND;VALUE=DATE:{value + timedelta(days=1):%Y%m%d}"


def calendar_feed(name: str, events: Iterable[FeedEvent], published_at: datetime) -> bytes:
    """The whole feed; published_at is naive Canary time (the publication's clock)."""
    stamp = _utc(published_at)
    lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Delegado//Publicacion de la federacion//ES",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        f"X-WR-CALNAME:{escape_text(name)}",
        "X-WR-TIMEZONE:Atlantic/Canary",
    ]
    for event in sorted(events, key=lambda e: (e.match.round, e.match.home, e.match.away)):
        lines += [
            "BEGIN:VEVENT",
            f"UID:{match_uid(event.match)}",
            f"DTSTAMP:{stamp}",
            _start(event.start),
            _end(event.start, event.duration),
            f"SUMMARY:{escape_text(event.summary)}",
        ]
        if event.location:
            lines.append(f"LOCATION:{escape_text(event.location)}")
        if event.description:
            lines.append(f"DESCRIPTION:{escape_text(event.description)}")
        lines.append(f"STATUS:{'TENTATIVE' if event.tentative else 'CONFIRMED'}")
        lines.append("END:VEVENT")
    lines.append("END:VCALENDAR")
    return b"".join(fold(line) for line in lines)


__all__ = ["FeedEvent", "calendar_feed", "escape_text", "fold", "match_uid"]
