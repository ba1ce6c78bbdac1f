"""A federation-sized database, made once and cached: 500 clubs, 30,000 players, 10 seasons.

Run: .venv/bin/python benchmarks/federation_db.py [--rebuild]
Prints where the file is and what it holds; benchmarks/run.py uses `ensure()` and `search()`.

The schema comes from the app itself (open_database runs the migrations), and the rows are
written with sqlite3's executemany in one transaction: the ORM would take minutes for a
million rows, and making the file is not what is measured. The file is cached under the
system's temporary folder (or $DELEGADO_BENCH_CACHE), named after the schema revision and this
generator's format, so a new migration or a change here makes a new one.

Each season: a 16-team División de Honor and 8-team groups for the other chess teams (two per
chess club), with every board of every match played and both lineups recorded; a domino
league of 6-team groups. Names carry Spanish accents and ñ, as real lists do.
"""

from __future__ import annotations

import argparse
import os
import random
import sqlite3
import sys
import tempfile
import time
from datetime import date, datetime, timedelta
from datetime import time as clock
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from delegate_app.domain.calendar import double_round_robin
from delegate_app.store import schema

FORMAT = 1  # bump when the generated content changes
CLUBS = 500
DOMINO_CLUBS = 60
PLAYERS_PER_CLUB = 60
SEASONS = 10
LAST_SEASON_START = 2026
HONOUR_TEAMS = 16
GROUP_TEAMS = 8
DOMINO_GROUP_TEAMS = 6
BOARDS = 4
RESULTS = ("1-0", "½-½", "0-1", "1-0", "0-1", "½-½", "+/-", "-/+")

FIRST_NAMES = (
    "Ana", "Álvaro", "Begoña", "Carmen", "Cristóbal", "Dácil", "Elena", "Íñigo", "Jesús",
    "José", "Josefa", "Juan", "Luis", "María", "Marta", "Nayra", "Noemí", "Óscar", "Pablo",
    "Pilar", "Raúl", "Rocío", "Rubén", "Sofía", "Tomás", "Ramón", "Iván", "Ángela", "Jonay",
    "Yeray", "Guacimara", "Beneharo", "Lucía", "Andrés", "Inés", "Víctor", "Mónica", "Adrián",
)  # fmt: skip
SURNAMES = (
    "García", "González", "Rodríguez", "Hernández", "Pérez", "Martín", "Sánchez", "Díaz",
    "Álvarez", "Núñez", "Ibáñez", "Peña", "Muñoz", "Suárez", "Domínguez", "Ramírez", "Cabrera",
    "Expósito", "Afonso", "Delgado", "Morales", "Rivero", "Herrera", "Medina", "Castañeda",
    "Acosta", "Brito", "Quintana", "Padrón", "Mesa", "Toledo", "Cruz", "Ruiz", "Benítez",
    "Méndez", "Ortiz", "Marrero", "Febles", "Chinea", "Báez", "Trujillo", "Ávila", "Galván",
)  # fmt: skip
PLACES = (
    "La Laguna", "Santa Cruz", "Icod", "Güímar", "Adeje", "La Orotava", "Arona", "Tacoronte",
    "Los Realejos", "Puerto de la Cruz", "Candelaria", "Granadilla", "Telde", "Gáldar", "Agüimes",
)  # fmt: skip
CLUB_WORDS = (
    "Peón", "Alfil", "Caballo", "Torre", "Dama", "Enroque", "Jaque", "Gambito", "Tablero",
    "Escaque", "Zugzwang", "Finale", "Apertura", "Celada", "Ajedrez",
)  # fmt: skip


def cache_dir() -> Path:
    override = os.environ.get("DELEGADO_BENCH_CACHE")
    return Path(override) if override else Path(tempfile.gettempdir()) / "delegado-bench"


def db_path() -> Path:
    return cache_dir() / f"federacion-esquema{schema.HEAD}-formato{FORMAT}.sqlite3"


def _first_saturday_of_october(year: int) -> date:
    day = date(year, 10, 1)
    return day + timedelta(days=(5 - day.weekday()) % 7)


