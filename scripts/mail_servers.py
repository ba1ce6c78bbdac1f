"""Throwaway mail servers for the mail tests: a real IMAP server and a real SMTP server on
loopback, in one folder, gone with the process that asked for them.

    python scripts/mail_servers.py serve DIR [--parent PID]

starts them and stays in the foreground until it gets SIGTERM/SIGINT or PID ends; DIR/env then
holds the `export` lines the tests read (DIR/servers.json the same as JSON). .ci/run starts it
in the background with --parent $$ and sources DIR/env; tests/helpers/mail_servers.py starts
the same script when the variables are not set, so CI and a developer's machine run the very
same servers.

- IMAP: Debian's Dovecot (dovecot-imapd, dovecot-lmtpd), its configuration written here,
  listening on 127.0.0.1 only, implicit TLS (imaps) on a free non-privileged port, with a
  certificate signed by a throwaway CA made at start with openssl (DIR/ca.pem: the tests trust
  that file, nothing disables verification), users in a passwd-file, Maildir under DIR/mail.
- SMTP: aiosmtpd (STARTTLS on one port, implicit TLS on another, AUTH required), which hands
  every accepted message to Dovecot over LMTP. Chosen over a throwaway Postfix because Postfix
  only runs as root with its own system user, queue and chroot, and its Debian package asks
  debconf questions and installs a system-wide MTA; aiosmtpd runs as whoever runs the tests,
  inside this process, and dies with it. The delivery itself is Dovecot's: its LMTP server
  writes the topmost `Received:` header, as the federation's own server would.

Addresses: <user>@anything for the passwd-file users (federacion, club) is delivered to that
user's INBOX, <user>+FOLDER@anything to its folder FOLDER (created on delivery); lleno@…
answers 552 (message too big) and anything else 550 (unknown recipient), so the sender's
handling of each refusal is tested against a real SMTP conversation.

Every child is started with PR_SET_PDEATHSIG (Linux), so Dovecot dies with this process even
when it is killed; this process ends when --parent ends (polled every half second).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ctypes
import json
import logging
import os
import pwd
import secrets
import shutil
import signal
import smtplib
import socket
import ssl
import subprocess
import sys
import time
import warnings
from datetime import UTC, datetime
from email.utils import format_datetime
from pathlib import Path

USERS = ("federacion", "club")
TOO_BIG_USER = "lleno"
MAILBOX_HOST = "buzon.federacion.test"  # Dovecot's name in the Received: headers it writes
SMTP_HOST = "correo.federacion.test"  # the SMTP server's
START_SECONDS = 30.0


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _die_with_parent() -> None:
    """In the child, before exec: SIGTERM when the process that started it ends."""
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


def _openssl(*args: str, cwd: Path) -> None:
    subprocess.run(["openssl", *args], cwd=cwd, check=True, capture_output=True)


def make_certificates(folder: Path) -> None:
    """A throwaway CA (ca.pem) and a certificate for localhost/127.0.0.1 signed by it."""
    _openssl(
        "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
        "-subj", "/CN=Delegado pruebas CA", "-keyout", "ca.key", "-out", "ca.pem",
        "-addext", "basicConstraints=critical,CA:TRUE",
        "-addext", "keyUsage=critical,keyCertSign,cRLSign",
        cwd=folder,
    )  # fmt: skip
    (folder / "server.ext").write_text(
        "basicConstraints=critical,CA:FALSE\n"
        "keyUsage=critical,digitalSignature,keyEncipherment\n"
        "extendedKeyUsage=serverAuth\n"
        "subjectAltName=DNS:localhost,IP:127.0.0.1\n"
        "authorityKeyIdentifier=keyid,issuer\n"
        "subjectKeyIdentifier=hash\n"
    )
    _openssl(
        "req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost",
        "-keyout", "server.key", "-out", "server.csr", cwd=folder,
    )  # fmt: skip
    _openssl(
        "x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key",
        "-CAcreateserial", "-days", "2", "-extfile", "server.ext", "-out", "server.pem",
        cwd=folder,
    )  # fmt: skip
    for name in ("ca.key", "server.key"):
        (folder / name).chmod(0o600)


def _mail_owner() -> tuple[int, int, str]:
    """Dovecot never lets uid 0 own mail: as root, the mail belongs to Debian's dovecot user."""
    if os.getuid() != 0:
        entry = pwd.getpwuid(os.getuid())
        return entry.pw_uid, entry.pw_gid, entry.pw_name
    entry = pwd.getpwnam("dovecot")
    return entry.pw_uid, entry.pw_gid, entry.pw_name


