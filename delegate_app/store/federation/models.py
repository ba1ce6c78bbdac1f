"""The federation database's tables, the same on SQLite and on PostgreSQL.

They live on their own SQLAlchemy registry (FedModel), not on SQLModel.metadata: the club
database's migrations, snapshots and checks enumerate SQLModel.metadata and must never see a
`fed_*` table. Every change here needs a migration in store/federation/migrations/versions; a
module that adds tables (committee decisions) derives them from FedModel and is imported by
store/federation/migrations/env.py and tests/federation/test_schema.py.

Times are stored as naive UTC (SQLite has no time zones, and one convention for both dialects
keeps the comparison and the sorting the same); store/federation/inbox.py converts at the edge.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Column, Index, LargeBinary, Text, UniqueConstraint
from sqlalchemy.orm import registry
from sqlmodel import Field, SQLModel

FED_REGISTRY = registry()


class FedModel(SQLModel, registry=FED_REGISTRY):
    """Base of the federation's tables (their own metadata, FedModel.metadata)."""


class FedCompetition(FedModel, table=True):
    """A competition as the received actas name it; the id is derived from its name (see
    inbox.competition_id_for), so it is the same in every federation database that received
    its actas, whatever the order of arrival."""

    __tablename__ = "fed_competition"

    id: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    sport: str  # "ajedrez" | "domino"
    season: str  # "2026-2027"
    name: str  # acta.json "contenido.encuentro.competicion"
    created_at: datetime

    __table_args__ = (
        UniqueConstraint("sport", "season", "name", name="uq_fed_competition_sport_season_name"),
    )


class FedMatch(FedModel, table=True):
    """One match of a competition, named as both clubs' actas name it (domain MatchKey)."""

    __tablename__ = "fed_match"

    id: int | None = Field(default=None, primary_key=True)
    competition_id: int = Field(foreign_key="fed_competition.id", index=True)
    round: int
    home: str
    away: str

    __table_args__ = (
        UniqueConstraint("competition_id", "round", "home", "away", name="uq_fed_match_key"),
    )


class FedReceivedFile(FedModel, table=True):
    """One received file and its intake verdict; at most one row per file content (sha256)."""

    __tablename__ = "fed_received_file"

    id: int | None = Field(default=None, primary_key=True)
    file_sha256: str = Field(unique=True)
    file_name: str
    status: str  # IntakeStatus value
    reason: str
    sport: str | None = None
    # The match as the file names it, kept for rejected files too (shown to the clerk); only
    # accepted and incomplete files are linked to a fed_match row.
    season: str | None = None
    competition: str | None = None
    round: int | None = None
    home: str | None = None
    away: str | None = None
    match_id: int | None = Field(default=None, foreign_key="fed_match.id")
    content_hash: str | None = None
    acta_json: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    # (The score is not kept here: fed_result, read from acta_json, is its one stored form.)
    # Kept for every received PDF, rejected ones too, so that it can be verified again.
    pdf: bytes | None = Field(default=None, sa_column=Column(LargeBinary, nullable=True))
    home_club: str | None = None
    away_club: str | None = None
    signed_roles: str = ""  # comma-separated role names, in the verdict's order
    received_at: datetime  # the first time this file reached the office (never updated)
    # The mail server's time (when one of the federation's own servers wrote it), else None.
    mail_received_at: datetime | None = None
    # Same match and same content as an earlier file: the first such file.
    duplicate_of_id: int | None = Field(default=None, foreign_key="fed_received_file.id")
    # The same acta grown by signatures (fed_0009): the file whose bytes begin with this whole
    # file and carry more signatures (the visitor signing the home delegate's file). This one
    # is superseded: re-verification skips it; its row, verdict and times stay as evidence.
    # No FOREIGN KEY clause: SQLite cannot drop a column that has one (the downgrade) without
    # rebuilding this table, which four others reference; inbox.py writes only real ids.
    superseded_by_id: int | None = None

    __table_args__ = (
        Index("ix_fed_received_file_match_status", "match_id", "status"),
        Index("ix_fed_received_file_status_received", "status", "received_at"),
    )


class FedConflict(FedModel, table=True):
    """Two different signed contents for one match, recorded once per pair of contents.

    The pair is stored in a fixed order (first_hash < second_hash), so two importers finding
    the same pair at once collide on the unique constraint instead of recording it twice.
    """

    __tablename__ = "fed_conflict"

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="fed_match.id", index=True)
    first_hash: str
    second_hash: str
    first_file_id: int = Field(foreign_key="fed_received_file.id")
    second_file_id: int = Field(foreign_key="fed_received_file.id")
    detected_at: datetime

    __table_args__ = (
        UniqueConstraint("match_id", "first_hash", "second_hash", name="uq_fed_conflict_pair"),
    )


class FedReceipt(FedModel, table=True):
    """The signed acuse de recibo issued for one received file (at most one per file)."""

    __tablename__ = "fed_receipt"

    id: int | None = Field(default=None, primary_key=True)
    file_id: int = Field(foreign_key="fed_received_file.id", unique=True)
    issued_at: datetime
    receipt_json: str = Field(sa_column=Column(Text, nullable=False))
    receipt_pdf: bytes = Field(sa_column=Column(LargeBinary, nullable=False))
    # Read from the receipt when it is recorded, to find it again (fed_0005): "AR-…" as printed,
    # the acta's "documento" (ACTA-2026-2027-0042), and the SHA-256 of receipt_pdf.
    receipt_number: str | None = Field(default=None)
    acta_document: str | None = Field(default=None, index=True)
    receipt_sha256: str | None = None

    __table_args__ = (Index("ix_fed_receipt_receipt_number", "receipt_number", unique=True),)


class FedSetting(FedModel, table=True):
    """An office-wide setting, the same for every clerk sharing the database (the federation's
    own mail servers, whose Received: headers are evidence of arrival)."""

    __tablename__ = "fed_setting"

    name: str = Field(primary_key=True)
    value: str = Field(sa_column=Column(Text, nullable=False))
    changed_at: datetime


class FedReverification(FedModel, table=True):
    """One re-verification of a stored file: when, with which registry, what it was and what
    it became. A file is re-verified at most once per registry (the unique constraint), so two
    clerks re-verifying at once never file a verdict twice."""

    __tablename__ = "fed_reverification"

    id: int | None = Field(default=None, primary_key=True)
    file_id: int = Field(foreign_key="fed_received_file.id", index=True)
    checked_at: datetime
    registry_version: int
    registry_sha256: str
    old_status: str
    new_status: str
    old_reason: str = Field(sa_column=Column(Text, nullable=False))
    new_reason: str = Field(sa_column=Column(Text, nullable=False))

    __table_args__ = (
        UniqueConstraint("file_id", "registry_sha256", name="uq_fed_reverification_registry"),
    )
