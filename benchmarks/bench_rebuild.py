"""CPU of laying a distinct acta out again from its acta.json, by sport (issue 26).

The part of a warm intake worker's verification that reportlab does: each sport's
`rebuilt_pdf(data, images)` (documents/acta_sports.py), as verify calls it, on the actas of a
folder made by distinct_actas.py. Every acta's acta.json and drawn signatures are read first (not
counted), one acta of each sport is laid out first (imports, fonts: not counted), then each acta
is laid out `--veces` times over and its CPU (getrusage) added up by sport. `--huellas FILE`
writes the SHA-256 of every rebuild with its page count and signature boxes, one line an acta:
two runs of different code on the same folder must write the same file (byte-identical
rebuilds). `--perfil` prints cProfile's top functions of the loop.

Run: .venv/bin/python benchmarks/bench_rebuild.py --carpeta FOLDER [--veces 1] [--huellas F]
Prints one line: «ajedrez X ms · dominó Y ms · mezcla 2:1 Z ms (N actas)».
"""

from __future__ import annotations

import argparse
import hashlib
import resource
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_SELF)
    return used.ru_utime + used.ru_stime


def _actas(folder: Path) -> list[tuple[str, str, dict, dict[str, bytes]]]:
    from delegate_app.documents import acta_schema, signing
    from delegate_app.documents.printed_pages import drawn_images

    found = []
    for path in sorted((folder / "distintas").glob("*.pdf")):
        pdf = path.read_bytes()
        data = acta_schema.load(signing.read_attachment(pdf))
        found.append((path.name, acta_schema.sport_of(data), data, drawn_images(pdf, data)))
    return found


def measure(folder: Path, passes: int, prints: Path | None, profile: bool) -> dict:
    from delegate_app.documents import verify_batch
    from delegate_app.documents.acta_sports import SPORT_DOCUMENTS

    actas = _actas(folder)
    verify_batch.batch_gc()
    warm = {sport: (data, images) for _, sport, data, images in reversed(actas)}
    for sport, (data, images) in warm.items():
        SPORT_DOCUMENTS[sport].rebuilt_pdf(data, images)
    lines = []
    spent: dict[str, list[float]] = {}
    profiler = None
    if profile:
        import cProfile

        profiler = cProfile.Profile()
        profiler.enable()
    for _ in range(passes):
        for name, sport, data, images in actas:
            before = _cpu()
            built, _meta = SPORT_DOCUMENTS[sport].rebuilt_pdf(data, images)
            spent.setdefault(sport, []).append(_cpu() - before)
            if prints is not None:
                digest = hashlib.sha256(built.data).hexdigest()
                lines.append(f"{name} {digest} {built.page_count} {built.field_boxes!r}")
    if profiler is not None:
        import pstats

        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(35)
    if prints is not None:
        prints.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = {sport: 1000 * sum(v) / len(v) for sport, v in sorted(spent.items())}
    result["actas"] = sum(len(v) for v in spent.values())
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--carpeta", type=Path, required=True)
    parser.add_argument("--veces", type=int, default=1)
    parser.add_argument("--huellas", type=Path)
    parser.add_argument("--perfil", action="store_true")
    args = parser.parse_args()
    result = measure(args.carpeta, args.veces, args.huellas, args.perfil)
    chess, domino = result.get("ajedrez", 0.0), result.get("domino", 0.0)
    print(
        f"ajedrez {chess:.1f} ms · dominó {domino:.1f} ms · mezcla 2:1 "
        f"{(2 * chess + domino) / 3:.1f} ms ({result['actas']} actas)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
