"""Importing a league file (``league_file``) into the club's database, and its preview.

Import matches what is already there instead of duplicating it: the competition by name, season
and sport; clubs by name (ignoring case, accents and punctuation); teams by club and rank;
players by licence; matches by round, home and away team. An updated file (a moved match, a new
venue) therefore updates in place. It is all or nothing, and the preview is the same work done
in a transaction that is rolled back, so what the preview lists is exactly what the import does.

Never changed by an import: a match whose acta is locked (refused, naming the match), an archived
competition (refused), and the delegate's own club where it already has data: its player list,
its venue and its delegate (the club's own data is the one the delegate keeps).
"""

from __future__ import annotations

import logging
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import Session, col, select

from delegate_app.store import competition_teams
from delegate_app.store import competitions as comp
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.league_file import (
    DATE_KEYS,
    SETTING_KEYS,
    BadLeagueFile,
    LeagueData,
    LeagueTeam,
    entry_field,
    parse_file_date,
    read_league_data,
)
from delegate_app.store.models import (
    Club,
    Competition,
    Match,
    MatchDay,
    Official,
    Player,
    Round,
    Team,
)
from delegate_app.store.rows import get_row, require_id
from delegate_app.store.textfiles import header_key

log = logging.getLogger(__name__)


@dataclass
class LeaguePreview:
    """What importing the file does: every change as a line, or the problems that stop it."""

    path: Path
    competition_name: str = ""
    competition_id: int | None = None
    changes: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def summary(self) -> str:
        parts = [f"{n} {what}" for what, n in self.counts.items() if n]
        return ", ".join(parts) if parts else "sin cambios"


# --- planning and applying ---------------------------------------------------------------------


def preview_league_file(db: Database, path: Path | str) -> LeaguePreview:
    """What import_league_file would change, without changing anything. Never raises."""
    preview = LeaguePreview(path=Path(path))
    try:
        with db.session() as s:
            try:
                _apply(s, preview)
            finally:
                s.rollback()
        if preview.counts.get("competición nueva"):
            preview.competition_id = None  # its id existed only in the rolled-back preview
    except BadLeagueFile as exc:
        preview.problems.append(str(exc))
    except StoreError as exc:
        preview.problems.append(str(exc))
    except Exception:
        log.exception("Error inesperado al leer el archivo de liga %s", path)
        preview.problems.append(
            f"Error inesperado al leer «{preview.path.name}»; los detalles están en el log."
        )
    if preview.problems:
        preview.changes = []
    return preview


def import_league_file(db: Database, path: Path | str) -> LeaguePreview:
    """Import the whole file in one transaction, or nothing (StoreError saying why)."""
    preview = LeaguePreview(path=Path(path))
    try:
        with db.session() as s, s.begin():
            _apply(s, preview)
            if preview.problems:
                raise StoreError(_refusal(preview))
    except BadLeagueFile as exc:
        raise StoreError(f"No se ha importado nada: {exc}") from exc
    except SQLAlchemyError as exc:
        log.exception("Importación del archivo de liga fallida")
        raise StoreError(
            "No se ha podido guardar el archivo de liga; no se ha cambiado nada. "
            "Los detalles están en el log."
        ) from exc
    return preview


def _refusal(preview: LeaguePreview) -> str:
    return "\n".join(["No se ha importado nada:", *preview.problems[:12]])


def _apply(s: Session, preview: LeaguePreview) -> None:
    """Do the import in s, noting each change; problems go in preview.problems (the caller
    rolls back when there is any)."""
    league = read_league_data(preview.path)
    competition = _apply_competition(s, league, preview)
    clubs = _apply_clubs(s, league.document, competition, preview)
    teams = _apply_teams(s, league, competition, clubs, preview)
    _apply_calendar(s, league, competition, teams, preview)


