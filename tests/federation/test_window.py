"""The Federación window driven as a clerk would: what was received, filtered, a conflict side by
side, an acta saved, and an intake run from the window with its progress."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from delegate_app.domain.federation.records import IntakeStatus
from delegate_app.store.federation.inbox import file_verdict
from tests.federation.verdicts import plain_rejected, variant, verdict_from


class _Registry:
    def describe(self) -> str:
        return "registro de prueba"


@pytest.fixture
def sqlite_federation_db(tmp_path):
    from delegate_app.store.federation.database import open_federation_db

    db = open_federation_db(str(tmp_path / "federacion.sqlite3"), create=True)
    yield db
    db.close()


@pytest.fixture
def filled(sqlite_federation_db, exported_actas):
    """One accepted chess acta, a second different version of the same match, an incomplete
    domino acta and a file that is not an acta."""
    db = sqlite_federation_db
    chess = exported_actas["ajedrez"]
    data = json.loads(chess.attachment)
    at = datetime(2026, 10, 5, 18, 0, tzinfo=UTC)
    file_verdict(db, verdict_from(chess.pdf, data, sport="ajedrez", file_name="a.pdf"), at)
    pdf2, data2 = variant(chess.pdf, data, version=1)
    file_verdict(db, verdict_from(pdf2, data2, sport="ajedrez", file_name="b.pdf"), at)
    domino = exported_actas["domino"]
    file_verdict(
        db,
        verdict_from(
            domino.pdf,
            json.loads(domino.attachment),
            sport="domino",
            file_name="domino.pdf",
            status=IntakeStatus.INCOMPLETE,
            reason="falta la firma del delegado visitante",
        ),
        at,
    )
    file_verdict(db, plain_rejected("nota.txt", b"hola"), at)
    return db


def _window(qtbot, db):
    from delegate_app.ui.federation.window import FederationWindow

    window = FederationWindow(db, _Registry(), workers=0)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    return window


def _column(table, column: int) -> list[str]:
    return [table.item(r, column).text() for r in range(table.rowCount())]


def test_the_window_lists_every_received_file_with_its_status_and_reason(qtbot, filled):
    window = _window(qtbot, filled)
    assert window.receivedTable.rowCount() == 4
    assert sorted(_column(window.receivedTable, 1)) == [
        "aceptada",
        "aceptada",
        "incompleta",
        "rechazada",
    ]
    assert "no es un PDF" in _column(window.receivedTable, 4)
    assert window.tabs.tabText(1) == "Conflictos (1)"


def test_the_status_filter_shows_only_that_status(qtbot, filled):
    window = _window(qtbot, filled)
    window.statusFilter.setCurrentIndex(window.statusFilter.findData(IntakeStatus.REJECTED))
    assert _column(window.receivedTable, 3) == ["nota.txt"]
    window.statusFilter.setCurrentIndex(0)
    assert window.receivedTable.rowCount() == 4


def test_an_incomplete_file_completed_by_the_visitor_is_listed_as_superseded(
    qtbot, filled, exported_actas
):
    """The home-only domino file, then the same bytes signed again (more roles): the earlier
    row stays, shown "sustituida", counted apart from the incompletas, found by its filter
    and its word, and the detail names the file that supersedes it."""
    import os

    domino = exported_actas["domino"]
    complete = verdict_from(
        domino.pdf + b"\n% firma del delegado visitante",
        json.loads(domino.attachment),
        sport="domino",
        file_name="domino-completa.pdf",
    )
    file_verdict(filled, complete, datetime(2026, 10, 6, 9, 0, tzinfo=UTC))
    window = _window(qtbot, filled)
    panel = window.received
    assert window.receivedTable.rowCount() == 5
    table = window.receivedTable
    states = dict(zip(_column(table, 3), _column(table, 1), strict=True))
    assert states["domino.pdf"] == "sustituida"
    assert states["domino-completa.pdf"] == "aceptada"
    totals = panel.totalsLabel.text()
    assert "incompletas 0" in totals and "sustituidas 1" in totals
    window.statusFilter.setCurrentIndex(window.statusFilter.findData("sustituida"))
    assert _column(window.receivedTable, 3) == ["domino.pdf"]
    window.receivedTable.selectRow(0)
    detail = panel.detailLabel.text()
    assert "Sustituida por «domino-completa.pdf»" in detail
    assert "constancia de su llegada" in detail and "incompleta" in detail
    window.statusFilter.setCurrentIndex(window.statusFilter.findData("incompleta"))
    assert window.receivedTable.rowCount() == 0
    window.statusFilter.setCurrentIndex(0)
    qtbot.keyClicks(panel.searchBox, "sustituida")
    assert _column(window.receivedTable, 3) == ["domino.pdf"]
    panel.searchBox.clear()
    window.receivedTable.selectRow(_column(window.receivedTable, 3).index("domino.pdf"))
    folder = Path(os.environ.get("DELEGADO_SCREENSHOTS", "/tmp"))
    window.grab().save(str(folder / "ventana-recibidas-sustituida.png"))


def test_a_conflict_shows_both_versions_side_by_side_with_the_difference_marked(qtbot, filled):
    window = _window(qtbot, filled)
    window.tabs.setCurrentIndex(1)
    tab = window.conflictsTab
    assert tab.conflictList.count() == 1
    first, second = tab.sides
    assert first["archivo"].text() == "a.pdf" and second["archivo"].text() == "b.pdf"
    # the amended version has one more incident and another content hash: both marked
    assert "◀" in first["incidencias"].text() and "◀" in second["incidencias"].text()
    assert "◀" in first["hash_contenido"].text()
    # the score is the same in both: not marked
    assert "◀" not in first["resultado"].text()
    assert first["resultado"].text() == second["resultado"].text() != ""


def test_saving_the_selected_acta_writes_the_received_bytes(qtbot, filled, tmp_path, monkeypatch):
    from delegate_app.store.federation.queries import received_pdf

    window = _window(qtbot, filled)
    row = _column(window.receivedTable, 3).index("a.pdf")
    window.receivedTable.selectRow(row)
    assert window.saveActaButton.isEnabled()
    target = tmp_path / "guardada.pdf"
    monkeypatch.setattr("delegate_app.ui.messages.save_file", lambda *a: str(target))
    qtbot.mouseClick(window.saveActaButton, Qt.MouseButton.LeftButton)
    assert target.read_bytes() == received_pdf(filled, window.rows[row].id)

    not_a_pdf = _column(window.receivedTable, 3).index("nota.txt")
    window.receivedTable.selectRow(not_a_pdf)
    assert not window.saveActaButton.isEnabled()  # nothing was kept of it


def test_a_rejected_pdf_can_be_saved_to_see_why(
    qtbot, filled, exported_actas, tmp_path, monkeypatch
):
    from dataclasses import replace

    forged = exported_actas["ajedrez"].pdf + b"%% cambiado\n"
    verdict = replace(
        plain_rejected("cambiada.pdf", forged), reason="el acta cambió tras la firma", pdf=forged
    )
    file_verdict(filled, verdict, datetime(2026, 10, 6, 9, 0, tzinfo=UTC))
    window = _window(qtbot, filled)
    window.receivedTable.selectRow(_column(window.receivedTable, 3).index("cambiada.pdf"))
    assert window.saveActaButton.isEnabled()
    target = tmp_path / "rechazada.pdf"
    monkeypatch.setattr("delegate_app.ui.messages.save_file", lambda *a: str(target))
    qtbot.mouseClick(window.saveActaButton, Qt.MouseButton.LeftButton)
    assert target.read_bytes() == forged


def test_an_intake_from_the_window_files_each_file_and_reports_the_counts(
    qtbot, sqlite_federation_db, tmp_path
):
    # Files that are not actas need no registry to be judged: rejected, each with its reason,
    # and the intake goes on to the end.
    folder = tmp_path / "correo"
    folder.mkdir()
    (folder / "uno.pdf").write_bytes(b"%PDF-1.7 roto")
    (folder / "dos.pdf").write_bytes(b"esto no es un pdf")
    window = _window(qtbot, sqlite_federation_db)
    window.start_intake([str(folder)])
    assert window.progress.isVisible() and window.stopButton.isEnabled()
    assert not window.importFilesButton.isEnabled()
    qtbot.waitUntil(lambda: window.worker_thread is None, timeout=120_000)
    assert window.summaryLabel.text() == "aceptadas: 0 · incompletas: 0 · rechazadas: 2"
    assert window.receivedTable.rowCount() == 2
    assert set(_column(window.receivedTable, 1)) == {"rechazada"}
    assert not window.progress.isVisible() and window.importFilesButton.isEnabled()

    # the same folder again changes nothing
    window.start_intake([str(folder)])
    qtbot.waitUntil(lambda: window.worker_thread is None, timeout=120_000)
    assert window.receivedTable.rowCount() == 2


def test_the_window_fits_1366x768_and_its_controls_are_not_clipped(qtbot, filled):
    window = _window(qtbot, filled)
    qtbot.waitExposed(window)
    for button in (window.importFilesButton, window.importFolderButton, window.saveActaButton):
        assert button.width() >= button.sizeHint().width()
    path = Path("/tmp/federacion-ventana.png")
    window.grab().save(str(path))
    for index, name in ((1, "conflictos"), (2, "plazos"), (3, "clasificacion")):
        window.tabs.setCurrentIndex(index)
        window.grab().save(str(path.with_name(f"federacion-{name}.png")))


def test_the_deadlines_tab_judges_each_acta_from_its_reception(qtbot, filled):
    window = _window(qtbot, filled)
    window.tabs.setCurrentIndex(2)
    tab = window.deadlinesTab
    assert tab.table.rowCount() == len(tab.report.checks) > 0
    # every check of the chess match names it and says whether it was on time
    labels = _column(tab.table, 0)
    assert any("Caballo Lagunero A – Alfil Chicharrero A" in label for label in labels)
    assert set(_column(tab.table, 5)) <= {c.value for c in type(tab.report.checks[0].compliance)}
    assert tab.summaryLabel.text() != ""


def test_saving_the_deadline_report_as_csv(qtbot, filled, tmp_path, monkeypatch):
    window = _window(qtbot, filled)
    target = tmp_path / "plazos.csv"
    monkeypatch.setattr("delegate_app.ui.messages.save_file", lambda *a: str(target))
    monkeypatch.setattr("delegate_app.ui.messages.info", lambda *a: None)
    qtbot.mouseClick(window.deadlinesTab.saveButton, Qt.MouseButton.LeftButton)
    text = target.read_text(encoding="utf-8-sig")
    assert "Caballo Lagunero A" in text


def test_the_standings_tab_counts_only_accepted_actas(qtbot, filled):
    window = _window(qtbot, filled)
    window.tabs.setCurrentIndex(3)
    tab = window.standingsTab
    # two competitions have a version on file; the domino acta is only incomplete
    names = [tab.competitionCombo.itemText(i) for i in range(tab.competitionCombo.count())]
    chess = next(i for i, name in enumerate(names) if "Preferente" in name)
    tab.competitionCombo.setCurrentIndex(chess)
    rows = {
        tab.table.item(r, 1).text(): tab.table.item(r, 2).text()
        for r in range(tab.table.rowCount())
    }
    # the two signed versions differ in an incident, not in the score: the match counts once
    assert rows["Caballo Lagunero A"] == rows["Alfil Chicharrero A"] == "1"
    assert "Sin contar" not in tab.notesLabel.text()
    domino = next(i for i, name in enumerate(names) if "Dominó" in name)
    tab.competitionCombo.setCurrentIndex(domino)
    # an incomplete acta counts for nothing
    assert _column(tab.table, 2) == ["0", "0"]
    assert set(_column(tab.table, 1)) == {"Doble Seis", "El Cierre"}


def test_publishing_from_the_window_writes_the_site(qtbot, filled, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr("delegate_app.ui.messages.info", lambda *a: shown.append(a[2]))
    window = _window(qtbot, filled)
    window.publish_to(tmp_path / "web")
    assert (tmp_path / "web" / "index.html").is_file()
    assert "index.html" in shown[0]
    # the incomplete domino acta is on the site and named to the clerk
    assert "Sin resultado en la clasificación (1):" in shown[0]
    assert shown[0].rstrip().endswith(": acta incompleta")


def test_publishing_into_a_folder_with_other_files_is_refused(qtbot, filled, tmp_path, monkeypatch):
    errors = []
    monkeypatch.setattr("delegate_app.ui.messages.error", lambda *a: errors.append(a[2]))
    folder = tmp_path / "documentos"
    folder.mkdir()
    (folder / "mio.txt").write_text("no se toca")
    window = _window(qtbot, filled)
    window.publish_to(folder)
    assert errors and (folder / "mio.txt").read_text() == "no se toca"
    assert sorted(p.name for p in folder.iterdir()) == ["mio.txt"]
