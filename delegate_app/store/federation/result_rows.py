"""A received acta's result row (fed_result): its score in a few characters, read once from its
acta.json. Kept apart from official.py so that filing (inbox.py, reverify.py) writes the row in
its own transaction without importing the standings and the calendar."""

from __future__ import annotations

from typing import Any

from delegate_app.domain.federation.acta_facts import (
    ActaFactsError,
    ChessScore,
    DominoScore,
    facts_from_text,
)
from delegate_app.domain.federation.records import IntakeStatus

VERIFIED = (IntakeStatus.ACCEPTED.value, IntakeStatus.INCOMPLETE.value)
OPEN_BOARD = "?"


def score_text(score: ChessScore | DominoScore) -> str:
    if isinstance(score, ChessScore):
        return " ".join(
            OPEN_BOARD if number in score.open_boards else board.value
            for number, board in enumerate(score.boards, start=1)
        )
    home_p = sum(1 for p in score.partidas if p.winner.value == "local")
    away_p = len(score.partidas) - home_p
    home_t = sum(p.home_points for p in score.partidas)
    away_t = sum(p.away_points for p in score.partidas)
    return f"{home_p}-{away_p} {home_t}-{away_t}"


def result_row(file_id: int, match_id: int, acta_json: str | None) -> dict[str, Any]:
    row: dict[str, Any] = {
        "file_id": file_id,
        "match_id": match_id,
        "played_on": None,
        "for_committee": False,
        "final": False,
        "score": "",
        "problem": None,
    }
    try:
        facts = facts_from_text(acta_json or "")
        text = score_text(facts.score)
    except (ActaFactsError, ValueError) as exc:
        row["problem"] = str(exc)[:500]
        return row
    row.update(
        played_on=facts.played_on,
        for_committee=facts.for_committee,
        final=facts.score.final,
        score=text,
    )
    return row


def store_result(
    c: Any, dialect: str, file_id: int, match_id: int | None, status: Any, acta_json: str | None
) -> None:
    """The result row of one file just filed or re-verified, in the caller's transaction: so
    that the standings and the publication find every result read already, and a read-only
    role (docs/federacion/postgresql.md) never has to write one."""
    if match_id is None or IntakeStatus(status).value not in VERIFIED:
        return
    from delegate_app.store.federation.filing_sql import statements

    c.execute(statements(dialect).new_result, [result_row(file_id, match_id, acta_json)])
