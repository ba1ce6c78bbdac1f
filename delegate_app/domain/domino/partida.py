"""A partida at one table: the Hoja de Anotaciones hand by hand (DO-6, DO-7.3, DO-18), its end by
reaching the target, by abandonment (DO-20.4) or its suspension (DO-20), and substitutes (DO-20.3).

Decisions of docs/reglas.md applied here:

- DO-20: a suspended partida closes with the competent body's decision, recorded with its date and
  reference: the score at the suspension validated (the pair ahead wins; equal scores, no
  winner), the pair ahead declared the winner, or a replay ordered. The first two close the
  partida with that result even below the target.
- DO-20.3: a substitution needs a justified cause and the arbiter's permission (his name); with
  no arbiter present it is recorded with both captains' names, as a matter for the committee.
- DO-20.3 and DO-20.4 are the catalog's labels for unnumbered paragraphs of art. 20: messages say
  "art. 20".

``Partida`` is immutable: every action returns a new one, so the store can save each step as one
transaction and an undo is simply the previous value.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import date
from enum import StrEnum

from delegate_app.domain.domino.common import (
    CierreTie,
    DominoError,
    DominoSettings,
    Pair,
    PlayerId,
    block,
    join_words,
    pair_label,
    positive,
    refuse,
)
from delegate_app.domain.domino.hand import (
    Hand,
    PendingHand,
    TableSetup,
    approvers_text,
)
from delegate_app.domain.domino.scoring import (
    HandEnd,
    HandScore,
    Holdings,
    normalise_holdings,
    score_hand,
    typed_score,
)
from delegate_app.domain.domino.seating import SEATS, Seat, Seating
from delegate_app.domain.domino.tiles import Tile, TileLike, as_tile


class PartidaStatus(StrEnum):
    IN_PLAY = "en_juego"
    FINISHED = "terminada"  # a pair reached the target (DO-18)
    ABANDONED = "abandonada"  # DO-20.4
    SUSPENDED = "suspendida"  # DO-20
    DECIDED = "decidida"  # DO-20: closed by the competent body's decision
    REPLAY_ORDERED = "a_repetir"  # DO-20: the competent body ordered a replay

    @property
    def label(self) -> str:
        return {
            "en_juego": "en juego",
            "terminada": "terminada",
            "abandonada": "terminada por abandono",
            "suspendida": "suspendida",
            "decidida": "cerrada por decisión del órgano competente",
            "a_repetir": "a repetir por decisión del órgano competente",
        }[self.value]


class DecisionKind(StrEnum):
    """DO-20: what the competent body may decide about a suspended partida."""

    VALIDATE = "validar"  # the score at the suspension stands
    LEADER_WINS = "gana_la_que_va_delante"
    REPLAY = "repetir"

    @property
    def label(self) -> str:
        return {
            "validar": "da por válida la puntuación en el momento de la suspensión",
            "gana_la_que_va_delante": "declara ganadora a la pareja que iba delante",
            "repetir": "ordena repetir la partida",
        }[self.value]


@dataclass(frozen=True)
class BodyDecision:
    """DO-20: the competent body's decision, with the date it was taken and its reference."""

    kind: DecisionKind
    decided_on: date
    reference: str
    body: str = "el órgano competente"

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", DecisionKind(self.kind))
        if not isinstance(self.decided_on, date):
            raise ValueError("Art. 20: indique la fecha de la decisión del órgano competente.")
        if not isinstance(self.reference, str) or not self.reference.strip():
            raise ValueError(
                "Art. 20: indique la referencia de la decisión del órgano competente (número de "
                "resolución, acuerdo o escrito)."
            )
        object.__setattr__(self, "reference", self.reference.strip())
        object.__setattr__(self, "body", (self.body or "").strip() or "el órgano competente")

    @property
    def text(self) -> str:
        return (
            f"{self.body[0].upper()}{self.body[1:]} {self.kind.label} (decisión del "
            f"{self.decided_on:%d/%m/%Y}, ref. {self.reference})"
        )


