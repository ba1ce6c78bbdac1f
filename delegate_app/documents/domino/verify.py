"""The data checks of a domino acta.json, replayed with the domain's own rules (no database).

Every partida is played again from its Hoja de Anotaciones with ``domain.domino``: each hand is
counted again (from the tiles left when they were written, DO-18), led by the seat DO-7.3 says
and approved as DO-6 says; substitutions (DO-20.3), suspensions (DO-20) and abandonments
(DO-20.4) are applied where they happened; the second partida must start with the losing pair's
seats swapped (DO-7.2b). What the acta states (each partida's state, winner and score, the
result rows, the encounter's summary) must be what the replay gives. A forger who edits a
hand, a total or a winner and re-signs a self-consistent hash still fails here, with the reason.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from delegate_app.documents.check import Check, count
from delegate_app.domain.competition import MatchPoints
from delegate_app.domain.domino import (
    DominoError,
    DominoSettings,
    EncounterResult,
    HandEnd,
    Pair,
    Partida,
    PartidaStatus,
    Seat,
    Seating,
    TablePlayers,
    TableSetup,
    encounter_result,
    incident_kind,
    next_partida_seating,
)
from delegate_app.domain.domino.common import pair_label
from delegate_app.domain.domino.partida import (
    BodyDecision,
    DecisionKind,
    SubstitutionPermission,
)

HANDS = "Hojas de Anotaciones (art. 6, 7.3 y 18)"
TOTALS = "Tantos y ganador de cada partida (art. 18)"
SWAP = "Cambio de asientos en la segunda partida (art. 7.2)"
# Substitutions recorded before migration 0009 do not say who allowed them.
NOT_RECORDED = "no consta"
SUBSTITUTIONS = "Sustituciones (art. 20)"
STOPS = "Suspensiones, decisiones y abandonos (art. 20)"
RESULT = "Resultado del encuentro"
INCIDENTS = "Artículos de las incidencias"
ORDER = (HANDS, TOTALS, SWAP, SUBSTITUTIONS, STOPS, RESULT)


def result_summary(result: EncounterResult) -> dict[str, Any]:
    """The "resultado" of a domino acta.json: what the acta states and the replay must give."""
    return {
        "partidas_local": result.partidas_won[Pair.HOME],
        "partidas_visitante": result.partidas_won[Pair.AWAY],
        "tantos_local": result.points[Pair.HOME],
        "tantos_visitante": result.points[Pair.AWAY],
        "puntos_liga_local": result.league_points[Pair.HOME],
        "puntos_liga_visitante": result.league_points[Pair.AWAY],
        "completo": result.complete,
    }


class _Unreadable(Exception):
    """The replay cannot go on at this table; the message says where and why."""

    def __init__(self, check: str, message: str):
        super().__init__(message)
        self.check = check


@dataclass
class _Replay:
    settings: DominoSettings
    names: dict[int, str]
    problems: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    partidas: list[Partida] = field(default_factory=list)
    stated: dict[tuple[int, int], dict[str, Any]] = field(default_factory=dict)
    substitutions: int = 0
    suspensions: int = 0
    abandonments: int = 0
    unsupported: list[tuple[int, int]] = field(default_factory=list)  # results without a Hoja

    def name(self, player: object) -> str:
        return self.names.get(player, f"jugador n.º {player}") if isinstance(player, int) else "?"

    def refused(self, check: str, where: str, exc: DominoError) -> _Unreadable:
        """A domain refusal, with the players named as the delegate knows them."""
        messages = []
        for finding in exc.findings or ():
            text = finding.message
            for player in sorted(set(finding.player_ids), reverse=True):
                pattern = rf"(?<![\w.º]){player}(?!\w)"

                def named(_match: re.Match[str], player: int = player) -> str:
                    return self.name(player)

                text = re.sub(pattern, named, text)
            messages.append(text)
        return _Unreadable(check, f"{where}: {' '.join(messages) or exc}")

    # -- a table ---------------------------------------------------------------------------

    def table(self, mesa: dict[str, Any], other_titulars: set[int]) -> None:
        number = int(mesa["mesa"])
        try:
            players = table_players(mesa)
            setup = TableSetup(
                number, players, mesa["anotador"], mesa["contador"], bool(mesa["arbitro_cuenta"])
            )
        except DominoError as exc:
            raise self.refused(HANDS, f"mesa {number}", exc) from None
        previous: Partida | None = None
        for entry in sorted(mesa["partidas"], key=lambda p: int(p["partida"])):
            partida_number = int(entry["partida"])
            where = f"mesa {number}, partida {partida_number}"
            try:
                seating = Seating.from_seats(
                    {Seat(seat): int(player) for seat, player in entry["asientos"].items()},
                    Pair(entry["norte_sur"]),
                    Seat(entry["salidor"]),
                )
            except DominoError as exc:
                raise self.refused(SWAP, where, exc) from None
            if previous is not None:
                self._swap(previous, seating, where)
                setup = previous.setup
            try:
                partida = Partida(setup, seating, partida_number, self.settings)
            except DominoError as exc:
                raise self.refused(HANDS, where, exc) from None
            partida = self._play(partida, entry, where, other_titulars)
            self.partidas.append(partida)
            self.stated[(number, partida_number)] = entry
            previous = partida

    def _swap(self, previous: Partida, seating: Seating, where: str) -> None:
        try:
            expected = next_partida_seating(previous)
        except DominoError as exc:
            raise self.refused(SWAP, where, exc) from None
        if (expected.seats, expected.north_south) == (seating.seats, seating.north_south):
            return
        loser = previous.winner.other if previous.winner else None
        seats = ", ".join(f"{s.label} {self.name(p)}" for s, p in expected.seats.items())
        self.problems[SWAP].append(
            f"{where}: la {pair_label(loser) if loser else 'pareja'} "
            f"perdió la partida anterior y debía "
            f"invertir sus asientos ({seats}); el acta la sienta de otro modo"
        )

    # -- hands and events ------------------------------------------------------------------

    def _play(
        self, partida: Partida, entry: dict[str, Any], where: str, others: set[int]
    ) -> Partida:
        hands = list(entry["manos"])
        events: dict[int, list[dict[str, Any]]] = defaultdict(list)
        for event in entry["sucesos"]:
            after = int(event["tras_mano"])
            if not 0 <= after <= len(hands):
                raise _Unreadable(
                    STOPS, f"{where}: un suceso figura tras la mano {after}, que no existe"
                )
            events[after].append(event)
        for written in range(len(hands) + 1):
            for event in events.get(written, ()):
                partida = self._event(partida, event, where, others)
            if written < len(hands):
                partida = self._hand(partida, hands[written], where)
        return partida

    def _hand(self, partida: Partida, mano: dict[str, Any], where: str) -> Partida:
        number = int(mano["mano"])
        here = f"{where}, mano {number}"
        if number != partida.next_hand_number:
            raise _Unreadable(
                HANDS, f"{here}: figura en el lugar de la mano {partida.next_hand_number}"
            )
        end = HandEnd(mano["final"])
        winner = Pair(mano["gana"]) if mano.get("gana") else None
        points = mano["puntos"]
        tiles = {Seat(seat): tuple(held) for seat, held in (mano.get("fichas") or {}).items()}
        try:
            pending = partida.propose_hand(
                end,
                winner=winner,
                points=points,
                domino_by=Seat(mano["domino"]) if mano.get("domino") else None,
                tiles_left=tiles or None,
                offender=Seat(mano["infractor"]) if mano.get("infractor") else None,
            )
        except DominoError as exc:
            raise self.refused(HANDS, here, exc) from None
        hand = pending.hand
        if hand.salidor is not Seat(mano["salidor"]):
            raise _Unreadable(
                HANDS,
                f"{here}: sale {Seat(mano['salidor']).label} y, según las manos anteriores, le "
                f"tocaba salir a {hand.salidor.label} (art. 7.3)",
            )
        if (hand.winner, hand.points) != (winner, points):
            computed = pair_label(hand.winner) if hand.winner else "ninguna pareja"
            raise _Unreadable(
                HANDS, f"{here}: anota {points} puntos; la mano da {hand.points} a {computed}"
            )
        if hand.lead_passes != bool(mano["pasa_salida"]):
            raise _Unreadable(HANDS, f"{here}: no dice bien si la salida pasa a la derecha")
        try:
            for who in mano["aprobada_por"]:
                pending = pending.approve(who)
            return partida.add_hand(pending)
        except DominoError as exc:
            raise self.refused(HANDS, here, exc) from None

    def _event(
        self, partida: Partida, event: dict[str, Any], where: str, others: set[int]
    ) -> Partida:
        kind = event["tipo"]
        check = SUBSTITUTIONS if kind == "sustitucion" else STOPS
        here = f"{where}, tras la mano {event['tras_mano']}"
        totals = partida.totals
        stated = (event["local"], event["visitante"])
        if stated != (totals[Pair.HOME], totals[Pair.AWAY]):
            self.problems[check].append(
                f"{here}: el suceso anota {stated[0]}–{stated[1]} y las manos suman "
                f"{totals[Pair.HOME]}–{totals[Pair.AWAY]}"
            )
        try:
            if kind == "sustitucion":
                return self._substitution(partida, event, here, others)
            if kind == "suspension":
                self.suspensions += 1
                return partida.suspend(event["motivo"] or "")
            if kind == "reanudacion":
                return partida.resume()
            if kind == "abandono":
                return self._abandonment(partida, event, here)
            if kind == "decision":
                return partida.decide(self._decision(event, here))
        except DominoError as exc:
            raise self.refused(check, here, exc) from None
        raise _Unreadable(STOPS, f"{here}: suceso desconocido «{kind}»")

    def _substitution(
        self, partida: Partida, event: dict[str, Any], here: str, others: set[int]
    ) -> Partida:
        out, substitute = int(event["jugador"]), int(event["sustituto"])
        seat = partida.seating.seat_of(out)
        pair = partida.seating.pair_at(seat)
        self.substitutions += 1
        if event.get("asiento") != seat.value:
            self.problems[SUBSTITUTIONS].append(
                f"{here}: {self.name(substitute)} debía ocupar el asiento de "
                f"{self.name(out)} ({seat.label}); el acta dice {event.get('asiento')}"
            )
        if event.get("pareja") not in (None, pair.value):
            self.problems[SUBSTITUTIONS].append(
                f"{here}: {self.name(out)} es de la {pair_label(pair)}, no de la pareja "
                f"{event.get('pareja')}"
            )
        if substitute in others:
            self.problems[SUBSTITUTIONS].append(
                f"{here}: el sustituto {self.name(substitute)} juega en otra mesa del encuentro"
            )
        captains = tuple(event.get("capitanes") or ())
        permission = SubstitutionPermission(
            arbiter=event.get("permiso_arbitro") or ("" if captains else NOT_RECORDED),
            captains=captains,
        )
        return partida.substitute(out, substitute, event.get("motivo") or NOT_RECORDED, permission)

    @staticmethod
    def _decision(event: dict[str, Any], here: str) -> BodyDecision:
        """DO-20: the competent body's decision as the acta states it."""
        stated = event.get("decision") or {}
        try:
            decided_on = stated.get("fecha")
            if isinstance(decided_on, str):
                decided_on = date.fromisoformat(decided_on[:10])
            if not isinstance(decided_on, date):
                raise ValueError("sin fecha")  # as BodyDecision refuses it (DO-20)
            return BodyDecision(
                DecisionKind(str(stated.get("tipo"))),
                decided_on,
                str(stated.get("referencia") or ""),
            )
        except (TypeError, ValueError):
            raise _Unreadable(
                STOPS, f"{here}: la decisión del órgano competente no se puede leer"
            ) from None

    def _abandonment(self, partida: Partida, event: dict[str, Any], here: str) -> Partida:
        player = int(event["jugador"])
        pair = partida.seating.pair_of(player)
        self.abandonments += 1
        if event.get("pareja") != pair.value:
            self.problems[STOPS].append(
                f"{here}: abandona {self.name(player)}, que juega en la "
                f"{pair_label(pair)}; el acta "
                f"atribuye el abandono a la pareja {event.get('pareja')}"
            )
        return partida.abandon(player, event.get("motivo") or "")

    # -- what the acta states --------------------------------------------------------------

    def compare(self) -> None:
        for partida in self.partidas:
            entry = self.stated[(partida.setup.table, partida.number)]
            result = partida.result
            where = f"mesa {result.table}, partida {result.number}"
            said_winner = entry.get("ganador")
            said = (entry.get("estado"), said_winner, entry.get("local"), entry.get("visitante"))
            actual = (
                result.status.value,
                result.winner.value if result.winner else None,
                result.home_points,
                result.away_points,
            )
            if said == actual:
                continue
            target = self.settings.target
            if result.status is PartidaStatus.ABANDONED and result.winner is not None:
                loser = result.winner.other
                self.problems[STOPS].append(
                    f"{where}: abandonó un jugador de la {pair_label(loser)}, así que gana la "
                    f"{pair_label(result.winner)} con {result.home_points}–{result.away_points} "
                    f"(se le suma lo que le falta hasta {target}); el acta dice "
                    f"{_said(said)}"
                )
            elif result.status is PartidaStatus.SUSPENDED:
                self.problems[STOPS].append(
                    f"{where}: quedó suspendida con {result.home_points}–{result.away_points}, "
                    f"sin ganador hasta que decida el órgano competente; el acta dice "
                    f"{_said(said)}"
                )
            elif said[0] == PartidaStatus.FINISHED.value and result.winner is None:
                self.problems[TOTALS].append(
                    f"{where}: el acta la da por terminada ({_said(said)}), pero las manos suman "
                    f"{result.home_points}–{result.away_points} y nadie llega a {target}"
                )
            else:
                self.problems[TOTALS].append(
                    f"{where}: el acta dice {_said(said)}; las manos de la Hoja dan "
                    f"{_said(actual)} (a {target} tantos)"
                )

    def results(self, content: dict[str, Any], summary: dict[str, Any], locked: bool) -> None:
        rows = {(int(r["mesa"]), int(r["partida"])): r for r in content["resultados"]}
        finished = {(p.setup.table, p.number): p.result for p in self.partidas if p.winner}
        for key, result in finished.items():
            row = rows.get(key)
            winner = result.winner.value if result.winner else None
            expected = (winner, result.home_points, result.away_points)
            if row is None or (row["ganador"], row["local"], row["visitante"]) != expected:
                self.problems[RESULT].append(
                    f"el resultado de la mesa {key[0]}, partida {key[1]} no es el de su Hoja"
                )
        played = {(p.setup.table, p.number) for p in self.partidas}
        for key in sorted(set(rows) & played - set(finished)):
            self.problems[RESULT].append(
                f"la mesa {key[0]}, partida {key[1]} tiene resultado sin haber terminado"
            )
        # A result typed on the results screen, with no Hoja behind it, may stand in a draft;
        # a closed acta answers for every result with its Hoja.
        self.unsupported = sorted(set(rows) - played)
        if locked and self.unsupported:
            places = ", ".join(f"mesa {t}, partida {n}" for t, n in self.unsupported)
            self.problems[RESULT].append(f"acta cerrada con resultados sin Hoja ({places})")
        wanted = result_summary(encounter_result(self.partidas, self.settings))
        wrong = [key for key, value in wanted.items() if summary.get(key) != value]
        if wrong:
            self.problems[RESULT].append(
                "el resumen del encuentro no es el de sus partidas ("
                + ", ".join(f"{key}: {summary.get(key)} y no {wanted[key]}" for key in wrong)
                + ")"
            )


