"""A complete demo season 2026-2027 for trying the app without typing a whole league in.

Clubs, venues and people are invented. The content is the same on every machine and every run
(a fixed seed, no clock), so screenshots, manuals and bug reports can refer to it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from sqlalchemy import func
from sqlmodel import Session, SQLModel, col, select

from delegate_app.domain.competition import (
    DEFAULT_BOARDS,
    DEFAULT_DOMINO_PARTIDAS,
    DEFAULT_DOMINO_TABLES,
    DEFAULT_DOMINO_TARGET,
    Sport,
    default_match_points,
    default_time_control,
)
from delegate_app.domain.identity import check_letter
from delegate_app.domain.players import PlayerRecord, validate_player
from delegate_app.domain.sides import Side
from delegate_app.store.calendar import write_calendar
from delegate_app.store.chess.demo_actas import write_demo_actas
from delegate_app.store.chess.lineups import side_data
from delegate_app.store.database import Database
from delegate_app.store.demo_results import write_demo_results
from delegate_app.store.domino.demo import write_demo_encounters
from delegate_app.store.errors import StoreError
from delegate_app.store.models import (
    Club,
    Competition,
    Lineup,
    LineupEntry,
    Match,
    Official,
    Player,
    Round,
    Team,
)
from delegate_app.store.rows import require_id

SEASON = "2026-2027"
SEED = 20262027
SEASON_START = date(2026, 9, 1)
FIRST_SATURDAY = date(2026, 10, 3)
FREE_DATES = (date(2026, 12, 26),)  # Christmas weekend
# The demo's "today": the chess rounds before it have been played (lineups recorded).
DEMO_TODAY = date(2026, 11, 20)
CHESS_FEDERATION = "Federación Tinerfeña de Ajedrez"
DOMINO_FEDERATION = "Federación Tinerfeña de Dominó"
CHESS_PLAYERS_PER_CLUB = 14
DOMINO_PLAYERS_PER_CLUB = 10
A_TEAM_SIZE = 7  # list numbers 1..7 are titular in the A team, the rest in the B team
ELO_RANGE = (1300, 2300)


@dataclass(frozen=True)
class _ClubSpec:
    name: str
    short: str  # used for team names
    locality: str
    venue: str
    sunday_ranks: str = ""  # teams whose home matches are on Sunday 10:00 (CH-6.1)
    is_own: bool = False


CHESS_CLUBS = (
    _ClubSpec(
        "Club de Ajedrez Caballo Lagunero",
        "Caballo Lagunero",
        "San Cristóbal de La Laguna",
        "C/ Heraclio Sánchez, 41, bajo, 38204 San Cristóbal de La Laguna",
        is_own=True,
    ),
    _ClubSpec(
        "Sociedad de Ajedrez Alfil Chicharrero",
        "Alfil Chicharrero",
        "Santa Cruz de Tenerife",
        "C/ Numancia, 17, 1.º, 38004 Santa Cruz de Tenerife",
    ),
    _ClubSpec(
        "Club de Ajedrez Peón del Puerto",
        "Peón del Puerto",
        "Puerto de la Cruz",
        "Centro Cultural La Ranilla, C/ Mequinez, 8, 38400 Puerto de la Cruz",
        sunday_ranks="AB",
    ),
    _ClubSpec(
        "Club de Ajedrez Dama Villera",
        "Dama Villera",
        "La Orotava",
        "Casa de la Juventud, C/ Tomás Pérez, 12, 38300 La Orotava",
    ),
    _ClubSpec(
        "Club de Ajedrez Jaque Realejero",
        "Jaque Realejero",
        "Los Realejos",
        "Centro Ciudadano de Toscal Longuera, C/ La Longuera, 3, 38418 Los Realejos",
    ),
    _ClubSpec(
        "Club de Ajedrez Drago de Icod",
        "Drago de Icod",
        "Icod de los Vinos",
        "Sociedad Cultural El Drago, C/ San Sebastián, 22, 38430 Icod de los Vinos",
        sunday_ranks="AB",
    ),
    _ClubSpec(
        "Club de Ajedrez Enroque Sur",
        "Enroque Sur",
        "Adeje",
        "Centro Cultural de Adeje, Av. de la Constitución, 5, 38670 Adeje",
    ),
    _ClubSpec(
        "Club de Ajedrez Gambito Aronero",
        "Gambito Aronero",
        "Arona",
        "Local Social Los Cristianos, C/ Juan XXIII, 9, 38650 Arona",
        sunday_ranks="B",
    ),
)
# Draw numbers (CH-4, Berger): positions in these tuples are the numbers 1..8.
PREFERENTE_DRAW = (3, 7, 1, 5, 8, 2, 6, 4)
PRIMERA_DRAW = (6, 2, 8, 4, 1, 7, 3, 5)

DOMINO_CLUBS = (
    _ClubSpec(
        "Club de Dominó Doble Seis",
        "Doble Seis",
        "San Cristóbal de La Laguna",
        "Centro Social de La Cuesta, C/ Princesa Guayarmina, 14, 38320 La Laguna",
        is_own=True,
    ),
    _ClubSpec(
        "Peña Dominó El Tranque",
        "El Tranque",
        "Tacoronte",
        "Bar Sociedad La Estación, Ctra. General del Norte, 110, 38350 Tacoronte",
    ),
    _ClubSpec(
        "Club de Dominó La Capicúa",
        "La Capicúa",
        "Santa Cruz de Tenerife",
        "Asociación de Vecinos Salamanca, C/ Álvaro de Bazán, 6, 38006 Santa Cruz de Tenerife",
    ),
    _ClubSpec(
        "Peña Dominó La Blanca Doble",
        "La Blanca Doble",
        "Güímar",
        "Casino de Güímar, Plaza de San Pedro, 2, 38500 Güímar",
    ),
    _ClubSpec(
        "Club de Dominó El Salidor",
        "El Salidor",
        "Candelaria",
        "Centro Cultural de Las Caletillas, C/ Los Príncipes, 4, 38530 Candelaria",
    ),
    _ClubSpec(
        "Peña Dominó El Cierre",
        "El Cierre",
        "Granadilla de Abona",
        "Sociedad Recreativa San Isidro, C/ Santa Rosa, 19, 38611 Granadilla de Abona",
    ),
)
DOMINO_DRAW = (2, 5, 1, 6, 3, 4)

FIRST_NAMES = (
    "Acaymo", "Adrián", "Alberto", "Alejandro", "Ana", "Andrés", "Antonio", "Beatriz",
    "Carlos", "Carmen", "Cristina", "Daniel", "David", "Domingo", "Elena", "Eduardo",
    "Fernando", "Francisco", "Gara", "Guillermo", "Héctor", "Iballa", "Iván", "Javier",
    "Jonay", "Jorge", "José", "José Luis", "Juan", "Laura", "Lucía", "Luis", "Manuel",
    "María", "María José", "Marta", "Miguel", "Nauzet", "Nira", "Pablo", "Pedro", "Raquel",
    "Raúl", "Ricardo", "Rubén", "Samuel", "Sergio", "Tomás", "Victoria", "Yeray",
)  # fmt: skip
SURNAMES = (
    "Acosta", "Afonso", "Alonso", "Álvarez", "Báez", "Barrios", "Cabrera", "Castro",
    "Darias", "Delgado", "Díaz", "Dorta", "Expósito", "Febles", "García", "Gil", "González",
    "Hernández", "Luis", "Marrero", "Martín", "Medina", "Mesa", "Morales", "Padrón",
    "Perdomo", "Pérez", "Plasencia", "Quintero", "Ramos", "Reyes", "Rodríguez", "Santana",
    "Sosa", "Suárez", "Tejera", "Torres", "Trujillo", "Viera", "Yanes",
)  # fmt: skip
DNI_PREFIXES = (42, 43, 45, 54, 78, 79)


@dataclass(frozen=True)
class DemoSummary:
    competitions: int
    clubs: int
    teams: int
    players: int
    rounds: int
    matches: int


class _People:
    """Deterministic, unique names, DNIs, licences and dates for invented people."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self._names: set[str] = set()
        self._dnis: set[int] = set()
        self._licences = {
            "TF": iter(rng.sample(range(10000, 100000), 400)),
            "DOM": iter(rng.sample(range(10000, 100000), 200)),
        }

    def name(self) -> tuple[str, str]:
        while True:
            first = self.rng.choice(FIRST_NAMES)
            last = " ".join(self.rng.sample(SURNAMES, 2))
            if f"{first} {last}" not in self._names:
                self._names.add(f"{first} {last}")
                return first, last

    def dni(self) -> str:
        while True:
            number = self.rng.choice(DNI_PREFIXES) * 1_000_000 + self.rng.randrange(1_000_000)
            if number not in self._dnis:
                self._dnis.add(number)
                return f"{number:08d}{check_letter(number)}"

    def nie(self) -> str:
        digits = self.rng.randrange(1_000_000, 10_000_000)
        return f"Y{digits:07d}{check_letter(int(f'1{digits:07d}'))}"

    def licence(self, prefix: str) -> str:
        return f"{prefix}-{next(self._licences[prefix])}"

    def day_between(self, first: date, last: date) -> date:
        return date.fromordinal(self.rng.randint(first.toordinal(), last.toordinal()))

    def birth_and_incorporation(self) -> tuple[date, date]:
        born = self.day_between(date(1952, 1, 1), date(2012, 12, 31))
        earliest = max(date(2008, 9, 1), born + timedelta(days=8 * 366))
        return born, self.day_between(earliest, date(2026, 9, 15))

    def phone(self) -> str:
        digits = f"{self.rng.randrange(10_000_000):07d}"
        return f"6{self.rng.randint(0, 9)}{digits[0]} {digits[1:4]} {digits[4:]}"


