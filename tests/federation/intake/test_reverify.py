"""Verifying again (`delegado federacion reverificar`, documents/federation/reverify.py): a file
rejected because its club was not registered yet is accepted once the registry names the club,
with its receipt dated when it first arrived, the history of verdicts kept, and each verdict
filed once even when two clerks re-verify at once; on SQLite and on PostgreSQL."""

from __future__ import annotations

import json
import multiprocessing
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select

from delegate_app.cli import main
from delegate_app.documents import registry as registry_module
from delegate_app.documents.federation import intake, receipts
from delegate_app.documents.federation.inbox_run import run_intake
from delegate_app.documents.federation.reverify import run_reverification
from delegate_app.domain.federation.records import IntakeStatus
from delegate_app.store.federation import queries
from delegate_app.store.federation.database import open_federation_db
from delegate_app.store.federation.models import FedReceipt, FedReverification
from delegate_app.store.federation.reverify import history, pending_files
from tests.federation.reverify_process import run_clerk
from tests.helpers.security import PASSPHRASE, clubs_of, signed_by_both

ACCEPTED, INCOMPLETE, REJECTED = IntakeStatus
FIRST_ARRIVAL = datetime(2027, 2, 8, 9, 30, tzinfo=UTC)
LATER = FIRST_ARRIVAL + timedelta(days=10)


def _merged_registry(club_sets, federation, version: int) -> bytes:
    """A registry naming every club of `club_sets`; a club in two of them keeps both
    authorities and both delegates (its CA of the first registry and the new one)."""
    from delegate_app.documents import signing
    from tests.helpers.security import ARBITER

    authorities: dict[str, list] = {}
    people: dict[str, list] = {}
    for clubs in club_sets:
        for club in clubs.values():
            authorities.setdefault(club.name, []).append(club.authority.certificate)
            people.setdefault(club.name, []).extend(
                registry_module.Person(s.name, "", dni, (signing.fingerprint(s.certificate),))
                for dni, s in club.people.items()
            )
    parts = [registry_module.club_part(name, authorities[name], people[name]) for name in people]
    ca, signer = federation
    content = registry_module.build_registry(
        parts, ca.certificate, version=version, arbiters=[ARBITER]
    )
    return registry_module.sign_registry(content, signer)


@pytest.fixture(scope="session")
def late_club(received, intake_clubs, intake_federation, tmp_path_factory):
    """The outsider's acta signed by its clubs' delegates, and a newer registry (version 11)
    that adds the club the first one did not know."""
    outsider = received["fuera"]
    clubs = clubs_of([outsider])
    pdf = signed_by_both(outsider, clubs)
    path = tmp_path_factory.mktemp("registro-nuevo") / "registro-11.json"
    path.write_bytes(_merged_registry([intake_clubs, clubs], intake_federation, 11))
    return pdf, path


@pytest.fixture
def inbox(signed, late_club, tmp_path):
    folder = tmp_path / "entrada"
    folder.mkdir()
    (folder / "1-ajedrez.pdf").write_bytes(signed["ajedrez"])
    (folder / "2-fuera.pdf").write_bytes(late_club[0])
    (folder / "3-falsificada.pdf").write_bytes(signed["falsificada"])
    (folder / "4-incompleta.pdf").write_bytes(signed["incompleta"])
    (folder / "5-notas.pdf").write_bytes(b"no es un pdf")
    return folder


def _issuer(db_registry, p12, folder):
    signer = receipts.load_federation_signer(p12, PASSPHRASE, registry=db_registry)

    def issue(db, verdict, outcome):
        if outcome.status is not ACCEPTED:
            return None
        request = receipts.ReceiptRequest(verdict=verdict, received_at=outcome.received_at)
        (issued,) = receipts.issue_receipts([request], signer, folder, db=db)
        return f"acuse: {issued.pdf_path}"

    return issue


def _count(db, model) -> int:
    with db.engine.connect() as c:
        return int(c.execute(select(func.count()).select_from(model)).scalar_one())


