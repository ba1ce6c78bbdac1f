"""Ajustes → Certificados de firma: a delegate's certificate asks for the same three facts as
`delegado certificados emitir --nombre --dni --licencia`, checks the DNI/NIE with the same domain
rule (shape and check letter) and writes nothing on bad input; the dialog fits a 1366×768 screen
in Spanish and in English."""

from __future__ import annotations

import json

import pytest

from delegate_app.documents import authority_store, certificates
from delegate_app.ui import i18n
from delegate_app.ui.certificates_dialog import CertificatesDialog
from tests.helpers.screen_fit import clipped
from tests.helpers.security import run_cli
from tests.helpers.surfaces import SIZE

CLUB = "Club de Ajedrez Prueba"
CA_PASS = "autoridad-2026"
P12_PASS = "delegada-2026"
TITLE = "Certificado del delegado"


def with_new_authority(qtbot, folder, db_path) -> CertificatesDialog:
    """The dialog shown, the club's authority created in it: the delegate's box enabled."""
    dialog = CertificatesDialog(club_name=CLUB, folder=folder, db_path=db_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.caPass1.setText(CA_PASS)
    dialog.caPass2.setText(CA_PASS)
    dialog.createButton.click()
    assert dialog.delegateBox.isEnabled()
    return dialog


@pytest.fixture
def screen(qtbot, tmp_path, demo_db, message_log):
    dialog = with_new_authority(qtbot, tmp_path, demo_db.path)
    message_log.shown.clear()
    return dialog


def fill(screen, name="Begoña Díaz Pérez", dni="87654321X", licence="TF-4321"):
    screen.nameEdit.setText(name)
    screen.dniEdit.setText(dni)
    screen.licenceEdit.setText(licence)
    screen.pass1.setText(P12_PASS)
    screen.pass2.setText(P12_PASS)


@pytest.mark.parametrize(
    ("dni", "licence", "message"),
    [
        ("12345678A", "TF-1", "DNI/NIE del delegado: «12345678A»: la letra de control no "
         "corresponde; debería ser Z."),
        ("X1234567A", "TF-1", "DNI/NIE del delegado: «X1234567A»: la letra de control no "
         "corresponde; debería ser L."),
        ("1234", "TF-1", "DNI/NIE del delegado: «1234» no tiene forma de DNI (8 cifras y letra) "
         "ni de NIE (X, Y o Z, 7 cifras y letra)."),
        ("", "TF-1", "DNI/NIE del delegado: El DNI/NIE está vacío."),
        ("87654321X", "  ", "Escriba la licencia federativa del delegado."),
    ],
    ids=["dni-letra", "nie-letra", "forma", "vacio", "sin-licencia"],
)  # fmt: skip
def test_a_bad_dni_nie_or_licence_is_refused_in_spanish_and_nothing_is_written(
    screen, message_log, tmp_path, demo_db, dni, licence, message
):
    fill(screen, dni=dni, licence=licence)
    message_log.files.append(str(tmp_path / "no-debe-escribirse.p12"))
    screen.issueButton.click()
    assert message_log.shown == [("warn", TITLE, message)]
    # Refused before the file chooser: no file asked for, none written, nothing listed.
    assert len(message_log.files) == 1
    assert not list(tmp_path.glob("*.p12"))
    assert authority_store.issued(demo_db.path) == []
    # What was typed stays for the delegate to correct; the passphrases were never read.
    assert screen.dniEdit.text() == dni and screen.nameEdit.text() == "Begoña Díaz Pérez"
    assert screen.pass1.text() == P12_PASS


def test_the_command_line_refuses_the_same_dni_with_the_same_words(screen, message_log, demo_db):
    fill(screen, dni="12345678A")
    screen.issueButton.click()
    (_, _, shown), = message_log.shown  # fmt: skip
    result = run_cli(
        "certificados", "emitir", "--db", demo_db.path, "--nombre", "Begoña Díaz Pérez",
        "--dni", "12345678A", "--licencia", "TF-4321", "--out", "x.p12",
        "--passphrase-env", "CLAVE", env={"CLAVE": CA_PASS},
    )  # fmt: skip
    assert result.returncode == 2
    assert result.stderr.strip() == f"delegado: {shown}"


def test_a_nie_typed_loosely_is_issued_with_dni_and_licence_apart(
    screen, message_log, tmp_path, demo_db
):
    fill(screen, dni="x-1234567-l", licence="TF-4321")
    target = tmp_path / "begona.p12"
    message_log.files.append(str(target))
    screen.issueButton.click()
    (kind, title, text), = message_log.shown  # fmt: skip
    assert (kind, title) == ("info", TITLE)
    assert text.startswith(f"Certificado de Begoña Díaz Pérez (X1234567L) guardado en {target}")
    signer = certificates.load_signer(target, P12_PASS)
    # serialNumber carries the DNI/NIE, as `certificados emitir` and FNMT certificates do.
    assert signer.name == "Begoña Díaz Pérez" and signer.licence == "X1234567L"
    for edit in (screen.nameEdit, screen.dniEdit, screen.licenceEdit, screen.pass1):
        assert edit.text() == ""

    part = tmp_path / "club.json"
    exported = run_cli("registro", "exportar-club", "--db", demo_db.path, "--out", part)
    assert exported.returncode == 0, exported.stderr
    (delegate,) = json.loads(part.read_text("utf-8"))["delegados"]
    assert (delegate["nombre"], delegate["dni"], delegate["licencia"]) == (
        "Begoña Díaz Pérez",
        "X1234567L",
        "TF-4321",
    )


@pytest.mark.parametrize("language", ["es", "en"])
def test_the_dialog_fits_the_laptop_screen_in_both_languages(
    qtbot, spanish_app, language, tmp_path, demo_db, message_log
):
    i18n.install_language(spanish_app, language)
    try:
        dialog = with_new_authority(qtbot, tmp_path, demo_db.path)  # its longest texts shown
        fill(dialog)
        qtbot.wait(50)
        dialog.grab().save(str(tmp_path / f"certificados-{language}.png"))
        assert dialog.width() <= SIZE[0] and dialog.height() <= SIZE[1]
        # clipped() measures main windows against the whole screen; a dialog keeps its size.
        problems = [p for p in clipped(dialog) if not p.startswith("la ventana mide")]
        assert not problems, "\n".join(problems)
        form = dialog.delegateBox.layout().itemAt(0).layout()
        labels = {form.labelForField(w).text() for w in (dialog.dniEdit, dialog.licenceEdit)}
        expected = {"es": {"DNI/NIE:", "Licencia:"}, "en": {"ID (DNI/NIE):", "Licence:"}}
        assert labels == expected[language]
    finally:
        i18n.install_language(spanish_app, i18n.SPANISH)