def _apply_competition(s: Session, league: LeagueData, preview: LeaguePreview) -> Competition:
    entry = league.document.get("competicion")
    where = "competicion"
    name, sport, season = league.name, league.sport, league.season
    settings = entry_field(entry, "ajustes", where, dict)
    spec = comp.CompetitionSpec(name=name, sport=sport, season=season)
    for key in SETTING_KEYS:
        if key in settings:
            setattr(spec, key, settings[key])
    for key in DATE_KEYS:
        setattr(spec, key, parse_file_date(settings.get(key), f"{where}.ajustes.{key}"))
    spec.free_weekends = [
        parse_file_date(d, f"{where}.fines_de_semana_sin_juego")
        for d in entry_field(entry, "fines_de_semana_sin_juego", where, list, required=False) or []
    ]
    spec.decisions = entry_field(entry, "decisiones", where, dict, required=False) or {}
    preview.competition_name = f"«{name}» ({season})"
    fresh = Competition(name="", sport="", season="")
    comp.apply_spec(fresh, spec)  # checks every setting, StoreError naming the bad one
    existing = s.exec(
        select(Competition).where(
            Competition.name == fresh.name,
            Competition.season == fresh.season,
            Competition.sport == fresh.sport,
        )
    ).first()
    if existing is None:
        s.add(fresh)
        s.flush()
        preview.changes.append(f"Competición nueva: «{fresh.name}» ({fresh.season}).")
        preview.counts["competición nueva"] += 1
        preview.competition_id = fresh.id
        return fresh
    if existing.archived:
        raise StoreError(comp.ARCHIVED_MESSAGE.format(name=existing.name, season=existing.season))
    changed = [
        column
        for column in (*SETTING_KEYS, *DATE_KEYS, "free_weekends_json", "decisions_json")
        if getattr(existing, column) != getattr(fresh, column)
    ]
    if changed:
        for column in changed:
            setattr(existing, column, getattr(fresh, column))
        s.add(existing)
        preview.changes.append(
            f"Competición «{existing.name}»: ajustes actualizados ({', '.join(changed)})."
        )
        preview.counts["ajustes actualizados"] += 1
    preview.competition_id = existing.id
    return existing


def _apply_clubs(
    s: Session, document: dict[str, object], competition: Competition, preview: LeaguePreview
) -> dict[str, Club]:
    entries = entry_field(document, "clubes", "archivo", list)
    known = {
        header_key(c.name): c for c in s.exec(select(Club).where(Club.sport == competition.sport))
    }
    clubs: dict[str, Club] = {}
    for index, entry in enumerate(entries, start=1):
        where = f"clubes[{index}]"
        name = entry_field(entry, "nombre", where).strip()
        venue = (entry_field(entry, "sede", where, required=False) or "").strip()
        locality = (entry_field(entry, "localidad", where, required=False) or "").strip()
        club = known.get(header_key(name))
        if club is None:
            club = Club(name=name, sport=competition.sport, locality=locality, venue_address=venue)
            s.add(club)
            s.flush()
            known[header_key(name)] = club
            preview.changes.append(f"Club nuevo: «{name}» (sede: {venue or 'sin indicar'}).")
            preview.counts["clubes nuevos"] += 1
        elif venue and club.venue_address != venue and club.is_own and club.venue_address:
            # the delegate keeps his own club's data; the file only fills what is missing
            preview.changes.append(
                f"Club «{club.name}» (el suyo): se mantiene su sede «{club.venue_address}»."
            )
        elif venue and club.venue_address != venue:
            preview.changes.append(
                f"Club «{club.name}»: sede «{club.venue_address or 'sin indicar'}» → «{venue}»."
            )
            preview.counts["sedes cambiadas"] += 1
            club.venue_address = venue
            s.add(club)
        clubs[header_key(name)] = club
        _apply_delegate(s, club, entry.get("delegado"), where, preview)
        if "jugadores" in entry:
            _apply_players(s, club, entry["jugadores"], where, preview)
    return clubs


def _apply_delegate(
    s: Session, club: Club, entry: object, where: str, preview: LeaguePreview
) -> None:
    if not isinstance(entry, dict) or not (entry.get("nombre") or "").strip():
        return
    name = entry["nombre"].strip()
    phone = (entry.get("telefono") or "").strip()
    email = (entry.get("correo") or "").strip()
    official = competition_teams.club_delegate(s, require_id(club))
    if official is None:
        s.add(Official(role="delegado", name=name, club_id=club.id, phone=phone, email=email))
        preview.changes.append(f"Club «{club.name}»: delegado {name}.")
        preview.counts["delegados"] += 1
    elif club.is_own:
        return  # the own club's delegate is the one the delegate typed
    elif (official.name, official.phone, official.email) != (name, phone, email):
        official.name, official.phone, official.email = name, phone, email
        s.add(official)
        preview.changes.append(f"Club «{club.name}»: datos del delegado actualizados ({name}).")
        preview.counts["delegados"] += 1


