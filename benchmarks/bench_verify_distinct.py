"""CPU of verifying *distinct* signed actas in a warm process, by sport (issue 26).

What a worker of the federation's intake spends on each acta once started: the registry loaded,
`verify_batch.warm_up` done, the garbage collector set as the intake sets it, one acta of each
sport verified first (imports, fonts). Every acta is then verified once (none is a repeat of
another: benchmarks/distinct_actas.py's, each a match of its own), with the intake's own
`judge`, and the CPU of each (getrusage: robust to the shared machine's load) is added up by
sport. `--perfil` prints cProfile's top functions of the loop; `--veces N` goes over the folder
N times (from the second pass on the actas are repeats: only the first pass is an intake's).

Run: .venv/bin/python benchmarks/bench_verify_distinct.py [--actas 42] [--perfil]
Prints one line: «ajedrez X ms · dominó Y ms · todas Z ms (N actas, W actas por segundo de CPU)».
"""

from __future__ import annotations

import argparse
import resource
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import distinct_actas  # noqa: E402


def _cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_SELF)
    return used.ru_utime + used.ru_stime


def measure(folder: Path, passes: int = 1, profile: bool = False, top: int = 40) -> dict:
    from delegate_app.documents import acta_schema, signing, verify_batch
    from delegate_app.documents.federation import intake
    from delegate_app.documents.federation.sources import Received
    from delegate_app.documents.registry import load_registry
    from delegate_app.domain.federation.records import IntakeStatus

    registry = load_registry((folder / "registro.json").read_bytes())
    verify_batch.warm_up(registry=registry)
    verify_batch.batch_gc()
    paths = sorted((folder / "distintas").glob("*.pdf"))
    files = [(path, path.read_bytes()) for path in paths]
    sport = {
        path: acta_schema.sport_of(acta_schema.load(signing.read_attachment(pdf)))
        for path, pdf in files
    }

    def judged(path: Path, pdf: bytes) -> None:
        import hashlib

        item = Received(name=path.name, data=pdf, sha256=hashlib.sha256(pdf).hexdigest())
        verdict = intake.judge(item, registry)
        if verdict.status is not IntakeStatus.ACCEPTED:
            raise RuntimeError(f"{path.name}: {verdict.reason}")

    # The first of each sport pays for its imports and first layouts: not counted.
    warm = {sport[path]: (path, pdf) for path, pdf in reversed(files)}
    for path, pdf in warm.values():
        judged(path, pdf)
    counted = [(p, d) for p, d in files if (p, d) not in warm.values()]
    profiler = None
    if profile:
        import cProfile

        profiler = cProfile.Profile()
        profiler.enable()
    spent: dict[str, list[float]] = {}
    for _ in range(passes):
        for path, pdf in counted:
            before = _cpu()
            judged(path, pdf)
            spent.setdefault(sport[path], []).append(_cpu() - before)
    if profiler is not None:
        import pstats

        profiler.disable()
        stats = pstats.Stats(profiler)
        stats.sort_stats("tottime").print_stats(top)
        stats.sort_stats("cumulative").print_stats(top)
    every = [used for values in spent.values() for used in values]
    result = {kind: 1000 * sum(v) / len(v) for kind, v in sorted(spent.items())}
    result["todas"] = 1000 * sum(every) / len(every)
    result["actas"] = len(every)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actas", type=int, default=42)
    parser.add_argument("--carpeta", type=Path, help="actas ya generadas por distinct_actas.py")
    parser.add_argument("--veces", type=int, default=1)
    parser.add_argument("--perfil", action="store_true")
    args = parser.parse_args()
    folder = args.carpeta or distinct_actas.ensure(args.actas)
    result = measure(folder, args.veces, args.perfil)
    names = {"ajedrez": "ajedrez", "domino": "dominó"}
    parts = [f"{names.get(k, k)} {v:.1f} ms" for k, v in result.items() if k in names]
    print(
        f"{' · '.join(parts)} · todas {result['todas']:.1f} ms ({result['actas']} actas, "
        f"{1000 / result['todas']:.1f} actas por segundo de CPU)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
