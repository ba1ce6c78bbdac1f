"""The federation registry from the command line, as two clubs and the federation use it, and
every way a registry is refused: broken signature, older than installed, another federation."""

from __future__ import annotations

import base64
import json

import pytest

from delegate_app.documents import registry
from tests.helpers.demo import copy_demo
from tests.helpers.registry_world import SECRET, sign_registry
from tests.helpers.security import as_json, cli, run_cli

FORMAT_1, FORMAT_2 = "delegado-registro/1", "delegado-registro/2"


def test_two_clubs_and_the_federation_make_send_import_and_verify_with_the_registry(
    world, tmp_path
):
    # The way a delegate runs them, each command of the happy path is a process of its own;
    # the refusals between them run in this process (tests/helpers/security.cli).
    reg = tmp_path / "registro.json"
    signed = sign_registry(world, reg, run=run_cli)
    assert signed.returncode == 0, signed.stderr
    assert "Registro federativo firmado con 2 clubes" in signed.stdout
    databases = {}
    for side in ("local", "visitante"):
        databases[side] = copy_demo(world[side]["db"], tmp_path / f"{side}.sqlite3")
        installed = run_cli("registro", "importar", reg, "--db", databases[side])
        assert installed.returncode == 0, installed.stderr
        assert "instalado (2 clubes" in installed.stdout

    pdf = tmp_path / "acta.pdf"
    # With the registry installed, the app refuses to sign the home field with the visitor's
    # certificate before signing anything.
    wrong = cli(
        "acta", "export", "3", "--db", databases["local"], "--out", pdf,
        "--p12", world["visitante"]["p12"], "--passphrase-env", "CLAVE", env=SECRET,
    )  # fmt: skip
    assert wrong.returncode == 2
    assert (
        "El registro federativo no admite este certificado en el papel «Delegado local»: el "
        "certificado lo emitió la autoridad de otro club" in wrong.stderr
    )
    assert not pdf.exists()
    exported = run_cli(
        "acta", "export", "3", "--db", databases["local"], "--out", pdf,
        "--p12", world["local"]["p12"], "--passphrase-env", "CLAVE", env=SECRET,
    )  # fmt: skip
    assert exported.returncode == 0, exported.stderr
    half = cli("verify", pdf, "--registry", reg, "--json")
    assert half.returncode == 3 and as_json(half)["firmas_que_faltan"] == ["delegado_visitante"]

    # The home delegate cannot sign the visitor's field too.
    again = cli(
        "acta", "sign", pdf, "--p12", world["local"]["p12"], "--passphrase-env", "CLAVE",
        "--role", "delegado_visitante", env=SECRET,
    )  # fmt: skip
    assert again.returncode == 2
    assert "un mismo certificado no puede firmar dos papeles" in again.stderr

    visitor = run_cli(
        "acta", "sign", pdf, "--p12", world["visitante"]["p12"], "--passphrase-env", "CLAVE",
        "--role", "delegado_visitante", env=SECRET,
    )  # fmt: skip
    assert visitor.returncode == 0, visitor.stderr
    complete = run_cli("verify", pdf, "--registry", reg)
    assert complete.returncode == 0, complete.stdout
    assert "cada firma es de quien el registro federativo liga a su papel" in complete.stdout


def test_a_registry_whose_signature_fails_is_refused(world):
    reg = world["folder"] / "firmado.json"
    assert sign_registry(world, reg).returncode == 0
    container = json.loads(reg.read_text())
    content = base64.b64decode(container["registro"]).replace(b'"version":', b'"version": ')
    container["registro"] = base64.b64encode(content).decode()
    tampered = world["folder"] / "manipulado.json"
    tampered.write_text(json.dumps(container))
    result = cli("registro", "importar", tampered, "--db", world["local"]["db"])
    assert result.returncode == 2
    assert "La firma del registro no corresponde a su contenido: no se instala." in result.stderr
    verify = cli("verify", world["folder"] / "nada.pdf", "--registry", tampered)
    assert verify.returncode == 2 and "no corresponde a su contenido" in verify.stderr


def test_a_registry_older_than_the_installed_one_is_refused(world, tmp_path):
    newer, older = world["folder"] / "v50.json", world["folder"] / "v40.json"
    assert sign_registry(world, newer, "--version", "50").returncode == 0
    assert sign_registry(world, older, "--version", "40").returncode == 0
    db = copy_demo(world["visitante"]["db"], tmp_path / "visitante.sqlite3")
    assert cli("registro", "importar", newer, "--db", db).returncode == 0
    result = cli("registro", "importar", older, "--db", db)
    assert result.returncode == 2
    assert "es más antiguo que el instalado" in result.stderr


