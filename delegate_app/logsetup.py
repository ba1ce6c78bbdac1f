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


class _ErrorsToLogFile(logging.Handler):
    """For the command line: an error's record (a failed migration's traceback) goes to the log
    file, opened at the first one, and never to stderr, where the command prints its Spanish
    refusal alone. Without any handler Python's last resort would print the traceback there."""

    def __init__(self, directory: Path | None) -> None:
        super().__init__(logging.ERROR)
        self._directory = directory
        self._file: logging.Handler | None = None

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._file is None:
                directory = self._directory or log_dir()
                directory.mkdir(parents=True, exist_ok=True)
                self._file = logging.handlers.RotatingFileHandler(
                    directory / LOG_NAME,
                    maxBytes=MAX_BYTES,
                    backupCount=BACKUP_COUNT,
                    encoding="utf-8",
                )
                self._file.setFormatter(
                    logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
                )
            self._file.emit(record)
        except OSError:
            pass  # no log folder: the refusal on stderr is all the user gets, as before

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
        super().close()


def keep_errors_in_log(directory: Path | None = None) -> None:
    """Install `_ErrorsToLogFile` once (a later setup_logging replaces it)."""
    root = logging.getLogger()
    if any(getattr(handler, "_delegado", False) for handler in root.handlers):
        return
    handler = _ErrorsToLogFile(directory)
    handler._delegado = True  # type: ignore[attr-defined]
    root.addHandler(handler)
