"""Running an Alembic chain programmatically, on the caller's engine: one runner for the club's
chain (store/migrations) and the federation's (store/federation/migrations), each of which
names only its folder."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import Engine


@dataclass(frozen=True)
class MigrationChain:
    folder: Path

    def alembic_config(self, engine: Engine | None = None) -> Config:
        cfg = Config()
        cfg.set_main_option("script_location", str(self.folder))
        if engine is not None:
            cfg.attributes["engine"] = engine  # env.py runs on this engine, not on a URL
        return cfg

    def script_revisions(self) -> list[str]:
        """Revision ids of the migration scripts, oldest first."""
        script = ScriptDirectory.from_config(self.alembic_config())
        return [rev.revision for rev in reversed(list(script.walk_revisions()))]

    def upgrade_to_head(self, engine: Engine) -> None:
        command.upgrade(self.alembic_config(engine), "head")
