"""Schema revisions of the federation's database, oldest first, and its own version table.

Kept apart from Alembic (as store/schema.py is for the club database) so that telling "up to
date" costs no Alembic import. A test checks this tuple against the migration scripts.

The federation's chain records its revision in its own table, never in the club database's
`alembic_version`: a federation file opened as a club's (or the other way round) is recognised
and refused instead of being migrated into the other kind.
"""

from __future__ import annotations

VERSION_TABLE = "fed_alembic_version"
CLUB_VERSION_TABLE = "alembic_version"
REVISIONS: tuple[str, ...] = (
    "fed_0001",
    "fed_0002",
    "fed_0003",
    "fed_0004",
    "fed_0005_receipts_in_database",
    "fed_0007",
    "fed_0008",
    "fed_0006",
    "fed_0009",
    "fed_0009_receipt_mail",
    "fed_0010_pdf_storage",
)
HEAD = REVISIONS[-1]


def too_new_message(name: str, revision: str) -> str:
    return (
        f"La base de datos de la federación «{name}» la escribió una versión más reciente de "
        f"Delegado (esquema {revision}). Actualice la aplicación para abrirla; no se ha "
        "modificado nada."
    )


def not_a_club_database_message(name: str) -> str:
    """The club side's refusal of a federation database (read by store/recovery.py)."""
    return (
        f"«{name}» es la base de datos de la federación (la de «delegado federacion …»), no la "
        "de un club. Ábrala con las órdenes de la federación; no se ha tocado."
    )
