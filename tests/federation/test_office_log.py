"""Who did what: every office action leaves one row in fed_office_log (clerk and time), rows
can never be changed or removed, the window shows them per match, and on PostgreSQL the two
roles of docs/federacion/postgresql.md do what they say and nothing more."""

from __future__ import annotations

import getpass
import re
from datetime import UTC, date, datetime
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest
import sqlalchemy as sa

from delegate_app.domain.federation.official_standings import CommitteeDecision, DecisionKind
from delegate_app.domain.federation.records import MatchKey
from delegate_app.store.federation.committee import record_decision
from delegate_app.store.federation.database import open_federation_db
from delegate_app.store.federation.inbox import file_verdict
from delegate_app.store.federation.office_log import Action, entries
from delegate_app.store.federation.official import competitions
from delegate_app.store.federation.settings import set_mail_servers
from tests.helpers.federation_results import chess_acta, verdict

DOC = Path(__file__).resolve().parents[2] / "docs" / "federacion" / "postgresql.md"
SEASON, COMP = "2026-2027", "Preferente"
KEY = MatchKey(SEASON, COMP, 1, "Caballo A", "Alfil A")
AT = datetime(2026, 10, 5, 9, tzinfo=UTC)


def _file_one(db, name="r1.pdf"):
    return file_verdict(db, verdict(chess_acta(KEY), name=name), AT)


def test_the_log_refuses_every_change_and_removal(federation_db, federation_db_url):
    """The attack: a clerk (or anyone with the database) rewriting who did what."""
    _file_one(federation_db)
    for sql in (
        "UPDATE fed_office_log SET clerk = 'otra persona'",
        "DELETE FROM fed_office_log",
    ):
        with (
            pytest.raises(sa.exc.DBAPIError, match="solo admite añadir"),
            federation_db.engine.begin() as c,
        ):
            c.execute(sa.text(sql))
    if not federation_db_url.startswith("postgresql"):
        return
    with (
        pytest.raises(sa.exc.DBAPIError, match="solo admite añadir"),
        federation_db.engine.begin() as c,
    ):
        c.execute(sa.text("TRUNCATE fed_office_log"))
    assert [e.clerk for e in entries(federation_db)]  # still there


def test_every_action_records_the_clerk_and_the_time(federation_db, monkeypatch, tmp_path):
    from delegate_app.documents.federation.office import publish_site

    monkeypatch.setenv("DELEGADO_OFICINISTA", "  Ana   Pérez  ")
    before = datetime.now(UTC)
    first = _file_one(federation_db)
    again = _file_one(federation_db)  # the same file again: recorded, nothing changes
    (competition,) = competitions(federation_db)
    record_decision(
        federation_db,
        competition.id,
        CommitteeDecision(
            season=SEASON,
            competition=COMP,
            reference="CC 1/2026",
            decided_on=date(2026, 10, 9),
            kind=DecisionKind.RESULT,
            match=KEY,
            result="0-1 0-1 0-1 0-1",
        ),
    )
    set_mail_servers(federation_db, ["correo.federacion.example"])
    monkeypatch.delenv("DELEGADO_OFICINISTA")
    publish_site(federation_db, tmp_path / "web")
    log = entries(federation_db)
    assert [e.action for e in log] == [
        Action.INTAKE,
        Action.INTAKE,
        Action.DECISION,
        Action.SETTING,
        Action.PUBLICATION,
    ]
    assert {e.clerk for e in log[:4]} == {"Ana Pérez"}
    assert log[4].clerk == getpass.getuser()  # no clerk configured: the system's user
    assert all(before <= e.at <= datetime.now(UTC) for e in log)
    assert log[0].file_id == log[1].file_id == first.file_id == again.file_id
    assert log[0].match_id == first.match_id and log[2].match_id == first.match_id
    assert "aceptada" in log[0].detail and "ya recibida" in log[1].detail
    assert "CC 1/2026" in log[2].detail
    # what the window shows for the match: every action on its file and on the match
    per_match = entries(federation_db, file_ids=(first.file_id,), match_id=first.match_id)
    assert [e.action for e in per_match] == [Action.INTAKE, Action.INTAKE, Action.DECISION]


def test_a_new_registry_is_recorded_once(federation_db, monkeypatch):
    from delegate_app.store.federation.office_log import note_registry

    class Registry:
        version = 7
        signed_bytes = b"registro firmado 7"

    note_registry(federation_db, Registry())
    note_registry(federation_db, Registry())  # the same again: nothing new
    Registry.version, Registry.signed_bytes = 8, b"registro firmado 8"
    note_registry(federation_db, Registry())
    log = [e.detail for e in entries(federation_db) if e.action == Action.REGISTRY]
    assert [d.split(",")[0] for d in log] == ["versión 7", "versión 8"]