def _apply_players(
    s: Session, club: Club, entries: object, where: str, preview: LeaguePreview
) -> None:
    if not isinstance(entries, list):
        raise BadLeagueFile(f"{where}.jugadores: no es una lista.")
    own = list(s.exec(select(Player).where(Player.club_id == club.id)))
    if club.is_own and own:
        preview.changes.append(f"Club «{club.name}» (el suyo): su lista de jugadores no se toca.")
        return
    by_licence = {p.licence: p for p in own if p.licence}
    last = max((p.list_number for p in own), default=0)
    added = updated = 0
    for index, entry in enumerate(entries, start=1):
        at = f"{where}.jugadores[{index}]"
        first = entry_field(entry, "nombre", at).strip()
        last_name = (entry_field(entry, "apellidos", at, required=False) or "").strip()
        licence = entry_field(entry, "licencia", at, required=False)
        elo = entry_field(entry, "elo_canario", at, int, required=False)
        fide = entry_field(entry, "elo_fide", at, int, required=False)
        player = by_licence.get(licence) if licence else None
        if player is None and licence:
            holder = s.exec(select(Player).where(Player.licence == licence)).first()
            if holder is not None:
                other = get_row(s, Club, holder.club_id)
                preview.problems.append(
                    f"{at}: la licencia {licence} ({first} {last_name}) ya es de "
                    f"{holder.full_name}, del club «{other.name}»."
                )
                continue
        if player is None:
            last += 1
            player = Player(
                club_id=require_id(club),
                licence=licence,
                first_name=first,
                last_name=last_name,
                list_number=last,
                elo_canario=elo,
                fide_rating=fide,
                incorporated_on=parse_file_date(entry.get("alta"), at),
                active=bool(entry.get("activo", True)),
            )
            s.add(player)
            added += 1
        elif (player.first_name, player.last_name, player.elo_canario, player.fide_rating) != (
            first,
            last_name,
            elo,
            fide,
        ):
            player.first_name, player.last_name = first, last_name
            player.elo_canario, player.fide_rating = elo, fide
            s.add(player)
            updated += 1
    s.flush()
    if added or updated:
        preview.changes.append(
            f"Club «{club.name}»: lista de jugadores, {added} nuevos y {updated} actualizados."
        )
        preview.counts["jugadores"] += added + updated


def _apply_teams(
    s: Session,
    league: LeagueData,
    competition: Competition,
    clubs: dict[str, Club],
    preview: LeaguePreview,
) -> dict[tuple[str, str], Team]:
    teams: dict[tuple[str, str], Team] = {}
    for index, entry in enumerate(league.teams, start=1):
        where = f"equipos[{index}]"
        name, rank = entry.name, entry.rank
        club = clubs[header_key(entry.club)]  # the reader checked it is in the file's list
        draw, sunday = entry.draw_number, entry.sunday_home
        team = s.exec(select(Team).where(Team.club_id == club.id, Team.rank == rank)).first()
        try:
            if team is None or team.competition_id != competition.id:
                was_new = team is None
                team = competition_teams.add_team_to_competition(
                    s, competition, club.name, name, rank, "", sunday
                )
                verb = "nuevo" if was_new else "inscrito"
                preview.changes.append(f"Equipo {verb} en la competición: «{team.name}».")
                preview.counts["equipos"] += 1
        except StoreError as exc:
            preview.problems.append(f"Equipo «{name}» ({where}): {exc}")
            continue
        if (team.name, team.sunday_home, team.draw_number) != (name, sunday, draw):
            details = []
            if team.sunday_home != sunday:
                details.append("juega en casa el domingo" if sunday else "juega en casa el sábado")
            if team.draw_number != draw:
                details.append(f"número de sorteo {draw}")
            if team.name != name:
                details.append(f"nombre «{name}»")
            if team.id is not None and details:
                preview.changes.append(f"Equipo «{team.name}»: {', '.join(details)}.")
            team.name, team.sunday_home, team.draw_number = name, sunday, draw
            s.add(team)
        teams[(header_key(club.name), rank)] = team
    s.flush()
    return teams


def _locked_matches(s: Session, match_ids: list[int]) -> set[int]:
    return set(
        s.exec(
            select(col(MatchDay.match_id)).where(
                col(MatchDay.match_id).in_(match_ids), col(MatchDay.locked_at).is_not(None)
            )
        )
    )


