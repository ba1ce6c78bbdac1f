"""The acta travels by itself: the club's outbox sends signed actas by SMTP to the real test
servers, and the federation reads them from its IMAP mailbox into its database.

The club's database is the one the intake's actas were exported from (intake_db), so the outbox
accepts them as this club's signed actas; the federation's registry binds their signers."""

from __future__ import annotations

import ssl
from datetime import datetime, timedelta

import pytest

from delegate_app.cli import main
from delegate_app.documents.federation import mailbox_intake
from delegate_app.documents.federation.sources import MAX_MESSAGE_BYTES
from delegate_app.documents.mail import imap_reader, outbox_send, smtp_sender
from delegate_app.store import outbox
from delegate_app.store.federation.database import open_federation_db
from delegate_app.store.federation.queries import list_received
from tests.helpers.actas import locked_match
from tests.helpers.mail_servers import fetch_folder


@pytest.fixture
def club(intake_db):
    """The club's database with an empty outbox (intake_db is shared by the session)."""
    from sqlmodel import delete

    from delegate_app.store.models import MailSetting, OutboxItem

    def empty() -> None:
        with intake_db.session() as s, s.begin():
            s.exec(delete(OutboxItem))
            s.exec(delete(MailSetting))

    empty()
    yield intake_db
    empty()


def settings_for(mail, folder, *, port=None, user="club", to=None, security="starttls"):
    return smtp_sender.SmtpSettings(
        host="127.0.0.1",
        port=port or (mail.smtp_port if security == "starttls" else mail.smtps_port),
        security=security,
        user=user,
        sender="delegado@club.test",
        federation=to or f"federacion+{folder}@federacion.test",
    )


def test_only_this_matchs_locked_signed_acta_is_queued_and_only_once(club, signed, received):
    chess = locked_match(club, "ajedrez")
    domino = locked_match(club, "domino")
    item, new = outbox_send.queue_signed_acta(club, chess, signed["ajedrez"])
    assert new and item.state == outbox.PENDING
    assert item.message_id == outbox.message_id_for(item.file_sha256)
    again, new = outbox_send.queue_signed_acta(club, chess, signed["ajedrez"])
    assert not new and again.id == item.id
    with pytest.raises(outbox_send.QueueError, match="no lleva ninguna firma"):
        outbox_send.queue_signed_acta(club, chess, received["ajedrez"].pdf)
    with pytest.raises(outbox_send.QueueError, match="no es el acta de este encuentro"):
        outbox_send.queue_signed_acta(club, domino, signed["ajedrez"])
    with pytest.raises(outbox_send.QueueError, match=r"se modificó tras firmarlo|no se sostiene"):
        outbox_send.queue_signed_acta(club, chess, signed["falsificada"])
    assert len(outbox.due(club, all_pending=True)) == 1


def test_each_failure_is_said_in_spanish_and_keeps_the_acta_queued(mail, folder, club, signed):
    match = locked_match(club, "ajedrez")
    item, _ = outbox_send.queue_signed_acta(club, match, signed["ajedrez"])
    context = smtp_sender.tls_context(mail.ca_file)
    start = datetime(2027, 1, 10, 12, 0)
    cases = [
        (settings_for(mail, folder, port=_closed_port()), mail.club_password, "inalcanzable"),
        (settings_for(mail, folder), "no-es-la-clave", "autenticación"),
        (settings_for(mail, folder, to="nadie@federacion.test"), mail.club_password, "rechazado"),
        (settings_for(mail, folder, to="lleno@federacion.test"), mail.club_password, "grande"),
    ]
    kinds = []
    for number, (settings, password, words) in enumerate(cases, start=1):
        (attempt,) = outbox_send.send_due(
            club, settings, password, context, now=lambda: start, all_pending=True
        )
        assert attempt.error is not None and words in str(attempt.error)
        kinds.append(attempt.error.kind)
        (queued,) = outbox.due(club, all_pending=True)
        assert queued.state == outbox.PENDING and queued.attempts == number
        assert queued.next_attempt_at == start + outbox.backoff(number)
    assert kinds == [
        smtp_sender.UNREACHABLE,
        smtp_sender.AUTHENTICATION,
        smtp_sender.RECIPIENT,
        smtp_sender.TOO_LARGE,
    ]
    # an untrusted certificate: nothing is sent, not even the password
    (attempt,) = outbox_send.send_due(
        club,
        settings_for(mail, folder),
        mail.club_password,
        ssl.create_default_context(),
        all_pending=True,
    )
    assert attempt.error is not None and attempt.error.kind == smtp_sender.TLS
    assert fetch_folder(mail, folder) == []
    assert item.state == outbox.PENDING


