"""The visitor signs on his own laptop (issue 27, item 4): the home delegate's file reaches the
federation signed by him alone, and the same file, with the visitor's signature added as an
incremental update, arrives too (from the visitor's outbox). In either order they are ONE
acta, completed: the later version completes the earlier one, both files and their evidence
are kept, and nothing is a conflict. Another content is still a conflict; a "completion" that
does not start with the filed file's very bytes completes nothing; a visitor's signature by
someone the registry does not bind to the visiting club is rejected and completes nothing.

On SQLite and on PostgreSQL (federation_db)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from delegate_app.documents.federation import intake, sources
from delegate_app.domain.federation.records import IntakeStatus
from delegate_app.store.federation import queries
from delegate_app.store.federation.inbox import file_verdict
from delegate_app.store.federation.reverify import pending_files, superseded_count
from tests.federation.verdicts import variant, verdict_from
from tests.helpers.security import authority, delegate, forger_sign, issue, sign

T0 = datetime(2027, 2, 8, 9, 30, tzinfo=UTC)


def _judged(pdf: bytes, name: str, registry):
    import hashlib

    item = sources.Received(name, hashlib.sha256(pdf).hexdigest(), pdf)
    return intake.judge(item, registry)


@pytest.fixture(scope="module")
def home_and_both(received, intake_clubs):
    chess = received["ajedrez"]
    home_only = sign(chess.pdf, "delegado_local", delegate(intake_clubs, chess.home_club))
    both = sign(home_only, "delegado_visitante", delegate(intake_clubs, chess.away_club))
    return home_only, both


@pytest.mark.parametrize("home_first", [True, False], ids=["local-primero", "ambas-primero"])
def test_the_home_only_and_the_both_signed_file_are_one_acta_completed(
    federation_db, intake_registry, home_and_both, home_first
):
    home_only, both = home_and_both
    home = _judged(home_only, "de-local.pdf", intake_registry)
    complete = _judged(both, "de-visitante.pdf", intake_registry)
    assert home.status is IntakeStatus.INCOMPLETE, home.reason
    assert complete.status is IntakeStatus.ACCEPTED, complete.reason
    order = [home, complete] if home_first else [complete, home]

    first = file_verdict(federation_db, order[0], T0)
    second = file_verdict(federation_db, order[1], T0 + timedelta(hours=2))

    assert first.is_new and second.is_new
    assert not first.is_conflict and not second.is_conflict
    assert not second.is_duplicate  # not "the same content sent twice": the same acta, grown
    if home_first:
        assert second.completes == "de-local.pdf" and second.completed_by is None
        assert "completa «de-local.pdf»" in second.message()
    else:
        assert second.completed_by == "de-visitante.pdf" and second.completes is None
        assert "la completa «de-visitante.pdf»" in second.message()
    assert "CONFLICTO" not in second.message() and "duplicada" not in second.message()
    assert queries.list_conflicts(federation_db) == []
    # One match, accepted, its acta the both-signed file; both files kept with their times.
    [acta] = queries.accepted_actas(federation_db)
    assert acta.file_sha256 == complete.file_sha256 and not acta.conflicted
    [competition] = queries.list_competitions(federation_db)
    assert (competition.matches, competition.accepted, competition.conflicts) == (1, 1, 0)
    rows = {r.file_name: r for r in queries.list_received(federation_db)}
    assert set(rows) == {"de-local.pdf", "de-visitante.pdf"}
    assert rows["de-local.pdf"].status is IntakeStatus.INCOMPLETE
    assert rows["de-visitante.pdf"].status is IntakeStatus.ACCEPTED
    assert rows["de-local.pdf"].match_id == rows["de-visitante.pdf"].match_id
    times = {name: row.received_at for name, row in rows.items()}
    assert times[order[0].file_name] == T0
    assert times[order[1].file_name] == T0 + timedelta(hours=2)
    # The home-only file is superseded by the complete one, whichever came first: kept, with
    # its verdict and its time, and shown as "sustituida"; nothing left to verify again.
    assert rows["de-local.pdf"].superseded_by == "de-visitante.pdf"
    assert rows["de-local.pdf"].superseded_by_id == rows["de-visitante.pdf"].id
    assert rows["de-local.pdf"].state == "sustituida"
    assert rows["de-visitante.pdf"].superseded_by is None
    assert rows["de-visitante.pdf"].state == "aceptada"
    assert pending_files(federation_db) == []
    assert superseded_count(federation_db) == 1


def test_reverificar_skips_the_superseded_home_only_file_and_keeps_it(
    federation_db, intake_registry, home_and_both, received, intake_clubs
):
    """The superseded file is not judged again (it was listed "incompleta" and picked up by
    every re-verification before); another incomplete file of another match still is."""
    from delegate_app.documents.federation.reverify import run_reverification
    from delegate_app.store.federation.reverify import history

    home_only, both = home_and_both
    file_verdict(federation_db, _judged(home_only, "de-local.pdf", intake_registry), T0)
    file_verdict(
        federation_db, _judged(both, "de-visitante.pdf", intake_registry), T0 + timedelta(days=1)
    )
    domino = received["domino"]
    other = sign(domino.pdf, "delegado_local", delegate(intake_clubs, domino.home_club))
    other_verdict = _judged(other, "domino-local.pdf", intake_registry)
    assert other_verdict.status is IntakeStatus.INCOMPLETE, other_verdict.reason
    file_verdict(federation_db, other_verdict, T0)

    done = run_reverification(federation_db, intake_registry, workers=0)

    assert [entry.verdict.file_name for entry in done] == ["domino-local.pdf"]
    assert [row.file_name for row in history(federation_db)] == ["domino-local.pdf"]
    rows = {r.file_name: r for r in queries.list_received(federation_db)}
    kept = rows["de-local.pdf"]
    assert kept.status is IntakeStatus.INCOMPLETE and kept.received_at == T0
    assert kept.has_pdf and kept.state == "sustituida"
    assert rows["domino-local.pdf"].state == "incompleta"


def test_another_content_after_the_completed_acta_is_still_a_conflict(
    federation_db, intake_registry, home_and_both, received
):
    home_only, both = home_and_both
    file_verdict(federation_db, _judged(home_only, "de-local.pdf", intake_registry), T0)
    file_verdict(federation_db, _judged(both, "de-visitante.pdf", intake_registry), T0)
    other_pdf, other_data = variant(both, received["ajedrez"].data, version=1)
    other = verdict_from(other_pdf, other_data, sport="ajedrez", file_name="otra.pdf")

    outcome = file_verdict(federation_db, other, T0 + timedelta(days=1))

    assert outcome.is_conflict and outcome.completes is None and outcome.completed_by is None
    assert "CONFLICTO" in outcome.message()
    [conflict] = queries.list_conflicts(federation_db)
    assert {conflict.first.file_name, conflict.second.file_name} == {"de-local.pdf", "otra.pdf"}


def test_a_both_signed_file_built_on_another_home_file_completes_nothing(
    federation_db, intake_registry, received, intake_clubs, home_and_both
):
    """Attack: the home part of the 'completion' is not the filed file's bytes (the home
    delegate signed the same acta again, and the visitor signed that copy). Its content is the
    same, so it is no conflict, but it does not complete the filed file: equality decides."""
    home_only, _ = home_and_both
    chess = received["ajedrez"]
    home_again = sign(chess.pdf, "delegado_local", delegate(intake_clubs, chess.home_club))
    assert home_again != home_only
    other_both = sign(home_again, "delegado_visitante", delegate(intake_clubs, chess.away_club))
    assert not other_both.startswith(home_only)
    file_verdict(federation_db, _judged(home_only, "de-local.pdf", intake_registry), T0)
    verdict = _judged(other_both, "otra-firmada.pdf", intake_registry)
    assert verdict.status is IntakeStatus.ACCEPTED, verdict.reason

    outcome = file_verdict(federation_db, verdict, T0 + timedelta(hours=1))

    assert outcome.completes is None and outcome.completed_by is None
    assert outcome.duplicate_of == "de-local.pdf" and not outcome.is_conflict
    assert "completa" not in outcome.message()


def test_a_visitor_signature_by_someone_not_registered_for_the_club_completes_nothing(
    federation_db, intake_registry, received, intake_clubs, home_and_both
):
    """Attack: the home-only file, then the same bytes with a 'visitor' signature by a person
    of a CA the registry does not bind to the visiting club."""
    home_only, _ = home_and_both
    chess = received["ajedrez"]
    stranger_ca = authority("Club Ajeno")
    name, _licence = chess.away_delegate
    stranger = issue(stranger_ca, name, "66666666Q", club=chess.away_club)
    forged = forger_sign(home_only, "delegado_visitante", stranger)
    file_verdict(federation_db, _judged(home_only, "de-local.pdf", intake_registry), T0)
    verdict = _judged(forged, "visitante-falso.pdf", intake_registry)
    assert verdict.status is IntakeStatus.REJECTED

    outcome = file_verdict(federation_db, verdict, T0 + timedelta(hours=1))

    assert outcome.completes is None and outcome.completed_by is None
    assert queries.accepted_actas(federation_db) == []
    rows = {r.file_name: r.status for r in queries.list_received(federation_db)}
    assert rows == {
        "de-local.pdf": IntakeStatus.INCOMPLETE,
        "visitante-falso.pdf": (IntakeStatus.REJECTED),
    }


def test_the_reverificar_command_says_what_it_skipped_and_why(
    federation_db_url, intake_registry, registry_file, home_and_both, capsys
):
    from delegate_app.cli import main
    from delegate_app.store.federation.database import open_federation_db

    home_only, both = home_and_both
    db = open_federation_db(federation_db_url, create=True)
    try:
        file_verdict(db, _judged(both, "de-visitante.pdf", intake_registry), T0)
        file_verdict(db, _judged(home_only, "de-local.pdf", intake_registry), T0)
    finally:
        db.close()

    code = main(
        ["federacion", "reverificar", "--db", federation_db_url, "--registry", str(registry_file)]
    )

    err = capsys.readouterr().err
    assert code == 0, err
    assert "1 actas incompletas no se verifican de nuevo: se recibió también la misma acta" in err
    assert "no hay actas rechazadas ni incompletas que verificar" in err
