"""Crash safety: a process doing match-day actions through the store is killed with SIGKILL at
random moments, hundreds of times; after each restart every action it confirmed is there,
nothing half-written is visible, and SQLite's integrity check passes.

The killed processes are forked from a small server process that has already imported the store
(SQLAlchemy and SQLModel take ~0.4 s to import; paying that per kill would need minutes). Each
fork opens the database itself with the app's own open_database and settings, so what is killed
is exactly what the app does. No Qt and no Alembic are imported: the database is created first.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from datetime import datetime, timedelta
from pathlib import Path
from types import SimpleNamespace

import pytest

from delegate_app.store.database import open_database
from delegate_app.store.integrity import incident_chain_problems, verify_database
from delegate_app.store.models import Club, Competition, Match, Round, Team

MIN_KILLS = 200
# A run is killed once it has confirmed a random number of actions (0 to this many), and a
# random instant (up to KILL_JITTER_S) into the action that follows, so the kill lands inside a
# transaction. Waiting for the confirmations, not for a clock, is what keeps the test the same
# on a busy machine: a clock-driven kill once landed before a loaded machine had locked
# anything. The kill count is not raced against time (benchmarks/ holds no figure for it: it is
# a fault injector, not a measure); the timeout below only stops a hung run.
MAX_ACTIONS_BEFORE_KILL = 6
LOCK_MAX_ACTIONS_BEFORE_KILL = 5


@pytest.fixture
def kill_dir(tmp_path):
    """Where the killed processes keep their database: memory-backed (/dev/shm) where the system
    has it. A SIGKILL ends the process, not the machine: what a killed process had handed to the
    kernel survives in the page cache either way, so the fsync of each commit (about 30 ms on
    this disk, most of what a kill cost) proves nothing here; a power cut is not this test's
    subject. The database is still opened with the app's own settings."""
    import shutil
    import tempfile

    shm = Path("/dev/shm")
    if not (shm.is_dir() and os.access(shm, os.W_OK)):
        yield tmp_path
        return
    folder = Path(tempfile.mkdtemp(prefix="delegado-crash-", dir=shm))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


KILL_JITTER_S = 0.01
BASE = datetime(2026, 10, 1, 9, 0)
BOARDS = 4

pytestmark = [
    pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork() and SIGKILL (POSIX)"),
    pytest.mark.timeout(900),
    pytest.mark.slow,
]

# The server: reads a run number per line, forks a worker for it, reports its pid and its end.
# Everything is written with os.write: a forked worker must not inherit a half-full buffer.
SERVER = r"""
import os, sys
from datetime import datetime, timedelta
from pathlib import Path

from delegate_app.store.database import open_database
from delegate_app.store.incidents import record_incident
from delegate_app.store.chess.lineups import TypedPlayer, place_typed

path = Path(sys.argv[1])
matches = [int(m) for m in sys.argv[2].split(",")]
boards = int(sys.argv[3])
base = datetime.fromisoformat(sys.argv[4])
slots = [(m, b) for m in matches for b in range(1, boards + 1)]
# Warm up once here (mappers, compiled statements) so that a fork starts working at once;
# the engine is disposed before any fork, so no connection is ever shared.
from sqlmodel import select
from delegate_app.store.models import Incident, Lineup, LineupEntry, Match, MatchDay
warm = open_database(path)
with warm.session() as s:
    for model in (Incident, Lineup, LineupEntry, Match, MatchDay):
        s.exec(select(model).limit(1)).all()
warm.close()
heavy = sorted(m for m in ("PySide6", "alembic") if m in sys.modules)
os.write(1, f"READY {','.join(heavy) or '-'}\n".encode())


def act(db, run, n):
    marker = f"r{run}n{n}"
    now = base + timedelta(seconds=run * 100000 + n)
    if (run + n) % 3:  # two incidents, then a board, starting anywhere in the cycle
        match_id = matches[(run + n) % len(matches)]
        record_incident(db, match_id, "otra", "CH-17.1", f"marca {marker}", {"marca": marker},
                        now=now)
    else:
        match_id, board = slots[(run * 7 + n) % len(slots)]
        place_typed(db, match_id, "visitante", board, TypedPlayer(f"marca {marker}"), now=now)


for line in sys.stdin:
    run = int(line)
    pid = os.fork()
    if pid == 0:
        try:
            db = open_database(path)
            n = 0
            while True:
                n += 1
                act(db, run, n)
                os.write(1, f"OK {run} {n}\n".encode())
        except BaseException as exc:
            os.write(1, f"ERR {run} {exc!r}\n".encode())
        os._exit(1)
    os.write(1, f"PID {run} {pid}\n".encode())
    os.waitpid(pid, 0)
    os.write(1, f"END {run}\n".encode())
"""


