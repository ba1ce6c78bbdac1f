"""Lineups of a match: saved board by board as they are edited, checked by domain/chess/lineup.py.

Both sides of a match are kept: the delegate's own team (checked strictly: a BLOCK finding
refuses the confirmation) and the rival's, picked from the rival club's list when it is in the
database or typed by hand; the rival's findings are only warnings (the committee decides).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime

from sqlmodel import Session, col, select

from delegate_app.domain.chess.incident_catalog import LINEUP_ARTICLES
from delegate_app.domain.chess.lineup import (
    LineupChecker,
    LineupInput,
    MatchInfo,
    PlayerInfo,
    RecordedLineup,
    TeamInfo,
)
from delegate_app.domain.findings import Finding, Severity, boards_text, by_severity
from delegate_app.domain.incident_schema import article_number
from delegate_app.domain.sides import SIDES, Side
from delegate_app.store.acta import ensure_lock_free
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.match_header import own_side as own_side  # both sports ask it
from delegate_app.store.models import (
    Availability,
    Club,
    Competition,
    Lineup,
    LineupEntry,
    Match,
    MatchDay,
    Player,
    Round,
    Team,
)
from delegate_app.store.rows import get_row, require_id

# Typed rivals are not in the database: they get ids below zero, unique within the lineup.
_TYPED_ID_BASE = -1000


@dataclass(frozen=True)
class TypedPlayer:
    """A rival typed by hand because his club's list is not in the database."""

    name: str
    list_number: int | None = None
    rating: int | None = None


@dataclass(frozen=True)
class BoardEntry:
    board: int
    player_id: int | None  # None for a typed rival
    name: str
    list_number: int | None
    rating: int | None
    typed: bool = False


@dataclass(frozen=True)
class ListedPlayer:
    """A player of the side's club as the lineup screen lists him."""

    id: int
    name: str
    list_number: int
    team_rank: str | None
    rating: int | None
    active: bool
    available: bool
    findings: tuple[Finding, ...]  # what fielding him in this match would raise

    @property
    def eligible(self) -> bool:
        return not any(f.blocks for f in self.findings)


@dataclass
class SideView:
    """Everything the lineup screen shows for one side of one match."""

    side: str
    team_id: int
    team_name: str
    club_id: int
    club_name: str
    own: bool  # the delegate's own club: findings block; the rival's only warn
    boards: int
    entries: dict[int, BoardEntry] = field(default_factory=dict)
    players: list[ListedPlayer] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    confirmed_at: datetime | None = None
    locked: bool = False  # the match's acta is signed and closed: read-only

    @property
    def blocked(self) -> bool:
        return any(f.blocks for f in self.findings)


# --- reading -------------------------------------------------------------------------------------


def _match_parts(s: Session, match_id: int) -> tuple[Match, Round, Competition, Team, Team]:
    match = s.get(Match, match_id)
    if match is None:
        raise StoreError("El encuentro ya no existe.")
    rnd = get_row(s, Round, match.round_id)
    competition = get_row(s, Competition, rnd.competition_id)
    home = get_row(s, Team, match.home_team_id)
    return match, rnd, competition, home, get_row(s, Team, match.away_team_id)


def _match_info(
    s: Session, match: Match, rnd: Round, competition: Competition, side: str
) -> MatchInfo:
    previous = s.exec(
        select(Round).where(
            Round.competition_id == rnd.competition_id, Round.number == rnd.number - 1
        )
    ).first()
    played = (match.played_at or match.scheduled_at).date()
    return MatchInfo(
        id=require_id(match),
        round_number=rnd.number,
        official_date=rnd.official_date,
        actual_date=played,
        home=side == Side.HOME,
        boards=competition.boards,
        previous_round_date=previous.official_date if previous else None,
    )


def _player_info(player: Player, ranks: dict[int, str]) -> PlayerInfo:
    return PlayerInfo(
        id=require_id(player),
        name=player.full_name,
        list_number=player.list_number,
        team_rank=ranks.get(player.team_id) if player.team_id else None,
        incorporated_on=player.incorporated_on,
        active=player.active,
        licensed=bool(player.licence),
        has_certificate_or_dni=player.has_certificate or bool(player.dni),
    )


