"""One re-check of an acta's embedded data, as `delegado verify` reports it (both sports)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Check:
    """One re-check of the embedded data."""

    name: str
    ok: bool
    detail: str

    def as_dict(self) -> dict[str, Any]:
        return {"comprobacion": self.name, "correcta": self.ok, "detalle": self.detail}


def count(number: int, noun: str) -> str:
    """ "1 firma", "2 firmas", "3 sustituciones": the Spanish plurals the reports use."""
    if number == 1:
        return f"{number} {noun}"
    plural = noun[:-3] + "iones" if noun.endswith("ión") else noun + "s"
    return f"{number} {plural}"
