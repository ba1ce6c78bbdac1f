"""The club's signing authority as an attacker with the laptop's disk would look for it: one
authority per database, shared by `delegado certificados` and Ajustes → Certificados de firma,
whose key is never on disk in clear and never opens with a wrong passphrase."""

from __future__ import annotations

import json
import os
import stat
from collections import deque
from datetime import UTC, datetime, timedelta

import pytest
from cryptography.hazmat.primitives import serialization

from delegate_app.documents import authority_store, certificates, signing
from delegate_app.ui import messages
from tests.helpers.demo import copy_demo
from tests.helpers.security import cli, run_cli

CLAVE = "clave larga de la autoridad"
ENV = {"CLAVE": CLAVE, "OTRA": "no es la de la autoridad", "DELEGADO": "clave del delegado"}
CLUB = "Club de Ajedrez Prueba"
WRONG = "La contraseña no es correcta: no abre la autoridad del club."


@pytest.fixture
def db(demo_template, tmp_path):
    path = tmp_path / "club" / "temporada.sqlite3"
    path.parent.mkdir()
    return copy_demo(demo_template, path)


@pytest.fixture
def shown(monkeypatch):
    """What the dialog would have shown; `files` answers its file choosers in turn."""
    log = {"shown": [], "files": deque()}
    for kind in ("warn", "info"):
        monkeypatch.setattr(
            messages, kind, lambda _p, title, text, _k=kind: log["shown"].append((_k, text))
        )
    monkeypatch.setattr(messages, "open_file", lambda *_a: log["files"].popleft())
    monkeypatch.setattr(messages, "save_file", lambda *_a: log["files"].popleft())
    return log


def dialog(qtbot, db_path, tmp_path):
    from delegate_app.ui.certificates_dialog import CertificatesDialog

    screen = CertificatesDialog(club_name=CLUB, folder=tmp_path, db_path=db_path)
    qtbot.addWidget(screen)
    return screen


