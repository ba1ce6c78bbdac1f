"""PostgreSQL keeps each received PDF as it came, without trying to compress it first
(STORAGE EXTERNAL): a signed PDF's streams are compressed already, and pglz spent 2-3 ms of the
server's CPU an acta to give up on every one of 200 distinct actas (stored size = file size).
The acta.json beside it is still compressed (to a third). SQLite stores both as given: nothing
to do there.

Revision ID: fed_0010_pdf_storage
Revises: fed_0009_receipt_mail
Create Date: 2026-12-02

The revision ID is the file's whole name: another branch may add its own fed_0010.
"""

from alembic import op

revision = "fed_0010_pdf_storage"
down_revision = "fed_0009_receipt_mail"
branch_labels = None
depends_on = None


def upgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("ALTER TABLE fed_received_file ALTER COLUMN pdf SET STORAGE EXTERNAL")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("ALTER TABLE fed_received_file ALTER COLUMN pdf SET STORAGE EXTENDED")
