"""A rotating log file in the data folder: where the details of every error end up."""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

from delegate_app.paths import log_dir

LOG_NAME = "delegado.log"
MAX_BYTES = 1_000_000
BACKUP_COUNT = 5


def setup_logging(directory: Path | None = None) -> Path:
    """Send the app's log records to a rotating file and return its path."""
    directory = directory or log_dir()
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / LOG_NAME
    close_logging()
    root = logging.getLogger()
    handler = logging.handlers.RotatingFileHandler(
        path, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT, encoding="utf-8"
    )
    handler._delegado = True  # type: ignore[attr-defined]
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return path


def close_logging() -> None:
    """Detach and close the app's log file (tests, and a clean shutdown)."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "_delegado", False):
            root.removeHandler(handler)
            handler.close()
