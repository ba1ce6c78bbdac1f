"""who did what: the office's append-only log (fed_office_log)

Every office action (an intake, a committee decision, a re-verification, a publication, a
change of registry or of a setting, a calendar) adds one row: when, which clerk, what, on which
file, match or competition. Rows are never changed or removed: a trigger refuses UPDATE and
DELETE on both SQLite and PostgreSQL (and TRUNCATE on PostgreSQL), whoever asks.

Revision ID: fed_0007
Revises: fed_0005_receipts_in_database (written side by side on fed_0004, chained when merged)
Create Date: 2026-12-02
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = "fed_0007"
down_revision = "fed_0005_receipts_in_database"
branch_labels = None
depends_on = None

REFUSAL = "el registro de la oficina solo admite añadir: no se modifica ni se borra"


def upgrade() -> None:
    op.create_table(
        "fed_office_log",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("clerk", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("action", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("file_id", sa.Integer(), nullable=True),
        sa.Column("match_id", sa.Integer(), nullable=True),
        sa.Column("competition_id", sa.Integer(), nullable=True),
        sa.Column("detail", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_fed_office_log_file_id", "fed_office_log", ["file_id"])
    op.create_index("ix_fed_office_log_match_id", "fed_office_log", ["match_id"])
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            "CREATE FUNCTION fed_office_log_append_only() RETURNS trigger LANGUAGE plpgsql AS "
            f"$$ BEGIN RAISE EXCEPTION '{REFUSAL}'; END $$"
        )
        op.execute(
            "CREATE TRIGGER fed_office_log_append_only BEFORE UPDATE OR DELETE ON fed_office_log "
            "FOR EACH ROW EXECUTE FUNCTION fed_office_log_append_only()"
        )
        op.execute(
            "CREATE TRIGGER fed_office_log_no_truncate BEFORE TRUNCATE ON fed_office_log "
            "FOR EACH STATEMENT EXECUTE FUNCTION fed_office_log_append_only()"
        )
    else:
        for event in ("UPDATE", "DELETE"):
            op.execute(
                f"CREATE TRIGGER fed_office_log_no_{event.lower()} BEFORE {event} ON "
                f"fed_office_log BEGIN SELECT RAISE(ABORT, '{REFUSAL}'); END"
            )


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER fed_office_log_no_truncate ON fed_office_log")
        op.execute("DROP TRIGGER fed_office_log_append_only ON fed_office_log")
        op.execute("DROP FUNCTION fed_office_log_append_only()")
    else:
        op.execute("DROP TRIGGER fed_office_log_no_update")
        op.execute("DROP TRIGGER fed_office_log_no_delete")
    op.drop_index("ix_fed_office_log_match_id", "fed_office_log")
    op.drop_index("ix_fed_office_log_file_id", "fed_office_log")
    op.drop_table("fed_office_log")
