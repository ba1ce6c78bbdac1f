"""Forged acta.json: unbounded sizes, hostile nesting, unknown or mistyped keys, a sport label
that would skip checks, a hidden lineup breach, and data that says another result than the page.
Each is built from a real acta, signed by both clubs' delegates, then verified."""

from __future__ import annotations

import json

import pytest

from delegate_app.documents import acta_schema, verify
from delegate_app.documents.chess import acta_pdf
from delegate_app.domain.acta_hash import canonical_json, content_hash
from tests.helpers.forgery import envelope
from tests.helpers.security import check, cli, delegate, forge_acta, sign, trust_roots

DATA = "Datos del acta"


@pytest.fixture(scope="module")
def chess_id(actas):
    return actas["ajedrez"].data["contenido"]["encuentro"]["id"]


def rehash(data: dict) -> None:
    """Make a changed acta.json consistent with itself, as a careful forger would."""
    digest = content_hash(data["contenido"])
    data["hash_contenido"] = data["hash_cierre"] = digest
    for signature in data["firmas"]:
        signature["hash_contenido"] = digest


def verdict_in_a_process(tmp_path, pdf: bytes, clubs):
    """`delegado verify` of `pdf` as its own process: result and that process's peak memory in
    MB. Its time is not asserted (benchmarks/ measures verify): the generous timeout only keeps
    a verify that walks a billion boards from hanging the suite."""
    import subprocess
    import sys

    from cryptography.hazmat.primitives.serialization import Encoding

    path = tmp_path / "forjada.pdf"
    path.write_bytes(pdf)
    ca = tmp_path / "ca.pem"
    ca.write_bytes(b"".join(c.public_bytes(Encoding.PEM) for c in trust_roots(clubs)))
    command = [sys.executable, "-m", "delegate_app", "verify", str(path), "--trust", str(ca)]
    # A small parent runs the command: a child forked straight from pytest would count pytest's
    # own resident pages (inherited until exec) in its peak.
    parent = [sys.executable, "-c", _MEASURE, *command]
    result = subprocess.run(parent, capture_output=True, text=True, timeout=120)
    stderr, _, peak = result.stderr.rpartition("PICO_KB ")
    return (
        subprocess.CompletedProcess(command, result.returncode, result.stdout, stderr),
        int(peak) / 1024,
    )


_MEASURE = """
import resource, subprocess, sys
code = subprocess.run(sys.argv[1:]).returncode
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(f"PICO_KB {peak}", file=sys.stderr)
sys.exit(code)
"""


def test_a_billion_boards_get_a_verdict_and_little_memory(acta_db, chess_id, clubs, tmp_path):
    _, data = envelope(acta_db, chess_id)
    data["tableros"] = 1_000_000_000
    pdf = forge_acta(acta_db, chess_id, clubs, canonical_json(data))
    result, peak_mb = verdict_in_a_process(tmp_path, pdf, clubs)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "acta.tableros: 1000000000 no es el número de tableros del acta" in result.stdout
    assert "Traceback" not in result.stderr
    assert peak_mb < 300, peak_mb


def test_a_billion_domino_tables_get_a_verdict_and_little_memory(acta_db, actas, clubs, tmp_path):
    """The rebuilt results table walks every table × partida the settings name: a forger who
    sets a billion of them (and rebinds every hash) gets a verdict, not a machine laid low."""
    from delegate_app.documents.domino import acta_pdf as domino_pdf

    domino_id = actas["domino"].data["contenido"]["encuentro"]["id"]

    source = domino_pdf.load_source(acta_db, domino_id)
    data = json.loads(canonical_json(domino_pdf.envelope(source)))
    data["contenido"]["ajustes"]["mesas"] = 1_000_000_000
    data["contenido"]["ajustes"]["partidas_por_mesa"] = 1_000_000_000
    rehash(data)
    meta = acta_pdf.meta_for(source.view, data["hash_contenido"], domino_pdf.TITLE)
    pdf, _ = acta_pdf.prepare_signable(
        lambda: domino_pdf.story(source),
        meta,
        canonical_json(data),
        acta_pdf.common.drawn_images(source),
    )
    home, away = delegate(clubs, data["club_local"]), delegate(clubs, data["club_visitante"])
    pdf = sign(sign(pdf, "delegado_local", home), "delegado_visitante", away)
    result, peak_mb = verdict_in_a_process(tmp_path, pdf, clubs)
    assert result.returncode == 1, result.stdout + result.stderr
    assert (
        "acta.contenido.ajustes.mesas: 1000000000 fuera de lo admitido (1 a 30); "
        "acta.contenido.ajustes.partidas_por_mesa: 1000000000 fuera de lo admitido (1 a 10)"
    ) in result.stdout
    assert "Traceback" not in result.stderr
    assert peak_mb < 300, peak_mb


def test_deeply_nested_acta_json_gets_a_verdict_not_a_traceback(acta_db, chess_id, clubs, tmp_path):
    nested = b"[" * 200_000 + b"]" * 200_000
    pdf = forge_acta(acta_db, chess_id, clubs, nested)
    result, peak_mb = verdict_in_a_process(tmp_path, pdf, clubs)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "acta.json anida más de 10 niveles" in result.stdout
    assert "Traceback" not in result.stderr
    assert peak_mb < 300, peak_mb


