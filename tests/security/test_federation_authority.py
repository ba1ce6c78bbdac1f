"""`delegado federacion crear-autoridad`: the federation's certificate with no database, what
it writes, and every refusal (exit 2, nothing written, a Spanish message)."""

from __future__ import annotations

import hashlib
import re

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import serialization

from delegate_app.cli import main
from delegate_app.documents import cert_names, certificates

NAME = "Federación Canaria de Ajedrez"
SECRET = "una clave larga de prueba"


def run(capsys, *args):
    try:
        code = main(["federacion", "crear-autoridad", *map(str, args)])
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def test_writes_a_protected_p12_its_public_pem_and_prints_the_fingerprint(
    capsys, tmp_path, monkeypatch
):
    monkeypatch.setenv("FED_CLAVE", SECRET)
    code, out, err = run(
        capsys, "--nombre", NAME, "--out", tmp_path / "FED.p12", "--passphrase-env", "FED_CLAVE"
    )
    assert code == 0, err
    p12, pem = tmp_path / "FED.p12", tmp_path / "FED.pem"
    assert p12.stat().st_mode & 0o077 == 0
    public = x509.load_pem_x509_certificate(pem.read_bytes())
    printed = re.search(r"Huella SHA-256: ([0-9a-f]{64})", out).group(1)
    assert printed == hashlib.sha256(public.public_bytes(serialization.Encoding.DER)).hexdigest()
    assert SECRET not in out + err
    with pytest.raises(certificates.SigningError, match="contraseña"):
        certificates.load_signer(p12.read_bytes(), "otra clave distinta")
    signer = certificates.load_signer(p12.read_bytes(), SECRET)
    assert signer.certificate == public and cert_names.organization(public) == NAME
    # The root the registry names, and able to sign the registry and receipts itself.
    assert public.issuer == public.subject
    assert public.extensions.get_extension_for_class(x509.BasicConstraints).value.ca
    assert b"PRIVATE KEY" not in pem.read_bytes()


@pytest.mark.parametrize(
    ("args", "env", "message"),
    [
        (["--nombre", "  ", "--out", "{d}/FED.p12"], SECRET, "nombre de la federación"),
        (["--nombre", NAME, "--out", "{d}/falta/FED.p12"], SECRET, "no existe"),
        (["--nombre", NAME, "--out", "{d}/FED.pem"], SECRET, "debe ser el archivo .p12"),
        (["--nombre", NAME, "--out", "{d}/FED.p12"], None, "no está definida"),
        (["--nombre", NAME, "--out", "{d}/FED.p12"], "corta", "al menos 8"),
    ],
)
def test_refusals_write_nothing(capsys, tmp_path, monkeypatch, args, env, message):
    if env is None:
        monkeypatch.delenv("FED_CLAVE", raising=False)
    else:
        monkeypatch.setenv("FED_CLAVE", env)
    args = [a.replace("{d}", str(tmp_path)) for a in args]
    code, _, err = run(capsys, *args, "--passphrase-env", "FED_CLAVE")
    assert code == 2
    assert message in err and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_an_existing_certificate_is_never_replaced(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("FED_CLAVE", SECRET)
    target = tmp_path / "FED.p12"
    assert run(capsys, "--nombre", NAME, "--out", target, "--passphrase-env", "FED_CLAVE")[0] == 0
    before = target.read_bytes(), (tmp_path / "FED.pem").read_bytes()
    code, _, err = run(capsys, "--nombre", "Otra", "--out", target, "--passphrase-env", "FED_CLAVE")
    assert code == 2 and "ya existe" in err
    assert (target.read_bytes(), (tmp_path / "FED.pem").read_bytes()) == before
