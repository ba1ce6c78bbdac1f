"""Verdicts and exit codes of `delegado verify`: 0 complete and sound, 3 sound but a required
signature missing (named), 1 any failure, 2 bad input; several files in one process; expiry
after signing told apart from an invalid certificate."""

from __future__ import annotations

import shutil
import subprocess
from datetime import timedelta

import pytest

from delegate_app.documents import verify
from tests.helpers.security import (
    NOW,
    as_json,
    authority,
    cli,
    delegate,
    issue,
    run_cli,
    sign,
    signed_by_both,
)

PDFSIG = shutil.which("pdfsig")


@pytest.fixture(scope="module")
def files(tmp_path_factory, actas, clubs, signed_registry):
    folder = tmp_path_factory.mktemp("veredictos")
    paths = {"registro": folder / "registro.json"}
    paths["registro"].write_bytes(signed_registry)
    for sport, acta in actas.items():
        complete = signed_by_both(acta, clubs)
        paths[f"{sport}-completa"] = folder / f"{sport}-completa.pdf"
        paths[f"{sport}-completa"].write_bytes(complete)
        home_only = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
        paths[f"{sport}-local"] = folder / f"{sport}-local.pdf"
        paths[f"{sport}-local"].write_bytes(home_only)
    broken = bytearray(paths["ajedrez-completa"].read_bytes())
    index = broken.index(b"/Title (")
    broken[index + 8] ^= 0x01
    paths["rota"] = folder / "rota.pdf"
    paths["rota"].write_bytes(bytes(broken))
    paths["basura"] = folder / "basura.pdf"
    paths["basura"].write_bytes(b"esto no es un pdf")
    paths["ca_local"] = folder / "ca-local.pem"
    paths["ca_local"].write_bytes(
        clubs[actas["ajedrez"].home_club].authority.certificate.public_bytes(
            __import__("cryptography").hazmat.primitives.serialization.Encoding.PEM
        )
    )
    paths["ca_visitante"] = folder / "ca-visitante.pem"
    paths["ca_visitante"].write_bytes(
        clubs[actas["ajedrez"].away_club].authority.certificate.public_bytes(
            __import__("cryptography").hazmat.primitives.serialization.Encoding.PEM
        )
    )
    return paths


@pytest.mark.parametrize("sport", ["ajedrez", "domino"])
def test_genuine_complete_acta_signed_by_both_clubs_verifies_0_and_pdfsig_agrees(files, sport):
    # `delegado verify` as its own process here; the other verdicts are read in this one.
    result = run_cli("verify", files[f"{sport}-completa"], "--registry", files["registro"])
    assert result.returncode == 0, result.stdout + result.stderr
    assert "RESULTADO: correcta" in result.stdout
    assert "cada firma es de quien el registro federativo liga a su papel" in result.stdout
    if PDFSIG:
        output = subprocess.run(
            [PDFSIG, str(files[f"{sport}-completa"])], capture_output=True, text=True
        ).stdout
        assert output.count("Signature Validation: Signature is Valid.") == 2


def test_only_the_home_signature_is_incomplete_exit_3_naming_the_visitor(files):
    result = cli("verify", files["domino-local"], "--registry", files["registro"], "--json")
    assert result.returncode == 3, result.stdout + result.stderr
    report = as_json(result)
    assert report["veredicto"] == "incompleta"
    assert report["firmas_que_faltan"] == ["delegado_visitante"]
    text = cli("verify", files["domino-local"], "--registry", files["registro"])
    assert "RESULTADO: INCOMPLETA" in text.stdout
    assert "falta la firma de: Delegado visitante" in text.stdout


def test_trust_without_registry_still_works_and_says_roles_are_not_checked(files):
    result = cli(
        "verify", files["ajedrez-completa"],
        "--trust", files["ca_local"], "--trust", files["ca_visitante"],
    )  # fmt: skip
    assert result.returncode == 0, result.stdout
    assert "sin registro: no se comprueba quién firma en cada papel" in result.stdout


