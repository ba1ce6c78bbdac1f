"""Played and locked domino encounters for the demo season: the own club's (Doble Seis).

Each encounter goes through the store's own actions, as the guide would: tables and roles, the
seat draw (a tie now and then, settled by a new draw), every hand of every Hoja de Anotaciones
approved by the counter, a substitution, incidents (three dropped tiles of one pair in one
partida, so the acta records the ordinal of DO-19.4), both captains' drawn signatures and the
lock. The hands add up to the partida results ``demo_results`` already wrote for those matches,
so the standings do not change. Deterministic: seeded ``random.Random``, no clock.
"""

from __future__ import annotations

import random
from datetime import date, datetime, timedelta

from sqlmodel import Session, col, select

from delegate_app.domain.acta_hash import content_hash
from delegate_app.domain.domino import (
    FULL_SET,
    HandEnd,
    Pair,
    Partida,
    PendingHand,
    Seat,
    SubstitutionPermission,
    Tile,
    score_hand,
)
from delegate_app.store.demo_scribble import scribble_png
from delegate_app.store.domino import editing, table_events
from delegate_app.store.domino import tables as domino_tables
from delegate_app.store.domino.acta import STEPS, domino_acta_content, load_encounter
from delegate_app.store.lock_log import record_lock
from delegate_app.store.models import (
    ActaSignature,
    Club,
    Match,
    MatchDay,
    Official,
    PartidaResult,
    Player,
    Round,
    Team,
)
from delegate_app.store.rows import get_row, id_col, require_id

SEED = 19_4_2026  # DO-19.4, season 2026
HAND_MINUTES = 4  # a hand, counted and approved
SIGNED_AFTER = timedelta(hours=3, minutes=20)


def write_demo_encounters(s: Session, competition_id: int, until: date) -> int:
    """Locked actas for the own domino club's encounters played before ``until``; returns how
    many. The caller owns the transaction."""
    own = s.exec(select(Club).where(Club.is_own, Club.sport == "domino")).first()
    if own is None:
        return 0
    team = s.exec(
        select(Team).where(Team.club_id == own.id, Team.competition_id == competition_id)
    ).first()
    if team is None:
        return 0
    captain = s.exec(
        select(Official).where(Official.club_id == own.id, Official.role == "delegado")
    ).first()
    team_id = require_id(team)
    matches = s.exec(
        select(Match, Round)
        .join(Round, col(Round.id) == Match.round_id)
        .where(Round.competition_id == competition_id, Round.official_date < until)
        .where((col(Match.home_team_id) == team_id) | (col(Match.away_team_id) == team_id))
        .order_by(col(Round.official_date), col(Match.id))
    ).all()
    for index, (match, rnd) in enumerate(matches):
        _Encounter(s, match, rnd, team_id, captain, index).play()
    return len(matches)


