"""The real IMAP and SMTP servers of the mail tests (scripts/mail_servers.py).

In CI `.ci/run` starts them once and exports DELEGADO_TEST_IMAP and the rest; without those
variables the tests start the same script themselves, in a temporary folder, tied to the test
process (it ends when this process ends, even when killed). Without Dovecot the mail tests skip
locally and fail when DELEGADO_REQUIRE_MAIL is set (CI sets it).
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import shutil
import signal
import smtplib
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "mail_servers.py"
START_SECONDS = 60.0
ENV_IMAP = "DELEGADO_TEST_IMAP"
ENV_REQUIRED = "DELEGADO_REQUIRE_MAIL"


class ServersUnavailable(Exception):
    pass


def required() -> bool:
    return os.environ.get(ENV_REQUIRED, "") not in ("", "0")


@dataclass(frozen=True)
class MailServers:
    imap_port: int
    imap_password: str
    club_password: str  # the club's mailbox and its SMTP login (user "club")
    smtp_port: int  # STARTTLS
    smtps_port: int  # implicit TLS
    ca_file: Path
    lmtp_socket: Path
    mail_hosts: tuple[str, ...]  # the hosts whose Received: headers the servers write

    @classmethod
    def from_values(cls, values: dict[str, str]) -> MailServers:
        def port(name: str) -> int:
            return int(urlsplit(values[name]).port or 0)

        return cls(
            imap_port=port("DELEGADO_TEST_IMAP"),
            imap_password=values["DELEGADO_TEST_IMAP_PASSWORD"],
            club_password=values["DELEGADO_TEST_SMTP_PASSWORD"],
            smtp_port=port("DELEGADO_TEST_SMTP"),
            smtps_port=port("DELEGADO_TEST_SMTPS"),
            ca_file=Path(values["DELEGADO_TEST_MAIL_CA"]),
            lmtp_socket=Path(values["DELEGADO_TEST_LMTP"]),
            mail_hosts=tuple(values["DELEGADO_TEST_MAIL_SERVERS"].split(",")),
        )

    def imap_url(self, folder: str = "INBOX", user: str = "federacion") -> str:
        return f"imaps://{user}@127.0.0.1:{self.imap_port}/{folder}"

    def deliver(self, raw: bytes, folder: str, user: str = "federacion") -> None:
        """Into `folder` of `user`'s mailbox through Dovecot's LMTP (as the SMTP server does),
        so Dovecot writes its Received: header and the INTERNALDATE."""
        with smtplib.LMTP(str(self.lmtp_socket)) as lmtp:
            lmtp.sendmail("club@club.test", [f"{user}+{folder}@federacion.test"], raw)

    def deliver_all(self, raws: Iterable[bytes], folder: str, user: str = "federacion") -> None:
        """As deliver, each message in turn, over one LMTP connection."""
        with smtplib.LMTP(str(self.lmtp_socket)) as lmtp:
            for raw in raws:
                lmtp.sendmail("club@club.test", [f"{user}+{folder}@federacion.test"], raw)


def fetch_folder(mail: MailServers, folder: str, user: str = "federacion") -> list:
    """Every message in `folder` of the federation's (or `user`'s) mailbox, parsed (read-only)."""
    import email
    import email.policy
    import imaplib
    import ssl

    context = ssl.create_default_context(cafile=str(mail.ca_file))
    with imaplib.IMAP4_SSL("127.0.0.1", mail.imap_port, ssl_context=context) as imap:
        imap.login(user, mail.imap_password if user == "federacion" else mail.club_password)
        if imap.select(folder, readonly=True)[0] != "OK":
            return []
        _, data = imap.uid("FETCH", "1:*", "(BODY.PEEK[])")
    return [
        email.message_from_bytes(item[1], policy=email.policy.default)
        for item in data
        if isinstance(item, tuple)
    ]


def new_folder() -> str:
    """A mailbox folder name of one test's own."""
    return "t" + uuid.uuid4().hex[:12]


def from_environment() -> MailServers | None:
    if not os.environ.get(ENV_IMAP):
        return None
    return MailServers.from_values(dict(os.environ))


def _die_with_parent() -> None:
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)


class LocalServers:
    """The script started by this process; `stop()` ends it (and Dovecot with it)."""

    def __init__(self) -> None:
        if not os.access("/usr/sbin/dovecot", os.X_OK):
            raise ServersUnavailable(
                "no está instalado Dovecot (apt-get install dovecot-imapd dovecot-lmtpd)"
            )
        # Not under pytest's tmp_path: its parents are private to this user, and Dovecot's
        # unprivileged processes (as root: the dovecot user) must walk into the folder.
        folder = Path(tempfile.mkdtemp(prefix="delegado-correo-"))
        self.folder = folder
        self.process = subprocess.Popen(
            [sys.executable, str(SCRIPT), "serve", str(folder), "--parent", str(os.getpid())],
            preexec_fn=_die_with_parent,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        try:
            self.servers = self._wait()
        except BaseException:
            self.stop()
            raise

    def _wait(self) -> MailServers:
        ready = self.folder / "servers.json"
        deadline = time.monotonic() + START_SECONDS
        while time.monotonic() < deadline:
            if ready.exists():
                return MailServers.from_values(json.loads(ready.read_text()))
            if self.process.poll() is not None:
                error = (
                    self.process.stderr.read().decode(errors="replace")
                    if self.process.stderr
                    else ""
                )
                raise ServersUnavailable(f"los servidores de correo no arrancan: {error.strip()}")
            time.sleep(0.1)
        raise ServersUnavailable("los servidores de correo no han arrancado a tiempo")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.process.stderr is not None:
            self.process.stderr.close()
        shutil.rmtree(self.folder, ignore_errors=True)
