"""match day acta, presence, annexes, signatures

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-30
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "annex",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("text", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("content_hash", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("annex", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_annex_match_id"), ["match_id"], unique=False)

    op.create_table(
        "matchday",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("step", sa.Integer(), nullable=False),
        sa.Column("official_start", sa.DateTime(), nullable=False),
        sa.Column("actual_start", sa.DateTime(), nullable=True),
        sa.Column("venue_ready", sa.Boolean(), nullable=False),
        sa.Column("delay_minutes", sa.Integer(), nullable=False),
        sa.Column("arbiter_name", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("arbiter_licence", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("documentation_json", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("locked_at", sa.DateTime(), nullable=True),
        sa.Column("content_hash", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("match_id"),
    )
    op.create_table(
        "presence",
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("side", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("board", sa.Integer(), nullable=False),
        sa.Column("arrived_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("match_id", "side", "board"),
    )
    op.create_table(
        "actasignature",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("annex_id", sa.Integer(), nullable=True),
        sa.Column("role", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("name", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("licence", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("image_png", sa.LargeBinary(), nullable=False),
        sa.Column("signed_at", sa.DateTime(), nullable=False),
        sa.Column("content_hash", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.ForeignKeyConstraint(["annex_id"], ["annex.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("actasignature", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_actasignature_match_id"), ["match_id"], unique=False)

    with op.batch_alter_table("incident", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column(
                "chain_hash", sqlmodel.sql.sqltypes.AutoString(), nullable=False, server_default=""
            )
        )


def downgrade() -> None:
    with op.batch_alter_table("incident", schema=None) as batch_op:
        batch_op.drop_column("chain_hash")

    with op.batch_alter_table("actasignature", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_actasignature_match_id"))

    op.drop_table("actasignature")
    op.drop_table("presence")
    op.drop_table("matchday")
    with op.batch_alter_table("annex", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_annex_match_id"))

    op.drop_table("annex")
