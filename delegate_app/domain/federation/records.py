"""What the federation's intake says of one received file, shared by intake, store and reports.

A match is named by what both clubs' databases agree on (season, competition, round and the two
teams), never by the exporting club's own acta number: two clubs number their actas differently.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum


class IntakeStatus(StrEnum):
    """How a received file is filed; the values are the Spanish words shown and stored."""

    ACCEPTED = "aceptada"  # complete: every required role signed and bound, everything holds
    INCOMPLETE = "incompleta"  # everything present holds, a required signature is missing
    REJECTED = "rechazada"  # anything fails, or the file is not an acta at all


# Not a verdict but what is shown of a file whose acta arrived again with more signatures (the
# visitor signing the home delegate's file): the file keeps its verdict as evidence.
SUPERSEDED = "sustituida"


@dataclass(frozen=True, order=True)
class MatchKey:
    """One match of one competition, as acta.json's "contenido.encuentro" names it."""

    season: str
    competition: str
    round: int
    home: str
    away: str

    def label(self) -> str:
        return f"{self.competition} {self.season}, ronda {self.round}: {self.home} – {self.away}"


@dataclass(frozen=True)
class IntakeVerdict:
    """The verdict on one received file, ready to be filed (idempotently, by file_sha256)."""

    file_name: str  # as shown to the clerk: "buzon.mbox › mensaje 3 › acta.pdf"
    file_sha256: str  # of the file's bytes as received
    status: IntakeStatus
    reason: str  # one line in Spanish; for ACCEPTED a short summary
    sport: str | None = None  # "ajedrez" | "domino"; None when the file was never read as an acta
    match: MatchKey | None = None
    content_hash: str | None = None  # acta.json's "hash_contenido"
    acta_json: str | None = None  # the embedded acta.json text, for accepted and incomplete
    pdf: bytes | None = field(default=None, repr=False)  # kept for accepted and incomplete
    home_club: str | None = None
    away_club: str | None = None
    signed_roles: tuple[str, ...] = ()
    mail_received_at: datetime | None = None  # when the federation's server took the mail (UTC)