def build_database(path: Path) -> list[int]:
    db = open_database(path)
    t = BASE
    with db.session() as s, s.begin():
        s.add(Competition(id=1, name="Liga", sport="ajedrez", season="2026-2027", boards=BOARDS))
        s.add(Club(id=1, name="CA Anaga", sport="ajedrez", is_own=True))
        s.add(Club(id=2, name="CA Teno", sport="ajedrez"))
        s.flush()
        s.add(Team(id=1, club_id=1, competition_id=1, rank="A", name="Anaga A"))
        s.add(Team(id=2, club_id=2, competition_id=1, rank="A", name="Teno A"))
        s.add(Round(id=1, competition_id=1, number=1, official_date=t.date()))
        s.flush()
        for match_id in range(1, 7):
            s.add(Match(id=match_id, round_id=1, home_team_id=1, away_team_id=2, scheduled_at=t))
    db.close()
    return list(range(1, 7))


def marker_time(marker: str) -> datetime:
    run, n = marker.removeprefix("r").split("n")
    return BASE + timedelta(seconds=int(run) * 100000 + int(n))


class Ledger:
    """What the killed processes confirmed, and what they may have done without confirming."""

    def __init__(self, matches: list[int]):
        self.slots = [(m, b) for m in matches for b in range(1, BOARDS + 1)]
        self.incidents: set[str] = set()  # must be present, forever
        self.confirmed_markers: set[str] = set()
        self.incidents_absent: set[str] = set()  # in flight at a kill, not committed: never
        self.slot_value: dict[tuple[int, int], str] = {}
        self.confirmed = self.confirmed_incidents = self.confirmed_boards = 0
        self.found_incidents = self.found_boards = self.superseded_boards = 0
        self.in_flight_committed = self.in_flight_lost = 0

    def action(self, run: int, n: int):
        marker = f"r{run}n{n}"
        if (run + n) % 3:  # two incidents, then a board, starting anywhere in the cycle
            return "incident", marker, None
        return "board", marker, self.slots[(run * 7 + n) % len(self.slots)]

    def check_after_kill(self, con: sqlite3.Connection, run: int, last_ok: int) -> None:
        incidents = {
            text.removeprefix("marca "): fields
            for text, fields in con.execute("SELECT text, fields_json FROM incident")
        }
        boards = {
            (m, b): name.removeprefix("marca ")
            for m, b, name in con.execute(
                "SELECT l.match_id, e.board, e.typed_name FROM lineupentry e "
                "JOIN lineup l ON l.id = e.lineup_id WHERE l.side = 'visitante'"
            )
        }
        # This run's confirmed actions; a board overwritten later in the run is superseded.
        last_on_slot: dict[tuple[int, int], str] = {}
        for n in range(1, last_ok + 1):
            kind, marker, slot = self.action(run, n)
            self.confirmed += 1
            if kind == "incident":
                self.confirmed_incidents += 1
                self.incidents.add(marker)
                self.confirmed_markers.add(marker)
            else:
                self.confirmed_boards += 1
                if slot in last_on_slot:
                    self.superseded_boards += 1
                last_on_slot[slot] = marker
        self.slot_value.update(last_on_slot)
        # Each run's last action on a board is checked below; earlier ones it overwrote are not.
        self.found_boards += len(last_on_slot)
        # The action running when the process died: all there, or not there at all.
        kind, marker, slot = self.action(run, last_ok + 1)
        if kind == "incident":
            if marker in incidents:
                self.in_flight_committed += 1
                self.incidents.add(marker)
            else:
                self.in_flight_lost += 1
                self.incidents_absent.add(marker)
        elif boards.get(slot) == marker:
            self.in_flight_committed += 1
            self.slot_value[slot] = marker
        else:
            self.in_flight_lost += 1

        missing = self.incidents - incidents.keys()
        assert not missing, f"confirmed incidents lost after the kill of run {run}: {missing}"
        assert not (self.incidents_absent & incidents.keys()), "an unconfirmed action came back"
        assert incidents.keys() <= self.incidents, "incidents nobody wrote"
        for marker, fields in incidents.items():
            assert json.loads(fields) == {"marca": marker}, f"half-written incident {marker}"
        self.found_incidents = len(self.confirmed_markers & incidents.keys())
        for slot, expected in self.slot_value.items():
            assert boards.get(slot) == expected, f"board {slot}: {boards.get(slot)} != {expected}"
        # A lineup's time stamp and its newest board come from the same transaction.
        for match_id, updated_at in con.execute(
            "SELECT match_id, updated_at FROM lineup WHERE side = 'visitante'"
        ):
            newest = max(
                marker_time(v)
                for (m, _b), v in boards.items()
                if m == match_id and v.startswith("r")
            )
            assert datetime.fromisoformat(updated_at) == newest, f"half-written lineup {match_id}"


