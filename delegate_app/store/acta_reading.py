"""What the acta documents read from the store, for both sports, in plain values (no Qt).

documents/ builds PDFs, packages and listings from these functions and never queries the tables
itself. `acta_record` is the one entry point for an acta's content, chess or domino: the dict
that is hashed, signed, printed and attached as acta.json, with the hash kept at the lock and
every drawn signature.
"""

from __future__ import annotations

from datetime import date, datetime

from sqlmodel import col, select

# Both sports' acta modules register their content with store.acta when imported.
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
from delegate_app.store.chess import acta as chess_acta  # noqa: F401
from delegate_app.store.database import Database
from delegate_app.store.domino import acta as domino_acta  # noqa: F401
from delegate_app.store.errors import StoreError
from delegate_app.store.lock_log import lock_log_head
from delegate_app.store.models import (
    ActaSignature,
    Competition,
    Lineup,
    LineupEntry,
    Match,
    MatchDay,
    Player,
    Round,
)
from delegate_app.store.rows import get_row, require_id
from delegate_app.store.snapshots import reading_db


def match_sport(db: Database, match_id: int) -> str:
    """ "ajedrez" or "domino"; StoreError when the match does not exist."""
    with db.session() as s:
        match = s.get(Match, match_id)
        if match is None:
            raise StoreError(f"No existe el encuentro {match_id}.")
        return get_row(s, Competition, get_row(s, Round, match.round_id).competition_id).sport


def played_day(db: Database, match_id: int) -> date:
    """The day the match was played, or its scheduled day while it has not been."""
    with db.session() as s:
        match = s.get(Match, match_id)
        if match is None:
            raise StoreError(f"No existe el encuentro {match_id}.")
        return (match.played_at or match.scheduled_at).date()


def acta_record(db: Database, match_id: int) -> ActaRecord:
    """The acta of either sport in one read: content, stored hash, drawn signatures; a locked
    acta from its snapshot (with its annexes), never from the live club data."""
    sport = match_sport(db, match_id)
    log_head = lock_log_head(db)
    db = reading_db(db, match_id)
    with db.session() as s:
        played_at = get_row(s, Match, match_id).played_at
        content = acta.acta_content(s, match_id)
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
    return ActaRecord(match_id, sport, content, stored, signatures, played_at, log_head)


def lineup_lines(db: Database, match_id: int, side: str) -> list[LineupLine]:
    """A chess lineup board by board: a club player with his list data, or a typed rival (as
    they were at the lock, for a locked acta)."""
    db = reading_db(db, match_id)
    with db.session() as s:
        lineup = s.exec(
            select(Lineup).where(Lineup.match_id == match_id, Lineup.side == side)
        ).first()
        if lineup is None:
            return []
        lines = []
        entries = s.exec(
            select(LineupEntry)
            .where(LineupEntry.lineup_id == lineup.id)
            .order_by(col(LineupEntry.board))
        )
        for entry in entries:
            if entry.player_id is not None:
                player = get_row(s, Player, entry.player_id)
                lines.append(
                    LineupLine(
                        entry.board,
                        player.full_name,
                        player.list_number,
                        player.licence or "",
                        player.elo_canario,
                    )
                )
            elif entry.typed_name:
                lines.append(
                    LineupLine(
                        entry.board,
                        entry.typed_name,
                        entry.typed_list_number,
                        "",
                        entry.typed_rating,
                    )
                )
    return lines


def acta_locks(db: Database) -> dict[int, datetime | None]:
    """Every match that has an acta, with the moment it locked (None while open)."""
    with db.session() as s:
        return {a.match_id: a.locked_at for a in s.exec(select(MatchDay))}