def test_a_registry_signed_by_a_club_in_the_federations_name_is_refused(signed_registry, clubs):
    container = json.loads(signed_registry)
    content = base64.b64decode(container["registro"])
    # A club re-signs the federation's registry (say, after adding itself a CA) with its own
    # delegate's certificate: the CMS is sound but not the federation's.
    club = next(iter(clubs.values()))
    (signer,) = club.people.values()
    forged = registry.sign_registry(content, signer)
    with pytest.raises(registry.RegistryError, match="no lo firmó la federación que dice"):
        registry.load_registry(forged)


def test_a_registry_from_another_federation_does_not_replace_the_installed_one(
    world, signed_registry, tmp_path
):
    other = world["folder"] / "otra-federacion.json"
    other.write_bytes(signed_registry)  # signed by the conftest federation, not this one
    db = copy_demo(world["local"]["db"], tmp_path / "local.sqlite3")
    reg = world["folder"] / "propio.json"
    assert sign_registry(world, reg).returncode == 0
    assert cli("registro", "importar", reg, "--db", db).returncode == 0
    result = cli("registro", "importar", other, "--db", db)
    assert result.returncode == 2
    assert "es de otra federación que el instalado" in result.stderr


def test_emitir_refuses_a_malformed_dni_and_exportar_without_authority(world, tmp_path):
    bad = cli(
        "certificados", "emitir", "--db", world["local"]["db"], "--nombre", "X",
        "--dni", "1234", "--licencia", "L", "--out", tmp_path / "x.p12",
        "--passphrase-env", "CLAVE", env=SECRET,
    )  # fmt: skip
    assert bad.returncode == 2 and "«1234» no tiene forma de DNI" in bad.stderr
    assert not (tmp_path / "x.p12").exists()
    empty = copy_demo(world["local"]["db"], tmp_path / "vacia.sqlite3")
    result = cli("registro", "exportar-club", "--db", empty, "--out", tmp_path / "c.json")
    assert result.returncode == 2 and "no tiene autoridad de firma" in result.stderr


def test_the_documented_schema_describes_what_is_signed(signed_registry):
    from pathlib import Path

    schema = json.loads(
        (Path(__file__).resolve().parents[2] / "docs" / "registro.schema.json").read_text()
    )
    container = json.loads(signed_registry)
    content = json.loads(base64.b64decode(container["registro"]))
    assert set(container) == set(schema["$defs"]["contenedor"]["required"])
    assert container["formato"] == schema["$defs"]["contenedor"]["properties"]["formato"]["const"]
    assert set(content) == set(schema["required"]) == set(schema["properties"])
    formats = schema["properties"]["formato"]["enum"]
    assert content["formato"] == registry.FORMAT and formats == [FORMAT_1, FORMAT_2]
    assert formats == [registry.FORMAT, registry.FORMAT_WITH_MAIL]
    club = content["clubes"][0]
    assert set(club) == set(schema["properties"]["clubes"]["items"]["required"])
    optional = set(schema["properties"]["clubes"]["items"]["properties"]) - set(club)
    assert optional == {registry.MAIL_KEY}
    person = club["delegados"][0]
    assert set(person) == set(schema["$defs"]["persona"]["properties"])


def test_a_registry_that_cannot_be_read_is_explained_in_spanish(demo_template, tmp_path):
    db = copy_demo(demo_template, tmp_path / "club.sqlite3")
    for missing, reason in (
        (tmp_path / "no-existe.json", "el archivo no existe"),
        (tmp_path, "es una carpeta, no un archivo"),
    ):
        result = cli("registro", "importar", missing, "--db", db)
        assert result.returncode == 2
        assert f"No se puede leer {missing}: {reason}." in result.stderr
        assert "No such file" not in result.stderr and "Is a directory" not in result.stderr


def test_a_public_authority_that_cannot_be_read_is_named_in_spanish(world, tmp_path):
    missing = tmp_path / "fnmt.pem"
    out = tmp_path / "registro.json"
    result = sign_registry(world, out, "--autoridad-publica", missing)
    assert result.returncode == 2
    assert f"«{missing}»: el archivo no existe." in result.stderr
    assert "No such file" not in result.stderr and "Traceback" not in result.stderr
    assert not out.exists()
