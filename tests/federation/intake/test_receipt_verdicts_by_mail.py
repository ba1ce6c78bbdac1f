"""Every verdict's receipt goes back (issue 27), on the real test servers: an incomplete acta
and a rejected file get their signed receipts by mail to the club's address in the registry,
with the verdict in the subject; a rejected file claiming a club the registry does not know is
mailed to nobody; the federation records each mailing and never mails one twice; the club's
Delegado shows its incomplete acta "rechazada" with the federation's reason, and then the
corrected file, sent again, "recibida … aceptada"."""

from __future__ import annotations

import os

import pytest

from delegate_app.cli import main
from delegate_app.documents.mail import receipt_mail
from delegate_app.store import outbox
from delegate_app.store.federation import receipt_mailings
from delegate_app.store.federation.database import open_federation_db
from tests.helpers.actas import locked_match
from tests.helpers.mail_servers import fetch_folder
from tests.helpers.security import PASSPHRASE

SMTP_VAR = "DELEGADO_PRUEBA_SMTP_FED"
CLUB_MAILBOX_VAR = "DELEGADO_PRUEBA_BUZON_CLUB"
P12_VAR = "DELEGADO_PRUEBA_CLAVE_FED"
SHOTS = os.environ.get("DELEGADO_SHOTS")  # a folder: the screenshots of this test go there
SIZE = (1366, 768)


@pytest.fixture(autouse=True)
def _passwords(mail, monkeypatch):
    monkeypatch.setenv(SMTP_VAR, mail.imap_password)  # the federation's SMTP login
    monkeypatch.setenv(CLUB_MAILBOX_VAR, mail.club_password)
    monkeypatch.setenv(P12_VAR, PASSPHRASE)


def _import(capsys, paths, fed_db, registry_path, receipts_dir, mail, federation_p12):
    args = ["federacion", "importar", *map(str, paths), "--db", str(fed_db)]
    args += ["--registry", str(registry_path), "--acuses", str(receipts_dir), "--procesos", "0"]
    args += ["--p12", str(federation_p12), "--passphrase-env", P12_VAR, "--enviar-acuses"]
    args += ["--smtp", f"smtp://federacion@127.0.0.1:{mail.smtp_port}"]
    args += ["--smtp-password-env", SMTP_VAR, "--smtp-ca", str(mail.ca_file)]
    args += ["--remitente", "actas@federacion.test"]
    code = main(args)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _club_reads(capsys, mail, folder, db, registry_path):
    read = ["correo", "acuse", "--db", str(db.path), "--registry", str(registry_path)]
    read += ["--imap", mail.imap_url(folder, user="club"), "--imap-password-env"]
    read += [CLUB_MAILBOX_VAR, "--imap-ca", str(mail.ca_file)]
    code = main(read)
    return code, capsys.readouterr().out


def _mailings(fed_db):
    db = open_federation_db(fed_db, create=False)
    try:
        return receipt_mailings.mailings(db)
    finally:
        db.close()


def _state_cell(qtbot, db, match_id):
    from delegate_app.ui.preferences import open_settings
    from delegate_app.ui.screens.matches import MatchesScreen

    screen = MatchesScreen(db, settings=open_settings())
    qtbot.addWidget(screen)
    row = next(r for r, m in enumerate(screen._matches) if m.id == match_id)
    return screen.table.item(row, 6)


