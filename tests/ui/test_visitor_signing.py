"""Firmar un acta recibida (issue 27, item 4), driven as the visiting delegate uses it on his own
laptop: his database holds no match, the federation's registry is installed beside it; he opens
the file the home delegate sent, sees who signed and the first page, signs with his own .p12
into a new file and puts it in his outbox. A tampered file cannot be signed. And the home
delegate's side: "Enviar al delegado visitante…" saves a checked copy of his signed acta."""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from delegate_app.documents import certificates, registry
from delegate_app.documents.verify import verify_acta
from delegate_app.store import outbox
from delegate_app.ui.visitor_signing import ReceivedActaDialog, save_copy_for_visitor
from tests.helpers.actas import locked_match
from tests.helpers.demo import demo_copy
from tests.helpers.security import (
    NOW,
    PASSPHRASE,
    Club,
    authority,
    exported_acta,
    new_federation,
    registry_of,
    sign,
)

SHOTS = os.environ.get("DELEGADO_SHOTS")  # a folder: the screenshots for the manual go there


def _club(name: str, person: str, dni: str, folder: Path) -> tuple[Club, Path]:
    """A club with its own authority and its delegate's certificate, kept as a .p12 file too."""
    ca = authority(name)
    issued = certificates.issue_delegate_certificate(
        ca,
        full_name=person,
        licence=dni,
        club_name=name,
        not_before=NOW - timedelta(days=1),
        not_after=NOW + timedelta(days=365),
    )
    p12 = certificates.pkcs12_bytes(
        issued.certificate, issued.private_key, PASSPHRASE, chain=issued.chain
    )
    path = folder / f"{dni}.p12"
    path.write_bytes(p12)
    return Club(name, ca, {dni: certificates.load_signer(p12, PASSPHRASE)}), path


@pytest.fixture(scope="module")
def received(demo_template, tmp_path_factory):
    """The home delegate's signed chess acta as the visitor receives it, his .p12, and the
    federation's registry binding both delegates."""
    folder = tmp_path_factory.mktemp("recibida")
    with demo_copy(demo_template, folder / "club-local.sqlite3") as home_db:
        match_id = locked_match(home_db, "ajedrez")
        acta = exported_acta(home_db, match_id, "ajedrez")
    home, _ = _club(acta.home_club, acta.home_delegate[0], "12345678Z", folder)
    away, away_p12 = _club(acta.away_club, acta.away_delegate[0], "87654321X", folder)
    clubs = {acta.home_club: home, acta.away_club: away}
    reg = folder / "registro.json"
    reg.write_bytes(registry_of(clubs, new_federation()))
    (signer,) = home.people.values()
    pdf = folder / "acta-del-local.pdf"
    pdf.write_bytes(sign(acta.pdf, "delegado_local", signer))
    return {"pdf": pdf, "p12": away_p12, "registry": reg, "acta": acta}


@pytest.fixture
def visitor_db(db, received):
    registry.install_registry(db.path, received["registry"])
    return db


def test_the_visitor_sees_it_verified_signs_it_and_queues_it(
    qtbot, visitor_db, received, tmp_path, message_log
):
    dialog = ReceivedActaDialog(visitor_db, pdf_path=received["pdf"])
    qtbot.addWidget(dialog)
    acta = received["acta"]

    assert dialog.verdictLabel.text().startswith("✔ Lo firmado hasta ahora se sostiene")
    assert "Falta la firma de: Delegado visitante" in dialog.verdictLabel.text()
    assert "registro federativo instalado" in dialog.registryLabel.text()
    assert dialog.signersTable.rowCount() == 1
    row = [dialog.signersTable.item(0, c).text() for c in range(4)]
    assert row[0] == "Delegado local" and row[1].startswith(acta.home_delegate[0])
    assert row[2] == acta.home_club and row[3]
    assert acta.data["contenido"]["encuentro"]["local"] in dialog.matchLabel.text()
    page = dialog.pageLabel.pixmap()
    assert not page.isNull() and page.width() > 300 and page.height() > page.width()
    assert dialog.pageSpin.maximum() == 2 and dialog.pagesLabel.text() == "de 2"
    first = page.toImage()
    dialog.pageSpin.setValue(2)  # the page with the signatures
    assert dialog.pageLabel.pixmap().toImage() != first
    assert dialog.signButton.isEnabled() and not dialog.sendButton.isEnabled()
    if SHOTS:
        _shots(visitor_db, received["pdf"])

    dialog.p12Edit.setText(str(received["p12"]))
    dialog.passphraseEdit.setText(PASSPHRASE)
    target = tmp_path / "firmada.pdf"
    assert dialog.sign(str(target)), message_log.shown

    assert dialog.passphraseEdit.text() == ""
    assert dialog.verdictLabel.text().startswith("✔ Firmada y guardada en firmada.pdf.")
    assert "El acta está completa." in dialog.verdictLabel.text()
    assert dialog.signersTable.rowCount() == 2
    assert dialog.signersTable.item(1, 2).text() == acta.away_club
    signed = target.read_bytes()
    assert signed.startswith(received["pdf"].read_bytes())
    report = verify_acta(signed, registry=registry.installed_registry(visitor_db.path))
    assert report.complete, report.problems
    assert not dialog.signButton.isEnabled() and dialog.sendButton.isEnabled()

    assert dialog.send()
    [item] = outbox.received_actas(visitor_db)
    assert item.match_id is None and item.file_name == "firmada.pdf"
    assert item.state == outbox.PENDING
    assert message_log.shown[-1][2] == (
        "El acta queda pendiente de envío: falta configurar el correo en Ajustes."
    )


