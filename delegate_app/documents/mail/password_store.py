"""Where the club's SMTP password may be kept: the operating system's keyring (Windows
Credential Manager, macOS Keychain, the Secret Service on Linux) through the `keyring` package
when it is installed and finds a real backend; otherwise nowhere, and the app asks each time.
Never in the database or the settings file."""

from __future__ import annotations

from types import ModuleType

SERVICE = "Delegado (correo a la federación)"
# The office's account that mails the receipts back: its own entry, so that a club's password
# and the office's on one computer (a federation clerk who is also a delegate) never mix.
OFFICE_SERVICE = "Delegado (correo de los acuses de la federación)"


def _keyring() -> ModuleType | None:
    try:
        import keyring
        from keyring.backends import fail
    except ImportError:
        return None
    try:
        backend = keyring.get_keyring()
    except Exception:  # a broken backend is the same as none
        return None
    if isinstance(backend, fail.Keyring) or getattr(backend, "priority", 0) <= 0:
        return None
    found: ModuleType = keyring
    return found


def available() -> bool:
    return _keyring() is not None


def saved_password(user: str, host: str, service: str = SERVICE) -> str | None:
    found = _keyring()
    if found is None:
        return None
    try:
        password = found.get_password(service, f"{user}@{host}")
    except Exception:  # the keyring locked or gone: ask instead
        return None
    return password if isinstance(password, str) else None


def save_password(user: str, host: str, password: str, service: str = SERVICE) -> bool:
    """True when the keyring kept it."""
    found = _keyring()
    if found is None:
        return False
    try:
        found.set_password(service, f"{user}@{host}", password)
    except Exception:
        return False
    return True
