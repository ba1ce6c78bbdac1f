"""Every benchmark in one command, as a Markdown table: measure, target, median, peak memory.

Run: .venv/bin/python benchmarks/run.py [--quick] [--exe dist/delegado/delegado]

Where a process is the unit (start-up, `delegado verify`) each run is a new process, timed
from its launch. Where the measure is an action inside the running app, a worker process
imports and warms everything first, then times the action many times in-process. Either way
the memory column is the peak resident size (ru_maxrss) of the process that did the work,
read with os.wait4 for that one child. The table is printed and written to
benchmarks/latest.md. The federation-sized database is made once and cached
(benchmarks/federation_db.py); making it is not measured.

--exe runs the process measures against a frozen bundle instead of this Python.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

PROBE_ENV = "DELEGADO_STARTUP_PROBE"  # ui/app.py prints "first-paint <time>" and quits
LATEST = HERE / "latest.md"
# Typed the way a delegate types them: surnames, accents or not, first name and surname.
SEARCHES = ("nunez", "García", "jose perez", "Ávila", "martin diaz", "IBAÑEZ", "rocio mesa")


@dataclass
class Result:
    times: list[float]  # seconds
    peak_kib: int
    note: str = ""


def _peak_kib(usage) -> int:
    # Linux reports KiB, macOS bytes.
    return usage.ru_maxrss // 1024 if sys.platform == "darwin" else usage.ru_maxrss


def run_child(
    command: list[str], env: dict[str, str] | None = None
) -> tuple[str, float, int, float]:
    """Run a process to its end: its stdout, wall time from launch, its own peak memory and its
    CPU time (user and system, its own: a worker it did not wait for is not counted).

    Reaped with os.wait4 rather than Popen.wait, which would discard the child's rusage.
    """
    with tempfile.TemporaryFile() as errors:
        started = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=errors, env=env)
        out = process.stdout.read()
        process.stdout.close()
        _pid, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - started
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode != 0:
            errors.seek(0)
            detail = errors.read().decode("utf-8", "replace")
            raise RuntimeError(f"{' '.join(command)} salió con {process.returncode}:\n{detail}")
    cpu = usage.ru_utime + usage.ru_stime
    return out.decode("utf-8", "replace"), elapsed, _peak_kib(usage), cpu


# --------------------------------------------------------------------------- workers
# Each runs in its own process (`run.py --worker NAME`), prints one JSON line and exits.


def _time_many(action, runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return times


def worker_acta(runs: int, folder: Path) -> dict:
    """Build the acta PDF of a locked demo match and sign it, as the app does on "Exportar"."""
    import logging
    from datetime import UTC, timedelta

    from sqlmodel import select

    from delegate_app.documents import certificates as certs
    from delegate_app.documents.acta_package import sign_bytes
    from delegate_app.documents.chess.acta_pdf import acta_document
    from delegate_app.store.database import open_database
    from delegate_app.store.models import MatchDay

    logging.getLogger().addHandler(logging.NullHandler())
    db = open_database(folder / "demo.sqlite3")
    with db.session() as s:
        match_id = s.exec(
            select(MatchDay.match_id).where(MatchDay.locked_at != None)  # noqa: E711
        ).first()
    now = datetime.now(UTC)
    authority = certs.create_club_authority(
        "Club de prueba", not_before=now - timedelta(days=1), not_after=now + timedelta(days=60)
    )
    issued = certs.issue_delegate_certificate(
        authority,
        full_name="Delegada de Prueba",
        licence="TF-0001",
        not_before=now - timedelta(days=1),
        not_after=now + timedelta(days=60),
    )
    p12 = certs.pkcs12_bytes(issued.certificate, issued.private_key, "banco", chain=issued.chain)
    signer = certs.load_signer(p12, "banco")  # loaded once, as in a session of the app

    def build_and_sign() -> bytes:
        document = acta_document(db, match_id)
        return sign_bytes(document.pdf, signer, "delegado_local", location=document.view.venue)

    signed = build_and_sign()  # warm-up: fonts registered, imports done
    times = _time_many(build_and_sign, runs)
    db.close()
    return {"times": times, "note": f"acta de {len(signed) // 1024} KB"}


def worker_lineup(runs: int, folder: Path) -> dict:
    """The lineup check of benchmarks/bench_lineup.py: 500 players, ~300 recorded lineups."""
    from datetime import timedelta

    import bench_lineup as bench

    from delegate_app.domain.chess.lineup import LineupInput, MatchInfo, check_lineup

    teams, players, lineups = bench.build_club()
    team = teams[1]
    official = bench.SEASON_START + timedelta(weeks=14)
    match = MatchInfo(
        id=999_999,
        round_number=15,
        official_date=official,
        actual_date=official + timedelta(days=7),
        previous_round_date=official - timedelta(weeks=1),
    )
    squad = sorted((p for p in players if p.team_rank in "BC"), key=lambda p: p.list_number)
    same_round = next(other for other in lineups if other.official_date == official)
    first_team = next(p for p in players if p.team_rank == "A")
    lineup = LineupInput.of(squad[1].id, squad[0].id, first_team.id, same_round.player_ids[0])

    def check() -> None:
        check_lineup(match, team, teams, players, lineup, lineups)

    check()
    return {"times": _time_many(check, runs), "note": f"{len(lineups)} alineaciones"}


def worker_standings(runs: int, folder: Path) -> dict:
    """The table of benchmarks/bench_standings.py: 16 teams, 240 matches, every board."""
    import bench_standings as bench

    from delegate_app.domain.chess.standings import chess_standings

    results = bench.build_season()
    teams = list(range(1, bench.TEAMS + 1))
    chess_standings(teams, results)
    return {"times": _time_many(lambda: chess_standings(teams, results), runs)}


def worker_standings_db(runs: int, folder: Path) -> dict:
    """The same table read from the federation database, as the Clasificación screen does."""
    import federation_db

    from delegate_app.store.competition_standings import competition_standings
    from delegate_app.store.database import open_database

    path = federation_db.db_path()
    competition = federation_db.honour_division(path)
    db = open_database(path)
    rows = len(competition_standings(db, competition).rows)
    times = _time_many(lambda: competition_standings(db, competition), runs)
    db.close()
    return {"times": times, "note": f"{rows} equipos"}


def worker_federation(runs: int, folder: Path) -> dict:
    """Open the federation-sized database and look a player up by name, each time anew."""
    import federation_db

    path = federation_db.db_path()
    federation_db.search(path, "warm-up")  # imports, and the file in the OS cache
    queries = iter(SEARCHES * (runs // len(SEARCHES) + 1))
    found = []

    def open_and_search() -> None:
        found.append(len(federation_db.search(path, next(queries))))

    times = _time_many(open_and_search, runs)
    size = path.stat().st_size / 1e6
    return {"times": times, "note": f"{size:.0f} MB, {len(SEARCHES)} búsquedas distintas"}


def worker_receipts(runs: int, folder: Path) -> dict:
    """A weekend's receipts (benchmarks/bench_receipts.py): 200 made, signed and written, the
    federation's .p12 opened once per batch."""
    import bench_receipts as bench

    bench.prepare(folder)
    bench.warm_up(folder)
    times, cpu = [], []
    for run in range(runs):
        wall, used, count = bench.weekend(folder, folder / f"acuses-{run}")
        times.append(wall)
        cpu.append(used)
    per_cpu = count / statistics.median(cpu)
    return {"times": times, "note": f"{count} acuses, {per_cpu:.0f} acuses por segundo de CPU"}


