"""SQLModel tables. Every change here needs an Alembic migration in store/migrations/versions."""

from __future__ import annotations

from datetime import date

from pydantic import NaiveDatetime
from sqlalchemy import Column, Index, LargeBinary, UniqueConstraint
from sqlmodel import Field, SQLModel


class Competition(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    name: str
    sport: str = Field(index=True)  # domain.competition.Sport value
    category: str = ""  # Preferente, Primera, Segunda… or the domino league's name
    season: str = Field(index=True)  # "2026-2027"
    federation: str = ""
    group_name: str = ""
    double_round_robin: bool = True  # CH-4
    first_round_date: date | None = None
    # chess settings (CH-17, CH-18.1)
    boards: int = 4
    base_minutes: int = 120
    increment_seconds: int = 0
    increment_kind: str = "ninguno"
    # league points for a won / drawn / lost match (CH: 2/1/0, domino: 3/1/0)
    points_win: int = 2
    points_draw: int = 1
    points_loss: int = 0
    # domino settings (DO-18 and the decisions in docs/reglas.md)
    target_score: int = 300
    tables_per_team: int = 4
    partidas_per_table: int = 2
    # season set-up (schema 0007)
    archived: bool = False  # an earlier season: read-only, refused by triggers too
    saturday_time: str = "16:00"  # CH-6.1
    sunday_time: str = "10:00"  # CH-6.1, for home teams that chose Sunday
    saturday_only_last_rounds: int = 2  # CH-6.4
    free_weekends_json: str = "[]"  # Saturdays ("2026-12-26") of weekends without play
    season_start: date | None = None  # None: from the season's name (domain.season)
    season_end: date | None = None
    extension_deadline: date | None = None  # CH-10.1
    decisions_json: str = "{}"  # docs/reglas.md decisions: key -> value (domain.season.DECISIONS)


class Club(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    name: str
    sport: str = Field(index=True)
    locality: str = ""
    venue_address: str = ""
    is_own: bool = False  # the delegate's own club

    __table_args__ = (UniqueConstraint("name", "sport", name="uq_club_name_sport"),)


class Team(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    club_id: int = Field(foreign_key="club.id", index=True, ondelete="CASCADE")
    competition_id: int | None = Field(
        default=None, foreign_key="competition.id", index=True, ondelete="SET NULL"
    )
    rank: str = "A"  # A is the first team; B, C… are its lower teams ("filiales")
    name: str
    sunday_home: bool = False  # CH-6.1: home matches on Sunday 10:00
    draw_number: int | None = None  # number in the competition's draw (Berger table)

    __table_args__ = (UniqueConstraint("club_id", "rank", name="uq_team_club_rank"),)


class Player(SQLModel, table=True):
    # Migration 0008: one list number per player within a club, whoever writes.
    __table_args__ = (Index("uq_player_club_list_number", "club_id", "list_number", unique=True),)

    id: int | None = Field(default=None, primary_key=True)
    club_id: int = Field(foreign_key="club.id", index=True, ondelete="CASCADE")
    licence: str | None = Field(default=None, unique=True)
    first_name: str
    last_name: str
    dni: str | None = None
    birth_date: date | None = None
    elo_canario: int | None = None
    fide_rating: int | None = None
    list_number: int  # order of strength within the club's list, 1 is the strongest (CH-18.2)
    team_id: int | None = Field(default=None, foreign_key="team.id", ondelete="SET NULL")
    incorporated_on: date | None = None  # CH-10.2, CH-18.11
    active: bool = True
    has_certificate: bool = False  # federative certificate on file (CH-16.2; a DNI also serves)
    extension_on: date | None = None  # CH-10.1: filed as a list extension on that date
    transfer_json: str = ""  # CH-10.3: the conditions of a transfer from another club

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.last_name}".strip()


class Official(SQLModel, table=True):
    """A club delegate or an arbiter: the people who sign actas."""

    id: int | None = Field(default=None, primary_key=True)
    role: str  # "delegado" or "arbitro"
    name: str
    club_id: int | None = Field(default=None, foreign_key="club.id", ondelete="SET NULL")
    licence: str = ""
    dni: str | None = None
    phone: str = ""
    email: str = ""


class Round(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    competition_id: int = Field(foreign_key="competition.id", index=True, ondelete="CASCADE")
    number: int
    official_date: date  # the round's Saturday (CH-6.1)

    __table_args__ = (UniqueConstraint("competition_id", "number", name="uq_round_number"),)


class Match(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    round_id: int = Field(foreign_key="round.id", index=True, ondelete="CASCADE")
    home_team_id: int = Field(foreign_key="team.id", index=True)
    away_team_id: int = Field(foreign_key="team.id", index=True)
    # Local wall-clock times (Atlantic/Canary), as on the calendar: stored naive on purpose.
    scheduled_at: NaiveDatetime  # official date and time
    played_at: NaiveDatetime | None = None  # when played on another date (CH-18.9, CH-18.11)
    venue: str = ""
    status: str = "programado"  # programado, aplazado, jugado


class Lineup(SQLModel, table=True):
    """One side's lineup for a match; saved as it is edited, confirmed once legal."""

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    side: str  # a domain Side value
    team_id: int = Field(foreign_key="team.id")
    confirmed_at: NaiveDatetime | None = None
    updated_at: NaiveDatetime

    __table_args__ = (UniqueConstraint("match_id", "side", name="uq_lineup_match_side"),)


class LineupEntry(SQLModel, table=True):
    """A board of a lineup: a player of the database, or a rival typed by hand."""

    id: int | None = Field(default=None, primary_key=True)
    lineup_id: int = Field(foreign_key="lineup.id", index=True, ondelete="CASCADE")
    board: int
    player_id: int | None = Field(default=None, foreign_key="player.id", index=True)
    typed_name: str = ""
    typed_list_number: int | None = None
    typed_rating: int | None = None

    __table_args__ = (UniqueConstraint("lineup_id", "board", name="uq_entry_board"),)


class Availability(SQLModel, table=True):
    """A player marked unavailable (or available again) for one match."""

    match_id: int = Field(foreign_key="match.id", primary_key=True, ondelete="CASCADE")
    player_id: int = Field(foreign_key="player.id", primary_key=True, ondelete="CASCADE")
    available: bool = True


class Incident(SQLModel, table=True):
    """An entry of a match's incident log: append-only, a correction points to what it corrects."""

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    created_at: NaiveDatetime
    kind: str  # incident kind code, e.g. "alineacion_rival"
    rule_id: str  # catalog ID the incident is recorded under
    text: str  # what goes on the acta, in Spanish
    fields_json: str = "{}"  # the kind's required fields
    corrects_id: int | None = Field(default=None, foreign_key="incident.id")
    # SHA-256 over the previous entry's hash and this entry: a deleted or edited entry breaks
    # the chain (empty for entries written before schema 0004).
    chain_hash: str = ""


class GameResult(SQLModel, table=True):
    """The result of one board of a chess match ("1-0", "½-½", "0-1", "+/-", "-/+", "-/-"),
    from the club's own acta or typed in for another match of the group."""

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    board: int
    result: str
    updated_at: NaiveDatetime

    __table_args__ = (UniqueConstraint("match_id", "board", name="uq_result_board"),)


class PartidaResult(SQLModel, table=True):
    """The result of one domino partida of an encounter: table, partida, points of each pair."""

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    table_number: int
    partida_number: int
    winner: str  # a domain Side value
    home_points: int
    away_points: int
    updated_at: NaiveDatetime

    __table_args__ = (
        UniqueConstraint("match_id", "table_number", "partida_number", name="uq_partida"),
    )


class MatchDay(SQLModel, table=True):
    """The acta of a match as the guide fills it: start, documentation, lock."""

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", unique=True, ondelete="CASCADE")
    step: int = 0  # the guide's current step, so a reopened app returns to it
    official_start: NaiveDatetime
    actual_start: NaiveDatetime | None = None
    venue_ready: bool = True  # CH-17.1: if not, the delay is charged to the home clocks
    delay_minutes: int = 0
    arbiter_name: str = ""
    arbiter_licence: str = ""
    documentation_json: str = "{}"  # CH-16 checklist
    # CH-16.3: per side, whether and when its lineup was delivered, on paper or typed (0009)
    lineup_delivery_json: str = "{}"
    locked_at: NaiveDatetime | None = None
    content_hash: str = ""  # SHA-256 of the acta's content when it was locked
    updated_at: NaiveDatetime


class Presence(SQLModel, table=True):
    """When the player of a board arrived (CH-18.4 to 18.7); no row: not arrived yet."""

    match_id: int = Field(foreign_key="match.id", primary_key=True, ondelete="CASCADE")
    side: str = Field(primary_key=True)
    board: int = Field(primary_key=True)
    arrived_at: NaiveDatetime | None = None


class Annex(SQLModel, table=True):
    """An addition to a locked acta: the acta never changes, annexes are signed on their own."""

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    created_at: NaiveDatetime
    text: str
    content_hash: str


class CommitteeDecision(SQLModel, table=True):
    """CH-23: a decision of the Comité de Competición about a match and the day it arrived,
    which opens the ten calendar days to appeal. Not part of the acta: recorded after it."""

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    received_on: date
    reference: str = ""
    summary: str = ""
    recorded_at: NaiveDatetime
    # What it decides that the tables compute with (domain.committee_rulings.Ruling): decided
    # boards and points taken, as JSON; "" for a decision recorded as text only.
    ruling_json: str = ""


class ClubHoliday(SQLModel, table=True):
    """A local holiday the delegate added (migration 0012): not a business day for the club's
    deadlines, beyond the national, Canarian and island ones the app knows."""

    day: date = Field(primary_key=True)
    name: str = ""


class ActaSignature(SQLModel, table=True):
    """A drawn signature bound to the SHA-256 of the content it signed (acta or annex)."""

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    annex_id: int | None = Field(default=None, foreign_key="annex.id", ondelete="CASCADE")
    role: str  # "delegado_local", "delegado_visitante" or "arbitro"
    name: str
    licence: str = ""
    image_png: bytes = Field(sa_column=Column(LargeBinary, nullable=False))
    signed_at: NaiveDatetime
    content_hash: str


# --- domino team encounter (schema 0006) ---------------------------------------------------------
# Every row below belongs to one match's acta through match_id: once that acta is locked the
# database refuses any change to them (triggers of migration 0006).


class DominoTable(SQLModel, table=True):
    """A table of a domino encounter as set up: the titular pairs and the DO-6 roles."""

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    table_number: int
    home_player1_id: int = Field(foreign_key="player.id")
    home_player2_id: int = Field(foreign_key="player.id")
    away_player1_id: int = Field(foreign_key="player.id")
    away_player2_id: int = Field(foreign_key="player.id")
    annotator_id: int = Field(foreign_key="player.id")  # DO-6: named by the home pair
    counter_id: int = Field(foreign_key="player.id")  # DO-6: named by the rival pair
    arbiter_counts: bool = False  # DO-6, second paragraph
    salidor_seat: str = "S"  # DO-7.4: the seat the draw winner chose
    updated_at: NaiveDatetime

    __table_args__ = (UniqueConstraint("match_id", "table_number", name="uq_dominotable_number"),)


class DominoDraw(SQLModel, table=True):
    """A tile drawn in the seat draw (DO-7.2): round 1 is everyone's, later rounds the redraws."""

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    table_number: int
    round_number: int
    player_id: int = Field(foreign_key="player.id")
    tile: str  # "6-4"

    __table_args__ = (
        UniqueConstraint(
            "match_id", "table_number", "round_number", "player_id", name="uq_dominodraw_tile"
        ),
    )


class DominoPartida(SQLModel, table=True):
    """A partida at a table: the seats it started with (DO-7.2, DO-7.2b) and its state, with
    the score at the moment it ended, was abandoned (DO-20.4) or suspended (DO-20)."""

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    table_number: int
    partida_number: int
    north_id: int = Field(foreign_key="player.id")
    east_id: int = Field(foreign_key="player.id")
    south_id: int = Field(foreign_key="player.id")
    west_id: int = Field(foreign_key="player.id")
    north_south: str  # the pair (a domain Side value) sitting North-South
    salidor: str  # seat that leads the first hand: "N", "E", "S" or "O"
    status: str = "en_juego"  # domain PartidaStatus value
    winner: str | None = None
    home_points: int = 0  # final score (with the DO-20.4 credit) or the score so far
    away_points: int = 0
    updated_at: NaiveDatetime

    __table_args__ = (
        UniqueConstraint(
            "match_id", "table_number", "partida_number", name="uq_dominopartida_number"
        ),
    )


class DominoHand(SQLModel, table=True):
    """A line of the Hoja de Anotaciones, written only once approved (DO-6)."""

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    table_number: int
    partida_number: int
    number: int
    salidor: str  # seat that led the hand (DO-7.3)
    end_kind: str  # domain HandEnd value: "domino", "cierre", "anulada"
    winner: str | None = None  # pair; None: cierre with equal sums, or an annulled hand
    points: int = 0
    lead_passes: bool = True
    domino_by: str | None = None  # seat of the player who ran out of tiles
    offender: str | None = None  # seat of the offender of an annulled hand (DO-15, DO-16)
    tiles_left_json: str = "{}"  # {"N": ["6-4", …], …} when the tiles were entered
    approved_by_json: str = "[]"  # player ids, or "árbitro"
    approved_at: NaiveDatetime

    __table_args__ = (
        UniqueConstraint(
            "match_id", "table_number", "partida_number", "number", name="uq_dominohand_number"
        ),
    )


class DominoEvent(SQLModel, table=True):
    """What happens to a partida besides its hands: a substitution (DO-20.3), a suspension and
    its resumption (DO-20), an abandonment (DO-20.4); after_hand orders it among the hands."""

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    table_number: int
    partida_number: int
    after_hand: int
    kind: str  # "sustitucion", "suspension", "reanudacion", "abandono"
    player_id: int | None = Field(default=None, foreign_key="player.id")  # out, or who abandons
    substitute_id: int | None = Field(default=None, foreign_key="player.id")
    seat: str | None = None
    pair: str | None = None
    home_points: int = 0  # score at that moment
    away_points: int = 0
    reason: str = ""
    permitted_by: str = ""  # DO-20.3: the arbiter who allowed the substitution (0009)
    captains: str = ""  # DO-20.3 without an arbiter: both captains, "A|B" (0009)
    decision: str = ""  # DO-20: kind "decision": what the competent body decided (0009)
    decided_on: date | None = None
    reference: str = ""
    created_at: NaiveDatetime


# --- migration 0008: what a locked acta says, and the log of locks -------------------------------


class ActaSnapshot(SQLModel, table=True):
    """Everything a locked acta prints, fixed at the lock as canonical JSON with its SHA-256:
    documents, verification and the integrity check read this, never the live club data."""

    match_id: int = Field(primary_key=True)  # no cascade: a locked match is never deleted
    taken_at: NaiveDatetime
    content_json: str
    content_hash: str


class LockEvent(SQLModel, table=True):
    """The lock log: one hash-chained entry per acta locked and per annex added; only ever
    appended (triggers). Its head is printed on every exported acta."""

    id: int | None = Field(default=None, primary_key=True)
    match_id: int
    event: str  # "cierre" or "anexo"
    annex_id: int | None = None
    content_hash: str  # the snapshot's (cierre) or the annex's (anexo)
    at: NaiveDatetime
    chain_hash: str


class IncidentHead(SQLModel, table=True):
    """How many incidents a match's log holds and the last one's chain hash, kept by a trigger
    on every insert: a last entry removed leaves the head pointing past the log's end."""

    match_id: int = Field(primary_key=True)
    entries: int
    chain_hash: str


class OutboxItem(SQLModel, table=True):
    """A signed acta waiting to go, or gone, to the federation by mail (store/outbox.py). The
    file is kept whole: offline it waits, and a resend is the same bytes. Not part of the acta
    (queued after the lock)."""

    id: int | None = Field(default=None, primary_key=True)
    # None: an acta the club received from the other club and signed (the visitor's
    # signature), whose match this database may not hold (0014).
    match_id: int | None = Field(
        default=None, foreign_key="match.id", index=True, ondelete="CASCADE"
    )
    file_name: str
    pdf: bytes = Field(sa_column=Column(LargeBinary, nullable=False))
    acta_json: bytes = Field(sa_column=Column(LargeBinary, nullable=False))
    file_sha256: str = Field(unique=True)  # a file is queued once
    message_id: str = Field(unique=True)  # derived from file_sha256: never two messages
    state: str  # "pendiente" | "enviada" | "recibida" | "rechazada"
    queued_at: NaiveDatetime
    attempts: int = 0
    next_attempt_at: NaiveDatetime
    # The last failure, in Spanish; once the federation refused the file (state "rechazada"),
    # its verdict and reason as its acuse states them.
    last_error: str | None = None
    sent_at: NaiveDatetime | None = None
    # From the federation's verified acuse de recibo: its number and when the federation
    # received the file (Canary time, as the acuse prints it).
    receipt_number: str | None = None
    received_at: NaiveDatetime | None = None


class MailSetting(SQLModel, table=True):
    """The club's mail settings (server, port, security, user, sender, federation address),
    one row per name. Never a password: that lives in the OS keyring or is asked each time."""

    name: str = Field(primary_key=True)
    value: str
