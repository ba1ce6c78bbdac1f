"""receipts found again in the database: each receipt's number, its acta's document ID and the
SHA-256 of its signed PDF, so any clerk can hand a stored receipt out again
(`delegado federacion acuse`), and importing a received file again costs only its hash

Revision ID: fed_0005_receipts_in_database
Revises: fed_0004
Create Date: 2026-12-02

The revision ID is the file's whole name: another branch may add its own fed_0005, and two
revisions with one ID would break the chain instead of asking to be put in order.
"""

import hashlib
import json

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = "fed_0005_receipts_in_database"
down_revision = "fed_0004"
branch_labels = None
depends_on = None


def _facts(receipt_json: str, receipt_pdf: bytes) -> dict:
    """What the new columns hold, read from the stored receipt itself (as the code writes them
    for new receipts: store/federation/inbox.py record_receipt)."""
    try:
        data = json.loads(receipt_json)
    except ValueError:
        data = {}
    acta = data.get("acta") if isinstance(data, dict) else None
    return {
        "receipt_number": data.get("acuse") if isinstance(data, dict) else None,
        "acta_document": acta.get("documento") if isinstance(acta, dict) else None,
        "receipt_sha256": hashlib.sha256(bytes(receipt_pdf)).hexdigest(),
    }


def upgrade() -> None:
    text = sqlmodel.sql.sqltypes.AutoString()
    # Plain ADD COLUMN on both dialects: a batch rebuild would drop a referenced table.
    op.add_column("fed_receipt", sa.Column("receipt_number", text, nullable=True))
    op.add_column("fed_receipt", sa.Column("acta_document", text, nullable=True))
    op.add_column("fed_receipt", sa.Column("receipt_sha256", text, nullable=True))
    bind = op.get_bind()
    receipts = sa.table(
        "fed_receipt",
        sa.column("id", sa.Integer()),
        sa.column("receipt_json", sa.Text()),
        sa.column("receipt_pdf", sa.LargeBinary()),
        sa.column("receipt_number", text),
        sa.column("acta_document", text),
        sa.column("receipt_sha256", text),
    )
    rows = bind.execute(
        sa.select(receipts.c.id, receipts.c.receipt_json, receipts.c.receipt_pdf)
    ).all()
    for row in rows:
        bind.execute(
            receipts.update()
            .where(receipts.c.id == row.id)
            .values(**_facts(row.receipt_json, row.receipt_pdf))
        )
    op.create_index("ix_fed_receipt_receipt_number", "fed_receipt", ["receipt_number"], unique=True)
    op.create_index("ix_fed_receipt_acta_document", "fed_receipt", ["acta_document"])


def downgrade() -> None:
    op.drop_index("ix_fed_receipt_acta_document", table_name="fed_receipt")
    op.drop_index("ix_fed_receipt_receipt_number", table_name="fed_receipt")
    op.drop_column("fed_receipt", "receipt_sha256")
    op.drop_column("fed_receipt", "acta_document")
    op.drop_column("fed_receipt", "receipt_number")
