"""The official results and table of a competition: accepted actas, then the committee's word.

Only accepted actas give results (the caller passes nothing else). The table is ranked by
domain/chess/standings.py (CH-7 and CH-5.1) and domain/domino/standings.py (the domino
league's criteria), and the Comité de Competición's decisions are applied, each with its
reference and date:

- ``RESULT``: the committee sets a match's result (a claim upheld, a pending board decided, a
  match not played awarded); it replaces the acta's or stands alone when there is no acta;
- ``POINTS``: points taken from a team (a sanction, e.g. after a CH-14 repeat);
- ``MATCH_POINTS_LOST``: the team loses the points it obtained in one match (CH-15.3); the
  rival keeps its own;
- ``ELIMINATION``: CH-20.1, a no-show removes the team from the competition; it is listed
  last, marked eliminated, without a position.

Decisions where the regulations are silent (each a parameter or shown in the table's notes):

- CH-20.1 says nothing of the eliminated team's results. By default the matches it already
  played keep counting for its rivals (their points were won at the board) and the ones left
  are not played; ``annul_eliminated_results`` removes all its matches from the table instead.
- A match with a board left open (pending, adjourned, not played) or with two different
  accepted actas (a conflict) counts only once a RESULT decision sets it; until then it is
  listed as pending the committee.
- Decisions apply in order of date, then reference; a later RESULT on the same match wins.
- A RESULT may order a board replayed ("repetir" in its place, R25-1): the match is then
  pending the committee until a later RESULT gives the replay's result.
- CH-15.3 takes the points from the home team only (its delegate sends the acta): a loss of
  points "(art. 15.3)" against the visiting team is refused.
- Domino results set by the committee are written "partidas tantos", e.g. "5-3 2100-1800"
  (home first): the table only counts partidas and tantos.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date
from enum import StrEnum

from delegate_app.domain.chess.standings import BoardResult, chess_standings
from delegate_app.domain.domino.standings import DominoPartida, domino_standings
from delegate_app.domain.federation.acta_facts import CHESS, DOMINO, ChessScore, DominoScore
from delegate_app.domain.federation.records import MatchKey
from delegate_app.domain.sides import Side
from delegate_app.domain.standings import TableRow, TiebreakInfo, TiebreakStep

CHESS_POINTS = (2, 1, 0)
DOMINO_POINTS = (3, 1, 0)
MAX_POINTS_TAKEN = 1000
MAX_TEXT = 2000


class DecisionKind(StrEnum):
    RESULT = "resultado"
    POINTS = "descuento"
    MATCH_POINTS_LOST = "perdida_puntos"
    ELIMINATION = "eliminacion"

    @property
    def label(self) -> str:
        return {
            "resultado": "Resultado fijado por el Comité",
            "descuento": "Descuento de puntos",
            "perdida_puntos": "Pérdida de los puntos del encuentro (art. 15.3)",
            "eliminacion": "Eliminación y descenso automático por incomparecencia (art. 20.1)",
        }[self.value]


class DecisionError(ValueError):
    """A committee decision that cannot be applied; the message says why, in Spanish."""


@dataclass(frozen=True)
class CommitteeDecision:
    reference: str  # the committee's reference, e.g. "CC 14/2026"
    decided_on: date
    kind: DecisionKind
    season: str
    competition: str
    team: str | None = None  # POINTS, MATCH_POINTS_LOST, ELIMINATION
    match: MatchKey | None = None  # RESULT, MATCH_POINTS_LOST
    points: int = 0  # POINTS: how many are taken
    result: str = ""  # RESULT: chess boards "1-0 ½-½ 0-1 +/-"; domino "5-3 2100-1800"
    note: str = ""

    def summary(self) -> str:
        what = self.kind.label
        if self.kind is DecisionKind.RESULT and self.match is not None:
            what += (
                f": {self.match.home} – {self.match.away}, ronda {self.match.round}, {self.result}"
            )
        elif self.kind is DecisionKind.POINTS:
            what += f": {self.points} {'punto' if self.points == 1 else 'puntos'} a {self.team}"
        elif self.kind is DecisionKind.MATCH_POINTS_LOST and self.match is not None:
            what += (
                f": {self.team}, ronda {self.match.round} ({self.match.home} – {self.match.away})"
            )
        elif self.kind is DecisionKind.ELIMINATION:
            what += f": {self.team}"
        return f"{self.reference} ({self.decided_on:%d/%m/%Y}) · {what}"


@dataclass(frozen=True)
class OfficialResult:
    """The result of one accepted acta."""

    match: MatchKey
    score: ChessScore | DominoScore
    reference: str = ""  # which acta: the store's id or the file's name
    played_on: date | None = None


class MatchStatus(StrEnum):
    OFFICIAL = "oficial"
    BY_DECISION = "fijado por el Comité"
    PENDING = "pendiente del Comité"
    CONFLICT = "actas en conflicto"
    ANNULLED = "anulado (equipo eliminado)"


@dataclass(frozen=True)
class OfficialMatch:
    match: MatchKey
    status: MatchStatus
    home_score: str  # as printed: "2½", "5"; "" when not counted
    away_score: str
    detail: str  # boards or partidas and tantos
    references: tuple[str, ...] = ()  # the actas
    decision: str = ""  # the reference of the decision that set it
    played_on: date | None = None

    @property
    def counted(self) -> bool:
        return self.status in (MatchStatus.OFFICIAL, MatchStatus.BY_DECISION)


@dataclass(frozen=True)
class OfficialRow:
    position: int | None  # None: eliminated
    team: str
    played: int
    won: int
    drawn: int
    lost: int
    points: int  # after the decisions
    points_taken: int  # by decisions, a positive number
    score_for: float  # chess: game points; domino: partidas
    score_against: float
    tantos_for: int | None = None  # domino only
    tantos_against: int | None = None
    particular: float | None = None  # CH-5.1 a: mini-league points among the tied
    holandes: float | None = None  # CH-5.1 b
    tiebreak: str = ""
    eliminated: bool = False
    playoff_needed: bool = False
    decisions: tuple[str, ...] = ()
    # the TiebreakStep value that placed it among the teams level on points ("" if none were)
    tiebreak_step: str = ""


def _official_row(
    row: TableRow,
    team: str,
    points: int,
    score: tuple[float, float],
    *,
    tantos: tuple[int | None, int | None] = (None, None),
    holandes: float | None = None,
) -> OfficialRow:
    """A sport's table row as the office publishes it (before the committee's decisions)."""
    return OfficialRow(
        row.position,
        team,
        row.played,
        row.won,
        row.drawn,
        row.lost,
        points,
        0,
        *score,
        *tantos,
        particular=_figure(row.tiebreak, row.team_id, TiebreakStep.PARTICULAR),
        holandes=holandes,
        tiebreak=row.explanation,
        playoff_needed=bool(row.tiebreak and row.tiebreak.playoff_needed),
        tiebreak_step=row.tiebreak.step.value if row.tiebreak else "",
    )


@dataclass(frozen=True)
class OfficialTable:
    season: str
    competition: str
    sport: str
    rows: tuple[OfficialRow, ...]
    matches: tuple[OfficialMatch, ...]
    decisions: tuple[CommitteeDecision, ...]
    notes: tuple[str, ...] = ()


# --- results written by the committee ----------------------------------------------------------

_REPLAY = ("repetir", "r")  # R25-1: the committee orders the board's game replayed
_DOMINO_RESULT = re.compile(r"^\s*(\d{1,2})\s*-\s*(\d{1,2})\s+(\d{1,5})\s*-\s*(\d{1,5})\s*$")


def parse_result(sport: str, text: str) -> ChessScore | DominoScore:
    """A result as the committee writes it (see the module's note); DecisionError if not."""
    if sport == CHESS:
        words = [word for word in re.split(r"[\s,;]+", text.strip()) if word]
        if not words:
            raise DecisionError(
                "Falta el resultado: escriba el de cada tablero, en orden, "
                "p. ej. «1-0 ½-½ 0-1 +/-»."
            )
        replayed = tuple(
            number for number, word in enumerate(words, start=1) if word.lower() in _REPLAY
        )
        try:
            boards = tuple(
                BoardResult.DOUBLE_FORFEIT if word.lower() in _REPLAY else BoardResult.parse(word)
                for word in words
            )
        except ValueError as exc:
            raise DecisionError(
                f"{exc} Para que se repita una partida escriba «repetir» en su tablero."
            ) from None
        return ChessScore(boards, not replayed, replayed)
    found = _DOMINO_RESULT.match(text)
    if not found:
        raise DecisionError(
            f"Resultado de dominó no válido: «{text}». Escriba partidas y tantos, local primero, "
            "p. ej. «5-3 2100-1800»."
        )
    home, away, home_points, away_points = (int(group) for group in found.groups())
    if home + away == 0:
        raise DecisionError("Un encuentro de dominó necesita al menos una partida ganada.")
    partidas = [DominoPartida(Side.HOME, home_points, away_points)] if home else []
    partidas += [DominoPartida(Side.HOME, 0, 0)] * max(home - 1, 0)
    if not home:
        partidas.append(DominoPartida(Side.AWAY, home_points, away_points))
        away -= 1
    partidas += [DominoPartida(Side.AWAY, 0, 0)] * away
    return DominoScore(tuple(partidas), True)


def check_decision(decision: CommitteeDecision, sport: str) -> None:
    """Refuse (DecisionError, Spanish) a decision that lacks what its kind needs."""
    if not decision.reference.strip():
        raise DecisionError("Falta la referencia de la decisión del Comité.")
    if len(decision.reference) > 200 or len(decision.note) > MAX_TEXT:
        raise DecisionError("La referencia o la nota de la decisión es demasiado larga.")
    kind = decision.kind
    if kind in (DecisionKind.RESULT, DecisionKind.MATCH_POINTS_LOST) and decision.match is None:
        raise DecisionError(f"«{kind.label}» necesita el encuentro al que se refiere.")
    if kind is not DecisionKind.RESULT and not (decision.team or "").strip():
        raise DecisionError(f"«{kind.label}» necesita el equipo al que se refiere.")
    match = decision.match
    if match is not None and (match.season, match.competition) != (
        decision.season,
        decision.competition,
    ):
        raise DecisionError("El encuentro de la decisión es de otra competición.")
    if (
        kind is DecisionKind.MATCH_POINTS_LOST
        and match is not None
        and decision.team not in (match.home, match.away)
    ):
        raise DecisionError(f"«{decision.team}» no jugó el encuentro {match.home} – {match.away}.")
    if kind is DecisionKind.MATCH_POINTS_LOST and match is not None and decision.team == match.away:
        raise DecisionError(
            f"El art. 15.3 sanciona solo al equipo local ({match.home}), cuyo delegado envía el "
            f"acta: «{decision.team}» jugó como visitante. Para otra sanción use un descuento "
            "de puntos."
        )
    if kind is DecisionKind.POINTS and not 1 <= decision.points <= MAX_POINTS_TAKEN:
        raise DecisionError(
            f"Los puntos que se descuentan deben ser un número entre 1 y {MAX_POINTS_TAKEN}."
        )
    if kind is DecisionKind.RESULT:
        parse_result(sport, decision.result)


# --- the table ---------------------------------------------------------------------------------


def _match_points(score: ChessScore | DominoScore, points: tuple[int, int, int]) -> tuple[int, int]:
    home, away = score.figures[0]
    win, draw, loss = points
    if home > away:
        return win, loss
    if home < away:
        return loss, win
    return draw, draw


def _figure(info: TiebreakInfo | None, team: int, step: TiebreakStep) -> float | None:
    if info is None:
        return None
    for stage in info.stages:
        if stage.step is step:
            for figure in stage.figures:
                if figure.team_id == team:
                    return figure.value
    return None


def official_table(
    season: str,
    competition: str,
    sport: str,
    results: Iterable[OfficialResult],
    decisions: Iterable[CommitteeDecision] = (),
    *,
    teams: Sequence[str] = (),
    points: tuple[int, int, int] | None = None,
    annul_eliminated_results: bool = False,
    head_to_head_game_points: bool = False,
) -> OfficialTable:
    """The official table of one competition (see the module's decisions).

    teams: the calendar's teams, so a team without results shows zeros; teams met in results
    and decisions are added. Ties that nothing separates keep this order, then name order.
    """
    if sport not in (CHESS, DOMINO):
        raise DecisionError(f"Deporte desconocido: «{sport}».")
    setting = points or (CHESS_POINTS if sport == CHESS else DOMINO_POINTS)
    mine = [d for d in decisions if (d.season, d.competition) == (season, competition)]
    mine.sort(key=lambda d: (d.decided_on, d.reference))
    for decision in mine:
        check_decision(decision, sport)

    by_match: dict[MatchKey, list[OfficialResult]] = {}
    for result in results:
        if (result.match.season, result.match.competition) != (season, competition):
            continue
        by_match.setdefault(result.match, []).append(result)

    decided: dict[MatchKey, tuple[ChessScore | DominoScore, str]] = {}
    eliminated: dict[str, str] = {}
    taken: dict[str, int] = {}
    lost_matches: list[CommitteeDecision] = []
    touched: dict[str, list[str]] = {}
    for decision in mine:
        if decision.kind is DecisionKind.RESULT and decision.match is not None:
            decided[decision.match] = (parse_result(sport, decision.result), decision.reference)
            for team in (decision.match.home, decision.match.away):
                touched.setdefault(team, []).append(decision.reference)
        elif decision.kind is DecisionKind.POINTS and decision.team:
            taken[decision.team] = taken.get(decision.team, 0) + decision.points
            touched.setdefault(decision.team, []).append(decision.reference)
        elif decision.kind is DecisionKind.MATCH_POINTS_LOST:
            lost_matches.append(decision)
        elif decision.kind is DecisionKind.ELIMINATION and decision.team:
            eliminated.setdefault(decision.team, decision.reference)
            touched.setdefault(decision.team, []).append(decision.reference)

    lines: list[OfficialMatch] = []
    counted: dict[MatchKey, ChessScore | DominoScore] = {}
    keys = list(by_match)
    keys += [key for key in decided if key not in by_match]
    keys.sort(key=lambda k: (k.round, k.home, k.away))
    for key in keys:
        versions = by_match.get(key, [])
        references = tuple(v.reference for v in versions)
        played_on = next((v.played_on for v in versions if v.played_on), None)
        # a second version counts only when it says something else (a duplicate does not)
        differ = len(versions) > 1 and any(v.score != versions[0].score for v in versions)
        status: MatchStatus
        decision_ref = ""
        if decided and key in decided:
            score, decision_ref = decided[key]
            status = MatchStatus.BY_DECISION if score.final else MatchStatus.PENDING
        elif differ:
            score, status = versions[0].score, MatchStatus.CONFLICT
        else:
            score = versions[0].score
            final = score.final
            status = MatchStatus.OFFICIAL if final else MatchStatus.PENDING
        if status in (MatchStatus.OFFICIAL, MatchStatus.BY_DECISION) and (
            annul_eliminated_results and (key.home in eliminated or key.away in eliminated)
        ):
            status = MatchStatus.ANNULLED
        home_text, away_text, detail = score.texts
        if status in (MatchStatus.OFFICIAL, MatchStatus.BY_DECISION):
            counted[key] = score
        else:
            home_text = away_text = ""
        lines.append(
            OfficialMatch(
                key, status, home_text, away_text, detail, references, decision_ref, played_on
            )
        )

    for decision in lost_matches:
        lost_match, loser = decision.match, decision.team
        if lost_match is None or loser is None:
            continue  # check_decision refused it already
        touched.setdefault(loser, []).append(decision.reference)
        if lost_match in counted:
            home_points, away_points = _match_points(counted[lost_match], setting)
            lost = home_points if loser == lost_match.home else away_points
            taken[loser] = taken.get(loser, 0) + lost

    names: list[str] = list(dict.fromkeys(teams))
    extra = {team for key in by_match | decided for team in (key.home, key.away)}
    extra |= set(taken) | set(eliminated)
    names += sorted(extra - set(names))
    ids = {name: index for index, name in enumerate(names, start=1)}
    labels = {index: name for name, index in ids.items()}
    adjustments = {ids[team]: -amount for team, amount in taken.items()}
    unranked = [ids[team] for team in eliminated]

    reduced = [(ids[key.home], ids[key.away], *score.figures) for key, score in counted.items()]
    rows: list[OfficialRow] = []
    if sport == CHESS:
        for crow in chess_standings(
            list(labels),
            (),
            setting,
            names=labels,
            head_to_head_game_points=head_to_head_game_points,
            adjustments=adjustments,
            unranked=unranked,
            reduced=reduced,
        ):
            rows.append(
                _official_row(
                    crow,
                    labels[crow.team_id],
                    crow.match_points,
                    (crow.game_points, crow.game_points_against),
                    holandes=_figure(crow.tiebreak, crow.team_id, TiebreakStep.HOLANDES),
                )
            )
    else:
        for drow in domino_standings(
            list(labels),
            (),
            setting,
            names=labels,
            adjustments=adjustments,
            unranked=unranked,
            reduced=reduced,
        ):
            rows.append(
                _official_row(
                    drow,
                    labels[drow.team_id],
                    drow.league_points,
                    (drow.partidas_won, drow.partidas_lost),
                    tantos=(drow.points_for, drow.points_against),
                )
            )
    final_rows = []
    for row in rows:
        gone = row.team in eliminated
        final_rows.append(
            replace(
                row,
                position=None if gone else row.position,
                points_taken=taken.get(row.team, 0),
                eliminated=gone,
                tiebreak=(
                    f"Eliminado de la competición (art. 20.1), decisión {eliminated[row.team]}."
                    if gone
                    else row.tiebreak
                ),
                decisions=tuple(dict.fromkeys(touched.get(row.team, ()))),
            )
        )
    notes = _notes(lines, eliminated, annul_eliminated_results)
    return OfficialTable(
        season, competition, sport, tuple(final_rows), tuple(lines), tuple(mine), notes
    )


def _notes(
    lines: Sequence[OfficialMatch], eliminated: Mapping[str, str], annulled: bool
) -> tuple[str, ...]:
    notes = []
    waiting = [line for line in lines if line.status in (MatchStatus.PENDING, MatchStatus.CONFLICT)]
    if waiting:
        notes.append(
            f"{len(waiting)} encuentro(s) sin contar hasta que decida el Comité de Competición "
            "(tableros pendientes o actas en conflicto)."
        )
    if eliminated:
        notes.append(
            "Los resultados de los equipos eliminados "
            + (
                "se han anulado (ajuste de la competición)."
                if annulled
                else "ya disputados se mantienen para sus rivales (ajuste de la competición; el "
                "art. 20.1 no lo dice)."
            )
        )
    return tuple(notes)
