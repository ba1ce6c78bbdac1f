"""The check both stores make of a mail server's authority before keeping it (the club's
outbox settings, the office's receipt mail): the PEM text was read and loaded as TLS loads it
when it was picked (documents/mail/smtp_sender.read_ca_file); here only that what is stored
looks like one and is not larger than any real bundle."""

from __future__ import annotations

from delegate_app.store.errors import StoreError

MAX_CA_CHARS = 1024 * 1024


def check_authority(name: str, pem: str) -> None:
    """StoreError (Spanish) when `pem` is given and is not a certificate's PEM text."""
    if pem and ("-----BEGIN CERTIFICATE-----" not in pem or len(pem) > MAX_CA_CHARS):
        raise StoreError(f"«{name}» no es el certificado (PEM) de una autoridad.")
