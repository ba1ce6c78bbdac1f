"""Shared vocabulary of the domino rules: pairs, player ids, settings and the refusal error."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import NoReturn

from delegate_app.domain.competition import (
    DEFAULT_DOMINO_PARTIDAS,
    DEFAULT_DOMINO_TABLES,
    DEFAULT_DOMINO_TARGET,
    MatchPoints,
    Sport,
    default_match_points,
)
from delegate_app.domain.findings import Finding, Severity
from delegate_app.domain.incident_schema import cite
from delegate_app.domain.sides import Side

PlayerId = int

ARBITER = "árbitro"  # approver that is not a player (DO-6, second paragraph)


def positive(value: object, label: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"{label} debe ser un número entero positivo (se indicó {value!r}).")


# The two pairs at a table are the home and the away team's pairs: the same notion as a side.
Pair = Side


def pair_label(pair: Side) -> str:
    return f"pareja {pair.value}"


class CierreTie(StrEnum):
    """What a cierre with equal sums does to the lead (decision in docs/reglas.md, a setting)."""

    LEAD_PASSES = "pasa_salida"  # no score; the player on the salidor's right leads next
    SAME_SALIDOR = "repite_salidor"  # no score; the same player leads the next hand again


class SeatDrawTie(StrEnum):
    """How equal totals in the seat draw are settled (decision in docs/reglas.md, a setting)."""

    REDRAW = "nuevo_sorteo"  # the tied players draw again
    # Equal totals with distinct tiles always differ in their higher number (6-0, 5-1, 4-2, 3-3),
    # so this variant never needs a second draw.
    HIGHER_NUMBER = "numero_mayor"


@dataclass(frozen=True)
class DominoSettings:
    """Per-competition settings; the defaults are the Decisions of docs/reglas.md."""

    target: int = DEFAULT_DOMINO_TARGET
    tables: int = DEFAULT_DOMINO_TABLES
    partidas_per_table: int = DEFAULT_DOMINO_PARTIDAS
    league_points: MatchPoints = field(default_factory=lambda: default_match_points(Sport.DOMINO))
    cierre_tie: CierreTie = CierreTie.LEAD_PASSES
    seat_draw_tie: SeatDrawTie = SeatDrawTie.REDRAW
    # DO-19.4 says "más de dos veces": the third drop of a pair in a partida is the first one
    # that must go on the acta. A federation reading it as "from the second" sets 2.
    drops_recorded_from: int = 3

    def __post_init__(self) -> None:
        positive(self.target, "El total de la partida")
        positive(self.tables, "El número de mesas por equipo")
        positive(self.partidas_per_table, "El número de partidas por mesa")
        positive(self.drops_recorded_from, "La caída de fichas que se anota en el acta")
        points = self.league_points
        if not points.win >= points.draw >= points.loss >= 0:
            raise ValueError(
                "Los puntos de liga deben cumplir victoria ≥ empate ≥ derrota ≥ 0 "
                f"(se indicó {points.win}/{points.draw}/{points.loss})."
            )


DEFAULT_SETTINGS = DominoSettings()


class DominoError(ValueError):
    """A refused entry or action; ``findings`` carry the rule IDs the UI and the acta cite."""

    def __init__(self, findings: Finding | Iterable[Finding]) -> None:
        self.findings: tuple[Finding, ...] = (
            (findings,) if isinstance(findings, Finding) else tuple(findings)
        )
        super().__init__("\n".join(finding.message for finding in self.findings))


def block(rule_id: str, message: str, *, players: Iterable[PlayerId] = ()) -> Finding:
    return Finding(rule_id, Severity.BLOCK, message, player_ids=tuple(players))


def refuse(rule_id: str, message: str, *, players: Iterable[PlayerId] = ()) -> NoReturn:
    raise DominoError(block(rule_id, message, players=players))


def article(rule_id: str) -> str:
    """How messages and the acta cite a rule: DO-7.2b -> "Art. 7.2", DO-20.4 -> "Art. 20"."""
    return cite(rule_id, capital=True)


def join_words(words: Iterable[object]) -> str:
    texts = [str(word) for word in words]
    if len(texts) <= 1:
        return "".join(texts)
    return f"{', '.join(texts[:-1])} y {texts[-1]}"
