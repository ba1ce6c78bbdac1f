"""`delegado federacion importar`: one line per acta, the exact last line, the verdicts filed
once (importing again changes nothing, on SQLite and on PostgreSQL), a receipt for every verdict
with --p12, and bad arguments refused with exit 2 before anything is touched."""

from __future__ import annotations

from pathlib import Path

import pytest

from delegate_app.cli import main
from delegate_app.domain.federation.records import IntakeStatus
from tests.helpers.intake_files import (
    BROKEN_MIME,
    just_received,
    mail_with,
    write_mbox,
    zip_bomb,
    zip_of,
)
from tests.helpers.security import PASSPHRASE


@pytest.fixture
def delivery(signed, tmp_path):
    """A weekend's delivery: a folder, a zip, a mail and a mailbox, good and bad mixed."""
    folder = tmp_path / "entrada"
    (folder / "sabado").mkdir(parents=True)
    (folder / "sabado" / "ajedrez.pdf").write_bytes(signed["ajedrez"])
    (folder / "sabado" / "falsificada.pdf").write_bytes(signed["falsificada"])
    (folder / "leeme.pdf").write_bytes(b"no es un acta")
    zipped = tmp_path / "jornada.zip"
    zipped.write_bytes(
        zip_of({"incompleta.pdf": signed["incompleta"], "fuera.pdf": signed["fuera"]})
    )
    bomb = tmp_path / "bomba.zip"
    bomb.write_bytes(zip_bomb())
    mail = tmp_path / "correo.eml"
    mail.write_bytes(bytes(mail_with({"domino.pdf": signed["domino"]}, received=just_received())))
    box = write_mbox(
        tmp_path / "buzon.mbox",
        [BROKEN_MIME, mail_with({"grande.pdf": b"%PDF-1.7\n" + bytes(21 * 1024 * 1024)})],
    )
    return [folder, zipped, bomb, mail, box]


EXPECTED = [
    ("rechazada", "leeme.pdf"),
    ("aceptada", "sabado/ajedrez.pdf"),
    ("rechazada", "sabado/falsificada.pdf"),
    ("incompleta", "jornada.zip › incompleta.pdf"),
    ("rechazada", "jornada.zip › fuera.pdf"),
    ("rechazada", "bomba.zip › acta-jornada-3.pdf"),
    ("aceptada", "correo.eml › domino.pdf"),
    ("rechazada", "buzon.mbox › mensaje 1"),
    ("rechazada", "buzon.mbox › mensaje 2 › grande.pdf"),
]
LAST_LINE = "aceptadas: 2 · incompletas: 1 · rechazadas: 6"


def run(capsys, *args):
    code = main(["federacion", "importar", *map(str, args)])
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err


def received(target):
    from delegate_app.store.federation.inbox import open_federation_db
    from delegate_app.store.federation.queries import list_received

    db = open_federation_db(target, create=False)
    try:
        return list_received(db)
    finally:
        db.close()


def test_an_import_prints_each_acta_and_the_exact_last_line_and_again_changes_nothing(
    capsys, delivery, registry_file, federation_db_url
):
    code, lines, err = run(
        capsys,
        *delivery,
        "--db",
        federation_db_url,
        "--registry",
        registry_file,
        "--servidor-correo",
        "Correo.Federacion.Example.",
    )
    assert code == 0, err
    assert "servidores de correo de la federación guardados" in err
    assert lines[-1] == LAST_LINE
    rows = lines[:-1]
    assert len(rows) == len(EXPECTED)
    for line, (status, name) in zip(rows, EXPECTED, strict=True):
        assert line.startswith(f"{status:<10}  "), line
        assert f"{name}  " in line, line
    assert "el documento se modificó después de firmar" in rows[2]
    assert "no está en el registro federativo" in rows[4]
    assert "posible bomba zip" in rows[5] or "descomprimirse" in rows[5]
    assert "MIME dañado" in rows[7]
    assert "el adjunto ocupa" in rows[8]
    assert "falta la firma de: Delegado visitante" in rows[3]
    # The incomplete acta is the same match and content as the accepted chess one: filed, and
    # marked as a duplicate of it.
    assert rows[3].endswith(
        f"[duplicada: el mismo contenido que «{delivery[0]}/sabado/ajedrez.pdf»]"
    )
    assert all(line.endswith("[archivada]") for line in rows[:3] + rows[4:])
    assert "actas/s" in err  # progress on stderr

    first = received(federation_db_url)
    assert len(first) == len(EXPECTED)
    statuses = sorted(r.status.value for r in first)
    assert statuses == sorted(status for status, _ in EXPECTED)
    accepted = next(r for r in first if r.file_name.endswith("correo.eml › domino.pdf"))
    assert accepted.mail_received_at is not None and accepted.status is IntakeStatus.ACCEPTED

    code, lines, err = run(
        capsys, *delivery, "--db", federation_db_url, "--registry", registry_file
    )
    assert code == 0, err
    assert lines[-1] == LAST_LINE
    assert all("ya recibida el " in line and "no cambia nada" in line for line in lines[:-1])
    assert received(federation_db_url) == first


