"""What the intake takes out of folders, zips and mail files, before any verification: every
candidate found, every hostile or broken thing refused as an item with its reason."""

from __future__ import annotations

import os
import random
from datetime import UTC, datetime

import pytest

from delegate_app.documents.federation import archives, sources
from tests.helpers.intake_files import (
    BROKEN_MIME,
    lying_zip,
    mail_with,
    nested_zip,
    write_mbox,
    zip_bomb,
    zip_of,
)

PDF = b"%PDF-1.7\n" + b"acta de prueba " * 200


OURS = "correo.federacion.example"  # the federation's server in tests/helpers/intake_files.py
EVIDENCE = sources.MailEvidence((OURS,), now=datetime(2026, 11, 15, 12, 0, tzinfo=UTC))


def found(*paths, servers=(OURS,)):
    with sources.list_units(paths, servers) as units:
        return [item for _, item in units]


def by_name(items):
    return {item.name: item for item in items}


def test_a_folder_is_walked_recursively_skipping_the_exported_json_and_hidden_files(tmp_path):
    folder = tmp_path / "recibidas"
    (folder / "jornada 2" / "tarde").mkdir(parents=True)
    (folder / "acta-1.pdf").write_bytes(PDF)
    (folder / "acta-1.json").write_text("{}")
    (folder / ".DS_Store").write_bytes(b"\0\0")
    (folder / "jornada 2" / "tarde" / "acta-2.pdf").write_bytes(PDF + b"2")
    items = found(folder)
    assert [i.name for i in items] == [
        f"{folder}/acta-1.pdf",
        f"{folder}/jornada 2/tarde/acta-2.pdf",
    ]
    assert all(i.problem is None and i.data.startswith(b"%PDF-") for i in items)
    assert items[0].sha256 != items[1].sha256


def test_a_zip_gives_each_entry_named_after_the_zip(tmp_path):
    path = tmp_path / "jornada.zip"
    path.write_bytes(
        zip_of({"a/acta-1.pdf": PDF, "acta-2.pdf": PDF + b"2", "a/acta-1.json": b"{}"})
    )
    items = by_name(found(path))
    assert set(items) == {f"{path} › a/acta-1.pdf", f"{path} › acta-2.pdf"}
    assert items[f"{path} › acta-2.pdf"].data == PDF + b"2"


def test_the_reception_time_is_the_topmost_received_header_never_date(tmp_path):
    path = tmp_path / "correo.eml"
    path.write_bytes(bytes(mail_with({"acta.pdf": PDF})))
    (item,) = found(path)
    assert item.name == f"{path} › acta.pdf" and item.data == PDF
    # Date: says 19:00 and the club's own server 20:59:58; the federation's server took it at
    # 21:03:12 UTC.
    assert item.mail_received_at == datetime(2026, 11, 14, 21, 3, 12, tzinfo=UTC)
    # The line says where the time comes from: the file itself, which the club may have kept.
    assert item.note == sources.EML_EVIDENCE


def test_a_header_from_another_server_is_no_evidence(tmp_path):
    path = tmp_path / "reenviado.eml"
    path.write_bytes(bytes(mail_with({"acta.pdf": PDF}, received=None)))
    (item,) = found(path)
    # Only the club's server wrote a Received header (20:59:58): anyone can write one, so the
    # office's reception time counts and the note says why.
    assert item.mail_received_at is None
    assert "smtp.club.example" in item.note and OURS in item.note
    assert "cuenta la hora de recepción en la oficina" in item.note


def _forged_on_top(forged: str, below: bytes) -> bytes:
    return f"Received: {forged}\r\n".encode() + below


def test_a_forged_early_header_on_top_is_no_evidence():
    # The club writes a header of its own on top, claiming the mail arrived on Friday.
    mail = bytes(mail_with({"acta.pdf": PDF}, received=None))
    raw = _forged_on_top("from x by mx.club.example; Fri, 13 Nov 2026 08:00:00 +0000", mail)
    (item,) = list(sources._open_message(raw, "correo", EVIDENCE))
    assert item.mail_received_at is None and "mx.club.example" in item.note


def test_the_federations_header_below_a_forged_one_is_the_evidence():
    mail = bytes(mail_with({"acta.pdf": PDF}))  # ours says 21:03:12
    raw = _forged_on_top("from x by mx.club.example; Fri, 13 Nov 2026 08:00:00 +0000", mail)
    (item,) = list(sources._open_message(raw, "correo", EVIDENCE))
    assert item.mail_received_at == datetime(2026, 11, 14, 21, 3, 12, tzinfo=UTC)
    assert item.note is None


