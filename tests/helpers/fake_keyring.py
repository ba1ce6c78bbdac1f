"""A `keyring` module standing in for the OS keyring (Windows Credential Manager, macOS
Keychain, the Secret Service), so both paths of documents/mail/password_store.py are tested on
any machine: a real backend, none, or a locked one."""

from __future__ import annotations

import sys
import types


def install(monkeypatch, *, priority: float = 1, broken: bool = False) -> dict:
    """A `keyring` module with one backend of `priority` (0: the "fail" backend keyring falls
    back to); returns the store it writes to."""
    store: dict = {}
    module = types.ModuleType("keyring")
    backends = types.ModuleType("keyring.backends")
    fail = types.ModuleType("keyring.backends.fail")

    class FailKeyring:
        priority = 0

    class Backend:
        pass

    Backend.priority = priority  # type: ignore[attr-defined]
    fail.Keyring = FailKeyring  # type: ignore[attr-defined]
    backends.fail = fail  # type: ignore[attr-defined]
    module.backends = backends  # type: ignore[attr-defined]
    module.get_keyring = lambda: Backend()  # type: ignore[attr-defined]

    def get_password(service, user):
        if broken:
            raise RuntimeError("keyring locked")
        return store.get((service, user))

    def set_password(service, user, password):
        if broken:
            raise RuntimeError("keyring locked")
        store[(service, user)] = password

    module.get_password = get_password  # type: ignore[attr-defined]
    module.set_password = set_password  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "keyring", module)
    monkeypatch.setitem(sys.modules, "keyring.backends", backends)
    monkeypatch.setitem(sys.modules, "keyring.backends.fail", fail)
    return store
