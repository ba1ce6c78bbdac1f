"""club holidays: the municipal (or other local) holidays the delegate adds for the deadlines

Revision ID: 0012
Revises: 0011 (written side by side on 0010, chained when merged)
Create Date: 2026-12-02

- clubholiday: one row per day the club's deadlines do not count as a business day, beyond the
  national, Canarian and Tenerife holidays the app knows (domain/deadlines.py). The regulation
  counts business days (CH-14, CH-15.3) and the reading decisions leave local holidays to the
  user. No part of any acta: a deadline is computed when it is shown.
"""

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "clubholiday",
        sa.Column("day", sa.Date(), primary_key=True),
        sa.Column("name", sa.String(), nullable=False, server_default=""),
    )


def downgrade() -> None:
    op.drop_table("clubholiday")