def _closed_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]  # closed again when the block ends: nobody listens


def test_two_actas_go_when_the_network_comes_back_and_the_federation_files_them(
    mail, folder, club, signed, intake_registry, tmp_path
):
    chess, domino = locked_match(club, "ajedrez"), locked_match(club, "domino")
    outbox_send.queue_signed_acta(club, chess, signed["ajedrez"])
    outbox_send.queue_signed_acta(club, domino, signed["domino"])
    context = smtp_sender.tls_context(mail.ca_file)
    clock = [datetime.now()]

    down = settings_for(mail, folder, port=_closed_port())
    attempts = outbox_send.send_due(club, down, mail.club_password, context, now=lambda: clock[0])
    assert [a.error.kind for a in attempts if a.error] == [smtp_sender.UNREACHABLE] * 2
    # not due yet: the back-off holds them
    up = settings_for(mail, folder, security="tls")
    assert outbox_send.send_due(club, up, mail.club_password, context, now=lambda: clock[0]) == []
    clock[0] += outbox.backoff(1) + timedelta(seconds=1)
    attempts = outbox_send.send_due(club, up, mail.club_password, context, now=lambda: clock[0])
    assert [a.error for a in attempts] == [None, None]
    states = outbox.states(club)
    assert {states[chess].state, states[domino].state} == {outbox.SENT}
    assert outbox.state_text(states[chess]).startswith("enviada ")
    # sent once: nothing is due any more, and a second flush sends nothing
    assert outbox_send.send_due(club, up, mail.club_password, context, all_pending=True) == []
    delivered = fetch_folder(mail, folder)
    assert sorted(m["Message-ID"] for m in delivered) == sorted(
        states[m].message_id for m in (chess, domino)
    )

    db = open_federation_db(tmp_path / "federacion.sqlite3", create=True)
    try:
        address = imap_reader.parse_address(mail.imap_url(folder))
        session = imap_reader.Mailbox(
            address, mail.imap_password, imap_reader.tls_context(mail.ca_file), MAX_MESSAGE_BYTES
        )
        with session:
            run = mailbox_intake.run_mailbox_intake(
                session, intake_registry, db, workers=0, mail_servers=["correo.federacion.test"]
            )
        assert run.error is None and run.messages == 2
        filed = list_received(db)
        assert sorted(f.status.value for f in filed) == ["aceptada", "aceptada"]
        for entry in filed:
            # the SMTP server's own Received: header is the evidence, not the mailbox's date
            assert entry.mail_received_at is not None
            assert abs(entry.mail_received_at.replace(tzinfo=None) - _utc_now()) < timedelta(
                minutes=5
            )
            assert "INTERNALDATE" not in entry.reason
    finally:
        db.close()


def _utc_now() -> datetime:
    from datetime import UTC

    return datetime.now(UTC).replace(tzinfo=None)


def test_the_commands_set_up_queue_and_send(
    capsys, mail, folder, club, signed, tmp_path, monkeypatch
):
    path = tmp_path / "firmada.pdf"
    path.write_bytes(signed["domino"])
    db = str(club.path)
    match = locked_match(club, "domino")
    settings = ["correo", "ajustes", "--db", db, "--servidor", "127.0.0.1"]
    settings += ["--puerto", str(mail.smtp_port), "--seguridad", "starttls", "--usuario", "club"]
    settings += ["--remitente", "delegado@club.test"]
    settings += ["--federacion", f"federacion+{folder}@federacion.test"]
    assert main(settings) == 0
    monkeypatch.setenv("CLAVE_SMTP_PRUEBA", mail.club_password)
    send = ["acta", "enviar", str(match), "--db", db, "--pdf", str(path)]
    send += ["--password-env", "CLAVE_SMTP_PRUEBA", "--smtp-ca", str(mail.ca_file)]
    assert main(send) == 0
    out = capsys.readouterr().out
    assert "en la bandeja de salida" in out and "enviada" in out
    assert main(send) == 0
    assert "ya estaba en la bandeja de salida (enviada)" in capsys.readouterr().out
    assert len(fetch_folder(mail, folder)) == 1
    assert main(["correo", "estado", "--db", db]) == 0
    assert "enviada" in capsys.readouterr().out
    assert main(["correo", "ajustes", "--db", db, "--federacion", "no es una dirección"]) == 2


