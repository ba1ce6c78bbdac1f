"""The club's delegate address in the registry (issue 27, item 3): the only address the
federation mails the club's receipts to, so it travels signed by the federation.

Format 2 carries it; a registry or part without any address stays format 1 (older Delegados
read it), and format 1 is read as before. An address is one plain address: a list, a display
name or a header injection would send the receipt elsewhere too."""

from __future__ import annotations

import base64
import json

import pytest

from delegate_app.cli import main
from delegate_app.documents import registry
from tests.helpers.demo import copy_demo
from tests.helpers.security import authority, new_federation

CLUB = "Club Ajedrez Prueba"


@pytest.fixture(scope="module")
def federation():
    return new_federation()


@pytest.fixture(scope="module")
def club_ca():
    return authority(CLUB)


def _signed(parts, federation) -> bytes:
    ca, signer = federation
    content = registry.build_registry(parts, ca.certificate, version=1)
    return registry.sign_registry(content, signer)


def _content(container: bytes) -> dict:
    return json.loads(base64.b64decode(json.loads(container)["registro"]))


def test_without_an_address_everything_stays_format_1(club_ca, federation):
    part = registry.club_part(CLUB, [club_ca.certificate], [])
    assert part["formato"] == "delegado-club/1" and registry.MAIL_KEY not in part
    assert registry.parse_club_part(json.dumps(part).encode(), "parte") == part
    signed = _signed([part], federation)
    assert _content(signed)["formato"] == "delegado-registro/1"
    loaded = registry.load_registry(signed)
    assert loaded.club_mail(CLUB) == ""
    assert loaded.club_mail("Otro club") == ""


def test_an_address_makes_format_2_and_is_read_back(club_ca, federation):
    part = registry.club_part(CLUB, [club_ca.certificate], [], " delegado@club.es ")
    assert part["formato"] == "delegado-club/2" and part["correo"] == "delegado@club.es"
    assert registry.parse_club_part(json.dumps(part).encode(), "parte") == part
    other = registry.club_part("Club Sin Correo", [authority("Club Sin Correo").certificate], [])
    signed = _signed([part, other], federation)
    content = _content(signed)
    assert content["formato"] == "delegado-registro/2"
    assert [set(c) for c in content["clubes"]] == [
        {"nombre", "autoridades", "delegados", "correo"},
        {"nombre", "autoridades", "delegados"},
    ]
    loaded = registry.load_registry(signed)
    assert loaded.club_mail("  club ajedrez   PRUEBA") == "delegado@club.es"
    assert loaded.club_mail("Club Sin Correo") == ""


@pytest.mark.parametrize(
    "address",
    [
        "dos@club.es, otro@atacante.es",
        "Delegado <delegado@club.es>",
        "delegado@club.es\r\nBcc: otro@atacante.es",
        "sin-arroba",
        "a@b..es",
        "a b@club.es",
    ],
)
def test_an_address_that_is_not_one_plain_address_is_refused(club_ca, address):
    with pytest.raises(registry.RegistryError, match="no es una dirección válida"):
        registry.club_part(CLUB, [club_ca.certificate], [], address)
    part = registry.club_part(CLUB, [club_ca.certificate], [], "ok@club.es")
    part["correo"] = address
    with pytest.raises(registry.RegistryError, match="no es una dirección válida"):
        registry.parse_club_part(json.dumps(part).encode(), "parte")


def test_an_address_under_format_1_is_refused(club_ca, federation):
    """An old-format registry or part carries no address: one slipped in is not read."""
    part = registry.club_part(CLUB, [club_ca.certificate], [], "ok@club.es")
    part["formato"] = "delegado-club/1"
    with pytest.raises(registry.RegistryError, match="claves inesperadas"):
        registry.parse_club_part(json.dumps(part).encode(), "parte")
    from delegate_app.domain.acta_hash import canonical_json

    ca, signer = federation
    content = json.loads(registry.build_registry([part], ca.certificate, version=1))
    content["formato"] = "delegado-registro/1"
    signed = registry.sign_registry(canonical_json(content), signer)
    with pytest.raises(registry.RegistryError, match="mal formado"):
        registry.load_registry(signed)


def test_exportar_club_takes_the_address_from_the_mail_settings_or_correo(
    demo_template, tmp_path, monkeypatch, capsys
):
    db = copy_demo(demo_template, tmp_path / "club.sqlite3")
    monkeypatch.setenv("CLAVE", "una clave larga de prueba")
    create = ["certificados", "crear-autoridad", "--db", str(db), "--passphrase-env", "CLAVE"]
    assert main([*create, "--club", CLUB]) == 0
    out = tmp_path / "club.json"
    export = ["registro", "exportar-club", "--db", str(db), "--out", str(out)]
    capsys.readouterr()
    assert main(export) == 0
    assert "Sin dirección de correo" in capsys.readouterr().err
    assert json.loads(out.read_text())["formato"] == "delegado-club/1"
    assert main(["correo", "ajustes", "--db", str(db), "--remitente", "ajedrez@club.es"]) == 0
    assert main(export) == 0
    assert "Los acuses de recibo irán a ajedrez@club.es." in capsys.readouterr().out
    assert json.loads(out.read_text())["correo"] == "ajedrez@club.es"
    assert main([*export, "--correo", "delegado@club.es"]) == 0
    assert json.loads(out.read_text())["correo"] == "delegado@club.es"
    assert main([*export, "--correo", "a@b.es, c@d.es"]) == 2
    assert "no es una dirección válida" in capsys.readouterr().err
