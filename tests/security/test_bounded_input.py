"""Bounded input, measured as a user runs it: `delegado verify --json` on hostile files in its own
process, each with a verdict (not a hang: a generous guard of GUARD_SECONDS stops a run that
never ends) in under 300 MB of peak memory, no traceback, and output that stays valid JSON. How
long a verdict takes is a figure of benchmarks/, not an assertion here: a busy machine is slow
without the program being wrong, while a file that makes verify walk a billion boards never
ends. The files: a huge and a deeply nested acta.json, 100,000 incidents, a billion boards, a
10,000-page PDF, a 200 MB file and a PDF whose cross-reference chain loops."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from cryptography.hazmat.primitives.serialization import Encoding

from delegate_app.domain.acta_hash import canonical_json
from tests.helpers.forgery import envelope
from tests.helpers.security import forge_acta

GUARD_SECONDS, MEGABYTES = 120, 300

_MEASURE = """
import resource, subprocess, sys
code = subprocess.run(sys.argv[1:]).returncode
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(f"PICO_KB {peak}", file=sys.stderr)
sys.exit(code)
"""


@pytest.fixture(scope="module")
def chess_id(actas):
    return actas["ajedrez"].data["contenido"]["encuentro"]["id"]


@pytest.fixture(scope="module")
def trust(tmp_path_factory, clubs):
    path = tmp_path_factory.mktemp("confianza") / "ca.pem"
    path.write_bytes(
        b"".join(c.authority.certificate.public_bytes(Encoding.PEM) for c in clubs.values())
    )
    return path


def verify_json(path, trust):
    """`delegado verify FILE --trust CA --json` in its own process, under a small parent that
    reads the child's peak resident memory: (exit code, parsed report, stderr, MB)."""
    command = [sys.executable, "-m", "delegate_app", "verify", str(path), "--trust", str(trust)]
    result = subprocess.run(
        [sys.executable, "-c", _MEASURE, *command, "--json"],
        capture_output=True,
        text=True,
        timeout=GUARD_SECONDS,
    )
    stderr, _, peak = result.stderr.rpartition("PICO_KB ")
    assert "Traceback" not in stderr, stderr
    print(f"{path.name}: {int(peak) / 1024:.0f} MB, código {result.returncode}")
    report = json.loads(result.stdout) if result.stdout.strip() else None
    return result.returncode, report, stderr, int(peak) / 1024


def assert_bounded(peak_mb: float) -> None:
    assert peak_mb < MEGABYTES, peak_mb


def _reasons(report) -> str:
    return json.dumps(report, ensure_ascii=False)


def test_a_huge_acta_json_gets_a_json_verdict_bounded(acta_db, chess_id, clubs, trust, tmp_path):
    _, data = envelope(acta_db, chess_id)
    data["contenido"]["encuentro"]["relleno"] = "x" * (8 * 1024 * 1024)
    path = tmp_path / "enorme.pdf"
    path.write_bytes(forge_acta(acta_db, chess_id, clubs, canonical_json(data)))
    code, report, _, peak = verify_json(path, trust)
    assert code == 1 and report["veredicto"] == "no verificada"
    assert "acta.json" in _reasons(report)
    assert_bounded(peak)


def test_a_deeply_nested_acta_json_gets_a_json_verdict_bounded(
    acta_db, chess_id, clubs, trust, tmp_path
):
    path = tmp_path / "anidada.pdf"
    path.write_bytes(
        forge_acta(acta_db, chess_id, clubs, b'{"a":' * 100_000 + b"1" + b"}" * 100_000)
    )
    code, report, _, peak = verify_json(path, trust)
    assert code == 1 and "anida más de" in _reasons(report)
    assert_bounded(peak)


def test_a_billion_boards_get_a_json_verdict_bounded(acta_db, chess_id, clubs, trust, tmp_path):
    _, data = envelope(acta_db, chess_id)
    data["tableros"] = 1_000_000_000
    path = tmp_path / "tableros.pdf"
    path.write_bytes(forge_acta(acta_db, chess_id, clubs, canonical_json(data)))
    code, report, _, peak = verify_json(path, trust)
    assert code == 1 and "1000000000 no es el número de tableros" in _reasons(report)
    assert_bounded(peak)


