"""Issue 25 (CH-7, CH-12, R25-1): every board state the store can hold, with or without a
committee decision on top, is read back by the standings, the calendar, the acta's view, its
PDF and verify, never a traceback."""

from __future__ import annotations

from datetime import date, datetime

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlmodel import delete, select

from delegate_app.documents import verify
from delegate_app.documents.chess import acta_pdf
from delegate_app.domain.chess.match import BoardOutcome, OpenState
from delegate_app.domain.chess.standings import BoardResult
from delegate_app.store import committee, competition_standings, results
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.models import CommitteeDecision, GameResult, Match, Round
from tests.helpers.actas import open_match
from tests.helpers.demo import demo_copy

FINALS = [result.value for result in BoardResult]
STATES = st.one_of(
    st.sampled_from(FINALS),
    st.sampled_from(["", "pendiente", "aplazada", "sin resultado", "a repetir"]),
    st.sampled_from(FINALS).map(lambda value: f"pendiente ({value})"),
    st.text(alphabet="abcñ ()-", min_size=1, max_size=12)
    .filter(lambda text: text.strip(" ()"))
    .map(lambda reason: f"no jugada ({reason.strip()})"),
)
DECIDED = st.one_of(st.sampled_from(FINALS), st.just("repetir"))


@pytest.fixture(scope="module")
def season(demo_template, tmp_path_factory):
    with demo_copy(demo_template, tmp_path_factory.mktemp("estados") / "demo.sqlite3") as db:
        match_id = open_match(db)
        with db.session() as s:
            match = s.get(Match, match_id)
            competition_id = s.get(Round, match.round_id).competition_id
        yield db, match_id, competition_id


def _store(db, match_id, texts):
    """Rows as any version of the app may have left them, not only what set_result accepts."""
    with db.session() as s, s.begin():
        s.exec(delete(GameResult).where(GameResult.match_id == match_id))
        s.exec(delete(CommitteeDecision).where(CommitteeDecision.match_id == match_id))
        for board, text in enumerate(texts, start=1):
            if text:
                stored = BoardOutcome.parse(board, text).text
                s.add(GameResult(match_id=match_id, board=board, result=stored, updated_at=NOW))


NOW = datetime(2026, 12, 1, 10)


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    texts=st.lists(STATES, min_size=4, max_size=4),
    decided=st.dictionaries(st.integers(1, 4), DECIDED, max_size=4),
)
def test_R25_1_no_stored_board_state_breaks_the_tables_the_acta_or_verify(season, texts, decided):
    db, match_id, competition_id = season
    _store(db, match_id, texts)
    if decided:
        with db.session() as s:
            played = s.get(Match, match_id).scheduled_at.date()
        committee.record_decision(
            db, match_id, max(played, date(2026, 12, 1)), "CC 1/2026", boards=decided,
            now=datetime(2026, 12, 31, 12),
        )  # fmt: skip
    standings = competition_standings.competition_standings(db, competition_id)
    scores = competition_standings.match_scores(db, competition_id)
    view = results.match_results(db, match_id)
    final = view.board_results
    assert set(final) | set(view.open_boards) <= {1, 2, 3, 4}
    assert (match_id in standings.incomplete) == (
        bool(final or view.open_boards) and len(final) < 4
    )
    if final or view.open_boards:
        assert scores[match_id].complete == (len(final) == 4)
    acta = chess_acta.acta_view(db, match_id)
    assert [line.outcome.text for line in acta.lines] == [
        BoardOutcome.parse(board, text).text for board, text in enumerate(texts, start=1)
    ]
    pdf = acta_pdf.build_acta_pdf(db, match_id)
    report = verify.verify_acta(pdf)
    assert report.fatal is None
    checks = {check.name: check for check in report.checks}
    assert checks["Marcador (art. 7)"].ok, checks["Marcador (art. 7)"].detail
    assert checks["Huella de los datos (SHA-256)"].ok


def test_R25_1_a_replay_state_reads_back_as_open():
    outcome = BoardOutcome.parse(2, "a repetir")
    assert outcome.open_state is OpenState.REPLAY and not outcome.is_final
    assert BoardOutcome.parse(2, outcome.text) == outcome


def test_the_property_sees_the_stored_rows(season):
    db, match_id, _competition_id = season
    _store(db, match_id, ["pendiente (1-0)", "", "", ""])
    with db.session() as s:
        rows = s.exec(select(GameResult.result).where(GameResult.match_id == match_id)).all()
    assert rows == ["pendiente (1-0)"]
