"""Crash safety of locking and annexing: a process signing actas (the second signature locks
the acta, takes its snapshot and appends to the lock log) and adding annexes is killed with
SIGKILL at random moments; after each kill nothing it confirmed is lost and no acta is half
locked: locked, snapshot and lock-log entry come together or not at all, and so do an annex,
its signature and its log entry.

Same harness as test_crash_safety.py: workers forked from a server that imported the store.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

import pytest

from delegate_app.store.database import open_database
from delegate_app.store.integrity import verify_database
from delegate_app.store.models import Club, Competition, Match, Round, Team

MIN_KILLS = 80
TIME_BUDGET_S = 90.0
MATCHES = 400
BASE = datetime(2026, 10, 1, 9, 0)

pytestmark = [
    pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork() and SIGKILL (POSIX)"),
    pytest.mark.timeout(240),
]

SERVER = r"""
import os, sys
from datetime import datetime, timedelta
from pathlib import Path

from delegate_app.store.database import open_database
from delegate_app.store.acta import add_annex, sign_acta
import delegate_app.store.chess_acta  # registers the chess content
from sqlmodel import select
from delegate_app.store.models import Annex, MatchDay

PNG = b"\x89PNG\r\n\x1a\nfirma"
path = Path(sys.argv[1])
base = datetime.fromisoformat(sys.argv[2])
warm = open_database(path)
with warm.session() as s:
    s.exec(select(MatchDay).limit(1)).all()
warm.close()
os.write(1, b"READY\n")

for line in sys.stdin:
    run = int(line)
    pid = os.fork()
    if pid == 0:
        try:
            db = open_database(path)
            with db.session() as s:
                locked = set(s.exec(select(MatchDay.match_id).where(MatchDay.locked_at != None)))
                annexed = set(s.exec(select(Annex.match_id)))
            now = base + timedelta(days=run)
            for match_id in range(1, int(sys.argv[3]) + 1):
                if match_id in annexed:
                    continue
                if match_id not in locked:
                    sign_acta(db, match_id, "delegado_local", "Ana Local", "L1", PNG, now=now)
                    os.write(1, f"OK {run} SIGN {match_id}\n".encode())
                    assert sign_acta(db, match_id, "delegado_visitante", "Eva Visitante", "V1",
                                     PNG, now=now)
                    os.write(1, f"OK {run} LOCK {match_id}\n".encode())
                add_annex(db, match_id, f"anexo {match_id}", "delegado_local", "Ana Local",
                          "L1", PNG, now=now)
                os.write(1, f"OK {run} ANNEX {match_id}\n".encode())
            os.write(1, f"DONE {run} -\n".encode())
        except BaseException as exc:
            os.write(1, f"ERR {run} {exc!r}\n".encode())
        os._exit(1)
    os.write(1, f"PID {run} {pid}\n".encode())
    os.waitpid(pid, 0)
    os.write(1, f"END {run} -\n".encode())
"""


def build_database(path: Path) -> None:
    db = open_database(path)
    with db.session() as s, s.begin():
        s.add(Competition(id=1, name="Liga", sport="ajedrez", season="2026-2027", boards=2))
        s.add(Club(id=1, name="CA Anaga", sport="ajedrez", is_own=True))
        s.add(Club(id=2, name="CA Teno", sport="ajedrez"))
        s.flush()
        s.add(Team(id=1, club_id=1, competition_id=1, rank="A", name="Anaga A"))
        s.add(Team(id=2, club_id=2, competition_id=1, rank="A", name="Teno A"))
        s.add(Round(id=1, competition_id=1, number=1, official_date=BASE.date()))
        s.flush()
        for match_id in range(1, MATCHES + 1):
            s.add(Match(id=match_id, round_id=1, home_team_id=1, away_team_id=2, scheduled_at=BASE))
    db.close()


def check_whole(con: sqlite3.Connection, locked: set[int], annexed: set[int]) -> None:
    """Confirmed locks and annexes are there; each comes whole or not at all."""
    acta_locked = {
        m for (m,) in con.execute("SELECT match_id FROM matchday WHERE locked_at IS NOT NULL")
    }
    snapshots = {m for (m,) in con.execute("SELECT match_id FROM actasnapshot")}
    lock_events = [
        m for (m,) in con.execute("SELECT match_id FROM lockevent WHERE event = 'cierre'")
    ]
    assert locked <= acta_locked, f"confirmed locks lost: {locked - acta_locked}"
    assert acta_locked == snapshots == set(lock_events), "a half-locked acta"
    assert len(lock_events) == len(set(lock_events)), "an acta locked twice in the log"
    annexes = {m for (m,) in con.execute("SELECT match_id FROM annex")}
    annex_events = {
        m for (m,) in con.execute("SELECT match_id FROM lockevent WHERE event = 'anexo'")
    }
    signed = {
        m for (m,) in con.execute("SELECT match_id FROM actasignature WHERE annex_id IS NOT NULL")
    }
    assert annexed <= annexes, f"confirmed annexes lost: {annexed - annexes}"
    assert annexes == annex_events == signed, "a half-added annex"
    assert annexes <= acta_locked


def test_kills_while_locking_and_annexing_leave_nothing_half_done(tmp_path):
    path = tmp_path / "actas.sqlite3"
    build_database(path)
    seed = int(os.environ.get("DELEGADO_CRASH_SEED", time.time_ns() % 1_000_000))
    rng = random.Random(seed)
    server = subprocess.Popen(
        [sys.executable, "-c", SERVER, str(path), BASE.isoformat(), str(MATCHES)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        bufsize=1,
    )
    locked: set[int] = set()
    annexed: set[int] = set()
    kills = actions = 0
    started = time.monotonic()
    try:
        assert server.stdout.readline().strip() == "READY", server.stderr.read()
        while kills < MIN_KILLS:
            assert time.monotonic() - started < TIME_BUDGET_S, f"only {kills} kills in time"
            run = kills + 1
            server.stdin.write(f"{run}\n")
            server.stdin.flush()
            killed = False
            pid = deadline = None
            while True:
                line = server.stdout.readline()
                assert line, f"server died: {server.stderr.read()}"
                word, line_run, rest = line.split(maxsplit=2)
                assert int(line_run) == run, line
                if word == "PID":
                    pid = int(rest)
                    deadline = time.monotonic() + rng.uniform(0.005, 0.25)
                elif word == "OK":
                    actions += 1
                    what, match_id = rest.split()
                    if what == "LOCK":
                        locked.add(int(match_id))
                    elif what == "ANNEX":
                        annexed.add(int(match_id))
                elif word == "ERR":
                    pytest.fail(f"run {run}: the worker failed: {rest}")
                elif word == "DONE":
                    pytest.fail("every acta locked and annexed before the kills were done")
                elif word == "END":
                    break
                if pid is not None and not killed:
                    wait = deadline - time.monotonic()
                    if wait > 0:
                        time.sleep(wait)
                    os.kill(pid, signal.SIGKILL)
                    killed = True
            kills += 1
            con = sqlite3.connect(path)
            try:
                assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
                check_whole(con, locked, annexed)
            finally:
                con.close()
    finally:
        server.stdin.close()
        server.wait(timeout=30)
        server.stdout.close()
        server.stderr.close()
    db = open_database(path)
    try:
        problems = verify_database(db)
    finally:
        db.close()
    print(
        f"\nlock crash test (seed {seed}): {kills} kills, {actions} confirmed actions, "
        f"{len(locked)} actas locked, {len(annexed)} annexes"
    )
    assert problems == []
    assert locked and annexed  # the kills landed among locks and annexes
