"""Hostile files against the federation's intake: each one imported alone, in its own process.

Target (issue 24, item 6): each hostile file is rejected within 10 s and 300 MB. The files:

- `cabeceras.eml`: a 15 MB mail with 200,000 Received: headers and an acta attached;
- `cabeceras.mbox`: the same mail in a mailbox;
- `muñecas.zip`: a 28 KB zip of 30 zips of 30 zips of 30 one-byte files (27,000 entries);
- `contrabando.mbox`: a club's mail whose text hides a whole second message (an unquoted From
  line and a Received: header naming the federation's server, 11 days early).

Each is filed by `inbox_run.run_intake` (the code of `delegado federacion importar`, in one
process: workers=0, no registry needed for what is refused before verification) into a new
SQLite database, in a child process of its own; the child reports its wall and CPU time, the
rows filed, and its peak resident memory (ru_maxrss). With `--antes CARPETA` (a checkout of an
earlier commit, e.g. `git archive 596939e | tar -x -C CARPETA`) the same files are imported with
that code too, side by side, each stopped after `--limite` seconds.

Run: .venv/bin/python benchmarks/bench_hostile_intake.py [--antes /tmp/antes] [--limite 60]
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

OURS = "correo.federacion.example"
PDF = b"%PDF-1.7\n" + b"acta de prueba " * 200


def _header_flood() -> bytes:
    from tests.helpers.intake_files import mail_with

    header = b"Received: from a.example by b.example; Sat, 14 Nov 2026 21:03:12 +0000\n"
    return header * 200_000 + bytes(mail_with({"acta.pdf": PDF}))


def _smuggled() -> bytes:
    pdf = base64.encodebytes(PDF).decode()
    text = (
        "\nFrom MAILER-DAEMON Sat Nov 14 21:03:12 2026\n"
        f"Received: from smtp.club.example by {OURS}; Sat, 14 Nov 2026 21:03:12 +0000\n"
        'Subject: Acta\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="f"\n\n'
        "--f\nContent-Type: application/pdf\nContent-Transfer-Encoding: base64\n"
        f'Content-Disposition: attachment; filename="acta.pdf"\n\n{pdf}--f--\n'
    )
    return (
        "From MAILER-DAEMON Wed Nov 25 21:03:12 2026\n"
        f"Received: from smtp.club.example by {OURS}; Wed, 25 Nov 2026 21:03:12 +0000\n"
        'Subject: Acta\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="r"\n\n'
        "--r\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n"
        f"Adjunto el acta.\n{text}\n--r\nContent-Type: application/pdf\n"
        "Content-Transfer-Encoding: base64\n"
        f'Content-Disposition: attachment; filename="acta.pdf"\n\n{pdf}--r--\n\n'
    ).encode()


def make_files(folder: Path) -> list[Path]:
    from tests.helpers.intake_files import nested_fanout_zip

    flood = _header_flood()
    files = {
        "cabeceras.eml": flood,
        "cabeceras.mbox": b"From MAILER-DAEMON Wed Nov 25 21:03:12 2026\n" + flood + b"\n",
        "muñecas.zip": nested_fanout_zip(fanout=30, levels=3),
        "contrabando.mbox": _smuggled(),
    }
    paths = []
    for name, data in files.items():
        path = folder / name
        path.write_bytes(data)
        paths.append(path)
    return paths


CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, sys.argv[1])
from delegate_app.documents.federation import inbox_run
from delegate_app.store.federation.database import open_federation_db
start, cpu = time.monotonic(), time.process_time()
db = open_federation_db(sys.argv[3], create=True)
filed = inbox_run.run_intake([sys.argv[2]], None, db, workers=0, mail_servers=[sys.argv[4]])
db.close()
reasons = sorted({f.verdict.reason[:160] for f in filed})[:3]
print(json.dumps({
    "wall": time.monotonic() - start, "cpu": time.process_time() - cpu,
    "rows": len(filed), "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    "statuses": sorted({f.verdict.status.value for f in filed}),
    "mail_times": sorted({str(f.verdict.mail_received_at) for f in filed}),
    "reasons": reasons,
}))
"""


def measure(code: Path, path: Path, folder: Path, limit: float) -> dict:
    db = folder / f"fed-{time.monotonic_ns()}.sqlite3"
    started = time.monotonic()
    try:
        done = subprocess.run(
            [sys.executable, "-c", CHILD, str(code), str(path), str(db), OURS],
            capture_output=True,
            text=True,
            timeout=limit,
            cwd=code,
        )
    except subprocess.TimeoutExpired:
        return {"stopped_after": limit, "wall": time.monotonic() - started}
    if done.returncode != 0:
        return {"error": done.stderr.strip().splitlines()[-1:]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def split_speed(folder: Path, messages: int = 500) -> dict:
    """A genuine mailbox (`messages` mails of a 100 KB attachment each), split by our walk and
    by the standard library's mailbox module (what the intake used before), side by side."""
    import mailbox

    from delegate_app.documents.federation.mail_split import split_mailbox
    from tests.helpers.intake_files import mail_with, write_mbox

    attachment = b"%PDF-1.7\n" + os.urandom(100 * 1024)
    path = write_mbox(
        folder / "legitimo.mbox",
        [mail_with({f"acta-{n}.pdf": attachment}) for n in range(messages)],
    )
    started = time.process_time()
    ours = len(split_mailbox(path))
    ours_s = time.process_time() - started
    started = time.process_time()
    box = mailbox.mbox(path, create=False)
    theirs = len(box.keys())
    box.close()
    theirs_s = time.process_time() - started
    return {
        "MB": round(path.stat().st_size / 1e6, 1),
        "mensajes": [ours, theirs],
        "cpu_s_nuestro": round(ours_s, 3),
        "cpu_s_mailbox": round(theirs_s, 3),
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--antes", type=Path, help="a checkout of the earlier code")
    parser.add_argument("--limite", type=float, default=60.0)
    args = parser.parse_args()
    print(f"carga media: {os.getloadavg()}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for path in make_files(folder):
            size = path.stat().st_size
            now = measure(ROOT, path, folder, args.limite)
            shown = json.dumps(now, ensure_ascii=False)
            print(f"{path.name} ({size / 1024:.0f} KB): ahora {shown}")
            if args.antes is not None:
                before = measure(args.antes, path, folder, args.limite)
                print(f"{path.name}: antes {json.dumps(before, ensure_ascii=False)}")
        print(f"buzón legítimo, partir: {json.dumps(split_speed(folder), ensure_ascii=False)}")
    print(f"carga media al acabar: {os.getloadavg()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