def test_an_oversized_file_is_refused_before_it_is_read(tmp_path):
    huge = tmp_path / "enorme.pdf"
    with huge.open("wb") as out:
        out.write(b"%PDF-1.7\n")
        out.truncate(acta_schema.MAX_PDF_BYTES + 1)
    result = cli("verify", huge)
    assert result.returncode == 2
    assert "un acta no pasa de" in result.stderr


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d.update(nota="añadida"), "acta: claves desconocidas nota"),
        (lambda d: d.pop("marcador"), "acta: faltan las claves marcador"),
        (lambda d: d.update(tableros="4"), "acta.tableros: debería ser número entero"),
        (
            lambda d: d["contenido"]["tableros"][0].update(resultado=1),
            "acta.contenido.tableros[0].resultado: debería ser texto",
        ),
        (
            lambda d: d["alineaciones"]["local"][0].pop("numero_lista"),
            "acta.alineaciones.local[0]: faltan las claves numero_lista",
        ),
        (
            lambda d: d["contenido"]["incidencias"].extend(
                {
                    "id": n,
                    "hora": "2026-10-03T17:00:00",
                    "tipo": "otra",
                    "articulo": "",
                    "texto": "x",
                    "corrige": None,
                }
                for n in range(acta_schema.MAX_INCIDENTS + 1)
            ),
            f"acta.contenido.incidencias: {acta_schema.MAX_INCIDENTS + 1} elementos; el máximo "
            f"es {acta_schema.MAX_INCIDENTS}",
        ),
        (
            lambda d: d["anexos"].extend(
                {"id": n, "fecha": "2026-10-04T10:00:00", "texto": "x", "hash": "", "firmas": []}
                for n in range(acta_schema.MAX_ANNEXES + 1)
            ),
            f"acta.anexos: {acta_schema.MAX_ANNEXES + 1} elementos; el máximo es "
            f"{acta_schema.MAX_ANNEXES}",
        ),
    ],
    ids=[
        "unknown",
        "missing",
        "mistyped",
        "mistyped-nested",
        "missing-nested",
        "too-many-incidents",
        "too-many-annexes",
    ],
)
def test_unknown_missing_or_mistyped_keys_are_refused(acta_db, chess_id, clubs, change, reason):
    _, data = envelope(acta_db, chess_id)
    change(data)
    report = verify.verify_acta(
        forge_acta(acta_db, chess_id, clubs, canonical_json(data)), trust_roots(clubs)
    )
    assert report.verdict == "no verificada"
    assert reason in check(report, DATA)


def test_a_chess_acta_calling_itself_domino_cannot_skip_the_chess_checks(acta_db, chess_id, clubs):
    _, data = envelope(acta_db, chess_id)
    data["formato"] = acta_schema.DOMINO_FORMAT
    data["contenido"]["deporte"] = "domino"
    report = verify.verify_acta(
        forge_acta(acta_db, chess_id, clubs, canonical_json(data)), trust_roots(clubs)
    )
    assert report.verdict == "no verificada"
    assert "acta.json se presenta como acta de domino pero su contenido es de ajedrez" in check(
        report, DATA
    )


def test_a_lineup_breach_hidden_by_nulling_list_numbers_fails(acta_db, chess_id, clubs):
    _, data = envelope(acta_db, chess_id)
    lines = data["alineaciones"]["local"]
    # Board 1 and 2 swapped: their list numbers would expose the breach (CH-18.2)...
    lines[0]["nombre"], lines[1]["nombre"] = lines[1]["nombre"], lines[0]["nombre"]
    for row, line in zip(data["contenido"]["tableros"][:2], lines[:2], strict=True):
        row["local"] = line["nombre"]
    # ...so the forger nulls them.
    lines[0]["numero_lista"] = lines[1]["numero_lista"] = None
    rehash(data)
    report = verify.verify_acta(
        forge_acta(acta_db, chess_id, clubs, canonical_json(data)), trust_roots(clubs)
    )
    assert report.verdict == "no verificada"
    detail = check(report, "Orden de las alineaciones (art. 18.2)")
    assert f"equipo local, tablero 1: {lines[0]['nombre']} sin número de lista" in detail


def test_acta_json_with_another_result_than_the_page_fails(acta_db, chess_id, clubs):
    _, data = envelope(acta_db, chess_id)
    for row in data["contenido"]["tableros"]:
        row["resultado"] = "1-0"
    boards = len(data["contenido"]["tableros"])
    data["marcador"].update(local=str(boards), visitante="0")
    rehash(data)
    # The footer and the metadata print the forged data's hash; the page shows the true result.
    pdf = forge_acta(
        acta_db, chess_id, clubs, canonical_json(data), printed_hash=data["hash_contenido"]
    )
    report = verify.verify_acta(pdf, trust_roots(clubs))
    assert report.verdict == "no verificada"
    home, away = (
        data["contenido"]["encuentro"]["local"],
        data["contenido"]["encuentro"]["visitante"],
    )
    assert check(report, "Lo impreso en el acta") == (
        f"las páginas no dicen lo que dice acta.json: falta «{home} {boards} – 0 {away}»"
    )


def test_a_hash_only_in_the_metadata_is_not_the_printed_one(acta_db, chess_id, clubs):
    source, data = envelope(acta_db, chess_id)
    data["contenido"]["tableros"][0]["resultado"] = "0-1"
    rehash(data)
    true_hash = source.footer_hash

    def keywords_only(pdf: bytes) -> bytes:
        # The forger rewrites the info dictionary's keywords (same length, same offsets).
        old, new = f"sha256:{true_hash}".encode(), f"sha256:{data['hash_contenido']}".encode()
        assert pdf.count(old) == 1
        return pdf.replace(old, new)

    pdf = forge_acta(acta_db, chess_id, clubs, canonical_json(data), patch=keywords_only)
    report = verify.verify_acta(pdf, trust_roots(clubs))
    assert report.verdict == "no verificada"
    assert report.printed_hash == true_hash  # read from the pages, not the metadata
    detail = check(report, "Huella de los datos (SHA-256)")
    assert f"no es el impreso en el acta ({true_hash[:16]}…)" in detail
