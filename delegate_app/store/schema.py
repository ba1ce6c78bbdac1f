"""Schema revisions this version of the app knows, oldest first.

Kept apart from Alembic so that start-up can tell "up to date" without importing it
(Alembic costs ~0.4 s to import). A test checks this list against the migration scripts.

0007 (season set-up), 0008 (one writer, snapshots) and 0009 (match-day facts) were written side
by side on 0006 and chained when they were merged: 0006 -> 0008 -> 0009 -> 0007. A revision id
names a migration, not its place; this tuple is the order.
"""

from __future__ import annotations

REVISIONS: tuple[str, ...] = (
    "0001",
    "0002",
    "0003",
    "0004",
    "0005",
    "0006",
    "0008",
    "0009",
    "0007",
    "0010",
    "0011",
    "0012",
    "0013",
    "0014",
)
HEAD = REVISIONS[-1]


def is_older_than_supported(revision: str) -> bool:
    """An unknown revision that sorts before the oldest one this version can upgrade from.

    Revision ids are zero-padded numbers, so their order is their age; anything else unknown
    (another numbering, a later release) counts as newer.
    """
    if revision in REVISIONS or not revision.isdigit() or not REVISIONS[0].isdigit():
        return False
    return int(revision) < int(REVISIONS[0])


def unknown_revision_message(name: str, revision: str) -> str:
    """The Spanish refusal for a file whose revision this version does not know."""
    if is_older_than_supported(revision):
        return (
            f"La base de datos «{name}» es de una versión de Delegado demasiado antigua "
            f"(esquema {revision}) que esta versión ya no sabe actualizar; no se ha modificado "
            "nada."
        )
    return (
        f"La base de datos «{name}» la escribió una versión más reciente de Delegado "
        f"(esquema {revision}). Actualice la aplicación para abrirla; no se ha modificado nada."
    )