def test_the_servers_authority_is_saved_once_and_every_send_trusts_it(
    capsys, mail, folder, club, signed, tmp_path, monkeypatch
):
    """A club whose SMTP server has a certificate of its own authority: `correo ajustes
    --autoridad` keeps the certificate (not the path) and sends need no --smtp-ca; a file that
    is not one is refused and changes nothing; «» goes back to the system's authorities."""
    path = tmp_path / "firmada.pdf"
    path.write_bytes(signed["ajedrez"])
    db = str(club.path)
    match = locked_match(club, "ajedrez")
    copy = tmp_path / "autoridad.pem"
    copy.write_bytes(mail.ca_file.read_bytes())
    settings = ["correo", "ajustes", "--db", db, "--servidor", "127.0.0.1"]
    settings += ["--puerto", str(mail.smtp_port), "--seguridad", "starttls", "--usuario", "club"]
    settings += ["--remitente", "delegado@club.test"]
    settings += ["--federacion", f"federacion+{folder}@federacion.test"]
    not_pem = tmp_path / "no-es.pem"
    not_pem.write_text("hola", encoding="utf-8")
    assert main([*settings, "--autoridad", str(not_pem)]) == 2
    assert f"No se pueden leer los certificados de «{not_pem}»" in capsys.readouterr().err
    assert outbox.SERVER_CA not in outbox.mail_settings(club)
    assert main([*settings, "--autoridad", str(copy)]) == 0
    assert "autoridad del servidor autoridad.pem" in capsys.readouterr().out
    copy.unlink()  # the certificate is kept, not the path
    assert outbox.mail_settings(club)[outbox.SERVER_CA] == mail.ca_file.read_text()
    monkeypatch.setenv("CLAVE_SMTP_PRUEBA", mail.club_password)
    send = ["acta", "enviar", str(match), "--db", db, "--pdf", str(path)]
    send += ["--password-env", "CLAVE_SMTP_PRUEBA"]
    assert main(send) == 0
    assert "enviada" in capsys.readouterr().out
    assert len(fetch_folder(mail, folder)) == 1
    assert main(["correo", "ajustes", "--db", db, "--autoridad", ""]) == 0
    assert "autoridad del servidor la del sistema" in capsys.readouterr().out
    assert outbox.mail_settings(club)[outbox.SERVER_CA] == ""
    other = tmp_path / "domino.pdf"
    other.write_bytes(signed["domino"])
    again = ["acta", "enviar", str(locked_match(club, "domino")), "--db", db, "--pdf", str(other)]
    assert main([*again, "--password-env", "CLAVE_SMTP_PRUEBA"]) == 1
    assert "no es de confianza" in capsys.readouterr().out
    assert len(fetch_folder(mail, folder)) == 1


def test_the_federations_receipt_marks_the_acta_received_and_a_forged_one_changes_nothing(
    capsys, club, signed, registry_file, federation_p12, tmp_path, monkeypatch
):
    from tests.helpers.security import PASSPHRASE

    chess = locked_match(club, "ajedrez")
    outbox_send.queue_signed_acta(club, chess, signed["ajedrez"])
    arrived = tmp_path / "llegadas"
    arrived.mkdir()
    (arrived / "ajedrez.pdf").write_bytes(signed["ajedrez"])
    (arrived / "domino.pdf").write_bytes(signed["domino"])
    monkeypatch.setenv("CLAVE_FED", PASSPHRASE)
    receipts = tmp_path / "acuses"
    intake = ["federacion", "importar", str(arrived), "--db", str(tmp_path / "fed.sqlite3")]
    intake += ["--registry", str(registry_file), "--p12", str(federation_p12)]
    intake += ["--passphrase-env", "CLAVE_FED", "--acuses", str(receipts), "--procesos", "0"]
    assert main(intake) == 0
    issued = sorted(receipts.glob("*.pdf"))
    assert len(issued) == 2
    capsys.readouterr()

    forged = tmp_path / "falso.pdf"
    data = bytearray(issued[0].read_bytes())
    data[data.index(b"/Title (") + 8] ^= 0x01
    forged.write_bytes(bytes(data))
    check = ["correo", "acuse", "--db", str(club.path), "--registry", str(registry_file)]
    assert main([*check, str(forged)]) == 2
    assert "no se ha podido verificar" in capsys.readouterr().out
    assert outbox.states(club)[chess].state == outbox.PENDING

    assert main([*check, *map(str, issued)]) == 2  # the domino acta is no acta of the outbox
    out = capsys.readouterr().out
    assert "es de otra acta" in out
    assert "recibida por la federación el " in out and ", aceptada" in out
    item = outbox.states(club)[chess]
    assert item.state == outbox.RECEIVED and item.receipt_number
    assert item.received_at is not None
