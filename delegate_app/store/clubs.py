"""Clubs, teams and player lists: the queries and the one-transaction actions the UI calls."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date

from sqlalchemy import func
from sqlmodel import Session, col, select

from delegate_app.domain.competition import Sport, rank_order
from delegate_app.domain.players import PlayerRecord, validate_player
from delegate_app.store.database import Database, begin_immediate
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club, Competition, Player, Team
from delegate_app.store.rows import require_id


def is_empty(db: Database) -> bool:
    with db.session() as s:
        return s.exec(select(func.count()).select_from(Club)).one() == 0


# --- clubs -------------------------------------------------------------------------------------


def list_clubs(db: Database, sport: Sport | None = None) -> list[Club]:
    with db.session() as s:
        query = select(Club).order_by(col(Club.is_own).desc(), col(Club.name))
        if sport is not None:
            query = query.where(Club.sport == sport.value)
        return list(s.exec(query))


def get_club(db: Database, club_id: int) -> Club:
    with db.session() as s:
        club = s.get(Club, club_id)
        if club is None:
            raise StoreError("El club ya no existe.")
        return club


def own_clubs(db: Database) -> list[Club]:
    with db.session() as s:
        return list(s.exec(select(Club).where(Club.is_own).order_by(Club.name)))


def _check_one_own_per_sport(s: Session, sport: str, club_id: int | None) -> None:
    """A club with chess and domino is one club in each federation's lists, so the delegate may
    mark one own club per sport (both show on Inicio and in "Solo mis equipos"); two own clubs of
    the same sport would be two delegates' work in one file."""
    query = select(Club).where(Club.is_own, Club.sport == sport)
    if club_id is not None:
        query = query.where(Club.id != club_id)
    other = s.exec(query).first()
    if other is not None:
        raise StoreError(
            f"«{other.name}» ya es su club de {Sport(sport).label.lower()}: "
            "solo puede tener un club propio en cada modalidad."
        )


def _check_club_name(name: str) -> str:
    name = name.strip()
    if not name:
        raise StoreError("El club necesita un nombre.")
    return name


def create_club(
    db: Database,
    name: str,
    sport: Sport | str,
    locality: str = "",
    venue_address: str = "",
    is_own: bool = False,
) -> Club:
    try:
        sport = Sport(sport).value
    except ValueError as exc:
        raise StoreError(f"Modalidad desconocida: «{sport}».") from exc
    name = _check_club_name(name)
    with db.session() as s, s.begin():
        clash = s.exec(select(Club).where(Club.name == name, Club.sport == sport)).first()
        if clash is not None:
            raise StoreError(f"Ya existe un club de {Sport(sport).label.lower()} llamado «{name}».")
        if is_own:
            _check_one_own_per_sport(s, sport, None)
        club = Club(
            name=name,
            sport=sport,
            locality=locality.strip(),
            venue_address=venue_address.strip(),
            is_own=is_own,
        )
        s.add(club)
    return club


def update_club(
    db: Database,
    club_id: int,
    name: str,
    locality: str,
    venue_address: str,
    is_own: bool | None = None,
) -> Club:
    """is_own None leaves the mark as it is."""
    with db.session() as s, s.begin():
        club = s.get(Club, club_id)
        if club is None:
            raise StoreError("El club ya no existe.")
        if is_own is not None and is_own != club.is_own:
            if is_own:
                _check_one_own_per_sport(s, club.sport, club_id)
            club.is_own = is_own
        name = _check_club_name(name)
        clash = s.exec(
            select(Club).where(Club.name == name, Club.sport == club.sport, Club.id != club_id)
        ).first()
        if clash is not None:
            raise StoreError(f"Ya existe otro club llamado «{name}».")
        club.name, club.locality, club.venue_address = name, locality.strip(), venue_address.strip()
        s.add(club)
    return club


# --- teams -------------------------------------------------------------------------------------


def list_teams(db: Database, club_id: int) -> list[Team]:
    with db.session() as s:
        teams = list(s.exec(select(Team).where(Team.club_id == club_id)))
    return sorted(teams, key=lambda t: rank_order(t.rank))


def create_team(
    db: Database,
    club_id: int,
    rank: str,
    name: str | None = None,
    competition_id: int | None = None,
    sunday_home: bool = False,
) -> Team:
    rank = rank.strip().upper()
    try:
        rank_order(rank)
    except ValueError as exc:
        raise StoreError(str(exc)) from exc
    with db.session() as s, s.begin():
        club = s.get(Club, club_id)
        if club is None:
            raise StoreError("El club ya no existe.")
        if s.exec(select(Team).where(Team.club_id == club_id, Team.rank == rank)).first():
            raise StoreError(f"El club ya tiene un equipo {rank}.")
        if competition_id is not None:
            competition = s.get(Competition, competition_id)
            if competition is None:
                raise StoreError("La competición ya no existe.")
            if competition.sport != club.sport:
                raise StoreError("La competición es de otra modalidad que el club.")
            from delegate_app.store.competition_teams import check_one_team_per_club

            check_one_team_per_club(s, club_id, competition)  # CH-9.1
        team = Team(
            club_id=club_id,
            rank=rank,
            name=(name or f"{club.name} {rank}").strip(),
            competition_id=competition_id,
            sunday_home=sunday_home,
        )
        s.add(team)
    return team