def dovecot_config(folder: Path, imaps_port: int, passwords: dict[str, str]) -> Path:
    uid, gid, owner = _mail_owner()
    login_user = "dovenull" if os.getuid() == 0 else owner
    internal_user = "dovecot" if os.getuid() == 0 else owner
    for sub in ("run", "state", "mail"):
        (folder / sub).mkdir(exist_ok=True)
    os.chown(folder / "mail", uid, gid)
    users = "".join(
        f"{name}:{{PLAIN}}{password}:{uid}:{gid}::{folder / 'mail' / name}::\n"
        for name, password in passwords.items()
    )
    (folder / "users").write_text(users)
    (folder / "users").chmod(0o600)
    if os.getuid() == 0:  # read by Dovecot's auth process, which runs as its internal user
        internal = pwd.getpwnam(internal_user)
        os.chown(folder / "users", internal.pw_uid, internal.pw_gid)
    config = folder / "dovecot.conf"
    config.write_text(
        f"""
base_dir = {folder / "run"}
state_dir = {folder / "state"}
log_path = {folder / "dovecot.log"}
protocols = imap lmtp
listen = 127.0.0.1
hostname = {MAILBOX_HOST}
default_login_user = {login_user}
default_internal_user = {internal_user}
first_valid_uid = {uid}
last_valid_uid = {uid}
ssl = required
ssl_cert = <{folder / "server.pem"}
ssl_key = <{folder / "server.key"}
ssl_min_protocol = TLSv1.2
disable_plaintext_auth = yes
auth_mechanisms = plain login
auth_username_format = %Ln
mail_location = maildir:~/Maildir
# a throwaway server: no test is about a mailbox surviving a power cut, and an fsync per
# delivered message made filling a mailbox of 2,000 messages cost half a minute
mail_fsync = never
lmtp_add_received_header = yes
# federacion+prueba7@… lands in the folder «prueba7» (created on delivery): each test reads a
# mailbox of its own on the session's one server.
recipient_delimiter = +
lmtp_save_to_detail_mailbox = yes
lda_mailbox_autocreate = yes
passdb {{
  driver = passwd-file
  args = scheme=PLAIN username_format=%Ln {folder / "users"}
}}
userdb {{
  driver = passwd-file
  args = username_format=%Ln {folder / "users"}
}}
service imap-login {{
  inet_listener imap {{
    port = 0
  }}
  inet_listener imaps {{
    address = 127.0.0.1
    port = {imaps_port}
    ssl = yes
  }}
}}
service lmtp {{
  unix_listener lmtp {{
    mode = 0600
  }}
}}
service stats {{
  unix_listener stats-reader {{
    mode = 0600
  }}
  unix_listener stats-writer {{
    mode = 0600
  }}
}}
"""
    )
    return config


# --------------------------------------------------------------------------- SMTP


class _Relay:
    """aiosmtpd handler: refuses unknown and too-big recipients as a real server does, and
    hands the rest to Dovecot over LMTP."""

    def __init__(self, lmtp_socket: Path) -> None:
        self.lmtp_socket = str(lmtp_socket)

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        local = address.partition("@")[0].partition("+")[0].lower()
        if local == TOO_BIG_USER:
            return "552 5.3.4 Message size exceeds fixed maximum message size"
        if local not in USERS:
            return f"550 5.1.1 <{address}>: Recipient address rejected: User unknown"
        envelope.rcpt_tos.append(address)
        return "250 2.1.5 OK"

    async def handle_DATA(self, server, session, envelope):
        peer = session.peer[0] if session.peer else "unknown"
        tls = "ESMTPS" if session.ssl else "ESMTP"
        header = (
            f"Received: from {session.host_name or 'unknown'} ([{peer}])\r\n"
            f"\tby {SMTP_HOST} (aiosmtpd) with {tls}\r\n"
            f"\tfor <{envelope.rcpt_tos[0]}>; {format_datetime(datetime.now(UTC))}\r\n"
        ).encode()
        content = header + envelope.original_content
        loop = asyncio.get_running_loop()
        try:
            refused = await loop.run_in_executor(None, self._deliver, envelope, content)
        except (OSError, smtplib.SMTPException) as exc:
            return f"451 4.3.0 delivery to the mailbox failed: {exc}"
        if refused:
            return "550 5.1.1 mailbox refused the message"
        return "250 2.0.0 OK delivered"

    def _deliver(self, envelope, content: bytes) -> dict:
        with smtplib.LMTP(self.lmtp_socket) as lmtp:
            return lmtp.sendmail(envelope.mail_from, envelope.rcpt_tos, content)


def _authenticator(passwords: dict[str, str]):
    from aiosmtpd.smtp import AuthResult, LoginPassword

    def check(server, session, envelope, mechanism, auth_data):
        if not isinstance(auth_data, LoginPassword):
            return AuthResult(success=False, handled=False)
        user = auth_data.login.decode("utf-8", "replace").lower()
        password = auth_data.password.decode("utf-8", "replace")
        known = passwords.get(user)
        ok = known is not None and secrets.compare_digest(known, password)
        return AuthResult(success=ok, handled=False)

    return check


