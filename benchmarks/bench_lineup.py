"""Time the chess lineup check on a large club: 500 players, ~300 recorded lineups in a season.

Run: .venv/bin/python benchmarks/bench_lineup.py
Prints the median of 200 runs; the budget is well under 5 ms per check.
"""

from __future__ import annotations

import random
import statistics
from datetime import date, timedelta
from time import perf_counter

from delegate_app.domain.chess.lineup import (
    LineupInput,
    MatchInfo,
    PlayerInfo,
    RecordedLineup,
    TeamInfo,
    check_lineup,
    propose_lineup,
)

RUNS = 200
PLAYERS = 500
ROUNDS = 38  # 8 teams x 38 weekends, a few skipped: about 300 recorded lineups
RANKS = "ABCDEFGH"
SEASON_START = date(2025, 10, 4)  # a Saturday


def build_club(seed: int = 2025):
    rng = random.Random(seed)
    teams = [TeamInfo(i + 1, rank) for i, rank in enumerate(RANKS)]
    players = [
        PlayerInfo(
            id=1000 + n,
            name=f"Jugador {n}",
            list_number=n,
            team_rank=RANKS[min(n * len(RANKS) // PLAYERS, len(RANKS) - 1)],
            incorporated_on=(
                SEASON_START + timedelta(days=rng.randint(0, 150)) if rng.random() < 0.1 else None
            ),
            has_certificate_or_dni=rng.random() > 0.05,
        )
        for n in range(1, PLAYERS + 1)
    ]
    by_team = {rank: [p for p in players if p.team_rank == rank] for rank in RANKS}
    lineups = []
    match_id = 1
    # A few teams skip a weekend; a few matches are played off their official date.
    for round_number in range(1, ROUNDS + 1):
        official = SEASON_START + timedelta(weeks=round_number - 1)
        for team in teams:
            if rng.random() < 0.02:
                continue
            actual = official + timedelta(days=rng.choice([7, 14])) if rng.random() < 0.05 else None
            squad = rng.sample(by_team[team.rank], 4)
            lineups.append(
                RecordedLineup(
                    match_id, team.id, round_number, official, actual, tuple(p.id for p in squad)
                )
            )
            match_id += 1
    return teams, players, lineups


def median_ms(action) -> float:
    times = []
    for _ in range(RUNS):
        start = perf_counter()
        action()
        times.append(perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    teams, players, lineups = build_club()
    team = teams[1]  # B: its own players plus borrowed ones from C
    round_number = 15
    official = SEASON_START + timedelta(weeks=round_number - 1)
    match = MatchInfo(
        id=999_999,
        round_number=round_number,
        official_date=official,
        actual_date=official + timedelta(days=7),  # postponed: every rule has work to do
        previous_round_date=official - timedelta(weeks=1),
    )
    b_players = sorted((p for p in players if p.team_rank in "BC"), key=lambda p: p.list_number)
    # Realistic trouble: an inverted pair, a player of team A and one already fielded this round.
    same_round = next(other for other in lineups if other.official_date == official)
    first_team = next(p for p in players if p.team_rank == "A")
    lineup = LineupInput.of(
        b_players[1].id, b_players[0].id, first_team.id, same_round.player_ids[0]
    )
    available = [p.id for p in b_players[:40]]

    def check() -> None:
        check_lineup(match, team, teams, players, lineup, lineups)

    def propose() -> None:
        propose_lineup(match, team, teams, players, available, lineups)

    findings = check_lineup(match, team, teams, players, lineup, lineups)
    print(
        f"club: {len(players)} jugadores, {len(teams)} equipos, {len(lineups)} alineaciones; "
        f"la alineación comprobada da {len(findings)} hallazgos"
    )
    print(f"check_lineup: mediana {median_ms(check):.3f} ms en {RUNS} ejecuciones")
    print(
        f"propose_lineup (40 disponibles): mediana {median_ms(propose):.3f} ms "
        f"en {RUNS} ejecuciones"
    )


if __name__ == "__main__":
    main()
