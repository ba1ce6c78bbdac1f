"""`delegado competicion …` and `delegado calendario …`: a season set up from nothing, and every
bad input refused with exit code 2 and nothing changed. The season is set up by real processes;
the rest runs cli.main in this process (tests/helpers/cli_run.py)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.cli_run import run_in_process

EXAMPLE = Path(__file__).resolve().parents[1] / "docs" / "calendario-ejemplo.csv"


def run(*args):
    return run_in_process(*args)


def run_process(*args):
    return subprocess.run(
        [sys.executable, "-m", "delegate_app", *map(str, args)],
        capture_output=True,
        text=True,
        timeout=120,
    )


def create(db, *extra, name="Liga Insular Primera", runner=run):
    result = runner(
        "competicion", "crear", "--db", db, "--nombre", name, "--modalidad", "ajedrez",
        "--temporada", "2026-2027", "--categoria", "Primera", "--vueltas", "2", *extra,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    return result


@pytest.fixture(scope="module")
def season(tmp_path_factory):
    """The acceptance sequence, once: a fresh database, a competition, the example calendar."""
    folder = tmp_path_factory.mktemp("temporada")
    db = folder / "nueva.sqlite3"
    created = create(db, runner=run_process)
    competition_id = created.stdout.strip().splitlines()[-1]
    imported = run_process(
        "calendario", "importar", EXAMPLE, "--competicion", competition_id, "--db", db,
        "--crear-equipos",
    )  # fmt: skip
    listed = run_process("acta", "list", "--db", db)
    return {
        "db": db,
        "id": competition_id,
        "created": created,
        "imported": imported,
        "listed": listed,
        "folder": folder,
    }


def test_competicion_crear_makes_the_database_and_prints_the_id_last(season):
    assert season["db"].is_file()
    lines = season["created"].stdout.strip().splitlines()
    assert lines[-1] == season["id"] == "1"
    assert "Competición creada" in lines[0]
    assert "  Ritmo de juego (art. 17.3): 2 h, sin incremento" in lines


def test_acceptance_56_matches_listed_with_dates_and_teams(season):
    assert season["imported"].returncode == 0, season["imported"].stderr
    assert "14 rondas, 56 encuentros" in season["imported"].stdout
    assert season["listed"].returncode == 0
    rows = season["listed"].stdout.strip().splitlines()[1:]
    assert len(rows) == 56
    first = rows[0].split()
    assert first[1:4] == ["03/10/2026", "16:00", "1"]
    assert "CA Teide – CA Puerto de la Cruz" in rows[0]
    assert any("04/10/2026 10:00" in r and "Ajedrez Orotava – CA Candelaria" in r for r in rows)
    assert all("Liga Insular Primera" in r for r in rows)


def test_competicion_listar(season):
    result = run("competicion", "listar", "--db", season["db"])
    assert result.returncode == 0
    assert "Liga Insular Primera" in result.stdout and "56" in result.stdout


def test_league_file_round_trip_and_preview(season, tmp_path):
    out = tmp_path / "liga.json"
    exported = run("competicion", "exportar", season["id"], "--db", season["db"], "--out", out)
    assert exported.returncode == 0, exported.stderr
    assert json.loads(out.read_text(encoding="utf-8"))["version"] == 1
    other = tmp_path / "otro.sqlite3"
    preview = run("competicion", "importar", out, "--db", other, "--vista-previa")
    assert preview.returncode == 0 and "Vista previa: no se ha cambiado nada." in preview.stdout
    imported = run("competicion", "importar", out, "--db", other)
    assert imported.returncode == 0, imported.stderr
    assert "56 encuentros nuevos" in imported.stdout
    assert len(run("acta", "list", "--db", other).stdout.strip().splitlines()) == 57
    again = run("competicion", "importar", out, "--db", other)
    assert "sin cambios" in again.stdout


def test_calendario_generar_from_the_draw(tmp_path):
    db = tmp_path / "generada.sqlite3"
    competition_id = create(db, "--primera-ronda", "03/10/2026").stdout.split()[-1]
    # the rival teams, as the window would add them
    from delegate_app.store import competition_teams
    from delegate_app.store.database import open_database

    database = open_database(db)
    for name in ("Alfa", "Beta", "Gamma", "Delta"):
        competition_teams.add_rival_team(database, int(competition_id), name)
    database.close()
    missing = run("calendario", "generar", "--competicion", competition_id, "--db", db)
    assert missing.returncode == 2 and "sorteo" in missing.stderr
    result = run(
        "calendario", "generar", "--competicion", competition_id, "--db", db, "--sortear",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "6 rondas y 12 encuentros, del 03/10/2026 al 07/11/2026" in result.stdout


def _unchanged(path):
    return path.read_bytes()


def test_bad_calendars_exit_2_naming_the_line_and_change_nothing(season, tmp_path):
    db = tmp_path / "vacia.sqlite3"
    competition_id = create(db).stdout.split()[-1]
    unknown = run("calendario", "importar", EXAMPLE, "--competicion", competition_id, "--db", db)
    assert unknown.returncode == 2
    assert "Línea 2: el equipo local «CA Teide» no está inscrito" in unknown.stderr
    twice = tmp_path / "doble.csv"
    twice.write_text(
        "ronda;fecha;hora;local;visitante;lugar\n1;03/10/2026;16:00;A;B;\n1;03/10/2026;16:00;A;C;\n",
        encoding="utf-8",
    )
    result = run(
        "calendario", "importar", twice, "--competicion", competition_id, "--db", db,
        "--crear-equipos",
    )  # fmt: skip
    assert result.returncode == 2 and "Línea 3: «A» ya juega en la ronda 1" in result.stderr
    outside = tmp_path / "fuera.csv"
    outside.write_text(
        "ronda,fecha,hora,local,visitante,lugar\n1,03/10/2027,16:00,A,B,\n", encoding="utf-8"
    )
    result = run(
        "calendario", "importar", outside, "--competicion", competition_id, "--db", db,
        "--crear-equipos",
    )  # fmt: skip
    assert result.returncode == 2
    assert "Línea 2: Fecha: el 03/10/2027 está fuera de la temporada 2026-2027" in result.stderr
    listed = run("competicion", "listar", "--db", db)
    assert " 0       0           0  Liga Insular Primera" in listed.stdout


@pytest.mark.parametrize(
    "args",
    [
        ["competicion", "crear", "--nombre", "X", "--modalidad", "ajedrez", "--temporada", "2026"],
        ["competicion", "crear", "--nombre", "X", "--modalidad", "ajedrez", "--temporada",
         "2026-2027", "--categoria", "Preferente", "--vueltas", "1"],
        ["competicion", "crear", "--nombre", "X", "--modalidad", "ajedrez", "--temporada",
         "2026-2027", "--primera-ronda", "04/10/2026"],
        ["competicion", "crear", "--nombre", "X", "--modalidad", "ajedrez", "--temporada",
         "2026-2027", "--primera-ronda", "31/02/2026"],
        ["competicion", "crear", "--nombre", "X", "--modalidad", "parchís", "--temporada",
         "2026-2027"],
        ["competicion", "exportar", "99", "--out", "x.json"],
        ["calendario", "generar", "--competicion", "99"],
        ["calendario", "importar", "no-existe.csv", "--competicion", "1"],
    ],
)  # fmt: skip
def test_bad_arguments_exit_2_without_traceback_or_change(season, tmp_path, args):
    db = tmp_path / "copia.sqlite3"
    shutil.copy(season["db"], db)
    before = db.read_bytes()
    result = run(*args, "--db", db)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and result.stderr.strip()
    assert db.read_bytes() == before


def test_a_damaged_file_is_refused_and_a_missing_one_is_not_created_by_other_commands(tmp_path):
    damaged = tmp_path / "dañada.sqlite3"
    damaged.write_bytes(b"esto no es una base de datos" * 100)
    result = run_process(
        "competicion", "crear", "--db", damaged, "--nombre", "X", "--modalidad", "ajedrez",
        "--temporada", "2026-2027",
    )  # fmt: skip
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert damaged.read_bytes() == b"esto no es una base de datos" * 100
    missing = tmp_path / "no-existe.sqlite3"
    assert run("competicion", "listar", "--db", missing).returncode == 2
    assert not missing.exists()


def test_a_league_file_from_a_newer_version_exits_2(season, tmp_path):
    path = tmp_path / "futuro.json"
    path.write_text(json.dumps({"formato": "delegado-archivo-de-liga", "version": 9}))
    db = tmp_path / "copia.sqlite3"
    shutil.copy(season["db"], db)
    before = db.read_bytes()
    result = run("competicion", "importar", path, "--db", db)
    assert result.returncode == 2 and "versión más reciente" in result.stderr
    assert db.read_bytes() == before


def test_a_refused_command_on_a_new_file_leaves_no_database_behind(tmp_path):
    db = tmp_path / "nueva.sqlite3"
    bad = run(
        "competicion", "crear", "--db", db, "--nombre", "X", "--modalidad", "ajedrez",
        "--temporada", "2026-2027", "--primera-ronda", "04/10/2026",
    )  # fmt: skip
    assert bad.returncode == 2 and "sábado" in bad.stderr
    imported = run("competicion", "importar", tmp_path / "no-existe.json", "--db", db)
    assert imported.returncode == 2 and "no existe" in imported.stderr
    assert list(tmp_path.iterdir()) == []


def test_calendario_exportar_writes_what_importar_reads(season, tmp_path):
    out = tmp_path / "calendario.csv"
    result = run("calendario", "exportar", "--competicion", season["id"], "--db", season["db"],
                 "--out", out)  # fmt: skip
    assert result.returncode == 0 and "56 encuentros" in result.stdout
    other = tmp_path / "otra.sqlite3"
    new_id = create(other).stdout.split()[-1]
    again = run("calendario", "importar", out, "--competicion", new_id, "--db", other,
                "--crear-equipos")  # fmt: skip
    assert again.returncode == 0, again.stderr

    def without_ids(listing):  # the same matches, numbered in the order they were written
        return [line[7:] for line in listing.splitlines()[1:]]

    assert without_ids(run("acta", "list", "--db", other).stdout) == without_ids(
        season["listed"].stdout
    )
