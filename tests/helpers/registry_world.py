"""Two clubs and a federation, each made with the commands (their authorities, delegates'
certificates, club parts of the registry, the federation's own certificate): the ground of the
registry's and the visitor's command-line tests (tests/security/)."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.helpers.demo import copy_demo
from tests.helpers.security import cli, run_cli

SECRET = {"CLAVE": "una clave larga de prueba"}


def make_world(demo_template, folder: Path, acta) -> dict:
    """Two clubs and a federation, each with its own database, made with the commands, each
    command as its own process (the families `certificados`, `registro exportar-club` and
    `federacion crear-autoridad` run here as a delegate runs them)."""
    paths = {}
    for side, club, (name, licence), dni in (
        ("local", acta.home_club, acta.home_delegate, "12345678Z"),
        ("visitante", acta.away_club, acta.away_delegate, "X1234567L"),
    ):
        db = copy_demo(demo_template, folder / f"{side}.sqlite3")
        created = run_cli(
            "certificados", "crear-autoridad", "--db", db, "--club", club,
            "--passphrase-env", "CLAVE", env=SECRET,
        )  # fmt: skip
        assert created.returncode == 0, created.stderr
        p12 = folder / f"{side}.p12"
        issued = run_cli(
            "certificados", "emitir", "--db", db, "--nombre", name, "--dni", dni,
            "--licencia", licence or "sin licencia", "--out", p12, "--passphrase-env", "CLAVE",
            env=SECRET,
        )  # fmt: skip
        assert issued.returncode == 0, issued.stderr
        part = folder / f"{side}.json"
        exported = run_cli("registro", "exportar-club", "--db", db, "--out", part)
        assert exported.returncode == 0, exported.stderr
        paths[side] = {"db": db, "p12": p12, "part": part}
    # The federation needs no database: its own certificate, from nothing.
    fed_p12 = folder / "federacion.p12"
    made = run_cli(
        "federacion", "crear-autoridad", "--nombre", "Federación de prueba", "--out", fed_p12,
        "--passphrase-env", "CLAVE", env=SECRET,
    )  # fmt: skip
    assert made.returncode == 0, made.stderr
    paths["federacion"] = {"p12": fed_p12}
    paths["folder"] = folder
    return paths


def copy_world(world: dict, folder: Path) -> dict:
    """A copy of `world` (made once per session) in `folder`, for a module of its own: a copy
    is milliseconds, the dozen commands that make it several seconds."""
    shutil.copytree(world["folder"], folder, dirs_exist_ok=True)

    def moved(value):
        if isinstance(value, dict):
            return {key: moved(item) for key, item in value.items()}
        return folder / value.relative_to(world["folder"])

    return {key: moved(value) for key, value in world.items() if key != "folder"} | {
        "folder": folder
    }


def sign_registry(world, out, *extra, run=cli):
    """`registro firmar` of both clubs' parts with the federation's certificate (in this
    process unless `run` is run_cli)."""
    return run(
        "registro", "firmar", world["local"]["part"], world["visitante"]["part"],
        "--p12", world["federacion"]["p12"], "--passphrase-env", "CLAVE", "--out", out, *extra,
        env=SECRET,
    )  # fmt: skip
