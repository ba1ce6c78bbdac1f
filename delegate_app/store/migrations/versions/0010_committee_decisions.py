"""committee decisions: the day a decision of the Comité de Competición arrived (CH-23)

Revision ID: 0010
Revises: 0007
Create Date: 2026-12-01

- committeedecision: one row per decision received about a match (the date it arrived, its
  reference and a summary). Art. 23 opens ten calendar days to appeal from that date. The row
  is no part of the acta (it arrives after the lock), so no lock trigger guards it and the
  acta's snapshot leaves it out (snapshots.LIVE_TABLES).
"""

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "committeedecision",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "match_id",
            sa.Integer(),
            sa.ForeignKey("match.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("received_on", sa.Date(), nullable=False),
        sa.Column("reference", sa.String(), nullable=False, server_default=""),
        sa.Column("summary", sa.String(), nullable=False, server_default=""),
        sa.Column("recorded_at", sa.DateTime(), nullable=False),
    )
    op.create_index("ix_committeedecision_match_id", "committeedecision", ["match_id"])


def downgrade() -> None:
    op.drop_index("ix_committeedecision_match_id", table_name="committeedecision")
    op.drop_table("committeedecision")
