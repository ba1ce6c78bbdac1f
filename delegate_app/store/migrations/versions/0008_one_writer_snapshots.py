"""one writer, snapshots of locked actas, the lock log

Revision ID: 0008
Revises: 0006
Create Date: 2026-12-01

- List numbers unique per club: two processes appending players at once could both take
  "last number + 1". A club whose list already holds duplicates is renumbered 1..n in its
  present order (number, then id), which keeps the strength order CH-18.2 reads; only such
  clubs are touched.
- actasnapshot: what a locked acta prints, fixed at the lock; written once, never changed.
- lockevent: the lock log, hash-chained, only ever appended.
- incidenthead: each match's incident count and last chain hash, kept by a trigger, so that a
  last incident removed (with the incident triggers dropped) is noticed.

The SQL is written out here rather than imported: a migration must keep meaning what it meant
when it was released.
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0006"
branch_labels = None
depends_on = None

LIST_NUMBER_INDEX = "uq_player_club_list_number"


def _renumber_duplicated_lists() -> None:
    bind = op.get_bind()
    clubs = bind.execute(
        sa.text(
            "SELECT DISTINCT club_id FROM player GROUP BY club_id, list_number HAVING count(*) > 1"
        )
    ).fetchall()
    for (club_id,) in clubs:
        ids = [
            row[0]
            for row in bind.execute(
                sa.text("SELECT id FROM player WHERE club_id = :c ORDER BY list_number, id"),
                {"c": club_id},
            )
        ]
        # Parked on negative numbers first, so that no step collides with another row.
        bind.execute(
            sa.text("UPDATE player SET list_number = -id WHERE club_id = :c"), {"c": club_id}
        )
        for number, player_id in enumerate(ids, start=1):
            bind.execute(
                sa.text("UPDATE player SET list_number = :n WHERE id = :i"),
                {"n": number, "i": player_id},
            )


def _refuse(name: str, timing: str, table: str, when: str, message: str) -> str:
    message = message.replace("'", "''")
    return (
        f'CREATE TRIGGER {name} {timing} ON "{table}" FOR EACH ROW WHEN {when} '
        f"BEGIN SELECT RAISE(ABORT, '{message}'); END"
    )


SNAPSHOT_FIXED = "Acta cerrada: su contenido fijado al cerrarla no se puede cambiar ni borrar."
LOG_APPEND_ONLY = "Registro de cierres: solo se pueden añadir entradas."
HEAD_KEPT = "Registro de incidencias: su cabeza la mantiene la base de datos."

TRIGGERS: tuple[tuple[str, str], ...] = (
    (
        "cierre_snapshot_insert",
        _refuse(
            "cierre_snapshot_insert",
            "BEFORE INSERT",
            "actasnapshot",
            "EXISTS (SELECT 1 FROM actasnapshot AS o WHERE o.match_id = NEW.match_id)",
            SNAPSHOT_FIXED,
        ),
    ),
    (
        "cierre_snapshot_update",
        _refuse("cierre_snapshot_update", "BEFORE UPDATE", "actasnapshot", "1", SNAPSHOT_FIXED),
    ),
    (
        "cierre_snapshot_delete",
        _refuse("cierre_snapshot_delete", "BEFORE DELETE", "actasnapshot", "1", SNAPSHOT_FIXED),
    ),
    (
        "registro_cierres_insert",
        _refuse(
            "registro_cierres_insert",
            "BEFORE INSERT",
            "lockevent",
            "EXISTS (SELECT 1 FROM lockevent AS o WHERE o.id = NEW.id) OR EXISTS "
            "(SELECT 1 FROM lockevent AS o WHERE o.id > NEW.id)",
            LOG_APPEND_ONLY,
        ),
    ),
    (
        "registro_cierres_update",
        _refuse("registro_cierres_update", "BEFORE UPDATE", "lockevent", "1", LOG_APPEND_ONLY),
    ),
    (
        "registro_cierres_delete",
        _refuse("registro_cierres_delete", "BEFORE DELETE", "lockevent", "1", LOG_APPEND_ONLY),
    ),
    (
        "incidencias_cabeza",
        "CREATE TRIGGER incidencias_cabeza AFTER INSERT ON incident FOR EACH ROW BEGIN "
        "INSERT INTO incidenthead (match_id, entries, chain_hash) "
        "VALUES (NEW.match_id, 1, NEW.chain_hash) "
        "ON CONFLICT (match_id) DO UPDATE SET entries = entries + 1, "
        "chain_hash = excluded.chain_hash; END",
    ),
    (
        "incidencias_cabeza_update",
        _refuse(
            "incidencias_cabeza_update",
            "BEFORE UPDATE",
            "incidenthead",
            "NEW.match_id IS NOT OLD.match_id OR NEW.entries IS NOT OLD.entries + 1 "
            "OR NEW.chain_hash IS NOT (SELECT i.chain_hash FROM incident AS i "
            "WHERE i.match_id = NEW.match_id ORDER BY i.id DESC LIMIT 1)",
            HEAD_KEPT,
        ),
    ),
    (
        "incidencias_cabeza_delete",
        _refuse("incidencias_cabeza_delete", "BEFORE DELETE", "incidenthead", "1", HEAD_KEPT),
    ),
)
TRIGGER_NAMES = tuple(name for name, _sql in TRIGGERS)


def upgrade() -> None:
    _renumber_duplicated_lists()
    op.create_index(LIST_NUMBER_INDEX, "player", ["club_id", "list_number"], unique=True)
    op.create_table(
        "actasnapshot",
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("taken_at", sa.DateTime(), nullable=False),
        sa.Column("content_json", sa.String(), nullable=False),
        sa.Column("content_hash", sa.String(), nullable=False),
        sa.PrimaryKeyConstraint("match_id"),
    )
    op.create_table(
        "lockevent",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("event", sa.String(), nullable=False),
        sa.Column("annex_id", sa.Integer(), nullable=True),
        sa.Column("content_hash", sa.String(), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.Column("chain_hash", sa.String(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_table(
        "incidenthead",
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("entries", sa.Integer(), nullable=False),
        sa.Column("chain_hash", sa.String(), nullable=False),
        sa.PrimaryKeyConstraint("match_id"),
    )
    op.execute(
        "INSERT INTO incidenthead (match_id, entries, chain_hash) "
        "SELECT i.match_id, count(*), (SELECT l.chain_hash FROM incident AS l "
        "WHERE l.match_id = i.match_id ORDER BY l.id DESC LIMIT 1) "
        "FROM incident AS i GROUP BY i.match_id"
    )
    for _name, sql in TRIGGERS:
        op.execute(sql)


def downgrade() -> None:
    for name in reversed(TRIGGER_NAMES):
        op.execute(f"DROP TRIGGER IF EXISTS {name}")
    op.drop_table("incidenthead")
    op.drop_table("lockevent")
    op.drop_table("actasnapshot")
    op.drop_index(LIST_NUMBER_INDEX, table_name="player")
