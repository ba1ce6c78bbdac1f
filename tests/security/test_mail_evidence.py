"""Mail evidence that cannot be smuggled (issue 24, item 6).

The time a mail reached the federation is evidence only when the federation's own server wrote
it. Each attack here was accepted before the defence: a club hid a whole second message, with a
forged Received: header naming the federation's server, inside the text of its own mail; a
mail-server time earlier than the acta was even signed counted; a mail of 200,000 headers took
minutes and gigabytes to parse.
"""

from __future__ import annotations

import base64
from datetime import UTC, datetime, timedelta

import pytest

from delegate_app.documents.federation import intake, sources
from tests.helpers.intake_files import mail_with
from tests.helpers.security import signed_by_both

OURS = "correo.federacion.example"  # the federation's server in tests/helpers/intake_files.py
PDF = b"%PDF-1.7\n" + b"acta de prueba " * 200
REAL_ARRIVAL = datetime(2026, 11, 25, 21, 3, 12, tzinfo=UTC)
FORGED_ARRIVAL = "Sat, 14 Nov 2026 21:03:12 +0000"  # 11 days before it really arrived
POSTMARK = b"From MAILER-DAEMON Wed Nov 25 21:03:12 2026\n"


def found(*paths):
    with sources.list_units(paths, (OURS,)) as units:
        return [item for _, item in units]


def _smuggled_message() -> bytes:
    """What the club writes into the text of its mail: a blank line, a postmark and a whole
    message whose topmost Received: names the federation's server, 11 days early."""
    pdf = base64.encodebytes(PDF).decode()
    return (
        "\n"
        "From MAILER-DAEMON Sat Nov 14 21:03:12 2026\n"
        f"Received: from smtp.club.example by {OURS} with ESMTPS id 1; {FORGED_ARRIVAL}\n"
        "From: Delegado <delegado@club.example>\n"
        "Subject: Acta\n"
        "MIME-Version: 1.0\n"
        'Content-Type: multipart/mixed; boundary="falso"\n'
        "\n"
        "--falso\n"
        "Content-Type: application/pdf\n"
        "Content-Transfer-Encoding: base64\n"
        'Content-Disposition: attachment; filename="acta-adelantada.pdf"\n'
        "\n"
        f"{pdf}"
        "--falso--\n"
    )


def _carrier(text: str, *, multipart: bool) -> bytes:
    """The club's real mail, as the federation's server received it (topmost Received: ours,
    at the real time), with `text` as its body, written unquoted (8bit)."""
    head = (
        f"Received: from smtp.club.example by {OURS} with ESMTPS id 2; "
        "Wed, 25 Nov 2026 21:03:12 +0000\n"
        "From: Delegado <delegado@club.example>\n"
        "To: actas@federacion.example\n"
        "Subject: Acta del encuentro\n"
        "MIME-Version: 1.0\n"
    )
    if not multipart:
        return (head + "Content-Type: text/plain; charset=utf-8\n\nHola.\n" + text).encode()
    pdf = base64.encodebytes(PDF + b"real").decode()
    return (
        head + 'Content-Type: multipart/mixed; boundary="real"\n\n'
        "--real\n"
        "Content-Type: text/plain; charset=utf-8\n"
        "Content-Transfer-Encoding: 8bit\n\n"
        "Adjunto el acta.\n"
        f"{text}\n"
        "--real\n"
        "Content-Type: application/pdf\n"
        "Content-Transfer-Encoding: base64\n"
        'Content-Disposition: attachment; filename="acta.pdf"\n\n'
        f"{pdf}"
        "--real--\n"
    ).encode()


def test_a_from_line_inside_a_multipart_mail_never_starts_a_message(tmp_path):
    # mboxo/mboxrd as an exporter that forgot to quote writes it: no Content-Length.
    box = tmp_path / "buzon.mbox"
    box.write_bytes(POSTMARK + _carrier(_smuggled_message(), multipart=True) + b"\n")
    items = found(box)
    assert [i.name for i in items] == [f"{box} › mensaje 1 › acta.pdf"]
    (item,) = items
    assert item.data == PDF + b"real"
    # The club's mail carried an unquoted "From " line in its text: its evidence is void.
    assert item.mail_received_at is None
    assert item.note == sources.UNQUOTED_FROM
    assert "From " in item.note and "hora de recepción en la oficina" in item.note


def test_content_length_mailboxes_mboxcl2_are_split_by_their_lengths(tmp_path):
    # mboxcl2 writes From lines unquoted and says where each message ends instead.
    carrier = _carrier(_smuggled_message(), multipart=False)
    head, _, body = carrier.partition(b"\n\n")
    message = head + f"\nContent-Length: {len(body)}\n\n".encode() + body
    honest = bytes(mail_with({"otra.pdf": PDF + b"otra"}))
    h_head, _, h_body = honest.replace(b"\r\n", b"\n").partition(b"\n\n")
    second = h_head + f"\nContent-Length: {len(h_body)}\n\n".encode() + h_body
    box = tmp_path / "buzon.mbox"
    box.write_bytes(POSTMARK + message + b"\n" + POSTMARK + second + b"\n")
    items = found(box)
    assert [i.name for i in items] == [
        f"{box} › mensaje 1",
        f"{box} › mensaje 2 › otra.pdf",
    ]
    assert items[0].problem == "el mensaje no trae ningún acta en PDF"
    assert items[1].mail_received_at == datetime(2026, 11, 14, 21, 3, 12, tzinfo=UTC)


