"""the outbox also sends an acta the club received and signed (the visitor's signature)

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-02

- outboxitem.match_id becomes nullable: the visiting delegate signs on his own laptop the acta
  the home delegate sent him and sends it from his own outbox; the match may not be in his
  database (another team of the club, a calendar not loaded). NULL: a received acta, named by
  its file and its acta.json; a queued club acta keeps its match (and its ON DELETE CASCADE).
"""

import sqlalchemy as sa
from alembic import op

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # SQLite cannot alter a column: the batch copies the table (its data, index and keys).
    with op.batch_alter_table("outboxitem", schema=None) as batch_op:
        batch_op.alter_column("match_id", existing_type=sa.Integer(), nullable=True)


def downgrade() -> None:
    op.execute("DELETE FROM outboxitem WHERE match_id IS NULL")
    with op.batch_alter_table("outboxitem", schema=None) as batch_op:
        batch_op.alter_column("match_id", existing_type=sa.Integer(), nullable=False)
