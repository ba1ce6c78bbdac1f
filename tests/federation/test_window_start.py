"""The Federación window on screen before its database and registry are loaded, and the list a
clerk works in: totals, search, the whole reason of the selected file, the reason column on
screen at 1366×768. (How long the start takes is measured in
benchmarks/federation_window_startup.py, never here.)"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from delegate_app.domain.federation.records import IntakeStatus
from delegate_app.store.federation.inbox import file_verdict
from tests.federation.verdicts import plain_rejected, verdict_from

HEAVY = (
    "sqlalchemy",
    "sqlmodel",
    "pyhanko",
    "delegate_app.documents.registry",
    "delegate_app.documents.federation.deadline_report",
    "delegate_app.domain.federation.evidence_deadlines",
    "delegate_app.store.federation.database",
    "holidays",
)


def test_nothing_heavy_is_imported_before_the_first_paint():
    """What `federacion ventana` runs before it shows the window, in a fresh interpreter."""
    script = f"""
import sys, argparse
from pathlib import Path
from delegate_app.cli import build_parser
args = build_parser().parse_args(
    ["federacion", "ventana", "--db", "x.sqlite3", "--registry", sys.argv[1]])
from delegate_app.commands.federation_window import _check_arguments
_check_arguments(args)
from delegate_app.ui.app import create_application
from delegate_app.ui.federation.window import FederationWindow
app = create_application()
window = FederationWindow()
window.show()
app.processEvents()
print(sorted(m for m in {list(HEAVY)!r} if m in sys.modules))
"""
    result = subprocess.run(
        [sys.executable, "-c", script, __file__],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "[]"


def _run_window(*args, probe=True):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    if probe:
        env["DELEGADO_STARTUP_PROBE"] = "1"
    return subprocess.run(
        [sys.executable, "-m", "delegate_app", "federacion", "ventana", *map(str, args)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def test_the_command_paints_first_then_opens_the_database_and_the_registry(tmp_path):
    from tests.helpers.security import new_federation, registry_of

    registry = tmp_path / "registro.json"
    registry.write_bytes(registry_of({}, new_federation()))
    result = _run_window("--db", tmp_path / "federacion.sqlite3", "--registry", registry)
    assert result.returncode == 0, result.stderr
    marks = [line.split()[0] for line in result.stdout.splitlines()]
    assert marks == ["first-paint", "ready"]
    assert (tmp_path / "federacion.sqlite3").is_file()


def test_arguments_it_can_judge_at_once_are_refused_before_any_window(tmp_path):
    result = _run_window("--db", tmp_path / "f.sqlite3", "--registry", tmp_path / "no-hay.json")
    assert result.returncode == 2
    assert "No existe el registro federativo" in result.stderr
    assert "first-paint" not in result.stdout


def test_a_registry_that_fails_its_check_ends_with_exit_2_after_the_window(tmp_path):
    registry = tmp_path / "registro.json"
    registry.write_text("{}", encoding="utf-8")
    result = _run_window("--db", tmp_path / "f.sqlite3", "--registry", registry)
    assert result.returncode == 2, result.stdout + result.stderr
    assert "delegado: El archivo no es un registro federativo" in result.stderr
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "f.sqlite3").exists()


@pytest.fixture
def received(tmp_path, exported_actas):
    from delegate_app.store.federation.database import open_federation_db

    db = open_federation_db(str(tmp_path / "federacion.sqlite3"), create=True)
    at = datetime(2026, 10, 5, 18, 0, tzinfo=UTC)
    for sport in ("ajedrez", "domino"):
        acta = exported_actas[sport]
        file_verdict(
            db,
            verdict_from(
                acta.pdf, json.loads(acta.attachment), sport=sport, file_name=f"{sport}.pdf"
            ),
            at,
        )
    long_reason = (
        "firma «Delegado local»: el documento se modificó después de firmar: el contenido "
        "firmado ha cambiado; firma «Delegado visitante»: el documento se modificó después de "
        "firmar: el contenido firmado ha cambiado; además el acta no cuadra con su acta.json"
    )
    from dataclasses import replace

    file_verdict(
        db, replace(plain_rejected("correo › manipulada.pdf", b"x"), reason=long_reason), at
    )
    yield db, long_reason
    db.close()


class _Registry:
    def describe(self) -> str:
        return "registro de prueba"


def _window(qtbot, db):
    from delegate_app.ui.federation.window import FederationWindow

    window = FederationWindow(workers=0)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    assert not window.importFilesButton.isEnabled()  # nothing to import into yet
    window.attach(db, _Registry())
    assert window.importFilesButton.isEnabled()
    return window


def _shown(window) -> list[str]:
    return [window.receivedTable.item(r, 3).text() for r in range(window.receivedTable.rowCount())]


def test_totals_and_a_search_over_club_team_match_and_status(qtbot, qapp, received):
    from delegate_app.ui import i18n

    i18n.install_language(qapp, i18n.SPANISH)  # its plural forms, as the app runs
    db, _ = received
    window = _window(qtbot, db)
    panel = window.received
    assert panel.totalsLabel.text() == (
        "3 archivos recibidos: aceptadas 2 · incompletas 0 · rechazadas 1"
    )
    qtbot.keyClicks(panel.searchBox, "domino")  # no accent: finds «Dominó»
    assert _shown(window) == ["domino.pdf"]
    assert panel.totalsLabel.text().endswith("· se muestra 1")
    panel.searchBox.clear()
    qtbot.keyClicks(panel.searchBox, "caballo lagunero")  # a team, either side
    assert _shown(window) == ["ajedrez.pdf"]
    panel.searchBox.clear()
    qtbot.keyClicks(panel.searchBox, "Club de Ajedrez")  # a club's name, not its team's
    assert _shown(window) == ["ajedrez.pdf"]
    panel.searchBox.clear()
    qtbot.keyClicks(panel.searchBox, "rechazada")
    assert _shown(window) == ["correo › manipulada.pdf"]
    # the status filter and the search together
    window.statusFilter.setCurrentIndex(window.statusFilter.findData(IntakeStatus.ACCEPTED))
    assert _shown(window) == []
    panel.searchBox.clear()
    assert sorted(_shown(window)) == ["ajedrez.pdf", "domino.pdf"]


@pytest.fixture(params=["es", "en"])
def language(request, qapp):
    from delegate_app.ui import i18n

    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.install_language(qapp, i18n.SPANISH)


def test_the_reason_is_on_screen_at_1366x768_and_whole_below_the_table(qtbot, received, language):
    db, long_reason = received
    window = _window(qtbot, db)
    qtbot.waitExposed(window)
    table = window.receivedTable
    header = table.horizontalHeader()
    viewport = table.viewport().width()
    reason_left = header.sectionViewportPosition(4)
    # the reason column starts on screen with room to read, and nothing scrolls sideways
    assert reason_left + 250 <= viewport
    assert table.horizontalScrollBar().maximum() == 0
    row = _shown(window).index("correo › manipulada.pdf")
    table.selectRow(row)
    detail = window.received.detailLabel
    assert long_reason.replace("»", "»") in detail.text()
    assert detail.wordWrap() and detail.isVisible()
    folder = Path(os.environ.get("DELEGADO_SCREENSHOTS", "/tmp"))
    if language == "en":
        assert (
            window.received.searchBox.placeholderText() == "Search club, team, encuentro or status"
        )
    window.grab().save(str(folder / f"federacion-ventana-recibidas-{language}.png"))