def _is_empty(s: Session) -> bool:
    tables = (Competition, Club, Team, Player, Official, Round, Match)
    return all(s.exec(select(func.count()).select_from(t)).one() == 0 for t in tables)


def _player(club_id: int, number: int, record: PlayerRecord, team_id: int, today: date) -> Player:
    # The demo must pass the same checks as typed-in data, or screens would show it as wrong.
    problems = validate_player(record, today)
    if problems:
        raise StoreError(f"Datos de demostración no válidos: {' '.join(problems)}")
    return Player(
        club_id=club_id,
        list_number=number,
        first_name=record.first_name,
        last_name=record.last_name,
        licence=record.licence,
        dni=record.dni,
        birth_date=record.birth_date,
        elo_canario=record.elo_canario,
        fide_rating=record.fide_rating,
        incorporated_on=record.incorporated_on,
        team_id=team_id,
        active=record.active,
    )


def _chess_list(people: _People, index: int, is_own: bool) -> list[PlayerRecord]:
    """A club's list in strength order: ELO Canario strictly descending (CH-10.1, CH-18.2)."""
    rng = people.rng
    size = CHESS_PLAYERS_PER_CLUB + (1 if is_own else 0)
    top = ELO_RANGE[1] - 40 * index - rng.randrange(0, 30)
    elos = sorted(rng.sample(range(ELO_RANGE[0], top + 1), size), reverse=True)
    records = []
    for position, elo in enumerate(elos, start=1):
        first, last = people.name()
        born, joined = people.birth_and_incorporation()
        fide = None
        if elo >= 1900 or (elo >= 1650 and rng.random() < 0.6):
            fide = max(1400, elo + rng.randint(-80, 60))
        records.append(
            PlayerRecord(
                first_name=first,
                last_name=last,
                licence=people.licence("TF"),
                dni=people.dni(),
                birth_date=born,
                elo_canario=elo,
                fide_rating=fide,
                incorporated_on=joined,
                team_rank="A" if position <= A_TEAM_SIZE else "B",
            )
        )
    if index == 3:
        # A foreign resident: NIE instead of DNI, one surname.
        records[1].first_name, records[1].last_name = "Pavel", "Kuznetsov"
        records[1].dni = people.nie()
    if is_own:
        # Joined on Wednesday after round 2: not eligible until a round has passed (CH-10.2),
        # nor for round 1 or 2 matches played late (CH-18.11).
        records[8].incorporated_on = date(2026, 10, 14)
        records[12].active = False
    return records