class _Encounter:
    def __init__(
        self,
        s: Session,
        match: Match,
        rnd: Round,
        own_team_id: int,
        captain: Official | None,
        index: int,
    ) -> None:
        self.s, self.match, self.rnd, self.index = s, match, rnd, index
        self.match_id = require_id(match)
        self.own_home = match.home_team_id == own_team_id
        self.captain = captain
        self.rng = random.Random(SEED * 100 + self.match_id)
        self.clock = match.scheduled_at + timedelta(minutes=5)

    def tick(self, minutes: int = HAND_MINUTES) -> datetime:
        self.clock += timedelta(minutes=minutes)
        return self.clock

    def play(self) -> None:
        s, match = self.s, self.match
        s.add(
            MatchDay(
                match_id=self.match_id,
                step=len(STEPS) - 1,
                official_start=match.scheduled_at,
                actual_start=match.scheduled_at,
                updated_at=match.scheduled_at,
            )
        )
        s.flush()
        self.loaded = loaded = load_encounter(s, self.match_id)
        results = {
            (r.table_number, r.partida_number): r
            for r in s.exec(select(PartidaResult).where(PartidaResult.match_id == self.match_id))
        }
        lists = {pair: self._players(pair) for pair in Pair}
        tables = loaded.settings.tables
        for table in range(1, tables + 1):
            home = lists[Pair.HOME][2 * table - 2 : 2 * table]
            away = lists[Pair.AWAY][2 * table - 2 : 2 * table]
            domino_tables.set_table_in_session(
                s, loaded, table, home, away, home[table % 2], away[0], False, self.tick(1)
            )
        self.bench = {pair: lists[pair][2 * tables :] for pair in Pair}
        for table in range(1, tables + 1):
            self._draw(table)
        for number in range(1, loaded.settings.partidas_per_table + 1):
            for table in range(1, tables + 1):
                if number == 2 and table == 1 + self.index % tables:
                    self._substitute(table, number)
                self._partida(table, number, results[(table, number)])
        self._incidents()
        self._sign_and_lock()

    def _players(self, pair: Pair) -> list[int]:
        team_id = self.match.home_team_id if pair is Pair.HOME else self.match.away_team_id
        club_id = get_row(self.s, Team, team_id).club_id
        ids = list(
            self.s.exec(
                select(id_col(Player.id))
                .where(Player.club_id == club_id, Player.active)
                .order_by(col(Player.list_number))
            )
        )
        # Pairs change from one round to the next, as captains rest and mix their players.
        shift = (self.rnd.number * 2) % len(ids)
        return ids[shift:] + ids[:shift]

    def _draw(self, table: int) -> None:
        row = self.loaded.tables[table]
        players = [row.home_player1_id, row.home_player2_id, row.away_player1_id]
        players.append(row.away_player2_id)
        rounds = [dict(zip(players, self.rng.sample(FULL_SET, 4), strict=True))]
        seat = (Seat.SOUTH, Seat.EAST, Seat.NORTH, Seat.WEST)[(table + self.index) % 4]
        while True:
            try:
                editing.seat_draw_in_session(self.s, self.loaded, table, rounds, seat, self.tick(1))
                return
            except editing.RedrawNeededError as redraw:
                rounds.append(
                    dict(
                        zip(
                            redraw.players,
                            self.rng.sample(FULL_SET, len(redraw.players)),
                            strict=True,
                        )
                    )
                )

    def _substitute(self, table: int, number: int) -> None:
        partida = editing.partida_of(self.loaded, table, number)
        pair = Pair.HOME if self.index % 2 else Pair.AWAY
        out = partida.seating.players_of(pair)[1]
        table_events.substitute_in_session(
            self.s,
            self.loaded,
            table,
            number,
            out,
            self.bench[pair][0],
            "Indisposición del titular; el capitán rival está conforme.",
            self.tick(2),
            # No arbiter at these encounters: DO-20.3 then names both captains.
            SubstitutionPermission(
                captains=(self._captain_name(Pair.HOME), self._captain_name(Pair.AWAY))
            ),
        )

    def _captain_name(self, pair: Pair) -> str:
        team_id = self.match.home_team_id if pair is Pair.HOME else self.match.away_team_id
        own = self.match.home_team_id if self.own_home else self.match.away_team_id
        if team_id == own and self.captain:
            return self.captain.name
        return f"Capitán de {get_row(self.s, Team, team_id).name}"

    # --- hands ---------------------------------------------------------------------------------

    def _amounts(self, total: int, last: bool) -> list[int]:
        """Hands worth ``total`` in all; with ``last`` the final one takes the pair past the
        target (the partida's last hand, DO-18)."""
        amounts = []
        if last:
            target = self.loaded.settings.target
            over = total - target  # 0 to 41 in the demo's results
            final = self.rng.randint(over + 12, min(over + 60, 168))
            amounts.append(final)
            total -= final
        while total > 0:
            step = min(total, self.rng.randint(18, 110))
            if 0 < total - step < 8:
                step = total  # a hand is worth at least a few pips
            amounts.insert(0, step)
            total -= step
        return amounts

    def _partida(self, table: int, number: int, result: PartidaResult) -> None:
        winner = Pair(result.winner)
        points = {Pair.HOME: result.home_points, Pair.AWAY: result.away_points}
        winning = self._amounts(points[winner], last=True)
        losing = self._amounts(points[winner.other], last=False)
        final = winning.pop()
        order = [winner] * len(winning) + [winner.other] * len(losing)
        self.rng.shuffle(order)
        queue = {winner: winning, winner.other: losing}
        first = True
        for pair in order:
            amount = queue[pair].pop(0)
            if first and table == 1:
                self._tiles_hand(table, number, pair, amount)
            else:
                self._hand(table, number, HandEnd.DOMINO, pair, amount)
            first = False
            if self.rng.random() < 0.08:
                self._hand(table, number, HandEnd.CIERRE, None, 0)  # equal sums: no score
        self._hand(table, number, HandEnd.DOMINO, winner, final)

    def _write(self, table: int, number: int, pending: PendingHand) -> Partida:
        partida = editing.partida_of(self.loaded, table, number)
        return editing.write_hand_in_session(
            self.s,
            self.loaded,
            table,
            number,
            pending.approve(partida.setup.counter),
            self.tick(),
        )

    def _hand(
        self, table: int, number: int, end: HandEnd, winner: Pair | None, amount: int
    ) -> None:
        partida = editing.partida_of(self.loaded, table, number)
        self._write(table, number, partida.propose_hand(end, winner=winner, points=amount))

    def _tiles_hand(self, table: int, number: int, winner: Pair, amount: int) -> None:
        """A dominó entered tile by tile: the three players still holding tiles hold exactly
        ``amount`` pips, so the partida still ends on the demo's result."""
        partida = editing.partida_of(self.loaded, table, number)
        seating = partida.seating
        domino_by = seating.seats_of(winner)[0]
        others = [seat for seat in (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)]
        others.remove(domino_by)
        tiles = _tiles_worth(amount, self.rng)
        if tiles is None:
            self._hand(table, number, HandEnd.DOMINO, winner, amount)
            return
        holdings: dict[Seat, list[Tile]] = {seat: [] for seat in others}
        for position, tile in enumerate(tiles):
            holdings[others[position % 3]].append(tile)
        score = score_hand(seating, HandEnd.DOMINO, holdings, domino_by)
        assert score.points == amount and score.winner is winner
        pending = partida.propose_hand(HandEnd.DOMINO, domino_by=domino_by, tiles_left=holdings)
        self._write(table, number, pending)

    # --- incidents, signatures and lock ---------------------------------------------------------

    def _incidents(self) -> None:
        s, loaded = self.s, self.loaded
        moment = self.match.scheduled_at + timedelta(minutes=50)
        if self.index == 0:
            table_events.record_incident_in_session(
                s,
                loaded,
                "DO-9",
                {"mesa": 2, "partida": 1, "descripcion": "Vasos de agua sobre la mesa de juego"},
                moment,
            )
        pair = Pair.HOME if self.index % 2 else Pair.AWAY
        table = 1 + self.index % loaded.settings.tables
        times = 3 if self.index == 1 else 1 + self.index % 2
        for time in range(times):
            row = loaded.tables[table]
            player = row.home_player1_id if pair is Pair.HOME else row.away_player1_id
            kind = "DO-19.2" if time % 2 == 0 else "DO-19.3"
            decision = "revolver de nuevo" if kind == "DO-19.2" else "continuar la mano"
            fields = {
                "mesa": table,
                "partida": 1,
                "mano": 2 + 2 * time,
                "pareja": pair,
                "jugador": player,
                "decision": decision,
            }
            table_events.record_incident_in_session(
                s, loaded, kind, fields, moment + timedelta(minutes=9 * time)
            )
        if self.index == 2:
            row = loaded.tables[2]
            offender = loaded.people[row.away_player2_id]
            table_events.record_incident_in_session(
                s,
                loaded,
                "DO-15",
                {
                    "mesa": 2,
                    "partida": 2,
                    "mano": 4,
                    "hora": f"{moment + timedelta(hours=1):%H:%M}",
                    "licencia": offender.licence,
                    "circunstancias": "Con una sola ficha jugable se detuvo a pensar la jugada.",
                    "efecto": "sin efecto",
                    "resuelven": "los capitanes",
                },
                moment + timedelta(hours=1),
            )
        if self.index == 3:
            table_events.record_incident_in_session(
                s,
                loaded,
                "DO-12",
                {
                    "mesa": 3,
                    "partida": 1,
                    "jugador": loaded.tables[3].home_player2_id,
                    "descripcion": "Comentó la jugada en voz alta con la pareja rival.",
                },
                moment + timedelta(minutes=20),
            )

    def _sign_and_lock(self) -> None:
        s, match = self.s, self.match
        s.flush()
        content = content_hash(domino_acta_content(s, self.match_id))
        signed_at = match.scheduled_at + SIGNED_AFTER
        home, away = get_row(s, Team, match.home_team_id), get_row(s, Team, match.away_team_id)
        for role, team in (("delegado_local", home), ("delegado_visitante", away)):
            ours = (role == "delegado_local") == self.own_home
            name = self.captain.name if ours and self.captain else f"Capitán de {team.name}"
            licence = self.captain.licence if ours and self.captain else ""
            s.add(
                ActaSignature(
                    match_id=self.match_id,
                    role=role,
                    name=name,
                    licence=licence,
                    image_png=scribble_png(self.match_id * 2 + (role == "delegado_visitante")),
                    signed_at=signed_at,
                    content_hash=content,
                )
            )
        acta = s.exec(select(MatchDay).where(MatchDay.match_id == self.match_id)).one()
        acta.locked_at = signed_at
        acta.content_hash = content
        s.add(acta)
        record_lock(s, self.match_id, signed_at)


def _tiles_worth(amount: int, rng: random.Random) -> list[Tile] | None:
    """Between 3 and 12 distinct tiles whose pips add up to ``amount``; None if none found."""
    pool = [tile for tile in FULL_SET if tile.pips]
    for _attempt in range(60):
        rng.shuffle(pool)
        chosen: list[Tile] = []
        total = 0
        for tile in pool:
            if total + tile.pips <= amount and len(chosen) < 12:
                chosen.append(tile)
                total += tile.pips
            if total == amount:
                break
        if total == amount and len(chosen) >= 3:
            return chosen
    return None
