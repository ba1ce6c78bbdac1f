"""The mail parsed at less cost, exactly as before: the feedparser with its line-end trim looking
at two characters (mail_parse) gives the same payloads, preambles, epilogues, defects and envelope
line as with its own regex; mail_split.header_census, skipping the body lines that cannot change
anything, counts exactly what reading every line did."""

from __future__ import annotations

import base64
import email
import email.feedparser
import email.policy
from email.message import Message

import pytest

from delegate_app.documents import library_patches
from delegate_app.documents.federation import mail_parse, mail_split

PDF = base64.encodebytes(b"%PDF-1.4\n" + bytes(range(256)) * 40).decode()


def _mail(eol: str, *, close: bool = True, tail: str = "", preamble: str = "") -> str:
    lines = [
        "From club@club.test Wed Dec  2 10:00:00 2026",
        "Received: from x by correo.federacion.test; Wed, 02 Dec 2026 10:00:00 +0000",
        "Content-Type: multipart/mixed; boundary=AAA",
        "",
        preamble,
        "--AAA",
        "Content-Type: text/plain",
        "",
        "texto",
        "",
        "--AAA",
        "Content-Type: multipart/alternative; boundary=BBB",
        "",
        "--BBB",
        "Content-Type: text/plain",
        "",
        "--BBB no es el separador",
        "--BBB",
        "Content-Type: text/html",
        "",
        "<p>x</p>",
        "--BBB--",
        "--AAA",
        "Content-Type: application/pdf",
        "Content-Transfer-Encoding: base64",
        'Content-Disposition: attachment; filename="acta.pdf"',
        "",
        PDF.replace("\n", eol),
    ]
    if close:
        lines.append("--AAA--")
    return eol.join(lines) + tail


CASES = [
    _mail("\n"),
    _mail("\r\n"),
    _mail("\r"),
    _mail("\n", close=False),
    _mail("\r\n", close=False, tail="\r\n"),
    _mail("\n", tail="\nepílogo\n"),
    _mail("\r\n", preamble="preámbulo\r\n"),
    _mail("\n").replace("--AAA--", "--AAA--  \t"),
    "Content-Type: text/plain\n\nsin multiparte y sin fin de línea",
    "Content-Type: multipart/mixed\n\nmultiparte sin separador\n",
    "Content-Type: multipart/mixed; boundary=Z\n\n--Z\nContent-Type: text/plain\n\nx\r",
    "Content-Type: multipart/mixed; boundary=Z\n\n--Z\n\n--Z--",
    " continuación\nSubject: cabecera dañada\n\n--Z\n",
    "Content-Type: multipart/mixed; boundary=Z\n\n--Z\nContent-Type: application/pdf; "
    'name="=?utf-8?q?acta_=C3=B1.pdf?="\nContent-Disposition: attachment; '
    "filename*=utf-8''acta%20%C3%B1.pdf\n\nx\n--Z\nContent-Type: application/pdf\n"
    "Content-Disposition: attachment; filename==?utf-8?b?YWN0YS5wZGY=?=\n\ny\n--Z--\n",
    'Content-Type: text/plain; charset="utf-8; x\nContent-Type: otra/cosa\n\n(ilegible)',
    "Content-Type: application/pdf\nContent-Transfer-Encoding: base64\n\nJVBERi0x*@\n",
]


def _shape(message: Message) -> list[tuple[object, ...]]:
    return [
        (
            part.get_unixfrom(),
            part.get_content_type(),
            part.preamble,
            part.epilogue,
            None if part.is_multipart() else part.get_payload(decode=False),
            None if part.is_multipart() else part.get_payload(decode=True),
            [type(defect).__name__ for defect in part.defects],
            list(part.items()),
            [(type(h).__name__, [type(d).__name__ for d in h.defects]) for h in part.values()],
            part.get_filename(),
            part.get_content_disposition(),
            part.get_content_charset(),
        )
        for part in message.walk()
    ]


@pytest.fixture
def original_regex():
    library_patches.uninstall_feedparser_eol()
    yield
    library_patches.install_feedparser_eol()


