"""The club's mail password is never stored in clear (issue 27, item 1): the OS keyring keeps
it when `keyring` is installed and has a real backend (an optional dependency: the extra
`[keyring]`), else the delegate is asked each time. Both paths with a fake keyring module."""

from __future__ import annotations

import sys
import types

import pytest
from PySide6.QtWidgets import QInputDialog, QWidget

from delegate_app.documents.mail import password_store
from delegate_app.ui import mail_dialogs


def _install(monkeypatch, *, priority: float = 1, broken: bool = False) -> dict:
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


@pytest.fixture(autouse=True)
def _no_typed(monkeypatch):
    monkeypatch.setattr(mail_dialogs, "_typed", {})


def _asked(monkeypatch, answer: str | None) -> list:
    asked: list = []

    def get_text(*args, **kwargs):
        asked.append(args[2])
        return (answer or "", answer is not None)

    monkeypatch.setattr(QInputDialog, "getText", staticmethod(get_text))
    return asked


def test_with_a_keyring_the_password_goes_there_and_is_not_asked_again(qtbot, monkeypatch):
    store = _install(monkeypatch)
    assert password_store.available()
    parent = QWidget()
    qtbot.addWidget(parent)
    asked = _asked(monkeypatch, "s3creta")
    assert mail_dialogs.ask_password(parent, "t", "club", "smtp.club.es") == "s3creta"
    mail_dialogs.keep_password("club", "smtp.club.es", "s3creta")
    assert store == {(password_store.SERVICE, "club@smtp.club.es"): "s3creta"}
    assert mail_dialogs._typed == {}  # the keyring has it: nothing in memory
    assert mail_dialogs.ask_password(parent, "t", "club", "smtp.club.es") == "s3creta"
    assert len(asked) == 1
    assert mail_dialogs.known_password("club", "smtp.club.es") == "s3creta"
    assert mail_dialogs.known_password("otro", "smtp.club.es") is None


@pytest.mark.parametrize(
    "setup",
    [
        lambda mp: mp.setitem(sys.modules, "keyring", None),  # not installed
        lambda mp: _install(mp, priority=0),  # installed, no real backend
        lambda mp: _install(mp, broken=True),  # a backend that refuses
    ],
    ids=["sin-keyring", "sin-motor", "motor-roto"],
)
def test_without_a_usable_keyring_it_is_asked_each_time(qtbot, monkeypatch, setup):
    setup(monkeypatch)
    parent = QWidget()
    qtbot.addWidget(parent)
    asked = _asked(monkeypatch, "s3creta")
    for _ in range(2):
        assert mail_dialogs.ask_password(parent, "t", "club", "smtp.club.es") == "s3creta"
        mail_dialogs.keep_password("club", "smtp.club.es", "s3creta")
    assert len(asked) == 2
    assert password_store.saved_password("club", "smtp.club.es") is None
    assert not password_store.save_password("club", "smtp.club.es", "x")
    # only the background retry may use the last accepted one, from memory
    assert mail_dialogs.known_password("club", "smtp.club.es") == "s3creta"
    _asked(monkeypatch, None)
    assert mail_dialogs.ask_password(parent, "t", "club", "smtp.club.es") is None