def test_a_tampered_received_file_cannot_be_signed(qtbot, visitor_db, received, tmp_path):
    data = bytearray(received["pdf"].read_bytes())
    index = data.index(b"/Title (")
    data[index + 8] ^= 0x01
    tampered = tmp_path / "cambiada.pdf"
    tampered.write_bytes(bytes(data))

    dialog = ReceivedActaDialog(visitor_db, pdf_path=tampered)
    qtbot.addWidget(dialog)

    assert dialog.verdictLabel.text().startswith("✖ ")
    assert "no se firma" in dialog.verdictLabel.text()
    assert not dialog.signButton.isEnabled() and not dialog.sendButton.isEnabled()
    assert dialog.signersTable.rowCount() == 0


def test_the_home_delegate_saves_a_checked_copy_for_the_visitor(
    qtbot, demo_db, tmp_path, message_log
):
    """The home side: his own signed export of a locked match, checked against the match and
    saved where he says; another file is refused with nothing written."""
    from delegate_app.documents.acta_package import export_acta
    from tests.helpers import sample

    club = sample.make_club()
    match_id = locked_match(demo_db, "ajedrez")
    exported = export_acta(
        demo_db, match_id, tmp_path / "acta.pdf", club.p12["delegado_local"], sample.PASSPHRASE
    )
    copy = tmp_path / "para-el-visitante.pdf"
    message_log.files.extend([str(exported.pdf_path), str(copy)])

    assert save_copy_for_visitor(QApplication.activeWindow(), demo_db, match_id) == copy
    assert copy.read_bytes() == exported.pdf_path.read_bytes()
    assert "«Firmar un acta recibida…»" in message_log.shown[-1][2]

    other = locked_match_other(demo_db, match_id)
    refused = tmp_path / "no.pdf"
    message_log.files.extend([str(exported.pdf_path), str(refused)])
    assert save_copy_for_visitor(None, demo_db, other) is None
    assert "no es el acta de este encuentro" in message_log.shown[-1][2]
    assert not refused.exists()


def test_the_home_delegate_mails_it_to_the_visitor(
    qtbot, demo_db, mail, folder, tmp_path, message_log, monkeypatch
):
    """By mail, from the club's own settings, to the address he types: one message on the
    real test server with the signed PDF and its acta.json, the PDF byte for byte his file.
    A wrong address is refused before anything is sent."""
    from delegate_app.documents.acta_package import export_acta
    from delegate_app.documents.mail import password_store, smtp_sender
    from delegate_app.ui.mail_work import MailWork
    from delegate_app.ui.visitor_signing import mail_to_visitor
    from tests.helpers import sample
    from tests.helpers.mail_servers import fetch_folder

    outbox.set_mail_settings(
        demo_db,
        {
            outbox.SERVER: "127.0.0.1",
            outbox.PORT: str(mail.smtp_port),
            outbox.SECURITY: "starttls",
            outbox.USER: "club",
            outbox.SENDER: "delegado@club.test",
            outbox.FEDERATION: "actas@federacion.test",
        },
    )
    trusted = smtp_sender.tls_context(mail.ca_file)  # verification stays on: the tests' CA
    monkeypatch.setattr(smtp_sender, "tls_context", lambda *_a: trusted)
    monkeypatch.setattr(password_store, "saved_password", lambda *_a: mail.club_password)
    club = sample.make_club()
    match_id = locked_match(demo_db, "ajedrez")
    exported = export_acta(
        demo_db, match_id, tmp_path / "acta.pdf", club.p12["delegado_local"], sample.PASSPHRASE
    )
    message_log.files.append(str(exported.pdf_path))
    assert not mail_to_visitor(None, demo_db, match_id, address="no es una dirección")
    assert "no es una dirección de correo" in message_log.shown[-1][2]

    visitor = f"federacion+{folder}@federacion.test"  # the test server files it by folder
    message_log.files.append(str(exported.pdf_path))
    work = MailWork()
    assert mail_to_visitor(None, demo_db, match_id, address=visitor, work=work)
    qtbot.waitUntil(lambda: not work.busy, timeout=60_000)  # sent off the window's thread
    assert message_log.shown[-1][2] == f"Enviada a {visitor}."
    [message] = fetch_folder(mail, folder)
    assert message["Subject"] == "Acta para firmar: acta.pdf"
    assert "Firmar un acta recibida" in message.get_body(("plain",)).get_content()
    attachments = {a.get_filename(): a.get_content() for a in message.iter_attachments()}
    assert attachments["acta.pdf"] == exported.pdf_path.read_bytes()
    assert attachments["acta.json"] == exported.json_path.read_bytes().rstrip(b"\n")


def locked_match_other(db, than: int) -> int:
    from tests.helpers.actas import locked_match_ids

    return next(i for i in locked_match_ids(db, "ajedrez") if i != than)


def _shots(db, pdf: Path) -> None:
    """The dialog at the size it opens with, on a 1366×768 screen, in Spanish and English (the
    manual's pictures): DELEGADO_SHOTS=folder."""
    from delegate_app.ui.app import install_translators

    app = QApplication.instance()
    try:
        for language in ("es", "en"):
            install_translators(app, language)
            dialog = ReceivedActaDialog(db, pdf_path=pdf)
            dialog.pageSpin.setValue(2)  # the home delegate's stamp
            dialog.show()
            QApplication.processEvents()
            assert dialog.width() <= 1366 and dialog.height() <= 768
            dialog.grab().save(str(Path(SHOTS or ".") / f"firmar-acta-recibida-{language}.png"))
            dialog.close()
    finally:
        install_translators(app, "es")
