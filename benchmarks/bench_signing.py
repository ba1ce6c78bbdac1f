"""Time the signed-PDF pipeline: build the sample document, add the fields, sign, validate.

Run: .venv/bin/python benchmarks/bench_signing.py
Prints the median of 20 runs of each step, with imports, fonts and the signer already loaded
(as inside a running app). Budget for the future acta (one or two pages): build + sign < 100 ms.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path
from time import perf_counter

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from delegate_app.documents import certificates, signing
from tests.helpers import sample

RUNS = 20
BUDGET_MS = 100.0


def median_ms(step) -> tuple[float, object]:
    times = []
    result = None
    for _ in range(RUNS):
        start = perf_counter()
        result = step()
        times.append((perf_counter() - start) * 1000)
    return statistics.median(times), result


def bench(boards: int, signer, roots) -> dict[str, float]:
    data, built = sample.build_sample(boards)  # warm-up: fonts registered, caches filled
    build_ms, (data, built) = median_ms(lambda: sample.build_sample(boards))
    fields_ms, unsigned = median_ms(
        lambda: signing.add_signature_fields(built.data, built.field_boxes, attachment=data)
    )
    sign_ms, signed = median_ms(
        lambda: signing.sign_pdf(
            unsigned, "delegado_local", signer, reason="Conforme", location="La Laguna"
        )
    )
    validate_ms, reports = median_ms(lambda: signing.validate_signatures(signed, roots))
    assert [r.valid for r in reports] == [True], reports
    return {
        "pages": built.page_count,
        "build": build_ms,
        "fields": fields_ms,
        "sign": sign_ms,
        "validate": validate_ms,
    }


def main() -> int:
    club = sample.make_club()
    signer = certificates.load_signer(club.p12["delegado_local"], sample.PASSPHRASE)
    roots = [club.authority.certificate]
    print(f"median of {RUNS} runs, milliseconds")
    print(f"{'document':<22}{'pages':>6}{'build':>9}{'fields':>9}{'sign':>9}{'validate':>10}")
    worst = 0.0
    for label, boards in (("acta (8 boards)", 8), (f"sample ({sample.BOARDS} rows)", None)):
        result = bench(boards or sample.BOARDS, signer, roots)
        total = result["build"] + result["fields"] + result["sign"]
        if boards:
            worst = total
        print(
            f"{label:<22}{result['pages']:>6}{result['build']:>9.1f}{result['fields']:>9.1f}"
            f"{result['sign']:>9.1f}{result['validate']:>10.1f}"
        )
    verdict = "within" if worst < BUDGET_MS else "OVER"
    print(f"acta build + fields + sign: {worst:.1f} ms, {verdict} the {BUDGET_MS:.0f} ms budget")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
