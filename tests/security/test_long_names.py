"""Names as long as the federation and clubs really use, through every command that puts a name
in a certificate: X.509 caps commonName and organizationName at 64 characters, cryptography
refused them in English ("Attribute's length must be >= 1 and <= 64"), and the registry matches
clubs by their whole name. Each name must come back whole wherever it is read."""

from __future__ import annotations

import json

from cryptography.x509.oid import NameOID

from delegate_app.documents import cert_names, certificates, registry
from tests.helpers.demo import copy_demo
from tests.helpers.security import cli

SECRET = {"CLAVE": "una clave larga de prueba"}
FEDERATION = (
    "Federación Insular de Ajedrez y Dominó de Tenerife, La Gomera, El Hierro y La Palma "
    "(Provincia de Santa Cruz de Tenerife)"
)
CLUB = "Club de Ajedrez y Dominó Real Sociedad Económica de Amigos del País de La Laguna"
PERSON = "María de los Ángeles Fernández-Villaverde y Rodríguez de la Concepción Hernández"


def test_names_that_fit_go_in_unchanged_and_long_ones_are_cut_with_the_whole_beside():
    assert cert_names.fitted("Club Ajedrez Tacoronte") == "Club Ajedrez Tacoronte"
    short = cert_names.fitted(CLUB)
    assert len(short.encode()) <= 64 and short.endswith("…")
    assert CLUB.startswith(short[:-1])
    attributes = cert_names.attributes(NameOID.ORGANIZATION_NAME, CLUB)
    assert [a.value for a in attributes] == [short, CLUB]
    assert cert_names.expand(short, ["otra cosa", CLUB]) == CLUB
    # A shortened value nobody describes stays as it is: never another attribute's name.
    assert cert_names.expand(short, [PERSON]) == short


