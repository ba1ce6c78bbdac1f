from collections import Counter
from datetime import date, datetime, time, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from delegate_app.domain.calendar import (
    Round,
    berger_rounds,
    double_round_robin,
    match_start,
    round_robin,
    round_saturdays,
    schedule_dates,
)

# FIDE Handbook C.05, annex 1 (Berger tables), copied by hand from the published tables.
PUBLISHED = {
    4: """
        1-4 2-3
        4-3 1-2
        2-4 3-1
    """,
    6: """
        1-6 2-5 3-4
        6-4 5-3 1-2
        2-6 3-1 4-5
        6-5 1-4 2-3
        3-6 4-2 5-1
    """,
    8: """
        1-8 2-7 3-6 4-5
        8-5 6-4 7-3 1-2
        2-8 3-1 4-7 5-6
        8-6 7-5 1-4 2-3
        3-8 4-2 5-1 6-7
        8-7 1-6 2-5 3-4
        4-8 5-3 6-2 7-1
    """,
    10: """
        1-10 2-9 3-8 4-7 5-6
        10-6 7-5 8-4 9-3 1-2
        2-10 3-1 4-9 5-8 6-7
        10-7 8-6 9-5 1-4 2-3
        3-10 4-2 5-1 6-9 7-8
        10-8 9-7 1-6 2-5 3-4
        4-10 5-3 6-2 7-1 8-9
        10-9 1-8 2-7 3-6 4-5
        5-10 6-4 7-3 8-2 9-1
    """,
}


def parse_table(text: str) -> list[list[tuple[int, int]]]:
    rows = []
    for line in text.strip().splitlines():
        rows.append([tuple(int(x) for x in pair.split("-")) for pair in line.split()])
    return rows


def as_lists(rounds: list[Round]) -> list[list[tuple[int, int]]]:
    return [list(r.pairings) for r in rounds]


SATURDAY = date(2026, 10, 3)


# --- Berger tables -----------------------------------------------------------------------------


@pytest.mark.parametrize("n", sorted(PUBLISHED))
def test_CH_4_berger_tables_match_the_published_fide_tables(n):
    rounds = berger_rounds(n)
    assert as_lists(rounds) == parse_table(PUBLISHED[n])
    assert [r.number for r in rounds] == list(range(1, n))
    assert all(r.resting is None for r in rounds)


@pytest.mark.parametrize("n", [5, 7, 9])
def test_CH_4_odd_count_uses_the_next_table_and_the_partner_of_the_ghost_rests(n):
    table = parse_table(PUBLISHED[n + 1])
    rounds = berger_rounds(n)
    assert len(rounds) == n
    for rnd, row in zip(rounds, table, strict=True):
        assert list(rnd.pairings) == [pair for pair in row if n + 1 not in pair]
        (ghost_pair,) = (pair for pair in row if n + 1 in pair)
        assert rnd.resting == next(t for t in ghost_pair if t != n + 1)


def test_CH_4_five_teams_written_out():
    assert [(list(r.pairings), r.resting) for r in berger_rounds(5)] == [
        ([(2, 5), (3, 4)], 1),
        ([(5, 3), (1, 2)], 4),
        ([(3, 1), (4, 5)], 2),
        ([(1, 4), (2, 3)], 5),
        ([(4, 2), (5, 1)], 3),
    ]


def test_CH_4_every_team_rests_exactly_once_with_an_odd_count():
    for n in (3, 5, 7, 9, 11):
        assert sorted(r.resting for r in berger_rounds(n)) == list(range(1, n + 1))


def test_two_teams_play_one_match_and_one_team_is_refused():
    assert berger_rounds(2) == [Round(1, ((1, 2),))]
    for n in (0, 1, -3):
        with pytest.raises(ValueError, match="al menos dos equipos"):
            berger_rounds(n)


