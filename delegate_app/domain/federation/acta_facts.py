"""What the federation needs of one received acta.json: the match, its day, its result and
whether it holds something for the Comité de Competición.

The acta has already been verified by the intake (schema, signatures, pages): this module only
reads the few fields results and deadlines need, and refuses (ActaFactsError, in Spanish) data
that does not have them, so that a later reader never guesses.

Decisions where the regulation is silent:

- The day deadlines count from is the day the match was played ("día de celebración"): the
  acta's real start (``inicio.hora_real``) when recorded, else its official time.
- Chess "for the committee" (CH-15.3, docs/reglas.md): an effective incident of a committee kind, a
  rival lineup recorded as breaking 18.2/18.3/10.2/18.9–18.11, a board left pending or adjourned,
  or the signed acta's own CH-15.3 deadline carrying the loss of points (the club app attaches it
  only when the acta holds committee incidents; acta.json keeps the incident's kind and article
  but not every field, e.g. whether a broken clock's resumption was left to the committee).
- Domino: domino_deadlines.needs_committee on the incidents' articles and the partidas' states.
- A chess board without a final result (pending, adjourned, not played) leaves the match
  unresolved: the official table counts it only after a committee decision sets the result.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime
from functools import cached_property
from typing import Any

from delegate_app.domain.chess.incident_catalog import CATALOG, LINEUP_COMMITTEE_ARTICLES
from delegate_app.domain.chess.standings import BoardResult, ChessMatchResult
from delegate_app.domain.domino import PartidaStatus
from delegate_app.domain.domino.deadlines import needs_committee as domino_needs_committee
from delegate_app.domain.domino.standings import DominoEncounterResult, DominoPartida
from delegate_app.domain.federation.records import MatchKey
from delegate_app.domain.sides import Side

CHESS = "ajedrez"
DOMINO = "domino"
_WITHDRAWAL = "anulacion"


class ActaFactsError(ValueError):
    """acta.json lacks what results or deadlines need; the message says what, in Spanish."""


def _half_text(halves: int) -> str:
    whole, half = divmod(halves, 2)
    return f"{whole or ''}½" if half else str(whole)


@dataclass(frozen=True)
class ChessScore:
    """Board results home–away as on the acta; ``final`` False while a board is open.

    A federation's tables read thousands of results that repeat a few thousand scores: the
    store shares one object per score, and the figures are worked out once per object."""

    boards: tuple[BoardResult, ...]
    final: bool
    open_boards: tuple[int, ...] = ()

    @cached_property
    def figures(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """Game points and Holandés sums, both in halves, home first (standings.Meeting)."""
        result = ChessMatchResult(1, 2, self.boards)
        return result.score_halves, result.holandes_halves

    @cached_property
    def texts(self) -> tuple[str, str, str]:
        """The score as printed ("2½", "1½") and the boards ("tableros: 1-0 ½-½ …")."""
        home, away = self.figures[0]
        boards = " ".join(
            "pendiente" if number in self.open_boards else board.value
            for number, board in enumerate(self.boards, start=1)
        )
        return _half_text(home), _half_text(away), f"tableros: {boards}"


@dataclass(frozen=True)
class DominoScore:
    partidas: tuple[DominoPartida, ...]
    final: bool

    @cached_property
    def figures(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """Partidas won and tantos, home first (standings.Meeting)."""
        encounter = DominoEncounterResult(1, 2, self.partidas)
        return encounter.partidas_won, encounter.points

    @cached_property
    def texts(self) -> tuple[str, str, str]:
        (home, away), (home_t, away_t) = self.figures
        return str(home), str(away), f"tantos: {home_t}-{away_t}"


@dataclass(frozen=True)
class ActaFacts:
    match: MatchKey
    sport: str
    played_on: date
    category: str
    for_committee: bool
    score: ChessScore | DominoScore


def _get(data: Mapping[str, Any], *path: str) -> Any:
    value: Any = data
    for key in path:
        if not isinstance(value, Mapping) or key not in value:
            raise ActaFactsError(f"acta.json no tiene «{'.'.join(path)}».")
        value = value[key]
    return value


def _text(data: Mapping[str, Any], *path: str) -> str:
    value = _get(data, *path)
    if not isinstance(value, str) or not value.strip():
        raise ActaFactsError(f"acta.json: «{'.'.join(path)}» debería ser un texto no vacío.")
    return value.strip()


def acta_moment(value: object) -> datetime | None:
    """A date and time as acta.json writes them (ISO 8601), None when the value is not one."""
    if not isinstance(value, str):
        return None
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        return None


def _moment(value: object, where: str) -> datetime:
    if not isinstance(value, str):
        raise ActaFactsError(f"acta.json: «{where}» debería ser una fecha y hora.")
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        raise ActaFactsError(f"acta.json: «{where}» no es una fecha válida: «{value}».") from None


def match_key(data: Mapping[str, Any]) -> MatchKey:
    round_number = _get(data, "contenido", "encuentro", "ronda")
    if isinstance(round_number, bool) or not isinstance(round_number, int) or round_number < 1:
        raise ActaFactsError("acta.json: la ronda del encuentro no es un número válido.")
    return MatchKey(
        _text(data, "contenido", "encuentro", "temporada"),
        _text(data, "contenido", "encuentro", "competicion"),
        round_number,
        _text(data, "contenido", "encuentro", "local"),
        _text(data, "contenido", "encuentro", "visitante"),
    )


def _played_on(data: Mapping[str, Any]) -> date:
    content = _get(data, "contenido")
    start = content.get("inicio") if isinstance(content, Mapping) else None
    real = start.get("hora_real") if isinstance(start, Mapping) else None
    if real:
        return _moment(real, "contenido.inicio.hora_real").date()
    official = _get(data, "contenido", "encuentro", "hora_oficial")
    return _moment(official, "contenido.encuentro.hora_oficial").date()


def _effective(incidents: object) -> list[Mapping[str, Any]]:
    """The incidents the acta says now: corrected entries replaced, withdrawn ones dropped."""
    if not isinstance(incidents, list):
        raise ActaFactsError("acta.json: «incidencias» debería ser una lista.")
    entries = [entry for entry in incidents if isinstance(entry, Mapping)]
    replaced = {entry.get("corrige") for entry in entries if entry.get("corrige") is not None}
    return [
        entry
        for entry in entries
        if entry.get("id") not in replaced and entry.get("tipo") != _WITHDRAWAL
    ]


def _chess_incident_for_committee(entry: Mapping[str, Any]) -> bool:
    kind = CATALOG.get(str(entry.get("tipo")))
    if kind is None:
        return False
    if kind.for_committee:
        return True
    if kind.code == "alineacion_rival":
        return entry.get("articulo") in {f"CH-{article}" for article in LINEUP_COMMITTEE_ARTICLES}
    return False


def _signed_deadline_says_committee(data: Mapping[str, Any]) -> bool:
    deadlines = data.get("plazos")
    if not isinstance(deadlines, list):
        return False
    return any(
        isinstance(entry, Mapping)
        and entry.get("articulo") == "CH-15.3"
        and bool(entry.get("consecuencia"))
        for entry in deadlines
    )


def _chess_score(data: Mapping[str, Any]) -> ChessScore:
    rows = _get(data, "contenido", "tableros")
    if not isinstance(rows, list) or not rows:
        raise ActaFactsError("acta.json no tiene tableros.")
    boards: list[BoardResult] = []
    open_boards: list[int] = []
    for index, row in enumerate(rows, start=1):
        text = row.get("resultado") if isinstance(row, Mapping) else None
        try:
            boards.append(BoardResult.parse(str(text)))
        except ValueError:
            # pending, adjourned or not played: counted as nothing until the committee decides
            boards.append(BoardResult.DOUBLE_FORFEIT)
            open_boards.append(index)
    return ChessScore(tuple(boards), not open_boards, tuple(open_boards))


def _domino_partidas(data: Mapping[str, Any]) -> DominoScore:
    rows = _get(data, "contenido", "resultados")
    if not isinstance(rows, list):
        raise ActaFactsError("acta.json: «contenido.resultados» debería ser una lista.")
    partidas = []
    for row in rows:
        if not isinstance(row, Mapping):
            raise ActaFactsError("acta.json: una partida de «resultados» no es un objeto.")
        try:
            partidas.append(
                DominoPartida(
                    Side(str(row.get("ganador"))), int(row["local"]), int(row["visitante"])
                )
            )
        except (KeyError, TypeError, ValueError):
            raise ActaFactsError(
                "acta.json: una partida de «resultados» no tiene ganador y tantos válidos."
            ) from None
    summary = data.get("resultado")
    complete = isinstance(summary, Mapping) and summary.get("completo") is True
    return DominoScore(tuple(partidas), complete and bool(partidas))


def _domino_for_committee(data: Mapping[str, Any]) -> bool:
    articles = [
        str(entry.get("articulo")) for entry in _effective(_get(data, "contenido", "incidencias"))
    ]
    statuses: list[PartidaStatus] = []
    tables = _get(data, "contenido", "mesas")
    for table in tables if isinstance(tables, list) else ():
        partidas = table.get("partidas") if isinstance(table, Mapping) else None
        for partida in partidas if isinstance(partidas, list) else ():
            state = partida.get("estado") if isinstance(partida, Mapping) else None
            try:
                statuses.append(PartidaStatus(str(state)))
            except ValueError:
                continue
    return domino_needs_committee(articles, statuses)


def acta_facts(data: Mapping[str, Any]) -> ActaFacts:
    """The facts of a parsed acta.json (see the module's decisions)."""
    if not isinstance(data, Mapping):
        raise ActaFactsError("acta.json no es un objeto.")
    content = _get(data, "contenido")
    sport = DOMINO if isinstance(content, Mapping) and "mesas" in content else CHESS
    key = match_key(data)
    category = _get(data, "contenido", "encuentro", "categoria")
    score: ChessScore | DominoScore
    if sport == CHESS:
        score = _chess_score(data)
        incidents = _effective(_get(data, "contenido", "incidencias"))
        committee = (
            any(_chess_incident_for_committee(entry) for entry in incidents)
            or not score.final
            or _signed_deadline_says_committee(data)
        )
    else:
        score = _domino_partidas(data)
        committee = _domino_for_committee(data)
    return ActaFacts(
        key,
        sport,
        _played_on(data),
        category if isinstance(category, str) else "",
        committee,
        score,
    )


def facts_from_text(text: str | bytes) -> ActaFacts:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ActaFactsError("acta.json no es JSON válido.") from None
    return acta_facts(data)
