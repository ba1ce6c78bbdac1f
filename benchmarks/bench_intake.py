"""The federation's intake of a season's actas: `delegado federacion importar` on 2,000 signed
actas, every check on (registry, role binding, strict modification policy, pages against
acta.json), filed in a new SQLite database. Target: 20 actas per second or more.

How the actas are made (not timed, cached):
- SEASONS seasons of the demo's chess leagues (Preferente and Primera) and its domino league,
  each loaded into its own database with its own season label and random seed (other players,
  other results), and every locked acta of it exported the way a club exports it;
- each acta signed by both clubs' delegates, with certificates issued by each club's own
  authority; the registry names those clubs and, to be federation-sized, FILLER_CLUBS more
  clubs with their own authority and delegate (every club authority is a trust root that each
  verification weighs);
- signing is what is slow (two signatures an acta), so the distinct signed actas are made once
  in two processes and cached under the system's temporary folder (or $DELEGADO_BENCH_CACHE),
  keyed by a hash of the code that builds, signs and checks them; the 2,000 files of the intake
  are those distinct actas repeated (hard links) in a shuffled order.

Since issue 26 (item 3) the intake looks each file's SHA-256 up before verifying it: a repeated
file is "ya recibida" at the cost of its hash, so of the FILES files only the distinct ones are
verified, and the figure is no longer comparable with one measured before (where every copy was
verified). A benchmark of distinct actas is what measures verification now.

Run alone: .venv/bin/python benchmarks/bench_intake.py [--files N] [--procesos N]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

FORMAT = 1  # bump when what is generated changes
SEASONS = 8
FILLER_CLUBS = 480
FILES = 2000
PASSPHRASE = "banco"


def _cache_root() -> Path:
    return Path(os.environ.get("DELEGADO_BENCH_CACHE") or tempfile.gettempdir())


# What verifies an acta (verify.py and its helpers, the intake itself) is measured, not cached:
# only the code that makes the actas names the cache.
_NOT_MAKING = {"verify.py", "verify_domino.py", "check.py", "standings_report.py"}


def _code_key() -> str:
    """Changes with the code that builds and signs an acta (the demo season, the PDF builders,
    signing, the registry), with FORMAT for this generator, and with the month (the
    certificates made are valid for a few months)."""
    digest = hashlib.sha256(f"{FORMAT}:{SEASONS}:{FILLER_CLUBS}".encode())
    app = ROOT / "delegate_app"
    files = [p for p in sorted((app / "documents").glob("*.py")) if p.name not in _NOT_MAKING]
    files += sorted((app / "store").glob("*.py"))
    files += sorted(p for p in (app / "domain").rglob("*.py") if "federation" not in p.parts)
    for path in files:
        digest.update(path.read_bytes())
    digest.update(datetime.now(UTC).strftime("%Y-%m").encode())
    return digest.hexdigest()[:16]


# --------------------------------------------------------------------------- generation


def _authority(name: str):
    from delegate_app.documents import certificates as certs

    now = datetime.now(UTC)
    return certs.create_club_authority(
        name, not_before=now - timedelta(days=1), not_after=now + timedelta(days=3650)
    )


def _pem_pair(authority) -> tuple[bytes, bytes]:
    from cryptography.hazmat.primitives import serialization

    key = authority.private_key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    return authority.certificate.public_bytes(serialization.Encoding.PEM), key


def _from_pem(pair: tuple[bytes, bytes]):
    from cryptography import x509
    from cryptography.hazmat.primitives import serialization

    from delegate_app.documents.certificates import Authority

    return Authority(
        certificate=x509.load_pem_x509_certificate(pair[0]),
        private_key=serialization.load_pem_private_key(pair[1], None),
    )


def _dni(number: int) -> str:
    return f"{number:08d}{'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}"


def _season(args: tuple[int, dict[str, tuple[bytes, bytes]], str]) -> tuple[list[bytes], list]:
    """One season's locked actas, exported and signed by both delegates; and the people who
    signed them, (club, name, dni, fingerprint), for the registry."""
    index, authorities, folder = args
    import logging

    from sqlmodel import select

    from delegate_app.documents import certificates, signing
    from delegate_app.documents.chess import acta_pdf
    from delegate_app.documents.domino import acta_pdf as domino_pdf
    from delegate_app.store import demo
    from delegate_app.store.database import open_database
    from delegate_app.store.models import Competition, Match, MatchDay, Round

    logging.getLogger().addHandler(logging.NullHandler())
    demo.SEASON = f"{2026 - index}-{2027 - index}"
    demo.SEED = 20262027 + 7919 * index
    path = Path(folder) / f"temporada-{index}.sqlite3"
    path.unlink(missing_ok=True)
    db = open_database(path)
    demo.load_demo_season(db)
    with db.session() as s:
        locked = s.exec(
            select(MatchDay.match_id, Competition.sport)
            .join(Match, Match.id == MatchDay.match_id)
            .join(Round, Round.id == Match.round_id)
            .join(Competition, Competition.id == Round.competition_id)
            .where(MatchDay.locked_at != None)  # noqa: E711
            .order_by(MatchDay.match_id)
        ).all()
    documents = [
        domino_pdf.domino_acta_document(db, match_id)
        if sport == "domino"
        else acta_pdf.acta_document(db, match_id)
        for match_id, sport in locked
    ]
    db.close()
    path.unlink()
    loaded = {name: _from_pem(pair) for name, pair in authorities.items()}
    signers: dict[tuple[str, str], object] = {}
    people = []
    now = datetime.now(UTC)
    signed = []
    for document in documents:
        data = document.data
        named = {f["papel"]: f["nombre"] for f in data["firmas"]}
        pdf = document.pdf
        for role, side in (
            ("delegado_local", "club_local"),
            ("delegado_visitante", "club_visitante"),
        ):
            club = data[side]
            name = named.get(role) or f"Delegado de {club}"
            if (club, name) not in signers:
                number = 10_000_000 + index * 10_000 + len(signers)
                issued = certificates.issue_delegate_certificate(
                    loaded[club],
                    full_name=name,
                    licence=_dni(number),
                    club_name=club,
                    not_before=now - timedelta(days=1),
                    not_after=now + timedelta(days=120),
                )
                p12 = certificates.pkcs12_bytes(
                    issued.certificate, issued.private_key, PASSPHRASE, chain=issued.chain
                )
                signer = certificates.load_signer(p12, PASSPHRASE)
                signers[(club, name)] = signer
                people.append((club, name, _dni(number), signing.fingerprint(signer.certificate)))
            pdf = signing.sign_pdf(
                pdf, role, signers[(club, name)], reason="Conforme", location="Canarias"
            )
        signed.append(pdf)
    return signed, people


def _demo_clubs() -> list[str]:
    from delegate_app.store.demo import CHESS_CLUBS, DOMINO_CLUBS

    return [club.name for club in (*CHESS_CLUBS, *DOMINO_CLUBS)]


def signed_registry(parts: list) -> bytes:
    """The registry of the clubs in `parts` plus FILLER_CLUBS more with their own authority
    (federation-sized: each authority is a trust root verify weighs), signed by a benchmark
    federation."""
    from delegate_app.documents import certificates as certs
    from delegate_app.documents import registry

    parts = list(parts)
    for number in range(FILLER_CLUBS):
        name = f"Club de relleno {number + 1:03d}"
        person = registry.Person(f"Delegado {number + 1}", "", _dni(90_000_000 + number))
        parts.append(registry.club_part(name, [_authority(name).certificate], [person]))
    federation = _authority("Federación (banco de pruebas)")
    now = datetime.now(UTC)
    issued = certs.issue_delegate_certificate(
        federation,
        full_name="Secretaría",
        licence="00000000T",
        not_before=now - timedelta(days=1),
        not_after=now + timedelta(days=120),
    )
    signer = certs.load_signer(
        certs.pkcs12_bytes(issued.certificate, issued.private_key, PASSPHRASE, chain=issued.chain),
        PASSPHRASE,
    )
    content = registry.build_registry(parts, federation.certificate, version=1)
    return registry.sign_registry(content, signer)


def generate(folder: Path) -> None:
    """The distinct signed actas (folder/distintas/) and the registry (folder/registro.json)."""
    from delegate_app.documents import registry

    work = folder / "trabajo"
    work.mkdir(parents=True, exist_ok=True)
    authorities = {name: _authority(name) for name in _demo_clubs()}
    pems = {name: _pem_pair(a) for name, a in authorities.items()}
    with ProcessPoolExecutor(2) as pool:
        seasons = list(pool.map(_season, [(i, pems, str(work)) for i in range(SEASONS)]))
    out = folder / "distintas"
    out.mkdir(exist_ok=True)
    delegates: dict[str, dict[str, registry.Person]] = {name: {} for name in authorities}
    count = 0
    for season, (signed, people) in enumerate(seasons):
        for number, pdf in enumerate(signed):
            (out / f"t{season}-{number:03d}.pdf").write_bytes(pdf)
            count += 1
        for club, name, dni, fingerprint in people:
            known = delegates[club].get(dni)
            prints = (known.fingerprints if known else ()) + (fingerprint,)
            delegates[club][dni] = registry.Person(name, "", dni, prints)
    parts = [
        registry.club_part(name, [authorities[name].certificate], list(delegates[name].values()))
        for name in authorities
    ]
    (folder / "registro.json").write_bytes(signed_registry(parts))
    (folder / "hecho.json").write_text(
        json.dumps({"actas": count, "clubes": len(parts) + FILLER_CLUBS, "temporadas": SEASONS})
    )
    shutil.rmtree(work, ignore_errors=True)


def ensure() -> Path:
    """The cached folder of distinct signed actas and their registry, made if missing."""
    folder = _cache_root() / f"delegado-intake-{_code_key()}"
    if not (folder / "hecho.json").exists():
        shutil.rmtree(folder, ignore_errors=True)
        started = time.perf_counter()
        print(f"Generando actas firmadas en {folder} (una vez)…", file=sys.stderr, flush=True)
        generate(folder)
        print(f"  hecho en {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    return folder


def delivery(cache: Path, target: Path, files: int) -> int:
    """`files` files in target/, the distinct actas repeated; returns how many are distinct."""
    distinct = sorted((cache / "distintas").glob("*.pdf"))
    order = [distinct[i % len(distinct)] for i in range(files)]
    random.Random(files).shuffle(order)
    target.mkdir(parents=True, exist_ok=True)
    for number, source in enumerate(order):
        destination = target / f"{number:05d}-{source.name}"
        try:
            os.link(source, destination)
        except OSError:
            shutil.copyfile(source, destination)
    return len(distinct)


# --------------------------------------------------------------------------- measuring


def measure(files: int = FILES, workers: int | None = None, exe: list[str] | None = None) -> dict:
    cache = ensure()
    info = json.loads((cache / "hecho.json").read_text())
    with tempfile.TemporaryDirectory(prefix="delegado-intake-") as tmp:
        folder = Path(tmp) / "recibidas"
        distinct = delivery(cache, folder, files)
        command = [*(exe or [sys.executable, "-m", "delegate_app"]), "federacion", "importar"]
        command.append(str(folder))
        command += ["--db", str(Path(tmp) / "federacion.sqlite3")]
        command += ["--registry", str(cache / "registro.json")]
        if workers is not None:
            command += ["--procesos", str(workers)]
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
        wall = time.perf_counter() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    lines = done.stdout.splitlines()
    last = lines[-1] if lines else ""
    if done.returncode != 0 or last != f"aceptadas: {files} · incompletas: 0 · rechazadas: 0":
        raise RuntimeError(f"la importación no aceptó todas las actas:\n{done.stdout[-3000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {
        "files": files,
        "distinct": distinct,
        "seasons": info["temporadas"],
        "clubs": info["clubes"],
        "wall_s": wall,
        "cpu_s": cpu,
        "rate": files / wall,
        "cpu_rate": files / cpu,
        "peak_kib": after.ru_maxrss,
        "last_line": last,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=FILES)
    parser.add_argument("--procesos", type=int, default=None)
    parser.add_argument("--generate-only", action="store_true")
    args = parser.parse_args()
    if args.generate_only:
        print(ensure())
        return 0
    result = measure(args.files, args.procesos)
    print(
        f"{result['files']} actas ({result['distinct']} distintas de {result['seasons']} "
        f"temporadas; registro de {result['clubs']} clubes): {result['wall_s']:.1f} s, "
        f"{result['rate']:.1f} actas/s ({result['cpu_rate']:.1f} actas por segundo de CPU, "
        f"{result['cpu_s']:.1f} s de CPU); memoria máxima de un proceso "
        f"{result['peak_kib'] / 1024:.0f} MB"
    )
    print(result["last_line"])
    return 0 if result["rate"] >= 20 else 1


if __name__ == "__main__":
    raise SystemExit(main())
