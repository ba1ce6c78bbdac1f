"""match-day facts: lineup delivery (CH-16.3), substitution permission and DO-20 decisions

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-01

- matchday.lineup_delivery_json: for each team whether and when its lineup was delivered, on
  paper or typed (docs/reglas.md, CH-16.3). "{}" is "nothing recorded", which the app never reads as
  "not delivered".
- dominoevent.permitted_by / captains: who allowed a substitution (DO-20.3: the arbiter, or with
  none present both captains, for the committee).
- dominoevent.decision / decided_on / reference: the competent body's decision that closes a
  suspended partida (DO-20), an event of kind "decision".

The lock triggers of 0005 and 0006 protect whole rows, so the new columns are frozen with the
acta without touching them.
"""

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"  # written beside 0008 on 0006; chained after it at the merge
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Plain ALTER TABLE, not batch mode: recreating the tables would drop the lock triggers.
    op.add_column(
        "matchday",
        sa.Column("lineup_delivery_json", sa.String(), nullable=False, server_default="{}"),
    )
    for name in ("permitted_by", "captains", "decision", "reference"):
        op.add_column(
            "dominoevent", sa.Column(name, sa.String(), nullable=False, server_default="")
        )
    op.add_column("dominoevent", sa.Column("decided_on", sa.Date(), nullable=True))


def downgrade() -> None:
    for name in ("decided_on", "reference", "decision", "captains", "permitted_by"):
        op.drop_column("dominoevent", name)
    op.drop_column("matchday", "lineup_delivery_json")