def start_smtp(folder: Path, passwords: dict[str, str], starttls_port: int, tls_port: int):
    from aiosmtpd.controller import Controller

    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(folder / "server.pem", folder / "server.key")
    handler = _Relay(folder / "run" / "lmtp")
    common = {
        "hostname": "127.0.0.1",
        "authenticator": _authenticator(passwords),
        "auth_required": True,
        "server_hostname": "localhost",
        "data_size_limit": 20 * 1024 * 1024,
    }
    # Over implicit TLS the whole session is encrypted, but aiosmtpd only counts STARTTLS as
    # TLS for AUTH: it warns, rightly for a plain port, not for this one.
    warnings.filterwarnings("ignore", "Requiring AUTH while not requiring TLS")
    logging.getLogger("mail.log").setLevel(logging.ERROR)
    plain = Controller(
        handler, port=starttls_port, tls_context=context, require_starttls=True, **common
    )
    implicit = Controller(
        handler, port=tls_port, ssl_context=context, auth_require_tls=False, **common
    )
    plain.start()
    implicit.start()
    return [plain, implicit]


# --------------------------------------------------------------------------- serve


def _wait_for_port(port: int, process: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"Dovecot ha terminado al arrancar:\n{_tail(log)}")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.5):
            return
        time.sleep(0.1)
    raise RuntimeError(f"Dovecot no escucha en el puerto {port}:\n{_tail(log)}")


def _tail(path: Path) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-20:])
    except OSError:
        return "(sin registro)"


def _dovecot_binary() -> str:
    found = shutil.which("dovecot") or "/usr/sbin/dovecot"
    if not os.access(found, os.X_OK):
        raise RuntimeError(
            "no está instalado Dovecot (paquetes de Debian dovecot-imapd y dovecot-lmtpd)"
        )
    return found


def serve(folder: Path, parent: int | None) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    folder.chmod(0o755)  # Dovecot's unprivileged processes walk into it
    make_certificates(folder)
    passwords = {name: secrets.token_urlsafe(12) for name in USERS}
    ports = {"imaps": _free_port(), "smtp": _free_port(), "smtps": _free_port()}
    config = dovecot_config(folder, ports["imaps"], passwords)
    dovecot = subprocess.Popen(
        [_dovecot_binary(), "-F", "-c", str(config)],
        preexec_fn=_die_with_parent,
        stdout=subprocess.DEVNULL,
        stderr=open(folder / "dovecot.stderr", "wb"),  # noqa: SIM115 - the child keeps it
    )
    controllers = []
    try:
        _wait_for_port(ports["imaps"], dovecot, folder / "dovecot.log")
        controllers = start_smtp(folder, passwords, ports["smtp"], ports["smtps"])
        _publish(folder, ports, passwords)
        stop = _stop_signal()
        while not stop and dovecot.poll() is None:
            if parent is not None and not _alive(parent):
                break
            time.sleep(0.5)
        return 0 if dovecot.poll() is None else 1
    finally:
        for controller in controllers:
            with contextlib.suppress(Exception):
                controller.stop()
        if dovecot.poll() is None:
            dovecot.terminate()
            try:
                dovecot.wait(10)
            except subprocess.TimeoutExpired:
                dovecot.kill()
                dovecot.wait()


def _publish(folder: Path, ports: dict[str, int], passwords: dict[str, str]) -> None:
    """DIR/servers.json and DIR/env, written last (and atomically): their presence says ready."""
    values = {
        "DELEGADO_TEST_IMAP": f"imaps://federacion@127.0.0.1:{ports['imaps']}/INBOX",
        "DELEGADO_TEST_IMAP_PASSWORD": passwords["federacion"],
        "DELEGADO_TEST_IMAP_CLUB_PASSWORD": passwords["club"],
        "DELEGADO_TEST_SMTP": f"smtp://club@127.0.0.1:{ports['smtp']}",
        "DELEGADO_TEST_SMTPS": f"smtps://club@127.0.0.1:{ports['smtps']}",
        "DELEGADO_TEST_SMTP_PASSWORD": passwords["club"],
        "DELEGADO_TEST_MAIL_CA": str(folder / "ca.pem"),
        "DELEGADO_TEST_LMTP": str(folder / "run" / "lmtp"),
        "DELEGADO_TEST_MAIL_SERVERS": f"{SMTP_HOST},{MAILBOX_HOST}",
    }
    for name, text in (
        ("servers.json", json.dumps(values, indent=1)),
        ("env", "".join(f"export {k}='{v}'\n" for k, v in values.items())),
    ):
        partial = folder / f".{name}.tmp"
        partial.write_text(text)
        partial.chmod(0o600)
        partial.replace(folder / name)


def _stop_signal() -> list[int]:
    """A list that gets the signal's number when SIGTERM or SIGINT arrives."""
    received: list[int] = []

    def note(number, frame) -> None:
        received.append(number)

    signal.signal(signal.SIGTERM, note)
    signal.signal(signal.SIGINT, note)
    return received


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("serve", help="arranca los servidores y espera")
    run.add_argument("folder", type=Path)
    run.add_argument("--parent", type=int, help="termina cuando termine este proceso")
    args = parser.parse_args(argv)
    try:
        return serve(args.folder.resolve(), args.parent)
    except (RuntimeError, OSError, subprocess.CalledProcessError) as exc:
        detail = getattr(exc, "stderr", b"") or b""
        print(f"mail_servers: {exc} {detail.decode(errors='replace')}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