def test_an_incomplete_acta_and_rejected_files_go_back_once_and_the_club_sees_it(
    qtbot, capsys, mail, folder, club, signed, mailed_registry, federation_p12, tmp_path
):
    chess = locked_match(club, "ajedrez")
    # the club sent its acta before the visitor signed it: home-signed only
    sent, _ = outbox.queue(club, chess, "acta-local.pdf", signed["incompleta"], b"{}")
    outbox.mark_sent(club, sent.id)
    arrived = tmp_path / "llegadas"
    arrived.mkdir()
    for name in ("incompleta", "falsificada", "fuera"):
        (arrived / f"{name}.pdf").write_bytes(signed[name])
    fed_db, receipts_dir = tmp_path / "federacion.sqlite3", tmp_path / "acuses"
    run = (arrived, fed_db, mailed_registry, receipts_dir, mail, federation_p12)
    code, out, err = _import(capsys, [arrived], *run[1:])
    assert code == 0, out + err
    address = f"club+{folder}@club.test"
    # the incomplete acta and the forged file (it claims the registered chess club) are mailed
    # to that club's registered address; the outsider's file names a club the registry does
    # not know: its receipt is issued, and mailed to nobody
    assert out.count(f"acuse enviado a {address}") == 2, out
    assert "que no está en el registro: el acuse no se envía por correo" in out
    assert len(list(receipts_dir.glob("*.pdf"))) == 3
    back = fetch_folder(mail, folder, user="club")
    assert sorted(m["Subject"].split(": ")[1].split(" · ")[0] for m in back) == [
        "acta incompleta",
        "acta rechazada",
    ]
    assert {m["To"] for m in back} == {address}
    mailed = _mailings(fed_db)
    assert len(mailed) == 2
    for record in mailed:
        assert record.state == receipt_mailings.MAILED and record.recipient == address
        assert record.message_id == receipt_mail.message_id_for(record.receipt_number)
        assert record.mailed_at is not None
        assert record.receipt_number.endswith(("-I", "-R"))
    assert {m["Message-ID"] for m in back} == {r.message_id for r in mailed}

    # the same files imported again, with --enviar-acuses: nothing is mailed twice
    code, out, err = _import(capsys, [arrived], *run[1:])
    assert code == 0, out + err
    assert out.count("no se envía otra vez") == 2 and "acuse enviado a" not in out
    assert len(fetch_folder(mail, folder, user="club")) == 2
    assert _mailings(fed_db) == mailed

    # the club reads its mailbox: its acta "rechazada", with the reason; the forged file's
    # receipt is of no file it sent (it is refused and changes nothing)
    code, out = _club_reads(capsys, mail, folder, club, mailed_registry)
    assert code == 2
    assert "rechazada por la federación (incompleta: falta la firma de: Delegado visitante" in out
    assert "es de otra acta" in out and "no cambia nada" in out
    item = outbox.states(club)[chess]
    assert item.state == outbox.REFUSED and item.last_error.startswith("incompleta: ")
    cell = _state_cell(qtbot, club, chess)
    assert cell.text().startswith("Rechazada (incompleta: falta la firma de: Delegado visitante")
    assert "Motivo: incompleta: falta la firma de" in cell.toolTip()
    assert item.receipt_number in cell.toolTip()
    # the acta says it too, in its last step
    from datetime import datetime

    from delegate_app.ui.chess.guide import MatchDayGuide

    guide = MatchDayGuide(club, chess, clock=lambda: datetime.now())
    qtbot.addWidget(guide)
    guide.go(4)
    said = " ".join(guide.steps[4].lockLabel.text().split())
    assert "Envío a la federación: rechazada por la federación" in said
    assert f"(acuse {item.receipt_number}): incompleta: falta la firma de" in said
    if SHOTS:
        _screenshots(qtbot, club, chess)

    # the corrected acta (both signatures) is another file: sent, accepted, shown for it
    again, _ = outbox.queue(club, chess, "acta.pdf", signed["ajedrez"], b"{}")
    outbox.mark_sent(club, again.id)
    corrected = tmp_path / "corregida"
    corrected.mkdir()
    (corrected / "acta.pdf").write_bytes(signed["ajedrez"])
    code, out, err = _import(capsys, [corrected], *run[1:])
    assert code == 0, out + err
    assert out.count(f"acuse enviado a {address}") == 1
    code, out = _club_reads(capsys, mail, folder, club, mailed_registry)
    assert "recibida por la federación el " in out and ", aceptada" in out
    assert outbox.states(club)[chess].state == outbox.RECEIVED
    assert outbox.find(club, sent.file_sha256).state == outbox.REFUSED  # the first file's
    cell = _state_cell(qtbot, club, chess)
    assert cell.text().startswith("Recibida por la federación el ")
    assert cell.text().endswith(", aceptada")


def _screenshots(qtbot, club, match) -> None:
    """Encuentros with the rejected acta, in Spanish and English, at 1366x768 (for the docs)."""
    from PySide6.QtWidgets import QApplication

    from delegate_app.ui import i18n
    from delegate_app.ui.preferences import open_settings
    from delegate_app.ui.screens.matches import MatchesScreen

    app = QApplication.instance()
    try:
        for language in ("es", "en"):
            i18n.install_language(app, language)
            screen = MatchesScreen(club, settings=open_settings())
            qtbot.addWidget(screen)
            screen.resize(*SIZE)
            screen.show()
            screen.select_match(match)
            qtbot.waitExposed(screen)
            screen.grab().save(os.path.join(SHOTS, f"encuentros-rechazada-{language}.png"))
    finally:
        for translator in list(i18n._installed):
            app.removeTranslator(translator)
        i18n._installed.clear()
