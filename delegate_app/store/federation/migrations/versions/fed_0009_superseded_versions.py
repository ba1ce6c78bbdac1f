"""a received file superseded by the same acta with more signatures (the visitor signing the
home delegate's file): fed_received_file.superseded_by_id, filled in for the pairs already
filed

Revision ID: fed_0009
Revises: fed_0006 (the head when it was written; ids name migrations, not their order)
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "fed_0009"
down_revision = "fed_0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("fed_received_file", sa.Column("superseded_by_id", sa.Integer(), nullable=True))
    _fill_in()


def _fill_in() -> None:
    """The rule inbox.py applies to each new file, applied once to the files already filed: a
    version of a match is superseded by the version of the same content whose bytes begin with
    its whole file and that carries strictly more signed roles (the most signed such file).
    Written here, not imported, so that the migration keeps meaning what it meant."""
    bind = op.get_bind()
    rows = bind.execute(
        sa.text(
            "SELECT id, match_id, content_hash, signed_roles FROM fed_received_file "
            "WHERE match_id IS NOT NULL AND content_hash IS NOT NULL AND pdf IS NOT NULL "
            "AND status IN ('aceptada', 'incompleta') ORDER BY match_id, content_hash, id"
        )
    ).all()
    groups: dict[tuple[int, str], list[sa.Row]] = {}
    for row in rows:
        groups.setdefault((row.match_id, row.content_hash), []).append(row)
    for group in groups.values():
        if len(group) < 2:
            continue
        pdfs = {
            row.id: bytes(
                bind.execute(
                    sa.text("SELECT pdf FROM fed_received_file WHERE id = :id"), {"id": row.id}
                ).scalar_one()
            )
            for row in group
        }
        roles = {row.id: {r for r in str(row.signed_roles).split(",") if r} for row in group}
        for row in group:
            mine = pdfs[row.id]
            grown = [
                other.id
                for other in group
                if other.id != row.id
                and len(pdfs[other.id]) > len(mine)
                and pdfs[other.id].startswith(mine)
                and roles[row.id] < roles[other.id]
            ]
            if grown:
                bind.execute(
                    sa.text("UPDATE fed_received_file SET superseded_by_id = :by WHERE id = :id"),
                    {"by": max(grown, key=lambda other: len(pdfs[other])), "id": row.id},
                )


def downgrade() -> None:
    op.drop_column("fed_received_file", "superseded_by_id")
