"""Locked actas for the demo season: the own club's chess matches already played.

Each one went through the whole match day: documentation, start, arrivals (some late), the
results the demo already holds, a few incidents, the drawn signatures of both delegates, and
the lock with the hash of its content. Deterministic: no clock, no randomness.
"""

from __future__ import annotations

import json
from datetime import date, datetime, timedelta

from sqlmodel import Session, col, select

from delegate_app.domain.acta_hash import content_hash
from delegate_app.domain.chess.fen import INITIAL_FEN
from delegate_app.domain.chess.incident_catalog import CATALOG
from delegate_app.domain.chess.incident_wording import render_incident
from delegate_app.domain.chess.incidents import clean_fields
from delegate_app.domain.sides import SIDES, Side
from delegate_app.store.acta import append_incident
from delegate_app.store.chess.acta import chess_acta_content
from delegate_app.store.demo_scribble import scribble_png
from delegate_app.store.lock_log import record_lock
from delegate_app.store.models import (
    ActaSignature,
    Club,
    Match,
    MatchDay,
    Official,
    Presence,
    Round,
    Team,
)
from delegate_app.store.rows import get_row, require_id


def write_demo_actas(s: Session, competition_ids: list[int], until: date) -> int:
    """Locked actas for the own club's matches played before ``until``; returns how many."""
    own = s.exec(select(Club).where(Club.is_own, Club.sport == "ajedrez")).first()
    if own is None:
        return 0
    own_team_ids = {require_id(t) for t in s.exec(select(Team).where(Team.club_id == own.id))}
    delegates = list(
        s.exec(select(Official).where(Official.club_id == own.id, Official.role == "delegado"))
    )
    rows = s.exec(
        select(Match, Round)
        .join(Round, col(Round.id) == Match.round_id)
        .where(col(Round.competition_id).in_(competition_ids), Round.official_date < until)
        .order_by(col(Round.official_date), col(Match.id))
    ).all()
    count = 0
    for match, rnd in rows:
        if match.home_team_id not in own_team_ids and match.away_team_id not in own_team_ids:
            continue
        _write_acta(s, match, rnd, own_team_ids, delegates, count)
        count += 1
    return count


def _incident(
    s: Session, match_id: int, kind: str, fields: dict[str, object], moment: datetime
) -> None:
    cleaned, problems = clean_fields(kind, fields)
    if problems:  # the demo's own data: a mistake here is a bug, not user input
        raise ValueError("; ".join(problems))
    rule_id = CATALOG[kind].rule_id
    append_incident(s, match_id, kind, rule_id, render_incident(kind, cleaned), cleaned, now=moment)


def _write_acta(
    s: Session,
    match: Match,
    rnd: Round,
    own_team_ids: set[int],
    delegates: list[Official],
    index: int,
) -> None:
    match_id = require_id(match)
    start = match.scheduled_at
    s.add(
        MatchDay(
            match_id=match_id,
            step=4,
            official_start=start,
            actual_start=start,
            venue_ready=True,
            documentation_json=json.dumps(
                {"alineaciones": True, "certificados": True, "lista_jugadores": True},
                sort_keys=True,
            ),
            updated_at=start,
        )
    )
    late_board = 1 + rnd.number % 4 if rnd.number % 3 == 0 else None
    for side in SIDES:
        for board in range(1, 5):
            minutes = 25 if (side == Side.HOME and board == late_board) else -10
            s.add(
                Presence(
                    match_id=match_id,
                    side=side,
                    board=board,
                    arrived_at=start + timedelta(minutes=minutes),
                )
            )
    s.flush()
    if late_board is not None:
        arrival = start + timedelta(minutes=25)
        fields = {"tablero": late_board, "lado": Side.HOME, "hora_llegada": f"{arrival:%H:%M}"}
        _incident(s, match_id, "llegada_tarde", fields, arrival)
    if rnd.number == 2:
        moment = start + timedelta(hours=2, minutes=42)
        fields = {
            "tablero": 2,
            "reloj_blancas": "0:41:10",
            "reloj_negras": "0:35:02",
            "hora": f"{moment:%H:%M}",
            "posicion": INITIAL_FEN,
        }
        _incident(s, match_id, "sub_conditione", fields, moment)
    s.flush()
    content = content_hash(chess_acta_content(s, match_id))
    ours_home = match.home_team_id in own_team_ids
    our_delegate = delegates[index % len(delegates)] if delegates else None
    home_team = get_row(s, Team, match.home_team_id)
    away_team = get_row(s, Team, match.away_team_id)
    signed_at = start + timedelta(hours=5, minutes=5)
    for role, team in (("delegado_local", home_team), ("delegado_visitante", away_team)):
        ours = (role == "delegado_local") == ours_home
        name = our_delegate.name if ours and our_delegate else f"Delegado de {team.name}"
        licence = our_delegate.licence if ours and our_delegate else ""
        s.add(
            ActaSignature(
                match_id=match_id,
                role=role,
                name=name,
                licence=licence,
                image_png=scribble_png(match_id * 2 + (role == "delegado_visitante")),
                signed_at=signed_at,
                content_hash=content,
            )
        )
    acta = s.exec(select(MatchDay).where(MatchDay.match_id == match_id)).one()
    acta.locked_at = signed_at
    acta.content_hash = content
    s.add(acta)
    record_lock(s, match_id, signed_at)