def test_federation_authority_with_a_long_name_and_every_club_command(demo_template, tmp_path):
    p12 = tmp_path / "FED.p12"
    made = cli(
        "federacion", "crear-autoridad", "--nombre", FEDERATION, "--out", p12,
        "--passphrase-env", "CLAVE", env=SECRET,
    )  # fmt: skip
    assert made.returncode == 0, made.stderr
    pem = certificates.load_certificate((tmp_path / "FED.pem").read_bytes())
    assert cert_names.organization(pem) == FEDERATION
    assert f"Certificado de {FEDERATION} creado" in made.stdout

    db = copy_demo(demo_template, tmp_path / "club.sqlite3")
    created = cli(
        "certificados", "crear-autoridad", "--db", db, "--club", CLUB,
        "--passphrase-env", "CLAVE", env=SECRET,
    )  # fmt: skip
    assert created.returncode == 0, created.stderr
    delegate_p12 = tmp_path / "delegada.p12"
    issued = cli(
        "certificados", "emitir", "--db", db, "--nombre", PERSON, "--dni", "12345678Z",
        "--licencia", "TF-1", "--out", delegate_p12, "--passphrase-env", "CLAVE", env=SECRET,
    )  # fmt: skip
    assert issued.returncode == 0, issued.stderr
    signer = certificates.load_signer(delegate_p12.read_bytes(), SECRET["CLAVE"])
    assert signer.name == PERSON
    assert cert_names.organization(signer.certificate) == CLUB
    assert cert_names.organization(signer.chain[0]) == CLUB

    part = tmp_path / "club.json"
    exported = cli("registro", "exportar-club", "--db", db, "--out", part)
    assert exported.returncode == 0, exported.stderr
    assert json.loads(part.read_text())["nombre"] == CLUB
    signed = tmp_path / "registro.json"
    result = cli(
        "registro", "firmar", part, "--p12", p12, "--passphrase-env", "CLAVE", "--out", signed,
        env=SECRET,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    loaded = registry.load_registry_file(signed)
    assert loaded.federation_name == FEDERATION
    assert CLUB in {club.name for club in loaded.clubs.values()}


def test_a_name_no_certificate_can_hold_is_refused_in_spanish(demo_template, tmp_path):
    huge = "Club " + "de Ajedrez " * 100
    refused = cli(
        "federacion", "crear-autoridad", "--nombre", huge, "--out", tmp_path / "FED.p12",
        "--passphrase-env", "CLAVE", env=SECRET,
    )  # fmt: skip
    assert refused.returncode == 2
    assert "como mucho 1024" in refused.stderr and "Traceback" not in refused.stderr
    assert list(tmp_path.iterdir()) == []
    db = copy_demo(demo_template, tmp_path / "club.sqlite3")
    refused = cli(
        "certificados", "crear-autoridad", "--db", db, "--club", huge,
        "--passphrase-env", "CLAVE", env=SECRET,
    )  # fmt: skip
    assert refused.returncode == 2 and "como mucho 1024" in refused.stderr


def test_a_federation_with_a_long_name_files_an_acta_and_signs_its_receipt(demo_template, tmp_path):
    """The whole chain with the commands: the clubs' authorities and delegates, the federation's
    certificate under a 120-character name, the registry, the intake and the receipt. The
    receipt's signature names the issuer again: with a long name it overflowed the room
    reserved for it ("Final ByteRange payload larger than expected")."""
    from delegate_app.store.database import open_database
    from tests.helpers.actas import locked_match
    from tests.helpers.security import exported_acta, sign

    db = open_database(copy_demo(demo_template, tmp_path / "liga.sqlite3"))
    try:
        acta = exported_acta(db, locked_match(db, "ajedrez"), "ajedrez")
    finally:
        db.close()

    pdf, parts = acta.pdf, []
    for n, (role, club, (person, licence)) in enumerate(
        (
            ("delegado_local", acta.home_club, acta.home_delegate),
            ("delegado_visitante", acta.away_club, acta.away_delegate),
        )
    ):
        club_db = copy_demo(demo_template, tmp_path / f"club{n}.sqlite3")
        assert cli(
            "certificados", "crear-autoridad", "--db", club_db, "--club", club,
            "--passphrase-env", "CLAVE", env=SECRET,
        ).returncode == 0  # fmt: skip
        p12 = tmp_path / f"delegado{n}.p12"
        issued = cli(
            "certificados", "emitir", "--db", club_db, "--nombre", person, "--dni",
            ("12345678Z", "87654321X")[n], "--licencia", licence or "sin licencia", "--out", p12,
            "--passphrase-env", "CLAVE", env=SECRET,
        )  # fmt: skip
        assert issued.returncode == 0, issued.stderr
        pdf = sign(pdf, role, certificates.load_signer(p12.read_bytes(), SECRET["CLAVE"]))
        parts.append(tmp_path / f"club{n}.json")
        exported = cli("registro", "exportar-club", "--db", club_db, "--out", parts[-1])
        assert exported.returncode == 0, exported.stderr
    assert cli(
        "federacion", "crear-autoridad", "--nombre", FEDERATION, "--out", tmp_path / "FED.p12",
        "--passphrase-env", "CLAVE", env=SECRET,
    ).returncode == 0  # fmt: skip
    assert cli(
        "registro", "firmar", *parts, "--p12", tmp_path / "FED.p12", "--passphrase-env", "CLAVE",
        "--out", tmp_path / "registro.json", env=SECRET,
    ).returncode == 0  # fmt: skip
    received = tmp_path / "recibida.pdf"
    received.write_bytes(pdf)
    intake = cli(
        "federacion", "importar", received, "--db", tmp_path / "federacion.sqlite3",
        "--registry", tmp_path / "registro.json", "--p12", tmp_path / "FED.p12",
        "--passphrase-env", "CLAVE", "--acuses", tmp_path / "acuses", env=SECRET,
    )  # fmt: skip
    assert intake.returncode == 0, intake.stdout + intake.stderr
    assert intake.stdout.startswith("aceptada"), intake.stdout
    (receipt,) = (tmp_path / "acuses").glob("*.pdf")
    checked = cli("verify", receipt, "--registry", tmp_path / "registro.json")
    assert checked.returncode == 0, checked.stdout
    assert FEDERATION in checked.stdout
