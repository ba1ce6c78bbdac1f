"""The federation's receipts for a weekend: 200 accepted actas acknowledged in one batch.

`prepare(folder)` (not timed) makes a federation authority and its .p12 (folder/federacion.p12)
and the intake verdicts of 200 accepted actas: the real signed actas of bench_verify.prepare
(folder/actas/*.pdf, chess and domino in turn), each taken as a different received file.
`weekend(folder)` is what `federacion importar --p12` does after filing: open the .p12 once,
then make, sign and write 200 receipts (PDF and JSON) into a new folder. Target: < 10 s.

Run alone: .venv/bin/python benchmarks/bench_receipts.py
"""

from __future__ import annotations

import hashlib
import pickle
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

WEEKEND = 200
PASSPHRASE = "banco de pruebas"
_VERDICTS = "acuses-veredictos.pickle"


def prepare(folder: Path, count: int = WEEKEND) -> None:
    from delegate_app.documents import certificates as certs
    from tests.helpers.receipts import accepted

    now = datetime.now(UTC)
    authority = certs.create_club_authority(
        "Federación (banco de pruebas)",
        not_before=now - timedelta(days=1),
        not_after=now + timedelta(days=3650),
    )
    issued = certs.issue_delegate_certificate(
        authority,
        full_name="Secretaría",
        licence="00000000T",
        not_before=now - timedelta(days=1),
        not_after=now + timedelta(days=60),
    )
    (folder / "federacion.p12").write_bytes(
        certs.pkcs12_bytes(issued.certificate, issued.private_key, PASSPHRASE, chain=issued.chain)
    )
    actas = sorted((folder / "actas").glob("*.pdf"))
    base = [accepted(path.read_bytes(), file_name=path.name) for path in actas]
    verdicts = []
    saturday = datetime(2026, 11, 21, 18, 0, tzinfo=UTC)
    for index in range(count):
        verdict = base[index % len(base)]
        # Each receipt acknowledges a different received file (another club's copy, say).
        sha = hashlib.sha256(f"{verdict.file_sha256}:{index}".encode()).hexdigest()
        received = saturday + timedelta(minutes=7 * index)
        verdicts.append((replace(verdict, file_sha256=sha, pdf=None), received))
    (folder / _VERDICTS).write_bytes(pickle.dumps(verdicts))


def weekend(folder: Path, out: Path) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds, receipts) for one batch, the .p12 opened once inside it."""
    from delegate_app.documents.federation import receipts

    verdicts = pickle.loads((folder / _VERDICTS).read_bytes())
    requests = [receipts.ReceiptRequest(verdict, received) for verdict, received in verdicts]
    started, cpu = time.perf_counter(), time.process_time()
    signer = receipts.load_federation_signer(folder / "federacion.p12", PASSPHRASE)
    issued = receipts.issue_receipts(requests, signer, out)
    return time.perf_counter() - started, time.process_time() - cpu, len(issued)


def warm_up(folder: Path) -> None:
    """Imports, fonts and the first layout, as inside an importer that has verified actas."""
    with tempfile.TemporaryDirectory() as tmp:
        from delegate_app.documents.federation import receipts

        verdict, received = pickle.loads((folder / _VERDICTS).read_bytes())[0]
        signer = receipts.load_federation_signer(folder / "federacion.p12", PASSPHRASE)
        receipts.issue_receipts([receipts.ReceiptRequest(verdict, received)], signer, tmp)


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="delegado-acuses-") as tmp:
        folder = Path(tmp)
        subprocess.run(
            [sys.executable, "-m", "delegate_app", "demo", "--db", str(folder / "demo.sqlite3")],
            check=True,
            capture_output=True,
        )
        here = Path(__file__).resolve().parent
        subprocess.run(
            [sys.executable, str(here / "bench_verify.py"), "--prepare", str(folder)], check=True
        )
        prepare(folder)
        warm_up(folder)
        wall, cpu, count = weekend(folder, folder / "acuses")
        size = sum(p.stat().st_size for p in (folder / "acuses").glob("*.pdf")) / count
        print(
            f"{count} receipts: {wall:.2f} s ({wall / count * 1000:.1f} ms each, "
            f"{cpu:.2f} s of CPU), {size / 1024:.0f} KB per PDF; target < 10 s"
        )
        return 0 if wall < 10 else 1


if __name__ == "__main__":
    raise SystemExit(main())
