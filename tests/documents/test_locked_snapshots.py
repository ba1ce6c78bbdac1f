"""A locked acta prints, exports and verifies what it was locked with, whatever the app does to
the club's data afterwards; edits with plain sqlite3 are caught (issue 15)."""

from __future__ import annotations

import json
import sqlite3

import pytest
from sqlmodel import select

from delegate_app.documents import acta_package
from delegate_app.documents.chess import acta_pdf
from delegate_app.documents.verify import verify_acta
from delegate_app.domain.players import PlayerRecord
from delegate_app.store import clubs
from delegate_app.store.chess import acta as matchday
from delegate_app.store.domino.acta_view import encounter_view
from delegate_app.store.errors import StoreError
from delegate_app.store.integrity import verify_database
from delegate_app.store.models import (
    ActaSnapshot,
    Club,
    Competition,
    Lineup,
    LineupEntry,
    LockEvent,
    Match,
    MatchDay,
    Player,
    Round,
)
from delegate_app.store.snapshots import reading_db
from tests.helpers.pdf import raw_text


def _locked(db, sport: str) -> list[int]:
    with db.session() as s:
        return [
            m.match_id
            for m in s.exec(select(MatchDay).where(MatchDay.locked_at != None))  # noqa: E711
            if s.get(
                Competition, s.get(Round, s.get(Match, m.match_id).round_id).competition_id
            ).sport
            == sport
        ]


def _lineup_players(db, match_id: int) -> list[Player]:
    with db.session() as s:
        return list(
            s.exec(
                select(Player)
                .join(LineupEntry, LineupEntry.player_id == Player.id)
                .join(Lineup, Lineup.id == LineupEntry.lineup_id)
                .where(Lineup.match_id == match_id)
                .order_by(LineupEntry.board)
            )
        )


def _record(player: Player, **changes) -> PlayerRecord:
    fields = {
        "first_name": player.first_name,
        "last_name": player.last_name,
        "licence": player.licence,
        "dni": player.dni,
        "birth_date": player.birth_date,
        "elo_canario": player.elo_canario,
        "fide_rating": player.fide_rating,
        "incorporated_on": player.incorporated_on,
        "active": player.active,
    }
    fields.update(changes)
    return PlayerRecord(**fields)


def _exported_and_verified(db, match_id, tmp_path) -> str:
    result = acta_package.export_acta(db, match_id, tmp_path / f"acta-{match_id}.pdf")
    pdf = result.pdf_path.read_bytes()
    report = verify_acta(pdf)
    assert report.fatal is None
    assert [c.name for c in report.checks if not c.ok] == []
    return raw_text(pdf)


def test_renaming_a_player_after_the_lock_changes_no_locked_acta(demo_db, tmp_path):
    match_id = _locked(demo_db, "ajedrez")[0]
    player = _lineup_players(demo_db, match_id)[0]
    before = matchday.acta_view(demo_db, match_id)
    clubs.update_player(demo_db, player.id, _record(player, first_name="Renombrado"))

    after = matchday.acta_view(demo_db, match_id)
    assert after.lines == before.lines and after.content_hash == before.content_hash
    assert verify_database(demo_db) == []  # the app's own edit is no tampering
    text = _exported_and_verified(demo_db, match_id, tmp_path)
    assert player.first_name in text and "Renombrado" not in text


def test_reordering_the_list_after_the_lock_keeps_the_acta_legal(demo_db, tmp_path):
    match_id = _locked(demo_db, "ajedrez")[0]
    player = _lineup_players(demo_db, match_id)[0]
    with demo_db.session() as s:
        ids = [
            p.id
            for p in s.exec(
                select(Player).where(Player.club_id == player.club_id).order_by(Player.list_number)
            )
        ]
    before = matchday.acta_view(demo_db, match_id)
    clubs.reorder_players(demo_db, player.club_id, list(reversed(ids)))

    assert matchday.acta_view(demo_db, match_id).lines == before.lines
    assert verify_database(demo_db) == []
    # CH-18.2 is checked on the export against the list numbers it was locked with.
    _exported_and_verified(demo_db, match_id, tmp_path)


