"""Every command checks its database file as the window does, refuses in Spanish with exit
code 2 and leaves the file exactly as it was; output closed early ends quietly.

Called in-process (cli.main with captured output): each case costs milliseconds.
"""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
import subprocess
import sys

import pytest

from delegate_app import cli
from delegate_app.store.backup import backups_dir
from tests.helpers.acta_db import build_acta_db


def call(capsys, *args):
    code = cli.main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else None


@pytest.fixture(scope="module")
def sound_template(tmp_path_factory):
    path = tmp_path_factory.mktemp("plantilla") / "delegado.sqlite3"
    build_acta_db(path)
    return path


def _foreign(path):
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE notas (texto TEXT)")
    con.commit()
    con.close()


def _revision(value):
    def make(path, template):
        shutil.copy(template, path)
        con = sqlite3.connect(path)
        with con:
            if value is None:
                con.execute("DELETE FROM alembic_version")
            else:
                con.execute("UPDATE alembic_version SET version_num = ?", (value,))
        con.close()

    return make


def corrupt_pages(path, template):
    shutil.copy(template, path)
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    for offset in range(page * 2, len(data), page):
        data[offset : offset + 64] = b"\xa5" * 64
    path.write_bytes(bytes(data))


BAD_FILES = {
    "vacío": (lambda path, _t: path.write_bytes(b""), "está vacío"),
    "no es una base de datos": (
        lambda path, _t: path.write_bytes(b"Hola, esto es una carta.\n" * 40),
        "no es una base de datos válida",
    ),
    "cortado": (
        lambda path, t: path.write_bytes(t.read_bytes()[:3000]),
        "está cortado",
    ),
    "dañado": (corrupt_pages, "no es una base de datos válida o está dañada"),
    "de otro programa": (lambda path, _t: _foreign(path), "pero no de Delegado"),
    "más reciente": (_revision("9999"), "versión más reciente"),
    "demasiado antigua": (_revision("0000"), "demasiado antigua"),
    "sin versión": (_revision(None), "le falta la versión del esquema"),
    "versión falsa": (_revision("0003"), "No se ha podido actualizar"),
}

COMMANDS = {
    "acta list": lambda db, out: ["acta", "list", "--db", db],
    "acta export": lambda db, out: ["acta", "export", "1", "--db", db, "--out", out],
    "demo": lambda db, out: ["demo", "--db", db],
}


@pytest.mark.parametrize(
    ("kind", "command"),
    # demo fills an empty file: that case is the first-start test below.
    [(k, c) for k in BAD_FILES for c in COMMANDS if (k, c) != ("vacío", "demo")],
)
def test_every_command_refuses_a_bad_file_in_spanish_and_leaves_it_untouched(
    capsys, tmp_path, sound_template, command, kind
):
    make, expected = BAD_FILES[kind]
    db = tmp_path / "delegado.sqlite3"
    out = tmp_path / "salida"
    out.mkdir()
    make(db, sound_template)
    before = digest(db)
    code, stdout, err = call(capsys, *COMMANDS[command](db, out))
    assert code == 2, err
    assert expected in err
    assert "Traceback" not in err + stdout
    assert digest(db) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["delegado.sqlite3", "salida"]
    assert list(out.iterdir()) == []


@pytest.mark.parametrize("command", ["acta list", "acta export"])
def test_a_missing_file_is_not_created(capsys, tmp_path, command):
    db = tmp_path / "no-existe.sqlite3"
    code, _out, err = call(capsys, *COMMANDS[command](db, tmp_path))
    assert code == 2
    assert "No existe la base de datos" in err
    assert list(tmp_path.iterdir()) == []


def test_a_zero_byte_file_stays_zero_bytes_for_acta_list(capsys, tmp_path):
    db = tmp_path / "delegado.sqlite3"
    db.write_bytes(b"")
    code, _out, err = call(capsys, "acta", "list", "--db", db)
    assert code == 2 and "está vacío" in err
    assert db.stat().st_size == 0
    assert list(tmp_path.iterdir()) == [db]


def test_demo_fills_an_empty_file_but_not_one_whose_copies_say_it_was_lost(
    capsys, tmp_path, sound_template
):
    first = tmp_path / "nueva.sqlite3"
    first.write_bytes(b"")
    code, out, err = call(capsys, "demo", "--db", first)
    assert code == 0, err
    assert "Temporada de demostración cargada" in out

    lost = tmp_path / "club" / "delegado.sqlite3"
    lost.parent.mkdir()
    shutil.copy(sound_template, lost)
    from delegate_app.store.backup import backup_database

    backup_database(lost, "diaria")
    lost.write_bytes(b"")
    code, _out, err = call(capsys, "demo", "--db", lost)
    assert code == 2
    assert "copias de seguridad" in err and "restaurar" in err
    assert lost.stat().st_size == 0


def test_a_failed_migration_adds_no_copy_per_attempt(capsys, tmp_path, sound_template):
    db = tmp_path / "delegado.sqlite3"
    _revision("0003")(db, sound_template)
    for _ in range(3):
        code, _out, err = call(capsys, "acta", "list", "--db", db)
        assert code == 2 and "No se ha podido actualizar" in err
    assert not backups_dir(db).exists() or list(backups_dir(db).iterdir()) == []


def test_output_closed_early_ends_quietly(tmp_path, sound_template):
    db = tmp_path / "delegado.sqlite3"
    shutil.copy(sound_template, db)
    # Many lines, so that the pipe is closed while the command still writes.
    command = (
        f"{sys.executable} -m delegate_app acta list --db {db} | head -1; "
        f'echo "status=${{PIPESTATUS[0]}}"'
    )
    result = subprocess.run(["bash", "-c", command], capture_output=True, text=True, timeout=120)
    assert "Traceback" not in result.stderr and "BrokenPipeError" not in result.stderr
    assert result.stderr == ""
    assert "status=0" in result.stdout or "status=141" in result.stdout


def test_output_closed_early_in_process(capsys, tmp_path, sound_template, monkeypatch):
    db = tmp_path / "delegado.sqlite3"
    shutil.copy(sound_template, db)

    class ClosedPipe:
        def write(self, _text):
            raise BrokenPipeError(32, "Broken pipe")

        def flush(self):
            raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(sys, "stdout", ClosedPipe())
    code = cli.main(["acta", "list", "--db", str(db)])
    assert code == cli.EXIT_PIPE_CLOSED


def test_a_database_open_in_a_window_is_read_by_commands_and_not_written(
    capsys, tmp_path, sound_template
):
    from tests.helpers.writer import hold_database

    db = tmp_path / "delegado.sqlite3"
    shutil.copy(sound_template, db)
    holder = hold_database(db)
    try:
        code, out, err = call(capsys, "acta", "list", "--db", db)
        assert code == 0, err
        assert "Anaga A – Teno A" in out
        code, _out, err = call(capsys, "demo", "--db", db)
        assert code == 2
        assert "está abierta por otro proceso de Delegado" in err
    finally:
        holder.stdin.write("\n")
        holder.stdin.flush()
        holder.communicate(timeout=30)
