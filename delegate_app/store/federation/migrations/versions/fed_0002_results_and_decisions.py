"""results read from the actas, and the competition committee's decisions

Revision ID: fed_0002
Revises: fed_0001
Create Date: 2026-12-01
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = "fed_0002"
down_revision = "fed_0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "fed_result",
        sa.Column("file_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("played_on", sa.Date(), nullable=True),
        sa.Column("for_committee", sa.Boolean(), nullable=False),
        sa.Column("final", sa.Boolean(), nullable=False),
        sa.Column("score", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("problem", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.ForeignKeyConstraint(["file_id"], ["fed_received_file.id"]),
        sa.ForeignKeyConstraint(["match_id"], ["fed_match.id"]),
        sa.PrimaryKeyConstraint("file_id"),
    )
    with op.batch_alter_table("fed_result", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_fed_result_match_id"), ["match_id"], unique=False)

    op.create_table(
        "fed_decision",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("competition_id", sa.Integer(), nullable=False),
        sa.Column("reference", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("decided_on", sa.Date(), nullable=False),
        sa.Column("kind", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("subject", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("team", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("round", sa.Integer(), nullable=True),
        sa.Column("home", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("away", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("points", sa.Integer(), nullable=False),
        sa.Column("result", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("recorded_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(["competition_id"], ["fed_competition.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint(
            "competition_id", "reference", "kind", "subject", name="uq_fed_decision_identity"
        ),
    )
    with op.batch_alter_table("fed_decision", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_fed_decision_competition_id"), ["competition_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("fed_decision", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_fed_decision_competition_id"))
    op.drop_table("fed_decision")
    with op.batch_alter_table("fed_result", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_fed_result_match_id"))
    op.drop_table("fed_result")
