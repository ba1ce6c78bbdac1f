"""one writer: list numbers unique per club

Revision ID: 0008
Revises: 0006
Create Date: 2026-12-01

Two processes appending players at once could both take "last number + 1"; a unique index on
(club_id, list_number) makes the database refuse the second. A club whose list already holds
duplicates is renumbered 1..n in its present order (number, then id), which keeps the strength
order CH-18.2 reads; only such clubs are touched.

The SQL is written out here rather than imported: a migration must keep meaning what it meant
when it was released.
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0006"
branch_labels = None
depends_on = None

LIST_NUMBER_INDEX = "uq_player_club_list_number"


def _renumber_duplicated_lists() -> None:
    bind = op.get_bind()
    clubs = bind.execute(
        sa.text(
            "SELECT DISTINCT club_id FROM player GROUP BY club_id, list_number HAVING count(*) > 1"
        )
    ).fetchall()
    for (club_id,) in clubs:
        ids = [
            row[0]
            for row in bind.execute(
                sa.text("SELECT id FROM player WHERE club_id = :c ORDER BY list_number, id"),
                {"c": club_id},
            )
        ]
        # Parked on negative numbers first, so that no step collides with another row.
        bind.execute(
            sa.text("UPDATE player SET list_number = -id WHERE club_id = :c"), {"c": club_id}
        )
        for number, player_id in enumerate(ids, start=1):
            bind.execute(
                sa.text("UPDATE player SET list_number = :n WHERE id = :i"),
                {"n": number, "i": player_id},
            )


def upgrade() -> None:
    _renumber_duplicated_lists()
    op.create_index(LIST_NUMBER_INDEX, "player", ["club_id", "list_number"], unique=True)


def downgrade() -> None:
    op.drop_index(LIST_NUMBER_INDEX, table_name="player")
