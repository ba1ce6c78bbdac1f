"""Reading the office's mailbox over IMAP (imaplib), over TLS only, without changing it.

The folder is opened read-only (EXAMINE) and bodies are fetched with BODY.PEEK, so reading sets
no flag and moves nothing: which messages were read is kept in the federation's database
(store/federation/imap_messages.py), the same for every clerk, not in flags each mail client
shows differently. A message larger than the intake admits is never downloaded: its size is
asked first.

Every failure is an `ImapError` with the reason in Spanish (server unreachable, certificate,
authentication, folder, connection cut); nothing here raises anything else for a server's
answer.
"""

from __future__ import annotations

import contextlib
import imaplib
import re
import ssl
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from delegate_app.os_errors import os_reason

TIMEOUT_SECONDS = 60.0
FETCH_BATCH = 25  # messages per FETCH: few round trips, a bounded amount in memory
_FETCH_ITEM = re.compile(rb"UID (\d+)|INTERNALDATE \"([^\"]+)\"|RFC822\.SIZE (\d+)")
_URL_HELP = (
    "imaps://usuario@servidor[:puerto]/CARPETA (p. ej. imaps://actas@correo.federacion.es/INBOX)"
)


class ImapError(Exception):
    """The mailbox cannot be read; the message says why, in Spanish."""


@dataclass(frozen=True)
class MailboxAddress:
    """Where the office's mail is: imaps:// (TLS from the start, port 993) or imap:// (port
    143 with STARTTLS required: never in clear)."""

    user: str
    host: str
    port: int
    folder: str
    implicit_tls: bool

    @property
    def account(self) -> str:
        """The mailbox's name in the database: the same mailbox always gives the same text
        (the port is how it is reached, not which mailbox it is)."""
        return f"{self.user}@{self.host}/{self.folder}"


def parse_address(text: str) -> MailboxAddress:
    try:
        parts = urlsplit(text.strip())
        port = parts.port
    except ValueError:
        raise ImapError(f"«{text}» no es una dirección de buzón: {_URL_HELP}.") from None
    if parts.scheme not in ("imaps", "imap") or not parts.hostname or not parts.username:
        raise ImapError(f"«{text}» no es una dirección de buzón: {_URL_HELP}.")
    if parts.password is not None:
        raise ImapError(
            "La dirección del buzón no debe llevar la contraseña: indíquela en una variable de "
            "entorno con --imap-password-env."
        )
    if parts.query or parts.fragment:
        raise ImapError(f"«{text}» no es una dirección de buzón: {_URL_HELP}.")
    folder = unquote(parts.path.lstrip("/")) or "INBOX"
    if any(ch in folder for ch in '"\\\r\n'):
        raise ImapError(f"«{folder}» no es un nombre de carpeta que se pueda leer.")
    implicit = parts.scheme == "imaps"
    return MailboxAddress(
        user=unquote(parts.username),
        host=parts.hostname.lower(),
        port=port or (993 if implicit else 143),
        folder=folder,
        implicit_tls=implicit,
    )


def tls_context(ca_file: Path | None = None) -> ssl.SSLContext:
    """Certificate and host name always verified; `ca_file` replaces the system's authorities
    (a federation's own CA, or the tests' throwaway one)."""
    try:
        return ssl.create_default_context(cafile=str(ca_file) if ca_file else None)
    except (OSError, ssl.SSLError) as exc:
        reason = os_reason(exc) if isinstance(exc, OSError) and exc.errno else "no es un PEM"
        raise ImapError(f"No se pueden leer los certificados de «{ca_file}»: {reason}.") from None


def tls_context_with_ca(ca_pem: str) -> ssl.SSLContext:
    """As `tls_context`, trusting the certificates of `ca_pem` (PEM text kept in a database)
    instead of the system's."""
    try:
        return ssl.create_default_context(cadata=ca_pem)
    except (ssl.SSLError, ValueError):
        raise ImapError(
            "La autoridad del servidor guardada en los ajustes del correo no es un "
            "certificado PEM: elíjala de nuevo en los ajustes del correo."
        ) from None