def _club_lineups(s: Session, club_id: int, exclude: tuple[int, str]) -> list[RecordedLineup]:
    """Every lineup of the club's teams in the database except the one being edited."""
    rows = s.exec(
        select(Lineup, Match, Round)
        .join(Team, col(Team.id) == Lineup.team_id)
        .join(Match, col(Match.id) == Lineup.match_id)
        .join(Round, col(Round.id) == Match.round_id)
        .where(Team.club_id == club_id)
    ).all()
    entries: dict[int, list[int]] = {}
    lineup_ids = [require_id(lineup) for lineup, _m, _r in rows]
    if lineup_ids:
        in_lineups = col(LineupEntry.lineup_id).in_(lineup_ids)
        for entry in s.exec(select(LineupEntry).where(in_lineups)):
            if entry.player_id is not None:
                entries.setdefault(entry.lineup_id, []).append(entry.player_id)
    recorded = []
    for lineup, match, rnd in rows:
        if (lineup.match_id, lineup.side) == exclude:
            continue
        recorded.append(
            RecordedLineup(
                match_id=require_id(match),
                team_id=lineup.team_id,
                round_number=rnd.number,
                official_date=rnd.official_date,
                actual_date=(match.played_at or match.scheduled_at).date(),
                player_ids=tuple(entries.get(require_id(lineup), ())),
            )
        )
    return recorded


def _entries(s: Session, lineup: Lineup | None) -> dict[int, LineupEntry]:
    if lineup is None:
        return {}
    return {
        e.board: e for e in s.exec(select(LineupEntry).where(LineupEntry.lineup_id == lineup.id))
    }


def _lineup(s: Session, match_id: int, side: str) -> Lineup | None:
    return s.exec(select(Lineup).where(Lineup.match_id == match_id, Lineup.side == side)).first()


@dataclass
class SideData:
    """What checking one side needs, loaded in one session."""

    checker: LineupChecker
    lineup_input: LineupInput
    competition: Competition
    team: Team
    club: Club
    players: list[Player]
    ranks: dict[int, str]


def side_data(s: Session, match_id: int, side: str) -> SideData:
    """Load and index what checking one side of a match needs, within the session s."""
    match, rnd, competition, home, away = _match_parts(s, match_id)
    team = home if side == Side.HOME else away
    club = get_row(s, Club, team.club_id)
    club_teams = list(s.exec(select(Team).where(Team.club_id == team.club_id)))
    ranks = {require_id(t): t.rank for t in club_teams}
    players = list(
        s.exec(
            select(Player).where(Player.club_id == team.club_id).order_by(col(Player.list_number))
        )
    )
    infos = {require_id(p): _player_info(p, ranks) for p in players}
    lineup = _lineup(s, match_id, side)
    stored = _entries(s, lineup)
    by_board: dict[int, int | None] = {}
    for board, entry in stored.items():
        if entry.player_id is not None:
            by_board[board] = entry.player_id
        else:
            # A typed rival: unknown to the club list, checked only on what was typed.
            fake_id = _TYPED_ID_BASE - board
            infos[fake_id] = PlayerInfo(
                id=fake_id,
                name=entry.typed_name,
                list_number=entry.typed_list_number,
            )
            by_board[board] = fake_id
    checker = LineupChecker(
        _match_info(s, match, rnd, competition, side),
        TeamInfo(require_id(team), team.rank),
        [TeamInfo(require_id(t), t.rank) for t in club_teams],
        infos,
        _club_lineups(s, team.club_id, (match_id, side)),
    )
    return SideData(checker, LineupInput(by_board), competition, team, club, players, ranks)


def _acta_locked(s: Session, match_id: int) -> bool:
    acta = s.exec(select(MatchDay).where(MatchDay.match_id == match_id)).first()
    return acta is not None and acta.locked_at is not None


def _unavailable(s: Session, match_id: int) -> set[int]:
    rows = s.exec(select(Availability).where(Availability.match_id == match_id))
    return {a.player_id for a in rows if not a.available}


def _as_warnings(findings: list[Finding]) -> list[Finding]:
    """The rival's lineup never blocks ours: the delegate records, the committee decides."""
    return [replace(f, severity=Severity.WARN) if f.blocks else f for f in findings]


