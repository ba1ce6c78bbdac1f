"""Match results (chess boards, domino partidas) and the league tables computed from them.

Results come from the club's own actas and from what the delegate types in for the other
matches of the group; both are stored the same way and pass the same checks:

- chess: one GameResult per board, written home–away as on the acta (domain BoardResult:
  "1-0", "½-½", "0-1", and the forfeits "+/-", "-/+", "-/-", which count as results);
- domino: one PartidaResult per table and partida with the partida's final score.

Decisions:

- ``set_board_results`` and ``set_partida_results`` replace the match's whole set of results
  with what they are given, in one transaction; a board or partida left out (or given as None)
  is "not entered yet". Bad input is refused with a StoreError and nothing changes.
- A match counts for the table only when every board (every table × partida) has a result.
  It is then marked "jugado"; removing a result takes it back to "aplazado" (when it has been
  moved to a later date) or "programado".
- Domino scores are the final score of the Hoja de Anotaciones: the winner has reached the
  target and the loser has not, so the winner is read from the points. A last hand can take the
  winner past the target (DO-18), at most to target + 168 (a double-six set has 168 pips). An
  abandonment (DO-20.4) needs no flag: the rival pair is credited the points it lacked, so it
  has reached the target too, and the abandoning pair keeps its own points. A suspended
  partida the committee closed below the target (DO-20) carries the COMMITTEE mark; the pair
  ahead wins it, as on the acta.
- The results of a match whose acta is closed (MatchDay.locked_at) are final: every change is
  refused with a StoreError, before the database's own triggers would refuse it.
- An open board of the club's own acta ("pendiente (1-0)", "aplazada"…) counts for nothing
  and leaves the match incomplete until a committee decision settles it (store.board_states).
- The table ranks with the competition's points setting; teams that nothing separates share the
  position and are listed alphabetically (the draw order is not stored with the calendar).
"""

from __future__ import annotations

import csv
import io
import logging
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import Session, col, select

from delegate_app.domain.chess.lineup import Colour, board_colours
from delegate_app.domain.chess.match import BoardOutcome
from delegate_app.domain.committee_rulings import DecidedPartida, Ruling, ruled_partidas
from delegate_app.domain.competition import MatchPoints, Sport
from delegate_app.domain.sides import Side
from delegate_app.domain.standings import (
    BoardResult,
    ChessMatchResult,
    DominoEncounterResult,
    DominoPartida,
    DominoStandingRow,
    StandingRow,
    TiebreakStep,
    chess_standings,
    domino_standings,
)
from delegate_app.store.board_states import (
    board_states,
    committee_effects,
    recorded_no_shows,
    season_boards,
)
from delegate_app.store.committee import MAX_HAND_POINTS, rulings_by_match
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError, refused_by_the_database
from delegate_app.store.models import (
    Competition,
    GameResult,
    Lineup,
    LineupEntry,
    Match,
    MatchDay,
    PartidaResult,
    Player,
    Round,
    Team,
)
from delegate_app.store.rows import get_row, id_col, require_id
from delegate_app.store.textfiles import write_atomically

log = logging.getLogger(__name__)

PLAYED, POSTPONED, SCHEDULED = "jugado", "aplazado", "programado"
COMMITTEE = "comite"  # a partida's score closed by the committee (DO-20), below the target

STEP_LABELS = {
    TiebreakStep.PARTICULAR: "Resultado particular",
    TiebreakStep.HOLANDES: "Sistema Holandés",
    TiebreakStep.PARTIDAS: "Diferencia de partidas",
    TiebreakStep.TANTOS: "Diferencia de tantos",
    TiebreakStep.DESEMPATE: "Encuentro de desempate",
}

BOARD_RESULT_LABELS = {
    BoardResult.HOME_WIN: "1-0",
    BoardResult.DRAW: "½-½",
    BoardResult.AWAY_WIN: "0-1",
    BoardResult.HOME_BY_FORFEIT: "+/- (no comparece el visitante)",
    BoardResult.AWAY_BY_FORFEIT: "-/+ (no comparece el local)",
    BoardResult.DOUBLE_FORFEIT: "-/- (no comparece ninguno)",
}