def test_every_locked_acta_survives_edits_to_all_club_data(demo_db, tmp_path):
    chess, domino = _locked(demo_db, "ajedrez"), _locked(demo_db, "domino")
    assert chess and domino
    views = {m: matchday.acta_view(demo_db, m) for m in chess}
    views |= {m: encounter_view(demo_db, m) for m in domino}
    con = sqlite3.connect(demo_db.path)
    with con:
        # Through plain SQL, as far as the triggers allow: what the app itself may change.
        con.execute("UPDATE player SET first_name = 'X' || id, licence = 'L' || id, "
                    "elo_canario = 1000 + id, list_number = list_number + 1000")  # fmt: skip
        con.execute("UPDATE club SET name = 'ClubFalso ' || id")
        con.execute("UPDATE team SET name = 'Equipo ' || id")
        con.execute("UPDATE competition SET name = 'Otra', category = 'Otra'")
    con.close()
    for match_id, view in views.items():
        again = (matchday.acta_view if match_id in chess else encounter_view)(demo_db, match_id)
        assert again.home_club == view.home_club and again.competition == view.competition
        assert again.content_hash == view.content_hash
    assert verify_database(demo_db) == []
    text = _exported_and_verified(demo_db, chess[0], tmp_path)
    assert "ClubFalso" not in text and "Otra" not in text and "X1" not in text


def _tamper(path, *statements):
    from delegate_app.store.integrity import LOCK_TRIGGERS

    con = sqlite3.connect(path)
    for name in LOCK_TRIGGERS:
        con.execute(f"DROP TRIGGER IF EXISTS {name}")
    for statement in statements:
        con.execute(statement)
    con.commit()
    con.close()


def _acta_problems(db) -> list[str]:
    return [p.message for p in verify_database(db) if p.kind == "acta"]


def test_a_snapshot_edited_with_sqlite3_is_caught(demo_db):
    match_id = _locked(demo_db, "ajedrez")[0]
    with demo_db.session() as s:
        snapshot = s.get(ActaSnapshot, match_id)
        document = json.loads(snapshot.content_json)
    for row in document["tablas"]["player"]:
        row["first_name"] = "Falso"
    forged = json.dumps(document, ensure_ascii=False).replace("'", "''")
    _tamper(demo_db.path, f"UPDATE actasnapshot SET content_json = '{forged}' "
                          f"WHERE match_id = {match_id}")  # fmt: skip
    [problem] = _acta_problems(demo_db)
    assert "no coincide con su huella" in problem
    with pytest.raises(StoreError, match="no coincide con el que se firmó"):
        reading_db(demo_db, match_id)
    with pytest.raises(acta_pdf.ActaPdfError, match="no coincide con el que se firmó"):
        acta_pdf.build_acta_pdf(demo_db, match_id)


def test_a_snapshot_rewritten_with_its_hash_recomputed_is_caught_by_the_lock_log(demo_db):
    from delegate_app.domain.acta_hash import canonical_json, content_hash

    match_id = _locked(demo_db, "ajedrez")[0]
    with demo_db.session() as s:
        document = json.loads(s.get(ActaSnapshot, match_id).content_json)
    # Only what the acta prints beside the signed content (licences, list numbers): the
    # content hash the signatures bind still matches, the lock log's entry does not.
    for row in document["tablas"]["player"]:
        row["licence"], row["list_number"] = "FALSA", row["list_number"] + 500
    text = canonical_json(document).decode().replace("'", "''")
    _tamper(demo_db.path, f"UPDATE actasnapshot SET content_json = '{text}', content_hash = "
                          f"'{content_hash(document)}' WHERE match_id = {match_id}")  # fmt: skip
    problems = _acta_problems(demo_db)
    assert any("no es el que anotó el registro de cierres" in p for p in problems)


@pytest.mark.parametrize(
    ("statement", "expected"),
    [
        ("UPDATE matchday SET locked_at = NULL WHERE match_id = {m}", "ahora figura abierta"),
        ("DELETE FROM matchday WHERE match_id = {m}", "el acta cerrada se ha borrado"),
        ("DELETE FROM actasnapshot WHERE match_id = {m}", "no tiene guardado su contenido"),
        ("DELETE FROM lockevent WHERE match_id = {m}", "registro de cierres"),
    ],
)
def test_reopening_or_deleting_a_locked_acta_is_caught(demo_db, statement, expected):
    match_id = _locked(demo_db, "ajedrez")[0]
    _tamper(demo_db.path, statement.format(m=match_id))
    problems = [p.message for p in verify_database(demo_db)]
    assert any(expected in p for p in problems), problems


def test_the_triggers_guard_snapshots_the_lock_log_and_the_lock(demo_db):
    match_id = _locked(demo_db, "ajedrez")[0]
    con = sqlite3.connect(demo_db.path)
    for statement in (
        f"UPDATE actasnapshot SET content_hash = 'x' WHERE match_id = {match_id}",
        f"DELETE FROM actasnapshot WHERE match_id = {match_id}",
        f"DELETE FROM lockevent WHERE match_id = {match_id}",
        f"UPDATE matchday SET locked_at = NULL WHERE match_id = {match_id}",
        f"DELETE FROM matchday WHERE match_id = {match_id}",
    ):
        with pytest.raises(sqlite3.IntegrityError):
            con.execute(statement)
    con.close()
    with demo_db.session() as s:
        assert s.exec(select(LockEvent).where(LockEvent.match_id == match_id)).first()
        assert s.exec(select(Club)).first()