@dataclass(frozen=True)
class SubstitutionPermission:
    """DO-20.3: who allowed a substitution: the arbiter, or with none present both captains."""

    arbiter: str = ""
    captains: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "arbiter", (self.arbiter or "").strip())
        object.__setattr__(self, "captains", tuple((c or "").strip() for c in self.captains))

    @property
    def for_committee(self) -> bool:
        """Without an arbiter the committee judges the substitution."""
        return not self.arbiter

    def problem(self) -> str | None:
        if self.arbiter:
            return None
        if len(self.captains) == 2 and all(self.captains):
            return None
        if any(self.captains):
            return (
                "Art. 20: sin juez árbitro, la sustitución se anota con el nombre de los dos "
                "capitanes para el Comité."
            )
        return (
            "Art. 20: la sustitución necesita el permiso del juez árbitro (su nombre) o, si no "
            "hay árbitro, el nombre de los dos capitanes para el Comité."
        )

    @property
    def text(self) -> str:
        if self.arbiter:
            return f"con permiso del juez árbitro {self.arbiter}"
        return f"sin árbitro, con los capitanes {' y '.join(self.captains)}; la decide el Comité"


class StopKind(StrEnum):
    ABANDONMENT = "abandono"
    SUSPENSION = "suspension"


@dataclass(frozen=True)
class Stop:
    kind: StopKind
    after_hand: int  # hands written before it
    home_points: int  # score at that moment
    away_points: int
    player: PlayerId | None = None  # who abandoned
    pair: Pair | None = None  # the abandoning pair
    reason: str = ""


@dataclass(frozen=True)
class Substitution:
    after_hand: int
    out: PlayerId
    substitute: PlayerId
    seat: Seat
    reason: str = ""
    permission: SubstitutionPermission | None = None


@dataclass(frozen=True)
class PartidaResult:
    """What the encounter needs from a partida."""

    table: int
    number: int
    status: PartidaStatus
    winner: Pair | None
    home_points: int  # final score, with the DO-20.4 credit
    away_points: int


