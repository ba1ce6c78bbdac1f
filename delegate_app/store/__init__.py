"""Local SQLite store: tables, engine, migrations, backups and the queries the UI needs. No Qt."""