def _said(values: tuple[object, object, object, object]) -> str:
    status, winner, home, away = values
    won = f", gana la pareja {winner}" if winner else ""
    return f"{home}–{away} ({status}{won})"


def domino_settings_from(content: dict[str, Any]) -> DominoSettings:
    rules = content["ajustes"]
    win, draw, loss = (int(n) for n in rules["puntos_liga"])
    return DominoSettings(
        target=int(rules["total"]),
        tables=int(rules["mesas"]),
        partidas_per_table=int(rules["partidas_por_mesa"]),
        league_points=MatchPoints(win, draw, loss),
    )


def _names(content: dict[str, Any]) -> dict[int, str]:
    return {
        int(p["id"]): str(p["nombre"])
        for mesa in content["mesas"]
        for p in mesa.get("jugadores", [])
        if p.get("nombre")
    }


def table_players(mesa: dict[str, Any]) -> TablePlayers:
    """The table's pairs as acta.json lists them; DominoError (DO-7.2) unless each pair is two
    different players."""
    home = tuple(int(p["id"]) for p in mesa["local"])
    away = tuple(int(p["id"]) for p in mesa["visitante"])
    # TablePlayers refuses pairs of another size itself: it is given them as listed
    return TablePlayers(home, away)  # type: ignore[arg-type]


