"""League tables with their tie-breaks, each one explained so that a delegate can check it by hand.

Chess (CH-5.1, CH-7): a match is won by the sum of its boards (1, ½, 0; forfeits count as 1 / 0,
a double forfeit as 0 / 0); the table ranks by match points (2 / 1 / 0 by default) and shows game
points beside them. Teams level on match points are separated by

a) the "resultado particular": a mini-league of only the matches among the tied teams, scored
   like the main table (match points);
b) the Sistema Holandés: in each match among the tied teams board 1 counts ×n, board 2 ×(n-1) …
   the last board ×1 (n = boards of that match), summed over all those matches;
c) a play-off match ("match entre los implicados"), which the table can only flag.

Domino (docs/reglas.md decisions): an encounter is won by partidas (3 / 1 / 0 by default); ties are
broken by head-to-head league points, then partidas difference, then points ("tantos")
difference; a tie that survives all three is left to the competition committee.

Decisions where the regulations are silent (each one a parameter of the functions below):

- Board results are written home–away, as on the acta ("1-0" = the home player won the board),
  not White–Black: the home team has Black on the even boards (CH-18.1).
- A tie-break step that separates only part of a group is applied again, from step a), to every
  smaller group that stays tied ("applied again to a smaller group that stays tied"). That
  restart covers both a 3-team tie the mini-league splits into a leader and a 2-team tie, and one
  that only the Holandés splits: the two left level are then compared on their own matches.
- The mini-league ranks by match points only, like the main table. Its game points are shown
  beside them and decide nothing unless ``head_to_head_game_points`` is set, in which case they
  break a tie in mini-league points before the Holandés (the reading of a few other federations
  for double round robins where each team won one match).
- The mini-league and the Holandés use the matches played so far, so that a table shown mid-
  season is already ordered the way the final one will be if nothing changes. Teams that have
  not met yet therefore stay level in both and are flagged.
- Teams that no step separates share their position (shown "3" and "3") and keep the order in
  which ``team_ids`` lists them (the draw order). The flag means "if this holds at the end of
  the league a play-off match is needed" (CH-5.1 c).
- Domino: partidas and points differences are counted over the whole league (they are not
  qualified in reglas.md, unlike "head-to-head"); ``differences_among_tied`` counts them only in
  the matches among the tied teams instead.
- An encounter whose partidas are level is a draw: the points scored inside the partidas never
  decide an encounter, only the table.
- CH-20.1: a chess team recorded as a no-show (art. 18.7) is eliminated and relegated. The
  table keeps counting its results (what becomes of its matches is the committee's to say),
  places it below every team still in the competition, leaves it out of their tie-breaks, and
  says why ("Eliminado: incomparecencia en la ronda 5 (art. 20.1)").
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TypedDict

from delegate_app.domain.competition import MatchPoints
from delegate_app.domain.sides import Side

TeamId = int
PointsSetting = tuple[int, int, int] | MatchPoints
# A match reduced to whole numbers, home first: (home, away, score, extra). Chess: game points
# and Holandés sums, both in halves; domino: partidas and tantos. A federation ranks thousands
# of stored results: it passes these (``reduced=``) instead of building a result object each.
Meeting = tuple[TeamId, TeamId, tuple[int, int], tuple[int, int]]


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


def _check_teams(home: TeamId, away: TeamId) -> None:
    if home == away:
        raise ValueError(f"Un equipo no puede enfrentarse a sí mismo (equipo {home}).")


@dataclass(frozen=True)
class _Meeting:
    """Who met whom, the part of a result both sports share."""

    home: TeamId
    away: TeamId

    def __post_init__(self) -> None:
        _check_teams(self.home, self.away)


@dataclass(frozen=True)
class ChessMatchResult(_Meeting):
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
class DominoEncounterResult(_Meeting):
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


@dataclass(frozen=True)
class StandingRow:
    """A chess team's line in the table (CH-7): match points rank, game points are shown."""

    position: int
    team_id: TeamId
    played: int
    won: int
    drawn: int
    lost: int
    match_points: int
    game_points: float
    game_points_against: float
    tiebreak: TiebreakInfo | None = None
    eliminated: str = ""  # CH-20.1: why the team is out of the competition; "" while it is in

    @property
    def explanation(self) -> str:
        if self.eliminated:
            return self.eliminated
        return self.tiebreak.text if self.tiebreak else ""


