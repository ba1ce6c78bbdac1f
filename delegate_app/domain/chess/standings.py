"""The chess league table (CH-5.1, CH-7), on the engine of ``domain.standings``.

A match is won by the sum of its boards (1, ½, 0; forfeits count as 1 / 0, a double forfeit as
0 / 0); the table ranks by match points (2 / 1 / 0 by default) and shows game points beside
them. Teams level on match points are separated by

a) the "resultado particular": a mini-league of only the matches among the tied teams, scored
   like the main table (match points);
b) the Sistema Holandés: in each match among the tied teams board 1 counts ×n, board 2 ×(n-1) …
   the last board ×1 (n = boards of that match), summed over all those matches;
c) a play-off match ("match entre los implicados"), which the table can only flag.

Decisions where the regulations are silent (the shared ones are in ``domain.standings``):

- Board results are written home–away, as on the acta ("1-0" = the home player won the board),
  not White–Black: the home team has Black on the even boards (CH-18.1).
- The mini-league ranks by match points only, like the main table. Its game points are shown
  beside them and decide nothing unless ``head_to_head_game_points`` is set, in which case they
  break a tie in mini-league points before the Holandés (the reading of a few other federations
  for double round robins where each team won one match).
- CH-20.1: a team recorded as a no-show (art. 18.7) is eliminated and relegated. The table keeps
  counting its results (what becomes of its matches is the committee's to say), places it below
  every team still in the competition, leaves it out of their tie-breaks, and says why
  ("Eliminado: incomparecencia en la ronda 5 (art. 20.1)").
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from delegate_app.domain.competition import MatchPoints
from delegate_app.domain.standings import (
    Criterion,
    Evaluation,
    MatchLine,
    Meeting,
    Pairing,
    PointsSetting,
    ScoredMatch,
    TableRow,
    Tally,
    TeamId,
    TiebreakFigure,
    TiebreakStep,
    Wording,
    head_to_head,
    join_words,
    rank_teams,
    table_among,
)


class BoardResult(StrEnum):
    """One board of a chess match, home player first (as written on the acta)."""

    HOME_WIN = "1-0"
    DRAW = "½-½"
    AWAY_WIN = "0-1"
    HOME_BY_FORFEIT = "+/-"
    AWAY_BY_FORFEIT = "-/+"
    DOUBLE_FORFEIT = "-/-"

    @classmethod
    def parse(cls, text: str | BoardResult) -> BoardResult:
        """Accept the spellings a delegate types: "1/2-1/2", "=", "0.5-0.5", dashes of any kind."""
        if isinstance(text, BoardResult):
            return text
        cleaned = "".join(str(text).split())
        for dash in ("–", "—", "‐", "−"):
            cleaned = cleaned.replace(dash, "-")
        cleaned = cleaned.replace("+-", "+/-").replace("-+", "-/+").replace("--", "-/-")
        aliases = {"=": "½-½", "1/2-1/2": "½-½", "0.5-0.5": "½-½", "0,5-0,5": "½-½"}
        cleaned = aliases.get(cleaned, cleaned)
        try:
            return cls(cleaned)
        except ValueError as exc:
            raise ValueError(
                f"Resultado de tablero desconocido: «{text}» (use 1-0, ½-½, 0-1, +/-, -/+ o -/-)."
            ) from exc

    @property
    def halves(self) -> tuple[int, int]:
        """Home and away score in half points: whole numbers keep every sum exact."""
        return _HALVES[self]

    @property
    def is_forfeit(self) -> bool:
        return "/" in self.value


_HALVES = {
    BoardResult.HOME_WIN: (2, 0),
    BoardResult.DRAW: (1, 1),
    BoardResult.AWAY_WIN: (0, 2),
    BoardResult.HOME_BY_FORFEIT: (2, 0),
    BoardResult.AWAY_BY_FORFEIT: (0, 2),
    BoardResult.DOUBLE_FORFEIT: (0, 0),
}


@dataclass(frozen=True)
class ChessMatchResult(Pairing):
    """A played chess match: boards[0] is board 1. Strings are turned into BoardResult."""

    boards: tuple[BoardResult, ...]

    def __post_init__(self) -> None:
        super().__post_init__()
        boards = tuple(BoardResult.parse(board) for board in self.boards)
        if not boards:
            raise ValueError(
                f"El encuentro {self.home}-{self.away} no tiene ningún tablero anotado."
            )
        object.__setattr__(self, "boards", boards)

    @property
    def score_halves(self) -> tuple[int, int]:
        return (
            sum(board.halves[0] for board in self.boards),
            sum(board.halves[1] for board in self.boards),
        )

    @property
    def score(self) -> tuple[float, float]:
        """CH-7: the match score, home first, e.g. (2.5, 1.5)."""
        home, away = self.score_halves
        return home / 2, away / 2

    @property
    def holandes_halves(self) -> tuple[int, int]:
        n = len(self.boards)
        home = away = 0
        for index, board in enumerate(self.boards):
            weight = n - index
            home += board.halves[0] * weight
            away += board.halves[1] * weight
        return home, away

    @property
    def holandes(self) -> tuple[float, float]:
        """Sistema Holandés of this match: board 1 ×n … last board ×1, home first."""
        home, away = self.holandes_halves
        return home / 2, away / 2


@dataclass(frozen=True, kw_only=True)
class StandingRow(TableRow):
    """A chess team's line in the table (CH-7): match points rank, game points are shown."""

    match_points: int
    game_points: float
    game_points_against: float
    eliminated: str = ""  # CH-20.1: why the team is out of the competition; "" while it is in

    @property
    def explanation(self) -> str:
        return self.eliminated or super().explanation


