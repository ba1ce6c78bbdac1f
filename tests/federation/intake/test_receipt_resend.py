"""`delegado federacion reenviar-acuses`, on the real test servers: the receipts of actas read
from the office's mailbox while its SMTP server was unreachable (the messages are read: reading
the mailbox again would not mail them) are mailed later, exactly those, once; a second run mails
nothing; a receipt issued without --enviar-acuses is never offered to the mail."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt

from delegate_app.cli import main
from delegate_app.documents.mail import receipt_mail
from delegate_app.store.federation import receipt_mailings
from delegate_app.store.federation import settings as fed_settings
from delegate_app.store.federation.database import open_federation_db
from tests.helpers.intake_files import mail_with
from tests.helpers.mail_servers import fetch_folder
from tests.helpers.security import PASSPHRASE

MAILBOX_VAR = "DELEGADO_PRUEBA_BUZON_FED"
SMTP_VAR = "DELEGADO_PRUEBA_SMTP_FED"
P12_VAR = "DELEGADO_PRUEBA_CLAVE_FED"
SENDER = "actas@federacion.test"
SHOTS = os.environ.get("DELEGADO_SHOTS")  # a folder: the screenshots of this test go there


@pytest.fixture(autouse=True)
def _passwords(mail, monkeypatch):
    monkeypatch.setenv(MAILBOX_VAR, mail.imap_password)
    monkeypatch.setenv(SMTP_VAR, mail.imap_password)  # the federation's SMTP login
    monkeypatch.setenv(P12_VAR, PASSPHRASE)


def _closed_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _read_mailbox(capsys, mail, folder, registry, fed_db, receipts_dir, federation_p12, *more):
    args = ["federacion", "importar", "--imap", mail.imap_url(folder)]
    args += ["--imap-password-env", MAILBOX_VAR, "--imap-ca", str(mail.ca_file)]
    args += ["--db", str(fed_db), "--registry", str(registry), "--procesos", "0"]
    args += ["--acuses", str(receipts_dir), "--p12", str(federation_p12)]
    args += ["--passphrase-env", P12_VAR, *more]
    code = main(args)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _mailing(port: int, ca) -> list[str]:
    return [
        "--enviar-acuses", "--smtp", f"smtp://federacion@127.0.0.1:{port}",
        "--smtp-password-env", SMTP_VAR, "--smtp-ca", str(ca), "--remitente", SENDER,
    ]  # fmt: skip


def _resend(capsys, fed_db, registry, *more):
    args = ["federacion", "reenviar-acuses", "--db", str(fed_db), "--registry", str(registry)]
    code = main([*args, "--smtp-password-env", SMTP_VAR, *map(str, more)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _deliver(mail, folder, pdf: bytes, name: str) -> None:
    mail.deliver(bytes(mail_with({name: pdf}, received=None)), folder)


def _mailings(fed_db):
    db = open_federation_db(fed_db, create=False)
    try:
        return receipt_mailings.mailings(db)
    finally:
        db.close()


def test_receipts_that_did_not_go_are_mailed_later_exactly_once(
    capsys, mail, folder, signed, mailed_registry, federation_p12, tmp_path
):
    fed_db, receipts_dir = tmp_path / "federacion.sqlite3", tmp_path / "acuses"
    down = _closed_port()
    read = (mail, folder, mailed_registry, fed_db, receipts_dir, federation_p12)
    # the first acta's receipt goes at once
    _deliver(mail, folder, signed["ajedrez"], "ajedrez.pdf")
    code, out, err = _read_mailbox(capsys, *read, *_mailing(mail.smtp_port, mail.ca_file))
    assert code == 0 and out.count("acuse enviado a") == 1, out + err
    # two more while the office's SMTP server is unreachable: filed, issued, not mailed
    _deliver(mail, folder, signed["domino"], "domino.pdf")
    _deliver(mail, folder, signed["incompleta"], "incompleta.pdf")
    code, out, err = _read_mailbox(capsys, *read, *_mailing(down, mail.ca_file))
    assert code == 1 and out.count("acuse NO enviado a") == 2, out + err
    assert (
        "servidor inalcanzable" in out and "«delegado federacion reenviar-acuses» los envía" in err
    )
    # one more imported without mailing: its receipt is never offered to the mail
    _deliver(mail, folder, signed["falsificada"], "falsificada.pdf")
    code, out, err = _read_mailbox(capsys, *read)
    assert code == 0 and "rechazada" in out, out + err
    assert len(fetch_folder(mail, folder, user="club")) == 1
    unsent = [m.receipt_number for m in _mailings(fed_db) if m.state == receipt_mailings.FAILED]
    assert len(unsent) == 2 and len(list(receipts_dir.glob("*.pdf"))) == 4

    # bad arguments: said, nothing sent
    for more, said in (
        ((), "No hay ajustes del correo guardados"),
        (("--remitente", SENDER), "--remitente va con --smtp"),
        (("--smtp", "http://x@y"), "no es una dirección de servidor"),
        (("--smtp-ca", tmp_path / "no-existe.pem"), "No se pueden leer los certificados"),
    ):
        code, out, err = _resend(capsys, fed_db, mailed_registry, *more)
        assert code == 2 and said in err and out == "", (more, err)
    code, _out, err = _resend(capsys, tmp_path / "otra.sqlite3", mailed_registry)
    assert code == 2 and not (tmp_path / "otra.sqlite3").exists()

    # still unreachable: nothing is sent, both stay pending
    smtp_down = ("--smtp", f"smtp://federacion@127.0.0.1:{down}", "--remitente", SENDER)
    code, out, err = _resend(capsys, fed_db, mailed_registry, *smtp_down)
    assert code == 1 and out == "", out
    assert "servidor inalcanzable" in err and "los 2 acuses siguen pendientes de envío" in err
    assert len(fetch_folder(mail, folder, user="club")) == 1

    # the server is back; the office's saved settings (its server's authority with them)
    db = open_federation_db(fed_db, create=False)
    try:
        saved = fed_settings.checked_receipt_mail(
            "127.0.0.1", str(mail.smtp_port), "starttls", "federacion", SENDER, True,
            str(mail.ca_file), mail.ca_file.read_text(),
        )  # fmt: skip
        fed_settings.set_receipt_mail(db, saved)
    finally:
        db.close()
    code, out, err = _resend(capsys, fed_db, mailed_registry)
    assert code == 0, out + err
    lines = out.splitlines()
    assert lines[-1] == "acuses enviados: 2 · sin enviar: 0"
    assert sorted(line.split(" · ", 1)[0] for line in lines[:-1]) == sorted(unsent)
    assert all(line.endswith(f"acuse enviado a club+{folder}@club.test") for line in lines[:-1])
    back = fetch_folder(mail, folder, user="club")
    assert len(back) == 3
    ids = {message["Message-ID"] for message in back}
    assert {receipt_mail.message_id_for(number) for number in unsent} <= ids
    assert {m.state for m in _mailings(fed_db)} == {receipt_mailings.MAILED}

    # again: nothing is pending, nothing is sent (the server is not even asked)
    code, out, err = _resend(capsys, fed_db, mailed_registry, *smtp_down)
    assert code == 0 and out == "No hay acuses de recibo pendientes de envío.\n", out + err
    assert len(fetch_folder(mail, folder, user="club")) == 3


def test_a_stored_receipt_altered_in_the_database_is_not_mailed(
    capsys, mail, folder, signed, mailed_registry, federation_p12, tmp_path
):
    """Whoever can write the database swaps the stored PDF of a receipt waiting to be mailed:
    the copy no longer matches the SHA-256 recorded when it was issued, and it is not mailed
    (the club would get a PDF the federation never issued)."""
    from sqlalchemy import text

    fed_db = tmp_path / "federacion.sqlite3"
    read = (mail, folder, mailed_registry, fed_db, tmp_path / "acuses", federation_p12)
    _deliver(mail, folder, signed["domino"], "domino.pdf")
    code, out, _err = _read_mailbox(capsys, *read, *_mailing(_closed_port(), mail.ca_file))
    assert code == 1 and "acuse NO enviado a" in out
    (pending,) = _mailings(fed_db)
    db = open_federation_db(fed_db, create=False)
    try:
        with db.engine.begin() as c:
            c.execute(
                text("update fed_receipt set receipt_pdf = :pdf where receipt_number = :n"),
                {"pdf": signed["ajedrez"], "n": pending.receipt_number},
            )
    finally:
        db.close()
    up = ("--smtp", f"smtp://federacion@127.0.0.1:{mail.smtp_port}", "--remitente", SENDER)
    code, out, err = _resend(capsys, fed_db, mailed_registry, *up, "--smtp-ca", mail.ca_file)
    assert code == 1, out + err
    assert "la base de datos se ha alterado; no se envía" in out
    assert out.splitlines()[-1] == "acuses enviados: 0 · sin enviar: 1"
    assert fetch_folder(mail, folder, user="club") == []
    assert [m.state for m in _mailings(fed_db)] == [receipt_mailings.FAILED]


def test_the_window_resends_them_off_its_thread(
    qtbot, capsys, mail, folder, signed, mailed_registry, federation_p12, tmp_path, monkeypatch
):
    """ "Reenviar acuses" in the Federación window: the saved settings, the password asked
    once (then in the keyring), the receipt mailed while the window keeps answering."""
    from delegate_app.documents.mail import password_store
    from delegate_app.documents.registry import load_registry_file
    from delegate_app.ui import messages
    from delegate_app.ui.federation.window import FederationWindow
    from tests.helpers.fake_keyring import install as install_keyring

    store = install_keyring(monkeypatch)
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(messages, "info", lambda _p, _t, text: said.append(("info", text)))
    monkeypatch.setattr(messages, "warn", lambda _p, _t, text: said.append(("warn", text)))
    fed_db = tmp_path / "federacion.sqlite3"
    read = (mail, folder, mailed_registry, fed_db, tmp_path / "acuses", federation_p12)
    _deliver(mail, folder, signed["domino"], "domino.pdf")
    code, out, _err = _read_mailbox(capsys, *read, *_mailing(_closed_port(), mail.ca_file))
    assert code == 1 and "acuse NO enviado a" in out
    db = open_federation_db(fed_db, create=False)
    window = FederationWindow(db, load_registry_file(mailed_registry), None, workers=0)
    qtbot.addWidget(window)
    window.show()
    try:
        # no saved settings yet: said, nothing sent
        assert window.resendButton.isEnabled()
        assert not window.resend_receipts()
        assert said == [("warn", "Indique primero el servidor de envío en «Ajustes del correo…».")]
        saved = fed_settings.checked_receipt_mail(
            "127.0.0.1", str(mail.smtp_port), "starttls", "federacion", SENDER, True,
            str(mail.ca_file), mail.ca_file.read_text(),
        )  # fmt: skip
        fed_settings.set_receipt_mail(db, saved)
        asked: list[str] = []
        monkeypatch.setattr(
            window, "_ask_smtp_password", lambda *_a: asked.append("x") or mail.imap_password
        )
        said.clear()
        qtbot.mouseClick(window.resendButton, Qt.MouseButton.LeftButton)
        assert window.mailWork.busy and not window.resendButton.isEnabled()
        qtbot.waitUntil(lambda: not window.mailWork.busy, timeout=60_000)
        assert said[0][0] == "info", said
        assert said[0][1].startswith("acuses reenviados por correo: 1 · sin enviar: 0")
        assert f"domino.pdf: acuse enviado a club+{folder}@club.test" in said[0][1]
        assert window.summaryLabel.text() == "acuses reenviados por correo: 1 · sin enviar: 0"
        if SHOTS:
            window.resize(1366, 768)
            window.grab().save(os.path.join(SHOTS, "federacion-acuses-reenviados-es.png"))
        assert len(fetch_folder(mail, folder, user="club")) == 1
        assert asked == ["x"]
        assert store == {
            (password_store.OFFICE_SERVICE, "federacion@127.0.0.1"): mail.imap_password
        }
        # again: nothing pending, the server is not asked
        said.clear()
        assert not window.resend_receipts()
        assert said == [("info", "No hay acuses de recibo pendientes de envío.")]
        assert len(fetch_folder(mail, folder, user="club")) == 1
    finally:
        window.close()
        db.close()