def _titulars(mesa: dict[str, Any]) -> set[int]:
    return {int(p["id"]) for p in (*mesa["local"], *mesa["visitante"])}


def _verdicts(replay: _Replay, cut: _Unreadable | None, tables: int, partidas: int) -> list[Check]:
    details: dict[str, Callable[[], str]] = {
        HANDS: lambda: (
            f"{count(tables, 'mesa')}, {count(partidas, 'partida')}: cada mano "
            "contada de nuevo, con su salida y su aprobación"
        ),
        TOTALS: lambda: "el estado, el ganador y los tantos de cada partida son los de sus manos",
        SWAP: lambda: "la pareja que perdió invierte sus asientos en la partida siguiente",
        SUBSTITUTIONS: lambda: (
            f"{count(replay.substitutions, 'sustitución')}, cada sustituto en el asiento del "
            "titular"
            if replay.substitutions
            else "sin sustituciones"
        ),
        STOPS: lambda: (
            f"{count(replay.suspensions, 'suspensión')} y {count(replay.abandonments, 'abandono')}"
            ", con el marcador del momento y su consecuencia"
            if replay.suspensions or replay.abandonments
            else "sin suspensiones ni abandonos"
        ),
        RESULT: lambda: (
            "los resultados y el resumen del encuentro salen de las partidas"
            + (
                f" ({count(len(replay.unsupported), 'resultado')} sin Hoja de Anotaciones)"
                if replay.unsupported
                else ""
            )
        ),
    }
    checks = []
    for name in ORDER:
        problems = replay.problems.get(name, [])
        if cut is not None and cut.check == name:
            problems = [*problems, f"{str(cut).rstrip('.')}; el resto de la mesa no se comprueba"]
        if problems:
            checks.append(Check(name, False, "; ".join(problems)))
        else:
            checks.append(Check(name, True, details[name]()))
    return checks