def half_text(value: float) -> str:
    """2.5 -> "2½", 0.5 -> "½", 3.0 -> "3": how a chess score is written on an acta."""
    doubled = round(value * 2)
    whole, half = divmod(abs(doubled), 2)
    sign = "-" if doubled < 0 else ""
    if not half:
        return f"{sign}{whole}"
    return f"{sign}{whole or ''}½"


def decimal_text(value: float) -> str:
    """2.5 -> "2,5": a number Spanish spreadsheets read as a number."""
    return f"{value:g}".replace(".", ",")


# --- one match ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class PartidaScore:
    table_number: int
    partida_number: int
    home_points: int
    away_points: int
    winner: str  # domain Side value: "local" or "visitante"


@dataclass(frozen=True)
class MatchResults:
    """A match and the results entered so far, as the results dialog shows them."""

    match_id: int
    competition_id: int
    competition: str
    sport: str
    round_number: int
    scheduled_at: datetime
    played_at: datetime | None
    status: str
    home_team: str
    away_team: str
    boards: int
    tables: int
    partidas_per_table: int
    target: int
    board_results: dict[int, BoardResult] = field(default_factory=dict)  # final boards only
    # boards without a final result yet (pending the committee, adjourned…) -> their state
    open_boards: dict[int, BoardOutcome] = field(default_factory=dict)
    # board -> (home player, away player) from the recorded lineups; "" when not recorded
    board_players: dict[int, tuple[str, str]] = field(default_factory=dict)
    partidas: dict[tuple[int, int], PartidaScore] = field(default_factory=dict)
    locked: bool = False  # the match's acta is closed: its results are final
    # domino: partidas a committee decision ordered replayed, left out until decided (R25-6)
    open_partidas: frozenset[tuple[int, int]] = frozenset()

    @property
    def is_chess(self) -> bool:
        return self.sport == Sport.CHESS.value

    @property
    def expected(self) -> int:
        return self.boards if self.is_chess else self.tables * self.partidas_per_table

    @property
    def entered(self) -> int:
        return len(self.board_results) if self.is_chess else len(self.partidas)

    @property
    def complete(self) -> bool:
        return self.entered == self.expected

    def home_colours(self) -> dict[int, Colour]:
        """CH-18.1: the home player's colour on each board."""
        return board_colours(self.boards, home=True)

    @property
    def score_text(self) -> str:
        """ "2½-1½" (game points) or "5-3" (partidas); "" with nothing entered."""
        return _score_text(self.is_chess, self.board_results.values(), self.partidas.values())


def _score_text(
    is_chess: bool, boards: Iterable[BoardResult], partidas: Iterable[PartidaScore]
) -> str:
    if is_chess:
        boards = list(boards)
        if not boards:
            return ""
        home = sum(b.halves[0] for b in boards) / 2
        away = sum(b.halves[1] for b in boards) / 2
        return f"{half_text(home)}-{half_text(away)}"
    partidas = list(partidas)
    if not partidas:
        return ""
    home = sum(1 for p in partidas if p.winner == Side.HOME)
    return f"{home}-{len(partidas) - home}"


def _match_parts(s: Session, match_id: int) -> tuple[Match, Round, Competition]:
    match = s.get(Match, match_id)
    if match is None:
        raise StoreError("El encuentro ya no existe.")
    rnd = get_row(s, Round, match.round_id)
    return match, rnd, get_row(s, Competition, rnd.competition_id)


def _lineup_names(s: Session, match_id: int) -> dict[int, tuple[str, str]]:
    names: dict[int, list[str]] = defaultdict(lambda: ["", ""])
    rows = s.exec(
        select(Lineup.side, LineupEntry.board, LineupEntry.typed_name, Player)
        .join(LineupEntry, col(LineupEntry.lineup_id) == Lineup.id)
        .join(Player, col(Player.id) == LineupEntry.player_id, isouter=True)
        .where(Lineup.match_id == match_id)
    )
    for side, board, typed_name, player in rows:
        name = player.full_name if player is not None else typed_name
        names[board][0 if side == Side.HOME else 1] = name
    return {board: (pair[0], pair[1]) for board, pair in names.items()}


