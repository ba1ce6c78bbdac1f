"""Every received file counted before it is verified (issue 26, item 3): a file already filed is
"ya recibida" at the cost of its hash, and the receipts live in the federation's database, from
which any clerk writes one out again (`delegado federacion acuse`)."""

from __future__ import annotations

import hashlib
import shutil

import pytest

from delegate_app.cli import main
from delegate_app.documents import verify
from delegate_app.documents.federation import inbox_run
from delegate_app.store.federation.inbox import FilingKind, open_federation_db
from tests.helpers.intake_files import just_received, mail_with, write_mbox
from tests.helpers.security import PASSPHRASE


@pytest.fixture
def mailbox_of_actas(signed, tmp_path):
    return write_mbox(
        tmp_path / "buzon.mbox",
        [
            mail_with({"ajedrez.pdf": signed["ajedrez"]}, received=just_received()),
            mail_with({"domino.pdf": signed["domino"]}, received=just_received()),
            mail_with({"falsificada.pdf": signed["falsificada"]}, received=just_received()),
        ],
    )


@pytest.fixture
def counted_verifications(monkeypatch):
    calls = []
    real = verify.verify_acta

    def counting(pdf, *args, **kwargs):
        calls.append(hashlib.sha256(pdf).hexdigest())
        return real(pdf, *args, **kwargs)

    monkeypatch.setattr(verify, "verify_acta", counting)
    return calls


def test_importing_a_mailbox_again_verifies_nothing(
    federation_db, mailbox_of_actas, intake_registry, counted_verifications
):
    first = inbox_run.run_intake([mailbox_of_actas], intake_registry, federation_db, workers=0)
    assert [f.verdict.status.value for f in first] == ["aceptada", "aceptada", "rechazada"]
    assert len(counted_verifications) == 3
    again = inbox_run.run_intake([mailbox_of_actas], intake_registry, federation_db, workers=0)
    assert len(counted_verifications) == 3  # not one more: each file only hashed
    assert [f.outcome.kind for f in again] == [FilingKind.ALREADY_RECEIVED] * 3
    assert [f.verdict.status for f in again] == [f.verdict.status for f in first]
    assert [f.verdict.reason for f in again] == [f.verdict.reason for f in first]
    assert all(f.note().startswith("ya recibida el ") for f in again)


def test_the_pool_also_skips_what_was_filed(federation_db, signed, intake_registry, tmp_path):
    folder = tmp_path / "entrada"
    folder.mkdir()
    for name in ("ajedrez", "domino", "incompleta"):
        (folder / f"{name}.pdf").write_bytes(signed[name])
    inbox_run.run_intake([folder / "ajedrez.pdf"], intake_registry, federation_db, workers=0)
    filed = inbox_run.run_intake([folder], intake_registry, federation_db, workers=2)
    kinds = {f.verdict.file_name.rsplit("/", 1)[-1]: f.outcome.kind for f in filed}
    assert kinds == {
        "ajedrez.pdf": FilingKind.ALREADY_RECEIVED,
        "domino.pdf": FilingKind.NEW,
        "incompleta.pdf": FilingKind.NEW,
    }


def _import_with_receipts(capsys, db_target, paths, registry_file, p12, folder, monkeypatch):
    monkeypatch.setenv("CLAVE_FED", PASSPHRASE)
    code = main(
        [
            "federacion",
            "importar",
            *map(str, paths),
            "--db",
            db_target,
            "--registry",
            str(registry_file),
            "--p12",
            str(p12),
            "--passphrase-env",
            "CLAVE_FED",
            "--acuses",
            str(folder),
            "--procesos",
            "0",
        ]
    )
    capsys.readouterr()
    assert code == 0


def _stored_receipts(target):
    from sqlalchemy import text

    db = open_federation_db(target, create=False)
    try:
        with db.engine.connect() as c:
            return c.execute(
                text(
                    "SELECT receipt_number, acta_document, receipt_pdf, receipt_json "
                    "FROM fed_receipt ORDER BY id"
                )
            ).all()
    finally:
        db.close()


def acuse(capsys, *args):
    code = main(["federacion", "acuse", *map(str, args)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_a_stored_receipt_is_written_again_by_any_clerk(
    capsys,
    monkeypatch,
    federation_db_url,
    mailbox_of_actas,
    registry_file,
    federation_p12,
    tmp_path,
):
    folder = tmp_path / "acuses-de-otro-oficinista"
    _import_with_receipts(
        capsys,
        federation_db_url,
        [mailbox_of_actas],
        registry_file,
        federation_p12,
        folder,
        monkeypatch,
    )
    stored = _stored_receipts(federation_db_url)
    assert len(stored) == 3  # the forged file's rejection has its receipt too, of no acta
    assert stored[2][0].endswith("-R") and stored[2][1] is None
    shutil.rmtree(folder)  # the clerk who imported went home with the copies
    number, document, pdf, receipt_json = stored[0]
    assert number.startswith("AR-") and document.startswith("ACTA-")

    out = tmp_path / "entrega" / "acuse.pdf"
    code, said, _ = acuse(capsys, "--db", federation_db_url, "--acta", number, "--out", out)
    assert code == 0
    assert out.read_bytes() == pdf
    assert out.with_suffix(".json").read_text(encoding="utf-8") == receipt_json
    assert said.startswith(f"acuse {number} (acta {document}, archivo «")

    again, _, err = acuse(capsys, "--db", federation_db_url, "--acta", document, "--out", out)
    assert again == 2 and "--force" in err
    forced, _, _ = acuse(
        capsys, "--db", federation_db_url, "--acta", document, "--out", out, "--force"
    )
    assert forced == 0 and out.read_bytes() == pdf

    sha = hashlib.sha256(mailbox_of_actas.read_bytes()).hexdigest()  # no such received file
    missing, _, err = acuse(capsys, "--db", federation_db_url, "--acta", sha[:12], "--out", out)
    assert missing == 2 and "No hay ningún acuse de recibo guardado" in err

    into = tmp_path / "carpeta-nueva"
    code, said, _ = acuse(
        capsys, "--db", federation_db_url, "--acta", number.lower(), "--out", f"{into}/"
    )
    assert code == 0
    (written,) = into.glob("*.pdf")
    assert written.read_bytes() == pdf and written.with_suffix(".json").exists()


def test_a_tampered_stored_receipt_is_not_handed_out(
    capsys, monkeypatch, mailbox_of_actas, registry_file, federation_p12, tmp_path
):
    from sqlalchemy import text

    target = str(tmp_path / "federacion.sqlite3")
    _import_with_receipts(
        capsys,
        target,
        [mailbox_of_actas],
        registry_file,
        federation_p12,
        tmp_path / "a",
        monkeypatch,
    )
    number = _stored_receipts(target)[0][0]
    db = open_federation_db(target, create=False)
    with db.engine.begin() as c:
        c.execute(
            text("UPDATE fed_receipt SET receipt_pdf = :pdf WHERE receipt_number = :n"),
            {"pdf": b"%PDF-otra cosa", "n": number},
        )
    db.close()
    out = tmp_path / "acuse.pdf"
    code, said, _ = acuse(capsys, "--db", target, "--acta", number, "--out", out)
    assert code == 1 and "no coincide con la huella" in said
    assert not out.exists()
