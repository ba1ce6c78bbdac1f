"""The start-up path stays light: the first screen paints without the heavy libraries."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = r"""
import sys
from pathlib import Path
from delegate_app.store.database import open_database
from delegate_app.ui.app import create_application, open_settings
from delegate_app.ui.main_window import MainWindow

app = create_application()
db = open_database(Path(sys.argv[1]))
window = MainWindow(db, open_settings())
window.show()
app.processEvents()
window.grab()
heavy = sorted(m for m in ("sqlalchemy", "sqlmodel", "alembic", "reportlab", "pyhanko",
                            "openpyxl") if m in sys.modules)
print("HEAVY", ",".join(heavy))
print("HOME", window.home.titleLabel.text())
"""


def test_first_screen_paints_without_sqlalchemy_alembic_reportlab_or_pyhanko(tmp_path):
    db = tmp_path / "demo.sqlite3"
    subprocess.run(
        [sys.executable, "-m", "delegate_app", "demo", "--db", str(db)],
        check=True,
        capture_output=True,
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DELEGADO_HOME=str(tmp_path / "home"))
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(db)], capture_output=True, text=True, env=env, timeout=60
    )
    assert result.returncode == 0, result.stderr
    lines = dict(line.split(" ", 1) for line in result.stdout.splitlines() if " " in line)
    assert lines["HEAVY"] == ""
    assert "Caballo Lagunero" in lines["HOME"]