def _read_match(s: Session, match_id: int) -> MatchResults:
    match, rnd, competition = _match_parts(s, match_id)
    home, away = get_row(s, Team, match.home_team_id), get_row(s, Team, match.away_team_id)
    stored = {
        r.board: r.result for r in s.exec(select(GameResult).where(GameResult.match_id == match_id))
    }
    rulings = rulings_by_match(s, [match_id]).get(match_id, [])
    boards, open_boards = board_states(stored, rulings, competition.boards)
    partidas, replay = _ruled_partidas(
        {
            (p.table_number, p.partida_number): PartidaScore(
                p.table_number, p.partida_number, p.home_points, p.away_points, p.winner
            )
            for p in s.exec(select(PartidaResult).where(PartidaResult.match_id == match_id))
        },
        rulings,
    )
    return MatchResults(
        match_id=require_id(match),
        competition_id=require_id(competition),
        competition=competition.name,
        sport=competition.sport,
        round_number=rnd.number,
        scheduled_at=match.scheduled_at,
        played_at=match.played_at,
        status=match.status,
        home_team=home.name,
        away_team=away.name,
        boards=competition.boards,
        tables=competition.tables_per_team,
        partidas_per_table=competition.partidas_per_table,
        target=competition.target_score,
        board_results=dict(sorted(boards.items())),
        open_boards=dict(sorted(open_boards.items())),
        board_players=_lineup_names(s, match_id) if competition.sport == Sport.CHESS else {},
        partidas=dict(sorted(partidas.items())),
        locked=_locked(s, match_id),
        open_partidas=frozenset(replay),
    )


def _ruled_partidas(
    stored: dict[tuple[int, int], PartidaScore], rulings: list[Ruling]
) -> tuple[dict[tuple[int, int], PartidaScore], set[tuple[int, int]]]:
    """R25-6: a domino encounter's partidas after the committee's decisions; the replayed ones
    apart. Without decisions, what was stored."""
    if not any(ruling.partidas for ruling in rulings):
        return stored, set()
    final, replay = ruled_partidas(
        {key: DecidedPartida(p.home_points, p.away_points) for key, p in stored.items()}, rulings
    )
    out = {}
    for key, decided in final.items():
        kept = stored.get(key)
        if kept is not None and (kept.home_points, kept.away_points) == (
            decided.home_points,
            decided.away_points,
        ):
            out[key] = kept  # the stored winner stands (an abandonment's, DO-20.4)
        else:
            out[key] = PartidaScore(
                key[0], key[1], decided.home_points, decided.away_points, decided.winner.value
            )
    return out, replay


def _locked(s: Session, match_id: int) -> bool:
    locked_at = s.exec(select(MatchDay.locked_at).where(MatchDay.match_id == match_id)).first()
    return locked_at is not None


@contextmanager
def _changing(db: Database, match_id: int) -> Iterator[Session]:
    """One transaction on a match whose acta is still open; any failure changes nothing."""
    try:
        with db.session() as s, s.begin():
            if _locked(s, match_id):
                raise StoreError(
                    "El acta de este encuentro está cerrada: sus resultados ya no se pueden "
                    "cambiar (una corrección va en un anexo del acta). No se ha cambiado nada."
                )
            yield s
    except SQLAlchemyError as exc:
        # The database refuses changes to a closed acta on its own (triggers): say so plainly.
        if (refusal := refused_by_the_database(exc)) is not None:
            raise refusal from exc
        log.exception("Resultados no guardados del encuentro %s", match_id)
        raise StoreError(
            "No se han podido guardar los resultados; no se ha cambiado nada. "
            "Los detalles están en el log."
        ) from exc


def match_results(db: Database, match_id: int) -> MatchResults:
    with db.session() as s:
        return _read_match(s, match_id)


def _settle_status(match: Match, complete: bool) -> None:
    if complete:
        match.status = PLAYED
    elif match.status == PLAYED:
        moved_later = match.played_at is not None and match.played_at > match.scheduled_at
        match.status = POSTPONED if moved_later else SCHEDULED


def _refuse(problems: list[str]) -> StoreError:
    if len(problems) == 1:
        return StoreError(f"No se ha guardado nada: {problems[0]}")
    return StoreError("No se ha guardado nada:\n" + "\n".join(f"• {p}" for p in problems))


def _check_sport(competition: Competition, sport: Sport) -> None:
    if competition.sport != sport.value:
        kind = "de ajedrez" if sport is Sport.CHESS else "de dominó"
        raise StoreError(f"«{competition.name}» no es una competición {kind}.")


