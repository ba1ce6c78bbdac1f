"""domino encounter: tables, seat draw, partidas, hands, events; frozen with their acta

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-08

The Hoja de Anotaciones and everything around it belong to the match's acta, so the triggers of
migration 0005 are extended to them: once matchday.locked_at is set no statement may insert,
change or delete a row of these tables for that match, whoever runs it. As in 0005, deleting is
allowed only as the cascade of deleting an unlocked match, and an INSERT OR REPLACE that would
collide with a protected row is refused too.

The SQL is written out here rather than imported from 0005: a migration must keep meaning what it
meant when it was released.
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

TABLES = (
    ("dominotable", "las mesas y parejas"),
    ("dominodraw", "el sorteo de puestos"),
    ("dominopartida", "las partidas"),
    ("dominohand", "las manos de la Hoja de Anotaciones"),
    ("dominoevent", "las sustituciones, suspensiones o abandonos"),
)


def _locked(match_id_sql: str) -> str:
    return (
        "EXISTS (SELECT 1 FROM matchday AS md "
        f"WHERE md.match_id = {match_id_sql} AND md.locked_at IS NOT NULL)"
    )


def _named(name: str, timing: str, table: str, when: str, message: str) -> tuple[str, str]:
    message = message.replace("'", "''")
    sql = (
        f'CREATE TRIGGER {name} {timing} ON "{table}" FOR EACH ROW WHEN {when} '
        f"BEGIN SELECT RAISE(ABORT, '{message}'); END"
    )
    return name, sql


def _acta_part_triggers(table: str, what: str) -> list[tuple[str, str]]:
    clash = f'EXISTS (SELECT 1 FROM "{table}" AS o WHERE o.id = NEW.id AND {_locked("o.match_id")})'
    insert_when = f"{_locked('NEW.match_id')} OR {clash}"
    update_when = (
        f"{_locked('OLD.match_id')} OR {_locked('NEW.match_id')} OR (NEW.id IS NOT OLD.id AND "
        f"{clash})"
    )
    message = f"Acta cerrada: no se pueden cambiar {what} de un acta cerrada."
    return [
        _named(f"acta_cerrada_{table}_insert", "BEFORE INSERT", table, insert_when, message),
        _named(f"acta_cerrada_{table}_update", "BEFORE UPDATE", table, update_when, message),
        _named(
            f"acta_cerrada_{table}_delete", "BEFORE DELETE", table, _locked("OLD.match_id"), message
        ),
    ]


def _statements() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for table, what in TABLES:
        out += _acta_part_triggers(table, what)
    return out


TRIGGER_NAMES = tuple(name for name, _sql in _statements())


def _player(column: str, nullable: bool = False) -> sa.Column:
    return sa.Column(column, sa.Integer(), nullable=nullable)


def _text(column: str, nullable: bool = False) -> sa.Column:
    return sa.Column(column, sqlmodel.sql.sqltypes.AutoString(), nullable=nullable)


def _index(table: str) -> None:
    with op.batch_alter_table(table, schema=None) as batch_op:
        batch_op.create_index(batch_op.f(f"ix_{table}_match_id"), ["match_id"], unique=False)


def upgrade() -> None:
    op.create_table(
        "dominotable",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        _player("home_player1_id"),
        _player("home_player2_id"),
        _player("away_player1_id"),
        _player("away_player2_id"),
        _player("annotator_id"),
        _player("counter_id"),
        sa.Column("arbiter_counts", sa.Boolean(), nullable=False),
        _text("salidor_seat"),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        *(
            sa.ForeignKeyConstraint([column], ["player.id"])
            for column in (
                "home_player1_id",
                "home_player2_id",
                "away_player1_id",
                "away_player2_id",
                "annotator_id",
                "counter_id",
            )
        ),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("match_id", "table_number", name="uq_dominotable_number"),
    )
    _index("dominotable")

    op.create_table(
        "dominodraw",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        _player("player_id"),
        _text("tile"),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint(
            "match_id", "table_number", "round_number", "player_id", name="uq_dominodraw_tile"
        ),
    )
    _index("dominodraw")

    op.create_table(
        "dominopartida",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("partida_number", sa.Integer(), nullable=False),
        _player("north_id"),
        _player("east_id"),
        _player("south_id"),
        _player("west_id"),
        _text("north_south"),
        _text("salidor"),
        _text("status"),
        _text("winner", nullable=True),
        sa.Column("home_points", sa.Integer(), nullable=False),
        sa.Column("away_points", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        *(
            sa.ForeignKeyConstraint([column], ["player.id"])
            for column in ("north_id", "east_id", "south_id", "west_id")
        ),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint(
            "match_id", "table_number", "partida_number", name="uq_dominopartida_number"
        ),
    )
    _index("dominopartida")

    op.create_table(
        "dominohand",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("partida_number", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        _text("salidor"),
        _text("end_kind"),
        _text("winner", nullable=True),
        sa.Column("points", sa.Integer(), nullable=False),
        sa.Column("lead_passes", sa.Boolean(), nullable=False),
        _text("domino_by", nullable=True),
        _text("offender", nullable=True),
        _text("tiles_left_json"),
        _text("approved_by_json"),
        sa.Column("approved_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint(
            "match_id", "table_number", "partida_number", "number", name="uq_dominohand_number"
        ),
    )
    _index("dominohand")

    op.create_table(
        "dominoevent",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("partida_number", sa.Integer(), nullable=False),
        sa.Column("after_hand", sa.Integer(), nullable=False),
        _text("kind"),
        _player("player_id", nullable=True),
        _player("substitute_id", nullable=True),
        _text("seat", nullable=True),
        _text("pair", nullable=True),
        sa.Column("home_points", sa.Integer(), nullable=False),
        sa.Column("away_points", sa.Integer(), nullable=False),
        _text("reason"),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"]),
        sa.ForeignKeyConstraint(["substitute_id"], ["player.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    _index("dominoevent")

    for _name, sql in _statements():
        op.execute(sql)


def downgrade() -> None:
    for name in reversed(TRIGGER_NAMES):
        op.execute(f"DROP TRIGGER IF EXISTS {name}")
    for table, _what in reversed(TABLES):
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.drop_index(batch_op.f(f"ix_{table}_match_id"))
        op.drop_table(table)
