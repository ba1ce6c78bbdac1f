"""The official table of every group from 20,000 stored actas, on SQLite and on PostgreSQL.

Run: .venv/bin/python benchmarks/bench_federation_results.py [--actas 20000] [--runs 7]
     [--solo-sqlite]

A federation database is filled with accepted actas of a federation-sized history by
fed-store's benchmarks/fed_inbox_fill.py (a 16-team Preferente, 8-team chess groups and 6-team
domino groups per season, each acta.json a real demo acta naming its own match and results),
in bulk: filing 20,000 files one by one is the intake's benchmark, not this one.

Measured, each in a fresh process state after a warm-up run:
- "primera lectura": sync_results reading every acta.json once into fed_result (done once per
  file, the first time any report runs after an import);
- "clasificación": official_tables(db) for every group: the check for new files plus the
  query of the short result columns, the decisions and the ranking of every group (CH-5.1).
PostgreSQL comes from DELEGADO_TEST_POSTGRES or a throwaway server (tests/federation/postgres.py).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(ROOT / "benchmarks"))

import fed_inbox_fill  # noqa: E402

from delegate_app.store.federation.database import open_federation_db  # noqa: E402

TARGET_S = 1.0


def measure(target: str, actas: int, runs: int) -> dict[str, object]:
    from delegate_app.store.federation.official import official_tables, sync_results

    db = open_federation_db(target, create=True)
    try:
        filled = fed_inbox_fill.fill(db, actas)  # fed-store's bulk filler
        count = filled.actas
        started = time.perf_counter()
        read = sync_results(db)
        first = time.perf_counter() - started
        if db.dialect == "postgresql":
            with db.writing() as c:
                c.exec_driver_sql("ANALYZE")
        tables = official_tables(db)  # warm-up: imports and caches
        times, cpu = [], []
        for _ in range(runs):
            started, used = time.perf_counter(), time.process_time()
            tables = official_tables(db)
            times.append(time.perf_counter() - started)
            cpu.append(time.process_time() - used)
        rows = sum(len(t.table.rows) for t in tables)
        counted = sum(1 for t in tables for m in t.table.matches if m.counted)
    finally:
        db.close()
    return {
        "dialect": db.dialect,
        "actas": count,
        "fill_s": filled.seconds,
        "first_read_s": first,
        "first_read_count": read,
        "groups": len(tables),
        "rows": rows,
        "counted": counted,
        "median_s": statistics.median(times),
        "max_s": max(times),
        "cpu_s": statistics.median(cpu),
        "runs": runs,
    }


def _postgres_target() -> tuple[str | None, object | None, str]:
    import os

    from tests.federation import postgres

    given = os.environ.get(postgres.ENV_URL, "").strip()
    try:
        if given:
            return postgres.create_database(given), None, given
        server = postgres.start_local_server()
    except postgres.ServerUnavailable as exc:
        print(f"PostgreSQL no disponible: {exc}", file=sys.stderr)
        return None, None, ""
    return postgres.create_database(server.url), server, server.url


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actas", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--solo-sqlite", action="store_true")
    args = parser.parse_args()
    results = []
    with tempfile.TemporaryDirectory() as folder:
        results.append(measure(str(Path(folder) / "federacion.sqlite3"), args.actas, args.runs))
    if not args.solo_sqlite:
        from tests.federation import postgres

        url, server, admin = _postgres_target()
        if url is not None:
            try:
                results.append(measure(url, args.actas, args.runs))
            finally:
                postgres.drop_database(admin, url)
                if server is not None:
                    server.stop()  # type: ignore[attr-defined]
    import os

    load = os.getloadavg()[0]
    print(f"Carga media de la máquina durante la medida: {load:.1f} ({os.cpu_count()} núcleos)")
    print("| Medida | Objetivo | Mediana | CPU del proceso | Primera lectura de las actas |")
    print("|---|---|---|---|---|")
    for r in results:
        verdict = "cumple" if float(r["median_s"]) < TARGET_S else "NO CUMPLE"  # type: ignore[arg-type]
        print(
            f"| Clasificación de todos los grupos ({r['groups']} grupos, {r['rows']} equipos) "
            f"de {r['actas']} actas guardadas, {r['dialect']} | < {TARGET_S:.2f} s | "
            f"{float(r['median_s']):.3f} s ({verdict}, {r['runs']} ejecuciones) | "  # type: ignore[arg-type]
            f"{float(r['cpu_s']):.3f} s | {float(r['first_read_s']):.1f} s para "  # type: ignore[arg-type]
            f"{r['first_read_count']} actas (una vez) |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
