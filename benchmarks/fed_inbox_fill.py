"""Fill a federation database with N stored, accepted actas, fast: the ground of the standings
benchmark (20,000 actas, on SQLite and on PostgreSQL).

Run: .venv/bin/python benchmarks/fed_inbox_fill.py --db FILE|postgresql://… [--actas 20000]
From code: `fill(db, actas)` on an open FederationDb (store/federation/database.py).

The acta.json texts are real ones made synthetic: a chess acta and a domino acta exported by the
app from the demo season are the templates (made once and cached beside the benchmark database
of benchmarks/federation_db.py), and each stored acta is a copy naming its own match with its
own results and a content hash of its own content. Each one passes
documents/acta_schema.problems(). (The hash is SHA-256 of the content's sorted JSON, not the
app's canonical form, which costs ~3 ms an acta in pure Python: nothing here verifies it.)
The results inside are consistent with their summaries: chess boards add up to the marcador,
domino partidas to the resultado (the domino hands of the template's "mesas" are left as they
were: no standings read them). No PDF is stored:
signed PDFs matter to the intake benchmark, not here.

The season is federation-sized and repeats until N actas: per season a 16-team Preferente, 8-team
groups of Primera and Segunda (double round robin, CH-4), and 6-team domino groups. Rows go in
with one multi-row INSERT per batch (SQLAlchemy's insertmanyvalues), inside one transaction.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sqlite3
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from delegate_app.domain.calendar import double_round_robin

FORMAT = 2  # bump when the templates' making changes (2: acta.json holds every printed fact)
CHESS_RESULTS = ("1-0", "½-½", "0-1", "1-0", "0-1", "½-½", "1-0", "0-1", "+/-", "-/+")
CHESS_POINTS = {"1-0": (2, 0), "0-1": (0, 2), "½-½": (1, 1), "+/-": (2, 0), "-/+": (0, 2)}
CLUB_WORDS = (
    "Peón", "Alfil", "Caballo", "Torre", "Dama", "Enroque", "Jaque", "Gambito", "Tablero",
    "Escaque", "Celada", "Apertura", "Finale", "Zugzwang", "Ajedrez",
)  # fmt: skip
PLACES = (
    "Lagunero", "Chicharrero", "Icodense", "Guimarero", "Adejero", "Orotavense", "Aronero",
    "Tacorontero", "Realejero", "Portuense", "Candelariero", "Teldense", "Galdense", "Agüimense",
)  # fmt: skip
FIRST_SEASON = 2026
BATCH = 2_000


@dataclass(frozen=True)
class FillSummary:
    actas: int
    matches: int
    competitions: int
    seasons: int
    seconds: float


@dataclass(frozen=True)
class Group:
    sport: str
    name: str
    category: str
    teams: tuple[str, ...]


# --- the templates -------------------------------------------------------------------------


def _template_cache() -> Path:
    from federation_db import cache_dir

    return cache_dir() / f"fed-acta-plantillas-formato{FORMAT}.json"


def templates() -> dict[str, dict[str, Any]]:
    """{"ajedrez": acta.json, "domino": acta.json} of real locked actas of the demo season."""
    cache = _template_cache()
    if cache.exists():
        loaded: dict[str, dict[str, Any]] = json.loads(cache.read_text(encoding="utf-8"))
        return loaded
    from sqlmodel import select

    from delegate_app.documents.chess import acta_pdf
    from delegate_app.documents.domino import acta_pdf as domino_pdf
    from delegate_app.store.database import open_database
    from delegate_app.store.demo import load_demo_season
    from delegate_app.store.models import Competition, Match, MatchDay, Round

    with tempfile.TemporaryDirectory() as folder:
        db = open_database(Path(folder) / "demo.sqlite3")
        try:
            load_demo_season(db)
            found = {}
            with db.session() as s:
                for sport in ("ajedrez", "domino"):
                    found[sport] = s.exec(
                        select(MatchDay.match_id)
                        .join(Match, Match.id == MatchDay.match_id)
                        .join(Round, Round.id == Match.round_id)
                        .join(Competition, Competition.id == Round.competition_id)
                        .where(MatchDay.locked_at != None, Competition.sport == sport)  # noqa: E711
                        .order_by(MatchDay.match_id)
                    ).first()
            made = {
                "ajedrez": acta_pdf.acta_document(db, found["ajedrez"]).data,
                "domino": domino_pdf.domino_acta_document(db, found["domino"]).data,
            }
        finally:
            db.close()
    cache.parent.mkdir(parents=True, exist_ok=True)
    cache.write_text(json.dumps(made, ensure_ascii=False), encoding="utf-8")
    return made


# --- the season ----------------------------------------------------------------------------


def _team_names(rng: random.Random, count: int, used: set[str]) -> tuple[str, ...]:
    """Names not used yet this season (a club's second team gets "B", its third "C"…)."""
    names = []
    while len(names) < count:
        base = f"{rng.choice(CLUB_WORDS)} {rng.choice(PLACES)}"
        name = next(
            candidate
            for candidate in (base, *(f"{base} {letter}" for letter in "BCDEFGH"), None)
            if candidate is None or candidate not in used
        )
        if name is not None:
            used.add(name)
            names.append(name)
    return tuple(names)


def season_groups(rng: random.Random) -> list[Group]:
    """One season's groups: 16-team Preferente, 4 Primera and 6 Segunda groups of 8 (chess),
    4 domino groups of 6: 240 + 224 + 336 + 120 = 920 matches."""
    used: set[str] = set()
    groups = [Group("ajedrez", "Liga Insular por Equipos — Preferente", "Preferente",
                    _team_names(rng, 16, used))]  # fmt: skip
    for category, count in (("Primera", 4), ("Segunda", 6)):
        for letter in "ABCDEF"[:count]:
            teams = _team_names(rng, 8, used)
            name = f"Liga Insular por Equipos — {category}, grupo {letter}"
            groups.append(Group("ajedrez", name, category, teams))
    for letter in "ABCD":
        teams = tuple(f"{t} Dominó" for t in _team_names(rng, 6, used))
        groups.append(Group("domino", f"Liga Canaria de Dominó — grupo {letter}", "Liga", teams))
    return groups


def _first_saturday_of_october(year: int) -> date:
    day = date(year, 10, 1)
    return day + timedelta(days=(5 - day.weekday()) % 7)


def planned_matches(actas: int, seed: int) -> Iterator[tuple[str, Group, int, str, str, date]]:
    """(season, group, round, home, away, day), season after season, until `actas`."""
    rng = random.Random(seed)
    produced, year = 0, FIRST_SEASON
    while True:
        season = f"{year}-{year + 1}"
        start = _first_saturday_of_october(year)
        for group in season_groups(rng):
            for rnd in double_round_robin(len(group.teams)):
                day = start + timedelta(weeks=rnd.number - 1)
                for home, away in rnd.pairings:
                    yield (
                        season,
                        group,
                        rnd.number,
                        group.teams[home - 1],
                        group.teams[away - 1],
                        day,
                    )
                    produced += 1
                    if produced == actas:
                        return
        year -= 1  # earlier seasons: the office's archive


# --- the actas -----------------------------------------------------------------------------


def _half_points(value: int) -> str:
    whole, half = divmod(value, 2)
    if not half:
        return str(whole)
    return f"{whole}½" if whole else "½"


def chess_acta(
    template: str,
    rng: random.Random,
    season: str,
    group: Group,
    rnd: int,
    home: str,
    away: str,
    day: date,
    number: int,
) -> dict[str, Any]:
    data = json.loads(template)
    _name_match(data, season, group, rnd, home, away, day, number)
    home_half = away_half = 0
    for board in data["contenido"]["tableros"]:
        board["resultado"] = rng.choice(CHESS_RESULTS)
        h, a = CHESS_POINTS[board["resultado"]]
        home_half, away_half = home_half + h, away_half + a
    data["marcador"] = {
        "local": _half_points(home_half),
        "visitante": _half_points(away_half),
        "tableros_con_resultado": [b["tablero"] for b in data["contenido"]["tableros"]],
        "definitivo": True,
    }
    return _sealed(data)


def domino_acta(
    template: str,
    rng: random.Random,
    season: str,
    group: Group,
    rnd: int,
    home: str,
    away: str,
    day: date,
    number: int,
) -> dict[str, Any]:
    data = json.loads(template)
    _name_match(data, season, group, rnd, home, away, day, number)
    won = {"local": 0, "visitante": 0}
    points = {"local": 0, "visitante": 0}
    for partida in data["contenido"]["resultados"]:
        winner = rng.choice(("local", "visitante"))
        loser = "visitante" if winner == "local" else "local"
        partida["ganador"] = winner
        partida[winner] = rng.randint(300, 360)
        partida[loser] = rng.randint(40, 299)
        won[winner] += 1
        points["local"] += partida["local"]
        points["visitante"] += partida["visitante"]
    league = (3, 0) if won["local"] > won["visitante"] else (0, 3)
    if won["local"] == won["visitante"]:
        league = (1, 1)
    data["resultado"] = {
        "partidas_local": won["local"],
        "partidas_visitante": won["visitante"],
        "tantos_local": points["local"],
        "tantos_visitante": points["visitante"],
        "puntos_liga_local": league[0],
        "puntos_liga_visitante": league[1],
        "completo": True,
    }
    return _sealed(data)


def _name_match(data: dict[str, Any], season: str, group: Group, rnd: int, home: str,
                away: str, day: date, number: int) -> None:  # fmt: skip
    encounter = data["contenido"]["encuentro"]
    encounter.update(
        id=number,
        competicion=group.name,
        categoria=group.category,
        temporada=season,
        ronda=rnd,
        local=home,
        visitante=away,
        hora_oficial=f"{day.isoformat()}T16:00:00",
    )
    data["club_local"] = f"Club {home}"
    data["club_visitante"] = f"Club {away}"
    data["documento"] = f"ACTA-{season}-{number:06d}"
    data["cerrada"] = f"{day.isoformat()}T21:00:00"


def _json(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _sealed(data: dict[str, Any]) -> dict[str, Any]:
    digest = hashlib.sha256(_json(data["contenido"]).encode()).hexdigest()
    data["hash_contenido"] = data["hash_cierre"] = digest
    for signature in data.get("firmas", []):
        signature["hash_contenido"] = data["hash_contenido"]
    return data


# --- filling -------------------------------------------------------------------------------


def fill(
    db: Any, actas: int, *, seed: int = 2027, shapes: dict[str, dict[str, Any]] | None = None
) -> FillSummary:
    """Store `actas` accepted actas (with their competitions and matches) in an open federation
    database that does not hold these seasons yet (an empty one); returns what it stored and
    how long it took. shapes: the two acta.json templates (default: templates())."""
    from sqlalchemy import insert, select
    from sqlmodel import col

    from delegate_app.store.federation.inbox import competition_id_for
    from delegate_app.store.federation.models import (
        FedCompetition,
        FedMatch,
        FedReceivedFile,
    )

    started = time.perf_counter()
    texts = {sport: _json(data) for sport, data in (shapes or templates()).items()}
    rng = random.Random(seed)
    now = datetime.now(UTC)
    competitions: dict[tuple[str, str, str], int] = {}
    match_rows: list[dict[str, Any]] = []
    file_rows: list[dict[str, Any]] = []
    for number, (season, group, rnd, home, away, day) in enumerate(
        planned_matches(actas, seed), start=1
    ):
        key = (group.sport, season, group.name)
        if key not in competitions:
            competitions[key] = competition_id_for(*key)
        make = chess_acta if group.sport == "ajedrez" else domino_acta
        data = make(texts[group.sport], rng, season, group, rnd, home, away, day, number)
        text = _json(data)
        received = datetime.combine(day + timedelta(days=1), datetime.min.time(), UTC)
        received += timedelta(minutes=rng.randint(0, 60 * 60))
        match_rows.append(
            {"competition_id": competitions[key], "round": rnd, "home": home, "away": away}
        )
        file_rows.append(
            {
                "file_sha256": hashlib.sha256(f"{number}:{text}".encode()).hexdigest(),
                "file_name": f"{data['documento']}.pdf",
                "status": "aceptada",
                "reason": "firmas del árbitro y de ambos delegados válidas",
                "sport": group.sport,
                "season": season,
                "competition": group.name,
                "round": rnd,
                "home": home,
                "away": away,
                "content_hash": data["hash_contenido"],
                "acta_json": text,
                "pdf": None,
                "home_club": data["club_local"],
                "away_club": data["club_visitante"],
                "signed_roles": ",".join(f["papel"] for f in data.get("firmas", [])),
                "received_at": received,
                "mail_received_at": received - timedelta(minutes=rng.randint(1, 30)),
            }
        )
    with db.writing() as c:
        existing = set(c.execute(select(col(FedCompetition.id))).scalars())
        new_competitions = [
            {"id": cid, "sport": sport, "season": season, "name": name, "created_at": now}
            for (sport, season, name), cid in competitions.items()
            if cid not in existing
        ]
        if new_competitions:
            c.execute(insert(FedCompetition), new_competitions)
        for start in range(0, len(match_rows), BATCH):
            ids = (
                c.execute(
                    insert(FedMatch).returning(col(FedMatch.id), sort_by_parameter_order=True),
                    match_rows[start : start + BATCH],
                )
                .scalars()
                .all()
            )
            for row, match_id in zip(file_rows[start : start + BATCH], ids, strict=True):
                row["match_id"] = match_id
            c.execute(insert(FedReceivedFile), file_rows[start : start + BATCH])
    seasons = len({row["season"] for row in file_rows})
    return FillSummary(
        actas=len(file_rows),
        matches=len(match_rows),
        competitions=len(competitions),
        seasons=seasons,
        seconds=time.perf_counter() - started,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", required=True, help="archivo SQLite nuevo o postgresql://…")
    parser.add_argument("--actas", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=2027)
    args = parser.parse_args()

    from delegate_app.store.federation.database import open_federation_db

    db = open_federation_db(args.db, create=True)
    try:
        summary = fill(db, args.actas, seed=args.seed)
    finally:
        db.close()
    print(
        f"{summary.actas} actas aceptadas, {summary.matches} encuentros, "
        f"{summary.competitions} competiciones en {summary.seasons} temporadas: "
        f"{summary.seconds:.1f} s"
    )


if __name__ == "__main__":
    try:
        main()
    except sqlite3.Error as exc:  # pragma: no cover - a command-line helper
        sys.exit(f"error: {exc}")
