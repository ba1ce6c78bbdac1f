"""The league file: a whole competition in one JSON file, for the other clubs of the league.

One delegate (or the federation office) exports the competition: its settings, the clubs with
venue and delegate, the teams with their Sunday choice and draw number, the calendar, and
optionally the clubs' player lists. Another club imports it into its own database
(``league_import``). Reading a file checks every field it uses and says in Spanish what is wrong.
"""

from __future__ import annotations

import json
import logging
from collections import defaultdict
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Literal, TypeVar, overload

from sqlmodel import col, select

from delegate_app import __version__
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import (
    Club,
    Competition,
    Match,
    Official,
    Player,
    Round,
    Team,
)
from delegate_app.store.rows import require_id
from delegate_app.store.textfiles import MAX_FILE_BYTES, header_key, os_reason, write_atomically

log = logging.getLogger(__name__)

_Kind = TypeVar("_Kind")

FORMAT = "delegado-archivo-de-liga"
FORMAT_VERSION = 1

SETTING_KEYS = (
    "category",
    "group_name",
    "federation",
    "double_round_robin",
    "boards",
    "base_minutes",
    "increment_seconds",
    "increment_kind",
    "points_win",
    "points_draw",
    "points_loss",
    "target_score",
    "tables_per_team",
    "partidas_per_table",
    "saturday_time",
    "sunday_time",
    "saturday_only_last_rounds",
)
DATE_KEYS = ("first_round_date", "season_start", "season_end", "extension_deadline")


