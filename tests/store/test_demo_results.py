"""The demo season's results: complete for the played rounds, deterministic, and a Preferente
table where CH-5.1 visibly breaks ties."""

from __future__ import annotations

from collections import defaultdict

import pytest
from sqlalchemy import text
from sqlmodel import select

from delegate_app.domain.standings import TiebreakStep
from delegate_app.store import competition_standings, results
from delegate_app.store.database import open_database
from delegate_app.store.demo import DEMO_TODAY
from delegate_app.store.demo_results import write_demo_results
from delegate_app.store.models import (
    Competition,
    GameResult,
    Lineup,
    LineupEntry,
    Match,
    PartidaResult,
    Round,
)
from tests.helpers.demo import copy_demo, ensure_demo_results, load_demo_with_results


@pytest.fixture(scope="module")
def demo(demo_template, tmp_path_factory):
    """The session's demo load (load_demo_season writes the results), copied."""
    from tests.helpers.demo import demo_copy

    with demo_copy(demo_template, tmp_path_factory.mktemp("demo") / "demo.sqlite3") as database:
        ensure_demo_results(database)
        yield database


def competition_id(db, category: str) -> int:
    with db.session() as s:
        return s.exec(select(Competition.id).where(Competition.category == category)).one()


def test_preferente_has_ties_broken_by_the_head_to_head_and_by_the_holandes(demo):
    standings = competition_standings.competition_standings(
        demo, competition_id(demo, "Preferente")
    )
    assert standings.matches_counted == 28 and standings.incomplete == ()
    tied = standings.tied_rows
    steps = {row.tiebreak.step for row in tied}
    assert steps == {TiebreakStep.PARTICULAR, TiebreakStep.HOLANDES}
    for row in tied:
        # A real tie: level on match points with someone, and placed alone by the rules.
        level = [r for r in standings.rows if r.match_points == row.match_points]
        assert len(level) > 1
        assert [r.position for r in standings.rows].count(row.position) == 1
        assert not row.tiebreak.playoff_needed
    # The top of the table: the club's own team ahead on the head-to-head with fewer game
    # points than its rival, which CH-5.1 does not look at.
    first, second = standings.rows[0], standings.rows[1]
    assert first.match_points == second.match_points
    assert first.tiebreak.step is TiebreakStep.PARTICULAR
    assert first.game_points < second.game_points
    assert "resuelto por el resultado particular" in first.explanation
    holandes = [r for r in tied if r.tiebreak.step is TiebreakStep.HOLANDES]
    assert len(holandes) == 2
    stage = holandes[0].tiebreak.stages[-1]
    sums = {f.team_id: f.value for f in stage.figures}
    assert sums[stage.parts[0][0]] > sums[stage.parts[1][0]]
    assert "resuelto por el Sistema Holandés" in holandes[0].explanation


def test_every_played_match_is_complete_and_nothing_later_has_results(demo):
    with demo.session() as s:
        rows = s.exec(select(Match, Round).join(Round, Round.id == Match.round_id)).all()
        boards = defaultdict(int)
        for match_id, _ in s.exec(select(GameResult.match_id, GameResult.board)):
            boards[match_id] += 1
        partidas = defaultdict(int)
        for match_id, _ in s.exec(select(PartidaResult.match_id, PartidaResult.id)):
            partidas[match_id] += 1
        sports = dict(s.exec(select(Competition.id, Competition.sport)).all())
    for match, rnd in rows:
        entered = (
            boards[match.id] if sports[rnd.competition_id] == "ajedrez" else partidas[match.id]
        )
        if rnd.official_date < DEMO_TODAY:
            expected = 4 if sports[rnd.competition_id] == "ajedrez" else 8
            assert entered == expected and match.status == "jugado", match
        else:
            assert entered == 0 and match.status == "programado", match


def test_chess_results_follow_the_recorded_lineups(demo):
    """An empty board of a lineup is a forfeit; a board both sides filled is played."""
    with demo.session() as s:
        filled = defaultdict(set)
        for match_id, side, board in s.exec(
            select(Lineup.match_id, Lineup.side, LineupEntry.board).join(
                LineupEntry, LineupEntry.lineup_id == Lineup.id
            )
        ):
            filled[(match_id, board)].add(side)
        for result in s.exec(select(GameResult)):
            sides = filled[(result.match_id, result.board)]
            if sides == {"local", "visitante"}:
                assert result.result in ("1-0", "½-½", "0-1")
            else:
                assert "/" in result.result


def test_domino_scores_pass_the_store_checks(demo):
    with demo.session() as s:
        target = s.exec(select(Competition.target_score).where(Competition.sport == "domino")).one()
        for p in s.exec(select(PartidaResult)):
            winner, loser = (
                (p.home_points, p.away_points)
                if p.winner == "local"
                else (p.away_points, p.home_points)
            )
            assert target <= winner <= target + results.MAX_HAND_POINTS
            assert 0 <= loser < target
    standings = competition_standings.competition_standings(
        demo, competition_id(demo, "Liga Insular")
    )
    assert standings.matches_counted == 21


def test_the_same_results_on_every_load_and_written_only_once(demo_template, db, tmp_path):
    # The first load is the session's demo_template, copied; the second is this one's.
    first = open_database(copy_demo(demo_template, tmp_path / "uno.sqlite3"))
    second = db
    try:
        ensure_demo_results(first)
        load_demo_with_results(second)
        for table in ("gameresult", "partidaresult", "match"):
            assert dump(first, table) == dump(second, table), table
        before = dump(first, "gameresult")
        with first.session() as s, s.begin():
            ids = list(s.exec(select(Competition.id)))
            write_demo_results(s, ids, DEMO_TODAY)
        assert dump(first, "gameresult") == before
    finally:
        first.close()


def dump(db, table):
    with db.engine.connect() as con:
        return [tuple(row) for row in con.execute(text(f'SELECT * FROM "{table}" ORDER BY 1'))]
