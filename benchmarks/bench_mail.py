"""The federation's mailbox against files: the same signed actas read by `delegado federacion
importar --imap` from a real IMAP server (Dovecot, TLS, on loopback) and by `delegado
federacion importar` from a folder of PDFs, side by side in one run. Target (issue 27): mail
costs at most 1.3 times the CPU of files per acta.

Two sets of actas:
- repeated (the default): bench_intake.py's 168 cached distinct signed actas (and its
  federation-sized registry), repeated in a shuffled order. Files pay a repeated acta at the
  cost of its hash ("ya recibida"), the mailbox at the cost of reading its message: the
  transport-bound worst case for the mailbox;
- distinct (--carpeta, a folder of distinct_actas.py): MESSAGES distinct actas, every one
  verified, as a federation's mailbox really holds them (one acta a match).
Each of MESSAGES messages carries one acta, delivered into a folder of the mailbox over LMTP
before timing (delivering is the mail server's work, not the office's). Both imports start
from an empty SQLite database, with the same number of verifying processes. CPU is the import
process's and its workers' (RUSAGE_CHILDREN); the servers' own CPU is not the office's and is
not counted.

Run alone: .venv/bin/python benchmarks/bench_mail.py [--messages N] [--procesos N]
               [--carpeta /tmp/delegado-distintas-…-3200]
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


def _actas(messages: int, folder: Path | None) -> tuple[Path, list[Path], int]:
    """(the cache with registro.json, the acta of each message in order, distinct actas)."""
    if folder is not None:
        import distinct_actas

        if distinct_actas.available(folder) < messages:
            raise SystemExit(f"solo hay {distinct_actas.available(folder)} actas en {folder}")
        out = folder / "distintas"
        order = [next(out.glob(f"{n:05d}-*.pdf")) for n in range(messages)]
        random.Random(messages).shuffle(order)
        return folder, order, messages
    import bench_intake

    cache = bench_intake.ensure()
    distinct = sorted((cache / "distintas").glob("*.pdf"))
    order = [distinct[i % len(distinct)] for i in range(messages)]
    random.Random(messages).shuffle(order)
    return cache, order, len(distinct)


def measure(
    messages: int = MESSAGES, workers: int | None = None, folder: Path | None = None
) -> dict:
    from tests.helpers.mail_servers import LocalServers

    cache, order, distinct = _actas(messages, folder)
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
            load_before = os.getloadavg()[0]
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
            load_after = os.getloadavg()[0]
    finally:
        servers.stop()
    expected = f"aceptadas: {messages} · incompletas: 0 · rechazadas: 0"
    for kind, (_, _, last) in (("archivos", files), ("correo", imap)):
        if last != expected:
            raise RuntimeError(f"{kind}: no se aceptaron todas las actas: {last}")
    return {
        "messages": messages,
        "distinct": distinct,
        "load": (load_before, load_after),
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
    parser.add_argument(
        "--carpeta",
        type=Path,
        help="actas distintas de distinct_actas.py (todas verificadas); sin ella, repetidas",
    )
    args = parser.parse_args()
    r = measure(args.messages, args.procesos, args.carpeta)
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
        f"(objetivo: CPU ≤ {TARGET_RATIO}×; {r['distinct']} actas distintas; "
        f"carga {r['load'][0]:.1f} → {r['load'][1]:.1f})"
    )
    return 0 if r["ratio_cpu"] <= TARGET_RATIO else 1


if __name__ == "__main__":
    raise SystemExit(main())
