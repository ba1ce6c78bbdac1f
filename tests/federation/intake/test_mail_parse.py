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
from hypothesis import given, settings
from hypothesis import strategies as st

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


# --- the parse around a stretch of base64 lines (mail_parse._parse_around) ----------------------

B64 = base64.encodebytes(bytes(range(256)) * 3).decode().splitlines()  # 76 characters a line


def _b64(n: int, eol: str = "\n") -> str:
    return "".join(B64[i % len(B64)] + eol for i in range(n))


def _short(text: str) -> str:
    # _mail with 12 lines of its PDF's base64: every stretch of a mail is tried, and a mail of
    # 2,000 lines would be a million
    return text.replace(PDF.replace("\n", "\r\n"), "").replace(PDF, "") + _b64(12)


AROUND = [
    _short(_mail("\n", close=False)),
    _short(_mail("\r\n", close=False)),
    _mail("\n", close=False).replace(PDF, _b64(12)) + "--AAA--\n",
    _mail("\r\n", close=False).replace(PDF.replace("\n", "\r\n"), _b64(12, "\r\n")) + "--AAA--\r\n",
    _mail("\r\n", preamble=_b64(6, "\r\n"), tail="\r\n" + _b64(5, "\r\n")).replace(
        PDF.replace("\n", "\r\n"), _b64(4, "\r\n")
    ),  # preamble, epilogue
    "Content-Type: text/plain\n\n" + _b64(12),  # the message's own body, to its end
    "Content-Type: text/plain\n\n" + _b64(12).rstrip("\n"),  # no line end at the end
    "Subject: x\n" + _b64(8) + "\n" + _b64(4),  # no empty line after the headers
    "Content-Type: multipart/mixed\n\n" + _b64(10),  # multipart without a boundary
    "Content-Type: multipart/mixed; boundary=Z\n\n--Z\nContent-Type: message/rfc822\n\n"
    "Subject: dentro\n\n" + _b64(9) + "--Z\n\n" + _b64(3) + "--Z--\n",
    "Content-Type: multipart/mixed; boundary=Z\n\n--Z\nContent-Type: message/rfc822\n\n"
    + _b64(7)
    + "\n"
    + _b64(3)
    + "--Z--\n",  # an embedded message with no headers
    "Content-Type: multipart/report; boundary=Z\n\n--Z\nContent-Type: message/delivery-status"
    "\n\nA: b\n" + _b64(5) + "\nC: d\n" + _b64(4) + "--Z--\n",
    "Content-Type: multipart/report; boundary=Z\n\n--Z\nContent-Type: message/delivery-status"
    "\n\nA: b\n"
    + _b64(3)
    + "\n"
    + _b64(3)
    + "\r\n\r\n"
    + _b64(2, "\r")
    + "\r"
    + _b64(2, "\r\n")
    + "\n\rC: d\n"
    + _b64(2)
    + "--Z--\n",  # its blocks end at empty lines, of every kind
    "Content-Type: multipart/report; boundary=Z\n\n--Z\nContent-Type: message/delivery-status"
    "\n\nA: b\nQUFB\nQUFBQUFB\n\nC: d\nQUFB\n--Z--\n",  # as many line ends as lines of 5
    "Content-Type: multipart/mixed; boundary=Z\n\n--Z\n\n"
    + _b64(6)
    + "\r"
    + _b64(3)
    + "--Z\n"
    + _b64(4, "\r")
    + "\n--Z--\n",  # lone CRs
    "Content-Type: multipart/mixed; boundary=Z\n\n--Z\n\n"
    + _b64(4)
    + "--Z\n"
    + _b64(2)
    + "\n--Z--\n"
    + _b64(4),  # a part whose headers are base64 lines
    "Content-Type: multipart/mixed; boundary=QUFB\n\n--QUFB\n\n" + _b64(5) + "QUFB\n--QUFB--\n",
]


def _line_starts(raw: bytes) -> list[int]:
    return [0] + [i + 1 for i, byte in enumerate(raw) if byte == ord("\n")]


@pytest.mark.parametrize("text", AROUND)
def test_the_parse_around_any_stretch_is_the_parse_of_the_mail(text: str, monkeypatch) -> None:
    # Every stretch of whole lines, wherever it falls (headers, a preamble, an epilogue, an
    # embedded message, the last lines of a part...): the parse is the mail's own, whether the
    # stretch was put aside or not; and it was, somewhere, so the comparison is not idle.
    monkeypatch.setattr(mail_parse, "_LEAST_STRETCH", 1)
    raw = text.encode()
    plain = _shape(email.message_from_bytes(raw, policy=email.policy.default))
    starts = _line_starts(raw)
    around = 0
    for i, start in enumerate(starts):
        for end in [*starts[i + 1 :], len(raw)]:
            stretch = mail_parse._plain_stretch(raw, (start, end))
            if stretch is not None and mail_parse._parse_around(raw, *stretch) is not None:
                around += 1
            assert _shape(mail_parse.parse(raw, (start, end))) == plain, (start, end)
    assert around


