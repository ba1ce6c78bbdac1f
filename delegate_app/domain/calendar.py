"""League calendars: FIDE Berger pairings and the dates and times of each match.

CH-4 (double round robin, second half mirrored), CH-6.1 (Saturday 16:00, or Sunday 10:00 for a
home team that chose it), CH-6.4 (the last two rounds always on Saturday), CH-18.1 (the first
named team of a pairing is the home team).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

SATURDAY = 5  # date.weekday()
SATURDAY_START = time(16, 0)  # CH-6.1
SUNDAY_START = time(10, 0)  # CH-6.1
SATURDAY_ONLY_LAST_ROUNDS = 2  # CH-6.4


@dataclass(frozen=True)
class Round:
    """One round of a round robin; teams are draw numbers 1..n.

    pairings are (home, away) in the order of the published table; resting is the team that
    has a bye ("descansa") when the number of teams is odd.
    """

    number: int
    pairings: tuple[tuple[int, int], ...]
    resting: int | None = None

    def mirrored(self, number: int) -> Round:
        return Round(number, tuple((away, home) for home, away in self.pairings), self.resting)


def _check_team_count(n_teams: int) -> None:
    if n_teams < 2:
        raise ValueError("Hacen falta al menos dos equipos para hacer un calendario.")


def _berger_even(n: int) -> list[list[tuple[int, int]]]:
    """The FIDE Berger table (handbook C.05, annex 1) for an even number of players.

    In round r the player facing n is p = (r-1)·n/2 mod (n-1) + 1; the other boards pair p+k
    with p-k (numbers taken cyclically in 1..n-1), p+k at home. Player n is away in odd rounds
    and at home in even ones, which is what keeps everybody's colours balanced.
    """
    m = n - 1
    half = n // 2

    def wrap(x: int) -> int:
        return (x - 1) % m + 1

    table = []
    for r in range(1, n):
        p = (r - 1) * half % m + 1
        first = (p, n) if r % 2 else (n, p)
        others = [(wrap(p + k), wrap(p - k)) for k in range(1, half)]
        table.append([first, *others])
    return table


def berger_rounds(n_teams: int) -> list[Round]:
    """Single round robin by the Berger tables; with an odd count, n+1 stands for the bye."""
    _check_team_count(n_teams)
    if n_teams % 2 == 0:
        return [Round(r, tuple(pairs)) for r, pairs in enumerate(_berger_even(n_teams), start=1)]
    ghost = n_teams + 1
    rounds = []
    for r, pairs in enumerate(_berger_even(ghost), start=1):
        playing = tuple(pair for pair in pairs if ghost not in pair)
        (bye_pair,) = (pair for pair in pairs if ghost in pair)
        resting = bye_pair[0] if bye_pair[1] == ghost else bye_pair[1]
        rounds.append(Round(r, playing, resting))
    return rounds


def double_round_robin(n_teams: int) -> list[Round]:
    """CH-4: the first half by Berger, then the same rounds again with home and away swapped."""
    first = berger_rounds(n_teams)
    return first + [rnd.mirrored(len(first) + rnd.number) for rnd in first]


def round_robin(n_teams: int, double: bool = True) -> list[Round]:
    return double_round_robin(n_teams) if double else berger_rounds(n_teams)


# --- dates -------------------------------------------------------------------------------------


def _check_saturday(day: date) -> None:
    if day.weekday() != SATURDAY:
        raise ValueError(f"La primera jornada debe empezar en sábado; el {day:%d/%m/%Y} no lo es.")


def round_saturdays(
    first_saturday: date, n_rounds: int, free_dates: Iterable[date] = ()
) -> list[date]:
    """The Saturday of each round: one weekend a week, skipping weekends with a free date."""
    _check_saturday(first_saturday)
    free = set(free_dates)
    saturdays: list[date] = []
    day = first_saturday
    while len(saturdays) < n_rounds:
        if day not in free and day + timedelta(days=1) not in free:
            saturdays.append(day)
        day += timedelta(weeks=1)
    return saturdays


def match_start(
    saturday: date,
    home_plays_sunday: bool,
    *,
    saturday_only: bool = False,
    saturday_time: time = SATURDAY_START,
    sunday_time: time = SUNDAY_START,
) -> datetime:
    """Official start of a match in local (Canary) time, naive on purpose."""
    if home_plays_sunday and not saturday_only:
        return datetime.combine(saturday + timedelta(days=1), sunday_time)
    return datetime.combine(saturday, saturday_time)


@dataclass(frozen=True)
class ScheduledMatch:
    home: int
    away: int
    starts_at: datetime


@dataclass(frozen=True)
class ScheduledRound:
    number: int
    official_date: date  # the round's Saturday, also for the matches played on Sunday
    matches: tuple[ScheduledMatch, ...]
    resting: int | None = None


def schedule_dates(
    first_saturday: date,
    rounds: Sequence[Round],
    sunday_home_teams: Collection[int] = frozenset(),
    free_dates: Iterable[date] = (),
    *,
    saturday_time: time = SATURDAY_START,
    sunday_time: time = SUNDAY_START,
    saturday_only_last: int = SATURDAY_ONLY_LAST_ROUNDS,
) -> list[ScheduledRound]:
    """Date and time of every match: round k on the k-th free weekend from first_saturday.

    A team in sunday_home_teams plays its home matches on Sunday (CH-6.1), except in the last
    saturday_only_last rounds, which are all played on Saturday (CH-6.4).
    """
    saturdays = round_saturdays(first_saturday, len(rounds), free_dates)
    first_saturday_only = len(rounds) - saturday_only_last
    scheduled = []
    for index, (rnd, saturday) in enumerate(zip(rounds, saturdays, strict=True)):
        saturday_only = index >= first_saturday_only
        matches = tuple(
            ScheduledMatch(
                home,
                away,
                match_start(
                    saturday,
                    home in sunday_home_teams,
                    saturday_only=saturday_only,
                    saturday_time=saturday_time,
                    sunday_time=sunday_time,
                ),
            )
            for home, away in rnd.pairings
        )
        scheduled.append(ScheduledRound(rnd.number, saturday, matches, rnd.resting))
    return scheduled
