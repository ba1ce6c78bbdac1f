"""`federacion plazos` on a terminal: a table that fits 100 columns.

One heading per competition, then one row per deadline (round, match, club, rule, when it was due,
the evidence's time, the verdict and the proposal); a cell too long for its column wraps inside
it, so no line passes 100 characters whatever the names. The explanation of each verdict (the
long text the PDF and CSV carry) is printed under its row, wrapped, only with `--detalle`.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterator, Sequence
from datetime import datetime

from delegate_app.documents.federation.deadline_report import rule_label, summary
from delegate_app.domain.federation.evidence_deadlines import DeadlineCheck, DeadlineReport

WIDTH = 100
GAP = "  "
# Round, match, club, rule, due, evidence, verdict: 2+22+15+9+14+14+12 and six gaps of 2 = 100.
COLUMNS: tuple[tuple[str, int], ...] = (
    ("R", 2),
    ("Encuentro", 22),
    ("Club", 15),
    ("Plazo", 9),
    ("Vence", 14),
)
COLUMNS += (("Prueba", 14), ("Situación", 12))
DETAIL_INDENT = "      "


def _when(moment: datetime | None) -> str:
    return "—" if moment is None else f"{moment:%d/%m/%y %H:%M}"


def _cell(text: str, width: int) -> list[str]:
    return textwrap.wrap(text, width, break_on_hyphens=False) or [""]


def _row(cells: Sequence[str]) -> list[str]:
    """The lines of one table row, each cell wrapped in its column."""
    wrapped = [_cell(text, width) for text, (_, width) in zip(cells, COLUMNS, strict=True)]
    height = max(len(lines) for lines in wrapped)
    out = []
    for index in range(height):
        parts = [
            (lines[index] if index < len(lines) else "").ljust(width)
            for lines, (_, width) in zip(wrapped, COLUMNS, strict=True)
        ]
        out.append(GAP.join(parts).rstrip())
    return out


def _verdict(check: DeadlineCheck) -> str:
    if check.proposal.value:
        return f"{check.compliance.value} → {check.proposal.value}"
    return check.compliance.value


def _wrapped(text: str, indent: str = "") -> list[str]:
    return textwrap.wrap(
        text, WIDTH, initial_indent=indent, subsequent_indent=indent or "  ", break_on_hyphens=False
    )


def deadline_lines(report: DeadlineReport, *, detail: bool = False) -> Iterator[str]:
    """The report as lines of at most 100 characters."""
    groups: dict[tuple[str, str], list[DeadlineCheck]] = {}
    for check in report.checks:
        groups.setdefault(check.competition, []).append(check)
    header = _row([name for name, _ in COLUMNS])
    for (season, competition), checks in groups.items():
        yield from _wrapped(f"{competition} · temporada {season}")
        yield from header
        yield "-" * WIDTH
        for check in checks:
            match = check.match
            yield from _row(
                [
                    str(match.round),
                    f"{match.home} – {match.away}",
                    check.club,
                    rule_label(check),
                    _when(check.due),
                    _when(check.evidence_at),
                    _verdict(check),
                ]
            )
            if detail and check.text:
                yield from _wrapped(check.text, DETAIL_INDENT)
        yield ""
    for check in report.missing_actas:
        match = check.match
        yield from _wrapped(
            f"Acta no recibida: R{match.round} {match.home} – {match.away}, el plazo venció el "
            f"{check.due:%d/%m/%Y %H:%M} ({match.competition} {match.season})."
        )
    head, _, counts = summary(report).partition(": ")
    yield from _wrapped(f"{head}:")
    yield from _packed(counts.split(" · "))


def _packed(items: Sequence[str]) -> Iterator[str]:
    """Items joined by " · ", a new line before one that would pass the width (never inside)."""
    line = ""
    for item in items:
        joined = f"{line} · {item}" if line else item
        if line and len(joined) > WIDTH:
            yield line
            joined = item
        line = joined
    if line:
        yield line