def _domino_list(people: _People) -> list[PlayerRecord]:
    records = []
    for _ in range(DOMINO_PLAYERS_PER_CLUB):
        first, last = people.name()
        born, joined = people.birth_and_incorporation()
        born = min(born, date(2006, 6, 30))  # adults only in this league
        records.append(
            PlayerRecord(
                first_name=first,
                last_name=last,
                licence=people.licence("DOM"),
                dni=people.dni(),
                birth_date=born,
                incorporated_on=max(joined, born + timedelta(days=18 * 366)),
                team_rank="A",
            )
        )
    return records


def _chess_competition(category: str) -> Competition:
    control = default_time_control(category)
    points = default_match_points(Sport.CHESS)
    return Competition(
        name=f"Liga Insular por Equipos — {category}",
        sport=Sport.CHESS.value,
        category=category,
        season=SEASON,
        federation=CHESS_FEDERATION,
        group_name="Grupo único",
        double_round_robin=True,  # CH-4
        boards=DEFAULT_BOARDS,
        base_minutes=control.base_minutes,
        increment_seconds=control.increment_seconds,
        increment_kind=control.increment_kind.value,
        points_win=points.win,
        points_draw=points.draw,
        points_loss=points.loss,
    )


def _domino_competition() -> Competition:
    points = default_match_points(Sport.DOMINO)
    return Competition(
        name="Liga Insular de Dominó por Parejas",
        sport=Sport.DOMINO.value,
        category="Liga Insular",
        season=SEASON,
        federation=DOMINO_FEDERATION,
        group_name="Grupo único",
        double_round_robin=True,
        points_win=points.win,
        points_draw=points.draw,
        points_loss=points.loss,
        target_score=DEFAULT_DOMINO_TARGET,
        tables_per_team=DEFAULT_DOMINO_TABLES,
        partidas_per_table=DEFAULT_DOMINO_PARTIDAS,
    )


