"""`delegado acta list/export/sign` and `delegado verify`: output, files and exit codes
(0 correct, 1 verification failed, 2 bad input or refused). Mostly cli.main in this process
(tests/helpers/cli_run.py); each command also runs as a real process somewhere below."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from sqlmodel import select

from delegate_app.documents import certificates
from delegate_app.store.models import Competition, Match, MatchDay, Round
from tests.helpers import sample
from tests.helpers.cli_run import run_in_process

SECRET = sample.PASSPHRASE


@pytest.fixture(scope="module")
def club_files(tmp_path_factory):
    club = sample.make_club()
    folder = tmp_path_factory.mktemp("certificados")
    paths = {role: folder / f"{role}.p12" for role in club.p12}
    for role, path in paths.items():
        path.write_bytes(club.p12[role])
    ca = folder / "autoridad.pem"
    ca.write_bytes(certificates.export_certificate(club.authority.certificate))
    return {"p12": paths, "ca": ca}


@pytest.fixture
def locked_id(demo_db):
    with demo_db.session() as s:
        return s.exec(select(MatchDay.match_id).where(MatchDay.locked_at != None)).first()  # noqa: E711


@pytest.fixture
def domino_ids(demo_db):
    """The demo's domino encounters: (locked ones, ones without acta)."""
    with demo_db.session() as s:
        rows = s.exec(
            select(Match.id, MatchDay.locked_at)
            .join(Round, Round.id == Match.round_id)
            .join(Competition, Competition.id == Round.competition_id)
            .join(MatchDay, MatchDay.match_id == Match.id, isouter=True)
            .where(Competition.sport == "domino")
            .order_by(Match.id)
        ).all()
    return [i for i, locked in rows if locked], [i for i, locked in rows if not locked]


@pytest.fixture
def out(tmp_path):
    folder = tmp_path / "salida"
    folder.mkdir()
    return folder


def run(*args, secret: str | None = None, variable: str = "CLAVE_ACTA"):
    return run_in_process(*args, env={variable: secret})


