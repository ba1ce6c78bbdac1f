"""The command line speaks Spanish (argparse's own messages too), gives OS errors in Spanish,
never repeats a passphrase typed in the wrong place, and replaces no file without --force
(a signed PDF never by an unsigned one)."""

from __future__ import annotations

import errno

import pytest

from delegate_app import cli
from delegate_app.os_errors import os_reason

SECRET = "Mi clave 2026!"


def call(capsys, *args):
    with pytest.raises(SystemExit) as stopped:
        cli.main([str(a) for a in args])
    out, err = capsys.readouterr()
    return stopped.value.code, out, err


def run(capsys, *args):
    code = cli.main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def test_usage_is_in_spanish(capsys):
    code, _out, err = call(capsys, "acta")
    assert code == 2
    assert err.startswith("uso: delegado acta")
    assert "usage" not in err


def test_required_arguments_are_in_spanish(capsys):
    code, _out, err = call(capsys, "acta", "export", "3")
    assert code == 2
    assert "faltan estos argumentos obligatorios: --db, --out" in err
    assert "the following" not in err


def test_an_invalid_choice_is_in_spanish(capsys, tmp_path):
    code, _out, err = call(capsys, "acta", "sign", tmp_path / "a.pdf", "--p12", "x.p12",
                           "--role", "presidente")  # fmt: skip
    assert code == 2
    assert "argumento --role: valor no válido: 'presidente' (elija entre" in err
    assert "invalid choice" not in err
    code, _out, err = call(capsys, "ordenar")
    assert "valor no válido: 'ordenar'" in err


def test_unrecognized_arguments_are_in_spanish(capsys, tmp_path):
    code, _out, err = call(capsys, "acta", "list", "--db", tmp_path / "x", "--colores")
    assert code == 2
    assert "argumentos no reconocidos: --colores" in err
    assert "unrecognized" not in err


def test_help_is_in_spanish(capsys):
    code, out, _err = call(capsys, "acta", "export", "--help")
    assert code == 0
    assert out.startswith("uso: delegado acta export")
    assert "opciones:" in out and "argumentos:" in out
    assert "muestra esta ayuda y termina" in out
    for english in ("usage:", "options:", "positional arguments", "show this help"):
        assert english not in out
    code, out, _err = call(capsys, "--help")
    assert "muestra la versión del programa y termina" in out


def test_an_invalid_number_is_in_spanish(capsys, tmp_path):
    code, _out, err = call(capsys, "acta", "export", "tres", "--db", tmp_path, "--out", tmp_path)
    assert code == 2 and "valor no válido (int): 'tres'" in err


def test_argparse_stays_english_for_other_programs(capsys):
    import argparse

    cli.build_parser().format_help()
    other = argparse.ArgumentParser(prog="otro")
    assert "usage:" in other.format_usage()


# --- passphrases typed in the wrong place ----------------------------------------------------


@pytest.mark.parametrize(
    "words",
    [
        ["--passphrase-env", SECRET],
        [f"--passphrase-env={SECRET}"],
        ["--passphrase-env", "Mi", "clave", "2026!"],  # unquoted: argparse sees extra words
        ["--passphrase", SECRET],
        ["--passphrase-e", SECRET],  # an abbreviation argparse would accept
    ],
)
def test_a_passphrase_is_never_echoed(capsys, tmp_path, words):
    args = ["acta", "sign", tmp_path / "acta.pdf", "--p12", tmp_path / "c.p12", *words]
    code, out, err = call(capsys, *args)
    assert code == 2
    for piece in ("Mi clave", "clave", "2026!"):
        assert piece not in out + err


def test_a_passphrase_env_that_is_not_a_name_is_refused_at_parse_time(capsys, tmp_path):
    code, _out, err = call(capsys, "acta", "export", "1", "--db", tmp_path, "--out", tmp_path,
                           "--passphrase-env", "no vale")  # fmt: skip
    assert code == 2
    assert "no la contraseña" in err
    assert "no vale" not in err


# --- OS errors in Spanish ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("number", "spanish"),
    [
        (errno.EISDIR, "es una carpeta"),
        (errno.EACCES, "no hay permiso"),
        (errno.ENOENT, "no existe"),
        (errno.ENOSPC, "el disco está lleno"),
        (errno.EROFS, "solo lectura"),
        (errno.ENOTDIR, "no es una carpeta"),
    ],
)
def test_os_errors_are_given_in_spanish(number, spanish):
    assert spanish in os_reason(OSError(number, "English text"))
    assert "English" not in os_reason(OSError(number, "English text"))


def test_reading_a_folder_as_a_pdf_says_so_in_spanish(capsys, tmp_path):
    code, _out, err = run(capsys, "verify", tmp_path)
    assert code == 2
    assert "es una carpeta" in err
    assert "Is a directory" not in err


def test_a_database_that_is_a_folder(capsys, tmp_path):
    code, _out, err = run(capsys, "acta", "list", "--db", tmp_path)
    assert code == 2 and "es una carpeta" in err


# --- no file replaced without --force ---------------------------------------------------------


@pytest.fixture
def acta_db(demo_db):
    return demo_db.path


@pytest.fixture
def locked(demo_db):
    from sqlmodel import select

    from delegate_app.store.models import MatchDay

    with demo_db.session() as s:
        return s.exec(select(MatchDay.match_id).where(MatchDay.locked_at != None)).first()  # noqa: E711


def test_export_does_not_replace_a_file_without_force(capsys, tmp_path, acta_db, locked):
    target = tmp_path / "acta.pdf"
    target.write_bytes(b"%PDF-1.7 otro documento")
    code, _out, err = run(capsys, "acta", "export", locked, "--db", acta_db, "--out", target)
    assert code == 2
    assert "ya existe: no se sustituye sin --force" in err
    assert target.read_bytes() == b"%PDF-1.7 otro documento"
    assert not target.with_suffix(".json").exists()
    code, _out, err = run(capsys, "acta", "export", locked, "--db", acta_db, "--out", target,
                          "--force")  # fmt: skip
    assert code == 0, err
    assert target.read_bytes().startswith(b"%PDF") and b"otro documento" not in target.read_bytes()


def test_the_json_beside_counts_too(capsys, tmp_path, acta_db, locked):
    target = tmp_path / "acta.pdf"
    target.with_suffix(".json").write_text("{}")
    code, _out, err = run(capsys, "acta", "export", locked, "--db", acta_db, "--out", target)
    assert code == 2 and "acta.json» ya existe" in err
    assert not target.exists()


def test_a_signed_pdf_is_never_replaced_by_an_unsigned_one(capsys, tmp_path, acta_db, locked):
    target = tmp_path / "acta.pdf"
    signed = b"%PDF-1.7\n1 0 obj << /Type /Sig /ByteRange [0 10 20 30] >> endobj\n%%EOF\n"
    target.write_bytes(signed)
    for extra in ([], ["--force"]):
        code, _out, err = run(capsys, "acta", "export", locked, "--db", acta_db,
                              "--out", target, *extra)  # fmt: skip
        assert code == 2
        assert "es un acta firmada: no se sustituye por una sin firmar" in err
        assert target.read_bytes() == signed


def test_a_folder_in_the_way_is_refused(capsys, tmp_path, acta_db, locked):
    target = tmp_path / "acta.pdf"
    target.with_suffix(".json").mkdir()
    code, _out, err = run(capsys, "acta", "export", locked, "--db", acta_db, "--out", target,
                          "--force")  # fmt: skip
    assert code == 2
    assert "es una carpeta" in err
