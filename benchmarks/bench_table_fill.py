"""Encuentros refreshed on the demo season (142 matches), side by side in one run: the screen
as it is (its columns held while the cells change, measured once: ui/table_util.columns_held)
and a peer filling the same shown table cell by cell with its columns sized to their contents
all along, as the screen did before. CPU time of the process (time.process_time), not wall
time: the machine is shared.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_table_fill.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication, QTableWidgetItem

    from delegate_app.store.database import open_database
    from delegate_app.store.demo import load_demo_season
    from delegate_app.ui.screens.matches import MatchesScreen
    from delegate_app.ui.style import apply_style

    app = QApplication([])
    apply_style(app)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["DELEGADO_HOME"] = folder
        db = open_database(Path(folder) / "demo.sqlite3")
        load_demo_season(db)
        screen = MatchesScreen(db)
        screen.resize(1366, 700)
        screen.show()
        app.processEvents()
        table = screen.table
        rows = [
            [table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())
        ]

        def held() -> None:
            screen._refresh_table()
            app.processEvents()

        def unheld() -> None:  # the peer: the same cells set one by one on the shown table
            table.setRowCount(len(rows))
            for r, row in enumerate(rows):
                for c, text in enumerate(row):
                    item = QTableWidgetItem(text)
                    item.setToolTip(text)
                    table.setItem(r, c, item)
            app.processEvents()

        figures: dict[str, list[float]] = {"held": [], "unheld": []}
        for _ in range(runs):  # alternated, so a busy moment falls on both
            for name, action in (("held", held), ("unheld", unheld)):
                start = time.process_time()
                action()
                figures[name].append(time.process_time() - start)
        db.close()
    load = os.getloadavg()[0]
    print(f"Encuentros, {len(rows)} encuentros, {runs} veces cada uno, carga {load:.1f}")
    for name, label in (("held", "columnas sujetas (la pantalla)"), ("unheld", "celda a celda")):
        values = figures[name]
        print(
            f"  {label}: mediana {statistics.median(values):.3f} s de CPU "
            f"(de {min(values):.3f} a {max(values):.3f})"
        )
    ratio = statistics.median(figures["unheld"]) / statistics.median(figures["held"])
    print(f"  celda a celda cuesta {ratio:.0f} veces más")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