def run_process(*args, secret: str | None = None, variable: str = "CLAVE_ACTA"):
    """As `run`, in a new interpreter: `python -m delegate_app`."""
    env = {k: v for k, v in os.environ.items() if k != variable}
    if secret is not None:
        env[variable] = secret
    return subprocess.run(
        [sys.executable, "-m", "delegate_app", *map(str, args)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def signed_export(demo_db, locked_id, out, club_files, runner=run):
    target = out / "acta.pdf"
    result = runner(
        "acta", "export", locked_id, "--db", demo_db.path, "--out", target,
        "--p12", club_files["p12"]["delegado_local"], "--passphrase-env", "CLAVE_ACTA",
        secret=SECRET,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    return target, result


def test_acta_list(demo_db):
    result = run_process("acta", "list", "--db", demo_db.path)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].split()[:2] == ["ID", "fecha"]
    chess = [line for line in lines[1:] if line.split()[4] == "ajedrez"]
    assert sum(" cerrada " in line for line in chess) == 14
    assert any(line.split()[0] == "7" and "Drago de Icod A" in line for line in chess)


def test_acta_list_refuses_a_missing_database(tmp_path):
    result = run_process("acta", "list", "--db", tmp_path / "no-existe.sqlite3")
    assert result.returncode == 2
    assert "No existe la base de datos" in result.stderr
    assert not (tmp_path / "no-existe.sqlite3").exists()


def test_export_unsigned_to_a_folder_uses_the_federation_name(demo_db, out):
    result = run("acta", "export", "7", "--db", demo_db.path, "--out", out)
    assert result.returncode == 0, result.stderr
    name = "2026-10-11_Preferente_R2_Drago-de-Icod-A_Caballo-Lagunero-A"
    assert sorted(p.name for p in out.iterdir()) == [f"{name}.json", f"{name}.pdf"]
    assert "Acta sin firmar" in result.stdout


def test_export_into_a_new_folder_named_with_a_slash_creates_it(demo_db, tmp_path):
    # It wrote "jornada.pdf" beside the folder meant (issue 26): a trailing slash is a folder.
    folder = tmp_path / "jornada" / "dos"
    result = run("acta", "export", "7", "--db", demo_db.path, "--out", f"{folder}/")
    assert result.returncode == 0, result.stderr
    name = "2026-10-11_Preferente_R2_Drago-de-Icod-A_Caballo-Lagunero-A"
    assert sorted(p.name for p in folder.iterdir()) == [f"{name}.json", f"{name}.pdf"]
    assert not (tmp_path / "jornada" / "dos.pdf").exists()


def test_export_into_a_missing_folder_without_a_slash_is_refused(demo_db, tmp_path):
    here = tmp_path / "salida"
    here.mkdir()
    result = run("acta", "export", "7", "--db", demo_db.path, "--out", here / "no" / "a.pdf")
    assert result.returncode == 2
    assert f"No existe la carpeta «{here / 'no'}»" in result.stderr
    assert "termine --out en «/»" in result.stderr and "Traceback" not in result.stderr
    assert list(here.iterdir()) == []


def test_export_signed_then_verify_with_trust_text_and_json(demo_db, locked_id, out, club_files):
    target, exported = signed_export(demo_db, locked_id, out, club_files, runner=run_process)
    assert "Acta firmada" in exported.stdout
    assert SECRET not in exported.stdout + exported.stderr

    # Only the home delegate has signed: what is there holds, the visitor is missing (exit 3,
    # issue 16; before it this was "correcta" with exit 0).
    verified = run_process("verify", target, "--trust", club_files["ca"])
    assert verified.returncode == 3, verified.stdout + verified.stderr
    assert "RESULTADO: INCOMPLETA" in verified.stdout
    assert "falta la firma de: Delegado visitante" in verified.stdout
    assert "sin registro: no se comprueba quién firma en cada papel" in verified.stdout
    assert sample.PEOPLE["delegado_local"][0] in verified.stdout

    as_json = run("verify", target, "--trust", club_files["ca"], "--json")
    assert as_json.returncode == 3
    report = json.loads(as_json.stdout)
    assert report["correcta"] is False and report["veredicto"] == "incompleta"
    assert report["firmas_que_faltan"] == ["delegado_visitante"]
    assert report["documento"] == f"ACTA-2026-2027-{locked_id:04d}"
    (firma,) = report["firmas"]
    assert firma["campo"] == "delegado_local" and firma["integra"] and firma["de_confianza"]
    assert firma["cubre_todo_el_documento"] and not firma["cambios_posteriores"]
    assert all(c["correcta"] for c in report["comprobaciones"])


def test_verify_without_trust_fails_and_says_why(demo_db, locked_id, out, club_files):
    target, _ = signed_export(demo_db, locked_id, out, club_files)
    result = run_process("verify", target)
    assert result.returncode == 1
    assert "certificado no reconocido" in result.stdout
    assert "--trust" in result.stdout
    assert result.stderr == ""  # pyHanko's own warnings stay out of the terminal


def test_a_changed_byte_and_an_appended_change_both_fail(demo_db, locked_id, out, club_files):
    target, _ = signed_export(demo_db, locked_id, out, club_files)
    signed = target.read_bytes()
    index = signed.index(b"/Title (Acta del encuentro)")
    changed = out / "cambiado.pdf"
    changed.write_bytes(signed[:index] + b"/Title (Acta del encuentrA)" + signed[index + 27 :])
    result = run("verify", changed, "--trust", club_files["ca"])
    assert result.returncode == 1
    assert "el contenido firmado ha cambiado" in result.stdout

    appended = out / "anadido.pdf"
    appended.write_bytes(signed + b"\n% marcador corregido: 3-1\n")
    result = run("verify", appended, "--trust", club_files["ca"], "--json")
    assert result.returncode == 1
    report = json.loads(result.stdout)
    assert report["correcta"] is False
    assert report["firmas"][0]["cambios_posteriores"] is True
    assert any("se modificó después de firmar" in p for p in report["problemas"])


def test_sign_adds_the_next_signature(demo_db, locked_id, out, club_files):
    target, _ = signed_export(demo_db, locked_id, out, club_files)
    result = run(
        "acta", "sign", target, "--p12", club_files["p12"]["delegado_visitante"],
        "--passphrase-env", "OTRA_CLAVE", "--role", "delegado_visitante",
        secret=SECRET, variable="OTRA_CLAVE",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    verified = run("verify", target, "--trust", club_files["ca"], "--json")
    assert verified.returncode == 0, verified.stdout
    fields = [f["campo"] for f in json.loads(verified.stdout)["firmas"]]
    assert fields == ["delegado_local", "delegado_visitante"]


def test_passphrase_only_from_the_environment(demo_db, locked_id, out, club_files):
    p12 = club_files["p12"]["delegado_local"]
    on_argv = run("acta", "export", locked_id, "--db", demo_db.path, "--out", out,
                  "--p12", p12, "--passphrase", SECRET)  # fmt: skip
    assert on_argv.returncode == 2
    assert "use --passphrase-env VARIABLE" in on_argv.stderr
    assert SECRET not in on_argv.stderr + on_argv.stdout
    typed_as_variable = run("acta", "export", locked_id, "--db", demo_db.path, "--out", out,
                            "--p12", p12, "--passphrase-env", SECRET)  # fmt: skip
    assert typed_as_variable.returncode == 2
    assert "no la contraseña" in typed_as_variable.stderr
    assert SECRET not in typed_as_variable.stderr + typed_as_variable.stdout
    missing_option = run("acta", "export", locked_id, "--db", demo_db.path, "--out", out,
                         "--p12", p12)  # fmt: skip
    assert missing_option.returncode == 2
    assert "--passphrase-env" in missing_option.stderr
    unset = run("acta", "export", locked_id, "--db", demo_db.path, "--out", out,
                "--p12", p12, "--passphrase-env", "CLAVE_ACTA")  # fmt: skip
    assert unset.returncode == 2
    assert "La variable de entorno CLAVE_ACTA no está definida" in unset.stderr
    assert list(out.iterdir()) == []


def test_a_wrong_passphrase_is_refused_with_nothing_written(demo_db, locked_id, out, club_files):
    result = run(
        "acta", "export", locked_id, "--db", demo_db.path, "--out", out,
        "--p12", club_files["p12"]["delegado_local"], "--passphrase-env", "CLAVE_ACTA",
        secret="no es la clave",
    )  # fmt: skip
    assert result.returncode == 2
    assert "La contraseña del certificado no es correcta" in result.stderr
    assert "no es la clave" not in result.stderr + result.stdout
    assert list(out.iterdir()) == []


def test_bad_input_is_exit_code_2(demo_db, out, club_files):
    junk = out / "basura.pdf"
    junk.write_bytes(b"no soy un pdf")
    result = run("verify", junk)
    assert result.returncode == 2
    assert "no es un PDF válido" in result.stdout

    result = run("verify", out / "no-existe.pdf")
    assert result.returncode == 2 and "No se puede leer" in result.stderr

    not_a_cert = out / "ca.pem"
    not_a_cert.write_text("-----BEGIN CERTIFICATE-----\nxx\n-----END CERTIFICATE-----\n")
    result = run("verify", junk, "--trust", not_a_cert)
    assert result.returncode == 2 and "no contiene un certificado válido" in result.stderr

    result = run("acta", "export", "99999", "--db", demo_db.path, "--out", out)
    assert result.returncode == 2 and "No existe el encuentro 99999" in result.stderr
    assert [p.name for p in out.iterdir()] == ["basura.pdf", "ca.pem"]


def test_a_damaged_pdf_is_a_failed_verification(demo_db, locked_id, out, club_files):
    target, _ = signed_export(demo_db, locked_id, out, club_files)
    target.write_bytes(target.read_bytes() + b"\n99 0 obj\n(falsa)\nendobj\nstartxref\n0\n%%EOF\n")
    result = run("verify", target, "--trust", club_files["ca"])
    assert result.returncode == 1
    assert "NO VERIFICADA" in result.stdout


# --------------------------------------------------------------------------- domino


def test_acta_list_shows_domino_encounters_beside_chess(demo_db, domino_ids):
    locked, open_ = domino_ids
    result = run("acta", "list", "--db", demo_db.path)
    assert result.returncode == 0, result.stderr
    rows = {int(line.split()[0]): line for line in result.stdout.splitlines()[1:]}
    assert {line.split()[4] for line in rows.values()} == {"ajedrez", "dominó"}
    domino = {i: line for i, line in rows.items() if line.split()[4] == "dominó"}
    assert sorted(domino) == sorted(locked + open_)
    assert all(" cerrada " in domino[i] for i in locked) and len(locked) == 7
    assert all(" sin acta " in domino[i] for i in open_)
    assert "Doble Seis" in domino[locked[0]]


def test_domino_export_sign_and_verify(demo_db, domino_ids, out, club_files):
    match_id = domino_ids[0][0]
    exported = run(
        "acta", "export", match_id, "--db", demo_db.path, "--out", out,
        "--p12", club_files["p12"]["delegado_local"], "--passphrase-env", "CLAVE_ACTA",
        secret=SECRET,
    )  # fmt: skip
    assert exported.returncode == 0, exported.stderr
    name = "2026-10-03_Liga-Insular_R1_Doble-Seis_El-Cierre"
    assert sorted(p.name for p in out.iterdir()) == [f"{name}.json", f"{name}.pdf"]
    pdf = out / f"{name}.pdf"
    data = json.loads((out / f"{name}.json").read_text("utf-8"))
    assert data["formato"] == "delegado-acta-domino/2"
    assert data["contenido"]["encuentro"]["id"] == match_id

    signed = run_process(
        "acta", "sign", pdf, "--p12", club_files["p12"]["delegado_visitante"],
        "--passphrase-env", "OTRA_CLAVE", "--role", "delegado_visitante",
        secret=SECRET, variable="OTRA_CLAVE",
    )  # fmt: skip
    assert signed.returncode == 0, signed.stderr

    verified = run("verify", pdf, "--trust", club_files["ca"], "--json")
    assert verified.returncode == 0, verified.stdout
    report = json.loads(verified.stdout)
    assert [f["campo"] for f in report["firmas"]] == ["delegado_local", "delegado_visitante"]
    checks = {c["comprobacion"]: c for c in report["comprobaciones"]}
    assert checks["Hojas de Anotaciones (art. 6, 7.3 y 18)"]["detalle"].startswith("4 mesas")
    assert checks["Cambio de asientos en la segunda partida (art. 7.2)"]["correcta"]
    assert all(c["correcta"] for c in checks.values())


def test_domino_export_of_an_open_encounter_is_unsigned_only(demo_db, domino_ids, out, club_files):
    match_id = domino_ids[1][-1]
    unsigned = run("acta", "export", match_id, "--db", demo_db.path, "--out", out / "borrador")
    assert unsigned.returncode == 0, unsigned.stderr
    assert "Acta sin firmar" in unsigned.stdout
    assert sorted(p.name for p in out.iterdir()) == ["borrador.json", "borrador.pdf"]
    refused = run(
        "acta", "export", match_id, "--db", demo_db.path, "--out", out / "firmada.pdf",
        "--p12", club_files["p12"]["delegado_local"], "--passphrase-env", "CLAVE_ACTA",
        secret=SECRET,
    )  # fmt: skip
    assert refused.returncode == 2
    assert "todavía no está cerrada" in refused.stderr
    assert sorted(p.name for p in out.iterdir()) == ["borrador.json", "borrador.pdf"]
