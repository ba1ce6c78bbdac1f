"""What the acta documents read from the store, for both sports, in plain values (no Qt).

documents/ builds PDFs, packages and listings from these functions and never queries the tables
itself. `read_acta` is the one entry point for an acta, chess or domino: one session of the
club's file, one tamper check (`snapshots.reading_db_in`), the sport asked once and its part of
the read looked up in store/acta.py's one table of the sports (`sport_reading`), and back comes
everything the PDF, acta.json and the export's own verification need. Its record is the dict
that is hashed, signed, printed and attached as acta.json, with the hash kept at the lock and
every drawn signature."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlmodel import Session, col, select

from delegate_app.domain.acta_hash import content_hash
from delegate_app.store import acta
from delegate_app.store.acta_views import (  # the SQL-free records, re-exported here
    ActaRecord as ActaRecord,
)
from delegate_app.store.acta_views import (
    LineupLine as LineupLine,
)
from delegate_app.store.acta_views import (
    StoredSignature as StoredSignature,
)

# Each sport registers its acta (and its reading) with store.acta when its modules are imported.
from delegate_app.store.chess import acta as chess_acta  # noqa: F401
from delegate_app.store.committee import DecisionLine, decisions_in
from delegate_app.store.database import Database
from delegate_app.store.domino import acta_view as domino_view  # noqa: F401
from delegate_app.store.holidays import holidays_in
from delegate_app.store.lock_log import head
from delegate_app.store.match_header import MatchHeader, header_in
from delegate_app.store.models import (
    ActaSignature,
    Match,
    MatchDay,
)
from delegate_app.store.rows import get_row, require_id
from delegate_app.store.snapshots import reading_db_in


@dataclass(frozen=True)
class ActaRead:
    """One acta as every document of it needs it, read at once by ``read_acta``: the header
    its file is named after, the record (content, stored hash, drawn signatures, lock log
    head), the sport's view, the chess lineups and the committee's decisions."""

    header: MatchHeader
    record: ActaRecord
    view: Any  # the sport's view: store.chess.acta.ActaView, store.domino.views.EncounterView
    lineups: Mapping[str, list[LineupLine]]  # chess: each side board by board; domino: none
    decisions: tuple[DecisionLine, ...]

    @property
    def match_id(self) -> int:
        return self.header.match_id

    @property
    def sport(self) -> str:
        return self.header.sport


def read_acta(db: Database, match_id: int) -> ActaRead:
    """Everything the PDF, acta.json and the export's own check need of one acta, in one read:
    one session of the live file, one tamper check, the sport asked once. A locked acta is then
    read from its snapshot (its own in-memory database), never from the live club data.
    StoreError (Spanish) when the match does not exist or its snapshot was altered."""
    with db.session() as s:
        header = header_in(s, match_id)
        parts = acta.sport_reading(header.sport)
        live = _LiveFacts(
            {h.day: h.name for h in holidays_in(s)},
            tuple(decisions_in(s, match_id)),
            head(s).as_dict(),
        )
        source = reading_db_in(db, s, match_id)  # the one tamper check
        if source is db:
            return _read(s, header, parts, live)
    with source.session() as fixed:
        return _read(fixed, header, parts, live)


@dataclass(frozen=True)
class _LiveFacts:
    """What a locked acta still reads from the live file: none of it is part of the acta."""

    holidays: dict[date, str]
    decisions: tuple[DecisionLine, ...]
    lock_log: dict[str, object]


def _read(s: Session, header: MatchHeader, parts: acta.SportReading, live: _LiveFacts) -> ActaRead:
    match_id = header.match_id
    content = acta.acta_content(s, match_id)  # once: the record keeps it, the view its hash
    view, lineups = parts(s, match_id, live.holidays, content_hash(content))
    played_at = get_row(s, Match, match_id).played_at
    row = acta.acta_row(s, match_id)
    rows = s.exec(
        select(ActaSignature)
        .where(ActaSignature.match_id == match_id)
        .order_by(col(ActaSignature.id))
    )
    signatures = [
        StoredSignature(
            require_id(sig),
            sig.role,
            sig.name,
            sig.licence,
            sig.signed_at,
            sig.content_hash,
            sig.annex_id,
            sig.image_png,
        )
        for sig in rows
    ]
    stored = row.content_hash if row else ""
    record = ActaRecord(
        match_id, header.sport, content, stored, signatures, played_at, live.lock_log
    )
    return ActaRead(header, record, view, lineups, live.decisions)


def acta_record(db: Database, match_id: int) -> ActaRecord:
    """The acta of either sport: content, stored hash, drawn signatures; a locked acta from its
    snapshot (with its annexes), never from the live club data."""
    return read_acta(db, match_id).record


def acta_locks(db: Database) -> dict[int, datetime | None]:
    """Every match that has an acta, with the moment it locked (None while open)."""
    with db.session() as s:
        return {a.match_id: a.locked_at for a in s.exec(select(MatchDay))}
