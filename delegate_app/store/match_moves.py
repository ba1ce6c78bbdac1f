"""Moving one match of the calendar to another date, and correcting one match.

``move_match`` keeps ``scheduled_at`` as the official date and time (the one CH-6.2, CH-6.3,
CH-18.9 and CH-18.11 refer to) and stores the new moment in ``played_at``; moving a match back
to its official time clears ``played_at``. A move to a later moment marks the match "aplazado"
(domain/chess/postponement.py: moving earlier is not a postponement). The CH-6.2 and CH-6.3 findings
are returned and never block: the Comité de Competición decides. Those articles are of the
chess regulation: a domino match moves with no findings. A match whose acta is closed has been
played and keeps its date.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from sqlmodel import Session, col, select

from delegate_app.domain.chess.postponement import check_postponement
from delegate_app.domain.competition import Sport
from delegate_app.domain.findings import Finding
from delegate_app.domain.season import season_window
from delegate_app.store.calendar_io import date_text
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Competition, Match, MatchDay, Round
from delegate_app.store.rows import get_row, require_id


@dataclass(frozen=True)
class MatchMove:
    match_id: int
    scheduled_at: datetime  # official, unchanged
    played_at: datetime | None
    status: str
    findings: tuple[Finding, ...]  # CH-6.2 / CH-6.3 warnings; they never block


def move_match(
    db: Database,
    match_id: int,
    new_datetime: datetime,
    request_date: date | None,
    both_agree: bool,
) -> MatchMove:
    """Store a new date and time for the match and say what CH-6.2 and CH-6.3 ask about it.

    request_date: when the written request reached the federation (None: no written request).
    """
    if not isinstance(new_datetime, datetime):
        raise StoreError("Indique la nueva fecha y hora del encuentro.")
    with db.session() as s, s.begin():
        match, rnd, competition = _open_match(s, match_id, "ya se jugó y su fecha no se cambia")
        findings: list[Finding] = []
        if competition.sport == Sport.CHESS.value:
            later_rounds = s.exec(
                select(Round.number, col(Round.official_date))
                .where(Round.competition_id == rnd.competition_id)
                .order_by(col(Round.number))
            ).all()
            total = len(later_rounds)
            following = [day for number, day in later_rounds if number > rnd.number]
            findings = check_postponement(
                rnd.number,
                total,
                match.scheduled_at,
                new_datetime,
                request_date,
                both_agree,
                following,
            )
        if new_datetime == match.scheduled_at:
            match.played_at = None
            if match.status == "aplazado":
                match.status = "programado"
        else:
            match.played_at = new_datetime
            if match.status != "jugado":
                match.status = "aplazado" if new_datetime > match.scheduled_at else "programado"
        s.add(match)
        s.flush()
        return MatchMove(
            require_id(match), match.scheduled_at, match.played_at, match.status, tuple(findings)
        )


def _open_match(s: Session, match_id: int, kept: str) -> tuple[Match, Round, Competition]:
    """The match with its round and competition, refused when it is gone or its acta is
    locked (`kept`: what the lock keeps from changing)."""
    match = s.get(Match, match_id)
    if match is None:
        raise StoreError("El encuentro ya no existe.")
    if s.exec(select(MatchDay.locked_at).where(MatchDay.match_id == match_id)).first():
        raise StoreError(f"El acta de este encuentro está cerrada: {kept}. No se ha cambiado nada.")
    rnd = get_row(s, Round, match.round_id)
    return match, rnd, get_row(s, Competition, rnd.competition_id)


# --- correcting one match of the calendar ------------------------------------------------------


def update_match(
    db: Database,
    match_id: int,
    scheduled_at: datetime | None = None,
    venue: str | None = None,
) -> Match:
    """Correct a match of the calendar as published: its official date and time, its venue.

    This is the set-up of the season (a typo, the federation's correction), not a postponement:
    for a match moved by the clubs use move_match, which keeps the official date (art. 6.2, 6.3).
    The official date must stay in the round's week and in the season. A match whose acta is
    locked, or of an archived season, keeps everything.
    """
    with db.session() as s, s.begin():
        match, rnd, competition = _open_match(s, match_id, "el encuentro no se cambia")
        if competition.archived:
            raise StoreError(
                f"«{competition.name}» es de una temporada archivada ({competition.season}): "
                "solo se puede consultar."
            )
        if scheduled_at is not None:
            days = (scheduled_at.date() - rnd.official_date).days
            if not 0 <= days <= 6:
                raise StoreError(
                    f"La ronda {rnd.number} es el {date_text(rnd.official_date)}: su fecha "
                    "oficial debe caer en esa semana. Para jugarlo otro día, use «Cambiar "
                    "fecha» (aplazamiento, art. 6.2)."
                )
            start, end = season_window(
                competition.season, competition.season_start, competition.season_end
            )
            if not start <= scheduled_at.date() <= end:
                raise StoreError(
                    f"El {date_text(scheduled_at.date())} está fuera de la temporada "
                    f"{competition.season}."
                )
            match.scheduled_at = scheduled_at
        if venue is not None:
            match.venue = venue.strip()
        s.add(match)
    return match