def test_a_header_naming_our_server_below_ours_is_ignored_and_comments_name_nobody():
    mail = bytes(mail_with({"acta.pdf": PDF}))
    # Written by the club before sending (so below ours in the file): ours, on top, counts.
    forged_below = mail.replace(
        b"Received: from portatil",
        f"Received: from a by {OURS}; Fri, 13 Nov 2026 08:00:00 +0000\r\nReceived: from "
        "portatil".encode(),
        1,
    )
    (item,) = list(sources._open_message(forged_below, "correo", EVIDENCE))
    assert item.mail_received_at == datetime(2026, 11, 14, 21, 3, 12, tzinfo=UTC)
    # "(by correo.federacion…)" in a comment of another server's header is not our server.
    bare = bytes(mail_with({"acta.pdf": PDF}, received=None))
    tricked = _forged_on_top(
        f"from x (by {OURS}) by mx.club.example; Fri, 13 Nov 2026 08:00:00 +0000", bare
    )
    (item,) = list(sources._open_message(tricked, "correo", EVIDENCE))
    assert item.mail_received_at is None and "mx.club.example" in item.note


def test_our_header_without_a_date_or_with_a_date_in_the_future_is_no_evidence():
    no_date = bytes(mail_with({"acta.pdf": PDF}, received="sin fecha"))
    no_date = no_date.replace(b"; sin fecha", b"")
    (item,) = list(sources._open_message(no_date, "correo", EVIDENCE))
    assert item.mail_received_at is None and item.note == sources.BAD_RECEIVED_HEADER
    garbage = bytes(mail_with({"acta.pdf": PDF}, received="el sabado por la tarde"))
    (item,) = list(sources._open_message(garbage, "correo", EVIDENCE))
    assert item.mail_received_at is None and item.note == sources.BAD_RECEIVED_HEADER
    future = bytes(mail_with({"acta.pdf": PDF}, received="Tue, 01 Dec 2026 10:00:00 +0000"))
    (item,) = list(sources._open_message(future, "correo", EVIDENCE))
    assert item.mail_received_at is None
    assert "01/12/2026 10:00 UTC, una hora futura" in item.note
    # a few minutes ahead is the two clocks' difference, not a forgery
    skewed = bytes(mail_with({"acta.pdf": PDF}, received="Sun, 15 Nov 2026 12:03:00 +0000"))
    (item,) = list(sources._open_message(skewed, "correo", EVIDENCE))
    assert item.mail_received_at == datetime(2026, 11, 15, 12, 3, tzinfo=UTC)


def test_without_the_federations_server_no_header_is_evidence(tmp_path):
    path = tmp_path / "correo.eml"
    path.write_bytes(bytes(mail_with({"acta.pdf": PDF})))
    (item,) = found(path, servers=())
    assert item.mail_received_at is None and item.note == sources.NO_MAIL_SERVER


def test_no_received_header_at_all_keeps_none_and_never_uses_date():
    raw = (
        b"From: a@club.example\r\nDate: Sat, 14 Nov 2026 19:00:00 +0000\r\n"
        b"Content-Type: application/pdf\r\nContent-Disposition: attachment; filename=acta.pdf\r\n"
        b"Content-Transfer-Encoding: base64\r\n\r\nJVBERi0xLjcK\r\n"
    )
    (item,) = list(sources._open_message(raw, "correo"))
    assert item.mail_received_at is None
    assert item.note == sources.NO_RECEIVED_HEADER
    assert "Date" in item.note and "no lo prueba" in item.note


def test_a_received_header_in_another_zone_is_given_in_utc():
    raw = bytes(mail_with({"acta.pdf": PDF}, received="Sat, 14 Nov 2026 22:03:12 +0100"))
    (item,) = list(sources._open_message(raw, "correo", EVIDENCE))
    assert item.mail_received_at == datetime(2026, 11, 14, 21, 3, 12, tzinfo=UTC)


def test_a_mailbox_numbers_its_messages_and_refuses_broken_mime_and_mails_without_pdf(tmp_path):
    path = write_mbox(
        tmp_path / "buzon.mbox",
        [
            mail_with({"acta-1.pdf": PDF, "acta-2.pdf": PDF + b"2"}),
            mail_with({}, subject="¿Cuándo se juega?"),
            BROKEN_MIME,
            mail_with({"jornada.zip": zip_of({"acta-3.pdf": PDF + b"3"})}),
        ],
    )
    items = found(path)
    names = [i.name for i in items]
    assert names == [
        f"{path} › mensaje 1 › acta-1.pdf",
        f"{path} › mensaje 1 › acta-2.pdf",
        f"{path} › mensaje 2",
        f"{path} › mensaje 3",
        f"{path} › mensaje 4 › jornada.zip › acta-3.pdf",
    ]
    assert items[2].problem == "el mensaje no trae ningún acta en PDF"
    assert items[3].problem.startswith("el mensaje tiene el MIME dañado (")
    assert "no trae ningún acta en PDF" in items[3].problem
    assert items[4].data == PDF + b"3"
    # Message 3's MIME never closes, so where message 4 begins is not certain (a club could
    # hide a whole message in its text): it is read, but its server time is no evidence.
    assert items[4].mail_received_at is None
    assert items[4].note == sources.UNCLOSED_MIME.format(number=3)


