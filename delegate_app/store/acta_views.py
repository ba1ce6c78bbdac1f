"""The views of an acta as plain dataclasses, without SQL: what the store reads into them and
what the PDF prints from them. `delegado verify` fills the same classes from acta.json to rebuild
the pages (documents/chess/rebuild.py) without loading the database layer, whose import alone
takes longer than a verification. store/acta.py, chess_acta.py and acta_reading.py re-export
them under their old names."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from datetime import datetime
from typing import TYPE_CHECKING, Any

from delegate_app.domain.chess.involved_players import InvolvedPlayer
from delegate_app.domain.chess.match import BoardOutcome, MatchScore
from delegate_app.domain.competition import TimeControl
from delegate_app.domain.deadlines import Deadline
from delegate_app.domain.incident_schema import cite

if TYPE_CHECKING:
    from delegate_app.store.models import Annex

# The content is a JSON-like document (texts, numbers, dates, lists and nested objects): what
# domain/acta_hash.py hashes and the PDF prints.
ActaContent = dict[str, object]
# CH-16.3 (docs/reglas.md): a lineup delivered on paper counts as delivered.
DELIVERY_FORMS = {"papel": "en papel", "app": "tecleada en la aplicación"}


@dataclass(frozen=True)
class IncidentLine:
    """One entry of the acta's incident log.

    number: its place in this acta's log (1, 2, ...), the number the guide, the printed acta and
    the texts that point to it ("corrige la n.º 2") all use. happened: when it happened, from
    its own time field ("hh:mm"), else when it was recorded.
    """

    id: int
    created_at: datetime
    kind: str
    rule_id: str
    title: str
    text: str
    corrects_id: int | None
    number: int = 0
    happened: str = ""
    corrects_number: int | None = None
    position: str = ""  # the FEN it records (chess: sub conditione, sealed move)

    @property
    def article(self) -> str:
        """The article as the acta cites it ("art. 12"), never the catalog ID."""
        return cite(self.rule_id)


@dataclass(frozen=True)
class SignatureLine:
    id: int
    role: str
    name: str
    licence: str
    signed_at: datetime
    valid: bool  # bound to the current content and not voided since
    annex_id: int | None


@dataclass(kw_only=True)
class CommonActaView:
    """What both sports' views of an acta show alike: the match, the acta's state, its incidents
    and signatures. Each sport's view adds its content (``chess_acta.ActaView``,
    ``domino_acta_view.EncounterView``); ``common_view_fields`` fills these. The one list of
    these fields: a sport's view gets them from ``shared_fields``."""

    match_id: int
    competition: str
    category: str
    federation: str
    season: str
    round_number: int
    official_start: datetime
    venue: str
    home_team: str
    away_team: str
    home_club: str
    away_club: str
    step: int
    arbiter_name: str
    arbiter_licence: str
    incidents: list[IncidentLine]
    signatures: list[SignatureLine]
    annexes: list[Annex]
    locked_at: datetime | None
    content_hash: str
    # CH-17.1: when the match is played, if it was moved to another date (Match.played_at);
    # None: at the official time. Not part of the acta's content (its rebuild leaves it None).
    moved_to: datetime | None = None
    deadlines: list[Deadline] = field(default_factory=list)
    # Players who sign beside the officials: in chess those of each board with an incident for
    # the committee (CH-13.7); a domino acta has none.
    involved_players: list[InvolvedPlayer] = field(default_factory=list)
    # Signing role ("jugador_local_3") -> the licence of the listed player on that board, which
    # the player's signature box offers (issue 25); a typed rival has none.
    player_licences: dict[str, str] = field(default_factory=dict)

    @property
    def locked(self) -> bool:
        return self.locked_at is not None

    @property
    def play_start(self) -> datetime:
        """The time the clocks start (CH-17.1) and the day every typed time belongs to: the
        moved date and time of a moved match, else the official one."""
        return self.moved_to or self.official_start

    def shared_fields(self) -> dict[str, Any]:
        """Its fields but ``deadlines`` by name, not copied: what ``common_view_fields`` hands
        each sport's view (which adds its content and, for domino, its deadlines)."""
        return {
            f.name: getattr(self, f.name) for f in fields(CommonActaView) if f.name != "deadlines"
        }

    def required_roles(self) -> tuple[str, ...]:
        roles = ("delegado_local", "delegado_visitante")
        return (*roles, "arbitro") if self.arbiter_name.strip() else roles

    def valid_signatures(self) -> dict[str, SignatureLine]:
        return {s.role: s for s in self.signatures if s.valid and s.annex_id is None}

    def missing_roles(self) -> list[str]:
        signed = self.valid_signatures()
        return [role for role in self.required_roles() if role not in signed]

    def voided_signatures(self) -> list[SignatureLine]:
        return [s for s in self.signatures if not s.valid and s.annex_id is None]

    def unsigned_players(self) -> list[InvolvedPlayer]:
        signed = self.valid_signatures()
        return [player for player in self.involved_players if player.role not in signed]

    @property
    def score_text(self) -> str:
        """The score as a header shows it between the teams' names; each sport's view says it
        (chess: points over boards, domino: partidas won)."""
        raise NotImplementedError(type(self).__name__)