def _printed(db, match_id: int, chess: bool) -> str:
    """What the views of an acta show, but its annexes (SQLModel rows, read live)."""
    import dataclasses

    view = (matchday.acta_view if chess else encounter_view)(db, match_id)
    fields = {f.name: getattr(view, f.name) for f in dataclasses.fields(view)}
    fields.pop("annexes")
    return repr(fields)


def test_the_migration_snapshots_the_actas_locked_before_it(demo_db, tmp_path):
    """A database of schema 0006 with locked actas (the demo's, with 0008's additions taken
    away): upgrading gives each its snapshot, the same the lock itself would have taken, and a
    lock log that verifies."""
    import importlib

    from delegate_app.store.database import open_database

    migration = importlib.import_module(
        "delegate_app.store.migrations.versions.0008_one_writer_snapshots"
    )
    with demo_db.session() as s:
        taken = {r.match_id: r.content_hash for r in s.exec(select(ActaSnapshot))}
    chess = set(_locked(demo_db, "ajedrez"))
    # Downgrading to 0006 drops the columns later migrations added, with their values: actas
    # whose content held such values really change, so they are left out of the comparison.
    con = sqlite3.connect(demo_db.path)
    lost = {
        m
        for (m,) in con.execute(
            "SELECT match_id FROM dominoevent WHERE permitted_by != '' OR captains != '' "
            "OR decision != '' OR reference != '' OR decided_on IS NOT NULL "
            "UNION SELECT match_id FROM matchday WHERE lineup_delivery_json != '{}'"
        )
    }
    con.close()
    kept = set(taken) - lost
    printed = {m: _printed(demo_db, m, m in chess) for m in kept}
    demo_db.close()
    path = demo_db.path
    # Back to schema 0006 with Alembic's own downgrades: the locked actas stay, what 0008
    # added (snapshots, lock log, heads, triggers, the list-number index) goes.
    from alembic import command

    from delegate_app.store.database import _create_engine
    from delegate_app.store.migrations.runner import alembic_config

    engine = _create_engine(path)
    command.downgrade(alembic_config(engine), "0006")
    engine.dispose()
    con = sqlite3.connect(path)
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    con.close()
    assert "actasnapshot" not in tables and "lockevent" not in tables
    assert migration.LIST_NUMBER_INDEX

    db = open_database(path)
    try:
        with db.session() as s:
            again = {r.match_id: r.content_hash for r in s.exec(select(ActaSnapshot))}
            events = s.exec(select(LockEvent)).all()
        # Taken at 0008, before later migrations added columns: other bytes, same acta.
        assert set(again) == set(taken) and len(kept) >= 14  # the 14 chess actas at least
        assert {m: _printed(db, m, m in chess) for m in kept} == printed
        assert {e.match_id for e in events if e.event == "cierre"} == set(taken)
        assert [p.message for p in verify_database(db) if p.match_id not in lost] == []
        text = _exported_and_verified(db, _locked(db, "ajedrez")[0], tmp_path)
        assert "FEDERACI" in text
    finally:
        db.close()


def test_every_export_carries_the_head_of_the_lock_log(demo_db, tmp_path):
    from delegate_app.store.lock_log import head

    chess, domino = _locked(demo_db, "ajedrez"), _locked(demo_db, "domino")
    with demo_db.session() as s:
        now = head(s)
        assert now.entries >= len(chess) + len(domino)
    from delegate_app.documents.domino.acta_pdf import domino_acta_json

    expected = {"entradas": now.entries, "huella": now.chain_hash}
    result = acta_package.export_acta(demo_db, chess[0], tmp_path / "acta.pdf")
    assert json.loads(result.json_path.read_text(encoding="utf-8"))["registro_de_cierres"] == (
        expected
    )
    assert json.loads(domino_acta_json(demo_db, domino[0]))["registro_de_cierres"] == expected
    # ... and every page's footer says it too, for whoever holds only the paper or the PDF.
    printed = f"{now.entries} entradas, huella {now.chain_hash[:16]} (completa en acta.json)."
    for match_id in (chess[0], domino[0]):
        assert printed in raw_text(acta_package.build_pdf(demo_db, match_id)), match_id


def test_a_snapshot_is_stored_as_canonical_json_with_its_hash(demo_db):
    from delegate_app.domain.acta_hash import canonical_json, content_hash

    with demo_db.session() as s:
        rows = s.exec(select(ActaSnapshot)).all()
    assert len(rows) >= 20
    for row in rows:
        document = json.loads(row.content_json)
        assert canonical_json(document).decode("utf-8") == row.content_json
        assert content_hash(document) == row.content_hash
