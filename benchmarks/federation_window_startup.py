"""The Federación window's start, side by side with a bare PySide6 window on the same database.

Run: .venv/bin/python benchmarks/federation_window_startup.py [--actas 2000] [--runs 7]
     [--platform offscreen|xcb]

A script, not a test. It makes a federation database of N stored actas (fed_inbox_fill.py) and a
signed registry, then alternates two processes, each timed from its start to its first paint:
- a bare window: QApplication and a QMainWindow, with the same SQLite file opened (sqlite3);
- `delegado federacion ventana --db … --registry …`, which also prints when its list of
  received files is on screen ("lista": SQLAlchemy, the registry's signature check, the query).
It prints the medians, the ratio (target: the window at most 2× the bare one) and the load
average before and after, since the machine may be shared.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

TARGET_RATIO = 2.0
PASSPHRASE = "clave del banco de pruebas"
BARE = """
import sqlite3, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
connection = sqlite3.connect(sys.argv[1])
window = QMainWindow()
window.setCentralWidget(QLabel("Federación"))
window.resize(1366, 768)
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, lambda: (print(f"first-paint {time.time():.6f}", flush=True),
                                          app.quit()))
        return False
probe = FirstPaint(window)
window.installEventFilter(probe)
window.show()
app.exec()
"""


def make_registry(folder: Path) -> Path:
    """A registry signed by a federation certificate made as `federacion crear-autoridad` does,
    with one club: the window checks its signature on start, whatever it holds."""
    from delegate_app.documents import certificates, registry

    now = datetime.now(UTC)
    federation = certificates.create_federation_authority(
        "Federación de pruebas", not_before=now - timedelta(hours=1), not_after=now + timedelta(1)
    )
    club = certificates.create_club_authority(
        "Club de pruebas", not_before=now - timedelta(hours=1), not_after=now + timedelta(1)
    )
    p12 = certificates.pkcs12_bytes(federation.certificate, federation.private_key, PASSPHRASE)
    signer = certificates.load_signer(p12, PASSPHRASE)
    content = registry.build_registry(
        [registry.club_part("Club de pruebas", [club.certificate], [])], federation.certificate
    )
    path = folder / "registro.json"
    path.write_bytes(registry.sign_registry(content, signer))
    return path


def make_database(folder: Path, actas: int) -> Path:
    from fed_inbox_fill import fill

    from delegate_app.store.federation.database import open_federation_db

    path = folder / "federacion.sqlite3"
    db = open_federation_db(str(path), create=True)
    try:
        if actas:
            fill(db, actas)
    finally:
        db.close()
    return path


def _times(command: list[str], platform: str) -> dict[str, float]:
    env = dict(os.environ, QT_QPA_PLATFORM=platform, DELEGADO_STARTUP_PROBE="1")
    start = time.time()
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{result.stderr[-2000:]}")
    marks = {}
    for line in result.stdout.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] in ("first-paint", "ready"):
            marks[parts[0]] = float(parts[1]) - start
    return marks


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actas", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", default="offscreen")
    args = parser.parse_args()
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        db = make_database(folder, args.actas)
        registry = make_registry(folder)
        bare = [sys.executable, "-c", BARE, str(db)]
        window = [
            sys.executable, "-m", "delegate_app", "federacion", "ventana",
            "--db", str(db), "--registry", str(registry),
        ]  # fmt: skip
        _times(bare, args.platform), _times(window, args.platform)  # warm caches and .pyc
        bare_runs, paint_runs, ready_runs = [], [], []
        for _ in range(args.runs):
            bare_runs.append(_times(bare, args.platform)["first-paint"])
            marks = _times(window, args.platform)
            paint_runs.append(marks["first-paint"])
            ready_runs.append(marks["ready"])
    load_after = os.getloadavg()
    bare_s, paint_s, ready_s = map(statistics.median, (bare_runs, paint_runs, ready_runs))
    ratio = paint_s / bare_s
    verdict = "cumple" if ratio <= TARGET_RATIO else "POR ENCIMA DEL OBJETIVO"
    print(
        json.dumps(
            {
                "actas": args.actas,
                "ejecuciones": args.runs,
                "ventana_vacia_s": round(bare_s, 3),
                "federacion_primera_pintura_s": round(paint_s, 3),
                "federacion_lista_en_pantalla_s": round(ready_s, 3),
                "proporcion": round(ratio, 2),
                "carga_antes": [round(x, 2) for x in load_before],
                "carga_despues": [round(x, 2) for x in load_after],
            },
            ensure_ascii=False,
        )
    )
    print(
        f"ventana Federación ({args.actas} actas, {args.platform}): primera pintura "
        f"{paint_s * 1000:.0f} ms, lista en pantalla {ready_s * 1000:.0f} ms; ventana vacía "
        f"{bare_s * 1000:.0f} ms; proporción {ratio:.2f} (objetivo ≤ {TARGET_RATIO:.0f}): "
        f"{verdict}; carga {load_before[0]:.1f} → {load_after[0]:.1f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
