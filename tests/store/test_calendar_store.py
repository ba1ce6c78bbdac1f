from collections import Counter
from datetime import date, datetime, time, timedelta

import pytest
from sqlalchemy import func
from sqlmodel import select

from delegate_app.domain.competition import Sport
from delegate_app.store import calendar as calendar_store
from delegate_app.store.calendar import create_calendar, list_matches, list_rounds
from delegate_app.store.clubs import create_club, create_team
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Competition, Match, Round, Team

SATURDAY = date(2026, 10, 3)


def add_competition(
    db, name="Liga Insular — Preferente", double=True, sport=Sport.CHESS, category="Preferente"
):
    with db.session() as s, s.begin():
        competition = Competition(
            name=name,
            sport=sport.value,
            category=category,
            season="2026-2027",
            double_round_robin=double,
        )
        s.add(competition)
    return competition


def add_teams(db, competition, count, sunday=(), prefix="Club"):
    """count clubs with one team each in competition; returns the team ids in creation order."""
    ids = []
    for i in range(1, count + 1):
        club = create_club(
            db, f"{prefix} {i}", competition.sport, "La Laguna", f"Calle {prefix} {i}, nº {i}"
        )
        team = create_team(db, club.id, "A", f"{prefix} {i} A", competition.id, i in sunday)
        ids.append(team.id)
    return ids


def row_counts(db):
    with db.session() as s:
        return tuple(
            s.exec(select(func.count()).select_from(table)).one() for table in (Round, Match)
        )


def test_CH_4_double_round_robin_is_written_with_venues_and_dates(db):
    competition = add_competition(db)
    teams = add_teams(db, competition, 6)
    rounds = create_calendar(db, competition.id, teams, SATURDAY)
    assert [r.number for r in rounds] == list(range(1, 11))
    assert all(r.matches == 3 and r.resting_team is None for r in rounds)
    assert rounds[0].official_date == SATURDAY
    assert rounds[-1].official_date == date(2026, 12, 5)

    matches = list_matches(db, competition_id=competition.id)
    assert len(matches) == 30
    pairs = Counter((m.home_team_id, m.away_team_id) for m in matches)
    assert len(pairs) == 30 and set(pairs.values()) == {1}
    first_round = [m for m in matches if m.round_number == 1]
    # Berger round 1: 1-6 2-5 3-4, by draw order
    assert [(m.home_team, m.away_team) for m in first_round] == [
        ("Club 1 A", "Club 6 A"),
        ("Club 2 A", "Club 5 A"),
        ("Club 3 A", "Club 4 A"),
    ]
    assert [m.venue for m in first_round] == [
        "Calle Club 1, nº 1",
        "Calle Club 2, nº 2",
        "Calle Club 3, nº 3",
    ]
    assert all(m.status == "programado" and m.played_at is None for m in matches)
    assert {m.scheduled_at.time().hour for m in matches} == {16}
    with db.session() as s:
        assert s.get(Competition, competition.id).first_round_date == SATURDAY


def test_draw_order_decides_the_numbers(db):
    competition = add_competition(db)
    teams = add_teams(db, competition, 4)
    create_calendar(db, competition.id, list(reversed(teams)), SATURDAY)
    first = [m for m in list_matches(db, competition.id) if m.round_number == 1]
    assert [(m.home_team, m.away_team) for m in first] == [
        ("Club 4 A", "Club 1 A"),
        ("Club 3 A", "Club 2 A"),
    ]


def test_CH_6_1_and_CH_6_4_sunday_home_team_except_in_the_last_two_rounds(db):
    competition = add_competition(db)
    teams = add_teams(db, competition, 4, sunday={2})
    create_calendar(db, competition.id, teams, SATURDAY)
    matches = list_matches(db, competition.id)
    for m in matches:
        if m.home_team == "Club 2 A" and m.round_number <= 4:
            sunday = m.official_date + timedelta(days=1)
            assert m.scheduled_at == datetime.combine(sunday, time(10))
        else:
            assert m.scheduled_at.date() == m.official_date
            assert (m.scheduled_at.hour, m.scheduled_at.minute) == (16, 0)
    assert any(m.home_team == "Club 2 A" and m.round_number > 4 for m in matches)


def test_odd_count_names_the_resting_team(db):
    competition = add_competition(db)
    teams = add_teams(db, competition, 5)
    rounds = create_calendar(db, competition.id, teams, SATURDAY)
    assert len(rounds) == 10
    assert all(r.matches == 2 for r in rounds)
    # Berger for 5: team 1 rests in round 1, then 4, 2, 5, 3
    assert [r.resting_team for r in rounds[:5]] == [f"Club {n} A" for n in (1, 4, 2, 5, 3)]
    assert [r.resting_team for r in rounds[5:]] == [r.resting_team for r in rounds[:5]]


