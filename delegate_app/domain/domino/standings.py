"""The domino league table, on the engine of ``domain.standings``.

An encounter is won by partidas (3 / 1 / 0 by default); ties are broken by head-to-head league
points, then partidas difference, then points ("tantos") difference; a tie that survives all
three is left to the competition committee (docs/reglas.md decisions).

Decisions where the regulations are silent (the shared ones are in ``domain.standings``):

- Partidas and points differences are counted over the whole league (they are not qualified in
  reglas.md, unlike "head-to-head"); ``differences_among_tied`` counts them only in the matches
  among the tied teams instead.
- An encounter whose partidas are level is a draw: the points scored inside the partidas never
  decide an encounter, only the table.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from delegate_app.domain.competition import MatchPoints
from delegate_app.domain.sides import Side
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
    rank_teams,
    table_among,
)


@dataclass(frozen=True)
class DominoPartida:
    """One partida of an encounter: who won it and each pair's points ("tantos")."""

    winner: Side
    home_points: int
    away_points: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "winner", Side(self.winner))
        if self.home_points < 0 or self.away_points < 0:
            raise ValueError("Los tantos de una partida no pueden ser negativos.")


@dataclass(frozen=True)
class DominoEncounterResult(Pairing):
    partidas: tuple[DominoPartida, ...]

    def __post_init__(self) -> None:
        super().__post_init__()
        if not self.partidas:
            raise ValueError(
                f"El encuentro {self.home}-{self.away} no tiene ninguna partida anotada."
            )
        object.__setattr__(self, "partidas", tuple(self.partidas))

    @property
    def partidas_won(self) -> tuple[int, int]:
        home = sum(1 for partida in self.partidas if partida.winner is Side.HOME)
        return home, len(self.partidas) - home

    @property
    def points(self) -> tuple[int, int]:
        return (
            sum(partida.home_points for partida in self.partidas),
            sum(partida.away_points for partida in self.partidas),
        )


@dataclass(frozen=True, kw_only=True)
class DominoStandingRow(TableRow):
    league_points: int
    partidas_won: int
    partidas_lost: int
    points_for: int
    points_against: int

    @property
    def partidas_difference(self) -> int:
        return self.partidas_won - self.partidas_lost

    @property
    def points_difference(self) -> int:
        return self.points_for - self.points_against


DOMINO_UNDECIDED = (
    "ningún criterio los separa; decide el Comité de Competición (encuentro de desempate o sorteo)"
)


def _domino_criteria(
    matches: Sequence[ScoredMatch],
    general: Mapping[TeamId, Tally],
    points: MatchPoints,
    differences_among_tied: bool,
) -> list[Criterion]:
    particular = head_to_head(matches, points, with_score=False, shown=lambda whole: whole)

    def difference(extra: bool) -> Callable[[tuple[TeamId, ...]], Evaluation]:
        def evaluate(group: tuple[TeamId, ...]) -> Evaluation:
            table: Mapping[TeamId, Tally]
            if differences_among_tied:
                among, table = table_among(matches, group, points)
                lines = tuple(
                    MatchLine(m.home, m.away, *(m.extra if extra else m.score)) for m in among
                )
            else:
                table, lines = general, ()
            values = {
                team: table[team].extra_for - table[team].extra_against
                if extra
                else table[team].score_for - table[team].score_against
                for team in group
            }
            figures = tuple(TiebreakFigure(team, values[team]) for team in group)
            return Evaluation({team: (values[team],) for team in group}, figures, (), lines)

        return evaluate

    return [
        (TiebreakStep.PARTICULAR, particular),
        (TiebreakStep.PARTIDAS, difference(extra=False)),
        (TiebreakStep.TANTOS, difference(extra=True)),
    ]


def domino_standings(
    team_ids: Sequence[TeamId],
    results: Iterable[DominoEncounterResult],
    points: PointsSetting = (3, 1, 0),
    *,
    names: Mapping[TeamId, str] | None = None,
    differences_among_tied: bool = False,
    adjustments: Mapping[TeamId, int] | None = None,
    unranked: Collection[TeamId] = (),
    reduced: Iterable[Meeting] = (),
) -> list[DominoStandingRow]:
    """The domino league table: league points, then head-to-head, partidas and points difference.

    adjustments, unranked and reduced as in chess_standings."""

    def criteria(
        scored: Sequence[ScoredMatch], table: Mapping[TeamId, Tally], league_points: MatchPoints
    ) -> list[Criterion]:
        return _domino_criteria(scored, table, league_points, differences_among_tied)

    meetings = [(r.home, r.away, r.partidas_won, r.points) for r in results]
    meetings += reduced
    ranked = rank_teams(
        team_ids,
        meetings,
        points,
        criteria,
        Wording(names or {}, DOMINO_UNDECIDED),
        adjustments,
        unranked,
    )
    return [
        DominoStandingRow(
            **common.columns(),
            league_points=tally.points,
            partidas_won=tally.score_for,
            partidas_lost=tally.score_against,
            points_for=tally.extra_for,
            points_against=tally.extra_against,
        )
        for common, tally in ranked
    ]
