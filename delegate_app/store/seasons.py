"""Seasons: which exist, which is current, and "Nueva temporada".

A new season copies each current competition in which the delegate's club plays (same name,
category and settings; no dates, no draw, no calendar) and moves the club's teams into the
copies. Players belong to the club, so the lists come along as they are. The earlier season's
competitions are archived: still listed and browsable with their actas, and read-only (store
refusals, and the triggers of migration 0007 for anything else).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime

from sqlmodel import col, select

from delegate_app.domain import season as rules
from delegate_app.store import competitions as comp
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club, Competition, Player, Team
from delegate_app.store.start_summary import SetupProgress, read_setup_progress


def list_seasons(db: Database) -> list[str]:
    """Seasons with at least one competition, newest first."""
    with db.session() as s:
        seasons = set(s.exec(select(Competition.season)))
    return sorted(seasons, reverse=True)


def current_season(db: Database) -> str | None:
    """The newest season that has a competition not archived, else the newest of all."""
    with db.session() as s:
        active = set(
            s.exec(select(Competition.season).where(Competition.archived == False))  # noqa: E712
        )
    if active:
        return max(active)
    seasons = list_seasons(db)
    return seasons[0] if seasons else None


@dataclass(frozen=True)
class NewSeasonSummary:
    season: str
    competitions: int  # created in the new season
    teams: int  # own teams moved into them
    archived: int  # competitions of the earlier season now read-only
    players: int  # the club's players, carried as they are
    lines: tuple[str, ...]


def new_season(db: Database, from_season: str, to_season: str | None = None) -> NewSeasonSummary:
    """Carry the delegate's club, its teams and lists from from_season into to_season (the next
    one by default) and archive from_season. One transaction; refused when from_season has no
    current competition or to_season does not come after it."""
    try:
        source = rules.normalize_season(from_season)
        target = rules.normalize_season(to_season) if to_season else rules.next_season(source)
    except rules.SeasonError as exc:
        raise StoreError(str(exc)) from exc
    if rules.parse_season(target)[0] <= rules.parse_season(source)[0]:
        raise StoreError(f"La temporada nueva ({target}) debe ser posterior a {source}.")
    lines: list[str] = []
    created = moved = archived = 0
    with db.session() as s, s.begin():
        competitions = list(
            s.exec(
                select(Competition).where(
                    Competition.season == source,
                    Competition.archived == False,  # noqa: E712
                )
            )
        )
        if not competitions:
            raise StoreError(
                f"La temporada {source} no tiene competiciones activas: no hay nada que pasar "
                "a la siguiente."
            )
        own_clubs = {c.id for c in s.exec(select(Club).where(Club.is_own))}
        if not own_clubs:
            raise StoreError("Cree antes su club: la nueva temporada lleva su club y sus equipos.")
        for competition in sorted(competitions, key=lambda c: c.name):
            teams = list(
                s.exec(
                    select(Team).where(
                        Team.competition_id == competition.id, col(Team.club_id).in_(own_clubs)
                    )
                )
            )
            if teams:
                spec = replace(
                    comp.spec_of(competition),
                    season=target,
                    first_round_date=None,
                    free_weekends=[],
                    season_start=None,
                    season_end=None,
                    extension_deadline=None,
                )
                copy = s.exec(
                    select(Competition).where(
                        Competition.name == competition.name,
                        Competition.season == target,
                        Competition.sport == competition.sport,
                    )
                ).first()
                if copy is None:
                    copy = Competition(name="", sport="", season="")
                    comp.apply_spec(copy, spec)
                    s.add(copy)
                    s.flush()
                    created += 1
                for team in teams:
                    team.competition_id = copy.id
                    team.draw_number = None
                    s.add(team)
                    moved += 1
                names = ", ".join(f"«{t.name}»" for t in teams)
                lines.append(f"«{copy.name}» {target}: {names}.")
            competition.archived = True
            s.add(competition)
            archived += 1
        players = list(s.exec(select(Player).where(col(Player.club_id).in_(own_clubs))))
        for player in players:
            # last season's extension and transfer were of last season's list
            player.extension_on = None
            player.transfer_json = ""
            s.add(player)
    lines.append(f"{len(players)} jugadores de su lista pasan tal cual.")
    lines.append(f"Temporada {source}: {archived} competiciones archivadas (solo consulta).")
    return NewSeasonSummary(target, created, moved, archived, len(players), tuple(lines))


def setup_progress(db: Database, now: datetime | None = None) -> SetupProgress:
    """The first-start guide's state (store/start_summary.py computes it with plain sqlite3,
    so that the start screen can read it without SQLAlchemy)."""
    return read_setup_progress(db.path, now or datetime.now())