def _write(con: sqlite3.Connection, rng: random.Random) -> dict[str, int]:
    chess_clubs = CLUBS - DOMINO_CLUBS
    clubs, teams, players = [], [], []
    names_used: set[str] = set()
    for club_id in range(1, CLUBS + 1):
        sport = "ajedrez" if club_id <= chess_clubs else "domino"
        place = rng.choice(PLACES)
        while True:
            word = rng.choice(CLUB_WORDS) if sport == "ajedrez" else "Dominó"
            name = f"Club {word} {place} {rng.randint(1, 999)}"
            if name not in names_used:
                names_used.add(name)
                break
        clubs.append((club_id, name, sport, place, f"C/ {rng.choice(SURNAMES)}, {club_id}", 0))
    # The first chess club is the delegate's own, as in a real installation.
    clubs[0] = (*clubs[0][:5], 1)
    team_id = 0
    chess_teams: list[int] = []
    domino_teams: list[int] = []
    team_club: dict[int, int] = {}
    for club_id, name, sport, *_rest in clubs:
        for rank in ("A", "B") if sport == "ajedrez" else ("A",):
            team_id += 1
            teams.append([team_id, club_id, None, rank, f"{name} {rank}", rng.random() < 0.2])
            team_club[team_id] = club_id
            (chess_teams if sport == "ajedrez" else domino_teams).append(team_id)
    club_players: dict[int, list[int]] = {}
    player_id = 0
    for club_id, _name, sport, *_rest in clubs:
        club_teams = [t for t in teams if t[1] == club_id]
        for number in range(1, PLAYERS_PER_CLUB + 1):
            player_id += 1
            first = rng.choice(FIRST_NAMES)
            last = f"{rng.choice(SURNAMES)} {rng.choice(SURNAMES)}"
            team = club_teams[
                min(number * len(club_teams) // PLAYERS_PER_CLUB, len(club_teams) - 1)
            ]
            players.append(
                (
                    player_id, club_id, f"{'TF' if sport == 'ajedrez' else 'DOM'}-{player_id:06d}",
                    first, last, None, date(1950 + rng.randint(0, 60), rng.randint(1, 12),
                    rng.randint(1, 28)).isoformat(), 2300 - number * 12 + rng.randint(-40, 40),
                    None, number, team[0], None, 1 if rng.random() > 0.05 else 0, 1,
                )
            )  # fmt: skip
            club_players.setdefault(club_id, []).append(player_id)

    competitions, rounds, matches, results, lineups, entries = [], [], [], [], [], []
    competition_id = round_id = match_id = lineup_id = 0
    stamp = datetime(2026, 1, 1, 12, 0).isoformat(sep=" ")
    for year in range(LAST_SEASON_START - SEASONS + 1, LAST_SEASON_START + 1):
        season = f"{year}-{year + 1}"
        current = year == LAST_SEASON_START
        order = chess_teams[:]
        rng.shuffle(order)
        groups = [("División de Honor", "", order[:HONOUR_TEAMS])]
        rest = order[HONOUR_TEAMS:]
        groups += [
            ("Primera", f"Grupo {n + 1}", rest[i : i + GROUP_TEAMS])
            for n, i in enumerate(range(0, len(rest), GROUP_TEAMS))
        ]
        domino_order = domino_teams[:]
        rng.shuffle(domino_order)
        groups += [
            ("Liga de Dominó", f"Grupo {n + 1}", domino_order[i : i + DOMINO_GROUP_TEAMS])
            for n, i in enumerate(range(0, len(domino_order), DOMINO_GROUP_TEAMS))
        ]
        first_saturday = _first_saturday_of_october(year)
        for category, group, members in groups:
            if len(members) < 2:
                continue
            competition_id += 1
            sport = "domino" if category == "Liga de Dominó" else "ajedrez"
            competitions.append(
                (
                    competition_id, f"{category} {group}".strip() + f" {season}", sport, category,
                    season, "Federación Insular", group, 1, first_saturday.isoformat(), BOARDS,
                    90, 30, "fischer", 2 if sport == "ajedrez" else 3, 1, 0, 300, 4, 2,
                )
            )  # fmt: skip
            if current:
                for member in members:
                    teams[member - 1][2] = competition_id
            for rnd in double_round_robin(len(members)):
                round_id += 1
                day = first_saturday + timedelta(weeks=rnd.number - 1)
                rounds.append((round_id, competition_id, rnd.number, day.isoformat()))
                played = not current or rnd.number <= 9
                for home_index, away_index in rnd.pairings:
                    home, away = members[home_index - 1], members[away_index - 1]
                    match_id += 1
                    when = datetime.combine(day, clock(16, 0)).isoformat(sep=" ")
                    status = "jugado" if played else "programado"
                    matches.append((match_id, round_id, home, away, when, None, "", status))
                    if not played or sport != "ajedrez":
                        continue
                    for board in range(1, BOARDS + 1):
                        results.append((match_id, board, rng.choice(RESULTS), stamp))
                    for side, team in (("local", home), ("visitante", away)):
                        lineup_id += 1
                        lineups.append((lineup_id, match_id, side, team, stamp, stamp))
                        squad = club_players[team_club[team]]
                        start = 0 if teams[team - 1][3] == "A" else PLAYERS_PER_CLUB // 2
                        picked = sorted(rng.sample(squad[start : start + 12], BOARDS))
                        for board, player in enumerate(picked, start=1):
                            entries.append((lineup_id, board, player))

    # Columns named: the schema grows (a positional insert broke when it did).
    _insert(con, "club", "id name sport locality venue_address is_own", clubs)
    _insert(
        con,
        "competition",
        "id name sport category season federation group_name double_round_robin "
        "first_round_date boards base_minutes increment_seconds increment_kind points_win "
        "points_draw points_loss target_score tables_per_team partidas_per_table",
        competitions,
    )
    _insert(con, "team", "id club_id competition_id rank name sunday_home", teams)
    _insert(
        con,
        "player",
        "id club_id licence first_name last_name dni birth_date elo_canario fide_rating "
        "list_number team_id incorporated_on active has_certificate",
        players,
    )
    _insert(con, "round", "id competition_id number official_date", rounds)
    _insert(
        con,
        "match",
        "id round_id home_team_id away_team_id scheduled_at played_at venue status",
        matches,
    )
    _insert(con, "gameresult", "match_id board result updated_at", results)
    _insert(con, "lineup", "id match_id side team_id confirmed_at updated_at", lineups)
    _insert(con, "lineupentry", "lineup_id board player_id", entries, typed_name="")
    return {
        "clubes": len(clubs),
        "equipos": len(teams),
        "jugadores": len(players),
        "competiciones": len(competitions),
        "encuentros": len(matches),
        "resultados": len(results),
        "alineaciones": len(lineups),
    }


def _insert(con: sqlite3.Connection, table: str, columns: str, rows: list, **fixed: object) -> None:
    names = columns.split() + list(fixed)
    marks = ", ".join("?" * len(names))
    con.executemany(
        f'INSERT INTO "{table}" ({", ".join(names)}) VALUES ({marks})',
        [(*row, *fixed.values()) for row in rows],
    )


def build(path: Path) -> dict[str, int]:
    """Make the database at path (replacing it) and return what it holds."""
    from delegate_app.store.database import open_database

    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".parcial")
    for leftover in (partial, Path(f"{partial}-wal"), Path(f"{partial}-shm")):
        leftover.unlink(missing_ok=True)
    open_database(partial).close()  # the app's own schema, through its migrations
    con = sqlite3.connect(partial)
    try:
        con.execute("PRAGMA synchronous=OFF")
        with con:
            counts = _write(con, random.Random(2026))
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        con.close()
    for suffix in ("-wal", "-shm"):
        Path(f"{partial}{suffix}").unlink(missing_ok=True)
    os.replace(partial, path)
    return counts


