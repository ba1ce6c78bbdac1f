"""Secrets stay secret: after a whole signing flow, neither the passphrase nor the private key
in clear is anywhere in the data folder (database, backups, log, certificate, PDFs)."""

from __future__ import annotations

import logging
import stat
from datetime import UTC, datetime, timedelta

import pytest
from cryptography.hazmat.primitives import serialization

from delegate_app.documents import certificates, signing
from delegate_app.documents.certificates import SigningError
from delegate_app.logsetup import close_logging, setup_logging
from delegate_app.paths import data_dir, default_db_path, log_dir
from delegate_app.store.backup import daily_backup
from delegate_app.store.database import open_database
from tests.helpers import sample

PASSPHRASE = "Gofio-con-miel ñ½ 2026"


def test_no_passphrase_or_clear_key_on_disk_after_signing(tmp_path, monkeypatch):
    monkeypatch.setenv("DELEGADO_HOME", str(tmp_path / "datos"))
    log_path = setup_logging(log_dir())
    log = logging.getLogger("delegate_app.prueba_secretos")
    home = data_dir()
    db = open_database(default_db_path())

    now = datetime.now(UTC)
    authority = certificates.create_club_authority(
        "C.A. Anaga", not_before=now - timedelta(days=1), not_after=now + timedelta(days=365)
    )
    issued = certificates.issue_delegate_certificate(
        authority,
        full_name="Begoña Díaz Pérez",
        licence="TF-1234",
        not_before=now - timedelta(days=1),
        not_after=now + timedelta(days=300),
    )
    p12_path = home / "certificados" / "delegado.p12"
    p12_path.parent.mkdir()
    certificates.save_pkcs12(p12_path, issued.certificate, issued.private_key, PASSPHRASE)
    assert stat.S_IMODE(p12_path.stat().st_mode) == 0o600

    # A wrong passphrase first, logged as the app logs a refused action.
    with pytest.raises(SigningError) as wrong:
        certificates.load_signer(p12_path, PASSPHRASE + "x")
    log.warning("Firma rechazada: %s", wrong.value)
    signer = certificates.load_signer(p12_path, PASSPHRASE)
    log.info("Certificado cargado: %r", signer)

    data, built = sample.build_sample(boards=8)
    unsigned = signing.add_signature_fields(built.data, built.field_boxes, attachment=data)
    signed = signing.sign_pdf(
        unsigned, "delegado_local", signer, reason="Conforme", location="La Laguna"
    )
    (home / "actas").mkdir()
    (home / "actas" / "acta.pdf").write_bytes(signed)
    daily_backup(db.path)
    db.close()
    for handler in logging.getLogger().handlers:
        handler.flush()
    close_logging()
    assert "Firma rechazada" in log_path.read_text(encoding="utf-8")

    key = issued.private_key
    clear_key_forms = {
        "PKCS#8 DER": key.private_bytes(
            serialization.Encoding.DER,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        ),
        "raw scalar": key.private_numbers().private_value.to_bytes(32, "big"),
    }
    secrets = {
        "passphrase UTF-8": PASSPHRASE.encode("utf-8"),
        "passphrase UTF-16": PASSPHRASE.encode("utf-16-le"),
        "passphrase Latin-1": PASSPHRASE.encode("latin-1"),
        "PEM private key": b"PRIVATE KEY-----",
        **clear_key_forms,
    }
    files = [p for p in home.rglob("*") if p.is_file()]
    assert {p.suffix for p in files} >= {".sqlite3", ".p12", ".pdf", ".log"}
    for path in files:
        content = path.read_bytes()
        for what, secret in secrets.items():
            assert secret not in content, f"{what} found in {path.relative_to(home)}"
