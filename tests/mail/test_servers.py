"""The test servers themselves: real TLS that only the throwaway CA makes trusted, and the
Received: header the federation's own servers write on delivery."""

from __future__ import annotations

import imaplib
import ssl

import pytest

from tests.helpers.mail_servers import MailServers


def test_imap_certificate_is_trusted_only_through_the_test_ca(mail: MailServers):
    with pytest.raises(ssl.SSLCertVerificationError):
        imaplib.IMAP4_SSL("127.0.0.1", mail.imap_port, ssl_context=ssl.create_default_context())
    trusted = ssl.create_default_context(cafile=str(mail.ca_file))
    with imaplib.IMAP4_SSL("127.0.0.1", mail.imap_port, ssl_context=trusted) as imap:
        assert imap.login("federacion", mail.imap_password)[0] == "OK"


def test_delivery_writes_the_mailbox_servers_received_header(mail: MailServers, folder):
    mail.deliver(b"Subject: prueba\r\n\r\nhola\r\n", folder)
    trusted = ssl.create_default_context(cafile=str(mail.ca_file))
    with imaplib.IMAP4_SSL("127.0.0.1", mail.imap_port, ssl_context=trusted) as imap:
        imap.login("federacion", mail.imap_password)
        assert imap.select(folder)[0] == "OK"
        _, data = imap.uid("FETCH", "1:*", "(BODY.PEEK[HEADER])")
    header = data[0][1].decode()
    assert "by buzon.federacion.test with LMTP" in header