def ensure(rebuild: bool = False) -> Path:
    """The cached database, made first if missing."""
    path = db_path()
    if rebuild or not path.exists():
        build(path)
    return path


def honour_division(path: Path) -> int:
    """The current season's 16-team División de Honor: its standings are measured."""
    con = sqlite3.connect(path)
    try:
        row = con.execute(
            "SELECT id FROM competition WHERE category = 'División de Honor' "
            "ORDER BY season DESC LIMIT 1"
        ).fetchone()
    finally:
        con.close()
    return row[0]


def search(path: Path, text: str, limit: int = 50):
    """What a delegate does: open the database and look a player up by name."""
    from delegate_app.store.database import open_database
    from delegate_app.store.search import search_players

    db = open_database(path)
    try:
        return search_players(db, text, limit)
    finally:
        db.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rebuild", action="store_true", help="rehace la base aunque exista")
    args = parser.parse_args()
    path = db_path()
    if args.rebuild or not path.exists():
        started = time.perf_counter()
        counts = build(path)
        print(f"Base federativa creada en {time.perf_counter() - started:.1f} s: {path}")
        print(", ".join(f"{n} {what}" for what, n in counts.items()))
    else:
        print(f"Base federativa ya creada: {path}")
    print(f"{path.stat().st_size / 1e6:.0f} MB")
    for query in ("nunez", "jose garcia", "Ávila Pérez"):
        hits = search(path, query)
        print(f"«{query}»: {len(hits)} resultados, el primero {hits[0].full_name if hits else '-'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
