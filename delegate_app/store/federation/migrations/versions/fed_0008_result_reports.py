"""CH-14 reports of the result by e-mail or fax, apart from the acta (issue 25, R25-4)

Revision ID: fed_0008
Revises: fed_0007 (written side by side on fed_0004, chained when merged)
Create Date: 2026-12-02
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = "fed_0008"
down_revision = "fed_0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "fed_result_report",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("role", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("received_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("means", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("recorded_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["fed_match.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint(
            "match_id", "role", "received_at", "means", name="uq_fed_result_report"
        ),
    )
    with op.batch_alter_table("fed_result_report", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_fed_result_report_match_id"), ["match_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("fed_result_report", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_fed_result_report_match_id"))
    op.drop_table("fed_result_report")
