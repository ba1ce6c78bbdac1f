"""Issue 23: one read of an acta for every document. Exporting an acta of either sport opens one
session of the club's file (and, once the acta is locked, one of its snapshot), runs the tamper
check once, reads the sport once and computes the acta's content once; before, a chess export
opened twelve sessions of the file and four of the snapshot and ran the check four times, and
the one read still computed the content twice (once for the view's hash, once for acta.json)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from delegate_app.documents import acta_package
from delegate_app.store import acta, acta_reading, match_header, snapshots
from delegate_app.store.database import Database
from delegate_app.store.snapshots import SnapshotDatabase
from tests.helpers.actas import locked_match, open_match


@pytest.fixture
def counts(monkeypatch) -> Counter:
    """Sessions opened (of the file, of a snapshot), tamper checks run and headers read."""
    seen: Counter = Counter()
    real_session = Database.session

    def session(self):
        seen["snapshot session" if isinstance(self, SnapshotDatabase) else "file session"] += 1
        return real_session(self)

    monkeypatch.setattr(Database, "session", session)

    def counted(module, name: str, key: str) -> None:
        real = getattr(module, name)

        def wrapper(*args, **kwargs):
            seen[key] += 1
            return real(*args, **kwargs)

        monkeypatch.setattr(module, name, wrapper)

    # The tamper check is two halves, each run once per check: the snapshot against its own
    # hash, and the guarded rows against the snapshot.
    counted(snapshots, "snapshot_problem", "snapshot hash checked")
    counted(snapshots, "changed_tables", "guarded rows checked")
    counted(acta_reading, "header_in", "sport read")
    counted(match_header, "header_in", "sport read")
    # The acta's content, what is hashed and signed: acta.json carries it, and the view's
    # signatures are judged against its hash; read once, both take it from there.
    counted(acta, "acta_content", "content read")
    return seen


@pytest.mark.parametrize("sport", ["ajedrez", "domino"])
def test_exporting_a_locked_acta_reads_it_once(demo_db, tmp_path, counts, sport):
    match_id = locked_match(demo_db, sport)
    counts.clear()
    result = acta_package.export_acta(demo_db, match_id, tmp_path)
    assert dict(counts) == {
        "file session": 1,
        "snapshot session": 1,
        "snapshot hash checked": 1,
        "guarded rows checked": 1,
        "sport read": 1,
        "content read": 1,
    }
    data = json.loads(result.json_path.read_bytes())
    assert data["contenido"]["encuentro"]["id"] == match_id and data["cerrada"]


def test_exporting_an_open_acta_opens_one_session_and_no_snapshot(demo_db, tmp_path, counts):
    match_id = open_match(demo_db)
    counts.clear()
    result = acta_package.export_acta(demo_db, match_id, tmp_path)
    assert dict(counts) == {"file session": 1, "sport read": 1, "content read": 1}
    assert not json.loads(result.json_path.read_bytes())["cerrada"]


@pytest.mark.parametrize("sport", ["ajedrez", "domino"])
def test_the_one_read_gives_the_sports_own_document(demo_db, sport):
    """The sport's table picks the document: the same bytes as the sport's own builder."""
    from delegate_app.documents.chess.acta_pdf import acta_document
    from delegate_app.documents.domino.acta_pdf import domino_acta_document

    own = {"ajedrez": acta_document, "domino": domino_acta_document}[sport]
    match_id = locked_match(demo_db, sport)
    read = acta_package.read_for_export(demo_db, match_id)
    assert read.sport == sport and read.match_id == match_id
    built = acta_package.document_for(read)
    direct = own(demo_db, match_id)
    assert (built.pdf, built.attachment) == (direct.pdf, direct.attachment)


def test_an_unknown_match_is_one_clear_refusal(demo_db, tmp_path, counts):
    out = tmp_path / "actas"
    out.mkdir()
    with pytest.raises(acta_package.ExportError, match="No existe el encuentro 99999"):
        acta_package.export_acta(demo_db, 99999, out)
    assert counts["file session"] == 1 and list(out.iterdir()) == []


def test_every_sport_the_store_reads_has_its_documents_and_its_acta_json_label():
    """The floors' tables name the same sports: an acta the store reads has a document builder,
    verify's checks and a format label that verify maps back to it."""
    from delegate_app.documents.acta_schema import FORMAT_SPORTS
    from delegate_app.documents.acta_sports import SPORT_DOCUMENTS

    assert acta.sports_read() == set(SPORT_DOCUMENTS) == set(FORMAT_SPORTS.values())
    assert len(FORMAT_SPORTS) == len(SPORT_DOCUMENTS)
