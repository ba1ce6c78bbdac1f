"""A small chess database built row by row: one LOCKED acta (with an annex) and one OPEN."""

from __future__ import annotations

import hashlib
from datetime import datetime
from pathlib import Path

from sqlmodel import select

from delegate_app.store.database import open_database
from delegate_app.store.incidents import record_incident
from delegate_app.store.lock_log import record_annex, record_lock
from delegate_app.store.models import (
    ActaSignature,
    Annex,
    Club,
    Competition,
    GameResult,
    Lineup,
    LineupEntry,
    Match,
    MatchDay,
    PartidaResult,
    Player,
    Presence,
    Round,
    Team,
)

PNG = b"\x89PNG\r\n\x1a\nfirma"
T = datetime(2026, 10, 3, 16, 0)
LOCKED, OPEN = 1, 2  # match ids


def fake_acta_hash(session, match_id: int) -> str:
    """Stands in for store.acta.acta_content_hash: results and boards of the match."""
    results = session.exec(
        select(GameResult.board, GameResult.result)
        .where(GameResult.match_id == match_id)
        .order_by(GameResult.board)
    ).all()
    entries = session.exec(
        select(Lineup.side, LineupEntry.board, LineupEntry.player_id, LineupEntry.typed_name)
        .join(Lineup, Lineup.id == LineupEntry.lineup_id)
        .where(Lineup.match_id == match_id)
        .order_by(Lineup.side, LineupEntry.board)
    ).all()
    return hashlib.sha256(repr((results, entries)).encode()).hexdigest()


# The file build_acta_db wrote first in this process, by `lock`: later calls write its bytes.
_BUILT: dict[bool, bytes] = {}


def build_acta_db(path, lock=True) -> Path:
    """Two matches of one round: LOCKED (acta closed, with an annex) and OPEN (acta in progress),
    written to `path` (closed); the ids of the rows are fixed by insertion order.

    The first build in a process is copied by the later ones (the same rows, from fixed times
    and ids): building it migrates an empty file first, 1.3 s or more, for each of some fifty
    tests."""
    path = Path(path)
    if lock not in _BUILT:
        _build(path, lock)
        _BUILT[lock] = path.read_bytes()
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(_BUILT[lock])
    return path


def _build(path: Path, lock: bool) -> None:
    db = open_database(path)
    with db.session() as s, s.begin():
        s.add(Competition(id=1, name="Liga Insular", sport="ajedrez", season="2026-2027"))
        s.add(Club(id=1, name="CA Anaga", sport="ajedrez", is_own=True))
        s.add(Club(id=2, name="CA Teno", sport="ajedrez"))
        s.flush()
        s.add(Team(id=1, club_id=1, competition_id=1, rank="A", name="Anaga A"))
        s.add(Team(id=2, club_id=2, competition_id=1, rank="A", name="Teno A"))
        s.add(Round(id=1, competition_id=1, number=1, official_date=T.date()))
        s.flush()
        for n, name in enumerate(("Begoña", "Iñaki", "Óscar", "Nieves"), start=1):
            s.add(Player(id=n, club_id=1, first_name=name, last_name="Díaz", list_number=n))
        for match_id in (LOCKED, OPEN):
            s.add(Match(id=match_id, round_id=1, home_team_id=1, away_team_id=2, scheduled_at=T))
        s.flush()
        for match_id in (LOCKED, OPEN):
            s.add(MatchDay(match_id=match_id, official_start=T, updated_at=T))
            s.add(Lineup(match_id=match_id, side="local", team_id=1, updated_at=T))
        s.add(Lineup(match_id=LOCKED, side="visitante", team_id=2, updated_at=T))
        s.flush()
        # lineups: 1 = LOCKED local, 2 = OPEN local, 3 = LOCKED visitante
        for board in (1, 2):
            s.add(LineupEntry(lineup_id=1, board=board, player_id=board))
            s.add(LineupEntry(lineup_id=2, board=board, player_id=board + 2))
            s.add(LineupEntry(lineup_id=3, board=board, typed_name=f"Rival {board}"))
            s.add(GameResult(match_id=LOCKED, board=board, result="1-0", updated_at=T))
            s.add(Presence(match_id=LOCKED, side="local", board=board, arrived_at=T))
        s.add(GameResult(match_id=OPEN, board=1, result="½-½", updated_at=T))
        s.add(Presence(match_id=OPEN, side="local", board=1, arrived_at=T))
        for match_id in (LOCKED, OPEN):
            s.add(
                PartidaResult(
                    match_id=match_id,
                    table_number=1,
                    partida_number=1,
                    winner="local",
                    home_points=300,
                    away_points=120,
                    updated_at=T,
                )
            )
            s.add(
                ActaSignature(
                    match_id=match_id,
                    role="delegado_local",
                    name="Begoña Díaz",
                    image_png=PNG,
                    signed_at=T,
                    content_hash="h",
                )
            )
    for match_id, text in ((LOCKED, "Llegó tarde el tablero 2"), (OPEN, "Reloj averiado")):
        record_incident(db, match_id, "otra", "CH-17.1", text, now=T)
    record_incident(db, LOCKED, "otra", "CH-16.2", "Sin DNI en el tablero 1", now=T)
    if lock:
        lock_acta(db, LOCKED)
        with db.session() as s, s.begin():
            s.add(Annex(match_id=LOCKED, created_at=T, text="Reclamación", content_hash="a"))
            s.flush()
            s.add(
                ActaSignature(
                    match_id=LOCKED,
                    annex_id=1,
                    role="delegado_visitante",
                    name="Óscar Díaz",
                    image_png=PNG,
                    signed_at=T,
                    content_hash="a",
                )
            )
            record_annex(s, s.get(Annex, 1), T)
    db.close()


def lock_acta(db, match_id, hasher=fake_acta_hash):
    """Locked_at and content_hash in one UPDATE: after it, the row never changes again."""
    with db.session() as s, s.begin():
        acta = s.exec(select(MatchDay).where(MatchDay.match_id == match_id)).one()
        acta.content_hash = hasher(s, match_id)
        acta.locked_at = T.replace(hour=20)
        s.add(acta)
        record_lock(s, match_id, acta.locked_at)  # as the app locks: snapshot and lock log
