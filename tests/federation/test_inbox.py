"""Filing verdicts of real exported actas, on SQLite and on PostgreSQL: idempotent by file,
duplicates and conflicts of a match, the queries and the receipts."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest
from sqlalchemy import func, select

from delegate_app.domain.federation.records import IntakeStatus
from delegate_app.store.errors import StoreError
from delegate_app.store.federation import queries
from delegate_app.store.federation.inbox import (
    FilingKind,
    competition_id_for,
    file_verdict,
    receipt_for,
    record_receipt,
)
from delegate_app.store.federation.models import FedCompetition, FedConflict, FedReceivedFile
from tests.federation.verdicts import plain_rejected, variant, verdict_from

T0 = datetime(2027, 2, 8, 9, 30, tzinfo=UTC)


@pytest.fixture
def chess(exported_actas):
    document = exported_actas["ajedrez"]
    return document.pdf, document.data


def _count(db, model) -> int:
    with db.engine.connect() as c:
        return int(c.execute(select(func.count()).select_from(model)).scalar_one())


def test_a_filed_acta_is_stored_with_everything_the_verdict_said(federation_db, chess):
    pdf, data = chess
    verdict = verdict_from(pdf, data, sport="ajedrez", file_name="correo 1 › acta.pdf")
    mail_time = datetime(2027, 2, 8, 9, 0, tzinfo=timezone(timedelta(hours=1)))
    verdict = type(verdict)(**{**verdict.__dict__, "mail_received_at": mail_time})

    outcome = file_verdict(federation_db, verdict, T0)

    assert outcome.kind is FilingKind.NEW and outcome.is_new
    assert outcome.status is IntakeStatus.ACCEPTED
    assert not outcome.is_duplicate and not outcome.is_conflict
    assert outcome.message().startswith("correo 1 › acta.pdf: aceptada · ")
    encounter = data["contenido"]["encuentro"]
    assert outcome.competition_id == competition_id_for(
        "ajedrez", encounter["temporada"], encounter["competicion"]
    )
    [row] = queries.list_received(federation_db)
    assert row.file_sha256 == verdict.file_sha256
    assert row.match == verdict.match
    assert (row.home_club, row.away_club) == (data["club_local"], data["club_visitante"])
    assert row.content_hash == data["hash_contenido"]
    assert row.signed_roles == verdict.signed_roles and row.signed_roles
    assert row.received_at == T0
    assert row.mail_received_at == datetime(2027, 2, 8, 8, 0, tzinfo=UTC)
    assert queries.received_pdf(federation_db, row.id) == pdf
    assert queries.received_acta_json(federation_db, row.id) == verdict.acta_json
    [accepted] = queries.accepted_actas(federation_db)
    assert accepted.acta_json == verdict.acta_json and not accepted.conflicted
    assert accepted.match == verdict.match and accepted.sport == "ajedrez"
    [result] = queries.accepted_results(federation_db)
    assert (result.match_id, result.file_id) == (accepted.match_id, accepted.file_id)
    assert result.result == {
        "tableros": [board["resultado"] for board in data["contenido"]["tableros"]],
        "marcador": data["marcador"],
    }


def test_the_same_file_again_changes_nothing_and_keeps_the_first_time(federation_db, chess):
    verdict = verdict_from(*chess, sport="ajedrez", file_name="acta.pdf")
    first = file_verdict(federation_db, verdict, T0)
    again = file_verdict(federation_db, verdict, T0 + timedelta(days=2))
    renamed = type(verdict)(**{**verdict.__dict__, "file_name": "reenviada.pdf"})
    third = file_verdict(federation_db, renamed, T0 + timedelta(days=3))

    assert first.is_new
    for later in (again, third):
        assert later.kind is FilingKind.ALREADY_RECEIVED
        assert later.file_id == first.file_id and later.received_at == T0
        assert "ya recibida el 08/02/2027 09:30 UTC (aceptada)" in later.message()
        assert later.competition_id == first.competition_id
    assert _count(federation_db, FedReceivedFile) == 1
    assert [r.file_name for r in queries.list_received(federation_db)] == ["acta.pdf"]


def test_a_second_file_with_the_same_content_is_a_duplicate(federation_db, chess):
    pdf, data = chess
    accepted = verdict_from(pdf, data, sport="ajedrez", file_name="de-local.pdf")
    # the away club sends its own export of the same acta: other bytes, the same content
    other_pdf = pdf + b"\n%exportada por el visitante\n"
    incomplete = verdict_from(
        other_pdf,
        data,
        sport="ajedrez",
        file_name="de-visitante.pdf",
        status=IntakeStatus.INCOMPLETE,
        reason="falta la firma del delegado visitante",
    )
    file_verdict(federation_db, accepted, T0)
    outcome = file_verdict(federation_db, incomplete, T0 + timedelta(hours=1))

    assert outcome.is_new and outcome.is_duplicate and not outcome.is_conflict
    assert outcome.duplicate_of == "de-local.pdf"
    assert "duplicada: el mismo contenido que «de-local.pdf»" in outcome.message()
    rows = queries.list_received(federation_db)
    assert [r.duplicate_of_id for r in rows] == [None, rows[0].id]
    assert queries.list_conflicts(federation_db) == []
    [competition] = queries.list_competitions(federation_db)
    assert (competition.matches, competition.accepted, competition.conflicts) == (1, 1, 0)


def test_two_different_contents_of_one_match_are_a_conflict_shown_side_by_side(
    federation_db, chess
):
    pdf, data = chess
    first = verdict_from(pdf, data, sport="ajedrez", file_name="primera.pdf")
    pdf2, data2 = variant(pdf, data, version=1)
    second = verdict_from(pdf2, data2, sport="ajedrez", file_name="segunda.pdf")
    pdf3, data3 = variant(pdf, data, version=2)
    third = verdict_from(pdf3, data3, sport="ajedrez", file_name="tercera.pdf")
    file_verdict(federation_db, first, T0)
    outcome2 = file_verdict(federation_db, second, T0 + timedelta(minutes=5))
    outcome3 = file_verdict(federation_db, third, T0 + timedelta(minutes=9))
    # the same second version again, and a duplicate of it: no new conflict rows
    file_verdict(federation_db, second, T0 + timedelta(minutes=20))
    dup2 = verdict_from(pdf2 + b"%otra copia", data2, sport="ajedrez", file_name="copia.pdf")
    assert file_verdict(federation_db, dup2, T0 + timedelta(minutes=30)).duplicate_of == (
        "segunda.pdf"
    )

    assert outcome2.conflicts_with == ("primera.pdf",)
    assert "CONFLICTO: contenido distinto del de «primera.pdf»" in outcome2.message()
    assert outcome3.conflicts_with == ("primera.pdf", "segunda.pdf")
    conflicts = queries.list_conflicts(federation_db)
    assert _count(federation_db, FedConflict) == 3
    pairs = {(c.first.file_name, c.second.file_name) for c in conflicts}
    assert pairs == {
        ("primera.pdf", "segunda.pdf"),
        ("primera.pdf", "tercera.pdf"),
        ("segunda.pdf", "tercera.pdf"),
    }
    for conflict in conflicts:
        assert conflict.match == first.match
        assert conflict.first.content_hash != conflict.second.content_hash
        assert conflict.first.received_at <= conflict.second.received_at
    [accepted] = queries.accepted_actas(federation_db)
    assert accepted.file_sha256 == first.file_sha256 and accepted.conflicted
    [result] = queries.accepted_results(federation_db)
    assert result.file_id == accepted.file_id and result.conflicted
    [competition] = queries.list_competitions(federation_db)
    assert (competition.matches, competition.accepted, competition.conflicts) == (1, 1, 1)


def test_a_rejected_file_is_kept_with_its_reason_but_names_no_competition(federation_db, chess):
    pdf, data = chess
    forged_pdf, forged = variant(pdf, data, version=7)
    rejected = verdict_from(
        forged_pdf,
        forged,
        sport="ajedrez",
        file_name="falsificada.pdf",
        status=IntakeStatus.REJECTED,
        reason="la firma del árbitro no corresponde al contenido",
    )
    junk = plain_rejected("factura.docx", b"PK\x03\x04 not a pdf")
    file_verdict(federation_db, rejected, T0)
    file_verdict(federation_db, junk, T0)
    # the genuine acta arriving later is neither a duplicate nor a conflict of a rejected file
    genuine = file_verdict(
        federation_db, verdict_from(pdf, data, sport="ajedrez", file_name="buena.pdf"), T0
    )

    assert genuine.is_new and not genuine.is_conflict and not genuine.is_duplicate
    rejected_rows = queries.list_received(federation_db, status=IntakeStatus.REJECTED)
    assert [r.file_name for r in rejected_rows] == ["falsificada.pdf", "factura.docx"]
    assert rejected_rows[0].match == rejected.match  # shown to the clerk
    assert rejected_rows[0].competition_id is None and rejected_rows[1].match is None
    assert rejected_rows[0].reason == "la firma del árbitro no corresponde al contenido"
    assert _count(federation_db, FedCompetition) == 1


def test_listing_filters_by_status_competition_club_and_time(federation_db, exported_actas):
    chess_doc, domino_doc = exported_actas["ajedrez"], exported_actas["domino"]
    chess = verdict_from(chess_doc.pdf, chess_doc.data, sport="ajedrez", file_name="a.pdf")
    domino = verdict_from(domino_doc.pdf, domino_doc.data, sport="domino", file_name="d.pdf")
    late_pdf, late_data = variant(chess_doc.pdf, chess_doc.data, round=9)
    late = verdict_from(
        late_pdf,
        late_data,
        sport="ajedrez",
        file_name="r9.pdf",
        status=IntakeStatus.INCOMPLETE,
        reason="falta una firma",
    )
    file_verdict(federation_db, chess, T0)
    file_verdict(federation_db, domino, T0 + timedelta(hours=1))
    file_verdict(federation_db, late, T0 + timedelta(days=7))

    def names(**filters):
        return [r.file_name for r in queries.list_received(federation_db, **filters)]

    assert names() == ["a.pdf", "d.pdf", "r9.pdf"]
    assert names(status=IntakeStatus.INCOMPLETE) == ["r9.pdf"]
    assert names(competition_id=domino_competition(federation_db)) == ["d.pdf"]
    assert names(club=domino_doc.data["club_local"]) == ["d.pdf"]
    assert names(since=T0 + timedelta(minutes=1)) == ["d.pdf", "r9.pdf"]
    assert names(until=T0 + timedelta(days=1)) == ["a.pdf", "d.pdf"]
    competitions = {c.sport: c for c in queries.list_competitions(federation_db)}
    assert set(competitions) == {"ajedrez", "domino"}
    assert (competitions["ajedrez"].matches, competitions["ajedrez"].accepted) == (2, 1)
    assert queries.competition(federation_db, competitions["domino"].id) == competitions["domino"]
    by_competition = queries.accepted_actas(federation_db, competitions["ajedrez"].id)
    assert [a.file_sha256 for a in by_competition] == [chess.file_sha256]


def domino_competition(db) -> int:
    return next(c.id for c in queries.list_competitions(db) if c.sport == "domino")


def test_competition_ids_are_the_same_in_any_database_and_any_order(tmp_path, exported_actas):
    from delegate_app.store.federation.database import open_federation_db

    documents = [exported_actas["ajedrez"], exported_actas["domino"]]
    verdicts = [
        verdict_from(d.pdf, d.data, sport=s, file_name=f"{s}.pdf")
        for d, s in zip(documents, ("ajedrez", "domino"), strict=True)
    ]
    ids = []
    for name, order in (("una", verdicts), ("otra", verdicts[::-1])):
        db = open_federation_db(str(tmp_path / f"{name}.sqlite3"), create=True)
        for verdict in order:
            file_verdict(db, verdict, T0)
        ids.append({(c.sport, c.name): c.id for c in queries.list_competitions(db)})
        db.close()
    assert ids[0] == ids[1]
    assert all(100_000 <= i < 1_000_000 for i in ids[0].values())


def test_a_competition_id_taken_by_another_competition_moves_to_the_next(federation_db, chess):
    pdf, data = chess
    encounter = data["contenido"]["encuentro"]
    wanted = competition_id_for("ajedrez", encounter["temporada"], encounter["competicion"])
    with federation_db.engine.begin() as c:
        c.execute(
            FedCompetition.__table__.insert().values(
                id=wanted, sport="domino", season="1999-2000", name="Otra liga", created_at=T0
            )
        )
    outcome = file_verdict(
        federation_db, verdict_from(pdf, data, sport="ajedrez", file_name="a"), T0
    )
    assert outcome.competition_id == wanted + 1


def test_receipts_are_recorded_once_and_the_first_is_kept(federation_db, chess):
    verdict = verdict_from(*chess, sport="ajedrez", file_name="acta.pdf")
    file_verdict(federation_db, verdict, T0)
    assert receipt_for(federation_db, verdict.file_sha256) is None

    first = record_receipt(
        federation_db, verdict.file_sha256, T0 + timedelta(seconds=3), '{"acuse": 1}', b"%PDF-1"
    )
    second = record_receipt(
        federation_db, verdict.file_sha256, T0 + timedelta(hours=1), '{"acuse": 2}', b"%PDF-2"
    )

    assert first.new and not second.new
    assert second.receipt_json == '{"acuse": 1}' and second.receipt_pdf == b"%PDF-1"
    assert second.issued_at == T0 + timedelta(seconds=3)
    assert receipt_for(federation_db, verdict.file_sha256) == second
    [row] = queries.list_received(federation_db)
    assert row.receipt_issued_at == T0 + timedelta(seconds=3)


def test_a_receipt_for_a_file_never_received_is_refused(federation_db):
    with pytest.raises(StoreError, match="No hay ningún archivo recibido"):
        record_receipt(federation_db, "ab" * 32, T0, "{}", b"%PDF")


def test_the_result_summary_of_a_domino_acta_is_its_resultado(federation_db, exported_actas):
    document = exported_actas["domino"]
    verdict = verdict_from(document.pdf, document.data, sport="domino", file_name="d.pdf")
    file_verdict(federation_db, verdict, T0)
    [result] = queries.accepted_results(federation_db)
    assert result.result == {"resultado": document.data["resultado"]}
    assert result.sport == "domino" and result.match == verdict.match


def test_an_acta_without_results_has_an_empty_summary(federation_db, chess):
    pdf, data = chess
    bare = {key: value for key, value in data.items() if key != "marcador"}
    bare["contenido"] = {k: v for k, v in data["contenido"].items() if k != "tableros"}
    verdict = verdict_from(pdf, bare, sport="ajedrez", file_name="sin-resultados.pdf")
    file_verdict(federation_db, verdict, T0)
    [result] = queries.accepted_results(federation_db)
    assert result.result == {}