@dataclass(frozen=True)
class BoardLine:
    board: int
    home_colour: str  # "blancas" or "negras" for the home player (CH-18.1)
    home_name: str
    home_detail: str  # list number and licence
    away_name: str
    away_detail: str
    home_arrived: datetime | None
    away_arrived: datetime | None
    outcome: BoardOutcome


@dataclass(frozen=True)
class LineupDelivery:
    """CH-16.3: whether and when a team's lineup was delivered, and how.

    delivered: True, False (recorded as not delivered) or None (nothing recorded and nothing
    typed, which is never read as "not delivered"). form: "papel", "app" or "".
    """

    delivered: bool | None
    at: datetime | None = None
    form: str = ""

    @property
    def label(self) -> str:
        if self.delivered is None:
            return "sin anotar (se da por entregada)"
        if not self.delivered:
            return "no entregada"
        how = DELIVERY_FORMS.get(self.form, "")
        when = f" a las {self.at:%H:%M}" if self.at else " antes del comienzo"
        return f"entregada {how}{when}".replace("  ", " ")


@dataclass(frozen=True)
class SealedMove:
    """CH-11.2/15.2: an adjourned game's sealed-move envelope as the acta records it."""

    number: int  # the incident's number on the acta
    board: int
    white: str
    black: str
    fields: Mapping[str, object]  # the incident's stored fields (chess_incidents' forms)


@dataclass(kw_only=True)
class ActaView(CommonActaView):
    time_control: TimeControl
    boards: int
    actual_start: datetime | None
    venue_ready: bool
    documentation: dict[str, bool]
    lines: list[BoardLine]
    score: MatchScore
    lineup_delivery: dict[str, LineupDelivery] = field(default_factory=dict)
    lock_problems: list[str] = field(default_factory=list)
    sealed_moves: list[SealedMove] = field(default_factory=list)

    @property
    def score_text(self) -> str:
        return self.score.label


@dataclass(frozen=True)
class StoredSignature:
    """A drawn signature as it was given: the image and the content hash it was bound to."""

    id: int
    role: str
    name: str
    licence: str
    signed_at: datetime
    content_hash: str
    annex_id: int | None
    image_png: bytes


@dataclass(frozen=True)
class ActaRecord:
    """An acta's content as the store hashes it, the hash kept at the lock ("" before) and every
    drawn signature, oldest first."""

    match_id: int
    sport: str
    content: ActaContent
    stored_hash: str
    signatures: list[StoredSignature]
    played_at: datetime | None  # set when played on another date than scheduled
    # The lock log's head when this was read ({"entradas", "huella"}): whoever holds an export
    # can tell later whether an acta locked before it was removed or rewritten.
    lock_log: ActaContent = field(default_factory=dict)


@dataclass(frozen=True)
class LineupLine:
    """One board of a chess lineup as the acta prints it."""

    board: int
    name: str
    list_number: int | None
    licence: str
    rating: int | None