@pytest.mark.parametrize("text", CASES)
def test_same_parse_with_either_regex(text: str, original_regex: None) -> None:
    raw = text.encode("utf-8")
    before = _shape(email.message_from_bytes(raw, policy=email.policy.default))
    assert not isinstance(email.feedparser.NLCRE_eol, library_patches._EolAtEnd)
    after = _shape(mail_parse.parse(raw))
    assert isinstance(email.feedparser.NLCRE_eol, library_patches._EolAtEnd)
    assert after == before


def test_the_trim_is_in_place_on_this_python() -> None:
    # Without it every acta by mail costs two scans of its whole text (docs/performance.md).
    assert library_patches.install_feedparser_eol()
    assert email.feedparser.NLCRE_eol.search("x" * 10 + "\r\n").group(0) == "\r\n"
    assert email.feedparser.NLCRE_eol.search("abc") is None


def test_another_regex_is_left_as_it_is_and_said(original_regex, monkeypatch, caplog) -> None:
    # A Python whose feedparser trims with another regex keeps its own: the patch is exact for
    # the one it was written for only.
    import re

    other = re.compile(r"(\n)\Z")
    monkeypatch.setattr(email.feedparser, "NLCRE_eol", other)
    monkeypatch.setattr(library_patches, "_refused", set())
    with caplog.at_level("WARNING", logger=library_patches.__name__):
        assert not library_patches.install_feedparser_eol()
    assert email.feedparser.NLCRE_eol is other
    assert "email.feedparser" in caplog.text
    raw = b"Content-Type: text/plain\r\n\r\nhola\r\n"
    assert mail_parse.parse(raw).get_content() == "hola\r\n"


def _line_by_line(raw: bytes) -> mail_split._Mime:
    """The census as it was: every line fed in turn."""
    mime = mail_split._Mime()
    start = 0
    while start < len(raw):
        end = raw.find(b"\n", start)
        end = len(raw) if end < 0 else end + 1
        mime.lines += 1
        mime.feed(raw[start:end])
        start = end
        if (
            mime.fields > mail_split.MAX_HEADER_FIELDS
            or mime.header_bytes > mail_split.MAX_HEADER_BYTES
            or mime.lines > mail_split.MAX_MAIL_LINES
        ):
            break
    mime.finish()
    return mime


def _counts(mime: mail_split._Mime) -> tuple[object, ...]:
    return (mime.fields, mime.header_bytes, mime.parts, mime.lines, mime.open, mime.in_headers)


MORE = [
    b"",
    b"\n",
    b"Subject: x",
    b"Subject: x\n\n--no hay multiparte\n",
    b"Content-Type: multipart/mixed; boundary=Z\n\n--Z\n\n--Z\n--Z--\n--Z\ntrailing",
    b"Content-Type: multipart/mixed; boundary=Z\n\n--Z\nContent-Type: multipart/mixed; "
    b"boundary=Y\n\n--Y\nA: b\n\nx\n--Y--\n--Z--",
    b"Content-Type: multipart/mixed; boundary=Z\r\n\r\n" + b"line\r\n" * 50 + b"--Z\r\n",
    b"Content-Type: multipart/mixed; boundary=Z\n\n" + b"\n" * 40 + b"--Z\nA: b\n" * 30,
    b"Content-Type: multipart/mixed; boundary=Z\n\n--Z\nA: b\n\n" + b"x\n" * 60,
]


@pytest.mark.parametrize("raw", [c.encode() for c in CASES] + MORE)
@pytest.mark.parametrize("lines", [1_000_000, 3, 12, 45, 61])
def test_same_counts_as_line_by_line(raw: bytes, lines: int, monkeypatch) -> None:
    monkeypatch.setattr(mail_split, "MAX_MAIL_LINES", lines)
    assert _counts(mail_split.header_census(raw)) == _counts(_line_by_line(raw))


@pytest.mark.parametrize("fields", [0, 1, 5])
def test_same_stop_at_the_header_limits(fields: int, monkeypatch) -> None:
    monkeypatch.setattr(mail_split, "MAX_HEADER_FIELDS", fields)
    monkeypatch.setattr(mail_split, "MAX_HEADER_BYTES", 60 * fields + 10)
    for raw in [c.encode() for c in CASES] + MORE:
        assert _counts(mail_split.header_census(raw)) == _counts(_line_by_line(raw))