def _incident_check(content: dict[str, Any]) -> Check:
    wrong = []
    incidents = content["incidencias"]
    for incident in incidents:
        try:
            rule = incident_kind(incident["tipo"]).rule_id
        except ValueError:
            wrong.append(f"tipo de incidencia desconocido «{incident['tipo']}»")
            continue
        if incident["articulo"] != rule:
            wrong.append(
                f"la incidencia de tipo «{incident['tipo']}» cita {incident['articulo']} y no "
                f"{rule}"
            )
    if wrong:
        return Check(INCIDENTS, False, "; ".join(wrong))
    if not incidents:
        return Check(INCIDENTS, True, "sin incidencias")
    return Check(
        INCIDENTS, True, f"{count(len(incidents), 'incidencia')}, cada una con su artículo"
    )


def data_checks(data: dict[str, Any], drawn: Check) -> list[Check]:
    """The domino re-checks of acta.json (every Hoja replayed), then `drawn`, the shared check
    of the drawn signatures; the chess checks of score, lineup order and articles do not apply."""
    return [*check_domino(data), drawn]


def check_domino(data: dict[str, Any]) -> list[Check]:
    """Replay every Hoja of a domino acta.json and compare what the acta states with it."""
    try:
        content = data["contenido"]
        replay = _Replay(domino_settings_from(content), _names(content))
        mesas = sorted(content["mesas"], key=lambda m: int(m["mesa"]))
        cut = None
        for mesa in mesas:
            others = set().union(*(_titulars(m) for m in mesas if m is not mesa))
            try:
                replay.table(mesa, others)
            except _Unreadable as exc:
                cut = cut or exc
        replay.compare()
        if cut is None:  # with a table left unchecked the totals cannot be compared
            replay.results(content, data.get("resultado") or {}, bool(data.get("cerrada")))
        checks = _verdicts(replay, cut, len(mesas), len(replay.partidas))
        checks.append(_incident_check(content))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        return [Check(HANDS, False, f"las Hojas de Anotaciones no se pueden leer ({exc})")]
    return checks
