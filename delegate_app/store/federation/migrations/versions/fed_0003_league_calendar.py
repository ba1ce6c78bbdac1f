"""the league calendar: teams and their clubs, every match's dates, the file it came from

Revision ID: fed_0003
Revises: fed_0002
Create Date: 2026-12-01
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = "fed_0003"
down_revision = "fed_0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "fed_team",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("competition_id", sa.Integer(), nullable=False),
        sa.Column("name", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("club", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("rank", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.ForeignKeyConstraint(["competition_id"], ["fed_competition.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("competition_id", "name", name="uq_fed_team_name"),
    )
    with op.batch_alter_table("fed_team", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_fed_team_competition_id"), ["competition_id"], unique=False
        )
    op.create_table(
        "fed_fixture",
        sa.Column("match_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("official_date", sa.Date(), nullable=False),
        sa.Column("scheduled_at", sa.DateTime(), nullable=False),
        sa.Column("played_at", sa.DateTime(), nullable=True),
        sa.Column("venue", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("status", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["fed_match.id"]),
        sa.PrimaryKeyConstraint("match_id"),
    )
    op.create_table(
        "fed_calendar",
        sa.Column("competition_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("file_name", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("file_sha256", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("imported_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("changed_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(["competition_id"], ["fed_competition.id"]),
        sa.PrimaryKeyConstraint("competition_id"),
    )


def downgrade() -> None:
    op.drop_table("fed_calendar")
    op.drop_table("fed_fixture")
    with op.batch_alter_table("fed_team", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_fed_team_competition_id"))
    op.drop_table("fed_team")
