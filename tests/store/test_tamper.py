"""Tamper evidence: the file itself refuses changes to a locked acta, whoever opens it.

Every attempt goes through plain sqlite3, as someone with the sqlite3 shell would do it, with
foreign keys on and off. The incident chain and the locked actas' hashes are re-checked by
verify_database.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import shutil
import sqlite3
import sys
from datetime import datetime

import pytest

import delegate_app.store.domino as domino_package
from delegate_app.store import acta, integrity
from delegate_app.store.acta import chain_hash_for
from delegate_app.store.database import open_database
from delegate_app.store.errors import StoreError
from delegate_app.store.incidents import list_incidents, record_incident
from delegate_app.store.integrity import LOCK_TRIGGERS, verify_database
from tests.helpers.acta_db import LOCKED, OPEN, T, build_acta_db, fake_acta_hash, lock_acta


@pytest.fixture
def acta_hasher(monkeypatch):
    """Make verify_database use fake_acta_hash: these actas are rows written by hand."""
    monkeypatch.setattr(acta, "acta_content_hash", fake_acta_hash)
    return fake_acta_hash


def dump(path) -> list[str]:
    con = sqlite3.connect(path)
    try:
        return list(con.iterdump())
    finally:
        con.close()


@pytest.fixture(scope="module")
def acta_template(tmp_path_factory):
    path = tmp_path_factory.mktemp("plantilla") / "actas.sqlite3"
    build_acta_db(path)
    return path


@pytest.fixture
def acta_db(tmp_path, acta_template):
    path = tmp_path / "actas.sqlite3"
    shutil.copy(acta_template, path)  # closed and checkpointed: the file is the whole database
    return path


TS = "'2026-10-03 21:00:00.000000'"
REFUSED = [
    # the acta row
    "UPDATE matchday SET arbiter_name = 'Otro' WHERE match_id = 1",
    "UPDATE matchday SET locked_at = NULL WHERE match_id = 1",
    "UPDATE matchday SET content_hash = '' WHERE match_id = 1",
    "UPDATE matchday SET step = step + 1 WHERE match_id = 1",
    "DELETE FROM matchday WHERE match_id = 1",
    "INSERT OR REPLACE INTO matchday (id, match_id, step, official_start, venue_ready, "
    "delay_minutes, arbiter_name, arbiter_licence, documentation_json, content_hash, updated_at) "
    f"VALUES (1, 1, 0, {TS}, 1, 0, '', '', '{{}}', '', {TS})",
    "UPDATE OR REPLACE matchday SET match_id = 1 WHERE match_id = 2",
    # presence
    f"INSERT INTO presence VALUES (1, 'visitante', 1, {TS})",
    f"UPDATE presence SET arrived_at = {TS} WHERE match_id = 1",
    "DELETE FROM presence WHERE match_id = 1",
    "INSERT OR REPLACE INTO presence VALUES (1, 'local', 1, NULL)",
    "UPDATE presence SET match_id = 1, board = 3 WHERE match_id = 2",
    # results
    f"INSERT INTO gameresult (match_id, board, result, updated_at) VALUES (1, 3, '0-1', {TS})",
    "UPDATE gameresult SET result = '0-1' WHERE match_id = 1",
    "DELETE FROM gameresult WHERE match_id = 1 AND board = 2",
    "INSERT OR REPLACE INTO gameresult (id, match_id, board, result, updated_at) "
    f"VALUES (1, 2, 4, '0-1', {TS})",
    "UPDATE OR REPLACE gameresult SET id = 1 WHERE match_id = 2",
    "UPDATE partidaresult SET home_points = 0 WHERE match_id = 1",
    "DELETE FROM partidaresult WHERE match_id = 1",
    "INSERT INTO partidaresult (match_id, table_number, partida_number, winner, home_points, "
    f"away_points, updated_at) VALUES (1, 2, 1, 'local', 300, 0, {TS})",
    # lineups and their boards
    "UPDATE lineup SET confirmed_at = NULL WHERE match_id = 1",
    "DELETE FROM lineup WHERE id = 1",
    "UPDATE lineup SET match_id = 1, side = 'otro' WHERE id = 2",
    "UPDATE lineupentry SET player_id = 4 WHERE lineup_id = 1 AND board = 1",
    "UPDATE lineupentry SET typed_name = 'Otro rival' WHERE lineup_id = 3",
    "DELETE FROM lineupentry WHERE lineup_id = 1",
    "INSERT INTO lineupentry (lineup_id, board, player_id, typed_name) VALUES (1, 3, 3, '')",
    "UPDATE lineupentry SET lineup_id = 1, board = board + 2 WHERE lineup_id = 2",
    "INSERT OR REPLACE INTO lineupentry (id, lineup_id, board, player_id, typed_name) "
    "VALUES (1, 2, 4, 4, '')",
    # incidents of the locked acta
    "INSERT INTO incident (match_id, created_at, kind, rule_id, text, fields_json, chain_hash) "
    f"VALUES (1, {TS}, 'otra', 'CH-1', 'Añadida a mano', '{{}}', '')",
    # the acta's own signatures
    "INSERT INTO actasignature (match_id, role, name, licence, image_png, signed_at, "
    f"content_hash) VALUES (1, 'arbitro', 'Intruso', '', x'00', {TS}, 'h')",
    "UPDATE actasignature SET name = 'Otro' WHERE match_id = 1 AND annex_id IS NULL",
    "DELETE FROM actasignature WHERE match_id = 1 AND annex_id IS NULL",
    "UPDATE actasignature SET match_id = 1 WHERE match_id = 2",
    # what holds the acta
    "DELETE FROM match WHERE id = 1",
    "UPDATE match SET id = 99 WHERE id = 1",
    "INSERT OR REPLACE INTO match (id, round_id, home_team_id, away_team_id, scheduled_at, venue, "
    f"status) VALUES (1, 1, 2, 1, {TS}, '', 'programado')",
    "DELETE FROM round WHERE id = 1",
    "DELETE FROM competition WHERE id = 1",
    "DELETE FROM team WHERE id = 2",
    "DELETE FROM club WHERE id = 2",
]
ALWAYS_REFUSED = [
    # incidents are append-only, locked or not
    "UPDATE incident SET text = 'Corregido a escondidas' WHERE match_id = 2",
    "UPDATE incident SET chain_hash = '' WHERE match_id = 2",
    "DELETE FROM incident WHERE match_id = 2",
    "DELETE FROM incident WHERE match_id = 1",
    "INSERT OR REPLACE INTO incident (id, match_id, created_at, kind, rule_id, text, fields_json, "
    f"chain_hash) VALUES (2, 2, {TS}, 'otra', 'CH-1', 'Sustituida', '{{}}', '')",
    # an annex and its signatures, once written
    "UPDATE annex SET text = 'Otra cosa'",
    "DELETE FROM annex",
    "INSERT OR REPLACE INTO annex (id, match_id, created_at, text, content_hash) "
    f"VALUES (1, 1, {TS}, 'Sustituido', 'x')",
    "UPDATE actasignature SET name = 'Otro' WHERE annex_id IS NOT NULL",
    "DELETE FROM actasignature WHERE annex_id IS NOT NULL",
]


@pytest.mark.parametrize("foreign_keys", ["ON", "OFF"])
@pytest.mark.parametrize("statement", REFUSED + ALWAYS_REFUSED)
def test_plain_sqlite3_cannot_change_a_locked_acta(acta_db, statement, foreign_keys):
    before = dump(acta_db)
    con = sqlite3.connect(acta_db)
    con.execute(f"PRAGMA foreign_keys = {foreign_keys}")
    with pytest.raises(sqlite3.DatabaseError) as refused:
        con.execute(statement)
    con.commit()
    con.close()
    message = str(refused.value)
    assert message.startswith(("Acta cerrada:", "Registro de incidencias:")), message
    assert dump(acta_db) == before


def test_the_refusal_is_an_integrity_error_with_a_spanish_message(acta_db):
    con = sqlite3.connect(acta_db)
    with pytest.raises(sqlite3.IntegrityError, match="un acta cerrada no se puede borrar"):
        con.execute("DELETE FROM matchday WHERE match_id = 1")
    con.close()


ALLOWED_ON_OPEN = [
    "UPDATE matchday SET step = 3, arbiter_name = 'Nieves' WHERE match_id = 2",
    f"INSERT INTO presence VALUES (2, 'visitante', 1, {TS})",
    f"UPDATE presence SET arrived_at = {TS} WHERE match_id = 2",
    "DELETE FROM presence WHERE match_id = 2",
    "UPDATE gameresult SET result = '1-0' WHERE match_id = 2",
    "DELETE FROM gameresult WHERE match_id = 2",
    "UPDATE partidaresult SET home_points = 250 WHERE match_id = 2",
    f"INSERT INTO lineup (match_id, side, team_id, updated_at) VALUES (2, 'visitante', 2, {TS})",
    "UPDATE lineupentry SET player_id = 1 WHERE lineup_id = 2 AND board = 1",
    "DELETE FROM lineupentry WHERE lineup_id = 2",
    "INSERT INTO lineupentry (lineup_id, board, typed_name) VALUES (2, 3, 'Suplente')",
    "UPDATE actasignature SET name = 'Begoña Díaz Pérez' WHERE match_id = 2",
    "DELETE FROM actasignature WHERE match_id = 2",
    # after the lock, the acta grows only by annexes and their signatures
    f"INSERT INTO annex (match_id, created_at, text, content_hash) VALUES (1, {TS}, 'Otro', 'b')",
    "INSERT INTO actasignature (match_id, annex_id, role, name, licence, image_png, signed_at, "
    f"content_hash) VALUES (1, 1, 'arbitro', 'Árbitro', '', x'00', {TS}, 'a')",
]


@pytest.mark.parametrize("statement", ALLOWED_ON_OPEN)
def test_an_open_acta_stays_editable_and_a_locked_one_takes_annexes(acta_db, statement):
    con = sqlite3.connect(acta_db)
    con.execute("PRAGMA foreign_keys = ON")
    assert con.execute(statement).rowcount >= 1
    con.commit()
    con.close()


def test_deleting_an_open_match_still_cascades_through_its_incidents(acta_db):
    con = sqlite3.connect(acta_db)
    con.execute("PRAGMA foreign_keys = ON")
    con.execute("DELETE FROM match WHERE id = 2")
    con.commit()
    assert con.execute("SELECT count(*) FROM incident WHERE match_id = 2").fetchone()[0] == 0
    assert con.execute("SELECT count(*) FROM lineupentry WHERE lineup_id = 2").fetchone()[0] == 0
    assert con.execute("SELECT count(*) FROM incident WHERE match_id = 1").fetchone()[0] == 2
    assert con.execute("PRAGMA foreign_key_check").fetchall() == []
    con.close()


def test_locking_is_the_last_change_an_acta_takes(acta_db):
    db = open_database(acta_db)
    lock_acta(db, OPEN)
    con = sqlite3.connect(acta_db)
    with pytest.raises(sqlite3.IntegrityError, match="Acta cerrada"):
        con.execute("UPDATE gameresult SET result = '1-0' WHERE match_id = 2")
    with pytest.raises(sqlite3.IntegrityError, match="Acta cerrada"):
        con.execute("UPDATE matchday SET locked_at = NULL WHERE match_id = 2")
    con.close()
    db.close()


def test_the_store_refuses_incidents_on_a_locked_acta_with_a_message(acta_db):
    db = open_database(acta_db)
    with pytest.raises(StoreError, match="cerrada"):
        record_incident(db, LOCKED, "otra", "CH-1", "Tarde", now=T)
    assert len(list_incidents(db, LOCKED)) == 2
    db.close()


def test_the_integrity_module_knows_every_trigger_the_migration_creates(tmp_path):
    open_database(tmp_path / "nueva.sqlite3").close()
    con = sqlite3.connect(tmp_path / "nueva.sqlite3")
    names = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='trigger'")}
    con.close()
    assert names == set(LOCK_TRIGGERS)


# --- the incident chain and verify_database -----------------------------------------------------


def test_each_incident_is_chained_to_the_previous_one_of_its_match(acta_db):
    db = open_database(acta_db)
    first, second = list_incidents(db, LOCKED)
    assert first.chain_hash == chain_hash_for("", first)
    assert second.chain_hash == chain_hash_for(first.chain_hash, second)
    [other] = list_incidents(db, OPEN)
    assert other.chain_hash == chain_hash_for("", other)  # chains are per match
    db.close()


def test_chain_hash_covers_every_field_of_the_entry(acta_db):
    db = open_database(acta_db)
    [incident] = list_incidents(db, OPEN)
    base = chain_hash_for("", incident)
    assert chain_hash_for("ab" * 32, incident) != base
    for field, value in (
        ("match_id", 5),
        ("created_at", T.replace(second=1)),
        ("kind", "otra2"),
        ("rule_id", "CH-2"),
        ("text", incident.text + "."),
        ("fields_json", '{"a": 1}'),
        ("corrects_id", 1),
    ):
        changed = incident.model_copy(update={field: value})
        assert chain_hash_for("", changed) != base, field
    db.close()


def test_a_sound_database_verifies_clean(acta_db, acta_hasher):
    db = open_database(acta_db)
    assert verify_database(db) == []
    db.close()


def _tamper(path, *statements):
    """What someone with the sqlite3 shell can do: drop the protections, then edit."""
    con = sqlite3.connect(path)
    for name in LOCK_TRIGGERS:
        con.execute(f"DROP TRIGGER IF EXISTS {name}")
    for statement in statements:
        con.execute(statement)
    con.commit()
    con.close()


def test_a_changed_locked_acta_is_reported_loudly(acta_db, acta_hasher):
    _tamper(acta_db, "UPDATE gameresult SET result = '0-1' WHERE match_id = 1 AND board = 2")
    db = open_database(acta_db)
    problems = verify_database(db)
    db.close()
    kinds = sorted(p.kind for p in problems)
    assert kinds == ["acta", "protecciones"]
    acta = next(p for p in problems if p.kind == "acta")
    assert acta.match_id == LOCKED
    assert "Anaga A – Teno A" in acta.message and "ha cambiado desde que se cerró" in acta.message
    assert f"Faltan {len(LOCK_TRIGGERS)} de las protecciones" in next(
        p.message for p in problems if p.kind == "protecciones"
    )


@pytest.mark.parametrize(
    ("statement", "reported_id"),
    [
        ("UPDATE incident SET text = 'Nada que decir' WHERE id = 1", 1),
        ("UPDATE incident SET created_at = '2026-10-03 15:00:00.000000' WHERE id = 3", 3),
        ("DELETE FROM incident WHERE id = 1", 3),  # the next one no longer links up
        (
            "INSERT INTO incident (match_id, created_at, kind, rule_id, text, fields_json, "
            f"chain_hash) VALUES (1, {TS}, 'otra', 'CH-1', 'Añadida', '{{}}', '')",
            4,
        ),
    ],
)
def test_an_altered_incident_log_is_reported(acta_db, acta_hasher, statement, reported_id):
    _tamper(acta_db, statement)
    db = open_database(acta_db)
    problems = [p for p in verify_database(db) if p.kind == "incidencias"]
    db.close()
    assert len(problems) == 1
    assert problems[0].match_id == LOCKED
    assert f"la incidencia n.º {reported_id} " in problems[0].message


def test_entries_from_before_the_chain_are_accepted_at_the_start_of_the_log(tmp_path):
    path = tmp_path / "antigua.sqlite3"
    build_acta_db(path, lock=False)
    con = sqlite3.connect(path)
    # As schema 0004 left them: no hash on the entries written before it.
    con.execute("DROP TRIGGER incidencias_update")
    con.execute("UPDATE incident SET chain_hash = ''")
    # ... and the heads as migration 0008 records them for such a log.
    con.execute("DROP TRIGGER incidencias_cabeza_update")
    con.execute("UPDATE incidenthead SET chain_hash = ''")
    con.commit()
    con.close()
    db = open_database(path)
    record_incident(db, OPEN, "otra", "CH-1", "Nueva", now=T)
    problems = verify_database(db)
    db.close()
    assert [p.kind for p in problems] == ["protecciones"]


def test_broken_references_and_a_damaged_file_are_reported(acta_db, acta_hasher):
    con = sqlite3.connect(acta_db)
    con.execute("PRAGMA foreign_keys = OFF")
    con.execute("INSERT INTO availability VALUES (2, 999, 0)")
    con.commit()
    con.close()
    db = open_database(acta_db)
    [problem] = verify_database(db)
    assert problem.kind == "referencias" and "«availability»" in problem.message
    db.close()


def test_a_locked_acta_without_a_hash_is_reported(tmp_path, acta_hasher):
    path = tmp_path / "sin-huella.sqlite3"
    build_acta_db(path, lock=False)
    db = open_database(path)
    lock_acta(db, OPEN, hasher=lambda _s, _m: "")
    [problem] = verify_database(db)
    assert problem.kind == "acta" and "no tiene huella" in problem.message
    db.close()


def test_a_broken_acta_module_stops_the_integrity_check_loudly(monkeypatch):
    """No import is guarded: if a sport's acta cannot be read back, the tamper check must not
    quietly skip the locked actas, so integrity itself fails to import."""
    monkeypatch.delitem(sys.modules, "delegate_app.store.integrity")
    monkeypatch.setitem(sys.modules, "delegate_app.store.domino.acta", None)  # import fails
    monkeypatch.delattr(domino_package, "acta")
    with pytest.raises(ImportError):
        importlib.import_module("delegate_app.store.integrity")
    assert integrity.LOCK_TRIGGERS


def _legacy_chain(path) -> None:
    """Re-chain every log the way Delegado did before the store used the domain's chain_hash."""
    con = sqlite3.connect(path)
    con.execute("DROP TRIGGER incidencias_update")
    previous: dict[int, str] = {}
    rows = con.execute(
        "SELECT id, match_id, created_at, kind, rule_id, text, fields_json, corrects_id "
        "FROM incident ORDER BY match_id, id"
    ).fetchall()
    for row_id, match_id, created, kind, rule_id, text, fields_json, corrects_id in rows:
        entry = {
            "match_id": match_id,
            "created_at": datetime.fromisoformat(created).isoformat(timespec="microseconds"),
            "kind": kind,
            "rule_id": rule_id,
            "text": text,
            "fields_json": fields_json,
            "corrects_id": corrects_id,
        }
        canonical = json.dumps(entry, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        link = hashlib.sha256((previous.get(match_id, "") + canonical).encode()).hexdigest()
        con.execute("UPDATE incident SET chain_hash = ? WHERE id = ?", (link, row_id))
        previous[match_id] = link
    # ... and the heads as migration 0008 records them for such a log.
    con.execute("DROP TRIGGER incidencias_cabeza_update")
    for match_id, link in previous.items():
        con.execute("UPDATE incidenthead SET chain_hash = ? WHERE match_id = ?", (link, match_id))
    con.commit()
    con.close()


def test_a_log_chained_by_an_earlier_version_still_verifies_and_still_catches_a_change(
    tmp_path, acta_hasher
):
    path = tmp_path / "anterior.sqlite3"
    build_acta_db(path, lock=False)
    _legacy_chain(path)
    db = open_database(path)
    record_incident(db, OPEN, "otra", "CH-1", "Nueva, con la cadena de ahora", now=T)
    assert [p.kind for p in verify_database(db)] == ["protecciones"]  # the dropped trigger
    db.close()
    _tamper(path, "UPDATE incident SET text = 'Cambiada' WHERE id = 1")
    db = open_database(path)
    problems = [p for p in verify_database(db) if p.kind == "incidencias"]
    db.close()
    assert len(problems) == 1 and "la incidencia n.º 1 " in problems[0].message
