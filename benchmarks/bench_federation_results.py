"""The official table of every group from 20,000 stored actas, on SQLite and on PostgreSQL.

Run: .venv/bin/python benchmarks/bench_federation_results.py [--actas 20000] [--runs 7]
     [--solo-sqlite]

A federation database is filled with accepted actas of a federation-sized history: chess
groups of 8 teams (double round robin, 56 matches, every board played) and domino groups of 6
(30 encounters of 8 partidas), over several seasons, each acta.json made from the real demo
actas in tests/fixtures/federation with its own match, day and result. The rows go in with
executemany (filing 20,000 files one by one is the intake's benchmark, not this one).

Measured, each in a fresh process state after a warm-up run:
- "primera lectura": sync_results reading every acta.json once into fed_result (done once per
  file, the first time any report runs after an import);
- "clasificación": official_tables(db) for every group: the check for new files plus the
  query of the short result columns, the decisions and the ranking of every group (CH-5.1).
PostgreSQL comes from DELEGADO_TEST_POSTGRES or a throwaway server (tests/federation/postgres.py).
"""

from __future__ import annotations

import argparse
import hashlib
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from delegate_app.domain.calendar import double_round_robin  # noqa: E402
from delegate_app.domain.federation.records import MatchKey  # noqa: E402
from delegate_app.store.federation.database import FederationDb, open_federation_db  # noqa: E402
from delegate_app.store.federation.inbox import competition_id_for  # noqa: E402
from delegate_app.store.federation.models import (  # noqa: E402
    FedCompetition,
    FedMatch,
    FedReceivedFile,
)
from tests.helpers.federation_results import chess_acta, domino_acta  # noqa: E402

CHESS_RESULTS = ("1-0", "½-½", "0-1", "1-0", "0-1", "½-½", "+/-", "-/+")
TARGET_S = 1.0


def _groups(actas: int) -> list[tuple[str, str, str, list[str]]]:
    """(sport, season, name, teams) until the matches reach `actas`: 5 chess groups of 8 for
    each domino group of 6, seasons of 30 groups."""
    groups: list[tuple[str, str, str, list[str]]] = []
    total = index = 0
    while total < actas:
        season_start = 2026 - index // 30
        season = f"{season_start}-{season_start + 1}"
        if index % 6 == 5:
            teams = [f"Dominó {index}-{n} Ñandú" for n in range(6)]
            groups.append(("domino", season, f"Liga de Dominó, grupo {index}", teams))
            total += 30
        else:
            teams = [f"Peón {index}-{n} Güímar" for n in range(8)]
            groups.append(("ajedrez", season, f"Segunda, grupo {index}", teams))
            total += 56
        index += 1
    return groups


def fill(db: FederationDb, actas: int, seed: int = 7) -> int:
    rng = random.Random(seed)
    now = datetime(2026, 12, 1, tzinfo=UTC)
    competitions, matches, files = [], [], []
    match_id = file_id = 0
    for sport, season, name, teams in _groups(actas):
        cid = competition_id_for(sport, season, name)
        competitions.append(
            {"id": cid, "sport": sport, "season": season, "name": name, "created_at": now}
        )
        start = datetime(int(season[:4]), 10, 3, 16, 0)
        for round_ in double_round_robin(len(teams)):
            number = round_.number
            played = start + timedelta(days=7 * (number - 1))
            for home_draw, away_draw in round_.pairings:
                home_index, away_index = home_draw - 1, away_draw - 1
                if len(files) >= actas:
                    break
                key = MatchKey(season, name, number, teams[home_index], teams[away_index])
                if sport == "ajedrez":
                    boards = " ".join(rng.choice(CHESS_RESULTS) for _ in range(4))
                    text = chess_acta(key, boards, played)
                else:
                    partidas = tuple(
                        (rng.choice(("local", "visitante")), rng.randint(100, 320), 0)
                        for _ in range(8)
                    )
                    partidas = tuple((w, h, rng.randint(100, 320)) for w, h, _ in partidas)
                    text = domino_acta(key, partidas, played)
                match_id += 1
                file_id += 1
                matches.append(
                    {
                        "id": match_id,
                        "competition_id": cid,
                        "round": number,
                        "home": key.home,
                        "away": key.away,
                    }
                )
                files.append(
                    {
                        "id": file_id,
                        "file_sha256": hashlib.sha256(text.encode()).hexdigest(),
                        "file_name": f"acta-{file_id}.pdf",
                        "status": "aceptada",
                        "reason": "Acta completa y correcta.",
                        "sport": sport,
                        "season": season,
                        "competition": name,
                        "round": number,
                        "home": key.home,
                        "away": key.away,
                        "match_id": match_id,
                        "content_hash": hashlib.sha256(text.encode()).hexdigest(),
                        "acta_json": text,
                        "pdf": b"%PDF-1.7 (acta de prueba)",
                        "home_club": f"Club {key.home}",
                        "away_club": f"Club {key.away}",
                        "signed_roles": "delegado_local,delegado_visitante",
                        "received_at": (played + timedelta(days=2)).replace(tzinfo=UTC),
                        "mail_received_at": None,
                        "duplicate_of_id": None,
                    }
                )
    with db.writing() as c:
        c.execute(FedCompetition.__table__.insert(), competitions)  # type: ignore[attr-defined]
        for start in range(0, len(matches), 2000):
            c.execute(FedMatch.__table__.insert(), matches[start : start + 2000])  # type: ignore[attr-defined]
        for start in range(0, len(files), 1000):
            c.execute(FedReceivedFile.__table__.insert(), files[start : start + 1000])  # type: ignore[attr-defined]
        if db.dialect == "postgresql":
            # ids were given explicitly: move the sequences past them for later filings
            for table in ("fed_match", "fed_received_file"):
                c.exec_driver_sql(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                    f"(SELECT MAX(id) FROM {table}))"
                )
            c.exec_driver_sql("ANALYZE")
    return len(files)