def test_a_hundred_thousand_incidents_get_a_json_verdict_bounded(
    acta_db, chess_id, clubs, trust, tmp_path
):
    _, data = envelope(acta_db, chess_id)
    data["contenido"]["incidencias"] = [
        {"id": n, "hora": "2026-10-03T17:00:00", "tipo": "otra", "articulo": "", "texto": "x",
         "corrige": None}
        for n in range(100_000)
    ]  # fmt: skip
    path = tmp_path / "incidencias.pdf"
    path.write_bytes(forge_acta(acta_db, chess_id, clubs, canonical_json(data)))
    code, report, _, peak = verify_json(path, trust)
    assert code == 1 and report["veredicto"] == "no verificada"
    assert "acta.json" in _reasons(report)
    assert_bounded(peak)


def _pdf(objects: list[bytes], *, xref: bool = True, trailer: bytes = b"") -> bytes:
    out = bytearray(b"%PDF-1.7\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    start = len(out)
    if xref:
        out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
        out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
        out += b"trailer\n<</Size %d/Root 1 0 R%s>>\n" % (len(objects) + 1, trailer)
    out += b"startxref\n%d\n%%%%EOF\n" % start
    return bytes(out)


def test_a_ten_thousand_page_pdf_gets_a_json_verdict_bounded(trust, tmp_path):
    pages = 10_000
    kids = b" ".join(b"%d 0 R" % (4 + n) for n in range(pages))
    objects = [
        b"<</Type/Catalog/Pages 2 0 R>>",
        b"<</Type/Pages/Count %d/Kids[%s]>>" % (pages, kids),
        b"<</Length 44>>stream\nBT /F1 12 Tf 72 720 Td (Acta falsa) Tj ET\nendstream",
    ]
    objects += [b"<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 3 0 R>>"] * pages
    path = tmp_path / "paginas.pdf"
    path.write_bytes(_pdf(objects))
    code, report, _, peak = verify_json(path, trust)
    assert code in (1, 2) and report["veredicto"] == "no verificada"
    assert_bounded(peak)


def test_a_200_megabyte_file_gets_a_json_verdict_bounded(trust, tmp_path):
    path = tmp_path / "grande.pdf"
    with path.open("wb") as out:
        out.write(b"%PDF-1.7\n")
        out.truncate(200 * 1024 * 1024)
    code, report, _, peak = verify_json(path, trust)
    assert code == 2
    assert report["veredicto"] == "no verificada" and "un acta no pasa de" in _reasons(report)
    assert_bounded(peak)


def test_a_pdf_whose_cross_reference_chain_loops_gets_a_json_verdict_bounded(trust, tmp_path):
    objects = [
        b"<</Type/Catalog/Pages 2 0 R>>",
        b"<</Type/Pages/Count 1/Kids[3 0 R]>>",
        b"<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>",
    ]
    body = _pdf(objects, xref=False)
    start = body.index(b"startxref")
    # Its table's /Prev points at itself, and the page tree's kid is its own parent.
    looped = body[:start] + (
        b"xref\n0 4\n0000000000 65535 f \n"
        + b"".join(b"%010d 00000 n \n" % body.index(b"%d 0 obj" % n) for n in (1, 2, 3))
        + b"trailer\n<</Size 4/Root 1 0 R/Prev %d>>\nstartxref\n%d\n%%%%EOF\n" % (start, start)
    )
    path = tmp_path / "bucle.pdf"
    path.write_bytes(looped.replace(b"Kids[3 0 R]", b"Kids[2 0 R]"))
    code, report, _, peak = verify_json(path, trust)
    assert code in (1, 2) and report["veredicto"] == "no verificada"
    assert_bounded(peak)


def test_json_names_every_file_even_one_that_cannot_be_read(files_for_json, tmp_path):
    genuine, registry = files_for_json
    missing = tmp_path / "no-existe.pdf"
    result = subprocess.run(
        [sys.executable, "-m", "delegate_app", "verify", str(missing), str(genuine),
         "--registry", str(registry), "--json"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 2
    first, second = json.loads(result.stdout)
    assert first["archivo"] == str(missing) and first["veredicto"] == "no verificada"
    assert first["problemas"] == [f"No se puede leer «{missing}»: el archivo no existe."]
    assert second["veredicto"] == "correcta"


@pytest.fixture(scope="module")
def files_for_json(tmp_path_factory, actas, clubs, signed_registry):
    from tests.helpers.security import signed_by_both

    folder = tmp_path_factory.mktemp("json")
    genuine, registry = folder / "acta.pdf", folder / "registro.json"
    genuine.write_bytes(signed_by_both(actas["domino"], clubs))
    registry.write_bytes(signed_registry)
    return genuine, registry
