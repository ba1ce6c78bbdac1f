"""One intake from paths to filed verdicts, shared by `federacion importar` and the window.

Each verdict is filed as soon as it is given, so an intake stopped halfway leaves every file
before the stop filed whole and none after it: importing the same paths again files the rest
and changes nothing already there.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from delegate_app.documents.federation import intake, sources
from delegate_app.domain.federation.records import IntakeStatus, IntakeVerdict
from delegate_app.store.errors import StoreError
from delegate_app.store.federation.database import FederationDb
from delegate_app.store.federation.inbox import FilingOutcome, file_verdict


@dataclass(frozen=True)
class Filed:
    """A verdict (without its bytes) and what filing it did; `error` when it could not be filed."""

    verdict: IntakeVerdict
    outcome: FilingOutcome | None
    error: str | None = None


def _slim(verdict: IntakeVerdict) -> IntakeVerdict:
    # A season's intake keeps thousands of verdicts for its summary: not their PDFs.
    return replace(verdict, pdf=None, acta_json=None)


def outcome_text(filed: Filed) -> str:
    """What filing did, in a few words (the match and the reason are shown beside it)."""
    if filed.error is not None:
        return f"NO ARCHIVADA: {filed.error}"
    outcome = filed.outcome
    assert outcome is not None
    if not outcome.is_new:
        return f"ya recibida el {outcome.received_at:%d/%m/%Y %H:%M} UTC; no cambia nada"
    if outcome.duplicate_of is not None:
        return f"duplicada: el mismo contenido que «{outcome.duplicate_of}»"
    if outcome.conflicts_with:
        others = ", ".join(f"«{name}»" for name in outcome.conflicts_with)
        return f"CONFLICTO: contenido distinto del de {others}"
    return "archivada"


def run_intake(
    paths: Sequence[str | os.PathLike[str]],
    registry: Any,
    db: FederationDb,
    *,
    workers: int | None = None,
    progress: Callable[[intake.Progress], None] | None = None,
    on_filed: Callable[[Filed], None] | None = None,
    after_filing: Callable[[IntakeVerdict, FilingOutcome], None] | None = None,
    should_stop: Callable[[], bool] = lambda: False,
    clock: Callable[[], datetime] = lambda: datetime.now(UTC),
) -> list[Filed]:
    """Verify and file everything under `paths`; `after_filing` sees each full verdict (with its
    PDF) once filed, to issue its receipt. `should_stop` is asked between files."""
    filed: list[Filed] = []
    with sources.list_units(paths) as found:
        if workers is None:
            # Starting two verifier processes costs about a second: not worth it for a couple.
            workers = intake.WORKERS if len(found.units) > 2 else 0
        stream = intake.intake(
            found, registry, workers=workers, units=len(found.units), progress=progress
        )
        for verdict in stream:
            try:
                outcome = file_verdict(db, verdict, clock())
            except (StoreError, OSError) as exc:
                entry = Filed(_slim(verdict), None, str(exc))
            else:
                entry = Filed(_slim(verdict), outcome)
                if after_filing is not None:
                    after_filing(verdict, outcome)
            filed.append(entry)
            if on_filed is not None:
                on_filed(entry)
            if should_stop():
                break
    return filed


def counts(filed: Sequence[Filed]) -> dict[IntakeStatus, int]:
    totals = dict.fromkeys(IntakeStatus, 0)
    for entry in filed:
        totals[entry.verdict.status] += 1
    return totals
