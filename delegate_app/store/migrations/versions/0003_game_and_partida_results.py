"""game and partida results

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-30
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "gameresult",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("board", sa.Integer(), nullable=False),
        sa.Column("result", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("match_id", "board", name="uq_result_board"),
    )
    with op.batch_alter_table("gameresult", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_gameresult_match_id"), ["match_id"], unique=False)

    op.create_table(
        "partidaresult",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("partida_number", sa.Integer(), nullable=False),
        sa.Column("winner", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("home_points", sa.Integer(), nullable=False),
        sa.Column("away_points", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("match_id", "table_number", "partida_number", name="uq_partida"),
    )
    with op.batch_alter_table("partidaresult", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_partidaresult_match_id"), ["match_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("partidaresult", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_partidaresult_match_id"))

    op.drop_table("partidaresult")
    with op.batch_alter_table("gameresult", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_gameresult_match_id"))

    op.drop_table("gameresult")