def test_an_acta_by_mail_is_parsed_around_its_base64(monkeypatch) -> None:
    from email.message import EmailMessage

    message = EmailMessage()
    message["Subject"] = "Acta"
    message.set_content("Se adjunta el acta firmada.")
    pdf = b"%PDF-1.7\n" + bytes(range(256)) * 200 + b"\n%%EOF\n"
    message.add_attachment(pdf, maintype="application", subtype="pdf", filename="acta.pdf")
    for raw in (message.as_bytes(), message.as_bytes().replace(b"\n", b"\r\n")):
        body = mail_split.header_census(raw).widest
        stretch = mail_parse._plain_stretch(raw, body)
        assert stretch is not None and stretch[1] - stretch[0] > 60_000
        assert mail_parse._parse_around(raw, *stretch) is not None
        parsed = mail_parse.parse(raw, body)
        assert _shape(parsed) == _shape(email.message_from_bytes(raw, policy=email.policy.default))
        assert [p.get_payload(decode=True) for p in parsed.iter_attachments()] == [pdf]


def test_a_mail_holding_the_stand_in_line_is_parsed_as_it_is(monkeypatch) -> None:
    monkeypatch.setattr(mail_parse, "_LEAST_STRETCH", 1)
    monkeypatch.setattr(mail_parse.os, "urandom", lambda n: b"\x00" * n)
    raw = (
        "Content-Type: text/plain\n\n" + _b64(6) + "DelegadoApartado" + "00" * 12 + "\n"
    ).encode()
    assert mail_parse._parse_around(raw, *mail_parse._plain_stretch(raw, (26, len(raw)))) is None
    plain = _shape(email.message_from_bytes(raw, policy=email.policy.default))
    assert _shape(mail_parse.parse(raw, (26, len(raw)))) == plain


# --- the decoded body (mail_parse.decoded_payload) ----------------------------------------------

_BASE64_TEXT = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def _part(body: str, cte: str = "base64") -> Message:
    raw = f"Content-Type: application/pdf\r\nContent-Transfer-Encoding: {cte}\r\n\r\n{body}"
    return email.message_from_string(raw, policy=email.policy.default)


def _both(
    body: str, cte: str = "base64"
) -> tuple[tuple[object, list[str]], tuple[object, list[str]]]:
    """(value, defect names) from email's decode and from decoded_payload, each on its own part."""
    theirs, ours = _part(body, cte), _part(body, cte)
    expected = theirs.get_payload(decode=True)
    got = mail_parse.decoded_payload(ours)
    return (
        (expected, [type(d).__name__ for d in theirs.defects]),
        (got, [type(d).__name__ for d in ours.defects]),
    )


@settings(max_examples=400, deadline=None)
@given(
    data=st.binary(max_size=300),
    width=st.sampled_from([4, 60, 64, 76, 1000]),
    eol=st.sampled_from(["\n", "\r\n", "\r"]),
    edits=st.lists(
        st.tuples(st.integers(0, 500), st.sampled_from([*"=!- \t\r\nA/+é", "==", "\x00"])),
        max_size=3,
    ),
    cut=st.integers(0, 3),
)
def test_the_decoded_body_is_emails_own_with_its_defects(data, width, eol, edits, cut) -> None:
    """Genuine base64 at any width and line end, then damaged (characters put in anywhere, the
    end cut): the same bytes (or text) and the same defects as email's decode, every time."""
    text = base64.b64encode(data).decode()
    body = eol.join(text[i : i + width] for i in range(0, len(text), width)) + eol
    for at, piece in edits:
        at = min(at, len(body))
        body = body[:at] + piece + body[at:]
    body = body[: len(body) - cut] if cut else body
    expected, got = _both(body)
    assert got == expected


@settings(max_examples=300, deadline=None)
@given(
    body=st.text(alphabet=_BASE64_TEXT + "=\r\n", max_size=40),
    cte=st.sampled_from(["base64", "BASE64", "7bit", "quoted-printable"]),
)
def test_any_text_of_base64_characters_decodes_as_email_decodes_it(body, cte) -> None:
    """Non-canonical ends ("QR=="), padding in the middle or alone, quanta cut short."""
    expected, got = _both(body, cte)
    assert got == expected


