"""committee rulings: what a decision of the Comité decides, in computable terms (issue 25)

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-02

- committeedecision.ruling_json: the boards the decision settles (a result, a double forfeit or
  a replay) and the points it takes from a team, as JSON (domain.committee_rulings.Ruling).
  Decisions recorded before it keep "": text only, nothing for the tables to compute.
"""

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column(
        "committeedecision",
        sa.Column("ruling_json", sa.String(), nullable=False, server_default=""),
    )


def downgrade() -> None:
    with op.batch_alter_table("committeedecision") as batch:
        batch.drop_column("ruling_json")