def set_board_results(
    db: Database,
    match_id: int,
    results: Mapping[int, str | BoardResult | None],
    now: datetime | None = None,
) -> MatchResults:
    """Replace the board results of a chess match: {board: "1-0", ...}, home player first."""
    now = now or datetime.now()
    with _changing(db, match_id) as s:
        match, _rnd, competition = _match_parts(s, match_id)
        _check_sport(competition, Sport.CHESS)
        parsed: dict[int, BoardResult] = {}
        problems: list[str] = []
        for board, text in sorted(results.items(), key=lambda item: str(item[0])):
            if not isinstance(board, int) or not 1 <= board <= competition.boards:
                problems.append(
                    f"el tablero {board} no existe; «{competition.name}» se juega a "
                    f"{competition.boards} tableros."
                )
                continue
            if text is None or (isinstance(text, str) and not text.strip()):
                continue
            try:
                parsed[board] = BoardResult.parse(text)
            except ValueError as exc:
                problems.append(f"tablero {board}: {exc}")
        if problems:
            raise _refuse(problems)
        existing = {
            r.board: r for r in s.exec(select(GameResult).where(GameResult.match_id == match_id))
        }
        for board, row in existing.items():
            if board not in parsed:
                s.delete(row)
        for board, result in parsed.items():
            current = existing.get(board)
            if current is None:
                s.add(GameResult(match_id=match_id, board=board, result=result, updated_at=now))
            elif current.result != result.value:
                current.result = result.value
                current.updated_at = now
                s.add(current)
        _settle_status(match, len(parsed) == competition.boards)
        s.add(match)
        s.flush()
        return _read_match(s, match_id)


def _partida_problems(
    table: object, partida: object, score: object, competition: Competition
) -> tuple[list[str], PartidaScore | None]:
    if not isinstance(table, int) or not 1 <= table <= competition.tables_per_team:
        return [
            f"la mesa {table} no existe; «{competition.name}» se juega a "
            f"{competition.tables_per_team} mesas."
        ], None
    where = f"mesa {table}, partida {partida}"
    if not isinstance(partida, int) or not 1 <= partida <= competition.partidas_per_table:
        return [
            f"{where}: cada mesa juega {competition.partidas_per_table} partidas en "
            f"«{competition.name}»."
        ], None
    pair: tuple[object, ...] = tuple(score) if isinstance(score, Iterable) else ()
    # DO-20: a third item COMMITTEE marks a suspended partida the committee closed below the
    # target; the pair ahead wins it, as the acta's own decision does.
    decided = len(pair) == 3 and pair[2] == COMMITTEE
    if decided:
        pair = pair[:2]
    if len(pair) != 2:
        return [f"{where}: faltan los tantos de las dos parejas."], None
    target = competition.target_score
    top = target + MAX_HAND_POINTS
    problems = []
    points: list[int] = []
    for label, value in zip(("local", "visitante"), pair, strict=True):
        if value is None:
            problems.append(f"{where}: faltan los tantos de la pareja {label}.")
        elif not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= top:
            problems.append(
                f"{where}: los tantos de la pareja {label} ({value}) deben ser un número entero "
                f"entre 0 y {top} (la partida es a {target} y una mano vale como mucho "
                f"{MAX_HAND_POINTS})."
            )
        else:
            points.append(value)
    if problems:
        return problems, None
    home_points, away_points = points
    reached = [
        side
        for side, value in ((Side.HOME, home_points), (Side.AWAY, away_points))
        if value >= target
    ]
    if not reached and decided:
        if home_points == away_points:
            return [
                f"{where}: con empate a tantos el Comité no declara ganadora a ninguna pareja; "
                "si ordenó repetirla, anote la partida cuando se juegue (art. 20)."
            ], None
        ahead = Side.HOME if home_points > away_points else Side.AWAY
        return [], PartidaScore(table, partida, home_points, away_points, ahead.value)
    if not reached:
        return [
            f"{where}: ninguna pareja llega a los {target} tantos; la partida no ha terminado "
            "(en un abandono, art. 20, a la pareja contraria se le suman los tantos que le "
            "faltan; si el Comité decidió la partida suspendida, márquela como decidida por "
            "el Comité)."
        ], None
    if len(reached) == 2:
        return [
            f"{where}: las dos parejas pasan de {target} tantos; la partida termina cuando "
            "la primera llega."
        ], None
    return [], PartidaScore(table, partida, home_points, away_points, reached[0].value)


