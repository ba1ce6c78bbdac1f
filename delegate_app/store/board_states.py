"""What the standings read besides the typed results: each stored board state after the
committee's decisions (domain.committee_rulings, R25-1/R25-2), and the no-shows the actas record
(CH-18.7 / CH-20.1). Kept apart from store/competition_standings.py, which computes the tables
from them."""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import lru_cache

from sqlmodel import Session, col, select

from delegate_app.domain.chess.incidents import Correction, IncidentEntry, effective_incidents
from delegate_app.domain.chess.match import BoardOutcome
from delegate_app.domain.chess.standings import BoardResult
from delegate_app.domain.committee_rulings import Ruling, points_taken, ruled_outcomes
from delegate_app.domain.sides import Side
from delegate_app.store.committee import rulings_by_match
from delegate_app.store.models import Incident, Match, Round
from delegate_app.store.rows import require_id


@lru_cache(maxsize=256)
def _stored_state(text: str) -> BoardOutcome:
    """A stored board text read once (as board 1: the caller renumbers an open one)."""
    return BoardOutcome.parse(1, text)


def board_states(
    stored: Mapping[int, str], rulings: list[Ruling], boards: int
) -> tuple[dict[int, BoardResult], dict[int, BoardOutcome]]:
    """The final boards and the open ones of one chess match, after the committee's
    decisions; boards neither stored nor decided are in neither."""
    final: dict[int, BoardResult] = {}
    still_open: dict[int, BoardOutcome] = {}
    if not rulings:
        # the common case, read for every match of a season: each distinct text parsed once
        for board, text in stored.items():
            outcome = _stored_state(text)
            if outcome.is_final:
                final[board] = outcome.final_result
            else:
                still_open[board] = replace(outcome, board=board)
        return final, still_open
    decided = {board for ruling in rulings for board in ruling.boards}
    for outcome in ruled_outcomes(stored, rulings, boards):
        if outcome.is_final:
            final[outcome.board] = outcome.final_result
        elif outcome.board in stored or outcome.board in decided:
            still_open[outcome.board] = outcome
    return final, still_open


def recorded_no_shows(s: Session, competition_id: int) -> dict[int, list[int]]:
    """CH-18.7 / CH-20.1: team -> the rounds of the no-shows its actas record and still stand
    (a withdrawn or corrected entry no longer counts)."""
    rows = s.exec(
        select(Incident, Match.home_team_id, Match.away_team_id, Round.number)
        .join(Match, col(Match.id) == Incident.match_id)
        .join(Round, col(Round.id) == Match.round_id)
        .where(Round.competition_id == competition_id)
        .order_by(col(Incident.match_id), col(Incident.id))
    ).all()
    by_match: dict[int, list[tuple[Incident, int, int, int]]] = defaultdict(list)
    for incident, home, away, number in rows:
        by_match[incident.match_id].append((incident, home, away, number))
    found: dict[int, list[int]] = defaultdict(list)
    for listed in by_match.values():
        if not any(incident.kind == "incomparecencia" for incident, *_ in listed):
            continue
        numbers = {require_id(incident): n for n, (incident, *_) in enumerate(listed, start=1)}
        entries = [
            IncidentEntry(
                numbers[require_id(incident)],
                incident.kind,
                json.loads(incident.fields_json or "{}"),
                Correction(numbers[incident.corrects_id])
                if incident.corrects_id in numbers
                else None,
            )
            for incident, *_ in listed
        ]
        _incident, home, away, number = listed[0]
        for entry in effective_incidents(entries):
            side = entry.fields.get("lado") if entry.kind == "incomparecencia" else None
            if side in (Side.HOME, Side.AWAY):
                found[home if side == Side.HOME else away].append(number)
    return dict(found)


def season_boards(
    stored: Mapping[int, Mapping[int, str]], rulings: Mapping[int, list[Ruling]], boards: int
) -> tuple[dict[int, dict[int, BoardResult]], dict[int, dict[int, BoardOutcome]]]:
    """``board_states`` of every match with stored boards or a decision: match id -> its final
    boards, and match id -> its open ones (a match with none is left out of each)."""
    final: dict[int, dict[int, BoardResult]] = {}
    still_open: dict[int, dict[int, BoardOutcome]] = {}
    for match_id in stored.keys() | rulings.keys():
        done, waiting = board_states(stored.get(match_id, {}), rulings.get(match_id, []), boards)
        if done:
            final[match_id] = done
        if waiting:
            still_open[match_id] = waiting
    return final, still_open


def committee_effects(
    s: Session, matches: Sequence[tuple[int, int, int]]
) -> tuple[dict[int, list[Ruling]], dict[int, int]]:
    """The decisions of the matches (id, home, away) and the league points they take from
    each team (R25-3), as negative adjustments."""
    rulings = rulings_by_match(s, [match_id for match_id, _home, _away in matches])
    adjustments: dict[int, int] = defaultdict(int)
    for match_id, home, away in matches:
        for side, points in points_taken(rulings.get(match_id, [])).items():
            adjustments[home if side == Side.HOME else away] -= points
    return rulings, dict(adjustments)