@dataclass(frozen=True)
class Partida:
    setup: TableSetup
    seating: Seating  # current seats; a substitution changes who sits, never where
    number: int = 1  # partida number at this table in the encounter
    settings: DominoSettings = field(default_factory=DominoSettings)
    hands: tuple[Hand, ...] = ()
    substitutions: tuple[Substitution, ...] = ()
    stop: Stop | None = None
    earlier_stops: tuple[Stop, ...] = ()  # suspensions that were resumed
    decision: BodyDecision | None = None  # DO-20: the competent body's, on a suspension

    def __post_init__(self) -> None:
        positive(self.number, "El número de partida")
        if self.setup.table > self.settings.tables:
            refuse(
                "DO-7.2b",
                f"La mesa {self.setup.table} no existe: la competición juega a "
                f"{self.settings.tables} mesas.",
            )
        if self.number > self.settings.partidas_per_table:
            refuse(
                "DO-7.2b",
                f"La partida {self.number} no existe: la competición juega "
                f"{self.settings.partidas_per_table} partidas por mesa.",
            )
        for pair in Pair:
            if set(self.seating.players_of(pair)) != set(self.setup.players.of(pair)):
                refuse(
                    "DO-7.4",
                    f"Art. 7.4: los compañeros se sientan uno frente al otro; los asientos de la "
                    f"{pair_label(pair)} no son los de {join_words(self.setup.players.of(pair))}.",
                )

    # -- score ------------------------------------------------------------------------------

    @property
    def running_totals(self) -> tuple[dict[Pair, int], ...]:
        """The totals after each hand, as the Hoja shows them."""
        totals = {pair: 0 for pair in Pair}
        rows = []
        for hand in self.hands:
            if hand.winner is not None:
                totals[hand.winner] += hand.points
            rows.append(dict(totals))
        return tuple(rows)

    @property
    def totals(self) -> dict[Pair, int]:
        """The real totals of the hands played (DO-18 keeps a total above the target)."""
        rows = self.running_totals
        return dict(rows[-1]) if rows else {pair: 0 for pair in Pair}

    @property
    def credited(self) -> int:
        """DO-20.4: points added to the winner of an abandoned partida to reach the target."""
        if self.status is not PartidaStatus.ABANDONED:
            return 0
        assert self.stop is not None and self.stop.pair is not None
        return max(0, self.settings.target - self.totals[self.stop.pair.other])

    @property
    def final_score(self) -> dict[Pair, int]:
        score = self.totals
        if self.status is PartidaStatus.ABANDONED:
            assert self.stop is not None and self.stop.pair is not None
            score[self.stop.pair.other] += self.credited
        return score

    # -- state ------------------------------------------------------------------------------

    def _leader_by_points(self) -> Pair | None:
        for pair, total in self.totals.items():
            if total >= self.settings.target:
                return pair
        return None

    @property
    def status(self) -> PartidaStatus:
        if self.stop is not None and self.stop.kind is StopKind.ABANDONMENT:
            return PartidaStatus.ABANDONED
        if self._leader_by_points() is not None:
            return PartidaStatus.FINISHED
        if self.stop is not None and self.decision is not None:
            if self.decision.kind is DecisionKind.REPLAY:
                return PartidaStatus.REPLAY_ORDERED
            return PartidaStatus.DECIDED
        if self.stop is not None:
            return PartidaStatus.SUSPENDED
        return PartidaStatus.IN_PLAY

    @property
    def finished(self) -> bool:
        return self.status in (
            PartidaStatus.FINISHED,
            PartidaStatus.ABANDONED,
            PartidaStatus.DECIDED,
        )

    @property
    def closed(self) -> bool:
        """Nothing more is written on its Hoja: finished, or a replay ordered."""
        return self.finished or self.status is PartidaStatus.REPLAY_ORDERED

    def _ahead_at_stop(self) -> Pair | None:
        assert self.stop is not None
        if self.stop.home_points == self.stop.away_points:
            return None
        return Pair.HOME if self.stop.home_points > self.stop.away_points else Pair.AWAY

    @property
    def winner(self) -> Pair | None:
        status = self.status
        if status is PartidaStatus.FINISHED:
            return self._leader_by_points()
        if status is PartidaStatus.DECIDED:
            return self._ahead_at_stop()
        if status is PartidaStatus.ABANDONED:
            assert self.stop is not None and self.stop.pair is not None
            return self.stop.pair.other
        return None

    @property
    def exceeded_target(self) -> bool:
        """DO-18: the last hand took the winner beyond the agreed total."""
        winner = self.winner
        return (
            self.status is PartidaStatus.FINISHED
            and winner is not None
            and self.totals[winner] > self.settings.target
        )

    @property
    def notes(self) -> tuple[str, ...]:
        """Lines for the Hoja de Anotaciones and the acta."""
        notes = []
        totals = self.totals
        target = self.settings.target
        if self.exceeded_target:
            winner = self.winner
            assert winner is not None
            notes.append(
                f"Art. 18: la {pair_label(winner)} superó el total acordado ({target}) "
                f"con la última "
                f"mano: {totals[winner]} puntos."
            )
        if self.status is PartidaStatus.ABANDONED:
            assert self.stop is not None and self.stop.pair is not None
            loser = self.stop.pair
            notes.append(
                f"Art. 20: abandono del jugador {self.stop.player} ({pair_label(loser)}): gana la "
                f"{pair_label(loser.other)}, a la que se suman {self.credited} puntos hasta los "
                f"{target}; la {pair_label(loser)} conserva sus {totals[loser]}."
            )
        if self.status is PartidaStatus.SUSPENDED:
            assert self.stop is not None
            notes.append(
                f"Art. 20: partida suspendida tras la mano n.º {self.stop.after_hand} con "
                f"{self.stop.home_points} (local) a {self.stop.away_points} (visitante); "
                "decide el órgano competente."
            )
        if self.decision is not None and self.stop is not None:
            winner = self.winner
            outcome = (
                f"gana la {pair_label(winner)}"
                if winner is not None
                else "la partida se repite"
                if self.decision.kind is DecisionKind.REPLAY
                else "sin ganador"
            )
            notes.append(
                f"Art. 20: partida suspendida tras la mano n.º {self.stop.after_hand} con "
                f"{self.stop.home_points} (local) a {self.stop.away_points} (visitante). "
                f"{self.decision.text}: {outcome}."
            )
        for change in self.substitutions:
            if change.permission is not None:
                notes.append(
                    f"Art. 20: sustitución tras la mano n.º {change.after_hand}: entra "
                    f"{change.substitute} por {change.out} ({change.reason}), "
                    f"{change.permission.text}."
                )
        return tuple(notes)

    @property
    def result(self) -> PartidaResult:
        score = self.final_score
        return PartidaResult(
            self.setup.table, self.number, self.status, self.winner,
            score[Pair.HOME], score[Pair.AWAY],
        )  # fmt: skip

    # -- lead -------------------------------------------------------------------------------

    def _following_salidor(self) -> Seat:
        if not self.hands:
            return self.seating.salidor
        last = self.hands[-1]
        return last.salidor.right if last.lead_passes else last.salidor

    @property
    def next_hand_number(self) -> int:
        return len(self.hands) + 1

    @property
    def next_salidor(self) -> Seat | None:
        """DO-7.3: who leads the next hand; None once the partida is over."""
        return None if self.finished else self._following_salidor()

    def salidor_of_hand(self, hand: int) -> Seat:
        if 1 <= hand <= len(self.hands):
            return self.hands[hand - 1].salidor
        if hand == self.next_hand_number:
            return self._following_salidor()
        raise ValueError(
            f"La mano n.º {hand} todavía no se conoce: la siguiente es la n.º "
            f"{self.next_hand_number}."
        )

    # -- actions ----------------------------------------------------------------------------

    def _require_in_play(self, action: str) -> None:
        status = self.status
        if status is PartidaStatus.IN_PLAY:
            return
        if status is PartidaStatus.FINISHED:
            winner = self.winner
            assert winner is not None
            refuse(
                "DO-18",
                f"Art. 18: la partida terminó (la {pair_label(winner)} alcanzó los "
                f"{self.settings.target} puntos); no se puede {action}.",
            )
        if status is PartidaStatus.ABANDONED:
            refuse("DO-20.4", f"Art. 20: la partida terminó por abandono; no se puede {action}.")
        if status in (PartidaStatus.DECIDED, PartidaStatus.REPLAY_ORDERED):
            refuse(
                "DO-20",
                f"Art. 20: la partida la cerró el órgano competente ({status.label}); no se "
                f"puede {action}.",
            )
        refuse("DO-20", f"Art. 20: la partida está suspendida; no se puede {action}.")

    def propose_hand(
        self,
        end: HandEnd | str,
        *,
        winner: Pair | None = None,
        points: int | None = None,
        domino_by: Seat | None = None,
        tiles_left: Holdings | None = None,
        played: Iterable[TileLike] = (),
        offender: Seat | None = None,
    ) -> PendingHand:
        """Count a hand (DO-18) for approval (DO-6). Either the tiles left in each hand are given
        (the points are computed; typed ``winner`` and ``points`` must agree) or the points are
        typed. An annulled hand needs the ``offender``. Raises ``DominoError``."""
        self._require_in_play("anotar más manos")
        end = HandEnd(end)
        salidor = self._following_salidor()
        played_tiles = tuple(as_tile(tile) for tile in played)
        stored_tiles: tuple[tuple[Seat, tuple[Tile, ...]], ...] = ()
        if end is HandEnd.ANULADA:
            score = self._annulled(winner, points, domino_by, tiles_left, played_tiles, offender)
            assert offender is not None
            # Decision (art. 15, 16): "pérdida de la mano" is the loss of the lead, which the
            # offending pair can only lose if it led; otherwise the same salidor leads again.
            lead_passes = self.seating.pair_at(offender) is self.seating.pair_at(salidor)
        else:
            if offender is not None:
                refuse("DO-15", "Art. 15: solo una mano anulada lleva jugador infractor.")
            if tiles_left is not None:
                score = score_hand(self.seating, end, tiles_left, domino_by, played_tiles)
                self._agree(score, winner, points)
                stored_tiles = tuple(
                    (seat, tiles) for seat, tiles in normalise_holdings(tiles_left).items() if tiles
                )
            else:
                if played_tiles:
                    refuse(
                        "DO-18",
                        "Art. 18: las fichas jugadas solo se anotan junto con las que quedan en "
                        "mano.",
                    )
                if domino_by is not None:
                    if end is not HandEnd.DOMINO:
                        refuse("DO-18", "Art. 18: solo en un dominó hay jugador que domina.")
                    by_seat = self.seating.pair_at(Seat(domino_by))
                    if winner is not None and Pair(winner) is not by_seat:
                        refuse(
                            "DO-18",
                            f"Art. 18: {Seat(domino_by).label} es de la "
                            f"{pair_label(by_seat)}, no de "
                            f"la {pair_label(Pair(winner))}.",
                        )
                    winner = by_seat
                score = typed_score(end, winner, points)
            lead_passes = score.winner is not None or (
                self.settings.cierre_tie is CierreTie.LEAD_PASSES
            )
        hand = Hand(
            number=self.next_hand_number,
            salidor=salidor,
            end=end,
            winner=score.winner,
            points=score.points,
            lead_passes=lead_passes,
            domino_by=None if domino_by is None else Seat(domino_by),
            offender=None if offender is None else Seat(offender),
            tiles_left=stored_tiles,
            played=played_tiles,
        )
        entitled, all_required = self.setup.approval_rule()
        return PendingHand(hand, entitled, all_required)

    @staticmethod
    def _annulled(
        winner: Pair | None,
        points: int | None,
        domino_by: Seat | None,
        tiles_left: Holdings | None,
        played: tuple[Tile, ...],
        offender: Seat | None,
    ) -> HandScore:
        if offender is None or offender not in SEATS:
            refuse(
                "DO-15",
                "Art. 15 y 16: para anular una mano hay que indicar el jugador infractor.",
            )
        if domino_by is not None or tiles_left is not None or played:
            refuse("DO-18", "Art. 18: una mano anulada no se puntúa; no se anotan sus fichas.")
        return typed_score(HandEnd.ANULADA, winner, points)

    @staticmethod
    def _agree(score: HandScore, winner: Pair | None, points: int | None) -> None:
        findings = []
        if winner is not None and Pair(winner) is not score.winner:
            computed = (
                "ninguna pareja" if score.winner is None else f"la {pair_label(score.winner)}"
            )
            findings.append(
                block(
                    "DO-18",
                    f"Art. 18: según las fichas que quedan gana la mano {computed}, no la "
                    f"{pair_label(Pair(winner))}.",
                )
            )
        if points is not None and points != score.points:
            findings.append(
                block(
                    "DO-18",
                    f"Art. 18: los puntos anotados ({points}) no coinciden con las fichas que "
                    f"quedan ({score.points}).",
                )
            )
        if findings:
            raise DominoError(findings)

    def add_hand(self, pending: PendingHand) -> Partida:
        """DO-6: write an approved hand on the Hoja."""
        self._require_in_play("anotar más manos")
        hand = pending.hand
        if hand.number != self.next_hand_number or hand.salidor is not self._following_salidor():
            refuse(
                "DO-6",
                f"Art. 6: la mano propuesta (n.º {hand.number}) ya no corresponde a la partida; "
                f"la siguiente es la n.º {self.next_hand_number}. Vuelva a contarla.",
            )
        if not pending.approved:
            refuse(
                "DO-6",
                f"Art. 6: la mano n.º {hand.number} solo se anota cuando la aprueba "
                f"{approvers_text(pending)}.",
                players=[who for who in pending.waiting_for if isinstance(who, int)],
            )
        written = replace(hand, approved_by=pending.approvals)
        return replace(self, hands=(*self.hands, written))

    def substitute(
        self,
        out: PlayerId,
        substitute: PlayerId,
        reason: str = "",
        permission: SubstitutionPermission | None = None,
    ) -> Partida:
        """DO-20.3: a substitute allowed by the arbiter (or, with none, recorded with both
        captains for the committee) for a justified cause takes the seat (and the number in each
        hand) of the player he replaces. Never after an abandonment (DO-20.4)."""
        status = self.status
        if status is PartidaStatus.ABANDONED:
            refuse(
                "DO-20.4",
                "Art. 20: en caso de abandono no se puede sustituir al jugador.",
                players=[out],
            )
        if status in (
            PartidaStatus.FINISHED,
            PartidaStatus.DECIDED,
            PartidaStatus.REPLAY_ORDERED,
        ):
            self._require_in_play("sustituir jugadores")
        if not isinstance(reason, str) or not reason.strip():
            refuse(
                "DO-20.3",
                "Art. 20: indique la causa justificada de la ausencia del jugador sustituido.",
                players=[out],
            )
        if permission is None:
            permission = SubstitutionPermission()
        problem = permission.problem()
        if problem is not None:
            refuse("DO-20.3", problem, players=[out])
        seat = self.seating.seat_of(out)
        record = Substitution(len(self.hands), out, substitute, seat, reason.strip(), permission)
        return replace(
            self,
            setup=self.setup.substituted(out, substitute),
            seating=self.seating.substituted(out, substitute),
            substitutions=(*self.substitutions, record),
        )

    def abandon(self, player: PlayerId, reason: str = "") -> Partida:
        """DO-20.4: the abandoning player's pair loses even if ahead; it keeps its points and the
        rival pair is credited what it lacks to reach the target."""
        if self.finished:
            self._require_in_play("registrar un abandono")
        pair = self.seating.pair_of(player)
        totals = self.totals
        stop = Stop(
            StopKind.ABANDONMENT, len(self.hands), totals[Pair.HOME], totals[Pair.AWAY],
            player, pair, reason,
        )  # fmt: skip
        earlier = self.earlier_stops if self.stop is None else (*self.earlier_stops, self.stop)
        return replace(self, stop=stop, earlier_stops=earlier)

    def suspend(self, reason: str) -> Partida:
        """DO-20: recorded with the score at that moment; no winner until the competent body
        decides."""
        self._require_in_play("suspenderla")
        if not reason.strip():
            refuse(
                "DO-20", "Art. 20: indique la circunstancia imprevisible que obliga a suspender."
            )
        totals = self.totals
        stop = Stop(
            StopKind.SUSPENSION, len(self.hands), totals[Pair.HOME], totals[Pair.AWAY],
            reason=reason.strip(),
        )  # fmt: skip
        return replace(self, stop=stop)

    def decide(self, decision: BodyDecision) -> Partida:
        """DO-20: the competent body's decision on a suspended partida closes it."""
        if self.status is not PartidaStatus.SUSPENDED:
            refuse(
                "DO-20",
                "Art. 20: la decisión del órgano competente se anota sobre una partida suspendida.",
            )
        if not isinstance(decision, BodyDecision):
            refuse("DO-20", "Art. 20: falta la decisión del órgano competente.")
        if decision.kind is DecisionKind.LEADER_WINS:
            assert self.stop is not None
            if self.stop.home_points == self.stop.away_points:
                refuse(
                    "DO-20",
                    f"Art. 20: al suspenderse la partida iban empatadas a "
                    f"{self.stop.home_points}: ninguna pareja iba delante.",
                )
        return replace(self, decision=decision)

    def resume(self) -> Partida:
        """DO-20: the partida continues from where it was suspended."""
        if self.status is not PartidaStatus.SUSPENDED:
            refuse("DO-20", "Art. 20: solo se reanuda una partida suspendida.")
        assert self.stop is not None
        return replace(self, stop=None, earlier_stops=(*self.earlier_stops, self.stop))