def list_competitions(db: Database) -> list[Competition]:
    with db.session() as s:
        return list(
            s.exec(
                select(Competition).order_by(col(Competition.season).desc(), col(Competition.name))
            )
        )


# --- players -----------------------------------------------------------------------------------


def list_players(db: Database, club_id: int, include_inactive: bool = True) -> list[Player]:
    with db.session() as s:
        query = select(Player).where(Player.club_id == club_id)
        if not include_inactive:
            query = query.where(Player.active)
        return list(s.exec(query.order_by(col(Player.list_number))))


def _team_for_rank(s: Session, club_id: int, rank: str | None) -> int | None:
    if not rank:
        return None
    team = s.exec(select(Team).where(Team.club_id == club_id, Team.rank == rank)).first()
    if team is None:
        raise StoreError(f"El club no tiene equipo {rank}.")
    return require_id(team)


def _validated(record: PlayerRecord, today: date | None) -> PlayerRecord:
    problems = validate_player(record, today or date.today())
    if problems:
        raise StoreError(" ".join(problems))
    return record


def _check_licence_free(s: Session, licence: str | None, player_id: int | None) -> None:
    if licence is None:
        return
    query = select(Player).where(Player.licence == licence)
    if player_id is not None:
        query = query.where(Player.id != player_id)
    other = s.exec(query).first()
    if other is not None:
        raise StoreError(f"La licencia {licence} ya es de {other.full_name}.")


def _apply_record(player: Player, record: PlayerRecord, team_id: int | None) -> None:
    player.first_name = record.first_name.strip()
    player.last_name = record.last_name.strip()
    player.licence = record.licence
    player.dni = record.dni or None
    player.birth_date = record.birth_date
    player.elo_canario = record.elo_canario
    player.fide_rating = record.fide_rating
    player.incorporated_on = record.incorporated_on
    player.team_id = team_id
    player.active = record.active


def add_player(
    db: Database, club_id: int, record: PlayerRecord, today: date | None = None
) -> Player:
    """Append a player at the end of the club's list (the weakest position)."""
    _validated(record, today)
    with db.session() as s, s.begin():
        begin_immediate(s)  # "last number + 1" must still be the last when it is written
        if s.get(Club, club_id) is None:
            raise StoreError("El club ya no existe.")
        _check_licence_free(s, record.licence, None)
        last = s.exec(select(func.max(Player.list_number)).where(Player.club_id == club_id)).one()
        player = Player(club_id=club_id, first_name="", last_name="", list_number=(last or 0) + 1)
        _apply_record(player, record, _team_for_rank(s, club_id, record.team_rank))
        s.add(player)
    return player


def update_player(
    db: Database, player_id: int, record: PlayerRecord, today: date | None = None
) -> Player:
    _validated(record, today)
    with db.session() as s, s.begin():
        player = s.get(Player, player_id)
        if player is None:
            raise StoreError("El jugador ya no existe.")
        _check_licence_free(s, record.licence, player_id)
        _apply_record(player, record, _team_for_rank(s, player.club_id, record.team_rank))
        s.add(player)
    return player


def set_player_active(db: Database, player_id: int, active: bool) -> Player:
    """Deactivate instead of delete: past actas keep pointing at the player."""
    with db.session() as s, s.begin():
        player = s.get(Player, player_id)
        if player is None:
            raise StoreError("El jugador ya no existe.")
        player.active = active
        s.add(player)
    return player


def reorder_players(db: Database, club_id: int, ordered_ids: Sequence[int]) -> list[Player]:
    """Set the strength order: ordered_ids[0] becomes list number 1, and so on."""
    with db.session() as s, s.begin():
        begin_immediate(s)
        players = {
            require_id(p): p for p in s.exec(select(Player).where(Player.club_id == club_id))
        }
        if sorted(ordered_ids) != sorted(players):
            raise StoreError(
                "La lista ha cambiado mientras la ordenaba; vuelva a abrirla e inténtelo de nuevo."
            )
        park_list_numbers(s, players.values())
        for number, player_id in enumerate(ordered_ids, start=1):
            players[player_id].list_number = number
            s.add(players[player_id])
        result = [players[i] for i in ordered_ids]
    return result


def park_list_numbers(s: Session, players: Iterable[Player]) -> None:
    """Move players to numbers no one uses (minus their id) before renumbering them: list
    numbers are unique per club (migration 0008) and rows are updated one at a time, so
    swapping two numbers directly would collide half-way."""
    for player in players:
        player.list_number = -require_id(player)
        s.add(player)
    s.flush()


def team_rank_of(db: Database, team_id: int | None) -> str | None:
    if team_id is None:
        return None
    with db.session() as s:
        team = s.get(Team, team_id)
        return team.rank if team else None