def test_receipts_are_issued_for_every_verdict_once(
    capsys, signed, registry_file, federation_p12, tmp_path, monkeypatch
):
    monkeypatch.setenv("CLAVE_FED", PASSPHRASE)
    folder = tmp_path / "entrada"
    folder.mkdir()
    (folder / "ajedrez.pdf").write_bytes(signed["ajedrez"])
    (folder / "incompleta.pdf").write_bytes(signed["incompleta"])
    db = tmp_path / "federacion.sqlite3"
    receipts = tmp_path / "acuses"
    args = [folder, "--db", db, "--registry", registry_file, "--p12", federation_p12]
    args += ["--passphrase-env", "CLAVE_FED", "--acuses", receipts, "--procesos", "0"]
    code, lines, err = run(capsys, *args)
    assert code == 0, err
    assert lines[-1] == "aceptadas: 1 · incompletas: 1 · rechazadas: 0"
    written = sorted(p.name for p in receipts.iterdir())
    assert [Path(n).suffix for n in written] == [".json", ".pdf", ".json", ".pdf"]
    assert sum(1 for n in written if n.endswith("-I.pdf")) == 1  # the incomplete one's
    assert f"acuse: {receipts}" in lines[0] and f"acuse: {receipts}" in lines[1]
    pdfs = {p.name: p.read_bytes() for p in receipts.glob("*.pdf")}
    code, lines, err = run(capsys, *args)
    assert code == 0, err
    # the same receipts, not new ones
    assert {p.name: p.read_bytes() for p in receipts.glob("*.pdf")} == pdfs
    assert sorted(p.name for p in receipts.iterdir()) == written


def test_a_receipt_certificate_that_is_not_the_federations_is_refused_before_reading(
    capsys, signed, registry_file, tmp_path, monkeypatch
):
    from datetime import timedelta

    from delegate_app.documents import certificates
    from tests.helpers.security import NOW, authority

    monkeypatch.setenv("CLAVE_FED", PASSPHRASE)
    issued = certificates.issue_delegate_certificate(
        authority("Otra federación"),
        full_name="Impostor",
        licence="12345678Z",
        not_before=NOW - timedelta(days=1),
        not_after=NOW + timedelta(days=30),
    )
    p12 = tmp_path / "otra.p12"
    p12.write_bytes(
        certificates.pkcs12_bytes(
            issued.certificate, issued.private_key, PASSPHRASE, chain=issued.chain
        )
    )
    db = tmp_path / "federacion.sqlite3"
    args = [tmp_path, "--db", db, "--registry", registry_file, "--p12", p12]
    code, lines, err = run(capsys, *args, "--passphrase-env", "CLAVE_FED")
    assert code == 2 and lines == []
    assert "no es el de la federación que firma el registro federativo" in err
    assert not db.exists()


def test_a_passphrase_variable_without_certificate_exits_2_and_creates_nothing(
    capsys, tmp_path, registry_file
):
    db = tmp_path / "federacion.sqlite3"
    args = [tmp_path, "--db", db, "--registry", registry_file, "--passphrase-env", "CLAVE"]
    code, lines, err = run(capsys, *args)
    assert code == 2 and lines == []
    assert "--passphrase-env sin --p12" in err
    assert not db.exists()


def test_a_bad_number_of_processes_is_an_argument_error(capsys, tmp_path, registry_file):
    with pytest.raises(SystemExit) as stopped:
        run(
            capsys,
            tmp_path,
            "--db",
            tmp_path / "f.sqlite3",
            "--registry",
            registry_file,
            "--procesos",
            "99",
        )
    assert stopped.value.code == 2
    assert "no es un número de procesos entre 0 y 16" in capsys.readouterr().err