def _write_season(s: Session, today: date) -> None:
    rng = random.Random(SEED)
    people = _People(rng)

    preferente = _chess_competition("Preferente")
    primera = _chess_competition("Primera")
    domino = _domino_competition()
    s.add_all([preferente, primera, domino])

    chess_clubs = [
        Club(
            name=c.name,
            sport=Sport.CHESS.value,
            locality=c.locality,
            venue_address=c.venue,
            is_own=c.is_own,
        )
        for c in CHESS_CLUBS
    ]
    domino_clubs = [
        Club(
            name=c.name,
            sport=Sport.DOMINO.value,
            locality=c.locality,
            venue_address=c.venue,
            is_own=c.is_own,
        )
        for c in DOMINO_CLUBS
    ]
    s.add_all(chess_clubs + domino_clubs)
    s.flush()

    a_teams: list[Team] = []
    b_teams: list[Team] = []
    domino_teams: list[Team] = []
    for spec, club in zip(CHESS_CLUBS, chess_clubs, strict=True):
        for rank, competition, teams in (("A", preferente, a_teams), ("B", primera, b_teams)):
            teams.append(
                Team(
                    club_id=require_id(club),
                    competition_id=require_id(competition),
                    rank=rank,
                    name=f"{spec.short} {rank}",
                    sunday_home=rank in spec.sunday_ranks,
                )
            )
    for spec, club in zip(DOMINO_CLUBS, domino_clubs, strict=True):
        domino_teams.append(
            Team(
                club_id=require_id(club),
                competition_id=require_id(domino),
                rank="A",
                name=spec.short,
            )
        )
    s.add_all(a_teams + b_teams + domino_teams)
    s.flush()

    players: list[Player] = []
    for index, (spec, club) in enumerate(zip(CHESS_CLUBS, chess_clubs, strict=True)):
        team_of: dict[str | None, int] = {
            "A": require_id(a_teams[index]),
            "B": require_id(b_teams[index]),
        }
        for number, record in enumerate(_chess_list(people, index, spec.is_own), start=1):
            players.append(
                _player(require_id(club), number, record, team_of[record.team_rank], today)
            )
    for club, team in zip(domino_clubs, domino_teams, strict=True):
        for number, record in enumerate(_domino_list(people), start=1):
            players.append(_player(require_id(club), number, record, require_id(team), today))
    s.add_all(players)

    own_chess = next(i for i, c in enumerate(CHESS_CLUBS) if c.is_own)
    own_domino = next(i for i, c in enumerate(DOMINO_CLUBS) if c.is_own)
    own_list = [p for p in players if p.club_id == chess_clubs[own_chess].id]
    playing_delegate = own_list[4]  # a delegate who also plays (CH-13.5)
    officials = [
        Official(
            role="delegado",
            name=playing_delegate.full_name,
            club_id=chess_clubs[own_chess].id,
            licence=playing_delegate.licence or "",
            dni=playing_delegate.dni,
            phone=people.phone(),
            email="delegado.a@caballolagunero.example",
        )
    ]
    for club, email in (
        (chess_clubs[own_chess], "delegado.b@caballolagunero.example"),
        (domino_clubs[own_domino], "capitan@dobleseis.example"),
    ):
        first, last = people.name()
        officials.append(
            Official(
                role="delegado",
                name=f"{first} {last}",
                club_id=club.id,
                licence=people.licence("DOM" if club.sport == Sport.DOMINO.value else "TF"),
                dni=people.dni(),
                phone=people.phone(),
                email=email,
            )
        )
    first, last = people.name()
    officials.append(
        Official(
            role="arbitro",
            name=f"{first} {last}",
            licence="AT-0147",
            dni=people.dni(),
            phone=people.phone(),
            email="arbitraje@ftda.example",
        )
    )
    s.add_all(officials)
    s.flush()

    for competition, teams, draw in (
        (preferente, a_teams, PREFERENTE_DRAW),
        (primera, b_teams, PRIMERA_DRAW),
        (domino, domino_teams, DOMINO_DRAW),
    ):
        ordered = [require_id(teams[n - 1]) for n in draw]
        write_calendar(s, require_id(competition), ordered, FIRST_SATURDAY, FREE_DATES)
    chess_ids = [require_id(preferente), require_id(primera)]
    _write_played_lineups(s, chess_ids)
    write_demo_results(s, [*chess_ids, require_id(domino)], DEMO_TODAY)
    write_demo_actas(s, chess_ids, DEMO_TODAY)
    write_demo_encounters(s, require_id(domino), DEMO_TODAY)


