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
not counted. The two imports alternate ROUNDS times (a new database each), and the pair of the
median CPU ratio is reported with every pair's ratio: on this shared machine the same import
scatters by a quarter from one run to the next.

Run alone: .venv/bin/python benchmarks/bench_mail.py [--messages N] [--procesos N]
               [--carpeta /tmp/delegado-distintas-…-3200] [--rondas 3]
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
    messages: int = MESSAGES,
    workers: int | None = None,
    folder: Path | None = None,
    rounds: int = 1,
) -> dict:
    """`rounds` pairs (files, then the mailbox), each import into a new database: the pair
    whose CPU ratio is the median is the result, every pair's ratio is in "ratios". On this
    shared machine one import of the same actas scatters by a quarter from run to run."""
    from tests.helpers.mail_servers import LocalServers

    cache, order, distinct = _actas(messages, folder)
    servers = LocalServers()
    pairs = []
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
            mailbox = ["--imap", mail.imap_url(box), "--imap-password-env", PASSWORD_VAR]
            mailbox += ["--imap-ca", str(mail.ca_file)]
            for number in range(rounds):
                load_before = os.getloadavg()[0]
                files_db = Path(tmp) / f"archivos-{number}.sqlite3"
                files = _timed([*base, str(folder), "--db", str(files_db), *common], env)
                mail_db = Path(tmp) / f"correo-{number}.sqlite3"
                imap = _timed([*base, *mailbox, "--db", str(mail_db), *common], env)
                pairs.append((files, imap, (load_before, os.getloadavg()[0])))
    finally:
        servers.stop()
    expected = f"aceptadas: {messages} · incompletas: 0 · rechazadas: 0"
    for files, imap, _ in pairs:
        for kind, (_, _, last) in (("archivos", files), ("correo", imap)):
            if last != expected:
                raise RuntimeError(f"{kind}: no se aceptaron todas las actas: {last}")
    ratios = [imap[1] / files[1] for files, imap, _ in pairs]
    files, imap, load = pairs[sorted(range(rounds), key=ratios.__getitem__)[rounds // 2]]
    return {
        "messages": messages,
        "distinct": distinct,
        "load": load,
        "ratios": ratios,
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
    parser.add_argument(
        "--rondas",
        type=int,
        default=3,
        help="pares archivos/buzón (se da el de la razón mediana; por defecto, 3)",
    )
    args = parser.parse_args()
    if args.rondas < 1:
        parser.error("--rondas: al menos 1")
    r = measure(args.messages, args.procesos, args.carpeta, args.rondas)
    n = r["messages"]
    for label, wall, cpu in (
        ("archivos PDF", r["files_wall_s"], r["files_cpu_s"]),
        ("buzón IMAP  ", r["imap_wall_s"], r["imap_cpu_s"]),
    ):
        print(
            f"{label}: {n} actas en {wall:.1f} s = {n / wall:.1f} mensajes/s; "
            f"CPU {cpu:.1f} s = {1000 * cpu / n:.0f} ms de CPU por acta"
        )
    if len(r["ratios"]) > 1:
        every = ", ".join(f"{ratio:.2f}×" for ratio in r["ratios"])
        print(f"razón de CPU de cada par, en orden: {every}; arriba, el par de la mediana")
    print(
        f"correo / archivos: CPU {r['ratio_cpu']:.2f}×, tiempo {r['ratio_wall']:.2f}× "
        f"(objetivo: CPU ≤ {TARGET_RATIO}×; {r['distinct']} actas distintas; "
        f"carga {r['load'][0]:.1f} → {r['load'][1]:.1f})"
    )
    return 0 if r["ratio_cpu"] <= TARGET_RATIO else 1


if __name__ == "__main__":
    raise SystemExit(main())
