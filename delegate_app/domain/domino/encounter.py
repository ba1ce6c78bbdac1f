"""A team encounter: tables × partidas (a setting, 4 × 2), the seat swap of the losing pair for the
next partida at a table (DO-7.2b), and the encounter result in partidas and league points."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from delegate_app.domain.domino.common import (
    DEFAULT_SETTINGS,
    DominoError,
    DominoSettings,
    Pair,
    PlayerId,
    block,
    join_words,
    refuse,
)
from delegate_app.domain.domino.hand import TableSetup
from delegate_app.domain.domino.partida import Partida, PartidaResult, PartidaStatus
from delegate_app.domain.domino.seating import Seat, Seating
from delegate_app.domain.findings import Finding, Severity


def next_partida_seating(
    previous: Partida,
    substitutes: Mapping[PlayerId, PlayerId] | None = None,
    salidor: Seat | None = None,
) -> Seating:
    """DO-7.2b: the pair that lost ``previous`` swaps its seats; each substitute (titular ->
    substitute) takes the seat his titular would have had. ``salidor`` overrides who leads the
    first hand (by default the player who led ``previous`` leads again)."""
    loser = _loser(previous)
    seating = previous.seating.swapped(loser)
    for titular, substitute in (substitutes or {}).items():
        seating = seating.substituted(titular, substitute)
    return seating if salidor is None else seating.with_salidor(salidor)


def _loser(previous: Partida) -> Pair:
    winner = previous.winner
    if winner is None:
        refuse(
            "DO-7.2b",
            f"Art. 7.2: la partida {previous.number} de la mesa {previous.setup.table} no tiene "
            f"ganador ({previous.status.label}); sin él no se sabe qué pareja cambia de asiento.",
        )
    return winner.other


def next_partida(
    previous: Partida,
    substitutes: Mapping[PlayerId, PlayerId] | None = None,
    *,
    salidor: Seat | None = None,
    annotator: PlayerId | None = None,
    counter: PlayerId | None = None,
) -> Partida:
    """The following partida at the same table: seats per DO-7.2b, the same roles (DO-6) unless
    named again; a substitute takes over his titular's role as well as his seat."""
    number = previous.number + 1
    if number > previous.settings.partidas_per_table:
        refuse(
            "DO-7.2b",
            f"En la mesa {previous.setup.table} ya se han jugado las "
            f"{previous.settings.partidas_per_table} partidas del encuentro.",
        )
    seating = next_partida_seating(previous, substitutes, salidor)
    setup: TableSetup = previous.setup
    for titular, substitute in (substitutes or {}).items():
        setup = setup.substituted(titular, substitute)
    setup = replace(
        setup,
        annotator=setup.annotator if annotator is None else annotator,
        counter=setup.counter if counter is None else counter,
    )
    return Partida(setup, seating, number, previous.settings)


@dataclass(frozen=True)
class EncounterResult:
    partidas_won: dict[Pair, int]
    points: dict[Pair, int]  # final scores summed: the last tie-break of the league table
    league_points: dict[Pair, int]
    complete: bool  # every partida of every table has a winner
    findings: tuple[Finding, ...]  # what keeps it from being complete

    @property
    def winner(self) -> Pair | None:
        """The encounter winner by partidas; None for a draw or while incomplete."""
        if not self.complete:
            return None
        home, away = self.partidas_won[Pair.HOME], self.partidas_won[Pair.AWAY]
        if home == away:
            return None
        return Pair.HOME if home > away else Pair.AWAY

    @property
    def is_draw(self) -> bool:
        return self.complete and self.partidas_won[Pair.HOME] == self.partidas_won[Pair.AWAY]


def encounter_result(
    partidas: Iterable[Partida | PartidaResult], settings: DominoSettings = DEFAULT_SETTINGS
) -> EncounterResult:
    """Partidas won per team, league points (win / draw / loss, a setting) and what is missing.
    League points are only awarded once the encounter is complete."""
    results = [item.result if isinstance(item, Partida) else item for item in partidas]
    seen: dict[tuple[int, int], PartidaResult] = {}
    errors = []
    for result in results:
        key = (result.table, result.number)
        if not 1 <= result.table <= settings.tables:
            errors.append(
                block("DO-7.2b", f"La mesa {result.table} no existe (hay {settings.tables}).")
            )
        elif not 1 <= result.number <= settings.partidas_per_table:
            errors.append(
                block(
                    "DO-7.2b",
                    f"La partida {result.number} de la mesa {result.table} no existe (se juegan "
                    f"{settings.partidas_per_table} por mesa).",
                )
            )
        elif key in seen:
            errors.append(
                block(
                    "DO-7.2b",
                    f"La partida {result.number} de la mesa {result.table} figura dos veces.",
                )
            )
        seen[key] = result
    if errors:
        raise DominoError(errors)

    won = {pair: 0 for pair in Pair}
    points = {pair: 0 for pair in Pair}
    findings: list[Finding] = []
    missing: list[str] = []
    missing_tables: set[int] = set()
    for table in range(1, settings.tables + 1):
        for number in range(1, settings.partidas_per_table + 1):
            found = seen.get((table, number))
            if found is None:
                missing.append(f"mesa {table}, partida {number}")
                missing_tables.add(table)
                continue
            result = found
            points[Pair.HOME] += result.home_points
            points[Pair.AWAY] += result.away_points
            if result.winner is not None:
                won[result.winner] += 1
            elif result.status is PartidaStatus.DECIDED:
                pass  # DO-20: validated with equal scores: closed without a winner
            elif result.status is PartidaStatus.REPLAY_ORDERED:
                findings.append(
                    Finding(
                        "DO-20",
                        Severity.WARN,
                        f"Art. 20: el órgano competente ordenó repetir la partida {number} de la "
                        f"mesa {table}.",
                        boards=(table,),
                    )
                )
            elif result.status is PartidaStatus.SUSPENDED:
                findings.append(
                    Finding(
                        "DO-20",
                        Severity.WARN,
                        f"Art. 20: la partida {number} de la mesa {table} está suspendida con "
                        f"{result.home_points} a {result.away_points}; su resultado lo decide "
                        "el órgano competente.",
                        boards=(table,),
                    )
                )
            else:
                missing.append(f"mesa {table}, partida {number} (en juego)")
                missing_tables.add(table)
    if missing:
        findings.insert(
            0,
            Finding(
                "DO-18",
                Severity.INFO,
                f"Falta el resultado de {join_words(missing)}.",
                boards=tuple(sorted(missing_tables)),
            ),
        )
    complete = not findings
    league = {pair: 0 for pair in Pair}
    if complete:
        scale = settings.league_points
        for pair in Pair:
            mine, theirs = won[pair], won[pair.other]
            if mine == theirs:
                league[pair] = scale.draw
            else:
                league[pair] = scale.win if mine > theirs else scale.loss
    return EncounterResult(won, points, league, complete, tuple(findings))
