"""A small domino encounter in the store and the steps that play it: tables, draw, hands."""

from __future__ import annotations

from datetime import date, datetime, timedelta

from delegate_app.domain.domino import HandEnd, Pair, Seat
from delegate_app.store import acta
from delegate_app.store.domino import acta_view as domino_acta_view
from delegate_app.store.domino import editing as domino_editing
from delegate_app.store.models import Club, Competition, Match, Player, Round, Team

START = datetime(2026, 10, 3, 17, 0)
PNG = b"\x89PNG\r\n\x1a\n" + b"firma" * 10
HOME_NAMES = ("Ana Díaz", "Benito Pérez", "Carmen Gil", "Dácil Ruiz", "Eloy Báez", "Fátima Cruz")
AWAY_NAMES = ("Gara Luis", "Héctor Sosa", "Iballa Mesa", "Jonay Lima", "Kevin Ramos", "Luz Toledo")
# Two more per club, for encounters of 4 tables (make_encounter(squad=8)).
MORE_HOME = ("Gonzalo Abreu", "Hilda Mora")
MORE_AWAY = ("Moisés Vera", "Nira Tejera")


class Encounter:
    """Ids of a small domino encounter: 2 tables × 2 partidas, 6 players per club."""

    def __init__(self, match_id, home, away, competition_id):
        self.match_id = match_id
        self.home = home  # player ids, list order
        self.away = away
        self.competition_id = competition_id


def make_encounter(db, tables=2, partidas=2, target=300, squad=6) -> Encounter:
    with db.session() as s, s.begin():
        competition = Competition(
            name="Copa de Dominó de prueba",
            sport="domino",
            category="Copa",
            season="2026-2027",
            federation="Federación Tinerfeña de Dominó",
            points_win=3,
            points_draw=1,
            points_loss=0,
            target_score=target,
            tables_per_team=tables,
            partidas_per_table=partidas,
        )
        home_club = Club(name="Club de Dominó Doble Seis", sport="domino", is_own=True)
        away_club = Club(name="Peña Dominó El Tranque", sport="domino")
        s.add_all([competition, home_club, away_club])
        s.flush()
        home_team = Team(club_id=home_club.id, competition_id=competition.id, name="Doble Seis")
        away_team = Team(club_id=away_club.id, competition_id=competition.id, name="El Tranque")
        s.add_all([home_team, away_team])
        s.flush()
        ids = {}
        for club, team, names, prefix in (
            (home_club, home_team, (HOME_NAMES + MORE_HOME)[:squad], "DS"),
            (away_club, away_team, (AWAY_NAMES + MORE_AWAY)[:squad], "ET"),
        ):
            players = []
            for number, full in enumerate(names, start=1):
                first, last = full.split(" ")
                players.append(
                    Player(
                        club_id=club.id,
                        team_id=team.id,
                        licence=f"DOM-{prefix}{number:02d}",
                        first_name=first,
                        last_name=last,
                        list_number=number,
                    )
                )
            s.add_all(players)
            s.flush()
            ids[prefix] = [p.id for p in players]
        rnd = Round(competition_id=competition.id, number=1, official_date=date(2026, 10, 3))
        s.add(rnd)
        s.flush()
        match = Match(
            round_id=rnd.id,
            home_team_id=home_team.id,
            away_team_id=away_team.id,
            scheduled_at=START,
            venue="Centro Social de La Cuesta",
        )
        s.add(match)
        s.flush()
        return Encounter(match.id, ids["DS"], ids["ET"], competition.id)


def at(minutes: int) -> datetime:
    return START + timedelta(minutes=minutes)


def setup_tables(db, enc):
    h, a = enc.home, enc.away
    domino_editing.set_table(db, enc.match_id, 1, (h[0], h[1]), (a[0], a[1]), h[0], a[0], now=at(1))
    domino_editing.set_table(db, enc.match_id, 2, (h[2], h[3]), (a[2], a[3]), h[2], a[2], now=at(1))


def seat(db, enc, table=1):
    """A draw without ties: the home pair's first player leads from the South."""
    h, a = enc.home, enc.away
    first = 0 if table == 1 else 2
    tiles = {
        h[first]: "6-6",
        h[first + 1]: "1-0",
        a[first]: "5-4",
        a[first + 1]: "2-1",
    }
    return domino_editing.seat_draw(db, enc.match_id, table, [tiles], Seat.SOUTH, now=at(2))


def hand(db, enc, table, partida, winner, points, minute=10, approver=None, **kwargs):
    """Count, approve (the counter by default) and write one typed hand."""
    pending = domino_editing.propose_hand(
        db, enc.match_id, table, partida, kwargs.pop("end", HandEnd.DOMINO), winner=winner,
        points=points, **kwargs,
    )  # fmt: skip
    view = domino_acta_view.encounter_view(db, enc.match_id)
    current = view.table(table).partida(partida)
    who = approver if approver is not None else current.setup.counter
    return domino_editing.write_hand(
        db, enc.match_id, table, partida, pending.approve(who), now=at(minute)
    )


def play_partida(db, enc, table, partida, winner: Pair, start_minute=10):
    """Three hands: the loser scores 90, the winner 160 + 150 (310, past the target)."""
    loser = winner.other
    hand(db, enc, table, partida, loser, 90, start_minute)
    hand(db, enc, table, partida, winner, 160, start_minute + 5)
    return hand(db, enc, table, partida, winner, 150, start_minute + 10)


def complete(db, enc):
    """Every table seated and every partida played: only a complete acta locks (issue 14)."""
    view = domino_acta_view.encounter_view(db, enc.match_id)
    for table in (1, 2):
        if view.table(table).partida(1) is None:
            seat(db, enc, table)
        for number in (1, 2):
            current = domino_acta_view.encounter_view(db, enc.match_id).table(table).partida(number)
            if current is not None and not current.closed:
                while not current.closed:
                    current = hand(db, enc, table, number, Pair.HOME, 150, minute=150)


def sign_both(db, enc, minute=200):
    acta.sign_acta(db, enc.match_id, "delegado_local", "Ana Díaz", "DOM-DS01", PNG, at(minute))
    return acta.sign_acta(
        db, enc.match_id, "delegado_visitante", "Gara Luis", "DOM-ET01", PNG, at(minute + 1)
    )
