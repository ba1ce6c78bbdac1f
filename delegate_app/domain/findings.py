"""What a rule check returns: findings with a catalog ID, a severity and a Spanish message.

Shared by the chess and domino checks, the UI (which lists them) and the acta (which cites them).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum


class Severity(StrEnum):
    """How a finding weighs (docs/reglas.md): the values are what the store persists."""

    BLOCK = "bloquea"  # the app refuses to confirm; the delegate may still record an incident
    WARN = "aviso"  # shown and recorded, never blocks
    INFO = "info"  # computed for the delegate

    @property
    def label(self) -> str:
        return {"bloquea": "Bloqueo", "aviso": "Aviso", "info": "Información"}[self.value]

    @property
    def weight(self) -> int:
        """0 for the most serious, so that sorting by it lists blocks first."""
        return {"bloquea": 0, "aviso": 1, "info": 2}[self.value]


@dataclass(frozen=True)
class Finding:
    rule_id: str  # catalog ID, e.g. "CH-18.2"
    severity: Severity
    message: str  # Spanish, cites the article ("Art. 18.2: ...")
    boards: tuple[int, ...] = ()  # boards (chess) or tables (domino) concerned, ascending
    player_ids: tuple[int, ...] = ()

    @property
    def blocks(self) -> bool:
        return self.severity is Severity.BLOCK


def has_block(findings: Iterable[Finding]) -> bool:
    return any(finding.blocks for finding in findings)


def by_severity(findings: Iterable[Finding]) -> list[Finding]:
    """Blocks first, then warnings, then information; the order within each is kept."""
    return sorted(findings, key=lambda finding: finding.severity.weight)


def boards_text(numbers: Iterable[int]) -> str:
    """Board or table numbers for a message: "4", "2 y 3", "1, 2 y 4"."""
    texts = [str(number) for number in numbers]
    if len(texts) <= 1:
        return "".join(texts)
    return f"{', '.join(texts[:-1])} y {texts[-1]}"
