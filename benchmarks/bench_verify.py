"""Verification with the federation registry, as the federation runs it.

`prepare(folder)` makes, from the demo season in folder/demo.sqlite3: two clubs' authorities and
delegates, a federation and its signed registry (folder/registro.json), and signed complete actas
of both sports (folder/actas/*.pdf, each signed by both clubs' delegates). Nothing of this is
timed. run.py then times `delegado verify ACTA --registry` as a process (target < 1 s) and
`delegado verify` of every acta in one process (target >= 20 actas per second).

Run alone: .venv/bin/python benchmarks/bench_verify.py [--perfil]
prints those two with their CPU time (the command and its workers together), and the CPU an
acta costs in a warm process, chess and domino apart (`cpu_per_acta`: what a worker of
verify_many or of the federation's intake spends on each acta once started). --perfil adds
cProfile's top functions of that warm loop.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

MANY = 100  # actas verified in one process: a federation batch


def _signer(authority, name: str, dni: str):
    from delegate_app.documents import certificates as certs

    now = datetime.now(UTC)
    issued = certs.issue_delegate_certificate(
        authority,
        full_name=name,
        licence=dni,
        not_before=now - timedelta(days=1),
        not_after=now + timedelta(days=60),
    )
    p12 = certs.pkcs12_bytes(issued.certificate, issued.private_key, "banco", chain=issued.chain)
    return certs.load_signer(p12, "banco")


def _authority(name: str):
    from delegate_app.documents import certificates as certs

    now = datetime.now(UTC)
    return certs.create_club_authority(
        name, not_before=now - timedelta(days=1), not_after=now + timedelta(days=3650)
    )


def prepare(folder: Path, many: int = MANY) -> list[Path]:
    """The registry and `many` complete signed actas (chess and domino in turn)."""
    import logging

    from sqlmodel import select

    from delegate_app.documents import registry, signing
    from delegate_app.documents.chess import acta_pdf
    from delegate_app.documents.domino import acta_pdf as domino_pdf
    from delegate_app.store.database import open_database
    from delegate_app.store.models import Competition, Match, MatchDay, Round

    logging.getLogger().addHandler(logging.NullHandler())
    db = open_database(folder / "demo.sqlite3")
    with db.session() as s:
        rows = s.exec(
            select(MatchDay.match_id, Competition.sport)
            .join(Match, Match.id == MatchDay.match_id)
            .join(Round, Round.id == Match.round_id)
            .join(Competition, Competition.id == Round.competition_id)
            .where(MatchDay.locked_at != None)  # noqa: E711
        ).all()
    documents = []
    for match_id, sport in rows:
        if sport == "ajedrez":
            documents.append(acta_pdf.acta_document(db, match_id))
        else:
            documents.append(domino_pdf.domino_acta_document(db, match_id))
    db.close()
    clubs: dict[str, tuple] = {}
    people: dict[tuple[str, str], object] = {}
    number = 10_000_000

    def delegate_of(club: str, name: str):
        nonlocal number
        if club not in clubs:
            clubs[club] = (_authority(club), [])
        if (club, name) not in people:
            number += 1
            dni = f"{number:08d}{'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}"
            people[(club, name)] = _signer(clubs[club][0], name, dni)
            clubs[club][1].append(
                registry.Person(
                    name, "", dni, (signing.fingerprint(people[(club, name)].certificate),)
                )
            )
        return people[(club, name)]

    signed = []
    for document in documents:
        data = document.data
        named = {f["papel"]: f["nombre"] for f in data["firmas"]}
        pdf = document.pdf
        for role, club in (
            ("delegado_local", "club_local"),
            ("delegado_visitante", "club_visitante"),
        ):
            signer = delegate_of(data[club], named.get(role) or f"Delegado de {data[club]}")
            pdf = signing.sign_pdf(pdf, role, signer, reason="Conforme", location="La Laguna")
        signed.append(pdf)
    federation = _authority("Federación (banco de pruebas)")
    parts = [
        registry.club_part(name, [authority.certificate], delegates)
        for name, (authority, delegates) in clubs.items()
    ]
    content = registry.build_registry(parts, federation.certificate, version=1)
    fed_signer = _signer(federation, "Secretaría", "00000000T")
    (folder / "registro.json").write_bytes(registry.sign_registry(content, fed_signer))
    out = folder / "actas"
    out.mkdir(exist_ok=True)
    paths = []
    for index in range(many):
        path = out / f"acta-{index:03d}.pdf"
        path.write_bytes(signed[index % len(signed)])
        paths.append(path)
    return paths


def cpu_per_acta(folder: Path, rounds: int = 3, profile: bool = False) -> dict[str, float]:
    """Milliseconds of CPU per acta, by sport, verifying every prepared acta `rounds` times in
    this process after a first one of each sport (imports, fonts, the registry's roots), with
    verify's own GC setting, as a batch worker runs."""
    import resource

    from delegate_app.documents import acta_schema, signing, verify, verify_batch
    from delegate_app.documents.registry import load_registry_file

    registry = load_registry_file(folder / "registro.json")
    verify_batch.warm_up(registry=registry)
    verify_batch.batch_gc()
    paths = sorted((folder / "actas").glob("*.pdf"))
    sport = {
        path: acta_schema.sport_of(acta_schema.load(signing.read_attachment(path.read_bytes())))
        for path in paths
    }
    for kind in set(sport.values()):
        verify.verify_file(next(p for p in paths if sport[p] == kind), registry=registry)
    profiler = None
    if profile:
        import cProfile

        profiler = cProfile.Profile()
        profiler.enable()
    spent: dict[str, list[float]] = {}
    for _ in range(rounds):
        for path in paths:
            before = resource.getrusage(resource.RUSAGE_SELF)
            verdict = verify.verify_file(path, registry=registry)
            after = resource.getrusage(resource.RUSAGE_SELF)
            if verdict.exit_code != 0:
                raise RuntimeError(f"{path.name}: {verdict.report.problems}")
            used = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            spent.setdefault(sport[path], []).append(used)
    if profiler is not None:
        import pstats

        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
    every = [used for values in spent.values() for used in values]
    result = {kind: 1000 * sum(v) / len(v) for kind, v in sorted(spent.items())}
    result["todas"] = 1000 * sum(every) / len(every)
    return result


def _run_with_cpu(command: list[str]) -> tuple[subprocess.CompletedProcess, float, float]:
    """The finished process, its wall time and its CPU time with its children's."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return done, elapsed, cpu


SIDE_BY_SIDE = 7  # runs of each, interleaved, so that the machine's load falls on both alike


def side_by_side(folder: Path, acta: Path) -> tuple[float, float, float]:
    """(median seconds of `delegado verify ACTA --registry` as a process, median seconds of a
    minimal pyHanko validation of the same file against the clubs' authorities, their ratio)."""
    import statistics

    from delegate_app.documents import registry

    loaded = registry.load_registry((folder / "registro.json").read_bytes())
    roots = folder / "raices.pem"
    roots.write_bytes(b"".join(pem_of(certificate) for certificate in loaded.trust_roots()))
    ours = [sys.executable, "-m", "delegate_app", "verify", str(acta)]
    ours += ["--registry", str(folder / "registro.json")]
    theirs = [sys.executable, str(Path(__file__).with_name("pyhanko_minimal.py")), str(acta)]
    theirs.append(str(roots))
    times: dict[str, list[float]] = {"ours": [], "theirs": []}
    for _ in range(SIDE_BY_SIDE):
        for key, command in (("ours", ours), ("theirs", theirs)):
            start = time.perf_counter()
            result = subprocess.run(command, capture_output=True)
            times[key].append(time.perf_counter() - start)
            if result.returncode != 0:
                raise RuntimeError(f"{command} exit {result.returncode}: {result.stdout[-500:]!r}")
    ours_s, theirs_s = statistics.median(times["ours"]), statistics.median(times["theirs"])
    return ours_s, theirs_s, ours_s / theirs_s


def pem_of(certificate) -> bytes:
    if hasattr(certificate, "public_bytes"):
        from cryptography.hazmat.primitives.serialization import Encoding

        return certificate.public_bytes(Encoding.PEM)
    from asn1crypto import pem

    return pem.armor("CERTIFICATE", certificate.dump())


def main() -> int:
    if len(sys.argv) == 3 and sys.argv[1] == "--prepare":
        prepare(Path(sys.argv[2]))
        return 0
    if len(sys.argv) >= 3 and sys.argv[1] == "--cpu":
        figures = cpu_per_acta(Path(sys.argv[2]), profile="--perfil" in sys.argv)
        print(" · ".join(f"{kind}: {ms:.1f} ms" for kind, ms in figures.items()))
        return 0
    with tempfile.TemporaryDirectory(prefix="delegado-verify-") as tmp:
        folder = Path(tmp)
        subprocess.run(
            [sys.executable, "-m", "delegate_app", "demo", "--db", str(folder / "demo.sqlite3")],
            check=True,
            capture_output=True,
        )
        paths = prepare(folder)
        base = [sys.executable, "-m", "delegate_app", "verify"]
        registry = ["--registry", str(folder / "registro.json")]
        single, yardstick, ratio = side_by_side(folder, paths[0])
        one, _elapsed, single_cpu = _run_with_cpu([*base, str(paths[0]), *registry])
        many, elapsed, many_cpu = _run_with_cpu([*base, *map(str, paths), *registry])
        warm = subprocess.run(
            [sys.executable, __file__, "--cpu", str(folder), *sys.argv[1:]],
            capture_output=True,
            text=True,
        )
        print(
            f"one acta as a process: {single:.2f} s (median of {SIDE_BY_SIDE}), "
            f"{single_cpu:.2f} s of CPU (exit {one.returncode}); a minimal pyHanko validation "
            f"of the same file, runs interleaved: {yardstick:.2f} s; ratio {ratio:.2f}x "
            f"(target <= 1.5x)"
        )
        print(
            f"{len(paths)} actas in one process: {elapsed:.2f} s, "
            f"{len(paths) / elapsed:.1f} actas/s, {1000 * many_cpu / len(paths):.1f} ms of CPU "
            f"per acta with the workers (exit {many.returncode})"
        )
        print(f"CPU per acta in a warm process: {warm.stdout.strip()}")
        if warm.returncode != 0:
            print(warm.stderr[-2000:])
        return 0 if one.returncode == many.returncode == warm.returncode == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
