"""An acta exported by an earlier Delegado (acta.json format 1, before the printed facts were
added) is input this version cannot judge: verify names its format and what the club must do,
with the exit code of bad input (2), instead of listing the keys it lacks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.serialization import Encoding

from delegate_app.documents import acta_schema, verify
from delegate_app.domain.acta_hash import canonical_json
from tests.helpers.security import cli, forge_acta, trust_roots

# acta.json files exported by the release before format 2 (tests/fixtures/federation).
OLD_ACTAS = Path(__file__).resolve().parents[1] / "fixtures" / "federation"


@pytest.fixture(scope="module")
def chess_id(actas):
    return actas["ajedrez"].data["contenido"]["encuentro"]["id"]


def old_export(name: str) -> bytes:
    return (OLD_ACTAS / name).read_bytes()


@pytest.mark.parametrize(
    ("name", "label", "current"),
    [
        ("acta-ajedrez.json", "delegado-acta/1", "delegado-acta/2"),
        ("acta-domino.json", "delegado-acta-domino/1", "delegado-acta-domino/2"),
    ],
)
def test_an_acta_exported_by_an_earlier_delegado_is_unsupported_input_named_by_its_format(
    acta_db, chess_id, clubs, tmp_path, name, label, current
):
    raw = old_export(name)
    assert json.loads(raw)["formato"] == label
    pdf = forge_acta(acta_db, chess_id, clubs, raw)
    report = verify.verify_acta(pdf, trust_roots(clubs))
    assert all(signature.valid for signature in report.signatures)
    assert report.unsupported and report.verdict == "formato no admitido"
    reason = next(c.detail for c in report.checks if c.name == "Formato del acta")
    assert f"acta.json tiene el formato «{label}»" in reason
    assert "versión anterior de Delegado" in reason
    assert f"solo verifica el formato «{current}»" in reason
    assert "El club debe exportarla de nuevo" in reason and "volver a firmarla" in reason
    # Not the bare list of what version 1 lacks.
    assert "faltan las claves" not in "\n".join(report.lines())

    path = tmp_path / "antigua.pdf"
    path.write_bytes(pdf)
    ca = tmp_path / "ca.pem"
    ca.write_bytes(b"".join(c.public_bytes(Encoding.PEM) for c in trust_roots(clubs)))
    result = cli("verify", path, "--trust", ca)
    assert result.returncode == verify.EXIT_BAD_INPUT == 2, result.stdout + result.stderr
    assert f"acta.json tiene el formato «{label}»" in result.stdout
    assert "RESULTADO: NO VERIFICADA: el acta es de otra versión de Delegado." in result.stdout
    assert "Traceback" not in result.stderr


def test_an_old_format_acta_with_a_broken_signature_still_fails_with_1(acta_db, chess_id, clubs):
    pdf = bytearray(forge_acta(acta_db, chess_id, clubs, old_export("acta-ajedrez.json")))
    index = pdf.index(b"/Title (")
    pdf[index + 8] ^= 0x01  # inside the signed bytes
    verdict = verify.FileVerdict("rota.pdf", verify.verify_acta(bytes(pdf), trust_roots(clubs)))
    assert verdict.report.unsupported_format
    assert not all(signature.valid for signature in verdict.report.signatures)
    assert verdict.exit_code == verify.EXIT_FAILED


def test_an_acta_of_a_newer_format_asks_to_update_delegado(acta_db, chess_id, clubs, actas):
    data = json.loads(canonical_json(actas["ajedrez"].data))
    data["formato"] = f"delegado-acta/{acta_schema.FORMAT_VERSION + 1}"
    report = verify.verify_acta(
        forge_acta(acta_db, chess_id, clubs, canonical_json(data)), trust_roots(clubs)
    )
    reason = next(c.detail for c in report.checks if c.name == "Formato del acta")
    assert "de una versión de Delegado más reciente que esta" in reason
    assert "actualice Delegado" in reason
    assert verify.FileVerdict("nueva.pdf", report).exit_code == verify.EXIT_BAD_INPUT


def test_a_label_that_is_no_acta_format_at_all_is_a_failed_acta_not_an_old_one(
    acta_db, chess_id, clubs, actas
):
    data = json.loads(canonical_json(actas["ajedrez"].data))
    data["formato"] = "delegado-acta/uno"
    report = verify.verify_acta(
        forge_acta(acta_db, chess_id, clubs, canonical_json(data)), trust_roots(clubs)
    )
    assert not report.unsupported_format
    assert "acta.json no tiene el formato de un acta" in "\n".join(report.problems)
    assert verify.FileVerdict("rara.pdf", report).exit_code == verify.EXIT_FAILED


def test_current_exports_carry_the_current_format(actas):
    assert actas["ajedrez"].data["formato"] == acta_schema.CHESS_FORMAT == "delegado-acta/2"
    assert actas["domino"].data["formato"] == acta_schema.DOMINO_FORMAT
    assert acta_schema.version_problem(actas["ajedrez"].data) is None