@pytest.mark.parametrize(
    "body",
    ["QR==", "QQ==", "QUI=", "QUJ=", "====", "A===", "AB=C", "=AAA", "AAAA====", "", "\r\n",
     "QUJD!!!!", "QUJD\t\t\t\t", "QU JD   ", "QUJDQQ", "QUJDQ", "QUJD\r\nQUJD\r\n"],
)  # fmt: skip
def test_the_edges_of_padding_decode_as_email_decodes_them(body: str) -> None:
    expected, got = _both(body)
    assert got == expected


def test_an_actas_base64_is_decoded_by_pybase64(monkeypatch) -> None:
    """The fast path is taken for an acta as encoders write it (else this module saves nothing):
    email's decode is not called, and the bytes are the acta's."""
    pdf = b"%PDF-1.7\n" + bytes(range(256)) * 500
    part = _part(base64.encodebytes(pdf).decode().replace("\n", "\r\n"))
    monkeypatch.setattr(Message, "get_payload", lambda *_a, **_k: pytest.fail("email decoded"))
    assert mail_parse.decoded_payload(part) == pdf
    assert part.defects == []


# --- unstructured header texts (mail_parse.unstructured_texts) ------------------------------------

_HEADER_TEXT = st.lists(
    st.sampled_from([*"abcXYZ019 ;:()<>[]@.=?_-\\\"'\t\x0b\x0c", "=?", "?=", "é", "\x00"]),
    max_size=30,
).map("".join)
_ENCODED = st.sampled_from(["", "=?utf-8?q?Caf=C3=A9?=", "=?iso-8859-1?b?Q2Fm6Q==?=", "=?x?q?a?="])


@settings(max_examples=400, deadline=None)
@given(
    values=st.lists(st.tuples(_HEADER_TEXT, _ENCODED, _HEADER_TEXT), min_size=0, max_size=4),
    fold=st.sampled_from(["", "\r\n\t", "\r\n ", "\n "]),
    name=st.sampled_from(["Received", "X-Cosa", "Subject", "To"]),
)
def test_header_texts_are_what_the_header_objects_say(values, fold, name) -> None:
    """Any text (folded, with encoded words, control characters, non-ASCII): the same strings,
    in the same order, as str() of each header object, under the intake's policy, policy.default
    and compat32 (there always through the policy)."""
    lines = [f"{name}: {a}{encoded}{fold}{b}".rstrip("\r\n") for a, encoded, b in values]
    raw = "\r\n".join(["From: a@b.test", *lines, "", "cuerpo", ""]).encode("utf-8", "replace")
    for policy in (mail_parse._POLICY, email.policy.default, email.policy.compat32):
        message = email.message_from_bytes(raw, policy=policy)
        try:
            expected = [str(h) for h in (message.get_all(name) or [])]
        except Exception as exc:  # the same failure, said the same way
            with pytest.raises(type(exc)):
                mail_parse.unstructured_texts(message, name)
            continue
        assert mail_parse.unstructured_texts(message, name) == expected


def test_a_plain_received_header_is_read_without_a_header_object(monkeypatch) -> None:
    """The fast path is taken for Received: headers as servers write them, and only for them:
    one with an encoded word still goes through the policy."""
    raw = (
        b"Received: from [127.0.0.1]\r\n\tby buzon.federacion.test with LMTP\r\n\tid x;"
        b" Thu, 03 Dec 2026 05:44:08 +0000\r\nReceived: from =?utf-8?q?caf=C3=A9?= by x;"
        b" Thu, 03 Dec 2026 05:40:00 +0000\r\n\r\ncuerpo\r\n"
    )
    message = mail_parse.parse(raw)
    fetched: list[str] = []
    real = type(message.policy).header_fetch_parse

    def counting(policy, name, value):
        fetched.append(value)
        return real(policy, name, value)

    monkeypatch.setattr(type(message.policy), "header_fetch_parse", counting)
    texts = mail_parse.unstructured_texts(message, "Received")
    assert texts[0] == (
        "from [127.0.0.1]\tby buzon.federacion.test with LMTP\tid x;"
        " Thu, 03 Dec 2026 05:44:08 +0000"
    )
    assert texts[1] == "from café by x; Thu, 03 Dec 2026 05:40:00 +0000"
    assert len(fetched) == 1 and "=?utf-8?q?" in fetched[0]
