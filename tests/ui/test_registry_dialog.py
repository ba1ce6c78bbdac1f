"""Ajustes → Registro federativo…: shows what is installed, installs a signed registry and
refuses one whose signature fails, with nothing changed."""

from __future__ import annotations

import base64
import json

import pytest

from delegate_app.documents import certificates, registry
from delegate_app.ui.registry_dialog import RegistryDialog
from tests.helpers import sample


@pytest.fixture(scope="module")
def signed():
    club = sample.make_club()
    signer = certificates.load_signer(club.p12["delegado_local"], sample.PASSPHRASE)
    part = registry.club_part("Club de Ajedrez Caballo Lagunero", [club.authority.certificate], [])
    content = registry.build_registry([part], club.authority.certificate, version=7)
    return registry.sign_registry(content, signer)


def test_install_a_signed_registry_and_refuse_a_tampered_one(
    qtbot, spanish_app, db, signed, tmp_path, message_log
):
    # spanish_app: the Spanish catalogue holds the plural forms ("1 club", "2 clubes").
    dialog = RegistryDialog(db)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.stateLabel.text() == "Ningún registro instalado todavía."

    good = tmp_path / "registro.json"
    good.write_bytes(signed)
    message_log.files.append(str(good))
    dialog.importButton.click()
    assert message_log.shown == [("info", "Registro federativo", "Registro versión 7 instalado.")]
    assert dialog.stateLabel.text().startswith("Instalado: Registro federativo versión 7 de ")
    assert dialog.stateLabel.text().endswith("1 club, 0 árbitros.")
    qtbot.wait(50)
    dialog.grab().save(str(tmp_path / "registro.png"))

    container = json.loads(signed)
    content = base64.b64decode(container["registro"]).replace(b'"version":7', b'"version":8')
    container["registro"] = base64.b64encode(content).decode()
    bad = tmp_path / "manipulado.json"
    bad.write_text(json.dumps(container))
    message_log.files.append(str(bad))
    dialog.importButton.click()
    assert message_log.shown[-1] == (
        "warn",
        "Registro federativo",
        "La firma del registro no corresponde a su contenido: no se instala.",
    )
    assert registry.installed_registry(db.path).version == 7


def test_the_counts_use_each_language_plural_forms(qtbot, spanish_app, db, signed, tmp_path):
    from delegate_app.ui.i18n import install_language

    path = tmp_path / "registro.json"
    path.write_bytes(signed)
    registry.install_registry(db.path, path)
    dialog = RegistryDialog(db)
    qtbot.addWidget(dialog)
    assert dialog.stateLabel.text().endswith(". 1 club, 0 árbitros.")
    try:
        install_language(spanish_app, "en")
        dialog.show_state()
        assert dialog.stateLabel.text().endswith(". 1 club, 0 arbiters.")
    finally:
        install_language(spanish_app, "es")