def measure(target: str, actas: int, runs: int) -> dict[str, object]:
    from delegate_app.store.federation.official import official_tables, sync_results

    db = open_federation_db(target, create=True)
    try:
        started = time.perf_counter()
        count = fill(db, actas)
        filled = time.perf_counter() - started
        started = time.perf_counter()
        read = sync_results(db)
        first = time.perf_counter() - started
        if db.dialect == "postgresql":
            with db.writing() as c:
                c.exec_driver_sql("ANALYZE")
        tables = official_tables(db)  # warm-up: imports and caches
        times, cpu = [], []
        for _ in range(runs):
            started, used = time.perf_counter(), time.process_time()
            tables = official_tables(db)
            times.append(time.perf_counter() - started)
            cpu.append(time.process_time() - used)
        rows = sum(len(t.table.rows) for t in tables)
        counted = sum(1 for t in tables for m in t.table.matches if m.counted)
    finally:
        db.close()
    return {
        "dialect": db.dialect,
        "actas": count,
        "fill_s": filled,
        "first_read_s": first,
        "first_read_count": read,
        "groups": len(tables),
        "rows": rows,
        "counted": counted,
        "median_s": statistics.median(times),
        "max_s": max(times),
        "cpu_s": statistics.median(cpu),
        "runs": runs,
    }


def _postgres_target() -> tuple[str | None, object | None, str]:
    import os

    from tests.federation import postgres

    given = os.environ.get(postgres.ENV_URL, "").strip()
    try:
        if given:
            return postgres.create_database(given), None, given
        server = postgres.start_local_server()
    except postgres.ServerUnavailable as exc:
        print(f"PostgreSQL no disponible: {exc}", file=sys.stderr)
        return None, None, ""
    return postgres.create_database(server.url), server, server.url


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actas", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--solo-sqlite", action="store_true")
    args = parser.parse_args()
    results = []
    with tempfile.TemporaryDirectory() as folder:
        results.append(measure(str(Path(folder) / "federacion.sqlite3"), args.actas, args.runs))
    if not args.solo_sqlite:
        from tests.federation import postgres

        url, server, admin = _postgres_target()
        if url is not None:
            try:
                results.append(measure(url, args.actas, args.runs))
            finally:
                postgres.drop_database(admin, url)
                if server is not None:
                    server.stop()  # type: ignore[attr-defined]
    import os

    load = os.getloadavg()[0]
    print(f"Carga media de la máquina durante la medida: {load:.1f} ({os.cpu_count()} núcleos)")
    print("| Medida | Objetivo | Mediana | CPU del proceso | Primera lectura de las actas |")
    print("|---|---|---|---|---|")
    for r in results:
        verdict = "cumple" if float(r["median_s"]) < TARGET_S else "NO CUMPLE"  # type: ignore[arg-type]
        print(
            f"| Clasificación de todos los grupos ({r['groups']} grupos, {r['rows']} equipos) "
            f"de {r['actas']} actas guardadas, {r['dialect']} | < {TARGET_S:.2f} s | "
            f"{float(r['median_s']):.3f} s ({verdict}, {r['runs']} ejecuciones) | "  # type: ignore[arg-type]
            f"{float(r['cpu_s']):.3f} s | {float(r['first_read_s']):.1f} s para "  # type: ignore[arg-type]
            f"{r['first_read_count']} actas (una vez) |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