def test_CH_14_CH_15_3_a_club_registered_late_is_accepted_with_its_first_arrival_as_evidence(
    federation_db, inbox, intake_registry, late_club, federation_p12, tmp_path
):
    run_intake([inbox], intake_registry, federation_db, workers=0, clock=lambda: FIRST_ARRIVAL)
    before = {
        r.file_name.rsplit("/", 1)[-1]: r.status for r in queries.list_received(federation_db)
    }
    assert before["2-fuera.pdf"] is REJECTED and before["1-ajedrez.pdf"] is ACCEPTED
    # rejected PDFs are kept (so they can be judged again); what is not a PDF is not
    assert {p.file_name.rsplit("/", 1)[-1]: p.has_pdf for p in pending_files(federation_db)} == {
        "2-fuera.pdf": True,
        "3-falsificada.pdf": True,
        "4-incompleta.pdf": True,
        "5-notas.pdf": False,
    }

    newer = registry_module.load_registry_file(late_club[1])
    issue = _issuer(newer, federation_p12, tmp_path / "acuses")
    done = run_reverification(federation_db, newer, workers=0, receipts=issue, clock=lambda: LATER)

    notes = {e.verdict.file_name.rsplit("/", 1)[-1]: e.note() for e in done}
    assert notes["2-fuera.pdf"].startswith("rechazada → aceptada; acuse: ")
    assert notes["3-falsificada.pdf"] == "sigue rechazada"
    assert notes["4-incompleta.pdf"] == "sigue incompleta"
    assert notes["5-notas.pdf"].startswith("NO REVERIFICADA: no se guardó su PDF")
    assert intake.summary(e.verdict for e in done) == (
        "aceptadas: 1 · incompletas: 1 · rechazadas: 2"
    )
    after = {r.file_name.rsplit("/", 1)[-1]: r for r in queries.list_received(federation_db)}
    fuera = after["2-fuera.pdf"]
    assert fuera.status is ACCEPTED and fuera.reason.startswith("correcta; firmada por")
    assert fuera.received_at == FIRST_ARRIVAL  # never moved by the re-verification
    assert fuera.competition_id is not None and fuera.match is not None
    # The receipt says when the file first reached the federation, not when it was re-verified.
    receipt = receipts_module_record(federation_db, fuera.id)
    assert receipt["recibido_utc"].startswith("2027-02-08T09:30")
    [row] = history(federation_db, fuera.id)
    assert (row.old_status, row.new_status, row.registry_version) == (REJECTED, ACCEPTED, 11)
    assert row.checked_at == LATER and "no está en el registro federativo" in row.old_reason
    # The standings read it now: its result is in fed_result.
    from delegate_app.store.federation.official import official_tables

    [table] = official_tables(federation_db, fuera.competition_id)
    assert table.acta_files.get(fuera.match) == fuera.id  # its result counts now
    # and the deadlines (CH-14, CH-15.3) judge it by when it arrived, not by the re-verification
    from delegate_app.store.federation.official import deadline_records

    [record] = [r for r in deadline_records(federation_db) if r.match == fuera.match]
    assert [(r.status, r.received_at) for r in record.received] == [(ACCEPTED, FIRST_ARRIVAL)]

    # Again with the same registry: nothing changes, nothing is issued twice.
    receipts_before = _count(federation_db, FedReceipt)
    again = run_reverification(federation_db, newer, workers=0, receipts=issue)
    assert [e.note() for e in again if e.error is None] == [
        "ya reverificada con este registro (rechazada); no cambia nada",
        "ya reverificada con este registro (incompleta); no cambia nada",
    ]
    # fuera, falsificada and incompleta, once each
    assert _count(federation_db, FedReverification) == 3
    assert _count(federation_db, FedReceipt) == receipts_before


def receipts_module_record(db, file_id: int) -> dict:
    with db.engine.connect() as c:
        text = c.execute(
            select(FedReceipt.receipt_json).where(FedReceipt.file_id == file_id)
        ).scalar_one()
    return json.loads(text)


def _cli(capsys, *args):
    code = main(["federacion", "reverificar", *map(str, args)])
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err


def test_the_command_prints_a_line_per_file_and_the_importers_last_line(
    federation_db_url, inbox, registry_file, late_club, capsys
):
    assert (
        main(
            [
                "federacion",
                "importar",
                str(inbox),
                "--db",
                federation_db_url,
                "--registry",
                str(registry_file),
            ]
        )
        == 0
    )
    capsys.readouterr()
    code, lines, err = _cli(capsys, "--db", federation_db_url, "--registry", late_club[1])
    assert code == 1  # the file stored without its PDF could not be judged again
    assert lines[-1] == "aceptadas: 1 · incompletas: 1 · rechazadas: 2"
    assert len(lines) == 5
    assert any("2-fuera.pdf" in line and "[rechazada → aceptada]" in line for line in lines)
    assert "versión 11" in err and "no se han podido reverificar" in err


@pytest.mark.parametrize(
    "args, message",
    [
        (["--registry", "no-existe.json"], "no-existe.json"),
        (["--passphrase-env", "CLAVE"], "--passphrase-env sin --p12"),
    ],
)
def test_bad_arguments_are_refused_in_spanish_and_change_nothing(
    federation_db_url, inbox, intake_registry, late_club, capsys, args, message
):
    db = open_federation_db(federation_db_url, create=True)
    try:
        run_intake([inbox], intake_registry, db, workers=0)
    finally:
        db.close()
    base = ["--db", federation_db_url]
    if "--registry" not in args:
        base += ["--registry", str(late_club[1])]
    code, lines, err = _cli(capsys, *base, *args)
    assert code == 2 and lines == [] and err.startswith("delegado: ")
    assert message in err and "Traceback" not in err
    db = open_federation_db(federation_db_url, create=False)
    try:
        assert _count(db, FedReverification) == 0
        assert [p.status for p in pending_files(db)] == [REJECTED, REJECTED, INCOMPLETE, REJECTED]
    finally:
        db.close()