def chain_is_sound(con: sqlite3.Connection) -> bool:
    rows = con.execute(
        "SELECT id, match_id, created_at, kind, rule_id, text, fields_json, corrects_id, "
        "chain_hash FROM incident ORDER BY match_id, id"
    ).fetchall()
    by_match: dict[int, list] = {}
    for row in rows:
        entry = SimpleNamespace(
            id=row[0],
            match_id=row[1],
            created_at=datetime.fromisoformat(row[2]),
            kind=row[3],
            rule_id=row[4],
            text=row[5],
            fields_json=row[6],
            corrects_id=row[7],
            chain_hash=row[8],
        )
        by_match.setdefault(entry.match_id, []).append(entry)
    return all(not incident_chain_problems(entries, "") for entries in by_match.values())


def test_confirmed_actions_survive_hundreds_of_sigkills(kill_dir):
    path = kill_dir / "partido.sqlite3"
    matches = build_database(path)
    seed = int(os.environ.get("DELEGADO_CRASH_SEED", time.time_ns() % 1_000_000))
    rng = random.Random(seed)
    server = subprocess.Popen(
        [
            sys.executable,
            "-c",
            SERVER,
            str(path),
            ",".join(map(str, matches)),
            str(BOARDS),
            BASE.isoformat(),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        bufsize=1,
    )
    ledger = Ledger(matches)
    kills = 0
    try:
        ready = server.stdout.readline().split()
        assert ready[:1] == ["READY"], server.stderr.read()
        assert ready[1] == "-", f"the worker imported {ready[1]}"
        while kills < MIN_KILLS:
            run = kills + 1
            server.stdin.write(f"{run}\n")
            server.stdin.flush()
            last_ok = 0
            pid = None
            killed = False
            kill_after = rng.randint(0, MAX_ACTIONS_BEFORE_KILL)
            while True:
                line = server.stdout.readline()
                assert line, f"server died: {server.stderr.read()}"
                word, line_run, *rest = line.split(maxsplit=2)
                assert int(line_run) == run, line
                if word == "PID":
                    pid = int(rest[0])
                elif word == "OK":
                    last_ok = int(rest[0])
                elif word == "ERR":
                    pytest.fail(f"run {run}: the worker failed: {rest}")
                elif word == "END":
                    break
                if pid is not None and not killed and last_ok >= kill_after:
                    # Lines arrive as actions commit: kill inside the action after the chosen one.
                    time.sleep(rng.uniform(0, KILL_JITTER_S))
                    os.kill(pid, signal.SIGKILL)
                    killed = True
            assert killed
            kills += 1
            # The restart: a fresh connection to the file the killed process left behind.
            con = sqlite3.connect(path)
            try:
                assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
                assert con.execute("PRAGMA foreign_key_check").fetchall() == []
                ledger.check_after_kill(con, run, last_ok)
                if kills % 50 == 0:
                    assert chain_is_sound(con)
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
    assert problems == []
    con = sqlite3.connect(path)
    assert chain_is_sound(con)
    con.close()

    found = ledger.found_incidents + ledger.found_boards
    print(
        f"\ncrash test (seed {seed}): {kills} kills (SIGKILL); "
        f"actions confirmed {ledger.confirmed} (incidents {ledger.confirmed_incidents}, "
        f"lineup boards {ledger.confirmed_boards}); found after restart {found} "
        f"(incidents {ledger.found_incidents}, boards {ledger.found_boards}) + "
        f"{ledger.superseded_boards} boards overwritten later in the same run by another "
        f"confirmed action; in flight at the kill: {ledger.in_flight_committed} complete, "
        f"{ledger.in_flight_lost} without a trace"
    )
    assert kills >= MIN_KILLS
    assert ledger.found_incidents == ledger.confirmed_incidents
    assert found + ledger.superseded_boards == ledger.confirmed
    assert ledger.confirmed > kills  # the kills landed among the actions, not before them


# --- locking and annexing ------------------------------------------------------------------------
# A process signing actas (the second signature locks the acta, fixes its snapshot and appends
# to the lock log) and adding annexes is killed at random moments: nothing it confirmed is lost
# and no acta is half locked (locked, snapshot and log entry come together or not at all; so do
# an annex, its signature and its log entry).

LOCK_MIN_KILLS = 80
LOCK_MATCHES = 400


LOCK_SERVER = r"""
import os, sys
from datetime import datetime, timedelta
from pathlib import Path

from delegate_app.store.database import open_database
from delegate_app.store.acta import add_annex, sign_acta
from delegate_app.store.chess.acta import set_result  # also registers the chess content
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
                    for board in (1, 2):  # an acta locks only with every board's result
                        set_result(db, match_id, board, "1-0", now=now)
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


def build_lock_database(path: Path) -> None:
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
        for match_id in range(1, LOCK_MATCHES + 1):
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


def test_kills_while_locking_and_annexing_leave_nothing_half_done(kill_dir):
    path = kill_dir / "actas.sqlite3"
    build_lock_database(path)
    seed = int(os.environ.get("DELEGADO_CRASH_SEED", time.time_ns() % 1_000_000))
    rng = random.Random(seed)
    server = subprocess.Popen(
        [sys.executable, "-c", LOCK_SERVER, str(path), BASE.isoformat(), str(LOCK_MATCHES)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        bufsize=1,
    )
    locked: set[int] = set()
    annexed: set[int] = set()
    kills = actions = 0
    try:
        assert server.stdout.readline().strip() == "READY", server.stderr.read()
        while kills < LOCK_MIN_KILLS:
            run = kills + 1
            server.stdin.write(f"{run}\n")
            server.stdin.flush()
            killed = False
            pid = None
            confirmed = 0
            kill_after = rng.randint(0, LOCK_MAX_ACTIONS_BEFORE_KILL)
            while True:
                line = server.stdout.readline()
                assert line, f"server died: {server.stderr.read()}"
                word, line_run, rest = line.split(maxsplit=2)
                assert int(line_run) == run, line
                if word == "PID":
                    pid = int(rest)
                elif word == "OK":
                    actions += 1
                    confirmed += 1
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
                if pid is not None and not killed and confirmed >= kill_after:
                    time.sleep(rng.uniform(0, KILL_JITTER_S))
                    with contextlib.suppress(ProcessLookupError):  # ended by itself: ERR says
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