def side_view(db: Database, match_id: int, side: str) -> SideView:
    if side not in SIDES:
        raise StoreError(f"Lado desconocido: «{side}».")
    with db.session() as s:
        data = side_data(s, match_id, side)
        checker, competition, team, club = data.checker, data.competition, data.team, data.club
        players, ranks = data.players, data.ranks
        lineup = _lineup(s, match_id, side)
        stored = _entries(s, lineup)
        unavailable = _unavailable(s, match_id)
        by_id = {p.id: p for p in players}
        entries = {}
        for board, entry in stored.items():
            if entry.player_id is not None:
                p = by_id.get(entry.player_id)
                entries[board] = BoardEntry(
                    board,
                    entry.player_id,
                    p.full_name if p else "?",
                    p.list_number if p else None,
                    p.elo_canario if p else None,
                )
            else:
                entries[board] = BoardEntry(
                    board,
                    None,
                    entry.typed_name,
                    entry.typed_list_number,
                    entry.typed_rating,
                    typed=True,
                )
        own = club.is_own
        findings = checker.check(data.lineup_input)
        listed = []
        for p in players:
            player_id = require_id(p)
            player_findings = checker.check_player(player_id)
            listed.append(
                ListedPlayer(
                    id=player_id,
                    name=p.full_name,
                    list_number=p.list_number,
                    team_rank=ranks.get(p.team_id) if p.team_id else None,
                    rating=p.elo_canario,
                    active=p.active,
                    available=p.active and player_id not in unavailable,
                    findings=tuple(player_findings if own else _as_warnings(player_findings)),
                )
            )
        return SideView(
            side=side,
            team_id=require_id(team),
            team_name=team.name,
            club_id=team.club_id,
            club_name=club.name,
            own=own,
            boards=competition.boards,
            entries=entries,
            players=listed,
            findings=by_severity(findings if own else _as_warnings(findings)),
            confirmed_at=lineup.confirmed_at if lineup else None,
            locked=_acta_locked(s, match_id),
        )


# --- editing: one transaction per action ---------------------------------------------------------


def _editable_lineup(s: Session, match_id: int, side: str, now: datetime) -> Lineup:
    ensure_lock_free(s, match_id)
    _match, _rnd, _competition, home, away = _match_parts(s, match_id)
    lineup = _lineup(s, match_id, side)
    if lineup is None:
        team = home if side == Side.HOME else away
        lineup = Lineup(match_id=match_id, side=side, team_id=require_id(team), updated_at=now)
    # Any change after a confirmation voids it: the delegate must confirm the new lineup.
    lineup.confirmed_at = None
    lineup.updated_at = now
    s.add(lineup)
    s.flush()
    return lineup


def _check_board(s: Session, match_id: int, board: int) -> None:
    _match, _rnd, competition, _home, _away = _match_parts(s, match_id)
    if not 1 <= board <= competition.boards:
        raise StoreError(f"Este encuentro se juega a {competition.boards} tableros.")


def _side_club(s: Session, match_id: int, side: str) -> int:
    _match, _rnd, _competition, home, away = _match_parts(s, match_id)
    return (home if side == Side.HOME else away).club_id


def place_player(
    db: Database, match_id: int, side: str, board: int, player_id: int, now: datetime | None = None
) -> None:
    """Put a player of the side's club on a board; if he was on another board, he moves."""
    now = now or datetime.now()
    with db.session() as s, s.begin():
        _check_board(s, match_id, board)
        player = s.get(Player, player_id)
        if player is None or player.club_id != _side_club(s, match_id, side):
            raise StoreError("Ese jugador no es de la lista de este club.")
        lineup = _editable_lineup(s, match_id, side, now)
        entries = _entries(s, lineup)
        for other_board, entry in entries.items():
            if entry.player_id == player_id and other_board != board:
                s.delete(entry)
        s.flush()
        entry = entries.get(board) or LineupEntry(lineup_id=require_id(lineup), board=board)
        entry.player_id, entry.typed_name = player_id, ""
        entry.typed_list_number = entry.typed_rating = None
        s.add(entry)