@pytest.mark.parametrize("n", range(2, 21))
def test_CH_4_every_pair_meets_exactly_once_per_half(n):
    rounds = double_round_robin(n)
    half = n - 1 if n % 2 == 0 else n
    assert len(rounds) == 2 * half
    assert [r.number for r in rounds] == list(range(1, 2 * half + 1))
    for part in (rounds[:half], rounds[half:]):
        met = Counter(frozenset(pair) for r in part for pair in r.pairings)
        expected = {frozenset((a, b)) for a in range(1, n + 1) for b in range(a + 1, n + 1)}
        assert set(met) == expected
        assert set(met.values()) == {1}
    for r in rounds:
        teams = [t for pair in r.pairings for t in pair]
        if r.resting is not None:
            teams.append(r.resting)
        assert sorted(teams) == list(range(1, n + 1)), "each team once per round"


@pytest.mark.parametrize("n", range(2, 21))
def test_CH_18_1_home_and_away_counts_differ_by_at_most_one(n):
    home, away = Counter(), Counter()
    for r in berger_rounds(n):
        for h, a in r.pairings:
            home[h] += 1
            away[a] += 1
    assert all(abs(home[t] - away[t]) <= 1 for t in range(1, n + 1))


@pytest.mark.parametrize("n", range(2, 21))
def test_CH_4_second_half_mirrors_the_first_with_home_and_away_swapped(n):
    rounds = double_round_robin(n)
    half = len(rounds) // 2
    for first, second in zip(rounds[:half], rounds[half:], strict=True):
        assert second.number == first.number + half
        assert second.pairings == tuple((a, h) for h, a in first.pairings)
        assert second.resting == first.resting
    home = Counter(h for r in rounds for h, _ in r.pairings)
    away = Counter(a for r in rounds for _, a in r.pairings)
    assert all(home[t] == away[t] == n - 1 for t in range(1, n + 1))
    played = Counter((h, a) for r in rounds for h, a in r.pairings)
    assert set(played.values()) == {1}, "each ordered pair (home, away) exactly once"


def test_round_robin_chooses_single_or_double():
    assert round_robin(6, double=False) == berger_rounds(6)
    assert round_robin(6) == double_round_robin(6)


# --- dates -------------------------------------------------------------------------------------


def test_CH_6_1_rounds_are_on_consecutive_saturdays_at_16_00():
    schedule = schedule_dates(SATURDAY, berger_rounds(4))
    assert [r.official_date for r in schedule] == [
        date(2026, 10, 3),
        date(2026, 10, 10),
        date(2026, 10, 17),
    ]
    starts = {m.starts_at for r in schedule for m in r.matches}
    assert starts == {datetime.combine(r.official_date, time(16)) for r in schedule}
    assert all(m.starts_at.tzinfo is None for r in schedule for m in r.matches)


def test_CH_6_1_a_sunday_home_team_plays_its_home_matches_on_sunday_at_10_00():
    rounds = double_round_robin(6)
    schedule = schedule_dates(SATURDAY, rounds, sunday_home_teams={2, 5})
    for rnd in schedule[:-2]:
        for m in rnd.matches:
            if m.home in (2, 5):
                assert m.starts_at == datetime.combine(
                    rnd.official_date + timedelta(days=1), time(10)
                )
            else:
                assert m.starts_at == datetime.combine(rnd.official_date, time(16))
    # an away match of a Sunday team stays on the home team's day
    first = schedule[0]
    assert [(m.home, m.away) for m in first.matches] == [(1, 6), (2, 5), (3, 4)]
    assert first.matches[0].starts_at == datetime(2026, 10, 3, 16)
    assert first.matches[1].starts_at == datetime(2026, 10, 4, 10)


def test_CH_6_4_the_last_two_rounds_are_on_saturday_even_for_sunday_teams():
    rounds = double_round_robin(4)
    everyone_sunday = {1, 2, 3, 4}
    schedule = schedule_dates(SATURDAY, rounds, sunday_home_teams=everyone_sunday)
    days = [{m.starts_at for m in r.matches} for r in schedule]
    for rnd, starts in zip(schedule[:-2], days[:-2], strict=True):
        assert starts == {datetime.combine(rnd.official_date + timedelta(days=1), time(10))}
    for rnd, starts in zip(schedule[-2:], days[-2:], strict=True):
        assert starts == {datetime.combine(rnd.official_date, time(16))}


