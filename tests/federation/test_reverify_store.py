"""Filing a new verdict on a stored file (store/federation/reverify.py), on SQLite and on
PostgreSQL: duplicates and conflicts of the match found again when a file becomes a version of
it or stops being one, the history kept, once per registry, never for a settled file."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select

from delegate_app.domain.federation.records import IntakeStatus
from delegate_app.store.federation import queries
from delegate_app.store.federation.inbox import file_verdict
from delegate_app.store.federation.models import FedReceivedFile
from delegate_app.store.federation.reverify import (
    ReverifyKind,
    file_reverification,
    history,
    pending_files,
)
from tests.federation.verdicts import variant, verdict_from

ACCEPTED, INCOMPLETE, REJECTED = IntakeStatus
T0 = datetime(2027, 2, 8, 9, 30, tzinfo=UTC)
R11 = {"registry_version": 11, "registry_sha256": "b" * 64}
R12 = {"registry_version": 12, "registry_sha256": "c" * 64}


@pytest.fixture
def chess(exported_actas):
    document = exported_actas["ajedrez"]
    return document.pdf, document.data


def _file(db, pdf, data, name, status, reason="", at=T0):
    verdict = verdict_from(
        pdf, data, sport="ajedrez", file_name=name, status=status, reason=reason or name
    )
    return verdict, file_verdict(db, verdict, at)


def _again(db, verdict, outcome, status, registry=R11, reason="de nuevo"):
    new = replace(verdict, status=status, reason=reason)
    return file_reverification(
        db, outcome.file_id, new, checked_at=T0 + timedelta(days=9), **registry
    )


def _duplicate_of(db, file_id):
    with db.engine.connect() as c:
        return c.execute(
            select(FedReceivedFile.duplicate_of_id).where(FedReceivedFile.id == file_id)
        ).scalar_one()


def test_a_rejected_copy_accepted_now_is_a_duplicate_of_the_accepted_acta(federation_db, chess):
    pdf, data = chess
    _, first = _file(federation_db, pdf, data, "local.pdf", ACCEPTED)
    copy, stored = _file(
        federation_db,
        pdf + b"\n%visitante\n",
        data,
        "visitante.pdf",
        REJECTED,
        reason="el club «X» no está en el registro federativo",
    )
    assert stored.match_id is None  # a rejected file is no version of the match

    outcome = _again(federation_db, copy, stored, ACCEPTED)

    assert outcome.kind is ReverifyKind.CHANGED and outcome.newly_accepted
    assert outcome.duplicate_of == "local.pdf" and not outcome.conflicts_with
    assert outcome.match_id == first.match_id and outcome.received_at == T0
    assert _duplicate_of(federation_db, stored.file_id) == first.file_id
    assert queries.list_conflicts(federation_db) == []
    [row] = history(federation_db)
    assert (row.old_status, row.new_status) == (REJECTED, ACCEPTED)
    assert row.old_reason == "el club «X» no está en el registro federativo"
    assert row.new_reason == "de nuevo" and row.registry_version == 11


def test_another_content_accepted_now_is_a_conflict_shown_side_by_side(federation_db, chess):
    pdf, data = chess
    _, _first = _file(federation_db, pdf, data, "primera.pdf", ACCEPTED)
    pdf2, data2 = variant(pdf, data, version=1)
    other, stored = _file(federation_db, pdf2, data2, "segunda.pdf", REJECTED)

    outcome = _again(federation_db, other, stored, ACCEPTED)

    assert outcome.conflicts_with == ("primera.pdf",) and outcome.duplicate_of is None
    [conflict] = queries.list_conflicts(federation_db)
    assert (conflict.first.file_name, conflict.second.file_name) == ("primera.pdf", "segunda.pdf")
    [competition] = queries.list_competitions(federation_db)
    assert competition.conflicts == 1


def test_a_version_that_stops_being_one_hands_its_place_to_the_next_copy(federation_db, chess):
    pdf, data = chess
    original, first = _file(federation_db, pdf, data, "a.pdf", INCOMPLETE)
    _, copy = _file(federation_db, pdf + b"\n%b\n", data, "b.pdf", ACCEPTED)
    _, copy2 = _file(federation_db, pdf + b"\n%c\n", data, "c.pdf", INCOMPLETE)
    pdf2, data2 = variant(pdf, data, version=1)
    _, _other = _file(federation_db, pdf2, data2, "otra.pdf", ACCEPTED)
    assert _duplicate_of(federation_db, copy.file_id) == first.file_id
    [before] = queries.list_conflicts(federation_db)
    assert {before.first.file_name, before.second.file_name} == {"a.pdf", "otra.pdf"}

    # the registry withdrew the trust of a.pdf's signer: it is rejected now
    outcome = _again(federation_db, original, first, REJECTED, reason="certificado revocado")

    assert outcome.kind is ReverifyKind.CHANGED and outcome.match_id is None
    assert _duplicate_of(federation_db, first.file_id) is None
    assert _duplicate_of(federation_db, copy.file_id) is None  # b.pdf is the original now
    assert _duplicate_of(federation_db, copy2.file_id) == copy.file_id
    [after] = queries.list_conflicts(federation_db)
    assert {after.first.file_name, after.second.file_name} == {"b.pdf", "otra.pdf"}
    rejected = queries.list_received(federation_db, status=REJECTED)
    assert [r.file_name for r in rejected] == ["a.pdf"]


def test_a_content_that_leaves_with_no_copy_takes_its_conflicts_along(federation_db, chess):
    pdf, data = chess
    original, first = _file(federation_db, pdf, data, "a.pdf", INCOMPLETE)
    pdf2, data2 = variant(pdf, data, version=1)
    _file(federation_db, pdf2, data2, "otra.pdf", ACCEPTED)
    assert len(queries.list_conflicts(federation_db)) == 1
    _again(federation_db, original, first, REJECTED)
    assert queries.list_conflicts(federation_db) == []


def test_once_per_registry_and_never_for_a_settled_file(federation_db, chess):
    pdf, data = chess
    verdict, stored = _file(federation_db, pdf, data, "a.pdf", REJECTED)
    same = _again(federation_db, verdict, stored, REJECTED, reason="sigue sin registro")
    assert same.kind is ReverifyKind.SAME
    twice = _again(federation_db, verdict, stored, ACCEPTED)  # the same registry again
    assert twice.kind is ReverifyKind.ALREADY and twice.new_status is REJECTED
    assert [p.reason for p in pending_files(federation_db)] == ["sigue sin registro"]
    accepted = _again(federation_db, verdict, stored, ACCEPTED, registry=R12)
    assert accepted.newly_accepted
    settled = _again(
        federation_db, verdict, stored, REJECTED, registry={**R12, "registry_sha256": "d" * 64}
    )
    assert settled.kind is ReverifyKind.SETTLED and settled.new_status is ACCEPTED
    assert [(h.old_status, h.new_status) for h in history(federation_db)] == [
        (REJECTED, REJECTED),
        (REJECTED, ACCEPTED),
    ]
    assert pending_files(federation_db) == []


def test_a_superseded_file_is_pending_again_when_its_superseder_stops_being_a_version(
    federation_db, chess
):
    """Home-only a.pdf, then b.pdf (a.pdf's bytes whole, one signature more, still missing the
    arbiter's): a.pdf is superseded and not pending. A newer registry rejects b.pdf: the
    version with more signatures is gone, so a.pdf is pending again."""
    pdf, data = chess
    home = replace(
        verdict_from(pdf, data, sport="ajedrez", file_name="a.pdf", status=INCOMPLETE),
        signed_roles=("delegado_local",),
    )
    file_verdict(federation_db, home, T0)
    both = replace(
        verdict_from(pdf + b"\n%b\n", data, sport="ajedrez", file_name="b.pdf", status=INCOMPLETE),
        signed_roles=("delegado_local", "delegado_visitante"),
    )
    outcome = file_verdict(federation_db, both, T0 + timedelta(hours=1))
    assert outcome.completes == "a.pdf"
    assert [p.file_name for p in pending_files(federation_db)] == ["b.pdf"]

    _again(federation_db, both, outcome, REJECTED, reason="certificado revocado")

    assert [p.file_name for p in pending_files(federation_db)] == ["a.pdf", "b.pdf"]
    rows = {r.file_name: r for r in queries.list_received(federation_db)}
    assert rows["a.pdf"].superseded_by_id is None and rows["a.pdf"].state == "incompleta"