@dataclass(frozen=True)
class FetchedMessage:
    uid: int
    internal_date: datetime | None  # UTC
    size: int
    raw: bytes | None  # None: larger than the limit, not downloaded


class Mailbox:
    """One read-only IMAP session on a folder (a context manager)."""

    def __init__(
        self, address: MailboxAddress, password: str, context: ssl.SSLContext, max_bytes: int
    ) -> None:
        self.address = address
        self.max_bytes = max_bytes
        self._imap = _connect(address, context)
        try:
            self._login(password)
            self.uidvalidity = self._examine()
        except BaseException:
            self.close()
            raise

    def __enter__(self) -> Mailbox:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        try:
            self._imap.logout()
        except (imaplib.IMAP4.error, OSError, ValueError):
            with contextlib.suppress(OSError, ValueError):
                self._imap.shutdown()

    def _login(self, password: str) -> None:
        try:
            self._imap.login(self.address.user, password)
        except imaplib.IMAP4.abort as exc:
            raise _cut(exc) from None
        except imaplib.IMAP4.error:
            raise ImapError(
                f"El servidor {self.address.host} no acepta el usuario «{self.address.user}» con "
                "esa contraseña (autenticación rechazada)."
            ) from None
        except OSError as exc:
            raise _cut(exc) from None

    def _examine(self) -> int:
        folder = self.address.folder
        try:
            status, _ = self._imap.select(f'"{folder}"', readonly=True)
            if status != "OK":
                raise ImapError(f"El buzón no tiene la carpeta «{folder}».")
            _, values = self._imap.response("UIDVALIDITY")
        except (imaplib.IMAP4.abort, OSError) as exc:
            raise _cut(exc) from None
        except imaplib.IMAP4.error:
            raise ImapError(f"El buzón no tiene la carpeta «{folder}».") from None
        try:
            return int(values[0])
        except (TypeError, ValueError, IndexError):
            raise ImapError(
                f"El servidor no da el UIDVALIDITY de «{folder}»: sin él no se puede saber qué "
                "mensajes se han leído ya."
            ) from None

    def uids(self) -> list[int]:
        """Every message's UID in the folder, ascending."""
        data = self._command("SEARCH", "ALL")
        found = [int(n) for line in data if isinstance(line, bytes) for n in line.split()]
        return sorted(set(found))

    def fetch(self, uids: Sequence[int]) -> Iterator[FetchedMessage]:
        """The messages with these UIDs (a message expunged meanwhile is simply absent); each
        whole or not at all: a connection cut mid-way raises ImapError before the message it
        was reading is handed out."""
        for start in range(0, len(uids), FETCH_BATCH):
            yield from self._fetch_batch(uids[start : start + FETCH_BATCH])

    def _fetch_batch(self, uids: Sequence[int]) -> Iterator[FetchedMessage]:
        wanted = ",".join(str(uid) for uid in uids)
        sizes = _attributes(self._command("FETCH", wanted, "(UID INTERNALDATE RFC822.SIZE)"))
        small = [uid for uid in uids if uid in sizes and sizes[uid][1] <= self.max_bytes]
        bodies: dict[int, bytes] = {}
        if small:
            data = self._command("FETCH", ",".join(map(str, small)), "(UID BODY.PEEK[])")
            for item in data:
                if isinstance(item, tuple) and len(item) == 2:
                    uid = _uid_of(item[0])
                    if uid is not None:
                        bodies[uid] = bytes(item[1])
        for uid in uids:
            if uid not in sizes:
                continue
            when, size = sizes[uid]
            if size <= self.max_bytes and uid not in bodies:
                continue  # expunged between the two commands
            yield FetchedMessage(uid, when, size, bodies.get(uid))

    def _command(self, command: str, *args: str) -> list[Any]:  # imaplib's: bytes and tuples
        try:
            status, data = self._imap.uid(command, *args)
        except (imaplib.IMAP4.abort, OSError) as exc:
            raise _cut(exc) from None
        except imaplib.IMAP4.error as exc:
            raise ImapError(f"El servidor rechaza la orden {command}: {exc}.") from None
        if status != "OK":
            raise ImapError(f"El servidor rechaza la orden {command}.")
        return list(data)


