"""The lock log and the incident logs' heads: what plain sqlite3 edits leave behind."""

from __future__ import annotations

import sqlite3
from datetime import datetime

import pytest
from sqlmodel import select

from delegate_app.store.database import open_database
from delegate_app.store.incidents import record_incident
from delegate_app.store.integrity import verify_database
from delegate_app.store.lock_log import LOCK, append_event, chain_problems, head
from delegate_app.store.models import LockEvent
from tests.helpers.acta_db import OPEN, build_acta_db

T = datetime(2026, 10, 3, 18, 0)


@pytest.fixture
def acta_db(tmp_path):
    path = tmp_path / "delegado.sqlite3"
    build_acta_db(path)
    return path


def _sql(path, *statements):
    con = sqlite3.connect(path)
    try:
        for statement in statements:
            con.execute(statement)
        con.commit()
    finally:
        con.close()


def _incident_problems(path):
    db = open_database(path)
    try:
        return [p.message for p in verify_database(db) if p.kind == "incidencias"]
    finally:
        db.close()


def test_deleting_the_last_incident_of_an_open_acta_is_noticed(acta_db):
    db = open_database(acta_db)
    record_incident(db, OPEN, "otra", "CH-17.1", "primera", now=T)
    record_incident(db, OPEN, "otra", "CH-17.1", "segunda", now=T)
    db.close()
    assert _incident_problems(acta_db) == []
    _sql(
        acta_db,
        "DROP TRIGGER incidencias_delete",
        f"DELETE FROM incident WHERE id = (SELECT max(id) FROM incident WHERE match_id = {OPEN})",
    )
    [problem] = _incident_problems(acta_db)
    assert "no termina donde debe" in problem


def test_the_incident_head_cannot_be_moved_by_hand(acta_db):
    db = open_database(acta_db)
    record_incident(db, OPEN, "otra", "CH-17.1", "primera", now=T)
    db.close()
    for statement in (
        f"UPDATE incidenthead SET entries = entries - 1 WHERE match_id = {OPEN}",
        f"DELETE FROM incidenthead WHERE match_id = {OPEN}",
    ):
        with pytest.raises(sqlite3.IntegrityError, match="su cabeza la mantiene"):
            _sql(acta_db, statement)


def test_the_lock_log_is_chained_and_append_only(acta_db):
    db = open_database(acta_db)
    with db.session() as s:
        before = head(s).entries  # the fixture's lock and annex
    with db.session() as s, s.begin():
        first = append_event(s, 1, LOCK, "a" * 64, T)
        second = append_event(s, 2, LOCK, "b" * 64, T)
    with db.session() as s:
        assert head(s).entries == before + 2 and head(s).chain_hash == second.chain_hash
        assert chain_problems(list(s.exec(select(LockEvent).order_by(LockEvent.id)))) == []
    db.close()
    assert first.chain_hash != second.chain_hash
    for statement in (
        "UPDATE lockevent SET content_hash = 'x' WHERE id = 1",
        "DELETE FROM lockevent WHERE id = 2",
        "INSERT OR REPLACE INTO lockevent (id, match_id, event, content_hash, at, chain_hash) "
        "VALUES (1, 1, 'cierre', 'x', '2026-10-03 18:00:00', 'x')",
    ):
        with pytest.raises(sqlite3.IntegrityError, match="solo se pueden añadir entradas"):
            _sql(acta_db, statement)


def test_a_rewritten_or_removed_log_entry_breaks_the_chain(acta_db):
    db = open_database(acta_db)
    with db.session() as s, s.begin():
        for n in range(3):
            append_event(s, n + 1, LOCK, f"{n}" * 64, T)
    db.close()
    _sql(
        acta_db,
        "DROP TRIGGER registro_cierres_update",
        "DROP TRIGGER registro_cierres_delete",
        "UPDATE lockevent SET content_hash = '" + "f" * 64 + "' WHERE id = 2",
    )
    db = open_database(acta_db)
    with db.session() as s:
        [problem] = chain_problems(list(s.exec(select(LockEvent).order_by(LockEvent.id))))
    db.close()
    assert "n.º 2" in problem and "no coincide con su huella" in problem
    _sql(acta_db, "DELETE FROM lockevent WHERE id = 2")
    db = open_database(acta_db)
    with db.session() as s:
        [problem] = chain_problems(list(s.exec(select(LockEvent).order_by(LockEvent.id))))
    db.close()
    assert "Falta la entrada n.º 2" in problem
