"""The receipt goes back (issue 27, item 3), on the real test servers: the club's outbox sends
two actas while the network is first down then up, the federation reads its mailbox, files both
with the reception time its own server wrote, mails each receipt to the club's address in the
signed registry, and the club's Delegado reads its mailbox and shows both received.

And the attack: a receipt a club signed with its own key (its data copied from a genuine one)
arrives in the club's mailbox; it is said not to verify and changes nothing."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from delegate_app.cli import main
from delegate_app.documents.federation import receipts
from delegate_app.documents.mail import outbox_send, receipt_mail
from delegate_app.documents.registry import load_registry
from delegate_app.store import outbox
from delegate_app.store.federation.database import open_federation_db
from delegate_app.store.federation.queries import list_received
from tests.helpers.actas import locked_match
from tests.helpers.mail_servers import fetch_folder
from tests.helpers.security import PASSPHRASE, delegate

MAILBOX_VAR = "DELEGADO_PRUEBA_BUZON_FED"
CLUB_MAILBOX_VAR = "DELEGADO_PRUEBA_BUZON_CLUB"
SMTP_VAR = "DELEGADO_PRUEBA_SMTP_FED"
CLUB_SMTP_VAR = "DELEGADO_PRUEBA_SMTP_CLUB"
P12_VAR = "DELEGADO_PRUEBA_CLAVE_FED"
SMTP_HOST = "correo.federacion.test"


@pytest.fixture(autouse=True)
def _passwords(mail, monkeypatch):
    monkeypatch.setenv(MAILBOX_VAR, mail.imap_password)
    monkeypatch.setenv(SMTP_VAR, mail.imap_password)  # the federation's SMTP login
    monkeypatch.setenv(CLUB_MAILBOX_VAR, mail.club_password)
    monkeypatch.setenv(CLUB_SMTP_VAR, mail.club_password)
    monkeypatch.setenv(P12_VAR, PASSPHRASE)


def _closed_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _federation_import(capsys, mail, folder, registry_path, fed_db, receipts_dir, *more):
    args = ["federacion", "importar", "--imap", mail.imap_url(folder)]
    args += ["--imap-password-env", MAILBOX_VAR, "--imap-ca", str(mail.ca_file)]
    args += ["--db", str(fed_db), "--registry", str(registry_path), "--procesos", "0"]
    args += ["--servidor-correo", SMTP_HOST, "--acuses", str(receipts_dir), *more]
    code = main(args)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _mailing(mail, federation_p12):
    return [
        "--p12", str(federation_p12), "--passphrase-env", P12_VAR, "--enviar-acuses",
        "--smtp", f"smtp://federacion@127.0.0.1:{mail.smtp_port}",
        "--smtp-password-env", SMTP_VAR, "--smtp-ca", str(mail.ca_file),
        "--remitente", "actas@federacion.test",
    ]  # fmt: skip


def test_two_actas_go_out_come_back_received_and_the_club_sees_it(
    qtbot, capsys, mail, folder, club, signed, mailed_registry, federation_p12, tmp_path
):
    from delegate_app.ui.preferences import open_settings
    from delegate_app.ui.screens.matches import MatchesScreen

    db = str(club.path)
    chess, domino = locked_match(club, "ajedrez"), locked_match(club, "domino")
    outbox_send.queue_signed_acta(club, chess, signed["ajedrez"])
    outbox_send.queue_signed_acta(club, domino, signed["domino"])
    # the network is down: the club's server does not answer
    settings = ["correo", "ajustes", "--db", db, "--servidor", "127.0.0.1"]
    settings += ["--puerto", str(_closed_port()), "--seguridad", "starttls", "--usuario", "club"]
    settings += ["--remitente", f"club+{folder}@club.test"]
    settings += ["--federacion", f"federacion+{folder}@federacion.test"]
    settings += ["--buzon", mail.imap_url(folder, user="club")]
    # the servers' own authority, saved once: trusted for sending and for the receipts mailbox
    settings += ["--autoridad", str(mail.ca_file)]
    assert main(settings) == 0
    send = ["correo", "enviar", "--db", db, "--password-env", CLUB_SMTP_VAR]
    assert main(send) == 1
    out = capsys.readouterr().out
    assert out.count("servidor inalcanzable") == 2 and "se reintenta" in out
    assert {i.state for i in outbox.states(club).values()} == {outbox.PENDING}
    # the network is back; the back-off still holds them until their wait is over
    port = ["correo", "ajustes", "--db", db, "--puerto", str(mail.smtp_port)]
    assert main(port) == 0
    assert main(send) == 0 and "enviada" not in capsys.readouterr().out
    up = outbox_send.settings_of(club)
    context = outbox_send.club_context(club)
    later = datetime.now() + outbox.backoff(1) + timedelta(seconds=1)
    attempts = outbox_send.send_due(club, up, mail.club_password, context, now=lambda: later)
    assert [a.error for a in attempts] == [None, None]

    # the federation reads its mailbox, files both and mails both receipts back
    fed_db = tmp_path / "federacion.sqlite3"
    code, out, err = _federation_import(
        capsys, mail, folder, mailed_registry, fed_db, tmp_path / "acuses",
        *_mailing(mail, federation_p12),
    )  # fmt: skip
    assert code == 0, err
    assert out.count(f"acuse enviado a club+{folder}@club.test") == 2
    filed = _filed(fed_db)
    assert sorted(f.status.value for f in filed) == ["aceptada", "aceptada"]
    assert all(f.mail_received_at is not None for f in filed)  # the server-written time
    back = fetch_folder(mail, folder, user="club")
    assert len(back) == 2
    for message in back:
        assert message["Subject"].startswith("Acuse de recibo ")
        assert ": acta aceptada · " in message["Subject"]
        assert message["To"] == f"club+{folder}@club.test"
    for path in sorted((tmp_path / "acuses").glob("*.json")):
        data = json.loads(path.read_bytes())
        # the receipt states the reception time the federation's own mail server wrote
        written = next(
            f.mail_received_at for f in filed if f.file_sha256 == data["archivo"]["sha256"]
        )
        assert data["correo_recibido_utc"] == receipts.utc_text(written.astimezone(UTC))

    # the club reads its mailbox: both verified, both received
    read = ["correo", "acuse", "--db", db, "--registry", str(mailed_registry)]
    read += ["--imap", mail.imap_url(folder, user="club"), "--imap-password-env"]
    read += [CLUB_MAILBOX_VAR]  # no --imap-ca: the saved authority
    assert main(read) == 0
    out = capsys.readouterr().out
    assert out.count("recibida por la federación el ") == 2 and ", aceptada" in out
    states = outbox.states(club)
    assert {states[m].state for m in (chess, domino)} == {outbox.RECEIVED}
    # read again: the same receipts, nothing changes
    assert main(read) == 0
    assert capsys.readouterr().out.count("(ya constaba)") == 2
    assert outbox.states(club) == states

    screen = MatchesScreen(club, settings=open_settings())
    qtbot.addWidget(screen)
    for match in (chess, domino):
        row = next(r for r, m in enumerate(screen._matches) if m.id == match)
        text = screen.table.item(row, 6).text()
        assert text.startswith("Recibida por la federación el ") and text.endswith(", aceptada")
        assert states[match].receipt_number in screen.table.item(row, 6).toolTip()


def _filed(fed_db):
    db = open_federation_db(fed_db, create=False)
    try:
        return list_received(db)
    finally:
        db.close()


def test_a_club_without_an_address_in_the_registry_gets_no_mail_and_is_told(
    capsys, mail, folder, signed, registry_file, federation_p12, tmp_path
):
    """registry_file is an old-style registry: no club has an address."""
    mail.deliver(_acta_mail(signed["ajedrez"]), folder)
    code, out, err = _federation_import(
        capsys, mail, folder, registry_file, tmp_path / "f.sqlite3", tmp_path / "acuses",
        *_mailing(mail, federation_p12),
    )  # fmt: skip
    assert code == 0
    assert "el acuse no se envía por correo" in out
    assert "no tiene la dirección de correo de «" in err
    assert fetch_folder(mail, folder, user="club") == []
    assert len(list((tmp_path / "acuses").glob("*.pdf"))) == 1  # issued all the same


def test_mailing_is_checked_before_anything_is_read(
    capsys, mail, folder, signed, mailed_registry, federation_p12, tmp_path
):
    mail.deliver(_acta_mail(signed["ajedrez"]), folder)
    fed_db = tmp_path / "f.sqlite3"
    base = ["--p12", str(federation_p12), "--passphrase-env", P12_VAR, "--enviar-acuses"]
    for more, said in (
        (["--enviar-acuses"], "--enviar-acuses sin --p12"),
        (base, "--enviar-acuses necesita --smtp"),
        ([*base, "--smtp", "http://x@y"], "no es una dirección de servidor"),
        ([*base, "--smtp", "smtps://fed:clave@y"], "no debe llevar la contraseña"),
        ([*base, "--smtp", "smtps://fed@y"], "necesita --remitente"),
        ([*base, "--smtp", "smtps://fed@y", "--remitente", "a@b"], "--smtp-password-env"),
    ):
        code, _out, err = _federation_import(
            capsys, mail, folder, mailed_registry, fed_db, tmp_path / "acuses", *more
        )
        assert code == 2 and said in err, err
    assert not fed_db.exists()
    assert len(fetch_folder(mail, folder)) == 1
    window = ["federacion", "ventana", "--db", str(fed_db), "--registry", str(mailed_registry)]
    assert main([*window, "--enviar-acuses"]) == 2
    assert "--enviar-acuses sin --p12" in capsys.readouterr().err
    assert not fed_db.exists()


def _acta_mail(pdf: bytes) -> bytes:
    from tests.helpers.intake_files import mail_with

    return bytes(mail_with({"acta.pdf": pdf}, received=None))


def test_a_receipt_forged_by_a_club_is_shown_unverified_and_changes_nothing(
    qtbot, capsys, mail, folder, club, signed, mailed_registry, federation_p12,
    intake_clubs, received, tmp_path, monkeypatch,
):  # fmt: skip
    from delegate_app.documents import registry as registry_module
    from delegate_app.ui import messages
    from delegate_app.ui.preferences import open_settings
    from delegate_app.ui.screens.matches import MatchesScreen

    chess = locked_match(club, "ajedrez")
    outbox_send.queue_signed_acta(club, chess, signed["ajedrez"])
    # a genuine receipt exists at the federation; the club copies its data and signs it with
    # its own delegate's key (the club's authority is in the registry, but not as federation)
    arrived = tmp_path / "llegadas"
    arrived.mkdir()
    (arrived / "ajedrez.pdf").write_bytes(signed["ajedrez"])
    intake = ["federacion", "importar", str(arrived), "--db", str(tmp_path / "fed.sqlite3")]
    intake += ["--registry", str(mailed_registry), "--p12", str(federation_p12)]
    intake += ["--passphrase-env", P12_VAR, "--acuses", str(tmp_path / "acuses")]
    intake += ["--procesos", "0"]
    assert main(intake) == 0
    capsys.readouterr()
    (genuine,) = (tmp_path / "acuses").glob("*.json")
    json_bytes = genuine.read_bytes()
    data = json.loads(json_bytes)
    forger = receipts.FederationSigner(
        loaded=delegate(intake_clubs, received["ajedrez"].home_club),
        federation_name=data["federacion"],
        certificate_sha256=data["certificado_federacion"],
    )
    forged = receipts.sign_receipt(receipts.render_page(data, json_bytes), json_bytes, forger)
    message = receipt_mail.receipt_message(
        "actas@federacion.test", f"club+{folder}@club.test", data, forged, json_bytes
    )
    mail.deliver(message.as_bytes(), folder, user="club")

    read = ["correo", "acuse", "--db", str(club.path), "--registry", str(mailed_registry)]
    read += ["--imap", mail.imap_url(folder, user="club"), "--imap-password-env"]
    read += [CLUB_MAILBOX_VAR, "--imap-ca", str(mail.ca_file)]
    assert main(read) == 2
    out = capsys.readouterr().out
    assert "no se ha podido verificar y no cambia nada" in out
    assert outbox.states(club)[chess].state == outbox.PENDING

    # the same in the window: "Leer acuses del buzón…" says it is not verified
    # the mailbox's server is trusted through the authority saved in Ajustes → Correo
    outbox.set_mail_settings(
        club,
        {outbox.IMAP: mail.imap_url(folder, user="club"),
         outbox.SERVER_CA: mail.ca_file.read_text()},
    )  # fmt: skip
    registry = load_registry(mailed_registry.read_bytes())
    monkeypatch.setattr(registry_module, "installed_registry", lambda _path: registry)
    from delegate_app.documents.mail import password_store

    # the keyring has the mailbox's password
    monkeypatch.setattr(password_store, "saved_password", lambda *_a: mail.club_password)
    warned = []
    monkeypatch.setattr(messages, "warn", lambda _p, _t, text: warned.append(text))
    screen = MatchesScreen(club, settings=open_settings())
    qtbot.addWidget(screen)
    screen.mailboxButton.click()
    qtbot.waitUntil(lambda: not screen.mailWork.busy, timeout=60_000)  # read off its thread
    assert len(warned) == 1 and "no se ha podido verificar y no cambia nada" in warned[0]
    row = next(r for r, m in enumerate(screen._matches) if m.id == chess)
    assert screen.table.item(row, 6).text() == "Pendiente de envío"
    assert outbox.states(club)[chess].state == outbox.PENDING
