"""the office's IMAP mailbox: the messages claimed and read (fed_imap_message), so that no run
reads a message twice, even two clerks at once

Revision ID: fed_0006
Revises: fed_0008 (written side by side on fed_0004, chained when merged; ids name
migrations, not their order)
Create Date: 2026-12-02
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = "fed_0006"
down_revision = "fed_0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "fed_imap_message",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("account", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("uidvalidity", sa.BigInteger(), nullable=False),
        sa.Column("uid", sa.BigInteger(), nullable=False),
        sa.Column("state", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("clerk", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("claimed_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("filed_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.Column("internal_date", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.Column("message_sha256", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("evidence", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("actas", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("account", "uidvalidity", "uid", name="uq_fed_imap_message_uid"),
    )


def downgrade() -> None:
    op.drop_table("fed_imap_message")
