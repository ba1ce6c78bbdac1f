"""Issue 25, «Comprobar un acta»: the window trusts what the club itself has installed beside its
database (its own signing authority, the federation's registry) and, when it still lacks an
authority, names its own button, never the command line's `--trust`."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from delegate_app.documents import authority_store, certificates
from delegate_app.ui.main_window import MainWindow
from delegate_app.ui.verify_dialog import VerifyDialog
from tests.helpers import sample

MATCH = 7  # locked in the demo season


@pytest.fixture(scope="module")
def club():
    return sample.make_club()


@pytest.fixture
def signed_acta(tmp_path, demo_db, club):
    from delegate_app.documents.acta_package import export_acta

    folder = tmp_path / "salida"
    folder.mkdir()
    p12 = tmp_path / "delegado_local.p12"
    p12.write_bytes(club.p12["delegado_local"])
    pdf_path, _ = export_acta(demo_db, MATCH, folder, p12, sample.PASSPHRASE)
    return pdf_path


def _install_own_authority(db_path, club) -> None:
    authority = club.authority
    data = certificates.pkcs12_bytes(
        authority.certificate, authority.private_key, sample.PASSPHRASE, chain=authority.chain
    )
    authority_store.adopt(db_path, data, sample.PASSPHRASE)


def _verify(qtbot, screen) -> str:
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.mouseClick(screen.verifyButton, Qt.MouseButton.LeftButton)
    return screen.verdictLabel.text()


def test_the_clubs_own_acta_is_verified_with_the_authority_installed_in_its_database(
    qtbot, demo_db, signed_acta, club, spanish_app
):
    _install_own_authority(demo_db.path, club)
    screen = VerifyDialog(pdf_path=signed_acta, db_path=demo_db.path)
    verdict = _verify(qtbot, screen)
    # signed by the home delegate only: sound but incomplete, never "NO verificada"
    assert verdict == (
        "Acta incompleta: lo presente se sostiene, pero falta la firma de: Delegado visitante."
    )
    assert "autoridad de firma de su club (C.A. Peña «El Peón»)" in screen.installedLabel.text()
    assert "--trust" not in screen.reportText.toPlainText()


def test_without_an_installed_authority_the_window_names_its_button_not_a_flag(
    qtbot, demo_db, signed_acta, spanish_app
):
    screen = VerifyDialog(pdf_path=signed_acta, db_path=demo_db.path)
    verdict = _verify(qtbot, screen)
    assert verdict.startswith("✖ Acta NO verificada")
    report = screen.reportText.toPlainText()
    assert "--trust" not in report
    assert "pulse «Añadir autoridad…»" in report
    assert screen.installedLabel.text().startswith("nada: este programa no tiene")


def test_settings_opens_the_check_with_the_clubs_database(
    qtbot, demo_db, signed_acta, club, dialogs, settings, spanish_app
):
    _install_own_authority(demo_db.path, club)
    window = MainWindow(demo_db, settings)
    qtbot.addWidget(window)
    seen = {}

    def check(dialog):
        dialog.pdfEdit.setText(str(signed_acta))
        qtbot.mouseClick(dialog.verifyButton, Qt.MouseButton.LeftButton)
        seen["verdict"] = dialog.verdictLabel.text()

    dialogs.expect(check)
    window.settings_screen.open_verify()
    assert seen["verdict"].startswith("Acta incompleta")
