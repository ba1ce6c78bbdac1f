"""`federacion publicar` on a federation of N accepted actas (SQLite), this tree against a peer.

Run: .venv/bin/python benchmarks/bench_publication.py [--actas 2000] [--runs 3]
     [--peer FOLDER]

The database is filled by benchmarks/fed_inbox_fill.py (real demo actas naming their own
matches). Each run publishes the whole site into a new folder; the figures are the wall and
CPU time of publish_site (the tables, every match page with its acta read back, team pages,
feeds, PDFs of the tables); CPU time moves less with the load of a shared machine. --peer
names another checkout of the project (e.g. `git archive main | tar -x -C /tmp/main`): the
same database is published with its code in a child process, side by side.
The load average is printed with the figures: this machine is shared.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_CHILD = """
import json, sys, time, tempfile
from pathlib import Path
from delegate_app.documents.federation.office import publish_site
from delegate_app.store.federation.database import open_federation_db
db = open_federation_db(sys.argv[1], create=False)
times, cpu = [], []
for run in range(int(sys.argv[2]) + 1):
    out = Path(tempfile.mkdtemp()) / "web"
    started, used = time.perf_counter(), time.process_time()
    publish_site(db, out, federation="Federación")
    if run:  # the first run warms the imports and caches
        times.append(time.perf_counter() - started)
        cpu.append(time.process_time() - used)
    pages = sum(1 for _ in out.rglob("*.html"))
db.close()
print(json.dumps({"times": times, "cpu": cpu, "pages": pages}))
"""


def measure(tree: Path, database: str, runs: int) -> dict:
    env = dict(os.environ, PYTHONPATH=str(tree))
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, database, str(runs)],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actas", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--peer", type=Path)
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import fed_inbox_fill

    from delegate_app.store.federation.database import open_federation_db
    from delegate_app.store.federation.official import sync_results

    folder = Path(tempfile.mkdtemp(prefix="bench-publicar-"))
    database = str(folder / "federacion.sqlite3")
    db = open_federation_db(database, create=True)
    try:
        fed_inbox_fill.fill(db, args.actas)
        sync_results(db)
    finally:
        db.close()
    trees = {"este árbol": ROOT} | ({"par": args.peer.resolve()} if args.peer else {})
    for name, tree in trees.items():
        result = measure(tree, database, args.runs)
        load = os.getloadavg()
        print(
            f"{name}: {args.actas} actas, {result['pages']} páginas, mediana "
            f"{statistics.median(result['times']):.2f} s, CPU "
            f"{statistics.median(result['cpu']):.2f} s (de {args.runs}; "
            f"carga {load[0]:.2f} {load[1]:.2f} {load[2]:.2f})"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
