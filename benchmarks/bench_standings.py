"""Time the chess league table of a 16-team double round robin with every board entered.

Run: .venv/bin/python benchmarks/bench_standings.py
Prints the median of 50 runs; the budget is 50 ms per table.
"""

from __future__ import annotations

import random
import statistics
from time import perf_counter

from delegate_app.domain.calendar import double_round_robin
from delegate_app.domain.chess.standings import BoardResult, ChessMatchResult, chess_standings

RUNS = 50
TEAMS = 16
BUDGET_MS = 50.0


def build_season(seed: int = 2026) -> list[ChessMatchResult]:
    rng = random.Random(seed)
    values = [result.value for result in BoardResult]
    # Mostly decisive games and draws, a few forfeits: ties on points are common, which is
    # what makes the tie-breaks work.
    weights = [35, 30, 30, 2, 2, 1]
    return [
        ChessMatchResult(home, away, tuple(rng.choices(values, weights, k=4)))
        for rnd in double_round_robin(TEAMS)
        for home, away in rnd.pairings
    ]


def main() -> None:
    results = build_season()
    teams = list(range(1, TEAMS + 1))
    rows = chess_standings(teams, results)
    tied = sum(1 for row in rows if row.tiebreak)
    times = []
    for _ in range(RUNS):
        start = perf_counter()
        chess_standings(teams, results)
        times.append(perf_counter() - start)
    median = statistics.median(times) * 1000
    print(f"{len(results)} encuentros, {TEAMS} equipos, {tied} equipos empatados a puntos")
    print(f"chess_standings: mediana {median:.3f} ms en {RUNS} ejecuciones (límite {BUDGET_MS} ms)")


if __name__ == "__main__":
    main()
