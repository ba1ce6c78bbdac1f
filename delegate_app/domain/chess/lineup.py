"""Chess lineup eligibility: check a team's lineup for a match and propose the strongest legal one.

Rules (IDs from docs/reglas.md, articles of the FTDA team-league regulation):

- CH-18.1  the match is played on ``MatchInfo.boards`` boards (4); the home team has White on the
  odd boards. A board number outside 1..boards, or one player on two boards, blocks.
- CH-18.2  strict order of strength by list number across every fielded player, borrowed ones
  included; one BLOCK finding per inverted pair of boards.
- CH-18.6  an empty board (allowed anywhere, also between two fielded ones) is lost by forfeit:
  INFO.
- CH-18.4  fewer than half of the boards covered: WARN (the team may not start; art. 18.7).
- CH-18.3  a team fields its own players or those of the club's lower teams, never those of a
  higher team; a player missing from the club's list blocks.
- CH-10.2  a newly incorporated player waits until one round has passed; CH-18.11 a postponed
  match may not field players incorporated between its official and its actual date.
- CH-18.10 one acta per player and date; CH-18.9 no player in two teams of the club in one
  official round played on different dates.
- CH-16.2  no certificate or DNI: WARN (sub conditione). An inactive player is off the club's list
  (art. 18.3) and an unlicensed one breaks art. 2: both BLOCK, never under 16.2, which says that
  missing documents do not stop a match (docs/reglas.md, "Citations").

Decisions where the regulation is silent or ambiguous (each one is a candidate setting):

- Art. 10.2 ("no podrá alinearlo hasta que no pase una ronda de juego"), docs/reglas.md's decision:
  rounds are counted on the official calendar. A player incorporated on day I may be fielded in
  a match of round R when the official date of round R-1 (``MatchInfo.previous_round_date``)
  falls on or after the weekend of I (a Sunday counts as the Saturday before it): joined on the
  Saturday or Sunday of round 2, he may play round 3. In round 1 there is no previous round:
  players incorporated before the round's weekend form the initial list. A player incorporated
  after the day the match is played was not on the list at all and blocks under 10.2 as well.
- Art. 18.11 is reported instead of 10.2 when the incorporation falls between the official date
  and a later actual date (the more specific reason); one finding per player, never both.
- Art. 18.10 ("la misma fecha"), docs/reglas.md's decision: two lineups share a date when their
  matches have the same official round date (Saturday and Sunday of one round are one date), not
  the weekend a postponed match is actually played. A lineup recorded for this same match
  and team is this lineup's earlier version and is ignored; the rival side of a derby within the
  club is not.
- Art. 18.9: "the same official round" is compared by the official dates' weekends, not by round
  numbers, since two teams of the club may play different leagues with different calendars. It
  covers one official round played on two dates: it applies in both directions (this match off
  its date, or the other one) and only across teams; otherwise the same official date is 18.10.
- Art. 18.3: a player without a titular team (``team_rank is None``) counts as a player of the
  club's lowest team, so he may play for any team. The list number is the club-wide order of
  strength (anexo II); when a club keeps separate lists per team (art. 9.2) the store must number
  them into one club-wide order (team A's list first, then B's, ...).
- Equal list numbers are not an inversion (the data is ambiguous, not the lineup).
- Duplicates and board numbers out of range cite art. 18.1 (four boards, one player each); a
  player missing from the club's list, or off it (inactive), cites art. 18.3; an unlicensed one
  cites art. 2.
- A typed rival player without a list number (``list_number`` None) is left out of the order
  check: the app cannot know his place, and must never say that the match is lost for it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, timedelta
from enum import StrEnum
from types import MappingProxyType

from delegate_app.domain.competition import DEFAULT_BOARDS, rank_order
from delegate_app.domain.findings import Finding, Severity, by_severity

PlayerId = int

_SUNDAY = 6


def round_weekend(day: date) -> date:
    """The key under which art. 18.10 compares dates: a Sunday joins the Saturday before it."""
    return day - timedelta(days=1) if day.weekday() == _SUNDAY else day


def _fmt(day: date) -> str:
    return day.strftime("%d/%m/%Y")


def _join(numbers: Iterable[int]) -> str:
    texts = [str(number) for number in numbers]
    if len(texts) == 1:
        return texts[0]
    return f"{', '.join(texts[:-1])} y {texts[-1]}"


class Colour(StrEnum):
    WHITE = "blancas"
    BLACK = "negras"


def board_colours(boards: int = DEFAULT_BOARDS, home: bool = True) -> dict[int, Colour]:
    """CH-18.1: the home team has White on the odd boards (1, 3), the visitor on the even ones."""
    odd, even = (Colour.WHITE, Colour.BLACK) if home else (Colour.BLACK, Colour.WHITE)
    return {board: odd if board % 2 else even for board in range(1, boards + 1)}


@dataclass(frozen=True)
class PlayerInfo:
    id: PlayerId
    name: str
    list_number: int | None  # club-wide order of strength (anexo II); lower is stronger
    team_rank: str | None = None  # titular team ("A", "B"...); None: not assigned
    incorporated_on: date | None = None  # None: on the list since the start of the season
    active: bool = True
    licensed: bool = True  # holds a valid federative licence
    has_certificate_or_dni: bool = True

    def __post_init__(self) -> None:
        if self.team_rank is not None:
            rank_order(self.team_rank)  # raises a Spanish ValueError for an unknown letter

    @property
    def label(self) -> str:
        if self.list_number is None:
            return f"{self.name}, sin n.º de lista"
        return f"{self.name}, n.º {self.list_number}"


@dataclass(frozen=True)
class TeamInfo:
    id: int
    rank: str  # "A" is the club's first team; B, C... are lower teams (filiales)

    def __post_init__(self) -> None:
        rank_order(self.rank)


@dataclass(frozen=True)
class MatchInfo:
    id: int
    round_number: int
    official_date: date
    actual_date: date | None = None  # None: played on the official date
    home: bool = True  # our team is the home team
    boards: int = DEFAULT_BOARDS
    # Official date of the previous round of this team's competition, needed by art. 10.2;
    # required from round 2 on, so that the rule can never be weakened by a missing value.
    previous_round_date: date | None = None

    def __post_init__(self) -> None:
        if self.round_number < 1:
            raise ValueError(f"Ronda {self.round_number}: las rondas empiezan en 1.")
        if self.boards < 1:
            raise ValueError(f"Un encuentro necesita al menos un tablero (no {self.boards}).")
        if self.round_number > 1 and self.previous_round_date is None:
            raise ValueError(
                f"Ronda {self.round_number}: falta la fecha oficial de la ronda anterior "
                "(necesaria para el art. 10.2)."
            )
        if self.previous_round_date is not None and self.previous_round_date >= self.official_date:
            raise ValueError(
                f"La ronda anterior ({_fmt(self.previous_round_date)}) debe ser anterior a la "
                f"fecha oficial del encuentro ({_fmt(self.official_date)})."
            )

    @property
    def played_on(self) -> date:
        return self.actual_date or self.official_date

    @property
    def off_date(self) -> bool:
        """Played on another weekend than its official one (art. 18.9)."""
        return round_weekend(self.played_on) != round_weekend(self.official_date)

    @property
    def postponed(self) -> bool:
        """Played on a later weekend than its official one (art. 18.11)."""
        return round_weekend(self.played_on) > round_weekend(self.official_date)


@dataclass(frozen=True)
class RecordedLineup:
    """A lineup the club already has for a match (of any of its teams)."""

    match_id: int
    team_id: int
    round_number: int
    official_date: date
    actual_date: date | None
    player_ids: tuple[PlayerId, ...]

    @property
    def played_on(self) -> date:
        return self.actual_date or self.official_date


@dataclass(frozen=True)
class LineupInput:
    """Board number -> player id, or None for an empty board; a board left out is empty too."""

    by_board: Mapping[int, PlayerId | None]

    def __post_init__(self) -> None:
        # A read-only copy: a caller mutating its dict afterwards cannot change a checked lineup.
        object.__setattr__(self, "by_board", MappingProxyType(dict(self.by_board)))

    def __hash__(self) -> int:
        return hash(tuple(sorted(self.by_board.items())))

    @classmethod
    def of(cls, *player_ids: PlayerId | None) -> LineupInput:
        """Boards 1, 2, ... in the order given."""
        return cls(dict(enumerate(player_ids, start=1)))

    def player_at(self, board: int) -> PlayerId | None:
        return self.by_board.get(board)

    def fielded(self) -> list[tuple[int, PlayerId]]:
        """(board, player id) of the occupied boards, by board."""
        return sorted((b, p) for b, p in self.by_board.items() if p is not None)


def _block(rule_id: str, message: str, boards: Iterable[int], players: Iterable[int]) -> Finding:
    return Finding(rule_id, Severity.BLOCK, message, tuple(boards), tuple(players))


class LineupChecker:
    """The rules for one team in one match, with the club's data indexed once.

    Build it once per screen (the UI may ask about every player of the list) and call
    ``check``, ``check_player`` or ``propose`` as often as needed.
    """

    def __init__(
        self,
        match: MatchInfo,
        team: TeamInfo,
        club_teams: Iterable[TeamInfo],
        players: Mapping[PlayerId, PlayerInfo] | Iterable[PlayerInfo],
        other_lineups: Iterable[RecordedLineup] = (),
    ) -> None:
        self.match = match
        self.team = team
        if isinstance(players, Mapping):
            self._players: Mapping[PlayerId, PlayerInfo] = players
        else:
            self._players = {player.id: player for player in players}
        self._team_ranks = {t.id: t.rank.strip().upper() for t in club_teams}
        self._team_ranks[team.id] = team.rank.strip().upper()
        self._team_order = rank_order(team.rank)
        self._played_weekend = round_weekend(match.played_on)
        self._official_weekend = round_weekend(match.official_date)
        self._incorporation_limit = round_weekend(match.previous_round_date or match.official_date)
        self._first_round = match.previous_round_date is None
        # Only lineups that can clash with this match are indexed: one pass, then O(1) per player.
        self._clashes: dict[PlayerId, list[tuple[str, RecordedLineup]]] = {}
        for other in other_lineups:
            if other.match_id == match.id and other.team_id == team.id:
                continue
            if round_weekend(other.official_date) != self._official_weekend:
                continue
            if round_weekend(other.played_on) == self._played_weekend:
                rule_id = "CH-18.10"
            elif other.team_id != team.id:
                rule_id = "CH-18.9"
            else:
                continue  # the same team's replay of that round on another date
            for player_id in other.player_ids:
                self._clashes.setdefault(player_id, []).append((rule_id, other))

    # -- one player -------------------------------------------------------------------------

    def check_player(self, player_id: PlayerId, boards: tuple[int, ...] = ()) -> list[Finding]:
        """Every finding about fielding this player in this match, whatever the board."""
        player = self._players.get(player_id)
        ids = (player_id,)
        if player is None:
            return [
                _block(
                    "CH-18.3",
                    f"Art. 18.3: el jugador con identificador {player_id} no figura en la lista "
                    "de jugadores del club: solo pueden alinearse jugadores de la lista del "
                    "equipo o de sus filiales inferiores.",
                    boards,
                    ids,
                )
            ]
        who = player.label
        findings: list[Finding] = []
        if not player.active:
            findings.append(
                _block(
                    "CH-18.3",
                    f"Art. 18.3: {who} está de baja en la lista del club y no puede alinearse: "
                    "solo juegan los jugadores de la lista del equipo o de sus filiales.",
                    boards,
                    ids,
                )
            )
        if not player.licensed:
            findings.append(
                _block(
                    "CH-2",
                    f"Art. 2: {who} no tiene licencia federativa en vigor y no puede "
                    "alinearse: los jugadores deben estar al corriente de sus obligaciones "
                    "federativas.",
                    boards,
                    ids,
                )
            )
        if not player.has_certificate_or_dni:
            findings.append(
                Finding(
                    "CH-16.2",
                    Severity.WARN,
                    f"Art. 16.2: falta la certificación federativa o el DNI de {who}: no impide "
                    "jugar, pero ante la duda se jugará «sub conditione» (art. 12).",
                    boards,
                    ids,
                )
            )
        if player.team_rank is not None and rank_order(player.team_rank) < self._team_order:
            findings.append(
                _block(
                    "CH-18.3",
                    f"Art. 18.3: {who} es titular del equipo {player.team_rank.strip().upper()} "
                    f"y no puede jugar en el equipo {self._team_ranks[self.team.id]}, que es un "
                    "filial inferior: los jugadores solo pueden subir de equipo, nunca bajar.",
                    boards,
                    ids,
                )
            )
        incorporation = self._incorporation_finding(player, boards)
        if incorporation is not None:
            findings.append(incorporation)
        for rule_id, other in self._clashes.get(player_id, ()):
            findings.append(self._clash_finding(rule_id, other, player, boards))
        return findings

    def _incorporation_finding(self, player: PlayerInfo, boards: tuple[int, ...]) -> Finding | None:
        joined = player.incorporated_on
        if joined is None:
            return None
        match = self.match
        who, ids = player.label, (player.id,)
        if match.postponed and match.official_date < joined <= match.played_on:
            return _block(
                "CH-18.11",
                f"Art. 18.11: {who} se incorporó el {_fmt(joined)}, entre la fecha oficial "
                f"({_fmt(match.official_date)}) y la fecha en que se juega este encuentro "
                f"aplazado ({_fmt(match.played_on)}): no puede alinearse en él.",
                boards,
                ids,
            )
        if joined > match.played_on:
            return _block(
                "CH-10.2",
                f"Art. 10.2: {who} se incorporó el {_fmt(joined)}, después de la fecha de este "
                f"encuentro ({_fmt(match.played_on)}): no puede alinearse en él.",
                boards,
                ids,
            )
        if self._first_round:
            if round_weekend(joined) < self._incorporation_limit:
                return None
        elif round_weekend(joined) <= self._incorporation_limit:
            return None
        if match.previous_round_date is None:
            reference = "y este encuentro es de la primera ronda"
        else:
            reference = f"y la ronda anterior fue el {_fmt(match.previous_round_date)}"
        return _block(
            "CH-10.2",
            f"Art. 10.2: {who} se incorporó el {_fmt(joined)} {reference}: un jugador nuevo no "
            "puede alinearse hasta que pase una ronda desde su incorporación.",
            boards,
            ids,
        )

    def _clash_finding(
        self, rule_id: str, other: RecordedLineup, player: PlayerInfo, boards: tuple[int, ...]
    ) -> Finding:
        rank = self._team_ranks.get(other.team_id)
        team = f"del equipo {rank}" if rank else "de otro equipo del club"
        who, ids = player.label, (player.id,)
        if rule_id == "CH-18.10":
            if other.match_id == self.match.id:
                text = (
                    f"Art. 18.10: {who} ya figura en la alineación {team} en este mismo "
                    "encuentro: un jugador solo puede defender a un equipo en cada acta."
                )
            else:
                text = (
                    f"Art. 18.10: {who} ya figura en el acta {team} en la ronda "
                    f"{other.round_number} (fecha oficial {_fmt(other.official_date)}): un "
                    "jugador no puede figurar en dos actas de la misma fecha (el sábado y el "
                    "domingo de una ronda cuentan como la misma fecha)."
                )
            return _block(rule_id, text, boards, ids)
        return _block(
            rule_id,
            f"Art. 18.9: {who} figura en la alineación {team} en la ronda {other.round_number} "
            f"(fecha oficial {_fmt(other.official_date)}), que se juega el "
            f"{_fmt(other.played_on)}, y este encuentro, de la misma fecha oficial, se juega el "
            f"{_fmt(self.match.played_on)}: si un equipo juega una ronda fuera de su fecha, sus "
            "jugadores no pueden alinearse con otro equipo del club en esa fecha oficial.",
            boards,
            ids,
        )

    def eligible(self, player_id: PlayerId) -> bool:
        return not any(finding.blocks for finding in self.check_player(player_id))

    # -- a whole lineup ---------------------------------------------------------------------

    def check(self, lineup: LineupInput) -> list[Finding]:
        """Every finding about the lineup, blocks first."""
        boards = self.match.boards
        findings: list[Finding] = []
        placed: list[tuple[int, PlayerId]] = []
        for board, player_id in sorted(lineup.by_board.items()):
            if not 1 <= board <= boards:
                findings.append(
                    _block(
                        "CH-18.1",
                        f"Art. 18.1: este encuentro se juega a {boards} tableros: el tablero "
                        f"{board} no existe.",
                        (board,),
                        () if player_id is None else (player_id,),
                    )
                )
            elif player_id is not None:
                placed.append((board, player_id))

        boards_of: dict[PlayerId, list[int]] = {}
        for board, player_id in placed:
            boards_of.setdefault(player_id, []).append(board)
        for player_id, its_boards in boards_of.items():
            if len(its_boards) > 1:
                player = self._players.get(player_id)
                who = player.label if player else f"el jugador con identificador {player_id}"
                findings.append(
                    _block(
                        "CH-18.1",
                        f"Art. 18.1: {who} figura en los tableros {_join(its_boards)}: cada "
                        "tablero necesita un jugador distinto.",
                        its_boards,
                        (player_id,),
                    )
                )
            findings.extend(self.check_player(player_id, tuple(its_boards)))

        findings.extend(self._order_findings(placed))

        occupied = {board for board, _ in placed}
        for board in range(1, boards + 1):
            if board not in occupied:
                findings.append(
                    Finding(
                        "CH-18.6",
                        Severity.INFO,
                        f"Art. 18.6: el tablero {board} queda vacío y se perderá por "
                        "incomparecencia.",
                        (board,),
                    )
                )
        # CH-18.4 counts half of the players the team fields (docs/reglas.md): any lineup with a
        # player can start; only an empty one never can.
        if not occupied:
            findings.append(
                Finding(
                    "CH-18.4",
                    Severity.WARN,
                    "Art. 18.4: la alineación no tiene ningún jugador: el equipo no puede "
                    "comenzar y, si no ha comenzado una hora después, se le considera "
                    "incompareciente (art. 18.7).",
                    (),
                )
            )
        return by_severity(findings)

    def _order_findings(self, placed: list[tuple[int, PlayerId]]) -> list[Finding]:
        known = [
            (board, player, number)
            for board, pid in placed
            if (player := self._players.get(pid)) is not None
            and (number := player.list_number) is not None
        ]
        findings = []
        for i, (upper_board, upper, upper_number) in enumerate(known):
            for lower_board, lower, lower_number in known[i + 1 :]:
                if upper_number > lower_number:
                    findings.append(
                        _block(
                            "CH-18.2",
                            f"Art. 18.2: el tablero {upper_board} ({upper.label}) va por encima "
                            f"del tablero {lower_board} ({lower.label}): la alineación debe "
                            "seguir el orden de fuerza de la lista; si no, se pierde el "
                            "encuentro en todos los tableros.",
                            (upper_board, lower_board),
                            (upper.id, lower.id),
                        )
                    )
        return findings

    def propose(self, available_ids: Iterable[PlayerId]) -> LineupInput:
        """The strongest legal lineup: the eligible available players by list number, boards 1..n.

        Sorting by list number satisfies art. 18.2 by construction, and every other rule is a
        property of a single player (or of him and the club's other lineups), so the first
        ``boards`` eligible players can never block one another.
        """
        chosen = sorted(
            (self._players[pid] for pid in dict.fromkeys(available_ids) if pid in self._players),
            key=lambda player: (
                player.list_number is None,
                player.list_number or 0,
                player.id,
            ),
        )
        lineup: list[PlayerId | None] = []
        for player in chosen:
            if len(lineup) == self.match.boards:
                break
            if self.eligible(player.id):
                lineup.append(player.id)
        lineup.extend([None] * (self.match.boards - len(lineup)))
        return LineupInput.of(*lineup)


def check_lineup(
    match: MatchInfo,
    team: TeamInfo,
    club_teams: Iterable[TeamInfo],
    players: Mapping[PlayerId, PlayerInfo] | Iterable[PlayerInfo],
    lineup: LineupInput,
    other_lineups: Iterable[RecordedLineup] = (),
) -> list[Finding]:
    """Every finding about ``team``'s ``lineup`` for ``match``, blocks first."""
    return LineupChecker(match, team, club_teams, players, other_lineups).check(lineup)


def propose_lineup(
    match: MatchInfo,
    team: TeamInfo,
    club_teams: Iterable[TeamInfo],
    players: Mapping[PlayerId, PlayerInfo] | Iterable[PlayerInfo],
    available_ids: Iterable[PlayerId],
    other_lineups: Iterable[RecordedLineup] = (),
) -> LineupInput:
    """The strongest lineup without a BLOCK finding, trailing boards left empty if short."""
    return LineupChecker(match, team, club_teams, players, other_lineups).propose(available_ids)
