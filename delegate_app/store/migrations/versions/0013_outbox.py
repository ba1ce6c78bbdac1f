"""the club's outbox: signed actas sent to the federation by mail, and the mail settings

Revision ID: 0013
Revises: 0012 (written side by side on 0010, chained when merged)
Create Date: 2026-12-02

- outbox: one row per signed acta file queued to go (its PDF and acta.json, the Message-ID
  derived from the file's hash, the state, the attempts and the next one, the last failure,
  and, once the federation's acuse de recibo is verified, its number and reception time).
  Queued after the lock and no part of the acta: no lock trigger guards it and the acta's
  snapshot leaves it out (snapshots.LIVE_TABLES).
- mailsetting: the SMTP server, port, security, user, sender and federation address; never a
  password.
"""

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "outboxitem",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "match_id",
            sa.Integer(),
            sa.ForeignKey("match.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("file_name", sa.String(), nullable=False),
        sa.Column("pdf", sa.LargeBinary(), nullable=False),
        sa.Column("acta_json", sa.LargeBinary(), nullable=False),
        sa.Column("file_sha256", sa.String(), nullable=False, unique=True),
        sa.Column("message_id", sa.String(), nullable=False, unique=True),
        sa.Column("state", sa.String(), nullable=False),
        sa.Column("queued_at", sa.DateTime(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", sa.DateTime(), nullable=False),
        sa.Column("last_error", sa.String(), nullable=True),
        sa.Column("sent_at", sa.DateTime(), nullable=True),
        sa.Column("receipt_number", sa.String(), nullable=True),
        sa.Column("received_at", sa.DateTime(), nullable=True),
    )
    op.create_index("ix_outboxitem_match_id", "outboxitem", ["match_id"])
    op.create_table(
        "mailsetting",
        sa.Column("name", sa.String(), primary_key=True),
        sa.Column("value", sa.String(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("mailsetting")
    op.drop_index("ix_outboxitem_match_id", table_name="outboxitem")
    op.drop_table("outboxitem")
