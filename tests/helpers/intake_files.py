"""What clubs send the federation, built for the intake tests: mails with actas attached, a
mailbox, zips (good and hostile), and a judge that kills its worker on a marker."""

from __future__ import annotations

import io
import mailbox
import os
import zipfile
from email.message import EmailMessage
from pathlib import Path

# The federation's server received it at 21:03:12 UTC; the sender's clock said 19:00 (Date:).
SERVER_RECEIVED = "Sat, 14 Nov 2026 21:03:12 +0000"
CRASH_MARKER = b"%%MATAR-AL-VERIFICADOR%%"


def just_received() -> str:
    """A server time half a minute ago: after the test's actas were signed (a server time
    before an acta's signatures is no evidence of when it arrived)."""
    from datetime import UTC, datetime, timedelta
    from email.utils import format_datetime

    return format_datetime(datetime.now(UTC).replace(microsecond=0) - timedelta(seconds=30))


def mail_with(
    attachments: dict[str, bytes],
    *,
    subject: str = "Acta del encuentro",
    received: str | None = SERVER_RECEIVED,
) -> EmailMessage:
    message = EmailMessage()
    if received is not None:
        # The topmost Received: is the federation's server; below it, the club's own server.
        message["Received"] = (
            f"from smtp.club.example (smtp.club.example [192.0.2.7]) by correo.federacion.example "
            f"with ESMTPS id 4XyZ; {received}"
        )
    message["Received"] = "from portatil by smtp.club.example; Sat, 14 Nov 2026 20:59:58 +0000"
    message["From"] = "Delegado <delegado@club.example>"
    message["To"] = "actas@federacion.example"
    message["Subject"] = subject
    message["Date"] = "Sat, 14 Nov 2026 19:00:00 +0000"
    message.set_content("Adjunto el acta firmada.")
    for name, data in attachments.items():
        maintype, subtype = (
            ("application", "zip") if name.endswith(".zip") else ("application", "pdf")
        )
        message.add_attachment(data, maintype=maintype, subtype=subtype, filename=name)
    return message


BROKEN_MIME = (
    b"From: alguien@club.example\r\n"
    b"Subject: acta\r\n"
    b"MIME-Version: 1.0\r\n"
    b'Content-Type: multipart/mixed; boundary="nunca-aparece"\r\n'
    b"\r\n"
    b"--otro-separador\r\n"
    b"Content-Type: application/pdf\r\n"
    b"Content-Transfer-Encoding: base64\r\n"
    b"\r\n"
    b"JVBERi0xLjcK!!!esto no es base64\r\n"
)


def write_mbox(path: Path, messages: list[EmailMessage | bytes]) -> Path:
    box = mailbox.mbox(path, create=True)
    try:
        for message in messages:
            box.add(message if isinstance(message, bytes) else bytes(message))
        box.flush()
    finally:
        box.close()
    return path


def zip_of(files: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return out.getvalue()


def zip_bomb(size: int = 40 * 1024 * 1024) -> bytes:
    """One entry of zeros: tens of megabytes from a few tens of kilobytes."""
    out = io.BytesIO()
    archive = zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9)
    with archive, archive.open("acta-jornada-3.pdf", "w", force_zip64=True) as entry:
        chunk = bytes(1024 * 1024)
        for _ in range(size // len(chunk)):
            entry.write(chunk)
    return out.getvalue()


def lying_zip(real: bytes, declared: int = 1000) -> bytes:
    """A zip whose headers say its entry inflates to `declared` bytes while it holds `real`."""
    data = zip_of({"acta.pdf": real})
    raw = bytearray(data)
    # Uncompressed size: offset 22 of the local header, offset 24 of the central header.
    local = raw.index(b"PK\x03\x04")
    raw[local + 22 : local + 26] = declared.to_bytes(4, "little")
    central = raw.index(b"PK\x01\x02")
    raw[central + 24 : central + 28] = declared.to_bytes(4, "little")
    return bytes(raw)


def nested_zip(inner: bytes, levels: int) -> bytes:
    data = inner
    for level in range(levels):
        data = zip_of({f"nivel-{level}.zip": data})
    return data


def crash_on_marker(item, registry):
    """A judge for the intake's pool that kills its own process on a marked file, the way a
    native library crash would (no exception, no cleanup)."""
    from delegate_app.documents.federation.intake import judge

    if item.data is not None and CRASH_MARKER in item.data:
        os._exit(70)
    return judge(item, registry)


def nested_fanout_zip(fanout: int, levels: int) -> bytes:
    """A zip of `fanout` zips of `fanout` zips… `levels` deep, with `fanout` one-byte files at the
    bottom: fanout**levels entries from a few kilobytes."""
    data = zip_of({f"hoja-{n}.txt": b"x" for n in range(fanout)})
    for level in range(levels - 1):
        data = zip_of({f"nivel-{level}-{n}.zip": data for n in range(fanout)})
    return data