# What the table says of teams that every criterion leaves level.
CHESS_UNDECIDED = (
    "si se mantiene al final de la liga, se decide con un encuentro de desempate entre los "
    "implicados (art. 5.1 c)"
)


def _chess_criteria(
    matches: Sequence[ScoredMatch], points: MatchPoints, head_to_head_game_points: bool
) -> list[Criterion]:
    particular = head_to_head(
        matches, points, with_score=head_to_head_game_points, shown=lambda halves: halves / 2
    )

    def holandes(group: tuple[TeamId, ...]) -> Evaluation:
        among, table = table_among(matches, group, points)
        keys = {team: (table[team].extra_for,) for team in group}
        figures = tuple(TiebreakFigure(team, table[team].extra_for / 2) for team in group)
        lines = tuple(MatchLine(m.home, m.away, m.extra[0] / 2, m.extra[1] / 2) for m in among)
        return Evaluation(keys, figures, (), lines)

    return [(TiebreakStep.PARTICULAR, particular), (TiebreakStep.HOLANDES, holandes)]


def elimination_text(rounds: Iterable[int]) -> str:
    """CH-20.1's mark for a team recorded as a no-show in these rounds."""
    numbers = sorted(set(rounds))
    if not numbers:
        return ""
    which = "la ronda" if len(numbers) == 1 else "las rondas"
    listed = join_words([str(number) for number in numbers])
    return f"Eliminado: incomparecencia en {which} {listed} (art. 20.1)"


def chess_standings(
    team_ids: Sequence[TeamId],
    results: Iterable[ChessMatchResult],
    points: PointsSetting = (2, 1, 0),
    *,
    names: Mapping[TeamId, str] | None = None,
    head_to_head_game_points: bool = False,
    no_shows: Mapping[TeamId, Iterable[int]] | None = None,
    adjustments: Mapping[TeamId, int] | None = None,
    unranked: Collection[TeamId] = (),
    reduced: Iterable[Meeting] = (),
) -> list[StandingRow]:
    """The chess league table, best first, with CH-5.1 applied to every group level on points.

    team_ids fixes who is in the table (a team without results shows zeros) and the order of
    teams nothing separates. names only feeds the Spanish explanations. adjustments and
    unranked carry committee decisions (points taken; a team removed, listed last); reduced
    adds matches already reduced to their figures (``Meeting``). no_shows: the rounds in which a
    team was recorded as a no-show (CH-18.7); such a team is eliminated (CH-20.1): unranked too,
    and marked.
    """

    def criteria(
        scored: Sequence[ScoredMatch], _table: Mapping[TeamId, Tally], match_points: MatchPoints
    ) -> list[Criterion]:
        return _chess_criteria(scored, match_points, head_to_head_game_points)

    marks = {team: elimination_text(rounds) for team, rounds in (no_shows or {}).items()}
    marks = {team: text for team, text in marks.items() if text}
    meetings = [(r.home, r.away, r.score_halves, r.holandes_halves) for r in results]
    meetings += reduced
    ranked = rank_teams(
        team_ids,
        meetings,
        points,
        criteria,
        Wording(names or {}, CHESS_UNDECIDED),
        adjustments,
        frozenset(unranked) | frozenset(marks),
    )
    return [
        StandingRow(
            **common.columns(),
            match_points=tally.points,
            game_points=tally.score_for / 2,
            game_points_against=tally.score_against / 2,
            eliminated=marks.get(common.team_id, ""),
        )
        for common, tally in ranked
    ]
