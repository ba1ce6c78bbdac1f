"""League tables with their tie-breaks, each one explained so that a delegate can check it by hand.

The engine both sports' tables stand on (``chess.standings``, ``domino.standings``): tally every
result, rank by points, separate teams level on points by the sport's criteria, explain each tie
in Spanish. The sport's module names its criteria and its columns.

Decisions where the regulations are silent (each one a parameter of the functions below):

- A tie-break step that separates only part of a group is applied again, from step a), to every
  smaller group that stays tied ("applied again to a smaller group that stays tied"). That
  restart covers both a 3-team tie the mini-league splits into a leader and a 2-team tie, and one
  that only the Holandés splits: the two left level are then compared on their own matches.
- The mini-league and the Holandés use the matches played so far, so that a table shown mid-
  season is already ordered the way the final one will be if nothing changes. Teams that have
  not met yet therefore stay level in both and are flagged.
- Teams that no step separates share their position (shown "3" and "3") and keep the order in
  which ``team_ids`` lists them (the draw order). The flag means "if this holds at the end of
  the league a play-off match is needed" (CH-5.1 c).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any

from delegate_app.domain.competition import MatchPoints

TeamId = int
PointsSetting = tuple[int, int, int] | MatchPoints
# A match reduced to whole numbers, home first: (home, away, score, extra). Chess: game points
# and Holandés sums, both in halves; domino: partidas and tantos. A federation ranks thousands
# of stored results: it passes these (``reduced=``) instead of building a result object each.
Meeting = tuple[TeamId, TeamId, tuple[int, int], tuple[int, int]]


def _check_teams(home: TeamId, away: TeamId) -> None:
    if home == away:
        raise ValueError(f"Un equipo no puede enfrentarse a sí mismo (equipo {home}).")


@dataclass(frozen=True)
class Pairing:
    """Who met whom, the part of a result both sports share."""

    home: TeamId
    away: TeamId

    def __post_init__(self) -> None:
        _check_teams(self.home, self.away)


# --- what the table shows ----------------------------------------------------------------------


class TiebreakStep(StrEnum):
    PARTICULAR = "particular"  # CH-5.1 a / domino head-to-head
    HOLANDES = "holandés"  # CH-5.1 b
    PARTIDAS = "diferencia de partidas"  # domino
    TANTOS = "diferencia de tantos"  # domino
    DESEMPATE = "desempate"  # CH-5.1 c: nothing separates them


@dataclass(frozen=True)
class MiniLeagueRow:
    """A team's line in the mini-league of the tied teams.

    Chess: scores are game points. Domino: scores are partidas.
    """

    team_id: TeamId
    played: int
    won: int
    drawn: int
    lost: int
    points: int
    score_for: float
    score_against: float


@dataclass(frozen=True)
class TiebreakFigure:
    """The figure a step ranks by (mini-league points, Holandés sum, a difference)."""

    team_id: TeamId
    value: float


@dataclass(frozen=True)
class MatchLine:
    """A match among the tied teams as the step counted it (score, or Holandés sums)."""

    home: TeamId
    away: TeamId
    home_score: float
    away_score: float


@dataclass(frozen=True)
class TiebreakStage:
    """One step applied to one group of tied teams, with everything needed to redo it by hand.

    parts is the group split by the step, best first; a single part means it separated nobody.
    """

    step: TiebreakStep
    group: tuple[TeamId, ...]
    parts: tuple[tuple[TeamId, ...], ...]
    figures: tuple[TiebreakFigure, ...] = ()
    mini_league: tuple[MiniLeagueRow, ...] = ()
    matches: tuple[MatchLine, ...] = ()

    @property
    def separated(self) -> bool:
        return len(self.parts) > 1

    def part_of(self, team_id: TeamId) -> tuple[TeamId, ...]:
        return next(part for part in self.parts if team_id in part)


@dataclass(frozen=True)
class TiebreakInfo:
    """How a team level on points with others was placed.

    group: every team level on points with it in the table, itself included. stages: the steps
    that concerned it, in order; the last one placed it. text: one Spanish line for the table.
    """

    group: tuple[TeamId, ...]
    stages: tuple[TiebreakStage, ...]
    text: str

    @property
    def step(self) -> TiebreakStep:
        return self.stages[-1].step

    @property
    def playoff_needed(self) -> bool:
        return self.step is TiebreakStep.DESEMPATE


# --- the engine shared by both sports ----------------------------------------------------------


@dataclass(frozen=True)
class ScoredMatch:
    """A match reduced to whole numbers: score decides it, extra is the secondary figure.

    Chess: score = game points in halves, extra = Holandés in halves. Domino: score = partidas,
    extra = points ("tantos").
    """

    home: TeamId
    away: TeamId
    score: tuple[int, int]
    extra: tuple[int, int]


class Tally:
    __slots__ = (
        "drawn",
        "extra_against",
        "extra_for",
        "lost",
        "played",
        "points",
        "score_against",
        "score_for",
        "won",
    )

    def __init__(self) -> None:
        self.played = self.won = self.drawn = self.lost = self.points = 0
        self.score_for = self.score_against = self.extra_for = self.extra_against = 0


def tally_matches(
    teams: Iterable[TeamId], matches: Iterable[ScoredMatch], points: MatchPoints
) -> dict[TeamId, Tally]:
    table = {team: Tally() for team in teams}
    for match in matches:
        home, away = table[match.home], table[match.away]
        home_score, away_score = match.score
        home.played += 1
        away.played += 1
        home.score_for += home_score
        home.score_against += away_score
        away.score_for += away_score
        away.score_against += home_score
        home.extra_for += match.extra[0]
        home.extra_against += match.extra[1]
        away.extra_for += match.extra[1]
        away.extra_against += match.extra[0]
        if home_score > away_score:
            home.won += 1
            away.lost += 1
            home.points += points.win
            away.points += points.loss
        elif home_score < away_score:
            away.won += 1
            home.lost += 1
            away.points += points.win
            home.points += points.loss
        else:
            home.drawn += 1
            away.drawn += 1
            home.points += points.draw
            away.points += points.draw
    return table


def matches_among(matches: Sequence[ScoredMatch], group: Iterable[TeamId]) -> list[ScoredMatch]:
    members = set(group)
    return [m for m in matches if m.home in members and m.away in members]


def table_among(
    matches: Sequence[ScoredMatch], group: tuple[TeamId, ...], points: MatchPoints
) -> tuple[list[ScoredMatch], dict[TeamId, Tally]]:
    """The matches among the tied teams and the table of only those matches, which every
    step counted among them (mini-league, Holandés, differences among the tied) ranks by."""
    among = matches_among(matches, group)
    return among, tally_matches(group, among, points)


@dataclass(frozen=True)
class Evaluation:
    keys: Mapping[TeamId, tuple[int, ...]]  # higher is better
    figures: tuple[TiebreakFigure, ...] = ()
    mini_league: tuple[MiniLeagueRow, ...] = ()
    matches: tuple[MatchLine, ...] = ()


Criterion = tuple[TiebreakStep, Callable[[tuple[TeamId, ...]], Evaluation]]


def _partition(
    group: tuple[TeamId, ...], keys: Mapping[TeamId, tuple[int, ...]]
) -> tuple[tuple[TeamId, ...], ...]:
    ranked = sorted(set(keys[team] for team in group), reverse=True)
    return tuple(tuple(team for team in group if keys[team] == key) for key in ranked)


def _resolve(
    group: tuple[TeamId, ...],
    criteria: Sequence[Criterion],
    stages: dict[TeamId, list[TiebreakStage]],
) -> list[tuple[TeamId, ...]]:
    """Order a tied group into blocks, best first; a block of several teams stays tied.

    The first step that splits the group decides; every part still tied starts again from the
    first step with only its own teams, so the recursion always works on a smaller group.
    """
    if len(group) == 1:
        return [group]
    for step, evaluate in criteria:
        evaluation = evaluate(group)
        parts = _partition(group, evaluation.keys)
        stage = TiebreakStage(
            step,
            group,
            parts,
            evaluation.figures,
            evaluation.mini_league,
            evaluation.matches,
        )
        for team in group:
            stages[team].append(stage)
        if len(parts) > 1:
            blocks: list[tuple[TeamId, ...]] = []
            for part in parts:
                blocks.extend(_resolve(part, criteria, stages))
            return blocks
    unresolved = TiebreakStage(TiebreakStep.DESEMPATE, group, (group,))
    for team in group:
        stages[team].append(unresolved)
    return [group]


def _order(
    team_ids: Sequence[TeamId],
    table: Mapping[TeamId, Tally],
    criteria: Sequence[Criterion],
    unranked: Collection[TeamId] = (),
) -> tuple[
    list[tuple[int, TeamId]], dict[TeamId, tuple[TeamId, ...]], dict[TeamId, list[TiebreakStage]]
]:
    """Positions (shared by an unresolved block), each team's tied group, and its stages.

    unranked teams (removed from the competition) follow the others in team_ids order, each at
    the position after the last ranked team, and never enter a tied group."""
    by_points: dict[int, list[TeamId]] = {}
    for team in team_ids:
        if team not in unranked:
            by_points.setdefault(table[team].points, []).append(team)
    placed: list[tuple[int, TeamId]] = []
    groups: dict[TeamId, tuple[TeamId, ...]] = {}
    stages: dict[TeamId, list[TiebreakStage]] = {team: [] for team in team_ids}
    for points in sorted(by_points, reverse=True):
        group = tuple(by_points[points])
        for team in group:
            groups[team] = group
        for block in _resolve(group, criteria, stages):
            position = len(placed) + 1
            placed.extend((position, team) for team in block)
    last = len(placed) + 1
    for team in team_ids:
        if team in unranked:
            groups[team] = (team,)
            placed.append((last, team))
    return placed, groups, stages


def _normalise_points(points: PointsSetting) -> MatchPoints:
    if isinstance(points, MatchPoints):
        return points
    win, draw, loss = points
    return MatchPoints(win, draw, loss)


def _check_results(team_ids: Sequence[TeamId], results: Iterable[ScoredMatch]) -> None:
    if len(set(team_ids)) != len(team_ids):
        raise ValueError("La lista de equipos de la clasificación repite algún equipo.")
    known = set(team_ids)
    for result in results:
        for team in (result.home, result.away):
            if team not in known:
                raise ValueError(
                    f"El resultado {result.home}-{result.away} es de un equipo ({team}) "
                    "que no está en la clasificación."
                )


# --- Spanish explanations ----------------------------------------------------------------------


def _number(value: float) -> str:
    """2.5 -> "2½", 0.5 -> "½", -1.5 -> "-1½", 3.0 -> "3"; quarters never occur."""
    doubled = round(value * 2)
    if doubled % 2 == 0:
        return str(doubled // 2)
    whole = abs(doubled) // 2
    sign = "-" if doubled < 0 else ""
    return f"{sign}{whole or ''}½"


def _signed(value: float) -> str:
    text = _number(value)
    return text if value <= 0 else f"+{text}"


def join_words(words: Sequence[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} y {words[-1]}"


@dataclass(frozen=True)
class Wording:
    names: Mapping[TeamId, str]
    unresolved: str  # what happens when nothing separates them

    def name(self, team: TeamId) -> str:
        return self.names.get(team, f"equipo {team}")

    def names_of(self, teams: Iterable[TeamId]) -> str:
        return join_words([self.name(team) for team in teams])


_LABELS = {
    # step: (with article, bare, feminine)
    TiebreakStep.PARTICULAR: ("el resultado particular", "resultado particular", False),
    TiebreakStep.HOLANDES: ("el Sistema Holandés", "Sistema Holandés", False),
    TiebreakStep.PARTIDAS: ("la diferencia de partidas", "diferencia de partidas", True),
    TiebreakStep.TANTOS: ("la diferencia de tantos", "diferencia de tantos", True),
}


def _detail(stage: TiebreakStage, team: TeamId, wording: Wording) -> str:
    """The figures behind a step, as short as a delegate reads them on the table."""
    others = [other for other in stage.group if other != team]
    if stage.step is TiebreakStep.PARTICULAR:
        if not stage.matches:
            return "no se han enfrentado"
        if len(stage.group) == 2:
            scores = []
            for match in stage.matches:
                mine, theirs = (
                    (match.home_score, match.away_score)
                    if match.home == team
                    else (match.away_score, match.home_score)
                )
                scores.append(f"{_number(mine)}-{_number(theirs)}")
            return join_words(scores)
        points = {row.team_id: row.points for row in stage.mini_league}
        ordered = [t for part in stage.parts for t in part]
        listed = ", ".join(f"{wording.name(t)} {points[t]}" for t in ordered)
        return f"liguilla entre ellos: {listed} puntos"
    values = {figure.team_id: figure.value for figure in stage.figures}
    show = _signed if stage.step in (TiebreakStep.PARTIDAS, TiebreakStep.TANTOS) else _number
    if len(stage.group) == 2:
        return f"{show(values[team])} frente a {show(values[others[0]])}"
    ordered = [t for part in stage.parts for t in part]
    return ", ".join(f"{wording.name(t)} {show(values[t])}" for t in ordered)


def _explain(
    team: TeamId,
    points: int,
    group: tuple[TeamId, ...],
    stages: Sequence[TiebreakStage],
    wording: Wording,
) -> str:
    unit = "punto" if points == 1 else "puntos"
    others = [other for other in group if other != team]
    fragments = []
    for stage in stages:
        if stage.step is TiebreakStep.DESEMPATE:
            rivals = [other for other in stage.group if other != team]
            fragments.append(f"sigue empatado con {wording.names_of(rivals)}: {wording.unresolved}")
            break
        with_article, bare, feminine = _LABELS[stage.step]
        detail = _detail(stage, team, wording)
        part = stage.part_of(team)
        if not stage.separated:
            level = "igualada" if feminine else "igualado"
            fragments.append(f"{bare} {level} ({detail})")
        elif len(part) == 1:
            fragments.append(f"resuelto por {with_article} ({detail})")
        else:
            rivals = [other for other in part if other != team]
            fragments.append(
                f"{with_article} ({detail}) lo deja igualado con {wording.names_of(rivals)}"
            )
    return f"Empatado a {points} {unit} con {wording.names_of(others)}: {'; '.join(fragments)}"


def _infos(
    placed: list[tuple[int, TeamId]],
    groups: Mapping[TeamId, tuple[TeamId, ...]],
    stages: Mapping[TeamId, list[TiebreakStage]],
    table: Mapping[TeamId, Tally],
    wording: Wording,
) -> dict[TeamId, TiebreakInfo | None]:
    infos: dict[TeamId, TiebreakInfo | None] = {}
    for _, team in placed:
        group = groups[team]
        if len(group) == 1:
            infos[team] = None
            continue
        text = _explain(team, table[team].points, group, stages[team], wording)
        infos[team] = TiebreakInfo(group, tuple(stages[team]), text)
    return infos


@dataclass(frozen=True, kw_only=True)
class TableRow:
    """The columns of a team's line that both sports' tables share; each sport's row adds its
    own (``chess.standings.StandingRow``, ``domino.standings.DominoStandingRow``), built from
    what ``rank_teams`` returns."""

    position: int
    team_id: TeamId
    played: int
    won: int
    drawn: int
    lost: int
    tiebreak: TiebreakInfo | None = None

    @property
    def explanation(self) -> str:
        return self.tiebreak.text if self.tiebreak else ""

    def columns(self) -> dict[str, Any]:
        """These shared columns by name, for a sport's row to be built from with its own."""
        return {column.name: getattr(self, column.name) for column in fields(TableRow)}