@dataclass(frozen=True)
class DominoStandingRow:
    position: int
    team_id: TeamId
    played: int
    won: int
    drawn: int
    lost: int
    league_points: int
    partidas_won: int
    partidas_lost: int
    points_for: int
    points_against: int
    tiebreak: TiebreakInfo | None = None

    @property
    def partidas_difference(self) -> int:
        return self.partidas_won - self.partidas_lost

    @property
    def points_difference(self) -> int:
        return self.points_for - self.points_against

    @property
    def explanation(self) -> str:
        return self.tiebreak.text if self.tiebreak else ""


# --- the engine shared by both sports ----------------------------------------------------------


@dataclass(frozen=True)
class _Scored:
    """A match reduced to whole numbers: score decides it, extra is the secondary figure.

    Chess: score = game points in halves, extra = Holandés in halves. Domino: score = partidas,
    extra = points ("tantos").
    """

    home: TeamId
    away: TeamId
    score: tuple[int, int]
    extra: tuple[int, int]


class _Tally:
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


def _tally(
    teams: Iterable[TeamId], matches: Iterable[_Scored], points: MatchPoints
) -> dict[TeamId, _Tally]:
    table = {team: _Tally() for team in teams}
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


def _among(matches: Sequence[_Scored], group: Iterable[TeamId]) -> list[_Scored]:
    members = set(group)
    return [m for m in matches if m.home in members and m.away in members]


@dataclass(frozen=True)
class _Evaluation:
    keys: Mapping[TeamId, tuple[int, ...]]  # higher is better
    figures: tuple[TiebreakFigure, ...] = ()
    mini_league: tuple[MiniLeagueRow, ...] = ()
    matches: tuple[MatchLine, ...] = ()


_Criterion = tuple[TiebreakStep, Callable[[tuple[TeamId, ...]], _Evaluation]]


def _partition(
    group: tuple[TeamId, ...], keys: Mapping[TeamId, tuple[int, ...]]
) -> tuple[tuple[TeamId, ...], ...]:
    ranked = sorted(set(keys[team] for team in group), reverse=True)
    return tuple(tuple(team for team in group if keys[team] == key) for key in ranked)