def test_CH_6_4_counts_the_last_two_rounds_of_the_whole_competition_not_of_each_half():
    rounds = double_round_robin(4)  # 6 rounds; the end of the first half is round 3
    schedule = schedule_dates(SATURDAY, rounds, sunday_home_teams={1, 2, 3, 4})
    assert schedule[2].matches[0].starts_at.time() == time(10)
    assert [r.number for r in schedule if r.matches[0].starts_at.time() == time(16)] == [5, 6]


def test_free_weekends_are_skipped_whether_the_saturday_or_the_sunday_is_free():
    free = [date(2026, 10, 10), date(2026, 10, 25)]  # a Saturday, then a Sunday
    assert round_saturdays(SATURDAY, 4, free) == [
        date(2026, 10, 3),
        date(2026, 10, 17),
        date(2026, 10, 31),
        date(2026, 11, 7),
    ]


def test_a_free_first_weekend_moves_the_first_round():
    assert round_saturdays(SATURDAY, 2, [SATURDAY]) == [date(2026, 10, 10), date(2026, 10, 17)]


def test_christmas_weekend_is_skipped_in_a_full_season():
    schedule = schedule_dates(SATURDAY, double_round_robin(8), free_dates=[date(2026, 12, 26)])
    dates = [r.official_date for r in schedule]
    assert len(dates) == 14
    assert date(2026, 12, 26) not in dates
    assert dates[11:] == [date(2026, 12, 19), date(2027, 1, 2), date(2027, 1, 9)]


def test_the_first_date_must_be_a_saturday():
    with pytest.raises(ValueError, match="sábado"):
        round_saturdays(date(2026, 10, 4), 3)
    with pytest.raises(ValueError, match="sábado"):
        schedule_dates(date(2026, 10, 2), berger_rounds(4))


def test_schedule_keeps_round_numbers_pairings_and_the_resting_team():
    rounds = berger_rounds(5)
    schedule = schedule_dates(SATURDAY, rounds)
    for rnd, sched in zip(rounds, schedule, strict=True):
        assert sched.number == rnd.number
        assert sched.resting == rnd.resting
        assert tuple((m.home, m.away) for m in sched.matches) == rnd.pairings


def test_times_are_settings():
    start = match_start(SATURDAY, True, sunday_time=time(11, 30))
    assert start == datetime(2026, 10, 4, 11, 30)
    assert match_start(SATURDAY, True, saturday_only=True) == datetime(2026, 10, 3, 16)
    schedule = schedule_dates(
        SATURDAY,
        berger_rounds(4),
        sunday_home_teams={2},
        saturday_time=time(17),
        saturday_only_last=0,
    )
    assert schedule[-1].matches[0].starts_at == datetime(2026, 10, 18, 10)  # 2-4
    assert schedule[0].matches[0].starts_at == datetime(2026, 10, 3, 17)


@given(
    n_rounds=st.integers(min_value=0, max_value=40),
    free_offsets=st.sets(st.integers(min_value=0, max_value=400), max_size=30),
)
def test_round_saturdays_are_weekly_saturdays_that_avoid_every_free_weekend(n_rounds, free_offsets):
    free = {SATURDAY + timedelta(days=d) for d in free_offsets}
    saturdays = round_saturdays(SATURDAY, n_rounds, free)
    assert len(saturdays) == n_rounds
    assert all(d.weekday() == 5 for d in saturdays)
    assert all(d not in free and d + timedelta(days=1) not in free for d in saturdays)
    assert saturdays == sorted(set(saturdays))
    # no usable weekend is left out between the first Saturday and the last round
    if saturdays:
        week = SATURDAY
        while week <= saturdays[-1]:
            usable = week not in free and week + timedelta(days=1) not in free
            assert usable == (week in saturdays)
            week += timedelta(weeks=1)