def test_several_files_in_one_process_give_each_verdict_and_the_worst_exit_code(files):
    registry = ("--registry", files["registro"])
    both = cli("verify", files["ajedrez-completa"], files["domino-completa"], *registry)
    assert both.returncode == 0, both.stdout
    assert both.stdout.count("RESULTADO: correcta") == 2
    with_incomplete = cli(
        "verify", files["ajedrez-completa"], files["ajedrez-local"], *registry, "--json"
    )
    assert with_incomplete.returncode == 3
    assert [r["veredicto"] for r in as_json(with_incomplete)] == ["correcta", "incompleta"]
    with_bad_input = cli("verify", files["ajedrez-local"], files["basura"], *registry)
    assert with_bad_input.returncode == 2
    with_broken = cli(
        "verify", files["basura"], files["rota"], files["ajedrez-completa"], *registry, "--json"
    )
    assert with_broken.returncode == 1
    verdicts = [r["veredicto"] for r in as_json(with_broken)]
    assert verdicts == ["no verificada", "no verificada", "correcta"]


def test_bad_input_is_exit_2(files, tmp_path):
    assert cli("verify", files["basura"], "--registry", files["registro"]).returncode == 2
    missing = cli("verify", tmp_path / "no-existe.pdf", "--registry", files["registro"])
    assert missing.returncode == 2 and "No se puede leer" in missing.stderr
    fake_registry = tmp_path / "registro.json"
    fake_registry.write_text('{"formato": "otra cosa"}')
    refused = cli("verify", files["ajedrez-completa"], "--registry", fake_registry)
    assert refused.returncode == 2
    assert "no es un registro federativo firmado" in refused.stderr


def test_certificate_expired_after_signing_is_told_apart_and_valid_at_signing_time(actas, clubs):
    acta = actas["ajedrez"]
    home_ca = clubs[acta.home_club].authority
    away_ca = clubs[acta.away_club].authority
    short_home = issue(home_ca, acta.home_delegate[0], "12121212B", days=2)
    short_away = issue(away_ca, acta.away_delegate[0], "34343434M", days=2)
    pdf = sign(sign(acta.pdf, "delegado_local", short_home), "delegado_visitante", short_away)
    roots = [home_ca.certificate, away_ca.certificate]
    assert verify.verify_acta(pdf, roots).verdict == "correcta"

    later = NOW + timedelta(days=10)
    report = verify.verify_acta(pdf, roots, moment=later)
    assert report.verdict == "no verificada"
    assert all(r.expired_after_signing for r in report.signatures)
    assert all(r.problems == (verify.signing.EXPIRED_AFTER_SIGNING,) for r in report.signatures)
    assert "caducado después de firmar" in report.problems[0]

    # The signer's own clock is no evidence: without the federation's reception time the
    # certificates are judged at the moment given, and fail.
    claimed = verify.verify_acta(pdf, roots, moment=later, at_signing_time=True)
    assert claimed.verdict == "no verificada"
    assert verify.NO_TIME_EVIDENCE in "\n".join(claimed.lines())
    received = NOW + timedelta(hours=1)  # what the federation's receipt says
    at_reception = verify.verify_acta(
        pdf, roots, moment=later, at_signing_time=True, evidence=received
    )
    assert at_reception.verdict == "correcta", at_reception.problems
    assert "a la hora en que la federación recibió el acta" in "\n".join(at_reception.lines())


def test_untrusted_certificate_is_not_called_expired(actas, clubs):
    acta = actas["ajedrez"]
    stranger = issue(authority("Autoridad desconocida"), acta.home_delegate[0], "56565656Z")
    pdf = sign(acta.pdf, "delegado_local", stranger)
    report = verify.verify_acta(pdf, [clubs[acta.home_club].authority.certificate])
    (signature,) = report.signatures
    assert not signature.expired_after_signing
    assert signature.problems == (
        "certificado no reconocido: su autoridad no está entre las de confianza",
    )


def test_en_fecha_de_firma_on_the_command_line_says_whose_clock_it_is(files):
    result = cli(
        "verify", files["ajedrez-completa"], "--registry", files["registro"],
        "--en-fecha-de-firma",
    )  # fmt: skip
    assert result.returncode == 0, result.stdout
    assert "la hora de firma la declara el propio ordenador del firmante" in result.stdout
