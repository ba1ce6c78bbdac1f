import os
import sqlite3
import subprocess
import sys

from delegate_app import __version__, cli
from tests.helpers.cli_run import run_in_process


def run_cli(*args, env=None):
    """A real process: `python -m delegate_app`."""
    return subprocess.run(
        [sys.executable, "-m", "delegate_app", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def test_version():
    result = run_cli("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"Delegado {__version__}"


def test_demo_fills_an_empty_database_then_refuses_a_second_time(tmp_path):
    db = tmp_path / "demo.sqlite3"
    first = run_in_process("demo", "--db", db)
    assert first.returncode == 0, first.stderr
    clubs_before = sqlite3.connect(db).execute("SELECT count(*) FROM club").fetchone()[0]
    assert clubs_before > 0
    second = run_in_process("demo", "--db", db)
    assert second.returncode == 2
    assert "ya contiene datos" in second.stderr
    assert sqlite3.connect(db).execute("SELECT count(*) FROM club").fetchone()[0] == clubs_before


def test_demo_refuses_a_file_that_is_not_a_database(tmp_path):
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"\x00\x01basura" * 100)
    result = run_in_process("demo", "--db", junk)
    assert result.returncode == 2
    assert "no es una base de datos válida" in result.stderr
    assert junk.read_bytes() == b"\x00\x01basura" * 100


def test_demo_requires_db():
    result = run_cli("demo")
    assert result.returncode == 2
    assert "--db" in result.stderr


def test_gui_without_a_display_says_so_instead_of_crashing(tmp_path):
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}
    }
    env["DELEGADO_HOME"] = str(tmp_path / "home")
    result = run_cli("--db", str(tmp_path / "x.sqlite3"), env=env)
    assert result.returncode == 3
    assert "No hay pantalla disponible" in result.stderr


def test_parser_has_no_subcommand_for_the_gui():
    args = cli.build_parser().parse_args(["--db", "x.sqlite3"])
    assert args.command is None and str(args.db) == "x.sqlite3"


def test_every_command_module_is_a_listed_group():
    """commands.GROUPS is what cli registers: a module of the folder missing from it would be a
    command group that silently does not exist."""
    from pathlib import Path

    from delegate_app import commands

    on_disk = {
        path.stem
        for path in Path(commands.__file__).parent.glob("*.py")
        if path.stem not in {"__init__", "common"}
    }
    assert set(commands.GROUPS) == on_disk
    assert len(commands.GROUPS) == len(set(commands.GROUPS))


def test_the_version_literal_is_the_installed_version():
    """pyproject.toml takes the version from delegate_app.__version__ (setuptools attr:); the
    installed metadata must say the same, or the literal and the package have drifted."""
    from importlib import metadata

    assert metadata.version("delegado") == __version__
