"""The app's settings file (ajustes.ini) and the preferences read from it.

A leaf of the ui layer: the start-up module, the screens and the guides all read settings
through here, so none of them needs to import another to reach a setting. Qt is imported when a
function runs, not at import, to keep the start-up path light.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

KEEP_KEY = "copias/conservar"


def open_settings() -> QSettings:
    from PySide6.QtCore import QSettings

    from delegate_app.paths import settings_path

    return QSettings(str(settings_path()), QSettings.Format.IniFormat)


def _settings(settings: QSettings | None) -> QSettings:
    return open_settings() if settings is None else settings


def kept_backups(settings: QSettings | None = None) -> int:
    """How many automatic copies to keep (the setting; DEFAULT_KEEP when unset or invalid)."""
    # Here, not at the top: store.backup brings zipfile and the recovery code, which the first
    # paint of either window does not need.
    from delegate_app.store.backup import DEFAULT_KEEP

    value = _settings(settings).value(KEEP_KEY, DEFAULT_KEEP)
    try:
        return max(1, int(str(value)))  # the ini file gives text, the default an int
    except (TypeError, ValueError):
        return DEFAULT_KEEP


def set_kept_backups(value: int, settings: QSettings | None = None) -> None:
    settings = _settings(settings)
    settings.setValue(KEEP_KEY, int(value))
    settings.sync()


OWN_ONLY_KEY = "encuentros/solo_mis_equipos"
COMPETITION_KEY = "encuentros/competicion"


def matches_filter(settings: QSettings | None = None) -> tuple[bool, int | None]:
    """Encuentros' filter as the delegate left it: only my teams' matches, and the competition
    (None: all)."""
    settings = _settings(settings)
    own_only = str(settings.value(OWN_ONLY_KEY, "false")).lower() == "true"
    try:
        competition = int(str(settings.value(COMPETITION_KEY, 0) or 0)) or None
    except (TypeError, ValueError):
        competition = None
    return own_only, competition


def set_matches_filter(
    own_only: bool, competition_id: int | None, settings: QSettings | None = None
) -> None:
    settings = _settings(settings)
    settings.setValue(OWN_ONLY_KEY, "true" if own_only else "false")
    settings.setValue(COMPETITION_KEY, int(competition_id or 0))
    settings.sync()
