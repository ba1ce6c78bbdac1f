"""Alembic environment of the federation's chain: driven from the app with an engine in
config.attributes, recording its revision in its own version table (schema.VERSION_TABLE)."""

from alembic import context

# fed-results' tables (results read from the actas, committee decisions) and the league
# calendar's (fed_0003: teams, fixtures, the file each calendar came from) and the CH-14 reports
# (fed_0008) and the office log (fed_0007) join FedModel.metadata
import delegate_app.store.federation.calendar
import delegate_app.store.federation.committee
import delegate_app.store.federation.imap_messages
import delegate_app.store.federation.office_log
import delegate_app.store.federation.receipt_mailings
import delegate_app.store.federation.result_reports  # noqa: F401
from delegate_app.store.federation import schema
from delegate_app.store.federation.models import FedModel

config = context.config
engine = config.attributes.get("engine")
if engine is None:
    raise RuntimeError("Las migraciones se ejecutan desde la aplicación, con su propio motor.")

# Two importers opening a new PostgreSQL database at once would both create the tables; the
# second one waits here and then finds the revision already at head. (On SQLite the migration
# transaction is BEGIN IMMEDIATE, which serialises the same way.)
MIGRATION_LOCK = 0x46454430  # "FED0": any constant; only this chain takes it

with engine.begin() as connection:
    if connection.dialect.name == "postgresql":
        connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK})")
    # render_as_batch: SQLite cannot ALTER most things; batch mode rebuilds the table instead,
    # and on PostgreSQL the same batch operations are plain ALTER statements.
    context.configure(
        connection=connection,
        target_metadata=FedModel.metadata,
        version_table=schema.VERSION_TABLE,
        render_as_batch=True,
    )
    with context.begin_transaction():
        context.run_migrations()
