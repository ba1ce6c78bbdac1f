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
- The actas already locked get their snapshot now, read from the rows as they stand, and the
  lock log starts with their locks and annexes in time order. (The rows are copied with
  store/snapshots.py's reader, which reads whatever columns the file has; a snapshot is data from
  then on, so later versions of that code never change one already taken.)

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
    _snapshot_locked_actas()
    for _name, sql in TRIGGERS:
        op.execute(sql)


def _snapshot_locked_actas() -> None:
    import hashlib
    from datetime import datetime

    from delegate_app.domain.acta_hash import chain_hash
    from delegate_app.store.snapshots import canonical_bytes, snapshot_document

    bind = op.get_bind()
    locked = bind.execute(
        sa.text(
            "SELECT match_id, locked_at FROM matchday WHERE locked_at IS NOT NULL "
            "ORDER BY locked_at, match_id"
        )
    ).fetchall()
    events = []
    for match_id, locked_at in locked:
        text = canonical_bytes(snapshot_document(bind, match_id))
        digest = hashlib.sha256(text).hexdigest()
        bind.execute(
            sa.text(
                "INSERT INTO actasnapshot (match_id, taken_at, content_json, content_hash) "
                "VALUES (:m, :t, :j, :h)"
            ),
            {"m": match_id, "t": locked_at, "j": text.decode("utf-8"), "h": digest},
        )
        events.append((str(locked_at), 0, match_id, "cierre", None, digest))
    for annex_id, match_id, created_at, annex_hash in bind.execute(
        sa.text("SELECT id, match_id, created_at, content_hash FROM annex")
    ):
        events.append((str(created_at), 1, match_id, "anexo", annex_id, annex_hash))
    previous = None
    for number, (at, _order, match_id, event, annex_id, digest) in enumerate(
        sorted(events), start=1
    ):
        moment = datetime.fromisoformat(at)
        data = {
            "n": number,
            "encuentro": match_id,
            "evento": event,
            "anexo": annex_id,
            "huella": digest,
            "hora": moment,
        }
        previous = chain_hash(previous, data)
        bind.execute(
            sa.text(
                "INSERT INTO lockevent (id, match_id, event, annex_id, content_hash, at, "
                "chain_hash) VALUES (:n, :m, :e, :a, :h, :t, :c)"
            ),
            {"n": number, "m": match_id, "e": event, "a": annex_id, "h": digest, "t": at,
             "c": previous},
        )  # fmt: skip


def downgrade() -> None:
    for name in reversed(TRIGGER_NAMES):
        op.execute(f"DROP TRIGGER IF EXISTS {name}")
    op.drop_table("incidenthead")
    op.drop_table("lockevent")
    op.drop_table("actasnapshot")
    op.drop_index(LIST_NUMBER_INDEX, table_name="player")