def worker_demo(runs: int, folder: Path) -> dict:
    """Load the demo season (results and domino encounters included) into a new database, as
    `delegado demo` does; the CPU time of this process, the figure the tests once asserted (a
    loaded machine doubles the wall time, not the work)."""
    from delegate_app.store.database import open_database
    from delegate_app.store.demo import load_demo_season

    def load(name: str) -> tuple[float, float]:
        db = open_database(folder / f"{name}.sqlite3")  # the empty, migrated base: not measured
        start_cpu, start = time.process_time(), time.perf_counter()
        load_demo_season(db)
        used = (time.process_time() - start_cpu, time.perf_counter() - start)
        db.close()
        return used

    load("demo-calentamiento")  # mappers configured, statements compiled
    cpu, walls = [], []
    for run in range(runs):
        used, wall = load(f"demo-{run}")
        cpu.append(used)
        walls.append(wall)
    return {
        "times": cpu,
        "note": f"tiempo de CPU; {statistics.median(walls):.2f} s de reloj",
    }


WORKERS = {
    "acta": worker_acta,
    "demo": worker_demo,
    "receipts": worker_receipts,
    "lineup": worker_lineup,
    "standings": worker_standings,
    "standings_db": worker_standings_db,
    "federation": worker_federation,
}


def worker_main(name: str, runs: int, folder: Path) -> int:
    result = WORKERS[name](runs, folder)
    print(json.dumps(result))
    return 0


