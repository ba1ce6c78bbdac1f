"""The importer's filing alone, the serial stage of `delegado federacion importar` besides its
start: N verdicts on distinct actas filed one by one into a new database (inbox_run.file_entry,
as the intake files them, each after the look-up of a file filed before, known_files'
stored_verdict), on SQLite and on PostgreSQL. Measured: the filing process's CPU per acta (the
look-up's share apart), its wall time, and on PostgreSQL the server's CPU (its processes in
/proc, as bench_intake_growth.py reads them).

The verdicts are those of benchmarks/distinct_actas.py's actas, given once by the intake itself
(`delegado federacion importar` into a scratch SQLite database, not timed) and read back with
their PDFs, so that what is filed is exactly what an intake files.

Run: .venv/bin/python benchmarks/bench_filing.py --carpeta FOLDER [--actas 200] [--solo-sqlite]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import bench_intake_growth  # noqa: E402


def verdicts_of(cache: Path, count: int, scratch: Path) -> list:
    """The intake's verdicts on the first `count` actas, with their PDFs."""
    from delegate_app.documents.federation.sources import list_units
    from delegate_app.store.federation.database import open_federation_db
    from delegate_app.store.federation.known_files import stored_verdict

    folder = scratch / "actas"
    folder.mkdir()
    for path in sorted((cache / "distintas").glob("*.pdf"))[:count]:
        os.link(path, folder / path.name)
    db_path = scratch / "veredictos.sqlite3"
    command = [sys.executable, "-m", "delegate_app", "federacion", "importar", str(folder)]
    command += ["--db", str(db_path), "--registry", str(cache / "registro.json")]
    subprocess.run(command, check=True, capture_output=True, cwd=ROOT)
    db = open_federation_db(str(db_path), create=False)
    try:
        with list_units([folder]) as found:
            return [
                replace(stored_verdict(db, item.sha256), file_name=item.name, pdf=item.data)
                for _unit, item in found
            ]
    finally:
        db.close()


def measure(target: str, verdicts: list, server_dir: Path | None) -> str:
    from delegate_app.documents.federation.inbox_run import file_entry
    from delegate_app.store.federation.database import open_federation_db
    from delegate_app.store.federation.known_files import stored_verdict

    db = open_federation_db(target, create=True)
    try:
        server = bench_intake_growth._server_cpu(server_dir)
        load = os.getloadavg()[0]
        looked_up = 0.0
        cpu, wall = time.process_time(), time.perf_counter()
        for verdict in verdicts:
            before = time.process_time()
            if stored_verdict(db, verdict.file_sha256) is not None:
                raise RuntimeError(f"{verdict.file_name} ya estaba archivada")
            looked_up += time.process_time() - before
            entry = file_entry(db, verdict, datetime.now(UTC), None)
            if entry.error is not None or entry.outcome is None or not entry.outcome.is_new:
                raise RuntimeError(f"{verdict.file_name}: {entry.note()}")
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        server = bench_intake_growth._server_cpu(server_dir) - server
    finally:
        db.close()
    n = len(verdicts)
    dialect = "PostgreSQL" if target.startswith("postgresql") else "SQLite"
    on_server = f" | {1000 * server / n:.2f} ms" if server_dir is not None else " | —"
    return (
        f"| {dialect} | {n} | {1000 * cpu / n:.2f} ms | {1000 * looked_up / n:.2f} ms"
        f"{on_server} | {1000 * wall / n:.2f} ms | {load:.1f} |"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--carpeta", type=Path, required=True, help="actas de distinct_actas.py")
    parser.add_argument("--actas", type=int, default=200)
    parser.add_argument("--solo-sqlite", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="delegado-archivo-") as scratch:
        verdicts = verdicts_of(args.carpeta, args.actas, Path(scratch))
        print("| Base | Actas | CPU por acta | de ellos, la consulta previa | Servidor | Tiempo "
              "por acta | Carga |")  # fmt: skip
        print("|---|---|---|---|---|---|---|")
        print(measure(str(Path(scratch) / "archivo.sqlite3"), verdicts, None), flush=True)
        if args.solo_sqlite:
            return 0
        from tests.federation import postgres

        given = os.environ.get(postgres.ENV_URL, "").strip()
        server = None if given else postgres.start_local_server()
        admin = given or server.url  # type: ignore[union-attr]
        url = postgres.create_database(admin)
        try:
            print(measure(url, verdicts, bench_intake_growth._data_dir(admin)), flush=True)
        finally:
            postgres.drop_database(admin, url)
            if server is not None:
                server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