def _resolve(
    group: tuple[TeamId, ...],
    criteria: Sequence[_Criterion],
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
    table: Mapping[TeamId, _Tally],
    criteria: Sequence[_Criterion],
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


def _check_results(team_ids: Sequence[TeamId], results: Iterable[_Scored]) -> None:
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


def _join(words: Sequence[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} y {words[-1]}"


@dataclass(frozen=True)
class _Wording:
    names: Mapping[TeamId, str]
    unresolved: str  # what happens when nothing separates them

    def name(self, team: TeamId) -> str:
        return self.names.get(team, f"equipo {team}")

    def names_of(self, teams: Iterable[TeamId]) -> str:
        return _join([self.name(team) for team in teams])


_LABELS = {
    # step: (with article, bare, feminine)
    TiebreakStep.PARTICULAR: ("el resultado particular", "resultado particular", False),
    TiebreakStep.HOLANDES: ("el Sistema Holandés", "Sistema Holandés", False),
    TiebreakStep.PARTIDAS: ("la diferencia de partidas", "diferencia de partidas", True),
    TiebreakStep.TANTOS: ("la diferencia de tantos", "diferencia de tantos", True),
}


def _detail(stage: TiebreakStage, team: TeamId, wording: _Wording) -> str:
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
            return _join(scores)
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
    wording: _Wording,
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
    table: Mapping[TeamId, _Tally],
    wording: _Wording,
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


# --- chess -------------------------------------------------------------------------------------


# What the table says of teams that every criterion leaves level.
CHESS_UNDECIDED = (
    "si se mantiene al final de la liga, se decide con un encuentro de desempate entre los "
    "implicados (art. 5.1 c)"
)
DOMINO_UNDECIDED = (
    "ningún criterio los separa; decide el Comité de Competición (encuentro de desempate o sorteo)"
)


class _RowFields(TypedDict):
    position: int
    team_id: TeamId
    played: int
    won: int
    drawn: int
    lost: int
    tiebreak: TiebreakInfo | None


def _rank(
    team_ids: Sequence[TeamId],
    results: Sequence[tuple[TeamId, TeamId, tuple[int, int], tuple[int, int]]],
    points: PointsSetting,
    criteria_for: Callable[
        [Sequence[_Scored], Mapping[TeamId, _Tally], MatchPoints], list[_Criterion]
    ],
    wording: _Wording,
    adjustments: Mapping[TeamId, int] | None = None,
    unranked: Collection[TeamId] = (),
) -> list[tuple[_RowFields, _Tally]]:
    """What both sports' tables share: tally every result, order by points and then by the
    sport's criteria, explain each tie; each sport then names its own columns.

    adjustments: points added to (negative: taken from) a team's total by a committee decision;
    they move the team in the table but never enter a mini-league among tied teams."""
    team_ids = tuple(team_ids)
    scored = [_Scored(*result) for result in results]
    _check_results(team_ids, scored)
    match_points = _normalise_points(points)
    table = _tally(team_ids, scored, match_points)
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
            _RowFields(
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


def _head_to_head(
    matches: Sequence[_Scored],
    points: MatchPoints,
    *,
    with_score: bool,
    shown: Callable[[int], float],
) -> Callable[[tuple[TeamId, ...]], _Evaluation]:
    """The mini-league among the tied teams (CH-5.1 a, and the domino league's first step):
    ranked by its points, and by its score too when the competition says so. `shown` turns
    the whole numbers kept here into what the table prints (halves for chess)."""

    def particular(group: tuple[TeamId, ...]) -> _Evaluation:
        among = _among(matches, group)
        table = _tally(group, among, points)
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
        return _Evaluation(keys, figures, rows, lines)

    return particular


def _chess_criteria(
    matches: Sequence[_Scored], points: MatchPoints, head_to_head_game_points: bool
) -> list[_Criterion]:
    particular = _head_to_head(
        matches, points, with_score=head_to_head_game_points, shown=lambda halves: halves / 2
    )

    def holandes(group: tuple[TeamId, ...]) -> _Evaluation:
        among = _among(matches, group)
        table = _tally(group, among, points)
        keys = {team: (table[team].extra_for,) for team in group}
        figures = tuple(TiebreakFigure(team, table[team].extra_for / 2) for team in group)
        lines = tuple(MatchLine(m.home, m.away, m.extra[0] / 2, m.extra[1] / 2) for m in among)
        return _Evaluation(keys, figures, (), lines)

    return [(TiebreakStep.PARTICULAR, particular), (TiebreakStep.HOLANDES, holandes)]


def elimination_text(rounds: Iterable[int]) -> str:
    """CH-20.1's mark for a team recorded as a no-show in these rounds."""
    numbers = sorted(set(rounds))
    if not numbers:
        return ""
    which = "la ronda" if len(numbers) == 1 else "las rondas"
    listed = _join([str(number) for number in numbers])
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
        scored: Sequence[_Scored], _table: Mapping[TeamId, _Tally], match_points: MatchPoints
    ) -> list[_Criterion]:
        return _chess_criteria(scored, match_points, head_to_head_game_points)

    marks = {team: elimination_text(rounds) for team, rounds in (no_shows or {}).items()}
    marks = {team: text for team, text in marks.items() if text}
    meetings = [(r.home, r.away, r.score_halves, r.holandes_halves) for r in results]
    meetings += reduced
    ranked = _rank(
        team_ids,
        meetings,
        points,
        criteria,
        _Wording(names or {}, CHESS_UNDECIDED),
        adjustments,
        frozenset(unranked) | frozenset(marks),
    )
    return [
        StandingRow(
            **common,
            match_points=tally.points,
            game_points=tally.score_for / 2,
            game_points_against=tally.score_against / 2,
            eliminated=marks.get(common["team_id"], ""),
        )
        for common, tally in ranked
    ]


# --- domino ------------------------------------------------------------------------------------


def _domino_criteria(
    matches: Sequence[_Scored],
    general: Mapping[TeamId, _Tally],
    points: MatchPoints,
    differences_among_tied: bool,
) -> list[_Criterion]:
    particular = _head_to_head(matches, points, with_score=False, shown=lambda whole: whole)

    def difference(extra: bool) -> Callable[[tuple[TeamId, ...]], _Evaluation]:
        def evaluate(group: tuple[TeamId, ...]) -> _Evaluation:
            table: Mapping[TeamId, _Tally]
            if differences_among_tied:
                among = _among(matches, group)
                table = _tally(group, among, points)
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
            return _Evaluation({team: (values[team],) for team in group}, figures, (), lines)

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
        scored: Sequence[_Scored], table: Mapping[TeamId, _Tally], league_points: MatchPoints
    ) -> list[_Criterion]:
        return _domino_criteria(scored, table, league_points, differences_among_tied)

    meetings = [(r.home, r.away, r.partidas_won, r.points) for r in results]
    meetings += reduced
    ranked = _rank(
        team_ids,
        meetings,
        points,
        criteria,
        _Wording(names or {}, DOMINO_UNDECIDED),
        adjustments,
        unranked,
    )
    return [
        DominoStandingRow(
            **common,
            league_points=tally.points,
            partidas_won=tally.score_for,
            partidas_lost=tally.score_against,
            points_for=tally.extra_for,
            points_against=tally.extra_against,
        )
        for common, tally in ranked
    ]