def test_a_missing_path_or_a_bad_registry_exit_2_and_create_nothing(
    capsys, tmp_path, registry_file
):
    db = tmp_path / "federacion.sqlite3"
    code, lines, err = run(capsys, tmp_path / "no-existe", "--db", db, "--registry", registry_file)
    assert code == 2 and lines == [] and "No existe: «" in err
    bad = tmp_path / "registro-falso.json"
    bad.write_text("{}")
    code, lines, err = run(capsys, tmp_path, "--db", db, "--registry", bad)
    assert code == 2 and lines == [] and "registro federativo firmado" in err
    assert not db.exists()


def test_the_mail_server_is_stored_for_every_clerk_and_a_bad_name_is_refused(
    capsys, signed, registry_file, federation_db_url, tmp_path
):
    from delegate_app.store.federation.inbox import open_federation_db
    from delegate_app.store.federation.settings import mail_servers

    mail = tmp_path / "correo.eml"
    mail.write_bytes(bytes(mail_with({"domino.pdf": signed["domino"]}, received=just_received())))
    code, lines, err = run(
        capsys,
        mail,
        "--db",
        federation_db_url,
        "--registry",
        registry_file,
        "--servidor-correo",
        "correo federacion; DROP",
    )
    assert code == 2 and lines == []
    assert "no es el nombre de un servidor de correo" in err and "Traceback" not in err
    assert not (tmp_path / "federacion.sqlite3").exists() or federation_db_url.startswith("post")
    # set by one clerk, used by the next one who does not give it
    code, _, err = run(
        capsys,
        mail,
        "--db",
        federation_db_url,
        "--registry",
        registry_file,
        "--servidor-correo",
        "correo.federacion.example",
    )
    assert code == 0, err
    db = open_federation_db(federation_db_url, create=False)
    try:
        assert mail_servers(db) == ("correo.federacion.example",)
    finally:
        db.close()
    [row] = received(federation_db_url)
    assert row.mail_received_at is not None


def test_an_import_without_receipts_loads_neither_the_receipts_nor_reportlab(
    signed, tmp_path, registry_file
):
    # The importer is the one serial stage of an intake: what it imports for nothing (the
    # receipts' module and reportlab, ~0.15 s of its start) every delivery waits for.
    import subprocess
    import sys

    (tmp_path / "acta.pdf").write_bytes(signed["ajedrez"])
    probe = (
        "import sys\n"
        "from delegate_app.cli import main\n"
        "code = main(sys.argv[1:])\n"
        "print(sorted(m for m in ('reportlab', 'delegate_app.documents.federation.receipts')"
        " if m in sys.modules))\n"
        "sys.exit(code)\n"
    )
    command = ["federacion", "importar", str(tmp_path / "acta.pdf"), "--db"]
    command += [str(tmp_path / "fed.sqlite3"), "--registry", str(registry_file)]
    command += ["--procesos", "1"]  # the verification (reportlab) in a worker
    done = subprocess.run(
        [sys.executable, "-c", probe, *command],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=Path(__file__).resolve().parents[3],
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[-2] == "aceptadas: 1 · incompletas: 0 · rechazadas: 0"
    assert lines[-1] == "[]"


def test_a_refusal_after_the_workers_started_stops_them_and_says_only_why(
    capfd, signed, tmp_path, registry_file
):
    # The verifying processes start with the command (a folder may hold many actas), before
    # the database is opened: a database refused then stops them at once, with the one line
    # that says why (the leftover guard fails the test for any process still running).
    folder = tmp_path / "entrada"
    folder.mkdir()
    for name in ("ajedrez", "domino", "incompleta"):
        (folder / f"{name}.pdf").write_bytes(signed[name])
    not_a_db = tmp_path / "carpeta"
    not_a_db.mkdir()
    code = main(["federacion", "importar", str(folder), "--db", str(not_a_db), "--registry",
                 str(registry_file)])  # fmt: skip
    out, err = capfd.readouterr()
    assert code == 2 and out == ""
    assert err.splitlines() == [f"delegado: «{not_a_db}» es una carpeta, no una base de datos. "
                                "No se ha tocado."]  # fmt: skip


def test_the_registry_read_for_the_workers_has_the_registrys_own_limit():
    from delegate_app.commands import federation
    from delegate_app.documents import registry

    assert federation.REGISTRY_MAX_BYTES == registry.MAX_BYTES
