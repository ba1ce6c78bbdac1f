"""The club's mail password is never stored in clear (issue 27, item 1): the OS keyring keeps
it when `keyring` is installed and has a real backend (an optional dependency: the extra
`[keyring]`), else the delegate is asked each time. Both paths with a fake keyring module."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtWidgets import QInputDialog, QWidget

from delegate_app.documents.mail import password_store
from delegate_app.ui import mail_dialogs
from tests.helpers.fake_keyring import install as _install


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