def test_a_zip_bomb_is_refused_without_inflating_it(tmp_path):
    path = tmp_path / "bomba.zip"
    path.write_bytes(zip_bomb())
    assert path.stat().st_size < 200_000
    (item,) = found(path)
    assert item.data is None
    assert item.problem.startswith("dice descomprimirse a 40,0 MB; se admiten como mucho 20,0 MB")


def test_a_small_bomb_is_refused_by_its_ratio(tmp_path):
    path = tmp_path / "bomba.zip"
    path.write_bytes(zip_bomb(8 * 1024 * 1024))
    (item,) = found(path)
    assert "posible bomba zip" in item.problem and "veces su tamaño" in item.problem


def test_a_zip_whose_headers_lie_about_the_size_is_refused_while_reading(tmp_path):
    path = tmp_path / "mentiroso.zip"
    path.write_bytes(lying_zip(PDF * 50))
    (item,) = found(path)
    assert item.data is None
    assert item.problem == "la entrada del zip está dañada (su CRC no cuadra)"


def test_zips_nested_too_deep_are_refused(tmp_path):
    path = tmp_path / "muñeca.zip"
    path.write_bytes(nested_zip(zip_of({"acta.pdf": PDF}), levels=4))
    (item,) = found(path)
    assert item.problem == "zip dentro de zip a más de 3 niveles: no se abre"
    shallow = tmp_path / "dos.zip"
    shallow.write_bytes(nested_zip(zip_of({"acta.pdf": PDF}), levels=1))
    (item,) = found(shallow)
    assert item.data == PDF and item.name == f"{shallow} › nivel-0.zip › acta.pdf"


def test_a_zip_with_too_many_entries_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(archives, "MAX_ARCHIVE_ENTRIES", 50)
    path = tmp_path / "muchos.zip"
    path.write_bytes(zip_of({f"acta-{n}.pdf": PDF for n in range(51)}))
    (item,) = found(path)
    assert item.problem == "el zip tiene 51 entradas; se admiten como mucho 50"


def test_an_oversized_attachment_is_refused_and_the_others_are_kept(tmp_path):
    big = b"%PDF-1.7\n" + os.urandom(21 * 1024 * 1024)
    path = tmp_path / "grande.eml"
    path.write_bytes(bytes(mail_with({"grande.pdf": big, "acta.pdf": PDF})))
    items = by_name(found(path))
    refused = items[f"{path} › grande.pdf"]
    assert refused.data is None
    assert refused.problem.startswith(
        "el adjunto ocupa unos 21,0 MB; se admiten como mucho 20,0 MB"
    )
    assert items[f"{path} › acta.pdf"].data == PDF


def test_an_oversized_file_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "enorme.pdf"
    with path.open("wb") as out:
        out.truncate(sources.MAX_FILE_BYTES + 1)
    (item,) = found(path)
    assert item.problem == "ocupa 20,0 MB; un acta no pasa de 20,0 MB"
    assert len(item.sha256) == 64


def test_a_missing_path_is_an_item_not_an_exception(tmp_path):
    (item,) = found(tmp_path / "no-existe.pdf")
    assert item.problem == "no se puede leer: el archivo no existe"


def test_an_empty_or_foreign_mailbox_is_refused(tmp_path):
    path = tmp_path / "vacio.mbox"
    path.write_bytes(b"esto no es un buzon\n")
    (item,) = found(path)
    assert item.problem == "el buzón no contiene ningún mensaje (¿es un archivo mbox?)"


def test_refusals_are_identified_the_same_way_each_time(tmp_path):
    path = tmp_path / "bomba.zip"
    path.write_bytes(zip_bomb(8 * 1024 * 1024))
    assert found(path)[0].sha256 == found(path)[0].sha256


@pytest.mark.parametrize("suffix", [".zip", ".eml", ".mbox", ".pdf"])
def test_random_bytes_under_any_name_give_items_never_an_exception(tmp_path, suffix):
    rng = random.Random(suffix)
    for n in range(30):
        path = tmp_path / f"basura-{n}{suffix}"
        head = rng.choice([b"PK\x03\x04", b"From x\n", b"%PDF-1.7\n", b""])
        path.write_bytes(head + rng.randbytes(rng.randrange(0, 3000)))
        items = found(path)
        assert items
        assert all(i.problem or i.data is not None for i in items)


def test_a_unit_that_fails_unexpectedly_costs_only_itself(tmp_path, monkeypatch):
    (tmp_path / "a.pdf").write_bytes(PDF)
    (tmp_path / "b.eml").write_bytes(bytes(mail_with({"acta.pdf": PDF})))

    def broken(path, label):
        yield from ()
        raise RuntimeError("fallo")

    monkeypatch.setattr(sources, "_open_plain_file", broken)
    items = found(tmp_path)
    assert items[0].name == f"{tmp_path}/a.pdf"
    assert items[0].problem == "no se ha podido abrir (RuntimeError); no se ha verificado"
    assert items[1].data == PDF