def rank_teams(
    team_ids: Sequence[TeamId],
    results: Sequence[tuple[TeamId, TeamId, tuple[int, int], tuple[int, int]]],
    points: PointsSetting,
    criteria_for: Callable[
        [Sequence[ScoredMatch], Mapping[TeamId, Tally], MatchPoints], list[Criterion]
    ],
    wording: Wording,
    adjustments: Mapping[TeamId, int] | None = None,
    unranked: Collection[TeamId] = (),
) -> list[tuple[TableRow, Tally]]:
    """What both sports' tables share: tally every result, order by points and then by the
    sport's criteria, explain each tie; each sport then names its own columns.

    adjustments: points added to (negative: taken from) a team's total by a committee decision;
    they move the team in the table but never enter a mini-league among tied teams."""
    team_ids = tuple(team_ids)
    scored = [ScoredMatch(*result) for result in results]
    _check_results(team_ids, scored)
    match_points = _normalise_points(points)
    table = tally_matches(team_ids, scored, match_points)
    for team, change in (adjustments or {}).items():
        if team not in table:
            raise ValueError(
                f"El ajuste de puntos es de un equipo ({team}) que no está en la tabla."
            )
        table[team].points += change
    criteria = criteria_for(scored, table, match_points)
    placed, groups, stages = _order(team_ids, table, criteria, frozenset(unranked))
    infos = _infos(placed, groups, stages, table, wording)
    return [
        (
            TableRow(
                position=position,
                team_id=team,
                played=table[team].played,
                won=table[team].won,
                drawn=table[team].drawn,
                lost=table[team].lost,
                tiebreak=infos[team],
            ),
            table[team],
        )
        for position, team in placed
    ]


