"""Fixtures of the mail tests, for every test folder (tests/conftest.py loads this module as a
plugin): the session's real IMAP and SMTP servers (tests/helpers/mail_servers.py), started once
whichever folder asks first, and a mailbox folder of each test's own on them."""

from __future__ import annotations

import pytest

from tests.helpers import mail_servers


@pytest.fixture(scope="session")
def mail():
    """The MailServers of the session: CI's, or started here."""
    found = mail_servers.from_environment()
    if found is not None:
        yield found
        return
    try:
        local = mail_servers.LocalServers()
    except mail_servers.ServersUnavailable as exc:
        message = f"servidores de correo no disponibles para las pruebas: {exc}"
        if mail_servers.required():
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    try:
        yield local.servers
    finally:
        local.stop()


@pytest.fixture
def folder():
    """A folder of the federation's mailbox that only this test fills."""
    return mail_servers.new_folder()
