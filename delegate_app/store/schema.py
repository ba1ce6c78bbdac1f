"""Schema revisions this version of the app knows, oldest first.

Kept apart from Alembic so that start-up can tell "up to date" without importing it
(Alembic costs ~0.4 s to import). A test checks this list against the migration scripts.
"""

REVISIONS: tuple[str, ...] = ("0001", "0002", "0003", "0004", "0005", "0006", "0009", "0007")
HEAD = REVISIONS[-1]