# --------------------------------------------------------------------------- measures


def in_worker(name: str, runs: int, folder: Path) -> Result:
    command = [sys.executable, __file__, "--worker", name, "--runs", str(runs)]
    out, _elapsed, peak, _cpu = run_child([*command, "--folder", str(folder)])
    data = json.loads(out.strip().splitlines()[-1])
    return Result(data["times"], peak, data.get("note", ""))


def start_up(exe: list[str], runs: int, folder: Path) -> Result:
    """benchmarks/startup.py's method: launch to the first paint the app reports, offscreen."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        DELEGADO_HOME=str(folder / "inicio"),
        **{PROBE_ENV: "1"},
    )
    command = [*exe, "--db", str(folder / "demo.sqlite3")]
    times, peaks = [], []
    for attempt in range(runs + 1):
        launched = time.time()
        out, _elapsed, peak, _cpu = run_child(command, env)
        painted = next(
            float(line.split()[1]) for line in out.splitlines() if line.startswith("first-paint ")
        )
        if attempt:  # the first run only warms the OS cache and the .pyc files
            times.append(painted - launched)
            peaks.append(peak)
    return Result(times, max(peaks), "base de demostración")


def verify_process(exe: list[str], runs: int, folder: Path) -> Result:
    """One complete acta (both clubs' delegates) checked with the federation registry."""
    acta = sorted((folder / "actas").glob("*.pdf"))[0]
    command = [*exe, "verify", str(acta), "--registry", str(folder / "registro.json")]
    times, peaks, cpu = [], [], []
    for attempt in range(runs + 1):
        out, elapsed, peak, used = run_child(command)
        if "RESULTADO: correcta" not in out:
            raise RuntimeError(f"delegado verify no dio el acta por buena:\n{out}")
        if attempt:
            times.append(elapsed)
            peaks.append(peak)
            cpu.append(used)
    note = "acta completa, con el registro federativo"
    return Result(times, max(peaks), f"{note}; {statistics.median(cpu):.2f} s de CPU")


def verify_many(exe: list[str], runs: int, folder: Path) -> Result:
    """Every prepared acta in one `delegado verify` command: the time per acta, start included.

    The command verifies them on one worker process per core (verify_many in
    documents/verify_batch.py), so the CPU time counted is that of the command and its workers
    together."""
    actas = sorted((folder / "actas").glob("*.pdf"))
    command = [*exe, "verify", *map(str, actas), "--registry", str(folder / "registro.json")]
    import resource

    times, peaks, cpu = [], [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        out, elapsed, peak, _cpu = run_child(command)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if out.count("RESULTADO: correcta") != len(actas):
            raise RuntimeError(f"delegado verify no dio todas las actas por buenas:\n{out}")
        times.append(elapsed / len(actas))
        peaks.append(peak)
        # CPU time tells the work apart from the wait on a shared, loaded machine.
        used = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        cpu.append(used / len(actas))
    rate = 1 / statistics.median(times)
    cpu_rate = 1 / statistics.median(cpu)
    return Result(
        times,
        max(peaks),
        f"{len(actas)} actas de ajedrez y dominó, {min(os.cpu_count() or 1, 8)} procesos de "
        f"trabajo, {rate:.1f} actas/s ({cpu_rate:.1f} actas por segundo de CPU: "
        f"{1000 * statistics.median(cpu):.0f} ms de CPU por acta, trabajadores incluidos)",
    )


def intake(exe: list[str], runs: int, folder: Path) -> Result:
    """`delegado federacion importar` of 2,000 signed actas (benchmarks/bench_intake.py): the
    time per acta, start of the process and of its two verifiers included."""
    import bench_intake

    times, peaks, notes = [], [], []
    for _ in range(runs):
        result = bench_intake.measure(exe=exe)
        times.append(result["wall_s"] / result["files"])
        peaks.append(result["peak_kib"])
        notes.append(result)
    last = notes[-1]
    return Result(
        times,
        max(peaks),
        f"{last['files']} actas ({last['distinct']} distintas de {last['seasons']} temporadas de "
        f"la demostración, repetidas; registro de {last['clubs']} clubes), "
        f"{1 / statistics.median(times):.1f} actas/s ({last['cpu_rate']:.1f} actas por segundo "
        "de CPU, verificadores incluidos)",
    )


@dataclass(frozen=True)
class Measure:
    label: str
    target_s: float
    runs: int
    quick_runs: int


MEASURES = {
    "start": Measure("Arranque en frío hasta la ventana principal pintada (proceso)", 0.6, 9, 3),
    "acta": Measure("Construir y firmar un acta, dentro de la aplicación", 0.1, 20, 5),
    "verify": Measure("`delegado verify` de un acta firmada (proceso)", 1.0, 7, 3),
    "verify_many": Measure(
        "`delegado verify` de muchas actas en una orden, por acta (objetivo: 20 actas/s)",
        0.05,
        3,
        1,
    ),
    "intake": Measure(
        "`delegado federacion importar` de la temporada de una federación, por acta (objetivo: "
        "20 actas/s), con todas las comprobaciones, en dos procesos",
        0.05,
        1,
        1,
    ),
    "receipts": Measure(
        "Acuses de recibo de un fin de semana, firmados por la federación (PDF y JSON)", 10.0, 3, 1
    ),
    "demo": Measure(
        "Cargar la temporada de demostración (resultados y encuentros de dominó incluidos) en "
        "una base nueva",
        1.5,
        5,
        2,
    ),
    "lineup": Measure("Comprobar una alineación (club de 500 jugadores)", 0.005, 200, 50),
    "standings": Measure("Clasificación de una liga de 16 equipos (cálculo)", 0.05, 50, 10),
    "standings_db": Measure(
        "Clasificación de una liga de 16 equipos, leída de la base federativa", 0.05, 20, 5
    ),
    "federation": Measure(
        "Abrir la base federativa (30.000 jugadores, 500 clubes, 10 temporadas) y buscar un "
        "jugador por nombre",
        0.1,
        28,
        7,
    ),
}


def _duration(seconds: float) -> str:
    if seconds >= 0.1:
        return f"{seconds:.2f} s"
    if seconds >= 0.001:
        return f"{seconds * 1000:.1f} ms"
    return f"{seconds * 1000:.3f} ms"


def _memory(kib: int) -> str:
    return f"{kib / 1024:.0f} MB"


def table(results: dict[str, Result]) -> list[str]:
    lines = [
        "| Medida | Objetivo | Mediana | Memoria máxima |",
        "|---|---|---|---|",
    ]
    for key, result in results.items():
        measure = MEASURES[key]
        median = statistics.median(result.times)
        verdict = "cumple" if median < measure.target_s else "NO CUMPLE"
        label = measure.label + (f"; {result.note}" if result.note else "")
        lines.append(
            f"| {label} | < {_duration(measure.target_s)} | {_duration(median)} "
            f"({verdict}, {len(result.times)} ejecuciones) | {_memory(result.peak_kib)} |"
        )
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="menos ejecuciones, para probar")
    parser.add_argument("--exe", help="ejecutable empaquetado para las medidas por proceso")
    parser.add_argument(
        "--solo",
        help="solo estas medidas, separadas por comas (p. ej. verify,verify_many); "
        "no se escribe latest.md",
    )
    parser.add_argument("--worker", choices=sorted(WORKERS), help=argparse.SUPPRESS)
    parser.add_argument("--runs", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--folder", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        return worker_main(args.worker, args.runs, args.folder)

    import federation_db

    exe = [str(Path(args.exe).resolve())] if args.exe else [sys.executable, "-m", "delegate_app"]
    chosen = set(args.solo.split(",")) if args.solo else set(MEASURES)
    unknown = chosen - set(MEASURES)
    if unknown:
        parser.error(f"medidas desconocidas: {', '.join(sorted(unknown))}")
    started = time.perf_counter()
    if not args.exe:
        # An installed Delegado carries its compiled bytecode (pip and PyInstaller compile it);
        # a checkout on a machine with PYTHONDONTWRITEBYTECODE never gets any, and each process
        # measured would compile the app's sources again (~0.1 s of CPU). Not measured.
        import compileall

        compileall.compile_dir(ROOT / "delegate_app", quiet=1)
    results: dict[str, Result] = {}
    with tempfile.TemporaryDirectory(prefix="delegado-bench-") as tmp:
        folder = Path(tmp)
        print("Preparando: temporada de demostración y base federativa (no se mide)…", flush=True)
        subprocess.run(
            [sys.executable, "-m", "delegate_app", "demo", "--db", str(folder / "demo.sqlite3")],
            check=True,
            capture_output=True,
        )
        if chosen & {"standings_db", "federation"}:
            federation_db.ensure()
        # The registry and the signed actas, made in a child: a runner that imported pyHanko
        # would hand its own memory peak to every process it forks.
        subprocess.run(
            [sys.executable, str(HERE / "bench_verify.py"), "--prepare", str(folder)], check=True
        )
        for key, measure in MEASURES.items():
            if key not in chosen:
                continue
            runs = measure.quick_runs if args.quick else measure.runs
            print(f"  {measure.label}…", flush=True)
            if key == "start":
                results[key] = start_up(exe, runs, folder)
            elif key == "verify":
                results[key] = verify_process(exe, runs, folder)
            elif key == "verify_many":
                results[key] = verify_many(exe, runs, folder)
            elif key == "intake":
                results[key] = intake(exe, runs, folder)
            else:
                results[key] = in_worker(key, runs, folder)
    where = f"paquete {args.exe}" if args.exe else f"Python {platform.python_version()}"
    header = (
        f"Medido el {datetime.now():%d/%m/%Y %H:%M} en {platform.system()} "
        f"{platform.machine()}, {os.cpu_count()} núcleos, {where}, Qt offscreen; "
        f"medianas de varias ejecuciones."
    )
    lines = [header, "", *table(results)]
    print()
    print("\n".join(lines))
    if not args.solo:
        LATEST.write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"\n(escrito en {LATEST.relative_to(ROOT)}; {time.perf_counter() - started:.0f} s)")
    failed = [
        key for key, r in results.items() if statistics.median(r.times) >= MEASURES[key].target_s
    ]
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
