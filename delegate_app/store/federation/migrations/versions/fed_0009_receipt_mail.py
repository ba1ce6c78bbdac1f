"""acuses de recibo mailed to the clubs (fed_receipt_mail): to whom, when, with which
Message-ID, so that importing again or two clerks at once never mail one twice

Revision ID: fed_0009_receipt_mail
Revises: fed_0009 (the superseded versions)
Create Date: 2026-12-02

The revision ID is the file's whole name: another branch may add its own fed_0009.
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = "fed_0009_receipt_mail"
down_revision = "fed_0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    text = sqlmodel.sql.sqltypes.AutoString()
    op.create_table(
        "fed_receipt_mail",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("receipt_number", text, nullable=False),
        sa.Column("recipient", text, nullable=False),
        sa.Column("message_id", text, nullable=False),
        sa.Column("state", text, nullable=False),
        sa.Column("clerk", text, nullable=False),
        sa.Column("claimed_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("mailed_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("receipt_number"),
    )


def downgrade() -> None:
    op.drop_table("fed_receipt_mail")