def test_a_missing_database_is_refused_not_created(tmp_path, late_club, capsys):
    target = tmp_path / "no-existe.sqlite3"
    code, _, err = _cli(capsys, "--db", target, "--registry", late_club[1])
    assert code == 2 and not target.exists() and "delegado: " in err


def test_two_clerks_re_verifying_at_once_file_each_verdict_once(
    federation_db_url, inbox, intake_registry, late_club, federation_p12, tmp_path
):
    db = open_federation_db(federation_db_url, create=True)
    try:
        run_intake([inbox], intake_registry, db, workers=0)
        pending = len(pending_files(db))
    finally:
        db.close()
    context = multiprocessing.get_context("spawn")
    barrier, results = context.Barrier(2), context.Queue()
    clerks = []
    for clerk in range(2):
        args = [
            "federacion",
            "reverificar",
            "--db",
            federation_db_url,
            "--registry",
            str(late_club[1]),
            "--procesos",
            "0",
            "--p12",
            str(federation_p12),
            "--passphrase-env",
            "CLAVE_FED",
            "--acuses",
            str(tmp_path / f"acuses-{clerk}"),
        ]
        process = context.Process(
            target=run_clerk, args=(args, {"CLAVE_FED": PASSPHRASE}, barrier, results, clerk)
        )
        process.start()
        clerks.append(process)
    outputs = [results.get(timeout=300) for _ in clerks]
    for process in clerks:
        process.join(timeout=60)
    assert all(error is None for *_, error in outputs), outputs
    changed = [
        line for _, _, out, _ in outputs for line in out.splitlines() if "→ aceptada" in line
    ]
    assert len(changed) == 1  # one clerk accepted it and issued its receipt; the other saw it
    db = open_federation_db(federation_db_url, create=False)
    try:
        # one history row per re-verifiable file (the one without PDF has none), never two
        assert _count(db, FedReverification) == pending - 1
        with db.engine.connect() as c:
            per_file = c.execute(
                select(FedReverification.file_id, func.count()).group_by(FedReverification.file_id)
            ).all()
        assert all(n == 1 for _, n in per_file)
        assert _count(db, FedReceipt) == 1  # the acta accepted now, once
    finally:
        db.close()


def test_the_window_verifies_again_with_its_registry(
    qtbot,
    qapp,
    federation_db,
    inbox,
    intake_registry,
    late_club,
    federation_p12,
    tmp_path,
    monkeypatch,
):
    import argparse

    from delegate_app.ui import i18n

    # The app always runs with its Spanish catalogue (plural forms): not left to test order.
    i18n.install_language(qapp, i18n.SPANISH)

    from PySide6.QtCore import Qt

    from delegate_app.commands.federation import receipt_issuer
    from delegate_app.ui.federation.window import FederationWindow

    run_intake([inbox], intake_registry, federation_db, workers=0, clock=lambda: FIRST_ARRIVAL)
    newer = registry_module.load_registry_file(late_club[1])
    monkeypatch.setenv("CLAVE_FED", PASSPHRASE)
    receipts_dir = tmp_path / "acuses-ventana"
    args = argparse.Namespace(
        p12=federation_p12, passphrase_env="CLAVE_FED", acuses=receipts_dir, db="x"
    )
    from delegate_app.store.federation.settings import set_mail_servers

    set_mail_servers(federation_db, ["Correo.Federacion.Example"])
    window = FederationWindow(federation_db, newer, receipt_issuer(args, newer), workers=0)
    qtbot.addWidget(window)
    # the office's setting, the same for every clerk, is shown where the registry is
    assert "Servidor de correo de la federación: correo.federacion.example" in (
        window.whereLabel.text()
    )
    window.resize(1366, 768)
    window.show()

    def status_of(name: str) -> str:
        table = window.receivedTable
        row = next(r for r in range(table.rowCount()) if table.item(r, 3).text().endswith(name))
        return table.item(row, 1).text()

    assert status_of("2-fuera.pdf") == "rechazada"
    qtbot.mouseClick(window.reverifyButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.worker_thread is None, timeout=120_000)
    window.grab().save(str(tmp_path.parent / "reverificar-ventana.png"))
    assert status_of("2-fuera.pdf") == "aceptada"
    assert status_of("3-falsificada.pdf") == "rechazada"
    assert window.summaryLabel.text().startswith(
        "aceptadas: 1 · incompletas: 1 · rechazadas: 2 · 1 acta sin archivar"
    )
    assert len(list(receipts_dir.glob("*.pdf"))) == 1
    assert window.reverifyButton.isEnabled()
    [row] = [h for h in history(federation_db) if h.new_status is ACCEPTED]
    assert row.registry_version == 11
