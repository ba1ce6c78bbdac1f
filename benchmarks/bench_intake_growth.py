"""The federation's intake as its database grows: `delegado federacion importar` of 3,200
*distinct* signed actas into one database, in four deliveries (200, 600, 1,200 and 1,200
files, so the database holds 200, 800, 2,000 and 3,200 actas after each), on SQLite and on
PostgreSQL. Targets (issue 26): at least 20 actas per wall second on an idle 2-core machine,
and a cost per acta that stays flat as the database grows.

The actas are benchmarks/distinct_actas.py's: each a match of its own (the demo's 21 locked
actas moved to seasons of their own, laid out by the export's own code, signed by both
delegates), with a registry of 494 clubs. Every file is verified with every check; none is a
repeat.

Measured per delivery: wall time, actas per wall second, and CPU per acta: the command and its
verifying workers (getrusage of children) and, on PostgreSQL, the server's processes too
(/proc of the postmaster and its backends), since there the database's work is in another
process. The CPU is also split between the importer's own process (its start, reading, hashing,
handing files to the workers, filing) and its workers (their start and the verification): the
command runs in a small wrapper (`_RUN`) that writes its own getrusage and its children's. The
load average is printed: the machine is shared.

PostgreSQL comes from DELEGADO_TEST_POSTGRES or a throwaway server (tests/federation/postgres.py).

Run: .venv/bin/python benchmarks/bench_intake_growth.py [--solo-sqlite]
     [--entregas 200,600,1200,1200]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import distinct_actas  # noqa: E402

DELIVERIES = (200, 600, 1200, 1200)
TARGET_RATE = 20.0
TICKS = os.sysconf("SC_CLK_TCK")
# `delegado` as `python -m delegate_app` runs it, then its own CPU and its children's (the
# verifying workers, which it waits for) written to the file named first.
_RUN = """
import json, resource, sys
from delegate_app.cli import main
out = sys.argv.pop(1)
try:
    code = main(sys.argv[1:])
finally:
    own = resource.getrusage(resource.RUSAGE_SELF)
    workers = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(out, "w") as file:
        json.dump({"own": own.ru_utime + own.ru_stime,
                   "workers": workers.ru_utime + workers.ru_stime}, file)