def create_with_command(db_path, run=cli):
    result = run(
        "certificados", "crear-autoridad", "--db", db_path, "--club", CLUB,
        "--passphrase-env", "CLAVE", env=ENV,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    return result


def issue_with_command(db_path, out, *extra, run=cli):
    return run(
        "certificados", "emitir", "--db", db_path, "--nombre", "Ana Pérez Díaz",
        "--dni", "12345678Z", "--licencia", "TF-1", "--out", out,
        "--passphrase-env", "CLAVE", *extra, env=ENV,
    )  # fmt: skip


def secrets_of(authority: certificates.Authority) -> dict[str, bytes]:
    """Every clear form of the key an attacker could grep for."""
    key = authority.private_key
    scalar = key.private_numbers().private_value
    return {
        "escalar": scalar.to_bytes((scalar.bit_length() + 7) // 8, "big"),
        "PKCS#8 DER": key.private_bytes(
            serialization.Encoding.DER,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        ),
        "PEM": b"PRIVATE KEY-----",
        "contraseña": CLAVE.encode(),
    }


def assert_nothing_in_clear(folder, authority) -> None:
    files = [p for p in folder.rglob("*") if p.is_file()]
    assert files, "nothing to scan"
    for path in files:
        data = path.read_bytes()
        for what, secret in secrets_of(authority).items():
            assert secret not in data, f"{what} en claro en {path}"


def test_the_command_never_writes_the_authority_key_in_clear(db, tmp_path):
    create_with_command(db)
    assert issue_with_command(db, tmp_path / "ana.p12").returncode == 0
    store = authority_store.store_path(db)
    assert stat.S_IMODE(store.stat().st_mode) == 0o600
    assert not authority_store.legacy_key_path(db).exists()
    authority = authority_store.unlock(db, CLAVE).authority
    assert_nothing_in_clear(tmp_path, authority)


def test_the_window_never_writes_the_authority_key_in_clear(qtbot, db, tmp_path, shown):
    screen = dialog(qtbot, db, tmp_path)
    screen.caPass1.setText(CLAVE)
    screen.caPass2.setText(CLAVE)
    screen.createButton.click()
    assert screen.authority is not None, shown["shown"]
    assert stat.S_IMODE(authority_store.store_path(db).stat().st_mode) == 0o600
    assert_nothing_in_clear(tmp_path, screen.authority)


def test_a_wrong_passphrase_is_refused_in_spanish_by_the_command(db, tmp_path):
    create_with_command(db)
    out = tmp_path / "ana.p12"
    refused = issue_with_command(db, out, "--passphrase-autoridad-env", "OTRA")
    assert refused.returncode == 2
    assert refused.stderr.strip() == f"delegado: {WRONG}"
    assert not out.exists()
    assert "Traceback" not in refused.stderr


def test_a_wrong_passphrase_is_refused_in_spanish_by_the_window(qtbot, db, tmp_path, shown):
    create_with_command(db)
    screen = dialog(qtbot, db, tmp_path)
    assert not screen.createButton.isEnabled()  # one authority per database
    screen.caPass1.setText("no es la de la autoridad")
    screen.openButton.click()
    assert screen.authority is None and not screen.delegateBox.isEnabled()
    assert shown["shown"] == [("warn", WRONG)]


def test_the_window_and_the_command_see_the_same_authority(qtbot, db, tmp_path, shown):
    # The command as a process of its own, beside the window in this one: all they share is
    # what is on disk.
    created = create_with_command(db, run=run_cli)
    screen = dialog(qtbot, db, tmp_path)
    screen.caPass1.setText(CLAVE)
    screen.openButton.click()
    sha = authority_store.fingerprint(screen.authority.certificate)
    assert f"Huella SHA-256: {sha}" in created.stdout
    assert sha in screen.authorityLabel.text()

    # And the other way round: made in the window, issued from by the command.
    other = tmp_path / "otro" / "otra.sqlite3"
    other.parent.mkdir()
    other.write_bytes(db.read_bytes())
    second = dialog(qtbot, other, tmp_path)
    second.caPass1.setText(CLAVE)
    second.caPass2.setText(CLAVE)
    second.createButton.click()
    out = tmp_path / "ana.p12"
    assert issue_with_command(other, out, run=run_cli).returncode == 0
    signer = certificates.load_signer(out, CLAVE)
    authority = second.authority.certificate
    assert signer.certificate.issuer == authority.subject
    assert [signing.fingerprint(c) for c in signer.chain] == [signing.fingerprint(authority)]


def old_command_authority(db_path) -> certificates.Authority:
    """The trust folder as the first `crear-autoridad` left it: the key unencrypted."""
    now = datetime.now(UTC)
    authority = certificates.create_club_authority(
        CLUB, not_before=now - timedelta(days=1), not_after=now + timedelta(days=3650)
    )
    folder = authority_store.trust_folder(db_path)
    folder.mkdir(mode=0o700)
    key = authority.private_key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    (folder / "autoridad.key").write_bytes(key)
    os.chmod(folder / "autoridad.key", 0o600)
    (folder / "autoridad.pem").write_bytes(certificates.export_certificate(authority.certificate))
    (folder / "club.json").write_text(json.dumps({"nombre": CLUB}))
    return authority


def test_an_old_clear_key_is_moved_into_the_store_once_by_the_command(db, tmp_path):
    old = old_command_authority(db)
    first = issue_with_command(db, tmp_path / "ana.p12")
    assert first.returncode == 0, first.stderr
    assert "estaba guardada sin cifrar" in first.stdout
    assert "se ha borrado la copia sin cifrar" in first.stdout
    assert not authority_store.legacy_key_path(db).exists()
    assert_nothing_in_clear(tmp_path, old)
    signer = certificates.load_signer(tmp_path / "ana.p12", CLAVE)
    assert signer.chain[0] == old.certificate  # the same authority, not a new one
    again = issue_with_command(db, tmp_path / "ana2.p12")
    assert again.returncode == 0 and "sin cifrar" not in again.stdout
    # crear-autoridad never makes a second authority over it.
    refused = cli(
        "certificados", "crear-autoridad", "--db", db, "--club", CLUB,
        "--passphrase-env", "CLAVE", env=ENV,
    )  # fmt: skip
    assert refused.returncode == 2 and "ya tiene autoridad de firma" in refused.stderr


def test_an_old_clear_key_of_another_kind_is_refused_in_spanish_and_left_alone(db, tmp_path):
    """An Ed25519 key beside the old certificate: its kind is named, never an AttributeError."""
    from cryptography.hazmat.primitives.asymmetric import ed25519

    old_command_authority(db)
    legacy = authority_store.legacy_key_path(db)
    other = ed25519.Ed25519PrivateKey.generate().private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    legacy.write_bytes(other)
    result = issue_with_command(db, tmp_path / "ana.p12")
    assert result.returncode != 0
    assert "El tipo de clave de la autoridad no se admite." in result.stderr
    assert "Traceback" not in result.stderr
    assert legacy.read_bytes() == other
    assert not (tmp_path / "ana.p12").exists()


def test_an_old_clear_key_is_moved_into_the_store_by_crear_autoridad(db, tmp_path):
    old = old_command_authority(db)
    result = create_with_command(db)
    assert "estaba guardada sin cifrar" in result.stdout
    assert authority_store.fingerprint(old.certificate) in result.stdout
    assert_nothing_in_clear(tmp_path, old)


def test_an_old_clear_key_is_moved_into_the_store_by_the_window(qtbot, db, tmp_path, shown):
    old = old_command_authority(db)
    screen = dialog(qtbot, db, tmp_path)
    assert "sin cifrar" in screen.authorityLabel.text()
    assert screen.createButton.text() == "&Proteger la autoridad existente"
    screen.caPass1.setText(CLAVE)
    screen.caPass2.setText(CLAVE)
    screen.createButton.click()
    assert screen.authority.certificate == old.certificate
    (kind, text), = shown["shown"]  # fmt: skip
    assert kind == "info" and "se ha borrado la copia sin cifrar" in text
    assert_nothing_in_clear(tmp_path, old)


def test_delegates_issued_in_the_window_go_into_the_clubs_registry_part(qtbot, db, tmp_path, shown):
    create_with_command(db)
    assert issue_with_command(db, tmp_path / "ana.p12").returncode == 0
    screen = dialog(qtbot, db, tmp_path)
    screen.caPass1.setText(CLAVE)
    screen.openButton.click()
    screen.nameEdit.setText("Begoña Díaz Pérez")
    screen.dniEdit.setText("87654321X")
    screen.licenceEdit.setText("TF-2")
    screen.pass1.setText("delegada-2026")
    screen.pass2.setText("delegada-2026")
    shown["files"].append(str(tmp_path / "begona.p12"))
    screen.issueButton.click()
    begona = certificates.load_signer(tmp_path / "begona.p12", "delegada-2026")
    part = tmp_path / "club.json"
    exported = cli("registro", "exportar-club", "--db", db, "--out", part)
    assert exported.returncode == 0, exported.stderr
    assert "(2 delegados)" in exported.stdout
    delegates = {d["nombre"]: d for d in json.loads(part.read_text())["delegados"]}
    assert delegates["Begoña Díaz Pérez"]["dni"] == "87654321X"
    assert delegates["Begoña Díaz Pérez"]["huellas"] == [signing.fingerprint(begona.certificate)]
    assert delegates["Ana Pérez Díaz"]["dni"] == "12345678Z"