def set_partida_results(
    db: Database,
    match_id: int,
    partidas: Mapping[tuple[int, int], tuple[int, int] | tuple[int, int, str] | None],
    now: datetime | None = None,
) -> MatchResults:
    """Replace the partidas of a domino encounter: {(table, partida): (home, away points)};
    (home, away, COMMITTEE) for a suspended partida the committee closed below the target
    (DO-20: the pair ahead wins)."""
    now = now or datetime.now()
    with _changing(db, match_id) as s:
        match, _rnd, competition = _match_parts(s, match_id)
        _check_sport(competition, Sport.DOMINO)
        scores: dict[tuple[int, int], PartidaScore] = {}
        problems: list[str] = []
        for key, score in sorted(partidas.items(), key=lambda item: str(item[0])):
            try:
                table, partida = key
            except (TypeError, ValueError):
                problems.append(f"«{key}» no es una mesa y partida.")
                continue
            if score is None:
                continue
            found, parsed = _partida_problems(table, partida, score, competition)
            problems.extend(found)
            if parsed is not None:
                scores[(table, partida)] = parsed
        if problems:
            raise _refuse(problems)
        existing = {
            (p.table_number, p.partida_number): p
            for p in s.exec(select(PartidaResult).where(PartidaResult.match_id == match_id))
        }
        for key, row in existing.items():
            if key not in scores:
                s.delete(row)
        for key, new in scores.items():
            row = existing.get(key) or PartidaResult(
                match_id=match_id,
                table_number=new.table_number,
                partida_number=new.partida_number,
                winner=new.winner,
                home_points=new.home_points,
                away_points=new.away_points,
                updated_at=now,
            )
            changed = (row.winner, row.home_points, row.away_points) != (
                new.winner,
                new.home_points,
                new.away_points,
            )
            if changed:
                row.winner = new.winner
                row.home_points = new.home_points
                row.away_points = new.away_points
                row.updated_at = now
            s.add(row)
        expected = competition.tables_per_team * competition.partidas_per_table
        _settle_status(match, len(scores) == expected)
        s.add(match)
        s.flush()
        return _read_match(s, match_id)


def clear_results(db: Database, match_id: int) -> MatchResults:
    """Remove every board or partida result of the match (one transaction)."""
    with _changing(db, match_id) as s:
        match, _rnd, _competition = _match_parts(s, match_id)
        for model in (GameResult, PartidaResult):
            for row in s.exec(select(model).where(model.match_id == match_id)):
                s.delete(row)
        _settle_status(match, complete=False)
        s.add(match)
        s.flush()
        return _read_match(s, match_id)


# --- the competition ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Loaded:
    competition: Competition
    names: dict[int, str]
    matches: list[tuple[int, int, int]]  # id, home, away in calendar order
    boards: dict[int, dict[int, BoardResult]]  # final boards only
    open_boards: dict[int, dict[int, BoardOutcome]]  # stored or decided, without final result
    partidas: dict[int, dict[tuple[int, int], PartidaScore]]
    last_update: datetime | None
    adjustments: dict[int, int]  # team -> league points changed by committee decisions