def _apply_calendar(
    s: Session,
    league: LeagueData,
    competition: Competition,
    teams: dict[tuple[str, str], Team],
    preview: LeaguePreview,
) -> None:
    rounds = {
        r.number: r for r in s.exec(select(Round).where(Round.competition_id == competition.id))
    }
    existing: dict[tuple[int, int, int], Match] = {}
    for stored in s.exec(
        select(Match)
        .join(Round, col(Round.id) == Match.round_id)
        .where(Round.competition_id == competition.id)
    ):
        number = next(n for n, r in rounds.items() if r.id == stored.round_id)
        existing[(number, stored.home_team_id, stored.away_team_id)] = stored
    locked = _locked_matches(s, [require_id(m) for m in existing.values()])
    names = {require_id(t): t.name for t in teams.values()}
    new_matches = moved = 0
    for r_index, entry in enumerate(league.rounds, start=1):
        where = f"calendario[{r_index}]"
        number, official = entry.number, entry.official_date
        rnd = rounds.get(number)
        round_locked = rnd is not None and any(
            m.id in locked for key, m in existing.items() if key[0] == number
        )
        if rnd is None:
            rnd = Round(
                competition_id=require_id(competition), number=number, official_date=official
            )
            s.add(rnd)
            s.flush()
            rounds[number] = rnd
        elif rnd.official_date != official:
            if round_locked:
                preview.problems.append(
                    f"Ronda {number}: el archivo cambia su fecha oficial "
                    f"({rnd.official_date:%d/%m/%Y} → {official:%d/%m/%Y}) y tiene actas "
                    "cerradas; no se puede cambiar."
                )
            else:
                preview.changes.append(
                    f"Ronda {number}: fecha oficial {rnd.official_date:%d/%m/%Y} → "
                    f"{official:%d/%m/%Y}."
                )
                rnd.official_date = official
                s.add(rnd)
        for m_index, item in enumerate(entry.matches, start=1):
            at = f"{where}.encuentros[{m_index}]"
            home = _stored_team(item.home, "local", at, teams)
            away = _stored_team(item.away, "visitante", at, teams)
            scheduled, played = item.scheduled_at, item.played_at
            venue, status = item.venue, item.status
            label = f"ronda {number}, «{home.name}» – «{away.name}»"
            match = existing.get((number, require_id(home), require_id(away)))
            if match is None:
                s.add(
                    Match(
                        round_id=require_id(rnd),
                        home_team_id=require_id(home),
                        away_team_id=require_id(away),
                        scheduled_at=scheduled,
                        played_at=played,
                        venue=venue,
                        status=status,
                    )
                )
                new_matches += 1
                continue
            wanted: _MatchFields = (scheduled, played, venue, status)
            if (match.scheduled_at, match.played_at, match.venue, match.status) == wanted:
                continue
            if match.id in locked:
                preview.problems.append(
                    f"Encuentro {label}: tiene el acta cerrada y el archivo lo cambiaría "
                    f"({_difference(match, wanted)}); un acta cerrada no se toca."
                )
                continue
            preview.changes.append(f"Encuentro {label}: {_difference(match, wanted)}.")
            match.scheduled_at, match.played_at, match.venue, match.status = wanted
            s.add(match)
            moved += 1
    s.flush()
    if new_matches:
        preview.changes.append(f"Calendario: {new_matches} encuentros nuevos.")
        preview.counts["encuentros nuevos"] += new_matches
    if moved:
        preview.counts["encuentros cambiados"] += moved
    _check_rounds(s, competition, names, preview)
    if rounds and competition.first_round_date != rounds[min(rounds)].official_date:
        competition.first_round_date = rounds[min(rounds)].official_date
        s.add(competition)


def _stored_team(
    team: LeagueTeam, key: str, where: str, teams: dict[tuple[str, str], Team]
) -> Team:
    stored = teams.get((header_key(team.club), team.rank))
    if stored is None:  # the team itself was refused above (its problem is listed)
        raise BadLeagueFile(
            f"{where}: el equipo {key} ({team.club} {team.rank}) no está en la lista de equipos."
        )
    return stored


_MatchFields = tuple[datetime, datetime | None, str, str]  # scheduled, played, venue, status


def _difference(match: Match, wanted: _MatchFields) -> str:
    scheduled, played, venue, status = wanted
    parts = []
    if match.scheduled_at != scheduled:
        parts.append(f"fecha {match.scheduled_at:%d/%m/%Y %H:%M} → {scheduled:%d/%m/%Y %H:%M}")
    if match.played_at != played:
        when = f"{played:%d/%m/%Y %H:%M}" if played else "su fecha oficial"
        parts.append(f"se juega {when}")
    if match.venue != venue:
        parts.append(f"lugar «{venue}»")
    if match.status != status:
        parts.append(f"estado {status}")
    return ", ".join(parts)


def _check_rounds(
    s: Session, competition: Competition, names: dict[int, str], preview: LeaguePreview
) -> None:
    """After the update, no team may play twice in a round (a file that swapped home and away
    of an existing match would otherwise add a second one)."""
    seen: dict[tuple[int, int], int] = {}
    for match, number in s.exec(
        select(Match, col(Round.number))
        .join(Round, col(Round.id) == Match.round_id)
        .where(Round.competition_id == competition.id)
    ):
        for team_id in (match.home_team_id, match.away_team_id):
            if (number, team_id) in seen:
                team = names.get(team_id) or get_row(s, Team, team_id).name
                preview.problems.append(
                    f"Ronda {number}: «{team}» jugaría dos encuentros (el archivo no coincide "
                    "con el calendario que ya tiene; revise local y visitante)."
                )
            seen[(number, team_id)] = require_id(match)