def head_to_head(
    matches: Sequence[ScoredMatch],
    points: MatchPoints,
    *,
    with_score: bool,
    shown: Callable[[int], float],
) -> Callable[[tuple[TeamId, ...]], Evaluation]:
    """The mini-league among the tied teams (CH-5.1 a, and the domino league's first step):
    ranked by its points, and by its score too when the competition says so. `shown` turns
    the whole numbers kept here into what the table prints (halves for chess)."""

    def particular(group: tuple[TeamId, ...]) -> Evaluation:
        among, table = table_among(matches, group, points)
        keys = {
            team: (table[team].points, table[team].score_for)
            if with_score
            else (table[team].points,)
            for team in group
        }
        rows = tuple(
            MiniLeagueRow(
                team,
                table[team].played,
                table[team].won,
                table[team].drawn,
                table[team].lost,
                table[team].points,
                shown(table[team].score_for),
                shown(table[team].score_against),
            )
            for team in group
        )
        lines = tuple(
            MatchLine(m.home, m.away, shown(m.score[0]), shown(m.score[1])) for m in among
        )
        figures = tuple(TiebreakFigure(team, table[team].points) for team in group)
        return Evaluation(keys, figures, rows, lines)

    return particular


# --- domino ------------------------------------------------------------------------------------
