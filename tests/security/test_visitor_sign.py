"""The visiting delegate signs on his own laptop (issue 27, item 4), from the command line: the
home club's signed acta reaches him as a file; his own database does not hold the match; the
federation's registry is installed beside it. `acta sign --rol visitante --out` signs into a
new file only when what is signed so far verifies (nothing tampered, the home field signed by
the person the registry binds to it), and `acta enviar` without a match queues the complete
file in his outbox. Every refusal is Spanish, exit 2, and writes nothing."""

from __future__ import annotations

import pytest

from delegate_app.documents import signing
from tests.helpers.registry_world import SECRET, sign_registry
from tests.helpers.security import as_json, authority, cli, forger_sign, issue, run_cli

# The ground of tests/security/ is two clubs and a federation made with the commands (a dozen
# processes of the app, once per worker, in the first module that needs it): on a loaded
# machine that alone can pass the default two minutes.
pytestmark = pytest.mark.timeout(600)


@pytest.fixture(scope="module")
def visit(world, empty_template, tmp_path_factory):
    """The registry installed in a new, empty database of the visitor; the home delegate's
    signed acta and the unsigned one."""
    from tests.helpers.demo import copy_demo

    folder = tmp_path_factory.mktemp("visitante")
    reg = folder / "registro.json"
    assert sign_registry(world, reg).returncode == 0
    own = folder / "propia.sqlite3"
    copy_demo(empty_template, own)  # the visitor's own Delegado: no match, no club data
    assert cli("registro", "importar", reg, "--db", own).returncode == 0
    unsigned = folder / "sin-firmar.pdf"
    made = cli("acta", "export", "3", "--db", world["local"]["db"], "--out", unsigned)
    assert made.returncode == 0, made.stderr
    home = folder / "del-local.pdf"
    signed = cli(
        "acta", "export", "3", "--db", world["local"]["db"], "--out", home,
        "--p12", world["local"]["p12"], "--passphrase-env", "CLAVE", env=SECRET,
    )  # fmt: skip
    assert signed.returncode == 0, signed.stderr
    return {"reg": reg, "db": own, "home": home, "unsigned": unsigned, "folder": folder}


def sign_received(world, visit, source, out, run=cli):
    return run(
        "--db", visit["db"], "acta", "sign", source, "--rol", "visitante",
        "--p12", world["visitante"]["p12"], "--passphrase-env", "CLAVE", "--out", out,
        env=SECRET,
    )  # fmt: skip


@pytest.fixture(scope="module")
def both(world, visit):
    out = visit["folder"] / "firmada.pdf"
    # As the visitor runs it, a process of its own; the refusals below run in this one.
    result = sign_received(world, visit, visit["home"], out, run=run_cli)
    return out, result


def test_the_visitor_signs_the_received_file_into_a_new_one(world, visit, both, tmp_path):
    out, result = both
    assert result.returncode == 0, result.stderr
    assert f"Firma añadida (delegado_visitante): {out}" in result.stdout
    assert "Delegado local: " in result.stdout and "Delegado visitante: " in result.stdout
    received = visit["home"].read_bytes()
    signed = out.read_bytes()
    assert signed.startswith(received)  # an incremental update: the home signature untouched
    assert len(signed) > len(received)  # and the received file left as it came
    verified = cli("verify", out, "--registry", visit["reg"], "--json")
    assert verified.returncode == 0, verified.stdout
    assert [f["campo"] for f in as_json(verified)["firmas"]] == [
        "delegado_local",
        "delegado_visitante",
    ]
    # Signed again with the same role: refused, nothing written.
    again = tmp_path / "otra-vez.pdf"
    twice = sign_received(world, visit, out, again)
    assert twice.returncode == 2 and "Esa firma ya está hecha" in twice.stderr
    assert not again.exists()


def test_his_outbox_queues_the_complete_file_of_a_match_it_does_not_hold(visit, both):
    out, result = both
    assert result.returncode == 0, result.stderr
    queued = run_cli("acta", "enviar", "--db", visit["db"], "--pdf", out)
    assert queued.returncode == 0, queued.stderr
    assert "firmada.pdf: en la bandeja de salida (pendiente)" in queued.stdout
    state = cli("correo", "estado", "--db", visit["db"])
    assert "firmada.pdf  pendiente de envío (recibida y firmada)" in state.stdout
    # Not the home-only file: it is not complete.
    half = cli("acta", "enviar", "--db", visit["db"], "--pdf", visit["home"])
    assert half.returncode == 2
    assert "Al acta le falta la firma de: Delegado visitante" in half.stderr


def test_a_tampered_received_file_is_refused_and_nothing_is_written(
    world,
    visit,
    tmp_path,
):
    data = bytearray(visit["home"].read_bytes())
    index = data.index(b"/Title (")
    data[index + 8] ^= 0x01  # a byte inside what the home signature covers
    tampered = tmp_path / "cambiada.pdf"
    tampered.write_bytes(bytes(data))
    out = tmp_path / "firmada.pdf"

    result = sign_received(world, visit, tampered, out)

    assert result.returncode == 2
    assert "no se firma" in result.stderr
    assert "Traceback" not in result.stderr
    assert not out.exists()


def test_a_home_field_signed_by_someone_the_registry_does_not_bind_is_refused(
    world,
    visit,
    tmp_path,
):
    """The home field signed with the home delegate's name by a certificate of an authority
    the registry does not know (a forger's tool, the app's own refusals switched off)."""
    import json

    unsigned = visit["unsigned"].read_bytes()
    data = json.loads(signing.read_attachment(unsigned))
    home_name = next(f["nombre"] for f in data["firmas"] if f["papel"] == "delegado_local")
    forger = issue(authority("Autoridad falsa"), home_name, "12345678Z", club=data["club_local"])
    forged = tmp_path / "del-local-falsa.pdf"
    forged.write_bytes(forger_sign(unsigned, "delegado_local", forger))
    out = tmp_path / "firmada.pdf"

    result = sign_received(world, visit, forged, out)

    assert result.returncode == 2
    assert "El acta recibida no se sostiene y no se firma" in result.stderr
    assert "Delegado local" in result.stderr
    assert not out.exists()


def test_an_existing_out_file_is_not_replaced_without_force(world, visit, tmp_path):
    out = tmp_path / "ya-existe.pdf"
    out.write_bytes(b"otra cosa")
    result = sign_received(world, visit, visit["home"], out)
    assert result.returncode == 2 and "ya existe" in result.stderr
    assert out.read_bytes() == b"otra cosa"
