"""The start of a chess team match (CH-16.3, CH-17.1, CH-18.4–18.7, CH-20.1) and its clocks.

``start_proposal`` takes what the delegate noted (official start, venue ready or not, lineups
delivered, who sat at which board and when) and proposes, without changing anything, the time
charged to each clock when each player may start, which team may start and when, the forfeits
after one hour and the no-shows; each step comes with a finding citing its article.

How time is charged and lateness measured (the articles' reading, every choice a parameter):

- Clocks start at the official time (CH-17.1), so a late player's clock has run since then; an
  "actual start" later than the official one changes nothing when the venue and material were
  ready: the delay is charged by CH-16.3, 18.4 and 18.5, never forgiven.
- Venue or material not ready (CH-17.1): the home team's clocks run from the official time; the
  visitor's from the moment they were ready (``actual_start``), since the delay is the home
  team's. No team can start before that moment.
- A team may start once (a) the venue is ready, (b) its lineup is delivered (CH-16.3) and (c) at
  least half of the players of its lineup are seated (CH-18.4, reglas.md: half of the players the
  team actually fielded, rounded up, at least one; a lineup of 2 starts with 1 present, of 4 with
  2). ``TeamAtStart.fielded`` names the boards of the lineup; without it every board of the match
  counts. Until its team may start, every clock of the team runs, present players
  included (CH-18.4, and CH-16.3 c "solo los relojes del equipo que no ha facilitado su
  alineación"); when neither team may start, both are charged (CH-18.5). Charges are computed per
  clock: the delegates set each clock to the time charged when the game begins, which is how
  CH-18.5 can charge "el cien por cien del tiempo transcurrido a ambos equipos".
- Afterwards a present player of a team that may start owes nothing more; a player still absent
  keeps losing time until he sits down.
- The hour of CH-18.6 and CH-18.7 runs from the "inicio del encuentro": the official start, or,
  when the venue or material were not ready, the moment they were (setting
  ``default_from_actual_start``): the match could not begin before, and CH-17.1 already makes the
  home team pay the delay on its clocks. A player who arrives when the hour has elapsed (at 17:00
  for a 16:00 start, or later) loses ("transcurrida una hora").
- CH-16.3 (docs/reglas.md): a lineup delivered on paper counts as delivered. ``lineup_delivered`` is
  True (delivered, at ``lineup_at`` or before the start), False (the acta records that it was
  not delivered) or None (nothing recorded: a rival lineup simply not typed into the app). None
  is never read as "not delivered": no forfeit or no-show is proposed from it.
- A team "has started" (CH-18.7) once it may start, whether or not its rival can: the article
  judges each team by its own presence. A no-show team loses every board, also those where its
  player came; a board where both players lose is "-/-".
- Increments (Bronstein, Fischer) add nothing before the first move: the time left when a player
  may start is the base time minus what was charged.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from types import MappingProxyType
from typing import TypeGuard

from delegate_app.domain.chess.lineup import Colour, board_colours
from delegate_app.domain.chess.match import BoardOutcome
from delegate_app.domain.chess.standings import BoardResult
from delegate_app.domain.competition import (
    CHESS_CATEGORIES,
    DEFAULT_BOARDS,
    TimeControl,
    default_time_control,
)
from delegate_app.domain.findings import Finding, Severity, by_severity
from delegate_app.domain.incident_schema import format_clock
from delegate_app.domain.sides import Side

ONE_HOUR = timedelta(hours=1)  # CH-18.6, CH-18.7
_ZERO = timedelta(0)


# --- time control (CH-17.2, CH-17.3) -----------------------------------------------------------


def time_control_for(category: str, override: TimeControl | None = None) -> TimeControl:
    """The competition's time control: its own setting, else the regulation's for the category."""
    if override is not None:
        return override
    known = {name.lower(): name for name in CHESS_CATEGORIES}
    if not isinstance(category, str) or category.strip().lower() not in known:
        raise ValueError(
            f"Categoría desconocida: «{category}» (use {', '.join(CHESS_CATEGORIES)})."
        )
    return default_time_control(known[category.strip().lower()])


def remaining_at_arrival(
    time_control: TimeControl, charged_from: datetime, arrival: datetime
) -> timedelta:
    """Time left on a clock that has run since charged_from when its player sits down.

    Never below zero; increments add nothing before the first move.
    """
    base = timedelta(minutes=time_control.base_minutes)
    return max(_ZERO, base - max(_ZERO, arrival - charged_from))


# --- start of play (CH-16.3, CH-17.1, CH-18.4–18.7, CH-20.1) -----------------------------------


@dataclass(frozen=True)
class TeamAtStart:
    """What the delegate noted for one team.

    arrivals: board -> when its player sat at the board (None, or a board left out: absent).
    lineup_at: when the lineup was delivered; None: before the start (CH-16.3 a).
    lineup_delivered: True delivered (on paper or typed), False recorded as never delivered
    (CH-16.3 b), None nothing recorded (never read as "not delivered").
    fielded: the boards with a player in the team's lineup (CH-18.4); None: every board.
    """

    arrivals: Mapping[int, datetime | None] = field(default_factory=dict)
    lineup_at: datetime | None = None
    lineup_delivered: bool | None = True
    fielded: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.arrivals, Mapping):
            raise ValueError("Las llegadas se indican por tablero.")
        object.__setattr__(self, "arrivals", MappingProxyType(dict(self.arrivals)))
        if self.lineup_delivered is False and self.lineup_at is not None:
            raise ValueError("Una alineación no entregada no tiene hora de entrega.")
        if self.fielded is not None:
            object.__setattr__(self, "fielded", tuple(sorted(set(self.fielded))))

    def needed(self, boards: int) -> int:
        """CH-18.4: half of the players of its lineup, rounded up, at least one."""
        count = boards if self.fielded is None else len(self.fielded)
        return max(1, (count + 1) // 2)


@dataclass(frozen=True)
class PlayerStart:
    """One clock of one board at the start of play.

    may_play_at: from when he may move (seated and his team allowed to start); None if not yet
    or never. consumed: time charged to his clock at that moment; remaining: base time minus it,
    never below zero. running: while the start is not settled and he may not play yet, what his
    clock has consumed so far. loses: proposal of CH-18.6 / CH-18.7.
    """

    board: int
    side: Side
    colour: Colour
    arrival: datetime | None
    in_time: bool
    may_play_at: datetime | None
    consumed_at_arrival: timedelta | None
    consumed: timedelta | None
    remaining: timedelta | None
    running: timedelta | None
    time_exhausted: bool
    loses: bool


@dataclass(frozen=True)
class BoardStart:
    board: int
    home: PlayerStart
    away: PlayerStart
    forfeit: BoardResult | None  # proposal, home player first; None: the game is played

    @property
    def white(self) -> PlayerStart:
        return self.home if self.home.colour is Colour.WHITE else self.away

    @property
    def black(self) -> PlayerStart:
        return self.away if self.home.colour is Colour.WHITE else self.home

    def player(self, side: Side) -> PlayerStart:
        return self.home if Side(side) is Side.HOME else self.away


@dataclass(frozen=True)
class TeamStart:
    """When a team may start (CH-18.4, CH-16.3, CH-17.1) and whether it is a no-show (CH-18.7).

    charged_from: from when its clocks run (None: venue not ready yet, visitor not charged).
    """

    side: Side
    needed: int
    present: int
    half_present_at: datetime | None
    lineup_ready_at: datetime | None
    may_start_at: datetime | None
    charged_from: datetime | None
    no_show: bool


@dataclass(frozen=True)
class StartProposal:
    """What ``start_proposal`` proposes; nothing is changed until the delegate confirms.

    match_start: the "inicio del encuentro" the hour is counted from; None while the venue is
    not ready and the hour runs from the actual start. default_at: that moment plus one hour.
    settled: the hour has passed (or the start is noted after the fact): forfeits and no-shows
    are proposed; before that, the findings say what will happen.
    """

    official_start: datetime
    match_start: datetime | None
    default_at: datetime | None
    time_control: TimeControl
    home: TeamStart
    away: TeamStart
    boards: tuple[BoardStart, ...]
    findings: tuple[Finding, ...]
    settled: bool

    def team(self, side: Side) -> TeamStart:
        return self.home if Side(side) is Side.HOME else self.away

    def board(self, number: int) -> BoardStart:
        for board in self.boards:
            if board.board == number:
                return board
        raise KeyError(number)

    @property
    def forfeits(self) -> dict[int, BoardResult]:
        return {b.board: b.forfeit for b in self.boards if b.forfeit is not None}

    def forfeit_outcomes(self) -> tuple[BoardOutcome, ...]:
        return tuple(BoardOutcome(board, result) for board, result in self.forfeits.items())

    @property
    def no_shows(self) -> tuple[Side, ...]:
        return tuple(team.side for team in (self.home, self.away) if team.no_show)


def _hhmm(moment: datetime) -> str:
    return moment.strftime("%H:%M:%S" if moment.second else "%H:%M")


def _span(duration: timedelta) -> str:
    seconds = int(duration.total_seconds())
    minutes, rest = divmod(seconds, 60)
    return f"{minutes} min {rest} s" if rest else f"{minutes} min"


def _players(count: int) -> str:
    return "1 jugador" if count == 1 else f"{count} jugadores"


def _team_name(side: Side) -> str:
    return f"equipo {side.value}"


def _charge(charged_from: datetime | None, moment: datetime) -> timedelta:
    if charged_from is None:
        return _ZERO
    return max(_ZERO, moment - charged_from)


def _check_start_inputs(
    official_start: datetime,
    teams: dict[Side, TeamAtStart],
    actual_start: datetime | None,
    venue_ready: bool,
    boards: int,
    as_of: datetime | None,
) -> None:
    if isinstance(boards, bool) or not isinstance(boards, int) or boards < 1:
        raise ValueError(f"Número de tableros no válido: «{boards}».")
    # What was noted must precede the computation; the official start may still be ahead.
    noted: list[tuple[str, datetime]] = []
    if actual_start is not None:
        noted.append(("la hora de comienzo real", actual_start))
    for side, team in teams.items():
        for board, arrival in team.arrivals.items():
            if isinstance(board, bool) or not isinstance(board, int) or not 1 <= board <= boards:
                raise ValueError(
                    f"Llegada del {_team_name(side)} en el tablero «{board}»: el encuentro tiene "
                    f"los tableros 1 a {boards}."
                )
            if arrival is not None:
                if not isinstance(arrival, datetime):
                    raise ValueError(f"Tablero {board}: la hora de llegada debe ser fecha y hora.")
                noted.append((f"la llegada al tablero {board} del {_team_name(side)}", arrival))
        if team.lineup_at is not None:
            noted.append((f"la entrega de la alineación del {_team_name(side)}", team.lineup_at))
    moments = [("la hora oficial", official_start), *noted]
    if as_of is not None:
        moments.append(("el momento del cálculo", as_of))
    if not all(isinstance(moment, datetime) for _, moment in moments):
        raise ValueError("Las horas del comienzo deben ser fecha y hora.")
    if len({moment.tzinfo is None for _, moment in moments}) > 1:
        raise ValueError("Todas las horas deben ser locales o todas con zona horaria, sin mezclar.")
    if not venue_ready and actual_start is not None and actual_start <= official_start:
        raise ValueError(
            "Si el local o el material no estaban dispuestos, la hora de comienzo real debe ser "
            "posterior a la oficial."
        )
    if as_of is not None:
        for what, moment in noted:
            if moment > as_of:
                raise ValueError(
                    f"{what[0].upper()}{what[1:]} ({_hhmm(moment)}) es posterior al momento del "
                    f"cálculo ({_hhmm(as_of)})."
                )


def start_proposal(
    official_start: datetime,
    time_control: TimeControl,
    home: TeamAtStart,
    away: TeamAtStart,
    *,
    actual_start: datetime | None = None,
    venue_ready: bool = True,
    boards: int = DEFAULT_BOARDS,
    as_of: datetime | None = None,
    default_from_actual_start: bool = True,
) -> StartProposal:
    """Clock charges, team starts, forfeits and no-shows at the start of a match (see module doc).

    actual_start: when the venue and material were ready; used only when ``venue_ready`` is
    False (None then: not ready yet, which needs ``as_of``).
    as_of: the moment of the computation for a live guide; None when everything is noted after
    the fact (arrivals left out are then absent for good).
    Raises ValueError (Spanish) for inconsistent input; rule consequences are findings.
    """
    teams = {Side.HOME: home, Side.AWAY: away}
    _check_start_inputs(official_start, teams, actual_start, venue_ready, boards, as_of)
    gate = official_start if venue_ready else actual_start
    charged_from = {Side.HOME: official_start, Side.AWAY: gate}
    from_actual = not venue_ready and default_from_actual_start
    match_start = gate if from_actual else official_start
    default_at = None if match_start is None else match_start + ONE_HOUR
    settled = as_of is None or (default_at is not None and as_of >= default_at)
    if settled and gate is None:
        raise ValueError(
            "Indique a qué hora estuvieron dispuestos el local y el material (art. 17.1)."
        )
    base = timedelta(minutes=time_control.base_minutes)

    def in_time(moment: datetime | None) -> TypeGuard[datetime]:
        return moment is not None and (default_at is None or moment < default_at)

    team_starts: dict[Side, TeamStart] = {}
    for side, team in teams.items():
        needed = team.needed(boards)
        seated = sorted(
            t
            for board, t in team.arrivals.items()
            if in_time(t) and (team.fielded is None or board in team.fielded)
        )
        half_at = seated[needed - 1] if len(seated) >= needed else None
        lineup_ready = None
        if team.lineup_delivered is not False:
            lineup_ready = team.lineup_at if team.lineup_at is not None else official_start
        may_start = None
        if gate is not None and half_at is not None and lineup_ready is not None:
            may_start = max(gate, half_at, lineup_ready)
            if (default_at is not None and may_start >= default_at) or (
                not settled and as_of is not None and may_start > as_of
            ):
                may_start = None
        team_starts[side] = TeamStart(
            side,
            needed,
            len(seated),
            half_at,
            lineup_ready,
            may_start,
            charged_from[side],
            settled and may_start is None,
        )

    colours = board_colours(boards, home=True)
    board_starts = []
    for number in range(1, boards + 1):
        players = {}
        for side, team in teams.items():
            arrival = team.arrivals.get(number)
            team_start = team_starts[side]
            colour = colours[number] if side is Side.HOME else _other(colours[number])
            arrived = in_time(arrival)
            may_play = None
            if arrival is not None and arrived and team_start.may_start_at is not None:
                may_play = max(arrival, team_start.may_start_at)
            consumed = None if may_play is None else _charge(charged_from[side], may_play)
            players[side] = PlayerStart(
                board=number,
                side=side,
                colour=colour,
                arrival=arrival,
                in_time=arrived,
                may_play_at=may_play,
                consumed_at_arrival=(
                    None if arrival is None else _charge(charged_from[side], arrival)
                ),
                consumed=consumed,
                remaining=None if consumed is None else max(_ZERO, base - consumed),
                running=(
                    _charge(charged_from[side], as_of)
                    if not settled and as_of is not None and may_play is None
                    else None
                ),
                time_exhausted=consumed is not None and consumed >= base,
                loses=settled and may_play is None,
            )
        home_loses, away_loses = players[Side.HOME].loses, players[Side.AWAY].loses
        forfeit = None
        if home_loses and away_loses:
            forfeit = BoardResult.DOUBLE_FORFEIT
        elif home_loses:
            forfeit = BoardResult.AWAY_BY_FORFEIT
        elif away_loses:
            forfeit = BoardResult.HOME_BY_FORFEIT
        board_starts.append(BoardStart(number, players[Side.HOME], players[Side.AWAY], forfeit))

    proposal = StartProposal(
        official_start=official_start,
        match_start=match_start,
        default_at=default_at,
        time_control=time_control,
        home=team_starts[Side.HOME],
        away=team_starts[Side.AWAY],
        boards=tuple(board_starts),
        findings=(),
        settled=settled,
    )
    findings = _start_findings(proposal, teams, actual_start, venue_ready, gate, base)
    return replace(proposal, findings=tuple(by_severity(findings)))


def _other(colour: Colour) -> Colour:
    return Colour.BLACK if colour is Colour.WHITE else Colour.WHITE


def _who(player: PlayerStart) -> str:
    return f"Tablero {player.board}, {player.colour.value} ({_team_name(player.side)})"


def _start_findings(
    proposal: StartProposal,
    teams: dict[Side, TeamAtStart],
    actual_start: datetime | None,
    venue_ready: bool,
    gate: datetime | None,
    base: timedelta,
) -> list[Finding]:
    findings: list[Finding] = []
    official = proposal.official_start
    all_boards = tuple(board.board for board in proposal.boards)
    default_at = proposal.default_at
    limit = f"las {_hhmm(default_at)}" if default_at is not None else "una hora después del inicio"

    # CH-17.1: venue and material.
    if not venue_ready and gate is not None:
        hour = (
            f"la hora de incomparecencia se cuenta desde las {_hhmm(gate)} (arts. 18.6 y 18.7)"
            if proposal.match_start == gate
            else f"la hora de incomparecencia se cuenta desde las {_hhmm(official)}"
        )
        findings.append(
            Finding(
                "CH-17.1",
                Severity.WARN,
                f"Art. 17.1: el local o el material no estuvieron dispuestos hasta las "
                f"{_hhmm(gate)}: los {_span(gate - official)} de retraso se cargan a los relojes "
                f"del equipo local; {hour}.",
                all_boards,
            )
        )
    elif not venue_ready:
        findings.append(
            Finding(
                "CH-17.1",
                Severity.WARN,
                "Art. 17.1: el local o el material aún no están dispuestos: el retraso se carga a "
                "los relojes del equipo local y ningún equipo puede comenzar.",
                all_boards,
            )
        )
    elif actual_start is not None and actual_start != official:
        findings.append(
            Finding(
                "CH-17.1",
                Severity.INFO,
                f"Art. 17.1: los relojes se ponen en marcha a la hora oficial ({_hhmm(official)}), "
                f"no a las {_hhmm(actual_start)}: el tiempo transcurrido se carga según los arts. "
                "16.3, 18.4 y 18.5.",
                all_boards,
            )
        )

    # CH-16.3: lineups.
    for side, team in teams.items():
        name = _team_name(side)
        if team.lineup_delivered is False:
            findings.append(
                Finding(
                    "CH-16.3",
                    Severity.WARN,
                    f"Art. 16.3: el {name} no ha entregado su alineación: no puede comenzar el "
                    "encuentro y solo corren los relojes de sus jugadores.",
                    all_boards,
                )
            )
        elif team.lineup_at is not None and gate is not None and team.lineup_at > gate:
            findings.append(
                Finding(
                    "CH-16.3",
                    Severity.WARN,
                    f"Art. 16.3: el {name} entregó su alineación a las {_hhmm(team.lineup_at)}, "
                    f"después del comienzo ({_hhmm(gate)}): hasta entonces solo corrieron los "
                    "relojes de sus jugadores.",
                    all_boards,
                )
            )

    # CH-18.5 and CH-18.4: half of the lineup present.
    halves = [proposal.team(side).half_present_at for side in Side]
    same_need = proposal.home.needed == proposal.away.needed
    needed_text = (
        f"{_players(proposal.home.needed)} presente{'s' if proposal.home.needed > 1 else ''}"
        if same_need
        else "presente la mitad de su alineación"
    )
    if gate is not None and all(half is None or half > gate for half in halves):
        known = [half for half in halves if half is not None]
        if known:
            end = min(known)
            text = (
                f"hasta las {_hhmm(end)} ninguno de los dos equipos tuvo {needed_text}: "
                f"el tiempo transcurrido se carga a los relojes de ambos equipos."
            )
        elif proposal.settled:
            text = (
                f"ninguno de los dos equipos tuvo {needed_text} antes de {limit}:"
                f" el tiempo transcurrido se cargó a los relojes de ambos equipos."
            )
        else:
            text = (
                f"ninguno de los dos equipos tiene aún {needed_text}: el tiempo "
                "transcurrido se carga a los relojes de ambos equipos."
            )
        findings.append(Finding("CH-18.5", Severity.WARN, f"Art. 18.5: {text}", all_boards))
    for side in Side:
        team_start = proposal.team(side)
        name = _team_name(side)
        needed = team_start.needed
        if gate is not None and team_start.half_present_at is not None:
            if team_start.half_present_at > gate:
                findings.append(
                    Finding(
                        "CH-18.4",
                        Severity.WARN,
                        f"Art. 18.4: el {name} no tuvo presentes {_players(needed)} (la mitad de "
                        f"su alineación) hasta las {_hhmm(team_start.half_present_at)}: hasta "
                        "entonces corrieron los relojes de todos sus jugadores.",
                        all_boards,
                    )
                )
        elif not proposal.settled:
            findings.append(
                Finding(
                    "CH-18.4",
                    Severity.INFO,
                    f"Art. 18.4: el {name} aún no tiene presentes {_players(needed)} (la mitad "
                    "de su alineación): no puede comenzar y corren los relojes de todos sus "
                    "jugadores.",
                    all_boards,
                )
            )

    # Each clock when its player may start.
    for board in proposal.boards:
        for player in (board.white, board.black):
            # consumed, may_play_at and remaining are set together, once he may play
            if player.consumed is None or player.may_play_at is None or player.remaining is None:
                continue
            if player.time_exhausted:
                findings.append(
                    Finding(
                        "CH-17.1",
                        Severity.WARN,
                        f"{_who(player)}: cuando puede empezar ya se le han cargado "
                        f"{format_clock(player.consumed)}, todo su tiempo "
                        f"({format_clock(base)}): su tiempo se ha agotado.",
                        (board.board,),
                    )
                )
            elif player.consumed > _ZERO:
                findings.append(
                    Finding(
                        "CH-17.1",
                        Severity.INFO,
                        f"{_who(player)}: puede jugar desde las {_hhmm(player.may_play_at)} "
                        f"con {format_clock(player.consumed)} consumidos en su reloj; le quedan "
                        f"{format_clock(player.remaining)}.",
                        (board.board,),
                    )
                )

    # CH-18.7 / CH-20.1: no-shows; CH-18.6: forfeits.
    for side in Side:
        team_start = proposal.team(side)
        name = _team_name(side)
        needed = team_start.needed
        if team_start.no_show:
            reasons = []
            if team_start.half_present_at is None:
                reasons.append(f"no tuvo {_players(needed)} presentes")
            if team_start.lineup_ready_at is None:
                reasons.append("no entregó su alineación")
            elif default_at is not None and team_start.lineup_ready_at >= default_at:
                reasons.append("entregó su alineación pasada la hora")
            why = f" ({' y '.join(reasons)})" if reasons else ""
            findings.append(
                Finding(
                    "CH-18.7",
                    Severity.WARN,
                    f"Art. 18.7: el {name} no había podido comenzar a jugar a {limit}, una hora "
                    f"después del inicio del encuentro{why}: es incompareciente y pierde todas "
                    "sus partidas.",
                    all_boards,
                )
            )
            findings.append(
                Finding(
                    "CH-20.1",
                    Severity.WARN,
                    f"Art. 20.1: la incomparecencia del {name} supone su eliminación de la "
                    "competición y el descenso automático de categoría; lo resuelve el Comité de "
                    "Competición.",
                )
            )
        elif not proposal.settled and team_start.may_start_at is None:
            findings.append(
                Finding(
                    "CH-18.7",
                    Severity.INFO,
                    f"Art. 18.7: si el {name} no puede comenzar antes de {limit} será "
                    "incompareciente (art. 20.1).",
                    all_boards,
                )
            )
    for board in proposal.boards:
        if board.forfeit is not None:
            findings.append(_forfeit_finding(proposal, board, board.forfeit, limit))
        elif not proposal.settled:
            for player in (board.white, board.black):
                if player.arrival is None:
                    findings.append(
                        Finding(
                            "CH-18.6",
                            Severity.INFO,
                            f"{_who(player)}: si no llega antes de {limit} perderá su partida "
                            "(art. 18.6).",
                            (board.board,),
                        )
                    )
    return findings


def _forfeit_finding(
    proposal: StartProposal, board: BoardStart, forfeit: BoardResult, limit: str
) -> Finding:
    parts = []
    by_no_show = False
    for player in (board.white, board.black):
        if not player.loses:
            continue
        who = f"el jugador del {_team_name(player.side)} ({player.colour.value})"
        if proposal.team(player.side).no_show:
            by_no_show = True
            parts.append(f"{who} pierde por la incomparecencia de su equipo")
        elif player.arrival is not None:
            parts.append(f"{who} llegó a las {_hhmm(player.arrival)}, pasada la hora")
        else:
            parts.append(f"{who} no se presentó antes de {limit}")
    article = "18.7" if by_no_show else "18.6"
    return Finding(
        f"CH-{article}",
        Severity.WARN,
        f"Art. {article}: tablero {board.board}: {'; '.join(parts)}: se propone el resultado "
        f"{forfeit.value}.",
        (board.board,),
    )