def test_the_window_shows_who_did_what_for_the_selected_match(qtbot, tmp_path, monkeypatch):
    from delegate_app.ui.federation.window import FederationWindow

    monkeypatch.setenv("DELEGADO_OFICINISTA", "Luis <b>Díaz</b>")
    db = open_federation_db(str(tmp_path / "f.sqlite3"), create=True)
    try:
        _file_one(db)

        class Registry:
            def describe(self):
                return "registro de prueba"

        window = FederationWindow(db, Registry(), workers=0)
        qtbot.addWidget(window)
        window.receivedTable.selectRow(0)
        text = window.received.detailLabel.text()
        assert "Quién hizo qué" in text and "recepción: r1.pdf: aceptada" in text
        assert "Luis &lt;b&gt;Díaz&lt;/b&gt;" in text  # a name is text, never markup
    finally:
        db.close()


# --------------------------------------------------------------------------- PostgreSQL roles


def _as(url: str, user: str) -> str:
    parts = urlsplit(url)
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{user}@{host}"))


def _doc_sql() -> list[str]:
    (block,) = re.findall(r"^```sql\n(.*?)^```", DOC.read_text(encoding="utf-8"), re.S | re.M)
    return [line for line in block.splitlines() if line.strip()]


def test_the_documented_roles_on_postgresql(postgres_url, tmp_path):
    import psycopg

    from delegate_app.documents.federation.office import publish_site
    from delegate_app.store.errors import StoreError
    from delegate_app.store.federation.official import official_tables

    owner = open_federation_db(postgres_url, create=True)  # the owner creates and migrates
    try:
        _file_one(owner, "primera.pdf")
        official_tables(owner)  # the results read once, as the standings do
    finally:
        owner.close()
    with psycopg.connect(postgres_url, autocommit=True) as con:
        for statement in _doc_sql():
            con.execute(statement)

    clerk = open_federation_db(_as(postgres_url, "delegado_oficinista"), create=False)
    try:
        second = file_verdict(
            clerk,
            verdict(chess_acta(MatchKey(SEASON, COMP, 2, "Alfil A", "Caballo A")), name="r2.pdf"),
            AT,
        )
        assert second.is_new
        (competition,) = competitions(clerk)
        decided = record_decision(
            clerk,
            competition.id,
            CommitteeDecision(
                season=SEASON, competition=COMP, reference="CC 2/2026",
                decided_on=date(2026, 10, 9), kind=DecisionKind.RESULT, match=KEY,
                result="0-1 0-1 0-1 0-1",
            ),
        )  # fmt: skip
        assert decided.new
        for sql in ("UPDATE fed_office_log SET clerk = 'x'", "DELETE FROM fed_office_log"):
            with (
                pytest.raises(sa.exc.DBAPIError, match=r"permission denied|permiso denegado"),
                clerk.engine.begin() as c,
            ):
                c.execute(sa.text(sql))
        with (
            pytest.raises(sa.exc.DBAPIError, match=r"owner|dueño|must be"),
            clerk.engine.begin() as c,
        ):
            c.execute(sa.text("DROP TRIGGER fed_office_log_append_only ON fed_office_log"))
    finally:
        clerk.close()

    public = open_federation_db(_as(postgres_url, "delegado_publicacion"), create=False)
    try:
        official_tables(public)  # reading is allowed
        counts = publish_site(public, tmp_path / "web").counts
        assert counts["actas"] >= 1 and (tmp_path / "web" / "index.html").is_file()
        with pytest.raises((sa.exc.DBAPIError, StoreError)):
            file_verdict(
                public,
                verdict(
                    chess_acta(MatchKey(SEASON, COMP, 3, "Caballo A", "Alfil A")), name="r3.pdf"
                ),
                AT,
            )
        with (
            pytest.raises(sa.exc.DBAPIError, match=r"permission denied|permiso denegado"),
            public.engine.begin() as c,
        ):
            c.execute(sa.text("UPDATE fed_received_file SET status = 'aceptada'"))
        log = entries(public)
    finally:
        public.close()
    actions = [e.action for e in log]
    assert actions.count(Action.INTAKE) == 2 and actions[-1] == Action.PUBLICATION
    assert Action.DECISION in actions
