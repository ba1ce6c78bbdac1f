"""One writer per database: an OS lock that dies with its process, read-only opening for the
second process, BEGIN IMMEDIATE around every chain append, list numbers unique per club."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap

import pytest
from sqlmodel import select

from delegate_app.store import writer_lock
from delegate_app.store.database import READ, WRITE, WRITE_OR_READ, Database, open_database
from delegate_app.store.errors import DatabaseBusy, ReadOnlyDatabase
from delegate_app.store.models import Club, Player
from tests.helpers.acta_db import OPEN, build_acta_db
from tests.helpers.writer import hold_database


@pytest.fixture
def acta_db(tmp_path):
    path = tmp_path / "delegado.sqlite3"
    build_acta_db(path)
    return path


def test_a_second_process_cannot_write_and_is_told_why_in_spanish(acta_db):
    holder = hold_database(acta_db)
    try:
        with pytest.raises(DatabaseBusy, match="está abierta por otro proceso de Delegado"):
            open_database(acta_db, WRITE)
        reader = open_database(acta_db, WRITE_OR_READ)
        assert reader.read_only
        with reader.session() as s:
            assert len(s.exec(select(Player)).all()) == 4  # reading works
        from delegate_app.store.incidents import record_incident

        with pytest.raises(ReadOnlyDatabase, match="aquí solo se puede consultar"):
            record_incident(reader, OPEN, "otra", "CH-17.1", "desde la segunda ventana")
        reader.close()
    finally:
        holder.stdin.write("\n")
        holder.stdin.flush()
        assert holder.stdout.readline().strip() == "RELEASED"
        holder.communicate(timeout=30)
    writer = open_database(acta_db, WRITE_OR_READ)
    assert not writer.read_only  # the first one is gone: the next window writes again
    writer.close()
    assert not writer_lock.lock_path(acta_db).exists()  # nothing left beside the database


def test_a_killed_writer_never_leaves_a_stale_lock(acta_db):
    holder = hold_database(acta_db)
    assert writer_lock.held_elsewhere(acta_db)
    os.kill(holder.pid, signal.SIGKILL)
    holder.communicate(timeout=30)
    assert not writer_lock.held_elsewhere(acta_db)
    db = open_database(acta_db, WRITE)
    assert not db.read_only
    db.close()


def test_within_one_process_the_lock_is_shared_and_counted(acta_db):
    first = open_database(acta_db)
    second = open_database(acta_db)
    first.close()
    assert writer_lock.lock_path(acta_db).exists()  # still held by `second`
    second.close()
    assert not writer_lock.lock_path(acta_db).exists()


def test_read_access_takes_no_lock_and_writes_nothing(acta_db):
    before = acta_db.read_bytes()
    db = open_database(acta_db, READ)
    assert db.read_only and not writer_lock.lock_path(acta_db).exists()
    with db.session() as s:
        assert s.exec(select(Club)).all()
    db.close()
    assert acta_db.read_bytes() == before


def test_list_numbers_are_unique_per_club_in_the_database(acta_db):
    con = sqlite3.connect(acta_db)
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
        con.execute(
            "INSERT INTO player (club_id, first_name, last_name, list_number, active) "
            "VALUES (1, 'Otra', 'Vez', 2, 1)"
        )
    # Another club may use the same number.
    con.execute(
        "INSERT INTO player (club_id, first_name, last_name, list_number, active) "
        "VALUES (2, 'Rival', 'Uno', 2, 1)"
    )
    con.close()


def test_reordering_the_list_still_works_with_the_constraint(acta_db):
    from delegate_app.store.clubs import reorder_players

    db = open_database(acta_db)
    reorder_players(db, 1, [4, 3, 2, 1])
    with db.session() as s:
        numbers = {p.id: p.list_number for p in s.exec(select(Player).where(Player.club_id == 1))}
    assert numbers == {4: 1, 3: 2, 2: 3, 1: 4}
    db.close()


WRITER = textwrap.dedent(
    """
    import sys
    from datetime import datetime, timedelta
    from delegate_app.store import database
    from delegate_app.store.database import Database
    from delegate_app.store.clubs import add_player
    from delegate_app.store.incidents import record_incident
    from delegate_app.domain.players import PlayerRecord

    # Database() directly: both processes write, as two writers would if the lock were
    # unavailable (a network share) - the database itself must still stay consistent.
    # The app waits 5 s for the other writer's lock; on a busy machine the other writer can
    # hold it longer than that without anything being wrong. What is tested is that two
    # writers keep the database consistent, not how long one of them waits.
    database.BUSY_TIMEOUT_MS = 300_000
    db = Database(__import__("pathlib").Path(sys.argv[1]))
    name, count, match_id = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    base = datetime(2026, 10, 1, 10, 0)
    for n in range(count):
        record_incident(db, match_id, "otra", "CH-17.1", f"{name} {n}",
                        now=base + timedelta(seconds=n))
        if n % 3 == 0:
            add_player(db, 1, PlayerRecord(first_name=f"{name}{n}", last_name="Proceso"))
    db.close()
    print("DONE", flush=True)
    """
)


def test_two_processes_writing_at_once_keep_one_chain_and_unique_numbers(acta_db):
    from delegate_app.store.integrity import verify_database

    env = dict(os.environ, PYTHONPATH=os.getcwd())
    count = 150
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(acta_db), name, str(count), str(OPEN)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for name in ("uno", "dos")
    ]
    for proc in procs:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
        assert out.strip() == "DONE"
    db = open_database(acta_db)
    try:
        problems = verify_database(db)
        assert [p.message for p in problems if p.kind == "incidencias"] == []
        with db.session() as s:
            numbers = [p.list_number for p in s.exec(select(Player).where(Player.club_id == 1))]
    finally:
        db.close()
    assert len(numbers) == 4 + 2 * len(range(0, count, 3))
    assert len(set(numbers)) == len(numbers)
    con = sqlite3.connect(acta_db)
    texts = {row[0] for row in con.execute("SELECT text FROM incident WHERE match_id = ?", (OPEN,))}
    con.close()
    assert {f"{name} {n}" for name in ("uno", "dos") for n in range(count)} <= texts


def test_begin_immediate_takes_the_write_lock_before_reading(acta_db):
    from delegate_app.store.database import begin_immediate

    db = Database(acta_db)
    other = sqlite3.connect(acta_db, timeout=0.1)
    with db.session() as s, s.begin():
        begin_immediate(s)
        with pytest.raises(sqlite3.OperationalError, match="locked"):
            other.execute("BEGIN IMMEDIATE")
    other.execute("BEGIN IMMEDIATE")
    other.rollback()
    other.close()
    db.close()


def test_migration_renumbers_a_list_with_duplicates_keeping_its_order(tmp_path):
    from pathlib import Path

    fixture = Path(__file__).resolve().parent.parent / "fixtures" / "schema-0006.sqlite3"
    path = tmp_path / "club.sqlite3"
    path.write_bytes(fixture.read_bytes())
    con = sqlite3.connect(path)
    rows = con.execute("SELECT id, club_id, list_number FROM player ORDER BY id").fetchall()
    club_id = rows[0][1]
    # Two processes once gave two players the same number: the third one joins the first.
    con.execute("UPDATE player SET list_number = 1 WHERE id = ?", (rows[2][0],))
    con.commit()
    expected = [
        r[0]
        for r in con.execute(
            "SELECT id FROM player WHERE club_id = ? ORDER BY list_number, id", (club_id,)
        )
    ]
    con.close()
    open_database(path).close()
    con = sqlite3.connect(path)
    after = con.execute(
        "SELECT id, list_number FROM player WHERE club_id = ? ORDER BY list_number", (club_id,)
    ).fetchall()
    con.close()
    assert [r[0] for r in after] == expected
    assert [r[1] for r in after] == list(range(1, len(expected) + 1))