def place_typed(
    db: Database,
    match_id: int,
    side: str,
    board: int,
    typed: TypedPlayer,
    now: datetime | None = None,
) -> None:
    name = typed.name.strip()
    if not name:
        raise StoreError("Escriba el nombre del jugador rival.")
    for label, value in (("número de lista", typed.list_number), ("ELO", typed.rating)):
        if value is not None and not 0 <= value <= 3000:
            raise StoreError(f"El {label} del rival debe estar entre 0 y 3000.")
    now = now or datetime.now()
    with db.session() as s, s.begin():
        _check_board(s, match_id, board)
        lineup = _editable_lineup(s, match_id, side, now)
        entry = _entries(s, lineup).get(board) or LineupEntry(
            lineup_id=require_id(lineup), board=board
        )
        entry.player_id = None
        entry.typed_name, entry.typed_list_number, entry.typed_rating = (
            name,
            typed.list_number,
            typed.rating,
        )
        s.add(entry)


def clear_board(
    db: Database, match_id: int, side: str, board: int, now: datetime | None = None
) -> None:
    now = now or datetime.now()
    with db.session() as s, s.begin():
        _check_board(s, match_id, board)
        lineup = _editable_lineup(s, match_id, side, now)
        entry = _entries(s, lineup).get(board)
        if entry is not None:
            s.delete(entry)


def set_lineup(
    db: Database, match_id: int, side: str, lineup_input: LineupInput, now: datetime | None = None
) -> None:
    """Replace the whole lineup at once (the proposed lineup)."""
    now = now or datetime.now()
    with db.session() as s, s.begin():
        club_id = _side_club(s, match_id, side)
        for board, player_id in lineup_input.by_board.items():
            _check_board(s, match_id, board)
            if player_id is not None:
                player = s.get(Player, player_id)
                if player is None or player.club_id != club_id:
                    raise StoreError("La alineación incluye jugadores de otro club.")
        lineup = _editable_lineup(s, match_id, side, now)
        for entry in _entries(s, lineup).values():
            s.delete(entry)
        s.flush()
        for board, player_id in sorted(lineup_input.by_board.items()):
            if player_id is not None:
                s.add(LineupEntry(lineup_id=require_id(lineup), board=board, player_id=player_id))


def set_available(db: Database, match_id: int, player_id: int, available: bool) -> None:
    with db.session() as s, s.begin():
        if s.get(Match, match_id) is None or s.get(Player, player_id) is None:
            raise StoreError("El encuentro o el jugador ya no existen.")
        row = s.get(Availability, (match_id, player_id)) or Availability(
            match_id=match_id, player_id=player_id
        )
        row.available = available
        s.add(row)


def propose(db: Database, match_id: int, side: str) -> LineupInput:
    """The strongest legal lineup from the available players (not saved)."""
    with db.session() as s:
        data = side_data(s, match_id, side)
        unavailable = _unavailable(s, match_id)
        return data.checker.propose(
            require_id(p) for p in data.players if p.active and p.id not in unavailable
        )


def confirm_lineup(db: Database, match_id: int, side: str, now: datetime | None = None) -> None:
    """Mark our lineup as final; refused while a BLOCK finding remains (message lists them)."""
    now = now or datetime.now()
    with db.session() as s, s.begin():
        data = side_data(s, match_id, side)
        findings = data.checker.check(data.lineup_input)
        blocks = [f for f in findings if f.blocks] if data.club.is_own else []
        lineup = _lineup(s, match_id, side)
        if lineup is None or not data.lineup_input.fielded():
            raise StoreError("La alineación está vacía: coloque al menos un jugador.")
        if blocks:
            raise StoreError(
                "No se puede confirmar la alineación:\n" + "\n".join(f.message for f in blocks)
            )
        lineup.confirmed_at = now
        s.add(lineup)


def rival_lineup_fields(side: str, finding: Finding) -> dict[str, str]:
    """The fields of an "alineacion_rival" incident recording a finding on a side's lineup
    (CH-15.3: a breach of 18.2, 18.3, 10.2 or 18.9-18.11 goes to the committee)."""
    article = article_number(finding.rule_id)
    if article not in LINEUP_ARTICLES:
        raise StoreError(f"El aviso del art. {article} no es una incidencia de alineación.")
    fields = {"lado": side, "articulo": article, "texto": finding.message}
    if finding.boards:
        fields["tableros"] = boards_text(finding.boards)
    return fields
