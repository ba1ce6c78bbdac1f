"""Where the app keeps its files: the per-user data folder (platformdirs) unless overridden."""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "Delegado"
# Tests and portable installs (a USB stick) point the whole data folder elsewhere with this.
HOME_ENV = "DELEGADO_HOME"


def data_dir() -> Path:
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override).expanduser()
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False)


def default_db_path() -> Path:
    return data_dir() / "delegado.sqlite3"


def log_dir() -> Path:
    return data_dir() / "registro"


def settings_path() -> Path:
    return data_dir() / "ajustes.ini"
