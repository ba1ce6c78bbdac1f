"""docs/federacion/inicio.md run as written: every line of its ```sh blocks, in order, in an
empty folder where only what the clubs send has been put (their parts of the registry and two
signed actas), each line through a shell as the clerk would type it."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from delegate_app.documents import registry, signing
from tests.helpers.demo import demo_copy

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "federacion" / "inicio.md"
FENCE = re.compile(r"^```sh\n(.*?)^```", re.S | re.M)
PASSPHRASE = "clave de la oficina"


def guide_lines() -> list[str]:
    text = GUIDE.read_text(encoding="utf-8")
    return [
        line.strip() for block in FENCE.findall(text) for line in block.splitlines() if line.strip()
    ]


def test_the_guide_has_each_step_once():
    lines = guide_lines()
    commands = [" ".join(shlex.split(line)[:3]) for line in lines]
    assert all(line.startswith("delegado ") for line in lines)
    assert len(set(commands)) == len(commands), commands
    for step in (
        "delegado federacion crear-autoridad",
        "delegado registro firmar",
        "delegado federacion importar",
        "delegado verify acuses/*.pdf",
        "delegado federacion clasificacion",
        "delegado federacion publicar",
    ):
        assert step in commands, step


@pytest.fixture
def sent_by_clubs(demo_template, tmp_path):
    """What reaches the office before its first day: clubes/*.json and recibidas/*.pdf."""
    from tests.helpers.actas import locked_match
    from tests.helpers.security import clubs_of, exported_acta, signed_by_both

    with demo_copy(demo_template, tmp_path / "club.sqlite3") as db:
        actas = [exported_acta(db, locked_match(db, s), s) for s in ("ajedrez", "domino")]
    clubs = clubs_of(actas)
    office = tmp_path / "oficina"
    (office / "clubes").mkdir(parents=True)
    (office / "recibidas").mkdir()
    for n, club in enumerate(clubs.values()):
        people = [
            registry.Person(s.name, "", dni, (signing.fingerprint(s.certificate),))
            for dni, s in club.people.items()
        ]
        part = registry.club_part(club.name, [club.authority.certificate], people)
        (office / "clubes" / f"club-{n}.json").write_text(json.dumps(part, ensure_ascii=False))
    for acta in actas:
        (office / "recibidas" / f"{acta.sport}.pdf").write_bytes(signed_by_both(acta, clubs))
    return office


def test_the_office_guide_runs_from_an_empty_folder(sent_by_clubs):
    office = sent_by_clubs
    bin_dir = Path(sys.executable).parent
    assert (bin_dir / "delegado").exists(), "the test runs the installed `delegado` command"
    env = {
        **os.environ,
        "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
        "FED_CLAVE": PASSPHRASE,
        "QT_QPA_PLATFORM": "offscreen",
    }
    outputs = {}
    for line in guide_lines():
        result = subprocess.run(
            ["bash", "-c", line], cwd=office, env=env, capture_output=True, text=True, timeout=300
        )
        assert result.returncode == 0, f"{line}\n{result.stdout}\n{result.stderr}"
        outputs[shlex.split(line)[2]] = result.stdout
    fingerprint = re.search(r"Huella SHA-256: ([0-9a-f]{64})", outputs["crear-autoridad"])
    assert fingerprint
    assert (office / "FED.p12").stat().st_mode & 0o077 == 0
    # The registry names the certificate the first step made and printed.
    signed = registry.load_registry_file(office / "registro.json")
    assert signed.federation_fingerprint == fingerprint.group(1)
    assert signed.federation_name == "Federación Canaria de Ajedrez"
    assert outputs["importar"].splitlines()[-1] == "aceptadas: 2 · incompletas: 0 · rechazadas: 0"
    assert len(list((office / "acuses").glob("*.pdf"))) == 2
    assert "RESULTADO: acuse correcto" in outputs["acuses/*.pdf"]
    assert "Caballo Lagunero A" in outputs["clasificacion"]
    assert (office / "sitio" / "index.html").is_file()
