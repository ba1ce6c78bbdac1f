"""A chess team competition as FIDE's Tournament Report File (TRF-16), for rating.

The rating officer needs every game played over the board: who met whom, with which colour and
what result, in which round, and each player's FIDE identity where known. This module turns the
accepted actas' boards into that file, pure: no database, no files.

- Colours follow CH-18.1 (the home team has White on the odd boards).
- A game decided by forfeit ("+/-", "-/+", "-/-") was not played: it is left out, as FIDE's
  rating regulations require, and counted apart so the office can say how many. A board with
  no result is left out too.
- Players are told apart by licence (else by name). Those with a FIDE rating from the club
  lists come first, strongest first; the unrated ones after them, by name, and are also
  returned apart, so the officer sees who will be rated for the first time.
- A player's points are those of the games in the file. The team lines (013) list each team's
  players by starting rank; a player who played for two teams of the club is listed with the
  first one he played for.

Fixed-width fields follow the TRF-16 description: player lines start with 001, the starting
rank in columns 5-8, the name in 15-47, the rating in 49-52, the federation in 54-56, the FIDE ID
in 58-68, the points in 81-84, the rank in 86-89, and from column 92 one 10-column block a round
("  SSSS c r": opponent's starting rank, colour w/b, result 1/=/0), blank for a round not
played.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date

from delegate_app.domain.chess.lineup import Colour, board_colours

FORFEITS = frozenset({"+/-", "-/+", "-/-", "+/+"})
PLAYED = {"1-0": ("1", "0"), "0-1": ("0", "1"), "½-½": ("=", "="), "1/2-1/2": ("=", "=")}
POINTS = {"1": 1.0, "=": 0.5, "0": 0.0}
NAME_WIDTH, TEAM_WIDTH = 33, 32


@dataclass(frozen=True)
class BoardGame:
    board: int
    home_player: str
    home_licence: str
    away_player: str
    away_licence: str
    result: str  # as the acta writes it: "1-0", "½-½", "0-1", "+/-"…


@dataclass(frozen=True)
class TeamMatch:
    round: int
    played_on: date | None
    home: str
    away: str
    boards: tuple[BoardGame, ...]


@dataclass(frozen=True)
class KnownPlayer:
    """What the club lists say of a player: FIDE ID and rating, each when known."""

    fide_id: int | None = None
    fide_rating: int | None = None


@dataclass
class _Player:
    key: str
    name: str
    licence: str
    team: str
    known: KnownPlayer
    games: dict[int, tuple[str, str, str]] = field(default_factory=dict)  # round: (opp, c, r)
    start: int = 0

    @property
    def points(self) -> float:
        return sum(POINTS[result] for _, _, result in self.games.values())


@dataclass(frozen=True)
class TrfReport:
    text: str
    players: int
    rated: int
    unrated: tuple[str, ...]  # names, in the order they are listed
    games: int
    forfeits: int  # boards decided by forfeit, left out
    unplayed: int  # boards with no result, left out
    teams: int


def _key(name: str, licence: str) -> str:
    return f"licencia:{licence.strip().upper()}" if licence.strip() else f"nombre:{name.strip()}"


def _trf_date(moment: date | None, *, short: bool = False) -> str:
    if moment is None:
        return ""
    return moment.strftime("%y/%m/%d" if short else "%Y/%m/%d")


def build_trf(
    name: str,
    matches: Sequence[TeamMatch],
    known: dict[str, KnownPlayer] | None = None,
    *,
    federation: str = "ESP",
    city: str = "",
    rate_of_play: str = "",
) -> TrfReport:
    """The TRF-16 text of `matches` (one competition's accepted actas). `known`: licence (upper
    case) → what the club lists say of that player."""
    known = known or {}
    players: dict[str, _Player] = {}
    teams: dict[str, None] = {}
    forfeits = unplayed = games = 0

    def player(name: str, licence: str, team: str) -> _Player:
        key = _key(name, licence)
        if key not in players:
            players[key] = _Player(
                key,
                name.strip(),
                licence.strip(),
                team,
                known.get(licence.strip().upper(), KnownPlayer()),
            )
        return players[key]

    for match in sorted(matches, key=lambda m: (m.round, m.home, m.away)):
        teams.setdefault(match.home)
        teams.setdefault(match.away)
        colours = board_colours(max((b.board for b in match.boards), default=0), home=True)
        for board in match.boards:
            result = board.result.strip()
            if result in FORFEITS:
                forfeits += 1
                continue
            if result not in PLAYED:
                unplayed += 1
                continue
            home = player(board.home_player, board.home_licence, match.home)
            away = player(board.away_player, board.away_licence, match.away)
            home_result, away_result = PLAYED[result]
            white_home = colours[board.board] is Colour.WHITE
            home.games[match.round] = (away.key, "w" if white_home else "b", home_result)
            away.games[match.round] = (home.key, "b" if white_home else "w", away_result)
            games += 1
    rated = sorted(
        (p for p in players.values() if p.known.fide_rating),
        key=lambda p: (-(p.known.fide_rating or 0), p.name),
    )
    unrated = sorted((p for p in players.values() if not p.known.fide_rating), key=lambda p: p.name)
    ordered = rated + unrated
    for number, p in enumerate(ordered, start=1):
        p.start = number
    by_key = {p.key: p for p in ordered}
    ranks = _ranks(ordered)
    rounds = sorted({m.round for m in matches}) or [1]
    last_round = max(rounds)
    round_dates: dict[int, date] = {}
    for match in matches:
        if match.played_on is not None:
            earliest = round_dates.get(match.round)
            round_dates[match.round] = (
                min(earliest, match.played_on) if earliest else match.played_on
            )
    dates = [d for d in (m.played_on for m in matches) if d is not None]
    lines = [
        f"012 {name}",
        f"022 {city}",
        f"032 {federation}",
        f"042 {_trf_date(min(dates)) if dates else ''}",
        f"052 {_trf_date(max(dates)) if dates else ''}",
        f"062 {len(ordered)}",
        f"072 {len(rated)}",
        f"082 {len(teams)}",
        "092 Liga por equipos",
        f"122 {rate_of_play}",
        "132 "
        + " " * 87
        + "".join(
            f"{_trf_date(round_dates.get(r), short=True):<8}  " for r in range(1, last_round + 1)
        ).rstrip(),
    ]
    for team in teams:
        members = [p.start for p in ordered if p.team == team]
        lines.append(
            f"013 {team[:TEAM_WIDTH]:<{TEAM_WIDTH}} " + " ".join(f"{s:>4}" for s in members)
        )
    for p in ordered:
        line = (
            f"001 {p.start:>4}   {'':>2} {p.name[:NAME_WIDTH]:<{NAME_WIDTH}} "
            f"{p.known.fide_rating or '':>4} {federation:<3} {p.known.fide_id or '':>11} "
            f"{'':>10} {p.points:>4.1f} {ranks[p.key]:>4}"
        )
        for r in range(1, last_round + 1):
            game = p.games.get(r)
            if game is None:
                line += " " * 10
            else:
                opponent, colour, result = game
                line += f"  {by_key[opponent].start:>4} {colour} {result}"
        lines.append(line.rstrip())
    return TrfReport(
        text="\n".join(lines) + "\n",
        players=len(ordered),
        rated=len(rated),
        unrated=tuple(p.name for p in unrated),
        games=games,
        forfeits=forfeits,
        unplayed=unplayed,
        teams=len(teams),
    )


def _ranks(players: Iterable[_Player]) -> dict[str, int]:
    """Rank by points, ties sharing the better rank (1, 2, 2, 4)."""
    ordered = sorted(players, key=lambda p: -p.points)
    ranks: dict[str, int] = {}
    previous: float | None = None
    rank = 0
    for position, p in enumerate(ordered, start=1):
        if p.points != previous:
            rank, previous = position, p.points
        ranks[p.key] = rank
    return ranks