def _load(s: Session, competition_id: int) -> _Loaded:
    competition = s.get(Competition, competition_id)
    if competition is None:
        raise StoreError("La competición ya no existe.")
    names = dict(
        s.exec(
            select(id_col(Team.id), Team.name).where(Team.competition_id == competition_id)
        ).all()
    )
    matches = s.exec(
        select(id_col(Match.id), Match.home_team_id, Match.away_team_id)
        .join(Round, col(Round.id) == Match.round_id)
        .where(Round.competition_id == competition_id)
        .order_by(col(Round.number), col(Match.id))
    ).all()
    for _match_id, home, away in matches:
        # A team moved to another competition still has its old matches here.
        for team_id in (home, away):
            if team_id not in names:
                names[team_id] = get_row(s, Team, team_id).name
    in_competition = select(Match.id).join(Round, col(Round.id) == Match.round_id)
    in_competition = in_competition.where(Round.competition_id == competition_id)
    boards: dict[int, dict[int, BoardResult]] = defaultdict(dict)
    open_boards: dict[int, dict[int, BoardOutcome]] = {}
    partidas: dict[int, dict[tuple[int, int], PartidaScore]] = defaultdict(dict)
    last: datetime | None = None
    rulings, adjustments = committee_effects(s, matches)
    if competition.sport == Sport.CHESS.value:
        rows = s.exec(
            select(GameResult.match_id, GameResult.board, GameResult.result, GameResult.updated_at)
            .where(col(GameResult.match_id).in_(in_competition))
            .order_by(col(GameResult.match_id), col(GameResult.board))
        )
        stored: dict[int, dict[int, str]] = defaultdict(dict)
        for match_id, board, result, updated in rows:
            stored[match_id][board] = result
            last = updated if last is None or updated > last else last
        boards, open_boards = season_boards(stored, rulings, competition.boards)
    else:
        partida_rows = s.exec(
            select(PartidaResult).where(col(PartidaResult.match_id).in_(in_competition))
        )
        for p in partida_rows:
            partidas[p.match_id][(p.table_number, p.partida_number)] = PartidaScore(
                p.table_number, p.partida_number, p.home_points, p.away_points, p.winner
            )
            last = p.updated_at if last is None or p.updated_at > last else last
        for match_id, decided in rulings.items():
            ruled, _replay = _ruled_partidas(partidas.get(match_id, {}), decided)
            partidas[match_id] = ruled
    return _Loaded(
        competition, names, list(matches), boards, open_boards, partidas, last, adjustments
    )


@dataclass(frozen=True)
class MatchScore:
    """What the calendar shows of a match's result."""

    text: str  # "2½-1½", "5-3", "" with nothing entered
    complete: bool


def match_scores(db: Database, competition_id: int) -> dict[int, MatchScore]:
    """The score of every match of the competition that has at least one result."""
    with db.session() as s:
        loaded = _load(s, competition_id)
    competition = loaded.competition
    chess = competition.sport == Sport.CHESS.value
    expected = competition.boards if chess else (
        competition.tables_per_team * competition.partidas_per_table
    )  # fmt: skip
    scores = {}
    for match_id, _home, _away in loaded.matches:
        boards = loaded.boards.get(match_id, {})
        partidas = loaded.partidas.get(match_id, {})
        entered = len(boards) if chess else len(partidas)
        if entered or loaded.open_boards.get(match_id):
            text = _score_text(chess, boards.values(), partidas.values())
            scores[match_id] = MatchScore(text, entered == expected)
    return scores


@dataclass(frozen=True)
class Standings:
    """A competition's table with the settings and counts a printed table states."""

    competition_id: int
    competition: str
    category: str
    season: str
    federation: str
    group_name: str
    sport: str
    points: MatchPoints
    boards: int  # chess: boards per match, the Holandés weights
    rows: tuple[StandingRow, ...] | tuple[DominoStandingRow, ...]
    names: Mapping[int, str]
    matches_counted: int  # complete matches, the ones in the table
    matches_total: int
    incomplete: tuple[int, ...]  # match ids with some results entered but not all
    last_update: datetime | None  # the newest result: dates a printed table, never the clock

    @property
    def is_chess(self) -> bool:
        return self.sport == Sport.CHESS.value

    def name(self, team_id: int) -> str:
        return self.names.get(team_id, f"equipo {team_id}")

    @property
    def tied_rows(self) -> list[StandingRow | DominoStandingRow]:
        return [row for row in self.rows if row.tiebreak is not None]


def _points(competition: Competition) -> MatchPoints:
    return MatchPoints(competition.points_win, competition.points_draw, competition.points_loss)


