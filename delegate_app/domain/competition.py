"""Competition settings and their regulation defaults (CH-1, CH-7, CH-17, CH-18.1, DO-18)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Sport(StrEnum):
    CHESS = "ajedrez"
    DOMINO = "domino"

    @property
    def label(self) -> str:
        return {"ajedrez": "Ajedrez", "domino": "Dominó"}[self.value]


class IncrementKind(StrEnum):
    NONE = "ninguno"
    BRONSTEIN = "bronstein"
    FISCHER = "fischer"


CHESS_CATEGORIES = ("Preferente", "Primera", "Segunda")
DEFAULT_BOARDS = 4  # CH-18.1
DEFAULT_DOMINO_TARGET = 300  # decision in docs/reglas.md: a setting, 300 by default
DEFAULT_DOMINO_TABLES = 4
DEFAULT_DOMINO_PARTIDAS = 2


@dataclass(frozen=True)
class TimeControl:
    base_minutes: int
    increment_seconds: int = 0
    increment_kind: IncrementKind = IncrementKind.NONE

    def label(self) -> str:
        hours, minutes = divmod(self.base_minutes, 60)
        if minutes == 0 and self.base_minutes >= 120:
            base = f"{hours} h"
        else:
            base = f"{self.base_minutes} min"
        if self.increment_kind is IncrementKind.NONE or not self.increment_seconds:
            return f"{base}, sin incremento"
        return f"{base} + {self.increment_seconds} s ({self.increment_kind.value.capitalize()})"


def default_time_control(category: str) -> TimeControl:
    """CH-17.2: Preferente 90 min + 30 s Bronstein; CH-17.3: Primera and Segunda 2 h."""
    if category.strip().lower() == "preferente":
        return TimeControl(90, 30, IncrementKind.BRONSTEIN)
    return TimeControl(120)


@dataclass(frozen=True)
class MatchPoints:
    """League points for a won, drawn and lost match (CH: 2/1/0; domino: 3/1/0)."""

    win: int
    draw: int
    loss: int


def default_match_points(sport: Sport) -> MatchPoints:
    return MatchPoints(2, 1, 0) if sport is Sport.CHESS else MatchPoints(3, 1, 0)


TEAM_RANKS = tuple("ABCDEFGH")


def rank_order(rank: str) -> int:
    """A is the club's first team; a higher number is a lower team ("filial")."""
    try:
        return TEAM_RANKS.index(rank.strip().upper())
    except ValueError as exc:
        raise ValueError(f"Rango de equipo desconocido: «{rank}» (use A, B, C…).") from exc
