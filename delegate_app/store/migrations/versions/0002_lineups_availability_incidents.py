"""lineups availability incidents

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-30
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "availability",
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("available", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("match_id", "player_id"),
    )
    op.create_table(
        "incident",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("kind", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("rule_id", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("text", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("fields_json", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("corrects_id", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["corrects_id"],
            ["incident.id"],
        ),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("incident", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_incident_match_id"), ["match_id"], unique=False)

    op.create_table(
        "lineup",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("side", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("team_id", sa.Integer(), nullable=False),
        sa.Column("confirmed_at", sa.DateTime(), nullable=True),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(
            ["team_id"],
            ["team.id"],
        ),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("match_id", "side", name="uq_lineup_match_side"),
    )
    with op.batch_alter_table("lineup", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_lineup_match_id"), ["match_id"], unique=False)

    op.create_table(
        "lineupentry",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("lineup_id", sa.Integer(), nullable=False),
        sa.Column("board", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=True),
        sa.Column("typed_name", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("typed_list_number", sa.Integer(), nullable=True),
        sa.Column("typed_rating", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(["lineup_id"], ["lineup.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["player.id"],
        ),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("lineup_id", "board", name="uq_entry_board"),
    )
    with op.batch_alter_table("lineupentry", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_lineupentry_lineup_id"), ["lineup_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_lineupentry_player_id"), ["player_id"], unique=False)

    with op.batch_alter_table("player", schema=None) as batch_op:
        # Existing players have no certificate on file until the delegate says so.
        batch_op.add_column(
            sa.Column("has_certificate", sa.Boolean(), nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    with op.batch_alter_table("player", schema=None) as batch_op:
        batch_op.drop_column("has_certificate")

    with op.batch_alter_table("lineupentry", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_lineupentry_player_id"))
        batch_op.drop_index(batch_op.f("ix_lineupentry_lineup_id"))

    op.drop_table("lineupentry")
    with op.batch_alter_table("lineup", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_lineup_match_id"))

    op.drop_table("lineup")
    with op.batch_alter_table("incident", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_incident_match_id"))

    op.drop_table("incident")
    op.drop_table("availability")
