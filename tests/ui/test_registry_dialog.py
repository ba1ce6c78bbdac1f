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


def test_the_installed_registry_shows_its_version_date_and_federation_fingerprint(
    qtbot, spanish_app, db, signed, tmp_path
):
    from delegate_app.documents.signing import fingerprint

    path = tmp_path / "registro.json"
    path.write_bytes(signed)
    installed = registry.install_registry(db.path, path)
    dialog = RegistryDialog(db)
    qtbot.addWidget(dialog)
    text = dialog.stateLabel.text()
    signed_at = installed.issued_local
    assert signed_at is not None
    assert f"firmado el {signed_at:%d/%m/%Y %H:%M}." in text
    grouped = " ".join(fingerprint(installed.federation)[i : i + 4] for i in range(0, 64, 4))
    assert f"publica la federación): {grouped}." in text
    assert installed.federation_fingerprint == fingerprint(installed.federation)


def test_the_club_part_needs_the_clubs_authority_first(qtbot, db, message_log):
    dialog = RegistryDialog(db)
    qtbot.addWidget(dialog)
    assert not dialog.exportButton.isEnabled()
    assert "Ajustes → Certificados de firma" in dialog.partLabel.text()


def test_export_the_club_part_as_the_command_does(qtbot, spanish_app, db, tmp_path, message_log):
    # spanish_app: the label's plural comes from the Spanish catalogue ("2 certificados
    # emitidos"); without it the test passed only when an earlier test had installed it.
    from datetime import UTC, datetime, timedelta

    from delegate_app.documents import authority_store
    from tests.helpers.security import run_cli

    authority = authority_store.create(db.path, "Club de Ajedrez Caballo Lagunero", "clave-larga")
    now = datetime.now(UTC)
    for name, dni, out in (("Ana Pérez", "12345678Z", "ana"), ("Luis Díaz", "X1234567L", "luis")):
        who = authority_store.delegate_identity(name, dni, f"TF-{out}")
        authority_store.issue_delegate(
            db.path, authority, who, tmp_path / f"{out}.p12", "clave-del-delegado",
            not_before=now - timedelta(hours=1), not_after=now + timedelta(days=30),
        )  # fmt: skip
    dialog = RegistryDialog(db, folder=tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.exportButton.isEnabled()
    assert "(2 certificados emitidos)" in dialog.partLabel.text()

    # A folder that does not exist: a Spanish message, nothing written.
    missing = tmp_path / "no-existe" / "club.json"
    message_log.files.append(str(missing))
    dialog.exportButton.click()
    (kind, title, text), = message_log.shown  # fmt: skip
    assert (kind, title) == ("warn", "Parte del club para la federación")
    assert text.startswith("No se pudo guardar: ") and not missing.parent.exists()

    target = tmp_path / "club.json"
    message_log.files.append(str(target))
    dialog.exportButton.click()
    assert message_log.shown[-1] == (
        "info",
        "Parte del club para la federación",
        f"Parte de Club de Ajedrez Caballo Lagunero guardada en {target}: la autoridad del "
        "club y 2 delegados. Envíela a la federación; cuando publique el registro firmado, "
        "instálelo aquí.",
    )
    by_command = tmp_path / "club-orden.json"
    result = run_cli("registro", "exportar-club", "--db", db.path, "--out", by_command)
    assert result.returncode == 0, result.stderr
    assert json.loads(target.read_text("utf-8")) == json.loads(by_command.read_text("utf-8"))
    part = registry.parse_club_part(target.read_bytes(), "club.json")
    assert [d["dni"] for d in part["delegados"]] == ["12345678Z", "X1234567L"]


@pytest.mark.parametrize("language", ["es", "en"])
def test_the_registry_dialog_fits_the_laptop_screen(
    qtbot, spanish_app, language, db, signed, tmp_path
):
    from delegate_app.documents import authority_store
    from delegate_app.ui.i18n import SPANISH, install_language
    from tests.helpers.screen_fit import clipped
    from tests.helpers.surfaces import SIZE

    authority_store.create(db.path, "Club de Ajedrez Caballo Lagunero", "clave-larga")
    path = tmp_path / "registro.json"
    path.write_bytes(signed)
    registry.install_registry(db.path, path)
    install_language(spanish_app, language)
    try:
        dialog = RegistryDialog(db)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.wait(50)
        dialog.grab().save(str(tmp_path / f"registro-{language}.png"))
        assert dialog.width() <= SIZE[0] and dialog.height() <= SIZE[1]
        problems = [p for p in clipped(dialog) if not p.startswith("la ventana mide")]
        assert not problems, "\n".join(problems)
    finally:
        install_language(spanish_app, SPANISH)