def _iso(value: date | datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


# --- export ------------------------------------------------------------------------------------


def export_league_file(
    db: Database, competition_id: int, path: Path | str, include_lists: bool = False
) -> str:
    """Write the competition as a league file; returns a one-line summary of what it holds."""
    with db.session() as s:
        competition = s.get(Competition, competition_id)
        if competition is None:
            raise StoreError("La competición ya no existe.")
        teams = list(s.exec(select(Team).where(Team.competition_id == competition_id)))
        rounds = list(
            s.exec(
                select(Round)
                .where(Round.competition_id == competition_id)
                .order_by(col(Round.number))
            )
        )
        matches = list(
            s.exec(
                select(Match)
                .join(Round, col(Round.id) == Match.round_id)
                .where(Round.competition_id == competition_id)
                .order_by(col(Match.scheduled_at), col(Match.id))
            )
        )
        # an archived season's own teams may have moved on: its matches still name them
        team_ids = {require_id(t) for t in teams} | {m.home_team_id for m in matches}
        team_ids |= {m.away_team_id for m in matches}
        teams = list(s.exec(select(Team).where(col(Team.id).in_(team_ids))))
        clubs = list(s.exec(select(Club).where(col(Club.id).in_({t.club_id for t in teams}))))
        club_ids = {require_id(c) for c in clubs}
        delegates = {
            o.club_id: o
            for o in s.exec(
                select(Official)
                .where(Official.role == "delegado", col(Official.club_id).in_(club_ids))
                .order_by(col(Official.id).desc())
            )
        }
        players: dict[int, list[Player]] = defaultdict(list)
        if include_lists:
            for player in s.exec(
                select(Player)
                .where(col(Player.club_id).in_(club_ids))
                .order_by(col(Player.list_number))
            ):
                players[player.club_id].append(player)
    team_by_id = {require_id(t): t for t in teams}
    club_by_id = {require_id(c): c for c in clubs}
    by_round: dict[int, list[Match]] = defaultdict(list)
    for match in matches:
        by_round[match.round_id].append(match)
    settings = {name: getattr(competition, name) for name in SETTING_KEYS}
    settings.update({name: _iso(getattr(competition, name)) for name in DATE_KEYS})
    document: dict[str, object] = {
        "formato": FORMAT,
        "version": FORMAT_VERSION,
        "exportado": datetime.now().replace(microsecond=0).isoformat(),
        "aplicacion": f"Delegado {__version__}",
        "competicion": {
            "nombre": competition.name,
            "modalidad": competition.sport,
            "temporada": competition.season,
            "ajustes": settings,
            "fines_de_semana_sin_juego": json.loads(competition.free_weekends_json or "[]"),
            "decisiones": json.loads(competition.decisions_json or "{}"),
        },
        "clubes": [
            _club_entry(club, delegates.get(club.id), players.get(require_id(club)), include_lists)
            for club in sorted(clubs, key=lambda c: c.name)
        ],
        "equipos": [
            {
                "nombre": team.name,
                "club": club_by_id[team.club_id].name,
                "rango": team.rank,
                "domingo": team.sunday_home,
                "sorteo": team.draw_number,
            }
            for team in sorted(teams, key=lambda t: (t.draw_number or 99, t.name))
        ],
        "calendario": [
            {
                "ronda": rnd.number,
                "fecha_oficial": rnd.official_date.isoformat(),
                "encuentros": [
                    {
                        "local": _team_ref(team_by_id[m.home_team_id], club_by_id),
                        "visitante": _team_ref(team_by_id[m.away_team_id], club_by_id),
                        "hora_oficial": m.scheduled_at.isoformat(),
                        "jugado_en": _iso(m.played_at),
                        "lugar": m.venue,
                        "estado": m.status,
                    }
                    for m in by_round[require_id(rnd)]
                ],
            }
            for rnd in rounds
        ],
    }
    data = json.dumps(document, ensure_ascii=False, indent=1).encode("utf-8")
    write_atomically(Path(path), data)
    lists = f", {sum(len(v) for v in players.values())} jugadores" if include_lists else ""
    return (
        f"«{competition.name}» ({competition.season}): {len(clubs)} clubes, {len(teams)} equipos, "
        f"{len(rounds)} rondas, {len(matches)} encuentros{lists}."
    )


def _team_ref(team: Team, clubs: dict[int, Club]) -> dict[str, str]:
    return {"club": clubs[team.club_id].name, "rango": team.rank}


def _club_entry(
    club: Club, delegate: Official | None, players: list[Player] | None, include_lists: bool
) -> dict[str, object]:
    entry: dict[str, object] = {
        "nombre": club.name,
        "localidad": club.locality,
        "sede": club.venue_address,
        "delegado": {
            "nombre": delegate.name if delegate else "",
            "telefono": delegate.phone if delegate else "",
            "correo": delegate.email if delegate else "",
        },
    }
    if include_lists:
        entry["jugadores"] = [
            {
                "licencia": p.licence,
                "nombre": p.first_name,
                "apellidos": p.last_name,
                "elo_canario": p.elo_canario,
                "elo_fide": p.fide_rating,
                "numero_lista": p.list_number,
                "alta": _iso(p.incorporated_on),
                "activo": p.active,
            }
            for p in players or []
        ]
    return entry


# --- reading -----------------------------------------------------------------------------------


class BadLeagueFile(Exception):
    """A file that is not a league file this version understands."""


@dataclass(frozen=True)
class LeagueTeam:
    name: str
    club: str
    rank: str  # upper case, as stored
    sunday_home: bool
    draw_number: int | None


@dataclass(frozen=True)
class LeagueMatch:
    home: LeagueTeam
    away: LeagueTeam
    scheduled_at: datetime
    played_at: datetime | None
    venue: str
    status: str  # "programado" | "aplazado" | "jugado"


@dataclass(frozen=True)
class LeagueRound:
    number: int
    official_date: date
    matches: tuple[LeagueMatch, ...]


@dataclass(frozen=True)
class LeagueData:
    """What a league file says, read and checked once for whoever imports it: a club's
    database (``league_import``) or the federation's (store/federation/calendar.py).
    `document` keeps the whole file for the parts only a club imports (settings, venues,
    delegates, player lists)."""

    document: dict[str, object]
    name: str
    sport: str
    season: str
    clubs: tuple[str, ...]
    teams: tuple[LeagueTeam, ...]
    rounds: tuple[LeagueRound, ...]


def read_league_file(path: Path | str) -> LeagueData:
    """Read and check a league file without any database; StoreError (Spanish) says why not."""
    try:
        return read_league_data(Path(path))
    except BadLeagueFile as exc:
        raise StoreError(str(exc)) from exc


def read_league_data(path: Path) -> LeagueData:
    document = _load(path)
    entry = document.get("competicion")
    name = entry_field(entry, "nombre", "competicion").strip()
    sport = entry_field(entry, "modalidad", "competicion").strip()
    season = entry_field(entry, "temporada", "competicion").strip()
    clubs: dict[str, str] = {}
    for index, club in enumerate(entry_field(document, "clubes", "archivo", list), start=1):
        club_name = entry_field(club, "nombre", f"clubes[{index}]").strip()
        clubs.setdefault(header_key(club_name), club_name)
    teams: dict[tuple[str, str], LeagueTeam] = {}
    in_order: list[LeagueTeam] = []
    for index, item in enumerate(entry_field(document, "equipos", "archivo", list), start=1):
        where = f"equipos[{index}]"
        team_name = entry_field(item, "nombre", where).strip()
        club_name = entry_field(item, "club", where)
        rank = entry_field(item, "rango", where).strip().upper()
        if header_key(club_name) not in clubs:
            raise BadLeagueFile(
                f"{where}: el club «{club_name}» no está en la lista de clubes del archivo."
            )
        team = LeagueTeam(
            team_name,
            clubs[header_key(club_name)],
            rank,
            bool(item.get("domingo", False)),
            entry_field(item, "sorteo", where, int, required=False),
        )
        teams[(header_key(club_name), rank)] = team
        in_order.append(team)
    rounds = []
    for r_index, item in enumerate(entry_field(document, "calendario", "archivo", list), start=1):
        where = f"calendario[{r_index}]"
        number = entry_field(item, "ronda", where, int)
        official = parse_file_date(entry_field(item, "fecha_oficial", where), where)
        matches = []
        for m_index, match in enumerate(entry_field(item, "encuentros", where, list), start=1):
            at = f"{where}.encuentros[{m_index}]"
            home = _team_of(match, "local", at, teams)
            away = _team_of(match, "visitante", at, teams)
            scheduled = _parse_datetime(entry_field(match, "hora_oficial", at), at)
            played = _parse_datetime(entry_field(match, "jugado_en", at, required=False), at)
            venue = (entry_field(match, "lugar", at, required=False) or "").strip()
            status = entry_field(match, "estado", at, required=False) or "programado"
            if status not in ("programado", "aplazado", "jugado"):
                raise BadLeagueFile(f"{at}: estado «{status}» no válido.")
            matches.append(LeagueMatch(home, away, scheduled, played, venue, status))
        rounds.append(LeagueRound(number, official, tuple(matches)))
    return LeagueData(
        document,
        name,
        sport,
        season,
        tuple(clubs.values()),
        tuple(in_order),
        tuple(rounds),
    )


def _team_of(
    item: object, key: str, where: str, teams: dict[tuple[str, str], LeagueTeam]
) -> LeagueTeam:
    ref = entry_field(item, key, where, dict)
    club = entry_field(ref, "club", f"{where}.{key}")
    rank = entry_field(ref, "rango", f"{where}.{key}").strip().upper()
    team = teams.get((header_key(club), rank))
    if team is None:
        raise BadLeagueFile(
            f"{where}: el equipo {key} ({club} {rank}) no está en la lista de equipos."
        )
    return team


def _load(path: Path) -> dict[str, object]:
    name = path.name
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise BadLeagueFile(f"«{name}» es demasiado grande para ser un archivo de liga.")
        raw = path.read_bytes()
    except OSError as exc:
        raise BadLeagueFile(f"No se puede leer «{name}»: {os_reason(exc)}.") from exc
    try:
        document = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BadLeagueFile(
            f"«{name}» no es un archivo de liga de Delegado (no es JSON válido)."
        ) from exc
    if not isinstance(document, dict) or document.get("formato") != FORMAT:
        raise BadLeagueFile(f"«{name}» no es un archivo de liga de Delegado.")
    version = document.get("version")
    if not isinstance(version, int):
        raise BadLeagueFile(f"«{name}»: falta la versión del formato.")
    if version > FORMAT_VERSION:
        raise BadLeagueFile(
            f"«{name}» es de una versión más reciente de Delegado (formato {version}; esta "
            f"versión lee hasta el {FORMAT_VERSION}). Actualice la aplicación para importarlo; "
            "no se ha cambiado nada."
        )
    return document


@overload
def entry_field(entry: object, key: str, where: str) -> str: ...
@overload
def entry_field(entry: object, key: str, where: str, *, required: Literal[False]) -> str | None: ...
@overload
def entry_field(entry: object, key: str, where: str, kind: type[_Kind]) -> _Kind: ...
@overload
def entry_field(
    entry: object, key: str, where: str, kind: type[_Kind], *, required: Literal[False]
) -> _Kind | None: ...
def entry_field(
    entry: object, key: str, where: str, kind: type[object] = str, *, required: bool = True
) -> object:
    """entry[key] when it is of that kind (a required text must not be blank), else
    BadLeagueFile."""
    if not isinstance(entry, dict):
        raise BadLeagueFile(f"{where}: no es un objeto.")
    value = entry.get(key)
    if value is None and not required:
        return None
    blank = kind is str and isinstance(value, str) and required and not value.strip()
    if not isinstance(value, kind) or blank:
        raise BadLeagueFile(f"{where}: falta «{key}» o no es válido.")
    return value


@overload
def parse_file_date(value: str, where: str) -> date: ...
@overload
def parse_file_date(value: str | None, where: str) -> date | None: ...
def parse_file_date(value: str | None, where: str) -> date | None:
    if value is None:
        return None
    try:
        return date.fromisoformat(value)
    except (TypeError, ValueError) as exc:
        raise BadLeagueFile(f"{where}: «{value}» no es una fecha.") from exc


@overload
def _parse_datetime(value: str, where: str) -> datetime: ...
@overload
def _parse_datetime(value: str | None, where: str) -> datetime | None: ...
def _parse_datetime(value: str | None, where: str) -> datetime | None:
    if value is None:
        return None
    try:
        return datetime.fromisoformat(value)
    except (TypeError, ValueError) as exc:
        raise BadLeagueFile(f"{where}: «{value}» no es una fecha y hora.") from exc
