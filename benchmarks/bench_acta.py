"""Time the real acta: build + sign inside a warm process, and `delegado verify` as a process.

Run: .venv/bin/python benchmarks/bench_acta.py
Budgets (issue "Signed PDF actas"): build and sign one demo acta in a running app under 100 ms
(median of 20), and `delegado verify` as a whole process under 1 s (median of 5). The export
with its own verification and the atomic writes is timed too, for information.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from time import perf_counter

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlmodel import select

from delegate_app.documents import acta_package, certificates, signing
from delegate_app.documents.chess import acta_pdf
from delegate_app.store.database import open_database
from delegate_app.store.demo import load_demo_season
from delegate_app.store.models import MatchDay
from tests.helpers import sample

RUNS = 20
PROCESS_RUNS = 5
BUILD_SIGN_BUDGET_MS = 100.0
VERIFY_BUDGET_MS = 1000.0


def median_ms(step, runs: int = RUNS) -> tuple[float, object]:
    times, result = [], None
    for _ in range(runs):
        start = perf_counter()
        result = step()
        times.append((perf_counter() - start) * 1000)
    return statistics.median(times), result


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        db = open_database(work / "demo.sqlite3")
        load_demo_season(db)
        with db.session() as s:
            match_id = s.exec(
                select(MatchDay.match_id).where(MatchDay.locked_at != None)  # noqa: E711
            ).first()
        club = sample.make_club()
        signer = certificates.load_signer(club.p12["delegado_local"], sample.PASSPHRASE)
        ca = work / "autoridad.pem"
        ca.write_bytes(certificates.export_certificate(club.authority.certificate))

        def build_and_sign() -> bytes:
            document = acta_pdf.acta_document(db, match_id)
            return signing.sign_pdf(
                document.pdf, "delegado_local", signer, reason="Conforme", location="La Laguna"
            )

        build_and_sign()  # warm-up: fonts registered, pyHanko and the ORM caches filled
        build_ms, document = median_ms(lambda: acta_pdf.acta_document(db, match_id))
        sign_ms, _ = median_ms(
            lambda: signing.sign_pdf(
                document.pdf, "delegado_local", signer, reason="Conforme", location="La Laguna"
            )
        )
        total_ms, signed = median_ms(build_and_sign)
        out = work / "salida"
        out.mkdir()
        export_ms, _ = median_ms(lambda: acta_package.export_acta(db, match_id, out, signer))
        db.close()

        pdf = out / "acta.pdf"
        pdf.write_bytes(signed)
        command = [sys.executable, "-m", "delegate_app", "verify", str(pdf), "--trust", str(ca)]
        assert subprocess.run(command, capture_output=True).returncode == 0
        verify_ms, _ = median_ms(
            lambda: subprocess.run(command, capture_output=True, check=True), PROCESS_RUNS
        )

    print(f"acta of match {match_id}: {document.page_count} pages, {len(signed)} bytes signed")
    print(f"median of {RUNS} runs in a warm process, milliseconds")
    print(f"  build (store + layout + fields): {build_ms:7.1f}")
    print(f"  sign (PAdES B-B, visible stamp): {sign_ms:7.1f}")
    print(f"  build + sign:                    {total_ms:7.1f}  budget {BUILD_SIGN_BUDGET_MS:.0f}")
    print(f"  export (+ self-check, 2 files):  {export_ms:7.1f}")
    print(f"median of {PROCESS_RUNS} runs, `delegado verify` as a process:")
    print(f"  verify:                          {verify_ms:7.1f}  budget {VERIFY_BUDGET_MS:.0f}")
    ok = total_ms < BUILD_SIGN_BUDGET_MS and verify_ms < VERIFY_BUDGET_MS
    print("within budget" if ok else "OVER budget")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
