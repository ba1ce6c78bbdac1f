"""Start-up time: from process start to the main window's first paint, on the demo database.

Usage: python benchmarks/startup.py [--runs N] [--platform offscreen|xcb]
A script, not a test: it prints the median and each run, and says whether the 0.6 s target
is met. Under xcb it needs a display (for example `xvfb-run -a python benchmarks/startup.py
--platform xcb`).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET_S = 0.6


def measure_once(db: Path, home: Path, platform: str) -> float:
    env = dict(
        os.environ, QT_QPA_PLATFORM=platform, DELEGADO_HOME=str(home), DELEGADO_STARTUP_PROBE="1"
    )
    start = time.time()
    result = subprocess.run(
        [sys.executable, "-m", "delegate_app", "--db", str(db)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    painted = next(
        float(line.split()[1])
        for line in result.stdout.splitlines()
        if line.startswith("first-paint ")
    )
    return painted - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--platform", default="offscreen")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        db = tmp_path / "demo.sqlite3"
        subprocess.run(
            [sys.executable, "-m", "delegate_app", "demo", "--db", str(db)],
            check=True,
            capture_output=True,
        )
        measure_once(db, tmp_path / "home", args.platform)  # warm the OS file cache and .pyc
        runs = [measure_once(db, tmp_path / "home", args.platform) for _ in range(args.runs)]
    median = statistics.median(runs)
    verdict = "OK" if median < TARGET_S else "POR ENCIMA DEL OBJETIVO"
    print(f"arranque hasta la ventana pintada ({args.platform}, base de demostración)")
    print(
        f"  mediana {median * 1000:.0f} ms en {len(runs)} ejecuciones "
        f"(mín {min(runs) * 1000:.0f}, máx {max(runs) * 1000:.0f}); objetivo "
        f"{TARGET_S * 1000:.0f} ms: {verdict}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
