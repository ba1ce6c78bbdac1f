"""The Federación window importing real signed actas, with receipts, as a clerk would: the
same verdicts as `federacion importar`, progress while it runs, and each receipt written."""

from __future__ import annotations

import argparse
from pathlib import Path

from tests.helpers.security import PASSPHRASE


def test_the_window_imports_signed_actas_and_issues_their_receipts(
    qtbot, signed, intake_registry, federation_p12, tmp_path, monkeypatch
):
    from delegate_app.commands.federation import receipt_issuer
    from delegate_app.store.federation.database import open_federation_db
    from delegate_app.ui.federation.window import FederationWindow

    folder = tmp_path / "entrada"
    folder.mkdir()
    for name in ("ajedrez", "domino", "incompleta", "falsificada", "fuera"):
        (folder / f"{name}.pdf").write_bytes(signed[name])
    monkeypatch.setenv("CLAVE_FED", PASSPHRASE)
    db = open_federation_db(str(tmp_path / "federacion.sqlite3"), create=True)
    receipts_dir = tmp_path / "acuses"
    args = argparse.Namespace(
        p12=federation_p12, passphrase_env="CLAVE_FED", acuses=receipts_dir, db=db.label
    )
    window = FederationWindow(db, intake_registry, receipt_issuer(args, intake_registry))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.start_intake([str(folder)])
    qtbot.waitUntil(lambda: window.worker_thread is None, timeout=120_000)
    try:
        assert window.summaryLabel.text() == "aceptadas: 2 · incompletas: 1 · rechazadas: 2"
        # the progress bar went through every file before it was hidden
        assert (window.progress.value(), window.progress.maximum()) == (5, 5)
        statuses = {
            Path(window.receivedTable.item(r, 3).text()).name: window.receivedTable.item(
                r, 1
            ).text()
            for r in range(window.receivedTable.rowCount())
        }
        assert statuses == {
            "ajedrez.pdf": "aceptada",
            "domino.pdf": "aceptada",
            "incompleta.pdf": "incompleta",
            "falsificada.pdf": "rechazada",
            "fuera.pdf": "rechazada",
        }
        # one receipt (PDF and JSON) per file filed, whatever its verdict, and its time in
        # the table
        assert len(list(receipts_dir.glob("*.pdf"))) == 5
        assert len(list(receipts_dir.glob("*-R.pdf"))) == 2
        assert len(list(receipts_dir.glob("*-I.pdf"))) == 1
        receipt_times = [
            window.receivedTable.item(r, 5).text() for r in range(window.receivedTable.rowCount())
        ]
        assert sum(1 for text in receipt_times if text) == 5
    finally:
        db.close()
