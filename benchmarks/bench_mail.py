"""The federation's mailbox against files: the same signed actas read by `delegado federacion
importar --imap` from a real IMAP server (Dovecot, TLS, on loopback) and by `delegado
federacion importar` from a folder of PDFs, side by side in one run. Target (issue 27): mail
costs at most 1.3 times the CPU of files per acta.

The actas are bench_intake.py's (cached signed actas of the demo's leagues and a
federation-sized registry); each of MESSAGES messages carries one of them, delivered into a
folder of the mailbox over LMTP before timing (delivering is the mail server's work, not the
office's). Both imports start from an empty SQLite database, with the same number of verifying
processes. CPU is the import process's and its workers' (RUSAGE_CHILDREN); the servers' own CPU
is not the office's and is not counted.

Run alone: .venv/bin/python benchmarks/bench_mail.py [--messages N] [--procesos N]
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from email.message import EmailMessage
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

MESSAGES = 240
TARGET_RATIO = 1.3
PASSWORD_VAR = "DELEGADO_BANCO_CLAVE_BUZON"


def _message(pdf: bytes, name: str) -> bytes:
    message = EmailMessage()
    message["From"] = "Delegado <delegado@club.test>"
    message["To"] = "federacion@federacion.test"
    message["Subject"] = f"Acta {name}"
    message.set_content("Se adjunta el acta firmada.")
    message.add_attachment(pdf, maintype="application", subtype="pdf", filename=name)
    return message.as_bytes()


def _timed(command: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, env=env)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    lines = done.stdout.splitlines()
    if done.returncode != 0 or not lines:
        raise RuntimeError(
            f"la importación ha fallado:\n{done.stdout[-2000:]}{done.stderr[-2000:]}"
        )
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, lines[-1]


def measure(messages: int = MESSAGES, workers: int | None = None) -> dict:
    import bench_intake

    from tests.helpers.mail_servers import LocalServers

    cache = bench_intake.ensure()
    distinct = sorted((cache / "distintas").glob("*.pdf"))
    order = [distinct[i % len(distinct)] for i in range(messages)]
    random.Random(messages).shuffle(order)
    servers = LocalServers()
    try:
        mail = servers.servers
        with tempfile.TemporaryDirectory(prefix="delegado-correo-banco-") as tmp:
            folder = Path(tmp) / "recibidas"
            folder.mkdir()
            box = "banco"
            for number, source in enumerate(order):
                pdf = source.read_bytes()
                name = f"{number:05d}-{source.name}"
                (folder / name).write_bytes(pdf)
                mail.deliver(_message(pdf, name), box)
            base = [sys.executable, "-m", "delegate_app", "federacion", "importar"]
            common = ["--registry", str(cache / "registro.json")]
            if workers is not None:
                common += ["--procesos", str(workers)]
            env = {**os.environ, PASSWORD_VAR: mail.imap_password}
            files = _timed(
                [*base, str(folder), "--db", str(Path(tmp) / "archivos.sqlite3"), *common], env
            )
            imap = _timed(
                [
                    *base,
                    "--imap",
                    mail.imap_url(box),
                    "--imap-password-env",
                    PASSWORD_VAR,
                    "--imap-ca",
                    str(mail.ca_file),
                    "--db",
                    str(Path(tmp) / "correo.sqlite3"),
                    *common,
                ],
                env,
            )
    finally:
        servers.stop()
    expected = f"aceptadas: {messages} · incompletas: 0 · rechazadas: 0"
    for kind, (_, _, last) in (("archivos", files), ("correo", imap)):
        if last != expected:
            raise RuntimeError(f"{kind}: no se aceptaron todas las actas: {last}")
    return {
        "messages": messages,
        "distinct": len(distinct),
        "files_wall_s": files[0],
        "files_cpu_s": files[1],
        "imap_wall_s": imap[0],
        "imap_cpu_s": imap[1],
        "ratio_cpu": imap[1] / files[1],
        "ratio_wall": imap[0] / files[0],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=MESSAGES)
    parser.add_argument("--procesos", type=int, default=None)
    args = parser.parse_args()
    r = measure(args.messages, args.procesos)
    n = r["messages"]
    for label, wall, cpu in (
        ("archivos PDF", r["files_wall_s"], r["files_cpu_s"]),
        ("buzón IMAP  ", r["imap_wall_s"], r["imap_cpu_s"]),
    ):
        print(
            f"{label}: {n} actas en {wall:.1f} s = {n / wall:.1f} mensajes/s; "
            f"CPU {cpu:.1f} s = {1000 * cpu / n:.0f} ms de CPU por acta"
        )
    print(
        f"correo / archivos: CPU {r['ratio_cpu']:.2f}×, tiempo {r['ratio_wall']:.2f}× "
        f"(objetivo: CPU ≤ {TARGET_RATIO}×; {r['distinct']} actas distintas)"
    )
    return 0 if r["ratio_cpu"] <= TARGET_RATIO else 1


if __name__ == "__main__":
    raise SystemExit(main())
