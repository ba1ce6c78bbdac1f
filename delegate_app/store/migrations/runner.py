"""The club database's Alembic chain (store/alembic_runner.py runs it)."""

from __future__ import annotations

from pathlib import Path

from delegate_app.store.alembic_runner import MigrationChain

MIGRATIONS_DIR = Path(__file__).resolve().parent
CHAIN = MigrationChain(MIGRATIONS_DIR)

alembic_config = CHAIN.alembic_config
script_revisions = CHAIN.script_revisions
upgrade_to_head = CHAIN.upgrade_to_head
