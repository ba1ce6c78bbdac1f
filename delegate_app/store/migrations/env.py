"""Alembic environment: always driven from the app with an engine in config.attributes."""

from alembic import context
from sqlmodel import SQLModel

import delegate_app.store.models  # noqa: F401  (registers the tables on SQLModel.metadata)

config = context.config
engine = config.attributes.get("engine")
if engine is None:
    raise RuntimeError("Las migraciones se ejecutan desde la aplicación, con su propio motor.")

with engine.begin() as connection:
    # render_as_batch: SQLite cannot ALTER most things; batch mode rebuilds the table instead.
    context.configure(
        connection=connection,
        target_metadata=SQLModel.metadata,
        render_as_batch=True,
    )
    with context.begin_transaction():
        context.run_migrations()
