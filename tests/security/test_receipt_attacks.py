"""The federation's acuse de recibo tried as an adversary would: a club that wants proof of
having sent on time without having done so. Each attack is built from real signed actas of
both sports and the registry of tests/security/conftest.py, and checked through
`delegado verify` (exit code and reason)."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from datetime import timedelta
from io import BytesIO

import pytest
from cryptography.hazmat.primitives import serialization

from delegate_app.documents.federation import receipt_check, receipts
from delegate_app.domain.federation.evidence_deadlines import LOCAL_ZONE
from tests.helpers.receipts import WINTER, accepted, embedded, forged
from tests.helpers.security import (
    ARBITER,
    as_json,
    authority,
    cli,
    delegate,
    issue,
    run_cli,
    signed_by_both,
)

PDFSIG = shutil.which("pdfsig")


@pytest.fixture(scope="module")
def world(tmp_path_factory, actas, clubs, federation, signed_registry, the_registry):
    folder = tmp_path_factory.mktemp("acuses")
    registry_path = folder / "registro.json"
    registry_path.write_bytes(signed_registry)
    signer = receipts.federation_signer(federation[1], registry=the_registry)
    paths = {"registro": registry_path}
    requests = []
    for sport, acta in actas.items():
        pdf = signed_by_both(acta, clubs)
        paths[f"acta-{sport}"] = folder / f"acta-{sport}.pdf"
        paths[f"acta-{sport}"].write_bytes(pdf)
        requests.append(receipts.ReceiptRequest(accepted(pdf, file_name=f"{sport}.pdf"), WINTER))
    issued = receipts.issue_receipts(requests, signer, folder / "emitidos")
    for sport, receipt in zip(actas, issued, strict=True):
        paths[f"acuse-{sport}"] = receipt.pdf_path
    return {"paths": paths, "folder": folder, "signer": signer}


def _write(world, name: str, pdf: bytes):
    path = world["folder"] / name
    path.write_bytes(pdf)
    return path


def _verify(world, *files, json: bool = False, run=cli):
    extra = ("--json",) if json else ()
    return run("verify", *files, "--registry", world["paths"]["registro"], *extra)


def _genuine_data(world, sport: str = "ajedrez") -> dict:
    return embedded(world["paths"][f"acuse-{sport}"].read_bytes())


def _earlier(data: dict, hours: int) -> dict:
    """The same receipt, its time moved `hours` back (both fields kept consistent)."""
    from datetime import datetime

    moment = datetime.fromisoformat(data["recibido_utc"].replace("Z", "+00:00"))
    moment -= timedelta(hours=hours)
    return {
        **data,
        "recibido_utc": receipts.utc_text(moment),
        "recibido_canarias": moment.astimezone(LOCAL_ZONE).isoformat(),
    }


# --------------------------------------------------------------------------- genuine


@pytest.mark.parametrize("sport", ["ajedrez", "domino"])
def test_genuine_receipt_verifies_0_and_pdfsig_finds_its_signature_valid(world, sport):
    path = world["paths"][f"acuse-{sport}"]
    # `delegado verify` as its own process here; the attacks are verified in this one.
    result = _verify(world, path, run=run_cli)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "RESULTADO: acuse correcto" in result.stdout
    assert "con el certificado de la federación del registro" in result.stdout
    if PDFSIG:
        output = subprocess.run([PDFSIG, str(path)], capture_output=True, text=True).stdout
        assert output.count("Signature Validation: Signature is Valid.") == 1
        assert "Total document signed" in output


def test_receipt_with_its_acta_relates_them_and_with_another_acta_fails(world):
    paths = world["paths"]
    right = _verify(world, paths["acta-ajedrez"], paths["acuse-ajedrez"], json=True)
    assert right.returncode == 0, right.stdout + right.stderr
    acta_report, receipt_report = as_json(right)
    assert acta_report["veredicto"] == "correcta"
    relation = next(
        c for c in receipt_report["comprobaciones"] if c["comprobacion"] == "Acta del acuse"
    )
    assert relation["correcta"] and "el mismo archivo, byte a byte" in relation["detalle"]
    wrong = _verify(world, paths["acta-domino"], paths["acuse-ajedrez"])
    assert wrong.returncode == 1
    assert "no es el acuse de ninguna de las actas dadas" in wrong.stdout


def test_receipt_relates_to_another_signed_copy_of_the_same_acta_by_its_data(world, actas, clubs):
    """The club may keep a copy signed again (other bytes, same acta.json content)."""
    copy = _write(world, "acta-copia.pdf", signed_by_both(actas["domino"], clubs))
    assert copy.read_bytes() != world["paths"]["acta-domino"].read_bytes()
    result = _verify(world, copy, world["paths"]["acuse-domino"])
    assert result.returncode == 0, result.stdout + result.stderr
    assert "acusa recibo de los mismos datos que" in result.stdout


# --------------------------------------------------------------------------- attacks


def test_receipt_signed_by_a_clubs_ca_is_refused(world, actas, clubs):
    club_signer = receipts.federation_signer(
        delegate(clubs, actas["ajedrez"].home_club), federation_name="Federación Canaria"
    )
    data = {
        **_genuine_data(world),
        "certificado_federacion": club_signer.certificate_sha256,
    }
    path = _write(world, "acuse-de-club.pdf", forged(data, club_signer))
    result = _verify(world, path)
    assert result.returncode == 1
    assert "no la hizo el certificado de la federación del registro" in result.stdout


def test_receipt_with_its_time_edited_and_re_signed_by_someone_else_is_refused(world):
    # A look-alike federation: same name, its own CA, a receipt two days earlier.
    impostor_ca = authority("Federación Canaria (registro)")
    impostor = receipts.federation_signer(issue(impostor_ca, "Secretaría", "00000000T"))
    data = {
        **_earlier(_genuine_data(world), 48),
        "certificado_federacion": impostor.certificate_sha256,
    }
    path = _write(world, "acuse-hora-cambiada.pdf", forged(data, impostor))
    result = _verify(world, path)
    assert result.returncode == 1
    assert "no la hizo el certificado de la federación del registro" in result.stdout


def test_receipt_with_the_acta_hash_edited_and_re_signed_by_a_club_is_refused(world, actas, clubs):
    club = receipts.federation_signer(delegate(clubs, actas["domino"].away_club))
    genuine = _genuine_data(world, "domino")
    data = {
        **genuine,
        "acta": {**genuine["acta"], "hash_contenido": hashlib.sha256(b"otra acta").hexdigest()},
        "certificado_federacion": club.certificate_sha256,
    }
    result = _verify(world, _write(world, "acuse-hash-cambiado.pdf", forged(data, club)))
    assert result.returncode == 1
    assert "Firma de la federación" in result.stdout


def test_receipt_time_replaced_in_an_update_after_the_federation_signed_is_refused(world):
    """The edited acuse.json appended as an incremental update: the federation's signature
    stays intact over its own revision, but no longer covers the file."""
    from pyhanko.pdf_utils import embed
    from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter

    signed = world["paths"]["acuse-ajedrez"].read_bytes()
    edited = receipts.canonical(_earlier(_genuine_data(world), 72))
    writer = IncrementalPdfFileWriter(BytesIO(signed))
    stream = embed.EmbeddedFileObject.from_file_data(writer, data=edited)
    embed.embed_file(
        writer,
        embed.FileSpec(
            file_spec_string=receipts.ATTACHMENT_NAME,
            file_name=receipts.ATTACHMENT_NAME,
            embedded_data=stream,
        ),
    )
    out = BytesIO()
    writer.write(out)
    result = _verify(world, _write(world, "acuse-actualizado.pdf", out.getvalue()))
    assert result.returncode == 1
    assert "se añadió algo después de firmar" in result.stdout


def test_receipt_with_a_signed_byte_flipped_is_refused(world):
    pdf = bytearray(world["paths"]["acuse-ajedrez"].read_bytes())
    index = pdf.index(b"/Title (")
    pdf[index + 9] ^= 0x01
    result = _verify(world, _write(world, "acuse-tocado.pdf", bytes(pdf)))
    assert result.returncode == 1
    assert "el acuse se modificó" in result.stdout


def test_unsigned_receipt_is_refused(world):
    result = _verify(
        world, _write(world, "acuse-sin-firma.pdf", forged(_genuine_data(world), None))
    )
    assert result.returncode == 1
    assert "el acuse no lleva ninguna firma digital" in result.stdout


def test_receipt_whose_page_says_a_different_time_than_its_json_is_refused(world):
    """Signed by the genuine federation certificate: only the page check can catch it."""
    data = _genuine_data(world)
    shown = _earlier(data, 5)
    path = _write(
        world, "acuse-pagina-otra-hora.pdf", forged(data, world["signer"], page_data=shown)
    )
    result = _verify(world, path, json=True)
    assert result.returncode == 1
    report = as_json(result)
    page = next(
        c for c in report["comprobaciones"] if c["comprobacion"] == "Lo impreso en el acuse"
    )
    assert not page["correcta"]
    assert receipts.local_time_text(data) in page["detalle"]
    signature = next(
        c for c in report["comprobaciones"] if c["comprobacion"] == "Firma de la federación"
    )
    assert signature["correcta"]


def test_receipt_signed_by_a_registered_arbiter_with_a_federation_issued_certificate_is_refused(
    world, federation
):
    ca, _ = federation
    arbiter = receipts.federation_signer(issue(ca, ARBITER.name, ARBITER.dni))
    data = {**_genuine_data(world), "certificado_federacion": arbiter.certificate_sha256}
    result = _verify(world, _write(world, "acuse-de-arbitro.pdf", forged(data, arbiter)))
    assert result.returncode == 1
    assert "una persona del registro, no la federación" in result.stdout


def test_receipt_json_with_an_unknown_key_is_refused_even_signed_by_the_federation(world):
    data = {**_genuine_data(world), "nota": "recibida a tiempo"}
    result = _verify(world, _write(world, "acuse-clave-extra.pdf", forged(data, world["signer"])))
    assert result.returncode == 1
    assert "sobra «nota»" in result.stdout


def test_receipt_whose_two_times_disagree_is_refused(world):
    data = _genuine_data(world)
    data = {**data, "recibido_canarias": _earlier(data, 1)["recibido_canarias"]}
    result = _verify(world, _write(world, "acuse-dos-horas.pdf", forged(data, world["signer"])))
    assert result.returncode == 1
    assert "no son el mismo momento" in result.stdout


def test_receipt_without_the_registry_is_bad_input_even_trusting_the_federation_ca(
    world, federation
):
    ca_path = world["folder"] / "federacion.pem"
    ca_path.write_bytes(federation[0].certificate.public_bytes(serialization.Encoding.PEM))
    result = cli("verify", world["paths"]["acuse-ajedrez"], "--trust", ca_path)
    assert result.returncode == 2
    assert "solo se comprueba con el registro federativo" in result.stderr


def test_an_acta_is_never_taken_for_a_receipt(world):
    assert not receipt_check.is_receipt(world["paths"]["acta-ajedrez"].read_bytes())
    assert receipt_check.is_receipt(world["paths"]["acuse-ajedrez"].read_bytes())
