"""The statements that file one verdict (inbox.py) and find a file filed before
(known_files.py), built once per dialect and run with each verdict's values as parameters.

Built anew for every verdict, they cost the importer more CPU than running them: SQLAlchemy
coerces every column and operand and works out each statement's cache key again (about half of
the filing's 5-7 ms an acta). Built once, a statement's cache key is remembered with it and
only its parameters change. The SQL is the same as before, placeholder for placeholder.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from sqlalchemy import bindparam, select
from sqlmodel import col

from delegate_app.domain.federation.records import IntakeStatus
from delegate_app.store.federation.committee import FedResult
from delegate_app.store.federation.database import dialect_insert
from delegate_app.store.federation.models import (
    FedCompetition,
    FedMatch,
    FedReceivedFile,
)

# Statuses whose content counts as a version of the match (a rejected file proves nothing).
VERSION_STATUSES = (IntakeStatus.ACCEPTED.value, IntakeStatus.INCOMPLETE.value)


@dataclass(frozen=True)
class FilingStatements:
    stored_file: Any  # :sha → the filed row, its match's competition, whether its PDF is kept
    competition: Any  # :sport :season :name → id
    new_competition: Any  # ON CONFLICT DO NOTHING; values as parameters
    new_match: Any  # ON CONFLICT DO NOTHING; values as parameters
    locked_match: Any  # :competition_id :round :home :away → id, FOR UPDATE
    versions: Any  # :match_id → id, file_name, content_hash of its accepted/incomplete files
    new_file: Any  # ON CONFLICT (file_sha256) DO NOTHING RETURNING id; values as parameters
    new_result: Any  # ON CONFLICT DO NOTHING; values as parameters
    known_verdict: Any  # :sha → the verdict filed for it (without its PDF)


@functools.cache
def statements(dialect: str) -> FilingStatements:
    f, m, k = FedReceivedFile, FedMatch, FedCompetition
    stored_file = (
        select(
            col(f.id),
            col(f.file_name),
            col(f.status),
            col(f.reason),
            col(f.received_at),
            col(f.match_id),
            col(f.season),
            col(f.competition),
            col(f.round),
            col(f.home),
            col(f.away),
            col(m.competition_id),
            col(f.pdf).is_(None).label("no_pdf"),
        )
        .outerjoin(m, col(m.id) == col(f.match_id))
        .where(col(f.file_sha256) == bindparam("sha"))
    )
    known_verdict = select(
        col(f.file_name),
        col(f.status),
        col(f.reason),
        col(f.sport),
        col(f.season),
        col(f.competition),
        col(f.round),
        col(f.home),
        col(f.away),
        col(f.content_hash),
        col(f.acta_json),
        col(f.home_club),
        col(f.away_club),
        col(f.signed_roles),
        col(f.mail_received_at),
    ).where(col(f.file_sha256) == bindparam("sha"))
    return FilingStatements(
        stored_file=stored_file,
        competition=select(col(k.id)).where(
            col(k.sport) == bindparam("sport"),
            col(k.season) == bindparam("season"),
            col(k.name) == bindparam("name"),
        ),
        new_competition=dialect_insert(dialect, k.__table__).on_conflict_do_nothing(),  # type: ignore[attr-defined]
        new_match=dialect_insert(dialect, m.__table__).on_conflict_do_nothing(),  # type: ignore[attr-defined]
        locked_match=select(col(m.id))
        .where(
            col(m.competition_id) == bindparam("competition_id"),
            col(m.round) == bindparam("round"),
            col(m.home) == bindparam("home"),
            col(m.away) == bindparam("away"),
        )
        .with_for_update(),
        versions=select(col(f.id), col(f.file_name), col(f.content_hash))
        .where(
            col(f.match_id) == bindparam("match_id"),
            col(f.status).in_(VERSION_STATUSES),
        )
        .order_by(col(f.id)),
        new_file=dialect_insert(dialect, f.__table__)  # type: ignore[attr-defined]
        .on_conflict_do_nothing(index_elements=["file_sha256"])
        .returning(col(f.id)),
        new_result=dialect_insert(dialect, FedResult.__table__).on_conflict_do_nothing(),  # type: ignore[attr-defined]
        known_verdict=known_verdict,
    )