def competition_standings(db: Database, competition_id: int) -> Standings:
    """The league table of the competition from the complete matches entered so far."""
    with db.session() as s:
        loaded = _load(s, competition_id)
        no_shows = (
            recorded_no_shows(s, competition_id) if loaded.competition.sport == "ajedrez" else {}
        )
    competition = loaded.competition
    chess = competition.sport == Sport.CHESS.value
    registered = sorted(loaded.names, key=lambda team_id: (loaded.names[team_id], team_id))
    points = _points(competition)
    counted = 0
    rows: tuple[StandingRow, ...] | tuple[DominoStandingRow, ...]
    incomplete = []
    if chess:
        results = []
        for match_id, home, away in loaded.matches:
            boards = loaded.boards.get(match_id)
            if not boards:
                if loaded.open_boards.get(match_id):
                    incomplete.append(match_id)
                continue
            if any(board not in boards for board in range(1, competition.boards + 1)):
                incomplete.append(match_id)
                continue
            ordered = tuple(boards[b] for b in range(1, competition.boards + 1))
            results.append(ChessMatchResult(home, away, ordered))
        counted = len(results)
        rows = tuple(
            chess_standings(
                registered,
                results,
                points,
                names=loaded.names,
                no_shows=no_shows,
                adjustments=loaded.adjustments,
            )
        )
    else:
        expected = {
            (table, partida)
            for table in range(1, competition.tables_per_team + 1)
            for partida in range(1, competition.partidas_per_table + 1)
        }
        encounters = []
        for match_id, home, away in loaded.matches:
            partidas = loaded.partidas.get(match_id)
            if not partidas:
                continue
            if not expected <= partidas.keys():
                incomplete.append(match_id)
                continue
            encounters.append(
                DominoEncounterResult(
                    home,
                    away,
                    tuple(
                        DominoPartida(Side(p.winner), p.home_points, p.away_points)
                        for key, p in sorted(partidas.items())
                        if key in expected
                    ),
                )
            )
        counted = len(encounters)
        rows = tuple(
            domino_standings(
                registered, encounters, points, names=loaded.names, adjustments=loaded.adjustments
            )
        )
    return Standings(
        competition_id=require_id(competition),
        competition=competition.name,
        category=competition.category,
        season=competition.season,
        federation=competition.federation,
        group_name=competition.group_name,
        sport=competition.sport,
        points=points,
        boards=competition.boards,
        rows=rows,
        names=loaded.names,
        matches_counted=counted,
        matches_total=len(loaded.matches),
        incomplete=tuple(incomplete),
        last_update=loaded.last_update,
    )


def tiebreak_label(row: StandingRow | DominoStandingRow) -> str:
    """The step that placed a tied team ("Sistema Holandés"); "" for a team not tied."""
    if row.tiebreak is None:
        return ""
    return STEP_LABELS[row.tiebreak.step]


def standings_header(standings: Standings) -> list[str]:
    common = ["Pos.", "Equipo", "J", "G", "E", "P", "Puntos"]
    if standings.is_chess:
        return [*common, "Puntos de partida", "Puntos de partida en contra", "Desempate"]
    return [
        *common,
        "Partidas ganadas",
        "Partidas perdidas",
        "Tantos a favor",
        "Tantos en contra",
        "Desempate",
    ]


def standings_table(
    standings: Standings, number: Callable[[float], str] = decimal_text
) -> list[list[str]]:
    """The table as text cells under standings_header; number formats half points."""
    lines = []
    for row in standings.rows:
        common = [
            str(row.position),
            standings.name(row.team_id),
            str(row.played),
            str(row.won),
            str(row.drawn),
            str(row.lost),
        ]
        if isinstance(row, StandingRow):
            lines.append(
                [
                    *common,
                    str(row.match_points),
                    number(row.game_points),
                    number(row.game_points_against),
                    row.explanation,
                ]
            )
        else:
            lines.append(
                [
                    *common,
                    str(row.league_points),
                    str(row.partidas_won),
                    str(row.partidas_lost),
                    str(row.points_for),
                    str(row.points_against),
                    row.explanation,
                ]
            )
    return lines


def standings_csv(db: Database, competition_id: int, path: Path | str) -> int:
    """Write the table as CSV (UTF-8 with BOM, ";", what Spanish Excel opens); returns its rows.

    The "Desempate" column holds the explanation of each tie, so the file can be checked by hand.
    """
    standings = competition_standings(db, competition_id)
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, delimiter=";", lineterminator="\r\n")
    writer.writerow(standings_header(standings))
    writer.writerows(standings_table(standings))
    write_atomically(Path(path), buffer.getvalue().encode("utf-8-sig"))
    return len(standings.rows)