def _connect(address: MailboxAddress, context: ssl.SSLContext) -> imaplib.IMAP4:
    where = f"{address.host}:{address.port}"
    try:
        if address.implicit_tls:
            return imaplib.IMAP4_SSL(
                address.host, address.port, ssl_context=context, timeout=TIMEOUT_SECONDS
            )
        imap = imaplib.IMAP4(address.host, address.port, timeout=TIMEOUT_SECONDS)
        try:
            imap.starttls(ssl_context=context)
        except imaplib.IMAP4.error:
            imap.shutdown()
            raise ImapError(
                f"El servidor {where} no ofrece STARTTLS: no se lee el correo sin cifrar."
            ) from None
        return imap
    except ssl.SSLCertVerificationError as exc:
        raise ImapError(
            f"El certificado del servidor {where} no es de confianza ({exc.verify_message}): "
            "no se ha enviado la contraseña. Si el servidor tiene una autoridad propia, "
            "indíquela en los ajustes del correo (o con --imap-ca en la línea de órdenes)."
        ) from None
    except ssl.SSLError as exc:
        raise ImapError(f"No se puede establecer TLS con {where} ({exc.reason}).") from None
    except TimeoutError:
        raise ImapError(f"El servidor de correo {where} no responde (tiempo agotado).") from None
    except OSError as exc:
        raise ImapError(
            f"No se puede conectar con el servidor de correo {where}: {os_reason(exc)}."
        ) from None
    except imaplib.IMAP4.error as exc:
        raise ImapError(f"El servidor {where} no responde como un servidor IMAP ({exc}).") from None


def _cut(exc: BaseException) -> ImapError:
    return ImapError(
        f"Se ha cortado la conexión con el servidor de correo ({exc or type(exc).__name__})."
    )


def _uid_of(header: bytes) -> int | None:
    found = re.search(rb"UID (\d+)", header)
    return int(found.group(1)) if found else None


def _attributes(data: list[Any]) -> dict[int, tuple[datetime | None, int]]:
    """UID → (INTERNALDATE in UTC, RFC822.SIZE) from a FETCH answer."""
    found: dict[int, tuple[datetime | None, int]] = {}
    for item in data:
        line = item[0] if isinstance(item, tuple) else item
        if not isinstance(line, bytes):
            continue
        uid = size = None
        when: datetime | None = None
        for match in _FETCH_ITEM.finditer(line):
            if match.group(1):
                uid = int(match.group(1))
            elif match.group(2):
                when = _internal_date(match.group(2))
            elif match.group(3):
                size = int(match.group(3))
        if uid is not None and size is not None:
            found[uid] = (when, size)
    return found


_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_DATE = re.compile(r"\s*(\d{1,2})-([A-Za-z]{3})-(\d{4}) (\d\d):(\d\d):(\d\d) ([+-])(\d\d)(\d\d)")


def _internal_date(text: bytes) -> datetime | None:
    """RFC 3501's date-time, read by hand: strptime's %b follows the process's locale."""
    found = _DATE.fullmatch(text.decode("ascii", "replace"))
    if not found or found.group(2).lower() not in _MONTHS:
        return None
    day, _, year, hour, minute, second, sign, zone_h, zone_m = found.groups()
    offset = timedelta(hours=int(zone_h), minutes=int(zone_m)) * (1 if sign == "+" else -1)
    try:
        local = datetime(
            int(year),
            _MONTHS.index(found.group(2).lower()) + 1,
            int(day),
            int(hour),
            int(minute),
            int(second),
            tzinfo=timezone(offset),
        )
    except ValueError:
        return None
    return local.astimezone(UTC)