def test_a_multipart_that_never_closes_does_not_swallow_the_mailbox(tmp_path):
    # A club cannot hide every later club's acta by leaving its own MIME open; the messages
    # after it are read, but where they begin is no longer certain: no mail time is evidence.
    broken = _carrier("", multipart=True).replace(b"--real--\n", b"")
    honest = bytes(mail_with({"otra.pdf": PDF + b"otra"})).replace(b"\r\n", b"\n")
    box = tmp_path / "buzon.mbox"
    box.write_bytes(POSTMARK + broken + b"\n" + POSTMARK + honest + b"\n")
    items = {i.name: i for i in found(box)}
    other = items[f"{box} › mensaje 2 › otra.pdf"]
    assert other.data == PDF + b"otra"
    assert other.mail_received_at is None
    assert "no se cierra" in other.note


def test_a_quoted_from_line_is_text_and_keeps_the_evidence(tmp_path):
    text = "\n>From MAILER-DAEMON Sat Nov 14 21:03:12 2026\nNo es un mensaje.\n"
    box = tmp_path / "buzon.mbox"
    box.write_bytes(POSTMARK + _carrier(text, multipart=True) + b"\n")
    (item,) = found(box)
    assert item.mail_received_at == REAL_ARRIVAL
    assert item.note is None


def test_our_server_time_from_an_eml_says_where_it_comes_from(tmp_path):
    path = tmp_path / "acta.eml"
    path.write_bytes(bytes(mail_with({"acta.pdf": PDF})))
    (item,) = found(path)
    assert item.mail_received_at == datetime(2026, 11, 14, 21, 3, 12, tzinfo=UTC)
    assert item.note == sources.EML_EVIDENCE
    assert "hora del servidor de correo de la federación, según el propio archivo" in item.note


@pytest.mark.parametrize("kind", ["eml", "mbox"])
def test_a_mail_with_too_many_headers_is_refused_before_parsing(tmp_path, kind):
    header = f"Received: from a by b with SMTP id x; {FORGED_ARRIVAL}\n".encode()
    raw = header * (sources.MAX_HEADER_FIELDS + 1) + bytes(mail_with({"acta.pdf": PDF}))
    path = tmp_path / f"cabeceras.{kind}"
    path.write_bytes(raw if kind == "eml" else POSTMARK + raw.replace(b"\r\n", b"\n"))
    (item,) = found(path)
    assert item.data is None
    assert item.problem == (
        f"el mensaje trae más de {sources.MAX_HEADER_FIELDS} cabeceras; no se abre"
    )


def test_a_mail_with_too_many_header_bytes_is_refused_before_parsing(tmp_path):
    long = b"X-Relleno: " + b"a" * (sources.MAX_HEADER_BYTES + 10) + b"\n"
    path = tmp_path / "larga.eml"
    path.write_bytes(long + bytes(mail_with({"acta.pdf": PDF})))
    (item,) = found(path)
    assert item.problem.startswith("las cabeceras del mensaje ocupan más de ")


def test_a_mail_server_time_before_the_acta_was_signed_is_no_evidence(actas, clubs, the_registry):
    pdf = signed_by_both(actas["ajedrez"], clubs)
    before = datetime.now(UTC) - timedelta(days=11)
    item = sources.Received("correo.eml › acta.pdf", "a" * 64, pdf, mail_received_at=before)
    verdict = intake.judge(item, the_registry)
    assert verdict.status.value == "aceptada"
    assert verdict.mail_received_at is None
    assert "antes de la última firma del acta" in verdict.reason


def test_a_message_hidden_in_a_text_only_mail_cannot_arrive_before_it(tmp_path):
    # The one case the split cannot see: a single text part, an exporter that neither quotes
    # nor counts. What the hidden message could gain is an earlier time than the mail hiding it.
    box = tmp_path / "buzon.mbox"
    box.write_bytes(POSTMARK + _carrier(_smuggled_message(), multipart=False) + b"\n")
    items = found(box)
    assert [i.name for i in items] == [
        f"{box} › mensaje 1",
        f"{box} › mensaje 2 › acta-adelantada.pdf",
    ]
    hidden = items[1]
    assert hidden.mail_received_at is None
    assert hidden.note == sources.OUT_OF_ORDER.format(when="25/11/2026 21:03")


def test_a_mailbox_in_order_keeps_every_server_time(tmp_path):
    later = "Thu, 26 Nov 2026 09:00:00 +0000"
    box = tmp_path / "buzon.mbox"
    box.write_bytes(
        POSTMARK
        + _carrier("", multipart=False)
        + b"\n"
        + POSTMARK
        + bytes(mail_with({"acta.pdf": PDF}, received=later)).replace(b"\r\n", b"\n")
        + b"\n"
    )
    items = found(box)
    assert items[1].mail_received_at == datetime(2026, 11, 26, 9, 0, tzinfo=UTC)
    assert items[1].note is None


def test_a_mail_of_empty_lines_is_refused_before_parsing(tmp_path):
    # The email package keeps every line at once: 20 MB of empty lines took 4.6 s and 316 MB.
    path = tmp_path / "vacias.eml"
    path.write_bytes(b"Subject: acta\n\n" + b"\n" * (sources.MAX_MAIL_LINES + 1))
    (item,) = found(path)
    assert item.problem == "el mensaje tiene más de 1.000.000 líneas; no se abre"


def test_a_mailbox_of_one_endless_line_is_read_in_pieces(tmp_path):
    path = tmp_path / "una-linea.mbox"
    path.write_bytes(POSTMARK + b"Subject: x\n\n" + b"From " * 2_000_000)
    (item,) = found(path)
    assert item.problem == "el mensaje no trae ningún acta en PDF"
