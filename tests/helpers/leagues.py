"""A small league in the store for the results tests: one team per club and its calendar."""

from __future__ import annotations

from datetime import date

from delegate_app.domain.competition import Sport
from delegate_app.store.calendar import create_calendar, list_matches
from delegate_app.store.clubs import create_club, create_team
from delegate_app.store.models import Competition

SATURDAY = date(2026, 10, 3)


def make_league(db, teams=4, sport=Sport.CHESS, double=True, prefix="Club", **settings):
    """A competition with one team per club and its Berger calendar; returns (id, matches)."""
    with db.session() as s, s.begin():
        competition = Competition(
            name=f"Liga de prueba {prefix}",
            sport=sport.value,
            category="Preferente" if sport is Sport.CHESS else "Liga",
            season="2026-2027",
            federation="Federación de prueba",
            double_round_robin=double,
            **settings,
        )
        if sport is Sport.DOMINO:
            competition.points_win, competition.points_draw = 3, 1
        s.add(competition)
    ids = []
    for i in range(1, teams + 1):
        club = create_club(db, f"{prefix} {i}", sport, "La Laguna", f"Calle {prefix} {i}")
        ids.append(create_team(db, club.id, "A", f"{prefix} {i}", competition.id).id)
    create_calendar(db, competition.id, ids, SATURDAY)
    return competition.id, list_matches(db, competition_id=competition.id)


def by_name(standings):
    return {standings.name(row.team_id): row for row in standings.rows}


def full_encounter(home_wins=5):
    """4 tables × 2 partidas; the home pair wins the first home_wins of them."""
    keys = [(t, p) for t in range(1, 5) for p in (1, 2)]
    return {key: (312, 187) if index < home_wins else (240, 305) for index, key in enumerate(keys)}
