"""re-verification history, office settings (the federation's mail servers); the score leaves
fed_received_file (fed_result is its one stored form)

Revision ID: fed_0004
Revises: fed_0003
Create Date: 2026-12-01
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = "fed_0004"
down_revision = "fed_0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "fed_setting",
        sa.Column("name", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.Column("changed_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("name"),
    )
    op.create_table(
        "fed_reverification",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("file_id", sa.Integer(), nullable=False),
        sa.Column("checked_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("registry_version", sa.Integer(), nullable=False),
        sa.Column("registry_sha256", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("old_status", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("new_status", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("old_reason", sa.Text(), nullable=False),
        sa.Column("new_reason", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(["file_id"], ["fed_received_file.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("file_id", "registry_sha256", name="uq_fed_reverification_registry"),
    )
    with op.batch_alter_table("fed_reverification", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_fed_reverification_file_id"), ["file_id"], unique=False
        )
    # A plain ALTER TABLE … DROP COLUMN on both (SQLite has it since 3.35): a batch rebuild of
    # fed_received_file would drop a table that four others reference.
    op.drop_column("fed_received_file", "result_json")


def downgrade() -> None:
    op.add_column("fed_received_file", sa.Column("result_json", sa.Text(), nullable=True))
    with op.batch_alter_table("fed_reverification", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_fed_reverification_file_id"))
    op.drop_table("fed_reverification")
    op.drop_table("fed_setting")
