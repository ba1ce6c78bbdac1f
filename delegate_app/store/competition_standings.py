"""The league table of a competition, computed from its stored results (``results``), and the
table's header, rows and CSV.

The table ranks with the competition's points setting; teams that nothing separates share the
position and are listed alphabetically (the draw order is not stored with the calendar).
"""

from __future__ import annotations

import csv
import io
from collections import defaultdict
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlmodel import Session, col, select

from delegate_app.domain.chess.match import BoardOutcome
from delegate_app.domain.chess.standings import (
    BoardResult,
    ChessMatchResult,
    StandingRow,
    chess_standings,
)
from delegate_app.domain.competition import MatchPoints, Sport
from delegate_app.domain.domino.standings import (
    DominoEncounterResult,
    DominoPartida,
    DominoStandingRow,
    domino_standings,
)
from delegate_app.domain.sides import Side
from delegate_app.domain.standings import TableRow
from delegate_app.store.board_states import (
    committee_effects,
    recorded_no_shows,
    season_boards,
)
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import (
    Competition,
    GameResult,
    Match,
    PartidaResult,
    Round,
    Team,
)
from delegate_app.store.results import (
    STEP_LABELS,
    PartidaScore,
    decimal_text,
    ruled_partidas_of,
    score_text,
)
from delegate_app.store.rows import get_row, id_col, require_id
from delegate_app.store.textfiles import write_atomically


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
            ruled, _replay = ruled_partidas_of(partidas.get(match_id, {}), decided)
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
            text = score_text(chess, boards.values(), partidas.values())
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

    def common_cells(self, row: TableRow) -> list[str]:
        """The cells every table starts with, whatever its sport or where it is printed."""
        return [
            str(row.position),
            self.name(row.team_id),
            str(row.played),
            str(row.won),
            str(row.drawn),
            str(row.lost),
        ]


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
        common = standings.common_cells(row)
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
