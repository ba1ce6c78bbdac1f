"""federation inbox: received files, competitions, matches, conflicts, receipts

Revision ID: fed_0001
Revises:
Create Date: 2026-12-01
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = "fed_0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "fed_competition",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("sport", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("season", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("name", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("created_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("sport", "season", "name", name="uq_fed_competition_sport_season_name"),
    )
    op.create_table(
        "fed_match",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("competition_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("home", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("away", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.ForeignKeyConstraint(
            ["competition_id"],
            ["fed_competition.id"],
        ),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("competition_id", "round", "home", "away", name="uq_fed_match_key"),
    )
    with op.batch_alter_table("fed_match", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_fed_match_competition_id"), ["competition_id"], unique=False
        )

    op.create_table(
        "fed_received_file",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("file_sha256", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("file_name", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("status", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("reason", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("sport", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("season", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("competition", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("round", sa.Integer(), nullable=True),
        sa.Column("home", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("away", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("match_id", sa.Integer(), nullable=True),
        sa.Column("content_hash", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("acta_json", sa.Text(), nullable=True),
        sa.Column("result_json", sa.Text(), nullable=True),
        sa.Column("pdf", sa.LargeBinary(), nullable=True),
        sa.Column("home_club", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("away_club", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("signed_roles", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("received_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("mail_received_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.Column("duplicate_of_id", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["duplicate_of_id"],
            ["fed_received_file.id"],
        ),
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["fed_match.id"],
        ),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("file_sha256"),
    )
    with op.batch_alter_table("fed_received_file", schema=None) as batch_op:
        batch_op.create_index(
            "ix_fed_received_file_match_status", ["match_id", "status"], unique=False
        )
        batch_op.create_index(
            "ix_fed_received_file_status_received", ["status", "received_at"], unique=False
        )

    op.create_table(
        "fed_conflict",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("first_hash", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("second_hash", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("first_file_id", sa.Integer(), nullable=False),
        sa.Column("second_file_id", sa.Integer(), nullable=False),
        sa.Column("detected_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["first_file_id"],
            ["fed_received_file.id"],
        ),
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["fed_match.id"],
        ),
        sa.ForeignKeyConstraint(
            ["second_file_id"],
            ["fed_received_file.id"],
        ),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("match_id", "first_hash", "second_hash", name="uq_fed_conflict_pair"),
    )
    with op.batch_alter_table("fed_conflict", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_fed_conflict_match_id"), ["match_id"], unique=False)

    op.create_table(
        "fed_receipt",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("file_id", sa.Integer(), nullable=False),
        sa.Column("issued_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("receipt_json", sa.Text(), nullable=False),
        sa.Column("receipt_pdf", sa.LargeBinary(), nullable=False),
        sa.ForeignKeyConstraint(
            ["file_id"],
            ["fed_received_file.id"],
        ),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("file_id"),
    )


def downgrade() -> None:
    op.drop_table("fed_receipt")
    with op.batch_alter_table("fed_conflict", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_fed_conflict_match_id"))

    op.drop_table("fed_conflict")
    with op.batch_alter_table("fed_received_file", schema=None) as batch_op:
        batch_op.drop_index("ix_fed_received_file_status_received")
        batch_op.drop_index("ix_fed_received_file_match_status")

    op.drop_table("fed_received_file")
    with op.batch_alter_table("fed_match", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_fed_match_competition_id"))

    op.drop_table("fed_match")
    op.drop_table("fed_competition")