sys.exit(code)
"""


def _server_cpu(data_dir: Path | None) -> float:
    """CPU seconds of a PostgreSQL server so far: the postmaster, its ended backends (its
    children's times) and the live ones."""
    if data_dir is None:
        return 0.0
    try:
        postmaster = int((data_dir / "postmaster.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 0.0
    total = 0
    for pid in [postmaster, *_children(postmaster)]:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        utime, stime, cutime, cstime = (int(v) for v in fields[11:15])
        total += utime + stime + (cutime + cstime if pid == postmaster else 0)
    return total / TICKS


def _children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(v) for v in text.split()]


def _data_dir(url: str) -> Path | None:
    """The data folder of a server on a Unix socket in a folder of ours (the throwaway server,
    or CI's), found from the socket folder in the URL; None when not local."""
    from urllib.parse import parse_qs, urlparse

    host = parse_qs(urlparse(url).query).get("host", [""])[0]
    if not host:
        return None
    for candidate in (Path(host) / "data", Path(host).parent / "data", Path(host)):
        if (candidate / "postmaster.pid").exists():
            return candidate
    return None


def measure(target: str, cache: Path, deliveries: tuple[int, ...], data_dir: Path | None) -> list:
    files = sorted((cache / "distintas").glob("*.pdf"))[: sum(deliveries)]
    rows = []
    start = 0
    with tempfile.TemporaryDirectory(prefix="delegado-crecimiento-") as tmp:
        for number, size in enumerate(deliveries, 1):
            folder = Path(tmp) / f"entrega-{number}"
            folder.mkdir()
            for path in files[start : start + size]:
                os.link(path, folder / path.name)
            split = Path(tmp) / f"cpu-{number}.json"
            command = [sys.executable, "-c", _RUN, str(split), "federacion", "importar"]
            command += [str(folder), "--db", target, "--registry", str(cache / "registro.json")]
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            server_before = _server_cpu(data_dir)
            load = os.getloadavg()[0]
            started = time.perf_counter()
            done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
            wall = time.perf_counter() - started
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            server = _server_cpu(data_dir) - server_before
            last = done.stdout.splitlines()[-1] if done.stdout else ""
            wanted = f"aceptadas: {size} · incompletas: 0 · rechazadas: 0"
            if done.returncode != 0 or last != wanted:
                tail = done.stdout[-2000:] + done.stderr[-2000:]
                raise RuntimeError(f"la entrega {number} no se aceptó entera:\n{tail}")
            cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            parts = json.loads(split.read_text())
            start += size
            rows.append(
                {
                    "delivery": number,
                    "files": size,
                    "stored_after": start,
                    "wall_s": wall,
                    "rate": size / wall,
                    "cpu_ms": 1000 * cpu / size,
                    "own_ms": 1000 * parts["own"] / size,
                    "workers_ms": 1000 * parts["workers"] / size,
                    "server_ms": 1000 * server / size,
                    "load": load,
                }
            )
            print(_line(target, rows[-1]), flush=True)
    return rows


def _line(target: str, row: dict) -> str:
    dialect = "PostgreSQL" if target.startswith("postgresql") else "SQLite"
    server = f", servidor {row['server_ms']:.1f} ms" if dialect == "PostgreSQL" else ""
    return (
        f"| {dialect} | {row['stored_after'] - row['files']} → {row['stored_after']} | "
        f"{row['files']} | {row['wall_s']:.1f} s | {row['rate']:.1f} | "
        f"{row['cpu_ms']:.1f} ms{server} | {row['own_ms']:.1f} ms | {row['workers_ms']:.1f} ms | "
        f"{row['load']:.1f} |"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entregas", default=",".join(str(d) for d in DELIVERIES))
    parser.add_argument("--solo-sqlite", action="store_true")
    parser.add_argument(
        "--carpeta",
        type=Path,
        help="actas ya generadas por distinct_actas.py (también una generación a medias)",
    )
    args = parser.parse_args()
    deliveries = tuple(int(v) for v in args.entregas.split(","))
    if args.carpeta is None:
        cache = distinct_actas.ensure(sum(deliveries))
    else:
        cache = args.carpeta
        if distinct_actas.available(cache) < sum(deliveries):
            print(f"solo hay {distinct_actas.available(cache)} actas en {cache}", file=sys.stderr)
            return 2
    print(f"{sum(deliveries)} actas distintas, {os.cpu_count()} núcleos")
    print(
        "| Base | Actas guardadas | Entrega | Tiempo | Actas/s | CPU por acta | del importador "
        "| de los verificadores | Carga |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    results = {}
    with tempfile.TemporaryDirectory() as folder:
        results["sqlite"] = measure(str(Path(folder) / "fed.sqlite3"), cache, deliveries, None)
    if not args.solo_sqlite:
        from tests.federation import postgres

        given = os.environ.get(postgres.ENV_URL, "").strip()
        server = None if given else postgres.start_local_server()
        admin = given or server.url  # type: ignore[union-attr]
        url = postgres.create_database(admin)
        try:
            results["postgresql"] = measure(url, cache, deliveries, _data_dir(admin))
        finally:
            postgres.drop_database(admin, url)
            if server is not None:
                server.stop()
    for name, rows in results.items():
        first, last = rows[0]["cpu_ms"], rows[-1]["cpu_ms"]
        total = sum(r["files"] for r in rows[:3])
        wall = sum(r["wall_s"] for r in rows[:3])
        print(
            f"{name}: {total} actas en {wall:.1f} s ({total / wall:.1f} actas/s); CPU por acta "
            f"{first:.1f} ms con {rows[0]['stored_after']} guardadas y {last:.1f} ms con "
            f"{rows[-1]['stored_after']} ({last / first:.2f}×)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
