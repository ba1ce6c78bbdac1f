"""The federation's database belongs to one federation, never lives in PostgreSQL's own
databases, and a database it cannot migrate is refused in Spanish alone (issue 24, items 5
and 7).

Before the defence: `federacion importar` with another federation's registry filed the acta as
«aceptada» (exit 0) in a database used with the real one; `--db postgresql://…/template1`
created the federation's tables in the template; a migration that failed printed its traceback
on stderr before the refusal.
"""

from __future__ import annotations

import sqlite3

import pytest

from delegate_app.cli import main
from delegate_app.documents import registry
from delegate_app.store.errors import StoreError
from tests.helpers.security import new_federation, registry_of, run_cli, signed_by_both


@pytest.fixture
def registries(signed_registry, clubs, tmp_path):
    """(the federation's registry, another federation's registry of the same clubs)."""
    real, other = tmp_path / "registro.json", tmp_path / "otra-federacion.json"
    real.write_bytes(signed_registry)
    other.write_bytes(registry_of(clubs, new_federation()))
    return real, other


def _import(capsys, pdf, db, reg, *extra):
    capsys.readouterr()
    code = main(
        ["federacion", "importar", str(pdf), "--db", str(db), "--registry", str(reg),
         "--procesos", "0", *extra]
    )  # fmt: skip
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_federation_database_refuses_another_federations_registry(
    actas, clubs, registries, tmp_path, capsys
):
    real, other = registries
    db = tmp_path / "federacion.sqlite3"
    first, second = tmp_path / "primera.pdf", tmp_path / "segunda.pdf"
    first.write_bytes(signed_by_both(actas["ajedrez"], clubs))
    second.write_bytes(signed_by_both(actas["domino"], clubs))
    code, out, err = _import(capsys, first, db, real)
    assert code == 0 and out.startswith("aceptada"), out + err
    fingerprint = registry.load_registry_file(real).federation_fingerprint
    pinned = "queda ligada a la federación «Federación Canaria (registro)» (certificado SHA-256"
    assert f"{pinned} {fingerprint})" in err

    code, out, err = _import(capsys, second, db, other)
    assert code == 2, out + err
    new = registry.load_registry_file(other).federation_fingerprint
    assert f"confírmelo con --nueva-federacion {new}" in err
    assert out == ""  # nothing judged, nothing filed
    # Confirming with anything but the new fingerprint (the old one, say) changes nothing.
    code, _, err = _import(capsys, second, db, other, "--nueva-federacion", fingerprint)
    assert code == 2 and "no se usa con él" in err
    code, _, err = main_reverify(capsys, db, other)
    assert code == 2 and "no se usa con él" in err

    code, out, err = _import(capsys, second, db, other, "--nueva-federacion", new)
    assert code == 0 and out.startswith("aceptada"), out + err
    assert "CAMBIO DE FEDERACIÓN confirmado y registrado" in err
    from delegate_app.store.federation.inbox import open_federation_db
    from delegate_app.store.federation.settings import federation_history, pinned_federation

    opened = open_federation_db(db, create=False)
    try:
        assert pinned_federation(opened).fingerprint == new
        (change,) = federation_history(opened)
        assert change["antes"]["huella"] == fingerprint and change["despues"]["huella"] == new
    finally:
        opened.close()
    # And the old federation is now the other one.
    code, _, err = _import(capsys, first, db, real)
    assert code == 2 and f"--nueva-federacion {fingerprint}" in err


def main_reverify(capsys, db, reg):
    capsys.readouterr()
    code = main(["federacion", "reverificar", "--db", str(db), "--registry", str(reg)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.parametrize("name", ["template0", "template1", "postgres", "TEMPLATE1"])
def test_postgresqls_own_databases_are_refused_before_connecting(
    name, registries, tmp_path, capsys
):
    from delegate_app.store.federation.database import open_federation_db

    url = f"postgresql://postgres@/{name}?host={tmp_path}&port=1"  # no server there at all
    with pytest.raises(StoreError, match="es una base de datos del propio servidor PostgreSQL"):
        open_federation_db(url, create=True)
    pdf = tmp_path / "nada.pdf"
    pdf.write_bytes(b"%PDF-1.7\n")
    code, _out, err = _import(capsys, pdf, url, registries[0])
    assert code == 2 and f"«{name}» es una base de datos del propio servidor" in err
    assert "No se ha conectado ni modificado nada" in err


def _unmigratable_club_db(tmp_path):
    from pathlib import Path

    source = Path(__file__).parents[1] / "fixtures" / "schema-0001.sqlite3"
    path = tmp_path / "antigua.sqlite3"
    path.write_bytes(source.read_bytes())
    with sqlite3.connect(path) as con:
        con.execute("DROP TABLE player")  # its content is not what its version says
    return path


def _unmigratable_federation_db(tmp_path):
    path = tmp_path / "federacion-antigua.sqlite3"
    with sqlite3.connect(path) as con:
        con.execute("CREATE TABLE fed_alembic_version (version_num VARCHAR(32) PRIMARY KEY)")
        con.execute("INSERT INTO fed_alembic_version VALUES ('fed_0001')")
    return path


def test_a_database_that_cannot_be_migrated_is_refused_in_spanish_alone(registries, tmp_path):
    home = tmp_path / "datos"
    env = {"DELEGADO_HOME": str(home)}
    club = run_cli("acta", "list", "--db", _unmigratable_club_db(tmp_path), env=env)
    assert club.returncode == 2
    assert club.stderr.startswith("delegado: No se ha podido actualizar «antigua.sqlite3»")
    assert "Traceback" not in club.stderr and len(club.stderr.splitlines()) == 1
    federation = run_cli(
        "federacion", "importar", tmp_path, "--db", _unmigratable_federation_db(tmp_path),
        "--registry", registries[0], env=env,
    )  # fmt: skip
    assert federation.returncode == 2
    assert "No se ha podido preparar la base de datos de la federación" in federation.stderr
    assert "Traceback" not in federation.stderr and len(federation.stderr.splitlines()) == 1
    # The details are kept for whoever looks into it.
    log = (home / "registro" / "delegado.log").read_text(encoding="utf-8")
    assert "La migración de" in log and f"{tmp_path / 'antigua.sqlite3'} desde 0001" in log
    assert "federacion-antigua.sqlite3 ha fallado" in log and "Traceback" in log


def test_reading_the_mailbox_with_another_federations_registry_is_refused_before_connecting(
    actas, clubs, registries, tmp_path, capsys, monkeypatch
):
    """`importar --imap` filed into a database held to another federation: it never pinned."""
    real, other = registries
    db = tmp_path / "federacion.sqlite3"
    first = tmp_path / "primera.pdf"
    first.write_bytes(signed_by_both(actas["ajedrez"], clubs))
    code, out, err = _import(capsys, first, db, real)
    assert code == 0 and out.startswith("aceptada"), out + err
    monkeypatch.setenv("DELEGADO_PRUEBA_CLAVE", "secreta")
    capsys.readouterr()
    code = main(
        ["federacion", "importar", "--imap", "imaps://oficina@127.0.0.1:1/INBOX",
         "--imap-password-env", "DELEGADO_PRUEBA_CLAVE", "--db", str(db), "--registry",
         str(other), "--procesos", "0"]
    )  # fmt: skip
    captured = capsys.readouterr()
    new = registry.load_registry_file(other).federation_fingerprint
    # Refused as files are (exit 2), not an attempt to reach the server (exit 1).
    assert code == 2, captured.out + captured.err
    assert f"confírmelo con --nueva-federacion {new}" in captured.err
    assert captured.out == ""