def test_single_round_robin_when_the_competition_says_so(db):
    competition = add_competition(db, double=False)
    teams = add_teams(db, competition, 4)
    assert len(create_calendar(db, competition.id, teams, SATURDAY)) == 3
    assert len(list_matches(db, competition.id)) == 6


def test_free_dates_are_skipped(db):
    competition = add_competition(db)
    teams = add_teams(db, competition, 4)
    rounds = create_calendar(db, competition.id, teams, SATURDAY, [date(2026, 10, 11)])
    assert [r.official_date for r in rounds][:3] == [
        date(2026, 10, 3),
        date(2026, 10, 17),
        date(2026, 10, 24),
    ]


def test_refused_when_the_competition_already_has_a_calendar(db):
    competition = add_competition(db)
    teams = add_teams(db, competition, 4)
    create_calendar(db, competition.id, teams, SATURDAY)
    before = row_counts(db)
    with pytest.raises(StoreError, match="ya tiene calendario"):
        create_calendar(db, competition.id, teams, date(2026, 10, 10))
    assert row_counts(db) == before
    assert list_rounds(db, competition.id)[0].official_date == SATURDAY


@pytest.mark.parametrize(
    "draw, message",
    [
        (lambda teams, other: teams[:1], "al menos dos equipos"),
        (lambda teams, other: [], "al menos dos equipos"),
        (lambda teams, other: [*teams, other], "no está inscrito"),
        (lambda teams, other: [*teams, teams[0]], "dos veces"),
        (lambda teams, other: teams[:-1], "no figura en el sorteo"),
        (lambda teams, other: [*teams, 9999], "ya no existe"),
    ],
)
def test_refused_draws_write_nothing(db, draw, message):
    competition = add_competition(db)
    teams = add_teams(db, competition, 4)
    other_competition = add_competition(db, "Liga Insular — Primera")
    (other,) = add_teams(db, other_competition, 1, prefix="Otro")
    with pytest.raises(StoreError, match=message):
        create_calendar(db, competition.id, draw(teams, other), SATURDAY)
    assert row_counts(db) == (0, 0)


def test_refused_for_a_missing_competition_or_a_date_that_is_not_saturday(db):
    competition = add_competition(db)
    teams = add_teams(db, competition, 4)
    with pytest.raises(StoreError, match="ya no existe"):
        create_calendar(db, competition.id + 100, teams, SATURDAY)
    with pytest.raises(StoreError, match="sábado"):
        create_calendar(db, competition.id, teams, date(2026, 10, 4))
    assert row_counts(db) == (0, 0)
    with db.session() as s:
        assert s.get(Competition, competition.id).first_round_date is None


def test_a_failure_while_writing_matches_leaves_no_rounds(db, monkeypatch):
    competition = add_competition(db)
    teams = add_teams(db, competition, 4)

    def broken_match(**_kwargs):
        raise RuntimeError("disco lleno")

    monkeypatch.setattr(calendar_store, "Match", broken_match)
    with pytest.raises(RuntimeError):
        create_calendar(db, competition.id, teams, SATURDAY)
    monkeypatch.undo()
    assert row_counts(db) == (0, 0)


def test_list_matches_by_club_spans_competitions_in_date_order(db):
    preferente = add_competition(db)
    # Primera, not a second Preferente: art. 9.1 allows one team of a club in each
    primera = add_competition(db, "Liga Insular — Primera", category="Primera")
    a_teams = add_teams(db, preferente, 4)
    with db.session() as s:
        club_ids = [row.club_id for row in s.exec(select(Team).order_by(Team.id)).all()]
    b_teams = [
        create_team(db, club_id, "B", f"Club {i} B", primera.id, sunday_home=(i == 1)).id
        for i, club_id in enumerate(club_ids, start=1)
    ]
    create_calendar(db, preferente.id, a_teams, SATURDAY)
    create_calendar(db, primera.id, b_teams, SATURDAY)

    assert len(list_matches(db)) == 24
    mine = list_matches(db, club_id=club_ids[0])
    assert len(mine) == 12
    assert all(club_ids[0] in (m.home_club_id, m.away_club_id) for m in mine)
    assert {m.competition_name for m in mine} == {preferente.name, primera.name}
    assert [m.scheduled_at for m in mine] == sorted(m.scheduled_at for m in mine)
    # Saturday A match before the Sunday B match of the same round
    assert [(m.round_number, m.home_team) for m in mine[:2]] == [(1, "Club 1 A"), (1, "Club 1 B")]
    assert mine[1].scheduled_at == datetime(2026, 10, 4, 10)

    both = list_matches(db, competition_id=primera.id, club_id=club_ids[0])
    assert len(both) == 6 and {m.competition_id for m in both} == {primera.id}


def test_list_queries_on_an_empty_competition(db):
    competition = add_competition(db)
    assert list_rounds(db, competition.id) == []
    assert list_matches(db, competition_id=competition.id) == []