def _write_played_lineups(s: Session, competition_ids: list[int]) -> None:
    """Confirmed lineups, both sides, for the chess rounds played before the demo's today.

    Each lineup is the engine's own proposal, so it is legal by construction; one player of
    the first five rests each round so that the lineups vary. A teams go first within a
    weekend, so the B teams' proposals already see them (CH-18.10).
    """
    rows = s.exec(
        select(Match, Round)
        .join(Round, col(Round.id) == Match.round_id)
        .where(col(Round.competition_id).in_(competition_ids))
        .where(Round.official_date < DEMO_TODAY)
        .order_by(col(Round.official_date), col(Round.competition_id), col(Match.id))
    ).all()
    for match, rnd in rows:
        match_id = require_id(match)
        for side in (Side.HOME, Side.AWAY):
            data = side_data(s, match_id, side)
            team_id = require_id(data.team)
            resting = (rnd.number + team_id) % 5 + 1
            available = [
                require_id(p) for p in data.players if p.active and p.list_number != resting
            ]
            proposal = data.checker.propose(available)
            confirmed = match.scheduled_at - timedelta(minutes=20)
            lineup = Lineup(
                match_id=match_id,
                side=side,
                team_id=team_id,
                confirmed_at=confirmed,
                updated_at=confirmed,
            )
            s.add(lineup)
            s.flush()
            s.add_all(
                LineupEntry(lineup_id=require_id(lineup), board=board, player_id=player_id)
                for board, player_id in proposal.fielded()
            )
            s.flush()


def load_demo_season(db: Database, today: date | None = None) -> DemoSummary:
    """Fill an empty database with the demo season, all of it or nothing.

    today only matters for validating the invented players (birth dates before today); the
    content never depends on it or on the clock.
    """
    with db.session() as s, s.begin():
        if not _is_empty(s):
            raise StoreError(
                "La base de datos ya contiene datos; la temporada de demostración solo se "
                "carga en una base de datos vacía. No se ha cambiado nada."
            )
        _write_season(s, today or SEASON_START)
    with db.session() as s:

        def count(table: type[SQLModel]) -> int:
            return s.exec(select(func.count()).select_from(table)).one()

        return DemoSummary(
            competitions=count(Competition),
            clubs=count(Club),
            teams=count(Team),
            players=count(Player),
            rounds=count(Round),
            matches=count(Match),
        )
